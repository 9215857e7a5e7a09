"""The titles fairtable plays, by id. Modules are imported on first use so start-up stays fast."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fairtable.i18n import N_, _

if TYPE_CHECKING:
    from fairtable.engine.game import Game

# id -> "module:attribute" of the title's Game instance
TITLES: dict[str, str] = {
    "essen": "fairtable.games.essen.rules:GAME",
    "empresario": "fairtable.games.empresario.rules:GAME",
    "marche": "fairtable.games.marche.rules:GAME",
    "festival": "fairtable.games.festival.rules:GAME",
}


@dataclass(frozen=True)
class Listing:
    """What the welcome page shows of a title without importing its rules (a test keeps it equal to
    the title's GameInfo)."""

    id: str
    name: str
    min_players: int
    max_players: int
    summary: str


LISTINGS: dict[str, Listing] = {
    "essen": Listing(
        "essen", N_("ESSEN The Game: SPIEL'13"), 2, 5,
        N_(
            "Walk the fair hall for seven rounds, buy the hot new games before they sell out and carry them to "
            "your car: every game in your bag slows you down."
        ),
    ),
    "empresario": Listing(
        "empresario", N_("Old West Empresario"), 2, 4,
        N_(
            "Draft dice to claim building tiles, grow your frontier town and activate it for money and "
            "population; the best town scores most."
        ),
    ),
    "marche": Listing(
        "marche", N_("Animal Marche"), 2, 4,
        N_(
            "Run animal stores around a market plaza for 5 rounds: call customers, earn, sell, build and "
            "advertise; the most VP wins."
        ),
    ),
    "festival": Listing(
        "festival", N_("Agents Of Empire"), 2, 6,
        N_(
            "Buy festivals, put up Buden and Mainstages and collect rent in Tacken; Crowd Control swaps "
            "everybody's seat. The last player not bankrupt, or the richest at the end, wins."
        ),
    ),
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
        from fairtable.engine.errors import SetupError

        known = ", ".join(TITLES)
        raise SetupError(_("Unknown game '{game_id}' (known: {known})").format(game_id=game_id, known=known))
    module_name, _sep, attr = target.partition(":")
    game = getattr(importlib.import_module(module_name), attr)
    _cache[game_id] = game
    return game


def all_games() -> list[Game]:
    return [get_game(i) for i in TITLES]
