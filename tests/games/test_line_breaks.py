"""Without Qt (the engine's tools, the art's own tests) lines of the boards' text break at spaces, at a soft
hyphen, and in Chinese and Japanese between any two characters; never before a closing mark or a small kana,
never inside a katakana word (fairtable/games/text_fit.py; the table installs Unicode's rules)."""

from __future__ import annotations

import pytest

from fairtable.games import text_fit


@pytest.fixture(autouse=True)
def plain():
    before = text_fit._breaks
    text_fit.use_breaks(text_fit.plain_breaks)
    yield
    text_fit.use_breaks(before)


def pieces(text: str) -> list[str]:
    cuts = [0, *(p for p, _strong in text_fit.break_points(text)), len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]


@pytest.mark.parametrize("text", ["Birthday backstage: every player pays you 200 Tacken.",
                                  "楽屋で誕生日：全員があなたに 200 Tacken を払う。", "對手入店時 +1●", "Seat 2の町"])
def test_the_pieces_join_back_into_the_text(text):
    assert "".join(pieces(text)) == text


def test_chinese_and_japanese_break_between_characters_but_not_before_a_closing_mark_or_inside_katakana():
    assert pieces("全員が払う。") == ["全", "員が", "払", "う。"]  # the particle stays with its word
    assert pieces("收入：3") == ["收", "入：", "3"]
    assert pieces("大工ジェイク") == ["大", "工", "ジェイク"]
    assert pieces("pays you 200") == ["pays ", "you ", "200"]
