"""The table shows seats by their players' names; titles write them by number."""

from fairtable.engine.layout import Layout, Piece, Zone, name_seats, with_seat_names

NAMES = ["Anna", "Ben", "Chloe"]


def test_seat_and_player_numbers_become_names():
    assert name_seats("Seat 2 offers 4.000 Tacken for Highfield of seat 1", NAMES) == (
        "Ben offers 4.000 Tacken for Highfield of Anna"
    )
    assert name_seats("Player 3: 12 VP", NAMES) == "Chloe: 12 VP"


def test_numbers_beyond_the_seats_and_other_words_stay():
    assert name_seats("Seat 4 money", NAMES) == "Seat 4 money"
    assert name_seats("a 3-player game, seats 1 to 3, 2 players", NAMES) == "a 3-player game, seats 1 to 3, 2 players"
    assert name_seats("Teaseat 1", NAMES) == "Teaseat 1"


def test_a_layout_keeps_drawn_labels_and_names_the_rest():
    layout = Layout(
        zones=[Zone("money:0", "stack", "Seat 1 money", 0, None, "Seat 1's Tacken"), Zone("bank", "area", "Bank")],
        pieces=[Piece("meeple:1", "meeple", "hall", 0, True, "", "Player 2", "Player 2 at the fair", 1)],
        info={"Seat 1": "30.000 Tacken", "Round": "3", "Debt": "Seat 3 owes 500 Tacken"},
    )
    named = with_seat_names(layout, NAMES)
    assert [(z.label, z.tooltip) for z in named.zones] == [("Anna money", "Anna's Tacken"), ("Bank", "")]
    assert named.zones[1] is layout.zones[1]
    assert (named.pieces[0].label, named.pieces[0].tooltip) == ("Player 2", "Ben at the fair")
    assert named.info == {"Anna": "30.000 Tacken", "Round": "3", "Debt": "Chloe owes 500 Tacken"}


def test_two_players_of_the_same_name_keep_their_own_lines():
    layout = Layout(info={"Seat 1": "10 VP", "Seat 2": "12 VP"})
    assert with_seat_names(layout, ["Sam", "Sam"]).info == {"Sam": "10 VP", "Seat 2": "12 VP"}


def test_a_seat_is_named_where_the_words_around_it_touch_it():
    """Chinese and Japanese write no space between a name and the words after or before it."""
    names = ["Anna", "Ben", "Chloe"]
    assert name_seats("→ Seat 3は2つの売地にお店を持っています", names) == "→ Chloeは2つの売地にお店を持っています"
    assert name_seats("輪到Seat 2了", names) == "輪到Ben了"
    assert name_seats("Seat 12 and Seat 1", names) == "Seat 12 and Anna"
    assert name_seats("Teaseat 2", names) == "Teaseat 2"
