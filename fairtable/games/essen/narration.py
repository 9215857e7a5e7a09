"""What ESSEN tells while it is played: every automatic step of setup and maintenance with its values
(rulebook 3 and 4.A), the first player and the rule that chose them (4.B), the effects of the players'
actions (4.C), the 2-player removals (7.A) and every scoring (5 and 6). The prompts of the decisions are
in prompts.py.

Flow and rules call these functions only when somebody listens (``telling()``), so a bot's plain ``apply``
builds no text. Seats are written by number ("Seat 2"); the table puts the names in. A secret (a wish card
dealt, drafted or play-tested) is named to its owner only, in the owner's own words ("You keep ...").
Every line is one catalog message with named placeholders (fairtable.i18n). :func:`describe` gives the
log line of a player's action ("Anna buys Concordia for €35: 5 VP").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairtable.engine.actions import Action
from fairtable.engine.narration import tell
from fairtable.engine.seats import seat_token
from fairtable.games.essen.actions import (
    Buy,
    DraftPick,
    Eat,
    EndTurn,
    Keep,
    Move,
    PlayTest,
    RemoveTile,
    Unload,
    Withdraw,
)
from fairtable.games.essen.data import (
    CROWD_SPACE,
    SYMBOLS,
    ZONES,
    cheapest_path,
    data,
    distances,
    enter_costs,
)
from fairtable.games.essen.numbers import (
    DISCARDS_FACE_UP,
    EAT_PRICE,
    LAST_ROUND,
    PALLET_EVENT,
    PALLET_LABELS,
    PALLET_MINUS,
    PALLET_PLUS,
    START_MONEY,
    STEP_COST,
    TRACK_SPACES,
    WISH_HAND,
    WITHDRAW_AMOUNT,
    WITHDRAW_VP,
)
from fairtable.games.essen.scoring import (
    meets,
    price,
    purchase_vp,
    result,
    symbol_counts,
    wish_games,
    wish_points,
)
from fairtable.games.essen.state import EssenState
from fairtable.games.essen.words import (
    RANKING_SITES,
    and_list,
    at_stand,
    colour,
    crowd_place,
    euros,
    event_label,
    event_name,
    games,
    ranking_needs,
    rankings_in_play,
    seat,
    site,
    space_name,
    symbol,
    symbol_summary,
    title,
)
from fairtable.i18n import _, groups, ngettext, series

# -- setup ------------------------------------------------------------------------------------------


def setup(s: EssenState) -> None:
    """Rulebook 3, before the pallet's popularity: money, the wish cards dealt, the ranking cards, the
    games laid out."""
    d = data()
    money = euros(START_MONEY)
    if s.no_crowd:
        line = _("Each player takes {money} and puts a meeple on the parking").format(money=money)
    else:
        line = _("Each player takes {money} and puts a meeple on the parking, where the crowd waits").format(money=money)
    tell(line, "setup", money=START_MONEY)
    n = len(s.draft[0])
    dealt = {p: ngettext("You are dealt {n} wish card: {cards}", "You are dealt {n} wish cards: {cards}", n).format(
        n=n, cards=and_list([title(c) for c in s.draft[p]])) for p in range(s.players)}
    tell(ngettext("Each player is dealt {n} wish card", "Each player is dealt {n} wish cards", n).format(n=n), "deal",
         cards=n, views=dealt)
    if s.rankings:
        tell(_("Morning ranking cards: {cards}").format(cards=rankings_in_play(s)), "rankings", period="morning",
             cards=tuple(d.rankings[c].id for c in s.rankings))
    on_stand = [t for t in range(len(d.tiles)) if s.at_stand[t]]
    tell(ngettext("{n} game goes on sale on its stand; {stored} wait face down in storage boxes 2 to 6, and the "
                  "last-turn tile lies face down on box 7",
                  "{n} games go on sale on their stands; {stored} wait face down in storage boxes 2 to 6, and the "
                  "last-turn tile lies face down on box 7", len(on_stand)).format(n=len(on_stand), stored=len(s.storage)),
         "hall", tiles=tuple(d.tiles[t].id for t in on_stand))
    tell(_("On the pallet truck, on sale from round 2: {tiles}").format(tiles=pallet_line(s)), "pallet",
         tiles=tuple(d.tiles[t].id for t in s.pallet))


def press_card(s: EssenState) -> None:
    tell(_("{seat} gets the Press card among the entrance admission cards and plays first").format(seat=seat(s.first)),
         "first_player", seat=s.first, rule="press card")


def pallet_line(s: EssenState) -> str:
    d = data()
    out = []
    for k, t in enumerate(s.pallet):
        if t < 0:
            continue
        sym = symbol(d.tiles[t].symbol)
        if PALLET_LABELS[k] == "E":
            # TRANSLATORS: a game on the pallet truck's slot ("-1", "+1" or "E"): "E Concordia (dice, blue zone)".
            line = _("{slot} {title} ({symbol}, {colour} zone)").format(
                slot=PALLET_LABELS[k], title=title(t), symbol=sym, colour=colour(ZONES[d.tile_zone[t]]))
        else:
            line = _("{slot} {title} ({symbol})").format(slot=PALLET_LABELS[k], title=title(t), symbol=sym)
        out.append(line)
    return series(out)


# -- maintenance ------------------------------------------------------------------------------------


def new_round(s: EssenState) -> None:
    if s.round == LAST_ROUND:
        tell(_("Round {round} of {last}: the last round, the fair closes tonight").format(
            round=s.round, last=LAST_ROUND), "round", banner=True, round=s.round, last=True)
    else:
        tell(_("Round {round} of {last} begins").format(round=s.round, last=LAST_ROUND), "round", banner=True,
             round=s.round, last=False)


def release(s: EssenState, tiles: Sequence[int], gone: Sequence[int]) -> None:
    """Rulebook 4.A.1: the pallet's games go to their stands (``gone``: "not released" ones leave)."""
    d = data()
    for t in gone:
        tell(_("{title} is not released: it leaves the game instead of going on sale").format(title=title(t)),
             "not_released", tile=d.tiles[t].id)
    if tiles:
        tell(ngettext("Release of games: {games} goes on sale on its stand",
                      "Release of games: {games} go on sale on their stands", len(tiles)).format(
            games=and_list([at_stand(t) for t in tiles])), "release", tiles=tuple(d.tiles[t].id for t in tiles))


