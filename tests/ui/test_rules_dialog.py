"""Help > Rules: the sections beside the text, a click going to one, and a search that marks every place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

from fairtable.ui.dialogs.simple import RulesDialog, rules_markdown


def rules(qtbot, game_id="essen", title="ESSEN"):  # type: ignore[no-untyped-def]
    dialog = RulesDialog(title, rules_markdown(game_id, title))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_sections_are_listed_and_a_click_brings_one_to_the_top(qtbot):
    dialog = rules(qtbot)
    names = [dialog.sections.item(r).text().strip() for r in range(dialog.sections.count())]
    assert names[:4] == ["ESSEN The Game: SPIEL'13 \u2014 rules summary", "Goal", "Setup", "A round"], names
    bar = dialog.browser.verticalScrollBar()
    for name in ("A round", "Scoring"):
        row = names.index(name)
        rect = dialog.sections.visualItemRect(dialog.sections.item(row))
        qtbot.mouseClick(dialog.sections.viewport(), Qt.LeftButton, pos=rect.center())
        cursor = dialog.browser.textCursor()
        assert cursor.block().text() == name
        top = dialog.browser.cursorRect(cursor).top()
        # the heading at the top of the view, or as near as the text's end lets it come
        assert 0 <= top < dialog.browser.viewport().height(), (name, top)
        assert top < 40 or bar.value() == bar.maximum(), (name, top, bar.value(), bar.maximum())
        assert bar.value() > 0


def test_a_search_marks_every_place_and_enter_goes_from_one_to_the_next(qtbot):
    dialog = rules(qtbot)
    text = dialog.browser.toPlainText().lower()
    qtbot.keyClicks(dialog.search, "crowd")
    places = text.count("crowd")
    assert places >= 2
    assert len(dialog.matches) == places == len(dialog.browser.extraSelections())
    assert dialog.found.text() == f"{places} places"
    first = dialog.browser.textCursor()
    assert first.selectedText().lower() == "crowd" and first.selectionStart() == text.index("crowd")
    qtbot.keyClick(dialog.search, Qt.Key_Return)
    second = dialog.browser.textCursor()
    assert second.selectedText().lower() == "crowd" and second.selectionStart() > first.selectionStart()
    for _ in range(places - 1):
        qtbot.keyClick(dialog.search, Qt.Key_Return)
    assert dialog.browser.textCursor().selectionStart() == first.selectionStart()  # round again from the first
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "qqzzqq")
    assert dialog.found.text() == "Not found" and not dialog.browser.extraSelections()
    dialog.search.clear()
    assert dialog.found.text() == "" and not dialog.browser.extraSelections()


def test_ctrl_f_goes_to_the_search_box(qtbot):
    dialog = rules(qtbot, "festival", "Agents Of Empire")
    (shortcut,) = [s for s in dialog.findChildren(QShortcut) if s.key() == QKeySequence(QKeySequence.Find)]
    dialog.browser.setFocus()
    shortcut.activated.emit()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.search or dialog.search.hasFocus(), timeout=2000)


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_the_rules_show_the_components_as_the_board_draws_them(qtbot, game_id):
    from fairtable.ui.dialogs.components import component_pictures

    pictures = component_pictures(game_id)
    assert len(pictures) >= 3, game_id
    for name, image in pictures:
        assert name and any(ch.isalpha() for ch in name), name
        # Drawn, not blank: more than one colour in the picture.
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert len(colours) > 3, name
    dialog = RulesDialog(game_id, rules_markdown(game_id, game_id), None, pictures)
    qtbot.addWidget(dialog)
    sections = [dialog.sections.item(i).text() for i in range(dialog.sections.count())]
    assert sections[-1] == "Components"
    assert dialog.browser.toPlainText().count("\ufffc") >= len(pictures)  # each picture is in the text
