"""Everything written on a board as drawn, for ``fairtable bench --ui``: the pieces' texts, the board's art
(the ``<text>`` of every :class:`BoardArt` SVG), the labels the views draw with Qt
(``QGraphicsSimpleTextItem``), the zones' labels and the compact seat panels.

Each text has its height on the screen in pixels, the way ``readability`` measures a piece's. A text is
clipped when it runs past its box or overlaps another text:

- its box is the smallest drawn rectangle around the point the text is anchored at (a card's face, a price
  tag, a panel: an SVG ``<rect>`` of the same drawing, a rectangle or a path the view drew, a piece's or an
  art item's whole face), and a text that reaches more than ``SLACK`` past it is clipped;
- two texts of the same drawing (or two of the board's art and labels) whose glyphs' cores cross each other
  overlap, and both count.

A text marked minor (a caption, a card's rules) is held to the box and the overlap, not to the size floor.
Texts under a piece are left out: nobody reads them while the piece lies there.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsView

from fairtable.games.text_fit import FLOOR_PX
from fairtable.ui.table.art import BoardArt
from fairtable.ui.table.readability import SvgFace, SvgText, svg_face, visible_pieces

SLACK = 1.5  # scene units a text may reach past its box (its anti-aliased rim, a stroke)
FLOOR = FLOOR_PX  # the smallest height in pixels of a text a player must read, at 1280x720


@dataclass(frozen=True, slots=True)
class ArtText:
    where: str  # "art 3", "label", "piece card:12", "zone bank", "seat 2"
    text: str
    px: float
    minor: bool
    clipped: bool = False
    why: str = ""  # "past its box", "overlaps 'x'"


def _core(box: QRectF) -> QRectF:
    """The part of a text's box its glyphs fill for sure: the line's ascent and descent trimmed."""
    return box.adjusted(0.6, box.height() * 0.12, -0.6, -box.height() * 0.12)


def _container(point: tuple[float, float], rects: list[QRectF], least: float) -> QRectF | None:
    """The smallest rectangle holding ``point`` and at least ``least`` tall (a rule or a thin band is no
    box for a text)."""
    best: QRectF | None = None
    x, y = point
    for r in rects:
        if r.height() < least or not (r.left() <= x <= r.right() and r.top() <= y <= r.bottom()):
            continue
        if best is None or r.width() * r.height() < best.width() * best.height():
            best = r
    return best


def _past(box: QRectF, outer: QRectF, slack: float) -> bool:
    return (box.left() < outer.left() - slack or box.right() > outer.right() + slack
            or box.top() < outer.top() - slack or box.bottom() > outer.bottom() + slack)


def face_texts(face: SvgFace, where: str, sx: float, sy: float, zoom: float) -> list[tuple[SvgText, ArtText]]:
    """The texts of one drawing, its view box drawn ``sx`` by ``sy`` scene units a unit, at ``zoom``."""
    whole = QRectF(0, 0, face.width, face.height)
    rects = [*face.rects, whole]
    out = []
    slack = SLACK / max(1e-6, min(sx, sy))
    for t in face.texts:
        px = t.size * ((t.up[0] * sx) ** 2 + (t.up[1] * sy) ** 2) ** 0.5 * zoom
        box = _container(t.anchor, rects, t.box.height() * 0.8) or whole
        clipped = _past(t.box, box, slack) or _past(t.box, whole, slack)
        out.append((t, ArtText(where, t.text, px, t.minor, clipped, "past its box" if clipped else "")))
    for i, (a, ma) in enumerate(out):
        for b, mb in out[i + 1:]:
            if _core(a.box).intersects(_core(b.box)):
                out[i] = (a, ArtText(ma.where, ma.text, ma.px, ma.minor, True, f"overlaps {mb.text!r}"))
                ma = out[i][1]
                j = out.index((b, mb))
                out[j] = (b, ArtText(mb.where, mb.text, mb.px, mb.minor, True, f"overlaps {ma.text!r}"))
    return out


def _label_px(item: QGraphicsSimpleTextItem) -> float:
    font = item.font()
    if font.pixelSize() > 0:
        size = float(font.pixelSize())
    else:
        screen = QGuiApplication.primaryScreen()
        size = font.pointSizeF() * (screen.logicalDotsPerInchY() if screen else 96.0) / 72.0
    t = item.sceneTransform()
    return size * (t.m12() ** 2 + t.m22() ** 2) ** 0.5


def _label_box(item: QGraphicsSimpleTextItem) -> QRectF:
    """A Qt label's text box in scene units: as wide as its text, as tall as its font's ascent and descent."""
    fm = QFontMetricsF(item.font())
    width = max((fm.horizontalAdvance(line) for line in item.text().split("\n")), default=0.0)
    lines = max(1, item.text().count("\n") + 1)
    return item.sceneTransform().mapRect(QRectF(0, 0, width, fm.height() * lines))


def board_art_texts(view: QGraphicsView) -> list[ArtText]:
    """Every text on the board in ``view`` as drawn now (see the module's doc)."""
    scene = view.scene()
    zoom = view.transform().m11()
    pieces = visible_pieces(scene)
    covers = [QRectF(i.pos().x(), i.pos().y(), i.w, i.h) for i in pieces]

    def hidden(box: QRectF) -> bool:
        area = box.width() * box.height()
        for r in covers:
            inter = box.intersected(r)
            if area and not inter.isEmpty() and inter.width() * inter.height() >= 0.5 * area:
                return True
        return False

    out: list[ArtText] = []
    for item in pieces:
        face = svg_face(item.svg)
        if not face.texts:
            continue
        for _t, measured in face_texts(face, f"piece {item.piece.id}", item.w / face.width, item.h / face.height, zoom):
            out.append(measured)
    # The board's own art and labels, in scene units, with the boxes the views drew around them.
    boxes: list[QRectF] = []
    arts: list[BoardArt] = []
    labels: list[QGraphicsSimpleTextItem] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, BoardArt):
            arts.append(item)
        elif isinstance(item, QGraphicsSimpleTextItem):
            labels.append(item)
        elif isinstance(item, QGraphicsRectItem | QGraphicsPathItem):
            boxes.append(item.sceneBoundingRect())
    scene_texts: list[tuple[QRectF, int]] = []  # each art text's and label's core in scene units, by index in out
    for n, art in enumerate(arts):
        face = svg_face(art.svg)
        if not face.texts:
            continue
        rect = art.sceneBoundingRect()
        sx, sy = rect.width() / face.width, rect.height() / face.height
        for t, measured in face_texts(face, f"art {n}", sx, sy, zoom):
            box = QRectF(rect.left() + t.box.left() * sx, rect.top() + t.box.top() * sy, t.box.width() * sx, t.box.height() * sy)
            if hidden(box):
                continue
            scene_texts.append((_core(box), len(out)))
            out.append(measured)
    for item in labels:
        if not item.text().strip():
            continue
        box = _label_box(item)
        if hidden(box):
            continue
        centre = (box.center().x(), box.center().y())
        container = _container(centre, [b for b in boxes if b.height() >= box.height() * 0.8], box.height() * 0.8)
        clipped = container is not None and _past(box, container, SLACK)
        scene_texts.append((_core(box), len(out)))
        out.append(ArtText("label", item.text(), _label_px(item) * zoom, False, clipped, "past its box" if clipped else ""))
    for i, (a, ia) in enumerate(scene_texts):  # the art's texts and the labels against each other
        for b, ib in scene_texts[i + 1:]:
            if a.intersects(b) and not (out[ia].where == out[ib].where and out[ia].where.startswith("art ")):
                ta, tb = out[ia], out[ib]
                out[ia] = ArtText(ta.where, ta.text, ta.px, ta.minor, True, f"overlaps {tb.text!r}")
                out[ib] = ArtText(tb.where, tb.text, tb.px, tb.minor, True, f"overlaps {ta.text!r}")
    rects = covers
    for zone in scene.zones.values():
        label = zone.label_rect()
        if label.isEmpty() or any(label.intersected(r).width() * label.intersected(r).height()
                                  >= 0.5 * label.width() * label.height() for r in rects):
            continue
        for t in zone.texts(zoom):
            out.append(ArtText(t.where, t.text, t.px, t.minor, t.elided, "cut off" if t.elided else ""))
    for panel in getattr(scene, "seat_panels", {}).values():
        for t in panel.texts(zoom):
            out.append(ArtText(t.where, t.text, t.px, t.minor, t.elided, "cut off" if t.elided else ""))
    return out


def art_readability(view: QGraphicsView) -> dict:
    """``art_text_px_min``: the smallest text a player must read anywhere on the board, in screen pixels;
    ``art_clipped``: how many texts run past their box or over another; ``art_smallest`` and
    ``art_clipped_texts`` name them; ``art_below_floor``: how many are under 8 px."""
    texts = board_art_texts(view)
    primary = [t for t in texts if not t.minor]
    smallest = min(primary, key=lambda t: t.px, default=None)
    clipped = [t for t in texts if t.clipped]
    return {
        "art_text_px_min": round(smallest.px, 1) if smallest else None,
        "art_smallest": f"{smallest.where}: {smallest.text!r}" if smallest else "",
        "art_clipped": len(clipped),
        "art_clipped_texts": sorted({f"{t.where}: {t.text!r} ({t.why})" for t in clipped}),
        "art_below_floor": sum(1 for t in primary if t.px < FLOOR - 0.05),
        "art_texts": len(primary),
        "art_below_texts": sorted({f"{t.where}: {t.text!r} {t.px:.1f}px" for t in primary if t.px < FLOOR - 0.05}),
    }
