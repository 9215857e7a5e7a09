"""The ESSEN board as printed: the fair floor with its halls and stands, the side board's panels and a
player's board, as SVG the view places under the pieces (``view.py``). The pieces' art and the palette are in
``art.py``; the same readability floor holds (``art.FLOOR``).
"""

from __future__ import annotations

from fairtable.games.boxes import Box
from fairtable.games.essen import ids

# -- palette ----------------------------------------------------------------------------------------------
from fairtable.games.essen.art import (
    CARPET,
    COMMON_BLUE,
    CONCRETE,
    FLOOR,
    INK,
    LINE,
    PAPER,
    SYMBOL_INK,
    ZONE_DEEP,
    ZONE_FILL,
    EssenArt,
    list_mark,
    meeple_path,
    rect,
    symbol_icon,
    txt,
)
from fairtable.games.essen.data import SYMBOLS, ZONES, data
from fairtable.games.essen.numbers import EARLY_DEPARTURE_VP, LAST_ROUND, PALLET_LABELS, STORAGE_BOXES
from fairtable.games.essen.words import RANKING_SITES, ZONE_SIGNS, lines_of, site
from fairtable.games.svg import shade, svg
from fairtable.i18n import N_, _, pgettext


def board_frame(w: float, h: float, colour: str, title: str, title_size: float = 12.0) -> str:
    """A panel in a colour with its title on a band."""
    return (rect(1.5, 1.5, w - 3, h - 3, PAPER, colour, 2.4, 8)
            + f'<path d="M1.5 9.5a8 8 0 0 1 8-8h{w - 19:.1f}a8 8 0 0 1 8 8v10H1.5z" fill="{colour}"/>'
            + txt(10, 15, title, title_size, "#fff", True, "start"))


# -- the printed board: the fair floor, the side board's panels, a player's board ---------------------------


def moved(b: Box, dx: float, dy: float) -> Box:
    """The box moved by (dx, dy)."""
    return Box(b.left + dx, b.top + dy, b.width, b.height)


Boxes = dict[str, Box]


def box(r: Box, fill: str, stroke: str = "none", width: float = 1.0, rx: float = 0.0, extra: str = "") -> str:
    return rect(r.left, r.top, r.width, r.height, fill, stroke, width, rx, extra)


def dashed(r: Box, fill: str, stroke: str, width: float = 1.0, rx: float = 4.0) -> str:
    return box(r, fill, stroke, width, rx, 'stroke-dasharray="3 2"')


# -- the fair floor ----------------------------------------------------------------------------------------

