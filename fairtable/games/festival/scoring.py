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
from fairtable.i18n import N_, _

#: The rows of the wealth count, in the order the bank counts (identities; translated where shown).
MONEY = N_("Money")
FESTIVALS = N_("Festivals at printed price")
MORTGAGED = N_("Mortgaged festivals at half price")
BUILDINGS = N_("Buden and Mainstages")


def wealth_rows(s: FestivalState, p: int) -> list[tuple[str, int]]:
    """Seat ``p``'s wealth count, by the rows' untranslated labels."""
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
        (MONEY, s.cash[p]),
        (FESTIVALS, festivals),
        (MORTGAGED, mortgaged),
        (BUILDINGS, buildings),
    ]


def wealth(s: FestivalState, p: int) -> int:
    return sum(v for _label, v in wealth_rows(s, p))


def result(s: FestivalState) -> Result:
    rows = [[(_(label), v) for label, v in wealth_rows(s, p)] for p in range(s.players)]
    scores = [sum(v for _label, v in r) for r in rows]
    alive = [p for p in range(s.players) if not s.bankrupt[p]]
    if len(alive) == 1:
        return Result(scores, rows, alive, _("the last player not bankrupt wins"), {"reason": s.end_reason})
    best = max(scores[p] for p in alive)
    winners = [p for p in alive if scores[p] == best]
    tiebreak = _("equal wealth: the win is shared") if len(winners) > 1 else ""
    return Result(scores, rows, winners, tiebreak, {"reason": s.end_reason})
