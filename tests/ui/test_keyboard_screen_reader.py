"""The board's keyboard for a screen reader: one description event per change, the ring waiting through the
others' turns, I looking over the whole board, a question before a move that gives something up, and the
magnifier following the ring."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from fairtable.engine.rng import Rng
from tests.ui.accessible_events import AccessibleEvents
from tests.ui.helpers import start_match
from tests.ui.keys import activate, ring_to
from tests.ui.test_keyboard_controls import essen_walk


def test_each_new_description_of_the_ring_is_sent_to_a_screen_reader_once(window, qtbot):
    essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    with AccessibleEvents() as events:
        said = [view.accessibleDescription()]
        for key in (Qt.Key_Tab, Qt.Key_Return, Qt.Key_Tab, Qt.Key_Escape, Qt.Key_Tab, Qt.Key_Return, Qt.Key_Return):
            before = events.count(QAccessible.DescriptionChanged)
            qtbot.keyClick(view, key)
            sent = events.count(QAccessible.DescriptionChanged) - before
            if view.accessibleDescription() != said[-1]:
                said.append(view.accessibleDescription())
                assert sent == 1, (key, view.accessibleDescription())
            else:
                assert sent == 0, (key, view.accessibleDescription())
    assert len(said) >= 6 and keys.description == view.accessibleDescription()


# -- the turn of others -------------------------------------------------------------------------------

def bot_to_move(window, qtbot):  # type: ignore[no-untyped-def]
    """Animal Marche with the bot to move and held (its move not played yet), the board with the keyboard."""
    from fairtable.engine.registry import get_game

    game = get_game("marche")
    match = start_match(window, game, ["human", "bot"], seed=4)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(4)
    while match.current_player() != 1:
        match.play(rng.choice(game.legal_actions(match.state)))
    c.after_action()
    c.scene.finish_animations()
    activate(window, qtbot)
    return match


def test_keys_pressed_while_a_bot_plays_neither_move_the_ring_nor_open_boards_and_say_whose_turn(window, qtbot):
    match = bot_to_move(window, qtbot)
    keys, view, c = window.keys, window.table.view, window.controller
    assert keys.panels(), "Ben's board has a panel the ring could go to"
    opened = set(c.view.expanded)
    said: list[str] = []
    keys.described.connect(said.append)
    for key in (Qt.Key_Return, Qt.Key_Return, Qt.Key_Right, Qt.Key_Space):
        qtbot.keyClick(view, key)
        assert keys.focus not in keys.panels() and keys.held is None
    assert set(said) == {"Ben's turn: wait for yours (I looks over the board)"}
    assert view.accessibleDescription() == said[0]
    assert set(c.view.expanded) == opened, "no board was opened"
    # The bot moves on; when the turn comes back, the ring is on the first piece the player may move.
    c.scheduler.paused = False
    c.schedule_bot()
    qtbot.waitUntil(lambda: match.current_player() == 0 and bool(keys.movable()), timeout=20000)
    c.scene.finish_animations()
    assert keys.focus == keys.movable()[0]


def test_the_turn_coming_back_takes_the_ring_off_a_board_panel_to_the_first_piece(window, qtbot):
    match = bot_to_move(window, qtbot)
    keys, c = window.keys, window.controller
    keys.focus = keys.panels()[0]  # where Enter during a bot's turn used to leave it
    keys.showing = True
    c.scheduler.paused = False
    c.schedule_bot()
    qtbot.waitUntil(lambda: match.current_player() == 0 and bool(keys.movable()), timeout=20000)
    assert keys.focus == keys.movable()[0]


# -- looking over the board ---------------------------------------------------------------------------

def test_i_walks_over_every_place_and_piece_shown_and_says_each_also_while_a_bot_plays(window, qtbot):
    bot_to_move(window, qtbot)
    keys, view, c = window.keys, window.table.view, window.controller
    sights = keys.sights()
    zones = [key for kind, key in sights if kind == "zone"]
    pieces = [key for kind, key in sights if kind == "piece"]
    assert set(zones) == {z for z, item in c.scene.zones.items() if item.isVisible()}
    assert set(pieces) == {p for p, item in c.scene.pieces.items() if item.isVisible()}
    said = []
    for _ in range(len(sights)):
        qtbot.keyClick(view, Qt.Key_I)
        said.append(view.accessibleDescription())
        assert keys.ring_rect() is not None
    assert len(said) == len(sights) and all(said)
    cells = [w for w in said if w.startswith("row 1, column 1 of the plaza")]
    assert cells, said[:5]
    qtbot.keyClick(view, Qt.Key_I)  # round again to the first
    assert view.accessibleDescription() == said[0]
    qtbot.keyClick(view, Qt.Key_I, Qt.ShiftModifier)  # and back to the last
    assert view.accessibleDescription() == said[-1]
    qtbot.keyClick(view, Qt.Key_Escape)
    assert keys.inspected is None


def test_a_place_looked_at_says_what_lies_on_it_and_a_face_down_card_keeps_its_secret(window, qtbot):
    from fairtable.games.marche import ids

    match = bot_to_move(window, qtbot)
    keys = window.keys
    hand = ids.seat_zone("goals", 1)
    keys.inspected = ("zone", hand)
    words = keys.sight_words(keys.inspected)
    assert words.startswith("Goals (Ben): ") and "Face-down card" in words
    for goal in match.game.presentation.layout(match.state, 1).pieces:
        if goal.zone == hand and goal.label:
            assert goal.label not in words


# -- a move that gives something up asks first ---------------------------------------------------------

def stage_on_the_plaza(window, qtbot):  # type: ignore[no-untyped-def]
    """Animal Marche where Anna may remove the Temporary Stage built on the plaza (and another lies in the
    supply)."""
    from fairtable.engine.registry import get_game

    game = get_game("marche")
    match = start_match(window, game, ["human", "bot"], seed=1)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(1)
    for _ in range(15):
        match.play(rng.choice(game.legal_actions(match.state)))
    remove = next(a for a in game.legal_actions(match.state) if a.kind == "remove_facility")
    c.scheduler.paused = False
    c.after_action()
    c.scene.finish_animations()
    activate(window, qtbot)
    return match, remove


def test_removing_the_temporary_stage_from_the_keyboard_asks_once_and_escape_keeps_it(window, qtbot):
    from PySide6.QtWidgets import QApplication, QMessageBox

    match, remove = stage_on_the_plaza(window, qtbot)
    keys, view, c = window.keys, window.table.view, window.controller
    piece = remove.gesture().piece
    c.ask = window._confirm  # the question the end of a turn asks
    asked: list[str] = []

    def escape() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), "no question was asked"
        asked.append(box.text())
        QTest.keyClick(box, Qt.Key_Escape)

    ring_to(window, qtbot, piece)
    words = keys.words()
    assert "Built on row" in words, words
    qtbot.keyClick(view, Qt.Key_Return)
    while keys.target != remove.gesture().zone:
        qtbot.keyClick(view, Qt.Key_Tab)
    assert "Anna removes the Temporary Stage from row " in keys.words()  # what the move does
    steps = len(match.steps)
    QTimer.singleShot(0, escape)
    qtbot.keyClick(view, Qt.Key_Return)
    assert asked == [f"Remove the Temporary Stage from {asked[0].split(' from ')[1].split(' for ')[0]} for 3 wood?"]
    assert "of the plaza" in asked[0]
    assert len(match.steps) == steps, "Escape keeps the stage on the plaza"
    assert match.state.fac_spot[remove.facility] >= 0


def test_a_move_that_gives_nothing_up_asks_nothing_and_the_mouse_is_not_asked(window, qtbot):
    match, remove = stage_on_the_plaza(window, qtbot)
    c = window.controller
    asked: list[str] = []
    c.ask = lambda question: asked.append(question) or True
    c.gesture(remove.gesture())  # a drag with the mouse: asked as before (not at all)
    assert asked == [] and match.steps[-1].action == remove


def test_animal_marche_asks_before_a_store_is_sold_from_the_keyboard():
    from fairtable.engine.registry import get_game
    from fairtable.games.marche import actions as A

    game = get_game("marche")
    state = game.new_state(2, None, 1)
    card = next(c for c in state.sections[0] if c >= 0) if any(c >= 0 for c in state.sections[0]) else 0
    question = game.presentation.destructive(state, A.Sell(player=0, card=card))
    assert question.startswith("Sell ") and question.endswith("VP? It leaves your board.")
    assert game.presentation.destructive(state, A.Take(player=0, worker=0, resource="coin")) is None


def test_the_festival_asks_before_a_bude_is_sold_back_from_the_keyboard():
    from fairtable.engine.registry import get_game
    from fairtable.games.festival import actions as A

    game = get_game("festival")
    state = game.new_state(2, None, 1)
    state.level[1] = 1
    assert game.presentation.destructive(state, A.SellBack(player=0, field=1)).startswith("Sell a Bude on ")
    assert game.presentation.destructive(state, A.EndTurn(player=0)) is None


# -- the magnifier ------------------------------------------------------------------------------------

def test_the_magnifier_follows_the_ring_when_the_keyboard_is_used(window, qtbot):
    essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    magnifier = view.magnifier
    magnifier.enabled = True
    qtbot.keyClick(view, Qt.Key_I)
    for _ in range(60):
        if keys.inspected and keys.inspected[0] == "piece":
            break
        qtbot.keyClick(view, Qt.Key_I)
    assert keys.inspected and keys.inspected[0] == "piece"
    assert magnifier.isVisible() and magnifier.item is window.controller.scene.pieces[keys.inspected[1]]
    assert not magnifier.geometry().contains(view.mapFromScene(magnifier.item.sceneBoundingRect().center()))
    qtbot.keyClick(view, Qt.Key_Escape)  # back to the ring of pieces that may move
    qtbot.keyClick(view, Qt.Key_Tab)
    assert magnifier.isVisible() and magnifier.item is window.controller.scene.pieces.get(keys.focus) or (
        keys.focus in window.controller.scene.seat_panels and not magnifier.isVisible())


def test_the_magnifier_leaves_a_piece_picked_up_so_its_places_can_be_seen(window, qtbot):
    essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    view.magnifier.enabled = True
    ring_to(window, qtbot, "meeple:0")
    assert view.magnifier.isVisible() and view.magnifier.by_keys
    qtbot.keyClick(view, Qt.Key_Return)
    assert keys.held == "meeple:0" and not view.magnifier.isVisible()
    qtbot.keyClick(view, Qt.Key_Escape)
    assert view.magnifier.isVisible()
