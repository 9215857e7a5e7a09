"""The actions of Old West Empresario and the gestures that perform them on the table.

Zone and piece ids are built by :mod:`ids`: tiles ``tile:<id>``, dice ``die:<index>``, town cells
``town:<seat>:<x>,<y>``, the die tray ``tray`` and the income discard ``discard``.
"""

from __future__ import annotations

from typing import Literal

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.games.empresario import ids
from fairtable.games.empresario.data import CHAR_NAMES, TNAME


class ChooseCharacter(Action):
    """Setup: keep one of the two dealt characters, or play the Standard Empresario (0)."""

    kind: Literal["choose_character"] = "choose_character"
    character: int

    def gesture(self) -> Gesture:
        return Press(label=f"Play {CHAR_NAMES.get(self.character, '?')}")


class ChooseStartColour(Action):
    """Setup, Jesse the Specialist: the colour of the starting building."""

    kind: Literal["choose_start_colour"] = "choose_start_colour"
    colour: str

    def gesture(self) -> Gesture:
        return Press(label=f"Start with a {self.colour} building")


class PlaceStartTile(Action):
    """Setup: one of the dealt tiles goes face down next to the Town Hall."""

    kind: Literal["place_start_tile"] = "place_start_tile"
    tile: int
    x: int
    y: int

    def gesture(self) -> Gesture:
        return Drag(piece=ids.tile(self.tile), zone=ids.town(self.player, self.x, self.y))


class ChooseDie(Action):
    kind: Literal["choose_die"] = "choose_die"
    die: int

    def gesture(self) -> Gesture:
        return Drag(piece=ids.die(self.die), zone=ids.TRAY)


class Gamble(Action):
    """Scarlett the Saloon Owner: re-roll the chosen die and gain $2."""

    kind: Literal["gamble"] = "gamble"

    def gesture(self) -> Gesture:
        return Press(label="Gamble (re-roll, +$2)")


class AdjustDie(Action):
    kind: Literal["adjust_die"] = "adjust_die"
    delta: Literal[1, -1]

    def gesture(self) -> Gesture:
        return Press(label="+1 ($1)" if self.delta == 1 else "-1 ($1)")


class ClaimTile(Action):
    """Claim a tile of the display into the town (turn option, Inn, Native Settlement, Irving)."""

    kind: Literal["claim_tile"] = "claim_tile"
    tile: int
    x: int
    y: int

    def gesture(self) -> Gesture:
        return Drag(piece=ids.tile(self.tile), zone=ids.town(self.player, self.x, self.y))


class TakeIncome(Action):
    """Discard a tile of the die's column for $3 (tile -1: the column is empty, take $3 anyway)."""

    kind: Literal["take_income"] = "take_income"
    tile: int

    def gesture(self) -> Gesture:
        if self.tile < 0:
            return Press(label="Take $3")
        return Drag(piece=ids.tile(self.tile), zone=ids.DISCARD)


Use = Literal["effect", "build", "coin", "distillery"]
_USE_TEXT = {"effect": "", "build": ": pay $1 to build", "coin": ": take $1", "distillery": " as a Distillery (Merle)"}


class Activate(Action):
    """Activate one building. ``use`` picks the Town Hall's option (build/coin) or Merle's Distillery;
    ``trent`` adds Trent's $1-for-1-VP to a Town Hall activation; ``josephine`` pays $1 for Sister
    Josephine's additional activation."""

    kind: Literal["activate"] = "activate"
    building: int
    use: Use = "effect"
    trent: bool = False
    josephine: bool = False

    def gesture(self) -> Gesture:
        label = f"Activate {TNAME[self.building]} {ids.labelled(self.building)}{_USE_TEXT[self.use]}"
        if self.trent:
            label += " + Trent ($1 for 1 VP)"
        if self.josephine:
            label += " (Josephine, $1)"
        return Press(label=label)


class ActivateColour(Action):
    """Jesse the Specialist: activate by a colour instead of the die's number."""

    kind: Literal["activate_colour"] = "activate_colour"
    colour: str

    def gesture(self) -> Gesture:
        return Press(label=f"Activate {self.colour} buildings (Jesse)")


class BuildTile(Action):
    """Turn one of the town's face-down tiles face up."""

    kind: Literal["build_tile"] = "build_tile"
    tile: int

    def gesture(self) -> Gesture:
        return Press(label=f"Build {TNAME[self.tile]} {ids.labelled(self.tile)}")


class IrvingInn(Action):
    """Irving the Innkeeper: use the leftover die as an Inn of any number."""

    kind: Literal["irving_inn"] = "irving_inn"

    def gesture(self) -> Gesture:
        return Press(label="Irving's Inn ($1 + 1 VP)")


class Skip(Action):
    """Decline an optional effect (a Native Settlement's or Church's offer)."""

    kind: Literal["skip"] = "skip"

    def gesture(self) -> Gesture:
        return Press(label="Skip")


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"

    def gesture(self) -> Gesture:
        return Press(label="End turn")


class Done(Action):
    """Finish with the leftover die."""

    kind: Literal["done"] = "done"

    def gesture(self) -> Gesture:
        return Press(label="Done")


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCharacter, ChooseStartColour, PlaceStartTile, ChooseDie, Gamble, AdjustDie, ClaimTile, TakeIncome,
    Activate, ActivateColour, BuildTile, IrvingInn, Skip, EndTurn, Done,
)  # fmt: skip


def component_taken(action: Action) -> str | None:
    """A character kept, a building tile claimed into the town."""
    if isinstance(action, ChooseCharacter):
        return f"character: {CHAR_NAMES.get(action.character, '?')}"
    if isinstance(action, ClaimTile):
        return f"tile: {TNAME[action.tile]}"
    return None
