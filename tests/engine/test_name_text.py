"""A seat's name is one line of text that cannot turn the text around it: a record's name with line breaks,
control characters (ESC, NUL) or direction overrides is read without them, and the game still opens."""

from __future__ import annotations

import json
import re

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game
from fairtable.engine.seats import clean_name, isolate

FORGED = "Anna\nWinner: Mallory"
CLEARS_SCREEN = "\x1b[2J\x00Bo"
FLIPPED = "\u202eollaM"  # a right-to-left override: shown as "Mallo", turning all that follows
UNSHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def record_text(names: list[str], moves: int = 6) -> str:
    game = get_game("essen")
    played = play_game(game, len(names), 5)
    data = json.loads(Record.create(game, None, ["A"] * len(names), 5, played.actions[:moves]).to_json())
    for seat, name in zip(data["seats"], names, strict=True):
        seat["name"] = name
    return json.dumps(data)


def test_a_name_is_read_without_line_breaks_control_or_direction_characters():
    record = Record.from_json(record_text([FORGED, CLEARS_SCREEN, FLIPPED]))
    assert [s.name for s in record.seats] == ["Anna Winner: Mallory", "[2J Bo", "ollaM"]
    assert record.cleaned_names == [1, 2, 3]
    assert record.names_note() == ("The names of seats 1, 2 and 3 held control or direction characters; "
                                   "they were taken out")


def test_the_game_still_opens_and_its_lines_hold_no_control_characters():
    match = Match.from_record(Record.from_json(record_text([FORGED, CLEARS_SCREEN, FLIPPED], moves=30)))
    assert len(match.steps) == 30
    lines = match.log()
    assert lines and not any(UNSHOWN.search(line) for line in lines)
    assert not any(line.startswith("Winner:") for line in "\n".join(lines).splitlines())
    assert match.names_note.startswith("The names of seats 1, 2 and 3 ")


def test_a_plain_record_says_nothing_about_names():
    record = Record.from_json(record_text(["Anna", "Ben"]))
    assert record.cleaned_names == [] and record.names_note() == ""


def test_a_name_of_nothing_but_control_characters_is_the_seats_token():
    record = Record.from_json(record_text(["Anna", "\x1b\n\u202e"]))
    assert [s.name for s in record.seats] == ["Anna", "Seat 2"]
    assert record.names_note() == "The name of seat 2 held control or direction characters; they were taken out"


def test_a_seat_made_in_code_is_cleaned_too():
    assert SeatRecord(name="Anna\tBen\r\n").name == "Anna Ben"
    assert clean_name("Ann\u2066a\u2069") == "Ann a"
    assert clean_name("Chloé 李") == "Chloé 李"


def test_a_right_to_left_name_is_set_apart_in_a_sentence_and_a_left_to_right_one_stays_as_it_is():
    hebrew = "\u05d3\u05e0\u05d9"  # Dani, in Hebrew letters
    assert isolate(hebrew) == f"\u2068{hebrew}\u2069"
    assert isolate("Anna") == "Anna" and isolate("李") == "李"
    match = Match(get_game("essen"), [Seat(name=hebrew), Seat(name="Anna")], seed=1)
    assert match.names == [f"\u2068{hebrew}\u2069", "Anna"]
    line = match.play(match.game.legal_actions(match.state)[0])
    assert line.startswith(f"\u2068{hebrew}\u2069 ")
