"""What the table asks and why it refuses: a prompt for every decision in the rulebook's words (to the seat
to act, and who decides what to everyone else), the questions before a move one may regret, and a reason a
player can act on for every button that is off and every drop the board refuses."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.engine.actions import Drag, Press
from fairtable.engine.layout import name_seats
from fairtable.games.festival import actions as A
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import AFTER, BUY, CLAIM, DEBT, OFFER, PROPOSE, TURN, FestivalState
from tests.games.festival.helpers import act, give, roll, set_cash, table

OPEN_FLAIR, TAUBERTAL, BUS_SUED, HIGHFIELD, DEICHBRAND, SUMMER_BREEZE = 1, 3, 5, 6, 8, 9
HANDY, SZIGET, GLASTONBURY = 12, 32, 39
NAMES = ["Anna", "Ben", "Cem"]
GENERIC_DROP = "That piece cannot go there"


def said(s: FestivalState, viewer: int | None) -> str:
    return name_seats(GAME.presentation.prompt(s, viewer), NAMES)


# -- prompts -----------------------------------------------------------------------------------------------


def test_the_turn_player_is_asked_to_roll_and_told_what_else_is_possible_before_the_roll():
    s = table()
    assert said(s, 0) == "Your turn: roll the dice"
    assert said(s, 1) == said(s, None) == "Anna rolls the dice"
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    assert said(s, 0) == ("Your turn: roll the dice. Before rolling you may also put up Buden (drag a Bude onto "
                          "a festival) or Mauscheln (trade)")


def test_after_doubles_the_prompt_says_roll_again():
    s = roll(table(), 3, 3)
    s = act(s, A.shared(A.Pass, 0))
    assert said(s, 0).startswith("You rolled doubles: roll again") and said(s, 2) == "Anna rolls again after doubles"


def test_in_the_cell_the_prompt_names_the_ways_out_and_the_last_try():
    s = table()
    s.pos[0], s.in_cell[0], s.cell_tries[0] = 10, True, 2
    s.set_vouchers(0, (0,))
    assert said(s, 0).startswith(
        "You are in the Ausnüchterungszelle (2 of 3 rolls used): roll for doubles, pay 1,000 Tacken bail or use "
        "your voucher; without doubles this time you pay 500 Tacken and move on")
    assert said(s, None) == "Anna is in the Ausnüchterungszelle: rolls for doubles, pays bail or uses a voucher"


def test_the_others_are_told_only_the_ways_out_of_the_cell_that_seat_has():
    """A voucher is a way out only for a seat that holds one; bail only for one with the 1.000 Tacken."""
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    assert said(s, 1) == said(s, None) == "Anna is in the Ausnüchterungszelle: rolls for doubles or pays bail"
    set_cash(s, 0, 500)
    assert said(s, None) == "Anna is in the Ausnüchterungszelle: rolls for doubles"
    assert GAME.check(s, A.shared(A.Roll, 0, False)) == "You are in the Ausnüchterungszelle: roll for doubles"


def test_buy_or_pass_and_when_short_how_to_raise_the_price():
    s = roll(table(), 2, 4)
    assert s.phase == BUY
    assert said(s, 0) == "Buy Highfield for 2,000 Tacken, or pass (it stays with the bank)"
    assert said(s, 1) == "Anna decides whether to buy Highfield for 2,000 Tacken"
    s = table()
    give(s, 0, GLASTONBURY)
    set_cash(s, 0, 1500)
    s = roll(s, 2, 4)
    assert said(s, 0) == ("Highfield costs 2,000 Tacken and you have 1,500 Tacken: sell Buden back or mortgage to "
                          "raise 500 Tacken more and buy it, or pass. Selling back and mortgaging: in a festival "
                          "card's menu (right click), or drag the card onto the Bank")


def _in_debt() -> FestivalState:
    s = table()
    give(s, 1, GLASTONBURY)
    give(s, 0, HIGHFIELD)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    assert s.phase == DEBT
    return s


def test_a_debtor_is_told_how_much_to_raise_and_how():
    s = _in_debt()
    assert said(s, 0) == ("You owe Ben 1,000 Tacken and have 100 Tacken: raise 900 Tacken more (mortgage "
                          "festivals or sell to another player by Mauscheln). Selling back and mortgaging: in a "
                          "festival card's menu (right click), or drag the card onto the Bank")
    assert said(s, 1) == "Anna raises money to pay Ben 1,000 Tacken"


def test_mauscheln_asks_for_the_offer_and_the_receiver_to_accept_or_decline():
    s = table()
    give(s, 0, HIGHFIELD)
    give(s, 1, SZIGET)
    s = act(s, A.shared(A.Mauscheln, 0))
    assert s.phase == PROPOSE
    assert said(s, 0) == ("Mauscheln: choose what to sell in the menu (right click) of a festival card or voucher "
                          "of yours, what to buy in the menu of another player's owner marker on the board, then the "
                          "price; or cancel")
    assert said(s, 1) == "Anna chooses a Mauscheln offer"
    s = act(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 2000, False))
    assert s.phase == OFFER
    assert said(s, 1) == "Anna offers you Highfield for 2,000 Tacken: accept or decline"
    assert said(s, 0) == "Waiting for Ben's answer to your Mauscheln offer: Highfield for 2,000 Tacken"
    assert said(s, None) == "Ben answers Anna's Mauscheln offer: Highfield for 2,000 Tacken"
    s = table()
    give(s, 1, SZIGET)
    s = act(s, A.shared(A.Mauscheln, 0))
    s = act(s, A.shared(A.Offer, 0, 1, SZIGET, 12000, True))
    assert said(s, 1) == "Anna offers you 12,000 Tacken for your Sziget: accept or decline"


def test_an_offer_of_a_mortgaged_festival_says_the_mortgage_is_lifted_at_once_and_when_it_cannot_be_paid():
    s = table()
    give(s, 0, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    s = act(s, A.shared(A.Mauscheln, 0))
    s = act(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 2000, False))
    assert said(s, 1) == ("Anna offers you Highfield for 2,000 Tacken (beliehen: you would lift the mortgage at "
                          "once for 1,100 Tacken): accept or decline")
    set_cash(s, 1, 2500)
    assert said(s, 1).endswith("you cannot pay 3,100 Tacken, so decline")


def test_after_the_move_the_turn_player_may_build_then_ends_the_turn():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    s.pos[0] = 29
    s = roll(s, 1, 3)  # 33: Freies Campen, nothing happens there
    assert s.phase == AFTER
    assert said(s, 0).startswith("Your move is over: you may put up Buden") and said(s, 0).endswith(
        "then end your turn")
    assert said(s, 1) == "Anna may still build or lift mortgages, then ends the turn"


def test_strict_claiming_asks_the_claimant_to_claim_or_let_go():
    s = table(strict_claiming=True)
    s.pos[0] = 35
    s = roll(s, 2, 3)
    assert s.phase == CLAIM
    assert said(s, 0) == "Claim your 4,000 Tacken START money, or let it go into the Glückskloake"
    s = table(strict_claiming=True)
    give(s, 1, HIGHFIELD)
    s = roll(s, 2, 4)
    assert said(s, 1) == "Claim 120 Tacken rent from Anna, or let it go"
    assert said(s, 0) == "Ben may claim 120 Tacken rent from Anna"


def test_the_host_is_reminded_to_record_donations():
    s = table(3, crowd_control="donation", donations="host")
    s.donation_goal, s.donated = 400, 130
    assert said(s, 0).endswith("record the audience's donations (130 of 400 €)")


def test_no_prompt_of_a_seeded_game_is_the_generic_one():
    for options in (None, {"strict_claiming": True}, {"crowd_control": "donation", "donations": "host"}):
        played = play_game(GAME, 3, 4, ["greedy"] * 3, {**(options or {}), "round_limit": 12})
        s = GAME.new_state(3, {**(options or {}), "round_limit": 12}, 4)
        for a in played.actions:
            for viewer in (s.actor, (s.actor + 1) % 3, None):
                text = GAME.presentation.prompt(s, viewer)
                assert text and text != f"Seat {s.actor + 1}, your move"
                assert viewer is not None or "your" not in text.lower()  # a spectator is nobody's "you"
            s = GAME.apply(s, a)


# -- questions before a move -------------------------------------------------------------------------------


def test_declaring_bankruptcy_and_letting_a_claim_go_are_asked_once():
    s = table()
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s.set_vouchers(0, (0,))
    s = roll(s, 1, 4)
    give_up = A.shared(A.GiveUp, 0)
    assert give_up in GAME.legal_actions(s)
    assert name_seats(GAME.presentation.confirm(s, give_up), NAMES) == "Declare bankruptcy? Everything you hold goes to Ben."
    s = table(strict_claiming=True)
    s.pos[0] = 35
    s = roll(s, 2, 3)
    assert GAME.presentation.confirm(s, A.shared(A.LetGo, 0)) == "Let your 4,000 Tacken START money go into the Glückskloake?"
    assert GAME.presentation.confirm(s, A.shared(A.Claim, 0, "start")) is None


# -- refusals --------------------------------------------------------------------------------------------------


def test_a_seat_whose_turn_it_is_is_told_who_must_decide_first():
    s = table()
    give(s, 0, HIGHFIELD)
    s = act(s, A.shared(A.Mauscheln, 0))
    s = act(s, A.shared(A.Offer, 0, 1, HIGHFIELD, 2000, False))
    assert GAME.check(s, A.shared(A.Roll, 0, False)) == "Wait for Seat 2's answer to your Mauscheln offer"
    s = table(strict_claiming=True)
    give(s, 1, HIGHFIELD)
    s = roll(s, 2, 4)
    assert GAME.check(s, A.shared(A.EndTurn, 0)) == "Your turn waits: Seat 2 may claim 120 Tacken rent from Seat 1"
    assert GAME.check(s, A.shared(A.Roll, 2, False)) == "Not your turn: Seat 2 may claim 120 Tacken rent from Seat 1"


def test_mortgaging_a_festival_already_mortgaged_says_so():
    s = table()
    give(s, 1, GLASTONBURY)
    give(s, 0, OPEN_FLAIR, HIGHFIELD)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    s = act(s, A.shared(A.Mortgage, 0, OPEN_FLAIR))  # 600 Tacken: still short
    assert s.phase == DEBT
    assert GAME.presentation.explain(s, Press(label="Mortgage Open Flair")) == "Open Flair is already mortgaged"


def test_selling_back_where_no_bude_stands_says_so():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    assert GAME.check(s, A.shared(A.SellBack, 0, TAUBERTAL)) == "No Bude stands on Taubertal"


def test_four_buden_and_the_group_not_ready_for_a_mainstage_says_what_is_missing():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    s.level[OPEN_FLAIR], s.level[TAUBERTAL] = 3, 4
    reason = GAME.presentation.explain(s, Drag(piece="bude", zone=f"field:{TAUBERTAL}"))
    assert "Mainstage" in reason and "every festival of the group has four" in reason
    assert GAME.check(s, A.shared(A.BuildMainstage, 0, TAUBERTAL)).startswith("Build evenly")
    s.level[OPEN_FLAIR] = 4
    assert GAME.presentation.explain(s, Drag(piece="bude", zone=f"field:{TAUBERTAL}")) == (
        "Four Buden stand on Taubertal: drag the Mainstage onto it instead")


def test_buying_outside_the_buy_step_says_why():
    s = table()
    give(s, 1, SZIGET)
    assert GAME.check(s, A.shared(A.Buy, 0, HIGHFIELD)) == "You buy Highfield when you land on it and nobody owns it"
    assert GAME.check(s, A.shared(A.Buy, 0, SZIGET)) == "Sziget belongs to Seat 2: buy it by Mauscheln"
    s = roll(s, 3, 3)  # doubles: the turn goes on after buying
    s = act(s, A.shared(A.Buy, 0, HIGHFIELD))
    assert GAME.presentation.explain(s, Press(label="Buy Highfield for 2.000 Tacken")) == "Highfield is yours already"


def test_stations_and_handy_are_named_when_they_are_not_yours():
    s = table()
    give(s, 1, BUS_SUED, HANDY)
    s.mortgaged[BUS_SUED] = s.mortgaged[HANDY] = True
    assert GAME.check(s, A.shared(A.Lift, 0, BUS_SUED)) == "Bus & Bahn Süd is not yours: it belongs to Seat 2"
    assert GAME.check(s, A.shared(A.Lift, 0, HANDY)) == "Handy is not yours: it belongs to Seat 2"


def test_a_deed_dragged_to_its_owners_own_cards_says_it_is_yours_already():
    s = table()
    give(s, 0, HIGHFIELD)
    assert GAME.presentation.explain(s, Drag(piece=f"deed:{HIGHFIELD}", zone="deeds:0")) == "Highfield is yours already"
    assert GAME.presentation.explain(s, Drag(piece=f"deed:{HIGHFIELD}", zone="deeds:1")) == (
        "Press \u201cMauscheln\u201d to offer Highfield to another player")


def test_a_bude_dragged_off_its_festival_points_to_the_cards_menu_where_it_is_sold_back():
    """Selling back is no button: it is in the property card's menu (and a drop of the card on the Bank)."""
    s = table()
    give(s, 1, 37, 39)  # Ben's Tomorrowland and Glastonbury with two Buden: a rent of thousands
    s.level[39] = 2
    give(s, 0, 1, 3)  # the brown group, a Bude on Open Flair
    s.level[1] = 1
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)
    assert s.phase == DEBT
    assert GAME.presentation.on_piece(s, A.shared(A.SellBack, 0, 1)).piece == "deed:1"
    assert GAME.presentation.explain(s, Drag(piece="bude:1:0", zone="bank")) == (
        "Choose \u201cSell back a Bude on Open Flair for 500 Tacken\u201d in the card's menu (right click) to sell "
        "it back for 500 Tacken")


