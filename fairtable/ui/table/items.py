"""Graphics items: a piece the player can drag, and a zone that can light up as a target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from fairtable.engine.layout import Piece, Zone
from fairtable.i18n import _
from fairtable.ui.table.readability import DrawnText
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.ui.table.scene import BoardScene


def look(piece: Piece) -> tuple:
    """Everything about a piece its picture depends on (besides its size): where it lies does not count."""
    return (piece.kind, piece.art, piece.label, piece.face_up, piece.owner)


class PieceItem(QGraphicsObject):
    """One piece. Dragging is done with scene mouse events (no QDrag): it starts past the platform's drag
    distance, the piece follows the mouse, and on release the scene turns the drop into a gesture."""

    def __init__(self, piece: Piece, w: float, h: float, pixmap: QPixmap, svg: str = "") -> None:
        super().__init__()
        self.piece = piece
        self.w, self.h = w, h
        self._pixmap = pixmap
        self.svg = svg  # what the pixmap was drawn from: the magnifier draws it again larger, the bench reads its texts
        self._face: QPixmap | None = None  # a face shown for a moment instead (a die tumbling, a card's back)
        self._hover = False
        self._press: QPointF | None = None
        self._origin = QPointF()
        self.dragging = False
        self.marked = False  # a hint points at this piece
        self.moved = False  # the last moves changed this piece: outlined until the viewer acts
        self._z_unmarked = 0.0
        self.setAcceptHoverEvents(True)
        self.setToolTip(plain(piece.tooltip))

    def shows(self, piece: Piece, w: float, h: float, dpr: float) -> bool:
        """Whether the item already shows ``piece`` as it looks now: the same art, label, side, owner and
        tooltip at this size and device pixel ratio (where it lies and in which order do not change its
        look), so a relayout only has to move it."""
        return (
            w == self.w and h == self.h and self._pixmap.devicePixelRatio() == dpr
            and look(piece) == look(self.piece) and piece.tooltip == self.piece.tooltip
        )

    def set_piece(self, piece: Piece, w: float, h: float, pixmap: QPixmap, svg: str = "") -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
        self.piece = piece
        self._pixmap = pixmap
        self.svg = svg
        self.setToolTip(plain(piece.tooltip))
        self.update()

    def show_face(self, face: QPixmap | None) -> None:
        """Draw ``face`` for now instead of the piece's own (None: its own again)."""
        if face is not self._face:
            self._face = face
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        shown = self._face if self._face is not None else self._pixmap
        painter.drawPixmap(QRectF(0, 0, self.w, self.h), shown, QRectF(shown.rect()))
        if self.moved and not (self._hover or self.dragging or self.marked):
            painter.setBrush(Qt.NoBrush)
            pen = QPen(QColor("#1e88e5"), 2.5)
            pen.setStyle(Qt.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(QRectF(0.5, 0.5, self.w - 1, self.h - 1), 4, 4)
        if self._hover or self.dragging or self.marked:
            painter.setBrush(Qt.NoBrush)
            if self.marked:  # a hint's piece: a heavier line, drawn inside the bounding rect
                painter.setPen(QPen(QColor("#ffb300"), 3))
                painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 5, 5)
            else:
                painter.setPen(QPen(QColor("#ffb300"), 2))
                painter.drawRoundedRect(QRectF(-1, -1, self.w + 2, self.h + 2), 5, 5)

    def set_moved(self, moved: bool) -> None:
        if moved != self.moved:
            self.moved = moved
            self.update()

    def set_marked(self, marked: bool) -> None:
        """Outline the piece for a hint, lifted above its neighbours (a card in a fan is half covered)."""
        if marked != self.marked:
            self.marked = marked
            if marked:
                self._z_unmarked = self.zValue()
                self.setZValue(600)
            else:
                self.setZValue(self._z_unmarked)
            self.update()

    def board(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self._hover = True
        if self.board().can_drag(self.piece.id):
            self.setCursor(Qt.OpenHandCursor)
        else:
            self.unsetCursor()
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.LeftButton or not self.board().can_drag(self.piece.id):
            event.ignore()  # the view pans the board instead
            return
        self._press = event.scenePos()
        self._origin = self.pos()
        event.accept()

    def contextMenuEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        """A right click (or the keyboard's menu key over the piece): the moves that belong to the piece, in
        a menu at the pointer."""
        if not self.board().piece_menu(self.piece.id):
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.setZValue(1000)
            self.setCursor(Qt.ClosedHandCursor)
            self.board().begin_drag(self)
        self.setPos(self._origin + delta)
        self.board().drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        was_dragging = self.dragging
        self._press = None
        self.dragging = False
        self.setCursor(Qt.OpenHandCursor)
        if was_dragging:
            self.board().end_drag(self, event.scenePos())
        self.update()


TOP_LEFT = Qt.AlignTop | Qt.AlignLeft
BOTTOM_RIGHT = Qt.AlignBottom | Qt.AlignRight
_fonts: dict[tuple[int, bool], QFont] = {}
LABEL_PX = 9  # a zone's label, in scene units


def font(size: int, bold: bool = False) -> QFont:
    f = _fonts.get((size, bold))
    if f is None:
        f = _fonts[(size, bold)] = QFont("DejaVu Sans", size, QFont.Bold if bold else QFont.Normal)
    return f


def font_px(px: int, bold: bool = False) -> QFont:
    """A font of ``px`` scene units: its size on the screen is the board's zoom times this, whatever the
    screen's dots per inch."""
    f = _fonts.get((-px, bold))
    if f is None:
        f = _fonts[(-px, bold)] = QFont("DejaVu Sans")
        f.setPixelSize(px)
        f.setBold(bold)
    return f


class ZoneItem(QGraphicsItem):
    """A place on the board; lit while a held piece may go there, with a hint such as "2 AP"."""

    def __init__(self, zone: Zone, rect: QRectF, fill: str, border: str, show_label: bool = True,
                 quiet: bool = False) -> None:
        super().__init__()
        self.zone = zone
        self.quiet = quiet  # lit only while a held piece is over it (TitleView.quiet_target)
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.border = QColor(border)
        self.show_label = show_label
        self.hint: str | None = None
        self.hot = False
        self.setZValue(-1)
        if zone.tooltip:
            self.setToolTip(plain(zone.tooltip))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    def label_px(self) -> int:
        """The label's size in scene units, scaled by View > Text size."""
        base = getattr(self.scene(), "zone_label_px", LABEL_PX)  # the title's (TitleView.zone_label_px)
        return max(1, round(base * getattr(self.scene(), "text_scale", 1.0)))

    def shown_label(self) -> str:
        """The label as it fits the zone's box: whole, on as many lines as the box has room for (broken the
        boards' one way, games/text_fit.py) where the title lets labels wrap, or cut with an ellipsis (never
        clipped unseen)."""
        room = self.rect.adjusted(4, 2, -4, -2)
        fm = QFontMetricsF(font_px(self.label_px()))
        if fm.height() > room.height() + 0.5:
            return ""
        if (getattr(self.scene(), "zone_label_lines", False) and fm.horizontalAdvance(self.zone.label) > room.width()
                and room.height() >= 2 * fm.height()):
            from fairtable.games import text_fit

            rows = int(room.height() // fm.height())
            got = text_fit.fit(self.zone.label, room.width(), 100, 100,
                               lambda text, _size, _bold: fm.horizontalAdvance(text), most=rows)
            return "\n".join(got.lines)
        return fm.elidedText(self.zone.label, Qt.ElideRight, room.width())

    def label_rect(self) -> QRectF:
        """Where the label is drawn (empty when there is none)."""
        shown = self.shown_label() if self.show_label and self.zone.label else ""
        if not shown:
            return QRectF()
        fm = QFontMetricsF(font_px(self.label_px()))
        lines = shown.split("\n")
        return QRectF(self.rect.left() + 4, self.rect.top() + 2, max(fm.horizontalAdvance(line) for line in lines),
                      fm.height() * len(lines))

    def texts(self, zoom: float) -> list[DrawnText]:
        """The label as drawn at ``zoom`` (see ``readability``); cut when it does not fit its box."""
        if not (self.show_label and self.zone.label):
            return []
        shown = self.shown_label()
        whole = " ".join(shown.split("\n")) == " ".join(self.zone.label.split()) or shown.replace("\n", "") == self.zone.label
        return [DrawnText(f"zone {self.zone.id}", shown or self.zone.label, self.label_px() * zoom, cut=not whole,
                          whole=False)]

    def set_hint(self, hint: str | None) -> None:
        """Light the zone as a target. A lit zone rises above the pieces so its hint stays readable
        over a tile that lies on it."""
        if hint != self.hint:
            self.hint = hint
            self.setZValue(-1 if hint is None else 500)
            self.update()

    def lit(self) -> bool:
        """Whether the zone is drawn lit as a target now (a quiet one only while it is hot)."""
        return self.hint is not None and not (self.quiet and not self.hot)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.Antialiasing)
        scale = getattr(self.scene(), "text_scale", 1.0)  # View > Text size
        if self.hint is None and self.fill.alpha():
            painter.setBrush(QBrush(self.fill))
            painter.setPen(QPen(self.border, 1.2))
            painter.drawRoundedRect(self.rect, 6, 6)
        if self.hint is None and self.show_label and self.zone.label:
            painter.setPen(QColor("#5a4f3c"))
            painter.setFont(font_px(self.label_px()))
            painter.drawText(self.rect.adjusted(4, 2, -4, -2), TOP_LEFT, self.shown_label())
        if self.lit():
            colour = QColor("#2e9d4a") if not self.hot else QColor("#ff8f00")
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60))
            painter.setPen(QPen(colour, 3))
            painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 6, 6)
            if self.hint:
                painter.setFont(font(round(9 * scale), True))
                box = painter.fontMetrics().boundingRect(self.hint).adjusted(-3, -1, 3, 1)
                box.moveBottomRight(self.rect.adjusted(2, 2, -3, -2).bottomRight().toPoint())
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(255, 255, 255, 210))
                painter.drawRoundedRect(box, 3, 3)
                painter.setPen(QColor("#0d4d1f") if not self.hot else QColor("#7a3c00"))
                painter.drawText(self.rect.adjusted(2, 2, -3, -2), BOTTOM_RIGHT, self.hint)


