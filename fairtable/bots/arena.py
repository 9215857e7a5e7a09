"""The arena: many seeded games between bot levels, with win shares, 95% confidence intervals and the time
each level takes to decide.

Game ``k`` of a run uses seed ``seed + k``, and the seats rotate with it: seat ``i`` is played by the
bot listed at ``(i + k) mod players``, so every level sits in every seat equally often and no level keeps
the first-player advantage. A shared win counts ``1/k`` to each of the ``k`` winners' levels. The interval
is Wilson's score interval for the level's share of games won.

It also records what was played: each level's decisions by action kind, the share of its seats (one seat
in one game) that chose each kind at least once, and per component a title names
(:meth:`Game.component_taken`: a store, an ad, a tile, a character, a festival group) how often it was
taken and how often the seats that took it won.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fairtable.bots.base import Bot, canonical_level, make_bot
from fairtable.bots.selfplay import action_limit
from fairtable.engine.actions import Action
from fairtable.engine.errors import EndlessGame
from fairtable.engine.game import Game
from fairtable.engine.rng import Rng
from fairtable.engine.state import BaseState

Z95 = 1.959963984540054  # the standard normal quantile of 97.5%


def wilson(share: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion ``share`` observed over ``n`` trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = min(1.0, max(0.0, share))
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) by linear interpolation between closest ranks; 0 for no values."""
    if not sorted_values:
        return 0.0
    pos = (len(sorted_values) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


@dataclass
class ArenaResult:
    game: str
    players: int
    bots: list[str]
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)  # games won, fractional for shared wins
    times: dict[str, list[float]] = field(default_factory=dict)  # seconds per decision (wall clock)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # seconds per decision (process CPU time)
    kinds: dict[str, Counter[str]] = field(default_factory=dict)  # decisions per action kind
    seat_games: dict[str, int] = field(default_factory=dict)  # seats played (one seat in one game)
    seats_with: dict[str, Counter[str]] = field(default_factory=dict)  # seats that chose a kind at least once
    taken: Counter[str] = field(default_factory=Counter)  # component -> times taken
    takers: Counter[str] = field(default_factory=Counter)  # component -> seats that took it (once per game)
    taker_wins: Counter[str] = field(default_factory=Counter)  # component -> those seats' wins (shared: 1/k)
    unfinished: list[str] = field(default_factory=list)  # one line per game stopped at the action limit (not counted)

    def shares(self) -> dict[str, float]:
        return {b: (self.wins.get(b, 0.0) / self.games if self.games else 0.0) for b in self.levels()}

    def levels(self) -> list[str]:
        return list(dict.fromkeys(self.bots))

    def decision_ms(self, cpu: bool = False) -> dict[str, dict[str, float]]:
        """Mean, 95th and 99th percentile of a decision per level, in ms: wall clock (what a player
        waits), or with ``cpu`` the process time, which other programs on the machine do not inflate."""
        source = self.cpu if cpu else self.times
        out = {}
        for b in self.levels():
            ts = sorted(t * 1000 for t in source.get(b, []))
            mean = sum(ts) / len(ts) if ts else 0.0
            out[b] = {
                "mean": round(mean, 3),
                "p95": round(percentile(ts, 0.95), 3),
                "p99": round(percentile(ts, 0.99), 3),
                "decisions": len(ts),
            }
        return out

    def action_share(self) -> dict[str, dict[str, float]]:
        """Per level, each action kind's share of that level's decisions (most frequent first)."""
        out = {}
        for b in self.levels():
            kinds = self.kinds.get(b, Counter())
            total = sum(kinds.values())
            out[b] = {k: round(n / total, 4) for k, n in kinds.most_common()} if total else {}
        return out

    def games_with(self) -> dict[str, dict[str, float]]:
        """Per level, the share of its seats (one seat in one game) that chose each action kind at least once."""
        out = {}
        for b in self.levels():
            seats = self.seat_games.get(b, 0)
            with_ = self.seats_with.get(b, Counter())
            out[b] = {k: round(n / seats, 4) for k, n in with_.most_common()} if seats else {}
        return out

    def components(self) -> dict[str, dict[str, Any]]:
        """Per component taken: times taken, seats that took it, the share of those seats that won, and that
        share's 95% interval (Wilson's, over the seats that took it: each seat is one game's taker). With 200
        takers and a share near half it runs about 0.07 either side, 0.2 of a fair share with 3 players: the
        balance report reads a takers' share against its line with it."""
        out: dict[str, dict[str, Any]] = {}
        for c, n in sorted(self.taken.items(), key=lambda x: (-x[1], x[0])):
            seats = self.takers[c]
            share = self.taker_wins[c] / seats if seats else 0.0
            out[c] = {
                "taken": n,
                "takers": seats,
                "taker_wins": round(share, 4),
                "ci95": [round(x, 4) for x in wilson(share, seats)],
            }
        return out

    def to_data(self) -> dict[str, Any]:
        shares = self.shares()
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "games": self.games,
            "wins": {b: round(s, 4) for b, s in shares.items()},
            "ci95": {b: [round(x, 4) for x in wilson(s, self.games)] for b, s in shares.items()},
            "decision_ms": self.decision_ms(),
            "decision_cpu_ms": self.decision_ms(cpu=True),
            "action_share": self.action_share(),
            "games_with": self.games_with(),
            "components": self.components(),
            "unfinished": self.unfinished,
        }


