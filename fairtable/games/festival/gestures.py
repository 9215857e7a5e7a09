"""The festival game's gestures at the table: which action a button or a drop stands for, the text on a
button, the piece a press belongs to (a card's menu), and why a gesture does nothing, in the player's words.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Action, Drag, Gesture, OnPiece, Press, shared
from fairtable.games.festival import actions as A
from fairtable.games.festival import ids, words
from fairtable.games.festival.data import lift_cost, tables
from fairtable.games.festival.moves import check
from fairtable.games.festival.numbers import BAIL, DONATION_EUROS
from fairtable.games.festival.state import BUY, OVER, PROPOSE, TURN, FestivalState
from fairtable.games.festival.words import cell_ways, field_name, money, phase_hint, seat
from fairtable.i18n import _


@cache
def press_actions(player: int, players: int) -> dict[str, Action]:
    """Every button label a seat may see, with the action it stands for (an offer at the printed price: the
    label is the same at every price), so a button that is off now can say why."""
    t = tables()
    mk = shared
    out: list[Action] = [
        mk(A.Roll, player, False), mk(A.Roll, player, True), mk(A.PayBail, player), mk(A.UseVoucher, player),
        mk(A.Pass, player), mk(A.Accept, player), mk(A.Decline, player), mk(A.Claim, player, "start"),
        mk(A.Claim, player, "rent"), mk(A.LetGo, player), mk(A.GiveUp, player), mk(A.Mauscheln, player),
        mk(A.CancelOffer, player), mk(A.EndTurn, player),
    ]
    out.extend(mk(A.RecordDonation, player, e) for e in DONATION_EUROS)
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
    f = ids.field_of(gesture.zone)
    if f is not None and gesture.piece in (ids.BUDE, ids.MAINSTAGE):
        if 0 <= f < 40:
            return shared(A.BuildMainstage if gesture.piece == ids.MAINSTAGE else A.Build, s.actor, f)
    return None


def button_text(s: FestivalState, a: Action) -> str:
    """The text on the button of a Press action, in the player's language (the label is its identity)."""
    return words.button_text(a)


def on_piece(s: FestivalState, a: Action) -> OnPiece | None:
    """The moves that belong to one card are offered on it: selling a Bude back, mortgaging a festival and
    lifting its mortgage on its property card (and by dragging the card onto the Bank, whom they are made
    with), a Mauscheln offer of a festival or voucher on that card, an offer to buy another's festival on its
    owner's marker on the board (another's cards may be folded away). Every other press is a button."""
    t = tables()
    if isinstance(a, A.SellBack):
        return OnPiece(ids.deed(a.field), ids.BANK, _("Sells one Bude of {field} back to the bank at half its price "
                                                     "(a Mainstage turns back into four Buden)").format(
            field=field_name(a.field)))
    if isinstance(a, A.Mortgage):
        return OnPiece(ids.deed(a.field), ids.BANK, _("Lifting the mortgage later costs {amount}").format(
            amount=money(lift_cost(a.field))))
    if isinstance(a, A.Lift):
        return OnPiece(ids.deed(a.field), ids.BANK)
    if isinstance(a, A.Offer):
        if a.item >= A.VOUCHER_ITEM:
            return OnPiece(ids.voucher(t.deck_ids[ids.voucher_deck(a.item)]))
        return OnPiece(ids.owner(a.item) if a.buying else ids.deed(a.item))
    return None


def explain(s: FestivalState, gesture: Gesture) -> str:
    if s.phase == OVER:
        return _("The game is over")
    action = interpret(s, gesture)
    if action is not None:
        reason = check(s, action)
        if reason:
            return reason
    if isinstance(gesture, Drag):
        return explain_drag(s, gesture.piece, gesture.zone)
    return _("\u201c{button}\u201d is not possible now").format(button=gesture.label)


