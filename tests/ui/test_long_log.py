"""The game log of a long game: a move adds its lines and sets none of the others again, the log holds the
newest moves and brings earlier ones when the player scrolls to the top, and a move taken back takes its
lines away; what it shows is always the end of the story the viewer is told."""

from __future__ import annotations

import pytest

from fairtable.bench import long_record
from fairtable.engine.match import Match, Step
from fairtable.ui.panels import log as log_module


@pytest.fixture(scope="module")
def record():  # type: ignore[no-untyped-def]
    return long_record(600)


@pytest.fixture
def long_game(window, record):  # type: ignore[no-untyped-def]
    match = Match.from_record(record, casual=True)
    window.start(match)
    c = window.controller
    c.cancel_bots()
    c.scheduler.stop()  # the bots wait: the test plays Anna's moves only
    window.log.resize(280, 400)
    return window, c, match


def texts(panel) -> list[str]:  # type: ignore[no-untyped-def]
    return [panel.item(i).text() for i in range(panel.count())]


def story_end(panel, match: Match, viewer, rows: int, upto=None) -> list[str]:  # type: ignore[no-untyped-def]
    """The last ``rows`` lines of the story (up to move ``upto``) as the log writes them."""
    probe = type(panel)()
    probe.show_story(match.story(viewer, upto))
    lines = texts(probe)
    probe.deleteLater()
    return lines[-rows:]


def test_a_move_adds_its_lines_and_works_out_no_other_row_again(long_game, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    window, c, match = long_game
    panel = window.log
    qtbot.wait(50)
    rows, first = panel.count(), panel.item(0)
    worked_out = []
    original = log_module.wrapped_height

    def counted(text, font, width):  # type: ignore[no-untyped-def]
        worked_out.append(text)
        return original(text, font, width)

    monkeypatch.setattr(log_module, "wrapped_height", counted)
    assert c.human_to_act()
    c.play(c.legal()[0])
    qtbot.wait(50)
    added = panel.count() - rows
    assert added >= 1 and panel.item(0) is first
    assert len(worked_out) <= 2 * added, f"{len(worked_out)} rows measured again for {added} new lines"
    assert texts(panel)[-added:] == story_end(panel, match, c.board_viewer(), added)


def test_a_long_game_log_holds_the_newest_moves_and_brings_earlier_ones_at_the_top(long_game, qtbot):  # type: ignore[no-untyped-def]
    window, c, match = long_game
    panel = window.log
    viewer = c.board_viewer()
    shown = panel.count()
    moves = {panel.entries[i].step for i in range(shown)}
    assert len(moves) <= getattr(log_module, "WINDOW", 100) + 1 < len(match.steps)
    assert texts(panel) == story_end(panel, match, viewer, shown)
    top = panel.item(0)
    panel.verticalScrollBar().setValue(0)  # the player scrolls up to the top
    qtbot.waitUntil(lambda: panel.count() > shown)
    assert texts(panel) == story_end(panel, match, viewer, panel.count())
    assert panel.row(top) > 0 and panel.visualItemRect(top).top() >= -2, "the line read stays in view"


def test_a_move_taken_back_takes_its_lines_away(long_game, qtbot):  # type: ignore[no-untyped-def]
    window, c, match = long_game
    panel = window.log
    before = texts(panel)
    first = panel.item(0)
    c.play(c.legal()[0])
    assert texts(panel) != before
    assert c.undo()
    assert texts(panel)[-20:] == story_end(panel, match, c.board_viewer(), 20)
    assert panel.item(0) is first


def test_the_replay_shows_the_story_up_to_its_move_and_tells_no_more_than_the_log_holds(long_game, qtbot,
                                                                                        monkeypatch):  # type: ignore[no-untyped-def]
    window, c, match = long_game
    panel = window.log
    made = []  # the moves told anew (a long game's older moves keep neither their lines nor their events)
    again = Step._made_again
    monkeypatch.setattr(Step, "_made_again", lambda step: made.append(step.index) or again(step))
    told = 0
    for index in (30, 31, 29, len(match.steps) - 5, None):
        made.clear()
        c.set_replay(index)
        told += len(made)
        viewer = c.board_viewer()
        assert texts(panel) == story_end(panel, match, viewer, panel.count(), index)
        shown = {e.step for e in panel.entries}
        assert max(shown) == (len(match.steps) if index is None else index)
        assert len(shown) <= 2 * getattr(log_module, "WINDOW", 100)
    assert told <= 3 * getattr(log_module, "WINDOW", 100), "the moves between were not all told"
