"""Phase 3 (Sale), Phase 4 (Worker Actions: all seven) and the proprietors' abilities."""

from __future__ import annotations

from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import (
    Advertise,
    Build,
    BuildFacility,
    DoneSelling,
    Enter,
    HireGray,
    MoveFacility,
    Pass,
    RemoveFacility,
    Renovate,
    ReturnCustomer,
    Sell,
    Take,
)
from fairtable.games.marche.rules import GAME, place_facility
from fairtable.games.marche.state import ABSENT, ACTIONS, BACKYARD, HIRED, ON_AD, RETURN, SALE, USED

from .helpers import TYPE, actions_phase, build, phase, play, seat_customers, table, why, worker

D = T.D
RADIO = next(a.id for a in D.ads if a.name_en == "Radio Commercial")


def card_of(s, key):
    return L.top_card(s, TYPE[key])


# -- Sale ------------------------------------------------------------------------------------------------


def test_selling_scores_the_store_vp_and_returns_the_card_basic_side_up():
    s = phase(table(), SALE, 0)
    card = build(s, 0, "bank", 0, advanced=True)  # Mega Bank: 4 VP
    build(s, 0, "grocery", 1)
    s = play(s, Sell(player=0, card=card))
    assert s.vp[0] == 4 and s.owner[card] == -1 and not s.advanced[card] and s.sold[0] == 1
    assert s.turn == 1 or s.phase != SALE


def test_a_sold_stores_customers_go_to_cells_the_seller_chooses():
    s = phase(table(), SALE, 0)
    card = build(s, 0, "grocery", 0)
    moved = seat_customers(s, card, 2)
    s = play(s, Sell(player=0, card=card))
    assert s.phase == RETURN and sorted(s.returning) == sorted(moved)
    s = play(s, ReturnCustomer(player=0, customer=moved[0], cell=0))
    assert moved[0] in s.cell_cust[0]
    back = ReturnCustomer(player=0, customer=moved[1], cell=1)
    assert GAME.presentation.describe(s, back, ["Ann", "Bo"]) == "Ann returns a customer to row 1, column 2 of the plaza"
    s = play(s, back)
    assert moved[1] in s.cell_cust[1] and s.phase != RETURN


def test_a_customer_cannot_return_to_a_full_cell():
    s = phase(table(), SALE, 0)
    card = build(s, 0, "grocery", 0)
    moved = seat_customers(s, card, 1)
    s = play(s, Sell(player=0, card=card))
    assert "no room" in why(s, ReturnCustomer(player=0, customer=moved[0], cell=5))


def test_meister_sells_twice_and_gets_two_wood_for_each_sale():
    s = phase(table(props=("meister",), wood=0), SALE, 0)
    a = build(s, 0, "grocery", 0)
    b = build(s, 0, "bakery", 1)
    build(s, 0, "bank", 2)
    s = play(s, Sell(player=0, card=a))
    assert s.turn == 0 and s.phase == SALE and s.wood[0] == 2
    s = play(s, Sell(player=0, card=b))
    assert s.wood[0] == 4 and s.phase == ACTIONS  # nobody else has a store to sell


def test_other_players_sell_only_once():
    s = phase(table(), SALE, 0)
    a = build(s, 0, "grocery", 0)
    build(s, 0, "bakery", 1)
    s = play(s, Sell(player=0, card=a))
    assert s.phase == ACTIONS


def test_keeping_all_stores_ends_your_sale_turn():
    s = phase(table(), SALE, 0)
    build(s, 0, "grocery", 0)
    build(s, 2, "grocery", 0)
    s = play(s, DoneSelling(player=0))
    assert s.turn == 2


# -- Construction and renovation --------------------------------------------------------------------------


def test_building_a_basic_store_costs_four_coins():
    s = actions_phase(table(coins=10, wood=0))
    s = play(s, Build(player=0, card=card_of(s, "bakery"), section=2))
    assert s.coins[0] == 6 and s.sections[0][2] >= 0


def test_building_a_special_store_costs_three_coins_and_one_wood():
    s = actions_phase(table(coins=10, wood=1))
    s = play(s, Build(player=0, card=card_of(s, "flower_shop"), section=0))
    assert (s.coins[0], s.wood[0]) == (7, 0)


def test_build_and_renovate_in_one_action_pays_both_costs():
    s = actions_phase(table(coins=8, wood=2))
    card = card_of(s, "building_firm")  # renovation: 4 coins and 2 wood
    s = play(s, Build(player=0, card=card, section=0, renovate=True))
    assert (s.coins[0], s.wood[0]) == (0, 0) and s.advanced[card]


def test_the_building_firm_takes_a_wood_off_a_construction():
    s = actions_phase(table(coins=10, wood=5))
    build(s, 0, "building_firm", 0)  # 1 wood less
    s = play(s, Build(player=0, card=card_of(s, "sawmill"), section=1))  # a Special Store: 3 coins + 1 wood
    assert (s.coins[0], s.wood[0]) == (10 - 3, 5)


def test_the_major_building_firm_discount_applies_to_build_and_renovate_at_once():
    s = actions_phase(table(coins=10, wood=5))
    build(s, 0, "building_firm", 0, advanced=True)  # 2 coins and 1 wood less
    s = play(s, Build(player=0, card=card_of(s, "bakery"), section=1, renovate=True))
    assert (s.coins[0], s.wood[0]) == (10 - (4 + 4 - 2), 5 - (1 - 1))


def test_a_discount_never_makes_a_cost_negative():
    s = actions_phase(table(coins=10, wood=0))
    build(s, 0, "building_firm", 0)  # 1 wood less, on a Basic Store that costs no wood
    s = play(s, Build(player=0, card=card_of(s, "bakery"), section=1))
    assert (s.coins[0], s.wood[0]) == (6, 0)


def test_not_enough_coins_to_build_is_refused():
    s = actions_phase(table(coins=3))
    assert "Not enough coins" in why(s, Build(player=0, card=card_of(s, "bakery"), section=1))


def test_a_store_goes_only_into_an_empty_section():
    s = actions_phase(table())
    build(s, 0, "grocery", 0)
    assert "already has a store" in why(s, Build(player=0, card=card_of(s, "bakery"), section=0))


def test_no_player_holds_two_copies_of_a_store_even_after_renovation():
    s = actions_phase(table())
    card = build(s, 0, "bakery", 0, advanced=True)  # Premium Bakery
    assert "already have that store" in why(s, Build(player=0, card=card_of(s, "bakery"), section=1))
    phase(s, SALE, 0)
    s = play(s, Sell(player=0, card=card))
    actions_phase(s, 0)
    s = play(s, Build(player=0, card=card_of(s, "bakery"), section=1))
    assert s.sections[0][1] >= 0


def test_renovation_flips_the_store_and_keeps_its_customers_and_workers():
    s = actions_phase(table(coins=10, wood=5))
    card = build(s, 0, "grocery", 0)
    moved = seat_customers(s, card, 2)
    s.store_workers[card] = (1,)
    s = play(s, Renovate(player=0, worker=worker(s, 0), section=0))
    assert s.advanced[card] and s.store_cust[card] == tuple(moved) and s.store_workers[card] == (1,)
    assert (s.coins[0], s.wood[0]) == (7, 4)


def test_a_special_store_cannot_be_renovated_nor_an_advanced_one_again():
    s = actions_phase(table())
    build(s, 0, "tea_house", 0)
    build(s, 0, "bank", 1, advanced=True)
    assert "Special Store cannot" in why(s, Renovate(player=0, worker=worker(s, 0), section=0))
    assert "already Advanced" in why(s, Renovate(player=0, worker=worker(s, 0), section=1))