def _press(s: FestivalState, action: Action, what: str) -> str:
    """"Press “Mortgage Sziget” to ..." when it is possible now, else why not."""
    reason = check(s, action)
    if reason:
        return reason
    if on_piece(s, action) is not None:
        # TRANSLATORS: {button} is an entry of a card's menu, {what} what it does ("to sell it back for ...").
        return _("Choose \u201c{button}\u201d in the card's menu (right click) to {what}").format(
            button=words.button_text(action), what=what)
    # TRANSLATORS: {button} is a button's text, {what} what pressing it does ("to sell it back for ...").
    return _("Press \u201c{button}\u201d to {what}").format(button=words.button_text(action), what=what)


def explain_drag(s: FestivalState, piece: str, zone: str) -> str:
    """Why dropping ``piece`` on ``zone`` does nothing, for every piece the board lets a player pick up."""
    t = tables()
    p = s.actor
    kind = ids.kind(piece)
    if piece == ids.BUDE:
        return _("A Bude goes onto one of your festivals: drop it on the field")
    if piece == ids.MAINSTAGE:
        return _("The Mainstage goes onto one of your festivals: drop it on the field")
    if kind in (ids.BUDE, ids.MAINSTAGE):
        f = ids.number(piece)
        return _press(s, shared(A.SellBack, p, f), _("sell it back for {amount}").format(
            amount=money(t.bude_price[f] // 2)))
    if kind == ids.DEED:
        return _deed(s, p, ids.number(piece), zone)
    if kind == ids.MONEY:
        return _("Money moves by itself: prices, rent, fees and START money are paid when they are due")
    if kind == ids.PAWN:
        return _pawn(s, p)
    if kind == ids.DIE:
        if s.phase == TURN:
            return _press(s, shared(A.Roll, p, s.in_cell[p]), _("roll the dice"))
        return _("The dice show the last roll; {then}").format(then=_lower(phase_hint(s)))
    if piece == ids.POT:
        return _("The Glückskloake goes to whoever lands on it (field 20)")
    if kind == ids.CARD:
        return _("Cards are drawn when a pawn lands on EatThis!, TakeThat! or Hinter den Kulissen, and what "
                 "they say happens at once")
    if kind == ids.VOUCHER:
        if ids.kind(zone) == ids.VOUCHERS and zone != ids.vouchers(p):
            return _press(s, shared(A.Mauscheln, p), _("offer the voucher to another player"))
        if not s.in_cell[p]:
            return _("A voucher frees you from the Ausnüchterungszelle: keep it until you sit in it")
        return _press(s, shared(A.UseVoucher, p), _("leave the Ausnüchterungszelle with it"))
    if kind == ids.OFFER:
        return _("Answer the offer with Accept offer or Decline offer")
    return _("That piece stays where it is: it moves with the game")


def _deed(s: FestivalState, p: int, f: int, zone: str) -> str:
    t = tables()
    name = field_name(f)
    o = s.owner[f]
    if o != p:
        if o < 0:
            if s.phase == BUY and s.pos[p] == f:
                return _press(s, shared(A.Buy, p, f), _("buy it"))
            return _("{field} belongs to the bank: you buy it when you land on it").format(field=name)
        return _("{field} belongs to {seat}: buy it by Mauscheln").format(field=name, seat=seat(o))
    if zone == ids.deeds(p):
        return _("{field} is yours already").format(field=name)
    if ids.kind(zone) in (ids.DEEDS, ids.MONEY, ids.VOUCHERS):
        if s.phase == PROPOSE:
            return _("Choose the button \u201cOffer {field} to ...\u201d and its price").format(field=name)
        return _press(s, shared(A.Mauscheln, p), _("offer {field} to another player").format(field=name))
    if zone == ids.BANK:
        if s.mortgaged[f]:
            return _press(s, shared(A.Lift, p, f), _("lift the mortgage for {amount}").format(
                amount=money(lift_cost(f))))
        return _press(s, shared(A.Mortgage, p, f), _("mortgage it for {amount}").format(
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


