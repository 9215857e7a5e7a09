"""Agents Of Empire, the festival game: setup, options, and carrying out the actions.

The rules of a move live in :mod:`flow`, legality in :mod:`legal`, the table in :mod:`layout`, the wealth
count in :mod:`scoring`. Rulings where the German rulebook is silent are in docs/games/festival.md.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Literal

from pydantic import BaseModel, Field

from fairtable.engine import rng
from fairtable.engine.actions import Action, AmountRange, Gesture, OnPiece
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.layout import Layout
from fairtable.engine.narration import telling
from fairtable.games.festival import actions as A
from fairtable.games.festival import crowd, flow, legal, offers, prompts
from fairtable.games.festival import narration as N
from fairtable.games.festival.data import bude_name, field_name, money, tables
from fairtable.games.festival.decisions import offer_words
from fairtable.games.festival.heuristic import hard_heuristic, heuristic
from fairtable.games.festival.layout import layout
from fairtable.games.festival.scoring import result
from fairtable.games.festival.state import AFTER, DEBT, MOVING, OFFER, OVER, POT, PROPOSE, TURN, FestivalState
from fairtable.i18n import N_, _, number

START_CASH = 30_000  # rulebook: STARTGELD 30.000 Tacken
DEALT_CARDS = 2  # rulebook: SPIELBEGINN, each player is dealt 2 property cards and pays for them
BANK_START = 100_000_000  # the bank never runs out; a large float keeps money conservation checkable
DEFAULT_ROUND_LIMIT = 40  # about the rulebook's 2.5 to 3 hours for four players (docs/games/festival.md)


# TRANSLATORS: the choices of the Crowd control and Donations variants in the new-game dialog
OPTION_CHOICES = (N_("basic"), N_("donation"), N_("audience"), N_("host"))


class FestivalOptions(BaseModel):
    round_limit: int = Field(
        DEFAULT_ROUND_LIMIT, ge=0, le=1000, title=N_("Round limit"),
        description=N_("The agreed playing time as rounds: after this many rounds the richest player wins by "
        "the wealth count. 0 plays on until only one player is not bankrupt, which careful players may never "
        "reach."),
    )
    crowd_control: Literal["basic", "donation"] = Field(
        "basic", title=N_("Crowd control"),
        description=N_("Crowd Control variant: basic (seats rotate clockwise, later by a die) or donation (a die "
        "sets a donation goal of 100-600 €; the seats rotate clockwise once it is met)."),
    )
    donations: Literal["audience", "host"] = Field(
        "audience", title=N_("Donations"),
        description=N_("Donation variant only: a simulated audience donates after every move, or the host records "
        "each donation with the \u201cRecord donation\u201d button."),
    )
    strict_claiming: bool = Field(
        False, title=N_("Strict claiming"),
        description=N_("As printed: START money and rent must be claimed before the next roll, else they are lost "
        "(unclaimed START money goes into the Glückskloake). Off: the app claims automatically."),
    )


class FestivalGame(Game[FestivalState]):
    info = GameInfo.listed("festival", options=FestivalOptions, version=1)
    action_types = A.ACTION_TYPES

    # -- setting up ---------------------------------------------------------------------------------

    def setup(self, players: int, options: FestivalOptions, seed: int) -> FestivalState:
        t = tables()
        s = FestivalState.__new__(FestivalState)
        s.players = players
        s.rng = rng.seed_state(seed)
        s.round_limit = options.round_limit
        s.strict = options.strict_claiming
        s.crowd = options.crowd_control
        s.audience = options.donations == "audience"
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

    # -- playing ------------------------------------------------------------------------------------

    def current_player(self, state: FestivalState) -> int | None:
        return None if state.phase == OVER else state.actor

    def legal_actions(self, state: FestivalState) -> list[Action]:
        return legal.legal_actions(state)

    def candidate_actions(self, state: FestivalState) -> list[Action]:
        return legal.candidate_actions(state)

    def check(self, state: FestivalState, action: Action) -> str | None:
        return legal.check(state, action)

    def amount_range(self, state: FestivalState, action: Action) -> AmountRange | None:
        """A Mauscheln offer names any price the buyer can pay, in steps of 100 Tacken."""
        return legal.price_range(state, action) if isinstance(action, A.Offer) else None

    def perform(self, state: FestivalState, action: Action) -> None:
        _PERFORM[action.kind](state, action)

    def observe(self, state: FestivalState, player: int, seed: int) -> FestivalState:
        """Nothing is hidden: the decks are drawn at random when a card is drawn, so reseeding the
        generator is all a seat's view needs."""
        seen = state.clone()
        seen.rng = rng.seed_state(seed)
        return seen

    def result(self, state: FestivalState) -> Result:
        return result(state)

    def layout(self, state: FestivalState, viewer: int | None) -> Layout:
        return layout(state, viewer)

    def format_score(self, score: int) -> str:
        """The players dock shows each player's wealth by the rulebook's count (the board shows the cash)."""
        return _("worth {amount}").format(amount=money(score))

    def standings(self, state: FestivalState) -> list[str]:
        """Cash, as the board shows it, and the wealth count the game ends on: "cash 5,800 · worth 38,200
        Tacken if the game ended now" (a projection until it is over). Everything in the festival game is public."""
        worth = self.public_scores(state)
        # TRANSLATORS: a seat's cash (a bare number of Tacken) and its wealth ("worth 38,200 Tacken").
        return [_("cash {cash} \u00b7 {worth}").format(cash=number(state.cash[p]),
                                                   worth=self.projected(state, self.format_score(worth[p])))
                for p in range(state.players)]

    def format_points(self, points: int) -> str:
        return number(points)

    def heuristic(self, state: FestivalState, player: int) -> float:
        return heuristic(state, player)

    def level_heuristic(self, level: str) -> Callable[[FestivalState, int], float]:
        return hard_heuristic if level == "thinker" else self.heuristic

    def component_taken(self, state: FestivalState, action: Action) -> str | None:
        """A property bought, by its group (the festival groups, the other kinds of field by name)."""
        if isinstance(action, A.Buy):
            t = tables()
            group = t.group[action.field]
            return f"group: {t.group_english.get(group, group)}" if group is not None else f"field: {t.name[action.field]}"
        return None

    def round(self, state: FestivalState) -> int:
        return state.round

    def turn_id(self, state: FestivalState) -> Hashable:
        return (state.round, state.turn, state.turn_counter)

    def interpret(self, state: FestivalState, gesture: Gesture) -> Action | None:
        return prompts.interpret(state, gesture)

    def explain(self, state: FestivalState, gesture: Gesture) -> str:
        return prompts.explain(state, gesture)

    def prompt(self, state: FestivalState, viewer: int | None) -> str:
        return prompts.prompt(state, viewer)

    def confirm(self, state: FestivalState, action: Action) -> str | None:
        return prompts.confirm(state, action)

    def button_text(self, state: FestivalState, action: Action) -> str:
        return prompts.button_text(state, action)

    def on_piece(self, state: FestivalState, action: Action) -> OnPiece | None:
        return prompts.on_piece(state, action)

    def invariants(self, state: FestivalState) -> list[str]:
        return invariants(state)

    def describe(self, state: FestivalState, action: Action, names: Sequence[str]) -> str:
        return describe(state, action, names)


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


