"""What the table asks: the decision of the seat to act in the rulebook's words, the questions before a move
a player may regret, and why a gesture does nothing.

To the seat to act a prompt says what it may do now ("Buy Sziget for 5,600 Tacken or pass"); to anybody
else who decides what (:func:`narration.who_decides`). Seats are written by number; the table puts the
names in.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Action, Drag, Gesture, OnPiece, Press
from fairtable.games.festival import actions as A
from fairtable.games.festival import legal
from fairtable.games.festival.data import field_name, money, tables
from fairtable.games.festival.decisions import cell_ways, offer_words, phase_hint, who_decides
from fairtable.games.festival.flow import BAIL, CELL_FINE, CELL_TRIES, lift_cost
from fairtable.games.festival.narration import creditor_name, either, seat
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, OVER, PROPOSE, TURN, FestivalState
from fairtable.i18n import _, ngettext

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
            seat=seat(frm), amount=money(price), item=A.item_name(item))
    else:
        text = _("{seat} offers you {offer}").format(seat=seat(frm), offer=offer_words(s.offer))
    if not buying and item < A.VOUCHER_ITEM and s.mortgaged[item]:
        text = _("{offer} (beliehen: you would lift the mortgage at once for {amount})").format(
            offer=text, amount=money(lift_cost(item)))
    if legal.check(s, A.make(A.Accept, p)) is not None:
        return _("{offer}: you cannot pay {amount}, so decline").format(
            offer=text, amount=money(legal.offer_cost_to_buyer(s, item, price)))
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


def button_text(s: FestivalState, a: Action) -> str:
    """The text on the button of a Press action, in the player's language (the label is its identity)."""
    return A.button_text(a)


def on_piece(s: FestivalState, a: Action) -> OnPiece | None:
    """The moves that belong to one card are offered on it: selling a Bude back, mortgaging a festival and
    lifting its mortgage on its property card (and by dragging the card onto the Bank, whom they are made
    with), a Mauscheln offer of a festival or voucher on that card, an offer to buy another's festival on its
    owner's marker on the board (another's cards may be folded away). Every other press is a button."""
    t = tables()
    if isinstance(a, A.SellBack):
        return OnPiece(f"deed:{a.field}", "bank", _("Sells one Bude of {field} back to the bank at half its price "
                                                     "(a Mainstage turns back into four Buden)").format(
            field=field_name(a.field)))
    if isinstance(a, A.Mortgage):
        return OnPiece(f"deed:{a.field}", "bank", _("Lifting the mortgage later costs {amount}").format(
            amount=money(lift_cost(a.field))))
    if isinstance(a, A.Lift):
        return OnPiece(f"deed:{a.field}", "bank")
    if isinstance(a, A.Offer):
        if a.item >= A.VOUCHER_ITEM:
            return OnPiece(f"voucher:{t.deck_ids[a.item - A.VOUCHER_ITEM]}")
        return OnPiece(f"owner:{a.item}" if a.buying else f"deed:{a.item}")
    return None


def explain(s: FestivalState, gesture: Gesture) -> str:
    if s.phase == OVER:
        return _("The game is over")
    action = interpret(s, gesture)
    if action is not None:
        reason = legal.check(s, action)
        if reason:
            return reason
    if isinstance(gesture, Drag):
        return explain_drag(s, gesture.piece, gesture.zone)
    return _("\u201c{button}\u201d is not possible now").format(button=gesture.label)


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
    if on_piece(s, action) is not None:
        # TRANSLATORS: {button} is an entry of a card's menu, {what} what it does ("to sell it back for ...").
        return _("Choose \u201c{button}\u201d in the card's menu (right click) to {what}").format(
            button=A.button_text(action), what=what)
    # TRANSLATORS: {button} is a button's text, {what} what pressing it does ("to sell it back for ...").
    return _("Press \u201c{button}\u201d to {what}").format(button=A.button_text(action), what=what)


