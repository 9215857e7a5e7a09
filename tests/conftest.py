import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# How many full seeded self-play games each title plays in the conformance suite. CI keeps the default;
# FAIRTABLE_SELFPLAY_GAMES=2000 asks for a longer run.
SELFPLAY_GAMES = int(os.environ.get("FAIRTABLE_SELFPLAY_GAMES", "200"))


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path, monkeypatch):
    """No test ever touches the real user data folder."""
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path / "userdata"))
