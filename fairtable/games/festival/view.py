"""The Agents Of Empire board: a ring of 40 fields, the festival ground in the middle, one panel per seat.

The only Qt module of the title. The ring runs like the classic board: START in the bottom right corner,
then leftwards along the bottom to the Ausnüchterungszelle, up the left side to the Glückskloake, along the
top to "Ab in die Zelle!" and down the right side back to START. Every text on the board stays upright so
it reads on a screen. The middle holds the title, the three card decks with their drawn cards, the
Glückskloake pot, the dice, the Buden and the Mainstage to build with, the Crowd Control status, the bank's
property cards and the Mauscheln offer. Zone ids are those documented in ``layout.py``; German words stay
on the board, their English meanings are in the layout's tooltips.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone, name_seats
from fairtable.engine.record import SeatRecord
from fairtable.games.festival.data import money, tables
from fairtable.ui.table.art import meeple_svg
from fairtable.ui.table.title_view import TitleView

# -- geometry (scene units) ---------------------------------------------------------------------------

F = 72.0  # a field's width along the ring
D = 116.0  # a field's depth, and the size of a corner
RING = 2 * D + 9 * F  # 880: the board is a square ring
INNER = QRectF(D, D, RING - 2 * D, RING - 2 * D)
PANEL_X = RING + 24.0
PANEL_W = 330.0
PANEL_GAP = 10.0
DECK_X0, DECK_STEP = D + 13, 214.0

FONT = "DejaVu Sans"
INK = "#3a3326"
PAPER = "#fbf6ea"
LINE = "#6e604a"
GROUND = "#e3e6c8"  # the festival ground in the middle of the ring
GROUP_FILL = {
    "brown": "#8d5a32", "lightblue": "#8ccdf0", "pink": "#d6458f", "orange": "#f18b26",
    "red": "#d3342b", "yellow": "#f4cf2a", "green": "#2f9a52", "darkblue": "#24489c",
    "transport": "#4a4f57", "utility": "#8b6f3e",
}
DARK_TEXT_GROUPS = ("lightblue", "yellow", "orange")
DECK_INK = {"eatthis": "#e8731c", "takethat": "#13958a", "kulissen": "#6a44c9"}
BUDE_GREEN, STAGE_RED = "#2f8a43", "#c62828"


def side(f: int) -> str:
    """Which edge of the board a field lies on ("corner" for 0, 10, 20, 30)."""
    return "corner" if f % 10 == 0 else ("bottom", "left", "top", "right")[f // 10]


def field_rect(f: int) -> QRectF:
    k = f % 10
    if f < 10:
        return QRectF(RING - D, RING - D, D, D) if k == 0 else QRectF(RING - D - k * F, RING - D, F, D)
    if f < 20:
        return QRectF(0, RING - D, D, D) if k == 0 else QRectF(0, RING - D - k * F, D, F)
    if f < 30:
        return QRectF(0, 0, D, D) if k == 0 else QRectF(D + (k - 1) * F, 0, F, D)
    return QRectF(RING - D, 0, D, D) if k == 0 else QRectF(RING - D, D + (k - 1) * F, D, F)


def _mirror(box: tuple[float, float, float, float], sd: str) -> tuple[float, float, float, float]:
    """Boxes are designed for the bottom and the left side; the top and the right side mirror them."""
    x, y, w, h = box
    if sd == "top":
        return x, D - y - h, w, h
    if sd == "right":
        return D - x - w, y, w, h
    return box


def field_boxes(f: int) -> dict[str, tuple[float, float, float, float]]:
    """Where a field's parts sit, in the field's own coordinates: colour band, name, price, icon, pawns
    and the owner's strip along the outer edge."""
    t = tables()
    sd = side(f)
    festival = t.kind[f] == "festival"
    if sd == "corner":
        boxes = {"pawns": (5, 80, 106, 32), "name": (4, 4, 108, 24), "icon": (30, 28, 56, 48)}
        if f == 10:
            boxes = {"pawns": (4, 86, 108, 27), "cell": (36, 2, 78, 78)}
        return boxes
    if sd in ("bottom", "top"):
        if festival:
            boxes = {"band": (0, 0, 72, 20), "name": (3, 22, 66, 26), "price": (0, 49, 72, 11),
                     "pawns": (2, 63, 68, 33), "owner": (3, 99, 66, 14)}
        else:
            boxes = {"name": (3, 3, 66, 24), "icon": (20, 28, 32, 28), "price": (0, 57, 72, 11),
                     "pawns": (2, 66, 68, 31), "owner": (3, 99, 66, 14)}
    elif festival:
        boxes = {"band": (96, 0, 20, 72), "name": (20, 3, 74, 25), "price": (20, 28, 74, 11),
                 "pawns": (20, 41, 74, 29), "owner": (3, 3, 14, 66)}
    else:
        boxes = {"name": (20, 3, 93, 25), "price": (20, 28, 62, 11), "icon": (84, 34, 28, 28),
                 "pawns": (20, 41, 62, 29), "owner": (3, 3, 14, 66)}
    return {k: _mirror(v, sd) for k, v in boxes.items()}


