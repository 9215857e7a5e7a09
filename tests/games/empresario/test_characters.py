"""The twelve character cards, each with the limits its card states ("Character Cards")."""

from __future__ import annotations

from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    AdjustDie,
    ChooseCharacter,
    ChooseStartColour,
    ClaimTile,
    Gamble,
    IrvingInn,
    PlaceStartTile,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import (
    CARPENTER,
    COLOUR_NAMES,
    DISTILLERY,
    INN,
    IRVING,
    JAKE,
    JESSE,
    JOSEPHINE,
    MERLE,
    MICHELLE,
    MINE,
    NAKOMA,
    ROYCE,
    SALOON,
    SCARLETT,
    TCOLOUR,
    TOWN_HALL_ID,
    TRENT,
    WEN,
    ZEBEDEE,
)  # fmt: skip
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.sections.turn_options import build
from fairtable.games.empresario.state import (
    HOME_NEIGHBOURS,
    START,
    cell,
)  # fmt: skip
from tests.games.empresario.helpers import do, fresh, give, place, show, tile, to_leftover, with_die


def _setup_with(characters: list[int], seed: int = 5):
    s = GAME.new_state(len(characters), None, seed)
    for p in range(len(characters)):
        s.dealt[p] = [characters[p], 12 if characters[p] != 12 else 1]
    for _ in characters:
        s = do(s, ChooseCharacter(player=s.actor, character=characters[s.actor]))
    return s


def test_zebedee_starts_with_six_coins_and_two_of_six_tiles_unbuilt():
    s = _setup_with([ZEBEDEE, 0])
    z = 0
    assert s.phase == START and s.money[z] == 6 and len(s.hands[z]) == 6
    while s.phase == START:
        p = s.actor
        free = [c for c in HOME_NEIGHBOURS if c not in s.town[p]][0]
        s = do(s, PlaceStartTile(player=p, tile=s.hands[p][0], x=free // 256 - 128, y=free % 256 - 128))
    assert len(s.town[z]) == 3 and len(s.town[1]) == 2


def test_jesse_reveals_tiles_until_the_chosen_colour_and_starts_with_it():
    s = _setup_with([JESSE, 0])
    while s.actor != 0:
        p = s.actor
        s = do(s, PlaceStartTile(player=p, tile=s.hands[p][0], x=1, y=0))
    s = do(s, ChooseStartColour(player=0, colour="purple"))
    t = s.hands[0][0]
    assert COLOUR_NAMES[TCOLOUR[t]] == "purple"
    assert all(COLOUR_NAMES[TCOLOUR[r]] != "purple" for r in s.setup_public)
    s = do(s, PlaceStartTile(player=0, tile=t, x=0, y=1))
    assert not s.secret[t]


def test_trent_may_pay_one_coin_for_one_vp_when_activating_the_town_hall():
    s = fresh(2, [TRENT, 0])
    s = do(with_die(s, 2), Activate(player=0, building=TOWN_HALL_ID, use="coin", trent=True))
    assert s.money[0] == 3 and s.pop[0] == 1
    other = with_die(fresh(), 2)
    assert "Only Trent" in GAME.check(other, Activate(player=0, building=TOWN_HALL_ID, use="coin", trent=True))


def test_scarlett_gambles_rerolls_and_gains_two_coins_but_may_not_pay_to_adjust():
    s = with_die(fresh(2, [SCARLETT, 0]), 3)
    s = do(s, Gamble(player=0))
    assert s.money[0] == 5 and s.gambled
    assert GAME.check(s, AdjustDie(player=0, delta=1)) == "After gambling you may not pay to change the die"
    assert GAME.check(s, Gamble(player=0)) is not None


def test_michelle_treats_the_leftover_die_as_any_value():
    s = fresh(2, [MICHELLE, 0])
    mine = place(s, 0, tile(MINE, 6), 1, 0)
    s = to_leftover(s, 2)
    assert GAME.check(s, Activate(player=0, building=mine)) is None
    t = fresh()
    mine = place(t, 0, tile(MINE, 6), 1, 0)
    t = to_leftover(t, 2)
    assert "leftover die shows 2" in GAME.check(t, Activate(player=0, building=mine))


def test_merle_treats_one_building_per_activation_as_a_distillery():
    s = fresh(2, [MERLE, 0])
    a = place(s, 0, tile(MINE, 3), 1, 0)
    b = place(s, 0, tile(SALOON, 3), 0, 1)
    s = do(with_die(s, 3), Activate(player=0, building=a, use="distillery"))
    assert s.pop[0] == 2 and s.money[0] == 2
    assert "only one building" in GAME.check(s, Activate(player=0, building=b, use="distillery"))


def test_merle_may_not_use_the_still_with_the_leftover_die():
    s = fresh(2, [MERLE, 0])
    s = to_leftover(s, 3)
    reason = GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="distillery"))
    assert "turn action" in reason


