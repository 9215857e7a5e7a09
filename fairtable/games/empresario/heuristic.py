"""A quick estimate of a seat's final standing for bots: its score if the game ended now, plus the prospects
of its unbuilt tiles and constructed buildings, minus the best opponent's estimate."""

from __future__ import annotations

from fairtable.games.empresario import core
from fairtable.games.empresario.scoring import breakdown
from fairtable.games.empresario.state import EmpresarioState

UNBUILT_VALUE = 1.5  # an unbuilt tile is worth about one building action
BUILDING_PROSPECT = 0.5  # each constructed building can still be activated for money or population


def estimate(s: EmpresarioState, player: int) -> float:
    rows = breakdown(s)
    values = [
        sum(v for _, v in rows[p])
        + UNBUILT_VALUE * len(core.unbuilt(s, p))
        + BUILDING_PROSPECT * core.constructed(s, p)
        for p in range(s.players)
    ]
    best_other = max((v for q, v in enumerate(values) if q != player), default=0.0)
    return values[player] - best_other
