"""Greedy ("Normal"): the best whole turn by the title's heuristic, planned at the turn's first decision.

Each decision asks :class:`~fairtable.bots.search.TurnPlanner` for the runs of actions that finish this
seat's turn (or end at a reveal) and follows the best one. The rest of the plan is kept and played out at
the next decisions of the same turn, as long as the position still offers exactly the legal actions the
plan expected there; anything else (a reveal, an undo, another seat acting in between) plans afresh. A
decision with a single legal action is answered at once.

The bot reseeds its observation's PRNG from its own generator, so what it does depends only on what its
seat may know and on its seed.
"""

from __future__ import annotations

from collections.abc import Hashable

from fairtable.bots.base import Bot
from fairtable.bots.search import Plan, TurnPlanner, reseeded
from fairtable.engine.actions import Action
from fairtable.engine.game import Game
from fairtable.engine.state import BaseState


def planner_for(game: Game) -> TurnPlanner:
    """The planner with the title's beam width and node budget (its ``Strategy``; docs/bots.md)."""
    return TurnPlanner(width=game.strategy.planner_width, max_nodes=game.strategy.planner_nodes)


class PlanFollower:
    """Keeps the rest of a turn's plan and hands out its next step while the position matches it."""

    def __init__(self) -> None:
        self.turn: Hashable = None
        self.player = -1
        self.steps: list[tuple[Action, tuple[Action, ...]]] = []

    def keep(self, game: Game, state: BaseState, player: int, plan: Plan) -> None:
        self.turn = game.turn_id(state)
        self.player = player
        self.steps = list(zip(plan.actions[1:], plan.fingerprints[1:], strict=True))

    def next(self, game: Game, state: BaseState, player: int, legal: list[Action]) -> Action | None:
        if not self.steps:
            return None
        if player != self.player or game.turn_id(state) != self.turn:
            self.steps = []
            return None
        action, expected = self.steps.pop(0)
        if tuple(legal) != expected:
            self.steps = []
            return None
        return action

    def clear(self) -> None:
        self.steps = []


class GreedyBot(Bot):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.follower = PlanFollower()

    def choose(self, game: Game, observation: BaseState, player: int) -> Action:
        legal = game.legal_actions(observation)
        if not legal:
            raise RuntimeError(f"{game.info.name}: no legal action for seat {player}")
        planned = self.follower.next(game, observation, player, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.fork()
        state = reseeded(observation, seed)
        plans = planner_for(game).plans(game, state, player, seed ^ 0x9E37, legal, game.strategy.level_heuristic(self.level))
        best = plans[0]
        self.follower.keep(game, observation, player, best)
        return best.actions[0]