def test_nakoma_adjusts_for_free_when_claiming_but_not_for_income():
    s = fresh(2, [NAKOMA, 0])
    saloon = tile(SALOON, 4)
    show(s, 4, saloon)
    s = with_die(s, 3)
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=1, y=0)) is None
    assert GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="coin")) is None
    assert GAME.check(s, TakeIncome(player=0, tile=saloon)) == "Discard a tile of column 3, the number on your die"
    far = tile(SALOON, 5)
    show(s, 5, far)
    assert GAME.check(s, ClaimTile(player=0, tile=far, x=1, y=0)) == "Claim a tile from column 2, 3 or 4"


def test_royce_collects_one_coin_per_new_colour_and_new_stock_icon():
    s = fresh(2, [ROYCE, 0])
    mine = place(s, 0, tile(MINE, 1), 1, 0, built=False)  # yellow, Oil
    s = do(with_die(s, 4), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    assert s.built[mine] and s.money[0] == 3 - 1 + 2


def test_jake_collects_one_coin_first_when_activating_the_town_hall():
    s = fresh(2, [JAKE, 0])
    s = do(with_die(s, 4), Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert s.money[0] == 5
    t = fresh(2, [JAKE, 0])
    t.money[0] = 0
    t.minted -= 3
    place(t, 0, tile(MINE, 1), 1, 0, built=False)
    assert GAME.check(with_die(t, 4), Activate(player=0, building=TOWN_HALL_ID, use="build")) is None


def test_irving_uses_the_leftover_die_as_an_inn_of_any_number():
    s = fresh(2, [IRVING, 0])
    give(s, 0, pop=1)
    saloon = tile(SALOON, 1)
    show(s, 5, saloon)
    s = to_leftover(s, 5)
    s = do(s, IrvingInn(player=0))
    s = do(s, ClaimTile(player=0, tile=saloon, x=1, y=0))
    assert s.town[0][cell(1, 0)] == saloon and s.pop[0] == 0 and s.actor == 1


def test_jesse_may_activate_the_town_hall_and_all_buildings_of_one_colour_instead_of_the_die():
    s = fresh(2, [JESSE, 0])
    a = place(s, 0, tile(MINE, 1), 1, 0)
    b = place(s, 0, tile(MINE, 2), 0, 1)
    s = do(with_die(s, 5), ActivateColour(player=0, colour="yellow"))
    s = do(s, Activate(player=0, building=a), Activate(player=0, building=b))
    assert s.money[0] == 7


def test_jesse_names_only_a_colour_she_has_buildings_of():
    s = with_die(fresh(2, [JESSE, 0]), 5)
    place(s, 0, tile(MINE, 1), 1, 0)
    assert GAME.check(s, ActivateColour(player=0, colour="pink")) == "You have no pink building to activate"
    for odd in ("none", "mauve"):
        assert GAME.check(s, ActivateColour(player=0, colour=odd)) == "Choose the colour of one of your buildings"


def test_sister_josephine_pays_one_coin_to_activate_one_additional_building():
    s = fresh(2, [JOSEPHINE, 0])
    mine = place(s, 0, tile(MINE, 1), 1, 0)
    s = do(with_die(s, 5), Activate(player=0, building=mine, josephine=True))
    assert s.money[0] == 4
    assert "once per turn" in GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="coin", josephine=True))


