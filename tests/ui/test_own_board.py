"""Own board first: the viewer's area at full size, the others compact with their public figures and opened
with a click; in hotseat the board follows the seat."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.table.controller import TableController
from fairtable.ui.table.table_widget import TableWidget
from fairtable.ui.table.title_view import TitleView
from tests.toygame import GAME, register_toy
from tests.ui.helpers import start_match

TITLES = ["essen", "empresario", "marche", "festival"]


def panels(c) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {p.seat: p for p in c.scene.seat_panels.values() if not p.tab}


def tabs(c) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {p.seat: p for p in c.scene.seat_panels.values() if p.tab}


def shown_zones_of(c, seat: int) -> set[str]:  # type: ignore[no-untyped-def]
    return {z.id for z in c.layout().zones if z.owner == seat} & set(c.scene.zones)


def click(view, rect) -> None:  # type: ignore[no-untyped-def]
    from pytestqt.qtbot import QtBot

    QtBot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(rect.center()))


# -- the generic view, on the test title ---------------------------------------------------------------


@pytest.fixture
def toy(qtbot, monkeypatch):
    def make(seats):  # type: ignore[no-untyped-def]
        register_toy(monkeypatch)
        c = TableController(Match(GAME, seats, seed=2))
        c.view.compacts = True  # the generic view draws others compact when a title asks for it
        c.scene.animation_ms = 0
        c.scheduler.delay_ms = 0
        c.ask = lambda question: True
        widget = TableWidget(c.scene)
        widget.resize(1000, 700)
        qtbot.addWidget(widget)
        widget.show()
        c.refresh(animate=False)
        widget.view.fit()
        made.append(c)
        return c, widget

    made: list[TableController] = []
    yield make
    for c in made:
        c.shutdown()


def test_the_generic_view_shows_the_viewers_area_and_a_panel_for_each_other_seat(toy):
    c, widget = toy([Seat(name="Anna"), Seat(name="Ben")])
    layout = c.layout()
    assert c.board_viewer() == 0
    assert set(c.scene.zones) == {z.id for z in layout.zones if z.owner in (None, 0)}
    assert set(panels(c)) == {1} and panels(c)[1].name == "Ben"


def test_a_click_on_a_compact_seat_opens_its_area_and_its_tab_folds_it(toy):
    c, widget = toy([Seat(name="Anna"), Seat(name="Ben")])
    click(widget.view, panels(c)[1].rect)
    assert set(c.scene.zones) == {z.id for z in c.layout().zones}
    assert not panels(c) and set(tabs(c)) == {1}
    click(widget.view, tabs(c)[1].rect)
    assert "hand:1" not in c.scene.zones and set(panels(c)) == {1}


def test_in_hotseat_the_own_board_follows_the_seat(toy):
    c, widget = toy([Seat(name="Anna"), Seat(name="Ben")])
    c.gesture(GAME.legal_actions(c.match.state)[0].gesture())  # Anna takes a token
    c.press("End turn")
    if c.covered:
        c.uncover()  # "Pass to Ben": Ben is at the screen
    assert c.board_viewer() == 1
    assert "hand:1" in c.scene.zones and "hand:0" not in c.scene.zones and set(panels(c)) == {0}


def test_a_compact_seat_whose_pieces_moved_is_outlined_until_the_viewer_acts(toy, qtbot):
    c, widget = toy([Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")])
    c.gesture(GAME.legal_actions(c.match.state)[0].gesture())
    c.press("End turn")
    qtbot.waitUntil(lambda: c.match.current_player() == 0 or c.match.is_over(), timeout=5000)
    assert panels(c)[1].moved, "Robo took tokens into a hand the board does not show"
    c.gesture(GAME.legal_actions(c.match.state)[0].gesture())  # Anna acts: what Robo did is seen
    assert not panels(c)[1].moved


# -- the four titles ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", TITLES)
def test_the_viewers_board_at_full_size_and_the_others_compact_with_their_public_figures(window, game_id):
    game = get_game(game_id)
    match = start_match(window, game, ["human", "bot", "bot"], seed=3)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(3)
    for _ in range(25):
        match.play(rng.choice(game.legal_actions(match.state)))
    c.refresh(animate=False)
    layout = c.layout()
    assert c.board_viewer() == 0
    assert shown_zones_of(c, 0) == {z.id for z in layout.zones if z.owner == 0}, "the viewer's board is whole"
    assert set(panels(c)) == {1, 2}
    for seat in (1, 2):
        figures = c.view.seat_figures(layout, seat)
        shown = panels(c)[seat].figures  # a title may keep a figure whole whose number has thousands commas
        assert figures and all(any(f in text for text in shown) for f in figures), "the title's figures of that seat"
        # The layout's figures of that seat, maybe in fewer words ("0 VP on the scoreboard": "0 VP"): every
        # number of them is on the panel.
        numbers = re.findall(r"\d[\d,.]*", " ".join(TitleView.seat_figures(c.view, layout, seat)))
        assert numbers and all(any(n in text for text in shown) for n in numbers), "the layout's figures of that seat"
        assert shown_zones_of(c, seat) < {z.id for z in layout.zones if z.owner == seat}, "some of it folded"


@pytest.mark.parametrize("game_id", TITLES)
def test_a_click_on_another_seats_panel_shows_its_board_and_its_tab_folds_it(window, game_id):
    game = get_game(game_id)
    start_match(window, game, ["human", "bot", "bot"], seed=3)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    view = window.table.view
    click(view, panels(c)[2].rect)
    assert shown_zones_of(c, 2) == {z.id for z in c.layout().zones if z.owner == 2}
    assert set(panels(c)) == {1} and set(tabs(c)) == {2}
    board = c.scene.sceneRect()
    assert board.contains(tabs(c)[2].rect)
    assert abs(view.mapFromScene(board.topLeft()).x()) <= 2 or abs(view.mapFromScene(board.topLeft()).y()) <= 2, \
        "the board is fit again"
    click(view, tabs(c)[2].rect)
    assert set(panels(c)) == {1, 2}


@pytest.mark.parametrize("game_id", TITLES)
def test_in_hotseat_each_player_sees_their_own_board_first(window, game_id):
    game = get_game(game_id)
    match = start_match(window, game, ["human", "human"], seed=3)
    c = window.controller
    rng = Rng(5)
    for _ in range(400):
        if match.current_player() == 1:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    assert match.current_player() == 1
    c.after_action()
    if c.covered:
        c.uncover()  # Ben says he is at the screen
    assert c.board_viewer() == 1
    layout = c.layout()
    assert shown_zones_of(c, 1) == {z.id for z in layout.zones if z.owner == 1}
    assert set(panels(c)) == {0}
