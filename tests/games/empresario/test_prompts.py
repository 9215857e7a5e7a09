"""The Actions panel names every decision of Old West Empresario in the rulebook's words: to the seat to act
what to do and how, to everybody else who decides what (never a secret); and the table asks once before a
turn ends with the die unused or buildings still to activate."""

from __future__ import annotations

from fairtable.games.empresario.actions import (
    Activate,
    ChooseCharacter,
    ChooseDie,
    ClaimTile,
    Done,
    EndTurn,
    Skip,
)  # fmt: skip
from fairtable.games.empresario.data import (
    CARPENTER,
    CHAR_NAMES,
    CHURCH,
    IRVING,
    JESSE,
    JOSEPHINE,
    MICHELLE,
    MINE,
    NAKOMA,
    NATIVE,
    SCARLETT,
    TOWN_HALL_ID,
    WEN,
    ZEBEDEE,
)  # fmt: skip
from fairtable.games.empresario.flow import dice_in_pool
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import (
    ACTIVATE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
)  # fmt: skip
from tests.games.empresario.helpers import do, fresh, give, place, show, tile, to_leftover, with_die


def _dealt(characters: list[int], seed: int = 5):
    s = GAME.new_state(len(characters), None, seed)
    for p, c in enumerate(characters):
        s.dealt[p] = sorted([c, 12 if c != 12 else 1]) if c else s.dealt[p]
    return s


def _choose(s, characters: list[int]):
    for _ in characters:
        s = do(s, ChooseCharacter(player=s.actor, character=characters[s.actor]))
    return s


# -- set-up -------------------------------------------------------------------------------------------------


def test_choosing_a_character_names_the_two_dealt_cards_to_their_owner_only():
    s = GAME.new_state(2, None, 3)
    p = s.actor
    a, b = (CHAR_NAMES[c] for c in s.dealt[p])
    assert GAME.presentation.prompt(s, p) == (f"Choose your character: play {a} or {b}, or the Standard Empresario; the "
                                 "unchosen card goes back to the box")
    for viewer in (1 - p, None):
        text = GAME.presentation.prompt(s, viewer)
        assert text == f"Seat {p + 1} chooses a character: one of two dealt cards, or the Standard Empresario"
        assert a not in text and b not in text


def test_choosing_the_starting_building_says_how_many_of_how_many_tiles():
    s = _choose(GAME.new_state(2, None, 3), [0, 0])
    p = s.actor
    assert GAME.presentation.prompt(s, p) == ("Choose your starting building: drag 1 of these 3 tiles face down next to your "
                                 "Town Hall; the others are discarded")
    assert GAME.presentation.prompt(s, 1 - p) == f"Seat {p + 1} chooses a starting building from 3 tiles"


def test_zebedee_chooses_two_of_six_tiles_then_one_more():
    s = _choose(_dealt([ZEBEDEE, 0]), [ZEBEDEE, 0])
    while s.actor != 0:
        s = do(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0) == ("Choose 2 of these 6 tiles to start unbuilt: drag each face down next to your "
                                 "Town Hall; the others are discarded")
    assert GAME.presentation.prompt(s, None) == "Seat 1 chooses 2 starting buildings from 6 tiles"
    s = do(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0) == ("Choose 1 more of these 5 tiles: drag it face down next to your Town Hall; the "
                                 "others are discarded")
    assert GAME.presentation.prompt(s, 1) == "Seat 1 chooses 1 more starting building from 5 tiles"


def test_jesse_names_a_colour_then_places_the_tile_found():
    s = _choose(_dealt([JESSE, 0]), [JESSE, 0])
    while s.actor != 0:
        s = do(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0) == ("Jesse the Specialist: choose the colour of your starting building; tiles are "
                                 "revealed from the draw pile until one of that colour")
    assert GAME.presentation.prompt(s, None) == "Seat 1 (Jesse the Specialist) chooses the colour of a starting building"
    s = do(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0).startswith("Place ") and "face down next to your Town Hall" in GAME.presentation.prompt(s, 0)
    assert GAME.presentation.prompt(s, 1).startswith("Seat 1 places ")


# -- the turn -----------------------------------------------------------------------------------------------


def test_choosing_a_die_names_the_turn_of_the_round():
    s = fresh(2)
    assert GAME.presentation.prompt(s, 0) == "Choose one of the remaining dice for your first turn of round 1: drag it to Chosen die"
    assert GAME.presentation.prompt(s, 1) == GAME.presentation.prompt(s, None) == "Seat 1 chooses one of the remaining dice"
    for p in (0, 1):
        s = do(s, ChooseDie(player=p, die=dice_in_pool(s)[0]), EndTurn(player=p))
    assert s.actor == 0 and "your second turn of round 1" in GAME.presentation.prompt(s, 0)


