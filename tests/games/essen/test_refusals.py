"""Refusals that say why: every drag the board lets a player make and the rules refuse gets a reason of its
own, and the reasons the issue asked for say what to do."""

from __future__ import annotations

from functools import cache

from fairtable.bots.selfplay import play_game
from fairtable.engine.actions import Drag
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.games.essen.data import CROWD_SPACE, data
from fairtable.games.essen.rules import GAME
from fairtable.games.essen.state import OVER
from tests.games.essen.helpers import buy_into_bag, make, put_on_stand, sp, stand_of, tile, turn_of, zone
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


def own_zone(zone: str, seat: int) -> str:
    """The seat's own zone of the kind of ``zone``: "trunk:2:dice" -> "trunk:0:dice"."""
    kind, _, rest = zone.partition(":")
    _, sep, tail = rest.partition(":")
    return f"{kind}:{seat}{sep}{tail}"


def draggable(layout, seat):
    """Every piece of the board but the markers: face down ones and other seats' too."""
    return [p for p in layout.pieces if p.kind != "marker"]


def test_every_refused_drag_of_seeded_games_has_a_reason_of_its_own():
    checked = 0
    for players, seed in ((2, 1), (3, 2)):
        for state in sample_states(players, seed):
            seat = GAME.current_player(state)
            layout = GAME.presentation.layout(state, seat)
            legal = {a.gesture() for a in GAME.legal_actions(state)}
            zones = [z.id for z in layout.zones]
            for piece in draggable(layout, seat):
                for zone_id in zones:
                    gesture = Drag.model_construct(piece=piece.id, zone=zone_id)
                    if gesture in legal:
                        continue
                    reason = GAME.presentation.explain(state, gesture)
                    checked += 1
                    key = (piece.id.partition(":")[0], zone_id.partition(":")[0])
                    if key in EXCEPTIONS:
                        continue
                    assert reason and reason not in GENERIC, (state.phase, state.round, piece.id, zone_id, reason)
                    if reason.endswith("drop it on your own"):  # only where the player's own zone takes it
                        own = Drag(piece=piece.id, zone=own_zone(zone_id, seat))
                        assert GAME.presentation.actions_for(state, own), (piece.id, zone_id, reason)
    assert checked > 50_000


def test_a_game_on_the_pallet_truck_goes_on_sale_next_round():
    s = turn_of(0)
    game = data().tiles[s.pallet[1]]
    reason = GAME.presentation.explain(s, Drag(piece=f"tile:{game.id}", zone="bag:0"))
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
    reason = GAME.presentation.explain(s, Drag(piece="tile:cv", zone="bag:0"))
    assert reason.startswith("You have 0 AP left")
    assert "eat in the central courtyard or unload your bag at the parking" in reason


def test_a_walk_into_the_crowd_says_the_crowd_doubles_the_cost():
    s = turn_of(0)
    s.crowd = [CROWD_SPACE + sp("entrance1"), zone("purple")]
    s.action_pos[0] = 7
    reason = GAME.presentation.explain(s, Drag(piece="meeple:0", zone="space:entrance1"))
    assert reason == ("Not enough AP: that walk costs 2 AP (the crowd doubles the cost of the crowded space on "
                      "the way) and you have 1 AP left")


def test_a_game_dropped_on_its_symbols_place_in_the_trunk_is_unloaded():
    s = turn_of(0)
    buy_into_bag(s, 0, ["cv"])
    symbol = GAME.presentation.layout(s, 0).piece("tile:cv").art.rpartition("/")[2]
    (action,) = GAME.presentation.actions_for(s, Drag(piece="tile:cv", zone=f"trunk:0:{symbol}"))
    assert action == make("unload", 0, "cv")


def test_pieces_that_move_by_themselves_say_so():
    s = turn_of(0)
    assert GAME.presentation.explain(s, Drag(piece="crowd:0", zone="hallzone:blue")).startswith("The crowd moves by itself")
    assert GAME.presentation.explain(s, Drag(piece="action:0", zone="track:0:3")).startswith("Your action meeple moves by itself")
    assert GAME.presentation.explain(s, Drag(piece="firstplayer", zone="firstplayer:1")).startswith(
        "The first player token moves by itself")
    assert GAME.presentation.explain(s, Drag(piece="bills:bank", zone="money:0")) == (
        "The bank pays out only at the parking: press \u201cWithdraw €50\u201d there (each €50 costs 2 VP)")


