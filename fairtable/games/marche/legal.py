"""Which actions are legal now, and why an action is not ("How to Play", phase by phase).

``legal_actions`` and ``check`` share the helpers of ``logic.py`` so they agree; the conformance suite
probes every candidate of ``candidate_actions`` against ``check``.
"""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Action
from fairtable.games.marche import data as T
from fairtable.games.marche import logic as L
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
    make,
    maker,
)
from fairtable.games.marche.data import Cost
from fairtable.games.marche.state import (
    ABSENT,
    ACTIONS,
    DRAFT,
    FIRST_STORE,
    HIRED,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    MarcheState,
)
from fairtable.i18n import N_, _

D = T.D
PHASE_OF: dict[type[Action], tuple[int, ...]] = {
    DraftGoal: (DRAFT,), PlaceFirstStore: (FIRST_STORE,), MoveStore: (TOBY,), DoneArranging: (TOBY,),
    Call: (SOLICIT,), Pass: (SOLICIT, ACTIONS), Sell: (SALE,), DoneSelling: (SALE,), ReturnCustomer: (RETURN,),
    Build: (ACTIONS,), Renovate: (ACTIONS,), Enter: (ACTIONS,), Advertise: (ACTIONS,), BuildFacility: (ACTIONS,),
    MoveFacility: (ACTIONS,), RemoveFacility: (ACTIONS,), Take: (ACTIONS,), HireGray: (ACTIONS,),
}
WORKER_ACTIONS = (Build, Renovate, Enter, Advertise, BuildFacility, MoveFacility, RemoveFacility, Take)
# When each action belongs, for the refusal of one made at another time ("Not now: stores are sold in the
# Sale Phase; this is the Worker Actions Phase").
WHEN: dict[type[Action], str] = {
    DraftGoal: N_("Major Goals are kept in the goal draft, before the first round"),
    PlaceFirstStore: N_("first stores are opened at setup"),
    MoveStore: N_("Toby rearranges stores at the start of the Solicitation Phase"),
    DoneArranging: N_("Toby rearranges stores at the start of the Solicitation Phase"),
    Call: N_("customers are called in the Solicitation Phase"),
    Pass: N_("passing is for the Solicitation and Worker Actions Phases"),
    Sell: N_("stores are sold in the Sale Phase"),
    DoneSelling: N_("Done selling ends your turn of the Sale Phase"),
    ReturnCustomer: N_("customers of a sold store go back to the plaza in the Sale Phase"),
    Build: N_("stores are built in the Worker Actions Phase"),
    Renovate: N_("stores are renovated in the Worker Actions Phase"),
    Enter: N_("workers enter other players' stores in the Worker Actions Phase"),
    Advertise: N_("workers advertise in the Worker Actions Phase"),
    BuildFacility: N_("public facilities are built in the Worker Actions Phase"),
    MoveFacility: N_("public facilities are moved in the Worker Actions Phase"),
    RemoveFacility: N_("public facilities are removed in the Worker Actions Phase"),
    Take: N_("1 coin or 1 wood is taken in the Worker Actions Phase"),
    HireGray: N_("Vanessa hires the gray worker in the Worker Actions Phase"),
}
# The phase as a sentence names it.
NOW = {DRAFT: N_("the goal draft"), FIRST_STORE: N_("the setup, where each player opens a first store"),
       TOBY: N_("Toby's rearrangement, before the Solicitation Phase"), SOLICIT: N_("the Solicitation Phase"),
       SALE: N_("the Sale Phase"), RETURN: N_("the Sale Phase"), ACTIONS: N_("the Worker Actions Phase")}

# Cached constructors for the actions listed at every step (fields in this order).
_PASS = maker(Pass, "player")
_CALL = maker(Call, "player", "customer", "section", "seat")
_RETURN = maker(ReturnCustomer, "player", "customer", "cell")
_SELL = maker(Sell, "player", "card")
_DONE_SELLING = maker(DoneSelling, "player")
_RENOVATE = maker(Renovate, "player", "worker", "section", "swap")
_ENTER = maker(Enter, "player", "worker", "owner", "section", "seat")
_ADVERTISE = maker(Advertise, "player", "worker", "ad", "field")
_TAKE = maker(Take, "player", "worker", "resource")
_HIRE_GRAY = maker(HireGray, "player")


