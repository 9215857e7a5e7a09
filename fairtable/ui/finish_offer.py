"""The offer made when nobody at the table is still in the game: every human seat is out (the festival game's
bankrupt players), only bots play on. Watching them to the end can take half an hour, so the table asks once a
game: finish it now (the bots play at once, this game only), watch them, or leave the game (it stays in the
Continue list, unfinished, and nothing of it is lost)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from fairtable.i18n import _, listing
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.ui.table.controller import TableController


def humans_out(c: TableController) -> list[int]:
    """The human seats of ``c``'s game when none of them is still in it (else [], as for a game of bots
    alone, or one that is over)."""
    match = c.match
    humans = [i for i in range(len(match.seats)) if not match.is_bot(i)]
    if not humans or match.is_over():
        return []
    still = set(match.game.still_in(match.state))
    return [] if still & set(humans) else humans


class FinishOffer(QObject):
    """Asks once a game, after the move that put the last human seat out, what the table does next."""

    def __init__(self, host: QWidget, leave: Callable[[], None]) -> None:
        super().__init__(host)
        self.host = host
        self.leave = leave  # takes the game from the table (Game > Close game)
        self.c: TableController | None = None
        self.asked = False

    def attach(self, c: TableController) -> None:
        self.c = c
        self.asked = bool(humans_out(c))  # a game opened with every human out already: they know
        c.changed.connect(self.check)

    def check(self) -> None:
        c = self.c
        if c is None or self.asked or not humans_out(c):
            return
        self.asked = True
        c.scheduler.paused = True  # the bots wait for the answer
        c.scheduler.cancel()
        QTimer.singleShot(0, self._ask)

    def _ask(self) -> None:
        c = self.c
        if c is None or c.scheduler.closed:
            return
        answer = self.question(listing(c.match.names[i] for i in humans_out(c)))
        if answer == "leave":
            self.leave()
            return
        if answer == "finish":
            c.scheduler.delay_ms = 0
            c.banner_ms = 0
            c.scene.animation_ms = 0
        c.scheduler.paused = False
        c.scheduler.schedule()

    def question(self, names: str) -> str:
        """"finish", "watch" or "leave", as the player answers."""
        # TRANSLATORS: {names} are the human players, all out of the game (bankrupt); only bots play on
        text = _("{names} can no longer play: only the bots play on. Finish the game now, with the bots playing "
                 "at once, watch them play, or leave the game? It stays in the Continue list.").format(names=names)
        box = QMessageBox(QMessageBox.Question, _("Only bots play on"), plain(text), QMessageBox.NoButton, self.host)
        finish = box.addButton(_("Finish now"), QMessageBox.AcceptRole)
        watch = box.addButton(_("Watch"), QMessageBox.RejectRole)
        leave = box.addButton(_("Leave the game"), QMessageBox.DestructiveRole)
        box.setDefaultButton(finish)
        box.setEscapeButton(watch)
        box.exec()
        return {finish: "finish", leave: "leave"}.get(box.clickedButton(), "watch")
