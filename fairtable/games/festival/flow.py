"""Setup and how a move runs: dice, moving round the board, landing, cards, payments, debts, bankruptcy and
the end of a move (Crowd Control and Mauscheln are in :mod:`sections`; what a seat short of money may do in
:mod:`sections.short_of_money`). Everything here works on a mutable :class:`FestivalState` inside ``setup``
and ``perform``.

The order of a move follows the rulebook's SPIELABLAUF: roll two dice, move, resolve the field (buy, rent,
card, fee, cell, pot, shuttle, Crowd Control), then doubles give another roll; three doubles in a row send
the player to the Ausnüchterungszelle.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.narration import telling
from fairtable.games.festival import narration as N
from fairtable.games.festival.data import CardData, tables
from fairtable.games.festival.numbers import (
    AUDIENCE_DONATION_STEP,
    AUDIENCE_DONATION_STEPS,
    BANK_START,
    BOARD_FIELDS,
    BUILD_AFTER_THE_MOVE,
    CELL_FIELD,
    CELL_FINE,
    CELL_TRIES,
    DEALT_CARDS,
    DOUBLES_TO_CELL,
    MAINSTAGE_LEVEL,
    RAISE_MONEY_TO_BUY,
    START_CASH,
    START_FIELD,
    START_MONEY,
)
from fairtable.games.festival.scoring import result, wealth_rows
from fairtable.games.festival.sections.crowd_control import crowd_landing, donate
from fairtable.games.festival.sections.short_of_money import can_offer_sale, can_raise_money, raisable
from fairtable.games.festival.state import (
    AFTER,
    BUY,
    CLAIM,
    DEBT,
    MOVING,
    OVER,
    POT,
    TURN,
    FestivalState,
    active_seats,
    mortgaged_fields,
)

# -- setting up ------------------------------------------------------------------------------------------


def setup(players: int, round_limit: int, strict: bool, crowd: str, audience: bool, seed: int) -> FestivalState:
    """Rulebook SPIELABLAUF: everybody starts with 30.000 Tacken and is dealt two property cards, paid for;
    the lowest roll begins."""
    t = tables()
    s = FestivalState.__new__(FestivalState)
    s.players = players
    s.rng = rng.seed_state(seed)
    s.round_limit = round_limit
    s.strict = strict
    s.crowd = crowd
    s.audience = audience
    s.cash = [START_CASH] * players
    s.pos = [0] * players
    s.in_cell = [False] * players
    s.cell_tries = [0] * players
    s.vouchers = ((),) * players
    s.bankrupt = [False] * players
    s.owner = [-1] * 40
    s.level = [0] * 40
    s.mortgaged = [False] * 40
    s.pot = 0
    s.bank = BANK_START
    s.deck = tuple(tuple(range(len(cards))) for cards in t.deck_cards)
    s.discard = ((),) * len(t.deck_cards)
    s.last_card = (-1, -1)
    s.dice = (0, 0)
    s.doubles = 0
    s.offer_used = False
    s.debt_offers = 0
    s.offer = None
    s.offer_back = TURN
    s.withdrawn = -1
    s.answers = ((0, 0),) * players
    s.refused = ()
    s.debt = None
    s.resume = "end_move"
    s.resume_arg = 0
    s.claims = ()
    s.landing = None
    s.cc_landed = [False] * players
    s.cc_rotations = 0
    s.donation_goal = 0
    s.donated = 0
    s.end_reason = ""
    deeds = list(t.properties)
    rng.shuffle(s, deeds)
    for p in range(players):
        dealt = sorted(deeds[p * DEALT_CARDS:(p + 1) * DEALT_CARDS])
        for f in dealt:
            s.owner[f] = p
            s.cash[p] -= t.price[f]
            s.bank += t.price[f]
        if telling():
            N.deal(s, p, dealt)
    s.starter = first_player(s)
    s.turn = s.actor = s.starter
    s.phase = TURN
    s.round = 1
    s.turn_counter = 0
    return s


# -- money -----------------------------------------------------------------------------------------------


def from_bank(s: FestivalState, p: int, amount: int) -> None:
    s.bank -= amount
    s.cash[p] += amount


def to_creditor(s: FestivalState, p: int, amount: int, creditor: int) -> None:
    s.cash[p] -= amount
    if creditor == POT:
        s.pot += amount
    else:
        s.cash[creditor] += amount


def pay(s: FestivalState, p: int, amount: int, creditor: int, resume: str = "end_move", arg: int = 0) -> None:
    """Pay at once if the cash covers it; else the debtor must raise money first (rulebook: Festivals
    beleihen oder verkaufen) and the move goes on with ``resume`` once the debt is settled."""
    if amount <= 0:
        return
    if s.cash[p] >= amount:
        to_creditor(s, p, amount, creditor)
        return
    s.debt = (p, creditor, amount)
    s.debt_offers = len(active_seats(s)) - 1  # a debtor may always try to sell: once to each other player
    s.resume = resume
    s.resume_arg = arg
    s.phase = DEBT
    s.actor = p
    if telling():
        N.debt_opened(s, p, creditor, amount)
    settle_debt(s)


def can_improve(s: FestivalState, p: int) -> bool:
    """Whether ``p`` could put up a Bude or Mainstage or lift a mortgage now (with the cash in hand)."""
    t = tables()
    owner = s.owner
    cash = s.cash[p]
    for f in mortgaged_fields(s.mortgaged):
        if owner[f] == p and cash >= t.lift[f]:
            return True
    for members in t.festival_groups:
        if owner[members[0]] != p or cash < t.bude_price[members[0]]:
            continue
        if any(owner[g] != p or s.mortgaged[g] for g in members):
            continue
        if min(s.level[g] for g in members) < MAINSTAGE_LEVEL:
            return True
    return False


def settle_debt(s: FestivalState) -> None:
    """Pay the open debt as soon as the cash covers it; declare bankruptcy once nothing is left to raise."""
    if s.debt is None:
        return
    debtor, creditor, amount = s.debt
    if s.cash[debtor] >= amount:
        to_creditor(s, debtor, amount, creditor)
        if telling():
            N.debt_paid(debtor, creditor, amount)
    elif can_raise_money(s, debtor) or can_offer_sale(s, debtor):
        return
    else:
        go_bankrupt(s, debtor, creditor)
    s.debt = None
    s.debt_offers = 0
    s.phase = MOVING
    resume(s)


def go_bankrupt(s: FestivalState, p: int, creditor: int) -> None:
    """Rulebook: bankrupt when a debt cannot be paid after selling and mortgaging. Everything left goes to
    the creditor; a debt to the pot sends the cash to the pot and the festivals back to the bank."""
    t = tables()
    before = s.cash[p]
    for f in t.festivals:  # any buildings still standing go back at half price first
        while s.owner[f] == p and s.level[f] > 0:
            sell_level(s, f)
    cash = s.cash[p]
    s.cash[p] = 0
    fields = [f for f in t.properties if s.owner[f] == p]
    vouchers = len(s.vouchers[p])
    if creditor == POT:
        s.pot += cash
        for f in t.properties:
            if s.owner[f] == p:
                s.owner[f] = -1
                s.mortgaged[f] = False
        for d in s.vouchers[p]:
            s.return_card(d, t.voucher_card[d])
    else:
        s.cash[creditor] += cash
        for f in t.properties:
            if s.owner[f] == p:
                s.owner[f] = creditor
        s.set_vouchers(creditor, s.vouchers[creditor] + s.vouchers[p])
    s.set_vouchers(p, ())
    s.bankrupt[p] = True
    s.in_cell[p] = False
    s.cell_tries[p] = 0
    s.cc_landed[p] = False
    s.claims = tuple(c for c in s.claims if c[0] != p and c[3] != p)
    if telling():
        N.bankrupt(s, p, creditor, cash, fields, vouchers, cash - before)


def sell_level(s: FestivalState, f: int) -> None:
    """Sell one Bude (or turn a Mainstage back into four Buden) to the bank at half price."""
    p = s.owner[f]
    s.level[f] -= 1
    from_bank(s, p, tables().bude_price[f] // 2)


# -- moving ----------------------------------------------------------------------------------------------


def roll_dice(s: FestivalState) -> tuple[int, int]:
    d = (rng.roll(s), rng.roll(s))
    s.dice = d
    return d


def roll(s: FestivalState) -> None:
    """The turn player's roll: doubles roll again, the third double in a row goes to the cell."""
    p = s.turn
    d1, d2 = roll_dice(s)
    s.phase = MOVING
    if d1 == d2:
        s.doubles += 1
        if s.doubles == DOUBLES_TO_CELL:
            if telling():
                N.third_doubles(p, (d1, d2))
            send_to_cell(s, p, "doubles")
            end_move(s)
            return
    else:
        s.doubles = 0
    if telling():
        N.dice(p, (d1, d2), (s.pos[p] + d1 + d2) % BOARD_FIELDS)
    advance(s, p, d1 + d2)
    if s.phase == MOVING:
        end_move(s)


