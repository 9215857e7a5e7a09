"""The record of games played (fairtable/played.py): made from nothing, migrated from the schema before, a
damaged file set aside with one line, a locked one told in one line, two processes ending games at once with
no row lost, and the figures per title and person."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from fairtable import played
from fairtable.bots.base import make_bot
from fairtable.engine.match import Match
from fairtable.engine.record import SeatRecord
from fairtable.engine.registry import get_game


def finished(game_id: str = "marche", seed: int = 1, names=("Anna", "Ben"), levels=(None, "greedy")) -> Match:  # type: ignore[no-untyped-def]
    """A whole game: a human seat (played by a Random bot here) and bots."""
    game = get_game(game_id)
    seats = [SeatRecord(name=n, kind="human" if lvl is None else "bot", level=lvl) for n, lvl in zip(names, levels, strict=True)]
    match = Match(game, seats, None, seed=seed)
    bots = [make_bot(lvl or "random", seed + i) for i, lvl in enumerate(levels)]
    while not match.is_over():
        p = match.current_player()
        match.play(bots[p].decide(game, match.state, p))
    return match


def test_a_finished_game_is_kept_whole_and_once(tmp_path):
    db = tmp_path / "played.sqlite"
    match = finished()
    assert played.record_match(match, where=db) == ""
    assert played.record_match(match, where=db) == ""  # its end told again: still one row
    rows, told = played.games(db)
    assert told == "" and len(rows) == 1
    row = rows[0]
    result = match.result()
    assert (row.game, row.status, row.players, row.moves) == ("marche", "finished", 2, len(match.steps))
    assert [s.score for s in row.seats] == result.scores
    assert [s.winner for s in row.seats] == [i in result.winners for i in range(2)]
    assert [s.breakdown for s in row.seats] == [list(rows_) for rows_ in result.breakdown]
    assert [(s.name, s.kind, s.level) for s in row.seats] == [("Anna", "human", None), ("Ben", "bot", "greedy")]
    # the record opens again as the same game
    from fairtable.engine.record import Record

    again = Match.from_record(Record.from_json(played.record_text(row.id, db)))
    assert again.is_over() and again.result().scores == result.scores


def test_an_abandoned_game_is_marked_so_and_a_finish_replaces_it(tmp_path):
    db = tmp_path / "played.sqlite"
    match = finished()
    half = Match(match.game, match.seats, None, seed=match.seed)
    for action in match.actions[:20]:
        half.play(action)
    played.record_match(half, status="abandoned", where=db)
    rows, _ = played.games(db)
    assert [r.status for r in rows] == ["abandoned"] and rows[0].seats[0].score is None
    played.record_match(match, where=db)
    assert sorted(r.status for r in played.games(db)[0]) == ["abandoned", "finished"]  # another game (more moves)


def test_made_from_an_empty_folder_at_the_latest_version(tmp_path):
    db = tmp_path / "new" / "played.sqlite"
    rows, told = played.games(db)
    assert rows == [] and told == "" and db.exists()
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA user_version").fetchone()[0] == played.VERSION
    assert "breakdown" in [c[1] for c in con.execute("PRAGMA table_info(seats)")]


def test_a_file_of_the_schema_before_is_migrated_and_keeps_its_games(tmp_path):
    db = tmp_path / "played.sqlite"
    con = sqlite3.connect(db)
    con.executescript(played.MIGRATIONS[0] + "PRAGMA user_version = 1;")
    con.execute("INSERT INTO games (key, game, ended, status, players, rounds, moves, record) "
                "VALUES ('k', 'essen', '2026-01-02T10:00:00+00:00', 'finished', 2, 7, 90, '{}')")
    con.execute("INSERT INTO seats (game_id, seat, name, kind, level, score, winner) VALUES (1, 0, 'Anna', 'human', NULL, 31, 1)")
    con.execute("INSERT INTO seats (game_id, seat, name, kind, level, score, winner) VALUES (1, 1, 'Bot', 'bot', 'thinker', 25, 0)")
    con.commit()
    con.close()
    rows, told = played.games(db)
    assert told == "" and len(rows) == 1 and [s.score for s in rows[0].seats] == [31, 25]
    assert rows[0].seats[0].breakdown == []  # the new column, empty for the old games
    assert sqlite3.connect(db).execute("PRAGMA user_version").fetchone()[0] == played.VERSION
    played.record_match(finished(), where=db)
    assert len(played.games(db)[0]) == 2


def test_a_damaged_file_is_set_aside_with_one_line_and_a_new_one_begun(tmp_path):
    db = tmp_path / "played.sqlite"
    db.write_bytes(b"this is not a database, only words" * 100)
    told = played.record_match(finished(), where=db)
    assert "damaged" in told and "\n" not in told
    aside = list(tmp_path.glob("played.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert len(played.games(db)[0]) == 1


def test_a_locked_file_is_told_in_one_line_and_nothing_else_breaks(tmp_path, monkeypatch):
    db = tmp_path / "played.sqlite"
    played.games(db)
    monkeypatch.setattr(played, "BUSY_MS", 100)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(played.PlayedError) as caught:
            played.record_match(finished(), where=db)
        assert "in use by another fairtable" in str(caught.value) and "\n" not in str(caught.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    played.record_match(finished(), where=db)  # free again: kept
    assert len(played.games(db)[0]) == 1


def _end_games(where: str, seeds: list[int]) -> None:
    for seed in seeds:
        played.record_match(finished(seed=seed), where=Path(where))


def test_two_processes_ending_games_at_once_lose_no_row(tmp_path):
    db = tmp_path / "played.sqlite"
    ctx = multiprocessing.get_context("spawn")
    workers = [ctx.Process(target=_end_games, args=(str(db), list(range(start, start + 6)))) for start in (1, 101)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
        assert w.exitcode == 0
    rows, _ = played.games(db)
    assert len(rows) == 12


def test_the_figures_per_title_and_person():
    def row(i, ended, anna_score, anna_won, level="greedy", status="finished", players=2):  # type: ignore[no-untyped-def]
        seats = [played.SeatRow(0, "Anna", "human", None, anna_score, anna_won, []),
                 played.SeatRow(1, "Bot", "bot", level, 10, not anna_won, [])]
        return played.GameRow(i, "essen", ended, status, players, 7, 90, seats)

    rows = [row(1, "2026-01-01", 20, True), row(2, "2026-01-02", 30, True, "thinker"),
            row(3, "2026-01-03", 5, False), row(4, "2026-01-04", 25, True), row(5, "2026-01-05", None, False,
                                                                             status="abandoned")]
    anna, bot = played.figures(rows)
    assert (anna.name, anna.bot, bot.name, bot.bot) == ("Anna", False, "Bot", True)  # people first
    assert (bot.played, bot.won, bot.against) == (4, 1, {})
    assert (anna.played, anna.won, anna.lost, anna.abandoned) == (4, 3, 1, 1)
    assert anna.against == {"greedy": 3, "thinker": 1}
    assert anna.best == {2: 30} and anna.average == {2: 20.0}
    assert anna.streak == 2
    table = played.figures_table([anna])
    assert table == [["ESSEN The Game: SPIEL'13", "Anna", "4", "3", "1", "1", "greedy 3, thinker 1", "2p: 30",
                      "2p: 20.0", "2"]]


def test_the_score_trends_follow_each_persons_games_at_one_title():
    def row(i, ended, game, score, status="finished"):  # type: ignore[no-untyped-def]
        seats = [played.SeatRow(0, "Anna", "human", None, score, True, []),
                 played.SeatRow(1, "Bot", "bot", "greedy", 3, False, [])]
        return played.GameRow(i, game, ended, status, 2, 7, 90, seats)

    rows = [row(3, "2026-01-03", "essen", 40), row(1, "2026-01-01", "essen", 20), row(2, "2026-01-02", "marche", 9),
            row(4, "2026-01-04", "essen", None, "abandoned")]
    assert played.score_trends(rows, "essen") == {"Anna": [(1, 20), (2, 40)]}  # oldest first; bots not counted
