"""The table: the board view, the hotseat cover, and the replay bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QStackedLayout, QVBoxLayout, QWidget

from fairtable.ui.table.board_view import BoardView
from fairtable.ui.table.scene import BoardScene


class Cover(QWidget):
    """Hides the table when it passes between two humans who hold secret cards."""

    ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setAutoFillBackground(True)
        self.setStyleSheet("background:#2b2f36; color:#f4f1ea;")
        self.label = QLabel()
        self.label.setTextFormat(Qt.PlainText)  # "Pass to <name>": a name is never markup
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setStyleSheet("font-size:28px; font-weight:bold;")
        self.button = QPushButton("I'm ready: show the table")
        self.button.setStyleSheet("font-size:16px; padding:10px 24px; background:#f4f1ea; color:#2b2f36;")
        self.button.clicked.connect(self.ready)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.label)
        box.addWidget(self.button, 0, Qt.AlignCenter)
        box.addStretch(1)

    def show_for(self, name: str) -> None:
        self.label.setText(f"Pass to {name}")


class ReplayBar(QWidget):
    moved = Signal(int)
    leave = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.slider = QSlider(Qt.Horizontal)
        self.label = QLabel()
        self.buttons = {}
        box = QHBoxLayout(self)
        box.setContentsMargins(6, 2, 6, 2)
        for text, tip, step in (("\u23ee", "First move", "first"), ("\u25c0", "Previous move", "prev"),
                                ("\u25b6", "Next move", "next"), ("\u23ed", "Last move", "last")):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.setFixedWidth(36)
            b.clicked.connect(lambda _=False, s=step: self.step(s))
            box.addWidget(b)
            self.buttons[step] = b
        box.addWidget(self.slider, 1)
        box.addWidget(self.label)
        back = QPushButton("Back to the game")
        back.clicked.connect(self.leave)
        box.addWidget(back)
        self.slider.valueChanged.connect(self._changed)

    def set_range(self, total: int, index: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.label.setText(f"move {index} of {total}")

    def step(self, which: str) -> None:
        v, hi = self.slider.value(), self.slider.maximum()
        self.slider.setValue({"first": 0, "prev": v - 1, "next": v + 1, "last": hi}[which])

    def _changed(self, value: int) -> None:
        self.label.setText(f"move {value} of {self.slider.maximum()}")
        self.moved.emit(value)


class TableWidget(QWidget):
    def __init__(self, scene: BoardScene | None = None) -> None:
        super().__init__()
        self.view = BoardView(scene)
        self.cover = Cover()
        self.replay = ReplayBar()
        self.replay.hide()
        self.stack = QStackedLayout()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.cover)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(self.stack, 1)
        box.addWidget(self.replay)

    def set_cover(self, name: str) -> None:
        if name:
            self.cover.show_for(name)
            self.stack.setCurrentWidget(self.cover)
        else:
            self.stack.setCurrentWidget(self.view)
