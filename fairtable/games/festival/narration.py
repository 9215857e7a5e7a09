"""What the festival game tells while a move runs: the dice, the field, START money, rent and why, fees and
the pot, the cards and what they say, the Ausnüchterungszelle, debts, bankruptcy, Crowd Control and the end.

:mod:`flow` and :mod:`rules` call these while they perform (only when somebody listens: they check
``telling()`` first, so a bot's thousands of plain ``apply`` calls build no text). Seats are written by
number ("Seat 2"); the table and the command line put the names in (``engine.layout.name_seats``), so a
line must read right after "Seat 2" becomes "Ben": "the seat that was Seat 2's" turns into "the seat that
was Ben's". Nothing in the festival game is secret, so the lines are the same for everyone, except that
Crowd Control tells each seat in its own words what it now holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.narration import tell
from fairtable.games.festival.actions import VOUCHER_ITEM, item_name
from fairtable.games.festival.data import CardData, money, tables
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

POT_NAME = "the Glückskloake"
CELL_FIELD = 10
CELL_NAME = "the Ausnüchterungszelle"


def seat(p: int) -> str:
    return f"Seat {p + 1}"


def creditor_name(c: int) -> str:
    return POT_NAME if c == POT else seat(c)


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one}" if n == 1 else f"{n} {many or one + 's'}"


def listing(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def field_name(f: int) -> str:
    return tables().name[f]


def destination(f: int) -> str:
    """A field a pawn moves to; the Ausnüchterungszelle's outside is "Nur zu Besuch" (just visiting)."""
    return "the Ausnüchterungszelle, Nur zu Besuch (just visiting)" if f == CELL_FIELD else tables().name[f]


def must_pay(s: FestivalState, p: int, amount: int) -> str:
    """"pays" when the cash covers the amount, else "must pay" (a debt follows)."""
    return "pays" if s.cash[p] >= amount else "must pay"


# -- setup ------------------------------------------------------------------------------------------------


def deal(s: FestivalState, p: int, fields: Sequence[int]) -> None:
    t = tables()
    paid = sum(t.price[f] for f in fields)
    names = listing([t.name[f] for f in fields])
    tell(f"{seat(p)} is dealt {names} and pays {money(paid)} for them: {money(s.cash[p])} left", "deal",
         seat=p, fields=tuple(fields), paid=paid)


def start_rolls(rounds: Sequence[Sequence[tuple[int, int]]], starter: int) -> None:
    """Everybody rolls once; the lowest roll begins, tied lowest rolls roll again (``rounds``: the rolls of
    each go, (seat, roll))."""
    parts = []
    for k, rolls in enumerate(rounds):
        said = listing([f"{seat(p)} {r}" for p, r in rolls])
        parts.append(("Everybody rolls once: " if k == 0 else "tied lowest, they roll again: ") + said)
    tell("; ".join(parts) + f". {seat(starter)} rolled lowest and begins", "first_player", starter=starter,
         rolls=tuple(tuple(r) for r in rounds))


# -- the dice and the way round the board -------------------------------------------------------------------


def dice(p: int, d: tuple[int, int], target: int) -> None:
    d1, d2 = d
    total = d1 + d2
    what = f"doubles, {d1} and {d2}" if d1 == d2 else f"{d1} and {d2}"
    tell(f"{seat(p)} rolls {what} ({total}) and moves to {destination(target)}", "dice", auto=False,
         dice=d, total=total, doubles=d1 == d2, field=target, seat=p)


def third_doubles(p: int, d: tuple[int, int]) -> None:
    tell(f"{seat(p)} rolls doubles for the third time in a row, {d[0]} and {d[1]}: off to {CELL_NAME}",
         "dice", auto=False, dice=d, total=d[0] + d[1], doubles=True, field=None, seat=p)