# -- carrying out ----------------------------------------------------------------------------------------


def _roll(s: FestivalState, a: A.Roll) -> None:
    if s.in_cell[a.player]:
        flow.roll_in_cell(s)
    else:
        flow.roll(s)


def _pay_bail(s: FestivalState, a: A.PayBail) -> None:
    flow.to_creditor(s, a.player, flow.BAIL, POT)
    s.in_cell[a.player] = False
    s.cell_tries[a.player] = 0


def _use_voucher(s: FestivalState, a: A.UseVoucher) -> None:
    d = s.vouchers[a.player][0]
    s.set_vouchers(a.player, s.vouchers[a.player][1:])
    s.return_card(d, tables().voucher_card[d])
    s.in_cell[a.player] = False
    s.cell_tries[a.player] = 0


def _buy(s: FestivalState, a: A.Buy) -> None:
    price = tables().price[a.field]
    s.cash[a.player] -= price
    s.bank += price
    s.owner[a.field] = a.player
    if telling():
        N.whole_group(s, a.player, a.field)
    s.phase = MOVING
    flow.end_move(s)


def _pass(s: FestivalState, a: A.Pass) -> None:
    """Ruling: a festival nobody buys stays with the bank (the rulebook knows no auction)."""
    s.phase = MOVING
    flow.end_move(s)


