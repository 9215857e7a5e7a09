""""Phase 3: Sale": a store sold for its VP and its sale effect goes back to the play area; its customers
wait to be put back on the plaza, the workers in it go back.
"""

from __future__ import annotations

from fairtable.engine.narration import telling
from fairtable.games.marche import data as T
from fairtable.games.marche import narration as N
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.flow import after_return
from fairtable.games.marche.scoring import store_vp
from fairtable.games.marche.state import (
    ON_STORE,
    RETURN,
    USED,
    VP_SALES,
    MarcheState,
    add_vp,
    gain,
    is_prop,
    side_index,
    stores_of,
)


def sell(s: MarcheState, seat: int, card: int) -> None:
    """Phase 3: score the store's VP, apply its sale effect, return it to the play area (basic side up);
    its customers go back to cells the seller chooses, the workers on it go back."""
    vp = store_vp(s, seat, card)
    add_vp(s, seat, vp, VP_SALES)
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    had = (s.coins[seat], s.wood[seat])
    gain(s, seat, side.on_sale.coins, side.on_sale.wood)
    sale_gain = (s.coins[seat] - had[0], s.wood[seat] - had[1])
    meister = 0
    if is_prop(s, seat, "meister"):
        meister = s.wood[seat]
        gain(s, seat, 0, NUM.MEISTER_WOOD)
        meister = s.wood[seat] - meister
    if telling():
        customers = sum(1 for c in s.store_cust[card] if c >= 0)
        more = s.sales_left > 1 and len(stores_of(s, seat)) > 1
        N.sale(s, seat, card, vp, sale_gain, meister, [p for p in s.store_workers[card] if p >= 0], customers, more)
    for p in s.store_workers[card]:
        if p >= 0:
            w = s.wloc[p]
            for i in range(len(w)):
                if w[i] == ON_STORE and s.wwhere[p][i] // 4 == card:
                    w[i] = USED
                    s.wwhere[p][i] = -1
    s.returning = [c for c in s.store_cust[card] if c >= 0]
    s.sections[seat][s.section_of[card]] = -1
    s.owner[card] = -1
    s.section_of[card] = -1
    s.advanced[card] = False
    s.store_cust[card] = ()
    s.store_workers[card] = ()
    s.sold[seat] += 1
    s.sales_left -= 1
    s.phase = RETURN
    after_return(s)
