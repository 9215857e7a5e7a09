"""Component data of Old West Empresario, loaded once from ``resources/games/empresario/``.

The rulebook names the building types, their effects and scoring ("Building Reference") and the twelve
characters; the tile distribution, colours of Mine/Undertaker/Town Hall, stock icons and the wanted
objectives are designed (see ``docs/games/empresario.md``). States refer to everything by int id; the
tables at the bottom of this module are plain lists indexed by those ids for the hot path.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from fairtable.engine.datafile import fault, load_data_file
from fairtable.i18n import N_
from fairtable.resources import resource_path

Provenance = Literal["rulebook", "designed"]
Icon = Literal["oil", "rail", "cotton"]
Colour = Literal["green", "pink", "yellow", "red", "blue", "brown", "purple", "black", "white", "none"]

TYPE_NAMES: tuple[str, ...] = (
    "Native Settlement", "Inn", "Mine", "Distillery", "Saloon", "Carpenter", "Church", "Undertaker",
    "Well", "Tax Office", "Zoning Office", "Planning Office", "Monument", "Library", "Warehouse",
    "Census Bureau", "Courthouse", "Native Affairs", "Town Hall",
)  # fmt: skip
(NATIVE, INN, MINE, DISTILLERY, SALOON, CARPENTER, CHURCH, UNDERTAKER, WELL, TAX_OFFICE, ZONING_OFFICE,
 PLANNING_OFFICE, MONUMENT, LIBRARY, WAREHOUSE, CENSUS_BUREAU, COURTHOUSE, NATIVE_AFFAIRS, TOWN_HALL) = range(19)  # fmt: skip
ACTIVATING = frozenset({INN, MINE, DISTILLERY, SALOON, CARPENTER, CHURCH, UNDERTAKER, TOWN_HALL})
ICONS: tuple[str, ...] = ("oil", "rail", "cotton")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BuildingType(_Model):
    name: Literal[TYPE_NAMES]  # type: ignore[valid-type]
    colour: Colour
    provenance: Provenance
    effect: str
    scoring: str


class BuildingTile(_Model):
    id: int = Field(ge=0, le=61)
    type: Literal[TYPE_NAMES[:-1]]  # type: ignore[valid-type]
    number: int | None = Field(default=None, ge=1, le=6)
    colour: Colour
    icons: list[Icon] = Field(default_factory=list)
    variant: int | None = Field(default=None, ge=1, le=5)
    provenance: Provenance


class TownHallTile(_Model):
    id: int = Field(ge=62, le=65)
    name: str
    provenance: Provenance


class Condition(_Model):
    kind: Literal["type_count", "colour_count", "colours", "numbers", "money", "population", "buildings", "stock_set"]
    subject: str | None = None
    amount: int = Field(ge=1)


class WantedCard(_Model):
    id: int = Field(ge=0, le=13)
    name: str
    text: str
    condition: Condition
    silver_vp: int = Field(ge=1)
    gold_vp: int = Field(ge=1)
    provenance: Provenance


class CharacterCard(_Model):
    id: int = Field(ge=1, le=12)
    name: str
    text: str
    provenance: Provenance


class _TypesFile(_Model):
    types: list[BuildingType]


class _BuildingsFile(_Model):
    provenance_note: str = ""
    tiles: list[BuildingTile]


class _TownHallsFile(_Model):
    town_halls: list[TownHallTile]


class _WantedFile(_Model):
    wanted: list[WantedCard]


class _CharactersFile(_Model):
    characters: list[CharacterCard]


def load_file(path: Path, model: type[_Model]) -> _Model:
    """Parse and validate one data file; any problem is a one-line DataFileError naming file, entry, field."""
    return load_data_file(path, model)


class Data:
    """Every component, validated and cross-checked."""

    def __init__(self, folder: Path) -> None:
        types = load_file(folder / "building_types.json", _TypesFile).types  # type: ignore[attr-defined]
        tiles = load_file(folder / "buildings.json", _BuildingsFile).tiles  # type: ignore[attr-defined]
        halls = load_file(folder / "town_halls.json", _TownHallsFile).town_halls  # type: ignore[attr-defined]
        wanted = load_file(folder / "wanted.json", _WantedFile).wanted  # type: ignore[attr-defined]
        chars = load_file(folder / "characters.json", _CharactersFile).characters  # type: ignore[attr-defined]
        if [t.name for t in types] != list(TYPE_NAMES):
            raise fault(folder / "building_types.json", "the types must be the 19 of the building reference, in order")
        if [t.id for t in tiles] != list(range(62)):
            raise fault(folder / "buildings.json", "field 'id': the 62 tiles must be numbered 0 to 61 in order")
        if [h.id for h in halls] != [62, 63, 64, 65]:
            raise fault(folder / "town_halls.json", "field 'id': the 4 Town Halls must be numbered 62 to 65")
        if [w.id for w in wanted] != list(range(14)):
            raise fault(folder / "wanted.json", "field 'id': the 14 objectives must be numbered 0 to 13")
        if [c.id for c in chars] != list(range(1, 13)):
            raise fault(folder / "characters.json", "field 'id': the 12 characters must be numbered 1 to 12")
        for t in tiles:
            code = TYPE_NAMES.index(t.type)
            if t.colour != types[code].colour:
                raise fault(folder / "buildings.json", f"entry {t.id} ({t.type}) field 'colour': must be {types[code].colour}")
            if (code in ACTIVATING) != (t.number is not None):
                raise fault(folder / "buildings.json", f"entry {t.id} ({t.type}) field 'number': only activating types have one")
            if (code == NATIVE) != (t.variant is not None):
                raise fault(folder / "buildings.json", f"entry {t.id} ({t.type}) field 'variant': only Native Settlements have one")
        for w in wanted:
            if w.gold_vp <= w.silver_vp:
                raise fault(folder / "wanted.json", f"entry {w.id} ({w.name}) field 'gold_vp': must beat silver_vp")
        self.types = types
        self.tiles = tiles
        self.town_halls = halls
        self.wanted = wanted
        self.characters = chars


@cache
def data() -> Data:
    return Data(resource_path("games", "empresario"))


_D = data()

# -- hot-path tables, indexed by tile id (0..61 buildings, 62..65 Town Halls) ------------------------------
TILE_COUNT = 62
ALL_TILES = 66
TOWN_HALL_ID = 62  # seat p's Town Hall is tile 62 + p
TTYPE: list[int] = [TYPE_NAMES.index(t.type) for t in _D.tiles] + [TOWN_HALL] * 4
TNUM: list[int] = [t.number or 0 for t in _D.tiles] + [0] * 4
COLOUR_NAMES: tuple[str, ...] = ("green", "pink", "yellow", "red", "blue", "brown", "purple", "black", "white", "none")
TCOLOUR: list[int] = [COLOUR_NAMES.index(t.colour) for t in _D.tiles] + [COLOUR_NAMES.index("none")] * 4
TICONS: list[tuple[int, ...]] = [tuple(ICONS.index(i) for i in t.icons) for t in _D.tiles] + [()] * 4
TVARIANT: list[int] = [t.variant or 0 for t in _D.tiles] + [0] * 4
TNAME: list[str] = [t.type for t in _D.tiles] + [h.name for h in _D.town_halls]
CHAR_NAMES: dict[int, str] = {0: N_("Standard Empresario")} | {c.id: c.name for c in _D.characters}
CHAR_SHORT: dict[int, str] = {k: v.split(" the ")[0] for k, v in CHAR_NAMES.items()}
WANTED = _D.wanted

# Character ids, as characters.json numbers them (the rulebook's order).
STANDARD, ZEBEDEE, TRENT, SCARLETT, MICHELLE, MERLE, NAKOMA, ROYCE, JAKE, IRVING, JESSE, JOSEPHINE, WEN = range(13)