def _draggable(lay, actor):
    """The pieces the board lets the player to act pick up (the table's rule: face up, theirs or nobody's, no
    markers)."""
    return [p for p in lay.pieces if p.face_up and p.owner in (None, actor) and p.kind != "marker"]


def test_every_drop_the_board_refuses_in_seeded_games_says_why():
    """Every piece the player to act can pick up, dropped on every zone, in states of seeded games: a refusal
    always has a reason of its own. Exceptions kept: none."""
    for seed, players, options in ((3, 3, None), (5, 2, {"strict_claiming": True})):
        played = play_game(GAME, players, seed, ["greedy"] * players, {**(options or {}), "round_limit": 15})
        s = GAME.new_state(players, {**(options or {}), "round_limit": 15}, seed)
        for i, a in enumerate(played.actions):
            if i % 9 == 0:
                lay = GAME.presentation.layout(s, s.actor)
                zones = [z.id for z in lay.zones]
                for piece in _draggable(lay, s.actor):
                    for zone in zones:
                        gesture = Drag(piece=piece.id, zone=zone)
                        if not GAME.presentation.actions_for(s, gesture):
                            reason = GAME.presentation.explain(s, gesture)
                            assert reason and reason != GENERIC_DROP, (piece.id, zone)
            s = GAME.apply(s, a)