def spot_of(s: MarcheState, cell: int, vertical: bool) -> tuple[int, int] | None:
    spot = (cell, cell + (4 if vertical else 1))
    return spot if spot in T.GEOMETRY[s.players].spot_index else None


def spot_free(s: MarcheState, spot: tuple[int, int], own: int = -1) -> bool:
    return all(s.fac_at[c] in (-1, own) for c in spot)


def top_facility(s: MarcheState, ftype: int) -> int:
    for k in range(T.N_FAC):
        if T.FAC_TYPE[k] == ftype and s.fac_spot[k] < 0:
            return k
    return -1


def customer_cell(s: MarcheState, customer: int) -> int:
    for cell in T.GEOMETRY[s.players].cells:
        if customer in s.cell_cust[cell]:
            return cell
    return -1


# -- check ----------------------------------------------------------------------------------------------


def check(s: MarcheState, a: Action) -> str | None:
    if s.phase == OVER:
        return _("The game is over")
    if a.player != s.turn:
        return _("Not your turn")
    phases = PHASE_OF.get(type(a))
    if phases is None:
        return _("That is not an action of Animal Marche")
    p = a.player
    if s.phase not in phases:
        return _not_now(s, a)
    if isinstance(a, WORKER_ACTIONS):
        w = L.first_backyard_worker(s, p)
        if w < 0:
            return _("You have no worker left in your backyard")
        if hasattr(a, "worker") and a.worker != w:  # type: ignore[attr-defined]
            return _("Use the next worker in your backyard")
    fn = _CHECKS.get(type(a))
    return fn(s, a) if fn else None


def _not_now(s: MarcheState, a: Action) -> str:
    """An action out of its phase: what is needed now, or when it belongs."""
    p = a.player
    if isinstance(a, HireGray) and not L.is_prop(s, p, "vanessa"):
        return _("Only Vanessa can hire the gray worker")
    if isinstance(a, MoveStore | DoneArranging) and not L.is_prop(s, p, "toby"):
        return _("Only Toby rearranges stores, at the start of the Solicitation Phase")
    if s.phase == RETURN:
        return _("First put the customers of the store you sold back on the plaza: drag each onto a cell with room")
    if isinstance(a, Pass) and s.phase == SALE:
        return _("To keep your stores, press Done selling")
    if isinstance(a, Pass) and s.phase == TOBY:
        return _("To end the rearrangement, press Done arranging")
    if isinstance(a, Pass) and s.phase == DRAFT:
        return _("There is no passing in the goal draft: keep one of the Major Goals in your hand")
    if isinstance(a, Pass) and s.phase == FIRST_STORE:
        return _("There is no passing at setup: open your first store in a section of your board")
    return not_now(WHEN[type(a)], NOW[s.phase])


def not_now(when: str, now: str) -> str:
    """An action out of its time: when it belongs and what is happening now (both marked with N_)."""
    # TRANSLATORS: {when} says when an action belongs ("stores are sold in the Sale Phase"), {now} the
    # part of the game going on ("the Worker Actions Phase").
    return _("Not now: {when}; this is {now}").format(when=_(when), now=_(now))


def _draft(s: MarcheState, a: DraftGoal) -> str | None:
    return None if a.goal in s.draft_hands[a.player] else _("That goal card is not in your hand")


