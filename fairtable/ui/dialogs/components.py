"""The rules' pictures of the components, drawn as the board draws them: each kind of piece once (a tile, a
card, a meeple, the money, a die ...), taken from the title's own view of a seeded game a few moves in, with
its name. Help > Rules shows them under "Components", so the words of the rules meet the pieces on the table.

The game drawn is a made-up one (seed and seats of its own), never the game at the table: no secret of a real
game can show here."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

#: The most pictures shown, and the longest side of one, in pixels.
MOST, SIDE = 14, 96


def component_pictures(game_id: str) -> list[tuple[str, QImage]]:
    """(name, picture) of each kind of piece, in the order the board lists them."""
    from fairtable.engine.record import SeatRecord
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.ui.table.controller import title_view_for
    from fairtable.ui.table.scene import BoardScene

    game = get_game(game_id)
    players = game.info.min_players
    seats = [SeatRecord(name=name, colour=colour, kind="human")
             for name, colour in zip(("Anna", "Ben", "Chloe"), ("#d0413a", "#2f6fce", "#2c9a4b"), strict=False)][:players]
    state = game.new_state(players, None, 11)
    rng = Rng(5)
    for _ in range(12):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    from fairtable.engine.layout import with_seat_names

    layout = with_seat_names(game.presentation.layout(state, 0), [seat.name for seat in seats])
    view = title_view_for(game_id, seats)
    scene = BoardScene(view)
    scene.animation_ms = 0
    scene.set_layout(layout, animate=False)
    out: list[tuple[str, QImage]] = []
    seen: set[str] = set()
    try:
        for piece in layout.pieces:
            kind = piece.art.rsplit("/", 1)[0] if piece.art else piece.kind
            item = scene.pieces.get(piece.id)
            if kind in seen or item is None or not piece.face_up or not piece.label:
                continue
            name = piece.label.split("\n")[0]
            if not any(ch.isalpha() for ch in name) and piece.tooltip:
                name = piece.tooltip.split("\n")[0]  # a count ("0") says less than the piece's own words
            if not any(ch.isalpha() for ch in name):
                continue  # a bare number names nothing
            seen.add(kind)
            rect = item.sceneBoundingRect()
            if rect.width() < 4 or rect.height() < 4:
                continue
            scale = min(2.0, SIDE / max(rect.width(), rect.height()))
            image = QImage(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)),
                           QImage.Format_ARGB32_Premultiplied)
            image.fill(QColor(0, 0, 0, 0))
            painter = QPainter(image)
            painter.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
            # The piece alone: the board under it is hidden while it is drawn.
            hidden = [other for other in scene.items() if other is not item and other.isVisible()
                      and not item.isAncestorOf(other)]
            for other in hidden:
                other.setVisible(False)
            scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect, Qt.KeepAspectRatio)
            for other in hidden:
                other.setVisible(True)
            painter.end()
            out.append((name, image))
            if len(out) >= MOST:
                break
    finally:
        scene.dispose()
    return out
