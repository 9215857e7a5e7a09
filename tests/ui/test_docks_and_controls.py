"""The table's controls as a player meets them on a laptop: the actions dock, the replay bar, the seat
colour picker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng


def _wholly_shown(widget) -> bool:  # type: ignore[no-untyped-def]
    """The widget is on screen and nothing covers or cuts any part of it."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_the_actions_dock_shows_the_whole_prompt_and_every_button_in_a_laptop_window(qtbot):
    """Old West Empresario's first choice at 1280x720: three buttons under a prompt of four lines. The docks
    beside it give way; the Game log dock cuts neither the prompt nor "Play Standard Empresario"."""
    from fairtable.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.set_bot_speed("instant")
    window.start(Match(get_game("empresario"), [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="greedy")],
                       seed=7))
    panel = window.actions_panel
    long_prompt = ("Keep one of the two characters dealt to you, or play the Standard Empresario: drag it onto "
                   "your town or press its button")
    panel.show_buttons([("a", "Play Scarlett the Saloon Owner"), ("b", "Play Michelle the Blacksmith"),
                        ("c", "Play Standard Empresario")], long_prompt)
    qtbot.wait(50)
    assert [b.text() for b in panel.buttons][-1] == "Play Standard Empresario"
    for button in panel.buttons:
        assert _wholly_shown(button), button.text()
    hint = panel.hint
    m = hint.contentsMargins()
    lines = hint.fontMetrics().boundingRect(QRect(0, 0, hint.width() - m.left() - m.right(), 100000),
                                            Qt.TextWordWrap, long_prompt)
    assert lines.height() > 3 * hint.fontMetrics().height(), "the prompt takes several lines"
    assert hint.height() >= lines.height() + m.top() + m.bottom(), "every line of the prompt is shown"
    assert _wholly_shown(hint)
    window.close()


@pytest.mark.parametrize("first_size", [(1280, 720), (1500, 950)])
def test_the_actions_dock_fits_a_long_prompt_of_the_game_itself(qtbot, first_size):
    """Animal Marche's Worker Actions prompt runs to many lines; with Pass below it, both stay whole, also
    in a window made smaller and a game started again (the prompt's font comes with its first showing)."""
    from fairtable.ui.main_window import MainWindow

    game = get_game("marche")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*first_size)
    window.show()
    window.set_bot_speed("instant")
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.height() == 720)
    match = Match(game, [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="greedy")], seed=5)
    rng = Rng(3)
    while not (match.current_player() == 0 and "Worker Actions" in game.presentation.prompt(match.state, 0)):
        match.play(rng.choice(game.legal_actions(match.state)))
    for _ in range(2):
        window.start(match)
        window.controller.scheduler.paused = True
        qtbot.wait(50)
    panel = window.actions_panel
    assert panel.buttons and all(_wholly_shown(b) for b in panel.buttons)
    hint = panel.hint
    m = hint.contentsMargins()
    lines = hint.fontMetrics().boundingRect(QRect(0, 0, hint.width() - m.left() - m.right(), 100000),
                                            Qt.TextWordWrap, hint.text())
    assert lines.height() > 4 * hint.fontMetrics().height()
    assert _wholly_shown(hint) and hint.height() >= lines.height() + m.top() + m.bottom()
    window.close()


def _colour_share(image: QImage, colour: str) -> float:
    """How much of the picture is (nearly) this colour."""
    want = QColor(colour)
    hits = total = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            c = image.pixelColor(x, y)
            total += 1
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 40:
                hits += 1
    return hits / max(1, total)


def test_the_replay_buttons_are_drawn_icons_not_font_glyphs(qapp):
    """The fonts of many machines lack the media glyphs (the first and last buttons showed empty boxes):
    each button has no text, and an icon with a triangle pointing its way, a bar at the first and last."""
    from fairtable.ui.table.table_widget import ReplayBar

    bar = ReplayBar()
    pictures = {}
    for step, button in bar.buttons.items():
        assert button.text() == "" and not button.icon().isNull(), step
        assert button.toolTip()
        image = button.icon().pixmap(16, 16).toImage()
        inked = [(x, y) for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha() > 128]
        assert len(inked) > 30, f"{step}: something is drawn"
        pictures[step] = image.convertToFormat(QImage.Format_ARGB32)
    assert _alike(pictures["first"].mirrored(True, False), pictures["last"]), "last: first, mirrored"
    assert _alike(pictures["prev"].mirrored(True, False), pictures["next"]), "next: previous, mirrored"
    assert not _alike(pictures["first"], pictures["prev"]), "the first move's button has its bar"
    # The previous move's triangle points left: its broad end, and most of its ink, is on the right.
    prev = pictures["prev"]
    left = sum(prev.pixelColor(x, y).alpha() for y in range(16) for x in range(8))
    right = sum(prev.pixelColor(x, y).alpha() for y in range(16) for x in range(8, 16))
    assert right > left


def _alike(a: QImage, b: QImage) -> bool:
    """The same picture, but for the odd edge pixel that antialiasing draws a shade apart."""
    diff = [abs(a.pixelColor(x, y).alpha() - b.pixelColor(x, y).alpha()) for y in range(a.height()) for x in range(a.width())]
    return max(diff) < 90 and sum(diff) < 400


def test_the_seat_colour_picker_keeps_its_own_look_not_the_swatchs(qtbot):
    """The picker opens as the swatch's child: it used to take the swatch's style and turn entirely red."""
    from fairtable.ui.dialogs.new_game import ColourButton

    swatch = ColourButton("#d0413a")
    qtbot.addWidget(swatch)
    swatch.show()
    assert _colour_share(swatch.grab().toImage(), "#d0413a") > 0.5, "the swatch shows the seat's colour"
    dialog = swatch.colour_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab().toImage()
    assert _colour_share(picture, "#d0413a") < 0.1, "the picker is not painted in the seat's colour"
    assert dialog.currentColor().name() == "#d0413a", "it opens on the seat's colour"
    dialog.setCurrentColor(QColor("#2f6fce"))
    dialog.accept()
    swatch.set_colour(dialog.selectedColor().name())
    assert swatch.colour == "#2f6fce" and _colour_share(swatch.grab().toImage(), "#2f6fce") > 0.5


def test_the_hotseat_cover_wraps_a_long_name_rather_than_widen_the_window(qapp):
    from fairtable.ui.table.table_widget import Cover

    cover = Cover()
    cover.set_text_scale(1.6)
    cover.show_for("Maximiliane-Friederike von Hohenzollern-Sigmaringen")
    # the button alone sets the least width; the words wrap within whatever the table gives them
    assert cover.minimumSizeHint().width() <= cover.button.sizeHint().width() + 40
    assert cover.label.wordWrap() and cover.label.heightForWidth(300) > 2 * cover.label.fontMetrics().height()
