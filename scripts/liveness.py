"""Do bot games end? Seeded games of one title over every player count and bot mix, with the rounds they took
(fairtable/bots/liveness.py says how the tables are chosen).

    PYTHONPATH=$PWD python scripts/liveness.py --game empresario --games 3000 --seed 1
    PYTHONPATH=$PWD python scripts/liveness.py --game essen --games 300 --levels random,greedy,thinker
    PYTHONPATH=$PWD python scripts/liveness.py --game festival --games 1000 --players 5

Prints one JSON object: per player count the games, the finished ones, the rounds (median, 99th
percentile, most, and the seed and seats of the longest game), the most actions, and each unfinished game's
line; and the title's stated length (``Strategy.longest_rounds``) with whether every game kept to it.
Exits 1 if any game did not finish or ran past the stated length.
"""

from __future__ import annotations

import argparse
import json
import sys

from fairtable.bots.liveness import LEVELS, run
from fairtable.engine.registry import get_game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(LEVELS), help="the levels the tables are filled from")
    ap.add_argument("--iterations", type=int, default=10, help="the Thinker's rollouts per decision")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the same games whatever the number)")
    ap.add_argument("--players", type=int, default=None, help="only this player count")
    args = ap.parse_args()
    game = get_game(args.game)
    options = game.make_options(None)
    stated = game.strategy.longest_rounds(options)
    lengths = run(game, args.games, args.seed, args.levels.split(","), options, args.iterations, args.jobs,
                  args.players)
    ok = all(not ln.unfinished and (stated is None or ln.max_rounds <= stated) for ln in lengths.values())
    out = {"game": args.game, "games": args.games, "seed": args.seed, "levels": args.levels.split(","),
           "stated_rounds": stated, "kept": ok,
           "by_players": {str(n): ln.to_data() for n, ln in sorted(lengths.items())}}
    print(json.dumps(out, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
