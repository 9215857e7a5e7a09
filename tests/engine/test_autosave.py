"""Autosave: a failed write is reported and retried and leaves no half file; every writer has its own
temporary file; the folder is synced after the rename. On a real full disk and a read-only folder (a tiny
tmpfs, where this machine lets the tests mount one) and with an injected error (always)."""

from __future__ import annotations

import contextlib
import errno
import json
import subprocess
import threading
from pathlib import Path

import pytest

from fairtable import paths
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.toygame import GAME, EndTurn, Take, register_toy


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    register_toy(monkeypatch)


def humans(n=2):
    return [Seat(name=f"P{i}") for i in range(n)]


def saved_moves(path: Path) -> int:
    return len(json.loads(path.read_text())["actions"])


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def random_moves(match: Match, count: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(count):
        if match.is_over():
            break
        match.play(rng.choice(match.game.legal_actions(match.state)))


def failing(error: int):
    """A write that fails as the disk would (raised where the text goes to the file)."""
    real = open

    class Failing:
        def __init__(self, fh):
            self.fh = fh

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.fh.close()

        def write(self, text):
            self.fh.write(text[: len(text) // 2])  # half of it reached the disk
            raise OSError(error, {errno.ENOSPC: "No space left on device", errno.EROFS: "Read-only file system"}[error])

        def __getattr__(self, name):
            return getattr(self.fh, name)

    return lambda *a, **k: Failing(real(*a, **k))


def test_a_failed_autosave_says_why_leaves_no_temporary_file_and_the_next_move_retries(tmp_path, monkeypatch):
    path = tmp_path / "games" / "g.json"
    m = Match(GAME, humans(), seed=4, autosave=path)
    m.play(Take(player=0, token=8))
    assert saved_moves(path) == 1 and m.autosave_error is None
    monkeypatch.setattr(paths, "open", failing(errno.ENOSPC), raising=False)
    m.play(Take(player=0, token=7))  # the game goes on in memory
    assert m.autosave_failed and m.autosave_error == "No space left on device"
    assert leftovers(path.parent) == [], "no half-written temporary file stays behind"
    assert json.loads(path.read_text())["actions"] == [{"kind": "take", "player": 0, "token": 8}], "the last good one"
    monkeypatch.undo()  # room on the disk again
    m.play(EndTurn(player=0))
    assert m.autosave_error is None and not m.autosave_failed
    assert [a["kind"] for a in json.loads(path.read_text())["actions"]] == ["take", "take", "end"]


def test_a_read_only_folder_is_reported_too(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    monkeypatch.setattr(paths, "open", failing(errno.EROFS), raising=False)
    m = Match(GAME, humans(), seed=4, autosave=path)
    assert not m.save_autosave()
    m.play(Take(player=0, token=8))
    assert m.autosave_error == "Read-only file system" and not path.exists() and leftovers(tmp_path) == []


@contextlib.contextmanager
def tiny_disk(folder: Path, size: str = "64k"):
    """A tmpfs of ``size`` at ``folder``; skips the test where this machine does not let it be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                              capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError) as exc:
        pytest.skip(f"cannot mount a tmpfs here: {exc}")
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=10)


def test_on_a_full_disk_the_moves_stay_in_memory_and_are_saved_once_there_is_room(tmp_path):
    with tiny_disk(tmp_path / "disk") as disk:
        path = disk / "games" / "essen.json"
        m = Match(get_game("essen"), humans(3), seed=9, autosave=path)
        random_moves(m, 5)
        assert m.autosave_error is None
        filler = disk / "filler"
        with open(filler, "wb", buffering=0) as fh, contextlib.suppress(OSError):
            for _ in range(64):
                fh.write(b"\0" * 4096)
        pages = -(-len(path.read_bytes()) // 4096)
        with open(filler, "r+b") as fh:  # the disk is full but for room for one more autosave of this size
            fh.truncate(max(0, filler.stat().st_size - pages * 4096))
        played = len(m.steps)
        while m.autosave_error is None and not m.is_over():
            random_moves(m, 1, seed=len(m.steps))
        assert m.autosave_error == "No space left on device"
        assert leftovers(path.parent) == [], "a full disk keeps no partial .tmp"
        on_disk = saved_moves(path)
        assert played <= on_disk < len(m.steps), "the last good autosave is intact"
        Match.load(path)  # and it loads
        filler.unlink()
        random_moves(m, 1, seed=99)
        assert m.autosave_error is None and saved_moves(path) == len(m.steps), "nothing of the game was lost"


def test_in_a_read_only_folder_the_game_goes_on_and_is_saved_once_it_can_be(tmp_path):
    with tiny_disk(tmp_path / "disk") as disk:
        path = disk / "g.json"
        m = Match(GAME, humans(), seed=4, autosave=path)
        m.play(Take(player=0, token=8))
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True, timeout=10)
        m.play(Take(player=0, token=7))
        assert m.autosave_error == "Read-only file system"
        assert saved_moves(path) == 1
        subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True, timeout=10)
        m.play(EndTurn(player=0))
        assert m.autosave_error is None and saved_moves(path) == 3


def test_two_writers_of_one_file_never_leave_it_unreadable(tmp_path):
    """Two running copies of the app (or an app and a test) writing at once: each has its own temporary file,
    so every version of the file on disk is whole."""
    path = tmp_path / "shared.json"
    texts = [json.dumps({"writer": w, "pad": "x" * 20000}) for w in range(2)]
    errors: list[BaseException] = []
    seen: list[int] = []
    unreadable = 0

    def write(text: str) -> None:
        try:
            for _ in range(60):
                paths.atomic_write(path, text)
        except BaseException as exc:  # noqa: BLE001  # the test reports it below
            errors.append(exc)

    writers = [threading.Thread(target=write, args=(t,)) for t in texts]
    for w in writers:
        w.start()
    while any(w.is_alive() for w in writers):
        try:
            seen.append(json.loads(path.read_text())["writer"])
        except FileNotFoundError:
            pass
        except json.JSONDecodeError:
            unreadable += 1
    for w in writers:
        w.join()
    assert errors == [] and unreadable == 0, f"{len(errors)} failed writes, {unreadable} unreadable versions"
    assert json.loads(path.read_text())["writer"] in (0, 1)
    assert leftovers(tmp_path) == []


def test_each_write_has_a_temporary_name_of_its_own():
    target = Path("/data/games/g.json")
    names = {paths.temporary_name(target) for _ in range(50)}
    assert len(names) == 50 and all(n.parent == target.parent and n.name.startswith("g.json.") for n in names)


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    done = []
    real_replace = paths.os.replace
    monkeypatch.setattr(paths.os, "replace", lambda a, b: (real_replace(a, b), done.append(("rename", Path(b))))[0])
    real_sync = paths.sync_folder
    monkeypatch.setattr(paths, "sync_folder", lambda folder: (done.append(("sync", Path(folder))), real_sync(folder)))
    paths.atomic_write(tmp_path / "g.json", "{}")
    assert done == [("rename", tmp_path / "g.json"), ("sync", tmp_path)]


def test_an_autosave_says_what_the_continue_list_shows_and_a_saved_game_does_not(tmp_path):
    path = tmp_path / "auto.json"
    m = Match(get_game("essen"), humans(2), seed=3, autosave=path, name="Friday night")
    random_moves(m, 6)
    record = Record.load(path)
    assert record.autosave is not None
    assert (record.autosave.name, record.autosave.round, record.autosave.over) == ("Friday night", m.game.round(m.state),
                                                                                  False)
    assert record.autosave.saved.endswith("+00:00")
    m.save(tmp_path / "saved.json")
    assert "autosave" not in json.loads((tmp_path / "saved.json").read_text()), "a saved game keeps the eight fields"
    again = Match.load(path)
    assert again.name == "Friday night" and again.state == m.state, "the name is kept when the game goes on"
