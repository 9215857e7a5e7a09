"""The festival game's zone and piece ids, and its Mauscheln item numbers: every id string is built and parsed
here, nowhere else.

Zones: ``field:<n>`` (the 40 fields, START is 0), ``cell`` (inside the Ausnüchterungszelle), ``pot`` (the
Glückskloake), ``deck:<deck>`` and ``discard:<deck>`` (eatthis, takethat, kulissen), ``supply`` (the Buden and
the Mainstage to drag), ``bank``, ``crowd`` (the Crowd Control track), ``dice``, ``offer`` (the Mauscheln offer
on the table), and per seat ``money:<seat>``, ``deeds:<seat>`` and ``vouchers:<seat>``.

Pieces: ``owner:<n>`` (a field's owner marker), ``bude:<n>:<k>``, ``mainstage:<n>``, ``pawn:<seat>``,
``deck:<deck>:<k>`` (a face-down card), ``card:<deck>:<card>`` (a drawn one), ``bude`` and ``mainstage`` (the
supply), ``pot``, ``die:<i>``, ``deed:<n>`` (a property card), ``money:<seat>``, ``voucher:<deck>``,
``crowd:<seat>`` (a Crowd Control landing) and ``offer``.
"""

from __future__ import annotations

# Zones and pieces without a number.
CELL = "cell"
POT = "pot"
SUPPLY = "supply"
BANK = "bank"
CROWD = "crowd"
DICE = "dice"
OFFER = "offer"
BUDE = "bude"  # the Bude to drag from the supply (and the kind of a Bude standing on a field)
MAINSTAGE = "mainstage"  # the Mainstage to drag from the supply (and the kind of one standing on a field)

# The kinds of numbered ids (the part before the first colon).
FIELD = "field"
OWNER = "owner"
PAWN = "pawn"
DECK = "deck"
DISCARD = "discard"
CARD = "card"
DIE = "die"
DEED = "deed"
DEEDS = "deeds"
MONEY = "money"
VOUCHERS = "vouchers"
VOUCHER = "voucher"

# Mauscheln items: 0..39 a property, VOUCHER_ITEM + deck a voucher of that deck.
VOUCHER_ITEM = 100


def field(f: int) -> str:
    return f"{FIELD}:{f}"


def owner(f: int) -> str:
    return f"{OWNER}:{f}"


def bude(f: int, k: int) -> str:
    return f"{BUDE}:{f}:{k}"


def mainstage(f: int) -> str:
    return f"{MAINSTAGE}:{f}"


def pawn(p: int) -> str:
    return f"{PAWN}:{p}"


def deck(deck_id: str) -> str:
    return f"{DECK}:{deck_id}"


def deck_card(deck_id: str, k: int) -> str:
    """The ``k``-th face-down card of a deck."""
    return f"{DECK}:{deck_id}:{k}"


def discard(deck_id: str) -> str:
    return f"{DISCARD}:{deck_id}"


def card(deck_id: str, cid: int) -> str:
    """A drawn card, face up on its deck's discard pile."""
    return f"{CARD}:{deck_id}:{cid}"


def die(i: int) -> str:
    return f"{DIE}:{i}"


def deed(f: int) -> str:
    return f"{DEED}:{f}"


def deeds(p: int) -> str:
    return f"{DEEDS}:{p}"


def money(p: int) -> str:
    return f"{MONEY}:{p}"


def vouchers(p: int) -> str:
    return f"{VOUCHERS}:{p}"


def voucher(deck_id: str) -> str:
    return f"{VOUCHER}:{deck_id}"


def crowd(p: int) -> str:
    return f"{CROWD}:{p}"


def kind(ident: str) -> str:
    """The kind of an id: "field" for "field:3", "cell" for "cell"."""
    return ident.partition(":")[0]


def parts(ident: str) -> list[str]:
    """What follows the kind: ["eatthis", "4"] for "card:eatthis:4", [] for "cell"."""
    rest = ident.partition(":")[2]
    return rest.split(":") if rest else []


def number(ident: str, k: int = 0) -> int:
    """The ``k``-th number after the kind: 3 for "field:3", 12 for "bude:12:2"; raises ValueError when
    there is none."""
    got = parts(ident)
    if k >= len(got):
        raise ValueError(f"no number {k} in {ident!r}")
    return int(got[k])


def field_of(zone: str) -> int | None:
    """The field number of a ``field:<n>`` zone, else None."""
    head, _sep, rest = zone.partition(":")
    if head != FIELD:
        return None
    try:
        return int(rest)
    except ValueError:
        return None


def voucher_item(d: int) -> int:
    """The Mauscheln item that is a voucher of deck ``d``."""
    return VOUCHER_ITEM + d


def is_voucher(item: int) -> bool:
    return item >= VOUCHER_ITEM


def voucher_deck(item: int) -> int:
    """The deck of a voucher item."""
    return item - VOUCHER_ITEM
