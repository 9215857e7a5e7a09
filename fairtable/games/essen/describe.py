"""One line per action for the game log ("Anna buys Concordia for €35: 5 VP")."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.essen import hall
from fairtable.games.essen.data import data
from fairtable.games.essen.scoring import price, purchase_vp
from fairtable.games.essen.state import EssenState


def space_name(space: int) -> str:
    s = data().spaces[space]
    if s.kind == "stand":
        tile = data().space_tile[space]
        return f"stand {s.number} ({data().tiles[tile].publisher})"
    return {"courtyard": "the central courtyard", "parking": "the parking"}.get(s.kind, s.id.replace("1", " 1").replace("2", " 2").capitalize())


def describe(state: EssenState, action: Action, names: Sequence[str]) -> str:
    d = data()
    who = names[action.player] if action.player < len(names) else f"Player {action.player + 1}"
    kind = action.kind
    if kind == "move":
        target = d.space_index.get(action.space)  # type: ignore[attr-defined]
        if target is None:
            return f"{who} walks nowhere"
        cost = hall.distances(tuple(state.crowd), state.position[action.player])[0][target]
        return f"{who} walks to {space_name(target)} for {cost} AP"
    if kind == "buy":
        tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
        if tile is None:
            return f"{who} buys nothing"
        ev = state.tile_event[tile]
        how = " with the pre-order" if ev >= 0 and d.event_kind[ev] == "sold_out" else ""
        return f"{who} buys {d.tiles[tile].title}{how} for €{price(state, tile)}: {purchase_vp(state, tile)} VP"
    if kind == "eat":
        return f"{who} eats in the central courtyard for €20"
    if kind == "play_test":
        return f"{who} play-tests (1 AP) and draws two wish cards"
    if kind == "keep":
        return f"{who} keeps one of the two play-tested cards"
    if kind == "unload":
        n = len(state.bag[action.player])
        return f"{who} unloads {n} {'game' if n == 1 else 'games'} into the trunk"
    if kind == "withdraw":
        return f"{who} withdraws €50, losing 2 VP"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "draft_pick":
        return f"{who} keeps a wish card from the draft"
    if kind == "remove_tile":
        tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
        title = d.tiles[tile].title if tile is not None else "a game"
        return f"{who} removes {title} from the hall"
    return f"{who}: {kind}"
