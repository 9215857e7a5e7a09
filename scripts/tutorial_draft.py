"""Writing a tutorial: play a title's tutorial.json as far as it goes, then show where it stands.

    python scripts/tutorial_draft.py GAME            the state after the script's last move: whose turn, the
                                                     prompt, the learner's board (zone and piece ids), and every
                                                     legal move as JSON to paste into a step, with its log line
    python scripts/tutorial_draft.py GAME --bot      also what a Normal bot would play now (for scripted opponents)

A move that does not play stops it with the step's number and the engine's reason."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fairtable.bots.base import make_bot  # noqa: E402
from fairtable.engine.registry import get_game  # noqa: E402
from fairtable.tutorial.script import load_script  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--bot", action="store_true")
    p.add_argument("--layout", action="store_true", help="list every zone and piece id of the learner's board")
    args = p.parse_args()
    game = get_game(args.game)
    script = load_script(game)
    state = game.new_state(script.seats, game.make_options(script.options), script.seed)
    for n, step in enumerate(script.steps, start=1):
        for move in (step.choices[:1] or step.auto):
            reason = game.check(state, move)
            if reason:
                print(f"step {n} ({step.id}): {move.to_data()} does not play: {reason}")
                return 1
            state = game.apply(state, move)
    cur = game.current_player(state)
    names = script.names
    print(f"round {game.round(state)}; to act: {cur} ({names[cur] if cur is not None else '-'})")
    if cur is None:
        return 0
    print("prompt:", game.presentation.prompt(state, cur))
    if args.layout:
        layout = game.presentation.layout(state, script.learner)
        print("zones:", " ".join(z.id for z in layout.zones))
        for piece in layout.pieces:
            print(f"  piece {piece.id} in {piece.zone} {piece.label!r} owner={piece.owner} face_up={piece.face_up}")
    for action in game.legal_actions(state):
        print(json.dumps(action.to_data(), ensure_ascii=False), " # ", game.presentation.describe(state, action, names))
    if args.bot:
        action = make_bot("greedy", seed=script.seed).decide(game, state.clone(), cur)
        print("Normal would play:", json.dumps(action.to_data(), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
