"""How readable the board is as drawn: the height on the screen of every piece's primary text, and the labels
cut off.

Every text a piece shows is a ``<text>`` of the SVG its title's view made for it (``PieceItem.svg``), so the
table reads the texts from that SVG rather than asking the views to repeat what they drew: the font size in
the SVG's units, through the SVG's own transforms, times the piece's drawn size over the SVG's view box,
times the board view's scale. A text is primary unless the art marks it ``class="minor"`` (a caption such as
"coins" under an amount, a card's rules text, the deck name under "Gutschein"): art that marks nothing is
measured whole. A text is cut when the art ended it with an ellipsis or when it runs past the piece's edge
(measured with Qt's font metrics, as the SVG renderer draws it); a cut counts as elided unless the piece's
tooltip, which the magnifier shows, holds the text (the part before the ellipsis). Zone labels and the
compact seat panels (``SeatPanelItem``) report their own texts.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QTransform
from PySide6.QtWidgets import QGraphicsView

ELLIPSIS = "\u2026"
_NS = "{http://www.w3.org/2000/svg}"
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
SLACK = 1.0  # a text may reach this far past the piece's edge (its anti-aliased rim) before it counts as cut
COVERED = 0.85  # a piece this much covered by one piece above it shows none of its text


@dataclass(frozen=True, slots=True)
class SvgText:
    """One ``<text>`` of a piece's SVG: its characters, its font size along the glyphs' height and its
    box, both in the SVG's view-box units (through the transforms around it)."""

    text: str
    size: float
    minor: bool
    ellipsis: bool
    box: QRectF
    up: tuple[float, float]  # the direction of the glyphs' height, in view-box units per unit of font size
    anchor: tuple[float, float] = (0.0, 0.0)  # where the text is anchored (x, the middle of its height)


@dataclass(frozen=True, slots=True)
class SvgFace:
    width: float  # the view box
    height: float
    texts: tuple[SvgText, ...]
    rects: tuple[QRectF, ...] = ()  # the drawn rectangles (the boxes a text may be written in), view-box units


@dataclass(frozen=True, slots=True)
class DrawnText:
    """A text on the board as the player sees it: its height in screen pixels, whether it is cut off, and
    whether its whole text is one hover away (the piece's tooltip, shown by the magnifier)."""

    where: str  # "piece tile:12", "zone hand:0", "seat 2"
    text: str
    px: float
    minor: bool = False
    cut: bool = False
    whole: bool = True

    @property
    def elided(self) -> bool:
        return self.cut and not self.whole


def _numbers(text: str | None) -> list[float]:
    return [float(x) for x in _NUMBER.findall(text or "")]


def _transform(attr: str | None) -> QTransform:
    """An SVG transform attribute as a QTransform (applied right to left, as SVG has it)."""
    out = QTransform()
    for name, args in _TRANSFORM.findall(attr or ""):
        a = _numbers(args)
        t = QTransform()
        if name == "matrix" and len(a) == 6:
            t = QTransform(a[0], a[1], a[2], a[3], a[4], a[5])
        elif name == "translate" and a:
            t.translate(a[0], a[1] if len(a) > 1 else 0.0)
        elif name == "scale" and a:
            t.scale(a[0], a[1] if len(a) > 1 else a[0])
        elif name == "rotate" and a:
            if len(a) >= 3:
                t.translate(a[1], a[2])
                t.rotate(a[0])
                t.translate(-a[1], -a[2])
            else:
                t.rotate(a[0])
        elif name == "skewX" and a:
            t.shear(math.tan(math.radians(a[0])), 0)
        elif name == "skewY" and a:
            t.shear(0, math.tan(math.radians(a[0])))
        out = t * out  # the rightmost transform applies first: compose each new one before the earlier ones
    return out


_metrics: dict[tuple[str, bool], QFontMetricsF] = {}


def metrics_at_100px(family: str, bold: bool = False) -> QFontMetricsF:
    """The metrics of ``family`` at 100 px (bold or not), made once: the boards' text measures scale them."""
    fm = _metrics.get((family, bold))
    if fm is None:
        font = QFont(family)
        font.setPixelSize(100)
        font.setBold(bold)
        fm = _metrics[(family, bold)] = QFontMetricsF(font)
    return fm


_fm = metrics_at_100px


@lru_cache(maxsize=16384)
def _ink(family: str, bold: bool, chars: str) -> tuple[float, float, float, float]:
    """The left, top, right and bottom of ``chars``' ink at 100 px, from the pen's start on the baseline
    (up is negative)."""
    r = _fm(family, bold).tightBoundingRect(chars)
    return (r.left(), r.top(), r.right(), r.bottom()) if not r.isEmpty() else (0.0, 0.0, 0.0, 0.0)