def _store_from_market(s: MarcheState, p: int, card: int) -> str | None:
    if card >= T.N_CARDS:
        return _("There is no such store card")
    if s.owner[card] == -2:
        st = D.stores[T.CARD_TYPE[card]]
        if st.removed_with_two and s.players == 2:
            return _("The {store} is removed from 2-player games").format(store=_(st.basic.name_en))
        return _("Only {n} {store} cards are used with {n} players: all are taken").format(n=s.players, store=_(st.basic.name_en))
    if s.owner[card] == p:
        return _("That store is already yours")
    if s.owner[card] >= 0:
        return _("That store belongs to {seat}").format(seat=f"Seat {s.owner[card] + 1}")
    if L.top_card(s, T.CARD_TYPE[card]) != card:
        return _("Take the top card of that store's deck")
    if L.owns_type(s, p, T.CARD_TYPE[card]):
        return _("You already have that store (its basic and advanced sides count as the same store)")
    return None


def _first_store(s: MarcheState, a: PlaceFirstStore) -> str | None:
    why = _store_from_market(s, a.player, a.card)
    if why:
        return why
    if T.CARD_TYPE[a.card] != T.GROCERY and not L.is_prop(s, a.player, "morgan"):
        return _("Your first store is the Grocery Store (only Morgan may choose another)")
    return None


def _move_store(s: MarcheState, a: MoveStore) -> str | None:
    if a.card >= T.N_CARDS or s.owner[a.card] != a.player:
        return _("That is not your store")
    if s.section_of[a.card] == a.section:
        return _("That store is already in that section")
    return None


def _call(s: MarcheState, a: Call) -> str | None:
    card = s.sections[a.player][a.section]
    if card < 0:
        return _("You have no store in that section")
    seats = s.store_cust[card]
    if not seats:
        return _("That store has no customer seats")
    if a.seat >= len(seats):
        return _("That store has no such customer seat")
    if seats[a.seat] >= 0:
        return _("That customer seat is taken")
    cell = customer_cell(s, a.customer)
    if cell < 0:
        return _("That customer is not on the plaza")
    if cell not in T.GEOMETRY[s.players].lines[a.player][a.section]:
        return _("That customer is out of range: a store calls only from the line of cells in front of it")
    return None


def _sell(s: MarcheState, a: Sell) -> str | None:
    if a.card >= T.N_CARDS or s.owner[a.card] != a.player:
        return _("That is not your store")
    return None


def _return(s: MarcheState, a: ReturnCustomer) -> str | None:
    if a.customer not in s.returning:
        return _("That customer is not coming back from the store you sold")
    if not T.GEOMETRY[s.players].valid[a.cell]:
        return _("That cell counts as outside the plaza (the diagonal of the 3-player game)")
    if len(s.cell_cust[a.cell]) >= L.capacity(s, a.cell):
        return _("That cell has no room for another customer")
    return None


def _build(s: MarcheState, a: Build) -> str | None:
    why = _store_from_market(s, a.player, a.card)
    if why:
        return why
    if s.sections[a.player][a.section] >= 0:
        return _("That section already has a store")
    if a.renovate and T.SPECIAL[T.CARD_TYPE[a.card]]:
        return _("A Special Store cannot be renovated")
    coins, wood = L.build_cost(s, a.player, a.card, a.renovate)
    return L.can_pay(s, a.player, coins, wood, a.swap)


def _renovate(s: MarcheState, a: Renovate) -> str | None:
    card = s.sections[a.player][a.section]
    if card < 0:
        return _("You have no store in that section")
    if T.SPECIAL[T.CARD_TYPE[card]]:
        return _("A Special Store cannot be renovated")
    if s.advanced[card]:
        return _("That store is already Advanced")
    coins, wood = L.renovation_cost(s, a.player, card)
    return L.can_pay(s, a.player, coins, wood, a.swap)


def _enter(s: MarcheState, a: Enter) -> str | None:
    if a.owner == a.player:
        return _("Enter another player's store, not your own")
    if a.owner >= s.players:
        return _("There is no such player")
    card = s.sections[a.owner][a.section]
    if card < 0:
        return _("There is no store in that section")
    seats = s.store_workers[card]
    if a.seat >= len(seats):
        return _("That store has no such worker seat") if seats else "That store has no worker seat"
    if seats[a.seat] >= 0:
        return _("That worker seat is taken")
    return None


