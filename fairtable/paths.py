"""Where fairtable keeps a user's files (autosaves, crash logs), and how it writes them. No Qt, so the engine
can use it."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from fairtable.i18n import _


def user_data_dir() -> Path:
    """The per-user data folder; ``FAIRTABLE_DATA_DIR`` overrides it (tests use a temporary one)."""
    override = os.environ.get("FAIRTABLE_DATA_DIR")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / "fairtable"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "fairtable"
    else:
        path = xdg_home("XDG_DATA_HOME", Path.home() / ".local" / "share") / "fairtable"
    return path


def xdg_home(variable: str, default: Path) -> Path:
    """An XDG Base Directory variable's folder, or ``default`` when it is unset, empty or relative: the spec
    says a relative path is invalid and to be ignored (else the files would land wherever fairtable was
    started from)."""
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else default


def games_dir() -> Path:
    """The autosaves: one file per game (see :mod:`fairtable.saves`)."""
    return user_data_dir() / "games"


def legacy_autosave_path() -> Path:
    """The single autosave of fairtable up to 0.x; moved into :func:`games_dir` on first start."""
    return user_data_dir() / "autosave.json"


class NotRegularFile(OSError):
    """A FIFO, a device or a socket where a file was expected: never read or written, since opening one can
    wait for ever for a writer or a reader, and reading one can go on for ever."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(errno.EINVAL, _("not a regular file"), str(path))


OPEN_FLAGS = {"rb": os.O_RDONLY, "r": os.O_RDONLY, "a": os.O_WRONLY | os.O_APPEND | os.O_CREAT}


def open_regular(path: str | Path, mode: str = "rb", **kwargs: Any) -> IO[Any]:
    """Open ``path`` (``mode`` "rb", "r" or "a"; ``kwargs`` as :func:`open` takes them) only when it is a
    regular file, without ever waiting: it is opened non-blocking and looked at before anything is read or
    written. A folder raises IsADirectoryError, a FIFO, device or socket :class:`NotRegularFile` (an
    OSError); a FIFO nobody reads from cannot even be opened for writing (OSError ENXIO)."""
    fd = os.open(path, OPEN_FLAGS[mode] | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0), 0o666)
    try:
        kind = os.fstat(fd).st_mode
        if stat.S_ISDIR(kind):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(kind):
            raise NotRegularFile(path)
        if hasattr(os, "O_NONBLOCK"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, mode, **kwargs)
    except BaseException:
        os.close(fd)
        raise


def temporary_name(path: Path) -> Path:
    """A temporary file beside ``path`` that no other writer uses: two running copies of the app (or two
    threads) never write into each other's half-written file."""
    return path.with_name(f"{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


def atomic_write(path: Path, text: str | Sequence[str]) -> None:
    """Write ``text`` (or its pieces one after the other) to a temporary file of this writer's own beside ``path``, then rename it over ``path`` and sync
    the folder: a crash leaves the old file or the new one, never half a file. When writing fails (a full
    disk, a read-only folder) the temporary file is removed and the error raised; ``path`` is untouched."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temporary_name(path)
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            for piece in [text] if isinstance(text, str) else text:
                fh.write(piece)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles to sync)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the file itself is synced
    finally:
        os.close(fd)
