"""What the festival game tells while a move runs: the dice, the field, START money, rent and why, fees and
the pot, the cards and what they say, the Ausnüchterungszelle, debts, bankruptcy and the end, and the log line of an
action itself (:func:`describe`). Crowd Control tells its own (:mod:`sections.crowd_control`).

:mod:`flow`, :mod:`moves` and :mod:`sections` call these while they perform (only when somebody listens: they check
``telling()`` first, so a bot's thousands of plain ``apply`` calls build no text). Seats are written by
number ("Seat 2"); the table and the command line put the names in (``engine.layout.name_seats``), so a
line must read right after "Seat 2" becomes "Ben": "the seat that was Seat 2's" turns into "the seat that
was Ben's". Nothing in the festival game is secret, so the lines are the same for everyone, except that
Crowd Control tells each seat in its own words what it now holds. Who decides what, and what must come
first, is in :mod:`words`; the log line of an action itself is :func:`describe`.

Every line is one catalog message with named placeholders (``fairtable.i18n``); the game's German words
(Glückskloake, Ausnüchterungszelle, Buden, Mainstage, Tacken) stand in the English messages as English play
uses them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairtable.engine.actions import Action
from fairtable.engine.narration import tell
from fairtable.games.festival import actions as A
from fairtable.games.festival.actions import VOUCHER_ITEM
from fairtable.games.festival.data import CardData, lift_cost, tables
from fairtable.games.festival.numbers import BAIL, BOARD_FIELDS, MAINSTAGE_LEVEL, MAX_BUDEN
from fairtable.games.festival.state import POT, FestivalState
from fairtable.games.festival.words import (
    bude_name,
    capital,
    card_english,
    card_text,
    creditor_name,
    deck_name,
    destination,
    field_name,
    group_english,
    item_name,
    money,
    offer_words,
    seat,
    vouchers_held,
)
from fairtable.i18n import N_, _, groups, listing, ngettext, series


def covers(s: FestivalState, p: int, amount: int) -> bool:
    """Whether the cash covers the amount ("pays"), else a debt follows ("must pay")."""
    return s.cash[p] >= amount


# -- setup ------------------------------------------------------------------------------------------------


def deal(s: FestivalState, p: int, fields: Sequence[int]) -> None:
    t = tables()
    paid = sum(t.price[f] for f in fields)
    names = listing([field_name(f) for f in fields])
    tell(_("{seat} is dealt {fields} and pays {paid} for them: {left} left").format(
        seat=seat(p), fields=names, paid=money(paid), left=money(s.cash[p])), "deal",
         seat=p, fields=tuple(fields), paid=paid)


def start_rolls(rounds: Sequence[Sequence[tuple[int, int]]], starter: int) -> None:
    """Everybody rolls once; the lowest roll begins, tied lowest rolls roll again (``rounds``: the rolls of
    each go, (seat, roll))."""
    parts = []
    for k, rolls in enumerate(rounds):
        # TRANSLATORS: a seat and what it rolled, in a list: "Seat 1 7, Seat 2 5 and Seat 3 9".
        said = listing([_("{seat} {roll}").format(seat=seat(p), roll=r) for p, r in rolls])
        if k == 0:
            parts.append(_("Everybody rolls once: {rolls}").format(rolls=said))
        else:
            parts.append(_("tied lowest, they roll again: {rolls}").format(rolls=said))
    tell(_("{rolls}. {seat} rolled lowest and begins").format(rolls=groups(parts), seat=seat(starter)),
         "first_player", starter=starter, rolls=tuple(tuple(r) for r in rounds))


# -- the dice and the way round the board -------------------------------------------------------------------


def dice(p: int, d: tuple[int, int], target: int) -> None:
    d1, d2 = d
    total = d1 + d2
    if d1 == d2:
        text = _("{seat} rolls doubles, {a} and {b} ({total}) and moves to {field}")
    else:
        text = _("{seat} rolls {a} and {b} ({total}) and moves to {field}")
    tell(text.format(seat=seat(p), a=d1, b=d2, total=total, field=destination(target)), "dice", auto=False,
         dice=d, total=total, doubles=d1 == d2, field=target, seat=p)


def third_doubles(p: int, d: tuple[int, int]) -> None:
    tell(_("{seat} rolls doubles for the third time in a row, {a} and {b}: off to the Ausnüchterungszelle")
         .format(seat=seat(p), a=d[0], b=d[1]),
         "dice", auto=False, dice=d, total=d[0] + d[1], doubles=True, field=None, seat=p)


def cell_roll(s: FestivalState, p: int, d: tuple[int, int], tries: int, limit: int, fine: int, target: int) -> None:
    """A roll for doubles in the Ausnüchterungszelle: freed by doubles, another failed try, or the last
    failed try (the fine, then on with that roll)."""
    d1, d2 = d
    total = d1 + d2
    if d1 == d2:
        text = _("{seat} rolls doubles, {a} and {b}, is free and moves on to {field}")
        outcome = "free"
    elif tries < limit:
        text = ngettext(
            "{seat} rolls {a} and {b} in the Ausnüchterungszelle: no doubles, {tries} of {limit} try used; "
            "the turn ends",
            "{seat} rolls {a} and {b} in the Ausnüchterungszelle: no doubles, {tries} of {limit} tries used; "
            "the turn ends", limit)
        outcome = "stays"
    elif covers(s, p, fine):
        text = ngettext("{seat} rolls {a} and {b}: no doubles in {limit} try, so {seat} pays {fine} into the "
                        "Glückskloake and moves on to {field}",
                        "{seat} rolls {a} and {b}: no doubles in {limit} tries, so {seat} pays {fine} into the "
                        "Glückskloake and moves on to {field}", limit)
        outcome = "fined"
    else:
        text = ngettext("{seat} rolls {a} and {b}: no doubles in {limit} try, so {seat} must pay {fine} into "
                        "the Glückskloake and moves on to {field}",
                        "{seat} rolls {a} and {b}: no doubles in {limit} tries, so {seat} must pay {fine} into "
                        "the Glückskloake and moves on to {field}", limit)
        outcome = "fined"
    text = text.format(seat=seat(p), a=d1, b=d2, tries=tries, limit=limit, fine=money(fine),
                       field=destination(target))
    tell(text, "dice", auto=False, dice=d, total=total, doubles=d1 == d2, field=None if outcome == "stays" else target,
         seat=p, cell=outcome)


def doubles_again(p: int) -> None:
    tell(_("Doubles: {seat} rolls again").format(seat=seat(p)), "doubles", seat=p)


def start_money(s: FestivalState, p: int, amount: int) -> None:
    if s.strict:
        tell(_("{seat} passes START: {amount} START money to claim").format(seat=seat(p), amount=money(amount)),
             "start", seat=p, amount=amount, claim=True)
    else:
        tell(_("{seat} passes START and takes {amount} START money").format(seat=seat(p), amount=money(amount)),
             "start", seat=p, amount=amount, claim=False)


def moved(p: int, target: int, steps: int = 0) -> None:
    """A card moves a pawn: ``steps`` 0 advances to the target, else so many fields forward or back."""
    if steps == 0:
        text = _("{seat} advances to {field}")
    elif steps < 0:
        text = ngettext("{seat} goes back {n} field to {field}", "{seat} goes back {n} fields to {field}", -steps)
    else:
        text = ngettext("{seat} moves {n} field to {field}", "{seat} moves {n} fields to {field}", steps)
    tell(text.format(seat=seat(p), n=abs(steps), field=destination(target)), "move", seat=p, field=target)


SENT_TO_CELL = {
    "doubles": N_("{seat} goes straight to the Ausnüchterungszelle after three doubles in a row: no START "
                  "money, the turn ends"),
    "field": N_("{seat} goes straight to the Ausnüchterungszelle from Ab in die Zelle!: no START money, the "
                "turn ends"),
    "card": N_("{seat} goes straight to the Ausnüchterungszelle as the card says: no START money, the turn "
               "ends"),
}


def sent_to_cell(p: int, why: str) -> None:
    tell(_(SENT_TO_CELL[why]).format(seat=seat(p)), "cell", seat=p, why=why)


def vip(p: int) -> None:
    tell(_("The VIP Shuttle takes {seat} to START").format(seat=seat(p)), "vip", seat=p)


# -- fields -------------------------------------------------------------------------------------------------


def cannot_buy(s: FestivalState, p: int, f: int) -> None:
    price = tables().price[f]
    tell(_("{field} costs {price}; {seat} cannot raise that much, not even by mortgaging: it stays with the "
           "bank").format(field=field_name(f), price=money(price), seat=seat(p)),
         "for_sale", seat=p, field=f, price=price)


def rent_reason(s: FestivalState, f: int, rent_factor: int, dice_rent: int, roll: tuple[int, int]) -> str:
    """Why the rent is what it is: "double rent, whole group", "3 Buden", "2 stations and airports" ..."""
    t = tables()
    o = s.owner[f]
    k = t.kind[f]
    if dice_rent:
        return _("{times} times a fresh roll of {a} and {b}, as the card says").format(
            times=dice_rent, a=roll[0], b=roll[1])
    if k == "festival":
        lv = s.level[f]
        if lv == 5:
            why = _("with a Mainstage")
        elif lv:
            why = ngettext("with {n} Bude", "with {n} Buden", lv).format(n=lv)
        elif all(s.owner[g] == o for g in t.members_of[f]):
            why = _("double rent, whole {group} group").format(group=group_english(t.group[f]))
        else:
            why = _("rent without Buden")
    elif k == "transport":
        n = sum(1 for g in t.members_of[f] if s.owner[g] == o)
        why = _("{seat} owns {n} of the 4 stations and airports").format(seat=seat(o), n=n)
    else:
        n = sum(1 for g in t.members_of[f] if s.owner[g] == o)
        dice_sum = s.dice[0] + s.dice[1]
        if n == 2:
            why = _("{times} times the dice ({dice}): {seat} owns both Handy and Bierquelle")
        else:
            why = _("{times} times the dice ({dice}): {seat} owns one of Handy and Bierquelle")
        why = why.format(times=t.rents[f][n - 1], dice=dice_sum, seat=seat(o))
    if rent_factor > 1:
        why = _("twice the rent as the card says; {why}").format(why=why)
    return why


def rent(s: FestivalState, p: int, f: int, amount: int, why: str) -> None:
    o = s.owner[f]
    words = dict(payer=seat(p), owner=seat(o), amount=money(amount), field=field_name(f), why=why)
    if s.strict:
        tell(_("{owner} may claim {amount} rent from {payer} for {field} ({why})").format(**words), "rent",
             payer=p, owner=o, field=f, amount=amount, why=why, claim=True)
        return
    if covers(s, p, amount):
        text = _("{payer} pays {amount} rent to {owner} for {field} ({why})")
    else:
        text = _("{payer} must pay {amount} rent to {owner} for {field} ({why})")
    tell(text.format(**words), "rent", payer=p, owner=o, field=f, amount=amount, why=why, claim=False)


def no_rent(s: FestivalState, p: int, f: int) -> None:
    o = s.owner[f]
    if o == p:
        text, why = _("{field} is {seat}'s own: no rent"), "own"
    elif s.mortgaged[f]:
        text, why = _("{field} is mortgaged: no rent"), "mortgaged"
    else:
        text, why = _("{owner} sits in the Ausnüchterungszelle and collects no rent for {field}"), "cell"
    tell(text.format(field=field_name(f), seat=seat(p), owner=seat(o)), "no_rent", payer=p, owner=o, field=f,
         why=why)


def fee(s: FestivalState, p: int, amount: int, what: str) -> None:
    """A fee, tax or fine into the pot (told before it is paid): ``what`` is the field's name, or "card"."""
    pays = covers(s, p, amount)
    if what == "card":
        text = (_("{seat} pays {amount} into the Glückskloake, as the card says") if pays
                else _("{seat} must pay {amount} into the Glückskloake, as the card says"))
    else:
        # TRANSLATORS: {fee} is the field's name: "Seat 1 pays 4,000 Tacken Festivalgebühr into the Glückskloake".
        text = (_("{seat} pays {amount} {fee} into the Glückskloake") if pays
                else _("{seat} must pay {amount} {fee} into the Glückskloake"))
    tell(text.format(seat=seat(p), amount=money(amount), fee=_(what)), "fee", seat=p, amount=amount, what=what)


