"""The hotseat guard: at a table of several humans, the cover ("Pass to Anna") that hides a board with secrets
from whoever may not be its seat, and whose board the table may draw."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from fairtable.engine.match import Match


class HotseatGuard(QObject):
    """Who is taken to be at the screen, and whether the table is covered for someone."""

    cover = Signal(str)  # a human's name: hide the table until they are ready ("" = no cover)

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        # The human taken to be at the screen: the one who last pressed "I'm ready", or the one the turn
        # passed to when their board showed no secret. None: anyone may be looking (a game just started,
        # resumed or opened, or a replay watched together).
        self.at_screen: int | None = None
        self.covered = False
        self.cover_for: int | None = None  # whose name the cover shows
        # The human the turn has just passed to from another human, with nothing secret to hide (no cover):
        # the table names them in a banner so that people sharing the screen know who plays. Taken by the
        # controller (None once taken).
        self.handed: int | None = None

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.kind == "human"]

    def guard(self, viewer: int | None) -> None:
        """Hide the table ("Pass to Anna") before it shows a board with secrets to someone who may not be its
        seat: whenever the board to show (``viewer``'s) is a human's whose layout differs from another
        human's, and that human is not known to be at the screen (a new turn, a game just started, resumed
        or opened, a replay left). Called before every live layout."""
        v = viewer
        if self.covered and self.cover_for == v:
            return
        if v is not None and v != self.at_screen and len(self.humans()) > 1 and self._shows_secrets(v):
            self.covered, self.cover_for = True, v
            self.cover.emit(self.match.names[v])
            return
        if self.covered:  # the turn went back to the one at the screen (an undo behind the cover)
            self.covered, self.cover_for = False, None
            self.cover.emit("")
        if v is not None:
            # nothing secret on the board: it simply passes on, said by a banner when from one person to another
            if self.at_screen is not None and v != self.at_screen and len(self.humans()) > 1 \
                    and not self.match.is_bot(v):
                self.handed = v
            self.at_screen = v

    def _shows_secrets(self, seat: int) -> bool:
        """Whether ``seat``'s board differs from another human's (it shows cards they may not see)."""
        state = self.match.state

        def board(viewer: int) -> list[tuple[str, bool]]:
            return [(p.id, p.face_up) for p in self.game.presentation.layout(state, viewer).pieces]

        mine = board(seat)
        return any(board(h) != mine for h in self.humans() if h != seat)

    def ready(self, viewer: int | None) -> None:
        """The person the cover names is at the screen ("I'm ready"): the cover comes down."""
        self.covered, self.cover_for = False, None
        self.at_screen = viewer
        self.cover.emit("")

    def watch_replay(self) -> None:
        """A replay at a table of several humans is watched by everyone: the cover comes down, and the live
        board is covered again after it."""
        if len(self.humans()) > 1:
            self.at_screen = None
            if self.covered:
                self.covered, self.cover_for = False, None
                self.cover.emit("")

    def board_viewer(self, viewer: int | None, replaying: bool) -> int | None:
        """Whose board the table draws: ``viewer``'s, but the public board while the cover is up, and in a
        replay watched at a table of several humans (a past board holds secrets of its own)."""
        if self.covered or (replaying and len(self.humans()) > 1):
            return None
        return viewer
