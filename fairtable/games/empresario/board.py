"""Old West Empresario's printed board: the market (the wanted stacks, the dice columns, the pile rows), the
reference cards and the players' panels, as SVG the view places under the pieces (``view.py``). The pieces'
art and the palette are in ``art.py``; captions keep its floor (``art.FLOOR``).
"""

from __future__ import annotations

from dataclasses import dataclass

from fairtable.games import text_fit
from fairtable.games.boxes import Box
from fairtable.games.empresario import ids
from fairtable.games.empresario.art import FLOOR, GROUND, INK, WOOD, WOOD_EDGE, pips, stock_icon, text
from fairtable.games.empresario.geometry import (
    DY,
    MARGIN,
    MARKET_FOOT,
    MARKET_TILE,
    MARKET_W,
    MARKET_X,
    header_h,
)
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.words import dollars
from fairtable.games.svg import svg
from fairtable.i18n import N_, _, pgettext

# -- the board's static art: the market, the reference cards and the players' panels ------------------------
# Drawn in scene units, the drawing's (0, 0) the board's; each part has a layer, lower ones drawn first.
CAPTION_ASCENT = {False: 0.928, True: 0.94}  # DejaVu Sans, Serif: a caption's top to its baseline, per size
CJK_ASCENT = 1.16  # a line with CJK characters: their font's ascent sets the baseline
# Captions whose long word may break, with a hyphen at the line's end (a soft hyphen).
HYPHENS = {"Spaltenplättchen hier ablegen": "Spalten\u00adplättchen hier ablegen"}
STOCK_LINES = (("rail", N_("Rail: 1 VP per icon in your largest contiguous group")),
               ("cotton", N_("Cotton: 1 VP per contiguous group of icons")),
               ("oil", N_("Oil: 1 VP per icon if you have the most, else 1 per 2")))
# How a round goes, in narrow lines (beside the others' panels) and in wide ones (under the market).
ROUND_NARROW = N_("Two turns each: take a die, +/-1 for {one},\nthen claim a tile, discard one for {income},\n"
                  "or activate your buildings of that number.\nThe leftover die activates one building\n"
                  "for everyone. The game ends after a round\nwith 15 buildings in a town, no population\n"
                  "left, or the last tile dealt out.")
ROUND_WIDE = N_("Two turns each: take a die, +/-1 for {one}, then claim a tile,\n"
                "discard one for {income}, or activate your buildings of that number.\n"
                "The leftover die activates one building for everyone.\n"
                "The game ends after a round with 15 buildings in a town,\n"
                "no population left, or the last tile dealt out.")


@dataclass(frozen=True, slots=True)
class PanelArt:
    """A player's panel as the board draws it: where, whose, in which colour, and where its heading ends."""

    seat: int
    box: Box
    name: str
    colour: str
    heading_right: float  # the heading ends here (before the tab that folds the panel, or the marker)


