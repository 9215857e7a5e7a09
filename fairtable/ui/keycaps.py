"""Buttons that show their number key, and the number keys that press them.

The key is drawn as a small key cap at the button's left edge, so the button's text stays the action's
words (what tests, screen readers and the log see); the button is widened by the cap on both sides, so
its centred text never runs under it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QKeyCombination, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import QPushButton, QWidget

from fairtable.i18n import _

NUMBER_KEYS = 9  # 1 to 9


class KeyCapButton(QPushButton):
    """A push button with its shortcut key shown as a key cap ("1") at its left."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.key = ""

    def set_key(self, key: str) -> None:
        """Show ``key`` on the button ("" for none); the accessible description names it."""
        if key != self.key:
            self.key = key
            self.updateGeometry()
            self.update()
        # TRANSLATORS: a screen reader's description of an action button: the number key that presses it
        self.setAccessibleDescription(_("Key {key}").format(key=key) if key else "")

    def _cap(self) -> QRectF:
        side = self.fontMetrics().height() + 4
        return QRectF(6, (self.height() - side) / 2, side, side)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        if not self.key:
            return hint
        room = 2 * (self.fontMetrics().height() + 10)
        return QSize(hint.width() + room, max(hint.height(), self.fontMetrics().height() + 10))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint() if self.key else super().minimumSizeHint()

    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().paintEvent(event)
        if not self.key:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        cap = self._cap()
        ink = self.palette().color(QPalette.Active if self.isEnabled() else QPalette.Disabled, QPalette.ButtonText)
        painter.setPen(QPen(ink, 1.2))
        painter.setBrush(QColor(255, 255, 255, 170))
        painter.drawRoundedRect(cap, 3, 3)
        font = self.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(cap, Qt.AlignCenter, self.key)
        painter.end()


def number_shortcuts(host: QWidget, press: Callable[[int], None]) -> list[QShortcut]:
    """Keys 1 to 9 (on the main keys and the keypad) call ``press(n)`` while ``host``'s window is active.
    A line or spin box with the focus keeps its digits (Qt gives typing the key first)."""
    out = []
    for n in range(1, NUMBER_KEYS + 1):
        for seq in (QKeySequence(str(n)), QKeySequence(QKeyCombination(Qt.KeypadModifier, Qt.Key(Qt.Key_0.value + n)))):
            shortcut = QShortcut(seq, host)
            shortcut.setContext(Qt.WindowShortcut)
            shortcut.activated.connect(lambda n=n: press(n))
            out.append(shortcut)
    return out
