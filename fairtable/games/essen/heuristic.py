"""A cheap estimate of a player's final standing for bots, in VP: the VP scored so far plus what the
player's position still promises, minus the best opponent's estimate.

What a position promises (rulebook 4.C, 5 and 6):
- money: buying power for the turns left (about €70 of purchases a turn); money beyond that is worth
  little, and nothing once the player's last turn is over. Withdrawn money still in hand is buying power
  only where the player's own money falls short of a turn's purchases, surplus beyond that: a withdrawal
  (2 VP for €50, rulebook 4.C.5) pays only for purchases the cash cannot pay for soon, never for cash held
  (counted at 0.06 VP a euro, €50 looked worth 3 VP, and the bots withdrew at every visit to the parking
  and ended games with €100 or more unspent);
- the wish list: the bought games whose card is held, plus a share of each held card whose game can still
  be bought, counted on a smoothed wish-list table (so every game brings the next step nearer);
- ranking cards: cards met count in full, the others by how many games they still miss and how many turns
  are left to buy them; before the midday scoring the unknown afternoon cards count at their average;
- the bag: every game in it takes an action point each later turn until it is unloaded on the parking,
  unless the walk back costs less (a full bag far from the parking can leave the meeple stuck with 2 AP a
  turn for several turns);
- once the player to act has started its turn (walked, eaten or play-tested): the purchases it can still
  chain with its action points, bag spaces and money, the AP left over (worth about a play-test each), and
  on its last turn the early departure VP still open if it can reach the parking. So a walk towards a good
  stand is worth something before the game is bought, and AP spent on nothing cost something. A turn not
  started yet counts nothing of the kind, so ending a turn early never looks like a gain just because the
  next turn is one's own again.
- a player whose only turn left is its turn of round 7 (under way or still to come): money, ranking cards
  and wish hopes count as they will once that turn is over (money at the surplus rate, a card still
  missing games at nothing), and what the turn can make of them counts through the rest of the turn alone
  (from where the meeple stands, with its AP, the purchases netted at that rate, the early departure if
  still open). Counting a whole turn's promise instead, which the end of the turn drops at once, made
  every plan that ends the last turn (leaving early on the parking included) look several VP worse than
  one still open, and ending the turn before the next player's last turn look better than it is (that
  player's promise dropping as it starts); the bots wandered the hall until their AP ran out instead of
  taking the 6 or 3 VP.
- a player whose turn of round 6 is over: the same, with the last turn still to come counted from where
  the meeple stands and what the bag holds (a fresh turn's AP, the walk to the parking and the unloading
  there, the early departure). A whole turn's promise with a few AP of carrying made a full bag six steps
  from the parking look about 2 VP worse than one two steps away, where that last turn is worth 2 AP and
  nothing to buy against a turn that unloads and buys on (``PREPARE_LAST_TURN``; docs/bots.md).

The estimate is made from the viewer's seat: the other players' secret wish cards are not read, they
count by their chances (each is any card the viewer cannot see, equally likely), so a bot's choice never
depends on cards it could not know. Once the game is over the estimate is the final score, with the
tie-breaks (wish-list games, then the least money) as fractions of a VP.
"""

from __future__ import annotations

from fairtable.engine.strategy import Strategy
from fairtable.games.essen.data import SYMBOLS, data, distances
from fairtable.games.essen.numbers import (
    BAG_SPACES,
    LAST_ROUND,
    LAST_TURN_DISCOUNT,
    LAST_TURN_SYMBOL_VP,
    MIN_PRICE,
    MORNING_SCORING_ROUND,
    TRACK_SPACES,
)
from fairtable.games.essen.numbers import EARLY_DEPARTURE_VP as DEPARTURE_VP
from fairtable.games.essen.scoring import wish_points, withdrawn
from fairtable.games.essen.state import DRAFT, KEEP, OVER, PLAY, REMOVE, WISH, EssenState
from fairtable.games.essen.words import title
from fairtable.i18n import _, ngettext

