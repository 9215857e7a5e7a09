"""The one rectangle the titles' Qt-free layout and art code works in (scene units). The table turns one into
a ``QRectF`` and back with :mod:`fairtable.ui.table.boxes`."""

from __future__ import annotations

from typing import NamedTuple

Point = tuple[float, float]


class Box(NamedTuple):
    """A rectangle: its top-left corner and its size. ``adjusted``, ``united`` and ``intersected`` work as
    Qt's ``QRectF`` does, so a box turned into one (``QRectF(*box)``) is the rectangle Qt would have made."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def center(self) -> Point:
        return self.left + self.width / 2, self.top + self.height / 2

    def is_null(self) -> bool:
        return self.width == 0 and self.height == 0

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> Box:
        """The box with its left, top, right and bottom edges moved by these amounts."""
        return Box(self.left + dx1, self.top + dy1, self.width + dx2 - dx1, self.height + dy2 - dy1)

    def united(self, other: Box) -> Box:
        """The smallest box holding both (a null box holds nothing)."""
        if self.is_null():
            return other
        if other.is_null():
            return self
        left, top = min(self.left, other.left), min(self.top, other.top)
        right, bottom = max(self.right, other.right), max(self.bottom, other.bottom)
        return Box(left, top, right - left, bottom - top)

    def intersected(self, other: Box) -> Box:
        """The part both boxes share (a null box when they do not overlap)."""
        l1, r1, l2, r2 = self.left, self.right, other.left, other.right
        if l1 == r1 or l2 == r2 or l1 >= r2 or l2 >= r1:
            return Box(0.0, 0.0, 0.0, 0.0)
        t1, b1, t2, b2 = self.top, self.bottom, other.top, other.bottom
        if t1 == b1 or t2 == b2 or t1 >= b2 or t2 >= b1:
            return Box(0.0, 0.0, 0.0, 0.0)
        left, top = max(l1, l2), max(t1, t2)
        return Box(left, top, min(r1, r2) - left, min(b1, b2) - top)
