"""The game log dock: one line per move, newest at the bottom."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget


class LogPanel(QListWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def show_lines(self, lines: list[str]) -> None:
        if self.count() == len(lines) and (not lines or self.item(self.count() - 1).text().endswith(lines[-1])):
            return
        self.clear()
        for n, line in enumerate(lines, start=1):
            self.addItem(f"{n}. {line}")
        self.scrollToBottom()
