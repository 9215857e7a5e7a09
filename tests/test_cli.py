"""The command line: every subcommand, and bad arguments answered in one line with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from fairtable.cli import main
from fairtable.engine.registry import title_ids


def run(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fairtable", *args], capture_output=True, text=True, timeout=timeout)


def assert_one_line_error(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


def test_help_explains_every_command():
    proc = run("--help")
    assert proc.returncode == 0
    for command in ("open", "simulate", "replay", "bench", "selftest", "stats"):
        assert command in proc.stdout


@pytest.mark.parametrize(
    "args, expected",
    [
        (["simulate", "--game", "chess", "--players", "2", "--seed", "1"], "Unknown game 'chess'"),
        (["simulate", "--game", "essen", "--players", "9", "--seed", "1"], "for 2 to 5 players, not 9"),
        (["simulate", "--game", "essen", "--players", "two", "--seed", "1"], "invalid int value"),
        (["simulate", "--game", "essen", "--players", "2"], "required"),
        (["simulate", "--game", "essen", "--players", "2", "--seed", "1", "--bots", "random"], "names 1 bot for 2 players"),
        (["simulate", "--game", "essen", "--players", "2", "--seed", "1", "--bots", "random,genius"], "Unknown bot"),
        (["simulate", "--game", "essen", "--players", "2", "--seed", "1", "--option", "nonsense=1"], "Bad option"),
        (["frobnicate"], "invalid choice"),
        (["replay"], "required"),
        (["arena", "--game", "essen", "--bots", "thinker,random", "--seconds", "nan"],
         "argument --seconds: must be a positive number of seconds, not 'nan'"),
        (["arena", "--game", "essen", "--bots", "thinker,random", "--seconds", "inf"], "not 'inf'"),
        (["arena", "--game", "essen", "--bots", "thinker,random", "--seconds", "0"], "not '0'"),
        (["bench", "--seconds", "-1"], "argument --seconds: must be a positive number of seconds, not '-1'"),
        (["bench", "--seconds", "0"], "not '0'"),
        (["bench", "--seconds", "nan"], "not 'nan'"),
        (["bench", "--seconds", "soon"], "not 'soon'"),
        (["stats", "--game", "chess"], "no title 'chess'"),
    ],
)
def test_bad_arguments_get_one_line_and_exit_2(args, expected, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and expected in err, err


def test_simulate_prints_a_finished_game_as_json():
    proc = run("simulate", "--game", "essen", "--players", "4", "--seed", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    line = json.loads(proc.stdout.strip().splitlines()[-1])
    assert set(line) == {"game", "seed", "players", "bots", "winners", "scores", "rounds", "actions", "seconds"}
    assert line["game"] == "essen" and line["players"] == 4 and line["rounds"] == 7
    assert len(line["scores"]) == 4 and line["winners"] and line["actions"] > 0


@pytest.mark.parametrize("game_id", title_ids())
def test_simulate_plays_every_title(game_id, capsys):
    assert main(["simulate", "--game", game_id, "--players", "2", "--seed", "3", "--games", "2", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [json.loads(x)["seed"] for x in lines] == [3, 4]


def test_replay_validates_and_prints_a_record(tmp_path, capsys):
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.record import Record
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    played = play_game(game, 3, 5)
    path = tmp_path / "g.json"
    path.write_text(Record.create(game, None, ["Anna", "Ben", "Chloe"], 5, played.actions).to_json())
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] and out["actions"] == len(played.actions)
    assert out["result"]["scores"] == played.result.scores
    assert main(["replay", str(path)]) == 0
    assert "Winner:" in capsys.readouterr().out


def test_replay_of_a_corrupt_file_is_one_line(tmp_path, capsys):
    path = tmp_path / "g.json"
    path.write_text("{ not json")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "not valid JSON" in err


def essen_record_text() -> str:
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.record import Record
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    played = play_game(game, 2, 1)
    return Record.create(game, None, ["Anna", "Ben"], 1, played.actions).to_json()


@pytest.mark.parametrize(
    "damage, expected",
    [
        (lambda text: text[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
        (lambda text: text.replace('"seed": 1', '"seed": ' + "7" * 5000), "a number too long to read"),
        (lambda text: text.replace('"seed": 1', '"seed": ' + "7" * 30), "seed: must be a whole number from"),
        (lambda text: text.replace('"version": 2', '"version": "2"'), "version: must be a whole number"),
        (None, "is 200 MB; a record is at most 20 MB"),
    ],
    ids=["nested-100000-deep", "seed-of-5000-digits", "seed-past-64-bits", "version-as-text", "200-MB"],
)
def test_replay_of_a_damaged_record_is_one_line_and_exit_2(damage, expected, tmp_path, capsys):
    path = tmp_path / "g.json"
    if damage is None:
        with open(path, "wb") as fh:
            fh.truncate(200 * 1024 * 1024)
    else:
        path.write_text(damage(essen_record_text()), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("fairtable: ") and expected in err, err


def test_bench_reports_every_figure(capsys):
    assert main(["bench", "--game", "essen", "--seconds", "0.2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)["games"]["essen"]
    assert figures["players"] == 4
    for key in ("games_per_s", "actions_per_game", "clone_us", "step_us"):
        assert figures[key] > 0


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("fairtable ")


def test_selftest_passes():
    proc = run("selftest")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "selftest passed" in proc.stdout


@pytest.mark.parametrize(
    "text, expected",
    [("{ broken", "not valid JSON (line 1)"), ("[" * 100_000 + "]" * 100_000, "nested too deeply")],
    ids=["broken", "nested-100000-deep"],
)
def test_a_damaged_data_file_is_one_line_naming_its_whole_path(tmp_path, text, expected):
    """In an installed copy the whole path says which installation to repair."""
    import os
    import shutil

    from fairtable.resources import resource_root

    root = tmp_path / "resources"
    shutil.copytree(resource_root(), root)
    tiles = root / "games" / "essen" / "tiles.json"
    tiles.write_text(text, encoding="utf-8")
    env = dict(os.environ, FAIRTABLE_RESOURCES=str(root))
    proc = subprocess.run([sys.executable, "-m", "fairtable", "simulate", "--game", "essen", "--players", "2",
                           "--seed", "1"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 1
    assert proc.stderr.strip() == f"fairtable: a data file is damaged: {tiles}: {expected}"


def test_without_a_display_the_app_says_so_in_one_line(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert main([]) == 2
    assert "no display" in capsys.readouterr().err


def test_opening_a_missing_file_says_so_in_one_line(capsys):
    assert main(["open", "/nonexistent/game.json"]) == 2
    assert capsys.readouterr().err.strip() == "fairtable: no such file: /nonexistent/game.json"


def test_opening_a_folder_says_so_in_one_line(tmp_path, capsys):
    assert main(["open", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"fairtable: {tmp_path} is a folder, not a record file"


def test_a_game_that_never_ends_is_one_line_not_an_internal_error(monkeypatch, capsys):
    monkeypatch.setattr("fairtable.bots.selfplay.MAX_ACTIONS", 50)
    args = ["--game", "festival", "--option", "round_limit=0"]
    assert main(["simulate", *args, "--players", "2", "--seed", "3"]) == 1
    assert capsys.readouterr().err.strip() == ("fairtable: Agents Of Empire, seed 3: unfinished, no end after 50 "
                                               "actions (with no round limit a game can go on for ever)")
    assert main(["arena", *args, "--bots", "random,random", "--games", "1", "--seed", "3"]) == 1
    out, err = capsys.readouterr()
    assert "seed 3: unfinished, no end after 50 actions" in err and "unfinished, not counted: 1 game(s)" in out
    # from a worker process too (they fork, so they share the patched cap): each game its line
    assert main(["arena", *args, "--bots", "random,random", "--games", "2", "--seed", "3", "--jobs", "2"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert [line.split(": unfinished")[0] for line in err if "unfinished" in line] == [
        "fairtable: Agents Of Empire, seed 3", "fairtable: Agents Of Empire, seed 4"], err


def test_replay_of_a_record_with_an_unknown_bot_level_is_one_line(tmp_path, capsys):
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    path = tmp_path / "g.json"
    Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="thinker")], seed=1).save(path)
    path.write_text(path.read_text().replace('"thinker"', '"godlike"'))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "fairtable: Damaged record: seats.1.level: no bot level 'godlike' (known: random, greedy, thinker)"


def test_replay_reads_an_autosave(tmp_path, capsys):
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    game = get_game("marche")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=1, autosave=tmp_path / "auto.json", name="Ours")
    m.play(game.legal_actions(m.state)[0])
    assert main(["replay", str(tmp_path / "auto.json")]) == 0
    assert "Animal Marche: 1 move, game in progress" in capsys.readouterr().out


def test_a_record_given_alone_opens_the_app_with_it(tmp_path, monkeypatch):
    """`fairtable FILE` is what the file manager runs for a double-clicked saved game (Exec=fairtable %f)."""
    record = tmp_path / "essen-game.json"
    record.write_text("{}")
    opened = []
    monkeypatch.setattr("fairtable.ui.app.run_app", lambda file=None, lang=None: opened.append(file) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert main([str(record)]) == 0
    assert main(["open", str(record)]) == 0
    assert opened == [str(record), str(record)]


def test_a_missing_record_given_alone_says_so_in_one_line(capsys):
    assert main(["/nonexistent/game.json"]) == 2
    assert capsys.readouterr().err.strip() == "fairtable: no such file: /nonexistent/game.json"


def test_a_mistyped_command_is_not_taken_for_a_file(capsys):
    assert main(["simulat"]) == 2
    assert "invalid choice: 'simulat'" in capsys.readouterr().err


def test_every_command_is_known_to_the_bare_file_check():
    from fairtable.cli import COMMANDS, build_parser

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert set(sub.choices) == set(COMMANDS)


def test_simulate_log_tells_a_spectator_the_whole_game_one_line_per_event(capsys):
    assert main(["simulate", "--game", "festival", "--players", "3", "--seed", "6", "--bots", "random,random,random",
                 "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("== Round 1 ==")
    assert any(line.startswith("-- P1\u2019s turn") for line in out)
    rolls = [line for line in out if " rolls " in line and " and moves to " in line]
    assert rolls, "the dice and the field reached are told"
    assert any("Crowd Control!" in line for line in out)
    assert not any("you now play" in line for line in out), "a spectator is told the rotation in plain words"
    assert out[-1].startswith("Agents Of Empire") and "winner" in out[-1]


def test_replay_log_tells_the_story_and_keeps_secrets_from_the_spectator(tmp_path, capsys):
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    played = play_game(game, 2, 3, ["random", "random"])
    match = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
    for action in played.actions[:40]:
        match.play(action)
    path = tmp_path / "g.json"
    match.save(path)
    assert main(["replay", str(path), "--log"]) == 0
    out = capsys.readouterr().out
    assert "== Round 1 ==" in out and "-- Anna\u2019s turn" in out and "   1. Anna " in out
    assert "Anna has chosen 1 of 4 wish cards" in out  # the draft counted, not named
    secret = match.story(0)
    mine = {e.text for e in secret} - {e.text for e in match.story(None)}
    assert mine and not any(line in out for line in mine), "lines only Anna may read are not printed"


def test_replay_prints_names_without_control_characters_and_says_they_were_taken_out(tmp_path):
    from tests.engine.test_name_text import CLEARS_SCREEN, FLIPPED, FORGED, UNSHOWN, record_text

    path = tmp_path / "names.json"
    path.write_text(record_text([FORGED, CLEARS_SCREEN, FLIPPED], moves=1000), encoding="utf-8")
    for args in ([], ["--log"]):
        proc = run("replay", str(path), *args)
        assert proc.returncode == 0, proc.stderr
        assert not UNSHOWN.search(proc.stdout.replace("\n", "")), "no ESC, NUL or override reaches the terminal"
        assert not any(line.startswith("Winner: Mallory") for line in proc.stdout.splitlines())
        assert "  Anna Winner: Mallory: " in proc.stdout
        assert proc.stderr.strip() == ("The names of seats 1, 2 and 3 held control or direction characters; "
                                       "they were taken out")


def test_simulate_record_keeps_the_games_and_stats_prints_their_figures(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path))
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"games": 0, "players": []}
    assert main(["simulate", "--game", "marche", "--players", "2", "--seed", "3", "--games", "2", "--bots",
                 "greedy,random", "--record", "--json"]) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert main(["stats", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 2
    p1 = next(p for p in figures["players"] if p["name"] == "P1")
    assert p1["bot"] and p1["played"] == 2 and p1["against"] == {"random": 2}
    assert p1["won"] == sum(0 in r["winners"] for r in results)
    assert p1["best"] == {"2": max(r["scores"][0] for r in results)}
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Title: Animal Marche; Player: P1 (bot); Played: 2" in out
    assert main(["stats", "--game", "essen"]) == 0
    assert "No games played yet" in capsys.readouterr().out
