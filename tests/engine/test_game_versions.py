"""Nothing lost when a title changes: a record says the title's version (how it plays), a game saved by a
fairtable whose figures differ is told as such, and its moves up to the first one that no longer plays are
kept and can be played on."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fairtable.bots.base import make_bot
from fairtable.cli import main
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import FORMAT_VERSION, Record, UnplayableMove, replay_record
from fairtable.engine.registry import all_games, get_game
from fairtable.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]

# Each title's version and the hash of its data files at that version. A data file changed: if a saved game's
# moves may play differently now (a cost, a count, a rule's figure), raise the title's ``GameInfo.version`` in
# its rules.py; either way write the new hash here. Names and texts alone do not change how a game plays.
VERSIONS = {
    "essen": (1, "d70d6ea2ca66c0bd"),
    "empresario": (1, "c60dde7f9d072959"),
    "marche": (1, "e17ae77c8d302669"),
    "festival": (1, "c683f45b10a5fd1e"),
}


def data_hash(game_id: str) -> str:
    h = hashlib.sha256()
    for f in sorted(resource_path("games", game_id).glob("*.json")):
        if f.name.startswith("tutorial"):
            continue  # a tutorial's script and texts: no saved game plays differently for them
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


@pytest.mark.parametrize("game_id", sorted(VERSIONS))
def test_a_changed_data_file_is_noticed_with_the_titles_version(game_id):
    version, recorded = VERSIONS[game_id]
    assert get_game(game_id).info.version == version
    assert data_hash(game_id) == recorded, (
        f"resources/games/{game_id} changed: if saved games may play differently, raise the version in "
        f"fairtable/games/{game_id}/rules.py; then write {data_hash(game_id)} in VERSIONS")


def test_every_title_is_listed():
    assert sorted(g.info.id for g in all_games()) == sorted(VERSIONS)


def played(game_id: str, moves: int, seed: int = 1) -> Match:
    game = get_game(game_id)
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=seed)
    bots = [make_bot("greedy", seed=s) for s in (1, 2)]
    while len(m.steps) < moves and not m.is_over():
        p = m.current_player()
        m.play(bots[p].choose(game, game.observe(m.state, p, seed), p))
    return m


def test_a_record_says_the_titles_version():
    data = json.loads(played("essen", 3).to_record().to_json())
    assert data["version"] == FORMAT_VERSION == 2
    assert data["game_version"] == get_game("essen").info.version


def test_a_format_1_record_still_opens_and_says_nothing_of_a_version_when_every_move_plays():
    m = played("festival", 30)
    data = json.loads(m.to_record().to_json())
    data["version"] = 1
    del data["game_version"]
    again = Match.from_record(Record.from_json(json.dumps(data)))
    assert again.state == m.state and again.other_version and again.stopped is None


def test_a_record_of_a_title_version_this_fairtable_does_not_know_is_no_damaged_record():
    data = json.loads(played("marche", 5).to_record().to_json())
    data["game_version"] = 0
    with pytest.raises(Exception, match="game_version: Input should be greater than or equal to 1"):
        Record.from_json(json.dumps(data))
    data["game_version"] = 99
    assert Match.from_record(Record.from_json(json.dumps(data))).other_version


OLD_FIGURES = """
import dataclasses, sys
from fairtable.bots.base import make_bot
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
game = get_game("marche")
type(game).info = dataclasses.replace(game.info, version=game.info.version + 1)
m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=3)
bots = [make_bot("greedy", seed=s) for s in (1, 2)]
while not m.is_over():
    p = m.current_player()
    m.play(bots[p].choose(game, game.observe(m.state, p, 3), p))
m.save(sys.argv[1])
"""


@pytest.fixture(scope="module")
def other_figures(tmp_path_factory) -> Path:
    """A whole Animal Marche game saved by a fairtable whose Construction Site and Cenotaph cost no wood
    (its data in a copy of the resources, its version one up)."""
    where = tmp_path_factory.mktemp("other")
    resources = where / "resources"
    shutil.copytree(resource_path(), resources)
    path = resources / "games" / "marche" / "facilities.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for facility in data["facilities"] if isinstance(data, dict) else data:
        facility["cost"]["wood"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    record = where / "marche-game.json"
    env = dict(os.environ, FAIRTABLE_RESOURCES=str(resources), PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", OLD_FIGURES, str(record)], env=env, check=True, cwd=where, timeout=120)
    return record


def test_a_game_saved_with_other_figures_names_the_move_that_no_longer_plays_and_why(other_figures):
    record = Record.load(other_figures)
    with pytest.raises(UnplayableMove) as err:
        replay_record(record)
    stop = err.value
    assert 0 < stop.playable < stop.total == len(record.actions) and stop.other_version
    text = str(stop)
    assert "\n" not in text
    assert text.startswith(f"Move {stop.number} cannot be played: Not enough wood")
    assert text.endswith("(the game was saved by a fairtable whose Animal Marche plays differently)")


def test_its_moves_up_to_that_one_are_kept_and_the_game_plays_on_to_the_end(other_figures):
    record = Record.load(other_figures)
    m = Match.from_record(record, salvage=True)
    assert m.stopped is not None and len(m.steps) == m.stopped.playable
    assert [a.to_data() for a in m.actions] == record.actions[:m.stopped.playable]
    game = m.game
    bots = [make_bot("greedy", seed=s) for s in (5, 6)]
    while not m.is_over():
        p = m.current_player()
        m.play(bots[p].choose(game, game.observe(m.state, p, 9), p))
    assert m.result().winners


def test_the_command_line_says_the_same_in_one_line(other_figures, capsys):
    assert main(["replay", str(other_figures)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Not enough wood" in err and "plays differently" in err
