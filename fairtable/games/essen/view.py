"""The ESSEN board: the fair floor with its two halls, the side board and one individual board per player.

The fair floor lies in the score track: the halls' stands at the ``col``/``row`` of ``hall.json`` (a column
or row without stands is narrower), the zone signs with their crowd spots along the outer walls, the
Galeria along the back, the entrances and the parking in front; the space left around them holds the event
tokens, the last turn and the early departures (behind the halls), what is out of the game, the bank and
the wish list deck (in front). Beside it the side board: the loading dock (storage boxes and the pallet
truck), the popularity tracks, the ranking table and the common wish list. Under both, the players'
boards side by side: action track with its six bag spaces, pre-order box, car trunk, money and wish
cards. Zone ids are those documented in ``layout.py`` (built and read by ``ids.py``); where each zone lies
is ``geometry.py``'s, without Qt. The only Qt module of the title; the drawings are SVG text from ``art.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.engine.seats import seat_token
from fairtable.games.boxes import Box
from fairtable.games.essen import geometry, ids
from fairtable.games.essen.art import FONT, NARROW, EssenArt
from fairtable.games.essen.board import floor_svg, panel_svg, player_svg
from fairtable.games.essen.data import ZONES, data
from fairtable.games.essen.geometry import (
    COMPACT_W,
    GAP,
    LINE_H,
    PLAYER_H,
    SIDE_W,
    SIGN,
    TICKET_H,
    TRACK,
    player_plan,
    ticket_size,
)
from fairtable.i18n import _, ngettext
from fairtable.ui.table.art import BoardArt
from fairtable.ui.table.boxes import as_box, qrect
from fairtable.ui.table.text_fit import measure as text_width
from fairtable.ui.table.title_view import TitleView, seat_panel_id, seat_tab_id

TILE = QSizeF(*geometry.TILE)
MINI = QSizeF(*geometry.MINI)

def measure(text: str, size: float, bold: bool = False, narrow: bool = False) -> float:
    """A text's width as the SVG renderer draws it in the board's fonts (Qt's font metrics)."""
    return text_width(text, size, bold, NARROW if narrow else FONT)


class EssenView(TitleView):
    background = "#b7a888"
    scene_margin = 6.0
    compacts = True  # own board first

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        self.hall = geometry.Floor()
        self.spaces = self.hall.spaces
        self.art = EssenArt(measure)
        self._counts: Counter[str] = Counter()
        self._hidden: Counter[str] = Counter()
        self.floor = qrect(self.hall.floor)

    # -- geometry -----------------------------------------------------------------------------------

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        self._counts = Counter(p.zone for p in layout.pieces)
        self._hidden = Counter(p.zone for p in layout.pieces if not p.face_up)
        return super().plan(layout)

    def players_in(self, layout: Layout) -> int:
        return max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan = {zid: qrect(b) for zid, b in self.hall.plan().items()}
        players = self.players_in(layout)
        top = max(self.floor.bottom(), self.hall.side_bottom) + GAP
        width = self.hall.side_x + SIDE_W
        # Own board first: the viewer's board leads the row, the others follow in turn order, compact
        # (their figures in a narrow panel) unless opened; the boards drawn whole share what is left.
        first = self.viewer if self.viewer is not None and 0 <= self.viewer < players else 0
        order = [(first + k) % players for k in range(players)] if self.viewer is not None else list(range(players))
        compact = [p for p in order if self.is_compact(p)]
        whole = max(1, players - len(compact))
        bw = (width - GAP * (players - 1) - COMPACT_W * len(compact)) / whole
        x = 0.0
        for p in order:
            if p in compact:
                plan[seat_panel_id(p)] = QRectF(x, top, COMPACT_W, PLAYER_H)
                x += COMPACT_W + GAP
                continue
            tab = self.viewer is not None and p != self.viewer
            for zid, b in player_plan(p, Box(x, top, bw, PLAYER_H), tab, bool(self._counts.get(ids.hand(p), 0))).items():
                plan[seat_tab_id(p) if zid == "tab" else zid] = qrect(b)
            x += bw + GAP
        return plan

    def seat_figures(self, layout: Layout, seat: int) -> list[str]:
        """Money, VP, AP and the bag's games; the wish cards held and the trunk's games; the first player."""
        figures = super().seat_figures(layout, seat)
        cards = len(layout.in_zone(ids.hand(seat)))
        figures.append(ngettext("{n} wish card", "{n} wish cards", cards).format(n=cards))
        trunk = sum(len(layout.in_zone(z.id)) for z in layout.zones if ids.is_trunk_place(z.id) and ids.seat_in(z.id) == seat)
        if trunk:
            figures.append(_("{n} in the trunk").format(n=trunk))
        if layout.in_zone(ids.first_player(seat)):
            figures.append(_("First player"))
        return figures

    @staticmethod
    def ticket_size(room: QRectF, n: int) -> QSizeF:
        return QSizeF(*ticket_size(as_box(room), n))

    def places(self, zone: str) -> int:
        """How many places a zone's wish cards take: one each face up, one pile for the face-down ones."""
        hidden = self._hidden.get(zone, 0)
        return self._counts.get(zone, 0) - hidden + (1 if hidden else 0)

    def card_room(self, zone: str, rect: QRectF) -> tuple[QRectF, int, int]:
        """Where a zone's wish cards lie, how many places are taken there in all and the first of this
        zone's. While a draft is on, the wish cards and the draft share the draft's room (the draft after
        the cards kept); the wish cards make room for two play-tested cards at their right."""
        kind, owner = ids.kind(zone), ids.seat_in(zone)
        if kind in (ids.HAND, ids.DRAFT) and owner is not None:
            draft = ids.draft(owner)
            if self._counts.get(draft, 0):
                kept = self.places(ids.hand(owner))
                return QRectF(self._plan[draft]), kept + self.places(draft), kept if kind == ids.DRAFT else 0
        room = QRectF(rect)
        if kind == ids.HAND and owner is not None and self._counts.get(ids.playtest(owner), 0):
            room.setRight(self._plan[ids.playtest(owner)].left() - 6)
        return room, self.places(zone), 0

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        r = QRectF(self.floor)
        for rect in plan.values():
            r = r.united(rect)
        return r.adjusted(-4, -4, 4, 4)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        # Every zone's look is part of the printed board (decorate); the zone itself only lights up.
        return "#00000000", "#00000000", False

    # -- static art ---------------------------------------------------------------------------------

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        hall = self.hall
        blocks = {colour: hall.zone_block(colour) for colour in ZONES}
        floor = floor_svg(self.art, hall.floor.width, hall.floor.height, TRACK, boxes, hall.halls(), blocks,
                              hall.score_cells(), SIGN)
        scene.addItem(BoardArt(floor, QRectF(self.floor)))
        for name, r in hall.side_panels.items():
            scene.addItem(BoardArt(panel_svg(name, r, boxes), qrect(r)))
        for p in range(self.players_in(layout)):
            if self.is_compact(p):
                continue  # its panel draws itself
            r = self.player_rect(p, plan)
            name = self.seats[p].name if p < len(self.seats) else seat_token(p)
            scene.addItem(BoardArt(player_svg(self.art, p, as_box(r), boxes, name, self.seat_colour(p)), r))

    def player_rect(self, p: int, plan: dict[str, QRectF]) -> QRectF:
        money = plan[ids.money(p)]
        hand = plan[ids.hand(p)]
        left = plan[ids.track(p, 0)].left() - 6
        tab = plan.get(seat_tab_id(p))
        right = tab.right() + 5 if tab is not None else money.right() + 4
        return QRectF(left, money.top() - 3, right - left, hand.bottom() + 5 - money.top() + 3)

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        kind, zone = piece.kind, piece.zone
        zone_kind, piece_kind = ids.kind(zone), ids.kind(piece.id)
        if kind == "tile":
            if zone == ids.OUT and zone_rect is not None:
                return self.box_size(zone_rect.adjusted(0, 13, 0, 0), self._counts.get(zone, 0))
            if zone_kind in (ids.TRACK, ids.TRUNK):
                return QSizeF(MINI)
            if zone_kind == ids.STORAGE:
                return QSizeF(34, 30)
            if zone == ids.LAST_TURN_PLACE:
                return QSizeF(94, 34)
            return QSizeF(TILE)
        if kind == "meeple":
            return QSizeF(17, 19) if piece_kind == ids.MEEPLE else QSizeF(20, 22)
        if kind == "card":
            if zone_kind == ids.RANKING or zone == ids.AFTERNOON_PILE:
                return QSizeF(64, 88) if zone != ids.AFTERNOON_PILE else QSizeF(38, 56)
            if zone == ids.WISH_DECK:
                return QSizeF(46, 32)
            if zone_rect is not None and (zone_kind in (ids.HAND, ids.DRAFT, ids.PLAYTEST) or zone == ids.WISHLIST):
                room, places, _cut = self.card_room(zone, zone_rect)
                return self.ticket_size(room, places)
            return QSizeF(84, TICKET_H)
        if kind == "token":
            if piece_kind in (ids.EVENT, ids.EVENT_BACK):
                return QSizeF(24, 24) if zone_kind in (ids.SPACE, ids.PALLET) else QSizeF(26, 26)
            if piece.id == ids.FIRST_PLAYER_TOKEN:
                return QSizeF(42, 19)
            return QSizeF(26, 26)  # a crowd
        if kind == "marker":
            return QSizeF(13, 13) if piece_kind == ids.SCORE_MARKER else QSizeF(21, 21)
        if kind == "bill":
            return QSizeF(64, 19) if zone_kind == ids.MONEY else QSizeF(86, 22)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        if not pieces:
            return []
        kind = ids.kind(zid)
        if kind == ids.SPACE:
            return self._arrange_space(zid, rect, pieces, sizes)
        if kind == ids.PALLET:
            out = []
            for p, s in zip(pieces, sizes, strict=True):
                if p.kind == "tile":
                    out.append(QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2))
                else:
                    out.append(QPointF(rect.right() - s.width() - 2, rect.bottom() - s.height() - 2))
            return out
        if kind in (ids.HAND, ids.DRAFT):
            room, _sep, first = self.card_room(zid, rect)
            return self.cards(room, pieces, sizes, first)
        if kind == ids.PLAYTEST or zid == ids.WISHLIST:
            return self.grid(rect, sizes)
        if zid == ids.WISH_DISCARD:
            return self.pile(rect.adjusted(0, 12, 0, 0), sizes, 0.6)
        if zid == ids.OUT:
            return self.grid(rect.adjusted(0, 13, 0, 0), sizes, gap=2)
        if ids.is_trunk_place(zid):
            return self.fan(rect, sizes)
        if kind == ids.STORAGE or zid in (ids.EVENTS_POOL, ids.WISH_DECK, ids.AFTERNOON_PILE):
            return self.pile(rect, sizes, 0.8)
        if zid == ids.EVENTS_USED:
            return self.row(rect, sizes)
        if kind == ids.TRACK:
            out = []
            for s in sizes:
                out.append(QPointF(rect.center().x() - s.width() / 2, rect.top() + 2))
            return out
        if kind == ids.SCORE:
            out = []
            for i, s in enumerate(sizes):
                col, row = i % 3, i // 3
                out.append(QPointF(rect.left() + 1 + col * (rect.width() - s.width() - 2) / 2,
                                   rect.top() + 1 + row * (rect.height() - s.height() - 2)))
            return out
        if kind == ids.DEPARTURE:
            return [QPointF(rect.center().x() - s.width() / 2 + (i - (len(sizes) - 1) / 2) * 10, rect.top() + 4)
                    for i, s in enumerate(sizes)]
        if zid == ids.BANK:
            s = sizes[0]
            return [QPointF(rect.right() - s.width() - 3, rect.center().y() - s.height() / 2)] * len(sizes)
        if kind in (ids.MONEY, ids.FIRST_PLAYER, ids.PREORDER, ids.POPULARITY, ids.LAST_TURN, ids.RANKING, ids.HALL_ZONE):
            return [QPointF(rect.center().x() - s.width() / 2 + i * 3, rect.center().y() - s.height() / 2 - i * 3)
                    for i, s in enumerate(sizes)]
        return super().arrange(zone, rect, pieces, sizes)

    def _arrange_space(self, zid: str, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        """A stand: its tile at the top of the booth (the name plate below it), the tile's event on its
        bottom right corner, meeples in front of the counter, a crowd at the top right. Any other space:
        meeples in a row (two when many), the crowd at its right."""
        stand = self.spaces[ids.ref(zid)].kind == "stand"
        out: list[QPointF | None] = [None] * len(pieces)
        meeples = [i for i, p in enumerate(pieces) if p.kind == "meeple"]
        crowds = [i for i, p in enumerate(pieces) if ids.kind(p.id) == ids.CROWD]
        for i, p in enumerate(pieces):
            s = sizes[i]
            if p.kind == "tile":
                out[i] = QPointF(rect.left() + 1, rect.top() + 1)
            elif ids.kind(p.id) == ids.EVENT:  # on the tile's bottom right corner, over the name plate
                out[i] = QPointF(rect.left() + TILE.width() - s.width() + 3, rect.top() + TILE.height() - s.height() + 8)
        for k, i in enumerate(crowds):
            s = sizes[i]
            out[i] = QPointF(rect.right() - s.width() - k * 8, rect.top() - 2 if stand else rect.top() + 1)
        if meeples:
            s = sizes[meeples[0]]
            n = len(meeples)
            avail = rect.width() - 6 - (30 if crowds and not stand else 0)
            step = min(s.width() - 5 if stand else s.width() + 2, (avail - s.width()) / max(1, n - 1))
            x0 = rect.left() + 3 + (avail - s.width() - step * (n - 1)) / 2
            y = rect.bottom() - s.height() + 1 if stand else rect.center().y() - s.height() / 2 + 2
            for k, i in enumerate(meeples):
                out[i] = QPointF(x0 + k * step, y)
        return [o if o is not None else QPointF(rect.left() + 2, rect.top() + 2) for o in out]

    @staticmethod
    def box_size(room: QRectF, n: int) -> QSizeF:
        """Small boxes for ``n`` games side by side in ``room``: as large as lets them all lie apart."""
        scale = 1.0
        while scale > 0.4:
            w, h = MINI.width() * scale, MINI.height() * scale
            if int((room.width() + 2) // (w + 2)) * int((room.height() + 2) // (h + 2)) >= n:
                break
            scale -= 0.05
        return QSizeF(MINI.width() * scale, MINI.height() * scale)

    def grid(self, rect: QRectF, sizes: list[QSizeF], gap: float = 4.0) -> list[QPointF]:
        """Rows of equal pieces, left to right; when there are more rows than room, the rows overlap evenly
        (each still shows its top), never leaving the zone."""
        if not sizes:
            return []
        w, h = sizes[0].width(), sizes[0].height()
        if h <= LINE_H:
            gap = 2.0
        cols = max(1, int((rect.width() + gap + 0.01) // (w + gap)))
        rows = (len(sizes) + cols - 1) // cols
        step_y = h + gap if rows * (h + gap) - gap <= rect.height() else (rect.height() - h) / max(1, rows - 1)
        step_x = w + gap
        return [QPointF(rect.left() + (i % cols) * step_x, rect.top() + (i // cols) * step_y) for i in range(len(sizes))]

    def cards(self, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF], first: int = 0) -> list[QPointF]:
        """Wish cards from the ``first`` place of ``rect`` on: the face-up ones one a place, then the
        face-down ones as one pile in the next place (its top card shows the count)."""
        # The games still to buy first, then those bought, then those nobody can buy any more.
        rank = {"got": 1, "gone": 2}
        shown = sorted((i for i, p in enumerate(pieces) if p.face_up),
                       key=lambda i: max((rank.get(m, 0) for m in pieces[i].art.split("/")[3:]), default=0))
        hidden = [i for i, p in enumerate(pieces) if not p.face_up]
        places = len(shown) + (1 if hidden else 0)
        spots = self.grid(rect, [sizes[0]] * (first + places))[first:]
        out: list[QPointF] = [QPointF()] * len(pieces)
        for k, i in enumerate(shown):
            out[i] = spots[k]
        for i in hidden:  # one pile: its count is on its top card
            out[i] = QPointF(spots[-1])
        return out

    def row(self, rect: QRectF, sizes: list[QSizeF]) -> list[QPointF]:
        n = len(sizes)
        w = sizes[0].width()
        step = min(w + 2, (rect.width() - w) / max(1, n - 1))
        y = rect.center().y() - sizes[0].height() / 2
        return [QPointF(rect.left() + i * step, y) for i in range(n)]

    def fan(self, rect: QRectF, sizes: list[QSizeF]) -> list[QPointF]:
        """A row of boxes overlapping as much as the place needs, centred; the last one on top."""
        n = len(sizes)
        w, h = sizes[0].width(), sizes[0].height()
        step = min(w + 1, (rect.width() - 2 - w) / max(1, n - 1)) if n > 1 else 0.0
        x = rect.center().x() - (w + step * (n - 1)) / 2
        return [QPointF(x + i * step, rect.center().y() - h / 2) for i in range(n)]

    def pile(self, rect: QRectF, sizes: list[QSizeF], step: float) -> list[QPointF]:
        n = len(sizes)
        s = sizes[0]
        step = min(step, max(0.0, (rect.height() - s.height() - 2) / max(1, n - 1)))
        x = rect.center().x() - s.width() / 2
        base = rect.center().y() - s.height() / 2 + step * (n - 1) / 2
        return [QPointF(x + min(i, 6) * 0.4, base - i * step) for i in range(n)]

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        art = piece.art
        a = self.art
        if not piece.face_up:
            count = int(art[16:]) if art.startswith("essen/back/count") else 0
            if piece.kind == "tile":
                return a.box_back(w, h)
            if piece.kind == "token":
                return a.event_back(w, h, count)
            if ids.kind(piece.id) == ids.RANKING_BACK:
                return a.ranking_back(w, h)
            return a.wish_back(w, h, count)
        if art.startswith("essen/tile/"):
            return a.tile_svg(ids.ref(piece.id), art, w, h)
        if art == "essen/meeple":
            return a.meeple_svg(self.seat_colour(piece.owner), w, h)
        if art == "essen/action":
            return a.meeple_svg(self.seat_colour(piece.owner), w, h, action=True)
        if art.startswith("essen/wish/"):
            return a.wish_svg(ids.ref(piece.id), art, w, h)
        if art.startswith("essen/ranking/"):
            rid = ids.ref(piece.id)
            card = next(i for i, r in enumerate(data().rankings) if r.id == rid)
            return a.ranking_svg(card, w, h)
        if art.startswith("essen/event/"):
            return a.event_svg(art.split("/")[2], w, h)
        if art == "essen/crowd":
            return a.crowd_svg(w, h)
        if art.startswith("essen/firstplayer"):
            return a.first_player_svg(art.endswith("/press"), w, h)
        if art == "essen/popmarker":
            return a.popularity_marker(ids.ref(piece.id), piece.label, w, h)
        if art == "essen/scoremarker":
            return a.score_marker(self.seat_colour(piece.owner), w, h)
        if art.startswith(("essen/bill", "essen/money")):
            return a.money_svg(piece.label, w, h)
        if art == "essen/lastturn":
            return a.last_turn_svg(ids.ref(piece.id), w, h)
        return super().piece_svg(piece, w, h)


VIEW = EssenView
