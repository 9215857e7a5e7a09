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
zones themselves only light up as drop targets. The cards and tokens are drawn by ``art.py`` (no Qt); this
module finds the font for their Japanese names, places them and colours the workers by seat.
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
from fairtable.games.marche.art import (
    AD,
    BOARD_WOOD,
    COBBLE,
    COIN,
    INK,
    PAPER,
    PLAZA,
    VP,
    WOOD,
    CardArt,
    customer_svg,
    svg,
    txt,
)
from fairtable.games.marche.data import Ad, Goal, Proprietor
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


class MarcheView(TitleView):
    background = "#cbb995"

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        self.art = CardArt(japanese_family())
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

    @property
    def ja_family(self) -> str | None:
        """The font family the board's Japanese names are drawn in (None: they are left out)."""
        return self.art.ja_family

    @ja_family.setter
    def ja_family(self, family: str | None) -> None:
        self.art.ja_family = family

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
                return self.art.ad_back(w, h)
            return self.art.goal_back(w, h)
        if art == "marche/customer":
            return customer_svg(w, h)
        if art == "marche/blocker":
            return meeple_svg(w, h, "#6f675a", "#2b2620")
        if art.startswith("marche/worker"):
            return self._worker(piece, w, h)
        if art.startswith("marche/store/"):
            return self.art.store(art, w, h)
        if art.startswith("marche/facility/"):
            return self.art.facility(art, w, h)
        if art == "marche/ad":
            return self._card(self._ad_for(piece), self.art.ad, piece, w, h)
        if art.startswith("marche/goal/"):
            return self._card(self._goal_for(piece), self.art.goal, piece, w, h)
        if art.startswith("marche/proprietor/"):
            return self._card(self._proprietor_for(art), self.art.proprietor, piece, w, h)
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

    def _card(self, card, draw, piece: Piece, w: float, h: float) -> str:  # type: ignore[no-untyped-def]
        """``draw(card, w, h)``, or the plain piece when the card is not in the data."""
        return super().piece_svg(piece, w, h) if card is None else draw(card, w, h)

    def _ad_for(self, piece: Piece) -> Ad | None:
        name = piece.label.split(" (")[0]
        return next((a for a in D.ads if a.name_en == name), None)

    def _goal_for(self, piece: Piece) -> Goal | None:
        size = piece.art.split("/")[2]
        number = _int(piece.label.split()[-1])
        return next((g for g in D.goals if g.size == size and g.number == number), None)

    def _proprietor_for(self, art: str) -> Proprietor | None:
        key = art.split("/")[2]
        return next((p for p in D.proprietors if p.key == key), None)


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return 0


def _store_type(piece: Piece) -> int:
    return T.CARD_TYPE[int(piece.id.split(":")[1])]


def _facility_type(piece: Piece) -> int:
    return T.FAC_TYPE[int(piece.id.split(":")[1])]


VIEW = MarcheView
