"""Crowd Control (rulebook and rulings.md): once every player still in the game has landed on a Crowd Control
field since the last rotation, every player takes over the seat of a neighbour with its position, money,
property and vouchers (basic variant: the first time clockwise, later by a die), or a die sets a donation
goal that the audience (or the host) must meet before the seats rotate clockwise (donation variant).
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.narration import telling
from fairtable.games.festival import narration as N
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import DONATION_STEP
from fairtable.games.festival.state import FestivalState, active_seats
from fairtable.games.festival.words import holdings, place


def crowd_landing(s: FestivalState, p: int) -> None:
    """Once every player still in the game has landed on a Crowd Control field since the last event, the
    seats rotate (basic variant) or a donation goal is set (donation variant)."""
    again = s.cc_landed[p]
    s.cc_landed[p] = True
    seats = active_seats(s)
    if telling():
        waiting = [q for q in seats if not s.cc_landed[q]]
        N.crowd_landing(s, p, len(seats) - len(waiting), len(seats), waiting, again)
    if not all(s.cc_landed[q] for q in seats):
        return
    if s.crowd == "basic":
        die = None if s.cc_rotations == 0 else rng.roll(s)
        rotate(s, 1 if die is None or die % 2 == 0 else -1, die)
    elif s.donation_goal == 0:
        die = rng.roll(s)
        s.donation_goal = DONATION_STEP * die
        s.donated = 0
        s.cc_landed = [False] * s.players
        if telling():
            N.donation_goal(len(seats), die, s.donation_goal)


def donate(s: FestivalState, euros: int) -> None:
    s.donated += euros
    if telling():
        N.donation(euros, s.donated, s.donation_goal, s.audience)
    if s.donated >= s.donation_goal:
        s.donation_goal = 0
        s.donated = 0
        rotate(s, 1)


def rotate(s: FestivalState, direction: int, die: int | None = None) -> None:
    """Every player takes over the seat of the neighbour (clockwise: the next player in turn order) with its
    position, money, property and vouchers; people and the turn order stay. ``die``: the roll that chose
    the direction (None for the first rotation and the donation variant, which go clockwise)."""
    seats = active_seats(s)
    m = len(seats)
    source = {q: seats[(i + direction) % m] for i, q in enumerate(seats)}
    new_owner = {src: q for q, src in source.items()}
    told = telling()
    before = {q: (s.cash[q], holdings(s, q), place(s, q)) for q in seats} if told else {}
    for lst in (s.cash, s.pos, s.in_cell, s.cell_tries):
        old = lst[:]
        for q in seats:
            lst[q] = old[source[q]]
    held = list(s.vouchers)
    for q in seats:
        held[q] = s.vouchers[source[q]]
    s.vouchers = tuple(held)
    t = tables()
    for f in t.properties:
        if s.owner[f] >= 0:
            s.owner[f] = new_owner[s.owner[f]]
    if told:
        N.rotation(s, source, direction, die, before, s.cc_rotations)
    s.cc_rotations += 1
    s.cc_landed = [False] * s.players
