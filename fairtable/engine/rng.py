"""A small, fast, seedable PRNG whose whole state is one integer.

The integer lives inside the game state (``state.rng``), so cloning a state copies the generator for free
and a record (seed + actions) replays exactly. The generator is SplitMix64: one 64-bit addition and a
mixing function per draw. Nothing in fairtable uses the module-level ``random``.
"""

from __future__ import annotations

import math
from collections.abc import MutableSequence, Sequence
from typing import Any, Protocol, TypeVar

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
# A seed is any 64-bit number, signed or not: the generator uses its low 64 bits, so a longer one would
# only pretend to choose among more games.
SEED_MIN = -(1 << 63)
SEED_MAX = MASK
SEED_RANGE_TEXT = f"a whole number from {SEED_MIN} to {SEED_MAX}"

T = TypeVar("T")


class HasRng(Protocol):
    rng: int


def seed_fits(seed: int) -> bool:
    """Whether ``seed`` is a seed a record can hold (see SEED_MIN and SEED_MAX)."""
    return SEED_MIN <= seed <= SEED_MAX


def seed_state(seed: int) -> int:
    """Turn any integer seed into a well-mixed 64-bit generator state."""
    return mix(seed & MASK)


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def next_u64(holder: HasRng) -> int:
    """Advance ``holder.rng`` and return the next 64-bit output."""
    s = (holder.rng + GOLDEN) & MASK
    holder.rng = s
    return mix(s)


def randbelow(holder: HasRng, n: int) -> int:
    """A uniform integer in ``[0, n)``. ``n`` must be positive."""
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    # 64 bits against bounds of a few hundred: the modulo bias is far below anything a game could notice.
    return next_u64(holder) % n


def roll(holder: HasRng, sides: int = 6) -> int:
    """A die roll from 1 to ``sides``."""
    return randbelow(holder, sides) + 1


def choice(holder: HasRng, seq: Sequence[T]) -> T:
    return seq[randbelow(holder, len(seq))]


def shuffle(holder: HasRng, seq: MutableSequence[Any]) -> None:
    """Fisher-Yates in place: ``randbelow(holder, i + 1)`` for each ``i`` from the top, written out here
    because bots shuffle every hidden pile at every decision (the same numbers, a third of the time)."""
    s = holder.rng
    for i in range(len(seq) - 1, 0, -1):
        s = (s + GOLDEN) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (z ^ (z >> 31)) % (i + 1)
        seq[i], seq[j] = seq[j], seq[i]
    holder.rng = s


def _words(n: int) -> int:
    """64-bit draws enough to order n things: log2(n!) bits and 64 more."""
    return int(math.lgamma(n + 1) / math.log(2) + 64) // 64 + 1


_WORDS = [_words(n) for n in range(128)]


def quick_shuffle(holder: HasRng, seq: MutableSequence[Any], words: int | None = None) -> None:
    """Fisher-Yates driven by a few 64-bit draws instead of one a card: the draws, joined, are read as a
    mixed-radix number, one digit per swap. ``words`` draws (by default enough for log2(n!) bits plus 64 more,
    so every order is as likely as another to within 2**-64) at a fraction of the draws. For observations,
    which shuffle every hidden pile at every bot decision; the game's own shuffles keep :func:`shuffle`."""
    n = len(seq)
    if n < 2:
        return
    if words is None:
        words = _WORDS[n] if n < len(_WORDS) else _words(n)
    x = 0
    for _ in range(words):
        x = (x << 64) | next_u64(holder)
    for i in range(n - 1, 0, -1):
        x, j = divmod(x, i + 1)
        seq[i], seq[j] = seq[j], seq[i]


class Rng:
    """A stand-alone generator for code that owns no game state (bots, simulations)."""

    __slots__ = ("rng",)

    def __init__(self, seed: int) -> None:
        self.rng = seed_state(seed)

    def randbelow(self, n: int) -> int:
        return randbelow(self, n)

    def choice(self, seq: Sequence[T]) -> T:
        return choice(self, seq)

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        shuffle(self, seq)

    def random(self) -> float:
        return (next_u64(self) >> 11) / float(1 << 53)

    def fork(self) -> int:
        """A fresh seed derived from this generator, for a child generator."""
        return next_u64(self)