def floor_svg(art: EssenArt, w: float, h: float, track: float, boxes: Boxes, halls: dict[str, Box],
              blocks: dict[str, Box], score_cells: list[Box], sign: float) -> str:
    """The score track around the fair floor: the two halls with their booths, the zone signs with their
    crowd spots, the courtyard, the Galeria, the entrances, the parking, and the places around them."""
    d = data()
    body = [rect(0, 0, w, h, "#efe3c4", LINE, 1.5, 6)]
    for v, r in enumerate(score_cells):
        body.append(box(r.adjusted(.6, .6, -.6, -.6), "#f7ecd2" if v % 5 else "#e9d3a3", "#b39d72", .8, 2))
        # The track's numbers are read (where a score marker stands): held to the boards' 8 px floor.
        size = min(r.height * 0.78, r.width * 0.62, 13.5)
        body.append(txt(r.center[0], r.center[1] + size * 0.36, str(v), size, "#6b5a3a", v % 5 == 0))
    body.append(box(Box(track, track, w - 2 * track, h - 2 * track), CONCRETE, "#8c7f66", 1.2, 3))
    for r in halls.values():
        body.append(box(r.adjusted(-4, -4, 4, 4), "#5f5444", rx=4))
        body.append(box(r.adjusted(-1.5, -1.5, 1.5, 1.5), CARPET, rx=2))
    for colour in ZONES:
        body.append(_zone_sign(art, colour, blocks[colour], boxes[ids.hall_zone(colour)], sign, w))
    galeria = [boxes[ids.space(s.id)] for s in d.spaces if s.kind == "galeria"]
    if galeria:  # one corridor along the back, its two boxes counted apart
        corridor = galeria[0]
        for g in galeria[1:]:
            corridor = corridor.united(g)
        body.append(box(corridor.adjusted(-2, -2, 2, 2), "#d9cce8", "#7a6796", 1.2, 6))
    for s in d.spaces:
        r = boxes[ids.space(s.id)]
        if s.kind == "stand":
            tile = d.tiles[d.space_tile[d.space_index[s.id]]]
            body.append(booth(art, r, s.zone or "yellow", s.number, _(tile.publisher)))
        elif s.kind == "courtyard":
            body.append(box(r, "#dfe9c8", "#6f8f57", 1.2, 5))
            body.append(_table_icon(r.center[0], r.top + 24))
            # TRANSLATORS: the courtyard's name on ESSEN's board, on two short lines ("|" ends the first).
            court = lines_of(N_("Court-|yard"))
            for i, line in enumerate(court[-2:]):
                body.append(txt(r.center[0], r.bottom - 20 + 10 * i + (10 if len(court) == 1 else 0), line, 8, "#3f6a2a",
                                  True, minor=True))
        elif s.kind == "galeria":
            body.append(box(r, "#e6dcf0", "#7a6796", 1.2, 5, 'stroke-dasharray="4 2"'))
            body.append(txt(r.center[0], r.top + 11, _("Galeria"), 8, "#5a4a78", True, minor=True))
        elif s.kind == "entrance":
            body.append(box(r, "#f4efe2", "#5f5444", 1.4, 4))
            body.append(_door_icon(r.center[0], r.top + 4))
            body.append(txt(r.center[0], r.bottom - 4, _("Entrance"), 8, "#4a4034", True, minor=True))
        elif s.kind == "parking":
            body.append(box(r, "#9a9a96", "#555", 1.4, 4))
            for k in range(1, 6):
                body.append(f'<path d="M{r.left + k * r.width / 6:.1f} {r.top + 3:.1f}v9" stroke="#f4f4f0" stroke-width="1.4"/>')
            body.append(txt(r.center[0], r.bottom - 4, _("Parking"), 8.5, "#fff", True, minor=True))
    # The places around the halls.
    for zid in (ids.EVENTS_POOL, ids.EVENTS_USED, ids.LAST_TURN_PLACE, ids.departure(1), ids.departure(2), ids.OUT, ids.BANK, ids.WISH_DECK,
                ids.WISH_DISCARD):
        body.append(dashed(boxes[zid], "#f8f2e2", "#a8987a"))
    for k, vp in enumerate(EARLY_DEPARTURE_VP, start=1):
        r = boxes[ids.departure(k)]
        body.append(txt(r.center[0], r.bottom - 4, _("{vp} VP").format(vp=vp), FLOOR, "#2e5b22", True))
    for zid, text in ((ids.OUT, N_("Out of the game")), (ids.WISH_DECK, N_("Deck")), (ids.WISH_DISCARD, N_("Discards"))):
        r = boxes[zid]
        body.append(txt(r.left + 4, r.top + 10, _(text), 8, "#6b5f4c", True, "start", minor=True))
    r = boxes[ids.BANK]
    body.append(txt(r.left + 5, r.center[1] + 3, _("Bank"), 8, "#6b5f4c", True, "start", minor=True))
    dep = boxes[ids.departure(1)].united(boxes[ids.departure(2)])
    body.append(txt(dep.center[0], dep.top + 9, _("Early departure"), 8, "#6b5f4c", True, minor=True))
    lt = boxes[ids.LAST_TURN_PLACE]
    body.append(txt(lt.center[0], lt.center[1] + 3, _("Last turn"), 8.5, "#a8987a", True, minor=True))
    return svg(w, h, "".join(body))


