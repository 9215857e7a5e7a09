"""The festival game in the player's words: money, field, group, deck and card names, a seat's token and
holdings, a button's text, an offer on the table, who decides what (said to everyone but the seat to act: the
prompts and the refusals say it too) and what the seat to act must do first.

Languages: the tables keep the data files' own strings, which are the catalog's messages (babel.cfg lists the
keys ``name``, ``text``, ``english`` and ``german``); the helpers below translate them where they are shown.
The game's own German words (field, deck and Bude names, a card's printed ``text``) are the messages English
play shows as they are; the ``english`` explanations are English messages whose German original stands
beside them in the same record of the data file (its key path is the message's comment).

Seats are written by their token ("Seat 2", :func:`fairtable.engine.seats.seat_token`); the table puts the
names in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairtable.engine.actions import Action, Press
from fairtable.engine.seats import seat_token
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import CardData, lift_cost, tables
from fairtable.games.festival.numbers import BAIL, CELL_FIELD
from fairtable.games.festival.state import (
    AFTER,
    BUY,
    CLAIM,
    DEBT,
    OFFER,
    OVER,
    POT,
    PROPOSE,
    TURN,
    FestivalState,
)
from fairtable.i18n import N_, _, alternatives, ngettext, number

VOUCHER_ITEM = A.VOUCHER_ITEM


def offer_words(offer: tuple[int, int, int, int, bool]) -> str:
    """The offer on the table, as its receiver hears it after "offers you": "Sziget for 12,000 Tacken",
    "12,000 Tacken for Sziget"."""
    _frm, _to, item, price, buying = offer
    text = _("{amount} for {item}") if buying else _("{item} for {amount}")
    return text.format(amount=money(price), item=item_name(item))


def who_decides(s: FestivalState) -> str:
    """The decision waiting now, said of the seat that makes it: "Seat 2 decides whether to buy Sziget"."""
    if s.phase == OVER:
        return _("The game is over")
    p = s.actor
    who = seat(p)
    t = tables()
    if s.phase == BUY:
        f = s.pos[p]
        return _("{seat} decides whether to buy {field} for {price}").format(
            seat=who, field=field_name(f), price=money(t.price[f]))
    if s.phase == DEBT and s.debt is not None:
        _debtor, creditor, amount = s.debt
        return _("{seat} raises money to pay {creditor} {amount}").format(
            seat=who, creditor=creditor_name(creditor), amount=money(amount))
    if s.phase == PROPOSE:
        return _("{seat} chooses a Mauscheln offer").format(seat=who)
    if s.phase == OFFER and s.offer is not None:
        return _("{seat} answers {proposer}'s Mauscheln offer: {offer}").format(
            seat=who, proposer=seat(s.offer[0]), offer=offer_words(s.offer))
    if s.phase == AFTER:
        return _("{seat} may still build or lift mortgages, then ends the turn").format(seat=who)
    if s.phase == CLAIM and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return _("{seat} may claim {amount} START money").format(seat=who, amount=money(amount))
        return _("{seat} may claim {amount} rent from {payer}").format(seat=who, amount=money(amount),
                                                                      payer=seat(payer))
    if s.in_cell[p]:
        return _("{seat} is in the Ausnüchterungszelle: {ways}").format(seat=who, ways=cell_ways(s, p, you=False))
    if s.doubles:
        return _("{seat} rolls again after doubles").format(seat=who)
    return _("{seat} rolls the dice").format(seat=who)


def cell_ways(s: FestivalState, p: int, you: bool) -> str:
    """The ways out of the Ausnüchterungszelle seat ``p`` has now: doubles always, bail with the cash for it,
    a voucher only when it holds one ("roll for doubles or pay bail"; "rolls for doubles or uses a voucher")."""
    ways = [_("roll for doubles") if you else _("rolls for doubles")]
    if s.cash[p] >= BAIL:
        ways.append(_("pay bail") if you else _("pays bail"))
    if s.vouchers[p]:
        ways.append(_("use your voucher") if you else _("uses a voucher"))
    return either(ways)


# -- refusals: what must come first ------------------------------------------------------------------------

PHASE_HINT = {
    BUY: N_("Buy {field} or pass first"),
    DEBT: N_("Raise the {amount} you owe {creditor} first"),
    PROPOSE: N_("Make your Mauscheln offer or cancel it first"),
    OFFER: N_("Accept or decline {proposer}'s Mauscheln offer first"),
    CLAIM: N_("Claim the rent or let it go first"),
    TURN: N_("Roll the dice first"),
    AFTER: N_("Your move is over: build, lift a mortgage or end your turn"),
}


def phase_hint(s: FestivalState) -> str:
    """What the seat to act must do before anything else, said to it."""
    if s.phase == BUY:
        return _(PHASE_HINT[BUY]).format(field=field_name(s.pos[s.actor]))
    if s.phase == DEBT and s.debt is not None:
        return _(PHASE_HINT[DEBT]).format(amount=money(s.debt[2]), creditor=creditor_name(s.debt[1]))
    if s.phase == OFFER and s.offer is not None:
        return _(PHASE_HINT[OFFER]).format(proposer=seat(s.offer[0]))
    if s.phase == CLAIM and s.claims and s.claims[0][1] == "start":
        return _("Claim the START money or let it go first")
    if s.phase == TURN and s.in_cell[s.actor]:
        # TRANSLATORS: {ways} are the ways out of the cell: "Roll for doubles or pay bail first".
        return capital(_("{ways} first").format(ways=cell_ways(s, s.actor, you=True)))
    hint = PHASE_HINT.get(s.phase)
    return _(hint) if hint else _("Not now")


def not_your_turn(s: FestivalState, p: int) -> str:
    """Why seat ``p`` cannot act now: whose decision waits, and what it is."""
    if p == s.turn and s.phase == OFFER and s.offer is not None and s.offer[0] == p:
        return _("Wait for {seat}'s answer to your Mauscheln offer").format(seat=seat(s.actor))
    if p == s.turn:
        return _("Your turn waits: {decision}").format(decision=who_decides(s))
    return _("Not your turn: {decision}").format(decision=who_decides(s))


def gloss(word: str) -> str:
    """A German game word with its English meaning, for tooltips: "Ausnüchterungszelle (the cell (jail))"."""
    english = tables().glossary.get(word)
    if not english:
        return _(word)
    # TRANSLATORS: a game word and what it means, in tooltips: "Ausnüchterungszelle (the cell (jail))". A
    # language that plays with the German words keeps both; German itself may keep only {word}.
    return _("{word} ({meaning})").format(word=_(word), meaning=_(english))


def money(amount: int) -> str:
    """Tacken the language's way: "30,000 Tacken" in English, "30.000 Tacken" in German."""
    # TRANSLATORS: an amount of the festival game's money, the Tacken ("30,000 Tacken").
    return _("{amount} Tacken").format(amount=number(amount))


