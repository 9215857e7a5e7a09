"""Animal Marche's printed board: the plaza, each seat's board and the column, as SVG sheets the view places
under the pieces (``view.py``: each a BoardArt, keyed apart so that a move redraws only what changed). The
pieces' and cards' art and the palette are in ``art.py``; captions keep its floor (``art.FLOOR``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from fairtable.games import text_fit
from fairtable.games.boxes import Box
from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.art import (
    AD,
    BOARD_WOOD,
    COBBLE,
    COIN,
    FONT,
    INK,
    PAPER,
    PLAZA,
    VP,
    WOOD,
    D,
)
from fairtable.games.marche.data import Ad
from fairtable.games.marche.geometry import (
    CAPTION,
    COL_W,
    COL_X,
    PX,
    ROUND_CELL,
    BoardGeometry,
    C,
)
from fairtable.games.svg import svg
from fairtable.i18n import _, pgettext

# -- the printed board: the plaza, each seat's board, the column (``view.py`` places each as a BoardArt) -------

SMALL = 12  # the board's captions (at least FLOOR)
CAPTION_PX = 13  # the column's headings
ASCENT = 0.93  # DejaVu Sans' ascent in font sizes: from a caption's top to its baseline
JA_ASCENT = 1.16  # a line with Japanese in it sits lower: the Japanese font's ascent
LINE_BROWN = "#8a7552"
LABEL_BROWN = "#6d5a3a"
EDGE = "#a88a5a"
PANEL = "#f3ead7"
PANEL_EDGE = "#bca983"
SECTION = "#f7ecd3"


def with_ja(en: str, ja: str, ja_family: str | None) -> str:
    """A caption in the player's language and, where a Japanese font is at hand, the rulebook's Japanese word
    beside it (once: a Japanese caption is that word already)."""
    shown = _(en)
    return f"{shown} {ja}" if ja_family and ja and ja not in shown else shown


class Sheet:
    """One part of the printed board as SVG, drawn in scene units: boxes, rings, rules and captions, each
    caption as large as its room allows down to ``SMALL`` and then cut with an ellipsis (a player's name is up
    to 40 characters). Text is measured through ``text_fit``'s installed measure; Japanese runs are set in
    ``ja_family``. ``svg()`` gives the document over everything drawn, and ``area`` where it lies."""

    def __init__(self, ja_family: str | None) -> None:
        self.ja_family = ja_family
        self.body: list[str] = []
        self.area = Box(0.0, 0.0, 0.0, 0.0)

    def _grow(self, r: Box, pad: float) -> None:
        self.area = self.area.united(r.adjusted(-pad, -pad, pad, pad))

    def box(self, r: Box, fill: str, border: str, width: float = 1.2, radius: float = 6, dash: bool = False) -> None:
        dashes = f' stroke-dasharray="{4 * width:.1f} {2 * width:.1f}"' if dash else ""
        self.body.append(f'<rect x="{r.left:.2f}" y="{r.top:.2f}" width="{r.width:.2f}" height="{r.height:.2f}" '
                         f'rx="{radius}" fill="{fill}" stroke="{border}" stroke-width="{width}"{dashes}/>')
        self._grow(r, width)

    def ring(self, r: Box, fill: str, border: str, width: float) -> None:
        cx, cy = r.center
        self.body.append(f'<ellipse cx="{cx:.2f}" cy="{cy:.2f}" rx="{r.width / 2:.2f}" ry="{r.height / 2:.2f}" '
                         f'fill="{fill}" stroke="{border}" stroke-width="{width}"/>')
        self._grow(r, width)

    def rule(self, x1: float, y1: float, x2: float, y2: float, colour: str, width: float) -> None:
        self.body.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="{colour}" '
                         f'stroke-width="{width}" stroke-linecap="square"/>')

    def _runs(self, text: str) -> list[tuple[str, str]]:
        """``text`` in runs of one font each: Japanese in ``ja_family`` (where there is one), the rest in FONT."""
        runs: list[tuple[str, str]] = []
        for ch in text:
            family = self.ja_family if self.ja_family and text_fit.is_cjk(ch) else FONT
            if runs and runs[-1][1] == family:
                runs[-1] = (runs[-1][0] + ch, family)
            else:
                runs.append((ch, family))
        return runs

    def width(self, text: str, size: float, bold: bool) -> float:
        return sum(text_fit.measure(run, size, bold, family) for run, family in self._runs(text))

    def _cut(self, text: str, size: float, bold: bool, room: float) -> str:
        if self.width(text, size, bold) <= room:
            return text
        while text and self.width(text + text_fit.ELLIPSIS, size, bold) > room:
            text = text[:-1]
        return text + text_fit.ELLIPSIS

    def text(self, text: str, x: float, y: float, px: int, colour: str = INK, bold: bool = False,
             centre_w: float | None = None, fit: float | None = None) -> None:
        """``text`` with its top left at (x, y), or centred in ``centre_w`` from x; given a room (``fit`` or
        ``centre_w``), at the largest size from ``px`` down to SMALL that fits it, then cut."""
        room = fit if fit is not None else centre_w
        while room is not None and px > SMALL and self.width(text, px, bold) > room:
            px -= 1
        if room is not None:
            text = self._cut(text, px, bold, room)
        japanese = self.ja_family is not None and any(text_fit.is_cjk(c) for c in text)
        baseline = y + round(px * (JA_ASCENT if japanese else ASCENT))  # whole pixels, as Qt lays a line
        wide = self.width(text, px, bold)
        left = x if centre_w is None else x + (centre_w - wide) / 2
        anchor = ("start", left) if centre_w is None else ("middle", x + centre_w / 2)
        markup = "".join(escape(run) if family == FONT else f'<tspan font-family="{family}">{escape(run)}</tspan>'
                         for run, family in self._runs(text))
        weight = ' font-weight="bold"' if bold else ""
        self.body.append(f'<text x="{anchor[1]:.2f}" y="{baseline:.2f}" font-family="{FONT}" font-size="{px}"{weight} '
                         f'fill="{colour}" text-anchor="{anchor[0]}">{markup}</text>')
        self._grow(Box(left, y, wide, px * 1.4), 1)

    def svg(self) -> str:
        a = self.area
        return svg(a.width, a.height, f'<g transform="translate({-a.left:.2f},{-a.top:.2f})">{"".join(self.body)}</g>')


def plaza_sheet(geo: BoardGeometry, boxes: dict[str, Box], blocked: set[str], ja_family: str | None) -> Sheet:
    """The plaza: its cobbles in a checker, and the cells a 3-player game leaves out hatched and captioned."""
    s = Sheet(ja_family)
    s.box(Box(PX - 4, geo.py - 4, 4 * C + 8, geo.plaza_height() + 8), PLAZA, "#8c7a55", 2.5, 8)
    for r in range(geo.rows):
        for c in range(4):
            zid = ids.cell_at(r, c)
            rect = boxes[zid].adjusted(2, 2, -2, -2)
            if zid not in blocked:
                s.box(rect, COBBLE if (r + c) % 2 else "#f6edd8", "#b8a57c", 1, 8)
                continue
            s.box(rect, "#9b907c", "#6b604c", 1.5, 8)
            for k in range(1, 6):
                d = k * rect.width / 6
                s.rule(rect.left + d, rect.top + 2, rect.left + 2, rect.top + d, "#7d725f", 2)
                s.rule(rect.right - d, rect.bottom - 2, rect.right - 2, rect.bottom - d, "#7d725f", 2)
            # TRANSLATORS: drawn on a blocked cell of the plaza, on two lines.
            for i, words in enumerate(_("outside\nthe plaza").split("\n")):
                s.text(words, rect.left, rect.bottom - 34 + i * 15, SMALL, "#f4efe4", True, rect.width)
    return s


@dataclass(frozen=True)
class SeatLook:
    """What a seat's board shows besides its zones: the owner's name and colour, whether the panel in front
    of the player is folded (compact) or opened by another player (its tab beside the name), and whether the
    proprietor hires gray workers (Vanessa: the gray strip is live)."""

    name: str
    colour: str
    compact: bool
    tab: bool
    gray: bool


def seat_frame_sheet(geo: BoardGeometry, seat: int, colour: str) -> Sheet:
    """The frame of a seat's area in the seat's colour: under the plaza's rim, which the board lies on."""
    s = Sheet(None)
    s.box(geo.board_frame(geo.side_of(seat)).adjusted(2, 2, -2, -2), PAPER, colour, 3, 10)
    return s


