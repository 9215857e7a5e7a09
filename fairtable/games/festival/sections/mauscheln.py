"""Mauscheln offers: which a seat can make now, at which quick prices, what they cost the buyer, and the
answer (the trade made, or the refusal remembered with the position it was refused in).

Any price the buyer can pay is allowed, in steps of 100 Tacken (numbers.PRICE_STEP; rulebook: "Preise und
Konditionen bestimmen die mauschelnden Spieler selbst"; rulings.md). The quick choices listed for the bots
and the price dialog: 1/2, 1, 3/2 and 2 times the item's printed price (a voucher: of the 1,000 Tacken bail).
"""

from __future__ import annotations

from bisect import bisect_right
from functools import cache

from fairtable.engine.actions import Action, shared
from fairtable.engine.narration import telling
from fairtable.games.festival import actions as A
from fairtable.games.festival import narration as N
from fairtable.games.festival.actions import VOUCHER_ITEM
from fairtable.games.festival.data import lift_cost, tables
from fairtable.games.festival.numbers import BAIL, PRICE_HALVES, PRICE_STEP
from fairtable.games.festival.sections.short_of_money import any_sale, tradeable
from fairtable.games.festival.state import AFTER, BUY, DEBT, OFFER, PROPOSE, TURN, FestivalState
from fairtable.games.festival.words import field_name, money, phase_first
from fairtable.i18n import N_, _


