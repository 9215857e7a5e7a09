"""The states of a match, kept compactly: ``history[i]`` is the state after ``i`` moves.

A long game (a festival game can run to 100,000 moves) cannot keep every state: it would take gigabytes.
The history keeps whole only the first state, one in every ``EVERY`` and the last ``RECENT``; any other is made
again by playing the moves from the kept state before it (a state holds its own random generator, so the
same moves give the same state). Undo and the replay slider read it like a list; stepping through a replay
move by move continues from the state made last, so it costs one move a step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, overload

from fairtable.engine.actions import Action
from fairtable.engine.state import BaseState

EVERY = 64  # one state in so many is kept whole
RECENT = 64  # and the newest so many, where undo and the log look


class StateHistory:
    """A list of states in which only some are kept; ``action_at(i)`` is the move that led from state ``i``
    to state ``i + 1``."""

    def __init__(self, game: Any, first: BaseState, action_at: Callable[[int], Action],
                 every: int = EVERY, recent: int = RECENT) -> None:
        self.game = game
        self.action_at = action_at
        self.every = every
        self.recent = recent
        self._kept: dict[int, BaseState] = {0: first}
        self._len = 1
        self._made: tuple[int, BaseState] | None = None  # the state made again last, where the next look continues

    def __len__(self) -> int:
        return self._len

    def kept(self) -> int:
        """How many states are held whole."""
        return len(self._kept)

    def append(self, state: BaseState) -> None:
        index = self._len
        self._kept[index] = state
        self._len += 1
        old = index - self.recent
        if old > 0 and old % self.every:
            self._kept.pop(old, None)

    def pop(self) -> BaseState:
        state = self[-1]
        self._len -= 1
        self._kept.pop(self._len, None)
        if self._made is not None and self._made[0] >= self._len:
            self._made = None
        # The newest ``recent`` stay whole: the one that fell out of that window on the way up comes back.
        back = self._len - self.recent
        if back > 0 and back not in self._kept:
            self._kept[back] = self[back]
        return state

    def __setitem__(self, index: int, state: BaseState) -> None:
        """Put ``state`` in the place of state ``index`` (a position set up by hand before the first move)."""
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError(index)
        self._kept[index] = state
        if self._made is not None and self._made[0] >= index:
            self._made = None

    def __iter__(self):  # type: ignore[no-untyped-def]
        for i in range(self._len):
            yield self[i]

    @overload
    def __getitem__(self, index: int) -> BaseState: ...

    @overload
    def __getitem__(self, index: slice) -> list[BaseState]: ...

    def __getitem__(self, index: int | slice) -> BaseState | list[BaseState]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]  # in order: each made from the one before
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError(index)
        kept = self._kept.get(index)
        if kept is not None:
            return kept
        start = index - index % self.every
        while start not in self._kept:  # a checkpoint is always kept; this only guards a history being cut
            start -= 1
        state = self._kept[start]
        made = self._made
        if made is not None and start <= made[0] <= index:
            start, state = made
        for i in range(start, index):
            state = self.game.apply(state, self.action_at(i))
        self._made = (index, state)
        return state


__all__ = ["EVERY", "RECENT", "StateHistory"]
