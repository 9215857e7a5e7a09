"""A quick estimate of a seat's final standing for bots, in VP: its score if the game ended now (money
counted to the dollar rather than in whole VP), plus what its town still promises for the rounds that are
likely left, minus the best opponent's estimate.

What a town promises ("How to Play", "Game End and Scoring"):
- an unbuilt tile will score once built; it needs an activation and $1 to get there, so it counts less
  the fewer rounds are left;
- a constructed building that activates (Inn, Mine, Distillery, Saloon, Carpenter, Church, Undertaker)
  earns money or population whenever its number comes up, so about half a VP a round;
- money pays for building and adjusting dice while rounds are left, beyond its 1 VP per $3 at the end.

Rounds left are estimated from what ends the game: the draw pile (at the pace claims have taken tiles from
it so far), the population supply and the 15-building town. Scoring a town means walking its buildings, so
the town-only part of the score is cached by the town's tiles.

A seat that is ahead wants the game over (:func:`end_pull`): it counts the last claims and builds before its
own 15th building, the more the further ahead it is. Without that, a lead is worth the same whenever the game
ends, and taking $3 of income beats claiming a tile once the end looks near: three Normal bots took income
for ever from round 12 of seed 204 (3 players), since income discards go back under the pile and the supply
of population tokens was two short with nobody able to take them. Past ``OVERTIME_ROUND`` every seat counts
every step, leading or not, so a game the leader cannot end still ends.
"""

from __future__ import annotations

import math

from fairtable.engine.strategy import Strategy
from fairtable.games.empresario.data import (
    ACTIVATING,
    CENSUS_BUREAU,
    NATIVE,
    PLANNING_OFFICE,
    TAX_OFFICE,
    TICONS,
    TOWN_HALL,
    TTYPE,
    WANTED,
)  # fmt: skip
from fairtable.games.empresario.numbers import (
    BUILDINGS_TO_END,
    CENSUS_MAX,
    DOLLARS_PER_VP,
    NATIVE_GROUP_VP,
    POPULATION_PER_PLAYER,
    TAX_OFFICE_MAX,
)  # fmt: skip
from fairtable.games.empresario.scoring import (
    OIL,
    building_rows,
    groups,
    stock_rows,
)  # fmt: skip
from fairtable.games.empresario.state import (
    OVER,
    EmpresarioState,
)  # fmt: skip
from fairtable.games.empresario.words import buildings, dollars
from fairtable.i18n import _

TILES_PER_SEAT_ROUND = 1.4  # tiles claimed from the pile each round, per seat, before the game shows its own pace
PACE_PRIOR_ROUNDS = 3.0  # the rounds' worth of that guess blended with the claims made so far
BUILDINGS_PER_ROUND = 1.2  # how fast the town that would end the game grows
POP_PER_SEAT_ROUND = 1.0
UNBUILT_VALUE = 2.0  # an unbuilt tile with rounds to build it: about its score once constructed
UNBUILT_ROUNDS = 3.0  # rounds needed to count an unbuilt tile in full
ACTIVATION_VP_PER_ROUND = 0.5  # an activating building's yield per round left
MONEY_IN_PLAY = 4  # the first dollars pay for builds and adjustments while rounds are left
MONEY_IN_PLAY_VP = 0.25  # extra VP per such dollar
MONEY_DEPENDENT = ("Tax Office", "Census Bureau", "Planning Office")
END_PULL = 1.0  # VP a leader gives each step towards its own 15th building (a claim or a build)
LEAD_SCALE = 10.0  # a lead of this many VP makes a seat about three quarters as keen to end as it can be
END_IN_SIGHT = 5  # only the last steps count for a leader, so that a VP of lead stays worth at least half a VP
OVERTIME_ROUND = 20  # 99 in 100 bot games end by round 21 (docs/bots.md); past this every seat wants the end
OVERTIME_RAMP = 5.0  # rounds over which the overtime pull grows to full


