"""What bots know of a title: the third part of the contract (beside the rules and the presentation).

A title's :class:`Strategy` gives the estimate bots play by and tunes the bot levels for it (docs/bots.md).
Everything a bot knows of one title lives in that title's ``heuristic.py``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

from fairtable.engine.state import BaseState

if TYPE_CHECKING:
    from fairtable.engine.game import Game

S = TypeVar("S", bound=BaseState)


class Strategy(ABC, Generic[S]):
    """One title's bot knowledge."""

    # Normal (greedy) plans its turn with this beam width and node budget (bots/greedy.py): each title's
    # keep the 95th percentile of a planning decision under 50 ms on one core of the reference machine.
    planner_width: int = 3
    planner_nodes: int = 120
    # Hard (thinker) keeps an estimate that leads by this much over the sampled futures' best instead of
    # searching further (None: never; bots/thinker.py).
    thinker_margin: float | None = None
    # The most actions per seat a game of the title takes with Random or Normal bots (measured over seeds at both
    # ends of the player count, rounded up): self-play stops a game ten times as long as unfinished
    # (bots/selfplay.py). None: only the general limit.
    actions_per_seat: int | None = None
    # The most rounds a game of the title lasts with any mix of Random, Normal and Hard bots, with a margin
    # (measured with scripts/liveness.py: docs/bots.md, "Games that end"); tests/bots/test_liveness.py holds
    # every seeded game to it. None: no stated length.
    max_rounds: int | None = None
    # A bot level's description in the new-game dialog where this title plays it its own way
    # (level -> words marked with N_).
    level_notes: Mapping[str, str] = {}
    # How a game of the title goes on as long as a benchmark likes (``fairtable bench --long-record``): the
    # options, and the action kinds left out when each seat chooses at random. None: its games end by themselves.
    endless: tuple[Mapping[str, object], frozenset[str]] | None = None

    def __init__(self, game: Game[S]) -> None:
        self.game = game

    @abstractmethod
    def heuristic(self, state: S, player: int) -> float:
        """An estimate of ``player``'s final standing (higher is better)."""

    def longest_rounds(self, options: object) -> int | None:
        """The most rounds a bot game with these options may last (``max_rounds`` unless the options set a
        length of their own, as the festival's round limit does)."""
        return self.max_rounds

    def length_note(self, options: object, humans: int, bots: int) -> str | None:
        """A line for the new-game dialog on how long a game with these options and seats takes, where the
        options decide it (the festival's round limit); None: nothing to say."""
        return None

    def reasons(self, before: S, after: S, player: int) -> list[str]:
        """Why a run of the seat's own moves is good, in words, for the Hint: what it settles from ``before``
        to ``after`` as the estimate counts it. By default the score it brings ("+5 VP this turn"); a title adds
        what else its estimate weighs (ESSEN: a game of your wish list)."""
        from fairtable.i18n import _

        gained = self.game.public_scores(after)[player] - self.game.public_scores(before)[player]
        if gained <= 0:
            return []
        # TRANSLATORS: the Hint's reason: the points the move and the rest of the turn planned bring ("+5 VP this turn")
        return [_("+{points} this turn").format(points=self.game.presentation.points_text(gained))]

    def level_heuristic(self, level: str) -> Callable[[S, int], float]:
        """The estimate a bot level plays by: :meth:`heuristic` unless the title gives the level its own."""
        return self.heuristic