def pallet(s: EssenState) -> None:
    tell(_("Storage box {box} goes onto the pallet truck: {tiles}").format(box=s.round, tiles=pallet_line(s)),
         "pallet", box=s.round, tiles=tuple(data().tiles[t].id for t in s.pallet if t >= 0))


def popularity(s: EssenState, before: Sequence[int]) -> None:
    """Rulebook 4.A.2: from -> to for each symbol on the -1 and +1 pallets."""
    sym = data().tile_symbol
    touched = sorted({sym[s.pallet[k]] for k in (*PALLET_MINUS, *PALLET_PLUS) if s.pallet[k] >= 0})
    changes = {SYMBOLS[k]: (before[k], s.popularity[k]) for k in touched}
    parts = []
    for name, (old, new) in changes.items():
        if old == new:
            parts.append(_("{symbol} stays at {n}").format(symbol=symbol(name), n=new))
        else:
            parts.append(_("{symbol} {old} → {new}").format(symbol=symbol(name), old=old, new=new))
    tell(_("Popularity: {changes}").format(changes=series(parts)), "popularity", changes=changes)


def events(s: EssenState) -> None:
    """Rulebook 4.A.3: the tokens drawn and the games they lie on."""
    d = data()
    drawn = {}
    parts = []
    for k in PALLET_EVENT:
        t = s.pallet[k]
        ev = s.tile_event[t] if t >= 0 else -1
        if ev >= 0:
            drawn[d.tiles[t].id] = d.event_kind[ev]
            parts.append(_("{event} on {title}").format(event=event_label(ev), title=title(t)))
    if parts:
        tell(_("Events: {events}").format(events=and_list(parts)), "events", events=drawn)
    else:
        tell(_("Events: no event tokens are left to draw"), "events", events=drawn)


