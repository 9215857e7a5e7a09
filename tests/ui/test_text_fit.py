"""The boards' one way to break and fit text (fairtable/games/text_fit.py) with Unicode's line breaking, as
the table installs it: Chinese and Japanese break between characters but never with a hyphen, never before
closing punctuation or a small kana, never inside a katakana name; a name splits at its epithet; a text
too wide shrinks to its floor, then takes its short form, then is cut with an ellipsis."""

from __future__ import annotations

import pytest

from fairtable.games import text_fit
from fairtable.ui.table.text_fit import measure


def width(text: str, size: float, bold: bool = False) -> float:
    return measure(text, size, bold)


def wrapped(text: str, em: float) -> list[str]:
    """``text`` in lines ``em`` characters of 10 units wide (a CJK character is 10 units)."""
    got = text_fit.lines(text, em * 10 + 0.5, 10, width)
    assert got is not None, text
    return got


@pytest.fixture(autouse=True)
def unicode_breaks(qapp):
    """The table's line breaking (importing fairtable.ui.table.text_fit installs it)."""
    from fairtable.ui.table.text_fit import unicode_breaks as breaks

    text_fit.use_breaks(breaks)


def test_chinese_breaks_between_characters_without_a_hyphen_and_keeps_closing_marks_on_the_line(qapp):
    lines = wrapped("《蒸氣樂園》是一款好玩的遊戲，真的。", 5)
    assert "".join(lines) == "《蒸氣樂園》是一款好玩的遊戲，真的。"
    assert not any("-" in line for line in lines)
    assert not any(line[0] in "》，。" for line in lines)
    assert not any(line[-1] == "《" for line in lines)


def test_japanese_lines_never_start_with_a_small_kana_or_the_long_vowel_mark(qapp):
    text = "カリーヴルスト・マラソン：ショッピングモールの駐車場まで進みます。"
    for em in range(4, 12):
        got = text_fit.fit(text, em * 10 + 0.5, 10, 10, width, most=99)
        assert not got.cut and "".join(got.lines) == text
        for line in got.lines[1:]:
            assert line[0] not in "ァィゥェォッャュョー・：。", (em, line)


def test_a_japanese_particle_stays_with_the_word_before_it(qapp):
    assert wrapped("先住民の集落", 4) == ["先住民の", "集落"]
    assert wrapped("酒場の女主人", 3) == ["酒場の", "女主人"]


def test_a_name_splits_at_its_epithet_not_inside_the_name(qapp):
    assert text_fit.fit("大工ジェイク", 45, 10, 10, width, most=2).lines == ["大工", "ジェイク"]
    assert text_fit.fit("酒館老闆娘\u200b史嘉蕾", 55, 10, 10, width, most=2).lines == ["酒館老闆娘", "史嘉蕾"]


def test_a_long_word_breaks_only_at_its_soft_hyphen_and_shows_the_hyphen_there(qapp):
    word = "Ausnüchterungs\u00adzelle"
    assert text_fit.fit(word, width("Ausnüchterungs-", 10) + 1, 10, 10, width, most=2).lines == ["Ausnüchterungs-", "zelle"]
    assert text_fit.fit(word, 500, 10, 10, width).lines == ["Ausnüchterungszelle"]


def test_a_text_too_wide_shrinks_to_its_floor_then_takes_its_short_form_then_is_cut(qapp):
    room = width("Gemischtwarenladen", 10)
    assert text_fit.fit("Gemischtwarenladen", room, 12, 9, width) == text_fit.Fitted(["Gemischtwarenladen"], pytest.approx(10, abs=0.5))
    short = text_fit.fit("Gemischtwarenladen", room * 0.6, 12, 9, width, short="Laden")
    assert short.lines == ["Laden"] and short.short and not short.cut
    cut = text_fit.fit("Gemischtwarenladen", room * 0.6, 12, 9, width)
    assert cut.cut and cut.size == 9 and cut.lines[0].endswith("\u2026") and width(cut.lines[0], 9) <= room * 0.6


def test_a_card_too_narrow_for_a_german_name_breaks_it_at_its_hyphens_or_takes_its_short_form(qapp):
    from fairtable import i18n
    from fairtable.games.marche.art import BODY, NAME, CardArt
    from fairtable.ui.table.text_fit import measure as text_width

    art = CardArt(None, text_width)
    try:
        i18n.set_language("de")
        names, _size = art.name("Grocery Store", 84)
        assert "".join(names).replace("-", "") == "Gemischtwarenladen" and len(names) == 2
        assert names[0].endswith("-") and not any("\u2026" in n for n in names)
        assert art.name("Temporary Stage", 86, BODY, 2)[0] == ["Notbühne"]  # the catalog's short form
        assert art.name("Magazine Ad", 84, NAME, 2)[0] == ["Magazin-", "Anzeige"]
    finally:
        i18n.set_language(i18n.SOURCE)
