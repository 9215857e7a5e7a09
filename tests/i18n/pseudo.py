"""The pseudo-locale's eye: in ``pseudo`` every catalog message comes out as ``⟦message⟧``, so a word on
screen outside the brackets escaped the catalog. What may stand outside: the people's names, numbers,
punctuation and symbols (€, $, ×), and the proper nouns listed in :data:`ALLOWED` (none so far)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from fairtable.i18n import CLOSE, OPEN

_BRACKETED = re.compile(re.escape(OPEN) + r"[^" + OPEN + CLOSE + r"]*" + re.escape(CLOSE))
_WORD = re.compile(r"[^\W\d_]{2,}")
#: Words that are the same in every language and never come from a catalog.
ALLOWED: set[str] = set()


def escaped(text: str, names: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` that no catalog message wraps (after the names are taken out)."""
    rest = text
    while True:
        inner = _BRACKETED.sub(" ", rest)
        if inner == rest:
            break
        rest = inner
    for name in sorted(names, key=len, reverse=True):
        if name:
            rest = rest.replace(name, " ")
    return [w for w in _WORD.findall(rest) if w not in ALLOWED]


class Collector:
    """Gathers every escaped word with where it was seen, so one failure names them all."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        self.names = list(names)
        self.found: dict[str, str] = {}

    def see(self, where: str, text: str | None) -> None:
        if not text:
            return
        words = escaped(text, self.names)
        if words:
            self.found.setdefault(text, where)

    def report(self, limit: int = 60) -> str:
        rows = [f"{where}: {text!r}" for text, where in list(self.found.items())[:limit]]
        more = len(self.found) - limit
        return "\n".join(rows + ([f"... and {more} more"] if more > 0 else []))
