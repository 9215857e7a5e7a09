"""Timings of the table for ``fairtable bench --ui``: start-up, and per title the board build and the relayout
after an action."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
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


def bench_ui(game_ids: Sequence[str], seeds: int = 3, moves: int = 120, startup_runs: int = 3) -> dict[str, Any]:
    """Start-up once, then per title: the board built for a new match of up to four seats (median of
    ``seeds`` matches) and laid out again after each of up to ``moves`` random moves (median and 95th
    percentile; and apart, how often a move changed the zones, so that the board's art was drawn again, and
    the median relayout of those moves)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fairtable.ui.app import make_app

    app = make_app()
    boards = {game_id: _board_figures(app, game_id, seeds, moves) for game_id in game_ids}
    return {"startup_ms": startup_ms(startup_runs), "boards": boards}


def _board_figures(app, game_id: str, seeds: int, moves: int) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.table_widget import TableWidget

    game = get_game(game_id)
    seats = [Seat(name=n) for n in ("Anna", "Ben", "Chloe", "Deniz")][: min(4, game.info.max_players)]
    builds: list[float] = []
    relayouts: list[float] = []
    new_zones: list[float] = []  # the relayouts of moves that changed the zones (the board's art drawn again)
    for seed in range(seeds):
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
        for _ in range(moves):
            if match.is_over():
                break
            match.play(chooser.choice(game.legal_actions(match.state)))
            zones = c.scene._plan_key
            t1 = time.perf_counter()
            c.refresh(animate=True)
            ms = (time.perf_counter() - t1) * 1000
            relayouts.append(ms)
            if c.scene._plan_key != zones:
                new_zones.append(ms)
            app.processEvents()  # what the event loop does between two moves (paint, deferred deletes)
            c.scene.finish_animations()
        c.shutdown()
        widget.close()
    relayouts.sort()
    return {
        "players": len(seats),
        "board_build_ms": round(statistics.median(builds), 1),
        "relayout_ms": round(statistics.median(relayouts), 2),
        "relayout_p95_ms": round(relayouts[int(len(relayouts) * 0.95)], 2),
        "new_zones_share": round(len(new_zones) / len(relayouts), 3),
        "new_zones_ms": round(statistics.median(new_zones), 2) if new_zones else None,
    }
