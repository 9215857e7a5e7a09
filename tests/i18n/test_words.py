"""The words of each language are its own: the festival's German is the rulebook's, Simplified Chinese reads as
mainland Chinese, Japanese uses its ordinary verbs, Traditional Chinese keeps one word per term. Each check
reads the committed catalogs, rules summaries and glossaries, so a word that comes back fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
GAMES = ROOT / "resources" / "games"


def _catalog(lang: str):
    with (I18N / lang / "LC_MESSAGES" / "fairtable.po").open("rb") as f:
        return [m for m in read_po(f) if m.id]


def _source(m) -> str:
    return m.id if isinstance(m.id, str) else m.id[0]


def _strings(m) -> list[str]:
    return [m.string] if isinstance(m.string, str) else list(m.string)


def _hits(lang: str, pattern: str, where=lambda m: True) -> list[str]:
    """Every translation (with its source) in ``lang``'s catalog that ``pattern`` finds."""
    rx = re.compile(pattern)
    return [f"{_source(m)!r} -> {s!r}" for m in _catalog(lang) if where(m) for s in _strings(m) if rx.search(s)]


def _of(title: str):
    return lambda m: any(f"/{title}/" in path for path, _ in m.locations)


# -- German: Agents Of Empire speaks its rulebook ---------------------------------------------------------

#: Words the German rulebook (seed 004) does not use for its game: it "mauschelt", never "handelt"; one buys
#: oneself out ("freikaufen"), there is no "Kaution"; the audience are "Zuschauer" who reach a
#: "Spendensumme"; the shuttle is the "V.I.P. Shuttle"; and no word is explained by Monopoly's.
FESTIVAL_NOT_GERMAN = (r"\b[Hh]andeln\b|\bgehandelt\b|\b[Hh]andle\b(?! das Feld)|Kaution|\bHaus\b|Häuser|Hotel|"
                       r"Gefängnis|\bTopf\b|Spielgeld|Publikum|Spendenziel|(?<!\.)\bVIP\b|\bWerk\b")


def test_the_festivals_german_catalog_uses_the_rulebooks_words():
    assert _hits("de", FESTIVAL_NOT_GERMAN, _of("festival")) == []


def test_the_festivals_german_rules_summary_uses_the_rulebooks_words():
    text = (GAMES / "festival" / "rules.de.md").read_text(encoding="utf-8")
    assert re.findall(FESTIVAL_NOT_GERMAN, text) == []
    for word in ("gemauschelt", "freikaufen", "V.I.P. Shuttle", "Zuschauer", "Spendensumme"):
        assert word in text.replace("\n", " ").replace("Kauf dich für 1.000 Tacken frei", "freikaufen"), word


def test_the_german_glossary_names_no_monopoly_word_for_the_festival():
    text = (I18N / "de" / "glossary.md").read_text(encoding="utf-8")
    festival = text[text.index("## Agents Of Empire"):]
    rows = [line.split("|")[2] for line in festival.splitlines() if line.startswith("| ") and "---" not in line]
    assert [r for r in rows if re.search(r"Kaution|Publikum|Spendenziel|\bHaus\b|Hotel|Gefängnis|Topf|Spielgeld",
                                         r)] == []
    assert not re.search(r"\b(houses|hotel|jail)\b|pot in the middle", festival)


@pytest.mark.parametrize("source, word", [
    ("Mauscheln (trade)", "mauscheln"),
    ("Pay bail {amount}", "freikaufen"),
    ("pays bail", "kauft sich frei"),
    ("VIP Shuttle", "V.I.P. Shuttle"),
    ("Spendenziel (donation goal)", "Spendensumme"),
    ("audience", "Zuschauer"),
])
def test_german_names_the_festivals_moves_as_the_rulebook_does(source, word):
    found = [s for m in _catalog("de") if _source(m) == source for s in _strings(m)]
    assert found and all(word in s for s in found), found


def test_german_calls_empresarios_tokens_and_marches_lots_and_ads_as_the_log_does():
    assert _hits("de", r"SP-Marker|Abschnitt") == []
    names = {_source(m): m.string for m in _catalog("de")}
    assert names["Newspaper Ad"] == "Zeitungsanzeige"
    assert names["Internet Ad"] == "Internetwerbung"
    assert _hits("de", r"Bevölkerungsmarker", lambda m: _source(m) == "{n} VP token")


# -- Simplified Chinese: mainland words, not Taiwanese ones converted ------------------------------------

#: Taiwanese words a character conversion leaves behind, each with the mainland's: 纪录 (记录), 卸载 (which
#: means uninstalling software; unloading is 卸到), 开启 / 存盘 / 说明 in the menus (打开 / 保存 / 帮助),
#: 完售 (售罄), 饮食 (用餐), 提早离开 (提前离场), 提钱 (取钱), 平手 (平局), 透过 (通过), 位在 (位于), 行动点数
#: (行动点), 卡片 (卡牌), 依照 (按照).
NOT_MAINLAND = r"纪录|卸载|开启|存盘|完售|饮食|提早离开|提钱|平手|透过|行动点数|卡片|依照|(?<![第一二三四五六七八九十\d} ])位在"  # not "第一位在"


