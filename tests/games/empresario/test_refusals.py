"""Refusals a player can act on: every drag the board of Old West Empresario can produce that does nothing,
and every button that cannot be pressed now, says why in the game's words."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.engine.actions import Drag, Press
from fairtable.engine.game import Game
from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    ChooseDie,
    ChooseStartColour,
    ClaimTile,
    Done,
    Gamble,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import CHURCH, JESSE, MINE, SCARLETT, TOWN_HALL_ID, TRENT, WEN
from fairtable.games.empresario.gestures import GENERIC_DRAG, press_candidates
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import USED, cell
from tests.games.empresario.helpers import do, fresh, give, place, tile, to_leftover, with_die

# Refused drags allowed to keep the generic reason, with why: none. Every piece kind on the board has a
# reason of its own (see gestures.PIECE_REASONS and gestures.drag_reason).
GENERIC_KEPT: set[tuple[str, str]] = set()


def _states():
    """States of seeded random games (2, 3 and 4 players), a few of each decision (phase, effect being
    resolved, character of the seat to act), so the sweep sees every kind of decision in little time."""
    seen: dict[tuple, int] = {}
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 2)):
        played = play_game(GAME, players, seed, ["random"] * players)
        s = GAME.new_state(players, None, seed)
        for action in played.actions:
            key = (s.phase, s.pending[-1][0] if s.pending else None, s.character[s.actor])
            if seen.get(key, 0) < 2:
                seen[key] = seen.get(key, 0) + 1
                yield s
            s = GAME.apply(s, action)


def _representatives(items, key):
    out, seen = [], set()
    for item in items:
        k = key(item)
        if k not in seen:
            seen.add(k)
            out.append(item)
    return out


def _zone_key(state, zone):
    parts = zone.id.split(":")
    if parts[0] != "town":
        return (parts[0],)
    seat = int(parts[1])
    x, y = (int(v) for v in parts[2].split(","))
    t = state.town[seat].get(cell(x, y))
    content = "empty" if t is None else "built" if state.built[t] else "unbuilt"
    return ("town", seat == state.actor, content)


def test_every_refused_drag_the_board_can_produce_says_why():
    game: Game = GAME
    checked = 0
    for s in _states():
        p = s.actor
        lay = game.presentation.layout(s, p)
        pieces = _representatives(lay.pieces, lambda piece, p=p: (piece.id.split(":")[0], piece.zone.split(":")[0],
                                                                  piece.face_up, piece.owner == p))
        zones = _representatives(lay.zones, lambda z, s=s: _zone_key(s, z))
        for piece in pieces:
            for zone in zones:
                if zone.id == piece.zone:
                    continue
                gesture = Drag(piece=piece.id, zone=zone.id)
                if game.presentation.actions_for(s, gesture):
                    continue
                reason = game.presentation.explain(s, gesture)
                checked += 1
                kept = (piece.id.split(":")[0], zone.id.split(":")[0]) in GENERIC_KEPT
                assert reason and (reason != GENERIC_DRAG or kept), (piece.id, zone.id, s.phase, reason)
    assert checked > 1000


def test_every_button_that_cannot_be_pressed_now_says_why():
    for s in _states():
        legal = {a.gesture() for a in GAME.legal_actions(s)}
        for a in press_candidates(s):
            g = a.gesture()
            if g not in legal:
                reason = GAME.presentation.explain(s, g)
                assert reason and "is not possible now" not in reason, (g.label, s.phase, reason)


def test_a_button_kept_from_another_moment_says_where_its_building_is_without_ids():
    """Buttons of every state of a seeded game, pressed in other states: a reason of its own, never a label
    or a tile's internal number."""
    states = list(_states())
    labels = {a.gesture().label for s in states for a in GAME.legal_actions(s) if hasattr(a.gesture(), "label")}
    assert any("#" in label for label in labels)
    for s in states[::3]:
        legal = {a.gesture() for a in GAME.legal_actions(s)}
        for label in labels:
            g = Press(label=label)
            if g in legal:
                continue
            reason = GAME.presentation.explain(s, g)
            assert "#" not in reason and "is not possible now" not in reason, (label, s.phase, reason)


def test_a_button_for_another_players_building_names_that_players_town():
    s = with_die(fresh(2), 3)
    mine = place(s, 1, tile(MINE, 3), 1, 0)
    label = Activate(player=1, building=mine).gesture().label
    assert "#" in label
    assert GAME.presentation.explain(s, Press(label=label)) == "Mine (3) is in Seat 2\u2019s town, not yours"


# -- dice -----------------------------------------------------------------------------------------------------


def test_any_remaining_die_showing_a_number_may_be_dragged_to_chosen_die():
    s = fresh(2)
    s.dice = [3, 5, 3, 1, 6]
    assert GAME.presentation.actions_for(s, Drag(piece="die:2", zone="tray")) == [ChooseDie(player=0, die=0)]
    assert "tray" in GAME.presentation.drag_targets(s, "die:2")


def test_a_used_die_is_refused_for_being_used():
    s = fresh(2)
    s.dice = [3, 5, 3, 1, 6]
    s.die_at[0] = USED
    assert GAME.presentation.actions_for(s, Drag(piece="die:0", zone="tray")) == []
    assert GAME.presentation.explain(s, Drag(piece="die:0", zone="tray")) == "That die has been used this round"