def pot_taken(p: int, amount: int) -> None:
    if amount:
        tell(_("{seat} takes the Glückskloake: {amount}").format(seat=seat(p), amount=money(amount)), "pot",
             seat=p, amount=amount)
    else:
        tell(_("The Glückskloake is empty: {seat} takes nothing").format(seat=seat(p)), "pot", seat=p, amount=0)


# -- cards --------------------------------------------------------------------------------------------------


def card_drawn(p: int, d: int, card: CardData) -> None:
    printed, meaning = card_text(card), card_english(card)
    if printed == meaning:  # the printed card already is in the player's language: told once
        line = _("{seat} draws {deck}: \u201e{text}\u201c").format(seat=seat(p), deck=deck_name(d), text=printed)
    else:
        # TRANSLATORS: {text} is the card as printed (German), {english} the card in your language
        line = _("{seat} draws {deck}: \u201e{text}\u201c ({english})").format(
            seat=seat(p), deck=deck_name(d), text=printed, english=meaning)
    tell(line, "card", seat=p, deck=d, card=card.id, effect=card.effect, card_text=card.text)


def voucher_kept(p: int) -> None:
    tell(_("{seat} keeps the card as a voucher out of the Ausnüchterungszelle").format(seat=seat(p)), "voucher",
         seat=p)


