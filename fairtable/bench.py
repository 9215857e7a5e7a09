"""Benchmarks behind ``fairtable bench``: engine speed per title, and (``--ui``) the table's timings.

Figures go to docs/performance.md; nothing here is asserted by a test.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fairtable.bots.selfplay import play_game
from fairtable.engine.registry import get_game

if TYPE_CHECKING:
    from fairtable.engine.game import Game
    from fairtable.engine.record import Record

BENCH_PLAYERS = 4


def pin_one_core() -> None:
    """Measure on one core, as the targets are stated."""
    if hasattr(os, "sched_setaffinity"):
        try:
            cores = sorted(os.sched_getaffinity(0))
            os.sched_setaffinity(0, {cores[-1]})
        except OSError:
            pass


def bench_engine(game_id: str, seconds: float = 3.0, players: int | None = None) -> dict[str, Any]:
    pin_one_core()
    game = get_game(game_id)
    n = players or min(BENCH_PLAYERS, game.info.max_players)
    # Full random games (random bots, which also pay for observe()) for the given time.
    played = []
    seed = 1
    start = time.perf_counter()
    cpu_start = time.process_time()
    while time.perf_counter() - start < seconds or len(played) < 3:
        played.append(play_game(game, n, seed))
        seed += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    actions = [len(p.actions) for p in played]

    # One step = legal_actions + apply, replayed over the first games' histories.
    step_times: list[float] = []
    clone_times: list[float] = []
    for p in played[:3]:
        state = game.new_state(n, None, p.seed)
        for action in p.actions:
            t0 = time.perf_counter()
            game.legal_actions(state)
            nxt = game.apply(state, action)
            t1 = time.perf_counter()
            step_times.append(t1 - t0)
            t2 = time.perf_counter()
            for _ in range(10):
                state.clone()
            clone_times.append((time.perf_counter() - t2) / 10)
            state = nxt
    return {
        "players": n,
        "games_per_s": round(len(played) / elapsed, 2),
        # On a shared machine wall time depends on the neighbours; CPU time of this process does not.
        "cpu_games_per_s": round(len(played) / cpu, 2) if cpu > 0 else None,
        "actions_per_game": round(statistics.fmean(actions), 1),
        "clone_us": round(statistics.fmean(clone_times) * 1e6, 2),
        "step_us": round(statistics.fmean(step_times) * 1e6, 2),
        "games": len(played),
    }


def endless_game() -> Game:
    """The first title whose games can go on as long as a benchmark likes (``Strategy.endless``)."""
    from fairtable.engine.registry import title_ids

    for game_id in title_ids():
        game = get_game(game_id)
        if game.strategy.endless is not None:
            return game
    raise LookupError("no title plays an endless game")


def long_record(moves: int, seed: int = 7, human: bool = True) -> Record:
    """A legal game of at least ``moves`` moves of :func:`endless_game`, ending where Anna (the first seat) is
    to decide: every seat chooses at random among its legal moves but those the title leaves out so that the
    game goes on. With ``human``, Anna is a person and the other three Random bots, as a long game of one
    person at the table would be."""
    import random

    from fairtable.engine.record import Record, SeatRecord

    game = endless_game()
    assert game.strategy.endless is not None
    chosen, avoid = game.strategy.endless
    options = game.make_options(dict(chosen))
    rnd = random.Random(seed)
    players = min(4, game.info.max_players)
    state = game.new_state(players, options, seed)
    actions = []
    while True:
        player = game.current_player(state)
        if player is None or (len(actions) >= moves and player == 0):
            break
        legal = game.legal_actions(state)
        action = rnd.choice([a for a in legal if a.kind not in avoid] or legal)
        state = game.apply(state, action)
        actions.append(action)
    names = ("Anna", "Ben", "Chloe", "Deniz")[:players]
    seats = [SeatRecord(name=name, kind="human" if human and i == 0 else "bot",
                        level=None if human and i == 0 else "random") for i, name in enumerate(names)]
    return Record.create(game, options, seats, seed, actions)


def bench_ui(game_ids: Sequence[str]) -> dict[str, Any]:
    from fairtable.ui.bench import bench_ui as run

    return run(game_ids)
