"""What the log tells: every automatic step of ESSEN with its values (rulebook 3, 4.A, 4.B, 5, 6, 7.A), the
effects of the players' actions (4.C), and secrets told to their owner only."""

from __future__ import annotations

from functools import cache

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match
from fairtable.engine.narration import recording
from fairtable.engine.record import Record, SeatRecord
from fairtable.games.essen import flow
from fairtable.games.essen.data import CROWD_PARKING, CROWD_SPACE, SYMBOLS, data
from fairtable.games.essen.numbers import START_POPULARITY
from fairtable.games.essen.rules import GAME, EssenOptions
from fairtable.games.essen.state import MORNING, WISH
from tests.games.essen.helpers import (
    after_draft,
    buy_into_bag,
    give_event,
    make,
    put_on_stand,
    sp,
    stand_of,
    tile,
    turn_of,
)

NAMES = ["Anna", "Ben"]


def ranking(card_id: str) -> int:
    return next(i for i, r in enumerate(data().rankings) if r.id == card_id)


SEEDED = 2  # a seed whose game between Normal bots has every kind of event, a meal included


@cache
def two_player_game() -> Match:
    played = play_game(GAME, 2, SEEDED, ["greedy", "greedy"])
    seats = [SeatRecord(name=n, kind="bot", level="greedy") for n in NAMES]
    return Match.from_record(Record.create(GAME, None, seats, SEEDED, played.actions))


def all_events(match: Match):
    return [*match.setup_events, *(e for step in match.steps for e in step.events)]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


def told(state, action):
    return GAME.apply_told(state, action)[1]


def test_a_seeded_game_tells_setup_maintenance_first_players_scoring_and_the_end():
    match = two_player_game()
    kinds = {e.kind for e in all_events(match)}
    assert {
        "setup", "deal", "rankings", "hall", "pallet", "popularity", "events", "crowd", "first_player",
        "draft_pick", "draft_pass", "common_list", "action_track", "removal_order", "remove", "round", "release",
        "walk", "purchase", "wish_taken", "play_test", "keep", "unload", "eat", "withdraw", "ranking", "scoring",
        "last_turn", "final_walk", "wish", "final_scoring", "game_over",
    } <= kinds  # fmt: skip
    story = match.story(None)
    texts = [e.text for e in story]
    assert texts[1].startswith("Each player takes €300")
    assert any(t.startswith("Anna gets the Press card") or t.startswith("Ben gets the Press card") for t in texts)
    assert any(t.startswith("Midday scoring of the morning rankings: Anna +") for t in texts)
    assert any(t.startswith("Round 7 of 7: the last round") for t in texts)


def test_every_round_change_and_the_big_scorings_are_banners():
    events = all_events(two_player_game())
    banners = [e for e in events if e.banner]
    assert [e.value("round") for e in banners if e.kind == "round"] == [2, 3, 4, 5, 6, 7]
    assert [e.value("last") for e in banners if e.kind == "round"] == [False] * 5 + [True]
    assert [e.kind for e in banners if e.kind != "round"] == ["scoring", "final_scoring", "game_over"]


def test_the_told_scores_are_the_scores_of_the_game():
    match = two_player_game()
    final = match.states[-1]
    events = all_events(match)
    (midday,) = [e for e in of_kind(events, "scoring") if e.value("period") == "morning"]
    assert list(midday.value("vp")) == [final.vp_parts[p][MORNING] for p in range(2)]
    assert [e.value("vp") for e in of_kind(events, "wish")] == [final.vp_parts[p][WISH] for p in range(2)]
    (scores,) = of_kind(events, "final_scoring")
    assert list(scores.value("scores")) == GAME.result(final).scores
    assert "VP" in scores.text and f"Seat 1 {final.vp[0]} VP" in scores.text
    (end,) = of_kind(events, "game_over")
    assert list(end.value("winners")) == GAME.result(final).winners


def test_popularity_is_told_from_and_to_and_each_marker_keeps_its_place_between_rounds():
    level = {sym: START_POPULARITY for sym in SYMBOLS}
    changes = [e.value("changes") for e in of_kind(all_events(two_player_game()), "popularity")]
    assert len(changes) == 7  # setup, rounds 2 to 6, and round 7 with none
    for change in changes:
        for sym, (old, new) in change.items():
            assert old == level[sym]
            level[sym] = new
    assert changes[-1] == {}


