"""Bots think on a worker thread so the table never freezes."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot


class _Worker(QObject):
    done = Signal(int, object, float)  # token, action (or an exception), seconds
    request = Signal(int, object, object, object, int)  # token, bot, game, state, seat

    def __init__(self) -> None:
        super().__init__()
        self.request.connect(self.think)

    @Slot(int, object, object, object, int)
    def think(self, token: int, bot: Any, game: Any, state: Any, seat: int) -> None:
        t0 = time.perf_counter()
        try:
            action = bot.decide(game, state, seat)
        except Exception as exc:  # handed back to the main thread, which logs it politely
            action = exc
        self.done.emit(token, action, time.perf_counter() - t0)


class BotRunner(QObject):
    """Ask for a bot's decision; ``decided(token, action, seconds)`` arrives on the main thread."""

    decided = Signal(int, object, float)

    def __init__(self) -> None:
        super().__init__()
        self.thread = QThread()
        self.thread.setObjectName("fairtable-bots")
        self.worker = _Worker()
        self.worker.moveToThread(self.thread)
        self.worker.done.connect(self.decided)
        self.thread.start()
        self.token = 0

    def ask(self, bot: Any, game: Any, state: Any, seat: int) -> int:
        self.token += 1
        self.worker.request.emit(self.token, bot, game, state, seat)
        return self.token

    def cancel(self) -> None:
        """Forget any pending answer (after undo, a new game ...)."""
        self.token += 1

    def stop(self) -> None:
        self.thread.quit()
        self.thread.wait(3000)
