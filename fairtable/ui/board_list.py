"""The board as a list (View > Board as a list, Ctrl+L): every place shown on the board, in reading order, each
with the pieces lying on it, as a tree a screen reader reads item by item and anyone can read at a glance.

It mirrors the board as the person looking sees it: the words are the board's own keyboard words (the ring's,
see :mod:`fairtable.ui.keys.words`), made from the layout drawn for the viewer, so a face-down card is a
face-down card here too. It follows the game: after each move its lines are said again in place (the item
the reader is on stays current); a new place or piece lays the list out again around the same item. Enter
(or a double click) on a line shows that place or piece on the board: the ring goes to it, the board takes
the keyboard, and the words are said, as the I key would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fairtable.i18n import _
from fairtable.ui.keys.explore import ZONE

if TYPE_CHECKING:
    from fairtable.ui.keys.board import BoardKeys

SIGHT_ROLE = Qt.UserRole + 1  # an item's (kind, id)
SIZE = (420, 520)  # the window's size at the Normal text size

Line = tuple[tuple[str, str], tuple[str, str] | None, str]  # (sight, the place it lies in or None, words)


def board_lines(keys: BoardKeys) -> list[Line]:
    """Every place and piece shown, in the I key's order, with its words; a piece with the place it lies in
    (None for a piece in no place shown)."""
    lines: list[Line] = []
    place: tuple[str, str] | None = None
    for sight in keys.sights():
        kind, key = sight
        if kind == ZONE:
            place = sight
            lines.append((sight, None, keys.sight_words(sight)))
        else:
            c = keys.controller
            layout = c.layout() if c is not None else None
            piece = layout.piece(key) if layout is not None else None
            inside = place if piece is not None and place is not None and piece.zone == place[1] else None
            lines.append((sight, inside, _inside(keys, key, place[1]) if inside and place else keys.sight_words(sight)))
    return lines


def _inside(keys: BoardKeys, piece_id: str, zone_id: str) -> str:
    """A piece's words under the place it lies in: without that place said again."""
    words = keys.piece_words(piece_id)
    c = keys.controller
    zone = c.layout().zone(zone_id) if c is not None and c.layout() is not None else None
    if zone is not None:
        tail = _("{piece}, in {place}").format(piece="", place=keys.zone_words(zone))
        if tail and words.endswith(tail) and len(words) > len(tail):
            words = words[: -len(tail)]
    return words


class BoardList(QDialog):
    """A window beside the table with the board as a tree of places and pieces."""

    def __init__(self, parent: QWidget, keys: BoardKeys) -> None:
        super().__init__(parent)
        self.keys = keys
        self.setWindowTitle(_("Board as a list"))
        self.setModal(False)
        self.setAttribute(Qt.WA_WindowPropagation)  # the window's font: View > Text size reaches the list too
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        # A long line is never cut short: the list scrolls sideways to it (at the largest text too).
        self.tree.setTextElideMode(Qt.ElideNone)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        self.tree.setAccessibleName(_("Board as a list"))
        self.tree.setAccessibleDescription(_("Every place on the board with what lies on it"))
        self.tree.itemActivated.connect(self._show_on_board)
        how = QLabel(_("Enter shows the place or piece on the board."))
        how.setWordWrap(True)
        how.setTextFormat(Qt.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(how)
        self.resize(*SIZE)
        # The window's Ctrl+L is the main window's; in this window the same key goes back to the board.
        back = QShortcut(QKeySequence("Ctrl+L"), self)
        back.activated.connect(self.toggle)
        self._lines: list[Line] = []
        self._items: dict[tuple[str, str], QTreeWidgetItem] = {}

    def toggle(self) -> None:
        """Ctrl+L: open the list and give it the keyboard; pressed again while it has it, back to the board
        (the list stays open; Escape closes it)."""
        if self.isVisible() and self.isActiveWindow():
            self.parentWidget().activateWindow()  # the list stays open beside the table
            self.keys.view.setFocus(Qt.ShortcutFocusReason)
            return
        if not self.isVisible():
            # as large as the text wants, within the screen (the window's frame is fitted to it as it shows)
            scale = self.font().pointSizeF() / max(1.0, QApplication.font().pointSizeF())
            screen = self.parentWidget().screen().availableGeometry()
            self.resize(min(int(SIZE[0] * scale), screen.width() // 2), min(int(SIZE[1] * scale), screen.height() - 80))
        self.show()
        self.refresh()
        self.raise_()
        self.activateWindow()
        self.tree.setFocus(Qt.ShortcutFocusReason)
        if self.tree.currentItem() is None and self.tree.topLevelItemCount():
            self.tree.setCurrentItem(self.tree.topLevelItem(0))

    def refresh(self) -> None:
        """Say the board again: the words of each line in place when the same places and pieces are shown,
        else the whole list laid out again, the current item kept."""
        if not self.isVisible():
            return
        lines = board_lines(self.keys) if self.keys.controller is not None else []
        if [(s, p) for s, p, _w in lines] == [(s, p) for s, p, _w in self._lines]:
            for (sight, _p, words), (_s, _q, old) in zip(lines, self._lines, strict=True):
                if words != old:
                    self._items[sight].setText(0, words)
            self._lines = lines
            return
        current = self.tree.currentItem()
        keep = current.data(0, SIGHT_ROLE) if current is not None else None
        self.tree.clear()
        self._items = {}
        for sight, place, words in lines:
            parent = self._items.get(place) if place is not None else None
            item = QTreeWidgetItem([words]) if parent is None else QTreeWidgetItem(parent, [words])
            item.setData(0, SIGHT_ROLE, sight)
            if parent is None:
                self.tree.addTopLevelItem(item)
            self._items[sight] = item
        self.tree.expandAll()
        self._lines = lines
        if keep is not None and tuple(keep) in self._items:
            self.tree.setCurrentItem(self._items[tuple(keep)])

    def _show_on_board(self, item: QTreeWidgetItem) -> None:
        sight = item.data(0, SIGHT_ROLE)
        if sight is None or self.keys.controller is None:
            return
        window = self.parentWidget()
        window.activateWindow()
        self.keys.view.setFocus(Qt.ShortcutFocusReason)
        self.keys.look_at((str(sight[0]), str(sight[1])))

