"""Stepping back through the game, the window's side: Game > Replay this game, a log line clicked, the step
buttons above the log and the replay bar under the board, all onto the controller's replay (``set_replay``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.table_widget import TableWidget


class ReplaySteps:
    """A mixin of the main window: the game's controller and the table (its replay bar) are the window's."""

    if TYPE_CHECKING:
        controller: TableController | None
        table: TableWidget

    def enter_replay(self) -> None:
        c = self.controller
        if c is None:
            return
        self.table.replay.show()
        c.set_replay(len(c.match.steps))

    def show_move(self, index: int) -> None:
        """The board after move ``index`` (a log line clicked), in the replay."""
        c = self.controller
        if c is None or not c.match.steps:
            return
        self.table.replay.show()
        c.set_replay(index)

    def _log_step(self, which: str) -> None:
        """A step button above the log: in the live game the first two go into the replay, then all step it."""
        c = self.controller
        if c is None or not c.match.steps:
            return
        if c.replay_index is None:
            if which in ("first", "prev"):
                self.show_move(0 if which == "first" else len(c.match.steps) - 1)
            return
        self.table.replay.step(which)

    def _replay_moved(self, index: int) -> None:
        if self.controller is not None and self.controller.replay_index is not None:
            self.controller.set_replay(index)

    def leave_replay(self) -> None:
        self.table.replay.hide()
        if self.controller is not None:
            self.controller.set_replay(None)
