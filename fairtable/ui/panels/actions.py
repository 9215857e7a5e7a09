"""The actions dock: a button for every action that is not a drag ("Play-test", "End turn" ...).

The prompt (what the seat to act must decide, in the rulebook's words) stays on top in large type; the
buttons sit in a scroll area below it, so a long list (the festival game's
Mauscheln offers run to dozens) scrolls inside the dock instead of stretching the window past the screen.
The dock never cuts either: the prompt asks for the height its wrapped lines need at the dock's width, and
the first buttons for theirs, so the docks beside it give way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QStyle, QVBoxLayout, QWidget

from fairtable.i18n import _
from fairtable.ui.keycaps import NUMBER_KEYS, KeyCapButton

SHORT_LIST = 6  # buttons always in view; a longer list scrolls
PROMPT_STYLE = "font-size: {px}px; font-weight: bold; color: #3b2a00; padding: 4px 2px 8px 2px;"
MARKED = "QPushButton { border: 3px solid #ffb300; border-radius: 4px; padding: 4px; font-weight: bold; }"


class Prompt(QLabel):
    """A wrapped label that asks for the height its lines take at its width. (A dock gives a wrapped label
    only the height of its lines at some other width, and then cuts it and the buttons below it.)"""

    WIDTH = 300

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.PlainText)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """No wider than ``WIDTH`` however long the prompt (a long one wraps): the docks keep their width
        from one prompt to the next, and so does the board beside them."""
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.WIDTH), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._fit()


    def _fit(self) -> None:
        """The lines' height at the width inside the padding (QLabel.heightForWidth counts the padding
        twice), plus the padding."""
        need = 0
        self.ensurePolished()  # the style sheet's font and padding, even before the label is first shown
        if self.text():
            m = self.contentsMargins()
            width = max(1, self.width() - m.left() - m.right())
            lines = self.fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt.TextWordWrap, self.text())
            need = lines.height() + m.top() + m.bottom()
        if need != self.minimumHeight():
            self.setMinimumHeight(need)


class ActionsPanel(QWidget):
    def __init__(self, on_press: Callable[[str], None]) -> None:
        super().__init__()
        self.on_press = on_press
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.hint = Prompt()
        self.hint.setStyleSheet(PROMPT_STYLE.format(px=15))
        self.hint.setAccessibleName(_("What to do now"))
        outer.addWidget(self.hint)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.holder = QWidget()
        self.box = QVBoxLayout(self.holder)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addStretch(1)
        self.scroll.setWidget(self.holder)
        outer.addWidget(self.scroll, 1)
        self.scroll.setAccessibleName(_("Action buttons"))
        self.scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes to the buttons in it, not to the area
        self.buttons: list[KeyCapButton] = []
        self.key_pressed: KeyCapButton | None = None  # the button a number key is pressing
        self.shown: list[tuple[str, str]] = []

    def set_text_scale(self, scale: float) -> None:
        """The prompt's type at View > Text size (the buttons follow the window's font)."""
        self.hint.setStyleSheet(PROMPT_STYLE.format(px=round(15 * scale)))
        self.shown = []  # measured again at the new size on the next show

    def press_number(self, n: int) -> str:
        """The number key ``n`` presses the n-th button (what the key cap on it shows). Returns why it did
        nothing ("" when it pressed one)."""
        if not 1 <= n <= min(len(self.buttons), NUMBER_KEYS):
            return _("No button has the key {n} now").format(n=n)
        button = self.buttons[n - 1]
        if not button.isEnabled():
            if not button.toolTip():
                return _("Not possible now")
            # TRANSLATORS: a button that cannot be pressed now, then why
            return _("{button}: {reason}").format(button=button.text().replace("&&", "&"), reason=button.toolTip())
        self.scroll.ensureWidgetVisible(button)
        self.key_pressed = button
        try:
            button.click()
        finally:
            self.key_pressed = None
        return ""

    def mark(self, label: str | None) -> None:
        """Outline the button a hint names (scrolled into view), or none."""
        for b in self.buttons:
            on = label is not None and b.property("label") == label
            b.setStyleSheet(MARKED if on else "")
            if on:
                self.scroll.ensureWidgetVisible(b)

    def show_buttons(self, buttons: Sequence[tuple[str, ...]], hint: str) -> None:
        """One button per (label, text[, why not]): the text is shown, the label is what a press sends; a
        button with a reason is disabled and its tooltip says why. The same labels in the same order keep
        their buttons (only text and state change), so nothing moves under the mouse."""
        self.hint.setText(hint)
        self.mark(None)
        rows = [(b[0], b[1], b[2] if len(b) > 2 else "") for b in buttons]
        if rows == self.shown:
            return
        if [r[0] for r in rows] == [r[0] for r in self.shown]:
            for b, (_label, text, why) in zip(self.buttons, rows, strict=True):
                self._dress(b, text, why)
            self.shown = rows
            return
        for b in self.buttons:
            self.box.removeWidget(b)
            b.hide()  # gone at once, not only when the event loop deletes it
            b.deleteLater()
        self.buttons = []
        for i, (label, text, why) in enumerate(rows):
            b = KeyCapButton()
            b.set_key(str(i + 1) if i < NUMBER_KEYS else "")
            self._dress(b, text, why)
            b.setProperty("label", label)
            b.setMinimumHeight(30)
            b.clicked.connect(lambda _=False, text=label: self.on_press(text))
            self.box.insertWidget(i, b)
            QWidget.setTabOrder(self.buttons[-1] if self.buttons else self.scroll, b)  # Tab: the buttons in order
            self.buttons.append(b)
        self.shown = rows
        # As wide as the widest button (texts are never cut); the whole list when it is short, a few
        # buttons' height and a scroll bar when it is long.
        # (Measured from the buttons: new ones count in the layout only once the event loop shows them.)
        bar = self.style().pixelMetric(QStyle.PM_ScrollBarExtent)
        widest = max((b.sizeHint().width() for b in self.buttons), default=0)
        self.scroll.setMinimumWidth(widest + bar + 2)
        step = self.box.spacing()
        shown = self.buttons[:SHORT_LIST]
        self.scroll.setMinimumHeight(sum(max(b.minimumHeight(), b.sizeHint().height()) + step for b in shown))
        self.scroll.verticalScrollBar().setValue(0)

    @staticmethod
    def _dress(b: QPushButton, text: str, why: str) -> None:
        b.setText(text.replace("&", "&&"))  # "Bus & Bahn": an ampersand, not a shortcut marker
        b.setEnabled(not why)
        b.setToolTip(why)
        b.setAccessibleName(text if not why else _("{button} (not possible: {reason})").format(button=text, reason=why))
