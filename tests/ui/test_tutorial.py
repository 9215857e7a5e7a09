"""Learn to play at the table: the card says the step, a read step holds the table until Next, a legal move
that is not the lesson glides back with the step's nudge, the opponents play the script, the tutorial's game
autosaves and comes back at its step, and its end offers a real game against Normal bots."""

from __future__ import annotations

from pathlib import Path

import pytest

import fairtable.tutorial.script as script_module
from fairtable.engine.actions import Drag
from fairtable.ui.main_window import MainWindow
from tests.ui.helpers import drag_piece, open_window

DATA = Path(__file__).resolve().parents[1] / "tutorial" / "data"


@pytest.fixture
def small_tutorial(monkeypatch):  # type: ignore[no-untyped-def]
    """The small Old West Empresario tutorial of tests/tutorial/data (seven steps of every kind)."""
    monkeypatch.setattr(script_module, "tutorial_folder", lambda game_id: DATA / game_id)


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    return open_window(qtbot, 1280, 720)


def _card(w: MainWindow) -> str:
    card = w.table.tutorial_card
    return card.heading.text() + ": " + card.shown


def test_a_tutorial_is_played_step_by_step_and_a_move_that_is_not_the_lesson_glides_back(qtbot, small_tutorial):
    w = _window(qtbot)
    w.learn("empresario")
    c = w.controller
    card = w.table.tutorial_card
    assert c is not None and card.isVisible()
    assert c.match.tutorial == "empresario" and c.match.names == ["Sam", "Anna"]
    assert _card(w) == "Step 1 of 6: Welcome\nYou are Sam."
    assert card.next.isVisible() and card.rule.isEnabled()
    # A read step holds the table: a move made now is refused, and nothing is played.
    assert not c.gesture(c.match.game.legal_actions(c.match.state)[0].gesture())
    assert w.statusBar().currentMessage() == "First read the step, then press Next"
    assert not c.match.steps
    said = w.access.announcer.said
    w.access.announcer.flush()
    assert "Step 1 of 6. Welcome. You are Sam." in "\n".join(said).split("\n"), said
    card.next.click()
    assert _card(w).startswith("Step 2 of 6: Your character") and not card.next.isVisible()
    w.access.announcer.flush()  # Next's step is said to a screen reader
    assert any(line.startswith("Step 2 of 6. Your character") for line in said[-1].split("\n")), said[-1]
    # The Actions button the step asks for is outlined.
    marked = [b for b in w.actions_panel.buttons if b.styleSheet()]
    assert [b.property("label") for b in marked] and "Scarlett" in marked[0].text()
    # Another character is legal, but not the lesson: refused with the step's nudge.
    michelle = next(a for a in c.match.game.legal_actions(c.match.state) if getattr(a, "character", None) == 4)
    assert not c.gesture(michelle.gesture())
    assert w.statusBar().currentMessage() == "Play Scarlett, not another card."
    w.access.announcer.flush()
    assert said[-1].endswith("Play Scarlett, not another card."), said[-1]
    # The nudge is on the card, in red above the step's words, not in a bubble over the board.
    assert "Play Scarlett, not another card." in card.text.text() and not w.table.bubble.isVisible()
    assert not c.match.steps
    scarlett = next(a for a in c.match.game.legal_actions(c.match.state) if getattr(a, "character", None) == 3)
    assert c.gesture(scarlett.gesture())
    # Anna's scripted moves follow (her character, then, after Sam's building, her own two).
    qtbot.waitUntil(lambda: len(c.match.steps) == 2, timeout=5000)
    assert "Zebedee" in c.match.steps[1].line
    # The words of a step the script plays stay up after its move, until Next.
    assert _card(w) == "Step 3 of 6: Anna chooses." and card.next.isVisible()
    card.next.click()
    assert _card(w).startswith("Step 4 of 6: A starting building")
    # The step outlines what it talks about: the Town Hall, the tile asked for and the place it goes.
    scene = c.scene
    assert scene.pieces["tile:62"].marked and scene.pieces["tile:19"].marked
    assert scene.zones["town:0:0,1"].hint == "Here"
    drag_piece(w.table.view, scene, "tile:19", "town:0:0,1")  # by mouse, as a person does
    qtbot.waitUntil(lambda: len(c.match.steps) == 5, timeout=5000)
    assert _card(w).startswith("Step 5 of 6: Either")
    second = c.match.game.parse_action({"kind": "choose_die", "player": 0, "die": 1})
    assert c.gesture(second.gesture())
    assert _card(w) == "Step 6 of 6: Done\nThat is all."
    card.next.click()
    assert _card(w).startswith("The tutorial is over")
    assert card.real_game.isVisible()


def test_a_tutorial_in_progress_comes_back_at_its_step_from_its_autosave(qtbot, small_tutorial):
    w = _window(qtbot)
    w.learn("empresario")
    c = w.controller
    w.table.tutorial_card.next.click()
    scarlett = c.match.game.parse_action({"kind": "choose_character", "player": 0, "character": 3})
    assert c.gesture(scarlett.gesture())
    qtbot.waitUntil(lambda: len(c.match.steps) == 2, timeout=5000)
    w.table.tutorial_card.next.click()  # past Anna's move
    path = c.match.autosave
    assert path is not None and Path(path).is_file()
    w.close_game()
    assert not w.table.tutorial_card.isVisible()
    assert w.files.continue_game(Path(path))
    c = w.controller
    assert c.match.tutorial == "empresario" and len(c.match.steps) == 2
    assert w.table.tutorial_card.isVisible()
    # Back at the last words said (Anna's move), then on.
    assert _card(w) == "Step 3 of 6: Anna chooses."
    w.table.tutorial_card.next.click()
    assert _card(w).startswith("Step 4 of 6: A starting building")
    # A game that is no tutorial shows no card.
    w.close_game()
    from fairtable.engine.match import Match
    from fairtable.engine.registry import get_game
    from tests.ui.helpers import seats

    w.start(Match(get_game("empresario"), seats(["human", "human"]), None, seed=3))
    assert not w.table.tutorial_card.isVisible()


