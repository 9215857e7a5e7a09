"""Figures of the table for ``fairtable bench --ui``: start-up, and per title the board build, the relayout
after an action, and how readable the board is in a laptop's window."""

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
    from fairtable import i18n

    boards = {game_id: _board_figures(app, game_id, seeds, moves) for game_id in game_ids}
    for game_id in game_ids:
        boards[game_id].update(readability_figures(app, game_id))
    return {"startup_ms": startup_ms(startup_runs), "lang": i18n.language(), "boards": boards}


READ_SIZE = (1280, 720)  # a laptop's window


def readability_figures(app, game_id: str, seed: int = 3, moves: int = 150, every: int = 10,  # type: ignore[no-untyped-def]
                        size: tuple[int, int] = READ_SIZE) -> dict[str, Any]:
    """How readable the board is in the main window at ``size`` with its docks at their default widths (a
    fresh settings folder) and the board fit: a human (Anna) and bots of up to four seats, measured from
    the scene as drawn at the start and every ``every`` random moves up to ``moves``: the smallest primary
    text of a piece in pixels (``text_px_min``, and where), the labels cut off whose whole text is not one
    hover away (``labels_elided``, the most at one position, and which), and the zone labels' size. And of
    everything written on the board, the board's art and its Qt labels included (``ui/table/art_text.py``):
    the smallest text a player must read (``art_text_px_min``, and where: ``art_smallest``) and the most
    texts clipped or overlapping at one position (``art_clipped``, and which: ``art_clipped_texts``), in the
    language spoken (``fairtable bench --ui --lang CODE``)."""
    import tempfile

    from fairtable.engine.match import Seat
    from fairtable.engine.registry import get_game
    from fairtable.ui.table.art_text import art_readability
    from fairtable.ui.table.readability import readability

    game = get_game(game_id)
    names = ("Anna", "Ben", "Chloe", "Deniz")[: min(4, game.info.max_players)]
    seats = [Seat(name=n, kind="human" if i == 0 else "bot", level=None if i == 0 else "random") for i, n in enumerate(names)]
    saved = os.environ.get("FAIRTABLE_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["FAIRTABLE_DATA_DIR"] = folder  # the docks at their first widths, no game to resume
        try:
            worst = _measure_readability(app, game, seats, seed, moves, every, size, readability, art_readability)
        finally:
            if saved is None:
                os.environ.pop("FAIRTABLE_DATA_DIR", None)
            else:
                os.environ["FAIRTABLE_DATA_DIR"] = saved
    return worst


def still_table(game, seats, seed: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """A window of ``size`` with a new game of ``game`` at its table, nothing animated and no bot moving: the
    caller plays the moves it wants to measure or picture (returns the window and the match)."""
    from fairtable.engine.match import Match
    from fairtable.ui.main_window import MainWindow

    window = MainWindow()
    window.resize(*size)
    window.show()
    window.set_animation_speed("Off")
    match = Match(game, seats, seed=seed)
    window.start(match)
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    return window, match


def _measure_readability(app, game, seats, seed, moves, every, size, readability, art_readability) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    from fairtable.engine.rng import Rng

    window, match = still_table(game, seats, seed, size)
    c = window.controller
    chooser = Rng(seed)
    figures: dict[str, Any] = {"text_px_min": None, "labels_elided": 0, "art_text_px_min": None, "art_clipped": 0,
                               "art_smallest": "", "art_clipped_texts": [], "art_below_floor": 0}
    try:
        for played in range(moves + 1):
            if played % every == 0:
                app.processEvents()
                r = readability(window.table.view)
                if r["text_px_min"] is not None and (figures["text_px_min"] is None or r["text_px_min"] < figures["text_px_min"]):
                    figures["text_px_min"], figures["text_px_smallest"] = r["text_px_min"], r["smallest"]
                if r["label_px_min"] is not None:
                    figures["label_px_min"] = min(figures.get("label_px_min", r["label_px_min"]), r["label_px_min"])
                if r["labels_elided"] > figures["labels_elided"] or "elided" not in figures:
                    figures["labels_elided"], figures["elided"] = r["labels_elided"], r["elided"][:10]
                a = art_readability(window.table.view)
                if a["art_text_px_min"] is not None and (figures["art_text_px_min"] is None
                                                         or a["art_text_px_min"] < figures["art_text_px_min"]):
                    figures["art_text_px_min"], figures["art_smallest"] = a["art_text_px_min"], a["art_smallest"]
                if a["art_clipped"] > figures["art_clipped"]:
                    figures["art_clipped"], figures["art_clipped_texts"] = a["art_clipped"], a["art_clipped_texts"][:80]
                if a["art_below_floor"] > figures["art_below_floor"]:
                    figures["art_below_floor"], figures["art_texts"] = a["art_below_floor"], a["art_texts"]
                    figures["art_below_texts"] = a["art_below_texts"][:80]
            if match.is_over():
                break
            match.play(chooser.choice(game.legal_actions(match.state)))
            c.refresh(animate=False)
        figures["zoom"] = round(window.table.view.transform().m11(), 3)
    finally:
        window.close()  # the controller and its scene go with it
        window.deleteLater()
    return figures


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


LONG_MOVES = 100_000  # the longest game a record under the size limit holds is of this order


def bench_long_record(moves: int = LONG_MOVES, tries: int = 5) -> dict[str, Any]:
    """A legal festival game of ``moves`` moves (``bench.long_record``) written as a record, opened in the main
    window offscreen as Game > Open opens it, in a process of its own so that its peak memory is the
    opening's: the seconds it took, the peak memory (MB, the process's resident set at its largest, the
    window included) and the time of a move at that length (a move of Anna's, from the table to the docks
    shown, its autosave written; median and most of ``tries``), in wall-clock and CPU time."""
    import json
    import tempfile
    from pathlib import Path

    from fairtable.bench import long_record

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.json"
        path.write_text(long_record(moves).to_json(), encoding="utf-8")
        size = path.stat().st_size
        env = dict(os.environ, FAIRTABLE_DATA_DIR=str(Path(folder) / "data"))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if getattr(sys, "frozen", False):
            return {**_open_long(path, tries), "bytes": size}
        out = subprocess.run([sys.executable, "-m", "fairtable.ui.bench", str(path), str(tries)], env=env,
                             capture_output=True, text=True, timeout=600, check=True).stdout
    return {**json.loads(out.strip().splitlines()[-1]), "bytes": size}


def _peak_mb() -> float:
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _open_long(path, tries: int) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fairtable.bots.base import make_bot
    from fairtable.ui.app import make_app
    from fairtable.ui.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    window.resize(1280, 720)
    window.show()
    window.set_animation_speed("Off")
    app.processEvents()
    before = _peak_mb()
    t0, cpu0 = time.perf_counter(), time.process_time()
    opened = window.files.open_record(path)
    app.processEvents()
    seconds, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    peak = _peak_mb()
    c = window.controller
    if not opened or c is None:
        raise RuntimeError(window.statusBar().currentMessage())
    match = c.match
    c.scheduler.paused = True
    c.cancel_bots()
    bot = make_bot("random", 1)
    times, cpu_times = [], []
    for _ in range(tries):
        while not c.human_to_act() and not match.is_over():  # the bots' turns, played at once
            match.play(bot.decide(c.game, match.state, match.current_player()))
            c.refresh(animate=False)
        if match.is_over():
            break
        action = c.legal()[0]
        t1, cpu1 = time.perf_counter(), time.process_time()
        c.play(action)
        app.processEvents()
        times.append((time.perf_counter() - t1) * 1000)
        cpu_times.append((time.process_time() - cpu1) * 1000)
        c.cancel_bots()
    # On a shared machine wall time depends on the neighbours; the CPU time of this process does not.
    figures = {"moves": len(match.steps) - len(times), "open_s": round(seconds, 2), "open_cpu_s": round(cpu, 2),
               "peak_mb": peak, "window_mb": before, "move_ms": round(statistics.median(times), 1),
               "move_max_ms": round(max(times), 1), "move_cpu_ms": round(statistics.median(cpu_times), 1),
               "log_rows": window.log.count()}
    window.close()
    window.deleteLater()
    return figures


if __name__ == "__main__":  # the opening of bench_long_record, in a process of its own
    import json
    from pathlib import Path

    print(json.dumps(_open_long(Path(sys.argv[1]), int(sys.argv[2]))), flush=True)
    os._exit(0)  # the window's objects are not torn down one by one: the figures are out
