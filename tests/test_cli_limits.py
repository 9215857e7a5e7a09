"""The command line within the machine's and the terminal's limits: no more worker processes than cores, text
a terminal cannot encode printed anyway, and a bot game that does not end reported quickly as unfinished."""

from __future__ import annotations

import io
import sys
import time

from fairtable.cli import main


def test_arena_starts_no_more_workers_than_there_are_cores(monkeypatch, capsys):
    import fairtable.bots.arena as arena

    started: list[int] = []

    def fake_parallel(game, bots, games, seed, jobs, *rest, **kw):
        started.append(jobs)
        return arena.run_arena(game, bots, games, seed)

    monkeypatch.setattr("fairtable.cli.usable_cores", lambda: 2)
    monkeypatch.setattr(arena, "run_arena_parallel", fake_parallel)
    assert main(["arena", "--game", "marche", "--bots", "random,random", "--games", "2", "--jobs", "100000"]) == 0
    assert started == [2]
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["fairtable: --jobs 100000 is more than the 2 cores here: 2 jobs"]


def test_arena_on_one_core_plays_in_this_process(monkeypatch, capsys):
    import fairtable.bots.arena as arena

    monkeypatch.setattr("fairtable.cli.usable_cores", lambda: 1)
    monkeypatch.setattr(arena, "run_arena_parallel", lambda *a, **k: (_ for _ in ()).throw(AssertionError("forked")))
    assert main(["arena", "--game", "marche", "--bots", "random,random", "--games", "2", "--jobs", "8"]) == 0
    assert "more than the 1 core here" in capsys.readouterr().err


def test_the_cores_counted_are_the_ones_this_process_may_use():
    from fairtable.cli import usable_cores

    assert 1 <= usable_cores() <= (len(sys.sched_getaffinity(0)) if hasattr(sys, "sched_getaffinity") else 10**6)


def ascii_streams(monkeypatch) -> tuple[io.BytesIO, io.BytesIO]:
    out, err = io.BytesIO(), io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, encoding="ascii"))
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(err, encoding="ascii"))
    return out, err


def test_replay_log_prints_on_a_terminal_that_cannot_encode_the_text(tmp_path, monkeypatch):
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.record import Record
    from fairtable.engine.registry import get_game

    game = get_game("essen")
    played = play_game(game, 2, 1)
    path = tmp_path / "g.json"
    path.write_text(Record.create(game, None, ["Zoë", "Jürgen"], 1, played.actions).to_json(), encoding="utf-8")
    out, err = ascii_streams(monkeypatch)
    assert main(["--lang", "ja", "replay", "--log", str(path)]) == 0
    sys.stdout.flush()
    sys.stderr.flush()
    text = out.getvalue().decode("ascii")
    assert "Zo\\xeb" in text and "J\\xfcrgen" in text  # what the terminal cannot show is spelled out, not lost
    assert err.getvalue() == b""


def test_an_error_line_prints_on_a_terminal_that_cannot_encode_it(monkeypatch):
    out, err = ascii_streams(monkeypatch)
    assert main(["--lang", "de", "simulate", "--game", "schach", "--players", "2", "--seed", "1"]) == 2
    sys.stderr.flush()
    assert len(err.getvalue().decode("ascii").strip().splitlines()) == 1


def test_a_bot_game_that_never_ends_is_reported_unfinished_within_seconds(capsys, monkeypatch):
    # Three Normal bots in Old West Empresario, seed 204, once played for ever; they now end it
    # (tests/bots/test_liveness.py), so the limit is made small here to stop this game the same way.
    from fairtable.bots import selfplay

    monkeypatch.setattr(selfplay, "action_limit", lambda game, players, options=None: 60)
    args = ["--game", "empresario", "--players", "3", "--seed", "204", "--bots", "greedy,greedy,greedy"]
    start = time.perf_counter()
    assert main(["simulate", *args]) == 1
    took = time.perf_counter() - start
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "seed 204: unfinished, no end after" in err[0], err
    assert took < 60, f"{took:.0f} s to say so"


def test_the_action_limit_is_many_times_a_titles_longest_normal_game():
    from fairtable.bots.selfplay import MAX_ACTIONS, action_limit, play_game
    from fairtable.engine.registry import get_game, title_ids

    for game_id in title_ids():
        game = get_game(game_id)
        for players in (game.info.min_players, game.info.max_players):
            longest = max(len(play_game(game, players, seed).actions) for seed in range(3))
            assert 5 * longest <= action_limit(game, players) <= MAX_ACTIONS, (game_id, players, longest)
