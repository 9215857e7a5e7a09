"""The festival heuristic that guides the bots: pending Mauscheln offers and the Crowd Control rotations."""

from __future__ import annotations

from fairtable.bots.greedy import GreedyBot
from fairtable.games.festival import actions as A
from fairtable.games.festival.heuristic import OFFER_ACCEPT_CHANCE, OFFER_BOTHER, WITHDRAWN, accept_chance
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.sections.crowd_control import rotate
from fairtable.games.festival.state import OFFER, PROPOSE
from tests.games.festival.helpers import act, give, set_cash, table

HIGHFIELD, ROCK_AM_RING, HURRICANE = 6, 8, 9  # the light blue group
ROSKILDE, SZIGET, WACKEN = 31, 32, 34  # the red group


def _proposed(s, offer):
    s = act(s, A.shared(A.Mauscheln, s.actor))
    assert s.phase == PROPOSE
    s = act(s, offer)
    assert s.phase == OFFER
    return s


def _red_group_split():
    """Three players; seat 0, the richest, holds Roskilde, seat 1 the rest of the red group."""
    s = table(3)
    set_cash(s, 0, 50_000)
    give(s, 0, ROSKILDE)
    give(s, 1, SZIGET, WACKEN)
    return s


def test_a_cheap_offer_of_the_last_festival_of_a_group_is_worth_making_when_the_receiver_gains_too():
    s = _red_group_split()
    before = GAME.strategy.heuristic(s, 0)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, ROSKILDE, 1000, False))  # a sixth of its price
    assert GAME.strategy.heuristic(pending, 0) > before
    assert GreedyBot(seed=3).decide(GAME, pending, 1) == A.shared(A.Accept, 1)


def test_an_offer_only_the_other_side_would_like_is_worth_less_than_none():
    s = table(2)
    give(s, 0, HIGHFIELD)
    before = GAME.strategy.heuristic(s, 0)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, False))
    assert GAME.strategy.heuristic(pending, 0) < before


def test_an_offer_the_buyer_cannot_pay_by_the_answer_counts_as_declined():
    s = table(2)
    give(s, 1, HIGHFIELD)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, True))
    declined = act(pending, A.shared(A.Decline, 1))
    set_cash(pending, 0, 500)  # the money went elsewhere before the answer
    set_cash(declined, 0, 500)
    assert GAME.strategy.heuristic(pending, 1) == GAME.strategy.heuristic(declined, 1)
    assert GAME.strategy.heuristic(pending, 0) == GAME.strategy.heuristic(declined, 0) - OFFER_BOTHER  # asking was for nothing


def test_an_offer_that_would_gain_little_is_not_worth_troubling_anyone_with():
    s = table(2)
    give(s, 1, HIGHFIELD)
    before = GAME.strategy.heuristic(s, 0)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 2000, True))  # a lone festival at its price
    assert GAME.strategy.heuristic(pending, 0) < before


def test_greedy_declines_to_sell_its_festival_for_half_its_price():
    s = table(2)
    give(s, 1, HIGHFIELD)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, True))
    assert GreedyBot(seed=3).decide(GAME, pending, 1) == A.shared(A.Decline, 1)


def test_greedy_accepts_twice_the_price_for_a_lone_festival():
    s = table(2)
    give(s, 1, HIGHFIELD)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 4000, True))
    assert GreedyBot(seed=3).decide(GAME, pending, 1) == A.shared(A.Accept, 1)


def test_with_two_players_a_likely_swap_does_not_turn_a_bot_against_its_own_seat():
    s = table(2)
    give(s, 0, 37, 39)
    s.round = 15
    s.cc_landed = [False, True]  # the swap comes as soon as seat 0 lands on Crowd Control
    assert GAME.strategy.heuristic(s, 0) > 0 > GAME.strategy.heuristic(s, 1)


def test_with_more_players_the_seat_a_rotation_would_bring_counts():
    near = table(3)
    give(near, 1, 37, 39)  # the seat that a clockwise rotation hands to seat 0
    near.round = 15
    near.cc_landed = [False, True, True]
    far = near.clone()
    far.cc_landed = [False, False, False]
    assert GAME.strategy.heuristic(near, 0) > GAME.strategy.heuristic(far, 0)


# -- the bots ask less of a player who keeps refusing ------------------------------------------------------


def test_every_answer_to_an_offer_is_counted_for_the_player_who_gave_it():
    s = table(2)
    give(s, 1, HIGHFIELD)
    pending = _proposed(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, True))
    assert act(pending, A.shared(A.Decline, 1)).answers == ((0, 0), (0, 1))
    assert act(pending, A.shared(A.Accept, 1)).answers == ((0, 0), (1, 0))


