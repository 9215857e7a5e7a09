"""The state of a game of ESSEN: plain lists of ints, cloned by hand.

Components are ints: tile i and wish card i are the game of tiles.json entry i; spaces index hall.json;
event tokens index events.json; ranking cards index rankings.json. The storage boxes, the undrawn event
tokens and the last-turn tile are face down and drawn from at random when the rulebook turns them over,
which is the same as shuffling them at setup and keeps no hidden order in the state.
"""

from __future__ import annotations

from enum import StrEnum

from fairtable.engine.state import BaseState
from fairtable.games.essen.numbers import TRACK_SPACES


class Phase(StrEnum):
    """Who must decide what (the values are what records and tests have always seen)."""

    DRAFT = "draft"  # setup: picking wish cards (rulebook 3)
    REMOVE = "remove"  # 2-player game: removing a hall tile before the actions phase (rulebook 7.A)
    PLAY = "play"  # a player's turn (rulebook 4.C)
    KEEP = "keep"  # a play-test: choosing the card to keep (rulebook 4.C.3)
    OVER = "over"


# The members under their own names as well: the rules compare phases on every step, and a module's name is
# found faster than an enum's attribute.
DRAFT, REMOVE, PLAY, KEEP, OVER = Phase

# Rows of the score breakdown; ``vp_parts[p][ROW]`` sums to ``vp[p]``.
PURCHASES, WITHDRAWALS, MORNING, AFTERNOON, WISH, DEPARTURE = range(6)



class EssenState(BaseState):
    __slots__ = (
        "players", "rng", "family", "no_crowd", "promo",
        "phase", "round", "first", "order_index", "current", "turn_counter",
        "money", "bank", "vp", "vp_parts",
        "position", "action_pos", "bag", "trunk", "preorder", "ate",
        "hand", "hand_public", "draft", "draft_pass", "draft_taken", "pending", "deck", "discard", "common",
        "storage", "pallet", "at_stand", "removed", "tile_event",
        "event_pool", "event_used", "popularity", "crowd",
        "rankings", "last_turn", "departed", "remove_queue", "fire",
    )  # fmt: skip

    players: int
    rng: int
    family: bool
    no_crowd: bool
    promo: bool
    phase: Phase
    round: int
    first: int  # the seat holding the Press card / first player token
    order_index: int  # how many players have finished their turn this round
    current: int
    turn_counter: int
    money: list[int]
    bank: int
    vp: list[int]
    vp_parts: list[list[int]]
    position: list[int]  # hall space of each player's meeple
    action_pos: list[int]  # 0 = start point, 1..8 = action spaces
    bag: list[list[int]]  # bag[p][k] lies on action space 8 - k
    trunk: list[list[int]]
    preorder: list[int]  # the sold-out token on the pre-order box, or -1
    ate: bool  # the current player has eaten this turn
    hand: list[list[int]]
    hand_public: list[list[int]]  # cards everybody saw going into the hand (taken from the common list)
    draft: list[list[int]]  # setup: the cards each player is picking from
    draft_pass: int
    draft_taken: list[int]  # cards picked by each player in this pass
    pending: list[int]  # play-test: the two cards drawn
    deck: list[int]  # the wish deck (face down, drawn at random)
    discard: list[int]
    common: list[int]  # the common wish list (face up)
    storage: list[int]  # face-down tiles still in the storage boxes
    pallet: list[int]  # 6 slots: "-1", "+1" x3, "E" x2; tile or -1
    at_stand: list[bool]  # per tile: lies on its stand in the hall
    removed: list[int]  # tiles out of the game (2-player removal, "not released")
    tile_event: list[int]  # per tile: the event token on it, or -1
    event_pool: list[int]  # face-down tokens not drawn yet
    event_used: list[int]  # tokens whose tile was bought or removed
    popularity: list[int]  # meeple, hourglass, dice, cards: 0..6
    crowd: list[int]  # the two crowd tokens (see data.py: CROWD_PARKING, CROWD_OUT, CROWD_SPACE)
    rankings: list[int]  # the 3 ranking cards in play
    last_turn: int  # the revealed last-turn tile, -1 while face down
    departed: list[int]  # round 7: seats in the order they left by the early departure
    remove_queue: list[int]  # 2-player: seats still to remove a tile this round
    fire: bool  # promo: the fire tile ended the game

    def clone(self) -> EssenState:
        c = EssenState.__new__(EssenState)
        c.players = self.players
        c.rng = self.rng
        c.family = self.family
        c.no_crowd = self.no_crowd
        c.promo = self.promo
        c.phase = self.phase
        c.round = self.round
        c.first = self.first
        c.order_index = self.order_index
        c.current = self.current
        c.turn_counter = self.turn_counter
        c.money = self.money[:]
        c.bank = self.bank
        c.vp = self.vp[:]
        c.vp_parts = [x[:] for x in self.vp_parts]
        c.position = self.position[:]
        c.action_pos = self.action_pos[:]
        c.bag = [x[:] for x in self.bag]
        c.trunk = [x[:] for x in self.trunk]
        c.preorder = self.preorder[:]
        c.ate = self.ate
        c.hand = [x[:] for x in self.hand]
        c.hand_public = [x[:] for x in self.hand_public]
        c.draft = [x[:] for x in self.draft]
        c.draft_pass = self.draft_pass
        c.draft_taken = self.draft_taken[:]
        c.pending = self.pending[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.common = self.common[:]
        c.storage = self.storage[:]
        c.pallet = self.pallet[:]
        c.at_stand = self.at_stand[:]
        c.removed = self.removed[:]
        c.tile_event = self.tile_event[:]
        c.event_pool = self.event_pool[:]
        c.event_used = self.event_used[:]
        c.popularity = self.popularity[:]
        c.crowd = self.crowd[:]
        c.rankings = self.rankings[:]
        c.last_turn = self.last_turn
        c.departed = self.departed[:]
        c.remove_queue = self.remove_queue[:]
        c.fire = self.fire
        return c

    def ap(self, p: int) -> int:
        """Action points left: the spaces ahead of the action meeple that hold no tile."""
        return TRACK_SPACES - len(self.bag[p]) - self.action_pos[p]
