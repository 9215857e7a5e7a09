"""What the table asks of the player to act, the questions before a move one may regret, and refusals
that say why ("That piece cannot go there" is never the answer)."""

from __future__ import annotations

from functools import cache

from fairtable.bots.selfplay import play_game
from fairtable.engine.actions import Drag, Press
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import Build, Call, DoneSelling, HireGray, Pass, Sell, Take
from fairtable.games.marche.gestures import PRESSES, normalize
from fairtable.games.marche.layout import build_layout
from fairtable.games.marche.legal import top_facility
from fairtable.games.marche.rules import GAME, MarcheOptions, place_facility
from fairtable.games.marche.state import ACTIONS, DRAFT, RETURN, SALE, SOLICIT, TOBY, MarcheState

from .helpers import TYPE, build, phase, play, seat_customers, table, worker

D = T.D
GENERIC_DRAG = "That piece cannot go there"
FAC = {f.key: f.id for f in D.facilities}


def fac(s: MarcheState, key: str) -> int:
    return top_facility(s, FAC[key])


# -- prompts -------------------------------------------------------------------------------------------------


def test_the_goal_draft_asks_to_keep_one_and_tells_the_others_only_how_many():
    s = GAME.new_state(3, MarcheOptions(goal_draft=True), 7)
    p, other = s.turn, (s.turn + 1) % 3
    assert GAME.presentation.prompt(s, p) == (f"Goal draft: keep 1 of these 3 Major Goals: drag it onto your Goals "
                                 f"(the other 2 go to Seat {other + 1})")
    assert GAME.presentation.prompt(s, other) == GAME.presentation.prompt(s, None) == f"Seat {p + 1} keeps 1 of 3 Major Goals"


def test_the_second_draft_pick_says_the_other_one_goes_on():
    s = GAME.new_state(3, MarcheOptions(goal_draft=True), 7)
    while len(s.draft_hands[s.turn]) != 2:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    p = s.turn
    assert GAME.presentation.prompt(s, p) == (f"Goal draft: keep 1 of these 2 Major Goals: drag it onto your Goals "
                                 f"(the other one goes to Seat {(p + 1) % 3 + 1})")


def test_the_first_store_is_the_grocery_store_except_for_morgan():
    s = GAME.new_state(2, None, 5)
    s.proprietor = [0, 1]  # Alen and Meister
    assert GAME.presentation.prompt(s, s.turn) == "Open your first store: drag the Grocery Store onto a section of your board"
    assert GAME.presentation.prompt(s, None) == f"Seat {s.turn + 1} opens a Grocery Store in a section"
    s.proprietor[s.turn] = [p.key for p in D.proprietors].index("morgan")
    assert "as Morgan, drag any Basic or Special Store" in GAME.presentation.prompt(s, s.turn)
    assert GAME.presentation.prompt(s, None) == f"Seat {s.turn + 1} (Morgan) opens a first store: any Basic or Special Store"


def test_tobys_rearrangement_asks_for_moves_then_done_arranging():
    s = table(props=("toby",))
    build(s, 0, "grocery", 0)
    L.begin_solicitation(s)
    assert s.phase == TOBY
    assert GAME.presentation.prompt(s, 0) == ("Toby's rearrangement: drag your stores to other sections (onto a store to swap "
                                 "the two; 4 moves left), then press Done arranging")
    assert GAME.presentation.prompt(s, 1) == "Seat 1 (Toby) rearranges the stores before the Solicitation Phase"


def test_solicitation_asks_for_a_customer_or_pass():
    s = phase(table(), SOLICIT, 0)
    build(s, 0, "grocery", 0)
    assert GAME.presentation.prompt(s, 0) == ("Solicitation: drag a customer from the cells in front of one of your stores onto "
                                 "a free customer seat (2 free), or press Pass (the first to pass takes the Start "
                                 "Player marker)")
    assert GAME.presentation.prompt(s, None) == "Seat 1 calls a customer to a store or passes"


