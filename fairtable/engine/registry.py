"""The titles fairtable plays, by id. Modules are imported on first use so start-up stays fast."""

from __future__ import annotations

import importlib

from fairtable.engine.game import Game, SetupError

# id -> "module:attribute" of the title's Game instance
TITLES: dict[str, str] = {
    "essen": "fairtable.games.essen.rules:GAME",
    "marche": "fairtable.games.marche.rules:GAME",
    "festival": "fairtable.games.festival.rules:GAME",
    "empresario": "fairtable.games.empresario.rules:GAME",
}

_cache: dict[str, Game] = {}


def title_ids() -> list[str]:
    return list(TITLES)


def get_game(game_id: str) -> Game:
    """The registered title; :class:`SetupError` with the known ids when there is none."""
    game = _cache.get(game_id)
    if game is not None:
        return game
    target = TITLES.get(game_id)
    if target is None:
        known = ", ".join(TITLES)
        raise SetupError(f"Unknown game '{game_id}' (known: {known})")
    module_name, _, attr = target.partition(":")
    game = getattr(importlib.import_module(module_name), attr)
    _cache[game_id] = game
    return game


def all_games() -> list[Game]:
    return [get_game(i) for i in TITLES]
