"""The Hint: the move a Normal bot would make for the seat to act, and why, in words built from the bot's own
planning (``TurnPlanner``'s plans, valued by the title's estimate), never written per move.

The hint sees only what the seat may see: it plans on the seat's observation (hidden parts resampled). Its
reasons describe only what the seat's own moves settle before anything is revealed (the plan's steps up to the
first that reveals: a roll, a draw), read off the states as the title's ``Strategy.reasons`` compares them, so a
sampled card or die never shows in the words."""

from __future__ import annotations

from dataclasses import dataclass, field

from fairtable.bots.greedy import planner_for
from fairtable.bots.search import reseeded
from fairtable.engine.actions import Action
from fairtable.engine.game import Game
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

HINT_LEVEL = "greedy"  # a hint is what a Normal bot would play


@dataclass
class Hint:
    action: Action
    #: The words of why: what the move (and the rest of the turn planned with it) brings, as the bot reckons.
    reasons: list[str] = field(default_factory=list)
    #: The rest of the turn the bot planned after this move (its log lines), up to the first that reveals.
    then: list[str] = field(default_factory=list)


def hint_for(game: Game, state: BaseState, player: int, seed: int, names: list[str]) -> Hint:
    """What a Normal bot would play for ``player`` now, with its reasons."""
    rng = Rng(seed)
    observation = game.observe(state, player, rng.fork())
    legal = game.legal_actions(observation)
    if len(legal) == 1:
        return Hint(legal[0])
    planning = reseeded(observation, rng.fork())
    plans = planner_for(game).plans(game, planning, player, rng.fork(), legal, game.strategy.level_heuristic(HINT_LEVEL))
    best = plans[0]
    # Walk the plan on the observation until the first step that reveals anything: what comes before is settled
    # by the seat's own hand, the same in every world the seat may be in.
    here, settled, then = observation, [], []
    for k, action in enumerate(best.actions):
        if game.check(here, action) is not None:
            break
        after = game.apply(here, action)
        if game.reveals(here, action, after):
            if k > 0:
                then.append(game.presentation.describe(here, action, names))
            break
        if k > 0:
            then.append(game.presentation.describe(here, action, names))
        settled.append(action)
        here = after
    reasons = game.strategy.reasons(observation, here, player) if settled else []
    return Hint(best.actions[0], reasons, then)