def test_each_first_player_told_is_the_seat_holding_the_token_next():
    match = two_player_game()
    steps = [(number, e) for number, step in enumerate(match.steps, start=1) for e in step.events
             if e.kind == "first_player"]
    assert len(steps) == 6
    for number, e in steps:
        assert match.states[number].first == e.value("seat")
    (press,) = of_kind(match.setup_events, "first_player")
    assert press.value("rule") == "press card" and press.value("seat") == match.states[0].first


def test_setup_pallet_popularity_example_meeple_minus_one_hourglass_plus_two_dice_plus_one():
    """Rulebook 4.A.2's example: -1 meeple, +1 hourglass, dice, hourglass."""
    s = after_draft(4)
    for k, tid in enumerate(["hive-the-pillbug", "nations", "cv", "nauticus", "rokoko", "quantum"]):
        s.pallet[k] = tile(tid)
    s.popularity = [2, 2, 2, 2]
    with recording() as events:
        flow._exhibit(s)
    (pop,) = of_kind(events, "popularity")
    assert pop.value("changes") == {"meeple": (2, 1), "hourglass": (2, 4), "dice": (2, 3)}
    assert pop.text == "Popularity: meeple 2 → 1, hourglass 2 → 4, dice 2 → 3"
    (crowd,) = of_kind(events, "crowd")
    assert crowd.text.startswith("The crowd goes to the purple zone and the blue zone")


def test_the_crowd_of_two_same_coloured_e_games_goes_to_the_courtyard_and_says_why():
    s = after_draft(4)
    s.pallet[4], s.pallet[5] = tile("cv"), tile("rokoko")  # both purple
    with recording() as events:
        flow._exhibit(s)
    (crowd,) = of_kind(events, "crowd")
    assert crowd.value("places") == ("the purple zone", "the central courtyard")
    assert "both E games are of that colour" in crowd.text


def test_the_events_drawn_are_named_with_their_games():
    state, events = GAME.new_state_told(4, None, 3)
    (ev,) = of_kind(events, "events")
    drawn = {data().tiles[state.pallet[k]].id: data().event_kind[state.tile_event[state.pallet[k]]] for k in (4, 5)}
    assert ev.value("events") == drawn
    assert all(data().tiles[tile(tid)].title in ev.text for tid in drawn)


def test_setup_deals_each_player_seven_wish_cards_named_to_that_player_only():
    state, events = GAME.new_state_told(3, None, 5)
    (deal,) = of_kind(events, "deal")
    for p in range(3):
        mine = deal.line(p)
        assert all(data().tiles[c].title in mine for c in state.draft[p])
        other = state.draft[(p + 1) % 3]
        assert not any(data().tiles[c].title in mine for c in other)
    assert deal.line(None) == "Each player is dealt 7 wish cards"


def test_a_draft_pick_is_named_to_its_owner_and_counted_for_everybody():
    s = GAME.new_state(3, None, 2)
    card = s.draft[0][0]
    (pick,) = told(s, make("draft_pick", 0, data().tiles[card].id))
    assert pick.line(0) == f"You keep {data().tiles[card].title}: 1 of 4 wish cards chosen"
    assert pick.line(1) == pick.line(None) == "Seat 1 has chosen 1 of 4 wish cards"


def test_the_draft_hands_pass_left_and_the_leftovers_form_the_common_wish_list():
    s = GAME.new_state(3, None, 2)
    events = []
    for _ in range(3):
        after, new = GAME.apply_told(s, GAME.legal_actions(s)[0])
        events += new
        s = after
    (passing,) = of_kind(events, "draft_pass")
    assert passing.value("cards") == 6 and passing.line(1).startswith("You receive 6 cards from Seat 1: ")
    while s.phase == "draft":
        s, new = GAME.apply_told(s, GAME.legal_actions(s)[0])
        events += new
    (common,) = of_kind(events, "common_list")
    assert common.value("cards") == tuple(data().tiles[c].id for c in s.common)