class TownFacts:
    """What scoring needs of a town that depends only on its tiles (a Church counts the empty cells
    around it, so unbuilt tiles matter too)."""

    __slots__ = ("static_vp", "tax", "census", "planning", "native_group", "oil", "rail", "cotton", "built", "activating")

    def __init__(self, s: EmpresarioState, p: int) -> None:
        rows = building_rows(s, p)
        self.static_vp = sum(v for k, v in rows.items() if k not in MONEY_DEPENDENT)
        built = s.built
        cells = {c: t for c, t in s.town[p].items() if built[t]}
        types = [TTYPE[t] for t in cells.values()]
        self.tax = types.count(TAX_OFFICE)
        self.census = types.count(CENSUS_BUREAU)
        self.planning = types.count(PLANNING_OFFICE)
        natives = {c for c, t in cells.items() if TTYPE[t] == NATIVE}
        self.native_group = max((len(g) for g in groups(natives)), default=0)
        self.oil = sum(TICONS[t].count(OIL) for t in cells.values())
        _oil, self.rail, self.cotton = stock_rows(s, p, [0] * s.players)
        self.built = len(cells)
        self.activating = sum(1 for k in types if k in ACTIVATING and k != TOWN_HALL)


_facts: dict[tuple[int, ...], TownFacts] = {}


def town_facts(s: EmpresarioState, p: int) -> TownFacts:
    built = s.built
    key = tuple(sorted(c * 256 + t * 2 + built[t] for c, t in s.town[p].items()))
    facts = _facts.get(key)
    if facts is None:
        if len(_facts) > 100_000:
            _facts.clear()
        facts = TownFacts(s, p)
        _facts[key] = facts
    return facts


def rounds_left(s: EmpresarioState, facts: list[TownFacts], values: list[float] | None = None) -> float:
    """The rounds a game is likely to last, by whichever end comes first. The 15-building town is the
    leader's (the highest of ``values``, the score pad as it stands; the busiest town without them): a seat
    that is behind does not end the game by building its 15th, so a town one building short of it while its
    owner trails promised an end that never came (four Normal bots took income from round 10 to 21 of seed
    1245, 4 players)."""
    if s.phase == OVER:
        return 0.0
    n = s.players
    by_pile = 0.0 if s.tiles_out else len(s.pile) / claims_per_round(s)  # tiles_out: this round is the last
    if values is None:
        nearest = max(f.built for f in facts)
    else:
        best = max(values)
        nearest = max(f.built for f, v in zip(facts, values, strict=True) if v == best)
    by_town = (BUILDINGS_TO_END - nearest) / BUILDINGS_PER_ROUND
    by_pop = (POPULATION_PER_PLAYER * n - sum(s.pop)) / (POP_PER_SEAT_ROUND * n)
    return max(0.0, min(by_pile, by_town, by_pop))


def claims_per_round(s: EmpresarioState) -> float:
    """How fast the draw pile runs down: the tiles claimed into the towns so far (beyond each seat's Town Hall
    and starting tile) per round played, blended with ``TILES_PER_SEAT_ROUND`` a seat for the first rounds.
    Only claims take tiles from the pile for good (an income discard goes back under it), so when every seat
    takes income the pile stays where it is and the end it promised moves away: the estimate follows."""
    n = s.players
    claimed = sum(len(t) for t in s.town) - 2 * n
    guess = TILES_PER_SEAT_ROUND * n
    return max(0.25 * n, (claimed + guess * PACE_PRIOR_ROUNDS) / (max(0, s.round - 1) + PACE_PRIOR_ROUNDS))


