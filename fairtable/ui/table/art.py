"""Art: SVG drawn by the project, rendered to pixmaps cached by (key, size, device pixel ratio).

Nothing here queries the scene or global state from ``paint()``: items ask the cache for a pixmap once
per size and draw it.
"""

from __future__ import annotations

from collections import OrderedDict
from html import escape

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem

from fairtable.resources import resource_path


class ArtCache:
    """SVG text -> pixmaps, least recently used first out."""

    def __init__(self, limit: int = 1500) -> None:
        self.limit = limit
        self._pixmaps: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._renderers: dict[str, QSvgRenderer] = {}

    def renderer(self, svg: str) -> QSvgRenderer:
        r = self._renderers.get(svg)
        if r is None:
            r = QSvgRenderer(QByteArray(svg.encode("utf-8")))
            if len(self._renderers) > self.limit:
                self._renderers.clear()
            self._renderers[svg] = r
        return r

    def pixmap(self, svg: str, width: float, height: float, dpr: float) -> QPixmap:
        key = (svg, round(width), round(height), dpr)
        pm = self._pixmaps.get(key)
        if pm is not None:
            self._pixmaps.move_to_end(key)
            return pm
        size = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pm = QPixmap(size)
        pm.fill(Qt.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.TextAntialiasing)
        self.renderer(svg).render(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        pm.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pm
        if len(self._pixmaps) > self.limit:
            self._pixmaps.popitem(last=False)
        return pm

    def clear(self) -> None:
        self._pixmaps.clear()
        self._renderers.clear()


_shared: ArtCache | None = None


def shared_art() -> ArtCache:
    """One cache for the whole app: a new game or a reopened record reuses every pixmap drawn before."""
    global _shared
    if _shared is None:
        _shared = ArtCache(limit=4000)
    return _shared


def svg_file(*parts: str) -> str:
    """An SVG from resources/ as text ("" when missing, so a missing file draws nothing, not a crash)."""
    try:
        return resource_path(*parts).read_text(encoding="utf-8")
    except OSError:
        return ""


def text_lines(lines: list[str], x: float, y: float, size: float, colour: str = "#222", weight: str = "normal",
               anchor: str = "middle", gap: float = 1.2) -> str:
    out = []
    for i, line in enumerate(lines):
        out.append(
            f'<text x="{x:.1f}" y="{y + i * size * gap:.1f}" font-family="DejaVu Sans, Arial, sans-serif" '
            f'font-size="{size:.1f}" font-weight="{weight}" fill="{colour}" text-anchor="{anchor}">'
            f"{escape(line)}</text>"
        )
    return "".join(out)


def card_svg(w: float, h: float, fill: str, stroke: str, lines: list[str], radius: float = 6,
             text_colour: str = "#1d1d1d", font: float = 10) -> str:
    """A rounded card with centred text: the default face of any piece."""
    body = text_lines(lines, w / 2, h / 2 - (len(lines) - 1) * font * 0.6 + font * 0.35, font, text_colour)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {w:.0f} {h:.0f}">'
        f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="{radius}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>'
        f"{body}</svg>"
    )


def back_svg(w: float, h: float, fill: str = "#35506b", stroke: str = "#1e2f40") -> str:
    """The back of a face-down piece: a pattern, never a label."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {w:.0f} {h:.0f}">'
        f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="5" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>'
        f'<rect x="5" y="5" width="{w - 10:.1f}" height="{h - 10:.1f}" rx="3" fill="none" stroke="#ffffff55" stroke-width="1"/>'
        f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{min(w, h) / 5:.1f}" fill="#ffffff33"/></svg>'
    )


def meeple_svg(w: float, h: float, fill: str, stroke: str = "#222") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 40 44">'
        f'<path d="M20 2c5 0 8 3.5 8 8 0 3-1.5 5-3 6.5 5 1 13 3.5 13 8 0 3-4 3-8 2.5l5 13.5c.5 1.5-.5 2.5-2 2.5h-8'
        f'l-5-9-5 9H7c-1.5 0-2.5-1-2-2.5L10 27c-4 .5-8 .5-8-2.5 0-4.5 8-7 13-8-1.5-1.5-3-3.5-3-6.5 0-4.5 3-8 8-8z" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="1.6" stroke-linejoin="round"/></svg>'
    )


def disc_svg(w: float, h: float, fill: str, label: str = "", stroke: str = "#222", text_colour: str = "#fff") -> str:
    r = min(w, h) / 2 - 1.5
    font = max(7.0, r * 0.8)
    txt = text_lines([label], w / 2, h / 2 + font * 0.35, font, text_colour, "bold") if label else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 {w:.0f} {h:.0f}">'
        f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>{txt}</svg>'
    )


class BoardArt(QGraphicsItem):
    """Static board art drawn from SVG: vector-sharp at any zoom, cached per device resolution."""

    def __init__(self, text: str, rect: QRectF) -> None:
        super().__init__()
        self.svg = text
        self._renderer = shared_art().renderer(text)  # the same board drawn again is not parsed again
        self._rect = QRectF(rect)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        self._renderer.render(painter, self._rect)