# -- text measured the way the SVG renderer draws it --------------------------------------------------

_metrics: dict[bool, QFontMetricsF] = {}
HYPHENATED = {"Festivalgebühr": "Festival- gebühr"}  # a word too long for its field breaks here


def text_width(text: str, size: float, bold: bool = False) -> float:
    fm = _metrics.get(bold)
    if fm is None:
        font = QFont(FONT)
        font.setPixelSize(100)
        font.setBold(bold)
        fm = _metrics[bold] = QFontMetricsF(font)
    return fm.horizontalAdvance(text) * size / 100


def fit_lines(text: str, width: float, size: float, bold: bool = False, max_lines: int = 2,
              smallest: float = 5.5) -> tuple[list[str], float]:
    """Wrap ``text`` into at most ``max_lines`` lines no wider than ``width``, shrinking the size if needed."""
    words = HYPHENATED.get(text, text).split()
    while True:
        lines: list[str] = []
        line = ""
        for w in words:
            trial = f"{line} {w}" if line else w
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = w
            else:
                line = trial
        if line:
            lines.append(line)
        fits = len(lines) <= max_lines and all(text_width(x, size, bold) <= width for x in lines)
        if fits or size <= smallest:
            return lines[:max_lines], size
        size -= 0.25


def txt(x: float, y: float, text: str, size: float, colour: str = INK, bold: bool = False,
        anchor: str = "middle", extra: str = "") -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FONT}" font-size="{size:.2f}"{weight} fill="{colour}" '
            f'text-anchor="{anchor}" {extra}>{escape(text)}</text>')


def block(box: tuple[float, float, float, float], text: str, size: float, colour: str = INK, bold: bool = True,
          max_lines: int = 2, valign: str = "middle") -> str:
    """Centred, wrapped text inside a box."""
    x, y, w, h = box
    lines, size = fit_lines(text, w, size, bold, max_lines)
    step = size * 1.15
    total = step * (len(lines) - 1) + size * 0.75
    top = y + (h - total) / 2 if valign == "middle" else y
    return "".join(txt(x + w / 2, top + size * 0.75 + i * step, line, size, colour, bold)
                   for i, line in enumerate(lines))


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.2f} {h:.2f}">{body}</svg>')


def shade(colour: str, factor: float) -> str:
    """A darker (factor < 1) or lighter (factor > 1) version of a #rrggbb colour."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    if factor < 1:
        r, g, b = (int(c * factor) for c in (r, g, b))
    else:
        r, g, b = (int(c + (255 - c) * (factor - 1)) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


# -- icons, drawn in a 40 x 40 box and placed with a transform ----------------------------------------

def _star(cx: float, cy: float, r: float, inner: float = 0.45) -> str:
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
        f'<text x="15" y="25" font-family="{FONT}" font-size="10" font-weight="bold" fill="#fff" text-anchor="middle">FEE</text>'
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
        f'<path d="{_star(20, 18, 17)}" fill="#f4c20d" stroke="#9a7400" stroke-width="1.2"/>'
        f'<text x="20" y="22" font-family="{FONT}" font-size="8.5" font-weight="bold" fill="#3a2a00" text-anchor="middle">VIP</text>'
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
        f'<path d="{_star(30, 8, 5)}" fill="#f4c20d" stroke="#9a7400" stroke-width=".8"/>'
        f'<path d="{_star(36, 17, 3)}" fill="#f4c20d"/>'
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
        f'<path d="{_star(20, 26, 7)}" fill="#fff3b0"/>'
    ),
}


class BoardArt(QGraphicsItem):
    """Static board art drawn from SVG: vector-sharp at any zoom, cached per device resolution."""

    def __init__(self, text: str, rect: QRectF) -> None:
        super().__init__()
        self._renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
        self._rect = QRectF(rect)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        self._renderer.render(painter, self._rect)


def _corner_body(f: int) -> str:
    t = tables()
    if f == 0:
        return (txt(58, 24, "+4.000 Tacken", 9, "#2e6b2e", True)
                + txt(58, 52, "START", 25, "#c62828", True)
                + icon("arrow", (20, 56, 76, 22)))
    if f == 10:
        bars = "".join(f'<path d="M{46 + k * 12} 30V78" stroke="#2b2520" stroke-width="2.6"/>' for k in range(6))
        return ('<rect x="36" y="2" width="78" height="78" fill="#f0a24a" stroke="#6e3d10" stroke-width="1.6"/>'
                '<rect x="36" y="2" width="78" height="26" fill="#6e3d10"/>'
                + txt(75, 13, "Ausnüchterungs-", 8.2, "#fff", True) + txt(75, 24, "zelle", 8.2, "#fff", True)
                + bars
                + txt(18, 44, "Nur zu Besuch", 10, INK, True, extra='transform="rotate(-90 18 44)" dy="3.5"'))
    kind = t.kind[f]
    name_box = (4, 6, 108, 22)
    symbol = {"pot": "toilet", "gotocell": "siren"}.get(kind, "tent")
    colour = "#c62828" if kind == "gotocell" else INK
    return block(name_box, t.name[f], 11.5, colour, True, 1) + icon(symbol, (30, 28, 56, 50))


def field_svg(f: int) -> str:
    """The printed field: colour band, name, price or amount, and the field's icon."""
    t = tables()
    r = field_rect(f)
    w, h = r.width(), r.height()
    body = [f'<rect x=".6" y=".6" width="{w - 1.2:.1f}" height="{h - 1.2:.1f}" fill="{PAPER}" stroke="{LINE}" stroke-width="1.2"/>']
    if side(f) == "corner":
        body.append(_corner_body(f))
        return svg(w, h, "".join(body))
    boxes = field_boxes(f)
    kind = t.kind[f]
    if kind == "festival":
        bx, by, bw, bh = boxes["band"]
        colour = GROUP_FILL[t.group[f] or "brown"]
        body.append(f'<rect x="{bx + .6:.1f}" y="{by + .6:.1f}" width="{bw - 1.2:.1f}" height="{bh - 1.2:.1f}" '
                    f'fill="{colour}" stroke="{LINE}" stroke-width="1.2"/>')
    name = t.name[f]
    body.append(block(boxes["name"], name, 10, INK, True, 2))
    price = {"festival": t.price[f], "transport": t.price[f], "utility": t.price[f], "tax": t.tax[f]}.get(kind, 0)
    if price:
        px, py, pw, ph = boxes["price"]
        body.append(txt(px + pw / 2, py + ph - 1.5, money(price), 8.2, "#5a4f3c"))
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