def _zone_sign(art: EssenArt, colour: str, block: Box, spot: Box, sign: float, floor_w: float) -> str:
    """A colour zone's sign along the hall's outer wall, with the spot where its crowd token lies. The
    zone's name is written on it at the boards' 8 px floor: which zone a stand is in decides the rules
    (the crowd, the wish cards' colours), and its colour alone does not tell every player."""
    left = spot.center[0] < floor_w / 2
    strip = Box(spot.left + 2, block.top + 2, sign - 6, block.height - 4)
    cx = strip.center[0]
    ty = strip.top + 5 if left else strip.bottom - 5
    room = abs(spot.center[1] - ty) - 12.5 - 4  # up to the crowd spot's ring
    lines, size, _cut = art.fit(_(ZONE_SIGNS[colour]), room, FLOOR, True, 1)
    return (box(strip, ZONE_DEEP[colour], rx=4)
            + f'<circle cx="{cx:.1f}" cy="{spot.center[1]:.1f}" r="12.5" fill="#fff" fill-opacity=".5"/>'
            + txt(cx, ty, lines[0], size, "#fff", True, "start",
                  extra=f'transform="rotate({90 if left else -90} {cx:.1f} {ty:.1f})" dy="{size * 0.36:.1f}"'))


GENERIC = ("Games", "Spiele", "Edition", "Editions", "Verlag", "Publishing", "Studio", "Studios", "Company")


def short_publisher(publisher: str) -> str:
    """A publisher's name without a generic last word ("Eagle Games": "Eagle"), for a name plate too short
    for the whole (the stand's tooltip says it whole)."""
    head, _sep, last = publisher.rpartition(" ")
    return head if head and last in GENERIC else publisher


def booth(art: EssenArt, r: Box, colour: str, number: int, publisher: str) -> str:
    """A stand: a booth in the zone's colour, the stand's number and the publisher's name plate on its
    counter under the game box, both at the board's smallest primary size (8 px at 1280x720): a long name
    is cut with an ellipsis (the stand's tooltip has it whole)."""
    plate_h = 14.0  # from under the game box (62 units from the booth's top) to the booth's bottom
    fill, deep = ZONE_FILL[colour], ZONE_DEEP[colour]
    num = str(number)
    nw = art.width(num, FLOOR, True, True) + 5
    room = r.width - nw - 5
    lines, size, cut = art.fit(publisher, room, FLOOR, False, 1, FLOOR, narrow=True)
    short = short_publisher(publisher)
    if cut and short != publisher:  # "Eagle Games": "Eagle" whole reads better than "Eagle…"
        lines, size, _cut = art.fit(short, room, FLOOR, False, 1, FLOOR, narrow=True)
    base = r.bottom - 3.6
    return (box(r, fill, deep, 1.2, 3)
            + rect(r.left + 1, r.bottom - plate_h, r.width - 2, plate_h - 1, "#fffaf0", deep, .8, 2)
            + rect(r.left + 1, r.bottom - plate_h, nw, plate_h - 1, deep, rx=2)
            + txt(r.left + 1 + nw / 2, base, num, FLOOR, "#fff", True, narrow=True)
            # The name is 8 px like primary text, but marked minor: it may be cut, and the board's art has no
            # tooltip of its own (the stand's zone has the name whole).
            + txt(r.left + nw + 3 + room / 2, base, lines[0] if lines else "", size, INK, False, minor=True,
                    narrow=True))


def _table_icon(cx: float, cy: float) -> str:
    return (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="13" ry="6" fill="#8d6e4a"/>'
            f'<path d="M{cx:.1f} {cy + 5:.1f}v10" stroke="#5d4630" stroke-width="2.4"/>'
            f'<circle cx="{cx - 5:.1f}" cy="{cy - 1.5:.1f}" r="3" fill="#fff"/>'
            f'<circle cx="{cx + 5:.1f}" cy="{cy - 1:.1f}" r="2.6" fill="#ffcc80"/>')


