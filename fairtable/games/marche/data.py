"""Component data of Animal Marche: stores, public facilities, ads, goals and proprietors.

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
