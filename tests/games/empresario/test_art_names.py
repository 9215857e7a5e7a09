"""A character's name written without spaces (Chinese, Japanese) breaks between its given name and its
epithet, never inside either: 史嘉蕾 over 酒館老闆娘, ジェイク over 大工, 約瑟芬 over 修女."""

from __future__ import annotations

import pytest

from fairtable import i18n
from fairtable.games.empresario.art import name_parts
from fairtable.games.empresario.words import character


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize(("lang", "number", "english", "parts"), [
    ("zh_Hant", 3, "Scarlett the Saloon Owner", ("史嘉蕾", "酒館老闆娘")),
    ("zh_Hans", 3, "Scarlett the Saloon Owner", ("斯嘉丽", "酒馆老板娘")),
    ("ja", 8, "Jake the Carpenter", ("ジェイク", "大工")),
    ("zh_Hant", 11, "Sister Josephine", ("約瑟芬", "修女")),
    ("ja", 11, "Sister Josephine", ("ジョセフィン", "シスター")),
])
def test_a_cjk_name_splits_at_its_given_name(speak, lang, number, english, parts):
    speak(lang)
    assert name_parts(character(number), english) == parts


def test_a_name_with_spaces_is_left_to_the_usual_split(speak):
    speak("de")
    assert name_parts(character(3), "Scarlett the Saloon Owner") is None
