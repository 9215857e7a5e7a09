"""Positions for bot tests, taken from seeded random play of the registered titles."""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from fairtable.engine.game import Game
from fairtable.engine.registry import all_games
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

THINKER_TEST_ITERATIONS = 8  # small, so a full game of every title stays quick


def titles() -> list[Game]:
    return all_games()


def title_ids() -> list[str]:
    return [g.info.id for g in all_games()]


def variants(game: Game) -> list[dict[str, Any]]:
    """The default options and one set with every switch on and every choice at its last value, so the
    decisions only variants ask for (a goal draft, strict claiming, recorded donations) are met too."""
    other: dict[str, Any] = {}
    for name, field in game.info.options.model_fields.items():
        if field.annotation is bool:
            other[name] = True
        elif get_origin(field.annotation) is Literal:
            other[name] = get_args(field.annotation)[-1]
    return [{}, other] if other else [{}]


def random_positions(
    game: Game, players: int, seed: int, every: int = 1, limit: int = 10_000, options: dict[str, Any] | None = None
) -> list[BaseState]:
    """Every ``every``-th position of a seeded random game in which someone must decide."""
    r = Rng(seed)
    state = game.new_state(players, options, seed)
    out: list[BaseState] = []
    step = 0
    while game.current_player(state) is not None and step < limit:
        if step % every == 0:
            out.append(state)
        state = game.apply(state, r.choice(game.legal_actions(state)))
        step += 1
    return out


def one_position_per_phase(game: Game, seeds: range = range(4)) -> dict[object, BaseState]:
    """The first position of every phase met in random play (2 and 4 players, or the nearest counts):
    drafts, card choices, offers to answer, customers to return ... every kind of decision a title asks."""
    found: dict[object, BaseState] = {}
    counts = sorted({game.info.min_players, min(4, game.info.max_players)})
    for options in variants(game):
        for players in counts:
            for seed in seeds:
                for state in random_positions(game, players, seed, options=options):
                    found.setdefault((players, getattr(state, "phase", None)), state)
    return found
