"""The data files, the table layout, gestures and the plain-words refusals."""

from __future__ import annotations

import json

import pytest

from fairtable.engine.actions import Drag, Press
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import BoardFile, CardsFile, load_file, tables
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import OVER
from fairtable.games.festival.words import gloss
from fairtable.resources import DataFileError, resource_path
from tests.games.festival.helpers import give, roll, table


def test_board_has_forty_fields_with_classic_figures_times_twenty():
    t = tables()
    assert len(t.name) == 40 and len(t.properties) == 28 and len(t.festivals) == 22
    assert len(t.festival_groups) == 8
    assert t.price[39] == 8000 and t.rents[39] == (1000, 4000, 12000, 28000, 34000, 40000)
    assert t.price[1] == 1200 and t.mortgage[1] == 600 and t.bude_price[1] == 1000
    assert t.rents[5] == (500, 1000, 2000, 4000) and t.rents[12] == (80, 200)
    assert all(t.mortgage[f] * 2 == t.price[f] for f in t.properties)
    assert t.bude_names[:4] == ("Mobiles Klo", "Crêpes-Stand", "Bierbude", "Champusbar")


def test_every_data_entry_records_its_provenance():
    for name in ("board.json", "cards.json", "glossary.json"):
        data = json.loads(resource_path("games", "festival", name).read_text(encoding="utf-8"))
        entries = data.get("fields", []) + data.get("terms", []) + [c for d in data.get("decks", []) for c in d["cards"]]
        assert entries and all(e["provenance"] in ("rulebook", "designed") for e in entries)


# The classic US board, field by field: (price, rents base and 1-4 houses and hotel, house price, mortgage).
CLASSIC_STREETS = {
    1: (60, (2, 10, 30, 90, 160, 250), 50, 30), 3: (60, (4, 20, 60, 180, 320, 450), 50, 30),
    6: (100, (6, 30, 90, 270, 400, 550), 50, 50), 8: (100, (6, 30, 90, 270, 400, 550), 50, 50),
    9: (120, (8, 40, 100, 300, 450, 600), 50, 60),
    11: (140, (10, 50, 150, 450, 625, 750), 100, 70), 13: (140, (10, 50, 150, 450, 625, 750), 100, 70),
    14: (160, (12, 60, 180, 500, 700, 900), 100, 80),
    16: (180, (14, 70, 200, 550, 750, 950), 100, 90), 18: (180, (14, 70, 200, 550, 750, 950), 100, 90),
    19: (200, (16, 80, 220, 600, 800, 1000), 100, 100),
    21: (220, (18, 90, 250, 700, 875, 1050), 150, 110), 23: (220, (18, 90, 250, 700, 875, 1050), 150, 110),
    24: (240, (20, 100, 300, 750, 925, 1100), 150, 120),
    26: (260, (22, 110, 330, 800, 975, 1150), 150, 130), 27: (260, (22, 110, 330, 800, 975, 1150), 150, 130),
    29: (280, (24, 120, 360, 850, 1025, 1200), 150, 140),
    31: (300, (26, 130, 390, 900, 1100, 1275), 200, 150), 32: (300, (26, 130, 390, 900, 1100, 1275), 200, 150),
    34: (320, (28, 150, 450, 1000, 1200, 1400), 200, 160),
    37: (350, (35, 175, 500, 1100, 1300, 1500), 200, 175), 39: (400, (50, 200, 600, 1400, 1700, 2000), 200, 200),
}
CLASSIC_GROUPS = [(1, 3), (6, 8, 9), (11, 13, 14), (16, 18, 19), (21, 23, 24), (26, 27, 29), (31, 32, 34), (37, 39)]


