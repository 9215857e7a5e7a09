"""The table for one viewer."""

from __future__ import annotations

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.seats import seat_token
from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
from fairtable.games.marche.scoring import GOALS, end_goals, result, store_vp
from fairtable.games.marche.state import (
    ABSENT,
    BACKYARD,
    HIRED,
    ON_AD,
    ON_STORE,
    OVER,
    UNHIRED,
    USED,
    MarcheState,
)
from fairtable.i18n import N_, _

D = T.D


def _store_tip(s: MarcheState, card: int) -> str:
    side = T.side_of(card, s.advanced[card])
    icons = "/".join(_(W.ICON_TIPS[i]) for i in side.icons)
    # TRANSLATORS: a store card's tooltip: its names, its icons in square brackets, what it does.
    parts = [_("{name} [{icons}] {effect}").format(name=W.both_names(side.name_en, side.name_ja), icons=icons,
                                                   effect=_(side.effect))]
    if side.worker_seats:
        parts.append(_("A rival's worker entering it gets {visitor}; its owner gets {owner}.").format(
            visitor=W.figures(side.visitor.coins, side.visitor.wood, side.visitor.vp),
            owner=W.figures(side.owner.coins, side.owner.wood, side.owner.vp)))
    st = D.stores[T.CARD_TYPE[card]]
    if st.renovation is not None and not s.advanced[card]:
        adv = st.advanced
        assert adv is not None
        parts.append(_("Renovate for {coins} coins + {wood} wood into {store}.").format(
            coins=st.renovation.coins, wood=st.renovation.wood, store=W.both_names(adv.name_en, adv.name_ja)))
    return " ".join(parts)



def cell_words(cell: int) -> str:
    """A plaza cell as the log says it: rows from the top, columns from the left."""
    row, column = divmod(cell, 4)
    return _("row {row}, column {column} of the plaza").format(row=row + 1, column=column + 1)


def spot_words(a: int, b: int) -> str:
    """The two cells of a facility place as the log says them: "row 1, columns 2 and 3 of the plaza"."""
    (r1, c1), (r2, c2) = divmod(a, 4), divmod(b, 4)
    if r1 == r2:
        return _("row {row}, columns {first} and {second} of the plaza").format(row=r1 + 1, first=c1 + 1, second=c2 + 1)
    return _("rows {first} and {second}, column {column} of the plaza").format(first=r1 + 1, second=r2 + 1, column=c1 + 1)