@cache
def offer_prices(item: int) -> tuple[int, ...]:
    """The quick choices of price for ``item``, cheapest first."""
    ref = BAIL if item >= A.VOUCHER_ITEM else tables().price[item]
    return tuple(ref * k // 2 for k in PRICE_HALVES)


def offer_cost_to_buyer(s: FestivalState, item: int, price: int) -> int:
    """A mortgaged festival bought by Mauscheln must have its mortgage lifted at once (rulebook)."""
    return price + lifting(s, item)


def lifting(s: FestivalState, item: int) -> int:
    """What a buyer of ``item`` pays on top of the price: lifting its mortgage (rulebook)."""
    if item < A.VOUCHER_ITEM and s.mortgaged[item]:
        return lift_cost(item)
    return 0


def highest_price(s: FestivalState, buyer: int, item: int) -> int:
    """The highest price ``buyer`` can pay for ``item`` (after lifting its mortgage), in steps of 100."""
    return (s.cash[buyer] - lifting(s, item)) // PRICE_STEP * PRICE_STEP


Rows = tuple[list[tuple[Action, ...]], list[tuple[Action, ...]]]
_pairs: dict[tuple[int, int], Rows] = {}


def _pair(p: int, q: int) -> Rows:
    """Every offer of ``p`` to ``q``: (selling rows, buying rows), indexed by item, one action per price,
    cheapest first. Built once per pair of seats, so listing offers builds no actions."""
    rows = _pairs.get((p, q))
    if rows is None:
        items = [*tables().properties, *(A.VOUCHER_ITEM + d for d in range(len(tables().deck_ids)))]
        sell: list[tuple[Action, ...]] = [()] * (A.VOUCHER_ITEM + len(tables().deck_ids))
        buy = sell[:]
        for item in items:
            sell[item] = tuple(shared(A.Offer, p, q, item, price, False) for price in offer_prices(item))
            buy[item] = tuple(shared(A.Offer, p, q, item, price, True) for price in offer_prices(item))
        rows = (sell, buy)
        _pairs[(p, q)] = rows
    return rows


Cuts = list[tuple[tuple[Action, ...], ...]]
_cut_rows: dict[tuple[int, int, bool], Cuts] = {}


def _cuts(p: int, q: int, buying: bool) -> Cuts:
    """:func:`_pair`'s rows of ``p``'s offers to ``q`` (to buy or to sell), each cut at every length: item ->
    k -> the offers at the k cheapest quick prices, so that listing offers slices nothing."""
    cuts = _cut_rows.get((p, q, buying))
    if cuts is None:
        rows = _pair(p, q)[1 if buying else 0]
        cuts = _cut_rows[(p, q, buying)] = [tuple(row[:k] for k in range(len(row) + 1)) for row in rows]
    return cuts


def _built_groups(s: FestivalState) -> set[str | None]:
    """The groups with a Bude or Mainstage on one of their festivals (their festivals cannot be traded)."""
    level = s.level
    if not max(level):
        return _NONE_BUILT
    t = tables()
    return {t.group[f] for f in t.festivals if level[f]}


_NONE_BUILT: set[str | None] = set()


def any_offer(s: FestivalState, p: int, buying: bool) -> bool:
    """Whether ``p`` has at least one Mauscheln offer to make (short-circuits, unlike :func:`offers`): a
    sale another player can pay, or (``buying``) a purchase ``p`` can pay."""
    bankrupt = s.bankrupt
    if bankrupt.count(False) < 2:
        return False
    if any_sale(s, p):
        return True
    if not buying:
        return False
    t = tables()
    cash = s.cash[p]
    built = _built_groups(s)
    owner = s.owner
    mortgaged = s.mortgaged
    lift = t.lift
    group = t.group
    for f in t.properties:
        o = owner[f]
        if o >= 0 and o != p and group[f] not in built and cash - (lift[f] if mortgaged[f] else 0) >= PRICE_STEP:
            return True
    return cash >= PRICE_STEP and any(s.vouchers[q] for q in range(s.players) if q != p and not bankrupt[q])


def _quick(out: list[Action], row: tuple[Action, ...], prices: tuple[int, ...], most: int) -> None:
    """The offers of ``row`` (one per quick price, cheapest first) at the prices up to ``most``, what the
    buyer can pay; when even the cheapest is more, the offer at ``most`` itself (any price is allowed)."""
    if most < PRICE_STEP:
        return
    k = bisect_right(prices, most)
    if k:
        out.extend(row[:k])
    else:
        out.append(_below(row[0], most))


_low: dict[tuple[int, int], Action] = {}


def _below(cheapest: Action, price: int) -> Action:
    """``cheapest`` (an offer at its item's cheapest quick price) at the lower ``price``: made once and kept,
    like the quick ones (the prices below the cheapest quick one are few: steps of 100 under half a price)."""
    key = (id(cheapest), price)  # the quick offers live as long as the process (_pairs)
    offer = _low.get(key)
    if offer is None:
        offer = _low[key] = cheapest.model_copy(update={"price": price})
    return offer


def offers(s: FestivalState, p: int, out: list[Action], buying: bool) -> None:
    """Mauscheln offers of ``p`` at the quick prices the buyer can pay: selling own tradeable items to each
    other player, and (``buying``) buying other players' tradeable items. ``check`` accepts any other
    price in steps of 100 up to what the buyer can pay (:func:`price_range`).

    The hot loop of a random game: the quick prices and the rows of offers are looked up once per call, and
    a row is cut where the buyer's cash ends (``_quick`` written out)."""
    t = tables()
    bankrupt = s.bankrupt
    others = tuple(q for q in range(s.players) if q != p and not bankrupt[q])
    cash = s.cash
    built = _built_groups(s)
    owner = s.owner
    group = t.group
    mortgaged = s.mortgaged
    lift = t.lift
    prices_of = _quick_prices()
    selling = [(_cuts(p, q, False), cash[q]) for q in others]
    buying_from = [_cuts(p, q, True) if q != p else None for q in range(s.players)] if buying else None
    own = cash[p]
    for f in t.properties:
        o = owner[f]
        if o < 0 or group[f] in built:
            continue
        prices = prices_of[f]
        extra = lift[f] if mortgaged[f] else 0
        if o == p:
            for cuts, money in selling:
                most = (money - extra) // PRICE_STEP * PRICE_STEP
                if most < PRICE_STEP:
                    continue
                k = bisect_right(prices, most)
                if k:
                    out.extend(cuts[f][k])
                else:
                    out.append(_below(cuts[f][1][0], most))
        elif buying_from is not None:
            most = (own - extra) // PRICE_STEP * PRICE_STEP
            if most < PRICE_STEP:
                continue
            k = bisect_right(prices, most)
            cuts = buying_from[o]
            if k:
                out.extend(cuts[f][k])
            else:
                out.append(_below(cuts[f][1][0], most))
    for d in s.vouchers[p]:
        item = A.VOUCHER_ITEM + d
        for q in others:
            _quick(out, _pair(p, q)[0][item], prices_of[item], cash[q] // PRICE_STEP * PRICE_STEP)
    if buying:
        for q in others:
            for d in s.vouchers[q]:
                item = A.VOUCHER_ITEM + d
                _quick(out, _pair(p, q)[1][item], prices_of[item], own // PRICE_STEP * PRICE_STEP)


@cache
def _quick_prices() -> tuple[tuple[int, ...], ...]:
    """:func:`offer_prices` of every item, indexed by item (empty where no item is)."""
    t = tables()
    return tuple(offer_prices(i) if i >= A.VOUCHER_ITEM or (i < len(t.is_property) and t.is_property[i]) else ()
                 for i in range(A.VOUCHER_ITEM + len(t.deck_ids)))


def holders(s: FestivalState, item: int) -> tuple[int, ...]:
    """Who holds the fields of ``item``'s group (none for a voucher), then each festival group's holder
    when one seat holds all of it (-1 otherwise): the part of a position a refused offer is told by."""
    t = tables()
    owner = s.owner
    own = tuple(owner[g] for g in (t.members_of[item] or (item,))) if item < VOUCHER_ITEM else ()
    return own + whole_holders(owner)


_wholes: dict[tuple[int, ...], tuple[int, ...]] = {}


def whole_holders(owner: list[int]) -> tuple[int, ...]:
    """Each festival group's holder when one seat holds all of it, else -1. Kept by who owns what, which
    changes far less often than a refusal is remembered."""
    key = tuple(owner)
    whole = _wholes.get(key)
    if whole is None:
        if len(_wholes) > 100_000:
            _wholes.clear()
        whole = _wholes[key] = tuple(owner[m[0]] if all(owner[g] == owner[m[0]] for g in m) else -1
                                     for m in tables().festival_groups)
    return whole


def answered(s: FestivalState, accept: bool) -> None:
    """The Mauscheln offer's receiver accepts (the trade is made; a mortgaged festival bought is lifted at once by
    its buyer) or declines it; the answer is counted in ``answers``. The proposer is the actor again, in the
    phase the Mauscheln came from (a debt is then settled if it can be: :func:`moves.answer_offer`)."""
    assert s.offer is not None
    frm, to, item, price, buying = s.offer
    back = s.offer_back
    if accept:
        buyer, seller = (frm, to) if buying else (to, frm)
        cost = 0
        s.cash[buyer] -= price
        s.cash[seller] += price
        if item >= VOUCHER_ITEM:
            d = item - VOUCHER_ITEM
            s.set_vouchers(seller, tuple(x for x in s.vouchers[seller] if x != d))
            s.set_vouchers(buyer, s.vouchers[buyer] + (d,))
        else:
            s.owner[item] = buyer
            if s.mortgaged[item]:
                cost = lift_cost(item)
                s.cash[buyer] -= cost
                s.bank += cost
                s.mortgaged[item] = False
        if telling():
            N.trade(s, buyer, seller, item, price, cost)
    yes, no = s.answers[to]
    s.answers = (*s.answers[:to], (yes + accept, no + (not accept)), *s.answers[to + 1 :])
    if not accept:
        same = (frm, to, item, buying)
        kept = tuple(r for r in s.refused if (r[0], r[1], r[2], r[4]) != same)
        s.refused = (*kept, (frm, to, item, price, buying, s.cash[frm], s.cash[to], holders(s, item)))
    s.offer = None
    s.phase = back
    s.actor = frm


# -- the Mauscheln actions: their checks, and the performs that need no more of a move than the offer (the
# others, which settle a debt afterwards, are in :mod:`moves`; moves.MOVES dispatches them all) ----------------


OFFER_MADE = N_("You have already made a Mauscheln offer this turn")


DEBT_OFFERS_MADE = N_("You have made as many sale offers in this debt as there are other players")


def check_mauscheln(s: FestivalState, a: A.Mauscheln) -> str | None:
    r = phase_first(s, TURN, AFTER, DEBT)
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


def perform_mauscheln(s: FestivalState, a: A.Mauscheln) -> None:
    if s.phase == DEBT:
        s.debt_offers -= 1
    else:
        s.offer_used = True
    s.offer_back = s.phase
    s.phase = PROPOSE


def check_offer(s: FestivalState, a: A.Offer) -> str | None:
    if s.phase in (TURN, AFTER):
        return _(OFFER_MADE) if s.offer_used else _("Press Mauscheln first")
    if s.phase == DEBT:
        return _(DEBT_OFFERS_MADE) if s.debt_offers <= 0 else _("Press Mauscheln first")
    r = phase_first(s, PROPOSE)
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


def perform_offer(s: FestivalState, a: A.Offer) -> None:
    s.offer = (a.player, a.to, a.item, a.price, a.buying)
    s.phase = OFFER
    s.actor = a.to


def check_cancel_offer(s: FestivalState, a: A.CancelOffer) -> str | None:
    if s.phase in (TURN, AFTER, DEBT):
        return _("No Mauscheln is open")
    return phase_first(s, PROPOSE)


def _check_answer(s: FestivalState) -> str | None:
    if s.phase in (TURN, AFTER, DEBT, BUY):
        return _("No Mauscheln offer waits for your answer")
    return phase_first(s, OFFER)


def check_accept(s: FestivalState, a: A.Accept) -> str | None:
    """None when the offer on the table may be accepted: the buyer can pay it (the legal list asks too)."""
    r = _check_answer(s)
    if r:
        return r
    if s.offer is not None:
        frm, to, item, price, buying = s.offer
        buyer = frm if buying else to
        need = offer_cost_to_buyer(s, item, price)
        if s.cash[buyer] < need:
            return _("The buyer cannot pay {amount}").format(amount=money(need))
    return None


def check_decline(s: FestivalState, a: A.Decline) -> str | None:
    return _check_answer(s)

