"""The Animal Marche board: the plaza in the centre, each player's board facing its side, the market.

The only Qt module of the title. The plaza's cells are a 4x4 grid (4x2 folded for 2 players; the blocked
diagonal of the 3-player game is drawn blocked). Each seat's board faces the side of the plaza its
sections line up with (seat 0 south, 1 west, 2 north, 3 east; 2 players: south and north): from the plaza
outwards, the customer and worker seats, the stores on their sections (売地), then the backyard strip
(workers, workers to hire, coins and wood). The corner at the owner's left of each board holds what lies in
front of the player: proprietor, start player marker, used workers, goals and ads held. The column on the
right holds the scoreboard and round track, the ads with their fields, the store market, the special
stores, the public facilities and the customers beside the plaza. Zone ids are those of ``layout.py``.

Everything static (plaza, boards, captions, the fields of the ads) is drawn once per plan by ``decorate``;
zones themselves only light up as drop targets.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.marche import tables as T
from fairtable.games.marche.data import Goal, StoreSide
from fairtable.ui.table.art import meeple_svg
from fairtable.ui.table.title_view import TitleView

D = T.D

# -- geometry (scene units) ------------------------------------------------------------------------------
C = 118.0  # a plaza cell; a section is as wide as one line of cells
SEAT = 36.0  # a customer or worker seat
SEAT_GAP = 10.0  # between the plaza and the seats
CARD = (112.0, 94.0)  # a store on a section
STRIP = 60.0  # the backyard strip of a board
SIDE_W = 242.0  # a west/east board: seats, store, strip
BAND_H = 240.0  # a north/south board; also the height of a corner panel
X0, Y0 = 24.0, 24.0
PX = X0 + SIDE_W  # the plaza's left edge (its top, MarcheView.py, centres the boards beside the column)
COL_X = PX + 4 * C + SIDE_W + 22  # the common column
COL_W = 452.0
WORKER = (22.0, 25.0)
CUSTOMER = (32.0, 36.0)
MARKET_CARD = (108.0, 74.0)
ROUND_CELL = 38.0
FAC_CARD = (140.0, 40.0)
SLIVER = 4.0

# -- palette ----------------------------------------------------------------------------------------------
INK = "#3a3326"
PAPER = "#fbf6ea"
BOARD_WOOD = "#ecd9b4"
PLAZA = "#d9c9a3"
COBBLE = "#f1e6cc"
COIN = "#d9a21b"
WOOD = "#8b5a2b"
VP = "#2e7d32"
BASIC = "#2f6db3"
ADVANCED = "#8a3f8f"
SPECIAL = "#e07b1f"
AD = "#1f7a8c"
GOAL_MINOR = "#4f8a3c"
GOAL_MAJOR = "#6b4c9a"
FACILITY = {"cenotaph": "#7d786c", "temporary_stage": "#c94f66", "construction_site": "#d49a1c"}
FACILITY_EFFECT = {"unchanged": "cells unchanged", "double": "2 customers a cell", "empty": "no customers"}
ICON_COLOUR = {"tools": "#6d4c41", "hammer": "#455a64", "bell": "#c28e0e"}
COIN_G = f'<tspan fill="{COIN}">\u25cf</tspan>'
WOOD_G = f'<tspan fill="{WOOD}">\u25ae</tspan>'
VP_G = f'<tspan fill="{VP}">\u2605</tspan>'

# Short forms of the proprietors' abilities for their cards (the full text is the piece's tooltip).
ABILITY_SHORT = {
    "alen": "+3 coins when you build, move or remove a facility",
    "meister": "Sell twice; +2 wood for each sale",
    "leon": "2 coins may pay for 1 wood when building",
    "orlando": "+1 coin when others enter your stores",
    "toby": "Rearrange your stores each round",
    "morgan": "First store: any store you like",
    "vanessa": "Hire the gray worker for 5 coins",
}

_JA_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "IPAexGothic", "IPAGothic", "TakaoGothic",
             "VL Gothic", "Droid Sans Fallback")


def japanese_family() -> str | None:
    """A font family with Japanese glyphs, or None (then Japanese names are left out, never drawn as boxes)."""
    try:
        from PySide6.QtGui import QFontDatabase

        families = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    except Exception:  # noqa: BLE001 (no GUI application: draw without Japanese)
        return None
    for name in _JA_FONTS:
        if name in families:
            return name
    return families[0] if families else None


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.1f} {h:.1f}">{body}</svg>')


def txt(x: float, y: float, markup: str, size: float, colour: str = INK, weight: str = "normal",
        anchor: str = "middle", family: str = "DejaVu Sans") -> str:
    """One line of text; ``markup`` is escaped already (it may hold coloured tspans)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:.1f}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="{anchor}">{markup}</text>')


def fit_size(text: str, width: float, size: float, least: float = 6.5) -> float:
    """A font size at which ``text`` fits ``width`` (DejaVu Sans averages about 0.58 em a character)."""
    need = len(text) * 0.58 * size
    return size if need <= width else max(least, size * width / need)


def wrap_to(text: str, width: float, size: float, lines: int) -> list[str]:
    chars = max(4, int(width / (0.58 * size)))
    words, out, line = text.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > chars:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        out.append(line)
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: max(1, chars - 1)].rstrip() + "\u2026"
    return out


def gains(coins: int = 0, wood: int = 0, vp: int = 0) -> str:
    parts = []
    if coins:
        parts.append(f"{coins}{COIN_G}")
    if wood:
        parts.append(f"{wood}{WOOD_G}")
    if vp:
        parts.append(f"{vp}{VP_G}")
    return " ".join(parts)


def icon_svg(icon: str, x: float, y: float, s: float) -> str:
    """A store icon (crossed tools, hammer, bell) in a disc of diameter ``s`` at (x, y)."""
    k = s / 20
    colour = ICON_COLOUR.get(icon, "#555")
    head = f'<circle cx="10" cy="10" r="9.5" fill="{colour}" stroke="#fff" stroke-width="1.2"/>'
    if icon == "tools":
        glyph = ('<path d="M5 5l10 10M15 5L5 15" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>'
                 '<path d="M3.5 6.5l3-3M13.5 3.5l3 3" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>')
    elif icon == "hammer":
        glyph = ('<path d="M7 8l7 7" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>'
                 '<path d="M4 7l5-5 3 3-5 5z" fill="#fff"/>')
    else:
        glyph = ('<path d="M10 3.5c-3 0-4.5 2.4-4.5 5v3L4 13.5h12L14.5 11.5v-3c0-2.6-1.5-5-4.5-5z" fill="#fff"/>'
                 '<circle cx="10" cy="15.3" r="1.6" fill="#fff"/>')
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">{head}{glyph}</g>'


def customer_svg(w: float, h: float, fill: str = "#f7e9c9", stroke: str = "#6b4f2a") -> str:
    """An animal customer: a round-eared head on a little body."""
    body = (f'<path d="M9 42c0-10 4-16 11-16s11 6 11 16z" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="10.5" cy="7.5" r="5" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="29.5" cy="7.5" r="5" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="20" cy="16" r="11" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="10.5" cy="7.5" r="2.2" fill="#e7b9a4"/><circle cx="29.5" cy="7.5" r="2.2" fill="#e7b9a4"/>'
            f'<circle cx="16" cy="15" r="1.5" fill="{stroke}"/><circle cx="24" cy="15" r="1.5" fill="{stroke}"/>'
            f'<ellipse cx="20" cy="19.5" rx="2.2" ry="1.5" fill="{stroke}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 40 44">'
            f"{body}</svg>")


