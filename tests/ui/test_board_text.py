"""Everything written on a board (its pieces, its printed art, the labels the views draw) reads at 1280x720 in
every language: no text a player must read under 8 px, none running past its box or over another. The
same figures as ``fairtable bench --ui --json --lang CODE`` (art_text_px_min, art_clipped)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from fairtable import i18n
from fairtable.ui.bench import readability_figures
from fairtable.ui.table.art import BoardArt
from fairtable.ui.table.art_text import board_art_texts, face_texts
from fairtable.ui.table.readability import svg_face

LANGUAGES = ["en", "de", "zh_Hant", "zh_Hans", "ja"]
TITLES = ["essen", "empresario", "marche", "festival"]


def svg(w: float, h: float, body: str) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{body}</svg>'


# -- the measure ------------------------------------------------------------------------------------------


def test_a_text_running_past_the_drawn_box_around_it_is_clipped(qapp):
    face = svg_face(svg(200, 60, '<rect x="10" y="10" width="60" height="30"/>'
                                 '<text x="40" y="30" font-size="12" text-anchor="middle">mischtwarenladen</text>'
                                 '<text x="150" y="30" font-size="12" text-anchor="middle">fits</text>'))
    texts = [m for _t, m in face_texts(face, "art 0", 1.0, 1.0, 1.0)]
    assert [(t.text, t.clipped) for t in texts] == [("mischtwarenladen", True), ("fits", False)]


def test_two_texts_over_each_other_both_overlap(qapp):
    face = svg_face(svg(200, 60, '<text x="10" y="30" font-size="12">Nachziehstapel</text>'
                                 '<text x="60" y="32" font-size="12">Abwerfen</text>'
                                 '<text x="10" y="55" font-size="12">below</text>'))
    assert [m.clipped for _t, m in face_texts(face, "art 0", 1.0, 1.0, 1.0)] == [True, True, False]


def test_the_boards_art_is_measured_at_its_drawn_size_and_the_zoom(qapp):
    from PySide6.QtWidgets import QGraphicsView

    scene = QGraphicsScene()
    scene.pieces, scene.zones = {}, {}  # type: ignore[attr-defined]
    scene.addItem(BoardArt(svg(100, 50, '<text x="50" y="30" font-size="10" text-anchor="middle">VIP</text>'),
                           QRectF(0, 0, 200, 100)))
    label = scene.addSimpleText("Gutscheine")
    font = label.font()
    font.setPixelSize(12)
    label.setFont(font)
    label.setPos(0, 200)
    view = QGraphicsView(scene)
    view.scale(0.5, 0.5)
    assert sorted((t.text, round(t.px, 1)) for t in board_art_texts(view)) == [("Gutscheine", 6.0), ("VIP", 10.0)]


# -- every board, every language ---------------------------------------------------------------------------


@pytest.fixture
def speaking():
    yield
    from fairtable.ui.fonts import use_language_fonts

    i18n.set_language(i18n.SOURCE)
    use_language_fonts(i18n.SOURCE)


@pytest.mark.parametrize("game_id", TITLES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_everything_written_on_the_board_reads_at_1280x720(qapp, speaking, lang, game_id):
    """At the start and through 40 random moves, the viewer's own board first, the docks at their first
    widths and the board fit to the window."""
    i18n.set_language(lang)
    figures = readability_figures(qapp, game_id, moves=40, every=20)
    assert figures["art_text_px_min"] >= 8, (figures["art_smallest"], figures.get("art_below_texts"))
    assert figures["art_clipped"] == 0, figures["art_clipped_texts"]


def test_bench_ui_measures_the_board_in_the_language_asked_for(qapp, speaking, capsys, monkeypatch):
    """``fairtable bench --ui --json --lang de``: each board's figures beside today's, in German (the
    start-up and the relayout timings stubbed: they are test_bench's)."""
    import json

    from fairtable import cli
    from fairtable.ui import bench

    monkeypatch.setattr(bench, "startup_ms", lambda runs=3: 1.0)
    monkeypatch.setattr(bench, "_board_figures", lambda app, game_id, seeds, moves: {"players": 4})
    assert cli.main(["bench", "--ui", "--json", "--lang", "de", "--game", "marche"]) == 0
    figures = json.loads(capsys.readouterr().out)
    board = figures["boards"]["marche"]
    assert figures["lang"] == "de"
    assert board["art_text_px_min"] >= 8 and board["art_clipped"] == 0, board["art_clipped_texts"]
    assert board["text_px_min"] >= 8 and "labels_elided" in board


def test_a_word_wider_than_the_badge_it_is_written_on_is_clipped(qapp):
    face = svg_face(svg(60, 60, '<circle cx="13" cy="45" r="8.6" fill="#fff"/>'
                                '<text x="13" y="49" font-size="11" font-weight="bold" text-anchor="middle">jede</text>'
                                '<circle cx="45" cy="45" r="8.6" fill="#fff"/>'
                                '<text x="45" y="49" font-size="11" font-weight="bold" text-anchor="middle">4</text>'))
    assert [(m.text, m.clipped) for _t, m in face_texts(face, "piece", 1.0, 1.0, 1.0)] == [("jede", True), ("4", False)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_town_halls_word_and_the_start_players_marker_hold_their_words_in_every_language(qapp, speaking, lang):
    from fairtable.games.empresario.art import building_svg, marker_svg
    from fairtable.ui.table import text_fit  # noqa: F401 (the table's measure)

    i18n.set_language(lang)
    for drawing in (building_svg(62, 58, 58), building_svg(62, 46, 46), marker_svg(30, 30)):
        clipped = [m.text for _t, m in face_texts(svg_face(drawing), "piece", 1.0, 1.0, 1.0) if m.clipped]
        assert not clipped, clipped


@pytest.mark.parametrize("lang", LANGUAGES)
def test_animal_marches_goal_cards_hold_their_words_in_every_language(qapp, speaking, lang):
    from fairtable.games.marche.art import CardArt
    from fairtable.games.marche.data import data
    from fairtable.games.marche.geometry import GOAL
    from fairtable.games.marche.view import japanese_family
    from fairtable.ui.table.text_fit import measure as text_width

    i18n.set_language(lang)
    art = CardArt(japanese_family(), text_width)
    for goal in data().goals:
        face = svg_face(art.goal(goal, *GOAL))
        clipped = [m.text for _t, m in face_texts(face, "goal", 1.0, 1.0, 1.0) if m.clipped]
        assert not clipped, (goal.number, goal.size, clipped)


def _clipped(drawing: str) -> list[str]:
    return [m.text for _t, m in face_texts(svg_face(drawing), "face", 1.0, 1.0, 1.0) if m.clipped]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_and_field_face_holds_its_words_in_every_language(qapp, speaking, lang):
    """Not only the faces a random game shows: every store, facility, ad and proprietor of Animal Marche,
    every printed field, drawn card, deed and chip of the festival game, every building, wanted poster and
    character of Old West Empresario, at the sizes the boards draw them."""
    from fairtable.games.empresario.art import building_svg, character_svg, wanted_svg
    from fairtable.games.empresario.data import data as empresario_data
    from fairtable.games.empresario.words import character
    from fairtable.games.festival.art import FestivalArt
    from fairtable.games.festival.data import tables
    from fairtable.games.festival.view import NARROW, measure
    from fairtable.games.festival.words import card_face
    from fairtable.games.marche import geometry as G
    from fairtable.games.marche.art import CardArt
    from fairtable.games.marche.data import data as marche_data
    from fairtable.games.marche.view import japanese_family
    from fairtable.ui.table.text_fit import measure as by_family
    from fairtable.ui.table.text_fit import measure as text_width

    i18n.set_language(lang)
    bad: list[tuple[str, list[str]]] = []
    marche = CardArt(japanese_family(), text_width)
    d = marche_data()
    for st in d.stores:
        for side in ("basic", "advanced") if st.advanced is not None else ("basic",):
            art = f"marche/store/{st.key}" + ("/advanced" if side == "advanced" else "")
            for size in (G.CARD, G.MARKET_CARD):
                bad.append((art, _clipped(marche.store(art, *size))))
    for f in d.facilities:
        for size in (G.FAC_CARD, (2 * G.C - 2 * G.FAC_INSET, G.C - 2 * G.FAC_INSET)):
            bad.append((f.key, _clipped(marche.facility(f"marche/facility/{f.key}/4", *size))))
    bad += [(ad.name_en, _clipped(marche.ad(ad, *G.AD_CARD))) for ad in d.ads]
    bad += [(p.name_en, _clipped(marche.proprietor(p, *G.PROPRIETOR))) for p in d.proprietors]
    festival = FestivalArt(measure, lambda t, s, b: by_family(t, s, b, NARROW))
    t = tables()
    bad += [(f"field {f}", _clipped(festival.field_svg(f))) for f in range(40)]
    for k, deck in enumerate(t.deck_cards):
        bad += [(card.text, _clipped(festival.card_face(t.deck_ids[k], *card_face(card), 100, 124))) for card in deck]
    for f in t.properties:
        bad += [(f"deed {f}", _clipped(festival.bank_deed(f, False, 86, 46))),
                (f"chip {f}", _clipped(festival.deed_chip(f, False, 116, 34))),
                (f"chip {f}", _clipped(festival.deed_chip(f, True, 76, 27)))]
    e = empresario_data()
    bad += [(f"building {b}", _clipped(building_svg(b, 58, 58))) for b in range(63)]
    bad += [(f"wanted {w}", _clipped(wanted_svg(w, metal, 146, 96))) for w in range(len(e.wanted)) for metal in ("gold", "silver")]
    bad += [(f"character {c}", _clipped(character_svg(character(c), 110, 60, e.characters[c - 1].name)))
            for c in range(1, len(e.characters) + 1)]
    from fairtable.games.essen.data import data as essen_data
    from fairtable.games.essen.view import EssenView

    essen = EssenView([]).art
    for tile in essen_data().tiles:
        bad += [(tile.id, _clipped(essen.tile_svg(tile.id, f"essen/tile/{tile.symbol}", 62, 62))),
                (tile.id, _clipped(essen.wish_svg(tile.id, f"essen/wish/{tile.zone}", 120, 30)))]
    assert not [b for b in bad if b[1]], [b for b in bad if b[1]]
