"""Old West Empresario on the engine contract.

What a player may do and why not is in :mod:`legal`, the moving parts of a round in :mod:`core`, what
the table tells in :mod:`narration` and the prompts in :mod:`prompts`; this module performs the actions
and answers the rest of the contract.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from pydantic import BaseModel

from fairtable.engine import rng
from fairtable.engine.actions import Action
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.narration import telling
from fairtable.games.empresario import gestures, legal, narration
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
)  # fmt: skip
from fairtable.games.empresario.data import (
    CHAR_NAMES,
    COLOUR_NAMES,
    TILE_COUNT,
    TNAME,
)  # fmt: skip
from fairtable.games.empresario.flow import (
    adjust,
    choose_character,
    choose_die,
    choose_start_colour,
    end_turn,
    gamble,
    game_end_causes,
    game_end_reached,
    new_game,
    place_start_tile,
    settle,
)
from fairtable.games.empresario.heuristic import EmpresarioStrategy
from fairtable.games.empresario.hidden import observe_state
from fairtable.games.empresario.presentation import EmpresarioPresentation
from fairtable.games.empresario.scoring import DOLLARS_PER_VP, breakdown, row_words
from fairtable.games.empresario.sections.activate_your_town import activate, irving_inn
from fairtable.games.empresario.sections.turn_options import build_unbuilt, claim, take_income
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    HOME,
    OVER,
    POOL,
    START,
    USE,
    EmpresarioState,
    cell,
    supply,
)  # fmt: skip
from fairtable.i18n import _


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
            self._tell_the_end(s, ending, round_before)

    def _tell_the_end(self, s: EmpresarioState, ending: bool, round_before: int) -> None:
        """The last round, once an end condition is met during it ("Game End and Scoring"), and the final
        scores once the game is over."""
        if s.phase == OVER:
            r = self.result(s)
            narration.final_breakdown(breakdown(s), s.pop, s.money, DOLLARS_PER_VP)
            narration.final_scores(r.scores, r.winners, r.tiebreak)
            return
        if s.round != round_before or s.phase in (CHARACTER, START):
            return
        if not ending and game_end_reached(s):
            causes = game_end_causes(s)
            narration.last_round([words for _, words in causes], [key for key, _ in causes])
        elif ending and not game_end_reached(s):
            narration.end_called_off(supply(s))

    # -- results ------------------------------------------------------------------------------------

    def result(self, state: EmpresarioState) -> Result:
        rows = breakdown(state)
        scores = [sum(v for _, v in r) for r in rows]
        best = max(scores)
        tied = [p for p in range(state.players) if scores[p] == best]
        tiebreak = ""
        if len(tied) > 1:
            # The rulebook names no tie-break; the most money left decides, then the win is shared.
            most = max(state.money[p] for p in tied)
            winners = [p for p in tied if state.money[p] == most]
            if len(winners) > 1:
                tiebreak = _("Tied on VP: most money left wins; still tied, the win is shared")
            else:
                tiebreak = _("Tied on VP: most money left wins")
        else:
            winners = tied
        shown = [[(row_words(label), vp) for label, vp in pad] for pad in rows]
        return Result(scores=scores, breakdown=shown, winners=winners, tiebreak=tiebreak)

    def round(self, state: EmpresarioState) -> int:
        return state.round

    def turn_id(self, state: EmpresarioState) -> Hashable:
        return (state.round, state.turn_counter, state.actor)

    def reveals(self, before: EmpresarioState, action: Action, after: EmpresarioState) -> bool:
        """Dice rolls use the PRNG; refilling the display from the pile and building a secret starting
        tile show tiles nobody knew, without it."""
        if before.rng != after.rng or len(before.pile) != len(after.pile) or before.pile_secret != after.pile_secret:
            return True
        return sum(before.secret) != sum(after.secret)

    # -- views --------------------------------------------------------------------------------------

    def observe(self, state: EmpresarioState, player: int, seed: int) -> EmpresarioState:
        return observe_state(state, player, seed)

    def component_taken(self, state: EmpresarioState, action: Action) -> str | None:
        """A character kept, a building tile claimed into the town."""
        if isinstance(action, ChooseCharacter):
            return f"character: {CHAR_NAMES.get(action.character, '?')}"
        if isinstance(action, ClaimTile):
            return f"tile: {TNAME[action.tile]}"
        return None

    def candidate_actions(self, state: EmpresarioState) -> list[Action]:
        return gestures.candidate_actions(state)

    def invariants(self, state: EmpresarioState) -> list[str]:
        s = state
        broken: list[str] = []
        seen = [0] * (TILE_COUNT + 4)
        places = [s.pile, *s.display, *s.hands, s.setup_discards, s.setup_public]
        for place in places:
            for t in place:
                seen[t] += 1
        for p, cells in enumerate(s.town):
            for c, t in cells.items():
                seen[t] += 1
                if s.cell_of[t] != c:
                    broken.append(f"tile {t} in town {p} records cell {s.cell_of[t]}, not {c}")
            if s.town[p].get(HOME) != 62 + p:
                broken.append(f"town {p} lost its Town Hall")
        for t in range(TILE_COUNT + 4):
            if seen[t] != (1 if t < TILE_COUNT + s.players else 0):  # unused Town Halls stay in the box
                broken.append(f"tile {t} ({TNAME[t]}) is in {seen[t]} places")
            if s.built[t] and s.cell_of[t] < 0:
                broken.append(f"tile {t} is built but in no town")
        if any(len(col) > 2 for col in s.display):
            broken.append("a column holds more than 2 tiles")
        if any(m < 0 for m in s.money) or sum(s.money) != s.minted:
            broken.append(f"money {s.money} does not match the bank's books ({s.minted})")
        if any(v < 0 for v in s.pop) or sum(s.pop) != s.pop_given:
            broken.append(f"population {s.pop} does not match the tokens handed out ({s.pop_given})")
        if not 0 <= s.pile_secret <= len(s.pile):
            broken.append("the unknown part of the draw pile is larger than the pile")
        for i in range(len(s.wanted)):
            if s.gold[i] >= 0 and s.gold[i] == s.silver[i]:
                broken.append(f"seat {s.gold[i]} holds both cards of objective {s.wanted[i]}")
        if s.phase not in (CHARACTER, START) and sum(1 for c in s.character if c >= 0) != s.players:
            broken.append("a seat plays without a character")
        if s.phase in (DIE, USE, ACTIVATE) and sum(1 for w in s.die_at if w == POOL) < 1:
            broken.append("no die is left for the end of the round")
        if rng.MASK < s.rng or s.rng < 0:
            broken.append("the generator state is out of range")
        return broken


GAME = EmpresarioGame()
