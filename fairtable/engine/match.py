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

import gc
import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from fairtable.engine.actions import Action
from fairtable.engine.game import Game, IllegalAction, Result
from fairtable.engine.history import RECENT, StateHistory
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


class Step:
    """One move of the match. A move replayed from a long record keeps only what undo and the story's
    headers need; its log line and the events it told are made again from the state before it when asked
    for (``line``, ``events``), so that opening a game of 100,000 moves does not hold 100,000 stories."""

    __slots__ = ("action", "_line", "revealed", "_events", "round", "end", "json", "index", "_remake")

    def __init__(self, action: Action, line: str | None, revealed: bool, events: list[Event] | None = None,
                 round: int = 0, json: str = "",
                 remake: Callable[[Step], tuple[str, list[Event]]] | None = None) -> None:
        self.action = action
        self._line = line  # the log line: the move itself, as everybody saw it made
        self.revealed = revealed
        self._events = events  # what the move set off, told with its values
        self.round = round  # the round the game is in after the move
        self.end: tuple[int, int | None] = (0, None)  # the story's round and seat deciding after it (Match.story)
        self.json = json  # the action as the record writes it
        self.index = 0  # its place in the match (from 0)
        self._remake = remake

    def _made_again(self) -> None:
        assert self._remake is not None
        self._line, self._events = self._remake(self)

    @property
    def line(self) -> str:
        if self._line is None:
            self._made_again()
        return self._line  # type: ignore[return-value]

    @property
    def events(self) -> list[Event]:
        if self._events is None:
            self._made_again()
        return self._events  # type: ignore[return-value]

    def told(self, viewer: int | None) -> list[str]:
        """The step's events as ``viewer`` is told them (seats by number)."""
        return [e.line(viewer) for e in self.events]


