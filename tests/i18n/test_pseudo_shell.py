"""The window around the board speaks only catalog words: in the pseudo language every menu, action, tooltip,
status line, dialog, the welcome page and its Continue list come out wrapped in ⟦brackets⟧. The board (the
table widget) and the docks' contents are another part's and are left out here; the docks' titles are the
window's and are checked.

What may stand outside the brackets: the people's names, file paths, the languages' own names in View >
Language, the app's name "fairtable", Qt's own words (its standard buttons, translated by Qt's catalog, see
:func:`fairtable.ui.app.speak`) and the texts the engine gives (a move's line, score rows: checked by
test_pseudo_titles.py)."""

from __future__ import annotations

import errno
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from fairtable import i18n, paths, saves
from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng
from fairtable.paths import games_dir, user_data_dir
from fairtable.ui import app as ui_app
from fairtable.ui.dialogs.new_game import NewGameChoice, NewGameDialog
from fairtable.ui.dialogs.simple import about_text
from fairtable.ui.main_window import MainWindow
from fairtable.ui.settings import Settings
from fairtable.ui.welcome import long_date
from tests.i18n.pseudo import Collector

NAMES = ["Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima", "Ida", "Bo"]
#: Qt's own words (standard buttons and the like): Qt's catalog (qtbase_<lang>.qm) translates them.
QT_WORDS = ["Cancel", "Close", "OK", "Yes", "No", "Apply", "Save", "Open", "Help", "Show Details..."]
NEVER_TRANSLATED = ["fairtable", *i18n.LANGUAGES.values()]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.SOURCE)


@pytest.fixture
def window(qtbot, pseudo):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()


@pytest.fixture
def boxes(monkeypatch):
    """Every message box is recorded (kind, title, text) instead of waiting for a click; a built box's exec()
    records the box and answers Cancel."""
    shown: list[tuple[str, str, str]] = []
    built: list[QMessageBox] = []

    def answer(kind):
        def box(*a, **k):
            shown.append((kind, a[1], a[2]))
            return QMessageBox.No if kind == "question" else QMessageBox.Ok
        return box

    for kind in ("question", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, answer(kind))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: built.append(self) or QMessageBox.Cancel)
    return shown, built


def seen_with(*names: str) -> Collector:
    return Collector([*NAMES, *NEVER_TRANSLATED, *QT_WORDS, str(user_data_dir()), *names])


def plain_text(text: str) -> str:
    return QTextDocumentFragment.fromHtml(text).toPlainText() if QtGui.Qt.mightBeRichText(text) else text


def outside(widget: QWidget, excluded: list[QWidget]) -> bool:
    return not any(widget is x or x.isAncestorOf(widget) for x in excluded)


def see_widget(seen: Collector, where: str, w: QWidget) -> None:
    name = f"{where} {type(w).__name__} {w.objectName()}".strip()
    for what, text in (("tooltip", w.toolTip()), ("accessible name", w.accessibleName()),
                       ("accessible description", w.accessibleDescription()), ("status tip", w.statusTip()),
                       ("what's this", w.whatsThis())):
        seen.see(f"{name} {what}", plain_text(text))
    if w.isWindow() or isinstance(w, QGroupBox):
        seen.see(f"{name} title", w.title() if isinstance(w, QGroupBox) else w.windowTitle())
    if isinstance(w, QLabel | QAbstractButton):
        seen.see(f"{name} text", plain_text(w.text()))
    if isinstance(w, QLineEdit):
        seen.see(f"{name} placeholder", w.placeholderText())
    if isinstance(w, QComboBox):
        for i in range(w.count()):
            seen.see(f"{name} item {i}", w.itemText(i))
            seen.see(f"{name} item {i} tooltip", w.itemData(i, Qt.ToolTipRole) or "")
    if isinstance(w, QListWidget):
        for i in range(w.count()):
            seen.see(f"{name} item {i}", w.item(i).text())
            seen.see(f"{name} item {i} tooltip", w.item(i).toolTip())
    if isinstance(w, QTableWidget):
        for i in range(w.rowCount()):
            item = w.verticalHeaderItem(i)
            seen.see(f"{name} row {i}", item.text() if item else "")
    if isinstance(w, QMessageBox):
        seen.see(f"{name} message", plain_text(w.text()))
        seen.see(f"{name} informative", plain_text(w.informativeText()))
    if isinstance(w, QMenu):
        see_menu(seen, name, w)