def _advertise(s: MarcheState, a: Advertise) -> str | None:
    if a.ad not in s.ad_display:
        return _("That ad is not on display")
    workers = s.ad_workers[a.ad]
    if len(workers) >= 2:
        return _("That ad already holds 2 workers")
    for seat, field, _w, _paid in workers:
        if seat == a.player and field != a.field:
            return _("Your second worker on an ad goes on the field of your first")
    cost = D.ads[a.ad].fields[a.field].coins
    if s.coins[a.player] < cost:
        return _("Not enough coins: that field costs {cost}, you have {have}").format(cost=cost, have=s.coins[a.player])
    return None


def _facility_spot(s: MarcheState, cell: int, vertical: bool, own: int = -1) -> str | None:
    spot = spot_of(s, cell, vertical)
    if spot is None:
        geo = T.GEOMETRY[s.players]
        other = cell + (4 if vertical else 1)
        if any(c in geo.blocked for c in (cell, other) if c < 16):
            return _("A public facility cannot cover a cell outside the plaza (the diagonal of the 3-player game)")
        return _("A public facility must lie on 2 cells of the plaza, not off it")
    if not spot_free(s, spot, own):
        return _("A public facility cannot overlap another one")
    return None


def _build_facility(s: MarcheState, a: BuildFacility) -> str | None:
    if a.facility >= T.N_FAC:
        return _("There is no such facility")
    if s.fac_spot[a.facility] >= 0:
        return _("That facility is already on the plaza")
    if top_facility(s, T.FAC_TYPE[a.facility]) != a.facility:
        return _("Take the top card of that facility's pile")
    f = D.facilities[T.FAC_TYPE[a.facility]]
    cost = f.cost_for(s.players)
    why = L.can_pay(s, a.player, cost.coins, cost.wood, 0)
    if why:
        # TRANSLATORS: {why} is a refusal such as "Not enough wood: you need 3, you have 1".
        return _("{why} (a {facility} costs {coins} coins and {wood} wood)").format(
            why=why, facility=_(f.name_en), coins=cost.coins, wood=cost.wood)
    return _facility_spot(s, a.cell, a.vertical)


def _wood_for_move(s: MarcheState, p: int, k: int) -> str | None:
    if k >= T.N_FAC or s.fac_spot[k] < 0:
        return _("That facility is not on the plaza")
    if s.wood[p] < NUM.MOVE_FACILITY_WOOD:
        return _("Moving or removing a facility costs {n} wood, you have {have}").format(n=NUM.MOVE_FACILITY_WOOD, have=s.wood[p])
    return None


def _move_facility(s: MarcheState, a: MoveFacility) -> str | None:
    why = _wood_for_move(s, a.player, a.facility)
    if why:
        return why
    spot = spot_of(s, a.cell, a.vertical)
    if spot is not None and T.GEOMETRY[s.players].spot_index[spot] == s.fac_spot[a.facility]:
        return _("The facility is already there")
    return _facility_spot(s, a.cell, a.vertical, a.facility)


def _remove_facility(s: MarcheState, a: RemoveFacility) -> str | None:
    return _wood_for_move(s, a.player, a.facility)


def _take(s: MarcheState, a: Take) -> str | None:
    if a.resource == "coin" and s.coins[a.player] >= NUM.COIN_CAP:
        return _("You already have {n} coins, the most the track holds").format(n=NUM.COIN_CAP)
    if a.resource == "wood" and s.wood[a.player] >= NUM.WOOD_CAP:
        return _("You already have {n} wood, the most the track holds").format(n=NUM.WOOD_CAP)
    return None


def _hire_gray(s: MarcheState, a: HireGray) -> str | None:
    p = a.player
    if not L.is_prop(s, p, "vanessa"):
        return _("Only Vanessa can hire the gray worker")
    if s.wloc[p][T.GRAY] == HIRED:
        return _("The gray worker is hired: it can be used from your next turn")
    if s.wloc[p][T.GRAY] != ABSENT:
        return _("The gray worker is already hired")
    if s.coins[p] < NUM.GRAY_COST:
        return _("Hiring the gray worker costs {cost} coins, you have {have}").format(cost=NUM.GRAY_COST, have=s.coins[p])
    return None


