"""The widget that shows the board scene: zoom (wheel, keys), pan (drag on the empty board), fit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from fairtable.ui.table.scene import BoardScene

MIN_ZOOM, MAX_ZOOM = 0.2, 4.0


class BoardView(QGraphicsView):
    pressed = Signal()  # any mouse press on the board (a banner across it goes down)
    resized = Signal()

    def __init__(self, scene: BoardScene | None = None) -> None:
        super().__init__()
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setDragMode(QGraphicsView.ScrollHandDrag)  # items that accept the press win; else the board pans
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setFrameShape(QFrame.NoFrame)
        self.setMouseTracking(True)
        self.fitted = True

    def board(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(MIN_ZOOM / current, min(MAX_ZOOM / current, factor))
        self.scale(factor, factor)
        self.fitted = False

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.pressed.emit()
        super().mousePressEvent(event)

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
