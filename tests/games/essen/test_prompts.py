"""The prompt of every decision of ESSEN, in the rulebook's words, to the seat deciding and to everybody else;
the question before ending a turn that could still act; why a button does nothing now."""

from __future__ import annotations

from fairtable.engine.actions import Press
from fairtable.games.essen.actions import EAT_LABEL, END_TURN_LABEL, PLAYTEST_LABEL, WITHDRAW_LABEL
from fairtable.games.essen.data import data
from fairtable.games.essen.rules import GAME
from fairtable.games.essen.state import PLAY
from tests.games.essen.helpers import after_draft, buy_into_bag, make, put_on_stand, sp, stand_of, turn_of

LABELS = (EAT_LABEL, PLAYTEST_LABEL, WITHDRAW_LABEL, END_TURN_LABEL)


def test_the_draft_asks_for_one_card_and_says_where_the_rest_go():
    s = GAME.new_state(4, None, 1)
    assert GAME.presentation.prompt(s, 0) == ("Pick 1 of these 7 wish cards: drag it onto your Wish cards; the rest pass to "
                                 "your left (Seat 2)")
    assert GAME.presentation.prompt(s, 1) == GAME.presentation.prompt(s, None) == "Seat 1 picks 1 of 7 wish cards"


def test_the_two_player_draft_asks_for_two_cards_then_one_more():
    s = GAME.new_state(2, None, 1)
    assert GAME.presentation.prompt(s, 0) == "Pick 2 of these 7 wish cards: drag them onto your Wish cards; the rest go to Seat 2"
    assert GAME.presentation.prompt(s, 1) == "Seat 1 picks 2 of 7 wish cards"
    s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0).startswith("Pick 1 more of these 6 wish cards: drag it onto your Wish cards")


def test_the_last_pass_of_the_draft_says_the_rest_form_the_common_wish_list():
    s = GAME.new_state(3, None, 1)
    for _ in range(9):
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.presentation.prompt(s, 0) == ("Pick 1 of these 4 wish cards: drag it onto your Wish cards; the rest form the "
                                 "common wish list")


def test_the_two_player_removal_is_prompted_with_the_rule():
    s = after_draft(2)
    assert s.phase == "remove"
    me = s.current
    assert GAME.presentation.prompt(s, me).startswith("2-player rule: remove one game from the hall before the actions")
    assert GAME.presentation.prompt(s, 1 - me) == f"Seat {me + 1} removes one game from the hall (2-player rule)"


def test_a_play_test_asks_to_keep_one_of_the_two_cards_without_naming_them_to_others():
    s = GAME.apply(turn_of(0), make("play_test", 0))
    assert GAME.presentation.prompt(s, 0) == ("Keep one of the two cards you play-tested: drag it onto your Wish cards; the "
                                 "other is discarded")
    assert GAME.presentation.prompt(s, 2) == GAME.presentation.prompt(s, None) == "Seat 1 keeps one of the two play-tested cards"
    for c in s.pending:
        assert data().tiles[c].title not in GAME.presentation.prompt(s, 2)


def test_a_turn_says_the_ap_left_and_what_can_be_done():
    s = turn_of(0)
    assert GAME.presentation.prompt(s, 0) == ("Round 1 of 7, your turn: 8 AP left. You can walk (drag your meeple onto a "
                                 "space), play-test for 1 AP or end your turn")
    assert GAME.presentation.prompt(s, 1) == GAME.presentation.prompt(s, None) == "Seat 1 takes actions, round 1 of 7: 8 AP left"


def test_a_turn_on_a_stand_offers_its_game_with_the_price():
    s = turn_of(0)
    put_on_stand(s, "cv")
    s.position[0] = sp(stand_of("cv"))
    assert f"buy CV for €{data().tiles[data().tile_index['cv']].price} (drag it onto your bag)" in GAME.presentation.prompt(s, 0)


def test_a_turn_at_the_parking_offers_unloading_and_the_cash_withdrawal():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv"])
    s.vp[0] = s.vp_parts[0][0] = 4
    text = GAME.presentation.prompt(s, 0)
    assert "unload your bag (drag a game onto your Car trunk)" in text and "withdraw €50 at the bank (each €50 loses 2 VP)" in text


def test_a_turn_with_0_ap_says_so():
    s = turn_of(0)
    s.position[0] = sp("s01")
    s.action_pos[0] = 8
    assert GAME.presentation.prompt(s, 0) == "Round 1 of 7, your turn: 0 AP left: end your turn"


def test_the_last_round_prompt_points_to_the_early_departure():
    s = turn_of(0)
    s.round = 7
    assert GAME.presentation.prompt(s, 0).endswith("Ending your turn here on the parking leaves early for 6 VP")
    s.position[0] = sp("entrance1")
    assert GAME.presentation.prompt(s, 0).endswith("The parking is 1 AP away: end your turn there to leave early for 6 VP")
    s.departed = [1]
    assert GAME.presentation.prompt(s, 0).endswith("end your turn there to leave early for 3 VP")


def test_ending_a_turn_with_ap_left_asks_once():
    s = turn_of(0)
    s.action_pos[0] = 5
    assert GAME.presentation.confirm(s, make("end_turn", 0)) == "End your turn with 3 AP left?"
    assert GAME.presentation.confirm(s, make("play_test", 0)) is None


def test_ending_a_turn_at_0_ap_asks_only_when_unloading_or_eating_would_give_ap_back():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv", "rokoko"])
    s.action_pos[0] = 6
    assert s.ap(0) == 0
    assert GAME.presentation.confirm(s, make("end_turn", 0)).startswith("End your turn without unloading?")
    s.position[0] = sp("courtyard")
    assert GAME.presentation.confirm(s, make("end_turn", 0)) == "End your turn without eating? Eating here (€20) gives 2 AP back"
    s.ate = True
    assert GAME.presentation.confirm(s, make("end_turn", 0)) is None


def test_each_button_says_why_it_does_nothing_now():
    s = turn_of(0)
    s.position[0] = sp("s01")
    s.action_pos[0] = 8
    assert GAME.presentation.explain(s, Press(label=PLAYTEST_LABEL)) == "You have 0 AP left: a play-test costs 1 AP"
    assert GAME.presentation.explain(s, Press(label=EAT_LABEL)) == "You can eat only in the central courtyard"
    assert GAME.presentation.explain(s, Press(label=WITHDRAW_LABEL)) == "You can withdraw money only on the parking"
    s = GAME.apply(turn_of(0), make("play_test", 0))
    assert GAME.presentation.explain(s, Press(label=END_TURN_LABEL)) == "Choose which of the two play-tested cards to keep"


def test_no_button_of_a_seeded_game_is_refused_without_a_reason():
    """Every button the table may show greyed out gets a reason of its own, in every state of seeded games."""
    from tests.games.essen.test_narration import two_player_game

    for state in two_player_game().states[::3]:
        if GAME.is_over(state):
            continue
        legal = {a.gesture() for a in GAME.legal_actions(state)}
        for label in LABELS:
            if Press(label=label) in legal:
                continue
            reason = GAME.presentation.explain(state, Press(label=label))
            assert reason and "is not possible now" not in reason, (label, state.phase, reason)
            if state.phase == PLAY:
                assert reason != "Not your turn"
