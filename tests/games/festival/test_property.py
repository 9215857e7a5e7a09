"""Rules of property: buying, rent, Buden and Mainstages, selling back, mortgages, bankruptcy, Mauscheln,
and the wealth count."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import START_CASH
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.scoring import wealth
from fairtable.games.festival.state import AFTER, BUY, DEBT, OFFER, OVER, PROPOSE, TURN
from tests.games.festival.helpers import act, give, only_card, roll, set_cash, sound, table

OPEN_FLAIR, TAUBERTAL = 1, 3  # brown, Bude 1.000
HIGHFIELD, DEICHBRAND, SUMMER_BREEZE = 6, 8, 9  # light blue
GLASTONBURY, TOMORROWLAND = 39, 37


def test_buying_an_unowned_festival_pays_the_bank():
    s = roll(table(), 2, 4)
    assert s.phase == BUY
    s = act(s, A.shared(A.Buy, 0, HIGHFIELD))
    assert s.owner[HIGHFIELD] == 0 and s.cash[0] == START_CASH - 2000
    sound(s)


def test_declining_to_buy_leaves_the_festival_with_the_bank_without_auction():
    s = roll(table(), 2, 4)
    s = act(s, A.shared(A.Pass, 0))
    assert s.owner[HIGHFIELD] == -1 and s.cash == [START_CASH] * 3 and s.actor == 1


def test_buying_without_money_is_refused_and_the_player_just_moves_on():
    s = table()
    set_cash(s, 0, 1000)
    s.phase = BUY
    s.pos[0] = HIGHFIELD
    assert "costs" in GAME.check(s, A.shared(A.Buy, 0, HIGHFIELD))
    s = table()
    set_cash(s, 0, 1000)
    s = roll(s, 2, 4)
    assert s.phase == TURN and s.actor == 1


def test_rent_as_printed():
    s = table()
    give(s, 1, HIGHFIELD)
    s = roll(s, 2, 4)
    assert s.cash[1] == START_CASH + 120 and s.cash[0] == START_CASH - 120


def test_rent_doubles_for_an_unbuilt_festival_of_a_complete_group_even_with_a_mortgaged_one():
    s = table()
    give(s, 1, HIGHFIELD, DEICHBRAND, SUMMER_BREEZE)
    s.mortgaged[SUMMER_BREEZE] = True
    s = roll(s, 2, 4)
    assert s.cash[1] == START_CASH + 240


def test_a_mortgaged_festival_pays_no_rent():
    s = table()
    give(s, 1, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    s = roll(s, 2, 4)
    assert s.cash[0] == START_CASH


def test_rent_with_buden_and_with_a_mainstage():
    s = table()
    give(s, 1, HIGHFIELD, DEICHBRAND, SUMMER_BREEZE)
    s.level[HIGHFIELD], s.level[DEICHBRAND], s.level[SUMMER_BREEZE] = 2, 2, 2
    s = roll(s, 2, 4)
    assert s.cash[1] == START_CASH + 1800
    s = table()
    give(s, 1, HIGHFIELD, DEICHBRAND, SUMMER_BREEZE)
    s.level[HIGHFIELD], s.level[DEICHBRAND], s.level[SUMMER_BREEZE] = 5, 5, 5
    s = roll(s, 2, 4)
    assert s.cash[1] == START_CASH + 11000


def test_stations_and_airports_rent_by_how_many_the_owner_has():
    for owned, rent in ((1, 500), (2, 1000), (3, 2000), (4, 4000)):
        s = table()
        give(s, 1, *(5, 15, 25, 35)[:owned])
        s = roll(s, 1, 4)
        assert s.cash[1] == START_CASH + rent


def test_handy_and_bierquelle_rent_by_the_dice():
    s = table()
    give(s, 1, 12)
    s.pos[0] = 5
    s = roll(s, 3, 4)
    assert s.cash[1] == START_CASH + 80 * 7
    s = table()
    give(s, 1, 12, 28)
    s.pos[0] = 5
    s = roll(s, 3, 4)
    assert s.cash[1] == START_CASH + 200 * 7


def _brown(levels=(0, 0)):
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    s.level[OPEN_FLAIR], s.level[TAUBERTAL] = levels
    return s


def test_buden_need_the_whole_group():
    s = table()
    give(s, 0, OPEN_FLAIR)
    assert "whole" in GAME.check(s, A.shared(A.Build, 0, OPEN_FLAIR))


def test_buden_are_built_evenly():
    s = _brown()
    s = act(s, A.shared(A.Build, 0, OPEN_FLAIR))
    assert s.level[OPEN_FLAIR] == 1 and s.cash[0] == START_CASH - 1000
    assert "evenly" in GAME.check(s, A.shared(A.Build, 0, OPEN_FLAIR))
    s = act(s, A.shared(A.Build, 0, TAUBERTAL))
    assert A.shared(A.Build, 0, OPEN_FLAIR) in GAME.legal_actions(s)
    sound(s)


def test_no_buden_on_a_group_with_a_mortgaged_festival():
    s = _brown()
    s.mortgaged[TAUBERTAL] = True
    assert "mortgage" in GAME.check(s, A.shared(A.Build, 0, OPEN_FLAIR))


def test_at_most_four_buden_then_a_mainstage_for_the_bude_price():
    s = _brown((4, 3))
    assert "Mainstage" in GAME.check(s, A.shared(A.Build, 0, OPEN_FLAIR))
    assert "evenly" in GAME.check(s, A.shared(A.BuildMainstage, 0, OPEN_FLAIR))
    s = act(s, A.shared(A.Build, 0, TAUBERTAL))
    s = act(s, A.shared(A.BuildMainstage, 0, OPEN_FLAIR))
    assert s.level[OPEN_FLAIR] == 5 and s.cash[0] == START_CASH - 2000
    assert "already" in GAME.check(s, A.shared(A.BuildMainstage, 0, OPEN_FLAIR))


def test_building_without_money_is_refused():
    s = _brown()
    set_cash(s, 0, 999)
    assert "costs" in GAME.check(s, A.shared(A.Build, 0, OPEN_FLAIR))


def _in_debt(levels=(0, 0), cash=100):
    """Seat 0 owns the brown group and lands on seat 1's Glastonbury (rent 1.000 unbuilt)."""
    s = _brown(levels)
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, cash)
    s.pos[0] = 34
    return roll(s, 1, 4)


