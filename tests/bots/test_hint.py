"""The Hint says why, in words built from the Normal bot's own plan: what the move and the rest of the turn
planned with it settle (the VP now, a game of the seat's own wish list), and the turn's next steps up to the
first that reveals anything."""

from __future__ import annotations

from fairtable.bots.base import make_bot
from fairtable.bots.hint import hint_for
from fairtable.engine.registry import get_game

NAMES = ["Ida", "Bo"]


def _essen_position(moves: int = 15):  # type: ignore[no-untyped-def]
    """ESSEN, seed 1, two Normal bots, after ``moves`` decisions."""
    game = get_game("essen")
    s = game.new_state(2, game.make_options(None), 1)
    bots = [make_bot("greedy", seed=10 + i) for i in range(2)]
    for _ in range(moves):
        p = game.current_player(s)
        s = game.apply(s, bots[p].decide(game, s.clone(), p))
    return game, s


def test_the_hint_to_buy_a_common_wish_list_game_says_its_vp_and_that_its_card_comes_with_it():
    game, s = _essen_position()
    assert game.current_player(s) == 0
    hint = hint_for(game, s, 0, 115, NAMES)
    line = game.presentation.describe(s, hint.action, NAMES)
    assert line == "Ida buys Suburban Dispute for €20: 2 VP"
    assert hint.reasons == ["+2 VP this turn", "Suburban Dispute is on the common wish list: buying it gives you its card"]
    # The rest of the turn as planned: back to the car, unload, and a play-test (its draw is the first reveal:
    # nothing after it is said).
    assert hint.then == ["Ida walks to the parking for 2 AP", "Ida unloads 1 game into the trunk",
                         "Ida play-tests (1 AP) and draws two wish cards"]


def test_a_game_whose_wish_card_the_seat_holds_is_said_to_be_on_its_wish_list():
    game, s = _essen_position(41)
    hint = hint_for(game, s, 0, 141, NAMES)
    assert game.presentation.describe(s, hint.action, NAMES) == "Ida buys Suburbia Inc for €25: 3 VP"
    # The turn planned: Suburbia Inc (3 VP, its card from the common list), then Exodus (5 VP, Ida's own card).
    assert hint.reasons == ["+8 VP this turn", "Suburbia Inc is on the common wish list: buying it gives you its card",
                            "Exodus: Proxima Centauri is on your wish list",
                            "2 games in your bag cost 2 AP a turn until you unload them"]
    assert hint.then == ["Ida walks to stand 49 (NSKN Games) for 1 AP", "Ida buys Exodus: Proxima Centauri for €55: 5 VP"]


def _reasons_over_a_game(game_id: str, moves: int = 300, every: int = 3) -> list[str]:
    game = get_game(game_id)
    s = game.new_state(2, game.make_options({"round_limit": 8} if game_id == "festival" else None), 4)
    bots = [make_bot("greedy", seed=i) for i in range(2)]
    said: list[str] = []
    for n in range(moves):
        p = game.current_player(s)
        if p is None:
            break
        if n % every == 0:
            said.extend(hint_for(game, s, p, n, NAMES).reasons)
        s = game.apply(s, bots[p].decide(game, s.clone(), p))
    return said


def test_old_west_empresarios_hint_says_the_money_and_the_buildings_a_turn_brings():
    said = _reasons_over_a_game("empresario")
    assert any(r.startswith("+$") for r in said) and any(r.endswith(" constructed") for r in said), said


def test_animal_marches_hint_says_the_coins_and_wood_a_turn_brings():
    said = _reasons_over_a_game("marche")
    assert any(r.startswith("+") and ("coin" in r or "wood" in r) for r in said), said


def test_the_festival_games_hint_says_the_festival_a_turn_takes():
    said = _reasons_over_a_game("festival")
    assert any(r.endswith(" is yours: its rent comes to you") for r in said), said
