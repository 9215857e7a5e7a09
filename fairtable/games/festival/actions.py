"""The festival game's actions and the gestures that perform them.

Gestures (the board's view maps them to buttons and drops):
- Press("Roll"), Press("Roll for doubles") in the cell, Press("Pay bail 1.000 Tacken"), Press("Use voucher")
- Press("Buy <festival> for <price>"), Press("Pass")
- Drag(piece="bude", zone="field:<n>") builds a Bude; Drag(piece="mainstage", zone="field:<n>") a Mainstage
- Press("Sell back on <festival>"), Press("Mortgage <festival>"), Press("Lift mortgage on <festival>")
- Press("Mauscheln") opens the turn's one Mauscheln offer; then Press("Offer <item> to seat N") or
  Press("Offer to buy <item> from seat N"), whose price the player names (any in steps of 100 the buyer
  can pay; the common ones are quick choices), or
  Press("Cancel offer"); Press("Accept offer"), Press("Decline offer")
- Press("Claim START money"), Press("Claim rent"), Press("Let it go") (strict claiming)
- Press("Record donation <n> €") (donation variant, host), Press("Declare bankruptcy")
- Press("End turn") after the move, when the player could still build or lift a mortgage

A Press label is the button's identity (the gestures compare by it, :func:`prompts.interpret` finds the
action by it), so it is the same in every language: the English words, the Tacken with dots as the labels
always had them, the field names as printed. :func:`words.button_text` is what the button shows, in the
player's language.

Actions are immutable, so each distinct action is built once and shared (``fairtable.engine.actions.shared``):
building pydantic models on the hot path would dominate the run time of a random game.
"""

from __future__ import annotations

from typing import Literal

from fairtable.engine.actions import Action, Drag, Gesture, Press, shared
from fairtable.games.festival import ids
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import BAIL

VOUCHER_ITEM = ids.VOUCHER_ITEM  # offer items: 0..39 a property, VOUCHER_ITEM + deck a voucher of that deck


def _item_label(item: int) -> str:
    """An offer's item in a button's label (identity: the same in every language)."""
    t = tables()
    if item >= VOUCHER_ITEM:
        return f"voucher ({t.deck_name[item - VOUCHER_ITEM]})"
    return t.name[item]


def label_money(amount: int) -> str:
    """Tacken in a button's label (identity: the same in every language): "1.000 Tacken"."""
    return f"{amount:,}".replace(",", ".") + " Tacken"


class Roll(Action):
    kind: Literal["roll"] = "roll"
    in_cell: bool = False

    def gesture(self) -> Gesture:
        return Press(label="Roll for doubles" if self.in_cell else "Roll")


class PayBail(Action):
    kind: Literal["pay_bail"] = "pay_bail"

    def gesture(self) -> Gesture:
        return Press(label="Pay bail " + label_money(BAIL))


class UseVoucher(Action):
    kind: Literal["use_voucher"] = "use_voucher"

    def gesture(self) -> Gesture:
        return Press(label="Use voucher")


class Buy(Action):
    kind: Literal["buy"] = "buy"
    field: int

    def gesture(self) -> Gesture:
        t = tables()
        return Press(label=f"Buy {t.name[self.field]} for {label_money(t.price[self.field])}")


class Pass(Action):
    kind: Literal["pass"] = "pass"

    def gesture(self) -> Gesture:
        return Press(label="Pass")


class Build(Action):
    kind: Literal["build"] = "build"
    field: int

    def gesture(self) -> Gesture:
        return Drag(piece=ids.BUDE, zone=ids.field(self.field))


class BuildMainstage(Action):
    kind: Literal["build_mainstage"] = "build_mainstage"
    field: int

    def gesture(self) -> Gesture:
        return Drag(piece=ids.MAINSTAGE, zone=ids.field(self.field))


