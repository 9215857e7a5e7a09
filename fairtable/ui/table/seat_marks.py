"""Seats told apart by more than colour: each seat's pieces carry its initial.

Meeples, markers, discs and tokens that belong to a seat get a small badge with the seat's mark (the
first letter of the player's name; where two names begin alike, the letter and the seat number). The
badge is a child item of the piece, so it moves, rises and hides with it, and it never takes the mouse.
Cards, tiles and money are not marked: they lie in their owner's own area, and their art is text.

The badge is drawn at a size of its own on the screen, whatever the board's zoom: its letter is at least
``MARK_PX`` (8) pixels tall at the board's fit in a 1280x720 window, where a meeple is 10 pixels tall, and
grows with View > Text size (half as fast as the text: 12 px at Largest). It sits on the piece's lower right corner, a little more outside the piece than on it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from fairtable.engine.record import SeatRecord

MARKED_KINDS = frozenset({"meeple", "marker", "token", "disc", "pawn", "cube"})
SMALLEST = 10.0  # a piece smaller than this (either side) is left as it is
MARK_PX = 8.0  # the mark's letters are this tall on the screen at Normal text size, at any zoom
FAMILY = "DejaVu Sans"


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


def mark_px(scale: float = 1.0) -> float:
    """How tall the marks' capitals are at View > Text size ``scale``: ``MARK_PX`` at Normal, growing half as
    fast as the text (12 px at Largest: a marker at the board's fit is only 10 px tall, and a larger badge
    would hide the pieces it marks), never less than ``MARK_PX``."""
    return MARK_PX * max(1.0, 1 + (scale - 1) / 2)


def mark_font(scale: float = 1.0) -> QFont:
    """The marks' font: bold, with capitals :func:`mark_px` pixels tall."""
    font = QFont(FAMILY)
    font.setBold(True)
    font.setPixelSize(100)
    cap = QFontMetricsF(font).capHeight() or 73.0
    font.setPixelSize(max(6, math.ceil(mark_px(scale) * 100 / cap)))
    return font


class SeatBadge(QGraphicsItem):
    """A round badge with a seat's mark, on the lower right corner of its piece, drawn in screen pixels
    (the board's zoom does not shrink it)."""

    def __init__(self, parent: QGraphicsItem, mark: str, colour: str) -> None:
        super().__init__(parent)
        self.mark = mark
        self.colour = colour
        self.rect = QRectF()
        self.font = mark_font()
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)

    def fit(self, w: float, h: float, scale: float = 1.0) -> None:
        """The badge on a ``w`` x ``h`` piece (scene units) with View > Text size at ``scale``: anchored at
        the piece's lower right corner; its size is in screen pixels, from the mark's font."""
        self.setPos(w, h)
        font = mark_font(scale)
        metrics = QFontMetricsF(font)
        cap = metrics.capHeight()
        pad = max(2.0, cap * 0.3)
        side = cap + 2 * pad
        width = max(side, metrics.horizontalAdvance(self.mark) + 2 * pad)
        reach = side * 0.4  # past the piece's corner: most of the piece (a coin's number) stays in sight
        rect = QRectF(reach - width, reach - side, width, side)
        if rect != self.rect or font != self.font:
            self.prepareGeometryChange()
            self.rect, self.font = rect, font
            self.update()

    def set_mark(self, mark: str, colour: str) -> None:
        if (mark, colour) != (self.mark, self.colour):
            self.mark, self.colour = mark, colour
            self.update()

    def mark_height(self) -> float:
        """How tall the mark's letters are drawn, in screen pixels."""
        return QFontMetricsF(self.font).tightBoundingRect(self.mark).height()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.Antialiasing)
        fill, text = _ink(self.colour)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(fill)
        box = self.rect.adjusted(0.75, 0.75, -0.75, -0.75)  # the white edge inside the rect
        radius = box.height() / 2
        painter.drawRoundedRect(box, radius, radius)
        painter.setFont(self.font)
        painter.setPen(text)
        painter.drawText(self.rect, Qt.AlignCenter, self.mark)


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
