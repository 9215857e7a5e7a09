"""The baseline: a uniform choice among the legal actions, from the bot's own seeded generator."""

from __future__ import annotations

from fairtable.bots.base import Bot
from fairtable.engine.actions import Action
from fairtable.engine.game import Game
from fairtable.engine.state import BaseState


class RandomBot(Bot):
    level = "random"

    def choose(self, game: Game, observation: BaseState, player: int) -> Action:
        actions = game.legal_actions(observation)
        if not actions:
            raise RuntimeError(f"{game.info.name}: no legal action for seat {player}")
        return self.rng.choice(actions)
