"""The bots withdraw money (rulebook 4.C.5: on the parking, 2 VP for every €50) only when they need it for
purchases their cash cannot pay for soon, not to hold it: money still unspent at the end is VP lost for
nothing. The Hint asks the Normal bot, so it suggests no such withdrawal either."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from fairtable.bots.base import make_bot
from fairtable.games.essen.data import data
from fairtable.games.essen.rules import GAME
from fairtable.games.essen.scoring import unspent_withdrawal_vp, withdrawn
from fairtable.games.essen.state import PLAY, WITHDRAWALS
from tests.games.essen.helpers import make, turn_of
from tests.games.essen.test_bots_depart import normal_game_until

ROOT = Path(__file__).resolve().parents[3]
HINT_LEVEL = "greedy"  # Game > Hint asks the Normal bot (bots/hint.py)


def _script():
    spec = importlib.util.spec_from_file_location("essen_withdrawals", ROOT / "scripts" / "essen_withdrawals.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def on_the_parking(seed: int, round_: int, money: int):
    """Normal bots play a seeded 3-player game to the first turn of ``round_``; that seat's meeple is then
    put on the parking with ``money`` in hand."""
    game, s = normal_game_until(seed, 3, lambda g, s: s.round == round_ and s.phase == PLAY
                                and g.current_player(s) is not None)
    p = game.current_player(s)
    s = s.clone()
    s.position[p] = data().parking
    s.money[p] = money
    return game, s, p


def play_turn(game, s, p, bot_for):
    """The seat's whole turn, each decision by ``bot_for(step)``; the kinds chosen and the state after."""
    turn = game.turn_id(s)
    kinds = []
    while game.current_player(s) == p and game.turn_id(s) == turn:
        action = bot_for(len(kinds)).decide(game, s, p)
        kinds.append(action.kind)
        s = game.apply(s, action)
    return kinds, s


def test_withdrawn_money_still_held_is_counted_at_the_vp_it_cost():
    s = turn_of(0, players=3)
    s.vp[0] = 10
    s.money[0] = 20
    s.position[0] = data().parking
    s = GAME.apply(GAME.apply(s, make("withdraw", 0)), make("withdraw", 0))
    assert s.vp_parts[0][WITHDRAWALS] == -4 and s.money[0] == 120
    assert withdrawn(s, 0) == 100
    assert unspent_withdrawal_vp(s, 0) == 4.0  # €100 of the €120 in hand were withdrawn: 4 VP
    s.money[0] = 30  # spent down: the €30 left are counted as withdrawn money
    assert unspent_withdrawal_vp(s, 0) == pytest.approx(1.2)
    assert unspent_withdrawal_vp(s, 1) == 0.0


@pytest.mark.parametrize("seed", [4, 5])
def test_normal_holding_195_in_round_two_does_not_withdraw(seed):
    game, s, p = on_the_parking(seed, 2, 195)
    bot = make_bot("greedy", 7)
    kinds, after = play_turn(game, s, p, lambda _step: bot)
    assert "withdraw" not in kinds
    assert after.money[p] <= 195


@pytest.mark.parametrize("seed", [4, 5])
def test_the_hint_never_suggests_withdrawing_while_holding_195_in_round_two(seed):
    """At every decision of that turn the Hint (a fresh Normal bot, as Game > Hint makes it) is asked."""
    game, s, p = on_the_parking(seed, 2, 195)
    kinds, _after = play_turn(game, s, p, lambda step: make_bot(HINT_LEVEL, seed=seed * 31 + step))
    assert "withdraw" not in kinds


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_normal_without_money_withdraws_what_it_spends_and_no_more(seed):
    """Broke on the parking in round 4, the withdrawal pays for the turn's purchases: some is spent, and less
    than €50 of it is left over."""
    game, s, p = on_the_parking(seed, 4, 0)
    bot = make_bot("greedy", 7)
    kinds, after = play_turn(game, s, p, lambda _step: bot)
    assert "withdraw" in kinds and "buy" in kinds
    assert after.money[p] < 50


def test_twenty_normal_games_lose_almost_nothing_to_unspent_withdrawals():
    """Seeds 1-20, three Normal bots: the VP paid for money still unspent at the end, per seat and game.
    Before the bots weighed withdrawals by need, these games lost 1.67 VP a seat (28 of 60 seats lost some); after, 0.04 (4 seats)."""
    tallies, _arena = _script().measure(["greedy"] * 3, 20, 1)
    t = tallies["greedy"]
    assert t.seats == 60
    assert t.unspent_vp / t.seats < 0.5
