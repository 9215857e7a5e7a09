"""Rulebook 3 (set up), 4.A (maintenance), 4.B (first player), 5 and 6 (scoring), 7 (variants)."""

from __future__ import annotations

from fairtable.games.essen import flow
from fairtable.games.essen.data import CROWD_OUT, CROWD_SPACE, data
from fairtable.games.essen.rules import GAME, EssenOptions
from fairtable.games.essen.scoring import ranking_points, wish_points
from fairtable.games.essen.state import DRAFT, OVER, REMOVE
from tests.games.essen.helpers import (
    after_draft,
    buy_into_bag,
    make,
    put_on_stand,
    sp,
    stand_of,
    symbol,
    tile,
    turn_of,
    zone,
)


def ranking(card_id: str) -> int:
    return next(i for i, r in enumerate(data().rankings) if r.id == card_id)


def test_set_up_gives_300_euros_and_puts_meeples_and_crowd_on_the_parking_side():
    s = GAME.setup(4, EssenOptions(), 3)
    assert s.money == [300] * 4 and s.vp == [0] * 4
    assert s.position == [sp("parking")] * 4 and s.action_pos == [0] * 4
    assert len(s.storage) == 30 and len([t for t in s.pallet if t >= 0]) == 6 and sum(s.at_stand) == 24
    assert len(s.event_pool) == 12 and all(s.tile_event[s.pallet[k]] >= 0 for k in (4, 5))
    assert len(s.rankings) == 3 and all(data().rankings[c].period == "morning" for c in s.rankings)
    assert s.last_turn == -1 and 0 <= s.first < 4 and s.phase == DRAFT


def test_set_up_applies_the_pallet_popularity_once():
    s = GAME.setup(4, EssenOptions(), 5)
    expected = [2, 2, 2, 2]
    sym = data().tile_symbol
    expected[sym[s.pallet[0]]] -= 1
    for k in (1, 2, 3):
        expected[sym[s.pallet[k]]] += 1
    assert s.popularity == expected


def test_wish_list_draft_keeps_four_secret_cards_and_the_rest_form_the_common_wish_list():
    s = after_draft(4)
    assert [len(h) for h in s.hand] == [4] * 4
    assert len(s.common) == 12 and len(s.deck) == 60 - 28


def test_two_player_draft_picks_two_cards_each_pass():
    s = GAME.setup(2, EssenOptions(), 1)
    first = GAME.legal_actions(s)[0]
    s = GAME.apply(s, first)
    assert s.current == 0 and len(s.hand[0]) == 1  # the same player picks a second card
    s = after_draft(2)
    assert [len(h) for h in s.hand] == [4, 4] and len(s.common) == 6


def test_draft_passes_the_remaining_cards_to_the_left():
    s = GAME.setup(3, EssenOptions(), 2)
    hands = [list(h) for h in s.draft]
    for _ in range(3):
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert set(s.draft[1]) <= set(hands[0]) and set(s.draft[0]) <= set(hands[2])


def test_release_of_games_puts_pallet_tiles_on_their_stands_and_lays_the_next_box():
    s = after_draft(4)
    pallet = list(s.pallet)
    s.round = 2
    flow.maintenance(s)
    assert all(s.at_stand[t] for t in pallet)
    assert len(s.storage) == 24 and all(t >= 0 for t in s.pallet) and len(s.event_pool) == 10


def test_popularity_minus_one_and_plus_one_pallets_clamped_to_0_6():
    s = after_draft(4)
    for k, tid in enumerate(["hive-the-pillbug", "nations", "nauticus", "cv", "rokoko", "quantum"]):
        s.pallet[k] = tile(tid)
    s.popularity = [0, 5, 2, 2]
    flow._popularity(s)
    assert s.popularity == [0, 6, 3, 2]  # meeple held at 0, hourglass +2 held at 6, dice +1


def test_crowd_goes_to_the_zones_of_the_two_e_tiles_and_the_courtyard_when_both_match():
    s = after_draft(4)
    s.pallet[4], s.pallet[5] = tile("cv"), tile("quantum")  # purple, blue
    flow._crowd(s)
    assert s.crowd == [zone("purple"), zone("blue")]
    s.pallet[5] = tile("rokoko")  # purple too
    flow._crowd(s)
    assert s.crowd == [zone("purple"), CROWD_SPACE + sp("courtyard")]


