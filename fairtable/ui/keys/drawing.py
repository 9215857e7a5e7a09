"""Drawing the board's keyboard focus: the ring on the focused, held or looked-at piece or place, the target's
ring and the line to it, the focused piece raised above its neighbours and shown in the magnifier, and the
words said of it. A mixin of :class:`fairtable.ui.keys.board.BoardKeys` (it reads the keys' state)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from fairtable.ui.keys.explore import PIECE
from fairtable.ui.keys.ring import HELD_RING, PIECE_RING, RAISED_Z, TARGET_RING, Ring

if TYPE_CHECKING:
    from fairtable.ui.table.board_view import BoardView
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.items import PieceItem


class RingDrawing:
    """The rings on the board and the words said of what they are on."""

    # What the keys (BoardKeys) hold, read here:
    view: BoardView
    controller: TableController | None
    focus: str | None
    held: str | None
    target: str | None
    showing: bool
    inspected: tuple[str, str] | None
    _ring: Ring | None
    _target_ring: Ring | None
    _line: QGraphicsLineItem | None
    _followed: PieceItem | None
    _raised: tuple[PieceItem, float] | None

    if TYPE_CHECKING:  # found in BoardKeys and its other mixins
        def _say(self, text: str) -> None: ...
        def _set_description(self, text: str) -> None: ...
        def sight_rect(self, sight: tuple[str, str]) -> QRectF | None: ...
        def sight_words(self, sight: tuple[str, str]) -> str: ...
        def words(self) -> str: ...

    def _rings(self) -> tuple[Ring, Ring, QGraphicsLineItem]:
        c = self.controller
        assert c is not None
        if self._ring is None or self._ring.scene() is not c.scene:
            self._ring = Ring(PIECE_RING)
            self._target_ring = Ring(TARGET_RING, 8.0)
            self._line = QGraphicsLineItem()
            pen = QPen(QColor(TARGET_RING[0]), 3, Qt.DashLine)
            pen.setCosmetic(True)
            self._line.setPen(pen)
            self._line.setZValue(RAISED_Z - 1)  # from under the held piece to its target
            self._line.setAcceptedMouseButtons(Qt.NoButton)
            self._line.hide()
            for item in (self._ring, self._target_ring, self._line):
                c.scene.addItem(item)
        assert self._target_ring is not None and self._line is not None
        return self._ring, self._target_ring, self._line

    def ring_rect(self) -> QRectF | None:
        """Where the piece ring is drawn (scene coordinates), None when it is hidden."""
        return QRectF(self._ring.rect) if self._ring is not None and self._ring.isVisible() else None

    def target_rect(self) -> QRectF | None:
        return QRectF(self._target_ring.rect) if self._target_ring is not None and self._target_ring.isVisible() else None

    def _follow(self, item: PieceItem | None) -> None:
        """Keep the ring on ``item`` while it glides (an animation moves it after the layout)."""
        if self._followed is item:
            return
        if self._followed is not None:
            for signal in (self._followed.xChanged, self._followed.yChanged):
                try:
                    signal.disconnect(self._place_ring)
                except (RuntimeError, TypeError):
                    pass
        self._followed = item
        if item is not None:
            item.xChanged.connect(self._place_ring)
            item.yChanged.connect(self._place_ring)

    def _raise(self, item: PieceItem | None) -> None:
        if self._raised is not None:
            old, z = self._raised
            if old is not item and old.scene() is not None and old.zValue() == RAISED_Z:
                old.setZValue(z)
            if old is item and item.zValue() == RAISED_Z:
                return
            self._raised = None
        if item is not None and item.zValue() < RAISED_Z:
            self._raised = (item, item.zValue())
            item.setZValue(RAISED_Z)

    def _place_ring(self) -> None:
        c = self.controller
        if c is None or self._ring is None or self._followed is None:
            return
        self._ring.place(self._followed.sceneBoundingRect().adjusted(2, 2, -2, -2))
        if self._line is not None and self._line.isVisible() and self._target_ring is not None:
            self._line.setLine(QLineF(self._ring.rect.center(), self._target_ring.rect.center()))

    def _draw(self, say: bool) -> None:
        """Bring the rings up to the state: on the focused or held piece and its target while the keyboard
        is in use, hidden otherwise; say what they are on."""
        c = self.controller
        if c is None:
            return
        scene = c.scene
        piece_id = self.held or self.focus
        item = scene.pieces.get(piece_id) if piece_id else None
        panel = scene.seat_panels.get(piece_id) if piece_id and self.held is None else None
        ring, target_ring, line = self._rings()
        sight = self.sight_rect(self.inspected) if self.inspected is not None and self.held is None else None
        if sight is not None and self.showing:
            assert self.inspected is not None
            target_ring.hide()
            line.hide()
            looked = scene.pieces.get(self.inspected[1]) if self.inspected[0] == PIECE else None
            self._follow(looked)
            self._raise(looked)
            ring.set_colours(PIECE_RING)
            ring.place(sight.adjusted(2, 2, -2, -2) if looked is not None else sight)
            ring.show()
            self.view.ensureVisible(sight, 30, 30)
            text = self.sight_words(self.inspected)
            if say:
                self._magnify(looked)
                self._say(text)
            else:
                self._keep_magnified(looked)
                self._set_description(text)
            return
        if panel is not None and self.showing:
            target_ring.hide()
            line.hide()
            self._follow(None)
            self._raise(None)
            ring.set_colours(PIECE_RING)
            ring.place(panel.rect)
            ring.show()
            self.view.ensureVisible(panel.rect, 30, 30)
            if say:
                self._magnify(None)
                self._say(self.words())
            else:
                self._set_description(self.words())
            return
        on = self.showing and item is not None
        if not on:
            ring.hide()
            target_ring.hide()
            line.hide()
            self._follow(None)
            self._raise(None)
            self._magnify(None)
            self._set_description(self.words() if item is not None or panel is not None else "")
            return
        assert item is not None
        self._raise(item)
        ring.set_colours(HELD_RING if self.held else PIECE_RING)
        self._follow(item)
        zone = scene.zones.get(self.target) if self.held and self.target else None
        if zone is not None:
            target_ring.place(zone.rect)
            target_ring.show()
            line.show()
        else:
            target_ring.hide()
            line.hide()
        self._place_ring()
        ring.show()
        self.view.ensureVisible(zone.rect if zone is not None else item.sceneBoundingRect(), 30, 30)
        text = self.words()
        if say:
            self._magnify(None if self.held else item)  # a piece held: its places are looked at
            self._say(text)
        else:
            self._keep_magnified(None if self.held else item)
            self._set_description(text)

    def _magnify(self, item: PieceItem | None) -> None:
        """The magnifier, where it is on, shows the piece the player took the ring to (None: the ring left
        the pieces; what the keys showed goes)."""
        magnifier = getattr(self.view, "magnifier", None)
        if magnifier is not None:
            magnifier.follow(item)

    def _keep_magnified(self, item: PieceItem | None) -> None:
        """The board laid out again: the magnifier showing what the keys took it to stays on the ring's piece."""
        magnifier = getattr(self.view, "magnifier", None)
        if magnifier is not None and magnifier.by_keys:
            magnifier.follow(item)