def collect(p: int, amount: int) -> None:
    tell(_("{seat} collects {amount} from the bank").format(seat=seat(p), amount=money(amount)), "collect",
         seat=p, amount=amount)


def repairs(s: FestivalState, p: int, card: CardData, buden: int, stages: int) -> None:
    total = buden * card.per_bude + stages * card.per_mainstage
    if not total:
        tell(_("{seat} has no Buden and no Mainstage: nothing to pay").format(seat=seat(p)), "fee", seat=p,
             amount=0, what="repairs")
        return
    parts = []
    if buden:
        parts.append(ngettext("{n} Bude at {amount}", "{n} Buden at {amount}", buden).format(
            n=buden, amount=money(card.per_bude)))
    if stages:
        parts.append(ngettext("{n} Mainstage at {amount}", "{n} Mainstages at {amount}", stages).format(
            n=stages, amount=money(card.per_mainstage)))
    text = (_("{seat} pays {total} for {items} into the Glückskloake") if covers(s, p, total)
            else _("{seat} must pay {total} for {items} into the Glückskloake"))
    tell(text.format(seat=seat(p), total=money(total), items=listing(parts)), "fee",
         seat=p, amount=total, what="repairs", buden=buden, mainstages=stages)


def card_payment(s: FestivalState, payer: int, to: int, amount: int) -> None:
    text = _("{payer} pays {seat} {amount}") if covers(s, payer, amount) else _("{payer} must pay {seat} {amount}")
    tell(text.format(payer=seat(payer), seat=seat(to), amount=money(amount)), "card_payment", payer=payer,
         to=to, amount=amount)