def test_the_sale_asks_to_sell_or_press_done_selling_and_meister_twice():
    s = table(props=("meister",))
    build(s, 0, "grocery", 0)
    build(s, 0, "bakery", 1)
    phase(s, SALE, 0)
    assert GAME.presentation.prompt(s, 0) == ("Sale: drag one of your stores onto the store cards to sell it for its VP (twice, "
                                 "as Meister), or press Done selling to keep them")
    s = play(s, Sell(player=0, card=s.sections[0][0]))
    while s.phase == RETURN:
        assert GAME.presentation.prompt(s, 0).startswith("Put the ")
        assert GAME.presentation.prompt(s, 1).startswith("Seat 1 puts the ")
        s = play(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0).startswith("Sale (one more sale, as Meister): drag one of your stores")
    assert GAME.presentation.prompt(s, 2) == "Seat 1 may sell a store"


def test_returning_customers_are_put_back_on_cells_with_room():
    s = table()
    card = build(s, 0, "grocery", 0)
    seat_customers(s, card, 2)
    phase(s, SALE, 0)
    s = play(s, Sell(player=0, card=card))
    assert s.phase == RETURN
    assert GAME.presentation.prompt(s, 0) == ("Put the 2 customers of the store you sold back on the plaza: drag each onto any "
                                 "cell with room")
    assert GAME.presentation.prompt(s, None) == "Seat 1 puts the 2 customers of the sold store back on the plaza"


def test_worker_actions_name_the_workers_left_and_vanessas_hiring():
    s = phase(table(props=("vanessa",), coins=10), ACTIONS, 0)
    text = GAME.presentation.prompt(s, 0)
    assert text.startswith("Worker Actions (2 workers in your backyard): drag a worker onto your store")
    assert "hire the gray worker (5 coins)" in text and text.endswith("or press Pass")
    assert GAME.presentation.prompt(s, 1) == "Seat 1 uses a worker (2 in the backyard) or passes"
    s.wloc[0][:2] = [1, 1]  # both used: only hiring or passing is left
    assert GAME.presentation.prompt(s, 0).startswith("Worker Actions: press Hire the gray worker (5 coins")


def test_the_end_of_the_game_says_so():
    played = play_game(GAME, 2, 3, ["random", "random"])
    s = GAME.new_state(2, None, 3)
    for a in played.actions:
        s = GAME.apply(s, a)
    assert GAME.presentation.prompt(s, 0) == GAME.presentation.prompt(s, None) == "The game is over"


# -- questions before a move ---------------------------------------------------------------------------------


def test_passing_with_workers_still_in_the_backyard_asks_once():
    s = phase(table(), ACTIONS, 0)
    assert GAME.presentation.confirm(s, Pass(player=0)) == "Pass with 2 workers still in your backyard? They do nothing more this round"
    s.wloc[0][0] = 1
    assert GAME.presentation.confirm(s, Pass(player=0)) == "Pass with 1 worker still in your backyard? It does nothing more this round"
    assert GAME.presentation.confirm(s, Take(player=0, worker=worker(s, 0), resource="coin")) is None


def test_passing_the_solicitation_with_a_customer_in_reach_asks_once():
    s = phase(table(), SOLICIT, 0)
    build(s, 0, "grocery", 0)
    assert GAME.presentation.confirm(s, Pass(player=0)) == (
        "Pass for the rest of the Solicitation Phase, with a customer still in reach of a free seat?")
    full = phase(table(), SOLICIT, 0)
    card = build(full, 0, "grocery", 0)
    full.store_cust[card] = (18, 19)
    full.aside = [c for c in full.aside if c not in (18, 19)]
    assert GAME.presentation.confirm(full, Pass(player=0)) is None


# -- refusals ------------------------------------------------------------------------------------------------