def cell_roll(s: FestivalState, p: int, d: tuple[int, int], tries: int, limit: int, fine: int, target: int) -> None:
    """A roll for doubles in the Ausnüchterungszelle: freed by doubles, another failed try, or the last
    failed try (the fine, then on with that roll)."""
    d1, d2 = d
    total = d1 + d2
    if d1 == d2:
        text = f"{seat(p)} rolls doubles, {d1} and {d2}, is free and moves on to {destination(target)}"
        outcome = "free"
    elif tries < limit:
        text = (f"{seat(p)} rolls {d1} and {d2} in {CELL_NAME}: no doubles, {tries} of {limit} tries used; "
                "the turn ends")
        outcome = "stays"
    else:
        text = (f"{seat(p)} rolls {d1} and {d2}: no doubles in {limit} tries, so {seat(p)} "
                f"{must_pay(s, p, fine)} {money(fine)} into {POT_NAME} and moves on to {destination(target)}")
        outcome = "fined"
    tell(text, "dice", auto=False, dice=d, total=total, doubles=d1 == d2, field=None if outcome == "stays" else target,
         seat=p, cell=outcome)


def doubles_again(p: int) -> None:
    tell(f"Doubles: {seat(p)} rolls again", "doubles", seat=p)


def start_money(s: FestivalState, p: int, amount: int) -> None:
    if s.strict:
        tell(f"{seat(p)} passes START: {money(amount)} START money to claim", "start", seat=p, amount=amount,
             claim=True)
    else:
        tell(f"{seat(p)} passes START and takes {money(amount)} START money", "start", seat=p, amount=amount,
             claim=False)


def moved(p: int, target: int, how: str) -> None:
    """A card moves a pawn: ``how`` says how ("advances to", "goes back 3 fields to")."""
    tell(f"{seat(p)} {how} {destination(target)}", "move", seat=p, field=target)


SENT_TO_CELL = {
    "doubles": "after three doubles in a row",
    "field": "from Ab in die Zelle!",
    "card": "as the card says",
}


def sent_to_cell(p: int, why: str) -> None:
    tell(f"{seat(p)} goes straight to {CELL_NAME} {SENT_TO_CELL[why]}: no START money, the turn ends", "cell",
         seat=p, why=why)


def vip(p: int) -> None:
    tell(f"The VIP Shuttle takes {seat(p)} to START", "vip", seat=p)


# -- fields -------------------------------------------------------------------------------------------------


def cannot_buy(s: FestivalState, p: int, f: int) -> None:
    price = tables().price[f]
    tell(f"{field_name(f)} costs {money(price)}; {seat(p)} cannot raise that much, not even by mortgaging: "
         "it stays with the bank", "for_sale", seat=p, field=f, price=price)


def rent_reason(s: FestivalState, f: int, rent_factor: int, dice_rent: int, roll: tuple[int, int]) -> str:
    """Why the rent is what it is: "double rent, whole group", "3 Buden", "2 stations and airports" ..."""
    t = tables()
    o = s.owner[f]
    k = t.kind[f]
    if dice_rent:
        return f"{dice_rent} times a fresh roll of {roll[0]} and {roll[1]}, as the card says"
    if k == "festival":
        lv = s.level[f]
        if lv == 5:
            why = "with a Mainstage"
        elif lv:
            why = "with " + plural(lv, "Bude", "Buden")
        elif all(s.owner[g] == o for g in t.members_of[f]):
            why = f"double rent, whole {t.group_english[t.group[f] or '']} group"
        else:
            why = "rent without Buden"
    elif k == "transport":
        n = sum(1 for g in t.members_of[f] if s.owner[g] == o)
        why = f"{seat(o)} owns {n} of the 4 stations and airports"
    else:
        n = sum(1 for g in t.members_of[f] if s.owner[g] == o)
        dice_sum = s.dice[0] + s.dice[1]
        why = f"{t.rents[f][n - 1]} times the dice ({dice_sum}): {seat(o)} owns " + (
            "both Handy and Bierquelle" if n == 2 else "one of Handy and Bierquelle")
    if rent_factor > 1:
        why = f"twice the rent as the card says; {why}"
    return why


def rent(s: FestivalState, p: int, f: int, amount: int, why: str) -> None:
    o = s.owner[f]
    if s.strict:
        tell(f"{seat(o)} may claim {money(amount)} rent from {seat(p)} for {field_name(f)} ({why})", "rent",
             payer=p, owner=o, field=f, amount=amount, why=why, claim=True)
        return
    tell(f"{seat(p)} {must_pay(s, p, amount)} {money(amount)} rent to {seat(o)} for {field_name(f)} ({why})",
         "rent", payer=p, owner=o, field=f, amount=amount, why=why, claim=False)


