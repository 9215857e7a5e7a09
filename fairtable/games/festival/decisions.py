"""Who decides what, said to everyone but the seat to act (the prompts and the refusals say it too), and what
the seat to act must do first. Seats by number, as in :mod:`narration`.
"""

from __future__ import annotations

from fairtable.games.festival.actions import item_name
from fairtable.games.festival.data import field_name, money, tables
from fairtable.games.festival.narration import capital, creditor_name, either, seat
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, OVER, PROPOSE, TURN, FestivalState
from fairtable.i18n import N_, _


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
    from fairtable.games.festival.flow import BAIL

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
