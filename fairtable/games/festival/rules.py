"""Agents Of Empire, the festival game: the Game (its listing, options and rules as one-line delegations).

The setup and the automatic steps of a move live in :mod:`flow`, each action's check and perform in
:mod:`moves`, the legal list in :mod:`legal`, the wealth count in :mod:`scoring`, the table in
:mod:`presentation` and the bots' estimate in :mod:`heuristic`. Rulings where the German rulebook is silent
are in docs/games/festival.md.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Literal

from pydantic import BaseModel, Field

from fairtable.engine.actions import Action, AmountRange
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.games.festival import actions as A
from fairtable.games.festival import flow, hidden, invariants, legal, moves, scoring
from fairtable.games.festival.heuristic import FestivalStrategy
from fairtable.games.festival.numbers import DEFAULT_ROUND_LIMIT
from fairtable.games.festival.presentation import FestivalPresentation
from fairtable.games.festival.state import OVER, FestivalState, active_seats
from fairtable.i18n import N_

# TRANSLATORS: the choices of the Crowd control and Donations variants in the new-game dialog
OPTION_CHOICES = (N_("basic"), N_("donation"), N_("audience"), N_("host"))


class FestivalOptions(BaseModel):
    round_limit: int = Field(
        DEFAULT_ROUND_LIMIT, ge=0, le=1000, title=N_("Round limit"),
        description=N_("The agreed playing time as rounds: after this many rounds the richest player wins by "
        "the wealth count. 0 plays on until only one player is not bankrupt, which careful players may never "
        "reach."),
    )
    crowd_control: Literal["basic", "donation"] = Field(
        "basic", title=N_("Crowd control"),
        description=N_("Crowd Control variant: basic (seats rotate clockwise, later by a die) or donation (a die "
        "sets a donation goal of 100-600 €; the seats rotate clockwise once it is met)."),
    )
    donations: Literal["audience", "host"] = Field(
        "audience", title=N_("Donations"),
        description=N_("Donation variant only: a simulated audience donates after every move, or the host records "
        "each donation with the \u201cRecord donation\u201d button."),
    )
    strict_claiming: bool = Field(
        False, title=N_("Strict claiming"),
        description=N_("As printed: START money and rent must be claimed before the next roll, else they are lost "
        "(unclaimed START money goes into the Glückskloake). Off: the app claims automatically."),
    )


class FestivalGame(Game[FestivalState]):
    info = GameInfo.listed("festival", options=FestivalOptions, version=1)
    action_types = A.ACTION_TYPES
    presentation_class = FestivalPresentation
    strategy_class = FestivalStrategy

    def setup(self, players: int, options: FestivalOptions, seed: int) -> FestivalState:
        return flow.setup(players, options.round_limit, options.strict_claiming, options.crowd_control,
                          options.donations == "audience", seed)

    def current_player(self, state: FestivalState) -> int | None:
        return None if state.phase == OVER else state.actor

    # The rules a bot asks at every step are the modules' functions themselves (a delegating method would add
    # a call to each of the half million steps of a thousand random games).
    legal_actions = staticmethod(legal.legal_actions)

    def candidate_actions(self, state: FestivalState) -> list[Action]:
        return legal.candidate_actions(state)

    check = staticmethod(moves.check)

    def amount_range(self, state: FestivalState, action: Action) -> AmountRange | None:
        """A Mauscheln offer names any price the buyer can pay, in steps of 100 Tacken."""
        return legal.price_range(state, action) if isinstance(action, A.Offer) else None

    perform = staticmethod(moves.perform)

    observe = staticmethod(hidden.observe)

    def result(self, state: FestivalState) -> Result:
        return scoring.result(state)

    def component_taken(self, state: FestivalState, action: Action) -> str | None:
        return A.component_taken(action)

    def round(self, state: FestivalState) -> int:
        return state.round

    def still_in(self, state: FestivalState) -> list[int]:
        return active_seats(state)

    def turn_id(self, state: FestivalState) -> Hashable:
        return (state.round, state.turn, state.turn_counter)

    def invariants(self, state: FestivalState) -> list[str]:
        return invariants.invariants(state)


GAME = FestivalGame()