def test_a_play_test_names_the_two_cards_to_the_player_only():
    s = turn_of(0)
    after, events = GAME.apply_told(s, make("play_test", 0))
    (drawn,) = of_kind(events, "play_test")
    names = [data().tiles[c].title for c in after.pending]
    assert all(n in drawn.line(0) for n in names)
    for viewer in (1, None):
        assert not any(n in drawn.line(viewer) for n in names)
        assert drawn.line(viewer).startswith("Seat 1 looks at the two cards drawn; ")


def test_keeping_a_play_tested_card_tells_others_only_the_discarded_one():
    s = GAME.apply(turn_of(0), make("play_test", 0))
    kept, other = s.pending
    (keep,) = told(s, make("keep", 0, data().tiles[kept].id))
    assert keep.line(0).startswith(f"You keep {data().tiles[kept].title}")
    assert keep.line(1) == f"{data().tiles[other].title} goes face up to the discards"
    assert data().tiles[kept].title not in keep.line(None)


def test_the_buzz_purchase_example_tells_popularity_bonus_and_event():
    """Rulebook 4.C.2: hourglass popularity 1 + bonus 1 + Buzz 3 = 5 VP."""
    d = data()
    tid = next(t.id for t in d.tiles if t.symbol == "hourglass" and t.bonus == 1)
    s = turn_of(0)
    put_on_stand(s, tid)
    give_event(s, tid, "buzz")
    s.popularity[SYMBOLS.index("hourglass")] = 1
    s.position[0] = sp(stand_of(tid))
    (bought, *_) = told(s, make("buy", 0, tid))
    assert bought.kind == "purchase" and bought.value("vp") == 5 and not bought.auto
    assert "scores 5 VP (hourglass popularity 1 + bonus 1 + Buzz +3)" in bought.text


def test_a_sold_out_purchase_tells_the_pre_order_and_a_common_list_game_its_card():
    s = turn_of(0)
    put_on_stand(s, "cv")
    give_event(s, "cv", "sold_out")
    s.common = [tile("cv")]
    s.position[0] = sp(stand_of("cv"))
    kinds = [e.kind for e in told(s, make("buy", 0, "cv"))]
    assert kinds == ["purchase", "preorder", "wish_taken"]


def test_a_walk_through_the_crowd_says_the_crowd_doubles_the_cost():
    s = turn_of(0)
    s.crowd = [CROWD_SPACE + sp("entrance1"), CROWD_PARKING]
    (walk,) = told(s, make("move", 0, "entrance1"))
    assert walk.value("crowded") == 1 and walk.value("cost") == 2
    assert walk.text == "The crowd doubles the cost: 1 crowded space on the way costs 2 AP; Seat 1 has 6 AP left"
    s.crowd = [CROWD_PARKING, CROWD_PARKING]
    assert told(s, make("move", 0, "entrance1")) == []


def test_eating_unloading_and_withdrawing_tell_what_they_gave_back():
    s = turn_of(0)
    s.position[0] = sp("courtyard")
    s.action_pos[0] = 5
    (meal,) = told(s, make("eat", 0))
    assert meal.value("back") == 2 and meal.value("ap") == 5
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv", "rokoko"])
    (unload,) = told(s, make("unload", 0, "cv"))
    assert unload.value("tiles") == ("cv", "rokoko") and unload.value("ap") == 8
    s.vp[0] = s.vp_parts[0][0] = 5
    (cash,) = told(s, make("withdraw", 0))
    assert cash.value("money") == 350 and cash.value("vp") == 3


def test_the_midday_scoring_tells_the_ranking_cards_each_player_meets_and_banners_the_points():
    """Rulebook 5's example: 3 x meeple, 2 x hourglass and 1 x cards meet the first two cards: 8 VP."""
    s = turn_of(0)
    s.round = 3
    s.rankings = [ranking("bgg-m1"), ranking("tt-m2"), ranking("fp-m3")]
    buy_into_bag(s, 1, ["rockwell", "archon-glory-machination"], where="trunk")
    buy_into_bag(s, 1, ["hive-the-pillbug", "concordia", "nations", "nosferatu"])
    events = []
    for seat in (0, 1, 2, 3):
        s, new = GAME.apply_told(s, make("end_turn", seat))
        events += new
    lines = of_kind(events, "ranking")
    assert [e.value("vp") for e in lines] == [0, 8, 0, 0]
    assert lines[1].value("met") == ("BoardGameGeek", "Tric Trac")
    assert lines[1].text == ("Seat 2 meets BoardGameGeek (3 \u00d7 meeple + 1 \u00d7 hourglass) and Tric Trac "
                             "(2 \u00d7 meeple + 2 \u00d7 hourglass): 8 VP")
    assert lines[0].text.startswith("Seat 1 meets no morning ranking card")
    (banner,) = of_kind(events, "scoring")
    assert banner.banner and banner.value("vp") == (0, 8, 0, 0)
    assert banner.text == ("Midday scoring of the morning rankings: Seat 1 +0 (0 VP), Seat 2 +8 (8 VP), "
                           "Seat 3 +0 (0 VP), Seat 4 +0 (0 VP)")
    kinds = [e.kind for e in events]
    assert kinds.index("scoring") < kinds.index("rankings") < kinds.index("round")


