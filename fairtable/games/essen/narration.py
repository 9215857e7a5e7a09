"""What ESSEN tells while it is played: every automatic step of setup and maintenance with its values
(rulebook 3 and 4.A), the first player and the rule that chose them (4.B), the effects of the players'
actions (4.C), the 2-player removals (7.A) and every scoring (5 and 6); and the prompt of each decision.

Flow and rules call these functions only when somebody listens (``telling()``), so a bot's plain ``apply``
builds no text. Seats are written by number ("Seat 2"); the table puts the names in. A secret (a wish card
dealt, drafted or play-tested) is named to its owner only, in the owner's own words ("You keep ...").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.engine.narration import tell
from fairtable.games.essen import flow, hall
from fairtable.games.essen.data import SYMBOLS, ZONES, data, symbol_count
from fairtable.games.essen.scoring import meets, result, symbol_counts, wish_games, wish_points
from fairtable.games.essen.state import (
    DISCARDS_FACE_UP,
    DRAFT,
    KEEP,
    OVER,
    PALLET_LABELS,
    RANKING_SITES,
    REMOVE,
    TRACK_SPACES,
    EssenState,
)

# -- words ------------------------------------------------------------------------------------------


def seat(p: int) -> str:
    return f"Seat {p + 1}"


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def join(items: Sequence[str], word: str = "and") -> str:
    """"A", "A and B", "A, B and C" (or "A, B or C")."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def title(t: int) -> str:
    return data().tiles[t].title


def at_stand(t: int) -> str:
    """"Concordia (stand 12)"."""
    tile = data().tiles[t]
    return f"{tile.title} (stand {tile.stand})"


def zone_name(z: int) -> str:
    return f"the {ZONES[z]} zone"


def crowd_place(c: int) -> str:
    """Where a crowd token lies, in words."""
    d = data()
    if c == hall.CROWD_PARKING:
        return "the parking"
    if c >= hall.CROWD_SPACE:
        space = d.spaces[c - hall.CROWD_SPACE]
        if space.kind == "courtyard":
            return "the central courtyard"
        return f"{space.kind} {space.id[-1]}" if space.id[-1].isdigit() else f"the {space.kind}"
    return zone_name(c)


_EVENT_EFFECT = {
    "buzz": "+3 VP", "flop": "-3 VP", "goodies": "+1 VP", "discount": "-€10", "sold_out": "pre-order only",
    "not_released": "it will not go on sale",
}  # fmt: skip


def event_name(ev: int) -> str:
    """"Buzz (+3 VP)"."""
    kind = data().event_kind[ev]
    return f"{kind.replace('_', ' ').capitalize()} ({_EVENT_EFFECT[kind]})"


def ranking_needs(card: int) -> str:
    r = data().rankings[card]
    return " + ".join(symbol_count(n, sym) for sym, n in r.needs.items())


def rankings_in_play(s: EssenState) -> str:
    """"BoardGameGeek: 3 meeple + 1 hourglass, Tric Trac: ..., Fairplay: ..."."""
    return ", ".join(f"{RANKING_SITES[k]}: {ranking_needs(c)}" for k, c in enumerate(s.rankings))


def symbol_summary(counts: Sequence[int]) -> str:
    parts = [symbol_count(n, SYMBOLS[k]) for k, n in enumerate(counts) if n]
    return join(parts) if parts else "no games"


# -- setup ------------------------------------------------------------------------------------------


def setup(s: EssenState) -> None:
    """Rulebook 3, before the pallet's popularity: money, the wish cards dealt, the ranking cards, the
    games laid out."""
    d = data()
    crowd = "" if s.no_crowd else ", where the crowd waits"
    tell(f"Each player takes €{flow.START_MONEY} and puts a meeple on the parking{crowd}", "setup",
         money=flow.START_MONEY)
    n = len(s.draft[0])
    tell(f"Each player is dealt {n} wish cards", "deal", cards=n,
         views={p: f"You are dealt {n} wish cards: {join([title(c) for c in s.draft[p]])}" for p in range(s.players)})
    if s.rankings:
        tell(f"Morning ranking cards: {rankings_in_play(s)}", "rankings", period="morning",
             cards=tuple(d.rankings[c].id for c in s.rankings))
    on_stand = [t for t in range(len(d.tiles)) if s.at_stand[t]]
    tell(f"{len(on_stand)} games go on sale on their stands; {len(s.storage)} wait face down in storage boxes "
         f"2 to 6, and the last-turn tile lies face down on box 7", "hall", tiles=tuple(d.tiles[t].id for t in on_stand))
    tell(f"On the pallet truck, on sale from round 2: {pallet_line(s)}", "pallet",
         tiles=tuple(d.tiles[t].id for t in s.pallet))


