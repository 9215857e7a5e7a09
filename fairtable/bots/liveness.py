"""Do bot games end? Seeded games of one title over every player count and every mix of bot levels, with the
rounds and actions each took (``scripts/liveness.py`` prints the report; ``tests/bots/test_liveness.py``
holds every game to the title's stated length, ``Strategy.longest_rounds``).

Game ``k`` of a run (seed ``seed + k``) takes its player count from the title's range in turn and, within a
player count, the next mix of levels in turn (every multiset of the levels asked for, the all-Random and the
all-Normal table included); the seats of a mix rotate with ``k``, as in the arena, so each level sits in
every seat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any

from fairtable.bots.base import make_bot
from fairtable.bots.selfplay import action_limit
from fairtable.engine.errors import EndlessGame
from fairtable.engine.game import Game
from fairtable.engine.rng import Rng

LEVELS = ("random", "greedy")


def mixes(players: int, levels: Sequence[str] = LEVELS) -> list[tuple[str, ...]]:
    """Every table of ``players`` seats filled from ``levels`` (order within a table does not matter)."""
    return list(combinations_with_replacement(levels, players))


def table(game: Game, k: int, levels: Sequence[str] = LEVELS, players: int | None = None) -> list[str]:
    """The seats of game ``k``: its player count (``players`` if given), its mix and the mix's rotation
    (module docstring)."""
    counts = [players] if players else list(range(game.info.min_players, game.info.max_players + 1))
    players = counts[k % len(counts)]
    by_count = mixes(players, levels)
    turn = k // len(counts)
    mix = list(by_count[turn % len(by_count)])
    shift = (turn // len(by_count)) % players
    return mix[shift:] + mix[:shift]


@dataclass
class Length:
    """The rounds and actions of the games of one player count."""

    games: int = 0
    rounds: Counter[int] = field(default_factory=Counter)
    most_actions: int = 0
    longest: tuple[int, list[str]] | None = None  # (seed, seats) of the first game with the most rounds
    unfinished: list[str] = field(default_factory=list)

    def add(self, seed: int, seats: list[str], rounds: int, actions: int) -> None:
        if self.longest is None or rounds > self.max_rounds:
            self.longest = (seed, seats)
        self.games += 1
        self.rounds[rounds] += 1
        self.most_actions = max(self.most_actions, actions)

    @property
    def max_rounds(self) -> int:
        return max(self.rounds, default=0)

    def percentile(self, q: float) -> int:
        """The rounds that ``q`` of the games did not exceed."""
        need = q * self.games
        seen = 0
        for rounds in sorted(self.rounds):
            seen += self.rounds[rounds]
            if seen >= need:
                return rounds
        return 0

    def to_data(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "finished": self.games - len(self.unfinished),
            "rounds_median": self.percentile(0.5),
            "rounds_p99": self.percentile(0.99),
            "rounds_max": self.max_rounds,
            "longest": {"seed": self.longest[0], "bots": self.longest[1]} if self.longest else None,
            "actions_max": self.most_actions,
            "unfinished": self.unfinished,
        }


def play(game: Game, seats: Sequence[str], seed: int, options: Any = None, iterations: int = 10) -> tuple[int, int]:
    """Play one game with these bot levels (the Thinker on ``iterations`` rollouts, so that a run of
    hundreds stays short); its rounds and actions. :class:`EndlessGame` past the self-play limit."""
    seeds = Rng(seed ^ 0x5EED)
    bots = [make_bot(level, seeds.fork(), **({"iterations": iterations} if level == "thinker" else {}))
            for level in seats]
    state = game.new_state(len(seats), options, seed)
    limit = action_limit(game, len(seats), options)
    actions = 0
    while (player := game.current_player(state)) is not None:
        if actions >= limit:
            raise EndlessGame.after(game.info.name, seed, limit)
        state = game.apply(state, bots[player].decide(game, state, player))
        actions += 1
    return game.round(state), actions


Outcome = tuple[int, list[str], int, int] | tuple[int, list[str], str]  # k, seats, rounds, actions | unfinished


def _play_share(game_id: str, ks: list[int], seed: int, levels: Sequence[str], options: Any,
                iterations: int, players: int | None = None) -> list[Outcome]:
    """Games ``ks`` of a run (one worker process's share, or all of them)."""
    from fairtable.engine.registry import get_game

    game = get_game(game_id)
    out: list[Outcome] = []
    for k in ks:
        seats = table(game, k, levels, players)
        try:
            out.append((k, seats, *play(game, seats, seed + k, options, iterations)))
        except EndlessGame as stopped:
            out.append((k, seats, f"{stopped} ({','.join(seats)})"))
    return out


def run(game: Game, games: int, seed: int = 0, levels: Sequence[str] = LEVELS, options: Any = None,
        iterations: int = 10, jobs: int = 1, players: int | None = None) -> dict[int, Length]:
    """Play ``games`` games from ``seed`` (module docstring), over ``jobs`` processes (the same games whatever
    the number), all of ``players`` seats if given; the lengths by player count."""
    ks = list(range(games))
    if jobs <= 1:
        outcomes = _play_share(game.info.id, ks, seed, levels, options, iterations, players)
    else:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(_play_share, game.info.id, ks[j::jobs], seed, list(levels), options, iterations,
                                   players) for j in range(jobs)]
            outcomes = sorted((row for f in futures for row in f.result()), key=lambda row: row[0])
    out: dict[int, Length] = {}
    for k, seats, *rest in outcomes:
        length = out.setdefault(len(seats), Length())
        if len(rest) == 1:
            length.games += 1
            length.unfinished.append(str(rest[0]))
        else:
            length.add(seed + k, seats, rest[0], rest[1])
    return out
