"""The table: the board view, the hotseat cover, and the replay bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from fairtable.i18n import N_, _
from fairtable.ui.table.board_view import BoardView
from fairtable.ui.table.scene import BoardScene

COVER_LABEL_STYLE = "font-size:{px}px; font-weight:bold;"
# The button's own colours would hide the platform's focus frame: the focus gets a frame of its own.
COVER_BUTTON_STYLE = ("QPushButton {{ font-size:{px}px; padding:10px 24px; background:#f4f1ea; color:#2b2f36;"
                      " border: 3px solid #f4f1ea; border-radius: 6px; }}"
                      " QPushButton:focus {{ border: 3px solid #ffb300; }}")
BANNER_STYLE = ("background: rgba(33, 37, 43, 225); color: #fff8e1; font-size: {px}px; font-weight: bold;"
                "border: 3px solid #ffb300; border-radius: 12px; padding: 16px 24px;")
BUBBLE_STYLE = ("background: #fff3c4; color: #3b2a00; border: 1px solid #c98a1b; border-radius: 8px;"
                "padding: 6px 10px; font-size: {px}px;")


class Cover(QWidget):
    """Hides the table until the human whose secret cards it is about to show says they are at the screen."""

    ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setAutoFillBackground(True)
        self.setStyleSheet("background:#2b2f36; color:#f4f1ea;")
        self.label = QLabel()
        self.label.setTextFormat(Qt.PlainText)  # "Pass to <name>": a name is never markup
        self.label.setAlignment(Qt.AlignCenter)
        # Wrapped, and never wider than the table gives it: at the largest text size "Pass to <name>" in German
        # asked for more than a 1024-pixel screen has beside the docks, and the window grew past the screen.
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.label.setStyleSheet(COVER_LABEL_STYLE.format(px=28))
        # TRANSLATORS: the hotseat cover's button; & marks the shortcut letter (Alt+R)
        self.button = QPushButton(_("I'm &ready: show the table"))
        self.button.setAccessibleName(_("I'm ready: show the table"))
        self.button.setStyleSheet(COVER_BUTTON_STYLE.format(px=16))
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.label)
        box.addWidget(self.button, 0, Qt.AlignCenter)
        box.addStretch(1)

    def show_for(self, name: str) -> None:
        # TRANSLATORS: the hotseat cover: hand the screen to this player
        text = _("Pass to {name}").format(name=name)
        self.label.setText(text)
        self.setAccessibleName(text)

    def set_text_scale(self, scale: float) -> None:
        self.label.setStyleSheet(COVER_LABEL_STYLE.format(px=round(28 * scale)))
        self.button.setStyleSheet(COVER_BUTTON_STYLE.format(px=round(16 * scale)))


def rule_linked(label: QLabel, text: str, rule: bool) -> None:
    """Set ``text`` on a label over the board, with a Rule link after it when ``rule`` (the rules' section behind
    it): the label then takes the mouse, so the link can be clicked; without one the mouse goes through it.
    ``label.words`` keeps the text as the player reads it."""
    label.words = text  # type: ignore[attr-defined]
    if rule:
        from html import escape

        label.setTextFormat(Qt.RichText)
        # TRANSLATORS: a link after a refusal or a banner: the section of the rules behind it
        label.setText(escape(text).replace("\n", "<br>") + f' &nbsp;<a href="rule">{escape(_("Rule"))}</a>')
    else:
        label.setTextFormat(Qt.PlainText)
        label.setText(text)
    label.setAttribute(Qt.WA_TransparentForMouseEvents, not rule)


class Banner(QLabel):
    """A big moment across the board ("Crowd Control! ...", the midday scoring): a click anywhere on the
    board takes it down, and it never takes a drag (the mouse goes through it to the board). With a Rule link
    it takes the mouse: a click on the link opens the rules there, anywhere else on it takes it down."""

    rule_clicked = Signal()
    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.linked = ""  # the link under the mouse
        self.words = ""  # the text as the player reads it
        self.linkHovered.connect(lambda link: setattr(self, "linked", link))
        self.linkActivated.connect(lambda _link: self.rule_clicked.emit())
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setTextFormat(Qt.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignCenter)
        self.setStyleSheet(BANNER_STYLE.format(px=20))
        self.hide()

    def show_text(self, text: str, rule: bool = False) -> None:
        if not text:
            self.hide()
            return
        rule_linked(self, text, rule)
        self.place()
        self.show()
        self.raise_()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        if self.linked:
            super().mousePressEvent(event)  # the link opens on the release
            return
        self.hide()
        self.dismissed.emit()

    def place(self) -> None:
        area = self.parentWidget().rect()
        width = max(200, min(area.width() - 40, int(area.width() * 0.7)))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(area.center().x() - width // 2, max(10, area.height() // 4 - self.height() // 2))


class Bubble(QLabel):
    """A refusal said where the piece was let go, for a few seconds."""

    SHOW_MS = 3000

    rule_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.words = ""  # the text as the player reads it
        self.linkActivated.connect(lambda _link: self.rule_clicked.emit())
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setTextFormat(Qt.PlainText)
        self.setWordWrap(True)
        self.setMaximumWidth(340)
        self.setStyleSheet(BUBBLE_STYLE.format(px=13))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.hide()

    def show_at(self, text: str, point: QPoint, rule: bool = False) -> None:
        rule_linked(self, text, rule)
        self.adjustSize()
        area = self.parentWidget().rect()
        x = min(max(4, point.x() - self.width() // 2), max(4, area.width() - self.width() - 4))
        y = point.y() - self.height() - 14
        if y < 4:
            y = point.y() + 18
        self.move(x, min(y, max(4, area.height() - self.height() - 4)))
        self.show()
        self.raise_()
        self.timer.start(self.SHOW_MS)


REPLAY_STEPS = (("first", N_("First move")), ("prev", N_("Previous move")), ("next", N_("Next move")),
                ("last", N_("Last move")))


def step_icon(which: str, colour: QColor, side: int = 16, dpr: float = 1.0) -> QIcon:
    """A replay button's icon, drawn rather than taken from a font (many fonts lack the media glyphs and
    show an empty box): a triangle pointing the way, with a bar at the end for the first and last move."""
    pixmap = QPixmap(int(side * dpr), int(side * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    s = float(side)
    back = which in ("first", "prev")
    ends = which in ("first", "last")
    # The triangle (tip and base x); a first or last move also gets a bar where the moves end.
    tip, base = (0.22, 0.78) if not ends else (0.36, 0.82)
    if not back:
        tip, base = 1 - tip, 1 - base
    if ends:
        painter.drawRect(QRectF((0.16 if back else 0.71) * s, 0.2 * s, 0.13 * s, 0.6 * s))
    path = QPainterPath()
    path.moveTo(tip * s, 0.5 * s)
    path.lineTo(base * s, 0.2 * s)
    path.lineTo(base * s, 0.8 * s)
    path.closeSubpath()
    painter.drawPath(path)
    painter.end()
    return QIcon(pixmap)


def step_buttons(owner: QWidget, row: QHBoxLayout, on_step: Callable[[str], None], width: int) -> dict[str, QPushButton]:
    """The four replay steps as icon buttons added to ``row`` (first, previous, next, last move), each named
    by its tooltip; a click calls ``on_step`` with its step. Shared by the replay bar and the log's row."""
    ink = owner.palette().color(QPalette.ButtonText)
    app = QApplication.instance()
    dpr = app.devicePixelRatio() if isinstance(app, QApplication) else 1.0
    buttons = {}
    for step, tip in REPLAY_STEPS:
        b = QPushButton()
        b.setIcon(step_icon(step, ink, 16, dpr))
        b.setIconSize(QSize(16, 16))
        b.setToolTip(_(tip))
        b.setAccessibleName(_(tip))
        b.setFixedWidth(width)
        b.clicked.connect(lambda _=False, s=step: on_step(s))
        row.addWidget(b)
        buttons[step] = b
    return buttons


