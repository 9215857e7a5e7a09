"""Actions and the gestures that perform them.

An action is a small frozen pydantic model with a ``kind`` and the ``player`` who makes it. Each title
defines its own action classes (subclasses of :class:`Action`) and a discriminated union over ``kind`` so a
record can be parsed back. Every action names the gesture that performs it on the table: a
:class:`Drag` of a piece onto a zone, or a :class:`Press` of a labelled button.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict


class Drag(BaseModel):
    """A piece dropped onto a zone of the table."""

    model_config = ConfigDict(frozen=True)
    piece: str
    zone: str


class Press(BaseModel):
    """A button pressed (\"Play-test\", \"End turn\", \"Roll\" ...)."""

    model_config = ConfigDict(frozen=True)
    label: str


Gesture = Drag | Press


class Action(BaseModel):
    """Base of every title's actions. Subclasses add ``kind: Literal[...]`` and their own fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: str
    player: int

    def gesture(self) -> Gesture:
        """The gesture on the table that performs this action. Titles override per action kind."""
        return Press(label=self.kind.replace("_", " ").capitalize())

    def to_data(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


@dataclass(frozen=True)
class OnPiece:
    """Where the table offers a Press action that belongs to one piece (a festival's mortgage, a building's
    activation): in that piece's menu (a right click, or the Menu key on the keyboard's focus ring) instead
    of as an Actions button. ``zone``: dragging the piece there performs it too, where the rules are about
    that place (a mortgage with the Bank); "" for none. ``tip``: what the entry does, when its words alone
    do not say it (a tooltip). The action's gesture stays its Press: records and bots are unaffected."""

    piece: str
    zone: str = ""
    tip: str = ""


@dataclass(frozen=True)
class AmountRange:
    """The amounts a player may name for an action with a free amount (a Mauscheln price): the integer
    field ``field`` may be any of ``lo``, ``lo + step``, ... up to ``hi``, the other fields as they are.
    ``legal_actions`` lists only a few of them (the quick choices: common amounts for bots and menus);
    ``check`` accepts every one. ``unit`` follows the number where it is shown (" Tacken")."""

    field: str
    lo: int
    hi: int
    step: int = 1
    unit: str = ""

    def __contains__(self, amount: object) -> bool:
        return isinstance(amount, int) and self.lo <= amount <= self.hi and (amount - self.lo) % self.step == 0

    def with_amount(self, action: Action, amount: int) -> Action:
        """``action`` naming ``amount`` instead (the other fields kept)."""
        return action.model_copy(update={self.field: amount})


@cache
def shared(cls: type[Action], player: int, *args: Any) -> Any:
    """The one shared instance of ``cls(player, *args)``; the fields after ``player`` are given in class
    order. Actions are frozen, so sharing is safe, and the legal-action lists of every title are built of
    these (``functools.cache`` keys the call in C, several times cheaper than building the model)."""
    names = [n for n in cls.model_fields if n not in ("kind", "player")]
    return cls(player=player, **dict(zip(names, args, strict=True)))
