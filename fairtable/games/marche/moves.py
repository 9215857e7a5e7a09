"""Each action's check and perform ("How to Play", phase by phase): whether an action is legal now and why
not, and what it does to the state. ``legal.py`` lists the legal actions fast; the two agree (the
conformance suite probes every candidate against ``check``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fairtable.engine.actions import Action
from fairtable.engine.seats import seat_token
from fairtable.games.marche import data as T
from fairtable.games.marche import narration as N
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
from fairtable.games.marche.data import D
from fairtable.games.marche.flow import (
    after_return,
    next_actor,
    next_drafter,
    next_first_store,
    next_seller,
    next_solicitor,
    pass_solicitation,
    run_ad,
    start_solicitation,
)
from fairtable.games.marche.scoring import check_goals
from fairtable.games.marche.sections.construction import (
    build_cost,
    can_pay,
    hire,
    pay,
    place_store,
    renovation_cost,
    resize_store,
)
from fairtable.games.marche.sections.facilities import alen, lift_facility, place_facility
from fairtable.games.marche.sections.plaza import capacity, customer_cell, spot_free, spot_of, top_facility
from fairtable.games.marche.sections.sale import sell
from fairtable.games.marche.state import (
    ABSENT,
    ACTIONS,
    BACKYARD,
    DRAFT,
    FIRST_STORE,
    HIRED,
    ON_AD,
    ON_STORE,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    USED,
    VP_FACILITIES,
    VP_INCOME,
    VP_VISITS,
    MarcheState,
    add_vp,
    first_backyard_worker,
    gain,
    is_prop,
    owns_type,
    side_index,
    top_card,
)
from fairtable.games.marche.words import NOW, WHEN, not_now
from fairtable.i18n import _

PHASE_OF: dict[type[Action], tuple[int, ...]] = {
    DraftGoal: (DRAFT,), PlaceFirstStore: (FIRST_STORE,), MoveStore: (TOBY,), DoneArranging: (TOBY,),
    Call: (SOLICIT,), Pass: (SOLICIT, ACTIONS), Sell: (SALE,), DoneSelling: (SALE,), ReturnCustomer: (RETURN,),
    Build: (ACTIONS,), Renovate: (ACTIONS,), Enter: (ACTIONS,), Advertise: (ACTIONS,), BuildFacility: (ACTIONS,),
    MoveFacility: (ACTIONS,), RemoveFacility: (ACTIONS,), Take: (ACTIONS,), HireGray: (ACTIONS,),
}


WORKER_ACTIONS = (Build, Renovate, Enter, Advertise, BuildFacility, MoveFacility, RemoveFacility, Take)


def check(s: MarcheState, a: Action) -> str | None:
    """None when ``a`` is legal now, else why not: the turn and the phase first, then the action's own check."""
    if s.phase == OVER:
        return _("The game is over")
    if a.player != s.turn:
        return _("Not your turn")
    move = MOVES.get(type(a))
    if move is None:
        return _("That is not an action of Animal Marche")
    phases = PHASE_OF[type(a)]
    p = a.player
    if s.phase not in phases:
        return _not_now(s, a)
    if isinstance(a, WORKER_ACTIONS):
        w = first_backyard_worker(s, p)
        if w < 0:
            return _("You have no worker left in your backyard")
        if getattr(a, "worker", w) != w:
            return _("Use the next worker in your backyard")
    return move[0](s, a)


def perform(s: MarcheState, a: Action) -> None:
    """Carry out a checked action, then reveal any goal it met ("Revealed When Achieved")."""
    s.steps += 1
    MOVES[type(a)][1](s, a)
    check_goals(s)


def _not_now(s: MarcheState, a: Action) -> str:
    """An action out of its phase: what is needed now, or when it belongs."""
    p = a.player
    if isinstance(a, HireGray) and not is_prop(s, p, "vanessa"):
        return _("Only Vanessa can hire the gray worker")
    if isinstance(a, MoveStore | DoneArranging) and not is_prop(s, p, "toby"):
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


def _worker(act: Callable[[MarcheState, Any, int], None]) -> Callable[[MarcheState, Any], None]:
    """"Phase 4: Worker Actions": one worker from the backyard performs ``act`` (which may put it on a store
    or an ad); then Vanessa's gray worker hired this turn joins the backyard, and the next seat acts."""

    def perform_with_worker(s: MarcheState, a: Any) -> None:
        p = a.player
        w = first_backyard_worker(s, p)
        s.wloc[p][w] = USED
        act(s, a, w)
        gray_joins(s, p)
        next_actor(s, (p + 1) % s.players)

    return perform_with_worker


