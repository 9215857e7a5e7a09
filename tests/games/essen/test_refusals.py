"""Refusals that say why: every drag the board lets a player make and the rules refuse gets a reason of its
own, and the reasons the issue asked for say what to do."""

from __future__ import annotations

from functools import cache

from fairtable.engine.actions import Drag
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.selfplay import play_game
from fairtable.games.essen import hall
from fairtable.games.essen.actions import make
from fairtable.games.essen.data import data
from fairtable.games.essen.rules import GAME
from fairtable.games.essen.state import OVER
from tests.games.essen.helpers import buy_into_bag, put_on_stand, sp, stand_of, tile, turn_of, zone
from tests.games.essen.test_narration import two_player_game

GENERIC = ("That piece cannot go there", "That piece stays where it is")
# Drags whose refusal keeps a generic reason, with why. None: every piece the board lets a player lift has a
# reason of its own for every zone.
EXCEPTIONS: dict[tuple[str, str], str] = {}


@cache
def sample_states(players: int, seed: int) -> tuple:
    """One state per (phase, round) of a seeded game in rounds 1, 4 and 7: the draft, the removals, the
    play-test choices and a turn (every zone of every state is tried, so a few states keep the test fast)."""
    if (players, seed) == (2, 1):
        states = two_player_game().states
    else:
        played = play_game(GAME, players, seed, ["greedy"] * players)
        seats = [SeatRecord(name=f"Name{i + 1}", kind="bot", level="greedy") for i in range(players)]
        states = Match.from_record(Record.create(GAME, None, seats, seed, played.actions)).states
    seen: dict[tuple[str, int], object] = {}
    for s in states:
        if s.phase != OVER and s.round in (1, 4, 7):
            seen.setdefault((s.phase, s.round), s)
    return tuple(seen.values())


def draggable(layout, seat):
    """The pieces the table lets the seat to act lift: face up, common or its own, no markers."""
    return [p for p in layout.pieces if p.face_up and p.owner in (None, seat) and p.kind != "marker"]


def test_every_refused_drag_of_seeded_games_has_a_reason_of_its_own():
    checked = 0
    for players, seed in ((2, 1), (3, 2)):
        for state in sample_states(players, seed):
            seat = GAME.current_player(state)
            layout = GAME.layout(state, seat)
            legal = {a.gesture() for a in GAME.legal_actions(state)}
            zones = [z.id for z in layout.zones]
            for piece in draggable(layout, seat):
                for zone_id in zones:
                    gesture = Drag.model_construct(piece=piece.id, zone=zone_id)
                    if gesture in legal:
                        continue
                    reason = GAME.explain(state, gesture)
                    checked += 1
                    key = (piece.id.partition(":")[0], zone_id.partition(":")[0])
                    if key in EXCEPTIONS:
                        continue
                    assert reason and reason not in GENERIC, (state.phase, state.round, piece.id, zone_id, reason)
    assert checked > 50_000


def test_a_game_on_the_pallet_truck_goes_on_sale_next_round():
    s = turn_of(0)
    game = data().tiles[s.pallet[1]]
    reason = GAME.explain(s, Drag(piece=f"tile:{game.id}", zone="bag:0"))
    assert reason == f"{game.title} is on the pallet truck, not on sale yet: it goes on sale next round"


def test_a_game_already_bought_says_who_bought_it():
    s = turn_of(0)
    buy_into_bag(s, 1, ["cv"], where="trunk")
    assert GAME.check(s, make("buy", 0, "cv")) == "Seat 2 has already bought CV"


def test_buying_at_0_ap_says_so_and_suggests_eating_or_unloading():
    s = turn_of(0)
    buy_into_bag(s, 0, ["rokoko"])
    put_on_stand(s, "cv")
    s.position[0] = sp(stand_of("cv"))
    s.action_pos[0] = 7
    reason = GAME.explain(s, Drag(piece="tile:cv", zone="bag:0"))
    assert reason.startswith("You have 0 AP left")
    assert "eat in the central courtyard or unload your bag at the parking" in reason


def test_a_walk_into_the_crowd_says_the_crowd_doubles_the_cost():
    s = turn_of(0)
    s.crowd = [hall.CROWD_SPACE + sp("entrance1"), zone("purple")]
    s.action_pos[0] = 7
    reason = GAME.explain(s, Drag(piece="meeple:0", zone="space:entrance1"))
    assert reason == ("Not enough AP: that walk costs 2 AP (the crowd doubles the cost of the crowded space on "
                      "the way) and you have 1 AP left")


def test_a_game_dropped_on_its_symbols_place_in_the_trunk_is_unloaded():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv"])
    symbol = GAME.layout(s, 0).piece("tile:cv").art.rpartition("/")[2]
    (action,) = GAME.actions_for(s, Drag(piece="tile:cv", zone=f"trunk:0:{symbol}"))
    assert action == make("unload", 0, "cv")


def test_pieces_that_move_by_themselves_say_so():
    s = turn_of(0)
    assert GAME.explain(s, Drag(piece="crowd:0", zone="hallzone:blue")).startswith("The crowd moves by itself")
    assert GAME.explain(s, Drag(piece="action:0", zone="track:0:3")).startswith("Your action meeple moves by itself")
    assert GAME.explain(s, Drag(piece="firstplayer", zone="firstplayer:1")).startswith(
        "The first player token moves by itself")
    assert GAME.explain(s, Drag(piece="tile:cv", zone="bag:1")) == "That is Seat 2\u2019s bag: drop it on your own"


def test_a_drag_outside_the_decision_of_the_moment_names_that_decision():
    s = GAME.new_state(3, None, 4)
    assert GAME.explain(s, Drag(piece="meeple:0", zone="space:entrance1")) == (
        "First choose the wish cards to keep from the draft: drag them onto your Wish cards")
    s = GAME.apply(turn_of(0), make("play_test", 0))
    assert GAME.explain(s, Drag(piece="meeple:0", zone="space:entrance1")) == (
        "First keep one of the two play-tested cards: drag it onto your Wish cards")


def test_a_removed_game_is_out_of_the_game():
    s = turn_of(0)
    t = tile("cv")
    put_on_stand(s, "cv")
    s.at_stand[t] = False
    s.removed.append(t)
    assert GAME.check(s, make("buy", 0, "cv")) == "CV is out of the game"
