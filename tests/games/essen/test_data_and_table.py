"""The component data files (validated on load) and the board the table draws from layout()."""

from __future__ import annotations

import json
import shutil
import time
from collections import Counter

import pytest

from fairtable import resources
from fairtable.engine.actions import Drag
from fairtable.engine.rng import Rng
from fairtable.games.essen.data import CROWD_OUT, EssenData, data, distances
from fairtable.games.essen.rules import GAME
from fairtable.resources import DataFileError
from tests.games.essen.helpers import after_draft, turn_of


def test_data_has_the_rulebook_counts():
    d = data()
    assert len(d.tiles) == 60 and len(d.wish_cards) == 60
    assert Counter(t.symbol for t in d.tiles) == {"meeple": 15, "hourglass": 15, "dice": 15, "cards": 15}
    assert set(Counter(t.zone for t in d.tiles).values()) == {12}
    assert all(t.price % 5 == 0 and 15 <= t.price <= 60 and 0 <= t.bonus <= 3 for t in d.tiles)
    assert Counter(r.period for r in d.rankings) == {"morning": 9, "afternoon": 9}
    assert {r.vp for r in d.rankings if r.period == "morning"} == {4}
    assert {r.vp for r in d.rankings if r.period == "afternoon"} == {8}
    assert Counter(e.kind for e in d.events if not e.promo) == {
        "buzz": 1, "flop": 1, "goodies": 3, "discount": 3, "sold_out": 6}
    assert Counter(e.kind for e in d.events if e.promo) == {"not_released": 3}
    assert len([t for t in d.last_turn if not t.promo]) == 5 and [t.effect for t in d.last_turn if t.promo] == ["fire"]
    needs = [r.needs for r in d.rankings]
    assert {"meeple": 3, "hourglass": 1} in needs and {"hourglass": 2, "meeple": 2} in needs


def test_hall_adjacency_follows_the_grid_with_diagonals_and_the_parking_touches_only_the_entrances():
    d = data()
    cells = {(s.col, s.row): s.id for s in d.spaces if s.kind != "parking"}
    for s in d.spaces:
        if s.kind == "parking":
            assert sorted(s.adjacent) == ["entrance1", "entrance2"]
            continue
        around = {cells[(s.col + dc, s.row + dr)] for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                  if (dc or dr) and (s.col + dc, s.row + dr) in cells}
        extra = {"parking"} if s.kind == "entrance" else set()
        if s.kind == "galeria":  # the two boxes of the corridor join each other across the gap
            extra = {"galeria2" if s.id == "galeria1" else "galeria1"}
        assert set(s.adjacent) == around | extra, s.id
    by_id = {s.id: s for s in d.spaces}
    assert "entrance2" not in by_id["entrance1"].adjacent
    for inner in ("courtyard", "galeria1", "galeria2"):
        assert not {"parking", "entrance1", "entrance2"} & set(by_id[inner].adjacent)
    assert {by_id[a].zone for a in by_id["galeria1"].adjacent if by_id[a].kind == "stand"} == {"purple"}
    assert {by_id[a].zone for a in by_id["galeria2"].adjacent if by_id[a].kind == "stand"} == {"blue"}


@pytest.fixture
def broken_copy(tmp_path, monkeypatch):
    root = tmp_path / "res"
    shutil.copytree(resources.resource_path("games", "essen"), root / "games" / "essen")
    monkeypatch.setenv("FAIRTABLE_RESOURCES", str(root))
    resources.resource_root.cache_clear()
    yield root / "games" / "essen"
    monkeypatch.delenv("FAIRTABLE_RESOURCES")
    resources.resource_root.cache_clear()


def test_a_malformed_tile_file_names_the_file_the_entry_and_the_field(broken_copy):
    path = broken_copy / "tiles.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tiles"][5]["price"] = 37
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        EssenData()
    msg = str(err.value)
    assert "\n" not in msg and "tiles.json" in msg and "tiles[5] (Concordia)" in msg and "price" in msg


def test_a_hall_file_that_is_not_json_is_refused_in_one_line(broken_copy):
    (broken_copy / "hall.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        EssenData()
    assert str(err.value).startswith(f"{broken_copy / 'hall.json'}: not valid JSON")


def test_a_wrong_count_of_event_tokens_is_refused(broken_copy):
    path = broken_copy / "events.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tokens"].pop(0)
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        EssenData()
    assert str(err.value).startswith(f"{path}: there must be 14 event tokens")


def test_a_galeria_box_touching_two_zones_is_refused(broken_copy):
    path = broken_copy / "hall.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    spaces = {s["id"]: s for s in raw["spaces"]}
    spaces["galeria1"]["adjacent"].append("s25")
    spaces["s25"]["adjacent"].append("galeria1")
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError, match="entry galeria1, field adjacent: a Galeria box touches the stands of one zone only"):
        EssenData()


def test_every_drag_gesture_names_a_piece_and_a_zone_of_the_acting_players_board():
    rng = Rng(4)
    for players in (2, 5):
        s = GAME.setup(players, None, players)
        while not GAME.is_over(s):
            me = GAME.current_player(s)
            layout = GAME.presentation.layout(s, me)
            zones = {z.id for z in layout.zones}
            pieces = {p.id: p for p in layout.pieces}
            legal = GAME.legal_actions(s)
            for a in legal:
                g = a.gesture()
                if isinstance(g, Drag):
                    assert g.piece in pieces and pieces[g.piece].face_up, g
                    assert g.zone in zones, g
            s = GAME.apply(s, rng.choice(legal))


