"""What the log tells of a game of Animal Marche: every automatic step with its figures, each secret to its
owner only, and the big moments flagged for the table's banner."""

from __future__ import annotations

from functools import cache

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match
from fairtable.engine.narration import Event, recording
from fairtable.engine.record import Record, SeatRecord
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import (
    Advertise,
    BuildFacility,
    DoneArranging,
    DraftGoal,
    Enter,
    HireGray,
    MoveFacility,
    MoveStore,
    Pass,
    RemoveFacility,
    Sell,
    Take,
)  # fmt: skip
from fairtable.games.marche.layout import build_layout
from fairtable.games.marche.rules import GAME, MarcheOptions
from fairtable.games.marche.state import ACTIONS, SALE, SOLICIT, TOBY

from .helpers import GOAL, PROP, build, phase, play, seat_customers, table, worker

D = T.D


@cache
def seeded_match() -> Match:
    """A 4-player game of random bots (seed 11): it runs ads, sells stores, hires and reveals goals."""
    played = play_game(GAME, 4, 11, ["random"] * 4)
    seats = [SeatRecord(name=f"P{i + 1}", kind="bot", level="random") for i in range(4)]
    return Match.from_record(Record.create(GAME, None, seats, 11, played.actions))


def events(match: Match) -> list[Event]:
    return list(match.setup_events) + [e for step in match.steps for e in step.events]


def told(fn, *args) -> list[Event]:  # type: ignore[no-untyped-def]
    with recording() as out:
        fn(*args)
    return out


def played(s, action) -> tuple[object, list[Event]]:  # type: ignore[no-untyped-def]
    assert GAME.check(s, action) is None, GAME.check(s, action)
    return GAME.apply_told(s, action)


def kinds(evs: list[Event], kind: str) -> list[Event]:
    return [e for e in evs if e.kind == kind]


# -- a seeded game, as a spectator reads it -----------------------------------------------------------------


def test_a_seeded_game_tells_income_sales_ads_hiring_goals_closing_rounds_and_the_end():
    match = seeded_match()
    evs = events(match)
    for kind in ("income_store", "income", "income_summary", "sale", "ad_run", "ad_drawn", "hire",
                 "goal_revealed", "phase", "round", "final_stores", "final_scores", "game_end"):
        assert kinds(evs, kind), kind
    # Income: one summary a round, its totals the seats' own income lines.
    summaries = kinds(evs, "income_summary")
    assert [e.value("round") for e in summaries] == [1, 2, 3, 4, 5]
    seat_lines = kinds(evs, "income")
    assert len(seat_lines) == 5 * 4
    assert [tuple(x) for x in summaries[0].value("totals")] == [
        (e.value("coins"), e.value("wood"), e.value("vp")) for e in seat_lines[:4]]
    # Each sale tells its VP, as the move's line says it.
    for step in match.steps:
        if isinstance(step.action, Sell):
            sale = kinds(step.events, "sale")[0]
            assert f"for {sale.value('vp')} VP" in step.line
    # The phases of a round, and the new rounds up to the last.
    closing = [e for e in kinds(evs, "phase") if e.value("phase") == "closing"]
    assert len(closing) == 5 and "go back to the plaza" in closing[0].text
    rounds = kinds(evs, "round")
    assert [e.value("round") for e in rounds] == [2, 3, 4, 5]
    assert rounds[-1].value("last") and "the last round" in rounds[-1].text
    end = kinds(evs, "game_end")[0]
    assert end.value("scores") == tuple(match.game.result(match.state).scores)


def test_an_ad_run_names_its_payers_their_vp_and_who_takes_the_card():
    run = kinds(events(seeded_match()), "ad_run")[0]
    assert run.text == ("Flyers runs, paid for by Seat 2 (3 coins) and Seat 3 (3 coins): Seat 2 scores 2 VP and "
                        "Seat 3 scores 2 VP; Seat 2 paid as much, but first, and takes the card")
    assert run.value("taker") == 1 and run.value("paid") == ((1, 3), (2, 3)) and run.value("vp") == ((1, 2), (2, 2))


def test_the_big_moments_are_the_income_summary_each_new_round_and_the_end():
    evs = events(seeded_match())
    banners = {e.kind for e in evs if e.banner}
    assert banners == {"income_summary", "round", "game_end"}


def test_the_spectators_story_has_the_names_in():
    story = seeded_match().story(None)
    texts = [e.text for e in story]
    assert any(t.startswith("Income. P1: ") for t in texts)
    assert any(t.startswith("The game is over: P1 wins with") for t in texts)
    assert not any("Seat " in t for t in texts)


