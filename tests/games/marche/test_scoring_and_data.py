"""Store effects and VP, goals, the final count, the data files and the table layout."""

from __future__ import annotations

import json
import shutil

import pytest

from fairtable.engine.actions import Drag
from fairtable.engine.rng import Rng
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import Build, Call, Enter, Take
from fairtable.games.marche.data import MarcheData
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.scoring import end_goals, met, store_vp
from fairtable.games.marche.state import HIRED, OVER, SALE, USED, VP_GOALS
from fairtable.resources import DataFileError, resource_path

from .helpers import GOAL, actions_phase, build, phase, play, seat_customers, table, worker

D = T.D


# -- Store effects ---------------------------------------------------------------------------------------

# Income per customer as the cards' texts say: (coins, wood, VP).
INCOME = {
    ("grocery", False): (2, 0, 0), ("grocery", True): (3, 1, 0), ("bakery", False): (2, 0, 0),
    ("bakery", True): (3, 0, 0), ("wood_store", False): (0, 1, 0), ("wood_store", True): (0, 2, 0),
    ("clinic", False): (0, 0, 1), ("clinic", True): (0, 0, 3), ("bank", False): (3, 0, 0), ("bank", True): (4, 0, 1),
    ("buffet", False): (1, 0, 0), ("buffet", True): (2, 0, 0), ("old_restaurant", False): (2, 0, 1),
    ("old_restaurant", True): (2, 0, 2), ("convenience_store", False): (1, 0, 0), ("flower_shop", False): (0, 0, 2),
    ("tea_house", False): (1, 1, 0),
}


@pytest.mark.parametrize(("key", "advanced"), sorted(INCOME))
def test_each_store_pays_its_income_once_per_customer(key, advanced):
    s = table(coins=0, wood=0)
    card = build(s, 0, key, 0, advanced)
    seat_customers(s, card, len(s.store_cust[card]))
    n = len(s.store_cust[card])
    L.income(s)
    c, w, v = INCOME[(key, advanced)]
    assert (s.coins[0], s.wood[0], s.vp[0]) == (c * n, w * n, v * n)


def test_food_court_pays_a_coin_per_two_crossed_tools_stores_per_customer():
    s = table(coins=0, wood=0)
    f = build(s, 0, "food_court", 0)
    build(s, 0, "grocery", 1)
    build(s, 0, "wood_store", 2)
    build(s, 0, "sawmill", 3)  # 3 crossed-tools stores: 1 coin per customer
    seat_customers(s, f, 2)
    L.income(s)
    assert s.coins[0] == 2


def test_diy_store_pays_wood_for_hammer_stores():
    s = table(coins=0, wood=0)
    d = build(s, 0, "diy_store", 0, advanced=True)  # 1 wood per hammer store per customer
    build(s, 0, "grocery", 1)
    build(s, 0, "building_firm", 2)
    seat_customers(s, d, 1)
    L.income(s)
    assert s.wood[0] == 3  # 3 hammer stores: the DIY Store, the Grocery Store, the Building Firm


@pytest.mark.parametrize(("court_customers", "diy_customers", "expected"), [(2, 1, (4, 1)), (1, 2, (1, 4))])
def test_a_grocery_store_counts_as_one_icon_for_the_food_court_and_the_diy_store(court_customers, diy_customers, expected):
    """"You can choose to apply the effect of 1 icon": the Grocery counts as crossed-tools for the Food Court
    or as a hammer for the DIY Store, not both; the engine takes the choice that pays more."""
    s = table(coins=0, wood=0)
    build(s, 0, "grocery", 0)
    court = build(s, 0, "food_court", 1, advanced=True)  # 1 coin per crossed-tools store per customer
    diy = build(s, 0, "diy_store", 2, advanced=True)  # 1 wood per hammer store per customer
    build(s, 0, "wood_store", 3)
    seat_customers(s, court, court_customers)
    seat_customers(s, diy, diy_customers)
    L.income(s)
    assert (s.coins[0], s.wood[0]) == expected


def test_the_sawmill_gives_a_wood_every_income_phase():
    s = table(wood=0)
    build(s, 0, "sawmill", 0)
    L.income(s)
    assert s.wood[0] == 1


