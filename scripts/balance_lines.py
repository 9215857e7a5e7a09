"""Balance figures from self-play: the arena's games (same seeds, seating and bots, so the same games as
``fairtable arena``) with what the arena does not report: the winners' score lines, each action kind's
share of the games where it was legal, the share of seats that scored each line at all, and Animal Marche's
facility churn (the same facility card built again after a removal).

    PYTHONPATH=$PWD python scripts/balance_lines.py --game marche --players 4 --games 1000 --seed 1 > out.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter, defaultdict

os.environ.setdefault("FAIRTABLE_LANG", "en")

from fairtable.bots.arena import (  # noqa: E402
    default_factory,
    new_result,
    play_one,
    record_game,
    seating,
)
from fairtable.engine.registry import get_game  # noqa: E402


def play(game, levels, seed, build, tally):
    """One arena game (``arena.play_one``), watched to tally legal kinds, score lines and facility churn."""
    legal_seen = [Counter() for _ in levels]  # seat -> kind -> decisions where legal
    decisions = [0] * len(levels)
    fac_builds: Counter[int] = Counter()
    removes = Counter()

    def watch(state, player, legal, action):
        decisions[player] += 1
        legal_seen[player].update({a.kind for a in legal})
        if game.info.id == "marche":
            if action.kind == "build_facility":
                fac_builds[action.facility] += 1
            elif action.kind == "remove_facility":
                removes[state.proprietor[player]] += 1

    played = play_one(game, levels, seed, build, watch=watch, keep_final=True)
    choices = played.choices
    state = played.final
    res = game.result(state)
    for kind in {k for _, k, _ in choices}:
        tally["games_any_seat"][kind] += 1
    for seat in range(len(levels)):
        for kind, n in legal_seen[seat].items():
            tally["legal_seats"][kind] += 1
            if n >= 0.1 * decisions[seat]:
                tally["legal_often_seats"][kind] += 1
        chosen = {k for s, k, _ in choices if s == seat}
        for kind in chosen:
            if kind in legal_seen[seat]:
                tally["chosen_when_legal"][kind] += 1
            if legal_seen[seat][kind] >= 0.1 * decisions[seat]:
                tally["chosen_when_legal_often"][kind] += 1
    for seat in range(len(levels)):
        for label, pts in res.breakdown[seat]:
            if pts:
                tally["seats_with_line"][label] += 1
    for w in res.winners:
        total = res.scores[w]
        tally["winner_totals"].append(total)
        if total <= 0:
            continue
        for label, pts in res.breakdown[w]:
            tally["lines"][label].append(pts / total)
            tally["line_pts"][label].append(pts)
        tally["winners_counted"] += 1
    if game.info.id == "marche":
        rebuilt = sum(n - 1 for n in fac_builds.values() if n > 1)
        tally["facility_rebuilds"] += rebuilt
        tally["games_with_rebuild"] += 1 if rebuilt else 0
        if rebuilt:
            tally["rebuild_seeds"].append(seed)
        from fairtable.games.marche import data as T

        for fac, n in fac_builds.items():
            if T.FAC_TYPE[fac] == 0 and n > 1:
                tally["cenotaph_rebuilds"] += n - 1
                tally["games_cenotaph_rebuilt"] += 1
        names = {0: "alen"}
        for prop, n in removes.items():
            tally["removes"][names.get(prop, "other")] += n
    return played


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="greedy")
    args = ap.parse_args()
    game = get_game(args.game)
    bots = [args.bot] * args.players
    build = default_factory()
    result = new_result(game, bots)
    tally = {
        "legal_seats": Counter(),
        "legal_often_seats": Counter(),
        "chosen_when_legal": Counter(),
        "chosen_when_legal_often": Counter(),
        "lines": defaultdict(list),
        "line_pts": defaultdict(list),
        "winner_totals": [],
        "winners_counted": 0,
        "facility_rebuilds": 0,
        "games_with_rebuild": 0,
        "cenotaph_rebuilds": 0,
        "games_cenotaph_rebuilt": 0,
        "removes": Counter(),
        "games_any_seat": Counter(),
        "seats_with_line": Counter(),
        "rebuild_seeds": [],
    }
    for k in range(args.games):
        levels = seating(result.bots, k)
        record_game(result, levels, play(game, levels, args.seed + k, build, tally))
    n_w = tally["winners_counted"]
    lines = {
        label: {
            "mean_share": round(sum(v) / n_w, 4),
            "mean_vp": round(sum(tally["line_pts"][label]) / n_w, 2),
        }
        for label, v in tally["lines"].items()
    }
    seats = args.games * args.players

    def per_seat(counts: Counter) -> dict[str, float]:
        """Each key's count as a share of all seats of all games."""
        return {k: round(n / seats, 4) for k, n in counts.most_common()}

    out = {
        "game": args.game,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "winner_mean_total": round(sum(tally["winner_totals"]) / len(tally["winner_totals"]), 2),
        "winner_lines": dict(sorted(lines.items(), key=lambda kv: -kv[1]["mean_share"])),
        "seats_with_line": per_seat(tally["seats_with_line"]),
        "chosen_when_legal": {
            k: round(tally["chosen_when_legal"][k] / n, 4) for k, n in tally["legal_seats"].most_common()
        },
        "chosen_when_legal_often": {
            k: round(tally["chosen_when_legal_often"][k] / n, 4)
            for k, n in tally["legal_often_seats"].most_common()
        },
        "games_any_seat_chose": {k: round(n / args.games, 4) for k, n in tally["games_any_seat"].most_common()},
        "legal_seat_share": per_seat(tally["legal_seats"]),
        "legal_often_seat_share": per_seat(tally["legal_often_seats"]),
        "arena": result.to_data(),
    }
    if args.game == "marche":
        out["facility_rebuilds_per_game"] = round(tally["facility_rebuilds"] / args.games, 3)
        out["games_with_a_rebuild"] = round(tally["games_with_rebuild"] / args.games, 4)
        out["cenotaph_rebuilds_per_game"] = round(tally["cenotaph_rebuilds"] / args.games, 3)
        out["games_with_cenotaph_rebuilt"] = round(tally["games_cenotaph_rebuilt"] / args.games, 4)
        out["rebuild_seeds"] = tally["rebuild_seeds"]
        out["removes_per_game"] = {k: round(v / args.games, 3) for k, v in tally["removes"].items()}
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