def test_not_enough_wood_to_renovate_is_refused():
    s = actions_phase(table(coins=10, wood=0))
    build(s, 0, "bakery", 0)  # renovation: 4 coins and 1 wood
    assert "Not enough wood" in why(s, Renovate(player=0, worker=worker(s, 0), section=0))


def test_leon_pays_two_coins_instead_of_one_wood():
    s = actions_phase(table(props=("leon",), coins=10, wood=0))
    card = card_of(s, "sawmill")
    s = play(s, Build(player=0, card=card, section=0, swap=1))
    assert (s.coins[0], s.wood[0]) == (5, 0)


def test_only_leon_may_pay_coins_for_wood():
    s = actions_phase(table(props=("alen",), coins=10, wood=0))
    assert "Only Leon" in why(s, Build(player=0, card=card_of(s, "sawmill"), section=0, swap=1))


# -- Entering another player's store ---------------------------------------------------------------------


def test_entering_another_players_store_gives_the_visitor_and_the_owner_their_gains():
    s = actions_phase(table(coins=0, wood=0))
    build(s, 1, "bank", 0)  # visitor 4 coins, owner 1 coin
    s = play(s, Enter(player=0, worker=worker(s, 0), owner=1, section=0, seat=0))
    assert (s.coins[0], s.coins[1]) == (4, 1)


def test_you_cannot_enter_your_own_store():
    s = actions_phase(table())
    build(s, 0, "bank", 0)
    assert "not your own" in why(s, Enter(player=0, worker=worker(s, 0), owner=0, section=0, seat=0))


def test_a_taken_worker_seat_is_refused():
    s = actions_phase(table())
    card = build(s, 1, "bank", 0)
    s.store_workers[card] = (2,)
    assert "taken" in why(s, Enter(player=0, worker=worker(s, 0), owner=1, section=0, seat=0))


def test_orlando_gets_an_extra_coin_when_another_player_enters_his_store():
    s = actions_phase(table(props=("leon", "orlando"), coins=0))
    build(s, 1, "bank", 0)
    s = play(s, Enter(player=0, worker=worker(s, 0), owner=1, section=0, seat=0))
    assert s.coins[1] == 2


# -- Advertising -----------------------------------------------------------------------------------------


def ad_table():
    s = actions_phase(table(players=2, coins=20))
    if RADIO not in s.ad_display:
        s.ad_deck.remove(RADIO)
        s.ad_deck.append(s.ad_display[0])
        s.ad_display[0] = RADIO
    return s


def test_ad_worked_example_red_gets_six_vp_and_the_card_blue_four_vp():
    s = ad_table()
    blue, red = 0, 1
    s = play(s, Advertise(player=blue, worker=worker(s, blue), ad=RADIO, field=1))  # 5 coins
    assert s.coins[blue] == 15 and s.wloc[blue].count(ON_AD) == 1
    s = play(s, Advertise(player=red, worker=worker(s, red), ad=RADIO, field=0))  # 9 coins: 14 >= 10
    assert s.vp == [4, 6] and RADIO in s.ads_held[red] and RADIO not in s.ad_display
    assert len(s.ad_display) == 3 and s.wloc[blue].count(ON_AD) == 0


def test_the_second_worker_on_an_ad_goes_on_the_field_of_the_first():
    s = ad_table()
    s = play(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=1))
    s = play(s, Pass(player=1))
    assert "field of your first" in why(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=0))
    s = play(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=1))
    assert s.vp[0] == 8 and RADIO in s.ads_held[0]


def test_on_equal_payments_the_first_payer_takes_the_ad():
    s = ad_table()
    s = play(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=1))
    s = play(s, Advertise(player=1, worker=worker(s, 1), ad=RADIO, field=1))
    assert RADIO in s.ads_held[0] and s.vp == [4, 4]


