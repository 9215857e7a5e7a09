"""Bots decide from what their seat may know: two observations of one position that differ only in hidden
information (other hands, deck order, future dice) get the same answer from bots with the same seed."""

from __future__ import annotations

import pytest

from fairtable.bots.base import make_bot
from fairtable.engine.game import Game
from fairtable.engine.registry import get_game
from fairtable.engine.state import BaseState
from tests.bots.helpers import THINKER_TEST_ITERATIONS, random_positions, title_ids

HIDDEN_INFORMATION = {"essen", "empresario", "marche"}  # titles with cards or tiles a seat cannot see


def two_views(game: Game, state: BaseState, player: int) -> tuple[BaseState, BaseState]:
    return game.observe(state, player, 101), game.observe(state, player, 202)


def same_but_the_generator(a: BaseState, b: BaseState) -> bool:
    a, b = a.clone(), b.clone()
    a.rng = b.rng = 0
    return a == b


def resampling_is_canonical(game: Game, a: BaseState, b: BaseState, player: int) -> bool:
    """Whether the title's observe() gives one result for both views with one seed, i.e. depends on what
    the seat knows and on the seed, not on the order it meets the hidden cards in."""
    return all(game.observe(a, player, seed) == game.observe(b, player, seed) for seed in (7, 8))


def bot(level: str):
    return make_bot(level, 9, iterations=THINKER_TEST_ITERATIONS) if level == "thinker" else make_bot(level, 9)


def positions(game: Game) -> list[BaseState]:
    players = min(3, game.info.max_players)
    return random_positions(game, players, seed=3, every=9)[:12] + random_positions(game, 2, seed=4, every=13)[:6]


@pytest.mark.parametrize("level", ["random", "greedy"])
@pytest.mark.parametrize("game_id", title_ids())
def test_a_bot_answers_alike_whatever_the_hidden_cards_and_dice(game_id, level):
    game = get_game(game_id)
    hidden = 0
    for state in positions(game):
        player = game.current_player(state)
        a, b = two_views(game, state, player)
        hidden += not same_but_the_generator(a, b)
        assert bot(level).decide(game, a, player) == bot(level).decide(game, b, player)
    if game_id in HIDDEN_INFORMATION:
        assert hidden >= 3, "the positions should include views that differ in hidden cards"


@pytest.mark.parametrize("game_id", title_ids())
def test_observing_again_depends_only_on_what_the_seat_knows(game_id):
    """The Thinker resamples the hidden parts with the title's observe() every iteration; two views of one
    position must give one resample per seed, or a bot with one seed could tell them apart."""
    game = get_game(game_id)
    for state in positions(game):
        player = game.current_player(state)
        a, b = two_views(game, state, player)
        assert resampling_is_canonical(game, a, b, player)


@pytest.mark.parametrize("game_id", title_ids())
def test_the_thinker_answers_alike_whatever_the_hidden_cards_and_dice(game_id):
    game = get_game(game_id)
    for state in positions(game):
        player = game.current_player(state)
        a, b = two_views(game, state, player)
        assert bot("thinker").decide(game, a, player) == bot("thinker").decide(game, b, player)
