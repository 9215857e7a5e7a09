"""The engine's own words go through the catalog: the defaults a title may leave (the generic prompt, "The
game is over", a gesture that does nothing, the score, the rules summary), the story's headers, the undo
blockers, and the one-line reasons for a bad record, a damaged data file or autosave, an unknown bot, a
crash. In the pseudo-locale each comes out inside ⟦⟧, with the seats' names put in by the table."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel

from fairtable import i18n
from fairtable.engine.actions import Drag, Press
from fairtable.engine.datafile import load_entries, read_json
from fairtable.engine.errors import EndlessGame, RecordError, SetupError
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import LISTINGS, get_game
from fairtable.resources import DataFileError
from tests.i18n.pseudo import escaped
from tests.toygame import GAME, DrawCard, EndTurn, MinimalToyGame, Take, register_toy

NAMES = ["Ann", "Ben"]


PLAIN = MinimalToyGame()  # the toy title with the contract's defaults


@pytest.fixture
def pseudo(monkeypatch):
    register_toy(monkeypatch)
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.SOURCE)


def wrapped(text: str, names=NAMES) -> bool:
    return bool(text) and "\u27e6" in text and not escaped(text, names)


def test_the_contract_defaults_pass_the_catalog(pseudo):
    s = PLAIN.new_state(2, {"pile": 3}, 1)
    assert wrapped(PLAIN.presentation.explain(s, Drag(piece="token:0", zone="pile")))  # no action: the piece stays
    assert wrapped(PLAIN.presentation.explain(s, Press(label="Shout")))
    assert wrapped(PLAIN.presentation.button_text(s, EndTurn(player=0)))
    assert wrapped(PLAIN.presentation.points_text(23)) and "23" in PLAIN.presentation.points_text(23)
    over = s
    for a in (Take(player=0, token=2), Take(player=0, token=1), EndTurn(player=0), Take(player=1, token=0)):
        over = PLAIN.apply(over, a)
    assert PLAIN.presentation.prompt(over, 0) == PLAIN.presentation.explain(over, Press(label="Draw")) == "\u27e6The game is over\u27e7"
    assert wrapped(PLAIN.presentation.rules_text().replace("#", ""))  # the toy title has no rules summary installed


def test_setting_up_refuses_in_the_catalog_words(pseudo):
    for call in (lambda: PLAIN.new_state(7, None, 1), lambda: PLAIN.make_options({"size": 3}),
                 lambda: PLAIN.make_options({"pile": 99}), lambda: get_game("chess")):
        with pytest.raises(SetupError) as err:
            call()
        assert wrapped(str(err.value)), err.value
    with pytest.raises(SetupError) as err:
        from fairtable.bots.base import make_bot

        make_bot("genius")
    assert wrapped(str(err.value)), err.value
    assert str(EndlessGame.after("Toy", 3, 10000)).startswith("\u27e6\u27e6Toy\u27e7, seed 3: unfinished, no end after 10,000")


def test_the_story_headers_and_undo_blockers_pass_the_catalog(pseudo):
    seats = [SeatRecord(name="Ann"), SeatRecord(name="Ben", kind="bot", level="random")]
    match = Match(GAME, seats, {"pile": 5}, seed=2)
    blockers = [match.undo_blocker()]
    match.play(Take(player=0, token=4))
    match.play(DrawCard(player=0))
    blockers.append(match.undo_blocker())  # the draw revealed a card
    match.play(EndTurn(player=0))
    blockers.append(match.undo_blocker())  # Ann's turn is over
    match.play(Take(player=1, token=3))
    blockers.append(match.undo_blocker())  # the bot has moved
    bots = Match(GAME, [SeatRecord(name="B1", kind="bot"), SeatRecord(name="B2", kind="bot")], seed=2, casual=True)
    bots.play(Take(player=0, token=8))
    blockers.append(bots.undo_blocker())
    assert len(set(blockers)) == 5 and all(wrapped(b) for b in blockers), blockers
    story = match.story(None)
    assert [e.text for e in story if e.level in ("round", "turn")][:3] == [
        "\u27e6Round 1\u27e7", "\u27e6Ann\u2019s turn\u27e7", "\u27e6Ben\u2019s turn\u27e7"]


def test_a_bad_record_is_refused_in_the_catalog_words(pseudo, tmp_path):
    good = json.loads(Match(GAME, [SeatRecord(name="Ann"), SeatRecord(name="Ben")], seed=1).to_record().to_json())
    cases = {
        "not-json": "{ nope",
        "not-a-record": json.dumps({"format": "something"}),
        "newer": json.dumps({**good, "version": 99}),
        "bad-version": json.dumps({**good, "version": "one"}),
        "bad-seed": json.dumps({**good, "seed": 1 << 70}),
        "bad-colour": json.dumps({**good, "seats": [{"name": "Ann", "colour": "red"}, {"name": "Ben"}]}),
        "bad-bot": json.dumps({**good, "seats": [{"name": "Ann", "kind": "bot", "level": "genius"}, {"name": "Ben"}]}),
        "not-an-action": json.dumps({**good, "actions": [{"kind": "fly", "player": 0}]}),
        "illegal-move": json.dumps({**good, "actions": [{"kind": "take", "player": 1, "token": 8}]}),
    }
    for name, text in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        with pytest.raises(RecordError) as err:
            Match.load(path)
        message = str(err.value)
        assert wrapped(message.replace(str(path), "")), (name, message)
    for missing in (tmp_path / "none.json", tmp_path):
        with pytest.raises(RecordError) as err:
            Record.load(missing)
        assert wrapped(str(err.value).replace(str(missing), "")), err.value


class Entry(BaseModel):
    name: str
    price: int


def test_a_damaged_data_file_is_told_in_the_catalog_words(pseudo, tmp_path):
    files = {"cut.json": '{"tiles": [', "bytes.json": b"\xff\xfe", "nolist.json": '{"other": []}',
             "entry.json": json.dumps({"tiles": [{"name": "Bakery", "price": "cheap"}]})}
    for name, content in {**files, "missing.json": None}.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content is not None:
            path.write_text(content)
        with pytest.raises(DataFileError) as err:
            load_entries(path, "tiles", Entry)
        message = str(err.value)
        assert message.startswith(f"\u27e6{path}: \u27e6"), message
        framing = message.replace(str(path), "")
        if name == "entry.json":  # the entry and field in the catalog's words, the fault in pydantic's
            framing = framing.rpartition(": ")[0]
        assert not escaped(framing, ["Bakery"]), message
    with pytest.raises(DataFileError):
        read_json(tmp_path / "missing.json")


def test_a_damaged_autosave_is_told_in_the_catalog_words(pseudo):
    from fairtable import saves
    from fairtable.paths import games_dir

    folder = games_dir()
    folder.mkdir(parents=True)
    damaged = {"cut": '{"format": "fairtable-record", "seats": [', "json": "{ nope }", "other": '{"format": "x"}',
               "empty": json.dumps({"format": "fairtable-record", "game": "toy", "seats": [], "actions": []}),
               "seat": json.dumps({"format": "fairtable-record", "game": "toy", "seats": [{}], "actions": []})}
    for name, text in damaged.items():
        (folder / f"{name}.json").write_text(text)
    (folder / "bytes.json").write_bytes(b"\xff\xfe")
    found = saves.scan()
    assert len(found.damaged) == len(damaged) + 1
    for d in found.damaged:
        assert wrapped(d.reason), d.reason


def test_the_crash_dialog_passes_the_catalog(pseudo, tmp_path):
    from fairtable.crashlog import crash_dialog

    for autosaved in (True, False):
        title, text = crash_dialog(ValueError("boom"), tmp_path / "crash.log", autosaved)
        assert wrapped(title)
        assert "ValueError: boom" in text and str(tmp_path) in text
        assert not escaped(text.replace("ValueError: boom", "").replace(str(tmp_path / "crash.log"), ""))


def test_the_bot_levels_and_the_listings_are_marked_for_the_catalog(pseudo):
    from fairtable.bots.base import BOT_LEVELS, level_name

    assert [level_name(k) for k in BOT_LEVELS] == ["\u27e6Random\u27e7", "\u27e6Normal\u27e7", "\u27e6Hard\u27e7"]
    assert level_name("Hard") == "\u27e6Hard\u27e7"  # a level named as a record may name it
    for listing in LISTINGS.values():
        assert wrapped(i18n._(listing.name)) and wrapped(i18n._(listing.summary))


def test_the_rules_summary_is_read_in_the_players_language(tmp_path, monkeypatch):
    folder = tmp_path / "games" / "toy"
    folder.mkdir(parents=True)
    (folder / "rules.md").write_text("# Toy\n\nTake tokens.", encoding="utf-8")
    (folder / "rules.de.md").write_text("# Toy\n\nNimm Steine.", encoding="utf-8")
    monkeypatch.setattr("fairtable.resources.resource_root", lambda: tmp_path)
    assert GAME.presentation.rules_text().endswith("Take tokens.")
    i18n.set_language("de")
    assert GAME.presentation.rules_text().endswith("Nimm Steine.")
    i18n.set_language("ja")  # no Japanese summary: the English one
    assert GAME.presentation.rules_text().endswith("Take tokens.")