def test_an_unrun_ad_keeps_its_workers_through_closing():
    s = ad_table()
    s = play(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=1))
    L.closing(s)
    assert s.wloc[0].count(ON_AD) == 1 and len(s.ad_workers[RADIO]) == 1


def test_advertising_needs_the_fields_coins():
    s = ad_table()
    s.coins[0] = 4
    assert "Not enough coins" in why(s, Advertise(player=0, worker=worker(s, 0), ad=RADIO, field=1))


# -- Public facilities -----------------------------------------------------------------------------------


def fac(s, key):
    return next(k for k in range(T.N_FAC) if D.facilities[T.FAC_TYPE[k]].key == key and s.fac_spot[k] < 0)


def test_a_facility_may_not_stick_out_of_the_plaza_or_overlap_another():
    s = actions_phase(table(coins=20, wood=10))
    k = fac(s, "temporary_stage")
    assert "not off it" in why(s, BuildFacility(player=0, facility=k, cell=3, vertical=False))
    assert "not off it" in why(s, BuildFacility(player=0, facility=k, cell=12, vertical=True))
    stage = BuildFacility(player=0, facility=k, cell=0, vertical=False)
    assert GAME.presentation.describe(s, stage, ["Ann", "Bo"]) == (
        "Ann builds a Temporary Stage on row 1, columns 1 and 2 of the plaza for 3 coins and 1 wood: 3 VP")
    s = play(s, stage)
    s = actions_phase(s, 0)
    k2 = fac(s, "temporary_stage")
    assert "overlap" in why(s, BuildFacility(player=0, facility=k2, cell=1, vertical=True))


def test_a_facility_card_is_placed_on_two_cells_and_the_log_names_both():
    s = actions_phase(table(coins=20, wood=10))
    k = fac(s, "cenotaph")
    down = BuildFacility(player=0, facility=k, cell=5, vertical=True)
    assert GAME.presentation.describe(s, down, ["Ann", "Bo"]) == (
        "Ann builds a Cenotaph on rows 2 and 3, column 2 of the plaza for 5 coins and 4 wood: 6 VP")
    s = play(s, down)
    s = actions_phase(s, 0)
    move = MoveFacility(player=0, facility=k, cell=10, vertical=False)
    assert GAME.presentation.describe(s, move, ["Ann", "Bo"]) == (
        "Ann moves the Cenotaph from rows 2 and 3, column 2 to row 3, columns 3 and 4 of the plaza for 3 wood")


def test_a_temporary_stage_costs_two_coins_and_a_wood_with_two_players_three_coins_with_more():
    # designed (docs/games/marche.md, "Advertising with 2 players"): the 2-player plaza empties without it
    for players, coins in ((2, 2), (3, 3), (4, 3)):
        s = actions_phase(table(players=players, coins=coins, wood=1))
        k = fac(s, "temporary_stage")
        build_it = BuildFacility(player=0, facility=k, cell=1, vertical=False)
        assert GAME.check(s, build_it) is None
        assert f"for {coins} coins and 1 wood: 3 VP" in GAME.presentation.describe(s, build_it, ["Ann", "Bo", "Cy", "Di"])
        s = play(s, build_it)
        assert (s.coins[0], s.wood[0]) == (0, 0)
    s = actions_phase(table(players=3, coins=2, wood=1))
    k = fac(s, "temporary_stage")
    assert "(a Temporary Stage costs 3 coins and 1 wood)" in why(s, BuildFacility(player=0, facility=k, cell=5, vertical=True))


def test_a_facility_cannot_cover_a_blocked_cell_in_the_three_player_game():
    s = actions_phase(table(players=3, coins=20, wood=10))
    k = fac(s, "cenotaph")
    assert why(s, BuildFacility(player=0, facility=k, cell=0, vertical=False)) == (
        "A public facility cannot cover a cell outside the plaza (the diagonal of the 3-player game)")


