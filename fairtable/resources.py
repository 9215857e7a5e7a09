"""The one place that knows where ``resources/`` is.

- In a source tree (and an editable install) it is the top-level ``resources/`` beside ``fairtable/``.
- In an installed wheel it is ``fairtable/_resources`` (``setup.py`` copies it there when building).
- In a frozen bundle (PyInstaller) it is ``resources/`` inside the bundle (``sys._MEIPASS``).
``FAIRTABLE_RESOURCES`` overrides all three.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path


@cache
def resource_root() -> Path:
    override = os.environ.get("FAIRTABLE_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    package = Path(__file__).resolve().parent
    installed = package / "_resources"
    if installed.is_dir():
        return installed
    return package.parent / "resources"


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


class DataFileError(ValueError):
    """A data file is missing or malformed; the message names the file, the entry and the field."""