def press_card(s: EssenState) -> None:
    tell(f"{seat(s.first)} gets the Press card among the entrance admission cards and plays first",
         "first_player", seat=s.first, rule="press card")


def pallet_line(s: EssenState) -> str:
    d = data()
    out = []
    for k, t in enumerate(s.pallet):
        if t < 0:
            continue
        extra = f", {ZONES[d.tile_zone[t]]} zone" if PALLET_LABELS[k] == "E" else ""
        out.append(f"{PALLET_LABELS[k]} {title(t)} ({d.tiles[t].symbol}{extra})")
    return ", ".join(out)


# -- maintenance ------------------------------------------------------------------------------------


def new_round(s: EssenState) -> None:
    if s.round == flow.LAST_ROUND:
        tell(f"Round {s.round} of {flow.LAST_ROUND}: the last round, the fair closes tonight", "round",
             banner=True, round=s.round, last=True)
    else:
        tell(f"Round {s.round} of {flow.LAST_ROUND} begins", "round", banner=True, round=s.round, last=False)


def release(s: EssenState, tiles: Sequence[int], gone: Sequence[int]) -> None:
    """Rulebook 4.A.1: the pallet's games go to their stands (``gone``: "not released" ones leave)."""
    d = data()
    for t in gone:
        tell(f"{title(t)} is not released: it leaves the game instead of going on sale", "not_released",
             tile=d.tiles[t].id)
    if tiles:
        tell(f"Release of games: {join([at_stand(t) for t in tiles])} go on sale on their stands", "release",
             tiles=tuple(d.tiles[t].id for t in tiles))


def pallet(s: EssenState) -> None:
    tell(f"Storage box {s.round} goes onto the pallet truck: {pallet_line(s)}", "pallet", box=s.round,
         tiles=tuple(data().tiles[t].id for t in s.pallet if t >= 0))


def popularity(s: EssenState, before: Sequence[int]) -> None:
    """Rulebook 4.A.2: from -> to for each symbol on the -1 and +1 pallets."""
    sym = data().tile_symbol
    touched = sorted({sym[s.pallet[k]] for k in (*flow.PALLET_MINUS, *flow.PALLET_PLUS) if s.pallet[k] >= 0})
    changes = {SYMBOLS[k]: (before[k], s.popularity[k]) for k in touched}
    parts = []
    for name, (old, new) in changes.items():
        if old == new:
            parts.append(f"{name} stays at {new}")
        else:
            parts.append(f"{name} {old} → {new}")
    tell(f"Popularity: {', '.join(parts)}", "popularity", changes=changes)


def events(s: EssenState) -> None:
    """Rulebook 4.A.3: the tokens drawn and the games they lie on."""
    d = data()
    drawn = {}
    parts = []
    for k in flow.PALLET_EVENT:
        t = s.pallet[k]
        ev = s.tile_event[t] if t >= 0 else -1
        if ev >= 0:
            drawn[d.tiles[t].id] = d.event_kind[ev]
            parts.append(f"{event_name(ev)} on {title(t)}")
    if parts:
        tell(f"Events: {join(parts)}", "events", events=drawn)
    else:
        tell("Events: no event tokens are left to draw", "events", events=drawn)


def crowd(s: EssenState) -> None:
    """Rulebook 4.A.4: where the two crowd tokens go and why."""
    if s.no_crowd:
        return
    places = [crowd_place(c) for c in s.crowd]
    why = ""
    if s.crowd[1] >= hall.CROWD_SPACE and 0 <= s.crowd[0] < hall.CROWD_SPACE:
        why = " (both E games are of that colour, so the second token goes to the central courtyard)"
    tell(f"The crowd goes to {join(places)}{why}: entering a crowded space costs 2 AP", "crowd",
         places=tuple(places))


