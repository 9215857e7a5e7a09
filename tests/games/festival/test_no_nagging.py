"""Bots that do not nag: a refused Mauscheln offer is not made again in the same position, and a bot never
proposes a trade it would refuse in the receiver's place (a person may still do both)."""

from __future__ import annotations

from fairtable.bots.greedy import GreedyBot
from fairtable.games.festival import actions as A
from fairtable.games.festival.heuristic import REFUSED_MONEY, UNWELCOME, standing
from fairtable.games.festival.moves import answer_offer
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import DEBT, OFFER
from tests.games.festival.helpers import act, give, set_cash, sound, table

ROSKILDE, SZIGET, WACKEN = 31, 32, 34  # the red group
TOMORROWLAND, GLASTONBURY = 37, 39
HIGHFIELD, ROCK_AM_RING, HURRICANE = 6, 8, 9


def _position():
    """Three players; seat 0, the richest, holds one of the red group, seat 1 the other two."""
    s = table(3)
    set_cash(s, 0, 50_000)
    give(s, 0, ROSKILDE)
    give(s, 1, SZIGET, WACKEN)
    return s


def _bot_offer(s):
    """The offer a Normal bot makes once it has opened Mauscheln."""
    opened = act(s, A.shared(A.Mauscheln, s.actor))
    return opened, GreedyBot(seed=3).decide(GAME, opened, s.actor)


def _refused(s):
    """The bot's offer, refused; then its next turn in the same position (nothing else changed)."""
    opened, offer = _bot_offer(s)
    after = act(act(opened, offer), A.shared(A.Decline, offer.to))
    after.offer_used = False
    return offer, after


def _same_or_worse_for_the_receiver(a, b) -> bool:
    if (a.to, a.item, a.buying) != (b.to, b.item, b.buying):
        return False
    return b.price <= a.price if a.buying else b.price >= a.price


def _pending(s, offer):
    return act(act(s, A.shared(A.Mauscheln, offer.player)), offer)


def test_a_refused_offer_is_kept_at_the_table_with_the_position_it_was_refused_in():
    offer, after = _refused(_position())
    assert after.refused == ((0, offer.to, offer.item, offer.price, offer.buying, after.cash[0], after.cash[offer.to],
                              (0, 1, 1) + (-1,) * 8),)
    sound(after)
    assert after.clone().refused == after.refused
    assert GAME.observe(after, 1, 5).refused == after.refused  # public: everyone saw it refused


def test_a_refused_offer_is_not_made_again_in_an_unchanged_position():
    offer, after = _refused(_position())
    _opened, again = _bot_offer(after)
    assert again.kind == "offer"
    assert not _same_or_worse_for_the_receiver(offer, again), (offer, again)


def test_a_person_may_still_make_a_refused_offer_again():
    offer, after = _refused(_position())
    opened = act(after, A.shared(A.Mauscheln, 0))
    assert offer in GAME.legal_actions(opened) and GAME.check(opened, offer) is None


def test_a_refused_offer_repeated_is_as_bad_for_its_maker_as_a_withdrawn_mauscheln():
    offer, after = _refused(_position())
    pending = _pending(after, offer)
    declined = pending.clone()
    answer_offer(declined, False)
    assert GAME.strategy.heuristic(pending, 0) < standing(declined, 0) - UNWELCOME
    worse = offer.model_copy(update={"price": offer.price + 100 if not offer.buying else offer.price - 100})
    assert GAME.strategy.heuristic(_pending(after, worse), 0) < standing(declined, 0) - UNWELCOME


def test_after_the_receivers_cash_changes_the_bot_may_offer_again():
    offer, after = _refused(_position())
    set_cash(after, offer.to, after.cash[offer.to] + REFUSED_MONEY)
    assert GAME.strategy.heuristic(_pending(after, offer), 0) > standing(after, 0) - UNWELCOME / 2
    nearly = _refused(_position())[1]
    set_cash(nearly, offer.to, nearly.cash[offer.to] + REFUSED_MONEY - 100)
    assert GAME.strategy.heuristic(_pending(nearly, offer), 0) < standing(nearly, 0) - UNWELCOME


def test_after_the_proposers_cash_changes_the_bot_may_offer_again():
    offer, after = _refused(_position())
    set_cash(after, 0, after.cash[0] - REFUSED_MONEY)
    assert GAME.strategy.heuristic(_pending(after, offer), 0) > standing(after, 0) - UNWELCOME / 2


def test_after_a_group_is_completed_the_bot_may_offer_again():
    offer, after = _refused(_position())
    give(after, 2, TOMORROWLAND, GLASTONBURY)  # seat 2 completes the dark blue group
    assert GAME.strategy.heuristic(_pending(after, offer), 0) > standing(after, 0) - UNWELCOME / 2


def test_better_terms_for_the_receiver_may_be_offered_at_once():
    offer, after = _refused(_position())
    better = offer.model_copy(update={"price": offer.price - 100 if not offer.buying else offer.price + 100})
    assert GAME.strategy.heuristic(_pending(after, better), 0) > standing(after, 0) - UNWELCOME / 2


def test_an_offer_the_receivers_standing_says_no_to_is_as_bad_as_a_withdrawn_mauscheln():
    s = table(2)  # two players: what one gains the other loses, so a cheap last festival is refused
    give(s, 0, ROCK_AM_RING, HURRICANE)
    give(s, 1, HIGHFIELD)
    before = GAME.strategy.heuristic(s, 0)
    pending = _pending(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, True))
    assert GreedyBot(seed=3).decide(GAME, pending, 1) == A.shared(A.Decline, 1)
    assert GAME.strategy.heuristic(pending, 0) < before - UNWELCOME


def _would_accept(s, offer) -> bool:
    pending = s.clone()
    pending.offer = (offer.player, offer.to, offer.item, offer.price, offer.buying)
    pending.phase = OFFER
    yes, no = pending.clone(), pending.clone()
    answer_offer(yes, True)
    answer_offer(no, False)
    return standing(yes, offer.to) >= standing(no, offer.to)


def test_a_normal_bot_never_proposes_a_trade_the_receivers_heuristic_would_decline():
    offers = 0
    for seed, players in ((1, 3), (2, 4), (3, 3), (4, 3), (5, 4)):
        s = GAME.new_state(players, {"round_limit": 12}, seed)
        bots = [GreedyBot(seed * 10 + p) for p in range(players)]
        while (p := GAME.current_player(s)) is not None:
            a = bots[p].decide(GAME, s, p)
            if a.kind == "offer" and s.offer_back != DEBT:  # in a debt, the last way before bankruptcy
                offers += 1
                assert _would_accept(s, a), (seed, s.round, a)
            s = GAME.apply(s, a)
    assert offers > 6  # enough proposals that the check means something (9 in these games)


def test_the_invariants_catch_a_refused_offer_recorded_twice_or_naming_a_bad_seat():
    _offer, after = _refused(_position())
    twice = after.clone()
    twice.refused = after.refused * 2
    assert any("recorded twice" in b for b in GAME.invariants(twice))
    bad = after.clone()
    bad.refused = ((0, 0, ROSKILDE, 3000, False, 0, 0, ()),)
    assert any("bad seats or item" in b for b in GAME.invariants(bad))
