"""The automatic steps of a round and the small rules shared by check and perform.

Phase order ("How to Play"): Solicitation, Income, Sale, Worker Actions, Closing, each clockwise from the
start player. Every step that needs no decision happens here, so the seat to act always has a real choice.
"""

from __future__ import annotations

from fairtable.engine.narration import telling
from fairtable.games.marche import data as T
from fairtable.games.marche import narration as N
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.data import IconIncome
from fairtable.games.marche.scoring import check_goals, end_goals, result, store_vp, unscored_majors
from fairtable.games.marche.state import (
    ABSENT,
    ACTIONS,
    BACKYARD,
    HIRED,
    ON_STORE,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    UNHIRED,
    USED,
    VP_ADS,
    VP_INCOME,
    VP_SALES,
    MarcheState,
)
from fairtable.i18n import _

D = T.D
PROP_KEYS = [p.key for p in D.proprietors]


def is_prop(s: MarcheState, seat: int, key: str) -> bool:
    return PROP_KEYS[s.proprietor[seat]] == key


def gain(s: MarcheState, seat: int, coins: int = 0, wood: int = 0) -> None:
    """Resources never exceed the tracks: 30 coins, 15 wood ("Resource Track")."""
    if coins:
        s.coins[seat] = min(NUM.COIN_CAP, s.coins[seat] + coins)
    if wood:
        s.wood[seat] = min(NUM.WOOD_CAP, s.wood[seat] + wood)


def add_vp(s: MarcheState, seat: int, vp: int, source: int) -> None:
    if vp:
        s.vp[seat] += vp
        s.vp_src[seat][source] += vp


def side_index(s: MarcheState, card: int) -> int:
    return T.CARD_TYPE[card] * 2 + (1 if s.advanced[card] else 0)


def stores_of(s: MarcheState, seat: int) -> list[int]:
    return [c for c in s.sections[seat] if c >= 0]


def icon_count(s: MarcheState, seat: int, bit: int, dual_as: int = 0) -> int:
    """Stores showing the icon. A store with two icons (Grocery) counts as one of them ("Store Card
    Description"): as ``dual_as`` when given, else as whichever icon is asked."""
    n = 0
    for c in s.sections[seat]:
        if c >= 0:
            m = T.SIDE_ICONS[side_index(s, c)]
            if m & bit and (not dual_as or m == bit or dual_as == bit):
                n += 1
    return n


def owns_type(s: MarcheState, seat: int, store_type: int) -> bool:
    return any(c >= 0 and T.CARD_TYPE[c] == store_type for c in s.sections[seat])


def top_card(s: MarcheState, store_type: int) -> int:
    """The card of that store in the play area a player takes (the top of its deck), or -1."""
    for c in T.TYPE_CARDS[store_type]:
        if s.owner[c] == -1:
            return c
    return -1


def discount(s: MarcheState, seat: int) -> tuple[int, int]:
    dc = dw = 0
    for c in s.sections[seat]:
        if c >= 0:
            d = T.SIDES[side_index(s, c)].discount  # type: ignore[union-attr]
            dc += d.coins
            dw += d.wood
    return dc, dw


def build_cost(s: MarcheState, seat: int, card: int, renovate: bool) -> tuple[int, int]:
    """Construction (4 coins, or 3 coins + 1 wood for a Special Store), plus the renovation cost when built
    and renovated at once, less the Building Firm's discount on the total."""
    t = T.CARD_TYPE[card]
    if T.SPECIAL[t]:
        coins, wood = NUM.SPECIAL_COST
    else:
        coins, wood = NUM.BASIC_COST, 0
    if renovate:
        r = D.stores[t].renovation
        assert r is not None
        coins += r.coins
        wood += r.wood
    dc, dw = discount(s, seat)
    return max(0, coins - dc), max(0, wood - dw)


def renovation_cost(s: MarcheState, seat: int, card: int) -> tuple[int, int]:
    r = D.stores[T.CARD_TYPE[card]].renovation
    assert r is not None
    dc, dw = discount(s, seat)
    return max(0, r.coins - dc), max(0, r.wood - dw)