def no_rent(s: FestivalState, p: int, f: int) -> None:
    o = s.owner[f]
    if o == p:
        text, why = f"{field_name(f)} is {seat(p)}'s own: no rent", "own"
    elif s.mortgaged[f]:
        text, why = f"{field_name(f)} is mortgaged: no rent", "mortgaged"
    else:
        text, why = f"{seat(o)} sits in {CELL_NAME} and collects no rent for {field_name(f)}", "cell"
    tell(text, "no_rent", payer=p, owner=o, field=f, why=why)


def fee(s: FestivalState, p: int, amount: int, what: str) -> None:
    """A fee, tax or fine into the pot (told before it is paid): ``what`` is the field's name, or "card"."""
    named = "" if what == "card" else f" {what}"
    card = ", as the card says" if what == "card" else ""
    tell(f"{seat(p)} {must_pay(s, p, amount)} {money(amount)}{named} into {POT_NAME}{card}", "fee", seat=p,
         amount=amount, what=what)


def pot_taken(p: int, amount: int) -> None:
    if amount:
        tell(f"{seat(p)} takes {POT_NAME}: {money(amount)}", "pot", seat=p, amount=amount)
    else:
        tell(f"{POT_NAME} is empty: {seat(p)} takes nothing", "pot", seat=p, amount=0)


def crowd_landing(s: FestivalState, p: int, landed: int, needed: int, waiting: Sequence[int], again: bool) -> None:
    """A landing on Crowd Control: how many of the players still in the game have landed since the last
    rotation (``again``: this one had landed already, so the count stays)."""
    lands = f"{seat(p)} lands on Crowd Control" + (" again, still" if again else ":")
    text = f"{lands} {landed} of {needed} {'has' if landed == 1 else 'have'} landed"
    if landed < needed:
        text += f" (still to land: {listing([seat(q) for q in waiting])})"
    tell(text, "crowd", seat=p, landed=landed, needed=needed)


# -- cards --------------------------------------------------------------------------------------------------


def card_drawn(p: int, d: int, card: CardData) -> None:
    deck = tables().deck_name[d]
    tell(f"{seat(p)} draws {deck}: \u201e{card.text}\u201c ({card.english})", "card", seat=p, deck=d,
         card=card.id, effect=card.effect, card_text=card.text)


def voucher_kept(p: int) -> None:
    tell(f"{seat(p)} keeps the card as a voucher out of {CELL_NAME}", "voucher", seat=p)


def collect(p: int, amount: int) -> None:
    tell(f"{seat(p)} collects {money(amount)} from the bank", "collect", seat=p, amount=amount)


def repairs(s: FestivalState, p: int, card: CardData, buden: int, stages: int) -> None:
    total = buden * card.per_bude + stages * card.per_mainstage
    if not total:
        tell(f"{seat(p)} has no Buden and no Mainstage: nothing to pay", "fee", seat=p, amount=0, what="repairs")
        return
    parts = []
    if buden:
        parts.append(f"{plural(buden, 'Bude', 'Buden')} at {money(card.per_bude)}")
    if stages:
        parts.append(f"{plural(stages, 'Mainstage')} at {money(card.per_mainstage)}")
    tell(f"{seat(p)} {must_pay(s, p, total)} {money(total)} for {listing(parts)} into {POT_NAME}", "fee",
         seat=p, amount=total, what="repairs", buden=buden, mainstages=stages)


def card_payment(s: FestivalState, payer: int, to: int, amount: int) -> None:
    tell(f"{seat(payer)} {must_pay(s, payer, amount)} {seat(to)} {money(amount)}", "card_payment", payer=payer,
         to=to, amount=amount)


# -- debts and bankruptcy ---------------------------------------------------------------------------------


def debt_opened(s: FestivalState, p: int, creditor: int, amount: int) -> None:
    short = amount - s.cash[p]
    tell(f"{seat(p)} has only {money(s.cash[p])}: {money(short)} short of the {money(amount)} owed to "
         f"{creditor_name(creditor)}", "debt", seat=p, creditor=creditor, amount=amount, short=short)


def debt_paid(p: int, creditor: int, amount: int) -> None:
    tell(f"{seat(p)} pays the {money(amount)} owed to {creditor_name(creditor)}", "debt_paid", seat=p,
         creditor=creditor, amount=amount)


