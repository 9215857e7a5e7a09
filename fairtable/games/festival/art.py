"""The Agents Of Empire board's art: SVG text for the printed fields, the icons and the pieces.

Geometry of the ring in scene units (a field is ``F`` wide along the ring and ``D`` deep), the palette, the
icons, and :class:`FestivalArt` for every drawing whose text must fit its box. No Qt: text is fitted with a
measure the view hands in (Qt's font metrics, the way the SVG renderer draws), and the view (``view.py``)
places this art on the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from html import escape

from fairtable.games import text_fit
from fairtable.games.festival.data import tables
from fairtable.games.festival.geometry import field_box, field_boxes, side
from fairtable.games.festival.numbers import START_MONEY
from fairtable.games.festival.words import deck_name, field_name, money
from fairtable.games.shapes import shape_svg
from fairtable.games.svg import shade, svg
from fairtable.i18n import _, number

# -- palette ------------------------------------------------------------------------------------------

FONT = "DejaVu Sans"
NARROW = "DejaVu Sans Condensed"  # a name too long for its field in the board's font
INK = "#3a3326"
PAPER = "#fbf6ea"
LINE = "#6e604a"
GROUP_FILL = {
    "brown": "#8d5a32", "lightblue": "#8ccdf0", "pink": "#d6458f", "orange": "#f18b26",
    "red": "#d3342b", "yellow": "#f4cf2a", "green": "#2f9a52", "darkblue": "#24489c",
    "transport": "#4a4f57", "utility": "#8b6f3e",
}
DARK_TEXT_GROUPS = ("lightblue", "yellow", "orange")
# Each colour group's shape (``games/shapes.py``) on its fields' colour band: owning a whole group is what
# lets a player build, and the group's colour alone does not tell every player which festivals belong together.
GROUP_SHAPES = {
    "brown": "hexagon", "lightblue": "ring", "pink": "heart", "orange": "star", "red": "diamond",
    "yellow": "disc", "green": "triangle", "darkblue": "square",
}  # fmt: skip
DECK_INK = {"eatthis": "#e8731c", "takethat": "#13958a", "kulissen": "#6a44c9"}
# The size of a piece's primary text (a name, a price, an amount), in scene units, a little above the floor
# below. Text too long at this size is cut with an ellipsis where the piece's tooltip (shown by the
# magnifier) has it whole; captions and card texts are marked minor.
PIECE_TEXT = 11.5
FIT_PX_PER_UNIT = 0.73  # the board's scale at its fit in a 1280x720 window where the docks are widest (0.74 else)
# The floor, 8 px (text_fit.FLOOR_PX) at that fit, in scene units rounded up to a half unit: 11.0. No text a
# player must read is set smaller.
FLOOR = math.ceil(text_fit.FLOOR_PX / FIT_PX_PER_UNIT * 2) / 2
# A field's printed name and price: as large as the field's boxes take, so that a 1280x720 window shows them
# at 8.6 and 8 px; a long one-word name shrinks to the floor, then narrows (Condensed). A price too wide at the
# floor is the bare amount. The bank's cards and the tooltips repeat both larger.
FIELD_NAME = 11.5
FIELD_PRICE = FLOOR
BUDE_GREEN, STAGE_RED = "#2f8a43", "#c62828"


def txt(x: float, y: float, text: str, size: float, colour: str = INK, bold: bool = False,
        anchor: str = "middle", extra: str = "", minor: bool = False, family: str = FONT) -> str:
    """One line of text; ``minor`` marks a caption or a card's rules (not held to the readability floor)."""
    weight = ' font-weight="bold"' if bold else ""
    mark = ' class="minor"' if minor else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:.2f}"{weight} fill="{colour}" '
            f'text-anchor="{anchor}"{mark} {extra}>{escape(text)}</text>')


# -- icons, drawn in a 40 x 40 box and placed with a transform ----------------------------------------

def star_path(cx: float, cy: float, r: float, inner: float = 0.45) -> str:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * inner
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    return "M" + " L".join(pts) + " Z"


def icon(name: str, box: tuple[float, float, float, float], colour: str = "#444") -> str:
    x, y, w, h = box
    s = min(w, h) / 40
    tx, ty = x + (w - 40 * s) / 2, y + (h - 40 * s) / 2
    body = ICONS[name](colour)
    return f'<g transform="translate({tx:.1f},{ty:.1f}) scale({s:.3f})">{body}</g>'


