"""The main window: menus, the welcome page or the table, docks, status bar, settings."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from fairtable import saves
from fairtable.paths import user_data_dir
from fairtable.ui.dialogs.simple import about, choose_action, choose_amount
from fairtable.ui.panels.actions import ActionsPanel
from fairtable.ui.panels.log import LogPanel
from fairtable.ui.panels.players import PlayersPanel
from fairtable.ui.speeds import ANIMATION_SPEEDS, BOT_DELAYS_MS
from fairtable.ui.table.table_widget import TableWidget
from fairtable.ui.welcome import WelcomePage, damaged_text, game_words, menu_text, moves, resume_question

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.ui.dialogs.new_game import NewGameChoice
    from fairtable.ui.dialogs.scores import ScoresDialog
    from fairtable.ui.table.controller import TableController

# The first window must show fast: the engine (pydantic), the titles and the bots are imported on
# first use, not here.


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("fairtable")
        # Settings live beside the autosave, so FAIRTABLE_DATA_DIR moves everything a user has.
        self.settings = QSettings(str(user_data_dir() / "settings.ini"), QSettings.IniFormat)
        self.controller: TableController | None = None
        self.match_path: Path | None = None
        self.startup_ms = 0.0
        self.last_scores: ScoresDialog | None = None
        self.autosave_failing = False  # the game at the table is not on disk: its last autosave failed
        self.autosave_warned = False  # the one dialog about it was shown for this game
        self.autosave_box: QMessageBox | None = None
        self.unfinished: list[saves.SavedGame] = []  # the Continue list, newest first
        self.damaged: list[saves.Damaged] = []  # autosaves set aside, not yet told at start

        self.pages = QStackedWidget()
        self.welcome = WelcomePage(self)
        self.table = TableWidget()
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.table)
        self.setCentralWidget(self.pages)
        self.table.cover.ready.connect(self._uncover)
        self.table.replay.moved.connect(self._replay_moved)
        self.table.replay.leave.connect(self.leave_replay)

        self.players = PlayersPanel()
        self.log = LogPanel()
        self.actions_panel = ActionsPanel(self._press)
        self.docks = []
        for title, widget, area in (("Players", self.players, Qt.RightDockWidgetArea),
                                    ("Actions", self.actions_panel, Qt.RightDockWidgetArea),
                                    ("Game log", self.log, Qt.RightDockWidgetArea)):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock-{title}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks.append(dock)
        self.thinking_label = QLabel()
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.autosave_label = QLabel()
        self.autosave_label.setStyleSheet("color: #b3261e; font-weight: bold")
        self.statusBar().addPermanentWidget(self.autosave_label)
        self._build_menus()
        self.default_layout = self.saveState()  # before the saved layout: View > Reset panels goes back to it
        self._restore_settings()
        self.refresh_games()
        for dock in self.docks:  # the welcome page needs no docks; a game shows them
            dock.hide()
        self._update_enabled()
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._shutdown)

    def _shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()

    # -- menus --------------------------------------------------------------------------------------

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:  # type: ignore[no-untyped-def]
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.act_new = self._action(game, "&New\u2026", lambda: self.new_game(None), QKeySequence.New)
        self.act_open = self._action(game, "&Open\u2026", self.open_dialog, QKeySequence.Open)
        self.act_save = self._action(game, "&Save", self.save, QKeySequence.Save)
        self.act_save_as = self._action(game, "Save &As\u2026", self.save_as, QKeySequence.SaveAs)
        self.continue_menu = game.addMenu("&Continue")
        self.continue_menu.aboutToShow.connect(self._fill_continue_menu)
        self.act_close = self._action(game, "&Close game", self.close_game, QKeySequence.Close)
        self.act_replay = self._action(game, "Re&play this game", self.enter_replay)
        self.act_hint = self._action(game, "&Hint", self.hint, QKeySequence("Ctrl+I"))
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.Quit)
        edit = bar.addMenu("&Edit")
        self.act_undo = self._action(edit, "&Undo", self.undo, QKeySequence("Ctrl+Z"))
        self.act_redo = self._action(edit, "&Redo", self.redo, QKeySequence("Ctrl+Shift+Z"))
        self.act_casual = self._action(edit, "Casual undo (take back anything)", self._toggle_casual)
        self.act_casual.setCheckable(True)
        view = bar.addMenu("&View")
        self._action(view, "Zoom &in", lambda: self.table.view.zoom_by(1.2), QKeySequence.ZoomIn)
        self._action(view, "Zoom &out", lambda: self.table.view.zoom_by(1 / 1.2), QKeySequence.ZoomOut)
        self._action(view, "&Fit to window", self.table.view.fit, QKeySequence("Ctrl+0"))
        self._action(view, "F&ull screen", self._toggle_full_screen, QKeySequence("F11"))
        speed = view.addMenu("&Animation speed")
        self.speed_actions = {}
        for name in ANIMATION_SPEEDS:
            act = self._action(speed, name, lambda _=False, n=name: self.set_animation_speed(n))
            act.setCheckable(True)
            self.speed_actions[name] = act
        bots = view.addMenu("&Bot speed")
        self.bot_speed_actions = {}
        for name in BOT_DELAYS_MS:
            act = self._action(bots, name.title(), lambda _=False, n=name: self.set_bot_speed(n))
            act.setCheckable(True)
            self.bot_speed_actions[name] = act
        view.addSeparator()
        for dock in self.docks:
            view.addAction(dock.toggleViewAction())
        self._action(view, "&Reset panels", self.reset_panels)
        helpm = bar.addMenu("&Help")
        self.act_rules = self._action(helpm, "&Rules of this game", self.show_rules, QKeySequence.HelpContents)
        self._action(helpm, "&About fairtable", lambda: about(self))

    def reset_panels(self) -> None:
        """The panels back where a new installation has them: shown, docked on the right, at their first width."""
        self.restoreState(self.default_layout)
        for dock in self.docks:
            dock.hide()
        if self.pages.currentWidget() is self.table:
            for dock in self.docks:
                dock.show()

    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        self.set_animation_speed(str(self.settings.value("table/animation", "Normal")))
        self.set_bot_speed(str(self.settings.value("table/bot_speed", "normal")))
        self.act_casual.setChecked(self.settings.value("table/casual", False, type=bool))

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if self.autosave_failing and not self._ask_unsaved_close():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.sync()
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    # -- settings -----------------------------------------------------------------------------------

    def set_animation_speed(self, name: str) -> None:
        if name not in ANIMATION_SPEEDS:
            name = "Normal"
        for n, act in self.speed_actions.items():
            act.setChecked(n == name)
        self.settings.setValue("table/animation", name)
        if self.controller is not None:
            self.controller.scene.animation_ms = ANIMATION_SPEEDS[name]

    def set_bot_speed(self, name: str) -> None:
        if name not in BOT_DELAYS_MS:
            name = "normal"
        for n, act in self.bot_speed_actions.items():
            act.setChecked(n == name)
        self.settings.setValue("table/bot_speed", name)
        if self.controller is not None:
            self.controller.bot_delay_ms = BOT_DELAYS_MS[name]

    def _toggle_casual(self) -> None:
        self.settings.setValue("table/casual", self.act_casual.isChecked())
        if self.controller is not None:
            self.controller.match.casual = self.act_casual.isChecked()
        self._update_enabled()

    def _toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    # -- games --------------------------------------------------------------------------------------

    def new_game(self, game_id: str | None) -> None:
        from fairtable.resources import DataFileError
        from fairtable.ui.dialogs.new_game import NewGameDialog

        try:
            dialog = NewGameDialog(self, game_id)
        except DataFileError as exc:
            QMessageBox.warning(self, "A data file is damaged", f"{exc}\n\nReinstalling fairtable repairs it.")
            return
        if dialog.exec() != NewGameDialog.Accepted:
            return
        choice = dialog.choice()
        if choice is not None and self._may_replace():
            self.start_new(choice)

    def start_new(self, choice: NewGameChoice) -> Match:
        from fairtable.engine.match import Match

        seed = choice.seed if choice.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(choice.game, choice.seats, choice.options, seed, casual=self.act_casual.isChecked())
        if not self.start(match):
            return match
        self.match_path = None
        match.autosave = saves.autosave_file(saves.new_game_id())  # a file of its own: no other game is touched
        match.save_autosave()
        self._check_autosave()
        return match

    def start(self, match: Match) -> bool:
        """Put a match on the table. The game that was there stays in its own autosave (Game > Continue);
        if the new one cannot be set up, the current game stays at the table and False is returned."""
        from fairtable.engine.errors import SetupError
        from fairtable.ui.table.controller import TableController

        try:
            c = TableController(match)
        except SetupError as exc:
            QMessageBox.warning(self, "Cannot start this game", str(exc))
            return False
        kept = self._kept_words()
        if self.controller is not None:
            self.controller.shutdown()
        self._forget_autosave_warning()
        c.scene.animation_ms = ANIMATION_SPEEDS.get(str(self.settings.value("table/animation", "Normal")), 260)
        c.bot_delay_ms = BOT_DELAYS_MS.get(str(self.settings.value("table/bot_speed", "normal")), 550)
        c.choose = lambda actions, lines: choose_action(self, actions, lines, QCursor.pos())
        c.choose_amount = lambda actions, lines, amounts: choose_amount(self, actions, lines, amounts)
        c.changed.connect(self._refresh_panels)
        c.status.connect(self.show_status)
        c.thinking.connect(self._thinking)
        c.game_over.connect(self._game_over)
        c.cover.connect(self.table.set_cover)
        c.hinted.connect(self.actions_panel.mark)
        self.controller = c
        self.table.view.setScene(c.scene)
        self.table.view.sync_dpr()
        self.table.replay.hide()
        self.table.set_cover("")
        self.pages.setCurrentWidget(self.table)
        if self.pages.currentWidget() is self.table and not any(d.isVisible() for d in self.docks):
            for dock in self.docks:
                dock.show()
        self.setWindowTitle(f"fairtable \u2014 {match.game.info.name}")
        c.refresh(animate=False)
        self.table.view.fit()
        if match.is_over():
            self._game_over()
        else:
            c.schedule_bot()
        if kept:
            self.show_status(f"{kept[0].upper()}{kept[1:]} is kept: Game > Continue brings it back")
        return True

    def _kept_words(self) -> str:
        """How to name the game now at the table, if it is unfinished and autosaved (so it is kept)."""
        c = self.controller
        if c is None or c.match.autosave is None or c.match.is_over() or c.match.autosave_failed:
            return ""
        return game_words(saves.read_saved_game(c.match.autosave)) if c.match.autosave.is_file() else ""

    def close_game(self) -> None:
        """Back to the welcome page; the game stays in its autosave, first in the Continue list."""
        if self.controller is None:
            return
        kept = self._kept_words()
        if self.autosave_failing and not self._ask_unsaved_close():
            return
        self.table.view.setScene(None)
        self.controller.shutdown()
        self.controller = None
        self._forget_autosave_warning()
        self.table.replay.hide()
        self.table.set_cover("")
        for dock in self.docks:
            dock.hide()
        self.pages.setCurrentWidget(self.welcome)
        self.setWindowTitle("fairtable")
        self.thinking_label.setText("")
        self.refresh_games()
        self._update_enabled()
        if kept:
            self.show_status(f"{kept[0].upper()}{kept[1:]} is kept: continue it here whenever you like")

    def _ask_unsaved_close(self) -> bool:
        """Closing a game that is not on disk: offer Save As first. True: go on closing."""
        box = QMessageBox(QMessageBox.Warning, "This game is not saved",
                          "The last moves of this game could not be autosaved. Save it before closing it?",
                          parent=self)
        save = box.addButton("Save As…", QMessageBox.AcceptRole)
        box.addButton("Close without saving", QMessageBox.DestructiveRole)
        cancel = box.addButton(QMessageBox.Cancel)
        box.exec()
        if box.clickedButton() is cancel:
            return False
        return box.clickedButton() is not save or self.save_as()

    def _refresh_panels(self) -> None:
        c = self.controller
        if c is None:
            return
        layout = c.layout()
        self.players.show_match(c.match, layout.info if layout else {})
        self.log.show_lines(c.match.log()[: c.replay_index] if c.replay_index is not None else c.match.log())
        cur = c.match.current_player()
        if c.match.is_over():
            hint = "The game is over."
        elif c.replay_index is not None:
            hint = "Replay: step through the moves below the board."
        elif cur is not None and c.match.is_bot(cur):
            hint = f"{c.match.seats[cur].name} (bot) is playing."
        else:
            hint = f"{c.match.seats[cur].name}, your move: drag a piece or press a button." if cur is not None else ""
        self.actions_panel.show_buttons(c.press_buttons(), hint)
        if c.replay_index is not None:
            self.table.replay.set_range(len(c.match.steps), c.replay_index)
        self._update_enabled()

    def _update_enabled(self) -> None:
        c = self.controller
        live = c is not None
        self.act_save.setEnabled(live)
        self.act_save_as.setEnabled(live)
        self.act_replay.setEnabled(live and bool(c.match.steps))
        self.act_hint.setEnabled(live and c.human_to_act())
        self.act_rules.setEnabled(live)
        live_play = live and c.replay_index is None
        self.act_undo.setEnabled(live_play and c.match.can_undo())
        self.act_redo.setEnabled(live_play and c.match.can_redo())
        self.act_close.setEnabled(live)
        self._check_autosave()

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _thinking(self, seat: int, on: bool) -> None:
        c = self.controller
        self.players.thinking = seat if on else None
        name = c.match.seats[seat].name if c is not None and seat < len(c.match.seats) else ""
        self.thinking_label.setText(f"{name} is thinking\u2026" if on else "")
        if c is not None:
            self._refresh_panels()

    def _uncover(self) -> None:
        if self.controller is not None:
            self.controller.uncover()

    def _game_over(self) -> None:
        c = self.controller
        if c is None:
            return
        from fairtable.ui.dialogs.scores import ScoresDialog

        self._refresh_panels()
        self.last_scores = ScoresDialog(
            c.match.result(), c.match.seats, c.match.game.info.name, self, c.match.game.format_points
        )
        self.last_scores.setModal(False)
        self.last_scores.show()

    def _press(self, label: str) -> None:
        if self.controller is not None:
            self.controller.press(label)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def enter_replay(self) -> None:
        c = self.controller
        if c is None:
            return
        self.table.replay.show()
        c.set_replay(len(c.match.steps))

    def _replay_moved(self, index: int) -> None:
        if self.controller is not None and self.controller.replay_index is not None:
            self.controller.set_replay(index)

    def leave_replay(self) -> None:
        self.table.replay.hide()
        if self.controller is not None:
            self.controller.set_replay(None)

    def show_rules(self) -> None:
        from fairtable.ui.dialogs.simple import RulesDialog

        if self.controller is not None:
            g = self.controller.game
            RulesDialog(g.info.name, g.rules_text(), self).exec()

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
                QMessageBox.warning(self, "Cannot continue this game", f"{exc}.{where}")
                self.refresh_games()
            else:
                QMessageBox.warning(self, "Cannot open this game", str(exc))
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
            QMessageBox.warning(self, "Cannot save", f"Cannot save to {path}: {exc.strerror or exc}")
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
            QMessageBox.information(self, "A saved game is damaged", damaged_text(self.damaged, lines=True))
            self.damaged = []
        if self.controller is None and self.unfinished:
            latest = self.unfinished[0]
            if QMessageBox.question(self, "Resume?", resume_question(latest)) == QMessageBox.Yes:
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

