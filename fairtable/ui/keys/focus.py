"""A focus ring for widgets whose look hides the platform's focus frame.

Fusion (the style on Linux without a desktop theme) draws no focus on a closed choice box or on a check box
without text, and a button with a style sheet of its own (a seat's colour swatch) loses the frame too.
These widgets draw the same two-tone ring as the board's keyboard focus while they have the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

RING = ("#1b1b1b", "#ffca28")  # dark and amber, as the board's focus ring


def draw_focus_ring(widget: QWidget) -> None:
    """Draw the ring inside ``widget``'s edge (call at the end of its paintEvent) when it has the focus."""
    if not widget.hasFocus():
        return
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(Qt.NoBrush)
    box = QRectF(widget.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
    for colour, width in ((RING[0], 3.0), (RING[1], 1.5)):
        painter.setPen(QPen(QColor(colour), width))
        painter.drawRoundedRect(box, 3, 3)
    painter.end()


class RingComboBox(QComboBox):
    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        draw_focus_ring(self)


class RingCheckBox(QCheckBox):
    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().paintEvent(event)
        draw_focus_ring(self)
