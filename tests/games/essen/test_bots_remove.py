"""The 2-player removal (each player removes one game tile from the hall before the actions phase): the
tiles are offered from a stand that moves on with every removal, so bots that find several tiles alike do
not take the same back stands' games in every game."""

from __future__ import annotations

from fairtable.bots.base import make_bot
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.essen import flow
from fairtable.games.essen.data import data
from fairtable.games.essen.state import REMOVE

BACK_STANDS = range(5)  # the purple back stands 1-5: first in stand order


def _index(tile_id: str) -> int:
    return [t.id for t in data().tiles].index(tile_id)


def _removals(seed: int) -> list[int]:
    game = get_game("essen")
    seeds = Rng(seed ^ 0xA3E7A)
    bots = [make_bot("greedy", seeds.fork()) for _ in range(2)]
    s = game.new_state(2, None, seed)
    removed = []
    while (p := game.current_player(s)) is not None:
        a = bots[p].decide(game, s, p)
        if a.kind == "remove_tile":
            removed.append(_index(a.tile))
        s = game.apply(s, a)
    return removed


def test_the_removal_is_offered_from_a_stand_that_moves_on_with_every_removal():
    game = get_game("essen")
    s = game.new_state(2, None, 3)
    random = make_bot("random", 1)
    while s.phase != REMOVE:
        s = game.apply(s, random.decide(game, s, game.current_player(s)))
    first = [_index(a.tile) for a in game.legal_actions(s)]
    assert sorted(first) == flow.removable_tiles(s)  # every removable tile, each once
    s = game.apply(s, game.legal_actions(s)[0])
    second = [_index(a.tile) for a in game.legal_actions(s)]
    assert second[0] != first[1] and sorted(second) == flow.removable_tiles(s)


def test_normal_bots_do_not_remove_the_back_stands_games_in_every_game():
    removed = [t for seed in (1, 2) for t in _removals(seed)]
    assert len(removed) >= 20
    assert sum(t in BACK_STANDS for t in removed) <= 4
