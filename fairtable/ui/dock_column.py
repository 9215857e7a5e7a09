"""The column of docks beside the board (Players, Actions, Game log), which keeps its place while you play.

A dock asks the window for room by its widget's size hints. The panels' hints follow what they show (a
long prompt, a wide button, one more festival), and the window then moves the column's edge and the
separators between the docks: the board rescales and shifts, a button slides away from a resting pointer.
So each panel sits in a :class:`Column` cell whose hints are fixed numbers, set by the window from the
screen and the text size only; the panels wrap and scroll inside what they are given. The column's width
then changes only when the person drags the splitter, picks another text size, or resets the panels.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

COLUMN_PX = 300  # the column's width at the Normal text size on a screen with room for it
COLUMN_MIN_PX = 200  # the narrowest a person may drag it
COLUMN_SHARE = 0.38  # never more of the window's width than this
# How the column's height is shared at first: the figures, the prompt with its buttons, the story.
HEIGHT_SHARES = {"dock-Players": 0.3, "dock-Actions": 0.4, "dock-Game log": 0.3}
CELL_MIN_PX = 60  # the smallest a dock's cell may be made; its panel scrolls below its own wish
STACK_MIN_PX = 560  # below this much height for the column, Players and Game log share one tabbed dock


class Column(QWidget):
    """A panel's cell in the dock column: its size hints are the window's numbers, never the panel's."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.panel = panel
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(panel)
        self.hint = QSize(COLUMN_PX, 200)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.setMinimumSize(COLUMN_MIN_PX, CELL_MIN_PX)  # explicit: the panel's own minimum does not count
        panel.setMinimumSize(0, 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.minimumSize()

    def set_hint(self, width: int, height: int) -> None:
        self.hint = QSize(width, height)
        self.updateGeometry()


def column_width(text_scale: float, window_width: int) -> int:
    """The column's width: wider with the text, never more than a share of the window (the board keeps the
    rest), never less than the narrowest a person may drag it."""
    wanted = round(COLUMN_PX * max(1.0, text_scale ** 0.75))
    return max(COLUMN_MIN_PX, min(wanted, round(window_width * COLUMN_SHARE)))
