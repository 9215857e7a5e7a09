"""The bots weigh the early departure (rulebook 4.C, round 7: the first two players to end their turn on
the parking score 6 and 3 VP) against what their action points would still buy."""

from __future__ import annotations

import pytest

from fairtable.bots.base import make_bot
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.essen.data import data, distances
from fairtable.games.essen.heuristic import estimate
from fairtable.games.essen.numbers import BAG_SPACES, LAST_ROUND
from fairtable.games.essen.state import DEPARTURE, PLAY


def normal_game_until(seed: int, players: int, until):
    """Normal bots play a seeded game up to the first state where ``until(game, state)`` holds."""
    game = get_game("essen")
    seeds = Rng(seed ^ 0xA3E7A)
    bots = [make_bot("greedy", seeds.fork()) for _ in range(players)]
    s = game.new_state(players, None, seed)
    while not until(game, s):
        p = game.current_player(s)
        s = game.apply(s, bots[p].decide(game, s, p))
    return game, s


def last_round_turn(seed: int = 1, players: int = 4):
    """Normal bots play a seeded game up to the first turn of the last round."""
    return normal_game_until(seed, players, lambda game, s: s.round == LAST_ROUND and game.current_player(s)
                             is not None and s.ap(game.current_player(s)) >= 3)


def test_normal_walks_to_the_parking_in_the_last_round_when_nothing_is_left_to_buy():
    game, s = last_round_turn()
    p = game.current_player(s)
    d = data()
    near = [i for i, sp in enumerate(d.spaces)
            if sp.kind == "stand" and distances(tuple(s.crowd), i)[0][d.parking] == 3]
    s = s.clone()
    s.position[p] = near[0]
    s.money[p] = 0  # no game can be bought: the AP buy nothing but play-tests
    assert s.departed == []
    bot = make_bot("greedy", 3)
    turn = game.turn_id(s)
    while game.current_player(s) == p and game.turn_id(s) == turn:
        s = game.apply(s, bot.decide(game, s, p))
    assert s.departed[:1] == [p]
    assert s.vp_parts[p][DEPARTURE] == 6


def first_turn_of_last_round(seed: int, players: int):
    """Normal bots play a seeded game up to the first turn of round 7 (the early departures still open)."""
    return normal_game_until(seed, players, lambda game, s: s.round == LAST_ROUND and s.phase == PLAY)


def nothing_to_buy_near_the_parking(seed: int, players: int, walk: int):
    """The first seat of the last round on a stand ``walk`` AP from the parking, with no money and a bank
    too poor for a withdrawal: its action points can buy no game, so leaving first (6 VP) is clearly best."""
    game, s = first_turn_of_last_round(seed, players)
    p = game.current_player(s)
    d = data()
    stands = [i for i, sp in enumerate(d.spaces)
              if sp.kind == "stand" and distances(tuple(s.crowd), i)[0][d.parking] == walk]
    s = s.clone()
    s.position[p] = stands[0]
    s.money[p] = 0
    s.bank = 0
    assert s.departed == [] and s.ap(p) >= walk
    return game, s, p


def play_the_turn(game, s, p, bot):
    turn = game.turn_id(s)
    while game.current_player(s) == p and game.turn_id(s) == turn:
        s = game.apply(s, bot.decide(game, s, p))
    return s


@pytest.mark.parametrize(("seed", "players", "walk"), [(2, 4, 3), (4, 2, 4), (5, 4, 3)])
def test_normal_leaves_early_when_its_action_points_can_buy_nothing(seed, players, walk):
    game, s, p = nothing_to_buy_near_the_parking(seed, players, walk)
    s = play_the_turn(game, s, p, make_bot("greedy", 3))
    assert s.position[p] == data().parking
    assert s.departed[:1] == [p]
    assert s.vp_parts[p][DEPARTURE] == 6


def test_hard_leaves_early_when_its_action_points_can_buy_nothing():
    game, s, p = nothing_to_buy_near_the_parking(2, 4, 3)
    s = play_the_turn(game, s, p, make_bot("thinker", 3, iterations=40))
    assert s.departed[:1] == [p]
    assert s.vp_parts[p][DEPARTURE] == 6


def after_round_six_turn(seed: int, players: int):
    """Normal bots play a seeded game until the first seat of round 6 has ended its turn."""
    _game, s = normal_game_until(seed, players, lambda game, s: s.round == LAST_ROUND - 1 and s.phase == PLAY
                                 and game.current_player(s) != s.first)
    return s, s.first


def test_round_six_counts_the_last_turn_a_full_bag_leaves():
    """After its turn of round 6 a seat has only its last turn left. A full bag leaves it 2 AP: two steps
    from the parking they walk there, unload (the bag's spaces become action points again) and the turn
    buys on; six steps away they buy nothing and cannot leave early. The estimate counts that difference
    as what the last turn can buy, not as a few AP of carrying."""
    s, p = after_round_six_turn(1, 4)
    d = data()
    s.bag[p] = [t for t in range(len(d.tiles)) if not s.at_stand[t]][:BAG_SPACES]
    s.money[p] = 150

    def at(walk: int) -> float:
        t = s.clone()
        t.position[p] = next(i for i, sp in enumerate(d.spaces)
                             if sp.kind == "stand" and distances(tuple(t.crowd), i)[0][d.parking] == walk)
        return estimate(t, p)

    assert at(2) - at(6) > 6
