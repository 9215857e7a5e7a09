"""The game in progress is a session of its own: it starts, saves and closes a game and says so by its signals,
with no window; the file dealings work on it with nothing but a parent widget for their dialogs."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QWidget

from fairtable.engine.match import Match, Seat
from fairtable.ui.files import GameFiles
from fairtable.ui.session import GameSession
from tests.toygame import GAME, register_toy


def heard(signal) -> list:  # type: ignore[no-untyped-def]
    out: list = []
    signal.connect(lambda *args: out.append(args))
    return out


def toy_match() -> Match:
    return Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=3)


def test_a_session_starts_saves_and_closes_a_game_and_says_so(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    session = GameSession()
    opened, saved, closed = heard(session.opened), heard(session.saved), heard(session.closed)
    match = toy_match()
    c = session.start(match)
    assert opened == [()] and session.controller is c and session.match is match and session.path is None
    session.write(tmp_path / "toy.json")
    assert saved == [(tmp_path / "toy.json",)] and session.path == tmp_path / "toy.json"
    assert json.loads((tmp_path / "toy.json").read_text())["seed"] == 3
    session.close()
    assert closed == [()] and session.controller is None and session.path is None and c.closed


def test_a_game_taking_the_table_shuts_down_the_one_there(qtbot, monkeypatch):
    register_toy(monkeypatch)
    session = GameSession()
    first = session.start(toy_match())
    second = session.start(toy_match())
    assert first.closed and not second.closed and session.controller is second
    session.close()


def test_a_failing_autosave_is_said_once_and_its_return_once(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    session = GameSession()
    failed, works = heard(session.autosave_failed), heard(session.autosave_works)
    session.start(toy_match())
    session.autosave_in(tmp_path / "a.json")
    session.match.autosave_error = "No space left on device"
    session.check_autosave()
    session.check_autosave()
    assert failed == [("No space left on device",)] and session.autosave_failing and works == []
    session.match.autosave_error = None
    session.check_autosave()
    assert works == [()] and not session.autosave_failing
    session.close()


def test_the_file_dealings_open_a_game_into_the_session_without_a_window(qtbot, monkeypatch, tmp_path):
    register_toy(monkeypatch)
    session = GameSession()
    parent = QWidget()
    qtbot.addWidget(parent)
    started: list[Match] = []

    def start(match: Match) -> bool:
        started.append(match)
        session.start(match)
        return True

    files = GameFiles(parent, session, start)
    said = heard(files.status)
    path = tmp_path / "saved.json"
    toy_match().save(path)
    assert files.open_record(path)
    assert len(started) == 1 and session.match is started[0] and session.path == path
    assert said[-1] == ("Opened saved.json: 0 moves",)
    assert session.match.autosave is not None and session.match.autosave.is_file(), "a file of its own"
    session.close()
