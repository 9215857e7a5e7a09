"""A match: a title, its seats, the history of actions, undo/redo and autosave.

The match is what the table and the command line play. It keeps every state (states are small and a clone
is cheap), so undo is a pop and replay is an index. Undo policy (architecture.md, "Matches and records"):
by default a player may take back their own actions of the current turn, back to the last action that
revealed hidden or random information; the ``casual`` setting allows undo of anything.

Autosave: after every action, undo and redo the match writes its record to its own file (``autosave``, one
per game in ``<data>/games/``, see :mod:`fairtable.saves`). A write that fails (a full disk, a read-only
folder) never stops the game: ``autosave_error`` says why, the next write tries again, and the table tells
the player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, IllegalAction, Result
from fairtable.engine.layout import name_seats
from fairtable.engine.narration import Entry, Event
from fairtable.engine.record import (
    AutosaveInfo,
    Record,
    RecordError,
    SeatRecord,
    UnplayableMove,
    other_version,
    replay_record,
)
from fairtable.engine.seats import isolate
from fairtable.engine.state import BaseState
from fairtable.i18n import _
from fairtable.paths import atomic_write

Seat = SeatRecord


@dataclass
class Step:
    action: Action
    line: str  # the log line: the move itself, as everybody saw it made
    revealed: bool
    events: list[Event] = field(default_factory=list)  # what the move set off, told with its values
    round: int = 0  # the round the game is in after the move

    def told(self, viewer: int | None) -> list[str]:
        """The step's events as ``viewer`` is told them (seats by number)."""
        return [e.line(viewer) for e in self.events]