def seat_sheet(geo: BoardGeometry, boxes: dict[str, Box], seat: int, seats: Sequence[tuple[str, str]], look: SeatLook,
               ja_family: str | None) -> Sheet:
    """A seat's board (``seats``: its customer and worker seats, (kind, zone id)), over the plaza's rim: the
    sections (売地, Land for Sale), the backyard strip and, unless folded, the panel in front of the player."""
    s = Sheet(ja_family)
    side = geo.side_of(seat)
    s.box(geo.board_only(side), BOARD_WOOD, EDGE, 1.5, 8)
    corner = geo.corner(side)
    head = Box(corner.left + 8, corner.top + 8, corner.width - 16, 20)
    if not look.compact:  # a compact seat's panel draws its own name
        s.box(head, look.colour, look.colour, 1, 5)
        s.text(look.name, head.left + 6, head.top + 1, 14, "#ffffff", True, fit=head.width - 12 - (78 if look.tab else 0))
    for n in range(4):
        rect = boxes[ids.section(seat, n)]
        middle = rect.center[1]
        s.box(rect, SECTION, EDGE, 1.2, 6, dash=True)
        s.text(_("Section {n}").format(n=n + 1), rect.left, middle + 2, SMALL, LINE_BROWN, True, rect.width)
        sale = _("Land for sale")
        s.text(sale, rect.left, middle - 30, SMALL, LINE_BROWN, False, rect.width)
        if ja_family and "売地" not in sale:
            s.text("売地", rect.left, middle - 15, SMALL, LINE_BROWN, False, rect.width)
    for kind, zid in seats:
        if kind == "seat":
            s.ring(boxes[zid].adjusted(2, 2, -2, -2), "#fff8e6", LINE_BROWN, 1.4)
        else:
            s.box(boxes[zid].adjusted(2, 2, -2, -2), "#e3d3b3", LABEL_BROWN, 1.4, 4, dash=True)
    narrow = side in (1, 3)
    captions = {"resources": "", "backyard": _("Backyard") if narrow else with_ja("Backyard", "バックヤード", ja_family),
                "hire": _("To hire"), "gray": _("Gray")}
    for name, caption in captions.items():
        rect = boxes[ids.seat_zone(name, seat)]
        faint = name == "gray" and not look.gray
        fill = SECTION if name != "backyard" else "#fff7e3"
        s.box(rect, fill if not faint else BOARD_WOOD, EDGE if not faint else "#cbb48a", 1.2, 6)
        if caption:
            s.text(caption, rect.left + 4, rect.top + 1, SMALL, LABEL_BROWN if not faint else "#a8926c", not narrow,
                   fit=rect.width - 6)
    if look.compact:
        return s
    s.box(boxes[ids.seat_zone("proprietor", seat)], PANEL, PANEL_EDGE, 1, 6)
    start = boxes[ids.seat_zone("start", seat)]
    s.box(start, PANEL, PANEL_EDGE, 1, 6)
    s.text(_("Start"), start.left - 4, start.top - 17, SMALL, LABEL_BROWN, True, start.width + 8)
    used = boxes[ids.seat_zone("used", seat)]
    s.box(used, PANEL, PANEL_EDGE, 1, 6)
    s.text(_("Used"), used.left + 4, used.top + 1, SMALL, LABEL_BROWN, True, fit=used.width - 6)
    s.box(boxes[ids.seat_zone("goals", seat)], PANEL, PANEL_EDGE, 1, 6)
    ads = boxes[ids.seat_zone("adsheld", seat)]
    s.box(ads, PANEL, PANEL_EDGE, 1, 6)
    s.text(_("Ads held"), ads.left + 4, ads.center[1] - 8, SMALL, LABEL_BROWN, True, fit=ads.width - 6)
    return s


