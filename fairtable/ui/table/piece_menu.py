"""A piece's menu: the moves that belong to one piece (a festival's mortgage, a building's activation), opened
by a right click on it, by the Menu key or Shift+F10 on the keyboard's focus ring, or by a drop where one
place stands for several of them. Each entry has its number key in front ("1  Mortgage Sziget for ..."),
which picks it in the open menu, and a tooltip where its words alone do not say what it does.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from fairtable.i18n import _
from fairtable.ui.keys.keycaps import NUMBER_KEYS


def entries_menu(parent: QWidget | None, entries: list[tuple[str, str, str]]) -> tuple[QMenu, list[object]]:
    """The menu of (label, text, tip) entries and its actions, one per entry, in that order."""
    menu = QMenu(parent)
    menu.setAccessibleName(_("Moves of this piece"))
    menu.setToolTipsVisible(True)
    actions = []
    for i, (_label, text, tip) in enumerate(entries):
        words = text.replace("&", "&&")  # "Bus & Bahn": an ampersand, not a shortcut marker
        action = menu.addAction(f"&{i + 1}  {words}" if i < NUMBER_KEYS else words)
        action.setToolTip(tip or text)
        actions.append(action)
    return menu, actions


def piece_menu(parent: QWidget | None, entries: list[tuple[str, str, str]], at: QPoint) -> str | None:
    """Open the menu at ``at`` and return the label of the entry picked, or None (Escape, a click away)."""
    menu, actions = entries_menu(parent, entries)
    if parent is not None:
        menu.setFont(parent.font())  # View > Text size
    if QApplication.mouseButtons() & Qt.RightButton:
        # Opened by a right button still held: the menu opens just off the pointer, so letting the button go
        # picks nothing (the first entry would be under it).
        at = at + QPoint(2, 2)
    elif actions:
        menu.setActiveAction(actions[0])  # from the keyboard: Enter takes the first; the arrows move on from it
    picked = menu.exec(at)
    return next((label for (label, _t, _tip), action in zip(entries, actions, strict=True) if action is picked), None)
