"""The game log dock: the story of the game as the person looking is told it, newest at the bottom.

Headers mark each round and each change of the seat deciding; a move is a plain line with its number; the
automatic steps it set off follow it, indented and in a quieter colour. The log stays at the newest line
unless the player has scrolled up to read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyledItemDelegate, QStyleOptionViewItem

from fairtable.ui.text import wrapped_layout

if TYPE_CHECKING:
    from fairtable.engine.narration import Entry

ROW_PADDING = 4  # pixels above and below an entry's text
SIDE_PADDING = 8  # pixels the item's frame and margins take from the width
INDENT = 22  # pixels an automatic step stands in from its move
INDENT_ROLE = Qt.UserRole + 1
STYLE = {  # level -> (bold, point size change, text colour, background)
    "round": (True, 2, "#3b2a00", "#f3dfae"),
    "turn": (True, 0, "#4a4a4a", ""),
    "move": (False, 0, "", ""),
    "effect": (False, 0, "#1f2a36", ""),
    "auto": (False, -1, "#5b6470", ""),
}


def wrapped_height(text: str, font: QFont, width: int) -> float:
    """The height ``text`` takes when wrapped at ``width`` pixels, as Qt draws it."""
    return wrapped_layout(text, font, width).boundingRect().height()


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text: the default size hint counts lines of the dock's font only, so
    a line with Japanese glyphs (taller fallback font) lost its last words to an ellipsis."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        width = self.view.viewport().width() - SIDE_PADDING - int(index.data(INDENT_ROLE) or 0)
        text = str(index.data() or "")
        font = index.data(Qt.FontRole) or option.font
        need = int(wrapped_height(text, font, width) + 0.999) + ROW_PADDING
        return QSize(size.width(), max(size.height(), need))

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[no-untyped-def]
        indent = int(index.data(INDENT_ROLE) or 0)
        if indent:
            option = QStyleOptionViewItem(option)
            option.rect.setLeft(option.rect.left() + indent)
        super().paint(painter, option, index)


class LogPanel(QListWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setTextElideMode(Qt.ElideNone)
        self.setResizeMode(QListWidget.Adjust)
        self.setItemDelegate(WrappingDelegate(self))
        self.entries: list[Entry] = []

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """View > Text size: the lines already written are set again in the new size (each row carries a
        font of its own, made from the panel's when it was added)."""
        super().changeEvent(event)
        if event.type() == QEvent.FontChange and self.entries:
            follow = self.at_newest()
            entries, self.entries = self.entries, []
            self.clear()
            for e in entries:
                self.addItem(self._item(e))
            self.entries = entries
            if follow:
                QTimer.singleShot(0, self._to_newest)

    def show_lines(self, lines: list[str]) -> None:
        """Plain numbered lines (no story): kept for titles' tests and tools."""
        if self.count() == len(lines) and (not lines or self.item(self.count() - 1).text().endswith(lines[-1])):
            return
        self.clear()
        self.entries = []
        for n, line in enumerate(lines, start=1):
            self.addItem(f"{n}. {line}")
        self.scrollToBottom()

    def moves(self) -> int:
        """How many moves the log shows."""
        return sum(1 for e in self.entries if e.level == "move") if self.entries else self.count()

    def at_newest(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def show_story(self, entries: Sequence[Entry]) -> None:
        """The story as entries of :meth:`Match.story`: only new entries are added when the story grew;
        the view follows the newest line unless the player scrolled up."""
        entries = list(entries)
        if entries == self.entries:
            return
        follow = self.at_newest() or not self.entries
        if len(entries) >= len(self.entries) and entries[: len(self.entries)] == self.entries:
            new = entries[len(self.entries):]
        else:
            self.clear()
            new = entries
        for e in new:
            self.addItem(self._item(e))
        self.entries = entries
        if follow:
            self.scrollToBottom()
            QTimer.singleShot(0, self._to_newest)  # again once the new rows know their wrapped heights

    def _to_newest(self) -> None:
        self.scrollToBottom()

    def _item(self, e: Entry) -> QListWidgetItem:
        bold, size, colour, background = STYLE.get(e.level, STYLE["move"])
        text = f"{e.step}. {e.text}" if e.level == "move" and e.step else e.text
        if e.level == "auto":
            text = f"\u2192 {text}"
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setBold(bold or e.banner)
        if size:
            font.setPointSizeF(max(6.0, font.pointSizeF() + size))
        item.setFont(font)
        if colour:
            item.setForeground(QBrush(QColor(colour)))
        if background:
            item.setBackground(QBrush(QColor(background)))
        if e.level in ("auto", "effect"):
            item.setData(INDENT_ROLE, INDENT)
        return item
