"""The players dock: each seat's colour, name, kind, public score, and who is to act (or thinking); under it
the game's figures, a small table of labelled figures in the player's language ("Round": "1 of 5")."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QFrame,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from fairtable.engine.seats import isolate
from fairtable.i18n import _
from fairtable.ui.table.seat_marks import seat_marks
from fairtable.ui.text import wrapped_layout

if TYPE_CHECKING:
    from fairtable.engine.match import Match

# The dock's width hints in average characters of its font: the same on every turn (they never depend on
# the texts shown, which wrap), bounded in pixels so that the largest text size still leaves the board room.
HINT_CHARS, HINT_PX = 34, (220, 340)
MIN_CHARS, MIN_PX = 14, (120, 200)


def figures_words(rows: list[tuple[str, str]]) -> str:
    """The figures as one line a screen reader says: "Round: 1 of 7. AP: 8." """
    # TRANSLATORS: a figure's name and value as a screen reader says them ("Round: 1 of 7")
    return " ".join(_("{name}: {value}.").format(name=name, value=value) for name, value in rows)


class FiguresView(QTextBrowser):
    """The figures as a two-column table of names and values; in a dock too narrow for two columns (a large
    text size) each name over its value. Text wraps at word boundaries, and inside a word too long for the dock
    (a German compound at the largest text size), so nothing is ever cut off; the view is as tall as its text
    and the dock scrolls it."""

    #: Below this many average characters of width, each name stands over its value.
    TWO_COLUMNS_CHARS = 26

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # as tall as its text (fit_height)
        self.setWordWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
        self.setOpenLinks(False)
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        # A Tab stop: a screen reader reads the figures (its name, then every row) when it comes here.
        self.setFocusPolicy(Qt.TabFocus)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        # On the dock's own background (a palette, not a style sheet: a style sheet would keep View > Text
        # size's font from reaching the figures).
        palette = self.palette()
        palette.setColor(QPalette.Base, QColor(0, 0, 0, 0))
        self.setPalette(palette)
        self.document().setDocumentMargin(2)
        self._rows: list[tuple[str, str]] = []
        self._colours: dict[str, str] = {}
        self._stacked: bool | None = None

    def set_rows(self, rows: list[tuple[str, str]], colours: dict[str, str]) -> None:
        """Show ``rows`` of (name, value); a name found in ``colours`` (a seat's) in that colour."""
        self._rows, self._colours = rows, colours
        self.setAccessibleDescription(figures_words(rows))
        self._render()

    def stacked(self) -> bool:
        """Whether each name stands over its value (a narrow dock) rather than beside it."""
        return self.viewport().width() < QFontMetrics(self.font()).averageCharWidth() * self.TWO_COLUMNS_CHARS

    def _render(self) -> None:
        self._stacked = self.stacked()
        text, base = self.palette().color(QPalette.Text), self.palette().color(QPalette.Window)
        muted = QColor(*(round(0.72 * a + 0.28 * b) for a, b in ((text.red(), base.red()), (text.green(), base.green()),
                                                               (text.blue(), base.blue())))).name()
        parts = []
        for label, value in self._rows:
            colour = self._colours.get(label)
            style = f"color:{colour}; font-weight:bold" if colour else f"color:{muted}"
            if self._stacked:
                parts.append(f'<p style="margin:3px 0 0 0"><span style="{style}">{escape(label)}</span></p>'
                             f'<p style="margin:0 0 0 10px">{escape(value)}</p>')
            else:
                parts.append(f'<tr><td style="{style}; padding-right:8px">{escape(label)}</td><td>{escape(value)}</td></tr>')
        body = "".join(parts)
        self.setHtml(body if self._stacked or not body else f'<table cellspacing="0" cellpadding="1">{body}</table>')
        self.fit_height()

    def fit_height(self) -> None:
        """Be exactly as tall as the text at the present width."""
        doc = self.document()
        doc.setTextWidth(max(1, self.viewport().width()))
        self.setFixedHeight(int(doc.size().height() + 0.999) + 2 * self.frameWidth())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, 0)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            if self._stacked is not None and self._stacked != self.stacked():
                self._render()
            else:
                self.fit_height()

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.FontChange and self._stacked is not None:
            self._render()  # View > Text size: two columns may no longer fit, or fit again


class WrappingRows(QStyledItemDelegate):
    """The players' rows wrapped at word boundaries, and inside a word too long for the dock's width (a long
    name or a German word at the largest text size), so no row is ever cut at the dock's edge."""

    PAD = 2

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def _layout(self, index, option) -> QTextLayout:  # type: ignore[no-untyped-def]
        font = index.data(Qt.FontRole) or option.font
        return wrapped_layout(index.data(Qt.DisplayRole) or "", font, max(1, self.view.viewport().width() - 2 * self.PAD))

    def widest_line(self, row: int) -> float:
        """The width of a row's widest line as drawn (never more than the list's width)."""
        option = QStyleOptionViewItem()
        option.font = self.view.font()
        layout = self._layout(self.view.model().index(row, 0), option)
        return max((layout.lineAt(k).naturalTextWidth() for k in range(layout.lineCount())), default=0.0)

    def sizeHint(self, option, index) -> QSize:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        layout = self._layout(index, option)
        height = layout.boundingRect().height()
        return QSize(max(1, self.view.viewport().width()), int(height + 0.999) + 2 * self.PAD)

    def paint(self, painter, option, index) -> None:  # type: ignore[no-untyped-def]
        layout = self._layout(index, option)
        brush = index.data(Qt.ForegroundRole)
        colour = brush.color() if isinstance(brush, QBrush) else QColor(brush) if brush else option.palette.color(QPalette.Text)
        painter.save()
        painter.setPen(colour)
        layout.draw(painter, QPointF(option.rect.left() + self.PAD, option.rect.top() + self.PAD))
        painter.restore()


class PlayersPanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.list = QListWidget()
        self.list.setSelectionMode(QListWidget.NoSelection)
        # A narrow dock wraps a long row ("Deniz - 53.720 Tacken [Bot (Normal)]") instead of cutting it.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # as tall as its rows (_fit_list)
        self.list.setResizeMode(QListView.Adjust)
        self.list.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        self.list.setAccessibleName(_("Players"))
        self.list.setItemDelegate(WrappingRows(self.list))
        # The list's width also changes without the dock's: when the figures below grow past the dock's height
        # a scroll bar takes its room, rows wrap onto more lines, and the list must grow with them.
        self.list.installEventFilter(self)
        self.info = FiguresView()
        self.info.setAccessibleName(_("Game figures"))
        #: The figures shown, as (label, value) pairs in the player's language.
        self.rows: list[tuple[str, str]] = []
        # The list and the figures scroll together when the dock is short of room (a small window, the largest
        # text size): nothing is cut off, and neither is drawn over the other.
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.list)
        inner.addWidget(self.info)
        inner.addStretch(1)
        self.figures = QScrollArea()
        self.figures.setWidget(body)
        self.figures.setWidgetResizable(True)
        self.figures.setFrameShape(QFrame.NoFrame)
        self.figures.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.figures.setFocusPolicy(Qt.NoFocus)  # Tab goes to the figures themselves, not to the area
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.figures, 1)
        self.thinking: int | None = None

    # -- size: the same on every turn ----------------------------------------------------------------

    def _chars(self, chars: int, bounds: tuple[int, int]) -> int:
        return max(bounds[0], min(bounds[1], QFontMetrics(self.font()).averageCharWidth() * chars))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """What the dock asks for: from its font alone, never from the turn's texts (they wrap), so the
        column beside the board keeps its width from turn to turn."""
        return QSize(self._chars(HINT_CHARS, HINT_PX), QFontMetrics(self.font()).height() * 12)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._chars(MIN_CHARS, MIN_PX), QFontMetrics(self.font()).height() * 4)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        self._fit_list()

    def eventFilter(self, watched, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        if watched is self.list and event.type() == QEvent.Resize and event.oldSize().width() != event.size().width():
            self._fit_list()
        return super().eventFilter(watched, event)

    def _fit_list(self) -> None:
        """Make the list exactly as tall as its rows at its present width (rows wrap when narrow)."""
        rows = self.list
        rows.doItemsLayout()
        n = rows.count()
        bottom = rows.visualItemRect(rows.item(n - 1)).bottom() - rows.visualItemRect(rows.item(0)).top() if n else 0
        rows.setFixedHeight(bottom + 1 + 2 * rows.frameWidth() + 4)
        self.info.fit_height()

    # -- content --------------------------------------------------------------------------------------

    def show_match(self, match: Match | None, info: dict[str, str] | None = None, state=None) -> None:  # type: ignore[no-untyped-def]
        """The seats with their labelled figures, at ``state`` (the move a replay shows; the live state
        by default)."""
        self.list.clear()
        if match is None:
            self.show_figures({})
            return
        from fairtable.bots.base import LEVEL_NAMES, canonical_level

        state = match.state if state is None else state
        cur = match.game.current_player(state)
        figures = match.game.presentation.standings(state)  # the dock is shared: no seat's secret counts
        marks = seat_marks([seat.name for seat in match.seats])
        for i, seat in enumerate(match.seats):
            level = canonical_level(seat.level or "random")
            if seat.kind == "human":
                kind = _("Human")
            else:
                # TRANSLATORS: a bot's seat and its level ("Bot (Normal)")
                kind = _("Bot ({level})").format(level=_(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.title())
            marker = "\u25b6 " if i == cur else "   "
            # TRANSLATORS: after a bot's row in the players list while it decides its move
            extra = "  " + _("\u2026 thinking") if i == self.thinking else ""
            # The mark on the seat's pieces, where it is more than the name's initial ("A2").
            # Set apart, a right-to-left name cannot turn the row around (nor make it read right to left).
            name = f"{isolate(seat.name)} ({marks[i]})" if len(marks[i]) > 1 else isolate(seat.name)
            item = QListWidgetItem(f"{marker}{name}  \u2014  {figures[i]}  [{kind}]{extra}")
            item.setForeground(QColor(seat.colour))
            if i == cur:
                f = QFont(self.list.font())  # at View > Text size, as the other rows
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)
        colours = {isolate(seat.name): seat.colour for seat in match.seats}  # as the figures name them
        self.show_figures(info or {}, colours)

    def show_figures(self, info: dict[str, str], colours: dict[str, str] | None = None) -> None:
        """The game's figures: each figure's name, then its value; a seat's name in its colour."""
        self.rows = list(info.items())
        self.info.set_rows(self.rows, colours or {})
        self._fit_list()