def test_selling_back_and_mortgaging_only_when_short_of_money():
    s = _brown((1, 1))
    assert "short of money" in GAME.check(s, A.shared(A.SellBack, 0, OPEN_FLAIR))
    s = _brown()
    assert "short of money" in GAME.check(s, A.shared(A.Mortgage, 0, OPEN_FLAIR))


def test_a_debt_the_cash_cannot_cover_must_be_raised_first():
    s = _in_debt()
    assert s.phase == DEBT and s.actor == 0 and s.debt == (0, 1, 1000)
    assert "Raise" in GAME.check(s, A.shared(A.Roll, 0, False))


def test_selling_back_pays_half_price_evenly_and_a_mainstage_returns_its_four_buden():
    s = _in_debt((5, 5))
    assert s.phase == DEBT
    s = act(s, A.shared(A.SellBack, 0, OPEN_FLAIR))
    assert s.level[OPEN_FLAIR] == 4 and s.cash[0] == 100 + 500
    assert "evenly" in GAME.check(s, A.shared(A.SellBack, 0, OPEN_FLAIR))
    s = act(s, A.shared(A.SellBack, 0, TAUBERTAL))  # now 1.100 >= 1.000: paid automatically
    assert s.debt is None and s.cash[0] == 100 and s.cash[1] == START_CASH + 1000
    sound(s)


def test_mortgage_pays_the_value_and_the_debt_is_settled():
    s = _in_debt()
    assert "Buden" not in (GAME.check(s, A.shared(A.Mortgage, 0, OPEN_FLAIR)) or "")
    s = act(s, A.shared(A.Mortgage, 0, OPEN_FLAIR))
    assert s.mortgaged[OPEN_FLAIR] and s.cash[0] == 700
    s = act(s, A.shared(A.Mortgage, 0, TAUBERTAL))
    assert s.debt is None and s.cash[0] == 300 and s.cash[1] == START_CASH + 1000
    sound(s)