VP_PER_EURO = 0.06  # €300 buy about 8 games of about 4 VP; a €50 withdrawal costs 2 VP
SPEND_PER_TURN = 70  # about two games a turn: money beyond this much per turn left buys little
SURPLUS_VP_PER_EURO = 1 / 150
AP_VP = 0.35  # an action point left this turn: about what a play-test brings
LATER_AP_VP = 0.6  # an action point of a later turn: about what it buys
BAG_TURNS = 2  # a game carried costs an AP for at most this many turns (a trip to the parking pays by then)
REACH_SHARE = 0.8  # what is still within reach this turn, before it is done
CHAIN_PURCHASES = 3
WITHDRAWN_IDLE = True  # withdrawn money beyond what is needed soon counts as surplus (a switch for measuring)
NEED_SOON = SPEND_PER_TURN  # the purchases withdrawn money may pay for: about a turn's
PREPARE_LAST_TURN = True  # count the last turn as it will be once round 6 is played (a switch for measuring)
WISH_GAME_VP = 2.5  # a wish-list game bought: about half a step of the wish-list table
WISH_CHANCE_PER_TURN = 0.06  # chance per turn left that a held wish card's game gets bought (capped)
WISH_CHANCE_CAP = 0.35
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
    """Per game: whether it can still be bought (on its stand, on the pallet, or in the storage boxes). A
    pallet game under a "not released" token (promo) leaves the game at the next maintenance."""
    out = s.at_stand[:]
    kind = data().event_kind
    for t in s.pallet:
        if t >= 0:
            ev = s.tile_event[t]
            out[t] = ev < 0 or kind[ev] != "not_released"
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
        n = len(can_buy)
        self.cards = set(range(n)).difference(known)
        self.available = sum(map(can_buy.__getitem__, self.cards))

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


def on_last_turn(s: EssenState, p: int) -> bool:
    """Whether all ``p`` still plays is its turn of round 7 (under way, or still to come this round)."""
    return s.round == LAST_ROUND and s.phase != OVER and turns_left(s, p) == 1


def next_is_last_turn(s: EssenState, p: int) -> bool:
    """Whether ``p`` has played its turn of round 6 and all it still plays is its turn of round 7."""
    return PREPARE_LAST_TURN and s.round == LAST_ROUND - 1 and s.phase != OVER and turns_left(s, p) == 1


def _own(s: EssenState, p: int, viewer: int, unknown: _Unknown) -> float:
    turns = 0 if on_last_turn(s, p) or next_is_last_turn(s, p) else turns_left(s, p)
    value = float(s.vp[p])
    value += _money_value(s, p, turns)
    wish, hopes = _wish_count(s, p, viewer, _bought(s, p), unknown)
    if turns == 0 and p == viewer:
        value += wish_points(round(wish))
    else:
        value += smooth_wish(wish + min(WISH_CHANCE_CAP, WISH_CHANCE_PER_TURN * turns) * hopes)
    value -= _bag_cost(s, p, turns - (1 if p == s.current and s.phase in (PLAY, KEEP) else 0))
    if s.rankings:
        morning = s.round <= MORNING_SCORING_ROUND
        turns_to_score = turns - (LAST_ROUND - MORNING_SCORING_ROUND) if morning else turns
        value += _ranking_value(_owned(s, p), tuple(s.rankings), turns_to_score, turns, morning)
    return value


def _money_value(s: EssenState, p: int, turns: int) -> float:
    """Money as buying power for the turns left: €70 a turn at 0.06 VP a euro, the rest at the surplus rate.
    Withdrawn money still in hand (what the player holds up to what it withdrew, spent last) counts as
    buying power only where the player's own money falls short of a turn's purchases; beyond that it is
    surplus. A withdrawal pays 2 VP for €50 the player can still fetch at the parking when it needs it, so it
    is worth its price only for purchases the cash alone cannot pay for soon."""
    money = s.money[p]
    if WITHDRAWN_IDLE:
        taken = min(money, withdrawn(s, p))
        short = max(0, NEED_SOON - (money - taken))
        idle = taken - min(taken, short)
    else:
        idle = 0
    budget = SPEND_PER_TURN * turns
    useful = money - idle
    return (min(useful, budget) * VP_PER_EURO + max(0, useful - budget) * SURPLUS_VP_PER_EURO
            + idle * SURPLUS_VP_PER_EURO)


def _bag_cost(s: EssenState, p: int, later_turns: int) -> float:
    """The action points the bag will cost: carried, each game takes one every later turn; or the meeple
    walks back to the parking to unload, which takes more than one turn when the bag leaves fewer AP than
    the walk needs. Whichever is cheaper; nothing on the parking itself (unloading is free there)."""
    bag = len(s.bag[p])
    if later_turns <= 0 or not bag:
        return 0.0
    walk = distances(tuple(s.crowd), s.position[p])[0][data().parking]
    if walk == 0:
        return 0.0
    carry = bag * min(later_turns, BAG_TURNS)
    go_back = walk + 2 * max(0, walk - (TRACK_SPACES - bag))
    return LATER_AP_VP * min(carry, go_back)


