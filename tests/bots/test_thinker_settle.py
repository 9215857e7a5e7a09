"""A race the rollouts have decided ends before the budget: the Thinker plays a clear choice at once and
keeps its time for a close one."""

from __future__ import annotations

from fairtable.bots.base import make_bot
from fairtable.bots.thinker import SETTLE_WORLDS, ThinkerBot, settled
from fairtable.engine.registry import get_game

NOISE = [((i * 37) % 11) - 5.0 for i in range(SETTLE_WORLDS)]  # the same worlds' luck for both candidates


def test_a_challenger_far_behind_the_favourite_is_a_decided_race():
    favourite = [100.0 + n for n in NOISE]
    challenger = [f - 30.0 + (i % 3) for i, f in enumerate(favourite)]
    assert settled([favourite, challenger], [0, 1], margin=2.0)
    assert settled([favourite, challenger], [0, 1], margin=None)


def test_a_challenger_far_ahead_beyond_the_margin_is_a_decided_race():
    favourite = [100.0 + n for n in NOISE]
    challenger = [f + 30.0 + (i % 3) for i, f in enumerate(favourite)]
    assert settled([favourite, challenger], [0, 1], margin=2.0)


def test_a_close_race_goes_on():
    favourite = [100.0 + n for n in NOISE]
    challenger = [f + ((i * 7) % 5) - 2.0 for i, f in enumerate(favourite)]  # a mean gain of 0, some noise
    assert not settled([favourite, challenger], [0, 1], margin=None)
    assert not settled([favourite, challenger], [0, 1], margin=2.0)


def test_two_candidates_that_do_the_same_in_every_world_are_a_decided_race():
    same = [100.0 + n for n in NOISE]
    assert settled([same, list(same)], [0, 1], margin=2.0)


def test_a_clear_choice_uses_a_fraction_of_a_large_budget():
    game = get_game("festival")
    state = game.new_state(3, None, 5)
    normal = make_bot("greedy", 1)
    for _ in range(5):
        state = game.apply(state, normal.decide(game, state, game.current_player(state)))
    bot = ThinkerBot(3, iterations=3000)
    action = bot.decide(game, state, game.current_player(state))
    assert action in game.legal_actions(state)
    assert 0 < bot.last_rollouts < 3000 / 4
