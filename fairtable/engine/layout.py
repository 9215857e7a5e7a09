"""The board as the table should draw it, for one viewer.

``Presentation.layout(state, viewer)`` returns a :class:`Layout`: zones (where things can be) and pieces (what is
there). It is logical, not geometric: the title's ``view.py`` gives each zone its place and look on the
board, and the table arranges the pieces of a zone by the zone's ``kind``. Hidden pieces come face down
with no label, so a layout never leaks what its viewer may not know.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
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


# Not \b: in Chinese and Japanese the token touches the words around it ("Seat 3は"), which are word
# characters too.
_SEAT_WORD = re.compile(r"(?<![A-Za-z])(?:[Ss]eat|[Pp]layer) (\d+)(?![0-9])")


def name_seats(text: str, names: Sequence[str]) -> str:
    """``text`` with "Seat 2", "seat 2", "Player 2" or "player 2" replaced by the name of that seat (the
    second); numbers beyond the seats are left alone."""
    if not text or ("eat " not in text and "layer " not in text):
        return text

    def name(m: re.Match[str]) -> str:
        k = int(m.group(1)) - 1
        return names[k] if 0 <= k < len(names) else m.group(0)

    return _SEAT_WORD.sub(name, text)


def with_seat_names(layout: Layout, names: Sequence[str]) -> Layout:
    """The layout as a table shows it to people: titles write seats by number, the table by the names of
    the people sitting there (zone labels and tooltips, piece tooltips, the info figures; piece labels
    are drawn art and stay as they are)."""
    zones = []
    for z in layout.zones:
        label, tip = name_seats(z.label, names), name_seats(z.tooltip, names)
        zones.append(z if (label, tip) == (z.label, z.tooltip) else replace(z, label=label, tooltip=tip))
    pieces = [p if (tip := name_seats(p.tooltip, names)) == p.tooltip else replace(p, tooltip=tip) for p in layout.pieces]
    info: dict[str, str] = {}
    for k, v in layout.info.items():
        key = name_seats(k, names)
        info[key if key not in info and key not in layout.info else k] = name_seats(v, names)
    return Layout(zones=zones, pieces=pieces, info=info)
