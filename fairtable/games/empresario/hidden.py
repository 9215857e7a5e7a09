"""What one seat may know, and the rest resampled ("observe").

Hidden in Old West Empresario: the order of the draw pile's unknown part, the other players' starting tiles
(dealt privately and placed face down until built), the tiles they discarded at setup, and the character
cards dealt to them but not played. Everything else (the display, claimed tiles, dice, money, population,
wanted cards) is on the table for all to see.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.hidden import deal_back
from fairtable.games.empresario.data import JESSE
from fairtable.games.empresario.state import EmpresarioState

CHARACTERS = range(1, 13)  # the character cards' ids (0: none)


def observe_state(s: EmpresarioState, viewer: int, seed: int) -> EmpresarioState:
    # A copy that shares every list with ``s`` (an observation is never changed in place: every move is
    # performed on a clone); each part dealt anew below gets lists of its own.
    o = s.sharing_copy()
    o.rng = rng.seed_state(seed)
    # Tiles: the pile's unknown top part, others' setup hands (Jesse's starting tile was revealed to all),
    # others' secret starting tiles and the setup discards, dealt back in that order.
    others = [q for q in range(o.players) if q != viewer]
    dealt = [q for q in others if s.hands[q] and s.character[q] != JESSE]
    secret = s.secret
    secret_cells = ([(q, c) for q in others for c in sorted(c for c, t in s.town[q].items() if secret[t])]
                    if True in secret else [])
    cell_tiles = [s.town[q][c] for q, c in secret_cells]
    places = [s.pile[: s.pile_secret], *(s.hands[q] for q in dealt), cell_tiles, s.setup_discards]
    back = deal_back(o, places, rng.quick_shuffle)
    o.pile = back[0] + s.pile[s.pile_secret:]
    if dealt:
        o.hands = list(s.hands)
        for i, q in enumerate(dealt, 1):
            o.hands[q] = back[i]
    if secret_cells:
        # Only tiles in secret cells are placed; the pile's, the hands' and the discards' never are.
        o.secret = secret = secret[:]
        o.cell_of = cell_of = s.cell_of[:]
        for t in cell_tiles:
            secret[t] = False
            cell_of[t] = -1
        o.town = town = list(s.town)
        for q in {q for q, _c in secret_cells}:
            town[q] = town[q].copy()
        for (q, c), t in zip(secret_cells, back[-2], strict=True):
            town[q][c] = t
            cell_of[t] = c
            secret[t] = True
    o.setup_discards = back[-1]
    # Characters dealt to others and not (or not yet) shown.
    known = set(o.dealt[viewer])
    known.update(o.character)
    unknown = [c for c in CHARACTERS if c not in known]
    rng.quick_shuffle(o, unknown)
    o.dealt = dealt_to = list(o.dealt)
    character = o.character
    for q in others:
        # Sorted, as they were dealt: where the played card sat in the pair would tell whether the hidden
        # one is lower or higher.
        played = character[q]
        cards = [c if c == played else unknown.pop() for c in dealt_to[q]]
        cards.sort()
        dealt_to[q] = cards
    return o


def reveals(before: EmpresarioState, after: EmpresarioState) -> bool:
    """Dice rolls use the PRNG; refilling the display from the pile and building a secret starting
    tile show tiles nobody knew, without it."""
    if before.rng != after.rng or len(before.pile) != len(after.pile) or before.pile_secret != after.pile_secret:
        return True
    return sum(before.secret) != sum(after.secret)
