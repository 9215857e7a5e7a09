"""The magnifier: a piece the pointer rests on (or every piece under it while Z or Shift is held) shown
enlarged beside the pointer, with its tooltip's facts below it.

The enlarged piece is its own SVG drawn again at the bigger size (never a scaled pixmap), at least twice as
big as on the board and big enough that its smallest text is 13 pixels tall (within half the board's room). It never gets in the
way of a drag: mouse events go through it, a press hides it until the button is let go, it is never placed
under the pointer, and it keeps clear of the banner and the refusal bubble.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from fairtable.ui.table.art import ArtCache
from fairtable.ui.table.items import PieceItem
from fairtable.ui.table.readability import svg_face, text_px

REST_MS = 400  # how long the pointer rests on a piece before it is magnified
TEXT_PX = 13.0  # the enlarged piece's smallest text, at least
GROWTH = 2.0  # the enlarged piece, at least this many times its size on the board
LEAST_PX = 110.0  # and its longer side at least this many pixels
GAP = 22  # between the pointer and the magnifier
HOLD_KEYS = (Qt.Key_Z, Qt.Key_Shift)


def zoom_for(item: PieceItem, board_zoom: float, room: QRect) -> float:
    """Pixels per scene unit for ``item`` enlarged: twice its size on the board, its smallest text (a card's
    rules too) 13 px and its longer side 110 px at least; no more than about half the board's room."""
    face = svg_face(item.svg)
    smallest = min((text_px(face, t, item.w, item.h, 1.0) for t in face.texts), default=0.0)
    k = max(GROWTH * board_zoom, LEAST_PX / max(item.w, item.h, 1.0))
    if smallest > 0:
        k = max(k, TEXT_PX / smallest)
    cap = min(room.width() * 0.5 / max(item.w, 1.0), room.height() * 0.6 / max(item.h, 1.0))
    return max(min(k, cap), board_zoom)


