"""A game is played in one fairtable at a time: two running copies that continue the same game never
overwrite each other's moves (the second plays on in a copy of its own and says so), and a lock left by a
copy that crashed does not keep the game from being continued."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from fairtable.engine.match import Match, Seat
from fairtable.ui.session import GameSession
from tests.toygame import GAME, Take, register_toy

ROOT = Path(__file__).resolve().parents[2]
HOLD = ("import sys; from pathlib import Path; from fairtable.ui.session import game_lock; "
        "lock = game_lock(Path(sys.argv[1])); print('held' if lock else 'refused', flush=True); "
        "sys.stdin.readline() if sys.argv[2] == 'wait' else __import__('os')._exit(0)")


def other_fairtable(path: Path, wait: bool) -> subprocess.Popen:
    """Another process holding ``path``'s game, as a second running fairtable would (or one that crashed)."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path), "wait" if wait else "crash"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def saved_game(tmp_path: Path) -> Path:
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    path = tmp_path / "games" / "g.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    match.save(path)
    return path


def continued(path: Path) -> GameSession:
    session = GameSession()
    session.start(Match.load(path))
    session.autosave_in(path)
    return session


def test_a_game_another_fairtable_is_playing_goes_on_in_a_copy_and_its_file_keeps_the_others_moves(
        qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    path = saved_game(tmp_path)
    before = path.read_bytes()
    other = other_fairtable(path, wait=True)
    try:
        session = continued(path)
        assert session.copy_of == path and session.match.autosave != path
        session.controller.play(Take(player=0, token=session.match.state.pile - 1))
        assert path.read_bytes() == before  # the other copy's file is untouched
        assert len(session.match.steps) == 1 and session.match.autosave.is_file()  # this copy's move is kept
        session.close()
    finally:
        other.communicate("\n", timeout=30)


def test_a_game_nobody_else_plays_is_continued_in_its_own_file_and_held_until_closed(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    path = saved_game(tmp_path)
    session = continued(path)
    assert session.copy_of is None and session.match.autosave == path
    assert subprocess.run([sys.executable, "-c", HOLD, str(path), "crash"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60).stdout.strip() == "refused"
    session.close()
    assert subprocess.run([sys.executable, "-c", HOLD, str(path), "crash"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60).stdout.strip() == "held"


def test_the_lock_of_a_fairtable_that_crashed_is_taken_over(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    path = saved_game(tmp_path)
    crashed = other_fairtable(path, wait=False)
    crashed.wait(timeout=30)
    assert Path(str(path) + ".lock").exists()  # left behind, as after kill -9
    session = continued(path)
    assert session.copy_of is None and session.match.autosave == path
    session.close()