def holdings(s: FestivalState, p: int) -> list[str]:
    """What seat ``p`` holds, in words: its festivals (with their Buden, mortgaged ones marked) and vouchers."""
    t = tables()
    out = []
    for f in t.properties:
        if s.owner[f] != p:
            continue
        lv = s.level[f]
        name = t.name[f]
        if s.mortgaged[f]:
            name += " (beliehen)"
        elif lv == 5:
            name += " with a Mainstage"
        elif lv:
            name += " with " + plural(lv, "Bude", "Buden")
        out.append(name)
    if s.vouchers[p]:
        out.append(plural(len(s.vouchers[p]), "voucher"))
    return out


def bankrupt(s: FestivalState, p: int, creditor: int, cash: int, fields: Sequence[int], vouchers: int,
             sold: int) -> None:
    """Told after the bankruptcy: ``cash`` the money that went, ``fields`` the property, ``sold`` what the
    Buden still standing fetched from the bank first."""
    t = tables()
    names = [t.name[f] for f in fields]
    first = f" (its Buden went back to the bank first for {money(sold)})" if sold else ""
    if s.debt is not None and s.debt[0] == p:
        first = f" and cannot pay the {money(s.debt[2])} owed to {creditor_name(creditor)}" + first
    if creditor == POT:
        rest = [f"{money(cash)} go into {POT_NAME}"]
        if names:
            rest.append(f"{listing(names)} go back to the bank")
        if vouchers:
            rest.append(f"{'the voucher goes' if vouchers == 1 else 'the vouchers go'} back to the deck")
        text = f"{seat(p)} is bankrott (bankrupt){first}: " + "; ".join(rest)
    else:
        things = [money(cash), *names] + ([plural(vouchers, "voucher")] if vouchers else [])
        text = f"{seat(p)} is bankrott (bankrupt){first}: {seat(creditor)} takes over {listing(things)}"
    tell(text, "bankrupt", banner=True, seat=p, creditor=creditor, cash=cash, fields=tuple(fields),
         vouchers=vouchers)


# -- Crowd Control --------------------------------------------------------------------------------------------


def donation_goal(needed: int, die: int, goal: int) -> None:
    tell(f"All {needed} have landed on Crowd Control: the die shows {die}, the donation goal is {goal} €",
         "donation_goal", die=die, goal=goal)


def donation(euros: int, donated: int, goal: int, audience: bool) -> None:
    who = "The audience donates" if audience else "The host records a donation of"
    tell(f"{who} {euros} €: {min(donated, goal)} of {goal} €", "donation", euros=euros, donated=donated,
         goal=goal)


def rotation(s: FestivalState, source: dict[int, int], direction: int, die: int | None,
             before: dict[int, tuple[int, list[str], str]], rotations: int) -> None:
    """Each person takes over the seat of a neighbour. ``source``: who took over whose seat; ``before``: per
    seat its money, holdings and place before the rotation. Everyone is told in their own words what they
    now play."""
    way = "clockwise" if direction == 1 else "counter-clockwise"
    if s.crowd == "donation":
        why = "the donation goal is met"
    elif die is None:
        why = "the first rotation goes clockwise"
    else:
        why = f"the die shows {die}, {'even' if die % 2 == 0 else 'odd'}"

    def what(src: int) -> str:
        cash, held, where = before[src]
        return listing([money(cash), *held]) + f", standing {where}"

    parts = [f"{seat(q)} now plays what was {seat(src)}'s ({what(src)})" for q, src in source.items()]
    text = f"Crowd Control! The seats rotate {way} ({why}): " + "; ".join(parts)
    views = {q: f"Crowd Control! The seats rotate {way} ({why}): you now play the seat that was {seat(src)}'s: "
                f"{what(src)}" for q, src in source.items()}
    tell(text, "rotation", views=views, banner=True, direction=direction, die=die,
         seats=tuple(sorted(source.items())))


def place(s: FestivalState, p: int) -> str:
    """Where a seat's pawn stands, for Crowd Control: "on Sziget", "locked in the Ausnüchterungszelle", "on
    the Ausnüchterungszelle, Nur zu Besuch (just visiting)"."""
    return f"locked in {CELL_NAME}" if s.in_cell[p] else f"on {destination(s.pos[p])}"


