"""Big moments of real games as banners across the board: the game is played headless up to the move
before the moment, then the bots play it on the table, which shows the banner and waits."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fairtable.bots.selfplay import play_game
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game


def just_before(game_id: str, players: int, seed: int, moment) -> Match:  # type: ignore[no-untyped-def]
    """A match of bots one move before the first move whose events hold ``moment(event)``."""
    game = get_game(game_id)
    played = play_game(game, players, seed, ["random"] * players)
    probe = Match(game, [Seat(name=f"Bot{i + 1}", kind="bot", level="random") for i in range(players)], seed=seed)
    for action in played.actions:
        before = len(probe.steps)
        probe.play(action)
        if any(moment(e) for e in probe.steps[-1].events):
            match = Match(game, probe.seats, seed=seed)
            for a in played.actions[:before]:
                match.play(a)
            match.redo_stack = [action]
            return match
    raise AssertionError(f"no such moment in {game_id} seed {seed}")


def banner_on_the_table(window, qtbot, match: Match) -> list[str]:  # type: ignore[no-untyped-def]
    """Start ``match`` on the window; the next bot move is the moment: return the banners shown."""
    action = match.redo_stack.pop()
    shown: list[str] = []
    window.start(match)
    c = window.controller
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    c.banner_ms = 60_000
    c.banner.connect(lambda text: text and shown.append(text))
    c.play(action)
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    return shown


def test_essen_midday_scoring_is_a_banner_with_each_players_points_and_the_bots_wait(window, qtbot):
    match = just_before("essen", 3, 4, lambda e: e.kind == "scoring" and e.value("period") == "morning")
    shown = banner_on_the_table(window, qtbot, match)
    assert "Midday scoring" in shown[-1] and all(f"Bot{i}" in shown[-1] for i in (1, 2, 3))
    banner = window.table.banner
    assert banner.isVisible() and banner.words == shown[-1]
    steps = len(match.steps)
    qtbot.wait(300)
    assert len(match.steps) == steps, "the bots wait while the banner shows"
    qtbot.mouseClick(window.table.view.viewport(), Qt.LeftButton, pos=window.table.view.viewport().rect().center())
    assert not banner.isVisible()
    qtbot.waitUntil(lambda: len(match.steps) > steps, timeout=5000)


def test_a_crowd_control_rotation_is_a_banner_in_the_viewers_own_words(window, qtbot):
    match = just_before("festival", 3, 6, lambda e: e.kind == "rotation")
    match.seats[0] = Seat(name="Anna")  # a person sits at seat 1 and watches the bots rotate the table
    shown = banner_on_the_table(window, qtbot, match)
    text = shown[-1]
    rotation = next(e for e in match.steps[-1].events if e.kind == "rotation")
    assert rotation.line(0) != rotation.line(None), "seat 1 is told in its own words"
    assert window.controller.board_viewer() == 0
    assert text.startswith("Crowd Control!") and "you now play the seat that was Bot2\u2019s" in text.replace("'", "\u2019")
    assert "Tacken" in text  # what the seat now holds, with its money
    assert window.table.banner.isVisible() and window.table.banner.words == text