def test_the_chosen_die_lights_the_buildings_it_may_activate():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    s = with_die(s, 3)
    targets = GAME.presentation.drag_targets(s, f"die:{s.die}")
    assert targets == {"town:0:0,0": "activate", "town:0:1,0": "activate"}
    assert GAME.presentation.actions_for(s, Drag(piece=f"die:{s.die}", zone="town:0:1,0")) == [Activate(player=0, building=mine)]


# -- characters -----------------------------------------------------------------------------------------------


def test_sheriff_wen_is_told_of_her_second_activation_with_the_leftover_die():
    s = to_leftover(fresh(2, [WEN, 0]), 4)
    place(s, 0, tile(MINE, 4), 1, 0)
    assert GAME.check(s, TakeIncome(player=0, tile=-1)) == (
        "With the leftover die Sheriff Wen activates up to 2 of your buildings; press Done when you are finished")
    s = do(s, Activate(player=0, building=TOWN_HALL_ID, use="coin"))
    assert GAME.check(s, TakeIncome(player=0, tile=-1)) == (
        "Sheriff Wen may activate 1 more building with the leftover die; press Done when you are finished")


def test_jesse_naming_no_building_colour_is_told_the_colours():
    s = GAME.new_state(2, None, 5)
    s.dealt = [[JESSE, 1], [2, 3]]
    while s.phase == "character":
        s = do(s, GAME.legal_actions(s)[0])
    while not (s.actor == 0 and not s.hands[0]):
        s = do(s, GAME.legal_actions(s)[0])
    colours = "green, pink, yellow, red, blue, brown, purple, black or white"
    assert GAME.check(s, ChooseStartColour(player=0, colour="none")) == f"Choose one of the building colours: {colours}"
    assert GAME.check(s, ChooseStartColour(player=0, colour="mauve")) == f"Choose one of the building colours: {colours}"


def test_jesse_and_scarlett_before_a_die_is_chosen_are_told_to_choose_a_die_first():
    s = fresh(2, [JESSE, 0])
    place(s, 0, tile(MINE, 3), 1, 0)
    assert GAME.check(s, ActivateColour(player=0, colour="yellow")) == (
        "Choose a die first: then you may activate a colour instead of its number")
    s = fresh(2, [SCARLETT, 0])
    assert GAME.check(s, Gamble(player=0)) == "Choose a die first: Scarlett may gamble right after choosing it"


# -- money ------------------------------------------------------------------------------------------------------


def test_not_enough_money_says_how_much_is_needed_and_held():
    s = fresh(2, [TRENT, 0])
    place(s, 0, tile(MINE, 3), 1, 0, built=False)
    give(s, 0, money=-2)
    s = with_die(s, 3)
    assert GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="build", trent=True)) == (
        "You need $2 ($1 to build and $1 for Trent's VP token) and have $1")
    give(s, 0, money=-1)
    assert GAME.check(s, Activate(player=0, building=TOWN_HALL_ID, use="build")) == "You need $1 to build and have $0"
    church = place(s, 0, tile(CHURCH, 3), -1, 0)
    assert GAME.check(s, Activate(player=0, building=church)) == "You need $1 to use the Church and have $0"


def test_claiming_for_two_vp_tokens_says_how_many_are_held():
    s = with_die(fresh(2), 3)
    s.pending = [(3, 0)]  # a Native Settlement's "spend 2 VP tokens to claim any building tile"
    give(s, 0, pop=1)
    t = s.display[0][0]
    assert GAME.check(s, ClaimTile(player=0, tile=t, x=1, y=0)) == "Claiming from the display costs 2 VP tokens; you have 1 VP token"


# -- the table's other pieces ---------------------------------------------------------------------------------


def test_done_during_a_turn_points_to_end_turn():
    s = with_die(fresh(2), 3)
    assert GAME.presentation.explain(s, Done(player=0).gesture()) == (
        "Done finishes the leftover die at the end of the round; to end your turn, press End turn")


def test_a_building_in_a_town_stays_where_it_was_placed():
    s = fresh(2)
    mine = place(s, 0, tile(MINE, 3), 1, 0, built=False)
    s = with_die(s, 3)
    assert GAME.presentation.explain(s, Drag(piece=f"tile:{mine}", zone="town:0:0,1")) == (
        "A building stays where it was placed; an effect that builds (the Town Hall or a Carpenter) turns it face up")
    assert GAME.presentation.explain(s, Drag(piece=f"tile:{mine}", zone="discard")).startswith("A building stays")


def test_money_tokens_and_wanted_cards_are_not_moved_by_hand():
    s = with_die(fresh(2), 3)
    assert GAME.presentation.explain(s, Drag(piece="money:0", zone="money:1")) == (
        "Money is paid and collected as the effects happen; it is not moved by hand")
    assert GAME.presentation.explain(s, Drag(piece=f"wanted:{s.wanted[0]}:gold", zone="wanted-won:0")) == (
        "Wanted cards are claimed by themselves as soon as a player meets their condition")
    assert GAME.presentation.explain(s, Drag(piece="start-player", zone="marker:1")) == (
        "The start player marker passes clockwise by itself at the end of each round")
