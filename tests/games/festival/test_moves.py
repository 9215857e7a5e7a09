"""Rules of moving: setup, dice, START, the Ausnüchterungszelle, the pot, cards, Crowd Control, claiming."""

from __future__ import annotations

from fairtable.games.festival import actions as A
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import BAIL, CELL_FINE, START_CASH, START_MONEY
from fairtable.games.festival.rules import GAME
from fairtable.games.festival.state import BUY, CLAIM, TURN
from tests.games.festival.helpers import act, balance, force_dice, give, only_card, roll, sound, table

EAT, TAKE, KULISSEN = 0, 1, 2


def test_setup_deals_two_property_cards_each_paid_at_once():
    s = GAME.new_state(5, None, 42)
    t = tables()
    for p in range(5):
        mine = [f for f in t.properties if s.owner[f] == p]
        assert len(mine) == 2
        assert s.cash[p] == START_CASH - sum(t.price[f] for f in mine)
    sound(s)


def test_lowest_single_roll_starts():
    for seed in range(20):
        s = GAME.new_state(4, None, seed)
        low = min(s.start_rolls)
        assert s.start_rolls[s.starter] == low
        assert s.turn == s.starter and s.actor == s.starter


def test_doubles_move_and_roll_again():
    s = table()
    s = roll(s, 3, 3)  # to 6, Highfield: unowned, buy or pass
    assert s.pos[0] == 6
    s = act(s, A.shared(A.Pass, 0))
    assert s.phase == TURN and s.actor == 0 and s.doubles == 1


def test_no_double_passes_the_turn_on():
    s = table()
    s = roll(s, 1, 4)  # to 5, a station: pass
    s = act(s, A.shared(A.Pass, 0))
    assert s.actor == 1 and s.doubles == 0


def test_third_double_in_a_row_goes_to_the_cell():
    s = table()
    s.doubles = 2
    s = roll(s, 2, 2)
    assert s.in_cell[0] and s.pos[0] == 10
    assert s.actor == 1  # the turn ends


def test_passing_start_pays_4000():
    s = table()
    s.pos[0] = 36 - 1  # Flughafen Ost, 35
    s = roll(s, 2, 3)  # 35 + 5 = 40 -> START
    assert s.pos[0] == 0 and s.cash[0] == START_CASH + START_MONEY
    sound(s)


def test_sent_to_the_cell_collects_no_start_money():
    s = table()
    s.pos[0] = 26
    s = roll(s, 1, 3)  # 30: Ab in die Zelle!
    assert s.in_cell[0] and s.pos[0] == 10 and s.cash[0] == START_CASH
    assert s.actor == 1


def test_cell_doubles_free_the_player_who_moves_but_does_not_roll_again():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    s = roll(s, 4, 4)  # out and on to 18
    assert not s.in_cell[0] and s.pos[0] == 18
    s = act(s, A.shared(A.Pass, 0))
    assert s.actor == 1


def test_cell_failed_roll_ends_the_turn():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    s = roll(s, 1, 2)
    assert s.in_cell[0] and s.cell_tries[0] == 1 and s.actor == 1


def test_cell_bail_costs_1000_into_the_pot_then_roll_normally():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    s = act(s, A.shared(A.PayBail, 0))
    assert not s.in_cell[0] and s.pot == BAIL and s.cash[0] == START_CASH - BAIL
    assert A.shared(A.Roll, 0, False) in GAME.legal_actions(s)
    sound(s)


def test_cell_voucher_frees_and_goes_back_to_its_deck():
    s = table()
    s.pos[0], s.in_cell[0] = 10, True
    v = tables().voucher_card[EAT]
    only_card(s, EAT, v)
    decks = list(s.deck)
    decks[EAT] = ()
    s.deck = tuple(decks)
    s.discard = tuple(tuple(c for c in d if c != v) for d in s.discard)
    s.set_vouchers(0, (EAT,))
    sound(s)
    s = act(s, A.shared(A.UseVoucher, 0))
    assert not s.in_cell[0] and s.vouchers[0] == () and v in s.deck[EAT]
    sound(s)


def test_third_failed_cell_round_pays_500_into_the_pot_and_plays_on():
    s = table()
    s.pos[0], s.in_cell[0], s.cell_tries[0] = 10, True, 2
    s = roll(s, 2, 1)  # third failure: pay, then move 3 to 13
    assert not s.in_cell[0] and s.pot == CELL_FINE and s.pos[0] == 13
    assert s.cash[0] == START_CASH - CELL_FINE


