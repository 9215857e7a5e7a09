"""Game > Statistics: the record of games played (:mod:`fairtable.played`), per title and player: games played,
won, lost and abandoned, the bot levels faced, best and average score by player count, the longest winning
streak; below, every game kept, newest first, which opens in the replay (Enter or a double click); the figures
exported to CSV."""

from __future__ import annotations

import csv
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from fairtable import played
from fairtable.engine.registry import LISTINGS
from fairtable.i18n import _, listing
from fairtable.ui.dialogs.score_charts import LINE_COLOURS, LineChart
from fairtable.ui.text import tabs_in_language

ID_ROLE = Qt.UserRole + 1


def game_line(row: played.GameRow) -> list[str]:
    """A kept game in the list: when, the title, who played (bots with their level), the scores, how it ended."""
    try:
        when = datetime.fromisoformat(row.ended).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        when = row.ended
    title = _(LISTINGS[row.game].name) if row.game in LISTINGS else row.game
    people = listing(_("{name} (bot)").format(name=s.name) if s.kind == "bot" else s.name for s in row.seats)
    if row.status == "abandoned":
        ended = _("abandoned")
    else:
        winners = listing(s.name for s in row.seats if s.winner)
        scores = ", ".join(f"{s.name} {s.score}" for s in row.seats if s.score is not None)
        # TRANSLATORS: how a kept game ended: its scores, then who won
        ended = _("{scores}; won by {winners}").format(scores=scores, winners=winners)
    return [when, title, people, ended]


class StatisticsDialog(QDialog):
    """The figures and the games kept. ``open_game(record_text)`` puts a kept game at the table, in the replay."""

    def __init__(self, parent: QWidget, open_game: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        self.open_game = open_game
        self.title = QComboBox()
        self.title.setAccessibleName(_("Title"))
        self.title.addItem(_("All titles"), None)
        for game_id, entry in LISTINGS.items():
            self.title.addItem(_(entry.name), game_id)
        self.title.currentIndexChanged.connect(self.refresh)
        self.figures = self._table([_(c) for c in played.COLUMN_WORDS], _("Figures per player"))
        self.games = self._table([_("Ended"), _("Title"), _("Players"), _("Result")], _("Games played"))
        self.games.itemActivated.connect(lambda item: self._open(item.row()))
        self.told = QLabel()
        self.told.setWordWrap(True)
        self.told.setTextFormat(Qt.PlainText)
        top = QHBoxLayout()
        top.addWidget(QLabel(_("Title:")))
        top.addWidget(self.title, 1)
        self.open_button = QPushButton(_("Open in the replay"))
        self.open_button.clicked.connect(lambda: self._open(self.games.currentRow()))
        self.export_button = QPushButton(_("Export to CSV\u2026"))
        self.export_button.clicked.connect(self.export)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.open_button, QDialogButtonBox.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ActionRole)
        self.tabs = QTabWidget()
        tabs_in_language(self.tabs)
        self.tabs.addTab(self.figures, _("Figures per player"))
        self.trends_page = QStackedWidget()
        self.trends_note = QLabel(_("Choose a title to see each player's scores game by game."))
        self.trends_note.setAlignment(Qt.AlignCenter)
        self.trends_note.setWordWrap(True)
        self.trends_page.addWidget(self.trends_note)
        self.trends: LineChart | None = None
        self.tabs.addTab(self.trends_page, _("Score trends"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(QLabel(_("Games played (Enter or a double click opens one in the replay)")))
        layout.addWidget(self.games, 1)
        layout.addWidget(self.told)
        layout.addWidget(buttons)
        self.resize(900, 560)
        self.rows: list[played.GameRow] = []
        self.people: list[played.PersonFigures] = []
        self.refresh()

    def _table(self, headers: list[str], name: str) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectRows)
        table.setSelectionMode(QAbstractItemView.SingleSelection)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        table.setAccessibleName(name)
        return table

    def refresh(self) -> None:
        game = self.title.currentData()
        try:
            self.rows, told = played.games(game=game)
        except played.PlayedError as exc:
            self.rows, told = [], str(exc)
        self.people = played.figures(self.rows)
        self._show_trends(game)
        self._fill(self.figures, played.figures_table(self.people))
        self._fill(self.games, [game_line(r) for r in self.rows])
        if not self.rows and not told:
            told = _("No games played yet: a game is kept here when it ends.")
        self.told.setText(told)
        self.told.setVisible(bool(told))
        self.open_button.setEnabled(bool(self.rows))
        self.export_button.setEnabled(bool(self.people))

    def _show_trends(self, game: str | None) -> None:
        """Each person's scores at the title chosen, game by game (scores of different titles do not compare)."""
        if self.trends is not None:
            self.trends_page.removeWidget(self.trends)
            self.trends.deleteLater()
            self.trends = None
        trends = played.score_trends(self.rows, game) if game is not None else {}
        if not trends:
            self.trends_page.setCurrentWidget(self.trends_note)
            return
        series = [(name, LINE_COLOURS[i % len(LINE_COLOURS)], points) for i, (name, points) in enumerate(trends.items())]
        # TRANSLATORS: under the score trends chart: a player's first and last game counted
        self.trends = LineChart(series, lambda n: _("Game {n}").format(n=n))
        self.trends.setAccessibleName(_("Score trends"))
        # TRANSLATORS: the score trends for a screen reader: each player's scores, game by game
        self.trends.setAccessibleDescription(" ".join(_("{name}: {scores}.").format(
            name=name, scores=", ".join(str(score) for _n, score in points)) for name, points in trends.items()))
        self.trends_page.addWidget(self.trends)
        self.trends_page.setCurrentWidget(self.trends)

    @staticmethod
    def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if text.isdigit():
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                table.setItem(r, c, item)

    def _open(self, index: int) -> None:
        if not 0 <= index < len(self.rows):
            return
        try:
            text = played.record_text(self.rows[index].id)
        except played.PlayedError as exc:
            self.told.setText(str(exc))
            self.told.show()
            return
        self.accept()
        self.open_game(text)

    def export(self, target: str | None = None) -> None:
        """Export to CSV: the figures shown, one row a player and title, with the columns' names."""
        if target is None:
            target, _filter = QFileDialog.getSaveFileName(self, _("Export the figures"), "fairtable-statistics.csv",
                                                          _("CSV files (*.csv)"))
            if not target:
                return
        try:
            with open(target, "w", newline="", encoding="utf-8") as fh:
                out = csv.writer(fh)
                out.writerow([_(c) for c in played.COLUMN_WORDS])
                out.writerows(played.figures_table(self.people))
        except OSError as exc:
            self.told.setText(_("Cannot write {path}: {reason}").format(path=target, reason=exc.strerror or exc))
            self.told.show()
            return
        self.told.setText(_("Exported to {path}").format(path=target))
        self.told.show()
