"""How the rules name a seat: its token ("Seat 2"), never translated, which the table and the command line
replace by the person's name (:func:`fairtable.engine.layout.name_seats`). Every title's log lines,
prompts and layouts name seats this way.

A name comes from a person or a record: :func:`clean_name` keeps it to one line of text that cannot turn
the text around it, :func:`isolate` sets it apart in a sentence."""

from __future__ import annotations

import re
import unicodedata


def seat_token(seat: int) -> str:
    """The token of seat ``seat`` (counted from 0): "Seat 1" for seat 0."""
    return f"Seat {seat + 1}"


# What a name may not hold: control characters (C0 and C1: newline, tab, ESC, NUL...), the line and paragraph
# separators, and the bidi embeddings, overrides and isolates, which would turn the text around the name.
UNSHOWABLE_RANGES = ((0x00, 0x1F), (0x7F, 0x9F), (0x2028, 0x2029), (0x202A, 0x202E), (0x2066, 0x2069))
UNSHOWABLE = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in UNSHOWABLE_RANGES) + "]")
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"
RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})


def clean_name(name: str) -> str:
    """``name`` with every character it may not hold taken out (a line break becomes a space), on one line."""
    if not UNSHOWABLE.search(name):
        return name
    return " ".join(UNSHOWABLE.sub(" ", name).split())


def isolate(name: str) -> str:
    """``name`` as it is put into a sentence: a name with right-to-left letters is set apart (Unicode's first
    strong isolate), so that it reads in its own direction without turning the words around it; a name of
    left-to-right letters cannot move anything in a left-to-right sentence and stays as it is."""
    if any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in name):
        return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
    return name
