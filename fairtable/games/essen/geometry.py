"""Where everything of the ESSEN board lies, in scene units, without Qt: the fair floor in its score track
(the halls' stands at the ``col``/``row`` of hall.json, a column or row without stands narrower), the zone
signs with their crowd spots, the places around the halls, the side board's panels and a player's board.
The view (``view.py``) turns these boxes into Qt's rectangles (``fairtable.ui.table.boxes.qrect``)."""

from __future__ import annotations

from fairtable.games.boxes import Box
from fairtable.games.essen import ids
from fairtable.games.essen.data import SYMBOLS, ZONES, data
from fairtable.games.essen.numbers import LAST_ROUND, PALLET_LABELS, STORAGE_BOXES

SW, SH = 68.0, 78.0  # a column / row with stands
NW, NH = 46.0, 42.0  # a column / row without stands
TRACK = 22.0  # the score track's depth
SIGN = 26.0  # the zone signs along the halls' outer walls
PAD = 6.0  # between the score track and the floor
TILE = (62.0, 62.0)  # a game tile in the hall and on the pallet truck
MINI = (22.0, 30.0)  # a game in a bag or a trunk, or out of the game
TICKET_H = 30.0  # a wish card with its name on two lines
LINE_H = 15.0  # a wish card with its name on one line, when many lie together
GAP = 8.0
SIDE_W = 270.0
PLAYER_H = 180.0
COMPACT_W = 196.0  # another player's board drawn compact (own board first)
TAB_W = 62.0  # the tab that folds an opened board


def with_right(r: Box, right: float) -> Box:
    return Box(r.left, r.top, right - r.left, r.height)


def with_left(r: Box, left: float) -> Box:
    diff = left - r.left  # as Qt's QRectF.setLeft moves it
    return Box(r.left + diff, r.top, r.width - diff, r.height)