def test_sheriff_wen_activates_two_buildings_with_the_leftover_die():
    s = fresh(2, [WEN, 0])
    mine = place(s, 0, tile(MINE, 2), 1, 0)
    s = to_leftover(s, 2)
    s = do(s, Activate(player=0, building=mine))
    assert s.actor == 0
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert s.actor == 1 and s.money[0] == 6


def test_standard_empresario_activates_one_building_with_the_leftover_die():
    s = fresh()
    place(s, 0, tile(MINE, 2), 1, 0)
    s = to_leftover(s, 2)
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert s.actor == 1


def test_carpenter_and_distillery_are_only_used_as_their_cards_say():
    s = fresh()
    carp = place(s, 0, tile(CARPENTER, 2), 1, 0)
    assert GAME.check(with_die(s, 2), Activate(player=0, building=carp)) == "You have no building under construction to build"
    t = fresh()
    d = place(t, 0, tile(DISTILLERY, 2), 1, 0)
    assert "Only Merle" in GAME.check(with_die(t, 2), Activate(player=0, building=d, use="distillery"))


def test_you_may_not_plus_or_minus_one_the_leftover_die():
    s = to_leftover(fresh(2, [IRVING, 0]), 3)
    assert GAME.check(s, AdjustDie(player=0, delta=1)) == "You may not +/-1 the leftover die"


def test_jesse_may_not_choose_a_colour_with_the_leftover_die():
    s = fresh(2, [JESSE, 0])
    place(s, 0, tile(MINE, 1), 1, 0)
    s = to_leftover(s, 3)
    assert "not with the leftover die" in GAME.check(s, ActivateColour(player=0, colour="yellow"))


def test_scarlett_may_not_gamble_on_the_leftover_die():
    s = to_leftover(fresh(2, [SCARLETT, 0]), 3)
    assert GAME.check(s, Gamble(player=0)) == "Scarlett may not gamble on the leftover die"


def test_sister_josephine_may_not_pay_for_an_additional_building_with_the_leftover_die():
    s = fresh(2, [JOSEPHINE, 0])
    mine = place(s, 0, tile(MINE, 1), 1, 0)
    s = to_leftover(s, 3)
    assert "turn action" in GAME.check(s, Activate(player=0, building=mine, josephine=True))


def test_nakoma_claims_with_an_inn_only_from_the_inns_column():
    s = fresh(2, [NAKOMA, 0])
    inn = place(s, 0, tile(INN, 2), 1, 0)
    give(s, 0, pop=1)
    saloon = tile(SALOON, 3)
    show(s, 3, saloon)
    s = do(with_die(s, 2), Activate(player=0, building=inn))
    assert GAME.check(s, ClaimTile(player=0, tile=saloon, x=2, y=0)) == "Claim a tile from column 2"


def test_trent_and_jake_use_their_powers_with_the_leftover_die():
    s = to_leftover(fresh(2, [TRENT, JAKE]), 3)
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin", trent=True))
    assert s.money[0] == 3 and s.pop[0] == 1
    s = do(s, Activate(player=1, building=TOWN_HALL_ID + 1, use="coin"))
    assert s.money[1] == 5


def test_royce_collects_only_the_first_time_each_colour_and_each_stock_icon_is_added():
    s = fresh(2, [ROYCE, 0])
    place(s, 0, tile(MINE, 3), 1, 0)  # yellow and Oil already in town (built before)
    build(s, 0, tile(MINE, 3))
    money = s.money[0]
    carpenter = place(s, 0, tile(CARPENTER, 4), 0, 1, built=False)  # brown (new), Oil (not new)
    build(s, 0, carpenter)
    assert s.money[0] == money + 1
    mine = place(s, 0, tile(MINE, 1), -1, 0, built=False)  # yellow, Oil: nothing new
    build(s, 0, mine)
    assert s.money[0] == money + 1
