"""Where the user's files go: the XDG Base Directory spec's variables, only when they are absolute paths."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from fairtable import paths

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG variables are for Linux and BSD")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.delenv("FAIRTABLE_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_an_absolute_xdg_data_home_is_used(home, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert paths.user_data_dir() == tmp_path / "data" / "fairtable"


@pytest.mark.parametrize("value", ["data", "./data", "~/data", ""])
def test_a_relative_or_empty_xdg_data_home_is_ignored_as_the_spec_says(value, home, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", value)
    assert paths.user_data_dir() == home / ".local" / "share" / "fairtable"
    assert paths.games_dir().is_absolute()