def _inherited(node: ET.Element, parents: dict[ET.Element, ET.Element], name: str) -> str | None:
    while node is not None:
        value = node.get(name)
        if value is not None:
            return value
        node = parents.get(node)  # type: ignore[assignment]
    return None


@lru_cache(maxsize=8192)
def svg_face(svg: str) -> SvgFace:
    """The texts of a piece's SVG (cached: pieces share their SVG text)."""
    try:
        root = ET.fromstring(svg)
    except ET.ParseError:
        return SvgFace(1.0, 1.0, ())
    box = _numbers(root.get("viewBox"))
    if len(box) == 4 and box[2] > 0 and box[3] > 0:
        vx, vy, vw, vh = box
    else:
        vx, vy = 0.0, 0.0
        vw = (_numbers(root.get("width")) or [1.0])[0]
        vh = (_numbers(root.get("height")) or [1.0])[0]
    parents = {child: parent for parent in root.iter() for child in parent}
    texts: list[SvgText] = []
    for node in root.iter(f"{_NS}text"):
        chars = "".join(node.itertext())
        if not chars.strip():
            continue
        size = (_numbers(_inherited(node, parents, "font-size")) or [16.0])[0]
        family = (_inherited(node, parents, "font-family") or "DejaVu Sans").split(",")[0].strip().strip("'\"")
        bold = (_inherited(node, parents, "font-weight") or "normal") in ("bold", "bolder", "600", "700", "800", "900")
        anchor = _inherited(node, parents, "text-anchor") or "start"
        classes = " ".join(filter(None, (_inherited(node, parents, "class") or "").split()))
        chain: list[ET.Element] = []
        walk: ET.Element | None = node
        while walk is not None and walk is not root:
            chain.append(walk)
            walk = parents.get(walk)
        t = QTransform()
        for element in chain:  # innermost first: each outer transform applies after the inner ones
            t = t * _transform(element.get("transform"))
        x = (_numbers(node.get("x")) or [0.0])[0] + (_numbers(node.get("dx")) or [0.0])[0]
        y = (_numbers(node.get("y")) or [0.0])[0] + (_numbers(node.get("dy")) or [0.0])[0]
        fm = _fm(family, bold)
        width = fm.horizontalAdvance(chars) * size / 100
        left = x - width * {"middle": 0.5, "end": 1.0}.get(anchor, 0.0)
        # Across: the advance, as the renderer places the next glyph; up and down: the glyphs' own ink (a CJK
        # font's ascent reaches far above its characters), never less than a capital's height above the
        # baseline and nothing below it.
        ink = _ink(family, bold, chars)
        top, bottom = min(ink[1], -fm.capHeight()), max(ink[3], 0.0)
        ink_left, ink_right = (ink[0], ink[2]) if ink[2] > ink[0] else (0.0, width * 100 / size if size else 0.0)
        local = QRectF(left + ink_left * size / 100, y + top * size / 100, (ink_right - ink_left) * size / 100,
                       (bottom - top) * size / 100)
        up = t.map(0.0, 1.0)
        origin = t.map(0.0, 0.0)
        direction = (up[0] - origin[0], up[1] - origin[1])
        scale = math.hypot(*direction)
        ax, ay = t.map(x, y + (top + bottom) * size / 200)
        texts.append(SvgText(
            text=chars, size=size * scale, minor="minor" in classes.split(), ellipsis=ELLIPSIS in chars,
            box=t.mapRect(local).translated(-vx, -vy),
            up=(direction[0] / scale, direction[1] / scale) if scale else (0.0, 1.0),
            anchor=(ax - vx, ay - vy),
        ))
    return SvgFace(vw, vh, tuple(texts), tuple(_rects(root, parents, vx, vy)))


def _through_parents(node: ET.Element, root: ET.Element, parents: dict[ET.Element, ET.Element]) -> QTransform:
    """The transform from ``node``'s units to ``root``'s: its own and each parent's, up to the root."""
    t = QTransform()
    walk: ET.Element | None = node
    while walk is not None and walk is not root:
        t = t * _transform(walk.get("transform"))
        walk = parents.get(walk)
    return t


def _rects(root: ET.Element, parents: dict[ET.Element, ET.Element], vx: float, vy: float) -> list[QRectF]:
    """The SVG's ``<rect>`` elements through their transforms, in view-box units."""
    out = []
    for node in root.iter(f"{_NS}circle"):  # a badge, a coin: its square is the box of the text in it
        r = (_numbers(node.get("r")) or [0.0])[0]
        if r <= 0 or node.get("fill") == "none":  # a ring drawn for its look holds no text
            continue
        t = _through_parents(node, root, parents)
        cx = (_numbers(node.get("cx")) or [0.0])[0]
        cy = (_numbers(node.get("cy")) or [0.0])[0]
        out.append(t.mapRect(QRectF(cx - r, cy - r, 2 * r, 2 * r)).translated(-vx, -vy))
    for node in root.iter(f"{_NS}rect"):
        w = (_numbers(node.get("width")) or [0.0])[0]
        h = (_numbers(node.get("height")) or [0.0])[0]
        if w <= 0 or h <= 0:
            continue
        t = _through_parents(node, root, parents)
        x = (_numbers(node.get("x")) or [0.0])[0]
        y = (_numbers(node.get("y")) or [0.0])[0]
        out.append(t.mapRect(QRectF(x, y, w, h)).translated(-vx, -vy))
    return out