def crowd(s: EssenState) -> None:
    """Rulebook 4.A.4: where the two crowd tokens go and why."""
    if s.no_crowd:
        return
    places = [crowd_place(c) for c in s.crowd]
    if s.crowd[1] >= CROWD_SPACE and 0 <= s.crowd[0] < CROWD_SPACE:
        line = _("The crowd goes to {places} (both E games are of that colour, so the second token goes to the "
                 "central courtyard): entering a crowded space costs 2 AP")
    else:
        line = _("The crowd goes to {places}: entering a crowded space costs 2 AP")
    tell(line.format(places=and_list(places)), "crowd", places=tuple(places))


def last_round(s: EssenState) -> None:
    """Rulebook 4.A, last round: the last-turn tile, no popularity change, no events, crowd at the entrances."""
    lt = data().last_turn[s.last_turn]
    tell(_("The last-turn tile is turned over: {name}. {text}").format(name=_(lt.name), text=_(lt.text)), "last_turn",
         tile=lt.id, effect=lt.effect)


def last_round_quiet(s: EssenState) -> None:
    tell(_("Last round: the popularity stays as it is and no event tokens are drawn"), "popularity", changes={})
    if not s.no_crowd:
        tell(_("Both crowd tokens go to the two entrances: entering them costs 2 AP"), "crowd",
             places=tuple(crowd_place(c) for c in s.crowd))


def first_player(s: EssenState, old: int) -> None:
    """Rulebook 4.B: the new first player and the rule that chose them."""
    n = s.players
    free = [TRACK_SPACES - len(s.bag[q]) for q in range(n)]
    most = max(free)
    tied = [p for p in range(n) if free[p] == most]
    p = s.first
    if len(tied) == 1:
        rule = "most free action spaces"
        line = _("{seat} takes the first player token: the most free action spaces ({n})").format(seat=seat(p), n=most)
    else:
        least = min(s.vp[q] for q in tied)
        tied_vp = [q for q in tied if s.vp[q] == least]
        if len(tied_vp) == 1:
            rule = "fewest VP"
            line = ngettext(
                "{seat} takes the first player token: {seats} have {n} free action space each, and {seat} has the "
                "fewest VP ({vp})",
                "{seat} takes the first player token: {seats} have {n} free action spaces each, and {seat} has the "
                "fewest VP ({vp})", most).format(seat=seat(p), seats=and_list([seat(q) for q in tied]), n=most, vp=least)
        else:
            rule = "clockwise"
            line = ngettext(
                "{seat} takes the first player token: {seats} are tied on {n} free action space and {vp} VP; {seat} "
                "is the first of them clockwise from the left of {old}",
                "{seat} takes the first player token: {seats} are tied on {n} free action spaces and {vp} VP; {seat} "
                "is the first of them clockwise from the left of {old}", most).format(
                seat=seat(p), seats=and_list([seat(q) for q in tied_vp]), n=most, vp=least, old=seat(old))
    tell(line, "first_player", seat=p, rule=rule, free=most)


def action_track(s: EssenState) -> None:
    """Rulebook 4.B: the action meeples go back to the start point."""
    aps = [s.ap(p) for p in range(s.players)]
    if len(set(aps)) == 1:
        line = _("The action meeples go back to the start point: everyone has {ap} AP").format(ap=aps[0])
    else:
        seats = []
        for p in range(s.players):
            if s.bag[p]:
                seats.append(ngettext("{seat} {ap} AP ({n} game in the bag)", "{seat} {ap} AP ({n} games in the bag)",
                                      len(s.bag[p])).format(seat=seat(p), ap=aps[p], n=len(s.bag[p])))
            else:
                seats.append(_("{seat} {ap} AP").format(seat=seat(p), ap=aps[p]))
        line = _("The action meeples go back to the start point: {seats}").format(seats=series(seats))
    tell(line, "action_track", ap=tuple(aps))


def removal_order(s: EssenState) -> None:
    order = s.remove_queue
    tell(_("2-player rule: before the actions, {seats} each remove one game from the hall, {seat} first").format(
        seats=and_list([seat(p) for p in order]), seat=seat(order[0])), "removal_order", order=tuple(order))


def removal_skipped(p: int) -> None:
    tell(_("{seat} cannot remove a game: a meeple stands on every stand that still holds one").format(seat=seat(p)),
         "removal_skipped", seat=p)


# -- actions ----------------------------------------------------------------------------------------