def roll_in_cell(s: FestivalState) -> None:
    """Rulebook: leave the cell with doubles (and move, without rolling again); after 3 failed rounds pay
    500 Tacken into the Glückskloake and play on with that roll."""
    p = s.turn
    d1, d2 = roll_dice(s)
    s.phase = MOVING
    s.doubles = 0
    if telling():
        N.cell_roll(s, p, (d1, d2), s.cell_tries[p] + 1, CELL_TRIES, CELL_FINE, (s.pos[p] + d1 + d2) % BOARD_FIELDS)
    if d1 == d2:
        s.in_cell[p] = False
        s.cell_tries[p] = 0
        advance(s, p, d1 + d2)
    else:
        s.cell_tries[p] += 1
        if s.cell_tries[p] < CELL_TRIES:
            end_move(s)
            return
        s.in_cell[p] = False
        s.cell_tries[p] = 0
        pay(s, p, CELL_FINE, POT, "cell_move", d1 + d2)
        if s.phase != MOVING:
            return
        advance(s, p, d1 + d2)
    if s.phase == MOVING:
        end_move(s)


def resume(s: FestivalState) -> None:
    """Carry on with the move a debt interrupted."""
    if s.resume == "cell_move" and not s.bankrupt[s.turn]:
        s.resume = "end_move"
        advance(s, s.turn, s.resume_arg)
        if s.phase != MOVING:
            return
    elif s.resume == "card_round":
        s.resume = "end_move"
        if not s.bankrupt[s.turn]:
            d, cid = s.last_card
            card_round(s, s.turn, tables().deck_cards[d][cid], s.resume_arg)
            if s.phase != MOVING:
                return
    end_move(s)


