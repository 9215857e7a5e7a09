"""The state of a game of Animal Marche: plain lists of ints, cloned by hand; its phases; and the small
queries and steps of the rules that every part uses (a proprietor's ability, the tracks' caps, the
backyard)."""

from __future__ import annotations

from enum import StrEnum

from fairtable.engine.state import BaseState
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.data import D


class Phase(StrEnum):
    """The phases of a round ("How to Play") and of setup. Putting a sold store's customers back (RETURN)
    is part of the Sale; the rulebook has no phase of its own for it."""

    DRAFT = "draft"  # the goal draft ("Additional Rules")
    FIRST_STORE = "first_store"  # each player opens a first store ("Individual Board Setup")
    TOBY = "toby"  # Toby's rearrangement, at the start of the Solicitation Phase
    SOLICIT = "solicitation"  # Phase 1
    SALE = "sale"  # Phase 3 (Phase 2, Income, needs no decision)
    RETURN = "return"  # Phase 3: a sold store's customers go back to the plaza
    ACTIONS = "actions"  # Phase 4: Worker Actions (Phase 5, Closing, needs no decision)
    OVER = "over"


DRAFT, FIRST_STORE, TOBY, SOLICIT, SALE, RETURN, ACTIONS, OVER = Phase


# Where a worker piece is (``wloc``); ``wwhere`` adds the card or ad it stands on.
BACKYARD, USED, UNHIRED, HIRED, ON_AD, ON_STORE, ABSENT = range(7)


# VP sources, for the score breakdown.
VP_INCOME, VP_SALES, VP_ADS, VP_FACILITIES, VP_VISITS, VP_GOALS = range(6)


class MarcheState(BaseState):
    __slots__ = (
        "players", "rng", "draft", "phase", "round", "start", "turn", "passed", "first_pass", "steps",
        "cell_cust", "aside", "fac_at", "fac_spot",
        "owner", "advanced", "section_of", "sections", "store_cust", "store_workers",
        "coins", "wood", "vp", "vp_src", "wloc", "wwhere", "max_sections", "proprietor",
        "ad_display", "ad_deck", "ads_held", "ad_workers",
        "minor", "majors", "draft_hands", "draft_round", "goal_seen", "minor_box", "major_box",
        "goals_scored", "sold", "facilities_built", "sales_left", "returning", "toby_moves",
        "setup_done",
    )

    players: int
    rng: int
    draft: bool  # the optional goal draft of "Additional Rules"
    phase: Phase
    round: int
    start: int  # the Start Player marker
    turn: int
    passed: list[bool]
    first_pass: bool  # someone already passed this Solicitation Phase (and took the marker)
    steps: int  # actions taken, for turn ids
    cell_cust: list[tuple[int, ...]]  # per plaza cell (r * 4 + c), the customers on it (tuples: cloned shallow)
    aside: list[int]  # customers beside the plaza
    fac_at: list[int]  # per cell, the facility card on it or -1
    fac_spot: list[int]  # per facility card, its spot index or -1 in the supply
    owner: list[int]  # per store card: seat, -1 in the play area, -2 in the box
    advanced: list[bool]  # per store card: showing its Advanced side
    section_of: list[int]  # per store card: its section or -1
    sections: list[list[int]]  # per seat, 4 sections: card or -1
    store_cust: list[tuple[int, ...]]  # per store card, customers on its seats (seat order, -1 empty)
    store_workers: list[tuple[int, ...]]  # per store card, the seats whose workers occupy its worker seats (-1 empty)
    coins: list[int]
    wood: list[int]
    vp: list[int]
    vp_src: list[list[int]]  # per seat, VP by source (VP_* constants)
    wloc: list[list[int]]  # per seat, per worker piece (5 + gray): BACKYARD .. ABSENT
    wwhere: list[list[int]]  # the ad a worker stands on, or card * 4 + worker seat, else -1
    max_sections: list[int]  # the most sections a seat has occupied (for hiring)
    proprietor: list[int]
    ad_display: list[int]
    ad_deck: list[int]
    ads_held: list[tuple[int, ...]]  # tuples throughout: replaced, never changed, so cloned shallow
    ad_workers: list[tuple[tuple[int, int, int, int], ...]]  # per ad: (seat, field, worker, coins paid) in order
    minor: list[int]
    majors: list[list[int]]
    draft_hands: list[list[int]]
    draft_round: int
    goal_seen: list[int]  # per goal, the bitmask of seats that have seen it
    minor_box: list[int]
    major_box: list[int]
    goals_scored: list[tuple[int, ...]]  # per seat, goals revealed when achieved (scored)
    sold: list[int]
    facilities_built: list[int]
    sales_left: int
    returning: list[int]  # customers of a sold store still to be put back on the plaza
    toby_moves: int
    setup_done: list[bool]

    def clone(self) -> MarcheState:
        # Per-seat lists are copied with map(list.copy, ...): a third faster than a comprehension.
        s = MarcheState.__new__(MarcheState)
        s.players = self.players
        s.rng = self.rng
        s.draft = self.draft
        s.phase = self.phase
        s.round = self.round
        s.start = self.start
        s.turn = self.turn
        s.passed = self.passed[:]
        s.first_pass = self.first_pass
        s.steps = self.steps
        s.cell_cust = self.cell_cust[:]
        s.aside = self.aside[:]
        s.fac_at = self.fac_at[:]
        s.fac_spot = self.fac_spot[:]
        s.owner = self.owner[:]
        s.advanced = self.advanced[:]
        s.section_of = self.section_of[:]
        s.sections = list(map(list.copy, self.sections))
        s.store_cust = self.store_cust[:]
        s.store_workers = self.store_workers[:]
        s.coins = self.coins[:]
        s.wood = self.wood[:]
        s.vp = self.vp[:]
        s.vp_src = list(map(list.copy, self.vp_src))
        s.wloc = list(map(list.copy, self.wloc))
        s.wwhere = list(map(list.copy, self.wwhere))
        s.max_sections = self.max_sections[:]
        s.proprietor = self.proprietor[:]
        s.ad_display = self.ad_display[:]
        s.ad_deck = self.ad_deck[:]
        s.ads_held = self.ads_held[:]
        s.ad_workers = self.ad_workers[:]
        s.minor = self.minor[:]
        s.majors = list(map(list.copy, self.majors))
        s.draft_hands = list(map(list.copy, self.draft_hands))
        s.draft_round = self.draft_round
        s.goal_seen = self.goal_seen[:]
        s.minor_box = self.minor_box[:]
        s.major_box = self.major_box[:]
        s.goals_scored = self.goals_scored[:]
        s.sold = self.sold[:]
        s.facilities_built = self.facilities_built[:]
        s.sales_left = self.sales_left
        s.returning = self.returning[:]
        s.toby_moves = self.toby_moves
        s.setup_done = self.setup_done[:]
        return s


