"""One line per action for the game log."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.empresario import town
from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    AdjustDie,
    BuildTile,
    ChooseCharacter,
    ChooseDie,
    ChooseStartColour,
    ClaimTile,
    Done,
    EndTurn,
    Gamble,
    IrvingInn,
    PlaceStartTile,
    Skip,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import CHAR_NAMES, TNAME, TOWN_HALL, TTYPE
from fairtable.games.empresario.narration import tile_text
from fairtable.games.empresario.state import F_CLAIM_ANY, EmpresarioState, cell

_USE = {"build": "pays $1 to build", "coin": "takes $1", "distillery": "runs it as a Distillery"}


def beside(s: EmpresarioState, p: int, x: int, y: int) -> str:
    """Where a tile goes, as a player would say it: "next to Mine (3) and Town Hall A" (the buildings on
    the four sides; constructed ones first), or the grid position when nothing is there yet."""
    placed = s.town[p] if 0 <= p < len(s.town) else {}
    near = [placed[cell(x + dx, y + dy)] for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1))
            if cell(x + dx, y + dy) in placed]
    near.sort(key=lambda t: not s.built[t])
    shown = [tile_text(t) if s.built[t] else "a building under construction" for t in near[:2]]
    return "next to " + " and ".join(shown) if shown else from_hall(x, y)


def from_hall(x: int, y: int) -> str:
    """A town space by its steps from the Town Hall: "2 left and 1 down from the Town Hall"."""
    steps = [f"{abs(x)} {'right' if x > 0 else 'left'}" if x else "", f"{abs(y)} {'down' if y > 0 else 'up'}" if y else ""]
    shown = " and ".join(step for step in steps if step)
    return f"{shown} from the Town Hall" if shown else "on the Town Hall's space"


def describe_action(s: EmpresarioState, a: Action, names: Sequence[str]) -> str:
    """``s`` is the state before the action."""
    who = names[a.player] if 0 <= a.player < len(names) else f"Seat {a.player}"
    if isinstance(a, ChooseCharacter):
        return f"{who} plays {CHAR_NAMES.get(a.character, 'an unknown character')}"
    if isinstance(a, ChooseStartColour):
        return f"{who} reveals tiles until a {a.colour} building"
    if isinstance(a, PlaceStartTile):
        return f"{who} places a starting building face down {beside(s, a.player, a.x, a.y)}"
    if isinstance(a, ChooseDie):
        value = s.dice[a.die] if 0 <= a.die < len(s.dice) else "?"
        return f"{who} takes a die showing {value}"
    if isinstance(a, Gamble):
        return f"{who} gambles: re-rolls the die and takes $2"
    if isinstance(a, AdjustDie):
        return f"{who} pays $1 to turn the die {'up' if a.delta > 0 else 'down'} by 1"
    if isinstance(a, ClaimTile):
        cost = " for 2 VP tokens" if s.pending and s.pending[-1][0] == F_CLAIM_ANY else ""
        return f"{who} claims {tile_text(a.tile)} and places it {beside(s, a.player, a.x, a.y)}{cost}"
    if isinstance(a, TakeIncome):
        if a.tile < 0:
            return f"{who} takes ${town.INCOME} income"
        return f"{who} discards {tile_text(a.tile)} for ${town.INCOME}"
    if isinstance(a, Activate):
        text = f"{who} activates {TNAME[a.building]}"
        if TTYPE[a.building] == TOWN_HALL or a.use == "distillery":
            text += f" and {_USE.get(a.use, 'uses it')}"
        if a.trent:
            text += ", paying $1 for 1 VP (Trent)"
        if a.josephine:
            text += " for $1 (Sister Josephine)"
        return text
    if isinstance(a, ActivateColour):
        return f"{who} activates the Town Hall and {a.colour} buildings (Jesse)"
    if isinstance(a, BuildTile):
        return f"{who} builds {tile_text(a.tile)}"
    if isinstance(a, IrvingInn):
        return f"{who} uses the leftover die as an Inn: $1 and 1 VP token"
    if isinstance(a, Skip):
        return f"{who} skips the offer"
    if isinstance(a, EndTurn):
        return f"{who} ends the turn"
    if isinstance(a, Done):
        return f"{who} is done with the leftover die"
    return f"{who}: {a.kind}"
