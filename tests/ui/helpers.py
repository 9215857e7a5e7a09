"""Driving the real board with mouse events on the view's viewport."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView


def _send(view: QGraphicsView, kind, pos: QPoint, button, buttons) -> None:  # type: ignore[no-untyped-def]
    vp = view.viewport()
    local = QPointF(pos)
    glob = QPointF(vp.mapToGlobal(pos))
    QApplication.sendEvent(vp, QMouseEvent(kind, local, glob, button, buttons, Qt.NoModifier))


def drag(view: QGraphicsView, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start`` (scene coordinates), move in steps, release at ``end``."""
    a = view.mapFromScene(start)
    b = view.mapFromScene(end)
    _send(view, QMouseEvent.MouseButtonPress, a, Qt.LeftButton, Qt.LeftButton)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        _send(view, QMouseEvent.MouseMove, p, Qt.NoButton, Qt.LeftButton)
    _send(view, QMouseEvent.MouseButtonRelease, b, Qt.LeftButton, Qt.NoButton)
    QApplication.processEvents()  # the drop is delivered on the next turn of the event loop


def right_click(view: QGraphicsView, point: QPointF) -> None:
    """A right click at ``point`` (scene coordinates): the context menu event a mouse sends there."""
    vp = view.viewport()
    pos = view.mapFromScene(point)
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Mouse, pos, vp.mapToGlobal(pos)))
    QApplication.processEvents()


def drag_piece(view, scene, piece_id: str, zone_id: str) -> None:  # type: ignore[no-untyped-def]
    item = scene.pieces[piece_id]
    start = item.sceneBoundingRect().center()
    end = scene.zones[zone_id].rect.center()
    drag(view, start, end)


def grab_point(scene, item) -> QPointF:  # type: ignore[no-untyped-def]
    """A point of ``item`` where it is the topmost piece (pieces may overlap), in scene coordinates."""
    from fairtable.ui.table.items import PieceItem

    rect = item.sceneBoundingRect().adjusted(3, 3, -3, -3)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            pt = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next((i for i in scene.items(pt) if isinstance(i, PieceItem)), None)
            if top is item:
                return pt
    raise AssertionError(f"{item.piece.id} is covered by other pieces")


def drop_point(scene, zone_id: str) -> QPointF:  # type: ignore[no-untyped-def]
    return scene.zones[zone_id].rect.center()


def perform(window, qtbot, gesture) -> None:  # type: ignore[no-untyped-def]
    """Do a gesture the way a person would: drag with the mouse, or click the button."""
    from fairtable.engine.actions import Drag

    c = window.controller
    if isinstance(gesture, Drag):
        scene = c.scene
        item = scene.pieces[gesture.piece]
        drag(window.table.view, grab_point(scene, item), drop_point(scene, gesture.zone))
        return
    for button in window.actions_panel.buttons:
        if button.property("label") == gesture.label:
            qtbot.mouseClick(button, Qt.LeftButton)
            return
    on = c.on_piece(gesture.label)
    if on is not None:  # a move of a piece's menu: a right click on the piece, the entry picked
        chooser = c.choose_entry
        c.choose_entry = lambda entries: next((e[0] for e in entries if e[0] == gesture.label), None)
        try:
            right_click(window.table.view, grab_point(c.scene, c.scene.pieces[on.piece]))
        finally:
            c.choose_entry = chooser
        return
    raise AssertionError(f"no button {gesture.label!r} among {[b.text() for b in window.actions_panel.buttons]}")


def seats(kinds):  # type: ignore[no-untyped-def]
    """Seats named and coloured as in the new-game dialog; bots play at the Random level."""
    from fairtable.engine.record import SeatRecord

    names = ["Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima"]
    colours = ["#d0413a", "#2f6fce", "#2c9a4b", "#e2a623", "#8a4fc4", "#1f9ea5"]
    return [SeatRecord(name=names[i], colour=colours[i], kind=k, level=None if k == "human" else "random")
            for i, k in enumerate(kinds)]


SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def screenshot_path(tmp_path: Path, game_id: str) -> Path:
    """docs/screenshots/<game_id>.png when FAIRTABLE_WRITE_SCREENSHOTS=1, else a temporary file, so that an
    ordinary test run leaves the work tree as it was."""
    name = f"{game_id}.png"
    return SCREENSHOTS / name if os.environ.get("FAIRTABLE_WRITE_SCREENSHOTS") == "1" else tmp_path / name


def start_match(window, game, kinds, seed: int = 4, options=None, state=None):  # type: ignore[no-untyped-def]
    """A match of ``game`` on the window with animations and bot delays off; where one gesture stands for
    several moves, the table's choice falls on the first. ``state`` replaces the starting position."""
    from fairtable.engine.match import Match

    match = Match(game, seats(kinds), options, seed=seed)
    if state is not None:
        match.states[0] = state
    window.start(match)
    c = window.controller
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    c.banner_ms = 0  # banners show, the bots do not wait for them
    c.ask = lambda question: True  # "End your turn with 3 AP left?": yes
    c.choose = lambda actions, lines: actions[0]
    c.choose_amount = lambda actions, lines, amounts: c.choose(actions, lines)  # a quick choice, no dialog
    return match


def play_to_the_end(window, qtbot, match, pick, after_move=None, tolerate_covered=False) -> tuple[list, int]:  # type: ignore[no-untyped-def]
    """Play ``match`` to its end the way a person at the table would: the bots move by themselves; at each
    turn of the human seat, ``pick(legal)`` chooses a move, which is then done with the mouse on the board
    (a drag, or a click on its button; where the gesture stands for several moves, the table's choice falls
    on the picked one). Every move must be taken by the game. ``tolerate_covered``: a piece buried under
    others is moved through the controller instead (counted). Returns the moves and that count, after
    checking that the game is over and the final scores are shown."""
    c = window.controller
    game = match.game
    picked: list = []
    c.choose = lambda actions, lines: picked[0] if picked and picked[0] in actions else actions[0]
    c.choose_amount = lambda actions, lines, amounts: c.choose(actions, lines)
    moves, covered = [], 0
    for _ in range(3000):
        if match.is_over():
            break
        if match.is_bot(match.current_player()):
            qtbot.waitUntil(lambda: match.is_over() or not match.is_bot(match.current_player()), timeout=20000)
            continue
        QApplication.processEvents()  # as the event loop would between two moves
        c.scene.finish_animations()
        action = pick(game.legal_actions(match.state))
        picked[:] = [action]
        steps = len(match.steps)
        try:
            perform(window, qtbot, action.gesture())
        except AssertionError as exc:
            if not (tolerate_covered and "covered" in str(exc)):
                raise
            covered += 1
            c.gesture(action.gesture())
        if after_move is not None:
            after_move()
        assert len(match.steps) > steps, window.statusBar().currentMessage()
        moves.append(action)
    assert match.is_over()
    assert window.last_scores is not None and window.last_scores.isVisible()
    return moves, covered


def save_screenshot(window, qtbot, match, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Show ``match`` as it stands, bots paused, and save the window to ``path``."""
    c = window.controller
    c.scheduler.paused = True
    window.start(match)
    c.scheduler.paused = True
    c.cancel_bots()
    c.scene.finish_animations()
    qtbot.wait(50)
    path.parent.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(path))
    assert path.stat().st_size > 50_000


def open_window(qtbot, width: int = 1500, height: int = 950):  # type: ignore[no-untyped-def]
    """The main window at ``width`` x ``height``, shown, with animations off and bots instant."""
    from fairtable.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    return w
