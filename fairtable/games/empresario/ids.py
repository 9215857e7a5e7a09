"""The ids of Old West Empresario's zones and pieces: every id string is built and parsed here.

An id is its kind, then its references, separated by colons: ``town:<seat>:<x>,<y>``, ``tile:<id>``. The
board's zones (:mod:`layout` describes them) and pieces, the actions' gestures, the table's gestures and the
board view all name things through these functions. A button's label names a tile by ``#<id>`` ("Build Mine
#12"), built and read here too. Imports nothing from the title.
"""

from __future__ import annotations

import re

# -- kinds (the part before the first colon) ---------------------------------------------------------------
TILE, DIE, TOWN, NUMBER, COLUMN, WANTED, WANTED_WON = "tile", "die", "town", "number", "column", "wanted", "wanted-won"
MONEY, POPULATION, POP, CHARACTER, HAND, MARKER = "money", "population", "pop", "character", "hand", "marker"
PILE, SETUP_DISCARD, UNBUILT, START_PLAYER = "pile", "setup-discard", "unbuilt", "start-player"

# -- zones of the market ----------------------------------------------------------------------------------
DRAW_PILE = PILE  # the draw pile (its pieces are pile:<k>)
DISCARD = "discard"  # drop a column's tile here for income
TRAY = "tray"  # the chosen die
USED = "used"  # the dice used this round
SUPPLY = POPULATION  # the population supply (its piece is population:supply)
SETUP_DISCARDS = "setup-discards"
SETUP_REVEALED = "setup-revealed"

# -- pieces with one id -----------------------------------------------------------------------------------
SUPPLY_TOKENS = "population:supply"
START_MARKER = START_PLAYER


def kind(ident: str) -> str:
    """The kind of a zone or piece id: "town" for "town:0:1,0", "tray" for "tray"."""
    return ident.partition(":")[0]


# -- zones ------------------------------------------------------------------------------------------------


def number(v: int) -> str:
    """Die number tile ``v`` (1..6), where the rolled dice showing ``v`` lie."""
    return f"{NUMBER}:{v}"


def column(v: int) -> str:
    """The display's column under die number tile ``v``."""
    return f"{COLUMN}:{v}"


def wanted(k: int) -> str:
    """The ``k``-th objective in play (0..2), its gold card on its silver one."""
    return f"{WANTED}:{k}"


def town(seat: int, x: int, y: int) -> str:
    """A space of seat ``seat``'s town grid (the Town Hall at 0,0)."""
    return f"{TOWN}:{seat}:{x},{y}"


def money(seat: int) -> str:
    """Seat ``seat``'s money: its zone and its piece."""
    return f"{MONEY}:{seat}"


def population(seat: int) -> str:
    """Seat ``seat``'s VP tokens (the zone; the piece is :func:`tokens`)."""
    return f"{POPULATION}:{seat}"


def character(seat: int) -> str:
    """Seat ``seat``'s character card (the zone)."""
    return f"{CHARACTER}:{seat}"


def wanted_won(seat: int) -> str:
    return f"{WANTED_WON}:{seat}"


def hand(seat: int) -> str:
    """Seat ``seat``'s starting tiles to choose from."""
    return f"{HAND}:{seat}"


def marker(seat: int) -> str:
    """Where the start player marker lies when seat ``seat`` holds it."""
    return f"{MARKER}:{seat}"


# -- pieces -----------------------------------------------------------------------------------------------


def tile(t: int) -> str:
    """A building tile (0..61) or Town Hall (62..65) shown face up."""
    return f"{TILE}:{t}"


def die(i: int) -> str:
    return f"{DIE}:{i}"


def pile_tile(k: int) -> str:
    """The ``k``-th tile of the draw pile from the top, face down."""
    return f"{PILE}:{k}"


def wanted_card(objective: int, metal: str) -> str:
    """An objective's gold or silver card."""
    return f"{WANTED}:{objective}:{metal}"


def tokens(seat: int) -> str:
    """Seat ``seat``'s VP tokens (the piece)."""
    return f"{POP}:{seat}"


def character_card(c: int) -> str:
    """Character card ``c`` (1..12) shown face up."""
    return f"{CHARACTER}:{c}"


def standard_card(seat: int) -> str:
    """The Standard Empresario side played by seat ``seat``."""
    return f"{CHARACTER}:{seat}:standard"


def dealt_card(seat: int, k: int) -> str:
    """The ``k``-th character card dealt to seat ``seat``, face down."""
    return f"{CHARACTER}:{seat}:{k}"


def hand_tile(seat: int, k: int) -> str:
    """The ``k``-th starting tile of seat ``seat``, face down."""
    return f"{HAND}:{seat}:{k}"


def setup_discard(k: int) -> str:
    return f"{SETUP_DISCARD}:{k}"


def unbuilt(seat: int, x: int, y: int) -> str:
    """Another seat's secret starting tile at its town space, face down."""
    return f"{UNBUILT}:{seat}:{x},{y}"


# -- reading ids ------------------------------------------------------------------------------------------


def number_of(ident: str, expected: str) -> int | None:
    """The number after ``expected``'s colon ("die:3" -> 3), or None for another kind or no number."""
    head, _, rest = ident.partition(":")
    return int(rest) if head == expected and rest.isdigit() else None


def town_space(zone: str) -> tuple[int, int, int] | None:
    """The (seat, x, y) of a town space id, or None for any other id."""
    parts = zone.split(":")
    if len(parts) != 3 or parts[0] != TOWN:
        return None
    try:
        x, y = (int(v) for v in parts[2].split(","))
        return int(parts[1]), x, y
    except ValueError:
        return None


def in_town(zone: str, seat: int) -> bool:
    """Whether ``zone`` is a space of seat ``seat``'s town."""
    return zone.startswith(f"{TOWN}:{seat}:")


def wanted_card_of(piece: str) -> tuple[int, str]:
    """The (objective, metal) of a wanted card's piece id."""
    _kind, objective, metal = piece.split(":")
    return int(objective), metal


def is_silver(piece: str) -> bool:
    return piece.endswith(":silver")


# -- a tile named on a button -----------------------------------------------------------------------------


def labelled(t: int) -> str:
    """How a button's label names tile ``t``: "#12"."""
    return f"#{t}"


def labelled_tile(label: str) -> int | None:
    """The tile a button's label names ("Build Mine #12" -> 12), or None."""
    named = label.rpartition("#")[2].split(" ")[0].rstrip(":")
    return int(named) if "#" in label and named.isdigit() else None


def unlabelled(label: str) -> str:
    """A button's label without the tiles it names: "Build Mine #12" -> "Build Mine"."""
    return re.sub(r" #\d+", "", label)