class Magnifier(QFrame):
    """Lives on the board view's viewport, beside the banner and the refusal bubble."""

    def __init__(self, view: QGraphicsView, obstacles: Callable[[], list[QWidget]] = list) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.obstacles = obstacles  # overlays to keep clear of (those shown)
        self.enabled = True
        self.art = ArtCache(limit=24)  # a few large pixmaps of its own, not the board's cache
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.NoFocus)
        self.setObjectName("magnifier")
        self.setStyleSheet("#magnifier { background: #fffdf7; border: 2px solid #6e604a; border-radius: 8px; }"
                           "QLabel { background: transparent; border: none; color: #2d2418; font-size: 13px; }")
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignCenter)
        self.facts = QLabel()
        self.facts.setTextFormat(Qt.PlainText)
        self.facts.setWordWrap(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 8)
        box.setSpacing(6)
        box.addWidget(self.picture, 0, Qt.AlignHCenter)
        box.addWidget(self.facts)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(REST_MS)
        self.timer.timeout.connect(self._rested)
        self.item: PieceItem | None = None  # the piece shown
        self.zoom = 0.0  # pixels per scene unit of the piece shown
        self._waiting: PieceItem | None = None  # the piece the pointer rests on, not yet shown
        self._pointer = QPoint()
        self._held = False  # a press is down: nothing shows until it is let go
        self._key = False  # Z or Shift held: shows at once
        self.by_keys = False  # it shows the piece the keyboard's focus ring is on, beside the piece
        self.hide()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    # -- what the board view tells it -----------------------------------------------------------------

    def piece_at(self, pos: QPoint) -> PieceItem | None:
        """The topmost piece under ``pos`` worth enlarging (not a face-down one that says nothing)."""
        for item in self.view.items(pos):
            if isinstance(item, PieceItem):
                return item if item.piece.face_up or item.piece.tooltip else None
        return None

    def follow(self, item: PieceItem | None) -> None:
        """The keyboard's focus ring went to ``item``: shown enlarged beside it, as beside a pointer resting
        on it (None: the ring left the pieces, and what it showed goes)."""
        if item is None or not self.enabled or self._held or item.scene() is None or not (
                item.piece.face_up or item.piece.tooltip):
            if self.by_keys:
                self.dismiss()
            return
        self.by_keys = True
        self._pointer = self.view.mapFromScene(item.sceneBoundingRect().center())
        self.show_piece(item)

    def pointer_moved(self, pos: QPoint, buttons) -> None:  # type: ignore[no-untyped-def]
        self.by_keys = False
        self._pointer = QPoint(pos)
        if buttons != Qt.NoButton or self._held or not self.enabled:
            self.dismiss()
            return
        item = self.piece_at(pos)
        if item is None:
            self.dismiss()
            return
        if self.isVisible() or self._key:
            if item is not self.item:
                self.show_piece(item)  # already up: it follows from piece to piece at once
            else:
                self.place()
            return
        if item is not self._waiting:
            self._waiting = item
            self.timer.start()

    def pressed(self) -> None:
        """A press (a drag may start): gone until the button is let go."""
        self._held = True
        self.dismiss()

    def released(self) -> None:
        self._held = False

    def left(self) -> None:
        self.dismiss()

    def board_changed(self) -> None:
        """The board was laid out again: show what now lies under the pointer, or nothing."""
        if not self.isVisible() or self.by_keys:
            return  # what the keys show, they move on themselves
        item = self.piece_at(self._pointer)
        if item is None or self._held:
            self.dismiss()
        else:
            self.show_piece(item)

    def dismiss(self) -> None:
        self.by_keys = False
        self.timer.stop()
        self._waiting = None
        self.item = None
        self.hide()

    def _rested(self) -> None:
        item = self._waiting
        self._waiting = None
        if item is None or self._held or item.scene() is None or self.piece_at(self._pointer) is not item:
            return
        self.show_piece(item)

    # -- the key held down ----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in (QEvent.KeyPress, QEvent.KeyRelease) and event.key() in HOLD_KEYS and not event.isAutoRepeat():
            if kind == QEvent.KeyRelease:
                if self._key:
                    self._key = False
                    self.dismiss()
            elif self._may_hold():
                self._key = True
                item = self.piece_at(self._pointer)
                if item is not None and not self._held:
                    self.show_piece(item)
        return False

    def _may_hold(self) -> bool:
        viewport = self.view.viewport()
        if not self.enabled or not viewport.isVisible() or not viewport.underMouse():
            return False
        focus = QApplication.focusWidget()
        return not isinstance(focus, (QLineEdit, QTextEdit, QPlainTextEdit))  # typing a capital is no request

    # -- showing --------------------------------------------------------------------------------------

    def show_piece(self, item: PieceItem) -> None:
        if not item.svg:
            self.dismiss()
            return
        room = self.parentWidget().rect()
        k = zoom_for(item, self.view.transform().m11(), room)
        dpr = self.devicePixelRatioF()
        self.picture.setPixmap(self.art.pixmap(item.svg, item.w * k, item.h * k, dpr))
        width = max(round(item.w * k), 240)
        self.facts.setText(item.piece.tooltip or item.piece.label)
        self.facts.setVisible(bool(self.facts.text()))
        self.facts.setFixedWidth(width)
        self.item, self.zoom = item, k
        self.adjustSize()
        if not self.place():
            self.dismiss()
            return
        self.show()
        self.raise_()
        for other in self.obstacles():  # the banner and the bubble stay on top
            other.raise_()

    def place(self) -> bool:
        """Beside the pointer, inside the board, never under the pointer and clear of the overlays shown;
        False when there is no such place."""
        area = self.parentWidget().rect()
        w, h = self.width(), self.height()
        p = self._pointer
        keep_off = [o.geometry() for o in self.obstacles() if o.isVisible()]

        def fit(x: int, y: int) -> QRect:
            return QRect(min(max(4, x), area.width() - w - 4), min(max(4, y), area.height() - h - 4), w, h)

        tries = [fit(p.x() + dx, p.y() + dy) for dx, dy in (
            (GAP, GAP), (-GAP - w, GAP), (GAP, -GAP - h), (-GAP - w, -GAP - h), (GAP, -h // 2), (-GAP - w, -h // 2))]
        for o in keep_off:  # slid above or below an overlay, on either side of the pointer
            for x in (p.x() + GAP, p.x() - GAP - w):
                tries += [fit(x, o.bottom() + 6), fit(x, o.top() - h - 6)]
        for box in tries:
            if box.adjusted(-6, -6, 6, 6).contains(p) or any(box.intersects(o) for o in keep_off):
                continue
            self.move(box.topLeft())
            return True
        return False
