"""``fairtable tutorial GAME --walk``: the script played headless. Every expected, offered and scripted move
must be legal where it comes (each choice is walked to the end), every piece or zone a step points at must be
on the learner's board at that point, and every text must be there in the language asked for. A rules change
that breaks a tutorial fails here, in one line."""

from __future__ import annotations

from collections.abc import Callable

from fairtable.engine.actions import Drag
from fairtable.engine.game import Game
from fairtable.engine.seats import seat_token
from fairtable.engine.state import BaseState
from fairtable.i18n import _, ngettext
from fairtable.tutorial.script import Script, Step


class TutorialFault(Exception):
    """A tutorial that does not play: one line naming the step."""


def _names(text: str, names: list[str]) -> str:
    for i, name in enumerate(names):
        text = text.replace(seat_token(i), name)
    return text


def board_ids(game: Game, state: BaseState, viewer: int) -> set[str]:
    """The zone and piece ids of the viewer's board now."""
    layout = game.presentation.layout(state, viewer)
    return {z.id for z in layout.zones} | {p.id for p in layout.pieces}


def pointed(game: Game, state: BaseState, viewer: int, step: Step) -> list[str]:
    """The ids a step points at that the viewer's board does not have now."""
    ids = board_ids(game, state, viewer)
    return [target for target in step.point if target not in ids]


def walk(script: Script, say: Callable[[str], None] = print) -> int:
    """Play the script; say each step's text (on the first path) and return the number of paths walked.
    Raises :class:`TutorialFault` at the first move that does not play or target that is not there."""
    game, learner = script.game, script.learner
    state = game.new_state(script.seats, game.make_options(script.options), script.seed)
    paths = _walk(script, game, learner, state, 0, say)
    # TRANSLATORS: fairtable tutorial GAME --walk, its last line: how many steps, then how many paths (each choice walked)
    say(ngettext("The tutorial plays: {steps} step, {paths} path walked.", "The tutorial plays: {steps} steps, {paths} paths walked.",
                 len(script.steps)).format(steps=len(script.steps), paths=paths))
    return paths


def _walk(script: Script, game: Game, learner: int, state: BaseState, start: int,
          say: Callable[[str], None] | None) -> int:
    for n in range(start, len(script.steps)):
        step = script.steps[n]
        # TRANSLATORS: a step of a tutorial named in the walk's report: its number, then its id
        where = _("step {n} ({id})").format(n=n + 1, id=step.id)
        missing = pointed(game, state, learner, step)
        if missing:
            raise TutorialFault(_("{step}: not on the board: {ids}").format(step=where, ids=", ".join(missing)))
        if say is not None and (step.text or step.title):
            say(f"[{n + 1}] {step.title}" if step.title else f"[{n + 1}]")
            if step.text:
                say("    " + _names(step.text, script.names))
        if step.kind == "auto":
            for k, move in enumerate(step.auto):
                reason = game.check(state, move)
                if reason is not None:
                    raise TutorialFault(_("{step}, move {k}: {reason}").format(step=where, k=k + 1, reason=_names(reason, script.names)))
                if say is not None:
                    say("    > " + game.presentation.describe(state, move, script.names))
                state = game.apply(state, move)
            continue
        if step.kind == "read":
            continue
        if game.current_player(state) != learner:
            raise TutorialFault(_("{step}: the learner is not to act").format(step=where))
        paths = 0
        for k, move in enumerate(step.choices):
            reason = game.check(state, move)
            if reason is not None:
                raise TutorialFault(_("{step}, move {k}: {reason}").format(step=where, k=k + 1, reason=_names(reason, script.names)))
            gesture = move.gesture()
            if isinstance(gesture, Drag) and not step.point:
                ids = board_ids(game, state, learner)
                missing = [t for t in (gesture.piece, gesture.zone) if t not in ids]
                if missing:
                    raise TutorialFault(_("{step}: not on the board: {ids}").format(step=where, ids=", ".join(missing)))
            if say is not None and k == 0:
                say("    > " + game.presentation.describe(state, move, script.names))
            paths += _walk(script, game, learner, game.apply(state, move), n + 1, say if k == 0 else None)
        return paths
    return 1
