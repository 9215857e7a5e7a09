"""Lines of the drawn cards break at spaces, and in Chinese and Japanese between any two characters (a
closing mark stays with the one before it); joined back, the pieces give the text."""

from __future__ import annotations

import pytest

from fairtable.games.svg import break_units, glue


def joined(units: list[str]) -> str:
    out = ""
    for u in units:
        out = glue(out, u)
    return out


@pytest.mark.parametrize("text", ["Birthday backstage: every player pays you 200 Tacken.",
                                  "楽屋で誕生日：全員があなたに 200 Tacken を払う。", "對手入店時 +1●", "Seat 2の町"])
def test_the_pieces_join_back_into_the_text(text):
    assert joined(break_units(text)) == " ".join(text.split())


def test_chinese_and_japanese_break_between_characters_but_not_before_a_closing_mark():
    assert break_units("全員が払う。") == ["全", "員", "が", "払", "う。"]
    assert break_units("收入：3") == ["收", "入：", "3"]
    assert break_units("pays you 200") == ["pays", "you", "200"]
