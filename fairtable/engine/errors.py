"""The errors a person can cause, each carrying one line for them. Kept free of heavy imports so the
command line can catch them without loading the engine."""

from __future__ import annotations


class IllegalAction(Exception):
    """Raised by ``Game.apply`` when ``Game.check`` gives a reason."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A game cannot be set up as asked (player count, options). The message is one line for a person."""


class BadAction(ValueError):
    """Data that does not describe an action of this title: ``game`` (its name) and ``problem`` (what is
    wrong) let a record's message say it in one sentence of its own."""

    def __init__(self, message: str, game: str = "", problem: str = "") -> None:
        super().__init__(message)
        self.game = game
        self.problem = problem or message


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one line for a person."""


class EndlessGame(RuntimeError):
    """A headless game (self-play, the arena) that has not ended after the cap on actions. Made by
    :meth:`after`; it carries only its message, so it crosses from the arena's worker processes intact."""

    @classmethod
    def after(cls, name: str, seed: int, cap: int) -> EndlessGame:
        from fairtable.i18n import _, number

        return cls(_("{game}, seed {seed}: unfinished, no end after {n} actions (with no round limit a game can go on for ever)")
                   .format(game=_(name), seed=seed, n=number(cap)))
