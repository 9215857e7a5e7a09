"""Which actions are legal now: the fast list the bots and the table use (why the others are not is
:func:`moves.check`), and every action of the right shape to probe the checks with.

Two rulings shape the action space (see docs/games/festival.md):
- Beleihen (mortgaging) and selling Buden back are the rulebook's remedies "in finanziellen Engpässen",
  so they are offered when a payment is due that the cash does not cover (the debt phase) or the price of
  the unowned property the player stands on is more than the cash (flow.short_of_money).
- One Mauscheln offer per turn for the player to move (opened with the Mauscheln button, so the offers are
  listed only then) keeps the table moving; a player in debt may always try to sell ("In finanziellen
  Engpässen kannst du: ... Festivals an andere verkaufen"), once for each other player in each debt.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, AmountRange, shared
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import tables
from fairtable.games.festival.moves import check
from fairtable.games.festival.numbers import (
    BAIL,
    DONATION_EUROS,
    MAX_BUDEN,
    MORTGAGE_ONLY_WHEN_SHORT,
    PRICE_STEP,
)
from fairtable.games.festival.sections.mauscheln import any_offer, check_accept, highest_price, offers
from fairtable.games.festival.sections.short_of_money import (
    can_raise_money,
    mortgageable,
    sellable_buildings,
    short_of_money,
)
from fairtable.games.festival.state import (
    AFTER,
    BUY,
    CLAIM,
    DEBT,
    OFFER,
    OVER,
    PROPOSE,
    TURN,
    FestivalState,
    mortgaged_fields,
)
from fairtable.i18n import _


def price_range(s: FestivalState, a: A.Offer) -> AmountRange | None:
    """The prices a Mauscheln offer may name, the rest of it as it is (None when it cannot be made)."""
    if a.kind != "offer" or check(s, a.model_copy(update={"price": PRICE_STEP})) is not None:
        return None
    hi = highest_price(s, a.player if a.buying else a.to, a.item)
    return AmountRange("price", PRICE_STEP, hi, PRICE_STEP,
                       # TRANSLATORS: the unit after a price in the price box, with its leading space.
                       _(" Tacken"))


# -- enumerating ----------------------------------------------------------------------------------------


def legal_actions(s: FestivalState) -> list[Action]:
    ph = s.phase
    if ph == OVER:
        return []
    p = s.actor
    mk = shared
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
        if check_accept(s, mk(A.Accept, p)) is None:
            out.append(mk(A.Accept, p))
        out.append(mk(A.Decline, p))
    elif ph == CLAIM:
        out.append(mk(A.Claim, p, s.claims[0][1]))
        out.append(mk(A.LetGo, p))
    return out


def _improvements(s: FestivalState, p: int, out: list[Action]) -> None:
    """What the turn player may do before the roll and after the move: lift mortgages, put up Buden and
    Mainstages, open the turn's Mauscheln offer, record a donation for the host."""
    mk = shared
    t = tables()
    cash = s.cash[p]
    owner = s.owner
    level = s.level
    mortgaged = s.mortgaged
    for f in mortgaged_fields(mortgaged):
        if owner[f] == p and cash >= t.lift[f]:
            out.append(mk(A.Lift, p, f))
    for members in t.festival_groups:
        if owner[members[0]] != p or cash < t.bude_price[members[0]]:
            continue
        if any(owner[g] != p or mortgaged[g] for g in members):
            continue
        low = min(level[g] for g in members)
        for f in members:
            lv = level[f]
            if lv < MAX_BUDEN and lv == low:
                out.append(mk(A.Build, p, f))
            elif lv == MAX_BUDEN and low >= MAX_BUDEN:
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
    mk = shared
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
