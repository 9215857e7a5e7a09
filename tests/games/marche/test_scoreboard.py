"""The scoreboard and the figures beside the board ("If You Score 40 VP or More", "Game Ending and Scoring").

"To indicate 40 VP or more, place your piece on its back on the track to indicate that it is on its 2nd lap."
At the end "add up the VP": the markers show the final totals."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.games.marche.geometry import BoardGeometry
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.scoring import store_points
from tests.games.marche.helpers import actions_phase, build, table


def test_a_marker_at_43_vp_lies_on_3_in_its_2nd_lap():
    s = actions_phase(table(), 0)
    s.vp[0] = 43
    marker = GAME.presentation.layout(s, None).piece("vp:0")
    assert marker is not None and marker.zone == "scoreboard" and marker.label == "43"
    assert marker.tooltip == "Seat 1: 43 VP, lap 2 (the marker lies on its back on 3)"
    geo = BoardGeometry(4)
    assert geo.vp_cell(43) == geo.vp_cell(3), "the 2nd lap counts on from 0"
    assert geo.piece_size(marker) != geo.piece_size(GAME.presentation.layout(s, None).piece("vp:1")), "lying, not standing"


def test_a_marker_below_40_vp_stands_in_its_1st_lap():
    s = actions_phase(table(), 0)
    s.vp[1] = 39
    marker = GAME.presentation.layout(s, None).piece("vp:1")
    assert marker is not None and marker.tooltip == "Seat 2: 39 VP on the scoreboard"


def test_at_the_end_of_the_game_the_markers_stand_at_the_final_totals():
    played = play_game(GAME, 4, seed=11)
    s = played.final
    assert GAME.is_over(s)
    totals = played.result.scores
    assert any(totals[p] != s.vp[p] for p in range(4)), "the stores and end goals count only at the end"
    layout = GAME.presentation.layout(s, None)
    for p in range(4):
        marker = layout.piece(f"vp:{p}")
        assert marker is not None and marker.label == str(totals[p]) and marker.order == totals[p]
        assert layout.info[f"Seat {p + 1}"].endswith(f"{totals[p]} VP on the scoreboard")
    assert GAME.presentation.standings(s) == [f"{t} VP" for t in totals], "the final totals, no longer a projection"


def test_before_the_end_the_dock_says_its_vp_are_what_the_game_would_end_on_with_the_marker_at_0():
    """Anna's two stores score 3 VP at the end; her marker is still at 0: the dock says the 3 VP are a count
    "if the game ended now", and at least that (goals revealed at the end may add), the figures where the
    marker stands."""
    s = table()
    build(s, 0, "grocery", 0)
    build(s, 0, "bakery", 1)
    actions_phase(s, 0)
    stores = store_points(s, 0)
    assert stores > 0 and s.vp[0] == 0
    assert GAME.presentation.standings(s)[0] == f"at least {stores} VP if the game ended now"
    assert GAME.presentation.layout(s, None).info["Seat 1"].endswith(", 0 VP on the scoreboard")


def test_the_figures_are_named_in_the_rulebooks_words_and_seats_by_their_tokens():
    s = actions_phase(table(), 0)
    s.start = 1
    info = GAME.presentation.layout(s, None).info
    assert info["Round"] == "1 of 5"
    assert info["Phase"] == "Worker Actions"
    assert info["Start player"] == "Seat 2", "the table puts the player's name in"
    assert info["Ad cards left in the deck"] == str(len(s.ad_deck))
    assert not {"round", "phase", "start", "ad deck"} & set(info)
