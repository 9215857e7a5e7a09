"""The ESSEN board: the fair floor with its two halls, the side board and one individual board per player.

The fair floor lies in the score track: the halls' stands at the ``col``/``row`` of ``hall.json`` (a column
or row without stands is narrower), the zone signs with their crowd spots along the outer walls, the
Galeria along the back, the entrances and the parking in front; the space left around them holds the event
tokens, the last turn and the early departures (behind the halls), what is out of the game, the bank and
the wish list deck (in front). Beside it the side board: the loading dock (storage boxes and the pallet
truck), the popularity tracks, the ranking table and the common wish list. Under both, the players'
boards side by side: action track with its six bag spaces, pre-order box, car trunk, money and wish
cards. Zone ids are those documented in ``layout.py``. The only Qt module of the title; the drawings are
SVG text from ``art.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.essen import art as A
from fairtable.games.essen.art import FONT, NARROW, EssenArt
from fairtable.games.essen.data import SYMBOLS, ZONES, data
from fairtable.ui.table.title_view import TitleView

# -- geometry (scene units) --------------------------------------------------------------------------------

SW, SH = 68.0, 78.0  # a column / row with stands
NW, NH = 46.0, 42.0  # a column / row without stands
TRACK = 22.0  # the score track's depth
SIGN = 26.0  # the zone signs along the halls' outer walls
PAD = 6.0  # between the score track and the floor
TILE = QSizeF(62, 62)  # a game tile in the hall and on the pallet truck
MINI = QSizeF(22, 30)  # a game in a bag or a trunk, or out of the game
TICKET_H = 30.0  # a wish card with its name on two lines
LINE_H = 15.0  # a wish card with its name on one line, when many lie together
GAP = 8.0
SIDE_W = 270.0
PLAYER_H = 180.0

_metrics: dict[tuple[bool, bool], QFontMetricsF] = {}


def measure(text: str, size: float, bold: bool = False, narrow: bool = False) -> float:
    """A text's width as the SVG renderer draws it in the board's fonts (Qt's font metrics)."""
    fm = _metrics.get((bold, narrow))
    if fm is None:
        font = QFont(NARROW if narrow else FONT)
        font.setPixelSize(100)
        font.setBold(bold)
        fm = _metrics[(bold, narrow)] = QFontMetricsF(font)
    return fm.horizontalAdvance(text) * size / 100


class BoardArt(QGraphicsItem):
    """Static board art drawn from SVG: vector-sharp at any zoom, cached per device resolution."""

    def __init__(self, text: str, rect: QRectF) -> None:
        super().__init__()
        self.svg = text
        self._renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
        self._rect = QRectF(rect)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        self._renderer.render(painter, self._rect)


def _r(x: float, y: float, w: float, h: float) -> QRectF:
    return QRectF(x, y, w, h)


class EssenView(TitleView):
    background = "#b7a888"
    scene_margin = 6.0

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        d = data()
        self.spaces = {s.id: s for s in d.spaces}
        self.art = EssenArt(measure)
        self._counts: Counter[str] = Counter()
        self._hidden: Counter[str] = Counter()
        stand_cols = {s.col for s in d.spaces if s.kind == "stand"}
        stand_rows = {s.row for s in d.spaces if s.kind == "stand"}
        cols = max(s.col for s in d.spaces) + 1
        rows = max(s.row for s in d.spaces) + 1
        self.col_w = [SW if c in stand_cols else NW for c in range(cols)]
        self.row_h = [SH if r in stand_rows else NH for r in range(rows)]
        self.x0 = TRACK + PAD + SIGN  # the first column's left
        self.y0 = TRACK + PAD
        self.col_x = [self.x0 + sum(self.col_w[:c]) for c in range(cols + 1)]
        self.row_y = [self.y0 + sum(self.row_h[:r]) for r in range(rows + 1)]
        self.floor = QRectF(0, 0, self.col_x[-1] + SIGN + PAD + TRACK, self.row_y[-1] + PAD + TRACK)
        self.side_x = self.floor.right() + GAP

    # -- geometry -----------------------------------------------------------------------------------

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        self._counts = Counter(p.zone for p in layout.pieces)
        self._hidden = Counter(p.zone for p in layout.pieces if not p.face_up)
        return super().plan(layout)

    def cell(self, col: int, row: int, cols: int = 1, rows: int = 1) -> QRectF:
        return QRectF(self.col_x[col], self.row_y[row], self.col_x[col + cols] - self.col_x[col],
                      self.row_y[row + rows] - self.row_y[row])

    def players_in(self, layout: Layout) -> int:
        return max((z.owner for z in layout.zones if z.owner is not None), default=-1) + 1

    def halls(self) -> dict[str, QRectF]:
        """The two buildings: Hall A (the columns left of the courtyard) and Hall B."""
        d = data()
        court = next(s for s in d.spaces if s.kind == "courtyard")
        stands = [s for s in d.spaces if s.kind == "stand"]
        out = {}
        for name, group in (("A", [s for s in stands if s.col < court.col]), ("B", [s for s in stands if s.col > court.col])):
            c0, c1 = min(s.col for s in group), max(s.col for s in group)
            r0, r1 = min(s.row for s in group), max(s.row for s in group)
            out[name] = self.cell(c0, r0, c1 - c0 + 1, r1 - r0 + 1)
        return out

    def zone_block(self, colour: str) -> QRectF:
        """The rows of stands of one colour zone."""
        r = QRectF()
        for s in self.spaces.values():
            if s.zone == colour and s.kind == "stand":
                r = r.united(self.cell(s.col, s.row))
        return r

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        plan: dict[str, QRectF] = {}
        for sid, s in self.spaces.items():
            if s.kind == "parking":
                r = self.cell(max(0, s.col - 1), s.row, 3)
            else:
                r = self.cell(s.col, s.row)
            plan[f"space:{sid}"] = r.adjusted(2, 2, -2, -2)
        halls = self.halls()
        for colour in ZONES:
            block = self.zone_block(colour)
            left = block.center().x() < self.floor.center().x()
            x = (halls["A"].left() - SIGN + 1) if left else (halls["B"].right() + 1)
            plan[f"hallzone:{colour}"] = _r(x, block.center().y() - 14, SIGN - 2, 28)
        # Behind the halls: the event tokens (left), the last turn and the early departures (right).
        back = self.row_y[0] + 3
        a, b = halls["A"], halls["B"]
        plan["events:pool"] = _r(a.left(), back + 1, 34, NH - 8)
        plan["events:used"] = _r(a.left() + 40, back + 1, a.right() - a.left() - 44, NH - 8)
        gal = max(self.col_x[s.col + 1] for s in self.spaces.values() if s.kind == "galeria")
        x = max(gal + 4, b.left())
        plan["lastturn"] = _r(x + 2, back, 96, NH - 6)
        plan["departure:1"] = _r(x + 104, back, 58, NH - 6)
        plan["departure:2"] = _r(x + 166, back, 58, NH - 6)
        # In front: out of the game and the bank (left), the wish list deck and its discards (right).
        front = self.row_y[-3] + 3
        deep = self.row_y[-1] - front - 3
        entrances = sorted(s.col for s in self.spaces.values() if s.kind == "entrance")
        plan["box"] = _r(a.left(), front, self.col_x[entrances[0]] - a.left() - 4, deep)
        plan["bank"] = _r(self.col_x[entrances[0]] + 2, self.row_y[-2] + 4, self.col_x[entrances[0] + 2] - self.col_x[entrances[0]] - 6, NH - 8)
        right = self.col_x[entrances[-1] + 1] + 4
        plan["wishdeck"] = _r(right, front, 52, deep)
        plan["wishdiscard"] = _r(right + 56, front, b.right() - right - 56, deep)
        # The score track: 100 cells around the floor, clockwise from the top left corner.
        for v, r in enumerate(self.score_cells()):
            plan[f"score:{v}"] = r
        self._plan_side(plan)
        players = self.players_in(layout)
        top = max(self.floor.bottom(), self.side_bottom) + GAP
        width = self.side_x + SIDE_W
        bw = (width - GAP * (players - 1)) / max(1, players)
        for p in range(players):
            self._plan_player(plan, p, _r(p * (bw + GAP), top, bw, PLAYER_H))
        return plan

    def score_cells(self) -> list[QRectF]:
        w, h = self.floor.width(), self.floor.height()
        across = 29
        down = 50 - across
        cw = w / across
        ch = (h - 2 * TRACK) / down
        cells = [_r(k * cw, 0, cw, TRACK) for k in range(across)]
        cells += [_r(w - TRACK, TRACK + k * ch, TRACK, ch) for k in range(down)]
        cells += [_r(w - (k + 1) * cw, h - TRACK, cw, TRACK) for k in range(across)]
        cells += [_r(0, h - TRACK - (k + 1) * ch, TRACK, ch) for k in range(down)]
        return cells

    def _plan_side(self, plan: dict[str, QRectF]) -> None:
        x, y = self.side_x, 0.0
        w = SIDE_W
        self.side_panels: dict[str, QRectF] = {}
        # The loading dock: storage boxes 2-6 and the last turn's box 7, the pallet truck's six slots.
        dock_h = 24 + 44 + 2 * 82 + 6
        self.side_panels["dock"] = _r(x, y, w, dock_h)
        step = (w - 12) / 6
        for k, box in enumerate(range(2, 8)):
            plan[f"storage:{box}"] = _r(x + 6 + k * step + 1, y + 25, step - 2, 38)
        for k in range(6):
            col, row = k % 3, k // 3
            plan[f"pallet:{k}"] = _r(x + 11 + col * 69, y + 74 + row * 82, 65, 65)
        y += dock_h + 6
        # The popularity tracks.
        pop_h = 24 + 4 * 25 + 3
        self.side_panels["popularity"] = _r(x, y, w, pop_h)
        for r, sym in enumerate(SYMBOLS):
            for v in range(7):
                plan[f"popularity:{sym}:{v}"] = _r(x + 31 + v * 33.8, y + 25 + r * 25, 32, 23)
        y += pop_h + 6
        # The ranking table: BoardGameGeek, Tric Trac, Fairplay, and the afternoon cards waiting.
        rank_h = 24 + 12 + 90 + 6
        self.side_panels["rankings"] = _r(x, y, w, rank_h)
        for k in range(3):
            plan[f"ranking:{k}"] = _r(x + 7 + k * 70, y + 37, 66, 90)
        plan["rankings:afternoon"] = _r(x + 7 + 3 * 70 + 2, y + 37, w - 14 - 3 * 70 - 2, 90)
        y += rank_h + 6
        # The common wish list.
        list_h = 24 + 3 * (TICKET_H + 4) + 2
        self.side_panels["wishlist"] = _r(x, y, w, list_h)
        plan["wishlist"] = _r(x + 6, y + 24, w - 12, list_h - 27)
        self.side_bottom = y + list_h

    def _plan_player(self, plan: dict[str, QRectF], p: int, r: QRectF) -> None:
        x, y, w = r.left(), r.top(), r.width()
        plan[f"money:{p}"] = _r(r.right() - 69, y + 3, 64, 19)
        plan[f"firstplayer:{p}"] = _r(r.right() - 115, y + 3, 44, 19)
        wide = w >= 470
        cell = min(32.0, (w - 12) / 9 if not wide else (w * 0.55 - 12) / 9)
        top = y + 26
        for k in range(9):
            plan[f"track:{p}:{k}"] = _r(x + 6 + k * cell, top, cell - 1.5, 34)
        plan[f"bag:{p}"] = _r(x + 6 + 3 * cell - 1.5, top - 1.5, 6 * cell + 1.5, 37)
        if wide:
            tx, ty, tw = x + 6 + 9 * cell + 8, top, r.right() - 6 - (x + 6 + 9 * cell + 8)
        else:
            tx, ty, tw = x + 6, top + 38, w - 12
        plan[f"preorder:{p}"] = _r(tx, ty, 30, 34)
        bins = tw - 34
        plan[f"trunk:{p}"] = _r(tx + 34, ty - 1, bins, 36)
        for k, sym in enumerate(SYMBOLS):
            plan[f"trunk:{p}:{sym}"] = _r(tx + 36 + k * (bins - 4) / 4, ty + 1, (bins - 4) / 4 - 2, 32)
        cards_top = ty + 38
        area = _r(x + 6, cards_top, w - 12, r.bottom() - 5 - cards_top)
        plan[f"hand:{p}"] = area
        # The draft shares the wish cards' room; on a narrow board it takes the track and the trunk too,
        # empty while the wish cards are chosen. The two play-tested cards lie at the right of the wish
        # cards, which make room for them.
        plan[f"draft:{p}"] = QRectF(area) if wide else _r(x + 6, top, w - 12, r.bottom() - 5 - top)
        pw = min(area.width(), 2 * self.ticket_size(area, 2).width() + 4)
        plan[f"playtest:{p}"] = _r(area.right() - pw, area.top(), pw, area.height())

    @staticmethod
    def ticket_size(room: QRectF, n: int) -> QSizeF:
        """The size of each of ``n`` wish cards lying in ``room``: names on two lines, about 90 units wide,
        while they all fit so; else names on one line in as few columns as let every card show whole."""
        cols = max(1, int((room.width() + 4) // 92))
        if -(-n // cols) * (TICKET_H + 4) - 4 <= room.height() + 0.01:
            return QSizeF((room.width() - 4 * (cols - 1)) / cols, TICKET_H)
        rows = max(1, int((room.height() + 2) // (LINE_H + 2)))
        cols = max(1, min(int((room.width() + 2) // 58), -(-n // rows)))
        return QSizeF((room.width() - 2 * (cols - 1)) / cols, LINE_H)

    def places(self, zone: str) -> int:
        """How many places a zone's wish cards take: one each face up, one pile for the face-down ones."""
        hidden = self._hidden.get(zone, 0)
        return self._counts.get(zone, 0) - hidden + (1 if hidden else 0)

    def card_room(self, zone: str, rect: QRectF) -> tuple[QRectF, int, int]:
        """Where a zone's wish cards lie, how many places are taken there in all and the first of this
        zone's. While a draft is on, the wish cards and the draft share the draft's room (the draft after
        the cards kept); the wish cards make room for two play-tested cards at their right."""
        kind, _, owner = zone.partition(":")
        if kind in ("hand", "draft"):
            draft = f"draft:{owner}"
            if self._counts.get(draft, 0):
                kept = self.places(f"hand:{owner}")
                return QRectF(self._plan[draft]), kept + self.places(draft), kept if kind == "draft" else 0
        room = QRectF(rect)
        if kind == "hand" and self._counts.get(f"playtest:{owner}", 0):
            room.setRight(self._plan[f"playtest:{owner}"].left() - 6)
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
        scene.addItem(BoardArt(self._floor_svg(plan), self.floor))
        for name, r in self.side_panels.items():
            scene.addItem(BoardArt(self._panel_svg(name, r, plan), r))
        for p in range(self.players_in(layout)):
            r = self.player_rect(p, plan)
            scene.addItem(BoardArt(self._player_svg(p, r, plan), r))

    def player_rect(self, p: int, plan: dict[str, QRectF]) -> QRectF:
        money = plan[f"money:{p}"]
        hand = plan[f"hand:{p}"]
        left = plan[f"track:{p}:0"].left() - 6
        return QRectF(left, money.top() - 3, money.right() + 4 - left, hand.bottom() + 5 - money.top() + 3)

    def _floor_svg(self, plan: dict[str, QRectF]) -> str:
        d = data()
        w, h = self.floor.width(), self.floor.height()

        def box(r: QRectF, fill: str, stroke: str = "none", width: float = 1.0, rx: float = 0.0, extra: str = "") -> str:
            return A.rect(r.left(), r.top(), r.width(), r.height(), fill, stroke, width, rx, extra)

        body = [A.rect(0, 0, w, h, "#efe3c4", A.LINE, 1.5, 6)]
        # The score track.
        for v, r in enumerate(self.score_cells()):
            fill = "#f7ecd2" if v % 5 else "#e9d3a3"
            body.append(box(r.adjusted(.6, .6, -.6, -.6), fill, "#b39d72", .8, 2))
            size = 9.0 if v % 5 else 9.5
            body.append(A.txt(r.center().x(), r.center().y() + size * 0.36, str(v), size, "#6b5a3a", v % 5 == 0,
                              minor=True))
        inner = QRectF(TRACK, TRACK, w - 2 * TRACK, h - 2 * TRACK)
        body.append(box(inner, A.FLOOR, "#8c7f66", 1.2, 3))
        # Street and parking in front, the courtyard between the halls.
        halls = self.halls()
        for name, r in halls.items():
            body.append(box(r.adjusted(-4, -4, 4, 4), "#5f5444", rx=4))
            body.append(box(r.adjusted(-1.5, -1.5, 1.5, 1.5), A.CARPET, rx=2))
        for colour in ZONES:
            block = self.zone_block(colour)
            sign = plan[f"hallzone:{colour}"]
            left = sign.center().x() < self.floor.center().x()
            strip = QRectF(sign.left() + 2, block.top() + 2, SIGN - 6, block.height() - 4)
            body.append(box(strip, A.ZONE_DEEP[colour], rx=4))
            cx = strip.center().x()
            body.append(f'<circle cx="{cx:.1f}" cy="{sign.center().y():.1f}" r="12.5" fill="#fff" fill-opacity=".5"/>')
            ty = strip.top() + 6 if left else strip.bottom() - 6
            rot = 90 if left else -90
            body.append(A.txt(cx, ty, colour.capitalize(), 8.5, "#fff", True, "start", minor=True,
                              extra=f'transform="rotate({rot} {cx:.1f} {ty:.1f})" dy="3"'))
        for sid, s in self.spaces.items():
            r = plan[f"space:{sid}"]
            if s.kind == "stand":
                tile = d.tiles[d.space_tile[d.space_index[sid]]]
                body.append(self._booth(r, s.zone or "yellow", s.number, tile.publisher))
            elif s.kind == "courtyard":
                body.append(box(r, "#dfe9c8", "#6f8f57", 1.2, 5))
                body.append(self._table_icon(r.center().x(), r.top() + 24))
                body.append(A.txt(r.center().x(), r.bottom() - 20, "Court-", 8, "#3f6a2a", True, minor=True))
                body.append(A.txt(r.center().x(), r.bottom() - 10, "yard", 8, "#3f6a2a", True, minor=True))
            elif s.kind == "galeria":
                body.append(box(r, "#e6dcf0", "#7a6796", 1.2, 5, 'stroke-dasharray="4 2"'))
                body.append(A.txt(r.center().x(), r.top() + 11, "Galeria", 8, "#5a4a78", True, minor=True))
            elif s.kind == "entrance":
                body.append(box(r, "#f4efe2", "#5f5444", 1.4, 4))
                body.append(self._door_icon(r.center().x(), r.top() + 4))
                body.append(A.txt(r.center().x(), r.bottom() - 4, "Entrance", 8, "#4a4034", True, minor=True))
            elif s.kind == "parking":
                body.append(box(r, "#9a9a96", "#555", 1.4, 4))
                for k in range(1, 6):
                    lx = r.left() + k * r.width() / 6
                    body.append(f'<path d="M{lx:.1f} {r.top() + 3:.1f}v9" stroke="#f4f4f0" stroke-width="1.4"/>')
                body.append(A.txt(r.center().x(), r.bottom() - 4, "Parking", 8.5, "#fff", True, minor=True))
        # The places around the halls.
        for zid in ("events:pool", "events:used", "lastturn", "departure:1", "departure:2", "box", "bank", "wishdeck",
                    "wishdiscard"):
            body.append(box(plan[zid], "#f8f2e2", "#a8987a", 1, 4, 'stroke-dasharray="3 2"'))
        for k, vp in ((1, 6), (2, 3)):
            r = plan[f"departure:{k}"]
            body.append(A.txt(r.center().x(), r.bottom() - 4, f"{vp} VP", A.PRIMARY, "#2e5b22", True))
        for zid, text in (("box", "Out of the game"), ("wishdeck", "Deck"), ("wishdiscard", "Discards")):
            r = plan[zid]
            body.append(A.txt(r.left() + 4, r.top() + 10, text, 8, "#6b5f4c", True, "start", minor=True))
        r = plan["bank"]
        body.append(A.txt(r.left() + 5, r.center().y() + 3, "Bank", 8, "#6b5f4c", True, "start", minor=True))
        dep = plan["departure:1"].united(plan["departure:2"])
        body.append(A.txt(dep.center().x(), dep.top() + 9, "Early departure", 8, "#6b5f4c", True, minor=True))
        lt = plan["lastturn"]
        body.append(A.txt(lt.center().x(), lt.center().y() + 3, "Last turn", 8.5, "#a8987a", True, minor=True))
        return A.svg(w, h, "".join(body))

    def _booth(self, r: QRectF, colour: str, number: int, publisher: str) -> str:
        """A stand: a booth in the zone's colour with the publisher's name plate on its counter."""
        x, y, w, h = r.left(), r.top(), r.width(), r.height()
        plate_h = 11.0
        fill, deep = A.ZONE_FILL[colour], A.ZONE_DEEP[colour]
        num = str(number)
        nw = self.art.width(num, 8, True) + 5
        room = w - nw - 4
        lines, size, _cut = self.art.fit(publisher, room, 7.5, False, 1, 6, narrow=True)
        return (A.rect(x, y, w, h, fill, deep, 1.2, 3)
                + A.rect(x + 1, y + h - plate_h, w - 2, plate_h - 1, "#fffaf0", deep, .8, 2)
                + A.rect(x + 1, y + h - plate_h, nw, plate_h - 1, deep, rx=2)
                + A.txt(x + 1 + nw / 2, y + h - 3, num, 8, "#fff", True, minor=True)
                + A.txt(x + nw + 3 + room / 2, y + h - 3.2, lines[0] if lines else "", size, A.INK, False, minor=True,
                        narrow=True))

    def _table_icon(self, cx: float, cy: float) -> str:
        return (f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="13" ry="6" fill="#8d6e4a"/>'
                f'<path d="M{cx:.1f} {cy + 5:.1f}v10" stroke="#5d4630" stroke-width="2.4"/>'
                f'<circle cx="{cx - 5:.1f}" cy="{cy - 1.5:.1f}" r="3" fill="#fff"/><circle cx="{cx + 5:.1f}" cy="{cy - 1:.1f}" r="2.6" fill="#ffcc80"/>')

    def _door_icon(self, cx: float, top: float) -> str:
        return (f'<path d="M{cx - 11:.1f} {top + 18:.1f}V{top + 3:.1f}h22V{top + 18:.1f}" fill="none" stroke="#5f5444" stroke-width="2"/>'
                f'<path d="M{cx - 7:.1f} {top + 14:.1f}h14M{cx:.1f} {top + 9:.1f}l4 5M{cx:.1f} {top + 9:.1f}l-4 5" '
                'stroke="#2e7d32" stroke-width="1.8" fill="none"/>')

    def _panel_svg(self, name: str, r: QRectF, plan: dict[str, QRectF]) -> str:
        w, h = r.width(), r.height()
        ox, oy = r.left(), r.top()

        def local(zid: str) -> QRectF:
            return plan[zid].translated(-ox, -oy)

        titles = {"dock": "Loading dock", "popularity": "Popularity", "rankings": "Ranking table",
                  "wishlist": "Common wish list"}
        colours = {"dock": "#6d4c41", "popularity": "#37474f", "rankings": "#2f5c9a", "wishlist": A.COMMON_BLUE}
        body = [A.board_frame(w, h, colours[name], titles[name])]
        if name == "dock":
            body.append(A.txt(w - 10, 15, "Storage, then the pallet truck", 8, "#f3e6da", False, "end", minor=True))
            for box in range(2, 8):
                b = local(f"storage:{box}")
                body.append(A.rect(b.left(), b.top(), b.width(), b.height(), "#e7d6bd", "#8a6038", 1.2, 3))
                label = str(box) if box < 7 else "7: last turn"
                body.append(A.txt(b.left() + 3, b.top() + 9, str(box), 8.5, "#6d4c41", True, "start", minor=True))
                del label
            body.append(A.txt(local("storage:7").center().x(), local("storage:7").bottom() + 7, "last turn", 7, "#6d4c41",
                              False, minor=True))
            truck = local("pallet:0").united(local("pallet:5")).adjusted(-5, -4, 5, 16)
            body.append(A.rect(truck.left(), truck.top(), truck.width(), truck.height(), "#d7c4a3", "#8a6038", 1.3, 5))
            from fairtable.games.essen.state import PALLET_LABELS
            for k, mark in enumerate(PALLET_LABELS):
                s = local(f"pallet:{k}")
                body.append(A.rect(s.left(), s.top(), s.width(), s.height(), "#f3e9d6", "#a88a5c", 1, 3,
                                   'stroke-dasharray="3 2"'))
                colour = "#b3261e" if mark == "-1" else "#2e7d32" if mark == "+1" else "#ef6c00"
                body.append(A.rect(s.center().x() - 13, s.bottom() + 1.5, 26, 13, colour, rx=6))
                body.append(A.txt(s.center().x(), s.bottom() + 11.5, mark, A.PRIMARY, "#fff", True))
            tx = truck.right() + 6
            body.append(A.txt((tx + w) / 2, truck.top() + 40, "−1 / +1:", 8, "#6d4c41", True, minor=True))
            for i, line in enumerate(("popularity", "of the", "game's", "symbol", "", "E: an", "event", "and the", "crowd")):
                body.append(A.txt((tx + w) / 2, truck.top() + 52 + i * 10, line, 8, "#6d4c41", False, minor=True))
        elif name == "popularity":
            for row, sym in enumerate(SYMBOLS):
                first = local(f"popularity:{sym}:0")
                body.append(A.symbol_icon(sym, 9, first.top() + 2, 19))
                for v in range(7):
                    c = local(f"popularity:{sym}:{v}")
                    body.append(A.rect(c.left(), c.top(), c.width(), c.height(), "#fffaf0", A.SYMBOL_INK[sym], 1, 4))
                    body.append(A.txt(c.center().x(), c.center().y() + 3.6, str(v), 10, A.shade(A.SYMBOL_INK[sym], 1.4),
                                      True, minor=True))
            body.append(A.txt(w - 10, 15, "VP a game scores when bought", 8, "#e0e6ea", False, "end", minor=True))
        elif name == "rankings":
            from fairtable.games.essen.state import RANKING_SITES
            for k, site in enumerate(RANKING_SITES):
                c = local(f"ranking:{k}")
                body.append(A.txt(c.center().x(), c.top() - 4, site, 8, "#2f5c9a", True, minor=True))
                body.append(A.rect(c.left(), c.top(), c.width(), c.height(), "#eef2f8", "#9fb3d1", 1, 5,
                                   'stroke-dasharray="3 2"'))
            c = local("rankings:afternoon")
            body.append(A.txt(c.center().x(), c.top() - 4, "Afternoon", 8, "#2f5c9a", True, minor=True))
            body.append(A.rect(c.left(), c.top(), c.width(), c.height(), "#eef2f8", "#9fb3d1", 1, 5,
                               'stroke-dasharray="3 2"'))
        elif name == "wishlist":
            body.append(A.list_mark(w - 16, 11, 7))
        return A.svg(w, h, "".join(body))

    def _player_svg(self, p: int, r: QRectF, plan: dict[str, QRectF]) -> str:
        """A player's board in their colour: the action track (start point, two spaces, six bag spaces),
        the pre-order box, the car trunk with a place per symbol, the money and the wish cards."""
        w, h = r.width(), r.height()
        ox, oy = r.left(), r.top()
        colour = self.seat_colour(p)
        dark = A.shade(colour, 0.7)

        def local(zid: str) -> QRectF:
            return plan[zid].translated(-ox, -oy)

        name = self.seats[p].name if p < len(self.seats) else f"Seat {p + 1}"
        room = local(f"firstplayer:{p}").left() - 34
        lines, size, _ = self.art.fit(name, room, 12, True, 1, A.PRIMARY)
        body = [
            A.rect(1.5, 1.5, w - 3, h - 3, A.PAPER, colour, 2.4, 8),
            f'<path d="M1.5 9.5a8 8 0 0 1 8-8h{w - 19:.1f}a8 8 0 0 1 8 8v14H1.5z" fill="{A.shade(colour, 1.75)}"/>',
            f'<g transform="translate(8,3.5) scale(0.4)">{A.meeple_path(colour)}</g>',
            A.txt(28, 17, lines[0] if lines else "", size, dark, True, "start"),
        ]
        for k in range(9):
            c = local(f"track:{p}:{k}")
            fill = "#efe3c8" if k >= 3 else "#fffaf0"
            body.append(A.rect(c.left(), c.top(), c.width(), c.height(), fill, A.shade(colour, 0.9), 1, 3))
            mark = "Start" if k == 0 else str(k)
            size = 7 if k == 0 else 8
            body.append(A.txt(c.center().x(), c.bottom() - 2.5, mark, size, A.shade(colour, 0.75), True, minor=True,
                              narrow=k == 0))
        bag = local(f"bag:{p}")
        body.append(A.rect(bag.left(), bag.top(), bag.width(), bag.height(), "none", dark, 1.3, 5, 'stroke-dasharray="4 2"'))
        pre = local(f"preorder:{p}")
        body.append(A.rect(pre.left(), pre.top(), pre.width(), pre.height(), "#fffaf0", A.shade(colour, 0.9), 1, 4,
                           'stroke-dasharray="3 2"'))
        body.append(A.txt(pre.center().x(), pre.top() + 13, "Pre-", 7, "#8a7d66", True, minor=True, narrow=True))
        body.append(A.txt(pre.center().x(), pre.top() + 21, "order", 7, "#8a7d66", True, minor=True, narrow=True))
        trunk = local(f"trunk:{p}")
        body.append(A.rect(trunk.left(), trunk.top(), trunk.width(), trunk.height(), "#e4dccb", "#6e604a", 1.2, 5))
        for sym in SYMBOLS:
            b = local(f"trunk:{p}:{sym}")
            body.append(A.rect(b.left(), b.top(), b.width(), b.height(), "#f7f2e6", "#c4b79c", .8, 3))
            body.append(A.symbol_icon(sym, b.center().x() - 7, b.center().y() - 7, 14, A.shade(A.SYMBOL_INK[sym], 1.65)))
        hand = local(f"hand:{p}")
        body.append(A.rect(hand.left(), hand.top(), hand.width(), hand.height(), "#f1eadb", "#d3c7ae", 1, 5))
        return A.svg(w, h, "".join(body))

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        kind, zone = piece.kind, piece.zone
        if kind == "tile":
            if zone == "box" and zone_rect is not None:
                return self.box_size(zone_rect.adjusted(0, 13, 0, 0), self._counts.get(zone, 0))
            if zone.startswith(("track:", "trunk:")):
                return QSizeF(MINI)
            if zone.startswith("storage:"):
                return QSizeF(34, 30)
            if zone == "lastturn":
                return QSizeF(94, 34)
            return QSizeF(TILE)
        if kind == "meeple":
            return QSizeF(17, 19) if piece.id.startswith("meeple:") else QSizeF(20, 22)
        if kind == "card":
            if zone.startswith("ranking"):
                return QSizeF(64, 88) if zone != "rankings:afternoon" else QSizeF(38, 56)
            if zone == "wishdeck":
                return QSizeF(46, 32)
            if zone_rect is not None and zone.startswith(("hand:", "draft:", "playtest:", "wishlist")):
                room, places, _ = self.card_room(zone, zone_rect)
                return self.ticket_size(room, places)
            return QSizeF(84, TICKET_H)
        if kind == "token":
            if piece.id.startswith(("event", "eventback")):
                return QSizeF(24, 24) if zone.startswith(("space:", "pallet:")) else QSizeF(26, 26)
            if piece.id == "firstplayer":
                return QSizeF(42, 19)
            return QSizeF(26, 26)  # a crowd
        if kind == "marker":
            return QSizeF(13, 13) if piece.id.startswith("scoremarker") else QSizeF(21, 21)
        if kind == "bill":
            return QSizeF(64, 19) if piece.zone.startswith("money") else QSizeF(86, 22)
        return super().piece_size(piece, zone_rect)

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        if not pieces:
            return []
        if zid.startswith("space:"):
            return self._arrange_space(zid, rect, pieces, sizes)
        if zid.startswith("pallet:"):
            out = []
            for p, s in zip(pieces, sizes, strict=True):
                if p.kind == "tile":
                    out.append(QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2))
                else:
                    out.append(QPointF(rect.right() - s.width() - 2, rect.bottom() - s.height() - 2))
            return out
        if zid.startswith(("hand:", "draft:")):
            room, _, first = self.card_room(zid, rect)
            return self.cards(room, pieces, sizes, first)
        if zid.startswith(("playtest:", "wishlist")):
            return self.grid(rect, sizes)
        if zid == "wishdiscard":
            return self.pile(rect.adjusted(0, 12, 0, 0), sizes, 0.6)
        if zid == "box":
            return self.grid(rect.adjusted(0, 13, 0, 0), sizes, gap=2)
        if zid.startswith("trunk:") and zid.count(":") == 2:
            return self.pile(rect, sizes, 2.5)
        if zid.startswith("storage:") or zid in ("events:pool", "wishdeck", "rankings:afternoon"):
            return self.pile(rect, sizes, 0.8)
        if zid == "events:used":
            return self.row(rect, sizes)
        if zid.startswith("track:"):
            out = []
            for s in sizes:
                out.append(QPointF(rect.center().x() - s.width() / 2, rect.top() + 2))
            return out
        if zid.startswith("score:"):
            out = []
            for i, s in enumerate(sizes):
                col, row = i % 3, i // 3
                out.append(QPointF(rect.left() + 1 + col * (rect.width() - s.width() - 2) / 2,
                                   rect.top() + 1 + row * (rect.height() - s.height() - 2)))
            return out
        if zid.startswith("departure:"):
            return [QPointF(rect.center().x() - s.width() / 2 + (i - (len(sizes) - 1) / 2) * 10, rect.top() + 4)
                    for i, s in enumerate(sizes)]
        if zid == "bank":
            s = sizes[0]
            return [QPointF(rect.right() - s.width() - 3, rect.center().y() - s.height() / 2)] * len(sizes)
        if zid.startswith(("money:", "firstplayer:", "preorder:", "popularity:", "lastturn", "ranking:", "hallzone:")):
            return [QPointF(rect.center().x() - s.width() / 2 + i * 3, rect.center().y() - s.height() / 2 - i * 3)
                    for i, s in enumerate(sizes)]
        return super().arrange(zone, rect, pieces, sizes)

    def _arrange_space(self, zid: str, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        """A stand: its tile at the top of the booth (the name plate below it), the tile's event on its
        bottom right corner, meeples in front of the counter, a crowd at the top right. Any other space:
        meeples in a row (two when many), the crowd at its right."""
        stand = self.spaces[zid[6:]].kind == "stand"
        out: list[QPointF | None] = [None] * len(pieces)
        meeples = [i for i, p in enumerate(pieces) if p.kind == "meeple"]
        crowds = [i for i, p in enumerate(pieces) if p.id.startswith("crowd:")]
        for i, p in enumerate(pieces):
            s = sizes[i]
            if p.kind == "tile":
                out[i] = QPointF(rect.left() + 1, rect.top() + 1)
            elif p.id.startswith("event:"):  # on the tile's bottom right corner, over the name plate
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
        shown = [i for i, p in enumerate(pieces) if p.face_up]
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
            if piece.id.startswith("rankingback"):
                return a.ranking_back(w, h)
            return a.wish_back(w, h, count)
        if art.startswith("essen/tile/"):
            return a.tile_svg(piece.id.split(":", 1)[1], art, w, h)
        if art == "essen/meeple":
            return a.meeple_svg(self.seat_colour(piece.owner), w, h)
        if art == "essen/action":
            return a.meeple_svg(self.seat_colour(piece.owner), w, h, action=True)
        if art.startswith("essen/wish/"):
            return a.wish_svg(piece.id.split(":", 1)[1], art, w, h)
        if art.startswith("essen/ranking/"):
            rid = piece.id.split(":", 1)[1]
            card = next(i for i, r in enumerate(data().rankings) if r.id == rid)
            return a.ranking_svg(card, w, h)
        if art.startswith("essen/event/"):
            return a.event_svg(art.split("/")[2], w, h)
        if art == "essen/crowd":
            return a.crowd_svg(w, h)
        if art == "essen/firstplayer":
            return a.first_player_svg(piece.label, w, h)
        if art == "essen/popmarker":
            return a.popularity_marker(piece.id.split(":")[1], piece.label, w, h)
        if art == "essen/scoremarker":
            return a.score_marker(self.seat_colour(piece.owner), w, h)
        if art.startswith(("essen/bill", "essen/money")):
            return a.money_svg(piece.label, w, h)
        if art == "essen/lastturn":
            return a.last_turn_svg(piece.id.split(":", 1)[1], w, h)
        return super().piece_svg(piece, w, h)


VIEW = EssenView