def can_pay(s: MarcheState, seat: int, coins: int, wood: int, swap: int) -> str | None:
    """Leon pays 2 coins for each wood he swaps; everyone else pays as printed."""
    if swap:
        if not is_prop(s, seat, "leon"):
            return _("Only Leon may pay 2 coins instead of 1 wood")
        if swap > wood:
            return _("The cost has only {n} wood to pay with coins").format(n=wood)
    need_c, need_w = coins + 2 * swap, wood - swap
    if s.coins[seat] < need_c:
        return _("Not enough coins: you need {need}, you have {have}").format(need=need_c, have=s.coins[seat])
    if s.wood[seat] < need_w:
        return _("Not enough wood: you need {need}, you have {have}").format(need=need_w, have=s.wood[seat])
    return None


def pay(s: MarcheState, seat: int, coins: int, wood: int, swap: int) -> None:
    s.coins[seat] -= coins + 2 * swap
    s.wood[seat] -= wood - swap


def first_backyard_worker(s: MarcheState, seat: int) -> int:
    w = s.wloc[seat]
    for i in range(len(w)):
        if w[i] == BACKYARD:
            return i
    return -1


def hire(s: MarcheState, seat: int, at_setup: bool, everyone: bool = False) -> int:
    """Hire one worker waiting on the board (all of them for the Convenience Store); how many were hired.
    Hired workers join the backyard at closing, or at once during setup (Morgan's example)."""
    w = s.wloc[seat]
    n = 0
    for i in range(NUM.WORKERS):
        if w[i] == UNHIRED:
            w[i] = BACKYARD if at_setup else HIRED
            n += 1
            if not everyone:
                break
    return n


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


def place_store(s: MarcheState, seat: int, card: int, section: int) -> None:
    s.owner[card] = seat
    s.section_of[card] = section
    s.sections[seat][section] = card
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    s.store_cust[card] = (-1,) * side.customer_seats
    s.store_workers[card] = (-1,) * side.worker_seats


def resize_store(s: MarcheState, card: int) -> None:
    """After a renovation the customers and workers stay on the flipped card ("② Renovation")."""
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    cust = [c for c in s.store_cust[card] if c >= 0]
    s.store_cust[card] = tuple((cust + [-1] * side.customer_seats)[: max(side.customer_seats, len(cust))])
    work = [w for w in s.store_workers[card] if w >= 0]
    s.store_workers[card] = tuple((work + [-1] * side.worker_seats)[: max(side.worker_seats, len(work))])


# -- the plaza ------------------------------------------------------------------------------------------


def capacity(s: MarcheState, cell: int) -> int:
    """Customers a cell holds: 1; 2 under a Temporary Stage; 0 under a Construction Site or when blocked."""
    if not T.GEOMETRY[s.players].valid[cell]:
        return 0
    k = s.fac_at[cell]
    if k < 0:
        return 1
    e = T.FAC_EFFECT[k]
    return 2 if e == "double" else 0 if e == "empty" else 1


def cells_with_room(s: MarcheState) -> list[int]:
    return [c for c in T.GEOMETRY[s.players].cells if len(s.cell_cust[c]) < capacity(s, c)]


def overflow_aside(s: MarcheState, cells: tuple[int, int], why: str = "") -> None:
    """Customers beyond a cell's capacity (a Construction Site placed, a Temporary Stage moved away) go
    beside the board; ``why`` says where they stood, for the log."""
    moved = 0
    for cell in cells:
        cap = capacity(s, cell)
        cc = s.cell_cust[cell]
        if len(cc) > cap:
            s.aside.extend(cc[cap:])
            moved += len(cc) - cap
            s.cell_cust[cell] = cc[:cap]
    N.aside(moved, why)


def refill_plaza(s: MarcheState, returning: list[int]) -> None:
    """Closing: customers come back from the stores, then from beside the board, filling every cell up
    to its capacity in reading order; whoever does not fit waits beside the board."""
    pool = returning + s.aside
    s.aside = []
    i = 0
    for cell in T.GEOMETRY[s.players].cells:
        cap = capacity(s, cell)
        cc = s.cell_cust[cell]
        room = cap - len(cc)
        if room > 0 and i < len(pool):
            s.cell_cust[cell] = cc + tuple(pool[i : i + room])
            i += room
    s.aside = pool[i:] if i < len(pool) else []


# -- phases ---------------------------------------------------------------------------------------------


def can_call(s: MarcheState, seat: int) -> bool:
    lines = T.GEOMETRY[s.players].lines[seat]
    for n, card in enumerate(s.sections[seat]):
        if card >= 0 and -1 in s.store_cust[card]:
            for cell in lines[n]:
                if s.cell_cust[cell]:
                    return True
    return False


