"""The actions dock: a button for every action that is not a drag ("Play-test", "End turn" ...)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class ActionsPanel(QWidget):
    def __init__(self, on_press: Callable[[str], None]) -> None:
        super().__init__()
        self.on_press = on_press
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(6, 6, 6, 6)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.box.addWidget(self.hint)
        self.buttons: list[QPushButton] = []
        self.box.addStretch(1)

    def show_buttons(self, buttons: list[tuple[str, str]], hint: str) -> None:
        """One button per (label, text): the text is shown, the label is what a press sends."""
        self.hint.setText(hint)
        if [(b.property("label"), b.text()) for b in self.buttons] == buttons:
            return
        for b in self.buttons:
            self.box.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        for i, (label, text) in enumerate(buttons):
            b = QPushButton(text)
            b.setProperty("label", label)
            b.setMinimumHeight(30)
            b.clicked.connect(lambda _=False, text=label: self.on_press(text))
            self.box.insertWidget(1 + i, b)
            self.buttons.append(b)
