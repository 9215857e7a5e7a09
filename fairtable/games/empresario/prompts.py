"""What the seat to act must decide now, in the rulebook's words, and the questions the table asks once
before a move a player may regret.

To the seat to act a prompt says what to do and how on the table ("Your die shows 4: claim a tile from
column 4 ..."); to anybody else it says who decides what ("Seat 2 uses a die showing 4 ..."). A prompt to
another seat or a spectator never names a secret (the characters dealt to the seat choosing one).
"""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.games.empresario import activation, core, town
from fairtable.games.empresario.actions import Done, EndTurn
from fairtable.games.empresario.data import (
    CHAR_NAMES,
    COLOUR_NAMES,
    IRVING,
    JESSE,
    MICHELLE,
    NAKOMA,
    SCARLETT,
    WEN,
    ZEBEDEE,
)  # fmt: skip
from fairtable.games.empresario.narration import buildings, listing, seat, tile_text
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    LEFTOVER,
    OVER,
    START,
    USE,
    EmpresarioState,
)  # fmt: skip

ORDINAL = ("first", "second")


def to_activate(s: EmpresarioState) -> list[int]:
    """The acting seat's buildings it may still activate now, Town Hall first."""
    town_tiles = s.town[s.actor].values()
    return sorted((b for b in town_tiles if activation.activation_options(s, b)), key=lambda b: (b < 62, b))


