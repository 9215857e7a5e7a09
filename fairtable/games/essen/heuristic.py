"""A cheap estimate of a player's final standing for bots, in VP: the VP scored so far plus what the
player's position still promises, minus the best opponent's estimate.

What a position promises (rulebook 4.C, 5 and 6):
- money: buying power for the turns left (about €70 of purchases a turn); money beyond that is worth
  little, and nothing once the player's last turn is over;
- the wish list: the bought games whose card is held, plus a share of each held card whose game can still
  be bought, counted on a smoothed wish-list table (so every game brings the next step nearer);
- ranking cards: cards met count in full, the others by how many games they still miss and how many turns
  are left to buy them; before the midday scoring the unknown afternoon cards count at their average;
- the bag: every game in it takes an action point each turn until it is unloaded on the parking;
- during its own turn, the player to act: the best purchase still within reach of its action points, so a
  walk towards a good stand is worth something before the game is bought.

The estimate is made from the viewer's seat: the other players' secret wish cards are not read, they
count by their chances (each is any card the viewer cannot see, equally likely), so a bot's choice never
depends on cards it could not know. Once the game is over the estimate is the final score, with the
tie-breaks (wish-list games, then the least money) as fractions of a VP.
"""

from __future__ import annotations

from fairtable.games.essen import hall
from fairtable.games.essen.data import data
from fairtable.games.essen.scoring import price, purchase_vp, wish_points
from fairtable.games.essen.state import BAG_SPACES, DRAFT, KEEP, OVER, PLAY, REMOVE, WISH, EssenState

LAST_ROUND = 7
MORNING_ROUND = 3
VP_PER_EURO = 1 / 25  # a €50 withdrawal costs 2 VP; a typical game costs about €35 and scores about 4 VP
SPEND_PER_TURN = 70  # about two games a turn: money beyond this much per turn left buys little
SURPLUS_VP_PER_EURO = 1 / 150
BAG_PENALTY = 0.4  # VP per game in the bag while turns are left: one AP a turn until unloaded
REACH_SHARE = 0.8  # a purchase within reach this turn, before it is made
WISH_GAME_VP = 2.5  # a wish-list game bought: about half a step of the wish-list table
WISH_CHANCE_PER_TURN = 0.12  # chance per turn left that a held wish card's game gets bought (capped)
WISH_CHANCE_CAP = 0.6
# The wish-list table (6.2) as a line through its steps: 0, 1 -> 5, 4 -> 10, 6 -> 15, 8 -> 20, 9 -> 25, 10 -> 30.
WISH_STEPS = ((0, 0.0), (1, 5.0), (4, 10.0), (6, 15.0), (8, 20.0), (9, 25.0), (10, 30.0))


def smooth_wish(count: float) -> float:
    for (x0, y0), (x1, y1) in zip(WISH_STEPS, WISH_STEPS[1:], strict=False):
        if count <= x1:
            return y0 + (y1 - y0) * (count - x0) / (x1 - x0)
    return WISH_STEPS[-1][1]


def turns_left(s: EssenState, p: int) -> int:
    """Turns the player still plays, this one included."""
    if s.phase == OVER:
        return 0
    later = LAST_ROUND - s.round
    if s.phase in (DRAFT, REMOVE):
        return later + 1
    position = (p - s.first) % s.players
    return later + (1 if position >= s.order_index else 0)


# -- ranking cards -------------------------------------------------------------------------------------


def _reach(missing: int, turns: int) -> float:
    """How likely a ranking card still missing ``missing`` games is met with ``turns`` turns to buy them."""
    if missing <= 0:
        return 1.0
    if missing > 2 * turns:
        return 0.0
    return 1.0 / (1 + missing)


def _missing(counts: tuple[int, ...], needs: tuple[int, int, int, int]) -> int:
    return sum(n - c for n, c in zip(needs, counts, strict=True) if n > c)


_ranking_cache: dict[tuple[object, ...], float] = {}


def _ranking_value(counts: tuple[int, ...], rankings: tuple[int, ...], turns_to_score: int, turns: int, morning: bool) -> float:
    """The ranking cards' promise for a collection of games (cached: few collections occur)."""
    key = (counts, rankings, turns_to_score, turns, morning)
    hit = _ranking_cache.get(key)
    if hit is not None:
        return hit
    d = data()
    needs = d.ranking_needs
    value = 0.0
    for c in rankings:
        value += d.rankings[c].vp * _reach(_missing(counts, needs[c]), turns_to_score)
    if morning:
        share = len(rankings) / len(d.afternoon)
        for c in d.afternoon:
            value += share * d.rankings[c].vp * _reach(_missing(counts, needs[c]), turns)
    if len(_ranking_cache) > 50_000:
        _ranking_cache.clear()
    _ranking_cache[key] = value
    return value


def _owned(s: EssenState, p: int) -> tuple[int, ...]:
    sym = data().tile_symbol
    counts = [0, 0, 0, 0]
    for t in s.bag[p]:
        counts[sym[t]] += 1
    for t in s.trunk[p]:
        counts[sym[t]] += 1
    return tuple(counts)


# -- the wish list -------------------------------------------------------------------------------------


