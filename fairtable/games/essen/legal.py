"""Why not: the reasons ESSEN gives for a move it refuses, in words a player can act on.

``rules.EssenGame.check`` says why an action is illegal; this module adds the reasons that need more of
the board (where a game tile lies, what the crowd did to a walk) and the reasons for drags that are no
action at all (a crowd token, a ranking card, a game in the trunk), so the table never answers "That piece
cannot go there" when the game can say why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairtable.engine.actions import Drag
from fairtable.games.essen import hall
from fairtable.games.essen.data import data
from fairtable.games.essen.flow import LAST_ROUND
from fairtable.games.essen.state import DRAFT, KEEP, REMOVE, EssenState

if TYPE_CHECKING:
    from fairtable.games.essen.rules import EssenGame

# Zones of one seat's board: "<kind>:<seat>..." and how to name them.
_SEAT_ZONES = {
    "track": "action track", "bag": "bag", "preorder": "pre-order box", "trunk": "car trunk", "money": "money",
    "hand": "wish cards", "draft": "draft", "playtest": "play-test cards",
}  # fmt: skip


def not_on_sale(s: EssenState, t: int) -> str:
    """Why a game tile that is not on its stand cannot be bought: where it is."""
    d = data()
    name = d.tiles[t].title
    if t in s.pallet:
        ev = s.tile_event[t]
        if ev >= 0 and d.event_kind[ev] == "not_released":
            return f"{name} is not released: it leaves the game instead of going on sale"
        return f"{name} is on the pallet truck, not on sale yet: it goes on sale next round"
    if t in s.removed:
        return f"{name} is out of the game"
    for q in range(s.players):
        if t in s.bag[q] or t in s.trunk[q]:
            return f"You have already bought {name}" if q == s.current else f"Seat {q + 1} has already bought {name}"
    return f"{name} is not on sale in the hall"


def walk_too_far(s: EssenState, p: int, target: int, cost: int) -> str:
    """Not enough AP for a walk; when crowded spaces made it dearer, say so."""
    crowd = tuple(s.crowd)
    enter = hall.enter_costs(crowd)
    crowded = sum(1 for v in hall.cheapest_path(crowd, s.position[p], target) if enter[v] > hall.STEP_COST)
    why = ""
    if crowded:
        why = (" (the crowd doubles the cost of the crowded space on the way)" if crowded == 1
               else f" (the crowd doubles the cost of the {crowded} crowded spaces on the way)")
    return f"Not enough AP: that walk costs {cost} AP{why} and you have {s.ap(p)} AP left"


def no_bag_space() -> str:
    return ("You have 0 AP left, so no free bag space lies ahead of your action meeple: eat in the central "
            "courtyard or unload your bag at the parking to free one")


def zone_owner(zone: str) -> int | None:
    kind, _, rest = zone.partition(":")
    if kind not in _SEAT_ZONES:
        return None
    seat = rest.partition(":")[0]
    return int(seat) if seat.isdigit() else None


def own_zone(zone: str, p: int) -> str:
    """The zone of seat ``p`` of the same kind: "bag:2" -> "bag:0", "trunk:2:dice" -> "trunk:0:dice"."""
    kind, _, rest = zone.partition(":")
    _, sep, tail = rest.partition(":")
    return f"{kind}:{p}{sep}{tail}"


def explain_drag(game: EssenGame, s: EssenState, g: Drag) -> str:
    """Why dropping ``g.piece`` on ``g.zone`` does nothing, for every piece the board lets a player lift."""
    p = s.current
    kind, _, ref = g.piece.partition(":")
    fixed = _fixed(s, p, kind, ref)
    if fixed:
        return fixed
    phase = _phase_piece(s, p, kind, ref)
    if phase:
        return phase
    owner = zone_owner(g.zone)
    if owner is not None and owner != p and game.actions_for(s, Drag(piece=g.piece, zone=own_zone(g.zone, p))):
        # Only a piece that would go on the player's own zone of that kind is told to go there.
        return f"That is Seat {owner + 1}\u2019s {_SEAT_ZONES[g.zone.partition(':')[0]]}: drop it on your own"
    action = game.interpret(s, g)
    if kind == "meeple":
        if ref != str(p):
            return f"That is Seat {int(ref) + 1}’s meeple" if ref.isdigit() else "That piece stays where it is"
        if action is not None and (reason := game.check(s, action)):
            return reason
        if g.zone.startswith("departure:"):
            return ("Your meeple leaves early by itself when you end your last-round turn on the parking "
                    "(the first to leave scores 6 VP, the second 3 VP)")
        return "Drag your meeple onto a space of the hall: a stand, the central courtyard, the Galeria, an entrance or the parking"
    if kind == "tile":
        return _tile(game, s, p, data().tile_index[ref], g.zone)
    if kind == "wish":
        return _wish(game, s, p, data().tile_index[ref], g.zone)
    if action is not None and (reason := game.check(s, action)):
        return reason
    return "That piece stays where it is"


def _fixed(s: EssenState, p: int, kind: str, ref: str) -> str | None:
    """Pieces no player ever moves by hand: the reason names who or what moves them."""
    d = data()
    if kind == "action":
        return ("Your action meeple moves by itself: one space for each AP you spend (eating in the central "
                "courtyard moves it back 2 spaces)")
    if kind == "crowd":
        return ("The crowd moves by itself at each round\u2019s maintenance: to the zones of the two games on the "
                "E pallets")
    if kind == "firstplayer":
        return ("The first player token moves by itself: from round 2 it goes to the player with the most free "
                "action spaces")
    if kind == "bills":
        if ref == "bank":
            return ("The bank pays out only at the parking: press \u201cWithdraw €50\u201d there (each €50 "
                    "costs 2 VP)")
        return "Money is paid by itself when you buy a game or eat"
    if kind == "event":
        ev = next((i for i, e in enumerate(d.events) if e.id == ref), -1)
        if ev in s.event_used:
            return "Used event tokens are out of play"
        if ev in s.preorder:
            return "A Sold out token stays on the pre-order box of the player who used the pre-order"
        if ev >= 0 and ev in s.tile_event:
            t = s.tile_event.index(ev)
            return f"Event tokens stay on their game: {d.events[ev].text.split(':')[0]} applies when {d.tiles[t].title} is bought"
        return "Event tokens are drawn by themselves at each round\u2019s maintenance"
    if kind == "lastturn":
        lt = next((x for x in d.last_turn if x.id == ref), None)
        if lt is None:
            return (f"The last-turn tile lies face down on storage box {LAST_ROUND} until the last round: it is "
                    f"turned over at the start of round {LAST_ROUND}")
        return f"The last-turn tile stays face up for the last round: {lt.text}"
    if kind == "storage":
        box = ref.partition(":")[0]
        return (f"The games in storage box {box} stay face down until the start of round {box}: then they go "
                f"onto the pallet truck, and on sale the round after")
    if kind == "eventback":
        return "Event tokens are drawn by themselves at each round\u2019s maintenance"
    if kind == "rankingback":
        return ("The afternoon ranking cards stay aside until the midday scoring (the end of round 3): then "
                "three of them replace the morning cards")
    if kind == "wishback":
        return _wish_back(s, p, ref)
    if kind == "ranking":
        return ("Ranking cards stay on the ranking table: the morning cards score at midday (the end of round 3), "
                "the afternoon cards at the end of the game")
    if kind == "popmarker":
        return "Popularity markers move by themselves at each round\u2019s maintenance"
    if kind == "scoremarker":
        return "Score markers move by themselves as players score"
    return None


def _wish_back(s: EssenState, p: int, ref: str) -> str:
    """A face-down wish card: the deck, the face-down discards, or a seat's hidden hand, draft or play-test."""
    where, _, rest = ref.partition(":")
    if where == "deck":
        return "The wish list deck is drawn only by play-testing: press \u201cPlay-test\u201d (1 AP) to draw two cards"
    if where == "discard":
        return "The discards go back into the deck only when it runs out: play-test to draw wish cards"
    seat = rest.partition(":")[0]
    q = int(seat) + 1 if seat.isdigit() else 0
    if where == "hand":
        return f"That is one of Seat {q}\u2019s wish cards: they stay secret in their hand until the final scoring"
    if where == "draft":
        return f"That is one of the cards Seat {q} drafts from: only Seat {q} picks from them"
    return f"That is one of the cards Seat {q} play-tested: only Seat {q} keeps one of them"


