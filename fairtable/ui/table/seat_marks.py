"""Seats told apart by more than colour: each seat's pieces carry its initial.

Meeples, markers, discs and tokens that belong to a seat get a small badge with the seat's mark (the
first letter of the player's name; where two names begin alike, the letter and the seat number). The
badge is a child item of the piece, so it moves, rises and hides with it, and it never takes the mouse.
Cards, tiles and money are not marked: they lie in their owner's own area, and their art is text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from fairtable.engine.record import SeatRecord

MARKED_KINDS = frozenset({"meeple", "marker", "token", "disc", "pawn", "cube"})
SMALLEST = 10.0  # a piece smaller than this (either side) is left as it is


def seat_marks(names: Sequence[str]) -> list[str]:
    """One short mark per seat: the initial of the name (upper case), or the initial and the seat's number
    where it is shared ("A1", "A2"); a name with no letter or digit gets the number alone."""
    initials = [next((ch.upper() for ch in name if ch.isalnum()), "") for name in names]
    marks = []
    for i, initial in enumerate(initials):
        if not initial:
            marks.append(str(i + 1))
        elif initials.count(initial) > 1:
            marks.append(f"{initial}{i + 1}")
        else:
            marks.append(initial)
    return marks


def _ink(colour: str) -> tuple[QColor, QColor]:
    """The badge's fill (the seat's colour) and a text colour that reads on it."""
    fill = QColor(colour) if QColor(colour).isValid() else QColor("#555555")
    light = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return fill, QColor("#111111") if light > 150 else QColor("#ffffff")


class SeatBadge(QGraphicsItem):
    """A round badge with a seat's mark, at the lower right of its piece."""

    def __init__(self, parent: QGraphicsItem, mark: str, colour: str) -> None:
        super().__init__(parent)
        self.mark = mark
        self.colour = colour
        self.rect = QRectF()
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)

    def fit(self, w: float, h: float, scale: float = 1.0) -> None:
        """The badge's size on a ``w`` x ``h`` piece: larger with View > Text size (``scale``), never out of
        the piece."""
        side = max(9.0, min(18.0 * scale, min(w, h) * 0.55 * scale, min(w, h) * 0.9))
        width = min(w, side if len(self.mark) == 1 else side * 1.45)
        rect = QRectF(w - width, h - side, width, side)  # inside the piece: it covers no neighbour
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def set_mark(self, mark: str, colour: str) -> None:
        if (mark, colour) != (self.mark, self.colour):
            self.mark, self.colour = mark, colour
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect.adjusted(-0.75, -0.75, 0.75, 0.75)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.Antialiasing)
        fill, text = _ink(self.colour)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(fill)
        box = self.rect.adjusted(0.75, 0.75, -0.75, -0.75)  # the white edge inside the rect
        radius = box.height() / 2
        painter.drawRoundedRect(box, radius, radius)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(6, round(self.rect.height() * 0.72)))
        painter.setFont(font)
        painter.setPen(text)
        painter.drawText(box, Qt.AlignCenter, self.mark)


def mark_seats(scene, seats: Sequence[SeatRecord]) -> None:  # type: ignore[no-untyped-def]
    """Give each seat's marked pieces on ``scene`` a badge (and take it from a piece that no longer needs
    one); called after every layout."""
    marks = seat_marks([s.name for s in seats])
    for item in scene.pieces.values():
        piece = item.piece
        badge = next((c for c in item.childItems() if isinstance(c, SeatBadge)), None)
        wanted = (piece.owner is not None and 0 <= piece.owner < len(seats) and piece.face_up
                  and piece.kind in MARKED_KINDS and min(item.w, item.h) >= SMALLEST)
        if not wanted:
            if badge is not None:
                badge.setParentItem(None)
                if badge.scene() is not None:
                    badge.scene().removeItem(badge)
            continue
        mark, colour = marks[piece.owner], seats[piece.owner].colour
        if badge is None:
            badge = SeatBadge(item, mark, colour)
        badge.set_mark(mark, colour)
        badge.fit(item.w, item.h, getattr(scene, "text_scale", 1.0))
