"""The players dock: each seat's colour, name, kind, public score, and who is to act (or thinking); under it
the game's figures, a small table of labelled figures in the player's language ("Round": "1 of 5")."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette, QTextOption
from PySide6.QtWidgets import (
    QFrame,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from fairtable.i18n import _
from fairtable.ui.table.seat_marks import seat_marks

if TYPE_CHECKING:
    from fairtable.engine.match import Match

# The dock's width hints in average characters of its font: the same on every turn (they never depend on
# the texts shown, which wrap), bounded in pixels so that the largest text size still leaves the board room.
HINT_CHARS, HINT_PX = 34, (220, 340)
MIN_CHARS, MIN_PX = 14, (120, 200)


class FiguresView(QTextBrowser):
    """The figures as a two-column table of labels and values. Text wraps at word boundaries, and inside a word
    too long for the dock (a German compound at the largest text size), so nothing is ever cut off; the view
    is as tall as its text and the dock scrolls it."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # as tall as its text (fit_height)
        self.setWordWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)
        self.setOpenLinks(False)
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.setFocusPolicy(Qt.NoFocus)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QTextBrowser { background: transparent; }")
        self.document().setDocumentMargin(2)

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
            self.fit_height()


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
        self.figures.setAccessibleName(_("Game figures"))
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
        figures = match.game.standings(state)  # the dock is shared: no seat's secret counts
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
            name = f"{seat.name} ({marks[i]})" if len(marks[i]) > 1 else seat.name
            item = QListWidgetItem(f"{marker}{name}  \u2014  {figures[i]}  [{kind}]{extra}")
            item.setForeground(QColor(seat.colour))
            if i == cur:
                f = QFont(self.list.font())  # at View > Text size, as the other rows
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)
        colours = {seat.name: seat.colour for seat in match.seats}
        self.show_figures(info or {}, colours)

    def show_figures(self, info: dict[str, str], colours: dict[str, str] | None = None) -> None:
        """The game's figures as a table: each figure's name, then its value; a seat's name in its colour."""
        self.rows = list(info.items())
        colours = colours or {}
        text, base = self.palette().color(QPalette.Text), self.palette().color(QPalette.Base)
        muted = QColor(*(round(0.7 * a + 0.3 * b) for a, b in ((text.red(), base.red()), (text.green(), base.green()),
                                                             (text.blue(), base.blue())))).name()
        cells = []
        for label, value in self.rows:
            colour = colours.get(label)
            style = f"color:{colour}; font-weight:bold" if colour else f"color:{muted}"
            cells.append(f'<tr><td style="{style}; padding-right:8px">{escape(label)}</td>'
                         f"<td>{escape(value)}</td></tr>")
        self.info.setHtml(f'<table cellspacing="0" cellpadding="1">{"".join(cells)}</table>' if cells else "")
        self._fit_list()
