"""The narration contract, on every registered title: events are told with the state they describe, the
same game tells the same story, no viewer is told a name that is secret from them, and every decision has
a prompt of its own."""

from __future__ import annotations

import re

import pytest

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match
from fairtable.engine.narration import Event, recording, tell, telling
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng

TITLES = title_ids()
GAMES_PER_TITLE = 4


def test_tell_records_only_inside_a_journal():
    assert not telling()
    tell("nobody hears this")
    with recording() as outer:
        assert telling()
        tell("Seat 1 rolls 3 and 4", "dice", dice=(3, 4))
        with recording() as inner:
            tell("inner", views={1: "secret for seat 2"})
        tell("after", auto=False)
    assert [e.text for e in outer] == ["Seat 1 rolls 3 and 4", "after"]
    assert outer[0].value("dice") == (3, 4) and outer[0].kind == "dice" and outer[0].auto
    assert not outer[1].auto
    assert inner == [Event("inner", views=((1, "secret for seat 2"),))]
    assert inner[0].line(1) == "secret for seat 2"
    assert inner[0].line(0) == inner[0].line(None) == "inner"


def _match(game_id: str, players: int, seed: int) -> Match:
    game = get_game(game_id)
    played = play_game(game, players, seed, ["greedy"] * players)
    seats = [SeatRecord(name=f"Name{i + 1}", kind="bot", level="greedy") for i in range(players)]
    return Match.from_record(Record.create(game, None, seats, seed, played.actions))


@pytest.mark.parametrize("game_id", TITLES)
def test_apply_told_gives_the_same_state_as_apply(game_id):
    game = get_game(game_id)
    rng = Rng(3)
    state = game.new_state(game.info.min_players, None, 3)
    told, _ = game.new_state_told(game.info.min_players, None, 3)
    assert told == state
    for _ in range(200):
        if game.is_over(state):
            break
        action = rng.choice(game.legal_actions(state))
        after, events = game.apply_told(state, action)
        assert after == game.apply(state, action)
        assert all(isinstance(e, Event) and e.text for e in events)
        state = after


@pytest.mark.parametrize("game_id", TITLES)
def test_the_same_game_tells_the_same_story(game_id):
    a = _match(game_id, 3 if get_game(game_id).info.max_players >= 3 else 2, 11)
    b = _match(game_id, 3 if get_game(game_id).info.max_players >= 3 else 2, 11)
    assert a.story(None) == b.story(None)
    assert [e for e in a.story(None) if e.level == "move"] and a.story(0)


def _secret_names(layouts_all, layouts_viewer) -> set[str]:
    """Labels some seat sees face up that the viewer sees nowhere face up."""
    seen = {p.label for lay in layouts_viewer for p in lay.pieces if p.face_up and p.label}
    secret: set[str] = set()
    for lay in layouts_all:
        for p in lay.pieces:
            if p.face_up and p.label and p.label not in seen and len(p.label) >= 4 and not p.label.isdigit():
                hidden = any(q.id == p.id and not q.face_up for v in layouts_viewer for q in v.pieces)
                if hidden:
                    secret.add(p.label)
    return secret


@pytest.mark.parametrize("game_id", TITLES)
def test_no_viewer_is_told_a_card_or_tile_hidden_from_them(game_id):
    """Over seeded games, a line told to a seat (or a spectator) never names a piece that is face down for
    that viewer before and after the move while another seat sees it face up."""
    game = get_game(game_id)
    for k in range(GAMES_PER_TITLE):
        players = game.info.min_players + k % (game.info.max_players - game.info.min_players + 1)
        match = _match(game_id, players, 100 + k)
        for number, step in enumerate(match.steps, start=1):
            before, after = match.states[number - 1], match.states[number]
            everyone = [game.presentation.layout(st, seat) for st in (before, after) for seat in range(players)]
            for viewer in [None, *range(players)]:
                mine = [game.presentation.layout(before, viewer), game.presentation.layout(after, viewer)]
                secret = _secret_names(everyone, mine)
                lines = ([step.line] if viewer is None else []) + step.told(viewer)
                for line in lines:
                    for name in secret:
                        assert not re.search(rf"\b{re.escape(name)}\b", line), (
                            f"move {number}: viewer {viewer} is told {name!r}: {line!r}")


@pytest.mark.parametrize("game_id", TITLES)
def test_every_decision_has_a_prompt_of_its_own(game_id):
    """Every state a seeded game reaches names its decision for the seat to act and for the others."""
    game = get_game(game_id)
    for k in range(GAMES_PER_TITLE):
        players = game.info.min_players + k % (game.info.max_players - game.info.min_players + 1)
        match = _match(game_id, players, 200 + k)
        for state in match.states:
            cur = game.current_player(state)
            if cur is None:
                assert game.presentation.prompt(state, None) == "The game is over"
                continue
            generic = f"Seat {cur + 1}, your move"  # what a title without prompts of its own would say
            for viewer in (cur, (cur + 1) % players, None):
                text = game.presentation.prompt(state, viewer)
                assert text and text != generic, f"{game_id}: no prompt for {state!r} (viewer {viewer})"
                assert "your move" not in text.lower() or viewer == cur
