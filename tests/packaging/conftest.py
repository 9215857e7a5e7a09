"""The frozen build, made once per test session for every module that needs it (FAIRTABLE_PACKAGING=1)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
NAME, VERSION = PROJECT["name"], PROJECT["version"]

# The marks of a module that needs the frozen build and the .deb (``pytestmark = BUILT``).
BUILT = [
    pytest.mark.packaging,
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("FAIRTABLE_PACKAGING") != "1",
        reason="builds the frozen bundle and the .deb (minutes); set FAIRTABLE_PACKAGING=1 to run it",
    ),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is built on Linux only"),
]


def build_python() -> list[str]:
    """build.py with this interpreter when it can build (CI installs .[package] into .venv), else with the
    build venv that build.py makes itself."""
    here = importlib.util.find_spec("PyInstaller") is not None and importlib.util.find_spec("PySide6") is not None
    return [sys.executable, str(ROOT / "packaging" / "build.py")], here


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """dist/ of `build.py --installers deb`: the onedir bundle and the .deb."""
    out = tmp_path_factory.mktemp("dist")
    cmd, here = build_python()
    cmd += ["--installers", "deb", "--dist", str(out)] + (["--here"] if here else [])
    result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=1500)
    assert result.returncode == 0, f"build.py failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    return out


def packaging_python() -> str:
    """An interpreter with PyInstaller and the bundled distributions: this one (CI), else packaging/.venv."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return sys.executable
    return str(ROOT / "packaging" / ".venv" / "bin" / "python")
