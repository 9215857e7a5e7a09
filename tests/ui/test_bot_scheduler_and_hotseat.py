"""The table's two helpers on their own, without a controller or a scene: the bot scheduler asks the bot to act
and plays its move when it is due (never a stale one), and the hotseat guard covers the table between two
humans with secrets."""

from __future__ import annotations

from fairtable.engine.match import Match, Seat
from fairtable.ui.table.bot_scheduler import BotScheduler
from fairtable.ui.table.hotseat import HotseatGuard
from tests.toygame import GAME, register_toy


def robo_to_act(monkeypatch) -> Match:
    """A toy match where Anna has taken a token and ended her turn: the Random bot Robo is to act."""
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    match.play(match.game.legal_actions(match.state)[0])
    match.play(next(a for a in match.game.legal_actions(match.state) if getattr(a.gesture(), "label", "") == "End turn"))
    assert match.current_player() == 1
    return match


def test_the_bot_to_act_is_asked_and_its_move_played_when_due(qtbot, monkeypatch):
    match = robo_to_act(monkeypatch)
    played, thinking = [], []
    scheduler = BotScheduler(match, played.append, lambda: False)
    scheduler.thinking.connect(lambda seat, on: thinking.append((seat, on)))
    scheduler.delay_ms = 0
    scheduler.schedule()
    qtbot.waitUntil(lambda: bool(played), timeout=5000)
    assert played[0].player == 1 and thinking == [(1, True), (1, False)]
    scheduler.stop()


def test_nothing_is_asked_while_held_or_paused(qtbot, monkeypatch):
    match = robo_to_act(monkeypatch)
    held = [True]
    played: list = []
    scheduler = BotScheduler(match, played.append, lambda: held[0])
    scheduler.schedule()
    assert scheduler.pending is None
    held[0] = False
    scheduler.paused = True
    scheduler.schedule()
    assert scheduler.pending is None
    scheduler.paused = False
    scheduler.schedule()
    assert scheduler.pending is not None
    scheduler.stop()


def test_an_answer_cancelled_meanwhile_is_dropped(qtbot, monkeypatch):
    match = robo_to_act(monkeypatch)
    played: list = []
    scheduler = BotScheduler(match, played.append, lambda: False)
    scheduler.delay_ms = 0
    scheduler.schedule()
    asked = scheduler.pending
    scheduler.cancel()  # an undo, a replay, a new game
    qtbot.wait(300)
    assert asked is not None and scheduler.pending is None and played == []
    scheduler.stop()


def test_the_guard_covers_a_board_with_secrets_until_its_seat_is_ready(monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=5)
    match.play(next(a for a in match.game.legal_actions(match.state) if getattr(a.gesture(), "label", "") == "Draw"))
    guard = HotseatGuard(match)
    covers: list[str] = []
    guard.cover.connect(covers.append)
    guard.guard(0)  # Anna's board shows her secret card, and nobody is known to be at the screen
    assert covers == ["Anna"] and guard.covered and guard.board_viewer(0, replaying=False) is None
    guard.guard(0)
    assert covers == ["Anna"], "the cover is up once"
    guard.ready(0)
    assert covers == ["Anna", ""] and not guard.covered and guard.board_viewer(0, replaying=False) == 0
    assert guard.board_viewer(0, replaying=True) is None, "a replay at a table of two humans shows the public board"
    guard.watch_replay()
    guard.guard(0)
    assert covers == ["Anna", "", "Anna"], "after the replay the table waits for Anna again"


def test_a_lone_human_is_never_covered(monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    match.play(next(a for a in match.game.legal_actions(match.state) if getattr(a.gesture(), "label", "") == "Draw"))
    guard = HotseatGuard(match)
    guard.guard(0)
    assert not guard.covered and guard.at_screen == 0 and guard.board_viewer(0, replaying=True) == 0
