"""Timings of the table for ``fairtable bench --ui``: start-up, board build, relayout after an action."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from typing import Any

STARTUP_MARK = "fairtable-window-shown"


def startup_ms(runs: int = 3) -> float:
    """From launching ``python -m fairtable`` to its first window shown (best of a few warm runs)."""
    env = dict(os.environ, FAIRTABLE_STARTUP_PROBE="1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        # In a frozen bundle the executable is the app itself.
        command = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "fairtable"]
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == STARTUP_MARK:
                best = min(best, (time.perf_counter() - t0) * 1000)
                break
        proc.wait(timeout=30)
    return round(best, 1)


def bench_ui(game_id: str = "essen") -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.ui.app import make_app
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.table_widget import TableWidget

    app = make_app()
    game = get_game(game_id)
    seats = [Seat(name=n) for n in ("Anna", "Ben", "Chloe", "Deniz")][: min(4, game.info.max_players)]
    builds: list[float] = []
    relayouts: list[float] = []
    for seed in range(3):
        match = Match(game, seats, seed=seed)
        chooser = Rng(seed)
        t0 = time.perf_counter()
        c = TableController(match)
        widget = TableWidget(c.scene)
        widget.resize(1400, 900)
        widget.show()
        c.refresh(animate=False)
        app.processEvents()
        builds.append((time.perf_counter() - t0) * 1000)
        for _ in range(120):
            if match.is_over():
                break
            match.play(chooser.choice(game.legal_actions(match.state)))
            t1 = time.perf_counter()
            c.refresh(animate=True)
            relayouts.append((time.perf_counter() - t1) * 1000)
            c.scene.finish_animations()
        c.shutdown()
        widget.close()
    return {
        "game": game_id,
        "startup_ms": startup_ms(),
        "board_build_ms": round(statistics.median(builds), 1),
        "relayout_ms": round(statistics.median(relayouts), 2),
        "relayout_p95_ms": round(sorted(relayouts)[int(len(relayouts) * 0.95)], 2),
    }