def test_pass_in_the_sale_says_press_done_selling():
    s = table()
    build(s, 0, "grocery", 0)
    phase(s, SALE, 0)
    assert GAME.presentation.explain(s, Press(label="Pass")) == "To keep your stores, press Done selling"


def test_pass_in_tobys_rearrangement_says_press_done_arranging():
    s = table(props=("toby",))
    build(s, 0, "grocery", 0)
    L.begin_solicitation(s)
    assert GAME.presentation.explain(s, Press(label="Pass")) == "To end the rearrangement, press Done arranging"


def test_vanessas_gray_worker_is_usable_from_her_next_turn():
    s = phase(table(props=("vanessa",), coins=10), ACTIONS, 0)
    s = play(s, HireGray(player=0))
    assert s.turn == 0
    gray = Drag(piece=f"worker:0:{T.GRAY}", zone="take:coin")
    assert not GAME.presentation.actions_for(s, gray)
    assert GAME.presentation.explain(s, gray) == "The gray worker hired this turn can be used from your next turn"
    assert GAME.presentation.explain(s, Press(label="Hire the gray worker")) == (
        "The gray worker is hired: it can be used from your next turn")


def test_a_facility_on_a_blocked_cell_of_the_three_player_game():
    s = phase(table(players=3, coins=20, wood=10), ACTIONS, 0)
    k = fac(s, "cenotaph")
    assert GAME.presentation.explain(s, Drag(piece=f"facility:{k}", zone="cell:0,0")) == (
        "A public facility cannot cover a cell outside the plaza (the diagonal of the 3-player game)")


def test_the_old_restaurant_is_removed_from_two_player_games():
    s = phase(table(players=2, coins=20), ACTIONS, 0)
    card = T.TYPE_CARDS[TYPE["old_restaurant"]][0]
    assert GAME.check(s, Build(player=0, card=card, section=1)) == "The Old Restaurant is removed from 2-player games"
    s3 = phase(table(players=3, coins=20), ACTIONS, 0)
    extra = T.TYPE_CARDS[TYPE["bakery"]][3]
    assert GAME.check(s3, Build(player=0, card=extra, section=1)) == (
        "Only 3 Bakery cards are used with 3 players: all are taken")


def test_the_rulebook_has_no_returning_customers_phase():
    s = table()
    card = build(s, 0, "grocery", 0)
    seat_customers(s, card, 1)
    phase(s, SALE, 0)
    s = play(s, Sell(player=0, card=card))
    assert s.phase == RETURN
    assert build_layout(s, 0).info["Phase"] == "Sale"
    for label in PRESSES:
        assert "Returning customers" not in GAME.presentation.explain(s, Press(label=label))
    assert GAME.check(s, DoneSelling(player=0)) == (
        "First put the customers of the store you sold back on the plaza: drag each onto a cell with room")


def test_an_unaffordable_facility_says_what_it_costs():
    s = phase(table(coins=1, wood=0), ACTIONS, 0)
    k = fac(s, "cenotaph")
    reason = "Not enough coins: you need 5, you have 1 (a Cenotaph costs 5 coins and 4 wood)"
    assert GAME.presentation.explain(s, Drag(piece=f"facility:{k}", zone="cell:1,1")) == reason
    assert GAME.presentation.explain(s, Drag(piece=f"facility:{k}", zone="spot:1,1:h")) == reason


def test_the_temporary_stage_card_and_its_tooltip_show_the_two_player_price():
    from fairtable.games.marche.art import gains
    from fairtable.games.marche.cards import CardArt

    for players, coins in ((2, 2), (3, 3)):
        s = phase(table(players=players), ACTIONS, 0)
        k = next(k for k in range(T.N_FAC) if T.D.facilities[T.FAC_TYPE[k]].key == "temporary_stage")
        piece = next(p for p in build_layout(s, 0).pieces if p.id == f"facility:{k}")
        assert f"): {coins} coins + 1 wood, 3 VP" in piece.tooltip
        card = CardArt(None).facility(piece.art, 90, 70)  # a card of the supply
        assert f"{gains(coins, 1)} \u2192 3" in card
        assert f"{gains(5 - coins, 1)} \u2192 3" not in card