def test_the_first_player_is_told_with_the_rule_that_chose_them():
    s = after_draft(4)
    s.first = 1
    buy_into_bag(s, 0, ["cv"])
    buy_into_bag(s, 1, ["rokoko"])
    with recording() as events:
        flow.choose_first_player(s)
    assert events[0].value("rule") == "clockwise" and events[0].value("seat") == 2
    assert events[0].text == ("Seat 3 takes the first player token: Seat 3 and Seat 4 are tied on 8 free action "
                              "spaces and 0 VP; Seat 3 is the first of them clockwise from the left of Seat 2")
    s.vp = [0, 0, 5, 0]
    s.first = 1
    with recording() as events:
        flow.choose_first_player(s)
    assert events[0].value("rule") == "fewest VP" and events[0].value("seat") == 3
    buy_into_bag(s, 3, ["quantum"])
    with recording() as events:
        flow.choose_first_player(s)
    assert events[0].value("rule") == "most free action spaces"
    assert events[0].text == "Seat 3 takes the first player token: the most free action spaces (8)"


def test_early_departures_are_told_with_their_bonus():
    s = turn_of(0)
    s.round = 7
    s.position = [sp("parking"), sp("parking"), sp("parking"), sp("s01")]
    events = []
    for seat in (0, 1, 2):
        s, new = GAME.apply_told(s, make("end_turn", seat))
        events += new
    assert [(e.value("seat"), e.value("vp")) for e in of_kind(events, "departure")] == [(0, 6), (1, 3), (2, 0)]
    assert of_kind(events, "departure")[0].text == (
        "Seat 1 ends the last turn on the parking and leaves early, first to go: 6 VP")


def test_the_end_tells_the_walk_to_the_parking_the_wish_lists_and_the_winner():
    s = turn_of(0)
    s.round = 7
    buy_into_bag(s, 0, ["cv", "rokoko", "quantum", "madeira"])
    s.hand[0] = [tile("cv"), tile("rokoko"), tile("quantum"), tile("madeira"), tile("nations")]
    events = []
    for seat in (0, 1, 2, 3):
        s, new = GAME.apply_told(s, make("end_turn", seat))
        events += new
    (walk,) = of_kind(events, "final_walk")
    assert walk.value("unloaded") == (4, 0, 0, 0)
    assert walk.text == "The fair closes: every meeple walks to the parking and unloads the bag (Seat 1: 4 games)"
    wish = of_kind(events, "wish")[0]
    assert wish.value("games") == 4 and wish.value("vp") == 10
    (end,) = of_kind(events, "game_over")
    assert end.banner and end.value("winners") == tuple(GAME.result(s).winners)


def test_the_last_round_reveals_the_last_turn_tile_without_popularity_or_events():
    s = after_draft(4)
    s.round = 7
    with recording() as events:
        flow.maintenance(s)
    (lt,) = of_kind(events, "last_turn")
    assert lt.value("tile") == data().last_turn[s.last_turn].id
    assert lt.text.startswith(f"The last-turn tile is turned over: {data().last_turn[s.last_turn].name}")
    assert of_kind(events, "popularity")[0].text == (
        "Last round: the popularity stays as it is and no event tokens are drawn")
    assert of_kind(events, "crowd")[0].value("places") == ("entrance 1", "entrance 2")


