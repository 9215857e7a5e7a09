"""The ESSEN pieces' art: SVG text for the game boxes, wish, ranking and event cards, markers and meeples.

The palette, the symbol icons and :class:`EssenArt` for every drawing whose text must fit its box (game
boxes, wish cards, ranking cards, name plates). No Qt: text is fitted with a measure the view hands in (Qt's
font metrics, the way the SVG renderer draws), and the view (``view.py``) places this art on the table.

Primary text (a game's title, a price, VP, a count) is never drawn smaller than ``FLOOR`` scene units,
the readability floor ``FLOOR``: the board is laid out so that this is ``games/text_fit.FLOOR_PX`` (8 pixels)
at 1280x720. Text that may be smaller (a stand's
publisher plate, a track's numbers, a section's caption) carries ``class="minor"``. A label that cannot be
drawn whole ends in an ellipsis, and the piece's tooltip holds its whole text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from fairtable.games import text_fit
from fairtable.games.essen.data import data
from fairtable.games.essen.words import euros, hyphenated
from fairtable.games.svg import shade, svg
from fairtable.games.text_fit import FLOOR_PX
from fairtable.i18n import N_, _

# -- palette ----------------------------------------------------------------------------------------------

FONT = "DejaVu Sans"
NARROW = "DejaVu Sans Condensed"  # titles and names: a game box is small
SCALE = 1.3125  # scene units a pixel, with the board fitted in a 1280x720 window
FLOOR = FLOOR_PX * SCALE  # the readability floor in scene units (10.5)
INK = "#3a3326"
PAPER = "#fbf6ea"
LINE = "#6e604a"
CONCRETE = "#d8cdb4"  # the fair's concrete floor
CARPET = "#efe6d2"  # the aisles inside the halls
ZONE_FILL = {"purple": "#d9c8ee", "yellow": "#f6e6a6", "blue": "#c3d7f4", "pink": "#f6cde0", "green": "#c9e9cb"}
ZONE_INK = {"purple": "#6a4a9c", "yellow": "#9a7a10", "blue": "#36649f", "pink": "#b2517e", "green": "#3f8a47"}
ZONE_DEEP = {"purple": "#8c6cc0", "yellow": "#d9b733", "blue": "#5f8fd0", "pink": "#d877a3", "green": "#62ad69"}
SYMBOL_INK = {"meeple": "#c0392b", "hourglass": "#2c6e9b", "dice": "#2e8b57", "cards": "#8e44ad"}
EVENT_LOOK = {  # fill, the mark it shows (translated where drawn)
    "buzz": ("#2e9d4a", "+3"), "flop": ("#b3261e", "−3"), "goodies": ("#1e88e5", "+1"),
    # TRANSLATORS: "SO" and "NR" are the marks on ESSEN's Sold out and Not released event tokens.
    "discount": ("#e08e00", "−10"), "sold_out": ("#424242", N_("SO")), "not_released": ("#6d4c41", N_("NR")),
}  # fmt: skip
WISH_RED = "#d81b60"  # the viewer's own wish mark
COMMON_BLUE = "#1565c0"  # the common wish list's mark
MONEY_GREEN = "#2e6b22"
SALE_RED = "#c62828"

Measure = Callable[[str, float, bool, bool], float]  # text, font size, bold, narrow -> width in scene units



def txt(x: float, y: float, text: str, size: float, colour: str = INK, bold: bool = False, anchor: str = "middle",
        minor: bool = False, extra: str = "", narrow: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    cls = ' class="minor"' if minor else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{NARROW if narrow else FONT}" font-size="{size:.2f}"{weight} '
            f'fill="{colour}" text-anchor="{anchor}"{cls} {extra}>{escape(text)}</text>')


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "none", width: float = 1.0,
         rx: float = 0.0, extra: str = "") -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx:.1f}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width:.2f}" {extra}/>')


# -- icons: drawn in a 20 x 20 box, placed with a transform ------------------------------------------------

def symbol_icon(symbol: str, x: float, y: float, size: float, colour: str | None = None) -> str:
    """The popularity symbol (meeple, hourglass, dice, cards) in a ``size`` square at (x, y)."""
    c = colour or SYMBOL_INK[symbol]
    t = f'transform="translate({x:.1f},{y:.1f}) scale({size / 20:.3f})"'
    if symbol == "meeple":
        d = ("M10 1c2.5 0 4 1.8 4 4 0 1.5-.7 2.5-1.5 3.2 2.5.5 6.5 1.8 6.5 4 0 1.5-2 1.5-4 1.2l2.5 6.6H13l-3-4.5"
             "-3 4.5H2.5L5 13.4c-2 .3-4 .3-4-1.2 0-2.2 4-3.5 6.5-4C6.7 7.5 6 6.5 6 5c0-2.2 1.5-4 4-4z")
        return f'<path {t} d="{d}" fill="{c}"/>'
    if symbol == "hourglass":
        return (f'<g {t}><path d="M3 1h14v2.2l-5 6.8 5 6.8V19H3v-2.2l5-6.8-5-6.8z" fill="{c}"/>'
                '<path d="M6.5 4h7l-3.5 4.5zM10 13l3.5 3.5h-7z" fill="#fff" opacity=".75"/></g>')
    if symbol == "dice":
        pips = "".join(f'<circle cx="{cx}" cy="{cy}" r="1.9" fill="#fff"/>' for cx, cy in ((6, 6), (14, 14), (10, 10), (14, 6), (6, 14)))
        return f'<g {t}><rect x="1" y="1" width="18" height="18" rx="4" fill="{c}"/>{pips}</g>'
    return (f'<g {t}><rect x="1" y="3" width="11" height="15" rx="2" fill="{c}" transform="rotate(-14 6 10)"/>'
            f'<rect x="8" y="2" width="11" height="15.5" rx="2" fill="{c}" stroke="#fff" stroke-width="1.2"/></g>')


def heart(cx: float, cy: float, r: float, fill: str = WISH_RED, stroke: str = "#fff") -> str:
    """The viewer's own wish mark: a heart on a white ring."""
    s = r / 10
    return (f'<g transform="translate({cx - 10 * s:.2f},{cy - 10 * s:.2f}) scale({s:.3f})">'
            f'<circle cx="10" cy="10" r="10" fill="{stroke}"/>'
            f'<path d="M10 16.5C4 12.5 3 9.6 3 7.6 3 5.4 4.7 4 6.6 4 8.1 4 9.3 4.9 10 6.1 10.7 4.9 11.9 4 13.4 4 '
            f'15.3 4 17 5.4 17 7.6c0 2-1 4.9-7 8.9z" fill="{fill}"/></g>')


