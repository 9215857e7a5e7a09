"""The legal actions of the seat to act, listed fast ("How to Play", phase by phase), and the candidates
(every action of the right shape, legal or not) that probe ``moves.check``.

The list and ``moves.check`` share the rules of ``state.py`` and ``sections/`` so they agree; the
conformance suite probes every candidate of ``candidate_actions`` against ``check``.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Action, shared
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.actions import (
    Advertise,
    Build,
    BuildFacility,
    Call,
    DoneArranging,
    DoneSelling,
    DraftGoal,
    Enter,
    HireGray,
    MoveFacility,
    MoveStore,
    Pass,
    PlaceFirstStore,
    RemoveFacility,
    Renovate,
    ReturnCustomer,
    Sell,
    Take,
)
from fairtable.games.marche.data import Cost
from fairtable.games.marche.sections.construction import discount
from fairtable.games.marche.sections.plaza import cells_with_room, top_facility
from fairtable.games.marche.state import (
    ACTIONS,
    DRAFT,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    MarcheState,
    can_hire_gray,
    first_backyard_worker,
    is_prop,
    stores_of,
    top_card,
)

D = T.D






















def legal(s: MarcheState) -> list[Action]:
    ph = s.phase
    if ph == OVER:
        return []
    p = s.turn
    if ph == SOLICIT:
        return _legal_calls(s, p) + [shared(Pass, p)]
    if ph == ACTIONS:
        return _legal_worker_actions(s, p)
    if ph == RETURN:
        cells = cells_with_room(s)
        return [shared(ReturnCustomer, p, c, cell) for c in s.returning for cell in cells]
    if ph == SALE:
        return [shared(Sell, p, c) for c in stores_of(s, p)] + [shared(DoneSelling, p)]
    if ph == TOBY:
        # Done first: a bot that finds no rearrangement better than the one it has stops, instead of
        # swapping two stores back and forth until the moves run out.
        out: list[Action] = [shared(DoneArranging, p)]
        return out + [shared(MoveStore, p, c, n)
                      for c in stores_of(s, p) for n in range(NUM.SECTIONS) if s.section_of[c] != n]
    if ph == DRAFT:
        return [shared(DraftGoal, p, g) for g in s.draft_hands[p]]
    types = range(T.N_TYPES) if is_prop(s, p, "morgan") else [T.GROCERY]
    out = []
    for t in types:
        card = top_card(s, t)
        if card >= 0:
            out.extend(shared(PlaceFirstStore, p, card, n) for n in range(NUM.SECTIONS))
    return out


def _legal_calls(s: MarcheState, p: int) -> list[Action]:
    out: list[Action] = []
    lines = T.GEOMETRY[s.players].lines[p]
    cc = s.cell_cust
    for n, card in enumerate(s.sections[p]):
        if card < 0:
            continue
        free = [i for i, c in enumerate(s.store_cust[card]) if c < 0]
        if not free:
            continue
        for cell in lines[n]:
            for cust in cc[cell]:
                for i in free:
                    out.append(shared(Call, p, cust, n, i))
    return out


def _swaps(s: MarcheState, p: int, coins: int, wood: int, leon: bool) -> list[int]:
    if not leon:
        return [0] if s.coins[p] >= coins and s.wood[p] >= wood else []
    return [k for k in range(wood + 1) if s.coins[p] >= coins + NUM.LEON_COINS_PER_WOOD * k and s.wood[p] >= wood - k]


def _legal_worker_actions(s: MarcheState, p: int) -> list[Action]:
    out: list[Action] = []
    w = first_backyard_worker(s, p)
    if w >= 0:
        coins_have, wood_have = s.coins[p], s.wood[p]
        leon = is_prop(s, p, "leon")
        empty = [n for n in range(NUM.SECTIONS) if s.sections[p][n] < 0]
        dc, dw = discount(s, p)
        if empty:
            out.extend(_build_actions(s, p, leon, dc, dw, empty))
        advanced = s.advanced
        for n, card in enumerate(s.sections[p]):
            if card >= 0 and not advanced[card]:
                ren = T.RENOVATION_COST[T.CARD_TYPE[card]]
                if ren is not None:  # a Special Store has no Advanced side
                    coins, wood = max(0, ren[0] - dc), max(0, ren[1] - dw)  # as renovation_cost
                    out.extend(shared(Renovate, p, w, n, k) for k in _swaps(s, p, coins, wood, leon))
        store_workers = s.store_workers
        for o in range(s.players):
            if o != p:
                for n, card in enumerate(s.sections[o]):
                    if card >= 0:
                        for i, x in enumerate(store_workers[card]):
                            if x < 0:
                                out.append(shared(Enter, p, w, o, n, i))
        for ad in s.ad_display:
            workers = s.ad_workers[ad]
            if len(workers) >= NUM.AD_WORKERS:
                continue
            cost = T.AD_FIELD_COINS[ad]
            mine = -1
            for seat, f, _w, _paid in workers:
                if seat == p:
                    mine = f
            for field in (0, 1):
                if (mine < 0 or mine == field) and coins_have >= cost[field]:
                    out.append(shared(Advertise, p, w, ad, field))
        out.extend(_facility_actions(s, p))
        if coins_have < NUM.COIN_CAP:
            out.append(shared(Take, p, w, "coin"))
        if wood_have < NUM.WOOD_CAP:
            out.append(shared(Take, p, w, "wood"))
    if can_hire_gray(s, p):
        out.append(shared(HireGray, p))
    out.append(shared(Pass, p))
    return out


_BUILD_CACHE: dict[tuple[object, ...], list[Action]] = {}


_BUILD_LISTS: dict[tuple[object, ...], list[Action]] = {}


# No construction costs more than this (coins with all wood paid as Leon's 2 coins, wood): richer is the same.
_RICH = (max(c + NUM.LEON_COINS_PER_WOOD * w for costs in T.BUILD_COST for c, w in costs), max(w for costs in T.BUILD_COST for _, w in costs))


def _build_actions(s: MarcheState, p: int, leon: bool, dc: int, dw: int, empty: list[int]) -> list[Action]:
    """Construction choices depend on the cards in the play area, the player's sections, purse and
    discount only, so the lists are kept by that key."""
    have_c, have_w = min(s.coins[p], _RICH[0]), min(s.wood[p], _RICH[1])
    key = (p, tuple(s.sections[p]), have_c, have_w, leon, dc, dw, tuple(s.owner))
    out = _BUILD_CACHE.get(key)
    if out is not None:
        return out
    out = []
    empty_t = tuple(empty)
    owned = {T.CARD_TYPE[c] for c in s.sections[p] if c >= 0}
    for t in range(T.N_TYPES):
        if t in owned:
            continue
        card = top_card(s, t)
        if card < 0:
            continue
        for renovate, (coins, wood) in enumerate(T.BUILD_COST[t]):
            coins, wood = max(0, coins - dc), max(0, wood - dw)
            for k in _swaps(s, p, coins, wood, leon):
                key2 = (p, card, renovate, k, empty_t)
                got = _BUILD_LISTS.get(key2)
                if got is None:
                    got = [shared(Build, p, card, n, bool(renovate), k) for n in empty]
                    _BUILD_LISTS[key2] = got
                out.extend(got)
    if len(_BUILD_CACHE) > 50_000:
        _BUILD_CACHE.clear()
    _BUILD_CACHE[key] = out
    return out


_FACILITY_CACHE: dict[tuple[object, ...], list[Action]] = {}


@cache
def _facility_costs(players: int) -> tuple[Cost, ...]:
    return tuple(f.cost_for(players) for f in D.facilities)


def _facility_actions(s: MarcheState, p: int) -> list[Action]:
    """Building, moving and removing public facilities depend only on the plaza's facilities and on what
    the player can pay, so the lists are kept by that key."""
    costs = _facility_costs(s.players)
    afford = tuple(
        top_facility(s, f.id) if s.coins[p] >= c.coins and s.wood[p] >= c.wood else -1
        for f, c in zip(D.facilities, costs, strict=True)
    )
    can_move = s.wood[p] >= NUM.MOVE_FACILITY_WOOD
    key = (s.players, p, afford, can_move, tuple(s.fac_spot))
    out = _FACILITY_CACHE.get(key)
    if out is not None:
        return out
    out = []
    spots = T.GEOMETRY[s.players].spots
    free_spots = [sp for sp in spots if s.fac_at[sp[0]] < 0 and s.fac_at[sp[1]] < 0]
    for k in afford:
        if k >= 0:
            out.extend(shared(BuildFacility, p, k, a, b == a + 4) for a, b in free_spots)
    if can_move:
        for k in range(T.N_FAC):
            at = s.fac_spot[k]
            if at < 0:
                continue
            for i, (a, b) in enumerate(spots):
                if i != at and s.fac_at[a] in (-1, k) and s.fac_at[b] in (-1, k):
                    out.append(shared(MoveFacility, p, k, a, b == a + 4))
            out.append(shared(RemoveFacility, p, k))
    if len(_FACILITY_CACHE) > 50_000:
        _FACILITY_CACHE.clear()
    _FACILITY_CACHE[key] = out
    return out


def candidates(s: MarcheState) -> list[Action]:
    """Every action of the right shape for the seat to act, legal or not (for probing ``check``)."""
    if s.phase == OVER:
        return []
    p = s.turn
    out = legal(s)
    w = max(0, first_backyard_worker(s, p))
    out += [shared(Call, p, c, n, 0) for c in range(0, NUM.N_CUSTOMERS, 3) for n in range(4)]
    out += [shared(Sell, p, c) for c in range(T.N_CARDS)]
    out += [shared(ReturnCustomer, p, c, cell) for c in range(0, NUM.N_CUSTOMERS, 5) for cell in range(16)]
    for t in range(T.N_TYPES):
        card = T.TYPE_CARDS[t][0]
        out += [shared(Build, p, card, n, r, 0) for n in range(4) for r in (False, True)]
        out += [shared(PlaceFirstStore, p, card, n) for n in range(4)]
    out += [shared(Renovate, p, w, n, 0) for n in range(4)]
    out += [shared(Enter, p, w, o, n, i) for o in range(s.players) for n in range(4) for i in range(2)]
    out += [shared(Advertise, p, w, ad, f) for ad in range(len(D.ads)) for f in (0, 1)]
    for k in range(T.N_FAC):
        out += [shared(BuildFacility, p, k, c, v) for c in range(0, 16, 3) for v in (False, True)]
        out += [shared(MoveFacility, p, k, c, v) for c in range(0, 16, 5) for v in (False, True)]
        out.append(shared(RemoveFacility, p, k))
    out += [shared(Take, p, w, r) for r in ("coin", "wood")]
    out += [shared(HireGray, p), shared(Pass, p), shared(DoneSelling, p), shared(DoneArranging, p)]
    out += [shared(DraftGoal, p, g) for g in range(len(D.goals))]
    out += [shared(MoveStore, p, c, n) for c in range(T.N_CARDS) for n in range(4)]
    return out
