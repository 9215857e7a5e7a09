"""What one seat may know, and the rest resampled ("observe").

Hidden in Old West Empresario: the order of the draw pile's unknown part, the other players' starting tiles
(dealt privately and placed face down until built), the tiles they discarded at setup, and the character
cards dealt to them but not played. Everything else (the display, claimed tiles, dice, money, population,
wanted cards) is on the table for all to see.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.games.empresario.data import JESSE
from fairtable.games.empresario.state import EmpresarioState


def observe_state(s: EmpresarioState, viewer: int, seed: int) -> EmpresarioState:
    o = s.clone()
    o.rng = rng.seed_state(seed)
    # Tiles: the pile's unknown top part, others' setup hands and discards, others' secret starting tiles.
    pool: list[int] = o.pile[: o.pile_secret]
    secret_cells: list[tuple[int, int]] = []
    for q in range(o.players):
        if q == viewer:
            continue
        if o.character[q] != JESSE:  # Jesse's starting tile was revealed to all
            pool += o.hands[q]
        for c, t in sorted(o.town[q].items()):
            if o.secret[t]:
                secret_cells.append((q, c))
                pool.append(t)
    pool += o.setup_discards
    for t in pool:
        o.secret[t] = False
        o.cell_of[t] = -1
    # Sorted first, so the result depends on what the viewer knows and the seed, not on where the
    # hidden tiles really lie (a bot searching many resamples then cannot tell two such states apart).
    pool.sort()
    rng.shuffle(o, pool)
    k = o.pile_secret
    o.pile[:k] = pool[:k]
    for q in range(o.players):
        if q != viewer and o.hands[q] and o.character[q] != JESSE:
            n = len(o.hands[q])
            o.hands[q] = pool[k : k + n]
            k += n
    for q, c in secret_cells:
        t = pool[k]
        k += 1
        o.town[q][c] = t
        o.cell_of[t] = c
        o.secret[t] = True
    o.setup_discards = pool[k:]
    # Characters dealt to others and not (or not yet) shown.
    known = set(o.dealt[viewer]) | {c for c in o.character if c > 0}
    unknown = [c for c in range(1, 13) if c not in known]
    rng.shuffle(o, unknown)
    for q in range(o.players):
        if q == viewer:
            continue
        # Sorted, as they were dealt: where the played card sat in the pair would tell whether the hidden
        # one is lower or higher.
        o.dealt[q] = sorted(c if c == o.character[q] else unknown.pop() for c in o.dealt[q])
    return o


def reveals(before: EmpresarioState, after: EmpresarioState) -> bool:
    """Dice rolls use the PRNG; refilling the display from the pile and building a secret starting
    tile show tiles nobody knew, without it."""
    if before.rng != after.rng or len(before.pile) != len(after.pile) or before.pile_secret != after.pile_secret:
        return True
    return sum(before.secret) != sum(after.secret)