# -- setup ---------------------------------------------------------------------------------------------------


def test_setup_tells_the_plaza_the_ads_the_proprietors_and_the_start_player():
    s, evs = GAME.new_state_told(3, None, 5)
    plaza = kinds(evs, "plaza")[0]
    assert (plaza.value("on_plaza"), plaza.value("aside")) == (12, 8)
    assert kinds(evs, "ads")[0].value("ads") == tuple(D.ads[a].name_en for a in s.ad_display)
    props = kinds(evs, "proprietor")
    assert [e.value("proprietor") for e in props] == [D.proprietors[p].key for p in s.proprietor]
    assert [(e.value("coins"), e.value("wood")) for e in props] == list(zip(s.coins, s.wood, strict=True))
    assert kinds(evs, "start_player")[0].value("seat") == s.start


def test_dealt_goals_are_named_to_their_owner_only():
    s, evs = GAME.new_state_told(4, None, 5)
    dealt = kinds(evs, "goals_dealt")[0]
    names = {g: f"{'Minor' if D.goals[g].size == 'minor' else 'Major'} Goal {D.goals[g].number} ("
             for g in range(len(D.goals))}
    assert not any(name in dealt.text for name in names.values())
    for seat in range(4):
        mine = [s.minor[seat], *s.majors[seat]]
        line = dealt.line(seat)
        assert all(names[g] in line for g in mine)
        others = {g for p in range(4) if p != seat for g in (s.minor[p], *s.majors[p])} - set(mine)
        assert not any(names[g] in line for g in others)


def test_the_goal_draft_tells_each_player_the_cards_kept_and_received():
    s = GAME.new_state(3, MarcheOptions(goal_draft=True), 7)
    p = s.turn
    g = s.draft_hands[p][0]
    _, evs = played(s, DraftGoal(player=p, goal=g))
    keep = kinds(evs, "draft_keep")[0]
    assert keep.text == f"The other 2 go to Seat {(p + 1) % 3 + 1} once everybody has kept one"
    assert f"Major Goal {D.goals[g].number} (" in keep.line(p)
    while s.draft_round == 0:
        s, evs = played(s, DraftGoal(player=s.turn, goal=s.draft_hands[s.turn][0]))
    passed = kinds(evs, "draft_pass")[0]
    assert passed.text == "The Major Goals left in hand are passed to the left"
    for seat in range(3):
        came = s.draft_hands[seat]
        assert all(f"Major Goal {D.goals[c].number} (" in passed.line(seat) for c in came)
        assert f"from Seat {(seat - 1) % 3 + 1}" in passed.line(seat)


# -- the phases ----------------------------------------------------------------------------------------------


def test_income_tells_the_worked_example_store_by_store_with_the_total():
    s = table(coins=0, wood=0)
    g = build(s, 0, "grocery", 0, advanced=True)  # Imported Grocery Store
    f = build(s, 0, "food_court", 1)
    h = build(s, 0, "clinic", 2, advanced=True)  # General Hospital
    build(s, 0, "wood_store", 3)
    seat_customers(s, g, 2)
    seat_customers(s, f, 1)
    seat_customers(s, h, 1)
    evs = told(L.income, s)
    mine = [e for e in kinds(evs, "income_store") if e.value("seat") == 0]
    assert [e.text for e in mine] == [
        "Seat 1's Imported Grocery Store: 2 customers bring 6 coins and 2 wood",
        "Seat 1's Food Court: 1 customer brings 1 coin",
        "Seat 1's General Hospital: 1 customer brings 3 VP",
    ]
    total = kinds(evs, "income")[0]
    assert total.text == "Seat 1 earns 7 coins, 2 wood and 3 VP"
    assert (total.value("coins"), total.value("wood"), total.value("vp")) == (7, 2, 3)
    assert kinds(evs, "income_summary")[0].text.startswith("Income. Seat 1: 7 coins, 2 wood and 3 VP; Seat 2: nothing")


def test_income_over_the_track_says_what_is_lost():
    s = table(coins=29, wood=15)
    g = build(s, 0, "grocery", 0, advanced=True)
    seat_customers(s, g, 2)
    total = kinds(told(L.income, s), "income")[0]
    assert (total.value("coins"), total.value("lost_coins"), total.value("lost_wood")) == (1, 5, 2)
    assert total.text == "Seat 1 earns 1 coin (5 coins and 2 wood are lost: the tracks hold at most 30 coins and 15 wood)"