def prompt(s: EmpresarioState, viewer: int | None) -> str:
    if s.phase == OVER:
        return "The game is over"
    p = s.actor
    mine = viewer == p
    if s.pending:
        return _pending(s, mine)
    if s.phase == CHARACTER:
        if mine:
            a, b = (CHAR_NAMES[c] for c in s.dealt[p])
            return (f"Choose your character: play {a} or {b}, or the Standard Empresario; the unchosen card "
                    "goes back to the box")
        return f"{seat(p)} chooses a character: one of two dealt cards, or the Standard Empresario"
    if s.phase == START:
        return _start(s, mine)
    if s.phase == DIE:
        if mine:
            which = ORDINAL[min(1, s.turn // s.players)]
            return f"Choose one of the remaining dice for your {which} turn of round {s.round}: drag it to Chosen die"
        return f"{seat(p)} chooses one of the remaining dice"
    if s.phase == USE:
        return _use(s, mine)
    if s.phase == ACTIVATE:
        how = f"{COLOUR_NAMES[s.colour_mode]} buildings (Jesse)" if s.colour_mode >= 0 else f"a {s.die_value}"
        if not mine:
            return f"{seat(p)} activates the town with {how}"
        left = [tile_text(b) for b in to_activate(s)]
        return (f"Activate your town with {how}: {buildings(len(left))} still to activate ({listing(left)}); "
                "press a building's button or drag the die onto it, or end your turn")
    if s.phase == LEFTOVER:
        return _leftover(s, mine)
    return f"{seat(p)} finishes the turn"


def _start(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    hand, left = s.hands[p], s.start_left[p]
    if s.character[p] == JESSE:
        if not hand:
            if mine:
                return ("Jesse the Specialist: choose the colour of your starting building; tiles are revealed "
                        "from the draw pile until one of that colour")
            return f"{seat(p)} (Jesse the Specialist) chooses the colour of a starting building"
        if mine:
            return f"Place {tile_text(hand[0])} face down next to your Town Hall: drag it onto a space beside it"
        return f"{seat(p)} places {tile_text(hand[0])} face down next to the Town Hall"
    more = s.character[p] == ZEBEDEE and left < 2  # Zebedee has placed one of his two
    n = len(hand)
    if not mine:
        what = "1 more starting building" if more else "a starting building" if left == 1 else f"{left} starting buildings"
        return f"{seat(p)} chooses {what} from {n} tiles"
    if more:
        return f"Choose 1 more of these {n} tiles: drag it face down next to your Town Hall; the others are discarded"
    if left == 1:
        return (f"Choose your starting building: drag 1 of these {n} tiles face down next to your Town Hall; the "
                "others are discarded")
    return (f"Choose {left} of these {n} tiles to start unbuilt: drag each face down next to your Town Hall; the "
            "others are discarded")


def _use(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    v = s.die_value
    if not mine:
        return f"{seat(p)} uses a die showing {v}: claim a tile, discard one for $3, or activate the town"
    options = []
    columns = sorted(c for c in town.claim_columns(s) if s.display[c - 1])
    if columns and town.open_cells(s, p):
        nakoma = "; Nakoma's +/-1 is free when claiming" if s.character[p] == NAKOMA and len(columns) > 1 else ""
        options.append(f"claim a tile from column {listing([str(c) for c in columns]).replace(' and ', ' or ')}"
                       f" (drag it into your town{nakoma})")
    if s.display[v - 1]:
        options.append("discard one of its tiles for $3 (drag it onto Discard)")
    else:
        options.append(f"take $3 (column {v} is empty)")
    options.append("activate your town (drag the die onto your buildings, or use their buttons)")
    text = f"Your die shows {v}: " + ", ".join(options[:-1]) + ", or " + options[-1]
    if s.character[p] == JESSE and core.turn_colours(s):
        text += ". As Jesse you may activate a colour instead of the number"
    if s.character[p] == SCARLETT and not s.gambled and not s.adjusted:
        text += ". You may gamble first: re-roll it and gain $2, but then you may not pay to change it"
    if not s.adjusted and not s.gambled and s.money[p] >= 1:
        text += ". You may pay $1 once to change it by 1 (a 6 may become a 1, a 1 a 6)"
    return text


def _leftover(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    v = town.leftover_value(s)
    if not mine:
        return f"{seat(p)} uses the leftover die ({v})"
    char = s.character[p]
    if char == WEN and s.leftover_left == 2:
        what = "activate up to 2 of your constructed buildings (Sheriff Wen)"
    elif char == WEN:
        what = "activate 1 more of your constructed buildings (Sheriff Wen)"
    else:
        what = "activate ONE of your constructed buildings"
    if char == MICHELLE:
        text = f"The leftover die shows {v}, and you may treat it as any value (Michelle): {what} with it, or press Done"
    else:
        text = f"The leftover die shows {v}: {what} with it (the Town Hall on any number), or press Done"
    if char == IRVING and activation.irving_reason(s) is None:
        text += f". As Irving you may use it as an Inn instead: $1 and 1 VP token for a tile of column {v}"
    return text


def _pending(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    kind, col = s.pending[-1]
    if kind == F_BUILD:
        if mine:
            return "Build 1 building: press Build on one of your buildings under construction to turn it face up"
        return f"{seat(p)} chooses a building to build"
    if kind == F_BUILD_OPT:
        if mine:
            return "Native Settlement: you may build 1 building: press its Build button, or Skip"
        return f"{seat(p)} may build 1 building (Native Settlement)"
    if kind == F_CLAIM:
        if mine:
            return f"Claim a tile from column {col}: drag it next to a constructed building of your town"
        return f"{seat(p)} claims a tile from column {col}"
    if kind == F_CLAIM_ANY:
        if mine:
            return ("Native Settlement: you may spend 2 VP tokens to claim any building tile from the display: "
                    "drag it next to a constructed building of your town, or Skip")
        return f"{seat(p)} may spend 2 VP tokens to claim a tile from the display (Native Settlement)"
    if mine:
        return ("You may pay $1 to activate 1 more building of your town (press its button or drag the die onto "
                "it), or Skip")
    return f"{seat(p)} may pay $1 to activate 1 more building"


def confirm(s: EmpresarioState, action: Action) -> str | None:
    """Ending a turn with the die unused or buildings still to activate, and finishing the leftover die
    with an activation unused, are asked once."""
    if s.pending:
        return None
    if isinstance(action, EndTurn):
        if s.phase == USE:
            return "End your turn without using your die?"
        if s.phase == ACTIVATE:
            left = len(to_activate(s))
            return f"End your turn with {buildings(left)} still to activate?" if left else None
        return None
    if isinstance(action, Done) and s.phase == LEFTOVER and s.leftover_left > 0:
        if not to_activate(s) and activation.irving_reason(s) is not None:
            return None
        if s.character[s.actor] == WEN and s.leftover_left == 1:
            return "Finish without Sheriff Wen's second activation?"
        return "Finish without using the leftover die?"
    return None