_offers_cache: dict[tuple[object, ...], list[tuple[float, int, int]]] = {}


def _offers(
    s: EssenState, wished: frozenset[int], sold_out_blocked: bool, per_euro: float = VP_PER_EURO
) -> list[tuple[float, int, int]]:
    """(gain, price, space) of every game on sale worth more than its action point to a player with these
    wish cards, best first, the price counted at ``per_euro`` VP a euro. Cached: the stands, popularity and
    events change far less often than the meeples move."""
    key = (tuple(s.at_stand), tuple(s.popularity), tuple(s.tile_event), s.last_turn, sold_out_blocked, wished, per_euro)
    hit = _offers_cache.get(key)
    if hit is not None:
        return hit
    d = data()
    popularity = s.popularity
    tile_event = s.tile_event
    event_vp, event_cut, event_kind = d.event_vp, d.event_discount, d.event_kind
    symbol, bonus, full_price, tile_space = d.tile_symbol, d.tile_bonus, d.tile_price, d.tile_space
    sale, craze = 0, -1
    if s.last_turn >= 0:
        last = d.last_turn[s.last_turn]
        if last.effect == "discount":
            sale = LAST_TURN_DISCOUNT
        elif last.effect == "symbol_bonus" and last.symbol is not None:
            craze = SYMBOLS.index(last.symbol)
    offers: list[tuple[float, int, int]] = []  # (gain, price, space) of every game on sale to this player
    for t, on in enumerate(s.at_stand):
        if not on:
            continue
        ev = tile_event[t]
        vp = popularity[symbol[t]] + bonus[t]
        cut = sale
        if ev >= 0:
            if sold_out_blocked and event_kind[ev] == "sold_out":
                continue
            vp += event_vp[ev]
            cut += event_cut[ev]
        if symbol[t] == craze:
            vp += LAST_TURN_SYMBOL_VP
        cost = max(MIN_PRICE, full_price[t] - cut) if cut else full_price[t]
        gain = max(0, vp) - cost * per_euro
        if t in wished:
            gain += WISH_GAME_VP
        if gain > AP_VP:
            offers.append((gain, cost, tile_space[t]))
    offers.sort(reverse=True)
    if len(_offers_cache) > 50_000:
        _offers_cache.clear()
    _offers_cache[key] = offers
    return offers


def _rest_of_turn(s: EssenState, p: int, viewer: int) -> float:
    """What the player to act can still make of this turn: a chain of the best purchases its action points,
    bag spaces and money allow (each walk and bag space charged at an AP's worth), the AP left over as
    play-tests, and on its last turn the early departure still open if the parking is within reach."""
    last = on_last_turn(s, p)
    offers = _offers_for(s, p, viewer, last)
    depart = last and _departure_open(s, p)
    return REACH_SHARE * _best_chain(s, offers, s.position[p], s.ap(p), len(s.bag[p]), s.money[p], depart)


def _last_turn(s: EssenState, p: int, viewer: int) -> float:
    """What a player whose round-6 turn is over can make of its turn of round 7, from where its meeple
    stands and with what its bag holds: the best of the chains :func:`_rest_of_turn` counts on a last turn,
    and of walking to the parking first, unloading there (which frees the bag's spaces as action points) and
    going on from there. A full bag far from the parking leaves that turn 2 AP and nothing to buy."""
    parking = data().parking
    offers = _offers_for(s, p, viewer, True)
    here, bag, money = s.position[p], len(s.bag[p]), s.money[p]
    depart = _departure_open(s, p)
    value = _best_chain(s, offers, here, TRACK_SPACES - bag, bag, money, depart)
    walk = distances(tuple(s.crowd), here)[0][parking]
    if bag and 0 < walk <= TRACK_SPACES - bag:
        value = max(value, _best_chain(s, offers, parking, TRACK_SPACES - walk, 0, money, depart))
    return REACH_SHARE * value


def _best_chain(s: EssenState, offers: list, here: int, ap: int, bag: int, money: int, depart: bool) -> float:
    """The best chain of purchases from ``here``; with ``depart``, the early departure weighed against what
    the AP would buy elsewhere: the best chain that still ends on the parking, plus its VP (6 or 3), if that
    is worth more."""
    value = _chain(s, offers, here, ap, bag, money, None)
    if depart:
        value = max(value, _chain(s, offers, here, ap, bag, money, data().parking))
    return value