def see_menu(seen: Collector, where: str, menu: QMenu) -> None:
    seen.see(f"{where} menu title", menu.title())
    for act in menu.actions():
        if act.isSeparator():
            continue
        label = f"{where} > {act.text()}"
        seen.see(f"{label} text", act.text())
        seen.see(f"{label} tooltip", act.toolTip())
        seen.see(f"{label} status tip", act.statusTip())
        if act.menu() is not None:
            see_menu(seen, label, act.menu())


def walk(seen: Collector, where: str, root: QWidget, excluded: list[QWidget] = ()) -> None:
    """Every text of ``root`` and the widgets in it, but those in ``excluded``."""
    excluded = list(excluded)
    for w in [root, *root.findChildren(QWidget)]:
        if outside(w, excluded):
            see_widget(seen, where, w)


def walk_window(seen: Collector, window: MainWindow) -> None:
    """The main window, its menus and status bar; the board and the docks' contents left out (their
    titles and toggles are the window's)."""
    walk(seen, "window", window, [window.table, *window.docks])
    for dock in window.docks:
        seen.see("dock title", dock.windowTitle())
        seen.see("dock accessible name", dock.accessibleName())
    for act in window.menuBar().actions():
        see_menu(seen, "menu", act.menu())
    seen.see("status bar", window.statusBar().currentMessage())


def unfinished(game_id: str = "essen", names=("Ida", "Bo"), moves: int = 3, name: str | None = None,
               days_ago: int = 0) -> Match:
    game = get_game(game_id)
    m = Match(game, [Seat(name=n) for n in names], seed=3, autosave=saves.autosave_file(saves.new_game_id()))
    rng = Rng(1)
    for _ in range(moves):
        m.play(rng.choice(game.legal_actions(m.state)))
    m.save_autosave()
    if days_ago:
        import json

        data = json.loads(m.autosave.read_text())
        data["autosave"]["saved"] = (datetime.now(UTC) - timedelta(days=days_ago)).isoformat(timespec="seconds")
        if name:
            data["autosave"]["name"] = name
        m.autosave.write_text(json.dumps(data))
    return m


def failing_writes(monkeypatch):
    real = open

    def refuse(file, *a, **k):
        if Path(file).parent == games_dir():
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(file, *a, **k)

    monkeypatch.setattr(paths, "open", refuse, raising=False)


def assert_clean(seen: Collector) -> None:
    assert not seen.found, f"{len(seen.found)} texts escaped the catalog:\n{seen.report()}"


# -- the window --------------------------------------------------------------------------------------


def test_the_welcome_page_menus_and_continue_list_speak_only_catalog_words(qtbot, pseudo, boxes):
    unfinished("festival", ("Anna", "Ben"), moves=2)
    old = unfinished("essen", ("Ida", "Bo"), moves=4, name="Friday night", days_ago=30)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.menus.fill_continue_menu()
    assert len(w.welcome.rows) == 2 and len(w.menus.continue_menu.actions()) == 2
    moment = saves.read_saved_game(old.autosave).saved
    seen = seen_with(long_date(moment), "Friday night")
    walk_window(seen, w)
    assert_clean(seen)
    w.close()


def test_a_game_at_the_table_and_its_messages_speak_only_catalog_words(window, qtbot, boxes, monkeypatch):
    shown, built = boxes
    game = get_game("marche")
    choice = NewGameChoice(game, [Seat(name="Anna"), Seat(name="Ben")], game.make_options(None), 4)
    match = window.start_new(choice)
    rng = Rng(2)
    for _ in range(3):
        window.controller.play(rng.choice(game.legal_actions(match.state)))
    window._thinking(1, True)
    # the moves' lines and why undo is blocked: the engine's and the table's (test_pseudo_titles)
    seen = seen_with(*(s.line for s in match.steps), window.controller.undo_reason() or "")
    walk_window(seen, window)
    window._thinking(1, False)
    # the other game kept, and the Continue menu with it
    window.start_new(choice)
    seen.see("status after a new game", window.statusBar().currentMessage())
    window.menus.fill_continue_menu()
    see_menu(seen, "continue", window.menus.continue_menu)
    # autosave failing: the label, its tooltip, the status line and the one dialog (it does not block)
    failing_writes(monkeypatch)
    window.controller.play(rng.choice(game.legal_actions(window.controller.match.state)))
    assert window.files.autosave_box is not None and window.files.autosave_label.text()
    seen.names += ["No space left on device", *(s.line for s in window.controller.match.steps)]
    walk(seen, "autosave", window.files.autosave_box)
    seen.see("autosave label", window.files.autosave_label.text())
    seen.see("autosave label tooltip", window.files.autosave_label.toolTip())
    seen.see("autosave status", window.statusBar().currentMessage())
    window.files.ask_unsaved_close()  # closing a game that is not on disk: the question
    window._confirm("⟦End your turn?⟧")
    for box in built:
        walk(seen, "question", box)
    monkeypatch.setattr(paths, "open", open, raising=False)
    window.controller.play(rng.choice(game.legal_actions(window.controller.match.state)))
    seen.see("autosave works again", window.statusBar().currentMessage())
    window.close_game()
    seen.see("status after closing", window.statusBar().currentMessage())
    for kind, title, text in shown:
        seen.see(f"{kind} title", title)
        seen.see(f"{kind} text", text)
    assert_clean(seen)


