"""What a player of Old West Empresario may do now, and why not: the legal actions, the checks with their
reasons in plain words, and the gestures of the table (which actions a drag or a press means, the reason
when it means none, the spaces a piece may go).

Rulebook sections: "How to Play", "Turn Options in Detail", "End of Round", "Character Cards"; rulings.md
settles the rest.
"""

from __future__ import annotations

import re
from typing import Any

from fairtable.engine.actions import Action, Drag, Gesture
from fairtable.games.empresario import activation, core, town
from fairtable.games.empresario.actions import (
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
    TOWN_HALL,
    TTYPE,
    WEN,
)  # fmt: skip
from fairtable.games.empresario.narration import tile_text, tokens
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
    USED,
    EmpresarioState,
    cell,
    coords,
)  # fmt: skip

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
    ACTIVATE: "You chose to activate your town this turn: no claim or income as well",
    town.AFTER: "Finish your turn's effects first",
}
PENDING_HINT = {
    F_BUILD: "First build 1 building: press Build on one of your buildings under construction",
    F_BUILD_OPT: "First build 1 building (press Build on one of them), or skip",
    F_CLAIM: "First claim a tile from column {col}",
    F_CLAIM_ANY: "First claim a tile from the display for 2 VP tokens, or skip",
    F_EXTRA: "First choose a building to activate for $1, or skip",
}


def pending_hint(s: EmpresarioState) -> str:
    """What the effect being resolved asks for, said to a player who tried something else."""
    kind, col = s.pending[-1]
    return PENDING_HINT[kind].format(col=col)
def wrong_phase(s: EmpresarioState) -> str:
    """What the seat to act is doing now, said to a player who tried something else."""
    if s.phase != LEFTOVER:
        return WRONG_PHASE.get(s.phase, "That is not possible now")
    if s.character[s.actor] == WEN and s.leftover_left == 2:
        return "With the leftover die Sheriff Wen activates up to 2 of your buildings; press Done when you are finished"
    if s.character[s.actor] == WEN and s.leftover_left == 1:
        return "Sheriff Wen may activate 1 more building with the leftover die; press Done when you are finished"
    return "The leftover die only activates one of your buildings; press Done when you are finished"


PENDING_KINDS = {
    F_BUILD: (BuildTile,),
    F_BUILD_OPT: (BuildTile, Skip),
    F_CLAIM: (ClaimTile,),
    F_CLAIM_ANY: (ClaimTile, Skip),
    F_EXTRA: (Activate, Skip),
}


# -- legal actions ----------------------------------------------------------------------------------------


def legal_actions(state: EmpresarioState) -> list[Action]:
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
            out += claims(s)
        else:
            out += activations(s)
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
        out += claims(s)
        column = s.display[s.die_value - 1]
        out += [make(TakeIncome, p, t) for t in column] if column else [make(TakeIncome, p, -1)]
        out += activations(s)
        if s.character[p] == JESSE:
            out += [make(ActivateColour, p, COLOUR_NAMES[c]) for c in core.turn_colours(s)]
        out.append(make(EndTurn, p))
        return out
    if phase == ACTIVATE:
        return activations(s) + [make(EndTurn, p)]
    if phase == LEFTOVER:
        out = activations(s)
        if activation.irving_reason(s) is None:
            out.append(make(IrvingInn, p))
        out.append(make(Done, p))
        return out
    return out


def claims(s: EmpresarioState) -> list[Action]:
    p = s.actor
    cells = [coords(c) for c in town.open_cells(s, p)]
    return [make(ClaimTile, p, t, x, y) for col in town.claim_columns(s) for t in s.display[col - 1] for x, y in cells]


def activations(s: EmpresarioState) -> list[Action]:
    p = s.actor
    out = []
    for b in sorted(s.town[p].values()):
        for use, trent, jos in activation.activation_options(s, b):
            out.append(make(Activate, p, b, use, trent, jos))
    return out


# -- checks -----------------------------------------------------------------------------------------------


