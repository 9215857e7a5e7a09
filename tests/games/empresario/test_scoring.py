"""End-game scoring of every building, the stock icons, wanted cards, population and leftover money, and the
validation of the data files."""

from __future__ import annotations

import json
import shutil

import pytest

from fairtable.games.empresario.data import (
    CARPENTER,
    CENSUS_BUREAU,
    CHURCH,
    COURTHOUSE,
    DISTILLERY,
    INN,
    LIBRARY,
    MINE,
    MONUMENT,
    NATIVE,
    NATIVE_AFFAIRS,
    PLANNING_OFFICE,
    SALOON,
    TAX_OFFICE,
    UNDERTAKER,
    WAREHOUSE,
    WELL,
    ZONING_OFFICE,
    Data,
)  # fmt: skip
from fairtable.games.empresario.flow import claim_wanted
from fairtable.games.empresario.numbers import DOLLARS_PER_VP
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.scoring import breakdown, building_rows
from fairtable.resources import DataFileError, resource_path
from tests.games.empresario.helpers import fresh, give, place, tile


def rows(s, p=0):
    return building_rows(s, p)


def test_inn_scores_one_vp_per_adjacent_native_settlement():
    s = fresh()
    place(s, 0, tile(INN, 1), 1, 0)
    place(s, 0, tile(NATIVE, variant=1), 2, 0)
    place(s, 0, tile(NATIVE, variant=5), 1, 1)
    assert rows(s)["Inn"] == 2


def test_mine_scores_two_if_next_to_an_inn_and_one_per_adjacent_distillery():
    s = fresh()
    place(s, 0, tile(MINE, 1), 1, 0)
    place(s, 0, tile(INN, 1), 2, 0)
    place(s, 0, tile(DISTILLERY, 1), 1, 1)
    assert rows(s)["Mine"] == 3


def test_distillery_and_saloon_score_each_other():
    s = fresh()
    place(s, 0, tile(DISTILLERY, 1), 1, 0)
    place(s, 0, tile(SALOON, 1), 2, 0)
    assert rows(s)["Distillery"] == 1 and rows(s)["Saloon"] == 1


def test_carpenter_scores_adjacent_churches_and_four_when_surrounded_by_eight_buildings():
    s = fresh()
    place(s, 0, tile(CARPENTER, 1), 1, 1)
    ring = [(0, 1), (2, 1), (1, 0), (1, 2), (0, 2), (2, 0), (2, 2)]  # (0,0) is the Town Hall
    fillers = [t for t in range(62) if t not in (tile(CARPENTER, 1), tile(CHURCH, 1))][: len(ring) - 1]
    place(s, 0, tile(CHURCH, 1), *ring[0])
    for t, (x, y) in zip(fillers, ring[1:], strict=True):
        place(s, 0, t, x, y)
    assert rows(s)["Carpenter"] >= 1 + 4


def test_church_scores_adjacent_empty_spaces_but_not_unbuilt_tiles_and_adjacent_carpenters():
    s = fresh()
    place(s, 0, tile(CHURCH, 1), 1, 0)
    place(s, 0, tile(CARPENTER, 1), 2, 0)
    place(s, 0, tile(MINE, 1), 1, 1, built=False)
    assert rows(s)["Church"] == 1 + 1  # (1,-1) empty; Carpenter


def test_well_counts_diagonal_neighbours():
    s = fresh()
    place(s, 0, tile(WELL), 1, 1)
    place(s, 0, tile(MINE, 1), 2, 2)
    assert rows(s)["Well"] == 2  # the Town Hall and the Mine, both diagonal


def test_tax_office_scores_one_vp_per_two_dollars_left_at_most_ten():
    s = fresh()
    place(s, 0, tile(TAX_OFFICE), 1, 0)
    give(s, 0, money=4)  # $7
    assert rows(s)["Tax Office"] == 3
    give(s, 0, money=40)
    assert rows(s)["Tax Office"] == 10


def test_census_bureau_scores_one_vp_per_two_vp_tokens_at_most_eight():
    s = fresh()
    place(s, 0, tile(CENSUS_BUREAU), 1, 0)
    give(s, 0, pop=7)
    assert rows(s)["Census Bureau"] == 3
    give(s, 0, pop=30)
    assert rows(s)["Census Bureau"] == 8


def test_zoning_office_scores_pairs_of_matching_types():
    s = fresh()
    place(s, 0, tile(ZONING_OFFICE), 1, 0)
    for k, n in enumerate((1, 2, 3)):
        place(s, 0, tile(MINE, n), 2 + k, 0)
    assert rows(s)["Zoning Office"] == 1


