"""The component data of ESSEN: game tiles, wish cards, ranking cards, last-turn tiles, event tokens and the
exhibit hall, read from ``resources/games/essen/`` and validated once; and the hall as a graph, with the
cheapest walk to every space under the round's crowd (rulebook 4.C.1, Moves).

The rulebook names the components but lists none of them; the Chinese text gives the 60 publishers and
games, the last-turn tiles and the promo. Everything else is designed (see docs/games/essen.md). States
refer to components only by int index into the tuples kept here.
"""

from __future__ import annotations

import heapq
from collections import Counter
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fairtable.engine.datafile import fault, load_entries
from fairtable.games.essen.numbers import (
    CROWD_COST,
    EVENT_MIX,
    EVENT_TOKENS,
    GAME_TILES,
    HALL,
    LAST_TURN_TILES,
    PROMO_EVENT_MIX,
    RANKING_CARDS,
    RANKING_RULES,
    STEP_COST,
    TILES_PER_SYMBOL,
    TILES_PER_ZONE,
)
from fairtable.resources import DataFileError, resource_path

Symbol = Literal["meeple", "hourglass", "dice", "cards"]
ZoneColour = Literal["purple", "yellow", "blue", "pink", "green"]
Provenance = Literal["rulebook", "designed"]

SYMBOLS: tuple[str, ...] = ("meeple", "hourglass", "dice", "cards")

ZONES: tuple[str, ...] = ("purple", "yellow", "blue", "pink", "green")

# Where a crowd token can be (the ints kept in ``EssenState.crowd``).
CROWD_PARKING = -1  # setup: both tokens start on the parking, where they cost nothing
CROWD_OUT = -2  # family variant without crowd
CROWD_SPACE = 100  # 100 + space index: the token stands on that one space (courtyard, an entrance)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TileData(_Model):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    title: str = Field(min_length=1)
    publisher: str = Field(min_length=1)
    price: int = Field(ge=15, le=60, multiple_of=5)
    bonus: int = Field(ge=0, le=3)
    stand: int = Field(ge=1, le=60)
    zone: ZoneColour
    symbol: Symbol
    provenance: dict[str, Provenance]


class WishCardData(_Model):
    id: str
    tile: str
    colour: ZoneColour
    provenance: Provenance


class RankingData(_Model):
    id: str
    period: Literal["morning", "afternoon"]
    vp: int = Field(ge=1)
    needs: dict[Symbol, int]
    provenance: Provenance

    @model_validator(mode="after")
    def _positive(self) -> RankingData:
        if not self.needs or any(n <= 0 for n in self.needs.values()):
            raise ValueError("a ranking card needs at least one game of a symbol, each count positive")
        return self


class LastTurnData(_Model):
    id: str
    name: str
    effect: Literal["discount", "symbol_bonus", "fire"]
    symbol: Symbol | None
    promo: bool
    text: str
    provenance: Provenance


class EventData(_Model):
    id: str
    kind: Literal["buzz", "flop", "goodies", "discount", "sold_out", "not_released"]
    vp: int
    discount: int = Field(ge=0)
    promo: bool
    text: str
    provenance: Provenance


class SpaceData(_Model):
    id: str
    kind: Literal["stand", "courtyard", "galeria", "entrance", "parking"]
    zone: ZoneColour | None
    number: int | None
    col: int = Field(ge=0)
    row: int = Field(ge=0)
    adjacent: list[str]
    provenance: Provenance


def _load(name: str, key: str, model: type[_Model]) -> list[Any]:
    """Read one data file and validate every entry (a fault names the file, the entry and the field)."""
    return load_entries(resource_path("games", "essen", name), key, model)


def _fail(name: str, what: str) -> DataFileError:
    return fault(resource_path("games", "essen", name), what)