def check(state: EmpresarioState, action: Action) -> str | None:
    s = state
    if s.phase == OVER:
        return "The game is over"
    if action.player != s.actor:
        return "Not your turn"
    p = s.actor
    if s.pending:
        kind = s.pending[-1][0]
        if not isinstance(action, PENDING_KINDS[kind]):
            return pending_hint(s)
    elif isinstance(action, BuildTile):
        return "You build a building with an effect that builds: the Town Hall ($1) or a Carpenter"
    elif isinstance(action, Skip):
        return "There is no offer to skip now"
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
        if s.character[p] != JESSE:
            return "Only Jesse the Specialist chooses a colour for the starting building"
        if s.phase != START or s.hands[p] or not s.start_left[p]:
            return "Jesse chooses the colour of her starting building once, at the start of the game"
        if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in core.start_colours(s):
            colours = [COLOUR_NAMES[c] for c in core.start_colours(s)]
            return f"Choose one of the building colours: {', '.join(colours[:-1])} or {colours[-1]}"
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
            return "You have already chosen your die this turn" if s.phase in (USE, ACTIVATE) else wrong_phase(s)
        if not 0 <= a.die < len(s.dice) or s.die_at[a.die] != POOL:
            return "That die is no longer available"
        if a.die not in core.dice_in_pool(s):
            return f"Take the first die showing {s.dice[a.die]}: dice of one number are alike"
        return None
    if isinstance(a, Gamble):
        if s.character[p] != SCARLETT:
            return "Only Scarlett the Saloon Owner may gamble"
        if s.phase == DIE:
            return "Choose a die first: Scarlett may gamble right after choosing it"
        if s.phase == LEFTOVER:
            return "Scarlett may not gamble on the leftover die"
        if s.phase != USE:
            return "Gamble right after choosing your die, before using it"
        if s.gambled:
            return "You may gamble once each time you choose a die"
        return "After paying to change the die you may not gamble" if s.adjusted else None
    if isinstance(a, AdjustDie):
        if s.phase != USE:
            if s.phase == LEFTOVER:
                return "You may not +/-1 the leftover die"
            return "You may adjust the die only before using it" if s.phase != DIE else WRONG_PHASE[DIE]
        if s.adjusted:
            return "You may pay to adjust the die only once per turn"
        if s.gambled:
            return "After gambling you may not pay to change the die"
        return f"You need $1 to adjust the die and have ${s.money[p]}" if s.money[p] < 1 else None
    if isinstance(a, ClaimTile):
        return claim_reason(s, a)
    if isinstance(a, TakeIncome):
        if s.phase != USE:
            return wrong_phase(s)
        column = s.display[s.die_value - 1]
        if a.tile < 0:
            return f"Drag one of the tiles of column {s.die_value} onto Discard for $3" if column else None
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
        if s.phase == DIE:
            return "Choose a die first: then you may activate a colour instead of its number"
        if s.phase != USE:
            if s.colour_mode >= 0:
                return f"You are already activating {COLOUR_NAMES[s.colour_mode]} buildings this turn"
            return "Choose the colour before activating any building"
        if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in core.turn_colours(s):
            known = a.colour in COLOUR_NAMES and a.colour != "none"
            return f"You have no {a.colour} building to activate" if known else "Choose the colour of one of your buildings"
        return None
    if isinstance(a, BuildTile):
        if a.tile in town.unbuilt(s, p):
            return None
        if 0 <= a.tile < len(s.built) and s.built[a.tile] and s.town[p].get(s.cell_of[a.tile]) == a.tile:
            return f"{tile_text(a.tile)} is built already; choose one of your buildings under construction"
        return "Choose one of your buildings under construction"
    if isinstance(a, IrvingInn):
        return activation.irving_reason(s)
    if isinstance(a, Skip):
        return None if s.pending[-1][0] not in (F_BUILD, F_CLAIM) else pending_hint(s)
    if isinstance(a, EndTurn):
        return None if s.phase in (USE, ACTIVATE) else wrong_phase(s)
    if isinstance(a, Done):
        if s.phase in (USE, ACTIVATE):
            return "Done finishes the leftover die at the end of the round; to end your turn, press End turn"
        return None if s.phase == LEFTOVER else wrong_phase(s)
    return "That is not an action of Old West Empresario"


def claim_reason(s: EmpresarioState, a: ClaimTile) -> str | None:
    p = s.actor
    columns = town.claim_columns(s)
    if not columns:
        if s.pending and s.pending[-1][0] == F_CLAIM_ANY:
            return f"Claiming from the display costs 2 VP tokens; you have {tokens(s.pop[p])}"
        return wrong_phase(s)
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