def test_the_bakery_scores_1_vp_plus_1_per_5_coins_you_hold():
    s = table(coins=0)
    b = build(s, 0, "bakery", 0)
    assert store_vp(s, 0, b) == 1
    s.coins[0] = 14
    assert store_vp(s, 0, b) == 3


def test_the_premium_bakery_scores_a_vp_per_three_coins_as_in_the_scoring_example():
    s = table(coins=22)
    b = build(s, 0, "bakery", 0, advanced=True)
    assert store_vp(s, 0, b) == 7


def test_wood_store_scores_a_vp_per_three_wood():
    s = table(wood=8)
    assert store_vp(s, 0, build(s, 0, "wood_store", 0)) == 2


def test_the_advertising_agency_scores_per_ad_card_held():
    s = table()
    card = build(s, 0, "advertising_agency", 0)
    assert store_vp(s, 0, card) == 3  # 3 plus 1 per Ad card held
    s.ads_held[0] = (1, 2)
    assert store_vp(s, 0, card) == 5
    s.advanced[card] = True  # the Major Advertising Agency: 3 plus 2 per Ad card held
    assert store_vp(s, 0, card) == 7


def test_the_convenience_store_hires_every_waiting_worker_for_the_next_round():
    s = actions_phase(table(coins=5, wood=1))
    s = play(s, Build(player=0, card=L.top_card(s, T.N_TYPES - 6), section=0))
    assert s.wloc[0][:5].count(HIRED) == 3


def test_the_carpenters_workshop_gives_three_wood_when_built():
    s = actions_phase(table(coins=5, wood=1))
    s = play(s, Build(player=0, card=L.top_card(s, T.N_TYPES - 1), section=0))
    assert s.wood[0] == 3


def test_the_real_estate_office_gives_six_coins_when_sold():
    from fairtable.games.marche.actions import Sell

    s = phase(table(coins=0), SALE, 0)
    card = build(s, 0, "real_estate_office", 0)
    s = play(s, Sell(player=0, card=card))
    assert s.coins[0] == 6 and s.vp[0] == 3


# -- Goals and the final count ---------------------------------------------------------------------------


def scoring_example():
    s = table(coins=22, wood=2)
    for n, (key, adv) in enumerate((("grocery", False), ("wood_store", False), ("buffet", False), ("bakery", True))):
        build(s, 0, key, n, adv)
    s.ads_held[0] = (0, 1, 2)
    s.majors[0] = [GOAL[("major", 4)], GOAL[("major", 6)], GOAL[("major", 10)]]
    s.phase = OVER
    return s


def test_scoring_example_stores_twelve_vp_goals_twelve_vp_total_twenty_four():
    s = scoring_example()
    res = GAME.result(s)
    rows = dict(res.breakdown[0])
    assert rows["Stores in sections"] == 12
    assert rows["Goals revealed at the end"] == 12
    assert res.scores[0] == 24


def test_goals_revealed_at_the_end_stay_out_of_the_scores_shown_until_the_end():
    """Before the end a met "revealed at the end" goal is still secret: the score everyone sees counts the
    VP track and the stores in the sections only; at the end the goals count."""
    s = actions_phase(scoring_example())
    assert s.vp[0] == 0 and GAME.result(s).scores[0] == 24
    assert GAME.public_scores(s)[0] == 12
    s.phase = OVER
    assert GAME.public_scores(s)[0] == 24


def test_only_two_of_three_major_goals_score():
    s = scoring_example()
    assert len(end_goals(s, 0)) == 2


def test_a_goal_revealed_when_achieved_scores_at_once():
    s = actions_phase(table(coins=11))
    s.minor[0] = GOAL[("minor", 1)]  # hold 12 coins
    s = play(s, Take(player=0, worker=worker(s, 0), resource="coin"))
    assert s.goals_scored[0] == (GOAL[("minor", 1)],) and s.vp[0] == 3


def test_a_goal_achieved_by_the_last_worker_action_of_the_round_is_revealed_before_closing():
    """Major Goal 1 (workers of 2 other players in your stores at once) met by the action that ends the
    Worker Actions phase: closing sends the workers home, but the goal was achieved and scores."""
    s = actions_phase(table(players=3, props=("alen", "leon", "meister"), coins=0))
    s.majors[2] = [GOAL[("major", 1)]]
    build(s, 2, "grocery", 0)
    build(s, 2, "bank", 1)
    for seat in range(3):
        s.wloc[seat][0] = USED  # one worker each left; seat 2 passes, so these two end the round
    s.passed[2] = True
    s = play(s, Enter(player=0, worker=worker(s, 0), owner=2, section=0, seat=0))
    s = play(s, Enter(player=1, worker=worker(s, 1), owner=2, section=1, seat=0))
    assert s.round == 2
    assert s.goals_scored[2] == (GOAL[("major", 1)],) and s.vp_src[2][VP_GOALS] == 6