def list_mark(cx: float, cy: float, r: float, fill: str = COMMON_BLUE) -> str:
    """The common wish list's mark: a star on a blue ring."""
    s = r / 10
    return (f'<g transform="translate({cx - 10 * s:.2f},{cy - 10 * s:.2f}) scale({s:.3f})">'
            f'<circle cx="10" cy="10" r="10" fill="#fff"/><circle cx="10" cy="10" r="8.4" fill="{fill}"/>'
            '<path d="M10 3.6l1.9 4 4.3.5-3.2 2.9.9 4.3-3.9-2.2-3.9 2.2.9-4.3-3.2-2.9 4.3-.5z" fill="#fff"/></g>')


def crowd_icon(x: float, y: float, size: float, colour: str = "#fff") -> str:
    """Three heads and shoulders: a crowd."""
    s = size / 20
    people = "".join(
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{colour}"/><path d="M{cx - r * 1.7} {cy + r * 3.4}'
        f'c0-{r * 2.6} {r * 3.4}-{r * 2.6} {r * 3.4} 0z" fill="{colour}"/>'
        for cx, cy, r in ((5, 7.5, 2.4), (15, 7.5, 2.4), (10, 5.5, 2.9))
    )
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({s:.3f})">{people}</g>'


def coin(cx: float, cy: float, r: float, label: str, size: float) -> str:
    """A gold VP coin ("+2")."""
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#ffca28" stroke="#8d6e00" stroke-width="1.1"/>'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r - 2:.1f}" fill="none" stroke="#f5b300" stroke-width=".8"/>'
            + txt(cx, cy + size * 0.36, label, size, "#3e2f00", True))


