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


def drag_piece(view, scene, piece_id: str, zone_id: str) -> None:  # type: ignore[no-untyped-def]
    item = scene.pieces[piece_id]
    start = item.sceneBoundingRect().center()
    end = scene.zones[zone_id].rect.center()
    drag(view, start, end)
