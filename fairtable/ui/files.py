"""Games on disk, for the main window: Open, Save and Save As, the autosaves behind the Continue list and
the start-up offer, and telling the player when autosaving fails (a label for the status bar, a dialog).

:class:`GameFiles` works on the game in progress (:class:`fairtable.ui.session.GameSession`) and puts a game
it opens at the table with the ``start`` it is given; its dialogs belong to the window (``host``). It says
what happened by its signals (``status``: a line for the status bar; ``games_found``: the Continue list).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget

from fairtable import saves
from fairtable.i18n import _, ngettext
from fairtable.ui.session import call_player, held_elsewhere
from fairtable.ui.text import plain
from fairtable.ui.welcome import (
    DAMAGED_IN_FULL,
    damaged_summary,
    damaged_text,
    game_words,
    moves,
    resume_question,
)

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.engine.record import UnplayableMove
    from fairtable.ui.session import GameSession


def same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def records_filter() -> str:
    """The file dialogs' filter: the words translated, the pattern not."""
    return _("fairtable records ({pattern})").format(pattern="*.json")


class GameFiles(QObject):
    """Open, Save, the autosaves and their warnings: the main window's dealings with files."""

    status = Signal(str)  # a line for the status bar
    games_found = Signal(list)  # the unfinished games on disk (SavedGame), newest first: the Continue list

    def __init__(self, host: QWidget, session: GameSession, start: Callable[[Match], bool]) -> None:
        super().__init__()
        self.host = host  # the window the dialogs belong to
        self.session = session
        self.start = start  # puts a match at the table; False (the player told why) when it cannot be set up
        self.unfinished: list[saves.SavedGame] = []  # the Continue list, newest first
        self.damaged: list[saves.Damaged] = []  # autosaves set aside, not yet told at start
        self.autosave_warned = False  # the one dialog about a failing autosave was shown for this game
        self.autosave_box: QMessageBox | None = None
        self.autosave_label = QLabel()  # "Not autosaved", for the window's status bar
        self.autosave_label.setStyleSheet("color: #b3261e; font-weight: bold")
        session.opened.connect(self._forget_autosave_warning)
        session.closed.connect(self._forget_autosave_warning)
        session.autosave_failed.connect(self._autosave_failed)
        session.autosave_works.connect(self._autosave_works)

    def show_status(self, text: str) -> None:
        self.status.emit(text)

    # -- files --------------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self.host, _("Open a saved game"), str(Path.home()),
                                                    records_filter())
        if path and self.may_replace():
            self.open_record(Path(path))

    def open_record(self, path: Path) -> bool:
        """Load a record; on any problem say why in one line and keep the current game. A game opened from
        a saved file gets an autosave of its own; one opened from its autosave keeps it. A game with a move
        that does not play here (saved by a fairtable whose title plays differently, or mended by hand) may
        be opened at the last move that does, if the player says so; the whole game stays on disk."""
        from fairtable.engine.game import SetupError
        from fairtable.engine.match import Match
        from fairtable.engine.record import RecordError, UnplayableMove
        from fairtable.resources import DataFileError

        own = saves.is_autosave(path)
        if own and not self.session.holds(path) and held_elsewhere(path):
            answer = self.where_to_play(path)
            if answer == "there":
                self.go_to_the_other_window(path)
                return False
            if answer != "copy":
                return False
        try:
            match = Match.load(path, casual=self.session.casual)
        except UnplayableMove as exc:
            match = self._salvage(exc)
            if match is None:
                self.show_status(_("Cannot open {file}: {reason}").format(file=path.name, reason=exc))
                return False
        except (RecordError, SetupError, DataFileError) as exc:
            if own and path.is_file():
                moved = saves.set_aside(path)
                if moved is not None:
                    text = _("{reason}. It is set aside as {file}.").format(reason=exc, file=moved.name)
                else:
                    text = _("{reason}.").format(reason=exc)
                QMessageBox.warning(self.host, _("Cannot continue this game"), plain(text))
                self.refresh_games()
            else:
                QMessageBox.warning(self.host, _("Cannot open this game"), plain(str(exc)))
            self.show_status(_("Cannot open {file}: {reason}").format(file=path.name, reason=exc))
            return False
        if not self.start(match):
            return False
        if match.stopped is not None:
            return self._opened_short(match, path, own)
        self.session.path = None if own else path
        self.session.autosave_in(path if own else None)
        if own and self.session.copy_of is not None:
            # TRANSLATORS: continuing a game that another fairtable window is playing at the moment
            text = _("{game} is open in another fairtable window: this one plays on in a copy of it, saved apart, "
                     "so neither overwrites the other's moves").format(
                game=game_words(saves.read_saved_game(path), capital=True))
        elif own:
            text = _("Continued {game}").format(game=game_words(saves.read_saved_game(path)))
        else:
            text = _("Opened {file}: {moves}").format(file=path.name, moves=moves(len(match.steps)))
        if match.other_version and match.steps:
            # TRANSLATORS: after "Opened FILE: 40 moves" or "Continued GAME"
            text = _("{opened}; saved by another fairtable, its moves were played again by this one's rules").format(
                opened=text)
        self.show_status(with_names_note(text, match.names_note))
        return True

    def where_to_play(self, path: Path) -> str:
        """Asked when the game of the autosave ``path`` is being played in another running fairtable: "there"
        (bring that window forward), "copy" (play on here in a copy saved apart) or "" (neither)."""
        # TRANSLATORS: continuing a game that another fairtable window is playing at the moment
        text = _("{game} is open in another fairtable window. Go to that window, or play on here in a copy saved "
                 "apart, so that neither overwrites the other's moves?").format(
            game=game_words(saves.read_saved_game(path), capital=True))
        box = QMessageBox(QMessageBox.Question, _("Open in another window"), plain(text), QMessageBox.Cancel,
                          self.host)
        there = box.addButton(_("Go to that window"), QMessageBox.AcceptRole)
        copy = box.addButton(_("Play on in a copy"), QMessageBox.ActionRole)
        box.setDefaultButton(there)
        box.exec()
        return {there: "there", copy: "copy"}.get(box.clickedButton(), "")

    def go_to_the_other_window(self, path: Path) -> None:
        """Ask the fairtable that plays ``path``'s game to bring its window forward. This window, if it has no
        game at its table, closes: the player is at the other one."""
        if not call_player(path):
            self.show_status(_("The other fairtable window could not be called: it plays this game"))
            return
        if self.session.controller is None:
            self.host.close()
        else:
            self.show_status(_("This game is played in the other fairtable window, brought forward"))

    def _salvage(self, exc: UnplayableMove) -> Match | None:
        """Ask whether to open a game at the last move that plays here; the match, or None (the player said
        no: nothing changes)."""
        from fairtable.engine.match import Match

        n, total = exc.playable, exc.total
        if n:
            # TRANSLATORS: {n} moves of a saved game still play; the game can go on from there
            can = ngettext("{n} of its {total} moves can be played here; the file keeps the whole game. Open the game "
                           "after move {n} and go on from there?",
                           "{n} of its {total} moves can be played here; the file keeps the whole game. Open the game "
                           "after move {n} and go on from there?", n).format(n=n, total=total)
            title = _("Open this game at move {n}?").format(n=n)
        else:
            can = _("None of its moves can be played here; the file keeps the whole game. Start the game again with "
                    "the same seats and the same seed?")
            title = _("Start this game again?")
        text = _("{reason}.").format(reason=exc) + "\n\n" + can
        if QMessageBox.question(self.host, title, plain(text)) != QMessageBox.Yes:
            return None
        return Match.from_record(exc.record, casual=self.session.casual, salvage=True)

    def _opened_short(self, match: Match, path: Path, own: bool) -> bool:
        """A game opened at the last move that plays: the file with the whole game is never written over. An
        autosave's whole game is first copied beside the games as ``<name>.kept``, then the shorter game goes
        on under the same name (under a new one if the copy cannot be made); a saved file stays as it is, and
        Save asks where, never there."""
        kept = saves.keep_copy(path) if own else None
        self.session.path = None
        match.whole_game = kept if kept is not None else path
        match.autosave = path if kept is not None else saves.autosave_file(saves.new_game_id())
        match.save_autosave()
        self.refresh_games()
        stopped = match.stopped
        assert stopped is not None
        where = _("the whole game is kept as {file}").format(file=kept) if kept is not None else \
            _("the whole game stays in {file}").format(file=path)
        text = ""
        if own and kept is not None:
            with contextlib.suppress(OSError, ValueError):
                text = _("Continued {game}; {where}").format(game=game_words(saves.read_saved_game(path)), where=where)
        if not text and stopped.playable:
            text = _("Opened {file} at move {n} of {total}; {where}").format(
                file=path.name, n=stopped.playable, total=stopped.total, where=where)
        elif not text:
            text = _("Started {file} again from the beginning; {where}").format(file=path.name, where=where)
        self.show_status(with_names_note(text, match.names_note))
        self.session.check_autosave()  # a failed write is told after, so that it is the line the player reads
        return True

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._write(self.session.path)

    def save_as(self) -> bool:
        if self.session.controller is None:
            return False
        match = self.session.controller.match
        whole = match.whole_game
        if whole is not None and match.stopped is not None:  # never offer the file that holds the whole game
            suggested = whole.parent / f"{whole.name.split('.json')[0]}-move-{match.stopped.playable}.json"
            if saves.is_autosave(suggested):
                suggested = Path.home() / suggested.name
        else:
            suggested = Path.home() / f"{self.session.controller.game.info.id}-game.json"
        path, _filter = QFileDialog.getSaveFileName(self.host, _("Save the game"), str(suggested), records_filter())
        if not path:
            return False
        if whole is not None and same_file(Path(path), whole):
            QMessageBox.warning(self.host, _("Cannot save"), plain(_(
                "{file} holds the whole game, with the moves that no longer play: save this game under another "
                "name").format(file=whole.name)))
            return False
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        try:
            self.session.write(path)
        except OSError as exc:
            QMessageBox.warning(self.host, _("Cannot save"), plain(_("Cannot save to {path}: {reason}").format(
                path=path, reason=exc.strerror or exc)))
            return False
        self.show_status(_("Saved to {path}").format(path=path))
        return True

    # -- autosaves ----------------------------------------------------------------------------------

    def refresh_games(self, prune: bool = False) -> None:
        """Read the autosaves again: the Continue list; damaged files are set aside and told once."""
        found = saves.scan()
        if prune:
            saves.prune_finished(found)
        self.unfinished = found.unfinished
        self.games_found.emit(found.unfinished)
        told = {d.path for d in self.damaged}
        new = [d for d in found.damaged if d.path not in told]  # a file that could not be moved is found again
        if new:
            self.damaged += new
            self.show_status(damaged_summary(new) if len(new) > DAMAGED_IN_FULL else damaged_text(new))

    def other_games(self) -> list[saves.SavedGame]:
        """The unfinished games on disk, read again, but the one at the table: Game > Continue."""
        self.refresh_games()
        match = self.session.match
        here = match.autosave if match is not None else None
        return [g for g in self.unfinished if here is None or g.path != here]

    def continue_game(self, path: Path) -> bool:
        if not self.may_replace():
            return False
        return self.open_record(path)

    def may_replace(self) -> bool:
        """Before another game takes the table (or it is closed): a game whose autosave fails is only in
        memory, so offer to save it first. True: go on."""
        return not self.session.autosave_failing or self.ask_unsaved_close()

    def ask_unsaved_close(self) -> bool:
        """Closing a game that is not on disk: offer Save As first. True: go on closing."""
        box = QMessageBox(QMessageBox.Warning, _("This game is not saved"),
                          _("The last moves of this game could not be autosaved. Save it before closing it?"),
                          parent=self.host)
        save = box.addButton(_("Save As\u2026"), QMessageBox.AcceptRole)
        box.addButton(_("Close without saving"), QMessageBox.DestructiveRole)
        cancel = box.addButton(QMessageBox.Cancel)
        box.exec()
        if box.clickedButton() is cancel:
            return False
        return box.clickedButton() is not save or self.save_as()

    def offer_resume(self) -> None:
        """At start: move an old single autosave into the games folder, say once which autosaves were
        damaged, and offer to resume the latest unfinished game."""
        moved, damaged = saves.migrate_legacy()
        if damaged is not None:
            self.damaged.append(damaged)
        self.refresh_games(prune=True)
        if self.damaged:
            self.damaged_box(self.damaged).exec()
            self.damaged = []
        # the latest unfinished game no other running fairtable plays (that one is the player's already)
        latest = next((g for g in self.unfinished if not held_elsewhere(g.path)), None)
        if self.session.controller is None and latest is not None and self.host.isVisible():
            if QMessageBox.question(self.host, _("Resume?"), plain(resume_question(latest))) == QMessageBox.Yes:
                QTimer.singleShot(0, lambda: self.continue_game(latest.path))
        elif moved is not None:
            self.show_status(_("Your autosaved game is in the Continue list now"))

    def damaged_box(self, damaged: list[saves.Damaged]) -> QMessageBox:
        """The autosaves set aside at start: a few are named in the message; many are counted there and
        named under Show Details, which scrolls, so the box stays the height of a few lines."""
        box = QMessageBox(QMessageBox.Information, _("A saved game is damaged"), "", QMessageBox.Ok, self.host)
        box.setTextFormat(Qt.PlainText)
        if len(damaged) > DAMAGED_IN_FULL:
            box.setText(damaged_summary(damaged))
            box.setDetailedText(damaged_text(damaged, lines=True))
        else:
            box.setText(damaged_text(damaged, lines=True))
        return box

    def resume_autosave(self) -> None:
        """Continue the latest unfinished game."""
        self.refresh_games()
        if not self.unfinished:
            self.show_status(_("There is no unfinished game to continue"))
            return
        path = self.unfinished[0].path
        QTimer.singleShot(0, lambda: self.continue_game(path))

    def _autosave_failed(self, error: str) -> None:
        """Tell the player at once when the game at the table stops being autosaved (the status bar, and one
        dialog per game offering Save As)."""
        self.autosave_label.setText(_("Not autosaved"))
        self.autosave_label.setToolTip(_("The last autosave failed: {reason}. Each move tries again.").format(
            reason=error))
        self.show_status(_("Autosave failed: {reason}. The game goes on in memory; Game > Save As\u2026 keeps it")
                         .format(reason=error))
        if not self.autosave_warned:
            self.autosave_warned = True
            self._warn_autosave(error)

    def _autosave_works(self) -> None:
        """A later move's retry succeeded: said, and the dialog goes."""
        self.autosave_label.setText("")
        self.autosave_label.setToolTip("")
        if self.autosave_box is not None:
            self.autosave_box.close()
        self.show_status(_("Autosave works again: every move is on disk"))

    def _warn_autosave(self, error: str) -> None:
        match = self.session.match
        assert match is not None and match.autosave is not None
        box = QMessageBox(QMessageBox.Warning, _("The game is not autosaved"),
                          _("fairtable cannot autosave this game in {folder}: {reason}.\n\nThe game goes on in "
                            "memory, and every move tries again. To keep it safe now, save it somewhere else.")
                          .format(folder=match.autosave.parent, reason=error), parent=self.host)
        save = box.addButton(_("Save As\u2026"), QMessageBox.AcceptRole)
        box.addButton(_("Keep playing"), QMessageBox.RejectRole)
        box.setModal(False)  # one dialog, not one per move; the game goes on behind it
        box.buttonClicked.connect(lambda button: button is save and QTimer.singleShot(0, self.save_as))
        self.autosave_box = box
        box.show()

    def _forget_autosave_warning(self) -> None:
        """A game came to the table or left it: its autosave's dialog goes with it."""
        self.autosave_warned = False
        self.autosave_label.setText("")
        if self.autosave_box is not None:
            self.autosave_box.close()
            self.autosave_box = None


def with_names_note(opened: str, note: str) -> str:
    """The line that says a game was opened, with the one that says which seats' names were cleaned on
    reading (Match.names_note), if any."""
    if not note:
        return opened
    # TRANSLATORS: {opened} says a game was opened ("Opened FILE: 40 moves"); {note} that some names were cleaned
    return _("{opened}. {note}").format(opened=opened, note=note)
