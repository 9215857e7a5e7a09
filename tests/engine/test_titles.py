"""The contract, checked on every registered title: seeded self-play with invariants, determinism,
records, observations and check/legal agreement."""

from __future__ import annotations

import pytest

from fairtable.bots.selfplay import play_game
from fairtable.engine.game import Game
from fairtable.engine.record import Record, replay_record
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng
from tests.conftest import SELFPLAY_GAMES

TITLES = title_ids()


def player_counts(game: Game) -> list[int]:
    return list(range(game.info.min_players, game.info.max_players + 1))


@pytest.mark.parametrize("game_id", TITLES)
def test_seeded_self_play_keeps_every_invariant_and_ends(game_id):
    game = get_game(game_id)
    counts = player_counts(game)

    def on_step(before, action, after):
        broken = game.invariants(after)
        assert not broken, f"after {action!r}: {broken}"

    for seed in range(SELFPLAY_GAMES):
        played = play_game(game, counts[seed % len(counts)], seed, on_step=on_step)
        assert game.is_over(played.final)
        assert game.current_player(played.final) is None
        assert game.legal_actions(played.final) == []
        res = played.result
        assert len(res.scores) == played.players
        assert res.winners and all(0 <= w < played.players for w in res.winners)
        assert all(sum(p for _, p in rows) == score for rows, score in zip(res.breakdown, res.scores, strict=True))


@pytest.mark.parametrize("game_id", TITLES)
def test_the_same_seed_gives_the_same_game(game_id):
    game = get_game(game_id)
    n = game.info.max_players
    a = play_game(game, n, 1234)
    b = play_game(game, n, 1234)
    assert a.actions == b.actions
    assert a.final == b.final
    c = play_game(game, n, 1235)
    assert c.actions != a.actions


@pytest.mark.parametrize("game_id", TITLES)
def test_apply_never_mutates_its_input(game_id):
    game = get_game(game_id)
    rng = Rng(7)
    state = game.new_state(game.info.min_players, None, 7)
    for _ in range(300):
        if game.is_over(state):
            break
        before = state.to_data()
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        assert state.to_data() == before
        state = after


@pytest.mark.parametrize("game_id", TITLES)
def test_save_load_and_replay_give_the_same_state(game_id):
    game = get_game(game_id)
    n = game.info.max_players
    played = play_game(game, n, 99)
    record = Record.create(game, None, [f"P{i}" for i in range(n)], 99, played.actions)
    text = record.to_json()
    loaded = Record.from_json(text)
    replayed = replay_record(loaded)
    assert replayed.state == played.final
    assert [a.to_data() for a in replayed.actions] == [a.to_data() for a in played.actions]


