"""The table's small flourishes: a die rolled tumbles for a moment, showing other faces as it turns, before it
settles on its value; a card revealed turns over (its back narrows to an edge, its face widens out of it).

Both run only while the table animates (View > Animation speed not Off) and the bots are not at Instant
speed (the scene's ``flourishes``); the piece's true face is set at once, so anything that reads the board
(the ring's words, a screen reader, the magnifier's art) reads the value from the start, and a move made
meanwhile ends the flourish on the spot. Nothing here waits: no move is ever delayed by a flourish."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation
from PySide6.QtGui import QPixmap, QTransform

if TYPE_CHECKING:
    from fairtable.ui.table.items import PieceItem

TUMBLE_SPAN = 2.4  # a tumble lasts this many times the animation speed (Normal: about 0.6 s)
TUMBLE_FACES = 7  # how many other faces it shows on the way
TUMBLE_DEGREES = 14.0  # how far it rocks
TURN_SPAN = 1.2  # a card's turn, in animation speeds


class Flourishes(QObject):
    """The flourishes running, by piece id; the scene owns it (an animation never outlives its items)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.running: dict[str, QVariantAnimation] = {}
        self.shown: list[tuple[str, str]] = []  # (piece id, "tumble" or "turn") as each began: for the tests
        self._rng = random.Random()

    def tumble(self, item: PieceItem, faces: list[QPixmap], speed_ms: int) -> None:
        """``item`` (showing its new value) tumbles through ``faces`` (other faces of the die), then settles."""
        if not faces:
            return
        pid = item.piece.id
        self.stop(pid)
        order = [faces[self._rng.randrange(len(faces))] for _ in range(TUMBLE_FACES)]
        item.setTransformOriginPoint(item.w / 2, item.h / 2)

        def step(value: float) -> None:
            k = int(value * TUMBLE_FACES)
            item.show_face(order[k] if k < TUMBLE_FACES else None)
            item.setRotation(TUMBLE_DEGREES * math.sin(value * math.pi * 3) * (1 - value))

        self._run(pid, item, "tumble", int(TUMBLE_SPAN * speed_ms), step, QEasingCurve.OutQuad)

    def turn(self, item: PieceItem, back: QPixmap, speed_ms: int) -> None:
        """``item`` (showing its face) turns over from ``back``: the back narrows to an edge, the face widens."""
        pid = item.piece.id
        self.stop(pid)

        def step(value: float) -> None:
            width = abs(1 - 2 * value)
            item.show_face(back if value < 0.5 else None)
            item.setTransform(QTransform().translate(item.w / 2, 0).scale(max(0.02, width), 1).translate(-item.w / 2, 0))

        self._run(pid, item, "turn", int(TURN_SPAN * speed_ms), step, QEasingCurve.InOutSine)

    def _run(self, pid: str, item: PieceItem, kind: str, ms: int, step, curve) -> None:  # type: ignore[no-untyped-def]
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, ms))
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._done(pid, item))
        self.running[pid] = anim
        self.shown.append((pid, kind))
        step(0.0)
        anim.start()

    def _done(self, pid: str, item: PieceItem) -> None:
        anim = self.running.pop(pid, None)
        settle(item)
        if anim is not None:
            anim.deleteLater()

    def stop(self, pid: str, item: PieceItem | None = None) -> None:
        """End a flourish at once: the piece as it is."""
        anim = self.running.pop(pid, None)
        if anim is None:
            return
        anim.stop()
        anim.valueChanged.disconnect()
        anim.finished.disconnect()
        anim.deleteLater()
        if item is not None:
            settle(item)

    def finish(self, items: dict[str, PieceItem]) -> None:
        for pid in list(self.running):
            self.stop(pid, items.get(pid))


def settle(item: PieceItem) -> None:
    item.show_face(None)
    item.setRotation(0)
    item.setTransform(QTransform())
