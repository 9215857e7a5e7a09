"""A quick estimate of a seat's final standing for bots: VP banked, the VP its stores and goals would
score now, the worth of coins and wood, what its stores and workers should still earn in the rounds left,
less the best opponent's estimate.

The estimate is made from the viewer's seat: another seat's goal cards that are still face down are not
read (they count at the average a goal scores), so a bot's choice never depends on cards it could not
know. Its own goals count exactly, as "Game Ending and Scoring" would score them now.
"""

from __future__ import annotations

from fairtable.games.marche import tables as T
from fairtable.games.marche.scoring import GOALS, end_goals, held_goals, store_points
from fairtable.games.marche.state import ABSENT, UNHIRED, MarcheState

HIDDEN_GOAL_VP = sum(g.vp for g in GOALS) / len(GOALS) / 2  # a face-down goal of another seat: half the average
STORE_VP_PER_ROUND = 1.5
WORKER_VP_PER_ROUND = 1.0


def standing(s: MarcheState, seat: int, viewer: int) -> float:
    rounds_left = T.ROUNDS - s.round
    value = float(s.vp[seat] + store_points(s, seat))
    if seat == viewer:
        value += sum(GOALS[g].vp for g in end_goals(s, seat))
    else:
        scored = s.goals_scored[seat]
        value += HIDDEN_GOAL_VP * sum(1 for g in held_goals(s, seat) if g not in scored)
    value += (s.coins[seat] / 3 + s.wood[seat] / 2) * (0.5 if rounds_left == 0 else 1.0)
    if rounds_left:
        stores = sum(1 for c in s.sections[seat] if c >= 0)
        workers = sum(1 for x in s.wloc[seat] if x not in (UNHIRED, ABSENT))
        value += rounds_left * (STORE_VP_PER_ROUND * stores + WORKER_VP_PER_ROUND * workers)
    return value


def estimate(s: MarcheState, seat: int) -> float:
    mine = standing(s, seat, seat)
    best = max((standing(s, p, seat) for p in range(s.players) if p != seat), default=0.0)
    return mine - best
