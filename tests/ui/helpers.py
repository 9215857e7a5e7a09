"""Driving the real board with mouse events on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
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
    raise AssertionError(f"no button {gesture.label!r} among {[b.text() for b in window.actions_panel.buttons]}")


def seats(kinds):  # type: ignore[no-untyped-def]
    """Seats named and coloured as in the new-game dialog; bots play at the Random level."""
    from fairtable.engine.record import SeatRecord

    names = ["Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima"]
    colours = ["#d0413a", "#2f6fce", "#2c9a4b", "#e2a623", "#8a4fc4", "#1f9ea5"]
    return [SeatRecord(name=names[i], colour=colours[i], kind=k, level=None if k == "human" else "random")
            for i, k in enumerate(kinds)]
