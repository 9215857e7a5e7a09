"""What every bot is, and how one is made by its level name."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, SetupError
from fairtable.engine.record import BOT_LEVEL_NAMES, known_level
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState
from fairtable.i18n import _, series


class Bot(ABC):
    """A player that chooses actions from what its seat may see.

    ``decide`` is the entry point: it asks the title for the seat's observation (hidden parts resampled,
    PRNG reseeded from the bot's own generator) and hands only that to :meth:`choose`.
    """

    level = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def decide(self, game: Game, state: BaseState, player: int) -> Action:
        observation = game.observe(state, player, self.rng.fork())
        return self.choose(game, observation, player)

    @abstractmethod
    def choose(self, game: Game, observation: BaseState, player: int) -> Action:
        """A legal action for ``player`` in ``observation``."""


BOT_LEVELS: dict[str, str] = {
    "random": "fairtable.bots.random:RandomBot",
    "greedy": "fairtable.bots.greedy:GreedyBot",
    "thinker": "fairtable.bots.thinker:ThinkerBot",
}

LEVEL_NAMES = BOT_LEVEL_NAMES  # the names the app shows (through _()); records may name a level by either


def canonical_level(level: str) -> str:
    """The level id for a level id or the name the app shows ("Normal" -> "greedy"); unknown names are
    returned lower-cased, for :func:`make_bot` to refuse."""
    return known_level(level) or level.strip().lower()


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot by level id or shown name; ``options`` go to its constructor (the Thinker's budget)."""
    import importlib

    target = BOT_LEVELS.get(canonical_level(level))
    if target is None:
        known = series(f"{k} ({_(LEVEL_NAMES.get(k, k))})" for k in BOT_LEVELS)
        raise SetupError(_("Unknown bot '{level}' (known: {known})").format(level=level, known=known))
    module_name, _sep, attr = target.partition(":")
    cls = getattr(importlib.import_module(module_name), attr)
    return cls(seed, **options)


def level_name(level: str) -> str:
    """The name a player reads for a bot level id or name ("greedy" -> "Normal"), in their language."""
    key = canonical_level(level)
    return _(LEVEL_NAMES[key]) if key in LEVEL_NAMES else level