def test_the_first_to_pass_in_solicitation_is_told_taking_the_start_player_marker():
    s = phase(table(players=3), SOLICIT, 1)
    for seat in range(3):
        build(s, seat, ["grocery", "bakery", "wood_store"][seat], 0)
    s, evs = played(s, Pass(player=1))
    marker = kinds(evs, "start_marker")[0]
    assert marker.text == "Seat 2 is the first to pass and takes the Start Player marker" and not marker.auto


def test_a_sale_tells_the_card_going_back_meisters_wood_workers_and_customers():
    s = table(props=("meister", "orlando"))
    card = build(s, 0, "bakery", 0)
    build(s, 0, "grocery", 1)
    seat_customers(s, card, 2)
    s.store_workers[card] = (-1,)
    build(s, 1, "grocery", 0)
    phase(s, ACTIONS, 1)
    s = play(s, Enter(player=1, worker=worker(s, 1), owner=0, section=0, seat=0))
    phase(s, SALE, 0)
    s, evs = played(s, Sell(player=0, card=card))
    assert kinds(evs, "sale")[0].text == "The Bakery goes back to the play area, basic side up"
    assert kinds(evs, "meister")[0].value("wood") == 2
    assert kinds(evs, "worker_back")[0].text == "Seat 2's worker in it goes back outside the board"
    assert kinds(evs, "returning")[0].value("customers") == 2
    assert "Seat 1 may sell one more store (Meister)" in [e.text for e in evs]


def test_entering_a_store_tells_both_gains_and_orlandos_coin():
    s = table(props=("leon", "orlando"))
    build(s, 1, "bakery", 0)
    card = s.sections[1][0]
    s.store_workers[card] = (-1,)
    phase(s, ACTIONS, 0)
    s, evs = played(s, Enter(player=0, worker=worker(s, 0), owner=1, section=0, seat=0))
    e = kinds(evs, "enter")[0]
    assert "(1 coin of it for Orlando)" in e.text and e.value("owner") == 1


def test_an_ad_paid_but_not_run_tells_how_far_it_is():
    s = phase(table(coins=20), ACTIONS, 0)
    ad = s.ad_display[0]
    field = 1
    s, evs = played(s, Advertise(player=0, worker=worker(s, 0), ad=ad, field=field))
    paid = kinds(evs, "ad_paid")[0]
    assert paid.value("paid") == D.ads[ad].fields[field].coins and paid.value("run_cost") == D.ads[ad].run_cost


def test_vanessas_gray_worker_is_told_hired_and_joining_at_the_end_of_her_turn():
    s = table(props=("vanessa",), coins=10)
    phase(s, ACTIONS, 0)
    s, evs = played(s, HireGray(player=0))
    assert kinds(evs, "gray")[0].text == "Seat 1's gray worker can be used from the next turn"
    s, evs = played(s, Take(player=0, worker=worker(s, 0), resource="coin"))  # her turn's action
    assert kinds(evs, "gray_joins")


def test_a_goal_revealed_when_achieved_is_told_with_its_vp():
    s = table(coins=11)
    s.minor[0] = GOAL[("minor", 1)]  # Hold 12 coins
    s.minor_box.remove(s.minor[0])
    phase(s, ACTIONS, 0)
    s, evs = played(s, Take(player=0, worker=worker(s, 0), resource="coin"))
    e = kinds(evs, "goal_revealed")[0]
    assert e.text == "Seat 1 achieves and reveals Minor Goal 1 (Hold 12 coins): 3 VP"
    assert (e.value("seat"), e.value("goal"), e.value("vp")) == (0, "Minor Goal 1", 3)


def test_an_achieved_minor_goal_is_marked_achieved_on_the_table():
    s = table(coins=11, wood=0)
    s.minor[0] = GOAL[("minor", 1)]
    s.minor[1] = GOAL[("minor", 2)]
    for g in s.minor[:2]:
        s.minor_box.remove(g)
    phase(s, ACTIONS, 0)
    before = {p.id: p for p in build_layout(s, 0).pieces}
    s = play(s, Take(player=0, worker=worker(s, 0), resource="coin"))
    for viewer in (0, 1, None):
        pieces = {p.id: p for p in build_layout(s, viewer).pieces}
        achieved = pieces[f"goal:{s.minor[0]}"]
        assert achieved.art == "marche/goal/minor/achieved" and achieved.tooltip.endswith("Achieved: scored 3 VP")
    assert before[f"goal:{s.minor[0]}"].art == "marche/goal/minor"
    still = {p.id: p for p in build_layout(s, 1).pieces}[f"goal:{s.minor[1]}"]
    assert still.art == "marche/goal/minor" and "revealed when achieved" in still.tooltip


