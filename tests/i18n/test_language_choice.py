"""Which language is spoken: the codes a system or a person gives, numbers and money the language's way."""

from __future__ import annotations

import pytest

from fairtable import i18n


@pytest.mark.parametrize(("code", "lang"), [
    ("de_DE.UTF-8", "de"), ("de", "de"), ("zh_TW", "zh_Hant"), ("zh-HK", "zh_Hant"), ("zh_CN", "zh_Hans"),
    ("zh", "zh_Hans"), ("ja_JP.UTF-8", "ja"), ("en_GB", "en"), ("C", "en"), ("fr_FR", None), ("", None),
])
def test_codes_are_understood(code, lang):
    assert i18n.resolve(code) == lang


def test_the_command_line_beats_the_environment_beats_the_setting_beats_the_system(monkeypatch):
    monkeypatch.setenv("FAIRTABLE_LANG", "ja")
    assert i18n.choose(cli="de", saved="zh_Hans", system="en_US") == "de"
    assert i18n.choose(cli=None, saved="zh_Hans", system="en_US") == "ja"
    monkeypatch.delenv("FAIRTABLE_LANG")
    assert i18n.choose(cli=None, saved="zh_Hans", system="en_US") == "zh_Hans"
    assert i18n.choose(cli=None, saved=None, system="de_AT") == "de"
    assert i18n.choose(cli="klingon", saved=None, system="fr_FR") in i18n.LANGUAGES


def test_numbers_and_money_the_languages_way():
    i18n.set_language("de")
    assert i18n.number(30000) == "30.000"
    assert i18n.money(12, "EUR") == "12 €"
    assert i18n.listing(["a", "b", "c"]) == "a, b und c"
    i18n.set_language("en")
    assert i18n.number(30000) == "30,000"
    assert i18n.money(12, "EUR") == "€12"
    assert i18n.listing(["a", "b", "c"]) == "a, b and c"
    assert i18n.listing(["a"]) == "a" and i18n.listing([]) == ""


def test_the_pseudo_language_wraps_every_message():
    i18n.set_language(i18n.PSEUDO)
    assert i18n._("Roll the dice") == "⟦Roll the dice⟧"
    assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "⟦2 cards⟧"
    i18n.set_language(i18n.SOURCE)
    assert i18n._("Roll the dice") == "Roll the dice"
