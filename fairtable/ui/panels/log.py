"""The game log dock: the story of the game as the person looking is told it, newest at the bottom.

Headers mark each round and each change of the seat deciding; a move is a plain line with its number; the
automatic steps it set off follow it, indented and in a quieter colour. The log stays at the newest line
unless the player has scrolled up to read.

A click on a line (or Enter on it) shows the board as it was after that line's move, in the replay; the row
of step buttons above the log (:class:`LogBox`) steps back through the game from the newest move.

A game may run to 100,000 moves: the log grows by the lines each move adds (nothing already there is set
again), holds the newest ``WINDOW`` moves' lines, and brings the lines of earlier moves, ``WINDOW`` at a time,
when the player scrolls up to the top. A row's height is worked out once for its text and width.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from fairtable.i18n import _
from fairtable.ui.text import wrapped_layout

if TYPE_CHECKING:
    from fairtable.engine.match import Match, Step
    from fairtable.engine.narration import Entry

WINDOW = 100  # the moves whose lines the log holds at first; scrolling to the top brings as many earlier ones

ROW_PADDING = 4  # pixels above and below an entry's text
SIDE_PADDING = 8  # pixels the item's frame and margins take from the width
INDENT = 22  # pixels an automatic step stands in from its move
INDENT_ROLE = Qt.UserRole + 1
LEVEL_ROLE = Qt.UserRole + 2
STYLE = {  # level -> (bold, point size change, text colour, background)
    "round": (True, 2, "#3b2a00", "#f3dfae"),
    "turn": (True, 0, "#4a4a4a", ""),
    "move": (False, 0, "", ""),
    "effect": (False, 0, "#1f2a36", ""),
    "auto": (False, -1, "#5b6470", ""),
}


def wrapped_height(text: str, font: QFont, width: int) -> float:
    """The height ``text`` takes when wrapped at ``width`` pixels, as Qt draws it."""
    return wrapped_layout(text, font, width).boundingRect().height()


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text: the default size hint counts lines of the dock's font only, so
    a line with Japanese glyphs (taller fallback font) lost its last words to an ellipsis."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        # Qt asks every row's height whenever a row comes or goes: each is worked out once for its text, its
        # level (which sets its font) and the width, until the fonts change (forget).
        self.sizes: dict[tuple[str, object, int], QSize] = {}

    def forget(self) -> None:
        self.sizes.clear()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        text = str(index.data() or "")
        indent = int(index.data(INDENT_ROLE) or 0)
        width = self.view.viewport().width() - SIDE_PADDING - indent
        key = (text, index.data(LEVEL_ROLE), width)
        size = self.sizes.get(key)
        if size is None:
            size = super().sizeHint(option, index)
            font = index.data(Qt.FontRole) or option.font
            need = int(wrapped_height(text, font, width) + 0.999) + ROW_PADDING
            size = QSize(size.width(), max(size.height(), need))
            if len(self.sizes) > 50_000:
                self.sizes.clear()
            self.sizes[key] = size
        return size

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[no-untyped-def]
        indent = int(index.data(INDENT_ROLE) or 0)
        if indent:
            option = QStyleOptionViewItem(option)
            option.rect.setLeft(option.rect.left() + indent)
        super().paint(painter, option, index)


class LogPanel(QListWidget):
    move_chosen = Signal(int)  # a line was clicked: show the board after this many moves
    told = Signal(list)  # the live game's new lines (Entry), as the viewer is told them: for announcements

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setTextElideMode(Qt.ElideNone)
        self.setResizeMode(QListWidget.Adjust)
        self.delegate = WrappingDelegate(self)
        self.setItemDelegate(self.delegate)
        self.entries: list[Entry] = []
        self.rebuilds = 0  # how often every line was set again (a new game, another viewer, the text size)
        # What the rows tell (show_match): the match, to whom, from which move on, and the moves told (their Steps)
        self._match: Match | None = None
        self._viewer: int | None = None
        self._first = 0
        self._steps: list[Step] = []
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.setToolTip(_("Click a line to see the board as it was after that move"))
        self.itemClicked.connect(self._chosen)
        self.itemActivated.connect(self._chosen)

    def _chosen(self, item: QListWidgetItem) -> None:
        row = self.row(item)
        if self._match is not None and 0 <= row < len(self.entries):
            self.move_chosen.emit(self.entries[row].step)

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """View > Text size: the lines already written are set again in the new size (each row carries a
        font of its own, made from the panel's when it was added)."""
        super().changeEvent(event)
        if event.type() == QEvent.FontChange and self.entries:
            follow = self.at_newest()
            self.delegate.forget()
            self._set_rows(self.entries)
            if follow:
                QTimer.singleShot(0, self._to_newest)

    def _set_rows(self, entries: list[Entry]) -> None:
        self.rebuilds += 1
        self.clear()
        self.entries = []
        for e in entries:
            self.addItem(self._item(e))
        self.entries = list(entries)

    def show_lines(self, lines: list[str]) -> None:
        """Plain numbered lines (no story): kept for titles' tests and tools."""
        if self.count() == len(lines) and (not lines or self.item(self.count() - 1).text().endswith(lines[-1])):
            return
        self._match = None
        self.rebuilds += 1
        self.clear()
        self.entries = []
        for n, line in enumerate(lines, start=1):
            self.addItem(f"{n}. {line}")
        self.scrollToBottom()

    def moves(self) -> int:
        """How many moves the log shows."""
        return sum(1 for e in self.entries if e.level == "move") if self.entries else self.count()

    def at_newest(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def show_story(self, entries: Sequence[Entry]) -> None:
        """The story as entries of :meth:`Match.story`: only new entries are added when the story grew;
        the view follows the newest line unless the player scrolled up."""
        entries = list(entries)
        self._match = None
        if entries == self.entries:
            return
        follow = self.at_newest() or not self.entries
        if len(entries) >= len(self.entries) and entries[: len(self.entries)] == self.entries:
            self._add(entries[len(self.entries):])
        else:
            self._set_rows(entries)
        self._follow(follow)

    def show_match(self, match: Match, viewer: int | None, upto: int | None = None) -> None:
        """The story of ``match`` as ``viewer`` is told it, up to move ``upto`` (None: all of it). A move
        played adds its lines; a move taken back, or a replay stepping back, takes its lines away; nothing
        else is set again unless the game or the viewer changed."""
        count = len(match.steps) if upto is None else max(0, min(upto, len(match.steps)))
        if match is not self._match or viewer != self._viewer:
            self._restart(match, viewer, count)
            return
        # The moves told that are still the match's own (undo and a new move replace the last ones)
        kept = min(count, self._first + len(self._steps))
        while kept > self._first and match.steps[kept - 1] is not self._steps[kept - 1 - self._first]:
            kept -= 1
        if (kept <= self._first and self._first > 0) or count - kept > WINDOW:
            # every move held was taken back, the replay went before them, or far past them
            self._restart(match, viewer, count)
            return
        if kept == count == self._first + len(self._steps):
            return
        follow = self.at_newest() or not self.entries
        cut = len(self.entries)
        while cut > 0 and self.entries[cut - 1].step > kept:
            cut -= 1
        if kept == 0:
            cut = 0  # the setup's lines come again with the story from the start
        for row in range(len(self.entries) - 1, cut - 1, -1):
            self.takeItem(row)
        del self.entries[cut:]
        del self._steps[kept - self._first:]
        new = match.story(viewer, count, since=kept)
        self._add(new)
        self._steps.extend(match.steps[kept:count])
        if upto is None and count > kept:
            self.told.emit(new)
        if follow and len(self._steps) > 3 * WINDOW:
            self._drop_oldest(len(self._steps) - WINDOW)
        self._follow(follow)

    def _restart(self, match: Match, viewer: int | None, count: int) -> None:
        self._match, self._viewer = match, viewer
        self._first = max(0, count - WINDOW)
        self._steps = list(match.steps[self._first:count])
        self._set_rows(match.story(viewer, count, since=self._first))
        self._follow(True)

    def _drop_oldest(self, moves: int) -> None:
        """Back at the newest lines after reading far back: the log again holds the newest moves only."""
        first = self._first + moves
        rows = 0
        while rows < len(self.entries) and self.entries[rows].step <= first:
            rows += 1
        for _row in range(rows):
            self.takeItem(0)
        del self.entries[:rows]
        del self._steps[:moves]
        self._first = first

    def _scrolled(self, value: int) -> None:
        """At the top of the lines held: the lines of earlier moves come in above, the view staying where it was."""
        if self._match is None or self._first == 0 or value > self.verticalScrollBar().minimum():
            return
        QTimer.singleShot(0, self.show_earlier)

    def show_earlier(self) -> None:
        match = self._match
        if match is None or self._first == 0:
            return
        top = self.item(0)
        first = max(0, self._first - WINDOW)
        earlier = match.story(self._viewer, self._first, since=first)
        for row, e in enumerate(earlier):
            self.insertItem(row, self._item(e))
        self.entries[:0] = earlier
        self._steps[:0] = match.steps[first:self._first]
        self._first = first
        if top is not None:
            self.scrollToItem(top, QListWidget.PositionAtTop)

    def _add(self, entries: Sequence[Entry]) -> None:
        for e in entries:
            self.addItem(self._item(e))
        self.entries.extend(entries)

    def _follow(self, follow: bool) -> None:
        if follow:
            self.scrollToBottom()
            QTimer.singleShot(0, self._to_newest)  # again once the new rows know their wrapped heights

    def _to_newest(self) -> None:
        self.scrollToBottom()

    def _item(self, e: Entry) -> QListWidgetItem:
        bold, size, colour, background = STYLE.get(e.level, STYLE["move"])
        text = f"{e.step}. {e.text}" if e.level == "move" and e.step else e.text
        if e.level == "auto":
            text = f"\u2192 {text}"
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setBold(bold or e.banner)
        if size:
            font.setPointSizeF(max(6.0, font.pointSizeF() + size))
        item.setFont(font)
        if colour:
            item.setForeground(QBrush(QColor(colour)))
        if background:
            item.setBackground(QBrush(QColor(background)))
        if e.level in ("auto", "effect"):
            item.setData(INDENT_ROLE, INDENT)
        item.setData(LEVEL_ROLE, (e.level, e.banner))
        return item


class LogBox(QWidget):
    """The log dock's content: a row of step buttons (the replay's own, from the first move to the last) above
    the log. In the live game the first two go into the replay; once in it, all four step it."""

    step = Signal(str)  # "first", "prev", "next", "last"

    def __init__(self, log: LogPanel) -> None:
        from fairtable.ui.table.table_widget import step_buttons

        super().__init__()
        self.log = log
        row = QHBoxLayout()
        row.setContentsMargins(4, 2, 4, 2)
        # TRANSLATORS: above the game log, beside the buttons that step back through the game's moves
        self.label = QLabel(_("Replay"))
        row.addWidget(self.label)
        row.addStretch(1)
        self.buttons: dict[str, QPushButton] = step_buttons(self, row, self.step.emit, 32)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addLayout(row)
        box.addWidget(log, 1)
        self.row = row
        self.set_state(0, None)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """The label only where it fits whole beside the buttons (a narrow dock at a large text size keeps
        the buttons, never a clipped word)."""
        super().resizeEvent(event)
        self._fit_label()

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self._fit_label()

    def _fit_label(self) -> None:
        margins = self.row.contentsMargins()
        buttons = sum(b.sizeHint().width() for b in self.buttons.values())
        spacing = self.row.spacing() * (len(self.buttons) + 1)
        need = self.label.sizeHint().width() + buttons + spacing + margins.left() + margins.right()
        self.label.setVisible(self.width() >= need)

    def set_state(self, moves: int, index: int | None) -> None:
        """Which steps go anywhere: ``moves`` played, the replay at ``index`` (None: the live game)."""
        at = moves if index is None else index
        self.buttons["first"].setEnabled(at > 0)
        self.buttons["prev"].setEnabled(at > 0)
        self.buttons["next"].setEnabled(index is not None and index < moves)
        self.buttons["last"].setEnabled(index is not None and index < moves)
