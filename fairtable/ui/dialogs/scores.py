"""The end-of-game dialog: every point traced to its rule, the winner, and the tie-break used."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fairtable.engine.seats import isolate
from fairtable.i18n import _, groups, listing, ngettext
from fairtable.ui.dialogs.score_charts import BreakdownChart, CurveChart
from fairtable.ui.text import tabs_in_language

if TYPE_CHECKING:
    from fairtable.engine.game import Result
    from fairtable.engine.record import SeatRecord


def score_table(result: Result, seats: list[SeatRecord], fmt: Callable[[int], str] = str) -> QTableWidget:
    rows: list[str] = []
    for per_player in result.breakdown:
        for label, _points in per_player:
            if label not in rows:
                rows.append(label)
    table = QTableWidget(len(rows) + 1, len(seats))
    table.setHorizontalHeaderLabels([s.name for s in seats])
    # TRANSLATORS: the last row of the final score table
    table.setVerticalHeaderLabels(rows + [_("Total")])
    for col, per_player in enumerate(result.breakdown):
        values = dict(per_player)
        for row, label in enumerate(rows):
            item = QTableWidgetItem(fmt(values.get(label, 0)))
            item.setTextAlignment(Qt.AlignCenter)
            table.setItem(row, col, item)
        total = QTableWidgetItem(fmt(result.scores[col]))
        total.setTextAlignment(Qt.AlignCenter)
        f = QFont()
        f.setBold(True)
        total.setFont(f)
        if col in result.winners:
            total.setBackground(QColor("#ffe082"))
        table.setItem(len(rows), col, total)
    table.setEditTriggers(QTableWidget.NoEditTriggers)
    table.setSelectionMode(QTableWidget.NoSelection)
    table.setFocusPolicy(Qt.NoFocus)  # a sheet to read: no cell outlined as if for editing
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    table.resizeRowsToContents()
    rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows_height + 2 * table.frameWidth())
    table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    return table


def score_words(result: Result, seats: list[SeatRecord], fmt: Callable[[int], str] = str) -> str:
    """The final scores as one line a screen reader reads: each player's total, in seat order."""
    return groups(_("{name}: {score}").format(name=isolate(seat.name), score=fmt(score))
                  for seat, score in zip(seats, result.scores, strict=False))


class ScoresDialog(QDialog):
    def __init__(
        self,
        result: Result,
        seats: list[SeatRecord],
        title: str,
        parent: QWidget | None = None,
        fmt: Callable[[int], str] = str,
        curve: list[tuple[int, list[int]]] | None = None,
    ) -> None:
        """``curve``: the public scores round by round (``score_charts.score_curve``), for the chart over the
        rounds; without it only the table and the points' bars are shown."""
        super().__init__(parent)
        self.setWindowTitle(_("{title}: final scores").format(title=title))
        names = listing(isolate(seats[w].name) for w in result.winners)
        winning = ngettext("{names} wins!", "{names} win!", len(result.winners)).format(names=names)
        self.heading = QLabel(f"<h2>{html.escape(winning)}</h2>")
        self.heading.setTextFormat(Qt.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        if result.tiebreak:
            tiebreak = QLabel(_("Tie-break: {rule}").format(rule=result.tiebreak))
            tiebreak.setTextFormat(Qt.PlainText)
            layout.addWidget(tiebreak)
        self.table = score_table(result, seats, fmt)
        self.table.setAccessibleName(_("Final scores"))
        self.table.setAccessibleDescription(score_words(result, seats, fmt))
        # The table first; the pictures of the game beside it, one tab each.
        self.tabs = QTabWidget()
        tabs_in_language(self.tabs)
        self.tabs.addTab(self.table, _("Scores"))
        seat_names = [seat.name for seat in seats]
        self.breakdown_chart = BreakdownChart(result, seat_names, fmt)
        self.curve_chart = None
        if curve and len(curve) > 1:
            self.curve_chart = CurveChart(curve, seat_names, [seat.colour for seat in seats], fmt)
            self.tabs.addTab(self.curve_chart, _("Over the rounds"))
        self.tabs.addTab(self.breakdown_chart, _("Where the points came from"))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        # Enter or Escape closes it: the Close button has the focus.
        self.close_button = buttons.button(QDialogButtonBox.Close)
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        self.setAccessibleName(_("{title}: final scores").format(title=title))
        self.setAccessibleDescription(
            ngettext("{names} wins", "{names} win", len(result.winners)).format(names=names))
        self._sized = False
        self.fit_to_text()

    def fit_to_text(self) -> None:
        """As tall as the whole table and as wide as the tabs' names at the font it has now (the window sets
        its text size after making it), where the screen has room: the window is fitted to the screen as it
        shows, and on a smaller screen the table scrolls inside its tab."""
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth())
        whole = self.sizeHint().height()
        table.setMinimumHeight(0)
        table.setMaximumHeight(16777215)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        margins = self.layout().contentsMargins()
        wide = self.tabs.tabBar().sizeHint().width() + margins.left() + margins.right() + 24
        self.resize(max(520, wide), whole)

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        if not self._sized:  # once, at the font it is shown with
            self._sized = True
            self.fit_to_text()
        super().showEvent(event)
