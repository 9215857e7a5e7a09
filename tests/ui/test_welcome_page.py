"""The welcome page asks and the window does: the page says what the player asked for by its signals (a
new game of a title, an unfinished game continued, a file opened, the list changed) and calls no window."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from fairtable import saves
from fairtable.engine.registry import LISTINGS
from fairtable.ui.welcome import WelcomePage


def saved_game(path: Path) -> saves.SavedGame:
    return saves.SavedGame(path=path, game="essen", seats=["Anna", "Ben"], bots=[False, False], moves=3,
                           round=1, saved=datetime.now(UTC), name=None, over=False)


def record(signal) -> list:  # type: ignore[no-untyped-def]
    heard: list = []
    signal.connect(lambda *args: heard.append(args))
    return heard


def test_the_page_stands_alone_and_asks_for_a_new_game_of_the_title_chosen(qtbot):
    page = WelcomePage()
    qtbot.addWidget(page)
    asked = record(page.new_requested)
    second = list(LISTINGS)[1]
    qtbot.mouseDClick(page.cards[second], Qt.LeftButton)
    page.cards[second].setFocus()
    qtbot.keyClick(page.cards[second], Qt.Key_Return)
    assert asked == [(second,), (second,)]


def test_continue_and_open_are_asked_for(qtbot, tmp_path):
    page = WelcomePage()
    qtbot.addWidget(page)
    path = tmp_path / "a.json"
    page.show_games([saved_game(path)])
    continued, opened = record(page.continue_requested), record(page.open_requested)
    page.rows[0].continue_button.click()
    assert continued == [(path,)] and opened == []
    page.open_button.click()
    assert opened == [()]


def test_the_new_game_button_asks_for_the_title_chosen(qtbot):
    page = WelcomePage()
    qtbot.addWidget(page)
    asked = record(page.new_requested)
    last = list(LISTINGS)[-1]
    qtbot.mouseClick(page.cards[last], Qt.LeftButton)
    page.new_button.click()
    assert asked == [(last,)]


def test_a_rename_or_a_delete_says_the_list_changed(qtbot, tmp_path, monkeypatch):
    page = WelcomePage()
    qtbot.addWidget(page)
    game = saved_game(tmp_path / "a.json")
    renamed: list[tuple[saves.SavedGame, str]] = []
    monkeypatch.setattr(saves, "rename", lambda g, name: renamed.append((g, name)) or setattr(g, "name", name))
    monkeypatch.setattr(saves, "delete", lambda g: None)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Sunday rematch", True))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    changed, said = record(page.games_changed), record(page.status)
    page.rename(game)
    page.delete(game)
    assert renamed == [(game, "Sunday rematch")]
    assert len(changed) == 2 and said == [("Renamed to \u201cSunday rematch\u201d",), ("Deleted \u201cSunday rematch\u201d",)]


def test_a_titles_card_is_a_button_to_a_screen_reader_and_each_continue_says_whose_game(qtbot, tmp_path):
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QAccessibleWidget

    page = WelcomePage()
    qtbot.addWidget(page)
    asked = record(page.new_requested)
    first = list(LISTINGS)[0]
    card = QAccessible.queryAccessibleInterface(page.cards[first])
    assert card.role() == QAccessible.Role.Button
    assert QAccessibleWidget.pressAction() in card.actionNames()
    card.doAction(QAccessibleWidget.pressAction())
    assert asked == []  # pressed once the reader's call has returned (a dialog would hold the reader)
    qtbot.waitUntil(lambda: asked == [(first,)])
    page.show_games([saved_game(tmp_path / "a.json")])
    row = page.rows[0]
    assert row.continue_button.accessibleName().startswith("Continue your game of ESSEN")
    assert "Anna" in row.delete_button.accessibleName() and row.delete_button.accessibleName().startswith("Delete")
