"""A one-file build's child process ends, and deletes its unpacked folder, when its parent (PyInstaller's
bootloader) is killed with SIGKILL (packaging/launcher.py). Here a Python parent and child stand in for the
bootloader and the frozen program; the real one-file build was checked the same way (docs/packaging.md)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the one-file guard is for POSIX systems")

CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, {packaging!r})
sys.frozen = True
sys._MEIPASS = {unpacked!r}
import launcher
launcher.exit_with_parent()
Path({ready!r}).write_text(str(__import__("os").getpid()))
time.sleep(60)
"""

PARENT = """
import subprocess, sys
subprocess.run([sys.executable, "-c", {child!r}])
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # an ended child not yet reaped by init shows as a zombie
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] == "Z")


def test_the_child_ends_and_cleans_up_when_the_bootloader_is_killed(tmp_path: Path) -> None:
    unpacked = tmp_path / "_MEIab12cd"
    (unpacked / "PySide6").mkdir(parents=True)
    (unpacked / "PySide6" / "libQt6Core.so.6").write_bytes(b"\0" * 1000)
    ready = tmp_path / "child.pid"
    child = CHILD.format(packaging=str(ROOT / "packaging"), unpacked=str(unpacked), ready=str(ready))
    parent = subprocess.Popen([sys.executable, "-c", PARENT.format(child=child)],
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        deadline = time.monotonic() + 30
        while not ready.exists() or not ready.read_text():
            assert time.monotonic() < deadline and parent.poll() is None, "the child did not start"
            time.sleep(0.05)
        child_pid = int(ready.read_text())
        time.sleep(0.2)
        assert alive(child_pid) and unpacked.exists()  # a live parent: the child runs on
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 10
    while alive(child_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    outlived = alive(child_pid)
    if outlived:
        os.kill(child_pid, signal.SIGKILL)
    assert not outlived, "the child outlived its parent"
    assert not unpacked.exists(), "the unpacked folder was left behind"


def test_outside_a_one_file_build_nothing_watches() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import launcher
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert launcher.unpacked_folder() is None and launcher.exit_with_parent() is None
