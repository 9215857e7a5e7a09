"""A quick estimate of a seat's final standing for bots: VP banked, the VP its stores and goals would
score now, the worth of coins and wood, what its stores and workers should still earn in the rounds left,
less the best opponent's estimate.

The estimate is made from the viewer's seat: another seat's goal cards that are still face down are not
read (they count at the average a goal scores), so a bot's choice never depends on cards it could not
know. Its own goals count exactly, as "Game Ending and Scoring" would score them now.

A worker waiting on an ad that has not run yet counts its field's VP at the chance that the ad still runs
(another worker, the seat's own or anyone's, pays the rest). Counted at nothing, the coins paid looked
lost and Normal bots opened an ad only when one field paid its whole run cost (Flyers): 4 ads in 12 games
of four Normal bots (docs/bots.md).

What a store earns is its own: its customers' income this round while the Income Phase is still to come,
and in each round left a share of the seat's customers (``CUSTOMERS_PER_ROUND``, best-paying seats
first) on top of what any store is worth (``STORE_VP_PER_ROUND``: a section's part in goals, hiring and
its sale). Counted at one flat figure a store, a Clinic or Flower Shop (VP per customer) looked no better
than a store without customer seats and lost to any store with VP printed on it, and a customer called to
a Bank was worth what one called to a Bakery was: with 2 players, where every store is on offer, the
Bakery, Clinic and Flower Shop were built 0, 1 and 9 times in 1,000 games (docs/games/marche.md).
"""

from __future__ import annotations

from fairtable.engine.strategy import Strategy
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.scoring import GOALS, end_goals, held_goals, store_points
from fairtable.games.marche.sections.income import icon_count, income_of
from fairtable.games.marche.state import ABSENT, OVER, SOLICIT, TOBY, UNHIRED, MarcheState, side_index
from fairtable.games.marche.words import figures
from fairtable.i18n import _

HIDDEN_GOAL_VP = sum(g.vp for g in GOALS) / len(GOALS) / 2  # a face-down goal of another seat: half the average
STORE_VP_PER_ROUND = 0.75  # any store, before what its customers bring
CUSTOMERS_PER_ROUND = 3  # customers a seat seats in a round, on its best-paying seats
WORKER_VP_PER_ROUND = 1.0
COIN_VP, WOOD_VP = 1 / 3, 1 / 2
AD_RUN_CHANCE = 0.7  # an ad paid towards runs before the game ends: the field's VP counted at this share
AD_RUN_CHANCE_LAST_ROUND = 0.35  # in the last round fewer workers are left to pay the rest


def waiting_ad_vp(s: MarcheState, seat: int) -> float:
    """The VP of the seat's workers on ads that have not run yet, at the chance that they still run."""
    if s.phase == OVER:
        return 0.0
    vp = 0
    for ad in s.ad_display:
        for who, field, _worker, _coins in s.ad_workers[ad]:
            if who == seat:
                vp += T.D.ads[ad].fields[field].vp
    if not vp:
        return 0.0
    return vp * (AD_RUN_CHANCE if s.round < NUM.ROUNDS else AD_RUN_CHANCE_LAST_ROUND)


def income_per_round(s: MarcheState, seat: int) -> float:
    """What the seat's stores should earn in a later round, in VP: every store's flat figure and income of
    its own, and ``CUSTOMERS_PER_ROUND`` customers on its best-paying customer seats."""
    value = 0.0
    seats: list[float] = []
    for card in s.sections[seat]:
        if card < 0:
            continue
        side = T.SIDES[side_index(s, card)]
        assert side is not None
        f, per = side.flat_income, side.per_customer
        value += STORE_VP_PER_ROUND + f.coins * COIN_VP + f.wood * WOOD_VP + f.vp
        each = per.coins * COIN_VP + per.wood * WOOD_VP + per.vp
        ic = side.per_customer_icon
        if ic is not None:
            n = icon_count(s, seat, T.ICON_BIT[ic.icon]) // ic.every
            each += n * (COIN_VP if ic.resource == "coins" else WOOD_VP)
        seats.extend([each] * side.customer_seats)
    seats.sort(reverse=True)
    return value + sum(seats[:CUSTOMERS_PER_ROUND])


def standing(s: MarcheState, seat: int, viewer: int) -> float:
    rounds_left = NUM.ROUNDS - s.round
    value = float(s.vp[seat] + store_points(s, seat))
    if seat == viewer:
        value += sum(GOALS[g].vp for g in end_goals(s, seat))
    else:
        scored = s.goals_scored[seat]
        value += HIDDEN_GOAL_VP * sum(1 for g in held_goals(s, seat) if g not in scored)
    value += (s.coins[seat] / 3 + s.wood[seat] / 2) * (0.5 if rounds_left == 0 else 1.0)
    value += waiting_ad_vp(s, seat)
    if s.phase in (SOLICIT, TOBY):
        _rows, coins, wood, vp = income_of(s, seat)
        value += vp + (coins * COIN_VP + wood * WOOD_VP) * (0.5 if rounds_left == 0 else 1.0)
    if rounds_left:
        workers = sum(1 for x in s.wloc[seat] if x not in (UNHIRED, ABSENT))
        value += rounds_left * (income_per_round(s, seat) + WORKER_VP_PER_ROUND * workers)
    return value


def estimate(s: MarcheState, seat: int) -> float:
    mine = standing(s, seat, seat)
    best = max((standing(s, p, seat) for p in range(s.players) if p != seat), default=0.0)
    return mine - best


class MarcheStrategy(Strategy[MarcheState]):
    """What bots know of Animal Marche: the estimate above, and Normal's planning budget (a worker phase
    lists a hundred actions, so a narrower node budget keeps a decision quick)."""

    planner_width = 3
    planner_nodes = 90
    max_rounds = 5  # the rulebook's 5 rounds
    actions_per_seat = 50  # the longest normal game's actions per seat (bots/selfplay.py's limit)

    def heuristic(self, state: MarcheState, player: int) -> float:
        return estimate(state, player)

    def reasons(self, before: MarcheState, after: MarcheState, player: int) -> list[str]:
        """The VP, and the coins and wood the turn brings (what builds, renovates and advertises)."""
        out = super().reasons(before, after, player)
        coins, wood = (max(0, after.coins[player] - before.coins[player]), max(0, after.wood[player] - before.wood[player]))
        if coins or wood:
            # TRANSLATORS: the Hint's reason: what the turn brings ("+3 coins and 1 wood")
            out.append(_("+{figures}").format(figures=figures(coins, wood)))
        return out