def build_layout(s: MarcheState, viewer: int | None) -> Layout:
    """Zones (ids):
    - ``cell:<r>,<c>``: plaza cells (customers; a blocked cell of the 3-player game holds a blocker)
    - ``spot:<r>,<c>:h|v``: the two cells from (r, c) rightwards (h) or downwards (v), where a public
      facility lies; ``facilities``: the facility piles; ``aside``: customers beside the plaza
    - ``market``: Basic Store decks and cards; ``specials``: Special Stores; ``returning``: customers of a
      sold store waiting for their cells
    - ``ads``: the face-up ads; ``adfield:<ad>:top|bottom``: their worker fields; ``addeck``: the ad deck
    - per seat: ``proprietor:<seat>``, ``section:<seat>:<n>`` (n 0..3, from the owner's left),
      ``seat:<seat>:<n>:<i>`` (customer seats), ``wseat:<seat>:<n>:<i>`` (worker seats),
      ``backyard:<seat>``, ``used:<seat>`` (outside the board), ``hire:<seat>`` (workers to hire),
      ``goals:<seat>``, ``drafthand:<seat>``, ``adsheld:<seat>``, ``resources:<seat>``, ``gray:<seat>``
    - ``take:coin``, ``take:wood``: the "Getting 1 Coin or 1 Wood" action spaces
    - ``scoreboard`` (VP markers), ``rounds`` (the round marker), ``start:<seat>`` (Start Player marker)
    """
    z: list[Zone] = []
    p: list[Piece] = []
    geo = T.GEOMETRY[s.players]
    n = s.players
    for cell in range(geo.rows * 4):
        # a cell in the log's words: "row 1, column 3 of the plaza"
        label = _("blocked") if cell in geo.blocked else cell_words(cell)
        z.append(Zone(ids.cell(cell), "slot", label, capacity=2))
        for i, c in enumerate(s.cell_cust[cell]):
            p.append(Piece(ids.customer(c), "meeple", ids.cell(cell), i, art="marche/customer"))
    for i, cell in enumerate(geo.blocked):
        p.append(Piece(ids.blocker(i), "meeple", ids.cell(cell), 0, art="marche/blocker",
                       tooltip=_("This cell counts as outside the plaza")))
    for spot in geo.spots:
        z.append(Zone(ids.spot(spot), "area", spot_words(*spot)))
    z.append(Zone(ids.FACILITIES, "stack", _("Public facilities")))
    for k in range(T.N_FAC):
        f = D.facilities[T.FAC_TYPE[k]]
        zone = ids.spot(geo.spots[s.fac_spot[k]]) if s.fac_spot[k] >= 0 else ids.FACILITIES
        name = W.both_names(f.name_en, f.name_ja)
        cost = f.cost_for(s.players)
        tip = _("{name}: {coins} coins + {wood} wood, {vp} VP; covers two cells: {effect}").format(
            name=name, coins=cost.coins, wood=cost.wood, vp=f.vp, effect=_(W.FACILITY_TIPS[f.effect]))
        art = f"marche/facility/{f.key}/{s.players}"  # the card prints the cost at this player count
        if s.fac_spot[k] >= 0:
            # TRANSLATORS: a public facility's tooltip, then the two cells it was built on ("row 1, columns 2 and 3")
            tip = _("{tip}. Built on {place}.").format(tip=tip.rstrip("."), place=spot_words(*geo.spots[s.fac_spot[k]]))
        p.append(Piece(ids.facility(k), "card", zone, k, art=art, label=name, tooltip=tip))
    z.append(Zone(ids.ASIDE, "area", _("Beside the plaza")))
    for i, c in enumerate(s.aside):
        p.append(Piece(ids.customer(c), "meeple", ids.ASIDE, i, art="marche/customer"))
    z.append(Zone(ids.RETURNING, "area", _("Customers to return")))
    for i, c in enumerate(s.returning):
        p.append(Piece(ids.customer(c), "meeple", ids.RETURNING, i, art="marche/customer"))
    z.append(Zone(ids.MARKET, "area", _("Store cards")))
    z.append(Zone(ids.SPECIALS, "area", _("Special stores")))
    for card in range(T.N_CARDS):
        if s.owner[card] == -1:
            t = T.CARD_TYPE[card]
            p.append(Piece(ids.store(card), "card", ids.SPECIALS if T.SPECIAL[t] else ids.MARKET, card,
                           art=f"marche/store/{D.stores[t].key}", label=_(T.side_of(card, False).name_en),
                           tooltip=_store_tip(s, card)))
    # Ads.
    z.append(Zone(ids.ADS, "area", _("Ads")))
    z.append(Zone(ids.ADDECK, "stack", _("Ad deck")))
    for i, ad in enumerate(s.ad_display):
        a = D.ads[ad]
        tip = _("Runs at {run_cost} coins; top {top} coins: {top_vp} VP; bottom {bottom} coins: {bottom_vp} VP").format(
            run_cost=a.run_cost, top=a.fields[0].coins, top_vp=a.fields[0].vp, bottom=a.fields[1].coins,
            bottom_vp=a.fields[1].vp)
        p.append(Piece(ids.ad(ad), "card", ids.ADS, i, art="marche/ad", label=W.both_names(a.name_en, a.name_ja),
                     tooltip=tip))
        fields = (_("{ad} top"), _("{ad} bottom"))
        for f in (0, 1):
            z.append(Zone(ids.adfield(ad, f), "slot", fields[f].format(ad=_(a.name_en)), capacity=2))
    for i in range(len(s.ad_deck)):
        p.append(Piece(ids.ad_back(i), "card", ids.ADDECK, i, face_up=False, art="marche/ad_back"))
    z.append(Zone(ids.take("coin"), "slot", _("Take 1 coin")))
    z.append(Zone(ids.take("wood"), "slot", _("Take 1 wood")))
    z.append(Zone(ids.SCOREBOARD, "track", _("VP")))
    z.append(Zone(ids.ROUNDS, "track", _("Round")))
    p.append(Piece(ids.ROUND, "marker", ids.ROUNDS, s.round, label=_("Round {round}").format(round=s.round)))
    # Goals that have scored: revealed when achieved, and at the end those counted (shown face up to all).
    revealed = {g for gs in s.goals_scored for g in gs}
    if s.phase == OVER:
        for seat in range(n):
            revealed.update(end_goals(s, seat))
    track = scoreboard_vp(s)
    for seat in range(n):
        _seat(s, seat, viewer, revealed, track, z, p)
    return Layout(z, p, _figures(s, track))


