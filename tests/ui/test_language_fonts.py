"""Japanese is drawn in Japanese glyph shapes and Chinese in simplified or traditional ones: the CJK family is
chosen by language (Noto Sans CJK JP, SC, TC here) for every font the boards and the window name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QFontDatabase, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from fairtable.ui.fonts import CJK_FAMILIES, cjk_family, use_language_fonts

SAMPLE = "直骨次"  # each drawn differently in Japan, the mainland and Taiwan


def drawn(family: str) -> bytes:
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50">'
           f'<text x="4" y="40" font-family="{family}" font-size="40">{SAMPLE}</text></svg>')
    image = QImage(160, 50, QImage.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode())).render(painter, QRectF(0, 0, 160, 50))
    painter.end()
    return bytes(image.constBits())


@pytest.fixture
def restore():
    yield
    use_language_fonts("en")


@pytest.mark.parametrize("lang", ["ja", "zh_Hans", "zh_Hant"])
def test_the_boards_chinese_and_japanese_are_drawn_in_the_languages_own_glyph_shapes(qapp, restore, lang):
    own = CJK_FAMILIES[lang][0]
    if own not in QFontDatabase.families():
        pytest.skip(f"{own} is not installed (fonts-noto-cjk)")
    others = {CJK_FAMILIES[other][0] for other in CJK_FAMILIES if other != lang}
    assert use_language_fonts(lang) == own == cjk_family(lang)
    board = drawn("DejaVu Sans")  # the boards' font, which has no CJK glyph of its own
    assert board == drawn(own)
    assert all(board != drawn(other) for other in others if other in QFontDatabase.families())


def test_latin_languages_choose_no_cjk_family(qapp, restore):
    assert cjk_family("en") is None and cjk_family("de") is None
