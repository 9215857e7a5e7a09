"""Between the titles' Qt-free boxes (:class:`fairtable.games.boxes.Box`) and Qt's rectangles."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from fairtable.games.boxes import Box


def qrect(box: tuple[float, float, float, float]) -> QRectF:
    """The rectangle of a box (any (left, top, width, height) tuple)."""
    return QRectF(*box)


def as_box(rect: QRectF) -> Box:
    """The box of a rectangle."""
    return Box(rect.left(), rect.top(), rect.width(), rect.height())