def _available(s: EssenState) -> list[bool]:
    """Per game: whether it can still be bought (on its stand, on the pallet, or in the storage boxes)."""
    out = s.at_stand[:]
    for t in s.pallet:
        if t >= 0:
            out[t] = True
    for t in s.storage:
        out[t] = True
    return out


class _Unknown:
    """The wish cards the viewer cannot see (the deck, other players' secret cards, someone else's
    play-test draw): each secret card of another player is any of them, equally likely."""

    __slots__ = ("cards", "available", "can_buy")

    def __init__(self, s: EssenState, viewer: int) -> None:
        self.can_buy = can_buy = _available(s)
        known = set(s.hand[viewer])
        known.update(s.common)
        known.update(s.discard)
        known.update(s.draft[viewer])
        for q in range(s.players):
            known.update(s.hand_public[q])
        if s.current == viewer:
            known.update(s.pending)
        self.cards = {c for c in range(len(can_buy)) if c not in known}
        self.available = sum(1 for c in self.cards if can_buy[c])

    def share_of(self, tiles: set[int]) -> float:
        return len(tiles & self.cards) / len(self.cards) if self.cards else 0.0


def _wish_count(s: EssenState, p: int, viewer: int, bought: set[int], unknown: _Unknown) -> tuple[float, float]:
    """(wish-list games bought, held cards whose game can still be bought) as the viewer can tell."""
    held = s.hand[p] if p == viewer else s.hand_public[p]
    wish = float(sum(1 for c in held if c in bought))
    can_buy = unknown.can_buy
    hopes = float(sum(1 for c in held if c not in bought and can_buy[c]))
    secret = len(s.hand[p]) - len(held)
    if secret > 0 and unknown.cards:
        wish += secret * unknown.share_of(bought)
        hopes += secret * unknown.available / len(unknown.cards)
    return wish, hopes


def _bought(s: EssenState, p: int) -> set[int]:
    out = set(s.bag[p])
    out.update(s.trunk[p])
    return out


# -- the estimate --------------------------------------------------------------------------------------


def _final(s: EssenState, p: int, viewer: int, unknown: _Unknown) -> float:
    """The final score with the tie-breaks as fractions of a VP; another player's wish-list points as the
    viewer can expect them."""
    wish, _hopes = _wish_count(s, p, viewer, _bought(s, p), unknown)
    vp = float(s.vp[p])
    if p != viewer:
        vp += smooth_wish(wish) - s.vp_parts[p][WISH]
    return vp + wish / 100 - s.money[p] / 1e6


def _own(s: EssenState, p: int, viewer: int, unknown: _Unknown) -> float:
    turns = turns_left(s, p)
    value = float(s.vp[p])
    money = s.money[p]
    budget = SPEND_PER_TURN * turns
    value += min(money, budget) * VP_PER_EURO + max(0, money - budget) * SURPLUS_VP_PER_EURO
    wish, hopes = _wish_count(s, p, viewer, _bought(s, p), unknown)
    if turns == 0 and p == viewer:
        value += wish_points(round(wish))
    else:
        value += smooth_wish(wish + min(WISH_CHANCE_CAP, WISH_CHANCE_PER_TURN * turns) * hopes)
    if turns:
        value -= BAG_PENALTY * len(s.bag[p])
    if s.rankings:
        morning = s.round <= MORNING_ROUND
        turns_to_score = turns - (LAST_ROUND - MORNING_ROUND) if morning else turns
        value += _ranking_value(_owned(s, p), tuple(s.rankings), turns_to_score, turns, morning)
    return value


def _within_reach(s: EssenState, p: int, viewer: int) -> float:
    """The best purchase the player to act can still make this turn, net of its price: a game on the
    stand it stands on, or on a stand it can walk to and still have a bag space ahead of its meeple."""
    ap = s.ap(p)
    if ap < 1 or len(s.bag[p]) >= BAG_SPACES:
        return 0.0
    d = data()
    space_tile = d.space_tile
    at_stand = s.at_stand
    here = space_tile[s.position[p]]
    reachable = [here] if here >= 0 and at_stand[here] else []
    for walk, space in hall.distances(tuple(s.crowd), s.position[p])[1]:
        if walk >= ap:
            break
        t = space_tile[space]
        if t >= 0 and at_stand[t]:
            reachable.append(t)
    held = s.hand[p] if p == viewer else s.hand_public[p]
    common = s.common
    money = s.money[p]
    sold_out_blocked = s.preorder[p] >= 0
    best = 0.0
    for t in reachable:
        ev = s.tile_event[t]
        if ev >= 0 and sold_out_blocked and d.event_kind[ev] == "sold_out":
            continue
        cost = price(s, t)
        if cost > money:
            continue
        gain = purchase_vp(s, t) - cost * VP_PER_EURO
        if t in held or t in common:
            gain += WISH_GAME_VP
        if gain > best:
            best = gain
    return REACH_SHARE * best


def estimate(s: EssenState, p: int) -> float:
    unknown = _Unknown(s, p)
    if s.phase == OVER:
        values = [_final(s, q, p, unknown) for q in range(s.players)]
    else:
        values = [_own(s, q, p, unknown) for q in range(s.players)]
        if s.phase in (PLAY, KEEP):
            values[s.current] += _within_reach(s, s.current, p)
    mine = values[p]
    return mine - max((v for q, v in enumerate(values) if q != p), default=0.0)
