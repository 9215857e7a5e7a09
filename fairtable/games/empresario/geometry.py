"""Where Old West Empresario's table lies: the market, the players' panels and their towns' cells.

No Qt: a rectangle is a :data:`Box` (left, top, width, height) in scene units; the board (``view.py``) turns
them into Qt's rectangles. Two boards: the board of nobody in particular (1480 x 1060, the market in the
middle, every panel at full size around it) and, own board first, the board of one viewer (1192 x 800:
their panel at full height on the left, the market, the others' compact panels on the right, where one
opened with a click shows at full size).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from fairtable.games.boxes import Box
from fairtable.games.empresario import ids

Cell = tuple[int, int]

BOARD_W, BOARD_H = 1480.0, 1060.0
MARGIN = 20.0
COL_W, COL_GAP = 76.0, 7.2
MARKET_W = 6 * COL_W + 5 * COL_GAP
PANEL_W = (BOARD_W - 2 * MARGIN - 40 - MARKET_W) / 2
MARKET_X = MARGIN + PANEL_W + 20
RIGHT_X = MARKET_X + MARKET_W + 20
MARKET_TILE = 70.0
CELL_MAX = 78.0
HEADER_H = 98.0  # name bar + character / money / population / wanted row
NARROW_HEADER_H = 166.0  # a narrower panel: character, money (and population) above the wanted cards won
HAND_H = 92.0
DY = 24.0  # the market's top
OWN_W, SIDE_W = 360.0, 262.0
OWN_MARKET_X = MARGIN + OWN_W + 20
OWN_BOARD_W = OWN_MARKET_X + MARKET_W + 20 + SIDE_W + MARGIN
OWN_BOARD_H = 800.0
COMPACT_H = 92.0
MARKET_FOOT = DY + 662  # below the pile row: the stock icons' reference, or the set-up zones


def panels(n: int) -> dict[int, Box]:
    """The board of nobody in particular: two panels left and right; three: left, then right top and
    bottom; four: the corners, clockwise from the top left."""
    half = (BOARD_H - 2 * MARGIN - 20) / 2
    full = BOARD_H - 2 * MARGIN
    left, right, top, bottom = MARGIN, RIGHT_X, MARGIN, MARGIN + half + 20
    if n <= 2:
        return {0: Box(left, top, PANEL_W, full), 1: Box(right, top, PANEL_W, full)}
    if n == 3:
        return {0: Box(left, top, PANEL_W, full), 1: Box(right, top, PANEL_W, half), 2: Box(right, bottom, PANEL_W, half)}
    return {0: Box(left, top, PANEL_W, half), 1: Box(right, top, PANEL_W, half), 2: Box(right, bottom, PANEL_W, half),
            3: Box(left, bottom, PANEL_W, half)}


def own_panels(n: int, viewer: int, compact: Callable[[int], bool]) -> tuple[dict[int, Box], dict[int, Box], Box]:
    """Own board first: the full panels (the viewer's on the left, any opened on the right under the compact
    ones), the compact panels (the others in turn order after the viewer), and the room left on the right."""
    full: dict[int, Box] = {viewer: Box(MARGIN, MARGIN, OWN_W, OWN_BOARD_H - 2 * MARGIN)}
    x = OWN_MARKET_X + MARKET_W + 20
    others = [(viewer + k) % n for k in range(1, n)]
    folded = [p for p in others if compact(p)]
    opened = [p for p in others if p not in folded]
    y = MARGIN
    small: dict[int, Box] = {}
    for p in folded:
        small[p] = Box(x, y, SIDE_W, COMPACT_H)
        y += COMPACT_H + 10
    if opened:
        h = (OWN_BOARD_H - MARGIN - y - 10 * (len(opened) - 1)) / len(opened)
        for p in opened:
            full[p] = Box(x, y, SIDE_W, h)
            y += h + 10
    return full, small, Box(x, y, SIDE_W, OWN_BOARD_H - MARGIN - y)


def header_h(width: float) -> float:
    return HEADER_H if width >= 440 else NARROW_HEADER_H


def panel_zones(p: int, r: Box) -> dict[str, Box]:
    """The header zones of seat ``p``'s panel ``r``: in one row on a wide panel, in two on a narrow one."""
    x, y, w, _ = r
    row = y + 32
    out = {ids.marker(p): Box(x + w - 38, y + 1, 34, 30), ids.character(p): Box(x + 6, row, 150, 62),
           ids.money(p): Box(x + 160, row, 62, 62)}
    if w >= 440:
        out[ids.population(p)] = Box(x + 226, row, 62, 62)
        out[ids.wanted_won(p)] = Box(x + 292, row, w - 298, 62)
    elif w >= 300:
        out[ids.population(p)] = Box(x + 226, row, 62, 62)
        out[ids.wanted_won(p)] = Box(x + 6, row + 66, w - 12, 62)
    else:
        out[ids.population(p)] = Box(x + 6, row + 66, 62, 62)
        out[ids.wanted_won(p)] = Box(x + 72, row + 66, w - 78, 62)
    return out