def customer_glyph(x: float, y: float, s: float, fill: str = "#f7e9c9", stroke: str = "#6b4f2a") -> str:
    """A customer's head (a little animal) of size ``s`` with its top-left corner at (x, y)."""
    k = s / 24
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">'
            f'<circle cx="5" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="19" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="12" cy="13.5" r="9.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="8.5" cy="12.5" r="1.6" fill="{stroke}"/><circle cx="15.5" cy="12.5" r="1.6" fill="{stroke}"/></g>')


def effect_markup(x: float, y: float, line: str, size: float, colour: str, anchor: str, width: float) -> str:
    """One effect line; "customer:" becomes a customer's head (the gain is per customer)."""
    if not line.startswith("customer:"):
        return txt(x, y, line, fit_size(_plain(line), width, size, 6.5), colour, "normal", anchor)
    rest = line[len("customer:"):].strip()
    g = size * 1.25
    size = fit_size(_plain(rest), width - g - 3, size, 6.5)
    est = g + 3 + len(_plain(rest)) * 0.58 * size
    start = x - est / 2 if anchor == "middle" else x
    return customer_glyph(start, y - g * 0.85, g) + txt(start + g + 3, y, rest, size, colour, "normal", "start")


def store_vp_text(side: StoreSide) -> str:
    r = side.vp
    if r.what == "none" or r.per == 0:
        return f"{r.base}{VP_G}"
    what = {"coins": COIN_G, "wood": WOOD_G, "ads": "ad", "coin_stores": f"{COIN_G}store"}[r.what]
    every = f"{r.every}" if r.every > 1 else ""
    if r.base > 0:
        return f"{r.base}+{r.per}{VP_G}/{every}{what}"
    if r.base < 0:
        return f"{r.per}{VP_G}/{every}{what}\u2212{-r.base}"
    return f"{r.per}{VP_G}/{every}{what}"


def store_effect(side: StoreSide) -> list[str]:
    """The card's effect as short lines of markup (the tooltip has the full text)."""
    out = []
    pc = gains(side.per_customer.coins, side.per_customer.wood, side.per_customer.vp)
    if pc:
        out.append(f"customer: {pc}")
    if side.per_customer_icon is not None:
        i = side.per_customer_icon
        g = COIN_G if i.resource == "coins" else WOOD_G
        out.append(f"customer: 1{g} per")
        out.append(f"{i.every} {i.icon} stores" if i.every > 1 else f"{i.icon} store")
    fi = gains(side.flat_income.coins, side.flat_income.wood, side.flat_income.vp)
    if fi:
        out.append(f"income: {fi}")
    ob = gains(side.on_build.coins, side.on_build.wood, side.on_build.vp)
    if ob:
        out.append(f"built: {ob}")
    if side.hire_all:
        out.append("built: hire all")
    sold = gains(side.on_sale.coins, side.on_sale.wood, side.on_sale.vp)
    if sold:
        out.append(f"sold: {sold}")
    if side.discount.coins or side.discount.wood:
        out.append(f"building \u2212{gains(side.discount.coins, side.discount.wood)}")
    return out


def goal_condition(goal: Goal) -> list[str]:
    c = goal.condition
    k, n = c.kind, c.n
    if k == "coins":
        return [f"hold {n}{COIN_G}"]
    if k == "wood":
        return [f"hold {n}{WOOD_G}"]
    if k == "sections":
        return [f"{n} sections", "built"]
    if k == "advanced":
        return ["an Advanced", "store"] if n == 1 else [f"{n} Advanced", "stores"]
    if k == "ads":
        return ["hold an Ad"] if n == 1 else [f"hold {n} Ads"]
    if k == "facilities_built":
        return ["build a", "facility"] if n == 1 else [f"build {n}", "facilities"]
    if k == "special":
        return ["a Special", "store"]
    if k == "visitors":
        return [f"{n} rivals'", "workers in"]
    if k == "sold":
        return [f"sell {n}", "stores"]
    if k == "two_advanced_only":
        return ["just 2 stores,", "both Adv."]
    if k == "icon":
        return [f"{n} {c.icon or ''}", "stores"]
    return ["tools, hammer", "and bell"]


