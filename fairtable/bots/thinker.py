"""Thinker ("Hard"): determinized Monte Carlo over the best turns Greedy would consider.

A decision runs in three steps.

1. Candidates: the turn planner of :mod:`fairtable.bots.search` lists runs of actions to the end of the
   turn; the best run for each distinct first action is a candidate, up to ``candidates`` of them.
2. Evaluation: every iteration draws a fresh determinization, ``game.observe(observation, seat, seed)``
   with a new seed, so the hidden cards, decks and future dice are resampled each time (the bot never
   learns more than its seat's observation). Each surviving candidate is played in that same world
   (common random numbers make the comparison fair), then the game goes on with an epsilon-greedy
   one-step policy for every seat until ``horizon`` further turns have passed, and the heuristic of the
   seat values the position reached. Candidates are halved after 4, 8, 16 ... worlds (successive
   halving), so the budget goes to the runs that matter.
3. The candidate with the best mean is played; the rest of its run is kept for the next decisions of the
   same turn, as Greedy does. In titles where a few rollouts say little next to the dice (the festival
   game: a rent or a card swings a rollout by far more than most choices are worth), the planner's own
   favourite stays in the race and is played unless another candidate beats it by ``margin`` standard
   errors of their paired differences (each title's ``Strategy.thinker_margin``).

The budget is either a number of rollouts (``iterations``: reproducible, for tests and the arena) or wall
clock seconds (``seconds``: the app, 1 s by default). A decision with a single legal action is instant, and
one whose last two candidates' race is decided (:func:`settled`) ends before the budget is spent. The
heuristic is the one the title gives this level (``Strategy.level_heuristic``).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence

from fairtable.bots.base import Bot
from fairtable.bots.greedy import PlanFollower
from fairtable.bots.search import Heuristic, Plan, TurnPlanner, reseeded, successor
from fairtable.engine.actions import Action
from fairtable.engine.game import Game
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

DEFAULT_SECONDS = 1.0
FIRST_PRUNE = 4  # worlds evaluated before the first halving of the candidates
MAX_ROLLOUT_STEPS = 400  # a safety net: a rollout that runs this long is valued where it stands
SETTLE_WORLDS = 64  # with two candidates left, every this many worlds: is the race decided?
SETTLE_Z = 4.0  # ... decided when the paired gain lies this many standard errors beyond the line it must cross
TITLE_DEFAULT = -1.0  # ``margin`` sentinel: take the title's ``Strategy.thinker_margin``


class ThinkerBot(Bot):
    level = "thinker"

    def __init__(
        self,
        seed: int = 0,
        seconds: float | None = DEFAULT_SECONDS,
        iterations: int | None = None,
        candidates: int = 6,
        horizon: int | None = None,
        epsilon: float = 0.1,
        policy_width: int = 10,
        margin: float | None = TITLE_DEFAULT,
    ) -> None:
        """``iterations`` (rollouts per decision) wins over ``seconds`` when given. ``horizon`` counts the
        turns played after the candidate's (default: one full round, as many as seats). ``policy_width``
        caps the actions the rollout policy compares at each step (a random sample of them when more).
        ``margin``: standard errors by which a candidate must beat the planner's favourite (None: the best
        mean wins; by default the title's ``Strategy.thinker_margin``)."""
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise ValueError("the Thinker needs at least 1 iteration")
        self.seconds = seconds if seconds is not None else DEFAULT_SECONDS
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.epsilon = epsilon
        self.policy_width = policy_width
        self.margin = margin
        self.follower = PlanFollower()
        self.last_rollouts = 0  # rollouts run by the last decision that searched

    def choose(self, game: Game, observation: BaseState, player: int) -> Action:
        start = time.perf_counter()
        legal = game.legal_actions(observation)
        if not legal:
            raise RuntimeError(f"{game.info.name}: no legal action for seat {player}")
        planned = self.follower.next(game, observation, player, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        seed = self.rng.fork()
        width, nodes = game.strategy.planner_width, game.strategy.planner_nodes
        planner = TurnPlanner(width=width + 2, max_nodes=nodes * 2)
        heuristic = game.strategy.level_heuristic(self.level)
        plans = planner.plans(game, reseeded(observation, seed), player, seed ^ 0x9E37, legal, heuristic)
        limit = self.candidates if self.iterations is None else min(self.candidates, self.iterations)
        pool = distinct_first_actions(plans, limit)
        if len(pool) > 1:
            best = self._evaluate(game, observation, player, pool, start, heuristic)
        else:
            best = pool[0]
        self.follower.keep(game, observation, player, best)
        return best.actions[0]

    # -- Monte Carlo --------------------------------------------------------------------------------

    def _evaluate(
        self, game: Game, observation: BaseState, player: int, pool: list[Plan], start: float, heuristic: Heuristic
    ) -> Plan:
        horizon = self.horizon if self.horizon is not None else observation.players
        margin = game.strategy.thinker_margin if self.margin == TITLE_DEFAULT else self.margin
        survivors = list(range(len(pool)))
        totals = [0.0] * len(pool)
        counts = [0] * len(pool)
        samples: list[list[float]] = [[] for _ in pool]
        used = 0
        worlds = 0
        next_prune = FIRST_PRUNE
        deadline = start + self.seconds
        while True:
            if self.iterations is not None:
                if used + len(survivors) > self.iterations and worlds > 0:
                    break
            elif worlds > 0 and time.perf_counter() >= deadline:
                break
            world_seed = self.rng.fork()
            world = game.observe(observation, player, world_seed)
            values: list[tuple[int, float]] = []
            for c in survivors:
                policy = Rng(world_seed ^ 0x5A17)  # every candidate meets the same policy draws
                values.append((c, self._rollout(game, world, player, pool[c].actions, horizon, policy, heuristic)))
                used += 1
                if self.iterations is None and time.perf_counter() >= deadline and worlds > 0:
                    break
            if len(values) < len(survivors):
                break  # out of time inside a world: keep every candidate measured on the same worlds
            for c, v in values:
                totals[c] += v
                counts[c] += 1
                samples[c].append(v)
            worlds += 1
            if worlds == next_prune and len(survivors) > 2:
                ranked = sorted(survivors, key=lambda c: (-totals[c] / counts[c], c))
                kept = ranked[: (len(survivors) + 1) // 2]
                if margin is not None and 0 not in kept:
                    kept[-1] = 0  # the favourite stays in the race: it is what the others must beat
                survivors = sorted(kept)
                next_prune *= 2
            if len(survivors) == 2 and worlds % SETTLE_WORLDS == 0 and settled(samples, survivors, margin):
                break  # the race is decided: more worlds would not change the choice, only make the player wait
        self.last_rollouts = used
        if margin is not None:
            return pool[clear_winner(samples, survivors, margin)]
        best = min(survivors, key=lambda c: (-totals[c] / counts[c] if counts[c] else 0.0, c))
        return pool[best]

    def _rollout(
        self,
        game: Game,
        world: BaseState,
        player: int,
        run: Sequence[Action],
        horizon: int,
        policy: Rng,
        heuristic: Heuristic,
    ) -> float:
        state = world
        for a in run:
            if game.check(state, a) is not None:
                break  # the run depended on something this world drew differently; the policy goes on
            state = successor(game, state, a)
        turn = _turn_key(game, state)
        changes = 0
        steps = 0
        while changes < horizon and steps < MAX_ROLLOUT_STEPS:
            actor = game.current_player(state)
            if actor is None:
                break
            state = successor(game, state, self._policy_step(game, state, actor, policy, heuristic))
            steps += 1
            key = _turn_key(game, state)
            if key != turn:
                turn = key
                changes += 1
        return heuristic(state, player)

    def _policy_step(self, game: Game, state: BaseState, actor: int, policy: Rng, heuristic: Heuristic) -> Action:
        acts = game.legal_actions(state)
        if len(acts) == 1 or policy.random() < self.epsilon:
            return policy.choice(acts)
        if len(acts) > self.policy_width:
            picked = sorted(_sample_indices(policy, len(acts), self.policy_width))
            acts = [acts[i] for i in picked]
        best = acts[0]
        best_value = float("-inf")
        for a in acts:
            v = heuristic(successor(game, state, a), actor)
            if v > best_value:
                best, best_value = a, v
        return best


def paired_gain(base: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """The mean of ``other - base`` over the worlds both were measured on, and its standard error."""
    n = min(len(base), len(other))
    diffs = [other[i] - base[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, (var / n) ** 0.5


def settled(samples: Sequence[Sequence[float]], survivors: Sequence[int], margin: float | None) -> bool:
    """Whether the race of the last two candidates is decided: the second's paired gain over the first lies
    more than ``SETTLE_Z`` standard errors beyond the ``margin`` it must beat (with the best mean: beyond
    zero), on either side, or the two did the same in every world. A clear choice is played at once and the
    whole budget goes to a close one."""
    first, second = survivors
    mean, se = paired_gain(samples[first], samples[second])
    line = margin if margin is not None else 0.0
    if se == 0:
        return True  # the same difference in every world: more worlds say nothing new
    return abs(mean / se - line) > SETTLE_Z


def clear_winner(samples: Sequence[Sequence[float]], survivors: Sequence[int], margin: float) -> int:
    """The candidate whose mean paired difference to candidate 0 (measured on the same worlds) is largest
    and more than ``margin`` standard errors above zero; 0 when none is."""
    best, best_gain = 0, 0.0
    for c in survivors:
        if c == 0 or min(len(samples[c]), len(samples[0])) < 2:
            continue
        mean, se = paired_gain(samples[0], samples[c])
        if mean > margin * se and mean > best_gain:
            best, best_gain = c, mean
    return best


def distinct_first_actions(plans: Sequence[Plan], limit: int) -> list[Plan]:
    """The best plan for each first action, best first, at most ``limit``."""
    out: list[Plan] = []
    seen: set[Action] = set()
    for p in plans:
        first = p.actions[0]
        if first in seen:
            continue
        seen.add(first)
        out.append(p)
        if len(out) >= limit:
            break
    return out


def _turn_key(game: Game, state: BaseState) -> tuple[Hashable, int | None]:
    return (game.turn_id(state), game.current_player(state))


def _sample_indices(r: Rng, n: int, k: int) -> list[int]:
    """``k`` distinct indices out of ``range(n)``, uniformly (a partial Fisher-Yates)."""
    idx = list(range(n))
    for i in range(k):
        j = i + r.randbelow(n - i)
        idx[i], idx[j] = idx[j], idx[i]
    return idx[:k]