def send_to_cell(s: FestivalState, p: int, why: str) -> None:
    """Rulebook: the turn ends, no START money whatever the position was. ``why``: "doubles" (the third in a
    row), "field" (Ab in die Zelle!) or "card"."""
    if telling():
        N.sent_to_cell(p, why)
    s.pos[p] = CELL_FIELD
    s.in_cell[p] = True
    s.cell_tries[p] = 0
    s.doubles = 0


def start_money(s: FestivalState, p: int) -> bool:
    """Rulebook: "Sobald du über Start gezogen bist, kassierst du 4.000 Tacken". Under strict claiming the
    money is a claim the player makes at once, before the field landed on is settled (it may pay that
    field's fee, rent or price); True when the move waits for that claim."""
    if telling():
        N.start_money(s, p, START_MONEY)
    if s.strict:
        s.claims = ((p, "start", START_MONEY, -1), *s.claims)
        s.phase = CLAIM
        s.actor = p
        return True
    from_bank(s, p, START_MONEY)
    return False


def advance(s: FestivalState, p: int, steps: int, rent_factor: int = 1, dice_rent: int = 0) -> None:
    """Move forward; passing or reaching START pays 4.000 Tacken, before the field is settled."""
    new = s.pos[p] + steps
    passed = new >= BOARD_FIELDS
    s.pos[p] = new % BOARD_FIELDS
    if passed and start_money(s, p):
        s.landing = (p, rent_factor, dice_rent)  # settled once the START money is claimed or let go
        return
    land(s, p, rent_factor, dice_rent)


def after_claim(s: FestivalState) -> None:
    """A claim was made or let go: settle the field a START claim interrupted, then the end of the move."""
    s.phase = MOVING
    if s.landing is not None:
        p, rent_factor, dice_rent = s.landing
        s.landing = None
        if not s.bankrupt[p]:
            land(s, p, rent_factor, dice_rent)
        if s.phase != MOVING:
            return
    end_move(s)


def rent_for(s: FestivalState, f: int) -> int:
    """Rent as the property card says: doubled for an unbuilt festival of a complete group (mortgaged ones
    count for the group); stations and airports by how many the owner has; Handy and Bierquelle by dice."""
    t = tables()
    o = s.owner[f]
    k = t.kind[f]
    if k == "festival":
        lv = s.level[f]
        if lv:
            return t.rents[f][lv]
        base = t.rents[f][0]
        return base * 2 if all(s.owner[g] == o for g in t.members_of[f]) else base
    n = sum(1 for g in t.members_of[f] if s.owner[g] == o)
    if k == "transport":
        return t.rents[f][n - 1]
    return t.rents[f][n - 1] * (s.dice[0] + s.dice[1])


