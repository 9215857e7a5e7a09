"""Bad input never costs anything: each problem with a record is one clear line."""

from __future__ import annotations

import json

import pytest

from fairtable.engine.game import SetupError
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import FORMAT, Record, RecordError, replay_record
from fairtable.engine.registry import get_game
from tests.toygame import GAME, DrawCard, EndTurn, Take, register_toy


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    register_toy(monkeypatch)


def good_record() -> dict:
    m = Match(GAME, [Seat(name="A"), Seat(name="B")], seed=3)
    for a in (Take(player=0, token=8), DrawCard(player=0), EndTurn(player=0)):
        m.play(a)
    return json.loads(m.to_record().to_json())


def load(data) -> Record:
    return Record.from_json(data if isinstance(data, str) else json.dumps(data))


def one_line(exc: Exception) -> str:
    text = str(exc)
    assert text and "\n" not in text and "Traceback" not in text
    return text


def test_malformed_json_is_refused_in_one_line():
    with pytest.raises(RecordError) as err:
        load('{"format": "fairtable-record", ')
    assert "not valid JSON" in one_line(err.value)


def test_a_foreign_file_is_refused():
    with pytest.raises(RecordError) as err:
        load({"hello": "world"})
    assert "Not a fairtable record" in one_line(err.value)


def test_a_record_of_a_future_format_version_is_refused():
    data = good_record()
    data["version"] = 99
    with pytest.raises(RecordError) as err:
        load(data)
    assert "newer fairtable" in one_line(err.value)


def test_a_damaged_field_is_named():
    data = good_record()
    data["seed"] = "abc"
    with pytest.raises(RecordError) as err:
        load(data)
    assert "seed" in one_line(err.value)


def test_a_record_of_an_unknown_game_is_refused():
    data = good_record()
    data["game"] = "chess"
    with pytest.raises(RecordError) as err:
        replay_record(load(data))
    assert "Unknown game 'chess'" in one_line(err.value)


def test_a_record_of_another_game_is_refused_when_a_title_is_expected():
    data = good_record()
    data["game"] = "essen"
    with pytest.raises(RecordError) as err:
        replay_record(load(data), game=GAME)
    assert "not of Toy" in one_line(err.value)


def test_a_wrong_player_count_is_refused():
    data = good_record()
    data["seats"] = [{"name": "Solo"}]
    with pytest.raises(RecordError) as err:
        replay_record(load(data))
    assert "2 to 3 players" in one_line(err.value)


def test_a_bad_option_is_refused():
    data = good_record()
    data["options"] = {"pile": 1000}
    with pytest.raises(RecordError) as err:
        replay_record(load(data))
    assert "pile" in one_line(err.value)


def test_an_action_that_does_not_validate_names_its_move_number():
    data = good_record()
    data["actions"][1] = {"kind": "fly", "player": 0}
    with pytest.raises(RecordError) as err:
        replay_record(load(data))
    assert one_line(err.value).startswith("Move 2 is not an action of Toy")


def test_an_action_that_does_not_apply_names_its_move_number_and_reason():
    data = good_record()
    data["actions"].append({"kind": "take", "player": 0, "token": 7})
    with pytest.raises(RecordError) as err:
        replay_record(load(data))
    assert one_line(err.value) == "Move 4 cannot be played: Not your turn"


def test_opening_a_bad_file_leaves_the_current_match_alone(tmp_path):
    m = Match(GAME, [Seat(name="A"), Seat(name="B")], seed=3)
    m.play(Take(player=0, token=8))
    bad = tmp_path / "bad.json"
    bad.write_text("garbage")
    with pytest.raises(RecordError):
        Match.load(bad)
    assert len(m.steps) == 1 and m.state.hands[0] == 1


def test_a_missing_file_is_one_line(tmp_path):
    with pytest.raises(RecordError) as err:
        Record.load(tmp_path / "nope.json")
    assert "No such file" in one_line(err.value)


def test_a_binary_file_or_a_folder_is_one_plain_line(tmp_path):
    binary = tmp_path / "photo.png"
    binary.write_bytes(bytes(range(128, 256)) * 4)
    with pytest.raises(RecordError) as err:
        Record.load(binary)
    assert one_line(err.value) == f"Not a fairtable record: {binary} is not a text file"
    with pytest.raises(RecordError) as err:
        Record.load(tmp_path)
    assert one_line(err.value) == f"{tmp_path} is a folder, not a record file"


def test_unknown_game_ids_and_player_counts_are_setup_errors():
    with pytest.raises(SetupError) as err:
        get_game("monopoly")
    assert "Unknown game 'monopoly'" in one_line(err.value)
    with pytest.raises(SetupError) as err:
        GAME.new_state(7, None, 1)
    assert one_line(err.value) == "Toy is for 2 to 3 players, not 7"


def test_the_record_format_is_stable():
    data = good_record()
    assert data["format"] == FORMAT and data["version"] == 2
    assert set(data) == {"format", "version", "app_version", "game", "game_version", "options", "seats", "seed",
                         "actions"}


def test_a_format_1_record_is_read():
    data = good_record()
    data["version"] = 1
    del data["game_version"]
    assert replay_record(load(data)).stopped is None


def test_a_bot_seat_of_an_unknown_level_is_refused_in_one_line():
    data = good_record()
    data["seats"][1] = {"name": "B", "kind": "bot", "level": "godlike"}
    with pytest.raises(RecordError) as err:
        load(data)
    assert one_line(err.value) == (
        "Damaged record: seats.1.level: no bot level 'godlike' (known: random, greedy, thinker)")


def test_a_bot_level_is_its_id_or_the_name_the_app_shows_and_a_humans_level_is_ignored():
    data = good_record()
    data["seats"] = [{"name": "A", "kind": "human", "level": "godlike"}, {"name": "B", "kind": "bot", "level": "Normal"}]
    record = load(data)
    assert record.seats[1].level == "Normal"
    from fairtable.bots.base import make_bot
    from fairtable.bots.greedy import GreedyBot

    assert isinstance(make_bot(record.seats[1].level), GreedyBot)


def test_every_level_a_record_may_name_is_a_bot():
    from fairtable.bots.base import BOT_LEVELS
    from fairtable.engine.record import BOT_LEVEL_NAMES

    assert set(BOT_LEVELS) == set(BOT_LEVEL_NAMES)


@pytest.mark.parametrize("colour", ["red", "#12345", "#1234567", "#gg0000", '#fff" onload="x', ""])
def test_a_seat_colour_is_written_hash_rrggbb(colour):
    data = good_record()
    data["seats"][0]["colour"] = colour
    with pytest.raises(RecordError) as err:
        load(data)
    assert one_line(err.value).startswith("Damaged record: seats.0.colour: a colour is written #rrggbb, not ")


def test_an_autosave_record_carries_what_the_continue_list_shows():
    data = good_record()
    data["autosave"] = {"name": "Friday", "round": 2, "over": False, "saved": "2024-05-01T18:00:00+00:00"}
    assert load(data).autosave.round == 2
    data["autosave"]["round"] = "two"
    damaged = load(data)  # only the Continue list reads it: the game opens, the damaged block is dropped
    assert damaged.autosave is None and damaged.actions == data["actions"]