class Drawing:
    """The parts of one SVG drawing, each on a layer (the lower drawn first, in the order given)."""

    def __init__(self) -> None:
        self.parts: list[tuple[float, int, str]] = []

    def add(self, layer: float, part: str) -> None:
        self.parts.append((layer, len(self.parts), part))

    def box(self, r: Box, radius: float, fill: str, edge: str, width: float = 1.2, layer: float = -8,
            dash: bool = False) -> None:
        """A rounded box, its edge centred on the box's outline (dashed: 4 and 2 pen widths)."""
        dashes = f' stroke-dasharray="{4 * width:.1f} {2 * width:.1f}"' if dash else ""
        self.add(layer, f'<rect x="{r.left:.1f}" y="{r.top:.1f}" width="{r.width:.1f}" height="{r.height:.1f}" '
                        f'rx="{radius:.1f}" fill="{fill or "none"}" stroke="{edge}" stroke-width="{width:.1f}"{dashes}/>')

    def caption(self, value: str, x: float, y: float, size: float, colour: str = INK, bold: bool = True,
                serif: bool = False, centre_in: float | None = None, room: float | None = None,
                short: str | None = None, layer: float = -4) -> None:
        """A caption whose top-left is (x, y): as large as its room takes (the width it is centred in), down to
        the floor, then ``short`` (its short form from the catalog), then cut with an ellipsis."""
        family = "DejaVu Serif" if serif else "DejaVu Sans"

        def width(t: str, s: float, b: bool = bold) -> float:
            return text_fit.measure(t, s, b, family)

        size = max(size, FLOOR)
        room = centre_in - 4 if room is None and centre_in is not None else room
        if room is not None:
            while size > FLOOR and width(value, size) > room:
                size -= 1
            if short and width(value, size) > room:
                value = short
            if width(value, size) > room:
                value = text_fit.fit(value, room, size, size, width, bold, 1).lines[0]
        ascent = CJK_ASCENT if any(text_fit.is_cjk(c) for c in value) else CAPTION_ASCENT[serif and bold]
        anchor, x = ("middle", x + centre_in / 2) if centre_in is not None else ("start", x)
        self.add(layer, text(x, y + ascent * size, value, size, colour, "bold" if bold else "normal", anchor, family))

    def svg(self, w: float, h: float) -> str:
        return svg(w, h, "".join(part for _layer, _n, part in sorted(self.parts)))


def cut_name(name: str, room: float, size: float) -> str:
    """A player's name cut with an ellipsis to ``room`` (bold, at ``size``): names are up to 40 characters."""
    return text_fit.fit(name, room, size, size, text_fit.measure, True, 1).lines[0]


def round_lines(message: str, width: float | None = None, size: float = 12) -> list[str]:
    """One of the round texts in the current language, line by line: as the catalog breaks it, or broken
    again to ``width`` at ``size`` (the boards' one way: ``games/text_fit.py``)."""
    value = _(message).format(one=dollars(1), income=dollars(INCOME))
    if width is None:
        return value.split("\n")
    joined = joined_lines(value.split("\n"))
    return (text_fit.lines(joined, width, size, text_fit.measure)
            or text_fit.fit(joined, width, size, size, text_fit.measure, most=99).lines)


def joined_lines(lines: list[str]) -> str:
    """Lines broken by the catalog joined again: with a space, except between CJK characters."""
    joined = ""
    for line in (part.strip() for part in lines):
        if joined and line and not (text_fit.is_cjk(joined[-1]) or text_fit.is_cjk(line[0])):
            joined += " "
        joined += line
    return joined


def column_slot(col: Box, k: int) -> Box:
    """The ``k``-th building tile's place in a die number's column."""
    return Box(col.center[0] - MARKET_TILE / 2, col.top + 6 + k * (MARKET_TILE + 8), MARKET_TILE, MARKET_TILE)


def board_svg(board: Box, market_x: float, boxes: dict[str, Box], panels: list[PanelArt], own_first: bool,
              room: Box | None) -> str:
    """The board under the pieces: the market with its wanted stacks, die numbers, columns and pile row, the
    reference card (the stock icons' scoring and how a round goes) where the set-up zones are not, and the
    players' panels (``room``: own board first, what is left beside the others' panels)."""
    d = Drawing()
    d.box(board.adjusted(4, 4, -4, -4), 14, "#ead9b4", "#7a5630", 3, -9)
    mx = market_x
    d.box(Box(mx - 8, MARGIN, MARKET_W + 16, board.height - 2 * MARGIN), 12, "#f2e5c6", "#9c7a45", 2, -8)
    # TRANSLATORS: the game's title, in capitals, at the top of the market.
    d.caption(_("OLD WEST EMPRESARIO"), mx, DY + 30, 26, "#5a2d12", serif=True, centre_in=MARKET_W)
    d.caption(_("Wanted: take the gold card first, then the silver"), mx, DY + 64, 12, "#6e5233", False,
              centre_in=MARKET_W)
    _market(d, boxes)
    setup = ids.SETUP_DISCARDS in boxes or ids.SETUP_REVEALED in boxes
    if own_first:
        if not setup:
            _stock_reference(d, Box(mx, MARKET_FOOT + 8, MARKET_W, board.height - MARGIN - 12 - MARKET_FOOT - 8))
        if room is not None and room.height >= 150:
            _round_reference(d, Box(room.left, room.top, room.width, min(room.height, 190)))
    elif not setup:
        _reference(d)
    for zid, caption in ((ids.SETUP_DISCARDS, _("Set-up discards")), (ids.SETUP_REVEALED, _("Revealed by Jesse"))):
        r = boxes.get(zid)
        if r is not None:
            d.caption(caption, r.left, r.top - 18, 12, "#4a3826")
    for panel in panels:
        _panel(d, panel, boxes)
    return d.svg(board.width, board.height)


