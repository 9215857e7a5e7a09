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
