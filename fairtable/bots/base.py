"""What every bot is, and how one is made by its level name."""

from __future__ import annotations

from abc import ABC, abstractmethod

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, SetupError
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState


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
}

LEVEL_NAMES = {"random": "Random"}


def make_bot(level: str, seed: int = 0) -> Bot:
    import importlib

    target = BOT_LEVELS.get(level.lower())
    if target is None:
        raise SetupError(f"Unknown bot '{level}' (known: {', '.join(BOT_LEVELS)})")
    module_name, _, attr = target.partition(":")
    cls = getattr(importlib.import_module(module_name), attr)
    return cls(seed)
