"""How a title looks on the table: where each zone sits and how each piece is drawn.

Each title's ``games/<id>/view.py`` subclasses :class:`TitleView`. The base class is also a complete
generic view: it flows zones into a board area and one area per seat, and draws pieces as labelled cards,
meeples and discs, so every title is playable before it has art of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.seats import isolate
from fairtable.i18n import _
from fairtable.ui.table.art import back_svg, card_svg, disc_svg, meeple_svg
from fairtable.ui.table.items import look

if TYPE_CHECKING:
    from fairtable.engine.record import SeatRecord

PIECE_SIZES: dict[str, tuple[float, float]] = {
    "meeple": (26, 28),
    "card": (54, 76),
    "tile": (58, 58),
    "token": (26, 26),
    "marker": (20, 20),
    "bill": (44, 24),
    "die": (32, 32),
    "coin": (24, 24),
}
DEFAULT_PIECE = (46, 46)

ZONE_SIZES: dict[str, tuple[float, float]] = {
    "slot": (76, 76),
    "stack": (84, 104),
    "fan": (300, 96),
    "grid": (260, 150),
    "track": (300, 56),
    "area": (260, 150),
}

PALETTE = {"board": "#efe7d6", "zone": "#fbf7ee", "zone_border": "#b7a98c", "text": "#3a3326"}


def elide(text: str, font: QFont, width: float) -> str:
    """``text`` as it fits ``width`` in ``font``: whole, or cut with an ellipsis (a player's name is up to
    40 characters and must not run out of its box)."""
    return QFontMetricsF(font).elidedText(text, Qt.ElideRight, width)


def seat_panel_id(seat: int) -> str:
    """The plan's key of a compact seat's panel (not a zone: the scene draws a ``SeatPanelItem`` there)."""
    return f"seat-panel:{seat}"


def seat_tab_id(seat: int) -> str:
    """The plan's key of the tab that folds an opened seat's area back (a ``SeatPanelItem`` too)."""
    return f"seat-tab:{seat}"


def panel_seat(key: str) -> int | None:
    """The seat of a plan key made by :func:`seat_panel_id` or :func:`seat_tab_id`, else None."""
    head, _, seat = key.partition(":")
    return int(seat) if head in ("seat-panel", "seat-tab") and seat.isdigit() else None


PANEL_SIZE = (300.0, 78.0)  # the generic view's compact seat panel
TAB_SIZE = (84.0, 22.0)


_FIGURE_SEPARATOR = re.compile(r",\s|\uff0c|\u3001")


class TitleView:
    background = "#d9cfbb"
    margin = 24.0
    scene_margin = 8.0  # the table around the board (the scene reaches this far past the board's rectangle): at the fit the board fills the window
    flow_width = 1500.0
    compacts = False  # whether other seats' areas are drawn compact (own board first, see is_compact): a title opts in
    panel_font_px = 15  # the figures of a compact seat's panel, in scene units
    zone_label_px = 9  # a zone's label, in scene units (items.LABEL_PX): a title whose board shows it smaller sets more
    zone_label_lines = False  # whether a zone's label too long for a line wraps onto the lines its box has room for

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        from fairtable.i18n import language
        from fairtable.ui.fonts import use_language_fonts
        from fairtable.ui.table import text_fit  # noqa: F401 (installs Unicode's line breaking for the art)

        use_language_fonts(language())  # the board's Chinese or Japanese in the language's own glyph shapes
        self.seats = list(seats)
        self._plan_key: tuple | None = None
        self._plan: dict[str, QRectF] = {}
        self._svg_cache: dict[tuple, str] = {}
        self.viewer: int | None = None  # whose board this is (the controller's board_viewer)
        self.expanded: set[int] = set()  # other seats the viewer opened with a click

    # -- whose board: own board first --------------------------------------------------------------

    def set_viewer(self, viewer: int | None) -> None:
        """The board is now ``viewer``'s (in hotseat it follows the seat): a new person at the screen sees
        the others folded again."""
        if viewer != self.viewer:
            self.viewer = viewer
            self.expanded = set()

    def toggle_seat(self, seat: int) -> None:
        """Open a compact seat's area at full size, or fold an opened one."""
        self.expanded ^= {seat}

    def is_compact(self, seat: int | None) -> bool:
        """Whether ``seat``'s area is drawn compact: its public figures in a panel, its zones left out of the
        plan. Every seat but the viewer's is, unless opened with a click; the board of nobody in particular
        (behind the hotseat cover, a replay watched together, bots alone) shows every seat at full size."""
        return (self.compacts and seat is not None and self.viewer is not None and seat != self.viewer
                and seat not in self.expanded)

    def compact_seats(self, layout: Layout) -> list[int]:
        return sorted({z.owner for z in layout.zones if z.owner is not None and self.is_compact(z.owner)})

    def seat_name(self, seat: int | None) -> str:
        """A seat's name as the table writes it, on the board and in sentences: set apart when it is written
        right to left (seats.isolate), as the layout's figures and the log name it."""
        if seat is None:
            return ""
        return isolate(self.seats[seat].name) if 0 <= seat < len(self.seats) else f"Seat {seat + 1}"

    def seat_figures(self, layout: Layout, seat: int) -> list[str]:
        """A seat's public figures for its compact panel ("€245", "5 VP", "1 in bag"): by default the
        layout's figure line for that seat (``info``), cut at its commas. Titles add counts of their own."""
        name = self.seat_name(seat).casefold()
        numbered = {f"seat {seat + 1}", f"player {seat + 1}"}
        for key, value in layout.info.items():
            if key.casefold() == name or key.casefold() in numbered:
                # a figure's parts are ", "-separated (or by the language's own list comma); a bare comma is a
                # thousands mark ("26,440 Tacken")
                return [part.strip() for part in _FIGURE_SEPARATOR.split(value) if part.strip()]
        return []

    # -- geometry -----------------------------------------------------------------------------------

    def seat_colour(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return "#9a9a9a"
        return self.seats[seat].colour

    def plan(self, layout: Layout) -> dict[str, QRectF]:
        """Zone id -> rectangle in scene coordinates (and the compact seats' panels and the opened seats'
        tabs, by :func:`seat_panel_id` and :func:`seat_tab_id`). Recomputed only when the set of zones or
        the seats drawn compact change."""
        key = (tuple(z.id for z in layout.zones), self.viewer, tuple(self.compact_seats(layout)))
        if key != self._plan_key:
            self._plan = self.make_plan(layout)
            self._plan_key = key
        return self._plan

    def make_plan(self, layout: Layout) -> dict[str, QRectF]:
        groups: dict[int | None, list[Zone]] = {}
        for z in layout.zones:
            groups.setdefault(z.owner, []).append(z)
        rects: dict[str, QRectF] = {}
        y = self.margin
        order = [None] + sorted(k for k in groups if k is not None)
        if self.viewer in groups:  # own board first: the viewer's area right under the common one
            order.remove(self.viewer)
            order.insert(1, self.viewer)
        compact = [k for k in order if self.is_compact(k)]
        for owner in order:
            zones = groups.get(owner, [])
            if not zones or owner in compact:
                continue
            x, row_h = self.margin, 0.0
            y += 22  # room for the group's title
            if owner is not None and owner != self.viewer and self.viewer is not None:
                rects[seat_tab_id(owner)] = QRectF(self.flow_width - TAB_SIZE[0], y - 24, *TAB_SIZE)
            for z in zones:
                w, h = self.zone_size(z, layout)
                if x + w > self.flow_width and x > self.margin:
                    x, y = self.margin, y + row_h + 14
                    row_h = 0.0
                rects[z.id] = QRectF(x, y, w, h)
                x += w + 12
                row_h = max(row_h, h)
            y += row_h + 26
        x = self.margin
        for owner in compact:  # the others' panels in a row
            if x + PANEL_SIZE[0] > self.flow_width and x > self.margin:
                x, y = self.margin, y + PANEL_SIZE[1] + 12
            rects[seat_panel_id(owner)] = QRectF(x, y, *PANEL_SIZE)
            x += PANEL_SIZE[0] + 12
        return rects

    def zone_size(self, zone: Zone, layout: Layout) -> tuple[float, float]:
        w, h = ZONE_SIZES.get(zone.kind, ZONE_SIZES["area"])
        count = max(zone.capacity or 0, len(layout.in_zone(zone.id)))
        if zone.kind in ("fan", "track") and count:
            pw, _ = self.piece_size_for_kind(self._dominant_kind(zone, layout))
            w = max(w * 0.5, min(self.flow_width - 60, count * (pw + 4) + 16))
        if zone.kind in ("grid", "area") and count > 8:
            h = h * min(3.0, 1 + (count - 8) / 10)
        return w, h

    def _dominant_kind(self, zone: Zone, layout: Layout) -> str:
        pieces = layout.in_zone(zone.id)
        return pieces[0].kind if pieces else "card"

    def board_rect(self, plan: dict[str, QRectF]) -> QRectF:
        r = QRectF()
        for rect in plan.values():
            r = r.united(rect)
        return r.adjusted(-self.margin, -self.margin - 22, self.margin, self.margin)

    def decoration_parts(
        self, layout: Layout, plan: dict[str, QRectF]
    ) -> list[tuple[Hashable, Callable[[QGraphicsScene], None]]]:
        """The static board art as parts, each a (key, draw) pair, asked for whenever the plan changes. The
        scene keeps a part drawn while its key stays among the keys, draws a part with a new key and removes
        those whose keys are gone; so a key must name everything its drawing depends on. By default the
        whole of :meth:`decorate` is one part, keyed by the plan."""
        return [(tuple(plan), lambda scene: self.decorate(scene, layout, plan))]

    def decorate(self, scene: QGraphicsScene, layout: Layout, plan: dict[str, QRectF]) -> None:
        """Static board art behind the zones (titles add theirs). Called when the plan changes."""
        from PySide6.QtGui import QColor

        groups: dict[int | None, QRectF] = {}
        for z in layout.zones:
            rect = plan.get(z.id)
            if rect is not None:
                groups[z.owner] = groups.get(z.owner, QRectF(rect)).united(rect)
        for owner, rect in groups.items():
            # TRANSLATORS: the title over the common area of the board (not a seat's)
            title = _("Table") if owner is None else self.seat_name(owner)
            item = scene.addSimpleText(title, QFont("DejaVu Sans", 11, QFont.Bold))
            item.setBrush(QColor(self.seat_colour(owner) if owner is not None else PALETTE["text"]))
            item.setPos(rect.left(), rect.top() - 22)
            item.setZValue(-5)

    def quiet_target(self, zone: Zone) -> bool:
        """A target that lights up only while the held piece is over it, and that only :meth:`drop_zone`
        chooses: places that overlap each other (the pairs of cells a card may cover)."""
        return False

    def drop_zone(self, piece: Piece, box: QRectF) -> str | None:
        """The zone a piece held with its outline at ``box`` would land on, where the title knows better
        than the largest overlap; None: the scene's rule decides (among the zones that are not quiet)."""
        return None

    def zone_style(self, zone: Zone) -> tuple[str, str, bool]:
        """(fill, border, show the label) of a zone's box."""
        if zone.owner is not None:
            return "#f7f2e8", self.seat_colour(zone.owner), True
        return PALETTE["zone"], PALETTE["zone_border"], True

    # -- pieces -------------------------------------------------------------------------------------

    def piece_size_for_kind(self, kind: str) -> tuple[float, float]:
        return PIECE_SIZES.get(kind, DEFAULT_PIECE)

    def piece_size(self, piece: Piece, zone_rect: QRectF | None) -> QSizeF:
        w, h = self.piece_size_for_kind(piece.kind)
        if zone_rect is not None:
            scale = min(1.0, (zone_rect.width() - 4) / w, (zone_rect.height() - 4) / h)
            w, h = w * max(scale, 0.3), h * max(scale, 0.3)
        return QSizeF(w, h)

    def piece_layer(self, piece: Piece) -> float:
        """How far above or below the other pieces this one lies (a card the pieces of other zones stand
        on lies lower); 0 for most."""
        return 0.0

    def svg_for(self, piece: Piece, w: float, h: float) -> str:
        """The piece's SVG, cached by everything that changes how it looks."""
        key = (*look(piece), round(w), round(h))
        svg = self._svg_cache.get(key)
        if svg is None:
            if len(self._svg_cache) > 4000:
                self._svg_cache.clear()
            svg = self._svg_cache[key] = self.piece_svg(piece, w, h)
        return svg

    def piece_svg(self, piece: Piece, w: float, h: float) -> str:
        if not piece.face_up:
            return back_svg(w, h)
        colour = self.seat_colour(piece.owner) if piece.owner is not None else "#f5efe2"
        if piece.kind == "meeple":
            return meeple_svg(w, h, colour)
        if piece.kind in ("token", "marker", "coin"):
            return disc_svg(w, h, colour if piece.owner is not None else "#6d6255", piece.label[:3])
        font = 9.0 if w >= 50 else 8.0
        from fairtable.games import text_fit

        lines = text_fit.fit(piece.label or piece.kind, w - 6, font, font, text_fit.measure, most=5).lines
        fill = "#fffdf7" if piece.owner is None else colour
        return card_svg(w, h, fill, "#5b5140", lines, font=font, text_colour="#1d1d1d" if piece.owner is None else "#fff")

    def arrange(self, zone: Zone, rect: QRectF, pieces: list[Piece], sizes: list[QSizeF]) -> list[QPointF | QRectF]:
        """Where the zone's pieces lie (in order), by the zone's kind: each piece's top-left corner, or its
        rectangle where the zone holds more pieces than fit at their size and draws them smaller. However
        many pieces a zone holds, they stay inside it: a stack's offsets close up, a fan or a track overlaps
        its pieces (each shows at least a part of itself), then wraps into rows and shrinks, a grid or an area
        wraps into rows and shrinks."""
        n = len(pieces)
        if not n:
            return []
        if zone.kind in ("slot", "stack"):
            return self._pile(rect, sizes, 3.0 if zone.kind == "slot" else 1.5)
        if zone.kind in ("fan", "track"):
            return self._rows(rect, sizes)
        return self._flow(rect, sizes, top=16.0)

    @staticmethod
    def _pile(rect: QRectF, sizes: list[QSizeF], step: float) -> list[QPointF | QRectF]:
        """Each piece a little up and to the right of the one under it, the offsets closing up so the top
        one stays inside the zone."""
        w = max(s.width() for s in sizes)
        h = max(s.height() for s in sizes)
        room = max(0.0, min(rect.width() - w, rect.height() - h) - 4)
        step = min(step, room / max(1, len(sizes) - 1))
        off0 = step * (len(sizes) - 1) / 2  # the pile as a whole stays centred
        out: list[QPointF | QRectF] = []
        for i, s in enumerate(sizes):
            off = i * step - off0
            out.append(QPointF(rect.center().x() - s.width() / 2 + off, rect.center().y() - s.height() / 2 - off))
        return out

    @staticmethod
    def _rows(rect: QRectF, sizes: list[QSizeF], shown: float = 0.4, gap: float = 4.0) -> list[QPointF | QRectF]:
        """A row of pieces side by side, overlapping when the zone is too narrow (each still shows
        ``shown`` of its width); when even that does not fit, as many rows and as large as fit."""
        n = len(sizes)
        w = max(s.width() for s in sizes)
        h = max(s.height() for s in sizes)
        width, height = rect.width() - 8, rect.height() - 4
        best_k, best_rows = -1.0, 1
        for rows in range(1, n + 1):
            per_row = -(-n // rows)
            k = min(1.0, (height - (rows - 1) * gap) / (rows * h), width / (w * (1 + shown * (per_row - 1))))
            if k > best_k + 1e-9:
                best_k, best_rows = k, rows
            if k >= 1.0:
                break
        k = max(0.05, best_k)
        per_row = -(-n // best_rows)
        out: list[QPointF | QRectF] = []
        top = rect.center().y() - (best_rows * h * k + (best_rows - 1) * gap) / 2
        for r in range(best_rows):
            row = sizes[r * per_row:(r + 1) * per_row]
            widths = [s.width() * k for s in row]
            total = sum(widths)
            if total + gap * (len(row) - 1) <= width:
                step_gap = gap
                x = rect.center().x() - (total + gap * (len(row) - 1)) / 2
            else:
                step_gap = (width - total) / max(1, len(row) - 1)
                x = rect.left() + 4
            y = top + r * (h * k + gap)
            for s, sw in zip(row, widths, strict=True):
                sh = s.height() * k
                spot = QPointF(x, y + (h * k - sh) / 2)
                out.append(spot if k >= 1.0 else QRectF(spot, QSizeF(sw, sh)))
                x += sw + step_gap
        return out

    @staticmethod
    def _flow(rect: QRectF, sizes: list[QSizeF], top: float, gap: float = 3.0) -> list[QPointF | QRectF]:
        """Rows, left to right, under the zone's label; the pieces shrink until every row fits the zone."""
        k = 1.0
        while True:
            out: list[QPointF | QRectF] = []
            x, y, row_h = rect.left() + 4, rect.top() + top, 0.0
            for s in sizes:
                w, h = s.width() * k, s.height() * k
                if x + w > rect.right() - 2 and x > rect.left() + 4:
                    x, y, row_h = rect.left() + 4, y + row_h + gap, 0.0
                out.append(QPointF(x, y) if k >= 1.0 else QRectF(x, y, w, h))
                x += w + gap
                row_h = max(row_h, h)
            if y + row_h <= rect.bottom() - 2 or k < 0.1:
                return out
            k *= 0.9
