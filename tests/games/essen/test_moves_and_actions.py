"""Rulebook 4.C: moves, eating, purchase, play-test, unloading, cash withdrawal, with the worked examples."""

from __future__ import annotations

from fairtable.engine.actions import Drag, Press
from fairtable.games.essen.data import CROWD_SPACE, cheapest_path, data
from fairtable.games.essen.legal import move_costs
from fairtable.games.essen.rules import GAME
from tests.games.essen.helpers import (
    buy_into_bag,
    give_event,
    make,
    put_on_stand,
    sp,
    stand_of,
    symbol,
    tile,
    turn_of,
    zone,
)


def walk(s, seat, space_id):
    return GAME.apply(s, make("move", seat, space_id))


def yellow_crowd_state():
    """Mr. MEEPLE's example: the crowd in the yellow zone (and the blue one), meeple on a pink stand two
    steps from the central courtyard."""
    s = turn_of(0)
    s.crowd = [zone("yellow"), zone("blue")]
    s.position[0] = sp("s38")
    return s


def test_worked_example_walk_through_a_crowd_to_the_parking_costs_1_1_2_1_1_6_ap():
    s = yellow_crowd_state()
    s = walk(s, 0, "courtyard")
    assert s.action_pos[0] == 2  # A to C: 1 + 1
    path = cheapest_path(tuple(s.crowd), sp("courtyard"), sp("parking"))
    assert path[0] == sp("s24") and path[1:] == [sp("entrance1"), sp("parking")]  # yellow crowd, entrance, parking
    s = walk(s, 0, "parking")
    assert s.action_pos[0] == 6  # 1 + 1 + 2 + 1 + 1
    assert s.position[0] == sp("parking")


def test_worked_example_eating_in_the_courtyard_gives_two_ap_back_1_1_minus_2_2_1_1_4():
    s = yellow_crowd_state()
    s = walk(s, 0, "courtyard")
    s = GAME.apply(s, make("eat", 0))
    assert s.action_pos[0] == 0 and s.money[0] == 280
    s = walk(s, 0, "parking")
    assert s.action_pos[0] == 4  # 1 + 1 - 2 + 2 + 1 + 1


def test_each_move_to_an_adjacent_space_costs_one_action_point_diagonals_included():
    s = turn_of(0)
    s.position[0] = sp("s06")  # (1,2)
    for target in ("s01", "s02", "s03", "s05", "s07", "s09", "s10", "s11"):
        assert move_costs(s)[target] == 1


def test_moving_into_a_crowded_zone_costs_two_action_points():
    s = turn_of(0)
    s.position[0] = sp("s06")
    s.crowd = [zone("purple"), CROWD_SPACE + sp("courtyard")]
    assert move_costs(s)["s07"] == 2
    s.position[0] = sp("s20")
    assert move_costs(s)["courtyard"] == 2


def test_parking_connects_to_both_entrances_and_entrance_to_entrance_costs_two():
    s = turn_of(0)
    costs = move_costs(s)
    assert costs["entrance1"] == 1 and costs["entrance2"] == 1
    assert min(c for k, c in costs.items() if k not in ("entrance1", "entrance2")) == 2
    s.position[0] = sp("entrance1")
    assert move_costs(s)["entrance2"] == 2


def test_round_seven_crowd_on_both_entrances_makes_leaving_dearer():
    s = turn_of(0)
    s.crowd = [CROWD_SPACE + sp("entrance1"), CROWD_SPACE + sp("entrance2")]
    assert move_costs(s)["entrance1"] == 2
    s.position[0] = sp("s23")
    assert move_costs(s)["parking"] == 3  # crowded entrance 2 + parking 1


def test_galeria_joins_the_purple_and_blue_zones_along_the_back():
    s = turn_of(0)
    s.position[0] = sp("s04")  # purple, back row
    costs = move_costs(s)
    assert costs["galeria1"] == 1 and costs["galeria2"] == 2


def test_the_galeria_is_divided_into_2_separate_boxes_which_count_in_the_calculation_of_movements():
    """A walk from the purple to the blue zone through the Galeria passes both boxes: 1 + 1 + 1."""
    s = turn_of(0)
    for purple, blue in (("s04", "s25"), ("s03", "s26"), ("s04", "s26")):
        s.position[0] = sp(purple)
        assert move_costs(s)[blue] == 3, (purple, blue)
    by_id = {x.id: x for x in data().spaces}
    for box in ("galeria1", "galeria2"):
        zones = {by_id[a].zone for a in by_id[box].adjacent if by_id[a].kind == "stand"}
        assert len(zones) == 1, f"{box} touches {zones}"


