"""The Old West Empresario table: the market in the middle, one frontier town per player around it.

The market follows the rulebook's set-up: three wanted stacks (gold on silver) above the six die number
tiles, two building tiles in a column under each number, then the draw pile, the income discard, the
chosen die, the used dice and the population supply. Each player's panel holds the character card,
money, population tokens and wanted cards won, above the town: an unbounded grid drawn around its Town
Hall, with one cell size for every town (the largest town sets it), kept steady while the towns still fit.
Own board first, the viewer's panel is the tall one on the left and the others are compact on the right.
Zone ids are those documented in ``layout.py``. The only Qt module of the title: where things lie is worked
out by ``geometry.py``, and the pieces and the board under them are drawn as SVG by ``art.py`` (both
without Qt); this module places them.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.boxes import Box
from fairtable.games.empresario import geometry as G
from fairtable.games.empresario import ids
from fairtable.games.empresario.art import (
    FLOOR,
    LOT,
    LOT_EDGE,
    building_svg,
    card_back,
    character_english,
    character_svg,
    coin_svg,
    die_svg,
    marker_svg,
    population_svg,
    tile_back,
    wanted_svg,
)
from fairtable.games.empresario.board import (
    PanelArt,
    board_svg,
    column_slot,
    hand_caption_svg,
)
from fairtable.games.empresario.geometry import BOARD_H, BOARD_W, DY, MARKET_FOOT, MARKET_TILE
from fairtable.games.svg import svg
from fairtable.i18n import _, ngettext, pgettext
from fairtable.ui.table.art import BoardArt
from fairtable.ui.table.boxes import as_box, qrect
from fairtable.ui.table.title_view import TitleView, seat_panel_id, seat_tab_id

__all__ = ["BOARD_H", "BOARD_W", "VIEW", "EmpresarioView"]


# -- the view ----------------------------------------------------------------------------------------------


class EmpresarioView(TitleView):
    background = "#b89d72"
    zone_label_px = FLOOR  # the wanted objective's name, once both its cards are gone
    zone_label_lines = True  # ... on two lines where it is long

    panel_font_px = 15
    compacts = True  # own board first

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        self._counts: Counter[str] = Counter()
        self._towns: dict[str, G.TownGeometry] = {}  # per group of towns: (areas, cell, origins), kept while they fit
        self.cell = G.CELL_MAX
        self.mx = G.MARKET_X  # the market's left edge (own board first moves it)
        self.board = QRectF(0, 0, BOARD_W, BOARD_H)

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        self._counts = Counter(p.zone for p in layout.pieces)
        return super().plan(layout)

    def seat_figures(self, layout: Layout, seat: int) -> list[str]:
        """Money, VP tokens and buildings; the character; the wanted cards won; the start player marker."""
        figures = super().seat_figures(layout, seat)
        if len(figures) > 1:
            # The compact panel has room for the short form of "5 VP tokens" where a language has one (German's
            # "Bevölkerungsmarker" wrapped the character's name off the panel).
            # TRANSLATORS (context "short"): a player's VP tokens on their compact board ("5 Bev.-Marker")
            short = pgettext("short", "{n} VP tokens")
            count = re.search(r"\d+", figures[1])
            if short != "{n} VP tokens" and count is not None:
                figures[1] = short.format(n=count.group())
        chars = [p for p in layout.in_zone(ids.character(seat)) if p.face_up]
        if len(chars) == 1:
            figures.append(chars[0].label)
        won = layout.in_zone(ids.wanted_won(seat))
        if won:
            figures.append(ngettext("{n} wanted card", "{n} wanted cards", len(won)).format(n=len(won)))
        if layout.in_zone(ids.marker(seat)):
            # TRANSLATORS (context "short"): on a player's compact board, that they hold the start player marker
            figures.append(pgettext("short", "start player"))
        return figures

    # -- geometry -----------------------------------------------------------------------------------

    def players(self, layout: Layout) -> int:
        owners = [z.owner for z in layout.zones if z.owner is not None]
        return max(max(owners, default=-1) + 1, 2)

    def panels(self, n: int) -> dict[int, QRectF]:
        """The panels of the board of nobody in particular."""
        return {p: qrect(box) for p, box in G.panels(n).items()}

    def own_first(self) -> bool:
        """Whether the board is laid out for one viewer: their panel at full height, the others compact."""
        return self.viewer is not None

    def own_panels(self, n: int) -> tuple[dict[int, QRectF], dict[int, QRectF], QRectF]:
        """Own board first: the full panels, the compact ones, and the room left on the right."""
        viewer = self.viewer if self.viewer is not None and self.viewer < n else 0
        full, small, room = G.own_panels(n, viewer, self.is_compact)
        return {p: qrect(b) for p, b in full.items()}, {p: qrect(b) for p, b in small.items()}, qrect(room)

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        n = self.players(layout)
        plan: dict[str, QRectF] = {}
        if self.own_first():
            self.mx = G.OWN_MARKET_X
            self.board = QRectF(0, 0, G.OWN_BOARD_W, G.OWN_BOARD_H)
            panels, small, _room = self.own_panels(n)
            for p, r in small.items():
                plan[seat_panel_id(p)] = r
            for p, r in panels.items():
                if p != self.viewer:
                    plan[seat_tab_id(p)] = QRectF(r.right() - 38 - 4 - 70, r.top() + 4, 70, 22)
        else:
            self.mx = G.MARKET_X
            self.board = QRectF(0, 0, BOARD_W, BOARD_H)
            panels = self.panels(n)
        fixed = {zid: qrect(box) for zid, box in G.market(self.mx, self.own_first()).items()}
        for z in layout.zones:
            if z.id in fixed:
                plan[z.id] = fixed[z.id]
        towns: dict[int, list[tuple[int, int]]] = {}
        for z in layout.zones:
            space = ids.town_space(z.id)
            if space is not None:
                seat, x, y = space
                towns.setdefault(seat, []).append((x, y))
        zone_ids = {z.id for z in layout.zones}
        areas: dict[int, QRectF] = {}
        for p, r in panels.items():
            plan.update({zid: qrect(box) for zid, box in G.panel_zones(p, as_box(r)).items()})
            x, y, w = r.left(), r.top(), r.width()
            head = G.header_h(w)
            area = QRectF(x + 6, y + head, w - 12, r.height() - head - 6)
            if ids.hand(p) in zone_ids:
                plan[ids.hand(p)] = QRectF(x + 6, r.bottom() - G.HAND_H - 6, w - 12, G.HAND_H)
                area.setBottom(r.bottom() - G.HAND_H - 12)
            areas[p] = area
        # One cell size for every town shown at full size; own board first, the viewer's town has its own.
        groups = {"all": list(areas)} if not self.own_first() else {
            "own": [p for p in areas if p == self.viewer], "others": [p for p in areas if p != self.viewer]}
        for group, members in groups.items():
            if not members:
                continue
            kept = self._towns[group] = G.town_geometry({p: as_box(areas[p]) for p in members},
                                                         {p: towns.get(p, []) for p in members}, self._towns.get(group))
            _areas, cell, origins = kept
            if group != "others":
                self.cell = cell
            for p in members:
                ox, oy = origins.get(p, (0.0, 0.0))
                for cx, cy in towns.get(p, []):
                    plan[ids.town(p, cx, cy)] = QRectF(ox + cx * cell + 1, oy + cy * cell + 1, cell - 2, cell - 2)
        # Anything the layout adds that this view does not know still gets a place.
        spare = QRectF(self.mx, DY + 870, 100, 100) if not self.own_first() else QRectF(self.mx, MARKET_FOOT, 100, 100)
        hidden = {p for p in range(n) if p not in panels}  # compact seats: their zones are not drawn
        for z in layout.zones:
            if z.id not in plan and z.owner not in hidden:
                plan[z.id] = QRectF(spare)
                spare.translate(104, 0)
        return plan

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        return QRectF(self.board)

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        if ids.kind(zone.id) == ids.TOWN:
            return LOT, LOT_EDGE, False
        if ids.kind(zone.id) in (ids.HAND, ids.SETUP_DISCARDS, ids.SETUP_REVEALED):
            return "#efe3c6", "#a98d5f", False
        if ids.kind(zone.id) == ids.WANTED:
            return "#00000000", "#00000000", True  # the objective's name shows once both cards are gone
        return "#00000000", "#00000000", False  # drawn by decorate

    # -- static board art ---------------------------------------------------------------------------

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        """The board under the pieces, drawn as SVG by ``art.py``: the market, the reference cards and the
        players' panels in one drawing, and the caption over the starting tiles in hand above the hand's fill."""
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        n = self.players(layout)
        room: Box | None = None
        if self.own_first():
            panels, _small, spare = self.own_panels(n)
            room = as_box(spare)
        else:
            panels = self.panels(n)
        drawn = []
        for p, r in panels.items():
            tab = plan.get(seat_tab_id(p))
            right = tab.left() - 6 if tab is not None else r.right() - 2 - 40
            name = self.seats[p].name if p < len(self.seats) else _("Player {n}").format(n=p + 1)
            drawn.append(PanelArt(p, as_box(r), name, self.seat_colour(p), right))
        scene.addItem(BoardArt(board_svg(as_box(self.board), self.mx, boxes, drawn, self.own_first(), room),
                               QRectF(self.board)))
        for p in panels:
            hand = plan.get(ids.hand(p))
            if hand is not None:
                item = BoardArt(hand_caption_svg(as_box(hand)), hand)
                item.setZValue(-0.5)  # above the hand's fill
                scene.addItem(item)

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        zone, kind = piece.zone, piece.kind
        if kind == "tile":
            if ids.kind(zone) == ids.TOWN and zone_rect is not None:
                s = min(zone_rect.width(), zone_rect.height()) - 2
                return QSizeF(s, s)
            if ids.kind(zone) == ids.HAND and zone_rect is not None:
                n = max(1, self._counts.get(zone, 1))
                s = min(74.0, zone_rect.height() - 18, (zone_rect.width() - 8) / n - 6)
                return QSizeF(s, s)
            if zone == ids.SETUP_REVEALED and zone_rect is not None:
                s = self._grid_side(self._counts.get(zone, 1), zone_rect)
                return QSizeF(s, s)
            if zone == ids.SETUP_DISCARDS:
                return QSizeF(64, 64)
            return QSizeF(MARKET_TILE, MARKET_TILE)
        if kind == "die":
            if zone == ids.TRAY:
                return QSizeF(48, 48)
            return QSizeF(28, 28)
        if kind == "coin":
            return QSizeF(54, 54)
        if kind == "token":
            return QSizeF(62, 62) if zone == ids.SUPPLY else QSizeF(54, 54)
        if kind == "marker":
            return QSizeF(30, 30)
        if kind == "card":
            if ids.kind(zone) == ids.WANTED:
                return QSizeF(146, 96)
            if ids.kind(zone) == ids.WANTED_WON:
                cols = self._won_columns(zone_rect)
                width = zone_rect.width() - 8 if zone_rect is not None else 110
                return QSizeF((width - 4 * (cols - 1)) / cols, 22)
            if ids.kind(zone) == ids.CHARACTER:
                if self._counts.get(zone, 1) > 1:
                    return QSizeF(70, 56)
                return QSizeF(142, 56)
        return super().piece_size(piece, zone_rect)

    @staticmethod
    def _won_columns(rect: QRectF | None) -> int:
        """Wanted cards won side by side: as many columns as fit cards 150 units wide."""
        return max(1, int((rect.width() - 8) // 150)) if rect is not None else 1

    @staticmethod
    def _grid_side(n: int, rect: QRectF) -> float:
        side = 74.0
        while side > 20:
            cols = max(1, int((rect.width() - 8) // (side + 4)))
            rows = math.ceil(n / cols)
            if rows * (side + 4) <= rect.height() - 8:
                break
            side -= 2
        return side

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        zid = zone.id
        n = len(pieces)
        if not n:
            return []
        if ids.kind(zid) == ids.NUMBER:
            # Three dice a row below the die face; rows close up when many dice show one number.
            rows = math.ceil(n / 3)
            top, room = rect.top() + 40, rect.height() - 44
            step_y = min(30.0, (room - sizes[0].height()) / max(1, rows - 1)) if rows > 1 else 0
            out = []
            for i, s in enumerate(sizes):
                r, c = divmod(i, 3)
                in_row = min(3, n - r * 3)
                x0 = rect.center().x() - (in_row * 26 + 2) / 2
                y = top + r * step_y if rows > 1 else top + (room - s.height()) / 2
                out.append(QPointF(x0 + c * 26, y))
            return out
        if ids.kind(zid) == ids.COLUMN:
            return [qrect(column_slot(as_box(rect), min(k, 1))).topLeft() for k in range(n)]
        if ids.kind(zid) == ids.WANTED:
            # The gold card on top, the silver one peeking out below and to the right.
            out = []
            for p, s in zip(pieces, sizes, strict=True):
                if ids.is_silver(p.id) and n > 1:
                    out.append(QPointF(rect.left() + 10, rect.bottom() - s.height() - 2))
                else:
                    out.append(QPointF(rect.left() + 2, rect.top() + 2))
            return out
        if ids.kind(zid) == ids.WANTED_WON:
            cols = self._won_columns(rect)
            rows = math.ceil(n / cols)
            step = min(23.0, (rect.height() - 16 - 22) / max(1, rows - 1)) if rows > 1 else 0
            w = sizes[0].width()
            return [QPointF(rect.left() + 4 + (i % cols) * (w + 4), rect.top() + 14 + (i // cols) * step) for i in range(n)]
        if ids.kind(zid) in (ids.MONEY, ids.POPULATION, ids.CHARACTER) and zid != ids.SUPPLY:
            total = sum(s.width() for s in sizes) + 2 * (n - 1)
            x = rect.center().x() - total / 2
            out = []
            for s in sizes:
                out.append(QPointF(x, rect.center().y() - s.height() / 2))
                x += s.width() + 2
            return out
        if zid in (ids.TRAY, ids.SUPPLY):
            return [QPointF(rect.center().x() - s.width() / 2, rect.top() + 22 + (rect.height() - 22 - s.height()) / 2)
                    for s in sizes]
        if zid == ids.USED:
            return [QPointF(rect.left() + 4 + (i % 4) * 29, rect.top() + 26 + (i // 4) * 30) for i in range(n)]
        if zid == ids.DRAW_PILE:
            return [QPointF(rect.center().x() - s.width() / 2 + min(i, 8) * 1.2, rect.top() + 30 - min(i, 8) * 1.2)
                    for i, s in enumerate(sizes)]
        if ids.kind(zid) == ids.TOWN:
            return [QPointF(rect.center().x() - s.width() / 2, rect.center().y() - s.height() / 2) for s in sizes]
        if ids.kind(zid) == ids.HAND or zid == ids.SETUP_REVEALED:
            side = sizes[0].width()
            cols = max(1, int((rect.width() - 8) // (side + 4))) if zid == ids.SETUP_REVEALED else n
            used = min(n, cols) * (side + 4) - 4
            x0 = rect.center().x() - used / 2
            top = rect.top() + (16 if ids.kind(zid) == ids.HAND else 4)
            return [QPointF(x0 + (i % cols) * (side + 4), top + (i // cols) * (side + 4)) for i in range(n)]
        if zid == ids.SETUP_DISCARDS:
            return [QPointF(rect.center().x() - s.width() / 2 + min(i, 10) * 1.5, rect.center().y() - s.height() / 2 - min(i, 10) * 1.5)
                    for i, s in enumerate(sizes)]
        return super().arrange(zone, rect, pieces, sizes)

    def svg_for(self, piece: Piece, w: float, h: float) -> str:
        # Native Settlements share art and label but differ in effect: their tile id joins the cache key.
        if piece.kind == "tile" and piece.face_up and "native-settlement" in piece.art:
            key = (piece.kind, piece.art, piece.label, piece.id, piece.owner, round(w), round(h))
            found = self._svg_cache.get(key)
            if found is None:
                if len(self._svg_cache) > 4000:
                    self._svg_cache.clear()
                found = self._svg_cache[key] = self.piece_svg(piece, w, h)
            return found
        return super().svg_for(piece, w, h)

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        kind, art = piece.kind, piece.art
        if not piece.face_up:
            if kind == "tile":
                return svg(w, h, tile_back(w, h))
            return card_back(w, h)
        t = ids.number_of(piece.id, ids.TILE)
        if kind == "tile" and art.startswith("empresario/tile/") and t is not None:
            return building_svg(t, w, h, built=not art.endswith("/unbuilt"))
        if kind == "die" and art.startswith("empresario/die/"):
            return die_svg(int(art.rsplit("/", 1)[1]), w, h)
        if kind == "coin":
            return coin_svg(piece.label, w, h)
        if kind == "token":
            return population_svg(piece.label, w, h, supply=piece.id == ids.SUPPLY_TOKENS)
        if kind == "marker":
            return marker_svg(w, h)
        if kind == "card" and art.startswith("empresario/wanted/"):
            obj, metal = ids.wanted_card_of(piece.id)
            return wanted_svg(obj, metal, w, h)
        if kind == "card" and art.startswith("empresario/character/"):
            return character_svg(piece.label, w, h, character_english(piece.art))
        return super().piece_svg(piece, w, h)


VIEW = EmpresarioView
