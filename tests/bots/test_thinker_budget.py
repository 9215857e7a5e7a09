"""The Thinker's budget: a number of rollouts (reproducible) or a time the app gives it."""

from __future__ import annotations

import time

import pytest

from fairtable.bots.base import make_bot
from fairtable.bots.thinker import DEFAULT_SECONDS, ThinkerBot
from fairtable.engine.registry import get_game


def essen_turn_start():
    """A 2-player ESSEN position at the start of a player's first turn (many walks and purchases)."""
    game = get_game("essen")
    state = game.new_state(2, None, 4)
    bot = make_bot("random", 1)
    while state.phase != "play":
        state = game.apply(state, bot.decide(game, state, game.current_player(state)))
    return game, state


def test_the_app_default_is_a_time_budget_of_one_second():
    bot = make_bot("thinker")
    assert isinstance(bot, ThinkerBot) and bot.iterations is None and bot.seconds == DEFAULT_SECONDS == 1.0


@pytest.mark.parametrize("iterations", [2, 24])
def test_an_iteration_budget_caps_the_rollouts(iterations):
    game, state = essen_turn_start()
    bot = ThinkerBot(3, iterations=iterations)
    bot.decide(game, state, game.current_player(state))
    assert 0 < bot.last_rollouts <= iterations


def test_a_time_budget_ends_the_search_in_time():
    game, state = essen_turn_start()
    bot = ThinkerBot(3, seconds=0.25)
    t0 = time.perf_counter()
    action = bot.decide(game, state, game.current_player(state))
    elapsed = time.perf_counter() - t0
    assert action in game.legal_actions(state)
    assert bot.last_rollouts > 0
    assert elapsed < 0.25 + 0.5  # the budget, the planning before it and one rollout finishing late
