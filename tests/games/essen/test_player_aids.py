"""The player aids on the ESSEN board (layout()): what buying a game now costs and scores, the marks of the
wish cards and of the common wish list, the round-7 sale on the stands, and what wish cards and piles say."""

from __future__ import annotations

from fairtable.games.essen.actions import Buy
from fairtable.games.essen.data import data
from fairtable.games.essen.rules import GAME
from fairtable.games.essen.scoring import purchase_vp
from fairtable.games.essen.state import OVER
from tests.games.essen.helpers import give_event, put_on_stand, sp, stand_of, symbol, turn_of


def piece(s, viewer, pid):  # type: ignore[no-untyped-def]
    return next(p for p in GAME.presentation.layout(s, viewer).pieces if p.id == pid)


def sale_tile() -> int:
    return next(i for i, t in enumerate(data().last_turn) if t.effect == "discount")


def test_a_game_on_sale_says_what_buying_it_now_costs_and_scores_part_by_part():
    s = turn_of(0)
    put_on_stand(s, "tash-kalar-arena-of")  # €35, bonus 1, a cards game
    s.popularity[symbol("cards")] = 2
    give_event(s, "tash-kalar-arena-of", "buzz")
    tip = piece(s, 0, "tile:tash-kalar-arena-of").tooltip
    assert "Buy now: €35, 6 VP (popularity 2 + bonus 1 + Buzz 3)" in tip.splitlines()


def test_the_buy_now_figures_are_what_the_purchase_then_pays_and_scores():
    s = turn_of(0)
    t = put_on_stand(s, "tash-kalar-arena-of")
    give_event(s, "tash-kalar-arena-of", "flop")
    s.popularity[symbol("cards")] = 1
    s.position[0] = sp(stand_of("tash-kalar-arena-of"))
    line = next(x for x in piece(s, 0, "tile:tash-kalar-arena-of").tooltip.splitlines() if x.startswith("Buy now"))
    assert line == "Buy now: €35, 0 VP (popularity 1 + bonus 1 − Flop 3, never below 0)"
    after = GAME.apply(s, Buy(player=0, tile="tash-kalar-arena-of"))
    assert (s.money[0] - after.money[0], after.vp[0] - s.vp[0]) == (35, 0) == (35, purchase_vp(s, t))


def test_in_the_last_round_the_stands_show_the_sale_price():
    s = turn_of(0)
    put_on_stand(s, "tash-kalar-arena-of")
    s.popularity[symbol("cards")] = 1
    s.round = 7
    s.last_turn = sale_tile()
    p = piece(s, 1, "tile:tash-kalar-arena-of")
    assert p.label == "Tash-Kalar: Arena of Legends €25" and "price25" in p.art.split("/")
    assert "Buy now: €25 (€35 − €10 Last-day sale), 2 VP (popularity 1 + bonus 1)" in p.tooltip.splitlines()


def test_a_discount_and_the_sale_together_never_bring_a_price_below_5_euros():
    s = turn_of(0)
    put_on_stand(s, "nosferatu")  # €15
    give_event(s, "nosferatu", "discount")
    s.round = 7
    s.last_turn = sale_tile()
    p = piece(s, 0, "tile:nosferatu")
    assert "price5" in p.art.split("/")
    assert "Buy now: €5 (€15 − €10 Discount − €10 Last-day sale, never below €5)" in p.tooltip


def test_the_viewers_own_wish_cards_mark_their_games_and_nobody_elses_do():
    s = turn_of(0)
    mine = s.hand[0][0]
    theirs = s.hand[1][0]
    for t in (mine, theirs):
        s.at_stand[t] = True
    pid = f"tile:{data().tiles[mine].id}"
    other = f"tile:{data().tiles[theirs].id}"
    assert "wish" in piece(s, 0, pid).art.split("/")
    assert "On your wish cards" in piece(s, 0, pid).tooltip
    assert "wish" not in piece(s, 0, other).art.split("/")  # seat 1's cards are secret to seat 0
    assert "wish" in piece(s, 1, other).art.split("/")
    for viewer in (1, 2, 3, None):
        assert "wish" not in piece(s, viewer, pid).art.split("/") and "your wish" not in piece(s, viewer, pid).tooltip


def test_the_mark_stays_the_viewers_own_when_the_game_is_over():
    s = turn_of(0)
    theirs = s.hand[1][0]
    s.at_stand[theirs] = True
    s.phase = OVER
    assert "wish" not in piece(s, 0, f"tile:{data().tiles[theirs].id}").art.split("/")


def test_the_games_of_the_common_wish_list_carry_its_mark_for_everybody():
    s = turn_of(0)
    card = s.common[0]
    s.at_stand[card] = True
    for viewer in (0, 1, None):
        p = piece(s, viewer, f"tile:{data().tiles[card].id}")
        assert "common" in p.art.split("/") and "On the common wish list" in p.tooltip


def test_a_wish_card_says_whether_its_game_is_bought_or_gone():
    s = turn_of(0)
    mine, other = s.hand[0][0], s.hand[0][1]
    s.at_stand[mine] = s.at_stand[other] = False
    s.bag[0].append(mine)
    s.trunk[2].append(other)
    got = piece(s, 0, f"wish:{data().tiles[mine].id}")
    gone = piece(s, 0, f"wish:{data().tiles[other].id}")
    assert got.art.endswith("/got") and "Seat 1 has bought it" in got.tooltip
    assert gone.art.endswith("/gone") and "Seat 3 has bought it" in gone.tooltip


def test_the_top_box_of_a_trunk_pile_says_how_many_games_lie_there():
    s = turn_of(0)
    dice = [i for i, t in enumerate(data().tiles) if t.symbol == "dice"][:3]
    for t in dice:
        s.at_stand[t] = False
    s.trunk[0] += dice
    pile = [p for p in GAME.presentation.layout(s, 1).pieces if p.zone == "trunk:0:dice"]
    top = max(pile, key=lambda p: p.order)
    assert [p for p in pile if "count3" in p.art.split("/")] == [top]


def test_a_pile_of_hidden_cards_shows_its_count_and_no_label():
    s = turn_of(0)
    backs = [p for p in GAME.presentation.layout(s, 0).pieces if p.zone == "hand:1"]
    assert all(not p.face_up and not p.label for p in backs)
    assert [p.art for p in backs if p.art] == [f"essen/back/count{len(s.hand[1])}"]
    deck = [p for p in GAME.presentation.layout(s, 0).pieces if p.zone == "wishdeck"]
    assert sum(1 for p in deck if p.art == f"essen/back/count{len(s.deck)}") == 1


def test_money_is_one_note_with_the_amount_and_its_bills_in_the_tooltip():
    s = turn_of(0)
    s.money[2] = 185
    notes = [p for p in GAME.presentation.layout(s, 0).pieces if p.zone == "money:2"]
    assert [(p.label, p.tooltip) for p in notes] == [("€185", "Seat 3 has €185: 3 × €50, 1 × €20, 1 × €10, 1 × €5")]

