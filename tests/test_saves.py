"""The autosaved games: one file per game, the Continue list, rename and delete, damaged files set aside
(never deleted), finished games not offered, the old single autosave moved in."""

from __future__ import annotations

import json
import os
import time

from fairtable import saves
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.paths import games_dir, legacy_autosave_path


def play(game_id: str, names: list[str], moves: int, seed: int = 1, **kw) -> Match:
    seats = [Seat(name=n, kind="bot", level="random") if n.startswith("Robo") else Seat(name=n) for n in names]
    m = Match(get_game(game_id), seats, seed=seed, autosave=saves.autosave_file(saves.new_game_id()), **kw)
    m.save_autosave()
    rng = Rng(seed)
    while len(m.steps) < moves and not m.is_over():
        m.play(rng.choice(m.game.legal_actions(m.state)))
    return m


def finish(m: Match) -> Match:
    """Play to the end (autosaved once, at the end: the test is about the file, not every write)."""
    autosave, m.autosave = m.autosave, None
    rng = Rng(5)
    while not m.is_over():
        m.play(rng.choice(m.game.legal_actions(m.state)))
    m.autosave = autosave
    m.save_autosave()
    return m


def test_every_game_has_a_file_of_its_own_and_the_list_is_newest_first():
    first = play("festival", ["Anna", "Robo"], 40)
    second = play("empresario", ["Ida", "Ben", "Cem"], 12)
    time.sleep(0.002)
    first.play(first.game.legal_actions(first.state)[0])  # played last
    assert first.autosave != second.autosave and first.autosave.parent == second.autosave.parent == games_dir()
    found = saves.scan()
    assert [g.path for g in found.unfinished] == [first.autosave, second.autosave]
    top = found.unfinished[0]
    assert (top.game, top.seats, top.bots, top.moves) == ("festival", ["Anna", "Robo"], [False, True], 41)
    assert top.round == first.game.round(first.state) >= 1 and not top.over and top.name is None


def test_a_finished_game_is_kept_as_finished_and_not_offered():
    done = finish(play("marche", ["Anna", "Ben"], 0))
    found = saves.scan()
    assert found.unfinished == [] and [g.path for g in found.finished] == [done.autosave]


def test_only_the_newest_finished_autosaves_are_kept():
    games = [finish(play("marche", ["Anna", "Ben"], 0, seed=s)) for s in range(3)]
    for age, m in enumerate(games):  # the first is the newest
        json_text = m.autosave.read_text().replace(f'"saved": "{json.loads(m.autosave.read_text())["autosave"]["saved"]}"',
                                                   f'"saved": "2024-01-0{9 - age}T10:00:00+00:00"')
        m.autosave.write_text(json_text)
    found = saves.scan()
    assert saves.prune_finished(found, keep=2) == 1
    assert not games[2].autosave.exists() and games[0].autosave.exists() and games[1].autosave.exists()


def test_a_truncated_autosave_is_set_aside_and_told_once():
    m = play("essen", ["Anna", "Ben"], 10)
    text = m.autosave.read_text()
    m.autosave.write_text(text[: len(text) // 2])
    found = saves.scan()
    assert found.unfinished == []
    [damaged] = found.damaged
    assert damaged.path == m.autosave and "cut short" in damaged.reason
    assert damaged.moved_to == m.autosave.with_name(m.autosave.name + ".damaged")
    assert damaged.moved_to.read_text() == text[: len(text) // 2], "moved aside, not deleted"
    assert saves.scan().damaged == [], "told once"


def test_an_autosave_that_is_not_text_is_told_so_in_plain_words():
    games_dir().mkdir(parents=True, exist_ok=True)
    path = games_dir() / "20240101-100000-abcdef.json"
    path.write_bytes(b"\xff\xfe{}")
    [damaged] = saves.scan().damaged
    assert damaged.reason == "it is not a text file", damaged.reason
    assert damaged.moved_to is not None and damaged.moved_to.read_bytes() == b"\xff\xfe{}"


def test_renaming_a_game_keeps_the_name_as_it_goes_on():
    m = play("essen", ["Anna", "Ben"], 4)
    [entry] = saves.scan().unfinished
    saves.rename(entry, "  Friday   night ")
    assert saves.scan().unfinished[0].name == "Friday night"
    again = Match.load(m.autosave, autosave=m.autosave)
    again.play(again.game.legal_actions(again.state)[0])
    assert saves.scan().unfinished[0].name == "Friday night"
    saves.rename(saves.scan().unfinished[0], "")
    assert saves.scan().unfinished[0].name is None


def test_deleting_a_game_removes_only_its_file():
    keep, drop = play("essen", ["Anna", "Ben"], 4), play("essen", ["Cem", "Dan"], 4)
    saves.delete(next(g for g in saves.scan().unfinished if g.path == drop.autosave))
    assert [g.path for g in saves.scan().unfinished] == [keep.autosave]


def test_a_temporary_file_left_by_a_writer_that_died_is_cleared_away_later():
    m = play("essen", ["Anna", "Ben"], 1)
    stale, fresh = m.autosave.with_name("x.json.1-ab.tmp"), m.autosave.with_name("y.json.2-cd.tmp")
    stale.write_text("{")
    fresh.write_text("{")
    os.utime(stale, (time.time() - 2 * saves.STALE_TMP_SECONDS,) * 2)
    saves.scan()
    assert not stale.exists() and fresh.exists(), "a writer may still be busy with a new one"


def test_the_old_single_autosave_moves_into_the_games_folder_as_it_was():
    m = Match(get_game("festival"), [Seat(name="Anna"), Seat(name="Ben")], seed=2)
    rng = Rng(3)
    for _ in range(20):
        m.play(rng.choice(m.game.legal_actions(m.state)))
    old = legacy_autosave_path()
    m.save(old)
    old.with_name("autosave.json.tmp").write_text('{"half')
    played = time.time() - 3 * 86400
    os.utime(old, (played, played))
    moved, damaged = saves.migrate_legacy()
    assert damaged is None and moved is not None and moved.parent == games_dir()
    assert not old.exists() and not old.with_name("autosave.json.tmp").exists()
    [entry] = saves.scan().unfinished
    assert entry.path == moved and entry.moves == 20 and abs(entry.saved.timestamp() - played) < 2
    assert Match.load(moved).state == m.state
    assert saves.migrate_legacy() == (None, None)


def test_an_old_autosave_that_does_not_load_is_set_aside_not_lost():
    old = legacy_autosave_path()
    m = Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="greedy")], seed=2)
    m.save(old)
    old.write_text(old.read_text().replace('"greedy"', '"godlike"'))
    moved, damaged = saves.migrate_legacy()
    assert moved is None and damaged is not None and "godlike" in damaged.reason
    assert damaged.moved_to is not None and damaged.moved_to.is_file() and not old.exists()
    assert saves.scan().unfinished == []


def test_a_game_opened_from_the_games_folder_is_known_as_its_autosave(tmp_path):
    m = play("essen", ["Anna", "Ben"], 1)
    assert saves.is_autosave(m.autosave)
    assert not saves.is_autosave(tmp_path / "saved.json")
