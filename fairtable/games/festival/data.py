"""The festival game's component data: the 40 fields, the three card decks and the glossary.

The files live in ``resources/games/festival/`` and are validated by the pydantic models below when first
loaded. All money figures are the classic US Monopoly figures times 20 (rulings.md, festival section);
what is printed in the rulebook carries the provenance ``rulebook``, the rest ``designed``. After loading,
the data is flattened into plain tuples indexed by field number so the rules' hot path never touches
pydantic.

Languages: the tables keep the data files' own strings, which are the catalog's messages; :mod:`words` translates
them where they are shown.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fairtable.engine.datafile import fault, load_data_file
from fairtable.games.festival.numbers import LIFT_INTEREST_PERCENT
from fairtable.resources import resource_path

Provenance = Literal["rulebook", "designed"]
FieldKind = Literal["start", "festival", "transport", "utility", "card", "tax", "cell", "crowd", "pot", "gotocell", "free", "vip"]
PROPERTY_KINDS = ("festival", "transport", "utility")
DeckId = Literal["eatthis", "takethat", "kulissen"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class GroupData(_Strict):
    id: str
    name: str
    english: str
    provenance: Provenance


class BudeData(_Strict):
    level: int = Field(ge=1, le=5)
    name: str
    english: str
    provenance: Provenance


class FieldData(_Strict):
    index: int = Field(ge=0, le=39)
    name: str = Field(min_length=1)
    kind: FieldKind
    english: str = ""
    provenance: Provenance
    group: str | None = None
    price: int = Field(default=0, ge=0)
    rents: list[int] = Field(default_factory=list)
    bude_price: int = Field(default=0, ge=0)
    mortgage: int = Field(default=0, ge=0)
    amount: int = Field(default=0, ge=0)  # tax fields
    deck: DeckId | None = None  # card fields

    @model_validator(mode="after")
    def _complete(self) -> FieldData:
        if self.kind in PROPERTY_KINDS:
            if self.group is None or self.price <= 0 or self.mortgage <= 0:
                raise ValueError("a property needs group, price and mortgage")
            need = {"festival": 6, "transport": 4, "utility": 2}[self.kind]
            if len(self.rents) != need:
                raise ValueError(f"a {self.kind} needs {need} rents")
            if self.kind == "festival" and self.bude_price <= 0:
                raise ValueError("a festival needs a bude_price")
        if self.kind == "card" and self.deck is None:
            raise ValueError("a card field needs a deck")
        if self.kind == "tax" and self.amount <= 0:
            raise ValueError("a tax field needs an amount")
        return self


class BoardFile(_Strict):
    provenance: Provenance
    note: str = ""
    groups: list[GroupData]
    buden: list[BudeData] = Field(min_length=5, max_length=5)
    fields: list[FieldData] = Field(min_length=40, max_length=40)

    @model_validator(mode="after")
    def _ordered(self) -> BoardFile:
        for i, f in enumerate(self.fields):
            if f.index != i:
                raise ValueError(f"fields[{i}] has index {f.index}")
        ids = {g.id for g in self.groups}
        for f in self.fields:
            if f.group is not None and f.group not in ids:
                raise ValueError(f"field {f.index} names unknown group {f.group}")
        return self


CardEffect = Literal[
    "advance", "nearest", "move", "collect", "pay", "voucher", "cell", "repairs", "pay_each", "collect_each",
]


class CardData(_Strict):
    id: int = Field(ge=0)
    text: str = Field(min_length=1)
    english: str = Field(min_length=1)
    effect: CardEffect
    provenance: Provenance
    target: int = Field(default=0, ge=0, le=39)
    group: str | None = None
    steps: int = 0
    amount: int = Field(default=0, ge=0)
    per_bude: int = Field(default=0, ge=0)
    per_mainstage: int = Field(default=0, ge=0)
    rent_factor: int = Field(default=1, ge=1, le=2)  # nearest: the owner gets this many times the rent
    dice_rent: int = Field(default=0, ge=0)  # nearest: if owned, pay this many Tacken times a fresh roll

    @model_validator(mode="after")
    def _complete(self) -> CardData:
        if self.effect in ("collect", "pay", "pay_each", "collect_each") and self.amount <= 0:
            raise ValueError(f"a {self.effect} card needs an amount")
        if (self.rent_factor > 1 or self.dice_rent) and self.effect != "nearest":
            raise ValueError("rent_factor and dice_rent belong to nearest cards")
        return self


class DeckData(_Strict):
    id: DeckId
    name: str
    english: str
    provenance: Provenance
    cards: list[CardData] = Field(min_length=1)


class CardsFile(_Strict):
    provenance: Provenance
    note: str = ""
    decks: list[DeckData] = Field(min_length=3, max_length=3)


class TermData(_Strict):
    german: str = Field(min_length=1)
    english: str = Field(min_length=1)
    provenance: Provenance


class GlossaryFile(_Strict):
    provenance: Provenance
    terms: list[TermData]


def load_file(name: str, model: type[BaseModel], path: Any = None) -> Any:
    """Read and validate one data file; any problem becomes a one-line :class:`DataFileError`."""
    return load_data_file(path or resource_path("games", "festival", name), model)


class Tables:
    """Flat, immutable lookup tables built once from the data files (indexed by field number)."""

    def __init__(self, board: BoardFile, cards: CardsFile, glossary: GlossaryFile) -> None:
        self.board = board
        self.cards = cards
        self.glossary: dict[str, str] = {t.german: t.english for t in glossary.terms}
        f = board.fields
        self.name: tuple[str, ...] = tuple(x.name for x in f)
        self.english: tuple[str, ...] = tuple(x.english for x in f)
        self.kind: tuple[str, ...] = tuple(x.kind for x in f)
        self.group: tuple[str | None, ...] = tuple(x.group for x in f)
        self.price: tuple[int, ...] = tuple(x.price for x in f)
        self.rents: tuple[tuple[int, ...], ...] = tuple(tuple(x.rents) for x in f)
        self.bude_price: tuple[int, ...] = tuple(x.bude_price for x in f)
        self.mortgage: tuple[int, ...] = tuple(x.mortgage for x in f)
        self.tax: tuple[int, ...] = tuple(x.amount for x in f)
        self.lift: tuple[int, ...] = tuple(x.mortgage * (100 + LIFT_INTEREST_PERCENT) // 100 for x in f)
        self.most_lift = max(self.lift)
        self.properties: tuple[int, ...] = tuple(x.index for x in f if x.kind in PROPERTY_KINDS)
        self.festivals: tuple[int, ...] = tuple(x.index for x in f if x.kind == "festival")
        self.is_property: tuple[bool, ...] = tuple(x.kind in PROPERTY_KINDS for x in f)
        members: dict[str, list[int]] = {}
        for x in f:
            if x.group is not None:
                members.setdefault(x.group, []).append(x.index)
        self.group_members: dict[str, tuple[int, ...]] = {g: tuple(v) for g, v in members.items()}
        self.members_of: tuple[tuple[int, ...], ...] = tuple(
            self.group_members[x.group] if x.group is not None else () for x in f
        )
        self.festival_groups: tuple[tuple[int, ...], ...] = tuple(
            m for g, m in self.group_members.items() if f[m[0]].kind == "festival"
        )
        self.group_name: dict[str, str] = {g.id: g.name for g in board.groups}
        self.group_english: dict[str, str] = {g.id: g.english for g in board.groups}
        self.bude_names: tuple[str, ...] = tuple(b.name for b in board.buden)
        self.crowd_fields: tuple[int, ...] = tuple(x.index for x in f if x.kind == "crowd")
        self.deck_ids: tuple[str, ...] = tuple(d.id for d in cards.decks)
        self.deck_of_field: tuple[int, ...] = tuple(
            self.deck_ids.index(x.deck) if x.deck is not None else -1 for x in f
        )
        self.deck_name: tuple[str, ...] = tuple(d.name for d in cards.decks)
        self.deck_cards: tuple[tuple[CardData, ...], ...] = tuple(tuple(d.cards) for d in cards.decks)
        self.voucher_card: tuple[int, ...] = tuple(
            next((c.id for c in d.cards if c.effect == "voucher"), -1) for d in cards.decks
        )
        cards_path = resource_path("games", "festival", "cards.json")
        for d in cards.decks:
            for i, c in enumerate(d.cards):
                if c.id != i:
                    raise fault(cards_path, f"decks ({d.id}).cards[{i}]: id: must equal its position {i}")
                if c.effect == "nearest" and c.group not in self.group_members:
                    raise fault(cards_path, f"decks ({d.id}).cards[{i}]: group: unknown group {c.group}")


@cache
def tables() -> Tables:
    """The festival data, loaded and validated once per process and shared by every state."""
    return Tables(
        load_file("board.json", BoardFile),
        load_file("cards.json", CardsFile),
        load_file("glossary.json", GlossaryFile),
    )


def lift_cost(field: int) -> int:
    """Lifting the mortgage of ``field``: its mortgage plus 10 % interest (rulebook: Hypothek zurückzahlen)."""
    return tables().lift[field]