def test_lifting_a_mortgage_costs_the_value_plus_ten_percent():
    s = _brown()
    s.mortgaged[OPEN_FLAIR] = True
    s = act(s, A.shared(A.Lift, 0, OPEN_FLAIR))
    assert not s.mortgaged[OPEN_FLAIR] and s.cash[0] == START_CASH - 660


def test_bankruptcy_to_a_creditor_hands_over_everything():
    s = table()
    give(s, 0, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    s.set_vouchers(0, (0,))
    s.deck = (tuple(c for c in s.deck[0] if c != tables().voucher_card[0]),) + s.deck[1:]
    give(s, 1, GLASTONBURY)
    s.level[37] = s.level[39] = 0
    give(s, 1, TOMORROWLAND)
    set_cash(s, 0, 500)
    s.pos[0] = 34
    s = roll(s, 1, 4)  # rent 2.000 (doubled group): nothing to sell back or mortgage
    assert s.phase == DEBT and A.shared(A.GiveUp, 0) in GAME.legal_actions(s)  # a sale offer is still possible
    s = act(s, A.shared(A.GiveUp, 0))
    assert s.bankrupt[0] and s.owner[HIGHFIELD] == 1 and s.mortgaged[HIGHFIELD]
    assert s.cash[1] == START_CASH + 500 and s.vouchers[1] == (0,)
    sound(s)


def test_bankruptcy_to_the_pot_returns_festivals_to_the_bank():
    s = table()
    give(s, 0, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    set_cash(s, 0, 300)
    s = roll(s, 1, 3)  # the fee of 4.000
    s = act(s, A.shared(A.GiveUp, 0))
    assert s.bankrupt[0] and s.owner[HIGHFIELD] == -1 and not s.mortgaged[HIGHFIELD]
    assert s.pot == 300
    sound(s)


def test_a_debtor_with_nothing_left_at_all_goes_bankrupt_at_once():
    s = table()
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    assert s.bankrupt[0] and s.cash[1] == START_CASH + 100 and s.actor == 1
    sound(s)


def test_the_last_player_not_bankrupt_wins():
    s = table(2)
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 0)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    assert s.phase == OVER and GAME.result(s).winners == [1]


def test_declaring_bankruptcy_only_when_nothing_is_left_to_raise():
    s = _in_debt()
    assert "first" in GAME.check(s, A.shared(A.GiveUp, 0))
    assert "debt" in GAME.check(table(), A.shared(A.GiveUp, 0))


def _offer(s, offer):
    s = act(s, A.shared(A.Mauscheln, s.actor))
    assert s.phase == PROPOSE
    return act(s, offer)


def test_mauscheln_offer_accepted_moves_festival_and_money():
    s = table()
    give(s, 1, HIGHFIELD)
    s = _offer(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 3000, True))
    assert s.phase == OFFER and s.actor == 1
    s = act(s, A.shared(A.Accept, 1))
    assert s.owner[HIGHFIELD] == 0 and s.cash[0] == START_CASH - 3000 and s.cash[1] == START_CASH + 3000
    assert s.phase == TURN and s.actor == 0
    assert "already" in GAME.check(s, A.shared(A.Mauscheln, 0))
    sound(s)


def test_mauscheln_offer_declined_changes_nothing():
    s = table()
    give(s, 0, HIGHFIELD)
    s = _offer(s, A.shared(A.Offer, 0, 2, HIGHFIELD, 1000, False))
    s = act(s, A.shared(A.Decline, 2))
    assert s.owner[HIGHFIELD] == 0 and s.cash == [START_CASH] * 3 and s.actor == 0


