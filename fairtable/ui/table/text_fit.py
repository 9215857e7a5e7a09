"""Unicode's line breaking for the boards' text (``fairtable/games/text_fit.py``): Qt's
``QTextBoundaryFinder`` finds where UAX #14 lets a line break, in every script. Importing this module
installs it (the table's views all import it through ``title_view``); ``measure`` gives a text's width
in a board font the way the SVG renderer draws it."""

from __future__ import annotations

from PySide6.QtCore import QTextBoundaryFinder

from fairtable.games import text_fit
from fairtable.ui.table.readability import metrics_at_100px

_LINE = QTextBoundaryFinder.BoundaryType.Line


def unicode_breaks(text: str) -> list[int]:
    """The positions (in Python characters) where Unicode's line breaking lets a line of ``text`` break."""
    if not text:
        return []
    # Qt counts UTF-16 code units; map them back to Python's characters (an emoji is two units).
    units: list[int] = []
    for i, ch in enumerate(text):
        units += [i] * (2 if ord(ch) > 0xFFFF else 1)
    units.append(len(text))
    finder = QTextBoundaryFinder(_LINE, text)
    out = []
    pos = finder.toNextBoundary()
    while pos != -1:
        if 0 < pos < len(units) - 1:
            out.append(units[pos])
        pos = finder.toNextBoundary()
    return out





def measure(text: str, size: float, bold: bool = False, family: str = "DejaVu Sans") -> float:
    """``text``'s width at font size ``size`` in ``family`` (measured at 100 px and scaled: the SVG renderer
    sets text at fractional sizes)."""
    return metrics_at_100px(family, bold).horizontalAdvance(text) * size / 100



text_fit.use_breaks(unicode_breaks)
text_fit.use_measure(measure)