def walk(s: EssenState, p: int, start: int, target: int, cost: int) -> None:
    """A walk that enters crowded spaces says so: the crowd doubles their cost."""
    crowd_cost = enter_costs(tuple(s.crowd))
    path = cheapest_path(tuple(s.crowd), start, target)
    crowded = [v for v in path if crowd_cost[v] > STEP_COST]
    if crowded:
        n = len(crowded)
        tell(ngettext("The crowd doubles the cost: {n} crowded space on the way costs 2 AP; {seat} has {ap} AP left",
                      "The crowd doubles the cost: {n} crowded spaces on the way cost 2 AP each; {seat} has {ap} AP "
                      "left", n).format(n=n, seat=seat(p), ap=s.ap(p)),
             "walk", auto=False, cost=cost, crowded=len(crowded), ap=s.ap(p))


def purchase(s: EssenState, p: int, t: int, cost: int, vp: int, ev: int, from_list: bool) -> None:
    """Rulebook 4.C.2: what the purchase paid and scored, part by part. ``s`` is after the purchase."""
    d = data()
    parts = [_("{symbol} popularity {n}").format(symbol=symbol(d.tiles[t].symbol), n=s.popularity[d.tile_symbol[t]])]
    if d.tile_bonus[t]:
        parts.append(_("bonus {n}").format(n=d.tile_bonus[t]))
    if ev >= 0 and d.event_vp[ev]:
        parts.append(f"{event_name(d.event_kind[ev])} {d.event_vp[ev]:+d}")
    if s.last_turn >= 0:
        lt = d.last_turn[s.last_turn]
        if lt.effect == "symbol_bonus" and lt.symbol == d.tiles[t].symbol:
            parts.append(f"{_(lt.name)} +2")
    full = d.tile_price[t]
    if cost == full:
        paid = euros(cost)
    else:
        paid = _("{paid} ({printed} printed)").format(paid=euros(cost), printed=euros(full))
    if vp == 0 and sum(_vp_parts(s, t, ev)) < 0:
        line = _("{seat} pays {paid} and scores {vp} VP (never below 0) ({parts}); the game fills a bag space: {ap} AP "
                 "and {money} left")
    else:
        line = _("{seat} pays {paid} and scores {vp} VP ({parts}); the game fills a bag space: {ap} AP and {money} left")
    tell(line.format(seat=seat(p), paid=paid, vp=vp, parts=" + ".join(parts), ap=s.ap(p), money=euros(s.money[p])),
         "purchase", auto=False, tile=d.tiles[t].id, price=cost, vp=vp, ap=s.ap(p))
    if ev >= 0 and d.event_kind[ev] == "sold_out":
        tell(_("{seat} uses the pre-order: the Sold out token goes on the pre-order box").format(seat=seat(p)),
             "preorder", auto=False, seat=p)
    if from_list:
        tell(_("{seat} takes the {title} card from the common wish list into their hand").format(
            seat=seat(p), title=title(t)), "wish_taken", auto=False, seat=p, card=d.tiles[t].id)


def _vp_parts(s: EssenState, t: int, ev: int) -> list[int]:
    d = data()
    return [s.popularity[d.tile_symbol[t]], d.tile_bonus[t], d.event_vp[ev] if ev >= 0 else 0]


def eat(s: EssenState, p: int, back: int) -> None:
    tell(ngettext("{seat} recovers: the action meeple goes back {n} space, {ap} AP left",
                  "{seat} recovers: the action meeple goes back {n} spaces, {ap} AP left", back).format(
        seat=seat(p), n=back, ap=s.ap(p)), "eat", auto=False, back=back, ap=s.ap(p))


def reshuffle(n: int) -> None:
    if n == 1:
        line = _("The wish list deck is empty: the discarded card becomes the new deck")
    else:
        line = ngettext("The wish list deck is empty: the {n} discarded card is shuffled into a new deck",
                        "The wish list deck is empty: the {n} discarded cards are shuffled into a new deck", n).format(n=n)
    tell(line, "reshuffle", cards=n)