# -- the small rules every part reads or changes the state by ---------------------------------------------

PROP_KEYS = [p.key for p in D.proprietors]


def is_prop(s: MarcheState, seat: int, key: str) -> bool:
    return PROP_KEYS[s.proprietor[seat]] == key


def gain(s: MarcheState, seat: int, coins: int = 0, wood: int = 0) -> None:
    """Resources never exceed the tracks: 30 coins, 15 wood ("Resource Track")."""
    if coins:
        s.coins[seat] = min(NUM.COIN_CAP, s.coins[seat] + coins)
    if wood:
        s.wood[seat] = min(NUM.WOOD_CAP, s.wood[seat] + wood)


def add_vp(s: MarcheState, seat: int, vp: int, source: int) -> None:
    if vp:
        s.vp[seat] += vp
        s.vp_src[seat][source] += vp


def side_index(s: MarcheState, card: int) -> int:
    return T.CARD_TYPE[card] * 2 + (1 if s.advanced[card] else 0)


def stores_of(s: MarcheState, seat: int) -> list[int]:
    return [c for c in s.sections[seat] if c >= 0]


def first_backyard_worker(s: MarcheState, seat: int) -> int:
    w = s.wloc[seat]
    for i in range(len(w)):
        if w[i] == BACKYARD:
            return i
    return -1


def owns_type(s: MarcheState, seat: int, store_type: int) -> bool:
    return any(c >= 0 and T.CARD_TYPE[c] == store_type for c in s.sections[seat])


def top_card(s: MarcheState, store_type: int) -> int:
    """The card of that store in the play area a player takes (the top of its deck), or -1."""
    for c in T.TYPE_CARDS[store_type]:
        if s.owner[c] == -1:
            return c
    return -1


def can_hire_gray(s: MarcheState, seat: int) -> bool:
    return is_prop(s, seat, "vanessa") and s.wloc[seat][T.GRAY] == ABSENT and s.coins[seat] >= NUM.GRAY_COST
