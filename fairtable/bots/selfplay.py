"""Headless play of whole games by bots: used by ``fairtable simulate``, the benchmarks and the tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fairtable.engine.actions import Action
from fairtable.engine.errors import EndlessGame
from fairtable.engine.game import Game, Result
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

# A runaway game is a bug, but it must end a simulation rather than hang it.
MAX_ACTIONS = 100_000

# A game that takes LIMIT_TIMES as many actions per seat as the title's longest normal game
# (``Strategy.actions_per_seat``) has gone astray: self-play and the arena stop it there, in seconds, rather
# than after MAX_ACTIONS (minutes of Normal bots).
LIMIT_TIMES = 10


def action_limit(game: Game, players: int, options: Any = None) -> int:
    """How many actions a bot game of ``game`` may take before it is reported unfinished: LIMIT_TIMES a normal
    game's length, or MAX_ACTIONS for a title without a measured length. A variant with a round limit above
    its default (the festival's) lengthens the game in proportion."""
    per_seat = game.strategy.actions_per_seat
    if per_seat is None:
        return MAX_ACTIONS
    limit = LIMIT_TIMES * per_seat * players
    made = game.make_options(options)
    rounds = getattr(made, "round_limit", None)
    field = type(made).model_fields.get("round_limit") if rounds is not None else None
    if field is not None and isinstance(field.default, int) and field.default > 0 and rounds > field.default:
        limit = limit * rounds // field.default
    return min(limit, MAX_ACTIONS)


@dataclass
class PlayedGame:
    seed: int
    players: int
    bots: list[str]
    actions: list[Action]
    final: BaseState
    result: Result
    rounds: int
    seconds: float

    def summary(self, game_id: str) -> dict[str, Any]:
        return {
            "game": game_id,
            "seed": self.seed,
            "players": self.players,
            "bots": self.bots,
            "winners": self.result.winners,
            "scores": self.result.scores,
            "rounds": self.rounds,
            "actions": len(self.actions),
            "seconds": round(self.seconds, 4),
        }


def play_game(
    game: Game,
    players: int,
    seed: int,
    bots: Sequence[str] | None = None,
    options: Any = None,
    on_step: Callable[[BaseState, Action, BaseState], None] | None = None,
) -> PlayedGame:
    """Play one full game. Each seat's bot gets its own seed derived from ``seed``; bots see only
    observations. ``on_step(before, action, after)`` runs after every action (tests check invariants)."""
    from fairtable.bots.base import make_bot

    levels = list(bots) if bots else ["random"] * players
    if len(levels) != players:
        raise ValueError(f"{len(levels)} bots for {players} players")
    seeds = Rng(seed ^ 0x5EED)
    seat_bots = [make_bot(level, seeds.fork()) for level in levels]
    start = time.perf_counter()
    state = game.new_state(players, options, seed)
    actions: list[Action] = []
    limit = action_limit(game, players, options)
    while True:
        player = game.current_player(state)
        if player is None:
            break
        if len(actions) >= limit:
            raise EndlessGame.after(game.info.name, seed, limit)
        action = seat_bots[player].decide(game, state, player)
        after = game.apply(state, action)
        if on_step is not None:
            on_step(state, action, after)
        actions.append(action)
        state = after
    seconds = time.perf_counter() - start
    return PlayedGame(seed, players, levels, actions, state, game.result(state), game.round(state), seconds)
