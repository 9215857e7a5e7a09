"""One line per action for the game log ("Anna buys Concordia for €35: 5 VP")."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.essen import hall
from fairtable.games.essen.data import data
from fairtable.games.essen.scoring import price, purchase_vp
from fairtable.games.essen.state import EssenState
from fairtable.games.essen.words import euros, publisher, title
from fairtable.i18n import _, ngettext


def space_name(space: int) -> str:
    s = data().spaces[space]
    if s.kind == "stand":
        return _("stand {number} ({publisher})").format(number=s.number, publisher=publisher(data().space_tile[space]))
    if s.kind == "courtyard":
        return _("the central courtyard")
    if s.kind == "parking":
        return _("the parking")
    if s.kind == "galeria":
        return _("Galeria {number}").format(number=s.id[-1])
    return _("Entrance {number}").format(number=s.id[-1])


def describe(state: EssenState, action: Action, names: Sequence[str]) -> str:
    d = data()
    who = names[action.player] if action.player < len(names) else f"Player {action.player + 1}"
    kind = action.kind
    if kind == "move":
        target = d.space_index.get(action.space)  # type: ignore[attr-defined]
        if target is None:
            return _("{seat} walks nowhere").format(seat=who)
        cost = hall.distances(tuple(state.crowd), state.position[action.player])[0][target]
        return _("{seat} walks to {space} for {cost} AP").format(seat=who, space=space_name(target), cost=cost)
    if kind == "buy":
        tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
        if tile is None:
            return _("{seat} buys nothing").format(seat=who)
        ev = state.tile_event[tile]
        if ev >= 0 and d.event_kind[ev] == "sold_out":
            line = _("{seat} buys {title} with the pre-order for {price}: {vp} VP")
        else:
            line = _("{seat} buys {title} for {price}: {vp} VP")
        return line.format(seat=who, title=title(tile), price=euros(price(state, tile)), vp=purchase_vp(state, tile))
    if kind == "eat":
        from fairtable.games.essen.rules import EAT_PRICE

        return _("{seat} eats in the central courtyard for {price}").format(seat=who, price=euros(EAT_PRICE))
    if kind == "play_test":
        return _("{seat} play-tests (1 AP) and draws two wish cards").format(seat=who)
    if kind == "keep":
        return _("{seat} keeps one of the two play-tested cards").format(seat=who)
    if kind == "unload":
        n = len(state.bag[action.player])
        return ngettext("{seat} unloads {n} game into the trunk", "{seat} unloads {n} games into the trunk", n).format(
            seat=who, n=n)
    if kind == "withdraw":
        return _("{seat} withdraws {amount}, losing 2 VP").format(seat=who, amount=euros(50))
    if kind == "end_turn":
        return _("{seat} ends the turn").format(seat=who)
    if kind == "draft_pick":
        return _("{seat} keeps a wish card from the draft").format(seat=who)
    if kind == "remove_tile":
        tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
        if tile is None:
            return _("{seat} removes a game from the hall").format(seat=who)
        return _("{seat} removes {title} from the hall").format(seat=who, title=title(tile))
    return f"{who}: {kind}"
