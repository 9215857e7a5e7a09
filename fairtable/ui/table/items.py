"""Graphics items: a piece the player can drag, and a zone that can light up as a target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

from fairtable.engine.layout import Piece, Zone
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.ui.table.scene import BoardScene


def look(piece: Piece) -> tuple:
    """Everything about a piece its picture depends on (besides its size): where it lies does not count."""
    return (piece.kind, piece.art, piece.label, piece.face_up, piece.owner)


class PieceItem(QGraphicsObject):
    """One piece. Dragging is done with scene mouse events (no QDrag): it starts past the platform's drag
    distance, the piece follows the mouse, and on release the scene turns the drop into a gesture."""

    def __init__(self, piece: Piece, w: float, h: float, pixmap: QPixmap) -> None:
        super().__init__()
        self.piece = piece
        self.w, self.h = w, h
        self._pixmap = pixmap
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

    def set_piece(self, piece: Piece, w: float, h: float, pixmap: QPixmap) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
        self.piece = piece
        self._pixmap = pixmap
        self.setToolTip(plain(piece.tooltip))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.drawPixmap(QRectF(0, 0, self.w, self.h), self._pixmap, QRectF(self._pixmap.rect()))
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


def font(size: int, bold: bool = False) -> QFont:
    f = _fonts.get((size, bold))
    if f is None:
        f = _fonts[(size, bold)] = QFont("DejaVu Sans", size, QFont.Bold if bold else QFont.Normal)
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

    def set_hint(self, hint: str | None) -> None:
        """Light the zone as a target. A lit zone rises above the pieces so its hint stays readable
        over a tile that lies on it."""
        if hint != self.hint:
            self.hint = hint
            self.setZValue(-1 if hint is None else 500)
            self.update()

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
            painter.setFont(font(round(7 * scale)))
            painter.drawText(self.rect.adjusted(4, 2, -4, -2), TOP_LEFT, self.zone.label)
        if self.hint is not None and not (self.quiet and not self.hot):
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
