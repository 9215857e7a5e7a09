"""How often a festival bot passes on a festival it is rich enough to buy: over the arena's games (same seeds,
seating and bots as ``fairtable arena``), every decision where buying the unowned festival the seat stands
on is legal and the seat's cash is more than three times its price, counted as bought or passed (the
rulebook has no auction: a festival passed on stays the bank's until someone else lands there).

    PYTHONPATH=$PWD python scripts/festival_buying.py --players 3 --games 200 --seed 1 [--bots greedy,greedy,greedy]

Prints one JSON object: chances, passes, the pass share with its 95% interval, the passes in rounds 1-10, the
arena's win shares. Only festivals count (stations and Handy/Bierquelle are left out).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass, field

os.environ.setdefault("FAIRTABLE_LANG", "en")

from fairtable.bots.arena import default_factory, play_one, seating, wilson  # noqa: E402
from fairtable.engine.registry import get_game  # noqa: E402
from fairtable.games.festival.data import tables  # noqa: E402

RICH = 3  # a seat is rich for a festival when its cash is more than this many times the price
EARLY_ROUNDS = 10  # the rounds counted apart as "early"


@dataclass
class Passing:
    """Rich chances to buy a festival, and how many of them were passed on, per bot level."""

    chances: dict[str, int] = field(default_factory=dict)
    passes: dict[str, int] = field(default_factory=dict)
    early_chances: dict[str, int] = field(default_factory=dict)
    early_passes: dict[str, int] = field(default_factory=dict)
    wins: list[float] = field(default_factory=list)  # per seat, shared wins
    games: int = 0

    def share(self, level: str) -> float:
        return self.passes.get(level, 0) / max(1, self.chances.get(level, 0))


def rich_chance(state, player: int, legal) -> int | None:
    """The festival a decision may buy while its seat is rich (more than ``RICH`` times the price), or None."""
    t = tables()
    for a in legal:
        if a.kind == "buy" and t.kind[a.field] == "festival" and state.cash[player] > RICH * t.price[a.field]:
            return a.field
    return None


def passing(levels: list[str], games: int, seed: int = 1, iterations: int | None = 100) -> Passing:
    """Play the arena's ``games`` festival games (seeds ``seed``..., each game's seating rotated as the arena
    does) and count the rich chances per level; the Thinker plays ``iterations`` rollouts a decision."""
    game = get_game("festival")
    build = default_factory(iterations)
    tally = Passing(wins=[0.0] * len(levels))
    n = len(levels)
    for k in range(games):
        seated = seating(levels, k)

        def watch(state, player, legal, action, seated=seated):
            if rich_chance(state, player, legal) is None:
                return
            lv = seated[player]
            early = state.round <= EARLY_ROUNDS
            tally.chances[lv] = tally.chances.get(lv, 0) + 1
            tally.early_chances[lv] = tally.early_chances.get(lv, 0) + early
            if action.kind != "buy":
                tally.passes[lv] = tally.passes.get(lv, 0) + 1
                tally.early_passes[lv] = tally.early_passes.get(lv, 0) + early

        played = play_one(game, seated, seed + k, build, watch=watch)
        for w in played.winners:
            tally.wins[(w + k) % n] += 1 / len(played.winners)  # the bot in seat w is levels[(w + k) % n]
        tally.games += 1
    return tally


def report(levels: list[str], tally: Passing) -> dict:
    out: dict = {"bots": levels, "games": tally.games, "rich": f"cash > {RICH} x price", "levels": {}}
    for lv in sorted(tally.chances):
        n, k = tally.chances[lv], tally.passes.get(lv, 0)
        lo, hi = wilson(k / max(1, n), n)
        en, ek = tally.early_chances.get(lv, 0), tally.early_passes.get(lv, 0)
        out["levels"][lv] = {
            "chances": n, "passes": k, "pass_share": round(k / max(1, n), 4),
            "interval95": [round(lo, 4), round(hi, 4)],
            f"rounds_1_{EARLY_ROUNDS}": {"chances": en, "passes": ek, "pass_share": round(ek / max(1, en), 4)},
        }
    out["wins"] = [round(w / max(1, tally.games), 4) for w in tally.wins]
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="", help="comma-separated levels (default: greedy in every seat)")
    ap.add_argument("--iterations", type=int, default=100, help="the Thinker's rollouts a decision")
    args = ap.parse_args(argv)
    levels = args.bots.split(",") if args.bots else ["greedy"] * args.players
    json.dump(report(levels, passing(levels, args.games, args.seed, args.iterations)), sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
