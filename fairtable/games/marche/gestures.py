"""What a drag or a press on the table means, and why one that does nothing does nothing.

Gestures a person makes that mean the same as a legal one are read as it (``normalize``): any worker in the
backyard stands for the next one, any card of a store deck or facility pile for its top card, a customer
dropped on a store card for the store's free customer seat, a worker dropped on another player's store
card for its free worker seat. A public facility dropped on one plaza cell stands for each placement that
covers that cell (``facility_drops``; the table asks which when there are several). A refusal always says why (``explain``): the piece that does not move, the
rule the action breaks (``moves.check``), or where the piece goes instead.
"""

from __future__ import annotations

from pydantic import ValidationError

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.engine.seats import seat_token
from fairtable.games.marche import actions as A
from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.legal import legal
from fairtable.games.marche.moves import check
from fairtable.games.marche.sections.plaza import customer_cell, spot_of, top_facility
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
    UNHIRED,
    USED,
    MarcheState,
    first_backyard_worker,
    is_prop,
    top_card,
)
from fairtable.games.marche.words import NOW, WHEN, not_now
from fairtable.i18n import _

D = T.D
PRESSES: dict[str, type[Action]] = {"Pass": A.Pass, "Done selling": A.DoneSelling, "Done arranging": A.DoneArranging,
                                    "Hire the gray worker": A.HireGray}


def _split(g: Drag) -> tuple[str, list[str], str, list[str]]:
    """The piece's kind and parts, and the zone's (``ids.parse``)."""
    return *ids.parse(g.piece), *ids.parse(g.zone)


def normalize(s: MarcheState, g: Gesture) -> Gesture:
    """The gesture the legal actions are listed under, for a drag that means the same thing."""
    if not isinstance(g, Drag) or s.phase == OVER:
        return g
    kind, parts, zkind, zparts = _split(g)
    piece, zone = g.piece, g.zone
    p = s.turn
    if kind == "worker" and len(parts) == 2 and ids.number(parts[0]) == p:
        w = ids.number(parts[1])
        if 0 <= w < len(s.wloc[p]) and s.wloc[p][w] == BACKYARD:
            piece = ids.worker(p, first_backyard_worker(s, p))
        if zkind == "section" and len(zparts) == 2 and ids.number(zparts[0]) not in (p, -1) and ids.number(zparts[0]) < s.players:
            card = s.sections[ids.number(zparts[0])][ids.number(zparts[1]) % 4]
            free = [i for i, x in enumerate(s.store_workers[card]) if x < 0] if card >= 0 else []
            if free:
                zone = ids.worker_seat(ids.number(zparts[0]), ids.number(zparts[1]), free[0])
    elif kind == "customer" and zkind == "section" and len(zparts) == 2 and ids.number(zparts[0]) == p:
        card = s.sections[p][ids.number(zparts[1]) % 4]
        free = [i for i, x in enumerate(s.store_cust[card]) if x < 0] if card >= 0 else []
        if free:
            zone = ids.customer_seat(p, ids.number(zparts[1]), free[0])
    elif kind == "facility":
        k = ids.number(parts[0])
        if 0 <= k < T.N_FAC and s.fac_spot[k] < 0:
            piece = ids.facility(top_facility(s, T.FAC_TYPE[k]))
    elif kind == "store":
        card = ids.number(parts[0])
        if 0 <= card < T.N_CARDS and s.owner[card] == -1:
            piece = ids.store(top_card(s, T.CARD_TYPE[card]))
    return g if (piece, zone) == (g.piece, g.zone) else Drag(piece=piece, zone=zone)


