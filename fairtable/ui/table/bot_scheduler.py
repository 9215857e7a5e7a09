"""When the bots move: a bot to act is asked for its move (on the worker thread of
:mod:`fairtable.ui.table.bot_runner`), and the move decided is played once the bot speed's pause is over.

Every question carries a token. An answer whose token is no longer the one asked for is stale (an undo, a
replay, a pause, a new game came meanwhile) and is dropped; so is a decided move waiting out its pause when
anything happens before it is due. The table holds the bots back while it shows a replay or a banner
(``held``); a move decided meanwhile is played once it is let go (the table asks again with :meth:`schedule`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from fairtable.bots.base import Bot, make_bot
from fairtable.engine.actions import Action
from fairtable.engine.match import Match
from fairtable.ui.speeds import BOT_DELAYS_MS
from fairtable.ui.table.bot_runner import BotRunner


class BotScheduler(QObject):
    """The bots of one match: asks the one to act, plays its move with ``play`` when it is due."""

    thinking = Signal(int, bool)  # seat, thinking or not

    def __init__(self, match: Match, play: Callable[[Action], object], held: Callable[[], bool]) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self.play = play  # plays a decided move at the table
        self.held = held  # True while the table holds the bots back (a replay, a banner up)
        self.runner = BotRunner()
        self.runner.decided.connect(self.on_bot_decided)
        self.bots: dict[int, Bot] = {}
        for i, seat in enumerate(match.seats):
            if seat.kind == "bot":
                self.bots[i] = make_bot(seat.level or "random", seed=match.seed * 31 + i)
        self.delay_ms = BOT_DELAYS_MS["normal"]  # the bot speed's pause before a decided move is played
        self.paused = False
        self.closed = False
        self.pending: int | None = None  # the bot question out on the worker thread
        self.due: int | None = None  # the decided bot move waiting out the bot speed's delay

    def schedule(self) -> None:
        """Ask the bot to act, if a bot is to act and nothing holds it back."""
        cur = self.match.current_player()
        if cur is None or not self.match.is_bot(cur) or self.paused or self.held():
            return
        if self.pending is not None or self.due is not None:
            return
        self.thinking.emit(cur, True)
        self.pending = self.runner.ask(self.bots[cur], self.game, self.match.state.clone(), cur)

    def on_bot_decided(self, token: int, action: object, seconds: float) -> None:
        if token != self.pending:
            return  # a stale answer (undo, new game, pause)
        self.pending = None
        cur = self.match.current_player()
        if cur is not None:
            self.thinking.emit(cur, False)
        if isinstance(action, Exception):
            raise action
        delay = max(0, self.delay_ms - int(seconds * 1000))
        self.due = token
        if delay:
            QTimer.singleShot(delay, lambda a=action: self._play_bot(token, a))
        else:
            self._play_bot(token, action)  # type: ignore[arg-type]

    def _play_bot(self, token: int, action: Action) -> None:
        """Play a decided move once its delay is over, unless anything happened meanwhile (an undo, a
        replay, a pause, a new game, the window closed): then it is dropped."""
        if token != self.due or self.closed:
            return
        self.due = None
        if self.match.is_over() or self.match.current_player() != action.player or self.paused:
            return
        if self.held():
            return  # played again once the banner is down
        self.play(action)

    def cancel(self) -> None:
        """Forget the question out and the move waiting to be played."""
        if self.pending is not None:
            cur = self.match.current_player()
            if cur is not None:
                self.thinking.emit(cur, False)
        self.pending = None
        self.due = None
        self.runner.cancel()

    def stop(self) -> None:
        """Cancel, stop the worker thread and cut the runner's link to this object."""
        if self.closed:
            return
        self.closed = True
        self.cancel()
        self.runner.stop()
        try:
            self.runner.decided.disconnect(self.on_bot_decided)
        except (RuntimeError, TypeError):
            pass
