"""How the rules name a seat: its token ("Seat 2"), never translated, which the table and the command line
replace by the person's name (:func:`fairtable.engine.layout.name_seats`). Every title's log lines,
prompts and layouts name seats this way."""

from __future__ import annotations


def seat_token(seat: int) -> str:
    """The token of seat ``seat`` (counted from 0): "Seat 1" for seat 0."""
    return f"Seat {seat + 1}"
