"""Animal Marche (アニマルマルシェ) for 2 to 4 players: the Game object of the engine contract.

Setup ("Game Setup", "Individual Board Setup", "Changes for 2- and 3-Player Games", "Additional Rules"),
then 5 rounds of Solicitation, Income, Sale, Worker Actions and Closing. The phase logic lives in
``logic.py``, legality in ``legal.py``, scoring in ``scoring.py`` and the table in ``layout.py``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from pydantic import BaseModel, Field

from fairtable.engine import rng
from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.layout import Layout
from fairtable.games.marche import gestures as GS
from fairtable.games.marche import legal as G
from fairtable.games.marche import logic as L
from fairtable.games.marche import narration as N
from fairtable.games.marche import prompts as P
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import (
    ACTION_TYPES,
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
from fairtable.games.marche.describe import describe_action
from fairtable.games.marche.heuristic import estimate
from fairtable.games.marche.invariants import broken_invariants
from fairtable.games.marche.layout import build_layout
from fairtable.games.marche.scoring import check_goals, public_scores, result
from fairtable.games.marche.state import (
    ABSENT,
    BACKYARD,
    DRAFT,
    FIRST_STORE,
    HIRED,
    ON_AD,
    ON_STORE,
    OVER,
    SOLICIT,
    UNHIRED,
    USED,
    VP_FACILITIES,
    VP_VISITS,
    MarcheState,
)
from fairtable.i18n import N_, _, ngettext

D = T.D


class MarcheOptions(BaseModel):
    goal_draft: bool = Field(
        False,
        title=N_("Goal draft"),
        description=N_("Additional Rules: draft the Major Goals (keep 1 of 3, pass 2 to the left, keep 1 of 2, "
                       "take the last) instead of keeping the 3 dealt"),
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
    s.aside = list(range(len(geo.cells), T.N_CUSTOMERS))
    s.fac_at = [-1] * 16
    s.fac_spot = [-1] * T.N_FAC
    s.owner = []
    for card, t in enumerate(T.CARD_TYPE):
        st = D.stores[t]
        out = (st.copies == "per_player" and T.TYPE_CARDS[t].index(card) >= players) or (st.removed_with_two and players == 2)
        s.owner.append(-2 if out else -1)
    s.advanced = [False] * T.N_CARDS
    s.section_of = [-1] * T.N_CARDS
    s.sections = [[-1] * 4 for _ in range(players)]
    s.store_cust = [()] * T.N_CARDS
    s.store_workers = [()] * T.N_CARDS
    props = list(range(len(D.proprietors)))
    rng.shuffle(s, props)
    s.proprietor = props[:players]
    s.coins = [2 + D.proprietors[p].coins for p in s.proprietor]
    s.wood = [1 + D.proprietors[p].wood for p in s.proprietor]
    s.vp = [0] * players
    s.vp_src = [[0] * 6 for _ in range(players)]
    s.wloc = [[BACKYARD] * T.START_WORKERS + [UNHIRED] * (T.WORKERS - T.START_WORKERS) + [ABSENT] for _ in range(players)]
    s.wwhere = [[-1] * (T.WORKERS + 1) for _ in range(players)]
    s.max_sections = [0] * players
    ads = list(range(len(D.ads)))
    rng.shuffle(s, ads)
    s.ad_display = [ads.pop() for _ in range(3)]
    s.ad_deck = ads
    s.ads_held = [()] * players
    s.ad_workers = [()] * len(D.ads)
    minors = list(T.MINORS)
    majors = [g for g in T.MAJORS if not (players == 2 and D.goals[g].removed_with_two)]
    rng.shuffle(s, minors)
    rng.shuffle(s, majors)
    s.goal_seen = [0] * len(D.goals)
    s.minor = [minors.pop() for _ in range(players)]
    hands = [[majors.pop() for _ in range(3)] for _ in range(players)]
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
    L.begin_solicitation(s)


def place_facility(s: MarcheState, k: int, spot_i: int) -> None:
    """Placement: customers on the cells stay, except on a Construction Site, which sends them aside."""
    a, b = T.GEOMETRY[s.players].spots[spot_i]
    s.fac_spot[k] = spot_i
    s.fac_at[a] = s.fac_at[b] = k
    L.overflow_aside(s, (a, b), "construction_site")


def lift_facility(s: MarcheState, k: int) -> None:
    """Moving or removing cancels the facility's effect on its cells (a Temporary Stage's second
    customer has no cell left and goes aside)."""
    a, b = T.GEOMETRY[s.players].spots[s.fac_spot[k]]
    s.fac_at[a] = s.fac_at[b] = -1
    s.fac_spot[k] = -1
    L.overflow_aside(s, (a, b), "temporary_stage")


def perform(s: MarcheState, a: Action) -> None:
    p = a.player
    s.steps += 1
    if isinstance(a, Call):
        cell = G.customer_cell(s, a.customer)
        s.cell_cust[cell] = tuple(c for c in s.cell_cust[cell] if c != a.customer)
        card = s.sections[p][a.section]
        seats = list(s.store_cust[card])
        seats[a.seat] = a.customer
        s.store_cust[card] = tuple(seats)
        L.next_solicitor(s, (p + 1) % s.players)
    elif isinstance(a, Pass):
        if s.phase == SOLICIT:
            L.pass_solicitation(s, p)
            L.next_solicitor(s, (p + 1) % s.players)
        else:
            s.passed[p] = True
            L.next_actor(s, (p + 1) % s.players)
    elif isinstance(a, Build | Renovate | Enter | Advertise | BuildFacility | MoveFacility | RemoveFacility | Take):
        worker_action(s, a)
        gray_joins(s, p)
        L.next_actor(s, (p + 1) % s.players)
    elif isinstance(a, HireGray):
        s.coins[p] -= T.GRAY_COST
        s.wloc[p][T.GRAY] = HIRED
        N.gray_hired(p)
        if L.first_backyard_worker(s, p) >= 0:
            L.next_actor(s, p)  # hiring comes beside the normal action of this turn
        else:
            gray_joins(s, p)  # no other worker to act with: hiring was this turn
            L.next_actor(s, (p + 1) % s.players)
    elif isinstance(a, Sell):
        L.sell(s, p, a.card)
    elif isinstance(a, DoneSelling):
        s.passed[p] = True
        L.next_seller(s, (p + 1) % s.players)
    elif isinstance(a, ReturnCustomer):
        s.returning.remove(a.customer)
        s.cell_cust[a.cell] = s.cell_cust[a.cell] + (a.customer,)
        L.after_return(s)
    elif isinstance(a, MoveStore):
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
            L.start_solicitation(s)
    elif isinstance(a, DoneArranging):
        L.start_solicitation(s)
    elif isinstance(a, PlaceFirstStore):
        L.place_store(s, p, a.card, a.section)
        s.setup_done[p] = True
        L.after_build(s, p, a.card, at_setup=True)
        next_first_store(s)
    elif isinstance(a, DraftGoal):
        s.draft_hands[p].remove(a.goal)
        s.majors[p].append(a.goal)
        N.draft_keep(s, p, a.goal, len(s.draft_hands[p]))
        next_drafter(s)
    check_goals(s)


def gray_joins(s: MarcheState, p: int) -> None:
    """Vanessa's gray worker "can be used from the turn after hiring": when the turn she hired it in ends,
    it joins her backyard (if she passes instead, it joins at closing like any hired worker)."""
    if s.wloc[p][T.GRAY] == HIRED:
        s.wloc[p][T.GRAY] = BACKYARD
        N.gray_joins(p)


def worker_action(s: MarcheState, a: Action) -> None:
    """Phase 4: one worker from the backyard performs one of the seven actions."""
    p = a.player
    w = L.first_backyard_worker(s, p)
    s.wloc[p][w] = USED
    if isinstance(a, Build):
        coins, wood = L.build_cost(s, p, a.card, a.renovate)
        L.pay(s, p, coins, wood, a.swap)
        L.place_store(s, p, a.card, a.section)
        if a.renovate:
            s.advanced[a.card] = True
            L.resize_store(s, a.card)
        L.after_build(s, p, a.card, at_setup=False)
    elif isinstance(a, Renovate):
        card = s.sections[p][a.section]
        coins, wood = L.renovation_cost(s, p, card)
        L.pay(s, p, coins, wood, a.swap)
        s.advanced[card] = True
        L.resize_store(s, card)
    elif isinstance(a, Enter):
        card = s.sections[a.owner][a.section]
        seats = list(s.store_workers[card])
        seats[a.seat] = p
        s.store_workers[card] = tuple(seats)
        s.wloc[p][w] = ON_STORE
        s.wwhere[p][w] = card * 4 + a.seat
        side = T.SIDES[L.side_index(s, card)]
        assert side is not None
        had = (s.coins[p], s.wood[p], s.coins[a.owner], s.wood[a.owner])
        L.gain(s, p, side.visitor.coins, side.visitor.wood)
        L.add_vp(s, p, side.visitor.vp, VP_VISITS)
        extra = 1 if L.is_prop(s, a.owner, "orlando") else 0
        L.gain(s, a.owner, side.owner.coins + extra, side.owner.wood)
        L.add_vp(s, a.owner, side.owner.vp, VP_VISITS)
        if N.telling():
            mine = (s.coins[p] - had[0], s.wood[p] - had[1], side.visitor.vp)
            theirs = (s.coins[a.owner] - had[2], s.wood[a.owner] - had[3], side.owner.vp)
            lost = ((side.visitor.coins - mine[0], side.visitor.wood - mine[1]),
                    (side.owner.coins + extra - theirs[0], side.owner.wood - theirs[1]))
            N.entered(s, p, a.owner, card, mine, theirs, extra, lost)
    elif isinstance(a, Advertise):
        cost = D.ads[a.ad].fields[a.field].coins
        s.coins[p] -= cost
        s.wloc[p][w] = ON_AD
        s.wwhere[p][w] = a.ad
        s.ad_workers[a.ad] = s.ad_workers[a.ad] + ((p, a.field, w, cost),)
        if sum(x[3] for x in s.ad_workers[a.ad]) >= D.ads[a.ad].run_cost:
            L.run_ad(s, a.ad)
        else:
            N.ad_paid(s, a.ad)
    elif isinstance(a, BuildFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        cost = f.cost_for(s.players)
        L.pay(s, p, cost.coins, cost.wood, 0)
        spot = G.spot_of(s, a.cell, a.vertical)
        assert spot is not None
        place_facility(s, a.facility, T.GEOMETRY[s.players].spot_index[spot])
        L.add_vp(s, p, f.vp, VP_FACILITIES)
        s.facilities_built[p] += 1
        alen(s, p)
    elif isinstance(a, MoveFacility | RemoveFacility):
        s.wood[p] -= T.MOVE_FACILITY_WOOD
        lift_facility(s, a.facility)
        if isinstance(a, MoveFacility):
            spot = G.spot_of(s, a.cell, a.vertical)
            assert spot is not None
            place_facility(s, a.facility, T.GEOMETRY[s.players].spot_index[spot])
        alen(s, p)
    elif isinstance(a, Take):
        L.gain(s, p, 1 if a.resource == "coin" else 0, 1 if a.resource == "wood" else 0)


def alen(s: MarcheState, p: int) -> None:
    """Alen: "Get 3 Coins every time you build, move, or remove a Public Facility"."""
    if L.is_prop(s, p, "alen"):
        had = s.coins[p]
        L.gain(s, p, 3)
        N.gain(p, s.coins[p] - had, 0, 0, "", "alen")


def quick_shuffle(s: MarcheState, seq: list[int]) -> None:
    """Fisher-Yates driven by 128 bits from the state's PRNG: for the 20-odd hidden cards this is as
    uniform as drawing every index (20! is far below 2**128) at a tenth of the draws."""
    n = len(seq)
    if n > 30:
        rng.shuffle(s, seq)
        return
    x = rng.next_u64(s)
    if n > 16:  # 16! is below 2**45; beyond it a second draw keeps the bias negligible
        x = (x << 64) | rng.next_u64(s)
    for i in range(n - 1, 0, -1):
        x, j = divmod(x, i + 1)
        seq[i], seq[j] = seq[j], seq[i]


def passed_pair_slots(s: MarcheState, player: int) -> list[tuple[list[int], int]]:
    """Where the two Major Goals lie that ``player`` passed to the left after its first draft pick: in the
    second draft round both are with the left neighbour (kept by it as its second pick, or still in its
    hand); after the draft one is the neighbour's second pick and the other, passed on, the last card of
    the seat beyond. With 2 players that last card comes back to ``player``, who then knows both places."""
    if not s.draft or s.draft_round == 0:
        return []
    n = s.players
    q = (player + 1) % n
    if s.draft_round == 1:
        return [(s.majors[q], i) for i in range(1, len(s.majors[q]))] + [(s.draft_hands[q], i) for i in range(len(s.draft_hands[q]))]
    return [] if n == 2 else [(s.majors[q], 1), (s.majors[(player + 2) % n], 2)]


def observe_state(s: MarcheState, player: int, seed: int) -> MarcheState:
    """Resample what ``player`` has not seen: the ad deck's order, and every goal card not revealed and
    never in that player's hands (other players' goals, cards in other draft hands, the box); and which of
    the two goals the player passed in the draft lies where (``passed_pair_slots``)."""
    o = s.clone()
    o.rng = rng.seed_state(seed)
    # Hidden cards are sorted before they are shuffled, so the result depends on what the seat knows and
    # the seed, not on where the hidden cards really lie.
    o.ad_deck.sort()
    quick_shuffle(o, o.ad_deck)
    bit = 1 << player
    seen = o.goal_seen
    revealed = {g for gs in o.goals_scored for g in gs}
    for holders in ([o.minor, o.minor_box], [*o.majors, *o.draft_hands, o.major_box]):
        slots = [(lst, i) for lst in holders for i, g in enumerate(lst) if not seen[g] & bit and g not in revealed]
        if len(slots) < 2:
            continue
        masks = [seen[lst[i]] for lst, i in slots]
        ids = sorted(lst[i] for lst, i in slots)
        quick_shuffle(o, ids)
        for k, (lst, i) in enumerate(slots):
            g = ids[k]
            lst[i] = g
            seen[g] = masks[k]
    # The two Major Goals this seat passed on after its first draft pick: it knows who holds them, not which
    # one the neighbour kept, so they change places (with what each holder has seen).
    slots = [(lst, i) for lst, i in passed_pair_slots(o, player) if lst[i] not in revealed]
    if len(slots) == 2:
        masks = [seen[lst[i]] for lst, i in slots]
        ids = sorted(lst[i] for lst, i in slots)
        quick_shuffle(o, ids)
        for k, (lst, i) in enumerate(slots):
            lst[i] = ids[k]
            seen[ids[k]] = masks[k]
    return o


class MarcheGame(Game[MarcheState]):
    info = GameInfo.listed("marche", options=MarcheOptions, version=1)
    action_types = ACTION_TYPES

    def setup(self, players: int, options: MarcheOptions, seed: int) -> MarcheState:
        return new_game(players, bool(options.goal_draft), seed)

    def current_player(self, state: MarcheState) -> int | None:
        return None if state.phase == OVER else state.turn

    def legal_actions(self, state: MarcheState) -> list[Action]:
        return G.legal(state)

    def candidate_actions(self, state: MarcheState) -> list[Action]:
        return G.candidates(state)

    def check(self, state: MarcheState, action: Action) -> str | None:
        return G.check(state, action)

    def perform(self, state: MarcheState, action: Action) -> None:
        perform(state, action)

    def result(self, state: MarcheState) -> Result:
        return result(state)

    def public_scores(self, state: MarcheState) -> list[int]:
        return public_scores(state)

    def observe(self, state: MarcheState, player: int, seed: int) -> MarcheState:
        return observe_state(state, player, seed)

    def layout(self, state: MarcheState, viewer: int | None) -> Layout:
        return build_layout(state, viewer)

    def heuristic(self, state: MarcheState, player: int) -> float:
        return estimate(state, player)

    def component_taken(self, state: MarcheState, action: Action) -> str | None:
        """A store built (by its basic side), an ad advertised on, a facility built."""
        if isinstance(action, Build):
            return f"store: {T.side_of(action.card, False).name_en}"
        if isinstance(action, Advertise):
            return f"ad: {D.ads[action.ad].name_en}"
        if isinstance(action, BuildFacility):
            return f"facility: {D.facilities[T.FAC_TYPE[action.facility]].name_en}"
        return None

    def describe(self, state: MarcheState, action: Action, names: Sequence[str]) -> str:
        return describe_action(state, action, names)

    def prompt(self, state: MarcheState, viewer: int | None) -> str:
        return P.prompt(state, viewer)

    def confirm(self, state: MarcheState, action: Action) -> str | None:
        return P.confirm(state, action)

    def button_text(self, state: MarcheState, action: Action) -> str:
        """The Press label (its identity, in English) in the player's language."""
        gesture = action.gesture()
        return _(gesture.label) if isinstance(gesture, Press) else ""

    def format_score(self, score: int) -> str:
        return ngettext("{n} VP", "{n} VP", score).format(n=score)

    def standings(self, state: MarcheState) -> list[str]:
        """Before the end: the scoreboard and the stores' VP as they stand, which only goals revealed at the
        end (secret until then) can add to ("at least 3 VP if the game ended now", the marker maybe at 0);
        once the game is over, the final total, where the marker stands."""
        scores = self.public_scores(state)
        if self.is_over(state):
            return [self.format_score(score) for score in scores]
        # TRANSLATORS: Animal Marche's players dock before the end: the scoreboard's and the stores' VP, to which
        # goals revealed at the end (secret until then) may add: "at least 3 VP if the game ended now"
        return [_("at least {score} if the game ended now").format(score=self.format_score(score)) for score in scores]

    def actions_for(self, state: MarcheState, gesture: Gesture) -> list[Action]:
        """Any backyard worker stands for the next one, any card of a pile for its top card, a drop on a
        store card for its free seat (``gestures.normalize``), a facility dropped on one cell for each
        placement covering it (``gestures.facility_drops``)."""
        g = GS.normalize(state, gesture)
        if isinstance(g, Drag):
            drops = GS.facility_drops(state, g)
            if drops is not None:
                return drops
        return super().actions_for(state, g)

    def interpret(self, state: MarcheState, gesture: Gesture) -> Action | None:
        return GS.interpret(state, gesture)

    def explain(self, state: MarcheState, gesture: Gesture) -> str:
        return GS.explain(state, gesture)

    def drag_targets(self, state: MarcheState, piece: str) -> dict[str, str]:
        """The zones of the legal drags; a facility's places light up as the cells they cover (a drop on
        one cell plays a placement over it), and each place (the pair) is a target too."""
        g = GS.normalize(state, Drag(piece=piece, zone=""))
        targets = super().drag_targets(state, g.piece if isinstance(g, Drag) else piece)
        for zone in [z for z in targets if z.startswith("spot:")]:
            _, rc, d = zone.split(":")
            cell = T.parse_cell(rc)
            for c in (cell, cell + (4 if d == "v" else 1)):
                targets.setdefault(f"cell:{T.cell_name(c)}", "")
        return targets

    def invariants(self, state: MarcheState) -> list[str]:
        return broken_invariants(state)

    def round(self, state: MarcheState) -> int:
        return state.round

    def turn_id(self, state: MarcheState) -> Hashable:
        return (state.round, state.phase, state.turn)

    def reveals(self, before: MarcheState, action: Action, after: MarcheState) -> bool:
        """Drawing an ad, passing draft hands or revealing a goal shows hidden cards without the PRNG."""
        return (
            before.rng != after.rng
            or before.ad_display != after.ad_display
            or before.goals_scored != after.goals_scored
            or before.draft_round != after.draft_round
            or after.phase == OVER
        )


GAME = MarcheGame()

