"""The ids of ESSEN's zones and pieces, built and read here only: "<kind>:<ref>" (see layout.py for the
whole list). Components are named by their data ids (a tile and its wish card share the game's slug, hall
spaces are the ids of hall.json), seats by their index."""

from __future__ import annotations

# -- kinds --------------------------------------------------------------------------------------------------

SPACE, HALL_ZONE, STORAGE, PALLET, POPULARITY, SCORE = "space", "hallzone", "storage", "pallet", "popularity", "score"
RANKING, DEPARTURE, FIRST_PLAYER, TRACK, BAG, PREORDER = "ranking", "departure", "firstplayer", "track", "bag", "preorder"
TRUNK, MONEY, HAND, DRAFT, PLAYTEST = "trunk", "money", "hand", "draft", "playtest"
TILE, WISH, MEEPLE, ACTION, EVENT, EVENT_BACK, CROWD = "tile", "wish", "meeple", "action", "event", "eventback", "crowd"
POP_MARKER, SCORE_MARKER, RANKING_BACK, WISH_BACK, BILLS = "popmarker", "scoremarker", "rankingback", "wishback", "bills"
LAST_TURN, BILL_BANK = "lastturn", "bank"

# -- zones and pieces with no reference ----------------------------------------------------------------------

EVENTS_POOL = "events:pool"  # the face-down event tokens
EVENTS_USED = "events:used"  # the tokens of games bought or taken out
AFTERNOON_PILE = "rankings:afternoon"  # the afternoon ranking cards before the midday scoring
WISHLIST = "wishlist"  # the common wish list
WISH_DECK = "wishdeck"
WISH_DISCARD = "wishdiscard"
LAST_TURN_PLACE = "lastturn"  # where the revealed last-turn tile lies
OUT = "box"  # games out of the game (the 2-player removal drops a tile here)
BANK = "bank"
FIRST_PLAYER_TOKEN = "firstplayer"  # the piece; its places are first_player(seat)
HIDDEN_LAST_TURN = "lastturn:hidden"  # the face-down last-turn tile on storage box 7
BANK_BILLS = "bills:bank"


def _id(kind: str, *refs: object) -> str:
    return ":".join((kind, *map(str, refs)))


# -- zones --------------------------------------------------------------------------------------------------


def space(sid: str) -> str:
    return _id(SPACE, sid)


def hall_zone(colour: str) -> str:
    return _id(HALL_ZONE, colour)


def storage(box: int) -> str:
    return _id(STORAGE, box)


def pallet(slot: int) -> str:
    return _id(PALLET, slot)


def popularity(symbol: str, value: int) -> str:
    return _id(POPULARITY, symbol, value)


def score(value: int) -> str:
    return _id(SCORE, value)


def ranking(place: int) -> str:
    """One of the ranking table's three places (BoardGameGeek, Tric Trac, Fairplay)."""
    return _id(RANKING, place)


def departure(order: int) -> str:
    """The early departure's place: 1 (6 VP) or 2 (3 VP)."""
    return _id(DEPARTURE, order)


def first_player(seat: int) -> str:
    return _id(FIRST_PLAYER, seat)


def track(seat: int, space: int) -> str:
    """A space of a seat's action track: 0 is the start point, 3..8 are bag spaces."""
    return _id(TRACK, seat, space)


def bag(seat: int) -> str:
    return _id(BAG, seat)


def preorder(seat: int) -> str:
    return _id(PREORDER, seat)


def trunk(seat: int) -> str:
    return _id(TRUNK, seat)


def trunk_place(seat: int, symbol: str) -> str:
    """One symbol's place in a seat's car trunk."""
    return _id(TRUNK, seat, symbol)


def money(seat: int) -> str:
    return _id(MONEY, seat)


def hand(seat: int) -> str:
    return _id(HAND, seat)


def draft(seat: int) -> str:
    return _id(DRAFT, seat)


def playtest(seat: int) -> str:
    return _id(PLAYTEST, seat)


# -- pieces -------------------------------------------------------------------------------------------------


def tile(tid: str) -> str:
    return _id(TILE, tid)


def stored_tile(box: int, k: int) -> str:
    """The k-th face-down tile of a storage box."""
    return _id(STORAGE, box, k)


def wish(tid: str) -> str:
    """A face-up wish card (named by its game)."""
    return _id(WISH, tid)


def wish_back(where: str, *place: int) -> str:
    """A face-down wish card: "deck" or "discard" and its place, or a seat's "hand", "draft" or "playtest"
    with the seat and the place."""
    return _id(WISH_BACK, where, *place)


def meeple(seat: int) -> str:
    """A seat's meeple in the hall."""
    return _id(MEEPLE, seat)


def action_meeple(seat: int) -> str:
    return _id(ACTION, seat)


def score_marker(seat: int) -> str:
    return _id(SCORE_MARKER, seat)


def bills(seat: int) -> str:
    return _id(BILLS, seat)


def event(eid: str) -> str:
    return _id(EVENT, eid)


def event_back(k: int) -> str:
    return _id(EVENT_BACK, k)


def crowd(k: int) -> str:
    return _id(CROWD, k)


def pop_marker(symbol: str) -> str:
    return _id(POP_MARKER, symbol)


def ranking_card(rid: str) -> str:
    return _id(RANKING, rid)


def ranking_back(k: int) -> str:
    return _id(RANKING_BACK, k)


def last_turn(lid: str) -> str:
    """The revealed last-turn tile."""
    return _id(LAST_TURN, lid)


# -- reading ids ----------------------------------------------------------------------------------------------


def parse(any_id: str) -> tuple[str, str]:
    """(kind, the rest): "tile:concordia" -> ("tile", "concordia"), "trunk:2:dice" -> ("trunk", "2:dice")."""
    kind, _sep, ref = any_id.partition(":")
    return kind, ref


def kind(any_id: str) -> str:
    return any_id.partition(":")[0]


def ref(any_id: str) -> str:
    """What an id names after its kind: a tile's or a card's data id, a space's id, a seat ..."""
    return any_id.partition(":")[2]


def parts(any_id: str) -> list[str]:
    """Every field of an id: "trunk:2:dice" -> ["trunk", "2", "dice"]."""
    return any_id.split(":")


def seat_in(any_id: str) -> int | None:
    """The seat a seat's zone or piece names ("bag:2" -> 2, "trunk:2:dice" -> 2, "wishback:hand:1:3" is
    not one: None)."""
    field = ref(any_id).partition(":")[0]
    return int(field) if field.isdigit() else None


def for_seat(zone: str, seat: int) -> str:
    """The zone of ``seat`` of the same kind: "bag:2" -> "bag:0", "trunk:2:dice" -> "trunk:0:dice"."""
    kind_, _sep, rest = zone.partition(":")
    _, sep, tail = rest.partition(":")
    return f"{kind_}:{seat}{sep}{tail}"


def is_trunk_place(zone: str) -> bool:
    """One symbol's place in a trunk ("trunk:2:dice"), not the whole trunk."""
    return kind(zone) == TRUNK and zone.count(":") == 2


def trunk_of(place: str) -> str:
    """The whole trunk of a symbol's place: "trunk:2:dice" -> "trunk:2"."""
    return place.rpartition(":")[0]
