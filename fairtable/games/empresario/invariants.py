"""What must hold in every state of Old West Empresario: the engine's tests and the arena check it after
every action."""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.games.empresario.data import TILE_COUNT, TNAME
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    HOME,
    POOL,
    START,
    USE,
    EmpresarioState,
)  # fmt: skip


def broken(state: EmpresarioState) -> list[str]:
    """Broken invariants of ``state``: every tile in exactly one place, each town's Town Hall at home, the
    bank's books for money and VP tokens, the draw pile's unknown part, the wanted cards, the characters
    and the dice; [] when sound."""
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
        if s.town[p].get(HOME) != 62 + p:
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