class FestivalView(TitleView):
    background = "#cdbf9f"

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        t = tables()
        self.slot_of = {f: k for k, f in enumerate(t.properties)}  # the bank's place of each property card
        self.players = len(seats)

    # -- geometry -----------------------------------------------------------------------------------

    def panel_rect(self, p: int, players: int) -> QRectF:
        h = min(270.0, (RING - (players - 1) * PANEL_GAP) / max(1, players))
        return QRectF(PANEL_X, p * (h + PANEL_GAP), PANEL_W, h)

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan: dict[str, QRectF] = {}
        for f in range(40):
            plan[f"field:{f}"] = field_rect(f)
        x, y, w, h = field_boxes(10)["cell"]
        corner = field_rect(10)
        plan["cell"] = QRectF(corner.left() + x, corner.top() + y, w, h)
        for k, deck in enumerate(tables().deck_ids):
            x0 = DECK_X0 + k * DECK_STEP
            plan[f"deck:{deck}"] = QRectF(x0, 206, 80, 116)
            plan[f"discard:{deck}"] = QRectF(x0 + 86, 190, 108, 132)
        plan["pot"] = QRectF(129, 354, 160, 92)
        plan["dice"] = QRectF(301, 366, 104, 64)
        plan["supply"] = QRectF(417, 354, 186, 92)
        plan["crowd"] = QRectF(615, 354, 136, 92)
        plan["bank"] = QRectF(129, 474, 622, 206)
        plan["offer"] = QRectF(129, 692, 622, 60)
        players = max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1
        for p in range(players):
            r = self.panel_rect(p, players)
            plan[f"money:{p}"] = QRectF(r.right() - 152, r.top() + 5, 146, 30)
            plan[f"deeds:{p}"] = QRectF(r.left() + 6, r.top() + 40, 240, r.height() - 45)
            plan[f"vouchers:{p}"] = QRectF(r.right() - 80, r.top() + 40, 74, r.height() - 45)
        return plan

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        r = QRectF()
        for rect in plan.values():
            r = r.united(rect)
        return r.adjusted(-14, -14, 14, 14)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        # Every zone's look is part of the printed board (decorate); the zone itself only lights up.
        return "#00000000", "#00000000", False

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        ring = QRectF(0, 0, RING, RING)
        scene.addItem(BoardArt(self._ground_svg(), ring))
        for f in range(40):
            scene.addItem(BoardArt(field_svg(f), field_rect(f)))
        scene.addItem(BoardArt(self._centre_svg(plan), INNER))
        players = max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1
        for p in range(players):
            r = self.panel_rect(p, players)
            scene.addItem(BoardArt(self._panel_svg(p, r, plan), r))

    def _ground_svg(self) -> str:
        return svg(RING, RING, (
            f'<rect x="0" y="0" width="{RING}" height="{RING}" fill="#3a3326"/>'
            f'<rect x="{D}" y="{D}" width="{INNER.width()}" height="{INNER.height()}" fill="{GROUND}"/>'
        ))

    def _centre_svg(self, plan: dict[str, QRectF]) -> str:
        t = tables()
        ox, oy = INNER.left(), INNER.top()
        w, h = INNER.width(), INNER.height()

        def local(zid: str) -> tuple[float, float, float, float]:
            r = plan[zid]
            return r.left() - ox, r.top() - oy, r.width(), r.height()

        def box(zid: str, fill: str = "#fffaf0", stroke: str = "#b7a98c", dash: bool = False) -> str:
            x, y, bw, bh = local(zid)
            d = ' stroke-dasharray="5 3"' if dash else ""
            return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw:.1f}" height="{bh:.1f}" rx="7" fill="{fill}" '
                    f'stroke="{stroke}" stroke-width="1.4"{d}/>')

        def caption(zid: str, text: str, colour: str = INK, dx: float = 0.0, size: float = 11) -> str:
            x, y, bw, _ = local(zid)
            return txt(x + bw / 2 + dx, y - 6, text, size, colour, True)

        body = [
            # Stage lights over the ground, then the title.
            f'<path d="M40 0L{w / 2 - 60:.0f} 150H{w / 2 - 140:.0f}z" fill="#fff8d0" opacity=".35"/>',
            f'<path d="M{w - 40:.0f} 0L{w / 2 + 60:.0f} 150H{w / 2 + 140:.0f}z" fill="#fff8d0" opacity=".35"/>',
            f'<rect x="{w / 2 - 210:.0f}" y="12" width="420" height="44" rx="8" fill="#2b2233" stroke="#f4cf2a" stroke-width="2.5"/>',
            txt(w / 2, 44, "AGENTS OF EMPIRE", 27, "#f4cf2a", True),
        ]
        for deck, name in zip(t.deck_ids, t.deck_name, strict=True):
            ink = DECK_INK[deck]
            x, y, _, bh = local(f"deck:{deck}")
            dx, dy, dw, dh = local(f"discard:{deck}")
            body.append(f'<rect x="{x - 5:.1f}" y="{dy - 22:.1f}" width="{dx + dw - x + 10:.1f}" height="{dh + 27:.1f}" '
                        f'rx="9" fill="{shade(ink, 1.82)}" stroke="{ink}" stroke-width="1.6"/>')
            body.append(txt((x + dx + dw) / 2, dy - 7, name, 11, shade(ink, 0.75), True))
            body.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="80" height="{bh:.1f}" rx="7" fill="none" '
                        f'stroke="{ink}" stroke-width="1.2" stroke-dasharray="4 3"/>')
            body.append(f'<rect x="{dx:.1f}" y="{dy:.1f}" width="{dw:.1f}" height="{dh:.1f}" rx="7" fill="none" '
                        f'stroke="{ink}" stroke-width="1.2" stroke-dasharray="4 3"/>')
        # The Glückskloake: the pot in the middle of the board.
        x, y, bw, bh = local("pot")
        body.append(box("pot", "#f7e7a6", "#a8861a"))
        body.append(f'<ellipse cx="{x + bw / 2:.1f}" cy="{y + bh / 2 + 8:.1f}" rx="{bw / 2 - 10:.1f}" ry="{bh / 2 - 18:.1f}" '
                    f'fill="#e9cf6a" stroke="#a8861a" stroke-width="1.2"/>')
        body.append(icon("toilet", (x + 4, y + 4, 26, 26)))
        body.append(caption("pot", "Glückskloake", "#7a5c00"))
        body.append(box("dice", "#fffaf0", "#b7a98c", True))
        body.append(box("supply", "#f1f6e8", "#6f8f57"))
        body.append(caption("supply", "Buden · Mainstage", "#3f6a2a"))
        x, y, bw, bh = local("crowd")
        body.append(box("crowd", "#fff4ec", "#c2185b"))
        body.append(caption("crowd", "Crowd Control", "#a0144c"))
        players = self.players_in(plan)
        for k in range(players):
            cx, cy = self.crowd_spot(plan, k, players)
            body.append(f'<circle cx="{cx - ox + 13:.1f}" cy="{cy - oy + 13:.1f}" r="12" fill="#fff" stroke="{self.seat_colour(k)}" '
                        f'stroke-width="1.6" stroke-dasharray="3 2"/>')
        body.append(icon("crowd", (x + bw - 30, y + 3, 26, 26), "#c2185b"))
        body.append(box("bank", "#f8f2e4", "#8c7f66"))
        body.append(caption("bank", "Bank", INK))
        for f, k in self.slot_of.items():
            sx, sy = self.bank_spot(plan, k)
            body.append(f'<rect x="{sx - ox:.1f}" y="{sy - oy:.1f}" width="84" height="46" rx="4" fill="none" '
                        f'stroke="{shade(GROUP_FILL[t.group[f] or "brown"], 1.4)}" stroke-width="1" stroke-dasharray="3 2"/>')
        x, y, bw, bh = local("offer")
        body.append(box("offer", "#fffaf0", "#8c7f66", True))
        body.append(txt(x + 12, y + bh / 2 + 5, "Mauscheln", 13, "#8c7f66", True, "start"))
        return svg(w, h, "".join(body))

    def _panel_svg(self, p: int, r: QRectF, plan: dict[str, QRectF]) -> str:
        colour = self.seat_colour(p)
        name = self.seat_name(p)
        w, h = r.width(), r.height()
        deeds, vouchers = plan[f"deeds:{p}"], plan[f"vouchers:{p}"]
        dx, dy = deeds.left() - r.left(), deeds.top() - r.top()
        vx = vouchers.left() - r.left()
        head, _ = fit_lines(name, 120, 14, True, 1)
        return svg(w, h, (
            f'<rect x="1.5" y="1.5" width="{w - 3:.1f}" height="{h - 3:.1f}" rx="8" fill="#fbf8f1" stroke="{colour}" stroke-width="3"/>'
            f'<rect x="1.5" y="1.5" width="{w - 3:.1f}" height="36" rx="8" fill="{shade(colour, 1.8)}"/>'
            f'<g transform="translate(9,7) scale(0.52)">{meeple_svg(20, 22, colour).split(">", 1)[1].rsplit("</svg>", 1)[0]}</g>'
            + txt(34, 25, head[0] if head else "", 14, shade(colour, 0.8), True, "start")
            + txt(34 + text_width(head[0] if head else "", 14, True) + 6, 25, f"Seat {p + 1}", 9, "#6e604a", False, "start")
            + txt(dx + 2, dy - 1, "Festivals", 7.5, "#6e604a", True, "start")
            + txt(vx + 2, dy - 1, "Gutscheine", 7.5, "#6e604a", True, "start")
        ))

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.seats[seat].name if 0 <= seat < len(self.seats) else f"Seat {seat + 1}"

    def players_in(self, plan: dict[str, QRectF]) -> int:
        return sum(1 for k in plan if k.startswith("money:"))

    def crowd_spot(self, plan: dict[str, QRectF], k: int, players: int) -> tuple[float, float]:
        r = plan["crowd"]
        per_row = 3
        rows = (players + per_row - 1) // per_row
        row, col = divmod(k, per_row)
        in_row = min(per_row, players - row * per_row)
        x = r.center().x() - (in_row * 30 - 4) / 2 + col * 30
        y = r.top() + 36 + row * 29 - (rows - 1) * 4
        return x, y

    def bank_spot(self, plan: dict[str, QRectF], k: int) -> tuple[float, float]:
        r = plan["bank"]
        row, col = divmod(k, 7)
        return r.left() + 3 + col * 88.5, r.top() + 3 + row * 50.5

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        zone, pid = piece.zone, piece.id
        if zone.startswith("field:"):
            sd = side(int(zone[6:]))
            across = sd in ("bottom", "top")
            if piece.kind == "meeple":
                return QSizeF(20, 22)
            if pid.startswith("owner:"):
                return QSizeF(66, 14) if across else QSizeF(14, 66)
            if pid.startswith("bude:"):
                return QSizeF(15, 15)
            if pid.startswith("mainstage:"):
                return QSizeF(34, 16) if across else QSizeF(16, 34)
        if zone == "cell":
            return QSizeF(22, 24)
        if zone == "supply":
            return QSizeF(54, 60) if pid == "bude" else QSizeF(74, 60)
        if zone.startswith("deck:"):
            return QSizeF(72, 102)
        if zone.startswith("discard:"):
            return QSizeF(100, 124)
        if zone == "bank":
            return QSizeF(84, 46)
        if zone.startswith("deeds:"):
            return QSizeF(76, 31) if zone_rect is not None and zone_rect.height() >= 115 else QSizeF(76, 27)
        if zone.startswith("vouchers:"):
            return QSizeF(70, 30)
        if zone.startswith("money:"):
            return QSizeF(140, 26)
        if zone == "pot":
            return QSizeF(136, 42)
        if zone == "dice":
            return QSizeF(42, 42)
        if zone == "crowd":
            return QSizeF(26, 26)
        if zone == "offer":
            return QSizeF(470, 50)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        if not pieces:
            return []
        if zid.startswith("field:"):
            return self._arrange_field(int(zid[6:]), rect, pieces, sizes)
        if zid == "cell":
            out = []
            for i in range(len(sizes)):
                row, col = divmod(i, 3)
                out.append(QPointF(rect.left() + 3 + col * 25, rect.top() + 28 + row * 24))
            return out
        if zid.startswith(("deck:", "discard:")):
            out = []
            for i, s in enumerate(sizes):
                off = min(i, 12) * 0.45
                out.append(QPointF(rect.left() + 2 + off, rect.bottom() - s.height() - 4 - off))
            return out
        if zid == "bank":
            plan = {"bank": rect}
            return [QPointF(*self.bank_spot(plan, self.slot_of[int(p.id.split(":")[1])])) for p in pieces]
        if zid.startswith("deeds:"):
            return self._grid(rect, sizes, columns=3, top=2)
        if zid.startswith("vouchers:"):
            n = len(pieces)
            step = min(34.0, (rect.height() - 4 - sizes[0].height()) / max(1, n - 1)) if n > 1 else 0
            return [QPointF(rect.left() + 2, rect.top() + 2 + i * step) for i in range(n)]
        if zid == "supply":
            total = sum(s.width() for s in sizes) + 14 * (len(sizes) - 1)
            x = rect.center().x() - total / 2
            out = []
            for s in sizes:
                out.append(QPointF(x, rect.top() + 24))
                x += s.width() + 14
            return out
        if zid == "crowd":
            players = self.players
            return [QPointF(*self.crowd_spot({"crowd": rect}, int(p.id.split(":")[1]), players)) for p in pieces]
        if zid == "pot":
            s = sizes[0]
            return [QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2 + 8)] * len(pieces)
        if zid.startswith("money:") or zid == "offer":
            s = sizes[0]
            cx = rect.center().x() + (38 if zid == "offer" else 0)
            return [QPointF(cx - s.width() / 2, rect.center().y() - s.height() / 2)] * len(pieces)
        return super().arrange(zone, rect, pieces, sizes)

    def _grid(self, rect: QRectF, sizes: list[QSizeF], columns: int, top: float) -> list[QPointF]:
        h = sizes[0].height()
        rows = (len(sizes) + columns - 1) // columns
        room = rect.height() - top - 2
        step_y = h + 3 if rows * (h + 3) <= room else (room - h) / max(1, rows - 1)
        step_x = (rect.width() - 4) / columns
        return [QPointF(rect.left() + 2 + (i % columns) * step_x, rect.top() + top + (i // columns) * step_y)
                for i in range(len(sizes))]

    def _arrange_field(self, f: int, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        boxes = field_boxes(f)
        ox, oy = rect.left(), rect.top()
        sd = side(f)
        out: list[QPointF | None] = [None] * len(pieces)
        pawns = [i for i, p in enumerate(pieces) if p.kind == "meeple"]
        buildings = [i for i, p in enumerate(pieces) if p.id.startswith(("bude:", "mainstage:"))]
        for i, p in enumerate(pieces):
            if p.id.startswith("owner:"):
                x, y, _, _ = boxes["owner"]
                out[i] = QPointF(ox + x, oy + y)
        if buildings and "band" in boxes:
            bx, by, bw, bh = boxes["band"]
            n = len(buildings)
            along = sd in ("bottom", "top")
            length = sum((sizes[i].width() if along else sizes[i].height()) for i in buildings) + 2 * (n - 1)
            pos = (bw if along else bh) / 2 - length / 2
            for i in buildings:
                s = sizes[i]
                if along:
                    out[i] = QPointF(ox + bx + pos, oy + by + (bh - s.height()) / 2)
                    pos += s.width() + 2
                else:
                    out[i] = QPointF(ox + bx + (bw - s.width()) / 2, oy + by + pos)
                    pos += s.height() + 2
        if pawns:
            px, py, pw, ph = boxes["pawns"]
            n = len(pawns)
            w, h = sizes[pawns[0]].width(), sizes[pawns[0]].height()
            rows = 2 if n > 3 and ph >= 2 * h - 8 and n * (w + 1) > pw else 1
            per_row = (n + rows - 1) // rows
            step = min(w + 2, (pw - w) / max(1, per_row - 1)) if per_row > 1 else 0
            for k, i in enumerate(pawns):
                row, col = divmod(k, per_row)
                in_row = min(per_row, n - row * per_row)
                x0 = px + pw / 2 - (w + step * (in_row - 1)) / 2
                y0 = py + (ph - h) / 2 if rows == 1 else py + row * (ph - h)
                out[i] = QPointF(ox + x0 + col * step, oy + y0)
        return [o if o is not None else QPointF(ox + 2, oy + 2) for o in out]

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        art = piece.art
        if not piece.face_up:
            if art.startswith("festival/card/"):
                return self._card_back(art.split("/")[2], w, h)
            return super().piece_svg(piece, w, h)
        colour = self.seat_colour(piece.owner)
        if art.startswith("festival/pawn/"):
            return meeple_svg(w, h, colour)
        if art == "festival/owner":
            return self._owner_svg(colour, piece.label, self.seat_name(piece.owner), w, h)
        if art == "festival/bude":
            if w < 30:
                return svg(w, h, icon("booth", (0, 0, w, h), BUDE_GREEN))
            return self._build_token("booth", BUDE_GREEN, "Bude", w, h)
        if art == "festival/mainstage":
            if w < 40:
                star = _star(w / 2, h / 2, min(w, h) * 0.36)
                return svg(w, h, f'<rect x=".8" y=".8" width="{w - 1.6:.1f}" height="{h - 1.6:.1f}" rx="2.5" fill="{STAGE_RED}" '
                                 f'stroke="#6d0f0f" stroke-width="1.2"/><path d="{star}" fill="#fff3b0"/>')
            return self._build_token("stage", STAGE_RED, "Mainstage", w, h)
        if art.startswith("festival/card/"):
            deck = art.split("/")[2]
            if piece.owner is not None:
                return self._voucher_svg(deck, w, h)
            return self._card_face(deck, piece.label, w, h)
        if art.startswith("festival/deed/"):
            f = int(piece.id.split(":")[1])
            mortgaged = art.endswith("/mortgaged")
            if piece.owner is None:
                return self._bank_deed(f, mortgaged, w, h)
            return self._deed_chip(f, mortgaged, w, h)
        if art.startswith("festival/die/"):
            return self._die_svg(int(art.rsplit("/", 1)[1]), w, h)
        if art == "festival/pot":
            return svg(w, h, (
                f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#fff6cf" stroke="#a8861a" stroke-width="1.6"/>'
                + txt(w / 2, h / 2 + 6, piece.label, 15, "#6b4f00", True)))
        if art == "festival/money":
            return svg(w, h, (
                f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="4" fill="#dcefd3" stroke="#4e7d3d" stroke-width="1.4"/>'
                f'<rect x="4" y="4" width="{w - 8:.1f}" height="{h - 8:.1f}" rx="2" fill="none" stroke="#9cc48c" stroke-width="1"/>'
                + txt(w / 2, h / 2 + 4.5, piece.label, 12, "#24531a", True)))
        if art == "festival/crowd":
            return svg(w, h, (
                f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{min(w, h) / 2 - 1.5:.1f}" fill="{colour}" stroke="#222" stroke-width="1.4"/>'
                f'<path d="M{w * .3:.1f} {h * .52:.1f}l{w * .14:.1f} {h * .15:.1f} {w * .26:.1f}-{h * .32:.1f}" fill="none" '
                f'stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>'))
        if art == "festival/offer":
            text = name_seats(piece.label, [seat.name for seat in self.seats])
            lines, size = fit_lines(text, w - 20, 11, True, 2, 7)
            return svg(w, h, (
                f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#fff3b8" stroke="{colour}" stroke-width="2.2"/>'
                + "".join(txt(w / 2, h / 2 + size * 0.35 + (i - (len(lines) - 1) / 2) * size * 1.2, line, size, INK, True)
                          for i, line in enumerate(lines))))
        return super().piece_svg(piece, w, h)

    # -- piece art ----------------------------------------------------------------------------------

    def _owner_svg(self, colour: str, label: str, name: str, w: float, h: float) -> str:
        vertical = h > w
        turn = f'transform="rotate(-90 {w / 2:.1f} {h / 2:.1f})"' if vertical else ""
        lines, size = fit_lines(name, max(w, h) - 8, 9, True, 1, 6)
        if label:  # mortgaged: the strip turns pale, dashed in the owner's colour
            text = txt(w / 2, h / 2 + 3, label, 8.4, "#8e1c16", True, extra=turn)
            return svg(w, h, (f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="3" fill="{shade(colour, 1.75)}" '
                              f'stroke="{colour}" stroke-width="2" stroke-dasharray="4 2"/>' + text))
        return svg(w, h, (f'<rect x=".8" y=".8" width="{w - 1.6:.1f}" height="{h - 1.6:.1f}" rx="3" fill="{colour}" '
                          f'stroke="{shade(colour, 0.55)}" stroke-width="1.2"/>'
                          + txt(w / 2, h / 2 + size * 0.36, lines[0] if lines else "", size, "#fff", True, extra=turn)))

    def _build_token(self, symbol: str, colour: str, word: str, w: float, h: float) -> str:
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="7" fill="#fffdf6" stroke="{shade(colour, 0.7)}" stroke-width="1.6"/>'
            + icon(symbol, (4, 3, w - 8, h - 19), colour)
            + txt(w / 2, h - 5, word, 10, shade(colour, 0.7), True)))

    def _card_back(self, deck: str, w: float, h: float) -> str:
        ink = DECK_INK.get(deck, "#35506b")
        names = dict(zip(tables().deck_ids, tables().deck_name, strict=True))
        lines, size = fit_lines(names.get(deck, ""), w - 12, 10, True, 2)
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="{ink}" stroke="{shade(ink, 0.55)}" stroke-width="1.5"/>'
            f'<rect x="5" y="5" width="{w - 10:.1f}" height="{h - 10:.1f}" rx="4" fill="none" stroke="#ffffff88" stroke-width="1.2"/>'
            + txt(w / 2, h * 0.52, "?", h * 0.4, "#ffffffcc", True)
            + "".join(txt(w / 2, h * 0.72 + i * size * 1.15, line, size, "#fff", True) for i, line in enumerate(lines))))

    def _card_face(self, deck: str, text: str, w: float, h: float) -> str:
        ink = DECK_INK.get(deck, "#35506b")
        names = dict(zip(tables().deck_ids, tables().deck_name, strict=True))
        head, hs = fit_lines(names.get(deck, ""), w - 10, 9, True, 1)
        lines, size = fit_lines(text, w - 10, 9.6, False, 7, 6.5)
        top = 26 + max(0.0, (h - 30 - len(lines) * size * 1.2) / 2)
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#fffdf7" stroke="{ink}" stroke-width="1.8"/>'
            f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14:.1f}a6 6 0 0 1 6 6v11H1z" fill="{ink}"/>'
            + txt(w / 2, 14, head[0] if head else "", hs, "#fff", True)
            + "".join(txt(w / 2, top + i * size * 1.2, line, size, "#1d1d1d") for i, line in enumerate(lines))))

    def _voucher_svg(self, deck: str, w: float, h: float) -> str:
        ink = DECK_INK.get(deck, "#35506b")
        names = dict(zip(tables().deck_ids, tables().deck_name, strict=True))
        sub, ss = fit_lines(names.get(deck, ""), w - 12, 7, False, 1)
        return svg(w, h, (
            f'<path d="M1 1h{w - 2:.1f}v{h / 2 - 5:.1f}a4 4 0 0 0 0 8v{h / 2 - 5:.1f}H1v-{h / 2 - 5:.1f}a4 4 0 0 0 0-8z" '
            f'fill="{shade(ink, 1.75)}" stroke="{ink}" stroke-width="1.5"/>'
            + txt(w / 2, 13, "Gutschein", 9.5, shade(ink, 0.7), True)
            + txt(w / 2, h - 6, sub[0] if sub else "", ss, shade(ink, 0.6))))

    def _bank_deed(self, f: int, mortgaged: bool, w: float, h: float) -> str:
        t = tables()
        group = t.group[f] or "brown"
        colour = "#9e9e9e" if mortgaged else GROUP_FILL[group]
        name_colour = INK if group in DARK_TEXT_GROUPS else "#fff"
        lines, size = fit_lines(t.name[f], w - 8, 8.6, True, 1, 6.2)
        body = [f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="4" fill="#fffdf7" stroke="{LINE}" stroke-width="1.2"/>',
                f'<path d="M1 5a4 4 0 0 1 4-4h{w - 10:.1f}a4 4 0 0 1 4 4v13H1z" fill="{colour}"/>',
                txt(w / 2, 13.5, lines[0] if lines else "", size, name_colour, True)]
        if t.kind[f] == "festival":
            body.append(txt(w / 2, 30, money(t.price[f]), 8, "#3a3326"))
            body.append(txt(w / 2, 41, f"Bude {money(t.bude_price[f]).replace(' Tacken', '')}", 7, "#6e604a"))
        else:
            sym = ("plane" if t.name[f].startswith("Flughafen") else "bus") if t.kind[f] == "transport" else (
                "phone" if f == 12 else "beer")
            body.append(icon(sym, (4, 21, 20, 20)))
            body.append(txt(w / 2 + 10, 35, money(t.price[f]), 8, "#3a3326"))
        return svg(w, h, "".join(body))

    def _deed_chip(self, f: int, mortgaged: bool, w: float, h: float) -> str:
        t = tables()
        colour = GROUP_FILL[t.group[f] or "brown"]
        lines, size = fit_lines(t.name[f], w - 12, 9.2 if h > 28 else 8.2, True, 2, 5.8)
        fill, ink, dash = ("#e4e0d8", "#8a8172", ' stroke-dasharray="3 2"') if mortgaged else ("#fffdf7", INK, "")
        top = h / 2 - (len(lines) - 1) * size * 0.58 + size * 0.36
        return svg(w, h, (
            f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="3" fill="{fill}" stroke="{LINE}" stroke-width="1"{dash}/>'
            f'<rect x="1" y="1" width="7" height="{h - 2:.1f}" rx="2" fill="{shade(colour, 1.5) if mortgaged else colour}"/>'
            + "".join(txt(w / 2 + 4, top + i * size * 1.16, line, size, ink, True) for i, line in enumerate(lines))))

    def _die_svg(self, v: int, w: float, h: float) -> str:
        pips = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)], 4: [(1, 1), (1, 3), (3, 1), (3, 3)],
                5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)], 6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}
        dots = "".join(f'<circle cx="{w * c / 4:.1f}" cy="{h * r / 4:.1f}" r="{w * 0.085:.1f}" fill="#2b2520"/>'
                       for r, c in pips.get(v, []))
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="7" fill="#fffdf7" '
                         f'stroke="#3a3326" stroke-width="1.6"/>{dots}')


VIEW = FestivalView
