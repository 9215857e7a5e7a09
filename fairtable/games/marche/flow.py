"""Setup and the automatic steps of a round of Animal Marche.

Setup ("Game Setup", "Individual Board Setup", "Changes for 2- and 3-Player Games", "Additional Rules":
the goal draft), then 5 rounds; phase order ("How to Play"): Solicitation, Income, Sale, Worker Actions,
Closing, each clockwise from the start player. Every step that needs no decision happens here, so the seat
to act always has a real choice.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.narration import telling
from fairtable.games.marche import data as T
from fairtable.games.marche import narration as N
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.data import D
from fairtable.games.marche.scoring import check_goals, end_goals, result, store_vp, unscored_majors
from fairtable.games.marche.sections.income import income_of, why_icon_income_is_nothing
from fairtable.games.marche.sections.plaza import can_call, cells_with_room, refill_plaza
from fairtable.games.marche.state import (
    ABSENT,
    ACTIONS,
    BACKYARD,
    DRAFT,
    FIRST_STORE,
    HIRED,
    ON_STORE,
    OVER,
    SALE,
    SOLICIT,
    TOBY,
    UNHIRED,
    USED,
    VP_ADS,
    VP_INCOME,
    MarcheState,
    add_vp,
    can_hire_gray,
    gain,
    is_prop,
    stores_of,
)


def new_game(players: int, draft: bool, seed: int) -> MarcheState:
    """Everything of "Game Setup" that needs no decision; the first stores and the draft are actions."""
    s = MarcheState.__new__(MarcheState)
    s.players = players
    s.rng = rng.seed_state(seed)
    s.draft = draft
    s.round = 1
    s.steps = 0
    geo = T.GEOMETRY[players]
    s.cell_cust = [()] * 16
    for i, cell in enumerate(geo.cells):
        s.cell_cust[cell] = (i,)
    s.aside = list(range(len(geo.cells), NUM.N_CUSTOMERS))
    s.fac_at = [-1] * 16
    s.fac_spot = [-1] * T.N_FAC
    s.owner = []
    for card, t in enumerate(T.CARD_TYPE):
        st = D.stores[t]
        out = (st.copies == "per_player" and T.TYPE_CARDS[t].index(card) >= players) or (st.removed_with_two and players == 2)
        s.owner.append(-2 if out else -1)
    s.advanced = [False] * T.N_CARDS
    s.section_of = [-1] * T.N_CARDS
    s.sections = [[-1] * NUM.SECTIONS for _ in range(players)]
    s.store_cust = [()] * T.N_CARDS
    s.store_workers = [()] * T.N_CARDS
    props = list(range(len(D.proprietors)))
    rng.shuffle(s, props)
    s.proprietor = props[:players]
    s.coins = [NUM.START_COINS + D.proprietors[p].coins for p in s.proprietor]
    s.wood = [NUM.START_WOOD + D.proprietors[p].wood for p in s.proprietor]
    s.vp = [0] * players
    s.vp_src = [[0] * 6 for _ in range(players)]
    s.wloc = [[BACKYARD] * NUM.START_WORKERS + [UNHIRED] * (NUM.WORKERS - NUM.START_WORKERS) + [ABSENT] for _ in range(players)]
    s.wwhere = [[-1] * (NUM.WORKERS + 1) for _ in range(players)]
    s.max_sections = [0] * players
    ads = list(range(len(D.ads)))
    rng.shuffle(s, ads)
    s.ad_display = [ads.pop() for _ in range(NUM.AD_DISPLAY)]
    s.ad_deck = ads
    s.ads_held = [()] * players
    s.ad_workers = [()] * len(D.ads)
    minors = list(T.MINORS)
    majors = [g for g in T.MAJORS if not (players == 2 and D.goals[g].removed_with_two)]
    rng.shuffle(s, minors)
    rng.shuffle(s, majors)
    s.goal_seen = [0] * len(D.goals)
    s.minor = [minors.pop() for _ in range(players)]
    hands = [[majors.pop() for _ in range(NUM.MAJORS_DEALT)] for _ in range(players)]
    for seat in range(players):
        for g in [s.minor[seat]] + hands[seat]:
            s.goal_seen[g] |= 1 << seat
    s.minor_box = minors
    s.major_box = majors
    s.majors = [[] for _ in range(players)] if draft else hands
    s.draft_hands = hands if draft else [[] for _ in range(players)]
    s.draft_round = 0
    s.goals_scored = [()] * players
    s.sold = [0] * players
    s.facilities_built = [0] * players
    s.sales_left = 0
    s.returning = []
    s.toby_moves = 0
    s.setup_done = [False] * players
    s.start = rng.randbelow(s, players)  # "Determine the start player in whatever way you like"
    s.passed = [False] * players
    s.first_pass = False
    s.phase = DRAFT if draft else FIRST_STORE
    s.turn = s.start
    N.setup(s)
    return s


def next_drafter(s: MarcheState) -> None:
    """Everyone keeps one card per draft round; then the hands go to the left; the last card is kept."""
    for k in range(s.players):
        p = (s.start + k) % s.players
        if len(s.majors[p]) == s.draft_round:
            s.turn = p
            return
    n = s.players
    s.draft_hands = [s.draft_hands[(p - 1) % n] for p in range(n)]
    for p in range(n):
        for g in s.draft_hands[p]:
            s.goal_seen[g] |= 1 << p
    s.draft_round += 1
    N.draft_passed(s, last=s.draft_round == 2)
    if s.draft_round == 2:
        for p in range(n):
            s.majors[p].extend(s.draft_hands[p])
            s.draft_hands[p] = []
        s.phase = FIRST_STORE
        s.turn = s.start
        return
    s.turn = s.start


def next_first_store(s: MarcheState) -> None:
    for k in range(s.players):
        p = (s.start + k) % s.players
        if not s.setup_done[p]:
            s.turn = p
            return
    begin_solicitation(s)


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
            N.income_seat(seat, rows, got, (coins - got[0], wood - got[1]), why_icon_income_is_nothing(s, seat))
    N.income_summary(s, totals)


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
            s.sales_left = NUM.MEISTER_SALES if is_prop(s, p, "meister") else 1
            return
        s.passed[p] = True
        N.no_store_to_sell(p)
    begin_actions(s)


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