def _fine(s: MarcheState, a: Action) -> str | None:
    """An action with nothing to check beyond its turn and phase."""
    return None


# -- the goal draft ("Additional Rules") ---------------------------------------------------------------------


def _check_draft(s: MarcheState, a: DraftGoal) -> str | None:
    return None if a.goal in s.draft_hands[a.player] else _("That goal card is not in your hand")


def _perform_draft(s: MarcheState, a: DraftGoal) -> None:
    p = a.player
    s.draft_hands[p].remove(a.goal)
    s.majors[p].append(a.goal)
    N.draft_keep(s, p, a.goal, len(s.draft_hands[p]))
    next_drafter(s)


# -- the first store ("Individual Board Setup") --------------------------------------------------------------


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
        return _("That store belongs to {seat}").format(seat=seat_token(s.owner[card]))
    if top_card(s, T.CARD_TYPE[card]) != card:
        return _("Take the top card of that store's deck")
    if owns_type(s, p, T.CARD_TYPE[card]):
        return _("You already have that store (its basic and advanced sides count as the same store)")
    return None


def _check_first_store(s: MarcheState, a: PlaceFirstStore) -> str | None:
    why = _store_from_market(s, a.player, a.card)
    if why:
        return why
    if T.CARD_TYPE[a.card] != T.GROCERY and not is_prop(s, a.player, "morgan"):
        return _("Your first store is the Grocery Store (only Morgan may choose another)")
    return None


def _perform_first_store(s: MarcheState, a: PlaceFirstStore) -> None:
    p = a.player
    place_store(s, p, a.card, a.section)
    s.setup_done[p] = True
    after_build(s, p, a.card, at_setup=True)
    next_first_store(s)


# -- Toby's rearrangement ("Proprietor Abilities") -----------------------------------------------------------


def _check_move_store(s: MarcheState, a: MoveStore) -> str | None:
    if a.card >= T.N_CARDS or s.owner[a.card] != a.player:
        return _("That is not your store")
    if s.section_of[a.card] == a.section:
        return _("That store is already in that section")
    return None


def _perform_move_store(s: MarcheState, a: MoveStore) -> None:
    """Toby moves a store; onto an occupied section the two swap."""
    p = a.player
    target = s.sections[p][a.section]
    old = s.section_of[a.card]
    s.sections[p][old] = target
    if target >= 0:
        s.section_of[target] = old
    s.sections[p][a.section] = a.card
    s.section_of[a.card] = a.section
    s.toby_moves -= 1
    if s.toby_moves <= 0:
        N.toby_moves_used(p)
        start_solicitation(s)


def _perform_done_arranging(s: MarcheState, a: DoneArranging) -> None:
    start_solicitation(s)


# -- Phase 1: Solicitation -----------------------------------------------------------------------------------


def _check_call(s: MarcheState, a: Call) -> str | None:
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


def _perform_call(s: MarcheState, a: Call) -> None:
    p = a.player
    cell = customer_cell(s, a.customer)
    s.cell_cust[cell] = tuple(c for c in s.cell_cust[cell] if c != a.customer)
    card = s.sections[p][a.section]
    seats = list(s.store_cust[card])
    seats[a.seat] = a.customer
    s.store_cust[card] = tuple(seats)
    next_solicitor(s, (p + 1) % s.players)


def _perform_pass(s: MarcheState, a: Pass) -> None:
    """Passing in the Solicitation Phase (the first to pass takes the Start Player marker) or in the Worker
    Actions Phase."""
    p = a.player
    if s.phase == SOLICIT:
        pass_solicitation(s, p)
        next_solicitor(s, (p + 1) % s.players)
    else:
        s.passed[p] = True
        next_actor(s, (p + 1) % s.players)


# -- Phase 3: Sale -------------------------------------------------------------------------------------------


def _check_sell(s: MarcheState, a: Sell) -> str | None:
    if a.card >= T.N_CARDS or s.owner[a.card] != a.player:
        return _("That is not your store")
    return None


def _perform_sell(s: MarcheState, a: Sell) -> None:
    sell(s, a.player, a.card)


def _perform_done_selling(s: MarcheState, a: DoneSelling) -> None:
    s.passed[a.player] = True
    next_seller(s, (a.player + 1) % s.players)


