"""A game is played in one fairtable at a time: two running copies that continue the same game never
overwrite each other's moves (the second brings the first one's window forward, or plays on in a copy of its
own and says so), and a lock left by a copy that crashed does not keep the game from being continued."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from fairtable import saves
from fairtable.engine.match import Match, Seat
from fairtable.ui.session import GameSession, call_file
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


CALL = ("import sys; from pathlib import Path; from fairtable.ui.session import call_player; "
        "sys.exit(0 if call_player(Path(sys.argv[1])) else 1)")


def test_the_fairtable_that_plays_a_game_comes_forward_when_a_second_one_calls(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    path = saved_game(tmp_path)
    session = continued(path)
    with qtbot.waitSignal(session.called, timeout=10000):
        assert subprocess.run([sys.executable, "-c", CALL, str(path)], cwd=ROOT, timeout=60).returncode == 0
    assert not call_file(path).exists()  # answered
    session.close()


@pytest.fixture
def window(qtbot, monkeypatch):
    from fairtable.ui.main_window import MainWindow

    register_toy(monkeypatch)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def autosaved_game() -> Path:
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    path = saves.autosave_file(saves.new_game_id())
    path.parent.mkdir(parents=True, exist_ok=True)
    match.save(path)
    return path


def test_continuing_a_game_played_in_another_window_can_bring_that_window_forward(window, monkeypatch):
    path = autosaved_game()
    other = other_fairtable(path, wait=True)
    try:
        asked = []
        monkeypatch.setattr(window.files, "where_to_play", lambda p: asked.append(p) or "there")
        assert not window.files.open_record(path)
        assert asked == [path]
        assert call_file(path).exists(), "the other fairtable is called"
        assert window.controller is None and not window.isVisible(), "this window, with no game, closes"
    finally:
        other.communicate("\n", timeout=30)


def test_continuing_a_game_played_in_another_window_can_play_on_in_a_copy_or_not_at_all(window, monkeypatch):
    path = autosaved_game()
    other = other_fairtable(path, wait=True)
    try:
        monkeypatch.setattr(window.files, "where_to_play", lambda p: "")
        assert not window.files.open_record(path) and window.controller is None  # Cancel: nothing opened
        monkeypatch.setattr(window.files, "where_to_play", lambda p: "copy")
        assert window.files.open_record(path)
        assert window.session.copy_of == path and window.controller.match.autosave != path
        assert "plays on in a copy of it, saved apart" in window.statusBar().currentMessage()
        assert not call_file(path).exists()
    finally:
        other.communicate("\n", timeout=30)


def test_the_game_at_this_table_is_continued_again_without_a_question(window, monkeypatch):
    path = autosaved_game()
    monkeypatch.setattr(window.files, "where_to_play", lambda p: pytest.fail("asked about its own game"))
    assert window.files.open_record(path)
    assert window.session.copy_of is None and window.session.holds(path)
    assert window.files.open_record(path)
    assert window.session.holds(path)


def test_the_window_that_plays_the_game_answers_a_call_and_says_why_it_came_forward(window, qtbot):
    path = autosaved_game()
    assert window.files.open_record(path)
    window.showMinimized()
    assert subprocess.run([sys.executable, "-c", CALL, str(path)], cwd=ROOT, timeout=60).returncode == 0
    qtbot.waitUntil(lambda: "asked for in another fairtable window" in window.statusBar().currentMessage(),
                    timeout=10000)
    assert not window.isMinimized()


def test_the_start_up_offer_passes_over_a_game_another_fairtable_plays(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    older = autosaved_game()
    played_elsewhere = autosaved_game()  # the latest: the one the offer would name
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.Yes)
    monkeypatch.setattr(window.files, "where_to_play", lambda p: asked.append(p) or "")
    other = other_fairtable(played_elsewhere, wait=True)
    try:
        window.files.offer_resume()
        qtbot.waitUntil(lambda: window.controller is not None or len(asked) > 1)
        assert len(asked) == 1 and window.session.holds(older), "the other game is offered and continued here"
    finally:
        other.communicate("\n", timeout=30)
