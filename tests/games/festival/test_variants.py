"""Every option combination plays whole games soundly."""

from __future__ import annotations

import pytest

from fairtable.bots.selfplay import play_game
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import OVER


@pytest.mark.parametrize(
    "options",
    [
        {"strict_claiming": True},
        {"crowd_control": "donation"},
        {"crowd_control": "donation", "donations": "host", "strict_claiming": True, "round_limit": 15},
    ],
)
def test_variants_play_to_the_end_keeping_every_invariant(options):
    for seed in range(3):
        played = play_game(GAME, 3 + seed, seed, options=options,
                           on_step=lambda b, a, s: GAME.invariants(s) == [] or pytest.fail(str(GAME.invariants(s))))
        assert played.final.phase == OVER