ICONS = {
    "bus": lambda c: (
        '<rect x="7" y="3" width="26" height="29" rx="5" fill="#4a4f57"/>'
        '<rect x="10" y="7" width="20" height="11" rx="2" fill="#d8ecf7"/>'
        '<rect x="13" y="4.5" width="14" height="1.5" fill="#f4cf2a"/>'
        '<circle cx="13" cy="25" r="2.3" fill="#ffe082"/><circle cx="27" cy="25" r="2.3" fill="#ffe082"/>'
        '<rect x="9" y="31" width="5" height="6" rx="1.5" fill="#2b2f36"/><rect x="26" y="31" width="5" height="6" rx="1.5" fill="#2b2f36"/>'
    ),
    "plane": lambda c: (
        '<path d="M20 2c2 0 3 2 3 5v8l14 8v4l-14-4v9l4 3v3l-7-2-7 2v-3l4-3v-9l-14 4v-4l14-8V7c0-3 1-5 3-5z" '
        'fill="#3d6fb6" stroke="#1f3f6e" stroke-width="1"/>'
    ),
    "phone": lambda c: (
        '<rect x="11" y="2" width="18" height="36" rx="4" fill="#2b2f36"/>'
        '<rect x="13.5" y="6" width="13" height="24" rx="1.5" fill="#7cc4f2"/>'
        '<circle cx="20" cy="34" r="1.8" fill="#ddd"/>'
    ),
    "beer": lambda c: (
        '<path d="M27 15h4a4 4 0 0 1 4 4v7a4 4 0 0 1-4 4h-4" fill="none" stroke="#9a6a00" stroke-width="3"/>'
        '<rect x="7" y="12" width="21" height="25" rx="3" fill="#f2b632" stroke="#9a6a00" stroke-width="1.5"/>'
        '<circle cx="10" cy="11" r="4.5" fill="#fffdf2"/><circle cx="17" cy="9" r="5" fill="#fffdf2"/>'
        '<circle cx="24" cy="11" r="4.5" fill="#fffdf2"/>'
        '<rect x="11" y="18" width="2.5" height="14" rx="1" fill="#ffd766"/><rect x="18" y="18" width="2.5" height="14" rx="1" fill="#ffd766"/>'
    ),
    "card": lambda c: (
        f'<rect x="8" y="2" width="24" height="35" rx="3" fill="{c}" stroke="{shade(c, 0.6)}" stroke-width="1.2" transform="rotate(-8 20 20)"/>'
        f'<text x="19" y="30" font-family="{FONT}" font-size="25" font-weight="bold" fill="#fff" text-anchor="middle" transform="rotate(-8 20 20)">?</text>'
    ),
    "ticket": lambda c: (
        '<path d="M3 11h34v6a3.5 3.5 0 0 0 0 7v6H3v-6a3.5 3.5 0 0 0 0-7z" fill="#d3342b" stroke="#8e1c16" stroke-width="1"/>'
        '<path d="M27 12v17" stroke="#fff" stroke-width="1.3" stroke-dasharray="2 2"/>'
        '<circle cx="15" cy="20.5" r="3.4" fill="#fff"/>'
    ),
    "crowd": lambda c: (
        f'<path d="M7 19a13 13 0 0 1 22-9" fill="none" stroke="{c}" stroke-width="4"/>'
        f'<path d="M33 4l0 11l-10-2z" fill="{c}"/>'
        f'<path d="M33 21a13 13 0 0 1-22 9" fill="none" stroke="{c}" stroke-width="4"/>'
        f'<path d="M7 36l0-11l10 2z" fill="{c}"/>'
        '<circle cx="20" cy="17" r="3.2" fill="#3a3326"/><path d="M14 27c0-5 12-5 12 0z" fill="#3a3326"/>'
    ),
    "tent": lambda c: (
        '<path d="M20 6L38 34H2z" fill="#2f9a52" stroke="#1c5e33" stroke-width="1.2"/>'
        '<path d="M20 15L27 34H13z" fill="#16432a"/>'
        '<path d="M20 6V1" stroke="#6e604a" stroke-width="1.5"/><path d="M20 1l6 2.2-6 2.2z" fill="#d3342b"/>'
        '<path d="M0 36h40" stroke="#8d7a4e" stroke-width="2"/>'
    ),
    "vip": lambda c: (
        f'<path d="{star_path(20, 18, 17)}" fill="#f4c20d" stroke="#9a7400" stroke-width="1.2"/>'
        f'<path d="{star_path(20, 18, 6)}" fill="#fff6c8"/>'
        '<path d="M6 36h28" stroke="#3a3326" stroke-width="2.5" stroke-linecap="round"/>'
        '<circle cx="11" cy="37" r="2.5" fill="#3a3326"/><circle cx="29" cy="37" r="2.5" fill="#3a3326"/>'
    ),
    "siren": lambda c: (
        '<path d="M4 9l5 4M36 9l-5 4M20 1v6M2 22h5M33 22h5" stroke="#d3342b" stroke-width="2.4" stroke-linecap="round"/>'
        '<path d="M10 32V22a10 10 0 0 1 20 0v10z" fill="#2f6fce" stroke="#173f7a" stroke-width="1.2"/>'
        '<path d="M15 22a5 5 0 0 1 5-5" fill="none" stroke="#cfe3ff" stroke-width="2"/>'
        '<rect x="6" y="32" width="28" height="6" rx="2" fill="#3a3326"/>'
    ),
    "toilet": lambda c: (
        '<rect x="5" y="4" width="11" height="16" rx="2" fill="#fffdf4" stroke="#8a6d00" stroke-width="1.5"/>'
        '<path d="M4 20h29c0 7-5 11-11 12v5H12v-6c-5-2-8-6-8-11z" fill="#f4cf2a" stroke="#8a6d00" stroke-width="1.5"/>'
        f'<path d="{star_path(30, 8, 5)}" fill="#f4c20d" stroke="#9a7400" stroke-width=".8"/>'
        f'<path d="{star_path(36, 17, 3)}" fill="#f4c20d"/>'
        '<circle cx="23" cy="11" r="2" fill="#f4c20d"/>'
    ),
    "arrow": lambda c: '<path d="M40 14H13V6L0 20l13 14v-8h27z" fill="#d3342b" stroke="#8e1c16" stroke-width="1"/>',
    "booth": lambda c: (
        f'<rect x="6" y="17" width="28" height="20" fill="{c}" stroke="{shade(c, 0.55)}" stroke-width="2"/>'
        f'<path d="M2 18L8 5h24l6 13z" fill="#fff" stroke="{shade(c, 0.55)}" stroke-width="2"/>'
        f'<path d="M14 5l-3 13M20 5v13M26 5l3 13" stroke="{c}" stroke-width="4"/>'
        f'<rect x="14" y="24" width="12" height="13" fill="{shade(c, 0.6)}"/>'
    ),
    "stage": lambda c: (
        f'<path d="M2 16L20 3l18 13z" fill="{shade(c, 0.7)}" stroke="{shade(c, 0.45)}" stroke-width="1.5"/>'
        f'<rect x="3" y="16" width="34" height="21" fill="{c}" stroke="{shade(c, 0.45)}" stroke-width="1.5"/>'
        f'<path d="{star_path(20, 26, 7)}" fill="#fff3b0"/>'
    ),
}


