"""ESSEN The Game: SPIEL'13 on the engine contract: the Game, its options, and the rules as one-line
delegations to the modules that hold them (moves.py the decisions, legal.py what is legal, flow.py the
automatic steps, scoring.py the result, hidden.py what a seat may know). The table's side is
presentation.py, the bots' heuristic.py."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from pydantic import BaseModel, Field

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.games.essen import flow, hidden, legal, moves, scoring
from fairtable.games.essen.actions import ACTION_TYPES, Buy, PlayTest
from fairtable.games.essen.data import data
from fairtable.games.essen.heuristic import EssenStrategy
from fairtable.games.essen.invariants import broken_invariants
from fairtable.games.essen.presentation import EssenPresentation
from fairtable.games.essen.state import OVER, EssenState
from fairtable.i18n import N_


class EssenOptions(BaseModel):
    """Variants (rulebook 7 and the promo). The 2-player rules apply by themselves with two players."""

    family: bool = Field(default=False, title=N_("Family version"),
                         description=N_("Family version: no ranking cards"))
    no_crowd: bool = Field(default=False, title=N_("No crowd"), description=N_("Family version option: no crowd tokens"))
    promo: bool = Field(
        default=False, title=N_("Promo"),
        description=N_("Promo: the fire last-turn tile and 3 'not released' event tokens")
    )


class EssenGame(Game[EssenState]):
    info = GameInfo.listed("essen", options=EssenOptions, version=1)
    action_types = ACTION_TYPES
    presentation_class = EssenPresentation
    strategy_class = EssenStrategy

    def setup(self, players: int, options: Any, seed: int) -> EssenState:
        opts = options if isinstance(options, EssenOptions) else EssenOptions.model_validate(dict(options or {}))
        return flow.new_game(players, opts.family, opts.no_crowd, opts.promo, seed)

    def current_player(self, state: EssenState) -> int | None:
        return None if state.phase == OVER else state.current

    def legal_actions(self, state: EssenState) -> list[Action]:
        return legal.legal_actions(state)

    def candidate_actions(self, state: EssenState) -> list[Action]:
        return legal.candidate_actions(state)

    def check(self, state: EssenState, action: Action) -> str | None:
        return moves.check(state, action)

    def perform(self, state: EssenState, action: Action) -> None:
        moves.perform(state, action)

    def observe(self, state: EssenState, player: int, seed: int) -> EssenState:
        return hidden.observe(state, player, seed)

    def result(self, state: EssenState) -> Result:
        return scoring.result(state)

    def round(self, state: EssenState) -> int:
        return state.round

    def turn_id(self, state: EssenState) -> Hashable:
        return (state.round, state.turn_counter)

    def reveals(self, before: EssenState, action: Action, after: EssenState) -> bool:
        """A play-test shows the drawer two cards; anything else reveals only what the generator draws."""
        return isinstance(action, PlayTest) or before.rng != after.rng

    def invariants(self, state: EssenState) -> list[str]:
        return broken_invariants(state)

    def component_taken(self, state: EssenState, action: Action) -> str | None:
        """A game tile bought (a designed one or a rulebook one, as the data file says)."""
        return f"tile: {data().tiles[data().tile_index[action.tile]].title}" if isinstance(action, Buy) else None


GAME = EssenGame()