def market(x: float, own_first: bool) -> dict[str, Box]:
    """The market, from its left edge ``x``: the wanted stacks, the die numbers and their columns, the pile
    row, and the set-up zones where the reference card lies the rest of the game."""
    out: dict[str, Box] = {}
    for k in range(3):
        out[ids.wanted(k)] = Box(x + k * (MARKET_W + 24) / 3, DY + 84, (MARKET_W - 24) / 3, 116)
    for v in range(1, 7):
        cx = x + (v - 1) * (COL_W + COL_GAP)
        out[ids.number(v)] = Box(cx, DY + 220, COL_W, 96)
        out[ids.column(v)] = Box(cx, DY + 322, COL_W, 2 * MARKET_TILE + 20)
    y = DY + 530
    out[ids.DRAW_PILE] = Box(x, y, 92, 112)
    out[ids.DISCARD] = Box(x + 98, y, 92, 112)
    out[ids.TRAY] = Box(x + 196, y, 84, 112)
    out[ids.USED] = Box(x + 286, y, 124, 112)
    out[ids.SUPPLY] = Box(x + 416, y, MARKET_W - 416, 112)
    if own_first:
        h = OWN_BOARD_H - MARGIN - 8 - MARKET_FOOT - 24
        out[ids.SETUP_DISCARDS] = Box(x, MARKET_FOOT + 24, 92, h)
        out[ids.SETUP_REVEALED] = Box(x + 98, MARKET_FOOT + 24, MARKET_W - 98, h)
    else:
        out[ids.SETUP_DISCARDS] = Box(x, DY + 700, 92, 130)
        out[ids.SETUP_REVEALED] = Box(x + 98, DY + 700, MARKET_W - 98, 280)
    return out


def _bounds(cells: list[Cell]) -> tuple[int, int, int, int]:
    xs = [c[0] for c in cells] or [0]
    ys = [c[1] for c in cells] or [0]
    return min(xs), max(xs), min(ys), max(ys)


def _inside(area: Box, box: Box) -> bool:
    ax, ay, aw, ah = area
    bx, by, bw, bh = box
    return ax - 0.5 <= bx and ay - 0.5 <= by and bx + bw <= ax + aw + 0.5 and by + bh <= ay + ah + 0.5


TownGeometry = tuple[tuple, float, dict[int, tuple[float, float]]]  # (areas key, cell, origins)


def town_geometry(areas: dict[int, Box], towns: dict[int, list[Cell]], kept: TownGeometry | None) -> TownGeometry:
    """One cell size for every town (the tightest fit sets it, at most CELL_MAX) and the top-left of each
    town's cell (0, 0). ``kept``, the last answer, stands while every town still fits in it, so the towns do
    not jump about as they grow."""
    key = tuple(sorted(areas.items()))
    if kept is not None and kept[0] == key:
        _, cell, origins = kept
        ok = True
        for p, cells in towns.items():
            if p not in origins:
                ok = False
                break
            x0, x1, y0, y1 = _bounds(cells)
            ox, oy = origins[p]
            if not _inside(areas[p], (ox + x0 * cell, oy + y0 * cell, (x1 - x0 + 1) * cell, (y1 - y0 + 1) * cell)):
                ok = False
                break
        if ok:
            return kept
    cell = CELL_MAX
    for p, cells in towns.items():
        x0, x1, y0, y1 = _bounds(cells)
        _, _, w, h = areas[p]
        cell = min(cell, (w - 4) / (x1 - x0 + 1), (h - 4) / (y1 - y0 + 1))
    cell = max(16.0, math.floor(cell))
    origins: dict[int, tuple[float, float]] = {}
    for p, (ax, ay, aw, ah) in areas.items():
        x0, x1, y0, y1 = _bounds(towns.get(p, []))
        origins[p] = (round(ax + aw / 2 - (x0 + x1 + 1) / 2 * cell), round(ay + ah / 2 - (y0 + y1 + 1) / 2 * cell))
    return key, cell, origins
