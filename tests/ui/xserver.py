"""A real X display with a window manager for window tests: Xvfb at a given size with openbox on it.

A bare X server puts no title bar or border around a window, so a window that fits only without its frame
looks as if it fits; openbox adds them as a player's desktop does. Where Xvfb or openbox is missing the
tests that need them are skipped (CI installs both: packaging/linux/apt-window-test-deps.txt).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

PROBE = Path(__file__).with_name("window_probe.py")
ROOT = Path(__file__).resolve().parents[2]


def have_window_manager() -> bool:
    return all(shutil.which(tool) for tool in ("Xvfb", "openbox"))


def _free_display() -> int:
    for n in range(90, 200):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise RuntimeError("no free X display number")


@contextlib.contextmanager
def desktop(width: int, height: int) -> Iterator[str]:
    """An X display of ``width`` x ``height`` with openbox running on it; yields its DISPLAY."""
    n = _free_display()
    display = f":{n}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wm = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display)
        wm = subprocess.Popen(["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        time.sleep(0.6)  # openbox takes the screen before the first window maps
        yield display
    finally:
        for proc in (wm, server):
            if proc is not None:
                proc.terminate()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(5)


def probe(display: str, data_dir: Path, *args: str, scale: float | None = None) -> dict:
    """Runs tests/ui/window_probe.py on ``display`` and returns what it measured."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", FAIRTABLE_DATA_DIR=str(data_dir), FAIRTABLE_LANG=env.get(
        "FAIRTABLE_LANG", "en"), PYTHONPATH=str(ROOT))
    if scale is not None:
        env["QT_SCALE_FACTOR"] = str(scale)
    done = subprocess.run([sys.executable, str(PROBE), *args], env=env, capture_output=True, text=True, timeout=180)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise AssertionError(f"the probe failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return json.loads(lines[-1])