def test_prices_and_conditions_are_set_by_the_trading_players_any_price_the_buyer_can_pay_in_steps_of_100():
    """"Preise und Konditionen bestimmen die mauschelnden Spieler selbst": any price in steps of 100 Tacken
    up to what the buyer can pay; the bots and the price dialog get the common multiples as quick choices."""
    s = table()
    give(s, 1, HIGHFIELD)  # printed price 2.000
    set_cash(s, 0, 5000)
    s = act(s, A.shared(A.Mauscheln, 0))
    odd = A.Offer(player=0, to=1, item=HIGHFIELD, price=2300, buying=True)
    assert GAME.check(s, odd) is None
    assert GAME.check(s, odd.model_copy(update={"price": 100})) is None
    assert GAME.check(s, odd.model_copy(update={"price": 5000})) is None
    assert "cannot pay 5,100" in GAME.check(s, odd.model_copy(update={"price": 5100}))
    assert "steps of 100" in GAME.check(s, odd.model_copy(update={"price": 2350}))
    assert "steps of 100" in GAME.check(s, odd.model_copy(update={"price": 0}))
    r = GAME.amount_range(s, odd)
    assert (r.field, r.lo, r.hi, r.step) == ("price", 100, 5000, 100)
    quick = sorted(a.price for a in GAME.legal_actions(s) if a.kind == "offer" and a.item == HIGHFIELD and a.buying)
    assert quick == [1000, 2000, 3000, 4000]
    s = act(s, odd)
    s = act(s, A.shared(A.Accept, 1))
    assert s.owner[HIGHFIELD] == 0 and s.cash[0] == 2700
    sound(s)


def test_a_sale_is_offered_at_no_more_than_the_buyer_can_pay():
    s = table()
    give(s, 0, HIGHFIELD)
    set_cash(s, 1, 1400)
    s = act(s, A.shared(A.Mauscheln, 0))
    assert "buyer cannot pay 1,500" in GAME.check(s, A.Offer(player=0, to=1, item=HIGHFIELD, price=1500, buying=False))
    quick = sorted(a.price for a in GAME.legal_actions(s) if a.kind == "offer" and a.to == 1)
    assert quick == [1000]
    set_cash(s, 1, 700)  # less than the cheapest quick choice: the most the buyer has is offered
    quick = sorted(a.price for a in GAME.legal_actions(s) if a.kind == "offer" and a.to == 1)
    assert quick == [700]


def test_a_mortgaged_festival_costs_its_buyer_the_price_and_the_lifting():
    s = table()
    give(s, 1, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True  # lifting 1.100
    set_cash(s, 0, 3000)
    s = act(s, A.shared(A.Mauscheln, 0))
    offer = A.Offer(player=0, to=1, item=HIGHFIELD, price=1900, buying=True)
    assert GAME.check(s, offer) is None and GAME.amount_range(s, offer).hi == 1900
    assert "lifting" in GAME.check(s, offer.model_copy(update={"price": 2000}))


def test_built_festivals_cannot_be_traded():
    s = _brown((1, 1))
    give(s, 1, HIGHFIELD)
    s = act(s, A.shared(A.Mauscheln, 0))
    assert A.shared(A.Offer, 0, 1, OPEN_FLAIR, 1200, False) not in GAME.legal_actions(s)
    assert "without Buden" in GAME.check(s, A.shared(A.Offer, 0, 1, OPEN_FLAIR, 1200, False))


def test_a_mortgaged_festival_bought_by_mauscheln_is_lifted_at_once():
    s = table()
    give(s, 1, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    s = _offer(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 1000, True))
    s = act(s, A.shared(A.Accept, 1))
    assert not s.mortgaged[HIGHFIELD] and s.cash[0] == START_CASH - 1000 - 1100
    sound(s)


def test_an_offer_the_buyer_cannot_pay_is_refused():
    s = table()
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 5000)
    s = act(s, A.shared(A.Mauscheln, 0))
    assert "cannot pay" in GAME.check(s, A.shared(A.Offer, 0, 1, GLASTONBURY, 8000, True))
    give(s, 0, HIGHFIELD)
    s = act(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 4000, False))
    set_cash(s, 1, 100)
    assert "cannot pay" in GAME.check(s, A.shared(A.Accept, 1))
    assert A.shared(A.Accept, 1) not in GAME.legal_actions(s)


