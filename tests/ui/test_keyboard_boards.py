"""Every board played from the keyboard alone: a turn of each title, a whole game of Animal Marche, and the
focus ring as it shows on each board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from fairtable.engine.actions import Drag, Press
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.keys.ring import HELD_RING, TARGET_RING
from tests.ui.helpers import screenshot_path, start_match
from tests.ui.keys import MouseWatch, activate, choose_by_keys, key_perform

TITLES = ["essen", "empresario", "marche", "festival"]


@pytest.fixture
def no_mouse(qapp):
    watch = MouseWatch()
    qapp.installEventFilter(watch)
    yield watch
    qapp.removeEventFilter(watch)
    assert watch.seen == [], f"mouse events in a keyboard test: {watch.seen[:5]}"


def to_a_turn_with_a_drag(window, game, seed: int, skip: int):  # type: ignore[no-untyped-def]
    """A two-player game against a bot, played directly (bots paused) for ``skip`` moves and on until the
    human is to act with a piece to move; the table then shows it, the board with the keyboard."""
    match = start_match(window, game, ["human", "bot"], seed=seed)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(seed)
    for _ in range(skip):
        match.play(rng.choice(game.legal_actions(match.state)))
    for _ in range(500):
        legal = game.legal_actions(match.state)
        if match.current_player() == 0 and any(isinstance(a.gesture(), Drag) for a in legal):
            break
        match.play(rng.choice(legal))
    c.scheduler.paused = False
    c.after_action()
    c.scene.finish_animations()
    return match


def play_turn_by_keys(window, qtbot, match, rng: Rng) -> list:  # type: ignore[no-untyped-def]
    """Play the human's turn to its end with key events: pieces moved with the focus ring (Tab, Enter, Tab
    to the target, Enter), buttons pressed with their number keys; several moves for one gesture are
    chosen in the real menu with a number key."""
    game = match.game
    c = window.controller
    picked: list = []
    c.choose = choose_by_keys(window, lambda actions: actions.index(picked[0]) if picked[0] in actions else 0)
    turn = game.turn_id(match.state)
    done = []
    for _ in range(80):
        if match.is_over() or match.current_player() != 0 or game.turn_id(match.state) != turn:
            break
        QApplication.processEvents()
        legal = game.legal_actions(match.state)
        drags = [a for a in legal if isinstance(a.gesture(), Drag)]
        # A player who moves pieces while they may (most of the time), then presses a button.
        action = rng.choice(drags) if drags and (rng.random() < 0.8 or len(drags) == len(legal)) else rng.choice(legal)
        picked[:] = [action]
        steps = len(match.steps)
        key_perform(window, qtbot, action.gesture())
        assert len(match.steps) == steps + 1, window.statusBar().currentMessage()
        done.append(match.steps[-1].action)
    assert match.is_over() or match.current_player() != 0 or game.turn_id(match.state) != turn, "the turn never ended"
    return done


@pytest.mark.parametrize("game_id, seed, skip", [("essen", 3, 12), ("empresario", 5, 6), ("marche", 4, 10),
                                                 ("festival", 8, 8)])
def test_a_turn_played_with_the_keyboard_alone(window, qtbot, no_mouse, game_id, seed, skip):
    game = get_game(game_id)
    match = to_a_turn_with_a_drag(window, game, seed, skip)
    activate(window, qtbot)
    done = play_turn_by_keys(window, qtbot, match, Rng(seed))
    assert any(isinstance(a.gesture(), Drag) for a in done), "a piece was moved by keyboard"
    assert all(a.player == 0 for a in done)


def test_a_turn_of_essen_by_keyboard_walks_and_ends_with_the_end_turn_key(window, qtbot, no_mouse):
    from fairtable.games.essen.actions import Move

    game = get_game("essen")
    match = to_a_turn_with_a_drag(window, game, 3, 12)
    while not any(isinstance(a, Move) for a in game.legal_actions(match.state)):
        key_perform(window, qtbot, game.legal_actions(match.state)[0].gesture())
    activate(window, qtbot)
    move = next(a for a in game.legal_actions(match.state) if isinstance(a, Move))
    ap = match.state.ap(0)
    key_perform(window, qtbot, move.gesture())
    assert match.steps[-1].action == move and match.state.ap(0) < ap
    end = next(a for a in game.legal_actions(match.state) if isinstance(a.gesture(), Press)
               and a.gesture().label == "End turn")
    key_perform(window, qtbot, end.gesture())
    assert match.current_player() != 0 or game.turn_id(match.state) != game.turn_id(match.states[-2])


def test_a_whole_keyboard_game_of_animal_marche_against_a_bot(window, qtbot, no_mouse):
    game = get_game("marche")
    match = start_match(window, game, ["human", "bot"], seed=12)
    activate(window, qtbot)
    rng = Rng(12)
    c = window.controller
    picked: list = []
    c.choose = choose_by_keys(window, lambda actions: actions.index(picked[0]) if picked[0] in actions else 0)
    moves = 0
    for _ in range(3000):
        if match.is_over():
            break
        if match.is_bot(match.current_player()):
            qtbot.waitUntil(lambda: match.is_over() or not match.is_bot(match.current_player()), timeout=20000)
            continue
        QApplication.processEvents()
        c.scene.finish_animations()
        legal = game.legal_actions(match.state)
        keen = [a for a in legal if a.kind not in ("pass", "done_selling", "done_arranging")] or legal
        action = rng.choice(keen if rng.random() < 0.85 else legal)
        picked[:] = [action]
        steps = len(match.steps)
        key_perform(window, qtbot, action.gesture())
        assert len(match.steps) > steps, window.statusBar().currentMessage()
        moves += 1
    assert match.is_over() and moves > 10
    scores = window.last_scores
    assert scores is not None and scores.isVisible()
    qtbot.keyClick(scores.close_button, Qt.Key_Escape)  # the final scores close from the keyboard too
    assert not scores.isVisible()


def _colour_pixels(image, rect, colour: str, tolerance: int = 40) -> int:  # type: ignore[no-untyped-def]
    want = QColor(colour)
    n = 0
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            c = image.pixelColor(x, y)
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < tolerance:
                n += 1
    return n


@pytest.mark.parametrize("game_id, seed, skip", [("essen", 3, 12), ("empresario", 5, 6), ("marche", 4, 30),
                                                 ("festival", 8, 8)])
def test_the_keyboard_focus_ring_shows_on_each_board(window, qtbot, tmp_path, game_id, seed, skip):
    """A piece picked up from the keyboard: the ring on it, its targets lit with their hints, the aimed one
    ringed; docs/screenshots/keyboard-<id>.png."""
    game = get_game(game_id)
    to_a_turn_with_a_drag(window, game, seed, skip)
    activate(window, qtbot)
    keys, view = window.keys, window.table.view
    qtbot.keyClick(view, Qt.Key_Tab)
    assert keys.showing and keys.focus in keys.movable()
    piece = window.controller.scene.pieces[keys.focus]
    assert keys.ring_rect() is not None and keys.ring_rect().contains(piece.sceneBoundingRect().center())
    qtbot.keyClick(view, Qt.Key_Return)
    assert keys.held == piece.piece.id and keys.targets
    if len(keys.targets) > 1:
        qtbot.keyClick(view, Qt.Key_Tab)
    zone = window.controller.scene.zones[keys.target]
    assert zone.hint is not None and zone.hot and keys.target_rect() == zone.rect
    assert window.statusBar().currentMessage() == keys.words() and ": to " in keys.words()
    qtbot.wait(30)
    image = window.grab().toImage()
    ring = view.mapFromScene(keys.ring_rect().adjusted(-6, -6, 6, 6)).boundingRect()
    ring.translate(view.viewport().mapTo(window, ring.topLeft()) - ring.topLeft())
    target = view.mapFromScene(keys.target_rect().adjusted(-6, -6, 6, 6)).boundingRect()
    target.translate(view.viewport().mapTo(window, target.topLeft()) - target.topLeft())
    assert _colour_pixels(image, ring, HELD_RING[1]) > 20, "the held piece's ring is seen"
    assert _colour_pixels(image, target, TARGET_RING[0]) > 20, "the target's ring is seen"
    path = screenshot_path(tmp_path, f"keyboard-{game_id}")
    path.parent.mkdir(parents=True, exist_ok=True)
    assert image.save(str(path))