def test_a_player_in_the_cell_collects_no_rent():
    s = table()
    give(s, 1, 6)
    s.pos[1], s.in_cell[1] = 10, True
    s = roll(s, 2, 4)  # seat 0 lands on Highfield
    assert s.cash[0] == START_CASH and s.cash[1] == START_CASH


def test_fees_go_into_the_pot_and_the_gluckskloake_takes_it_all():
    s = table()
    s = roll(s, 1, 3)  # 4: Festivalgebühr 4.000
    assert s.pot == 4000 and s.cash[0] == START_CASH - 4000
    s.pos[1] = 15
    s = roll(s, 2, 3)  # seat 1 to 20: the Glückskloake
    assert s.pot == 0 and s.cash[1] == START_CASH + 4000
    sound(s)


def test_freies_campen_does_nothing():
    s = table()
    s.pos[0] = 30
    s = roll(s, 1, 2)
    assert s.pos[0] == 33 and s.cash[0] == START_CASH and s.actor == 1


def test_vip_shuttle_goes_to_start_and_pays_4000():
    s = table()
    s.pos[0] = 31
    s = roll(s, 2, 3)  # 36: VIP Shuttle
    assert s.pos[0] == 0 and s.cash[0] == START_CASH + START_MONEY


def test_card_advance_to_a_festival_collects_start_when_passing():
    s = table()
    s.pos[0] = 19
    only_card(s, TAKE, 0)  # advance to Nature One (21), which lies behind 22: round the board
    s = roll(s, 1, 2)  # 22: TakeThat!
    assert s.pos[0] == 21 and s.cash[0] == START_CASH + START_MONEY
    s = table()
    only_card(s, EAT, 3)  # advance to Splash! (11) from 7: no START
    s = roll(s, 3, 4)
    assert s.pos[0] == 11 and s.cash[0] == START_CASH
    s = table()
    s.pos[0] = 19
    only_card(s, TAKE, 2)  # advance to Bus & Bahn Süd (5) from 22: passes START
    s = roll(s, 1, 2)
    assert s.pos[0] == 5 and s.cash[0] == START_CASH + START_MONEY


def test_card_nearest_station_or_airport():
    s = table()
    only_card(s, EAT, 4)
    s = roll(s, 3, 4)  # 7 -> nearest transport is 15
    assert s.pos[0] == 15


def test_card_go_back_three_fields():
    s = table()
    only_card(s, EAT, 5)
    s = roll(s, 3, 4)  # 7 -> 4: the fee
    assert s.pos[0] == 4 and s.pot == 4000


def test_card_collect_from_the_bank():
    s = table()
    only_card(s, KULISSEN, 1)
    s = roll(s, 1, 1)  # 2: Hinter den Kulissen, collect 4.000 (doubles: roll again)
    assert s.cash[0] == START_CASH + 4000
    sound(s)


def test_card_payment_goes_into_the_pot():
    s = table()
    only_card(s, EAT, 10)
    s = roll(s, 3, 4)
    assert s.pot == 300 and s.cash[0] == START_CASH - 300


def test_card_voucher_is_kept():
    s = table()
    only_card(s, EAT, tables().voucher_card[EAT])
    s = roll(s, 3, 4)
    assert s.vouchers[0] == (EAT,) and s.deck[EAT] == ()
    sound(s)


def test_card_go_to_the_cell():
    s = table()
    s.pos[0] = 30
    only_card(s, EAT, 8)
    s.pos[0] = 3
    s = roll(s, 1, 3)
    assert s.in_cell[0] and s.pos[0] == 10 and s.cash[0] == START_CASH


def test_card_repairs_per_bude_and_mainstage():
    s = table()
    give(s, 0, 1, 3)
    s.level[1], s.level[3] = 4, 5
    balance(s)
    only_card(s, EAT, 9)  # 500 per Bude, 2.000 per Mainstage
    s = roll(s, 3, 4)
    assert s.pot == 4 * 500 + 2000
    sound(s)


def test_crowd_control_basic_first_rotation_is_clockwise_and_moves_assets_not_people():
    s = table(3)
    give(s, 1, 39)
    s.cash[1], s.cash[2] = 20_000, 10_000
    balance(s)
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    s = roll(s, 2, 3)  # 17: Crowd Control, everybody has been there
    assert s.cc_rotations == 1
    assert s.owner[39] == 0  # seat 0 took over seat 1's place
    assert s.cash[0] == 20_000 and s.cash[1] == 10_000 and s.cash[2] == START_CASH
    assert s.pos[2] == 17 and s.cc_landed == [False, False, False]
    sound(s)


