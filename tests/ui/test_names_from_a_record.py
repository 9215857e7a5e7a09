"""A seat's name comes from a record or from the new-game dialog: whatever it holds, it is shown as it was
written, on one line, and it cannot turn the text around it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.ui.main_window import MainWindow
from tests.ui.test_bad_input import NAME, as_shown


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()


def test_a_name_that_looks_like_html_is_shown_as_written_in_the_undo_tooltip(window):
    match = Match(get_game("essen"), [Seat(name=NAME), Seat(name="Ben")], seed=1)
    window.start(match)
    c = window.controller
    assert c is not None
    assert c.play(match.game.legal_actions(match.state)[0])
    window._update_enabled()
    tip = window.menus.act_undo.toolTip()
    assert NAME in match.steps[-1].line
    assert as_shown(tip) == f"Take back: {match.steps[-1].line}"
