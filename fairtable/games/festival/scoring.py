"""The wealth count (rulebook: SPIELENDE) and the result.

The bank adds up: the cash; festivals, Handy and Bierquelle, Bus & Bahn stations and airports at their
printed price; mortgaged ones at half price; Buden and Mainstages at their original purchase price. A
Mainstage counts with the four Buden it was built from, since its owner paid for all five (ruling,
docs/games/festival.md).
"""

from __future__ import annotations

from fairtable.engine.game import Result
from fairtable.games.festival.data import tables
from fairtable.games.festival.state import FestivalState


def wealth_rows(s: FestivalState, p: int) -> list[tuple[str, int]]:
    t = tables()
    festivals = mortgaged = buildings = 0
    for f in t.properties:
        if s.owner[f] != p:
            continue
        if s.mortgaged[f]:
            mortgaged += t.price[f] // 2
        else:
            festivals += t.price[f]
        buildings += s.level[f] * t.bude_price[f]
    return [
        ("Money", s.cash[p]),
        ("Festivals at printed price", festivals),
        ("Mortgaged festivals at half price", mortgaged),
        ("Buden and Mainstages", buildings),
    ]


def wealth(s: FestivalState, p: int) -> int:
    return sum(v for _, v in wealth_rows(s, p))


def result(s: FestivalState) -> Result:
    rows = [wealth_rows(s, p) for p in range(s.players)]
    scores = [sum(v for _, v in r) for r in rows]
    alive = [p for p in range(s.players) if not s.bankrupt[p]]
    if len(alive) == 1:
        return Result(scores, rows, alive, "the last player not bankrupt wins", {"reason": s.end_reason})
    best = max(scores[p] for p in alive)
    winners = [p for p in alive if scores[p] == best]
    tiebreak = "equal wealth: the win is shared" if len(winners) > 1 else ""
    return Result(scores, rows, winners, tiebreak, {"reason": s.end_reason})
