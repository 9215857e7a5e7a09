"""Pictures of a game, drawn with QPainter: each player's score over the rounds (the score everyone at the table
could see at the end of each round, :meth:`Game.public_scores`), and where the final points came from (the
final-scores table's lines as stacked bars, one bar a player).

The figures come from pure functions (:func:`score_curve`, :func:`bar_segments`) that the widgets draw and the
tests read; each widget's accessible description says its figures in words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from fairtable.i18n import _, groups

if TYPE_CHECKING:
    from fairtable.engine.game import Game, Result

# The breakdown lines' colours, in order (readable under the common colour blindnesses; the lines are named
# in the legend as well)
LINE_COLOURS = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#999999",
                "#332288", "#88ccee", "#117733", "#aa4499")


def score_curve(game: Game, first_state: Any, actions: Sequence[Any]) -> list[tuple[int, list[int]]]:
    """(round, each seat's public score) at the start and at the end of every round, replaying ``actions``
    from ``first_state``; the last point is the final position."""
    state = first_state
    points = [(game.round(state), list(game.public_scores(state)))]
    for action in actions:
        before = game.round(state)
        nxt = game.apply(state, action)
        if game.round(nxt) != before:
            points.append((before, list(game.public_scores(state))))
        state = nxt
    final = (game.round(state), list(game.public_scores(state)))
    if points[-1] != final:
        points.append(final)
    # one point a round: the last one seen for it
    by_round: dict[int, list[int]] = {}
    for rnd, scores in points:
        by_round[rnd] = scores
    return sorted(by_round.items())


def bar_segments(result: Result) -> list[list[tuple[str, int]]]:
    """Each player's bar: the breakdown's lines with their points, in the table's order (zero lines left out)."""
    return [[(label, pts) for label, pts in rows if pts] for rows in result.breakdown]


class LineChart(QWidget):
    """Lines of (x, y) points, one a series in its colour, named at its end; the lowest and highest value on
    the left, the first and last x under it (``x_words``)."""

    def __init__(self, series: list[tuple[str, str, list[tuple[int, int]]]], x_words: Callable[[int], str],
                 fmt: Callable[[int], str] = str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series, self.x_words, self.fmt = [s for s in series if s[2]], x_words, fmt
        self.setMinimumSize(280, 160)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(460, 240)

    def _values(self, axis: int) -> list[int]:
        return [pt[axis] for _n, _c, points in self.series for pt in points]

    def plot_rect(self) -> QRectF:
        fm = self.fontMetrics()
        left = fm.horizontalAdvance(self.fmt(self._top())) + 10
        right = max((fm.horizontalAdvance(name) for name, _c, _p in self.series), default=0) + 12
        return QRectF(left, 8, max(20, self.width() - left - right), max(20, self.height() - 8 - fm.height() - 10))

    def _top(self) -> int:
        return max([1, *self._values(1)])

    def _bottom(self) -> int:
        return min([0, *self._values(1)])

    def point(self, series: int, index: int) -> QPointF:
        """Where the ``index``-th point of a series is drawn."""
        area = self.plot_rect()
        x, y = self.series[series][2][index]
        xs = self._values(0)
        first, last = min(xs), max(xs)
        low, high = self._bottom(), self._top()
        return QPointF(area.left() + (x - first) / max(1, last - first) * area.width(),
                       area.bottom() - (y - low) / max(1, high - low) * area.height())

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        if not self.series:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        area = self.plot_rect()
        fm = self.fontMetrics()
        p.setPen(QPen(QColor("#8a8275"), 1))
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        p.setPen(QColor("#4a4a4a"))
        p.drawText(QRectF(0, area.top() - 2, area.left() - 6, fm.height()), Qt.AlignRight, self.fmt(self._top()))
        p.drawText(QRectF(0, area.bottom() - fm.height(), area.left() - 6, fm.height()), Qt.AlignRight,
                   self.fmt(self._bottom()))
        xs = self._values(0)
        under = QRectF(area.left(), area.bottom() + 4, area.width(), fm.height())
        p.drawText(under, Qt.AlignLeft, self.x_words(min(xs)))
        p.drawText(under, Qt.AlignRight, self.x_words(max(xs)))
        for i, (name, colour, points) in enumerate(self.series):
            path = QPainterPath(self.point(i, 0))
            for k in range(1, len(points)):
                path.lineTo(self.point(i, k))
            p.setPen(QPen(QColor(colour), 2.5))
            p.setBrush(Qt.NoBrush)
            p.drawPath(path)
            if len(points) == 1:
                p.setBrush(QColor(colour))
                p.drawEllipse(self.point(i, 0), 3, 3)
            end = self.point(i, len(points) - 1)
            p.drawText(QPointF(end.x() + 6, end.y() + fm.ascent() / 2 - 1), name)
        p.end()


class CurveChart(LineChart):
    """Each seat's score over the rounds, one line a seat in its colour."""

    def __init__(self, curve: list[tuple[int, list[int]]], names: list[str], colours: list[str],
                 fmt: Callable[[int], str] = str, parent: QWidget | None = None) -> None:
        series = [(name, colours[seat] if seat < len(colours) else "#555555",
                   [(rnd, scores[seat]) for rnd, scores in curve]) for seat, name in enumerate(names)]
        # TRANSLATORS: under the score chart: the first and the last round shown
        super().__init__(series, lambda n: _("Round {n}").format(n=n), fmt, parent)
        self.setAccessibleName(_("Scores over the rounds"))
        if curve:
            rnd, last = curve[-1]
            # TRANSLATORS: a chart's words for a screen reader: each player's score after the last round
            self.setAccessibleDescription(_("After round {round}: {scores}").format(
                round=rnd, scores=groups(f"{n} {fmt(s)}" for n, s in zip(names, last, strict=False))))


class BreakdownChart(QWidget):
    """One bar a player, its segments the final-scores table's lines (one colour a line, named in the legend)."""

    BAR = 22  # a bar's height in pixels

    def __init__(self, result: Result, names: list[str], fmt: Callable[[int], str] = str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.segments = bar_segments(result)
        self.names, self.fmt = names, fmt
        self.labels: list[str] = []
        for bar in self.segments:
            for label, _pts in bar:
                if label not in self.labels:
                    self.labels.append(label)
        self.setMinimumSize(280, 120)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(_("Where the points came from"))
        self.setAccessibleDescription(" ".join(
            _("{name}: {lines}.").format(name=n, lines=groups(f"{label} {fmt(pts)}" for label, pts in bar))
            for n, bar in zip(names, self.segments, strict=False)))

    def colour(self, label: str) -> QColor:
        return QColor(LINE_COLOURS[self.labels.index(label) % len(LINE_COLOURS)])

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(460, len(self.segments) * (self.BAR + 8) + self._legend_rows(460) * (self.fontMetrics().height() + 4) + 12)

    def _legend_rows(self, width: int) -> int:
        fm, x, rows = self.fontMetrics(), 0, 1
        for label in self.labels:
            w = fm.horizontalAdvance(label) + 24
            if x + w > width and x > 0:
                rows, x = rows + 1, 0
            x += w
        return rows

    def bar_rects(self) -> list[list[tuple[str, int, QRectF]]]:
        """Each player's segments with where they are drawn (negative points to the left of the zero line)."""
        fm = self.fontMetrics()
        left = max((fm.horizontalAdvance(n) for n in self.names), default=0) + 10
        width = max(40.0, self.width() - left - 8)
        most = max([1, *(sum(p for _l, p in bar if p > 0) for bar in self.segments)])
        least = min([0, *(sum(p for _l, p in bar if p < 0) for bar in self.segments)])
        scale = width / (most - least)
        zero = left - least * scale
        out = []
        for i, bar in enumerate(self.segments):
            y = 4 + i * (self.BAR + 8)
            plus, minus = zero, zero
            row = []
            for label, pts in bar:
                w = abs(pts) * scale
                if pts >= 0:
                    row.append((label, pts, QRectF(plus, y, w, self.BAR)))
                    plus += w
                else:
                    minus -= w
                    row.append((label, pts, QRectF(minus, y, w, self.BAR)))
            out.append(row)
        return out

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        fm = self.fontMetrics()
        bars = self.bar_rects()
        for i, row in enumerate(bars):
            y = 4 + i * (self.BAR + 8)
            p.setPen(QColor("#2b2b2b"))
            p.drawText(QRectF(0, y, 1000, self.BAR), Qt.AlignVCenter | Qt.AlignLeft, self.names[i])
            for label, pts, rect in row:
                colour = self.colour(label)
                p.fillRect(rect, colour)
                p.setPen(QPen(QColor("white"), 1))
                p.drawRect(rect)
                words = self.fmt(pts)
                if fm.horizontalAdvance(words) + 6 <= rect.width():  # its points on it, where they fit
                    p.setPen(QColor("#1b1b1b") if colour.lightnessF() > 0.6 else QColor("white"))
                    p.drawText(rect, Qt.AlignCenter, words)
        x, y = 0.0, 4 + len(bars) * (self.BAR + 8) + 4
        for label in self.labels:
            w = fm.horizontalAdvance(label) + 24
            if x + w > self.width() and x > 0:
                x, y = 0.0, y + fm.height() + 4
            p.fillRect(QRectF(x, y + 2, 12, fm.height() - 4), self.colour(label))
            p.setPen(QColor("#2b2b2b"))
            p.drawText(QPointF(x + 16, y + fm.ascent()), label)
            x += w
        p.end()
