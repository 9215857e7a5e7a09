"""Small builders of test states: a game set up, then placed exactly where a rule is tested."""

from __future__ import annotations

from fairtable.games.marche import data as T
from fairtable.games.marche.flow import new_game
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.sections.construction import place_store, resize_store
from fairtable.games.marche.state import (
    ACTIONS,
    SALE,
    SOLICIT,
    MarcheState,
    first_backyard_worker,
    is_prop,
    top_card,
)

D = T.D
TYPE = {st.key: st.id for st in D.stores}
PROP = {p.key: p.id for p in D.proprietors}
GOAL = {(g.size, g.number): g.id for g in D.goals}


def table(players: int = 4, props: tuple[str, ...] = (), seed: int = 1, coins: int = 10, wood: int = 5) -> MarcheState:
    """A game after setup with the given proprietors (others: the ones without a special hook in a test),
    no stores built, every seat holding ``coins`` and ``wood``."""
    s = new_game(players, False, seed)
    plain = ["morgan", "leon", "vanessa", "meister"]
    chosen = list(props) + [k for k in plain if k not in props]
    s.proprietor = [PROP[k] for k in chosen[:players]]
    s.coins = [coins] * players
    s.wood = [wood] * players
    s.start = 0
    s.round = 1
    s.minor_box += s.minor  # goals are tested on their own: nobody holds one here
    s.major_box += [g for hand in s.majors for g in hand]
    s.minor = [-1] * players
    s.majors = [[] for _ in range(players)]
    return s


def build(s: MarcheState, seat: int, key: str, section: int, advanced: bool = False) -> int:
    card = top_card(s, TYPE[key])
    assert card >= 0, key
    place_store(s, seat, card, section)
    if advanced:
        s.advanced[card] = True
        resize_store(s, card)
    s.max_sections[seat] = max(s.max_sections[seat], sum(1 for c in s.sections[seat] if c >= 0))
    return card


def seat_customers(s: MarcheState, card: int, n: int) -> list[int]:
    """Move ``n`` customers from the plaza (or beside it) onto the store's seats."""
    moved = []
    seats = list(s.store_cust[card])
    for i in range(n):
        for cell in range(16):
            if s.cell_cust[cell]:
                c = s.cell_cust[cell][0]
                s.cell_cust[cell] = s.cell_cust[cell][1:]
                break
        else:
            c = s.aside.pop()
        seats[i] = c
        moved.append(c)
    s.store_cust[card] = tuple(seats)
    return moved


def phase(s: MarcheState, which: int, turn: int = 0) -> MarcheState:
    s.phase = which
    s.turn = turn
    s.passed = [False] * s.players
    s.first_pass = False
    if which == SALE:
        s.sales_left = 2 if is_prop(s, turn, "meister") else 1
    return s


def actions_phase(s: MarcheState, turn: int = 0) -> MarcheState:
    return phase(s, ACTIONS, turn)


def solicit_phase(s: MarcheState, turn: int = 0) -> MarcheState:
    return phase(s, SOLICIT, turn)


def play(s: MarcheState, action) -> MarcheState:  # type: ignore[no-untyped-def]
    reason = GAME.check(s, action)
    assert reason is None, reason
    return GAME.apply(s, action)


def why(s: MarcheState, action) -> str:  # type: ignore[no-untyped-def]
    reason = GAME.check(s, action)
    assert reason, f"{action!r} should be refused"
    return reason


def worker(s: MarcheState, seat: int) -> int:
    return first_backyard_worker(s, seat)