def play_test(s: EssenState, p: int, kept_alone: int) -> None:
    """Rulebook 4.C.3: the two cards drawn, named to the player only."""
    if kept_alone >= 0:
        tell(_("{seat} draws the last wish card and keeps it").format(seat=seat(p)), "play_test", auto=False, seat=p,
             drawn=1, views={p: _("You draw {title}, the last wish card, and keep it").format(title=title(kept_alone))})
        return
    names = and_list([title(c) for c in s.pending])
    n = len(s.deck)
    public = ngettext("{seat} looks at the two cards drawn; {n} card left in the wish list deck",
                      "{seat} looks at the two cards drawn; {n} cards left in the wish list deck", n)
    mine = ngettext("You draw {cards}; {n} card left in the wish list deck",
                    "You draw {cards}; {n} cards left in the wish list deck", n)
    tell(public.format(seat=seat(p), n=n), "play_test", auto=False, seat=p, drawn=len(s.pending),
         views={p: mine.format(cards=names, n=n)})


def keep(s: EssenState, p: int, card: int, others: Sequence[int]) -> None:
    gone = and_list([title(c) for c in others])
    if others and DISCARDS_FACE_UP:
        text = _("{cards} goes face up to the discards").format(cards=gone)
    else:
        text = _("{seat} discards the other card face down").format(seat=seat(p))
    if others:
        mine = _("You keep {title}; {cards} goes to the discards").format(title=title(card), cards=gone)
    else:
        mine = _("You keep {title}").format(title=title(card))
    tell(text, "keep", auto=False, seat=p, views={p: mine},
         discarded=tuple(data().tiles[c].id for c in others) if DISCARDS_FACE_UP else ())


def unload(s: EssenState, p: int, tiles: Sequence[int]) -> None:
    tell(ngettext("{games} goes into the trunk; the bag is empty again, {seat} has {ap} AP left",
                  "{games} go into the trunk; the bag is empty again, {seat} has {ap} AP left", len(tiles)).format(
        games=and_list([title(t) for t in tiles]), seat=seat(p), ap=s.ap(p)), "unload", auto=False, seat=p,
         tiles=tuple(data().tiles[t].id for t in tiles), ap=s.ap(p))


def withdraw(s: EssenState, p: int) -> None:
    tell(_("{seat} now has {money} and {vp} VP").format(seat=seat(p), money=euros(s.money[p]), vp=s.vp[p]), "withdraw",
         auto=False, seat=p, money=s.money[p], vp=s.vp[p])


def draft_pick(s: EssenState, p: int, card: int) -> None:
    n = len(s.hand[p])
    tell(_("{seat} has chosen {n} of {total} wish cards").format(seat=seat(p), n=n, total=WISH_HAND), "draft_pick",
         auto=False, seat=p, chosen=n,
         views={p: _("You keep {title}: {n} of {total} wish cards chosen").format(title=title(card), n=n,
                                                                                 total=WISH_HAND)})


def draft_pass(s: EssenState) -> None:
    n = s.players
    size = len(s.draft[0])
    views = {q: ngettext("You receive {n} card from {seat}: {cards}", "You receive {n} cards from {seat}: {cards}",
                         size).format(n=size, seat=seat((q - 1) % n), cards=and_list([title(c) for c in s.draft[q]]))
             for q in range(n)}
    if n == 2:
        line = ngettext("The draft hands go to the other player: each player picks from {n} card",
                        "The draft hands go to the other player: each player picks from {n} cards", size)
    else:
        line = ngettext("The draft hands pass to the left: each player picks from {n} card",
                        "The draft hands pass to the left: each player picks from {n} cards", size)
    tell(line.format(n=size), "draft_pass", cards=size, views=views)


def common_list(s: EssenState) -> None:
    n = len(s.common)
    tell(ngettext("The draft is over: the {n} card left forms the common wish list: {cards}",
                  "The draft is over: the {n} cards left form the common wish list: {cards}", n).format(
        n=n, cards=and_list([title(c) for c in s.common])), "common_list",
         cards=tuple(data().tiles[c].id for c in s.common))


def removed(s: EssenState, p: int, t: int, ev: int) -> None:
    on = sum(s.at_stand)
    if ev >= 0:
        line = ngettext("{title}, with its {event} token, leaves the game; {n} game left on the stands",
                        "{title}, with its {event} token, leaves the game; {n} games left on the stands", on)
    else:
        line = ngettext("{title} leaves the game; {n} game left on the stands",
                        "{title} leaves the game; {n} games left on the stands", on)
    tell(line.format(title=title(t), event=event_label(ev) if ev >= 0 else "", n=on), "remove", auto=False, seat=p,
         tile=data().tiles[t].id)


