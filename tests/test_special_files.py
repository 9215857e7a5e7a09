"""Files that are not what they seem: a FIFO, a device or a symlink loop where a record, the settings or
the crash log should be, and records that are good games written a little differently (a byte order mark,
a damaged autosave block) or with a move that is no action at all. Each is one line, or the game opens;
nothing ever waits for ever.

A FIFO opened the old way blocks until someone writes to it, so every FIFO case runs under a guard that
ends it after a few seconds (a subprocess's timeout, or an alarm in this process)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from fairtable import saves
from fairtable.cli import main
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record, RecordError
from fairtable.paths import games_dir
from tests.toygame import GAME, DrawCard, EndTurn, Take

ROOT = Path(__file__).resolve().parent.parent
fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


class Hung(Exception):
    pass


@pytest.fixture
def guard():
    """Ends a call that waits on a FIFO: the alarm's exception interrupts the blocking open."""

    def ring(signum, frame):  # type: ignore[no-untyped-def]
        raise Hung("waited on a FIFO")

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, 5)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "game.json"
    os.mkfifo(path)
    return path


def toy_text() -> str:
    m = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    for a in (Take(player=0, token=8), DrawCard(player=0), EndTurn(player=0)):
        m.play(a)
    return m.to_record().to_json()


# -- FIFOs and devices ------------------------------------------------------------------------------


@fifos
def test_replaying_a_fifo_is_one_line_and_never_waits(fifo):
    env = dict(os.environ, PYTHONPATH=str(ROOT), FAIRTABLE_DATA_DIR=str(fifo.parent / "data"))
    done = subprocess.run([sys.executable, "-m", "fairtable", "replay", str(fifo)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == f"fairtable: {fifo} is not a regular file"


@fifos
def test_loading_a_fifo_as_a_record_is_one_line(fifo, guard):
    with pytest.raises(RecordError, match="is not a regular file$"):
        Record.load(fifo)


def test_a_device_is_not_read_as_a_record():
    with pytest.raises(RecordError) as caught:
        Record.load(Path("/dev/zero" if os.path.exists("/dev/zero") else "NUL"))
    assert "is not a regular file" in str(caught.value)


@fifos
def test_opening_a_special_file_in_the_app_says_it_is_not_a_regular_file(fifo, monkeypatch, capsys):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr("fairtable.ui.app.run_app", lambda file=None, lang=None: pytest.fail("the app started"))
    assert main(["open", str(fifo)]) == 2
    assert capsys.readouterr().err.strip() == f"fairtable: {fifo} is not a regular file"
    assert main([str(fifo)]) == 2
    assert capsys.readouterr().err.strip() == f"fairtable: {fifo} is not a regular file"


@fifos
def test_a_fifo_as_the_settings_file_gives_the_defaults_and_one_line(tmp_path, guard, monkeypatch):
    from fairtable.ui.settings import Settings

    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    os.mkfifo(tmp_path / "settings.ini")
    settings = Settings(tmp_path / "settings.ini")
    assert settings.values == {}
    assert "settings.ini: not a regular file; using the defaults" in (tmp_path / "crash.log").read_text()
    settings.setValue("table/animation", "Off")  # written over it, as a damaged settings file is
    assert (tmp_path / "settings.ini").is_file()


@fifos
def test_a_fifo_as_the_crash_log_is_left_alone(tmp_path, guard, monkeypatch, capsys):
    from fairtable.crashlog import note, write_crash_log

    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    os.mkfifo(tmp_path / "crash.log")
    reader = os.open(tmp_path / "crash.log", os.O_RDONLY | os.O_NONBLOCK)  # one that could be opened for writing
    try:
        note("a setting was dropped")
        write_crash_log(ValueError("boom"))
        assert os.read(reader, 100) == b""  # nothing was written into the FIFO
    finally:
        os.close(reader)
    note("again, with nobody reading")
    assert "a setting was dropped" in capsys.readouterr().err


@fifos
def test_the_app_starts_with_fifos_for_its_settings_and_crash_log(tmp_path):
    """The whole start, to the first window, in a process of its own (the old way never got there)."""
    for name in ("settings.ini", "crash.log"):
        os.mkfifo(tmp_path / name)
    script = ("from fairtable.ui.main_window import MainWindow\nfrom PySide6.QtWidgets import QApplication\n"
              "app = QApplication([])\nw = MainWindow()\nw.show()\nprint('shown', w.isVisible())\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), FAIRTABLE_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert "shown True" in done.stdout, done.stderr


@fifos
def test_a_fifo_among_the_autosaves_is_passed_over(tmp_path, guard, monkeypatch):
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    games_dir().mkdir()
    os.mkfifo(games_dir() / "20260101-000000-abcdef.json")
    found = saves.scan()
    assert not found.unfinished and not found.damaged


@fifos
def test_game_open_of_a_fifo_is_one_line_in_a_dialog(tmp_path, qtbot, monkeypatch, guard):
    from PySide6.QtWidgets import QMessageBox

    from fairtable.ui.main_window import MainWindow

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    w = MainWindow()
    qtbot.addWidget(w)
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    assert not w.files.open_record(fifo)
    assert shown == [("Cannot open this game", f"{fifo} is not a regular file")]


# -- a symlink loop ---------------------------------------------------------------------------------


def test_a_symlink_loop_is_not_an_autosave(tmp_path, monkeypatch):
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    assert saves.is_autosave(loop) is False
    with pytest.raises(RecordError) as caught:
        Record.load(loop)
    assert "\n" not in str(caught.value) and str(loop) in str(caught.value)


# -- good games written a little differently ------------------------------------------------------------


def test_a_record_with_a_byte_order_mark_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + toy_text().encode("utf-8"))
    assert len(Record.load(path).actions) == 3
    games_dir().mkdir()
    auto = games_dir() / "20260101-000000-abcdef.json"
    auto.write_bytes(path.read_bytes())
    assert saves.read_saved_game(auto).moves == 3


@pytest.mark.parametrize("block", [{"round": -5}, {"over": "maybe"}, {"name": "x" * 200}, {"mood": 1}, [1, 2], "x"])
def test_a_damaged_autosave_block_is_dropped_and_the_game_opens(block):
    data = json.loads(toy_text())
    data["autosave"] = block
    record = Record.from_json(json.dumps(data))
    assert record.autosave is None and len(record.actions) == 3


def test_a_good_autosave_block_is_kept():
    data = json.loads(toy_text())
    data["autosave"] = {"round": 2, "name": "Ours"}
    assert Record.from_json(json.dumps(data)).autosave.name == "Ours"


# -- a move that is no action -----------------------------------------------------------------------


def test_an_unknown_action_kind_is_named(tmp_path, capsys):
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    played = play_game(game, 2, 1)
    data = json.loads(Record.create(game, None, ["Anna", "Ben"], 1, played.actions).to_json())
    data["actions"][2]["kind"] = "xyz"
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err.strip() == (
        "fairtable: Move 3 is not an action of ESSEN The Game: SPIEL'13: unknown action kind 'xyz'")
