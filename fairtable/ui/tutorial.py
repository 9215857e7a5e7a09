"""Learn to play at the table: the tutorial card over the board, and the window's side of it (starting a
title's tutorial, showing its card whenever a tutorial's game is at the table). Light: the tutorial itself
(``fairtable.ui.tutorial_table``) is imported when one starts, so the first window shows as quickly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout

from fairtable.i18n import _

if TYPE_CHECKING:
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.tutorial_table import TutorialTable

CARD_STYLE = "QFrame#tutorial {background:#fff8e1; border:2px solid #c98a1b; border-radius:8px;} QLabel {color:#2b2000;}"


class TutorialCard(QFrame):
    """The step: where it stands and its title, its text (scrolled when long: the card's height never
    changes from step to step, so the board under it never moves), and Next, Rule and Leave."""

    next_pressed = Signal()
    rule_pressed = Signal()
    leave_pressed = Signal()
    real_game_pressed = Signal()
    said = Signal(str)  # a new step's words, or a nudge: for a screen reader to announce

    LINES = 5  # the text's lines the card always has room for

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("tutorial")
        self.setStyleSheet(CARD_STYLE)
        self.setAccessibleName(_("Tutorial"))
        self.heading = QLabel()  # where the tutorial stands ("Step 3 of 42")
        self.heading.setTextFormat(Qt.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel()  # the step's title in bold, then its words; they scroll together
        self.text.setTextFormat(Qt.RichText)
        self.text.setWordWrap(True)
        self.shown = ""  # the step's title and words as plain text
        self.text.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.text.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.text)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("background: transparent;")
        # TRANSLATORS: the tutorial card's button: go on to the next step
        self.next = QPushButton(_("&Next"))
        self.next.clicked.connect(self.next_pressed)
        # TRANSLATORS: the tutorial card's button: the section of the rules behind this step
        self.rule = QPushButton(_("R&ule"))
        self.rule.clicked.connect(self.rule_pressed)
        # TRANSLATORS: the tutorial card's button at the end: a game of one's own against Normal bots
        self.real_game = QPushButton(_("Play a real game"))
        self.real_game.clicked.connect(self.real_game_pressed)
        # TRANSLATORS: the tutorial card's button: stop the tutorial (it is kept; Continue resumes it)
        self.leave = QPushButton(_("Leave the tutorial"))
        self.leave.clicked.connect(self.leave_pressed)
        # Where it stands and the buttons in one row, the step under them across the card: the card is as low
        # as it can be, and a long language's words never make the window wider.
        self.heading.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        for b in (self.next, self.real_game, self.rule, self.leave):
            b.setFocusPolicy(Qt.TabFocus)
            top.addWidget(b, 0, Qt.AlignTop)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.setSpacing(4)
        box.addLayout(top)
        box.addWidget(self.scroll, 1)
        self.fit_height()

    #: The share of the table's height the card may take (the board keeps the rest).
    SHARE = 0.3

    def set_room(self, height: int) -> None:
        """The table's height: the card takes no more than its share of it."""
        self.room = height
        self.fit_height()

    def fit_height(self) -> None:
        """Room for the heading and up to LINES lines of text at the present font (fewer in a low window: the
        text scrolls), the same for every step: the height follows the font and the window, never the step."""
        line = QFontMetrics(self.text.font()).lineSpacing()
        top = max(b.sizeHint().height() for b in (self.next, self.rule, self.leave))
        top = max(top, QFontMetrics(self.heading.font()).lineSpacing())
        most = int(getattr(self, "room", 0) * self.SHARE)
        lines = self.LINES
        while lines > 2 and most and top + line * lines + 24 > most:
            lines -= 1
        self.setFixedHeight(top + line * lines + 24)

    def set_text_scale(self, scale: float) -> None:
        """View > Text size (the card's style sheet keeps the window's font from reaching it by itself)."""
        from fairtable.ui.text_size import set_scaled_fonts

        set_scaled_fonts(scale, [self, self.text, self.next, self.rule, self.real_game, self.leave], [self.heading])
        self.fit_height()

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.fit_height()

    def show_step(self, heading: str, title: str, text: str, reading: bool, rule: bool, finished: bool) -> None:
        new = (heading, title, text) != getattr(self, "_step", None)
        if new:
            self._step = (heading, title, text)
            self.nudge = ""  # a new step: the last step's nudge is gone
        self.heading.setText(heading)
        self.shown = f"{title}\n{text}" if title else text
        self._render()
        self.next.setVisible(reading and not finished)
        self.next.setDefault(reading)
        self.real_game.setVisible(finished)
        self.rule.setEnabled(rule)
        self.setAccessibleDescription(f"{heading}. {title}. {text}" if title else f"{heading}. {text}")
        if new:
            self.said.emit(self.accessibleDescription())

    def show_nudge(self, nudge: str) -> None:
        """A move that is not the lesson: the step's nudge, in red above its words (on the card, not over the
        board, where it would cover the very piece it asks for), until the step changes."""
        self.nudge = nudge
        self._render()
        if nudge:
            self.said.emit(nudge)

    def _render(self) -> None:
        from html import escape

        heading, title, text = self._step
        body = escape(text).replace("\n", "<br>")
        words = f"<b>{escape(title)}</b><br>{body}" if title else body
        if getattr(self, "nudge", ""):
            words = f'<p style="color:#b00020; margin:0"><b>{escape(self.nudge)}</b></p>{words}'
        self.text.setText(words)
        self.scroll.verticalScrollBar().setValue(0)