def test_round_seven_reveals_the_last_turn_tile_without_popularity_or_events_and_crowds_the_entrances():
    s = after_draft(4)
    s.round = 7
    popularity, pool = list(s.popularity), list(s.event_pool)
    pallet = [t for t in s.pallet if t >= 0]
    flow.maintenance(s)
    assert s.last_turn >= 0 and not data().last_turn[s.last_turn].promo
    assert s.popularity == popularity and s.event_pool == pool
    assert all(s.at_stand[t] for t in pallet) and s.pallet == [-1] * 6
    assert sorted(s.crowd) == sorted(CROWD_SPACE + e for e in data().entrances)


def test_first_player_is_the_least_encumbered_then_fewest_vp_then_clockwise_from_the_left():
    s = after_draft(4)
    s.first = 1
    buy_into_bag(s, 0, ["cv"])
    buy_into_bag(s, 1, ["rokoko"])
    flow.choose_first_player(s)
    assert s.first == 2  # seats 2 and 3 are tied with empty bags and 0 VP: 2 is first left of seat 1
    s.vp = [0, 0, 5, 0]
    s.first = 1
    flow.choose_first_player(s)
    assert s.first == 3
    s = after_draft(4)
    s.first = 2
    flow.choose_first_player(s)
    assert s.first == 3  # all tied: the current first player comes last
    buy_into_bag(s, 0, ["cv"])
    buy_into_bag(s, 1, ["rokoko"])
    buy_into_bag(s, 2, ["quantum"])
    s.first = 3
    flow.choose_first_player(s)
    assert s.first == 3  # the only unencumbered player keeps the token


def test_players_act_clockwise_from_the_first_player_and_the_round_ends_after_all():
    s = turn_of(2)
    s.round = 2
    s = GAME.apply(s, make("end_turn", 2))
    assert s.current == 3
    s = GAME.apply(s, make("end_turn", 3))
    s = GAME.apply(s, make("end_turn", 0))
    s = GAME.apply(s, make("end_turn", 1))
    assert s.round == 3 and s.action_pos == [0] * 4


def test_morning_ranking_example_three_meeple_two_hourglass_one_cards_meets_two_cards_for_8_vp():
    s = after_draft(4)
    s.rankings = [ranking("bgg-m1"), ranking("tt-m2"), ranking("fp-m3")]
    buy_into_bag(s, 0, ["rockwell", "archon-glory-machination"], where="trunk")
    buy_into_bag(s, 0, ["hive-the-pillbug", "concordia", "nations", "nosferatu"])
    assert ranking_points(s, 0) == 8


def test_morning_scoring_happens_at_the_end_of_round_three_then_afternoon_cards_come_in():
    s = turn_of(0)
    s.round = 3
    s.rankings = [ranking("bgg-m1"), ranking("tt-m2"), ranking("fp-m3")]
    buy_into_bag(s, 1, ["rockwell", "archon-glory-machination", "hive-the-pillbug", "concordia", "nations"])
    for seat in (0, 1, 2, 3):
        s = GAME.apply(s, make("end_turn", seat))
    assert s.round == 4 and s.vp_parts[1][2] == 8 and s.vp[1] == 8
    assert all(data().rankings[c].period == "afternoon" for c in s.rankings) and len(s.rankings) == 3


def test_afternoon_ranking_cards_score_8_vp_at_the_end():
    s = turn_of(0)
    s.round = 7
    s.rankings = [ranking("bgg-a1"), ranking("tt-a2"), ranking("fp-a3")]
    meeple = ["rockwell", "archon-glory-machination", "hive-the-pillbug", "relic-runners"]
    hourglass = ["concordia", "nations", "nauticus", "railways-of-north"]
    buy_into_bag(s, 2, meeple, where="trunk")
    buy_into_bag(s, 2, hourglass)
    s.hand[2] = []
    for seat in (0, 1, 2, 3):
        s = GAME.apply(s, make("end_turn", seat))
    assert s.phase == OVER and s.vp_parts[2][3] == 8
    assert s.bag[2] == [] and len(s.trunk[2]) == 8 and s.position == [sp("parking")] * 4


def test_wish_list_table_1_3_5_4_5_10_6_7_15_8_20_9_25_10_30():
    assert [wish_points(n) for n in range(12)] == [0, 5, 5, 5, 10, 10, 15, 15, 20, 25, 30, 30]


def test_wish_list_counts_bought_games_whose_card_the_player_holds():
    s = turn_of(0)
    s.round = 7
    buy_into_bag(s, 0, ["cv", "rokoko", "quantum", "madeira"], where="trunk")
    s.hand[0] = [tile("cv"), tile("rokoko"), tile("quantum"), tile("madeira"), tile("nations")]
    for seat in (0, 1, 2, 3):
        s = GAME.apply(s, make("end_turn", seat))
    assert s.vp_parts[0][4] == 10


