"""Where things are on the festival board, Qt-free, in scene units: the ring of 40 fields and the boxes of a
field's parts (boxes are :class:`fairtable.games.boxes.Box`; the view turns them into Qt's rectangles)."""

from __future__ import annotations

from fairtable.games.boxes import Box
from fairtable.games.festival.data import tables

F = 72.0  # a field's width along the ring
D = 116.0  # a field's depth, and the size of a corner
RING = 2 * D + 9 * F  # 880: the board is a square ring


def side(f: int) -> str:
    """Which edge of the board a field lies on ("corner" for 0, 10, 20, 30)."""
    return "corner" if f % 10 == 0 else ("bottom", "left", "top", "right")[f // 10]


def field_box(f: int) -> Box:
    """A field's place on the ring."""
    k = f % 10
    if f < 10:
        return Box(RING - D, RING - D, D, D) if k == 0 else Box(RING - D - k * F, RING - D, F, D)
    if f < 20:
        return Box(0, RING - D, D, D) if k == 0 else Box(0, RING - D - k * F, D, F)
    if f < 30:
        return Box(0, 0, D, D) if k == 0 else Box(D + (k - 1) * F, 0, F, D)
    return Box(RING - D, 0, D, D) if k == 0 else Box(RING - D, D + (k - 1) * F, D, F)


def _mirror(box: tuple[float, float, float, float], sd: str) -> Box:
    """Boxes are designed for the bottom and the left side; the top and the right side mirror them."""
    x, y, w, h = box
    if sd == "top":
        return Box(x, D - y - h, w, h)
    if sd == "right":
        return Box(D - x - w, y, w, h)
    return Box(x, y, w, h)


def field_boxes(f: int) -> dict[str, Box]:
    """Where a field's parts sit, in the field's own coordinates: colour band, name, price, icon, pawns
    and the owner's strip along the outer edge."""
    t = tables()
    sd = side(f)
    festival = t.kind[f] == "festival"
    if sd == "corner":
        boxes = {"pawns": (5, 80, 106, 32), "name": (4, 4, 108, 24), "icon": (30, 28, 56, 48)}
        if f == 10:
            boxes = {"pawns": (4, 86, 108, 27), "cell": (36, 33, 78, 50)}
        return {k: Box(*v) for k, v in boxes.items()}
    if sd in ("bottom", "top"):
        if festival:
            boxes = {"band": (0, 0, 72, 20), "name": (1, 21, 70, 28), "price": (0, 49, 72, 12),
                     "pawns": (2, 63, 68, 33), "owner": (3, 99, 66, 14)}
        else:
            boxes = {"name": (1, 2, 70, 26), "icon": (20, 28, 32, 28), "price": (0, 56, 72, 12),
                     "pawns": (2, 66, 68, 31), "owner": (3, 99, 66, 14)}
    elif festival:
        boxes = {"band": (96, 0, 20, 72), "name": (18, 2, 77, 26), "price": (18, 28, 77, 12),
                 "pawns": (20, 41, 74, 29), "owner": (3, 3, 14, 66)}
    else:
        boxes = {"name": (18, 2, 96, 26), "price": (18, 28, 66, 12), "icon": (84, 34, 28, 28),
                 "pawns": (20, 41, 62, 29), "owner": (3, 3, 14, 66)}
    return {k: _mirror(v, sd) for k, v in boxes.items()}