class MarcheView(TitleView):
    background = "#cbb995"

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        self.ja_family = japanese_family()
        self.players = len(seats)
        self.rows = 2 if self.players == 2 else 4
        col = self.column()
        column_h = col["aside"].bottom() - Y0
        self.top = Y0 + max(0.0, (column_h - (2 * BAND_H + self.rows * C)) / 2)
        self.py = self.top + BAND_H  # the plaza's top edge
        self._layout: Layout | None = None
        self._cell_facility: dict[str, str] = {}  # cell name -> "h" or "v" when a facility lies on it
        self._pile_top: set[str] = set()  # store and facility pieces on top of their piles

    # -- helpers ------------------------------------------------------------------------------------

    def ja(self, text: str, x: float, y: float, size: float, colour: str = INK, weight: str = "normal",
           anchor: str = "middle") -> str:
        """Japanese text in a font that has its glyphs, or nothing when the machine has none."""
        if not self.ja_family or not text:
            return ""
        return txt(x, y, escape(text), size, colour, weight, anchor, f"{self.ja_family}")

    def with_ja(self, en: str, ja: str) -> str:
        return f"{en} {ja}" if self.ja_family and ja else en

    def side_of(self, seat: int) -> int:
        """0 south, 1 west, 2 north, 3 east."""
        return seat if self.players > 2 else seat * 2

    # -- geometry -----------------------------------------------------------------------------------

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        # Keep the latest layout: piles show their top card whole and facilities decide where customers stand.
        self._layout = layout
        self._cell_facility = {}
        self._pile_top = set()
        seen_types: set[str] = set()
        for p in sorted(layout.pieces, key=lambda p: (p.zone, p.order)):
            if p.zone.startswith("spot:"):
                _, rc, d = p.zone.split(":")
                r, c = (int(v) for v in rc.split(","))
                other = f"{r},{c + 1}" if d == "h" else f"{r + 1},{c}"
                self._cell_facility[rc] = d
                self._cell_facility[other] = d
            elif p.zone in ("market", "facilities"):
                if p.art not in seen_types:
                    seen_types.add(p.art)
                    self._pile_top.add(p.id)
        key = tuple(z.id for z in layout.zones)
        if key != self._plan_key:
            self._plan = self.make_plan(layout)
            self._plan_key = key
        return self._plan

    def plaza_height(self) -> float:
        return self.rows * C

    def corner(self, side: int) -> QRectF:
        """The panel in front of a player: at the owner's left end of the board (a pinwheel)."""
        bottom = self.py + self.plaza_height()
        return {0: QRectF(X0, bottom, SIDE_W, BAND_H), 1: QRectF(X0, self.top, SIDE_W, BAND_H),
                2: QRectF(PX + 4 * C, self.top, SIDE_W, BAND_H), 3: QRectF(PX + 4 * C, bottom, SIDE_W, BAND_H)}[side]

    def board_frame(self, side: int) -> QRectF:
        """The player's whole area: board and panel."""
        bottom = self.py + self.plaza_height()
        return {0: QRectF(X0, bottom, SIDE_W + 4 * C, BAND_H), 1: QRectF(X0, self.top, SIDE_W, BAND_H + 4 * C),
                2: QRectF(PX, self.top, 4 * C + SIDE_W, BAND_H), 3: QRectF(PX + 4 * C, self.py, SIDE_W, 4 * C + BAND_H)}[side]

    def board_only(self, side: int) -> QRectF:
        """The individual board itself (seats, sections and backyard strip), without the panel."""
        r = QRectF()
        for rect in self.strip_rects(side).values():
            r = r.united(rect)
        for n in range(4):
            card, slots = self.section_rects(side, n, 3)
            r = r.united(card)
            for slot in slots:
                r = r.united(slot)
        return r.adjusted(-4, -4, 4, 4).intersected(self.board_frame(side).adjusted(7, 7, -7, -7))

    def section_rects(self, side: int, n: int, seats: int) -> tuple[QRectF, list[QRectF]]:
        """The store's place on section ``n`` and its seat slots (from the plaza outwards: seats, store)."""
        cw, ch = CARD[0] + 4, CARD[1] + 4
        gap = 3.0
        span = seats * SEAT + max(0, seats - 1) * gap
        bottom = self.py + self.plaza_height()
        if side in (0, 2):
            x0 = PX + (n if side == 0 else 3 - n) * C
            if side == 0:
                sy = bottom + SEAT_GAP
                card = QRectF(x0 + (C - cw) / 2, sy + SEAT + 4, cw, ch)
            else:
                sy = self.py - SEAT_GAP - SEAT
                card = QRectF(x0 + (C - cw) / 2, sy - 4 - ch, cw, ch)
            sx = x0 + (C - span) / 2
            slots = [QRectF(sx + i * (SEAT + gap), sy, SEAT, SEAT) for i in range(seats)]
        else:
            y0 = self.py + (n if side == 1 else 3 - n) * C
            if side == 1:
                sx = PX - SEAT_GAP - SEAT
                card = QRectF(sx - 4 - cw, y0 + (C - ch) / 2, cw, ch)
            else:
                sx = PX + 4 * C + SEAT_GAP
                card = QRectF(sx + SEAT + 4, y0 + (C - ch) / 2, cw, ch)
            sy = y0 + (C - span) / 2
            slots = [QRectF(sx, sy + i * (SEAT + gap), SEAT, SEAT) for i in range(seats)]
        return card, slots

    def strip_rects(self, side: int) -> dict[str, QRectF]:
        """The backyard strip, behind the stores: coins and wood, backyard, workers to hire, gray worker
        (from the owner's left)."""
        bottom = self.py + self.plaza_height()
        parts = (("resources", 100.0, 96.0), ("backyard", 160.0, 108.0), ("hire", 96.0, 84.0), ("gray", 56.0, 50.0))
        out: dict[str, QRectF] = {}
        if side in (0, 2):
            y = bottom + SEAT_GAP + SEAT + 4 + CARD[1] + 4 + 8 if side == 0 else self.py - SEAT_GAP - SEAT - 4 - CARD[1] - 4 - 8 - STRIP
            total = sum(p[1] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, length, _ in parts:
                x = PX + t if side == 0 else PX + 4 * C - t - length
                out[name] = QRectF(x, y, length, STRIP)
                t += length + 8
        else:
            x = X0 + 10 if side == 1 else PX + 4 * C + SIDE_W - 10 - STRIP
            total = sum(p[2] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, _, length in parts:
                y = self.py + t if side == 1 else self.py + 4 * C - t - length
                out[name] = QRectF(x, y, STRIP, length)
                t += length + 8
        return out

    def panel_rects(self, side: int) -> dict[str, QRectF]:
        k = self.corner(side)
        x, y = k.left() + 8, k.top() + 29
        w = k.width() - 16
        return {
            "proprietor": QRectF(x, y, 90, 66),
            "start": QRectF(x + 94, y + 18, 42, 42),
            "used": QRectF(x + 140, y, w - 140, 66),
            "goals": QRectF(x, y + 69, w, 67),
            "drafthand": QRectF(x, y + 139, 152, 66),
            "adsheld": QRectF(x + 156, y + 139, w - 156, 66),
        }

    def column(self) -> dict[str, QRectF]:
        x, w = COL_X, COL_W
        y = Y0 + 18
        out = {"scoreboard": QRectF(x, y, w, 100)}
        y += 108
        out["rounds"] = QRectF(x + 56, y, 5 * ROUND_CELL, 40)
        take_w = (w - 56 - 5 * ROUND_CELL - 12) / 2
        out["take:coin"] = QRectF(x + 56 + 5 * ROUND_CELL + 8, y, take_w, 40)
        out["take:wood"] = QRectF(x + w - take_w, y, take_w, 40)
        y += 40 + 26
        out["ads"] = QRectF(x, y, 3 * 118 + 8, 58)
        out["addeck"] = QRectF(x + 3 * 122, y, w - 3 * 122, 134)
        y += 58 + 4 + 2 * 38 + 4 + 26
        out["market"] = QRectF(x, y, w, 3 * 94)
        y += 3 * 94 + 22
        out["specials"] = QRectF(x, y, w, 2 * 80)
        y += 2 * 80 + 22
        out["facilities"] = QRectF(x, y, w, 54)
        y += 54 + 24
        out["aside"] = QRectF(x, y, 300, 70)
        out["returning"] = QRectF(x + 306, y, w - 306, 70)
        return out

    def ad_slot(self, i: int) -> QRectF:
        r = self.column()["ads"]
        return QRectF(r.left() + i * 122, r.top(), 116, 58)

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan: dict[str, QRectF] = {}
        for r in range(self.rows):
            for c in range(4):
                plan[f"cell:{r},{c}"] = QRectF(PX + c * C + 1, self.py + r * C + 1, C - 2, C - 2)
        for z in layout.zones:
            if z.id.startswith("spot:"):
                _, rc, d = z.id.split(":")
                r, c = (int(v) for v in rc.split(","))
                if d == "h":
                    plan[z.id] = QRectF(PX + (c + 1) * C - 0.16 * C, self.py + (r + 0.2) * C, 0.32 * C, 0.6 * C)
                else:
                    plan[z.id] = QRectF(PX + (c + 0.2) * C, self.py + (r + 1) * C - 0.16 * C, 0.6 * C, 0.32 * C)
        plan.update(self.column())
        ads = [p for p in layout.in_zone("ads")]
        for i, p in enumerate(ads):
            slot = self.ad_slot(i)
            ad = p.id.split(":")[1]
            plan[f"adfield:{ad}:top"] = QRectF(slot.left(), slot.bottom() + 4, slot.width(), 38)
            plan[f"adfield:{ad}:bottom"] = QRectF(slot.left(), slot.bottom() + 46, slot.width(), 38)
        for seat in range(self.players):
            side = self.side_of(seat)
            for name, rect in self.panel_rects(side).items():
                plan[f"{name}:{seat}"] = rect
            for name, rect in self.strip_rects(side).items():
                plan[f"{name}:{seat}"] = rect
            for n in range(4):
                customers = sum(1 for z in layout.zones if z.id.startswith(f"seat:{seat}:{n}:"))
                workers = sum(1 for z in layout.zones if z.id.startswith(f"wseat:{seat}:{n}:"))
                card, slots = self.section_rects(side, n, customers + workers)
                plan[f"section:{seat}:{n}"] = card
                for i in range(customers):
                    plan[f"seat:{seat}:{n}:{i}"] = slots[i]
                for i in range(workers):
                    plan[f"wseat:{seat}:{n}:{i}"] = slots[customers + i]
        return plan

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        bottom = max(self.py + self.plaza_height() + BAND_H, max(r.bottom() for r in plan.values()))
        return QRectF(0, 0, COL_X + COL_W + X0, bottom + Y0)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        return "#00000000", "#00000000", False  # drawn by decorate; zones only light up as targets

    # -- static art ---------------------------------------------------------------------------------

    def _text(self, scene: QGraphicsScene, text: str, x: float, y: float, px: int, colour: str = INK,
              bold: bool = False, centre_w: float | None = None) -> None:
        font = QFont("DejaVu Sans")
        if self.ja_family:
            font.setFamilies(["DejaVu Sans", self.ja_family])  # Japanese captions in a font that has them
        font.setPixelSize(px)
        font.setBold(bold)
        item = scene.addSimpleText(text, font)
        item.setBrush(QColor(colour))
        if centre_w is not None:
            x += (centre_w - item.boundingRect().width()) / 2
        item.setPos(x, y)
        item.setZValue(-5)

    def _box(self, scene: QGraphicsScene, rect: QRectF, fill: str, border: str, width: float = 1.2,
             radius: float = 6, z: float = -6, dash: bool = False) -> None:
        pen = QPen(QColor(border), width)
        if dash:
            pen.setStyle(Qt.DashLine)
        item = scene.addPath(self._rounded(rect, radius), pen, QBrush(QColor(fill)))
        item.setZValue(z)

    @staticmethod
    def _rounded(rect: QRectF, radius: float):  # type: ignore[no-untyped-def]
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        return path

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        self._decorate_plaza(scene, layout, plan)
        for seat in range(self.players):
            self._decorate_seat(scene, layout, plan, seat)
        self._decorate_column(scene, layout, plan)

    def _decorate_plaza(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        h = self.plaza_height()
        outer = QRectF(PX - 6, self.py - 6, 4 * C + 12, h + 12)
        self._box(scene, outer, PLAZA, "#8c7a55", 2.5, 10, -8)
        blocked = {z.id for z in layout.zones if z.id.startswith("cell:") and z.label == "blocked"}
        for r in range(self.rows):
            for c in range(4):
                zid = f"cell:{r},{c}"
                rect = plan[zid].adjusted(3, 3, -3, -3)
                if zid in blocked:
                    self._box(scene, rect, "#9b907c", "#6b604c", 1.5, 8, -7)
                    pen = QPen(QColor("#7d725f"), 2)
                    for k in range(1, 6):
                        d = k * rect.width() / 6
                        line = scene.addLine(rect.left() + d, rect.top() + 2, rect.left() + 2, rect.top() + d, pen)
                        line.setZValue(-6)
                        line2 = scene.addLine(rect.right() - d, rect.bottom() - 2, rect.right() - 2, rect.bottom() - d, pen)
                        line2.setZValue(-6)
                    self._text(scene, "outside the plaza", rect.left(), rect.bottom() - 16, 9, "#f4efe4", True, rect.width())
                else:
                    self._box(scene, rect, COBBLE if (r + c) % 2 else "#f6edd8", "#b8a57c", 1, 8, -7)

    def _decorate_seat(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF], seat: int) -> None:
        side = self.side_of(seat)
        colour = self.seat_colour(seat)
        frame = self.board_frame(side).adjusted(3, 3, -3, -3)
        self._box(scene, frame, PAPER, colour, 3, 10, -9)
        board = self.board_only(side)
        self._box(scene, board, BOARD_WOOD, "#a88a5a", 1.5, 8, -8)
        corner = self.corner(side)
        name = self.seats[seat].name if seat < len(self.seats) else f"Player {seat + 1}"
        head = QRectF(corner.left() + 8, corner.top() + 8, corner.width() - 16, 18)
        self._box(scene, head, colour, colour, 1, 5, -7)
        self._text(scene, name, head.left() + 6, head.top() + 1, 13, "#ffffff", True)
        # Sections (売地, Land for Sale) and their seats.
        for n in range(4):
            rect = plan[f"section:{seat}:{n}"]
            self._box(scene, rect, "#f7ecd3", "#a88a5a", 1.2, 6, -7, dash=True)
            self._text(scene, f"Section {n + 1}", rect.left(), rect.center().y() + 2, 11, "#8a7552", True, rect.width())
            label = self.with_ja("Land for sale", "売地")
            self._text(scene, label, rect.left(), rect.center().y() - 16, 10, "#8a7552", False, rect.width())
        for z in layout.zones:
            if z.owner != seat:
                continue
            if z.id.startswith("seat:"):
                r = plan[z.id].adjusted(2, 2, -2, -2)
                item = scene.addEllipse(r, QPen(QColor("#8a7552"), 1.4), QBrush(QColor("#fff8e6")))
                item.setZValue(-6)
            elif z.id.startswith("wseat:"):
                self._box(scene, plan[z.id].adjusted(2, 2, -2, -2), "#e3d3b3", "#6d5a3a", 1.4, 4, -6, dash=True)
        # The backyard strip.
        narrow = side in (1, 3)
        captions = {"resources": [] if narrow else ["Coins \u00b7 Wood"],
                    "backyard": ["Backyard", self.with_ja("", "バックヤード").strip()] if narrow else [self.with_ja("Backyard", "バックヤード")],
                    "hire": ["To hire"], "gray": ["Gray"]}
        vanessa = any(p.art == "marche/proprietor/vanessa" for p in layout.in_zone(f"proprietor:{seat}"))
        for name, lines in captions.items():
            rect = plan[f"{name}:{seat}"]
            faint = name == "gray" and not vanessa
            fill = "#f7ecd3" if name != "backyard" else "#fff7e3"
            self._box(scene, rect, fill if not faint else BOARD_WOOD, "#a88a5a" if not faint else "#cbb48a", 1.2, 6, -7)
            for i, line in enumerate(x for x in lines if x):
                self._text(scene, line, rect.left() + 4, rect.top() + 2 + i * 12, 10, "#6d5a3a" if not faint else "#b59f78", True)
        # The panel in front of the player.
        panel_captions = {"used": "Used (off board)", "goals": "Goals", "drafthand": "Major Goals to choose",
                          "adsheld": "Ads held", "start": "Start"}
        for name, caption in panel_captions.items():
            rect = plan[f"{name}:{seat}"]
            self._box(scene, rect, "#f3ead7", "#bca983", 1, 6, -7)
            if name == "start":
                self._text(scene, caption, rect.left(), rect.top() - 13, 10, "#6d5a3a", True, rect.width())
            else:
                self._text(scene, caption, rect.left() + 4, rect.top() + 2, 10, "#6d5a3a", True)
        self._box(scene, plan[f"proprietor:{seat}"], "#f3ead7", "#bca983", 1, 6, -7)

    def _decorate_column(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        col = self.column()
        x = COL_X
        titles = [
            (col["scoreboard"], "Scoreboard (VP)"),
            (col["ads"], "Ads: pay coins on a field, run at the cost"),
            (col["market"], "Basic stores: 4 coins (renovation extra)"),
            (col["specials"], "Special stores: 3 coins + 1 wood"),
            (col["facilities"], "Public facilities"),
            (col["aside"], "Beside the plaza"),
            (col["returning"], "Back to the plaza"),
        ]
        for rect, text in titles:
            self._text(scene, text, rect.left(), rect.top() - 17, 12, INK, True)
        # VP track: 0..39 in four rows, snaking.
        sb = col["scoreboard"]
        self._box(scene, sb.adjusted(-4, -2, 4, 2), "#efe2c4", "#8c7a55", 1.5, 6, -8)
        for v in range(40):
            cell = self._vp_cell(v)
            self._box(scene, cell.adjusted(1, 1, -1, -1), "#fff8ea" if v % 5 else "#f2d9a6", "#b8a57c", 1, 3, -7)
            self._text(scene, str(v), cell.left() + 3, cell.top() + 1, 9, "#8a7552")
        self._text(scene, "40 VP and more: the marker lies down", sb.right() - 200, sb.top() - 15, 9, "#8a7552")
        rounds = col["rounds"]
        self._text(scene, "Round", x, rounds.top() + 12, 12, INK, True)
        for k in range(5):
            cell = QRectF(rounds.left() + k * ROUND_CELL, rounds.top(), ROUND_CELL - 3, rounds.height())
            self._box(scene, cell, "#fff8ea", "#8c7a55", 1.2, 5, -7)
            self._text(scene, str(k + 1), cell.left() + 3, cell.top() + 1, 10, "#8a7552", True)
        # Ads: each card's two fields.
        for p in layout.in_zone("ads"):
            ad = D.ads[int(p.id.split(":")[1])]
            for f, name in enumerate(("top", "bottom")):
                rect = plan.get(f"adfield:{ad.id}:{name}")
                if rect is None:
                    continue
                self._box(scene, rect, "#e3f1f3", AD, 1.2, 5, -7)
                field = ad.fields[f]
                self._text(scene, f"{name.capitalize()}: pay {field.coins}", rect.left() + 4, rect.top() + 3, 10, "#124e5a", True)
                self._text(scene, f"\u2192 {field.vp} VP", rect.left() + 4, rect.top() + 18, 10, VP, True)
        deck = col["addeck"]
        self._box(scene, deck, "#e3f1f3", "#8fb8c0", 1, 6, -7)
        self._text(scene, "Ad deck", deck.left(), deck.bottom() - 14, 9, "#124e5a", True, deck.width())
        for zid, label in (("take:coin", "Take 1 coin"), ("take:wood", "Take 1 wood")):
            rect = col[zid]
            self._box(scene, rect, "#fff3d6" if zid == "take:coin" else "#f0e0cc", "#a88a5a", 1.2, 6, -7)
            self._text(scene, label, rect.left() + 5, rect.top() + 3, 10, "#6d5a3a", True)
            colour = COIN if zid == "take:coin" else WOOD
            mark = scene.addEllipse(QRectF(rect.left() + 8, rect.bottom() - 19, 14, 14), QPen(QColor("#5b4a2a"), 1),
                                    QBrush(QColor(colour)))
            mark.setZValue(-6)
        # Market piles, special stores, facility piles: faint places.
        for t in range(T.N_TYPES):
            if T.SPECIAL[t]:
                continue
            self._box(scene, self._market_slot(t), "#eef3fa", "#9fb6d4", 1, 6, -7, dash=True)
        free = self._market_slot(11)  # the grid's spare place: selling hint
        self._text(scene, "Sell: drag a store", free.left(), free.top() + 16, 10, "#5a6f8c", True, free.width())
        self._text(scene, "of yours here", free.left(), free.top() + 30, 10, "#5a6f8c", True, free.width())
        for i in range(6):
            self._box(scene, self._special_slot(i), "#fbefe2", "#e0b48a", 1, 6, -7, dash=True)
        for f in range(len(D.facilities)):
            self._box(scene, self._facility_slot(f), "#f1eee8", "#b3ab9b", 1, 6, -7, dash=True)
        for zid in ("aside", "returning"):
            self._box(scene, col[zid], "#f3ead7", "#bca983", 1, 6, -7)

    def _vp_cell(self, v: int) -> QRectF:
        sb = self.column()["scoreboard"]
        row, k = divmod(v % 40, 10)
        col = k if row % 2 == 0 else 9 - k
        w, h = sb.width() / 10, sb.height() / 4
        return QRectF(sb.left() + col * w, sb.top() + row * h, w, h)

    def _market_slot(self, t: int) -> QRectF:
        """The place of a Basic Store's pile (by store type), in a 4-column grid."""
        m = self.column()["market"]
        row, col = divmod(t, 4)
        return QRectF(m.left() + col * 113, m.top() + row * 94, MARKET_CARD[0] + 4, MARKET_CARD[1] + 3 * (SLIVER + 1) + 6)

    def _special_slot(self, i: int) -> QRectF:
        s = self.column()["specials"]
        row, col = divmod(i, 4)
        return QRectF(s.left() + col * 113, s.top() + row * 80, MARKET_CARD[0] + 4, MARKET_CARD[1] + 4)

    def _facility_slot(self, f: int) -> QRectF:
        r = self.column()["facilities"]
        return QRectF(r.left() + f * 150, r.top(), FAC_CARD[0] + 6, r.height())

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        pid, zone = piece.id, piece.zone
        if pid.startswith("customer:"):
            return QSizeF(*CUSTOMER) if zone.startswith(("cell:", "seat:")) else QSizeF(22, 25)
        if pid.startswith("blocker:"):
            return QSizeF(34, 38)
        if pid.startswith("worker:"):
            return QSizeF(*WORKER)
        if pid.startswith("vp:"):
            return QSizeF(24, 17) if _int(piece.label) >= 40 else QSizeF(17, 19)
        if pid == "round":
            return QSizeF(26, 26)
        if pid == "start_marker":
            return QSizeF(40, 40)
        if pid.startswith("coins:"):
            return QSizeF(42, 42)
        if pid.startswith("wood:"):
            return QSizeF(44, 40)  # another size than coins: the two tokens look different
        if pid.startswith("store:"):
            if zone.startswith("section:"):
                return QSizeF(*CARD)
            if pid in self._pile_top or zone == "specials":
                return QSizeF(*MARKET_CARD)
            return QSizeF(MARKET_CARD[0], SLIVER)
        if pid.startswith("facility:"):
            if zone.startswith("spot:"):
                return QSizeF(2 * C - 18, 34) if zone.endswith(":h") else QSizeF(34, 2 * C - 18)
            return QSizeF(*FAC_CARD) if pid in self._pile_top else QSizeF(FAC_CARD[0], SLIVER)
        if pid.startswith("ad:"):
            return QSizeF(112, 56) if zone == "ads" else QSizeF(36, 48)
        if pid.startswith("addeck:"):
            return QSizeF(62, 80)
        if pid.startswith(("goal:", "goalback:")):
            return QSizeF(46, 52)
        if pid.startswith("proprietor:"):
            return QSizeF(86, 62)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        kind = zid.split(":")[0]
        if kind == "cell":
            return self._arrange_cell(zid, rect, pieces, sizes)
        if kind == "spot":
            return self._arrange_spot(zid, sizes)
        if zid == "market":
            return self._arrange_piles(pieces, lambda p: self._market_slot(_store_type(p)))
        if zid == "facilities":
            return self._arrange_piles(pieces, lambda p: self._facility_slot(_facility_type(p)))
        if zid == "specials":
            out = []
            for p, s in zip(pieces, sizes, strict=True):
                slot = self._special_slot(_store_type(p) - sum(1 for t in range(T.N_TYPES) if not T.SPECIAL[t]))
                out.append(QPointF(slot.center().x() - s.width() / 2, slot.center().y() - s.height() / 2))
            return out
        if zid == "ads":
            return [QPointF(self.ad_slot(i).left() + 2, self.ad_slot(i).top() + 1) for i in range(len(pieces))]
        if zid == "addeck":
            return [QPointF(rect.center().x() - s.width() / 2 + min(i, 8) * 0.8, rect.top() + 4 - min(i, 8) * 0.8 + 8)
                    for i, s in enumerate(sizes)]
        if kind == "adfield":
            return [QPointF(rect.right() - (i + 1) * (s.width() + 3), rect.center().y() - s.height() / 2)
                    for i, s in enumerate(sizes)]
        if zid == "scoreboard":
            out, seen = [], {}
            for p, s in zip(pieces, sizes, strict=True):
                v = _int(p.label)
                cell = self._vp_cell(v)
                k = seen.get(v % 40, 0)
                seen[v % 40] = k + 1
                out.append(QPointF(cell.left() + 5 + k * 7, cell.bottom() - s.height() - 1 - (k % 2) * 2))
            return out
        if zid == "rounds":
            out = []
            for p, s in zip(pieces, sizes, strict=True):
                k = max(1, min(5, _int(p.label.split()[-1]) if p.label else 1)) - 1
                out.append(QPointF(rect.left() + (k + 0.5) * ROUND_CELL - s.width() / 2 + 3, rect.bottom() - s.height() - 3))
            return out
        if kind in ("goals", "drafthand", "adsheld"):
            return self._fan(rect, sizes)
        if kind == "resources":
            return self._row_or_column(rect, sizes, top=14 if rect.width() > 80 else 0)
        if kind in ("backyard", "used", "hire", "gray", "aside", "returning"):
            two_lines = kind == "backyard" and rect.width() < 80 and self.ja_family is not None
            return self._grid(rect, sizes, top=26 if two_lines else 14)
        # slots: proprietor, start, section, seat, wseat, take
        return [QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2) for s in sizes]

    def _arrange_cell(self, zid: str, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        d = self._cell_facility.get(zid[5:])
        area = QRectF(rect)
        if d == "h":
            area = QRectF(rect.left(), rect.top(), rect.width(), rect.height() - 40)
        elif d == "v":
            area = QRectF(rect.left(), rect.top(), rect.width() - 40, rect.height())
        total = sum(s.width() for s in sizes) + 6 * max(0, len(sizes) - 1)
        x = area.center().x() - total / 2
        out = []
        for s in sizes:
            out.append(QPointF(x, area.center().y() - s.height() / 2))
            x += s.width() + 6
        return out

    def _arrange_spot(self, zid: str, sizes: list[QSizeF]) -> list[QPointF]:
        _, rc, d = zid.split(":")
        r, c = (int(v) for v in rc.split(","))
        out = []
        for s in sizes:
            if d == "h":
                out.append(QPointF(PX + c * C + 9, self.py + (r + 1) * C - s.height() - 5))
            else:
                out.append(QPointF(PX + (c + 1) * C - s.width() - 5, self.py + r * C + 9))
        return out

    def _arrange_piles(self, pieces: list[Piece], slot_of) -> list[QPointF]:  # type: ignore[no-untyped-def]
        """A pile per type: its top card whole at the bottom of the slot, the cards under it as edges above."""
        out = []
        depth: dict[int, int] = {}
        for p in pieces:
            slot = slot_of(p)
            key = int(slot.left() * 10 + slot.top())
            k = depth.get(key, 0)
            depth[key] = k + 1
            top_y = slot.bottom() - 3 - MARKET_CARD[1] if p.zone == "market" else slot.bottom() - 3 - FAC_CARD[1]
            if k == 0:
                out.append(QPointF(slot.left() + 2, top_y))
            else:
                out.append(QPointF(slot.left() + 2, top_y - k * (SLIVER + 1)))
        return out

    def _fan(self, rect: QRectF, sizes: list[QSizeF]) -> list[QPointF]:
        n = len(sizes)
        if not n:
            return []
        w = sizes[0].width()
        avail = rect.width() - 8
        step = w + 4 if n * (w + 4) - 4 <= avail else (avail - w) / max(1, n - 1)
        y = rect.top() + 14 + (rect.height() - 14 - sizes[0].height()) / 2
        return [QPointF(rect.left() + 4 + i * step, y) for i in range(n)]

    def _grid(self, rect: QRectF, sizes: list[QSizeF], top: float) -> list[QPointF]:
        out, x, y, row_h = [], rect.left() + 4, rect.top() + top + 1, 0.0
        for s in sizes:
            if x + s.width() > rect.right() - 2 and x > rect.left() + 4:
                x, y, row_h = rect.left() + 4, y + row_h + 1, 0.0
            out.append(QPointF(x, y))
            x += s.width() + 3
            row_h = max(row_h, s.height())
        return out

    def _row_or_column(self, rect: QRectF, sizes: list[QSizeF], top: float) -> list[QPointF]:
        if rect.width() >= rect.height():
            total = sum(s.width() for s in sizes) + 6 * (len(sizes) - 1)
            x = rect.center().x() - total / 2
            out = []
            for s in sizes:
                out.append(QPointF(x, rect.top() + top + (rect.height() - top - s.height()) / 2))
                x += s.width() + 6
            return out
        total = sum(s.height() for s in sizes) + 6 * (len(sizes) - 1)
        y = rect.top() + top + (rect.height() - top - total) / 2
        out = []
        for s in sizes:
            out.append(QPointF(rect.center().x() - s.width() / 2, y))
            y += s.height() + 6
        return out

    # -- piece art ----------------------------------------------------------------------------------

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        art, pid = piece.art, piece.id
        if not piece.face_up:
            if art == "marche/ad_back":
                return self._ad_back(w, h)
            return self._goal_back(w, h)
        if art == "marche/customer":
            return customer_svg(w, h)
        if art == "marche/blocker":
            return meeple_svg(w, h, "#6f675a", "#2b2620")
        if art.startswith("marche/worker"):
            return self._worker(piece, w, h)
        if art.startswith("marche/store/"):
            return self._store(art, w, h)
        if art.startswith("marche/facility/"):
            return self._facility(art, w, h)
        if art == "marche/ad":
            return self._ad(piece, w, h)
        if art.startswith("marche/goal/"):
            return self._goal(piece, w, h)
        if art.startswith("marche/proprietor/"):
            return self._proprietor(art, piece, w, h)
        if pid.startswith("vp:"):
            return self._vp_marker(piece, w, h)
        if pid == "round":
            return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="#2f5d3a" stroke="#10281a" stroke-width="1.5"/>'
                       + txt(w / 2, h / 2 + 4, "R", 11, "#fff", "bold"))
        if pid == "start_marker":
            return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="7" fill="#b3261e" stroke="#5e120e" stroke-width="1.5"/>'
                       + txt(w / 2, h / 2 - 1, "Start", 10, "#fff", "bold") + txt(w / 2, h / 2 + 10, "player", 8, "#ffe9e6"))
        if pid.startswith("coins:"):
            return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="{COIN}" stroke="#7a5a00" stroke-width="1.8"/>'
                       f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 5}" fill="none" stroke="#f6d77a" stroke-width="1.2"/>'
                       + txt(w / 2, h / 2 + 3, escape(piece.label), 15, "#3b2a00", "bold")
                       + txt(w / 2, h / 2 + 13, "coins", 7.5, "#3b2a00"))
        if pid.startswith("wood:"):
            return svg(w, h, f'<rect x="1.5" y="4" width="{w - 3}" height="{h - 8}" rx="7" fill="{WOOD}" stroke="#4a2d10" stroke-width="1.8"/>'
                       f'<path d="M6 12h{w - 12:.0f}M6 {h - 12:.0f}h{w - 12:.0f}" stroke="#a9743f" stroke-width="1.2"/>'
                       + txt(w / 2, h / 2 + 4, escape(piece.label), 15, "#fff", "bold")
                       + txt(w / 2, h / 2 + 13.5, "wood", 7.5, "#f3dcc0"))
        return super().piece_svg(piece, w, h)

    def _worker(self, piece: Piece, w: float, h: float) -> str:
        colour = self.seat_colour(piece.owner)
        if piece.art.endswith("/gray"):
            base = meeple_svg(w, h, "#9a9a9a", colour)
        else:
            base = meeple_svg(w, h, colour)
        if not piece.label:
            return base
        # A worker hired this round: a small "new" star on its shoulder.
        inner = base.split(">", 1)[1].rsplit("</svg>", 1)[0]
        star = '<circle cx="33" cy="9" r="7" fill="#ffd54f" stroke="#6d4c00" stroke-width="1.2"/>' + \
               '<path d="M33 4.5l1.3 2.8 3 .3-2.3 2 .7 3-2.7-1.6-2.7 1.6.7-3-2.3-2 3-.3z" fill="#6d4c00"/>'
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 40 44">'
                f"{inner}{star}</svg>")

    def _vp_marker(self, piece: Piece, w: float, h: float) -> str:
        colour = self.seat_colour(piece.owner)
        if _int(piece.label) < 40:
            return meeple_svg(w, h, colour)
        inner = meeple_svg(40, 44, colour).split(">", 1)[1].rsplit("</svg>", 1)[0]
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 44 40">'
                f'<g transform="translate(44,0) rotate(90)">{inner}</g></svg>')

    def _store(self, art: str, w: float, h: float) -> str:
        key = art.split("/")[2]
        advanced = art.endswith("/advanced")
        st = next(s for s in D.stores if s.key == key)
        side = st.advanced if advanced and st.advanced is not None else st.basic
        frame = SPECIAL if st.kind == "special" else ADVANCED if advanced else BASIC
        if h < 10:  # the edge of a card under the top of its pile
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{frame}" stroke="#fff" stroke-width="0.6"/>')
        on_section = h >= 90  # on a board its seats are drawn beside it; in the market they are shown on it
        # The name beside the icons (stacked at the left), on two lines when long, then the Japanese name.
        isz = 13.0
        name_x = 4 + isz + 2
        name_w = w - name_x - 4
        size = fit_size(side.name_en, name_w, 10.5, 6)
        names = [side.name_en]
        if size < 8.5:
            names = wrap_to(side.name_en, name_w, 8.4, 2)
            size = min(9.4, *(fit_size(n, name_w, 9.4, 6) for n in names))
        top = 4 + len(names) * (size + 1.5)
        band = max(top + (13 if self.ja_family else 2), 4 + len(side.icons) * (isz + 1) + 2)
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#fffdf6" stroke="{frame}" stroke-width="2.2"/>',
                f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v{band - 6:.1f}h-{w - 2}z" fill="{frame}"/>']
        for i, line in enumerate(names):
            body.append(txt(name_x + name_w / 2, 4 + (i + 1) * (size + 1.5) - 2, escape(line), size, "#fff", "bold"))
        for i, icon in enumerate(side.icons):
            body.append(icon_svg(icon, 3, 3 + i * (isz + 1), isz))
        body.append(self.ja(side.name_ja, name_x + name_w / 2, top + 10, min(9.6, name_w / max(1, len(side.name_ja))), "#fff"))
        visit = gains(side.visitor.coins, side.visitor.wood, side.visitor.vp)
        own = gains(side.owner.coins, side.owner.wood, side.owner.vp)
        dash = "\u2013"
        effect = store_effect(side)
        if on_section:
            y = band + 13
            for line in effect[:3]:
                body.append(effect_markup(w / 2, y, line, 10, "#1d1d1d", "middle", w - 8))
                y += 12
            if side.worker_seats:
                line = f"visit {visit or dash} \u00b7 owner {own or dash}"
                body.append(txt(w / 2, y, line, fit_size(_plain(line), w - 6, 8.8, 6.5), "#4a3f2c"))
        else:
            # Seats: customer seats (circles) and worker seats (squares), then the effect.
            y = band + 13
            x = 5.0
            for _ in range(side.customer_seats):
                body.append(f'<circle cx="{x + 4.2:.1f}" cy="{y - 3.8:.1f}" r="4.2" fill="#fff8e6" stroke="#6b4f2a" stroke-width="1.1"/>')
                x += 10
            for _ in range(side.worker_seats):
                body.append(f'<rect x="{x:.1f}" y="{y - 8:.1f}" width="8.4" height="8.4" rx="1.5" fill="#e3d3b3" stroke="#6d5a3a" stroke-width="1.1"/>')
                x += 10
            x += 3
            for i, line in enumerate(effect[:2]):
                lx = x if i == 0 else 5.0
                body.append(effect_markup(lx, y, line, 9.6, "#1d1d1d", "start", w - lx - 3))
                y += 12
        # Bottom: renovation cost (basic side) and VP.
        by = h - 5.5
        if st.renovation is not None and not advanced:
            r = st.renovation
            body.append(txt(4, by, f"\u21bb{gains(r.coins, r.wood)}", 9, "#4a3f2c", "bold", "start"))
        elif advanced:
            body.append(txt(5, by, "Adv.", 9, ADVANCED, "bold", "start"))
        vp = store_vp_text(side)
        bw = min(w - 46, 10 + len(_plain(vp)) * 6)
        body.append(f'<rect x="{w - 4 - bw:.1f}" y="{h - 18:.1f}" width="{bw:.1f}" height="14" rx="6" fill="#e8f4e4" stroke="{VP}" stroke-width="1"/>')
        body.append(txt(w - 4 - bw / 2, h - 7, vp, fit_size(_plain(vp), bw - 4, 9.4, 7), "#1b4d1e", "bold"))
        return svg(w, h, "".join(body))

    def _facility(self, art: str, w: float, h: float) -> str:
        key = art.split("/")[2]
        f = next(x for x in D.facilities if x.key == key)
        colour = FACILITY.get(key, "#888")
        if min(w, h) < 10:
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{colour}" stroke="#fff" stroke-width="0.6"/>')
        vertical = h > w
        L, S = (h, w) if vertical else (w, h)
        if L < 180:  # a card of the supply: name on top, cost, VP and effect below
            name = escape(f.name_en)
            ja_w = len(f.name_ja) * 9 + 6 if self.ja_family else 0
            en_size = fit_size(f.name_en, L - 12 - ja_w, 9.6, 6.5)
            effect = FACILITY_EFFECT[f.effect]
            line = f"{gains(f.cost.coins, f.cost.wood)} \u2192 {f.vp}{VP_G} \u00b7 {escape(effect)}"
            body = [f'<rect x="1" y="1" width="{L - 2}" height="{S - 2}" rx="5" fill="#fffaf2" stroke="{colour}" stroke-width="2.2"/>',
                    f'<path d="M1 6a5 5 0 0 1 5-5h{L - 12}a5 5 0 0 1 5 5v12h-{L - 2}z" fill="{colour}"/>',
                    txt(6, 13.5, name, en_size, "#fff", "bold", "start"),
                    self.ja(f.name_ja, L - 6, 13.5, 9, "#fff", "normal", "end"),
                    txt(L / 2, S - 6.5, line, fit_size(_plain(line), L - 8, 8.6, 6.5), "#1d1d1d", "bold")]
            return svg(w, h, "".join(body))
        body = [f'<rect x="1" y="1" width="{L - 2}" height="{S - 2}" rx="6" fill="#fffaf2" stroke="{colour}" stroke-width="2.4"/>',
                f'<rect x="1" y="1" width="{min(L * 0.5, 130):.0f}" height="{S - 2}" rx="6" fill="{colour}"/>']
        head = min(L * 0.5, 130)
        body.append(txt(head / 2, S / 2 - (1 if self.ja_family else -3.5), escape(f.name_en), fit_size(f.name_en, head - 6, 10), "#fff", "bold"))
        body.append(self.ja(f.name_ja, head / 2, S / 2 + 11, 9, "#fff"))
        rest = L - head
        body.append(txt(head + rest / 2, S / 2 - 3, f"{gains(f.cost.coins, f.cost.wood)} \u2192 {f.vp}{VP_G}", 9.5, "#1d1d1d", "bold"))
        body.append(txt(head + rest / 2, S / 2 + 10, escape(FACILITY_EFFECT[f.effect]), fit_size(FACILITY_EFFECT[f.effect], rest - 6, 8), "#4a3f2c"))
        inner = "".join(body)
        if vertical:
            inner = f'<g transform="translate({w:.1f},0) rotate(90)">{inner}</g>'
        return svg(w, h, inner)

    def _ad_for(self, piece: Piece):  # type: ignore[no-untyped-def]
        name = piece.label.split(" (")[0]
        return next((a for a in D.ads if a.name_en == name), None)

    def _ad(self, piece: Piece, w: float, h: float) -> str:
        ad = self._ad_for(piece)
        if ad is None:
            return super().piece_svg(piece, w, h)
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#f2fafb" stroke="{AD}" stroke-width="2.2"/>']
        if w >= 80:
            body.append(f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v18h-{w - 2}z" fill="{AD}"/>')
            body.append(txt(w / 2, 13, escape(ad.name_en), fit_size(ad.name_en, w - 8, 10), "#fff", "bold"))
            body.append(self.ja(ad.name_ja, w / 2, 38, 9.5, "#124e5a"))
            body.append(txt(w / 2, h - 6, f"runs at {ad.run_cost}{COIN_G}", 9.5, "#1d1d1d", "bold"))
        else:
            body.append(f'<rect x="1" y="1" width="{w - 2}" height="12" rx="5" fill="{AD}"/>')
            body.append(txt(w / 2, 10, "AD", 8, "#fff", "bold"))
            lines = wrap_to(ad.name_en, w - 4, 7.5, 3)
            y = 23 if not self.ja_family else 34
            body.append(self.ja(ad.name_ja, w / 2, 25, min(9.0, (w - 4) / max(1, len(ad.name_ja))), "#124e5a"))
            for i, line in enumerate(lines[: 2 if self.ja_family else 3]):
                body.append(txt(w / 2, y + i * 8.5, escape(line), 7.5, "#1d1d1d"))
        return svg(w, h, "".join(body))

    def _ad_back(self, w: float, h: float) -> str:
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="{AD}" stroke="#0d4450" stroke-width="1.5"/>'
                   f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="4" fill="none" stroke="#ffffff66"/>'
                   + txt(w / 2, h / 2 + 5, "AD", 14, "#ffffffcc", "bold"))

    def _goal_back(self, w: float, h: float) -> str:
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#4b3b63" stroke="#261b36" stroke-width="1.5"/>'
                   f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="3" fill="none" stroke="#ffffff55"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 4:.1f}" fill="none" stroke="#ffffff77" stroke-width="2"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 10:.1f}" fill="#ffffff77"/>')

    def _goal(self, piece: Piece, w: float, h: float) -> str:
        size = piece.art.split("/")[2]
        number = _int(piece.label.split()[-1])
        goal = next((g for g in D.goals if g.size == size and g.number == number), None)
        if goal is None:
            return super().piece_svg(piece, w, h)
        colour = GOAL_MINOR if size == "minor" else GOAL_MAJOR
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#fffdf6" stroke="{colour}" stroke-width="2"/>',
                f'<path d="M1 6a5 5 0 0 1 5-5h{w - 12}a5 5 0 0 1 5 5v9h-{w - 2}z" fill="{colour}"/>']
        ja = "小目標" if size == "minor" else "大目標"
        if self.ja_family:
            body.append(self.ja(f"{ja}{number}", w / 2, 12, 9, "#fff", "bold"))
        else:
            body.append(txt(w / 2, 11.5, f"{'Minor' if size == 'minor' else 'Major'} {number}", 8.5, "#fff", "bold"))
        for i, line in enumerate(goal_condition(goal)):
            size = fit_size(_plain(line), w - 5, 8, 6)
            body.append(txt(w / 2, 23.5 + i * 9, line if "<tspan" in line else escape(line), size, "#1d1d1d"))
        body.append(txt(4, h - 5, f"{goal.vp}{VP_G}", 9.5, "#1b4d1e", "bold", "start"))
        if goal.reveal == "end":  # revealed at the end of the game (the others when achieved)
            body.append(f'<rect x="{w - 22:.1f}" y="{h - 13:.1f}" width="19" height="10" rx="3" fill="#5d4037"/>'
                        + txt(w - 12.5, h - 5.3, "end", 7, "#fff", "bold"))
        return svg(w, h, "".join(body))

    def _proprietor(self, art: str, piece: Piece, w: float, h: float) -> str:
        key = art.split("/")[2]
        prop = next((p for p in D.proprietors if p.key == key), None)
        if prop is None:
            return super().piece_svg(piece, w, h)
        colour = "#6d4c41"
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#fff8ee" stroke="{colour}" stroke-width="2"/>',
                f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v{(26 if self.ja_family else 14) - 6}h-{w - 2}z" fill="{colour}"/>',
                txt(w / 2, 12, escape(prop.name_en), 10, "#fff", "bold"),
                self.ja(prop.name_ja, w / 2, 23.5, 9, "#fff")]
        y = 36 if self.ja_family else 26
        for i, line in enumerate(wrap_to(ABILITY_SHORT.get(key, prop.ability), w - 6, 7.6, 4 if not self.ja_family else 3)):
            body.append(txt(w / 2, y + i * 9.2, escape(line), 7.6, "#2d2418"))
        return svg(w, h, "".join(body))


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return 0


def _plain(markup: str) -> str:
    """The characters a line of markup shows (for width estimates)."""
    import re

    return re.sub(r"<[^>]+>", "", markup)


def _store_type(piece: Piece) -> int:
    return T.CARD_TYPE[int(piece.id.split(":")[1])]


def _facility_type(piece: Piece) -> int:
    return T.FAC_TYPE[int(piece.id.split(":")[1])]


VIEW = MarcheView
