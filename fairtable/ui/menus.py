"""The main window's menu bar (Game, Edit, View, Help) and View > Language.

:class:`Menus` builds the bar and holds its actions; they call the window's methods (and its file dialogs',
``window.files``), and the window enables them and reads their checks. The speeds' and text sizes' names are
the settings' values (the same in every language); the menus show them through the catalog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog

from fairtable import i18n
from fairtable.i18n import LANGUAGES, _, pgettext
from fairtable.ui.access import ANNOUNCE_LEVELS, announce_level_text
from fairtable.ui.dialogs.simple import about
from fairtable.ui.keys.board import keys_help
from fairtable.ui.speeds import ANIMATION_SPEEDS, BOT_DELAYS_MS
from fairtable.ui.text_size import TEXT_SIZES
from fairtable.ui.welcome import menu_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from fairtable.ui.main_window import MainWindow


def animation_speed_text(name: str) -> str:
    words = {
        "Off": pgettext("animation speed", "Off"),
        "Fast": pgettext("animation speed", "Fast"),
        "Normal": pgettext("animation speed", "Normal"),
        "Slow": pgettext("animation speed", "Slow"),
    }
    return words.get(name, name)


def bot_speed_text(name: str) -> str:
    words = {
        "slow": pgettext("bot speed", "Slow"),
        "normal": pgettext("bot speed", "Normal"),
        "fast": pgettext("bot speed", "Fast"),
        "instant": pgettext("bot speed", "Instant"),
    }
    return words.get(name, name.title())


def text_size_text(name: str) -> str:
    words = {
        "Small": pgettext("text size", "Small"),
        "Normal": pgettext("text size", "Normal"),
        "Large": pgettext("text size", "Large"),
        "Larger": pgettext("text size", "Larger"),
        "Largest": pgettext("text size", "Largest"),
    }
    return words.get(name, name)


def language_note(saved: str) -> str:
    """What choosing View > Language says: the language set at the next start, or that it is spoken now.
    Said in the language chosen as well, when that is another one: the player may not read this one."""
    target = i18n.resolve(saved) or system_language()
    if target == i18n.language():
        return _("fairtable speaks {language} now").format(language=LANGUAGES.get(target, target))
    here = _("The language changes to {language} the next time fairtable starts").format(
        language=LANGUAGES.get(target, target))
    running = i18n.language()
    i18n.set_language(target)
    try:
        there = _("The language changes to {language} the next time fairtable starts").format(
            language=LANGUAGES.get(target, target))
    finally:
        i18n.set_language(running)
    return here if there == here else f"{here} \u00b7 {there}"


def system_language() -> str:
    """The language the system's settings ask for (Qt's reading of them, else the environment's)."""
    from PySide6.QtCore import QLocale

    return i18n.resolve(QLocale.system().name()) or i18n.system_language()


