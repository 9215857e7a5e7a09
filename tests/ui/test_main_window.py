"""The main window: menus and shortcuts, the new-game dialog, resume, replay, rules, the exception net."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from fairtable import saves
from fairtable.engine.actions import Drag, Press
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.paths import games_dir
from fairtable.ui.dialogs.new_game import NewGameDialog
from fairtable.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()


def test_menus_carry_the_usual_shortcuts(window):
    shortcuts = {a.text().replace("&", "").rstrip("\u2026"): a.shortcut() for m in window.menuBar().actions()
                 for a in m.menu().actions()}
    assert shortcuts["New"] == QKeySequence(QKeySequence.New)
    assert shortcuts["Open"] == QKeySequence(QKeySequence.Open)
    assert shortcuts["Save"] == QKeySequence(QKeySequence.Save)
    assert shortcuts["Undo"] == QKeySequence("Ctrl+Z")
    assert shortcuts["Redo"] == QKeySequence("Ctrl+Shift+Z")
    assert shortcuts["Fit to window"] == QKeySequence("Ctrl+0")
    assert shortcuts["Full screen"] == QKeySequence("F11")
    assert shortcuts["Close game"] == QKeySequence(QKeySequence.Close)
    for name in ("Continue", "Rules of this game", "About fairtable", "Quit"):
        assert name in shortcuts


def test_the_new_game_dialog_offers_every_title_seats_and_variants(qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    assert dialog.titles.count() == 4
    assert dialog.game.info.id == "essen"
    dialog.count.setValue(3)
    visible = [row for row in dialog.seat_rows if not row[0].isHidden()]
    assert len(visible) == 3
    dialog.seat_rows[0][0].setText("Ida")
    dialog.seat_rows[1][2].setCurrentIndex(1)  # a bot
    dialog.seed.setText("77")
    assert dialog.option_widgets, "ESSEN's variants are offered"
    choice = dialog.choice()
    assert choice is not None
    assert [s.name for s in choice.seats][0] == "Ida"
    assert choice.seats[1].kind == "bot" and choice.seats[1].level
    assert choice.seats[2].level == "greedy"  # the others start as Normal bots, not the Random baseline
    assert dialog.seat_rows[2][2].currentText() == "Bot: Normal"
    assert choice.seed == 77


def test_each_seat_level_says_what_it_does_and_where_hard_is_no_harder(qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    kind = dialog.seat_rows[1][2]
    hints = {kind.itemText(i): kind.itemData(i, Qt.ToolTipRole) for i in range(kind.count())}
    assert hints["Human"] == "A person plays this seat"
    assert "at random" in hints["Bot: Random"] and "whole turn" in hints["Bot: Normal"]
    assert hints["Bot: Hard"].endswith("before it moves")
    assert kind.toolTip() == hints["Bot: Normal"], "the seat shows the hint of its level"
    kind.setCurrentIndex(kind.findText("Bot: Hard"))
    assert kind.toolTip() == hints["Bot: Hard"]
    dialog.titles.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.info.id == "festival"))
    assert "about as well as Normal" in kind.toolTip()
    assert "about as well as Normal" in kind.itemData(kind.findText("Bot: Hard"), Qt.ToolTipRole)


def test_a_bad_seed_is_a_message_not_a_crash(qtbot):
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    dialog.seed.setText("twelve")
    assert dialog.choice() is None
    assert "whole number" in dialog.error.text()


def test_starting_a_game_autosaves_and_resume_brings_it_back(window, qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    for row in dialog.seat_rows:
        row[2].setCurrentIndex(0)  # all human
    dialog.count.setValue(2)
    dialog.seed.setText("5")
    match = window.start_new(dialog.choice())
    rng = Rng(1)
    for _ in range(12):
        window.controller.play(rng.choice(match.game.legal_actions(match.state)))
    assert match.autosave.parent == games_dir() and len(Match.load(match.autosave).steps) == 12
    window.start(Match(get_game("essen"), [Seat(name="X"), Seat(name="Y")], seed=1))
    window.files.resume_autosave()
    qtbot.waitUntil(lambda: len(window.controller.match.steps) == 12, timeout=5000)
    assert window.controller.match.state == match.state


def test_the_app_offers_to_resume_an_autosaved_game(window, qtbot, monkeypatch):
    game = get_game("essen")
    m = Match(game, [Seat(name="A"), Seat(name="B")], seed=2, autosave=saves.autosave_file(saves.new_game_id()))
    m.play(game.legal_actions(m.state)[0])
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.Yes)
    window.files.offer_resume()
    assert asked == ["Resume your last game of ESSEN The Game: SPIEL'13 with A and B (round 1, 1 move played)?"]
    qtbot.waitUntil(lambda: window.controller is not None and len(window.controller.match.steps) == 1, timeout=5000)


def test_undo_and_redo_wait_until_the_replay_is_left(window, qtbot):
    game = get_game("essen")
    m = Match(game, [Seat(name="A"), Seat(name="B")], seed=3, casual=True)
    rng = Rng(2)
    for _ in range(12):
        m.play(rng.choice(game.legal_actions(m.state)))
    window.start(m)
    window.enter_replay()
    window.table.replay.slider.setValue(11)
    assert not window.menus.act_undo.isEnabled() and not window.menus.act_redo.isEnabled()
    assert not window.controller.undo()  # Ctrl+Z while looking back at move 11 of 12
    assert window.statusBar().currentMessage() == "Leave the replay to take back moves"
    assert len(m.steps) == 12 and window.controller.replay_index == 11
    window.leave_replay()
    assert window.menus.act_undo.isEnabled()
    assert window.controller.undo() and len(m.steps) == 11


def test_replay_steps_through_the_moves_and_back(window, qtbot):
    game = get_game("essen")
    m = Match(game, [Seat(name="A"), Seat(name="B")], seed=3)
    rng = Rng(2)
    for _ in range(30):
        m.play(rng.choice(game.legal_actions(m.state)))
    window.start(m)
    window.enter_replay()
    bar = window.table.replay
    assert bar.isVisible() and bar.slider.maximum() == 30
    bar.slider.setValue(10)
    assert window.controller.replay_index == 10
    assert window.log.moves() == 10
    assert not window.controller.gesture(game.legal_actions(m.state)[0].gesture())  # no play during replay
    window.leave_replay()
    assert window.controller.replay_index is None and len(m.steps) == 30


def test_the_rules_of_each_title_are_in_help(window, monkeypatch):
    from fairtable.ui.dialogs import simple

    shown = []
    monkeypatch.setattr(simple.RulesDialog, "exec", lambda self: shown.append(self.browser.toPlainText()))
    for game_id in ("essen", "empresario", "marche", "festival"):
        window.start(Match(get_game(game_id), [Seat(name="A"), Seat(name="B")], seed=1))
        window.menus.show_rules()
    assert len(shown) == 4 and all(len(text) > 1500 for text in shown)


def test_an_unexpected_exception_is_logged_and_shown_politely(window, monkeypatch, tmp_path):
    from fairtable.crashlog import crash_log_path
    from fairtable.ui.app import install_excepthook

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    old = sys.excepthook
    install_excepthook()
    try:
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = old
    assert "RuntimeError: boom" in shown[0] and "autosaved" not in shown[0]  # no game: nothing to promise
    assert "RuntimeError: boom" in crash_log_path().read_text()


def test_hotseat_between_two_humans_covers_the_secret_wish_cards(window, qtbot):
    game = get_game("essen")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=8)
    window.start(m)
    c = window.controller
    first = m.current_player()
    rng = Rng(4)
    while m.current_player() == first:
        c.play(rng.choice(game.legal_actions(m.state)))
    assert c.covered and window.table.cover.isVisible()
    assert window.table.cover.label.text() == f"Pass to {m.seats[m.current_player()].name}"
    window.table.cover.button.click()
    assert not c.covered and c.viewer == m.current_player()
    hand = [p for p in c.layout().pieces if p.kind == "card" and p.owner == c.viewer]
    others = [p for p in c.layout().pieces if p.kind == "card" and p.owner == first]
    assert hand and all(p.face_up for p in hand)
    assert others and not any(p.face_up for p in others)


def face_up_goals(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The Animal Marche goal cards the table shows face up."""
    return [p.id for p in window.controller.layout().pieces if p.id.startswith("goal") and p.face_up]