def test_damaged_autosaves_and_data_files_are_told_in_catalog_words(window, qtbot, boxes):
    from fairtable.resources import DataFileError

    shown, built = boxes
    m = unfinished("essen", moves=1)
    m.autosave.write_text(m.autosave.read_text()[:200])
    window.files.refresh_games()
    seen = seen_with(str(m.autosave), m.autosave.name, "cut")
    seen.see("status: damaged", window.statusBar().currentMessage())
    (games_dir() / "text.json").write_bytes(b"\xff\xfe\x00")
    window.files.offer_resume()
    window._data_file_damaged(DataFileError("resources/games/essen/games.json: line 3"))
    seen.names += [str(games_dir() / "text.json"), "resources/games/essen/games.json"]
    assert len(built) == 1 and [k for k, _, _ in shown] == ["warning"]
    shown[:0] = [("information", box.windowTitle(), box.text()) for box in built]
    ui_app.install_excepthook(lambda: True)
    try:
        sys.excepthook(ValueError, ValueError("boom"), None)
    finally:
        sys.excepthook = sys.__excepthook__
    seen.names += ["ValueError", "boom", str(user_data_dir() / "crash.log")]
    assert shown[-1][1]
    for kind, title, text in shown:
        seen.see(f"{kind} title", title)
        seen.see(f"{kind} text", text)
    assert_clean(seen)


@pytest.mark.parametrize("game_id", title_ids())
def test_the_new_game_dialog_speaks_only_catalog_words(window, qtbot, game_id):
    dialog = NewGameDialog(window, game_id)
    qtbot.addWidget(dialog)
    game = dialog.game
    assert game.info.id == game_id
    # A variant whose title gives no Field(title=...) is labelled from its Python name: the title's to mark.
    untitled = [name.replace("_", " ").capitalize() for name, f in game.info.options.model_fields.items()
                if not f.title]
    seen = seen_with(*untitled)
    dialog.seed.setText("a seed")
    assert dialog.choice() is None and dialog.error.text()
    walk(seen, f"new game ({game_id})", dialog)
    for row in dialog.seat_rows:  # the colour picker's title; the picker's fields are Qt's own words
        seen.see("seat colour picker", row[1].colour_dialog().windowTitle())
    assert_clean(seen)
    assert not untitled, f"{game_id}: variants without a Field(title=...) are shown by their Python names"


def test_the_final_scores_rules_keys_and_about_speak_only_catalog_words(window, qtbot, tmp_path, monkeypatch):
    game = get_game("marche")
    played = play_game(game, 2, seed=7)
    record = Record.create(game, None, [SeatRecord(name="Anna"), SeatRecord(name="Ben")], 7, played.actions)
    path = tmp_path / "finished.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert window.files.open_record(path)
    scores = window.last_scores
    assert scores is not None and scores.isVisible()
    result = window.controller.match.result()
    engine_words = [label for rows in result.breakdown for label, _ in rows] + [result.tiebreak or ""]
    seen = seen_with(path.name, *engine_words)  # the score rows and the tie-break: the engine's
    seen.see("status after opening", window.statusBar().currentMessage())
    walk(seen, "scores", scores)
    walk(seen, "keys", window.menus.keys_box())
    rules = window.menus.rules_dialog()
    walk(seen, "rules", rules, [rules.browser, rules.sections])  # the rules file's text and headings: translated by file, see below
    title, text = about_text()
    seen.see("about title", title)
    seen.see("about text", plain_text(text))
    assert_clean(seen)


