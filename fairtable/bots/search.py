"""Search over a seat's own turn, shared by the Greedy and Thinker bots.

A turn is the run of decisions a seat makes while :meth:`Game.turn_id` stays the same and the seat stays
the one to act: ESSEN's walks, purchases and play-tests until *End turn*, a worker and a hired helper in
Animal Marche, the builds before a roll in the festival game. :class:`TurnPlanner` searches those runs
with a beam ordered by the title's heuristic and values each complete run by the heuristic where the turn
ends, so a bot plans the whole turn instead of the next step. An action that reveals hidden or random
information (a draw, a roll) ends a run: its value is averaged over a few outcomes drawn from reseeded
copies, since the bot cannot know which card or die comes up.

Successors are built with ``clone`` + ``perform``: every action searched comes from ``legal_actions``, so
the check :meth:`Game.apply` would repeat is skipped (it costs up to half a step).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from fairtable.engine import rng as prng
from fairtable.engine.actions import Action
from fairtable.engine.game import Game
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

NEG_INF = float("-inf")
Heuristic = Callable[[BaseState, int], float]  # a bot's estimate of a seat's final standing


def successor(game: Game, state: BaseState, action: Action) -> BaseState:
    """The state after a legal ``action`` (``state`` is left untouched)."""
    nxt = state.clone()
    game.perform(nxt, action)
    return nxt


def reseeded(state: BaseState, seed: int) -> BaseState:
    """A copy whose PRNG is reseeded: the same position with other future draws and dice."""
    copy = state.clone()
    copy.rng = prng.seed_state(seed)
    return copy


@dataclass(frozen=True)
class Plan:
    """A run of actions of one seat's turn, valued by the heuristic where it ends."""

    value: float
    actions: tuple[Action, ...]
    fingerprints: tuple[tuple[Action, ...], ...]  # the legal actions seen before each step
    complete: bool  # the run reaches the end of the turn or a reveal (not cut off by the budget)


class TurnPlanner:
    """Beam search over the actions of the current turn.

    ``width`` states survive each depth, ordered by the heuristic; ``max_nodes`` caps the successors
    built, so a decision costs a bounded time whatever the position. ``chance_samples`` outcomes value
    an action that reveals information.
    """

    def __init__(self, width: int = 6, max_nodes: int = 400, max_depth: int = 16, chance_samples: int = 3) -> None:
        self.width = width
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.chance_samples = chance_samples

    def plans(
        self,
        game: Game,
        state: BaseState,
        player: int,
        seed: int,
        legal: Sequence[Action] | None = None,
        heuristic: Heuristic | None = None,
    ) -> list[Plan]:
        """Every run found, best first (stable: equal values keep the order of ``legal_actions``). The runs
        are valued by ``heuristic`` (by default the title's ``game.strategy.heuristic``)."""
        acts = list(game.legal_actions(state) if legal is None else legal)
        root_turn = game.turn_id(state)
        heuristic = heuristic or game.strategy.heuristic
        leaves: list[tuple[float, int, Plan]] = []
        frontier: list[tuple[BaseState, tuple[Action, ...], tuple[tuple[Action, ...], ...], list[Action]]] = [
            (state, (), (), acts)
        ]
        nodes = 0
        order = 0
        chance = Rng(seed)
        for depth in range(self.max_depth):
            children: list[tuple[float, int, BaseState, tuple[Action, ...], tuple[tuple[Action, ...], ...]]] = []
            out_of_budget = False
            for here, path, fps, options in frontier:
                fp = fps + (tuple(options),)
                for a in options:
                    if nodes >= self.max_nodes and leaves:
                        out_of_budget = True
                        break
                    child = successor(game, here, a)
                    nodes += 1
                    order += 1
                    run = path + (a,)
                    if not _same_turn(game, child, player, root_turn):
                        leaves.append((heuristic(child, player), order, Plan(0.0, run, fp, True)))
                    elif game.reveals(here, a, child):
                        value, used = self._chance_value(game, here, a, player, root_turn, chance, heuristic)
                        nodes += used
                        leaves.append((value, order, Plan(0.0, run, fp, True)))
                    else:
                        children.append((heuristic(child, player), order, child, run, fp))
                if out_of_budget:
                    break
            if not children:
                break
            children.sort(key=lambda c: (-c[0], c[1]))
            if out_of_budget or depth == self.max_depth - 1:
                leaves.extend((v, o, Plan(0.0, run, fp, False)) for v, o, _s, run, fp in children)
                break
            frontier = [(child, run, fp, game.legal_actions(child)) for _v, _o, child, run, fp in children[: self.width]]
            if nodes >= self.max_nodes:  # out of budget: the open runs are valued where they stand
                leaves.extend((v, o, Plan(0.0, run, fp, False)) for v, o, _s, run, fp in children)
                break
        leaves.sort(key=lambda x: (-x[0], x[1]))
        return [Plan(v, p.actions, p.fingerprints, p.complete) for v, _o, p in leaves]

    def _chance_value(
        self,
        game: Game,
        state: BaseState,
        action: Action,
        player: int,
        root_turn: Hashable,
        chance: Rng,
        heuristic: Heuristic,
    ) -> tuple[float, int]:
        """Mean value of a revealing action over reseeded outcomes; when the seat still decides after it
        (keeping one of two drawn cards, buying where the dice led), its best next step counts."""
        total = 0.0
        used = 0
        for _ in range(self.chance_samples):
            child = successor(game, reseeded(state, chance.fork()), action)
            used += 1
            if _same_turn(game, child, player, root_turn) or game.current_player(child) == player:
                best = NEG_INF
                for b in game.legal_actions(child):
                    best = max(best, heuristic(successor(game, child, b), player))
                    used += 1
                total += best if best > NEG_INF else heuristic(child, player)
            else:
                total += heuristic(child, player)
        return total / self.chance_samples, used


def _same_turn(game: Game, state: BaseState, player: int, root_turn: Hashable) -> bool:
    return game.current_player(state) == player and game.turn_id(state) == root_turn
