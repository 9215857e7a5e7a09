"""Setup, the turn, the leftover die, the end of a round and of the game ("Components & Setup",
"How to Play", "Turn Options in Detail", "End of Round", "Game End and Scoring")."""

from __future__ import annotations

from fairtable.engine.rng import Rng
from fairtable.games.empresario.actions import (
    Activate,
    AdjustDie,
    ChooseCharacter,
    ChooseDie,
    ClaimTile,
    Done,
    EndTurn,
    PlaceStartTile,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import MINE, SALOON, TOWN_HALL_ID
from fairtable.games.empresario.flow import dice_in_pool
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import (
    DIE,
    LEFTOVER,
    OVER,
    cell,
    leftover_value,
    supply,
)  # fmt: skip
from tests.games.empresario.helpers import do, fresh, give, place, show, tile, with_die


def test_setup_gives_three_coins_twelve_display_tiles_three_wanted_objectives():
    s = GAME.new_state(4, None, 1)
    assert s.money == [3, 3, 3, 3]
    assert all(len(col) == 2 for col in s.display)
    assert len(s.wanted) == 3 and s.gold == [-1, -1, -1]
    assert supply(s) == 60
    assert all(s.town[p] == {cell(0, 0): TOWN_HALL_ID + p} for p in range(4))


def test_each_player_chooses_one_of_two_dealt_characters_or_the_standard_empresario():
    s = GAME.new_state(2, None, 3)
    p = s.actor
    legal = GAME.legal_actions(s)
    assert {a.character for a in legal} == {*s.dealt[p], 0}
    other = next(c for c in range(1, 13) if c not in s.dealt[p])
    assert GAME.check(s, ChooseCharacter(player=p, character=other)) == "You were not dealt that character"


def test_starting_building_goes_face_down_next_to_the_town_hall():
    s = GAME.new_state(2, None, 3)
    s = do(s, ChooseCharacter(player=s.actor, character=0))
    s = do(s, ChooseCharacter(player=s.actor, character=0))
    p = s.actor
    assert len(s.hands[p]) == 3
    t = s.hands[p][0]
    assert GAME.check(s, PlaceStartTile(player=p, tile=t, x=1, y=1)) == "The starting building goes next to your Town Hall"
    s = do(s, PlaceStartTile(player=p, tile=t, x=1, y=0))
    assert s.town[p][cell(1, 0)] == t and not s.built[t] and s.secret[t]
    assert s.hands[p] == [] and len(s.setup_discards) == 2


def test_each_round_rolls_two_dice_per_player_plus_one():
    for n in (2, 3, 4):
        assert len(fresh(n).dice) == 2 * n + 1


def test_paying_one_coin_adjusts_the_die_once_and_six_wraps_to_one():
    s = with_die(fresh(), 6)
    s = do(s, AdjustDie(player=0, delta=1))
    assert s.die_value == 1 and s.money[0] == 2
    assert GAME.check(s, AdjustDie(player=0, delta=1)) == "You may pay to adjust the die only once per turn"


def test_adjusting_with_no_money_is_refused():
    s = with_die(fresh(), 3)
    s.money[0] = 0
    s.minted -= 3
    assert GAME.check(s, AdjustDie(player=0, delta=-1)) == "You need $1 to adjust the die and have $0"


def test_claimed_tile_goes_face_down_next_to_a_constructed_building_and_the_column_is_refilled():
    s = fresh()
    saloon = tile(SALOON, 3)
    show(s, 3, saloon)
    top = s.pile[0]
    s = with_die(s, 3)
    line = GAME.presentation.describe(s, ClaimTile(player=0, tile=saloon, x=0, y=1), ["Ann", "Bob"])
    assert line == "Ann claims Saloon (3) and places it next to Town Hall A"  # the log names the neighbour
    s = do(s, ClaimTile(player=0, tile=saloon, x=0, y=1))
    assert s.town[0][cell(0, 1)] == saloon and not s.built[saloon]
    assert s.display[2] == [top]
    assert s.phase == DIE and s.actor == 1


def test_placing_next_to_an_unbuilt_tile_only_is_refused():
    s = fresh()
    place(s, 0, tile(MINE, 1), 1, 0, built=False)
    saloon = tile(SALOON, 3)
    show(s, 3, saloon)
    s = with_die(s, 3)
    reason = GAME.check(s, ClaimTile(player=0, tile=saloon, x=2, y=0))
    assert reason == "Place the tile orthogonally next to a constructed building of your town"
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=1, y=1)) is not None  # diagonal to the Town Hall
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=1, y=0)) == "That space is taken"