class EssenData:
    """Every component, validated, with the flat tables the rules use on their hot paths."""

    def __init__(self) -> None:
        self.tiles: tuple[TileData, ...] = tuple(_load("tiles.json", "tiles", TileData))
        self.wish_cards: tuple[WishCardData, ...] = tuple(_load("wish_cards.json", "cards", WishCardData))
        self.rankings: tuple[RankingData, ...] = tuple(_load("rankings.json", "cards", RankingData))
        self.last_turn: tuple[LastTurnData, ...] = tuple(_load("last_turn.json", "tiles", LastTurnData))
        self.events: tuple[EventData, ...] = tuple(_load("events.json", "tokens", EventData))
        self.spaces: tuple[SpaceData, ...] = tuple(_load("hall.json", "spaces", SpaceData))
        self._check_counts()
        self.tile_index: dict[str, int] = {t.id: i for i, t in enumerate(self.tiles)}
        # Wish card i is the card of tile i (one card per game tile).
        order = {c.tile: c for c in self.wish_cards}
        self.wish_cards = tuple(order[t.id] for t in self.tiles)
        self.space_ids: tuple[str, ...] = tuple(s.id for s in self.spaces)
        self.space_index: dict[str, int] = {s: i for i, s in enumerate(self.space_ids)}
        by_number = {s.number: i for i, s in enumerate(self.spaces) if s.kind == "stand"}
        self.tile_space: tuple[int, ...] = tuple(by_number[t.stand] for t in self.tiles)
        self.space_tile: tuple[int, ...] = tuple(
            self.tile_space.index(i) if i in self.tile_space else -1 for i in range(len(self.spaces))
        )
        self.tile_symbol: tuple[int, ...] = tuple(SYMBOLS.index(t.symbol) for t in self.tiles)
        self.tile_zone: tuple[int, ...] = tuple(ZONES.index(t.zone) for t in self.tiles)
        self.tile_price: tuple[int, ...] = tuple(t.price for t in self.tiles)
        self.tile_bonus: tuple[int, ...] = tuple(t.bonus for t in self.tiles)
        self.space_zone: tuple[int, ...] = tuple(ZONES.index(s.zone) if s.zone else -1 for s in self.spaces)
        self.adjacency: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.space_index[a] for a in s.adjacent) for s in self.spaces
        )
        self.parking: int = self.space_index["parking"]
        self.courtyard: int = self.space_index["courtyard"]
        self.entrances: tuple[int, ...] = tuple(i for i, s in enumerate(self.spaces) if s.kind == "entrance")
        self.morning: tuple[int, ...] = tuple(i for i, r in enumerate(self.rankings) if r.period == "morning")
        self.afternoon: tuple[int, ...] = tuple(i for i, r in enumerate(self.rankings) if r.period == "afternoon")
        self.ranking_needs: tuple[tuple[int, int, int, int], ...] = tuple(
            tuple(r.needs.get(s, 0) for s in SYMBOLS) for r in self.rankings  # type: ignore[misc]
        )
        self.event_vp: tuple[int, ...] = tuple(e.vp for e in self.events)
        self.event_discount: tuple[int, ...] = tuple(e.discount for e in self.events)
        self.event_kind: tuple[str, ...] = tuple(e.kind for e in self.events)

    def _check_counts(self) -> None:
        """The rulebook's fixed counts (and rulings.md's constraints on the designed data)."""
        if len(self.tiles) != GAME_TILES:
            raise _fail("tiles.json", f"there must be {GAME_TILES} game tiles, not {len(self.tiles)}")
        if len({t.id for t in self.tiles}) != GAME_TILES or len({t.stand for t in self.tiles}) != GAME_TILES:
            raise _fail("tiles.json", "tile ids and stand numbers must be unique")
        if len({t.publisher for t in self.tiles}) != GAME_TILES:
            raise _fail("tiles.json", f"each of the {GAME_TILES} publishers has exactly one game tile")
        for sym, n in Counter(t.symbol for t in self.tiles).items():
            if n != TILES_PER_SYMBOL:
                raise _fail("tiles.json", f"there must be {TILES_PER_SYMBOL} {sym} games, not {n}")
        for zone, n in Counter(t.zone for t in self.tiles).items():
            if n != TILES_PER_ZONE:
                raise _fail("tiles.json", f"the {zone} zone must hold {TILES_PER_ZONE} games, not {n}")
        if sorted(c.tile for c in self.wish_cards) != sorted(t.id for t in self.tiles):
            raise _fail("wish_cards.json", "there must be exactly one wish card per game tile")
        periods = Counter(r.period for r in self.rankings)
        if periods["morning"] != RANKING_CARDS or periods["afternoon"] != RANKING_CARDS:
            raise _fail("rankings.json", "there must be 9 morning and 9 afternoon ranking cards")
        if sum(1 for t in self.last_turn if not t.promo) != LAST_TURN_TILES:
            raise _fail("last_turn.json", "there must be 5 last-turn tiles besides the promo")
        if sum(1 for e in self.events if not e.promo) != EVENT_TOKENS:
            raise _fail("events.json", "there must be 14 event tokens besides the promo ones")
        if Counter(e.kind for e in self.events if not e.promo) != Counter(EVENT_MIX):
            raise _fail("events.json", "the 14 event tokens are Buzz x1, Flop x1, Goodies x3, Discount x3, Sold out x6")
        if Counter(e.kind for e in self.events if e.promo) != Counter(PROMO_EVENT_MIX):
            raise _fail("events.json", "the promo adds 3 'not released' event tokens")
        for r in self.rankings:
            vp, fewest, most = RANKING_RULES[r.period]
            games = sum(r.needs.values())
            if r.vp != vp:
                raise _fail("rankings.json", f"entry {r.id}, field vp: a {r.period} card scores {vp} VP, not {r.vp}")
            if not fewest <= games <= most:
                raise _fail("rankings.json", f"entry {r.id}, field needs: a {r.period} card asks for {fewest} to "
                            f"{most} games, not {games}")
        base = [t for t in self.last_turn if not t.promo]
        if sorted((t.effect, t.symbol or "") for t in base) != sorted(
            [("discount", "")] + [("symbol_bonus", sym) for sym in SYMBOLS]
        ):
            raise _fail("last_turn.json", "the 5 last-turn tiles are the sale and one +2 VP tile per symbol")
        if [t.effect for t in self.last_turn if t.promo] != ["fire"]:
            raise _fail("last_turn.json", "the promo adds one fire last-turn tile")
        kinds = Counter(s.kind for s in self.spaces)
        if kinds != Counter(HALL):
            raise _fail("hall.json", "the hall needs 60 stands, 1 courtyard, 2 Galeria spaces, 2 entrances, 1 parking")
        ids = {s.id for s in self.spaces}
        cells: set[tuple[int, int]] = set()
        for s in self.spaces:
            for a in s.adjacent:
                if a not in ids:
                    raise _fail("hall.json", f"entry {s.id}, field adjacent: unknown space {a}")
            if (s.col, s.row) in cells:
                raise _fail("hall.json", f"entry {s.id}, field col: two spaces on one grid cell")
            cells.add((s.col, s.row))
        by_id = {s.id: s for s in self.spaces}
        for s in self.spaces:
            for a in s.adjacent:
                if s.id not in by_id[a].adjacent:
                    raise _fail("hall.json", f"entry {s.id}, field adjacent: {a} does not list it back")
            zones = {by_id[a].zone for a in s.adjacent if by_id[a].kind == "stand"}
            if s.kind == "galeria" and len(zones) > 1:  # a walk through the Galeria passes both boxes
                raise _fail("hall.json", f"entry {s.id}, field adjacent: a Galeria box touches the stands of one zone only")
        stands = {s.number for s in self.spaces if s.kind == "stand"}
        for t in self.tiles:
            if t.stand not in stands:
                raise _fail("tiles.json", f"entry {t.id}, field stand: no stand {t.stand} in the hall")
            space = next(s for s in self.spaces if s.number == t.stand)
            if space.zone != t.zone:
                raise _fail("tiles.json", f"entry {t.id}, field zone: stand {t.stand} is in the {space.zone} zone")


