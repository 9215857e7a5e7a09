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
(plaza, boards, captions, the fields of the ads) is SVG from ``art.py`` (no Qt), placed here as ``BoardArt``
items in parts (``decoration_parts``: the plaza, each seat's board, the column), so a move draws again only
the part it changed; zones themselves only light up as drop targets. The cards and tokens are drawn by
``art.py`` too; this module finds the font for their Japanese names and colours the workers by seat.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.record import SeatRecord
from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
from fairtable.games.marche.art import (
    CardArt,
    coins_svg,
    customer_svg,
    round_marker_svg,
    start_marker_svg,
    wood_svg,
)
from fairtable.games.marche.board import (
    SeatLook,
    Sheet,
    column_sheet,
    plaza_sheet,
    scoreboard_sheet,
    scoreboard_tip,
    seat_frame_sheet,
    seat_sheet,
)
from fairtable.games.marche.data import Ad, Goal, Proprietor
from fairtable.games.marche.geometry import PX, BoardGeometry, C, label_int
from fairtable.i18n import _, ngettext
from fairtable.ui.table.art import BoardArt, meeple_svg
from fairtable.ui.table.boxes import as_box, qrect
from fairtable.ui.table.text_fit import measure
from fairtable.ui.table.title_view import TitleView, seat_panel_id, seat_tab_id

D = T.D

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

    # -- static art (drawn by art.py as SVG; placed here as BoardArt items) --------------------------

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
            parts.append((("seat", seat, ja, seats, _hires_gray(layout, seat), self.is_compact(seat), self.viewer),
                          lambda scene, seat=seat: self._decorate_seat(scene, layout, plan, seat)))
        ads = tuple(p.id for p in layout.in_zone(ids.ADS))
        fields = tuple(zid for zid in plan if ids.parse(zid)[0] == "adfield")
        parts.append((("column", ja, ads, fields), lambda scene: self._decorate_column(scene, layout, plan)))
        return parts

    def _place(self, scene: QGraphicsScene, sheet: Sheet, z: float, tip: str = "") -> None:
        item = BoardArt(sheet.svg(), qrect(sheet.area))
        item.setZValue(z)
        if tip:
            item.setToolTip(tip)
        scene.addItem(item)

    def _decorate_plaza(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        self._place(scene, plaza_sheet(self.geo, boxes, _blocked_cells(layout), self.ja_family), -8)

    def _decorate_seat(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF], seat: int) -> None:
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        compact = self.is_compact(seat)
        look = SeatLook(self.seat_name(seat), self.seat_colour(seat), compact,
                        self.viewer is not None and seat != self.viewer and not compact, _hires_gray(layout, seat))
        seats = [(kind, z.id) for z in layout.zones if z.owner == seat and (kind := ids.parse(z.id)[0]) in ("seat", "wseat")]
        self._place(scene, seat_frame_sheet(self.geo, seat, look.colour), -9)
        self._place(scene, seat_sheet(self.geo, boxes, seat, seats, look, self.ja_family), -7)

    def _decorate_column(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        boxes = {zid: as_box(r) for zid, r in plan.items()}
        self._place(scene, scoreboard_sheet(self.geo), -8, scoreboard_tip())
        ads = [D.ads[ids.ref(p.id)] for p in layout.in_zone(ids.ADS)]
        self._place(scene, column_sheet(self.geo, boxes, ads, len(layout.in_zone(ids.ADDECK)), self.ja_family), -8)

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


def _hires_gray(layout: Layout, seat: int) -> bool:
    """Whether the seat's proprietor hires gray workers (Vanessa): its gray strip is live."""
    return any(p.art == "marche/proprietor/vanessa" for p in layout.in_zone(ids.seat_zone("proprietor", seat)))


def _blocked_cells(layout: Layout) -> set[str]:
    """The plaza cells a 3-player game leaves out: those holding a blocker piece."""
    return {p.zone for p in layout.pieces if ids.parse(p.id)[0] == "blocker"}


VIEW = MarcheView
