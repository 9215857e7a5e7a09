"""The arena: seats rotating over the seeds, shared wins, Wilson intervals, decision times and the
command line's JSON."""

from __future__ import annotations

import json

import pytest

from fairtable.bots.arena import (
    Played,
    default_factory,
    new_result,
    percentile,
    record_game,
    run_arena,
    run_arena_parallel,
    seating,
    wilson,
)
from fairtable.cli import main
from fairtable.engine.registry import get_game


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(0.0, 10)
    assert lo == pytest.approx(0.0) and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(1.0, 10)
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == pytest.approx(1.0)
    lo, hi = wilson(0.8, 1000)
    assert lo == pytest.approx(0.7741, abs=1e-4) and hi == pytest.approx(0.8236, abs=1e-4)


def test_percentiles_interpolate_between_ranks():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == pytest.approx(50.5)
    assert percentile(values, 0.95) == pytest.approx(95.05)
    assert percentile(values, 0.99) == pytest.approx(99.01)
    assert percentile([], 0.95) == 0.0


def test_seats_rotate_with_the_games():
    bots = ["greedy", "random", "random", "random"]
    assert seating(bots, 0) == bots
    assert seating(bots, 1) == ["random", "random", "random", "greedy"]
    assert [seating(bots, k).index("greedy") for k in range(4)] == [0, 3, 2, 1]


def test_a_shared_win_counts_a_fraction_to_each_winner():
    r = new_result(get_game("essen"), ["greedy", "random", "random"])
    record_game(r, ["greedy", "random", "random"], Played([0, 2], [("greedy", 0.01, 0.009), ("random", 0.002, 0.002)], []))
    record_game(r, ["random", "greedy", "random"], Played([0, 1, 2], [], []))
    assert r.games == 2
    assert r.wins["greedy"] == pytest.approx(0.5 + 1 / 3)
    assert r.wins["random"] == pytest.approx(0.5 + 2 / 3)
    assert sum(r.shares().values()) == pytest.approx(1.0)


def test_what_was_played_is_counted_by_level_seat_and_component():
    r = new_result(get_game("marche"), ["greedy", "random", "random"])
    # game 1: seat 0 (greedy) builds a Bakery twice and wins; the two Random seats only take coins
    record_game(r, ["greedy", "random", "random"], Played([0], [], [
        (0, "build", "store: Bakery"), (0, "take", None), (0, "build", "store: Bakery"),
        (1, "take", None), (2, "take", None), (2, "advertise", "ad: Flyer"),
    ]))
    # game 2: seat 1 (greedy) takes coins; seat 0 (random) builds a Bakery; seat 2 (random) wins
    record_game(r, ["random", "greedy", "random"], Played([2], [], [
        (1, "take", None), (0, "build", "store: Bakery"), (2, "take", None),
    ]))
    assert r.action_share() == {"greedy": {"take": 0.5, "build": 0.5}, "random": {"take": 0.6, "advertise": 0.2, "build": 0.2}}
    # greedy held 2 seats, random 4: a kind chosen by a seat counts once for that seat
    assert r.games_with() == {"greedy": {"take": 1.0, "build": 0.5}, "random": {"take": 0.75, "advertise": 0.25, "build": 0.25}}
    components = r.components()
    assert {c: {k: v[k] for k in ("taken", "takers", "taker_wins")} for c, v in components.items()} == {
        "store: Bakery": {"taken": 3, "takers": 2, "taker_wins": 0.5},
        "ad: Flyer": {"taken": 1, "takers": 1, "taker_wins": 0.0},
    }
    # each takers' share comes with its 95% interval over the seats that took it: wide with two takers
    assert components["store: Bakery"]["ci95"] == [round(x, 4) for x in wilson(0.5, 2)]
    assert components["ad: Flyer"]["ci95"][0] == 0.0 and 0.5 < components["ad: Flyer"]["ci95"][1] < 1.0


def test_a_takers_share_interval_narrows_with_more_takers():
    r = new_result(get_game("marche"), ["greedy", "random"])
    for k in range(400):  # the Bank's taker wins 3 games in 4
        winner = 0 if k % 4 else 1
        record_game(r, ["greedy", "random"], Played([winner], [], [(0, "build", "store: Bank")]))
    lo, hi = r.components()["store: Bank"]["ci95"]
    assert lo < 0.75 < hi and hi - lo < 0.1


def test_a_small_seeded_run_reports_what_was_played():
    game = get_game("marche")
    data = run_arena(game, ["greedy", "random"], games=2, seed=3).to_data()
    for level in ("greedy", "random"):
        share, with_ = data["action_share"][level], data["games_with"][level]
        assert sum(share.values()) == pytest.approx(1.0, abs=1e-3)
        assert set(share) == set(with_) and all(0 < v <= 1 for v in with_.values())
        assert "build" in share and with_["build"] > 0  # both levels build stores in two games
    assert any(c.startswith("store: ") for c in data["components"])
    for record in data["components"].values():
        assert record["taken"] >= record["takers"] >= 1 and 0.0 <= record["taker_wins"] <= 1.0
        lo, hi = record["ci95"]
        assert 0.0 <= lo <= record["taker_wins"] <= hi <= 1.0
    # the same seeds play the same games, what was played included
    assert run_arena(game, ["greedy", "random"], games=2, seed=3).to_data()["components"] == data["components"]


