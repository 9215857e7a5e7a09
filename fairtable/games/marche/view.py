"""The Animal Marche board: the plaza in the centre, each player's board facing its side, the market.

The only Qt module of the title. The plaza's cells are a 4x4 grid (4x2 folded for 2 players; the blocked
diagonal of the 3-player game is drawn blocked). Each seat's board faces the side of the plaza its
sections line up with (seat 0 south, 1 west, 2 north, 3 east; 2 players: south and north): from the plaza
outwards, the customer and worker seats, the stores on their sections (売地), then the backyard strip
(workers, workers to hire, coins and wood). The corner at the owner's left of each board holds what lies in
front of the player: proprietor, start player marker, used workers, goals and ads held. The column on the
right holds the scoreboard and round track, the ads with their fields, the store market, the special
stores, the public facilities and the customers beside the plaza. Zone ids are those of ``layout.py``.

Where all this lies, how big the pieces are and where they sit is worked out by ``geometry.py`` (no Qt);
this module turns its boxes into Qt's rectangles, sizes and points for the table. Everything static
(plaza, boards, captions, the fields of the ads) is drawn here once per plan by ``decorate``; zones
themselves only light up as drop targets. The cards and tokens are drawn by ``art.py`` (no Qt); this
module finds the font for their Japanese names and colours the workers by seat.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
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
    coins_svg,
    customer_svg,
    round_marker_svg,
    start_marker_svg,
    wood_svg,
)
from fairtable.games.marche.data import Ad, Goal, Proprietor
from fairtable.games.marche.geometry import CAPTION, COL_W, COL_X, PX, ROUND_CELL, BoardGeometry, C, label_int
from fairtable.i18n import _, ngettext, pgettext
from fairtable.ui.table.art import meeple_svg
from fairtable.ui.table.boxes import as_box, qrect
from fairtable.ui.table.text_fit import measure
from fairtable.ui.table.title_view import TitleView, elide, seat_panel_id, seat_tab_id

D = T.D
SMALL = 12  # the board's captions (at least the floor, art.FLOOR)
CAPTION_PX = 13  # the column's headings

_JA_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "IPAexGothic", "IPAGothic", "TakaoGothic",
             "VL Gothic", "Droid Sans Fallback")


def japanese_family() -> str | None:
    """A font family with Japanese glyphs, or None (then Japanese names are left out, never drawn as boxes)."""
    try:
        families = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    except Exception:  # noqa: BLE001 (no GUI application: draw without Japanese)
        return None
    for name in _JA_FONTS:
        if name in families:
            return name
    return families[0] if families else None


class MarcheView(TitleView):
    background = "#cbb995"
    scene_margin = 12.0  # the board fills the window: its text is sized for the laptop's fit

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        super().__init__(seats)
        self.art = CardArt(japanese_family(), measure)
        self.geo = BoardGeometry(len(seats))

    # -- helpers ------------------------------------------------------------------------------------

    @property
    def ja_family(self) -> str | None:
        """The font family the board's Japanese names are drawn in (None: they are left out)."""
        return self.art.ja_family

    @ja_family.setter
    def ja_family(self, family: str | None) -> None:
        self.art.ja_family = family

    def with_ja(self, en: str, ja: str) -> str:
        """A caption in the player's language and, where a Japanese font is at hand, the rulebook's Japanese
        word beside it (once: a Japanese caption is that word already)."""
        shown = _(en)
        return f"{shown} {ja}" if self.ja_family and ja and ja not in shown else shown

    # -- geometry (worked out by geometry.py) -------------------------------------------------------

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        # The latest layout decides which pile tops show whole and where customers stand beside facilities.
        self.geo.see(layout)
        return super().plan(layout)

    PANEL_ZONES = ("proprietor", "start", "used", "goals", "drafthand", "adsheld")  # in front of a player
    compacts = True  # own board first
    panel_font_px = 18

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        """The zones where ``geometry.py`` puts them. Own board first: another seat's panel in front of it
        (proprietor, start player, used workers, goals, ads held) is drawn compact, its figures in the
        corner, until opened with a click; its board around the plaza stays, for the customers and workers
        that come and go there."""
        plan = {zid: qrect(box) for zid, box in self.geo.plan(layout).items()}
        for seat in range(self.geo.players):
            if self.viewer is None or seat == self.viewer:
                continue
            corner = qrect(self.geo.corner(self.geo.side_of(seat))).adjusted(6, 6, -6, -6)
            if self.is_compact(seat):
                for name in self.PANEL_ZONES:
                    plan.pop(f"{name}:{seat}", None)
                plan[seat_panel_id(seat)] = corner
            else:
                plan[seat_tab_id(seat)] = QRectF(corner.right() - 4 - 74, corner.top() + 2, 74, 20)
        return plan

    def seat_figures(self, layout: Layout, seat: int) -> list[str]:
        """Coins, wood and the VP of the seat's marker on the scoreboard ("5 VP": the panel is small, the
        players dock says where they are counted); the proprietor; the goals and ads held; the start player;
        the workers."""
        counts = {pid: label_int(p.label) for pid in (ids.coins(seat), ids.wood(seat), ids.vp(seat))
                  if (p := layout.piece(pid)) is not None}
        if len(counts) == 3:
            figures = [W.coins(counts[ids.coins(seat)]), W.wood(counts[ids.wood(seat)]), W.vp(counts[ids.vp(seat)])]
        else:
            figures = super().seat_figures(layout, seat)
        for p in layout.in_zone(ids.seat_zone("proprietor", seat)):
            prop = self._proprietor_for(p.art)
            if prop is not None:
                figures.append(_(prop.name_en))
        goals = len(layout.in_zone(ids.seat_zone("goals", seat)))
        if goals:
            figures.append(ngettext("{n} goal", "{n} goals", goals).format(n=goals))
        ads = len(layout.in_zone(ids.seat_zone("adsheld", seat)))
        if ads:
            figures.append(ngettext("{n} ad held", "{n} ads held", ads).format(n=ads))
        backyard = len(layout.in_zone(ids.seat_zone("backyard", seat)))
        figures.append(_("{n} in the backyard").format(n=backyard))
        used = len(layout.in_zone(ids.seat_zone("used", seat)))
        if used:
            figures.append(_("{n} used").format(n=used))
        if layout.in_zone(ids.seat_zone("start", seat)):
            figures.append(_("start player"))
        return figures

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        return qrect(self.geo.board_box(max(r.bottom() for r in plan.values())))

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        return "#00000000", "#00000000", False  # drawn by decorate; zones only light up as targets

    def quiet_target(self, zone: Zone) -> bool:
        """A facility's places (pairs of cells) overlap one another: only the pair under the held card
        lights up, while its cells light up as targets of their own."""
        return ids.is_spot(zone.id)

    def drop_zone(self, piece: Piece, box: QRectF) -> str | None:
        """A public facility covers two cells: held with its middle on the line between two cells (in the
        inner part of it, a quarter of a cell either side), it lands on that pair; with its middle inside one
        cell, on that cell (each placement over it is offered). Off the plaza: the scene decides."""
        if ids.parse(piece.id)[0] != "facility":
            return None
        geo = self.geo
        x, y = box.center().x(), box.center().y()
        c, r = int((x - PX) // C), int((y - geo.py) // C)
        if not (0 <= r < geo.rows and 0 <= c < 4):
            return None
        fx, fy = (x - PX) / C - c, (y - geo.py) / C - r
        near = [(fx, ids.spot_at(r, c - 1, "h")), (1 - fx, ids.spot_at(r, c, "h")), (fy, ids.spot_at(r - 1, c, "v")),
                (1 - fy, ids.spot_at(r, c, "v"))]
        edges = [(edge, spot) for edge, spot in near if edge < 0.25 and spot in self._plan]
        return min(edges)[1] if edges else ids.cell_at(r, c)

    # -- static art ---------------------------------------------------------------------------------

    def _text(self, scene: QGraphicsScene, text: str, x: float, y: float, px: int, colour: str = INK,
              bold: bool = False, centre_w: float | None = None, fit: float | None = None) -> None:
        font = QFont("DejaVu Sans")
        if self.ja_family:
            font.setFamilies(["DejaVu Sans", self.ja_family])  # Japanese captions in a font that has them
        font.setBold(bold)
        room = fit if fit is not None else centre_w
        while True:  # as large as fits its room, down to the board's smallest (8 px at 1280x720), then cut
            font.setPixelSize(px)
            if room is None or px <= SMALL or QFontMetricsF(font).horizontalAdvance(text) <= room:
                break
            px -= 1
        item = scene.addSimpleText(text if room is None else elide(text, font, room), font)
        item.setBrush(QColor(colour))
        if centre_w is not None:
            x += (centre_w - item.boundingRect().width()) / 2
        item.setPos(x, y)
        item.setZValue(-5)

    def _box(self, scene: QGraphicsScene, rect: QRectF, fill: str, border: str, width: float = 1.2,
             radius: float = 6, z: float = -6, dash: bool = False, tip: str = "") -> None:
        pen = QPen(QColor(border), width)
        if dash:
            pen.setStyle(Qt.DashLine)
        item = scene.addPath(self._rounded(rect, radius), pen, QBrush(QColor(fill)))
        item.setZValue(z)
        if tip:
            item.setToolTip(tip)

    @staticmethod
    def _rounded(rect: QRectF, radius: float) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        return path

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        for _key, draw in self.decoration_parts(layout, plan):
            draw(scene)

    def decoration_parts(self, layout: Layout, plan: dict[str, QRectF]) -> list[tuple[Hashable, Callable[[QGraphicsScene], None]]]:
        """The plaza, each seat's board and the column, each keyed by what its drawing depends on: a store
        built or sold changes its seats, so only that board is drawn again."""
        ja = self.ja_family
        blocked = tuple(sorted(_blocked_cells(layout)))
        parts: list[tuple[Hashable, Callable[[QGraphicsScene], None]]] = [
            (("plaza", ja, blocked), lambda scene: self._decorate_plaza(scene, layout, plan))]
        for seat in range(self.geo.players):
            seats = tuple(z.id for z in layout.zones if z.owner == seat and ids.parse(z.id)[0] in ("seat", "wseat"))
            vanessa = any(p.art == "marche/proprietor/vanessa" for p in layout.in_zone(ids.seat_zone("proprietor", seat)))
            parts.append((("seat", seat, ja, seats, vanessa, self.is_compact(seat), self.viewer),
                          lambda scene, seat=seat: self._decorate_seat(scene, layout, plan, seat)))
        ads = tuple(p.id for p in layout.in_zone(ids.ADS))
        fields = tuple(zid for zid in plan if ids.parse(zid)[0] == "adfield")
        parts.append((("column", ja, ads, fields), lambda scene: self._decorate_column(scene, layout, plan)))
        return parts

    def _decorate_plaza(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        geo = self.geo
        outer = QRectF(PX - 4, geo.py - 4, 4 * C + 8, geo.plaza_height() + 8)
        self._box(scene, outer, PLAZA, "#8c7a55", 2.5, 8, -8)
        blocked = _blocked_cells(layout)
        for r in range(geo.rows):
            for c in range(4):
                zid = ids.cell_at(r, c)
                rect = plan[zid].adjusted(2, 2, -2, -2)
                if zid in blocked:
                    self._box(scene, rect, "#9b907c", "#6b604c", 1.5, 8, -7)
                    pen = QPen(QColor("#7d725f"), 2)
                    for k in range(1, 6):
                        d = k * rect.width() / 6
                        line = scene.addLine(rect.left() + d, rect.top() + 2, rect.left() + 2, rect.top() + d, pen)
                        line.setZValue(-6)
                        line2 = scene.addLine(rect.right() - d, rect.bottom() - 2, rect.right() - 2, rect.bottom() - d, pen)
                        line2.setZValue(-6)
                    # TRANSLATORS: drawn on a blocked cell of the plaza, on two lines.
                    for i, words in enumerate(_("outside\nthe plaza").split("\n")):
                        self._text(scene, words, rect.left(), rect.bottom() - 34 + i * 15, SMALL, "#f4efe4", True,
                                   rect.width())
                else:
                    self._box(scene, rect, COBBLE if (r + c) % 2 else "#f6edd8", "#b8a57c", 1, 8, -7)

    def _decorate_seat(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF], seat: int) -> None:
        side = self.geo.side_of(seat)
        colour = self.seat_colour(seat)
        frame = qrect(self.geo.board_frame(side)).adjusted(2, 2, -2, -2)
        self._box(scene, frame, PAPER, colour, 3, 10, -9)
        board = qrect(self.geo.board_only(side))
        self._box(scene, board, BOARD_WOOD, "#a88a5a", 1.5, 8, -8)
        corner = qrect(self.geo.corner(side))
        name = self.seat_name(seat)
        head = QRectF(corner.left() + 8, corner.top() + 8, corner.width() - 16, 20)
        compact = self.is_compact(seat)
        tab = self.viewer is not None and seat != self.viewer and not compact
        if not compact:  # a compact seat's panel draws its own name
            self._box(scene, head, colour, colour, 1, 5, -7)
            self._text(scene, name, head.left() + 6, head.top() + 1, 14, "#ffffff", True,
                       fit=head.width() - 12 - (78 if tab else 0))
        # Sections (売地, Land for Sale) and their seats.
        for n in range(4):
            rect = plan[ids.section(seat, n)]
            self._box(scene, rect, "#f7ecd3", "#a88a5a", 1.2, 6, -7, dash=True)
            self._text(scene, _("Section {n}").format(n=n + 1), rect.left(), rect.center().y() + 2, SMALL, "#8a7552",
                       True, rect.width())
            sale = _("Land for sale")
            self._text(scene, sale, rect.left(), rect.center().y() - 30, SMALL, "#8a7552", False, rect.width())
            if self.ja_family and "売地" not in sale:
                self._text(scene, "売地", rect.left(), rect.center().y() - 15, SMALL, "#8a7552", False, rect.width())
        for z in layout.zones:
            if z.owner != seat:
                continue
            kind = ids.parse(z.id)[0]
            if kind == "seat":
                r = plan[z.id].adjusted(2, 2, -2, -2)
                item = scene.addEllipse(r, QPen(QColor("#8a7552"), 1.4), QBrush(QColor("#fff8e6")))
                item.setZValue(-6)
            elif kind == "wseat":
                self._box(scene, plan[z.id].adjusted(2, 2, -2, -2), "#e3d3b3", "#6d5a3a", 1.4, 4, -6, dash=True)
        # The backyard strip.
        narrow = side in (1, 3)
        captions = {"resources": "", "backyard": _("Backyard") if narrow else self.with_ja("Backyard", "バックヤード"),
                    "hire": _("To hire"), "gray": _("Gray")}
        vanessa = any(p.art == "marche/proprietor/vanessa" for p in layout.in_zone(ids.seat_zone("proprietor", seat)))
        for name, caption in captions.items():
            rect = plan[ids.seat_zone(name, seat)]
            faint = name == "gray" and not vanessa
            fill = "#f7ecd3" if name != "backyard" else "#fff7e3"
            self._box(scene, rect, fill if not faint else BOARD_WOOD, "#a88a5a" if not faint else "#cbb48a", 1.2, 6, -7)
            if caption:
                self._text(scene, caption, rect.left() + 4, rect.top() + 1, SMALL, "#6d5a3a" if not faint else "#a8926c",
                           not narrow, fit=rect.width() - 6)
        # The panel in front of the player.
        if compact:
            return
        self._box(scene, plan[ids.seat_zone("proprietor", seat)], "#f3ead7", "#bca983", 1, 6, -7)
        start = plan[ids.seat_zone("start", seat)]
        self._box(scene, start, "#f3ead7", "#bca983", 1, 6, -7)
        self._text(scene, _("Start"), start.left() - 4, start.top() - 17, SMALL, "#6d5a3a", True, start.width() + 8)
        used = plan[ids.seat_zone("used", seat)]
        self._box(scene, used, "#f3ead7", "#bca983", 1, 6, -7)
        self._text(scene, _("Used"), used.left() + 4, used.top() + 1, SMALL, "#6d5a3a", True, fit=used.width() - 6)
        goals = plan[ids.seat_zone("goals", seat)]
        self._box(scene, goals, "#f3ead7", "#bca983", 1, 6, -7)
        ads = plan[ids.seat_zone("adsheld", seat)]
        self._box(scene, ads, "#f3ead7", "#bca983", 1, 6, -7)
        self._text(scene, _("Ads held"), ads.left() + 4, ads.center().y() - 8, SMALL, "#6d5a3a", True, fit=ads.width() - 6)

    def _decorate_column(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        col = {zid: qrect(b) for zid, b in self.geo.column().items()}
        x = COL_X
        titles = [
            (col[ids.SCOREBOARD].left(), col[ids.ROUNDS].top(), _("Scoreboard (VP)")),
            (x, col[ids.ADS].top() - CAPTION, _("Ads: pay coins on a field; runs at its cost")),
            (x, col[ids.MARKET].top() - CAPTION, _("Basic stores: {n} coins (renovation extra)").format(n=NUM.BASIC_COST)),
            (x, col[ids.SPECIALS].top() - CAPTION, _("Special stores: {coins} coins + {wood} wood").format(
                coins=NUM.SPECIAL_COST[0], wood=NUM.SPECIAL_COST[1])),
            (col[ids.FACILITIES].left(), col[ids.FACILITIES].top() - CAPTION, _("Facilities")),
            (x, col[ids.ASIDE].top() - CAPTION, _("Beside the plaza")),
            (col[ids.RETURNING].left(), col[ids.RETURNING].top() - CAPTION, _("Back to the plaza")),
        ]
        right = COL_X + COL_W
        for left, top, text in titles:  # each up to the next one on its line, or the column's edge
            ends = [other - 10 for other, line, _t in titles if line == top and other > left]
            self._text(scene, text, left, top + 3, CAPTION_PX, INK, True, fit=min(ends, default=right) - left)
        # VP track: 0..39 in four rows, snaking.
        sb = col[ids.SCOREBOARD]
        self._box(scene, sb.adjusted(-3, -2, 3, 2), "#efe2c4", "#8c7a55", 1.5, 6, -8, tip=(
            _("The scoreboard: from 40 VP on, a marker lies on its back and counts on from 0, the number of its "
              "lap on it; once the game is over, the markers stand at the final totals")))
        for v in range(40):
            cell = qrect(self.geo.vp_cell(v))
            self._box(scene, cell.adjusted(1, 1, -1, -1), "#fff8ea" if v % 5 else "#f2d9a6", "#b8a57c", 1, 3, -7)
            self._text(scene, str(v), cell.left() + 3, cell.top() + 2, SMALL, "#8a7552")
        rounds = col[ids.ROUNDS]
        self._text(scene, _("Round"), rounds.left() - 50, rounds.top() + 3, SMALL, INK, True)
        for k in range(5):
            cell = QRectF(rounds.left() + k * ROUND_CELL, rounds.top(), ROUND_CELL - 2, rounds.height())
            self._box(scene, cell, "#fff8ea", "#8c7a55", 1.2, 5, -7)
            self._text(scene, str(k + 1), cell.left() + 2, cell.top() + 4, SMALL, "#b5a27d", True)
        # Ads: each card's two fields.
        for p in layout.in_zone(ids.ADS):
            ad = D.ads[ids.ref(p.id)]
            for f in (0, 1):
                rect = plan.get(ids.adfield(ad.id, f))
                if rect is None:
                    continue
                self._box(scene, rect, "#e3f1f3", AD, 1.2, 5, -7)
                field = ad.fields[f]
                self._text(scene, _("pay {n}\u25cf").format(n=field.coins), rect.left() + 4, rect.top() + 1, SMALL, "#124e5a", True)
                self._text(scene, f"\u2192 {field.vp}\u2605", rect.left() + 4, rect.top() + 15, SMALL, VP, True)
        deck = col[ids.ADDECK]
        self._box(scene, deck, "#e3f1f3", "#8fb8c0", 1, 6, -7)
        left = len(layout.in_zone(ids.ADDECK))
        self._text(scene, _("Ad deck"), deck.left() + 44, deck.top() + 12, SMALL, "#124e5a", True, fit=deck.width() - 48)
        self._text(scene, pgettext("cards remaining", "{n} left").format(n=left), deck.left() + 44, deck.top() + 30, SMALL,
                   "#124e5a", fit=deck.width() - 48)
        for zid, label in ((ids.take("coin"), _("Take 1 coin")), (ids.take("wood"), _("Take 1 wood"))):
            rect = col[zid]
            self._box(scene, rect, "#fff3d6" if zid == ids.take("coin") else "#f0e0cc", "#a88a5a", 1.2, 6, -7)
            colour = COIN if zid == ids.take("coin") else WOOD
            mark = scene.addEllipse(QRectF(rect.left() + 5, rect.center().y() - 6, 12, 12), QPen(QColor("#5b4a2a"), 1),
                                    QBrush(QColor(colour)))
            mark.setZValue(-6)
            self._text(scene, label, rect.left() + 20, rect.center().y() - 8, SMALL, "#6d5a3a", fit=rect.width() - 22)
        # Market piles, special stores, facility piles: faint places.
        for t in range(T.N_TYPES):
            if T.SPECIAL[t]:
                continue
            self._box(scene, qrect(self.geo.market_slot(t)), "#eef3fa", "#9fb6d4", 1, 6, -7, dash=True)
        free = qrect(self.geo.market_slot(11))  # the grid's spare place: selling hint
        # TRANSLATORS: drawn in the market's spare place, on three lines.
        for i, line in enumerate(_("To sell,\ndrag your\nstore here").split("\n")):
            self._text(scene, line, free.left(), free.top() + 22 + i * 16, SMALL, "#5a6f8c", i == 0, free.width())
        for i in range(6):
            self._box(scene, qrect(self.geo.special_slot(i)), "#fbefe2", "#e0b48a", 1, 6, -7, dash=True)
        for f in range(len(D.facilities)):
            self._box(scene, qrect(self.geo.facility_slot(f)), "#f1eee8", "#b3ab9b", 1, 6, -7, dash=True)
        for zid in (ids.ASIDE, ids.RETURNING):
            self._box(scene, col[zid], "#f3ead7", "#bca983", 1, 6, -7)

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        size = self.geo.piece_size(piece)
        return super().piece_size(piece, zone_rect) if size is None else QSizeF(*size)

    def piece_layer(self, piece: Piece) -> float:
        """A facility card on the plaza lies under the customers standing on its cells."""
        return -5.0 if ids.is_spot(piece.zone) else 0.0

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF]:
        spots = self.geo.arrange(zone.id, as_box(rect), pieces, [(s.width(), s.height()) for s in sizes])
        return [QPointF(x, y) for x, y in spots]

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
            achieved = art.endswith("/achieved")
            return self._card(self._goal_for(piece), lambda g, w, h: self.art.goal(g, w, h, achieved), piece, w, h)
        if art.startswith("marche/proprietor/"):
            return self._card(self._proprietor_for(art), self.art.proprietor, piece, w, h)
        if ids.parse(pid)[0] == "vp":
            return self._vp_marker(piece, w, h)
        if pid == ids.ROUND:
            return round_marker_svg(w, h)
        if pid == ids.START_MARKER:
            return start_marker_svg(w, h)
        if ids.parse(pid)[0] == "coins":
            return coins_svg(w, h, piece.label)
        if ids.parse(pid)[0] == "wood":
            return wood_svg(w, h, piece.label)
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
        """A seat's marker on the scoreboard: standing up to 39 VP; from 40 VP on lying on its back (the
        rulebook's 2nd lap) with the number of its lap on it, white on a dark outline (12 px at its size)."""
        colour = self.seat_colour(piece.owner)
        vp = label_int(piece.label)
        if vp < NUM.TRACK:
            return meeple_svg(w, h, colour)
        inner = meeple_svg(40, 44, colour).split(">", 1)[1].rsplit("</svg>", 1)[0]
        lap = str(vp // NUM.TRACK + 1)
        size = 12 * 40 / h  # 12 scene px, in the viewBox's units
        digit = (f'<text x="19" y="{20 + size * 0.36:.1f}" font-family="DejaVu Sans, Arial, sans-serif" font-size="{size:.1f}" '
                 f'font-weight="bold" text-anchor="middle" fill="#fff" stroke="#1b1b1b" stroke-width="{size * 0.16:.1f}" '
                 f'stroke-linejoin="round">{lap}</text>'
                 f'<text x="19" y="{20 + size * 0.36:.1f}" font-family="DejaVu Sans, Arial, sans-serif" font-size="{size:.1f}" '
                 f'font-weight="bold" text-anchor="middle" fill="#fff">{lap}</text>')
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 44 40">'
                f'<g transform="translate(44,0) rotate(90)">{inner}</g>{digit}</svg>')

    def _card(self, card, draw, piece: Piece, w: float, h: float) -> str:  # type: ignore[no-untyped-def]
        """``draw(card, w, h)``, or the plain piece when the card is not in the data."""
        return super().piece_svg(piece, w, h) if card is None else draw(card, w, h)

    def _ad_for(self, piece: Piece) -> Ad | None:
        """The ad of an ``ad:<id>`` piece (its label is in the player's language)."""
        kind, ad = ids.parse(piece.id)[0], ids.ref(piece.id)
        return D.ads[ad] if kind == "ad" and 0 <= ad < len(D.ads) else None

    def _goal_for(self, piece: Piece) -> Goal | None:
        """The goal of a ``goal:<id>`` piece (its label is in the player's language)."""
        kind, goal = ids.parse(piece.id)[0], ids.ref(piece.id)
        return D.goals[goal] if kind == "goal" and 0 <= goal < len(D.goals) else None

    def _proprietor_for(self, art: str) -> Proprietor | None:
        key = art.split("/")[2]
        return next((p for p in D.proprietors if p.key == key), None)


def _blocked_cells(layout: Layout) -> set[str]:
    """The plaza cells a 3-player game leaves out: those holding a blocker piece."""
    return {p.zone for p in layout.pieces if ids.parse(p.id)[0] == "blocker"}


VIEW = MarcheView
