"""The main window: menus, the welcome page or the table, docks, status bar, settings.

The window holds the widgets and wires them. The game in progress is its :class:`GameSession` (the match,
the file Save writes, the autosave), the dealings with files are its :class:`GameFiles` and the menu bar is
its :class:`Menus`; the window listens to their signals and to the welcome page's.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMessageBox,
    QStackedWidget,
)

from fairtable.i18n import N_, _
from fairtable.paths import user_data_dir
from fairtable.ui.access import WindowAccess
from fairtable.ui.dialogs.simple import choose_action, choose_amount
from fairtable.ui.dock_column import ACTIONS_MIN_SHARE, Column, ColumnDocks
from fairtable.ui.files import GameFiles
from fairtable.ui.finish_offer import FinishOffer
from fairtable.ui.keys.board import BoardKeys
from fairtable.ui.keys.keycaps import number_shortcuts
from fairtable.ui.menus import Menus
from fairtable.ui.panels.actions import ActionsPanel
from fairtable.ui.panels.log import LogBox, LogPanel
from fairtable.ui.panels.players import PlayersPanel
from fairtable.ui.replay_steps import ReplaySteps
from fairtable.ui.screen_fit import GUESSED_FRAME, fitted, real_screens
from fairtable.ui.screen_fit import install as install_screen_fit
from fairtable.ui.session import GameSession
from fairtable.ui.settings import Settings
from fairtable.ui.sound import TableSounds
from fairtable.ui.speeds import ANIMATION_SPEEDS, BANNER_MS, BOT_DELAYS_MS
from fairtable.ui.table.piece_menu import piece_menu
from fairtable.ui.table.table_widget import TableWidget
from fairtable.ui.teach import Teacher
from fairtable.ui.text import plain
from fairtable.ui.text_size import TEXT_SIZES, scaled_font
from fairtable.ui.tutorial import Tutorials
from fairtable.ui.welcome import WelcomePage
from fairtable.ui.window_layout import POS_LIMIT, SIZE_MAX, WINDOW_MIN, clamp
from fairtable.ui.window_telling import Telling

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.ui.dialogs.new_game import NewGameChoice
    from fairtable.ui.dialogs.scores import ScoresDialog
    from fairtable.ui.table.controller import TableController

# The first window must show fast: the engine (pydantic), the titles and the bots are imported on
# first use, not here.


FIRST_SIZE = (1400, 900)  # a new installation's window, where the screen has room for it


def first_size(screen) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The window's first size: 1400x900, or what a smaller screen (a 1280x720 laptop) has room for once
    the window manager's title bar and borders are added (``screen``: its available size)."""
    if screen is None or screen.width() <= 0 or screen.height() <= 0:
        return FIRST_SIZE
    frame = GUESSED_FRAME
    return (min(FIRST_SIZE[0], screen.width() - frame.left() - frame.right()),
            min(FIRST_SIZE[1], screen.height() - frame.top() - frame.bottom()))


class Pages(QStackedWidget):
    """The welcome page or the table: the window's minimum is the page shown's, not the larger of the two
    (the welcome page's width beside the docks would not fit a small screen)."""

    def __init__(self) -> None:
        super().__init__()
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def minimumSizeHint(self):  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def sizeHint(self):  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()