def text_px(face: SvgFace, text: SvgText, w: float, h: float, zoom: float) -> float:
    """The drawn height in pixels of ``text`` on a piece of ``w`` x ``h`` scene units at ``zoom`` pixels a
    scene unit (the SVG is stretched to the piece's size, like QSvgRenderer does)."""
    sx, sy = w / face.width, h / face.height
    return text.size * math.hypot(text.up[0] * sx, text.up[1] * sy) * zoom


def overflows(face: SvgFace, text: SvgText) -> bool:
    b = text.box
    return b.left() < -SLACK or b.top() < -SLACK or b.right() > face.width + SLACK or b.bottom() > face.height + SLACK


def _in_tooltip(text: str, tooltip: str) -> bool:
    shown = " ".join(text.replace(ELLIPSIS, " ").split()).casefold()
    return bool(shown) and shown in " ".join(tooltip.split()).casefold()


def piece_texts(item, zoom: float) -> list[DrawnText]:  # type: ignore[no-untyped-def]
    """The texts a piece item shows, as drawn at ``zoom`` pixels a scene unit."""
    face = svg_face(item.svg)
    out = []
    for t in face.texts:
        cut = t.ellipsis or overflows(face, t)
        out.append(DrawnText(f"piece {item.piece.id}", t.text, text_px(face, t, item.w, item.h, zoom), t.minor, cut,
                             not cut or _in_tooltip(t.text.split(ELLIPSIS)[0], item.piece.tooltip)))
    return out


def visible_pieces(scene) -> list:  # type: ignore[no-untyped-def]
    """The board's pieces that show their face: not those hidden under a piece lying on top of them (a pile,
    a deck: only the top card's text can be read)."""
    items = [i for i in scene.pieces.values() if i.isVisible()]
    rects = [(i, QRectF(i.pos().x(), i.pos().y(), i.w, i.h), i.zValue()) for i in items]
    out = []
    for item, rect, z in rects:
        area = rect.width() * rect.height()
        hidden = False
        for other, orect, oz in rects:
            if other is item or oz <= z:
                continue
            inter = rect.intersected(orect)
            if not inter.isEmpty() and inter.width() * inter.height() >= COVERED * area:
                hidden = True
                break
        if not hidden:
            out.append(item)
    return out


def _share(rect: QRectF, other: QRectF) -> float:
    """How much of ``rect`` lies under ``other``."""
    inter = rect.intersected(other)
    area = rect.width() * rect.height()
    return inter.width() * inter.height() / area if area and not inter.isEmpty() else 0.0


def board_texts(view: QGraphicsView) -> list[DrawnText]:
    """Every text of the board in ``view`` as drawn now: the pieces' (those not hidden under others), the
    zones' labels and the compact seat panels'."""
    scene = view.scene()
    zoom = view.transform().m11()
    out: list[DrawnText] = []
    pieces = visible_pieces(scene)
    for item in pieces:
        out += piece_texts(item, zoom)
    rects = [QRectF(i.pos().x(), i.pos().y(), i.w, i.h) for i in pieces]
    for zone in scene.zones.values():
        label = zone.label_rect()
        if not label.isEmpty() and any(_share(label, r) >= 0.5 for r in rects):
            continue  # under a piece: nobody reads it now (a stand's number under its tile)
        out += zone.texts(zoom)
    for panel in getattr(scene, "seat_panels", {}).values():
        out += panel.texts(zoom)
    return out


def readability(view: QGraphicsView) -> dict:
    """``text_px_min``: the smallest primary text of a piece or a seat panel, in screen pixels (zone labels
    apart: ``label_px_min``); ``labels_elided``: the texts cut off whose whole text is not one hover away;
    ``smallest`` and ``elided`` name them."""
    texts = board_texts(view)
    primary = [t for t in texts if not t.minor and not t.where.startswith("zone ")]
    labels = [t for t in texts if t.where.startswith("zone ")]
    smallest = min(primary, key=lambda t: t.px, default=None)
    elided = [t for t in texts if t.elided]
    return {
        "text_px_min": round(smallest.px, 1) if smallest else None,
        "label_px_min": round(min(t.px for t in labels), 1) if labels else None,
        "labels_elided": len(elided),
        "smallest": f"{smallest.where}: {smallest.text!r}" if smallest else "",
        "elided": sorted({f"{t.where}: {t.text!r}" for t in elided}),
    }