def action_json(action: Action) -> str:
    """The action as a record lists it (Record.to_json: one space an indent, two levels in)."""
    text = json.dumps(action.to_data(), indent=1, ensure_ascii=False)
    return "  " + text.replace("\n", "\n  ")


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
        self.steps: list[Step] = []
        self.states = StateHistory(game, first, self._action_at)
        self.redo_stack: list[Action] = []
        self.name = name  # the name the players gave this game (the Continue list shows it)
        self.autosave_error: str | None = None  # why the last autosave failed; None once one succeeds
        self.stopped: UnplayableMove | None = None  # opened short of a move that did not play (from_record)
        self.other_version = False  # replayed from a record of a fairtable whose title plays differently
        self.whole_game: Path | None = None  # opened short: the file that keeps the whole game (never written)
        # The record's text of the first moves as last written (how many, the last of them, the text)
        self._written: tuple[int, Step | None, str] = (0, None, "")
        self.tutorial: str | None = None  # the title whose guided first game this is (kept in the autosave)
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

    def story(self, viewer: int | None, upto: int | None = None, since: int = 0) -> list[Entry]:
        """The game told to ``viewer`` (None: a spectator), up to move ``upto``: a header at each new
        round and each change of the seat deciding, every move, and after it every event it set off, as
        that viewer may know it, with the people's names. ``since``: only what moves after the first
        ``since`` add (0: from the setup on), so that a log can grow by its new lines."""
        names = self.names
        count = len(self.steps) if upto is None else max(0, min(upto, len(self.steps)))
        out: list[Entry] = []
        if since <= 0:
            first_round = self.game.round(self.states[0])
            if first_round:
                out.append(Entry(_("Round {n}").format(n=first_round), "round"))
            self._tell_events(self.setup_events, 0, 0, (first_round, None), viewer, names, out)
        for number in range(max(since, 0) + 1, count + 1):
            self._tell_step(number, viewer, names, out)
        return out

    def _tell_events(self, events: list[Event], number: int, new_round: int, at: tuple[int, int | None],
                     viewer: int | None, names: list[str], out: list[Entry] | None) -> tuple[int, int | None]:
        """The events of move ``number``; a new round's header goes just before the title's "round" event,
        so that the round begins where the story says it does. ``at``: the round and the seat deciding as
        the story stands; the same after the events is returned. With ``out`` None only that is worked out."""
        round_now, actor = at
        for e in events:
            if new_round and e.kind == "round" and new_round != round_now:
                round_now = new_round
                if out is not None:
                    out.append(Entry(_("Round {n}").format(n=round_now), "round", number))
                actor = None
            if out is not None:
                out.append(Entry(name_seats(e.line(viewer), names), "auto" if e.auto else "effect", number, e.banner,
                                 e.kind))
        return round_now, actor

    def _tell_step(self, number: int, viewer: int | None, names: list[str], out: list[Entry] | None,
                   events: list[Event] | None = None) -> tuple[int, int | None]:
        """Move ``number`` (from 1) told into ``out`` from where the story stands as it begins (``Step.start``):
        a header for a new round or a new seat deciding, the move, its events. Returns where the story then
        stands (the next move's ``start``)."""
        step = self.steps[number - 1]
        round_now, actor = self.steps[number - 2].end if number > 1 else self._setup_told()
        before_round = self.steps[number - 2].round if number > 1 else self.game.round(self.states[0])
        if before_round != round_now and before_round:
            round_now = before_round
            if out is not None:
                out.append(Entry(_("Round {n}").format(n=round_now), "round", number))
            actor = None
        player = step.action.player
        if player != actor:
            actor = player
            if out is not None:
                out.append(Entry(_("{name}\u2019s turn").format(name=names[actor]) if 0 <= actor < len(names) else "",
                                 "turn", number))
        if out is not None:
            out.append(Entry(step.line, "move", number))
        return self._tell_events(step.events if events is None else events, number, step.round, (round_now, actor),
                                 viewer, names, out)

    def needs_told(self, round_after: int) -> bool:
        """Whether the events of the next move (the round after it ``round_after``) may place a header in the
        story, so that where the story stands after it (``Step.end``) needs them: only where a round begins
        (the round after the move is not the round before it, or the round before it was none)."""
        before = self.steps[-1].round if self.steps else self.game.round(self.states[0])
        return bool(round_after) and (not before or round_after != before)

    def _setup_told(self) -> tuple[int, int | None]:
        """Where the story stands after the setup."""
        return self._tell_events(self.setup_events, 0, 0, (self.game.round(self.states[0]), None), None, [], None)

    def _add_step(self, step: Step, after: BaseState, events: list[Event]) -> None:
        """A move played (or replayed), with its state and where the story stands after it."""
        step.index = len(self.steps)
        self.steps.append(step)
        self.states.append(after)
        step.end = self._tell_step(step.index + 1, None, [], None, events)

    def _action_at(self, index: int) -> Action:
        return self.steps[index].action

    def _remake(self, step: Step) -> tuple[str, list[Event]]:
        """The log line and the events of a replayed move that kept neither, made again from the state before it."""
        before = self.states[step.index]
        line = self.game.presentation.describe(before, step.action, self.names)
        after, events = self.game.apply_told(before, step.action)
        return line, events

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
        self._add_step(Step(action, line, self.game.reveals(before, action, after), events, self.game.round(after),
                            json=action_json(action)), after, events)
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

    def record_text(self, autosave: AutosaveInfo | None = None) -> str:
        """The record as :meth:`to_record` writes it (``Record.to_json``)."""
        return "".join(self.record_pieces(autosave))

    def record_pieces(self, autosave: AutosaveInfo | None = None) -> list[str]:
        """:meth:`record_text` in pieces, made from each move's own text and the text of the earlier moves
        kept from the last writing: a move of a long game costs no writing out of every move before it."""
        head = Record.create(self.game, self.options, self.seats, self.seed, [], autosave).to_json()
        if not self.steps:
            return [head]
        marker = '\n "actions": []'
        at = head.index(marker)  # a name's quotes are escaped: only the field itself reads so after a line break
        return [head[:at], '\n "actions": [\n', *self._moves_text(), "\n ]", head[at + len(marker):]]

    def _moves_text(self) -> list[str]:
        steps = self.steps
        count, last, text = self._written
        if count > len(steps) or (count and steps[count - 1] is not last):
            count, text = 0, ""  # moves taken back since
        rest = ",\n".join(s.json or action_json(s.action) for s in steps[count:])
        if len(steps) - count > 256:
            text = f"{text},\n{rest}" if text else rest
            self._written = (len(steps), steps[-1], text)
            return [text]
        return [text, ",\n", rest] if text and rest else [text or rest]

    def save(self, path: Path) -> None:
        atomic_write(Path(path), self.record_pieces())

    def autosave_info(self) -> AutosaveInfo:
        return AutosaveInfo(name=self.name, round=max(0, self.game.round(self.state)), over=self.is_over(),
                            saved=datetime.now(UTC).isoformat(timespec="milliseconds"), tutorial=self.tutorial)

    def save_autosave(self) -> bool:
        """Write the autosave (if this match has one); False when it failed, and ``autosave_error`` says why.
        A full disk or a read-only folder must not stop the game: the table reports it, the next move retries."""
        if self.autosave is None:
            return True
        try:
            atomic_write(Path(self.autosave), self.record_pieces(self.autosave_info()))
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
        match = cls.__new__(cls)
        match.seats = list(record.seats)
        match.seed = record.seed
        match.casual = casual
        match.autosave = autosave
        match.steps = []
        match._written = (0, None, "")
        total = len(record.actions)
        names = match.names
        texts: dict[int, str] = {}  # equal moves are read as one action (replay_record): written once

        def setup(game: Game, state: BaseState, events: list[Event]) -> None:
            match.game = game
            match.setup_events = events
            match.states = StateHistory(game, state, match._action_at)

        def moved(number: int, before: BaseState, action: Action, after: BaseState, told: list[Event] | None) -> None:
            game = match.game
            text = texts.get(id(action))
            if text is None:
                text = texts[id(action)] = action_json(action)
            # Only the newest moves keep their log lines and stories; older ones make them again when asked.
            # The replay does not tell a move (telling costs more than the move): it is told again where its
            # events are kept, or where they may place a new round's header (Match.needs_told).
            recent = number > total - RECENT
            round_after = game.round(after)
            events = told if told is not None else []
            if told is None and (recent or match.needs_told(round_after)):
                _, events = game.apply_told(before, action, checked=True)
            step = Step(action, game.presentation.describe(before, action, names) if recent else None,
                        game.reveals(before, action, after), events if recent else None, round_after,
                        json=text, remake=match._remake)
            match._add_step(step, after, events)

        collecting = gc.isenabled()
        gc.disable()  # a replay makes hundreds of thousands of objects and no cycles: no collection meanwhile
        try:
            replayed = replay_record(record, salvage=salvage, on_setup=setup, on_move=moved)
        finally:
            if collecting:
                gc.enable()
        match.options = replayed.options
        match.redo_stack = []
        match.name = record.autosave.name if record.autosave is not None else None
        match.tutorial = record.autosave.tutorial if record.autosave is not None else None
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