def test_a_facility_dropped_on_one_cell_offers_each_placement_that_covers_it():
    """A facility covers two cells: dropped on the pair, it is that placement; dropped on one cell, each legal
    placement over that cell (the table asks which)."""
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    k = fac(s, "cenotaph")
    drops = GAME.presentation.actions_for(s, Drag(piece=f"facility:{k}", zone="cell:1,1"))
    assert sorted((a.cell, a.vertical) for a in drops) == [(1, True), (4, False), (5, False), (5, True)]
    assert all(a.kind == "build_facility" and a.facility == k for a in drops)
    assert len({GAME.presentation.describe(s, a, ["Ann"] * 4) for a in drops}) == 4, "the choices read apart"
    corner = GAME.presentation.actions_for(s, Drag(piece=f"facility:{k}", zone="cell:0,0"))
    assert sorted((a.cell, a.vertical) for a in corner) == [(0, False), (0, True)]
    pair = GAME.presentation.actions_for(s, Drag(piece=f"facility:{k}", zone="spot:1,1:h"))
    assert [(a.cell, a.vertical) for a in pair] == [(5, False)]
    second = [x for x in range(T.N_FAC) if T.FAC_TYPE[x] == FAC["cenotaph"]][1]
    assert GAME.presentation.actions_for(s, Drag(piece=f"facility:{second}", zone="cell:0,0")) == corner, "the pile's top card"
    targets = GAME.presentation.drag_targets(s, f"facility:{k}")
    assert {f"cell:{r},{c}" for r in range(4) for c in range(4)} <= set(targets)
    assert "spot:1,1:h" in targets


def test_a_facility_on_the_plaza_moves_to_the_placements_over_the_cell_it_is_dropped_on():
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    k = fac(s, "cenotaph")
    place_facility(s, k, T.GEOMETRY[4].spot_index[(0, 1)])
    drops = GAME.presentation.actions_for(s, Drag(piece=f"facility:{k}", zone="cell:3,3"))
    assert sorted((a.kind, a.cell, a.vertical) for a in drops) == [("move_facility", 11, True),
                                                                   ("move_facility", 14, False)]
    s.wood[0] = 2
    assert GAME.presentation.actions_for(s, Drag(piece=f"facility:{k}", zone="cell:3,3")) == []
    assert "3 wood" in GAME.presentation.explain(s, Drag(piece=f"facility:{k}", zone="cell:3,3"))


def test_a_facility_where_there_are_no_two_free_cells():
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    spots = T.GEOMETRY[4].spot_index
    place_facility(s, fac(s, "cenotaph"), spots[(0, 1)])
    place_facility(s, fac(s, "cenotaph"), spots[(4, 5)])
    # Cell (0,0): its two neighbours on the plaza, right and below, are covered.
    assert GAME.presentation.explain(s, Drag(piece=f"facility:{fac(s, 'temporary_stage')}", zone="cell:0,0")) == (
        "A public facility cannot overlap another one")


def test_a_customer_dropped_on_a_store_card_takes_its_free_seat():
    s = phase(table(), SOLICIT, 0)
    card = build(s, 0, "grocery", 0)
    line = T.GEOMETRY[4].lines[0][0]
    c = s.cell_cust[line[0]][0]
    actions = GAME.presentation.actions_for(s, Drag(piece=f"customer:{c}", zone="section:0:0"))
    assert actions == [Call(player=0, customer=c, section=0, seat=0)]
    s = play(s, actions[0])
    phase(s, SOLICIT, 0)
    c2 = s.cell_cust[line[1]][0]
    assert GAME.presentation.actions_for(s, Drag(piece=f"customer:{c2}", zone="section:0:0")) == [
        Call(player=0, customer=c2, section=0, seat=1)]
    s.store_cust[card] = (c, 19)
    assert GAME.presentation.explain(s, Drag(piece=f"customer:{c2}", zone="section:0:0")) == "That store's customer seats are all taken"


