"""Flat tables derived once from the data and the plaza's geometry, for the hot path.

Cards: every physical store card has an int id. The Grocery, Bakery and Wood Store decks hold 4 cards each
(one per player; cards beyond the player count stay in the box), the other Basic Stores and the Special
Stores one card each. A side is ``type * 2 + advanced``.

Plaza ("Changes for 2- and 3-Player Games", rulings.md): cells are ``r * 4 + c``. Seat 0 faces the south
side, seat 1 the west, seat 2 the north, seat 3 the east; a board's section ``n`` counts from the owner's
left and lines up with one row or column of cells. With 2 players the plaza is folded to 2 rows x 4
columns and the boards face the long sides; with 3 players the east side is empty and the diagonal
``r == c`` is blocked.
"""

from __future__ import annotations

from fairtable.games.marche.data import StoreSide, data

D = data()
TOOLS, HAMMER, BELL = 1, 2, 4
ICON_BIT = {"tools": TOOLS, "hammer": HAMMER, "bell": BELL}
ICON_NAME = {TOOLS: "crossed-tools", HAMMER: "hammer", BELL: "bell"}

N_TYPES = len(D.stores)
CARD_TYPE: list[int] = []
for _t in D.stores:
    CARD_TYPE.extend([_t.id] * (4 if _t.copies == "per_player" else 1))
N_CARDS = len(CARD_TYPE)
TYPE_CARDS: list[list[int]] = [[c for c in range(N_CARDS) if CARD_TYPE[c] == t] for t in range(N_TYPES)]
SPECIAL: list[bool] = [D.stores[t].kind == "special" for t in range(N_TYPES)]
GROCERY = 0

SIDES: list[StoreSide | None] = []
for _t in D.stores:
    SIDES.append(_t.basic)
    SIDES.append(_t.advanced)


def side_of(card: int, advanced: bool) -> StoreSide:
    s = SIDES[CARD_TYPE[card] * 2 + (1 if advanced else 0)]
    assert s is not None
    return s


def icon_mask(s: StoreSide) -> int:
    m = 0
    for i in s.icons:
        m |= ICON_BIT[i]
    return m


SIDE_ICONS: list[int] = [icon_mask(s) if s else 0 for s in SIDES]
SIDE_SEATS: list[int] = [s.customer_seats if s else 0 for s in SIDES]
SIDE_WSEATS: list[int] = [s.worker_seats if s else 0 for s in SIDES]
SIDE_GIVES_COINS: list[bool] = [
    bool(s and (s.per_customer.coins or s.flat_income.coins or (s.per_customer_icon and s.per_customer_icon.resource == "coins")))
    for s in SIDES
]

FAC_TYPE: list[int] = []
for _f in D.facilities:
    FAC_TYPE.extend([_f.id] * _f.copies)
N_FAC = len(FAC_TYPE)
FAC_EFFECT = [D.facilities[FAC_TYPE[k]].effect for k in range(N_FAC)]

MINORS = [g.id for g in D.goals if g.size == "minor"]
MAJORS = [g.id for g in D.goals if g.size == "major"]
N_CUSTOMERS = 20
WORKERS = 5  # the Worker pieces on an individual board; the sixth marks VP on the scoreboard
START_WORKERS = 2  # in the backyard at setup; the other 3 wait to be hired at 2, 3 and 4 sections
GRAY = WORKERS  # Vanessa's special piece, index 5 in a seat's worker list
COIN_CAP = 30
WOOD_CAP = 15
ROUNDS = 5
TRACK = 40  # the scoreboard's cells, 0 to 39: from 40 VP on a marker lies on its back (its 2nd lap)
BASIC_COST = 4
SPECIAL_COST = (3, 1)
MOVE_FACILITY_WOOD = 3
GRAY_COST = 5
TOBY_MOVES = 4  # store moves Toby may make per Solicitation Phase (enough for any rearrangement)
HIRE_AT = (2, 3, 4)
# Income with a two-icon store (Grocery) and income stores counting different icons (Food Court: crossed-
# tools, DIY Store: hammer): the store counts as one icon, the one giving the owner more coins + wood after
# the caps; on a tie, the first of this order.
DUAL_ICON_INCOME = (TOOLS, HAMMER, BELL)


def _build_costs(t: int) -> list[tuple[int, int]]:
    """Construction cost of a store type, and of building and renovating it at once (before discounts)."""
    if SPECIAL[t]:
        return [SPECIAL_COST]
    r = D.stores[t].renovation
    assert r is not None
    return [(BASIC_COST, 0), (BASIC_COST + r.coins, r.wood)]


BUILD_COST: list[list[tuple[int, int]]] = [_build_costs(t) for t in range(N_TYPES)]
# Renovation cost (coins, wood) per store type before discounts; None for a Special Store.
RENOVATION_COST: list[tuple[int, int] | None] = [
    (r.coins, r.wood) if (r := D.stores[t].renovation) is not None else None for t in range(N_TYPES)
]
AD_FIELD_COINS: list[tuple[int, int]] = [(a.fields[0].coins, a.fields[1].coins) for a in D.ads]


class Geometry:
    """The plaza for one player count."""

    def __init__(self, players: int) -> None:
        self.rows = 2 if players == 2 else 4
        blocked = {r * 4 + r for r in range(4)} if players == 3 else set()
        self.cells = [r * 4 + c for r in range(self.rows) for c in range(4) if r * 4 + c not in blocked]
        self.valid = [False] * 16
        for c in self.cells:
            self.valid[c] = True
        self.blocked = sorted(blocked)
        lines: list[list[tuple[int, ...]]] = []
        last = self.rows - 1
        for seat in range(players):
            side = seat if players > 2 else seat * 2  # 2 players: south and north
            per: list[tuple[int, ...]] = []
            for n in range(4):
                if side == 0:
                    line = [(r, n) for r in range(last, -1, -1)]
                elif side == 1:
                    line = [(n, c) for c in range(4)]
                elif side == 2:
                    line = [(r, 3 - n) for r in range(self.rows)]
                else:
                    line = [(3 - n, c) for c in range(3, -1, -1)]
                per.append(tuple(r * 4 + c for r, c in line if self.valid[r * 4 + c]))
            lines.append(per)
        self.lines = lines
        spots: list[tuple[int, int]] = []
        for r in range(self.rows):
            for c in range(4):
                a = r * 4 + c
                if not self.valid[a]:
                    continue
                if c < 3 and self.valid[a + 1]:
                    spots.append((a, a + 1))
                if r < last and self.valid[a + 4]:
                    spots.append((a, a + 4))
        self.spots = spots
        self.spot_index = {s: i for i, s in enumerate(spots)}


GEOMETRY = {n: Geometry(n) for n in (2, 3, 4)}


def cell_name(cell: int) -> str:
    return f"{cell // 4},{cell % 4}"


def spot_name(spot: tuple[int, int]) -> str:
    a, b = spot
    return f"{cell_name(a)}:{'h' if b == a + 1 else 'v'}"


def parse_cell(text: str) -> int:
    r, c = text.split(",")
    return int(r) * 4 + int(c)