def test_the_cenotaph_gives_six_vp_and_leaves_its_customers():
    s = actions_phase(table(coins=20, wood=10))
    before = (s.cell_cust[0], s.cell_cust[1])
    s = play(s, BuildFacility(player=0, facility=fac(s, "cenotaph"), cell=0, vertical=False))
    assert s.vp[0] == 6 and (s.cell_cust[0], s.cell_cust[1]) == before and s.coins[0] == 15 and s.wood[0] == 6


def test_temporary_stage_cells_hold_two_customers_after_closing():
    s = actions_phase(table(coins=20, wood=10))
    s = play(s, BuildFacility(player=0, facility=fac(s, "temporary_stage"), cell=0, vertical=False))
    assert s.vp[0] == 3
    L.closing(s)
    assert len(s.cell_cust[0]) == 2 and len(s.cell_cust[1]) == 2 and len(s.aside) == 2


def test_a_construction_site_sends_its_customers_aside_and_holds_none():
    s = actions_phase(table(coins=20, wood=10))
    s = play(s, BuildFacility(player=0, facility=fac(s, "construction_site"), cell=0, vertical=True))
    assert s.vp[0] == 3 and not s.cell_cust[0] and not s.cell_cust[4] and len(s.aside) == 6
    L.closing(s)
    assert not s.cell_cust[0] and not s.cell_cust[4] and len(s.aside) == 6


def test_moving_a_facility_costs_three_wood_and_cancels_its_old_effect():
    s = actions_phase(table(coins=20, wood=10))
    k = fac(s, "construction_site")
    s = play(s, BuildFacility(player=0, facility=k, cell=0, vertical=True))
    s = actions_phase(s, 0)
    s = play(s, MoveFacility(player=0, facility=k, cell=2, vertical=False))
    assert s.wood[0] == 10 - 1 - 3 and s.fac_at[0] == -1 and s.fac_at[2] == k and s.fac_at[3] == k
    L.closing(s)
    assert len(s.cell_cust[0]) == 1 and not s.cell_cust[2]


def test_removing_a_facility_costs_three_wood_and_returns_it():
    s = actions_phase(table(coins=20, wood=10))
    k = fac(s, "temporary_stage")
    s = play(s, BuildFacility(player=0, facility=k, cell=0, vertical=False))
    s = actions_phase(s, 0)
    s = play(s, RemoveFacility(player=0, facility=k))
    assert s.fac_spot[k] == -1 and s.wood[0] == 10 - 1 - 3


def test_moving_a_facility_without_three_wood_is_refused():
    s = actions_phase(table(coins=20, wood=10))
    k = fac(s, "temporary_stage")
    s = play(s, BuildFacility(player=0, facility=k, cell=0, vertical=False))
    s = actions_phase(s, 0)
    s.wood[0] = 2
    assert "3 wood" in why(s, RemoveFacility(player=0, facility=k))


def test_alen_gets_three_coins_for_building_moving_or_removing_a_facility():
    s = actions_phase(table(props=("alen",), coins=10, wood=10))
    k = fac(s, "temporary_stage")
    s = play(s, BuildFacility(player=0, facility=k, cell=0, vertical=False))
    assert s.coins[0] == 10 - 3 + 3
    s = actions_phase(s, 0)
    s = play(s, MoveFacility(player=0, facility=k, cell=8, vertical=False))
    assert s.coins[0] == 13


