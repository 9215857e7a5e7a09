"""The board of ESSEN for one viewer: every zone and piece of the physical game.

Zone ids (the view places hall spaces by the ``col``/``row`` of hall.json):

- ``space:<space id>``: the 66 hall spaces (``s01``..``s60`` stands, ``courtyard``, ``galeria1``,
  ``galeria2``, ``entrance1``, ``entrance2``, ``parking``); a stand's label is "<number> <publisher>".
- ``hallzone:<colour>``: the five colour zones (purple, yellow, blue, pink, green), where crowd tokens lie.
- ``storage:<2..7>``: the storage boxes (face-down tiles; box 7 holds the face-down last-turn tile).
- ``pallet:<0..5>``: the pallet truck slots, "-1", "+1", "+1", "+1", "E", "E".
- ``events:pool`` (face-down event tokens), ``events:used`` (tokens of bought or removed games).
- ``popularity:<symbol>:<0..6>``: the four popularity tracks.
- ``score:<0..99>``: the score track (markers at VP mod 100; the label gives the full VP).
- ``ranking:<0..2>``: the ranking table (BoardGameGeek, Tric Trac, Fairplay); ``rankings:afternoon``: the
  face-down afternoon pile before the midday scoring.
- ``wishlist`` (the common wish list, face up), ``wishdeck`` (face down), ``wishdiscard`` (face up).
- ``lastturn``: the revealed last-turn tile. ``departure:1``, ``departure:2``: early departure (6 and 3 VP).
- ``firstplayer:<seat>``: where the Press card / first player token lies. ``box``: games out of the game
  (2-player removal drags a tile here). ``bank``: the money reserve.
- Per seat p: ``track:<p>:<0..8>`` (0 is the start point; 3..8 are bag spaces), ``bag:<p>`` (the drop zone
  for buying: drag ``tile:<id>`` here), ``preorder:<p>``, ``trunk:<p>`` (drop a bag tile here to unload)
  with ``trunk:<p>:<symbol>``, ``money:<p>``, ``hand:<p>`` (wish cards; drop a drafted or play-tested
  ``wish:<id>`` here to keep it), ``draft:<p>`` and ``playtest:<p>`` (cards to choose from).

Pieces: ``tile:<id>``, ``wish:<id>`` (face up) or anonymous face-down backs, ``event:<id>``,
``meeple:<p>`` (hall), ``action:<p>`` (action track), ``scoremarker:<p>``, ``popmarker:<symbol>``,
``crowd:<0|1>``, ``ranking:<id>``, ``firstplayer``, ``lastturn:<id>``, ``bills:<p>:<value>``.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.games.essen import hall
from fairtable.games.essen.data import SYMBOLS, ZONES, data, symbol_count
from fairtable.games.essen.flow import LAST_ROUND, POPULARITY_MAX, STORAGE_BOXES, TILES_PER_BOX
from fairtable.games.essen.state import (
    DISCARDS_FACE_UP,
    DRAFT,
    KEEP,
    OVER,
    PALLET_LABELS,
    RANKING_SITES,
    REMOVE,
    TRACK_SPACES,
    EssenState,
)

BILLS = (50, 20, 10, 5)
SCORE_CELLS = 100


@cache
def _static_zones(players: int) -> tuple[Zone, ...]:
    d = data()
    zones: list[Zone] = []
    for i, s in enumerate(d.spaces):
        if s.kind == "stand":
            tile = d.tiles[d.space_tile[i]]
            zones.append(Zone(f"space:{s.id}", "slot", f"{s.number} {tile.publisher}", capacity=None,
                              tooltip=f"Stand {s.number}, {s.zone} zone: {tile.publisher} ({tile.title})"))
        else:
            label = {"courtyard": "Central courtyard", "parking": "Parking", "galeria": "Galeria",
                     "entrance": "Entrance"}[s.kind]
            zones.append(Zone(f"space:{s.id}", "area", label, tooltip=f"{label} ({s.id})"))
    zones += [Zone(f"hallzone:{z}", "area", f"{z.capitalize()} zone") for z in ZONES]
    zones += [Zone(f"storage:{b}", "stack", f"Storage {b}") for b in (*STORAGE_BOXES, LAST_ROUND)]
    zones += [Zone(f"pallet:{k}", "slot", f"Pallet {PALLET_LABELS[k]}", capacity=1) for k in range(6)]
    zones += [Zone("events:pool", "stack", "Event tokens"), Zone("events:used", "area", "Used events")]
    for sym in SYMBOLS:
        zones += [Zone(f"popularity:{sym}:{v}", "slot", f"{sym} {v}") for v in range(POPULARITY_MAX + 1)]
    zones += [Zone(f"score:{v}", "slot", str(v)) for v in range(SCORE_CELLS)]
    zones += [Zone(f"ranking:{k}", "slot", RANKING_SITES[k], capacity=1) for k in range(3)]
    zones += [
        Zone("rankings:afternoon", "stack", "Afternoon ranking cards"),
        Zone("wishlist", "grid", "Common wish list"),
        Zone("wishdeck", "stack", "Wish list deck"),
        Zone("wishdiscard", "stack", "Wish list discards"),
        Zone("lastturn", "slot", "Last-turn tile", capacity=1),
        Zone("departure:1", "slot", "Early departure: 6 VP", capacity=1),
        Zone("departure:2", "slot", "Early departure: 3 VP", capacity=1),
        Zone("box", "area", "Out of the game"),
        Zone("bank", "area", "Bank"),
    ]
    for p in range(players):
        zones.append(Zone(f"firstplayer:{p}", "slot", "First player", owner=p, capacity=1))
        zones.append(Zone(f"track:{p}:0", "slot", "Start point", owner=p, capacity=1))
        zones += [Zone(f"track:{p}:{k}", "slot", f"Action {k}" + (" (bag)" if k >= 3 else ""), owner=p)
                  for k in range(1, TRACK_SPACES + 1)]
        zones += [
            Zone(f"bag:{p}", "area", "Bag", owner=p, capacity=6, tooltip="Drop a game here to buy it"),
            Zone(f"preorder:{p}", "slot", "Pre-order", owner=p, capacity=1),
            Zone(f"trunk:{p}", "area", "Car trunk", owner=p, tooltip="Drop a bag game here to unload"),
        ]
        zones += [Zone(f"trunk:{p}:{sym}", "stack", f"Trunk: {sym}", owner=p) for sym in SYMBOLS]
        zones += [
            Zone(f"money:{p}", "area", "Money", owner=p),
            Zone(f"hand:{p}", "fan", "Wish cards", owner=p),
            Zone(f"draft:{p}", "fan", "Draft", owner=p),
            Zone(f"playtest:{p}", "fan", "Play-test", owner=p),
        ]
    return tuple(zones)


@cache
def _tile_text(tile: int) -> tuple[str, str]:
    t = data().tiles[tile]
    label = f"{t.title} €{t.price}"
    tip = (f"{t.title} ({t.publisher}): €{t.price}, bonus {t.bonus} VP, {t.symbol}, "
           f"stand {t.stand} ({t.zone} zone)")
    return label, tip


@cache
def _ranking_text(card: int) -> str:
    r = data().rankings[card]
    needs = " + ".join(symbol_count(n, sym) for sym, n in r.needs.items())
    return f"{needs}: {r.vp} VP"


def _crowd_zone(c: int) -> str:
    d = data()
    if c == hall.CROWD_PARKING:
        return "space:parking"
    if c == hall.CROWD_OUT:
        return "box"
    if c >= hall.CROWD_SPACE:
        return f"space:{d.space_ids[c - hall.CROWD_SPACE]}"
    return f"hallzone:{ZONES[c]}"


def _bills(amount: int) -> list[tuple[int, int]]:
    out = []
    for value in BILLS:
        out.append((value, amount // value))
        amount %= value
    return out


def build_layout(s: EssenState, viewer: int | None) -> Layout:
    d = data()
    pieces: list[Piece] = []
    add = pieces.append
    tiles = d.tiles
    ids = d.space_ids
    # Tiles in the hall, on the pallet, in bags and trunks, out of the game; events ride on their tiles.
    for t in range(len(tiles)):
        if s.at_stand[t]:
            zone = f"space:{ids[d.tile_space[t]]}"
            label, tip = _tile_text(t)
            add(Piece(f"tile:{tiles[t].id}", "tile", zone, 0, True, f"essen/tile/{tiles[t].symbol}", label, tip))
            if s.tile_event[t] >= 0:
                add(_event(s.tile_event[t], zone))
    for k, t in enumerate(s.pallet):
        if t >= 0:
            label, tip = _tile_text(t)
            add(Piece(f"tile:{tiles[t].id}", "tile", f"pallet:{k}", 0, True, f"essen/tile/{tiles[t].symbol}", label, tip))
            if s.tile_event[t] >= 0:
                add(_event(s.tile_event[t], f"pallet:{k}"))
    for t in s.removed:
        label, tip = _tile_text(t)
        add(Piece(f"tile:{tiles[t].id}", "tile", "box", 0, True, f"essen/tile/{tiles[t].symbol}", label, tip))
    full_boxes = len(s.storage) // TILES_PER_BOX
    for box in STORAGE_BOXES[len(STORAGE_BOXES) - full_boxes :]:
        for k in range(TILES_PER_BOX):
            add(Piece(f"storage:{box}:{k}", "tile", f"storage:{box}", k, False))
    if s.last_turn < 0:
        add(Piece("lastturn:hidden", "tile", f"storage:{LAST_ROUND}", 0, False))
    else:
        lt = d.last_turn[s.last_turn]
        add(Piece(f"lastturn:{lt.id}", "tile", "lastturn", 0, True, "essen/lastturn", lt.name, lt.text))
    for k in range(len(s.event_pool)):
        add(Piece(f"eventback:{k}", "token", "events:pool", k, False))
    for k, ev in enumerate(s.event_used):
        add(_event(ev, "events:used", k))
    for k, sym in enumerate(SYMBOLS):
        add(Piece(f"popmarker:{sym}", "marker", f"popularity:{sym}:{s.popularity[k]}", 0, True, "essen/popmarker",
                  str(s.popularity[k]), f"{sym} games score {s.popularity[k]} VP this round"))
    for k, card in enumerate(s.rankings):
        add(Piece(f"ranking:{d.rankings[card].id}", "card", f"ranking:{k}", 0, True,
                  f"essen/ranking/{d.rankings[card].period}", _ranking_text(card), _ranking_text(card)))
    if not s.family and s.round <= 3 and s.phase != OVER:
        for k in range(len(d.afternoon)):
            add(Piece(f"rankingback:{k}", "card", "rankings:afternoon", k, False))
    for k in range(len(s.deck)):
        add(Piece(f"wishback:deck:{k}", "card", "wishdeck", k, False))
    for k, c in enumerate(s.common):
        add(_wish(c, "wishlist", k))
    for k, c in enumerate(s.discard):
        add(_wish(c, "wishdiscard", k) if DISCARDS_FACE_UP else Piece(f"wishback:discard:{k}", "card", "wishdiscard", k, False))
    for i, c in enumerate(s.crowd):
        add(Piece(f"crowd:{i}", "token", _crowd_zone(c), i, True, "essen/crowd", "Crowd", "Entering costs 2 AP"))
    first_label = "Press card" if s.round == 1 else "First player"
    add(Piece("firstplayer", "token", f"firstplayer:{s.first}", 0, True, "essen/firstplayer", first_label, first_label))
    add(Piece("bills:bank", "bill", "bank", 0, True, "essen/bill", f"€{s.bank}", f"The bank holds €{s.bank}"))
    for p in range(s.players):
        _player_pieces(s, p, viewer, add)
    info = _info(s)
    return Layout(zones=list(_static_zones(s.players)), pieces=pieces, info=info)


def _event(ev: int, zone: str, order: int = 1) -> Piece:
    e = data().events[ev]
    return Piece(f"event:{e.id}", "token", zone, order, True, f"essen/event/{e.kind}", e.kind.replace("_", " ").capitalize(), e.text)


@cache
def _wish_text(card: int) -> tuple[str, str]:
    t = data().tiles[card]
    return t.title, f"Wish list: {t.title} ({t.publisher}), {t.symbol}, stand {t.stand}"


def _wish(card: int, zone: str, order: int, owner: int | None = None) -> Piece:
    label, tip = _wish_text(card)
    t = data().tiles[card]
    return Piece(f"wish:{t.id}", "card", zone, order, True, f"essen/wish/{t.zone}", label, tip, owner)


def _hidden_cards(cards: list[int], zone: str, key: str, p: int, show: bool, add, first: int = 0) -> None:  # type: ignore[no-untyped-def]
    for k, c in enumerate(cards, start=first):
        if show:
            add(_wish(c, zone, k, p))
        else:
            add(Piece(f"wishback:{key}:{p}:{k}", "card", zone, k, False, owner=p))


def _player_pieces(s: EssenState, p: int, viewer: int | None, add) -> None:  # type: ignore[no-untyped-def]
    d = data()
    tiles = d.tiles
    mine = viewer == p
    departed = s.departed.index(p) if p in s.departed[:2] else -1
    zone = f"departure:{departed + 1}" if departed >= 0 else f"space:{d.space_ids[s.position[p]]}"
    add(Piece(f"meeple:{p}", "meeple", zone, 0, True, "essen/meeple", f"Player {p + 1}", "", p))
    add(Piece(f"action:{p}", "meeple", f"track:{p}:{s.action_pos[p]}", 0, True, "essen/action",
              f"{s.ap(p)} AP", f"{s.ap(p)} action points left", p))
    for k, t in enumerate(s.bag[p]):
        label, tip = _tile_text(t)
        add(Piece(f"tile:{tiles[t].id}", "tile", f"track:{p}:{TRACK_SPACES - k}", 0, True,
                  f"essen/tile/{tiles[t].symbol}", label, tip, p))
    for k, t in enumerate(s.trunk[p]):
        label, tip = _tile_text(t)
        add(Piece(f"tile:{tiles[t].id}", "tile", f"trunk:{p}:{tiles[t].symbol}", k, True,
                  f"essen/tile/{tiles[t].symbol}", label, tip, p))
    if s.preorder[p] >= 0:
        add(_event(s.preorder[p], f"preorder:{p}", 0))
    add(Piece(f"scoremarker:{p}", "marker", f"score:{s.vp[p] % SCORE_CELLS}", p, True, "essen/scoremarker",
              f"{s.vp[p]} VP", f"Player {p + 1}: {s.vp[p]} VP", p))
    for value, count in _bills(s.money[p]):
        if not count:
            continue
        add(Piece(f"bills:{p}:{value}", "bill", f"money:{p}", value, True, f"essen/bill/{value}",
                  f"{count} × €{value}", f"€{s.money[p]} in all", p))
    # Once the game is over the wish lists are scored in the open: everyone's cards are shown.
    if mine or s.phase == OVER:
        _hidden_cards(s.hand[p], f"hand:{p}", "hand", p, True, add)
    else:
        # Cards taken openly from the common wish list stay face up for everyone, ahead of the backs.
        public = s.hand_public[p]
        for k, c in enumerate(public):
            add(_wish(c, f"hand:{p}", k, p))
        _hidden_cards([c for c in s.hand[p] if c not in public], f"hand:{p}", "hand", p, False, add, len(public))
    _hidden_cards(s.draft[p], f"draft:{p}", "draft", p, mine, add)
    if s.phase == KEEP and s.current == p:
        _hidden_cards(s.pending, f"playtest:{p}", "playtest", p, mine, add)


_PHASES = {DRAFT: "Wish list draft", REMOVE: "Removing a game (2 players)", KEEP: "Play-test: keep a card",
           OVER: "Game over"}


def _info(s: EssenState) -> dict[str, str]:
    d = data()
    info = {
        "round": f"Round {s.round} of {LAST_ROUND}",
        "phase": _PHASES.get(s.phase, "Actions"),
        "popularity": ", ".join(f"{sym} {s.popularity[k]}" for k, sym in enumerate(SYMBOLS)),
        "crowd": ", ".join(_crowd_zone(c).split(":")[1] for c in s.crowd if c != hall.CROWD_OUT) or "none (family version)",
        "bank": f"€{s.bank}",
    }
    if s.last_turn >= 0:
        info["last turn"] = d.last_turn[s.last_turn].text
    for p in range(s.players):
        info[f"player {p + 1}"] = f"€{s.money[p]}, {s.vp[p]} VP, {s.ap(p)} AP, {len(s.bag[p])} in bag"
    return info
