"""Writes the golden playthroughs again: ``python scripts/golden.py [--game ID]`` (fairtable/bots/golden.py says
what they hold). Run it only when play is meant to change (a rule, a figure, a bot, a word of the log), and
say so in the commit; a change meant to keep play as it is must leave every file as it was."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    from fairtable import i18n
    from fairtable.bots.golden import playthrough_names, write

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", help="only this title")
    args = parser.parse_args()
    i18n.set_language("en")
    for game_id, players, level in playthrough_names():
        if args.game and game_id != args.game:
            continue
        path = write(ROOT / "tests" / "golden", game_id, players, level)
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