def test_a_distant_move_is_one_action_along_the_cheapest_path():
    s = turn_of(0)
    s.position[0] = sp("s23")
    before = s.action_pos[0]
    s = walk(s, 0, "s21")
    assert s.action_pos[0] - before == 2


def test_drag_targets_offer_every_reachable_space_with_its_ap_cost():
    s = turn_of(0)
    targets = GAME.presentation.drag_targets(s, "meeple:0")
    costs = move_costs(s)
    assert targets == {f"space:{k}": f"{v} AP" for k, v in costs.items()}
    assert all(v <= 8 for v in costs.values()) and "parking" not in costs
    assert targets["space:entrance1"] == "1 AP"


def test_a_walk_needing_more_ap_than_left_is_refused():
    s = turn_of(0)
    s.action_pos[0] = 7
    reason = GAME.check(s, make("move", 0, "s24"))
    assert reason == "Not enough AP: that walk costs 2 AP and you have 1 AP left"


def test_eating_in_courtyard_moves_action_meeple_back_two_spaces_never_behind_the_start():
    s = turn_of(0)
    s.position[0] = sp("courtyard")
    s.action_pos[0] = 1
    s = GAME.apply(s, make("eat", 0))
    assert s.action_pos[0] == 0 and s.money[0] == 280 and s.bank == GAME.setup(4, None, 0).bank + 20


def test_eating_only_in_the_courtyard_once_per_turn_and_for_20_euros():
    s = turn_of(0)
    s.action_pos[0] = 4
    assert GAME.check(s, make("eat", 0)) == "You can eat only in the central courtyard"
    s.position[0] = sp("courtyard")
    s.money[0] = 15
    s.bank += 285
    assert GAME.check(s, make("eat", 0)) == "Eating costs €20 and you have €15"
    s.money[0] = 300
    s.bank -= 285
    s = GAME.apply(s, make("eat", 0))
    assert GAME.check(s, make("eat", 0)) == "You have already eaten this turn"


def test_buzz_purchase_scores_popularity_1_bonus_1_buzz_3_5_vp():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    give_event(s, "nauticus", "buzz")
    s.popularity[symbol("hourglass")] = 1
    s.position[0] = sp(stand_of("nauticus"))
    assert GAME.presentation.describe(s, make("buy", 0, "nauticus"), ["Mr Meeple"]) == "Mr Meeple buys Nauticus for €40: 5 VP"
    s = GAME.apply(s, make("buy", 0, "nauticus"))
    assert s.vp[0] == 5 and s.money[0] == 260
    assert s.bag[0] == [tile("nauticus")]


def test_bought_game_goes_on_the_last_free_bag_space_and_blocks_an_action_space():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    s.position[0] = sp(stand_of("nauticus"))
    assert s.ap(0) == 8
    s = GAME.apply(s, make("buy", 0, "nauticus"))
    assert s.ap(0) == 7 and s.action_pos[0] == 0  # buying costs no AP but blocks a space
    layout = GAME.presentation.layout(s, 0)
    assert layout.piece("tile:nauticus").zone == "track:0:8"


def test_buying_needs_a_free_bag_space():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv", "rokoko", "nosferatu", "quantum", "madeira", "crokinole"])
    put_on_stand(s, "nauticus")
    s.position[0] = sp(stand_of("nauticus"))
    assert GAME.check(s, make("buy", 0, "nauticus")) == "Your bag is full (6 games): unload it at the parking"
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv"])
    put_on_stand(s, "nauticus")
    s.position[0] = sp(stand_of("nauticus"))
    s.action_pos[0] = 7
    assert GAME.check(s, make("buy", 0, "nauticus")) == (
        "You have 0 AP left, so no free bag space lies ahead of your action meeple: eat in the central courtyard "
        "or unload your bag at the parking to free one")


def test_buying_needs_the_money_and_standing_on_the_stand():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    assert GAME.check(s, make("buy", 0, "nauticus")) == "You must stand on stand 18 (Kosmos) to buy Nauticus"
    s.position[0] = sp(stand_of("nauticus"))
    s.bank += 270
    s.money[0] = 30
    assert GAME.check(s, make("buy", 0, "nauticus")) == "Not enough money: Nauticus costs €40 and you have €30"