def test_vouchers_can_be_traded():
    s = table()
    v = tables().voucher_card[1]
    s.deck = (s.deck[0], tuple(c for c in s.deck[1] if c != v), s.deck[2])
    s.set_vouchers(1, (1,))
    s = _offer(s, A.shared(A.Offer, 0, 1, 101, 1500, True))
    s = act(s, A.shared(A.Accept, 1))
    assert s.vouchers[0] == (1,) and s.vouchers[1] == ()
    sound(s)


def test_only_sales_may_be_offered_while_in_debt():
    s = _in_debt()
    s = act(s, A.shared(A.Mauscheln, 0))
    give(s, 2, HIGHFIELD)
    assert "Raise" in GAME.check(s, A.shared(A.Offer, 0, 2, HIGHFIELD, 1000, True))
    s = act(s, A.shared(A.Offer, 0, 2, OPEN_FLAIR, 2400, False))
    s = act(s, A.shared(A.Accept, 2))
    assert s.debt is None and s.cash[0] == 100 + 2400 - 1000 and s.cash[1] == START_CASH + 1000
    sound(s)


def test_bankrupt_at_once_when_no_other_player_could_pay_for_what_is_left_to_sell():
    s = table(2)
    give(s, 0, TOMORROWLAND)
    s.mortgaged[TOMORROWLAND] = True  # its buyer pays 100 and 3.850 for lifting at the least
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 100)
    set_cash(s, 1, 3000)
    s.pos[0] = 34
    s = roll(s, 1, 4)  # Glastonbury: rent 1.000
    assert s.bankrupt[0] and s.phase == OVER
    sound(s)


def _mauscheln_cancelled(s):
    s = act(s, A.shared(A.Mauscheln, 0))
    return act(s, A.shared(A.CancelOffer, 0))


def test_in_financial_straits_a_debtor_can_sell_festivals_to_others_after_the_player_to_move_made_an_offer():
    """"In finanziellen Engpässen kannst du: ... Festivals an andere verkaufen": the one offer per turn is the
    player to move's; another player in debt can still offer a festival for sale."""
    s = table()
    give(s, 0, HIGHFIELD)
    give(s, 1, TOMORROWLAND)
    s.mortgaged[TOMORROWLAND] = True  # nothing left to mortgage: selling it is the only way
    set_cash(s, 1, 100)
    s = _mauscheln_cancelled(s)
    only_card(s, 2, 12)  # Hinter den Kulissen: every player pays you 200
    s = roll(s, 1, 1)
    assert s.phase == DEBT and s.actor == 1 and not s.bankrupt[1]
    assert GAME.check(s, A.shared(A.Mauscheln, 1)) is None
    s = _offer(s, A.shared(A.Offer, 1, 2, TOMORROWLAND, 3500, False))
    s = act(s, A.shared(A.Accept, 2))
    assert s.debt is None and s.owner[TOMORROWLAND] == 2 and s.cash[1] == 100 + 3500 - 200
    assert s.phase == TURN and s.actor == 0  # the double: seat 0 rolls again
    sound(s)


def test_in_financial_straits_you_can_sell_festivals_to_others_even_after_this_turns_offer():
    s = table()
    give(s, 0, TOMORROWLAND)
    s.mortgaged[TOMORROWLAND] = True
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = _mauscheln_cancelled(s)
    s = roll(s, 1, 4)  # Glastonbury: rent 1.000
    assert s.phase == DEBT and s.actor == 0 and not s.bankrupt[0]
    assert A.shared(A.Mauscheln, 0) in GAME.legal_actions(s)


def test_a_debtor_may_offer_a_sale_once_for_each_other_player_then_bankruptcy():
    s = table()
    give(s, 0, TOMORROWLAND)
    s.mortgaged[TOMORROWLAND] = True
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    s = _offer(s, A.shared(A.Offer, 0, 1, TOMORROWLAND, 3500, False))
    s = act(s, A.shared(A.Decline, 1))
    assert s.phase == DEBT and s.actor == 0
    s = _offer(s, A.shared(A.Offer, 0, 2, TOMORROWLAND, 3500, False))
    s = act(s, A.shared(A.Decline, 2))
    assert s.bankrupt[0] and s.owner[TOMORROWLAND] == 1
    sound(s)