class Tutorials(QObject):
    """The window's side of Learn to play: starts a title's tutorial, puts it on the table whenever a
    tutorial's game is shown (a new one, or one resumed from the Continue list), and takes it down."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.window = window
        self.card: TutorialCard = window.table.tutorial_card
        self.table: TutorialTable | None = None
        self.card.leave_pressed.connect(self.leave)
        self.card.real_game_pressed.connect(self.real_game)
        self.card.said.connect(lambda words: window.access.announcer.say(words))  # Next's step, a nudge

    def start(self, game_id: str) -> bool:
        """Learn to play ``game_id``: its tutorial in the language spoken (English where it has none)."""
        from fairtable.engine.registry import get_game
        from fairtable.i18n import language
        from fairtable.resources import DataFileError
        from fairtable.tutorial.script import load_script

        w = self.window
        here = w.controller.match if w.controller is not None else None
        if here is not None and here.tutorial == game_id and not here.is_over():
            w.show_status(_("This tutorial is at the table already"))
            return True
        earlier = [g for g in w.files.other_games() if g.tutorial == game_id and g.game == game_id]
        if earlier:
            again = self.ask_resume()
            if again is None:
                return False
            if not again:
                return w.files.continue_game(earlier[0].path)
            from fairtable import saves

            for old in earlier:  # the player asked to start again: the tutorial left unfinished goes
                saves.delete(old)
        if not w.files.may_replace():
            return False
        from fairtable.ui.tutorial_table import tutorial_match

        try:
            script = load_script(get_game(game_id), language())
            match = tutorial_match(script)
        except DataFileError as exc:
            w._data_file_damaged(exc)
            return False
        if not w.start(match):
            return False
        w.session.autosave_in(None)
        return True

    def ask_resume(self) -> bool | None:
        """A tutorial of this title was left unfinished: False continues it, True starts it again, None: neither."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Question, _("Learn to play"),
                          _("You left this tutorial unfinished. Continue where you left off, or start it again?"),
                          parent=self.window)
        go_on = box.addButton(_("Continue"), QMessageBox.AcceptRole)
        # TRANSLATORS: a tutorial left unfinished: begin it again from its first step
        again = box.addButton(_("Start again"), QMessageBox.DestructiveRole)
        box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(go_on)
        box.exec()
        return False if box.clickedButton() is go_on else True if box.clickedButton() is again else None

    def shown(self, controller: TableController) -> None:
        """A game came to the table: a tutorial's gets its card and its guide; any other none."""
        from fairtable.i18n import language
        from fairtable.resources import DataFileError
        from fairtable.tutorial.script import load_script
        from fairtable.ui.tutorial_table import TutorialTable

        self.take_down()
        match = controller.match
        if not match.tutorial or match.tutorial != match.game.info.id:
            return
        try:
            script = load_script(match.game, language())
        except DataFileError as exc:
            self.window.show_status(str(exc))
            return
        self.table = TutorialTable(script, controller, self.card, self.open_rule, self.window.actions_panel.mark)
        self.card.show()
        self.table.update()

    def take_down(self) -> None:
        if self.table is not None:
            self.table.close()
            self.table = None
        self.card.hide()

    def leave(self) -> None:
        """Leave the tutorial: back to the welcome page; the game stays in the Continue list."""
        self.window.close_game()

    def real_game(self) -> None:
        """The tutorial is over: the new-game dialog, set for this title with the learner against Normal bots."""
        if self.table is None:
            return
        script = self.table.script
        seats = [{"level": None if i == script.learner else "greedy"} for i in range(script.seats)]
        self.window.new_game(script.game.info.id, {"game": script.game.info.id, "players": script.seats,
                                                   "seats": seats})

    def open_rule(self, heading: str) -> None:
        """The rules, at the section whose heading holds ``heading`` (else the words searched for)."""
        dialog = self.window.menus.rules_dialog()
        if dialog is None:
            return
        dialog.show_heading(heading)
        dialog.exec()