def _offers_for(s: EssenState, p: int, viewer: int, last: bool) -> list[tuple[float, int, int]]:
    wished = frozenset(s.hand[p] if p == viewer else s.hand_public[p]).union(s.common)
    return _offers(s, wished, s.preorder[p] >= 0, SURPLUS_VP_PER_EURO if last else VP_PER_EURO)


def _departure_open(s: EssenState, p: int) -> bool:
    return p not in s.departed and len(s.departed) < len(DEPARTURE_VP)


def _chain(
    s: EssenState, all_offers: list, here: int, ap: int, bag: int, money: int, parking: int | None
) -> float:
    """The chain of purchases as :func:`_rest_of_turn` counts it from ``here`` with ``ap`` action points,
    ``bag`` games in the bag and ``money``, the AP left over as play-tests; with ``parking``, only purchases
    after which the parking stays within reach, then the walk there and the early departure's VP (nothing
    when the parking is out of reach)."""
    crowd = tuple(s.crowd)
    offers = list(all_offers)
    value = 0.0
    if parking is not None and distances(crowd, here)[0][parking] > ap:
        return 0.0
    for _step in range(CHAIN_PURCHASES):
        if bag >= BAG_SPACES or ap < 1:
            break
        dist = distances(crowd, here)[0]
        best = None
        best_score = 0.0
        for i, (gain, cost, space) in enumerate(offers):
            if gain - AP_VP <= best_score:
                break  # sorted by gain: no later game can beat the best found
            walk = dist[space]
            if walk >= ap or cost > money:
                continue
            if parking is not None and walk + 1 + distances(crowd, space)[0][parking] > ap:
                continue
            score = gain - (walk + 1) * AP_VP
            if score > best_score:
                best, best_score = i, score
        if best is None:
            break
        gain, cost, space = offers.pop(best)
        value += gain
        ap -= dist[space] + 1
        money -= cost
        bag += 1
        here = space
    if parking is not None:
        ap -= distances(crowd, here)[0][parking]
        value += DEPARTURE_VP[len(s.departed)]
    return value + max(0, ap) * AP_VP


def estimate(s: EssenState, p: int) -> float:
    unknown = _Unknown(s, p)
    if s.phase == OVER:
        values = [_final(s, q, p, unknown) for q in range(s.players)]
    else:
        values = [_own(s, q, p, unknown) for q in range(s.players)]
        playing = s.phase in (PLAY, KEEP)
        for q in range(s.players):
            started = playing and q == s.current and (s.action_pos[q] > 0 or s.ate)
            if started or on_last_turn(s, q):
                values[q] += _rest_of_turn(s, q, p)
            elif next_is_last_turn(s, q):
                values[q] += _last_turn(s, q, p)
    mine = values[p]
    return mine - max((v for q, v in enumerate(values) if q != p), default=0.0)


class EssenStrategy(Strategy[EssenState]):
    """What bots know of ESSEN: :func:`estimate`, and the planner tuned for a turn of many small steps."""

    planner_width = 4
    planner_nodes = 160
    max_rounds = 7  # the rulebook's 7 rounds
    actions_per_seat = 70  # the longest normal game's actions per seat (bots/selfplay.py's limit)

    def heuristic(self, state: EssenState, player: int) -> float:
        return estimate(state, player)

    def reasons(self, before: EssenState, after: EssenState, player: int) -> list[str]:
        """The VP now, each game bought that is on the seat's own wish list (it counts at the end), and the bag
        spaces the games take from the next turns' action points (the estimate's bag cost)."""
        out = super().reasons(before, after, player)
        new = sorted(_bought(after, player) - _bought(before, player))
        for t in new:
            if t in before.hand[player]:
                # TRANSLATORS: the Hint's reason: a game bought is on the player's own wish list
                out.append(_("{game} is on your wish list").format(game=title(t)))
            elif t in after.hand[player]:
                # TRANSLATORS: the Hint's reason: buying a game of the common wish list gives its wish card
                out.append(_("{game} is on the common wish list: buying it gives you its card").format(game=title(t)))
        carried = len(after.bag[player])
        if new and carried:
            # TRANSLATORS: the Hint's reason: the games in the bag each take an action point until unloaded
            out.append(ngettext("{n} game in your bag costs 1 AP a turn until you unload it",
                                "{n} games in your bag cost {n} AP a turn until you unload them", carried).format(n=carried))
        return out
