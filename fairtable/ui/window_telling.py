"""What the window tells the player, the main window's side: the status bar (a refusal held there while it is
read), a question before a move a player may regret, who is thinking, the final scores, and the window
called to the front when another fairtable hands it the game."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from fairtable.i18n import _, ngettext

if TYPE_CHECKING:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel, QStackedWidget, QStatusBar

    from fairtable.ui.dialogs.scores import ScoresDialog
    from fairtable.ui.menus import Menus
    from fairtable.ui.panels.players import PlayersPanel
    from fairtable.ui.settings import Settings
    from fairtable.ui.sound import TableSounds
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.table_widget import TableWidget

REFUSAL_HOLD_S = 3.0  # a refusal is not overwritten by the bots' moves for this long


class Telling:
    """A mixin of the main window (a QMainWindow): its status bar, panels, settings and menus are the window's."""

    if TYPE_CHECKING:
        controller: TableController | None
        table: TableWidget
        pages: QStackedWidget
        players: PlayersPanel
        menus: Menus
        settings: Settings
        thinking_label: QLabel
        table_sounds: TableSounds
        last_scores: ScoresDialog | None
        _refusal_until: float

        def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)
        def font(self) -> QFont: ...
        def isMinimized(self) -> bool: ...  # noqa: N802
        def showNormal(self) -> None: ...  # noqa: N802
        def raise_(self) -> None: ...
        def activateWindow(self) -> None: ...  # noqa: N802
        def _refresh_panels(self) -> None: ...

    def bring_forward(self) -> None:
        """Another fairtable was asked to continue the game at this table, and the player chose to come here:
        the window comes up from the task bar, to the front (where the window manager lets it) or flashes."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)
        self.show_status(_("This game was asked for in another fairtable window: it is played here"))

    def show_status(self, text: str) -> None:
        if time.monotonic() < self._refusal_until:
            return  # a refusal is being read: the bots' lines are in the log meanwhile
        self.statusBar().showMessage(text)

    def _refused(self, reason: str, point) -> None:  # type: ignore[no-untyped-def]
        self._refusal_until = 0.0
        self.statusBar().showMessage(reason)
        self._refusal_until = time.monotonic() + REFUSAL_HOLD_S
        if self.pages.currentWidget() is self.table:
            c = self.controller
            self.table.show_refusal(reason, point, bool(c is not None and c.refused_rule))

    def _confirm(self, question: str) -> bool:
        """Ask once before a move a player may regret; "Don't ask again" turns the questions off."""
        from PySide6.QtWidgets import QCheckBox

        box = QMessageBox(QMessageBox.Question, _("Are you sure?"), question, QMessageBox.Yes | QMessageBox.No, self)
        box.setTextFormat(Qt.PlainText)
        box.setDefaultButton(QMessageBox.No)
        again = QCheckBox(_("Don't ask again"))
        box.setCheckBox(again)
        answer = box.exec() == QMessageBox.Yes
        if again.isChecked():
            self.set_confirming(False)
        return answer

    def set_confirming(self, on: bool) -> None:
        self.settings.setValue("table/confirm", on)
        self.menus.act_confirm.setChecked(on)
        if self.controller is not None:
            self.controller.confirming = on

    def _thinking(self, seat: int, on: bool) -> None:
        c = self.controller
        self.players.thinking = seat if on else None
        name = c.match.names[seat] if c is not None and seat < len(c.match.seats) else ""
        self.thinking_label.setText(_("{name} is thinking\u2026").format(name=name) if on else "")
        if c is not None:
            self._refresh_panels()

    def keep_played(self, c: TableController) -> None:
        from fairtable import played

        try:
            told = played.record_match(c.match)
        except played.PlayedError as exc:
            told = str(exc)
        if told:
            self.show_status(told)

    def _game_over(self, opened: bool = False) -> None:
        """The game ended at this table (``opened``: a finished game was opened): the final scores, and the
        game kept in the record of games played (not a tutorial, nor a game only opened)."""
        c = self.controller
        if c is None:
            return
        from fairtable.i18n import listing
        from fairtable.ui.dialogs.scores import ScoresDialog

        self._refresh_panels()
        result = c.match.result()
        winners = listing(c.match.names[i] for i in result.winners if i < len(c.match.seats))
        # The last move's line ("Chloe rolls the dice") is not what a finished game's status bar says.
        self._refusal_until = 0.0
        self.statusBar().showMessage(ngettext("The game is over: {names} wins", "The game is over: {names} win",
                                              len(result.winners)).format(names=winners))
        from fairtable.ui.dialogs.score_charts import score_curve

        match = c.match
        self.last_scores = ScoresDialog(
            result, match.seats, _(match.game.info.name), self,
            lambda points: match.game.presentation.points_text(points, unit=False),
            curve=score_curve(match.game, match.states[0], match.actions),
        )
        self.last_scores.setModal(False)
        self.last_scores.setFont(self.font())
        self.last_scores.show()
        if not opened:
            self.table_sounds.game_over()
        if not opened and not c.match.tutorial:
            self.keep_played(c)  # after the scores' line: a line about the record, if any, is the newer
