"""scripts/balance_lines.py: the arena's games with the winners' score lines and the action kinds where legal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), FAIRTABLE_LANG="en")
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "balance_lines.py"), *args],
                         capture_output=True, text=True, env=env, check=True).stdout
    return json.loads(out)


def test_the_winners_score_lines_add_up_to_their_totals_and_the_games_are_the_arenas():
    from fairtable.bots.arena import run_arena
    from fairtable.engine.registry import get_game

    data = _run("--game", "marche", "--players", "2", "--games", "3", "--seed", "5")
    assert abs(sum(v["mean_share"] for v in data["winner_lines"].values()) - 1) < 1e-3
    arena = run_arena(get_game("marche"), ["greedy", "greedy"], 3, 5).to_data()
    assert data["arena"]["wins"] == arena["wins"] and data["arena"]["components"] == arena["components"]
    assert data["arena"]["action_share"] == arena["action_share"]
    assert set(data["chosen_when_legal"]) >= set(arena["games_with"]["greedy"]) - {"first_store", "draft_goal"}


def test_the_seats_that_scored_a_line_are_counted_from_every_seat_not_only_the_winners():
    from fairtable.bots.arena import default_factory, play_one, seating
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    data = _run("--game", "essen", "--players", "2", "--games", "3", "--seed", "7")
    build = default_factory()
    scored: dict[str, int] = {}
    for k in range(3):
        levels = seating(["greedy", "greedy"], k)
        res = game.result(play_one(game, levels, 7 + k, build, keep_final=True).final)
        for seat in range(2):
            for label, pts in res.breakdown[seat]:
                if pts:
                    scored[label] = scored.get(label, 0) + 1
    assert data["seats_with_line"] == {k: round(n / 6, 4) for k, n in scored.items()}
    assert data["seats_with_line"]["Purchases"] == 1.0
    assert data["legal_seat_share"]["buy"] == 1.0
    assert all(data["legal_seat_share"][k] >= v for k, v in data["legal_often_seat_share"].items())