def scoreboard_sheet(geo: BoardGeometry) -> Sheet:
    """The VP track: 0..39 in four rows, snaking, every fifth cell marked."""
    s = Sheet(None)
    s.box(geo.column()[ids.SCOREBOARD].adjusted(-3, -2, 3, 2), "#efe2c4", "#8c7a55", 1.5, 6)
    for v in range(NUM.TRACK):
        cell = geo.vp_cell(v)
        s.box(cell.adjusted(1, 1, -1, -1), "#fff8ea" if v % 5 else "#f2d9a6", "#b8a57c", 1, 3)
        s.text(str(v), cell.left + 3, cell.top + 2, SMALL, LINE_BROWN)
    return s


def scoreboard_tip() -> str:
    return _("The scoreboard: from 40 VP on, a marker lies on its back and counts on from 0, the number of its "
             "lap on it; once the game is over, the markers stand at the final totals")


def column_sheet(geo: BoardGeometry, boxes: dict[str, Box], ads: Sequence[Ad], deck_left: int,
                 ja_family: str | None) -> Sheet:
    """The common column but its scoreboard: the headings, the round track, the ads' fields (``ads``: the ads
    on offer), the ad deck (``deck_left`` cards) and the two take actions, and the faint places of the market
    piles, the special stores, the facility piles and the customers beside the plaza."""
    s = Sheet(ja_family)
    col = geo.column()
    x = COL_X
    titles = [
        (col[ids.SCOREBOARD].left, col[ids.ROUNDS].top, _("Scoreboard (VP)")),
        (x, col[ids.ADS].top - CAPTION, _("Ads: pay coins on a field; runs at its cost")),
        (x, col[ids.MARKET].top - CAPTION, _("Basic stores: {n} coins (renovation extra)").format(n=NUM.BASIC_COST)),
        (x, col[ids.SPECIALS].top - CAPTION, _("Special stores: {coins} coins + {wood} wood").format(
            coins=NUM.SPECIAL_COST[0], wood=NUM.SPECIAL_COST[1])),
        (col[ids.FACILITIES].left, col[ids.FACILITIES].top - CAPTION, _("Facilities")),
        (x, col[ids.ASIDE].top - CAPTION, _("Beside the plaza")),
        (col[ids.RETURNING].left, col[ids.RETURNING].top - CAPTION, _("Back to the plaza")),
    ]
    right = COL_X + COL_W
    for left, top, text in titles:  # each up to the next one on its line, or the column's edge
        ends = [other - 10 for other, line, _t in titles if line == top and other > left]
        s.text(text, left, top + 3, CAPTION_PX, INK, True, fit=min(ends, default=right) - left)
    rounds = col[ids.ROUNDS]
    s.text(_("Round"), rounds.left - 50, rounds.top + 3, SMALL, INK, True)
    for k in range(5):
        cell = Box(rounds.left + k * ROUND_CELL, rounds.top, ROUND_CELL - 2, rounds.height)
        s.box(cell, "#fff8ea", "#8c7a55", 1.2, 5)
        s.text(str(k + 1), cell.left + 2, cell.top + 4, SMALL, "#b5a27d", True)
    for ad in ads:  # each card's two fields
        for f in (0, 1):
            rect = boxes.get(ids.adfield(ad.id, f))
            if rect is None:
                continue
            s.box(rect, "#e3f1f3", AD, 1.2, 5)
            field = ad.fields[f]
            s.text(_("pay {n}\u25cf").format(n=field.coins), rect.left + 4, rect.top + 1, SMALL, "#124e5a", True)
            s.text(f"\u2192 {field.vp}\u2605", rect.left + 4, rect.top + 15, SMALL, VP, True)
    deck = col[ids.ADDECK]
    s.box(deck, "#e3f1f3", "#8fb8c0", 1, 6)
    s.text(_("Ad deck"), deck.left + 44, deck.top + 12, SMALL, "#124e5a", True, fit=deck.width - 48)
    s.text(pgettext("cards remaining", "{n} left").format(n=deck_left), deck.left + 44, deck.top + 30, SMALL, "#124e5a",
           fit=deck.width - 48)
    for zid, label, fill, colour in ((ids.take("coin"), _("Take 1 coin"), "#fff3d6", COIN),
                                     (ids.take("wood"), _("Take 1 wood"), "#f0e0cc", WOOD)):
        rect = col[zid]
        s.box(rect, fill, EDGE, 1.2, 6)
        s.ring(Box(rect.left + 5, rect.center[1] - 6, 12, 12), colour, "#5b4a2a", 1)
        s.text(label, rect.left + 20, rect.center[1] - 8, SMALL, LABEL_BROWN, fit=rect.width - 22)
    for t in range(T.N_TYPES):
        if not T.SPECIAL[t]:
            s.box(geo.market_slot(t), "#eef3fa", "#9fb6d4", 1, 6, dash=True)
    free = geo.market_slot(11)  # the grid's spare place: selling hint
    # TRANSLATORS: drawn in the market's spare place, on three lines.
    for i, line in enumerate(_("To sell,\ndrag your\nstore here").split("\n")):
        s.text(line, free.left, free.top + 22 + i * 16, SMALL, "#5a6f8c", i == 0, free.width)
    for i in range(6):
        s.box(geo.special_slot(i), "#fbefe2", "#e0b48a", 1, 6, dash=True)
    for f in range(len(D.facilities)):
        s.box(geo.facility_slot(f), "#f1eee8", "#b3ab9b", 1, 6, dash=True)
    for zid in (ids.ASIDE, ids.RETURNING):
        s.box(col[zid], PANEL, PANEL_EDGE, 1, 6)
    return s