# -- trades, building, claims, the end -----------------------------------------------------------------------


def trade(s: FestivalState, buyer: int, seller: int, item: int, price: int, lifted: int) -> None:
    what = item_name(item)
    text = f"{what[0].upper() + what[1:]} goes to {seat(buyer)}; {seat(seller)} gets {money(price)}"
    if lifted:
        text += f"; {seat(buyer)} lifts the mortgage at once for {money(lifted)}"
    tell(text, "trade", auto=False, buyer=buyer, seller=seller, item=item, price=price, lifted=lifted)
    if item < VOUCHER_ITEM:
        whole_group(s, buyer, item)


def whole_group(s: FestivalState, p: int, f: int) -> None:
    """After a purchase or trade: the whole colour group is now one player's."""
    t = tables()
    if t.kind[f] != "festival" or not all(s.owner[g] == p for g in t.members_of[f]):
        return
    group = t.group_english[t.group[f] or ""]
    tell(f"{seat(p)} now holds the whole {group} group: double rent, and Buden can go up", "group", seat=p,
         group=t.group[f])


def built(s: FestivalState, f: int) -> None:
    t = tables()
    lv = s.level[f]
    what = "a Mainstage" if lv == 5 else plural(lv, "Bude", "Buden")
    tell(f"{field_name(f)} now has {what}: rent {money(t.rents[f][lv])}", "build", auto=False, field=f,
         level=lv, rent=t.rents[f][lv])


def let_go(s: FestivalState, p: int, what: str, amount: int, payer: int) -> None:
    if what == "start":
        tell(f"{seat(p)}'s {money(amount)} START money goes into {POT_NAME}, which now holds {money(s.pot)}",
             "let_go", seat=p, amount=amount, what=what)
    else:
        tell(f"{seat(payer)} keeps the {money(amount)} rent: {seat(p)} let it go", "let_go", seat=p,
             amount=amount, what=what)


# How the wealth count's rows read after a seat's worth (the cash is told first, always).
_WEALTH_WORDS = {
    "Festivals at printed price": "{} in festivals at their printed price",
    "Mortgaged festivals at half price": "{} in mortgaged festivals at half price",
    "Buden and Mainstages": "{} in Buden and Mainstages at their purchase price",
}


def wealth_count(s: FestivalState, rows: Sequence[Sequence[tuple[str, int]]], scores: Sequence[int]) -> None:
    """The bank's wealth count (SPIELENDE), each player still in the game by rank: cash, festivals, mortgaged
    festivals, Buden and Mainstages."""
    alive = [q for q in range(s.players) if not s.bankrupt[q]]
    for q in sorted(alive, key=lambda q: (-scores[q], q)):
        parts = []
        for label, amount in rows[q]:
            if label == "Money":
                parts.append(f"{money(amount)} cash")
            elif amount:
                parts.append(_WEALTH_WORDS.get(label, "{} " + label).format(money(amount)))
        tell(f"Wealth count: {seat(q)} is worth {money(scores[q])}: {listing(parts)}", "wealth", seat=q,
             worth=scores[q], rows=tuple(rows[q]))


def game_over(s: FestivalState, reason: str, scores: Sequence[int], winners: Sequence[int]) -> None:
    alive = [q for q in range(s.players) if not s.bankrupt[q]]
    if reason == "last":
        text = f"The game is over: {seat(winners[0])} is the last player not bankrupt and wins"
    else:
        ranking = sorted(alive, key=lambda q: (-scores[q], q))
        figures = ", ".join(f"{seat(q)} {money(scores[q])}" for q in ranking)
        who = listing([seat(w) for w in winners])
        verb = "share the win" if len(winners) > 1 else "wins"
        why = (f"the round limit of {s.round_limit} rounds is reached" if reason == "rounds"
               else f"after round {s.round}")
        text = f"The game is over: {why}. {who} {verb} by the wealth count ({figures})"
    tell(text, "end", banner=True, reason=reason, winners=tuple(winners), scores=tuple(scores))


# -- who decides what (the prompt to everyone but the seat to act; refusals say it too) ---------------------


