"""The table tells the story, on the toy title: the log by rounds and turns with secrets kept, big moments
as a banner the bots wait for, refusals at the drop point, buttons that keep their places, a question
before ending a turn early, undo that says why not, and the last moves outlined."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from fairtable.engine.match import Match, Seat
from fairtable.ui.panels.log import LogPanel
from fairtable.ui.table.controller import TableController
from fairtable.ui.table.table_widget import TableWidget
from tests.toygame import GAME, register_toy
from tests.ui.helpers import drag_piece


def toy_table(qtbot, monkeypatch, seats):  # type: ignore[no-untyped-def]
    register_toy(monkeypatch)
    match = Match(GAME, seats, seed=5)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    widget = TableWidget(c.scene)
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.show()
    c.banner.connect(widget.show_banner)
    c.refused.connect(widget.show_refusal)
    widget.banner_dismissed.connect(c.banner_done)
    c.refresh(animate=False)
    widget.view.fit()
    return c, widget, match


@pytest.fixture
def two_humans(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Anna"), Seat(name="Ben")])
    yield c, widget, match
    c.shutdown()


def take(c) -> None:  # type: ignore[no-untyped-def]
    c.gesture(c.match.game.legal_actions(c.match.state)[0].gesture())


def test_the_log_has_round_and_turn_headers_and_keeps_a_drawn_card_to_its_owner(two_humans, qtbot):
    c, widget, match = two_humans
    c.press("Draw")
    take(c)
    c.ask = lambda q: True
    c.press("End turn")
    story_anna = match.story(0)
    story_ben = match.story(1)
    assert [e.text for e in story_anna if e.level in ("round", "turn")][:2] == ["Round 1", "Anna\u2019s turn"]
    card = match.state.cards[0][0]
    assert f"Anna draws the {card}" in [e.text for e in story_anna]
    assert f"Anna draws the {card}" not in [e.text for e in story_ben]
    assert "Anna draws a card" in [e.text for e in story_ben]
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.show_story(story_ben)
    texts = [panel.item(i).text() for i in range(panel.count())]
    assert "Round 1" in texts and "\u2192 Anna draws a card" in texts and "1. Anna draws" in texts


def test_the_log_follows_the_newest_line_unless_the_player_scrolled_up(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], {"pile": 30}, seed=1)
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 120)
    panel.show()
    for _ in range(12):
        take_action = match.game.legal_actions(match.state)
        match.play(next(a for a in take_action if a.kind in ("take", "end")))
    panel.show_story(match.story(None))
    bar = panel.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    bar.setValue(0)  # the player scrolls up to read
    match.play(match.game.legal_actions(match.state)[0])
    panel.show_story(match.story(None))
    qtbot.wait(20)
    assert bar.value() == 0, "the log does not jump away from what the player reads"
    bar.setValue(bar.maximum())
    match.play(match.game.legal_actions(match.state)[0])
    panel.show_story(match.story(None))
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_a_big_moment_shows_a_banner_the_bots_wait_for_and_a_click_takes_it_down(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Robo", kind="bot", level="random"), Seat(name="Anna")])
    c.banner_ms = 60_000
    c.ask = lambda q: True
    c.schedule_bot()
    qtbot.waitUntil(lambda: match.current_player() == 1, timeout=5000)
    take(c)
    c.press("End turn")  # round 2 begins: a banner
    assert widget.banner.isVisible() and "Round 2 begins" in widget.banner.words
    assert c.banner_up
    steps = len(match.steps)
    qtbot.wait(300)
    assert len(match.steps) == steps, "the bot waits while the banner shows"
    qtbot.mouseClick(widget.view.viewport(), Qt.LeftButton, pos=widget.view.viewport().rect().center())
    assert not widget.banner.isVisible()
    qtbot.waitUntil(lambda: len(match.steps) > steps, timeout=5000)
    c.shutdown()


def test_the_banner_never_takes_a_drag(two_humans, qtbot):
    c, widget, match = two_humans
    widget.show_banner("Round 9 begins")
    assert widget.banner.testAttribute(Qt.WA_TransparentForMouseEvents)
    drag_piece(widget.view, c.scene, "token:8", "hand:0")
    assert match.state.hands == [1, 0]


def test_a_refusal_is_said_in_a_bubble_at_the_drop_point(two_humans, qtbot):
    c, widget, match = two_humans
    drag_piece(widget.view, c.scene, "token:8", "hand:1")
    assert widget.bubble.isVisible() and widget.bubble.words == "That piece cannot go there"
    drop = widget.view.mapFromScene(c.scene.last_drop)
    box = widget.bubble.geometry()
    assert abs(box.center().x() - drop.x()) < box.width() and abs(box.bottom() - drop.y()) < 60
    qtbot.waitUntil(lambda: not widget.bubble.isVisible(), timeout=5000)


def test_buttons_keep_their_places_through_a_turn_and_say_why_they_are_off(two_humans):
    c, widget, match = two_humans
    assert [b[0] for b in c.turn_buttons()] == ["Draw"]
    take(c)
    first = c.turn_buttons()
    assert [b[0] for b in first] == ["Draw", "End turn"] and all(not why for _, _, why in first)
    c.press("Draw")
    after = c.turn_buttons()
    assert [b[0] for b in after] == ["Draw", "End turn"], "Draw keeps its place"
    assert after[0][2] == "You already hold a card" and not after[1][2]
    c.ask = lambda q: True
    c.press("End turn")
    c.uncover()
    assert [b[0] for b in c.turn_buttons()] == ["Draw"], "a new turn starts a new row"


def test_ending_a_turn_early_asks_once_and_no_plays_nothing(two_humans):
    c, widget, match = two_humans
    asked: list[str] = []
    take(c)
    c.ask = lambda q: asked.append(q) or False
    c.press("End turn")
    assert asked == ["End your turn with 1 token still to take?"] and match.current_player() == 0
    c.ask = lambda q: asked.append(q) or True
    c.press("End turn")
    assert match.current_player() == 1
    c.confirming = False  # "Don't ask again"
    c.uncover()
    take(c)
    c.press("End turn")
    assert len(asked) == 2 and match.current_player() == 0


def test_undo_says_what_blocks_it(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")])
    assert c.undo_reason() == "Nothing to take back yet"
    take(c)
    assert c.undo_reason() is None
    c.press("Draw")
    assert "revealed something new" in c.undo_reason() and "Casual undo" in c.undo_reason()
    c.ask = lambda q: True
    c.press("End turn")
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=5000)
    assert c.undo_reason() == "Robo has moved since: Casual undo (Edit menu) takes back their move too"
    messages: list[str] = []
    c.status.connect(messages.append)
    assert not c.undo() and messages[-1] == c.undo_reason()
    c.shutdown()


def test_an_undo_or_redo_refused_while_a_bot_is_to_move_leaves_the_bot_to_move(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")])
    c.scheduler.delay_ms = 300  # Robo's move waits out the bot speed's pause while Ctrl+Z is pressed
    take(c)
    c.ask = lambda q: True
    c.press("End turn")
    assert match.current_player() == 1
    assert not c.undo()  # Anna's turn is over
    assert not c.redo()  # nothing to redo
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=5000)
    c.shutdown()


def test_the_pieces_the_last_moves_changed_are_outlined_until_the_viewer_acts(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")])
    take(c)
    c.ask = lambda q: True
    c.press("End turn")
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=5000)
    robo_took = {p.id for p in c.layout().pieces if p.zone == "hand:1"}
    assert robo_took and robo_took <= c.last_move
    assert all(c.scene.pieces[pid].moved for pid in robo_took)
    take(c)  # Anna acts: what Robo did is seen
    assert not any(c.scene.pieces[pid].moved for pid in robo_took)
    c.shutdown()


def test_a_refusal_without_a_drop_point_is_said_in_the_middle_of_the_board(two_humans):
    c, widget, match = two_humans
    widget.show_refusal("Not now", QPointF())
    centre = widget.view.viewport().rect().center()
    assert widget.bubble.isVisible() and abs(widget.bubble.geometry().center().x() - centre.x()) < 5


def test_a_big_moment_behind_the_hotseat_cover_shows_once_the_next_person_is_ready(qtbot, monkeypatch):
    c, widget, match = toy_table(qtbot, monkeypatch, [Seat(name="Anna"), Seat(name="Ben")])
    covers: list[str] = []
    c.cover.connect(covers.append)
    c.ask = lambda q: True
    if c.covered:
        c.uncover()
    c.press("Draw")  # Anna holds a secret card: the table is covered when it passes
    take(c)
    c.press("End turn")
    c.uncover()
    c.press("Draw")
    take(c)
    c.press("End turn")  # round 2 begins as the table passes back to Anna
    assert c.covered and not widget.banner.isVisible()
    c.uncover()
    assert widget.banner.isVisible() and "Round 2 begins" in widget.banner.words
    c.shutdown()
