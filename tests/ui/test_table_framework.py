"""The board framework on a small test title: drags become actions, refusals glide back with a reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from fairtable.engine.match import Match, Seat
from fairtable.ui.table.controller import TableController
from fairtable.ui.table.table_widget import TableWidget
from tests.toygame import GAME, register_toy
from tests.ui.helpers import drag, drag_piece


@pytest.fixture
def table(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=2)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.bot_delay_ms = 0
    widget = TableWidget(c.scene)
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.show()
    c.refresh(animate=False)
    widget.view.fit()
    messages: list[str] = []
    c.status.connect(messages.append)
    yield c, widget, messages
    c.shutdown()


def test_the_scene_has_an_item_for_every_zone_and_piece(table):
    c, widget, _ = table
    layout = c.layout()
    assert set(c.scene.zones) == {z.id for z in layout.zones}
    assert set(c.scene.pieces) == {p.id for p in layout.pieces}


def test_a_legal_drag_plays_the_action(table):
    c, widget, _ = table
    drag_piece(widget.view, c.scene, "token:8", "hand:0")
    assert c.match.state.hands == [1, 0]
    assert c.scene.pieces["token:8"].sceneBoundingRect().intersects(c.scene.zones["hand:0"].rect)


def test_an_illegal_drag_glides_back_and_shows_the_reason(table):
    c, widget, messages = table
    item = c.scene.pieces["token:8"]
    before = QPointF(item.pos())
    drag_piece(widget.view, c.scene, "token:8", "hand:1")
    assert c.match.steps == []
    assert messages[-1] == "That piece cannot go there"
    assert item.pos() == before


def test_dropping_off_the_board_changes_nothing(table):
    c, widget, messages = table
    item = c.scene.pieces["token:8"]
    before = QPointF(item.pos())
    drag(widget.view, item.sceneBoundingRect().center(), c.scene.sceneRect().bottomRight() - QPointF(5, 5))
    assert c.match.steps == [] and item.pos() == before


def test_legal_targets_light_up_while_a_piece_is_held(table):
    c, widget, _ = table
    c.on_drag_started("token:8")
    assert c.scene.zones["hand:0"].hint is not None
    assert c.scene.zones["pile"].hint is None
    c.scene.clear_targets()
    assert c.scene.zones["hand:0"].hint is None


def test_buttons_press_actions_and_undo_restores_the_board(table):
    c, widget, _ = table
    drag_piece(widget.view, c.scene, "token:8", "hand:0")
    assert "End turn" in c.press_labels()
    assert c.undo()
    assert c.match.state.hands == [0, 0]
    assert c.scene.pieces["token:8"].sceneBoundingRect().intersects(c.scene.zones["pile"].rect)


def test_a_bot_moves_from_a_worker_thread(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.bot_delay_ms = 0
    c.refresh(animate=False)
    c.gesture(match.game.legal_actions(match.state)[0].gesture())  # Anna takes a token
    c.press("End turn")
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=5000)
    assert any(s.action.player == 1 for s in match.steps)
    c.shutdown()


def test_hotseat_covers_the_table_between_two_humans_with_secrets(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=5)
    c = TableController(match)
    covers: list[str] = []
    c.cover.connect(covers.append)
    c.refresh(animate=False)
    c.press("Draw")  # Anna holds a secret card now
    c.gesture(match.game.legal_actions(match.state)[0].gesture())
    c.press("End turn")
    assert covers == ["Ben"] and c.covered
    assert not c.human_to_act()
    c.uncover()
    assert c.viewer == 1 and c.human_to_act()
    c.shutdown()


def test_the_game_log_wraps_long_entries_and_rewraps_when_narrowed(qtbot):
    from fairtable.ui.panels.log import LogPanel

    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 300)
    panel.show()
    long = ("ヤマダ・タロウ moves a worker to the 八百屋 (greengrocer) store, hires the 魚屋 (fishmonger) "
            "helper for two coins and places an advertisement on the plaza")
    panel.show_lines(["Ben ends his turn", long])
    one_line = panel.visualItemRect(panel.item(0)).height()
    wide = panel.visualItemRect(panel.item(1)).height()
    assert wide >= 3 * one_line
    panel.resize(170, 300)
    qtbot.waitUntil(lambda: panel.visualItemRect(panel.item(1)).height() > wide)
