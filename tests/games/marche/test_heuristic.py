"""The Normal bots' estimate (heuristic.py) counts what each store earns, not one figure for every store."""

from __future__ import annotations

from fairtable.games.marche.heuristic import estimate
from tests.games.marche.helpers import build, seat_customers, solicit_phase, table


def _standing_with(key: str, players: int = 2) -> float:
    s = table(players=players)
    s.round = 2
    build(s, 0, "grocery", 0)
    build(s, 0, key, 1)
    return estimate(s, 0)


def test_a_store_paying_vp_for_each_customer_is_worth_more_than_one_with_more_vp_printed_and_no_customer_seat():
    # Flower Shop: 1 VP and 2 VP per customer; Sawmill: 3 VP and 1 wood a round, no customer seat.
    # Over the three rounds left the Flower Shop's customers bring more than the Sawmill's 2 VP and wood.
    assert _standing_with("flower_shop") > _standing_with("sawmill")


def test_a_clinic_is_worth_more_than_a_real_estate_office_with_more_vp_printed():
    # Clinic: 2 VP, 1 VP per customer. Real Estate Office: 3 VP, 6 coins only when sold.
    assert _standing_with("clinic") > _standing_with("real_estate_office")


def test_in_the_solicitation_a_customer_is_worth_what_his_store_pays_him_in_the_income_phase():
    s = solicit_phase(table(players=2))
    bank = build(s, 0, "bank", 0)  # 3 coins per customer
    buffet = build(s, 0, "buffet", 1)  # 1 coin per customer
    build(s, 1, "grocery", 0)
    on_bank = s.clone()
    seat_customers(on_bank, bank, 1)
    on_buffet = s.clone()
    seat_customers(on_buffet, buffet, 1)
    assert estimate(on_bank, 0) > estimate(on_buffet, 0) > estimate(s, 0)
