"""The festival game's state: plain lists of ints indexed by seat or by field number.

Rarely changed parts (vouchers, decks, claims) are tuples replaced on write, so a clone only copies the
lists that change on most moves.

Seats are the people at the table; Crowd Control moves the *assets* of a seat (position, money, property,
vouchers, cell status) to another seat while people stay where they are (rulings.md), so every per-seat
list below describes "what this person holds now".
"""

from __future__ import annotations

from enum import StrEnum

from fairtable.engine.state import BaseState

POT = -1  # the creditor id of the pot in the middle (the Glückskloake)

class Phase(StrEnum):
    """Who decides what (the values are the strings records and the golden playthroughs hold)."""

    TURN = "turn"  # the turn player before a roll: roll, build, lift mortgages, offer a trade, pay bail ...
    BUY = "buy"  # the turn player stands on an unowned property: buy it (raising the money if short) or pass
    DEBT = "debt"  # a payment is due that the debtor's cash does not cover: sell back, mortgage, offer, give up
    PROPOSE = "propose"  # the turn player (or a debtor) chooses a Mauscheln offer or cancels
    OFFER = "offer"  # a Mauscheln offer waits for the other player's answer
    AFTER = "after"  # the turn player after the move: build, lift mortgages, Mauscheln, then end the turn
    CLAIM = "claim"  # strict claiming: a claimant claims START money or rent, or lets it go
    MOVING = "moving"  # transient, while a move is resolved inside perform
    OVER = "over"


# The members by name, for the rules' hot paths: a member looked up on the Enum class (``Phase.TURN``) costs
# about 170 ns in Python 3.11, a module's global about 20, and the rules compare phases at every step.
TURN, BUY, DEBT, PROPOSE, OFFER = Phase.TURN, Phase.BUY, Phase.DEBT, Phase.PROPOSE, Phase.OFFER
AFTER, CLAIM, MOVING, OVER = Phase.AFTER, Phase.CLAIM, Phase.MOVING, Phase.OVER


