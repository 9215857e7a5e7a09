"""The actions of Animal Marche and the gestures that perform them on the table.

Gestures (zone ids are documented in ``layout.py``):
- picking a goal in the draft: Drag("goal:<goal>", "goals:<seat>")
- the first store, building, Toby's rearranging: Drag("store:<card>", "section:<seat>:<n>")
- calling a customer: Drag("customer:<n>", "seat:<seat>:<section>:<i>")
- selling: Drag("store:<card>", "market"); returning its customers: Drag("customer:<n>", "cell:<r>,<c>")
- worker actions: Drag("worker:<seat>:<w>", "section:<seat>:<n>") renovates, onto
  "wseat:<owner>:<section>:<i>" enters a store, onto "adfield:<ad>:top|bottom" advertises, onto
  "take:coin" or "take:wood" takes a resource; a public facility: Drag("facility:<k>", "spot:<r>,<c>:h|v")
  builds or moves it, Drag("facility:<k>", "facilities") removes it
- Press("Pass"), Press("Done selling"), Press("Done arranging"), Press("Hire the gray worker")
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.i18n import N_


def _cell(cell: int) -> str:
    return f"{cell // 4},{cell % 4}"


class DraftGoal(Action):
    kind: Literal["draft_goal"] = "draft_goal"
    goal: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"goal:{self.goal}", zone=f"goals:{self.player}")


class PlaceFirstStore(Action):
    kind: Literal["first_store"] = "first_store"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)

    def gesture(self) -> Gesture:
        return Drag(piece=f"store:{self.card}", zone=f"section:{self.player}:{self.section}")


class MoveStore(Action):
    """Toby rearranges a store (moving onto an occupied section swaps the two)."""

    kind: Literal["move_store"] = "move_store"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)

    def gesture(self) -> Gesture:
        return Drag(piece=f"store:{self.card}", zone=f"section:{self.player}:{self.section}")


class DoneArranging(Action):
    kind: Literal["done_arranging"] = "done_arranging"

    def gesture(self) -> Gesture:
        return Press(label=N_("Done arranging"))


class Call(Action):
    kind: Literal["call"] = "call"
    customer: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    seat: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"customer:{self.customer}", zone=f"seat:{self.player}:{self.section}:{self.seat}")


class Pass(Action):
    kind: Literal["pass"] = "pass"

    def gesture(self) -> Gesture:
        return Press(label=N_("Pass"))


class Sell(Action):
    kind: Literal["sell"] = "sell"
    card: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"store:{self.card}", zone="market")


class DoneSelling(Action):
    kind: Literal["done_selling"] = "done_selling"

    def gesture(self) -> Gesture:
        return Press(label=N_("Done selling"))


class ReturnCustomer(Action):
    kind: Literal["return_customer"] = "return_customer"
    customer: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)

    def gesture(self) -> Gesture:
        return Drag(piece=f"customer:{self.customer}", zone=f"cell:{_cell(self.cell)}")


class Build(Action):
    """Construction, optionally renovating at once ("② Renovation"); ``swap`` is how many wood Leon pays
    as 2 coins each."""

    kind: Literal["build"] = "build"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    renovate: bool = False
    swap: int = Field(0, ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"store:{self.card}", zone=f"section:{self.player}:{self.section}")


class Renovate(Action):
    kind: Literal["renovate"] = "renovate"
    worker: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    swap: int = Field(0, ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"worker:{self.player}:{self.worker}", zone=f"section:{self.player}:{self.section}")


class Enter(Action):
    kind: Literal["enter"] = "enter"
    worker: int = Field(ge=0)
    owner: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    seat: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"worker:{self.player}:{self.worker}", zone=f"wseat:{self.owner}:{self.section}:{self.seat}")


class Advertise(Action):
    kind: Literal["advertise"] = "advertise"
    worker: int = Field(ge=0)
    ad: int = Field(ge=0)
    field: Literal[0, 1]  # 0 top, 1 bottom

    def gesture(self) -> Gesture:
        return Drag(piece=f"worker:{self.player}:{self.worker}", zone=f"adfield:{self.ad}:{'top' if self.field == 0 else 'bottom'}")


class BuildFacility(Action):
    kind: Literal["build_facility"] = "build_facility"
    facility: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)
    vertical: bool = False

    def gesture(self) -> Gesture:
        return Drag(piece=f"facility:{self.facility}", zone=f"spot:{_cell(self.cell)}:{'v' if self.vertical else 'h'}")


class MoveFacility(Action):
    kind: Literal["move_facility"] = "move_facility"
    facility: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)
    vertical: bool = False

    def gesture(self) -> Gesture:
        return Drag(piece=f"facility:{self.facility}", zone=f"spot:{_cell(self.cell)}:{'v' if self.vertical else 'h'}")


class RemoveFacility(Action):
    kind: Literal["remove_facility"] = "remove_facility"
    facility: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=f"facility:{self.facility}", zone="facilities")


class Take(Action):
    kind: Literal["take"] = "take"
    worker: int = Field(ge=0)
    resource: Literal["coin", "wood"]

    def gesture(self) -> Gesture:
        return Drag(piece=f"worker:{self.player}:{self.worker}", zone=f"take:{self.resource}")


class HireGray(Action):
    kind: Literal["hire_gray"] = "hire_gray"

    def gesture(self) -> Gesture:
        return Press(label=N_("Hire the gray worker"))


ACTION_TYPES: tuple[type[Action], ...] = (
    DraftGoal, PlaceFirstStore, MoveStore, DoneArranging, Call, Pass, Sell, DoneSelling, ReturnCustomer,
    Build, Renovate, Enter, Advertise, BuildFacility, MoveFacility, RemoveFacility, Take, HireGray,
)
