"""The magnifier: a piece the pointer rests on shows enlarged beside it, with its tooltip's facts; it never
gets in the way of a drag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.ui.table.controller import TableController
from fairtable.ui.table.magnifier import REST_MS
from fairtable.ui.table.readability import svg_face, text_px
from fairtable.ui.table.table_widget import TableWidget
from tests.toygame import GAME, register_toy

GAME_EMPRESARIO = get_game("empresario")


@pytest.fixture
def table(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="random")], seed=2)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    widget = TableWidget(c.scene)
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.show()
    c.refresh(animate=False)
    widget.view.fit()
    yield c, widget
    c.shutdown()


@pytest.fixture
def board(qtbot):
    """An Old West Empresario table: its building tiles carry names, numbers and tooltips."""
    match = Match(GAME_EMPRESARIO, [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="random")], seed=3)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.scheduler.paused = True
    widget = TableWidget(c.scene)
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.show()
    c.refresh(animate=False)
    widget.view.fit()
    yield c, widget
    c.shutdown()


def send(widget, kind, pos: QPoint, button=Qt.NoButton, buttons=Qt.NoButton) -> None:  # type: ignore[no-untyped-def]
    vp = widget.view.viewport()
    QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons, Qt.NoModifier))


def rest_on(widget, qtbot, item) -> QPoint:  # type: ignore[no-untyped-def]
    point = widget.view.mapFromScene(item.sceneBoundingRect().center())
    send(widget, QEvent.MouseMove, point)
    qtbot.wait(REST_MS + 150)
    return point


def test_resting_on_a_piece_shows_it_twice_as_big_with_13_px_text_and_its_facts(board, qtbot):
    c, widget = board
    item = next(i for pid, i in c.scene.pieces.items() if pid.startswith("tile:") and i.piece.zone.startswith("column:"))
    point = widget.view.mapFromScene(item.sceneBoundingRect().center())
    send(widget, QEvent.MouseMove, point)
    magnifier = widget.view.magnifier
    assert not magnifier.isVisible(), "not before the pointer has rested"
    qtbot.wait(REST_MS + 150)
    assert magnifier.isVisible() and magnifier.item is item
    zoom = widget.view.transform().m11()
    picture = magnifier.picture.pixmap()
    dpr = picture.devicePixelRatio()
    assert picture.width() / dpr >= 2 * item.w * zoom - 1 and picture.height() / dpr >= 2 * item.h * zoom - 1
    face = svg_face(item.svg)
    assert face.texts, "the tile shows its name"
    assert min(text_px(face, t, item.w, item.h, magnifier.zoom) for t in face.texts) >= 13
    assert magnifier.facts.text() == item.piece.tooltip
    assert not magnifier.geometry().contains(point), "never under the pointer"
    assert magnifier.testAttribute(Qt.WA_TransparentForMouseEvents)


def test_the_magnifier_draws_the_piece_from_its_svg_at_the_bigger_size(board, qtbot):
    c, widget = board
    item = next(i for pid, i in c.scene.pieces.items() if pid.startswith("tile:") and i.piece.zone.startswith("column:"))
    rest_on(widget, qtbot, item)
    magnifier = widget.view.magnifier
    drawn = magnifier.art.pixmap(item.svg, item.w * magnifier.zoom, item.h * magnifier.zoom, magnifier.devicePixelRatioF())
    assert magnifier.picture.pixmap().toImage() == drawn.toImage()


def test_a_press_hides_it_and_a_drag_never_brings_it_back(table, qtbot):
    c, widget = table
    item = c.scene.pieces["token:8"]
    point = rest_on(widget, qtbot, item)
    magnifier = widget.view.magnifier
    assert magnifier.isVisible()
    send(widget, QEvent.MouseButtonPress, point, Qt.LeftButton, Qt.LeftButton)
    assert not magnifier.isVisible()
    end = widget.view.mapFromScene(c.scene.zones["hand:0"].rect.center())
    for k in range(1, 7):
        step = QPoint(point.x() + (end.x() - point.x()) * k // 6, point.y() + (end.y() - point.y()) * k // 6)
        send(widget, QEvent.MouseMove, step, Qt.NoButton, Qt.LeftButton)
        qtbot.wait(REST_MS // 4)
        assert not magnifier.isVisible(), "hidden all through the drag"
    assert item.dragging
    send(widget, QEvent.MouseButtonRelease, end, Qt.LeftButton, Qt.NoButton)
    qtbot.wait(20)
    assert c.match.state.hands[0] == 1, "the drag went through: the token was taken"
    assert not magnifier.isVisible()


def test_a_held_key_shows_it_at_once_and_letting_go_hides_it(table, qtbot):
    c, widget = table
    item = c.scene.pieces["token:8"]
    point = widget.view.mapFromScene(item.sceneBoundingRect().center())
    send(widget, QEvent.MouseMove, point)
    magnifier = widget.view.magnifier
    magnifier._may_hold = lambda: True  # offscreen, no pointer is "under" a widget: the key is what is tried here
    QApplication.sendEvent(widget.view.viewport(), QKeyEvent(QEvent.KeyPress, Qt.Key_Z, Qt.NoModifier, "z"))
    assert magnifier.isVisible() and magnifier.item is item
    QApplication.sendEvent(widget.view.viewport(), QKeyEvent(QEvent.KeyRelease, Qt.Key_Z, Qt.NoModifier, "z"))
    assert not magnifier.isVisible()


def test_it_keeps_clear_of_the_banner_and_stays_below_it(table, qtbot):
    c, widget = table
    widget.show_banner("Round 2 begins\nAnna: 3 tokens")
    item = c.scene.pieces["token:8"]
    rest_on(widget, qtbot, item)
    magnifier = widget.view.magnifier
    assert widget.banner.isVisible() and magnifier.isVisible()
    assert not magnifier.geometry().intersects(widget.banner.geometry())
    children = widget.view.viewport().children()
    assert children.index(widget.banner) > children.index(magnifier), "the banner stays on top"


def test_leaving_the_piece_hides_it(table, qtbot):
    c, widget = table
    rest_on(widget, qtbot, c.scene.pieces["token:8"])
    send(widget, QEvent.MouseMove, QPoint(3, 3))  # the bare board
    assert not widget.view.magnifier.isVisible()


def test_view_magnifier_turns_it_off_and_the_choice_is_kept(window, qtbot):
    from fairtable.ui.main_window import MainWindow
    from tests.ui.helpers import start_match

    assert window.menus.act_magnifier.isChecked() and window.table.view.magnifier.enabled
    window.menus.act_magnifier.trigger()
    start_match(window, GAME_EMPRESARIO, ["human", "bot"], seed=3)
    c = window.controller
    c.scheduler.paused = True
    item = next(i for pid, i in c.scene.pieces.items() if pid.startswith("tile:"))
    rest_on(window.table, qtbot, item)
    assert not window.table.view.magnifier.isVisible()
    window.menus.act_magnifier.trigger()  # on again: the same rest shows it
    send(window.table, QEvent.MouseMove, QPoint(2, 2))
    rest_on(window.table, qtbot, item)
    assert window.table.view.magnifier.isVisible()
    window.menus.act_magnifier.trigger()
    again = MainWindow()
    qtbot.addWidget(again)
    assert not again.menus.act_magnifier.isChecked() and not again.table.view.magnifier.enabled
