"""The base of every title's state.

A state is a plain class with ``__slots__`` and a hand-written ``clone()``: deepcopy and pydantic copies
are ten to fifty times slower, and bots clone thousands of states a second. Component data (tiles, cards,
the hall graph) is immutable, loaded once and referenced by id, so a clone copies only small lists of ints
and strings. The PRNG state is the integer ``rng`` (see :mod:`fairtable.engine.rng`).
"""

from __future__ import annotations

from typing import Any


class BaseState:
    """Subclasses declare ``__slots__`` (including ``players`` and ``rng``) and implement :meth:`clone`."""

    __slots__ = ()

    players: int  # the number of seats
    rng: int  # the PRNG state (fairtable.engine.rng)

    def clone(self) -> BaseState:  # pragma: no cover - every title overrides it
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        """Every slot as plain data, for comparing states in tests and for debugging (not for saving:
        records save the seed and the actions)."""
        out: dict[str, Any] = {}
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in out and hasattr(self, name):
                    out[name] = plain(getattr(self, name))
        return out

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_data() == other.to_data()  # type: ignore[union-attr]

    __hash__ = None  # type: ignore[assignment]


def plain(value: Any) -> Any:
    """Recursively turn a state value into lists, dicts and scalars."""
    if isinstance(value, BaseState):
        return value.to_data()
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted((plain(v) for v in value), key=repr)
    if hasattr(value, "__slots__") and not isinstance(value, str | int | float | bool):
        return {n: plain(getattr(value, n)) for n in value.__slots__ if hasattr(value, n)}
    return value
