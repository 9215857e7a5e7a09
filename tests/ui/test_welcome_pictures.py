"""The welcome page shows each title with a small picture of its board, drawn from the board's own art."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from fairtable.engine.registry import LISTINGS
from fairtable.ui.pictures import PICTURE, SCALE, board_picture, picture_file


def test_every_title_on_the_welcome_page_has_a_picture_of_its_board_beside_its_name_and_player_count(window, qtbot):
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.height() == 720)
    cards = window.welcome.cards
    assert list(cards) == list(LISTINGS)
    for game_id, card in cards.items():
        listing = LISTINGS[game_id]
        pixmap = card.picture.pixmap()
        assert card.picture.isVisibleTo(window) and not pixmap.isNull(), game_id
        assert (pixmap.width() / pixmap.devicePixelRatio(), pixmap.height() / pixmap.devicePixelRatio()) == PICTURE
        assert listing.name in card.label.text() and f"{listing.min_players}-{listing.max_players} players" in card.label.text()
        picture, text = card.picture.geometry(), card.label.geometry()
        assert picture.right() < text.left() and picture.top() < text.bottom(), "the picture stands beside the words"
        assert card.visibleRegion().boundingRect() == card.rect(), f"{game_id}: in view whole in a laptop's window"


def _thumbnail(image: QImage) -> list[tuple[int, int, int]]:
    small = image.scaled(16, 10, Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
    return [small.pixelColor(x, y).getRgb()[:3] for y in range(small.height()) for x in range(small.width())]


@pytest.mark.parametrize("game_id", list(LISTINGS))
def test_the_welcome_picture_is_the_board_as_its_own_view_draws_it(qapp, game_id):
    """The shipped PNG is what ``scripts/welcome_pictures.py`` draws from the board's art now: the same
    size, and alike at a glance (run the script, or this test with FAIRTABLE_WRITE_SCREENSHOTS=1, when a
    board's look changes)."""
    drawn = board_picture(game_id)
    path = picture_file(game_id)
    if os.environ.get("FAIRTABLE_WRITE_SCREENSHOTS") == "1":
        assert drawn.save(str(path))
    shipped = QImage(str(path))
    assert not shipped.isNull(), f"{path} is missing: run scripts/welcome_pictures.py"
    assert (shipped.width(), shipped.height()) == (drawn.width(), drawn.height()) == (PICTURE[0] * SCALE, PICTURE[1] * SCALE)
    colours = {drawn.pixelColor(x, y).rgb() for y in range(0, drawn.height(), 4) for x in range(0, drawn.width(), 4)}
    assert len(colours) > 200, "a board, not an empty picture"
    a, b = _thumbnail(drawn), _thumbnail(shipped)
    diff = sum(abs(p - q) for u, v in zip(a, b, strict=True) for p, q in zip(u, v, strict=True)) / (3 * len(a))
    assert diff < 12, f"{path} no longer looks like the board (off by {diff:.0f} of 255): run scripts/welcome_pictures.py"