BotFactory = Callable[[str, int], Bot]


def default_factory(iterations: int | None = None, seconds: float | None = None) -> BotFactory:
    """Bots by level; the Thinker gets the iteration budget (reproducible) or the time budget given."""

    def build(level: str, seed: int) -> Bot:
        if canonical_level(level) == "thinker":
            if iterations is not None:
                return make_bot(level, seed, iterations=iterations)
            if seconds is not None:
                return make_bot(level, seed, seconds=seconds)
        return make_bot(level, seed)

    return build


def seating(bots: Sequence[str], k: int) -> list[str]:
    """The level in each seat in game ``k``: the list rotated by ``k``."""
    n = len(bots)
    return [bots[(i + k) % n] for i in range(n)]


Timing = tuple[str, float, float]  # level, wall-clock seconds, CPU seconds of one decision
Choice = tuple[int, str, str | None]  # seat, action kind, component taken (or None) of one decision


@dataclass
class Played:
    """One game as the arena keeps it."""

    winners: list[int]
    timings: list[Timing]
    choices: list[Choice]
    final: Any = None  # the final state, kept only when asked (``keep_final``)


Watch = Callable[[BaseState, int, list[Action], Action], None]  # state, seat, legal actions, the choice


def play_one(
    game: Game,
    levels: Sequence[str],
    seed: int,
    factory: BotFactory,
    options: Any = None,
    watch: Watch | None = None,
    keep_final: bool = False,
) -> Played:
    """One game: the winners' seats, the time of every bot decision and what each decision chose.
    ``watch(state, seat, legal, action)`` sees every decision before it is applied (for reports that count
    more than the arena does); ``keep_final`` keeps the final state in the result."""
    seeds = Rng(seed ^ 0xA3E7A)
    bots = [factory(level, seeds.fork()) for level in levels]
    state = game.new_state(len(levels), options, seed)
    timings: list[Timing] = []
    choices: list[Choice] = []
    steps = 0
    limit = action_limit(game, len(levels), options)
    while True:
        player = game.current_player(state)
        if player is None:
            break
        steps += 1
        if steps > limit:
            raise EndlessGame.after(game.info.name, seed, limit)
        t0, c0 = time.perf_counter(), time.process_time()
        action = bots[player].decide(game, state, player)
        timings.append((levels[player], time.perf_counter() - t0, time.process_time() - c0))
        choices.append((player, action.kind, game.component_taken(state, action)))
        if watch is not None:
            watch(state, player, game.legal_actions(state), action)
        state = game.apply(state, action)
    return Played(game.result(state).winners, timings, choices, state if keep_final else None)


def play_counted(game: Game, levels: Sequence[str], seed: int, factory: BotFactory, options: Any = None) -> Played | str:
    """:func:`play_one` as the arena counts it: a game that reaches the action limit is not an error that
    loses the other games, it is one line saying it is unfinished (the message of :class:`EndlessGame`)."""
    try:
        return play_one(game, levels, seed, factory, options)
    except EndlessGame as endless:
        return str(endless)


def run_arena(
    game: Game,
    bots: Sequence[str],
    games: int,
    seed: int,
    factory: BotFactory | None = None,
    options: Any = None,
    progress: Callable[[int, ArenaResult], None] | None = None,
) -> ArenaResult:
    """Play ``games`` games with seats rotating over the seeds; ``progress(k, result)`` after each."""
    build = factory or default_factory()
    result = new_result(game, bots)
    for k in range(games):
        levels = seating(result.bots, k)
        record_game(result, levels, play_counted(game, levels, seed + k, build, options))
        if progress is not None:
            progress(k, result)
    return result


def new_result(game: Game, bots: Sequence[str]) -> ArenaResult:
    names = [canonical_level(b) for b in bots]
    result = ArenaResult(game=game.info.id, players=len(names), bots=names)
    for b in result.levels():
        result.wins[b] = 0.0
        result.times[b] = []
        result.cpu[b] = []
        result.kinds[b] = Counter()
        result.seat_games[b] = 0
        result.seats_with[b] = Counter()
    return result