def test_crowd_control_basic_later_rotations_follow_a_die_odd_is_counterclockwise():
    s = table(3)
    give(s, 1, 39)
    s.cc_rotations = 1
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    force_dice(s, 2, 3, 5)  # move 5, then the direction die: odd
    s = act(s, A.shared(A.Roll, 0, False))
    assert s.owner[39] == 2  # seat 2 took over seat 1's place
    s2 = table(3)
    give(s2, 1, 39)
    s2.cc_rotations = 1
    s2.cc_landed = [False, True, True]
    s2.pos[0] = 12
    force_dice(s2, 2, 3, 4)
    s2 = act(s2, A.shared(A.Roll, 0, False))
    assert s2.owner[39] == 0


def test_crowd_control_waits_until_every_player_has_landed():
    s = table(3)
    s.cc_landed = [False, True, False]
    s.pos[0] = 12
    s = roll(s, 2, 3)
    assert s.cc_rotations == 0 and s.cc_landed == [True, True, False]


def test_crowd_control_donation_sets_a_goal_of_100_times_a_die_then_the_audience_donates():
    s = table(3, crowd_control="donation")
    give(s, 1, 39)
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    force_dice(s, 2, 3, 4)
    s = act(s, A.shared(A.Roll, 0, False))
    assert s.cc_rotations == 0
    steps = 0
    while s.cc_rotations == 0 and steps < 200:
        s = act(s, next(a for a in GAME.legal_actions(s) if a.kind in ("roll", "pass")))
        steps += 1
    assert s.cc_rotations == 1 and s.donation_goal == 0
    sound(s)


def test_crowd_control_donation_recorded_by_the_host_rotates_clockwise_when_met():
    s = table(3, crowd_control="donation", donations="host")
    give(s, 1, 39)
    s.cc_landed = [False, True, True]
    s.pos[0] = 12
    force_dice(s, 2, 3, 2)
    s = act(s, A.shared(A.Roll, 0, False))
    assert s.donation_goal == 200 and s.actor == 1
    s = act(s, A.shared(A.RecordDonation, 1, 100))
    assert s.cc_rotations == 0 and s.donated == 100
    s = act(s, A.shared(A.RecordDonation, 1, 100))
    assert s.cc_rotations == 1 and s.owner[39] == 0


def test_strict_claiming_start_money_claimed_or_lost_into_the_pot():
    s = table(strict_claiming=True)
    s.pos[0] = 35
    s = roll(s, 2, 3)
    assert s.phase == CLAIM and s.actor == 0 and s.cash[0] == START_CASH
    claimed = act(s, A.shared(A.Claim, 0, "start"))
    assert claimed.cash[0] == START_CASH + START_MONEY and claimed.actor == 1
    lost = act(s, A.shared(A.LetGo, 0))
    assert lost.cash[0] == START_CASH and lost.pot == START_MONEY
    sound(lost)


def test_strict_claiming_as_soon_as_you_have_passed_start_you_collect_and_can_pay_the_fee_with_it():
    """"Sobald du über Start gezogen bist, kassierst du": the START money is claimed before the field
    landed on is settled, so 3.000 Tacken and 4.000 from START pay the Festivalgebühr of 4.000."""
    s = table(strict_claiming=True)
    s.cash[0] = 3000
    balance(s)
    s.pos[0] = 37
    s = roll(s, 3, 4)  # 37 + 7: over START onto the Festivalgebühr (4)
    assert s.phase == CLAIM and s.actor == 0 and s.pos[0] == 4 and s.cash[0] == 3000 and s.pot == 0
    s = act(s, A.shared(A.Claim, 0, "start"))
    assert not s.bankrupt[0] and s.cash[0] == 3000 and s.pot == 4000 and s.actor == 1
    sound(s)


def test_strict_claiming_the_start_money_passed_can_buy_the_field_landed_on():
    s = table(strict_claiming=True)
    s.cash[0] = 3000
    balance(s)
    s.pos[0] = 37
    s = roll(s, 3, 5)  # 37 + 8: over START onto Bus & Bahn Süd (5), 4.000 Tacken
    s = act(s, A.shared(A.Claim, 0, "start"))
    assert s.phase == BUY and A.shared(A.Buy, 0, 5) in GAME.legal_actions(s)
    s = act(s, A.shared(A.Buy, 0, 5))
    assert s.owner[5] == 0 and s.cash[0] == 3000
    sound(s)


