"""Data files: every fault is one line naming the file, the entry and the field."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, ConfigDict

from fairtable.engine.datafile import load_data_file, load_entries
from fairtable.resources import DataFileError


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    name: str
    cost: int


class Deck(BaseModel):
    name: str
    cards: list[Card]


class DecksFile(BaseModel):
    decks: list[Deck]


def write(tmp_path, data, name="cards.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_a_nested_fault_names_each_entry_by_its_name(tmp_path):
    path = write(tmp_path, {"decks": [{"name": "Chance", "cards": [{"id": 0, "name": "Go", "cost": "x"}]}]})
    with pytest.raises(DataFileError) as err:
        load_data_file(path, DecksFile)
    assert str(err.value) == (
        f"{path}: decks[0] (Chance).cards[0] (Go), field cost: Input should be a valid integer, "
        "unable to parse string as an integer"
    )


def test_an_unknown_field_is_named(tmp_path):
    path = write(tmp_path, {"cards": [{"id": 3, "name": "Go", "cost": 1, "colour": "red"}]})
    with pytest.raises(DataFileError) as err:
        load_entries(path, "cards", Card)
    assert str(err.value).startswith(f"{path}: cards[0] (Go), field colour: Extra inputs")


def test_a_missing_list_a_missing_file_and_broken_json_are_one_line(tmp_path):
    with pytest.raises(DataFileError, match="the list 'cards' is missing"):
        load_entries(write(tmp_path, {"decks": []}), "cards", Card)
    with pytest.raises(DataFileError) as err:
        load_entries(tmp_path / "nope.json", "cards", Card)
    assert str(err.value) == f"{tmp_path / 'nope.json'}: the file is missing"
    with pytest.raises(DataFileError) as err:
        load_data_file(write(tmp_path, "{oops"), DecksFile)
    assert str(err.value) == f"{tmp_path / 'cards.json'}: not valid JSON (line 1)"


def test_a_good_file_loads(tmp_path):
    path = write(tmp_path, {"decks": [{"name": "Chance", "cards": [{"id": 0, "name": "Go", "cost": 2}]}]})
    assert load_data_file(path, DecksFile).decks[0].cards[0].cost == 2


@pytest.mark.parametrize(
    "text, expected",
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"decks": [' + "7" * 5000 + "]}", "holds a number too long to read"),
    ],
    ids=["nested-100000-deep", "a-5000-digit-number"],
)
def test_json_python_cannot_read_is_one_line_naming_the_whole_path(tmp_path, text, expected):
    path = write(tmp_path, text)
    for load in (lambda: load_data_file(path, DecksFile), lambda: load_entries(path, "cards", Card)):
        with pytest.raises(DataFileError) as err:
            load()
        assert str(err.value) == f"{path}: {expected}"


def test_a_file_that_is_not_utf8_is_one_line(tmp_path):
    path = tmp_path / "cards.json"
    path.write_bytes(b'{"decks": ["\xff\xfe"]}')
    with pytest.raises(DataFileError) as err:
        load_data_file(path, DecksFile)
    assert str(err.value) == f"{path}: cannot be read (not UTF-8 text)"
