"""Buttons that show their number key, and the number keys that press them.

The key is drawn as a small key cap at the button's left edge, so the button's text stays the action's
words (what tests, screen readers and the log see); the button is widened by the cap on both sides, so
its centred text never runs under it.

A button made with ``wrap=True`` (the Actions panel's) asks for no width of its own: it takes the width its
panel gives and wraps its words onto as many lines as they need there (at most ``WRAP_LINES``; what is still
left over is cut with an ellipsis, and the tooltip says the whole text), so no text makes a panel wider.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QKeyCombination, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from fairtable.i18n import _

NUMBER_KEYS = 9  # 1 to 9
WRAP_LINES = 3  # a wrapping button's most lines
WRAP_CHARS = 14  # what a wrapping button asks for as its width, in average characters (the panel sets it)


class KeyCapButton(QPushButton):
    """A push button with its shortcut key shown as a key cap ("1") at its left."""

    def __init__(self, text: str = "", parent: QWidget | None = None, wrap: bool = False) -> None:
        super().__init__(text, parent)
        self.key = ""
        self.wrap = wrap
        self._lines = 1  # a wrapping button's lines at its width
        if wrap:
            policy = QSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
            policy.setHeightForWidth(True)  # more lines at a narrower width
            self.setSizePolicy(policy)

    def _room(self) -> int:
        """The width beside the text: the key cap's on both sides (the text stays centred), and the frame."""
        cap = 2 * (self.fontMetrics().height() + 10) if self.key else 0
        return cap + 16

    def _wrapped(self, width: int) -> tuple[list[str], bool]:
        """The text's lines at a button ``width`` wide (at most WRAP_LINES) and whether some was cut."""
        text = self.text().replace("&&", "\0")
        room = max(1, width - self._room())
        metrics = self.fontMetrics()
        words, lines = text.split(" "), []
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if not line or metrics.horizontalAdvance(trial.replace("\0", "&")) <= room:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
        cut = len(lines) > WRAP_LINES
        if cut:
            lines = [*lines[: WRAP_LINES - 1], " ".join(lines[WRAP_LINES - 1 :])]
        shown = []
        for line in lines:
            plain = line.replace("\0", "&")
            fitted = metrics.elidedText(plain, Qt.ElideRight, room)
            cut = cut or fitted != plain
            shown.append(fitted)
        return shown, cut

    def is_cut(self) -> bool:
        """Whether the button's words do not all show at its width (its tooltip then says them whole)."""
        return self.wrap and self._wrapped(self.width())[1]

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        if self.wrap:
            lines = len(self._wrapped(self.width())[0])
            if lines != self._lines:
                self._lines = lines
                self.updateGeometry()  # taller or shorter: the layout asks the height again

    def set_key(self, key: str) -> None:
        """Show ``key`` on the button ("" for none); the accessible description names it."""
        if key != self.key:
            self.key = key
            self.updateGeometry()
            self.update()
        # TRANSLATORS: a screen reader's description of an action button: the number key that presses it
        self.setAccessibleDescription(_("Key {key}").format(key=key) if key else "")

    def _paint_wrapped(self) -> None:
        """The button's frame as the style draws it, and its words on their lines, centred."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QPainter(self)
        self.style().drawControl(QStyle.CE_PushButton, option, painter, self)
        lines, _cut = self._wrapped(self.width())
        half = self._room() // 2
        area = QRect(half, 0, max(1, self.width() - 2 * half), self.height())
        painter.setFont(self.font())
        role = QPalette.ButtonText
        painter.setPen(self.palette().color(QPalette.Active if self.isEnabled() else QPalette.Disabled, role))
        painter.drawText(area, Qt.AlignCenter, "\n".join(lines))
        painter.end()

    def _cap(self) -> QRectF:
        side = self.fontMetrics().height() + 4
        return QRectF(6, (self.height() - side) / 2, side, side)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return self.wrap or super().hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """A wrapping button's height at ``width``: its lines there, and the frame."""
        if not self.wrap:
            return super().heightForWidth(width)
        metrics = self.fontMetrics()
        lines = len(self._wrapped(width)[0]) if width > self._room() else 1
        return max(lines * metrics.lineSpacing() + 12, metrics.height() + 10, self.minimumHeight())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        if self.wrap:
            metrics = self.fontMetrics()
            width = self._room() + WRAP_CHARS * metrics.averageCharWidth()
            return QSize(width, self.heightForWidth(self.width() if self.width() > self._room() else width))
        hint = super().sizeHint()
        if not self.key:
            return hint
        room = 2 * (self.fontMetrics().height() + 10)
        return QSize(hint.width() + room, max(hint.height(), self.fontMetrics().height() + 10))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        if self.wrap:
            return QSize(self._room() + 4 * self.fontMetrics().averageCharWidth(), self.sizeHint().height())
        return self.sizeHint() if self.key else super().minimumSizeHint()

    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if self.wrap:
            self._paint_wrapped()
        else:
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