def explain_drag(s: FestivalState, piece: str, zone: str) -> str:
    """Why dropping ``piece`` on ``zone`` does nothing, for every piece the board lets a player pick up."""
    t = tables()
    p = s.actor
    kind, _sep, rest = piece.partition(":")
    if piece == "bude":
        return _("A Bude goes onto one of your festivals: drop it on the field")
    if piece == "mainstage":
        return _("The Mainstage goes onto one of your festivals: drop it on the field")
    if kind in ("bude", "mainstage"):
        f = int(rest.split(":")[0])
        return _press(s, A.make(A.SellBack, p, f), _("sell it back for {amount}").format(
            amount=money(t.bude_price[f] // 2)))
    if kind == "deed":
        return _deed(s, p, int(rest), zone)
    if kind == "money":
        return _("Money moves by itself: prices, rent, fees and START money are paid when they are due")
    if kind == "pawn":
        return _pawn(s, p)
    if kind == "die":
        if s.phase == TURN:
            return _press(s, A.make(A.Roll, p, s.in_cell[p]), _("roll the dice"))
        return _("The dice show the last roll; {then}").format(then=_lower(phase_hint(s)))
    if piece == "pot":
        return _("The Glückskloake goes to whoever lands on it (field 20)")
    if kind == "card":
        return _("Cards are drawn when a pawn lands on EatThis!, TakeThat! or Hinter den Kulissen, and what "
                 "they say happens at once")
    if kind == "voucher":
        if zone.startswith("vouchers:") and zone != f"vouchers:{p}":
            return _press(s, A.make(A.Mauscheln, p), _("offer the voucher to another player"))
        if not s.in_cell[p]:
            return _("A voucher frees you from the Ausnüchterungszelle: keep it until you sit in it")
        return _press(s, A.make(A.UseVoucher, p), _("leave the Ausnüchterungszelle with it"))
    if kind == "offer":
        return _("Answer the offer with Accept offer or Decline offer")
    return _("That piece stays where it is: it moves with the game")


def _deed(s: FestivalState, p: int, f: int, zone: str) -> str:
    t = tables()
    name = field_name(f)
    o = s.owner[f]
    if o != p:
        if o < 0:
            if s.phase == BUY and s.pos[p] == f:
                return _press(s, A.make(A.Buy, p, f), _("buy it"))
            return _("{field} belongs to the bank: you buy it when you land on it").format(field=name)
        return _("{field} belongs to {seat}: buy it by Mauscheln").format(field=name, seat=seat(o))
    if zone == f"deeds:{p}":
        return _("{field} is yours already").format(field=name)
    if zone.startswith("deeds:") or zone.startswith("money:") or zone.startswith("vouchers:"):
        if s.phase == PROPOSE:
            return _("Choose the button \u201cOffer {field} to ...\u201d and its price").format(field=name)
        return _press(s, A.make(A.Mauscheln, p), _("offer {field} to another player").format(field=name))
    if zone == "bank":
        if s.mortgaged[f]:
            return _press(s, A.make(A.Lift, p, f), _("lift the mortgage for {amount}").format(
                amount=money(lift_cost(f))))
        return _press(s, A.make(A.Mortgage, p, f), _("mortgage it for {amount}").format(
            amount=money(t.mortgage[f])))
    return _("The property card of {field} stays with its owner; trade it by Mauscheln").format(field=name)


def _pawn(s: FestivalState, p: int) -> str:
    if s.phase == TURN:
        if s.in_cell[p]:
            return _("Pawns move by the dice: you are in the Ausnüchterungszelle, {ways}").format(
                ways=cell_ways(s, p, you=True))
        return _("Pawns move by the dice: press Roll")
    return _("Pawns move by the dice; {then}").format(then=_lower(phase_hint(s)))


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


__all__ = ["button_text", "confirm", "explain", "explain_drag", "interpret", "on_piece", "press_actions", "prompt"]
