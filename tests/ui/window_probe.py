"""Run as a program on a real display with a window manager: opens fairtable's window (optionally with a
seeded game at the table, a dialog, a text size) and prints, as one JSON line, where the window manager put
its frame and where each thing a player must reach lies on the screen.

    python tests/ui/window_probe.py --game festival --players 6 --moves 40 [--text-size Largest]
        [--dialog rules|new-game|damaged|keys|statistics] [--screenshot out.png]

tests/ui/test_window_fit.py starts it under Xvfb and openbox at several screen sizes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path


def rect(r) -> list[int]:  # type: ignore[no-untyped-def]
    return [r.x(), r.y(), r.width(), r.height()]


def global_rect(w) -> list[int]:  # type: ignore[no-untyped-def]
    top_left = w.mapToGlobal(w.rect().topLeft())
    return [top_left.x(), top_left.y(), w.width(), w.height()]


def wait(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--text-size", default="Normal")
    parser.add_argument("--dialog")
    parser.add_argument("--damaged", type=int, default=0, help="damaged autosaves to set up before the start")
    parser.add_argument("--geometry", help="a remembered window size WxH to start with")
    parser.add_argument("--screenshot")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--humans", type=int, default=1, help="seats played by people (two or more: hotseat cover)")
    parser.add_argument("--until-human", action="store_true", help="after --moves, play on to the human's turn")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from fairtable.ui.app import make_app, speak
    from fairtable.ui.main_window import MainWindow
    from fairtable.ui.settings import Settings

    app = make_app()
    speak(app, args.lang)
    data = Path(os.environ["FAIRTABLE_DATA_DIR"])
    if args.damaged:
        games = data / "games"
        games.mkdir(parents=True, exist_ok=True)
        for i in range(args.damaged):
            (games / f"20260101-0000{i:02d}-damaged{i:04d}.json").write_text("{ cut short", encoding="utf-8")
    settings = Settings(data / "settings.ini")
    settings.setValue("view/text_size", args.text_size)
    if args.geometry:
        w, h = (int(n) for n in args.geometry.split("x"))
        settings.setValue("window/placement", {"x": 0, "y": 0, "width": w, "height": h, "maximized": False,
                                               "full_screen": False})
    window = MainWindow(settings)
    window.show()
    wait(app, 1.0)
    if args.game:
        from fairtable.engine.match import Match
        from fairtable.engine.record import SeatRecord

        seats = [SeatRecord(name=f"Player {i + 1}", colour=f"#{(0x305070 + 0x1f3a11 * i) % 0xffffff:06x}",
                            kind="human" if i < args.humans else "bot", level=None if i < args.humans else "random")
                 for i in range(args.players)]
        from fairtable.engine.registry import get_game

        match = Match(get_game(args.game), seats, {}, args.seed)
        from fairtable.bots.base import make_bot

        bot = make_bot("greedy", args.seed)
        for n in range(args.moves + (500 if args.until_human else 0)):
            seat = match.game.current_player(match.state)
            if match.is_over() or (n >= args.moves and seat == 0):
                break
            match.play(bot.decide(match.game, match.state, seat))
        window.set_bot_speed("instant")
        window.set_animation_speed("Off")
        window.start(match)
        if window.controller is not None:
            window.controller.schedule_bot = lambda *a, **k: None  # the position stays as it was set up
            if args.humans < 2:
                window.controller.uncover()
        wait(app, 1.5)
    dialog = None
    if args.dialog == "rules":
        dialog = window.menus.rules_dialog()
    elif args.dialog == "keys":
        dialog = window.menus.keys_box()
    elif args.dialog == "statistics":
        from fairtable.ui.dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(window, lambda record: None)
        dialog.setFont(window.font())
    elif args.dialog == "new-game":
        from fairtable.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(window, args.game)
        dialog.setFont(window.font())
    if dialog is not None:
        dialog.show()
        wait(app, 1.5)
    if args.dialog == "damaged":  # told at start, in a modal dialog: measured while it is open
        from PySide6.QtCore import QTimer

        def measure() -> None:
            shown = QApplication.activeModalWidget()
            report(app, window, shown, args.screenshot)

        QTimer.singleShot(1500, measure)
        QTimer.singleShot(0, window.files.offer_resume)
        app.exec()
    report(app, window, dialog, args.screenshot)
    return 0


def report(app, window, dialog, screenshot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QAbstractButton, QTabBar

    if screenshot:
        os.system(f"import -window root {screenshot}")  # noqa: S605 (a test's own tool)
    screen = window.screen().availableGeometry()
    out = {
        "available": rect(screen),
        "frame": rect(window.frameGeometry()),
        "client": rect(window.geometry()),
        "minimum": [window.minimumSize().width(), window.minimumSize().height()],
        "status_bar": global_rect(window.statusBar()) if window.statusBar().isVisible() else None,
        "docks": {d.objectName(): global_rect(d) for d in window.docks if d.isVisible()},
        "buttons": [global_rect(b) for b in window.actions_panel.buttons if b.isVisible()],
        "buttons_total": len(window.actions_panel.buttons),
        "dialog": None,
        "tabbed": sorted({d.objectName() for d in window.docks for _ in window.tabifiedDockWidgets(d)}),
        "dock_tabs": [global_rect(bar) for bar in window.findChildren(QTabBar) if bar.isVisible()],
        "cover_button": global_rect(window.table.cover.button) if window.table.cover.isVisible() else None,
    }
    if dialog is not None:
        buttons = [global_rect(b) for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
        out["dialog"] = {"frame": rect(dialog.frameGeometry()), "buttons": buttons}
    print(json.dumps(out))
    sys.stdout.flush()
    os._exit(0)  # no autosave prompts, no waiting for bots


if __name__ == "__main__":
    sys.exit(main())
