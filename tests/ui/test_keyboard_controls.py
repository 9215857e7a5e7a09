"""The keyboard's ring, keys and words on the table, the dialogs from the keyboard, the text size, the seats'
marks and the accessible names."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QApplication

from fairtable.engine.actions import Drag, Press
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.keys.ring import nearest, reading_order
from fairtable.ui.table.title_view import seat_panel_id, seat_tab_id
from tests.ui.helpers import start_match
from tests.ui.keys import activate, back_to_the_board, choose_by_keys, key_press, number_key, ring_to

ESSEN = get_game("essen")


def show(window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    c.scheduler.paused = False
    c.after_action()
    if c.covered:
        c.uncover()
    c.scene.finish_animations()


def essen_walk(window, qtbot, seed: int = 4):  # type: ignore[no-untyped-def]
    """ESSEN with the human to walk: the draft done directly, the board shown, the keyboard on it."""
    from fairtable.games.essen.actions import Move

    match = start_match(window, ESSEN, ["human", "bot"], seed=seed)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(seed)
    while not (match.current_player() == 0 and any(isinstance(a, Move) for a in ESSEN.legal_actions(match.state))):
        match.play(rng.choice(ESSEN.legal_actions(match.state)))
    show(window)
    activate(window, qtbot)
    return match


# -- the ring's order ---------------------------------------------------------------------------------

def test_keyboard_ring_goes_in_reading_order_and_the_arrows_to_the_nearest_that_way():
    rects = {"top-right": QRectF(200, 0, 40, 40), "top-left": QRectF(0, 5, 40, 40),
             "bottom": QRectF(100, 200, 40, 40), "middle": QRectF(90, 100, 40, 40)}
    assert reading_order(rects) == ["top-left", "top-right", "middle", "bottom"]
    origin = rects["middle"].center()
    assert nearest(rects, origin, (0, 1), "middle") == "bottom"
    assert nearest(rects, origin, (0, -1), "middle") in ("top-left", "top-right")
    assert nearest(rects, origin, (1, 0), "middle") == "top-right"  # nothing level with it: the half-plane
    assert nearest(rects, rects["bottom"].center(), (0, 1), "bottom") is None  # nothing below: it stays


def test_keyboard_arrows_move_the_ring_to_the_next_wish_card_that_way(window, qtbot):
    match = start_match(window, ESSEN, ["human", "bot"], seed=4)
    assert match.current_player() == 0 and ESSEN.presentation.prompt(match.state, 0).startswith("Pick")
    activate(window, qtbot)
    keys, view, scene = window.keys, window.table.view, window.controller.scene
    assert len(keys.movable()) >= 4  # the draft's cards
    qtbot.keyClick(view, Qt.Key_Right)  # the first key only shows the ring
    first = keys.focus
    assert keys.showing and first == keys.movable()[0]
    qtbot.keyClick(view, Qt.Key_Right)
    second = keys.focus
    a, b = scene.pieces[first].sceneBoundingRect(), scene.pieces[second].sceneBoundingRect()
    assert second != first and b.center().x() > a.center().x()
    qtbot.keyClick(view, Qt.Key_Left)
    assert keys.focus == first
    qtbot.keyClick(view, Qt.Key_Tab)
    assert keys.focus == keys.movable()[1]


# -- picking up, putting back, words --------------------------------------------------------------------

def test_keyboard_escape_puts_the_piece_back_and_nothing_is_played(window, qtbot):
    match = essen_walk(window, qtbot)
    keys, view, scene = window.keys, window.table.view, window.controller.scene
    before, steps = match.state.to_data(), len(match.steps)
    ring_to(window, qtbot, "meeple:0")
    home = scene.pieces["meeple:0"].pos()
    qtbot.keyClick(view, Qt.Key_Space)
    assert keys.held == "meeple:0" and scene.targets and scene.zones[keys.target].hot
    qtbot.keyClick(view, Qt.Key_Down)
    qtbot.keyClick(view, Qt.Key_Escape)
    assert keys.held is None and not scene.targets and not any(z.hint is not None for z in scene.zones.values())
    assert match.state.to_data() == before and len(match.steps) == steps
    assert scene.pieces["meeple:0"].pos() == home
    assert window.statusBar().currentMessage() == "Meeple (Anna): put back"
    assert keys.showing and keys.focus == "meeple:0"  # the ring stays on it


def test_keyboard_status_bar_and_screen_reader_say_the_piece_and_the_target_with_its_hint(window, qtbot):
    match = essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    ring_to(window, qtbot, "meeple:0")
    assert window.statusBar().currentMessage() == "Meeple (Anna)" == view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key_Return)
    hints = ESSEN.presentation.drag_targets(match.state, "meeple:0")
    layout = window.controller.layout()
    for _ in range(3):
        zone = layout.zone(keys.target)
        said = f"Meeple (Anna): to {zone.label}: {keys.contents(keys.target)}, {hints[keys.target]}"
        assert keys.contents(keys.target).startswith(ESSEN.presentation.place_words(match.state, keys.target, 0))
        assert hints[keys.target].endswith("AP")
        assert window.statusBar().currentMessage() == said == view.accessibleDescription()
        qtbot.keyClick(view, Qt.Key_Tab)
    # The targets come nearest first, as the hints grow.
    home = window.controller.scene.pieces["meeple:0"].sceneBoundingRect().center()
    far = [(window.controller.scene.zones[z].rect.center() - home).manhattanLength() for z in keys.targets]
    assert far[0] <= min(far) + 1


def test_keyboard_drop_plays_the_move_as_a_mouse_drop_and_the_ring_stays_on_the_meeple(window, qtbot):
    match = essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    ring_to(window, qtbot, "meeple:0")
    qtbot.keyClick(view, Qt.Key_Return)
    target = keys.target
    ap = match.state.ap(0)
    qtbot.keyClick(view, Qt.Key_Enter)  # the keypad's Enter too
    move = match.steps[-1].action
    assert move.gesture() == Drag(piece="meeple:0", zone=target) and match.state.ap(0) < ap
    assert window.statusBar().currentMessage() == match.steps[-1].line  # the move's line, not the ring's words
    scene = window.controller.scene
    assert scene.pieces["meeple:0"].sceneBoundingRect().intersects(scene.zones[target].rect)
    assert keys.focus == "meeple:0" and keys.held is None


def test_keyboard_tab_past_the_last_piece_and_panel_goes_on_to_the_docks_and_shift_tab_comes_back(window, qtbot):
    essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    assert keys.movable() == ["meeple:0"]
    assert keys.stops() == ["meeple:0", seat_panel_id(1)]  # the piece, then the other seat's compact panel
    qtbot.keyClick(view, Qt.Key_Tab)
    assert keys.showing and QApplication.focusWidget() is view and keys.focus == "meeple:0"
    qtbot.keyClick(view, Qt.Key_Tab)
    assert keys.focus == seat_panel_id(1) and QApplication.focusWidget() is view
    qtbot.keyClick(view, Qt.Key_Tab)
    assert QApplication.focusWidget() is not view and not keys.showing
    assert keys.ring_rect() is None
    back_to_the_board(window, qtbot)
    assert keys.showing and keys.focus == seat_panel_id(1) and keys.ring_rect() is not None
    qtbot.keyClick(view, Qt.Key_Backtab)
    assert keys.focus == "meeple:0"


def test_keyboard_opens_another_seats_board_on_old_west_and_folds_it_again(window, qtbot):
    """Enter on a compact seat's panel opens that seat's board (its zones are laid out), the ring goes to its
    fold tab, and Enter there folds it: the status bar and the board's description say which, and no mouse
    event is sent."""
    from tests.ui.keys import MouseWatch

    game = get_game("empresario")
    match = start_match(window, game, ["human", "bot", "bot"], seed=8)  # the human chooses first
    assert match.current_player() == 0  # in a bot's turn the keys open no board
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    show(window)
    activate(window, qtbot)
    watch = MouseWatch()
    QApplication.instance().installEventFilter(watch)
    try:
        keys, view = window.keys, window.table.view
        ben = match.seats[1].name
        played = len(match.actions)
        zones = {z.id for z in c.layout().zones if z.owner == 1}
        assert zones and not zones & set(c.view.plan(c.layout())) and not zones & set(c.scene.zones)
        for _ in range(len(keys.stops()) + 1):
            if keys.showing and keys.focus == seat_panel_id(1):
                break
            qtbot.keyClick(view, Qt.Key_Tab)
        assert keys.focus == seat_panel_id(1) and keys.ring_rect() == c.scene.seat_panels[seat_panel_id(1)].rect
        said = window.statusBar().currentMessage()
        assert said.startswith(f"{ben}'s board: press Enter to open it") and view.accessibleDescription() == said
        qtbot.keyClick(view, Qt.Key_Return)
        assert 1 in c.view.expanded
        assert zones <= set(c.view.plan(c.layout())) and zones <= set(c.scene.zones)  # the seat's zones laid out
        assert keys.focus == seat_tab_id(1) and keys.ring_rect() == c.scene.seat_panels[seat_tab_id(1)].rect
        assert window.statusBar().currentMessage() == f"{ben}'s board: press Enter to fold it"
        assert view.accessibleDescription() == f"{ben}'s board: press Enter to fold it"
        qtbot.keyClick(view, Qt.Key_Space)
        assert 1 not in c.view.expanded and not zones & set(c.scene.zones)
        assert keys.focus == seat_panel_id(1) and window.statusBar().currentMessage().startswith(f"{ben}'s board: press Enter to open it")
        assert len(match.actions) == played  # looking plays nothing
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert watch.seen == []


def test_a_click_on_the_board_hides_the_focus_ring_and_puts_a_held_piece_back(window, qtbot):
    from PySide6.QtGui import QMouseEvent

    from tests.ui.helpers import _send

    match = essen_walk(window, qtbot)
    keys, view = window.keys, window.table.view
    ring_to(window, qtbot, "meeple:0")
    qtbot.keyClick(view, Qt.Key_Return)
    before = match.state.to_data()
    corner = view.mapFromScene(view.sceneRect().topLeft() + QPointF(5, 5))
    _send(view, QMouseEvent.MouseButtonPress, corner, Qt.LeftButton, Qt.LeftButton)
    _send(view, QMouseEvent.MouseButtonRelease, corner, Qt.LeftButton, Qt.NoButton)
    assert keys.held is None and not keys.showing and keys.ring_rect() is None
    assert match.state.to_data() == before


# -- buttons ----------------------------------------------------------------------------------------------

def test_keyboard_number_keys_press_the_buttons_and_one_not_possible_says_why(window, qtbot):
    match = start_match(window, ESSEN, ["human", "bot"], seed=1)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(1)
    for _ in range(10):
        match.play(rng.choice(ESSEN.legal_actions(match.state)))
    show(window)
    activate(window, qtbot)
    buttons = window.actions_panel.buttons
    assert [(b.property("label"), b.key) for b in buttons] == [("Play-test", "1"), ("End turn", "2")]
    assert buttons[0].accessibleDescription() == "Key 1"
    steps = len(match.steps)
    key_press(window, qtbot, "Play-test")
    assert len(match.steps) == steps + 1 and match.steps[-1].action.gesture() == Press(label="Play-test")
    assert not buttons[0].isEnabled()  # kept in its place, not possible now
    qtbot.keyClick(window.table.view, number_key(1))
    assert len(match.steps) == steps + 1
    why = buttons[0].property("why")
    assert window.statusBar().currentMessage() == f"Play-test: {why}" and why and why in buttons[0].toolTip()
    qtbot.keyClick(window.table.view, number_key(7))
    assert window.statusBar().currentMessage() == "No button has the key 7 now"


def test_keyboard_many_moves_are_in_the_cards_menus_each_picked_with_the_menu_key_and_a_number(window, qtbot):
    """A festival position with more than nine presses (Mauscheln offers): the Actions panel keeps a few
    buttons, each with its number key, and every other press is in a card's menu, which the focus ring
    reaches: the Menu key opens it at the card and a number key picks the move."""
    from tests.ui.keys import key_menu

    game = get_game("festival")
    match = start_match(window, game, ["human", "bot"], seed=8)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(8)
    for _ in range(400):
        labels = {a.gesture().label for a in game.legal_actions(match.state) if isinstance(a.gesture(), Press)}
        if match.current_player() == 0 and len(labels) > 9:
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    show(window)
    activate(window, qtbot)
    buttons = window.actions_panel.buttons
    assert 0 < len(buttons) <= 9 and [b.key for b in buttons] == [str(n) for n in range(1, len(buttons) + 1)]
    on_buttons = {b.property("label") for b in buttons}
    in_menus = [label for label in sorted(labels) if label not in on_buttons]
    assert in_menus and all(c.on_piece(label) is not None for label in in_menus)
    assert all(c.on_piece(label).piece in window.keys.stops() for label in in_menus), "the ring reaches each card"
    last = in_menus[-1]
    from tests.ui.keys import ring_to

    ring_to(window, qtbot, c.on_piece(last).piece)
    assert "Menu key or Shift+F10: " in window.statusBar().currentMessage(), "the ring says the card has a menu"
    c.choose_amount = lambda actions, lines, amounts: actions[0]
    steps = len(match.steps)
    key_menu(window, qtbot, last)  # Tab the ring to the card, the Menu key, the entry's number
    assert len(match.steps) > steps and match.steps[steps].action.gesture() == Press(label=last)  # (the bot answers)


# -- the choice menu and the price dialog ---------------------------------------------------------------

def test_keyboard_choice_menu_takes_a_number_key_and_opens_at_the_drop(window, qtbot):
    game = get_game("marche")
    match = start_match(window, game, ["human", "human"], seed=2)
    c = window.controller
    c.scheduler.paused = True
    rng = Rng(2)
    for _ in range(8):
        match.play(rng.choice(game.legal_actions(match.state)))
    show(window)
    activate(window, qtbot)
    gesture = Drag(piece="store:0", zone="section:0:0")
    choices = game.presentation.actions_for(match.state, gesture)
    assert len(choices) == 2 and choices[1].renovate
    opened_at = []
    real = choose_by_keys(window, lambda actions: 1)  # "2": build and renovate at once
    c.choose = lambda actions, lines: (opened_at.append(window._choice_point()), real(actions, lines))[1]
    from tests.ui.keys import key_drag

    key_drag(window, qtbot, "store:0", "section:0:0")
    assert match.steps[-1].action == choices[1]
    drop = c.scene.zones["section:0:0"].rect.center()
    at = window.table.view.viewport().mapToGlobal(window.table.view.mapFromScene(drop))
    assert opened_at == [at]


def test_keyboard_choice_menu_escape_chooses_nothing(qtbot):
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    from fairtable.ui.dialogs.simple import choice_menu, choose_action

    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    menu, entries = choice_menu(None, ["Build", "Build and renovate"])
    assert [e.text() for e in entries] == ["&1  Build", "&2  Build and renovate"]
    QTimer.singleShot(0, lambda: QTest.keyClick(QApplication.activePopupWidget(), Qt.Key_Escape))
    assert choose_action(host, ["a", "b"], ["Build", "Build and renovate"], host.mapToGlobal(host.rect().center())) is None
    QTimer.singleShot(0, lambda: QTest.keyClick(QApplication.activePopupWidget(), Qt.Key_Return))
    assert choose_action(host, ["a", "b"], ["Build", "Build and renovate"], host.mapToGlobal(host.rect().center())) == "a"


def test_keyboard_price_dialog_number_keys_and_a_typed_amount(qtbot):
    from PySide6.QtTest import QTest

    from fairtable.engine.actions import AmountRange
    from fairtable.games.festival.actions import Offer
    from fairtable.ui.dialogs.simple import AmountDialog

    offer = Offer(player=0, to=1, item=3, price=2000, buying=False)
    actions = [offer.model_copy(update={"price": p}) for p in (1000, 2000, 3000)]
    lines = [f"Offer it for {a.price} Tacken" for a in actions]
    amounts = AmountRange(field="price", lo=100, hi=9000, step=100, unit=" Tacken")
    dialog = AmountDialog(None, actions, lines, amounts)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert [b.key for b in dialog.quick] == ["1", "2", "3"] and dialog.quick[0].hasFocus()
    QTest.keyClick(dialog.quick[0], Qt.Key_3)
    assert dialog.chosen == actions[2]
    again = AmountDialog(None, actions, lines, amounts)
    qtbot.addWidget(again)
    again.show()
    again.spin.setFocus()
    again.spin.selectAll()
    QTest.keyClicks(again.spin, "4500")  # typed digits stay an amount, not a quick choice
    QTest.keyClick(again.spin, Qt.Key_Return)
    assert again.chosen is not None and again.chosen.price == 4500