def test_planning_office_scores_two_per_wanted_card():
    s = fresh()
    place(s, 0, tile(PLANNING_OFFICE), 1, 0)
    s.gold[0] = 0
    s.silver[1] = 0
    assert rows(s)["Planning Office"] == 4


def test_monument_scores_one_vp_per_constructed_civic_building_itself_included():
    s = fresh()
    place(s, 0, tile(MONUMENT), 1, 0)
    place(s, 0, tile(LIBRARY), 2, 0)
    place(s, 0, tile(WELL), 0, 1, built=False)  # under construction: not counted
    place(s, 0, tile(MINE, 1), 3, 0)
    assert rows(s)["Monument"] == 2


def test_library_scores_one_vp_per_activation_number_in_the_town():
    s = fresh()
    place(s, 0, tile(LIBRARY), 1, 0)
    place(s, 0, tile(MINE, 1), 2, 0)
    place(s, 0, tile(INN, 1), 3, 0)
    place(s, 0, tile(SALOON, 4), 4, 0)
    place(s, 0, tile(CHURCH, 6), 0, 1, built=False)
    assert rows(s)["Library"] == 2


def test_courthouse_scores_one_vp_per_tile_with_the_chosen_activation_number():
    s = fresh()
    place(s, 0, tile(COURTHOUSE), 1, 0)
    place(s, 0, tile(MINE, 1), 2, 0)
    place(s, 0, tile(INN, 1), 3, 0)
    place(s, 0, tile(SALOON, 4), 4, 0)
    assert rows(s)["Courthouse"] == 2  # the best choice, 1


def test_native_affairs_scores_one_vp_per_native_settlement():
    s = fresh()
    place(s, 0, tile(NATIVE_AFFAIRS), 1, 0)
    place(s, 0, tile(NATIVE, variant=1), 2, 0)
    place(s, 0, tile(NATIVE, variant=5), 0, 3)
    assert rows(s)["Native Affairs"] == 2


def test_warehouse_scores_three_vp_per_set_of_oil_rail_and_cotton():
    s = fresh()
    place(s, 0, tile(WAREHOUSE), 1, 0)
    place(s, 0, tile(MINE, 1), 2, 0)  # Oil
    place(s, 0, tile(MINE, 6), 3, 0)  # Rail
    place(s, 0, tile(LIBRARY), 4, 0)  # Cotton
    place(s, 0, tile(MINE, 3), 5, 0)  # a second Oil makes no second set
    assert rows(s)["Warehouse"] == 3


def test_undertaker_loses_one_vp_per_adjacent_building():
    s = fresh()
    place(s, 0, tile(UNDERTAKER, 1), 1, 0)
    place(s, 0, tile(MINE, 1), 2, 0)
    assert rows(s)["Undertaker"] == -2


def test_biggest_native_settlement_group_scores_four():
    s = fresh()
    place(s, 0, tile(NATIVE, variant=1), 1, 0)
    place(s, 0, tile(NATIVE, variant=2), 2, 0)
    place(s, 1, tile(NATIVE, variant=3), 1, 0)
    b = breakdown(s)
    assert ("Native Settlement", 4) in b[0] and not any(r[0] == "Native Settlement" for r in b[1])


def _stock(s, p):
    return {k: v for k, v in breakdown(s)[p] if k in ("Oil", "Rail", "Cotton")}


def test_oil_scores_one_per_icon_for_the_most_and_one_per_two_otherwise():
    s = fresh()
    for k, n in enumerate((1, 3)):
        place(s, 0, tile(MINE, n), k + 1, 0)  # two Oil
    place(s, 0, tile(DISTILLERY, 2), 3, 0)  # a third Oil
    place(s, 1, tile(CARPENTER, 4), 1, 0)
    place(s, 1, tile(UNDERTAKER, 3), 2, 0)  # two Oil
    assert _stock(s, 0)["Oil"] == 3 and _stock(s, 1)["Oil"] == 1


def test_rail_scores_icons_of_the_largest_contiguous_group():
    s = fresh()
    place(s, 0, tile(MINE, 6), 1, 0)
    place(s, 0, tile(SALOON, 3), 2, 0)
    place(s, 0, tile(INN, 5), 0, 3)
    assert _stock(s, 0)["Rail"] == 2


def test_cotton_scores_one_per_contiguous_group():
    s = fresh()
    place(s, 0, tile(INN, 2), 1, 0)
    place(s, 0, tile(SALOON, 6), 2, 0)
    place(s, 0, tile(DISTILLERY, 4), 0, 3)
    assert _stock(s, 0)["Cotton"] == 2


