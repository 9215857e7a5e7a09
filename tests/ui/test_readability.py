"""Every board readable on a laptop: the primary text of every piece at least 8 px tall at the fit of a
1280x720 window, no label cut off unless its whole text is one hover away; and the measure itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from fairtable.engine.layout import Piece, Zone
from fairtable.ui.bench import readability_figures
from fairtable.ui.table.items import PieceItem, ZoneItem
from fairtable.ui.table.readability import overflows, piece_texts, svg_face, text_px, visible_pieces


def svg(w: float, h: float, body: str, box: str = "") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{box or f"0 0 {w} {h}"}">'
            f"{body}</svg>")


def item(body: str, w: float = 60, h: float = 40, tooltip: str = "", box: str = "") -> PieceItem:
    from PySide6.QtGui import QPixmap

    art = svg(w, h, body, box)
    return PieceItem(Piece("card:1", "card", "z", tooltip=tooltip), w, h, QPixmap(1, 1), art)


# -- the measure -----------------------------------------------------------------------------------------


def test_a_texts_height_is_its_font_size_through_the_view_box_and_the_board_zoom(qapp):
    # Font 10 in a view box 30 units wide, drawn 60 units wide, at 0.5 pixels a unit: 10 px.
    piece = item('<text x="15" y="20" font-size="10" text-anchor="middle">Hi</text>', 60, 40, box="0 0 30 20")
    (text,) = piece_texts(piece, 0.5)
    assert text.text == "Hi" and text.px == pytest.approx(10.0)


def test_the_svgs_own_transforms_scale_the_text(qapp):
    face = svg_face(svg(40, 40, '<g transform="translate(2,2) scale(0.5)"><text x="0" y="20" font-size="12">a</text></g>'))
    assert text_px(face, face.texts[0], 40, 40, 1.0) == pytest.approx(6.0)
    turned = svg_face(svg(40, 40, '<text x="20" y="20" font-size="8" transform="rotate(-90 20 20)">up</text>'))
    assert text_px(turned, turned.texts[0], 40, 40, 2.0) == pytest.approx(16.0)


def test_a_caption_marked_minor_is_not_primary_text(qapp):
    face = svg_face(svg(40, 40, '<text x="2" y="12" font-size="12">7</text><text x="2" y="30" class="minor" font-size="6">VP</text>'))
    assert [(t.text, t.minor) for t in face.texts] == [("7", False), ("VP", True)]


def test_a_name_cut_with_an_ellipsis_is_whole_when_the_tooltip_holds_it(qapp):
    cut = '<text x="2" y="20" font-size="10">Lollap\u2026</text>'
    (kept,) = piece_texts(item(cut, tooltip="Lollapalooza Berlin: a festival"), 1.0)
    assert kept.cut and not kept.elided
    (lost,) = piece_texts(item(cut, tooltip="A festival"), 1.0)
    assert lost.cut and lost.elided


def test_a_text_running_past_the_pieces_edge_is_cut_off(qapp):
    face = svg_face(svg(60, 40, '<text x="30" y="20" font-size="12" text-anchor="middle">Parookaville Festival</text>'))
    assert overflows(face, face.texts[0])
    fits = svg_face(svg(60, 40, '<text x="30" y="20" font-size="12" text-anchor="middle">Melt</text>'))
    assert not overflows(fits, fits.texts[0])


def test_a_card_under_the_top_of_its_pile_shows_no_text(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    scene.pieces = {}  # type: ignore[attr-defined]
    below, top, beside = item("<text x='2' y='20' font-size='9'>a</text>"), item(""), item("")
    for k, (piece, x) in enumerate(((below, 0.0), (top, 2.0), (beside, 200.0))):
        piece.setPos(QPointF(x, 0))
        piece.setZValue(k)
        scene.addItem(piece)
        scene.pieces[str(k)] = piece  # type: ignore[attr-defined]
    assert visible_pieces(scene) == [top, beside]


def test_a_zone_label_too_long_for_its_box_is_cut_with_an_ellipsis_and_counted(qapp):
    zone = ZoneItem(Zone("departure:1", "slot", "Early departure: 6 VP"), QRectF(0, 0, 72, 56), "#fff", "#000")
    (label,) = zone.texts(0.5)
    assert label.text.endswith("\u2026") and label.elided and label.px == pytest.approx(4.5)
    wide = ZoneItem(Zone("bank", "area", "Bank"), QRectF(0, 0, 120, 56), "#fff", "#000")
    assert not wide.texts(1.0)[0].cut


# -- every board at 1280x720 -----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_every_board_reads_at_1280x720(qapp, game_id):
    """At the start and through 60 random moves, the viewer's own board first, the docks at their first
    widths and the board fit to the window."""
    figures = readability_figures(qapp, game_id, moves=60, every=20)
    assert figures["text_px_min"] >= 8, figures["text_px_smallest"]
    assert figures["labels_elided"] == 0, figures["elided"]


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
@pytest.mark.parametrize("lang", ["de", "zh_Hant", "zh_Hans", "ja"])
def test_every_board_reads_at_1280x720_in_every_language(qapp, lang, game_id):
    """German words are longer and Chinese and Japanese break between characters, not at spaces: the same
    floor holds in every language."""
    from fairtable import i18n

    i18n.set_language(lang)
    figures = readability_figures(qapp, game_id, moves=60, every=20)
    assert figures["text_px_min"] >= 8, figures["text_px_smallest"]
    assert figures["labels_elided"] == 0, figures["elided"]