def test_every_field_has_the_classic_us_figures_times_twenty_in_the_classic_order():
    t = tables()
    assert t.festivals == tuple(sorted(CLASSIC_STREETS))
    for f, (price, rents, house, mortgage) in CLASSIC_STREETS.items():
        assert t.price[f] == 20 * price, t.name[f]
        assert t.rents[f] == tuple(20 * r for r in rents), t.name[f]
        assert t.bude_price[f] == 20 * house and t.mortgage[f] == 20 * mortgage, t.name[f]
    assert sorted(t.festival_groups) == CLASSIC_GROUPS
    for f in (5, 15, 25, 35):  # the railroads: 200, rent 25/50/100/200, mortgage 100
        assert t.kind[f] == "transport" and t.price[f] == 4000 and t.mortgage[f] == 2000
        assert t.rents[f] == (500, 1000, 2000, 4000)
    for f in (12, 28):  # the utilities: 150, 4x or 10x the dice, mortgage 75
        assert t.kind[f] == "utility" and t.price[f] == 3000 and t.mortgage[f] == 1500 and t.rents[f] == (80, 200)
    assert t.kind[0] == "start" and t.kind[10] == "cell" and t.kind[20] == "pot" and t.kind[30] == "gotocell"
    assert t.tax[4] == 20 * 200  # income tax


def test_each_deck_has_a_voucher_and_the_decks_cover_every_classic_kind():
    t = tables()
    kinds = {c.effect for deck in t.deck_cards for c in deck}
    assert kinds == {"advance", "nearest", "move", "collect", "pay", "voucher", "cell", "repairs", "pay_each",
                     "collect_each"}
    assert all(v >= 0 for v in t.voucher_card)
    nearest = [c for deck in t.deck_cards for c in deck if c.effect == "nearest"]
    assert {(c.group, c.rent_factor, c.dice_rent) for c in nearest} == {("transport", 2, 0), ("utility", 1, 200)}


def test_card_amounts_are_classic_amounts_times_twenty():
    classic = {10, 15, 20, 25, 40, 50, 100, 115, 150, 200}  # every amount on the classic US cards
    for deck in tables().deck_cards:
        for c in deck:
            for amount in (c.amount, c.per_bude, c.per_mainstage):
                assert amount == 0 or amount % 20 == 0 and amount // 20 in classic, c.text


def test_german_words_come_with_english_translations():
    assert gloss("Ausnüchterungszelle") == "Ausnüchterungszelle (the cell (jail))"
    for word in ("Tacken", "Buden", "Mainstage", "Glückskloake", "Mauscheln", "Freies Campen", "VIP Shuttle",
                 "EatThis!", "TakeThat!", "Hinter den Kulissen"):
        assert word in tables().glossary


def test_a_malformed_board_file_names_file_entry_and_field(tmp_path):
    data = json.loads(resource_path("games", "festival", "board.json").read_text(encoding="utf-8"))
    data["fields"][3]["price"] = -5
    bad = tmp_path / "board.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_file("board.json", BoardFile, bad)
    msg = str(err.value)
    assert "\n" not in msg and "board.json" in msg and "fields[3] (Taubertal)" in msg and "price" in msg


def test_a_malformed_card_file_names_the_card(tmp_path):
    data = json.loads(resource_path("games", "festival", "cards.json").read_text(encoding="utf-8"))
    data["decks"][1]["cards"][2]["effect"] = "teleport"
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError, match=r"cards.json: decks\[1\] \(TakeThat!\).cards\[2\] \(Letzte Bahn.*effect"):
        load_file("cards.json", CardsFile, bad)


def test_a_broken_json_file_is_one_line(tmp_path):
    bad = tmp_path / "board.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(DataFileError, match="board.json: not valid JSON"):
        load_file("board.json", BoardFile, bad)


def test_acting_out_of_turn_is_refused_saying_whose_decision_waits():
    s = table()
    assert GAME.check(s, A.shared(A.Roll, 1, False)) == "Not your turn: Seat 1 rolls the dice"


def test_nothing_is_possible_once_the_game_is_over():
    s = table()
    s.phase = OVER
    assert GAME.check(s, A.shared(A.Roll, 0, False)) == "The game is over"
    assert GAME.legal_actions(s) == [] and GAME.current_player(s) is None


def test_rolling_while_a_decision_waits_is_refused_with_the_reason():
    s = roll(table(), 2, 4)
    assert GAME.check(s, A.shared(A.Roll, 0, False)) == "Buy Highfield or pass first"


