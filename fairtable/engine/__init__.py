"""The headless core: the game contract, actions, layout model, PRNG, records and matches. No Qt here."""

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.engine.game import Game, GameInfo, IllegalAction, Result
from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.state import BaseState

__all__ = [
    "Action",
    "BaseState",
    "Drag",
    "Game",
    "GameInfo",
    "Gesture",
    "IllegalAction",
    "Layout",
    "Piece",
    "Press",
    "Result",
    "Zone",
]