class Match:
    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int = 0,
        casual: bool = False,
        autosave: Path | None = None,
        name: str | None = None,
    ) -> None:
        self.game = game
        self.seats = list(seats)
        self.options = game.make_options(options)
        self.seed = seed
        self.casual = casual
        self.autosave = autosave
        first, self.setup_events = game.new_state_told(len(self.seats), self.options, seed)
        self.states: list[BaseState] = [first]
        self.steps: list[Step] = []
        self.redo_stack: list[Action] = []
        self.name = name  # the name the players gave this game (the Continue list shows it)
        self.autosave_error: str | None = None  # why the last autosave failed; None once one succeeds
        self.stopped: UnplayableMove | None = None  # opened short of a move that did not play (from_record)
        self.other_version = False  # replayed from a record of a fairtable whose title plays differently
        self.whole_game: Path | None = None  # opened short: the file that keeps the whole game (never written)
        self.names_note = ""  # from_record: one line saying which names were cleaned on reading (Record.names_note)

    # -- reading ------------------------------------------------------------------------------------

    @property
    def state(self) -> BaseState:
        return self.states[-1]

    @property
    def names(self) -> list[str]:
        """The seats' names as sentences hold them (set apart when written right to left: seats.isolate)."""
        return [isolate(s.name) for s in self.seats]

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self) -> Result:
        return self.game.result(self.state)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "bot"

    def log(self) -> list[str]:
        return [s.line for s in self.steps]

    def story(self, viewer: int | None, upto: int | None = None) -> list[Entry]:
        """The game told to ``viewer`` (None: a spectator), up to move ``upto``: a header at each new
        round and each change of the seat deciding, every move, and after it every event it set off, as
        that viewer may know it, with the people's names."""
        names = self.names
        steps = self.steps if upto is None else self.steps[:upto]
        out: list[Entry] = []

        def auto(events: list[Event], number: int, new_round: int = 0) -> None:
            """The events; a new round's header goes just before the title's "round" event, so that the
            round begins where the story says it does."""
            nonlocal round_now, actor
            for e in events:
                if new_round and e.kind == "round" and new_round != round_now:
                    round_now = new_round
                    out.append(Entry(_("Round {n}").format(n=round_now), "round", number))
                    actor = None
                out.append(Entry(name_seats(e.line(viewer), names), "auto" if e.auto else "effect", number, e.banner,
                                 e.kind))

        round_now = self.game.round(self.states[0])
        actor: int | None = None
        if round_now:
            out.append(Entry(_("Round {n}").format(n=round_now), "round"))
        auto(self.setup_events, 0)
        for number, step in enumerate(steps, start=1):
            before_round = self.game.round(self.states[number - 1])
            if before_round != round_now and before_round:
                round_now = before_round
                out.append(Entry(_("Round {n}").format(n=round_now), "round", number))
                actor = None
            if step.action.player != actor:
                actor = step.action.player
                out.append(Entry(_("{name}\u2019s turn").format(name=names[actor]) if 0 <= actor < len(names) else "",
                                 "turn", number))
            out.append(Entry(step.line, "move", number))
            auto(step.events, number, step.round)
        return out

    @property
    def autosave_failed(self) -> bool:
        return self.autosave_error is not None

    # -- playing ------------------------------------------------------------------------------------

    def play(self, action: Action) -> str:
        """Apply an action (raises :class:`IllegalAction` with the reason) and return its log line."""
        before = self.state
        reason = self.game.check(before, action)
        if reason is not None:
            raise IllegalAction(reason)
        line = self.game.presentation.describe(before, action, self.names)
        after, events = self.game.apply_told(before, action)
        self.states.append(after)
        self.steps.append(Step(action, line, self.game.reveals(before, action, after), events, self.game.round(after)))
        self.redo_stack.clear()
        self.save_autosave()
        return line

    def can_undo(self) -> bool:
        return self.undo_blocker() is None

    def undo_blocker(self) -> str | None:
        """Why undo is not possible now, in plain words (None when it is): the table shows it on the
        menu entry and in the status bar."""
        if not self.steps:
            return _("Nothing to take back yet")
        if self.casual:
            if any(not self.is_bot(s.action.player) for s in self.steps):
                return None
            return _("Only bots have moved so far")
        last = self.steps[-1]
        before = self.states[-2]
        actor = last.action.player
        names = self.names
        if self.is_bot(actor):
            return _("{name} has moved since: Casual undo (Edit menu) takes back their move too").format(
                name=names[actor])
        if last.revealed:
            # TRANSLATORS: {move} is the log line of the last move
            return _("\u201c{move}\u201d revealed something new: Casual undo (Edit menu) takes it back").format(
                move=last.line)
        cur = self.game.current_player(self.state)
        if cur != actor or self.game.turn_id(before) != self.game.turn_id(self.state):
            if 0 <= actor < len(names):
                return _("{name}\u2019s turn is over: Casual undo (Edit menu) takes back earlier turns").format(
                    name=names[actor])
            return _("That turn is over: Casual undo (Edit menu) takes back earlier turns")
        return None

    def undo(self) -> bool:
        """Take back one decision (in casual play: back to the last decision of a human)."""
        if not self.can_undo():
            return False
        self._pop()
        if self.casual:
            while self.steps and self.is_bot(self.current_player()):
                self._pop()
        self.save_autosave()
        return True

    def _pop(self) -> None:
        step = self.steps.pop()
        self.states.pop()
        self.redo_stack.append(step.action)

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.game.check(self.state, self.redo_stack[-1]) is None

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        stack = self.redo_stack
        action = stack.pop()
        self.redo_stack = []
        self.play(action)
        self.redo_stack = stack
        # Keep re-applying bot moves that followed, so redo restores a human's decision point.
        while self.redo_stack and self.is_bot(self.current_player()) and self.can_redo():
            stack = self.redo_stack
            action = stack.pop()
            self.redo_stack = []
            self.play(action)
            self.redo_stack = stack
        self.save_autosave()
        return True

    # -- records ------------------------------------------------------------------------------------

    def to_record(self) -> Record:
        return Record.create(self.game, self.options, self.seats, self.seed, self.actions)

    def save(self, path: Path) -> None:
        atomic_write(Path(path), self.to_record().to_json())

    def autosave_info(self) -> AutosaveInfo:
        return AutosaveInfo(name=self.name, round=max(0, self.game.round(self.state)), over=self.is_over(),
                            saved=datetime.now(UTC).isoformat(timespec="milliseconds"))

    def save_autosave(self) -> bool:
        """Write the autosave (if this match has one); False when it failed, and ``autosave_error`` says why.
        A full disk or a read-only folder must not stop the game: the table reports it, the next move retries."""
        if self.autosave is None:
            return True
        record = Record.create(self.game, self.options, self.seats, self.seed, self.actions, self.autosave_info())
        try:
            atomic_write(Path(self.autosave), record.to_json())
        except OSError as exc:
            self.autosave_error = exc.strerror or str(exc) or exc.__class__.__name__
            return False
        self.autosave_error = None
        return True

    @classmethod
    def from_record(cls, record: Record, autosave: Path | None = None, casual: bool = False,
                    salvage: bool = False) -> Match:
        """Rebuild a match by replaying a record; :class:`RecordError` names the first bad move
        (:class:`UnplayableMove` for a move that does not play). With ``salvage`` the match is the game up
        to the last move that plays, and ``stopped`` names the move it stopped before. ``other_version``:
        the record was saved by a fairtable whose title plays differently."""
        replayed = replay_record(record, salvage=salvage)
        match = cls.__new__(cls)
        match.game = replayed.game
        match.seats = list(record.seats)
        match.options = replayed.options
        match.seed = record.seed
        match.casual = casual
        match.autosave = autosave
        match.states = replayed.states
        match.setup_events = replayed.setup_events
        match.steps = []
        for i, action in enumerate(replayed.actions):
            before, after = replayed.states[i], replayed.states[i + 1]
            line = match.game.presentation.describe(before, action, match.names)
            match.steps.append(Step(action, line, match.game.reveals(before, action, after), replayed.events[i],
                                    match.game.round(after)))
        match.redo_stack = []
        match.name = record.autosave.name if record.autosave is not None else None
        match.autosave_error = None
        match.stopped = replayed.stopped
        match.other_version = other_version(record, match.game)
        match.whole_game = None
        match.names_note = record.names_note()
        return match

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None, casual: bool = False) -> Match:
        return cls.from_record(Record.load(path), autosave=autosave, casual=casual)


__all__ = ["Match", "Seat", "RecordError", "UnplayableMove"]
