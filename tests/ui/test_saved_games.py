"""Nothing lost: every unfinished game is kept (Continue list, Game > Continue, the offer at start), a bad
record changes nothing, a damaged autosave is told once, and a failing autosave is told at once."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox

from fairtable import paths, saves
from fairtable.engine.match import Match, Seat, UnplayableMove
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.paths import games_dir, legacy_autosave_path
from fairtable.ui.dialogs.new_game import NewGameChoice


def choice(game_id: str, names=("Anna", "Ben"), seed: int = 5, bots=()) -> NewGameChoice:
    game = get_game(game_id)
    seats = [Seat(name=n, kind="bot", level="random") if n in bots else Seat(name=n) for n in names]
    return NewGameChoice(game, seats, game.make_options(None), seed)


def play(window, count: int, seed: int = 1) -> None:
    c = window.controller
    rng = Rng(seed)
    for _ in range(count):
        assert c.play(rng.choice(c.match.game.legal_actions(c.match.state)))


def autosaves() -> list[Path]:
    return sorted(games_dir().glob("*.json"))


@pytest.fixture
def answers(monkeypatch):
    """Every message box is recorded (title, text) and answered Yes (questions) or OK."""
    shown = []

    def answer(kind):
        def box(*a, **k):
            shown.append((kind, a[1], a[2]))
            return QMessageBox.Yes if kind == "question" else QMessageBox.Ok
        return box

    for kind in ("question", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, answer(kind))
    kinds = {QMessageBox.Information: "information", QMessageBox.Warning: "warning", QMessageBox.Question: "question"}

    def execute(box):  # a box built and shown by hand (the damaged autosaves: details under Show Details)
        shown.append((kinds.get(box.icon(), "box"), box.windowTitle(), box.text()))
        return QMessageBox.Ok

    monkeypatch.setattr(QMessageBox, "exec", execute)
    return shown


def test_a_new_game_keeps_the_game_in_progress(window, qtbot, answers):
    first = window.start_new(choice("festival", ("Anna", "Robo"), bots=("Robo",)))
    play(window, 20)
    first_state = first.state
    window.start_new(choice("essen"))
    assert len(autosaves()) == 2 and first.autosave in autosaves()
    assert "Agents Of Empire with Anna and Robo (bot)" in window.statusBar().currentMessage()
    assert "is kept" in window.statusBar().currentMessage()
    window.menus.fill_continue_menu()
    entries = [a for a in window.menus.continue_menu.actions() if a.isEnabled()]
    assert [a.text().split(" with ")[0] for a in entries] == ["Agents Of Empire"], "the game at the table is not in it"
    entries[0].trigger()
    assert window.controller.match.autosave == first.autosave
    assert window.controller.match.state == first_state and len(window.controller.match.steps) == 20


def test_opening_a_saved_game_gives_it_an_autosave_of_its_own(window, qtbot, answers, tmp_path):
    saved = tmp_path / "essen-game.json"
    Match(get_game("essen"), [Seat(name="Ida"), Seat(name="Bo")], seed=3).save(saved)
    saved_text = saved.read_text()
    running = window.start_new(choice("empresario"))
    play(window, 8)
    before = running.autosave.read_bytes()
    assert window.files.open_record(saved)
    opened = window.controller.match
    assert opened.autosave not in (None, running.autosave) and opened.autosave.parent == games_dir()
    assert running.autosave.read_bytes() == before, "the game that was at the table is as it was"
    assert saved.read_text() == saved_text
    play(window, 3)
    assert len(Match.load(opened.autosave).steps) == 3 and len(Match.load(running.autosave).steps) == 8


def test_close_game_goes_back_to_the_welcome_page_where_every_unfinished_game_is_listed(window, qtbot, answers):
    window.start_new(choice("marche", ("Anna", "Ben", "Chloe")))
    play(window, 5)
    window.start_new(choice("essen", ("Ida", "Bo")))
    play(window, 2)
    window.menus.act_close.trigger()
    assert window.pages.currentWidget() is window.welcome and window.controller is None
    assert not any(d.isVisible() for d in window.docks)
    rows = window.welcome.rows
    assert len(rows) == 2 and window.welcome.continue_list.isVisible()
    newest, older = (r.label.text() for r in rows)
    assert "ESSEN The Game: SPIEL'13" in newest and "Ida and Bo" in newest and "last played just now" in newest
    assert "Animal Marche" in older and "Anna, Ben and Chloe" in older and "Round 1, 5 moves" in older
    rows[1].continue_button.click()
    assert window.controller.match.game.info.id == "marche" and len(window.controller.match.steps) == 5


def test_a_game_can_be_renamed_and_deleted_after_asking(window, qtbot, answers, monkeypatch):
    window.start_new(choice("marche"))
    window.close_game()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Sunday rematch", True))
    window.welcome.rows[0].rename_button.click()
    assert window.welcome.rows[0].label.text().startswith("<b style='font-size:14px'>Sunday rematch</b>")
    assert json.loads(autosaves()[0].read_text())["autosave"]["name"] == "Sunday rematch"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.append(a[2]) or QMessageBox.No)
    window.welcome.rows[0].delete_button.click()
    assert answers[-1] == "Delete \u201cSunday rematch\u201d? It cannot be continued afterwards."
    assert len(autosaves()) == 1 and len(window.welcome.rows) == 1, "No keeps it"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    window.welcome.rows[0].delete_button.click()
    assert autosaves() == [] and window.welcome.rows == [] and not window.welcome.continue_list.isVisible()


def finished_autosave() -> Path:
    game = get_game("marche")
    m = Match(game, [Seat(name="A"), Seat(name="B")], seed=2, autosave=saves.autosave_file(saves.new_game_id()))
    autosave, m.autosave = m.autosave, None  # written once, at the end
    rng = Rng(1)
    while not m.is_over():
        m.play(rng.choice(game.legal_actions(m.state)))
    m.autosave = autosave
    m.save_autosave()
    return m.autosave


def test_the_offer_at_start_names_the_latest_unfinished_game_and_never_a_finished_one(window, qtbot, answers):
    game = get_game("essen")
    older = Match(game, [Seat(name="Old"), Seat(name="Game")], seed=1, autosave=saves.autosave_file(saves.new_game_id()))
    older.save_autosave()
    latest = Match(game, [Seat(name="A"), Seat(name="B")], seed=2, autosave=saves.autosave_file(saves.new_game_id()),
                   name="Friday night")
    latest.play(game.legal_actions(latest.state)[0])
    finished_autosave()  # played last, but over
    window.files.offer_resume()
    assert answers == [("question", "Resume?", "Resume \u201cFriday night\u201d (ESSEN The Game: SPIEL'13 with A and B, "
                                               "round 1, 1 move played)?")]
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.match.autosave == latest.autosave


def test_a_finished_game_alone_is_not_offered(window, qtbot, answers):
    finished_autosave()
    window.files.offer_resume()
    assert answers == [] and window.controller is None and window.welcome.rows == []


def test_a_truncated_autosave_is_told_once_and_set_aside(window, qtbot, answers):
    m = Match(get_game("essen"), [Seat(name="A"), Seat(name="B")], seed=2, autosave=saves.autosave_file("cut"))
    m.save_autosave()
    text = m.autosave.read_text()
    m.autosave.write_text(text[:200])
    window.files.refresh_games()
    window.files.offer_resume()
    assert answers == [("information", "A saved game is damaged",
                        f"The autosave {m.autosave} is damaged (it is cut short) and was "
                        "set aside as cut.json.damaged.")]
    assert m.autosave.with_name("cut.json.damaged").read_text() == text[:200]
    window.files.offer_resume()
    window.files.refresh_games()
    assert len(answers) == 1, "said once"


def test_many_damaged_autosaves_are_counted_and_listed_under_details_once(window, qtbot, answers, monkeypatch):
    folder = saves.autosave_file("x").parent
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(40):
        (folder / f"cut{i:02d}.json").write_text('{"format": "fairtable-record", "ver', encoding="utf-8")
    boxes = []
    made = window.files.damaged_box
    monkeypatch.setattr(window.files, "damaged_box", lambda damaged: boxes.append(made(damaged)) or boxes[-1])
    window.files.offer_resume()
    assert answers == [("information", "A saved game is damaged",
                        "40 autosaves are damaged and were set aside; Show Details names each and says why.")]
    details = boxes[0].detailedText()
    assert details.count("is damaged") == 40 and "cut00.json" in details and "cut39.json" in details


def test_a_damaged_autosave_that_cannot_be_moved_is_told_once(window, qtbot, answers, monkeypatch):
    """In a read-only folder the file stays where it is and is found again by every scan: it is still
    named once."""
    folder = saves.autosave_file("x").parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "stuck.json").write_text("{ cut", encoding="utf-8")
    monkeypatch.setattr(saves.os, "replace", lambda *a: (_ for _ in ()).throw(PermissionError("read-only")))
    window.files.refresh_games()
    window.files.refresh_games()
    window.files.offer_resume()
    assert len(answers) == 1 and answers[0][2].count("stuck.json") == 1, answers


def test_the_old_single_autosave_is_continued_from_the_new_list(window, qtbot, answers):
    old = Match(get_game("festival"), [Seat(name="Anna"), Seat(name="Ben")], seed=4)
    old.play(old.game.legal_actions(old.state)[0])
    old.save(legacy_autosave_path())
    window.files.offer_resume()
    assert answers[0][2].startswith("Resume your last game of Agents Of Empire with Anna and Ben (round 1")
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.match.state == old.state and not legacy_autosave_path().exists()


def godlike(path: Path) -> Path:
    m = Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="thinker")], seed=1)
    m.save(path)
    path.write_text(path.read_text().replace('"thinker"', '"godlike"'))
    return path


def test_a_record_naming_an_unknown_bot_level_changes_nothing(window, qtbot, answers, tmp_path):
    running = window.start_new(choice("essen"))
    play(window, 4)
    before = running.autosave.read_bytes()
    assert not window.files.open_record(godlike(tmp_path / "bad.json"))
    assert answers == [("warning", "Cannot open this game", "Damaged record: seats.1.level: no bot level 'godlike' "
                                                            "(known: random, greedy, thinker)")]
    assert window.controller.match is running and autosaves() == [running.autosave]
    assert running.autosave.read_bytes() == before
    play(window, 1, seed=7)  # the table plays on


def test_an_autosave_that_does_not_load_is_set_aside_and_the_table_is_kept(window, qtbot, answers):
    bad = godlike(saves.autosave_file("old-version"))
    window.files.refresh_games()
    assert len(window.welcome.rows) == 1  # its JSON is whole: only loading it finds the fault
    window.welcome.rows[0].continue_button.click()
    assert answers[0][:2] == ("warning", "Cannot continue this game")
    assert "no bot level 'godlike'" in answers[0][2] and "set aside as old-version.json.damaged" in answers[0][2]
    assert not bad.exists() and bad.with_name("old-version.json.damaged").is_file()
    assert window.controller is None and window.welcome.rows == []


def failing_writes(monkeypatch, error=errno.ENOSPC, reason="No space left on device"):
    """Writes into the games folder fail (a full disk, a read-only folder); a file saved elsewhere works."""
    real = open

    def refuse(file, *a, **k):
        if Path(file).parent == games_dir():
            raise OSError(error, reason)
        return real(file, *a, **k)

    monkeypatch.setattr(paths, "open", refuse, raising=False)


def test_a_failing_autosave_is_told_at_once_in_one_dialog_and_a_retry_that_works_is_told(window, qtbot, monkeypatch,
                                                                                          tmp_path):
    match = window.start_new(choice("essen"))
    play(window, 3)
    failing_writes(monkeypatch)
    play(window, 1, seed=2)
    assert window.statusBar().currentMessage() == (
        "Autosave failed: No space left on device. The game goes on in memory; Game > Save As\u2026 keeps it")
    assert window.files.autosave_label.text() == "Not autosaved"
    box = window.files.autosave_box
    assert box is not None and box.isVisible() and "No space left on device" in box.text()
    play(window, 5, seed=3)
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes == [box], "one dialog, not one per move"
    assert len(match.steps) == 9 and len(Match.load(match.autosave).steps) == 3
    assert window.files.autosave_label.text() == "Not autosaved", "it says so while it lasts"
    kept = tmp_path / "kept.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(kept), ""))
    next(b for b in box.buttons() if b.text() == "Save As\u2026").click()
    qtbot.waitUntil(kept.is_file)
    assert len(Match.load(kept).steps) == 9, "Save As keeps the game elsewhere"
    monkeypatch.setattr(paths, "open", open, raising=False)  # room on the disk again
    play(window, 1, seed=4)
    assert window.statusBar().currentMessage() == "Autosave works again: every move is on disk"
    assert window.files.autosave_label.text() == "" and not box.isVisible()
    assert len(Match.load(match.autosave).steps) == 10, "nothing was lost"


def test_a_new_game_in_a_read_only_data_folder_is_told_too(window, qtbot, monkeypatch):
    failing_writes(monkeypatch, errno.EROFS, "Read-only file system")
    window.start_new(choice("marche"))
    assert window.files.autosave_label.text() == "Not autosaved"
    assert "Read-only file system" in window.files.autosave_box.text()
    monkeypatch.undo()
    play(window, 1)
    assert window.files.autosave_label.text() == ""


def test_closing_a_game_that_is_not_on_disk_offers_to_save_it_first(window, qtbot, monkeypatch):
    window.start_new(choice("marche"))
    failing_writes(monkeypatch)
    play(window, 2)
    asked = []
    monkeypatch.setattr(window.files, "ask_unsaved_close", lambda: asked.append(True) or False)
    window.close_game()
    assert asked and window.controller is not None, "Cancel keeps the game at the table"
    monkeypatch.undo()
    play(window, 1)
    window.close_game()
    assert window.controller is None


def saved_by_another_version(path: Path, moves: int = 30, bad: int = 21) -> Path:
    """A game of 30 moves saved by a fairtable whose title played move ``bad`` differently: here it is the
    move before it again, which does not play."""
    m = Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=2, autosave=path)
    rng = Rng(4)
    while len(m.steps) < moves:
        assert m.play(rng.choice(m.game.legal_actions(m.state)))
    m.save(path)
    data = json.loads(path.read_text())
    data["game_version"] += 1
    data["actions"][bad - 1] = data["actions"][bad - 2]
    path.write_text(json.dumps(data))
    with pytest.raises(UnplayableMove) as err:
        Match.load(path)
    assert err.value.number == bad
    return path


def test_a_saved_game_with_a_move_that_no_longer_plays_opens_at_the_move_before_if_asked(window, qtbot, answers,
                                                                                         tmp_path):
    path = saved_by_another_version(tmp_path / "essen-game.json")
    whole = path.read_text()
    assert window.files.open_record(path)
    (kind, title, text), = answers
    assert (kind, title) == ("question", "Open this game at move 20?")
    assert text.startswith("Move 21 cannot be played: ")
    assert text.endswith("(the game was saved by a fairtable whose ESSEN The Game: SPIEL'13 plays differently).\n\n"
                         "20 of its 30 moves can be played here; the file keeps the whole game. Open the game after "
                         "move 20 and go on from there?")
    m = window.controller.match
    assert len(m.steps) == 20 and m.autosave in autosaves() and window.session.path is None
    assert window.statusBar().currentMessage() == (
        f"Opened essen-game.json at move 20 of 30; the whole game stays in {path}")
    play(window, 3)
    assert path.read_text() == whole, "the file with the whole game is never written over"
    assert len(json.loads(m.autosave.read_text())["actions"]) == 23


def test_an_autosave_opened_short_keeps_the_whole_game_beside_the_continue_list(window, qtbot, answers):
    path = saved_by_another_version(saves.autosave_file("older"))
    whole = path.read_text()
    window.files.refresh_games()
    window.welcome.rows[0].continue_button.click()
    assert answers[0][:2] == ("question", "Open this game at move 20?")
    m = window.controller.match
    kept = path.with_name("older.json.kept")
    assert m.autosave == path and kept.read_text() == whole
    assert len(json.loads(path.read_text())["actions"]) == 20
    assert window.statusBar().currentMessage() == (
        "Continued your game of ESSEN The Game: SPIEL'13 with Anna and Ben (round 2, 20 moves played); the whole "
        f"game is kept as {kept}")
    play(window, 2)
    window.files.refresh_games()
    assert [g.path for g in window.files.unfinished] == [path] and kept.read_text() == whole


def test_saying_no_to_opening_it_short_changes_nothing(window, qtbot, monkeypatch):
    path = saved_by_another_version(saves.autosave_file("older"))
    whole = path.read_text()
    running = window.start_new(choice("festival"))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[1]) or QMessageBox.No)
    assert not window.files.open_record(path)
    assert asked == ["Open this game at move 20?"]
    assert window.controller.match is running and path.read_text() == whole
    assert not path.with_name("older.json.kept").exists()
    assert "Cannot open older.json: Move 21 cannot be played" in window.statusBar().currentMessage()


def test_a_game_whose_moves_all_play_under_another_version_says_they_were_played_again(window, qtbot, answers,
                                                                                          tmp_path):
    m = Match(get_game("festival"), [Seat(name="Anna"), Seat(name="Ben")], seed=4)
    rng = Rng(2)
    for _ in range(10):
        m.play(rng.choice(m.game.legal_actions(m.state)))
    path = tmp_path / "festival-game.json"
    m.save(path)
    data = json.loads(path.read_text())
    del data["game_version"]
    data["version"] = 1
    path.write_text(json.dumps(data))
    assert window.files.open_record(path) and answers == []
    assert window.controller.match.state == m.state
    assert window.statusBar().currentMessage() == (
        "Opened festival-game.json: 10 moves; saved by another fairtable, its moves were played again by this one's "
        "rules")


def test_the_old_single_autosave_with_a_move_that_no_longer_plays_reaches_the_continue_list(window, qtbot, answers):
    old = saved_by_another_version(legacy_autosave_path())
    whole = json.loads(old.read_text())
    window.files.offer_resume()
    assert not old.exists() and [kind for kind, *_ in answers] == ["question"]  # resume? (no "damaged")
    moved = autosaves()
    assert len(moved) == 1 and json.loads(moved[0].read_text())["actions"] == whole["actions"]
    qtbot.waitUntil(lambda: window.controller is not None)
    assert answers[1][:2] == ("question", "Open this game at move 20?")
    assert len(window.controller.match.steps) == 20
    assert json.loads(moved[0].with_name(moved[0].name + ".kept").read_text())["actions"] == whole["actions"]


def test_a_game_whose_first_move_no_longer_plays_may_start_again_with_its_seats_and_seed(window, qtbot, answers,
                                                                                          tmp_path):
    path = saved_by_another_version(tmp_path / "essen-game.json")
    data = json.loads(path.read_text())
    data["actions"][0] = {"kind": "fly", "player": 0}
    path.write_text(json.dumps(data))
    assert window.files.open_record(path)
    (kind, title, text), = answers
    assert (kind, title) == ("question", "Start this game again?")
    assert text.startswith("Move 1 is not an action of ESSEN The Game: SPIEL'13: ")
    assert text.endswith("None of its moves can be played here; the file keeps the whole game. Start the game "
                         "again with the same seats and the same seed?")
    m = window.controller.match
    assert m.steps == [] and m.seed == 2 and m.names == ["Anna", "Ben"]
    assert window.statusBar().currentMessage() == (
        f"Started essen-game.json again from the beginning; the whole game stays in {path}")


def test_an_autosave_that_cannot_be_copied_is_left_as_it_is_and_the_shorter_game_is_told_unsaved(window, qtbot,
                                                                                                 answers, monkeypatch):
    path = saved_by_another_version(saves.autosave_file("older"))
    whole = path.read_text()
    failing_writes(monkeypatch)
    assert window.files.open_record(path)
    assert path.read_text() == whole and not list(games_dir().glob("*.kept"))
    assert window.statusBar().currentMessage() == (
        "Autosave failed: No space left on device. The game goes on in memory; Game > Save As\u2026 keeps it")
    assert len(window.controller.match.steps) == 20
    window.files.refresh_games()
    assert [g.path for g in window.files.unfinished] == [path], "the whole game is still in the Continue list"
    monkeypatch.setattr(paths, "open", open, raising=False)  # room on the disk again
    play(window, 1)
    shorter = window.controller.match.autosave
    assert shorter != path and len(json.loads(shorter.read_text())["actions"]) == 21 and path.read_text() == whole


def test_save_as_never_writes_the_shorter_game_over_the_file_with_the_whole_one(window, qtbot, answers, monkeypatch,
                                                                                tmp_path):
    path = saved_by_another_version(tmp_path / "essen.v1.json")
    whole = path.read_text()
    assert window.files.open_record(path)
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, where, *a, **k: offered.append(where) or (str(path), ""))
    assert not window.files.save()
    assert offered == [str(tmp_path / "essen.v1-move-20.json")]
    assert answers[-1] == ("warning", "Cannot save", "essen.v1.json holds the whole game, with the moves that no "
                                                     "longer play: save this game under another name")
    assert path.read_text() == whole
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (offered[0], ""))
    assert window.files.save() and len(json.loads(Path(offered[0]).read_text())["actions"]) == 20