def last_round(s: EssenState) -> None:
    """Rulebook 4.A, last round: the last-turn tile, no popularity change, no events, crowd at the entrances."""
    lt = data().last_turn[s.last_turn]
    tell(f"The last-turn tile is turned over: {lt.name}. {lt.text}", "last_turn", tile=lt.id, effect=lt.effect)


def last_round_quiet(s: EssenState) -> None:
    tell("Last round: the popularity stays as it is and no event tokens are drawn", "popularity", changes={})
    if not s.no_crowd:
        tell("Both crowd tokens go to the two entrances: entering them costs 2 AP", "crowd",
             places=tuple(crowd_place(c) for c in s.crowd))


def first_player(s: EssenState, old: int) -> None:
    """Rulebook 4.B: the new first player and the rule that chose them."""
    n = s.players
    free = [TRACK_SPACES - len(s.bag[q]) for q in range(n)]
    most = max(free)
    tied = [p for p in range(n) if free[p] == most]
    p = s.first
    spaces = plural(most, "free action space")
    if len(tied) == 1:
        rule, why = "most free action spaces", f"the most free action spaces ({most})"
    else:
        least = min(s.vp[q] for q in tied)
        tied_vp = [q for q in tied if s.vp[q] == least]
        if len(tied_vp) == 1:
            rule = "fewest VP"
            why = f"{join([seat(q) for q in tied])} have {spaces} each, and {seat(p)} has the fewest VP ({least})"
        else:
            rule = "clockwise"
            why = (f"{join([seat(q) for q in tied_vp])} are tied on {spaces} and {least} VP; {seat(p)} is the "
                   f"first of them clockwise from the left of {seat(old)}")
    tell(f"{seat(p)} takes the first player token: {why}", "first_player", seat=p, rule=rule, free=most)


def action_track(s: EssenState) -> None:
    """Rulebook 4.B: the action meeples go back to the start point."""
    aps = [s.ap(p) for p in range(s.players)]
    if len(set(aps)) == 1:
        line = f"everyone has {aps[0]} AP"
    else:
        line = ", ".join(
            f"{seat(p)} {aps[p]} AP" + (f" ({plural(len(s.bag[p]), 'game')} in the bag)" if s.bag[p] else "")
            for p in range(s.players))
    tell(f"The action meeples go back to the start point: {line}", "action_track", ap=tuple(aps))


def removal_order(s: EssenState) -> None:
    order = s.remove_queue
    tell(f"2-player rule: before the actions, {join([seat(p) for p in order])} each remove one game from the hall, "
         f"{seat(order[0])} first", "removal_order", order=tuple(order))


def removal_skipped(p: int) -> None:
    tell(f"{seat(p)} cannot remove a game: a meeple stands on every stand that still holds one",
         "removal_skipped", seat=p)


# -- actions ----------------------------------------------------------------------------------------


def walk(s: EssenState, p: int, start: int, target: int, cost: int) -> None:
    """A walk that enters crowded spaces says so: the crowd doubles their cost."""
    crowd_cost = hall.enter_costs(tuple(s.crowd))
    path = hall.cheapest_path(tuple(s.crowd), start, target)
    crowded = [v for v in path if crowd_cost[v] > hall.STEP_COST]
    if crowded:
        n = len(crowded)
        spaces = "1 crowded space on the way costs 2 AP" if n == 1 else f"{n} crowded spaces on the way cost 2 AP each"
        tell(f"The crowd doubles the cost: {spaces}; {seat(p)} has {s.ap(p)} AP left",
             "walk", auto=False, cost=cost, crowded=len(crowded), ap=s.ap(p))