def test_early_departure_first_two_players_ending_on_the_parking_take_6_and_3_vp():
    s = turn_of(0)
    s.round = 7
    s.position = [sp("parking"), sp("parking"), sp("parking"), sp("s01")]
    s = GAME.apply(s, make("end_turn", 0))
    s = GAME.apply(s, make("end_turn", 1))
    assert s.vp_parts[0][5] == 6 and s.vp_parts[1][5] == 3
    s = GAME.apply(s, make("end_turn", 2))
    assert s.vp_parts[2][5] == 0
    assert GAME.presentation.layout(s, None).piece("meeple:0").zone == "departure:1"


def test_ties_go_to_most_wish_list_games_then_least_money():
    s = turn_of(0)
    s.vp = [10, 10, 10, 3]
    buy_into_bag(s, 0, ["cv"], where="trunk")
    buy_into_bag(s, 1, ["rokoko"], where="trunk")
    s.hand = [[tile("cv")], [tile("rokoko")], [], []]
    s.money = [100, 50, 300, 300]
    res = GAME.result(s)
    assert res.winners == [1] and res.tiebreak == "least money left"
    s.money = [50, 50, 300, 300]
    assert GAME.result(s).winners == [0, 1]


def test_the_game_ends_after_exactly_seven_rounds():
    from fairtable.bots.selfplay import play_game

    for seed in range(3):
        rounds: set[int] = set()
        played = play_game(GAME, 4, seed, on_step=lambda b, a, after, seen=rounds: seen.add(after.round))
        assert played.final.round == 7 and rounds == set(range(1, 8)) and played.final.phase == OVER


def test_two_player_game_removes_a_tile_each_round_never_one_under_a_meeple():
    s = after_draft(2)
    assert s.phase == REMOVE and s.current == s.first
    t = tile("cv")
    put_on_stand(s, "cv")
    s.position[1 - s.first] = sp("s05")
    assert GAME.check(s, make("remove_tile", s.first, "cv")) == "You cannot remove a game a meeple stands on"
    s.position[1 - s.first] = sp("parking")
    s = GAME.apply(s, make("remove_tile", s.first, "cv"))
    assert t in s.removed and not s.at_stand[t] and s.current == 1 - s.first and s.phase == REMOVE
    s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert s.phase == "play" and s.current == s.first and len(s.removed) == 2


def test_family_version_has_no_ranking_cards_and_may_leave_out_the_crowd():
    s = after_draft(4, family=True, no_crowd=True)
    assert s.rankings == [] and s.crowd == [CROWD_OUT] * 2
    s.round = 7
    flow.maintenance(s)
    assert s.crowd == [CROWD_OUT] * 2


def test_promo_not_released_tile_leaves_the_game_at_the_next_maintenance():
    s = after_draft(4, promo=True)
    assert len(s.event_pool) + 2 == 17
    t = s.pallet[4]
    ev = next(i for i, e in enumerate(data().events) if e.kind == "not_released" and i in s.event_pool)
    s.event_pool.append(s.tile_event[t])
    s.event_pool.remove(ev)
    s.tile_event[t] = ev
    s.round = 2
    flow.maintenance(s)
    assert t in s.removed and not s.at_stand[t] and ev in s.event_used


def test_promo_fire_tile_ends_the_game_when_revealed():
    s = turn_of(0, promo=True)
    s.round = 6
    fire = next(i for i, t in enumerate(data().last_turn) if t.effect == "fire")
    s.rng = next(seed for seed in range(1000) if _reveals(s, seed) == fire)
    for seat in (0, 1, 2, 3):
        s = GAME.apply(s, make("end_turn", seat))
    assert s.phase == OVER and s.fire and s.round == 7 and GAME.invariants(s) == []


def _reveals(s, seed):
    c = s.clone()
    c.rng = seed
    c.round = 7
    flow.maintenance(c)
    return c.last_turn


def test_purchases_count_symbols_in_bag_and_trunk_for_rankings():
    s = after_draft(4)
    s.rankings = [ranking("bgg-m7")]
    buy_into_bag(s, 0, ["rockwell", "concordia"])
    buy_into_bag(s, 0, ["cv", "rokoko"], where="trunk")
    assert ranking_points(s, 0) == 4
    assert symbol("dice") == 2


def test_popularity_example_meeple_on_the_minus_one_pallet_hourglass_twice_and_dice_on_the_plus_one_pallets():
    s = after_draft(4)
    s.popularity = [2, 2, 2, 2]
    for k, tid in enumerate(["hive-the-pillbug", "nations", "mount-everest", "nauticus", "rokoko", "quantum"]):
        s.pallet[k] = tile(tid)  # meeple on "-1"; hourglass, dice, hourglass on the three "+1"
    flow._popularity(s)
    assert s.popularity == [1, 4, 3, 2]  # meeple 1, hourglass +2, dice +1, cards unchanged