def test_wealth_count_money_printed_prices_half_for_mortgaged_and_buildings_at_cost():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL, HIGHFIELD)
    s.level[OPEN_FLAIR], s.level[TAUBERTAL] = 5, 4
    s.mortgaged[HIGHFIELD] = True
    res = GAME.result(s)
    rows = dict(res.breakdown[0])
    assert rows == {
        "Money": START_CASH,
        "Festivals at printed price": 2400,
        "Mortgaged festivals at half price": 1000,
        "Buden and Mainstages": 5 * 1000 + 4 * 1000,
    }
    assert res.scores[0] == wealth(s, 0) == sum(rows.values())
    assert res.winners == [0]


def test_the_round_limit_ends_the_game_with_the_wealth_count():
    played = play_game(GAME, 3, 5, options={"round_limit": 3})
    assert played.final.phase == OVER and played.final.round <= 3
    res = played.result
    alive = [p for p in range(3) if not played.final.bankrupt[p]]
    assert res.winners and all(res.scores[w] == max(res.scores[p] for p in alive) for w in res.winners)


def test_a_round_limit_of_zero_plays_until_one_is_left():
    played = play_game(GAME, 2, 8, options={"round_limit": 0})
    assert sum(not b for b in played.final.bankrupt) == 1


def test_money_is_conserved_and_buden_stay_even_through_a_whole_game():
    steps = []
    played = play_game(GAME, 4, 17, on_step=lambda b, a, after: steps.append(GAME.invariants(after)))
    assert played.final.phase == OVER and steps and all(broken == [] for broken in steps)


def test_short_of_money_for_the_festival_you_stand_on_you_may_mortgage_to_buy_it():
    s = table()
    give(s, 0, 1, 3)
    set_cash(s, 0, 1500)
    s = roll(s, 2, 4)  # 6: Highfield, 2.000
    assert s.phase == BUY and A.shared(A.Buy, 0, 6) not in GAME.legal_actions(s)
    assert A.shared(A.Mortgage, 0, 1) in GAME.legal_actions(s)
    s = act(s, A.shared(A.Mortgage, 0, 1))  # + 600
    assert s.cash[0] == 2100 and s.phase == BUY
    assert A.shared(A.Mortgage, 0, 3) not in GAME.legal_actions(s)  # no longer short
    s = act(s, A.shared(A.Buy, 0, 6))
    assert s.owner[6] == 0 and s.cash[0] == 100
    sound(s)


def test_a_festival_you_could_not_pay_even_by_mortgaging_is_not_offered():
    s = table()
    give(s, 0, 1)
    set_cash(s, 0, 1000)
    s = roll(s, 2, 4)  # Highfield costs 2.000; 1.000 + a 600 mortgage is not enough
    assert s.phase == TURN and s.actor == 1 and s.owner[6] == -1


def test_buden_can_be_put_up_after_the_move_then_the_turn_is_ended():
    s = table()
    give(s, 0, 1, 3)
    s = roll(s, 1, 4)  # 5: a station; pass
    s = act(s, A.shared(A.Pass, 0))
    assert s.phase == AFTER and s.actor == 0
    assert A.shared(A.Build, 0, 1) in GAME.legal_actions(s) and A.shared(A.Roll, 0, False) not in GAME.legal_actions(s)
    s = act(s, A.shared(A.Build, 0, 1))
    assert s.level[1] == 1 and s.phase == AFTER
    s = act(s, A.shared(A.EndTurn, 0))
    assert s.actor == 1 and s.phase == TURN
    sound(s)


def test_without_anything_to_build_or_lift_the_turn_passes_on_by_itself():
    s = table()
    give(s, 0, 1)
    s = roll(s, 1, 4)
    s = act(s, A.shared(A.Pass, 0))
    assert s.actor == 1 and s.phase == TURN


def test_ending_the_turn_before_rolling_is_refused():
    s = table()
    assert GAME.check(s, A.shared(A.EndTurn, 0)) == "Roll first: your turn ends after your move"