# -- debts and bankruptcy ---------------------------------------------------------------------------------


def debt_opened(s: FestivalState, p: int, creditor: int, amount: int) -> None:
    short = amount - s.cash[p]
    tell(_("{seat} has only {cash}: {short} short of the {amount} owed to {creditor}").format(
        seat=seat(p), cash=money(s.cash[p]), short=money(short), amount=money(amount),
        creditor=creditor_name(creditor)), "debt", seat=p, creditor=creditor, amount=amount, short=short)


def debt_paid(p: int, creditor: int, amount: int) -> None:
    tell(_("{seat} pays the {amount} owed to {creditor}").format(
        seat=seat(p), amount=money(amount), creditor=creditor_name(creditor)), "debt_paid", seat=p,
         creditor=creditor, amount=amount)


def bankrupt(s: FestivalState, p: int, creditor: int, cash: int, fields: Sequence[int], vouchers: int,
             sold: int) -> None:
    """Told after the bankruptcy: ``cash`` the money that went, ``fields`` the property, ``sold`` what the
    Buden still standing fetched from the bank first."""
    names = [field_name(f) for f in fields]
    if s.debt is not None and s.debt[0] == p:
        text = _("{seat} is bankrott (bankrupt) and cannot pay the {amount} owed to {creditor}").format(
            seat=seat(p), amount=money(s.debt[2]), creditor=creditor_name(creditor))
    else:
        text = _("{seat} is bankrott (bankrupt)").format(seat=seat(p))
    if sold:
        text = _("{text} (its Buden went back to the bank first for {amount})").format(text=text, amount=money(sold))
    if creditor == POT:
        rest = [_("{amount} go into the Glückskloake").format(amount=money(cash))]
        if names:
            rest.append(_("{fields} go back to the bank").format(fields=listing(names)))
        if vouchers:
            rest.append(ngettext("the voucher goes back to the deck", "the vouchers go back to the deck", vouchers))
        # TRANSLATORS: a bankruptcy, then what happens to what the seat held ("...; ...").
        text = _("{text}: {consequences}").format(text=text, consequences=groups(rest))
    else:
        things = [money(cash), *names] + ([vouchers_held(vouchers)] if vouchers else [])
        text = _("{text}: {creditor} takes over {things}").format(text=text, creditor=seat(creditor),
                                                                   things=listing(things))
    tell(text, "bankrupt", banner=True, seat=p, creditor=creditor, cash=cash, fields=tuple(fields),
         vouchers=vouchers)


