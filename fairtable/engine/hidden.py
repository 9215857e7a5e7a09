"""Hiding what a seat cannot know: the one way every title resamples hidden components for ``observe``.

The hidden components of many places (other seats' hands, a deck, face-down tiles) are pooled, sorted,
shuffled with the observation's freshly seeded generator and dealt back in the same sizes, in the order the
places were given. Sorting first makes the result depend only on what the seat knows and on the seed, not on
where the hidden components really lie, so a bot searching many resamples cannot tell such states apart.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence, Sequence
from itertools import chain
from typing import Any, TypeVar

from fairtable.engine import rng
from fairtable.engine.rng import HasRng

T = TypeVar("T")


def deal_back(holder: HasRng, places: Sequence[Sequence[T]],
              shuffle: Callable[[Any, MutableSequence[Any]], None] = rng.shuffle) -> list[list[T]]:
    """``places``' components pooled, sorted, shuffled with ``holder``'s generator and dealt back: one list
    for each place, of the same length as it, in the order given. ``shuffle``: how (a title that shuffles
    few cards may draw fewer numbers for it, as Animal Marche does)."""
    pool: list[Any] = list(chain.from_iterable(places))
    pool.sort()
    shuffle(holder, pool)
    out: list[list[T]] = []
    k = 0
    for place in places:
        out.append(pool[k : k + len(place)])
        k += len(place)
    return out