def test_the_achieved_goal_card_is_drawn_with_its_mark():
    from fairtable.games.marche.art import ACHIEVED
    from fairtable.games.marche.cards import CardArt

    art = CardArt(None)
    goal = D.goals[GOAL[("minor", 1)]]
    assert ACHIEVED in art.goal(goal, 52, 66, achieved=True)
    assert ACHIEVED not in art.goal(goal, 52, 66)


def test_closing_tells_the_customers_back_and_the_new_round():
    s = table()
    g = build(s, 0, "grocery", 0)
    seat_customers(s, g, 2)
    s.wloc[0][2] = 3  # hired this round
    evs = told(L.closing, s)
    closing = [e for e in kinds(evs, "phase") if e.value("phase") == "closing"][0]
    assert closing.text.startswith("Phase 5: Closing: 2 customers go back to the plaza")
    assert "the workers hired this round join them (Seat 1)" in closing.text
    new = kinds(evs, "round")[0]
    assert new.banner and new.text == "Round 2 of 5 begins; Seat 1 is the start player"


def test_the_last_closing_tells_the_final_count_and_the_winner():
    s = table()
    s.round = T.ROUNDS
    build(s, 1, "bakery", 0)
    s.vp = [3, 10, 0, 0]
    s.vp_src[1][0] = 10
    s.vp_src[0][0] = 3
    evs = told(L.closing, s)
    end = kinds(evs, "game_end")[0]
    assert end.banner and end.value("winners") == (1,)
    assert end.text.startswith("The game is over: Seat 2 wins with")
    assert [e.value("seat") for e in kinds(evs, "final_stores")] == [0, 1, 2, 3]


def test_toby_is_told_he_may_rearrange():
    s = table(props=("toby",))
    build(s, 0, "grocery", 0)
    evs = told(L.begin_solicitation, s)
    assert kinds(evs, "toby")[0].text == ("Seat 1 (Toby) may rearrange the stores before the Solicitation Phase "
                                          "(4 moves at most)")
    assert PROP["toby"] == s.proprietor[0]


# -- the play-test's findings ----------------------------------------------------------------------------------


def _facility(s, key):
    return next(k for k in range(T.N_FAC) if D.facilities[T.FAC_TYPE[k]].key == key and s.fac_spot[k] < 0)


def test_a_public_facility_is_told_on_both_its_cells_with_its_price_and_vp():
    """A public facility covers 2 cells; building one costs its coins and wood and scores its VP."""
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    k = _facility(s, "construction_site")
    upright = BuildFacility(player=0, facility=k, cell=1, vertical=True)
    assert GAME.presentation.describe(s, upright, ["Ann", "Bo"]) == (
        "Ann builds a Construction Site on rows 1 and 2, column 2 of the plaza for 2 coins and 1 wood: 3 VP")
    c = _facility(s, "cenotaph")
    across = BuildFacility(player=0, facility=c, cell=8, vertical=False)
    assert GAME.presentation.describe(s, across, ["Ann", "Bo"]) == (
        "Ann builds a Cenotaph on row 3, columns 1 and 2 of the plaza for 5 coins and 4 wood: 6 VP")


def test_moving_or_removing_a_public_facility_says_which_one_and_from_where():
    s = phase(table(coins=20, wood=10), ACTIONS, 0)
    c = _facility(s, "cenotaph")
    s = play(s, BuildFacility(player=0, facility=c, cell=8, vertical=False))
    s = phase(s, ACTIONS, 1)
    move = MoveFacility(player=1, facility=c, cell=3, vertical=True)
    assert GAME.presentation.describe(s, move, ["Ann", "Bo"]) == (
        "Bo moves the Cenotaph from row 3, columns 1 and 2 to rows 1 and 2, column 4 of the plaza for 3 wood")
    assert GAME.presentation.describe(s, RemoveFacility(player=1, facility=c), ["Ann", "Bo"]) == (
        "Bo removes the Cenotaph from row 3, columns 1 and 2 of the plaza for 3 wood")