def _build(s: FestivalState, a: A.Build | A.BuildMainstage) -> None:
    price = tables().bude_price[a.field]
    s.cash[a.player] -= price
    s.bank += price
    s.level[a.field] += 1
    if telling():
        N.built(s, a.field)


def _sell_back(s: FestivalState, a: A.SellBack) -> None:
    flow.sell_level(s, a.field)
    flow.settle_debt(s)


def _mortgage(s: FestivalState, a: A.Mortgage) -> None:
    flow.from_bank(s, a.player, tables().mortgage[a.field])
    s.mortgaged[a.field] = True
    flow.settle_debt(s)


def _lift(s: FestivalState, a: A.Lift) -> None:
    cost = flow.lift_cost(a.field)
    s.cash[a.player] -= cost
    s.bank += cost
    s.mortgaged[a.field] = False


def _mauscheln(s: FestivalState, a: A.Mauscheln) -> None:
    if s.phase == DEBT:
        s.debt_offers -= 1
    else:
        s.offer_used = True
    s.offer_back = s.phase
    s.phase = PROPOSE


def _offer(s: FestivalState, a: A.Offer) -> None:
    s.offer = (a.player, a.to, a.item, a.price, a.buying)
    s.phase = OFFER
    s.actor = a.to


def _cancel_offer(s: FestivalState, a: A.CancelOffer) -> None:
    s.withdrawn = a.player
    s.phase = s.offer_back
    if s.phase == DEBT:
        flow.settle_debt(s)


def _answer(s: FestivalState, a: Action) -> None:
    offers.answer_offer(s, a.kind == "accept")


def _claim(s: FestivalState, a: A.Claim) -> None:
    claimant, what, amount, payer = s.claims[0]
    s.claims = s.claims[1:]
    s.phase = MOVING
    if what == "start":
        flow.from_bank(s, claimant, amount)
    else:
        flow.pay(s, payer, amount, claimant)
    if s.phase == MOVING:
        flow.after_claim(s)


def _let_go(s: FestivalState, a: A.LetGo) -> None:
    """Rulebook: unclaimed START money goes into the middle; unclaimed rent is simply not paid."""
    claimant, what, amount, payer = s.claims[0]
    s.claims = s.claims[1:]
    if what == "start":
        s.bank -= amount
        s.pot += amount
    if telling():
        N.let_go(s, claimant, what, amount, payer)
    flow.after_claim(s)


def _record_donation(s: FestivalState, a: A.RecordDonation) -> None:
    crowd.donate(s, a.euros)


def _end_turn(s: FestivalState, a: A.EndTurn) -> None:
    s.phase = MOVING
    flow.next_turn(s)


def _give_up(s: FestivalState, a: A.GiveUp) -> None:
    assert s.debt is not None
    debtor, creditor, _amount = s.debt
    flow.go_bankrupt(s, debtor, creditor)
    s.debt = None
    s.debt_offers = 0
    s.phase = MOVING
    flow.resume(s)


