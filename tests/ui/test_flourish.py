"""A die rolled tumbles for a moment before it shows its value, a card revealed turns over; neither at the
Instant bot speed nor with the animations off; the piece's own face is set at once and comes back at the end,
and nothing waits for them."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTransform

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.ui.helpers import start_match


def play_until(window, qtbot, test, seed: int = 5, most: int = 400):  # type: ignore[no-untyped-def]
    c = window.controller
    rng = Rng(seed)
    for _ in range(most):
        if test():
            return True
        if c.match.is_over():
            return False
        if c.match.current_player() == 0:
            c.play(rng.choice(c.match.game.legal_actions(c.match.state)))
        else:
            qtbot.waitUntil(lambda: c.match.current_player() == 0 or c.match.is_over() or test(), timeout=20000)
    return test()


def first_flourish(window, qtbot, game_id: str, seed: int, kind: str):  # type: ignore[no-untyped-def]
    """A game with the animations on, played until a flourish of ``kind`` began: the scene and its piece."""
    start_match(window, get_game(game_id), ["human", "bot"], seed=seed)
    scene = window.controller.scene
    scene.animation_ms = 260
    scene.flourishes = True
    assert play_until(window, qtbot, lambda: any(k == kind for _pid, k in scene.flourish.shown))
    return scene, next(pid for pid, k in scene.flourish.shown if k == kind)


@pytest.mark.parametrize("game_id", ["festival", "empresario"])
def test_the_dice_tumble_then_show_their_roll(window, qtbot, game_id):
    scene, pid = first_flourish(window, qtbot, game_id, 3, "tumble")
    flourish = scene.flourish
    item = scene.pieces[pid]
    assert item.piece.kind == "die"
    if pid in flourish.running:  # mid-tumble another face may show; the piece is already its roll
        assert item.piece.label.isdigit()
    qtbot.waitUntil(lambda: not flourish.running, timeout=5000)
    assert item._face is None and item.rotation() == 0 and item.transform() == QTransform()


def test_a_card_drawn_turns_over(window, qtbot):
    scene, pid = first_flourish(window, qtbot, "festival", 4, "turn")  # an EatThis! or TakeThat! card drawn
    flourish = scene.flourish
    assert scene.pieces[pid].piece.kind == "card" and scene.pieces[pid].piece.face_up
    qtbot.waitUntil(lambda: not flourish.running, timeout=5000)
    assert scene.pieces[pid]._face is None and scene.pieces[pid].transform() == QTransform()


def test_no_flourish_at_the_instant_speed_or_with_the_animations_off(window, qtbot):
    start_match(window, get_game("festival"), ["human", "bot"], seed=3)
    scene = window.controller.scene
    window.set_bot_speed("instant")
    assert not scene.flourishes
    scene.animation_ms = 260
    play_until(window, qtbot, lambda: len(window.controller.match.steps) > 30)
    assert scene.flourish.shown == []
    window.set_bot_speed("normal")
    scene.animation_ms = 0
    play_until(window, qtbot, lambda: len(window.controller.match.steps) > 60)
    assert scene.flourish.shown == []
