"""A seat's name comes from a record or from the new-game dialog: whatever it holds, it is shown as it was
written, on one line, and it cannot turn the text around it."""

from __future__ import annotations

import pytest

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.ui.main_window import MainWindow
from tests.ui.test_bad_input import NAME, as_shown


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()


def test_a_name_that_looks_like_html_is_shown_as_written_in_the_undo_tooltip(window):
    match = Match(get_game("essen"), [Seat(name=NAME), Seat(name="Ben")], seed=1)
    window.start(match)
    c = window.controller
    assert c is not None
    assert c.play(match.game.legal_actions(match.state)[0])
    window._update_enabled()
    tip = window.menus.act_undo.toolTip()
    assert NAME in match.steps[-1].line
    assert as_shown(tip) == f"Take back: {match.steps[-1].line}"


def test_a_record_whose_names_hold_control_characters_opens_and_says_so_in_one_line(window, tmp_path):
    from tests.engine.test_name_text import CLEARS_SCREEN, FLIPPED, FORGED, UNSHOWN, record_text

    path = tmp_path / "names.json"
    path.write_text(record_text([FORGED, CLEARS_SCREEN, FLIPPED], moves=12), encoding="utf-8")
    assert window.files.open_record(path)
    c = window.controller
    assert c is not None and len(c.match.steps) == 12
    assert [s.name for s in c.match.seats] == ["Anna Winner: Mallory", "[2J Bo", "ollaM"]
    said = window.statusBar().currentMessage()
    assert said == ("Opened names.json: 12 moves. The names of seats 1, 2 and 3 held control or direction "
                    "characters; they were taken out")
    assert not any(UNSHOWN.search(line) for line in c.match.log())


def test_the_new_game_dialog_takes_no_line_break_control_or_direction_character_in_a_name(qtbot):
    from fairtable.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    name = dialog.seat_rows[0][0]
    for bad in ("Anna\nWinner: Mallory", "\x1b[2J", "Bo\x00", "\u202eollaM", "Ann\u2066a"):
        name.setText("Chloe")
        name.selectAll()
        name.insert(bad)  # as a paste does
        assert name.text() == "Chloe", repr(bad)
    name.clear()
    name.insert("Dani \u05d3\u05e0\u05d9 李")  # letters of any script are welcome
    assert name.text() == "Dani \u05d3\u05e0\u05d9 李"
    choice = dialog.choice()
    assert choice is not None and choice.seats[0].name == "Dani \u05d3\u05e0\u05d9 李"


def test_a_right_to_left_winner_does_not_turn_the_heading_around(qtbot, window):
    from fairtable.engine.game import Result
    from fairtable.ui.dialogs.scores import ScoresDialog

    hebrew = "\u05d3\u05e0\u05d9"
    result = Result(scores=[12, 12], breakdown=[[("Sales", 12)], [("Sales", 12)]], winners=[0, 1])
    dialog = ScoresDialog(result, [Seat(name=hebrew), Seat(name="Ben")], "ESSEN")
    qtbot.addWidget(dialog)
    assert as_shown(dialog.heading.text()) == f"\u2068{hebrew}\u2069 and Ben win!"
    window.start(Match(get_game("essen"), [Seat(name=hebrew), Seat(name="Ben")], seed=1))
    window._thinking(0, True)
    assert window.thinking_label.text() == f"\u2068{hebrew}\u2069 is thinking\u2026"


def test_the_continue_list_names_an_autosaves_players_on_one_line_and_sets_a_right_to_left_name_apart(tmp_path):
    from fairtable import saves
    from fairtable.ui.welcome import players
    from tests.engine.test_name_text import FORGED, record_text

    hebrew = "\u05d3\u05e0\u05d9"
    path = tmp_path / "game.json"
    path.write_text(record_text([FORGED, hebrew]), encoding="utf-8")
    game = saves.read_saved_game(path)
    assert game.seats == ["Anna Winner: Mallory", hebrew]
    assert players(game) == f"Anna Winner: Mallory and \u2068{hebrew}\u2069"


def test_a_right_to_left_name_does_not_turn_its_row_in_the_players_list_around(window):
    hebrew = "\u05d3\u05e0\u05d9"
    window.start(Match(get_game("essen"), [Seat(name=hebrew, colour="#aa0000"), Seat(name="Ben")], seed=1))
    window._refresh_panels()
    row = window.players.list.item(0).text()
    assert row.startswith(f"\u25b6 \u2068{hebrew}\u2069  \u2014  ")
    shown = dict(window.players.info._rows)
    named = [label for label in shown if hebrew in label]
    assert named and all(window.players.info._colours.get(label) == "#aa0000" for label in named)


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_a_right_to_left_name_on_another_seats_panel_is_set_apart_and_keeps_its_figures(window, game_id):
    from fairtable.engine.rng import Rng
    from fairtable.engine.seats import isolate
    from tests.ui.test_own_board import panels

    hebrew = "\u05e9\u05e8\u05d4"  # Sarah
    game = get_game(game_id)
    match = Match(game, [Seat(name="Anna"), Seat(name=hebrew, kind="bot", level="random"),
                         Seat(name="Ben", kind="bot", level="random")], seed=3)
    window.start(match)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(3)
    for _ in range(10):
        match.play(rng.choice(game.legal_actions(match.state)))
    c.refresh(animate=False)
    panel = panels(c)[1]
    # the tooltip's sentences hold the name set apart, so it cannot turn the words around it
    assert f"show {isolate(hebrew)}'s board" in panel.toolTip()
    # the figures the layout gives for that seat (named as sentences name it) are found for its panel
    assert c.view.seat_figures(c.layout(), 1), "the panel of a seat with a right-to-left name has its figures"
