"""Old West Empresario on the engine contract: the Game, its options and its rules, each a one-line
delegation. The moves are in :mod:`moves` (each action's check and perform), the fast legal-action list in
:mod:`legal`, set-up and the automatic steps in :mod:`flow`, the result in :mod:`scoring`, what a seat may
know in :mod:`hidden`; the table's side is :mod:`presentation`, the bots' :mod:`heuristic`.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from pydantic import BaseModel

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.games.empresario import actions, flow, hidden, invariants, legal, moves, scoring
from fairtable.games.empresario.actions import ACTION_TYPES
from fairtable.games.empresario.heuristic import EmpresarioStrategy
from fairtable.games.empresario.presentation import EmpresarioPresentation
from fairtable.games.empresario.state import (
    OVER,
    EmpresarioState,
)  # fmt: skip


class EmpresarioOptions(BaseModel):
    """The rulebook offers no variants beyond the character choice, which is part of every game."""


class EmpresarioGame(Game[EmpresarioState]):
    info = GameInfo.listed("empresario", options=EmpresarioOptions, version=1)
    action_types = ACTION_TYPES
    presentation_class = EmpresarioPresentation
    strategy_class = EmpresarioStrategy

    def setup(self, players: int, options: Any, seed: int) -> EmpresarioState:
        return flow.new_game(players, seed)

    def current_player(self, state: EmpresarioState) -> int | None:
        return None if state.phase == OVER else state.actor

    def legal_actions(self, state: EmpresarioState) -> list[Action]:
        return legal.legal_actions(state)

    def candidate_actions(self, state: EmpresarioState) -> list[Action]:
        return legal.candidate_actions(state)

    def check(self, state: EmpresarioState, action: Action) -> str | None:
        return moves.check(state, action)

    def perform(self, state: EmpresarioState, action: Action) -> None:
        moves.perform(state, action)

    def result(self, state: EmpresarioState) -> Result:
        return scoring.result(state)

    def round(self, state: EmpresarioState) -> int:
        return state.round

    def turn_id(self, state: EmpresarioState) -> Hashable:
        return (state.round, state.turn_counter, state.actor)

    def observe(self, state: EmpresarioState, player: int, seed: int) -> EmpresarioState:
        return hidden.observe_state(state, player, seed)

    def reveals(self, before: EmpresarioState, action: Action, after: EmpresarioState) -> bool:
        return hidden.reveals(before, after)

    def component_taken(self, state: EmpresarioState, action: Action) -> str | None:
        return actions.component_taken(action)

    def invariants(self, state: EmpresarioState) -> list[str]:
        return invariants.broken(state)


GAME = EmpresarioGame()