def _door_icon(cx: float, top: float) -> str:
    return (f'<path d="M{cx - 11:.1f} {top + 18:.1f}V{top + 3:.1f}h22V{top + 18:.1f}" fill="none" stroke="#5f5444" '
            'stroke-width="2"/>'
            f'<path d="M{cx - 7:.1f} {top + 14:.1f}h14M{cx:.1f} {top + 9:.1f}l4 5M{cx:.1f} {top + 9:.1f}l-4 5" '
            'stroke="#2e7d32" stroke-width="1.8" fill="none"/>')


# -- the side board ----------------------------------------------------------------------------------------

PANELS = {"dock": (N_("Loading dock"), "#6d4c41"), "popularity": (N_("Popularity"), "#37474f"),
          "rankings": (N_("Ranking table"), "#2f5c9a"), "wishlist": (N_("Common wish list"), COMMON_BLUE)}


def panel_svg(name: str, r: Box, boxes: Boxes) -> str:
    """One panel of the side board: the loading dock (storage boxes, pallet truck), the popularity
    tracks, the ranking table or the common wish list."""
    def local(zid: str) -> Box:
        return moved(boxes[zid], -r.left, -r.top)

    w, h = r.width, r.height
    title, colour = PANELS[name]
    body = [board_frame(w, h, colour, _(title))]
    if name == "dock":
        body.append(txt(w - 10, 15, _("Storage, then the pallet truck"), 8, "#f3e6da", False, "end", minor=True))
        for number in (*STORAGE_BOXES, LAST_ROUND):
            b = local(ids.storage(number))
            body.append(box(b, "#e7d6bd", "#8a6038", 1.2, 3))
            body.append(txt(b.left + 3, b.top + 9, str(number), 8.5, "#6d4c41", True, "start", minor=True))
        last = local(ids.storage(LAST_ROUND))
        body.append(txt(last.center[0], last.bottom + 7, _("last turn"), 7, "#6d4c41", False, minor=True))
        truck = local(ids.pallet(0)).united(local(ids.pallet(len(PALLET_LABELS) - 1))).adjusted(-5, -4, 5, 16)
        body.append(box(truck, "#d7c4a3", "#8a6038", 1.3, 5))
        for k, mark in enumerate(PALLET_LABELS):
            s = local(ids.pallet(k))
            body.append(dashed(s, "#f3e9d6", "#a88a5c", 1, 3))
            fill = "#b3261e" if mark == "-1" else "#2e7d32" if mark == "+1" else "#ef6c00"
            body.append(rect(s.center[0] - 13, s.bottom + 1.5, 26, 13, fill, rx=6))
            body.append(txt(s.center[0], s.bottom + 11.5, mark, FLOOR, "#fff", True))
        x = (truck.right + 6 + w) / 2
        body.append(txt(x, truck.top + 40, "−1 / +1:", 8, "#6d4c41", True, minor=True))
        # TRANSLATORS: what the pallet truck's slots do, on ESSEN's board in a narrow column: "|" ends a line.
        key = [*lines_of(N_("popularity|of the|game's|symbol")), "", *lines_of(N_("E: an|event|and the|crowd"))]
        for i, line in enumerate(key):
            body.append(txt(x, truck.top + 52 + i * 10, line, 8, "#6d4c41", False, minor=True))
    elif name == "popularity":
        body.append(txt(w - 10, 15, _("VP a game scores when bought"), 8, "#e0e6ea", False, "end", minor=True))
        for sym in SYMBOLS:
            body.append(symbol_icon(sym, 9, local(ids.popularity(sym, 0)).top + 2, 19))
            for v in range(7):
                c = local(ids.popularity(sym, v))
                body.append(box(c, "#fffaf0", SYMBOL_INK[sym], 1, 4))
                body.append(txt(c.center[0], c.center[1] + 3.6, str(v), 10, shade(SYMBOL_INK[sym], 1.4), True, minor=True))
    elif name == "rankings":
        places = [(local(ids.ranking(k)), site(name)) for k, name in enumerate(RANKING_SITES)]
        for c, name in [*places, (local(ids.AFTERNOON_PILE), _("Afternoon"))]:
            body.append(txt(c.center[0], c.top - 4, name, 8, "#2f5c9a", True, minor=True, narrow=True))
            body.append(dashed(c, "#eef2f8", "#9fb3d1", 1, 5))
    elif name == "wishlist":
        body.append(list_mark(w - 16, 11, 7))
    return svg(w, h, "".join(body))