def test_an_owner_at_the_top_of_the_wood_track_is_told_why_the_visit_brings_nothing():
    """Resource Track: at most 15 wood; a Carpenter's Workshop's owner gets 1 wood from a visitor."""
    s = table(wood=5)
    card = build(s, 1, "carpenters_workshop", 0)
    s.store_workers[card] = (-1,) * len(s.store_workers[card])
    s.wood[1] = T.WOOD_CAP
    phase(s, ACTIONS, 0)
    s, evs = played(s, Enter(player=0, worker=worker(s, 0), owner=1, section=0, seat=0))
    e = kinds(evs, "enter")[0]
    assert e.value("owner_gain") == (0, 0, 0) and e.value("lost") == ((0, 0), (0, 1))
    assert e.text.endswith("Seat 2, the owner of Carpenter's Workshop, gets nothing (Seat 2 holds 15 wood, the "
                           "most the track allows, so 1 wood is lost)")


def test_a_food_court_short_of_crossed_tools_stores_says_why_its_customers_bring_nothing():
    """Food Court: 1 coin per customer for every 2 stores with the crossed-tools icon."""
    s = table()
    court = build(s, 0, "food_court", 0)
    seat_customers(s, court, 2)
    line = next(e for e in kinds(told(L.income, s), "income_store") if e.value("store") == "Food Court")
    have = L.icon_count(s, 0, T.TOOLS)
    assert have < 2 and line.value("coins") == 0
    assert line.text == (f"Seat 1's Food Court: 2 customers bring nothing (it pays 1 coin a customer for every 2 "
                         f"crossed-tools stores, and Seat 1 has {have})")


def test_toby_is_told_when_his_moves_are_used_up():
    s = table(props=("toby",))
    a = build(s, 0, "grocery", 0)
    b = build(s, 0, "bakery", 1)
    evs = told(L.begin_solicitation, s)
    assert s.phase == TOBY and kinds(evs, "toby")
    for card in (a, b, a, b):
        s, evs = played(s, MoveStore(player=0, card=card, section=3 if s.section_of[card] != 3 else 2))
    done = kinds(evs, "toby_done")
    assert done and done[0].text == "Seat 1 has made the 4 moves Toby may make: the rearrangement is done"
    assert s.phase != TOBY


def test_toby_offers_done_arranging_first_so_a_bot_with_nothing_better_stops():
    s = table(props=("toby",))
    build(s, 0, "grocery", 0)
    told(L.begin_solicitation, s)
    assert GAME.legal_actions(s)[0] == DoneArranging(player=0)


def test_the_final_count_lists_each_store_in_the_sections():
    """Game Ending and Scoring: each store in a section scores the VP printed on it."""
    s = table()
    s.round = T.ROUNDS
    bakery = build(s, 1, "bakery", 0)
    bank = build(s, 1, "bank", 2)
    evs = told(L.closing, s)
    line = kinds(evs, "final_stores")[1]
    from fairtable.games.marche.scoring import store_vp
    vb, vk = store_vp(s, 1, bakery), store_vp(s, 1, bank)
    assert line.text == f"Seat 2's stores in the sections score {vb + vk} VP: Bakery {vb} and Bank {vk}"
    assert line.value("stores") == (("Bakery", vb), ("Bank", vk))
    assert kinds(evs, "final_stores")[0].text == "Seat 1's stores in the sections score 0 VP"


def test_a_third_major_goal_met_at_the_end_is_told_not_to_score_and_named_to_its_owner_only():
    """Goals: only 2 of the 3 Major Goals can score."""
    s = table()
    s.round = T.ROUNDS
    wood, sold, coins = GOAL[("major", 11)], GOAL[("major", 3)], GOAL[("major", 6)]
    s.majors[0] = [wood, sold, coins]
    s.goals_scored[0] = (wood, sold)
    s.coins[0] = 20
    evs = told(L.closing, s)
    (extra,) = kinds(evs, "goal_unscored")
    assert extra.text == "Seat 1 also meets a third Major Goal, but only 2 Major Goals may score"
    assert extra.line(0) == ("You also meet Major Goal 6 (Hold 20 coins at the end of the game), but only 2 Major "
                             "Goals may score")
    assert "Major Goal 6" not in extra.line(1) and not kinds(evs, "goal_end")


def test_the_goals_dealt_are_listed_to_their_owner_minor_then_the_three_majors():
    s, evs = GAME.new_state_told(3, None, 5)
    line = kinds(evs, "goals_dealt")[0].line(0)
    from fairtable.games.marche.narration import goal_full, join
    assert line == (f"You are dealt {goal_full(s.minor[0])} and three Major Goals (only 2 can score): "
                    f"{join([goal_full(g) for g in s.majors[0]])}")
