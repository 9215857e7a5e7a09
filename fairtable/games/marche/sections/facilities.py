""""⑤ Public Facility Construction" and "⑥ Moving or Removing a Public Facility": a facility laid on its
two plaza cells or lifted off them (the customers a cell no longer holds go beside the plaza), and Alen's
coins for it.
"""

from __future__ import annotations

from fairtable.games.marche import data as T
from fairtable.games.marche import narration as N
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.sections.plaza import capacity
from fairtable.games.marche.state import MarcheState, gain, is_prop


def alen(s: MarcheState, p: int) -> None:
    """Alen: "Get 3 Coins every time you build, move, or remove a Public Facility"."""
    if is_prop(s, p, "alen"):
        had = s.coins[p]
        gain(s, p, NUM.ALEN_COINS)
        N.gain(p, s.coins[p] - had, 0, 0, "", "alen")


def place_facility(s: MarcheState, k: int, spot_i: int) -> None:
    """Placement: customers on the cells stay, except on a Construction Site, which sends them aside."""
    a, b = T.GEOMETRY[s.players].spots[spot_i]
    s.fac_spot[k] = spot_i
    s.fac_at[a] = s.fac_at[b] = k
    overflow_aside(s, (a, b), "construction_site")


def lift_facility(s: MarcheState, k: int) -> None:
    """Moving or removing cancels the facility's effect on its cells (a Temporary Stage's second
    customer has no cell left and goes aside)."""
    a, b = T.GEOMETRY[s.players].spots[s.fac_spot[k]]
    s.fac_at[a] = s.fac_at[b] = -1
    s.fac_spot[k] = -1
    overflow_aside(s, (a, b), "temporary_stage")


def overflow_aside(s: MarcheState, cells: tuple[int, int], why: str = "") -> None:
    """Customers beyond a cell's capacity (a Construction Site placed, a Temporary Stage moved away) go
    beside the board; ``why`` says where they stood, for the log."""
    moved = 0
    for cell in cells:
        cap = capacity(s, cell)
        cc = s.cell_cust[cell]
        if len(cc) > cap:
            s.aside.extend(cc[cap:])
            moved += len(cc) - cap
            s.cell_cust[cell] = cc[:cap]
    N.aside(moved, why)
