"""Turn Options in Detail: claiming a tile from the display into a town ("Claim a Tile", and "Claiming a
tile" with a building's effect), discarding one for income ("Discard for Income"), building a building
("Building a building") and a Native Settlement's one-time effect ("Building Reference"). Every function
works on a state the caller may mutate; rulings.md settles the rest.
"""

from __future__ import annotations

from fairtable.games.empresario import narration, words
from fairtable.games.empresario.data import (
    COLOUR_NAMES,
    NATIVE,
    ROYCE,
    TCOLOUR,
    TICONS,
    TTYPE,
    TVARIANT,
)  # fmt: skip
from fairtable.games.empresario.numbers import (
    CLAIM_ANY_TOKENS,
    INCOME,
    NATIVE_DOLLARS,
    NATIVE_MORE_TOKENS,
    NATIVE_TOKENS,
    STARTING_NATIVE_ACTS_WHEN_BUILT,
)  # fmt: skip
from fairtable.games.empresario.state import (
    AFTER,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    USE,
    EmpresarioState,
    draw,
    gain,
    gain_pop,
)  # fmt: skip

# -- the tiles ------------------------------------------------------------------------------------------------


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
            s.pop[p] -= CLAIM_ANY_TOKENS
            s.pop_given -= CLAIM_ANY_TOKENS
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
        gain_pop(s, p, NATIVE_TOKENS)
        gain(s, p, NATIVE_DOLLARS)
    elif variant == 5:
        gain_pop(s, p, NATIVE_MORE_TOKENS)
    else:
        gain_pop(s, p, NATIVE_TOKENS)
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
