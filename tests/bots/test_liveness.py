"""Bot games end: seeded games of every title, player count and mix of Random and Normal bots finish within the
title's stated rounds (``Strategy.longest_rounds``), and the Old West Empresario game three Normal bots once
played for ever now ends. The report over 1,000 games per player count is docs/bots.md, "Games that end"."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fairtable.bots.base import make_bot
from fairtable.bots.liveness import mixes, run, table
from fairtable.engine.record import Record, replay_record
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng
from fairtable.games.empresario import heuristic as empresario_heuristic
from fairtable.games.empresario.state import open_cells

GAMES = 200
JOBS = min(2, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
# The festival game ends by its round limit; 15 rounds keep the test short (the report plays the default 40).
OPTIONS = {"festival": {"round_limit": 15}}


def test_the_tables_cover_every_player_count_and_mix_with_each_level_in_every_seat():
    game = get_game("marche")
    seen = {tuple(table(game, k)) for k in range(GAMES)}
    for players in (2, 3, 4):
        for mix in mixes(players):
            rotations = {tuple(mix[i:] + mix[:i]) for i in range(players)}
            assert rotations <= seen, (players, mix)
    assert ("greedy", "greedy", "greedy") in seen and ("random", "random") in seen


@pytest.mark.parametrize("game_id", title_ids())
def test_bot_games_of_every_player_count_and_mix_end_within_the_stated_rounds(game_id):
    game = get_game(game_id)
    options = game.make_options(OPTIONS.get(game_id))
    stated = game.strategy.longest_rounds(options)
    assert stated is not None, "every title states how many rounds its bot games last"
    lengths = run(game, GAMES, seed=0, options=options, jobs=JOBS)
    assert sum(ln.games for ln in lengths.values()) == GAMES
    for players, ln in lengths.items():
        assert not ln.unfinished, ln.unfinished
        assert ln.max_rounds <= stated, (players, ln.to_data())


STALLED = Path(__file__).parent / "data" / "empresario-stalled.fairtable"


def _stalled_position():
    """Seed 204's round 13 as three Normal bots reached it before they counted the end (their moves as they
    played them, replayed): Anna (seat 0) leads with 14 of 15 buildings constructed and no tile left to build,
    and nobody can take the last 2 population tokens. From here they took $3 of income for ever."""
    game = get_game("empresario")
    state = replay_record(Record.load(STALLED), game).state
    assert game.current_player(state) == 0 and state.round == 13
    return game, state


def test_three_normal_bots_end_the_empresario_game_they_once_played_for_ever():
    game, state = _stalled_position()
    seeds = Rng(204)
    bots = [make_bot("greedy", seeds.fork()) for _ in range(3)]
    while (p := game.current_player(state)) is not None and state.round <= game.strategy.max_rounds:
        state = game.apply(state, bots[p].decide(game, state, p))
    assert game.is_over(state), f"still playing in round {state.round}"


def test_a_leader_one_claim_and_one_build_from_its_fifteenth_building_claims_a_tile_rather_than_income():
    game, state = _stalled_position()
    built = sum(1 for t in state.town[0].values() if state.built[t])
    assert built == 14 and len(state.town[0]) == 14 and open_cells(state, 0)
    assert empresario_heuristic.estimate(state, 0) > 5  # well ahead
    assert empresario_heuristic.steps_to_end(state, 0) == 2
    bot, turn, kinds = make_bot("greedy", 7), game.turn_id(state), []
    while game.current_player(state) == 0 and game.turn_id(state) == turn:
        action = bot.decide(game, state, 0)
        kinds.append(action.kind)
        state = game.apply(state, action)
    assert "claim_tile" in kinds and "take_income" not in kinds, kinds


def test_the_pull_to_the_end_never_makes_a_lead_look_worse_than_no_lead():
    # A VP of lead keeps at least half a VP of worth: only the last END_IN_SIGHT steps are pulled.
    pull = empresario_heuristic.end_pull
    game, state = _stalled_position()
    for steps in (1, 3, 27):
        for margin in [x / 2 for x in range(0, 80)]:
            worth = margin - pull(state, 0, margin, steps)
            higher = margin + 0.5 - pull(state, 0, margin + 0.5, steps)
            assert higher - worth >= 0.5 * 0.5 - 1e-9, (steps, margin)
