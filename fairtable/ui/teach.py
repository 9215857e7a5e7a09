"""Teach as I play: the first time a rule comes up in a game (the first crowd, the first rent, the first
income phase, the first leftover die ...), a small card over the board says it in the rulebook's words, with a
link to its section of the rules. Each card shows once for this player and title, never again unless Help >
Show the rule cards again resets them; Help > Teach as I play turns the cards off. The rules are each title's
``presentation.lessons``: a rule comes up when the game tells an event of its kind.

The card lies over the board's corner (it moves nothing under the pointer) and takes no part in the game: the
game goes on under it. Its words are the rule's, never a seat's secret: only events told to everyone count."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fairtable.i18n import _

if TYPE_CHECKING:
    from fairtable.engine.presentation import Lesson
    from fairtable.ui.table.controller import TableController

LESSON_STYLE = ("QFrame#lesson {background:#fffdf3; border:2px solid #2f6fce; border-radius:8px;}"
                "QLabel {color:#1d2a3a; background:transparent;}")


class LessonCard(QFrame):
    """The card over the board's top right corner: the rule's title and words, Rule and Got it."""

    rule_pressed = Signal()
    done = Signal()

    WIDTH_CHARS = 38  # the card's width in average characters of its font

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson")
        self.setStyleSheet(LESSON_STYLE)
        self.setAccessibleName(_("A rule of the game"))
        self.title = QLabel()
        self.title.setTextFormat(Qt.PlainText)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setTextFormat(Qt.PlainText)
        self.text.setWordWrap(True)
        # TRANSLATORS: a rule card's button: the section of the rules it comes from
        self.rule = QPushButton(_("Rule"))
        self.rule.clicked.connect(self.rule_pressed)
        # TRANSLATORS: a rule card's button: the player has read it
        self.ok = QPushButton(_("Got it"))
        self.ok.clicked.connect(self.done)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.rule)
        buttons.addWidget(self.ok)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.addWidget(self.title)
        box.addWidget(self.text)
        box.addLayout(buttons)
        self.hide()

    def set_text_scale(self, scale: float) -> None:
        """View > Text size (the card's style sheet keeps the window's font from reaching it by itself)."""
        from fairtable.ui.text_size import set_scaled_fonts

        set_scaled_fonts(scale, [self, self.text, self.rule, self.ok], [self.title])
        if self.isVisible():
            self.place()

    def show_lesson(self, title: str, text: str, rule: bool) -> None:
        self.title.setText(title)
        self.text.setText(text)
        self.rule.setVisible(rule)
        self.setAccessibleDescription(f"{title}. {text}")
        self.place()
        self.show()
        self.raise_()

    #: The corner of the board it lies in: "right" (first) or "left" (when the keyboard's ring is under it).
    side = "right"

    def place(self) -> None:
        """In a top corner of the board, never wider than the board, as tall as its words."""
        area = self.parentWidget().rect()
        width = max(160, min(area.width() - 16, self.fontMetrics().averageCharWidth() * self.WIDTH_CHARS))
        self.setFixedWidth(width)
        layout = self.layout()
        layout.activate()
        whole = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
        self.setFixedHeight(min(whole, max(80, area.height() - 16)))
        self.move(area.right() - width - 8 if self.side == "right" else 8, 8)


def seen_lessons(settings, game_id: str) -> set[str]:  # type: ignore[no-untyped-def]
    """The rules already shown to this player for ``game_id`` (settings.ini, teach/seen)."""
    seen = settings.value("teach/seen") or {}
    kinds = seen.get(game_id) if isinstance(seen, dict) else None
    return {k for k in kinds if isinstance(k, str)} if isinstance(kinds, list) else set()


def mark_seen(settings, game_id: str, kind: str) -> None:  # type: ignore[no-untyped-def]
    seen = dict(settings.value("teach/seen") or {})
    kinds = sorted(seen_lessons(settings, game_id) | {kind})
    seen[game_id] = kinds
    settings.setValue("teach/seen", seen)


class Teacher(QObject):
    """Watches the game at the table for a rule coming up the first time, and shows its card."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.window = window
        self.card = LessonCard(window.table.view.viewport())
        self.card.done.connect(self.next)
        self.card.rule_pressed.connect(self.rule)
        window.table.view.resized.connect(lambda: self.card.place() if self.card.isVisible() else None)
        window.keys.described.connect(lambda _words: self.clear_ring())
        self.controller: TableController | None = None
        self.upto = 0  # the moves already looked at
        self.queue: list[Lesson] = []
        self.shown: Lesson | None = None

    @property
    def on(self) -> bool:
        return bool(self.window.settings.value("teach/on"))

    def attach(self, controller: TableController | None) -> None:
        """A game at the table (None: none). A tutorial teaches by itself; a game resumed is looked at from
        its next move on."""
        if self.controller is not None:
            try:
                self.controller.changed.disconnect(self.look)
            except (RuntimeError, TypeError):
                pass
        self.controller = controller if controller is not None and not controller.match.tutorial else None
        self.queue, self.shown = [], None
        self.card.hide()
        if self.controller is not None:
            self.upto = len(self.controller.match.steps)
            self.controller.changed.connect(self.look)

    def look(self) -> None:
        c = self.controller
        if c is None or c.closed:
            return
        steps = c.match.steps
        if len(steps) < self.upto:  # moves taken back
            self.upto = len(steps)
            return
        if not self.on:
            self.upto = len(steps)
            return
        game_id = c.game.info.id
        lessons = {lesson.kind: lesson for lesson in c.game.presentation.lessons}
        seen = seen_lessons(self.window.settings, game_id) | {lesson.kind for lesson in self.queue}
        if self.shown is not None:
            seen.add(self.shown.kind)
        for step in steps[self.upto:]:
            for event in step.events:
                lesson = lessons.get(event.kind)
                if lesson is not None and event.text and lesson.kind not in seen:
                    self.queue.append(lesson)
                    seen.add(lesson.kind)
        self.upto = len(steps)
        if self.shown is None:
            self.next()

    def clear_ring(self) -> None:
        """The keyboard's ring (or the place it aims at) went under the card: the card goes to the other top
        corner, so the piece and its place are seen."""
        if not self.card.isVisible():
            return
        keys, view = self.window.keys, self.window.table.view
        for rect in (keys.ring_rect(), keys.target_rect()):
            if rect is not None and view.mapFromScene(rect).boundingRect().intersects(self.card.geometry()):
                self.card.side = "left" if self.card.side == "right" else "right"
                self.card.place()
                return

    def next(self) -> None:
        """Take the card down (Got it) and show the next rule waiting, if any."""
        c = self.controller
        self.shown = None
        self.card.hide()
        if c is None or not self.queue:
            return
        lesson = self.queue.pop(0)
        self.shown = lesson
        mark_seen(self.window.settings, c.game.info.id, lesson.kind)
        self.card.show_lesson(_(lesson.title), _(lesson.text), bool(lesson.rule))
        self.window.access.announcer.say(self.card.accessibleDescription())  # a rule's card, said once

    def rule(self) -> None:
        if self.shown is not None and self.shown.rule:
            self.window.tutorials.open_rule(_(self.shown.rule))


def reset_lessons(settings) -> None:  # type: ignore[no-untyped-def]
    """Help > Show the rule cards again."""
    settings.setValue("teach/seen", {})
