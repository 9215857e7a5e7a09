"""The game in progress: the table's controller with its match, the file Save writes to, and whether the
autosave holds every move.

It has no widgets and shows no dialog. What happens to the game it says by its signals; the main window
(the table, the docks, the status bar), the file dialogs (:mod:`fairtable.ui.files`) and the menus listen.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

from fairtable import saves
from fairtable.ui.welcome import game_words


def game_lock(path: Path) -> QLockFile | None:
    """This process's hold on the autosave ``path`` (a lock file beside it), or None while another running
    fairtable holds it. A lock left by a copy that crashed is taken over: Qt finds its process gone."""
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
    return lock if lock.tryLock(0) else None


def held_elsewhere(path: Path) -> bool:
    """Whether another running fairtable plays the game of the autosave ``path`` (holds its lock)."""
    lock = game_lock(path)
    if lock is None:
        return True
    lock.unlock()
    return False


def call_file(path: Path) -> Path:
    """The file a second fairtable leaves beside the autosave ``path`` to ask the fairtable that plays it to
    bring its window forward (``GameSession.called``)."""
    return Path(str(path) + ".call")


def call_player(path: Path) -> bool:
    """Ask the running fairtable that holds ``path``'s game to bring its window forward. False when the call
    cannot be left (the folder is read-only, full, ...)."""
    try:
        call_file(path).touch()
    except OSError:
        return False
    return True


if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.ui.table.controller import TableController


class GameSession(QObject):
    """The one game at the table, or none."""

    opened = Signal()  # a game is at the table: ``controller`` is a new one (a game started, opened, continued)
    closed = Signal()  # the table is empty again
    saved = Signal(object)  # the game was written to this file (a Path: Save, Save As)
    autosave_failed = Signal(str)  # the last autosave failed (why): the game is in memory only
    autosave_works = Signal()  # an autosave worked again after failing: every move is on disk
    called = Signal()  # another fairtable, asked to continue this game, asks this one to bring its window forward

    def __init__(self) -> None:
        super().__init__()
        self.controller: TableController | None = None
        self.path: Path | None = None  # the file Save writes (None: Save asks where)
        self.casual = False  # Edit > Casual undo, for every game put at the table
        self.autosave_failing = False  # the game at the table is not on disk: its last autosave failed
        # A game is played in one fairtable at a time: this process holds its autosave's lock. ``copy_of``: the
        # autosave another running fairtable held when this one continued it, so this one plays on in a copy.
        self.lock: QLockFile | None = None
        self.copy_of: Path | None = None
        # While it holds a game, the session watches its folder for a call from another fairtable (call_file).
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(lambda _folder: self._answer_call())

    @property
    def match(self) -> Match | None:
        return self.controller.match if self.controller is not None else None

    def start(self, match: Match) -> TableController:
        """Put ``match`` at the table in place of the game there, which stays in its own autosave. Raises
        SetupError when the match cannot be set up; the game there then stays."""
        from fairtable.ui.table.controller import TableController

        c = TableController(match)
        if self.controller is not None:
            self.controller.shutdown()
        self.controller = c
        self.path = None
        self.autosave_failing = False
        self._release()
        self.opened.emit()
        return c

    def close(self) -> None:
        """No game at the table any more; it stays in its autosave, first in the Continue list."""
        if self.controller is None:
            return
        self.controller.shutdown()
        self.controller = None
        self.path = None
        self.autosave_failing = False
        self._release()
        self.closed.emit()

    def kept_words(self) -> str:
        """How to name the game now at the table, if it is unfinished and autosaved (so it is kept)."""
        c = self.controller
        if c is None or c.match.autosave is None or c.match.is_over() or c.match.autosave_failed:
            return ""
        return game_words(saves.read_saved_game(c.match.autosave), capital=True) if c.match.autosave.is_file() else ""

    def is_autosaved(self) -> bool:
        """Whether a game is in progress and the autosave holds every move of it: only then may the
        error dialog say "Your game is autosaved"."""
        c = self.controller
        if c is None or c.match.is_over() or c.match.autosave is None or c.match.autosave_failed:
            return False
        try:
            on_disk = json.loads(c.match.autosave.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return False
        if not isinstance(on_disk, dict):
            return False
        on_disk.pop("autosave", None)  # the Continue list's fields (name, round, when): not the game itself
        return on_disk == json.loads(c.match.to_record().to_json())

    def autosave_in(self, path: Path | None) -> None:
        """Where the game is autosaved: ``path`` (a game continued from its own autosave keeps it), or for
        None a file of its own, written at once (no other game is touched). While another running fairtable
        plays the game of ``path`` (it holds its lock), this one plays on in a copy of its own (``copy_of``
        says so), so that neither overwrites the other's moves."""
        assert self.controller is not None
        match = self.controller.match
        self._release()
        if path is not None:
            self.lock = game_lock(path)
            if self.lock is None:
                self.copy_of = path
                path = None
        if path is not None:
            match.autosave = path
        else:
            match.autosave = saves.autosave_file(saves.new_game_id())
            match.save_autosave()
            self.lock = game_lock(match.autosave)
        if self.lock is not None:
            call_file(match.autosave).unlink(missing_ok=True)  # a call to a copy that has quit since is void
            self.watcher.addPath(str(match.autosave.parent))
        self.check_autosave()

    def holds(self, path: Path) -> bool:
        """Whether this session holds the game of the autosave ``path`` (it is at this table)."""
        match = self.match
        return self.lock is not None and match is not None and match.autosave == path

    def _answer_call(self) -> None:
        match = self.match
        if self.lock is None or match is None or match.autosave is None:
            return
        call = call_file(match.autosave)
        if call.exists():
            call.unlink(missing_ok=True)
            self.called.emit()

    def _release(self) -> None:
        """Let go of the game's lock (another fairtable may continue it now)."""
        if self.watcher.directories():
            self.watcher.removePaths(self.watcher.directories())
        if self.lock is not None:
            self.lock.unlock()
        self.lock = None
        self.copy_of = None

    def write(self, path: Path) -> None:
        """Save the game to ``path`` (OSError when it cannot be written); Save writes there from now on."""
        assert self.controller is not None
        self.controller.match.save(path)
        self.path = path
        self.saved.emit(path)

    def check_autosave(self) -> None:
        """Say when the game at the table stops being autosaved, and when a later move's retry succeeds."""
        c = self.controller
        error = c.match.autosave_error if c is not None and c.match.autosave is not None else None
        if error is not None and not self.autosave_failing:
            self.autosave_failing = True
            self.autosave_failed.emit(error)
        elif error is None and self.autosave_failing:
            self.autosave_failing = False
            self.autosave_works.emit()
