"""View > Text size: how much larger than the system's the table's text is drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairtable.i18n import N_

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

# The names are the settings' values (language-free), marked for the catalog: the menu shows _(name).
TEXT_SIZES = {N_("Small"): 0.85, N_("Normal"): 1.0, N_("Large"): 1.25, N_("Larger"): 1.5, N_("Largest"): 2.0}


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


def set_scaled_fonts(scale: float, plain: list, bold: list) -> None:  # type: ignore[type-arg]
    """View > Text size on widgets a style sheet keeps the window's font from: ``plain`` at the scaled font,
    ``bold`` at its bold."""
    font = scaled_font(scale)
    for widget in plain:
        widget.setFont(font)
    heavy = scaled_font(scale)
    heavy.setBold(True)
    for widget in bold:
        widget.setFont(heavy)
