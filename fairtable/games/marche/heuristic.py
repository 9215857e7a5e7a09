"""A quick estimate of a seat's final standing for greedy bots: VP banked, the VP its stores and goals
would score now, the worth of coins and wood, less the best opponent's estimate."""

from __future__ import annotations

from fairtable.games.marche import tables as T
from fairtable.games.marche.scoring import GOALS, end_goals, store_points
from fairtable.games.marche.state import MarcheState


def standing(s: MarcheState, seat: int) -> float:
    rounds_left = T.ROUNDS - s.round
    stores = sum(1 for c in s.sections[seat] if c >= 0)
    workers = sum(1 for x in s.wloc[seat] if x not in (2, 6))
    return (
        s.vp[seat]
        + store_points(s, seat)
        + sum(GOALS[g].vp for g in end_goals(s, seat))
        + (s.coins[seat] / 3 + s.wood[seat] / 2) * (0.5 if rounds_left == 0 else 1.0)
        + rounds_left * (1.5 * stores + 1.0 * workers)
    )


def estimate(s: MarcheState, seat: int) -> float:
    mine = standing(s, seat)
    best = max((standing(s, p) for p in range(s.players) if p != seat), default=0.0)
    return mine - best