def test_simplified_chinese_catalog_uses_mainland_words():
    assert _hits("zh_Hans", NOT_MAINLAND) == []


@pytest.mark.parametrize("title", ["essen", "empresario", "marche", "festival"])
def test_simplified_chinese_rules_summaries_use_mainland_words(title):
    text = (GAMES / title / "rules.zh_Hans.md").read_text(encoding="utf-8")
    assert re.findall(NOT_MAINLAND, text) == []


@pytest.mark.parametrize("source, words", [
    ("&Open…", "打开"), ("&Help", "帮助"), ("&Save", "保存"), ("Sold out", "售罄"), ("Play-test", "试玩"),
    ("Withdraw {amount}", "取钱"), ("Eat here ({price})", "用餐"), ("Early departure", "提前离场"),
    ("{seat} unloads {n} game into the trunk", "卸到"), ("Concordia", "康考迪亚"), ("Mount Everest", "珠穆朗玛峰"),
])
def test_simplified_chinese_says_it_as_the_mainland_does(source, words):
    found = [s for m in _catalog("zh_Hans") if _source(m) == source for s in _strings(m)]
    assert found and all(words in s for s in found), found


def test_the_essen_rules_summary_in_simplified_chinese_reads_as_mainland_chinese():
    text = (GAMES / "essen" / "rules.zh_Hans.md").read_text(encoding="utf-8")
    for word in ("位于", "用餐", "试玩", "卸到", "取钱", "售罄", "提前离场"):
        assert word in text, word


# -- Japanese, Traditional Chinese, and every language's tooltips ----------------------------------------


def test_japanese_never_moves_with_the_shogi_verb():
    """指す is what a shogi player does with a piece; a board-game app says する / プレイする."""
    assert _hits("ja", r"指す|指し|指さ") == []


def test_japanese_calls_animal_marches_lots_as_its_rulebook_does():
    assert _hits("ja", r"区画", _of("marche")) == []
    assert _hits("ja", r"売地", lambda m: _source(m) == "{n}\nsections\nbuilt")


def test_japanese_has_one_word_for_the_saloon():
    assert _hits("ja", r"酒場") == []
    assert _hits("ja", r"サルーン", lambda m: _source(m) == "Scarlett the Saloon Owner")


def test_japanese_adds_no_gloss_that_says_the_same_word_again():
    assert _hits("ja", r"裏取引（取引）|（取引）") == []


@pytest.mark.parametrize("lang", ["de", "zh_Hant", "zh_Hans", "ja"])
def test_a_bot_level_has_the_same_name_in_the_new_game_dialog_and_in_the_panels(lang):
    names = {(_source(m), m.context): m.string for m in _catalog(lang)}
    for level in ("Random", "Normal", "Hard"):
        shown = names[(level, None)]  # the panels: "Bot ({level})", the record's level names
        assert names[(f"Bot: {level}", None)].endswith(shown), (level, shown, names[(f"Bot: {level}", None)])


def test_traditional_chinese_says_pays_to_someone_as_fu_gei():
    assert _hits("zh_Hant", r"支付 ?\{(seat|owner|creditor|other)\}|支付[^，。：；]*給") == []
    assert _hits("zh_Hant", r"付給", lambda m: _source(m) == "{payer} pays {seat} {amount}")


def test_traditional_chinese_calls_every_draft_lunchou():
    assert _hits("zh_Hant", r"選卡|選秀") == []
    drafts = [m for m in _catalog("zh_Hant") if re.search(r"(?i)\bdraft", _source(m))]
    assert drafts and all("輪抽" in s for m in drafts for s in _strings(m)), [
        (_source(m), m.string) for m in drafts if not all("輪抽" in s for s in _strings(m))]


@pytest.mark.parametrize("lang", ["de", "zh_Hant", "zh_Hans", "ja"])
def test_a_festival_tooltip_never_explains_a_word_by_itself(lang):
    """"寄付（寄付）", "租金（租金）", "Spende (Spende)": a gloss that repeats its word says nothing."""
    from fairtable import i18n
    from fairtable.games.festival.data import tables
    from fairtable.games.festival.words import gloss

    i18n.set_language(lang)
    try:
        said = []
        for word in tables().glossary:
            shown, name = gloss(word), i18n._(word)
            meaning = shown[len(name):].strip(" ()（）")
            if meaning.lower().startswith(name.lower()):
                said.append(shown)
    finally:
        i18n.set_language(i18n.SOURCE)
    assert said == []


@pytest.mark.parametrize("lang", ["de", "zh_Hant", "zh_Hans", "ja"])
def test_no_translation_repeats_a_word_in_brackets_after_it(lang):
    """"裏取引（取引）", "暗盘交易（交易）": the brackets repeat what was just said."""
    assert _hits(lang, r"([^\s（）()、，：:]{2,})\s?[（(]\1[）)]") == []