def test_sold_out_game_needs_the_single_pre_order():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    ev = give_event(s, "nauticus", "sold_out")
    s.position[0] = sp(stand_of("nauticus"))
    assert GAME.presentation.describe(s, make("buy", 0, "nauticus"), ["Ann"]).startswith("Ann buys Nauticus with the pre-order for €40")
    s = GAME.apply(s, make("buy", 0, "nauticus"))
    assert s.preorder[0] == ev and s.vp[0] > 0
    put_on_stand(s, "crokinole")
    give_event(s, "crokinole", "sold_out")
    s.position[0] = sp(stand_of("crokinole"))
    assert GAME.check(s, make("buy", 0, "crokinole")) == "Crokinole is sold out and you have already used your pre-order"


def test_discount_takes_10_euros_off_never_below_5():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    give_event(s, "nauticus", "discount")
    s.position[0] = sp(stand_of("nauticus"))
    s = GAME.apply(s, make("buy", 0, "nauticus"))
    assert s.money[0] == 270
    s = turn_of(0)
    s.last_turn = 0  # the last-day sale: another €10 off
    put_on_stand(s, "nosferatu")
    give_event(s, "nosferatu", "discount")
    s.position[0] = sp(stand_of("nosferatu"))
    s = GAME.apply(s, make("buy", 0, "nosferatu"))
    assert s.money[0] == 295  # €15 - 20 is held at €5


def test_flop_takes_3_vp_but_a_purchase_never_scores_below_zero():
    s = turn_of(0)
    put_on_stand(s, "nosferatu")  # bonus 0
    give_event(s, "nosferatu", "flop")
    s.popularity[symbol("cards")] = 1
    s.position[0] = sp(stand_of("nosferatu"))
    s = GAME.apply(s, make("buy", 0, "nosferatu"))
    assert s.vp[0] == 0


def test_goodies_add_one_vp_and_last_turn_symbol_tile_adds_two():
    s = turn_of(0)
    s.last_turn = next(i for i, t in enumerate(data().last_turn) if t.symbol == "cards")
    put_on_stand(s, "nosferatu")
    give_event(s, "nosferatu", "goodies")
    s.popularity[symbol("cards")] = 3
    s.position[0] = sp(stand_of("nosferatu"))
    s = GAME.apply(s, make("buy", 0, "nosferatu"))
    assert s.vp[0] == 3 + 0 + 1 + 2


def test_buying_a_game_of_the_common_wish_list_takes_its_card():
    s = turn_of(0)
    card = s.common[0]
    tid = data().tiles[card].id
    put_on_stand(s, tid)
    s.position[0] = sp(stand_of(tid))
    s = GAME.apply(s, make("buy", 0, tid))
    assert card in s.hand[0] and card not in s.common and card in s.hand_public[0]


def test_play_test_costs_one_ap_draws_two_cards_keeps_one_discards_the_other():
    s = turn_of(0)
    deck = len(s.deck)
    s = GAME.apply(s, make("play_test", 0))
    assert s.action_pos[0] == 1 and len(s.pending) == 2 and len(s.deck) == deck - 2
    keep, other = s.pending
    assert GAME.check(s, make("end_turn", 0)) == "Choose which of the two play-tested cards to keep"
    kid = data().tiles[keep].id
    s = GAME.apply(s, make("keep", 0, kid))
    assert keep in s.hand[0] and s.discard == [other] and s.pending == []


def test_play_test_reshuffles_the_discards_when_the_deck_runs_out():
    s = turn_of(0)
    s.discard = s.deck[1:]
    s.deck = s.deck[:1]
    total = len(s.deck) + len(s.discard)
    s = GAME.apply(s, make("play_test", 0))
    assert len(s.pending) == 2 and len(s.deck) == total - 2 and s.discard == []


def test_unloading_only_on_the_parking_frees_the_action_spaces_at_once():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv", "rokoko"])
    s.action_pos[0] = 6
    assert s.ap(0) == 0
    s.position[0] = sp("entrance1")
    assert GAME.check(s, make("unload", 0, "cv")) == "You can unload your bag only on the parking"
    s.position[0] = sp("parking")
    assert GAME.presentation.describe(s, make("unload", 0, "rokoko"), ["Ann"]) == "Ann unloads 2 games into the trunk"
    s = GAME.apply(s, make("unload", 0, "rokoko"))
    assert s.bag[0] == [] and sorted(s.trunk[0]) == sorted([tile("cv"), tile("rokoko")]) and s.ap(0) == 2
    assert GAME.presentation.layout(s, 0).piece("tile:cv").zone == "trunk:0:dice"


