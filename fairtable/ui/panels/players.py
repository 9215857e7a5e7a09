"""The players dock: each seat's colour, name, kind, public score, and who is to act (or thinking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from fairtable.i18n import _
from fairtable.ui.table.seat_marks import seat_marks

if TYPE_CHECKING:
    from fairtable.engine.match import Match


class PlayersPanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.list = QListWidget()
        self.list.setSelectionMode(QListWidget.NoSelection)
        # A narrow dock wraps a long row ("Deniz - 53.720 Tacken [Bot (Normal)]") instead of cutting it.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # as tall as its rows (_fit_list)
        self.list.setResizeMode(QListView.Adjust)
        self.list.setAccessibleName(_("Players"))
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.PlainText)
        self.info.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.info.setAccessibleName(_("Game figures"))
        # The list is as tall as its rows; the figures take the rest of the dock and scroll when it is short,
        # so neither is cut off nor drawn over the other in a small window.
        self.figures = QScrollArea()
        self.figures.setWidget(self.info)
        self.figures.setWidgetResizable(True)
        self.figures.setFrameShape(QFrame.NoFrame)
        self.figures.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.figures.setAccessibleName(_("Game figures"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        layout.addWidget(self.figures, 1)
        self.thinking: int | None = None

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._fit_list()

    def _fit_list(self) -> None:
        """Make the list exactly as tall as its rows at its present width (rows wrap when narrow)."""
        rows = self.list
        rows.doItemsLayout()
        n = rows.count()
        bottom = rows.visualItemRect(rows.item(n - 1)).bottom() - rows.visualItemRect(rows.item(0)).top() if n else 0
        rows.setFixedHeight(bottom + 1 + 2 * rows.frameWidth() + 4)

    def show_match(self, match: Match | None, info: dict[str, str] | None = None, state=None) -> None:  # type: ignore[no-untyped-def]
        """The seats with their labelled figures, at ``state`` (the move a replay shows; the live state
        by default)."""
        self.list.clear()
        if match is None:
            self.info.setText("")
            return
        from fairtable.bots.base import LEVEL_NAMES, canonical_level

        state = match.state if state is None else state
        cur = match.game.current_player(state)
        figures = match.game.standings(state)  # the dock is shared: no seat's secret counts
        marks = seat_marks([seat.name for seat in match.seats])
        for i, seat in enumerate(match.seats):
            level = canonical_level(seat.level or "random")
            if seat.kind == "human":
                kind = _("Human")
            else:
                # TRANSLATORS: a bot's seat and its level ("Bot (Normal)")
                kind = _("Bot ({level})").format(level=_(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.title())
            marker = "\u25b6 " if i == cur else "   "
            # TRANSLATORS: after a bot's row in the players list while it decides its move
            extra = "  " + _("\u2026 thinking") if i == self.thinking else ""
            # The mark on the seat's pieces, where it is more than the name's initial ("A2").
            name = f"{seat.name} ({marks[i]})" if len(marks[i]) > 1 else seat.name
            item = QListWidgetItem(f"{marker}{name}  \u2014  {figures[i]}  [{kind}]{extra}")
            item.setForeground(QColor(seat.colour))
            if i == cur:
                f = QFont(self.list.font())  # at View > Text size, as the other rows
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)
        self._fit_list()
        # TRANSLATORS: one of the game's figures under the players: its name, then its value ("Round: 3")
        self.info.setText("\n".join(_("{label}: {value}").format(label=k, value=v) for k, v in (info or {}).items()))
