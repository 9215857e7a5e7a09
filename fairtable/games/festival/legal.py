"""Which actions are legal, and why the others are not (the reason is shown to the player).

Two rulings shape the action space (see docs/games/festival.md):
- Beleihen (mortgaging) and selling Buden back are the rulebook's remedies "in finanziellen Engpässen",
  so they are offered when a payment is due that the cash does not cover (the debt phase) or the price of
  the unowned property the player stands on is more than the cash (flow.short_of_money).
- One Mauscheln offer per turn for the player to move (opened with the Mauscheln button, so the offers are
  listed only then) keeps the table moving; a player in debt may always try to sell ("In finanziellen
  Engpässen kannst du: ... Festivals an andere verkaufen"), once for each other player in each debt.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, AmountRange
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import field_name, group_name, money, tables
from fairtable.games.festival.decisions import cell_ways, not_your_turn, phase_hint
from fairtable.games.festival.flow import (
    BAIL,
    PRICE_STEP,
    can_raise_money,
    lift_cost,
    mortgageable,
    sellable_buildings,
    short_of_money,
    tradeable,
)
from fairtable.games.festival.narration import seat
from fairtable.games.festival.offers import (
    any_offer,
    highest_price,
    offer_cost_to_buyer,
    offer_prices,
    offers,
)
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, OVER, PROPOSE, TURN, FestivalState
from fairtable.i18n import N_, _

DONATION_EUROS = (10, 20, 50, 100)  # the host's "record donation" buttons
MORTGAGE_ONLY_WHEN_SHORT = True  # ruling: beleihen and selling back only "in finanziellen Engpässen"
OFFER_MADE = N_("You have already made a Mauscheln offer this turn")
DEBT_OFFERS_MADE = N_("You have made as many sale offers in this debt as there are other players")

__all__ = ["DONATION_EUROS", "candidate_actions", "check", "legal_actions", "offer_cost_to_buyer", "offer_prices",
           "price_range"]


def price_range(s: FestivalState, a: A.Offer) -> AmountRange | None:
    """The prices a Mauscheln offer may name, the rest of it as it is (None when it cannot be made)."""
    if a.kind != "offer" or check(s, a.model_copy(update={"price": PRICE_STEP})) is not None:
        return None
    hi = highest_price(s, a.player if a.buying else a.to, a.item)
    return AmountRange("price", PRICE_STEP, hi, PRICE_STEP,
                       # TRANSLATORS: the unit after a price in the price box, with its leading space.
                       _(" Tacken"))


def owns_group(s: FestivalState, p: int, f: int) -> bool:
    return all(s.owner[g] == p for g in tables().members_of[f])


def check(s: FestivalState, a: Action) -> str | None:
    if s.phase == OVER:
        return _("The game is over")
    if a.player != s.actor:
        return not_your_turn(s, a.player)
    fn = _CHECKS.get(a.kind)
    if fn is None:
        return _("That is not an action of this game")
    return fn(s, a)


def _phase(s: FestivalState, *phases: str) -> str | None:
    if s.phase in phases:
        return None
    return phase_hint(s)


def _roll(s: FestivalState, a: A.Roll) -> str | None:
    r = _phase(s, TURN)
    if r:
        return r
    inside = s.in_cell[a.player]
    if a.in_cell and not inside:
        return _("You are not in the Ausnüchterungszelle")
    if inside and not a.in_cell:
        return _("You are in the Ausnüchterungszelle: {ways}").format(ways=cell_ways(s, a.player, you=True))
    return None


def _pay_bail(s: FestivalState, a: A.PayBail) -> str | None:
    r = _phase(s, TURN)
    if r:
        return r
    if not s.in_cell[a.player]:
        return _("You are not in the Ausnüchterungszelle")
    if s.cash[a.player] < BAIL:
        return _("Bail costs {bail}; you have {cash}").format(bail=money(BAIL), cash=money(s.cash[a.player]))
    return None


def _use_voucher(s: FestivalState, a: A.UseVoucher) -> str | None:
    r = _phase(s, TURN)
    if r:
        return r
    if not s.in_cell[a.player]:
        return _("You are not in the Ausnüchterungszelle")
    if not s.vouchers[a.player]:
        return _("You hold no voucher")
    return None


def _buy(s: FestivalState, a: A.Buy) -> str | None:
    t = tables()
    if s.phase in (TURN, AFTER) and 0 <= a.field < 40 and t.is_property[a.field]:
        o = s.owner[a.field]
        if o == a.player:
            return _("{field} is yours already").format(field=field_name(a.field))
        if o >= 0:
            return _("{field} belongs to {seat}: buy it by Mauscheln").format(field=field_name(a.field), seat=seat(o))
        return _("You buy {field} when you land on it and nobody owns it").format(field=field_name(a.field))
    r = _phase(s, BUY)
    if r:
        return r
    if a.field != s.pos[a.player]:
        return _("You can only buy the field you stand on ({field})").format(field=field_name(s.pos[a.player]))
    if s.cash[a.player] < t.price[a.field]:
        return _("{field} costs {price}; you have {cash}").format(
            field=field_name(a.field), price=money(t.price[a.field]), cash=money(s.cash[a.player]))
    return None


def _pass(s: FestivalState, a: A.Pass) -> str | None:
    if s.phase in (TURN, AFTER):
        return _("No festival waits to be bought: there is nothing to pass")
    return _phase(s, BUY)


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
    r = _phase(s, TURN, AFTER) or _own_festival(s, a.player, a.field)
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


def _build(s: FestivalState, a: A.Build) -> str | None:
    r = _build_common(s, a)
    if r:
        return r
    t = tables()
    lv = s.level[a.field]
    low = min(s.level[g] for g in t.members_of[a.field])
    name = field_name(a.field)
    if lv == 5:
        return _("A Mainstage already stands on {field}: nothing more can go up there").format(field=name)
    if lv == 4:
        if low < 4:
            return _("Four Buden stand on {field}, the most a festival takes; the Mainstage comes once every "
                     "festival of the group has four").format(field=name)
        return _("Four Buden stand on {field}: drag the Mainstage onto it instead").format(field=name)
    if lv > low:
        return _("Build evenly: the other festivals of the group need a Bude first")
    return _afford(s, a)


def _build_mainstage(s: FestivalState, a: A.BuildMainstage) -> str | None:
    r = _build_common(s, a)
    if r:
        return r
    t = tables()
    if s.level[a.field] == 5:
        return _("A Mainstage already stands on {field}").format(field=field_name(a.field))
    if s.level[a.field] < 4:
        return _("A Mainstage needs four Buden on the festival first")
    if min(s.level[g] for g in t.members_of[a.field]) < 4:
        return _("Build evenly: every festival of the group needs four Buden first")
    return _afford(s, a)


def _sell_back(s: FestivalState, a: A.SellBack) -> str | None:
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


def _mortgage(s: FestivalState, a: A.Mortgage) -> str | None:
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


def _lift(s: FestivalState, a: A.Lift) -> str | None:
    t = tables()
    if not 0 <= a.field < 40 or not t.is_property[a.field]:
        return _("Only festivals, stations, airports, Handy and Bierquelle are mortgaged")
    if s.owner[a.field] != a.player:
        return not_yours(s, a.field)
    if not s.mortgaged[a.field]:
        return _("{field} is not mortgaged").format(field=field_name(a.field))
    r = _phase(s, TURN, AFTER)
    if r:
        return r
    cost = lift_cost(a.field)
    if s.cash[a.player] < cost:
        return _("Lifting costs {cost} (value + 10 %); you have {cash}").format(
            cost=money(cost), cash=money(s.cash[a.player]))
    return None


def _mauscheln(s: FestivalState, a: A.Mauscheln) -> str | None:
    r = _phase(s, TURN, AFTER, DEBT)
    if r:
        return r
    if s.phase == DEBT:
        if s.debt_offers <= 0:
            return _(DEBT_OFFERS_MADE)
    elif s.offer_used:
        return _(OFFER_MADE)
    if not any_offer(s, a.player, s.phase != DEBT):
        return _("There is nothing you could trade now")
    return None


def _cancel_offer(s: FestivalState, a: A.CancelOffer) -> str | None:
    if s.phase in (TURN, AFTER, DEBT):
        return _("No Mauscheln is open")
    return _phase(s, PROPOSE)


def _offer(s: FestivalState, a: A.Offer) -> str | None:
    if s.phase in (TURN, AFTER):
        return _(OFFER_MADE) if s.offer_used else _("Press Mauscheln first")
    if s.phase == DEBT:
        return _(DEBT_OFFERS_MADE) if s.debt_offers <= 0 else _("Press Mauscheln first")
    r = _phase(s, PROPOSE)
    if r:
        return r
    p = a.player
    if not 0 <= a.to < s.players or a.to == p or s.bankrupt[a.to]:
        return _("Offer to another player still in the game")
    if a.buying and s.offer_back == DEBT:
        return _("Raise the money you owe first")
    seller = a.to if a.buying else p
    t = tables()
    if a.item >= A.VOUCHER_ITEM:
        d = a.item - A.VOUCHER_ITEM
        if not 0 <= d < len(t.deck_ids) or d not in s.vouchers[seller]:
            return _("That voucher is not the seller's")
    else:
        if not 0 <= a.item < 40 or not t.is_property[a.item]:
            return _("Only festivals and vouchers can be traded")
        if s.owner[a.item] != seller:
            return _("{field} does not belong to the seller").format(field=field_name(a.item))
        if not tradeable(s, a.item):
            return _("Only festivals without Buden can be traded (the group has buildings)")
    if a.price < PRICE_STEP or a.price % PRICE_STEP:
        return _("Name a price in steps of {step}").format(step=money(PRICE_STEP))
    need = offer_cost_to_buyer(s, a.item, a.price)
    buyer = p if a.buying else a.to
    if s.cash[buyer] < need:
        if need > a.price:
            text = (_("You cannot pay {amount} (the price and lifting the mortgage)") if a.buying
                    else _("The buyer cannot pay {amount} (the price and lifting the mortgage)"))
        else:
            text = _("You cannot pay {amount}") if a.buying else _("The buyer cannot pay {amount}")
        return text.format(amount=money(need))
    return None


def _answer(s: FestivalState, a: Action) -> str | None:
    if s.phase in (TURN, AFTER, DEBT, BUY):
        return _("No Mauscheln offer waits for your answer")
    r = _phase(s, OFFER)
    if r:
        return r
    if a.kind == "accept" and s.offer is not None:
        frm, to, item, price, buying = s.offer
        buyer = frm if buying else to
        need = offer_cost_to_buyer(s, item, price)
        if s.cash[buyer] < need:
            return _("The buyer cannot pay {amount}").format(amount=money(need))
    return None


def _claim(s: FestivalState, a: A.Claim) -> str | None:
    if s.phase in (TURN, AFTER, BUY):
        return _("Nothing waits to be claimed")
    r = _phase(s, CLAIM)
    if r:
        return r
    if s.claims[0][1] != a.what:
        if s.claims[0][1] == "start":
            return _("Claim what is waiting: START money")
        return _("Claim what is waiting: rent")
    return None


def _let_go(s: FestivalState, a: A.LetGo) -> str | None:
    if s.phase in (TURN, AFTER, BUY):
        return _("Nothing waits to be claimed")
    return _phase(s, CLAIM)


def _record_donation(s: FestivalState, a: A.RecordDonation) -> str | None:
    r = _phase(s, TURN, AFTER)
    if r:
        return r
    if s.crowd != "donation" or s.audience:
        return _("Donations are recorded by the host only in the donation variant")
    if not s.donation_goal:
        return _("No donation goal is open")
    if a.euros not in DONATION_EUROS:
        return _("Choose one of the donation amounts")
    return None


def _give_up(s: FestivalState, a: A.GiveUp) -> str | None:
    r = _phase(s, DEBT)
    if r:
        return _("You can only declare bankruptcy when you cannot pay a debt")
    if can_raise_money(s, a.player):
        return _("Sell back your Buden and mortgage your festivals first")
    return None


def _end_turn(s: FestivalState, a: A.EndTurn) -> str | None:
    if s.phase == TURN:
        return _("Roll first: your turn ends after your move")
    return _phase(s, AFTER)


_CHECKS = {
    "roll": _roll, "pay_bail": _pay_bail, "use_voucher": _use_voucher, "buy": _buy, "pass": _pass,
    "build": _build, "build_mainstage": _build_mainstage, "sell_back": _sell_back, "mortgage": _mortgage,
    "lift": _lift, "mauscheln": _mauscheln, "offer": _offer, "cancel_offer": _cancel_offer, "accept": _answer, "decline": _answer, "claim": _claim,
    "let_go": _let_go, "record_donation": _record_donation, "give_up": _give_up, "end_turn": _end_turn,
}


# -- enumerating ----------------------------------------------------------------------------------------


def legal_actions(s: FestivalState) -> list[Action]:
    ph = s.phase
    if ph == OVER:
        return []
    p = s.actor
    mk = A.make
    t = tables()
    out: list[Action] = []
    if ph == TURN:
        cash = s.cash[p]
        if s.in_cell[p]:
            out.append(mk(A.Roll, p, True))
            if cash >= BAIL:
                out.append(mk(A.PayBail, p))
            if s.vouchers[p]:
                out.append(mk(A.UseVoucher, p))
        else:
            out.append(mk(A.Roll, p, False))
        _improvements(s, p, out)
    elif ph == AFTER:
        _improvements(s, p, out)
        out.append(mk(A.EndTurn, p))
    elif ph == BUY:
        f = s.pos[p]
        if s.cash[p] >= t.price[f]:
            out.append(mk(A.Buy, p, f))
        elif MORTGAGE_ONLY_WHEN_SHORT and short_of_money(s, p):
            out.extend(mk(A.SellBack, p, g) for g in sellable_buildings(s, p))
            out.extend(mk(A.Mortgage, p, g) for g in mortgageable(s, p))
        out.append(mk(A.Pass, p))
    elif ph == DEBT:
        out.extend(mk(A.SellBack, p, f) for f in sellable_buildings(s, p))
        raise_by_mortgage = mortgageable(s, p)
        out.extend(mk(A.Mortgage, p, f) for f in raise_by_mortgage)
        if s.debt_offers > 0 and any_offer(s, p, False):
            out.append(mk(A.Mauscheln, p))
        if not can_raise_money(s, p):
            out.append(mk(A.GiveUp, p))
    elif ph == PROPOSE:
        offers(s, p, out, buying=s.offer_back != DEBT)
        out.append(mk(A.CancelOffer, p))
    elif ph == OFFER:
        if _answer(s, mk(A.Accept, p)) is None:
            out.append(mk(A.Accept, p))
        out.append(mk(A.Decline, p))
    elif ph == CLAIM:
        out.append(mk(A.Claim, p, s.claims[0][1]))
        out.append(mk(A.LetGo, p))
    return out


def _improvements(s: FestivalState, p: int, out: list[Action]) -> None:
    """What the turn player may do before the roll and after the move: lift mortgages, put up Buden and
    Mainstages, open the turn's Mauscheln offer, record a donation for the host."""
    mk = A.make
    t = tables()
    cash = s.cash[p]
    owner = s.owner
    level = s.level
    mortgaged = s.mortgaged
    if True in mortgaged:
        for f in t.properties:
            if mortgaged[f] and owner[f] == p and cash >= lift_cost(f):
                out.append(mk(A.Lift, p, f))
    for members in t.festival_groups:
        if owner[members[0]] != p or cash < t.bude_price[members[0]]:
            continue
        if any(owner[g] != p or mortgaged[g] for g in members):
            continue
        low = min(level[g] for g in members)
        for f in members:
            lv = level[f]
            if lv < 4 and lv == low:
                out.append(mk(A.Build, p, f))
            elif lv == 4 and low >= 4:
                out.append(mk(A.BuildMainstage, p, f))
    if not s.offer_used and any_offer(s, p, True):
        out.append(mk(A.Mauscheln, p))
    if s.crowd == "donation" and not s.audience and s.donation_goal:
        out.extend(mk(A.RecordDonation, p, e) for e in DONATION_EUROS)


