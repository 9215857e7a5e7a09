"""The board scene: one item per zone and per piece, built from the presentation's ``layout()``.

After every action the scene lays out again and animates only what moved. It knows nothing of rules:
it asks its controller whether a piece may be dragged and reports drops as (piece, zone).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from fairtable.engine.layout import Layout, Piece
from fairtable.ui.table.art import ArtCache, shared_art
from fairtable.ui.table.flourish import Flourishes
from fairtable.ui.table.items import PieceItem, SeatPanelItem, ZoneItem
from fairtable.ui.table.seat_marks import SeatBadge
from fairtable.ui.table.title_view import PALETTE, TitleView, panel_seat
from fairtable.ui.text import plain

MIN_MOVE_PX = 2.0


class BoardScene(QGraphicsScene):
    dropped = Signal(str, str)  # piece id, zone id ("" when dropped on no zone)
    drag_started = Signal(str)
    drag_ended = Signal()
    laid_out = Signal()  # the pieces are where the latest layout puts them (their animations may still run)
    seat_clicked = Signal(int)  # a compact seat's panel (open its board) or an opened seat's tab (fold it)
    noticed = Signal(str)  # a die rolled ("dice") or a card revealed ("card") by a move: for the sounds

    def __init__(self, title_view: TitleView, art: ArtCache | None = None) -> None:
        super().__init__()
        self.title_view = title_view
        self.art = art or shared_art()
        self.dpr = 1.0
        self.animation_ms = 260  # 0 = no animation
        self.text_scale = 1.0  # the zones' labels and hints, at View > Text size
        self.zone_label_px = title_view.zone_label_px  # a zone's label before View > Text size
        self.zone_label_lines = title_view.zone_label_lines  # whether a label too long for one line wraps
        self.zones: dict[str, ZoneItem] = {}
        self.pieces: dict[str, PieceItem] = {}
        self.layout_model: Layout | None = None
        self._plan_key: tuple[str, ...] | None = None
        self._plan: dict[str, QRectF] | None = None
        self.seat_panels: dict[str, SeatPanelItem] = {}  # by plan key: compact seats' panels, opened seats' tabs
        self._animations: dict[str, QVariantAnimation] = {}
        self.flourish = Flourishes(self)  # dice that tumble, cards that turn
        self.flourishes = True  # off at the Instant bot speed (and with the animations)
        self.draggable: Callable[[str], bool] = lambda piece_id: False
        self.piece_menu: Callable[[str], bool] = lambda piece_id: False  # a right click on a piece: its menu
        self.targets: dict[str, str] = {}
        self._hot = ""
        self.last_drop = QPointF()  # where the last dragged piece was let go (a refusal is said there)
        self._backdrop = None  # the board's backdrop, behind the title's static art
        self._board_parts: dict = {}  # the title's static art: key -> its items (TitleView.decoration_parts)
        self.setBackgroundBrush(QColor(title_view.background))

    # -- building -----------------------------------------------------------------------------------

    def set_layout(self, layout: Layout, animate: bool = True) -> None:
        plan = self.title_view.plan(layout)
        key = tuple(sorted(plan))
        if key != self._plan_key or plan is not self._plan:
            # New zones (a town grows, a hand empties, a seat opened): redraw the board under the pieces,
            # which stay and glide to their new places (none glide on the very first build).
            animate = animate and self._plan_key is not None
            self._rebuild_board(layout, plan)
            self._plan_key = key
            self._plan = plan
        else:
            for z in layout.zones:
                item = self.zones.get(z.id)
                if item is not None and item.zone != z:
                    item.zone = z
                    item.setToolTip(plain(z.tooltip))
                    item.update()
        before = {p.id: p for p in self.layout_model.pieces} if animate and self.layout_model is not None else None
        self.layout_model = layout
        for panel in self.seat_panels.values():
            panel.set_figures(self.title_view.seat_name(panel.seat), self.title_view.seat_figures(layout, panel.seat))
        seen: set[str] = set()
        zones = {z.id: z for z in layout.zones}
        by_zone: dict[str, list] = {}
        for p in layout.pieces:
            by_zone.setdefault(p.zone, []).append(p)
        for zone_id, pieces in by_zone.items():
            pieces.sort(key=lambda p: p.order)
            rect = plan.get(zone_id)
            zone = zones.get(zone_id)
            if rect is None or zone is None:
                continue  # a zone the view does not show
            sizes = [self.title_view.piece_size(p, rect) for p in pieces]
            places = self.title_view.arrange(zone, rect, pieces, sizes)
            for z_order, (p, size, spot) in enumerate(zip(pieces, sizes, places, strict=True)):
                if isinstance(spot, QRectF):  # the zone draws this piece smaller (it holds many)
                    size, spot = spot.size(), spot.topLeft()
                seen.add(p.id)
                item = self.pieces.get(p.id)
                if item is not None and item.shows(p, size.width(), size.height(), self.dpr):
                    item.piece = p
                    self._move(item, spot, animate)
                    item.setZValue(10 + self.title_view.piece_layer(p) + z_order)
                    continue
                svg = self.title_view.svg_for(p, size.width(), size.height())
                pixmap = self.art.pixmap(svg, size.width(), size.height(), self.dpr)
                old_face = item._pixmap if item is not None else None
                if item is None:
                    item = PieceItem(p, size.width(), size.height(), pixmap, svg)
                    self.addItem(item)
                    self.pieces[p.id] = item
                    item.setPos(spot)
                else:
                    item.set_piece(p, size.width(), size.height(), pixmap, svg)
                    self._move(item, spot, animate)
                item.setZValue(10 + self.title_view.piece_layer(p) + z_order)
                if before is not None:
                    self._flourish(item, before.get(p.id), p.id in before, old_face)
        for pid in [pid for pid in self.pieces if pid not in seen]:
            self._stop(pid)
            self.flourish.stop(pid)
            self.removeItem(self.pieces.pop(pid))
        self.laid_out.emit()

    def _rebuild_board(self, layout: Layout, plan: dict[str, QRectF]) -> None:
        """Bring the zones and the static board art up to a new plan; pieces are kept (and may be
        mid-drag). Only the parts of the art whose key changed are drawn again (``decoration_parts``), and
        only the zones that are new or moved are made again."""
        board = self.title_view.board_rect(plan)
        pad = self.title_view.scene_margin
        self.setSceneRect(board.adjusted(-pad, -pad, pad, pad))
        if self._backdrop is None or self._backdrop.rect() != board:
            if self._backdrop is not None:
                self.removeItem(self._backdrop)
            self._backdrop = self.addRect(board, QColor(PALETTE["zone_border"]), QColor(PALETTE["board"]))
            self._backdrop.setZValue(-10)
        parts = self.title_view.decoration_parts(layout, plan)
        keys = {key for key, _ in parts}
        for key in [k for k in self._board_parts if k not in keys]:
            for item in self._board_parts.pop(key):
                self.removeItem(item)
        for key, draw in parts:
            if key in self._board_parts:
                continue
            before = set(self.items())
            draw(self)
            self._board_parts[key] = [i for i in self.items() if i not in before and i.parentItem() is None]
        wanted = {z.id: z for z in layout.zones if z.id in plan}
        for zid in [zid for zid, item in self.zones.items() if zid not in wanted or item.rect != plan[zid]]:
            self.removeItem(self.zones.pop(zid))
        for zid, z in wanted.items():
            item = self.zones.get(zid)
            if item is not None:
                if item.zone != z:
                    item.zone = z
                    item.setToolTip(plain(z.tooltip))
                    item.update()
                continue
            fill, border, show_label = self.title_view.zone_style(z)
            item = ZoneItem(z, plan[zid], fill, border, show_label, quiet=self.title_view.quiet_target(z))
            self.addItem(item)
            self.zones[zid] = item
        panels = {key: rect for key, rect in plan.items() if panel_seat(key) is not None}
        for key in [k for k, item in self.seat_panels.items() if k not in panels or item.rect != panels[k]]:
            self.removeItem(self.seat_panels.pop(key))
        for key, rect in panels.items():
            if key in self.seat_panels:
                continue
            seat = panel_seat(key)
            assert seat is not None
            view = self.title_view
            item = SeatPanelItem(seat, rect, view.seat_name(seat), view.seat_colour(seat), view.seat_figures(layout, seat),
                                 view.panel_font_px, tab=key.startswith("seat-tab:"))
            self.addItem(item)
            self.seat_panels[key] = item
        if self.targets:
            self.show_targets(self.targets)

    def set_text_scale(self, scale: float) -> None:
        if scale != self.text_scale:
            self.text_scale = scale
            for zone in self.zones.values():
                zone.update()
            for item in self.pieces.values():  # the seats' initials on the pieces grow with the text
                for badge in item.childItems():
                    if isinstance(badge, SeatBadge):
                        badge.fit(item.w, item.h, scale)

    # -- animation ----------------------------------------------------------------------------------

    def _move(self, item: PieceItem, spot: QPointF, animate: bool) -> None:
        pid = item.piece.id
        running = self._animations.get(pid)
        if running is not None and running.endValue() == spot:
            return
        self._stop(pid)
        start = item.pos()
        distance = (spot - start).manhattanLength()
        if distance < MIN_MOVE_PX:
            item.setPos(spot)
            return
        if not animate or self.animation_ms <= 0:
            item.setPos(spot)
            return
        anim = QVariantAnimation(self)  # owned by the scene: never outlives the items it moves
        anim.setStartValue(start)
        anim.setEndValue(spot)
        anim.setDuration(int(min(2.5, 0.6 + distance / 700) * self.animation_ms))
        anim.setEasingCurve(QEasingCurve.OutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(lambda pid=pid: self._finished(pid))
        item.setZValue(900)  # a moving piece travels above the others
        self._animations[pid] = anim
        anim.start()

    def _flourish(self, item: PieceItem, old: Piece | None, was_there: bool, old_face: QPixmap | None) -> None:
        """A die rolled (a new value, or a die new on the board) tumbles; a card revealed (turned face up, or
        come face up into the board by the move) turns over."""
        p = item.piece
        if not p.face_up:
            return
        moving = self.flourishes and self.animation_ms > 0
        if p.kind == "die" and (old is None or old.label != p.label):
            self.noticed.emit("dice")
            if moving:
                faces = [self._die_face(item, k) for k in range(1, 7) if str(k) != p.label]
                self.flourish.tumble(item, [f for f in faces if f is not None], self.animation_ms)
        elif p.kind == "card" and ((old is not None and not old.face_up) or not was_there):
            self.noticed.emit("card")
            if moving:
                back = old_face if old is not None and not old.face_up and old_face is not None else self._back(item)
                self.flourish.turn(item, back, self.animation_ms)

    def _die_face(self, item: PieceItem, value: int) -> QPixmap | None:
        p = item.piece
        head, sep, _tail = p.art.rpartition("/")
        if not sep or not p.label.isdigit():
            return None
        other = replace(p, art=f"{head}/{value}", label=str(value))
        return self.art.pixmap(self.title_view.svg_for(other, item.w, item.h), item.w, item.h, self.dpr)

    def _back(self, item: PieceItem) -> QPixmap:
        hidden = replace(item.piece, face_up=False)
        return self.art.pixmap(self.title_view.svg_for(hidden, item.w, item.h), item.w, item.h, self.dpr)

    def _finished(self, pid: str) -> None:
        anim = self._animations.pop(pid, None)
        if anim is not None:
            anim.deleteLater()

    def _stop(self, pid: str) -> None:
        anim = self._animations.pop(pid, None)
        if anim is not None:
            anim.stop()
            item = self.pieces.get(pid)
            if item is not None:
                item.setPos(anim.endValue())
            anim.valueChanged.disconnect()
            anim.finished.disconnect()
            anim.deleteLater()

    def is_animating(self) -> bool:
        return bool(self._animations)

    def finish_animations(self) -> None:
        for pid in list(self._animations):
            self._stop(pid)
        self.flourish.finish(self.pieces)

    def dispose(self) -> None:
        """Free the scene and everything on it now, while the application exists. Animations go first: an
        animation is the scene's child and holds the scene through its handler, a link only Qt sees. A
        scene left for the interpreter's last clean-up (some closure may still hold its wrapper) crashes
        the process on its way out."""
        self.finish_animations()
        for anim in self.findChildren(QVariantAnimation):
            anim.deleteLater()
        self.draggable = lambda piece_id: False
        self.piece_menu = lambda piece_id: False
        self.pieces.clear()
        self.zones.clear()
        self.seat_panels.clear()
        self._board_parts.clear()
        self._backdrop = None
        self.clear()
        self.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)

    # -- dragging -----------------------------------------------------------------------------------

    def can_drag(self, piece_id: str) -> bool:
        return self.draggable(piece_id)

    def begin_drag(self, item: PieceItem) -> None:
        self._stop(item.piece.id)
        self.drag_started.emit(item.piece.id)

    def show_targets(self, targets: dict[str, str]) -> None:
        self.targets = dict(targets)
        self._hot = ""
        for zid, zitem in self.zones.items():
            zitem.set_hint(targets.get(zid))
            zitem.set_hot(False)

    def drag_moved(self, item: PieceItem, point: QPointF) -> None:
        """Mark the target the piece would land on if released now."""
        zone = self.zone_under(item, point)
        if zone != self._hot:
            if self._hot in self.zones:
                self.zones[self._hot].set_hot(False)
            if zone in self.targets:
                self.zones[zone].set_hot(True)
            self._hot = zone

    def clear_targets(self) -> None:
        self.show_targets({})

    def mark_moved(self, piece_ids: set[str]) -> None:
        """Outline the pieces the last moves changed (until the viewer's next action), and the compact panel
        of a seat where such a piece is not drawn."""
        for pid, item in self.pieces.items():
            item.set_moved(pid in piece_ids)
        unseen: set[int] = set()
        if self.layout_model is not None:
            owners = {z.id: z.owner for z in self.layout_model.zones}
            for p in self.layout_model.pieces:
                if p.id in piece_ids and p.id not in self.pieces and owners.get(p.zone) is not None:
                    unseen.add(owners[p.zone])  # type: ignore[arg-type]
        for panel in self.seat_panels.values():
            panel.set_moved(not panel.tab and panel.seat in unseen)

    def mark_piece(self, piece_id: str | None) -> None:
        """Outline one piece (a hint's), or none."""
        for pid, item in self.pieces.items():
            item.set_marked(pid == piece_id)

    def zone_under(self, item: PieceItem, point: QPointF) -> str:
        """The zone a dropped piece lands on: the title's choice where it makes one (``drop_zone``), else
        the largest overlap, legal targets first, then the zone under the mouse (quiet zones only by the
        title's choice)."""
        box = item.sceneBoundingRect()
        chosen = self.title_view.drop_zone(item.piece, box)
        if chosen is not None and (chosen in self.zones or chosen == ""):
            return chosen
        best, best_area, best_legal = "", 0.0, False
        for zid, zitem in self.zones.items():
            if zitem.quiet:
                continue
            inter = zitem.rect.intersected(box)
            area = inter.width() * inter.height() if not inter.isEmpty() else 0.0
            if area <= 0 and not zitem.rect.contains(point):
                continue
            legal = zid in self.targets
            if zitem.rect.contains(point):
                area += box.width() * box.height()  # the mouse point counts most
            if (legal, area) > (best_legal, best_area):
                best, best_area, best_legal = zid, area, legal
        return best

    def end_drag(self, item: PieceItem, point: QPointF) -> None:
        zone = self.zone_under(item, point)
        self.last_drop = QPointF(point)
        self.clear_targets()
        self.drag_ended.emit()
        # Delivered on the next turn of the event loop: the piece is still inside its own release
        # handler, and playing the move may re-lay the whole board.
        piece = item.piece.id
        QTimer.singleShot(0, lambda: self.dropped.emit(piece, zone))