def _market(d: Drawing, boxes: dict[str, Box]) -> None:
    """The wanted stacks, the die numbers with their columns, and the pile row with its captions."""
    for k in range(3):
        r = boxes.get(ids.wanted(k))
        if r is not None:
            d.box(r, 6, "#e7d6ae", "#b8955c", 1, -6, dash=True)
    for v in range(1, 7):
        num = boxes.get(ids.number(v))
        col = boxes.get(ids.column(v))
        if num is not None:
            d.box(num, 8, WOOD, WOOD_EDGE, 2, -6)
            face = Box(num.center[0] - 15, num.top + 5, 30, 30)
            d.box(face, 5, "#8a6234", "#5e4022", 1.2, -5)
            d.add(-4, pips(v, face.left, face.top, face.width, "#f1dfb8"))
            d.caption(str(v), num.left + 6, num.top + 6, 20, "#4a3010", serif=True)
        if col is not None:
            d.box(col, 8, "#e4d1a6", "#b8955c", 1, -6)
            for k in range(2):
                d.box(column_slot(col, k), 7, "", "#a88b5c", 1.2, -5, dash=True)
    # TRANSLATORS (context "short"): a short form of the caption over its place on the board, where the
    # whole caption does not fit.
    captions = {ids.DRAW_PILE: (_("Draw pile"), pgettext("short", "Draw pile")),
                ids.DISCARD: (_("Discard: {income}").format(income=dollars(INCOME)), None),
                ids.TRAY: (_("Chosen die"), pgettext("short", "Chosen die")), ids.USED: (_("Used dice"), None),
                ids.SUPPLY: (_("Population"), pgettext("short", "Population"))}
    for zid, (caption, short) in captions.items():
        r = boxes.get(zid)
        if r is None:
            continue
        d.box(r, 8, "#e7d6ae" if zid != ids.DISCARD else "#efe2c2", "#9c7a45", 1.4, -6, dash=zid == ids.DISCARD)
        d.caption(caption, r.left, r.top + 4, 12, "#4a3826", centre_in=r.width, short=short)
    r = boxes.get(ids.DISCARD)
    if r is not None:
        # TRANSLATORS: two short lines under the income discard (keep the line break).
        joined = joined_lines(_("drop a column\ntile here").split("\n"))
        lines = text_fit.fit(HYPHENS.get(joined, joined), r.width - 6, FLOOR, FLOOR, text_fit.measure, most=3).lines
        for k, line in enumerate(lines):
            d.caption(line, r.left, r.bottom - 8 - 13 * (len(lines) - k), FLOOR, "#7a6040", False, centre_in=r.width)


