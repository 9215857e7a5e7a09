"""The keyboard's focus ring on the board, and the order it goes through pieces and places in.

The ring is an item above every piece that never takes the mouse; it is drawn with cosmetic lines, as
thick on the screen at any zoom. The order is reading order for Tab and the nearest rectangle in a
direction for the arrow keys.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

RING_Z = 950.0  # above every piece and a lit target (500), below a piece the mouse is dragging (1000)
PIECE_RING = ("#1b1b1b", "#ffca28")  # outer, inner: dark and amber, seen on a light or a dark board
HELD_RING = ("#1b1b1b", "#ff6d00")
TARGET_RING = ("#0b3d91", "#ffffff")
RAISED_Z = 800.0  # the focused piece is lifted above its neighbours (a card in a fan is half covered)


class Ring(QGraphicsObject):
    """A focus ring around a rectangle of the scene: a thick two-tone line, never taking the mouse."""

    def __init__(self, colours: tuple[str, str], radius: float = 6.0) -> None:
        super().__init__()
        self.colours = colours
        self.radius = radius
        self.rect = QRectF()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.ItemIsFocusable, False)
        self.hide()

    def place(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.update()

    def set_colours(self, colours: tuple[str, str]) -> None:
        if colours != self.colours:
            self.colours = colours
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect.adjusted(-12, -12, 12, 12)  # the line is 7 px at any zoom (down to 0.5)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setBrush(Qt.NoBrush)
        outer, inner = self.colours
        box = self.rect.adjusted(-4, -4, 4, 4)
        for colour, width in ((outer, 7), (inner, 3)):
            pen = QPen(QColor(colour), width)
            pen.setCosmetic(True)  # as thick on the screen at any zoom
            painter.setPen(pen)
            painter.drawRoundedRect(box, self.radius, self.radius)


def reading_order(rects: dict[str, QRectF]) -> list[str]:
    """Ids in the order one reads their rectangles: rows from the top (a rectangle joins a row when its
    middle lies within the first one's height), each row from the left."""
    by_y = sorted(rects, key=lambda k: (rects[k].center().y(), rects[k].center().x()))
    rows: list[list[str]] = []
    for key in by_y:
        r = rects[key]
        if rows:
            first = rects[rows[-1][0]]
            if abs(r.center().y() - first.center().y()) <= max(first.height(), 1.0) / 2:
                rows[-1].append(key)
                continue
        rows.append([key])
    return [key for row in rows for key in sorted(row, key=lambda k: rects[k].center().x())]


def nearest(rects: dict[str, QRectF], origin: QPointF, direction: tuple[int, int], exclude: str | None) -> str | None:
    """The rectangle nearest to ``origin`` in ``direction`` (a unit step along x or y): among those whose
    middle lies that way within a right angle, the one with the least distance along the way plus twice
    the distance across; failing any, the nearest in that half of the board."""
    dx, dy = direction
    best: tuple[bool, float, str] | None = None
    for key, r in rects.items():
        if key == exclude:
            continue
        c = r.center()
        along = (c.x() - origin.x()) * dx + (c.y() - origin.y()) * dy
        across = abs((c.x() - origin.x()) * dy) + abs((c.y() - origin.y()) * dx)
        if along <= 1.0:
            continue
        candidate = (across > along, along + 2 * across, key)
        if best is None or candidate < best:
            best = candidate
    return best[2] if best is not None else None


def distance(a: QPointF, b: QPointF) -> float:
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5
