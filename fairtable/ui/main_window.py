"""The main window: menus, the welcome page or the table, docks, status bar, settings."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fairtable.crashlog import note
from fairtable.engine.registry import LISTINGS
from fairtable.paths import autosave_path, user_data_dir
from fairtable.ui.dialogs.simple import about, choose_action
from fairtable.ui.panels.actions import ActionsPanel
from fairtable.ui.panels.log import LogPanel
from fairtable.ui.panels.players import PlayersPanel
from fairtable.ui.settings import Settings
from fairtable.ui.speeds import ANIMATION_SPEEDS, BOT_DELAYS_MS
from fairtable.ui.table.table_widget import TableWidget
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.engine.record import Record
    from fairtable.ui.dialogs.new_game import NewGameChoice
    from fairtable.ui.dialogs.scores import ScoresDialog
    from fairtable.ui.table.controller import TableController

# The first window must show fast: the engine (pydantic), the titles and the bots are imported on
# first use, not here.


def moves(n: int) -> str:
    return f"{n} move" if n == 1 else f"{n} moves"


def resume_question(record: Record) -> str:
    """'Resume your last game of <title> with A and B (12 moves played)?'"""
    listing = LISTINGS.get(record.game)
    title = listing.name if listing is not None else record.game
    names = [seat.name for seat in record.seats]
    people = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)
    return f"Resume your last game of {title} with {people} ({moves(len(record.actions))} played)?"


class GameCard(QFrame):
    """One title on the welcome page: click to choose it, double-click to set up a game."""

    def __init__(self, page: WelcomePage, game_id: str) -> None:
        super().__init__()
        self.page = page
        self.game_id = game_id
        g = LISTINGS[game_id]
        label = QLabel(f"<b style='font-size:15px'>{g.name}</b> &nbsp; <span style='color:#6b5d45'>"
                       f"{g.min_players}-{g.max_players} players</span><br>{g.summary}")
        label.setWordWrap(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        box.addWidget(label)
        self.setCursor(Qt.PointingHandCursor)
        self.set_selected(False)

    def set_selected(self, on: bool) -> None:
        self.setStyleSheet(
            "GameCard { background: %s; border: 1px solid %s; border-radius: 8px; }"
            % (("#ffe9b8", "#c98a1b") if on else ("#fffdf7", "#d9cdb2"))
        )

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.page.select(self.game_id)

    def mouseDoubleClickEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.page.select(self.game_id)
        self.page.window.new_game(self.game_id)


class WelcomePage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        title = QLabel("<h1>fairtable</h1><p>Pick a game, seat people and bots, and play by dragging the pieces.</p>")
        self.cards = {game_id: GameCard(self, game_id) for game_id in LISTINGS}
        self.selected: str | None = None
        new = QPushButton("New game\u2026")
        new.clicked.connect(lambda: window.new_game(self.selected_id()))
        self.resume = QPushButton("Resume last game")
        self.resume.clicked.connect(window.resume_autosave)
        opened = QPushButton("Open a saved game\u2026")
        opened.clicked.connect(window.open_dialog)
        box = QVBoxLayout(self)
        box.setContentsMargins(60, 40, 60, 40)
        box.addWidget(title)
        for card in self.cards.values():
            box.addWidget(card)
        box.addStretch(1)
        for b in (new, self.resume, opened):
            b.setMinimumHeight(34)
            box.addWidget(b)
        self.select(next(iter(LISTINGS)))

    def select(self, game_id: str) -> None:
        self.selected = game_id
        for gid, card in self.cards.items():
            card.set_selected(gid == game_id)

    def selected_id(self) -> str | None:
        return self.selected


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("fairtable")
        # Settings live beside the autosave, so FAIRTABLE_DATA_DIR moves everything a user has.
        self.settings = Settings(user_data_dir() / "settings.ini")
        self.controller: TableController | None = None
        self.match_path: Path | None = None
        self.startup_ms = 0.0
        self.last_scores: ScoresDialog | None = None

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
        self.thinking_label.setTextFormat(Qt.PlainText)  # "<name> is thinking"
        self.statusBar().addPermanentWidget(self.thinking_label)
        self._build_menus()
        self.default_layout = self.saveState()  # before the saved layout: View > Reset panels goes back to it
        self._restore_settings()
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
        self.act_resume = self._action(game, "&Resume last game", self.resume_autosave)
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
        """Every value has been checked by :class:`Settings`; the two Qt reads its bytes itself are
        checked here (Qt says whether it could use them). A bad one is dropped, with one line in the log."""
        geometry = self.settings.value("window/geometry")
        if geometry is None or not self.restoreGeometry(QByteArray(geometry)):
            if geometry is not None:
                note(f"{self.settings.path}: window/geometry is not a window geometry Qt can use; dropped")
                self.settings.remove("window/geometry")
            self.resize(1400, 900)
        state = self.settings.value("window/state")
        if state is not None and not self.restoreState(QByteArray(state)):
            note(f"{self.settings.path}: window/state is not a layout of the panels Qt can use; dropped")
            self.settings.remove("window/state")
        self.set_animation_speed(self.settings.value("table/animation"))
        self.set_bot_speed(self.settings.value("table/bot_speed"))
        self.act_casual.setChecked(self.settings.value("table/casual"))

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.settings.setValue("window/geometry", self.saveGeometry().data())
        self.settings.setValue("window/state", self.saveState().data())
        self.settings.sync()
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    def game_is_autosaved(self) -> bool:
        """Whether a game is in progress and the autosave holds every move of it: only then may the
        error dialog say "Your game is autosaved"."""
        c = self.controller
        if c is None or c.match.is_over() or c.match.autosave is None or c.match.autosave_failed:
            return False
        try:
            return c.match.autosave.read_text(encoding="utf-8") == c.match.to_record().to_json()
        except (OSError, ValueError):
            return False

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
            self._data_file_damaged(exc)
            return
        if dialog.exec() != NewGameDialog.Accepted:
            return
        choice = dialog.choice()
        if choice is not None:
            try:
                self.start_new(choice)  # the title's data files are read when its first game is set up
            except DataFileError as exc:
                self._data_file_damaged(exc)

    def _data_file_damaged(self, exc: Exception) -> None:
        """One line for a data file that cannot be used; the current game, if any, goes on."""
        QMessageBox.warning(self, "A data file is damaged", plain(f"{exc}\n\nReinstalling fairtable repairs it."))

    def start_new(self, choice: NewGameChoice) -> Match:
        from fairtable.engine.match import Match

        seed = choice.seed if choice.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(choice.game, choice.seats, choice.options, seed, casual=self.act_casual.isChecked(),
                      autosave=autosave_path())
        match.save_autosave()
        self.match_path = None
        self.start(match)
        return match

    def start(self, match: Match) -> None:
        from fairtable.ui.table.controller import TableController

        if self.controller is not None:
            self.controller.shutdown()
        c = TableController(match)
        c.scene.animation_ms = ANIMATION_SPEEDS.get(str(self.settings.value("table/animation", "Normal")), 260)
        c.bot_delay_ms = BOT_DELAYS_MS.get(str(self.settings.value("table/bot_speed", "normal")), 550)
        c.choose = lambda actions, lines: choose_action(self, actions, lines, QCursor.pos())
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
        self.act_resume.setEnabled(autosave_path().is_file())
        self.welcome.resume.setEnabled(autosave_path().is_file())

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
        if path:
            self.open_record(Path(path))

    def open_record(self, path: Path) -> bool:
        """Load a record; on any problem say why in one line and keep the current game."""
        from fairtable.engine.game import SetupError
        from fairtable.engine.match import Match
        from fairtable.engine.record import RecordError
        from fairtable.resources import DataFileError

        try:
            match = Match.load(path, autosave=autosave_path(), casual=self.act_casual.isChecked())
        except (RecordError, SetupError, DataFileError) as exc:
            QMessageBox.warning(self, "Cannot open this game", plain(str(exc)))
            self.show_status(f"Cannot open {path.name}: {exc}")
            return False
        self.match_path = path
        match.save_autosave()
        self.start(match)
        self.show_status(f"Opened {path.name}: {moves(len(match.steps))}")
        return True

    def save(self) -> None:
        if self.match_path is None:
            self.save_as()
        else:
            self._write(self.match_path)

    def save_as(self) -> None:
        if self.controller is None:
            return
        name = f"{self.controller.game.info.id}-game.json"
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(Path.home() / name), "fairtable records (*.json)")
        if path:
            self._write(Path(path))

    def _write(self, path: Path) -> None:
        assert self.controller is not None
        try:
            self.controller.match.save(path)
        except OSError as exc:
            QMessageBox.warning(self, "Cannot save", plain(f"Cannot save to {path}: {exc.strerror or exc}"))
            return
        self.match_path = path
        self.show_status(f"Saved to {path}")

    def offer_resume(self) -> None:
        """At start: if an unfinished game was autosaved, offer to resume it."""
        from fairtable.engine.record import Record, RecordError

        path = autosave_path()
        if not path.is_file():
            return
        try:
            record = Record.load(path)
        except RecordError:
            return
        if QMessageBox.question(self, "Resume?", plain(resume_question(record))) == QMessageBox.Yes:
            self.resume_autosave()

    def resume_autosave(self) -> None:
        path = autosave_path()
        if not path.is_file():
            self.show_status("There is no autosaved game")
            return
        QTimer.singleShot(0, lambda: self.open_record(path))