def _check_return(s: MarcheState, a: ReturnCustomer) -> str | None:
    if a.customer not in s.returning:
        return _("That customer is not coming back from the store you sold")
    if not T.GEOMETRY[s.players].valid[a.cell]:
        return _("That cell counts as outside the plaza (the diagonal of the 3-player game)")
    if len(s.cell_cust[a.cell]) >= capacity(s, a.cell):
        return _("That cell has no room for another customer")
    return None


def _perform_return(s: MarcheState, a: ReturnCustomer) -> None:
    s.returning.remove(a.customer)
    s.cell_cust[a.cell] = s.cell_cust[a.cell] + (a.customer,)
    after_return(s)


# -- Phase 4: Worker Actions ---------------------------------------------------------------------------------


def _check_build(s: MarcheState, a: Build) -> str | None:
    why = _store_from_market(s, a.player, a.card)
    if why:
        return why
    if s.sections[a.player][a.section] >= 0:
        return _("That section already has a store")
    if a.renovate and T.SPECIAL[T.CARD_TYPE[a.card]]:
        return _("A Special Store cannot be renovated")
    coins, wood = build_cost(s, a.player, a.card, a.renovate)
    return can_pay(s, a.player, coins, wood, a.swap)


def _perform_build(s: MarcheState, a: Build, w: int) -> None:
    p = a.player
    coins, wood = build_cost(s, p, a.card, a.renovate)
    pay(s, p, coins, wood, a.swap)
    place_store(s, p, a.card, a.section)
    if a.renovate:
        s.advanced[a.card] = True
        resize_store(s, a.card)
    after_build(s, p, a.card, at_setup=False)


def _check_renovate(s: MarcheState, a: Renovate) -> str | None:
    card = s.sections[a.player][a.section]
    if card < 0:
        return _("You have no store in that section")
    if T.SPECIAL[T.CARD_TYPE[card]]:
        return _("A Special Store cannot be renovated")
    if s.advanced[card]:
        return _("That store is already Advanced")
    coins, wood = renovation_cost(s, a.player, card)
    return can_pay(s, a.player, coins, wood, a.swap)


def _perform_renovate(s: MarcheState, a: Renovate, w: int) -> None:
    p = a.player
    card = s.sections[p][a.section]
    coins, wood = renovation_cost(s, p, card)
    pay(s, p, coins, wood, a.swap)
    s.advanced[card] = True
    resize_store(s, card)


def _check_enter(s: MarcheState, a: Enter) -> str | None:
    if a.owner == a.player:
        return _("Enter another player's store, not your own")
    if a.owner >= s.players:
        return _("There is no such player")
    card = s.sections[a.owner][a.section]
    if card < 0:
        return _("There is no store in that section")
    seats = s.store_workers[card]
    if a.seat >= len(seats):
        return _("That store has no such worker seat") if seats else _("That store has no worker seat")
    if seats[a.seat] >= 0:
        return _("That worker seat is taken")
    return None


def _perform_enter(s: MarcheState, a: Enter, w: int) -> None:
    p = a.player
    card = s.sections[a.owner][a.section]
    seats = list(s.store_workers[card])
    seats[a.seat] = p
    s.store_workers[card] = tuple(seats)
    s.wloc[p][w] = ON_STORE
    s.wwhere[p][w] = card * 4 + a.seat
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    had = (s.coins[p], s.wood[p], s.coins[a.owner], s.wood[a.owner])
    gain(s, p, side.visitor.coins, side.visitor.wood)
    add_vp(s, p, side.visitor.vp, VP_VISITS)
    extra = NUM.ORLANDO_COINS if is_prop(s, a.owner, "orlando") else 0
    gain(s, a.owner, side.owner.coins + extra, side.owner.wood)
    add_vp(s, a.owner, side.owner.vp, VP_VISITS)
    if N.telling():
        mine = (s.coins[p] - had[0], s.wood[p] - had[1], side.visitor.vp)
        theirs = (s.coins[a.owner] - had[2], s.wood[a.owner] - had[3], side.owner.vp)
        lost = ((side.visitor.coins - mine[0], side.visitor.wood - mine[1]),
                (side.owner.coins + extra - theirs[0], side.owner.wood - theirs[1]))
        N.entered(s, p, a.owner, card, mine, theirs, extra, lost)


