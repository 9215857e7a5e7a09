"""A cheap estimate of a player's final standing for bots: VP now, plus what money, the wish list and the
ranking cards in play still promise, minus the best opponent's estimate."""

from __future__ import annotations

from fairtable.games.essen.data import data
from fairtable.games.essen.scoring import meets, symbol_counts, wish_games, wish_points
from fairtable.games.essen.state import EssenState

VP_PER_EURO = 1 / 25  # a typical game costs about €35 and scores about 4 VP


def _own(s: EssenState, p: int) -> float:
    d = data()
    value = s.vp[p] + s.money[p] * VP_PER_EURO * (7 - s.round) / 7
    value += wish_points(wish_games(s, p))
    counts = symbol_counts(s, p)
    for c in s.rankings:
        if meets(counts, c):
            value += d.rankings[c].vp
        else:
            needs = d.ranking_needs[c]
            missing = sum(max(0, n - k) for n, k in zip(needs, counts, strict=True))
            value += d.rankings[c].vp / (1 + missing)
    return value


def estimate(s: EssenState, p: int) -> float:
    mine = _own(s, p)
    others = [_own(s, q) for q in range(s.players) if q != p]
    return mine - (max(others) if others else 0.0)
