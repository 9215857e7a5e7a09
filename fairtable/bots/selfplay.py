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
    while True:
        player = game.current_player(state)
        if player is None:
            break
        if len(actions) >= MAX_ACTIONS:
            raise EndlessGame.after(game.info.name, seed, MAX_ACTIONS)
        action = seat_bots[player].decide(game, state, player)
        after = game.apply(state, action)
        if on_step is not None:
            on_step(state, action, after)
        actions.append(action)
        state = after
    seconds = time.perf_counter() - start
    return PlayedGame(seed, players, levels, actions, state, game.result(state), game.round(state), seconds)