def purchase(s: EssenState, p: int, t: int, cost: int, vp: int, ev: int, from_list: bool) -> None:
    """Rulebook 4.C.2: what the purchase paid and scored, part by part. ``s`` is after the purchase."""
    d = data()
    parts = [f"{d.tiles[t].symbol} popularity {s.popularity[d.tile_symbol[t]]}"]
    if d.tile_bonus[t]:
        parts.append(f"bonus {d.tile_bonus[t]}")
    if ev >= 0 and d.event_vp[ev]:
        parts.append(f"{d.event_kind[ev].capitalize()} {d.event_vp[ev]:+d}")
    if s.last_turn >= 0:
        lt = d.last_turn[s.last_turn]
        if lt.effect == "symbol_bonus" and lt.symbol == d.tiles[t].symbol:
            parts.append(f"{lt.name} +2")
    full = d.tile_price[t]
    paid = f"€{cost}" if cost == full else f"€{cost} (€{full} printed)"
    floor = " (never below 0)" if vp == 0 and sum(_vp_parts(s, t, ev)) < 0 else ""
    tell(f"{seat(p)} pays {paid} and scores {vp} VP{floor} ({' + '.join(parts)}); the game fills a bag space: "
         f"{s.ap(p)} AP and €{s.money[p]} left", "purchase", auto=False,
         tile=d.tiles[t].id, price=cost, vp=vp, ap=s.ap(p))
    if ev >= 0 and d.event_kind[ev] == "sold_out":
        tell(f"{seat(p)} uses the pre-order: the Sold out token goes on the pre-order box", "preorder", auto=False,
             seat=p)
    if from_list:
        tell(f"{seat(p)} takes the {title(t)} card from the common wish list into their hand", "wish_taken",
             auto=False, seat=p, card=d.tiles[t].id)


def _vp_parts(s: EssenState, t: int, ev: int) -> list[int]:
    d = data()
    return [s.popularity[d.tile_symbol[t]], d.tile_bonus[t], d.event_vp[ev] if ev >= 0 else 0]


def eat(s: EssenState, p: int, back: int) -> None:
    tell(f"{seat(p)} recovers: the action meeple goes back {plural(back, 'space')}, {s.ap(p)} AP left", "eat",
         auto=False, back=back, ap=s.ap(p))


def reshuffle(n: int) -> None:
    cards = "the discarded card becomes the new deck" if n == 1 else f"the {n} discarded cards are shuffled into a new deck"
    tell(f"The wish list deck is empty: {cards}", "reshuffle", cards=n)


def play_test(s: EssenState, p: int, kept_alone: int) -> None:
    """Rulebook 4.C.3: the two cards drawn, named to the player only."""
    if kept_alone >= 0:
        tell(f"{seat(p)} draws the last wish card and keeps it", "play_test", auto=False, seat=p, drawn=1,
             views={p: f"You draw {title(kept_alone)}, the last wish card, and keep it"})
        return
    names = join([title(c) for c in s.pending])
    left = f"{plural(len(s.deck), 'card')} left in the wish list deck"
    tell(f"{seat(p)} looks at the two cards drawn; {left}", "play_test", auto=False, seat=p,
         drawn=len(s.pending), views={p: f"You draw {names}; {left}"})


def keep(s: EssenState, p: int, card: int, others: Sequence[int]) -> None:
    gone = join([title(c) for c in others])
    if others and DISCARDS_FACE_UP:
        text = f"{gone} goes face up to the discards"
    else:
        text = f"{seat(p)} discards the other card face down"
    mine = f"You keep {title(card)}" + (f"; {gone} goes to the discards" if others else "")
    tell(text, "keep", auto=False, seat=p, views={p: mine},
         discarded=tuple(data().tiles[c].id for c in others) if DISCARDS_FACE_UP else ())


def unload(s: EssenState, p: int, tiles: Sequence[int]) -> None:
    tell(f"{join([title(t) for t in tiles])} go into the trunk; the bag is empty again, {seat(p)} has "
         f"{s.ap(p)} AP left", "unload", auto=False, seat=p, tiles=tuple(data().tiles[t].id for t in tiles),
         ap=s.ap(p))


def withdraw(s: EssenState, p: int) -> None:
    tell(f"{seat(p)} now has €{s.money[p]} and {s.vp[p]} VP", "withdraw", auto=False, seat=p,
         money=s.money[p], vp=s.vp[p])


def draft_pick(s: EssenState, p: int, card: int) -> None:
    n = len(s.hand[p])
    tell(f"{seat(p)} has chosen {n} of {flow.WISH_HAND} wish cards", "draft_pick", auto=False, seat=p, chosen=n,
         views={p: f"You keep {title(card)}: {n} of {flow.WISH_HAND} wish cards chosen"})


def draft_pass(s: EssenState) -> None:
    n = s.players
    size = len(s.draft[0])
    views = {q: f"You receive {size} cards from {seat((q - 1) % n)}: {join([title(c) for c in s.draft[q]])}"
             for q in range(n)}
    where = "go to the other player" if n == 2 else "pass to the left"
    tell(f"The draft hands {where}: each player picks from {size} cards", "draft_pass", cards=size, views=views)


