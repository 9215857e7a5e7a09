"""A quick estimate of a seat's standing for greedy bots: wealth now, plus what its festivals are likely to
earn (rent weighted by how complete each group is), minus the strongest opponent's estimate."""

from __future__ import annotations

from fairtable.games.festival.data import tables
from fairtable.games.festival.flow import rent_for
from fairtable.games.festival.scoring import wealth
from fairtable.games.festival.state import FestivalState

# Expected landings by the other players on one field over the rest of a typical game.
RENT_HORIZON = 6


def _prospect(s: FestivalState, p: int) -> float:
    if s.bankrupt[p]:
        return -1e9
    t = tables()
    earning = 0
    for f in t.properties:
        if s.owner[f] == p and not s.mortgaged[f]:
            earning += rent_for(s, f) if t.kind[f] != "utility" else t.rents[f][0] * 7
    return wealth(s, p) + RENT_HORIZON * earning * max(1, s.players - 1) / 3


def heuristic(s: FestivalState, player: int) -> float:
    mine = _prospect(s, player)
    others = [_prospect(s, q) for q in range(s.players) if q != player and not s.bankrupt[q]]
    return mine - (max(others) if others else 0.0)