def _phase_piece(s: EssenState, p: int, kind: str, ref: str) -> str | None:
    """In the draft, a play-test choice or a 2-player removal, only that decision's pieces move."""
    d = data()
    if s.phase == DRAFT:
        if kind == "wish" and d.tile_index.get(ref) in s.draft[p]:
            return None
        return "First choose the wish cards to keep from the draft: drag them onto your Wish cards"
    if s.phase == KEEP:
        if kind == "wish" and d.tile_index.get(ref) in s.pending:
            return None
        return "First keep one of the two play-tested cards: drag it onto your Wish cards"
    if s.phase == REMOVE:
        t = d.tile_index.get(ref) if kind == "tile" else None
        if t is not None and s.at_stand[t]:
            return None
        return "First remove one game from the hall (2-player rule): drag a game tile from its stand onto Out of the game"
    return None


def _tile(game: EssenGame, s: EssenState, p: int, t: int, zone: str) -> str:
    d = data()
    name = d.tiles[t].title
    if s.at_stand[t]:
        if zone == f"bag:{p}" or zone == "box":
            action = game.interpret(s, Drag(piece=f"tile:{d.tiles[t].id}", zone=zone))
            reason = game.check(s, action) if action is not None else None
            if reason:
                return reason
        if s.phase == REMOVE:
            return f"To remove {name} from the game, drag it onto Out of the game"
        if zone.startswith(f"trunk:{p}"):
            return f"Only games in your bag go into your car trunk: buy {name} first by dragging it onto your bag"
        return f"To buy {name}, stand on stand {d.tiles[t].stand} and drag the game onto your bag"
    if t in s.bag[p]:
        if zone.startswith(f"trunk:{p}"):
            return game.check(s, game.interpret(s, Drag(piece=f"tile:{d.tiles[t].id}", zone=f"trunk:{p}"))) or (
                "Drop the game on your car trunk to unload")
        if zone == f"bag:{p}":
            return f"{name} is already in your bag"
        return "Games in your bag go into your car trunk at the parking: there, drag one onto your trunk"
    if t in s.trunk[p]:
        return "Games in your trunk stay there until the end of the game"
    return not_on_sale(s, t)