class FestivalState(BaseState):
    __slots__ = (
        "players", "rng", "round_limit", "strict", "crowd", "audience",
        "phase", "turn", "actor", "starter", "round", "turn_counter", "start_rolls",
        "cash", "pos", "in_cell", "cell_tries", "vouchers", "bankrupt",
        "owner", "level", "mortgaged", "pot", "bank",
        "deck", "discard", "last_card", "dice", "doubles", "offer_used", "debt_offers", "offer", "offer_back",
        "withdrawn",
        "answers", "refused",
        "debt", "resume", "resume_arg", "claims", "landing",
        "cc_landed", "cc_rotations", "donation_goal", "donated", "end_reason",
    )

    players: int
    rng: int
    round_limit: int  # 0: no limit
    strict: bool  # strict claiming
    crowd: str  # "basic" or "donation"
    audience: bool  # donation variant: a simulated audience donates (else the host records donations)
    phase: Phase
    turn: int  # whose turn it is
    actor: int  # who decides now (the turn player, an offer's recipient, a claimant)
    starter: int
    round: int
    turn_counter: int
    start_rolls: list[int]
    cash: list[int]
    pos: list[int]
    in_cell: list[bool]
    cell_tries: list[int]
    vouchers: tuple[tuple[int, ...], ...]  # per seat: the decks whose voucher card it holds (immutable)
    bankrupt: list[bool]
    owner: list[int]  # per field: owning seat, -1 for the bank or a non-property field
    level: list[int]  # per field: 0 none, 1-4 Buden, 5 Mainstage
    mortgaged: list[bool]
    pot: int
    bank: int
    deck: tuple[tuple[int, ...], ...]  # per deck: the card ids not yet drawn (drawn at random: shuffled)
    discard: tuple[tuple[int, ...], ...]  # per deck: drawn cards, face up, the last one on top
    last_card: tuple[int, int]  # (deck, card) last drawn, or (-1, -1)
    dice: tuple[int, int]
    doubles: int  # doubles in a row this turn (0 after a non-double)
    offer_used: bool  # the player to move has opened this turn's one Mauscheln offer
    debt_offers: int  # the Mauscheln offers (sales) the debtor may still open in the current debt
    offer: tuple[int, int, int, int, bool] | None  # (from, to, item, price, buying)
    offer_back: Phase  # the phase (turn or debt) the Mauscheln came from and returns to
    withdrawn: int  # the seat that last opened Mauscheln and closed it without an offer, until its next turn
    # (-1: none); the bots count that as a wasted chance, so they open Mauscheln only to make an offer
    # (heuristic.WITHDRAWN)
    # per seat: the Mauscheln offers its player accepted and declined (public; the bots ask less of those
    # who keep refusing). People keep their seats at a Crowd Control rotation, so the counts stay too.
    answers: tuple[tuple[int, int], ...]
    # the Mauscheln offers declined, the latest per proposer, receiver, item and direction, with the position
    # they were declined in (public, as the table saw it): (from, to, item, price, buying, the proposer's
    # cash, the receiver's cash, the holders of the item's group and of every whole festival group);
    # the bots do not ask the same again until the terms or the position change (heuristic.unwelcome)
    refused: tuple[tuple[int, int, int, int, bool, int, int, tuple[int, ...]], ...]
    debt: tuple[int, int, int] | None  # (debtor, creditor or POT, amount)
    resume: str  # what follows once a debt is settled: "end_move" or "cell_move"
    resume_arg: int
    claims: tuple[tuple[int, str, int, int], ...]  # strict claiming: (claimant, "start"/"rent", amount, payer)
    landing: tuple[int, int, int] | None  # strict claiming: (player, rent factor, dice rent) of the field to
    # settle once the START money passed on the way there is claimed or let go
    cc_landed: list[bool]
    cc_rotations: int
    donation_goal: int  # euros; 0 when no donation goal is open
    donated: int
    end_reason: str

    def set_vouchers(self, p: int, held: tuple[int, ...]) -> None:
        v = list(self.vouchers)
        v[p] = held
        self.vouchers = tuple(v)

    def return_card(self, d: int, card: int) -> None:
        """Put a card (a used voucher) back into the deck's undrawn cards."""
        decks = list(self.deck)
        decks[d] = decks[d] + (card,)
        self.deck = tuple(decks)

    def clone(self) -> FestivalState:
        c = FestivalState.__new__(FestivalState)
        c.players = self.players
        c.rng = self.rng
        c.round_limit = self.round_limit
        c.strict = self.strict
        c.crowd = self.crowd
        c.audience = self.audience
        c.phase = self.phase
        c.turn = self.turn
        c.actor = self.actor
        c.starter = self.starter
        c.round = self.round
        c.turn_counter = self.turn_counter
        c.start_rolls = self.start_rolls  # never changes after setup
        c.cash = self.cash[:]
        c.pos = self.pos[:]
        c.in_cell = self.in_cell[:]
        c.cell_tries = self.cell_tries[:]
        c.vouchers = self.vouchers
        c.bankrupt = self.bankrupt[:]
        c.owner = self.owner[:]
        c.level = self.level[:]
        c.mortgaged = self.mortgaged[:]
        c.pot = self.pot
        c.bank = self.bank
        c.deck = self.deck
        c.discard = self.discard
        c.last_card = self.last_card
        c.dice = self.dice
        c.doubles = self.doubles
        c.offer_used = self.offer_used
        c.debt_offers = self.debt_offers
        c.offer = self.offer
        c.offer_back = self.offer_back
        c.withdrawn = self.withdrawn
        c.answers = self.answers
        c.refused = self.refused
        c.debt = self.debt
        c.resume = self.resume
        c.resume_arg = self.resume_arg
        c.claims = self.claims
        c.landing = self.landing
        c.cc_landed = self.cc_landed[:]
        c.cc_rotations = self.cc_rotations
        c.donation_goal = self.donation_goal
        c.donated = self.donated
        c.end_reason = self.end_reason
        return c


def active_seats(s: FestivalState) -> list[int]:
    """The seats still in the game (not bankrupt)."""
    return [q for q in range(s.players) if not s.bankrupt[q]]


def mortgaged_fields(mortgaged: list[bool]) -> list[int]:
    """The mortgaged fields, in field order (found by the list's own search: most fields are not)."""
    out: list[int] = []
    f = -1
    try:
        while True:
            f = mortgaged.index(True, f + 1)
            out.append(f)
    except ValueError:
        return out