def test_strict_claiming_start_money_let_go_before_the_field_is_settled_goes_into_the_pot():
    s = table(strict_claiming=True)
    s.cash[0] = 3000
    balance(s)
    s.pos[0] = 37
    s = roll(s, 3, 4)
    s = act(s, A.shared(A.LetGo, 0))  # then 3.000 Tacken cannot pay the fee: bankrupt, the cash into the pot
    assert s.bankrupt[0] and s.pot == START_MONEY + 3000
    sound(s)


def test_without_strict_claiming_start_money_passed_pays_the_fee_of_the_field_landed_on():
    s = table()
    s.cash[0] = 3000
    balance(s)
    s.pos[0] = 37
    s = roll(s, 3, 4)
    assert not s.bankrupt[0] and s.cash[0] == 3000 and s.pot == 4000 and s.actor == 1
    t = table()
    t.cash[0] = 3000
    balance(t)
    t.pos[0] = 37
    t = roll(t, 3, 5)
    assert t.phase == BUY and A.shared(A.Buy, 0, 5) in GAME.legal_actions(t)


def test_strict_claiming_rent_claimed_by_the_owner_or_not_paid():
    s = table(strict_claiming=True)
    give(s, 2, 6)
    s = roll(s, 2, 4)
    assert s.phase == CLAIM and s.actor == 2
    claimed = act(s, A.shared(A.Claim, 2, "rent"))
    assert claimed.cash[2] == START_CASH + 120 and claimed.actor == 1
    forgotten = act(s, A.shared(A.LetGo, 2))
    assert forgotten.cash[0] == START_CASH and forgotten.actor == 1


def test_claims_are_automatic_by_default():
    s = table()
    give(s, 2, 6)
    s = roll(s, 2, 4)
    assert s.cash[2] == START_CASH + 120 and s.actor == 1


def test_card_nearest_station_or_airport_pays_the_owner_twice_the_rent():
    s = table()
    give(s, 1, 15)
    only_card(s, EAT, 4)
    s = roll(s, 3, 4)  # 7 -> Flughafen West (15), owned by seat 1 with one transport: 2 x 500
    assert s.pos[0] == 15 and s.cash[1] == START_CASH + 1000 and s.cash[0] == START_CASH - 1000
    sound(s)


def test_card_nearest_handy_or_bierquelle_pays_200_times_a_fresh_roll():
    s = table()
    give(s, 1, 28)
    s.pos[0] = 19
    only_card(s, TAKE, 3)
    s = roll(s, 1, 2)  # 19 + 3 = 22: TakeThat!, nearest is Bierquelle (28); then the dice are rolled again
    thrown = s.dice[0] + s.dice[1]
    assert s.pos[0] == 28 and s.cash[1] == START_CASH + 200 * thrown and s.cash[0] == START_CASH - 200 * thrown
    sound(s)


def test_card_pay_each_player():
    s = table(4)
    s.bankrupt[3] = True
    s.cash[3] = 0
    balance(s)
    only_card(s, EAT, 12)  # 1.000 to each player still in the game
    s = roll(s, 3, 4)
    assert s.cash[0] == START_CASH - 2000 and s.cash[1] == s.cash[2] == START_CASH + 1000 and s.cash[3] == 0
    sound(s)


def test_card_collect_from_each_player_a_debtor_raises_the_money_and_the_round_goes_on():
    s = table(3)
    give(s, 1, 37)
    s.cash[1] = 100
    balance(s)
    only_card(s, KULISSEN, 12)  # every player pays 200
    s = roll(s, 1, 1)  # 2: Hinter den Kulissen
    assert s.phase == "debt" and s.actor == 1 and s.cash[2] == START_CASH
    s = act(s, A.shared(A.Mortgage, 1, 37))
    assert s.cash[0] == START_CASH + 400 and s.cash[2] == START_CASH - 200
    assert s.phase == TURN and s.actor == 0  # the double: seat 0 rolls again
    sound(s)


def test_sent_to_the_cell_the_turn_ends_without_building():
    s = table()
    give(s, 0, 1, 3)
    s.pos[0] = 26
    s = roll(s, 1, 3)  # 30: Ab in die Zelle!
    assert s.in_cell[0] and s.actor == 1 and s.phase == TURN
