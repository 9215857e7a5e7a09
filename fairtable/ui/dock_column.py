"""The column of docks beside the board (Players, Actions, Game log), which keeps its place while you play.

A dock asks the window for room by its widget's size hints. The panels' hints follow what they show (a
long prompt, a wide button, one more festival), and the window then moves the column's edge and the
separators between the docks: the board rescales and shifts, a button slides away from a resting pointer.
So each panel sits in a :class:`Column` cell whose hints are fixed numbers, set by the window from the
screen and the text size only; the panels wrap and scroll inside what they are given. The column's width
then changes only when the person drags the splitter, picks another text size, or resets the panels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QSizePolicy, QTabBar, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget

COLUMN_PX = 280  # the column's width at the Normal text size on a screen with room for it
COLUMN_MIN_PX = 200  # the narrowest a person may drag it
COLUMN_SHARE = 0.38  # never more of the window's width than this
# How the column's height is shared at first: the figures, the prompt with its buttons, the story.
HEIGHT_SHARES = {"dock-Players": 0.28, "dock-Actions": 0.44, "dock-Game log": 0.28}
CELL_MIN_PX = 60  # the smallest a dock's cell may be made; its panel scrolls below its own wish
ACTIONS_MIN_SHARE = 0.55  # the Actions panel's own least height is honoured up to this share of the screen
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
        self.min_share = 0.0  # of the screen's height, the most of the panel's own least height honoured
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        # Explicit: the panel's own least width never counts (it would move the column's edge).
        self.setMinimumWidth(COLUMN_MIN_PX)
        panel.setMinimumSize(0, 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """The column's least width; the least height the window's (``CELL_MIN_PX``), or for a panel that
        must show all its controls (the prompt and its buttons) its own, up to ``min_share`` of the screen."""
        height = CELL_MIN_PX
        if self.min_share:
            screen = self.screen()
            room = screen.availableGeometry().height() if screen is not None else 720
            height = max(height, min(self.panel.minimumSizeHint().height(), round(room * self.min_share)))
        return QSize(COLUMN_MIN_PX, height)

    def set_hint(self, width: int, height: int) -> None:
        self.hint = QSize(width, height)
        self.updateGeometry()


def column_width(text_scale: float, window_width: int) -> int:
    """The column's width: wider with the text, never more than a share of the window (the board keeps the
    rest), never less than the narrowest a person may drag it."""
    wanted = round(COLUMN_PX * max(1.0, text_scale ** 0.75))
    return max(COLUMN_MIN_PX, min(wanted, round(window_width * COLUMN_SHARE)))


class ColumnDocks(QMainWindow):
    """A main window with the column of docks: the main window's base. The window fills ``docks`` (Players,
    Actions, Game log) and ``cells``, keeps ``default_layout`` and ``text_scale``, and says whether the table
    is shown (:meth:`table_shown`)."""

    def __init__(self) -> None:
        super().__init__()
        self.docks: list[QDockWidget] = []
        self.cells: dict[str, Column] = {}  # each dock's cell: its size hints are the window's, not the panel's
        self.docks_arranged = False  # laid out once (a person's own layout of the panels is kept as it was)
        self.text_scale = 1.0
        self.default_layout = QByteArray()  # the panels as a new installation has them (View > Reset panels)

    def table_shown(self) -> bool:
        """Whether the table (not the welcome page) is the page shown: only then are the docks shown."""
        return False

    def reset_panels(self) -> None:
        """The panels back where a new installation has them: shown, docked on the right, at their first width."""
        self.restoreState(self.default_layout)
        for dock in self.docks:
            dock.hide()
        self.docks_arranged = False
        if self.table_shown():
            self.show_docks()

    def show_docks(self) -> None:
        """The docks of a game at the table; laid out the first time (or after Reset panels), then left
        where they are until the person moves them."""
        for dock in self.docks:
            dock.show()
        if not self.docks_arranged:
            self.docks_arranged = True
            self.arrange_docks()

    def arrange_docks(self, stack: bool | None = None) -> None:
        """The column's first layout: its width from the text size and the window, its height shared among
        the docks; on a short screen (or large text) Players and Game log share one tabbed place, so that
        the prompt and its buttons keep room. ``stack`` forces one way (tests)."""
        width = column_width(self.text_scale, self.width())
        height = max(1, self.centralWidget().height())
        if stack is None:
            stack = height >= STACK_MIN_PX * max(1.0, self.text_scale) ** 0.5
        players, actions, log = self.docks
        for dock in self.docks:  # first all three one under the other, as a new installation has them
            if self.tabifiedDockWidgets(dock):
                self.removeDockWidget(dock)
                self.addDockWidget(Qt.RightDockWidgetArea, dock)
        if stack:
            places = self.docks
            shares = [HEIGHT_SHARES[d.objectName()] for d in places]
        else:
            self.tabifyDockWidget(players, log)
            places = [players, actions]
            shares = [1 - HEIGHT_SHARES["dock-Actions"] * 1.4, HEIGHT_SHARES["dock-Actions"] * 1.4]
        for name, cell in self.cells.items():
            cell.set_hint(width, round(height * HEIGHT_SHARES[name]))
        if self.table_shown():
            for dock in self.docks:
                dock.show()
            players.raise_()
        self.resizeDocks(places, [width] * len(places), Qt.Horizontal)
        self.resizeDocks(places, [round(height * share) for share in shares], Qt.Vertical)
        if not stack:
            # Qt shows the tab bar of docks sharing a place only when it lays the docks out again after the
            # window has shown them: without this a game opening under the hotseat cover showed Players
            # with no tab to reach the Game log.
            QTimer.singleShot(0, self._show_dock_tabs)

    def _show_dock_tabs(self) -> None:
        for bar in self.findChildren(QTabBar, options=Qt.FindDirectChildrenOnly):
            if bar.count() > 1 and bar.isHidden():
                bar.show()

