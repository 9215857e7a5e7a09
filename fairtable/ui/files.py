"""Games on disk, for the main window: Open, Save and Save As, the autosaves behind the Continue list and
the start-up offer, and telling the player when autosaving fails.

A mixin of :class:`fairtable.ui.main_window.MainWindow` (its methods use the window's menus, status bar,
welcome page and controller).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from fairtable import saves
from fairtable.ui.text import plain
from fairtable.ui.welcome import damaged_text, game_words, menu_text, moves, resume_question


class GameFiles:
    """Open, Save, the autosaves and their warnings: the main window's dealings with files."""

    # -- files --------------------------------------------------------------------------------------

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", str(Path.home()), "fairtable records (*.json)")
        if path and self._may_replace():
            self.open_record(Path(path))

    def open_record(self, path: Path) -> bool:
        """Load a record; on any problem say why in one line and keep the current game. A game opened from
        a saved file gets an autosave of its own; one opened from its autosave keeps it."""
        from fairtable.engine.game import SetupError
        from fairtable.engine.match import Match
        from fairtable.engine.record import RecordError
        from fairtable.resources import DataFileError

        own = saves.is_autosave(path)
        try:
            match = Match.load(path, casual=self.act_casual.isChecked())
        except (RecordError, SetupError, DataFileError) as exc:
            if own and path.is_file():
                moved = saves.set_aside(path)
                where = f" It is set aside as {moved.name}." if moved is not None else ""
                QMessageBox.warning(self, "Cannot continue this game", plain(f"{exc}.{where}"))
                self.refresh_games()
            else:
                QMessageBox.warning(self, "Cannot open this game", plain(str(exc)))
            self.show_status(f"Cannot open {path.name}: {exc}")
            return False
        if not self.start(match):
            return False
        self.match_path = None if own else path
        match.autosave = path if own else saves.autosave_file(saves.new_game_id())
        if not own:
            match.save_autosave()
        self._check_autosave()
        what = f"Continued {game_words(saves.read_saved_game(path))}" if own else f"Opened {path.name}"
        self.show_status(what if own else f"{what}: {moves(len(match.steps))}")
        return True

    def save(self) -> bool:
        if self.match_path is None:
            return self.save_as()
        return self._write(self.match_path)

    def save_as(self) -> bool:
        if self.controller is None:
            return False
        name = f"{self.controller.game.info.id}-game.json"
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(Path.home() / name), "fairtable records (*.json)")
        return bool(path) and self._write(Path(path))

    def _write(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            self.controller.match.save(path)
        except OSError as exc:
            QMessageBox.warning(self, "Cannot save", plain(f"Cannot save to {path}: {exc.strerror or exc}"))
            return False
        self.match_path = path
        self.show_status(f"Saved to {path}")
        return True

    # -- autosaves ----------------------------------------------------------------------------------

    def refresh_games(self, prune: bool = False) -> None:
        """Read the autosaves again: the Continue list; damaged files are set aside and told once."""
        found = saves.scan()
        if prune:
            saves.prune_finished(found)
        self.unfinished = found.unfinished
        self.welcome.show_games(found.unfinished)
        if found.damaged:
            self.damaged += found.damaged
            self.show_status(damaged_text(found.damaged))

    def _fill_continue_menu(self) -> None:
        self.refresh_games()
        menu = self.continue_menu
        menu.clear()
        here = self.controller.match.autosave if self.controller is not None else None
        games = [g for g in self.unfinished if here is None or g.path != here]
        for game in games[:12]:
            menu.addAction(menu_text(game), lambda p=game.path: self.continue_game(p))
        if not games:
            menu.addAction("No other unfinished game").setEnabled(False)

    def continue_game(self, path: Path) -> bool:
        if not self._may_replace():
            return False
        return self.open_record(path)

    def _may_replace(self) -> bool:
        """Before another game takes the table: a game whose autosave fails is only in memory, so offer to
        save it first. True: go on."""
        return not self.autosave_failing or self._ask_unsaved_close()

    def offer_resume(self) -> None:
        """At start: move an old single autosave into the games folder, say once which autosaves were
        damaged, and offer to resume the latest unfinished game."""
        moved, damaged = saves.migrate_legacy()
        if damaged is not None:
            self.damaged.append(damaged)
        self.refresh_games(prune=True)
        if self.damaged:
            QMessageBox.information(self, "A saved game is damaged", plain(damaged_text(self.damaged, lines=True)))
            self.damaged = []
        if self.controller is None and self.unfinished:
            latest = self.unfinished[0]
            if QMessageBox.question(self, "Resume?", plain(resume_question(latest))) == QMessageBox.Yes:
                self.resume_autosave()
        elif moved is not None:
            self.show_status("Your autosaved game is in the Continue list now")

    def resume_autosave(self) -> None:
        """Continue the latest unfinished game."""
        self.refresh_games()
        if not self.unfinished:
            self.show_status("There is no unfinished game to continue")
            return
        path = self.unfinished[0].path
        QTimer.singleShot(0, lambda: self.continue_game(path))

    def _check_autosave(self) -> None:
        """Tell the player at once when the game at the table stops being autosaved (status bar, and one
        dialog offering Save As), and when a later move's retry succeeds."""
        c = self.controller
        error = c.match.autosave_error if c is not None and c.match.autosave is not None else None
        if error is not None and not self.autosave_failing:
            self.autosave_failing = True
            self.autosave_label.setText("Not autosaved")
            self.autosave_label.setToolTip(f"The last autosave failed: {error}. Each move tries again.")
            self.show_status(f"Autosave failed: {error}. The game goes on in memory; Game > Save As… keeps it")
            if not self.autosave_warned:
                self.autosave_warned = True
                self._warn_autosave(error)
        elif error is None and self.autosave_failing:
            self.autosave_failing = False
            self.autosave_label.setText("")
            self.autosave_label.setToolTip("")
            if self.autosave_box is not None:
                self.autosave_box.close()
            self.show_status("Autosave works again: every move is on disk")

    def _warn_autosave(self, error: str) -> None:
        assert self.controller is not None and self.controller.match.autosave is not None
        box = QMessageBox(QMessageBox.Warning, "The game is not autosaved",
                          f"fairtable cannot autosave this game in {self.controller.match.autosave.parent}: "
                          f"{error}.\n\nThe game goes on in memory, and every move tries again. To keep it "
                          "safe now, save it somewhere else.", parent=self)
        save = box.addButton("Save As…", QMessageBox.AcceptRole)
        box.addButton("Keep playing", QMessageBox.RejectRole)
        box.setModal(False)  # one dialog, not one per move; the game goes on behind it
        box.buttonClicked.connect(lambda button: button is save and QTimer.singleShot(0, self.save_as))
        self.autosave_box = box
        box.show()

    def _forget_autosave_warning(self) -> None:
        self.autosave_failing = self.autosave_warned = False
        self.autosave_label.setText("")
        if self.autosave_box is not None:
            self.autosave_box.close()
            self.autosave_box = None

