"""The moves of Old West Empresario: each action's check (None when it is legal, else the reason in plain
words) and what it does, side by side, dispatched by one table (:data:`MOVES`). What every check asks first
(the game is over, whose turn, an effect being resolved, the set-up) is in :func:`check`; what follows every
move (the steps that need no decision, the end) in :func:`perform`. The fast list of legal actions is in
:mod:`legal`.

Rulebook sections: "Components & Setup", "How to Play", "Turn Options in Detail", "End of Round",
"Character Cards"; rulings.md settles the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fairtable.engine import rng
from fairtable.engine.actions import Action
from fairtable.engine.narration import telling
from fairtable.games.empresario import flow, narration, words
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
from fairtable.games.empresario.data import COLOUR_NAMES, JESSE, SCARLETT, TCOLOUR, WEN, ZEBEDEE
from fairtable.games.empresario.flow import dice_in_pool, finish_start, start_colours, turn_colours
from fairtable.games.empresario.numbers import (
    ADJUST_COST,
    DIE_FACES,
    GAMBLE_GAIN,
    INCOME,
    START_KEEPS,
    START_TILES,
    ZEBEDEE_BONUS,
    ZEBEDEE_KEEPS,
    ZEBEDEE_START_TILES,
)  # fmt: skip
from fairtable.games.empresario.sections import activate_your_town, turn_options
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
    TRAY,
    USE,
    EmpresarioState,
    cell,
    claim_columns,
    draw,
    gain,
    is_open_cell,
    pay,
    unbuilt,
)  # fmt: skip
from fairtable.games.empresario.words import dollars, tile_text, tokens
from fairtable.i18n import N_, _, alternatives

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


# The moves an effect being resolved allows (the others are told what it asks for).
PENDING_KINDS = {
    F_BUILD: (BuildTile,),
    F_BUILD_OPT: (BuildTile, Skip),
    F_CLAIM: (ClaimTile,),
    F_CLAIM_ANY: (ClaimTile, Skip),
    F_EXTRA: (Activate, Skip),
}


# -- every move -------------------------------------------------------------------------------------------


def check(state: EmpresarioState, action: Action) -> str | None:
    s = state
    if s.phase == OVER:
        return _("The game is over")
    if action.player != s.actor:
        return _("Not your turn")
    kind = type(action)
    if s.pending:
        if kind not in PENDING_KINDS[s.pending[-1][0]]:
            return pending_hint(s)
    elif kind is BuildTile:
        return _("You build a building with an effect that builds: the Town Hall ({one}) or a Carpenter").format(one=dollars(1))
    elif kind is Skip:
        return _("There is no offer to skip now")
    if kind is not ChooseCharacter:
        if s.phase == CHARACTER:
            return _(WRONG_PHASE[CHARACTER])
        if s.phase == START and kind not in SETUP_MOVES:
            return _(WRONG_PHASE[START])
    move = MOVES.get(kind)
    if move is None:
        return _("That is not an action of Old West Empresario")
    return move[0](s, action)


def perform(state: EmpresarioState, action: Action) -> None:
    """Carry out a checked action, then every step that needs no decision; told, the last round once an
    end condition is met during it and the final scores."""
    s = state
    watch = telling()
    if watch:
        ending = s.phase not in (CHARACTER, START) and flow.game_end_reached(s)
        round_before = s.round
    p = s.actor
    before = flow.wanted_inputs(s, p)
    MOVES[type(action)][1](s, action)
    flow.settle(s, before if s.actor == p else None)
    if watch:
        flow.tell_the_end(s, ending, round_before)


# -- each move --------------------------------------------------------------------------------------------


def check_choose_character(s: EmpresarioState, a: ChooseCharacter) -> str | None:
    p = s.actor
    if s.phase != CHARACTER:
        return _("Characters are chosen at the start of the game")
    if a.character != 0 and a.character not in s.dealt[p]:
        return _("You were not dealt that character")
    return None


def perform_choose_character(s: EmpresarioState, a: ChooseCharacter) -> None:
    character = a.character
    p = s.actor
    s.character[p] = character
    if character == ZEBEDEE:
        gain(s, p, ZEBEDEE_BONUS)
        narration.zebedee_bonus(p, ZEBEDEE_BONUS, s.money[p])
    done = sum(1 for c in s.character if c >= 0)
    if done < s.players:
        s.actor = (s.actor + 1) % s.players
        return
    for k in range(s.players):
        q = (s.start_player + k) % s.players
        if s.character[q] == JESSE:
            s.start_left[q] = 1
            narration.jesse_searches(q)
            continue
        count = ZEBEDEE_START_TILES if s.character[q] == ZEBEDEE else START_TILES
        s.hands[q] = [draw(s) for _ in range(count)]
        s.start_left[q] = ZEBEDEE_KEEPS if s.character[q] == ZEBEDEE else START_KEEPS
        narration.start_tiles_dealt(q, s.hands[q], s.start_left[q])
    s.phase = START
    s.actor = s.start_player


def check_choose_start_colour(s: EmpresarioState, a: ChooseStartColour) -> str | None:
    p = s.actor
    if s.character[p] != JESSE:
        return _("Only Jesse the Specialist chooses a colour for the starting building")
    if s.phase != START or s.hands[p] or not s.start_left[p]:
        return _("Jesse chooses the colour of her starting building once, at the start of the game")
    if a.colour not in COLOUR_NAMES or COLOUR_NAMES.index(a.colour) not in start_colours(s):
        colours = [words.colour(COLOUR_NAMES[c]) for c in start_colours(s)]
        return _("Choose one of the building colours: {colours}").format(
            colours=alternatives(colours))
    return None


def perform_choose_start_colour(s: EmpresarioState, a: ChooseStartColour) -> None:
    """Jesse: reveal tiles until one of the chosen colour; the others are discarded (seen by all). Should
    the pile hold none of that colour, every tile is revealed and Jesse starts with no building (a ruling)."""
    colour = COLOUR_NAMES.index(a.colour)
    p = s.actor
    first = len(s.setup_public)
    while s.pile:
        t = draw(s)
        if TCOLOUR[t] == colour:
            s.hands[p] = [t]
            narration.jesse_reveals(p, COLOUR_NAMES[colour], s.setup_public[first:], t)
            return
        s.setup_public.append(t)
    narration.jesse_reveals(p, COLOUR_NAMES[colour], s.setup_public[first:], -1)
    s.start_left[p] = 1
    s.hands[p] = []
    finish_start(s, p)


def check_place_start_tile(s: EmpresarioState, a: PlaceStartTile) -> str | None:
    p = s.actor
    if s.phase != START:
        return _("Starting buildings are placed at the start of the game")
    if a.tile not in s.hands[p]:
        return _("Choose one of the tiles you were dealt")
    c = cell(a.x, a.y)
    if c not in HOME_NEIGHBOURS:
        return _("The starting building goes next to your Town Hall")
    return _("That space is taken") if c in s.town[p] else None


def perform_place_start_tile(s: EmpresarioState, a: PlaceStartTile) -> None:
    t, c = a.tile, cell(a.x, a.y)
    p = s.actor
    s.hands[p].remove(t)
    s.town[p][c] = t
    s.cell_of[t] = c
    s.secret[t] = s.character[p] != JESSE
    s.start_left[p] -= 1
    if s.start_left[p] == 0:
        finish_start(s, p)


def check_choose_die(s: EmpresarioState, a: ChooseDie) -> str | None:
    if s.phase != DIE:
        return _("You have already chosen your die this turn") if s.phase in (USE, ACTIVATE) else wrong_phase(s)
    if not 0 <= a.die < len(s.dice) or s.die_at[a.die] != POOL:
        return _("That die is no longer available")
    if a.die not in dice_in_pool(s):
        return _("Take the first die showing {value}: dice of one number are alike").format(value=s.dice[a.die])
    return None


def perform_choose_die(s: EmpresarioState, a: ChooseDie) -> None:
    i = a.die
    s.die = i
    s.die_at[i] = TRAY
    s.die_value = s.dice[i]
    s.phase = USE


def check_gamble(s: EmpresarioState, a: Gamble) -> str | None:
    p = s.actor
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


def perform_gamble(s: EmpresarioState, a: Gamble) -> None:
    """Scarlett: re-roll the chosen die and gain $2; no paid adjustment this turn."""
    s.gambled = True
    s.dice[s.die] = s.die_value = rng.roll(s)
    gain(s, s.actor, GAMBLE_GAIN)
    narration.gambled(s.actor, s.die_value, s.money[s.actor])


def check_adjust(s: EmpresarioState, a: AdjustDie) -> str | None:
    p = s.actor
    if s.phase != USE:
        if s.phase == LEFTOVER:
            return _("You may not +/-1 the leftover die")
        return _("You may adjust the die only before using it") if s.phase != DIE else _(WRONG_PHASE[DIE])
    if s.adjusted:
        return _("You may pay to adjust the die only once per turn")
    if s.gambled:
        return _("After gambling you may not pay to change the die")
    if s.money[p] < ADJUST_COST:
        return _("You need {one} to adjust the die and have {money}").format(one=dollars(1),
                                                                             money=dollars(s.money[p]))
    return None


def perform_adjust(s: EmpresarioState, a: AdjustDie) -> None:
    delta = a.delta
    s.adjusted = True
    pay(s, s.actor, ADJUST_COST)
    s.die_value = (s.die_value - 1 + delta) % DIE_FACES + 1
    s.dice[s.die] = s.die_value
    narration.adjusted(s.actor, s.die_value)


def check_claim(s: EmpresarioState, a: ClaimTile) -> str | None:
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
    if not is_open_cell(s, p, c):
        return _("Place the tile orthogonally next to a constructed building of your town")
    return None


def perform_claim(s: EmpresarioState, a: ClaimTile) -> None:
    turn_options.claim(s, a.tile, cell(a.x, a.y))


def check_take_income(s: EmpresarioState, a: TakeIncome) -> str | None:
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


def perform_take_income(s: EmpresarioState, a: TakeIncome) -> None:
    turn_options.take_income(s, a.tile)


def check_activate(s: EmpresarioState, a: Activate) -> str | None:
    if s.phase == DIE:
        return _(WRONG_PHASE[DIE])
    return activate_your_town.activation_reason(s, a.building, a.use, a.trent, a.josephine)


def perform_activate(s: EmpresarioState, a: Activate) -> None:
    activate_your_town.activate(s, a.building, a.use, a.trent, a.josephine)


def check_activate_colour(s: EmpresarioState, a: ActivateColour) -> str | None:
    p = s.actor
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


def perform_activate_colour(s: EmpresarioState, a: ActivateColour) -> None:
    s.colour_mode = COLOUR_NAMES.index(a.colour)
    s.phase = ACTIVATE


def check_build(s: EmpresarioState, a: BuildTile) -> str | None:
    p = s.actor
    if a.tile in unbuilt(s, p):
        return None
    if 0 <= a.tile < len(s.built) and s.built[a.tile] and s.town[p].get(s.cell_of[a.tile]) == a.tile:
        return _("{tile} is built already; choose one of your buildings under construction").format(tile=tile_text(a.tile))
    return _("Choose one of your buildings under construction")


def perform_build(s: EmpresarioState, a: BuildTile) -> None:
    s.pending.pop()
    turn_options.build_unbuilt(s, s.actor, a.tile)


def check_irving_inn(s: EmpresarioState, a: IrvingInn) -> str | None:
    return activate_your_town.irving_reason(s)


def perform_irving_inn(s: EmpresarioState, a: IrvingInn) -> None:
    activate_your_town.irving_inn(s)


def check_skip(s: EmpresarioState, a: Skip) -> str | None:
    return None if s.pending[-1][0] not in (F_BUILD, F_CLAIM) else pending_hint(s)


def perform_skip(s: EmpresarioState, a: Skip) -> None:
    s.pending.pop()


def check_end_turn(s: EmpresarioState, a: EndTurn) -> str | None:
    return None if s.phase in (USE, ACTIVATE) else wrong_phase(s)


def perform_end_turn(s: EmpresarioState, a: EndTurn) -> None:
    flow.end_turn(s)


def check_done(s: EmpresarioState, a: Done) -> str | None:
    if s.phase in (USE, ACTIVATE):
        return _("Done finishes the leftover die at the end of the round; to end your turn, press End turn")
    return None if s.phase == LEFTOVER else wrong_phase(s)


def perform_done(s: EmpresarioState, a: Done) -> None:
    s.leftover_left = 0


Move = tuple[Callable[[EmpresarioState, Any], str | None], Callable[[EmpresarioState, Any], None]]
# Each action: its check and its perform.
MOVES: dict[type[Action], Move] = {
    ChooseCharacter: (check_choose_character, perform_choose_character),
    ChooseStartColour: (check_choose_start_colour, perform_choose_start_colour),
    PlaceStartTile: (check_place_start_tile, perform_place_start_tile),
    ChooseDie: (check_choose_die, perform_choose_die),
    Gamble: (check_gamble, perform_gamble),
    AdjustDie: (check_adjust, perform_adjust),
    ClaimTile: (check_claim, perform_claim),
    TakeIncome: (check_take_income, perform_take_income),
    Activate: (check_activate, perform_activate),
    ActivateColour: (check_activate_colour, perform_activate_colour),
    BuildTile: (check_build, perform_build),
    IrvingInn: (check_irving_inn, perform_irving_inn),
    Skip: (check_skip, perform_skip),
    EndTurn: (check_end_turn, perform_end_turn),
    Done: (check_done, perform_done),
}
# Set-up moves checked while seats still place their starting buildings.
SETUP_MOVES = (ChooseStartColour, PlaceStartTile)