def meeple_path(colour: str, stroke: str = "#222") -> str:
    """A meeple in a 40 x 44 box (to be scaled)."""
    return (f'<path d="M20 2c5 0 8 3.5 8 8 0 3-1.5 5-3 6.5 5 1 13 3.5 13 8 0 3-4 3-8 2.5l5 13.5c.5 1.5-.5 2.5-2 '
            f'2.5h-8l-5-9-5 9H7c-1.5 0-2.5-1-2-2.5L10 27c-4 .5-8 .5-8-2.5 0-4.5 8-7 13-8-1.5-1.5-3-3.5-3-6.5 '
            f'0-4.5 3-8 8-8z" fill="{colour}" stroke="{stroke}" stroke-width="1.6" stroke-linejoin="round"/>')


def tile_marks(art: str) -> tuple[set[str], int | None, int]:
    """The marks of a tile's art key ("essen/tile/dice/wish/common/price35/count3"): the flags, the
    price to pay now (None: the printed one) and the count of a trunk pile (0: none)."""
    flags: set[str] = set()
    now: int | None = None
    count = 0
    for part in art.split("/")[3:]:
        if part.startswith("price"):
            now = int(part[5:])
        elif part.startswith("count"):
            count = int(part[5:])
        else:
            flags.add(part)
    return flags, now, count