def test_revealed_major_goals_take_the_two_slots():
    s = actions_phase(table(coins=10, wood=9))
    s.majors[0] = [GOAL[("major", 11)], GOAL[("major", 3)], GOAL[("major", 6)]]
    s.sold[0] = 3
    s = play(s, Take(player=0, worker=worker(s, 0), resource="wood"))
    assert len(s.goals_scored[0]) == 2
    s.coins[0] = 25
    s.phase = OVER
    assert end_goals(s, 0) == []  # Major Goal 6 is met, but both slots are taken


def test_major_goal_8_needs_all_three_icons_and_a_grocery_counts_as_one():
    g8 = D.goals[GOAL[("major", 8)]]
    s = table()
    build(s, 0, "grocery", 0)
    build(s, 0, "bank", 1)
    assert not met(s, 0, g8.condition, T.TOOLS) and not met(s, 0, g8.condition, T.HAMMER)
    build(s, 0, "wood_store", 2)
    assert met(s, 0, g8.condition, T.HAMMER)


def _icon_sets():
    from itertools import combinations

    types = range(T.N_TYPES)
    for k in range(1, 5):
        yield from combinations(types, k)


def test_major_goals_4_and_5_are_never_both_achieved():
    g4, g5 = D.goals[GOAL[("major", 4)]], D.goals[GOAL[("major", 5)]]
    for types in _icon_sets():
        s = table()
        for n, t in enumerate(types):
            build(s, 0, D.stores[t].key, n, advanced=not T.SPECIAL[t])
        assert not (met(s, 0, g4.condition) and met(s, 0, g5.condition))


def test_major_goals_7_8_and_9_are_never_two_at_once():
    goals = [D.goals[GOAL[("major", n)]] for n in (7, 8, 9)]
    for types in _icon_sets():
        s = table()
        for n, t in enumerate(types):
            build(s, 0, D.stores[t].key, n)
        for grocery_as in (T.TOOLS, T.HAMMER):
            assert sum(met(s, 0, g.condition, grocery_as) for g in goals) <= 1


def _setup_goal(s, size, number):
    """Make the goal's condition true for seat 0."""
    g = D.goals[GOAL[(size, number)]]
    kind, n = g.condition.kind, g.condition.n
    if kind == "coins":
        s.coins[0] = n
    elif kind == "wood":
        s.wood[0] = n
    elif kind in ("sections", "advanced"):
        for i, key in enumerate(("grocery", "bakery", "bank", "clinic")[:n]):
            build(s, 0, key, i, advanced=kind == "advanced")
    elif kind == "ads":
        s.ads_held[0] = tuple(range(n))
    elif kind == "facilities_built":
        s.facilities_built[0] = n
    elif kind == "special":
        build(s, 0, "tea_house", 0)
    elif kind == "sold":
        s.sold[0] = n
    elif kind == "visitors":
        card = build(s, 0, "old_restaurant", 0, advanced=True)  # 2 worker seats
        s.store_workers[card] = (1, 2)
    elif kind == "two_advanced_only":
        build(s, 0, "bank", 0, advanced=True)
        build(s, 0, "clinic", 1, advanced=True)
    elif kind == "icon":
        keys = {"hammer": ("building_firm", "diy_store", "real_estate_office"), "tools": ("wood_store", "sawmill", "grocery")}
        for i, key in enumerate(keys[g.condition.icon]):
            build(s, 0, key, i)
    else:
        build(s, 0, "wood_store", 0)
        build(s, 0, "diy_store", 1)
        build(s, 0, "bank", 2)
    return g


GOAL_CASES = [("minor", n) for n in range(1, 8)] + [("major", n) for n in range(1, 13)]


