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


def test_a_title_without_reasons_of_its_own_says_the_points_a_move_brings():
    game = get_game("marche")
    s = game.new_state(2, game.make_options(None), 3)
    bots = [make_bot("greedy", seed=i) for i in range(2)]
    said = []
    for _ in range(200):
        p = game.current_player(s)
        if p is None:
            break
        hint = hint_for(game, s, p, 7, NAMES)
        said.extend(hint.reasons)
        s = game.apply(s, bots[p].decide(game, s.clone(), p))
    assert said and all(r.startswith("+") and r.endswith(" VP this turn") for r in said), said[:5]