_PERFORM = {
    "roll": _roll, "pay_bail": _pay_bail, "use_voucher": _use_voucher, "buy": _buy, "pass": _pass,
    "build": _build, "build_mainstage": _build, "sell_back": _sell_back, "mortgage": _mortgage,
    "lift": _lift, "mauscheln": _mauscheln, "offer": _offer, "cancel_offer": _cancel_offer, "accept": _answer, "decline": _answer, "claim": _claim,
    "let_go": _let_go, "record_donation": _record_donation, "give_up": _give_up, "end_turn": _end_turn,
}


def describe(s: FestivalState, a: Action, names: Sequence[str]) -> str:
    t = tables()

    def name(p: int) -> str:
        return names[p] if 0 <= p < len(names) else N.seat(p)

    who = name(a.player)
    k = a.kind
    if isinstance(a, A.Roll):
        return (_("{who} rolls for doubles in the Ausnüchterungszelle") if a.in_cell
                else _("{who} rolls the dice")).format(who=who)
    if k == "pay_bail":
        return _("{who} pays {amount} bail into the Glückskloake and leaves the Ausnüchterungszelle").format(
            who=who, amount=money(flow.BAIL))
    if k == "use_voucher":
        return _("{who} uses a voucher to leave the Ausnüchterungszelle").format(who=who)
    if isinstance(a, A.Buy):
        return _("{who} buys {field} for {price}").format(who=who, field=field_name(a.field),
                                                          price=money(t.price[a.field]))
    if k == "pass":
        return _("{who} does not buy {field}").format(who=who, field=field_name(s.pos[a.player]))
    if isinstance(a, A.Build):
        lv = s.level[a.field] if 0 <= a.field < 40 else 0
        return _("{who} puts up a Bude ({bude}) on {field} for {price}").format(
            who=who, bude=bude_name(min(lv, 3)), field=field_name(a.field), price=money(t.bude_price[a.field]))
    if isinstance(a, A.BuildMainstage):
        return _("{who} turns four Buden into a Mainstage on {field} for {price}").format(
            who=who, field=field_name(a.field), price=money(t.bude_price[a.field]))
    if isinstance(a, A.SellBack):
        text = (_("{who} sells the Mainstage on {field} back for {price}") if s.level[a.field] == 5
                else _("{who} sells a Bude on {field} back for {price}"))
        return text.format(who=who, field=field_name(a.field), price=money(t.bude_price[a.field] // 2))
    if isinstance(a, A.Mortgage):
        return _("{who} mortgages {field} for {price}").format(who=who, field=field_name(a.field),
                                                               price=money(t.mortgage[a.field]))
    if isinstance(a, A.Lift):
        return _("{who} lifts the mortgage on {field} for {price}").format(
            who=who, field=field_name(a.field), price=money(flow.lift_cost(a.field)))
    if k == "mauscheln":
        return _("{who} opens Mauscheln (trade)").format(who=who)
    if k == "cancel_offer":
        return _("{who} closes Mauscheln without an offer").format(who=who)
    if isinstance(a, A.Offer):
        words = dict(who=who, other=name(a.to), item=A.item_name(a.item), price=money(a.price))
        if a.buying:
            return _("{who} mauschelt: offers {other} {price} for {item}").format(**words)
        return _("{who} mauschelt: offers {item} to {other} for {price}").format(**words)
    if k in ("accept", "decline") and s.offer is not None:
        text = (_("{who} accepts {other}\u2019s offer: {offer}") if k == "accept"
                else _("{who} declines {other}\u2019s offer: {offer}"))
        return text.format(who=who, other=name(s.offer[0]), offer=offer_words(s.offer))
    if isinstance(a, A.Claim):
        amount = s.claims[0][2] if s.claims else 0
        if a.what == "start":
            return _("{who} claims {amount} START money").format(who=who, amount=money(amount))
        payer = s.claims[0][3] if s.claims else -1
        return _("{who} claims {amount} rent from {other}").format(who=who, amount=money(amount), other=name(payer))
    if k == "let_go":
        if s.claims and s.claims[0][1] == "start":
            return _("{who} lets the START money go").format(who=who)
        return _("{who} lets the rent go").format(who=who)
    if isinstance(a, A.RecordDonation):
        return _("{who} records a donation of {euros} €").format(who=who, euros=a.euros)
    if k == "give_up":
        return _("{who} is bankrott (bankrupt)").format(who=who)
    if k == "end_turn":
        return _("{who} ends the turn").format(who=who)
    return f"{who}: {a.kind}"


def invariants(s: FestivalState) -> list[str]:
    """Money conserved across players, pot and bank; each property owned at most once; Buden counts
    consistent and even; every card in exactly one place; nothing negative."""
    t = tables()
    bad: list[str] = []
    n = s.players
    total = sum(s.cash) + s.pot + s.bank
    if total != n * START_CASH + BANK_START:
        bad.append(f"money not conserved: {total - n * START_CASH - BANK_START:+}")
    if min(s.cash) < 0 or s.pot < 0 or s.bank < 0:
        bad.append("negative money")
    for f in range(40):
        o, lv = s.owner[f], s.level[f]
        if not t.is_property[f]:
            if o != -1 or lv or s.mortgaged[f]:
                bad.append(f"field {f} is not a property but has an owner or buildings")
            continue
        if not -1 <= o < n or (o >= 0 and s.bankrupt[o]):
            bad.append(f"field {f} has a bad owner {o}")
        if s.mortgaged[f] and (o < 0 or lv):
            bad.append(f"field {f} mortgaged without owner or with buildings")
        if lv:
            members = t.members_of[f]
            if t.kind[f] != "festival" or not 0 < lv <= 5:
                bad.append(f"field {f} has level {lv}")
            if any(s.owner[g] != o or s.mortgaged[g] for g in members):
                bad.append(f"field {f} built without the whole unmortgaged group")
            if max(s.level[g] for g in members) - min(s.level[g] for g in members) > 1:
                bad.append(f"group of field {f} built unevenly")
    for d, cards in enumerate(t.deck_cards):
        held = [t.voucher_card[d] for v in s.vouchers for x in v if x == d]
        if sorted(s.deck[d] + s.discard[d] + tuple(held)) != list(range(len(cards))):
            bad.append(f"deck {t.deck_ids[d]} lost or doubled a card")
    for p in range(n):
        if not 0 <= s.pos[p] < 40 or (s.in_cell[p] and s.pos[p] != flow.CELL_FIELD):
            bad.append(f"seat {p} stands on a bad field")
        if s.bankrupt[p] and (s.cash[p] or s.vouchers[p] or p in s.owner):
            bad.append(f"bankrupt seat {p} still holds something")
    if s.phase != OVER and s.bankrupt[s.actor]:
        bad.append("a bankrupt seat is to act")
    if s.debt is None and s.debt_offers:
        bad.append("sale offers left for a debt that is not open")
    if s.landing is not None and s.phase != "claim":
        bad.append("a field waits to be settled outside a claim")
    seen: set[tuple[int, int, int, bool]] = set()
    for frm, to, item, _price, buying, *_rest in s.refused:
        item_known = item in t.properties or 0 <= item - A.VOUCHER_ITEM < len(t.deck_cards)
        if not (0 <= frm < n and 0 <= to < n and frm != to and item_known):
            bad.append(f"a refused offer names bad seats or item: {frm}, {to}, {item}")
        if (frm, to, item, buying) in seen:
            bad.append(f"a refused offer is recorded twice: {frm}, {to}, {item}")
        seen.add((frm, to, item, buying))
    if s.phase not in (TURN, AFTER, "buy", DEBT, PROPOSE, OFFER, "claim", OVER):
        bad.append(f"stuck in phase {s.phase}")
    return bad


GAME = FestivalGame()