def test_help_reads_the_rules_in_the_language_spoken_where_there_are_some(window, qtbot, tmp_path, monkeypatch):
    from fairtable import resources

    game = get_game("marche")  # its data read from the installed files, before the rules' folder is faked
    folder = tmp_path / "games" / "marche"
    folder.mkdir(parents=True)
    (folder / "rules.md").write_text("# Animal Marche\n\nEnglish rules", encoding="utf-8")
    monkeypatch.setattr(resources, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    window.start_new(NewGameChoice(game, [Seat(name="Anna"), Seat(name="Ben")], game.make_options(None), 1))
    assert "English rules" in window.menus.rules_dialog().browser.toPlainText()
    (folder / "rules.pseudo.md").write_text("# ⟦Animal Marche⟧\n\n⟦The rules⟧", encoding="utf-8")
    # The summary, then the pictures of the components (a section of their own)
    assert window.menus.rules_dialog().browser.toPlainText().split("⟦Components⟧")[0].rstrip().endswith("⟦The rules⟧")
    (folder / "rules.md").unlink()
    (folder / "rules.pseudo.md").unlink()
    assert "⟦No rules summary is installed.⟧" in window.menus.rules_dialog().browser.toPlainText()


def test_a_day_long_ago_is_written_the_languages_way():
    day = datetime(2024, 3, 3, 12, tzinfo=UTC)
    assert long_date(day) == "3 March 2024"
    i18n.set_language("de")
    assert long_date(day) == "3. März 2024"
    i18n.set_language("ja")
    assert long_date(day) == "2024年3月3日"


# -- choosing the language -----------------------------------------------------------------------------


def test_view_language_is_saved_read_back_and_says_it_applies_at_the_next_start(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.menus.language_actions[""].isChecked(), "a new installation follows the system"
    assert [a.text() for a in w.menus.language_menu.actions()][1:] == list(i18n.LANGUAGES.values())
    w.menus.language_actions["de"].trigger()
    assert w.settings.value("view/language") == "de"
    assert w.menus.language_actions["de"].isChecked() and not w.menus.language_actions[""].isChecked()
    note = w.statusBar().currentMessage()
    assert note.startswith("The language changes to Deutsch the next time fairtable starts")
    assert Settings(user_data_dir() / "settings.ini").value("view/language") == "de"
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.menus.language_actions["de"].isChecked()
    again.menus.language_actions["en"].trigger()
    assert again.statusBar().currentMessage() == "fairtable speaks English now"
    again.menus.language_actions[""].trigger()
    assert Settings(user_data_dir() / "settings.ini").value("view/language") == ""


def test_a_language_the_settings_cannot_name_is_dropped_for_the_systems():
    path = user_data_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[view]\nlanguage=klingon\n", encoding="utf-8")
    assert Settings(path).value("view/language") == ""
    with pytest.raises(ValueError):
        Settings(path).setValue("view/language", "klingon")


def test_the_language_is_the_command_lines_then_the_environments_then_the_saved_then_the_systems(monkeypatch):
    settings = Settings(user_data_dir() / "settings.ini")
    settings.setValue("view/language", "de")
    monkeypatch.setenv("FAIRTABLE_LANG", "zh_Hant")
    assert ui_app.app_language("ja", settings, system="zh_CN") == "ja"
    assert ui_app.app_language(None, settings, system="zh_CN") == "zh_Hant"
    assert ui_app.app_language("xx", settings, system="zh_CN") == "zh_Hant", "an unknown --lang is passed over"
    monkeypatch.delenv("FAIRTABLE_LANG")
    assert ui_app.app_language(None, settings, system="zh_CN") == "de"
    settings.setValue("view/language", "")
    assert ui_app.app_language(None, settings, system="zh_CN") == "zh_Hans"
    assert ui_app.app_language(None, settings, system="ja_JP") == "ja"


def test_qts_own_words_speak_the_language_chosen(qtbot):
    for suffix in i18n.QT_SUFFIX.values():
        assert (ui_app.qt_translations_dir() / f"qtbase_{suffix}.qm").is_file(), suffix
    app = QApplication.instance()
    before = QLocale()
    translator = ui_app.speak(app, "de")
    try:
        assert translator is not None and i18n.language() == "de"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
        assert QLocale().name() == "de_DE"
        assert QLocale().toString(30000) == "30.000"
    finally:
        if translator is not None:
            app.removeTranslator(translator)
        QLocale.setDefault(before)
        i18n.set_language(i18n.SOURCE)
    assert ui_app.speak(app, "en") is None and QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    QLocale.setDefault(before)
