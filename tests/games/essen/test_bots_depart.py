"""The bots weigh the early departure (rulebook 4.C, round 7: the first two players to end their turn on
the parking score 6 and 3 VP) against what their action points would still buy."""

from __future__ import annotations

from fairtable.bots.base import make_bot
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.essen import hall
from fairtable.games.essen.data import data
from fairtable.games.essen.heuristic import LAST_ROUND
from fairtable.games.essen.state import DEPARTURE


def last_round_turn(seed: int = 1, players: int = 4):
    """Normal bots play a seeded game up to the first turn of the last round."""
    game = get_game("essen")
    seeds = Rng(seed ^ 0xA3E7A)
    bots = [make_bot("greedy", seeds.fork()) for _ in range(players)]
    s = game.new_state(players, None, seed)
    while not (s.round == LAST_ROUND and game.current_player(s) is not None and s.ap(game.current_player(s)) >= 3):
        p = game.current_player(s)
        s = game.apply(s, bots[p].decide(game, s, p))
    return game, s


def test_normal_walks_to_the_parking_in_the_last_round_when_nothing_is_left_to_buy():
    game, s = last_round_turn()
    p = game.current_player(s)
    d = data()
    near = [i for i, sp in enumerate(d.spaces)
            if sp.kind == "stand" and hall.distances(tuple(s.crowd), i)[0][d.parking] == 3]
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