class Menus:
    """The menu bar of the main window and its actions."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.continue_menu: QMenu
        self.language_menu: QMenu
        self.language_actions: dict[str, QAction] = {}
        self._build_menus()

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:  # type: ignore[no-untyped-def]
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _choices(self, menu, names, text, choose) -> dict[str, QAction]:  # type: ignore[no-untyped-def]
        """A checkable entry in ``menu`` for each of ``names`` (shown as ``text(name)``), choosing it with
        ``choose(name)``; by name."""
        out: dict[str, QAction] = {}
        for name in names:
            act = self._action(menu, text(name), lambda _=False, n=name: choose(n))
            act.setCheckable(True)
            out[name] = act
        return out

    def _build_menus(self) -> None:
        w = self.window
        bar = w.menuBar()
        game = bar.addMenu(_("&Game"))
        self.act_new = self._action(game, _("&New\u2026"), lambda: w.new_game(None), QKeySequence.New)
        self.act_open = self._action(game, _("&Open\u2026"), w.files.open_dialog, QKeySequence.Open)
        self.act_save = self._action(game, _("&Save"), w.files.save, QKeySequence.Save)
        self.act_save_as = self._action(game, _("Save &As\u2026"), w.files.save_as, QKeySequence.SaveAs)
        self.continue_menu = game.addMenu(_("&Continue"))
        self.continue_menu.aboutToShow.connect(self.fill_continue_menu)
        self.act_close = self._action(game, _("&Close game"), w.close_game, QKeySequence.Close)
        self.act_replay = self._action(game, _("Re&play this game"), w.enter_replay)
        self.act_hint = self._action(game, _("&Hint"), w.hint, QKeySequence("Ctrl+I"))
        self.act_statistics = self._action(game, _("S&tatistics\u2026"), self.show_statistics)
        game.addSeparator()
        self._action(game, _("&Quit"), w.close, QKeySequence.Quit)
        edit = bar.addMenu(_("&Edit"))
        self.act_undo = self._action(edit, _("&Undo"), w.undo, QKeySequence("Ctrl+Z"))
        self.act_redo = self._action(edit, _("&Redo"), w.redo, QKeySequence("Ctrl+Shift+Z"))
        self.act_casual = self._action(edit, _("Casual undo (take back anything)"), w.toggle_casual)
        self.act_casual.setCheckable(True)
        self.act_confirm = self._action(edit, _("Ask before ending a turn early"), lambda: w.set_confirming(
            self.act_confirm.isChecked()))
        self.act_confirm.setCheckable(True)
        edit.setToolTipsVisible(True)
        view = bar.addMenu(_("&View"))
        self._action(view, _("Zoom &in"), lambda: w.table.view.zoom_by(1.2), QKeySequence.ZoomIn)
        self._action(view, _("Zoom &out"), lambda: w.table.view.zoom_by(1 / 1.2), QKeySequence.ZoomOut)
        self._action(view, _("&Fit to window"), w.table.view.fit, QKeySequence("Ctrl+0"))
        self._action(view, _("F&ull screen"), w.toggle_full_screen, QKeySequence("F11"))
        self.act_magnifier = self._action(view, _("&Magnifier (rest on a piece, or hold Z)"), w.toggle_magnifier)
        self.act_magnifier.setCheckable(True)
        self.speed_actions = self._choices(view.addMenu(_("&Animation speed")), ANIMATION_SPEEDS,
                                           animation_speed_text, w.set_animation_speed)
        self.bot_speed_actions = self._choices(view.addMenu(_("&Bot speed")), BOT_DELAYS_MS, bot_speed_text,
                                               w.set_bot_speed)
        self.text_size_actions = self._choices(view.addMenu(_("&Text size")), TEXT_SIZES, text_size_text,
                                               w.set_text_size)
        self._build_language_menu(view.addMenu(_("&Language")))
        self.announce_actions = self._choices(view.addMenu(_("Screen reader a&nnouncements")), ANNOUNCE_LEVELS,
                                              announce_level_text, self.set_announce)
        self.announce_actions[w.settings.value("access/announce")].setChecked(True)
        self.act_board_list = self._action(view, _("Board as a &list"), w.access.board_list.toggle,
                                           QKeySequence("Ctrl+L"))
        self._build_sound_menu(view.addMenu(_("S&ound")))
        view.addSeparator()
        for dock in w.docks:
            view.addAction(dock.toggleViewAction())
        self._action(view, _("&Reset panels"), w.reset_panels)
        helpm = bar.addMenu(_("&Help"))
        self.act_rules = self._action(helpm, _("&Rules of this game"), self.show_rules, QKeySequence.HelpContents)
        learn = helpm.addMenu(_("&Learn to play"))
        from fairtable.engine.registry import LISTINGS

        for game_id, listing in LISTINGS.items():
            self._action(learn, _(listing.name).replace("&", "&&"), lambda _=False, g=game_id: w.learn(g))
        self.act_teach = self._action(helpm, _("&Teach as I play"), self.toggle_teach)
        self.act_teach.setCheckable(True)
        self.act_teach.setChecked(bool(w.settings.value("teach/on")))
        self.act_teach.setToolTip(_("The first time a rule comes up in a game, a card says it"))
        self._action(helpm, _("Show the rule cards &again"), self.reset_teach)
        self._action(helpm, _("Playing with the &keyboard"), self.show_keys)
        self._action(helpm, _("&About fairtable"), lambda: about(w))

    def fill_continue_menu(self) -> None:
        """Game > Continue: the other unfinished games, read again as the menu opens."""
        games = self.window.files.other_games()
        menu = self.continue_menu
        menu.clear()
        for game in games[:12]:
            menu.addAction(menu_text(game), lambda p=game.path: self.window.files.continue_game(p))
        if not games:
            menu.addAction(_("No other unfinished game")).setEnabled(False)

    # -- Help -------------------------------------------------------------------------------------------

    def keys_box(self) -> QDialog:
        """Help > Playing with the keyboard: the keys in a text that scrolls (the list is longer than a small
        screen), read-only and reachable by a screen reader."""
        from PySide6.QtWidgets import QDialogButtonBox, QPlainTextEdit, QVBoxLayout

        box = QDialog(self.window)
        box.setWindowTitle(_("Playing with the keyboard"))
        box.setFont(self.window.font())
        text = QPlainTextEdit(keys_help())
        text.setReadOnly(True)
        text.setAccessibleName(_("Playing with the keyboard"))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(box.reject)
        layout = QVBoxLayout(box)
        layout.addWidget(text, 1)
        layout.addWidget(buttons)
        metrics = text.fontMetrics()
        box.resize(min(metrics.averageCharWidth() * 96, 900), min(metrics.lineSpacing() * 26, 560))
        return box

    def _build_sound_menu(self, menu) -> None:  # type: ignore[no-untyped-def]
        """View > Sound: on or off, and how loud; remembered in settings.ini."""
        from fairtable.ui.sound import VOLUMES

        sounds = self.window.table_sounds.sounds
        self.act_sound = self._action(menu, _("&Sound on"), self.toggle_sound)
        self.act_sound.setCheckable(True)
        self.act_sound.setChecked(sounds.on)
        menu.addSeparator()
        self.volume_actions = self._choices(menu, VOLUMES, lambda name: _(VOLUMES[name][0]), self.set_volume)
        self.volume_actions[sounds.volume].setChecked(True)
        if not sounds.available:
            menu.setEnabled(False)
            # TRANSLATORS: why View > Sound is greyed out
            menu.setToolTip(_("No sound: this computer has no sound player fairtable knows (pw-play, paplay, aplay)"))
            menu.menuAction().setStatusTip(menu.toolTip())

    def toggle_sound(self) -> None:
        on = self.act_sound.isChecked()
        self.window.settings.setValue("sound/on", on)
        self.window.table_sounds.sounds.on = on

    def set_volume(self, name: str) -> None:
        for n, act in self.volume_actions.items():
            act.setChecked(n == name)
        self.window.settings.setValue("sound/volume", name)
        self.window.table_sounds.sounds.volume = name
        self.window.table_sounds.sounds.prepare()
        self.window.table_sounds.sounds.play("coins")  # a sample of the new loudness

    def set_announce(self, level: str) -> None:
        """View > Screen reader announcements: every move, your turn and big moments, or nothing."""
        for name, act in self.announce_actions.items():
            act.setChecked(name == level)
        self.window.settings.setValue("access/announce", level)
        self.window.access.set_level(level)

    def toggle_teach(self) -> None:
        self.window.settings.setValue("teach/on", self.act_teach.isChecked())

    def reset_teach(self) -> None:
        from fairtable.ui.teach import reset_lessons

        reset_lessons(self.window.settings)
        self.act_teach.setChecked(True)
        self.toggle_teach()
        self.window.show_status(_("Every rule card will show again the first time its rule comes up"))

    def show_statistics(self) -> None:
        """Game > Statistics: the record of games played; a game chosen there opens in the replay."""
        from fairtable.ui.dialogs.statistics import StatisticsDialog

        self.statistics = StatisticsDialog(self.window, self.open_played)
        self.statistics.setFont(self.window.font())
        self.statistics.exec()

    def open_played(self, record_text: str) -> None:
        """A kept game at the table, in the replay (it stays out of the Continue list: it has no autosave)."""
        from fairtable.engine.errors import RecordError, SetupError
        from fairtable.engine.match import Match
        from fairtable.engine.record import Record

        w = self.window
        try:
            match = Match.from_record(Record.from_json(record_text))
        except (RecordError, SetupError) as exc:
            w.show_status(str(exc))
            return
        if w.start(match) and match.steps:
            w.enter_replay()

    def show_keys(self) -> None:
        self.keys_box().exec()

    def rules_dialog(self):  # type: ignore[no-untyped-def]
        """Help > Rules of this game: the summary in the language spoken (rules.<lang>.md), else English."""
        from fairtable.ui.dialogs.simple import RulesDialog, rules_markdown

        if self.window.controller is None:
            return None
        from fairtable.ui.dialogs.components import component_pictures

        info = self.window.controller.game.info
        return RulesDialog(_(info.name), rules_markdown(info.id, _(info.name)), self.window,
                           component_pictures(info.id))

    def show_rules(self) -> None:
        dialog = self.rules_dialog()
        if dialog is not None:
            dialog.exec()

    # -- View > Language ----------------------------------------------------------------------------

    def _build_language_menu(self, menu) -> None:  # type: ignore[no-untyped-def]
        """The system's language and each language in its own words; the saved choice is checked."""
        self.language_menu = menu
        group = QActionGroup(self.window)
        group.setExclusive(True)
        self.language_actions = {}
        choices = [("", _("System default"))] + [(code, name) for code, name in LANGUAGES.items()]
        for code, text in choices:
            act = self._action(menu, text.replace("&", "&&"), lambda _=False, c=code: self.set_language(c))
            act.setCheckable(True)
            tip = _("Use the system's language") if not code else _("Use {language}").format(language=text)
            act.setToolTip(tip)
            act.setStatusTip(tip)
            group.addAction(act)
            self.language_actions[code] = act
        menu.setToolTipsVisible(True)
        self._check_language()

    def _check_language(self) -> None:
        saved = self.window.settings.value("view/language")
        for code, act in self.language_actions.items():
            act.setChecked(code == saved)

    def set_language(self, code: str) -> None:
        """View > Language: saved for the next start (the text on screen now was made in this language)."""
        if code not in self.language_actions:
            code = ""
        self.window.settings.setValue("view/language", code)
        self._check_language()
        self.window.show_status(language_note(code))