def common_list(s: EssenState) -> None:
    tell(f"The draft is over: the {len(s.common)} cards left form the common wish list: "
         f"{join([title(c) for c in s.common])}", "common_list",
         cards=tuple(data().tiles[c].id for c in s.common))


def removed(s: EssenState, p: int, t: int, ev: int) -> None:
    on = sum(s.at_stand)
    token = f", with its {event_name(ev)} token," if ev >= 0 else ""
    tell(f"{title(t)}{token} leaves the game; {plural(on, 'game')} left on the stands", "remove", auto=False,
         seat=p, tile=data().tiles[t].id)


# -- departures and scoring -------------------------------------------------------------------------


def departure(s: EssenState, p: int, order: int, vp: int) -> None:
    if vp:
        which = "first" if order == 0 else "second"
        tell(f"{seat(p)} ends the last turn on the parking and leaves early, {which} to go: {vp} VP", "departure",
             seat=p, order=order + 1, vp=vp)
    else:
        tell(f"{seat(p)} ends the last turn on the parking; only the first two to leave score a bonus", "departure",
             seat=p, order=order + 1, vp=0)


def ranking_scoring(s: EssenState, period: str, gained: Sequence[int]) -> None:
    """Rulebook 5 and 6.1: the ranking cards each player meets, then a banner with everyone's points."""
    d = data()
    for p in range(s.players):
        counts = symbol_counts(s, p)
        met = [k for k, c in enumerate(s.rankings) if meets(counts, c)]
        if met:
            cards = join([f"{RANKING_SITES[k]} ({ranking_needs(s.rankings[k])})" for k in met])
            line = f"{seat(p)} meets {cards}: {gained[p]} VP"
        else:
            line = f"{seat(p)} meets no {period} ranking card ({symbol_summary(counts)} bought): 0 VP"
        tell(line, "ranking", seat=p, period=period, met=tuple(RANKING_SITES[k] for k in met), vp=gained[p])
    scores = ", ".join(f"{seat(p)} +{gained[p]} ({s.vp[p]} VP)" for p in range(s.players))
    name = "Midday scoring of the morning rankings" if period == "morning" else "Afternoon rankings"
    tell(f"{name}: {scores}", "scoring", banner=period == "morning", period=period, vp=tuple(gained),
         cards=tuple(d.rankings[c].id for c in s.rankings))


def afternoon_cards(s: EssenState) -> None:
    tell(f"The afternoon ranking cards replace the morning ones: {rankings_in_play(s)}", "rankings",
         period="afternoon", cards=tuple(data().rankings[c].id for c in s.rankings))


def final_walk(unloaded: Sequence[int]) -> None:
    parts = [f"{seat(p)}: {plural(n, 'game')}" for p, n in enumerate(unloaded) if n]
    line = f" and unloads the bag ({', '.join(parts)})" if parts else "; every bag is empty"
    tell(f"The fair closes: every meeple walks to the parking{line}", "final_walk", unloaded=tuple(unloaded))


def wish_scoring(s: EssenState) -> None:
    """Rulebook 6.2: the games bought of each wish list and the VP of the counting table."""
    for p in range(s.players):
        bought = set(s.bag[p]) | set(s.trunk[p])
        games = sorted(c for c in s.hand[p] if c in bought)
        n = wish_games(s, p)
        names = f" ({join([title(c) for c in games])})" if games else ""
        tell(f"{seat(p)} bought {plural(n, 'game')} of their wish list{names}: {wish_points(n)} VP", "wish",
             seat=p, games=n, vp=wish_points(n))


def final_scoring(s: EssenState) -> None:
    scores = ", ".join(f"{seat(p)} {s.vp[p]} VP" for p in range(s.players))
    tell(f"Final scoring: {scores}", "final_scoring", banner=True, scores=tuple(s.vp))
    r = result(s)
    best = s.vp[r.winners[0]]
    if len(r.winners) > 1:
        line = f"{join([seat(p) for p in r.winners])} share the victory with {best} VP"
    elif r.tiebreak:
        line = f"{seat(r.winners[0])} wins with {best} VP on the tie-break: {r.tiebreak}"
    else:
        line = f"{seat(r.winners[0])} wins with {best} VP"
    tell(line, "game_over", banner=True, winners=tuple(r.winners), tiebreak=r.tiebreak)


