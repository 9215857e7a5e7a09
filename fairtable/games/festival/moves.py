"""Each action's check and perform side by side, dispatched by one table (:data:`MOVES`).

A check says why an action is not possible now, in the player's words (None when it is); a perform carries a
checked action out on a clone. The rules of a move that an action sets off (the dice, the fields, payments
and debts) are in :mod:`flow`; the Mauscheln actions' checks and performs sit with the offers in
:mod:`sections.mauscheln`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from fairtable.engine.actions import Action
from fairtable.engine.narration import telling
from fairtable.games.festival import actions as A
from fairtable.games.festival import flow
from fairtable.games.festival import narration as N
from fairtable.games.festival.data import lift_cost, tables
from fairtable.games.festival.numbers import (
    BAIL,
    DONATION_EUROS,
    MAINSTAGE_LEVEL,
    MAX_BUDEN,
    MORTGAGE_ONLY_WHEN_SHORT,
)
from fairtable.games.festival.sections import mauscheln as M
from fairtable.games.festival.sections.crowd_control import donate
from fairtable.games.festival.sections.short_of_money import can_raise_money, short_of_money
from fairtable.games.festival.state import (
    AFTER,
    BUY,
    CLAIM,
    DEBT,
    MOVING,
    OFFER,
    OVER,
    POT,
    PROPOSE,
    TURN,
    FestivalState,
)
from fairtable.games.festival.words import (
    cell_ways,
    field_name,
    group_name,
    money,
    not_your_turn,
    phase_first,
    phase_hint,
    seat,
)
from fairtable.i18n import _

Check = Callable[[FestivalState, Action], "str | None"]
Perform = Callable[[FestivalState, Action], None]


def check(s: FestivalState, a: Action) -> str | None:
    """None when ``a`` is legal now, else why not."""
    if s.phase == OVER:
        return _("The game is over")
    if a.player != s.actor:
        return not_your_turn(s, a.player)
    move = MOVES.get(type(a))
    if move is None:
        return _("That is not an action of this game")
    return move[0](s, a)


def perform(s: FestivalState, a: Action) -> None:
    """Carry out checked action ``a`` on ``s``."""
    MOVES[type(a)][1](s, a)


def owns_group(s: FestivalState, p: int, f: int) -> bool:
    return all(s.owner[g] == p for g in tables().members_of[f])


def _own_festival(s: FestivalState, p: int, f: int) -> str | None:
    t = tables()
    if not 0 <= f < 40 or t.kind[f] != "festival":
        return _("Buden stand only on festivals")
    if s.owner[f] != p:
        return not_yours(s, f)
    return None


def not_yours(s: FestivalState, f: int) -> str:
    o = s.owner[f]
    if o < 0:
        return _("{field} is not yours: it belongs to the bank").format(field=field_name(f))
    return _("{field} is not yours: it belongs to {seat}").format(field=field_name(f), seat=seat(o))


def _build_common(s: FestivalState, a: A.Build | A.BuildMainstage) -> str | None:
    r = phase_first(s, TURN, AFTER) or _own_festival(s, a.player, a.field)
    if r:
        return r
    t = tables()
    members = t.members_of[a.field]
    if not owns_group(s, a.player, a.field):
        return _("Buden need the whole {group} group").format(group=group_name(t.group[a.field]))
    if any(s.mortgaged[g] for g in members):
        return _("Lift the mortgages of the group before building")
    return None


def _afford(s: FestivalState, a: A.Build | A.BuildMainstage) -> str | None:
    price = tables().bude_price[a.field]
    if s.cash[a.player] < price:
        return _("It costs {price}; you have {cash}").format(price=money(price), cash=money(s.cash[a.player]))
    return None


# -- Roll ------------------------------------------------------------------------------------------------


def _check_roll(s: FestivalState, a: A.Roll) -> str | None:
    r = phase_first(s, TURN)
    if r:
        return r
    inside = s.in_cell[a.player]
    if a.in_cell and not inside:
        return _("You are not in the Ausnüchterungszelle")
    if inside and not a.in_cell:
        return _("You are in the Ausnüchterungszelle: {ways}").format(ways=cell_ways(s, a.player, you=True))
    return None


def _perform_roll(s: FestivalState, a: A.Roll) -> None:
    if s.in_cell[a.player]:
        flow.roll_in_cell(s)
    else:
        flow.roll(s)


# -- PayBail ---------------------------------------------------------------------------------------------


def _check_pay_bail(s: FestivalState, a: A.PayBail) -> str | None:
    r = phase_first(s, TURN)
    if r:
        return r
    if not s.in_cell[a.player]:
        return _("You are not in the Ausnüchterungszelle")
    if s.cash[a.player] < BAIL:
        return _("Bail costs {bail}; you have {cash}").format(bail=money(BAIL), cash=money(s.cash[a.player]))
    return None


def _perform_pay_bail(s: FestivalState, a: A.PayBail) -> None:
    flow.to_creditor(s, a.player, BAIL, POT)
    s.in_cell[a.player] = False
    s.cell_tries[a.player] = 0


# -- UseVoucher ------------------------------------------------------------------------------------------


def _check_use_voucher(s: FestivalState, a: A.UseVoucher) -> str | None:
    r = phase_first(s, TURN)
    if r:
        return r
    if not s.in_cell[a.player]:
        return _("You are not in the Ausnüchterungszelle")
    if not s.vouchers[a.player]:
        return _("You hold no voucher")
    return None


def _perform_use_voucher(s: FestivalState, a: A.UseVoucher) -> None:
    d = s.vouchers[a.player][0]
    s.set_vouchers(a.player, s.vouchers[a.player][1:])
    s.return_card(d, tables().voucher_card[d])
    s.in_cell[a.player] = False
    s.cell_tries[a.player] = 0


# -- Buy -------------------------------------------------------------------------------------------------


def _check_buy(s: FestivalState, a: A.Buy) -> str | None:
    t = tables()
    if s.phase in (TURN, AFTER) and 0 <= a.field < 40 and t.is_property[a.field]:
        o = s.owner[a.field]
        if o == a.player:
            return _("{field} is yours already").format(field=field_name(a.field))
        if o >= 0:
            return _("{field} belongs to {seat}: buy it by Mauscheln").format(field=field_name(a.field), seat=seat(o))
        return _("You buy {field} when you land on it and nobody owns it").format(field=field_name(a.field))
    r = phase_first(s, BUY)
    if r:
        return r
    if a.field != s.pos[a.player]:
        return _("You can only buy the field you stand on ({field})").format(field=field_name(s.pos[a.player]))
    if s.cash[a.player] < t.price[a.field]:
        return _("{field} costs {price}; you have {cash}").format(
            field=field_name(a.field), price=money(t.price[a.field]), cash=money(s.cash[a.player]))
    return None


def _perform_buy(s: FestivalState, a: A.Buy) -> None:
    price = tables().price[a.field]
    s.cash[a.player] -= price
    s.bank += price
    s.owner[a.field] = a.player
    if telling():
        N.whole_group(s, a.player, a.field)
    s.phase = MOVING
    flow.end_move(s)


# -- Pass ------------------------------------------------------------------------------------------------


def _check_pass(s: FestivalState, a: A.Pass) -> str | None:
    if s.phase in (TURN, AFTER):
        return _("No festival waits to be bought: there is nothing to pass")
    return phase_first(s, BUY)


def _perform_pass(s: FestivalState, a: A.Pass) -> None:
    """Ruling: a festival nobody buys stays with the bank (the rulebook knows no auction)."""
    s.phase = MOVING
    flow.end_move(s)


# -- Build -----------------------------------------------------------------------------------------------


def _check_build(s: FestivalState, a: A.Build) -> str | None:
    r = _build_common(s, a)
    if r:
        return r
    t = tables()
    lv = s.level[a.field]
    low = min(s.level[g] for g in t.members_of[a.field])
    name = field_name(a.field)
    if lv == MAINSTAGE_LEVEL:
        return _("A Mainstage already stands on {field}: nothing more can go up there").format(field=name)
    if lv == MAX_BUDEN:
        if low < MAX_BUDEN:
            return _("Four Buden stand on {field}, the most a festival takes; the Mainstage comes once every "
                     "festival of the group has four").format(field=name)
        return _("Four Buden stand on {field}: drag the Mainstage onto it instead").format(field=name)
    if lv > low:
        return _("Build evenly: the other festivals of the group need a Bude first")
    return _afford(s, a)


def _perform_build(s: FestivalState, a: A.Build | A.BuildMainstage) -> None:
    price = tables().bude_price[a.field]
    s.cash[a.player] -= price
    s.bank += price
    s.level[a.field] += 1
    if telling():
        N.built(s, a.field)


# -- BuildMainstage --------------------------------------------------------------------------------------


def _check_build_mainstage(s: FestivalState, a: A.BuildMainstage) -> str | None:
    r = _build_common(s, a)
    if r:
        return r
    t = tables()
    if s.level[a.field] == MAINSTAGE_LEVEL:
        return _("A Mainstage already stands on {field}").format(field=field_name(a.field))
    if s.level[a.field] < MAX_BUDEN:
        return _("A Mainstage needs four Buden on the festival first")
    if min(s.level[g] for g in t.members_of[a.field]) < MAX_BUDEN:
        return _("Build evenly: every festival of the group needs four Buden first")
    return _afford(s, a)


def _perform_build_mainstage(s: FestivalState, a: A.BuildMainstage) -> None:
    _perform_build(s, a)


# -- SellBack --------------------------------------------------------------------------------------------


def _check_sell_back(s: FestivalState, a: A.SellBack) -> str | None:
    r = _own_festival(s, a.player, a.field)
    if r:
        return r
    t = tables()
    if s.level[a.field] == 0:
        return _("No Bude stands on {field}").format(field=field_name(a.field))
    if s.level[a.field] < max(s.level[g] for g in t.members_of[a.field]):
        return _("Sell evenly: sell from the most built festival of the group first")
    if s.phase in (PROPOSE, OFFER, CLAIM):
        return phase_hint(s)
    if MORTGAGE_ONLY_WHEN_SHORT and not short_of_money(s, a.player):
        return _("Buden are sold back only when you are short of money (a payment due, or the price of the "
                 "festival you stand on)")
    return None


def _perform_sell_back(s: FestivalState, a: A.SellBack) -> None:
    flow.sell_level(s, a.field)
    flow.settle_debt(s)


# -- Mortgage --------------------------------------------------------------------------------------------


def _check_mortgage(s: FestivalState, a: A.Mortgage) -> str | None:
    t = tables()
    if not 0 <= a.field < 40 or not t.is_property[a.field]:
        return _("Only festivals, stations, airports, Handy and Bierquelle can be mortgaged")
    if s.owner[a.field] != a.player:
        return not_yours(s, a.field)
    if s.mortgaged[a.field]:
        return _("{field} is already mortgaged").format(field=field_name(a.field))
    if any(s.level[g] for g in t.members_of[a.field]):
        return _("Sell the group's Buden back first")
    if s.phase in (PROPOSE, OFFER, CLAIM):
        return phase_hint(s)
    if MORTGAGE_ONLY_WHEN_SHORT and not short_of_money(s, a.player):
        return _("Festivals are mortgaged only when you are short of money (a payment due, or the price of the "
                 "festival you stand on)")
    return None


def _perform_mortgage(s: FestivalState, a: A.Mortgage) -> None:
    flow.from_bank(s, a.player, tables().mortgage[a.field])
    s.mortgaged[a.field] = True
    flow.settle_debt(s)


# -- Lift ------------------------------------------------------------------------------------------------


def _check_lift(s: FestivalState, a: A.Lift) -> str | None:
    t = tables()
    if not 0 <= a.field < 40 or not t.is_property[a.field]:
        return _("Only festivals, stations, airports, Handy and Bierquelle are mortgaged")
    if s.owner[a.field] != a.player:
        return not_yours(s, a.field)
    if not s.mortgaged[a.field]:
        return _("{field} is not mortgaged").format(field=field_name(a.field))
    r = phase_first(s, TURN, AFTER)
    if r:
        return r
    cost = lift_cost(a.field)
    if s.cash[a.player] < cost:
        return _("Lifting costs {cost} (value + 10 %); you have {cash}").format(
            cost=money(cost), cash=money(s.cash[a.player]))
    return None


def _perform_lift(s: FestivalState, a: A.Lift) -> None:
    cost = lift_cost(a.field)
    s.cash[a.player] -= cost
    s.bank += cost
    s.mortgaged[a.field] = False


# -- Claim -----------------------------------------------------------------------------------------------


def _check_claim(s: FestivalState, a: A.Claim) -> str | None:
    if s.phase in (TURN, AFTER, BUY):
        return _("Nothing waits to be claimed")
    r = phase_first(s, CLAIM)
    if r:
        return r
    if s.claims[0][1] != a.what:
        if s.claims[0][1] == "start":
            return _("Claim what is waiting: START money")
        return _("Claim what is waiting: rent")
    return None


def _perform_claim(s: FestivalState, a: A.Claim) -> None:
    claimant, what, amount, payer = s.claims[0]
    s.claims = s.claims[1:]
    s.phase = MOVING
    if what == "start":
        flow.from_bank(s, claimant, amount)
    else:
        flow.pay(s, payer, amount, claimant)
    if s.phase == MOVING:
        flow.after_claim(s)


# -- LetGo -----------------------------------------------------------------------------------------------


def _check_let_go(s: FestivalState, a: A.LetGo) -> str | None:
    if s.phase in (TURN, AFTER, BUY):
        return _("Nothing waits to be claimed")
    return phase_first(s, CLAIM)


def _perform_let_go(s: FestivalState, a: A.LetGo) -> None:
    """Rulebook: unclaimed START money goes into the middle; unclaimed rent is simply not paid."""
    claimant, what, amount, payer = s.claims[0]
    s.claims = s.claims[1:]
    if what == "start":
        s.bank -= amount
        s.pot += amount
    if telling():
        N.let_go(s, claimant, what, amount, payer)
    flow.after_claim(s)


# -- RecordDonation --------------------------------------------------------------------------------------


def _check_record_donation(s: FestivalState, a: A.RecordDonation) -> str | None:
    r = phase_first(s, TURN, AFTER)
    if r:
        return r
    if s.crowd != "donation" or s.audience:
        return _("Donations are recorded by the host only in the donation variant")
    if not s.donation_goal:
        return _("No donation goal is open")
    if a.euros not in DONATION_EUROS:
        return _("Choose one of the donation amounts")
    return None


def _perform_record_donation(s: FestivalState, a: A.RecordDonation) -> None:
    donate(s, a.euros)


# -- GiveUp ----------------------------------------------------------------------------------------------


def _check_give_up(s: FestivalState, a: A.GiveUp) -> str | None:
    r = phase_first(s, DEBT)
    if r:
        return _("You can only declare bankruptcy when you cannot pay a debt")
    if can_raise_money(s, a.player):
        return _("Sell back your Buden and mortgage your festivals first")
    return None


def _perform_give_up(s: FestivalState, a: A.GiveUp) -> None:
    assert s.debt is not None
    debtor, creditor, _amount = s.debt
    flow.go_bankrupt(s, debtor, creditor)
    s.debt = None
    s.debt_offers = 0
    s.phase = MOVING
    flow.resume(s)


# -- EndTurn ---------------------------------------------------------------------------------------------


def _check_end_turn(s: FestivalState, a: A.EndTurn) -> str | None:
    if s.phase == TURN:
        return _("Roll first: your turn ends after your move")
    return phase_first(s, AFTER)


def _perform_end_turn(s: FestivalState, a: A.EndTurn) -> None:
    s.phase = MOVING
    flow.next_turn(s)



# -- Mauscheln: closing it, and the answer (the checks are in sections.mauscheln) -------------------------


def answer_offer(s: FestivalState, accept: bool) -> None:
    """The answer to the Mauscheln offer on the table (:func:`sections.mauscheln.answered`); back in a debt,
    it is settled at once if the cash now covers it."""
    M.answered(s, accept)
    if s.phase == DEBT:
        flow.settle_debt(s)


def _perform_cancel_offer(s: FestivalState, a: A.CancelOffer) -> None:
    s.withdrawn = a.player
    s.phase = s.offer_back
    if s.phase == DEBT:
        flow.settle_debt(s)


def _perform_accept(s: FestivalState, a: A.Accept) -> None:
    answer_offer(s, True)


def _perform_decline(s: FestivalState, a: A.Decline) -> None:
    answer_offer(s, False)

# Each action class with its check and its perform.
MOVES: dict[type[Action], tuple[Check, Perform]] = {
    A.Roll: (cast(Check, _check_roll), cast(Perform, _perform_roll)),
    A.PayBail: (cast(Check, _check_pay_bail), cast(Perform, _perform_pay_bail)),
    A.UseVoucher: (cast(Check, _check_use_voucher), cast(Perform, _perform_use_voucher)),
    A.Buy: (cast(Check, _check_buy), cast(Perform, _perform_buy)),
    A.Pass: (cast(Check, _check_pass), cast(Perform, _perform_pass)),
    A.Build: (cast(Check, _check_build), cast(Perform, _perform_build)),
    A.BuildMainstage: (cast(Check, _check_build_mainstage), cast(Perform, _perform_build_mainstage)),
    A.SellBack: (cast(Check, _check_sell_back), cast(Perform, _perform_sell_back)),
    A.Mortgage: (cast(Check, _check_mortgage), cast(Perform, _perform_mortgage)),
    A.Lift: (cast(Check, _check_lift), cast(Perform, _perform_lift)),
    A.Mauscheln: (cast(Check, M.check_mauscheln), cast(Perform, M.perform_mauscheln)),
    A.Offer: (cast(Check, M.check_offer), cast(Perform, M.perform_offer)),
    A.CancelOffer: (cast(Check, M.check_cancel_offer), cast(Perform, _perform_cancel_offer)),
    A.Accept: (cast(Check, M.check_accept), cast(Perform, _perform_accept)),
    A.Decline: (cast(Check, M.check_decline), cast(Perform, _perform_decline)),
    A.Claim: (cast(Check, _check_claim), cast(Perform, _perform_claim)),
    A.LetGo: (cast(Check, _check_let_go), cast(Perform, _perform_let_go)),
    A.RecordDonation: (cast(Check, _check_record_donation), cast(Perform, _perform_record_donation)),
    A.GiveUp: (cast(Check, _check_give_up), cast(Perform, _perform_give_up)),
    A.EndTurn: (cast(Check, _check_end_turn), cast(Perform, _perform_end_turn)),
}