@pytest.mark.parametrize(("size", "number"), GOAL_CASES)
def test_each_goal_is_met_only_when_its_condition_holds(size, number):
    empty = table(coins=0, wood=0)
    g = D.goals[GOAL[(size, number)]]
    assert not met(empty, 0, g.condition, T.TOOLS) and not met(empty, 0, g.condition, T.HAMMER)
    s = table(coins=0, wood=0)
    _setup_goal(s, size, number)
    assert met(s, 0, g.condition, T.TOOLS) or met(s, 0, g.condition, T.HAMMER)


# -- Data ------------------------------------------------------------------------------------------------


def test_component_counts_match_the_rulebook():
    basic_cards = sum(len(T.TYPE_CARDS[t]) for t in range(T.N_TYPES) if not T.SPECIAL[t])
    assert basic_cards == 20 and sum(T.SPECIAL) == 6
    assert T.N_FAC == 9 and len(D.ads) == 9 and len(D.proprietors) == 7
    assert len(T.MINORS) == 7 and len(T.MAJORS) == 12
    names = [s.name_ja for st in D.stores for s in (st.basic, st.advanced) if s] + [p.name_ja for p in D.proprietors]
    assert all(names)
    facility_vp = {f.key: f.vp for f in D.facilities}
    assert facility_vp == {"cenotaph": 6, "temporary_stage": 3, "construction_site": 3}


def _broken_copy(tmp_path, name, change):
    root = tmp_path / "marche"
    shutil.copytree(resource_path("games", "marche"), root)
    path = root / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return root


def test_a_malformed_store_file_names_the_file_the_entry_and_the_field(tmp_path):
    root = _broken_copy(tmp_path, "stores.json", lambda d: d["stores"][3]["basic"].update(customer_seats=9))
    with pytest.raises(DataFileError) as err:
        MarcheData(root)
    msg = str(err.value)
    assert "stores.json" in msg and "stores[3] (building_firm)" in msg and "basic.customer_seats" in msg and "\n" not in msg


def test_a_malformed_ad_file_is_refused(tmp_path):
    root = _broken_copy(tmp_path, "ads.json", lambda d: d["ads"][0]["fields"][1].update(coins=1))
    with pytest.raises(DataFileError, match=r"ads.json: ads\[0\]"):
        MarcheData(root)


def test_a_file_that_is_not_json_is_refused(tmp_path):
    root = tmp_path / "marche"
    shutil.copytree(resource_path("games", "marche"), root)
    (root / "goals.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(DataFileError, match="goals.json: not valid JSON"):
        MarcheData(root)


# -- The table -------------------------------------------------------------------------------------------


def test_every_gesture_names_a_piece_and_a_zone_of_the_players_layout():
    rng = Rng(8)
    for players in (2, 3, 4):
        s = GAME.new_state(players, None, players)
        while not GAME.is_over(s):
            lay = GAME.presentation.layout(s, s.turn)
            zones = {z.id for z in lay.zones}
            pieces = {p.id for p in lay.pieces}
            legal = GAME.legal_actions(s)
            for a in legal:
                g = a.gesture()
                if isinstance(g, Drag):
                    assert g.piece in pieces and g.zone in zones, (a, g)
            s = GAME.apply(s, rng.choice(legal))


def test_other_players_goals_are_face_down_and_ids_do_not_tell_them_apart():
    s = GAME.new_state(4, None, 2)
    lay = GAME.presentation.layout(s, 0)
    for p in lay.pieces:
        if p.zone.startswith("goals:") and p.owner != 0:
            assert not p.face_up and p.id.startswith("goalback:")
        if p.zone == "goals:0":
            assert p.face_up and p.label


def test_a_drag_out_of_range_explains_why():
    s = GAME.new_state(4, None, 2)
    while s.phase != 3:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    seat = s.turn
    card = next(c for c in s.sections[seat] if c >= 0)
    section = s.section_of[card]
    far = next(c for cell in range(16) for c in s.cell_cust[cell] if cell not in T.GEOMETRY[4].lines[seat][section])
    g = Call(player=seat, customer=far, section=section, seat=0).gesture()
    assert "out of range" in GAME.presentation.explain(s, g)


def test_the_players_figures_count_one_coin_in_the_singular():
    s = GAME.new_state(2, None, 1)
    s.coins[0], s.wood[0], s.coins[1] = 1, 2, 3
    info = GAME.presentation.layout(s, 0).info
    assert info["Seat 1"].startswith("1 coin, 2 wood, ") and info["Seat 2"].startswith("3 coins, ")