def test_claiming_from_another_column_is_refused():
    s = fresh()
    saloon = tile(SALOON, 3)
    show(s, 4, saloon)
    s = with_die(s, 3)
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=0, y=1)) == "Claim a tile from column 3"


def test_discard_for_income_takes_three_coins_and_puts_the_tile_under_the_pile():
    s = fresh()
    t = s.display[1][0]
    s = do(with_die(s, 2), TakeIncome(player=0, tile=t))
    assert s.money[0] == 6 and s.pile[-1] == t and t not in s.display[1]


def test_an_empty_column_can_still_be_chosen_for_income():
    s = fresh()
    show(s, 2)
    s = with_die(s, 2)
    assert GAME.check(s, TakeIncome(player=0, tile=-1)) is None
    s = do(s, TakeIncome(player=0, tile=-1))
    assert s.money[0] == 6


def test_activation_needs_the_die_number_but_the_town_hall_activates_on_any_value():
    s = fresh()
    mine = place(s, 0, tile(MINE, 4), 1, 0)
    s = with_die(s, 5)
    assert "activates on a 4" in GAME.check(s, Activate(player=0, building=mine))
    assert GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="coin")) is None


def test_a_building_may_never_be_activated_more_than_once_in_a_turn():
    s = fresh()
    place(s, 0, tile(MINE, 4), 1, 0)
    mine2 = place(s, 0, tile(MINE, 5), 0, 1)
    s.dice[0] = 5
    s = with_die(s, 5)
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="coin")) == (
        "A building may never be activated more than once in a turn"
    )
    s = do(s, Activate(player=0, building=mine2))
    assert s.money[0] == 3 + 1 + 2
    assert s.phase == DIE  # nothing left to activate: the turn ended by itself


def test_leftover_die_activates_one_building_per_player_in_turn_order_without_adjustment():
    s = fresh()
    mine = place(s, 0, tile(MINE, 2), 1, 0)
    s.dice = [1, 1, 1, 1, 2]
    for _ in range(4):
        s = do(s, ChooseDie(player=s.actor, die=dice_in_pool(s)[0]))
        s = do(s, EndTurn(player=s.actor))
    assert s.phase == LEFTOVER and s.actor == 0 and leftover_value(s) == 2
    assert GAME.check(s, AdjustDie(player=0, delta=1)) is not None
    s = do(s, Activate(player=0, building=mine))
    assert s.money[0] == 5 and s.actor == 1 and s.phase == LEFTOVER
    s = do(s, Done(player=1))
    assert s.phase == DIE and s.round == 2


def test_a_building_activated_with_the_leftover_die_may_be_activated_again_on_the_next_round():
    """2 players: the last seat to use the leftover die starts the next round; "more than once in a turn"
    is about one turn, so its Town Hall activates again on its first turn of the new round."""
    s = fresh()
    s.dice = [1, 1, 1, 1, 3]
    for _ in range(4):
        s = do(s, ChooseDie(player=s.actor, die=dice_in_pool(s)[0]), EndTurn(player=s.actor))
    s = do(s, Done(player=0), Activate(player=1, building=TOWN_HALL_ID + 1, use="coin"))
    assert s.phase == DIE and s.round == 2 and s.actor == 1
    s = do(s, ChooseDie(player=1, die=dice_in_pool(s)[0]))
    assert GAME.check(s, Activate(player=1, building=TOWN_HALL_ID + 1, use="coin")) is None


def test_start_player_rotates_clockwise_each_round():
    s = fresh(3)
    rng = Rng(1)
    starts = [s.start_player]
    while s.round < 4:
        before = s.round
        s = do(s, rng.choice([a for a in GAME.legal_actions(s) if a.kind in ("choose_die", "end_turn", "done")]))
        if s.round != before:
            starts.append(s.start_player)
    assert starts == [0, 1, 2, 0]


