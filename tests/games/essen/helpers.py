"""Small builders of test states: a game past the draft, with seats, positions and crowd set by hand."""

from __future__ import annotations

from fairtable.engine.actions import Action, shared
from fairtable.games.essen.actions import ACTION_TYPES
from fairtable.games.essen.data import CROWD_PARKING, SYMBOLS, ZONES, data
from fairtable.games.essen.rules import GAME, EssenOptions
from fairtable.games.essen.state import DRAFT, PLAY, EssenState

_BY_KIND = {t.model_fields["kind"].default: t for t in ACTION_TYPES}


def make(kind: str, player: int, ref: str = "") -> Action:
    """The shared action of ``kind`` ("buy", "end_turn" ...) for ``player``, naming ``ref`` if it names a
    component or a space."""
    return shared(_BY_KIND[kind], player, *((ref,) if ref else ()))


def after_draft(players: int = 4, seed: int = 0, **options: bool) -> EssenState:
    """A new game whose wish-list draft is done (each seat keeps the first card offered)."""
    s = GAME.setup(players, EssenOptions(**options), seed)
    while s.phase == DRAFT:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s


def turn_of(seat: int, players: int = 4, seed: int = 0, **options: bool) -> EssenState:
    """Round 1, ``seat`` acting with a fresh action track, every meeple on the parking, no crowd."""
    s = after_draft(players, seed, **options)
    s.phase = PLAY
    s.current = seat
    s.first = seat
    s.order_index = 0
    s.remove_queue = []
    s.crowd = [CROWD_PARKING, CROWD_PARKING]
    return s


def sp(space_id: str) -> int:
    return data().space_index[space_id]


def tile(tile_id: str) -> int:
    return data().tile_index[tile_id]


def zone(colour: str) -> int:
    return ZONES.index(colour)


def symbol(name: str) -> int:
    return SYMBOLS.index(name)


def stand_of(tile_id: str) -> str:
    return data().space_ids[data().tile_space[tile(tile_id)]]


def put_on_stand(s: EssenState, tile_id: str) -> int:
    """Take the tile from wherever it is and lay it on its stand."""
    t = tile(tile_id)
    for pile in (s.storage, s.removed, *s.bag, *s.trunk):
        if t in pile:
            pile.remove(t)
    if t in s.pallet:
        s.pallet[s.pallet.index(t)] = -1
    s.at_stand[t] = True
    return t


def give_event(s: EssenState, tile_id: str, kind: str) -> int:
    """Move a token of that kind from wherever it is onto the tile."""
    d = data()
    def where(i: int) -> int:
        return 0 if i in s.event_pool else 1 if i in s.event_used else 3 if i in s.preorder else 2

    ev = min((i for i, e in enumerate(d.events) if e.kind == kind), key=lambda i: (where(i), i))
    if ev in s.event_pool:
        s.event_pool.remove(ev)
    elif ev in s.event_used:
        s.event_used.remove(ev)
    elif ev in s.preorder:
        s.preorder[s.preorder.index(ev)] = -1
    else:
        s.tile_event[s.tile_event.index(ev)] = -1
    t = tile(tile_id)
    if s.tile_event[t] >= 0:
        s.event_pool.append(s.tile_event[t])
    s.tile_event[t] = ev
    return ev


def buy_into_bag(s: EssenState, seat: int, tile_ids: list[str], where: str = "bag") -> None:
    """Give the seat bought games directly (bag or trunk), as if bought earlier."""
    for tid in tile_ids:
        t = put_on_stand(s, tid)
        s.at_stand[t] = False
        if s.tile_event[t] >= 0:
            s.event_pool.append(s.tile_event[t])
            s.tile_event[t] = -1
        (s.bag if where == "bag" else s.trunk)[seat].append(t)
