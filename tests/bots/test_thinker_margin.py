"""Where rollouts say little next to the dice, the Thinker keeps the planner's favourite unless another
candidate beats it clearly (paired over the same worlds)."""

from __future__ import annotations

from fairtable.bots.thinker import ThinkerBot, clear_winner
from fairtable.engine.registry import get_game


def test_a_candidate_that_wins_every_world_by_a_little_is_a_clear_winner():
    favourite = [10.0, -50.0, 30.0, 7.0]
    rival = [v + 1.0 for v in favourite]  # the same worlds, one better each time
    assert clear_winner([favourite, rival], [0, 1], margin=2.0) == 1


def test_a_higher_mean_from_one_lucky_world_is_not_enough():
    favourite = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    rival = [-1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 40.0]  # mean 4, but one world carries it
    assert clear_winner([favourite, rival], [0, 1], margin=2.0) == 0
    assert clear_winner([favourite, rival], [0, 1], margin=0.5) == 1


def test_of_two_clear_winners_the_larger_gain_is_played_and_dropped_candidates_do_not_count():
    favourite = [0.0, 1.0, 2.0, 3.0]
    small = [1.0, 2.0, 3.0, 4.0]
    large = [5.0, 6.0, 7.0, 8.0]
    dropped = [100.0, 100.0]
    assert clear_winner([favourite, small, large, dropped], [0, 1, 2], margin=2.0) == 2


def test_the_festival_game_keeps_the_favourite_and_the_other_titles_take_the_best_mean():
    assert get_game("festival").strategy.thinker_margin is not None
    assert all(get_game(t).strategy.thinker_margin is None for t in ("essen", "empresario", "marche"))
    assert ThinkerBot(1, margin=None).margin is None