class SellBack(Action):
    kind: Literal["sell_back"] = "sell_back"
    field: int

    def gesture(self) -> Gesture:
        return Press(label=f"Sell back on {tables().name[self.field]}")


class Mortgage(Action):
    kind: Literal["mortgage"] = "mortgage"
    field: int

    def gesture(self) -> Gesture:
        return Press(label=f"Mortgage {tables().name[self.field]}")


class Lift(Action):
    kind: Literal["lift"] = "lift"
    field: int

    def gesture(self) -> Gesture:
        return Press(label=f"Lift mortgage on {tables().name[self.field]}")


class Offer(Action):
    """A Mauscheln offer: buy ``item`` from seat ``to`` (``buying``) or sell it to them, for ``price``."""

    kind: Literal["offer"] = "offer"
    to: int
    item: int
    price: int
    buying: bool

    def gesture(self) -> Gesture:
        """One button per item and direction; the price is the player's to name after the press."""
        what = _item_label(self.item)
        if self.buying:
            return Press(label=f"Offer to buy {what} from seat {self.to + 1}")
        return Press(label=f"Offer {what} to seat {self.to + 1}")


class Mauscheln(Action):
    """Open the Mauscheln offer of this turn (one per turn; it is used once opened)."""

    kind: Literal["mauscheln"] = "mauscheln"

    def gesture(self) -> Gesture:
        return Press(label="Mauscheln")


class CancelOffer(Action):
    kind: Literal["cancel_offer"] = "cancel_offer"

    def gesture(self) -> Gesture:
        return Press(label="Cancel offer")


class Accept(Action):
    kind: Literal["accept"] = "accept"

    def gesture(self) -> Gesture:
        return Press(label="Accept offer")


class Decline(Action):
    kind: Literal["decline"] = "decline"

    def gesture(self) -> Gesture:
        return Press(label="Decline offer")


class Claim(Action):
    kind: Literal["claim"] = "claim"
    what: Literal["start", "rent"]

    def gesture(self) -> Gesture:
        return Press(label="Claim START money" if self.what == "start" else "Claim rent")


class LetGo(Action):
    kind: Literal["let_go"] = "let_go"

    def gesture(self) -> Gesture:
        return Press(label="Let it go")


class RecordDonation(Action):
    kind: Literal["record_donation"] = "record_donation"
    euros: int

    def gesture(self) -> Gesture:
        return Press(label=f"Record donation {self.euros} €")


class EndTurn(Action):
    """After the move: the turn player is done building and lifting, the next player's turn begins."""

    kind: Literal["end_turn"] = "end_turn"

    def gesture(self) -> Gesture:
        return Press(label="End turn")


class GiveUp(Action):
    kind: Literal["give_up"] = "give_up"

    def gesture(self) -> Gesture:
        return Press(label="Declare bankruptcy")


ACTION_TYPES: tuple[type[Action], ...] = (
    Roll, PayBail, UseVoucher, Buy, Pass, Build, BuildMainstage, SellBack, Mortgage, Lift, Mauscheln, Offer,
    CancelOffer, Accept, Decline, Claim, LetGo, RecordDonation, GiveUp, EndTurn,
)


def component_taken(a: Action) -> str | None:
    """A property bought, by its group (the festival groups, the other kinds of field by name), for the
    arena's record of what was played."""
    if isinstance(a, Buy):
        t = tables()
        group = t.group[a.field]
        return f"group: {t.group_english.get(group, group)}" if group is not None else f"field: {t.name[a.field]}"
    return None


__all__ = [
    "ACTION_TYPES", "VOUCHER_ITEM", "Accept", "Buy", "CancelOffer", "Claim", "Decline", "EndTurn", "GiveUp", "LetGo",
    "Lift", "Mauscheln", "Mortgage", "Offer", "Pass", "PayBail", "RecordDonation", "Roll", "SellBack", "Build",
    "BuildMainstage", "UseVoucher", "component_taken", "label_money", "shared",
]