def _panel(d: Drawing, panel: PanelArt, boxes: dict[str, Box]) -> None:
    """A player's panel: the heading in their colour, the header's boxes, and the ground of the town."""
    r, colour = panel.box, panel.colour
    d.box(r, 10, "#f7efdc", colour, 3, -8)
    head = Box(r.left + 2, r.top + 2, r.width - 4, 26)
    d.box(head, 8, colour, colour, 1, -7)
    # TRANSLATORS: the heading of a player's panel, as in "Ann's town".
    town_of = _("{name}'s town")
    room = panel.heading_right - head.left - 8 - text_fit.measure(town_of.format(name=""), 16, True)
    d.caption(town_of.format(name=cut_name(panel.name, room, 16)), head.left + 8, head.top + 4, 16, "#ffffff")
    p = panel.seat
    for zid in (ids.character(p), ids.money(p), ids.population(p), ids.wanted_won(p)):
        zr = boxes.get(zid)
        if zr is not None:
            d.box(zr, 6, "#efe3c6", "#c4aa7c", 1, -6)
    zr = boxes.get(ids.wanted_won(p))
    if zr is not None:
        d.caption(_("Wanted cards won"), zr.left, zr.top + 2, FLOOR, "#6e5233", centre_in=zr.width)
    top = header_h(r.width)
    area = Box(r.left + 6, r.top + top, r.width - 12, r.height - top - 6)
    hand = boxes.get(ids.hand(p))
    if hand is not None:
        area = Box(area.left, area.top, area.width, hand.top - 6 - area.top)
    d.box(area, 8, GROUND, "#c2a878", 1, -7)


def hand_caption_svg(hand: Box) -> str:
    """The caption over the starting tiles in hand (the drawing is the hand's box; it lies above the hand's
    fill, which the table draws)."""
    d = Drawing()
    d.caption(_("Starting tiles: drag to a space next to the Town Hall"), 6, 2, FLOOR, "#6e5233",
              room=hand.width - 12)
    return d.svg(hand.width, hand.height)


def _stock_reference(d: Drawing, box: Box) -> None:
    """Under the market (own board first): the stock icons' scoring."""
    d.box(box, 8, "#efe1bf", "#9c7a45", 1.4, -6)
    x, y = box.left + 12, box.top + 6
    d.caption(_("Stock icons at the end"), x, y, 13, "#5a2d12", serif=True)
    # Three rows under the heading, the last clear of the box's edge (a CJK line sits lower: its font's
    # ascent); each icon as tall as its row leaves, beside the row's text.
    step = (box.height - 27) / 3
    icon_size = min(20.0, step - 1)
    for k, (icon, line) in enumerate(STOCK_LINES):
        yy = y + 18 + k * step
        d.add(-4, stock_icon(icon, x + (20 - icon_size) / 2, yy + 8 - icon_size / 2, icon_size))
        d.caption(_(line), x + 28, yy, 13, INK, False, room=box.right - x - 34)


def _round_reference(d: Drawing, box: Box) -> None:
    """Beside the others' panels (own board first), where there is room: how a round goes."""
    d.box(box, 8, "#efe1bf", "#9c7a45", 1.4, -6)
    x, y = box.left + 10, box.top + 8
    d.caption(_("A round"), x, y, 13, "#5a2d12", serif=True)
    rows = max(0, int((box.height - 30) // 15))
    lines = round_lines(ROUND_NARROW, box.width - 20, FLOOR)
    if len(lines) > rows > 0:  # cut: the rules (Help) have it whole
        lines = [*lines[:rows - 1], lines[rows - 1] + "\u2026"]
    for k, line in enumerate(lines[:rows]):
        d.caption(line, x, y + 22 + k * 15, FLOOR, "#4a3826", False, room=box.width - 20)


def _reference(d: Drawing) -> None:
    """A reference card under the market: the stock icons' scoring and when the game ends."""
    box = Box(MARKET_X, DY + 680, MARKET_W, 282)
    d.box(box, 8, "#efe1bf", "#9c7a45", 1.4, -6)
    x, y = box.left + 14, box.top + 10
    d.caption(_("Stock icons at the end"), x, y, 14, "#5a2d12", serif=True)
    for k, (icon, line) in enumerate(STOCK_LINES):
        yy = y + 28 + k * 30
        d.add(-4, stock_icon(icon, x, yy - 3, 24))
        d.caption(_(line), x + 32, yy, 13, INK, False, room=box.right - x - 38)
    y += 130
    d.caption(_("A round"), x, y, 14, "#5a2d12", serif=True)
    rows = int((box.bottom - y - 26) // 18)
    for k, line in enumerate(round_lines(ROUND_WIDE, box.width - 28, 12)[:rows]):
        d.caption(line, x, y + 22 + k * 18, 12, "#4a3826", False, room=box.width - 28)
