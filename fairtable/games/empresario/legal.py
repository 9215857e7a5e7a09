"""What a player of Old West Empresario may do now, and why not: the legal actions and the checks with
their reasons in plain words (the table's gestures are in :mod:`gestures`).

Rulebook sections: "How to Play", "Turn Options in Detail", "End of Round", "Character Cards"; rulings.md
settles the rest.
"""

from __future__ import annotations

from typing import Any

from fairtable.engine.actions import Action
from fairtable.games.empresario import words
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
    WEN,
)  # fmt: skip
from fairtable.games.empresario.flow import dice_in_pool, start_colours, turn_colours
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.sections.activate_your_town import (
    activation_options,
    activation_reason,
    irving_reason,
    irving_refusal,
)
from fairtable.games.empresario.state import (
    ACTIVATE,
    AFTER,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    HOME_NEIGHBOURS,
    LEFTOVER,
    OVER,
    POOL,
    START,
    USE,
    EmpresarioState,
    cell,
    claim_columns,
    coords,
    open_cells,
    unbuilt,
)  # fmt: skip
from fairtable.games.empresario.words import dollars, tile_text, tokens
from fairtable.i18n import N_, _, alternatives

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
    CHARACTER: N_("Choose your character first"),
    START: N_("Place your starting building first"),
    DIE: N_("Choose a die first"),
    USE: N_("Claim a tile, discard one for income, or activate your town"),
    ACTIVATE: N_("You chose to activate your town this turn: no claim or income as well"),
    AFTER: N_("Finish your turn's effects first"),
}
PENDING_HINT = {
    F_BUILD: N_("First build 1 building: choose Build in the menu (right click) of one of your buildings under construction"),
    F_BUILD_OPT: N_("First build 1 building (choose Build in the menu of one of them), or skip"),
    F_CLAIM: N_("First claim a tile from column {col}"),
    F_CLAIM_ANY: N_("First claim a tile from the display for 2 VP tokens, or skip"),
    F_EXTRA: N_("First choose a building to activate for {one}, or skip"),
}


def pending_hint(s: EmpresarioState) -> str:
    """What the effect being resolved asks for, said to a player who tried something else."""
    kind, col = s.pending[-1]
    return _(PENDING_HINT[kind]).format(col=col, one=dollars(1))


def wrong_phase(s: EmpresarioState) -> str:
    """What the seat to act is doing now, said to a player who tried something else."""
    if s.phase != LEFTOVER:
        return _(WRONG_PHASE.get(s.phase, N_("That is not possible now")))
    if s.character[s.actor] == WEN and s.leftover_left == 2:
        return _("With the leftover die Sheriff Wen activates up to 2 of your buildings; press Done when you are "
                 "finished")
    if s.character[s.actor] == WEN and s.leftover_left == 1:
        return _("Sheriff Wen may activate 1 more building with the leftover die; press Done when you are finished")
    return _("The leftover die only activates one of your buildings; press Done when you are finished")


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
            out += [make(BuildTile, p, t) for t in unbuilt(s, p)]
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
            return [make(ChooseStartColour, p, COLOUR_NAMES[c]) for c in start_colours(s)]
        free = [c for c in HOME_NEIGHBOURS if c not in s.town[p]]
        return [make(PlaceStartTile, p, t, *coords(c)) for t in s.hands[p] for c in free]
    if phase == DIE:
        return [make(ChooseDie, p, i) for i in dice_in_pool(s)]
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
            out += [make(ActivateColour, p, COLOUR_NAMES[c]) for c in turn_colours(s)]
        out.append(make(EndTurn, p))
        return out
    if phase == ACTIVATE:
        return activations(s) + [make(EndTurn, p)]
    if phase == LEFTOVER:
        out = activations(s)
        if irving_refusal(s) is None:
            out.append(make(IrvingInn, p))
        out.append(make(Done, p))
        return out
    return out


def claims(s: EmpresarioState) -> list[Action]:
    p = s.actor
    cells = [coords(c) for c in open_cells(s, p)]
    return [make(ClaimTile, p, t, x, y) for col in claim_columns(s) for t in s.display[col - 1] for x, y in cells]