def offer_words(offer: tuple[int, int, int, int, bool]) -> str:
    """The offer on the table, as its receiver hears it after "offers you": "Sziget for 12.000 Tacken",
    "12.000 Tacken for Sziget"."""
    _frm, _to, item, price, buying = offer
    what = item_name(item)
    return f"{money(price)} for {what}" if buying else f"{what} for {money(price)}"


def who_decides(s: FestivalState) -> str:
    """The decision waiting now, said of the seat that makes it: "Seat 2 decides whether to buy Sziget"."""
    if s.phase == OVER:
        return "The game is over"
    p = s.actor
    who = seat(p)
    t = tables()
    if s.phase == BUY:
        f = s.pos[p]
        return f"{who} decides whether to buy {t.name[f]} for {money(t.price[f])}"
    if s.phase == DEBT and s.debt is not None:
        _debtor, creditor, amount = s.debt
        return f"{who} raises money to pay {creditor_name(creditor)} {money(amount)}"
    if s.phase == PROPOSE:
        return f"{who} chooses a Mauscheln offer"
    if s.phase == OFFER and s.offer is not None:
        return f"{who} answers {seat(s.offer[0])}'s Mauscheln offer: {offer_words(s.offer)}"
    if s.phase == AFTER:
        return f"{who} may still build or lift mortgages, then ends the turn"
    if s.phase == CLAIM and s.claims:
        _claimant, what, amount, payer = s.claims[0]
        if what == "start":
            return f"{who} may claim {money(amount)} START money"
        return f"{who} may claim {money(amount)} rent from {seat(payer)}"
    if s.in_cell[p]:
        return f"{who} is in {CELL_NAME}: {cell_ways(s, p, you=False)}"
    if s.doubles:
        return f"{who} rolls again after doubles"
    return f"{who} rolls the dice"


def cell_ways(s: FestivalState, p: int, you: bool) -> str:
    """The ways out of the Ausnüchterungszelle seat ``p`` has now: doubles always, bail with the cash for it,
    a voucher only when it holds one ("roll for doubles or pay bail"; "rolls for doubles or uses a voucher")."""
    from fairtable.games.festival.flow import BAIL

    ways = ["roll for doubles" if you else "rolls for doubles"]
    if s.cash[p] >= BAIL:
        ways.append("pay bail" if you else "pays bail")
    if s.vouchers[p]:
        ways.append("use your voucher" if you else "uses a voucher")
    if len(ways) == 1:
        return ways[0]
    return ", ".join(ways[:-1]) + " or " + ways[-1]


# -- refusals: what must come first ------------------------------------------------------------------------

PHASE_HINT = {
    BUY: "Buy {field} or pass first",
    DEBT: "Raise the {amount} you owe {creditor} first",
    PROPOSE: "Make your Mauscheln offer or cancel it first",
    OFFER: "Accept or decline {proposer}'s Mauscheln offer first",
    CLAIM: "Claim the {claim} or let it go first",
    TURN: "Roll the dice first",
    AFTER: "Your move is over: build, lift a mortgage or end your turn",
}


def phase_hint(s: FestivalState) -> str:
    """What the seat to act must do before anything else, said to it."""
    hint = PHASE_HINT.get(s.phase, "Not now")
    if s.phase == BUY:
        return hint.format(field=tables().name[s.pos[s.actor]])
    if s.phase == DEBT and s.debt is not None:
        return hint.format(amount=money(s.debt[2]), creditor=creditor_name(s.debt[1]))
    if s.phase == OFFER and s.offer is not None:
        return hint.format(proposer=seat(s.offer[0]))
    if s.phase == CLAIM and s.claims:
        return hint.format(claim="START money" if s.claims[0][1] == "start" else "rent")
    if s.phase == TURN and s.in_cell[s.actor]:
        ways = cell_ways(s, s.actor, you=True)
        return ways[:1].upper() + ways[1:] + " first"
    return hint


def not_your_turn(s: FestivalState, p: int) -> str:
    """Why seat ``p`` cannot act now: whose decision waits, and what it is."""
    if p == s.turn and s.phase == OFFER and s.offer is not None and s.offer[0] == p:
        return f"Wait for {seat(s.actor)}'s answer to your Mauscheln offer"
    if p == s.turn:
        return f"Your turn waits: {who_decides(s)}"
    return f"Not your turn: {who_decides(s)}"
