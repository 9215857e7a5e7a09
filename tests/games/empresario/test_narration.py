"""What the table tells while Old West Empresario is played: the dice rolled each round, every
activation's effect with its figures, the wanted cards claimed, the leftover die, the end of the game and
its cause; the dealt characters and starting tiles are named to their owner only."""

from __future__ import annotations

import pytest

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.games.empresario.actions import (
    Activate,
    ChooseCharacter,
    ChooseDie,
    ChooseStartColour,
    ClaimTile,
    Done,
    EndTurn,
    Gamble,
    PlaceStartTile,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import (
    CHAR_NAMES,
    COLOUR_NAMES,
    DISTILLERY,
    JAKE,
    JESSE,
    MERLE,
    MICHELLE,
    MINE,
    NATIVE,
    ROYCE,
    SALOON,
    SCARLETT,
    TCOLOUR,
    TOWN_HALL_ID,
    TYPE_NAMES,
    UNDERTAKER,
)  # fmt: skip
from fairtable.games.empresario.flow import dice_in_pool
from fairtable.games.empresario.narration import tile_text
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import (
    LEFTOVER,
    OVER,
    START,
    leftover_value,
)  # fmt: skip
from tests.games.empresario.helpers import do, fresh, give, place, show, tile, to_leftover, told, with_die


def kinds(events, kind):
    return [e for e in events if e.kind == kind]


def last_turn_of_round(s, leftover: int):
    """Every seat but the last of the round has used a die; the last has chosen one. The leftover die will
    show ``leftover``."""
    s.dice = [1] * (len(s.dice) - 1) + [leftover]
    while s.turn < 2 * s.players - 1:
        s = do(s, ChooseDie(player=s.actor, die=dice_in_pool(s)[0]), EndTurn(player=s.actor))
    return do(s, ChooseDie(player=s.actor, die=dice_in_pool(s)[0]))


# -- set-up -------------------------------------------------------------------------------------------------


def test_each_players_two_character_cards_are_named_to_that_player_only():
    s, events = GAME.new_state_told(3, None, 4)
    (deal,) = kinds(events, "characters_dealt")
    assert deal.line(None) == "Each player is dealt two character cards"
    for p in range(3):
        mine = deal.line(p)
        assert all(CHAR_NAMES[c] in mine for c in s.dealt[p])
        others = [CHAR_NAMES[c] for q in range(3) if q != p for c in s.dealt[q]]
        assert not any(name in mine for name in others)


def test_setup_tells_the_start_player_the_supply_the_wanted_cards_and_the_population_supply():
    s, events = GAME.new_state_told(2, None, 4)
    (start,) = kinds(events, "start_player")
    assert start.value("seat") == s.start_player and start.text == f"Seat {s.start_player + 1} is drawn at random as the start player"
    (display,) = kinds(events, "display")
    assert display.value("display") == tuple(tuple(col) for col in s.display)
    assert display.text.startswith("The supply of building tiles, column by column (a building's number in "
                                   "brackets is the die number it activates on): 1: ")
    (wanted,) = kinds(events, "wanted_deal")
    assert wanted.value("wanted") == tuple(s.wanted)
    (supply,) = kinds(events, "setup_supply")
    assert supply.value("supply") == 30 and supply.value("money") == 3


def test_the_played_character_is_told_to_everyone_and_the_dealt_starting_tiles_to_their_owner_only():
    s = GAME.new_state(2, None, 4)
    first = s.actor
    s, _ = told(s, ChooseCharacter(player=first, character=0))
    kept = s.dealt[s.actor][0]
    line = GAME.presentation.describe(s, ChooseCharacter(player=s.actor, character=kept), ["Seat 1", "Seat 2"])
    assert line.endswith(f"plays {CHAR_NAMES[kept]}")
    s, events = told(s, ChooseCharacter(player=s.actor, character=kept))
    dealt = kinds(events, "start_tiles")
    assert [e.value("seat") for e in dealt] == [first, 1 - first]
    for e in dealt:
        p = e.value("seat")
        names = [tile_text(t) for t in s.hands[p]] if s.hands[p] else []
        assert all(n in e.line(p) for n in names)
        assert e.line(None) == e.line(1 - p) == f"Seat {p + 1} is dealt {len(s.hands[p])} tiles and keeps 1 of them to start unbuilt"


def test_the_discarded_starting_tiles_are_named_to_their_owner_only():
    s = GAME.new_state(2, None, 4)
    s = do(s, ChooseCharacter(player=s.actor, character=0), ChooseCharacter(player=1 - s.actor, character=0))
    p = s.actor
    keep, *rest = s.hands[p]
    s, events = told(s, PlaceStartTile(player=p, tile=keep, x=1, y=0))
    (discard,) = kinds(events, "setup_discard")
    assert discard.line(None) == f"Seat {p + 1} discards 2 tiles face down"
    assert discard.line(p) == f"You discard {tile_text(rest[0])} and {tile_text(rest[1])} face down"


def test_jesse_reveals_tiles_until_the_chosen_colour_in_front_of_everyone():
    s = GAME.new_state(2, None, 5)
    s.dealt = [[JESSE, 1], [2, 3]]
    s = do(s, ChooseCharacter(player=s.actor, character=s.dealt[s.actor][0]))
    s = do(s, ChooseCharacter(player=s.actor, character=s.dealt[s.actor][0]))
    while s.actor != 0 or s.phase != START:
        s = do(s, PlaceStartTile(player=s.actor, tile=s.hands[s.actor][0], x=1, y=0))
    colour = COLOUR_NAMES[TCOLOUR[s.pile[3]]]
    s, events = told(s, ChooseStartColour(player=0, colour=colour))
    (reveal,) = kinds(events, "jesse_reveal")
    found = reveal.value("found")
    assert s.hands[0] == [found] and COLOUR_NAMES[TCOLOUR[found]] == colour
    assert reveal.value("revealed") == tuple(s.setup_public)
    assert not reveal.views and f"the first {colour} building" in reveal.text


# -- the round --------------------------------------------------------------------------------------------


def test_each_new_round_is_a_big_moment_telling_the_start_player_and_the_dice_rolled():
    s = to_leftover(fresh(2), 4)
    s, events = told(s, Done(player=0), Done(player=1))
    (rolled,) = kinds(events, "round")
    assert rolled.banner and rolled.value("round") == 2 and rolled.value("start_player") == 1
    assert rolled.value("dice") == tuple(sorted(s.dice)) and len(rolled.value("dice")) == 5
    shown = ", ".join(str(v) for v in sorted(s.dice)[:-1]) + f" and {sorted(s.dice)[-1]}"
    assert rolled.text == (f"Round 2: Seat 2 is the start player (the marker passes clockwise); the 5 dice are rolled "
                           f"and show {shown}")


def test_the_leftover_die_step_is_told_with_the_die_it_shows():
    s = last_turn_of_round(fresh(2), 5)
    s, events = told(s, EndTurn(player=s.actor))
    assert s.phase == LEFTOVER
    (step,) = kinds(events, "leftover")
    assert step.value("die") == 5 == leftover_value(s)
    assert "the leftover die shows 5" in step.text and "ONE constructed building" in step.text


def test_scarlett_gambling_tells_the_number_rolled():
    s = with_die(fresh(2, [SCARLETT, 0]), 3)
    s, events = told(s, Gamble(player=0))
    (roll,) = kinds(events, "gamble")
    assert roll.value("die") == s.die_value and not roll.auto
    assert roll.text == f"Seat 1 rolls {s.die_value} (now $5)"


def test_a_claimed_tile_is_replaced_from_the_draw_pile_and_told():
    s = fresh(2)
    mine = tile(MINE, 2)
    show(s, 2, mine)
    s, events = told(with_die(s, 2), ClaimTile(player=0, tile=mine, x=1, y=0))
    (refill,) = kinds(events, "refill")
    assert refill.value("column") == 2 and refill.value("tile") == s.display[1][-1]
    assert refill.value("pile") == len(s.pile)
    assert refill.text == f"Column 2 is refilled with {tile_text(s.display[1][-1])} ({len(s.pile)} tiles left in the draw pile)"


def test_a_native_settlement_tells_its_one_time_effect():
    s = fresh(2)
    native = tile(NATIVE, variant=1)
    show(s, 4, native)
    s, events = told(with_die(s, 4), ClaimTile(player=0, tile=native, x=1, y=0))
    (acts,) = kinds(events, "native")
    assert acts.value("variant") == 1
    assert acts.text == "Native Settlement is built at once and acts once: Seat 1 collects 1 VP token and $2 (now $5 and 1 VP token)"


# -- activations --------------------------------------------------------------------------------------------


def test_a_mine_tells_it_collects_two_dollars():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    s, events = told(with_die(s, 3), Activate(player=0, building=mine))
    (effect,) = kinds(events, "effect")
    assert (effect.value("money"), effect.value("vp"), effect.value("building")) == (2, 0, mine)
    assert effect.text == "Seat 1 collects $2 (now $5 and 0 VP tokens)" and not effect.auto


def test_a_distillery_tells_one_dollar_paid_for_two_vp_tokens():
    s = fresh(2)
    still = place(s, 0, tile(DISTILLERY, 3), 1, 0)
    s, events = told(with_die(s, 3), Activate(player=0, building=still))
    (effect,) = kinds(events, "effect")
    assert (effect.value("money"), effect.value("vp")) == (-1, 2)
    assert effect.text == "Seat 1 pays $1 for 2 VP tokens (now $2 and 2 VP tokens)"


def test_a_saloon_tells_one_dollar_for_each_adjacent_constructed_building():
    s = fresh(2)
    saloon = place(s, 0, tile(SALOON, 3), 1, 0)
    place(s, 0, tile(MINE, 5), 2, 0)
    s, events = told(with_die(s, 3), Activate(player=0, building=saloon))
    (effect,) = kinds(events, "effect")
    assert effect.value("money") == 2
    assert effect.text == "Seat 1 collects $2, $1 for each adjacent constructed building (now $5 and 0 VP tokens)"


def test_the_town_hall_building_the_only_tile_under_construction_tells_the_build():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0, built=False)
    s, events = told(with_die(s, 6), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    (effect,) = kinds(events, "effect")
    assert (effect.value("money"), effect.value("use")) == (-1, "build")
    (build,) = kinds(events, "build")
    assert build.value("tile") == mine and s.built[mine]
    assert build.text == "Seat 1 builds Mine (3) (the only building under construction)"


def test_the_undertaker_tells_which_opponents_discard_a_dollar():
    s = fresh(3)
    undertaker = place(s, 0, tile(UNDERTAKER, 3), 1, 0)
    give(s, 2, money=-3)
    s, events = told(with_die(s, 3), Activate(player=0, building=undertaker))
    (effect,) = kinds(events, "effect")
    assert effect.value("vp") == 1
    (paid,) = kinds(events, "undertaker")
    assert paid.value("paid") == (1,) and paid.value("broke") == (2,)
    assert paid.text == "Seat 2 discards $1; Seat 3 has no money to discard (Undertaker of Seat 1)"


def test_an_offer_to_claim_for_2_vp_tokens_lapses_naming_the_missing_token():
    """Native Settlement: collect 1 VP token and you may spend 2 VP tokens to claim any tile; with only the
    one just collected, the offer lapses for want of a token, not of a tile."""
    s = fresh(2)
    native = tile(NATIVE, variant=3)
    show(s, 4, native)
    s, events = told(with_die(s, 4), ClaimTile(player=0, tile=native, x=1, y=0))
    (lapse,) = kinds(events, "offer_lapses")
    assert any(s.display) and s.pop[0] == 1
    assert lapse.text == "Seat 1 has only 1 VP token: claiming a tile from the display costs 2 VP tokens"


def test_an_offer_to_activate_for_1_dollar_lapses_naming_the_dollar():
    """Native Settlement: collect 1 VP token and you may pay $1 to activate 1 building; with $0 it lapses."""
    s = fresh(2)
    place(s, 0, tile(MINE, 5), -1, 0)
    native = tile(NATIVE, variant=4)
    show(s, 4, native)
    give(s, 0, money=-3)
    s, events = told(with_die(s, 4), ClaimTile(player=0, tile=native, x=1, y=0))
    (lapse,) = kinds(events, "offer_lapses")
    assert lapse.text == "Seat 1 has $0: activating another building costs $1"


def test_michelle_on_the_leftover_die_says_the_number_it_counts_as():
    """Michelle the Blacksmith treats the leftover die as any value."""
    s = to_leftover(fresh(2, [MICHELLE, 0]), 1)
    still = place(s, 0, tile(DISTILLERY, 4), 1, 0)
    s, events = told(s, Activate(player=0, building=still))
    (effect,) = kinds(events, "effect")
    assert effect.text == ("Seat 1 treats the leftover die as 4 (Michelle the Blacksmith) and pays $1 for 2 VP "
                           "tokens (now $2 and 2 VP tokens)")


def test_merle_running_a_building_as_a_distillery_tells_the_dollar_paid_for_2_vp_tokens():
    """Merle the Moonshiner: treat one building as a Distillery (pay 1 coin for 2 VP tokens)."""
    s = fresh(2, [MERLE, 0])
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    s, events = told(with_die(s, 3), Activate(player=0, building=mine, use="distillery"))
    (effect,) = kinds(events, "effect")
    assert (effect.value("money"), effect.value("vp")) == (-1, 2)
    assert effect.text == "Seat 1 pays $1 for 2 VP tokens with Merle\u2019s still (now $2 and 2 VP tokens)"


def test_jake_tells_his_dollar_and_the_town_halls_own():
    """Jake the Carpenter: when activating your Town Hall, collect 1 coin first."""
    s = fresh(2, [JAKE, 0])
    s, events = told(with_die(s, 3), Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    (effect,) = kinds(events, "effect")
    assert effect.value("money") == 2
    assert effect.text == ("Seat 1 collects $1 first (Jake the Carpenter), then $1 from the Town Hall "
                           "(now $5 and 0 VP tokens)")
    s = fresh(2, [JAKE, 0])
    place(s, 0, tile(MINE, 3), 1, 0, built=False)
    s, events = told(with_die(s, 3), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    (effect,) = kinds(events, "effect")
    assert effect.text == ("Seat 1 collects $1 first (Jake the Carpenter), then pays $1 to build "
                           "(now $3 and 0 VP tokens)")


def test_income_tells_the_tile_discarded_and_what_the_seat_holds_now():
    """Income: discard a tile of the die's column to the bottom of the draw pile and take $3."""
    s = fresh(2)
    mine = tile(MINE, 3)
    show(s, 3, mine)
    s, events = told(with_die(s, 3), TakeIncome(player=0, tile=mine))
    (income,) = kinds(events, "income")
    assert income.value("money") == 6 and not income.auto
    assert income.text == "Mine (3) goes under the draw pile; Seat 1 now has $6 and 0 VP tokens"
    assert [e.kind for e in events].index("income") < [e.kind for e in events].index("refill")


def test_royce_tells_the_coins_for_a_new_colour():
    s = fresh(2, [ROYCE, 0])
    mine = place(s, 0, tile(MINE, 3), 1, 0, built=False)
    s, events = told(with_die(s, 6), Activate(player=0, building=TOWN_HALL_ID, use="build"))
    (royce,) = kinds(events, "royce")
    assert royce.value("money") >= 1 and "the colour yellow" in royce.text
    assert s.built[mine]


def test_an_activation_turn_with_nothing_left_to_activate_is_told_to_end():
    s = fresh(2)
    s, events = told(with_die(s, 3), Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    (end,) = kinds(events, "turn_end")
    assert end.text == "Seat 1 has nothing more to activate: the turn ends" and s.actor == 1


# -- wanted cards and the end -------------------------------------------------------------------------------


def _deep_pockets(gold_owner: int):
    """Seat 1 holds $9 and a Mine (3) and has chosen a die showing 3; Deep Pockets ($10 at once) is in play."""
    s = fresh(2)
    s.wanted = [10, 11, 12]
    s.gold[0] = gold_owner
    give(s, 0, money=6)
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    return with_die(s, 3), mine


def test_a_wanted_card_claimed_is_a_big_moment_naming_the_gold_card_first():
    s, mine = _deep_pockets(gold_owner=-1)
    s, events = told(s, Activate(player=0, building=mine))
    (gold,) = kinds(events, "wanted")
    assert gold.banner and (gold.value("seat"), gold.value("metal"), gold.value("vp")) == (0, "gold", 4)
    assert gold.text == "Seat 1 claims the gold wanted card Deep Pockets (4 VP): hold $10 at once"


def test_once_the_gold_card_is_gone_the_silver_card_is_claimed_and_told():
    s, mine = _deep_pockets(gold_owner=1)
    s, events = told(s, Activate(player=0, building=mine))
    (silver,) = kinds(events, "wanted")
    assert silver.banner and (silver.value("seat"), silver.value("metal"), silver.value("vp")) == (0, "silver", 2)
    assert silver.text == "Seat 1 claims the silver wanted card Deep Pockets (2 VP): hold $10 at once; both cards are now taken"


def test_the_last_round_is_announced_when_the_draw_pile_runs_out():
    s = fresh(2)
    mine = tile(MINE, 2)
    show(s, 2, mine)
    s.pile = s.pile[-1:]
    s.pile_secret = min(s.pile_secret, 1)
    s, events = told(with_die(s, 2), ClaimTile(player=0, tile=mine, x=1, y=0))
    (last,) = kinds(events, "last_round")
    assert last.banner and last.value("causes") == ("tiles",)
    assert last.text == "Last round: the tile supply has run out; the game ends at the end of this round"


def test_the_last_round_is_announced_when_the_population_supply_is_exhausted():
    s = fresh(2)
    still = place(s, 0, tile(DISTILLERY, 3), 1, 0)
    s.pop_given = 29
    s.pop[1] = 29
    s, events = told(with_die(s, 3), Activate(player=0, building=still))
    (last,) = kinds(events, "last_round")
    assert last.value("causes") == ("population",)


def test_the_end_of_the_game_is_a_big_moment_with_its_cause_and_the_final_scores():
    s = to_leftover(fresh(2), 4)
    for x in range(1, 15):
        place(s, 1, x - 1, x, 0)
    s, events = told(s, Done(player=0), Done(player=1))
    assert s.phase == OVER
    (end,) = kinds(events, "game_end")
    assert end.banner and end.value("causes") == ("buildings",) and end.value("round") == 1
    assert end.text == "The game ends after round 1: Seat 2 has 15 constructed buildings"
    (scores,) = kinds(events, "scores")
    assert list(scores.value("scores")) == GAME.result(s).scores
    assert scores.text.startswith("Final scores: Seat 2 ") and scores.banner


def test_the_final_scores_follow_each_players_score_pad():
    """Game End and Scoring: each player's rows (buildings, wanted cards, stock icons, VP tokens, money)."""
    s = to_leftover(fresh(2), 4)
    for x in range(1, 15):
        place(s, 1, x - 1, x, 0)
    give(s, 1, money=4, pop=3)
    s, events = told(s, Done(player=0), Done(player=1))
    result = GAME.result(s)
    pads = kinds(events, "score_pad")
    assert [e.value("seat") for e in pads] == [0, 1]
    assert [e.value("score") for e in pads] == result.scores
    assert [list(e.value("rows")) for e in pads] == [list(rows) for rows in result.breakdown]
    kinds_told = [e.kind for e in events]
    assert kinds_told.index("score_pad") < kinds_told.index("scores")
    assert pads[0].text == "Seat 1 scores 1 VP: leftover money 1 ($3, 1 VP per $3)"
    assert f"VP tokens 3 and leftover money 2 (${s.money[1]}, 1 VP per $3)" in pads[1].text


# -- a whole game as a spectator reads it -------------------------------------------------------------------


@pytest.fixture(scope="module")
def match() -> Match:
    played = play_game(GAME, 3, 5, ["greedy"] * 3)
    seats = [SeatRecord(name=f"Seat {i + 1}", kind="bot", level="greedy") for i in range(3)]
    return Match.from_record(Record.create(GAME, None, seats, 5, played.actions))


def test_a_seeded_game_tells_every_round_activation_leftover_die_and_the_end(match):
    events = list(match.setup_events) + [e for step in match.steps for e in step.events]
    rounds = kinds(events, "round")
    assert [e.value("round") for e in rounds] == list(range(1, GAME.round(match.state) + 1))
    assert all(e.banner and len(e.value("dice")) == 7 for e in rounds)
    leftovers = kinds(events, "leftover")
    assert len(leftovers) == len(rounds) and all(1 <= e.value("die") <= 6 for e in leftovers)
    for number, step in enumerate(match.steps, start=1):
        if isinstance(step.action, Activate):
            (effect,) = kinds(step.events, "effect")
            before, after = match.states[number - 1], match.states[number]
            p = step.action.player
            royce = sum(e.value("money") for e in kinds(step.events, "royce"))
            assert effect.value("money") + royce == after.money[p] - before.money[p]
            assert effect.value("vp") == after.pop[p] - before.pop[p]
    assert kinds(events, "wanted") and all(e.banner for e in kinds(events, "wanted"))
    (end,) = kinds(events, "game_end")
    assert end.banner and end.value("causes")
    story = [e.text for e in match.story(None)]
    assert any(t.startswith("Round 1: ") and "the 7 dice are rolled and show" in t for t in story)
    assert any("the leftover die shows" in t for t in story)
    assert story[-1].startswith("Final scores: ")


def test_a_seeded_game_names_the_dealt_characters_and_starting_tiles_only_to_their_owner(match):
    """What is dealt face down is told to everyone by number only: no public line of the deal, the
    starting tiles or the set-up discards names a character or a building."""
    first = match.states[0]
    secret = {CHAR_NAMES[c] for hand in first.dealt for c in hand}
    events = list(match.setup_events) + [e for step in match.steps for e in step.events]
    dealt = [e for e in events if e.kind in ("characters_dealt", "start_tiles", "setup_discard")]
    assert len(dealt) >= 1 + 3 + 3
    buildings = {name for name in TYPE_NAMES}
    for e in dealt:
        assert not any(name in e.text for name in secret | buildings), e.text
    owners = {p for e in dealt for p, _ in e.views}
    assert owners == {0, 1, 2}
    for step in match.steps:
        for p in range(3):
            unplayed = [CHAR_NAMES[c] for c in first.dealt[p] if c != match.state.character[p]]
            for viewer in (None, *(q for q in range(3) if q != p)):
                assert not any(name in line for line in step.told(viewer) for name in unplayed)