def land(s: FestivalState, p: int, rent_factor: int = 1, dice_rent: int = 0) -> None:
    """Resolve the field ``p`` stands on. A card that moves the player may change the rent: the nearest
    station or airport pays ``rent_factor`` times the rent; the nearest Handy or Bierquelle pays
    ``dice_rent`` times a fresh roll of the dice (the classic cards)."""
    t = tables()
    f = s.pos[p]
    k = t.kind[f]
    if t.is_property[f]:
        o = s.owner[f]
        if o < 0:
            price = t.price[f]
            if s.cash[p] >= price or (RAISE_MONEY_TO_BUY and s.cash[p] + raisable(s, p) >= price):
                s.phase = BUY
                s.actor = p
            elif telling():
                N.cannot_buy(s, p, f)
            return
        if o == p:
            if telling():
                N.no_rent(s, p, f)
            return
        if s.mortgaged[f] or s.in_cell[o]:
            if telling():
                N.no_rent(s, p, f)
            return  # rulebook: no rent on a mortgaged festival, none for an owner in the cell
        if dice_rent:
            d1, d2 = roll_dice(s)
            amount = dice_rent * (d1 + d2)
        else:
            amount = rent_for(s, f) * rent_factor
        if telling():
            N.rent(s, p, f, amount, N.rent_reason(s, f, rent_factor, dice_rent, s.dice))
        if s.strict:
            s.claims += ((o, "rent", amount, p),)
        else:
            pay(s, p, amount, o)
    elif k == "card":
        draw_card(s, p, t.deck_of_field[f])
    elif k == "tax":
        if telling():
            N.fee(s, p, t.tax[f], t.name[f])
        pay(s, p, t.tax[f], POT)
    elif k == "gotocell":
        send_to_cell(s, p, "field")
    elif k == "pot":
        if telling():
            N.pot_taken(p, s.pot)
        s.cash[p] += s.pot
        s.pot = 0
    elif k == "vip":
        if telling():
            N.vip(p)
        s.pos[p] = START_FIELD
        start_money(s, p)  # START itself has nothing to settle
    elif k == "crowd":
        crowd_landing(s, p)


def draw_card(s: FestivalState, p: int, d: int) -> None:
    """Draw from a shuffled deck (a random card of those not yet drawn; the drawn ones are shuffled back
    when the deck runs out) and carry it out at once (rulebook: sofort umgesetzt)."""
    t = tables()
    decks = list(s.deck)
    discards = list(s.discard)
    deck = list(decks[d])
    if not deck:
        deck = list(discards[d])
        discards[d] = ()
    cid = deck.pop(rng.randbelow(s, len(deck)))
    decks[d] = tuple(deck)
    s.deck = tuple(decks)
    s.last_card = (d, cid)
    card = t.deck_cards[d][cid]
    e = card.effect
    told = telling()
    if told:
        N.card_drawn(p, d, card)
    if e == "voucher":
        s.set_vouchers(p, s.vouchers[p] + (d,))
        s.discard = tuple(discards)
        if told:
            N.voucher_kept(p)
        return
    discards[d] = discards[d] + (cid,)
    s.discard = tuple(discards)
    if e == "advance":
        if told:
            N.moved(p, card.target)
        advance(s, p, (card.target - s.pos[p]) % BOARD_FIELDS or BOARD_FIELDS)
    elif e == "nearest":
        members = t.group_members[card.group or ""]
        here = s.pos[p]
        steps = min((g - here) % BOARD_FIELDS or BOARD_FIELDS for g in members)
        if told:
            N.moved(p, (here + steps) % BOARD_FIELDS)
        advance(s, p, steps, card.rent_factor, card.dice_rent)
    elif e == "move":
        s.pos[p] = (s.pos[p] + card.steps) % BOARD_FIELDS
        if told:
            N.moved(p, s.pos[p], card.steps)
        land(s, p)
    elif e == "collect":
        if told:
            N.collect(p, card.amount)
        from_bank(s, p, card.amount)
    elif e == "pay":
        if told:
            N.fee(s, p, card.amount, "card")
        pay(s, p, card.amount, POT)
    elif e == "cell":
        send_to_cell(s, p, "card")
    elif e == "repairs":
        buden = sum(s.level[f] for f in t.festivals if s.owner[f] == p and s.level[f] < 5)
        stages = sum(1 for f in t.festivals if s.owner[f] == p and s.level[f] == 5)
        if told:
            N.repairs(s, p, card, buden, stages)
        pay(s, p, buden * card.per_bude + stages * card.per_mainstage, POT)
    elif e in ("pay_each", "collect_each"):
        card_round(s, p, card, 1)


