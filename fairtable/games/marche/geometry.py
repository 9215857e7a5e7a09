"""The Animal Marche board's geometry: where the plaza, each seat's board and panel and the common column
lie, how big each piece is and where it sits in its zone.

No Qt: a rectangle is a :class:`Box` (left, top, width, height), a size a (width, height) pair and a place
an (x, y) pair, all in scene units. :class:`BoardGeometry` gives every zone of ``layout.py`` its box
(``plan``), the places of the static board art (``corner``, ``board_frame``, ``vp_cell``, the slots of the
piles) and the pieces' sizes and places (``piece_size``, ``arrange``); the board (``view.py``) turns them
into Qt's types and draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from fairtable.engine.layout import Layout, Piece
from fairtable.games.marche import tables as T

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
PX = X0 + SIDE_W  # the plaza's left edge (its top is the attribute `BoardGeometry.py`, which centres the boards beside the column)
COL_X = PX + 4 * C + SIDE_W + 22  # the common column
COL_W = 452.0
WORKER = (22.0, 25.0)
CUSTOMER = (32.0, 36.0)
MARKET_CARD = (108.0, 74.0)
ROUND_CELL = 38.0
FAC_CARD = (140.0, 40.0)
SLIVER = 4.0

Size = tuple[float, float]
Point = tuple[float, float]


class Box(NamedTuple):
    """A rectangle: its top-left corner and its size. ``adjusted``, ``united`` and ``intersected`` work as
    Qt's ``QRectF`` does, so a box turned into one (``QRectF(*box)``) is the rectangle Qt would have made."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def center(self) -> Point:
        return self.left + self.width / 2, self.top + self.height / 2

    def is_null(self) -> bool:
        return self.width == 0 and self.height == 0

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> Box:
        """The box with its left, top, right and bottom edges moved by these amounts."""
        return Box(self.left + dx1, self.top + dy1, self.width + dx2 - dx1, self.height + dy2 - dy1)

    def united(self, other: Box) -> Box:
        """The smallest box holding both (a null box holds nothing)."""
        if self.is_null():
            return other
        if other.is_null():
            return self
        left, top = min(self.left, other.left), min(self.top, other.top)
        right, bottom = max(self.right, other.right), max(self.bottom, other.bottom)
        return Box(left, top, right - left, bottom - top)

    def intersected(self, other: Box) -> Box:
        """The part both boxes share (a null box when they do not overlap)."""
        l1, r1, l2, r2 = self.left, self.right, other.left, other.right
        if l1 == r1 or l2 == r2 or l1 >= r2 or l2 >= r1:
            return Box(0.0, 0.0, 0.0, 0.0)
        t1, b1, t2, b2 = self.top, self.bottom, other.top, other.bottom
        if t1 == b1 or t2 == b2 or t1 >= b2 or t2 >= b1:
            return Box(0.0, 0.0, 0.0, 0.0)
        left, top = max(l1, l2), max(t1, t2)
        return Box(left, top, min(r1, r2) - left, min(b1, b2) - top)


def label_int(text: str) -> int:
    """A piece label read as a number (0 when it is none)."""
    try:
        return int(text)
    except ValueError:
        return 0


def store_type(piece: Piece) -> int:
    return T.CARD_TYPE[int(piece.id.split(":")[1])]


def facility_type(piece: Piece) -> int:
    return T.FAC_TYPE[int(piece.id.split(":")[1])]