class ReplayBar(QWidget):
    moved = Signal(int)
    leave = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.slider = QSlider(Qt.Horizontal)
        self.label = QLabel()
        box = QHBoxLayout(self)
        box.setContentsMargins(6, 2, 6, 2)
        self.buttons = step_buttons(self, box, self.step, 36)
        box.addWidget(self.slider, 1)
        box.addWidget(self.label)
        back = QPushButton(_("Back to the game"))
        back.clicked.connect(self.leave)
        box.addWidget(back)
        self.slider.valueChanged.connect(self._changed)

    def set_range(self, total: int, index: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.label.setText(self.where(index, total))

    @staticmethod
    def where(index: int, total: int) -> str:
        # TRANSLATORS: the replay bar: the board shown is the one after move {index} of the game's {total}
        return _("move {index} of {total}").format(index=index, total=total)

    def step(self, which: str) -> None:
        v, hi = self.slider.value(), self.slider.maximum()
        self.slider.setValue({"first": 0, "prev": v - 1, "next": v + 1, "last": hi}[which])

    def _changed(self, value: int) -> None:
        self.label.setText(self.where(value, self.slider.maximum()))
        self.moved.emit(value)


class TableWidget(QWidget):
    banner_dismissed = Signal()

    def __init__(self, scene: BoardScene | None = None) -> None:
        super().__init__()
        self.view = BoardView(scene)
        self.cover = Cover()
        self.replay = ReplayBar()
        self.replay.hide()
        from fairtable.ui.tutorial import TutorialCard

        self.tutorial_card = TutorialCard()  # Learn to play: the step, over the board (hidden in other games)
        self.tutorial_card.hide()
        self.stack = QStackedLayout()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.cover)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tutorial_card)
        box.addLayout(self.stack, 1)
        box.addWidget(self.replay)
        self.banner = Banner(self.view.viewport())
        self.bubble = Bubble(self.view.viewport())
        self.view.magnifier.obstacles = lambda: [w for w in (self.banner, self.bubble) if w.isVisible()]
        self.view.pressed.connect(self._board_pressed)
        self.view.resized.connect(self._place_overlays)
        self.banner.dismissed.connect(self.banner_dismissed)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().height() != event.size().height():
            self.tutorial_card.set_room(event.size().height())

    def _board_pressed(self) -> None:
        if self.banner.isVisible():
            self.banner.hide()
            self.banner_dismissed.emit()

    def _place_overlays(self) -> None:
        if self.banner.isVisible():
            self.banner.place()

    def show_banner(self, text: str, rule: bool = False) -> None:
        self.banner.show_text(text, rule)

    def show_refusal(self, reason: str, scene_point: QPointF, rule: bool = False) -> None:
        """The reason at the drop point (the middle of the board when the point is unknown)."""
        if scene_point.isNull():
            point = self.view.viewport().rect().center()
        else:
            point = self.view.mapFromScene(scene_point)
        self.bubble.show_at(reason, point, rule)

    def set_text_scale(self, scale: float) -> None:
        """View > Text size: the cover, the banner and the refusal bubble (the rest follows the window's font)."""
        self.cover.set_text_scale(scale)
        self.tutorial_card.set_text_scale(scale)
        self.banner.setStyleSheet(BANNER_STYLE.format(px=round(20 * scale)))
        self.bubble.setStyleSheet(BUBBLE_STYLE.format(px=round(13 * scale)))
        self.bubble.setMaximumWidth(round(340 * scale))

    def set_cover(self, name: str) -> None:
        """Show the cover for ``name`` ("" takes it down). Its button takes the keyboard (Enter or Space
        shows the table), and the board takes it back after."""
        if name:
            self.cover.show_for(name)
            self.stack.setCurrentWidget(self.cover)
            self.cover.button.setFocus()
        elif self.stack.currentWidget() is self.cover:
            focus = QApplication.focusWidget()
            was_here = focus is None or focus is self.cover.button
            self.stack.setCurrentWidget(self.view)
            if was_here:
                self.view.setFocus()
