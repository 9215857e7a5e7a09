"""The ESSEN board: the exhibit hall, the fair's machinery and one individual board per player.

The only Qt module of the title. Hall spaces sit at the ``col``/``row`` of ``hall.json``; everything
else has a fixed place. Zone ids are those documented in ``layout.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.essen.data import SYMBOLS, ZONES, data
from fairtable.ui.table.art import back_svg, disc_svg, meeple_svg, text_lines, wrap
from fairtable.ui.table.title_view import TitleView, seat_panel_id, seat_tab_id

CELL = 76.0
HALL_X, HALL_Y = 70.0, 70.0
PANEL_X = HALL_X + 11 * CELL + 60
ZONE_FILL = {"purple": "#cdb8e6", "yellow": "#f4e19a", "blue": "#b6cdf0", "pink": "#f3c2d8", "green": "#bfe3c1"}
ZONE_INK = {"purple": "#6a4a9c", "yellow": "#a8861a", "blue": "#36649f", "pink": "#b2517e", "green": "#3f8a47"}
SYMBOL_INK = {"meeple": "#c0392b", "hourglass": "#2c6e9b", "dice": "#2e8b57", "cards": "#8e44ad"}
FLOOR = "#e8dfcc"
PLAYER_H = 128.0
COMPACT_H = 64.0  # another player's board drawn compact (own board first)
SLOT = 60.0


def symbol_icon(symbol: str, x: float, y: float, size: float, colour: str) -> str:
    """A small glyph for each popularity symbol, drawn at (x, y) with the given size."""
    s = size / 20
    t = f'transform="translate({x:.1f},{y:.1f}) scale({s:.3f})"'
    if symbol == "meeple":
        d = "M10 1c2.5 0 4 1.8 4 4 0 1.5-.7 2.5-1.5 3.2 2.5.5 6.5 1.8 6.5 4 0 1.5-2 1.5-4 1.2l2.5 6.6H13l-3-4.5-3 4.5H2.5L5 13.4c-2 .3-4 .3-4-1.2 0-2.2 4-3.5 6.5-4C6.7 7.5 6 6.5 6 5c0-2.2 1.5-4 4-4z"
        return f'<path {t} d="{d}" fill="{colour}"/>'
    if symbol == "hourglass":
        return f'<path {t} d="M3 1h14v2l-5 7 5 7v2H3v-2l5-7-5-7z" fill="{colour}"/>'
    if symbol == "dice":
        pips = "".join(f'<circle cx="{cx}" cy="{cy}" r="1.8" fill="#fff"/>' for cx, cy in ((6, 6), (14, 14), (10, 10), (14, 6), (6, 14)))
        return f'<g {t}><rect x="1" y="1" width="18" height="18" rx="4" fill="{colour}"/>{pips}</g>'
    return (f'<g {t}><rect x="1" y="3" width="11" height="15" rx="2" fill="{colour}" transform="rotate(-12 6 10)"/>'
            f'<rect x="8" y="2" width="11" height="15" rx="2" fill="{colour}" stroke="#fff" stroke-width="1"/></g>')


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.0f} {h:.0f}">{body}</svg>')


class EssenView(TitleView):
    background = "#cdbf9f"
    panel_font_px = 20
    compacts = True  # own board first

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        d = data()
        self.spaces = {s.id: s for s in d.spaces}
        self.tiles = {t.id: t for t in d.tiles}

    # -- geometry -----------------------------------------------------------------------------------

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan: dict[str, QRectF] = {}
        for sid, s in self.spaces.items():
            r = QRectF(HALL_X + s.col * CELL + 2, HALL_Y + s.row * CELL + 2, CELL - 4, CELL - 4)
            if s.kind == "parking":
                r = QRectF(HALL_X + (s.col - 2) * CELL + 2, HALL_Y + s.row * CELL + 2, 5 * CELL - 4, CELL - 4)
            elif s.kind == "galeria":  # the corridor's two boxes meet over the gap between the halls
                other = next(g for g in self.spaces.values() if g.kind == "galeria" and g.id != sid)
                reach = (abs(other.col - s.col) - 1) / 2 * CELL
                r = r.adjusted(0, 0, reach, 0) if other.col > s.col else r.adjusted(-reach, 0, 0, 0)
            plan[f"space:{sid}"] = r
        for colour in ZONES:
            stands = [s for s in self.spaces.values() if s.zone == colour]
            cols = [s.col for s in stands]
            rows = [s.row for s in stands]
            left = sum(cols) / len(cols) < 5
            x = HALL_X + (min(cols) * CELL - 46 if left else (max(cols) + 1) * CELL + 6)
            y = HALL_Y + (sum(rows) / len(rows)) * CELL + CELL / 2 - 20
            plan[f"hallzone:{colour}"] = QRectF(x, y, 40, 40)
        x, y = PANEL_X, HALL_Y
        for k, box in enumerate(range(2, 8)):
            plan[f"storage:{box}"] = QRectF(x + k * 78, y + 16, 72, 72)
        y += 112
        for k in range(6):
            plan[f"pallet:{k}"] = QRectF(x + k * 78, y + 16, 72, 72)
        y += 110
        plan["events:pool"] = QRectF(x, y + 16, 72, 56)
        plan["events:used"] = QRectF(x + 78, y + 16, 150, 56)
        plan["lastturn"] = QRectF(x + 234, y + 10, 72, 72)
        plan["departure:1"] = QRectF(x + 312, y + 16, 72, 56)
        plan["departure:2"] = QRectF(x + 390, y + 16, 72, 56)
        y += 96
        for r, sym in enumerate(SYMBOLS):
            for v in range(7):
                plan[f"popularity:{sym}:{v}"] = QRectF(x + 70 + v * 44, y + r * 40, 40, 36)
        plan["bank"] = QRectF(x + 390, y, 72, 72)
        plan["box"] = QRectF(x + 390, y + 80, 72, 78)
        y += 172
        for k in range(3):
            plan[f"ranking:{k}"] = QRectF(x + k * 92, y + 16, 86, 104)
        plan["rankings:afternoon"] = QRectF(x + 282, y + 16, 86, 104)
        plan["wishdeck"] = QRectF(x + 376, y + 16, 86, 104)
        y += 128
        plan["wishlist"] = QRectF(x, y + 16, 370, 148)
        plan["wishdiscard"] = QRectF(x + 376, y + 16, 86, 104)
        # The score track: 100 cells in four rows of 25 beneath the hall.
        sy = HALL_Y + 9 * CELL + 18
        for v in range(100):
            row, col = divmod(v, 25)
            plan[f"score:{v}"] = QRectF(HALL_X - 40 + col * 36, sy + row * 30, 34, 28)
        y = sy + 4 * 30 + 30
        players = max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1
        first = self.viewer if self.viewer is not None and self.viewer < players else 0
        for p in [(first + k) % players for k in range(players)]:  # own board first, then in turn order
            if self.is_compact(p):
                plan[seat_panel_id(p)] = QRectF(HALL_X - 8, y - 4, self._board_width(), COMPACT_H)
                y += COMPACT_H + 14
                continue
            self._plan_player(plan, p, HALL_X, y)
            if self.viewer is not None and p != self.viewer:
                plan[seat_tab_id(p)] = QRectF(HALL_X - 8 + self._board_width() - 80, y - 1, 74, 20)
            y += PLAYER_H + 14
        return plan

    @staticmethod
    def _board_width() -> float:
        """The width of a player's board (its band), from the first player space to the wish cards."""
        probe: dict[str, QRectF] = {}
        EssenView._plan_player(probe, 0, HALL_X, 0.0)
        return probe["hand:0"].right() - HALL_X + 16

    @staticmethod
    def _plan_player(plan: dict[str, QRectF], p: int, x: float, y: float) -> None:
        top = y + 20
        plan[f"firstplayer:{p}"] = QRectF(x, top, 54, SLOT)
        tx = x + 62
        for k in range(9):
            plan[f"track:{p}:{k}"] = QRectF(tx + k * (SLOT + 4), top, SLOT, SLOT)
        plan[f"bag:{p}"] = QRectF(tx + 3 * (SLOT + 4), top - 3, 6 * (SLOT + 4) - 4, SLOT + 6)
        ex = tx + 9 * (SLOT + 4) + 6
        plan[f"preorder:{p}"] = QRectF(ex, top, SLOT, SLOT)
        ex += SLOT + 14
        plan[f"trunk:{p}"] = QRectF(ex, top - 16, 4 * (SLOT + 4) + 8, SLOT + 22)
        for k, sym in enumerate(SYMBOLS):
            plan[f"trunk:{p}:{sym}"] = QRectF(ex + 4 + k * (SLOT + 4), top + 2, SLOT, SLOT)
        ex += 4 * (SLOT + 4) + 18
        plan[f"money:{p}"] = QRectF(ex, top - 16, 120, SLOT + 22)
        ex += 128
        plan[f"hand:{p}"] = QRectF(ex, top - 16, 330, SLOT + 40)
        row2 = top + SLOT + 10
        plan[f"draft:{p}"] = QRectF(x + 62, row2, 7 * 40 + 20, 40)
        plan[f"playtest:{p}"] = QRectF(x + 62 + 310, row2, 160, 40)

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        r = QRectF()
        for rect in plan.values():
            r = r.united(rect)
        return r.adjusted(-30, -50, 30, 24)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        zid = zone.id
        if zid.startswith("space:"):
            s = self.spaces[zid[6:]]
            if s.kind == "stand":
                return ZONE_FILL[s.zone], ZONE_INK[s.zone], True
            return ("#d9d2c3" if s.kind == "parking" else "#f2ead8"), "#8c7f66", True
        if zid.startswith("hallzone:"):
            colour = zid.split(":")[1]
            return ZONE_FILL[colour], ZONE_INK[colour], False
        if zid.startswith("bag:"):
            return "#00000000", "#00000000", False
        if zid.startswith("score:"):
            return ("#fff7e6" if int(zid[6:]) % 5 else "#f0dcb4"), "#b3a27f", True
        if zid.startswith("popularity:"):
            return "#fffaf0", SYMBOL_INK[zid.split(":")[1]], False
        if zid.startswith("track:"):
            k = int(zid.split(":")[2])
            return ("#efe4cc" if k >= 3 else "#f8f3e8"), self.seat_colour(zone.owner), True
        if zone.owner is not None:
            return "#f8f3e8", self.seat_colour(zone.owner), True
        return "#f7f1e3", "#a8987a", True

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        floor = QRectF(HALL_X - 50, HALL_Y - 30, 11 * CELL + 100, 9 * CELL + 30)
        scene.addRect(floor, QPen(QColor("#8c7f66"), 2), QBrush(QColor(FLOOR))).setZValue(-8)
        for cols, label in (((0, 4), "Hall A"), ((5, 11), "Hall B")):
            rect = QRectF(HALL_X + cols[0] * CELL - 4, HALL_Y + CELL - 4, (cols[1] - cols[0]) * CELL + 8, 6 * CELL + 8)
            scene.addRect(rect, QPen(QColor("#6e604a"), 3), QBrush(QColor("#f4eee0"))).setZValue(-7)
            t = scene.addSimpleText(label, QFont("DejaVu Sans", 9, QFont.Bold))
            t.setPos(rect.left() + 4, rect.bottom() + 2)
            t.setZValue(-6)
        titles = {
            "storage:2": "Storage (rounds 2-7)", "pallet:0": "Pallet truck", "events:pool": "Events",
            "lastturn": "Last turn", "departure:1": "Early departure", "popularity:meeple:0": "Popularity",
            "ranking:0": "Rankings", "wishlist": "Common wish list", "score:0": "Score",
        }
        for zid, text in titles.items():
            rect = plan.get(zid)
            if rect is None:
                continue
            t = scene.addSimpleText(text, QFont("DejaVu Sans", 10, QFont.Bold))
            t.setBrush(QColor("#3a3326"))
            t.setPos(rect.left(), rect.top() - 18 if not zid.startswith("popularity") else rect.top() - 20)
            t.setZValue(-6)
        for k, mark in enumerate(("-1", "+1", "+1", "+1", "E", "E")):
            rect = plan[f"pallet:{k}"]
            t = scene.addSimpleText(mark, QFont("DejaVu Sans", 10, QFont.Bold))
            t.setBrush(QColor("#b3261e" if mark == "-1" else "#2e7d32" if mark == "+1" else "#ef6c00"))
            t.setPos(rect.center().x() - 8, rect.bottom() + 1)
        for sym in SYMBOLS:
            rect = plan[f"popularity:{sym}:0"]
            t = scene.addSimpleText(sym.capitalize(), QFont("DejaVu Sans", 9, QFont.Bold))
            t.setBrush(QColor(SYMBOL_INK[sym]))
            t.setPos(rect.left() - 68, rect.top() + 10)
        for zid, rect in plan.items():
            if zid.startswith("firstplayer:"):
                p = int(zid.split(":")[1])
                right = max(r.right() for k, r in plan.items() if k.startswith(("hand:", "trunk:", "money:")) and k.split(":")[1] == str(p))
                band = QRectF(rect.left() - 8, rect.top() - 24, right - rect.left() + 16, PLAYER_H)
                scene.addRect(band, QPen(QColor(self.seat_colour(p)), 3), QBrush(QColor("#fbf8f1"))).setZValue(-7)
                name = self.seats[p].name if p < len(self.seats) else f"Player {p + 1}"
                t = scene.addSimpleText(name, QFont("DejaVu Sans", 11, QFont.Bold))
                t.setBrush(QColor(self.seat_colour(p)))
                t.setPos(band.left() + 8, band.top() + 2)

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        kind, zone = piece.kind, piece.zone
        if kind == "tile":
            if zone.startswith(("track:", "trunk:", "preorder:")):
                return QSizeF(54, 54)
            if zone.startswith("storage:"):
                return QSizeF(60, 60)
            return QSizeF(66, 66)
        if kind == "meeple":
            return QSizeF(26, 30) if piece.id.startswith("meeple:") else QSizeF(34, 38)
        if kind == "card":
            if zone.startswith(("draft:", "playtest:")):
                return QSizeF(48, 36)
            if zone.startswith("ranking"):
                return QSizeF(80, 98)
            if zone == "wishlist":
                return QSizeF(43, 60)
            return QSizeF(62, 84) if zone.startswith("hand:") else QSizeF(56, 76)
        if kind == "token":
            if piece.id.startswith("event"):
                return QSizeF(26, 26)
            if piece.id == "firstplayer":
                return QSizeF(48, 34)
            return QSizeF(30, 30)
        if kind == "marker":
            return QSizeF(20, 20) if piece.id.startswith("scoremarker") else QSizeF(30, 30)
        if kind == "bill":
            return QSizeF(110, 18) if piece.zone.startswith("money") else QSizeF(66, 40)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        if zid.startswith("space:") and pieces:
            # The stand's tile fills it; events sit on the tile's corner; meeples stand along the bottom.
            out = []
            meeples = 0
            tokens = 0
            for p, s in zip(pieces, sizes, strict=True):
                if p.kind == "tile":
                    out.append(QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2))
                elif p.kind == "meeple":
                    out.append(QPointF(rect.left() + 2 + meeples * 14, rect.bottom() - s.height() - 1))
                    meeples += 1
                else:
                    out.append(QPointF(rect.right() - s.width() - 1 - tokens * 18, rect.top() + 1))
                    tokens += 1
            return out
        if zid.startswith("money:"):
            return [QPointF(rect.left() + 5, rect.top() + 18 + i * 20) for i in range(len(pieces))]
        if zid.startswith("score:") and pieces:
            return [QPointF(rect.left() + 3 + (i % 2) * 4, rect.top() + 2 + i * 4) for i in range(len(pieces))]
        return super().arrange(zone, rect, pieces, sizes)

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        if not piece.face_up:
            if piece.kind == "token":
                return disc_svg(w, h, "#4a4a4a", "?")
            return back_svg(w, h, "#7a5b3a" if piece.kind == "tile" else "#35506b")
        art = piece.art
        if art.startswith("essen/tile/"):
            return self._tile_svg(piece, w, h)
        if art in ("essen/meeple", "essen/action"):
            return meeple_svg(w, h, self.seat_colour(piece.owner))
        if art.startswith("essen/wish/"):
            colour = art.split("/")[2]
            lines = wrap(piece.label, 9)[:4]
            body = (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#fffdf6" stroke="{ZONE_INK[colour]}" stroke-width="2"/>'
                    f'<rect x="1" y="1" width="{w - 2}" height="{min(14, h / 4):.0f}" rx="5" fill="{ZONE_FILL[colour]}"/>'
                    + text_lines(lines, w / 2, h * 0.42, 8.5 if h > 40 else 7))
            return svg(w, h, body)
        if art.startswith("essen/ranking/"):
            lines = wrap(piece.label, 11)[:6]
            morning = art.endswith("morning")
            body = (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="{"#fff4d6" if morning else "#e3ecfa"}" stroke="#6e604a" stroke-width="1.5"/>'
                    + text_lines(["Morning" if morning else "Afternoon"], w / 2, 14, 9, "#6e604a", "bold")
                    + text_lines(lines, w / 2, 34, 9))
            return svg(w, h, body)
        if art.startswith("essen/event/"):
            kind = art.split("/")[2]
            fill = {"buzz": "#2e9d4a", "flop": "#b3261e", "goodies": "#1e88e5", "discount": "#f9a825",
                    "sold_out": "#424242", "not_released": "#6d4c41"}.get(kind, "#616161")
            mark = {"buzz": "+3", "flop": "-3", "goodies": "+1", "discount": "-10", "sold_out": "SO", "not_released": "NR"}.get(kind, "?")
            return disc_svg(w, h, fill, mark)
        if art == "essen/crowd":
            return disc_svg(w, h, "#ef6c00", "\u2691")
        if art == "essen/firstplayer":
            return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="4" fill="#263238"/>'
                       + text_lines(wrap(piece.label, 8)[:2], w / 2, h / 2 - 1, 8, "#fff", "bold"))
        if art == "essen/popmarker":
            return disc_svg(w, h, "#37474f", piece.label)
        if art == "essen/scoremarker":
            return disc_svg(w, h, self.seat_colour(piece.owner), "")
        if art.startswith("essen/bill"):
            return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="3" fill="#d7ecd0" stroke="#4e7d3d"/>'
                       + text_lines([piece.label], w / 2, h / 2 + 4, 10 if h < 30 else 12, "#2e5b22", "bold"))
        if art == "essen/lastturn":
            return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#fff0f0" stroke="#b3261e" stroke-width="2"/>'
                       + text_lines(wrap(piece.label, 10)[:4], w / 2, 18, 8.5))
        return super().piece_svg(piece, w, h)

    def _tile_svg(self, piece: Piece, w: float, h: float) -> str:
        tile = self.tiles.get(piece.id.split(":", 1)[1])
        if tile is None:
            return super().piece_svg(piece, w, h)
        ink = ZONE_INK[tile.zone]
        small = w < 60
        title = wrap(tile.title, 10 if not small else 9)[:2]
        font = 8.2 if not small else 7.4
        body = [
            f'<rect x="1" y="1" width="{w - 2:.0f}" height="{h - 2:.0f}" rx="6" fill="#fffdf7" stroke="{ink}" stroke-width="2.2"/>',
            f'<rect x="1" y="1" width="{w - 2:.0f}" height="{h * 0.2:.0f}" rx="6" fill="{ZONE_FILL[tile.zone]}"/>',
            f'<text x="4" y="{h * 0.16:.1f}" font-family="DejaVu Sans" font-size="{font:.1f}" font-weight="bold" fill="{ink}">{tile.stand}</text>',
            symbol_icon(tile.symbol, w - h * 0.2 - 3, 2, h * 0.18, SYMBOL_INK[tile.symbol]),
            text_lines(title, w / 2, h * 0.42, font, "#1d1d1d", "bold"),
            f'<text x="4" y="{h - 5:.1f}" font-family="DejaVu Sans" font-size="{font + 1:.1f}" font-weight="bold" fill="#2e5b22">\u20ac{tile.price}</text>',
        ]
        if tile.bonus:
            body.append(f'<circle cx="{w - 11:.1f}" cy="{h - 10:.1f}" r="8" fill="#ffca28" stroke="#8d6e00"/>'
                        f'<text x="{w - 11:.1f}" y="{h - 6.5:.1f}" font-family="DejaVu Sans" font-size="9" font-weight="bold" '
                        f'text-anchor="middle" fill="#3e2f00">+{tile.bonus}</text>')
        return svg(w, h, "".join(body))


VIEW = EssenView
__all__ = ["VIEW", "escape"]
