"""The widget that shows the board scene: zoom (wheel, keys), pan (drag on the empty board), fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from fairtable.i18n import _
from fairtable.ui.table.magnifier import Magnifier
from fairtable.ui.table.scene import BoardScene

MIN_ZOOM, MAX_ZOOM = 0.2, 4.0


class BoardView(QGraphicsView):
    pressed = Signal()  # any mouse press on the board (a banner across it goes down)
    resized = Signal()

    def __init__(self, scene: BoardScene | None = None) -> None:
        super().__init__()
        self.fitted = True
        self.magnifier = Magnifier(self)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setDragMode(QGraphicsView.ScrollHandDrag)  # items that accept the press win; else the board pans
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setFrameShape(QFrame.NoFrame)
        self.setMouseTracking(True)
        # The drawing area a screen reader lands on when Tab comes to the board: named, not "layered pane".
        self.viewport().setAccessibleName(_("Board"))

    def setScene(self, scene) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        old = self.scene()
        if old is not None:
            for signal, slot in ((old.sceneRectChanged, self._scene_rect_changed),
                                 (old.laid_out, self.magnifier.board_changed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.magnifier.dismiss()
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
            scene.laid_out.connect(self.magnifier.board_changed)

    def _scene_rect_changed(self, rect) -> None:  # type: ignore[no-untyped-def]
        """The board grew or shrank (a seat opened or folded, a town grew): a fitted board stays fitted."""
        if self.fitted:
            self.fit()

    def board(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(MIN_ZOOM / current, min(MAX_ZOOM / current, factor))
        self.scale(factor, factor)
        self.fitted = False

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        self.magnifier.dismiss()
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.magnifier.pressed()
        self.pressed.emit()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().mouseMoveEvent(event)
        self.magnifier.pointer_moved(event.position().toPoint(), event.buttons())

    def mouseReleaseEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.buttons() == Qt.NoButton:
            self.magnifier.released()

    def viewportEvent(self, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.type() == QEvent.Leave:
            self.magnifier.left()
        # Over a piece the magnifier shows its tooltip's facts (sooner and larger): no second tooltip.
        if (event.type() == QEvent.ToolTip and self.magnifier.enabled
                and self.magnifier.piece_at(event.pos()) is not None):
            event.accept()
            return True
        return super().viewportEvent(event)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)
            self.fitted = True

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        if self.fitted:
            self.fit()
        self.resized.emit()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        self.sync_dpr()

    def sync_dpr(self) -> None:
        """Render pixmaps for this screen's device pixel ratio, so the board is sharp on HiDPI."""
        dpr = self.devicePixelRatioF()
        board = self.board()
        if board is not None and abs(board.dpr - dpr) > 1e-3:
            board.dpr = dpr
            board.art.clear()
            if board.layout_model is not None:
                board.set_layout(board.layout_model, animate=False)
