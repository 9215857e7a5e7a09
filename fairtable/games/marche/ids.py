"""Animal Marche's zone and piece ids: every id string of the table is built and read here only.

Plaza cells are ``r * 4 + c`` in the rules; on the table a cell is "cell:<r>,<c>" and a facility's place
"spot:<r>,<c>:h|v" (the two cells from (r, c) rightwards or downwards). A seat's own zones are
"<kind>:<seat>" (``seat_zone``); a section is "section:<seat>:<n>" (n 0..3 from the owner's left), its
customer seats "seat:<seat>:<n>:<i>" and worker seats "wseat:<seat>:<n>:<i>". ``layout.py`` lists them all.
"""

from __future__ import annotations

# -- the common zones ------------------------------------------------------------------------------------------
MARKET = "market"  # Basic Store decks and cards; a store dropped here is sold
SPECIALS = "specials"  # Special Stores
FACILITIES = "facilities"  # the public facility piles; a facility dropped here is removed
ASIDE = "aside"  # customers beside the plaza
RETURNING = "returning"  # customers of a sold store waiting for their cells
ADS = "ads"  # the ads on display
ADDECK = "addeck"  # the ad deck
SCOREBOARD = "scoreboard"  # the VP markers
ROUNDS = "rounds"  # the round track
FIELDS = ("top", "bottom")  # an ad's two worker fields
CELLS = "cell:"  # the start of every plaza cell's zone
# A seat's own zones, each "<kind>:<seat>" (``seat_zone``).
SEAT_ZONES = ("proprietor", "start", "resources", "backyard", "used", "hire", "gray", "adsheld", "goals", "drafthand")

# -- pieces that are one of a kind -----------------------------------------------------------------------------
ROUND = "round"  # the round marker
START_MARKER = "start_marker"


# -- plaza cells and facility places --------------------------------------------------------------------------


def cell_name(cell: int) -> str:
    return f"{cell // 4},{cell % 4}"


def spot_name(spot: tuple[int, int]) -> str:
    a, b = spot
    return f"{cell_name(a)}:{'h' if b == a + 1 else 'v'}"


def parse_cell(text: str) -> int:
    r, c = text.split(",")
    return int(r) * 4 + int(c)


def cell(c: int) -> str:
    """The zone of plaza cell ``c`` (``r * 4 + c``)."""
    return CELLS + cell_name(c)


def cell_at(r: int, c: int) -> str:
    return f"{CELLS}{r},{c}"


def spot(cells: tuple[int, int]) -> str:
    """The zone of the facility place on these two cells."""
    return f"spot:{spot_name(cells)}"


def spot_from(c: int, vertical: bool) -> str:
    """The zone of the facility place from cell ``c`` rightwards (or downwards)."""
    return f"spot:{cell_name(c)}:{'v' if vertical else 'h'}"


def spot_at(r: int, c: int, d: str) -> str:
    return f"spot:{r},{c}:{d}"


def spot_cells(zone: str) -> tuple[int, int, str]:
    """Row, column and direction ("h" or "v") of a facility place's zone."""
    _, rc, d = zone.split(":")
    r, c = (int(v) for v in rc.split(","))
    return r, c, d


def is_spot(zone: str) -> bool:
    return zone.startswith("spot:")


# -- a seat's board ---------------------------------------------------------------------------------------------


def seat_zone(kind: str, seat: int) -> str:
    """One of a seat's own zones (``SEAT_ZONES``): "backyard:2"."""
    return f"{kind}:{seat}"


def section(seat: int, n: int) -> str:
    return f"section:{seat}:{n}"


def customer_seat(seat: int, n: int, i: int) -> str:
    return f"seat:{seat}:{n}:{i}"


def worker_seat(owner: int, n: int, i: int) -> str:
    return f"wseat:{owner}:{n}:{i}"


def seat_prefix(kind: str, seat: int, n: int) -> str:
    """The start of the ids of a section's customer seats ("seat") or worker seats ("wseat")."""
    return f"{kind}:{seat}:{n}:"


# -- the column --------------------------------------------------------------------------------------------------


def adfield(ad: int, field: int) -> str:
    return f"adfield:{ad}:{FIELDS[field]}"


def take(resource: str) -> str:
    """The "Getting 1 Coin or 1 Wood" space of ``resource`` ("coin" or "wood")."""
    return f"take:{resource}"


# -- pieces ------------------------------------------------------------------------------------------------------


def store(card: int) -> str:
    return f"store:{card}"


def customer(c: int) -> str:
    return f"customer:{c}"


def worker(seat: int, w: int) -> str:
    return f"worker:{seat}:{w}"


def facility(k: int | str) -> str:
    return f"facility:{k}"


def goal(g: int) -> str:
    return f"goal:{g}"


def goal_back(seat: int, slot: int | str) -> str:
    """A face-down goal card: by its place (its number among the goals kept, "h" and a number in a draft
    hand), never by which goal it is."""
    return f"goalback:{seat}:{slot}"


def ad(a: int) -> str:
    return f"ad:{a}"


def ad_back(i: int) -> str:
    return f"addeck:{i}"


def blocker(i: int) -> str:
    return f"blocker:{i}"


def proprietor(pid: int) -> str:
    return f"proprietor:{pid}"


def coins(seat: int) -> str:
    return f"coins:{seat}"


def wood(seat: int) -> str:
    return f"wood:{seat}"


def vp(seat: int) -> str:
    return f"vp:{seat}"


# -- reading ids ---------------------------------------------------------------------------------------------------


def parse(ident: str) -> tuple[str, list[str]]:
    """An id's kind and its parts: "wseat:1:2:0" -> ("wseat", ["1", "2", "0"])."""
    kind, _, rest = ident.partition(":")
    return kind, rest.split(":")


def number(text: str) -> int:
    """A part of an id read as a number, or -1 when it is none."""
    return int(text) if text.isdigit() else -1


def ref(ident: str) -> int:
    """The number after an id's kind ("store:12" -> 12), or -1."""
    return number(ident.partition(":")[2].partition(":")[0])