def card_round(s: FestivalState, p: int, card: CardData, start: int) -> None:
    """The classic cards that move money between players: ``p`` pays every other player still in the game
    (``pay_each``) or collects from each (``collect_each``), in turn order from the next seat on. A debt
    interrupts the round; it goes on from the next seat once the debt is settled."""
    n = s.players
    for i in range(start, n):
        q = (p + i) % n
        if s.bankrupt[q]:
            continue
        if card.effect == "pay_each":
            if telling():
                N.card_payment(s, p, q, card.amount)
            pay(s, p, card.amount, q, "card_round", i + 1)
        else:
            if telling():
                N.card_payment(s, q, p, card.amount)
            pay(s, q, card.amount, p, "card_round", i + 1)
        if s.phase != MOVING or s.bankrupt[p]:
            return


# -- the end of a move -----------------------------------------------------------------------------------


def end_move(s: FestivalState) -> None:
    """After a move: strict claims, audience donations, then another roll after doubles; else the rest of the
    turn (building, lifting) when there is something to do, or the next player."""
    if s.claims:
        s.claims = tuple(c for c in s.claims if not s.bankrupt[c[0]] and (c[3] < 0 or not s.bankrupt[c[3]]))
        if s.claims:
            s.phase = CLAIM
            s.actor = s.claims[0][0]
            return
    if s.crowd == "donation" and s.audience and s.donation_goal:
        donate(s, AUDIENCE_DONATION_STEP * (1 + rng.randbelow(s, AUDIENCE_DONATION_STEPS)))
    if s.bankrupt.count(False) <= 1:
        finish(s, "last")
        return
    p = s.turn
    if not s.bankrupt[p] and s.doubles and not s.in_cell[p]:
        s.phase = TURN
        s.actor = p
        if telling():
            N.doubles_again(p)
        return
    if BUILD_AFTER_THE_MOVE and not s.bankrupt[p] and not s.in_cell[p] and can_improve(s, p):
        s.phase = AFTER  # the rest of the turn: build, lift, Mauscheln, then End turn
        s.actor = p
        return
    next_turn(s)


def next_turn(s: FestivalState) -> None:
    n = s.players
    p = s.turn
    q = p
    for k in range(1, n + 1):
        q = (p + k) % n
        if not s.bankrupt[q]:
            break
    if (q - s.starter) % n <= (p - s.starter) % n:
        s.round += 1
        if s.round_limit and s.round > s.round_limit:
            s.round = s.round_limit
            finish(s, "rounds")
            return
    s.turn = q
    s.actor = q
    s.phase = TURN
    s.doubles = 0
    s.offer_used = False
    if s.withdrawn == q:
        s.withdrawn = -1
    s.turn_counter += 1


def finish(s: FestivalState, reason: str) -> None:
    s.phase = OVER
    s.end_reason = reason
    s.claims = ()
    if telling():
        res = result(s)
        if reason != "last":
            N.wealth_count(s, [wealth_rows(s, q) for q in range(s.players)], res.scores)
        N.game_over(s, reason, res.scores, res.winners)


def first_player(s: FestivalState) -> int:
    """Rulebook: everybody rolls once, the lowest roll begins; tied lowest rolls roll again."""
    rolling = list(range(s.players))
    rolls: list[int] = [0] * s.players
    s.start_rolls = []
    told: list[list[tuple[int, int]]] = []
    while True:
        for p in rolling:
            rolls[p] = rng.roll(s) + rng.roll(s)
        if not s.start_rolls:
            s.start_rolls = rolls[:]  # the first rolls, shown at the table
        told.append([(p, rolls[p]) for p in rolling])
        low = min(rolls[p] for p in rolling)
        rolling = [p for p in rolling if rolls[p] == low]
        if len(rolling) == 1:
            if telling():
                N.start_rolls(told, rolling[0])
            return rolling[0]