def activations(s: EmpresarioState) -> list[Action]:
    p = s.actor
    out = []
    for b in sorted(s.town[p].values()):
        for use, trent, jos in activation_options(s, b):
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
    cells = [coords(c) for c in open_cells(s, p)] + [coords(c) for c in s.town[p]][:3] + [(5, 5)]
    out += [make(ClaimTile, p, t, x, y) for t in shown for x, y in cells]
    out += [make(TakeIncome, p, t) for t in [-1, *shown]]
    hand = s.hands[p] or shown[:2]
    out += [make(PlaceStartTile, p, t, *coords(c)) for t in hand for c in HOME_NEIGHBOURS]
    for b in s.town[p].values():
        out.append(make(BuildTile, p, b))
        for use in ("effect", "build", "coin", "distillery"):
            for trent in (False, True):
                for jos in (False, True):
                    out.append(make(Activate, p, b, use, trent, jos))
    return out


# -- checks -----------------------------------------------------------------------------------------------


def check(state: EmpresarioState, action: Action) -> str | None:
    s = state
    if s.phase == OVER:
        return _("The game is over")
    if action.player != s.actor:
        return _("Not your turn")
    p = s.actor
    if s.pending:
        kind = s.pending[-1][0]
        if not isinstance(action, PENDING_KINDS[kind]):
            return pending_hint(s)
    elif isinstance(action, BuildTile):
        return _("You build a building with an effect that builds: the Town Hall ({one}) or a Carpenter").format(one=dollars(1))
    elif isinstance(action, Skip):
        return _("There is no offer to skip now")
    a = action
    if isinstance(a, ChooseCharacter):
        if s.phase != CHARACTER:
            return _("Characters are chosen at the start of the game")
        if a.character != 0 and a.character not in s.dealt[p]:
            return _("You were not dealt that character")
        return None
    if s.phase == CHARACTER:
        return _(WRONG_PHASE[CHARACTER])
    if isinstance(a, ChooseStartColour):
        if s.character[p] != JESSE:
            return _("Only Jesse the Specialist chooses a colour for the starting building")
        if s.phase != START or s.hands[p] or not s.start_left[p]:
            return _("Jesse chooses the colour of her starting building once, at the start of the game")
        if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in start_colours(s):
            colours = [words.colour(COLOUR_NAMES[c]) for c in start_colours(s)]
            return _("Choose one of the building colours: {colours}").format(
                colours=alternatives(colours))
        return None
    if isinstance(a, PlaceStartTile):
        if s.phase != START:
            return _("Starting buildings are placed at the start of the game")
        if a.tile not in s.hands[p]:
            return _("Choose one of the tiles you were dealt")
        c = cell(a.x, a.y)
        if c not in HOME_NEIGHBOURS:
            return _("The starting building goes next to your Town Hall")
        return _("That space is taken") if c in s.town[p] else None
    if s.phase == START:
        return _(WRONG_PHASE[START])
    if isinstance(a, ChooseDie):
        if s.phase != DIE:
            return _("You have already chosen your die this turn") if s.phase in (USE, ACTIVATE) else wrong_phase(s)
        if not 0 <= a.die < len(s.dice) or s.die_at[a.die] != POOL:
            return _("That die is no longer available")
        if a.die not in dice_in_pool(s):
            return _("Take the first die showing {value}: dice of one number are alike").format(value=s.dice[a.die])
        return None
    if isinstance(a, Gamble):
        if s.character[p] != SCARLETT:
            return _("Only Scarlett the Saloon Owner may gamble")
        if s.phase == DIE:
            return _("Choose a die first: Scarlett may gamble right after choosing it")
        if s.phase == LEFTOVER:
            return _("Scarlett may not gamble on the leftover die")
        if s.phase != USE:
            return _("Gamble right after choosing your die, before using it")
        if s.gambled:
            return _("You may gamble once each time you choose a die")
        return _("After paying to change the die you may not gamble") if s.adjusted else None
    if isinstance(a, AdjustDie):
        if s.phase != USE:
            if s.phase == LEFTOVER:
                return _("You may not +/-1 the leftover die")
            return _("You may adjust the die only before using it") if s.phase != DIE else _(WRONG_PHASE[DIE])
        if s.adjusted:
            return _("You may pay to adjust the die only once per turn")
        if s.gambled:
            return _("After gambling you may not pay to change the die")
        if s.money[p] < 1:
            return _("You need {one} to adjust the die and have {money}").format(one=dollars(1),
                                                                                 money=dollars(s.money[p]))
        return None
    if isinstance(a, ClaimTile):
        return claim_reason(s, a)
    if isinstance(a, TakeIncome):
        if s.phase != USE:
            return wrong_phase(s)
        column = s.display[s.die_value - 1]
        if a.tile < 0:
            if column:
                return _("Drag one of the tiles of column {column} onto Discard for {income}").format(
                    column=s.die_value, income=dollars(INCOME))
            return None
        if a.tile in column:
            return None
        return _("Discard a tile of column {column}, the number on your die").format(column=s.die_value)
    if isinstance(a, Activate):
        if s.phase == DIE:
            return _(WRONG_PHASE[DIE])
        return activation_reason(s, a.building, a.use, a.trent, a.josephine)
    if isinstance(a, ActivateColour):
        if s.character[p] != JESSE:
            return _("Only Jesse the Specialist may activate by colour")
        if s.phase == LEFTOVER:
            return _("Jesse's colours work only when activating your town as your turn action, not with the leftover die")
        if s.phase == DIE:
            return _("Choose a die first: then you may activate a colour instead of its number")
        if s.phase != USE:
            if s.colour_mode >= 0:
                return _("You are already activating {colour} buildings this turn").format(
                    colour=words.colour(COLOUR_NAMES[s.colour_mode]))
            return _("Choose the colour before activating any building")
        if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in turn_colours(s):
            known = a.colour in COLOUR_NAMES and a.colour != "none"
            if known:
                return _("You have no {colour} building to activate").format(colour=words.colour(a.colour))
            return _("Choose the colour of one of your buildings")
        return None
    if isinstance(a, BuildTile):
        if a.tile in unbuilt(s, p):
            return None
        if 0 <= a.tile < len(s.built) and s.built[a.tile] and s.town[p].get(s.cell_of[a.tile]) == a.tile:
            return _("{tile} is built already; choose one of your buildings under construction").format(tile=tile_text(a.tile))
        return _("Choose one of your buildings under construction")
    if isinstance(a, IrvingInn):
        return irving_reason(s)
    if isinstance(a, Skip):
        return None if s.pending[-1][0] not in (F_BUILD, F_CLAIM) else pending_hint(s)
    if isinstance(a, EndTurn):
        return None if s.phase in (USE, ACTIVATE) else wrong_phase(s)
    if isinstance(a, Done):
        if s.phase in (USE, ACTIVATE):
            return _("Done finishes the leftover die at the end of the round; to end your turn, press End turn")
        return None if s.phase == LEFTOVER else wrong_phase(s)
    return _("That is not an action of Old West Empresario")


def claim_reason(s: EmpresarioState, a: ClaimTile) -> str | None:
    p = s.actor
    columns = claim_columns(s)
    if not columns:
        if s.pending and s.pending[-1][0] == F_CLAIM_ANY:
            return _("Claiming from the display costs 2 VP tokens; you have {tokens}").format(tokens=tokens(s.pop[p]))
        return wrong_phase(s)
    if not any(a.tile in s.display[col - 1] for col in columns):
        if len(columns) == 6:
            return _("Claim a tile from the display")
        *rest, last = sorted(columns)
        if rest:
            return _("Claim a tile from column {columns}").format(columns=alternatives([*map(str, rest), str(last)]))
        return _("Claim a tile from column {columns}").format(columns=last)
    c = cell(a.x, a.y)
    if c in s.town[p]:
        return _("That space is taken")
    if c not in open_cells(s, p):
        return _("Place the tile orthogonally next to a constructed building of your town")
    return None