# -- Crowd Control --------------------------------------------------------------------------------------------


# -- trades, building, claims, the end -----------------------------------------------------------------------


def trade(s: FestivalState, buyer: int, seller: int, item: int, price: int, lifted: int) -> None:
    words = dict(item=capital(item_name(item)), buyer=seat(buyer), seller=seat(seller), price=money(price),
                 lifted=money(lifted))
    if lifted:
        text = _("{item} goes to {buyer}; {seller} gets {price}; {buyer} lifts the mortgage at once for {lifted}")
    else:
        text = _("{item} goes to {buyer}; {seller} gets {price}")
    tell(text.format(**words), "trade", auto=False, buyer=buyer, seller=seller, item=item, price=price,
         lifted=lifted)
    if item < VOUCHER_ITEM:
        whole_group(s, buyer, item)


def whole_group(s: FestivalState, p: int, f: int) -> None:
    """After a purchase or trade: the whole colour group is now one player's."""
    t = tables()
    if t.kind[f] != "festival" or not all(s.owner[g] == p for g in t.members_of[f]):
        return
    tell(_("{seat} now holds the whole {group} group: double rent, and Buden can go up").format(
        seat=seat(p), group=group_english(t.group[f])), "group", seat=p, group=t.group[f])


def built(s: FestivalState, f: int) -> None:
    t = tables()
    lv = s.level[f]
    if lv == 5:
        text = _("{field} now has a Mainstage: rent {rent}")
    else:
        text = ngettext("{field} now has {n} Bude: rent {rent}", "{field} now has {n} Buden: rent {rent}", lv)
    tell(text.format(field=field_name(f), n=lv, rent=money(t.rents[f][lv])), "build", auto=False, field=f,
         level=lv, rent=t.rents[f][lv])


def let_go(s: FestivalState, p: int, what: str, amount: int, payer: int) -> None:
    if what == "start":
        tell(_("{seat}'s {amount} START money goes into the Glückskloake, which now holds {pot}").format(
            seat=seat(p), amount=money(amount), pot=money(s.pot)), "let_go", seat=p, amount=amount, what=what)
    else:
        tell(_("{payer} keeps the {amount} rent: {seat} let it go").format(
            payer=seat(payer), amount=money(amount), seat=seat(p)), "let_go", seat=p, amount=amount, what=what)


# How the wealth count's rows read after a seat's worth (the cash is told first, always).
_WEALTH_WORDS = {
    "Money": N_("{amount} cash"),
    "Festivals at printed price": N_("{amount} in festivals at their printed price"),
    "Mortgaged festivals at half price": N_("{amount} in mortgaged festivals at half price"),
    "Buden and Mainstages": N_("{amount} in Buden and Mainstages at their purchase price"),
}