_CHECKS = {
    DraftGoal: _draft, PlaceFirstStore: _first_store, MoveStore: _move_store, Call: _call, Sell: _sell,
    ReturnCustomer: _return, Build: _build, Renovate: _renovate, Enter: _enter, Advertise: _advertise,
    BuildFacility: _build_facility, MoveFacility: _move_facility, RemoveFacility: _remove_facility, Take: _take,
    HireGray: _hire_gray,
}


# -- legal actions --------------------------------------------------------------------------------------


def legal(s: MarcheState) -> list[Action]:
    ph = s.phase
    if ph == OVER:
        return []
    p = s.turn
    if ph == SOLICIT:
        return _legal_calls(s, p) + [_PASS(p)]
    if ph == ACTIONS:
        return _legal_worker_actions(s, p)
    if ph == RETURN:
        cells = L.cells_with_room(s)
        return [_RETURN(p, c, cell) for c in s.returning for cell in cells]
    if ph == SALE:
        return [_SELL(p, c) for c in L.stores_of(s, p)] + [_DONE_SELLING(p)]
    if ph == TOBY:
        # Done first: a bot that finds no rearrangement better than the one it has stops, instead of
        # swapping two stores back and forth until the moves run out.
        out: list[Action] = [make(DoneArranging, player=p)]
        return out + [make(MoveStore, player=p, card=c, section=n)
                      for c in L.stores_of(s, p) for n in range(4) if s.section_of[c] != n]
    if ph == DRAFT:
        return [make(DraftGoal, player=p, goal=g) for g in s.draft_hands[p]]
    types = range(T.N_TYPES) if L.is_prop(s, p, "morgan") else [T.GROCERY]
    out = []
    for t in types:
        card = L.top_card(s, t)
        if card >= 0:
            out.extend(make(PlaceFirstStore, player=p, card=card, section=n) for n in range(4))
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
                    out.append(_CALL(p, cust, n, i))
    return out


def _swaps(s: MarcheState, p: int, coins: int, wood: int, leon: bool) -> list[int]:
    if not leon:
        return [0] if s.coins[p] >= coins and s.wood[p] >= wood else []
    return [k for k in range(wood + 1) if s.coins[p] >= coins + 2 * k and s.wood[p] >= wood - k]


def _legal_worker_actions(s: MarcheState, p: int) -> list[Action]:
    out: list[Action] = []
    w = L.first_backyard_worker(s, p)
    if w >= 0:
        coins_have, wood_have = s.coins[p], s.wood[p]
        leon = L.is_prop(s, p, "leon")
        empty = [n for n in range(4) if s.sections[p][n] < 0]
        dc, dw = L.discount(s, p)
        if empty:
            out.extend(_build_actions(s, p, leon, dc, dw, empty))
        advanced = s.advanced
        for n, card in enumerate(s.sections[p]):
            if card >= 0 and not advanced[card]:
                ren = T.RENOVATION_COST[T.CARD_TYPE[card]]
                if ren is not None:  # a Special Store has no Advanced side
                    coins, wood = max(0, ren[0] - dc), max(0, ren[1] - dw)  # as L.renovation_cost
                    out.extend(_RENOVATE(p, w, n, k) for k in _swaps(s, p, coins, wood, leon))
        store_workers = s.store_workers
        for o in range(s.players):
            if o != p:
                for n, card in enumerate(s.sections[o]):
                    if card >= 0:
                        for i, x in enumerate(store_workers[card]):
                            if x < 0:
                                out.append(_ENTER(p, w, o, n, i))
        for ad in s.ad_display:
            workers = s.ad_workers[ad]
            if len(workers) >= 2:
                continue
            cost = T.AD_FIELD_COINS[ad]
            mine = -1
            for seat, f, _w, _paid in workers:
                if seat == p:
                    mine = f
            for field in (0, 1):
                if (mine < 0 or mine == field) and coins_have >= cost[field]:
                    out.append(_ADVERTISE(p, w, ad, field))
        out.extend(_facility_actions(s, p))
        if coins_have < NUM.COIN_CAP:
            out.append(_TAKE(p, w, "coin"))
        if wood_have < NUM.WOOD_CAP:
            out.append(_TAKE(p, w, "wood"))
    if L.can_hire_gray(s, p):
        out.append(_HIRE_GRAY(p))
    out.append(_PASS(p))
    return out


