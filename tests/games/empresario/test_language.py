"""Old West Empresario in another language: the words a player reads come from the catalog (the ``pseudo``
language wraps every catalog message in ⟦brackets⟧), while the identities a record keeps stay English."""

from __future__ import annotations

import pytest

from fairtable import i18n
from fairtable.engine.actions import Press
from fairtable.games.empresario.actions import Activate, BuildTile, ChooseCharacter
from fairtable.games.empresario.data import MINE, NATIVE, TOWN_HALL_ID, ZEBEDEE
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.scoring import breakdown
from fairtable.games.empresario.words import dollars
from tests.games.empresario.helpers import fresh, place, tile, with_die


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.SOURCE)


def test_a_button_names_the_building_in_the_players_language_and_its_label_stays_the_identity(pseudo):
    s = fresh()
    t = place(s, 0, tile(NATIVE), 1, 0, built=False)
    action = BuildTile(player=0, tile=t)
    assert action.gesture() == Press(label=f"Build Native Settlement #{t}")
    assert GAME.presentation.button_text(s, action) == "⟦Build {building}⟧".replace("{building}", "⟦Native Settlement⟧")


def test_a_character_button_and_a_town_hall_button_come_from_the_catalog(pseudo):
    s = fresh()
    assert GAME.presentation.button_text(s, ChooseCharacter(player=0, character=ZEBEDEE)) == "⟦Play {character}⟧".replace(
        "{character}", "⟦Zebedee the Land Owner⟧")
    text = GAME.presentation.button_text(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert text == "⟦Activate ⟦Town Hall A⟧: take ⟦$1⟧⟧"


def test_every_amount_of_money_is_written_by_one_helper(pseudo):
    s = with_die(fresh(), 4)
    assert dollars(3) == "⟦$3⟧"
    prompt = GAME.presentation.prompt(s, 0)
    assert "⟦$3⟧" in prompt
    assert all(prompt[i - 1] == "⟦" for i, ch in enumerate(prompt) if ch == "$")  # no "$" typed into a message


def test_the_score_pad_is_shown_in_the_players_language_and_kept_by_its_english_rows(pseudo):
    s = fresh()
    place(s, 0, tile(MINE), 1, 0)
    shown = GAME.result(s).breakdown[0]
    kept = breakdown(s)[0]
    assert [label for label, _vp in kept][-3:] == ["Cotton", "Population tokens", "Leftover money"]
    assert [label for label, _vp in shown] == [f"⟦{label}⟧" for label, _vp in kept]
    assert [vp for _label, vp in shown] == [vp for _label, vp in kept]
