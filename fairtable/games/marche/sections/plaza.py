"""The Plaza board and the public facilities on it ("Game Setup", "⑤ Public Facility Construction",
"Placement Rules", "Changes for 2- and 3-Player Games"): how many customers a cell holds, where a facility may
lie, which customers a store can call.
"""

from __future__ import annotations

from fairtable.games.marche import data as T
from fairtable.games.marche.state import MarcheState


def capacity(s: MarcheState, cell: int) -> int:
    """Customers a cell holds: 1; 2 under a Temporary Stage; 0 under a Construction Site or when blocked."""
    if not T.GEOMETRY[s.players].valid[cell]:
        return 0
    k = s.fac_at[cell]
    if k < 0:
        return 1
    e = T.FAC_EFFECT[k]
    return 2 if e == "double" else 0 if e == "empty" else 1


def cells_with_room(s: MarcheState) -> list[int]:
    return [c for c in T.GEOMETRY[s.players].cells if len(s.cell_cust[c]) < capacity(s, c)]


def refill_plaza(s: MarcheState, returning: list[int]) -> None:
    """Closing: customers come back from the stores, then from beside the board, filling every cell up
    to its capacity in reading order; whoever does not fit waits beside the board."""
    pool = returning + s.aside
    s.aside = []
    i = 0
    for cell in T.GEOMETRY[s.players].cells:
        cap = capacity(s, cell)
        cc = s.cell_cust[cell]
        room = cap - len(cc)
        if room > 0 and i < len(pool):
            s.cell_cust[cell] = cc + tuple(pool[i : i + room])
            i += room
    s.aside = pool[i:] if i < len(pool) else []


def can_call(s: MarcheState, seat: int) -> bool:
    lines = T.GEOMETRY[s.players].lines[seat]
    for n, card in enumerate(s.sections[seat]):
        if card >= 0 and -1 in s.store_cust[card]:
            for cell in lines[n]:
                if s.cell_cust[cell]:
                    return True
    return False


def spot_of(s: MarcheState, cell: int, vertical: bool) -> tuple[int, int] | None:
    spot = (cell, cell + (4 if vertical else 1))
    return spot if spot in T.GEOMETRY[s.players].spot_index else None


def spot_free(s: MarcheState, spot: tuple[int, int], own: int = -1) -> bool:
    return all(s.fac_at[c] in (-1, own) for c in spot)


def top_facility(s: MarcheState, ftype: int) -> int:
    for k in range(T.N_FAC):
        if T.FAC_TYPE[k] == ftype and s.fac_spot[k] < 0:
            return k
    return -1


def customer_cell(s: MarcheState, customer: int) -> int:
    for cell in T.GEOMETRY[s.players].cells:
        if customer in s.cell_cust[cell]:
            return cell
    return -1
