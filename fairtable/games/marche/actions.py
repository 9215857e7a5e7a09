"""The actions of Animal Marche and the gestures that perform them on the table.

Gestures (zone and piece ids are built by ``ids.py`` and listed in ``layout.py``):
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
from fairtable.games.marche import ids
from fairtable.i18n import N_


class DraftGoal(Action):
    kind: Literal["draft_goal"] = "draft_goal"
    goal: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.goal(self.goal), zone=ids.seat_zone("goals", self.player))


class PlaceFirstStore(Action):
    kind: Literal["first_store"] = "first_store"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.store(self.card), zone=ids.section(self.player, self.section))


class MoveStore(Action):
    """Toby rearranges a store (moving onto an occupied section swaps the two)."""

    kind: Literal["move_store"] = "move_store"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.store(self.card), zone=ids.section(self.player, self.section))


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
        return Drag(piece=ids.customer(self.customer), zone=ids.customer_seat(self.player, self.section, self.seat))


class Pass(Action):
    kind: Literal["pass"] = "pass"

    def gesture(self) -> Gesture:
        return Press(label=N_("Pass"))


class Sell(Action):
    kind: Literal["sell"] = "sell"
    card: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.store(self.card), zone=ids.MARKET)


class DoneSelling(Action):
    kind: Literal["done_selling"] = "done_selling"

    def gesture(self) -> Gesture:
        return Press(label=N_("Done selling"))


class ReturnCustomer(Action):
    kind: Literal["return_customer"] = "return_customer"
    customer: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.customer(self.customer), zone=ids.cell(self.cell))


class Build(Action):
    """Construction, optionally renovating at once ("② Renovation"); ``swap`` is how many wood Leon pays
    as 2 coins each."""

    kind: Literal["build"] = "build"
    card: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    renovate: bool = False
    swap: int = Field(0, ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.store(self.card), zone=ids.section(self.player, self.section))


class Renovate(Action):
    kind: Literal["renovate"] = "renovate"
    worker: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    swap: int = Field(0, ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.worker(self.player, self.worker), zone=ids.section(self.player, self.section))


class Enter(Action):
    kind: Literal["enter"] = "enter"
    worker: int = Field(ge=0)
    owner: int = Field(ge=0)
    section: int = Field(ge=0, le=3)
    seat: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.worker(self.player, self.worker), zone=ids.worker_seat(self.owner, self.section, self.seat))


class Advertise(Action):
    kind: Literal["advertise"] = "advertise"
    worker: int = Field(ge=0)
    ad: int = Field(ge=0)
    field: Literal[0, 1]  # 0 top, 1 bottom

    def gesture(self) -> Gesture:
        return Drag(piece=ids.worker(self.player, self.worker), zone=ids.adfield(self.ad, self.field))


class BuildFacility(Action):
    kind: Literal["build_facility"] = "build_facility"
    facility: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)
    vertical: bool = False

    def gesture(self) -> Gesture:
        return Drag(piece=ids.facility(self.facility), zone=ids.spot_from(self.cell, self.vertical))


class MoveFacility(Action):
    kind: Literal["move_facility"] = "move_facility"
    facility: int = Field(ge=0)
    cell: int = Field(ge=0, le=15)
    vertical: bool = False

    def gesture(self) -> Gesture:
        return Drag(piece=ids.facility(self.facility), zone=ids.spot_from(self.cell, self.vertical))


class RemoveFacility(Action):
    kind: Literal["remove_facility"] = "remove_facility"
    facility: int = Field(ge=0)

    def gesture(self) -> Gesture:
        return Drag(piece=ids.facility(self.facility), zone=ids.FACILITIES)


class Take(Action):
    kind: Literal["take"] = "take"
    worker: int = Field(ge=0)
    resource: Literal["coin", "wood"]

    def gesture(self) -> Gesture:
        return Drag(piece=ids.worker(self.player, self.worker), zone=ids.take(self.resource))


class HireGray(Action):
    kind: Literal["hire_gray"] = "hire_gray"

    def gesture(self) -> Gesture:
        return Press(label=N_("Hire the gray worker"))


ACTION_TYPES: tuple[type[Action], ...] = (
    DraftGoal, PlaceFirstStore, MoveStore, DoneArranging, Call, Pass, Sell, DoneSelling, ReturnCustomer,
    Build, Renovate, Enter, Advertise, BuildFacility, MoveFacility, RemoveFacility, Take, HireGray,
)