def test_layout_covers_the_whole_board_and_keeps_wish_cards_private():
    s = after_draft(4)
    layout = GAME.presentation.layout(s, 0)
    zones = {z.id for z in layout.zones}
    assert len([z for z in zones if z.startswith("space:")]) == 66
    assert {"storage:2", "storage:7", "pallet:5", "wishlist", "wishdeck", "departure:1", "box"} <= zones
    assert {f"track:0:{k}" for k in range(9)} | {"bag:0", "trunk:0", "preorder:0", "hand:0"} <= zones
    assert len([p for p in layout.pieces if p.zone.startswith("storage:") and p.kind == "tile"]) == 31
    assert layout.zone("space:s18").label == "18 Kosmos"
    mine = [p for p in layout.pieces if p.zone == "hand:0"]
    theirs = [p for p in layout.pieces if p.zone == "hand:1"]
    assert all(p.face_up and p.label for p in mine) and all(not p.face_up and not p.label for p in theirs)
    assert sum(1 for p in layout.pieces if p.id.startswith("popmarker:")) == 4


def test_the_family_version_without_crowd_tokens_shows_its_board():
    s = GAME.new_state(2, {"family": True, "no_crowd": True}, 1)
    layout = GAME.presentation.layout(s, 0)
    assert layout.info["Crowd"] == "none (family version)"


def test_layout_is_fast():
    s = turn_of(0)
    GAME.presentation.layout(s, 0)
    start = time.perf_counter()
    for _ in range(50):
        GAME.presentation.layout(s, 0)
    assert (time.perf_counter() - start) / 50 < 0.005


def test_observe_keeps_my_cards_and_the_public_ones_and_reshuffles_the_rest():
    s = turn_of(0)
    s.hand_public[1] = [s.hand[1][0]]
    seen = GAME.observe(s, 0, 99)
    assert seen.hand[0] == s.hand[0] and seen.common == s.common and seen.hand_public[1][0] in seen.hand[1]
    assert [len(h) for h in seen.hand] == [len(h) for h in s.hand]
    assert sorted(c for h in seen.hand[1:] for c in h) + seen.deck != sorted(c for h in s.hand[1:] for c in h) + s.deck


def test_one_game_tile_per_publisher_of_the_chinese_table():
    assert len({t.publisher for t in data().tiles}) == 60


def test_designed_bonus_grows_with_the_price_and_the_distance_from_the_parking():
    d = data()
    dist = distances((CROWD_OUT, CROWD_OUT), d.parking)[0]
    for i, t in enumerate(d.tiles):
        by_price = 0 if t.price <= 25 else 1 if t.price <= 40 else 2
        far = 1 if dist[d.tile_space[i]] >= 6 else 0
        assert t.bonus == min(3, by_price + far), t.id


def test_the_fillers_on_the_green_stands_by_the_exit_cost_20_euros_with_no_bonus():
    """Balance report (docs/games/essen.md): at €25 Seven Swords and Suburban Dispute were bought late by the
    seat that still had €25, and their buyers won 1.55 and 1.54 times a fair share with 4 players."""
    by_stand = {t.stand: t for t in data().tiles}
    assert [(by_stand[n].title, by_stand[n].price, by_stand[n].bonus) for n in (57, 58, 59)] == [
        ("Om Nom Nom", 20, 0), ("Seven Swords", 20, 0), ("Suburban Dispute", 20, 0)]


def test_ranking_cards_morning_ask_four_or_five_games_for_4_vp_afternoon_about_eight_for_8_vp():
    sizes = {"morning": (4, {4, 5}), "afternoon": (8, {7, 8, 9})}
    for r in data().rankings:
        vp, games = sizes[r.period]
        assert r.vp == vp and sum(r.needs.values()) in games, r.id


def test_a_ranking_card_scoring_the_wrong_vp_is_refused(broken_copy):
    path = broken_copy / "rankings.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["cards"][0]["vp"] = 8
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError, match="entry bgg-m1, field vp: a morning card scores 4 VP, not 8"):
        EssenData()


def test_event_tokens_other_than_the_rulebook_mix_are_refused(broken_copy):
    path = broken_copy / "events.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tokens"][2]["kind"] = "buzz"  # a Goodies becomes a second Buzz
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError, match="Buzz x1, Flop x1, Goodies x3, Discount x3, Sold out x6"):
        EssenData()


def test_last_turn_tiles_other_than_the_sale_and_one_per_symbol_are_refused(broken_copy):
    path = broken_copy / "last_turn.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tiles"][2]["symbol"] = "meeple"  # two meeple tiles, no dice tile
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError, match="the sale and one \\+2 VP tile per symbol"):
        EssenData()


def test_a_wish_card_taken_openly_from_the_common_list_stays_face_up_for_everyone():
    from fairtable.games.essen.actions import Buy

    game = GAME
    rng = Rng(12)
    for seed in range(40):
        state = game.new_state(3, None, seed)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            buys = [a for a in legal if isinstance(a, Buy)]
            before = [list(h) for h in state.hand_public]
            state = game.apply(state, buys[0] if buys else rng.choice(legal))
            taker = next((p for p in range(3) if len(state.hand_public[p]) > len(before[p])), None)
            if taker is not None:
                card = state.hand_public[taker][-1]
                other = (taker + 1) % 3
                pieces = {p.id: p for p in game.presentation.layout(state, other).pieces}
                wish = pieces[f"wish:{data().tiles[card].id}"]
                assert wish.face_up and wish.zone == f"hand:{taker}"
                return
    raise AssertionError("no wish card was taken from the common list in 40 games")