def _check_advertise(s: MarcheState, a: Advertise) -> str | None:
    if a.ad not in s.ad_display:
        return _("That ad is not on display")
    workers = s.ad_workers[a.ad]
    if len(workers) >= NUM.AD_WORKERS:
        return _("That ad already holds 2 workers")
    for seat, field, _w, _paid in workers:
        if seat == a.player and field != a.field:
            return _("Your second worker on an ad goes on the field of your first")
    cost = D.ads[a.ad].fields[a.field].coins
    if s.coins[a.player] < cost:
        return _("Not enough coins: that field costs {cost}, you have {have}").format(cost=cost, have=s.coins[a.player])
    return None


def _perform_advertise(s: MarcheState, a: Advertise, w: int) -> None:
    p = a.player
    cost = D.ads[a.ad].fields[a.field].coins
    s.coins[p] -= cost
    s.wloc[p][w] = ON_AD
    s.wwhere[p][w] = a.ad
    s.ad_workers[a.ad] = s.ad_workers[a.ad] + ((p, a.field, w, cost),)
    if sum(x[3] for x in s.ad_workers[a.ad]) >= D.ads[a.ad].run_cost:
        run_ad(s, a.ad)
    else:
        N.ad_paid(s, a.ad)


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


def _check_build_facility(s: MarcheState, a: BuildFacility) -> str | None:
    if a.facility >= T.N_FAC:
        return _("There is no such facility")
    if s.fac_spot[a.facility] >= 0:
        return _("That facility is already on the plaza")
    if top_facility(s, T.FAC_TYPE[a.facility]) != a.facility:
        return _("Take the top card of that facility's pile")
    f = D.facilities[T.FAC_TYPE[a.facility]]
    cost = f.cost_for(s.players)
    why = can_pay(s, a.player, cost.coins, cost.wood, 0)
    if why:
        # TRANSLATORS: {why} is a refusal such as "Not enough wood: you need 3, you have 1".
        return _("{why} (a {facility} costs {coins} coins and {wood} wood)").format(
            why=why, facility=_(f.name_en), coins=cost.coins, wood=cost.wood)
    return _facility_spot(s, a.cell, a.vertical)


def _perform_build_facility(s: MarcheState, a: BuildFacility, w: int) -> None:
    p = a.player
    f = D.facilities[T.FAC_TYPE[a.facility]]
    cost = f.cost_for(s.players)
    pay(s, p, cost.coins, cost.wood, 0)
    spot = spot_of(s, a.cell, a.vertical)
    assert spot is not None
    place_facility(s, a.facility, T.GEOMETRY[s.players].spot_index[spot])
    add_vp(s, p, f.vp, VP_FACILITIES)
    s.facilities_built[p] += 1
    alen(s, p)


def _wood_for_move(s: MarcheState, p: int, k: int) -> str | None:
    if k >= T.N_FAC or s.fac_spot[k] < 0:
        return _("That facility is not on the plaza")
    if s.wood[p] < NUM.MOVE_FACILITY_WOOD:
        return _("Moving or removing a facility costs {n} wood, you have {have}").format(n=NUM.MOVE_FACILITY_WOOD, have=s.wood[p])
    return None


def _check_move_facility(s: MarcheState, a: MoveFacility) -> str | None:
    why = _wood_for_move(s, a.player, a.facility)
    if why:
        return why
    spot = spot_of(s, a.cell, a.vertical)
    if spot is not None and T.GEOMETRY[s.players].spot_index[spot] == s.fac_spot[a.facility]:
        return _("The facility is already there")
    return _facility_spot(s, a.cell, a.vertical, a.facility)


def _perform_move_facility(s: MarcheState, a: MoveFacility, w: int) -> None:
    _lift(s, a.player, a.facility)
    spot = spot_of(s, a.cell, a.vertical)
    assert spot is not None
    place_facility(s, a.facility, T.GEOMETRY[s.players].spot_index[spot])
    alen(s, a.player)


def _check_remove_facility(s: MarcheState, a: RemoveFacility) -> str | None:
    return _wood_for_move(s, a.player, a.facility)


def _perform_remove_facility(s: MarcheState, a: RemoveFacility, w: int) -> None:
    _lift(s, a.player, a.facility)
    alen(s, a.player)


def _lift(s: MarcheState, p: int, k: int) -> None:
    """"⑥ Moving or Removing a Public Facility": pay the wood, and the facility leaves its cells."""
    s.wood[p] -= NUM.MOVE_FACILITY_WOOD
    lift_facility(s, k)


def _check_take(s: MarcheState, a: Take) -> str | None:
    if a.resource == "coin" and s.coins[a.player] >= NUM.COIN_CAP:
        return _("You already have {n} coins, the most the track holds").format(n=NUM.COIN_CAP)
    if a.resource == "wood" and s.wood[a.player] >= NUM.WOOD_CAP:
        return _("You already have {n} wood, the most the track holds").format(n=NUM.WOOD_CAP)
    return None