class BoardGeometry:
    """The board for ``players`` players. The plaza has 4 rows of cells (2 for 2 players) and lies with
    the seats' boards around it, centred beside the common column."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.rows = 2 if players == 2 else 4
        column_h = self.column()["aside"].bottom - Y0
        self.top = Y0 + max(0.0, (column_h - (2 * BAND_H + self.rows * C)) / 2)
        self.py = self.top + BAND_H  # the plaza's top edge
        self.cell_facility: dict[str, str] = {}  # cell name -> "h" or "v" when a facility lies on it
        self.pile_top: set[str] = set()  # store and facility pieces on top of their piles

    def side_of(self, seat: int) -> int:
        """0 south, 1 west, 2 north, 3 east."""
        return seat if self.players > 2 else seat * 2

    def see(self, layout: Layout) -> None:
        """Keep what placing needs from the latest layout: where facilities lie (customers stand clear of
        them) and which piles' pieces are on top (shown whole)."""
        self.cell_facility = {}
        self.pile_top = set()
        seen_types: set[str] = set()
        for p in sorted(layout.pieces, key=lambda p: (p.zone, p.order)):
            if p.zone.startswith("spot:"):
                _, rc, d = p.zone.split(":")
                r, c = (int(v) for v in rc.split(","))
                other = f"{r},{c + 1}" if d == "h" else f"{r + 1},{c}"
                self.cell_facility[rc] = d
                self.cell_facility[other] = d
            elif p.zone in ("market", "facilities"):
                if p.art not in seen_types:
                    seen_types.add(p.art)
                    self.pile_top.add(p.id)

    # -- the board ------------------------------------------------------------------------------------

    def plaza_height(self) -> float:
        return self.rows * C

    def corner(self, side: int) -> Box:
        """The panel in front of a player: at the owner's left end of the board (a pinwheel)."""
        bottom = self.py + self.plaza_height()
        return {0: Box(X0, bottom, SIDE_W, BAND_H), 1: Box(X0, self.top, SIDE_W, BAND_H),
                2: Box(PX + 4 * C, self.top, SIDE_W, BAND_H), 3: Box(PX + 4 * C, bottom, SIDE_W, BAND_H)}[side]

    def board_frame(self, side: int) -> Box:
        """The player's whole area: board and panel."""
        bottom = self.py + self.plaza_height()
        return {0: Box(X0, bottom, SIDE_W + 4 * C, BAND_H), 1: Box(X0, self.top, SIDE_W, BAND_H + 4 * C),
                2: Box(PX, self.top, 4 * C + SIDE_W, BAND_H), 3: Box(PX + 4 * C, self.py, SIDE_W, 4 * C + BAND_H)}[side]

    def board_only(self, side: int) -> Box:
        """The individual board itself (seats, sections and backyard strip), without the panel."""
        r = Box(0.0, 0.0, 0.0, 0.0)
        for rect in self.strip_rects(side).values():
            r = r.united(rect)
        for n in range(4):
            card, slots = self.section_rects(side, n, 3)
            r = r.united(card)
            for slot in slots:
                r = r.united(slot)
        return r.adjusted(-4, -4, 4, 4).intersected(self.board_frame(side).adjusted(7, 7, -7, -7))

    def section_rects(self, side: int, n: int, seats: int) -> tuple[Box, list[Box]]:
        """The store's place on section ``n`` and its seat slots (from the plaza outwards: seats, store)."""
        cw, ch = CARD[0] + 4, CARD[1] + 4
        gap = 3.0
        span = seats * SEAT + max(0, seats - 1) * gap
        bottom = self.py + self.plaza_height()
        if side in (0, 2):
            x0 = PX + (n if side == 0 else 3 - n) * C
            if side == 0:
                sy = bottom + SEAT_GAP
                card = Box(x0 + (C - cw) / 2, sy + SEAT + 4, cw, ch)
            else:
                sy = self.py - SEAT_GAP - SEAT
                card = Box(x0 + (C - cw) / 2, sy - 4 - ch, cw, ch)
            sx = x0 + (C - span) / 2
            slots = [Box(sx + i * (SEAT + gap), sy, SEAT, SEAT) for i in range(seats)]
        else:
            y0 = self.py + (n if side == 1 else 3 - n) * C
            if side == 1:
                sx = PX - SEAT_GAP - SEAT
                card = Box(sx - 4 - cw, y0 + (C - ch) / 2, cw, ch)
            else:
                sx = PX + 4 * C + SEAT_GAP
                card = Box(sx + SEAT + 4, y0 + (C - ch) / 2, cw, ch)
            sy = y0 + (C - span) / 2
            slots = [Box(sx, sy + i * (SEAT + gap), SEAT, SEAT) for i in range(seats)]
        return card, slots

    def strip_rects(self, side: int) -> dict[str, Box]:
        """The backyard strip, behind the stores: coins and wood, backyard, workers to hire, gray worker
        (from the owner's left)."""
        bottom = self.py + self.plaza_height()
        parts = (("resources", 100.0, 96.0), ("backyard", 160.0, 108.0), ("hire", 96.0, 84.0), ("gray", 56.0, 50.0))
        out: dict[str, Box] = {}
        if side in (0, 2):
            y = bottom + SEAT_GAP + SEAT + 4 + CARD[1] + 4 + 8 if side == 0 else self.py - SEAT_GAP - SEAT - 4 - CARD[1] - 4 - 8 - STRIP
            total = sum(p[1] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, length, _ in parts:
                x = PX + t if side == 0 else PX + 4 * C - t - length
                out[name] = Box(x, y, length, STRIP)
                t += length + 8
        else:
            x = X0 + 10 if side == 1 else PX + 4 * C + SIDE_W - 10 - STRIP
            total = sum(p[2] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, _, length in parts:
                y = self.py + t if side == 1 else self.py + 4 * C - t - length
                out[name] = Box(x, y, STRIP, length)
                t += length + 8
        return out

    def panel_rects(self, side: int) -> dict[str, Box]:
        k = self.corner(side)
        x, y = k.left + 8, k.top + 29
        w = k.width - 16
        return {
            "proprietor": Box(x, y, 90, 66),
            "start": Box(x + 94, y + 18, 42, 42),
            "used": Box(x + 140, y, w - 140, 66),
            "goals": Box(x, y + 69, w, 67),
            "drafthand": Box(x, y + 139, 152, 66),
            "adsheld": Box(x + 156, y + 139, w - 156, 66),
        }

    def column(self) -> dict[str, Box]:
        x, w = COL_X, COL_W
        y = Y0 + 18
        out = {"scoreboard": Box(x, y, w, 100)}
        y += 108
        out["rounds"] = Box(x + 56, y, 5 * ROUND_CELL, 40)
        take_w = (w - 56 - 5 * ROUND_CELL - 12) / 2
        out["take:coin"] = Box(x + 56 + 5 * ROUND_CELL + 8, y, take_w, 40)
        out["take:wood"] = Box(x + w - take_w, y, take_w, 40)
        y += 40 + 26
        out["ads"] = Box(x, y, 3 * 118 + 8, 58)
        out["addeck"] = Box(x + 3 * 122, y, w - 3 * 122, 134)
        y += 58 + 4 + 2 * 38 + 4 + 26
        out["market"] = Box(x, y, w, 3 * 94)
        y += 3 * 94 + 22
        out["specials"] = Box(x, y, w, 2 * 80)
        y += 2 * 80 + 22
        out["facilities"] = Box(x, y, w, 54)
        y += 54 + 24
        out["aside"] = Box(x, y, 300, 70)
        out["returning"] = Box(x + 306, y, w - 306, 70)
        return out

    def ad_slot(self, i: int) -> Box:
        r = self.column()["ads"]
        return Box(r.left + i * 122, r.top, 116, 58)

    def vp_cell(self, v: int) -> Box:
        """The scoreboard's cell of ``v`` VP: 0..39 in four rows, snaking."""
        sb = self.column()["scoreboard"]
        row, k = divmod(v % 40, 10)
        col = k if row % 2 == 0 else 9 - k
        w, h = sb.width / 10, sb.height / 4
        return Box(sb.left + col * w, sb.top + row * h, w, h)

    def market_slot(self, t: int) -> Box:
        """The place of a Basic Store's pile (by store type), in a 4-column grid."""
        m = self.column()["market"]
        row, col = divmod(t, 4)
        return Box(m.left + col * 113, m.top + row * 94, MARKET_CARD[0] + 4, MARKET_CARD[1] + 3 * (SLIVER + 1) + 6)

    def special_slot(self, i: int) -> Box:
        s = self.column()["specials"]
        row, col = divmod(i, 4)
        return Box(s.left + col * 113, s.top + row * 80, MARKET_CARD[0] + 4, MARKET_CARD[1] + 4)

    def facility_slot(self, f: int) -> Box:
        r = self.column()["facilities"]
        return Box(r.left + f * 150, r.top, FAC_CARD[0] + 6, r.height)

    def plan(self, layout: Layout) -> dict[str, Box]:
        """Zone id -> its box."""
        plan: dict[str, Box] = {}
        for r in range(self.rows):
            for c in range(4):
                plan[f"cell:{r},{c}"] = Box(PX + c * C + 1, self.py + r * C + 1, C - 2, C - 2)
        for z in layout.zones:
            if z.id.startswith("spot:"):
                _, rc, d = z.id.split(":")
                r, c = (int(v) for v in rc.split(","))
                if d == "h":
                    plan[z.id] = Box(PX + (c + 1) * C - 0.16 * C, self.py + (r + 0.2) * C, 0.32 * C, 0.6 * C)
                else:
                    plan[z.id] = Box(PX + (c + 0.2) * C, self.py + (r + 1) * C - 0.16 * C, 0.6 * C, 0.32 * C)
        plan.update(self.column())
        ads = [p for p in layout.in_zone("ads")]
        for i, p in enumerate(ads):
            slot = self.ad_slot(i)
            ad = p.id.split(":")[1]
            plan[f"adfield:{ad}:top"] = Box(slot.left, slot.bottom + 4, slot.width, 38)
            plan[f"adfield:{ad}:bottom"] = Box(slot.left, slot.bottom + 46, slot.width, 38)
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

    def board_box(self, lowest: float) -> Box:
        """The whole table, down to ``lowest`` (the bottom edge of the lowest zone) if that lies lower."""
        bottom = max(self.py + self.plaza_height() + BAND_H, lowest)
        return Box(0, 0, COL_X + COL_W + X0, bottom + Y0)

    # -- pieces ---------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece) -> Size | None:
        """The size a piece is drawn at (None: a piece this board has no size for)."""
        pid, zone = piece.id, piece.zone
        if pid.startswith("customer:"):
            return CUSTOMER if zone.startswith(("cell:", "seat:")) else (22, 25)
        if pid.startswith("blocker:"):
            return 34, 38
        if pid.startswith("worker:"):
            return WORKER
        if pid.startswith("vp:"):
            return (24, 17) if label_int(piece.label) >= 40 else (17, 19)
        if pid == "round":
            return 26, 26
        if pid == "start_marker":
            return 40, 40
        if pid.startswith("coins:"):
            return 42, 42
        if pid.startswith("wood:"):
            return 44, 40  # another size than coins: the two tokens look different
        if pid.startswith("store:"):
            if zone.startswith("section:"):
                return CARD
            if pid in self.pile_top or zone == "specials":
                return MARKET_CARD
            return MARKET_CARD[0], SLIVER
        if pid.startswith("facility:"):
            if zone.startswith("spot:"):
                return (2 * C - 18, 34) if zone.endswith(":h") else (34, 2 * C - 18)
            return FAC_CARD if pid in self.pile_top else (FAC_CARD[0], SLIVER)
        if pid.startswith("ad:"):
            return (112, 56) if zone == "ads" else (36, 48)
        if pid.startswith("addeck:"):
            return 62, 80
        if pid.startswith(("goal:", "goalback:")):
            return 46, 52
        if pid.startswith("proprietor:"):
            return 86, 62
        return None

    def arrange(self, zid: str, rect: Box, pieces: list[Piece], sizes: list[Size], japanese: bool) -> list[Point]:
        """The top-left corners of a zone's pieces (in order). ``japanese``: Japanese captions are drawn
        (the narrow backyard's caption then takes two lines)."""
        kind = zid.split(":")[0]
        if kind == "cell":
            return self._arrange_cell(zid, rect, sizes)
        if kind == "spot":
            return self._arrange_spot(zid, sizes)
        if zid == "market":
            return self._arrange_piles(pieces, lambda p: self.market_slot(store_type(p)))
        if zid == "facilities":
            return self._arrange_piles(pieces, lambda p: self.facility_slot(facility_type(p)))
        if zid == "specials":
            out = []
            for p, (w, h) in zip(pieces, sizes, strict=True):
                cx, cy = self.special_slot(store_type(p) - sum(1 for t in range(T.N_TYPES) if not T.SPECIAL[t])).center
                out.append((cx - w / 2, cy - h / 2))
            return out
        if zid == "ads":
            return [(self.ad_slot(i).left + 2, self.ad_slot(i).top + 1) for i in range(len(pieces))]
        if zid == "addeck":
            return [(rect.center[0] - w / 2 + min(i, 8) * 0.8, rect.top + 4 - min(i, 8) * 0.8 + 8)
                    for i, (w, _) in enumerate(sizes)]
        if kind == "adfield":
            return [(rect.right - (i + 1) * (w + 3), rect.center[1] - h / 2) for i, (w, h) in enumerate(sizes)]
        if zid == "scoreboard":
            out, seen = [], {}
            for p, (_, h) in zip(pieces, sizes, strict=True):
                v = label_int(p.label)
                cell = self.vp_cell(v)
                k = seen.get(v % 40, 0)
                seen[v % 40] = k + 1
                out.append((cell.left + 5 + k * 7, cell.bottom - h - 1 - (k % 2) * 2))
            return out
        if zid == "rounds":
            out = []
            for p, (w, h) in zip(pieces, sizes, strict=True):
                k = max(1, min(5, label_int(p.label.split()[-1]) if p.label else 1)) - 1
                out.append((rect.left + (k + 0.5) * ROUND_CELL - w / 2 + 3, rect.bottom - h - 3))
            return out
        if kind in ("goals", "drafthand", "adsheld"):
            return self._fan(rect, sizes)
        if kind == "resources":
            return self._row_or_column(rect, sizes, top=14 if rect.width > 80 else 0)
        if kind in ("backyard", "used", "hire", "gray", "aside", "returning"):
            two_lines = kind == "backyard" and rect.width < 80 and japanese
            return self._grid(rect, sizes, top=26 if two_lines else 14)
        # slots: proprietor, start, section, seat, wseat, take
        cx, cy = rect.center
        return [(cx - w / 2, cy - h / 2) for w, h in sizes]

    def _arrange_cell(self, zid: str, rect: Box, sizes: list[Size]) -> list[Point]:
        """Customers in a row across the cell, clear of a facility lying on it."""
        d = self.cell_facility.get(zid[5:])
        area = rect
        if d == "h":
            area = Box(rect.left, rect.top, rect.width, rect.height - 40)
        elif d == "v":
            area = Box(rect.left, rect.top, rect.width - 40, rect.height)
        total = sum(w for w, _ in sizes) + 6 * max(0, len(sizes) - 1)
        cx, cy = area.center
        x = cx - total / 2
        out = []
        for w, h in sizes:
            out.append((x, cy - h / 2))
            x += w + 6
        return out

    def _arrange_spot(self, zid: str, sizes: list[Size]) -> list[Point]:
        """A facility along the edge of the first of its two cells."""
        _, rc, d = zid.split(":")
        r, c = (int(v) for v in rc.split(","))
        out = []
        for w, h in sizes:
            if d == "h":
                out.append((PX + c * C + 9, self.py + (r + 1) * C - h - 5))
            else:
                out.append((PX + (c + 1) * C - w - 5, self.py + r * C + 9))
        return out

    def _arrange_piles(self, pieces: list[Piece], slot_of: Callable[[Piece], Box]) -> list[Point]:
        """A pile per type: its top card whole at the bottom of the slot, the cards under it as edges above."""
        out = []
        depth: dict[int, int] = {}
        for p in pieces:
            slot = slot_of(p)
            key = int(slot.left * 10 + slot.top)
            k = depth.get(key, 0)
            depth[key] = k + 1
            top_y = slot.bottom - 3 - MARKET_CARD[1] if p.zone == "market" else slot.bottom - 3 - FAC_CARD[1]
            if k == 0:
                out.append((slot.left + 2, top_y))
            else:
                out.append((slot.left + 2, top_y - k * (SLIVER + 1)))
        return out

    def _fan(self, rect: Box, sizes: list[Size]) -> list[Point]:
        n = len(sizes)
        if not n:
            return []
        w, h = sizes[0]
        avail = rect.width - 8
        step = w + 4 if n * (w + 4) - 4 <= avail else (avail - w) / max(1, n - 1)
        y = rect.top + 14 + (rect.height - 14 - h) / 2
        return [(rect.left + 4 + i * step, y) for i in range(n)]

    def _grid(self, rect: Box, sizes: list[Size], top: float) -> list[Point]:
        out, x, y, row_h = [], rect.left + 4, rect.top + top + 1, 0.0
        for w, h in sizes:
            if x + w > rect.right - 2 and x > rect.left + 4:
                x, y, row_h = rect.left + 4, y + row_h + 1, 0.0
            out.append((x, y))
            x += w + 3
            row_h = max(row_h, h)
        return out

    def _row_or_column(self, rect: Box, sizes: list[Size], top: float) -> list[Point]:
        if rect.width >= rect.height:
            total = sum(w for w, _ in sizes) + 6 * (len(sizes) - 1)
            x = rect.center[0] - total / 2
            out = []
            for w, h in sizes:
                out.append((x, rect.top + top + (rect.height - top - h) / 2))
                x += w + 6
            return out
        total = sum(h for _, h in sizes) + 6 * (len(sizes) - 1)
        y = rect.top + top + (rect.height - top - total) / 2
        out = []
        for w, h in sizes:
            out.append((rect.center[0] - w / 2, y))
            y += h + 6
        return out