def test_the_card_keeps_its_height_from_step_to_step_so_the_board_never_moves(qtbot, small_tutorial):
    w = _window(qtbot)
    w.learn("empresario")
    card = w.table.tutorial_card
    heights = {card.height()}
    board = {w.table.view.geometry().getRect()}
    card.next.click()
    qtbot.wait(10)
    heights.add(card.height())
    board.add(w.table.view.geometry().getRect())
    assert len(heights) == 1 and len(board) == 1


def test_the_rule_link_opens_the_rules_at_the_steps_section(qtbot, small_tutorial, monkeypatch):
    from fairtable.ui.dialogs.simple import RulesDialog

    shown: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: shown.append(self.sections.currentItem().text()
                                                                         if self.sections.currentItem() else self.search.text()))
    w = _window(qtbot)
    w.learn("empresario")
    w.table.tutorial_card.rule.click()
    assert shown and "haracter" in shown[0], shown


def test_the_learner_is_told_where_to_drag(qtbot, small_tutorial):
    w = _window(qtbot)
    w.learn("empresario")
    step = w.tutorials.table.guide.slots[2].step
    assert step.id == "build" and isinstance(step.choices[0].gesture(), Drag)


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_at_1024x600_at_the_largest_text_the_card_leaves_the_board_two_thirds_and_shows_its_buttons(qtbot, lang):
    from fairtable import i18n

    i18n.set_language(lang)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1024, 600)
        w.show()
        w.set_text_size("Largest")
        w.learn("marche")
        qtbot.wait(20)
        card, table = w.table.tutorial_card, w.table
        assert card.isVisible() and card.height() <= table.height() * 0.34, (card.height(), table.height())
        for button in (card.next, card.rule, card.leave):
            assert card.rect().contains(button.geometry()), button.text()
            assert button.width() >= button.sizeHint().width(), f"{button.text()!r} cut"
        assert card.width() <= table.width()
        assert card.scroll.viewport().height() >= card.text.fontMetrics().lineSpacing() * 2, "two lines of the step"
    finally:
        i18n.set_language("en")


def test_in_a_tutorial_the_hint_names_the_steps_move_and_the_end_offers_a_game_against_normal_bots(
        qtbot, small_tutorial, monkeypatch):
    from fairtable.ui.dialogs.new_game import NewGameDialog

    w = _window(qtbot)
    w.learn("empresario")
    c = w.controller
    w.table.tutorial_card.next.click()
    assert c.hint()
    assert w.statusBar().currentMessage() == "Hint: the step asks for: Sam plays Scarlett the Saloon Owner"
    for move in ({"kind": "choose_character", "player": 0, "character": 3},
                 {"kind": "place_start_tile", "player": 0, "tile": 19, "x": 0, "y": 1},
                 {"kind": "choose_die", "player": 0, "die": 0}):
        qtbot.waitUntil(lambda: c.match.current_player() == 0, timeout=5000)
        if w.tutorials.table.guide.pending_read(len(c.match.steps)) is not None:
            w.table.tutorial_card.next.click()
        assert c.gesture(c.match.game.parse_action(move).gesture())
    w.table.tutorial_card.next.click()
    assert w.table.tutorial_card.real_game.isVisible()
    shown: list[dict] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: shown.append(self.setup()) or NewGameDialog.Rejected)
    w.table.tutorial_card.real_game.click()
    (setup,) = shown
    assert setup["game"] == "empresario" and setup["players"] == 2
    assert [seat["level"] for seat in setup["seats"][:2]] == [None, "greedy"]


def test_learning_a_title_again_offers_to_continue_the_tutorial_left_unfinished_or_start_it_again(
        qtbot, small_tutorial, monkeypatch):
    from fairtable.ui.tutorial import Tutorials

    w = _window(qtbot)
    w.learn("empresario")
    w.table.tutorial_card.next.click()
    c = w.controller
    assert c.gesture(c.match.game.parse_action({"kind": "choose_character", "player": 0, "character": 3}).gesture())
    qtbot.waitUntil(lambda: len(c.match.steps) == 2, timeout=5000)
    first = c.match.autosave
    w.close_game()
    answers = [False]  # continue
    monkeypatch.setattr(Tutorials, "ask_resume", lambda self: answers.pop(0))
    w.learn("empresario")
    assert w.controller.match.autosave == first and len(w.controller.match.steps) == 2
    w.close_game()
    answers.append(True)  # start again: the unfinished one goes, one tutorial game is kept
    w.learn("empresario")
    assert w.controller.match.autosave != first and not w.controller.match.steps
    assert not Path(first).exists()
    w.close_game()
    assert [g.tutorial for g in w.files.other_games()] == ["empresario"]