def begin_solicitation(s: MarcheState) -> None:
    s.passed = [False] * s.players
    s.first_pass = False
    for seat in range(s.players):
        if is_prop(s, seat, "toby") and stores_of(s, seat):
            s.phase = TOBY
            s.turn = seat
            s.toby_moves = NUM.TOBY_MOVES
            N.toby(s, seat)
            return
    start_solicitation(s)


def start_solicitation(s: MarcheState) -> None:
    """Phase 1 proper, after Toby's rearrangement if there is one."""
    s.phase = SOLICIT
    N.phase_order(s, "solicitation")
    next_solicitor(s, s.start)


def pass_solicitation(s: MarcheState, seat: int, forced: bool = False) -> None:
    """After passing a player is skipped; the first to pass takes the Start Player marker."""
    s.passed[seat] = True
    if not s.first_pass:
        s.first_pass = True
        s.start = seat
        N.start_marker(seat, forced)


def next_solicitor(s: MarcheState, seat: int) -> None:
    """The next seat from ``seat`` that has not passed; a seat with no customer to call passes, as it must."""
    n = s.players
    for k in range(n):
        p = (seat + k) % n
        if s.passed[p]:
            continue
        if can_call(s, p):
            s.turn = p
            return
        if s.first_pass:
            N.forced_pass(s, p, "customer")
        pass_solicitation(s, p, forced=True)
    income(s)
    begin_sale(s)


def income(s: MarcheState) -> None:
    """Phase 2: every store applies its effect once per customer seated on it; the order does not change
    the total, so it is done for the players."""
    N.phase(s, "income")
    totals = []
    for seat in range(s.players):
        rows, coins, wood, vp = income_of(s, seat)
        had = (s.coins[seat], s.wood[seat])
        gain(s, seat, coins, wood)
        add_vp(s, seat, vp, VP_INCOME)
        got = (s.coins[seat] - had[0], s.wood[seat] - had[1], vp)
        totals.append(got)
        if telling():
            N.income_seat(seat, rows, got, (coins - got[0], wood - got[1]), _why_icon_income_is_nothing(s, seat))
    N.income_summary(s, totals)


