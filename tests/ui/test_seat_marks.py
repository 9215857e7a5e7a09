"""Seats told apart by more than colour: every piece a seat owns away from its own area carries the seat's
initial, drawn at least 8 px tall at the fit of a 1280x720 window and larger with View > Text size (half as
fast as the text: 12 px at Largest)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.table.seat_marks import MARK_PX, MARKED_KINDS, SeatBadge, mark_px, seat_marks
from tests.ui.helpers import open_window, start_match


def drawn_mark_px(zoom: float, scale: float) -> float:
    """Draws a 14 x 16 piece with a badge "B" (a light seat colour: dark letters) in a view at ``zoom`` and
    counts the rows of the picture where the letter's dark pixels are."""
    scene = QGraphicsScene()
    piece = QGraphicsRectItem(0, 0, 14, 16)
    piece.setBrush(QColor("#e2a623"))
    piece.setPen(Qt.NoPen)
    scene.addItem(piece)
    badge = SeatBadge(piece, "B", "#e2a623")
    badge.fit(14, 16, scale)
    view = QGraphicsView(scene)
    view.resize(200, 200)
    view.setSceneRect(QRectF(-40, -40, 100, 100))
    view.scale(zoom, zoom)
    image = QImage(200, 200, QImage.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    view.render(painter)
    painter.end()
    rows = [y for y in range(image.height())
            if any(QColor(image.pixel(x, y)).lightness() < 90 for x in range(image.width()))]
    return float(max(rows) - min(rows) + 1) if rows else 0.0


@pytest.mark.parametrize("zoom", [0.4, 0.75, 2.0])
def test_the_drawn_mark_is_8_px_tall_at_any_zoom_and_grows_with_the_text_size(qapp, zoom):
    normal = drawn_mark_px(zoom, 1.0)
    assert MARK_PX <= normal <= MARK_PX + 2
    assert mark_px(2.0) == 12
    largest = drawn_mark_px(zoom, 2.0)
    assert largest >= 12 and largest > normal
    assert drawn_mark_px(zoom, 0.85) >= MARK_PX  # Small text never takes the mark under the floor


def play(match, game, moves: int, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    rng = Rng(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.choice(game.legal_actions(match.state)))


@pytest.mark.parametrize("game_id", ["essen", "empresario", "marche", "festival"])
def test_every_piece_a_seat_owns_outside_its_own_area_carries_its_mark_at_8_px_or_more(qtbot, game_id):
    """At the fit of a 1280x720 window, Normal and Largest text, through 45 random moves with every seat's
    area opened: every meeple, marker, token, disc, pawn or cube a seat owns, and any other piece it owns
    that lies anywhere but in that seat's own zones (the board, the common supply, another's area), has a
    badge with that seat's mark, at least 8 px tall, 12 px at Largest."""
    window = open_window(qtbot, 1280, 720)
    try:
        game = get_game(game_id)
        match = start_match(window, game, ["human", "bot", "bot"], seed=3)
        c = window.controller
        c.scheduler.paused = True
        c.cancel_bots()
        marks = seat_marks([s.name for s in match.seats])
        checked = 0
        for step in range(4):
            play(match, game, 15 if step else 0, seed=step)
            for seat in range(1, len(match.seats)):
                if c.view.is_compact(seat):
                    c.toggle_seat(seat)
            for size, floor in (("Normal", MARK_PX), ("Largest", 12)):
                window.set_text_size(size)
                c.after_action()
                zones = {z.id: z.owner for z in c.layout().zones}
                for item in c.scene.pieces.values():
                    p = item.piece
                    if p.owner is None or not p.face_up or not item.isVisible():
                        continue
                    if zones.get(p.zone) == p.owner and p.kind not in MARKED_KINDS:
                        continue  # a card or tile in its owner's own area, under the owner's name
                    badges = [b for b in item.childItems() if isinstance(b, SeatBadge)]
                    assert [b.mark for b in badges] == [marks[p.owner]], (p.id, p.kind, p.zone)
                    assert badges[0].mark_height() >= floor, (p.id, size, badges[0].mark_height())
                    checked += 1
        assert checked >= 4
    finally:
        window.set_text_size("Normal")
        window.close()


def test_the_festivals_crowd_control_places_carry_each_seats_mark(window):
    """Each seat's place in Crowd Control, empty until its crowd token lies there, shows the seat's initial
    as well as its colour."""
    import re

    from fairtable.ui.table.art import BoardArt

    match = start_match(window, get_game("festival"), ["human", "bot", "bot"])
    centre = next(i.svg for i in window.controller.scene.items()
                  if isinstance(i, BoardArt) and "Crowd Control" in i.svg)
    places = re.findall(r'<circle [^>]*stroke-dasharray="3 2"/><text [^>]*>([^<]*)</text>', centre)
    assert places == seat_marks([s.name for s in match.seats])
