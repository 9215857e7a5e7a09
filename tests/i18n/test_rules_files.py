"""The Help rules summaries in every language: for each title and language a rules.<lang>.md exists, reads as
UTF-8, keeps the English file's headings (how many at each level, in the same order) and is not the English
text; Help shows the player's language; each language has its glossary."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fairtable import i18n
from fairtable.engine.registry import get_game, title_ids

ROOT = Path(__file__).resolve().parents[2] / "resources"
LANGS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]
TITLES = ["essen", "empresario", "marche", "festival"]


def _levels(text: str) -> list[int]:
    """The heading level of every line that starts with '#', in order."""
    return [len(line) - len(line.lstrip("#")) for line in text.splitlines() if line.startswith("#")]


def test_the_four_titles_and_four_languages_are_the_ones_covered():
    assert sorted(title_ids()) == sorted(TITLES)
    assert sorted(LANGS) == sorted(["de", "zh_Hant", "zh_Hans", "ja"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("title", TITLES)
def test_rules_summary_is_translated_with_the_same_headings(title, lang):
    english = (ROOT / "games" / title / "rules.md").read_text(encoding="utf-8")
    path = ROOT / "games" / title / f"rules.{lang}.md"
    assert path.is_file(), f"{path} is missing"
    text = path.read_bytes().decode("utf-8")  # raises on anything that is not UTF-8
    assert Counter(_levels(text)) == Counter(_levels(english))
    assert _levels(text) == _levels(english)
    assert text.strip() != english.strip()
    # not the English text with a few words changed: most of its lines are gone
    english_lines = {line.strip() for line in english.splitlines() if len(line.strip()) > 20}
    kept = english_lines & {line.strip() for line in text.splitlines()}
    assert len(kept) <= len(english_lines) // 10, sorted(kept)[:3]


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans", "ja"])
@pytest.mark.parametrize("title", TITLES)
def test_cjk_summaries_have_no_soft_wrapped_sentences(title, lang):
    """A wrapped line inside a CJK paragraph renders as a stray space in Help: paragraphs are one line."""
    lines = (ROOT / "games" / title / f"rules.{lang}.md").read_text(encoding="utf-8").splitlines()
    for before, line in zip(lines, lines[1:], strict=False):
        stripped = line.lstrip()
        if not before.strip() or not stripped or stripped[0] in "#|-*" or stripped[:2].rstrip(".").isdigit():
            continue
        if before.startswith("#"):
            continue
        indent = len(line) - len(stripped)
        item = before.lstrip()
        if indent and (item.startswith("- ") or item[:1].isdigit()):
            opener = len(before) - len(item) + (2 if item.startswith("- ") else item.index(" ") + 1)
            assert indent < opener, f"{title} {lang}: wrapped line {line!r}"
        else:
            assert indent, f"{title} {lang}: wrapped line {line!r}"


@pytest.mark.parametrize("lang", LANGS)
def test_help_shows_the_rules_summary_in_the_players_language(lang):
    translated = (ROOT / "games" / "essen" / f"rules.{lang}.md").read_text(encoding="utf-8")
    i18n.set_language(lang)
    try:
        assert get_game("essen").presentation.rules_text() == translated
    finally:
        i18n.set_language(i18n.SOURCE)
    assert get_game("essen").presentation.rules_text() == (ROOT / "games" / "essen" / "rules.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_a_glossary_with_every_title_and_the_app(lang):
    text = (ROOT / "i18n" / lang / "glossary.md").read_text(encoding="utf-8")
    headings = [line.lstrip("# ").strip() for line in text.splitlines() if line.startswith("## ")]
    assert len(headings) >= 5, headings
    rows = [line for line in text.splitlines() if line.startswith("|") and not set(line) <= set("|-: ")]
    assert len(rows) > 100
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        assert len(cells) == 3 and cells[0] and cells[1], row
