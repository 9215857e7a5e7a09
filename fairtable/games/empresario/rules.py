"""Old West Empresario on the engine contract: legal actions, checks with reasons, and performing them.

The moving parts live in :mod:`core`; this module decides what a player may do now ("How to Play",
"Turn Options in Detail", "End of Round", the character cards) and says why not in plain words.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from pydantic import BaseModel

from fairtable.engine import rng
from fairtable.engine.actions import Action, Drag, Gesture
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.games.empresario import activation, core, town
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
    COLOUR_NAMES,
    JESSE,
    SCARLETT,
    TILE_COUNT,
    TNAME,
    TNUM,
    TOWN_HALL,
    TTYPE,
)  # fmt: skip
from fairtable.games.empresario.describe import describe_action, from_hall
from fairtable.games.empresario.heuristic import estimate
from fairtable.games.empresario.hidden import observe_state
from fairtable.games.empresario.layout import build_layout
from fairtable.games.empresario.scoring import breakdown
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    LEFTOVER,
    OVER,
    POOL,
    START,
    USE,
    EmpresarioState,
    cell,
    coords,
)  # fmt: skip


class EmpresarioOptions(BaseModel):
    """The rulebook offers no variants beyond the character choice, which is part of every game."""


_CACHE: dict[tuple[Any, ...], Action] = {}


def make(cls: type[Action], player: int, *values: Any) -> Action:
    """Actions are immutable; legal-action lists reuse them instead of validating new ones each step."""
    key = (cls, player, *values)
    a = _CACHE.get(key)
    if a is None:
        names = [n for n in cls.model_fields if n not in ("kind", "player")]
        a = cls(player=player, **dict(zip(names, values, strict=False)))
        _CACHE[key] = a
    return a


WRONG_PHASE = {
    CHARACTER: "Choose your character first",
    START: "Place your starting building first",
    DIE: "Choose a die first",
    USE: "Claim a tile, discard one for income, or activate your town",
    ACTIVATE: "You are activating your town this turn",
    LEFTOVER: "The leftover die only activates one of your buildings; press Done when you are finished",
    town.AFTER: "Finish your turn's effects first",
}
PENDING_HINT = {
    F_BUILD: "First choose which building to build",
    F_BUILD_OPT: "First choose a building to build, or skip",
    F_CLAIM: "First claim a tile from the column",
    F_CLAIM_ANY: "First claim a tile from the display for 2 VP tokens, or skip",
    F_EXTRA: "First choose a building to activate for $1, or skip",
}
PENDING_KINDS = {
    F_BUILD: (BuildTile,),
    F_BUILD_OPT: (BuildTile, Skip),
    F_CLAIM: (ClaimTile,),
    F_CLAIM_ANY: (ClaimTile, Skip),
    F_EXTRA: (Activate, Skip),
}


class EmpresarioGame(Game[EmpresarioState]):
    info = GameInfo(
        id="empresario",
        name="Old West Empresario",
        min_players=2,
        max_players=4,
        options=EmpresarioOptions,
        version=1,
        summary="Draft dice to claim building tiles, grow your frontier town and activate it for money "
        "and population; the best town scores most.",
    )
    action_types = ACTION_TYPES

    # -- setting up ---------------------------------------------------------------------------------

    def setup(self, players: int, options: Any, seed: int) -> EmpresarioState:
        return core.new_game(players, seed)

    # -- playing ------------------------------------------------------------------------------------

    def current_player(self, state: EmpresarioState) -> int | None:
        return None if state.phase == OVER else state.actor

    def legal_actions(self, state: EmpresarioState) -> list[Action]:
        s = state
        if s.phase == OVER:
            return []
        p = s.actor
        out: list[Action] = []
        if s.pending:
            kind = s.pending[-1][0]
            if kind in (F_BUILD, F_BUILD_OPT):
                out += [make(BuildTile, p, t) for t in town.unbuilt(s, p)]
            elif kind in (F_CLAIM, F_CLAIM_ANY):
                out += self._claims(s)
            else:
                out += self._activations(s)
            if kind != F_BUILD and kind != F_CLAIM:
                out.append(make(Skip, p))
            return out
        phase = s.phase
        if phase == CHARACTER:
            return [make(ChooseCharacter, p, c) for c in [*s.dealt[p], 0]]
        if phase == START:
            if s.character[p] == JESSE and not s.hands[p]:
                return [make(ChooseStartColour, p, COLOUR_NAMES[c]) for c in core.start_colours(s)]
            free = [c for c in town.HOME_NEIGHBOURS if c not in s.town[p]]
            return [make(PlaceStartTile, p, t, *coords(c)) for t in s.hands[p] for c in free]
        if phase == DIE:
            return [make(ChooseDie, p, i) for i in core.dice_in_pool(s)]
        if phase == USE:
            if s.character[p] == SCARLETT and not s.gambled and not s.adjusted:
                out.append(make(Gamble, p))
            if not s.adjusted and not s.gambled and s.money[p] >= 1:
                out += [make(AdjustDie, p, 1), make(AdjustDie, p, -1)]
            out += self._claims(s)
            column = s.display[s.die_value - 1]
            out += [make(TakeIncome, p, t) for t in column] if column else [make(TakeIncome, p, -1)]
            out += self._activations(s)
            if s.character[p] == JESSE:
                out += [make(ActivateColour, p, COLOUR_NAMES[c]) for c in core.turn_colours(s)]
            out.append(make(EndTurn, p))
            return out
        if phase == ACTIVATE:
            return self._activations(s) + [make(EndTurn, p)]
        if phase == LEFTOVER:
            out = self._activations(s)
            if activation.irving_reason(s) is None:
                out.append(make(IrvingInn, p))
            out.append(make(Done, p))
            return out
        return out

    def _claims(self, s: EmpresarioState) -> list[Action]:
        p = s.actor
        cells = [coords(c) for c in town.open_cells(s, p)]
        return [make(ClaimTile, p, t, x, y) for col in town.claim_columns(s) for t in s.display[col - 1] for x, y in cells]

    def _activations(self, s: EmpresarioState) -> list[Action]:
        p = s.actor
        out = []
        for b in sorted(s.town[p].values()):
            for use, trent, jos in activation.activation_options(s, b):
                out.append(make(Activate, p, b, use, trent, jos))
        return out

    def check(self, state: EmpresarioState, action: Action) -> str | None:
        s = state
        if s.phase == OVER:
            return "The game is over"
        if action.player != s.actor:
            return "Not your turn"
        p = s.actor
        if s.pending:
            kind = s.pending[-1][0]
            if not isinstance(action, PENDING_KINDS[kind]):
                return PENDING_HINT[kind]
        elif isinstance(action, (BuildTile, Skip)):
            return "There is nothing to build or skip now"
        a = action
        if isinstance(a, ChooseCharacter):
            if s.phase != CHARACTER:
                return "Characters are chosen at the start of the game"
            if a.character != 0 and a.character not in s.dealt[p]:
                return "You were not dealt that character"
            return None
        if s.phase == CHARACTER:
            return WRONG_PHASE[CHARACTER]
        if isinstance(a, ChooseStartColour):
            if s.phase != START or s.character[p] != JESSE or s.hands[p] or not s.start_left[p]:
                return "Only Jesse the Specialist chooses a colour for the starting building"
            if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in core.start_colours(s):
                return f"No {a.colour} building is left to reveal"
            return None
        if isinstance(a, PlaceStartTile):
            if s.phase != START:
                return "Starting buildings are placed at the start of the game"
            if a.tile not in s.hands[p]:
                return "Choose one of the tiles you were dealt"
            c = cell(a.x, a.y)
            if c not in town.HOME_NEIGHBOURS:
                return "The starting building goes next to your Town Hall"
            return "That space is taken" if c in s.town[p] else None
        if s.phase == START:
            return WRONG_PHASE[START]
        if isinstance(a, ChooseDie):
            if s.phase != DIE:
                return "You have already chosen your die this turn" if s.phase in (USE, ACTIVATE) else WRONG_PHASE[s.phase]
            if not 0 <= a.die < len(s.dice) or s.die_at[a.die] != POOL:
                return "That die is no longer available"
            if a.die not in core.dice_in_pool(s):
                return f"Dice showing {s.dice[a.die]} are alike: take the first of them"
            return None
        if isinstance(a, Gamble):
            if s.character[p] != SCARLETT:
                return "Only Scarlett the Saloon Owner may gamble"
            if s.phase != USE or s.gambled or s.adjusted:
                return "Gamble once, right after choosing your die (never on the leftover die)"
            return None
        if isinstance(a, AdjustDie):
            if s.phase != USE:
                if s.phase == LEFTOVER:
                    return "You may not +/-1 the leftover die"
                return "You may adjust only the die you chose, before using it" if s.phase != DIE else WRONG_PHASE[DIE]
            if s.adjusted:
                return "You may pay to adjust the die only once per turn"
            if s.gambled:
                return "After gambling you may not pay to change the die"
            return "You need $1 to adjust the die" if s.money[p] < 1 else None
        if isinstance(a, ClaimTile):
            return self._claim_reason(s, a)
        if isinstance(a, TakeIncome):
            if s.phase != USE:
                return WRONG_PHASE.get(s.phase, "You cannot take income now")
            column = s.display[s.die_value - 1]
            if a.tile < 0:
                return "Choose a tile of the column to discard" if column else None
            return None if a.tile in column else f"Discard a tile of column {s.die_value}, the number on your die"
        if isinstance(a, Activate):
            if s.phase == DIE:
                return WRONG_PHASE[DIE]
            return activation.activation_reason(s, a.building, a.use, a.trent, a.josephine)
        if isinstance(a, ActivateColour):
            if s.character[p] != JESSE:
                return "Only Jesse the Specialist may activate by colour"
            if s.phase == LEFTOVER:
                return "Jesse's colours work only when activating your town as your turn action, not with the leftover die"
            if s.phase != USE:
                return "Choose the colour before activating any building, with the die you chose this turn"
            if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in core.turn_colours(s):
                known = a.colour in COLOUR_NAMES and a.colour != "none"
                return f"You have no {a.colour} building to activate" if known else "Choose the colour of one of your buildings"
            return None
        if isinstance(a, BuildTile):
            return None if a.tile in town.unbuilt(s, p) else "Choose one of your buildings under construction"
        if isinstance(a, IrvingInn):
            return activation.irving_reason(s)
        if isinstance(a, Skip):
            return None if s.pending[-1][0] not in (F_BUILD, F_CLAIM) else PENDING_HINT[s.pending[-1][0]]
        if isinstance(a, EndTurn):
            return None if s.phase in (USE, ACTIVATE) else WRONG_PHASE.get(s.phase, "You cannot end your turn now")
        if isinstance(a, Done):
            return None if s.phase == LEFTOVER else WRONG_PHASE.get(s.phase, "Nothing to finish now")
        return "That is not an action of Old West Empresario"

    def _claim_reason(self, s: EmpresarioState, a: ClaimTile) -> str | None:
        p = s.actor
        columns = town.claim_columns(s)
        if not columns:
            if s.pending and s.pending[-1][0] == F_CLAIM_ANY:
                return "Claiming from the display costs 2 VP tokens"
            return WRONG_PHASE.get(s.phase, "You cannot claim a tile now")
        if not any(a.tile in s.display[col - 1] for col in columns):
            if len(columns) == 6:
                return "Claim a tile from the display"
            *rest, last = sorted(columns)
            return f"Claim a tile from column {', '.join(map(str, rest))} or {last}" if rest else f"Claim a tile from column {last}"
        c = cell(a.x, a.y)
        if c in s.town[p]:
            return "That space is taken"
        if c not in town.open_cells(s, p):
            return "Place the tile orthogonally next to a constructed building of your town"
        return None

    def perform(self, state: EmpresarioState, action: Action) -> None:
        s = state
        a = action
        if isinstance(a, ChooseDie):
            core.choose_die(s, a.die)
        elif isinstance(a, ClaimTile):
            town.claim(s, a.tile, cell(a.x, a.y))
        elif isinstance(a, Activate):
            activation.activate(s, a.building, a.use, a.trent, a.josephine)
        elif isinstance(a, TakeIncome):
            town.take_income(s, a.tile)
        elif isinstance(a, EndTurn):
            core.end_turn(s)
        elif isinstance(a, Done):
            s.leftover_left = 0
        elif isinstance(a, BuildTile):
            s.pending.pop()
            town.build_unbuilt(s, s.actor, a.tile)
        elif isinstance(a, Skip):
            s.pending.pop()
        elif isinstance(a, AdjustDie):
            core.adjust(s, a.delta)
        elif isinstance(a, Gamble):
            core.gamble(s)
        elif isinstance(a, ActivateColour):
            s.colour_mode = COLOUR_NAMES.index(a.colour)
            s.phase = ACTIVATE
        elif isinstance(a, IrvingInn):
            activation.irving_inn(s)
        elif isinstance(a, ChooseCharacter):
            core.choose_character(s, a.character)
        elif isinstance(a, ChooseStartColour):
            core.choose_start_colour(s, COLOUR_NAMES.index(a.colour))
        elif isinstance(a, PlaceStartTile):
            core.place_start_tile(s, a.tile, cell(a.x, a.y))
        core.settle(s)

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
            tiebreak = "Tied on VP: most money left wins" + ("; still tied, the win is shared" if len(winners) > 1 else "")
        else:
            winners = tied
        return Result(scores=scores, breakdown=rows, winners=winners, tiebreak=tiebreak)

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

    def layout(self, state: EmpresarioState, viewer: int | None):  # type: ignore[no-untyped-def]
        return build_layout(state, viewer)

    def heuristic(self, state: EmpresarioState, player: int) -> float:
        return estimate(state, player)

    def button_text(self, state: EmpresarioState, action: Action) -> str:
        """Buttons name a building as the board does ("Inn 3"), with its place in the town only when
        the player has two alike; the label keeps the tile's number as its identity."""
        text = super().button_text(state, action)
        tile = action.tile if isinstance(action, BuildTile) else action.building if isinstance(action, Activate) else None
        if tile is None:
            return text
        name = TNAME[tile] + (f" {TNUM[tile]}" if TNUM[tile] else "")
        alike = [t for t in state.town[action.player].values() if TNAME[t] == TNAME[tile] and TNUM[t] == TNUM[tile]]
        if len(alike) > 1:
            x, y = coords(state.cell_of[tile])
            name += f" ({from_hall(x, y)})"
        return text.replace(f"{TNAME[tile]} #{tile}", name)

    def describe(self, state: EmpresarioState, action: Action, names: Sequence[str]) -> str:
        return describe_action(state, action, names)

    # -- the table ----------------------------------------------------------------------------------

    def actions_for(self, state: EmpresarioState, gesture: Gesture) -> list[Action]:
        """Dice of one number are interchangeable, and dropping the die on a building activates it."""
        legal = self.legal_actions(state)
        direct = [a for a in legal if a.gesture() == gesture]
        if direct or not isinstance(gesture, Drag) or not gesture.piece.startswith("die:"):
            return direct
        if gesture.zone == "tray":
            try:
                value = state.dice[int(gesture.piece[4:])]
            except (ValueError, IndexError):
                return []
            return [a for a in legal if isinstance(a, ChooseDie) and state.dice[a.die] == value]
        b = self._building_at(state, gesture.zone)
        return [a for a in legal if isinstance(a, Activate) and a.building == b and not a.josephine]

    def _building_at(self, state: EmpresarioState, zone: str) -> int:
        parts = zone.split(":")
        if len(parts) != 3 or parts[0] != "town":
            return -1
        try:
            seat = int(parts[1])
            x, y = (int(v) for v in parts[2].split(","))
        except ValueError:
            return -1
        if not 0 <= seat < state.players:
            return -1
        return state.town[seat].get(cell(x, y), -1)

    def interpret(self, state: EmpresarioState, gesture: Gesture) -> Action | None:
        p = state.actor
        if isinstance(gesture, Drag):
            piece, zone = gesture.piece, gesture.zone
            if piece.startswith("die:") and piece[4:].isdigit():
                if zone == "tray":
                    return ChooseDie(player=p, die=int(piece[4:]))
                b = self._building_at(state, zone)
                if b >= 0:
                    use = "coin" if TTYPE[b] == TOWN_HALL else "effect"
                    return Activate(player=p, building=b, use=use)
            if piece.startswith("tile:") and piece[5:].isdigit():
                t = int(piece[5:])
                if zone == "discard":
                    return TakeIncome(player=p, tile=t)
                if zone.startswith(f"town:{p}:"):
                    try:
                        x, y = (int(v) for v in zone.split(":")[2].split(","))
                    except ValueError:
                        return None
                    if state.phase == "start":
                        return PlaceStartTile(player=p, tile=t, x=x, y=y)
                    return ClaimTile(player=p, tile=t, x=x, y=y)
            return None
        for a in self.candidate_actions(state):
            if a.gesture() == gesture:
                return a
        return None

    def candidate_actions(self, state: EmpresarioState) -> list[Action]:
        """Every action of the right shape for the seat to act, legal or not."""
        s = state
        if s.phase == OVER:
            return []
        p = s.actor
        out: list[Action] = [make(c, p) for c in (Gamble, IrvingInn, Skip, EndTurn, Done)]
        out += [make(AdjustDie, p, 1), make(AdjustDie, p, -1)]
        out += [make(ChooseCharacter, p, c) for c in range(13)]
        out += [make(ChooseStartColour, p, c) for c in COLOUR_NAMES]
        out += [make(ActivateColour, p, c) for c in COLOUR_NAMES]
        out += [make(ChooseDie, p, i) for i in range(len(s.dice))]
        shown = [t for col in s.display for t in col]
        cells = [coords(c) for c in town.open_cells(s, p)] + [coords(c) for c in s.town[p]][:3] + [(5, 5)]
        out += [make(ClaimTile, p, t, x, y) for t in shown for x, y in cells]
        out += [make(TakeIncome, p, t) for t in [-1, *shown]]
        hand = s.hands[p] or shown[:2]
        out += [make(PlaceStartTile, p, t, *coords(c)) for t in hand for c in town.HOME_NEIGHBOURS]
        for b in s.town[p].values():
            out.append(make(BuildTile, p, b))
            for use in ("effect", "build", "coin", "distillery"):
                for trent in (False, True):
                    for jos in (False, True):
                        out.append(make(Activate, p, b, use, trent, jos))
        return out

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
            if s.town[p].get(town.HOME) != 62 + p:
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