def _finish_round(s):
    while s.phase != OVER and s.round == 1:
        legal = GAME.legal_actions(s)
        pick = next((a for a in legal if a.kind in ("choose_die", "end_turn", "done")), legal[0])
        s = do(s, pick)
    return s


def test_game_ends_at_end_of_round_when_a_town_has_15_constructed_buildings():
    s = fresh()
    others = [t for t in range(62) if t not in s.display[0] and t not in s.display[1]][:14]
    for k, t in enumerate(others):
        place(s, 0, t, k + 1, 0)
    assert s.phase == DIE
    s = _finish_round(s)
    assert s.phase == OVER


def test_game_ends_when_the_population_supply_is_exhausted():
    s = fresh()
    give(s, 1, pop=30)
    s = _finish_round(s)
    assert s.phase == OVER


def test_when_more_tokens_were_paid_than_the_supply_held_the_table_shows_it_empty():
    s = fresh()
    give(s, 1, pop=36)  # 30 in the supply of two players: 6 more are paid out
    assert s.pop[1] == 36
    layout = GAME.presentation.layout(s, 0)
    assert layout.piece("population:supply").label == "0 VP"
    assert layout.info["Population supply"] == "0 (6 more paid out beyond it)"


def test_game_ends_when_the_draw_pile_is_empty():
    s = fresh()
    s.pile = []
    s.pile_secret = 0
    s = _finish_round(s)
    assert s.phase == OVER


def test_once_the_last_tile_has_been_placed_into_the_supply_the_game_is_over_at_the_end_of_the_round():
    s = fresh()
    saloon = tile(SALOON, 3)
    show(s, 3, saloon)
    last = s.pile[-1]
    s.pile = [last]
    s.pile_secret = min(s.pile_secret, 1)
    s = do(with_die(s, 3), ClaimTile(player=0, tile=saloon, x=0, y=1))
    assert s.pile == [] and last in s.display[2]
    # An income discard goes under the empty pile; the tile supply has still run out this round.
    s = do(with_die(s, 3), TakeIncome(player=1, tile=last))
    assert s.pile == [last]
    s = _finish_round(s)
    assert s.phase == OVER


def test_game_goes_on_when_no_end_condition_holds():
    s = _finish_round(fresh())
    assert s.phase == DIE and s.round == 2


def test_acting_out_of_turn_or_after_the_end_is_refused():
    s = fresh()
    assert GAME.check(s, EndTurn(player=1)) == "Not your turn"
    s.phase = OVER
    assert GAME.check(s, EndTurn(player=0)) == "The game is over"


def test_buttons_name_buildings_as_the_board_does_not_by_their_tile_number():
    from fairtable.engine.actions import Press
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.games.empresario.actions import Activate, BuildTile

    game = get_game("empresario")
    rng = Rng(3)
    seen = 0
    for seed in range(6):
        state = game.new_state(3, None, seed)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            for a in legal:
                if isinstance(a, BuildTile | Activate):
                    text = game.presentation.button_text(state, a)
                    assert "#" not in text and isinstance(a.gesture(), Press), text
                    seen += 1
            state = game.apply(state, rng.choice(legal))
    assert seen > 50


def test_two_alike_buildings_are_told_apart_by_their_steps_from_the_town_hall():
    from fairtable.games.empresario.actions import BuildTile
    from fairtable.games.empresario.data import NATIVE

    s = fresh()
    first = place(s, 0, tile(NATIVE), 1, 0, built=False)
    second = place(s, 0, tile(NATIVE, skip=(first,)), -2, 1, built=False)
    texts = [GAME.presentation.button_text(s, BuildTile(player=0, tile=t)) for t in (first, second)]
    assert texts[0].endswith("Native Settlement (1 right from the Town Hall)")
    assert texts[1].endswith("Native Settlement (2 left and 1 down from the Town Hall)")


def test_the_figures_count_one_building_and_one_token_in_the_singular():
    s = fresh()
    give(s, 0, pop=1)
    assert GAME.presentation.layout(s, 0).info["Seat 1"] == "$3, 1 VP token, 1 building"  # the Town Hall
