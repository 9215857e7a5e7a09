"""Which colour zone a stand is in decides rules (the crowd, the wish cards' colours): every zone is named
in words on the fair floor, at the boards' 8 px floor, in every language, not told by its colour alone."""

from __future__ import annotations

import re

import pytest

from fairtable import i18n
from fairtable.games.essen import geometry, ids
from fairtable.games.essen.art import FLOOR, EssenArt
from fairtable.games.essen.board import floor_svg
from fairtable.games.essen.data import ZONES
from fairtable.games.essen.geometry import SIGN, TRACK
from fairtable.games.essen.words import ZONE_SIGNS


def by_characters(text: str, size: float, bold: bool = False) -> float:
    return len(text) * size * (0.62 if bold else 0.55)


def floor_texts() -> list[tuple[str, float, bool]]:
    hall = geometry.Floor()
    boxes = hall.plan()
    blocks = {colour: hall.zone_block(colour) for colour in ZONES}
    drawn = floor_svg(EssenArt(lambda text, size, bold=False, narrow=False: by_characters(text, size, bold)),
                      hall.floor.width, hall.floor.height, TRACK, boxes, hall.halls(), blocks, hall.score_cells(), SIGN)
    assert ids.hall_zone(ZONES[0]) in boxes
    return [(text, float(size), 'class="minor"' in attrs)
            for attrs, size, text in re.findall(r'<text([^>]*?font-size="([\d.]+)"[^>]*)>([^<]*)</text>', drawn)]


@pytest.mark.parametrize("lang", ["en", "de", "zh_Hant", "zh_Hans", "ja"])
def test_every_colour_zone_is_named_on_the_floor_at_the_boards_floor_size(lang):
    before = i18n.language()
    try:
        i18n.set_language(lang)
        texts = floor_texts()
        for colour in ZONES:
            word = i18n._(ZONE_SIGNS[colour])
            signs = [(size, minor) for text, size, minor in texts if text == word]
            # (a stand's publisher may be called so too: 51 "Purple", in small type)
            assert any(size >= FLOOR and not minor for size, minor in signs), (lang, colour, signs)
    finally:
        i18n.set_language(before)