def test_a_new_hotseat_game_is_covered_before_the_first_human_sees_their_goals(window):
    m = Match(get_game("marche"), [Seat(name="Anna"), Seat(name="Ben")], seed=1)
    window.start(m)
    first = m.seats[m.current_player()].name
    assert window.table.cover.isVisible() and window.table.cover.label.text() == f"Pass to {first}"
    assert not face_up_goals(window), "nobody's goals are on the table behind the cover"
    window.table.cover.button.click()
    assert not window.table.cover.isVisible() and len(face_up_goals(window)) == 4  # a Minor and 3 Major Goals


def test_a_resumed_or_opened_hotseat_game_is_covered_first_and_so_is_the_game_after_a_replay(window, tmp_path):
    game = get_game("marche")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=1)
    rng = Rng(3)
    for _ in range(6):
        m.play(rng.choice(game.legal_actions(m.state)))
    m.save(tmp_path / "game.json")
    window.start(Match.load(tmp_path / "game.json"))  # what resuming and Game > Open do
    c = window.controller
    name = c.match.seats[c.match.current_player()].name
    assert window.table.cover.isVisible() and window.table.cover.label.text() == f"Pass to {name}"
    assert not face_up_goals(window)
    window.table.cover.button.click()
    assert face_up_goals(window)
    window.enter_replay()
    assert not face_up_goals(window), "a replay watched by both shows neither one's goals"
    window.leave_replay()
    assert window.table.cover.isVisible() and not face_up_goals(window)


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_quitting_in_the_middle_of_a_game_exits_cleanly(game_id, tmp_path):
    """The app opened on a game of a person against a Hard bot and closed mid-game: the process ends with
    status 0 (a scene left for the interpreter's last clean-up used to crash it on the way out)."""
    seats = [Seat(name="Anna", kind="human"), Seat(name="Ben", kind="bot", level="thinker")]
    record = tmp_path / f"{game_id}.json"
    Match(get_game(game_id), seats, seed=3).save(record)
    env = dict(os.environ, FAIRTABLE_QUIT_AFTER_MS="1500")  # the player closes the window mid-game
    done = subprocess.run([sys.executable, "-m", "fairtable", "open", str(record)], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


def test_in_a_small_window_the_players_list_shows_every_row_and_the_figures_scroll_below_it(window, qtbot):
    window.resize(1024, 560)
    qtbot.waitUntil(lambda: window.height() == 560)
    seats = [Seat(name=n, kind="human") for n in ("Anna", "Ben", "Chloe", "Deniz")]
    window.start(Match(get_game("essen"), seats, seed=4))
    players_dock = next(d for d in window.docks if d.widget().panel is window.players)
    window.resizeDocks([players_dock], [170], Qt.Vertical)  # as a player may drag it, or a saved layout has it
    qtbot.wait(50)
    panel = window.players
    rows = panel.list
    assert rows.count() == 4
    for r in range(4):
        assert rows.viewport().rect().contains(rows.visualItemRect(rows.item(r))), f"row {r} in view"
    info = panel.info
    below = info.mapTo(panel, info.rect().topLeft()).y()
    assert rows.mapTo(panel, rows.rect().bottomLeft()).y() < below, "the figures start under the list"
    assert info.height() >= info.document().size().height(), "every line of the figures is there to scroll to"
    room = panel.figures
    assert room.verticalScrollBar().maximum() > 0, "the dock is short of room: its figures scroll"


def test_reset_panels_brings_wide_floating_or_closed_panels_back_to_the_right_side(window, qtbot):
    window.start(Match(get_game("essen"), [Seat(name="A"), Seat(name="B")], seed=1))
    qtbot.waitUntil(lambda: all(d.isVisible() for d in window.docks))
    first_width = window.docks[0].width()
    players, actions, log = window.docks
    window.resizeDocks([players], [first_width + 400], Qt.Horizontal)
    actions.hide()
    log.setFloating(True)
    qtbot.waitUntil(lambda: players.width() > first_width + 200)
    reset = next(a for m in window.menuBar().actions() for a in m.menu().actions()
                 if a.text().replace("&", "") == "Reset panels")
    reset.trigger()
    qtbot.waitUntil(lambda: all(d.isVisible() and not d.isFloating() for d in window.docks))
    assert all(window.dockWidgetArea(d) == Qt.RightDockWidgetArea for d in window.docks)
    qtbot.waitUntil(lambda: players.width() == first_width)
    assert players.y() < actions.y() < log.y(), "in their first order, top to bottom"


def test_a_hint_names_what_a_normal_bot_would_play_and_lights_where_the_piece_goes(window, qtbot):
    game = get_game("essen")
    window.start(Match(game, [Seat(name="Ida"), Seat(name="Bo")], seed=8))
    c = window.controller
    assert not window.menus.act_hint.isEnabled(), "no hint while the table is covered for Ida"
    window.table.cover.button.click()
    assert window.menus.act_hint.isEnabled()  # the wish list draft: Ida drags the card she keeps
    window.menus.act_hint.trigger()
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint: a Normal bot would play: ")
    marked = [pid for pid, item in c.scene.pieces.items() if item.marked]
    lit = [zid for zid, hint in c.scene.targets.items() if hint == "Hint"]
    assert len(marked) == 1 and len(lit) == 1, "on this seed Normal drags a piece: it and its place are lit"
    assert c.scene.zones[lit[0]].hint == "Hint"
    lifted = c.scene.pieces[marked[0]].zValue()
    assert all(item.zValue() < lifted for pid, item in c.scene.pieces.items() if pid != marked[0]), "on top"
    hinted = game.presentation.actions_for(c.match.state, Drag(piece=marked[0], zone=lit[0]))
    assert hinted, "the lit piece and place make a legal move"
    line = game.presentation.describe(c.match.state, hinted[0], c.match.names)
    card = c.layout().piece(marked[0]).label
    assert line == "Ida keeps a wish card from the draft", "the log keeps the card secret"
    assert message.startswith(f"Hint: a Normal bot would play: {line} ({card})"), "the hint names Ida's own card"
    assert c.play(hinted[0])
    assert not c.hinting and "Hint" not in c.scene.targets.values(), "the light goes out once the board changes"
    assert not any(item.marked for item in c.scene.pieces.values())


def test_a_hint_is_only_for_your_own_move(window, qtbot):
    game = get_game("festival")
    seats = [Seat(name="Ida"), Seat(name="Bot", kind="bot", level="random")]
    window.set_bot_speed("normal")  # the bot is still to move when asked
    window.start(Match(game, seats, seed=1))
    c = window.controller
    while c.match.current_player() == 0:
        c.play(game.legal_actions(c.match.state)[0])
    assert not window.menus.act_hint.isEnabled()
    assert not c.hint()
    assert window.statusBar().currentMessage() == "A hint is for your own move"


def test_a_hint_to_press_a_button_outlines_that_button(window, qtbot):
    from fairtable.ui.panels.actions import MARKED

    game = get_game("festival")
    window.start(Match(game, [Seat(name="Ida"), Seat(name="Bo")], seed=1))
    c = window.controller
    assert c.hint()
    marked = [b for b in window.actions_panel.buttons if b.styleSheet() == MARKED]
    assert len(marked) == 1, "a turn of the festival game starts with buttons only (roll, Mauscheln ...)"
    line = window.statusBar().currentMessage().removeprefix("Hint: a Normal bot would play: ")
    pressed = game.presentation.actions_for(c.match.state, Press(label=marked[0].property("label")))
    assert game.presentation.describe(c.match.state, pressed[0], c.match.names) == line
    told = window.actions_panel.told
    assert told.isVisible() and told.text() == window.statusBar().currentMessage(), "the hint's words beside it"
    marked[0].click()
    assert not any(b.styleSheet() for b in window.actions_panel.buttons), "the outline goes with the move"
    assert not told.isVisible()


def _plays(action):  # type: ignore[no-untyped-def]
    """A hint that names ``action``."""
    from fairtable.bots.hint import Hint

    return lambda game, state, player, seed, names: Hint(action)


def test_a_hint_to_build_a_public_facility_lights_its_pair_of_cells(window, qtbot, monkeypatch):
    """Animal Marche's facility places (pairs of cells) overlap and light only under a held card; the one a
    hint names is lit all the same, with the card outlined and the hint's words in the Actions panel."""
    from fairtable.bots import hint as hint_module

    game = get_game("marche")
    match = Match(game, [Seat(name="Ida"), Seat(name="Bo")], seed=0)
    rng = Rng(0)
    while match.current_player() != 0 or not any(a.kind == "build_facility" for a in game.legal_actions(match.state)):
        match.play(rng.choice(game.legal_actions(match.state)))
    build = next(a for a in game.legal_actions(match.state) if a.kind == "build_facility")
    window.start(match)
    c = window.controller
    c.scheduler.paused = True
    window.table.cover.button.click()  # "Pass to Ida"
    monkeypatch.setattr(hint_module, "hint_for", _plays(build))
    assert c.hint()
    g = build.gesture()
    zone = c.scene.zones[g.zone]
    assert zone.quiet and zone.lit(), f"{g.zone} is lit"
    assert c.scene.pieces[g.piece].marked
    assert window.actions_panel.told.text().startswith("Hint: a Normal bot would play: ")


def test_a_hint_for_a_move_of_a_cards_menu_outlines_the_card(window, qtbot, monkeypatch):
    from fairtable.bots import hint as hint_module
    from fairtable.games.festival import actions as FA

    game = get_game("festival")
    match = next(m for m in (Match(game, [Seat(name="Ida"), Seat(name="Bo")], seed=k) for k in range(20))
                 if m.current_player() == 0)
    s = match.states[0]
    s.owner[1] = 0  # Ida holds Open Flair, mortgaged
    s.mortgaged[1] = True
    window.start(match)
    c = window.controller
    window.table.cover.button.click()  # "Pass to Ida"
    lift = FA.shared(FA.Lift, 0, 1)
    assert lift in c.legal() and c.on_piece(lift.gesture().label).piece == "deed:1"
    monkeypatch.setattr(hint_module, "hint_for", _plays(lift))
    assert c.hint()
    assert c.scene.pieces["deed:1"].marked and not any(b.styleSheet() for b in window.actions_panel.buttons)
    assert "lifts the mortgage" in window.actions_panel.told.text()


def test_ending_an_essen_turn_with_ap_left_asks_once_and_dont_ask_again_turns_it_off(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QCheckBox

    game = get_game("essen")
    match = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    rng = Rng(1)
    while not any(a.kind == "end_turn" for a in game.legal_actions(match.state)) or match.current_player() != 0:
        match.play(rng.choice(game.legal_actions(match.state)))
    end = next(a for a in game.legal_actions(match.state) if a.kind == "end_turn")
    question = game.presentation.confirm(match.state, end)
    assert question and question.startswith("End your turn with ") and "AP left" in question
    window.start(match)
    window.controller.uncover() if window.controller.covered else None
    asked: list[str] = []

    def answer(box):  # type: ignore[no-untyped-def]
        asked.append(box.text())
        box.findChild(QCheckBox).setChecked(answer.tick)
        return answer.reply

    monkeypatch.setattr(QMessageBox, "exec", answer)
    answer.tick, answer.reply = False, QMessageBox.No
    steps = len(match.steps)
    window.controller.gesture(end.gesture())
    assert asked == [question] and len(match.steps) == steps, "No keeps the turn"
    answer.tick, answer.reply = True, QMessageBox.Yes
    window.controller.gesture(end.gesture())
    assert len(match.steps) == steps + 1 and not window.menus.act_confirm.isChecked()
    assert window.settings.value("table/confirm") is False


def test_a_new_installation_opens_a_window_that_fits_a_small_screen_with_its_frame():
    """The first size leaves room for the window manager's title bar and borders (a 1280x720 client area
    put the status bar below a 1280x720 screen)."""
    from PySide6.QtCore import QSize

    from fairtable.ui.main_window import FIRST_SIZE, first_size
    from fairtable.ui.screen_fit import GUESSED_FRAME as f

    assert first_size(QSize(1920, 1080)) == FIRST_SIZE
    assert first_size(QSize(1280, 720)) == (1280 - f.left() - f.right(), 720 - f.top() - f.bottom())
    assert first_size(QSize(1600, 860)) == (1400, 860 - f.top() - f.bottom())
    assert first_size(None) == FIRST_SIZE


def _essen_match(moves: int) -> Match:
    game = get_game("essen")
    m = Match(game, [Seat(name="A"), Seat(name="B")], seed=3)
    rng = Rng(2)
    for _ in range(moves):
        m.play(rng.choice(game.legal_actions(m.state)))
    return m


def test_a_click_on_a_log_line_shows_the_board_after_that_move(window, qtbot):
    m = _essen_match(30)
    window.start(m)
    log = window.log
    row = next(r for r, e in enumerate(log.entries) if e.level == "move" and e.step == 12)
    log.scrollToItem(log.item(row))
    rect = log.visualItemRect(log.item(row))
    qtbot.mouseClick(log.viewport(), Qt.LeftButton, pos=rect.center())
    assert window.controller.replay_index == 12
    assert window.table.replay.isVisible() and window.table.replay.slider.value() == 12
    assert log.moves() == 12  # the story up to that move, as the replay tells it
    assert window.controller.shown_state() is m.states[12]
    window.leave_replay()
    assert window.controller.replay_index is None and log.moves() == 30


def test_the_step_buttons_above_the_log_step_back_from_the_newest_move(window, qtbot):
    m = _essen_match(20)
    window.start(m)
    box = window.log_box
    assert box.isVisible() and box.log is window.log
    assert box.buttons["prev"].isEnabled() and not box.buttons["next"].isEnabled()
    qtbot.mouseClick(box.buttons["prev"], Qt.LeftButton)
    assert window.controller.replay_index == 19 and window.table.replay.isVisible()
    assert box.buttons["next"].isEnabled()
    qtbot.mouseClick(box.buttons["first"], Qt.LeftButton)
    assert window.controller.replay_index == 0
    assert not box.buttons["prev"].isEnabled()
    qtbot.mouseClick(box.buttons["next"], Qt.LeftButton)
    assert window.controller.replay_index == 1
    qtbot.mouseClick(box.buttons["last"], Qt.LeftButton)
    assert window.controller.replay_index == 20
    window.leave_replay()
    assert window.controller.replay_index is None
    assert box.buttons["prev"].isEnabled() and not box.buttons["last"].isEnabled()


def test_the_log_step_row_drops_its_label_rather_than_clip_it_in_a_narrow_dock(window, qtbot):
    box = window.log_box
    window.start(_essen_match(3))
    box.resize(600, 300)
    assert not box.label.isHidden()
    box.resize(150, 300)
    assert box.label.isHidden()
    assert all(b.isVisible() for b in box.buttons.values())
    box.resize(600, 300)
    assert not box.label.isHidden()
