"""The actions dock: the prompt, a hint's reason, and a button for each of the phase's few actions that are
not drags and belong to no piece ("Roll", "Buy", "End turn" ...).

The prompt (what the seat to act must decide, in the rulebook's words) stays on top in large type, in a box
of its own: it asks for the height of its lines, never gets less than its first line's, and a prompt longer
than the box may take scrolls inside it. The buttons sit in a scroll area below it. Nothing in the panel asks
for a width that depends on the words shown: the prompt and the buttons wrap at the width the dock gives
(a button's words past its last line are cut with an ellipsis, the tooltip says them whole), so the dock
column keeps its width from one turn to the next and the board beside it its size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from fairtable.i18n import _
from fairtable.ui.keys.keycaps import NUMBER_KEYS, KeyCapButton

SHORT_LIST = NUMBER_KEYS  # buttons always in view (each with its key); a longer list scrolls
LIST_SHARE = 0.5  # the most of the screen's height the buttons ask for (nine of them fit at Normal text)
LARGE_LIST_SHARE = 0.3  # above Normal text, where nine buttons cannot fit beside the other docks anyway
PROMPT_STYLE = "font-size: {px}px; font-weight: bold; color: #3b2a00; padding: 4px 2px 8px 2px;"
TOLD_STYLE = "font-size: {px}px; color: #6b4a00; background: #fff3cd; border: 2px solid #ffb300; padding: 3px;"
MARKED = "QPushButton { border: 3px solid #ffb300; border-radius: 4px; padding: 4px; font-weight: bold; }"
PROMPT_LINES = 3  # the prompt's box asks for at least this many of its lines; past them it may scroll
PANEL_WIDTH = 300  # the width the panel asks for, whatever it shows


class Prompt(QLabel):
    """A wrapped label that asks for the height its lines take at its width. (A dock gives a wrapped label
    only the height of its lines at some other width, and then cuts it and the buttons below it.)"""

    WIDTH = PANEL_WIDTH

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.PlainText)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)  # the first line first, never centred past the top
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Minimum)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """``WIDTH`` wide whatever the prompt says (a long one wraps): the docks keep their width from one
        prompt to the next, and so does the board beside them."""
        return QSize(self.WIDTH, self.need())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self.need())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return self.need(width)

    def need(self, width: int | None = None) -> int:
        """The lines' height at the width inside the padding (QLabel.heightForWidth counts the padding
        twice), plus the padding."""
        self.ensurePolished()  # the style sheet's font and padding, even before the label is first shown
        if not self.text():
            return 0
        m = self.contentsMargins()
        width = max(1, (self.width() if width is None else width) - m.left() - m.right())
        lines = self.fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt.TextWordWrap, self.text())
        own = QLabel.heightForWidth(self, width + m.left() + m.right()) - m.top() - m.bottom()  # as QLabel wraps
        return max(lines.height(), own) + m.top() + m.bottom()

    def first_line(self) -> int:
        """The height of one line and the padding: what the prompt's box never goes below."""
        self.ensurePolished()
        m = self.contentsMargins()
        return self.fontMetrics().lineSpacing() + m.top() + m.bottom()

    def _fit(self) -> None:
        need = self.need()
        if need != self.minimumHeight():
            self.setMinimumHeight(need)
            box = self.parentWidget()
            area = box.parentWidget() if box is not None else None
            if isinstance(area, PromptBox):
                area.fit()


class PromptBox(QScrollArea):
    """The prompt's own place: as tall as its lines where the dock has the room, at least ``PROMPT_LINES``
    of them (or all, when it has fewer), never shorter than its first line; what the dock has no room for
    scrolls here, and the buttons below keep their place."""

    def __init__(self, prompt: Prompt, lines: int = PROMPT_LINES) -> None:
        super().__init__()
        self.prompt = prompt
        self.lines = lines
        self.setWidget(prompt)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.setFocusPolicy(Qt.NoFocus)

    def most(self) -> int:
        """The least the box asks for when the prompt is longer: PROMPT_LINES lines of it."""
        p = self.prompt
        return p.first_line() + (self.lines - 1) * p.fontMetrics().lineSpacing()

    def fit(self) -> None:
        need = self.prompt.need()
        low = min(need, self.most())
        self.setMinimumHeight(max(low, self.prompt.first_line() if self.prompt.text() else 0))
        self.setMaximumHeight(max(self.minimumHeight(), need))
        self.updateGeometry()
        self.verticalScrollBar().setValue(0)  # a new prompt shows from its first line

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(PANEL_WIDTH, self.maximumHeight())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self.minimumHeight())