def test_every_button_of_a_turn_that_is_off_now_says_why():
    """The table keeps a turn's buttons in place and disables those not possible now: each says why, never
    "Not your turn" or the generic words."""
    played = play_game(GAME, 3, 6, ["greedy"] * 3, {"round_limit": 15})
    s = GAME.new_state(3, {"round_limit": 15}, 6)
    key, shown = None, set()
    for a in played.actions:
        if (GAME.turn_id(s), s.actor) != key:
            key, shown = (GAME.turn_id(s), s.actor), set()
        now = {g.label for b in GAME.legal_actions(s) if isinstance(g := b.gesture(), Press)}
        shown |= now
        for label in shown - now:
            reason = GAME.presentation.explain(s, Press(label=label))
            assert reason and "not possible now" not in reason and not reason.startswith("Not your turn"), label
        s = GAME.apply(s, a)


# -- the figures beside the board ---------------------------------------------------------------------------------


def test_the_figures_say_cash_and_the_players_dock_says_worth():
    s = table()
    give(s, 0, HIGHFIELD)
    lay = GAME.presentation.layout(s, None)
    assert lay.info["Seat 1"] == "cash 30,000 Tacken"
    assert GAME.presentation.points_text(GAME.result(s).scores[0]) == "worth 32,000 Tacken"


def test_the_last_roll_stays_visible_until_the_next_roll():
    s = roll(table(), 2, 4)
    s = act(s, A.shared(A.Pass, 0))  # the turn passes on: the dice still show 2 and 4
    assert s.phase == TURN and s.actor == 1
    lay = GAME.presentation.layout(s, None)
    dice = {p.id: p for p in lay.pieces if p.kind == "die"}
    assert [dice["die:0"].label, dice["die:1"].label] == ["2", "4"]
    assert lay.info["Last roll"] == "2 and 4 (6)" and dice["die:0"].tooltip == "The last roll: 2 and 4 (6)"
    s = roll(s, 5, 5)
    assert GAME.presentation.layout(s, None).info["Last roll"] == "5 and 5 (10, doubles)"


def test_crowd_control_figure_says_how_many_have_landed():
    s = table(3)
    s.cc_landed = [True, False, True]
    assert GAME.presentation.layout(s, None).info["Crowd Control"] == "2 of 3 landed since the last rotation; 0 rotations so far"
