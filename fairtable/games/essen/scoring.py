"""Scoring: purchases (rulebook 4.C.2), ranking cards (5 and 6.1), the wish list table (6.2) and the final
result with its tie-breaks (6)."""

from __future__ import annotations

from fairtable.engine.game import Result
from fairtable.games.essen.data import SYMBOLS, data
from fairtable.games.essen.numbers import (
    LAST_TURN_DISCOUNT,
    LAST_TURN_SYMBOL_VP,
    MIN_PRICE,
    WISH_TABLE,
    WITHDRAW_AMOUNT,
    WITHDRAW_VP,
)
from fairtable.games.essen.state import WITHDRAWALS, EssenState
from fairtable.games.essen.words import EVENT_NAMES, SCORE_ROWS
from fairtable.i18n import N_, _

# TRANSLATORS: ESSEN, parts of what a purchase scores: "popularity 2 + bonus 1 + Buzz 3".
POPULARITY = N_("popularity")
BONUS = N_("bonus")


def wish_points(count: int) -> int:
    """1-3 -> 5, 4-5 -> 10, 6-7 -> 15, 8 -> 20, 9 -> 25, 10 or more -> 30 VP."""
    return WISH_TABLE[min(count, len(WISH_TABLE) - 1)]


def price_cuts(state: EssenState, tile: int) -> list[tuple[str, int]]:
    """What comes off the printed price now: a Discount event on the tile and the last-turn sale, each as
    (its name, the euros it takes off). The names are catalog messages, translated where shown."""
    d = data()
    cuts = []
    ev = state.tile_event[tile]
    if ev >= 0 and d.event_discount[ev]:
        cuts.append((EVENT_NAMES[d.event_kind[ev]], d.event_discount[ev]))
    if state.last_turn >= 0 and d.last_turn[state.last_turn].effect == "discount":
        cuts.append((d.last_turn[state.last_turn].name, LAST_TURN_DISCOUNT))
    return cuts


def price(state: EssenState, tile: int) -> int:
    """The price to pay now: printed price minus a Discount event and the last-turn sale, never below €5."""
    full = data().tile_price[tile]
    cut = sum(c for _name, c in price_cuts(state, tile))
    return full if cut == 0 else max(MIN_PRICE, full - cut)


def purchase_parts(state: EssenState, tile: int) -> list[tuple[str, int]]:
    """What buying the tile now scores, part by part (rulebook 4.C.2): the popularity of its symbol this
    round, its bonus, its event and the last-turn tile, as (name, VP); the parts that add nothing but the
    popularity are left out. The names are catalog messages, translated where shown."""
    d = data()
    parts = [(POPULARITY, state.popularity[d.tile_symbol[tile]])]
    if d.tile_bonus[tile]:
        parts.append((BONUS, d.tile_bonus[tile]))
    ev = state.tile_event[tile]
    if ev >= 0 and d.event_vp[ev]:
        parts.append((EVENT_NAMES[d.event_kind[ev]], d.event_vp[ev]))
    if state.last_turn >= 0:
        lt = d.last_turn[state.last_turn]
        if lt.effect == "symbol_bonus" and lt.symbol is not None and d.tile_symbol[tile] == SYMBOLS.index(lt.symbol):
            parts.append((lt.name, LAST_TURN_SYMBOL_VP))
    return parts


def purchase_vp(state: EssenState, tile: int) -> int:
    """Popularity of the tile's symbol this round + its bonus + its event + the last-turn tile; at least 0."""
    return max(0, sum(v for _name, v in purchase_parts(state, tile)))


def symbol_counts(state: EssenState, p: int) -> list[int]:
    """The player's bought games (bag and trunk) per symbol."""
    sym = data().tile_symbol
    counts = [0, 0, 0, 0]
    for t in state.bag[p]:
        counts[sym[t]] += 1
    for t in state.trunk[p]:
        counts[sym[t]] += 1
    return counts


def meets(counts: list[int], card: int) -> bool:
    """A ranking card is met when the games hold at least as many of each symbol as the card asks."""
    needs = data().ranking_needs[card]
    return all(c >= n for c, n in zip(counts, needs, strict=True))


def ranking_points(state: EssenState, p: int) -> int:
    """Points of the ranking cards in play for one player; a game may count for several cards."""
    d = data()
    counts = symbol_counts(state, p)
    return sum(d.rankings[c].vp for c in state.rankings if meets(counts, c))


def wish_games(state: EssenState, p: int) -> int:
    """Bought games (bag and trunk) whose wish card the player holds."""
    held = set(state.hand[p])
    return sum(1 for t in state.bag[p] if t in held) + sum(1 for t in state.trunk[p] if t in held)


def withdrawn(state: EssenState, p: int) -> int:
    """The euros the player has withdrawn at the bank so far (rulebook 4.C.5: 2 VP for every €50)."""
    return -state.vp_parts[p][WITHDRAWALS] // WITHDRAW_VP * WITHDRAW_AMOUNT


def unspent_withdrawal_vp(state: EssenState, p: int) -> float:
    """The VP the player paid for withdrawn money it still holds: the money in hand up to what it withdrew
    (counted as the last money spent), at the VP it cost (2 VP for every €50). At the end of a game this is
    what its withdrawals lost for nothing."""
    return min(withdrawn(state, p), state.money[p]) * WITHDRAW_VP / WITHDRAW_AMOUNT


def result(state: EssenState) -> Result:
    """Scores with their breakdown; ties go to the most wish-list games bought, then the least money."""
    n = state.players
    scores = list(state.vp)
    breakdown = [[(_(SCORE_ROWS[i]), state.vp_parts[p][i]) for i in range(len(SCORE_ROWS))] for p in range(n)]
    best = max(scores)
    tied = [p for p in range(n) if scores[p] == best]
    tiebreak = ""
    if len(tied) > 1:
        most = max(wish_games(state, p) for p in tied)
        by_wish = [p for p in tied if wish_games(state, p) == most]
        if len(by_wish) < len(tied):
            tiebreak = _("most games bought from the wish list")
        tied = by_wish
        if len(tied) > 1:
            least = min(state.money[p] for p in tied)
            by_money = [p for p in tied if state.money[p] == least]
            if len(by_money) < len(tied):
                tiebreak = _("least money left")
            tied = by_money
        if len(tied) > 1:
            tiebreak = _("still tied: the victory is shared")
    return Result(scores=scores, breakdown=breakdown, winners=tied, tiebreak=tiebreak)
