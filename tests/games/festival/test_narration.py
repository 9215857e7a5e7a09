"""What the log tells: every automatic step of a move with its values (the dice, the field, START money, rent
and why, fees and the pot, cards, the cell, debts, bankruptcy, Crowd Control, the end), as the rulebook's
SPIELABLAUF has them happen."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.bots.thinker import ThinkerBot
from fairtable.engine.layout import name_seats
from fairtable.engine.match import Match
from fairtable.engine.narration import Event
from fairtable.engine.record import Record, SeatRecord
from fairtable.games.festival import actions as A
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import START_CASH
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import AFTER, DEBT, OVER, FestivalState
from fairtable.games.festival.words import money
from tests.games.festival.helpers import balance, force_dice, give, only_card, set_cash, table

EAT, TAKE, KULISSEN = 0, 1, 2
OPEN_FLAIR, TAUBERTAL, BUS_SUED, HIGHFIELD, HANDY, FLUGHAFEN_WEST = 1, 3, 5, 6, 12, 15
TOMORROWLAND, GLASTONBURY = 37, 39
NAMES = ["Anna", "Ben", "Cem"]


def told(s: FestivalState, action: A.Action) -> tuple[FestivalState, list[Event]]:
    reason = GAME.check(s, action)
    assert reason is None, reason
    return GAME.apply_told(s, action)


def roll(s: FestivalState, *dice: int) -> tuple[FestivalState, list[Event]]:
    force_dice(s, *dice)
    return told(s, A.shared(A.Roll, s.actor, s.in_cell[s.actor]))


def one(events: list[Event], kind: str) -> Event:
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, [(e.kind, e.text) for e in events]
    return found[0]


# -- setup ------------------------------------------------------------------------------------------------


def test_setup_tells_the_two_property_cards_dealt_and_paid_and_that_the_lowest_roll_begins():
    s, events = GAME.new_state_told(3, None, 42)
    deals = [e for e in events if e.kind == "deal"]
    assert [e.value("seat") for e in deals] == [0, 1, 2]
    for e in deals:
        p = e.value("seat")
        assert sorted(f for f in tables().properties if s.owner[f] == p) == list(e.value("fields"))
        assert e.value("paid") == START_CASH - s.cash[p] and "pays" in e.text
    first = one(events, "first_player")
    assert first.value("starter") == s.starter
    assert first.text.startswith("Everybody rolls once: Seat 1 ")
    assert first.text.endswith(f"Seat {s.starter + 1} rolled lowest and begins")


# -- the dice and the way round ----------------------------------------------------------------------------


def test_a_roll_tells_both_dice_and_the_field_landed_on():
    s, events = roll(table(), 2, 4)
    dice = one(events, "dice")
    assert dice.text == "Seat 1 rolls 2 and 4 (6) and moves to Highfield"
    assert dice.value("dice") == (2, 4) and dice.value("field") == HIGHFIELD and not dice.auto
    assert not dice.value("doubles")


def test_doubles_are_told_and_the_player_rolls_again():
    s, events = roll(table(), 3, 3)
    assert one(events, "dice").value("doubles") and "doubles, 3 and 3" in one(events, "dice").text
    s, events = told(s, A.shared(A.Pass, 0))
    assert one(events, "doubles").text == "Doubles: Seat 1 rolls again"


def test_passing_start_tells_the_4000_tacken_start_money():
    s = table()
    s.pos[0] = 35
    s, events = roll(s, 2, 3)
    start = one(events, "start")
    assert start.text == "Seat 1 passes START and takes 4,000 Tacken START money"
    assert start.value("amount") == 4000 and not start.value("claim")


def test_the_vip_shuttle_is_told_with_the_start_money():
    s = table()
    s.pos[0] = 31
    s, events = roll(s, 2, 3)
    assert one(events, "vip").text == "The VIP Shuttle takes Seat 1 to START"
    assert one(events, "start").value("amount") == 4000


# -- rent ---------------------------------------------------------------------------------------------------


def test_rent_tells_payer_owner_amount_and_why_double_rent_whole_group():
    s = table()
    give(s, 1, OPEN_FLAIR, TAUBERTAL)
    s, events = roll(s, 1, 2)
    rent = one(events, "rent")
    assert rent.text == "Seat 1 pays 160 Tacken rent to Seat 2 for Taubertal (double rent, whole brown group)"
    assert (rent.value("payer"), rent.value("owner"), rent.value("field"), rent.value("amount")) == (0, 1, 3, 160)


def test_rent_with_buden_names_the_buden():
    s = table()
    give(s, 1, OPEN_FLAIR, TAUBERTAL)
    s.level[OPEN_FLAIR] = s.level[TAUBERTAL] = 2
    s, events = roll(s, 1, 2)
    assert one(events, "rent").value("why") == "with 2 Buden" and one(events, "rent").value("amount") == 1200


def test_station_rent_says_how_many_the_owner_has():
    s = table()
    give(s, 1, BUS_SUED, FLUGHAFEN_WEST)
    s, events = roll(s, 1, 4)
    rent = one(events, "rent")
    assert rent.value("amount") == 1000 and rent.value("why") == "Seat 2 owns 2 of the 4 stations and airports"


def test_handy_rent_says_the_dice():
    s = table()
    give(s, 1, HANDY)
    s.pos[0] = 9
    s, events = roll(s, 1, 2)
    rent = one(events, "rent")
    assert rent.value("amount") == 240 and rent.value("why").startswith("80 times the dice (3)")


def test_no_rent_for_a_mortgaged_festival_or_an_owner_in_the_cell_is_told():
    s = table()
    give(s, 1, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    _, events = roll(s, 2, 4)
    assert one(events, "no_rent").text == "Highfield is mortgaged: no rent"
    s = table()
    give(s, 1, HIGHFIELD)
    s.pos[1], s.in_cell[1] = 10, True
    _, events = roll(s, 2, 4)
    assert one(events, "no_rent").value("why") == "cell" and "collects no rent" in one(events, "no_rent").text


def test_landing_on_your_own_field_says_no_rent_is_due():
    """Rent is paid to the owner by the players who visit: on your own Handy you pay none."""
    s = table()
    give(s, 0, HANDY)
    s.pos[0] = 9
    _, events = roll(s, 1, 2)
    own = one(events, "no_rent")
    assert own.value("why") == "own" and own.text == "Handy is Seat 1's own: no rent"


def test_a_card_moving_you_onto_your_own_station_says_no_rent_is_due():
    s = table()
    give(s, 0, FLUGHAFEN_WEST)
    only_card(s, EAT, 4)  # advance to the nearest station or airport; twice the rent to its owner
    _, events = roll(s, 3, 4)
    assert one(events, "move").value("field") == FLUGHAFEN_WEST
    assert one(events, "no_rent").text == "Flughafen West is Seat 1's own: no rent"


# -- fees, the pot, cards ------------------------------------------------------------------------------------


def test_fees_go_into_the_pot_and_whoever_lands_on_the_gluckskloake_takes_it():
    s, events = roll(table(), 1, 3)
    fee = one(events, "fee")
    assert fee.text == "Seat 1 pays 4,000 Tacken Festivalgebühr into the Glückskloake" and fee.value("amount") == 4000
    s.pos[1] = 15
    s, events = roll(s, 2, 3)
    assert one(events, "pot").text == "Seat 2 takes the Glückskloake: 4,000 Tacken"


def test_the_card_drawn_is_told_with_its_text_and_what_it_does():
    s = table()
    only_card(s, EAT, 10)  # pay 300
    card = tables().deck_cards[EAT][10]
    _, events = roll(s, 3, 4)
    drawn = one(events, "card")
    assert drawn.value("card_text") == card.text and card.english in drawn.text and drawn.text.startswith(
        "Seat 1 draws EatThis!")
    assert one(events, "fee").text == "Seat 1 pays 300 Tacken into the Glückskloake, as the card says"


def test_a_card_that_moves_the_pawn_says_where_to():
    s = table()
    only_card(s, EAT, 3)  # advance to Splash!
    _, events = roll(s, 3, 4)
    assert one(events, "move").text == "Seat 1 advances to Splash!"
    s = table()
    only_card(s, EAT, 5)  # go back 3 fields
    _, events = roll(s, 3, 4)
    assert one(events, "move").text == "Seat 1 goes back 3 fields to Festivalgebühr"


def test_a_card_paying_each_player_tells_each_payment():
    s = table()
    only_card(s, EAT, 12)  # pay each player 1.000
    _, events = roll(s, 3, 4)
    pays = [e for e in events if e.kind == "card_payment"]
    assert [(e.value("payer"), e.value("to"), e.value("amount")) for e in pays] == [(0, 1, 1000), (0, 2, 1000)]
    assert name_seats(pays[0].text, NAMES) == "Anna pays Ben 1,000 Tacken"


def test_no_card_text_is_taken_for_a_seat_when_the_names_go_in():
    for deck in tables().deck_cards:
        for card in deck:
            assert name_seats(card.english, NAMES) == card.english, card.english


def test_repairs_say_what_they_cost_per_bude_and_mainstage():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    s.level[OPEN_FLAIR], s.level[TAUBERTAL] = 4, 5
    only_card(s, EAT, 9)
    _, events = roll(s, 3, 4)
    fee = one(events, "fee")
    assert fee.value("amount") == 4 * 500 + 2000 and "4 Buden at 500 Tacken and 1 Mainstage at 2,000 Tacken" in fee.text


def test_card_translations_write_thousands_as_every_other_line_does():
    """The English texts are English messages: thousands with commas, as money() writes them in English."""
    import re

    english = [c.english for deck in tables().deck_cards for c in deck] + list(tables().english)
    assert not [text for text in english if re.search(r"\d\.\d{3}", text)]
    assert any("1,000 Tacken" in text for text in english)


def test_a_voucher_drawn_is_kept():
    s = table()
    only_card(s, KULISSEN, tables().voucher_card[KULISSEN])
    _, events = roll(s, 1, 1)
    assert "keeps the card as a voucher" in one(events, "voucher").text


# -- the cell ------------------------------------------------------------------------------------------------


def test_sent_to_the_cell_from_the_field_and_by_three_doubles():
    s = table()
    s.pos[0] = 26
    _, events = roll(s, 1, 3)
    cell = one(events, "cell")
    assert cell.value("why") == "field" and "no START money, the turn ends" in cell.text
    s = table()
    s.doubles = 2
    _, events = roll(s, 2, 2)
    assert one(events, "cell").value("why") == "doubles"
    assert "third time in a row" in one(events, "dice").text


def test_a_roll_in_the_cell_says_freed_stays_or_fined():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    _, events = roll(s, 4, 4)
    assert one(events, "dice").value("cell") == "free" and "is free and moves on to Southside" in one(events, "dice").text
    _, events = roll(s, 1, 2)
    assert one(events, "dice").value("cell") == "stays" and "1 of 3 tries used" in one(events, "dice").text
    s.cell_tries[0] = 2
    _, events = roll(s, 2, 1)
    assert one(events, "dice").value("cell") == "fined" and "pays 500 Tacken into the Glückskloake" in one(
        events, "dice").text


# -- debts and bankruptcy ---------------------------------------------------------------------------------------


def test_a_debt_is_told_with_the_shortfall_and_then_its_payment():
    s = table()
    give(s, 1, GLASTONBURY)
    give(s, 0, HIGHFIELD)
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s, events = roll(s, 1, 4)
    assert s.phase == DEBT
    assert one(events, "rent").text.startswith("Seat 1 must pay 1,000 Tacken rent to Seat 2")
    debt = one(events, "debt")
    assert debt.value("amount") == 1000 and debt.value("short") == 900
    s, events = told(s, A.shared(A.Mortgage, 0, HIGHFIELD))
    assert one(events, "debt_paid").text == "Seat 1 pays the 1,000 Tacken owed to Seat 2"


def test_bankruptcy_is_a_big_moment_that_says_what_goes_to_whom():
    s = table()
    give(s, 0, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    give(s, 1, TOMORROWLAND, GLASTONBURY)
    set_cash(s, 0, 500)
    s.pos[0] = 34
    s, _ = roll(s, 1, 4)  # 2.000 rent, doubled for the whole group
    s, events = told(s, A.shared(A.GiveUp, 0))
    bust = one(events, "bankrupt")
    assert bust.banner and bust.value("creditor") == 1 and bust.value("fields") == (HIGHFIELD,)
    assert bust.text == ("Seat 1 is bankrott (bankrupt) and cannot pay the 2,000 Tacken owed to Seat 2: "
                         "Seat 2 takes over 500 Tacken and Highfield")


# -- Crowd Control ---------------------------------------------------------------------------------------------


def test_each_crowd_control_landing_says_how_many_have_landed():
    s = table(3)
    s.cc_landed = [False, True, False]
    s.pos[0] = 12
    _, events = roll(s, 2, 3)
    crowd = one(events, "crowd")
    assert crowd.text == "Seat 1 lands on Crowd Control: 2 of 3 have landed (still to land: Seat 3)"
    assert (crowd.value("landed"), crowd.value("needed")) == (2, 3)


def test_landing_on_crowd_control_again_keeps_the_count():
    s = table(3)
    s.cc_landed = [True, False, False]
    s.pos[0] = 12
    _, events = roll(s, 2, 3)
    assert one(events, "crowd").text == (
        "Seat 1 lands on Crowd Control again, still 1 of 3 has landed (still to land: Seat 2 and Seat 3)")


def test_the_cell_field_reached_by_the_dice_is_just_visiting():
    s = table()
    s.pos[0] = 5
    _, events = roll(s, 1, 4)
    assert one(events, "dice").text.endswith("moves to the Ausnüchterungszelle, Nur zu Besuch (just visiting)")


def test_a_rotation_says_whether_a_pawn_on_the_cell_field_visits_or_sits_in_it():
    """AUSNÜCHTERUNGSZELLE: a player sent there sits in it; one who lands there is Nur zu Besuch."""
    s = table(3)
    s.pos[1] = 10
    s.pos[2], s.in_cell[2] = 10, True
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    _, events = roll(s, 2, 3)
    rot = one(events, "rotation").text
    assert "Seat 1 now plays what was Seat 2's (30,000 Tacken, standing on the Ausnüchterungszelle, Nur zu Besuch " \
           "(just visiting))" in rot
    assert "Seat 2 now plays what was Seat 3's (30,000 Tacken, standing locked in the Ausnüchterungszelle)" in rot


def test_a_rotation_is_a_big_moment_telling_each_seat_what_it_now_holds():
    s = table(3)
    give(s, 1, GLASTONBURY)
    s.cash[1], s.cash[2] = 20_000, 10_000
    balance(s)
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    s, events = roll(s, 2, 3)
    rot = one(events, "rotation")
    assert rot.banner and rot.value("direction") == 1 and rot.value("seats") == ((0, 1), (1, 2), (2, 0))
    assert "clockwise (the first rotation goes clockwise)" in rot.text
    assert "Seat 1 now plays what was Seat 2's (20,000 Tacken and Glastonbury, standing on START)" in rot.text
    mine = name_seats(rot.line(0), NAMES)
    assert mine == ("Crowd Control! The seats rotate clockwise (the first rotation goes clockwise): you now play "
                    "the seat that was Ben's: 20,000 Tacken and Glastonbury, standing on START")
    assert "the seat that was Anna's: 30,000 Tacken, standing on Crowd Control" in name_seats(rot.line(2), NAMES)


def test_a_later_rotation_tells_the_die_that_chose_the_direction():
    s = table(3)
    s.cc_rotations = 1
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    _, events = roll(s, 2, 3, 5)
    rot = one(events, "rotation")
    assert rot.value("die") == 5 and rot.value("direction") == -1
    assert "counter-clockwise (the die shows 5, odd)" in rot.text


def test_the_donation_variant_tells_the_goal_and_each_donation():
    s = table(3, crowd_control="donation", donations="host")
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    s, events = roll(s, 2, 3, 2)
    goal = one(events, "donation_goal")
    assert goal.value("goal") == 200 and goal.text.endswith("the die shows 2, the donation goal is 200 €")
    s, events = told(s, A.shared(A.RecordDonation, 1, 100))
    assert one(events, "donation").text == "The host records a donation of 100 €: 100 of 200 €"
    s, events = told(s, A.shared(A.RecordDonation, 1, 100))
    assert one(events, "rotation").text.startswith("Crowd Control! The seats rotate clockwise (the donation goal is met)")


# -- offers, building, claims ----------------------------------------------------------------------------------


def test_an_accepted_offer_tells_what_went_where_and_a_completed_group():
    s = table()
    give(s, 0, OPEN_FLAIR)
    give(s, 1, TAUBERTAL)
    s, _ = told(s, A.shared(A.Mauscheln, 0))
    s, _ = told(s, A.shared(A.Offer, 0, 1, TAUBERTAL, 1200, True))
    assert GAME.presentation.describe(s, A.shared(A.Accept, 1), NAMES) == "Ben accepts Anna\u2019s offer: 1,200 Tacken for Taubertal"
    s, events = told(s, A.shared(A.Accept, 1))
    assert one(events, "trade").text == "Taubertal goes to Seat 1; Seat 2 gets 1,200 Tacken"
    assert one(events, "group").text == "Seat 1 now holds the whole brown group: double rent, and Buden can go up"


def test_an_offer_at_a_price_of_ones_own_reads_with_that_price():
    s = table()
    give(s, 0, HIGHFIELD)
    s, _ = told(s, A.shared(A.Mauscheln, 0))
    offer = A.Offer(player=0, to=1, item=HIGHFIELD, price=2300, buying=False)
    assert GAME.presentation.describe(s, offer, NAMES) == "Anna mauschelt: offers Highfield to Ben for 2,300 Tacken"
    s, _ = told(s, offer)
    assert name_seats(GAME.presentation.prompt(s, 1), NAMES) == "Anna offers you Highfield for 2,300 Tacken: accept or decline"
    s, events = told(s, A.shared(A.Accept, 1))
    assert one(events, "trade").text == "Highfield goes to Seat 2; Seat 1 gets 2,300 Tacken"
    assert one(events, "trade").value("price") == 2300


def test_a_bude_put_up_tells_the_new_rent():
    s = table()
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    _, events = told(s, A.shared(A.Build, 0, TAUBERTAL))
    assert one(events, "build").text == "Taubertal now has 1 Bude: rent 400 Tacken"


def test_strict_claiming_tells_the_claims_and_what_is_let_go():
    s = table(strict_claiming=True)
    s.pos[0] = 35
    s, events = roll(s, 2, 3)
    assert one(events, "start").text == "Seat 1 passes START: 4,000 Tacken START money to claim"
    s, events = told(s, A.shared(A.LetGo, 0))
    let_go = one(events, "let_go")
    assert let_go.value("amount") == 4000 and "goes into the Glückskloake" in let_go.text
    s = table(strict_claiming=True)
    s.pos[0] = 38
    s, events = roll(s, 2, 4)  # past START to the Festivalgebühr: the START money is claimed first
    assert one(events, "start").value("claim") and not [e for e in events if e.kind == "fee"]
    s, events = told(s, A.shared(A.Claim, 0, "start"))
    assert one(events, "fee").text == "Seat 1 pays 4,000 Tacken Festivalgebühr into the Glückskloake"
    s = table(strict_claiming=True)
    give(s, 1, HIGHFIELD)
    _, events = roll(s, 2, 4)
    rent = one(events, "rent")
    assert rent.value("claim") and rent.text == "Seat 2 may claim 120 Tacken rent from Seat 1 for Highfield (rent without Buden)"


# -- the end ------------------------------------------------------------------------------------------------------


def test_the_end_is_a_big_moment_with_the_winner_and_the_wealth_count():
    s = table(2, round_limit=1)
    s, events = roll(s, 1, 4)  # 5: a station
    s, _ = told(s, A.shared(A.Pass, 0))
    s, events = roll(s, 1, 4)
    s, events = told(s, A.shared(A.Pass, 1))
    assert s.phase == OVER
    end = one(events, "end")
    assert end.banner and end.value("reason") == "rounds"
    assert end.text.startswith("The game is over: the round limit of 1 round is reached. ")
    assert "by the wealth count" in end.text


def test_the_wealth_count_tells_each_players_cash_festivals_and_buden_before_the_winner():
    """SPIELENDE: cash, festivals at printed price, mortgaged ones at half price, Buden and Mainstages."""
    s = table(2, round_limit=1)
    give(s, 0, OPEN_FLAIR, TAUBERTAL)
    s.level[OPEN_FLAIR] = 2
    give(s, 1, HIGHFIELD)
    s.mortgaged[HIGHFIELD] = True
    events = []
    for seat in (0, 1):
        s, _ = roll(s, 1, 4)  # 5: a station
        s, events = told(s, A.shared(A.Pass, seat))
        if s.phase == AFTER:
            s, events = told(s, A.shared(A.EndTurn, seat))
    assert s.phase == OVER
    counts = [e for e in events if e.kind == "wealth"]
    result = GAME.result(s)
    assert [e.value("worth") for e in counts] == sorted(result.scores, reverse=True)
    assert [list(e.value("rows")) for e in counts] == [list(result.breakdown[e.value("seat")]) for e in counts]
    t = tables()
    seat1 = next(e for e in counts if e.value("seat") == 0)
    assert seat1.text == (f"Wealth count: Seat 1 is worth {money(result.scores[0])}: {money(s.cash[0])} cash, "
                          f"{money(t.price[OPEN_FLAIR] + t.price[TAUBERTAL])} in festivals at their printed price "
                          f"and {money(2 * t.bude_price[OPEN_FLAIR])} in Buden and Mainstages at their purchase price")
    seat2 = next(e for e in counts if e.value("seat") == 1)
    assert f"{money(t.price[HIGHFIELD] // 2)} in mortgaged festivals at half price" in seat2.text
    kinds = [e.kind for e in events]
    assert kinds.index("wealth") < kinds.index("end")


def test_the_last_player_not_bankrupt_is_told_as_the_winner():
    s = table(2)
    give(s, 1, GLASTONBURY)
    set_cash(s, 0, 0)
    s.pos[0] = 34
    s, events = roll(s, 1, 4)
    assert one(events, "bankrupt").banner
    assert one(events, "end").text == "The game is over: Seat 2 is the last player not bankrupt and wins"


# -- seeded games ------------------------------------------------------------------------------------------------


def _story_kinds(players: int, seed: int, options: dict | None = None) -> tuple[Match, set[str]]:
    played = play_game(GAME, players, seed, ["greedy"] * players, options)
    seats = [SeatRecord(name=f"Name{i + 1}", kind="bot", level="greedy") for i in range(players)]
    match = Match.from_record(Record.create(GAME, options, seats, seed, played.actions))
    return match, {e.kind for e in match.story(None)}


def test_a_seeded_game_tells_every_step_of_a_move():
    match, kinds = _story_kinds(4, 7)
    assert {"deal", "first_player", "dice", "doubles", "start", "rent", "fee", "card", "cell", "crowd",
            "rotation", "debt", "debt_paid", "trade", "build", "bankrupt", "end"} <= kinds, kinds
    for number, step in enumerate(match.steps, start=1):
        if step.action.kind == "roll":  # no roll goes untold: "rolls the dice" is followed by the dice
            dice = [e for e in step.events if e.kind == "dice"]
            assert len(dice) == 1 and len(dice[0].value("dice")) == 2, number


def test_normal_bots_open_mauscheln_only_to_make_an_offer():
    """No log line for an offer a bot considered and did not make."""
    for seed, players in ((1, 3), (2, 4), (3, 2)):
        match, _ = _story_kinds(players, seed, {"round_limit": 20})
        assert not [s for s in match.steps if s.action.kind == "cancel_offer"]
        assert not [e for e in match.story(None) if "without an offer" in e.text]


def test_hard_bots_open_mauscheln_only_to_make_an_offer():
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        bots = [ThinkerBot(seed * 10 + p, iterations=12) for p in range(players)]
        s = GAME.new_state(players, {"round_limit": 15}, seed)
        while (p := GAME.current_player(s)) is not None:
            a = bots[p].decide(GAME, s, p)
            assert a.kind != "cancel_offer", GAME.presentation.describe(s, a, NAMES)
            s = GAME.apply(s, a)


def test_the_players_dock_labels_cash_and_worth():
    s = GAME.new_state(3, None, 4)
    s.cash[1] = 5800
    line = GAME.presentation.standings(s)[1]
    assert line.startswith("cash 5,800 \u00b7 worth ") and line.endswith(" Tacken if the game ended now"), line
    assert GAME.presentation.points_text(GAME.public_scores(s)[1]) in line


def test_once_the_game_is_over_the_players_dock_shows_the_wealth_count_itself():
    """The wealth count is what the game ends on: before the end a projection, said as one; after it the count."""
    s = GAME.new_state(2, None, 4)
    from fairtable.games.festival.state import OVER

    s.bankrupt[1] = True
    s.phase = OVER
    assert GAME.is_over(s)
    assert not any("if the game ended now" in line for line in GAME.presentation.standings(s)), GAME.presentation.standings(s)
