"""Small builders of festival test states: a clean table, given property, forced dice."""

from __future__ import annotations

from typing import Any

from fairtable.engine import rng
from fairtable.games.festival import actions as A
from fairtable.games.festival.numbers import BANK_START, START_CASH
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import TURN, FestivalState


def table(players: int = 3, **options: Any) -> FestivalState:
    """A table after setup, then cleared: nobody owns anything, everybody has 30.000 Tacken, seat 0 to roll."""
    s = GAME.new_state(players, options, 1)
    s.owner = [-1] * 40
    s.cash = [START_CASH] * players
    s.starter = s.turn = s.actor = 0
    s.phase = TURN
    balance(s)
    return s


def balance(s: FestivalState) -> None:
    """Let the bank absorb whatever a test handed out, so money stays conserved."""
    s.bank = s.players * START_CASH + BANK_START - sum(s.cash) - s.pot


def give(s: FestivalState, p: int, *fields: int) -> None:
    for f in fields:
        s.owner[f] = p


def set_cash(s: FestivalState, p: int, amount: int) -> None:
    s.cash[p] = amount
    balance(s)


def force_dice(s: FestivalState, *dice: int) -> None:
    """Reseed the state's generator so that its next die rolls are ``dice`` (in order)."""
    for k in range(1, 2_000_000):
        probe = rng.Rng(0)
        probe.rng = rng.seed_state(k)
        if all(rng.roll(probe) == d for d in dice):
            s.rng = rng.seed_state(k)
            return
    raise AssertionError(f"no seed gives {dice}")


def only_card(s: FestivalState, deck: int, card: int) -> None:
    """Make ``card`` the only undrawn card of ``deck`` (the others go to the drawn pile)."""
    decks = list(s.deck)
    discards = list(s.discard)
    everything = sorted(set(decks[deck]) | set(discards[deck]))
    decks[deck] = (card,)
    discards[deck] = tuple(c for c in everything if c != card)
    s.deck = tuple(decks)
    s.discard = tuple(discards)


def act(s: FestivalState, action: A.Action) -> FestivalState:
    reason = GAME.check(s, action)
    assert reason is None, reason
    return GAME.apply(s, action)


def roll(s: FestivalState, d1: int, d2: int) -> FestivalState:
    force_dice(s, d1, d2)
    return act(s, A.shared(A.Roll, s.actor, s.in_cell[s.actor]))


def sound(s: FestivalState) -> None:
    assert GAME.invariants(s) == []