def test_using_the_die_names_the_three_turn_options_and_the_paid_adjustment():
    s = with_die(fresh(2), 4)
    assert GAME.presentation.prompt(s, 0) == (
        "Your die shows 4: claim a tile from column 4 (drag it into your town), discard one of its tiles for $3 "
        "(drag it onto Discard), or activate your town (drag the die onto your buildings, or use their menus). "
        "You may pay $1 once to change it by 1 (a 6 may become a 1, a 1 a 6)")
    assert GAME.presentation.prompt(s, 1) == "Seat 1 uses a die showing 4: claim a tile, discard one for $3, or activate the town"


def test_an_empty_column_offers_three_dollars_and_no_money_no_adjustment():
    s = fresh(2)
    show(s, 2)
    give(s, 0, money=-3)
    text = GAME.presentation.prompt(with_die(s, 2), 0)
    assert "take $3 (column 2 is empty)" in text and "claim" not in text and "pay $1" not in text


def test_nakoma_is_told_the_three_columns_she_may_claim_from():
    text = GAME.presentation.prompt(with_die(fresh(2, [NAKOMA, 0]), 4), 0)
    assert "claim a tile from column 3, 4 or 5 (drag it into your town; Nakoma's +/-1 is free when claiming)" in text


def test_scarlett_is_told_she_may_gamble_and_jesse_that_she_may_choose_a_colour():
    text = GAME.presentation.prompt(with_die(fresh(2, [SCARLETT, 0]), 4), 0)
    assert "You may gamble first: re-roll it and gain $2, but then you may not pay to change it" in text
    s = fresh(2, [JESSE, 0])
    place(s, 0, tile(MINE, 3), 1, 0)
    assert "As Jesse you may activate a colour instead of the number" in GAME.presentation.prompt(with_die(s, 4), 0)


def test_activating_the_town_names_the_buildings_still_to_activate():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    place(s, 0, tile(CHURCH, 3), -1, 0)
    s = do(with_die(s, 3), Activate(player=0, building=mine))
    assert GAME.presentation.prompt(s, 0) == ("Activate your town with a 3: 2 buildings still to activate (Town Hall A and "
                                 "Church (3)); use a building's menu (right click) or drag the die onto it, or end your turn")
    assert GAME.presentation.prompt(s, None) == "Seat 1 activates the town with a 3"


def test_sister_josephine_s_one_paid_activation_is_counted_once_not_as_every_building_it_could_reach():
    """Sister Josephine may pay $1 for ONE additional activation a turn: with the die's buildings activated,
    the prompt does not count the four others as still to activate, it says one more may be paid for."""
    s = fresh(2, [JOSEPHINE, 0])
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    place(s, 0, tile(CHURCH, 4), -1, 0)
    place(s, 0, tile(CARPENTER, 5), 0, 1)
    place(s, 0, tile(MINE, 6), 0, -1)
    s = do(with_die(s, 3), Activate(player=0, building=mine))
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    text = GAME.presentation.prompt(s, 0)
    assert "still to activate" not in text
    assert text.startswith("Activate your town with a 3: none left to activate, end your turn. Sister Josephine may "
                           "pay $1 to activate 1 more building: one of ")
    assert GAME.presentation.confirm(s, EndTurn(player=0)) == "End your turn without Sister Josephine's additional activation?"
    s = do(s, next(a for a in GAME.legal_actions(s) if isinstance(a, Activate) and a.josephine))
    assert "Sister Josephine" not in GAME.presentation.prompt(s, 0) and GAME.presentation.confirm(s, EndTurn(player=0)) is None


# -- effects that ask for a choice --------------------------------------------------------------------------


def _pending(kind: int, column: int = 0):
    s = with_die(fresh(2), 3)
    place(s, 0, tile(MINE, 5), 1, 0, built=False)
    place(s, 0, tile(CARPENTER, 5), -1, 0, built=False)
    s.phase = ACTIVATE
    s.pending = [(kind, column)]
    give(s, 0, pop=3)
    return s