def interpret(s: MarcheState, g: Gesture) -> Action | None:
    """The action a gesture most likely meant, so ``check`` can say why it is not allowed."""
    p = s.turn if s.turn >= 0 else 0
    try:
        if isinstance(g, Press):
            cls = PRESSES.get(g.label)
            return cls(player=p) if cls else None
        g = normalize(s, g)
        assert isinstance(g, Drag)
        kind, parts, zkind, zparts = _split(g)
        w = max(0, first_backyard_worker(s, p))
        if kind == "customer":
            c = int(parts[0])
            if zkind == "seat" and int(zparts[0]) == p:
                return A.Call(player=p, customer=c, section=int(zparts[1]), seat=int(zparts[2]))
            if zkind == "section" and int(zparts[0]) == p:
                card = s.sections[p][int(zparts[1])]
                if card >= 0 and s.store_cust[card]:
                    return None  # every seat taken (a free one would have been chosen): said below
                return A.Call(player=p, customer=c, section=int(zparts[1]), seat=0)
            if zkind == "cell" and s.phase == RETURN:
                return A.ReturnCustomer(player=p, customer=c, cell=ids.parse_cell(zparts[0]))
        if kind == "store":
            card = int(parts[0])
            mine = s.owner[card] == p
            if zkind == "market" and mine:
                return A.Sell(player=p, card=card)
            if zkind == "section" and int(zparts[0]) == p and (mine == (s.phase == TOBY)):
                section = int(zparts[1])
                if s.phase == FIRST_STORE:
                    return A.PlaceFirstStore(player=p, card=card, section=section)
                if s.phase == TOBY:
                    return A.MoveStore(player=p, card=card, section=section)
                return A.Build(player=p, card=card, section=section)
        if kind == "worker":
            if zkind == "section" and int(zparts[0]) == p:
                return A.Renovate(player=p, worker=w, section=int(zparts[1]))
            if zkind == "section":
                card = s.sections[int(zparts[0])][int(zparts[1])]
                if card >= 0 and s.store_workers[card]:
                    return None  # every worker seat taken: said below
                return A.Enter(player=p, worker=w, owner=int(zparts[0]), section=int(zparts[1]), seat=0)
            if zkind == "wseat":
                return A.Enter(player=p, worker=w, owner=int(zparts[0]), section=int(zparts[1]), seat=int(zparts[2]))
            if zkind == "adfield":
                return A.Advertise(player=p, worker=w, ad=int(zparts[0]), field=0 if zparts[1] == "top" else 1)
            if zkind == "take":
                return A.Take(player=p, worker=w, resource="coin" if zparts[0] == "coin" else "wood")
        if kind == "facility":
            k = int(parts[0])
            on_board = k < T.N_FAC and s.fac_spot[k] >= 0
            if zkind == "facilities" and on_board:
                return A.RemoveFacility(player=p, facility=k)
            if zkind == "spot":
                cls2 = A.MoveFacility if on_board else A.BuildFacility
                return cls2(player=p, facility=k, cell=ids.parse_cell(zparts[0]), vertical=zparts[1] == "v")
            if zkind == "cell":
                return _facility_on_cell(s, p, k, ids.parse_cell(zparts[0]))
        if kind == "goal" and zkind == "goals" and int(zparts[0]) == p:
            return A.DraftGoal(player=p, goal=int(parts[0]))
    except (ValueError, IndexError, ValidationError):
        return None
    return None


def actions_for(s: MarcheState, gesture: Gesture) -> list[Action]:
    """Any backyard worker stands for the next one, any card of a pile for its top card, a drop on a
    store card for its free seat (``normalize``), a facility dropped on one cell for each placement
    covering it (``facility_drops``)."""
    g = normalize(s, gesture)
    if isinstance(g, Drag):
        drops = facility_drops(s, g)
        if drops is not None:
            return drops
    return [a for a in legal(s) if a.gesture() == g]


def drag_targets(s: MarcheState, piece: str) -> dict[str, str]:
    """The zones of the legal drags; a facility's places light up as the cells they cover (a drop on
    one cell plays a placement over it), and each place (the pair) is a target too."""
    g = normalize(s, Drag(piece=piece, zone=""))
    held = g.piece if isinstance(g, Drag) else piece
    targets: dict[str, str] = {}
    for a in legal(s):
        d = a.gesture()
        if isinstance(d, Drag) and d.piece == held:
            targets.setdefault(d.zone, "")
    for zone in [z for z in targets if ids.is_spot(z)]:
        r, c, d = ids.spot_cells(zone)
        cell = r * 4 + c
        for covered in (cell, cell + (4 if d == "v" else 1)):
            targets.setdefault(ids.cell(covered), "")
    return targets