# -- departures and scoring -------------------------------------------------------------------------


def departure(s: EssenState, p: int, order: int, vp: int) -> None:
    if vp and order == 0:
        line = _("{seat} ends the last turn on the parking and leaves early, first to go: {vp} VP")
    elif vp:
        line = _("{seat} ends the last turn on the parking and leaves early, second to go: {vp} VP")
    else:
        line = _("{seat} ends the last turn on the parking; only the first two to leave score a bonus")
    tell(line.format(seat=seat(p), vp=vp), "departure", seat=p, order=order + 1, vp=vp)


def ranking_scoring(s: EssenState, period: str, gained: Sequence[int]) -> None:
    """Rulebook 5 and 6.1: the ranking cards each player meets, then a banner with everyone's points."""
    d = data()
    for p in range(s.players):
        counts = symbol_counts(s, p)
        met = [k for k, c in enumerate(s.rankings) if meets(counts, c)]
        if met:
            cards = and_list([f"{site(RANKING_SITES[k])} ({ranking_needs(s.rankings[k])})" for k in met])
            line = _("{seat} meets {cards}: {vp} VP").format(seat=seat(p), cards=cards, vp=gained[p])
        elif period == "morning":
            line = _("{seat} meets no morning ranking card ({bought} bought): 0 VP").format(
                seat=seat(p), bought=symbol_summary(counts))
        else:
            line = _("{seat} meets no afternoon ranking card ({bought} bought): 0 VP").format(
                seat=seat(p), bought=symbol_summary(counts))
        tell(line, "ranking", seat=p, period=period, met=tuple(RANKING_SITES[k] for k in met), vp=gained[p])
    scores = series(_("{seat} +{gained} ({vp} VP)").format(seat=seat(p), gained=gained[p], vp=s.vp[p])
                    for p in range(s.players))
    if period == "morning":
        line = _("Midday scoring of the morning rankings: {scores}")
    else:
        line = _("Afternoon rankings: {scores}")
    tell(line.format(scores=scores), "scoring", banner=period == "morning", period=period, vp=tuple(gained),
         cards=tuple(d.rankings[c].id for c in s.rankings))


def afternoon_cards(s: EssenState) -> None:
    tell(_("The afternoon ranking cards replace the morning ones: {cards}").format(cards=rankings_in_play(s)),
         "rankings", period="afternoon", cards=tuple(data().rankings[c].id for c in s.rankings))


def final_walk(unloaded: Sequence[int]) -> None:
    parts = [_("{seat}: {what}").format(seat=seat(p), what=games(n)) for p, n in enumerate(unloaded) if n]
    if parts:
        line = _("The fair closes: every meeple walks to the parking and unloads the bag ({bags})").format(
            bags=groups(parts))
    else:
        line = _("The fair closes: every meeple walks to the parking; every bag is empty")
    tell(line, "final_walk", unloaded=tuple(unloaded))


def wish_scoring(s: EssenState) -> None:
    """Rulebook 6.2: the games bought of each wish list and the VP of the counting table."""
    for p in range(s.players):
        bought = set(s.bag[p]) | set(s.trunk[p])
        got = sorted(c for c in s.hand[p] if c in bought)
        n = wish_games(s, p)
        if got:
            line = ngettext("{seat} bought {n} game of their wish list ({games}): {vp} VP",
                            "{seat} bought {n} games of their wish list ({games}): {vp} VP", n)
        else:
            line = ngettext("{seat} bought {n} game of their wish list: {vp} VP",
                            "{seat} bought {n} games of their wish list: {vp} VP", n)
        tell(line.format(seat=seat(p), n=n, games=and_list([title(c) for c in got]), vp=wish_points(n)), "wish",
             seat=p, games=n, vp=wish_points(n))


