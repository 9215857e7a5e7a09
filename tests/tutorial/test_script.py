"""Tutorials as data: a script that plays is walked on every path; a move that does not play, a piece pointed
at that is not on the board, or a language's missing text is named in one line; the guide takes the lesson's
moves and gives the step's nudge for any other."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import fairtable.tutorial.script as script_module
from fairtable.engine.registry import get_game
from fairtable.resources import DataFileError
from fairtable.tutorial.guide import Guide
from fairtable.tutorial.script import load_script
from fairtable.tutorial.walk import TutorialFault, walk

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def folder(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A copy of the small Old West Empresario tutorial, read in place of the title's own."""
    shutil.copytree(DATA / "empresario", tmp_path / "empresario")
    monkeypatch.setattr(script_module, "tutorial_folder", lambda game_id: tmp_path / game_id)
    return tmp_path / "empresario"


def _edit(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_a_script_that_plays_is_walked_on_every_path_in_every_language_it_has(folder):
    said: list[str] = []
    assert walk(load_script(get_game("empresario"), "en", strict=True), said.append) == 2  # the choice: two paths
    assert said[0] == "[1] Welcome" and said[-1] == "The tutorial plays: 7 steps, 2 paths walked."
    assert "    > Anna plays Zebedee the Land Owner" in said
    said = []
    walk(load_script(get_game("empresario"), "de", strict=True), said.append)
    assert "[7] Fertig" in said


def test_a_move_that_does_not_play_where_it_comes_names_its_step(folder):
    _edit(folder / "tutorial.json", lambda d: d["steps"][1]["play"].update(player=1))
    with pytest.raises(TutorialFault) as caught:
        walk(load_script(get_game("empresario")), lambda line: None)
    assert str(caught.value) == "step 2 (character), move 1: Not your turn"


def test_the_script_goes_on_after_every_choice(folder):
    # After the die showing 3 the script's next move would not play: the walk follows every choice.
    def change(d):  # type: ignore[no-untyped-def]
        d["steps"].insert(6, {"id": "again", "text": "Again.", "nudge": "Again.",
                              "play": {"kind": "choose_die", "player": 0, "die": 1}})
    _edit(folder / "tutorial.json", change)
    with pytest.raises(TutorialFault) as caught:
        walk(load_script(get_game("empresario")), lambda line: None)
    assert "step 7 (again)" in str(caught.value)


def test_a_piece_pointed_at_must_be_on_the_learners_board(folder):
    _edit(folder / "tutorial.json", lambda d: d["steps"][3].update(point=["tile:62", "tile:999"]))
    with pytest.raises(TutorialFault) as caught:
        walk(load_script(get_game("empresario")), lambda line: None)
    assert str(caught.value) == "step 4 (build): not on the board: tile:999"


def test_a_language_lacking_a_steps_text_is_a_one_line_fault(folder):
    _edit(folder / "tutorial.de.json", lambda d: d["steps"].pop("build"))
    with pytest.raises(DataFileError) as caught:
        load_script(get_game("empresario"), "de", strict=True)
    assert str(caught.value).endswith("tutorial.de.json: no texts for the step build")
    assert "\n" not in str(caught.value)


def test_a_language_without_its_own_file_is_shown_in_english_at_the_table_but_fails_the_walk(folder):
    (folder / "tutorial.de.json").unlink()
    assert load_script(get_game("empresario"), "de").steps[0].title == "Welcome"
    with pytest.raises(DataFileError):
        load_script(get_game("empresario"), "de", strict=True)


def test_a_malformed_script_is_refused_in_one_line(folder):
    _edit(folder / "tutorial.json", lambda d: d["steps"][1].pop("nudge"))
    with pytest.raises(DataFileError) as caught:
        load_script(get_game("empresario"))
    assert "steps[1]" in str(caught.value) and "nudge" in str(caught.value)


def test_the_guide_takes_the_lessons_move_and_nudges_any_other(folder):
    game = get_game("empresario")
    guide = Guide(load_script(game))
    assert guide.step(0).id == "welcome" and guide.pending_read(0) is not None
    guide.next_read(0)
    assert guide.step(0).id == "character"
    scarlett = game.parse_action({"kind": "choose_character", "player": 0, "character": 3})
    michelle = game.parse_action({"kind": "choose_character", "player": 0, "character": 4})
    assert guide.judge(0, scarlett) is None
    assert guide.judge(0, michelle) == "Play Scarlett, not another card."
    assert guide.scripted_move(0) is None  # the learner's own move
    assert guide.scripted_move(1).player == 1  # Anna's, scripted
    assert guide.step(5).id == "either" and len(guide.slot(5).moves) == 2
    assert not guide.over(6) and guide.step(6).id == "end"
    guide.next_read(6)
    assert guide.over(6) and guide.step(6) is None
