"""Animal Marche in another language: the buttons, cards and log speak it, the rulebook's Japanese names
are shown once where the catalog gives them as the names, and what identifies an action stays English."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from fairtable import i18n
from fairtable.engine.actions import Press
from fairtable.games.marche import tables as T
from fairtable.games.marche.actions import Pass
from fairtable.games.marche.cards import CardArt
from fairtable.games.marche.layout import build_layout
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.state import SOLICIT
from fairtable.i18n import _

D = T.D


@pytest.fixture
def japanese(tmp_path, monkeypatch):
    """A small Japanese catalog in the translators' way: the rulebook's names, a name shown alone."""
    catalog = Catalog(locale="ja")
    catalog.add("Cenotaph", "英霊碑")
    catalog.add("Flyers", "チラシ")
    catalog.add("{name} ({name_ja})", "{name}（{name_ja}）")
    catalog.add("Pass", "パス")
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / "fairtable.po").open("wb") as f:
        write_po(f, catalog)
    monkeypatch.setattr(i18n, "catalog_dir", lambda: tmp_path)
    i18n.set_language("ja")
    yield
    i18n.set_language(i18n.SOURCE)


def _solicitation():
    s = GAME.new_state(2, None, 3)
    while s.phase != SOLICIT:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s


def test_a_press_keeps_its_english_label_and_shows_the_players_words(japanese):
    s = _solicitation()
    a = next(a for a in GAME.legal_actions(s) if isinstance(a, Pass))
    assert a.gesture() == Press(label="Pass")
    assert GAME.presentation.button_text(s, a) == "パス"


def test_a_facility_is_named_by_the_rulebooks_name_once(japanese):
    s = GAME.new_state(2, None, 3)
    k = next(k for k in range(T.N_FAC) if D.facilities[T.FAC_TYPE[k]].key == "cenotaph")
    piece = next(p for p in build_layout(s, 0).pieces if p.id == f"facility:{k}")
    assert piece.label == "英霊碑" and piece.tooltip.startswith("英霊碑: ")
    for size in ((90, 120), (240, 110)):  # in the supply, lying on the plaza
        assert CardArt("Noto Sans CJK JP").facility("marche/facility/cenotaph", *size).count("英霊碑") == 1


def test_in_english_a_card_shows_both_names():
    s = GAME.new_state(2, None, 3)
    k = next(k for k in range(T.N_FAC) if D.facilities[T.FAC_TYPE[k]].key == "cenotaph")
    piece = next(p for p in build_layout(s, 0).pieces if p.id == f"facility:{k}")
    assert piece.label == "Cenotaph (英霊碑)"
    card = CardArt("Noto Sans CJK JP").facility("marche/facility/cenotaph", 240, 110)  # lying on the plaza
    assert "Cenotaph" in card and card.count("英霊碑") == 1


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_chinese_names_a_card_without_the_japanese_rulebooks_name(lang):
    """A Chinese reader reads the Chinese name only: no kana, no Japanese name beside it."""
    import re

    kana = re.compile("[\u3040-\u30ff]")
    i18n.set_language(lang)
    try:
        s = GAME.new_state(2, None, 3)
        labels = [p.label for p in build_layout(s, 0).pieces if p.label]
        named = [x for x in labels if any(f.name_ja in x or _(f.name_en) in x for f in D.facilities)]
        assert named, labels
        assert [x for x in labels if kana.search(x)] == []
    finally:
        i18n.set_language(i18n.SOURCE)


def test_the_board_finds_an_ad_and_a_goal_by_its_piece_not_its_words(japanese, qapp):
    from fairtable.engine.record import SeatRecord
    from fairtable.games.marche.view import MarcheView

    s = GAME.new_state(2, None, 3)
    view = MarcheView([SeatRecord(name=n, kind="human") for n in ("Ann", "Ben")])
    for p in build_layout(s, 0).pieces:
        if p.id.startswith("ad:"):
            assert view._ad_for(p) is D.ads[int(p.id.split(":")[1])]
        if p.id.startswith("goal:"):
            assert view._goal_for(p) is D.goals[int(p.id.split(":")[1])]