def _perform_take(s: MarcheState, a: Take, w: int) -> None:
    p = a.player
    gain(s, p, NUM.TAKE if a.resource == "coin" else 0, NUM.TAKE if a.resource == "wood" else 0)


# -- Vanessa's gray worker ("Proprietor Abilities") ----------------------------------------------------------


def _check_hire_gray(s: MarcheState, a: HireGray) -> str | None:
    p = a.player
    if not is_prop(s, p, "vanessa"):
        return _("Only Vanessa can hire the gray worker")
    if s.wloc[p][T.GRAY] == HIRED:
        return _("The gray worker is hired: it can be used from your next turn")
    if s.wloc[p][T.GRAY] != ABSENT:
        return _("The gray worker is already hired")
    if s.coins[p] < NUM.GRAY_COST:
        return _("Hiring the gray worker costs {cost} coins, you have {have}").format(cost=NUM.GRAY_COST, have=s.coins[p])
    return None


def _perform_hire_gray(s: MarcheState, a: HireGray) -> None:
    p = a.player
    s.coins[p] -= NUM.GRAY_COST
    s.wloc[p][T.GRAY] = HIRED
    N.gray_hired(p)
    if first_backyard_worker(s, p) >= 0:
        next_actor(s, p)  # hiring comes beside the normal action of this turn
    else:
        gray_joins(s, p)  # no other worker to act with: hiring was this turn
        next_actor(s, (p + 1) % s.players)


# -- shared by the moves ----------------------------------------------------------------------------------------


def gray_joins(s: MarcheState, p: int) -> None:
    """Vanessa's gray worker "can be used from the turn after hiring": when the turn she hired it in ends,
    it joins her backyard (if she passes instead, it joins at closing like any hired worker)."""
    if s.wloc[p][T.GRAY] == HIRED:
        s.wloc[p][T.GRAY] = BACKYARD
        N.gray_joins(p)


def after_build(s: MarcheState, seat: int, card: int, at_setup: bool) -> None:
    """When-built effects, then hiring at 2, 3 and 4 occupied sections ("① Construction")."""
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    b = side.on_build
    if b.coins or b.wood or b.vp:
        had = (s.coins[seat], s.wood[seat])
        gain(s, seat, b.coins, b.wood)
        add_vp(s, seat, b.vp, VP_INCOME)
        N.gain(seat, s.coins[seat] - had[0], s.wood[seat] - had[1], b.vp, side.name_en, "on_build")
    if side.hire_all:
        N.hired_for_store(s, seat, hire(s, seat, at_setup, everyone=True), card, s.advanced[card], at_setup)
    occupied = sum(1 for c in s.sections[seat] if c >= 0)
    while s.max_sections[seat] < occupied:
        s.max_sections[seat] += 1
        if s.max_sections[seat] in NUM.HIRE_AT:
            N.hired_for_sections(s, seat, hire(s, seat, at_setup), s.max_sections[seat], at_setup)


# Each action's check and perform, side by side above: the one table ``check`` and ``perform`` dispatch by.
MOVES: dict[type[Action], tuple[Callable[[MarcheState, Any], str | None], Callable[[MarcheState, Any], None]]] = {
    DraftGoal: (_check_draft, _perform_draft),
    PlaceFirstStore: (_check_first_store, _perform_first_store),
    MoveStore: (_check_move_store, _perform_move_store),
    DoneArranging: (_fine, _perform_done_arranging),
    Call: (_check_call, _perform_call),
    Pass: (_fine, _perform_pass),
    Sell: (_check_sell, _perform_sell),
    DoneSelling: (_fine, _perform_done_selling),
    ReturnCustomer: (_check_return, _perform_return),
    Build: (_check_build, _worker(_perform_build)),
    Renovate: (_check_renovate, _worker(_perform_renovate)),
    Enter: (_check_enter, _worker(_perform_enter)),
    Advertise: (_check_advertise, _worker(_perform_advertise)),
    BuildFacility: (_check_build_facility, _worker(_perform_build_facility)),
    MoveFacility: (_check_move_facility, _worker(_perform_move_facility)),
    RemoveFacility: (_check_remove_facility, _worker(_perform_remove_facility)),
    Take: (_check_take, _worker(_perform_take)),
    HireGray: (_check_hire_gray, _perform_hire_gray),
}
