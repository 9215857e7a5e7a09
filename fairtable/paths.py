"""Where fairtable keeps a user's files (autosave, crash logs). No Qt, so the engine can use it."""

from __future__ import annotations

import os
import sys
from pathlib import Path


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
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "fairtable"
    return path


def autosave_path() -> Path:
    return user_data_dir() / "autosave.json"


def atomic_write(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, then rename: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
