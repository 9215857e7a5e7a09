"""Crowd Control (rulebook and rulings.md): once every player still in the game has landed on a Crowd Control
field since the last rotation, every player takes over the seat of a neighbour with its position, money,
property and vouchers (basic variant: the first time clockwise, later by a die), or a die sets a donation
goal that the audience (or the host) must meet before the seats rotate clockwise (donation variant).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine import rng
from fairtable.engine.narration import tell, telling
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import DONATION_STEP
from fairtable.games.festival.state import FestivalState, active_seats
from fairtable.games.festival.words import holdings, money, place, seat
from fairtable.i18n import _, groups, listing, ngettext, number


def crowd_landing(s: FestivalState, p: int) -> None:
    """Once every player still in the game has landed on a Crowd Control field since the last event, the
    seats rotate (basic variant) or a donation goal is set (donation variant)."""
    again = s.cc_landed[p]
    s.cc_landed[p] = True
    seats = active_seats(s)
    if telling():
        waiting = [q for q in seats if not s.cc_landed[q]]
        tell_landing(s, p, len(seats) - len(waiting), len(seats), waiting, again)
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
            tell_goal(len(seats), die, s.donation_goal)


def donate(s: FestivalState, euros: int) -> None:
    s.donated += euros
    if telling():
        tell_donation(euros, s.donated, s.donation_goal, s.audience)
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
        tell_rotation(s, source, direction, die, before, s.cc_rotations)
    s.cc_rotations += 1
    s.cc_landed = [False] * s.players


# -- what Crowd Control tells ------------------------------------------------------------------------------


def tell_landing(s: FestivalState, p: int, landed: int, needed: int, waiting: Sequence[int], again: bool) -> None:
    """A landing on Crowd Control: how many of the players still in the game have landed since the last
    rotation (``again``: this one had landed already, so the count stays)."""
    if again:
        text = ngettext("{seat} lands on Crowd Control again, still {landed} of {needed} has landed",
                        "{seat} lands on Crowd Control again, still {landed} of {needed} have landed", landed)
    else:
        text = ngettext("{seat} lands on Crowd Control: {landed} of {needed} has landed",
                        "{seat} lands on Crowd Control: {landed} of {needed} have landed", landed)
    text = text.format(seat=seat(p), landed=landed, needed=needed)
    if landed < needed:
        text = _("{text} (still to land: {seats})").format(text=text, seats=listing([seat(q) for q in waiting]))
    tell(text, "crowd", seat=p, landed=landed, needed=needed)


def tell_goal(needed: int, die: int, goal: int) -> None:
    tell(_("All {needed} have landed on Crowd Control: the die shows {die}, the donation goal is {goal} €").format(
        needed=needed, die=die, goal=number(goal)), "donation_goal", die=die, goal=goal)


def tell_donation(euros: int, donated: int, goal: int, audience: bool) -> None:
    text = (_("The audience donates {euros} €: {donated} of {goal} €") if audience
            else _("The host records a donation of {euros} €: {donated} of {goal} €"))
    tell(text.format(euros=number(euros), donated=number(min(donated, goal)), goal=number(goal)), "donation",
         euros=euros, donated=donated, goal=goal)


def tell_rotation(s: FestivalState, source: dict[int, int], direction: int, die: int | None,
             before: dict[int, tuple[int, list[str], str]], rotations: int) -> None:
    """Each person takes over the seat of a neighbour. ``source``: who took over whose seat; ``before``: per
    seat its money, holdings and place before the rotation. Everyone is told in their own words what they
    now play."""
    if s.crowd == "donation":
        why = _("the donation goal is met")
    elif die is None:
        why = _("the first rotation goes clockwise")
    elif die % 2 == 0:
        why = _("the die shows {die}, even").format(die=die)
    else:
        why = _("the die shows {die}, odd").format(die=die)

    def what(src: int) -> str:
        cash, held, where = before[src]
        return _("{holdings}, standing {place}").format(holdings=listing([money(cash), *held]), place=where)

    parts = [_("{seat} now plays what was {other}'s ({what})").format(seat=seat(q), other=seat(src), what=what(src))
             for q, src in source.items()]
    if direction == 1:
        everyone = _("Crowd Control! The seats rotate clockwise ({why}): {seats}")
        yours = _("Crowd Control! The seats rotate clockwise ({why}): you now play the seat that was {seat}'s: "
                  "{what}")
    else:
        everyone = _("Crowd Control! The seats rotate counter-clockwise ({why}): {seats}")
        yours = _("Crowd Control! The seats rotate counter-clockwise ({why}): you now play the seat that was "
                  "{seat}'s: {what}")
    text = everyone.format(why=why, seats=groups(parts))
    views = {q: yours.format(why=why, seat=seat(src), what=what(src)) for q, src in source.items()}
    tell(text, "rotation", views=views, banner=True, direction=direction, die=die,
         seats=tuple(sorted(source.items())))
