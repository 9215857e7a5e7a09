"""What a player of Old West Empresario may do now: the fast list of legal actions, and every action of the
right shape, legal or not, that the tests and the table's refusals probe (each action's check and its reason
in plain words are in :mod:`moves`, the table's gestures in :mod:`gestures`).

Rulebook sections: "How to Play", "Turn Options in Detail", "End of Round", "Character Cards"; rulings.md
settles the rest.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, shared
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
)  # fmt: skip
from fairtable.games.empresario.flow import dice_in_pool, start_colours, turn_colours
from fairtable.games.empresario.numbers import ADJUST_COST
from fairtable.games.empresario.sections.activate_your_town import (
    activation_gate,
    activation_options,
    irving_refusal,
)
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    HOME_NEIGHBOURS,
    LEFTOVER,
    OVER,
    START,
    USE,
    EmpresarioState,
    claim_columns,
    coords,
    open_cells,
    unbuilt,
)  # fmt: skip

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
            out += [shared(BuildTile, p, t) for t in unbuilt(s, p)]
        elif kind in (F_CLAIM, F_CLAIM_ANY):
            out += claims(s)
        else:
            out += activations(s)
        if kind != F_BUILD and kind != F_CLAIM:
            out.append(shared(Skip, p))
        return out
    phase = s.phase
    if phase == CHARACTER:
        return [shared(ChooseCharacter, p, c) for c in [*s.dealt[p], 0]]
    if phase == START:
        if s.character[p] == JESSE and not s.hands[p]:
            return [shared(ChooseStartColour, p, COLOUR_NAMES[c]) for c in start_colours(s)]
        free = [c for c in HOME_NEIGHBOURS if c not in s.town[p]]
        return [shared(PlaceStartTile, p, t, *coords(c)) for t in s.hands[p] for c in free]
    if phase == DIE:
        return [shared(ChooseDie, p, i) for i in dice_in_pool(s)]
    if phase == USE:
        if s.character[p] == SCARLETT and not s.gambled and not s.adjusted:
            out.append(shared(Gamble, p))
        if not s.adjusted and not s.gambled and s.money[p] >= ADJUST_COST:
            out += [shared(AdjustDie, p, 1), shared(AdjustDie, p, -1)]
        out += claims(s)
        column = s.display[s.die_value - 1]
        out += [shared(TakeIncome, p, t) for t in column] if column else [shared(TakeIncome, p, -1)]
        out += activations(s)
        if s.character[p] == JESSE:
            out += [shared(ActivateColour, p, COLOUR_NAMES[c]) for c in turn_colours(s)]
        out.append(shared(EndTurn, p))
        return out
    if phase == ACTIVATE:
        return activations(s) + [shared(EndTurn, p)]
    if phase == LEFTOVER:
        out = activations(s)
        if irving_refusal(s) is None:
            out.append(shared(IrvingInn, p))
        out.append(shared(Done, p))
        return out
    return out


_CLAIMS: dict[tuple[int, int, int], Action] = {}  # (seat, tile, cell) -> the shared ClaimTile


def claims(s: EmpresarioState) -> list[Action]:
    p = s.actor
    cells = open_cells(s, p)
    out = []
    get = _CLAIMS.get
    for col in claim_columns(s):
        for t in s.display[col - 1]:
            for c in cells:
                a = get((p, t, c))
                if a is None:
                    a = _CLAIMS[(p, t, c)] = shared(ClaimTile, p, t, *coords(c))
                out.append(a)
    return out


def activations(s: EmpresarioState) -> list[Action]:
    p = s.actor
    out = []
    gate = activation_gate(s)
    for b in sorted(s.town[p].values()):
        for use, trent, jos in activation_options(s, b, gate):
            out.append(shared(Activate, p, b, use, trent, jos))
    return out


def candidate_actions(state: EmpresarioState) -> list[Action]:
    """Every action of the right shape for the seat to act, legal or not."""
    s = state
    if s.phase == OVER:
        return []
    p = s.actor
    out: list[Action] = [shared(c, p) for c in (Gamble, IrvingInn, Skip, EndTurn, Done)]
    out += [shared(AdjustDie, p, 1), shared(AdjustDie, p, -1)]
    out += [shared(ChooseCharacter, p, c) for c in range(13)]
    out += [shared(ChooseStartColour, p, c) for c in COLOUR_NAMES]
    out += [shared(ActivateColour, p, c) for c in COLOUR_NAMES]
    out += [shared(ChooseDie, p, i) for i in range(len(s.dice))]
    shown = [t for col in s.display for t in col]
    cells = [coords(c) for c in open_cells(s, p)] + [coords(c) for c in s.town[p]][:3] + [(5, 5)]
    out += [shared(ClaimTile, p, t, x, y) for t in shown for x, y in cells]
    out += [shared(TakeIncome, p, t) for t in [-1, *shown]]
    hand = s.hands[p] or shown[:2]
    out += [shared(PlaceStartTile, p, t, *coords(c)) for t in hand for c in HOME_NEIGHBOURS]
    for b in s.town[p].values():
        out.append(shared(BuildTile, p, b))
        for use in ("effect", "build", "coin", "distillery"):
            for trent in (False, True):
                for jos in (False, True):
                    out.append(shared(Activate, p, b, use, trent, jos))
    return out
