"""Records past every sane size, depth or number are refused in one line, before they can cost anything."""

from __future__ import annotations

import json
import os
import stat
import time

import pytest

from fairtable.engine import record as record_module
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import MAX_NESTING, Record, RecordError, replay_record
from fairtable.engine.rng import SEED_MAX, SEED_MIN
from tests.toygame import GAME, DrawCard, EndTurn, Take, register_toy


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    register_toy(monkeypatch)


def good_record(seed: int = 3) -> dict:
    m = Match(GAME, [Seat(name="A"), Seat(name="B")], seed=seed)
    for a in (Take(player=0, token=8), DrawCard(player=0), EndTurn(player=0)):
        m.play(a)
    return json.loads(m.to_record().to_json())


def refused(text: str) -> str:
    with pytest.raises(RecordError) as err:
        Record.from_json(text)
    line = str(err.value)
    assert line and "\n" not in line
    return line


def test_a_record_nested_100000_levels_deep_is_refused_in_one_line():
    text = '{"format": "fairtable-record", "version": 1, "options": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert refused(text) == "Not a fairtable record: the file is nested too deeply"


def test_nesting_that_json_can_read_is_still_refused_past_the_limit():
    data = good_record()
    data["options"] = {"x": json.loads("[" * 500 + "]" * 500)}
    assert refused(json.dumps(data)) == f"Damaged record: it is nested more than {MAX_NESTING} levels deep"
    data = good_record()
    data["actions"][0]["token"] = json.loads("[" * (MAX_NESTING - 3) + "]" * (MAX_NESTING - 3))
    record = Record.from_json(json.dumps(data))  # exactly as deep as allowed: read, and refused as a move
    with pytest.raises(RecordError, match="^Move 1 is "):
        replay_record(record)


def test_a_seed_of_5000_digits_is_one_line():
    text = json.dumps(good_record()).replace('"seed": 3', '"seed": ' + "7" * 5000)
    assert refused(text) == "Not a fairtable record: the file holds a number too long to read"


@pytest.mark.parametrize("seed", [SEED_MAX + 1, SEED_MIN - 1, 10**100])
def test_a_seed_past_64_bits_is_refused(seed):
    data = good_record()
    data["seed"] = seed
    assert refused(json.dumps(data)) == (
        "Damaged record: seed: must be a whole number from -9223372036854775808 to 18446744073709551615")


@pytest.mark.parametrize("seed", [SEED_MAX, SEED_MIN, 0])
def test_a_seed_at_either_end_of_64_bits_replays(seed):
    data = good_record(seed)
    assert replay_record(Record.from_json(json.dumps(data))).state is not None


@pytest.mark.parametrize("version", ["2", "1", 2.0, True, None, 0, -1, [2]])
def test_the_format_version_must_be_a_whole_number(version):
    data = good_record()
    data["version"] = version
    assert refused(json.dumps(data)) == "Damaged record: version: must be a whole number from 1 up"


def test_a_record_past_the_size_limit_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "huge.json"
    with open(big, "wb") as fh:
        fh.truncate(200 * 1024 * 1024)  # sparse: 200 MB that take no disk and no time to write
    t0 = time.perf_counter()
    with pytest.raises(RecordError) as err:
        Record.load(big)
    assert time.perf_counter() - t0 < 0.5
    assert str(err.value) == f"Not a fairtable record: {big} is 200 MB; a record is at most 20 MB"


def test_a_record_text_past_the_size_limit_is_refused(monkeypatch):
    monkeypatch.setattr(record_module, "MAX_RECORD_BYTES", 1000)
    text = json.dumps(good_record(), indent=40)
    assert len(text) > 1000
    assert refused(text) == "Not a fairtable record: a record is at most 0.1 MB"


def test_a_file_that_grows_past_the_limit_while_read_stops_at_the_limit(tmp_path, monkeypatch):
    """The size the system told when the file was opened may be out of date (a device or a pipe is never
    read at all); reading stops one byte past the limit."""
    monkeypatch.setattr(record_module, "MAX_RECORD_BYTES", 1000)
    path = tmp_path / "growing.json"
    path.write_text("[" + " " * 5000 + "]")
    real_fstat = os.fstat

    def told_small(fd):  # type: ignore[no-untyped-def]
        told = list(real_fstat(fd))
        told[stat.ST_SIZE] = 10  # as it was when it was opened
        return os.stat_result(told)

    monkeypatch.setattr(os, "fstat", told_small)
    with pytest.raises(RecordError) as err:
        Record.load(path)
    assert str(err.value) == f"Not a fairtable record: {path} is 0.1 MB; a record is at most 0.1 MB"


def test_a_real_game_is_far_below_the_size_limit():
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.registry import get_game

    game = get_game("festival")
    played = play_game(game, 6, 1, ["greedy"] * 6)
    text = Record.create(game, None, [f"P{i}" for i in range(6)], 1, played.actions).to_json()
    assert len(text) * 100 < record_module.MAX_RECORD_BYTES
