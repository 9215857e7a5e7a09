"""Looking over the whole board from the keyboard, not only at the pieces that may move: I and Shift+I take the
focus ring through every place shown on the board, each followed by what lies on it, in reading order, and
say each one (a place with what is on it, a piece with what it is). A mixin of
:class:`fairtable.ui.keys.board.BoardKeys`; it moves nothing and works at any time, a bot's turn too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from fairtable.i18n import _
from fairtable.ui.keys.ring import reading_order

if TYPE_CHECKING:
    from fairtable.engine.layout import Zone
    from fairtable.ui.table.controller import TableController

PIECE, ZONE = "piece", "zone"


class Explore:
    """The ring over every place and piece shown."""

    # What the keys (BoardKeys) hold, read and set here:
    controller: TableController | None
    inspected: tuple[str, str] | None  # (PIECE or ZONE, its id) the ring is on while looking, or None
    showing: bool

    if TYPE_CHECKING:  # found in the other mixins of BoardKeys
        def _draw(self, say: bool) -> None: ...
        def piece_words(self, piece_id: str, details: bool = True) -> str: ...
        def zone_words(self, zone: Zone) -> str: ...
        def place_words(self, zone: Zone) -> str: ...

    def sights(self) -> list[tuple[str, str]]:
        """Every place shown on the board in reading order, each followed by the pieces lying on it (in
        reading order), then the pieces of places not shown."""
        c = self.controller
        if c is None:
            return []
        scene, layout = c.scene, c.layout()
        if layout is None:
            return []
        zones = {zid: QRectF(item.rect) for zid, item in scene.zones.items() if item.isVisible()}
        pieces = {pid: item.sceneBoundingRect() for pid, item in scene.pieces.items() if item.isVisible()}
        lying: dict[str, dict[str, QRectF]] = {}
        for piece in layout.pieces:
            if piece.id in pieces:
                lying.setdefault(piece.zone if piece.zone in zones else "", {})[piece.id] = pieces[piece.id]
        out: list[tuple[str, str]] = []
        for zid in reading_order(zones):
            out.append((ZONE, zid))
            out += [(PIECE, pid) for pid in reading_order(lying.get(zid, {}))]
        out += [(PIECE, pid) for pid in reading_order(lying.get("", {}))]
        return out

    def sight_rect(self, sight: tuple[str, str]) -> QRectF | None:
        c = self.controller
        if c is None:
            return None
        kind, key = sight
        if kind == ZONE:
            item = c.scene.zones.get(key)
            return QRectF(item.rect) if item is not None else None
        piece = c.scene.pieces.get(key)
        return piece.sceneBoundingRect() if piece is not None else None

    def sight_words(self, sight: tuple[str, str]) -> str:
        """A place with what lies on it, or a piece with where it lies."""
        c = self.controller
        layout = c.layout() if c is not None else None
        if layout is None:
            return ""
        kind, key = sight
        if kind == ZONE:
            zone = layout.zone(key)
            if zone is None:
                return ""
            return self.place_words(zone)
        words = self.piece_words(key)
        piece = layout.piece(key)
        zone = layout.zone(piece.zone) if piece is not None else None
        place = self.zone_words(zone) if zone is not None else ""
        if place and place not in words:
            # TRANSLATORS: a piece looked at with the I key, then the place it lies in
            words = _("{piece}, in {place}").format(piece=words, place=place)
        return words

    def look_at(self, sight: tuple[str, str]) -> bool:
        """The ring goes to this place or piece (from the board as a list) and says it, as I would."""
        if self.sight_rect(sight) is None:
            return False
        self.inspected = sight
        self.showing = True
        self._draw(say=True)
        return True

    def inspect(self, back: bool) -> bool:
        """I (Shift+I: back): the ring goes to the next place or piece shown and says it."""
        sights = self.sights()
        if not sights:
            return False
        i = sights.index(self.inspected) if self.inspected in sights else -1
        if i < 0:
            i = len(sights) - 1 if back else 0
        else:
            i = (i + (-1 if back else 1)) % len(sights)
        self.inspected = sights[i]
        self.showing = True
        self._draw(say=True)
        return True