class ActionsPanel(QWidget):
    def __init__(self, on_press: Callable[[str], None]) -> None:
        super().__init__()
        self.on_press = on_press
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.hint = Prompt()
        self.hint.setStyleSheet(PROMPT_STYLE.format(px=15))
        # Its name is its text (what a screen reader reads); what it is, is its description.
        self.hint.setAccessibleDescription(_("What to do now"))
        self.hint.setFocusPolicy(Qt.TabFocus)  # F6 and Tab reach the prompt, for a screen reader to read it
        self.prompt_box = PromptBox(self.hint)
        outer.addWidget(self.prompt_box)
        self.told = Prompt()  # a hint's words, beside its outline: two lines at least, the rest scrolls
        self.told.setStyleSheet(TOLD_STYLE.format(px=13))
        self.told.setAccessibleDescription(_("Hint"))
        self.told_box = PromptBox(self.told, lines=2)
        self.told_box.hide()
        outer.addWidget(self.told_box)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Expanding)
        self.holder = QWidget()
        self.box = QVBoxLayout(self.holder)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addStretch(1)
        self.scroll.setWidget(self.holder)
        self.holder.installEventFilter(self)
        outer.addWidget(self.scroll, 1)
        self.scroll.setAccessibleName(_("Action buttons"))
        self.scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes to the buttons in it, not to the area
        self.buttons: list[KeyCapButton] = []
        self.key_pressed: KeyCapButton | None = None  # the button a number key is pressing
        self.shown: list[tuple[str, str, str]] = []
        self.text_scale = 1.0

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """The same width whatever the prompt and the buttons say."""
        return QSize(PANEL_WIDTH, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(min(PANEL_WIDTH, super().minimumSizeHint().width()), super().minimumSizeHint().height())

    def set_text_scale(self, scale: float) -> None:
        """The prompt's type at View > Text size (the buttons follow the window's font)."""
        self.text_scale = scale
        self.hint.setStyleSheet(PROMPT_STYLE.format(px=round(15 * scale)))
        self.told.setStyleSheet(TOLD_STYLE.format(px=round(13 * scale)))
        self.hint._fit()
        self.prompt_box.fit()
        self.told_box.fit()
        self.shown = []  # measured again at the new size on the next show

    def press_number(self, n: int) -> str:
        """The number key ``n`` presses the n-th button (what the key cap on it shows). Returns why it did
        nothing ("" when it pressed one)."""
        if not 1 <= n <= min(len(self.buttons), NUMBER_KEYS):
            return _("No button has the key {n} now").format(n=n)
        button = self.buttons[n - 1]
        if not button.isEnabled():
            why = button.property("why")
            if not why:
                return _("Not possible now")
            # TRANSLATORS: a button that cannot be pressed now, then why
            return _("{button}: {reason}").format(button=button.text().replace("&&", "&"), reason=why)
        self.scroll.ensureWidgetVisible(button)
        self.key_pressed = button
        try:
            button.click()
        finally:
            self.key_pressed = None
        return ""

    def mark(self, label: str | Sequence[str] | None, told: str = "") -> None:
        """Outline the button a hint names (scrolled into view), or the buttons a tutorial's step offers, or
        none; ``told``: the hint's words, shown above the buttons until the board next changes (a hint for a
        piece outlines the piece on the board)."""
        labels = {label} if isinstance(label, str) else set(label or ())
        for b in self.buttons:
            on = b.property("label") in labels
            b.setStyleSheet(MARKED if on else "")
            if on:
                self.scroll.ensureWidgetVisible(b)
        self.told.setText(told)
        self.told_box.fit()
        self.told_box.setVisible(bool(told))

    def show_buttons(self, buttons: Sequence[tuple[str, ...]], hint: str) -> None:
        """One button per (label, text[, why not]): the text is shown, the label is what a press sends; a
        button with a reason is disabled and its tooltip says why. The same labels in the same order keep
        their buttons (only text and state change), so nothing moves under the mouse."""
        self.hint.setText(hint)
        self.prompt_box.fit()
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
            b = KeyCapButton(wrap=True)
            b.set_key(str(i + 1) if i < NUMBER_KEYS else "")
            self._dress(b, text, why)
            b.setProperty("label", label)
            b.setMinimumHeight(30)
            b.clicked.connect(lambda _=False, text=label: self.on_press(text))
            self.box.insertWidget(i, b)
            QWidget.setTabOrder(self.buttons[-1] if self.buttons else self.scroll, b)  # Tab: the buttons in order
            self.buttons.append(b)
        self.shown = rows
        # The whole list when it is short, a few buttons' height and a scroll bar when it is long; the width
        # is the dock's, whatever the buttons say (they wrap).
        # (Measured from the buttons: new ones count in the layout only once the event loop shows them.)
        self._fit_list()
        self.scroll.verticalScrollBar().setValue(0)

    def _fit_list(self) -> None:
        """The scroll area asks for the height of the first SHORT_LIST buttons as they wrap at its width, but
        for no more than LIST_SHARE of the screen: at the largest text sizes a long list scrolls (a number key
        scrolls to its button) rather than make the window taller than the screen."""
        step = self.box.spacing()
        shown = self.buttons[:SHORT_LIST]
        width = self.scroll.viewport().width()
        need = sum((b.heightForWidth(width) if width > 0 else b.sizeHint().height()) + step for b in shown)
        screen = self.screen()
        if screen is not None and shown:
            share = LIST_SHARE if self.text_scale <= 1 else LARGE_LIST_SHARE
            most = int(screen.availableGeometry().height() * share)
            need = min(need, max(most, max(b.sizeHint().height() for b in shown) + step))
        if need != self.scroll.minimumHeight():
            self.scroll.setMinimumHeight(need)

    def eventFilter(self, obj, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        if obj is self.holder and event.type() in (QEvent.Resize, QEvent.LayoutRequest):
            self._fit_list()  # a button wraps onto more lines at the width it was given
        return False

    @staticmethod
    def _dress(b: KeyCapButton, text: str, why: str) -> None:
        b.setText(text.replace("&", "&&"))  # "Bus & Bahn": an ampersand, not a shortcut marker
        b.setEnabled(not why)
        b.setProperty("why", why)
        # The tooltip says the whole text (a long one may be cut at the dock's width) and why it is off.
        # TRANSLATORS: a button's tooltip: its text, then why it cannot be pressed now
        b.setToolTip(_("{button}: {reason}").format(button=text, reason=why) if why else text)
        b.setAccessibleName(text if not why else _("{button} (not possible: {reason})").format(button=text, reason=why))
        b.updateGeometry()