def facility_drops(s: MarcheState, g: Drag) -> list[Action] | None:
    """The legal actions of a public facility dropped on one plaza cell: every placement of it that
    covers that cell (the table offers them when there are several), or None for any other drag. A
    facility covers two cells; a drop on the pair is the placement's own gesture (``spot:...``)."""
    kind, parts, zkind, zparts = _split(g)
    if kind != "facility" or zkind != "cell" or not parts or not zparts:
        return None
    try:
        cell = ids.parse_cell(zparts[0])
    except ValueError:
        return []
    piece = ids.facility(parts[0])
    out: list[Action] = []
    for a in legal(s):
        if isinstance(a, (A.BuildFacility, A.MoveFacility)) and a.gesture().piece == piece:
            other = a.cell + (4 if a.vertical else 1)
            if cell in (a.cell, other):
                out.append(a)
    return out


def _facility_on_cell(s: MarcheState, p: int, k: int, cell: int) -> Action:
    """A facility dropped on one cell where no placement over it is legal: the placement over that cell that
    check finds least wrong, so the refusal names the real obstacle (the cost, a blocked cell, an overlap)."""
    on_board = s.fac_spot[k] >= 0
    cls = A.MoveFacility if on_board else A.BuildFacility
    options = [cls(player=p, facility=k, cell=a, vertical=v)
               for a, v in ((cell, False), (cell - 1, False), (cell, True), (cell - 4, True)) if 0 <= a <= 15]
    for a in options:
        if check(s, a) is None:
            return a
    on_plaza = [a for a in options if spot_of(s, a.cell, a.vertical) is not None]  # type: ignore[attr-defined]
    return (on_plaza or options)[0]


# -- why not ---------------------------------------------------------------------------------------------


def explain(s: MarcheState, g: Gesture) -> str:
    """Why a gesture does nothing, in words a player can act on."""
    if s.phase == OVER:
        return _("The game is over")
    if isinstance(g, Press):
        a = interpret(s, g)
        reason = check(s, a) if a is not None else None
        # TRANSLATORS: {label} is a button's text ("Pass").
        return reason or _("\u201c{label}\u201d is not possible now").format(label=_(g.label))
    g = normalize(s, g)
    assert isinstance(g, Drag)
    why = _piece_stays(s, g)
    if why:
        return why
    a = interpret(s, g)
    if a is not None:
        reason = check(s, a)
        if reason:
            return reason
    return _where_instead(s, g)


def _piece_stays(s: MarcheState, g: Drag) -> str | None:
    """Pieces that do not move by hand now, whatever the zone."""
    kind, parts, _zkind, _zparts = _split(g)
    p = s.turn
    if kind == "blocker":
        return _("The gray pieces mark cells outside the plaza in a 3-player game: they stay")
    if kind in ("coins", "wood"):
        return _("Coins and wood are paid and collected for you as you play")
    if kind == "vp":
        return _("The VP marker moves by itself as you score")
    if kind == "proprietor":
        return _("Proprietor cards stay in front of their players")
    if kind in ("round", "start_marker"):
        return _("The markers move by themselves")
    if kind == "ad":
        ad = ids.number(parts[0])
        if ad in s.ad_display:
            return _("Ads stay on display: drag a worker onto an ad's top or bottom field to advertise")
        return _("Ad cards stay with the player who ran them (they count for goals and the Advertising Agency)")
    if kind in ("addeck", "goalback"):
        return _("That card is face down")
    if kind == "goal":
        g_id = ids.number(parts[0])
        if s.phase == DRAFT and g_id in s.draft_hands[p]:
            return None
        if s.phase == DRAFT and g_id in s.majors[p]:
            return _("That Major Goal is already kept: keep one of the cards in your hand to choose from")
        return _("Goal cards stay in front of you: each is revealed when achieved or at the end of the game")
    if kind == "worker":
        seat, w = ids.number(parts[0]), ids.number(parts[1]) if len(parts) > 1 else -1
        if seat != p:
            return _("That is not your worker")
        if not 0 <= w < len(s.wloc[p]):
            return _("There is no such worker")
        return _worker_stays(s, p, w)
    if kind == "customer":
        return _customer_stays(s, ids.number(parts[0]))
    if kind == "store":
        card = ids.number(parts[0])
        if 0 <= card < T.N_CARDS and s.owner[card] >= 0 and s.owner[card] != p:
            return _("That store belongs to {seat}").format(seat=seat_token(s.owner[card]))
        if 0 <= card < T.N_CARDS and s.owner[card] == -1 and s.phase not in (FIRST_STORE, ACTIONS):
            return check(s, A.Build(player=p, card=card, section=0))
    if kind == "facility" and s.phase != ACTIONS:
        return check(s, A.BuildFacility(player=p, facility=0, cell=0))
    return None


