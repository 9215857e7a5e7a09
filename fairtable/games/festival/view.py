"""The Agents Of Empire board: a ring of 40 fields, the festival ground in the middle, one panel per seat.

The ring runs like the classic board: START in the bottom right corner, then leftwards along the bottom to
the Ausnüchterungszelle, up the left side to the Glückskloake, along the top to "Ab in die Zelle!" and down
the right side back to START. The middle holds the title, the three card decks with their drawn cards, the
Glückskloake pot, the dice, the Buden and the Mainstage to build with, the Crowd Control status, the bank's
property cards and the Mauscheln offer. Zone ids are those documented in ``layout.py``; German words stay
on the board, their English meanings are in the layout's tooltips. This module lays the board out and
places the pieces; the drawings (fields, icons, cards, deeds) are SVG text from ``art.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone, name_seats
from fairtable.engine.record import SeatRecord
from fairtable.games.festival import board, ids
from fairtable.games.festival.art import (
    BUDE_GREEN,
    FONT,
    INK,
    NARROW,
    STAGE_RED,
    FestivalArt,
    build_token,
    die_svg,
    icon,
    star_path,
    txt,
)
from fairtable.games.festival.data import tables
from fairtable.games.festival.geometry import RING, D, field_box, field_boxes, side
from fairtable.games.festival.words import card_face
from fairtable.games.svg import svg
from fairtable.i18n import _, ngettext
from fairtable.ui.table.art import BoardArt, meeple_svg
from fairtable.ui.table.boxes import as_box, qrect
from fairtable.ui.table.seat_marks import seat_marks
from fairtable.ui.table.text_fit import measure as text_width
from fairtable.ui.table.title_view import TitleView, seat_panel_id, seat_tab_id

# -- the table around the ring (scene units) --------------------------------------------------------

INNER = qrect(board.INNER)
PANEL_X = RING + 24.0
PANEL_W = 330.0
PANEL_GAP = 10.0
COMPACT_H = 84.0  # another seat's compact panel (own board first)
OPEN_H = 230.0  # another seat's panel opened with a click
DECK_X0, DECK_STEP = D + 13, 214.0


def field_rect(f: int) -> QRectF:
    return qrect(field_box(f))


def measure(text: str, size: float, bold: bool = False) -> float:
    """A text's width as the SVG renderer draws it in the board's font (the table's shared measure)."""
    return text_width(text, size, bold, FONT)


class FestivalView(TitleView):
    background = "#cdbf9f"
    compacts = True  # own board first

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        t = tables()
        self.slot_of = {f: k for k, f in enumerate(t.properties)}  # the bank's place of each property card
        self.players = len(seats)
        self.art = FestivalArt(measure, lambda text, size, bold: text_width(text, size, bold, NARROW))

    # -- geometry -----------------------------------------------------------------------------------

    def panel_rect(self, p: int, players: int) -> QRectF:
        """Seat ``p``'s panel beside the ring. Own board first, the viewer's is on top and tall, the others
        follow in turn order, compact unless opened."""
        if self.viewer is None or not 0 <= self.viewer < players:
            h = min(270.0, (RING - (players - 1) * PANEL_GAP) / max(1, players))
            return QRectF(PANEL_X, p * (h + PANEL_GAP), PANEL_W, h)
        order = [(self.viewer + k) % players for k in range(players)]
        compact = [q for q in order[1:] if self.is_compact(q)]
        opened = len(order) - 1 - len(compact)
        room = RING - (players - 1) * PANEL_GAP - len(compact) * COMPACT_H
        share = min(OPEN_H, room / (opened + 1))
        heights = {q: COMPACT_H if q in compact else share for q in order[1:]}
        heights[self.viewer] = room - opened * share
        y = 0.0
        for q in order:
            if q == p:
                return QRectF(PANEL_X, y, PANEL_W, heights[q])
            y += heights[q] + PANEL_GAP
        return QRectF(PANEL_X, y, PANEL_W, COMPACT_H)

    def deed_columns(self, rect: QRectF) -> int:
        """Property cards side by side in a panel: two wide ones in a tall panel, three in a short one."""
        return 2 if rect.height() >= 300 else 3

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan: dict[str, QRectF] = {}
        for f in range(40):
            plan[ids.field(f)] = field_rect(f)
        x, y, w, h = field_boxes(10)["cell"]
        corner = field_rect(10)
        plan[ids.CELL] = QRectF(corner.left() + x, corner.top() + y, w, h)
        for k, deck in enumerate(tables().deck_ids):
            x0 = DECK_X0 + k * DECK_STEP
            plan[ids.deck(deck)] = QRectF(x0, 206, 80, 116)
            plan[ids.discard(deck)] = QRectF(x0 + 86, 190, 108, 132)
        plan[ids.POT] = QRectF(129, 354, 160, 92)
        plan[ids.DICE] = QRectF(301, 366, 104, 64)
        plan[ids.SUPPLY] = QRectF(417, 354, 186, 92)
        plan[ids.CROWD] = QRectF(615, 354, 136, 92)
        plan[ids.BANK] = QRectF(129, 474, 622, 206)
        plan[ids.OFFER] = QRectF(129, 692, 622, 60)
        players = max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1
        for p in range(players):
            r = self.panel_rect(p, players)
            if self.is_compact(p):
                plan[seat_panel_id(p)] = r
                continue
            if self.viewer is not None and p != self.viewer:
                plan[seat_tab_id(p)] = QRectF(r.right() - 152 - 6 - 72, r.top() + 8, 72, 22)
            plan[ids.money(p)] = QRectF(r.right() - 152, r.top() + 5, 146, 30)
            plan[ids.deeds(p)] = QRectF(r.left() + 6, r.top() + 50, 240, r.height() - 55)
            plan[ids.vouchers(p)] = QRectF(r.right() - 80, r.top() + 50, 74, r.height() - 55)
        return plan

    def seat_figures(self, layout: Layout, seat: int) -> list[str]:
        """Money (or bankrott), the festivals held, the vouchers, the Ausnüchterungszelle. The money is one
        figure, whole: its thousands marks may be commas."""
        keys = {self.seat_name(seat).casefold(), f"seat {seat + 1}"}
        figures = [v for k, v in layout.info.items() if k.casefold() in keys and v][:1]
        deeds = layout.in_zone(ids.deeds(seat))
        if deeds:
            mortgaged = sum(1 for p in deeds if p.art.endswith("/mortgaged"))
            n = len(deeds)
            if mortgaged:
                figures.append(ngettext("{n} festival ({mortgaged} beliehen)", "{n} festivals ({mortgaged} beliehen)",
                                        n).format(n=n, mortgaged=mortgaged))
            else:
                figures.append(ngettext("{n} festival", "{n} festivals", n).format(n=n))
        vouchers = len(layout.in_zone(ids.vouchers(seat)))
        if vouchers:
            figures.append(ngettext("{n} Gutschein", "{n} Gutscheine", vouchers).format(n=vouchers))
        if any(p.id == ids.pawn(seat) for p in layout.in_zone(ids.CELL)):
            figures.append(_("in der Zelle"))
        return figures

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        r = QRectF()
        for rect in plan.values():
            r = r.united(rect)
        return r.adjusted(-6, -6, 6, 6)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        # Every zone's look is part of the printed board (decorate); the zone itself only lights up.
        return "#00000000", "#00000000", False

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        ring = QRectF(0, 0, RING, RING)
        scene.addItem(BoardArt(board.ground_svg(), ring))
        for f in range(40):
            scene.addItem(BoardArt(self.art.field_svg(f), field_rect(f)))
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        seats = self.players  # a place for every seat, where arrange() lays its token (a folded seat's too)
        marks = seat_marks([self.seat_name(k) for k in range(seats)])
        crowd = [(*self.crowd_spot(plan, k, seats), self.seat_colour(k), marks[k]) for k in range(seats)]
        bank = [(*self.bank_spot(plan, k), f) for f, k in self.slot_of.items()]
        scene.addItem(BoardArt(board.centre_svg(boxes, crowd, bank), INNER))
        players = max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1
        for p in range(players):
            if not self.is_compact(p):
                r = self.panel_rect(p, players)
                tab = plan.get(seat_tab_id(p))
                colour = self.seat_colour(p)
                meeple = meeple_svg(20, 22, colour).split(">", 1)[1].rsplit("</svg>", 1)[0]
                scene.addItem(BoardArt(board.panel_svg(self.art, p, as_box(r), boxes, as_box(tab) if tab else None,
                                                       self.seat_name(p), colour, meeple), r))

    def crowd_spot(self, plan: dict[str, QRectF], k: int, players: int) -> tuple[float, float]:
        r = plan[ids.CROWD]
        per_row = 3
        rows = (players + per_row - 1) // per_row
        row, col = divmod(k, per_row)
        in_row = min(per_row, players - row * per_row)
        x = r.center().x() - (in_row * 30 - 4) / 2 + col * 30
        y = r.top() + 36 + row * 29 - (rows - 1) * 4
        return x, y

    def bank_spot(self, plan: dict[str, QRectF], k: int) -> tuple[float, float]:
        r = plan[ids.BANK]
        row, col = divmod(k, 7)
        return r.left() + 3 + col * 88.5, r.top() + 3 + row * 50.5

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        zone, pid = piece.zone, piece.id
        if ids.kind(zone) == ids.FIELD:
            sd = side(ids.number(zone))
            across = sd in ("bottom", "top")
            if piece.kind == "meeple":
                return QSizeF(20, 22)
            if ids.kind(pid) == ids.OWNER:
                return QSizeF(66, 14) if across else QSizeF(14, 66)
            if ids.kind(pid) == ids.BUDE:
                return QSizeF(15, 15)
            if ids.kind(pid) == ids.MAINSTAGE:
                return QSizeF(34, 16) if across else QSizeF(16, 34)
        if zone == ids.CELL:
            return QSizeF(22, 24)
        if zone == ids.SUPPLY:
            return QSizeF(54, 60) if pid == ids.BUDE else QSizeF(74, 60)
        if ids.kind(zone) == ids.DECK:
            return QSizeF(72, 102)
        if ids.kind(zone) == ids.DISCARD:
            return QSizeF(100, 124)
        if zone == ids.BANK:
            return QSizeF(86, 46)
        if ids.kind(zone) == ids.DEEDS:
            if zone_rect is not None and self.deed_columns(zone_rect) == 2:
                return QSizeF(116, 34)
            return QSizeF(76, 31) if zone_rect is not None and zone_rect.height() >= 115 else QSizeF(76, 27)
        if ids.kind(zone) == ids.VOUCHERS:
            return QSizeF(70, 30)
        if ids.kind(zone) == ids.MONEY:
            return QSizeF(140, 26)
        if zone == ids.POT:
            return QSizeF(136, 42)
        if zone == ids.DICE:
            return QSizeF(42, 42)
        if zone == ids.CROWD:
            return QSizeF(26, 26)
        if zone == ids.OFFER:
            return QSizeF(470, 50)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        if not pieces:
            return []
        if ids.kind(zid) == ids.FIELD:
            return self._arrange_field(ids.number(zid), rect, pieces, sizes)
        if zid == ids.CELL:
            out = []
            for i in range(len(sizes)):
                row, col = divmod(i, 3)
                out.append(QPointF(rect.left() + 3 + col * 25, rect.top() + 1 + row * 24.5))
            return out
        if ids.kind(zid) in (ids.DECK, ids.DISCARD):
            out = []
            for i, s in enumerate(sizes):
                off = min(i, 12) * 0.45
                out.append(QPointF(rect.left() + 2 + off, rect.bottom() - s.height() - 4 - off))
            return out
        if zid == ids.BANK:
            plan = {ids.BANK: rect}
            return [QPointF(*self.bank_spot(plan, self.slot_of[ids.number(p.id)])) for p in pieces]
        if ids.kind(zid) == ids.DEEDS:
            return self._grid(rect, sizes, columns=self.deed_columns(rect), top=2)
        if ids.kind(zid) == ids.VOUCHERS:
            n = len(pieces)
            step = min(34.0, (rect.height() - 4 - sizes[0].height()) / max(1, n - 1)) if n > 1 else 0
            return [QPointF(rect.left() + 2, rect.top() + 2 + i * step) for i in range(n)]
        if zid == ids.SUPPLY:
            total = sum(s.width() for s in sizes) + 14 * (len(sizes) - 1)
            x = rect.center().x() - total / 2
            out = []
            for s in sizes:
                out.append(QPointF(x, rect.top() + 24))
                x += s.width() + 14
            return out
        if zid == ids.CROWD:
            players = self.players
            return [QPointF(*self.crowd_spot({ids.CROWD: rect}, ids.number(p.id), players)) for p in pieces]
        if zid == ids.POT:
            s = sizes[0]
            return [QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2 + 8)] * len(pieces)
        if ids.kind(zid) == ids.MONEY or zid == ids.OFFER:
            s = sizes[0]
            cx = rect.center().x() + (38 if zid == ids.OFFER else 0)
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
        buildings = [i for i, p in enumerate(pieces) if ids.kind(p.id) in (ids.BUDE, ids.MAINSTAGE) and ":" in p.id]
        for i, p in enumerate(pieces):
            if ids.kind(p.id) == ids.OWNER:
                x, y, _w, _h = boxes["owner"]
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
                return self.art.card_back(art.split("/")[2], w, h)
            return super().piece_svg(piece, w, h)
        colour = self.seat_colour(piece.owner)
        if art.startswith("festival/pawn/"):
            return meeple_svg(w, h, colour)
        if art == "festival/owner":
            return self.art.owner_svg(colour, piece.label, self.seat_name(piece.owner), w, h)
        if art == "festival/bude":
            if w < 30:
                return svg(w, h, icon("booth", (0, 0, w, h), BUDE_GREEN))
            return build_token("booth", BUDE_GREEN, _("Bude"), w, h, self.art)
        if art == "festival/mainstage":
            if w < 40:
                star = star_path(w / 2, h / 2, min(w, h) * 0.36)
                return svg(w, h, f'<rect x=".8" y=".8" width="{w - 1.6:.1f}" height="{h - 1.6:.1f}" rx="2.5" fill="{STAGE_RED}" '
                                 f'stroke="#6d0f0f" stroke-width="1.2"/><path d="{star}" fill="#fff3b0"/>')
            return build_token("stage", STAGE_RED, _("Mainstage"), w, h, self.art)
        if art.startswith("festival/card/"):
            deck = art.split("/")[2]
            if piece.owner is not None:
                return self.art.voucher_svg(deck, w, h)
            deck_id, cid = ids.parts(piece.id)
            t = tables()
            title, said = card_face(t.deck_cards[t.deck_ids.index(deck_id)][int(cid)])
            return self.art.card_face(deck, title, said, w, h)
        if art.startswith("festival/deed/"):
            f = ids.number(piece.id)
            mortgaged = art.endswith("/mortgaged")
            if piece.owner is None:
                return self.art.bank_deed(f, mortgaged, w, h)
            return self.art.deed_chip(f, mortgaged, w, h)
        if art.startswith("festival/die/"):
            return die_svg(int(art.rsplit("/", 1)[1]), w, h)
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
            lines, size = self.art.fit_or_cut(text, w - 20, 12, True, 2)
            return svg(w, h, (
                f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#fff3b8" stroke="{colour}" stroke-width="2.2"/>'
                + "".join(txt(w / 2, h / 2 + size * 0.35 + (i - (len(lines) - 1) / 2) * size * 1.2, line, size, INK, True)
                          for i, line in enumerate(lines))))
        return super().piece_svg(piece, w, h)

VIEW = FestivalView
