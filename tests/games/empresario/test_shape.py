"""Old West Empresario in the shape every title has: one move per action, ids built and read in one place,
the rule numbers importing nothing of the title, and a Game that keeps only the rules."""

from __future__ import annotations

from fairtable.engine.actions import Drag
from fairtable.games.empresario import ids
from fairtable.games.empresario.actions import ACTION_TYPES, Activate, BuildTile, ClaimTile, TakeIncome
from fairtable.games.empresario.moves import MOVES
from fairtable.games.empresario.state import Phase


def test_every_action_has_one_check_and_one_perform():
    assert set(MOVES) == set(ACTION_TYPES)
    assert all(callable(check) and callable(perform) for check, perform in MOVES.values())


def test_the_gestures_name_what_ids_read_back():
    claim = ClaimTile(player=2, tile=12, x=-1, y=3).gesture()
    assert isinstance(claim, Drag)
    assert ids.number_of(claim.piece, ids.TILE) == 12
    assert ids.town_space(claim.zone) == (2, -1, 3) and ids.in_town(claim.zone, 2) and not ids.in_town(claim.zone, 1)
    income = TakeIncome(player=0, tile=7).gesture()
    assert isinstance(income, Drag) and income.zone == ids.DISCARD
    assert ids.labelled_tile(BuildTile(player=0, tile=12).gesture().label) == 12
    assert ids.labelled_tile(Activate(player=0, building=63, use="coin").gesture().label) == 63
    assert ids.unlabelled("Build Mine #12") == "Build Mine"


def test_ids_tell_kinds_apart_and_refuse_what_is_not_theirs():
    assert ids.number_of(ids.die(4), ids.DIE) == 4
    assert ids.number_of(ids.tile(4), ids.DIE) is None
    assert ids.number_of("die:x", ids.DIE) is None
    assert ids.town_space("town:1:a,b") is None and ids.town_space(ids.money(1)) is None
    assert ids.kind(ids.wanted_won(0)) == ids.WANTED_WON != ids.kind(ids.wanted(0))
    assert ids.wanted_card_of(ids.wanted_card(9, "gold")) == (9, "gold")
    assert ids.labelled_tile("End turn") is None


def test_phases_keep_the_words_records_were_written_with():
    assert [p.value for p in Phase] == ["character", "start", "die", "use", "activate", "after", "leftover", "over"]
    assert Phase.DIE == "die" and {"die": 1}[Phase.DIE] == 1