def _worker_stays(s: MarcheState, p: int, w: int) -> str | None:
    loc = s.wloc[p][w]
    if loc == BACKYARD:
        return None if s.phase == ACTIONS else check(s, A.Take(player=p, worker=w, resource="coin"))
    if loc == USED:
        return _("That worker has already worked this round: it goes back to your backyard at Closing")
    if loc == ON_AD:
        return _("That worker stays on the ad until the ad runs")
    if loc == ON_STORE:
        return _("That worker stays in the store until Closing")
    if loc == UNHIRED:
        return _("That worker is not hired yet: you hire one as your stores first fill 2, 3 and 4 sections")
    if loc == HIRED and w == T.GRAY:
        return _("The gray worker hired this turn can be used from your next turn")
    if loc == HIRED:
        return _("A worker hired this round joins your backyard at Closing, to be used next round")
    assert loc == ABSENT
    if s.phase == ACTIONS and is_prop(s, p, "vanessa"):
        # TRANSLATORS: the words in quotes are the button's ("Hire the gray worker").
        return _("Hire the gray worker first: press \u201cHire the gray worker\u201d ({cost} coins)").format(cost=NUM.GRAY_COST)
    return _("Vanessa hires the gray worker for {cost} coins in the Worker Actions Phase").format(cost=NUM.GRAY_COST)


def _customer_stays(s: MarcheState, c: int) -> str | None:
    if c in s.returning:
        return None
    if c in s.aside:
        return _("Customers beside the plaza come back to it at Closing")
    if customer_cell(s, c) < 0:
        return _("That customer stays in the store until Closing")
    if s.phase == RETURN:
        return _("Only the customers of the store you sold go back now: drag those onto cells with room")
    if s.phase != SOLICIT:
        return not_now(WHEN[A.Call], NOW[s.phase])
    return None


def _where_instead(s: MarcheState, g: Drag) -> str:
    """The piece may move now, but not there: where it goes."""
    kind, _parts, zkind, zparts = _split(g)
    p = s.turn
    own_zone = bool(zparts) and zparts[0] == str(p)
    if kind == "customer":
        if s.phase == RETURN:
            return _("Drop the customer on a cell of the plaza with room")
        if zkind in ("seat", "section") and not own_zone:
            return _("Call customers to your own stores")
        if zkind == "section":
            return _("That store's customer seats are all taken")
        if zkind == "cell":
            return _("Customers are called onto your stores' customer seats, not moved about the plaza")
        return _("Drop the customer on a free customer seat of one of your stores")
    if kind == "store":
        if zkind == "section" and not own_zone:
            return _("Stores go in the sections of your own board")
        if ids.ref(g.piece) not in s.sections[p]:
            return _("Drop the store on an empty section of your board")
        if s.phase == TOBY:
            return _("Drop the store on another section of your board (onto a store to swap the two)")
        if s.phase == SALE:
            return _("To sell a store, drop it on the store cards beside the plaza")
        if s.phase == ACTIONS and zkind == "section":
            return _("To renovate a store, drag a worker from your backyard onto it")
        return _("Your stores stay in their sections: a store is sold in the Sale Phase")
    if kind == "worker":
        if zkind == "wseat" or (zkind == "section" and not own_zone):
            return _("That store's worker seats are all taken")
        if zkind == "backyard":
            return _("That worker is already in your backyard")
        if zkind == "ads":
            return _("Drop the worker on the top or bottom field of an ad")
        if zkind in ("market", "specials"):
            return _("To build a store, drag the store card onto an empty section of your board")
        if zkind in ("spot", "cell", "facilities"):
            return _("To build a public facility, drag the facility card onto the plaza")
        return _("Drop the worker on an action: one of your stores to renovate, another player's store to "
                  "enter, an ad's field, or Take 1 coin or 1 wood")
    if kind == "facility":
        if zkind == "facilities":
            return _("That facility is in the supply: drop it on two cells of the plaza")
        if zkind == "cell":
            return _("Drop the facility on the two cells it is to cover (the cells light up)")
        return _("Drop a public facility on two cells of the plaza (or on the piles to remove it)")
    if kind == "goal":
        return _("Drag the Major Goal you keep onto your Goals")
    return _("That piece does not move there")
