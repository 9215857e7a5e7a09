"""The board of ESSEN for one viewer: every zone and piece of the physical game.

Zone ids (built and read by ids.py only; geometry.py places hall spaces by the ``col``/``row`` of hall.json):

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
from fairtable.games.essen import ids
from fairtable.games.essen.data import CROWD_OUT, CROWD_PARKING, CROWD_SPACE, SYMBOLS, ZONES, data
from fairtable.games.essen.numbers import (
    BAG_SPACES,
    BILLS,
    DISCARDS_FACE_UP,
    EARLY_DEPARTURE_VP,
    LAST_ROUND,
    MIN_PRICE,
    PALLET_LABELS,
    POPULARITY_MAX,
    STORAGE_BOXES,
    TILES_PER_BOX,
    TRACK_SPACES,
)
from fairtable.games.essen.scoring import price, price_cuts, purchase_parts, purchase_vp
from fairtable.games.essen.state import DRAFT, KEEP, OVER, REMOVE, EssenState
from fairtable.games.essen.words import (
    RANKING_SITES,
    ZONE_TITLES,
    and_list,
    colour,
    crowd_spot,
    euros,
    event_name,
    publisher,
    ranking_needs,
    seat,
    site,
    symbol,
    title,
)
from fairtable.i18n import N_, _, language, ngettext, series

SCORE_CELLS = 100
# The hall's spaces besides the stands; their tooltips number the two entrances and galerias (never an id).
_SPACE_LABELS = {"courtyard": N_("Central courtyard"), "parking": N_("Parking"), "galeria": N_("Galeria"),
                 "entrance": N_("Entrance")}
_SPACE_TIPS = {"galeria": N_("Galeria {number}"), "entrance": N_("Entrance {number}")}


def _static_zones(players: int) -> tuple[Zone, ...]:
    return _zones(players, language())


@cache
def _zones(players: int, lang: str) -> tuple[Zone, ...]:
    d = data()
    zones: list[Zone] = []
    for i, s in enumerate(d.spaces):
        if s.kind == "stand":
            t = d.space_tile[i]
            zones.append(Zone(ids.space(s.id), "slot", f"{s.number} {publisher(t)}", capacity=None,
                              tooltip=_("Stand {number}, {colour} zone: {publisher} ({title})").format(
                                  number=s.number, colour=colour(s.zone or ""), publisher=publisher(t),
                                  title=title(t))))
        else:
            label = _(_SPACE_LABELS[s.kind])
            number = s.id[-1]
            tip = _(_SPACE_TIPS[s.kind]).format(number=number) if s.kind in _SPACE_TIPS and number.isdigit() else label
            zones.append(Zone(ids.space(s.id), "area", label, tooltip=tip))
    zones += [Zone(ids.hall_zone(z), "area", _(ZONE_TITLES[z])) for z in ZONES]
    zones += [Zone(ids.storage(b), "stack", _("Storage {box}").format(box=b)) for b in (*STORAGE_BOXES, LAST_ROUND)]
    zones += [Zone(ids.pallet(k), "slot", _("Pallet {slot}").format(slot=PALLET_LABELS[k]), capacity=1)
              for k in range(len(PALLET_LABELS))]
    zones += [Zone(ids.EVENTS_POOL, "stack", _("Event tokens"), tooltip=_("Event tokens still face down")),
              Zone(ids.EVENTS_USED, "area", _("Used events"), tooltip=_("Event tokens of the games bought or taken out"))]
    for sym in SYMBOLS:
        zones += [Zone(ids.popularity(sym, v), "slot", f"{symbol(sym)} {v}") for v in range(POPULARITY_MAX + 1)]
    zones += [Zone(ids.score(v), "slot", str(v)) for v in range(SCORE_CELLS)]
    zones += [Zone(ids.ranking(k), "slot", site(RANKING_SITES[k]), capacity=1) for k in range(3)]
    zones += [
        Zone(ids.AFTERNOON_PILE, "stack", _("Afternoon ranking cards")),
        Zone(ids.WISHLIST, "grid", _("Common wish list")),
        Zone(ids.WISH_DECK, "stack", _("Wish list deck")),
        Zone(ids.WISH_DISCARD, "stack", _("Wish list discards")),
        Zone(ids.LAST_TURN_PLACE, "slot", _("Last-turn tile"), capacity=1),
        *(Zone(ids.departure(k), "slot", _("Early departure: {vp} VP").format(vp=vp), capacity=1)
          for k, vp in enumerate(EARLY_DEPARTURE_VP, start=1)),
        Zone(ids.OUT, "area", _("Out of the game")),
        Zone(ids.BANK, "area", _("Bank")),
    ]
    for p in range(players):
        zones.append(Zone(ids.first_player(p), "slot", _("First player"), owner=p, capacity=1))
        zones.append(Zone(ids.track(p, 0), "slot", _("Start point"), owner=p, capacity=1))
        zones += [Zone(ids.track(p, k), "slot", (_("Action {n} (bag)") if k >= 3 else _("Action {n}")).format(n=k),
                       owner=p)
                  for k in range(1, TRACK_SPACES + 1)]
        zones += [
            Zone(ids.bag(p), "area", _("Bag"), owner=p, capacity=BAG_SPACES, tooltip=_("Drop a game here to buy it")),
            Zone(ids.preorder(p), "slot", _("Pre-order"), owner=p, capacity=1),
            Zone(ids.trunk(p), "area", _("Car trunk"), owner=p, tooltip=_("Drop a bag game here to unload")),
        ]
        zones += [Zone(ids.trunk_place(p, sym), "stack", _("Trunk: {symbol}").format(symbol=symbol(sym)), owner=p)
                  for sym in SYMBOLS]
        zones += [
            Zone(ids.money(p), "area", _("Money"), owner=p),
            Zone(ids.hand(p), "fan", _("Wish cards"), owner=p),
            Zone(ids.draft(p), "fan", _("Draft"), owner=p),
            Zone(ids.playtest(p), "fan", _("Play-test"), owner=p),
        ]
    return tuple(zones)


def _tile_facts(tile: int) -> str:
    return _facts(tile, language())


@cache
def _facts(tile: int, lang: str) -> str:
    t = data().tiles[tile]
    if t.bonus:
        line = _("{title} ({publisher}): {symbol} game, {price}, bonus {bonus} VP, stand {stand} ({colour} zone)")
    else:
        line = _("{title} ({publisher}): {symbol} game, {price}, no bonus, stand {stand} ({colour} zone)")
    return line.format(title=title(tile), publisher=publisher(tile), symbol=symbol(t.symbol), price=euros(t.price),
                       bonus=t.bonus, stand=t.stand, colour=colour(t.zone))


def buy_now(s: EssenState, t: int) -> str:
    """What buying the game now costs and scores, from the scoring rules themselves:
    "Buy now: €35, 5 VP (popularity 2 + bonus 1 + Buzz 3)"."""
    cost = price(s, t)
    full = data().tile_price[t]
    paid = euros(cost)
    if cost != full:
        cuts = " ".join(f"− {euros(off)} {_(name)}" for name, off in price_cuts(s, t))
        if cost == MIN_PRICE and full - sum(off for _name, off in price_cuts(s, t)) < MIN_PRICE:
            paid = _("{paid} ({printed} {cuts}, never below {floor})").format(
                paid=paid, printed=euros(full), cuts=cuts, floor=euros(MIN_PRICE))
        else:
            paid = _("{paid} ({printed} {cuts})").format(paid=paid, printed=euros(full), cuts=cuts)
    parts = purchase_parts(s, t)
    vp = purchase_vp(s, t)
    terms = f"{_(parts[0][0])} {parts[0][1]}"
    for name, v in parts[1:]:
        terms += f" + {_(name)} {v}" if v >= 0 else f" − {_(name)} {-v}"
    if vp == 0 and sum(v for _name, v in parts) < 0:
        return _("Buy now: {paid}, {vp} VP ({terms}, never below 0)").format(paid=paid, vp=vp, terms=terms)
    return _("Buy now: {paid}, {vp} VP ({terms})").format(paid=paid, vp=vp, terms=terms)


def _tile(s: EssenState, t: int, zone: str, viewer: int | None, order: int = 0, owner: int | None = None,
          extra: str = "", count: int = 0) -> Piece:
    """A game tile: its art key carries what the box shows besides the game itself (a price cut, the
    viewer's own wish mark, the common wish list's mark), so the picture changes with them."""
    d = data()
    tile = d.tiles[t]
    marks = []
    lines = [_tile_facts(t)]
    if viewer is not None and t in s.hand[viewer]:
        marks.append("wish")
        lines.append(_("On your wish cards"))
    if t in s.common:
        marks.append("common")
        lines.append(_("On the common wish list"))
    label = f"{title(t)} {euros(tile.price)}"
    if s.at_stand[t]:
        cost = price(s, t)
        if cost != tile.price:
            marks.append(f"price{cost}")
            label = f"{title(t)} {euros(cost)}"
        if s.phase == REMOVE:
            # the 2-player removal: the tile is not for sale to the seat removing one
            lines.append(_("On sale; the removal before the round may take it out of the game"))
        else:
            lines.append(buy_now(s, t))
        ev = s.tile_event[t]
        if ev >= 0 and d.event_kind[ev] == "sold_out":
            lines.append(_("Sold out: only with a pre-order"))
    if extra:
        lines.append(extra)
    if count:
        marks.append(f"count{count}")  # the top box of a pile in the trunk says how many lie there
    art = "/".join([f"essen/tile/{tile.symbol}", *marks])
    return Piece(ids.tile(tile.id), "tile", zone, order, True, art, label, "\n".join(lines), owner)


def stand_words(s: EssenState, zone: str, viewer: int | None) -> str | None:
    """What a stand of the hall holds, said by the keyboard's focus ring: the game on sale there, at what price,
    and whether it is on ``viewer``'s wish cards or the common wish list; who stands there. None for a place
    that is not a stand."""
    d = data()
    space = d.space_index.get(zone[len(ids.space("")):]) if zone.startswith(ids.space("")) else None
    if space is None or d.space_tile[space] < 0:
        return None
    t = d.space_tile[space]
    if s.at_stand[t]:
        # TRANSLATORS: a stand of the hall, said by the keyboard: the game on sale there and its price now
        parts = [_("{title} on sale for {price}").format(title=title(t), price=euros(price(s, t)))]
    elif t in s.storage or t in s.pallet:
        parts = [_("{title} not on sale yet").format(title=title(t))]
    else:
        parts = [_("{title} no longer on sale").format(title=title(t))]
    if viewer is not None and t in s.hand[viewer]:
        parts.append(_("on your wish cards"))
    elif viewer is not None and s.at_stand[t]:
        parts.append(_("not on your wish cards"))
    if t in s.common:
        parts.append(_("on the common wish list"))
    here = [seat(p) for p in range(s.players) if s.position[p] == space]
    if here:
        # TRANSLATORS: the seats whose meeples stand on a stand of the hall
        parts.append(_("meeple of {seats} here").format(seats=and_list(here)))
    return series(parts)


def _ranking_text(card: int) -> str:
    return _ranking_words(card, language())


@cache
def _ranking_words(card: int, lang: str) -> str:
    return _("{needs}: {vp} VP").format(needs=ranking_needs(card), vp=data().rankings[card].vp)


def _crowd_zone(c: int) -> str:
    d = data()
    if c == CROWD_PARKING:
        return ids.space("parking")
    if c == CROWD_OUT:
        return ids.OUT
    if c >= CROWD_SPACE:
        return ids.space(d.space_ids[c - CROWD_SPACE])
    return ids.hall_zone(ZONES[c])


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
    space_ids = d.space_ids
    # Tiles in the hall, on the pallet, in bags and trunks, out of the game; events ride on their tiles.
    for t in range(len(tiles)):
        if s.at_stand[t]:
            zone = ids.space(space_ids[d.tile_space[t]])
            add(_tile(s, t, zone, viewer))
            if s.tile_event[t] >= 0:
                add(_event(s.tile_event[t], zone))
    for k, t in enumerate(s.pallet):
        if t >= 0:
            ev = s.tile_event[t]
            later = (_("Not released: it leaves the game instead of going on sale")
                     if ev >= 0 and d.event_kind[ev] == "not_released" else _("On the pallet truck: on sale next round"))
            add(_tile(s, t, ids.pallet(k), viewer, extra=later))
            if ev >= 0:
                add(_event(ev, ids.pallet(k)))
    for k, t in enumerate(s.removed):
        add(_tile(s, t, ids.OUT, viewer, k, extra=_("Out of the game")))
    full_boxes = len(s.storage) // TILES_PER_BOX
    for box in STORAGE_BOXES[len(STORAGE_BOXES) - full_boxes :]:
        for k in range(TILES_PER_BOX):
            add(Piece(ids.stored_tile(box, k), "tile", ids.storage(box), k, False))
    if s.last_turn < 0:
        add(Piece(ids.HIDDEN_LAST_TURN, "tile", ids.storage(LAST_ROUND), 0, False))
    else:
        lt = d.last_turn[s.last_turn]
        add(Piece(ids.last_turn(lt.id), "tile", ids.LAST_TURN_PLACE, 0, True, "essen/lastturn", _(lt.name), _(lt.text)))
    for k in range(len(s.event_pool)):
        add(Piece(ids.event_back(k), "token", ids.EVENTS_POOL, k, False, _count_art(k, len(s.event_pool))))
    for k, ev in enumerate(s.event_used):
        add(_event(ev, ids.EVENTS_USED, k))
    for k, sym in enumerate(SYMBOLS):
        add(Piece(ids.pop_marker(sym), "marker", ids.popularity(sym, s.popularity[k]), 0, True, "essen/popmarker",
                  str(s.popularity[k]), _("{symbol} games score {vp} VP this round").format(symbol=symbol(sym),
                                                                                    vp=s.popularity[k])))
    for k, card in enumerate(s.rankings):
        add(Piece(ids.ranking_card(d.rankings[card].id), "card", ids.ranking(k), 0, True,
                  f"essen/ranking/{d.rankings[card].period}", _ranking_text(card), _ranking_text(card)))
    if not s.family and s.round <= 3 and s.phase != OVER:
        for k in range(len(d.afternoon)):
            add(Piece(ids.ranking_back(k), "card", ids.AFTERNOON_PILE, k, False))
    for k in range(len(s.deck)):
        add(Piece(ids.wish_back("deck", k), "card", ids.WISH_DECK, k, False, _count_art(k, len(s.deck))))
    for k, c in enumerate(s.common):
        add(_wish(s, c, ids.WISHLIST, k))
    for k, c in enumerate(s.discard):
        if DISCARDS_FACE_UP:
            add(_wish(s, c, ids.WISH_DISCARD, k, count=len(s.discard) if k == len(s.discard) - 1 else 0))
        else:
            add(Piece(ids.wish_back("discard", k), "card", ids.WISH_DISCARD, k, False, _count_art(k, len(s.discard))))
    for i, c in enumerate(s.crowd):
        add(Piece(ids.crowd(i), "token", _crowd_zone(c), i, True, "essen/crowd", _("Crowd"),
                  _("Entering costs 2 AP")))
    # The art key says which side the token shows (the Press card in round 1), the label in words.
    first_art, first_label = ("essen/firstplayer/press", _("Press card")) if s.round == 1 else (
        "essen/firstplayer", _("First player"))
    add(Piece(ids.FIRST_PLAYER_TOKEN, "token", ids.first_player(s.first), 0, True, first_art, first_label, first_label))
    add(Piece(ids.BANK_BILLS, "bill", ids.BANK, 0, True, "essen/bill", euros(s.bank),
              _("The bank holds {money}").format(money=euros(s.bank))))
    for p in range(s.players):
        _player_pieces(s, p, viewer, add)
    info = _info(s)
    return Layout(zones=list(_static_zones(s.players)), pieces=pieces, info=info)


def _event(ev: int, zone: str, order: int = 1) -> Piece:
    e = data().events[ev]
    return Piece(ids.event(e.id), "token", zone, order, True, f"essen/event/{e.kind}", event_name(e.kind), _(e.text))


def _wish_text(card: int) -> str:
    return _wish_words(card, language())


@cache
def _wish_words(card: int, lang: str) -> str:
    t = data().tiles[card]
    return _("Wish card: {title} ({publisher}), {symbol} game, stand {stand} ({colour} zone)").format(
        title=title(card), publisher=publisher(card), symbol=symbol(t.symbol), stand=t.stand, colour=colour(t.zone))


def _wish_status(s: EssenState, card: int, holder: int | None) -> tuple[str, str]:
    """Where the card's game is now, as a mark the card shows ("" / "got" / "gone") and in words. Every
    fact here is public: where a game lies, who bought it."""
    d = data()
    if s.at_stand[card]:
        return "", _("On sale at stand {stand}").format(stand=d.tiles[card].stand)
    if card in s.pallet:
        return "", _("On the pallet truck: on sale next round")
    if card in s.removed:
        return "gone", _("Out of the game")
    for q in range(s.players):
        if card in s.bag[q] or card in s.trunk[q]:
            bought = _("{seat} has bought it").format(seat=seat(q))
            return ("got" if q == holder else "gone"), bought
    return "", _("Not in the hall yet")


def _wish(s: EssenState, card: int, zone: str, order: int, owner: int | None = None, count: int = 0) -> Piece:
    t = data().tiles[card]
    mark, where = _wish_status(s, card, owner)
    art = f"essen/wish/{t.zone}" + (f"/{mark}" if mark else "") + (f"/count{count}" if count else "")
    return Piece(ids.wish(t.id), "card", zone, order, True, art, title(card), f"{_wish_text(card)}\n{where}", owner)


def _count_art(k: int, n: int) -> str:
    """The art key of the k-th of n face-down pieces of a pile: the top one shows how many there are."""
    return f"essen/back/count{n}" if k == n - 1 else ""


def _hidden_cards(s: EssenState, cards: list[int], zone: str, key: str, p: int, show: bool, add, first: int = 0) -> None:  # type: ignore[no-untyped-def]
    for k, c in enumerate(cards, start=first):
        if show:
            add(_wish(s, c, zone, k, p))
        else:
            add(Piece(ids.wish_back(key, p, k), "card", zone, k, False, _count_art(k - first, len(cards)), owner=p))


def _player_pieces(s: EssenState, p: int, viewer: int | None, add) -> None:  # type: ignore[no-untyped-def]
    d = data()
    tiles = d.tiles
    mine = viewer == p
    departed = s.departed.index(p) if p in s.departed[:2] else -1
    zone = ids.departure(departed + 1) if departed >= 0 else ids.space(d.space_ids[s.position[p]])
    add(Piece(ids.meeple(p), "meeple", zone, 0, True, "essen/meeple", seat(p), "", p))
    ap = s.ap(p)
    add(Piece(ids.action_meeple(p), "meeple", ids.track(p, s.action_pos[p]), 0, True, "essen/action",
              _("{ap} AP").format(ap=ap), ngettext("{n} action point left", "{n} action points left", ap).format(n=ap),
              p))
    for k, t in enumerate(s.bag[p]):
        add(_tile(s, t, ids.track(p, TRACK_SPACES - k), viewer, 0, p, _("In {seat}'s bag").format(seat=seat(p))))
    for sym in range(len(SYMBOLS)):
        stack = [t for t in s.trunk[p] if tiles[t].symbol == SYMBOLS[sym]]
        where = ngettext("In {seat}'s car trunk ({n} {symbol} game)", "In {seat}'s car trunk ({n} {symbol} games)",
                         len(stack)).format(seat=seat(p), n=len(stack), symbol=symbol(SYMBOLS[sym]))
        for k, t in enumerate(stack):
            add(_tile(s, t, ids.trunk_place(p, SYMBOLS[sym]), viewer, k, p, where, len(stack) if k == len(stack) - 1 else 0))
    if s.preorder[p] >= 0:
        add(_event(s.preorder[p], ids.preorder(p), 0))
    add(Piece(ids.score_marker(p), "marker", ids.score(s.vp[p] % SCORE_CELLS), p, True, "essen/scoremarker",
              _("{vp} VP").format(vp=s.vp[p]), _("{seat}: {vp} VP").format(seat=seat(p), vp=s.vp[p]), p))
    bills = series(f"{count} × {euros(value)}" for value, count in _bills(s.money[p]) if count)
    money = euros(s.money[p])
    if bills:
        tip = _("{seat} has {money}: {bills}").format(seat=seat(p), money=money, bills=bills)
    else:
        tip = _("{seat} has {money}").format(seat=seat(p), money=money)
    add(Piece(ids.bills(p), "bill", ids.money(p), 0, True, "essen/money", money, tip, p))
    # Once the game is over the wish lists are scored in the open: everyone's cards are shown.
    if mine or s.phase == OVER:
        _hidden_cards(s, s.hand[p], ids.hand(p), "hand", p, True, add)
    else:
        # Cards taken openly from the common wish list stay face up for everyone, ahead of the backs.
        public = s.hand_public[p]
        for k, c in enumerate(public):
            add(_wish(s, c, ids.hand(p), k, p))
        _hidden_cards(s, [c for c in s.hand[p] if c not in public], ids.hand(p), "hand", p, False, add, len(public))
    _hidden_cards(s, s.draft[p], ids.draft(p), "draft", p, mine, add)
    if s.phase == KEEP and s.current == p:
        _hidden_cards(s, s.pending, ids.playtest(p), "playtest", p, mine, add)


_PHASES = {DRAFT: N_("Wish list draft"), REMOVE: N_("Removing a game (2 players)"), KEEP: N_("Play-test: keep a card"),
           OVER: N_("Game over")}


def _info(s: EssenState) -> dict[str, str]:
    d = data()
    crowd = series(crowd_spot(c) for c in s.crowd if c != CROWD_OUT)
    info = {
        # TRANSLATORS: ESSEN's figures beside the board, each under its name: "Round": "2 of 7", "Crowd": "purple, courtyard".
        _("Round"): _("{round} of {last}").format(round=s.round, last=LAST_ROUND),
        _("Phase"): _(_PHASES.get(s.phase, N_("Actions"))),
        _("Popularity"): series(f"{symbol(sym)} {s.popularity[k]}" for k, sym in enumerate(SYMBOLS)),
        _("Crowd"): crowd or _("none (family version)"),
        _("Bank"): euros(s.bank),
    }
    if s.last_turn >= 0:
        info[_("Last-turn tile")] = _(d.last_turn[s.last_turn].text)
    for p in range(s.players):
        # The key is the seat's token ("Seat 2"): the table puts the name in.
        info[seat(p)] = _("{money}, {vp} VP, {ap} AP, {n} in bag").format(
            money=euros(s.money[p]), vp=s.vp[p], ap=s.ap(p), n=len(s.bag[p]))
    return info