# -- the table's gestures --------------------------------------------------------------------------------


def actions_for(state: EmpresarioState, gesture: Gesture) -> list[Action]:
    """Dice of one number are interchangeable (any remaining die showing a 3 takes "the" 3), and dropping
    a die on a building activates it."""
    legal = legal_actions(state)
    direct = [a for a in legal if a.gesture() == gesture]
    if direct or not isinstance(gesture, Drag) or not gesture.piece.startswith("die:"):
        return direct
    if gesture.zone == "tray":
        first = first_alike(state, gesture.piece)
        return [a for a in legal if isinstance(a, ChooseDie) and a.die == first]
    b = building_at(state, gesture.zone)
    return [a for a in legal if isinstance(a, Activate) and a.building == b and not a.josephine]


def die_index(state: EmpresarioState, piece: str) -> int:
    """The die a ``die:<i>`` piece is, or -1."""
    if not piece.startswith("die:") or not piece[4:].isdigit():
        return -1
    i = int(piece[4:])
    return i if i < len(state.dice) else -1


def first_alike(state: EmpresarioState, piece: str) -> int:
    """The remaining die that stands for every remaining die of its number (the one the legal actions
    name), or the die itself when it is not among the remaining ones."""
    i = die_index(state, piece)
    if i < 0 or state.die_at[i] != POOL:
        return i
    return next(k for k in core.dice_in_pool(state) if state.dice[k] == state.dice[i])


def building_at(state: EmpresarioState, zone: str) -> int:
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


def interpret(state: EmpresarioState, gesture: Gesture) -> Action | None:
    p = state.actor
    if isinstance(gesture, Drag):
        piece, zone = gesture.piece, gesture.zone
        if die_index(state, piece) >= 0:
            if zone == "tray":
                return ChooseDie(player=p, die=first_alike(state, piece))
            b = building_at(state, zone)
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
    for a in press_candidates(state, gesture.label):
        if a.gesture() == gesture:
            return a
    return None


GENERIC_DRAG = "That piece cannot go there"
PIECE_REASONS = {
    "pile": "Tiles come from the draw pile into the display by themselves",
    "setup-discard": "Discarded starting tiles go under the draw pile",
    "money": "Money is paid and collected as the effects happen; it is not moved by hand",
    "pop": "VP tokens are paid and collected as the effects happen; they are not moved by hand",
    "population": "VP tokens are paid and collected as the effects happen; they are not moved by hand",
    "wanted": "Wanted cards are claimed by themselves as soon as a player meets their condition",
    "start-player": "The start player marker passes clockwise by itself at the end of each round",
    "hand": "That is another player's starting tile",
    "unbuilt": "That is another player's building under construction",
}


def explain(state: EmpresarioState, gesture: Gesture) -> str:
    """Why a gesture does nothing: the reason of the action it most likely meant, else what that piece is
    for."""
    s = state
    if s.phase == OVER:
        return "The game is over"
    if isinstance(gesture, Drag):
        early = drag_reason_first(s, gesture.piece, gesture.zone)
        if early:
            return early
    action = interpret(s, gesture)
    if action is not None:
        reason = check(s, action)
        if reason:
            return reason
    if isinstance(gesture, Drag):
        return drag_reason(s, gesture.piece, gesture.zone)
    return press_reason(s, gesture.label)


def press_reason(s: EmpresarioState, label: str) -> str:
    """A button that names a building no longer the acting seat's to use ("Build Monument #56" kept from
    another seat's turn): where that building is now, in words, never its id."""
    named = label.rpartition("#")[2].split(" ")[0].rstrip(":")
    if "#" in label and named.isdigit() and int(named) < len(s.cell_of):
        t = int(named)
        owner = next((q for q in range(s.players) if s.town[q].get(s.cell_of[t]) == t), -1)
        if owner >= 0 and owner != s.actor and s.built[t]:
            return f"{tile_text(t)} is in Seat {owner + 1}\u2019s town, not yours"
        if any(t in col for col in s.display):
            return f"{tile_text(t)} is in the display: claim it into your town first"
        return "That building is not in your town"
    shown = re.sub(r" #\d+", "", label)
    return f"\u201c{shown}\u201d is not possible now"