def test_release_of_games_carries_their_event_tokens_onto_the_stands():
    s = after_draft(4)
    t = s.pallet[4]
    ev = s.tile_event[t]
    assert ev >= 0
    s.round = 2
    flow.maintenance(s)
    assert s.at_stand[t] and s.tile_event[t] == ev and ev not in s.event_used


def test_two_event_tokens_each_maintenance_of_rounds_one_to_six_and_none_in_round_seven():
    s = after_draft(4)
    assert len(s.event_pool) == 14 - 2
    for r in range(2, 8):
        s.round = r
        flow.maintenance(s)
        assert len(s.event_pool) == 14 - 2 * min(r, 6)


def test_early_departure_only_at_the_end_of_the_last_round():
    s = turn_of(0)
    s.round = 6
    s.position = [sp("parking")] * 4
    for seat in (0, 1, 2, 3):
        s = GAME.apply(s, make("end_turn", seat))
    assert s.round == 7 and s.departed == [] and all(parts[5] == 0 for parts in s.vp_parts)


def test_two_player_removal_is_skipped_when_every_hall_tile_has_a_meeple_on_it():
    s = after_draft(2)
    for t in range(len(data().tiles)):
        s.at_stand[t] = False  # (the tiles are only hidden from the hall for this check)
    put_on_stand(s, "cv")
    put_on_stand(s, "rokoko")
    s.position = [sp(stand_of("cv")), sp(stand_of("rokoko"))]
    s.phase, s.remove_queue = REMOVE, [s.first, 1 - s.first]
    flow.next_removal(s)
    assert s.phase == "play" and s.current == s.first and s.remove_queue == []


def test_five_players_press_card_among_four_entrance_cards_starts_and_fifteen_cards_form_the_common_wish_list():
    firsts = {GAME.setup(5, EssenOptions(), seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}
    s = after_draft(5)
    assert [len(h) for h in s.hand] == [4] * 5 and len(s.common) == 15 and len(s.deck) == 60 - 35
    assert s.phase == "play" and s.current == s.first


def _not_released_on_both_e_tiles(s):
    """Leave only two "not released" tokens face down, so the next maintenance draws them."""
    nr = [i for i, e in enumerate(data().events) if e.kind == "not_released"][:2]
    for t, ev in enumerate(s.tile_event):
        if ev >= 0:
            s.tile_event[t] = -1
            s.event_pool.append(ev)
    s.event_used.extend(i for i in s.event_pool if i not in nr)
    s.event_pool = nr


def test_promo_not_released_tile_stays_on_the_pallet_for_its_round_and_crowds_its_zone():
    s = after_draft(4, promo=True)
    s.round = 2
    _not_released_on_both_e_tiles(s)
    flow.maintenance(s)
    e_tiles = [s.pallet[4], s.pallet[5]]
    assert all(t >= 0 and data().event_kind[s.tile_event[t]] == "not_released" for t in e_tiles)
    assert s.crowd[0] == data().tile_zone[e_tiles[0]]
    assert GAME.invariants(s) == []


def test_promo_not_released_judgement_call_can_take_the_tile_out_at_once(monkeypatch):
    monkeypatch.setattr(flow, "NOT_RELEASED_STAYS_ON_PALLET", False)
    s = after_draft(4, promo=True)
    s.round = 2
    _not_released_on_both_e_tiles(s)
    flow.maintenance(s)
    assert s.pallet[4] == -1 and s.pallet[5] == -1 and len(s.removed) == 2
    assert s.crowd[0] == data().tile_zone[s.removed[0]]
    assert GAME.invariants(s) == []
    s.round = 3
    flow.maintenance(s)
    assert GAME.invariants(s) == []


def test_bots_do_not_hope_for_a_wish_game_that_will_not_be_released():
    s = turn_of(0, promo=True)
    t = s.pallet[4]
    s.hand[0] = [t, *s.hand[0][1:]]
    hoping = GAME.strategy.heuristic(s, 0)
    ev = next(i for i, e in enumerate(data().events) if e.kind == "not_released" and i in s.event_pool)
    if s.tile_event[t] >= 0:
        s.event_pool.append(s.tile_event[t])
    s.event_pool.remove(ev)
    s.tile_event[t] = ev
    assert GAME.strategy.heuristic(s, 0) < hoping