def ticket_size(room: Box, n: int) -> tuple[float, float]:
    """The size of each of ``n`` wish cards lying in ``room``: names on two lines, about 90 units wide,
    while they all fit so; else names on one line in as few columns as let every card show whole."""
    cols = max(1, int((room.width + 4) // 92))
    if -(-n // cols) * (TICKET_H + 4) - 4 <= room.height + 0.01:
        return (room.width - 4 * (cols - 1)) / cols, TICKET_H
    rows = max(1, int((room.height + 2) // (LINE_H + 2)))
    cols = max(1, min(int((room.width + 2) // 58), -(-n // rows)))
    return (room.width - 2 * (cols - 1)) / cols, LINE_H


class Floor:
    """The fair floor and the side board beside it: their grid, and the box of every zone on them."""

    def __init__(self) -> None:
        d = data()
        self.spaces = {s.id: s for s in d.spaces}
        stand_cols = {s.col for s in d.spaces if s.kind == "stand"}
        stand_rows = {s.row for s in d.spaces if s.kind == "stand"}
        cols = max(s.col for s in d.spaces) + 1
        rows = max(s.row for s in d.spaces) + 1
        self.col_w = [SW if c in stand_cols else NW for c in range(cols)]
        self.row_h = [SH if r in stand_rows else NH for r in range(rows)]
        self.x0 = TRACK + PAD + SIGN  # the first column's left
        self.y0 = TRACK + PAD
        self.col_x = [self.x0 + sum(self.col_w[:c]) for c in range(cols + 1)]
        self.row_y = [self.y0 + sum(self.row_h[:r]) for r in range(rows + 1)]
        self.floor = Box(0.0, 0.0, self.col_x[-1] + SIGN + PAD + TRACK, self.row_y[-1] + PAD + TRACK)
        self.side_x = self.floor.right + GAP
        self.side_panels: dict[str, Box] = {}
        self.side_bottom = 0.0

    def cell(self, col: int, row: int, cols: int = 1, rows: int = 1) -> Box:
        return Box(self.col_x[col], self.row_y[row], self.col_x[col + cols] - self.col_x[col],
                   self.row_y[row + rows] - self.row_y[row])

    def halls(self) -> dict[str, Box]:
        """The two buildings: Hall A (the columns left of the courtyard) and Hall B."""
        d = data()
        court = next(s for s in d.spaces if s.kind == "courtyard")
        stands = [s for s in d.spaces if s.kind == "stand"]
        out = {}
        for name, group in (("A", [s for s in stands if s.col < court.col]), ("B", [s for s in stands if s.col > court.col])):
            c0, c1 = min(s.col for s in group), max(s.col for s in group)
            r0, r1 = min(s.row for s in group), max(s.row for s in group)
            out[name] = self.cell(c0, r0, c1 - c0 + 1, r1 - r0 + 1)
        return out

    def zone_block(self, colour: str) -> Box:
        """The rows of stands of one colour zone."""
        r = Box(0.0, 0.0, 0.0, 0.0)
        for s in self.spaces.values():
            if s.zone == colour and s.kind == "stand":
                r = r.united(self.cell(s.col, s.row))
        return r

    def plan(self) -> dict[str, Box]:
        """Every zone of the floor and the side board."""
        plan: dict[str, Box] = {}
        for sid, s in self.spaces.items():
            if s.kind == "parking":
                r = self.cell(max(0, s.col - 1), s.row, 3)
            else:
                r = self.cell(s.col, s.row)
            if s.kind == "galeria":  # the corridor's two boxes meet over the gap between the halls
                other = next(g for g in self.spaces.values() if g.kind == "galeria" and g.id != sid)
                if other.col > s.col:
                    r = with_right(r, r.right + (self.col_x[other.col] - self.col_x[s.col + 1]) / 2)
                else:
                    r = with_left(r, r.left - (self.col_x[s.col] - self.col_x[other.col + 1]) / 2)
            plan[ids.space(sid)] = r.adjusted(2, 2, -2, -2)
        halls = self.halls()
        for colour in ZONES:
            block = self.zone_block(colour)
            left = block.center[0] < self.floor.center[0]
            x = (halls["A"].left - SIGN + 1) if left else (halls["B"].right + 1)
            plan[ids.hall_zone(colour)] = Box(x, block.center[1] - 14, SIGN - 2, 28)
        # Behind the halls: the event tokens (left), the last turn and the early departures (right).
        back = self.row_y[0] + 3
        a, b = halls["A"], halls["B"]
        galeria = [s.col for s in self.spaces.values() if s.kind == "galeria" and s.row == 0]
        end = min([a.right, *(self.col_x[c] for c in galeria)]) - 4
        plan[ids.EVENTS_POOL] = Box(a.left, back + 1, 34, NH - 8)
        plan[ids.EVENTS_USED] = Box(a.left + 40, back + 1, end - a.left - 40, NH - 8)
        x = max([b.left, *(self.col_x[c + 1] + 4 for c in galeria)])
        plan[ids.LAST_TURN_PLACE] = Box(x + 2, back, 96, NH - 6)
        plan[ids.departure(1)] = Box(x + 104, back, 58, NH - 6)
        plan[ids.departure(2)] = Box(x + 166, back, 58, NH - 6)
        # In front: out of the game and the bank (left), the wish list deck and its discards (right).
        front = self.row_y[-3] + 3
        deep = self.row_y[-1] - front - 3
        entrances = sorted(s.col for s in self.spaces.values() if s.kind == "entrance")
        plan[ids.OUT] = Box(a.left, front, self.col_x[entrances[0]] - a.left - 4, deep)
        plan[ids.BANK] = Box(self.col_x[entrances[0]] + 2, self.row_y[-2] + 4,
                           self.col_x[entrances[0] + 2] - self.col_x[entrances[0]] - 6, NH - 8)
        right = self.col_x[entrances[-1] + 1] + 4
        plan[ids.WISH_DECK] = Box(right, front, 52, deep)
        plan[ids.WISH_DISCARD] = Box(right + 56, front, b.right - right - 56, deep)
        # The score track: 100 cells around the floor, clockwise from the top left corner.
        for v, r in enumerate(self.score_cells()):
            plan[ids.score(v)] = r
        self._plan_side(plan)
        return plan

    def score_cells(self) -> list[Box]:
        w, h = self.floor.width, self.floor.height
        across = 29
        down = 50 - across
        cw = w / across
        ch = (h - 2 * TRACK) / down
        cells = [Box(k * cw, 0, cw, TRACK) for k in range(across)]
        cells += [Box(w - TRACK, TRACK + k * ch, TRACK, ch) for k in range(down)]
        cells += [Box(w - (k + 1) * cw, h - TRACK, cw, TRACK) for k in range(across)]
        cells += [Box(0, h - TRACK - (k + 1) * ch, TRACK, ch) for k in range(down)]
        return cells

    def _plan_side(self, plan: dict[str, Box]) -> None:
        x, y = self.side_x, 0.0
        w = SIDE_W
        self.side_panels = {}
        # The loading dock: storage boxes 2-6 and the last turn's box 7, the pallet truck's six slots.
        dock_h = 24 + 44 + 2 * 82 + 6
        self.side_panels["dock"] = Box(x, y, w, dock_h)
        step = (w - 12) / 6
        for k, box in enumerate((*STORAGE_BOXES, LAST_ROUND)):
            plan[ids.storage(box)] = Box(x + 6 + k * step + 1, y + 25, step - 2, 38)
        for k in range(len(PALLET_LABELS)):
            col, row = k % 3, k // 3
            plan[ids.pallet(k)] = Box(x + 11 + col * 69, y + 74 + row * 82, 65, 65)
        y += dock_h + 6
        # The popularity tracks.
        pop_h = 24 + 4 * 25 + 3
        self.side_panels["popularity"] = Box(x, y, w, pop_h)
        for r, sym in enumerate(SYMBOLS):
            for v in range(7):
                plan[ids.popularity(sym, v)] = Box(x + 31 + v * 33.8, y + 25 + r * 25, 32, 23)
        y += pop_h + 6
        # The ranking table: BoardGameGeek, Tric Trac, Fairplay, and the afternoon cards waiting.
        rank_h = 24 + 12 + 90 + 6
        self.side_panels["rankings"] = Box(x, y, w, rank_h)
        for k in range(3):
            plan[ids.ranking(k)] = Box(x + 7 + k * 70, y + 37, 66, 90)
        plan[ids.AFTERNOON_PILE] = Box(x + 7 + 3 * 70 + 2, y + 37, w - 14 - 3 * 70 - 2, 90)
        y += rank_h + 6
        # The common wish list.
        list_h = 24 + 3 * (TICKET_H + 4) + 2
        self.side_panels[ids.WISHLIST] = Box(x, y, w, list_h)
        plan[ids.WISHLIST] = Box(x + 6, y + 24, w - 12, list_h - 27)
        self.side_bottom = y + list_h


def player_plan(p: int, r: Box, tab: bool, holds_cards: bool) -> dict[str, Box]:
    """Seat ``p``'s board in ``r``; ``tab``: another seat's board opened with a click, with the tab that
    folds it again at the top right (under the key ``"tab"``). ``holds_cards``: the seat has wish cards,
    which keep half a narrow board beside the two play-tested cards."""
    plan: dict[str, Box] = {}
    x, y, w = r.left, r.top, r.width
    right = r.right - (TAB_W + 4 if tab else 0)
    if tab:
        plan["tab"] = Box(r.right - TAB_W - 5, y + 3, TAB_W, 19)
    plan[ids.money(p)] = Box(right - 69, y + 3, 64, 19)
    plan[ids.first_player(p)] = Box(right - 115, y + 3, 44, 19)
    wide = w >= 470
    cell = min(32.0, (w - 12) / 9 if not wide else (w * 0.55 - 12) / 9)
    top = y + 26
    for k in range(9):
        plan[ids.track(p, k)] = Box(x + 6 + k * cell, top, cell - 1.5, 34)
    plan[ids.bag(p)] = Box(x + 6 + 3 * cell - 1.5, top - 1.5, 6 * cell + 1.5, 37)
    if wide:
        tx, ty, tw = x + 6 + 9 * cell + 8, top, r.right - 6 - (x + 6 + 9 * cell + 8)
    else:
        tx, ty, tw = x + 6, top + 38, w - 12
    plan[ids.preorder(p)] = Box(tx, ty, 30, 34)
    bins = tw - 34
    plan[ids.trunk(p)] = Box(tx + 34, ty - 1, bins, 36)
    for k, sym in enumerate(SYMBOLS):
        plan[ids.trunk_place(p, sym)] = Box(tx + 36 + k * (bins - 4) / 4, ty + 1, (bins - 4) / 4 - 2, 32)
    cards_top = ty + 38
    area = Box(x + 6, cards_top, w - 12, r.bottom - 5 - cards_top)
    plan[ids.hand(p)] = area
    # The draft shares the wish cards' room; on a narrow board it takes the track and the trunk too, empty
    # while the wish cards are chosen. The two play-tested cards lie at the right of the wish cards, which
    # make room for them.
    plan[ids.draft(p)] = area if wide else Box(x + 6, top, w - 12, r.bottom - 5 - top)
    pw = min(area.width, 2 * ticket_size(area, 2)[0] + 4)
    if holds_cards:
        pw = min(pw, (area.width - 6) / 2)  # a narrow board: the wish cards keep half of it
    plan[ids.playtest(p)] = Box(area.right - pw, area.top, pw, area.height)
    return plan
