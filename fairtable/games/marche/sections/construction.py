""""① Construction" and "② Renovation" (Phase 4: Worker Actions): what building and renovating cost, with
the stores' discounts and Leon's coins for wood, and putting a store in a section (hiring at 2, 3 and 4
occupied sections).
"""

from __future__ import annotations

from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.data import D
from fairtable.games.marche.state import BACKYARD, HIRED, UNHIRED, MarcheState, is_prop, side_index
from fairtable.i18n import _


def discount(s: MarcheState, seat: int) -> tuple[int, int]:
    dc = dw = 0
    for c in s.sections[seat]:
        if c >= 0:
            d = T.SIDES[side_index(s, c)].discount  # type: ignore[union-attr]
            dc += d.coins
            dw += d.wood
    return dc, dw


def build_cost(s: MarcheState, seat: int, card: int, renovate: bool) -> tuple[int, int]:
    """Construction (4 coins, or 3 coins + 1 wood for a Special Store), plus the renovation cost when built
    and renovated at once, less the Building Firm's discount on the total."""
    t = T.CARD_TYPE[card]
    if T.SPECIAL[t]:
        coins, wood = NUM.SPECIAL_COST
    else:
        coins, wood = NUM.BASIC_COST, 0
    if renovate:
        r = D.stores[t].renovation
        assert r is not None
        coins += r.coins
        wood += r.wood
    dc, dw = discount(s, seat)
    return max(0, coins - dc), max(0, wood - dw)


def renovation_cost(s: MarcheState, seat: int, card: int) -> tuple[int, int]:
    r = D.stores[T.CARD_TYPE[card]].renovation
    assert r is not None
    dc, dw = discount(s, seat)
    return max(0, r.coins - dc), max(0, r.wood - dw)


def can_pay(s: MarcheState, seat: int, coins: int, wood: int, swap: int) -> str | None:
    """Leon pays 2 coins for each wood he swaps; everyone else pays as printed."""
    if swap:
        if not is_prop(s, seat, "leon"):
            return _("Only Leon may pay 2 coins instead of 1 wood")
        if swap > wood:
            return _("The cost has only {n} wood to pay with coins").format(n=wood)
    need_c, need_w = coins + NUM.LEON_COINS_PER_WOOD * swap, wood - swap
    if s.coins[seat] < need_c:
        return _("Not enough coins: you need {need}, you have {have}").format(need=need_c, have=s.coins[seat])
    if s.wood[seat] < need_w:
        return _("Not enough wood: you need {need}, you have {have}").format(need=need_w, have=s.wood[seat])
    return None


def pay(s: MarcheState, seat: int, coins: int, wood: int, swap: int) -> None:
    s.coins[seat] -= coins + NUM.LEON_COINS_PER_WOOD * swap
    s.wood[seat] -= wood - swap


def hire(s: MarcheState, seat: int, at_setup: bool, everyone: bool = False) -> int:
    """Hire one worker waiting on the board (all of them for the Convenience Store); how many were hired.
    Hired workers join the backyard at closing, or at once during setup (Morgan's example)."""
    w = s.wloc[seat]
    n = 0
    for i in range(NUM.WORKERS):
        if w[i] == UNHIRED:
            w[i] = BACKYARD if at_setup else HIRED
            n += 1
            if not everyone:
                break
    return n


def place_store(s: MarcheState, seat: int, card: int, section: int) -> None:
    s.owner[card] = seat
    s.section_of[card] = section
    s.sections[seat][section] = card
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    s.store_cust[card] = (-1,) * side.customer_seats
    s.store_workers[card] = (-1,) * side.worker_seats


def resize_store(s: MarcheState, card: int) -> None:
    """After a renovation the customers and workers stay on the flipped card ("② Renovation")."""
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    cust = [c for c in s.store_cust[card] if c >= 0]
    s.store_cust[card] = tuple((cust + [-1] * side.customer_seats)[: max(side.customer_seats, len(cust))])
    work = [w for w in s.store_workers[card] if w >= 0]
    s.store_workers[card] = tuple((work + [-1] * side.worker_seats)[: max(side.worker_seats, len(work))])