def test_before_any_answer_an_offer_counts_as_accepted_at_the_usual_rate_then_at_the_players_own():
    s = table(2)
    assert accept_chance(s, 1) == OFFER_ACCEPT_CHANCE
    s.answers = ((0, 0), (3, 3))
    assert OFFER_ACCEPT_CHANCE < accept_chance(s, 1) < 0.5
    s.answers = ((0, 0), (0, 8))
    assert accept_chance(s, 1) < 0.1


def test_an_offer_worth_making_to_a_newcomer_is_not_worth_making_to_one_who_always_refuses():
    s = _red_group_split()
    before = GAME.strategy.heuristic(s, 0)
    ask = A.shared(A.Offer, 0, 1, ROSKILDE, 1000, False)  # the group's last festival for a sixth of its price
    assert GAME.strategy.heuristic(_proposed(s, ask), 0) > before
    s.answers = ((0, 0), (0, 10), (0, 0))
    assert GAME.strategy.heuristic(_proposed(s, ask), 0) < before


def test_a_crowd_control_rotation_keeps_each_players_answers_with_them():
    s = table(2)
    s.answers = ((2, 0), (0, 5))
    rotate(s, 1)
    assert s.answers == ((2, 0), (0, 5))


def test_asking_someone_who_refuses_everything_costs_up_to_twice_the_trouble():
    s = _red_group_split()
    offer = A.shared(A.Offer, 0, 1, ROSKILDE, 2000, False)
    s.answers = ((0, 0), (0, 10_000), (0, 0))  # never a yes: the offer will be declined
    declined = act(_proposed(s, offer), A.shared(A.Decline, 1))
    declined.answers = s.answers
    gap = GAME.strategy.heuristic(declined, 0) - GAME.strategy.heuristic(_proposed(s, offer), 0)
    assert abs(gap - 2 * OFFER_BOTHER) < 1
    s.answers = ((0, 0), (5, 5), (0, 0))  # who says yes half the time is asked at the plain trouble
    pending = _proposed(s, offer)
    assert GAME.strategy.heuristic(pending, 0) > GAME.strategy.heuristic(act(pending, A.shared(A.Decline, 1)), 0) - 1.5 * OFFER_BOTHER


# -- Mauscheln opened only to make an offer ---------------------------------------------------------------------


def test_a_mauscheln_withdrawn_counts_against_its_seat_until_its_next_turn():
    s = table(2)
    give(s, 0, HIGHFIELD)
    before = GAME.strategy.heuristic(s, 0)
    opened = act(s, A.shared(A.Mauscheln, 0))
    assert GAME.strategy.heuristic(opened, 0) == before - OFFER_BOTHER  # worth what an offer that gains nothing is
    withdrawn = act(opened, A.shared(A.CancelOffer, 0))
    assert GAME.strategy.heuristic(withdrawn, 0) == before - WITHDRAWN
    assert GAME.strategy.heuristic(withdrawn, 1) == GAME.strategy.heuristic(s, 1)
    s = withdrawn
    while s.turn == 0:
        s = act(s, next(a for a in GAME.legal_actions(s) if a.kind in ("roll", "pass", "end_turn")))
    assert s.withdrawn == 0  # still counted in the other seat's turn
    while s.turn == 1:
        s = act(s, next(a for a in GAME.legal_actions(s) if a.kind in ("roll", "pass", "end_turn")))
    assert s.withdrawn == -1


def test_hard_counts_the_rent_still_to_come_at_a_higher_rate_than_normal():
    """Hard (the Thinker) plays for the long game: a festival group's rent to come is worth more to it
    against the same money in cash than it is to Normal."""
    from fairtable.games.festival.heuristic import HARD_RENT_WEIGHT, hard_heuristic

    assert GAME.strategy.level_heuristic("greedy") == GAME.strategy.heuristic and GAME.strategy.level_heuristic("thinker") is hard_heuristic
    assert HARD_RENT_WEIGHT > 1
    from fairtable.games.festival.data import tables

    red = (ROSKILDE, SZIGET, WACKEN)
    cash = table(2)  # two players: each counts their own seat, so the comparison is the seat's alone
    group = table(2)
    give(group, 0, *red)
    set_cash(group, 0, cash.cash[0] - sum(tables().price[f] for f in red))  # the same wealth, as property
    normal_gain = GAME.strategy.heuristic(group, 0) - GAME.strategy.heuristic(cash, 0)
    hard_gain = hard_heuristic(group, 0) - hard_heuristic(cash, 0)
    assert normal_gain > 0
    assert hard_gain > normal_gain
