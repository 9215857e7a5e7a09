"""What the seat to act must decide now, in the rulebook's words, and the questions asked before a move a
player may regret.

Said to the seat to act as an instruction ("Solicitation: drag a customer ..."); to anybody else as who
decides what ("Seat 2 calls a customer or passes"). Nothing secret is named: a draft hand is counted, not
shown.
"""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.games.marche import actions as A
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.narration import plural, seat
from fairtable.games.marche.state import (
    ACTIONS,
    BACKYARD,
    DRAFT,
    FIRST_STORE,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    MarcheState,
)

D = T.D


def prompt(s: MarcheState, viewer: int | None) -> str:
    if s.phase == OVER:
        return "The game is over"
    p = s.turn
    mine = viewer == p
    who = seat(p)
    ph = s.phase
    if ph == DRAFT:
        n = len(s.draft_hands[p])
        if mine:
            to = seat((p + 1) % s.players)
            rest = {1: "it is the last", 2: f"the other one goes to {to}"}.get(n, f"the other {n - 1} go to {to}")
            return f"Goal draft: keep 1 of these {n} Major Goals: drag it onto your Goals ({rest})"
        return f"{who} keeps 1 of {n} Major Goals"
    if ph == FIRST_STORE:
        if L.is_prop(s, p, "morgan"):
            if mine:
                return ("Open your first store: as Morgan, drag any Basic or Special Store onto a section of "
                        "your board")
            return f"{who} (Morgan) opens a first store: any Basic or Special Store"
        if mine:
            return "Open your first store: drag the Grocery Store onto a section of your board"
        return f"{who} opens a Grocery Store in a section"
    if ph == TOBY:
        if mine:
            return (f"Toby's rearrangement: drag your stores to other sections (onto a store to swap the two; "
                    f"{plural(s.toby_moves, 'move')} left), then press Done arranging")
        return f"{who} (Toby) rearranges the stores before the Solicitation Phase"
    if ph == SOLICIT:
        if mine:
            free = sum(1 for c in s.sections[p] if c >= 0 for x in s.store_cust[c] if x < 0)
            return (f"Solicitation: drag a customer from the cells in front of one of your stores onto a free "
                    f"customer seat ({free} free), or press Pass (the first to pass takes the Start Player "
                    "marker)")
        return f"{who} calls a customer to a store or passes"
    if ph == SALE:
        if mine:
            again = " (one more sale, as Meister)" if s.sales_left == 1 and L.is_prop(s, p, "meister") else ""
            twice = " (twice, as Meister)" if s.sales_left > 1 else ""
            return (f"Sale{again}: drag one of your stores onto the store cards to sell it for its VP{twice}, "
                    "or press Done selling to keep them")
        return f"{who} may sell a store"
    if ph == RETURN:
        n = len(s.returning)
        if mine:
            return (f"Put the {plural(n, 'customer')} of the store you sold back on the plaza: drag "
                    f"{'it' if n == 1 else 'each'} onto any cell with room")
        return f"{who} puts the {plural(n, 'customer')} of the sold store back on the plaza"
    assert ph == ACTIONS
    n = s.wloc[p].count(BACKYARD)
    if mine:
        if n == 0:
            return (f"Worker Actions: press Hire the gray worker ({T.GRAY_COST} coins; it can be used from your "
                    "next turn), or press Pass")
        gray = f", hire the gray worker ({T.GRAY_COST} coins)" if L.can_hire_gray(s, p) else ""
        return (f"Worker Actions ({plural(n, 'worker')} in your backyard): drag a worker onto your store to "
                "renovate it, onto another player's store to enter it, onto an ad's field, or onto Take 1 coin "
                f"or 1 wood; drag a store card or a public facility to build it{gray}; or press Pass")
    return f"{who} uses a worker ({n} in the backyard) or passes"


def confirm(s: MarcheState, a: Action) -> str | None:
    """Passing ends a player's part of the phase: asked once when there was more to do."""
    if not isinstance(a, A.Pass):
        return None
    p = a.player
    if s.phase == ACTIONS:
        n = s.wloc[p].count(BACKYARD)
        if n:
            return (f"Pass with {plural(n, 'worker')} still in your backyard? "
                    f"{'It does' if n == 1 else 'They do'} nothing more this round")
    elif s.phase == SOLICIT and L.can_call(s, p):
        return "Pass for the rest of the Solicitation Phase, with a customer still in reach of a free seat?"
    return None