def _wish(game: EssenGame, s: EssenState, p: int, c: int, zone: str) -> str:
    d = data()
    name = d.tiles[c].title
    if c in s.common:
        return (f"Cards of the common wish list go to the player who buys the game: buy {name} at stand "
                f"{d.tiles[c].stand} to take it")
    if c in s.discard:
        return "The discards go back into the deck only when it runs out: play-test to draw wish cards"
    if c in s.hand[p]:
        if zone == f"hand:{p}":
            return f"{name} is already in your hand"
        return "Your wish cards stay in your hand until the final scoring"
    if (s.phase == DRAFT and c in s.draft[p]) or (s.phase == KEEP and c in s.pending):
        if zone == f"hand:{p}":
            action = game.interpret(s, Drag(piece=f"wish:{d.tiles[c].id}", zone=zone))
            reason = game.check(s, action) if action is not None else None
            if reason:
                return reason
        return f"To keep {name}, drag it onto your Wish cards"
    for q in range(s.players):
        if c in s.hand_public[q]:
            return f"That is one of Seat {q + 1}\u2019s wish cards: it stays in their hand until the final scoring"
    # A card hidden from the player (another seat's secret hand, a draft, the deck) gets one answer wherever
    # it lies, so a piece id the table never offers tells nothing either.
    return "That card is not yours to move"


__all__ = ["explain_drag", "no_bag_space", "not_on_sale", "own_zone", "walk_too_far", "zone_owner"]
