"""The accessibility basics: the cover, the new-game dialog and the final scores from the keyboard, the focus
always visible, View > Text size, each seat's pieces marked by more than colour, and the accessible names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from fairtable.engine.game import Result
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.dialogs.new_game import ColourButton, NewGameDialog
from fairtable.ui.dialogs.scores import ScoresDialog
from fairtable.ui.table.seat_marks import MARKED_KINDS, SMALLEST, SeatBadge, seat_marks
from tests.ui.helpers import seats, start_match
from tests.ui.keys import activate


def _activate(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget, timeout=2000)


# -- the cover, the dialogs ----------------------------------------------------------------------------

def test_keyboard_the_hotseat_cover_takes_the_keyboard_and_space_shows_the_table(window, qtbot):
    game = get_game("essen")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=8)
    window.start(m)
    activate(window, qtbot)
    c = window.controller
    first = m.current_player()
    rng = Rng(4)
    while m.current_player() == first:
        c.play(rng.choice(game.legal_actions(m.state)))
    assert c.covered and QApplication.focusWidget() is window.table.cover.button
    assert window.table.cover.accessibleName() == f"Pass to {m.seats[m.current_player()].name}"
    qtbot.keyClick(window.table.cover.button, Qt.Key_Space)
    assert not c.covered and QApplication.focusWidget() is window.table.view  # the board has the keyboard again
    qtbot.keyClick(window.table.view, Qt.Key_Tab)
    assert window.keys.showing and window.keys.focus in window.keys.movable()


def test_keyboard_new_game_dialog_goes_in_reading_order_and_starts_with_enter(qtbot):
    dialog = NewGameDialog(None, "marche")
    qtbot.addWidget(dialog)
    _activate(qtbot, dialog)
    dialog.titles.setFocus()
    seen = [QApplication.focusWidget()]
    for _ in range(20):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        seen.append(QApplication.focusWidget())
    n = dialog.count.value()
    rows = [w for row in dialog.seat_rows[:n] for w in row]
    expected = [dialog.titles, dialog.count, dialog.seed, dialog.palette, *rows, *dialog.option_widgets.values(), *dialog.buttons.buttons()]
    assert seen[:len(expected)] == expected
    qtbot.keyClick(dialog, Qt.Key_P, Qt.AltModifier)  # "&Players"
    assert QApplication.focusWidget() is dialog.count
    qtbot.keyClick(dialog.count, Qt.Key_Up)
    assert dialog.count.value() == n + 1
    qtbot.keyClick(dialog, Qt.Key_G, Qt.AltModifier)  # "&Game"
    assert QApplication.focusWidget() is dialog.titles
    qtbot.keyClick(dialog.titles, Qt.Key_Down)
    assert dialog.game.info.id != "marche"
    qtbot.keyClick(dialog.titles, Qt.Key_Return)
    assert dialog.result() == NewGameDialog.Accepted and not dialog.isVisible()


def test_keyboard_focus_is_seen_on_every_field_of_the_new_game_dialog(qtbot):
    """Each widget Tab reaches looks different with the focus (the seat colour swatch, whose own style hides
    the platform's focus frame, draws a ring of its own). Start, the default button, is lit whenever no other
    button has the focus; it is seen to lose it when Cancel takes it."""
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    _activate(qtbot, dialog)
    dialog.titles.setFocus()
    qtbot.keyClick(dialog.titles, Qt.Key_Tab)  # a keyboard focus change: the style shows focus from now on
    chain = [dialog.titles, dialog.count, dialog.seed, dialog.palette, *dialog.seat_rows[0], *dialog.option_widgets.values(),
             *dialog.buttons.buttons()]
    assert any(isinstance(w, ColourButton) for w in chain)
    for widget in chain:
        widget.setFocus(Qt.TabFocusReason)
        qtbot.waitUntil(widget.hasFocus)
        focused = widget.grab().toImage()
        start, cancel = dialog.buttons.buttons()
        if widget is start:
            cancel.setFocus(Qt.TabFocusReason)
        else:
            widget.clearFocus()
        qtbot.waitUntil(lambda w=widget: not w.hasFocus())
        assert widget.grab().toImage() != focused, f"no focus seen on {type(widget).__name__} {widget.accessibleName()}"


def test_keyboard_final_scores_close_with_enter_and_are_read_out(qtbot):
    result = Result(scores=[31, 27], breakdown=[[("Stores", 25), ("Goals", 6)], [("Stores", 27)]], winners=[0])
    dialog = ScoresDialog(result, seats(["human", "bot"]), "Animal Marche")
    qtbot.addWidget(dialog)
    _activate(qtbot, dialog)
    assert QApplication.focusWidget() is dialog.close_button
    assert dialog.table.accessibleDescription() == "Anna: 31; Ben: 27"
    assert dialog.accessibleDescription() == "Anna wins"
    qtbot.keyClick(dialog.close_button, Qt.Key_Return)
    assert not dialog.isVisible()


# -- text size --------------------------------------------------------------------------------------------

def test_text_size_scales_the_docks_the_prompt_and_the_boards_labels_and_is_kept(window, qtbot):
    from fairtable.ui.main_window import MainWindow

    start_match(window, get_game("marche"), ["human", "bot"])
    base = QApplication.font().pointSizeF()
    assert window.font().pointSizeF() == pytest.approx(base)
    window.set_text_size("Larger")
    assert window.menus.text_size_actions["Larger"].isChecked()
    assert window.font().pointSizeF() == pytest.approx(base * 1.5)
    assert window.players.list.font().pointSizeF() == pytest.approx(base * 1.5)  # the docks
    assert window.log.font().pointSizeF() == pytest.approx(base * 1.5)
    bold = window.players.list.item(window.controller.match.current_player()).font()
    assert bold.bold() and bold.pointSizeF() == pytest.approx(base * 1.5)  # the player to act too
    assert "font-size: 22px" in window.actions_panel.hint.styleSheet()  # 15 px at Normal
    assert "font-size: 30px" in window.table.banner.styleSheet()
    assert window.controller.scene.text_scale == 1.5  # the zones' labels and the targets' hints
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.menus.text_size_actions["Larger"].isChecked() and again.text_scale == 1.5
    again.close()


# -- more than colour -------------------------------------------------------------------------------------

def test_seat_marks_are_the_initials_and_shared_initials_get_the_seat_number():
    assert seat_marks(["Anna", "Ben", "chloe"]) == ["A", "B", "C"]
    assert seat_marks(["Anna", "Alex", "Ben", "***"]) == ["A1", "A2", "B", "4"]


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_each_seats_meeples_markers_and_tokens_carry_its_initial(window, qtbot, game_id):
    game = get_game(game_id)
    match = start_match(window, game, ["human", "bot", "bot"], seed=3)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(3)
    for _ in range(20):
        match.play(rng.choice(game.legal_actions(match.state)))
    for seat in range(1, len(match.seats)):
        if c.view.is_compact(seat):
            c.toggle_seat(seat)  # the others' areas opened (own board first folds them), so their pieces show
    c.after_action()
    marks = seat_marks([s.name for s in match.seats])
    marked = 0
    for item in c.scene.pieces.values():
        badges = [b for b in item.childItems() if isinstance(b, SeatBadge)]
        p = item.piece
        if p.owner is not None and p.face_up and p.kind in MARKED_KINDS and min(item.w, item.h) >= SMALLEST:
            assert [b.mark for b in badges] == [marks[p.owner]], p.id
            assert badges[0].colour == match.seats[p.owner].colour
            assert (badges[0].pos().x(), badges[0].pos().y()) == (item.w, item.h), "on the piece's lower right corner"
            marked += 1
        else:
            assert not badges, p.id
    assert marked >= 2 and {marks[0], marks[1]} <= {b.mark for i in c.scene.pieces.values() for b in i.childItems()
                                                     if isinstance(b, SeatBadge)}


# -- names for screen readers -----------------------------------------------------------------------------

def test_docks_buttons_board_and_dialogs_have_accessible_names(window, qtbot):
    match = start_match(window, get_game("essen"), ["human", "bot"])
    names = {d.accessibleName() for d in window.findChildren(QDockWidget)}
    assert {"Players", "Actions", "Game log"} <= names
    assert window.table.view.accessibleName() == "Board"
    hint = window.actions_panel.hint
    assert hint.accessibleName() == "" and hint.text() and hint.accessibleDescription() == "What to do now"
    for b in window.actions_panel.buttons:
        assert b.accessibleName() and b.accessibleDescription().startswith("Key ")
    activate(window, qtbot)
    qtbot.keyClick(window.table.view, Qt.Key_Tab)
    assert window.table.view.accessibleDescription() == window.keys.words() != ""
    assert match.current_player() == 0
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    assert dialog.seat_rows[0][1].accessibleName() == "Seat 1 colour: red"
    assert dialog.seat_rows[0][2].accessibleName() == "Seat 1 player"
    assert dialog.titles.accessibleName() == "Game"


def test_keyboard_tab_reaches_each_game_on_the_welcome_page_and_enter_sets_it_up(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(window, "new_game", asked.append)
    _activate(qtbot, window)
    cards = window.welcome.cards
    window.welcome.setFocus()
    seen = set()
    for _ in range(30):
        focus = QApplication.focusWidget()
        if focus in cards.values():
            seen.add(focus.game_id)
            assert window.welcome.selected == focus.game_id  # the focused card is the chosen one
        if focus is cards["festival"]:
            break
        qtbot.keyClick(focus or window, Qt.Key_Tab)
    assert seen == set(cards)
    qtbot.keyClick(cards["festival"], Qt.Key_Return)
    assert asked == ["festival"]
    assert cards["festival"].accessibleName() == "Agents Of Empire"


def test_keyboard_help_lists_the_keys(window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QPlainTextEdit

    entry = next(a for m in window.menuBar().actions() for a in m.menu().actions()
                 if a.text().replace("&", "") == "Playing with the keyboard")
    shown = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        text = box.findChild(QPlainTextEdit)
        assert text is not None and text.isReadOnly()
        shown.append(text.toPlainText())
        qtbot.keyClick(box, Qt.Key_Escape)

    QTimer.singleShot(0, read_and_close)
    entry.trigger()
    assert shown and "Enter: put it there; Escape: put it back" in shown[0] and "1 to 9" in shown[0]
