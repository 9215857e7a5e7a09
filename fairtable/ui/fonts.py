"""Fonts the app carries (resources/fonts: the frozen bundle's CJK glyphs, packaging/fonts.py), added to
Qt's font database at start so that Chinese and Japanese text draws on a system without a CJK font."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from fairtable.resources import resource_path


def load_own_fonts() -> list[str]:
    """Adds every .ttf/.otf in resources/fonts; returns the families added (none where there is none)."""
    folder = resource_path("fonts")
    families: list[str] = []
    if not folder.is_dir():
        return families
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() in (".ttf", ".otf"):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families