_BUILD_CACHE: dict[tuple[object, ...], list[Action]] = {}
_BUILD_LISTS: dict[tuple[object, ...], list[Action]] = {}
# No construction costs more than this (coins with all wood paid as Leon's 2 coins, wood): richer is the same.
_RICH = (max(c + 2 * w for costs in T.BUILD_COST for c, w in costs), max(w for costs in T.BUILD_COST for _, w in costs))


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
        card = L.top_card(s, t)
        if card < 0:
            continue
        for renovate, (coins, wood) in enumerate(T.BUILD_COST[t]):
            coins, wood = max(0, coins - dc), max(0, wood - dw)
            for k in _swaps(s, p, coins, wood, leon):
                key2 = (p, card, renovate, k, empty_t)
                got = _BUILD_LISTS.get(key2)
                if got is None:
                    got = [make(Build, player=p, card=card, section=n, renovate=bool(renovate), swap=k) for n in empty]
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
            out.extend(make(BuildFacility, player=p, facility=k, cell=a, vertical=b == a + 4) for a, b in free_spots)
    if can_move:
        for k in range(T.N_FAC):
            at = s.fac_spot[k]
            if at < 0:
                continue
            for i, (a, b) in enumerate(spots):
                if i != at and s.fac_at[a] in (-1, k) and s.fac_at[b] in (-1, k):
                    out.append(make(MoveFacility, player=p, facility=k, cell=a, vertical=b == a + 4))
            out.append(make(RemoveFacility, player=p, facility=k))
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
    w = max(0, L.first_backyard_worker(s, p))
    out += [make(Call, player=p, customer=c, section=n, seat=0) for c in range(0, NUM.N_CUSTOMERS, 3) for n in range(4)]
    out += [make(Sell, player=p, card=c) for c in range(T.N_CARDS)]
    out += [make(ReturnCustomer, player=p, customer=c, cell=cell) for c in range(0, NUM.N_CUSTOMERS, 5) for cell in range(16)]
    for t in range(T.N_TYPES):
        card = T.TYPE_CARDS[t][0]
        out += [make(Build, player=p, card=card, section=n, renovate=r) for n in range(4) for r in (False, True)]
        out += [make(PlaceFirstStore, player=p, card=card, section=n) for n in range(4)]
    out += [make(Renovate, player=p, worker=w, section=n) for n in range(4)]
    out += [make(Enter, player=p, worker=w, owner=o, section=n, seat=i) for o in range(s.players) for n in range(4) for i in range(2)]
    out += [make(Advertise, player=p, worker=w, ad=ad, field=f) for ad in range(len(D.ads)) for f in (0, 1)]
    for k in range(T.N_FAC):
        out += [make(BuildFacility, player=p, facility=k, cell=c, vertical=v) for c in range(0, 16, 3) for v in (False, True)]
        out += [make(MoveFacility, player=p, facility=k, cell=c, vertical=v) for c in range(0, 16, 5) for v in (False, True)]
        out.append(make(RemoveFacility, player=p, facility=k))
    out += [make(Take, player=p, worker=w, resource=r) for r in ("coin", "wood")]
    out += [make(HireGray, player=p), make(Pass, player=p), make(DoneSelling, player=p), make(DoneArranging, player=p)]
    out += [make(DraftGoal, player=p, goal=g) for g in range(len(D.goals))]
    out += [make(MoveStore, player=p, card=c, section=n) for c in range(T.N_CARDS) for n in range(4)]
    return out
