"""The boards in every language: ``python scripts/screenshots.py [--lang de] [--game essen] [--size 1280x720]``
writes docs/screenshots/<game>-<lang>.png, a game in progress (a human and two Normal-looking bots, seed 7)
as a player sees it in that language. tests/i18n/test_glyphs.py checks the same tables for missing glyphs."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("FAIRTABLE_DATA_DIR", tempfile.mkdtemp(prefix="fairtable-shots-"))

NAMES = ["Anna", "Ben", "Chloe"]
MOVES = {"essen": 14, "empresario": 10, "marche": 12, "festival": 14}


def table_in(game_id: str, lang: str, size: tuple[int, int], moves: int | None = None):  # type: ignore[no-untyped-def]
    """A main window in ``lang`` showing a game of ``game_id`` a few moves in (the caller closes it)."""

    from fairtable import i18n
    from fairtable.bots.base import make_bot
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game
    from fairtable.ui.app import make_app

    i18n.set_language(lang)
    app = make_app()
    from fairtable.ui.main_window import MainWindow

    win = MainWindow()
    win.resize(*size)
    win.show()
    win.set_animation_speed("Off")
    win.set_bot_speed("instant")
    game = get_game(game_id)
    seats = [Seat(name=NAMES[0])] + [Seat(name=n, kind="bot", level="greedy") for n in NAMES[1:]]
    match = Match(game, seats, None, seed=7)
    bots = [make_bot("greedy", seed=i) for i in range(len(seats))]
    for _ in range(MOVES.get(game_id, 12) if moves is None else moves):
        if match.is_over():
            break
        p = match.current_player()
        match.play(bots[p].decide(game, match.state.clone(), p))
    win.start(match)
    win.controller.banner_ms = 0
    for _ in range(60):
        app.processEvents()
    return win


def shrink(path: Path) -> None:
    """The picture in 256 colours, without dithering (a third of the size, the text as sharp), where
    ImageMagick is installed; else as Qt saved it."""
    import shutil
    import subprocess

    convert = shutil.which("convert")
    if convert:
        subprocess.run([convert, str(path), "-dither", "None", "-colors", "256", f"PNG8:{path}"], check=False)


def main(argv: list[str]) -> int:
    from fairtable.engine.registry import title_ids
    from fairtable.i18n import LANGUAGES

    p = argparse.ArgumentParser(prog="screenshots.py")
    p.add_argument("--lang", action="append", choices=list(LANGUAGES))
    p.add_argument("--game", action="append", choices=title_ids())
    p.add_argument("--size", default="1280x720")
    args = p.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang or list(LANGUAGES):
        for game_id in args.game or title_ids():
            win = table_in(game_id, lang, (w, h))
            path = out / f"{game_id}-{lang}.png"
            win.grab().save(str(path))
            shrink(path)
            print(f"{path.relative_to(ROOT)}")
            win.controller.shutdown()
            win.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
