"""Narration: what happened, told with its values, to each viewer as they may know it.

A title tells events while it performs an action (or sets a game up): ``tell("Seat 1 rolls 3 and 4")``.
:meth:`Game.apply_told` collects them; a bot's ``apply`` does not, and then ``tell`` costs one lookup.
Titles write seats by number ("Seat 2"), as in layouts; the table and the command line put the names in.

An event may be secret in part: ``text`` is what everybody is told, ``views`` gives the seats who know more
(or are told in their own words) their own line: ``tell("Seat 2 keeps one of the two cards",
views={1: "Seat 2 keeps Carcassonne"})``. A spectator (viewer None) always reads ``text``.

Events are recorded in a context variable: each thread has its own, so the bots thinking on a worker
thread never write into the table's journal.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from fairtable.engine.layout import name_seats


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    ``kind`` is a short stable name per title ("dice", "rent", "rotation", "scoring") that tests and the
    table look for; ``auto`` is True for an automatic step (the table sets it apart from a player's own
    move); ``banner`` marks a big moment that the table shows across the board; ``values`` carries the
    figures in machine form for tests (``(("dice", (3, 4)),)``).
    """

    text: str
    kind: str = ""
    auto: bool = True
    views: tuple[tuple[int, str], ...] = ()
    banner: bool = False
    values: tuple[tuple[str, Any], ...] = ()

    def line(self, viewer: int | None) -> str:
        """The line as ``viewer`` is told it (seats still by number)."""
        if viewer is not None:
            for seat, text in self.views:
                if seat == viewer:
                    return text
        return self.text

    def value(self, name: str, default: Any = None) -> Any:
        for key, v in self.values:
            if key == name:
                return v
        return default


_journal: ContextVar[list[Event] | None] = ContextVar("fairtable_journal", default=None)


def telling() -> bool:
    """Whether anybody is listening: a title may skip building a costly line when nobody is."""
    return _journal.get() is not None


def tell(
    text: str,
    kind: str = "",
    *,
    auto: bool = True,
    views: Mapping[int, str] | None = None,
    banner: bool = False,
    **values: Any,
) -> None:
    """Record an event in the journal being kept (nothing when none is)."""
    journal = _journal.get()
    if journal is None:
        return
    journal.append(Event(text, kind, auto, tuple(sorted(views.items())) if views else (), banner,
                         tuple(values.items())))


@contextmanager
def recording() -> Iterator[list[Event]]:
    """Keep a journal for the code inside: ``with recording() as events: ...``. Nested journals each
    keep their own events (the outer one does not see the inner one's)."""
    events: list[Event] = []
    token = _journal.set(events)
    try:
        yield events
    finally:
        _journal.reset(token)


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of the story as a log shows it: ``level`` is "round" or "turn" (a header), "move" (a
    player's decision, ``step`` its number from 1), "effect" (what the move itself did, with its values:
    the dice it rolled) or "auto" (an automatic step it set off, told with its values)."""

    text: str
    level: str
    step: int = 0
    banner: bool = False
    kind: str = ""


def lines_for(events: Sequence[Event], viewer: int | None, names: Sequence[str]) -> list[str]:
    """The events as ``viewer`` is told them, with the people's names."""
    return [name_seats(e.line(viewer), names) for e in events]


__all__ = ["Entry", "Event", "lines_for", "recording", "tell", "telling"]
