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
from fairtable.games.festival.flow import settle_debt
from fairtable.games.festival.numbers import BAIL, PRICE_HALVES, PRICE_STEP
from fairtable.games.festival.sections.short_of_money import any_sale
from fairtable.games.festival.state import FestivalState, Phase


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


def _built_groups(s: FestivalState) -> set[str | None]:
    level = s.level
    if not max(level):
        return set()
    t = tables()
    return {t.group[f] for f in t.festivals if level[f]}


def any_offer(s: FestivalState, p: int, buying: bool) -> bool:
    """Whether ``p`` has at least one Mauscheln offer to make (short-circuits, unlike :func:`offers`): a
    sale another player can pay, or (``buying``) a purchase ``p`` can pay."""
    if s.bankrupt.count(False) < 2:
        return False
    if any_sale(s, p):
        return True
    if not buying:
        return False
    t = tables()
    cash = s.cash[p]
    built = _built_groups(s)
    for f in t.properties:
        o = s.owner[f]
        if o >= 0 and o != p and t.group[f] not in built and cash - lifting(s, f) >= PRICE_STEP:
            return True
    return cash >= PRICE_STEP and any(s.vouchers[q] for q in range(s.players) if q != p and not s.bankrupt[q])


def _quick(out: list[Action], row: tuple[Action, ...], prices: tuple[int, ...], most: int) -> None:
    """The offers of ``row`` (one per quick price, cheapest first) at the prices up to ``most``, what the
    buyer can pay; when even the cheapest is more, the offer at ``most`` itself (any price is allowed)."""
    if most < PRICE_STEP:
        return
    k = bisect_right(prices, most)
    if k:
        out.extend(row[:k])
    else:
        out.append(row[0].model_copy(update={"price": most}))


def offers(s: FestivalState, p: int, out: list[Action], buying: bool) -> None:
    """Mauscheln offers of ``p`` at the quick prices the buyer can pay: selling own tradeable items to each
    other player, and (``buying``) buying other players' tradeable items. ``check`` accepts any other
    price in steps of 100 up to what the buyer can pay (:func:`price_range`)."""
    t = tables()
    others = tuple(q for q in range(s.players) if q != p and not s.bankrupt[q])
    cash = s.cash
    built = _built_groups(s)
    owner = s.owner
    group = t.group
    for f in t.properties:
        o = owner[f]
        if o < 0 or group[f] in built:
            continue
        prices = offer_prices(f)
        lift = lift_cost(f) if s.mortgaged[f] else 0
        if o == p:
            for q in others:
                _quick(out, _pair(p, q)[0][f], prices, (cash[q] - lift) // PRICE_STEP * PRICE_STEP)
        elif buying:
            _quick(out, _pair(p, o)[1][f], prices, (cash[p] - lift) // PRICE_STEP * PRICE_STEP)
    for d in s.vouchers[p]:
        item = A.VOUCHER_ITEM + d
        for q in others:
            _quick(out, _pair(p, q)[0][item], offer_prices(item), cash[q] // PRICE_STEP * PRICE_STEP)
    if buying:
        for q in others:
            for d in s.vouchers[q]:
                item = A.VOUCHER_ITEM + d
                _quick(out, _pair(p, q)[1][item], offer_prices(item), cash[p] // PRICE_STEP * PRICE_STEP)


def holders(s: FestivalState, item: int) -> tuple[int, ...]:
    """Who holds the fields of ``item``'s group (none for a voucher), then each festival group's holder
    when one seat holds all of it (-1 otherwise): the part of a position a refused offer is told by."""
    t = tables()
    owner = s.owner
    own = tuple(owner[g] for g in (t.members_of[item] or (item,))) if item < VOUCHER_ITEM else ()
    whole = tuple(owner[m[0]] if all(owner[g] == owner[m[0]] for g in m) else -1 for m in t.festival_groups)
    return own + whole


def answer_offer(s: FestivalState, accept: bool) -> None:
    """The Mauscheln offer's receiver accepts (the trade is made; a mortgaged festival bought is lifted at once by
    its buyer) or declines it; the answer is counted in ``answers``. The proposer is the actor again."""
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
    if back == Phase.DEBT:
        settle_debt(s)