def _figures(s: MarcheState, track: list[int]) -> dict[str, str]:
    """The figures beside the board, each under its name in the rulebook's words ("Round": "2 of 5"). A seat's
    figures are under its token ("Seat 2"), which the table replaces by the player's name; its VP are those
    of its marker on the scoreboard (``track``: the final total once the game is over)."""
    info = {
        # TRANSLATORS: Animal Marche's figures beside the board: the round ("2 of 5"), the phase, ...
        _("Round"): _("{round} of {last}").format(round=s.round, last=NUM.ROUNDS),
        _("Phase"): _(W.PHASE_NAMES[s.phase]),
        _("Start player"): seat_token(s.start),
        _("Ad cards left in the deck"): str(len(s.ad_deck)),
    }
    for seat in range(s.players):
        # TRANSLATORS: a player's coins, wood and the VP of their marker ("3 coins, 1 wood, 5 VP on the scoreboard")
        info[seat_token(seat)] = _("{coins}, {wood}, {vp} on the scoreboard").format(
            coins=W.coins(s.coins[seat]), wood=W.wood(s.wood[seat]), vp=W.vp(track[seat]))
    return info


def scoreboard_vp(s: MarcheState) -> list[int]:
    """Where each seat's marker stands on the scoreboard: the VP scored so far, and once the game is over the
    final totals (the stores and the goals revealed at the end counted on the track)."""
    if s.phase == OVER:
        return result(s).scores
    return list(s.vp)


