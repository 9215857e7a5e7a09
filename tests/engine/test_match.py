"""Matches: undo policy, redo, autosave, records of a match."""

from __future__ import annotations

import json

import pytest

from fairtable.engine.game import IllegalAction
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record
from tests.toygame import GAME, DrawCard, EndTurn, Take, register_toy


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    register_toy(monkeypatch)


def humans(n=2):
    return [Seat(name=f"P{i}") for i in range(n)]


def test_a_player_takes_back_their_own_action_of_this_turn():
    m = Match(GAME, humans(), seed=1)
    m.play(Take(player=0, token=8))
    assert m.can_undo()
    assert m.undo()
    assert m.state.pile == 9 and m.state.hands == [0, 0]


def test_undo_stops_at_a_reveal_of_hidden_information():
    m = Match(GAME, humans(), seed=1)
    m.play(Take(player=0, token=8))
    m.play(DrawCard(player=0))
    assert not m.can_undo()
    assert not m.undo()


def test_undo_never_crosses_into_the_previous_turn():
    m = Match(GAME, humans(), seed=1)
    m.play(Take(player=0, token=8))
    m.play(EndTurn(player=0))
    assert not m.can_undo()


def test_casual_undo_takes_back_anything_and_skips_bot_moves():
    seats = [Seat(name="Anna"), Seat(name="Bot", kind="bot", level="random")]
    m = Match(GAME, seats, seed=1, casual=True)
    m.play(Take(player=0, token=8))
    m.play(DrawCard(player=0))
    m.play(EndTurn(player=0))
    m.play(Take(player=1, token=7))  # the bot's move
    assert m.undo()
    # Back to Anna's last decision point: the bot's take and Anna's end of turn are both undone.
    assert m.current_player() == 0 and len(m.steps) == 2


def test_redo_replays_what_was_undone_and_a_new_move_clears_it():
    m = Match(GAME, humans(), seed=1)
    m.play(Take(player=0, token=8))
    m.undo()
    assert m.can_redo() and m.redo()
    assert m.state.hands[0] == 1
    m.undo()
    m.play(Take(player=0, token=8))
    assert not m.can_redo()


def test_an_illegal_action_is_refused_and_changes_nothing():
    m = Match(GAME, humans(), seed=1)
    with pytest.raises(IllegalAction) as err:
        m.play(Take(player=1, token=8))
    assert err.value.reason == "Not your turn"
    assert m.steps == [] and m.state.pile == 9


def test_the_match_autosaves_after_every_action(tmp_path):
    path = tmp_path / "auto.json"
    m = Match(GAME, humans(), seed=4, autosave=path)
    m.play(Take(player=0, token=8))
    data = json.loads(path.read_text())
    assert data["actions"] == [{"kind": "take", "player": 0, "token": 8}]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    m.undo()
    assert json.loads(path.read_text())["actions"] == []


def test_a_saved_match_loads_into_the_same_state(tmp_path):
    m = Match(GAME, humans(3), {"pile": 12}, seed=8)
    for a in (Take(player=0, token=11), DrawCard(player=0), EndTurn(player=0), Take(player=1, token=10)):
        m.play(a)
    path = tmp_path / "game.json"
    m.save(path)
    again = Match.load(path)
    assert again.state == m.state
    assert again.log() == m.log()
    assert again.options.pile == 12
    assert Record.load(path).seats[2].name == "P2"
