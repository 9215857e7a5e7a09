"""Nothing moves under the pointer between turns: the dock column keeps its edge and width, the board its
place and scale (unless the board itself grew), the status bar and the log follow what happened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng

MOVES = 80


def column(window) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The dock column's left edge and width, in the window."""
    shown = [d for d in window.docks if d.isVisible() and not d.isFloating()]
    left = min(d.mapTo(window, d.rect().topLeft()).x() for d in shown)
    return left, max(d.width() for d in shown)


@pytest.mark.parametrize("game_id", title_ids())
def test_the_column_and_the_board_keep_their_place_for_a_whole_game(window, qtbot, game_id):
    game = get_game(game_id)
    seats = [Seat(name=n, kind="human") for n in ("Anna", "Ben", "Chloe")][: max(2, min(3, game.info.max_players))]
    window.start(Match(game, seats, seed=11))
    c = window.controller
    c.uncover()
    qtbot.waitUntil(lambda: all(d.isVisible() for d in window.docks))
    QApplication.processEvents()
    first_column = column(window)
    view = window.table.view
    first_view = view.geometry()
    rng = Rng(7)
    scale, rect = view.transform().m11(), c.scene.sceneRect()
    for n in range(MOVES):
        if c.match.is_over():
            break
        c.play(rng.choice(game.legal_actions(c.match.state)))
        if c.covered:
            c.uncover()
        QApplication.processEvents()
        assert column(window) == first_column, f"the dock column moved after move {n + 1}"
        assert view.geometry() == first_view, f"the board's place changed after move {n + 1}"
        if c.scene.sceneRect() == rect:
            assert view.transform().m11() == pytest.approx(scale), f"the board rescaled after move {n + 1}"
        scale, rect = view.transform().m11(), c.scene.sceneRect()


def test_a_new_game_starts_with_a_status_bar_free_of_the_last_game(window, qtbot):
    essen = get_game("essen")
    m = Match(essen, [Seat(name="Anna"), Seat(name="Ben")], seed=1)
    window.start(m)
    window.controller.uncover()
    window.controller.play(essen.legal_actions(m.state)[0])
    assert window.statusBar().currentMessage()
    window.start(Match(get_game("marche"), [Seat(name="Cleo"), Seat(name="Dan")], seed=2))
    assert window.statusBar().currentMessage() == ""


def test_taking_a_move_back_says_so_instead_of_describing_the_move(window, qtbot):
    game = get_game("festival")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=3, casual=True)  # the roll may be taken back
    window.start(m)
    c = window.controller
    c.uncover()
    c.play(game.legal_actions(m.state)[0])
    line = m.steps[-1].line
    assert window.statusBar().currentMessage() == line
    window.undo()
    assert window.statusBar().currentMessage() == f"Taken back: {line}"


def test_the_end_of_the_game_is_said_with_its_winners(window, qtbot):
    game = get_game("empresario")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=4)
    rng = Rng(2)
    while not m.is_over() and len(m.steps) < 2000:
        if len(game.legal_actions(m.state)) and m.game.current_player(m.state) is not None:
            m.play(rng.choice(game.legal_actions(m.state)))
            if len(m.steps) > 5 and _one_move_from_the_end(game, m):
                break
    window.start(m)
    c = window.controller
    c.uncover()
    while not m.is_over():
        c.play(rng.choice(game.legal_actions(m.state)))
    names = [m.seats[i].name for i in m.result().winners]
    assert window.statusBar().currentMessage().startswith("The game is over: ")
    assert all(name in window.statusBar().currentMessage() for name in names)
    if window.last_scores is not None:
        window.last_scores.close()


def _one_move_from_the_end(game, m) -> bool:  # type: ignore[no-untyped-def]
    return any(game.is_over(game.apply(m.state, a)) for a in game.legal_actions(m.state)[:3])


def test_the_log_sets_its_written_lines_again_at_a_new_text_size(window, qtbot):
    game = get_game("essen")
    m = Match(game, [Seat(name="Anna"), Seat(name="Ben")], seed=1)
    window.start(m)
    window.controller.uncover()
    for _ in range(3):
        window.controller.play(game.legal_actions(m.state)[0])
    log = window.log
    before = log.item(log.count() - 1).font().pointSizeF()
    window.set_text_size("Largest")
    QApplication.sendPostedEvents(None, QEvent.FontChange)
    after = log.item(log.count() - 1).font().pointSizeF()
    assert after == pytest.approx(before * 2, rel=0.1)
    window.set_text_size("Normal")


def test_the_seats_initials_on_the_pieces_grow_with_the_text_size(window, qtbot):
    from fairtable.ui.table.seat_marks import SeatBadge

    window.start(Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1))
    window.controller.uncover()

    def sides() -> list[float]:
        return [b.rect.height() for item in window.controller.scene.pieces.values() for b in item.childItems()
                if isinstance(b, SeatBadge)]

    normal = sides()
    assert normal
    window.set_text_size("Largest")
    larger = sides()
    assert all(b > a for a, b in zip(normal, larger, strict=True)), (normal, larger)
    window.set_text_size("Normal")
    assert sides() == normal