def final_scoring(s: EssenState) -> None:
    scores = series(_("{seat} {vp} VP").format(seat=seat(p), vp=s.vp[p]) for p in range(s.players))
    tell(_("Final scoring: {scores}").format(scores=scores), "final_scoring", banner=True, scores=tuple(s.vp))
    r = result(s)
    best = s.vp[r.winners[0]]
    if len(r.winners) > 1:
        line = _("{seats} share the victory with {vp} VP").format(seats=and_list([seat(p) for p in r.winners]), vp=best)
    elif r.tiebreak:
        line = _("{seat} wins with {vp} VP on the tie-break: {tiebreak}").format(
            seat=seat(r.winners[0]), vp=best, tiebreak=r.tiebreak)
    else:
        line = _("{seat} wins with {vp} VP").format(seat=seat(r.winners[0]), vp=best)
    tell(line, "game_over", banner=True, winners=tuple(r.winners), tiebreak=r.tiebreak)


# -- the log line of an action ----------------------------------------------------------------------------


def _move_line(s: EssenState, a: Move, who: str) -> str:
    target = data().space_index.get(a.space)
    if target is None:
        return _("{seat} walks nowhere").format(seat=who)
    cost = distances(tuple(s.crowd), s.position[a.player])[0][target]
    return _("{seat} walks to {space} for {cost} AP").format(seat=who, space=space_name(target), cost=cost)


def _buy_line(s: EssenState, a: Buy, who: str) -> str:
    d = data()
    tile = d.tile_index.get(a.tile)
    if tile is None:
        return _("{seat} buys nothing").format(seat=who)
    ev = s.tile_event[tile]
    if ev >= 0 and d.event_kind[ev] == "sold_out":
        line = _("{seat} buys {title} with the pre-order for {price}: {vp} VP")
    else:
        line = _("{seat} buys {title} for {price}: {vp} VP")
    return line.format(seat=who, title=title(tile), price=euros(price(s, tile)), vp=purchase_vp(s, tile))


def _eat_line(s: EssenState, a: Eat, who: str) -> str:
    return _("{seat} eats in the central courtyard for {price}").format(seat=who, price=euros(EAT_PRICE))


def _play_test_line(s: EssenState, a: PlayTest, who: str) -> str:
    return _("{seat} play-tests (1 AP) and draws two wish cards").format(seat=who)


def _keep_line(s: EssenState, a: Keep, who: str) -> str:
    return _("{seat} keeps one of the two play-tested cards").format(seat=who)


def _unload_line(s: EssenState, a: Unload, who: str) -> str:
    n = len(s.bag[a.player])
    return ngettext("{seat} unloads {n} game into the trunk", "{seat} unloads {n} games into the trunk", n).format(
        seat=who, n=n)


def _withdraw_line(s: EssenState, a: Withdraw, who: str) -> str:
    return _("{seat} withdraws {amount}, losing {vp} VP").format(seat=who, amount=euros(WITHDRAW_AMOUNT), vp=WITHDRAW_VP)


def _end_turn_line(s: EssenState, a: EndTurn, who: str) -> str:
    return _("{seat} ends the turn").format(seat=who)


def _draft_pick_line(s: EssenState, a: DraftPick, who: str) -> str:
    return _("{seat} keeps a wish card from the draft").format(seat=who)


def _remove_line(s: EssenState, a: RemoveTile, who: str) -> str:
    tile = data().tile_index.get(a.tile)
    if tile is None:
        return _("{seat} removes a game from the hall").format(seat=who)
    return _("{seat} removes {title} from the hall").format(seat=who, title=title(tile))


_LINES: dict[type[Action], Callable[[EssenState, Any, str], str]] = {
    Move: _move_line, Buy: _buy_line, Eat: _eat_line, PlayTest: _play_test_line, Keep: _keep_line,
    Unload: _unload_line, Withdraw: _withdraw_line, EndTurn: _end_turn_line, DraftPick: _draft_pick_line,
    RemoveTile: _remove_line,
}  # fmt: skip


def describe(state: EssenState, action: Action, names: Sequence[str]) -> str:
    """The log line of a player's action ("Anna buys Concordia for €35: 5 VP"); ``state`` is before it."""
    who = names[action.player] if action.player < len(names) else seat_token(action.player)
    line = _LINES.get(type(action))
    return line(state, action, who) if line is not None else f"{who}: {action.kind}"