def test_arena_result_has_the_issue_shape():
    game = get_game("festival")
    r = run_arena(game, ["greedy", "random"], games=3, seed=5, factory=default_factory(iterations=4))
    data = r.to_data()
    assert set(data) >= {"game", "players", "bots", "games", "wins", "ci95", "decision_ms"}
    assert data["game"] == "festival" and data["players"] == 2 and data["games"] == 3
    assert data["bots"] == ["greedy", "random"]
    assert set(data["wins"]) == set(data["ci95"]) == set(data["decision_ms"]) == {"greedy", "random"}
    assert sum(data["wins"].values()) == pytest.approx(1.0, abs=1e-3)
    for bot, (lo, hi) in data["ci95"].items():
        assert 0.0 <= lo <= data["wins"][bot] <= hi <= 1.0
    for times in [*data["decision_ms"].values(), *data["decision_cpu_ms"].values()]:
        assert {"mean", "p95", "p99"} <= set(times)
        assert 0.0 <= times["mean"] and times["p95"] <= times["p99"]


def test_a_parallel_run_plays_the_same_games():
    game = get_game("essen")
    one = run_arena(game, ["greedy", "random"], games=4, seed=2)
    two = run_arena_parallel(game, ["greedy", "random"], games=4, seed=2, jobs=2)
    assert one.wins == two.wins and one.games == two.games == 4


def test_the_command_line_prints_the_arena_as_json(capsys):
    args = ["arena", "--game", "essen", "--bots", "thinker,random", "--games", "2", "--seed", "3", "--iterations", "4", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["thinker", "random"] and data["games"] == 2
    assert set(data["action_share"]) == set(data["games_with"]) == {"thinker", "random"}
    assert "end_turn" in data["action_share"]["thinker"] and data["games_with"]["thinker"]["end_turn"] == 1.0
    assert all(c.startswith("tile: ") for c in data["components"])
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["wins"] == data["wins"]


def test_the_command_line_prints_a_readable_table(capsys):
    assert main(["arena", "--game", "marche", "--bots", "Normal,Random", "--games", "1", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "greedy" in out and "95% CI" in out and "p99" in out


def test_progress_lines_go_to_stderr_and_leave_the_json_alone(capsys):
    args = ["arena", "--game", "marche", "--bots", "greedy,random", "--games", "4", "--seed", "1", "--json", "--progress", "2"]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 4
    lines = captured.err.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith("2 games in") and lines[1].startswith("4 games in")
    assert "greedy" in lines[1] and "%" in lines[1]


@pytest.mark.parametrize(
    "args, expected",
    [
        (["arena", "--game", "essen", "--bots", "greedy,genius"], "Unknown bot 'genius'"),
        (["arena", "--game", "essen", "--bots", "greedy"], "for 2 to 5 players, not 1"),
        (["arena", "--game", "chess", "--bots", "greedy,random"], "Unknown game 'chess'"),
        (["arena", "--game", "essen", "--bots", "greedy,random", "--games", "0"], "--games must be at least 1"),
        (["arena", "--game", "essen", "--bots", "greedy,random", "--iterations", "0"], "--iterations must be at least 1"),
        (["arena", "--game", "essen", "--bots", "greedy,random", "--games", "ten"], "invalid int value"),
        (["arena", "--game", "essen", "--bots", "greedy,random", "--progress", "5", "--jobs", "2"], "only with one job"),
    ],
)
def test_bad_arena_arguments_get_one_line_and_exit_2(args, expected, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and expected in err, err


def test_a_game_that_reaches_the_action_limit_is_counted_unfinished_and_the_others_still_count(monkeypatch):
    from fairtable.bots import arena
    from fairtable.engine.errors import EndlessGame

    game = get_game("festival")
    real = arena.play_one

    def one(game, levels, seed, factory, options=None, **kw):  # type: ignore[no-untyped-def]
        if seed == 11:
            raise EndlessGame.after(game.info.name, seed, 300)
        return real(game, levels, seed, factory, options, **kw)

    monkeypatch.setattr(arena, "play_one", one)
    result = arena.run_arena(game, ["random", "random"], 3, seed=10)
    assert result.games == 2 and sum(result.wins.values()) == 2
    assert result.unfinished == ["Agents Of Empire, seed 11: unfinished, no end after 300 actions "
                                 "(with no round limit a game can go on for ever)"]
    assert result.to_data()["unfinished"] == result.unfinished
    assert "unfinished, not counted: 1 game(s)" in arena.format_result(result)
