"""Every building effect of the "Building Reference" and the five Native Settlements."""

from __future__ import annotations

from fairtable.games.empresario.actions import Activate, BuildTile, ClaimTile, Skip
from fairtable.games.empresario.data import (
    CARPENTER,
    CHURCH,
    DISTILLERY,
    INN,
    MINE,
    NATIVE,
    SALOON,
    TOWN_HALL_ID,
    UNDERTAKER,
    WELL,
)  # fmt: skip
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import (
    DIE,
    cell,
)  # fmt: skip
from tests.games.empresario.helpers import do, fresh, give, place, show, tile, with_die


def test_town_hall_pays_one_coin_to_build_one_building():
    s = fresh()
    mine = place(s, 0, tile(MINE, 1), 1, 0, built=False)
    s = do(with_die(s, 4), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    assert s.built[mine] and s.money[0] == 2


def test_town_hall_collects_one_coin():
    s = do(with_die(fresh(), 4), Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert s.money[0] == 4


def test_inn_pays_one_coin_and_one_vp_token_to_claim_from_its_column():
    s = fresh()
    inn = place(s, 0, tile(INN, 2), 1, 0)
    saloon = tile(SALOON, 1)
    show(s, 2, saloon)
    give(s, 0, pop=1)
    s = do(with_die(s, 2), Activate(player=0, building=inn))
    assert s.money[0] == 2 and s.pop[0] == 0
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=2, y=0)) is None
    s = do(s, ClaimTile(player=0, tile=saloon, x=2, y=0))
    assert s.town[0][cell(2, 0)] == saloon and not s.built[saloon]


def test_inn_without_a_vp_token_is_refused():
    s = fresh()
    inn = place(s, 0, tile(INN, 2), 1, 0)
    assert GAME.check(with_die(s, 2), Activate(player=0, building=inn)) == "The Inn costs $1 and 1 VP token; you have $3 and 0 VP tokens"


def test_mine_collects_two_coins():
    s = fresh()
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    s = do(with_die(s, 3), Activate(player=0, building=mine))
    assert s.money[0] == 5


def test_distillery_pays_one_coin_for_two_vp_tokens():
    s = fresh()
    d = place(s, 0, tile(DISTILLERY, 3), 1, 0)
    s = do(with_die(s, 3), Activate(player=0, building=d))
    assert s.money[0] == 2 and s.pop[0] == 2


def test_distillery_with_no_money_is_refused():
    s = fresh()
    d = place(s, 0, tile(DISTILLERY, 3), 1, 0)
    s.money[0] = 0
    s.minted -= 3
    assert GAME.check(with_die(s, 3), Activate(player=0, building=d)) == "You need $1 to use the Distillery and have $0"


def test_saloon_collects_one_coin_per_adjacent_constructed_building():
    s = fresh()
    saloon = place(s, 0, tile(SALOON, 4), 1, 0)
    place(s, 0, tile(MINE, 1), 2, 0)
    place(s, 0, tile(MINE, 2), 1, 1, built=False)  # unbuilt: not counted
    s = do(with_die(s, 4), Activate(player=0, building=saloon))
    assert s.money[0] == 3 + 2  # Town Hall and the Mine


def test_carpenter_builds_one_building_of_the_players_choice():
    s = fresh()
    carp = place(s, 0, tile(CARPENTER, 5), 1, 0)
    a = place(s, 0, tile(MINE, 1), 2, 0, built=False)
    b = place(s, 0, tile(MINE, 2), 0, 1, built=False)
    s = do(with_die(s, 5), Activate(player=0, building=carp))
    assert {x.tile for x in GAME.legal_actions(s)} == {a, b}
    s = do(s, BuildTile(player=0, tile=b))
    assert s.built[b] and not s.built[a]


def test_church_pays_one_coin_to_activate_another_building_not_yet_activated():
    s = fresh()
    church = place(s, 0, tile(CHURCH, 6), 1, 0)
    mine = place(s, 0, tile(MINE, 2), 2, 0)
    s = do(with_die(s, 6), Activate(player=0, building=church))
    assert GAME.check(s, Activate(player=0, building=church)) == "A building may never be activated more than once in a turn"
    s = do(s, Activate(player=0, building=mine))
    assert s.money[0] == 3 - 1 + 2


def test_undertaker_collects_a_vp_token_and_opponents_discard_a_coin_if_they_can():
    s = fresh(3)
    u = place(s, 0, tile(UNDERTAKER, 4), 1, 0)
    s.money[2] = 0
    s.minted -= 3
    s = do(with_die(s, 4), Activate(player=0, building=u))
    assert s.pop[0] == 1 and s.money == [3, 2, 0]


def test_civic_buildings_do_not_activate():
    s = fresh()
    well = place(s, 0, tile(WELL), 1, 0)
    assert "only score" in GAME.check(with_die(s, 1), Activate(player=0, building=well))


def _claim_native(variant: int, s=None):
    s = s or fresh()
    ns = tile(NATIVE, variant=variant)
    show(s, 1, ns)
    s = do(with_die(s, 1), ClaimTile(player=0, tile=ns, x=1, y=0))
    assert s.built[ns]
    return s, ns


def test_native_settlement_is_built_at_once_and_collects_one_vp_and_two_coins():
    s, ns = _claim_native(1)
    assert s.pop[0] == 1 and s.money[0] == 5 and s.phase == DIE


def test_native_settlement_never_activates_again():
    s = fresh()
    ns = place(s, 0, tile(NATIVE, variant=1), 1, 0)
    assert "only once" in GAME.check(with_die(s, 1), Activate(player=0, building=ns))


def test_native_settlement_may_build_one_building():
    s = fresh()
    a = place(s, 0, tile(MINE, 1), -1, 0, built=False)
    b = place(s, 0, tile(MINE, 2), 0, 1, built=False)
    s, _ = _claim_native(2, s)
    assert s.pop[0] == 1
    assert Skip(player=0) in GAME.legal_actions(s)
    s = do(s, BuildTile(player=0, tile=a))
    assert s.built[a] and not s.built[b] and s.phase == DIE


def test_native_settlement_may_spend_two_vp_tokens_to_claim_any_display_tile():
    s = fresh()
    give(s, 0, pop=1)
    saloon = tile(SALOON, 6)
    show(s, 6, saloon)
    s, _ = _claim_native(3, s)
    assert s.pop[0] == 2
    s = do(s, ClaimTile(player=0, tile=saloon, x=2, y=0))
    assert s.pop[0] == 0 and s.town[0][cell(2, 0)] == saloon


def test_native_settlement_may_pay_one_coin_to_activate_one_building():
    s = fresh()
    mine = place(s, 0, tile(MINE, 4), 0, 1)
    s, _ = _claim_native(4, s)
    s = do(s, Activate(player=0, building=mine))
    assert s.money[0] == 3 - 1 + 2 and s.pop[0] == 1


def test_native_settlement_collects_two_vp_tokens():
    s, _ = _claim_native(5)
    assert s.pop[0] == 2 and s.money[0] == 3


def test_native_settlement_starting_face_down_is_not_claimed_so_it_never_activates_when_built():
    s = fresh()
    ns = place(s, 0, tile(NATIVE, variant=1), 1, 0, built=False)  # a dealt starting tile
    s = do(with_die(s, 4), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    assert s.built[ns] and s.pop[0] == 0 and s.money[0] == 2
