"""The board as the table should draw it, for one viewer.

``Game.layout(state, viewer)`` returns a :class:`Layout`: zones (where things can be) and pieces (what is
there). It is logical, not geometric: the title's ``view.py`` gives each zone its place and look on the
board, and the table arranges the pieces of a zone by the zone's ``kind``. Hidden pieces come face down
with no label, so a layout never leaks what its viewer may not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ZoneKind = Literal["slot", "grid", "stack", "fan", "track", "area"]


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    kind: ZoneKind
    label: str = ""
    owner: int | None = None
    capacity: int | None = None
    tooltip: str = ""


@dataclass(frozen=True, slots=True)
class Piece:
    id: str
    kind: str  # "tile", "meeple", "card", "bill", "token", "marker", "die", ...
    zone: str
    order: int = 0
    face_up: bool = True
    art: str = ""  # the art key the view draws, e.g. "essen/tile/meeple"; "" for the kind's default
    label: str = ""
    tooltip: str = ""
    owner: int | None = None


@dataclass(slots=True)
class Layout:
    zones: list[Zone] = field(default_factory=list)
    pieces: list[Piece] = field(default_factory=list)
    # Free-form figures the view shows beside the board (scores, round, money ...), by key.
    info: dict[str, str] = field(default_factory=dict)

    def zone(self, zone_id: str) -> Zone | None:
        for z in self.zones:
            if z.id == zone_id:
                return z
        return None

    def piece(self, piece_id: str) -> Piece | None:
        for p in self.pieces:
            if p.id == piece_id:
                return p
        return None

    def in_zone(self, zone_id: str) -> list[Piece]:
        return sorted((p for p in self.pieces if p.zone == zone_id), key=lambda p: p.order)
