"""The actions of ESSEN and the table gestures that perform them.

Components are named by their data ids (tile and wish card ids are the same slug, hall spaces are the ids
of hall.json), so a record reads like the game. Actions are frozen and built once per (class, player, id)
by :func:`fairtable.engine.actions.shared`, since random play asks for hundreds of them a game.
"""

from __future__ import annotations

from typing import Literal

from fairtable.engine.actions import Action, Drag, Press
from fairtable.games.essen import ids

EAT_LABEL = "Eat here (€20)"
WITHDRAW_LABEL = "Withdraw €50"
PLAYTEST_LABEL = "Play-test"
END_TURN_LABEL = "End turn"


class DraftPick(Action):
    """Setup: keep one card of the draft hand (two in a 2-player game) and pass the rest left."""

    kind: Literal["draft_pick"] = "draft_pick"
    card: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.wish(self.card), zone=ids.hand(self.player))


class RemoveTile(Action):
    """2-player game: before the actions phase each player removes one game tile from the hall."""

    kind: Literal["remove_tile"] = "remove_tile"
    tile: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.tile(self.tile), zone=ids.OUT)


class Move(Action):
    """Walk the hall meeple to a space along the cheapest path (one action, crowd costs counted)."""

    kind: Literal["move"] = "move"
    space: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.meeple(self.player), zone=ids.space(self.space))


class Buy(Action):
    """Buy the game of the stand the meeple stands on; the tile goes into the bag."""

    kind: Literal["buy"] = "buy"
    tile: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.tile(self.tile), zone=ids.bag(self.player))


class Eat(Action):
    """In the central courtyard: pay €20, the action meeple goes back up to 2 spaces."""

    kind: Literal["eat"] = "eat"

    def gesture(self) -> Press:
        return Press(label=EAT_LABEL)


class PlayTest(Action):
    """Spend 1 AP to draw two wish cards; one is kept, the other discarded."""

    kind: Literal["play_test"] = "play_test"

    def gesture(self) -> Press:
        return Press(label=PLAYTEST_LABEL)


class Keep(Action):
    """After a play-test: the drawn card the player keeps."""

    kind: Literal["keep"] = "keep"
    card: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.wish(self.card), zone=ids.hand(self.player))


class Unload(Action):
    """On the parking: every bag tile goes into the trunk (performed by dragging any one of them)."""

    kind: Literal["unload"] = "unload"
    tile: str

    def gesture(self) -> Drag:
        return Drag(piece=ids.tile(self.tile), zone=ids.trunk(self.player))


class Withdraw(Action):
    """On the parking: take €50 from the bank, losing 2 VP."""

    kind: Literal["withdraw"] = "withdraw"

    def gesture(self) -> Press:
        return Press(label=WITHDRAW_LABEL)


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"

    def gesture(self) -> Press:
        return Press(label=END_TURN_LABEL)


ACTION_TYPES: tuple[type[Action], ...] = (DraftPick, RemoveTile, Move, Buy, Eat, PlayTest, Keep, Unload, Withdraw, EndTurn)
