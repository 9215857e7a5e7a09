"""Old West Empresario on the engine contract.

What a player may do and why not is in :mod:`legal`, the moving parts of a round in :mod:`core`, what
the table tells in :mod:`narration` and the prompts in :mod:`prompts`; this module performs the actions
and answers the rest of the contract.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from pydantic import BaseModel

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.narration import telling
from fairtable.games.empresario import hidden, invariants, legal, scoring
from fairtable.games.empresario.actions import (
    ACTION_TYPES,
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
    component_taken,
)  # fmt: skip
from fairtable.games.empresario.data import (
    COLOUR_NAMES,
)  # fmt: skip
from fairtable.games.empresario.flow import (
    adjust,
    choose_character,
    choose_die,
    choose_start_colour,
    end_turn,
    gamble,
    game_end_reached,
    new_game,
    place_start_tile,
    settle,
    tell_the_end,
)
from fairtable.games.empresario.heuristic import EmpresarioStrategy
from fairtable.games.empresario.hidden import observe_state
from fairtable.games.empresario.presentation import EmpresarioPresentation
from fairtable.games.empresario.sections.activate_your_town import activate, irving_inn
from fairtable.games.empresario.sections.turn_options import build_unbuilt, claim, take_income
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    OVER,
    START,
    EmpresarioState,
    cell,
)  # fmt: skip


class EmpresarioOptions(BaseModel):
    """The rulebook offers no variants beyond the character choice, which is part of every game."""


class EmpresarioGame(Game[EmpresarioState]):
    info = GameInfo.listed("empresario", options=EmpresarioOptions, version=1)
    action_types = ACTION_TYPES
    presentation_class = EmpresarioPresentation
    strategy_class = EmpresarioStrategy

    # -- setting up ---------------------------------------------------------------------------------

    def setup(self, players: int, options: Any, seed: int) -> EmpresarioState:
        return new_game(players, seed)

    # -- playing ------------------------------------------------------------------------------------

    def current_player(self, state: EmpresarioState) -> int | None:
        return None if state.phase == OVER else state.actor

    def legal_actions(self, state: EmpresarioState) -> list[Action]:
        return legal.legal_actions(state)

    def check(self, state: EmpresarioState, action: Action) -> str | None:
        return legal.check(state, action)

    def perform(self, state: EmpresarioState, action: Action) -> None:
        s = state
        a = action
        watch = telling()
        if watch:
            ending = s.phase not in (CHARACTER, START) and game_end_reached(s)
            round_before = s.round
        if isinstance(a, ChooseDie):
            choose_die(s, a.die)
        elif isinstance(a, ClaimTile):
            claim(s, a.tile, cell(a.x, a.y))
        elif isinstance(a, Activate):
            activate(s, a.building, a.use, a.trent, a.josephine)
        elif isinstance(a, TakeIncome):
            take_income(s, a.tile)
        elif isinstance(a, EndTurn):
            end_turn(s)
        elif isinstance(a, Done):
            s.leftover_left = 0
        elif isinstance(a, BuildTile):
            s.pending.pop()
            build_unbuilt(s, s.actor, a.tile)
        elif isinstance(a, Skip):
            s.pending.pop()
        elif isinstance(a, AdjustDie):
            adjust(s, a.delta)
        elif isinstance(a, Gamble):
            gamble(s)
        elif isinstance(a, ActivateColour):
            s.colour_mode = COLOUR_NAMES.index(a.colour)
            s.phase = ACTIVATE
        elif isinstance(a, IrvingInn):
            irving_inn(s)
        elif isinstance(a, ChooseCharacter):
            choose_character(s, a.character)
        elif isinstance(a, ChooseStartColour):
            choose_start_colour(s, COLOUR_NAMES.index(a.colour))
        elif isinstance(a, PlaceStartTile):
            place_start_tile(s, a.tile, cell(a.x, a.y))
        settle(s)
        if watch:
            tell_the_end(s, ending, round_before)

    # -- results ------------------------------------------------------------------------------------

    def result(self, state: EmpresarioState) -> Result:
        return scoring.result(state)

    def round(self, state: EmpresarioState) -> int:
        return state.round

    def turn_id(self, state: EmpresarioState) -> Hashable:
        return (state.round, state.turn_counter, state.actor)

    def reveals(self, before: EmpresarioState, action: Action, after: EmpresarioState) -> bool:
        return hidden.reveals(before, after)

    # -- views --------------------------------------------------------------------------------------

    def observe(self, state: EmpresarioState, player: int, seed: int) -> EmpresarioState:
        return observe_state(state, player, seed)

    def component_taken(self, state: EmpresarioState, action: Action) -> str | None:
        return component_taken(action)

    def candidate_actions(self, state: EmpresarioState) -> list[Action]:
        return legal.candidate_actions(state)

    def invariants(self, state: EmpresarioState) -> list[str]:
        return invariants.broken(state)


GAME = EmpresarioGame()
