"""In finanziellen Engpässen (rulebook: Festivals beleihen oder verkaufen): what a seat short of money may do,
selling Buden back evenly, mortgaging, selling to another player, and what it could raise.
"""

from __future__ import annotations

from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import PRICE_STEP, RAISE_MONEY_TO_BUY
from fairtable.games.festival.state import BUY, DEBT, FestivalState


def sellable_buildings(s: FestivalState, p: int) -> list[int]:
    """Fields where ``p`` may sell one level back now: the highest of its group (evenly, rulebook)."""
    t = tables()
    out = []
    for f in t.festivals:
        if s.owner[f] == p and s.level[f] > 0 and s.level[f] == max(s.level[g] for g in t.members_of[f]):
            out.append(f)
    return out


def mortgageable(s: FestivalState, p: int) -> list[int]:
    """Unmortgaged properties of ``p`` in a group without buildings (Buden are sold back first)."""
    t = tables()
    return [
        f for f in t.properties
        if s.owner[f] == p and not s.mortgaged[f] and not any(s.level[g] for g in t.members_of[f])
    ]


def tradeable(s: FestivalState, f: int) -> bool:
    """Mauscheln: only festivals without buildings; a group with buildings is sold back first."""
    return not any(s.level[g] for g in tables().members_of[f])


def can_raise_money(s: FestivalState, p: int) -> bool:
    return bool(sellable_buildings(s, p) or mortgageable(s, p))


def raisable(s: FestivalState, p: int) -> int:
    """The most ``p`` could raise from the bank: every building sold back at half price, then every
    unmortgaged property mortgaged."""
    t = tables()
    total = 0
    for f in t.properties:
        if s.owner[f] == p:
            total += s.level[f] * (t.bude_price[f] // 2)
            if not s.mortgaged[f]:
                total += t.mortgage[f]
    return total


def short_of_money(s: FestivalState, p: int) -> bool:
    """Rulebook (*Festivals beleihen oder verkaufen*): "In finanziellen Engpässen" you mortgage and sell
    Buden back. Short of money means a payment is due that the cash does not cover (the debt phase), or
    the player stands on an unowned property whose price the cash does not cover (ruling, see
    ``RAISE_MONEY_TO_BUY``)."""
    if s.phase == DEBT:
        return True
    return RAISE_MONEY_TO_BUY and s.phase == BUY and s.cash[p] < tables().price[s.pos[p]]


def can_offer_sale(s: FestivalState, p: int) -> bool:
    """Whether debtor ``p`` can still offer something for sale in this debt (the turn's own offer does not
    count: "In finanziellen Engpässen kannst du: ... Festivals an andere verkaufen")."""
    return s.debt_offers > 0 and any_sale(s, p)


def any_sale(s: FestivalState, p: int) -> bool:
    """Whether ``p`` holds a voucher or a tradeable property that another player still in the game could
    buy for the lowest price (``PRICE_STEP``, plus lifting the mortgage of a mortgaged festival)."""
    cash = s.cash
    bankrupt = s.bankrupt
    richest = -1  # cash is never negative
    for q in range(s.players):
        if q != p and not bankrupt[q] and cash[q] > richest:
            richest = cash[q]
    if richest < 0:
        return False
    if s.vouchers[p] and richest >= PRICE_STEP:
        return True
    owner = s.owner
    if p not in owner:
        return False
    t = tables()
    level = s.level
    built = any(level)
    if not built and richest >= PRICE_STEP + t.most_lift:
        return True  # nothing is built, and the richest could buy any property of p's, even lifting it
    mortgaged = s.mortgaged
    lift = t.lift
    members_of = t.members_of
    for f in t.properties:
        if owner[f] == p and not (built and any(level[g] for g in members_of[f])):
            if richest - (lift[f] if mortgaged[f] else 0) >= PRICE_STEP:
                return True
    return False