@cache
def data() -> EssenData:
    """The components, loaded once per process and shared by every state."""
    return EssenData()


# -- the exhibit hall as a graph (rulebook 4.C.1, Moves) ----------------------------------------------------
#
# A walk to a distant space is one action along the cheapest path, so the rules need the cost of every space
# from the meeple's space under the round's crowd. The crowd changes once a round and there are few
# configurations, so the distances are computed once per (crowd, start) and cached for the process.
_enter_cache: dict[tuple[int, ...], tuple[int, ...]] = {}
_dist_cache: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] = {}


def enter_costs(crowd: tuple[int, ...]) -> tuple[int, ...]:
    """The AP it costs to enter each space under this crowd: 2 on a crowded space, else 1."""
    costs = _enter_cache.get(crowd)
    if costs is None:
        d = data()
        zones = {c for c in crowd if 0 <= c < CROWD_SPACE}
        spaces = {c - CROWD_SPACE for c in crowd if c >= CROWD_SPACE}
        costs = tuple(
            CROWD_COST if (d.space_zone[i] in zones or i in spaces) else STEP_COST for i in range(len(d.spaces))
        )
        _enter_cache[crowd] = costs
    return costs


def distances(crowd: tuple[int, ...], start: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """(cost of the cheapest walk from ``start`` to every space, [(cost, space)] sorted by cost without
    ``start``). Dijkstra over the adjacency of hall.json, entering costs from :func:`enter_costs`."""
    key = (crowd, start)
    hit = _dist_cache.get(key)
    if hit is not None:
        return hit
    d = data()
    enter = enter_costs(crowd)
    n = len(d.spaces)
    dist = [1 << 30] * n
    dist[start] = 0
    heap = [(0, start)]
    while heap:
        cost, u = heapq.heappop(heap)
        if cost > dist[u]:
            continue
        for v in d.adjacency[u]:
            c = cost + enter[v]
            if c < dist[v]:
                dist[v] = c
                heapq.heappush(heap, (c, v))
    ordered = tuple(sorted((c, v) for v, c in enumerate(dist) if v != start))
    hit = (tuple(dist), ordered)
    _dist_cache[key] = hit
    return hit


def cheapest_path(crowd: tuple[int, ...], start: int, goal: int) -> list[int]:
    """One cheapest path from ``start`` to ``goal`` (spaces after ``start``), for describing a walk."""
    d = data()
    enter = enter_costs(crowd)
    dist = distances(crowd, start)[0]
    path = [goal]
    here = goal
    while here != start:
        here = next(u for u in d.adjacency[here] if dist[u] + enter[here] == dist[here])
        path.append(here)
    path.reverse()
    return path[1:]
