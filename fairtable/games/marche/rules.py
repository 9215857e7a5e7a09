"""Animal Marche (アニマルマルシェ) for 2 to 4 players: the Game object of the engine contract.

Setup ("Game Setup", "Individual Board Setup", "Changes for 2- and 3-Player Games", "Additional Rules"),
then 5 rounds of Solicitation, Income, Sale, Worker Actions and Closing. The Game only delegates: setup and
the automatic steps are in ``flow.py``, each action's check and perform in ``moves.py``, the legal actions in
``legal.py``, what a seat may know in ``hidden.py``, the count in ``scoring.py``; the table's side is
``presentation.py`` and the bots' ``heuristic.py``.
"""

from __future__ import annotations

from collections.abc import Hashable

from pydantic import BaseModel, Field

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.games.marche import data as T
from fairtable.games.marche.actions import ACTION_TYPES
from fairtable.games.marche.flow import new_game
from fairtable.games.marche.heuristic import MarcheStrategy
from fairtable.games.marche.hidden import observe_state, reveals
from fairtable.games.marche.invariants import broken_invariants
from fairtable.games.marche.legal import candidates, legal
from fairtable.games.marche.moves import check, perform
from fairtable.games.marche.narration import component_taken
from fairtable.games.marche.presentation import MarchePresentation
from fairtable.games.marche.scoring import public_scores, result
from fairtable.games.marche.state import OVER, MarcheState
from fairtable.i18n import N_

D = T.D


class MarcheOptions(BaseModel):
    goal_draft: bool = Field(
        False,
        title=N_("Goal draft"),
        description=N_("Additional Rules: draft the Major Goals (keep 1 of 3, pass 2 to the left, keep 1 of 2, "
                       "take the last) instead of keeping the 3 dealt"),
    )


class MarcheGame(Game[MarcheState]):
    info = GameInfo.listed("marche", options=MarcheOptions, version=1)
    action_types = ACTION_TYPES
    presentation_class = MarchePresentation
    strategy_class = MarcheStrategy

    def setup(self, players: int, options: MarcheOptions, seed: int) -> MarcheState:
        return new_game(players, bool(options.goal_draft), seed)

    def current_player(self, state: MarcheState) -> int | None:
        return None if state.phase == OVER else state.turn

    def legal_actions(self, state: MarcheState) -> list[Action]:
        return legal(state)

    def candidate_actions(self, state: MarcheState) -> list[Action]:
        return candidates(state)

    def check(self, state: MarcheState, action: Action) -> str | None:
        return check(state, action)

    def perform(self, state: MarcheState, action: Action) -> None:
        perform(state, action)

    def result(self, state: MarcheState) -> Result:
        return result(state)

    def public_scores(self, state: MarcheState) -> list[int]:
        return public_scores(state)

    def observe(self, state: MarcheState, player: int, seed: int) -> MarcheState:
        return observe_state(state, player, seed)

    def component_taken(self, state: MarcheState, action: Action) -> str | None:
        return component_taken(action)

    def invariants(self, state: MarcheState) -> list[str]:
        return broken_invariants(state)

    def round(self, state: MarcheState) -> int:
        return state.round

    def turn_id(self, state: MarcheState) -> Hashable:
        return (state.round, state.phase, state.turn)

    def reveals(self, before: MarcheState, action: Action, after: MarcheState) -> bool:
        return reveals(before, after)


GAME = MarcheGame()