def test_the_log_counts_one_unloaded_game_in_the_singular():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv"])
    s.position[0] = sp("parking")
    assert GAME.presentation.describe(s, make("unload", 0, "cv"), ["Ann"]) == "Ann unloads 1 game into the trunk"


def test_cash_withdrawal_gives_50_euros_for_2_vp_only_on_the_parking_never_below_0_vp():
    s = turn_of(0)
    s.vp[0] = 3
    s.vp_parts[0][0] = 3
    s = GAME.apply(s, make("withdraw", 0))
    assert s.money[0] == 350 and s.vp[0] == 1 and s.action_pos[0] == 0
    assert GAME.check(s, make("withdraw", 0)) == (
        "Withdrawing €50 costs 2 VP and you have 1 VP: you cannot drop below 0 VP")
    s.position[0] = sp("entrance1")
    assert GAME.check(s, make("withdraw", 0)) == "You can withdraw money only on the parking"


def test_not_your_turn_and_game_over_are_refused():
    s = turn_of(0)
    assert GAME.check(s, make("end_turn", 1)) == "Not your turn"
    s.phase = "over"
    assert GAME.check(s, make("end_turn", 0)) == "The game is over"


def test_illegal_gestures_explain_themselves():
    s = turn_of(0)
    put_on_stand(s, "nauticus")
    assert GAME.presentation.explain(s, Drag(piece="tile:nauticus", zone="bag:0")).startswith("You must stand on stand 18")
    assert GAME.presentation.explain(s, Press(label="Eat here (€20)")) == "You can eat only in the central courtyard"
    s.action_pos[0] = 8
    assert GAME.presentation.explain(s, Drag(piece="meeple:0", zone="space:s60")).startswith("Not enough AP")


def test_heuristic_prefers_the_player_with_more_points_and_money():
    s = turn_of(0)
    even = GAME.strategy.heuristic(s, 0)
    s.vp[0] += 10
    s.vp_parts[0][0] += 10
    assert GAME.strategy.heuristic(s, 0) > even > GAME.strategy.heuristic(s, 1)


def test_a_play_test_reveals_hidden_information_so_undo_stops_there():
    s = turn_of(0)
    after = GAME.apply(s, make("play_test", 0))
    assert GAME.reveals(s, make("play_test", 0), after)
    moved = GAME.apply(s, make("move", 0, "entrance1"))
    assert not GAME.reveals(s, make("move", 0, "entrance1"), moved)
    assert GAME.turn_id(moved) == GAME.turn_id(s)


def test_play_test_can_be_done_wherever_the_player_is_even_in_the_galeria():
    for where in ("galeria1", "entrance2", "parking", "courtyard", "s30"):
        s = turn_of(0)
        s.position[0] = sp(where)
        assert make("play_test", 0) in GAME.legal_actions(s), where


def test_play_test_with_a_single_card_left_keeps_it():
    s = turn_of(0)
    last, *others = s.deck
    s.deck = [last]
    s.hand[1].extend(others)  # every other card is in someone's hand
    s = GAME.apply(s, make("play_test", 0))
    assert last in s.hand[0] and s.phase == "play" and s.action_pos[0] == 1
    assert GAME.check(s, make("play_test", 0)) == "The wish list deck is empty"


def test_eating_on_the_start_point_is_refused_as_it_would_give_nothing_back():
    s = turn_of(0)
    s.position[0] = sp("courtyard")
    reason = "Your action meeple is on the start point: eating would give nothing back"
    assert GAME.check(s, make("eat", 0)) == reason and make("eat", 0) not in GAME.legal_actions(s)


def test_the_play_test_discard_pile_is_face_up_for_everyone():
    s = turn_of(0)
    s = GAME.apply(s, make("play_test", 0))
    keep, other = s.pending
    s = GAME.apply(s, make("keep", 0, data().tiles[keep].id))
    assert GAME.observe(s, 1, 7).discard == [other]
    assert GAME.presentation.layout(s, 1).piece(f"wish:{data().tiles[other].id}").zone == "wishdiscard"
