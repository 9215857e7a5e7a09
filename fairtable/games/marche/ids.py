"""Animal Marche's zone and piece ids: every id string of the table is built and read here only.

Plaza cells are ``r * 4 + c`` in the rules; on the table a cell is "cell:<r>,<c>" and a facility's place
"spot:<r>,<c>:h|v" (the two cells from (r, c) rightwards or downwards).
"""

from __future__ import annotations


def cell_name(cell: int) -> str:
    return f"{cell // 4},{cell % 4}"


def spot_name(spot: tuple[int, int]) -> str:
    a, b = spot
    return f"{cell_name(a)}:{'h' if b == a + 1 else 'v'}"


def parse_cell(text: str) -> int:
    r, c = text.split(",")
    return int(r) * 4 + int(c)
