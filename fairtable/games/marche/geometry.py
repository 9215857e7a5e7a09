"""The Animal Marche board's geometry: where the plaza, each seat's board and panel and the common column
lie, how big each piece is and where it sits in its zone.

No Qt: a rectangle is a :class:`Box` (left, top, width, height), a size a (width, height) pair and a place
an (x, y) pair, all in scene units. :class:`BoardGeometry` gives every zone of ``layout.py`` its box
(``plan``), the places of the static board art (``corner``, ``board_frame``, ``vp_cell``, the slots of the
piles) and the pieces' sizes and places (``piece_size``, ``arrange``); the board (``view.py``) turns them
into Qt's types and draws.

The board is as compact as the pieces allow, so that at the size a laptop shows it (a 1280x720 window,
the docks at their first widths, the board fit to the rest) no text on it is smaller than 8 pixels:
``TEXT_MIN`` is the smallest font size any card, token or caption uses, in scene units.
"""

from __future__ import annotations

from collections.abc import Callable

from fairtable.engine.layout import Layout, Piece
from fairtable.games.boxes import Box, Point
from fairtable.games.marche import tables as T

D = T.D

# -- geometry (scene units) ------------------------------------------------------------------------------
TEXT_MIN = 11.7  # the smallest text on the board: 8 px at the 1280x720 fit (about 0.69)
C = 112.0  # a plaza cell; a section is as wide as one line of cells
SEAT = 32.0  # a customer or worker seat
SEAT_GAP = 5.0  # between the plaza and the seats
CARD = (104.0, 104.0)  # a store on a section
STRIP = 68.0  # the backyard strip of a board
SIDE_W = SEAT_GAP + SEAT + 4 + CARD[1] + 4 + 6 + STRIP + 6  # a board, from the plaza out: seats, store, strip
X0, Y0 = 10.0, 10.0
PX = X0 + SIDE_W  # the plaza's left edge (its top is the attribute `BoardGeometry.py`, which centres the boards beside the column)
COL_GAP = 14.0
COL_X = PX + 4 * C + SIDE_W + COL_GAP  # the common column
COL_W = 384.0
PITCH = 96.0  # the column's grid: a market, special store, ad or facility place
CAPTION = 24.0  # room for a caption above a part of the column
WORKER = (22.0, 25.0)
CUSTOMER = (30.0, 34.0)  # on a plaza cell
SEATED = (28.0, 32.0)  # on a store's seat
AWAY = (22.0, 25.0)  # beside the plaza, or waiting to go back to it
MARKET_CARD = (92.0, 80.0)
MARKET_ROW = 98.0
SPECIAL_ROW = 108.0
FAC_CARD = (94.0, 62.0)  # in the supply
FAC_PILE = 72.0
FAC_INSET = 7.0  # a facility card on the plaza lies this far inside its two cells
FAC_HEAD = {"h": 24.0, "v": 50.0}  # its name band (one line across two cells; two lines and the Japanese name)
FAC_FOOT = {"h": 20.0, "v": 36.0}  # its cost, VP and effect
AD_CARD = (92.0, 62.0)
AD_FIELD = 31.0
GOAL = (53.0, 66.0)
PROPRIETOR = (98.0, 78.0)
ROUND_CELL = 28.0
SLIVER = 3.0

