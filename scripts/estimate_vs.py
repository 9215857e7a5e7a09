"""Normal with a title's estimate as it is against Normal with the estimate of another commit: does a change to
a heuristic.py make the bots play better? The arena's games (seeds, seating, seats rotating); the level named
``greedy-old`` decides with the older module's Strategy, every other seat with today's.

    PYTHONPATH=$PWD python scripts/estimate_vs.py --game empresario --rev e82515d --bots greedy,greedy-old --games 400
    PYTHONPATH=$PWD python scripts/estimate_vs.py --game empresario --rev e82515d --bots greedy,greedy-old,greedy-old --games 300

The older heuristic.py is read with ``git show REV:fairtable/games/ID/heuristic.py`` and must import from the
code as it is now. Prints the arena's JSON (win shares with their 95% intervals, unfinished games).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fairtable.bots.arena import default_factory, new_result, play_counted, record_game, seating  # noqa: E402
from fairtable.bots.base import Bot  # noqa: E402
from fairtable.engine.registry import get_game  # noqa: E402
from fairtable.engine.strategy import Strategy  # noqa: E402

OLD = "-old"


def old_strategy(game_id: str, rev: str, game):  # type: ignore[no-untyped-def]
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:fairtable/games/{game_id}/heuristic.py"],
                            check=True, capture_output=True, text=True).stdout
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(source)
    spec = importlib.util.spec_from_file_location(f"old_heuristic_{game_id}", f.name)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    (cls,) = [c for c in vars(module).values()
              if isinstance(c, type) and issubclass(c, Strategy) and c is not Strategy and c.__module__ == module.__name__]
    return cls(game)


class WithStrategy(Bot):
    """A bot that decides with another Strategy in the game's place."""

    def __init__(self, inner: Bot, strategy: Strategy) -> None:
        self.inner, self.strategy = inner, strategy
        self.level = inner.level + OLD

    def decide(self, game, state, player):  # type: ignore[no-untyped-def]
        now = game.strategy
        game.strategy = self.strategy
        try:
            return self.inner.decide(game, state, player)
        finally:
            game.strategy = now

    def choose(self, game, observation, player):  # type: ignore[no-untyped-def]  # pragma: no cover
        return self.decide(game, observation, player)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--rev", required=True, help="the commit whose heuristic.py the -old level plays by")
    ap.add_argument("--bots", default="greedy,greedy-old")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    game = get_game(args.game)
    old = old_strategy(args.game, args.rev, game)
    build = default_factory()

    def factory(level: str, seed: int) -> Bot:
        return WithStrategy(build(level[: -len(OLD)], seed), old) if level.endswith(OLD) else build(level, seed)

    result = new_result(game, args.bots.split(","))
    for k in range(args.games):
        levels = seating(result.bots, k)
        record_game(result, levels, play_counted(game, levels, args.seed + k, factory))
    data = result.to_data()
    print(json.dumps({"game": args.game, "rev": args.rev, "bots": result.bots, "games": args.games,
                      "seed": args.seed, "wins": data["wins"], "ci95": data["ci95"],
                      "unfinished": data["unfinished"]}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
