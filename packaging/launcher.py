"""The frozen executable's entry point: the same as the ``fairtable`` console command.

A one-file build runs as two processes: PyInstaller's bootloader unpacks about 100 MB into a temporary
_MEIxxxxxx folder, starts the program as its child and deletes the folder when the child ends. A parent
killed outright (``kill -9``) can forward nothing and clean nothing, so the child watches it: when the
parent is gone, the child deletes the unpacked folder and exits at once (the game was autosaved after the
last move). The onedir build, which the installers ship, is one process and needs none of this.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path


def unpacked_folder() -> Path | None:
    """The temporary folder a one-file build runs from, or None (source, onedir, Windows)."""
    folder = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or folder is None or os.name != "posix":
        return None
    folder = Path(folder)
    return folder if folder.name.startswith("_MEI") else None


def parent_is_bootloader(parent: int) -> bool:
    """Whether ``parent`` still runs this same executable (Linux; elsewhere: whether it is not init)."""
    if parent <= 1:
        return False
    if not os.path.exists("/proc/self/exe"):
        return True  # no /proc (macOS): a parent other than init is taken for the bootloader
    return os.path.realpath(f"/proc/{parent}/exe") == os.path.realpath(sys.executable)


def _wait_for_exit(parent: int) -> None:
    try:
        fd = os.pidfd_open(parent)  # Linux 5.3+: readable once the process has ended
    except (AttributeError, OSError):
        import time

        while os.getppid() == parent:
            time.sleep(1.0)
        return
    if os.getppid() != parent:
        return  # it ended, and its number went to another process, before the pidfd was opened
    import select

    select.select([fd], [], [])


def _clean_up_and_exit(folder: Path) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
    os._exit(1)


def exit_with_parent(folder: Path | None = None) -> threading.Thread | None:
    """In a one-file build, end this process (and delete its unpacked folder) when the bootloader dies."""
    folder = folder or unpacked_folder()
    if folder is None:
        return None
    parent = os.getppid()
    if not parent_is_bootloader(parent):
        _clean_up_and_exit(folder)  # the parent was killed before this process got here

    def watch() -> None:
        _wait_for_exit(parent)
        _clean_up_and_exit(folder)

    thread = threading.Thread(target=watch, name="onefile-parent-watch", daemon=True)
    thread.start()
    return thread


if __name__ == "__main__":
    exit_with_parent()
    from fairtable.cli import main

    sys.exit(main())