# Words too long for their field break here (a soft hyphen: "Festival-" at a line's end, nothing inside one).
HYPHENATED = {"Festivalgebühr": "Festival\u00adgebühr", "Ausnüchterungszelle": "Ausnüchterungs\u00adzelle"}


def hyphenated(text: str) -> str:
    for word, parts in HYPHENATED.items():
        text = text.replace(word, parts)
    return text

def deck_look(deck: str) -> tuple[str, str]:
    """A card deck's ink and its name as printed."""
    t = tables()
    names = {d: deck_name(k) for k, d in enumerate(t.deck_ids)}
    return DECK_INK.get(deck, "#35506b"), names.get(deck, "")


Measure = Callable[[str, float, bool], float]  # text, font size, bold -> width in scene units


class FestivalArt:
    """The drawings whose text must fit a box: the printed fields and the cards, deeds, strips and vouchers.
    ``measure`` gives a text's width as the SVG renderer will draw it (the view measures with Qt's font
    metrics); too long a text wraps and then shrinks until it fits."""

    def __init__(self, measure: Measure, narrow: Measure | None = None) -> None:
        self.measure = measure
        self.narrow = narrow or (lambda t, size, bold: measure(t, size * 0.9, bold))  # DejaVu Sans Condensed

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        return self.measure(text, size, bold)

    def fit(self, text: str, width: float, size: float, bold: bool = False, max_lines: int = 1,
            least: float = FLOOR, short: str | None = None, height: float | None = None) -> text_fit.Fitted:
        """``text`` in a box (the shared way, ``games/text_fit.py``): at ``size``, shrunk down to ``least``,
        else its short form, else cut with an ellipsis (a piece's tooltip and the magnifier have it whole)."""
        return text_fit.fit(hyphenated(text), width, size, least, self.measure, bold, max_lines, short, height, 1.15)

    def fit_lines(self, text: str, width: float, size: float, bold: bool = False, max_lines: int = 2,
                  smallest: float = FLOOR) -> tuple[list[str], float]:
        """Wrap ``text`` into at most ``max_lines`` lines no wider than ``width``, shrinking the size if needed."""
        got = self.fit(text, width, size, bold, max_lines, smallest)
        return got.lines, got.size

    def fit_or_cut(self, text: str, width: float, size: float, bold: bool = False, max_lines: int = 1,
                   least: float = FLOOR) -> tuple[list[str], float]:
        """Like :meth:`fit_lines`, shrinking no further than ``least``: what still does not fit is cut with an
        ellipsis (for a text whose piece's tooltip has it whole)."""
        return self.fit_lines(text, width, size, bold, max_lines, least)

    def name(self, box: tuple[float, float, float, float], text: str, size: float, colour: str = INK,
             max_lines: int = 2) -> str:
        """A printed name, centred in its box, never under the floor: in the board's font, else narrower
        (DejaVu Sans Condensed), else narrower and not bold, else cut with an ellipsis."""
        x, y, w, h = box
        got, family, bold = self.fit_narrow(text, w, size, True, max_lines, h)
        step = got.size * 1.1
        total = step * (len(got.lines) - 1) + got.size * 0.75
        top = y + (h - total) / 2
        return "".join(txt(x + w / 2, top + got.size * 0.75 + i * step, line, got.size, colour, bold, family=family)
                       for i, line in enumerate(got.lines))

    def fit_narrow(self, text: str, width: float, size: float, bold: bool = True, max_lines: int = 1,
                   height: float | None = None) -> tuple[text_fit.Fitted, str, bool]:
        """Like :meth:`fit`, but narrower before it cuts: in the board's font, else DejaVu Sans Condensed, else
        that not bold. The fitted text, its family and whether it is bold."""
        got = None
        for family, heavy in ((FONT, bold), (NARROW, bold), (NARROW, False)):
            measure = self.measure if family == FONT else self.narrow
            got = text_fit.fit(hyphenated(text), width, size, FLOOR, lambda t, s, _b, m=measure, b=heavy: m(t, s, b),
                               heavy, max_lines, None, height, 1.1)
            if not got.cut:
                return got, family, heavy
        assert got is not None
        return got, family, heavy

    def block(self, box: tuple[float, float, float, float], text: str, size: float, colour: str = INK,
              bold: bool = True, max_lines: int = 2, valign: str = "middle") -> str:
        """Centred, wrapped text inside a box."""
        x, y, w, h = box
        lines, size = self.fit_lines(text, w, size, bold, max_lines)
        step = size * 1.15
        total = step * (len(lines) - 1) + size * 0.75
        top = y + (h - total) / 2 if valign == "middle" else y
        return "".join(txt(x + w / 2, top + size * 0.75 + i * step, line, size, colour, bold)
                       for i, line in enumerate(lines))

    # -- the printed fields -----------------------------------------------------------------------------

    def _corner_body(self, f: int) -> str:
        t = tables()
        if f == 0:
            return (txt(58, 24, "+" + money(START_MONEY), PIECE_TEXT, "#2e6b2e", True)
                    + txt(58, 52, field_name(0), 25, "#c62828", True)
                    + icon("arrow", (20, 56, 76, 22)))
        if f == 10:
            # TRANSLATORS: the cell's name printed on two lines in the board's corner (split at the line break).
            # The cell's name across the corner's top (a hyphen at the catalog's line break, where it breaks), the
            # bars under it, "Nur zu Besuch" up the left.
            cell = _("Ausnüchterungs-\nzelle").replace("-\n", "\u00ad").replace("\n", " ")
            bars = "".join(f'<path d="M{46 + k * 12} 36V80" stroke="#2b2520" stroke-width="2.6"/>' for k in range(6))
            visit = self.name((-26, -15, 52, 30), _("Nur zu Besuch"), 11.5, INK, 2)
            return ('<rect x="2" y="2" width="112" height="30" fill="#6e3d10"/>'
                    + self.name((3, 2, 110, 30), cell, 11.5, "#fff", 2)
                    + '<rect x="36" y="33" width="78" height="50" fill="#f0a24a" stroke="#6e3d10" stroke-width="1.6"/>'
                    + bars
                    + f'<g transform="translate(18,58) rotate(-90)">{visit}</g>')
        kind = t.kind[f]
        name_box = (4, 6, 108, 22)
        symbol = {"pot": "toilet", "gotocell": "siren"}.get(kind, "tent")
        colour = "#c62828" if kind == "gotocell" else INK
        return self.name(name_box, field_name(f), 11.5, colour, 1) + icon(symbol, (30, 28, 56, 50))

    def field_svg(self, f: int) -> str:
        """The printed field: colour band, name, price or amount, and the field's icon."""
        t = tables()
        _x, _y, w, h = field_box(f)
        body = [f'<rect x=".6" y=".6" width="{w - 1.2:.1f}" height="{h - 1.2:.1f}" fill="{PAPER}" stroke="{LINE}" stroke-width="1.2"/>']
        if side(f) == "corner":
            body.append(self._corner_body(f))
            return svg(w, h, "".join(body))
        boxes = field_boxes(f)
        kind = t.kind[f]
        if kind == "festival":
            bx, by, bw, bh = boxes["band"]
            colour = GROUP_FILL[t.group[f] or "brown"]
            body.append(f'<rect x="{bx + .6:.1f}" y="{by + .6:.1f}" width="{bw - 1.2:.1f}" height="{bh - 1.2:.1f}" '
                        f'fill="{colour}" stroke="{LINE}" stroke-width="1.2"/>')
            group = t.group[f] or "brown"
            if group in GROUP_SHAPES:  # the group's shape, light on the band, in its middle
                size = min(bw, bh) - 5
                body.append(shape_svg(GROUP_SHAPES[group], bx + (bw - size) / 2, by + (bh - size) / 2, size, "#fffdf6",
                                      shade(colour, 0.55), f"group-{group}"))
        name = t.name[f]
        body.append(self.name(boxes["name"], field_name(f), FIELD_NAME, INK, 2))
        price = {"festival": t.price[f], "transport": t.price[f], "utility": t.price[f], "tax": t.tax[f]}.get(kind, 0)
        if price:
            px, py, pw, ph = boxes["price"]
            # "4,400 Tacken", or the bare amount where that does not fit at the floor (the tooltip says Tacken)
            got = self.fit(money(price), pw - 2, FIELD_PRICE, False, 1, short=number(price))
            body.append(txt(px + pw / 2, py + ph - 2, got.lines[0], got.size, "#5a4f3c"))
        if "icon" in boxes:
            if kind == "transport":
                sym = "plane" if name.startswith("Flughafen") else "bus"
            elif kind == "utility":
                sym = "phone" if f == 12 else "beer"
            elif kind == "card":
                sym = "card"
            else:
                sym = {"tax": "ticket", "crowd": "crowd", "free": "tent", "vip": "vip"}.get(kind, "tent")
            deck = t.deck_ids[t.deck_of_field[f]] if kind == "card" else ""
            body.append(icon(sym, boxes["icon"], DECK_INK.get(deck, "#c2185b")))
        return svg(w, h, "".join(body))

    # -- pieces -----------------------------------------------------------------------------------------

    def owner_svg(self, colour: str, label: str, name: str, w: float, h: float) -> str:
        vertical = h > w
        turn = f'transform="rotate(-90 {w / 2:.1f} {h / 2:.1f})"' if vertical else ""
        lines, size = self.fit_or_cut(name, max(w, h) - 6, 11.5, True, 1)
        if label:  # mortgaged: the strip turns pale, dashed in the owner's colour
            text = txt(w / 2, h / 2 + PIECE_TEXT * 0.36, label, PIECE_TEXT, "#8e1c16", True, extra=turn)
            return svg(w, h, (f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="3" fill="{shade(colour, 1.75)}" '
                              f'stroke="{colour}" stroke-width="2" stroke-dasharray="4 2"/>' + text))
        return svg(w, h, (f'<rect x=".8" y=".8" width="{w - 1.6:.1f}" height="{h - 1.6:.1f}" rx="3" fill="{colour}" '
                          f'stroke="{shade(colour, 0.55)}" stroke-width="1.2"/>'
                          + txt(w / 2, h / 2 + size * 0.36, lines[0] if lines else "", size, "#fff", True, extra=turn)))

    def card_back(self, deck: str, w: float, h: float) -> str:
        ink, name = deck_look(deck)
        lines, size = self.fit_or_cut(name, w - 7, 11.5, True, 3)
        first = h - 8 - size * 0.25 - (len(lines) - 1) * size * 1.12  # the name's lines, from the bottom up
        mark = min(h * 0.4, first - size - 6)
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="{ink}" stroke="{shade(ink, 0.55)}" stroke-width="1.5"/>'
            f'<rect x="5" y="5" width="{w - 10:.1f}" height="{h - 10:.1f}" rx="4" fill="none" stroke="#ffffff88" stroke-width="1.2"/>'
            + txt(w / 2, 8 + mark * 0.9, "?", mark, "#ffffffcc", True)
            + "".join(txt(w / 2, first + i * size * 1.12, line, size, "#fff", True) for i, line in enumerate(lines))))

    def card_face(self, deck: str, title: str, text: str, w: float, h: float) -> str:
        """A drawn card: its deck in the band, its German title (the card's name in every language), and what
        it does in the player's language, none of it under the floor (cut with an ellipsis where even that
        does not fit: the card's tooltip and the magnifier have it whole)."""
        ink, name = deck_look(deck)
        band_text, band_family, band_bold = self.fit_narrow(name, w - 10, 11.5, True, 2)
        head, hs = band_text.lines, band_text.size
        band = 6 + len(head) * hs * 1.1
        y = band + 4
        body = []
        if title:
            named, family, bold = self.fit_narrow(title, w - 8, 12.5, True, 3)
            for line in named.lines:
                y += named.size * 1.05
                body.append(txt(w / 2, y, line, named.size, ink, bold, family=family))
            y += 4
        room = h - y - 5
        said, family, _bold = self.fit_narrow(text, w - 10, 11.5, False, 8, room)
        step = said.size * 1.1
        top = y + max(0.0, (room - step * len(said.lines)) / 2) + said.size * 0.9
        body += [txt(w / 2, top + i * step, line, said.size, "#1d1d1d", family=family) for i, line in enumerate(said.lines)]
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#fffdf7" stroke="{ink}" stroke-width="1.8"/>'
            f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14:.1f}a6 6 0 0 1 6 6v{band - 7:.1f}H1z" fill="{ink}"/>'
            + "".join(txt(w / 2, 3 + hs * 0.95 + i * hs * 1.1, line, hs, "#fff", band_bold, family=band_family)
                      for i, line in enumerate(head))
            + "".join(body)))

    def voucher_svg(self, deck: str, w: float, h: float) -> str:
        ink, name = deck_look(deck)
        sub, ss = self.fit_lines(name, w - 12, 7, False, 1)
        return svg(w, h, (
            f'<path d="M1 1h{w - 2:.1f}v{h / 2 - 5:.1f}a4 4 0 0 0 0 8v{h / 2 - 5:.1f}H1v-{h / 2 - 5:.1f}a4 4 0 0 0 0-8z" '
            f'fill="{shade(ink, 1.75)}" stroke="{ink}" stroke-width="1.5"/>'
            + txt(w / 2, 13, _("Gutschein"), 11.5, shade(ink, 0.7), True)
            + txt(w / 2, h - 5, sub[0] if sub else "", ss, shade(ink, 0.6), minor=True)))

    def bank_deed(self, f: int, mortgaged: bool, w: float, h: float) -> str:
        t = tables()
        group = t.group[f] or "brown"
        colour = "#9e9e9e" if mortgaged else GROUP_FILL[group]
        name_colour = INK if group in DARK_TEXT_GROUPS else "#fff"
        lines, size = self.fit_or_cut(field_name(f), w - 6, 11.5, False, 2)
        band = 4 + len(lines) * size * 1.08
        price = number(t.price[f])
        body = [f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="4" fill="#fffdf7" stroke="{LINE}" stroke-width="1.2"/>',
                f'<path d="M1 5a4 4 0 0 1 4-4h{w - 10:.1f}a4 4 0 0 1 4 4v{band - 5:.1f}H1z" fill="{colour}"/>']
        body += [txt(w / 2, 2 + size * 0.92 + i * size * 1.08, line, size, name_colour) for i, line in enumerate(lines)]
        below = (band + h) / 2 + 4  # the price, in the white below the band (the whole amount is in the tooltip)
        if t.kind[f] == "festival":
            if len(lines) == 1:
                body.append(txt(w / 2, band + 13, money(t.price[f]), PIECE_TEXT, "#3a3326", True))
                # TRANSLATORS: a Bude's price on a property card, a bare number of Tacken ("Bude 1,000").
                body.append(txt(w / 2, h - 4, _("Bude {price}").format(price=number(t.bude_price[f])), 7,
                                "#6e604a", minor=True))
            else:
                body.append(txt(w / 2, below, money(t.price[f]), PIECE_TEXT, "#3a3326", True))
        else:
            sym = ("plane" if t.name[f].startswith("Flughafen") else "bus") if t.kind[f] == "transport" else (
                "phone" if f == 12 else "beer")
            body.append(icon(sym, (3, band + 1, h - band - 3, h - band - 3)))
            body.append(txt(w / 2 + 9, below, price, PIECE_TEXT, "#3a3326", True))
        return svg(w, h, "".join(body))

    def deed_chip(self, f: int, mortgaged: bool, w: float, h: float) -> str:
        t = tables()
        colour = GROUP_FILL[t.group[f] or "brown"]
        lines, size = self.fit_or_cut(field_name(f), w - 12, 11.5, True, 2)
        fill, ink, dash = ("#e4e0d8", "#8a8172", ' stroke-dasharray="3 2"') if mortgaged else ("#fffdf7", INK, "")
        top = h / 2 - (len(lines) - 1) * size * 0.58 + size * 0.36
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="3" fill="{fill}" stroke="{LINE}" stroke-width="1"{dash}/>'
            f'<rect x="1" y="1" width="7" height="{h - 2:.1f}" rx="2" fill="{shade(colour, 1.5) if mortgaged else colour}"/>'
            + "".join(txt(w / 2 + 4, top + i * size * 1.16, line, size, ink, True) for i, line in enumerate(lines))))


# -- pieces drawn without text to fit --------------------------------------------------------------

def build_token(symbol: str, colour: str, word: str, w: float, h: float, art: FestivalArt | None = None) -> str:
    """A Bude or the Mainstage to build: its drawing and its word (fitted to the token by ``art``)."""
    size = PIECE_TEXT
    if art is not None:
        got = art.fit(word, w - 5, PIECE_TEXT, True)
        word, size = got.lines[0], got.size
    return svg(w, h, (
        f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="7" fill="#fffdf6" stroke="{shade(colour, 0.7)}" stroke-width="1.6"/>'
        + icon(symbol, (4, 3, w - 8, h - 19), colour)
        + txt(w / 2, h - 4, word, size, shade(colour, 0.7), True)))


def die_svg(v: int, w: float, h: float) -> str:
    pips = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (1, 3), (3, 1), (3, 3)],
            5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)], 6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}
    dots = "".join(f'<circle cx="{w * c / 4:.1f}" cy="{h * r / 4:.1f}" r="{w * 0.085:.1f}" fill="#2b2520"/>'
                   for r, c in pips.get(v, []))
    return svg(w, h, f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="7" fill="#fffdf7" '
                     f'stroke="#3a3326" stroke-width="1.6"/>{dots}')
