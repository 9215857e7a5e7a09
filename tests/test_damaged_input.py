"""Damaged input, generated: records, settings and data files cut short, with bytes flipped, nested
deep, or with fields of the wrong type. Each loader answers with its one-line error class or succeeds,
never anything else.

The examples are fixed (derandomized, no example database), so every run, here or in CI, tries the same
ones, in a few seconds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from fairtable.bots.selfplay import play_game
from fairtable.engine.datafile import load_entries
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record, RecordError, replay_record
from fairtable.engine.registry import get_game
from fairtable.games.essen.data import TileData
from fairtable.resources import DataFileError, resource_path
from fairtable.ui.settings import SETTINGS, Settings, parse
from tests.toygame import GAME, DrawCard, EndTurn, Take

FIXED = hypothesis_settings(
    max_examples=60, derandomize=True, database=None, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def toy_record() -> str:
    m = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    for a in (Take(player=0, token=8), DrawCard(player=0), EndTurn(player=0), Take(player=1, token=7)):
        m.play(a)
    return m.to_record().to_json()


def essen_record() -> str:
    game = get_game("essen")
    played = play_game(game, 2, 4)
    return Record.create(game, None, ["Anna", "Ben"], 4, played.actions).to_json()


TOY = toy_record()
ESSEN = essen_record()
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def one_line(exc: Exception) -> None:
    text = str(exc)
    assert text and "\n" not in text and "Traceback" not in text


def load_and_replay(text: str) -> None:
    """What `fairtable replay` and the app do with a record: read it, then replay every move."""
    try:
        record = Record.from_json(text)
        replay_record(record, GAME if record.game == "toy" else None)
    except RecordError as exc:
        one_line(exc)


def flipped(data: bytes, flips: list[tuple[int, int]]) -> bytes:
    out = bytearray(data)
    for index, value in flips:
        out[index % len(out)] = value
    return bytes(out)


FLIPS = st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1, max_size=6)


# -- records --------------------------------------------------------------------------------------------


@FIXED
@given(cut=st.integers(0, len(TOY)))
def test_a_record_cut_short_is_refused_in_one_line_or_loads(cut):
    load_and_replay(TOY[:cut])


@FIXED
@given(flips=FLIPS)
def test_a_record_with_bytes_flipped_is_refused_in_one_line_or_loads(flips, tmp_path_factory):
    path = tmp_path_factory.getbasetemp() / "flipped.json"
    path.write_bytes(flipped(TOY.encode(), flips))
    try:
        record = Record.load(path)
        replay_record(record, GAME if record.game == "toy" else None)
    except RecordError as exc:
        one_line(exc)


@hypothesis_settings(FIXED, max_examples=15)
@given(cut=st.integers(0, len(ESSEN)), flips=st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(32, 126)),
                                                       max_size=3))
def test_a_real_games_record_damaged_is_refused_in_one_line_or_loads(cut, flips):
    load_and_replay(flipped(ESSEN.encode(), flips).decode("latin-1")[:cut] if flips else ESSEN[:cut])


@FIXED
@given(field=st.sampled_from(["format", "version", "app_version", "game", "options", "seats", "seed", "actions"]),
       depth=st.integers(1, 150_000))
def test_a_record_nested_deep_anywhere_is_refused_in_one_line(field, depth):
    data = json.loads(TOY)
    text = json.dumps({**data, field: None}).replace(f'"{field}": null', f'"{field}": ' + "[" * depth + "]" * depth)
    load_and_replay(text)


@FIXED
@given(field=st.sampled_from(["format", "version", "app_version", "game", "options", "seats", "seed", "actions"]),
       value=JSON_VALUES)
def test_a_record_field_of_the_wrong_type_is_refused_in_one_line_or_loads(field, value):
    data = json.loads(TOY)
    data[field] = value
    load_and_replay(json.dumps(data))


@FIXED
@given(move=st.integers(0, 3), key=st.sampled_from(["kind", "player", "token", "extra"]), value=JSON_VALUES)
def test_a_move_of_the_wrong_type_is_refused_in_one_line_or_plays(move, key, value):
    data = json.loads(TOY)
    data["actions"][move][key] = value
    load_and_replay(json.dumps(data))


# -- settings -------------------------------------------------------------------------------------------

PLACEMENT = {"x": 40, "y": 30, "width": 1200, "height": 680, "maximized": False, "full_screen": False}
PANELS = {"docks": [
    {"name": "dock-Players", "area": "left", "floating": False, "visible": True, "width": 300, "height": 500,
     "tab_of": None, "front": False},
    {"name": "dock-Game log", "area": "left", "floating": False, "visible": True, "width": 300, "height": 500,
     "tab_of": "dock-Players", "front": True},
    {"name": "dock-Actions", "area": "right", "floating": True, "visible": False, "width": 280, "height": 400,
     "tab_of": None, "front": True, "x": 900, "y": 100},
]}
WRITTEN = (
    "[window]\n"
    f"placement={json.dumps(PLACEMENT)}\n"
    f"panels={json.dumps(PANELS)}\n\n"
    "[table]\nanimation=Slow\nbot_speed=fast\ncasual=true\n"
).encode()
LEGACY = b"[table]\nanimation=Normal\n\n[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\x5{\\0)\n"


def check_settings(data: bytes) -> dict:
    values, problems = parse(data)
    for key, value in values.items():
        assert isinstance(value, SETTINGS[key].kind)
        SETTINGS[key].read(SETTINGS[key].write(value))
    for problem in problems:
        assert problem and "\n" not in problem
    return values


def test_the_settings_file_as_written_reads_back_whole():
    assert check_settings(WRITTEN) == {"window/placement": PLACEMENT, "window/panels": PANELS,
                                       "table/animation": "Slow", "table/bot_speed": "fast", "table/casual": True}


@FIXED
@given(base=st.sampled_from([WRITTEN, LEGACY]), cut=st.integers(0, len(WRITTEN)), flips=st.lists(
    st.tuples(st.integers(0, 1 << 20), st.integers(0, 255)), max_size=6))
def test_a_damaged_settings_file_gives_checked_values_and_one_line_problems(base, cut, flips):
    data = flipped(base, flips)[:cut] if flips else base[:cut]
    values = check_settings(data)
    if "window/panels" in values:  # whatever damage got past the reader is still an arrangement of the docks
        names = [dock["name"] for dock in values["window/panels"]["docks"]]
        assert sorted(names) == sorted(dock["name"] for dock in PANELS["docks"])


@FIXED
@given(data=st.binary(max_size=400) | st.text(max_size=200).map(str.encode))
def test_any_bytes_as_a_settings_file_give_checked_values(data, tmp_path_factory):
    check_settings(data)
    path = tmp_path_factory.getbasetemp() / "settings.ini"
    path.write_bytes(data)
    settings = Settings(path)
    for key in SETTINGS:
        settings.value(key)


# -- data files -----------------------------------------------------------------------------------------

TILES = resource_path("games", "essen", "tiles.json").read_bytes()


@FIXED
@given(cut=st.integers(0, len(TILES)), flips=FLIPS, deep=st.sampled_from([0, 0, 0, 40, 900, 100_000]))
def test_a_damaged_data_file_is_one_line_naming_its_path_or_loads(cut, flips, deep, tmp_path_factory):
    data = flipped(TILES, flips)[:cut]
    if deep:
        data = b'{"tiles": ' + b"[" * deep + b"]" * deep + b"}"
    path: Path = tmp_path_factory.getbasetemp() / "tiles.json"
    path.write_bytes(data)
    try:
        load_entries(path, "tiles", TileData)
    except DataFileError as exc:
        one_line(exc)
        assert str(exc).startswith(f"{path}: ")


@pytest.mark.parametrize("text, game", [(TOY, GAME), (ESSEN, None)], ids=["toy", "essen"])
def test_the_undamaged_records_replay(text, game):
    assert replay_record(Record.from_json(text), game).actions