def wealth_count(s: FestivalState, rows: Sequence[Sequence[tuple[str, int]]], scores: Sequence[int]) -> None:
    """The bank's wealth count (SPIELENDE), each player still in the game by rank: cash, festivals, mortgaged
    festivals, Buden and Mainstages. ``rows``: :func:`scoring.wealth_rows`, by their untranslated labels."""
    alive = [q for q in range(s.players) if not s.bankrupt[q]]
    for q in sorted(alive, key=lambda q: (-scores[q], q)):
        parts = [_(_WEALTH_WORDS[label]).format(amount=money(amount))
                 for label, amount in rows[q] if amount or label == "Money"]
        tell(_("Wealth count: {seat} is worth {worth}: {parts}").format(
            seat=seat(q), worth=money(scores[q]), parts=listing(parts)), "wealth", seat=q,
             worth=scores[q], rows=tuple(rows[q]))


def game_over(s: FestivalState, reason: str, scores: Sequence[int], winners: Sequence[int]) -> None:
    alive = [q for q in range(s.players) if not s.bankrupt[q]]
    if reason == "last":
        text = _("The game is over: {seat} is the last player not bankrupt and wins").format(seat=seat(winners[0]))
    else:
        ranking = sorted(alive, key=lambda q: (-scores[q], q))
        # TRANSLATORS: a seat and its wealth, in a list: "Seat 1 38,200 Tacken, Seat 2 30,000 Tacken".
        figures = series(_("{seat} {worth}").format(seat=seat(q), worth=money(scores[q])) for q in ranking)
        if reason == "rounds":
            why = ngettext("the round limit of {n} round is reached", "the round limit of {n} rounds is reached",
                           s.round_limit).format(n=s.round_limit)
        else:
            why = _("after round {n}").format(n=s.round)
        if len(winners) > 1:
            text = _("The game is over: {why}. {seats} share the win by the wealth count ({figures})")
        else:
            text = _("The game is over: {why}. {seats} wins by the wealth count ({figures})")
        text = text.format(why=why, seats=listing([seat(w) for w in winners]), figures=figures)
    tell(text, "end", banner=True, reason=reason, winners=tuple(winners), scores=tuple(scores))


def describe(s: FestivalState, a: Action, names: Sequence[str]) -> str:
    """The log line of action ``a`` (``s`` is the state before it), with the seats' names: each action class's
    own line (:data:`LINES`)."""

    def name(p: int) -> str:
        return names[p] if 0 <= p < len(names) else seat(p)

    line = LINES.get(type(a))
    if line is None:
        return f"{name(a.player)}: {a.kind}"
    return line(s, a, name(a.player), name)


Name = Callable[[int], str]


def _roll(s: FestivalState, a: A.Roll, who: str, name: Name) -> str:
    return (_("{who} rolls for doubles in the Ausnüchterungszelle") if a.in_cell
            else _("{who} rolls the dice")).format(who=who)


def _pay_bail(s: FestivalState, a: A.PayBail, who: str, name: Name) -> str:
    return _("{who} pays {amount} bail into the Glückskloake and leaves the Ausnüchterungszelle").format(
        who=who, amount=money(BAIL))


def _use_voucher(s: FestivalState, a: A.UseVoucher, who: str, name: Name) -> str:
    return _("{who} uses a voucher to leave the Ausnüchterungszelle").format(who=who)


def _buy(s: FestivalState, a: A.Buy, who: str, name: Name) -> str:
    return _("{who} buys {field} for {price}").format(who=who, field=field_name(a.field),
                                                      price=money(tables().price[a.field]))


def _pass(s: FestivalState, a: A.Pass, who: str, name: Name) -> str:
    return _("{who} does not buy {field}").format(who=who, field=field_name(s.pos[a.player]))


def _build(s: FestivalState, a: A.Build, who: str, name: Name) -> str:
    lv = s.level[a.field] if 0 <= a.field < BOARD_FIELDS else 0
    return _("{who} puts up a Bude ({bude}) on {field} for {price}").format(
        who=who, bude=bude_name(min(lv, MAX_BUDEN - 1)), field=field_name(a.field),
        price=money(tables().bude_price[a.field]))


def _build_mainstage(s: FestivalState, a: A.BuildMainstage, who: str, name: Name) -> str:
    return _("{who} turns four Buden into a Mainstage on {field} for {price}").format(
        who=who, field=field_name(a.field), price=money(tables().bude_price[a.field]))