def test_any_worker_in_the_backyard_does_the_action_of_the_next_one():
    s = phase(table(), ACTIONS, 0)
    assert GAME.presentation.actions_for(s, Drag(piece="worker:0:1", zone="take:wood")) == [
        Take(player=0, worker=0, resource="wood")]
    assert "take:wood" in GAME.presentation.drag_targets(s, "worker:0:1")


def test_a_worker_dropped_on_another_players_store_card_enters_it():
    s = phase(table(), ACTIONS, 0)
    card = build(s, 1, "bakery", 0)
    s.store_workers[card] = (-1,)
    actions = GAME.presentation.actions_for(s, Drag(piece="worker:0:0", zone="section:1:0"))
    assert [a.kind for a in actions] == ["enter"]


def test_any_card_of_a_pile_stands_for_its_top_card():
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    second = [k for k in range(T.N_FAC) if T.FAC_TYPE[k] == FAC["cenotaph"]][1]
    assert GAME.presentation.actions_for(s, Drag(piece=f"facility:{second}", zone="spot:0,0:h"))[0].facility == fac(s, "cenotaph")


def test_every_button_that_cannot_be_pressed_says_why():
    for state in seeded_states():
        for label in PRESSES:
            press = Press(label=label)
            if not GAME.presentation.actions_for(state, press):
                reason = GAME.presentation.explain(state, press)
                # Not the bare "not possible", nor a phase named without what the button is for.
                assert reason and "is not possible now" not in reason, (label, state.phase)
                assert not reason.startswith("Not now: this is"), (label, reason)


# -- every refused drag of seeded games ------------------------------------------------------------------------

# Refusals that keep the generic line, and why: none. Every piece the board lets a player drag (face up, the
# player's own or nobody's, not a marker) gets a reason on every zone.
GENERIC_KEPT: set[tuple[str, str]] = set()


@cache
def seeded_states() -> tuple[MarcheState, ...]:
    """States of seeded games over all player counts, the goal draft and every phase."""
    out: list[MarcheState] = []
    for players, seed, draft in ((2, 1, False), (3, 2, True), (4, 4, False)):
        opts = {"goal_draft": draft}
        game = play_game(GAME, players, seed, ["random"] * players, opts)
        s = GAME.new_state(players, opts, seed)
        states = [s]
        for a in game.actions:
            s = GAME.apply(s, a)
            states.append(s)
        seen: dict[tuple[int, int], int] = {}
        for st in states[:-1]:
            key = (st.phase, st.round)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] <= 2:
                out.append(st)
    return tuple(out)


def test_every_refused_drag_of_seeded_games_says_why():
    phases = set()
    for s in seeded_states():
        phases.add(s.phase)
        cur = s.turn
        lay = GAME.presentation.layout(s, cur)
        legal = {a.gesture() for a in GAME.legal_actions(s)}  # what actions_for finds, computed once
        kinds: set[tuple[str, str]] = set()
        for piece in lay.pieces:
            if not piece.face_up or piece.owner not in (None, cur) or piece.kind == "marker":
                continue
            sort = (piece.id.split(":")[0], piece.zone.split(":")[0])
            if sort in kinds:
                continue
            kinds.add(sort)
            for zone in lay.zones:
                drag = Drag(piece=piece.id, zone=zone.id)
                if normalize(s, drag) in legal:
                    continue
                reason = GAME.presentation.explain(s, drag)
                if (sort[0], zone.id.split(":")[0]) in GENERIC_KEPT:
                    continue
                assert reason and reason not in (GENERIC_DRAG, "That piece does not move there"), (
                    piece.id, zone.id, s.phase, reason)
    assert phases >= {DRAFT, SOLICIT, SALE, ACTIONS, TOBY}