# -- a player's board --------------------------------------------------------------------------------------

def player_svg(art: EssenArt, p: int, r: Box, boxes: Boxes, name: str, colour: str) -> str:
    """A player's board in their colour: the action track (start point, two spaces, six bag spaces),
    the pre-order box, the car trunk with a place per symbol, the money and the wish cards."""
    def local(zid: str) -> Box:
        return moved(boxes[zid], -r.left, -r.top)

    w, h = r.width, r.height
    dark = shade(colour, 0.7)
    lines, size, _cut = art.fit(name, local(ids.first_player(p)).left - 34, 12, True, 1, FLOOR)
    body = [
        rect(1.5, 1.5, w - 3, h - 3, PAPER, colour, 2.4, 8),
        f'<path d="M1.5 9.5a8 8 0 0 1 8-8h{w - 19:.1f}a8 8 0 0 1 8 8v14H1.5z" fill="{shade(colour, 1.75)}"/>',
        f'<g transform="translate(8,3.5) scale(0.4)">{meeple_path(colour)}</g>',
        txt(28, 17, lines[0] if lines else "", size, dark, True, "start"),
    ]
    for k in range(9):
        c = local(ids.track(p, k))
        body.append(box(c, "#efe3c8" if k >= 3 else "#fffaf0", shade(colour, 0.9), 1, 3))
        body.append(txt(c.center[0], c.bottom - 2.5, _("Start") if k == 0 else str(k), 7 if k == 0 else 8, shade(colour, 0.75),
                          True, minor=True, narrow=k == 0))
    bag = local(ids.bag(p))
    body.append(box(bag, "none", dark, 1.3, 5, 'stroke-dasharray="4 2"'))
    bag_word = pgettext("essen board", "bag")
    tab = art.width(bag_word, 7, True, True) + 6
    body.append(rect(bag.center[0] - tab / 2, bag.top - 4, tab, 8, PAPER, dark, .8, 3))
    body.append(txt(bag.center[0], bag.top + 2.4, bag_word, 7, dark, True, minor=True, narrow=True))
    pre = local(ids.preorder(p))
    body.append(dashed(pre, "#fffaf0", shade(colour, 0.9)))
    # TRANSLATORS: the pre-order box on a player's board, on two short lines ("|" ends the first).
    for i, line in enumerate(lines_of(N_("Pre-|order"))[:2]):
        fitted, size, _cut = art.fit(line, pre.width - 3, 7, True, 1, 5, narrow=True)  # within its box, every language
        body.append(txt(pre.center[0], pre.top + 13 + 8 * i, fitted[0] if fitted else "", size, "#8a7d66", True, minor=True,
                          narrow=True))
    body.append(box(local(ids.trunk(p)), "#e4dccb", "#6e604a", 1.2, 5))
    for sym in SYMBOLS:
        b = local(ids.trunk_place(p, sym))
        body.append(box(b, "#f7f2e6", "#c4b79c", .8, 3))
        body.append(symbol_icon(sym, b.center[0] - 7, b.center[1] - 7, 14, shade(SYMBOL_INK[sym], 1.65)))
    hand = local(ids.hand(p))
    body.append(box(hand, "#f1eadb", "#d3c7ae", 1, 5))
    body.append(txt(hand.right - 5, hand.bottom - 4, _("Wish cards"), 8, "#c9bda3", True, "end", minor=True))
    return svg(w, h, "".join(body))