def scores(s: EmpresarioState, facts: list[TownFacts]) -> list[float]:
    """Every seat's score by the score pad, money counted in fractions of a VP."""
    oils = [f.oil for f in facts]
    most_oil = max(oils)
    best_native = max(f.native_group for f in facts)
    out = []
    for p, f in enumerate(facts):
        money, pop = s.money[p], s.pop[p]
        wanted_vp = 0
        cards = 0
        for i, obj in enumerate(s.wanted):
            if s.gold[i] == p:
                wanted_vp += WANTED[obj].gold_vp
                cards += 1
            if s.silver[i] == p:
                wanted_vp += WANTED[obj].silver_vp
                cards += 1
        vp = f.static_vp + wanted_vp + pop + money / DOLLARS_PER_VP
        vp += f.tax * min(TAX_OFFICE_MAX, money // 2) + f.census * min(CENSUS_MAX, pop // 2) + f.planning * 2 * cards
        vp += f.oil if f.oil and f.oil == most_oil else f.oil // 2
        vp += f.rail + f.cotton
        if best_native and f.native_group == best_native:
            vp += NATIVE_GROUP_VP
        out.append(vp)
    return out


def estimate(s: EmpresarioState, player: int) -> float:
    facts = [town_facts(s, p) for p in range(s.players)]
    values = scores(s, facts)
    if s.phase == OVER:
        values = [v + s.money[p] / 1000 for p, v in enumerate(values)]  # ties: most money left
    else:
        left = rounds_left(s, facts, values)
        built = s.built
        for p, f in enumerate(facts):
            unbuilt = sum(1 for t in s.town[p].values() if not built[t])
            values[p] += UNBUILT_VALUE * unbuilt * min(1.0, left / UNBUILT_ROUNDS)
            values[p] += ACTIVATION_VP_PER_ROUND * f.activating * left
            values[p] += MONEY_IN_PLAY_VP * min(s.money[p], MONEY_IN_PLAY) * min(1.0, left)
    mine = values[player]
    margin = mine - max((v for q, v in enumerate(values) if q != player), default=0.0)
    if s.phase != OVER:
        margin -= end_pull(s, player, margin, steps_to_end(s, player))
    return margin


def steps_to_end(s: EmpresarioState, p: int) -> int:
    """The claims and builds that would give seat ``p`` its 15th constructed building, or end the game by
    the draw pile if that is nearer (every claim takes a tile from it for good; an income discard does not)."""
    built = s.built
    tiles = s.town[p]
    done = sum(1 for t in tiles.values() if built[t])
    to_build = max(0, BUILDINGS_TO_END - done)
    unbuilt = len(tiles) - done
    by_town = to_build + max(0, to_build - unbuilt)
    return min(by_town, len(s.pile) + (0 if s.tiles_out else 1))


def end_pull(s: EmpresarioState, p: int, margin: float, steps: int) -> float:
    """What the steps still between seat ``p`` and the end cost it, in VP: for a leader, ``END_PULL`` a step
    for the last ``END_IN_SIGHT`` steps, the more the further ahead it is (nothing when behind; counting
    only the last steps keeps a VP of lead worth at least half a VP, so a bot never shies from the lead); and,
    once a game runs past ``OVERTIME_ROUND``, ``END_PULL`` for every step, for every seat."""
    keen = math.tanh(margin / LEAD_SCALE) if margin > 0 else 0.0
    overtime = min(1.0, max(0.0, (s.round - OVERTIME_ROUND) / OVERTIME_RAMP))
    return END_PULL * (keen * min(steps, END_IN_SIGHT) + overtime * steps)


class EmpresarioStrategy(Strategy[EmpresarioState]):
    """What bots know of Old West Empresario: the estimate above, and Normal's planning budget
    (bots/greedy.py)."""

    planner_width = 4
    planner_nodes = 120
    max_rounds = 30  # the longest of 3,000 games of every mix of Random and Normal bots: 24 rounds (docs/bots.md)
    actions_per_seat = 100  # the longest normal game's actions per seat (bots/selfplay.py's limit)

    def heuristic(self, state: EmpresarioState, player: int) -> float:
        return estimate(state, player)

    def reasons(self, before: EmpresarioState, after: EmpresarioState, player: int) -> list[str]:
        """The VP, the money the turn brings (money builds and claims; $3 left over is 1 VP at the end), and
        the buildings it constructs (each scores by its neighbours at the end)."""
        out = super().reasons(before, after, player)
        gained = after.money[player] - before.money[player]
        if gained > 0:
            # TRANSLATORS: the Hint's reason: money the turn brings ("+$3")
            out.append(_("+{money}").format(money=dollars(gained)))
        built = [sum(1 for t in s.town[player].values() if s.built[t]) for s in (before, after)]
        if built[1] > built[0]:
            # TRANSLATORS: the Hint's reason: buildings the turn constructs ("1 building constructed")
            out.append(_("{buildings} constructed").format(buildings=buildings(built[1] - built[0])))
        return out
