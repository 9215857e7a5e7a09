"""Lists are joined the language's way, never by hand with ", " or "; ": "a, b and c" / "a、b和c" (listing),
"a, b or c" / "a、b、またはc" (alternatives), items without a conjunction (series) and groups of "name: value"
(groups: "; " in English and German, "；" in Chinese, "、" in Japanese). A seeded game of every title, played
in Japanese and both Chinese scripts, says no list with a Latin comma or semicolon; and no text on ESSEN's
hall names a space by its internal id ("中庭（courtyard）")."""

from __future__ import annotations

import re

import pytest

from fairtable import i18n
from fairtable.engine.layout import name_seats, with_seat_names
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng

NAMES = ["Ann", "Ben", "Cleo"]


@pytest.fixture
def speak():
    def set_to(lang: str) -> None:
        i18n.set_language(lang)

    yield set_to
    i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize("lang, and_, or_, row, grouped", [
    ("en", "a, b and c", "a, b or c", "a, b, c", "a: 1; b: 2"),
    ("de", "a, b und c", "a, b oder c", "a, b, c", "a: 1; b: 2"),
    ("ja", "a、b、c", "a、b、またはc", "a、b、c", "a: 1、b: 2"),
    ("zh_Hans", "a、b和c", "a、b或c", "a、b、c", "a: 1；b: 2"),
    ("zh_Hant", "a、b和c", "a、b或c", "a、b、c", "a: 1；b: 2"),
])
def test_each_language_joins_a_list_its_own_way(speak, lang, and_, or_, row, grouped):
    speak(lang)
    items = ["a", "b", "c"]
    assert i18n.listing(items) == and_
    assert i18n.alternatives(items) == or_
    assert i18n.series(items) == row
    assert i18n.groups(["a: 1", "b: 2"]) == grouped
    assert i18n.alternatives(["a"]) == "a" and i18n.alternatives([]) == ""


def test_japanese_groups_that_hold_a_list_of_their_own_are_set_apart(speak):
    speak("ja")
    assert i18n.groups(["Ann：1 コイン、2 木材", "Ben：4 コイン"]) == "Ann：1 コイン、2 木材／Ben：4 コイン"


def test_longer_choices_are_joined_as_clauses(speak):
    speak("zh_Hans")
    assert i18n.alternatives(["拿 3 元", "弃掉一片板块", "启动城镇"], clauses=True).startswith("拿 3 元，弃掉一片板块，")
    speak("en")
    assert i18n.alternatives(["take $3", "activate your town"], clauses=True) == "take $3, or activate your town"


def _texts(game_id: str) -> set[str]:
    """Every prompt, layout text and story line of a seeded game played at random."""
    game = get_game(game_id)
    seats = [SeatRecord(name=n, kind="human") for n in NAMES]
    match = Match.from_record(Record.create(game, None, seats, 5, []))
    rng = Rng(11)
    texts: set[str] = set()
    step = 0
    while not match.is_over() and step < 3000:
        state = match.state
        texts.add(name_seats(game.presentation.prompt(state, match.current_player()), NAMES))
        if step % 9 == 0:
            layout = with_seat_names(game.presentation.layout(state, 0), NAMES)
            texts.update(z.tooltip or "" for z in layout.zones)
            texts.update(p.tooltip or "" for p in layout.pieces)
            texts.update(f"{k}: {v}" for k, v in layout.info.items())
        match.play(rng.choice(game.legal_actions(state)))
        step += 1
    for viewer in (0, None):
        texts.update(e.text for e in match.story(viewer))
    return {t for t in texts if t}


#: A Latin list separator; a comma after a digit is a printed title's own ("1, 2, 3! Now You See Me").
LATIN_LIST = re.compile(r"; |(?<![0-9]), ")


@pytest.mark.parametrize("lang", ["ja", "zh_Hans", "zh_Hant"])
@pytest.mark.parametrize("game_id", title_ids())
def test_a_seeded_game_in_chinese_and_japanese_joins_no_list_with_a_latin_comma(speak, lang, game_id):
    speak(lang)
    texts = _texts(game_id)
    assert len(texts) > 20
    assert sorted(t for t in texts if LATIN_LIST.search(t))[:10] == []


def test_the_income_of_animal_marche_is_grouped_with_the_chinese_semicolon(speak):
    speak("zh_Hans")
    lines = [t for t in _texts("marche") if t.startswith(i18n._("Income. {totals}").split("{")[0])]
    assert lines and all("；" in t and "; " not in t for t in lines), lines


@pytest.mark.parametrize("lang", ["en", "de", "ja", "zh_Hans", "zh_Hant"])
def test_essens_hall_names_no_space_by_its_internal_id(speak, lang):
    speak(lang)
    game = get_game("essen")
    state = game.new_state(3, None, 5)
    layout = game.presentation.layout(state, 0)
    words = [z.tooltip or "" for z in layout.zones] + [z.label or "" for z in layout.zones]
    words += [v for v in layout.info.values()]
    ids = re.compile(r"[(（](courtyard|parking|galeria\d?|entrance\d?)[)）]|\b(galeria|entrance)\d\b")
    assert [w for w in words if ids.search(w)] == []
    if lang != "en":
        assert [w for w in words if re.search(r"courtyard|parking|galeria|entrance", w)] == []
    tips = {z.id: z.tooltip for z in layout.zones}
    assert tips["space:entrance1"] != tips["space:entrance2"]