def test_a_cenotaph_alen_removes_and_builds_again_costs_him_no_less_a_vp_than_a_construction_site_costs_anyone():
    """Alen gets 3 coins every time he builds, moves or removes a Public Facility, and removing one costs
    3 wood; so the Cenotaph's designed cost must keep a Cenotaph taken again and again from being cheaper VP
    than the cheapest VP anyone can buy once: per VP it costs him at least what a Construction Site costs."""
    s = actions_phase(table(props=("alen",), coins=25, wood=15))
    k = fac(s, "cenotaph")
    place_facility(s, k, T.GEOMETRY[4].spot_index[(0, 1)])
    resources, vp = s.coins[0] + s.wood[0], s.vp[0]
    s = play(s, RemoveFacility(player=0, facility=k))
    s = actions_phase(s, 0)
    s = play(s, BuildFacility(player=0, facility=k, cell=0, vertical=False))
    loop_cost = (resources - s.coins[0] - s.wood[0]) / (s.vp[0] - vp)
    s = actions_phase(s, 1)
    resources, vp = s.coins[1] + s.wood[1], s.vp[1]
    s = play(s, BuildFacility(player=1, facility=fac(s, "construction_site"), cell=8, vertical=False))
    site_cost = (resources - s.coins[1] - s.wood[1]) / (s.vp[1] - vp)
    assert loop_cost >= site_cost


# -- Getting 1 coin or 1 wood, passing, Vanessa ----------------------------------------------------------


def test_taking_a_coin_or_a_wood():
    s = actions_phase(table(coins=0, wood=0))
    s = play(s, Take(player=0, worker=worker(s, 0), resource="coin"))
    assert s.coins[0] == 1


def test_taking_over_the_caps_is_refused():
    s = actions_phase(table(coins=30, wood=15))
    assert "30 coins" in why(s, Take(player=0, worker=worker(s, 0), resource="coin"))
    assert "15 wood" in why(s, Take(player=0, worker=worker(s, 0), resource="wood"))


def test_one_action_per_worker_in_the_backyard():
    s = actions_phase(table(players=2))
    for _ in range(2):
        s = play(s, Take(player=0, worker=worker(s, 0), resource="coin"))
        s = play(s, Take(player=1, worker=worker(s, 1), resource="coin"))
    assert s.round == 2  # both backyards were empty: closing followed


def test_vanessa_hires_the_gray_worker_for_five_coins_besides_her_action():
    s = actions_phase(table(props=("vanessa",), coins=6))
    assert s.wloc[0][T.GRAY] == ABSENT
    s = play(s, HireGray(player=0))
    assert s.coins[0] == 1 and s.wloc[0][T.GRAY] == HIRED and s.turn == 0
    L.closing(s)
    assert s.wloc[0][T.GRAY] == BACKYARD


def test_vanessas_gray_worker_can_be_used_from_the_turn_after_hiring_it():
    s = actions_phase(table(players=2, props=("vanessa",), coins=6))
    s.wloc[0][0] = USED  # one worker left in her backyard
    s = play(s, HireGray(player=0))
    assert worker(s, 0) == 1  # this turn's action is still her own worker's
    s = play(s, Take(player=0, worker=1, resource="coin"))
    assert s.wloc[0][T.GRAY] == BACKYARD and s.turn == 1
    s = play(s, Pass(player=1))
    assert s.turn == 0 and s.round == 1
    s = play(s, Take(player=0, worker=T.GRAY, resource="wood"))
    assert s.round == 2 and s.wood[0] == 6  # the gray worker acted in the round it was hired


def test_vanessa_with_no_worker_left_hires_the_gray_worker_as_her_turn():
    s = actions_phase(table(players=2, props=("vanessa",), coins=5))
    s.wloc[0][0] = s.wloc[0][1] = USED
    s = play(s, HireGray(player=0))
    assert s.turn == 1 and s.wloc[0][T.GRAY] == BACKYARD and not s.passed[0]
    s = play(s, Take(player=1, worker=worker(s, 1), resource="coin"))
    assert s.turn == 0 and worker(s, 0) == T.GRAY


def test_only_vanessa_hires_the_gray_worker():
    s = actions_phase(table(props=("alen",), coins=6))
    assert "Only Vanessa" in why(s, HireGray(player=0))


def test_not_your_turn_is_refused():
    s = actions_phase(table())
    assert why(s, Pass(player=1)) == "Not your turn"
