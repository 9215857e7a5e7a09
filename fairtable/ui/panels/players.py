"""The players dock: each seat's colour, name, kind, current score, and who is to act (or thinking)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

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
        self.list.setResizeMode(QListView.Adjust)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        layout.addWidget(self.info)
        self.thinking: int | None = None

    def show_match(self, match: Match | None, info: dict[str, str] | None = None) -> None:
        self.list.clear()
        if match is None:
            self.info.setText("")
            return
        from fairtable.bots.base import LEVEL_NAMES, canonical_level

        cur = match.current_player()
        scores = match.result().scores
        for i, seat in enumerate(match.seats):
            level = canonical_level(seat.level or "random")
            kind = "Human" if seat.kind == "human" else f"Bot ({LEVEL_NAMES.get(level, level.title())})"
            marker = "\u25b6 " if i == cur else "   "
            extra = "  \u2026 thinking" if i == self.thinking else ""
            item = QListWidgetItem(f"{marker}{seat.name}  \u2014  {match.game.format_score(scores[i])}  [{kind}]{extra}")
            item.setForeground(QColor(seat.colour))
            if i == cur:
                f = QFont()
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)
        self.info.setText("\n".join(f"{k}: {v}" for k, v in (info or {}).items()))