def test_in_the_cell_a_plain_roll_is_refused():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    assert "roll for doubles" in GAME.check(s, A.shared(A.Roll, 0, False))


def test_layout_shows_the_whole_board_and_every_drag_names_a_piece_and_zone():
    s = table()
    give(s, 0, 1, 3)
    s.level[1] = 1
    lay = GAME.presentation.layout(s, 0)
    zones = {z.id for z in lay.zones}
    assert {f"field:{f}" for f in range(40)} <= zones
    assert {"cell", "pot", "supply", "bank", "dice", "crowd", "offer", "money:0", "deeds:0", "vouchers:0"} <= zones
    assert {"deck:eatthis", "deck:takethat", "deck:kulissen"} <= zones
    pieces = {p.id: p for p in lay.pieces}
    assert pieces["bude:1:0"].label == "Mobiles Klo" and pieces["owner:1"].owner == 0
    assert pieces["pawn:0"].zone == "field:0" and pieces["deed:1"].zone == "deeds:0"
    assert "Ausnüchterungszelle" in next(z for z in lay.zones if z.id == "cell").tooltip
    for a in GAME.legal_actions(s):
        g = a.gesture()
        if isinstance(g, Drag):
            assert g.piece in pieces and g.zone in zones
    assert lay.info["Seat 1"].endswith("Tacken")


def test_gestures_build_by_dragging_a_bude_and_press_labels():
    assert A.shared(A.Build, 0, 3).gesture() == Drag(piece="bude", zone="field:3")
    assert A.shared(A.BuildMainstage, 0, 3).gesture() == Drag(piece="mainstage", zone="field:3")
    assert A.shared(A.Roll, 0, False).gesture() == Press(label="Roll")
    assert A.shared(A.Mortgage, 0, 39).gesture() == Press(label="Mortgage Glastonbury")
    assert A.shared(A.PayBail, 0).gesture() == Press(label="Pay bail 1.000 Tacken")


def test_dragging_a_bude_onto_an_incomplete_group_explains_why():
    s = table()
    give(s, 0, 1)
    assert "whole" in GAME.presentation.explain(s, Drag(piece="bude", zone="field:1"))


def test_describe_uses_the_game_words():
    s = roll(table(), 2, 4)
    line = GAME.presentation.describe(s, A.shared(A.Buy, 0, 6), ["Anna", "Ben", "Cem"])
    assert line == "Anna buys Highfield for 2,000 Tacken"


def test_heuristic_prefers_the_richer_seat():
    s = table()
    give(s, 0, 37, 39)
    assert GAME.strategy.heuristic(s, 0) > GAME.strategy.heuristic(s, 1)


def test_invariants_catch_lost_money_and_double_cards():
    s = table()
    s.cash[0] += 1
    assert any("money" in b for b in GAME.invariants(s))
    s = table()
    s.discard = ((0,), (), ())
    assert any("deck" in b for b in GAME.invariants(s))


def test_tacken_are_written_the_languages_way_while_button_labels_stay_the_same():
    """Issue 20: "30,000 Tacken" in English, "30.000 Tacken" in German; a button's label is its identity, so
    it is the same in every language, and only what the button shows follows the language."""
    from fairtable import i18n
    from fairtable.games.festival.words import money

    s = roll(table(), 2, 4)  # Highfield, 2,000
    buy = A.shared(A.Buy, 0, 6)
    assert money(30_000) == "30,000 Tacken"
    assert GAME.presentation.button_text(s, buy) == "Buy Highfield for 2,000 Tacken"
    try:
        i18n.set_language("de")
        assert money(30_000).startswith("30.000 ")
        assert buy.gesture() == Press(label="Buy Highfield for 2.000 Tacken")
        assert "2.000" in GAME.presentation.button_text(s, buy)
    finally:
        i18n.set_language(i18n.SOURCE)
    assert buy.gesture() == Press(label="Buy Highfield for 2.000 Tacken")