def _play_share(
    game_id: str, bots: list[str], ks: list[int], seed: int, iterations: int | None, seconds: float | None, options: Any
) -> list[tuple[int, Played | str]]:
    """A worker process's share of a parallel run: games ``ks``."""
    from fairtable.engine.registry import get_game

    game = get_game(game_id)
    build = default_factory(iterations, seconds)
    return [(k, play_counted(game, seating(bots, k), seed + k, build, options)) for k in ks]


def run_arena_parallel(
    game: Game,
    bots: Sequence[str],
    games: int,
    seed: int,
    jobs: int,
    iterations: int | None = None,
    seconds: float | None = None,
    options: Any = None,
) -> ArenaResult:
    """The same games as :func:`run_arena` (so the same wins), spread over ``jobs`` processes. Decision
    times are measured inside each process; with more jobs than free cores they grow."""
    from concurrent.futures import ProcessPoolExecutor

    result = new_result(game, bots)
    shares = [list(range(j, games, jobs)) for j in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [
            pool.submit(_play_share, game.info.id, result.bots, ks, seed, iterations, seconds, options)
            for ks in shares
            if ks
        ]
        played = sorted((row for f in futures for row in f.result()), key=lambda row: row[0])
    for k, one in played:
        record_game(result, seating(result.bots, k), one)
    return result


def record_game(result: ArenaResult, levels: Sequence[str], played: Played | str) -> None:
    if isinstance(played, str):  # unfinished: no winner to count, its line kept
        result.unfinished.append(played)
        return
    result.games += 1
    winners = played.winners
    won = [0.0] * len(levels)
    for w in winners:
        result.wins[levels[w]] += 1 / len(winners)
        won[w] = 1 / len(winners)
    for level, wall, cpu in played.timings:
        result.times[level].append(wall)
        result.cpu[level].append(cpu)
    kinds_by_seat: list[set[str]] = [set() for _ in levels]
    taken_by_seat: list[set[str]] = [set() for _ in levels]
    for seat, kind, component in played.choices:
        result.kinds[levels[seat]][kind] += 1
        kinds_by_seat[seat].add(kind)
        if component is not None:
            result.taken[component] += 1
            taken_by_seat[seat].add(component)
    for seat, level in enumerate(levels):
        result.seat_games[level] += 1
        result.seats_with[level].update(kinds_by_seat[seat])
        for component in taken_by_seat[seat]:
            result.takers[component] += 1
            result.taker_wins[component] += won[seat]


def progress_printer(every: int) -> Callable[[int, ArenaResult], None] | None:
    """A progress callback for :func:`run_arena` that writes the running win shares to stderr every
    ``every`` games (None for 0)."""
    if every <= 0:
        return None
    import sys

    start = time.perf_counter()

    def report(k: int, r: ArenaResult) -> None:
        if (k + 1) % every == 0:
            shares = ", ".join(f"{b} {s * 100:.1f}%" for b, s in r.shares().items())
            print(f"{k + 1} games in {time.perf_counter() - start:.0f} s: {shares}", file=sys.stderr, flush=True)

    return report


def format_result(r: ArenaResult) -> str:
    lines = [f"{r.game}: {r.players} players, {r.games} games, seats rotating ({', '.join(r.bots)})"]
    shares = r.shares()
    times = r.decision_ms()
    cpu = r.decision_ms(cpu=True)
    width = max(len(b) for b in r.levels())
    for b in r.levels():
        lo, hi = wilson(shares[b], r.games)
        t, c = times[b], cpu[b]
        lines.append(
            f"  {b:<{width}}  wins {shares[b] * 100:5.1f}% (95% CI {lo * 100:.1f}-{hi * 100:.1f}%)  "
            f"decisions {t['decisions']}: mean {t['mean']:.1f} ms, p95 {t['p95']:.1f} ms, p99 {t['p99']:.1f} ms "
            f"(CPU: mean {c['mean']:.1f}, p95 {c['p95']:.1f}, p99 {c['p99']:.1f})"
        )
    share, with_ = r.action_share(), r.games_with()
    for b in r.levels():
        if share[b]:
            kinds = ", ".join(f"{k} {v * 100:.1f}% (in {with_[b].get(k, 0.0) * 100:.0f}% of seats)" for k, v in share[b].items())
            lines.append(f"  {b:<{width}}  decisions by kind: {kinds}")
    components = r.components()
    if components:
        lines.append("  components taken (times, seats that took it, their win share with its 95% interval):")
        lines.extend(
            f"    {c}: {v['taken']}, {v['takers']}, {v['taker_wins'] * 100:.1f}% "
            f"({v['ci95'][0] * 100:.1f}-{v['ci95'][1] * 100:.1f}%)"
            for c, v in components.items()
        )
    if r.unfinished:
        lines.append(f"  unfinished, not counted: {len(r.unfinished)} game(s)")
        lines.extend(f"    {line}" for line in r.unfinished)
    return "\n".join(lines)
