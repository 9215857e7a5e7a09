"""The layers: engine, bots and each title's rules import no Qt (only games/<id>/view.py may)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "fairtable"
QT = ("PySide6", "shiboken6")


def qt_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] in QT]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in QT:
            found.append(node.module)
    return found


def headless_modules() -> list[Path]:
    files = []
    for folder in ("engine", "bots", "games"):
        files += [p for p in (ROOT / folder).rglob("*.py") if p.name != "view.py"]
    files += [ROOT / "paths.py", ROOT / "saves.py", ROOT / "resources.py", ROOT / "crashlog.py", ROOT / "bench.py"]
    return files


def test_engine_bots_and_rules_import_no_qt():
    offenders = {str(p.relative_to(ROOT)): qt_imports(p) for p in headless_modules()}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_scan_finds_qt_where_it_is():
    assert qt_imports(ROOT / "ui" / "app.py")


def test_the_engine_runs_without_qt_loaded():
    import subprocess
    import sys

    code = (
        "import sys; import fairtable.bots.selfplay, fairtable.engine.match, fairtable.bots.random;"
        "import fairtable.engine.registry as r; [r.get_game(i) for i in r.title_ids()];"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT.parent)


def test_the_welcome_listing_agrees_with_every_title():
    from fairtable.engine.registry import LISTINGS, TITLES, get_game

    assert list(LISTINGS) == list(TITLES)
    for game_id, listing in LISTINGS.items():
        info = get_game(game_id).info
        assert (listing.id, listing.name, listing.min_players, listing.max_players, listing.summary) == (
            info.id, info.name, info.min_players, info.max_players, info.summary)


def test_the_first_window_needs_neither_the_engine_nor_the_titles():
    """Not even to list the unfinished games on the welcome page."""
    import subprocess
    import sys

    from fairtable import saves
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    Match(get_game("essen"), [Seat(name="A"), Seat(name="B")], seed=1,
          autosave=saves.autosave_file(saves.new_game_id())).save_autosave()
    code = (
        "import sys, os; os.environ['QT_QPA_PLATFORM']='offscreen';"
        "from fairtable.ui.app import make_app; app = make_app();"
        "from fairtable.ui.main_window import MainWindow; w = MainWindow(); w.show(); app.processEvents();"
        "assert len(w.welcome.rows) == 1, 'the autosaved game is listed';"
        "heavy = [m for m in sys.modules if m.startswith(('pydantic', 'fairtable.games', 'fairtable.bots'))];"
        "assert not heavy, heavy; w.close()"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT.parent)
