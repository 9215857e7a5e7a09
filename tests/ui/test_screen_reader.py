"""What a screen reader is given: the prompt and the figures as text, announcements as the game goes on (at
the level the player chose), F6 between the board and the panels, and a focus frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.ui.helpers import start_match
from tests.ui.keys import activate


def accessible_name(widget) -> str:  # type: ignore[no-untyped-def]
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_the_prompt_is_read_as_its_words_and_the_figures_as_their_rows(window, qtbot):
    start_match(window, get_game("essen"), ["human", "bot"])
    hint = window.actions_panel.hint
    assert hint.text() and accessible_name(hint) == hint.text()
    assert QAccessible.queryAccessibleInterface(hint).text(QAccessible.Text.Description) == "What to do now"
    figures = window.players.info
    rows = window.players.rows
    assert rows and figures.focusPolicy() & Qt.TabFocus
    said = figures.accessibleDescription()
    for name, value in rows:
        assert f"{name}: {value}." in said


def wait_for_the_human(window, qtbot) -> int:  # type: ignore[no-untyped-def]
    """Wait until the human seat is to act (the bot may begin); clear what was said; the moves so far."""
    match = window.controller.match
    qtbot.waitUntil(lambda: match.current_player() == 0, timeout=20000)
    window.access.announcer.flush()
    window.access.announcer.said.clear()
    return len(match.steps)


def play_until_the_bot_has_moved(window, qtbot, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    match = c.match
    rng = Rng(seed)
    assert match.current_player() == 0
    while match.current_player() == 0:
        c.play(rng.choice(match.game.legal_actions(match.state)))
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=20000)
    window.access.announcer.flush()


def a_round_with_the_bot(window, qtbot) -> tuple[int, list[str]]:  # type: ignore[no-untyped-def]
    """The human's turn played, then the bot's: the moves before it, and the lines of the bot's moves."""
    steps_before = wait_for_the_human(window, qtbot)
    play_until_the_bot_has_moved(window, qtbot)
    steps = window.controller.match.steps
    return steps_before, [steps[i].line for i in range(steps_before, len(steps)) if steps[i].action.player == 1]


def test_a_bots_move_and_the_turn_coming_back_are_announced_once(window, qtbot):
    start_match(window, get_game("marche"), ["human", "bot"])
    said = window.access.announcer.said
    c = window.controller
    steps_before, bot_lines = a_round_with_the_bot(window, qtbot)
    text = "\n".join(said)
    assert bot_lines and all(" ".join(line.split()) in text for line in bot_lines)
    assert text.count("Your turn, ") == 1 and c.prompt() in text
    own = [c.match.steps[i].line for i in range(steps_before, len(c.match.steps))
           if c.match.steps[i].action.player == 0]
    assert own and not any(f"{steps_before + 1}. {own[0]}" in s for s in said)


@pytest.mark.parametrize("level", ["turns", "off"])
def test_fewer_announcements_when_the_player_asks_for_fewer(window, qtbot, level):
    start_match(window, get_game("marche"), ["human", "bot"])
    window.menus.set_announce(level)
    assert window.settings.value("access/announce") == level
    assert window.menus.announce_actions[level].isChecked()
    said = window.access.announcer.said
    _before, bot_lines = a_round_with_the_bot(window, qtbot)
    text = "\n".join(said)
    assert bot_lines and not any(" ".join(line.split()) in text for line in bot_lines)
    if level == "turns":
        assert text.count("Your turn, ") == 1
    else:
        assert said == []


def test_f6_goes_round_the_board_and_the_panels(window, qtbot):
    start_match(window, get_game("essen"), ["human", "bot"])
    activate(window, qtbot)
    window.table.view.setFocus()
    regions = window.access.regions()
    assert regions[0] is window.table.view and len(regions) == 4
    seen = []
    for _ in range(len(regions)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_F6)
        seen.append(QApplication.focusWidget())
    assert seen[-1] is window.table.view
    assert seen[0] in window.actions_panel.findChildren(type(seen[0])) or window.actions_panel.isAncestorOf(seen[0])
    assert window.players.isAncestorOf(seen[1]) and window.log_box.isAncestorOf(seen[2])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_F6, Qt.ShiftModifier)
    assert window.log_box.isAncestorOf(QApplication.focusWidget())


def test_the_focus_frame_shows_round_a_panels_widget_while_the_keyboard_is_used(window, qtbot):
    start_match(window, get_game("essen"), ["human", "bot"])
    activate(window, qtbot)
    window.table.view.setFocus()
    halo = window.access.halo
    qtbot.keyClick(window.table.view, Qt.Key_F6)
    target = QApplication.focusWidget()
    assert target is not window.table.view
    corner = target.mapTo(window, target.rect().topLeft())
    qtbot.waitUntil(lambda: halo.isVisible() and halo.geometry().contains(corner), timeout=2000)
    assert halo.geometry().width() > target.width() and halo.geometry().height() > target.height()
    # the figures, a panel's widget taller than the room it is given: framed where it is seen, not over
    # the next panel
    figures = window.players.info
    figures.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: halo.target is figures and halo.isVisible(), timeout=2000)
    seen = figures.visibleRegion().boundingRect()
    seen.moveTopLeft(figures.mapTo(window, seen.topLeft()))
    w = halo.WIDTH
    assert seen.adjusted(-w, -w, w, w).intersected(window.rect()) == halo.geometry()
    qtbot.mouseClick(target, Qt.LeftButton)
    assert not halo.isVisible()
