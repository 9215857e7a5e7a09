"""What the table asks: the decision of the seat to act in the rulebook's words, and the questions before a
move a player may regret (why a gesture does nothing is in :mod:`gestures`).

To the seat to act a prompt says what it may do now ("Buy Sziget for 5,600 Tacken or pass"); to anybody
else who decides what (:func:`words.who_decides`). Seats are written by number; the table puts the
names in.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, shared
from fairtable.engine.presentation import Lesson
from fairtable.games.festival import actions as A
from fairtable.games.festival import legal
from fairtable.games.festival.data import lift_cost, tables
from fairtable.games.festival.moves import check
from fairtable.games.festival.numbers import BAIL, CELL_FINE, CELL_TRIES, MAINSTAGE_LEVEL
from fairtable.games.festival.sections.mauscheln import offer_cost_to_buyer
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, OVER, PROPOSE, FestivalState
from fairtable.games.festival.words import (
    creditor_name,
    either,
    field_name,
    item_name,
    money,
    offer_words,
    seat,
    who_decides,
)
from fairtable.i18n import N_, _, ngettext

# -- prompts ------------------------------------------------------------------------------------------------


def prompt(s: FestivalState, viewer: int | None) -> str:
    if s.phase == OVER:
        return _("The game is over")
    p = s.actor
    if viewer != p:
        if s.phase == OFFER and s.offer is not None and viewer == s.offer[0]:
            return _("Waiting for {seat}'s answer to your Mauscheln offer: {offer}").format(
                seat=seat(p), offer=offer_words(s.offer))
        return who_decides(s)
    t = tables()
    if s.phase == BUY:
        f = s.pos[p]
        price = t.price[f]
        if s.cash[p] >= price:
            return _("Buy {field} for {price}, or pass (it stays with the bank)").format(
                field=field_name(f), price=money(price))
        text = _("{field} costs {price} and you have {cash}: sell Buden back or mortgage to raise {short} more "
                 "and buy it, or pass").format(field=field_name(f), price=money(price), cash=money(s.cash[p]),
                                               short=money(price - s.cash[p]))
        return _with_cards(s, text)
    if s.phase == DEBT and s.debt is not None:
        return _debt_prompt(s, p)
    if s.phase == PROPOSE:
        if s.offer_back == DEBT:
            return _("Mauscheln: choose a festival card or voucher of yours to sell in its menu (right click), to "
                     "whom and for which price, or cancel")
        return _("Mauscheln: choose what to sell in the menu (right click) of a festival card or voucher of yours, "
                 "what to buy in the menu of another player's owner marker on the board, then the price; or cancel")
    if s.phase == OFFER and s.offer is not None:
        return _offer_prompt(s, p)
    if s.phase == CLAIM and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return _("Claim your {amount} START money, or let it go into the Glückskloake").format(amount=money(amount))
        return _("Claim {amount} rent from {seat}, or let it go").format(amount=money(amount), seat=seat(payer))
    extras = _extras(s, p)
    if s.phase == AFTER:
        if not extras:
            return _("Your move is over: end your turn")
        return _("Your move is over: you may {extras}, then end your turn").format(extras=either(extras))
    if s.in_cell[p]:
        ways = [_("roll for doubles")]
        if s.cash[p] >= BAIL:
            ways.append(_("pay {bail} bail").format(bail=money(BAIL)))
        if s.vouchers[p]:
            ways.append(_("use your voucher"))
        tries = s.cell_tries[p]
        words = dict(tries=tries, limit=CELL_TRIES, ways=either(ways), fine=money(CELL_FINE))
        if tries == CELL_TRIES - 1:
            text = ngettext("You are in the Ausnüchterungszelle ({tries} of {limit} roll used): {ways}; without "
                            "doubles this time you pay {fine} and move on",
                            "You are in the Ausnüchterungszelle ({tries} of {limit} rolls used): {ways}; without "
                            "doubles this time you pay {fine} and move on", CELL_TRIES).format(**words)
        else:
            text = ngettext("You are in the Ausnüchterungszelle ({tries} of {limit} roll used): {ways}",
                            "You are in the Ausnüchterungszelle ({tries} of {limit} rolls used): {ways}",
                            CELL_TRIES).format(**words)
    elif s.doubles:
        text = _("You rolled doubles: roll again")
    else:
        text = _("Your turn: roll the dice")
    if extras:
        # TRANSLATORS: {text} is what the turn player must do now; {extras} what it may do besides.
        text = _("{text}. Before rolling you may also {extras}").format(text=text, extras=either(extras))
    return text


def _extras(s: FestivalState, p: int) -> list[str]:
    """What the turn player may do besides rolling (or before ending the turn), from the legal actions."""
    kinds = {a.kind for a in legal.legal_actions(s)}
    out = []
    if "build" in kinds:
        out.append(_("put up Buden (drag a Bude onto a festival)"))
    if "build_mainstage" in kinds:
        out.append(_("turn four Buden into a Mainstage (drag it onto the festival)"))
    if "lift" in kinds:
        out.append(_("lift a mortgage"))
    if "mauscheln" in kinds:
        out.append(_("Mauscheln (trade)"))
    if "record_donation" in kinds:
        out.append(_("record the audience's donations ({donated} of {goal} €)").format(
            donated=s.donated, goal=s.donation_goal))
    return out


def _debt_prompt(s: FestivalState, p: int) -> str:
    assert s.debt is not None
    _debtor, creditor, amount = s.debt
    kinds = {a.kind for a in legal.legal_actions(s)}
    ways = []
    if "sell_back" in kinds:
        ways.append(_("sell Buden back"))
    if "mortgage" in kinds:
        ways.append(_("mortgage festivals"))
    if "mauscheln" in kinds:
        ways.append(_("sell to another player by Mauscheln"))
    if "give_up" in kinds:
        ways.append(_("declare bankruptcy"))
    short = amount - s.cash[p]
    return _with_cards(s, _("You owe {creditor} {amount} and have {cash}: raise {short} more ({ways})").format(
        creditor=creditor_name(creditor), amount=money(amount), cash=money(s.cash[p]), short=money(short),
        ways=either(ways)))


def _with_cards(s: FestivalState, text: str) -> str:
    """A prompt that asks to raise money, with where selling back and mortgaging are done at the table."""
    if not {"sell_back", "mortgage"} & {a.kind for a in legal.legal_actions(s)}:
        return text
    # TRANSLATORS: a prompt asking to raise money, then how the table does it
    return _("{text}. Selling back and mortgaging: in a festival card's menu (right click), or drag the card onto "
             "the Bank").format(text=text)


def _offer_prompt(s: FestivalState, p: int) -> str:
    assert s.offer is not None
    frm, _to, item, price, buying = s.offer
    if buying:
        text = _("{seat} offers you {amount} for your {item}").format(
            seat=seat(frm), amount=money(price), item=item_name(item))
    else:
        text = _("{seat} offers you {offer}").format(seat=seat(frm), offer=offer_words(s.offer))
    if not buying and item < A.VOUCHER_ITEM and s.mortgaged[item]:
        text = _("{offer} (beliehen: you would lift the mortgage at once for {amount})").format(
            offer=text, amount=money(lift_cost(item)))
    if check(s, shared(A.Accept, p)) is not None:
        return _("{offer}: you cannot pay {amount}, so decline").format(
            offer=text, amount=money(offer_cost_to_buyer(s, item, price)))
    return _("{offer}: accept or decline").format(offer=text)


# -- questions before a move --------------------------------------------------------------------------------


def confirm(s: FestivalState, a: Action) -> str | None:
    if a.kind == "give_up" and s.debt is not None:
        return _("Declare bankruptcy? Everything you hold goes to {creditor}.").format(
            creditor=creditor_name(s.debt[1]))
    if a.kind == "let_go" and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return _("Let your {amount} START money go into the Glückskloake?").format(amount=money(amount))
        return _("Let the {amount} rent from {seat} go?").format(amount=money(amount), seat=seat(payer))
    return None


def destructive(s: FestivalState, a: Action) -> str | None:
    """Asked before a move made from the keyboard that gives something up: a Bude or a Mainstage sold back
    to the bank at half its price."""
    if isinstance(a, A.SellBack):
        price = money(tables().bude_price[a.field] // 2)
        if s.level[a.field] == MAINSTAGE_LEVEL:
            # TRANSLATORS: asked before the Mainstage is sold back with the keyboard
            return _("Sell the Mainstage on {field} back for {price}?").format(field=field_name(a.field), price=price)
        # TRANSLATORS: asked before a Bude is sold back with the keyboard
        return _("Sell a Bude on {field} back for {price}?").format(field=field_name(a.field), price=price)
    return None


# Teach as I play: each rule the first time the game tells it (ui/teach.py), in the rulebook's words.
LESSONS = (
    Lesson("rent", N_("Rent"),
           N_("Landing on another player's festival costs its rent. An unbuilt festival's rent doubles when its "
              "owner has the whole colour group, and Buden and a Mainstage raise it further."), N_("The fields")),
    Lesson("doubles", N_("Pasch"),
           N_("A Pasch (doubles) lets you roll again; the third Pasch in a row sends you straight to the "
              "Ausnüchterungszelle."), N_("Your turn")),
    Lesson("pot", N_("The Glückskloake"),
           N_("All taxes, fines and fees go into the pot in the middle. Whoever lands on the Glückskloake takes "
              "the whole pot."), N_("The fields")),
    Lesson("cell", N_("The Ausnüchterungszelle"),
           N_("In the cell you get no START money. On your next turns pay 1.000 Tacken bail, use a voucher, or "
              "roll for a Pasch; after the third failed roll you pay 500 Tacken and move."),
           N_("The Ausnüchterungszelle")),
    Lesson("trade", N_("Mauscheln"),
           N_("Once a turn you may offer a deal: buy another player's festival or voucher, or sell one of "
              "yours, for any price the buyer can pay. The other player accepts or declines."),
           N_("Mauscheln")),
    Lesson("crowd", N_("Crowd Control"),
           N_("Once every player has landed on a Crowd Control field, every player takes over the seat of the "
              "next player: position, money, property and vouchers go with the seat, people stay."),
           N_("Crowd Control")),
)


# The section behind a refused move or a banner (Presentation.rule_sections); "" for any other kind.
RULE_SECTIONS = {
    "": N_("Your turn"),
    "buy": N_("The fields"),
    "build": N_("Buden and Mainstages"),
    "build_mainstage": N_("Buden and Mainstages"),
    "mortgage": N_("Short of money"),
    "lift": N_("Short of money"),
    "sell_back": N_("Short of money"),
    "give_up": N_("Short of money"),
    "bankrupt": N_("Short of money"),
    "mauscheln": N_("Mauscheln"),
    "offer": N_("Mauscheln"),
    "accept": N_("Mauscheln"),
    "decline": N_("Mauscheln"),
    "cancel_offer": N_("Mauscheln"),
    "pay_bail": N_("The Ausnüchterungszelle"),
    "use_voucher": N_("The Ausnüchterungszelle"),
    "record_donation": N_("Crowd Control"),
    "end": N_("The wealth count"),
}
