"""A tutorial at the table: a title's guided first game (``fairtable.tutorial``) on the real board.

The tutorial card above the board says the step (its title, two or three sentences, where it stands); the
step's pieces and places are outlined, and an Actions button the step asks for is outlined as a hint's is.
The learner's move goes to the rules first (an illegal one is refused with the rules' reason, as always), then
to the step: a legal move that is not the lesson glides back with the step's nudge. The opponents are bots
that play the script's moves (after the script, Normal bots). A read step holds everything until Next. The
game autosaves like any other, marked as a tutorial, and the Continue list resumes it at its step."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from fairtable.bots.base import Bot, make_bot
from fairtable.engine.actions import Action, Drag, Press
from fairtable.engine.game import Game
from fairtable.engine.state import BaseState
from fairtable.i18n import _
from fairtable.tutorial.guide import Guide
from fairtable.tutorial.script import Script, Step

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.tutorial import TutorialCard

#: The seat colours of a tutorial's table (the learner first), as the new-game dialog deals them.
COLOURS = ["#2f6fce", "#d0413a", "#2e9e5b", "#e0a100", "#8e44ad", "#16a3a8"]


class ScriptedBot(Bot):
    """An opponent of a tutorial: the script's move while there is one, else a Normal bot's."""

    level = "greedy"

    def __init__(self, guide: Guide, match: Match, seed: int) -> None:
        super().__init__(seed)
        self.guide, self.match = guide, match
        self.normal = make_bot("greedy", seed=seed)

    def decide(self, game: Game, state: BaseState, player: int) -> Action:
        move = self.guide.scripted_move(len(self.match.steps))
        if move is not None and move.player == player and game.check(state, move) is None:
            return move
        return self.normal.decide(game, state, player)

    def choose(self, game: Game, observation: BaseState, player: int) -> Action:  # pragma: no cover (decide)
        return self.normal.choose(game, observation, player)


def tutorial_match(script: Script) -> Match:
    """The tutorial's game: the learner's seat a person, the others bots (the script moves them)."""
    from fairtable.engine.match import Match
    from fairtable.engine.record import SeatRecord

    seats = [SeatRecord(name=name, colour=COLOURS[i % len(COLOURS)], kind="human" if i == script.learner else "bot",
                        level=None if i == script.learner else "greedy") for i, name in enumerate(script.names)]
    match = Match(script.game, seats, script.options, seed=script.seed)
    match.tutorial = script.game.info.id
    # TRANSLATORS: the name a tutorial's game has in the Continue list (the title stands beside it)
    match.name = _("Learn to play")[:60]
    return match


class TutorialTable(QObject):
    """A tutorial at the table: the script's guide over the game, the card, and the controller's hooks."""

    finished = Signal()

    def __init__(self, script: Script, controller: TableController, card: TutorialCard,
                 open_rule: Callable[[str], None], mark_button: Callable[[str | None, str], None]) -> None:
        super().__init__()
        self.script, self.controller, self.card = script, controller, card
        self.guide = Guide(script)
        self.open_rule, self.mark_button = open_rule, mark_button
        match = controller.match
        for seat in list(controller.scheduler.bots):
            controller.scheduler.bots[seat] = ScriptedBot(self.guide, match, seed=match.seed * 31 + seat)
        controller.vet = self.vet
        controller.holding = self.holding
        controller.lesson = self.lesson
        controller.changed.connect(self.update)
        card.next_pressed.connect(self.next)
        card.rule_pressed.connect(self.rule)
        self._scripted_due = -1  # the move number a scripted move of the learner's waits to be played at
        self.closed = False

    @property
    def played(self) -> int:
        return len(self.controller.match.steps)

    def step(self) -> Step | None:
        return self.guide.step(self.played)

    def holding(self) -> bool:
        """A read step waits: nothing moves until Next."""
        return not self.closed and self.guide.pending_read(self.played) is not None

    def vet(self, action: Action) -> str | None:
        if self.closed:
            return None
        if self.guide.pending_read(self.played) is not None:
            # TRANSLATORS: a move made while the tutorial card waits for Next
            return _("First read the step, then press Next")
        nudge = self.guide.judge(self.played, action)
        if nudge:
            self.card.show_nudge(nudge)
        return nudge

    def lesson(self) -> Action | None:
        """The move the step asks for (the Hint names it rather than the Normal bot's)."""
        if self.closed or self.guide.pending_read(self.played) is not None:
            return None
        slot = self.guide.slot(self.played)
        return slot.moves[0] if slot is not None and not slot.scripted else None

    def next(self) -> None:
        self.guide.next_read(self.played)
        self.update()
        self.controller.schedule_bot()

    def rule(self) -> None:
        step = self.step()
        if step is not None and step.rule:
            self.open_rule(step.rule)

    def update(self) -> None:
        """Show the step for the moves played: the card, what it points at, a scripted move of the learner's."""
        if self.closed or self.controller.closed or self.controller.replay_index is not None:
            return
        played = self.played
        step = self.guide.shown(played)
        waiting = self.guide.pending_read(played) is not None
        finished = self.guide.step(played) is None
        if finished:
            heading, title = _("The tutorial is over"), ""
            if self.controller.match.is_over():
                text = _("Start a real game of your own against the Normal bots.")
            else:
                text = _("Play on against the Normal bots, or start a real game of your own.")
        else:
            at, total = self.guide.progress(played)
            # TRANSLATORS: the tutorial card: where it stands
            heading = _("Step {n} of {total}").format(n=at, total=total)
            title, text = (step.title, step.text) if step is not None else ("", "")
        self.card.show_step(heading, title, text, waiting, bool(step and step.rule) and not finished, finished)
        self._point(step if not finished else None)
        move = self.guide.scripted_move(played)
        learner = self.script.learner
        if move is not None and move.player == learner and not waiting and self._scripted_due != played:
            self._scripted_due = played
            # The learner's own moves the script makes (a fast-forward) go at the bots' pace (View > Bot speed).
            QTimer.singleShot(self.controller.scheduler.delay_ms, lambda n=played, m=move: self._play_scripted(n, m))
        if finished:
            self.finished.emit()

    def _play_scripted(self, played: int, move: Action) -> None:
        c = self.controller
        if self.closed or c.closed or self.played != played or c.replay_index is not None:
            return
        c.play(move)

    def _point(self, step: Step | None) -> None:
        """Outline what the step talks about: its pieces and places, and the move it asks for."""
        c = self.controller
        scene = c.scene
        pieces = [t for t in (step.point if step else []) if t in scene.pieces]
        zones = {t: "" for t in (step.point if step else []) if t in scene.zones}
        buttons: list[str] = []
        slot = self.guide.slot(self.played) if step is not None and step.kind in ("play", "choose") else None
        if slot is not None and self.guide.pending_read(self.played) is None:
            for move in slot.moves:
                gesture = move.gesture()
                if isinstance(gesture, Drag):
                    pieces.append(gesture.piece)
                    place = scene.zones.get(gesture.zone)
                    # TRANSLATORS: written on the place a tutorial's step asks a piece to go (a small place is
                    # outlined only: the word would not fit)
                    zones[gesture.zone] = _("Here") if place is not None and place.rect.width() >= 64 else ""
                elif isinstance(gesture, Press):
                    on = c.on_piece(gesture.label)
                    if on is not None:
                        pieces.append(on.piece)
                    else:
                        buttons.append(gesture.label)
        scene.show_targets(zones)  # the last step's places go dark
        for zone_id in zones:
            zone = scene.zones.get(zone_id)  # another seat's place may be folded away
            if zone is not None and zone.quiet:
                zone.set_hot(True)  # a place lit only under a held piece (a facility's pair of cells) shows too
        scene.mark_piece(None)
        for piece in pieces:
            item = scene.pieces.get(piece)
            if item is not None:
                item.set_marked(True)
        self.mark_button(buttons, "")

    def close(self) -> None:
        """The tutorial leaves the table (its game stays in the Continue list)."""
        if self.closed:
            return
        self.closed = True
        c = self.controller
        c.vet = lambda action: None
        c.holding = lambda: False
        c.lesson = lambda: None
        try:
            c.changed.disconnect(self.update)
        except (RuntimeError, TypeError):
            pass
        for signal, slot in ((self.card.next_pressed, self.next), (self.card.rule_pressed, self.rule)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass


