"""Every title's guided first game, completed at the table by its expected moves as a person makes them (with
the mouse for ESSEN and Animal Marche, with the keyboard alone for Old West Empresario and the festival game),
the opponents playing the script; the first move that is legal but not the lesson gets the step's nudge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from fairtable.ui.main_window import MainWindow
from tests.ui.helpers import open_window, perform
from tests.ui.keys import activate, key_perform

BY = {"essen": "mouse", "marche": "mouse", "empresario": "keys", "festival": "keys"}


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    return open_window(qtbot, 1280, 720)


def _other_move(c, slot):  # type: ignore[no-untyped-def]
    """A legal move of another gesture than every move the step takes, if there is one."""
    taken = {m.gesture() for m in slot.moves}
    return next((a for a in c.match.game.legal_actions(c.match.state) if a.gesture() not in taken
                 and c.match.game.presentation.actions_for(c.match.state, a.gesture())[0] not in slot.moves), None)


@pytest.mark.parametrize("game_id", list(BY))
def test_the_tutorial_is_completed_by_its_expected_moves(qtbot, game_id):
    w = _window(qtbot)
    w.learn(game_id)
    c = w.controller
    assert c is not None and c.match.tutorial == game_id
    table = w.tutorials.table
    guide = table.guide
    asked: list[str] = []
    c.ask = lambda question: asked.append(question) or True  # "End your turn with 3 AP left?" ...
    if BY[game_id] == "keys":
        activate(w, qtbot)
    nudged = False
    for _ in range(2000):
        played = len(c.match.steps)
        if guide.over(played):
            break
        waiting = guide.pending_read(played)
        if waiting is not None:
            card = w.table.tutorial_card
            assert card.next.isVisible() and waiting.text in card.shown, waiting.id
            if BY[game_id] == "keys":
                scores = w.last_scores
                if scores is not None and scores.isVisible():  # the game is over: its scores are read, closed
                    qtbot.keyClick(scores, Qt.Key_Escape)
                    activate(w, qtbot)
                qtbot.keyClick(w, Qt.Key_N, Qt.AltModifier)  # the card's Next (Alt+N)
            else:
                qtbot.mouseClick(card.next, Qt.LeftButton)
            # A button's shortcut clicks it as a press would look (animateClick: after a moment).
            qtbot.waitUntil(lambda s=waiting: s.id in guide.read, timeout=2000)
            continue
        slot = guide.slot(played)
        if slot.scripted:
            qtbot.waitUntil(lambda n=played: len(c.match.steps) > n, timeout=10000)
            continue
        move = slot.moves[0]
        if not nudged:
            other = _other_move(c, slot)
            if other is not None:
                assert not c.gesture(other.gesture())
                assert w.statusBar().currentMessage() == slot.step.nudge
                assert w.table.tutorial_card.nudge == slot.step.nudge
                assert len(c.match.steps) == played
                nudged = True
        # Several moves of one gesture (a choice menu, an amount): the step's.
        c.choose = lambda actions, lines, m=move: m if m in actions else None
        c.choose_amount = lambda actions, lines, amounts, m=move: m
        (key_perform if BY[game_id] == "keys" else perform)(w, qtbot, move.gesture())
        qtbot.waitUntil(lambda n=played: len(c.match.steps) > n, timeout=5000)
        assert c.match.steps[played].action == move, (slot.step.id, c.match.steps[played].action, move)
    else:
        raise AssertionError("the tutorial never ended")
    assert nudged, "some step was tried with a move that is not its lesson"
    assert not asked, f"a step's own move was questioned: {asked}"
    assert w.table.tutorial_card.heading.text() == "The tutorial is over"
    assert w.table.tutorial_card.real_game.isVisible()