# -- prompts ----------------------------------------------------------------------------------------


def prompt(s: EssenState, viewer: int | None, legal: Sequence[Action]) -> str:
    """The decision of the seat to act, said to that seat or, to anybody else, who decides what."""
    if s.phase == OVER:
        return "The game is over"
    p = s.current
    me = viewer == p
    who = seat(p)
    if s.phase == DRAFT:
        return _draft_prompt(s, p, me)
    if s.phase == REMOVE:
        if me:
            return ("2-player rule: remove one game from the hall before the actions: drag a game tile from its "
                    "stand onto Out of the game (not one a meeple stands on)")
        return f"{who} removes one game from the hall (2-player rule)"
    if s.phase == KEEP:
        if me:
            return "Keep one of the two cards you play-tested: drag it onto your Wish cards; the other is discarded"
        return f"{who} keeps one of the two play-tested cards"
    ap = s.ap(p)
    if not me:
        return f"{who} takes actions, round {s.round} of {flow.LAST_ROUND}: {ap} AP left"
    return _turn_prompt(s, p, legal)


def _draft_prompt(s: EssenState, p: int, me: bool) -> str:
    k = flow.picks_per_pass(s) - s.draft_taken[p]
    n = len(s.draft[p])
    if not me:
        return f"{seat(p)} picks {k} of {n} wish cards"
    last = len(s.hand[p]) + k >= flow.WISH_HAND
    if last:
        rest = "the rest form the common wish list"
    elif s.players == 2:
        rest = f"the rest go to {seat(1 - p)}"
    else:
        rest = f"the rest pass to your left ({seat((p + 1) % s.players)})"
    more = " more" if s.draft_taken[p] else ""
    them = "it" if k == 1 else "them"
    return f"Pick {k}{more} of these {n} wish cards: drag {them} onto your Wish cards; {rest}"


def _turn_prompt(s: EssenState, p: int, legal: Sequence[Action]) -> str:
    d = data()
    kinds = {a.kind for a in legal}
    ap = s.ap(p)
    can = []
    if "move" in kinds:
        can.append("walk (drag your meeple onto a space)")
    tile = d.space_tile[s.position[p]]
    if "buy" in kinds and tile >= 0:
        from fairtable.games.essen.scoring import price

        can.append(f"buy {title(tile)} for €{price(s, tile)} (drag it onto your bag)")
    if "eat" in kinds:
        can.append("eat here for €20 (2 AP back)")
    if "play_test" in kinds:
        can.append("play-test for 1 AP")
    if "unload" in kinds:
        can.append("unload your bag (drag a game onto your Car trunk)")
    if "withdraw" in kinds:
        can.append("withdraw €50 at the bank (each €50 loses 2 VP)")
    can.append("end your turn")
    head = f"Round {s.round} of {flow.LAST_ROUND}, your turn: {ap} AP left"
    if len(can) == 1:
        text = f"{head}: end your turn"
    else:
        text = f"{head}. You can {join(can, 'or')}"
    if s.round == flow.LAST_ROUND and p not in s.departed and len(s.departed) < len(flow.EARLY_DEPARTURE_VP):
        vp = flow.EARLY_DEPARTURE_VP[len(s.departed)]
        if s.position[p] == d.parking:
            text += f". Ending your turn here on the parking leaves early for {vp} VP"
        elif any(a.kind == "move" and a.space == "parking" for a in legal):  # type: ignore[attr-defined]
            cost = hall.distances(tuple(s.crowd), s.position[p])[0][d.parking]
            text += f". The parking is {cost} AP away: end your turn there to leave early for {vp} VP"
    return text


def end_turn_question(s: EssenState, legal: Sequence[Action]) -> str | None:
    """Before ending a turn that could still do something: "End your turn with 3 AP left?"."""
    p = s.current
    ap = s.ap(p)
    if ap > 0:
        return f"End your turn with {ap} AP left?"
    kinds = {a.kind for a in legal}
    if "unload" in kinds:
        return "End your turn without unloading? Unloading your bag here frees its spaces for more actions"
    if "eat" in kinds:
        return "End your turn without eating? Eating here (€20) gives 2 AP back"
    return None
