"""The game log dock: one line per move, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QListWidget, QStyledItemDelegate, QStyleOptionViewItem

ROW_PADDING = 4  # pixels above and below an entry's text
SIDE_PADDING = 8  # pixels the item's frame and margins take from the width


def wrapped_height(text: str, font: QFont, width: int) -> float:
    """The height ``text`` takes when wrapped at ``width`` pixels, laid out as Qt draws it: with the
    fallback fonts of the glyphs the font lacks (Japanese store names), whose lines are taller."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    height = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return height


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text: the default size hint counts lines of the dock's font only, so
    a line with Japanese glyphs (taller fallback font) lost its last words to an ellipsis."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        width = self.view.viewport().width() - SIDE_PADDING
        text = str(index.data() or "")
        need = int(wrapped_height(text, option.font, width) + 0.999) + ROW_PADDING
        return QSize(size.width(), max(size.height(), need))


class LogPanel(QListWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setTextElideMode(Qt.ElideNone)
        self.setResizeMode(QListWidget.Adjust)
        self.setItemDelegate(WrappingDelegate(self))

    def show_lines(self, lines: list[str]) -> None:
        if self.count() == len(lines) and (not lines or self.item(self.count() - 1).text().endswith(lines[-1])):
            return
        self.clear()
        for n, line in enumerate(lines, start=1):
            self.addItem(f"{n}. {line}")
        self.scrollToBottom()
