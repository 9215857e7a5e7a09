"""The board's keyboard for a screen reader: one description event per change."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tests.ui.accessible_events import AccessibleEvents
from tests.ui.test_keyboard_controls import essen_walk


def test_each_new_description_of_the_ring_is_sent_to_a_screen_reader_once(window, qtbot):
    essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    with AccessibleEvents() as events:
        said = [view.accessibleDescription()]
        for key in (Qt.Key_Tab, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Escape, Qt.Key_Tab, Qt.Key_Return, Qt.Key_Return):
            before = events.count(QAccessible.DescriptionChanged)
            qtbot.keyClick(view, key)
            sent = events.count(QAccessible.DescriptionChanged) - before
            if view.accessibleDescription() != said[-1]:
                said.append(view.accessibleDescription())
                assert sent == 1, (key, view.accessibleDescription())
            else:
                assert sent == 0, (key, view.accessibleDescription())
    assert len(said) >= 6 and keys.description == view.accessibleDescription()