class MainWindow(ReplaySteps, Telling, ColumnDocks):
    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.setWindowTitle("fairtable")
        app = QApplication.instance()
        # Every window (this one, dialogs, message boxes) fits the screen, its title bar and borders included.
        self.screen_fit = install_screen_fit(app) if app is not None else None
        # Settings live beside the autosave, so FAIRTABLE_DATA_DIR moves everything a user has (run_app
        # reads them first, for the language).
        self.settings = settings if settings is not None else Settings(user_data_dir() / "settings.ini")
        self.session = GameSession()  # the game in progress
        # Open, Save, the autosaves (and telling when they fail), the Continue list. Connected to the session
        # first: a game's autosave warnings are forgotten before the table shows the next game.
        self.files = GameFiles(self, self.session, self.start)
        self.files.status.connect(self.show_status)
        self.session.opened.connect(self._show_game)
        self.session.closed.connect(self._show_welcome)
        self.finish_offer = FinishOffer(self, self.close_game)  # when every human seat is out of the game
        self.session.called.connect(self.bring_forward)
        self.startup_ms = 0.0
        self.last_scores: ScoresDialog | None = None

        self.pages = Pages()
        self.welcome = WelcomePage()
        self.welcome.new_requested.connect(self.new_game)
        self.welcome.continue_requested.connect(self.files.continue_game)
        self.welcome.open_requested.connect(self.files.open_dialog)
        self.welcome.learn_requested.connect(self.learn)
        self.welcome.games_changed.connect(self.files.refresh_games)
        self.welcome.status.connect(self.show_status)
        self.files.games_found.connect(self.welcome.show_games)
        self.table = TableWidget()
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.table)
        self.setCentralWidget(self.pages)
        self.table.cover.ready.connect(self._uncover)
        self.table.replay.moved.connect(self._replay_moved)
        self.table.banner_dismissed.connect(self._banner_dismissed)
        # A refusal's and a banner's Rule link: the rules at the section behind them.
        self.table.bubble.rule_clicked.connect(lambda: self._open_rule("refused_rule"))
        self.table.banner.rule_clicked.connect(lambda: self._open_rule("banner_rule"))
        self._refusal_until = 0.0  # a refusal stays in the status bar this long, whatever the bots do
        self.table.replay.leave.connect(self.leave_replay)
        self.keys = BoardKeys(self.table.view)  # the board played from the keyboard
        self.keys.described.connect(self.show_status)

        self.players = PlayersPanel()
        self.log = LogPanel()
        self.log_box = LogBox(self.log)
        self.log.move_chosen.connect(self.show_move)
        self.log_box.step.connect(self._log_step)
        self.actions_panel = ActionsPanel(self._press)
        # The dock's object name (the saved layout's key) stays English; its title is the language's.
        for key, widget, area in ((N_("Players"), self.players, Qt.RightDockWidgetArea),
                                  (N_("Actions"), self.actions_panel, Qt.RightDockWidgetArea),
                                  (N_("Game log"), self.log_box, Qt.RightDockWidgetArea)):
            title = _(key)
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock-{key}")
            dock.setAccessibleName(title)
            widget.setAccessibleName(title)
            if widget is self.log_box:
                self.log.setAccessibleName(title)
            self.cells[f"dock-{key}"] = Column(widget)
            if widget is self.actions_panel:  # its prompt's first lines and its keyed buttons stay in view
                self.cells[f"dock-{key}"].min_share = ACTIONS_MIN_SHARE
            dock.setWidget(self.cells[f"dock-{key}"])
            self.addDockWidget(area, dock)
            self.docks.append(dock)
        self.thinking_label = QLabel()
        self.thinking_label.setTextFormat(Qt.PlainText)  # "<name> is thinking"
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.files.autosave_label)
        self.access = WindowAccess(self)  # announcements, F6, the focus frame, the board as a list
        self.table_sounds = TableSounds(self)  # dice, coins, cards, your turn ... (View > Sound)
        self.menus = Menus(self)
        self.log.told.connect(lambda entries: self.controller is not None and self.access.told(
            entries, self.controller.match, self.controller.board_viewer()))
        self.tutorials = Tutorials(self)  # Learn to play
        self.teacher = Teacher(self)  # Teach as I play
        self._number_keys = number_shortcuts(self, self._press_number)  # the Actions buttons' keys
        self._restore_settings()
        self.files.refresh_games()
        for dock in self.docks:  # the welcome page needs no docks; a game shows them
            dock.hide()
        self._update_enabled()
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._shutdown)

    @property
    def controller(self) -> TableController | None:
        """The table's controller of the game in progress (the session's), or None."""
        return self.session.controller

    def table_shown(self) -> bool:
        return self.pages.currentWidget() is self.table

    def _shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()

    # -- menus --------------------------------------------------------------------------------------

    def toggle_magnifier(self) -> None:
        on = self.menus.act_magnifier.isChecked()
        self.settings.setValue("table/magnifier", on)
        self.table.view.magnifier.enabled = on
        if not on:
            self.table.view.magnifier.dismiss()

    def _restore_settings(self) -> None:
        """Every value has been checked by :class:`Settings` (a bad one dropped, with one line in the log).
        The window's place and the panels' arrangement are fairtable's own values, never Qt's bytes."""
        placement = self.settings.value("window/placement")
        if placement is None:
            offscreen = QApplication.platformName() == "offscreen"  # no real screen to fit (tests, probes)
            screen = self.screen()
            self.resize(*first_size(None if offscreen or screen is None else screen.availableGeometry().size()))
        else:
            self._place_window(placement)
        self.panels = self.settings.value("window/panels")  # laid out as the docks are first shown at the table
        self.set_animation_speed(self.settings.value("table/animation"))
        self.set_bot_speed(self.settings.value("table/bot_speed"))
        self.menus.act_casual.setChecked(self.settings.value("table/casual"))
        self.session.casual = self.menus.act_casual.isChecked()
        self.menus.act_confirm.setChecked(self.settings.value("table/confirm"))
        self.menus.act_magnifier.setChecked(self.settings.value("table/magnifier"))
        self.table.view.magnifier.enabled = self.menus.act_magnifier.isChecked()
        self.set_text_size(self.settings.value("view/text_size"))

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if not self.files.may_replace():
            event.ignore()
            return
        self.settings.setValue("window/placement", self._placement())
        panels = self.panels_to_keep()
        if panels is None:
            self.settings.remove("window/panels")
        else:
            self.settings.setValue("window/panels", panels)
        self.settings.sync()
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    def _placement(self) -> dict:
        """The window's place as window_layout.read_placement takes it (its normal place when maximised)."""
        maximized, full_screen = self.isMaximized(), self.isFullScreen()
        normal = self.normalGeometry()
        place = normal if (maximized or full_screen) and normal.isValid() else self.geometry()
        return {"x": clamp(place.x(), -POS_LIMIT, POS_LIMIT), "y": clamp(place.y(), -POS_LIMIT, POS_LIMIT),
                "width": clamp(place.width(), WINDOW_MIN, SIZE_MAX),
                "height": clamp(place.height(), WINDOW_MIN, SIZE_MAX),
                "maximized": maximized, "full_screen": full_screen}

    def _place_window(self, placement: dict) -> None:
        """The window where it was (checked values), fitted to the screen it was on, or the first screen if
        that one is gone; maximised or full screen as it was."""
        place = QRect(placement["x"], placement["y"], placement["width"], placement["height"])
        if real_screens():
            screen = QApplication.screenAt(place.center()) or QApplication.primaryScreen()
            if screen is not None:
                place = fitted(place, GUESSED_FRAME, screen.availableGeometry(), self.minimumSizeHint())
        self.setGeometry(place)
        if placement["full_screen"]:
            self.setWindowState(Qt.WindowFullScreen)
        elif placement["maximized"]:
            self.setWindowState(Qt.WindowMaximized)

    # -- settings -----------------------------------------------------------------------------------

    def set_animation_speed(self, name: str) -> None:
        if name not in ANIMATION_SPEEDS:
            name = "Normal"
        for n, act in self.menus.speed_actions.items():
            act.setChecked(n == name)
        self.settings.setValue("table/animation", name)
        if self.controller is not None:
            self.controller.scene.animation_ms = ANIMATION_SPEEDS[name]

    def set_bot_speed(self, name: str) -> None:
        if name not in BOT_DELAYS_MS:
            name = "normal"
        for n, act in self.menus.bot_speed_actions.items():
            act.setChecked(n == name)
        self.settings.setValue("table/bot_speed", name)
        if self.controller is not None:
            self.controller.scheduler.delay_ms = BOT_DELAYS_MS[name]
            self.controller.banner_ms = BANNER_MS[name]
            self.controller.scene.flourishes = name != "instant"  # no tumbling dice at the Instant speed

    def set_text_size(self, name: str) -> None:
        """View > Text size: the window's text (docks, status bar, menus), the prompt, banners and refusals
        over the board, and the zones' labels and hints on it, scaled together."""
        if name not in TEXT_SIZES:
            name = "Normal"
        for n, act in self.menus.text_size_actions.items():
            act.setChecked(n == name)
        self.settings.setValue("view/text_size", name)
        self.text_scale = TEXT_SIZES[name]
        self.setFont(scaled_font(self.text_scale))
        self.actions_panel.set_text_scale(self.text_scale)
        self.table.set_text_scale(self.text_scale)
        self.teacher.card.set_text_scale(self.text_scale)
        if self.controller is not None:
            self.controller.scene.set_text_scale(self.text_scale)
            self._refresh_panels()
        if any(d.isVisible() for d in self.docks):
            self.arrange_docks()  # the column as wide as the new text wants (a person's choice moves it)

    def toggle_casual(self) -> None:
        self.settings.setValue("table/casual", self.menus.act_casual.isChecked())
        self.session.casual = self.menus.act_casual.isChecked()
        if self.controller is not None:
            self.controller.match.casual = self.menus.act_casual.isChecked()
        self._update_enabled()

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    # -- games --------------------------------------------------------------------------------------

    def new_game(self, game_id: str | None, preset: dict | None = None) -> None:
        from fairtable.resources import DataFileError
        from fairtable.ui.dialogs.new_game import NewGameDialog

        try:
            dialog = NewGameDialog(self, game_id)
        except DataFileError as exc:
            self._data_file_damaged(exc)
            return
        dialog.setFont(self.font())
        last = self.settings.value("game/last_setup")
        if last is not None:
            dialog.restore(last, game_id)  # the last setup, on the title chosen on the welcome page
        if preset is not None:
            dialog.restore(preset, game_id)  # what the caller sets over it (the end of a tutorial: Normal bots)
        if dialog.exec() != NewGameDialog.Accepted:
            return
        self.settings.setValue("game/last_setup", dialog.setup())
        choice = dialog.choice()
        if choice is not None and self.files.may_replace():
            try:
                self.start_new(choice)  # the title's data files are read when its first game is set up
            except DataFileError as exc:
                self._data_file_damaged(exc)

    def _data_file_damaged(self, exc: Exception) -> None:
        """One line for a data file that cannot be used; the current game, if any, goes on."""
        QMessageBox.warning(self, _("A data file is damaged"),
                            plain(_("{reason}\n\nReinstalling fairtable repairs it.").format(reason=exc)))

    def start_new(self, choice: NewGameChoice) -> Match:
        from fairtable.engine.match import Match

        seed = choice.seed if choice.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(choice.game, choice.seats, choice.options, seed, casual=self.session.casual)
        if not self.start(match):
            return match
        self.session.autosave_in(None)  # a file of its own: no other game is touched
        return match

    def start(self, match: Match) -> bool:
        """Put a match on the table. The game that was there stays in its own autosave (Game > Continue);
        if the new one cannot be set up, the current game stays at the table and False is returned."""
        from fairtable.engine.errors import SetupError

        kept = self.session.kept_words()
        try:
            self.session.start(match)  # the table shows it (_show_game)
        except SetupError as exc:
            QMessageBox.warning(self, _("Cannot start this game"), plain(str(exc)))
            return False
        if kept:
            self.show_status(_("{game} is kept: Game > Continue brings it back").format(game=kept))
        return True

    def _show_game(self) -> None:
        """The session's new game at the table: its controller wired to the board, the docks and the dialogs."""
        c = self.session.controller
        assert c is not None
        match = c.match
        self._refusal_until = 0.0
        self.statusBar().clearMessage()  # the last game's move is not this game's
        c.scene.set_text_scale(self.text_scale)
        c.scene.animation_ms = ANIMATION_SPEEDS[self.settings.value("table/animation")]
        c.scheduler.delay_ms = BOT_DELAYS_MS[self.settings.value("table/bot_speed")]
        c.scene.flourishes = self.settings.value("table/bot_speed") != "instant"
        c.choose = lambda actions, lines: choose_action(self, actions, lines, self._choice_point())
        c.choose_amount = lambda actions, lines, amounts: choose_amount(self, actions, lines, amounts)
        c.choose_entry = lambda entries: piece_menu(self, entries, self._choice_point())  # a piece's menu
        c.changed.connect(self._refresh_panels)
        c.status.connect(self.show_status)
        c.thinking.connect(self._thinking)
        c.game_over.connect(self._game_over)
        c.cover.connect(self.table.set_cover)
        c.hinted.connect(self.actions_panel.mark)
        c.banner.connect(lambda text, c=c: self.table.show_banner(text, bool(text and c.banner_rule)))
        c.refused.connect(self._refused)
        c.ask = self._confirm
        self.finish_offer.attach(c)
        c.confirming = self.settings.value("table/confirm")
        c.banner_ms = BANNER_MS[self.settings.value("table/bot_speed")]
        self.keys.attach(c)
        self.table_sounds.attach(c)
        self.table.view.setScene(c.scene)
        self.table.view.sync_dpr()
        self.table.replay.hide()
        self.table.set_cover("")
        self.pages.setCurrentWidget(self.table)
        if self.pages.currentWidget() is self.table and not any(d.isVisible() for d in self.docks):
            self.show_docks()
        self.setWindowTitle(_("fairtable \u2014 {title}").format(title=_(match.game.info.name)))
        c.refresh(animate=False)
        self.tutorials.shown(c)  # a tutorial's game: its card over the board, its steps
        self.teacher.attach(c)  # any other game: a rule's card the first time it comes up
        self.table.view.fit()
        if not c.covered:
            self.table.view.setFocus()  # the keyboard plays the board at once (Tab shows the focus ring)
        if match.is_over():
            self._game_over(opened=True)
        else:
            c.schedule_bot()

    def close_game(self) -> None:
        """Back to the welcome page; the game stays in its autosave, first in the Continue list."""
        if self.controller is None:
            return
        kept = self.session.kept_words()
        if not self.files.may_replace():
            return
        self.keys.attach(None)
        self.table.view.setScene(None)
        self.session.close()  # the welcome page shows (_show_welcome)
        if kept:
            self.show_status(_("{game} is kept: continue it here whenever you like").format(game=kept))

    def learn(self, game_id: str | None) -> None:
        """Learn to play: the title's guided first game."""
        if game_id:
            self.tutorials.start(game_id)

    def _show_welcome(self) -> None:
        """No game at the table: the welcome page, with the Continue list read again."""
        self.tutorials.take_down()
        self.teacher.attach(None)
        self.table.replay.hide()
        self.table.set_cover("")
        self.hide_docks()  # their arrangement is kept for the next game
        self.pages.setCurrentWidget(self.welcome)
        self.setWindowTitle("fairtable")
        self.thinking_label.setText("")
        self.files.refresh_games()
        self._update_enabled()

    def _refresh_panels(self) -> None:
        c = self.controller
        if c is None:
            return
        layout = c.layout()
        self.players.show_match(c.match, layout.info if layout else {}, c.shown_state())
        # The log is told to whoever the board is drawn for: while the cover is up, or in a replay at a
        # table of several humans, only what is public.
        self.log.show_match(c.match, c.board_viewer(), c.replay_index)
        self.actions_panel.show_buttons(c.turn_buttons(), c.prompt())
        self.access.prompted(c)
        if c.replay_index is not None:
            self.table.replay.set_range(len(c.match.steps), c.replay_index)
        self._update_enabled()

    def _update_enabled(self) -> None:
        c = self.controller
        m = self.menus
        live = c is not None
        m.act_save.setEnabled(live)
        m.act_save_as.setEnabled(live)
        m.act_replay.setEnabled(live and bool(c.match.steps))
        self.log_box.set_state(len(c.match.steps) if live else 0, c.replay_index if live else None)
        m.act_hint.setEnabled(live and c.human_to_act())
        m.act_rules.setEnabled(live)
        m.act_board_list.setEnabled(live)
        live_play = live and c.replay_index is None
        # Undo stays pressable while there is history, so that pressing it can say what blocks it.
        m.act_undo.setEnabled(live_play and bool(c.match.steps))
        blocker = c.undo_reason() if live else None
        if blocker:
            tip = blocker
        elif live and c.match.steps:
            tip = _("Take back: {move}").format(move=c.match.steps[-1].line)
        else:
            tip = _("Nothing to take back yet")
        m.act_undo.setToolTip(plain(tip))  # the move's line holds names as they were typed
        m.act_undo.setStatusTip(tip)
        m.act_redo.setEnabled(live_play and c.match.can_redo())
        m.act_close.setEnabled(live)
        self.session.check_autosave()

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    def _open_rule(self, which: str) -> None:
        words = getattr(self.controller, which, "") if self.controller is not None else ""
        if words:
            self.tutorials.open_rule(_(words))

    def _banner_dismissed(self) -> None:
        if self.controller is not None:
            self.controller.banner_done()

    def _uncover(self) -> None:
        if self.controller is not None:
            self.controller.uncover()

    def _press_number(self, n: int) -> None:
        """A number key presses the Actions button that shows it; one not possible now says why."""
        if self.controller is None or self.pages.currentWidget() is not self.table:
            return
        why = self.actions_panel.press_number(n)
        if why:
            self.show_status(why)

    def _choice_point(self):  # type: ignore[no-untyped-def]
        """Where a choice menu opens: at the keyboard's drop, at the button pressed from the keyboard (a
        number key, or Space on the focused button), else at the mouse."""
        at = self.keys.drop_point()
        if at is not None:
            return at
        focus = QApplication.focusWidget()
        button = self.actions_panel.key_pressed or (focus if focus in self.actions_panel.buttons else None)
        if button is not None:
            return button.mapToGlobal(button.rect().center())
        return QCursor.pos()

    def _press(self, label: str) -> None:
        if self.controller is not None:
            self.controller.press(label)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()
