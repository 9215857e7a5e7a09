"""The welcome page's pictures: each title's board, drawn by its own view, as it stands a few moves into a
seeded game, in a small picture.

The welcome page shows before the engine and the titles are loaded (the first window must be fast), so it
never draws these itself: it shows the PNGs in ``resources/welcome/``, which ``scripts/welcome_pictures.py``
makes with :func:`board_picture` (and a test checks they still look like what it draws). This module loads
the titles; nothing on the way to the first window imports it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

PICTURE = (160, 100)  # the size the welcome page shows, in logical pixels
SCALE = 2  # the PNGs hold twice as many pixels, for sharp pictures on HiDPI screens


def picture_file(game_id: str):  # type: ignore[no-untyped-def]
    from fairtable.resources import resource_path

    return resource_path("welcome", f"{game_id}.png")


def board_picture(game_id: str) -> QImage:
    """The title's board after a few seeded moves, cropped to the picture's shape from its middle and
    scaled to ``PICTURE`` x ``SCALE`` pixels."""
    from fairtable.engine.record import SeatRecord
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.ui.table.controller import title_view_for
    from fairtable.ui.table.scene import BoardScene

    game = get_game(game_id)
    players, moves, focus, room = game.presentation.picture or (game.info.min_players, 10, "", 0.0)
    colours = ["#d0413a", "#2f6fce", "#2c9a4b", "#e2a623", "#8a4fc4", "#1f9ea5"]
    names = ["Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima"]
    seats = [SeatRecord(name=names[i], colour=colours[i], kind="human") for i in range(players)]
    state = game.new_state(players, None, 7)
    rng = Rng(3)
    for _ in range(moves):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    view = title_view_for(game_id, seats)
    scene = BoardScene(view)
    scene.animation_ms = 0
    scene.set_layout(game.presentation.layout(state, 0), animate=False)
    plan = view.plan(game.presentation.layout(state, 0))
    board = view.board_rect(plan)
    if focus:
        middle = QRectF()
        for zid, rect in plan.items():
            if zid.startswith(focus):
                middle = middle.united(rect)
        board = middle.adjusted(-room, -room, room, room).intersected(board)
    w, h = PICTURE[0] * SCALE, PICTURE[1] * SCALE
    # The middle of the board in the picture's shape.
    if board.width() / board.height() > w / h:
        cut = board.height() * w / h
        source = QRectF(board.center().x() - cut / 2, board.top(), cut, board.height())
    else:
        cut = board.width() * h / w
        source = QRectF(board.left(), board.center().y() - cut / 2, board.width(), cut)
    image = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor(view.background))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, w, h), source, Qt.IgnoreAspectRatio)
    painter.end()
    scene.dispose()
    return image.convertToFormat(QImage.Format_RGB32)


def write_pictures(game_ids=None) -> list:  # type: ignore[no-untyped-def]
    """Draw every title's picture (or those named) into ``resources/welcome/``; the files written."""
    from fairtable.engine.registry import title_ids

    out = []
    for game_id in game_ids or title_ids():
        path = picture_file(game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not board_picture(game_id).save(str(path)):
            raise OSError(f"Cannot write {path}")
        out.append(path)
    return out
