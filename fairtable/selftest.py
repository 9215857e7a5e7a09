"""``fairtable selftest``: proves an installation works. The frozen build and the packages run it.

It imports every module, loads every title's data, plays one seeded game of every title, and opens and
closes a window (offscreen unless a platform is chosen). Exit 0 only if all of that worked.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import time

from fairtable.i18n import N_, _, ngettext


def _step(name: str, fn) -> bool:  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    try:
        detail = fn()
    except Exception as exc:  # report every failure in one line and carry on
        print(_("FAIL {step}: {error}").format(step=_(name), error=f"{exc.__class__.__name__}: {exc}"), flush=True)
        return False
    ms = f"{(time.perf_counter() - t0) * 1000:.0f}"
    if detail:
        print(_("ok   {step}: {detail} ({ms} ms)").format(step=_(name), detail=detail, ms=ms), flush=True)
    else:
        print(_("ok   {step} ({ms} ms)").format(step=_(name), ms=ms), flush=True)
    return True


def import_everything() -> str:
    import fairtable

    count = 0
    for info in pkgutil.walk_packages(fairtable.__path__, "fairtable."):
        if info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)
        count += 1
    return ngettext("{n} module", "{n} modules", count).format(n=count)


def play_every_title() -> str:
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.registry import all_games

    out = []
    for game in all_games():
        played = play_game(game, game.info.min_players, 1)
        if not game.is_over(played.final):
            raise RuntimeError(_("{game} did not finish").format(game=game.info.id))
        n = len(played.actions)
        out.append(ngettext("{game} {n} action", "{game} {n} actions", n).format(game=game.info.id, n=n))
    return ", ".join(out)


def resources_present() -> str:
    from fairtable.engine.registry import all_games
    from fairtable.resources import resource_path, resource_root

    for game in all_games():
        folder = resource_path("games", game.info.id)
        if not folder.is_dir():
            raise RuntimeError(_("no data folder {folder}").format(folder=folder))
        if not (folder / "rules.md").is_file():
            raise RuntimeError(_("no rules summary in {folder}").format(folder=folder))
    return str(resource_root())


def open_window() -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from fairtable.ui.app import selftest_window

    return selftest_window()


def run_selftest() -> int:
    from fairtable import __version__

    print(_("fairtable {version} selftest (Python {python})").format(version=__version__,
                                                                     python=sys.version.split()[0]), flush=True)
    results = [
        _step(N_("import every module"), import_everything),
        _step(N_("resources"), resources_present),
        _step(N_("load data and play one game of every title"), play_every_title),
        _step(N_("open and close a window"), open_window),
    ]
    ok = all(results)
    print(_("selftest passed") if ok else _("selftest FAILED"), flush=True)
    return 0 if ok else 1
