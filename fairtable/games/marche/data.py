"""Component data of Animal Marche: stores, public facilities, ads, goals and proprietors, and the flat
tables derived from them and from the plaza's geometry for the hot path.

The rulebook names the cards but prints no figures, so most figures are designed (see
``docs/games/marche.md``). Files live in ``resources/games/marche/`` and are validated here once; the state
refers to every component by its int id only.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fairtable.engine.datafile import fault, load_data_file
from fairtable.games.marche import numbers as NUM
from fairtable.resources import resource_path

Icon = Literal["tools", "hammer", "bell"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Gain(_Model):
    coins: int = Field(0, ge=0)
    wood: int = Field(0, ge=0)
    vp: int = Field(0, ge=0)


class Cost(_Model):
    coins: int = Field(0, ge=0)
    wood: int = Field(0, ge=0)


class IconIncome(_Model):
    """Income that grows with the owner's stores of one icon (Food Court, DIY Store)."""

    icon: Icon
    every: int = Field(ge=1)
    resource: Literal["coins", "wood"]


class VpRule(_Model):
    """A store's VP: ``base + per * (count of what) // every`` (Premium Bakery: 1 VP per 3 coins)."""

    base: int
    per: int = Field(0, ge=0)
    what: Literal["none", "coins", "wood", "ads", "coin_stores"] = "none"
    every: int = Field(1, ge=1)


class StoreSide(_Model):
    name_en: str = Field(min_length=1)
    name_ja: str = Field(min_length=1)
    icons: list[Icon] = Field(min_length=1, max_length=2)
    customer_seats: int = Field(ge=0, le=3)
    worker_seats: int = Field(ge=0, le=2)
    visitor: Gain
    owner: Gain
    per_customer: Gain
    per_customer_icon: IconIncome | None = None
    flat_income: Gain
    on_build: Gain
    hire_all: bool = False
    on_sale: Gain
    discount: Cost
    vp: VpRule
    effect: str


class StoreType(_Model):
    id: int = Field(ge=0)
    key: str
    kind: Literal["basic", "special"]
    copies: Literal["per_player", "one"]
    provenance: str = Field(min_length=1)
    removed_with_two: bool = False
    renovation: Cost | None
    basic: StoreSide
    advanced: StoreSide | None

    @model_validator(mode="after")
    def _sides(self) -> StoreType:
        if self.kind == "basic" and (self.advanced is None or self.renovation is None):
            raise ValueError("a Basic Store needs an advanced side and a renovation cost")
        if self.kind == "special" and self.advanced is not None:
            raise ValueError("a Special Store has one side")
        return self


class Facility(_Model):
    id: int = Field(ge=0)
    key: str
    name_en: str
    name_ja: str
    copies: int = Field(ge=1)
    cost: Cost
    cost_2p: Cost | None = None  # the cost with 2 players, where it differs (designed)
    vp: int = Field(ge=0)
    effect: Literal["unchanged", "double", "empty"]
    provenance: str = Field(min_length=1)

    def cost_for(self, players: int) -> Cost:
        """What building it costs at this player count."""
        return self.cost_2p if players == 2 and self.cost_2p is not None else self.cost


class AdField(_Model):
    coins: int = Field(ge=1)
    vp: int = Field(ge=0)


class Ad(_Model):
    id: int = Field(ge=0)
    name_en: str
    name_ja: str
    run_cost: int = Field(ge=1)
    fields: list[AdField] = Field(min_length=2, max_length=2)
    provenance: str = Field(min_length=1)

    @model_validator(mode="after")
    def _runs(self) -> Ad:
        # Two workers is the most a card holds: any two placements must run it, or it would stay blocked.
        if 2 * min(f.coins for f in self.fields) < self.run_cost:
            raise ValueError("two workers on the cheaper field must reach the run cost")
        return self


class Condition(_Model):
    kind: Literal[
        "coins", "wood", "sections", "advanced", "ads", "facilities_built", "special", "visitors", "sold",
        "two_advanced_only", "icon", "all_icons",
    ]
    n: int = Field(0, ge=0)
    icon: Icon | None = None


