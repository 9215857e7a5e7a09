import gc
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read English, the source language, whatever the machine's locale (tests of other languages
# set theirs and the fixture below puts English back).
os.environ["FAIRTABLE_LANG"] = "en"
# No sound from the tests (they give the table a fake player where they listen: tests/ui/test_sound.py).
os.environ["FAIRTABLE_NO_SOUND"] = "1"

# How many full seeded self-play games each title plays in the conformance suite. CI keeps the default;
# FAIRTABLE_SELFPLAY_GAMES=2000 asks for a longer run.
SELFPLAY_GAMES = int(os.environ.get("FAIRTABLE_SELFPLAY_GAMES", "200"))


@pytest.fixture(autouse=True, scope="session")
def _collect_qt_objects_before_exit():
    """Qt objects caught in reference cycles must go while the QApplication still exists: collected
    during interpreter shutdown, after it, they crash the process."""
    yield
    gc.collect()


@pytest.fixture(autouse=True)
def _english_again():
    yield
    from fairtable import i18n

    if i18n.language() != i18n.SOURCE:
        i18n.set_language(i18n.SOURCE)


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path, monkeypatch):
    """No test ever touches the real user data folder."""
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path / "userdata"))
