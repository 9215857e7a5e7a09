"""When every human seat is out of the game (the festival game's bankrupt players) and only bots play on, the
table asks once: finish now (the bots play at once, this game only), watch them, or leave the game, which
stays in the Continue list."""

from __future__ import annotations

import pytest

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.finish_offer import humans_out
from fairtable.ui.main_window import MainWindow
from tests.ui.helpers import start_match

SEED = 5  # festival, 3 players, random moves: seat 1 goes bankrupt after 269 moves, two seats play on


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def until_seat_one_is_out(window, monkeypatch, answer: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Seat 1 (the human) plays random moves, as do the bots, until it is bankrupt; the offer's questions."""
    game = get_game("festival")
    asked: list[str] = []
    monkeypatch.setattr(window.finish_offer, "question", lambda names: asked.append(names) or answer)
    match = start_match(window, game, ["human", "bot", "bot"], seed=SEED)
    window.session.autosave_in(None)  # autosaved, as a game begun from the New game dialog is
    c = window.controller
    c.scheduler.delay_ms = 40  # the bot speed chosen (start_match sets none)
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(SEED)
    state = game.new_state(3, None, SEED)
    assert match.state.bankrupt == state.bankrupt
    while not match.state.bankrupt[0]:
        if len(match.steps) % 50 == 0:  # the table looks now and then (a refresh a move would take long)
            c.refresh(animate=False)
            assert not asked, "asked while the human is in the game"
        match.play(rng.choice(game.legal_actions(match.state)))
    c.refresh(animate=False)
    assert humans_out(c) == [0] and not match.is_over()
    return asked


def test_the_move_that_puts_the_last_human_out_brings_the_offer_once(window, qtbot, monkeypatch):
    asked = until_seat_one_is_out(window, monkeypatch, "watch")
    qtbot.waitUntil(lambda: len(asked) > 0, timeout=5000)
    assert asked == [window.controller.match.names[0]]
    c = window.controller
    assert not c.scheduler.paused and c.scheduler.delay_ms == 40, "watching: the bots play at their speed"
    c.refresh(animate=False)
    assert len(asked) == 1, "asked once a game"


def test_finish_now_plays_the_bots_to_the_end_at_once(window, qtbot, monkeypatch):
    asked = until_seat_one_is_out(window, monkeypatch, "finish")
    assert window.controller.scheduler.delay_ms == 0 or not asked
    qtbot.waitUntil(lambda: window.controller.match.is_over(), timeout=120000)
    assert len(asked) == 1 and window.controller.scheduler.delay_ms == 0
    assert window.last_scores is not None and window.last_scores.isVisible(), "the scores are shown"


def test_leave_takes_the_game_from_the_table_and_keeps_it(window, qtbot, monkeypatch):
    from fairtable import saves

    asked = until_seat_one_is_out(window, monkeypatch, "leave")
    autosave = window.controller.match.autosave
    qtbot.waitUntil(lambda: window.controller is None, timeout=5000)
    assert len(asked) == 1
    assert autosave in [g.path for g in saves.scan().unfinished], "in the Continue list, unfinished"


def test_a_game_with_a_human_still_in_it_or_of_bots_alone_brings_no_offer(window):
    game = get_game("empresario")
    start_match(window, game, ["human", "bot"], seed=2)
    assert humans_out(window.controller) == []
    start_match(window, game, ["bot", "bot"], seed=2)
    assert humans_out(window.controller) == []
