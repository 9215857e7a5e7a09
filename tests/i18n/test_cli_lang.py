"""The command line's language: ``--lang CODE`` before or after the command, else ``FAIRTABLE_LANG``; an
unknown code refused in one line; the app handed the code; a record replays in any language."""

from __future__ import annotations

import json

import pytest

from fairtable import i18n
from fairtable.bots.selfplay import play_game
from fairtable.cli import main
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game
from tests.i18n.pseudo import escaped
from tests.toygame import GAME, DrawCard, EndTurn, Take, register_toy

NAMES = ["Ann", "Ben"]


@pytest.fixture(autouse=True)
def _toy(monkeypatch):
    register_toy(monkeypatch)


def toy_record(tmp_path):
    """A finished toy game with a reveal, two turns a seat and the last token taken."""
    seats = [SeatRecord(name=n) for n in NAMES]
    match = Match(GAME, seats, {"pile": 3}, seed=4)
    for action in (Take(player=0, token=2), DrawCard(player=0), EndTurn(player=0), Take(player=1, token=1),
                   EndTurn(player=1), Take(player=0, token=0)):
        match.play(action)
    assert match.is_over()
    path = tmp_path / "toy.json"
    match.save(path)
    return path


def unwrapped(out: str, names=NAMES) -> list[str]:
    return [line for line in out.splitlines() if escaped(line, names)]


@pytest.mark.parametrize("where", ["before", "after"])
def test_lang_pseudo_replay_log_prints_every_line_wrapped(where, tmp_path, capsys):
    path = str(toy_record(tmp_path))
    args = ["--lang", "pseudo", "replay", "--log", path] if where == "before" else ["replay", "--log", path,
                                                                                      "--lang=pseudo"]
    assert main(args) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert "== \u27e6Round 1\u27e7 ==" in lines
    assert "-- \u27e6Ann\u2019s turn\u27e7" in lines
    assert "\u27e6Winner: Ann\u27e7" in lines or "\u27e6Winner: Ben\u27e7" in lines
    assert len(lines) > 10 and not unwrapped(out), unwrapped(out)


def test_fairtable_lang_pseudo_simulate_log_prints_every_line_wrapped(monkeypatch, capsys):
    monkeypatch.setenv("FAIRTABLE_LANG", "pseudo")
    assert main(["simulate", "--game", "toy", "--players", "2", "--seed", "3", "--log"]) == 0
    out = capsys.readouterr().out
    assert "\u27e6Round 1\u27e7" in out and "seed 3" in out
    assert not unwrapped(out, ["P1", "P2"]), unwrapped(out, ["P1", "P2"])


def test_lang_on_the_command_line_wins_over_fairtable_lang(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("FAIRTABLE_LANG", "pseudo")
    assert main(["replay", str(toy_record(tmp_path)), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "\u27e6" not in out and "Toy: 6 moves, game finished" in out


@pytest.mark.parametrize("args", [["--lang", "xx", "replay", "g.json"], ["simulate", "--lang=klingon", "--game", "toy"],
                                  ["--lang", "fr"]])
def test_an_unknown_language_is_refused_in_one_line_naming_the_choices(args, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert "no language" in err and "en, de, zh_Hant, zh_Hans, ja" in err, err


def test_lang_without_a_code_is_refused_in_one_line(capsys):
    assert main(["replay", "g.json", "--lang"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--lang" in err, err


def test_the_language_is_chosen_before_the_arguments_are_read(capsys):
    """argparse's complaints come in the chosen language's frame too."""
    assert main(["--lang", "pseudo", "replay"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("\u27e6fairtable replay:") and err.endswith("\u27e7"), err


def test_a_record_written_in_one_language_replays_in_another(tmp_path, capsys):
    i18n.set_language(i18n.PSEUDO)
    path = toy_record(tmp_path)
    game = get_game("essen")
    played = play_game(game, 3, 7)
    essen = tmp_path / "essen.json"
    essen.write_text(Record.create(game, None, ["Anna", "Ben", "Chloe"], 7, played.actions).to_json())
    for text in (path.read_text(), essen.read_text()):
        assert "\u27e6" not in text  # a record holds no words of any language
    assert main(["--lang", "en", "replay", "--log", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\u27e6" not in out and "   1. Ann takes" in out and "-- Ben\u2019s turn" in out
    assert main(["--lang", "en", "replay", "--json", str(essen)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["actions"] == len(played.actions) and replayed["result"]["scores"] == played.result.scores
    assert not any("\u27e6" in line for line in replayed["log"])


@pytest.mark.parametrize(
    "args, file, lang",
    [([], None, None), (["--lang", "de"], None, "de"), (["open", "REC", "--lang", "ja"], "REC", "ja"),
     (["--lang=zh-TW", "REC"], "REC", "zh_Hant")],
)
def test_the_app_is_handed_the_language(args, file, lang, tmp_path, monkeypatch):
    record = tmp_path / "game.json"
    record.write_text("{}")
    opened = []
    monkeypatch.setattr("fairtable.ui.app.run_app", lambda file=None, lang=None: opened.append((file, lang)) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert main([str(record) if a == "REC" else a for a in args]) == 0
    assert opened == [(str(record) if file else None, lang)]