def test_games_of_a_symbol_are_counted_as_the_rulebook_counts_them_right_in_the_singular():
    """Rulebook 5: "3 x meeple, 2 x hourglass and 1 x cards", never "1 cards" or "2 hourglass"."""
    s = turn_of(0)
    s.round = 3
    s.rankings = [ranking("bgg-m1"), ranking("tt-m2"), ranking("fp-m3")]
    buy_into_bag(s, 0, ["rockwell"], where="trunk")
    events = []
    for seat in (0, 1, 2, 3):
        s, new = GAME.apply_told(s, make("end_turn", seat))
        events += new
    mine = of_kind(events, "ranking")[0].text
    symbol = data().tiles[tile("rockwell")].symbol
    assert mine == f"Seat 1 meets no morning ranking card (1 \u00d7 {symbol} bought): 0 VP"
    assert "1 \u00d7 " in of_kind(events, "rankings")[0].text or "2 \u00d7 " in of_kind(events, "rankings")[0].text


def test_a_symbols_last_turn_tile_reads_right_for_every_symbol():
    """Chinese rulebook's last-turn tiles: +2 VP for each game of one symbol bought in the last round."""
    for lt in data().last_turn:
        if lt.effect == "symbol_bonus":
            assert lt.text == f"+2 VP for each game with the {lt.symbol} symbol bought this round."


def test_a_cash_withdrawal_reads_as_losing_vp():
    """Rulebook 4.C.5: every €50 makes you lose 2 victory points."""
    s = turn_of(0)
    s.vp[0] = s.vp_parts[0][0] = 5
    assert GAME.presentation.describe(s, make("withdraw", 0), NAMES + ["C", "D"]) == "Anna withdraws €50, losing 2 VP"


def test_the_promo_fire_tile_is_told_and_ends_the_game_at_once():
    fire = next(i for i, t in enumerate(data().last_turn) if t.effect == "fire")
    s = turn_of(3, promo=True)
    s.round, s.first, s.order_index = 6, 0, 3
    for draw in range(200):  # a generator state whose last-turn draw is the fire tile
        s.rng = draw
        after, events = GAME.apply_told(s, make("end_turn", 3))
        if after.last_turn == fire:
            break
    assert after.last_turn == fire
    assert of_kind(events, "last_turn")[0].text.startswith("The last-turn tile is turned over: Fire!")
    assert of_kind(events, "final_scoring") and of_kind(events, "game_over")
    assert not of_kind(events, "first_player")


def test_two_players_are_told_who_removes_a_game_first_and_what_left_the_game():
    match = two_player_game()
    events = all_events(match)
    orders = of_kind(events, "removal_order")
    assert len(orders) == 7 and all(len(e.value("order")) == 2 for e in orders)
    removed = of_kind(events, "remove")
    assert len(removed) == 14 and all(e.text.endswith("left on the stands") for e in removed)


def test_a_removal_with_no_free_stand_is_told_as_skipped():
    s = after_draft(2)
    for t in range(len(data().tiles)):
        s.at_stand[t] = False
    s.at_stand[tile("cv")] = True
    s.position = [sp(stand_of("cv")), sp("parking")]
    s.remove_queue = [0, 1]
    with recording() as events:
        flow.next_removal(s)
    assert [e.kind for e in events][:2] == ["removal_skipped", "removal_skipped"]
    assert events[0].text == "Seat 1 cannot remove a game: a meeple stands on every stand that still holds one"


def test_a_not_released_game_is_told_leaving_the_game():
    s = after_draft(4, promo=True)
    give_event(s, data().tiles[s.pallet[4]].id, "not_released")
    s.round = 2
    gone = s.pallet[4]
    with recording() as events:
        flow.maintenance(s)
    (nr,) = of_kind(events, "not_released")
    assert nr.value("tile") == data().tiles[gone].id
    assert data().tiles[gone].id not in of_kind(events, "release")[0].value("tiles")


def test_plain_apply_tells_nothing_and_the_family_game_tells_no_rankings():
    state, events = GAME.new_state_told(3, EssenOptions(family=True, no_crowd=True), 4)
    assert not of_kind(events, "rankings") and not of_kind(events, "crowd")
    assert "crowd" not in events[0].text
    assert GAME.apply(state, GAME.legal_actions(state)[0]) == GAME.apply_told(state, GAME.legal_actions(state)[0])[0]
