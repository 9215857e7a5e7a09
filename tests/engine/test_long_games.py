"""A long game (a festival game with no round limit can run to 100,000 moves) opens without holding every
state and every move's story, tells the same story as the game played, takes moves back and replays them, and
writes its autosave without writing out every earlier move again."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from fairtable.bench import long_record
from fairtable.engine.actions import Action
from fairtable.engine.history import EVERY, RECENT
from fairtable.engine.match import Match
from fairtable.engine.narration import Event
from fairtable.engine.registry import get_game, title_ids
from fairtable.games.festival.state import FestivalState

MOVES = 1500


@pytest.fixture(scope="module")
def record():  # type: ignore[no-untyped-def]
    return long_record(MOVES)


def played(record) -> Match:  # type: ignore[no-untyped-def]
    """The same game played move by move, as the table plays it."""
    match = Match(record_game(record), record.seats, record.options, record.seed)
    for data in record.actions:
        match.play(match.game.parse_action(data))
    return match


def record_game(record):  # type: ignore[no-untyped-def]
    return get_game(record.game)


def alive(kind: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_an_opened_long_game_holds_few_states_and_few_stories(record):  # type: ignore[no-untyped-def]
    before_states, before_events = alive(FestivalState), alive(Event)
    match = Match.from_record(record)
    moves = len(match.steps)
    assert moves >= MOVES
    states = alive(FestivalState) - before_states
    assert states <= moves // EVERY + RECENT + 4, f"{states} states held for {moves} moves"
    events = alive(Event) - before_events
    assert events <= 20 * RECENT, f"{events} events held for {moves} moves"
    del match


def test_equal_moves_of_a_record_are_one_action(record):  # type: ignore[no-untyped-def]
    match = Match.from_record(record)
    first = next(s.action for s in match.steps if s.action.kind == "roll")
    rolls = [s.action for s in match.steps if s.action == first]
    assert len(rolls) > 100 and all(a is first for a in rolls)


def test_every_state_of_an_opened_game_is_the_state_the_game_reached(record):  # type: ignore[no-untyped-def]
    live = played(record)
    opened = Match.from_record(record)
    assert len(opened.states) == len(live.states)
    for i in [0, 1, 63, 64, 65, 700, *range(len(live.states) - 70, len(live.states))]:
        assert opened.states[i].to_data() == live.states[i].to_data(), i
    for i in range(200, 90, -1):  # the replay slider stepping back
        assert opened.states[i].to_data() == live.states[i].to_data(), i


def test_an_opened_game_tells_the_story_the_game_told(record):  # type: ignore[no-untyped-def]
    live = played(record)
    opened = Match.from_record(record)
    for viewer in (None, 0, 2):
        assert opened.story(viewer) == live.story(viewer)
    assert [s.line for s in opened.steps[:50]] == [s.line for s in live.steps[:50]]
    assert opened.steps[10].events == live.steps[10].events


def test_the_story_of_the_later_moves_is_the_end_of_the_whole_story(record):  # type: ignore[no-untyped-def]
    match = Match.from_record(record)
    whole = match.story(1)
    for since in (0, 1, 5, 400, len(match.steps) - 1, len(match.steps)):
        assert match.story(1, since=since) == [e for e in whole if e.step > since or (since == 0 and e.step == 0)]
    assert match.story(1, 300, since=200) == [e for e in whole if 200 < e.step <= 300]


def test_moves_taken_back_far_into_an_opened_game_and_played_again(record):  # type: ignore[no-untyped-def]
    live = played(record)
    opened = Match.from_record(record, casual=True)
    opened.seats = [s.model_copy(update={"kind": "human"}) for s in opened.seats]  # every move may be taken back
    moves = len(opened.steps)
    for _ in range(150):
        assert opened.undo()
    assert len(opened.steps) == moves - 150
    assert opened.state.to_data() == live.states[moves - 150].to_data()
    assert opened.steps[-1].line == live.steps[moves - 151].line
    while opened.redo():
        pass
    assert len(opened.steps) == moves and opened.state.to_data() == live.state.to_data()
    assert opened.story(0) == live.story(0)


def test_a_move_of_a_long_game_writes_only_its_own_action_anew(record, tmp_path: Path, monkeypatch):  # type: ignore[no-untyped-def]
    match = Match.from_record(record)
    match.autosave = tmp_path / "game.json"
    match.play(match.game.legal_actions(match.state)[0])
    written = []
    original = Action.to_data

    def to_data(self):  # type: ignore[no-untyped-def]
        written.append(self)
        return original(self)

    monkeypatch.setattr(Action, "to_data", to_data)
    action = match.game.legal_actions(match.state)[0]
    match.play(action)
    assert written == [action]
    on_disk = json.loads(match.autosave.read_text(encoding="utf-8"))
    on_disk.pop("autosave")
    assert on_disk == json.loads(match.to_record().to_json())
    match.undo()
    match.save(tmp_path / "saved.json")
    assert (tmp_path / "saved.json").read_text(encoding="utf-8") == match.to_record().to_json()


def test_the_states_read_like_a_list(record):  # type: ignore[no-untyped-def]
    live = played(record)
    opened = Match.from_record(record)
    every_third = [s.to_data() for s in opened.states[::3]]
    assert every_third == [s.to_data() for s in live.states[::3]]
    assert opened.states[-1] is opened.state and opened.states[-2].to_data() == live.states[-2].to_data()
    with pytest.raises(IndexError):
        opened.states[len(opened.states)]
    fresh = Match(opened.game, opened.seats, opened.options, opened.seed)
    start = fresh.states[0].clone()
    fresh.states[0] = start  # a position set up by hand before the first move
    assert fresh.state is start


@pytest.mark.parametrize("game_id", title_ids())
def test_every_title_opened_from_its_record_tells_the_story_it_told_when_played(game_id):
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.match import Seat

    game = get_game(game_id)
    players = min(4, game.info.max_players)
    actions = play_game(game, players, seed=11).actions
    assert len(actions) > RECENT  # moves older than the newest the opened game keeps told
    live = Match(game, [Seat(name=n) for n in ("Anna", "Ben", "Chloe", "Deniz")[:players]], seed=11)
    for action in actions:
        live.play(action)
    opened = Match.from_record(live.to_record())
    assert [s.end for s in opened.steps] == [s.end for s in live.steps]
    for viewer in (None, *range(players)):
        assert opened.story(viewer) == live.story(viewer)
