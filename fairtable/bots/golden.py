"""Golden playthroughs: seeded bot games of every title and player count, written move by move, so that a
change meant to keep play as it is (a redesign of the code's shape) can be shown to keep it, to the letter.

Each playthrough is one game of ``level`` bots at every seat, from a seed: for every move, the move itself
(its record form), the log line, what the move set off as a spectator is told it, the prompt the next seat to
act reads, and every seat's public score. ``scripts/golden.py`` writes them to ``tests/golden/`` (one
gzipped JSON-lines file a playthrough); ``tests/bots/test_golden.py`` plays each again and compares every
line. English only: the words are the catalog's source, the same in every language's code path.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

LEVELS = ("random", "greedy")  # Random and Normal bots
SEED = 20261203


def playthrough_names() -> Iterator[tuple[str, int, str]]:
    """(title id, player count, bot level) of every golden playthrough."""
    from fairtable.engine.registry import get_game, title_ids

    for game_id in title_ids():
        info = get_game(game_id).info
        for players in range(info.min_players, info.max_players + 1):
            for level in LEVELS:
                yield game_id, players, level


def file_name(game_id: str, players: int, level: str) -> str:
    return f"{game_id}-{players}p-{level}.jsonl.gz"


def play(game_id: str, players: int, level: str, seed: int = SEED) -> Iterator[dict[str, Any]]:
    """The playthrough's lines: first the setup (what was told, the first prompt, the scores), then one a
    move. The bots decide from their own seats' observations, each with a seed of its own."""
    from fairtable.bots.base import make_bot
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng

    game = get_game(game_id)
    seats = [Seat(name=f"Seat {i + 1}", kind="bot", level=level) for i in range(players)]
    match = Match(game, seats, None, seed)
    seeds = Rng(seed ^ 0x601D)
    bots = [make_bot(level, seeds.fork()) for _ in range(players)]

    def now() -> dict[str, Any]:
        seat = game.current_player(match.state)
        return {"prompt": game.presentation.prompt(match.state, seat), "scores": list(game.public_scores(match.state))}

    yield {"setup": [e.line(None) for e in match.setup_events], **now()}
    while not match.is_over():
        seat = game.current_player(match.state)
        action = bots[seat].decide(game, match.state, seat)
        line = match.play(action)
        yield {"move": json.loads(action.model_dump_json()), "line": line,
               "told": match.steps[-1].told(None), **now()}


def write(folder: Path, game_id: str, players: int, level: str) -> Path:
    path = folder / file_name(game_id, players, level)
    folder.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n" for line in play(game_id, players, level))
    with gzip.GzipFile(path, "wb", mtime=0) as out:  # the same bytes for the same game
        out.write(text.encode("utf-8"))
    return path


def read(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]