def field_name(f: int) -> str:
    """Field ``f``'s name as printed (a proper noun: "Sziget", "Bus & Bahn Süd", "Ausnüchterungszelle")."""
    return _(tables().name[f])


def field_english(f: int) -> str:
    """What field ``f`` is, explained (its ``english`` in board.json)."""
    return _(tables().english[f])


def group_name(group: str | None) -> str:
    """A colour group's German name as printed ("Braun")."""
    return _(tables().group_name[group or ""])


def group_english(group: str | None) -> str:
    """A colour group's English name ("brown")."""
    return _(tables().group_english[group or ""])


def deck_name(d: int) -> str:
    """Deck ``d``'s name as printed ("EatThis!")."""
    return _(tables().deck_name[d])


def bude_name(k: int) -> str:
    """The name of the ``k``-th Bude on a festival (0: "Mobiles Klo")."""
    return _(tables().bude_names[k])


def card_text(card: CardData) -> str:
    """A card's text as printed (German)."""
    return _(card.text)


def card_english(card: CardData) -> str:
    """A card's text in English (its German original is the card's ``text``)."""
    return _(card.english)


def _title_split(text: str) -> tuple[str, str]:
    for mark in (": ", "\uff1a", ":"):
        head, sep, rest = text.partition(mark)
        if sep and head and rest:
            return head.strip(), rest.strip()
    return "", text


def card_face(card: CardData) -> tuple[str, str]:
    """What a drawn card shows: its German title, kept as the card's name in every language ("Sanitätszelt"),
    and what it does in the player's language ("Pay 2,000 Tacken."); a card without a title ("Du kommst
    aus der Ausnüchterungszelle frei.") shows what it does alone."""
    title, _rest = _title_split(card.text)
    said = card_english(card)
    if title:
        said = _title_split(said)[1]
        said = said[:1].upper() + said[1:]  # "advance to START." after "Der Foodtruck fährt los" is a sentence
    return title, said


def seat(p: int) -> str:
    """The seat token ("Seat 2") the table replaces by the person's name; never translated."""
    return seat_token(p)


def creditor_name(c: int) -> str:
    return _("the Glückskloake") if c == POT else seat(c)


def either(items: Sequence[str]) -> str:
    """"a", "a or b", "a, b or c" in the language's way."""
    return alternatives(items)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def destination(f: int) -> str:
    """A field a pawn moves to; the Ausnüchterungszelle's outside is "Nur zu Besuch" (just visiting)."""
    if f == CELL_FIELD:
        return _("the Ausnüchterungszelle, Nur zu Besuch (just visiting)")
    return field_name(f)


def vouchers_held(n: int) -> str:
    return ngettext("{n} voucher", "{n} vouchers", n).format(n=n)