def candidate_actions(s: FestivalState) -> list[Action]:
    """Every action of the right shape for the actor, legal or not, to probe :func:`check`."""
    if s.phase == OVER:
        return []
    p = s.actor
    mk = A.make
    t = tables()
    out: list[Action] = [
        mk(A.Roll, p, False), mk(A.Roll, p, True), mk(A.PayBail, p), mk(A.UseVoucher, p), mk(A.Pass, p),
        mk(A.Accept, p), mk(A.Decline, p), mk(A.Claim, p, "start"), mk(A.Claim, p, "rent"), mk(A.LetGo, p),
        mk(A.GiveUp, p), mk(A.Mauscheln, p), mk(A.CancelOffer, p), mk(A.EndTurn, p), mk(A.Buy, p, s.pos[p]), mk(A.Buy, p, t.properties[0]),
    ]
    out.extend(mk(A.RecordDonation, p, e) for e in DONATION_EUROS)
    for f in t.properties:
        out.extend((mk(A.Mortgage, p, f), mk(A.Lift, p, f)))
        if t.kind[f] == "festival":
            out.extend((mk(A.Build, p, f), mk(A.BuildMainstage, p, f), mk(A.SellBack, p, f)))
        for q in range(s.players):
            if q != p:
                for price in _probe_prices(s, t.price[f]):
                    out.append(A.Offer(player=p, to=q, item=f, price=price, buying=True))
                    out.append(A.Offer(player=p, to=q, item=f, price=price, buying=False))
    for q in range(s.players):
        for d in range(len(t.deck_ids)):
            for price in _probe_prices(s, BAIL):
                out.append(A.Offer(player=p, to=q, item=A.VOUCHER_ITEM + d, price=price, buying=True))
                out.append(A.Offer(player=p, to=q, item=A.VOUCHER_ITEM + d, price=price, buying=False))
    return out


def _probe_prices(s: FestivalState, printed: int) -> tuple[int, ...]:
    """Prices to probe an offer with: quick choices, odd ones in steps of 100, ones off the steps, none, and
    just over what the player to act has (only while an offer is being chosen: in other phases every price
    is refused alike)."""
    if s.phase != PROPOSE:
        return (printed,)
    over = s.cash[s.actor] // PRICE_STEP * PRICE_STEP + PRICE_STEP
    return (printed, printed + PRICE_STEP, PRICE_STEP, printed + PRICE_STEP // 2, 0, -PRICE_STEP, over)
