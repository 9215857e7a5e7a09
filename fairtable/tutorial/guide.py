"""Where a tutorial stands in a game: the step shown, the moves it accepts, the scripted moves it plays.

The script's moves are numbered as the game's are: the learner's expected move (or choice) and each scripted
move take one number, and a read step waits before the move after it. So the step shown is found again from
the number of moves played alone, after an undo and when a tutorial is resumed from its autosave."""

from __future__ import annotations

from dataclasses import dataclass

from fairtable.engine.actions import Action
from fairtable.tutorial.script import Script, Step


@dataclass(frozen=True, slots=True)
class Slot:
    """One move of the script: the step it belongs to and the moves it takes (one unless a choice)."""

    step: Step
    moves: tuple[Action, ...]

    @property
    def scripted(self) -> bool:
        """Played by the script (an opponent's move, or the learner's to move the game on)."""
        return self.step.kind == "auto"


class Guide:
    """A script laid out as numbered moves, with the read steps waiting before each."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.slots: list[Slot] = []
        #: The read steps before move k (k = the number of moves played), in order.
        self.reads: dict[int, list[Step]] = {}
        for step in script.steps:
            if step.kind == "read":
                self.reads.setdefault(len(self.slots), []).append(step)
            elif step.kind == "auto":
                self.slots.extend(Slot(step, (move,)) for move in step.auto)
                if step.text:  # its words stay up after its moves until Next: a moment is too short to read
                    self.reads.setdefault(len(self.slots), []).append(step)
            else:
                self.slots.append(Slot(step, tuple(step.choices)))
        self.read: set[str] = set()  # the read steps the learner has gone past (Next)

    def slot(self, played: int) -> Slot | None:
        return self.slots[played] if 0 <= played < len(self.slots) else None

    def pending_read(self, played: int) -> Step | None:
        """The first read step before move ``played`` not yet gone past."""
        return next((s for s in self.reads.get(played, []) if s.id not in self.read), None)

    def step(self, played: int) -> Step | None:
        """The step to show after ``played`` moves: a read step waiting, else the step of the next move;
        None once the script is over."""
        waiting = self.pending_read(played)
        if waiting is not None:
            return waiting
        slot = self.slot(played)
        return slot.step if slot is not None else None

    def next_read(self, played: int) -> None:
        """The learner has read the read step shown (Next)."""
        waiting = self.pending_read(played)
        if waiting is not None:
            self.read.add(waiting.id)

    def scripted_move(self, played: int) -> Action | None:
        """The move the script plays itself next (None: the learner's turn, or the script is over)."""
        slot = self.slot(played)
        return slot.moves[0] if slot is not None and slot.scripted else None

    def judge(self, played: int, action: Action) -> str | None:
        """None when the step takes ``action``; else the step's nudge (the move is legal but not the lesson)."""
        slot = self.slot(played)
        if slot is None or slot.scripted:
            return None
        return None if action in slot.moves else slot.step.nudge

    def over(self, played: int) -> bool:
        return played >= len(self.slots) and self.pending_read(played) is None

    def shown(self, played: int) -> Step | None:
        """The step the card shows after ``played`` moves: :meth:`step`, except while moves the script plays
        without words of their own go by, when the last step with words stays up."""
        now = self.step(played)
        if now is None or now.kind != "auto" or now.text:
            return now
        steps = self.script.steps
        at = steps.index(now)
        return next((s for s in reversed(steps[:at]) if s.kind != "auto" or s.text), None)

    def progress(self, played: int) -> tuple[int, int]:
        """(the shown step's number from 1, how many steps) over the steps a learner sees (auto steps without
        a text are not counted)."""
        shown = [s for s in self.script.steps if s.kind != "auto" or s.text]
        now = self.shown(played)
        return (shown.index(now) + 1 if now in shown else 1 if now is None and played == 0 else len(shown)), len(shown)
