"""What the table asks: the decision of the seat to act in the rulebook's words, the questions before a move
a player may regret, and why a gesture does nothing.

To the seat to act a prompt says what it may do now ("Buy Sziget for 5.600 Tacken or pass"); to anybody
else who decides what (:func:`narration.who_decides`). Seats are written by number; the table puts the
names in.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.games.festival import actions as A
from fairtable.games.festival import legal
from fairtable.games.festival.data import money, tables
from fairtable.games.festival.flow import BAIL, CELL_FINE, CELL_TRIES, lift_cost
from fairtable.games.festival.narration import (
    CELL_NAME,
    POT_NAME,
    cell_ways,
    creditor_name,
    offer_words,
    phase_hint,
    seat,
    who_decides,
)
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, OVER, PROPOSE, TURN, FestivalState

# -- prompts ------------------------------------------------------------------------------------------------


def prompt(s: FestivalState, viewer: int | None) -> str:
    if s.phase == OVER:
        return "The game is over"
    p = s.actor
    if viewer != p:
        if s.phase == OFFER and s.offer is not None and viewer == s.offer[0]:
            return f"Waiting for {seat(p)}'s answer to your Mauscheln offer: {offer_words(s.offer)}"
        return who_decides(s)
    t = tables()
    if s.phase == BUY:
        f = s.pos[p]
        price = t.price[f]
        if s.cash[p] >= price:
            return f"Buy {t.name[f]} for {money(price)}, or pass (it stays with the bank)"
        return (f"{t.name[f]} costs {money(price)} and you have {money(s.cash[p])}: sell Buden back or mortgage "
                f"to raise {money(price - s.cash[p])} more and buy it, or pass")
    if s.phase == DEBT and s.debt is not None:
        return _debt_prompt(s, p)
    if s.phase == PROPOSE:
        if s.offer_back == DEBT:
            return "Mauscheln: choose a festival or voucher to sell, to whom and for which price, or cancel"
        return "Mauscheln: choose what to sell or to buy, with whom and for which price, or cancel"
    if s.phase == OFFER and s.offer is not None:
        return _offer_prompt(s, p)
    if s.phase == CLAIM and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return f"Claim your {money(amount)} START money, or let it go into {POT_NAME}"
        return f"Claim {money(amount)} rent from {seat(payer)}, or let it go"
    extras = _extras(s, p)
    if s.phase == AFTER:
        if not extras:
            return "Your move is over: end your turn"
        return f"Your move is over: you may {_either(extras)}, then end your turn"
    if s.in_cell[p]:
        ways = ["roll for doubles"]
        if s.cash[p] >= BAIL:
            ways.append(f"pay {money(BAIL)} bail")
        if s.vouchers[p]:
            ways.append("use your voucher")
        tries = s.cell_tries[p]
        last = (f"; without doubles this time you pay {money(CELL_FINE)} and move on"
                if tries == CELL_TRIES - 1 else "")
        text = f"You are in {CELL_NAME} ({tries} of {CELL_TRIES} rolls used): {_either(ways)}{last}"
    elif s.doubles:
        text = "You rolled doubles: roll again"
    else:
        text = "Your turn: roll the dice"
    if extras:
        text += f". Before rolling you may also {_either(extras)}"
    return text


def _either(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _extras(s: FestivalState, p: int) -> list[str]:
    """What the turn player may do besides rolling (or before ending the turn), from the legal actions."""
    kinds = {a.kind for a in legal.legal_actions(s)}
    out = []
    if "build" in kinds:
        out.append("put up Buden (drag a Bude onto a festival)")
    if "build_mainstage" in kinds:
        out.append("turn four Buden into a Mainstage (drag it onto the festival)")
    if "lift" in kinds:
        out.append("lift a mortgage")
    if "mauscheln" in kinds:
        out.append("Mauscheln (trade)")
    if "record_donation" in kinds:
        out.append(f"record the audience's donations ({s.donated} of {s.donation_goal} €)")
    return out


def _debt_prompt(s: FestivalState, p: int) -> str:
    assert s.debt is not None
    _debtor, creditor, amount = s.debt
    kinds = {a.kind for a in legal.legal_actions(s)}
    ways = []
    if "sell_back" in kinds:
        ways.append("sell Buden back")
    if "mortgage" in kinds:
        ways.append("mortgage festivals")
    if "mauscheln" in kinds:
        ways.append("sell to another player by Mauscheln")
    if "give_up" in kinds:
        ways.append("declare bankruptcy")
    short = amount - s.cash[p]
    return (f"You owe {creditor_name(creditor)} {money(amount)} and have {money(s.cash[p])}: raise "
            f"{money(short)} more ({_either(ways)})")


def _offer_prompt(s: FestivalState, p: int) -> str:
    assert s.offer is not None
    frm, _to, item, price, buying = s.offer
    if buying:
        text = f"{seat(frm)} offers you {money(price)} for your {A.item_name(item)}"
    else:
        text = f"{seat(frm)} offers you {offer_words(s.offer)}"
    if not buying and item < A.VOUCHER_ITEM and s.mortgaged[item]:
        text += f" (beliehen: you would lift the mortgage at once for {money(lift_cost(item))})"
    if legal.check(s, A.make(A.Accept, p)) is not None:
        return text + f": you cannot pay {money(legal.offer_cost_to_buyer(s, item, price))}, so decline"
    return text + ": accept or decline"


# -- questions before a move --------------------------------------------------------------------------------


def confirm(s: FestivalState, a: Action) -> str | None:
    if a.kind == "give_up" and s.debt is not None:
        return f"Declare bankruptcy? Everything you hold goes to {creditor_name(s.debt[1])}."
    if a.kind == "let_go" and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return f"Let your {money(amount)} START money go into {POT_NAME}?"
        return f"Let the {money(amount)} rent from {seat(payer)} go?"
    return None


# -- why a gesture does nothing --------------------------------------------------------------------------------


@cache
def press_actions(player: int, players: int) -> dict[str, Action]:
    """Every button label a seat may see, with the action it stands for (an offer at the printed price: the
    label is the same at every price), so a button that is off now can say why."""
    t = tables()
    mk = A.make
    out: list[Action] = [
        mk(A.Roll, player, False), mk(A.Roll, player, True), mk(A.PayBail, player), mk(A.UseVoucher, player),
        mk(A.Pass, player), mk(A.Accept, player), mk(A.Decline, player), mk(A.Claim, player, "start"),
        mk(A.Claim, player, "rent"), mk(A.LetGo, player), mk(A.GiveUp, player), mk(A.Mauscheln, player),
        mk(A.CancelOffer, player), mk(A.EndTurn, player),
    ]
    out.extend(mk(A.RecordDonation, player, e) for e in legal.DONATION_EUROS)
    for f in t.properties:
        out.extend((mk(A.Buy, player, f), mk(A.Mortgage, player, f), mk(A.Lift, player, f)))
        if t.kind[f] == "festival":
            out.append(mk(A.SellBack, player, f))
    items = [*t.properties, *(A.VOUCHER_ITEM + d for d in range(len(t.deck_ids)))]
    for q in range(players):
        if q == player:
            continue
        for item in items:
            price = BAIL if item >= A.VOUCHER_ITEM else t.price[item]
            out.append(mk(A.Offer, player, q, item, price, True))
            out.append(mk(A.Offer, player, q, item, price, False))
    labels: dict[str, Action] = {}
    for a in out:
        g = a.gesture()
        if isinstance(g, Press):
            labels.setdefault(g.label, a)
    return labels


def interpret(s: FestivalState, gesture: Gesture) -> Action | None:
    """The action a player meant: a Bude or the Mainstage dropped on a field, a button by its label."""
    if s.phase == OVER:
        return None
    if isinstance(gesture, Press):
        return press_actions(s.actor, s.players).get(gesture.label)
    if gesture.zone.startswith("field:") and gesture.piece in ("bude", "mainstage"):
        try:
            f = int(gesture.zone.split(":", 1)[1])
        except ValueError:
            return None
        if 0 <= f < 40:
            return A.make(A.BuildMainstage if gesture.piece == "mainstage" else A.Build, s.actor, f)
    return None


def explain(s: FestivalState, gesture: Gesture) -> str:
    if s.phase == OVER:
        return "The game is over"
    action = interpret(s, gesture)
    if action is not None:
        reason = legal.check(s, action)
        if reason:
            return reason
    if isinstance(gesture, Drag):
        return explain_drag(s, gesture.piece, gesture.zone)
    return f"\u201c{gesture.label}\u201d is not possible now"


def _field_of(zone: str) -> int | None:
    if zone.startswith("field:"):
        try:
            return int(zone.split(":", 1)[1])
        except ValueError:
            return None
    return None


def _press(s: FestivalState, action: Action, what: str) -> str:
    """"Press “Mortgage Sziget” to ..." when it is possible now, else why not."""
    reason = legal.check(s, action)
    if reason:
        return reason
    g = action.gesture()
    label = g.label if isinstance(g, Press) else ""
    return f"Press \u201c{label}\u201d to {what}"


def explain_drag(s: FestivalState, piece: str, zone: str) -> str:
    """Why dropping ``piece`` on ``zone`` does nothing, for every piece the board lets a player pick up."""
    t = tables()
    p = s.actor
    kind, _, rest = piece.partition(":")
    if piece in ("bude", "mainstage"):
        word = "A Bude" if piece == "bude" else "The Mainstage"
        return f"{word} goes onto one of your festivals: drop it on the field"
    if kind in ("bude", "mainstage"):
        f = int(rest.split(":")[0])
        return _press(s, A.make(A.SellBack, p, f), f"sell it back for {money(t.bude_price[f] // 2)}")
    if kind == "deed":
        return _deed(s, p, int(rest), zone)
    if kind == "money":
        return "Money moves by itself: prices, rent, fees and START money are paid when they are due"
    if kind == "pawn":
        return _pawn(s, p)
    if kind == "die":
        if s.phase == TURN:
            return _press(s, A.make(A.Roll, p, s.in_cell[p]), "roll the dice")
        return "The dice show the last roll; " + _lower(phase_hint(s))
    if piece == "pot":
        return "The Glückskloake goes to whoever lands on it (field 20)"
    if kind == "card":
        return ("Cards are drawn when a pawn lands on EatThis!, TakeThat! or Hinter den Kulissen, and what "
                "they say happens at once")
    if kind == "voucher":
        if zone.startswith("vouchers:") and zone != f"vouchers:{p}":
            return _press(s, A.make(A.Mauscheln, p), "offer the voucher to another player")
        if not s.in_cell[p]:
            return f"A voucher frees you from {CELL_NAME}: keep it until you sit in it"
        return _press(s, A.make(A.UseVoucher, p), f"leave {CELL_NAME} with it")
    if kind == "offer":
        return "Answer the offer with Accept offer or Decline offer"
    return "That piece stays where it is: it moves with the game"


def _deed(s: FestivalState, p: int, f: int, zone: str) -> str:
    t = tables()
    name = t.name[f]
    o = s.owner[f]
    if o != p:
        if o < 0:
            if s.phase == BUY and s.pos[p] == f:
                return _press(s, A.make(A.Buy, p, f), "buy it")
            return f"{name} belongs to the bank: you buy it when you land on it"
        return f"{name} belongs to {seat(o)}: buy it by Mauscheln"
    if zone == f"deeds:{p}":
        return f"{name} is yours already"
    if zone.startswith("deeds:") or zone.startswith("money:") or zone.startswith("vouchers:"):
        if s.phase == PROPOSE:
            return f"Choose the button \u201cOffer {name} to ...\u201d and its price"
        return _press(s, A.make(A.Mauscheln, p), f"offer {name} to another player")
    if zone == "bank":
        if s.mortgaged[f]:
            return _press(s, A.make(A.Lift, p, f), f"lift the mortgage for {money(lift_cost(f))}")
        return _press(s, A.make(A.Mortgage, p, f), f"mortgage it for {money(t.mortgage[f])}")
    return f"The property card of {name} stays with its owner; trade it by Mauscheln"


def _pawn(s: FestivalState, p: int) -> str:
    if s.phase == TURN:
        if s.in_cell[p]:
            return f"Pawns move by the dice: you are in {CELL_NAME}, {cell_ways(s, p, you=True)}"
        return "Pawns move by the dice: press Roll"
    return "Pawns move by the dice; " + _lower(phase_hint(s))


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


__all__ = ["confirm", "explain", "explain_drag", "interpret", "press_actions", "prompt"]