def _free_amounts_agree(game, state, legal) -> set[str]:
    """An action with a free amount is listed at its quick choices only; check accepts every amount of its
    range and none outside it. Returns the listed actions with the amount left out (JSON), so a candidate
    at another amount of the range counts as listed."""
    shapes = set()
    for a in legal:
        r = game.amount_range(state, a)
        if r is None:
            continue
        value = getattr(a, r.field)
        assert value in r, f"listed {a!r} names an amount outside {r}"
        mid = r.lo + (r.hi - r.lo) // r.step // 2 * r.step
        for inside in {r.lo, mid, r.hi}:
            other = r.with_amount(a, inside)
            assert game.check(state, other) is None, f"{other!r} in {r} fails check: {game.check(state, other)}"
        outside = [r.lo - r.step, r.hi + r.step] + ([r.lo + r.step // 2] if r.step > 1 else [])
        for amount in outside:
            other = r.with_amount(a, amount)
            assert game.check(state, other), f"{other!r} outside {r} passes check"
        shapes.add(r.with_amount(a, 0).model_dump_json())
    return shapes


@pytest.mark.parametrize("game_id", TITLES)
def test_check_and_legal_actions_agree(game_id):
    """Every legal action passes check; every other candidate fails it with a reason, except an action with
    a free amount, listed at its quick choices, at another amount of its range."""
    game = get_game(game_id)
    rng = Rng(3)
    for seed in range(4):
        state = game.new_state(player_counts(game)[seed % len(player_counts(game))], None, seed)
        step = 0
        while not game.is_over(state):
            legal = game.legal_actions(state)
            if step % 5 == 0:
                legal_set = {a.model_dump_json() for a in legal}
                assert len(legal_set) == len(legal), "legal_actions lists an action twice"
                for a in legal:
                    assert game.check(state, a) is None, f"legal {a!r} fails check: {game.check(state, a)}"
                shapes = _free_amounts_agree(game, state, legal)
                for a in game.candidate_actions(state):
                    if a.model_dump_json() not in legal_set:
                        reason = game.check(state, a)
                        if reason is None:
                            r = game.amount_range(state, a)
                            assert r is not None and getattr(a, r.field) in r, f"illegal {a!r} passes check"
                            assert r.with_amount(a, 0).model_dump_json() in shapes, (
                                f"{a!r} passes check but legal_actions lists it at no amount"
                            )
                            continue
                        assert isinstance(reason, str) and reason, f"illegal {a!r} passes check"
                # Acting out of turn is always refused with a reason.
                if legal:
                    seats = state.players
                    wrong = legal[0].model_copy(update={"player": (legal[0].player + 1) % seats})
                    assert game.check(state, wrong), "an action out of turn passes check"
            state = game.apply(state, rng.choice(legal))
            step += 1


@pytest.mark.parametrize("game_id", TITLES)
def test_observe_keeps_what_the_seat_sees_and_reseeds_the_generator(game_id):
    game = get_game(game_id)
    rng = Rng(11)
    n = game.info.max_players
    state = game.new_state(n, None, 11)
    step = 0
    while not game.is_over(state) and step < 400:
        if step % 7 == 0:
            for seat in range(n):
                seen = game.observe(state, seat, 1000 + step)
                assert game.presentation.layout(seen, seat) == game.presentation.layout(state, seat), f"seat {seat} sees a different board"
                assert seen.rng != state.rng, "observe must reseed the generator"
            me = game.current_player(state)
            mine = game.observe(state, me, 5)
            assert {a.model_dump_json() for a in game.legal_actions(mine)} == {
                a.model_dump_json() for a in game.legal_actions(state)
            }
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        step += 1


@pytest.mark.parametrize("game_id", TITLES)
def test_every_action_describes_itself_and_names_a_gesture(game_id):
    game = get_game(game_id)
    n = game.info.max_players
    names = [f"Player{i}" for i in range(n)]
    rng = Rng(5)
    state = game.new_state(n, None, 5)
    while not game.is_over(state):
        legal = game.legal_actions(state)
        for a in legal[:20]:
            line = game.presentation.describe(state, a, names)
            assert isinstance(line, str) and line and "\n" not in line
            assert a in game.presentation.actions_for(state, a.gesture())
            assert game.parse_action(a.to_data()) == a
        state = game.apply(state, rng.choice(legal))


@pytest.mark.parametrize("game_id", TITLES)
def test_hidden_pieces_are_face_down_for_other_seats(game_id):
    """A spectator's board never shows a label that a seat's own board hides."""
    game = get_game(game_id)
    state = game.new_state(game.info.max_players, None, 21)
    spectator = {p.id: p for p in game.presentation.layout(state, None).pieces}
    for seat in range(game.info.max_players):
        for p in game.presentation.layout(state, seat).pieces:
            if not p.face_up:
                assert not p.label, f"face-down piece {p.id} has a label"
                s = spectator.get(p.id)
                assert s is None or not s.face_up, f"{p.id} is hidden from seat {seat} but public"


@pytest.mark.parametrize("game_id", TITLES)
def test_a_view_depends_only_on_what_the_seat_knows_and_the_seed(game_id):
    """Two views of one state differ only in what the seat cannot know; observing either again with one
    seed gives one state, so nothing of the true hidden order leaks through a view."""
    game = get_game(game_id)
    rng = Rng(17)
    n = game.info.max_players
    state = game.new_state(n, None, 17)
    step = 0
    while not game.is_over(state) and step < 300:
        if step % 11 == 0:
            seat = game.current_player(state)
            a, b = game.observe(state, seat, 1), game.observe(state, seat, 2)
            assert game.observe(a, seat, 99) == game.observe(b, seat, 99)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        step += 1


def positions_of_a_goal_draft_too(game: Game, seed: int) -> list:  # type: ignore[type-arg]
    """Positions of a random game in play at every player count (with each boolean option on, such as
    Animal Marche's goal draft, in a second game), every few steps of the first 360."""
    option_sets: list[dict] = [{}]  # type: ignore[type-arg]
    flags = [k for k, f in game.info.options.model_fields.items() if f.annotation is bool]
    if flags:
        option_sets.append({k: True for k in flags})
    out = []
    rng = Rng(seed)
    for options in option_sets:
        for players in player_counts(game):
            state = game.new_state(players, options, seed)
            step = 0
            while not game.is_over(state) and step < 360:
                if step % 9 == 0:
                    out.append(state)
                state = game.apply(state, rng.choice(game.legal_actions(state)))
                step += 1
    return out


@pytest.mark.parametrize("game_id", TITLES)
def test_the_scores_everyone_sees_depend_only_on_what_is_public(game_id):
    """The players dock is shared by every viewer of a hotseat game: during play its scores and the figures
    beside the board are the same whatever the hidden cards are (in every seat's observation) and whoever
    looks. (Once the game is over the final scores are shown to all.)"""
    game = get_game(game_id)
    for state in positions_of_a_goal_draft_too(game, 23):
        public = game.public_scores(state)
        standings = game.presentation.standings(state)
        figures = game.presentation.layout(state, None).info
        for seat in range(state.players):
            assert game.presentation.layout(state, seat).info == figures, f"seat {seat}'s figures differ from the public ones"
            for seed in (1, 2, 3):
                seen = game.observe(state, seat, seed)
                assert game.public_scores(seen) == public, f"seat {seat}'s view gives other scores: {public}"
                assert game.presentation.standings(seen) == standings, f"seat {seat}'s view gives other figures: {standings}"


@pytest.mark.parametrize("game_id", TITLES)
def test_observations_keep_the_seats_board_and_depend_only_on_what_it_knows_with_the_variants_too(game_id):
    """As the two tests above, on positions of every player count and with the boolean options on (Animal
    Marche's goal draft passes cards a seat then knows of)."""
    game = get_game(game_id)
    for state in positions_of_a_goal_draft_too(game, 29)[::2]:
        for seat in range(state.players):
            a, b = game.observe(state, seat, 1), game.observe(state, seat, 2)
            assert game.presentation.layout(a, seat) == game.presentation.layout(state, seat), f"seat {seat} sees a different board"
            assert game.observe(a, seat, 99) == game.observe(b, seat, 99)