def test_a_game_you_can_buy_dropped_on_another_players_bag_is_sent_to_your_own():
    s = turn_of(0)
    put_on_stand(s, "cv")
    s.position[0] = sp(stand_of("cv"))
    assert GAME.presentation.explain(s, Drag(piece="tile:cv", zone="bag:1")) == "That is Seat 2\u2019s bag: drop it on your own"


def test_a_piece_that_cannot_go_on_your_own_zone_either_gets_the_pieces_own_reason():
    """The owner of the zone is named only when the piece would go on the player's own zone of that kind."""
    s = turn_of(0)
    put_on_stand(s, "cv")  # on its stand, but the player stands on the parking
    assert GAME.presentation.explain(s, Drag(piece="tile:cv", zone="bag:3")) == (
        f"To buy CV, stand on stand {data().tiles[tile('cv')].stand} and drag the game onto your bag")
    storage = GAME.presentation.explain(s, Drag(piece="storage:4:0", zone="track:3:2"))
    assert storage == ("The games in storage box 4 stay face down until the start of round 4: then they go onto "
                       "the pallet truck, and on sale the round after")
    assert GAME.presentation.explain(s, Drag(piece="wishback:deck:0", zone="hand:1")).startswith(
        "The wish list deck is drawn only by play-testing")
    assert GAME.presentation.explain(s, Drag(piece="wishback:hand:2:0", zone="hand:1")).startswith(
        "That is one of Seat 3\u2019s wish cards")
    tested = GAME.apply(s, make("play_test", 0))
    card = data().tiles[tested.pending[0]]
    assert GAME.presentation.explain(tested, Drag(piece=f"wish:{card.id}", zone="trunk:1:dice")) == (
        f"To keep {card.title}, drag it onto your Wish cards")
    draft = GAME.new_state(3, None, 4)
    assert GAME.presentation.explain(draft, Drag(piece="wishback:draft:1:0", zone="track:1:3")) == (
        "That is one of the cards Seat 2 drafts from: only Seat 2 picks from them")


def test_the_last_turn_tile_lies_face_down_on_box_7_until_the_last_round():
    """Rulebook setup: the last-turn tile lies face down on storage box 7; it is turned over in round 7."""
    s = turn_of(0)
    assert GAME.presentation.explain(s, Drag(piece="lastturn:hidden", zone="lastturn")) == (
        "The last-turn tile lies face down on storage box 7 until the last round: it is turned over at the start "
        "of round 7")
    s.last_turn = 0
    lt = data().last_turn[0]
    assert GAME.presentation.explain(s, Drag(piece=f"lastturn:{lt.id}", zone="box")) == (
        f"The last-turn tile stays face up for the last round: {lt.text}")


def test_another_players_secret_wish_card_gets_the_answer_of_any_hidden_card():
    """A card in another hand is no more located than a card in the deck."""
    s = turn_of(0)
    secret = data().tiles[s.hand[1][0]]
    in_deck = data().tiles[s.deck[0]]
    reason = GAME.presentation.explain(s, Drag(piece=f"wish:{secret.id}", zone="hand:0"))
    assert reason == GAME.presentation.explain(s, Drag(piece=f"wish:{in_deck.id}", zone="hand:0")) == "That card is not yours to move"


def test_a_drag_outside_the_decision_of_the_moment_names_that_decision():
    s = GAME.new_state(3, None, 4)
    assert GAME.presentation.explain(s, Drag(piece="meeple:0", zone="space:entrance1")) == (
        "First choose the wish cards to keep from the draft: drag them onto your Wish cards")
    s = GAME.apply(turn_of(0), make("play_test", 0))
    assert GAME.presentation.explain(s, Drag(piece="meeple:0", zone="space:entrance1")) == (
        "First keep one of the two play-tested cards: drag it onto your Wish cards")


def test_a_removed_game_is_out_of_the_game():
    s = turn_of(0)
    t = tile("cv")
    put_on_stand(s, "cv")
    s.at_stand[t] = False
    s.removed.append(t)
    assert GAME.check(s, make("buy", 0, "cv")) == "CV is out of the game"