class Goal(_Model):
    id: int = Field(ge=0)
    size: Literal["minor", "major"]
    number: int = Field(ge=1)
    reveal: Literal["achieved", "end"]
    vp: int = Field(ge=0)
    condition: Condition
    text: str
    provenance: str = Field(min_length=1)
    removed_with_two: bool = False


class Proprietor(_Model):
    id: int = Field(ge=0)
    key: str
    name_en: str
    name_ja: str
    coins: int = Field(ge=0)
    wood: int = Field(ge=0)
    ability: str
    provenance: str = Field(min_length=1)


class StoresFile(_Model):
    stores: list[StoreType]


class FacilitiesFile(_Model):
    facilities: list[Facility]


class AdsFile(_Model):
    ads: list[Ad]


class GoalsFile(_Model):
    goals: list[Goal]


class ProprietorsFile(_Model):
    proprietors: list[Proprietor]


def load_file(path: Path, model: type[BaseModel]) -> BaseModel:
    """Validate one data file; any problem becomes one line naming the file, the entry and the field."""
    data = load_data_file(path, model)
    _check_ids(path, data)
    return data


def _check_ids(path: Path, data: BaseModel) -> None:
    items = next(iter(data.__dict__.values()))
    for i, item in enumerate(items):
        if item.id != i:
            raise fault(path, f"entry {i}, field id: expected {i}, found {item.id}")


class MarcheData:
    """All component data, loaded and validated once."""

    def __init__(self, root: Path) -> None:
        self.stores: list[StoreType] = load_file(root / "stores.json", StoresFile).stores  # type: ignore[attr-defined]
        self.facilities: list[Facility] = load_file(root / "facilities.json", FacilitiesFile).facilities  # type: ignore[attr-defined]
        self.ads: list[Ad] = load_file(root / "ads.json", AdsFile).ads  # type: ignore[attr-defined]
        self.goals: list[Goal] = load_file(root / "goals.json", GoalsFile).goals  # type: ignore[attr-defined]
        self.proprietors: list[Proprietor] = load_file(root / "proprietors.json", ProprietorsFile).proprietors  # type: ignore[attr-defined]
        counts = (len(self.stores), len(self.facilities), len(self.ads), len(self.goals), len(self.proprietors))
        if counts[2] != 9 or counts[4] != 7:
            raise fault(root, f"expected 9 ads (ads.json) and 7 proprietors (proprietors.json), found {counts[2]} and {counts[4]}")


@cache
def data() -> MarcheData:
    return MarcheData(resource_path("games", "marche"))


# -- tables derived once, for the hot path ------------------------------------------------------------
#
# Cards: every physical store card has an int id. The Grocery, Bakery and Wood Store decks hold 4 cards each
# (one per player; cards beyond the player count stay in the box), the other Basic Stores and the Special
# Stores one card each. A side is ``type * 2 + advanced``.
#
# Plaza ("Changes for 2- and 3-Player Games", rulings.md): cells are ``r * 4 + c``. Seat 0 faces the south
# side, seat 1 the west, seat 2 the north, seat 3 the east; a board's section ``n`` counts from the owner's
# left and lines up with one row or column of cells. With 2 players the plaza is folded to 2 rows x 4
# columns and the boards face the long sides; with 3 players the east side is empty and the diagonal
# ``r == c`` is blocked.

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
GRAY = NUM.WORKERS  # Vanessa's special piece, index 5 in a seat's worker list
# The icons a two-icon store may count as, in the order preferred on a tie (``numbers.DUAL_ICON_INCOME``).
DUAL_ICON_INCOME = tuple(ICON_BIT[i] for i in NUM.DUAL_ICON_INCOME)


def _build_costs(t: int) -> list[tuple[int, int]]:
    """Construction cost of a store type, and of building and renovating it at once (before discounts)."""
    if SPECIAL[t]:
        return [NUM.SPECIAL_COST]
    r = D.stores[t].renovation
    assert r is not None
    return [(NUM.BASIC_COST, 0), (NUM.BASIC_COST + r.coins, r.wood)]


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
