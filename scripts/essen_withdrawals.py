"""ESSEN withdrawals in self-play: the arena's games (same seeds, seating and bots, so the same games as
``fairtable arena``), with what each bot level paid in VP for cash withdrawals (rulebook 4.C.5: 2 VP for
every €50) and how much of that bought money it still held at the end, unspent (the money left up to what
was withdrawn, back in the VP it cost: ``scoring.unspent_withdrawal_vp``).

    PYTHONPATH=$PWD python scripts/essen_withdrawals.py --players 3 --bots greedy --games 200 --seed 1
    PYTHONPATH=$PWD python scripts/essen_withdrawals.py --players 2 --bots thinker,greedy --iterations 100 --games 200

``--bots`` names one level per seat, or one level for every seat; seats rotate over the seeds as in the
arena. A level with ``-hold`` after it (``greedy-hold``, ``thinker-hold``) plays by the estimate as it was
before withdrawn money was weighed by need (``heuristic.WITHDRAWN_IDLE`` off during its decisions), so the
two can be measured against each other:

    PYTHONPATH=$PWD python scripts/essen_withdrawals.py --players 2 --bots greedy,greedy-hold --games 200
 The figures are per seat and game of each level: the mean VP paid for withdrawals, the mean VP lost to
withdrawn money left unspent, the share of seats that lost any, and the worst seat.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

os.environ.setdefault("FAIRTABLE_LANG", "en")

from fairtable.bots.arena import BotFactory, default_factory, new_result, play_one, record_game, seating  # noqa: E402
from fairtable.bots.base import Bot  # noqa: E402
from fairtable.engine.registry import get_game  # noqa: E402
from fairtable.games.essen import heuristic  # noqa: E402
from fairtable.games.essen.numbers import WITHDRAW_AMOUNT, WITHDRAW_VP  # noqa: E402
from fairtable.games.essen.scoring import unspent_withdrawal_vp, withdrawn  # noqa: E402


@dataclass
class Tally:
    """What the seats of one bot level did with their withdrawals."""

    seats: int = 0
    paid_vp: float = 0.0  # VP paid for withdrawals
    unspent_vp: float = 0.0  # VP paid for money still held at the end
    seats_paid: int = 0
    seats_unspent: int = 0
    score: float = 0.0  # final VP
    worst: tuple[float, int, int] = (0.0, -1, -1)  # (unspent VP, seed, seat)
    per_seat: list[float] = field(default_factory=list)
    departed: list[int] = field(default_factory=lambda: [0, 0])  # seats that left early first, second
    departed_won: float = 0.0  # of those, the games won (a shared win counts 1/k)

    def add(self, paid: float, unspent: float, score: int, seed: int, seat: int) -> None:
        self.seats += 1
        self.score += score
        self.paid_vp += paid
        self.unspent_vp += unspent
        self.seats_paid += paid > 0
        self.seats_unspent += unspent > 0
        self.per_seat.append(unspent)
        if unspent > self.worst[0]:
            self.worst = (unspent, seed, seat)

    def to_data(self) -> dict:
        n = max(1, self.seats)
        return {
            "seats": self.seats,
            "mean_score": round(self.score / n, 2),
            "paid_vp_per_seat": round(self.paid_vp / n, 3),
            "unspent_vp_per_seat": round(self.unspent_vp / n, 3),
            "share_of_seats_paying": round(self.seats_paid / n, 4),
            "share_of_seats_unspent": round(self.seats_unspent / n, 4),
            "worst_seat": {"unspent_vp": self.worst[0], "seed": self.worst[1], "seat": self.worst[2]},
            "early_departures": {"first": self.departed[0], "second": self.departed[1],
                                 "won": round(self.departed_won, 2)},
        }


HOLD = "-hold"


class Holding(Bot):
    """A bot that decides by the estimate in which withdrawn money in hand counts as any other money."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.level = inner.level + HOLD

    def decide(self, game, state, player):
        heuristic.WITHDRAWN_IDLE = False
        try:
            return self.inner.decide(game, state, player)
        finally:
            heuristic.WITHDRAWN_IDLE = True

    def choose(self, game, observation, player):  # pragma: no cover - decide() is the entry point
        return self.decide(game, observation, player)


def with_holding(build: BotFactory) -> BotFactory:
    """The factory's bots, and for a level ending in ``-hold`` that level's bot as a :class:`Holding`."""

    def factory(level: str, seed: int) -> Bot:
        if level.endswith(HOLD):
            return Holding(build(level[: -len(HOLD)], seed))
        return build(level, seed)

    return factory


def measure(
    bots: Sequence[str], games: int, seed: int, factory: BotFactory | None = None
) -> tuple[dict[str, Tally], dict]:
    """Play the arena's ``games`` ESSEN games from ``seed`` (seats rotating) and tally the withdrawals of
    each level; also the arena's own result (win shares) of the same games."""
    game = get_game("essen")
    build = with_holding(factory or default_factory())
    result = new_result(game, bots)
    tallies = {level: Tally() for level in result.levels()}
    for k in range(games):
        levels = seating(result.bots, k)
        played = play_one(game, levels, seed + k, build, keep_final=True)
        record_game(result, levels, played)
        end = played.final
        for seat, level in enumerate(levels):
            paid = withdrawn(end, seat) * WITHDRAW_VP / WITHDRAW_AMOUNT
            tallies[level].add(paid, unspent_withdrawal_vp(end, seat), end.vp[seat], seed + k, seat)
            if seat in end.departed:
                tallies[level].departed[end.departed.index(seat)] += 1
                if seat in played.winners:
                    tallies[level].departed_won += 1 / len(played.winners)
    return tallies, result.to_data()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--bots", default="greedy", help="one level per seat, or one level for all")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="the Thinker's rollouts per decision")
    args = ap.parse_args()
    bots = args.bots.split(",")
    if len(bots) == 1:
        bots = bots * args.players
    if len(bots) != args.players:
        ap.error(f"--bots names {len(bots)} seats for {args.players} players")
    tallies, arena = measure(bots, args.games, args.seed, default_factory(iterations=args.iterations))
    out = {
        "players": args.players,
        "bots": bots,
        "games": args.games,
        "seed": args.seed,
        "withdrawals": {level: t.to_data() for level, t in tallies.items()},
        "wins": arena["wins"],
        "ci95": arena["ci95"],
        "decision_ms": arena["decision_ms"],
        "decision_cpu_ms": arena["decision_cpu_ms"],
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