class EssenArt:
    """The drawings whose text must fit a box. ``measure`` gives a text's width as the SVG renderer will
    draw it; too long a text wraps (breaking a long word where ``HYPHENS`` says), then shrinks down to its
    smallest size, and only then ends in an ellipsis."""

    def __init__(self, measure: Measure) -> None:
        self.measure = measure
        self._fits: dict[tuple, tuple[list[str], float, bool]] = {}

    def width(self, text: str, size: float, bold: bool = False, narrow: bool = False) -> float:
        return self.measure(text, size, bold, narrow)

    def wrap(self, text: str, width: float, size: float, bold: bool, narrow: bool = False) -> list[str]:
        """Lines no wider than ``width`` where the words allow (the boards' one way: ``games/text_fit.py``,
        Unicode's line breaking; a long word breaks where ``HYPHENS`` says, with a hyphen)."""
        measure = self._measure(narrow)
        return (text_fit.lines(hyphenated(text), width, size, measure, bold)
                or text_fit.fit(hyphenated(text), width, size, size, measure, bold, 99).lines)

    def _measure(self, narrow: bool) -> text_fit.Measure:
        return lambda text, size, bold: self.width(text, size, bold, narrow)

    def fit(self, text: str, width: float, size: float, bold: bool = True, max_lines: int = 2,
            smallest: float | None = None, narrow: bool = False) -> tuple[list[str], float, bool]:
        """``text`` in at most ``max_lines`` lines no wider than ``width``: at ``size`` or smaller down to
        ``smallest`` (by default ``size``), else cut with an ellipsis (``games/text_fit.py``). Returns the
        lines, the size and whether it was cut."""
        key = (text, round(width, 1), size, bold, max_lines, smallest, narrow)
        got = self._fits.get(key)
        if got is None:
            low = size if smallest is None else smallest
            fitted = text_fit.fit(hyphenated(text), width, size, low, self._measure(narrow), bold, max_lines, step=1.05)
            got = self._fits[key] = (fitted.lines, fitted.size, fitted.cut)
        return got

    def block(self, lines: Sequence[str], x: float, top: float, size: float, colour: str = INK, bold: bool = True,
              step: float = 1.05, anchor: str = "middle", narrow: bool = True) -> str:
        """Lines of text, the first one's cap height starting at ``top``."""
        return "".join(txt(x, top + size * 0.74 + i * size * step, line, size, colour, bold, anchor, narrow=narrow)
                       for i, line in enumerate(lines))

    @staticmethod
    def block_height(lines: Sequence[str], size: float, step: float = 1.05) -> float:
        return size * 0.74 + (len(lines) - 1) * size * step if lines else 0.0

    def count_badge(self, cx: float, cy: float, count: int, r: float = 7.6) -> str:
        """A count on a pile (games in a trunk, cards in a hand or a deck)."""
        label = f"{count}"
        r = max(r, self.width(label, FLOOR, True) / 2 + 2.5)
        return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#263238" stroke="#fff" stroke-width="1.3"/>'
                + txt(cx, cy + FLOOR * 0.37, label, FLOOR, "#fff", True))

    # -- game tiles ---------------------------------------------------------------------------------------

    def tile_svg(self, tile_id: str, art: str, w: float, h: float) -> str:
        """A game tile as a small game box: the title large, the price, the bonus coin and the symbol; a
        price cut on a red tag with the printed price struck through; the viewer's wish mark (a heart) and
        the common wish list's (a star). The bottom right corner stays free for an event token."""
        d = data()
        t = d.tiles[d.tile_index[tile_id]]
        flags, now, count = tile_marks(art)
        if w < 44:
            return self.mini_box_svg(tile_id, art, w, h)
        deep, fill = ZONE_DEEP[t.zone], ZONE_FILL[t.zone]
        edge = 2.0  # the box's depth, seen at its right and bottom
        bw, bh = w - edge - 1, h - edge - 1
        line = shade(deep, 0.72)
        body = [
            rect(1 + edge, 1 + edge, bw, bh, shade(deep, 0.62), rx=4),
            rect(1, 1, bw, bh, "#fffdf7", rx=4),
            f'<path d="M1 5a4 4 0 0 1 4-4h{bw - 8:.1f}a4 4 0 0 1 4 4v10H1z" fill="{fill}"/>',
            rect(1, 1, bw, bh, "none", line, 1.2, 4),
            symbol_icon(t.symbol, 3.5, 2.5, 11.5),
        ]
        x_mark = 18.0
        if "wish" in flags:
            body.append(heart(x_mark + 6, 8.5, 6.4))
            x_mark += 14
        if "common" in flags:
            body.append(list_mark(x_mark + 6, 8.5, 6.4))
        if t.bonus:
            body.append(coin(1 + bw - 8.5, 8.8, 8.2, f"+{t.bonus}", FLOOR))
        lines, size, _short = self.fit(_(t.title), bw - 5, 11.0, True, 3, FLOOR, narrow=True)
        step = 1.02
        top, bottom = 16.5, bh - 12.5
        height = self.block_height(lines, size, step)
        body.append(self.block(lines, 1 + bw / 2, top + max(0.0, (bottom - top - height) / 2), size, "#1d1d1d", True, step))
        base = bh - 2.5
        if now is not None:
            tag = euros(now)
            tw = self.width(tag, 11.0, True) + 6
            body.append(rect(3, base - 10.5, tw, 12.5, SALE_RED, rx=3))
            body.append(txt(3 + tw / 2, base - 0.5, tag, 11.0, "#fff", True))
            old = euros(t.price)
            ox = 3 + tw + 2.5
            ow = self.width(old, 8, False)
            body.append(txt(ox, base - 1, old, 8, "#6b5f4c", False, "start", minor=True))
            body.append(f'<path d="M{ox - .5:.1f} {base - 4:.1f}h{ow + 1:.1f}" stroke="{SALE_RED}" stroke-width="1.3"/>')
        else:
            body.append(txt(4, base, euros(t.price), 11.0, MONEY_GREEN, True, "start"))
        if count:
            body.append(self.count_badge(1 + bw - 9, bh - 9, count))
        return svg(w, h, "".join(body))

    def mini_box_svg(self, tile_id: str, art: str, w: float, h: float) -> str:
        """A game in a bag or a trunk, or out of the game: the box seen small, its symbol and zone colour,
        the viewer's wish mark; the title is in its tooltip. The top box of a trunk pile shows the count."""
        d = data()
        t = d.tiles[d.tile_index[tile_id]]
        flags, _sep, count = tile_marks(art)
        deep = ZONE_DEEP[t.zone]
        edge = 2.0
        bw, bh = w - edge - 1, h - edge - 1
        icon = min(bw - 5, bh * 0.48) if not count else min(bw - 8, bh * 0.42)
        icon_y = bh * 0.4 if not count else bh * 0.3
        line = shade(deep, 0.7)
        body = [
            rect(1 + edge, 1 + edge, bw, bh, shade(deep, 0.62), rx=3),
            rect(1, 1, bw, bh, "#fffdf7", rx=3),
            f'<path d="M1 4a3 3 0 0 1 3-3h{bw - 6:.1f}a3 3 0 0 1 3 3v{bh * 0.28:.1f}H1z" fill="{ZONE_FILL[t.zone]}"/>',
            rect(1, 1, bw, bh, "none", line, 1.1, 3),
            symbol_icon(t.symbol, 1 + (bw - icon) / 2, icon_y, icon),
        ]
        if "wish" in flags:
            body.append(heart(1 + bw / 2, 6.2, 5.0))
        if count:
            body.append(self.count_badge(1 + bw / 2, bh - 6.5, count, 7.0))
        return svg(w, h, "".join(body))

    def box_back(self, w: float, h: float) -> str:
        """A face-down game tile in its storage box."""
        return svg(w, h, (
            rect(3, 3, w - 4, h - 4, "#4e3620", rx=3)
            + rect(1, 1, w - 4, h - 4, "#8a6038", "#4e3620", 1.2, 3)
            + rect(4, 4, w - 10, h - 10, "none", "#c49a6c", 1, 2)
            + txt((w - 2) / 2, (h - 2) / 2 + 4, "?", 11, "#f3dcb8", True, minor=True)))

    # -- cards --------------------------------------------------------------------------------------------

    def wish_svg(self, tile_id: str, art: str, w: float, h: float) -> str:
        """A wish card: the game's name beside the colour of its zone, with its symbol and stand number;
        a tick once its holder has bought it, greyed and struck through once nobody can. Low cards (many
        lie together) keep the name on one line; the top card of a pile shows the count."""
        d = data()
        t = d.tiles[d.tile_index[tile_id]]
        marks = art.split("/")[3:]
        count = next((int(m[5:]) for m in marks if m.startswith("count")), 0)
        got, gone = "got" in marks, "gone" in marks
        low = h < 24
        band = 6.0 if low else 15.0
        deep, ink = ZONE_DEEP[t.zone], ZONE_INK[t.zone]
        body = [
            rect(1, 1, w - 2, h - 2, "#ece7dc" if gone else "#fffdf6", ink, 1.2, 3 if low else 4),
            f'<path d="M1 4a3 3 0 0 1 3-3h{band - 3:.1f}v{h - 2:.1f}H4a3 3 0 0 1-3-3z" fill="{deep}"/>',
        ]
        if not low:
            body.append(symbol_icon(t.symbol, 3, 3, band - 5, "#fff"))
            body.append(txt(1 + band / 2, h - 4.5, str(t.stand), 8 if t.stand < 10 else 7, "#fff", True, minor=True,
                            narrow=True))
        right = (16 if not low else 13) if got or count else 4
        room = w - band - 4 - right
        name = _(t.title)
        lines, size, cut = self.fit(name, room, FLOOR, True, 1 if low else 2, narrow=True)
        if cut and ":" in name:  # the title before its colon reads better than a cut one
            lines, size, cut = self.fit(name.split(":")[0], room, FLOOR, True, 1 if low else 2, narrow=True)
        step = 1.04
        top = (h - self.block_height(lines, size, step)) / 2
        colour = "#8a8172" if gone else "#1d1d1d"
        body.append(self.block(lines, band + 3.5, top, size, colour, True, step, "start"))
        if got:
            r = min(6.0, h / 2 - 1.5)
            body.append(f'<circle cx="{w - 8:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="#2e7d32" stroke="#fff" stroke-width="1.1"/>'
                        f'<path d="M{w - 8 - r * .5:.1f} {h / 2:.1f}l{r * .37:.1f} {r * .38:.1f} {r * .67:.1f}-{r * .73:.1f}" '
                        'fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>')
        elif count:
            body.append(self.count_badge(w - 9, h / 2, count))
        if gone:
            body.append(f'<path d="M{band + 3:.1f} {h / 2:.1f}H{w - 4:.1f}" stroke="#8a8172" stroke-width="1.3"/>')
        return svg(w, h, "".join(body))

    def wish_back(self, w: float, h: float, count: int = 0) -> str:
        body = (rect(1, 1, w - 2, h - 2, "#2f4a66", "#1b2c3d", 1.2, 4)
                + rect(3.5, 3.5, w - 7, h - 7, "none", "#ffffff", 1, 3, 'stroke-opacity=".35"')
                + heart(w / 2, h / 2, min(w, h) * 0.26, "#8fa7c2", "#2f4a66"))
        if count:
            body += self.count_badge(w - 10, h / 2, count)
        return svg(w, h, body)

    def ranking_svg(self, card: int, w: float, h: float) -> str:
        """A ranking card: the games it asks for, symbol by symbol, and its VP."""
        d = data()
        r = d.rankings[card]
        morning = r.period == "morning"
        fill, ink = ("#fff4d6", "#9a6a00") if morning else ("#e3ecfa", "#2f5c9a")
        body = [
            rect(1, 1, w - 2, h - 2, fill, ink, 1.4, 5),
            f'<path d="M1 6a5 5 0 0 1 5-5h{w - 12:.1f}a5 5 0 0 1 5 5v9H1z" fill="{ink}"/>',
            txt(w / 2, 11.5, _("Morning") if morning else _("Afternoon"), 8.5, "#fff", True, minor=True),
        ]
        needs = [(sym, n) for sym, n in r.needs.items() if n]
        row = min(16.0, (h - 40) / max(1, len(needs)))
        y0 = 19 + (h - 40 - row * len(needs)) / 2
        icon = min(13.0, row - 1.5)
        for k, (sym, n) in enumerate(needs):
            y = y0 + k * row
            body.append(txt(w / 2 - 3, y + icon * 0.5 + FLOOR * 0.37, f"{n}×", FLOOR + 1, INK, True, "end"))
            body.append(symbol_icon(sym, w / 2, y, icon))
        body.append(rect(6, h - 19, w - 12, 15, "#ffffff", ink, 1, 7))
        body.append(txt(w / 2, h - 7.5, _("{vp} VP").format(vp=r.vp), 11, ink, True))
        return svg(w, h, "".join(body))

    def ranking_back(self, w: float, h: float) -> str:
        return svg(w, h, (
            rect(1, 1, w - 2, h - 2, "#2f5c9a", "#1d3a63", 1.3, 5)
            + rect(5, 5, w - 10, h - 10, "none", "#ffffff", 1, 3, 'stroke-opacity=".4"')
            # TRANSLATORS: the back of ESSEN's afternoon ranking cards.
            + txt(w / 2, h / 2 + 3, _("PM"), 9, "#c9d8ee", True, minor=True)))

    # -- tokens -------------------------------------------------------------------------------------------

    def event_svg(self, kind: str, w: float, h: float) -> str:
        fill, mark = EVENT_LOOK.get(kind, ("#616161", "?"))
        mark = _(mark) if mark.isalpha() else mark
        r = min(w, h) / 2 - 1
        narrow = self.width(mark, FLOOR, True) > 2 * r - 5
        return svg(w, h, (
            f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="{fill}" stroke="#fff" stroke-width="1.5"/>'
            f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r - 2.4:.1f}" fill="none" stroke="#ffffff" stroke-opacity=".55" '
            'stroke-width=".9"/>'
            + txt(w / 2, h / 2 + FLOOR * 0.37, mark, FLOOR, "#fff", True, narrow=narrow)))

    def event_back(self, w: float, h: float, count: int = 0) -> str:
        r = min(w, h) / 2 - 1
        body = (f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="#4a4a4a" stroke="#fff" stroke-width="1.4"/>'
                + (txt(w / 2, h / 2 + FLOOR * 0.37, str(count), FLOOR, "#fff", True) if count
                   else txt(w / 2, h / 2 + 3, "E", 9, "#ddd", True, minor=True)))
        return svg(w, h, body)

    def crowd_svg(self, w: float, h: float) -> str:
        r = min(w, h) / 2 - 1
        return svg(w, h, (
            f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="#ef6c00" stroke="#7a3500" stroke-width="1.5"/>'
            + crowd_icon(w / 2 - r * 0.72, h / 2 - r * 0.62, r * 1.44)))

    def first_player_svg(self, from_press: bool, w: float, h: float) -> str:
        """The first player token (the Press card in round 1): a gold star and "1st"."""
        star = "M0-7.5l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z"
        return svg(w, h, (
            rect(1, 1, w - 2, h - 2, "#263238" if not from_press else "#5d4037", "#f4cf2a", 1.4, 4)
            + f'<path transform="translate({h / 2 + 1:.1f},{h / 2 + .6:.1f}) scale({(h - 4) / 16:.3f})" d="{star}" fill="#f4cf2a"/>'
            + txt(h + 1 + (w - h - 2) / 2, h / 2 + FLOOR * 0.37, _("1st"), FLOOR, "#f4cf2a", True)))

    def money_svg(self, label: str, w: float, h: float) -> str:
        """A player's money (or the bank's): a banknote with the amount."""
        size = max(FLOOR, min(12.0, h - 7))
        return svg(w, h, (
            rect(3, 3, w - 4, h - 4, "#9cc48c", rx=3)
            + rect(1, 1, w - 4, h - 4, "#dcefd3", "#4e7d3d", 1.2, 3)
            + rect(3.5, 3.5, w - 9, h - 9, "none", "#9cc48c", 1, 2)
            + txt((w - 2) / 2, (h - 2) / 2 + size * 0.37, label, size, MONEY_GREEN, True)))

    def popularity_marker(self, symbol: str, label: str, w: float, h: float) -> str:
        r = min(w, h) / 2 - 1
        return svg(w, h, (
            f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="{SYMBOL_INK.get(symbol, "#37474f")}" '
            'stroke="#1d1d1d" stroke-width="1.4"/>'
            + txt(w / 2, h / 2 + 4.2, label, 11.5, "#fff", True)))

    def score_marker(self, colour: str, w: float, h: float) -> str:
        r = min(w, h) / 2 - 1
        return svg(w, h, (
            f'<circle cx="{w / 2:.1f}" cy="{h / 2 + .6:.1f}" r="{r:.1f}" fill="#000" fill-opacity=".33"/>'
            f'<circle cx="{w / 2:.1f}" cy="{h / 2 - .4:.1f}" r="{r - .4:.1f}" fill="{colour}" stroke="#1d1d1d" stroke-width="1.2"/>'
            f'<circle cx="{w / 2 - r * .3:.1f}" cy="{h / 2 - r * .4:.1f}" r="{r * .28:.1f}" fill="#fff" fill-opacity=".4"/>'))

    def meeple_svg(self, colour: str, w: float, h: float, action: bool = False) -> str:
        mark = '<circle cx="20" cy="10" r="3.4" fill="#fff" stroke="#222" stroke-width="1"/>' if action else ""
        k = min(w / 40, h / 44)  # the 40 x 44 drawing fitted and centred, as a viewBox would
        return svg(w, h, f'<g transform="translate({(w - 40 * k) / 2:.3f},{(h - 44 * k) / 2:.3f}) scale({k:.4f})">'
                         f'{meeple_path(colour)}{mark}</g>')

    def last_turn_svg(self, tile_id: str, w: float, h: float) -> str:
        """The revealed last-turn tile: its name, and what it does as a price tag or a VP coin."""
        lt = next(x for x in data().last_turn if x.id == tile_id)
        body = [rect(1, 1, w - 2, h - 2, "#fff0ee", SALE_RED, 1.6, 5)]
        right = 36.0
        lines, size, _short = self.fit(_(lt.name), w - right - 8, FLOOR, True, 2, narrow=True)
        body.append(self.block(lines, 5, (h - self.block_height(lines, size)) / 2, size, SALE_RED, True, 1.05, "start"))
        cx, cy = w - right / 2 - 2, h / 2
        if lt.effect == "discount":
            body.append(rect(cx - 16, cy - 7.5, 32, 15, SALE_RED, rx=3) + txt(cx, cy + 3.9, "−€10", FLOOR, "#fff", True,
                                                                             narrow=True))
        elif lt.effect == "symbol_bonus" and lt.symbol:
            body.append(symbol_icon(lt.symbol, cx - 17, cy - 6.5, 13))
            body.append(coin(cx + 7, cy, 8.2, "+2", FLOOR))
        else:
            body.append(txt(cx, cy + 3.9, _("Fire!"), FLOOR, SALE_RED, True))
        return svg(w, h, "".join(body))