def income_of(s: MarcheState, seat: int) -> tuple[list[tuple[int, bool, int, int, int, int]], int, int, int]:
    """One seat's income before the caps: per store with a customer or an income of its own (card,
    advanced, customers, coins, wood, VP) and the totals. A store with two icons (Grocery) counts as one of them ("Store Card
    Description"): with both a crossed-tools and a hammer income store (Food Court and DIY Store) it
    counts for the one that pays the owner more (``T.DUAL_ICON_INCOME``)."""
    rows: list[tuple[int, bool, int, int, int, int]] = []
    icon_stores: list[tuple[int, int, IconIncome]] = []
    for card in s.sections[seat]:
        if card < 0:
            continue
        side = T.SIDES[side_index(s, card)]
        assert side is not None
        n = sum(1 for c in s.store_cust[card] if c >= 0)
        f, per = side.flat_income, side.per_customer
        row = (card, s.advanced[card], n, f.coins + n * per.coins, f.wood + n * per.wood, f.vp + n * per.vp)
        if side.per_customer_icon is not None and n:
            icon_stores.append((len(rows), n, side.per_customer_icon))
        if n or row[3] or row[4] or row[5]:
            rows.append(row)
    if icon_stores:
        coins = sum(r[3] for r in rows)
        wood = sum(r[4] for r in rows)
        best: tuple[int, list[tuple[int, int]]] = (-1, [])
        for dual_as in _dual_choices(s, seat):
            extra = []
            for _, n, ic in icon_stores:
                amount = n * (icon_count(s, seat, T.ICON_BIT[ic.icon], dual_as) // ic.every)
                extra.append((amount, 0) if ic.resource == "coins" else (0, amount))
            ec, ew = sum(x[0] for x in extra), sum(x[1] for x in extra)
            got = (min(NUM.COIN_CAP, s.coins[seat] + coins + ec) - s.coins[seat]
                   + min(NUM.WOOD_CAP, s.wood[seat] + wood + ew) - s.wood[seat])
            if got > best[0]:
                best = (got, extra)
        for (i, _, _), (ec, ew) in zip(icon_stores, best[1], strict=True):
            card, adv, n, c, w, v = rows[i]
            rows[i] = (card, adv, n, c + ec, w + ew, v)
    return rows, sum(r[3] for r in rows), sum(r[4] for r in rows), sum(r[5] for r in rows)


def _why_icon_income_is_nothing(s: MarcheState, seat: int) -> dict[int, str]:
    """Per store that pays by the owner's stores of one icon (Food Court, DIY Store) and whose customers
    bring nothing: the rule and the count ("1 coin a customer for every 2 crossed-tools stores, and Seat 1
    has 1")."""
    out = {}
    for card in s.sections[seat]:
        if card < 0:
            continue
        side = T.SIDES[side_index(s, card)]
        assert side is not None
        ic = side.per_customer_icon
        if ic is None:
            continue
        bit = T.ICON_BIT[ic.icon]
        count = icon_count(s, seat, bit)
        if count // ic.every == 0:
            values = {"every": ic.every, "icon": _(N.ICON_WORDS[bit]), "seat": N.seat(seat), "count": count}
            if ic.resource == "coins":
                text = _("it pays 1 coin a customer for every {every} {icon} stores, and {seat} has {count}")
            else:
                text = _("it pays 1 wood a customer for every {every} {icon} stores, and {seat} has {count}")
            out[card] = text.format(**values)
    return out


def _dual_choices(s: MarcheState, seat: int) -> tuple[int, ...]:
    """The icons a store with two icons may count as for this seat (the seat's own two-icon store), in the
    order ``T.DUAL_ICON_INCOME`` prefers on a tie; ``(0,)`` when the seat has none."""
    for c in s.sections[seat]:
        if c >= 0:
            m = T.SIDE_ICONS[side_index(s, c)]
            if m & (m - 1):
                return tuple(b for b in T.DUAL_ICON_INCOME if m & b)
    return (0,)


def begin_sale(s: MarcheState) -> None:
    s.phase = SALE
    s.passed = [False] * s.players
    N.phase_order(s, "sale")
    next_seller(s, s.start)


def next_seller(s: MarcheState, seat: int) -> None:
    n = s.players
    for k in range(n):
        p = (seat + k) % n
        if s.passed[p]:
            continue
        if stores_of(s, p):
            s.turn = p
            s.sales_left = 2 if is_prop(s, p, "meister") else 1
            return
        s.passed[p] = True
        N.no_store_to_sell(p)
    begin_actions(s)


def sell(s: MarcheState, seat: int, card: int) -> None:
    """Phase 3: score the store's VP, apply its sale effect, return it to the play area (basic side up);
    its customers go back to cells the seller chooses, the workers on it go back."""
    vp = store_vp(s, seat, card)
    add_vp(s, seat, vp, VP_SALES)
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    had = (s.coins[seat], s.wood[seat])
    gain(s, seat, side.on_sale.coins, side.on_sale.wood)
    sale_gain = (s.coins[seat] - had[0], s.wood[seat] - had[1])
    meister = 0
    if is_prop(s, seat, "meister"):
        meister = s.wood[seat]
        gain(s, seat, 0, 2)
        meister = s.wood[seat] - meister
    if telling():
        customers = sum(1 for c in s.store_cust[card] if c >= 0)
        more = s.sales_left > 1 and len(stores_of(s, seat)) > 1
        N.sale(s, seat, card, vp, sale_gain, meister, [p for p in s.store_workers[card] if p >= 0], customers, more)
    for p in s.store_workers[card]:
        if p >= 0:
            w = s.wloc[p]
            for i in range(len(w)):
                if w[i] == ON_STORE and s.wwhere[p][i] // 4 == card:
                    w[i] = USED
                    s.wwhere[p][i] = -1
    s.returning = [c for c in s.store_cust[card] if c >= 0]
    s.sections[seat][s.section_of[card]] = -1
    s.owner[card] = -1
    s.section_of[card] = -1
    s.advanced[card] = False
    s.store_cust[card] = ()
    s.store_workers[card] = ()
    s.sold[seat] += 1
    s.sales_left -= 1
    s.phase = RETURN
    after_return(s)


def after_return(s: MarcheState) -> None:
    """Customers with no cell to go to wait beside the board; then the seller may sell again (Meister)."""
    if s.returning and not cells_with_room(s):
        N.no_room(s, len(s.returning))
        s.aside.extend(s.returning)
        s.returning = []
    if s.returning:
        return
    s.phase = SALE
    seat = s.turn
    if s.sales_left <= 0 or not stores_of(s, seat):
        s.passed[seat] = True
        next_seller(s, (seat + 1) % s.players)


def begin_actions(s: MarcheState) -> None:
    s.phase = ACTIONS
    s.passed = [False] * s.players
    N.phase_order(s, "actions")
    next_actor(s, s.start)


def can_hire_gray(s: MarcheState, seat: int) -> bool:
    return is_prop(s, seat, "vanessa") and s.wloc[seat][T.GRAY] == ABSENT and s.coins[seat] >= NUM.GRAY_COST


def next_actor(s: MarcheState, seat: int) -> None:
    """Phase 4: one action per worker in the backyard; a seat with no worker left passes."""
    n = s.players
    for k in range(n):
        p = (seat + k) % n
        if s.passed[p]:
            continue
        if BACKYARD in s.wloc[p] or can_hire_gray(s, p):
            s.turn = p
            return
        s.passed[p] = True
        N.forced_pass(s, p, "worker")
    closing(s)


def closing(s: MarcheState) -> None:
    """Phase 5: customers back to the plaza (facility effects apply), used and newly hired workers back to
    the backyard, workers on unrun ads stay; the round marker moves on. Goals revealed when achieved are
    checked first: the last action of the round may have met one (Major Goal 1 needs the visiting workers
    still in the stores)."""
    check_goals(s)
    returning: list[int] = []
    for seat in range(s.players):
        for card in s.sections[seat]:
            if card >= 0:
                returning.extend(c for c in s.store_cust[card] if c >= 0)
                s.store_cust[card] = (-1,) * len(s.store_cust[card])
                s.store_workers[card] = (-1,) * len(s.store_workers[card])
    waiting = len(s.aside)
    refill_plaza(s, returning)
    hired_in = [seat for seat in range(s.players) if HIRED in s.wloc[seat]] if telling() else []
    for seat in range(s.players):
        w = s.wloc[seat]
        for i in range(len(w)):
            if w[i] in (USED, HIRED, ON_STORE):
                w[i] = BACKYARD
                s.wwhere[seat][i] = -1
    if telling():
        on_ads = sum(len(s.ad_workers[ad]) for ad in s.ad_display)
        N.closing(s, len(returning) + waiting - len(s.aside), len(s.aside), hired_in, on_ads)
    s.round += 1
    if s.round > NUM.ROUNDS:
        s.round = NUM.ROUNDS
        s.phase = OVER
        s.turn = -1
        if telling():
            res = result(s)
            stores = [[(c, store_vp(s, p, c)) for c in s.sections[p] if c >= 0] for p in range(s.players)]
            N.game_end(s, stores, [end_goals(s, p) for p in range(s.players)], res.scores, res.winners,
                       [unscored_majors(s, p) for p in range(s.players)])
        return
    N.new_round(s)
    begin_solicitation(s)


def run_ad(s: MarcheState, ad: int) -> None:
    """"④ Advertising": every worker on the card scores its field's VP; the card goes to whoever paid the
    most (the first payer on a tie); a new card is drawn while the deck lasts; the workers go back."""
    card = D.ads[ad]
    paid: dict[int, int] = {}
    vps: dict[int, int] = {}
    for seat, field, worker, coins in s.ad_workers[ad]:
        add_vp(s, seat, card.fields[field].vp, VP_ADS)
        paid[seat] = paid.get(seat, 0) + coins
        vps[seat] = vps.get(seat, 0) + card.fields[field].vp
        s.wloc[seat][worker] = USED
        s.wwhere[seat][worker] = -1
    best = max(paid.values())
    winner = next(seat for seat, _, _, _ in s.ad_workers[ad] if paid[seat] == best)
    N.ad_run(s, ad, list(vps.items()), paid, winner)
    s.ads_held[winner] = s.ads_held[winner] + (ad,)
    s.ad_workers[ad] = ()
    i = s.ad_display.index(ad)
    if s.ad_deck:
        s.ad_display[i] = s.ad_deck.pop()
        N.ad_drawn(s, s.ad_display[i])
    else:
        s.ad_display.pop(i)
        N.ad_drawn(s, None)