def holdings(s: FestivalState, p: int) -> list[str]:
    """What seat ``p`` holds, in words: its festivals (with their Buden, mortgaged ones marked) and vouchers."""
    t = tables()
    out = []
    for f in t.properties:
        if s.owner[f] != p:
            continue
        lv = s.level[f]
        name = field_name(f)
        if s.mortgaged[f]:
            name = _("{field} (beliehen)").format(field=name)
        elif lv == 5:
            name = _("{field} with a Mainstage").format(field=name)
        elif lv:
            name = ngettext("{field} with {n} Bude", "{field} with {n} Buden", lv).format(field=name, n=lv)
        out.append(name)
    if s.vouchers[p]:
        out.append(vouchers_held(len(s.vouchers[p])))
    return out


def place(s: FestivalState, p: int) -> str:
    """Where a seat's pawn stands, for Crowd Control: "on Sziget", "locked in the Ausnüchterungszelle", "on
    the Ausnüchterungszelle, Nur zu Besuch (just visiting)"."""
    if s.in_cell[p]:
        return _("locked in the Ausnüchterungszelle")
    return _("on {field}").format(field=destination(s.pos[p]))


def item_name(item: int) -> str:
    """An offer's item in the player's language: a field's name, or "voucher (EatThis!)"."""
    if item >= VOUCHER_ITEM:
        return _("voucher ({deck})").format(deck=deck_name(item - VOUCHER_ITEM))
    return field_name(item)


def button_text(a: Action) -> str:
    """What the button of Press action ``a`` shows, in the player's language (seats stay tokens): the action
    class's own words (:data:`BUTTONS`), else its label."""
    words = BUTTONS.get(type(a))
    if words is not None:
        return words(a)
    g = a.gesture()
    return g.label if isinstance(g, Press) else ""


def _said(message: str) -> Callable[[Action], str]:
    """The button text of an action whose words never change."""
    return lambda a: _(message)


def _roll_button(a: A.Roll) -> str:
    return _("Roll for doubles") if a.in_cell else _("Roll")


def _bail_button(a: A.PayBail) -> str:
    return _("Pay bail {amount}").format(amount=money(BAIL))


def _buy_button(a: A.Buy) -> str:
    return _("Buy {field} for {price}").format(field=field_name(a.field), price=money(tables().price[a.field]))


def _sell_back_button(a: A.SellBack) -> str:
    # TRANSLATORS: {amount} is what the bank pays for the Bude
    return _("Sell back a Bude on {field} for {amount}").format(field=field_name(a.field),
                                                                amount=money(tables().bude_price[a.field] // 2))


def _mortgage_button(a: A.Mortgage) -> str:
    # TRANSLATORS: {amount} is what the bank pays for the mortgage
    return _("Mortgage {field} for {amount}").format(field=field_name(a.field),
                                                     amount=money(tables().mortgage[a.field]))


def _lift_button(a: A.Lift) -> str:
    # TRANSLATORS: {amount} is what lifting the mortgage costs
    return _("Lift the mortgage on {field} for {amount}").format(field=field_name(a.field),
                                                                 amount=money(lift_cost(a.field)))


def _offer_button(a: A.Offer) -> str:
    other = f"seat {a.to + 1}"
    if a.buying:
        return _("Offer to buy {item} from {seat}").format(item=item_name(a.item), seat=other)
    return _("Offer {item} to {seat}").format(item=item_name(a.item), seat=other)


def _claim_button(a: A.Claim) -> str:
    return _("Claim START money") if a.what == "start" else _("Claim rent")


def _donation_button(a: A.RecordDonation) -> str:
    return _("Record donation {euros} €").format(euros=a.euros)


# Each Press action class with the words on its button.
BUTTONS: dict[type[Action], Callable[[Any], str]] = {
    A.Roll: _roll_button, A.PayBail: _bail_button, A.Buy: _buy_button, A.SellBack: _sell_back_button,
    A.Mortgage: _mortgage_button, A.Lift: _lift_button, A.Offer: _offer_button, A.Claim: _claim_button,
    A.RecordDonation: _donation_button,
    A.UseVoucher: _said(N_("Use voucher")), A.Pass: _said(N_("Pass")), A.Mauscheln: _said(N_("Mauscheln")),
    A.CancelOffer: _said(N_("Cancel offer")), A.Accept: _said(N_("Accept offer")),
    A.Decline: _said(N_("Decline offer")), A.LetGo: _said(N_("Let it go")), A.EndTurn: _said(N_("End turn")),
    A.GiveUp: _said(N_("Declare bankruptcy")),
}


def phase_first(s: FestivalState, *phases: str) -> str | None:
    """None in one of ``phases``, else what the seat to act must do first."""
    if s.phase in phases:
        return None
    return phase_hint(s)
