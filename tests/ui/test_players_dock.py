"""The players dock: labelled figures in the player's language, a projection said as one, the same width hints
on every turn, and nothing cut off at 1280x720 at the largest text size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.main_window import MainWindow
from tests.ui.helpers import seats

TITLES = ["essen", "empresario", "marche", "festival"]


def _open(qtbot, lang: str = "en", size: str = "Normal", width: int = 1500, height: int = 950) -> MainWindow:
    from fairtable import i18n

    i18n.set_language(lang)  # before the window is built, as the app does
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    w.set_text_size(size)
    return w


def _start(window: MainWindow, game_id: str, players: int = 4, seed: int = 5) -> Match:
    game = get_game(game_id)
    n = max(game.info.min_players, min(players, game.info.max_players))
    match = Match(game, seats(["human"] * n), None, seed=seed)
    window.start(match)
    window.controller.scene.animation_ms = 0
    return match


def _play(window: MainWindow, match: Match, moves: int, seed: int = 3):  # type: ignore[no-untyped-def]
    """``moves`` random moves, the dock shown again after each (as the table does); yields after each."""
    rng = Rng(seed)
    for _ in range(moves):
        if match.game.is_over(match.state):
            return
        match.play(rng.choice(match.game.legal_actions(match.state)))
        window.controller.refresh(animate=False)
        window._refresh_panels()
        yield


@pytest.mark.parametrize("game_id", TITLES)
def test_the_figures_are_labelled_in_words_not_raw_keys(qtbot, game_id):
    window = _open(qtbot)
    match = _start(window, game_id)
    for _ in _play(window, match, 25):
        pass
    rows = window.players.rows
    names = {seat.name for seat in match.seats}
    assert rows, "the dock shows the game's figures"
    for label, value in rows:
        assert label in names or label[:1].isupper(), f"{label!r}: a figure's name, as a word, not a key"
        assert "seat " not in label.lower() and "player " not in label.lower(), label
        assert value.strip(), label
    labels = {label for label, _value in rows}
    assert not labels & {"round", "phase", "start", "ad deck", "crowd", "bank", "popularity", "last turn"}
    shown = window.players.info.toPlainText()
    assert ": " not in shown.split("\n")[0], "a table of names and values, not 'key: value' lines"


def test_animal_marche_names_its_figures_in_the_rulebooks_words(qtbot):
    window = _open(qtbot)
    match = _start(window, "marche")
    for _ in _play(window, match, 30):
        pass
    rows = dict(window.players.rows)
    s = match.state
    assert rows["Round"] == f"{s.round} of 5"
    assert rows["Ad cards left in the deck"] == str(len(s.ad_deck))
    assert rows["Start player"] == match.seats[s.start].name
    anna = rows["Anna"]
    assert anna.endswith(f"{s.vp[0]} VP on the scoreboard"), anna
    # The dock's own row says its VP are a projection, beside a marker that may be lower.
    row = window.players.list.item(0).text()
    assert "if the game ended now" in row, row


def test_empresarios_live_score_is_said_as_a_projection(qtbot):
    window = _open(qtbot)
    match = _start(window, "empresario", players=3)
    for _ in _play(window, match, 10):
        pass
    rows = [window.players.list.item(i).text() for i in range(window.players.list.count())]
    assert all("VP if the game ended now" in r for r in rows), rows


@pytest.mark.parametrize("game_id", TITLES)
def test_the_docks_width_hints_and_least_height_are_the_same_on_every_turn(qtbot, game_id):
    window = _open(qtbot, "de", "Larger", 1280, 720)
    match = _start(window, game_id)
    dock = next(d for d in window.docks if d.widget().panel is window.players)
    panel = window.players

    def hints():  # type: ignore[no-untyped-def]
        """The widths asked for, and the least height: none may follow the turn's texts, which wrap and scroll."""
        return (panel.sizeHint().width(), panel.minimumSizeHint().width(), dock.sizeHint().width(),
                dock.minimumSizeHint().width(), panel.minimumSizeHint().height())

    first = hints()
    seen = {first}
    for k, _ in enumerate(_play(window, match, 80)):
        # While a bot decides, its row says so ("… denkt nach"), which may wrap it onto another line.
        window.players.thinking = match.game.current_player(match.state) if k % 2 else None
        window._refresh_panels()
        seen.add(hints())
    assert seen == {first}, f"the width hints changed from turn to turn: {sorted(seen)}"


@pytest.mark.parametrize("game_id", TITLES)
@pytest.mark.parametrize("lang", ["de", "ja"])
def test_at_1280x720_at_the_largest_text_size_nothing_in_the_dock_is_cut_off(qtbot, lang, game_id):
    window = _open(qtbot, lang, "Largest", 1280, 720)
    match = _start(window, game_id)
    for _ in _play(window, match, 40):
        pass
    qtbot.wait(20)
    panel = window.players
    dock = next(d for d in window.docks if d.widget().panel is panel)
    # The three docks share the column's 720 px: the players dock asks for no more than a quarter of it
    # whatever its rows say (they scroll), and no more width than its column has.
    assert panel.minimumSizeHint().height() <= 720 // 4, panel.minimumSizeHint()
    assert panel.minimumSizeHint().width() <= dock.width(), "the dock fits its column"
    rows = panel.list
    for r in range(rows.count()):
        rect = rows.visualItemRect(rows.item(r))
        assert rows.viewport().rect().contains(rect), f"row {r} whole in the list: {rect}"
    figures = panel.info
    assert figures.document().size().width() <= figures.viewport().width() + 1, "no figure runs off the dock"
    assert figures.height() >= figures.document().size().height(), "every figure is there"
    room = panel.figures
    body = room.widget()
    assert body.width() <= room.viewport().width(), "nothing wider than the dock"
    below = figures.mapTo(body, figures.rect().bottomLeft()).y()
    assert below <= body.height(), "the last figure is inside what scrolls"
    if body.height() > room.viewport().height():
        assert room.verticalScrollBar().maximum() >= body.height() - room.viewport().height(), "it scrolls to the end"
    assert room.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff


def test_a_row_too_long_for_a_narrow_dock_wraps_even_inside_a_word_and_the_figures_follow_the_text_size(qtbot):
    """A long name (or a German word at the largest text size) in a narrow dock: the row breaks inside the
    word rather than running off the dock's edge; the figures are drawn at View > Text size as the rows are."""
    from fairtable.engine.record import SeatRecord

    window = _open(qtbot, "de", "Largest", 1280, 720)
    people = [SeatRecord(name="Maximilianealexandrinavonhohenzollern", colour="#d0413a", kind="human"),
              SeatRecord(name="Ben", colour="#2f6fce", kind="human")]
    window.start(Match(get_game("marche"), people, None, seed=2))
    panel = window.players
    dock = next(d for d in window.docks if d.widget().panel is panel)
    window.resizeDocks([dock], [panel.minimumSizeHint().width()], Qt.Horizontal)
    qtbot.wait(50)
    rows = panel.list
    delegate = rows.itemDelegate()
    for r in range(rows.count()):
        assert delegate.widest_line(r) <= rows.viewport().width(), f"row {r} runs off the dock"
    assert rows.visualItemRect(rows.item(0)).height() > 3 * rows.fontMetrics().height(), "the long row wrapped"
    assert panel.info.font().pointSizeF() == pytest.approx(rows.font().pointSizeF()), "the figures at the text size"
    assert panel.info.document().defaultFont().pointSizeF() == pytest.approx(rows.font().pointSizeF())