class SeatPanelItem(QGraphicsObject):
    """Another seat's area drawn compact (own board first): its name and public figures; a click opens its
    board at full size. As a tab (``tab``) on an opened seat's area, a click folds it again."""

    def __init__(self, seat: int, rect: QRectF, name: str, colour: str, figures: list[str], font_px: int = 15,
                 tab: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self.rect = QRectF(rect)
        self.name = name
        self.colour = QColor(colour)
        self.figures = list(figures)
        self.font_px = font_px
        self.tab = tab
        self.moved = False  # the last moves changed something of this seat that the panel hides
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setCursor(Qt.PointingHandCursor)
        self.setZValue(2)
        self._tip()

    def _tip(self) -> None:
        if self.tab:
            self.setToolTip(_("Fold {name}'s board back").format(name=self.name))
        else:
            self.setToolTip("\n".join([self.name, *self.figures, _("Click to show {name}'s board").format(name=self.name)]))

    def set_figures(self, name: str, figures: list[str]) -> None:
        if (name, figures) != (self.name, self.figures):
            self.name, self.figures = name, list(figures)
            self._tip()
            self.update()

    def set_moved(self, moved: bool) -> None:
        if moved != self.moved:
            self.moved = moved
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    # -- what it shows ------------------------------------------------------------------------------

    def _head(self) -> QRectF:
        if self.tab:
            return QRectF(self.rect)
        return QRectF(self.rect.left(), self.rect.top(), self.rect.width(), round(self.font_px * 1.55))

    def _lines(self) -> list[tuple[str, bool]]:
        """The figures as they fit the panel, " · " between them: (line, whole) pairs; a figure too wide for
        a line of its own is cut, and lines past the panel's bottom are left out (cut)."""
        fm = QFontMetricsF(font_px(self.font_px))
        width = self.rect.width() - 16
        room = self.rect.height() - self._head().height() - 6
        per_line = max(1, int(room // (fm.height() * 1.05)))
        # Each figure goes on the first line with room for it (first fit), so a long figure that starts a
        # line of its own does not push a short one after it off the panel.
        packed: list[str] = []
        for figure in self.figures:
            for i, line in enumerate(packed):
                trial = f"{line} \u00b7 {figure}"
                if fm.horizontalAdvance(trial) <= width:
                    packed[i] = trial
                    break
            else:
                packed.append(figure)
        lines = [(line, True) for line in packed]
        out = []
        for text, _whole in lines:
            shown = fm.elidedText(text, Qt.ElideRight, width)
            out.append((shown, shown == text))
        if len(out) > per_line:
            out = out[:per_line]
            out[-1] = (out[-1][0], False)
        return out

    @staticmethod
    def _tab_word() -> str:
        # TRANSLATORS: on the tab that folds an opened player's board back (a short word)
        return _("Hide")

    def _title(self) -> str:
        fm = QFontMetricsF(font_px(self.font_px if not self.tab else min(self.font_px, 13), True))
        text = self._tab_word() if self.tab else self.name
        head = self._head()
        room = head.width() - 8 - (head.height() + 4 if not self.tab else head.height() * 0.75)
        return fm.elidedText(text, Qt.ElideRight, room)

    def texts(self, zoom: float) -> list[DrawnText]:
        """What it shows as drawn at ``zoom`` (see ``readability``); its name cut by an ellipsis is whole in
        its tooltip, a figure cut off is not."""
        size = self.font_px if not self.tab else min(self.font_px, 13)
        title = self._title()
        out = [DrawnText(f"seat {self.seat}", title, size * zoom, cut=title != (self._tab_word() if self.tab else self.name),
                         whole=not self.tab)]
        if not self.tab:
            out += [DrawnText(f"seat {self.seat}", text, self.font_px * zoom, cut=not whole, whole=whole)
                    for text, whole in self._lines()]
        return out

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.Antialiasing)
        head = self._head()
        if not self.tab:
            painter.setPen(QPen(self.colour, 2.5 if not self._hover else 3.5))
            painter.setBrush(QColor("#fbf8f1"))
            painter.drawRoundedRect(self.rect, 8, 8)
            if self.moved:  # as a piece the last moves changed is outlined
                pen = QPen(QColor("#1e88e5"), 2.5)
                pen.setStyle(Qt.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 9, 9)
        painter.setPen(QPen(self.colour.darker(130) if self._hover else self.colour, 1))
        painter.setBrush(self.colour.darker(115) if self._hover else self.colour)
        painter.drawRoundedRect(head, 7, 7)
        # An arrow says what a click does: open (pointing down) or fold (pointing up).
        s = head.height() * 0.28
        cx, cy = head.right() - head.height() * (0.5 if not self.tab else 0.42), head.center().y()
        tip = QPolygonF([QPointF(cx - s, cy - s / 2), QPointF(cx + s, cy - s / 2), QPointF(cx, cy + s / 2)] if not self.tab
                        else [QPointF(cx - s, cy + s / 2), QPointF(cx + s, cy + s / 2), QPointF(cx, cy - s / 2)])
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(tip)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font_px(self.font_px if not self.tab else min(self.font_px, 13), True))
        painter.drawText(head.adjusted(8, 0, 0, 0), Qt.AlignVCenter | Qt.AlignLeft, self._title())
        if self.tab:
            return
        painter.setPen(QColor("#3a3326"))
        painter.setFont(font_px(self.font_px))
        fm = QFontMetricsF(font_px(self.font_px))
        y = head.bottom() + 3
        for text, _whole in self._lines():
            painter.drawText(QRectF(self.rect.left() + 8, y, self.rect.width() - 16, fm.height()),
                             Qt.AlignVCenter | Qt.AlignLeft, text)
            y += fm.height() * 1.05

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()  # the click is the panel's: the board does not pan

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.rect.contains(event.scenePos()):
            scene = self.scene()
            if scene is not None:
                scene.seat_clicked.emit(self.seat)  # type: ignore[attr-defined]