def lap_words(seat: int, vp: int) -> str:
    """A VP marker's tooltip: its seat, its VP and, from 40 VP on, the lap it is on (the rulebook lays the
    marker on its back for the 2nd lap)."""
    who = seat_token(seat)
    if vp < NUM.TRACK:
        return _("{seat}: {vp} on the scoreboard").format(seat=who, vp=W.vp(vp))
    # TRANSLATORS: a scoreboard marker past 40 VP: "Seat 1: 43 VP, lap 2 (the marker lies on its back on 3)"
    return _("{seat}: {vp}, lap {lap} (the marker lies on its back on {cell})").format(
        seat=who, vp=W.vp(vp), lap=vp // NUM.TRACK + 1, cell=vp % NUM.TRACK)


def _seat(s: MarcheState, seat: int, viewer: int | None, revealed: set[int], track: list[int], z: list[Zone],
          p: list[Piece]) -> None:
    prop = D.proprietors[s.proprietor[seat]]
    z.append(Zone(ids.seat_zone("proprietor", seat), "slot", _("Proprietor"), owner=seat))
    p.append(Piece(ids.proprietor(prop.id), "card", ids.seat_zone("proprietor", seat), art=f"marche/proprietor/{prop.key}",
                   label=W.both_names(prop.name_en, prop.name_ja), tooltip=_(prop.ability), owner=seat))
    z.append(Zone(ids.seat_zone("start", seat), "slot", _("Start player"), owner=seat))
    if s.start == seat:
        p.append(Piece(ids.START_MARKER, "marker", ids.seat_zone("start", seat), label=_("Start player")))
    z.append(Zone(ids.seat_zone("resources", seat), "area", _("Coins and wood"), owner=seat))
    p.append(Piece(ids.coins(seat), "token", ids.seat_zone("resources", seat), 0, label=str(s.coins[seat]), owner=seat, tooltip=_("Coins (at most {n})").format(n=NUM.COIN_CAP)))
    p.append(Piece(ids.wood(seat), "token", ids.seat_zone("resources", seat), 1, label=str(s.wood[seat]), owner=seat, tooltip=_("Wood (at most {n})").format(n=NUM.WOOD_CAP)))
    vp = track[seat]
    p.append(Piece(ids.vp(seat), "meeple", ids.SCOREBOARD, vp, label=str(vp), tooltip=lap_words(seat, vp), owner=seat))
    for sec in range(4):
        z.append(Zone(ids.section(seat, sec), "slot", _("Section {n}").format(n=sec + 1), owner=seat))
        card = s.sections[seat][sec]
        if card < 0:
            continue
        side = T.side_of(card, s.advanced[card])
        p.append(Piece(ids.store(card), "card", ids.section(seat, sec), 0, art=f"marche/store/{D.stores[T.CARD_TYPE[card]].key}"
                       + ("/advanced" if s.advanced[card] else ""), label=W.both_names(side.name_en, side.name_ja),
                       tooltip=_("{tip} Now worth {vp} VP.").format(tip=_store_tip(s, card), vp=store_vp(s, seat, card)),
                       owner=seat))
        store = W.both_names(side.name_en, side.name_ja)
        for i, c in enumerate(s.store_cust[card]):
            # TRANSLATORS: a seat for a customer on a store card: "Customer seat of Bakery (2 of 3)"
            z.append(Zone(ids.customer_seat(seat, sec, i), "slot", _("Customer seat of {store} ({n} of {count})").format(
                store=store, n=i + 1, count=len(s.store_cust[card])), owner=seat, capacity=1))
            if c >= 0:
                p.append(Piece(ids.customer(c), "meeple", ids.customer_seat(seat, sec, i), 0, art="marche/customer"))
        for i in range(len(s.store_workers[card])):
            # TRANSLATORS: a seat for a worker on a store card: "Worker seat of Bakery (1 of 2)"
            z.append(Zone(ids.worker_seat(seat, sec, i), "slot", _("Worker seat of {store} ({n} of {count})").format(
                store=store, n=i + 1, count=len(s.store_workers[card])), owner=seat, capacity=1))
    for zone_kind, label in (("backyard", N_("Backyard")), ("used", N_("Outside the board")),
                             ("hire", N_("Workers to hire")), ("gray", N_("Gray worker"))):
        z.append(Zone(ids.seat_zone(zone_kind, seat), "area", _(label), owner=seat))
    for w, loc in enumerate(s.wloc[seat]):
        if w == T.GRAY and D.proprietors[s.proprietor[seat]].key != "vanessa":
            continue
        where = s.wwhere[seat][w]
        if loc == BACKYARD:
            zone = ids.seat_zone("backyard", seat)
        elif loc in (USED, HIRED):
            zone = ids.seat_zone("used", seat)
        elif loc == UNHIRED:
            zone = ids.seat_zone("hire", seat)
        elif loc == ABSENT:
            zone = ids.seat_zone("gray", seat)
        elif loc == ON_AD:
            field = next(x[1] for x in s.ad_workers[where] if x[0] == seat and x[2] == w)
            zone = ids.adfield(where, field)
        else:
            assert loc == ON_STORE
            card, i = divmod(where, 4)
            zone = ids.worker_seat(s.owner[card], s.section_of[card], i)
        p.append(Piece(ids.worker(seat, w), "meeple", zone, w, art="marche/worker/gray" if w == T.GRAY else "marche/worker",
                       owner=seat, label=(_("usable next turn") if w == T.GRAY else _("hired next round")) if loc == HIRED else ""))
    z.append(Zone(ids.seat_zone("adsheld", seat), "fan", _("Ads held"), owner=seat))
    for i, ad in enumerate(s.ads_held[seat]):
        p.append(Piece(ids.ad(ad), "card", ids.seat_zone("adsheld", seat), i, art="marche/ad", label=_(D.ads[ad].name_en), owner=seat))
    z.append(Zone(ids.seat_zone("goals", seat), "fan", _("Goals"), owner=seat))
    z.append(Zone(ids.seat_zone("drafthand", seat), "fan", _("Major Goals to choose from"), owner=seat))
    slots = ([s.minor[seat]] if s.minor[seat] >= 0 else []) + s.majors[seat]
    for i, g in enumerate(slots):
        p.append(_goal(g, seat, viewer, revealed, ids.seat_zone("goals", seat), i, ids.goal_back(seat, i)))
    for i, g in enumerate(s.draft_hands[seat]):
        p.append(_goal(g, seat, viewer, revealed, ids.seat_zone("drafthand", seat), i, ids.goal_back(seat, f"h{i}")))


def _goal(g: int, seat: int, viewer: int | None, revealed: set[int], zone: str, order: int, back: str) -> Piece:
    """A goal card: face up to its owner and, once it has scored, to everybody, marked achieved (art key
    ``.../achieved`` and the tooltip) so it does not look like one still to do."""
    goal = GOALS[g]
    if viewer == seat or g in revealed:
        # TRANSLATORS: a goal card's label, with the Japanese rulebook's word for it.
        label = _("Minor Goal 小目標 {number}") if goal.size == "minor" else _("Major Goal 大目標 {number}")
        if g in revealed:
            state, art = _("Achieved: scored {vp} VP"), f"marche/goal/{goal.size}/achieved"
        elif goal.reveal == "achieved":
            state, art = _("{vp} VP, revealed when achieved"), f"marche/goal/{goal.size}"
        else:
            state, art = _("{vp} VP, revealed at the end of the game"), f"marche/goal/{goal.size}"
        # TRANSLATORS: a goal card's tooltip: what it asks, then its VP and when it is revealed.
        tip = _("{text} {state}").format(text=_(goal.text), state=state.format(vp=goal.vp))
        return Piece(ids.goal(g), "card", zone, order, art=art, label=label.format(number=goal.number),
                     tooltip=tip, owner=seat)
    return Piece(back, "card", zone, order, face_up=False, art="marche/goal/back", owner=seat)
