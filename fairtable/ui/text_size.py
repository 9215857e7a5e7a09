"""View > Text size: how much larger than the system's the table's text is drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

TEXT_SIZES = {"Small": 0.85, "Normal": 1.0, "Large": 1.25, "Larger": 1.5, "Largest": 2.0}


def scaled_font(scale: float) -> QFont:
    """The application's font at ``scale`` times its size (in points when it has them, else in pixels)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    elif font.pixelSize() > 0:
        font.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return font