def drag_reason_first(s: EmpresarioState, piece: str, zone: str) -> str | None:
    """Reasons that come before the action a drag seems to mean: a tile already in a town, a used die."""
    if piece.startswith("tile:") and piece[5:].isdigit():
        t = int(piece[5:])
        if t < len(s.cell_of) and s.cell_of[t] >= 0:
            if t in s.town[s.actor].values() and not s.built[t]:
                return ("A building stays where it was placed; an effect that builds (the Town Hall or a "
                        "Carpenter) turns it face up")
            return "A building stays where it was placed in its town"
        if t in s.setup_public:
            return "The tiles Jesse revealed go under the draw pile"
    i = die_index(s, piece)
    if i >= 0 and s.die_at[i] == USED:
        return "That die has been used this round"
    return None


def drag_reason(s: EmpresarioState, piece: str, zone: str) -> str:
    """What a piece is for, when dropped where it does nothing."""
    p = s.actor
    kind = piece.split(":")[0]
    if kind in PIECE_REASONS:
        return PIECE_REASONS[kind]
    if kind == "character":
        if s.phase == CHARACTER:
            return "Choose your character with its Play button"
        return "Each player keeps the character played at the start of the game"
    own_town = zone.startswith(f"town:{p}:")
    if kind == "die":
        if zone.startswith("town:") and not own_town:
            return "You may activate only the buildings of your own town"
        if own_town:
            return "That space holds no building to activate"
        if s.phase == DIE and not s.pending:
            return "Drag a die to Chosen die to choose it"
        if activation.context(s):
            return "Drag the die onto one of your buildings to activate it"
        return wrong_phase(s) if not s.pending else pending_hint(s)
    if kind == "tile":
        if zone.startswith("town:") and not own_town:
            return "Claim tiles into your own town"
        if s.phase == START:
            return "Drag your starting building onto a space next to your Town Hall"
        if s.pending:
            return pending_hint(s)
        if s.phase != USE:
            return wrong_phase(s)
        return "Drag a tile into your town to claim it, or onto Discard for $3"
    return GENERIC_DRAG


def drag_targets(state: EmpresarioState, piece: str) -> dict[str, str]:
    """Where a piece may go now: any remaining die of a number lights Chosen die, and the die lights the
    buildings it may activate."""
    s = state
    out: dict[str, str] = {}
    legal = legal_actions(s)
    first = first_alike(s, piece) if die_index(s, piece) >= 0 else -1
    for a in legal:
        g = a.gesture()
        if isinstance(g, Drag) and g.piece == piece:
            out.setdefault(g.zone, "")
        elif isinstance(a, ChooseDie) and a.die == first:
            out.setdefault("tray", "")
        elif isinstance(a, Activate) and first >= 0 and not a.josephine:
            x, y = coords(s.cell_of[a.building])
            out.setdefault(f"town:{s.actor}:{x},{y}", "activate")
    return out


def press_candidates(state: EmpresarioState, label: str = "") -> list[Action]:
    """The actions of the seat to act that are buttons, legal or not (the table asks why one is not
    possible for each button it keeps in place); a label naming a tile ("Build Mine #12") narrows them to
    that tile's."""
    s = state
    if s.phase == OVER:
        return []
    p = s.actor
    named = label.rpartition("#")[2].split(" ")[0].rstrip(":")
    if named.isdigit():
        tiles = [int(named)] if int(named) in s.town[p].values() else []
        out: list[Action] = []
    else:
        tiles = list(s.town[p].values())
        out = [make(c, p) for c in (Gamble, IrvingInn, Skip, EndTurn, Done)]
        out += [make(AdjustDie, p, 1), make(AdjustDie, p, -1), make(TakeIncome, p, -1)]
        out += [make(ChooseCharacter, p, c) for c in range(13)]
        out += [make(ChooseStartColour, p, c) for c in COLOUR_NAMES]
        out += [make(ActivateColour, p, c) for c in COLOUR_NAMES]
    for b in tiles:
        out.append(make(BuildTile, p, b))
        for use in ("effect", "build", "coin", "distillery"):
            for trent in (False, True):
                for jos in (False, True):
                    out.append(make(Activate, p, b, use, trent, jos))
    return out


def candidate_actions(state: EmpresarioState) -> list[Action]:
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
