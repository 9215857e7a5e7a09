"""Driving the table with key events alone, as a person without a mouse would."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from fairtable.engine.actions import Drag

MOUSE_EVENTS = {
    QEvent.MouseButtonPress, QEvent.MouseButtonRelease, QEvent.MouseButtonDblClick, QEvent.MouseMove,
    QEvent.GraphicsSceneMousePress, QEvent.GraphicsSceneMouseRelease, QEvent.GraphicsSceneMouseMove,
    QEvent.Wheel,
}


class MouseWatch(QObject):
    """Counts every mouse event the application delivers (a keyboard test must see none)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, obj, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.type() in MOUSE_EVENTS:
            self.seen.append(f"{event.type().name} to {type(obj).__name__}")
        return False


def number_key(n: int) -> Qt.Key:
    return Qt.Key(Qt.Key_0.value + n)


def activate(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Make the window the active one (the number keys are the window's shortcuts) and give the board the
    keyboard, as it has when a game starts."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.table.view.setFocus()


def ring_to(window, qtbot, piece: str) -> None:  # type: ignore[no-untyped-def]
    """Tab the focus ring onto ``piece`` (one of the pieces the player may move now); from a seat's panel
    (after the pieces in the ring) Shift+Tab goes back to it."""
    keys, view = window.keys, window.table.view
    for _ in range(len(keys.stops()) + 2):
        if keys.showing and keys.focus == piece:
            return
        stops = keys.stops()
        back = keys.showing and keys.focus in stops and piece in stops and stops.index(keys.focus) > stops.index(piece)
        qtbot.keyClick(view, Qt.Key_Backtab if back else Qt.Key_Tab)
    raise AssertionError(f"Tab never brings the ring to {piece} (it goes over {keys.stops()})")


def key_drag(window, qtbot, piece: str, zone: str) -> None:  # type: ignore[no-untyped-def]
    """Tab to the piece, Enter, Tab to the target, Enter."""
    keys, view = window.keys, window.table.view
    ring_to(window, qtbot, piece)
    qtbot.keyClick(view, Qt.Key_Return)
    assert keys.held == piece, window.statusBar().currentMessage()
    for _ in range(len(keys.targets)):
        if keys.target == zone:
            break
        qtbot.keyClick(view, Qt.Key_Tab)
    assert keys.target == zone, f"{zone} is not among the targets {keys.targets}"
    qtbot.keyClick(view, Qt.Key_Return)


def key_press(window, qtbot, label: str) -> None:  # type: ignore[no-untyped-def]
    """Press the Actions button of ``label`` with the number key shown on it."""
    buttons = window.actions_panel.buttons
    index = next((i for i, b in enumerate(buttons) if b.property("label") == label), None)
    assert index is not None, f"no button {label!r} among {[b.text() for b in buttons]}"
    if index < 9:
        assert buttons[index].key == str(index + 1)
        qtbot.keyClick(window.table.view, number_key(index + 1))
        return
    # Past the ninth: Tab on through the window to the button, then Space.
    QApplication.processEvents()  # new buttons show once the event loop lays the dock out
    button = buttons[index]
    for _ in range(len(buttons) + 40):
        if QApplication.focusWidget() is button:
            break
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key_Tab)
    assert QApplication.focusWidget() is button, f"Tab never reaches {label!r}"
    qtbot.keyClick(button, Qt.Key_Space)
    back_to_the_board(window, qtbot)


def back_to_the_board(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Shift+Tab back through the docks to the board."""
    view = window.table.view
    for _ in range(len(window.actions_panel.buttons) + 40):
        if QApplication.focusWidget() is view:
            return
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key_Backtab)
    raise AssertionError(f"Shift+Tab never comes back to the board (the focus is on {QApplication.focusWidget()})")


def key_menu(window, qtbot, label: str) -> None:  # type: ignore[no-untyped-def]
    """A move of a piece's menu: Tab the ring to the piece, the Menu key opens the real menu, the entry's
    number key picks it."""
    c = window.controller
    on = c.on_piece(label)
    assert on is not None, f"{label!r} is in no piece's menu"
    ring_to(window, qtbot, on.piece)
    labels = [entry[0] for entry in c.piece_entries(on.piece)]
    i = labels.index(label)

    QTimer.singleShot(0, lambda: pick_in_open_menu(i, "the piece's menu is not open"))
    qtbot.keyClick(window.table.view, Qt.Key_Menu)
    if QApplication.activeWindow() is not window:
        activate(window, qtbot)  # the offscreen platform leaves the closed menu active; a desktop does not


def pick_in_open_menu(i: int, missing: str) -> None:
    """Picks entry ``i`` of the open popup menu from the keyboard: its number key, past the ninth the arrow
    keys and Enter."""

    menu = QApplication.activePopupWidget()
    assert menu is not None, missing
    if i < 9:
        QTest.keyClick(menu, number_key(i + 1))
        return
    for _ in range(i):
        QTest.keyClick(menu, Qt.Key_Down)
    QTest.keyClick(menu, Qt.Key_Return)


def key_perform(window, qtbot, gesture) -> None:  # type: ignore[no-untyped-def]
    if isinstance(gesture, Drag):
        key_drag(window, qtbot, gesture.piece, gesture.zone)
    elif window.controller.on_piece(gesture.label) is not None:
        key_menu(window, qtbot, gesture.label)
    else:
        key_press(window, qtbot, gesture.label)


def choose_by_keys(window, wanted):  # type: ignore[no-untyped-def]
    """A ``choose`` for the controller that opens the table's real choice menu and answers it from the
    keyboard: the entry ``wanted(actions)`` names, with its number key (past the ninth, the arrow keys and
    Enter)."""

    from fairtable.ui.dialogs.simple import choose_action

    def answer(i: int) -> None:
        pick_in_open_menu(i, "the choice menu is not open")

    def choose(actions, lines):  # type: ignore[no-untyped-def]
        i = wanted(actions)
        QTimer.singleShot(0, lambda: answer(i))
        return choose_action(window, actions, lines, window._choice_point())

    return choose
