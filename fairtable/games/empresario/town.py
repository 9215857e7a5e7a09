"""A seat's money, population and town: paying and gaining, the population supply, drawing tiles, the
open spaces of a town, and the tiles themselves (building, claiming from the display, a Native
Settlement's one-time effect, taking income). Every function works on a state the caller may mutate.

Rulebook sections: "Turn Options in Detail", "Building Reference"; rulings.md settles the rest.
"""

from __future__ import annotations

from fairtable.games.empresario import narration, words
from fairtable.games.empresario.data import (
    COLOUR_NAMES,
    NAKOMA,
    NATIVE,
    ROYCE,
    TCOLOUR,
    TICONS,
    TTYPE,
    TVARIANT,
)  # fmt: skip
from fairtable.games.empresario.state import (
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    NEIGHBOURS,
    POOL,
    USE,
    EmpresarioState,
    cell,
)  # fmt: skip
from fairtable.i18n import N_

POPULATION_PER_PLAYER = 15
INCOME = 3
AFTER = "after"  # the turn's option is done; pending effects are still to resolve
HOME = cell(0, 0)  # the Town Hall's cell
HOME_NEIGHBOURS = tuple(HOME + d for d in NEIGHBOURS)
NO_SPACE = N_("There is no empty space next to a constructed building of your town")
# A Native Settlement that starts the game face down (one of the dealt starting tiles, or Jesse's green
# tile) was never claimed: built later, it is an ordinary constructed building and its one-time effect does
# not happen (it activates "once immediately when claimed -- and never again"). True: it acts once when built.
STARTING_NATIVE_ACTS_WHEN_BUILT = False


# -- small helpers ----------------------------------------------------------------------------------------


def gain(s: EmpresarioState, p: int, dollars: int) -> None:
    s.money[p] += dollars
    s.minted += dollars


def pay(s: EmpresarioState, p: int, dollars: int) -> None:
    s.money[p] -= dollars
    s.minted -= dollars


def gain_pop(s: EmpresarioState, p: int, tokens: int) -> None:
    """Population tokens; beyond the supply they are still paid out (rulings.md)."""
    s.pop[p] += tokens
    s.pop_given += tokens


def supply(s: EmpresarioState) -> int:
    return POPULATION_PER_PLAYER * s.players - s.pop_given


def draw(s: EmpresarioState) -> int:
    """The top tile of the draw pile, or -1 when it is empty."""
    if not s.pile:
        return -1
    if s.pile_secret:
        s.pile_secret -= 1
    return s.pile.pop(0)


def open_cells(s: EmpresarioState, p: int) -> list[int]:
    """Empty cells orthogonally adjacent to a constructed building of seat p's town (the grid is unbounded)."""
    town = s.town[p]
    built = s.built
    out = set()
    for c, t in town.items():
        if built[t]:
            for d in NEIGHBOURS:
                n = c + d
                if n not in town:
                    out.add(n)
    return sorted(out)


def unbuilt(s: EmpresarioState, p: int) -> list[int]:
    built = s.built
    return sorted(t for t in s.town[p].values() if not built[t])


def constructed(s: EmpresarioState, p: int) -> int:
    built = s.built
    return sum(1 for t in s.town[p].values() if built[t])


def claim_columns(s: EmpresarioState) -> tuple[int, ...]:
    """Columns (1..6) a claim may take from now, or () when no claim is possible."""
    if s.pending:
        kind, col = s.pending[-1]
        if kind == F_CLAIM:
            return (col,)
        if kind == F_CLAIM_ANY:
            return (1, 2, 3, 4, 5, 6) if s.pop[s.actor] >= 2 else ()
        return ()
    if s.phase != USE:
        return ()
    v = s.die_value
    if s.character[s.actor] == NAKOMA:  # a free +/-1 when claiming
        return (v, v % 6 + 1, (v - 2) % 6 + 1)
    return (v,)


def leftover_value(s: EmpresarioState) -> int:
    for i, where in enumerate(s.die_at):
        if where == POOL:
            return s.dice[i]
    return 0


# -- tiles ------------------------------------------------------------------------------------------------


def build(s: EmpresarioState, p: int, t: int) -> None:
    """Turn a tile face up; Royce the Shopkeep collects $1 per new colour and per new stock icon."""
    s.built[t] = True
    s.secret[t] = False
    bits = 1 << TCOLOUR[t]
    for i in TICONS[t]:
        bits |= 1 << (10 + i)
    new = bits & ~s.royce_seen[p]
    s.royce_seen[p] |= bits
    if new and s.character[p] == ROYCE:
        gain(s, p, bin(new).count("1"))
        if narration.telling():
            colours = [words.colour(COLOUR_NAMES[c]) for c in range(10) if new & (1 << c)]
            icons = [words.icon(i) for i in range(3) if new & (1 << (10 + i))]
            narration.royce_collects(p, colours, icons, s.money[p])


def take_from_display(s: EmpresarioState, t: int) -> None:
    """Remove a tile from its column and refill the column from the draw pile at once. Once the last tile
    of the pile has gone into the display, the game ends with this round ("Running out of tiles"), even if
    an income discard later goes under the empty pile."""
    for number, col in enumerate(s.display, start=1):
        if t in col:
            col.remove(t)
            nxt = draw(s)
            if nxt >= 0:
                col.append(nxt)
            if not s.pile:
                s.tiles_out = True
            narration.refilled(number, nxt, len(s.pile))
            return


def claim(s: EmpresarioState, t: int, c: int) -> None:
    """Place a claimed tile face down in the town; a Native Settlement is built and acts at once."""
    p = s.actor
    if s.pending and s.pending[-1][0] in (F_CLAIM, F_CLAIM_ANY):
        kind, _ = s.pending.pop()
        if kind == F_CLAIM_ANY:
            s.pop[p] -= 2
            s.pop_given -= 2
    elif s.phase == USE:
        s.phase = AFTER
    take_from_display(s, t)
    s.town[p][c] = t
    s.cell_of[t] = c
    if TTYPE[t] == NATIVE:
        build(s, p, t)
        native_effect(s, p, t)
        narration.native_acts(p, t, s.money[p], s.pop[p])


def native_effect(s: EmpresarioState, p: int, t: int) -> None:
    """A Native Settlement's one-time effect (its variant), done at once; choices go on the pending stack."""
    s.activated.add(t)
    variant = TVARIANT[t]
    if variant == 1:
        gain_pop(s, p, 1)
        gain(s, p, 2)
    elif variant == 5:
        gain_pop(s, p, 2)
    else:
        gain_pop(s, p, 1)
        s.pending.append({2: (F_BUILD_OPT, 0), 3: (F_CLAIM_ANY, 0), 4: (F_EXTRA, 0)}[variant])


def build_unbuilt(s: EmpresarioState, p: int, t: int) -> None:
    """"Build a building": turn one of the town's face-down tiles face up (Town Hall, Carpenter, Native)."""
    build(s, p, t)
    if STARTING_NATIVE_ACTS_WHEN_BUILT and TTYPE[t] == NATIVE:
        native_effect(s, p, t)


def take_income(s: EmpresarioState, t: int) -> None:
    """Discard a tile of the column to the bottom of the draw pile and take $3."""
    if narration.telling():  # told first: the refill of the column follows it
        narration.income(s.actor, t, s.money[s.actor] + INCOME, s.pop[s.actor])
    if t >= 0:
        take_from_display(s, t)
        s.pile.append(t)
    gain(s, s.actor, INCOME)
    s.phase = AFTER