def test_population_tokens_and_leftover_money_at_one_vp_per_three_dollars():
    s = fresh()
    give(s, 0, money=5, pop=4)
    b = dict(breakdown(s)[0])
    assert b["Population tokens"] == 4 and b["Leftover money"] == 8 // DOLLARS_PER_VP == 2


def test_wanted_card_gold_goes_first_then_silver_one_per_player():
    s = fresh(3)
    s.wanted = [10, 0, 1]  # Deep Pockets: hold $10
    give(s, 1, money=7)
    give(s, 2, money=7)
    s.actor = 1
    claim_wanted(s, 1)
    assert s.gold[0] == 1 and s.silver[0] == -1
    claim_wanted(s, 1)
    assert s.silver[0] == -1
    claim_wanted(s, 2)
    assert s.silver[0] == 2


def test_result_rows_sum_to_the_score_and_money_breaks_ties():
    s = fresh()
    give(s, 1, money=2)
    res = GAME.result(s)
    assert res.scores[0] == res.scores[1] and res.winners == [1] and res.tiebreak


def test_a_malformed_data_file_names_the_file_the_entry_and_the_field(tmp_path):
    folder = tmp_path / "empresario"
    shutil.copytree(resource_path("games", "empresario"), folder)
    raw = json.loads((folder / "buildings.json").read_text())
    raw["tiles"][5]["colour"] = "chartreuse"
    (folder / "buildings.json").write_text(json.dumps(raw))
    with pytest.raises(DataFileError) as err:
        Data(folder)
    message = str(err.value)
    assert "buildings.json" in message and "tiles[5]" in message and "colour" in message and "\n" not in message


def test_a_data_file_that_breaks_a_count_names_its_whole_path(tmp_path):
    folder = tmp_path / "empresario"
    shutil.copytree(resource_path("games", "empresario"), folder)
    raw = json.loads((folder / "wanted.json").read_text())
    raw["wanted"][0]["gold_vp"] = raw["wanted"][0]["silver_vp"]
    (folder / "wanted.json").write_text(json.dumps(raw))
    with pytest.raises(DataFileError) as err:
        Data(folder)
    assert str(err.value).startswith(f"{folder / 'wanted.json'}: entry 0 (")


def test_the_data_holds_62_tiles_4_town_halls_14_wanted_objectives_and_12_characters():
    d = Data(resource_path("games", "empresario"))
    assert len(d.tiles) == 62 and len(d.town_halls) == 4 and len(d.wanted) == 14 and len(d.characters) == 12
    assert all(w.gold_vp > w.silver_vp for w in d.wanted)


def test_designed_tiles_keep_the_rulings_constraints():
    d = Data(resource_path("games", "empresario"))
    natives = {t.variant for t in d.tiles if t.type == "Native Settlement"}
    assert natives == {1, 2, 3, 4, 5}
    for kind in ("Inn", "Mine", "Distillery", "Saloon", "Carpenter", "Church"):
        assert {t.number for t in d.tiles if t.type == kind} == {1, 2, 3, 4, 5, 6}
    civic = [t.type for t in d.tiles if t.colour == "white"]
    assert len(civic) == len(set(civic)) == 10
    with_icons = sum(1 for t in d.tiles if t.icons)
    assert 0 < with_icons < len(d.tiles) / 2
    colours = {t.name: t.colour for t in d.types}
    assert (colours["Native Settlement"], colours["Inn"], colours["Distillery"], colours["Saloon"]) == (
        "green", "pink", "red", "blue")
    assert (colours["Carpenter"], colours["Church"]) == ("brown", "purple")


def test_bots_count_no_rounds_after_the_one_in_which_the_tiles_ran_out():
    from fairtable.games.empresario.heuristic import rounds_left, town_facts

    s = fresh()
    facts = [town_facts(s, p) for p in range(s.players)]
    assert rounds_left(s, facts) > 0
    s.tiles_out = True  # the last tile went into the display; an income discard may refill the pile
    assert rounds_left(s, facts) == 0


def test_the_players_dock_says_the_live_score_is_what_the_game_would_end_on_until_it_is_over():
    """The score counts the buildings' end-game VP and the leftover money as they stand: before the end the
    players dock says so ("8 VP if the game ended now"); once the game is over, the final score alone."""
    from fairtable.bots.selfplay import play_game

    s = fresh(2)
    give(s, 0, money=15, pop=3)
    live = GAME.result(s).scores[0]
    assert GAME.presentation.standings(s)[0] == f"{live} VP if the game ended now"
    played = play_game(GAME, 2, seed=5)
    assert GAME.presentation.standings(played.final) == [f"{n} VP" for n in played.result.scores]
