"""The column of docks beside the board (Players, Actions, Game log), which keeps its place while you play.

A dock asks the window for room by its widget's size hints. The panels' hints follow what they show (a
long prompt, a wide button, one more festival), and the window then moves the column's edge and the
separators between the docks: the board rescales and shifts, a button slides away from a resting pointer.
So each panel sits in a :class:`Column` cell whose hints are fixed numbers, set by the window from the
screen and the text size only; the panels wrap and scroll inside what they are given. The column's width
then changes only when the person drags the splitter, picks another text size, or resets the panels.

The person's arrangement of the docks (which side, floating, closed, sizes, which share a tabbed place) is
kept between starts as plain values (:mod:`fairtable.ui.window_layout`), read by :meth:`ColumnDocks.capture_panels`
and put back by :meth:`ColumnDocks.apply_panels` with Qt's own calls (addDockWidget, tabifyDockWidget,
resizeDocks), never with ``restoreState`` on bytes from a file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QSizePolicy, QTabBar, QVBoxLayout, QWidget

from fairtable.ui.screen_fit import GUESSED_FRAME, fitted, real_screens
from fairtable.ui.window_layout import POS_LIMIT, SIZE_MAX, SIZE_MIN, clamp

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
AREAS = {"left": Qt.LeftDockWidgetArea, "right": Qt.RightDockWidgetArea, "top": Qt.TopDockWidgetArea,
         "bottom": Qt.BottomDockWidgetArea}


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
    Actions, Game log) and ``cells``, keeps ``panels`` (the person's arrangement) and ``text_scale``, and says
    whether the table is shown (:meth:`table_shown`)."""

    def __init__(self) -> None:
        super().__init__()
        self.docks: list[QDockWidget] = []
        self.cells: dict[str, Column] = {}  # each dock's cell: its size hints are the window's, not the panel's
        self.docks_arranged = False  # laid out once (a person's own layout of the panels is kept as it was)
        self.text_scale = 1.0
        # The person's arrangement of the panels (window_layout.read_panels' form), as last seen at the table
        # or as read from the settings; None: where a new installation has them.
        self.panels: dict[str, Any] | None = None

    def table_shown(self) -> bool:
        """Whether the table (not the welcome page) is the page shown: only then are the docks shown."""
        return False

    def reset_panels(self) -> None:
        """The panels back where a new installation has them: shown, docked on the right, at their first width."""
        self.panels = None
        self.place_docks([{"name": d.objectName(), "area": "right", "floating": False, "tab_of": None}
                          for d in self.docks])
        for dock in self.docks:
            dock.hide()
        self.docks_arranged = False
        if self.table_shown():
            self.show_docks()

    def show_docks(self) -> None:
        """The docks of a game at the table; laid out the first time (as the person left them, or where a
        new installation has them, or after Reset panels), then left where they are until the person moves
        them. A dock the person closed stays closed (View shows it again), unless all of them were."""
        if not self.docks_arranged:
            self.docks_arranged = True
            if self.panels is not None:
                self.apply_panels(self.panels)
                return
            for dock in self.docks:
                dock.show()
            self.arrange_docks()
            return
        shown = {d["name"] for d in self.panels["docks"] if d["visible"]} if self.panels is not None else set()
        for dock in self.docks:
            dock.setVisible(not shown or dock.objectName() in shown)

    def hide_docks(self) -> None:
        """No game at the table: the docks go, their arrangement is remembered for the next game."""
        if self.docks_arranged and self.table_shown():
            self.panels = self.capture_panels()
        for dock in self.docks:
            dock.hide()

    def panels_to_keep(self) -> dict[str, Any] | None:
        """The arrangement to save as the window closes: the one at the table now, or the last one seen."""
        if self.docks_arranged and self.table_shown():
            return self.capture_panels()
        return self.panels

    # -- the arrangement as values ------------------------------------------------------------------

    def capture_panels(self) -> dict[str, Any]:
        """The docks as they are now, in window_layout.read_panels' form (sizes clamped into its range)."""
        groups: list[list[QDockWidget]] = []
        for dock in self.docks:
            if any(dock in group for group in groups):
                continue
            tabbed = [] if dock.isFloating() else self.tabifiedDockWidgets(dock)
            groups.append([dock] + [d for d in self.docks if d in tabbed and d is not dock])

        def front(group: list[QDockWidget]) -> QDockWidget:
            """The tab shown of a tabbed place (the one its tab bar has current), else the place's dock."""
            for bar in self.findChildren(QTabBar, options=Qt.FindDirectChildrenOnly):
                if bar.count() > 1 and 0 <= bar.currentIndex() < bar.count():
                    title = bar.tabText(bar.currentIndex())
                    for dock in group:
                        if dock.windowTitle() == title:
                            return dock
            return group[0]

        def area(dock: QDockWidget) -> str:
            found = self.dockWidgetArea(dock)
            return next((name for name, value in AREAS.items() if value == found), "right")

        def order(group: list[QDockWidget]) -> tuple[int, int, int, int]:
            """Side by side, then along the side; a closed place (its position is stale) last on its side,
            where it comes back when it is shown again."""
            head = front(group)
            side = list(AREAS).index(area(head))
            if all(dock.isHidden() for dock in group):
                return (side, 1, self.docks.index(group[0]), 0)
            across = (head.y(), head.x()) if side < 2 else (head.x(), head.y())  # left, right: top to bottom
            return (side, 0, *across)

        def size(dock: QDockWidget) -> QSize:
            """A shown dock's size; a closed one's is what it will ask for when shown again (its cell's)."""
            return dock.size() if not dock.isHidden() else self.cells[dock.objectName()].sizeHint()

        entries: list[dict[str, Any]] = []
        for group in sorted(groups, key=order):
            head = front(group)
            for dock in group:
                sized = size(head if not head.isHidden() else dock)
                entry: dict[str, Any] = {
                    "name": dock.objectName(),
                    "area": area(head),
                    "floating": dock.isFloating(),
                    "visible": not dock.isHidden(),
                    "width": clamp(sized.width(), SIZE_MIN, SIZE_MAX),
                    "height": clamp(sized.height(), SIZE_MIN, SIZE_MAX),
                    "tab_of": None if dock is group[0] else group[0].objectName(),
                    "front": dock is head,
                }
                if dock.isFloating():
                    entry["x"] = clamp(dock.geometry().x(), -POS_LIMIT, POS_LIMIT)  # its client area's corner
                    entry["y"] = clamp(dock.geometry().y(), -POS_LIMIT, POS_LIMIT)
                entries.append(entry)
        return {"docks": entries}

    def place_docks(self, entries: list[dict[str, Any]]) -> None:
        """Each dock on its side in the order given, tabbed with the dock named by ``tab_of``, floating or not."""
        by_name = {d.objectName(): d for d in self.docks}
        for dock in self.docks:
            dock.setFloating(False)
            self.removeDockWidget(dock)
        for entry in entries:
            dock = by_name[entry["name"]]
            if entry["tab_of"] is not None:
                self.tabifyDockWidget(by_name[entry["tab_of"]], dock)
            else:
                side = AREAS[entry["area"]]
                along = Qt.Vertical if entry["area"] in ("left", "right") else Qt.Horizontal
                self.addDockWidget(side, dock, along)

    def apply_panels(self, panels: dict[str, Any]) -> None:
        """The docks as ``panels`` (checked by window_layout.read_panels) has them: sides, order, tabs, shown or
        closed, floating places (fitted to the screen), then sizes."""
        entries = panels["docks"]
        by_name = {d.objectName(): d for d in self.docks}
        self.place_docks(entries)
        for entry in entries:
            dock = by_name[entry["name"]]
            self.cells[entry["name"]].set_hint(entry["width"], entry["height"])
            dock.setVisible(entry["visible"])
            if entry["floating"]:
                dock.setFloating(True)
                place = QRect(entry["x"], entry["y"], entry["width"], entry["height"])
                screen = QApplication.screenAt(place.center()) or QApplication.primaryScreen()
                if screen is not None:  # on the screen, its title bar in reach, never larger than it
                    frame = GUESSED_FRAME if real_screens() else QMargins()
                    place = fitted(place, frame, screen.availableGeometry(), dock.minimumSize())
                dock.setGeometry(place)
        tabbed = {e["name"] for e in entries if e["tab_of"] is not None} | {e["tab_of"] for e in entries}
        for entry in entries:
            if entry["front"] and entry["name"] in tabbed:
                by_name[entry["name"]].raise_()  # the tab in front
        docked = [e for e in entries if e["front"] and e["visible"] and not e["floating"]]  # one dock a place
        for side in AREAS:
            places = [e for e in docked if e["area"] == side]
            if places:
                docks = [by_name[e["name"]] for e in places]
                self.resizeDocks(docks, [e["width"] for e in places], Qt.Horizontal)
                self.resizeDocks(docks, [e["height"] for e in places], Qt.Vertical)
        if any(e["tab_of"] is not None for e in entries):
            QTimer.singleShot(0, self._show_dock_tabs)

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

