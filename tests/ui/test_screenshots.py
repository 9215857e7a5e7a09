"""Every board in a 1600x1000 window, a few rounds into a game of a person against bots (the 1280x720 and
1500x950 pictures are drawn by each board's own tests): docs/screenshots/<id>-1600x1000.png with
FAIRTABLE_WRITE_SCREENSHOTS=1."""

from __future__ import annotations

import pytest

from fairtable.bots.base import make_bot
from fairtable.engine.registry import get_game
from tests.ui.helpers import save_screenshot, screenshot_path, start_match

MOVES = {"essen": 60, "empresario": 60, "marche": 60, "festival": 60}


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_screenshot_of_every_board_at_1600x1000(window, qtbot, tmp_path, game_id):
    game = get_game(game_id)
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.height() == 1000)
    match = start_match(window, game, ["human", "bot", "bot"], seed=7)
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    bots = [make_bot("greedy", seed) for seed in range(3)]
    for _ in range(MOVES[game_id]):
        if match.is_over():
            break
        seat = match.current_player()
        match.play(bots[seat].decide(game, match.state.clone(), seat))
    while match.current_player() not in (0, None):  # the person's turn, as they would look at it
        seat = match.current_player()
        match.play(bots[seat].decide(game, match.state.clone(), seat))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, f"{game_id}-1600x1000"))
    assert window.table.view.transform().m11() > 0.75