Size = tuple[float, float]



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
        self.top = Y0 + max(0.0, (column_h - (2 * SIDE_W + self.rows * C)) / 2)
        self.py = self.top + SIDE_W  # the plaza's top edge
        # Cell name -> where a facility lies on it: "h" (across two cells), "v0" or "v1" (the upper or lower
        # of two cells); customers stand on the card clear of its name and its cost.
        self.cell_facility: dict[str, str] = {}
        self.pile_top: set[str] = set()  # store and facility pieces on top of their piles

    def side_of(self, seat: int) -> int:
        """0 south, 1 west, 2 north, 3 east."""
        return seat if self.players > 2 else seat * 2

    def see(self, layout: Layout) -> None:
        """Keep what placing needs from the latest layout: where facilities lie (customers stand clear of
        their text) and which piles' pieces are on top (shown whole)."""
        self.cell_facility = {}
        self.pile_top = set()
        seen_types: set[str] = set()
        for p in sorted(layout.pieces, key=lambda p: (p.zone, p.order)):
            if p.zone.startswith("spot:"):
                _, rc, d = p.zone.split(":")
                r, c = (int(v) for v in rc.split(","))
                if d == "h":
                    self.cell_facility[rc] = self.cell_facility[f"{r},{c + 1}"] = "h"
                else:
                    self.cell_facility[rc], self.cell_facility[f"{r + 1},{c}"] = "v0", "v1"
            elif p.zone in ("market", "facilities"):
                if p.art not in seen_types:
                    seen_types.add(p.art)
                    self.pile_top.add(p.id)

    # -- the board ------------------------------------------------------------------------------------

    def plaza_height(self) -> float:
        return self.rows * C

    def cell_box(self, r: int, c: int) -> Box:
        return Box(PX + c * C, self.py + r * C, C, C)

    def corner(self, side: int) -> Box:
        """The panel in front of a player: at the owner's left end of the board (a pinwheel)."""
        bottom = self.py + self.plaza_height()
        return {0: Box(X0, bottom, SIDE_W, SIDE_W), 1: Box(X0, self.top, SIDE_W, SIDE_W),
                2: Box(PX + 4 * C, self.top, SIDE_W, SIDE_W), 3: Box(PX + 4 * C, bottom, SIDE_W, SIDE_W)}[side]

    def board_frame(self, side: int) -> Box:
        """The player's whole area: board and panel."""
        bottom = self.py + self.plaza_height()
        return {0: Box(X0, bottom, SIDE_W + 4 * C, SIDE_W), 1: Box(X0, self.top, SIDE_W, SIDE_W + 4 * C),
                2: Box(PX, self.top, 4 * C + SIDE_W, SIDE_W), 3: Box(PX + 4 * C, self.py, SIDE_W, 4 * C + SIDE_W)}[side]

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
        return r.adjusted(-3, -3, 3, 3).intersected(self.board_frame(side).adjusted(4, 4, -4, -4))

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
        depth = SEAT_GAP + SEAT + 4 + CARD[1] + 4 + 6  # from the plaza to the strip
        parts = (("resources", 92.0, 96.0), ("backyard", 150.0, 136.0), ("hire", 112.0, 104.0), ("gray", 62.0, 68.0))
        out: dict[str, Box] = {}
        if side in (0, 2):
            y = bottom + depth if side == 0 else self.py - depth - STRIP
            total = sum(p[1] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, length, _ in parts:
                x = PX + t if side == 0 else PX + 4 * C - t - length
                out[name] = Box(x, y, length, STRIP)
                t += length + 8
        else:
            x = PX - depth - STRIP if side == 1 else PX + 4 * C + depth
            total = sum(p[2] for p in parts) + 8 * (len(parts) - 1)
            t = (4 * C - total) / 2
            for name, _, length in parts:
                y = self.py + t if side == 1 else self.py + 4 * C - t - length
                out[name] = Box(x, y, STRIP, length)
                t += length + 8
        return out

    def panel_rects(self, side: int) -> dict[str, Box]:
        """The panel in front of a player: proprietor, start player marker, used workers; a row of four goal
        places (the goals kept from the left, a draft hand from the right: the two never hold more than four
        cards together); the ads held."""
        k = self.corner(side)
        x, y = k.left + 8, k.top + 8
        w = k.width - 16
        pitch = (w - GOAL[0]) / 3
        return {
            "proprietor": Box(x, y + 26, PROPRIETOR[0], PROPRIETOR[1]),
            "start": Box(x + PROPRIETOR[0] + 4, y + 44, 42, 42),
            "used": Box(x + PROPRIETOR[0] + 50, y + 26, w - PROPRIETOR[0] - 50, PROPRIETOR[1]),
            "goals": Box(x, y + 108, w, GOAL[1] + 4),
            "drafthand": Box(x + pitch, y + 108, w - pitch, GOAL[1] + 4),
            "adsheld": Box(x, y + 182, w, k.height - 8 - 182 - 8),
        }

    def column(self) -> dict[str, Box]:
        """The common column, each part under its caption: the scoreboard (the round track at the right of
        its caption), the ads with the ad deck and the two take actions, the Basic Stores, the Special
        Stores with the facility piles beside them, and the customers beside the plaza."""
        x, w = COL_X, COL_W
        y = Y0
        out = {"rounds": Box(x + w - 5 * ROUND_CELL, y, 5 * ROUND_CELL, CAPTION)}
        y += CAPTION + 4
        out["scoreboard"] = Box(x, y, w, 80)
        y += 80 + CAPTION
        out["ads"] = Box(x, y, 3 * PITCH - 4, AD_CARD[1])
        out["addeck"] = Box(x + 3 * PITCH, y, w - 3 * PITCH, AD_CARD[1])
        out["take:coin"] = Box(x + 3 * PITCH, y + AD_CARD[1] + 3, w - 3 * PITCH, AD_FIELD)
        out["take:wood"] = Box(x + 3 * PITCH, y + AD_CARD[1] + 6 + AD_FIELD, w - 3 * PITCH, AD_FIELD)
        y += AD_CARD[1] + 6 + 2 * AD_FIELD + CAPTION
        out["market"] = Box(x, y, w, 3 * MARKET_ROW)
        y += 3 * MARKET_ROW + CAPTION
        out["specials"] = Box(x, y, 3 * PITCH - 4, 2 * SPECIAL_ROW)
        out["facilities"] = Box(x + 3 * PITCH, y, w - 3 * PITCH, 3 * FAC_PILE)
        y += max(2 * SPECIAL_ROW, 3 * FAC_PILE) + CAPTION
        out["aside"] = Box(x, y, 240, 62)
        out["returning"] = Box(x + 246, y, w - 246, 62)
        return out

    def ad_slot(self, i: int) -> Box:
        r = self.column()["ads"]
        return Box(r.left + i * PITCH, r.top, AD_CARD[0], AD_CARD[1])

    def vp_cell(self, v: int) -> Box:
        """The scoreboard's cell of ``v`` VP: 0..39 in four rows, snaking."""
        sb = self.column()["scoreboard"]
        row, k = divmod(v % T.TRACK, 10)
        col = k if row % 2 == 0 else 9 - k
        w, h = sb.width / 10, sb.height / 4
        return Box(sb.left + col * w, sb.top + row * h, w, h)

    def market_slot(self, t: int) -> Box:
        """The place of a Basic Store's pile (by store type), in a 4-column grid."""
        m = self.column()["market"]
        row, col = divmod(t, 4)
        return Box(m.left + col * PITCH, m.top + row * MARKET_ROW, MARKET_CARD[0], MARKET_ROW - 4)

    def special_slot(self, i: int) -> Box:
        s = self.column()["specials"]
        row, col = divmod(i, 3)
        return Box(s.left + col * PITCH, s.top + row * SPECIAL_ROW, MARKET_CARD[0], SPECIAL_ROW - 4)

    def facility_slot(self, f: int) -> Box:
        r = self.column()["facilities"]
        return Box(r.left, r.top + f * FAC_PILE, FAC_CARD[0], FAC_PILE - 3)

    def spot_box(self, r: int, c: int, d: str) -> Box:
        """The two cells of a facility's place: from (r, c) rightwards (h) or downwards (v)."""
        cell = self.cell_box(r, c)
        return Box(cell.left + 1, cell.top + 1, (2 * C if d == "h" else C) - 2, (C if d == "h" else 2 * C) - 2)

    def plan(self, layout: Layout) -> dict[str, Box]:
        """Zone id -> its box."""
        plan: dict[str, Box] = {}
        for r in range(self.rows):
            for c in range(4):
                plan[f"cell:{r},{c}"] = self.cell_box(r, c).adjusted(1, 1, -1, -1)
        for z in layout.zones:
            if z.id.startswith("spot:"):
                _, rc, d = z.id.split(":")
                r, c = (int(v) for v in rc.split(","))
                plan[z.id] = self.spot_box(r, c, d)
        plan.update(self.column())
        ads = [p for p in layout.in_zone("ads")]
        for i, p in enumerate(ads):
            slot = self.ad_slot(i)
            ad = p.id.split(":")[1]
            plan[f"adfield:{ad}:top"] = Box(slot.left, slot.bottom + 3, slot.width, AD_FIELD)
            plan[f"adfield:{ad}:bottom"] = Box(slot.left, slot.bottom + 6 + AD_FIELD, slot.width, AD_FIELD)
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
        bottom = max(self.py + self.plaza_height() + SIDE_W, self.column()["aside"].bottom, lowest)
        return Box(0, 0, COL_X + COL_W + X0, bottom + Y0)

    # -- pieces ---------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece) -> Size | None:
        """The size a piece is drawn at (None: a piece this board has no size for)."""
        pid, zone = piece.id, piece.zone
        if pid.startswith("customer:"):
            return CUSTOMER if zone.startswith("cell:") else SEATED if zone.startswith("seat:") else AWAY
        if pid.startswith("blocker:"):
            return 34, 38
        if pid.startswith("worker:"):
            return (20, 23) if zone.startswith("adfield:") else WORKER
        if pid.startswith("vp:"):
            # From 40 VP on the marker lies on its back, the lap's number on it (12 px: readable at 1280x720).
            return (21, 19) if label_int(piece.label) >= T.TRACK else (15, 17)
        if pid == "round":
            return 22, 22
        if pid == "start_marker":
            return 40, 40
        if pid.startswith("coins:"):
            return 40, 40
        if pid.startswith("wood:"):
            return 42, 38  # another shape than coins: the two tokens look different
        if pid.startswith("store:"):
            if zone.startswith("section:"):
                return CARD
            if pid in self.pile_top or zone == "specials":
                return MARKET_CARD
            return MARKET_CARD[0], SLIVER
        if pid.startswith("facility:"):
            if zone.startswith("spot:"):
                return (2 * C - 2 * FAC_INSET, C - 2 * FAC_INSET) if zone.endswith(":h") else (
                    C - 2 * FAC_INSET, 2 * C - 2 * FAC_INSET)
            return FAC_CARD if pid in self.pile_top else (FAC_CARD[0], SLIVER)
        if pid.startswith("ad:"):
            return AD_CARD if zone == "ads" else (36, 30)
        if pid.startswith("addeck:"):
            return 34, 46
        if pid.startswith(("goal:", "goalback:")):
            return GOAL
        if pid.startswith("proprietor:"):
            return PROPRIETOR
        return None

    def arrange(self, zid: str, rect: Box, pieces: list[Piece], sizes: list[Size]) -> list[Point]:
        """The top-left corners of a zone's pieces (in order)."""
        kind = zid.split(":")[0]
        if kind == "cell":
            return self._arrange_cell(zid, rect, sizes)
        if kind == "spot":
            return [(rect.left - 1 + FAC_INSET, rect.top - 1 + FAC_INSET) for _ in sizes]
        if zid == "market":
            return self._arrange_piles(pieces, lambda p: self.market_slot(store_type(p)), MARKET_CARD[1])
        if zid == "facilities":
            return self._arrange_piles(pieces, lambda p: self.facility_slot(facility_type(p)), FAC_CARD[1])
        if zid == "specials":
            out = []
            for p, (w, h) in zip(pieces, sizes, strict=True):
                cx, cy = self.special_slot(store_type(p) - sum(1 for t in range(T.N_TYPES) if not T.SPECIAL[t])).center
                out.append((cx - w / 2, cy - h / 2))
            return out
        if zid == "ads":
            return [(self.ad_slot(i).left, self.ad_slot(i).top) for i in range(len(pieces))]
        if zid == "addeck":
            return [(rect.left + 4 + min(i, 8) * 0.5, rect.top + 10 - min(i, 8) * 0.5) for i, _ in enumerate(sizes)]
        if kind == "adfield":
            return [(rect.right - (i + 1) * (w + 2) - 1, rect.center[1] - h / 2) for i, (w, h) in enumerate(sizes)]
        if zid == "scoreboard":
            out, seen = [], {}
            for p, (w, h) in zip(pieces, sizes, strict=True):
                v = label_int(p.label)
                cell = self.vp_cell(v)
                k = seen.get(v % T.TRACK, 0)
                seen[v % T.TRACK] = k + 1
                out.append((cell.right - w - 1 - k * 6, cell.bottom - h - 1 - (k % 2) * 2))
            return out
        if zid == "rounds":
            out = []
            for p, (w, h) in zip(pieces, sizes, strict=True):
                k = max(1, min(5, label_int(p.label.split()[-1]) if p.label else 1)) - 1
                out.append((rect.left + (k + 0.5) * ROUND_CELL - w / 2 - 1, rect.center[1] - h / 2))
            return out
        if kind == "goals":
            return self._goal_row(rect, sizes, from_right=False)
        if kind == "drafthand":
            return self._goal_row(rect, sizes, from_right=True)
        if kind == "adsheld":  # beside the caption "Ads held"
            return self._row(rect.adjusted(66, 0, 0, 0), sizes)
        if kind == "resources":
            return self._row_or_column(rect, sizes)
        if kind in ("backyard", "used", "hire", "gray"):  # under the caption
            return self._grid(rect, sizes, top=17)
        if kind in ("aside", "returning"):  # the caption is above the box
            return self._grid(rect, sizes, top=4)
        # slots: proprietor, start, section, seat, wseat, take
        cx, cy = rect.center
        return [(cx - w / 2, cy - h / 2) for w, h in sizes]

    def _arrange_cell(self, zid: str, rect: Box, sizes: list[Size]) -> list[Point]:
        """Customers in a row across the cell; on a facility card, clear of its name and its cost."""
        where = self.cell_facility.get(zid[5:])
        area = rect
        if where is not None:
            d = where[0]
            head, foot = FAC_INSET + FAC_HEAD[d], FAC_INSET + FAC_FOOT[d]
            if where == "h":
                area = Box(rect.left, rect.top + head, rect.width, rect.height - head - foot)
            elif where == "v0":
                area = Box(rect.left, rect.top + head, rect.width, rect.height - head)
            else:
                area = Box(rect.left, rect.top, rect.width, rect.height - foot)
        total = sum(w for w, _ in sizes) + 6 * max(0, len(sizes) - 1)
        cx, cy = area.center
        x = cx - total / 2
        out = []
        for w, h in sizes:
            out.append((x, cy - h / 2))
            x += w + 6
        return out

    def _arrange_piles(self, pieces: list[Piece], slot_of: Callable[[Piece], Box], card_h: float) -> list[Point]:
        """A pile per type: its top card whole at the bottom of the slot, the cards under it as edges above."""
        out = []
        depth: dict[tuple[float, float], int] = {}
        for p in pieces:
            slot = slot_of(p)
            key = (slot.left, slot.top)
            k = depth.get(key, 0)
            depth[key] = k + 1
            top_y = slot.bottom - card_h
            out.append((slot.left, top_y if k == 0 else top_y - k * (SLIVER + 1)))
        return out

    @staticmethod
    def _goal_row(rect: Box, sizes: list[Size], from_right: bool) -> list[Point]:
        """Goal cards at the places of the row (four places: the kept ones from the left, a draft hand
        from the right); more than fit close up."""
        n = len(sizes)
        if not n:
            return []
        w, h = sizes[0]
        places = max(1, round((rect.width - w) / (GOAL[0] + 1.5)) + 1)
        pitch = (rect.width - w) / max(1, places - 1) if places > 1 else 0.0
        if n > places:
            pitch = (rect.width - w) / (n - 1)
        y = rect.top + (rect.height - h) / 2
        if from_right:
            return [(rect.right - w - (n - 1 - i) * pitch, y) for i in range(n)]
        return [(rect.left + i * pitch, y) for i in range(n)]

    @staticmethod
    def _row(rect: Box, sizes: list[Size]) -> list[Point]:
        """Side by side from the left, overlapping when there are more than fit."""
        n = len(sizes)
        if not n:
            return []
        total = sum(w for w, _ in sizes)
        gap = 4.0 if total + 4 * (n - 1) <= rect.width - 4 else (rect.width - 4 - total) / max(1, n - 1)
        x, out = rect.left + 2, []
        for w, h in sizes:
            out.append((x, rect.top + (rect.height - h) / 2))
            x += w + gap
        return out

    @staticmethod
    def _grid(rect: Box, sizes: list[Size], top: float) -> list[Point]:
        """Rows under the caption; rows that would run out of the box close up (the pieces overlap a
        little) so every piece stays inside."""
        rows: list[list[Size]] = [[]]
        x = rect.left + 4
        for w, h in sizes:
            if x + w > rect.right - 2 and rows[-1]:
                rows.append([])
                x = rect.left + 4
            rows[-1].append((w, h))
            x += w + 3
        heights = [max(h for _, h in row) for row in rows if row]
        room = rect.height - top - 2
        gap = 1.0 if sum(heights) + len(heights) - 1 <= room else (room - sum(heights)) / max(1, len(heights) - 1)
        out, y = [], rect.top + top
        for row, rh in zip(rows, heights, strict=False):
            x = rect.left + 4
            for w, _ in row:
                out.append((x, y))
                x += w + 3
            y += rh + gap
        return out

    @staticmethod
    def _row_or_column(rect: Box, sizes: list[Size]) -> list[Point]:
        """Side by side along the box's long side, centred (a player's coins and wood)."""
        if rect.width >= rect.height:
            total = sum(w for w, _ in sizes) + 6 * (len(sizes) - 1)
            x = rect.center[0] - total / 2
            out = []
            for w, h in sizes:
                out.append((x, rect.top + (rect.height - h) / 2))
                x += w + 6
            return out
        total = sum(h for _, h in sizes) + 6 * (len(sizes) - 1)
        y = rect.top + (rect.height - total) / 2
        out = []
        for w, h in sizes:
            out.append((rect.center[0] - w / 2, y))
            y += h + 6
        return out