def _sell_back(s: FestivalState, a: A.SellBack, who: str, name: Name) -> str:
    text = (_("{who} sells the Mainstage on {field} back for {price}") if s.level[a.field] == MAINSTAGE_LEVEL
            else _("{who} sells a Bude on {field} back for {price}"))
    return text.format(who=who, field=field_name(a.field), price=money(tables().bude_price[a.field] // 2))


def _mortgage(s: FestivalState, a: A.Mortgage, who: str, name: Name) -> str:
    return _("{who} mortgages {field} for {price}").format(who=who, field=field_name(a.field),
                                                           price=money(tables().mortgage[a.field]))


def _lift(s: FestivalState, a: A.Lift, who: str, name: Name) -> str:
    return _("{who} lifts the mortgage on {field} for {price}").format(
        who=who, field=field_name(a.field), price=money(lift_cost(a.field)))


def _mauscheln(s: FestivalState, a: A.Mauscheln, who: str, name: Name) -> str:
    return _("{who} opens Mauscheln (trade)").format(who=who)


def _cancel_offer(s: FestivalState, a: A.CancelOffer, who: str, name: Name) -> str:
    return _("{who} closes Mauscheln without an offer").format(who=who)


def _offer(s: FestivalState, a: A.Offer, who: str, name: Name) -> str:
    words = dict(who=who, other=name(a.to), item=item_name(a.item), price=money(a.price))
    if a.buying:
        return _("{who} mauschelt: offers {other} {price} for {item}").format(**words)
    return _("{who} mauschelt: offers {item} to {other} for {price}").format(**words)


def _accept(s: FestivalState, a: A.Accept, who: str, name: Name) -> str:
    if s.offer is None:
        return f"{who}: {a.kind}"
    return _("{who} accepts {other}\u2019s offer: {offer}").format(who=who, other=name(s.offer[0]),
                                                                  offer=offer_words(s.offer))


def _decline(s: FestivalState, a: A.Decline, who: str, name: Name) -> str:
    if s.offer is None:
        return f"{who}: {a.kind}"
    return _("{who} declines {other}\u2019s offer: {offer}").format(who=who, other=name(s.offer[0]),
                                                                   offer=offer_words(s.offer))


def _claim(s: FestivalState, a: A.Claim, who: str, name: Name) -> str:
    amount = s.claims[0][2] if s.claims else 0
    if a.what == "start":
        return _("{who} claims {amount} START money").format(who=who, amount=money(amount))
    payer = s.claims[0][3] if s.claims else -1
    return _("{who} claims {amount} rent from {other}").format(who=who, amount=money(amount), other=name(payer))


def _let_go(s: FestivalState, a: A.LetGo, who: str, name: Name) -> str:
    if s.claims and s.claims[0][1] == "start":
        return _("{who} lets the START money go").format(who=who)
    return _("{who} lets the rent go").format(who=who)


def _record_donation(s: FestivalState, a: A.RecordDonation, who: str, name: Name) -> str:
    return _("{who} records a donation of {euros} €").format(who=who, euros=a.euros)


def _give_up(s: FestivalState, a: A.GiveUp, who: str, name: Name) -> str:
    return _("{who} is bankrott (bankrupt)").format(who=who)


def _end_turn(s: FestivalState, a: A.EndTurn, who: str, name: Name) -> str:
    return _("{who} ends the turn").format(who=who)


# Each action class with its log line.
LINES: dict[type[Action], Callable[[FestivalState, Any, str, Name], str]] = {
    A.Roll: _roll, A.PayBail: _pay_bail, A.UseVoucher: _use_voucher, A.Buy: _buy, A.Pass: _pass, A.Build: _build,
    A.BuildMainstage: _build_mainstage, A.SellBack: _sell_back, A.Mortgage: _mortgage, A.Lift: _lift,
    A.Mauscheln: _mauscheln, A.CancelOffer: _cancel_offer, A.Offer: _offer, A.Accept: _accept, A.Decline: _decline,
    A.Claim: _claim, A.LetGo: _let_go, A.RecordDonation: _record_donation, A.GiveUp: _give_up,
    A.EndTurn: _end_turn,
}