def test_every_effect_that_asks_for_a_choice_has_its_own_prompt():
    expected = {
        (F_BUILD, 0): ("Build 1 building: choose Build in the menu (right click) of one of your buildings under "
                       "construction to turn it face up",
                       "Seat 1 chooses a building to build"),
        (F_BUILD_OPT, 0): ("Native Settlement: you may build 1 building: choose Build in its menu (right click), or Skip",
                           "Seat 1 may build 1 building (Native Settlement)"),
        (F_CLAIM, 4): ("Claim a tile from column 4: drag it next to a constructed building of your town",
                       "Seat 1 claims a tile from column 4"),
        (F_CLAIM_ANY, 0): ("Native Settlement: you may spend 2 VP tokens to claim any building tile from the display: "
                           "drag it next to a constructed building of your town, or Skip",
                           "Seat 1 may spend 2 VP tokens to claim a tile from the display (Native Settlement)"),
        (F_EXTRA, 0): ("You may pay $1 to activate 1 more building of your town (use its menu or drag the die onto "
                       "it), or Skip", "Seat 1 may pay $1 to activate 1 more building"),
    }
    for (kind, column), (mine, others) in expected.items():
        s = _pending(kind, column)
        assert (GAME.presentation.prompt(s, 0), GAME.presentation.prompt(s, 1), GAME.presentation.prompt(s, None)) == (mine, others, others)


def test_a_native_settlement_offering_a_build_prompts_build_or_skip():
    s = fresh(2)
    native = tile(NATIVE, variant=2)
    place(s, 0, tile(MINE, 5), 1, 0, built=False)
    show(s, 3, native)
    s = do(with_die(s, 3), ClaimTile(player=0, tile=native, x=0, y=1))
    assert GAME.presentation.prompt(s, 0) == "Native Settlement: you may build 1 building: choose Build in its menu (right click), or Skip"
    assert GAME.check(s, Skip(player=0)) is None


# -- the leftover die ---------------------------------------------------------------------------------------


def test_the_leftover_die_prompts_one_activation_or_done():
    s = to_leftover(fresh(2), 4)
    p = s.actor
    assert GAME.presentation.prompt(s, p) == ("The leftover die shows 4: activate ONE of your constructed buildings with it (the "
                                 "Town Hall on any number), or press Done")
    assert GAME.presentation.prompt(s, 1 - p) == f"Seat {p + 1} uses the leftover die (4)"


def test_sheriff_wen_is_prompted_for_two_activations_then_one_more():
    s = to_leftover(fresh(2, [WEN, 0]), 4)
    place(s, 0, tile(MINE, 4), 1, 0)
    assert "activate up to 2 of your constructed buildings (Sheriff Wen)" in GAME.presentation.prompt(s, 0)
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert "activate 1 more of your constructed buildings (Sheriff Wen)" in GAME.presentation.prompt(s, 0)


def test_michelle_is_told_she_may_treat_the_leftover_die_as_any_value_and_irving_of_his_inn():
    s = to_leftover(fresh(2, [MICHELLE, 0]), 4)
    assert GAME.presentation.prompt(s, 0).startswith("The leftover die shows 4, and you may treat it as any value (Michelle)")
    s = to_leftover(fresh(2, [IRVING, 0]), 4)
    give(s, 0, pop=1)
    assert "As Irving you may use it as an Inn instead: $1 and 1 VP token for a tile of column 4" in GAME.presentation.prompt(s, 0)


def test_the_game_over_prompt():
    s = to_leftover(fresh(2), 4)
    s.tiles_out = True
    s = do(s, Done(player=0), Done(player=1))
    assert GAME.presentation.prompt(s, 0) == GAME.presentation.prompt(s, None) == "The game is over"


# -- confirmations ------------------------------------------------------------------------------------------


def test_ending_a_turn_without_using_the_die_asks_once():
    s = with_die(fresh(2), 4)
    assert GAME.presentation.confirm(s, EndTurn(player=0)) == "End your turn without using your die?"


def test_ending_a_turn_with_buildings_still_to_activate_asks_how_many():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    s = do(with_die(s, 3), Activate(player=0, building=mine))
    assert GAME.presentation.confirm(s, EndTurn(player=0)) == "End your turn with 1 building still to activate?"
    place(s, 0, tile(CHURCH, 3), -1, 0)
    assert GAME.presentation.confirm(s, EndTurn(player=0)) == "End your turn with 2 buildings still to activate?"


def test_finishing_the_leftover_die_unused_asks_and_sheriff_wens_second_activation_too():
    s = to_leftover(fresh(2), 4)
    assert GAME.presentation.confirm(s, Done(player=s.actor)) == "Finish without using the leftover die?"
    s = to_leftover(fresh(2, [WEN, 0]), 4)
    place(s, 0, tile(MINE, 4), 1, 0)
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert GAME.presentation.confirm(s, Done(player=0)) == "Finish without Sheriff Wen's second activation?"


def test_other_moves_are_played_at_once():
    s = with_die(fresh(2), 4)
    for a in GAME.legal_actions(s):
        if not isinstance(a, EndTurn):
            assert GAME.presentation.confirm(s, a) is None
