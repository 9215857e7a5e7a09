"""Every bot answers every decision of every title with a legal action, and seeded bots replay exactly."""

from __future__ import annotations

import pytest

from fairtable.bots.base import BOT_LEVELS, LEVEL_NAMES, make_bot
from fairtable.bots.selfplay import play_game
from fairtable.engine.game import Game, SetupError
from fairtable.engine.registry import get_game
from tests.bots.helpers import THINKER_TEST_ITERATIONS, one_position_per_phase, title_ids


def bot(level: str, seed: int):
    if level == "thinker":
        return make_bot(level, seed, iterations=THINKER_TEST_ITERATIONS)
    return make_bot(level, seed)


def checked_game(game: Game, levels: list[str], seed: int) -> list:
    """A full game between the given levels; every action must be one of the legal actions offered."""
    bots = [bot(level, seed * 10 + i) for i, level in enumerate(levels)]
    state = game.new_state(len(levels), None, seed)
    actions = []
    while (player := game.current_player(state)) is not None:
        legal = game.legal_actions(state)
        action = bots[player].decide(game, state, player)
        assert action in legal, f"{game.info.id}: {levels[player]} chose {action!r}, not a legal action"
        actions.append(action)
        state = game.apply(state, action)
    assert game.result(state).winners
    return actions


def test_levels_are_registered_with_the_names_the_app_shows():
    assert list(BOT_LEVELS) == ["random", "greedy", "thinker"]
    assert LEVEL_NAMES == {"random": "Random", "greedy": "Normal", "thinker": "Hard"}
    assert make_bot("Normal").level == "greedy"
    assert make_bot("hard", 3, iterations=5).level == "thinker"
    with pytest.raises(SetupError, match="Unknown bot 'genius'"):
        make_bot("genius")


@pytest.mark.parametrize("game_id", title_ids())
def test_every_bot_plays_only_legal_actions_in_a_full_game(game_id):
    game = get_game(game_id)
    three = min(3, game.info.max_players)
    checked_game(game, ["thinker", "greedy", "random"][:three], seed=11)
    checked_game(game, ["greedy", "thinker"], seed=12)


@pytest.mark.parametrize("game_id", title_ids())
def test_every_kind_of_decision_gets_a_legal_answer(game_id):
    """Drafts, kept cards, trade offers received, customers to return: whatever phase asks a seat."""
    game = get_game(game_id)
    positions = one_position_per_phase(game)
    assert positions
    for (players, phase), state in positions.items():
        player = game.current_player(state)
        legal = game.legal_actions(state)
        for level in BOT_LEVELS:
            action = bot(level, 5).decide(game, state, player)
            assert action in legal, f"{game_id} ({players} players, phase {phase}): {level} chose {action!r}"


@pytest.mark.parametrize("game_id", title_ids())
def test_the_same_seed_and_iteration_budget_give_the_same_game(game_id):
    game = get_game(game_id)
    levels = ["thinker", "greedy"]
    first = checked_game(game, levels, seed=21)
    again = checked_game(game, levels, seed=21)
    assert first == again


def test_selfplay_seeds_bots_so_simulations_repeat():
    game = get_game("essen")
    a = play_game(game, 2, 7, bots=["greedy", "random"])
    b = play_game(game, 2, 7, bots=["greedy", "random"])
    assert a.actions == b.actions and a.result.scores == b.result.scores
