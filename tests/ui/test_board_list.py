"""The board as a list (View > Board as a list, Ctrl+L): every place and piece shown on the board is an item a
screen reader reads, with the words the board's ring says, for the viewer only; it follows the game, and
Enter on an item shows it on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.keys.explore import PIECE, ZONE
from tests.ui.helpers import start_match


def items(tree):  # type: ignore[no-untyped-def]
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(top)
        out += [top.child(j) for j in range(top.childCount())]
    return out


def opened(window, qtbot, game: str, seats: list[str]):  # type: ignore[no-untyped-def]
    start_match(window, get_game(game), seats)
    window.menus.act_board_list.trigger()
    board_list = window.access.board_list
    qtbot.waitUntil(board_list.isVisible)
    return board_list


def test_every_place_and_piece_shown_is_an_item_with_the_rings_words(window, qtbot):
    board_list = opened(window, qtbot, "marche", ["human", "bot"])
    keys = window.keys
    sights = keys.sights()
    listed = items(board_list.tree)
    assert [tuple(i.data(0, Qt.UserRole + 1)) for i in listed] == sights
    assert {kind for kind, _ in sights} == {PIECE, ZONE}
    for item in listed:
        kind, key = item.data(0, Qt.UserRole + 1)
        words = item.text(0)
        assert words
        if kind == ZONE:
            assert words == keys.sight_words((kind, key))
        elif item.parent() is not None:
            assert keys.piece_words(key).startswith(words)  # the place it lies in is not said again
            assert item.parent().data(0, Qt.UserRole + 1)[1] == window.controller.layout().piece(key).zone


def test_a_screen_reader_finds_each_item_by_its_words(window, qtbot):
    board_list = opened(window, qtbot, "empresario", ["human", "bot"])
    tree = QAccessible.queryAccessibleInterface(board_list.tree)
    assert tree.text(QAccessible.Text.Name) == "Board as a list"
    names = set()
    stack = [tree]
    while stack:
        node = stack.pop()
        for i in range(node.childCount()):
            child = node.child(i)
            names.add(child.text(QAccessible.Text.Name))
            stack.append(child)
    assert {i.text(0) for i in items(board_list.tree)} <= names


def test_the_list_follows_the_game_and_keeps_the_reader_on_its_item(window, qtbot):
    board_list = opened(window, qtbot, "marche", ["human", "bot"])
    c = window.controller
    tree = board_list.tree
    tree.setCurrentItem(tree.topLevelItem(0))
    first = tuple(tree.currentItem().data(0, Qt.UserRole + 1))
    before = [i.text(0) for i in items(tree)]
    rng = Rng(5)
    qtbot.waitUntil(lambda: c.match.current_player() == 0, timeout=20000)
    steps = len(c.match.steps)
    while len(c.match.steps) < steps + 3 and c.match.current_player() == 0:
        c.play(rng.choice(c.match.game.legal_actions(c.match.state)))
    qtbot.waitUntil(lambda: [tuple(i.data(0, Qt.UserRole + 1)) for i in items(tree)] == window.keys.sights())
    assert [i.text(0) for i in items(tree)] != before
    assert tuple(tree.currentItem().data(0, Qt.UserRole + 1)) == first


def test_enter_on_an_item_shows_it_on_the_board(window, qtbot):
    board_list = opened(window, qtbot, "marche", ["human", "bot"])
    tree = board_list.tree
    piece = next(i for i in items(tree) if i.data(0, Qt.UserRole + 1)[0] == PIECE)
    tree.setCurrentItem(piece)
    tree.itemActivated.emit(piece, 0)
    sight = tuple(piece.data(0, Qt.UserRole + 1))
    assert window.keys.inspected == sight
    assert window.keys.description == window.keys.sight_words(sight)
    assert QApplication.focusWidget() in (window.table.view, None)  # offscreen: the window may not be active


def test_the_list_says_no_more_than_the_viewer_sees(window, qtbot):
    # ESSEN with two people at one table: what only the other seat sees face up (its wish cards) is face
    # down on the viewer's board, and its words are nowhere in the list.
    board_list = opened(window, qtbot, "essen", ["human", "human"])
    c = window.controller
    if c.covered:
        c.uncover()
    viewer = c.board_viewer()
    mine = {p.id: p for p in c.layout().pieces}
    other = 1 - viewer
    theirs = c.game.presentation.layout(c.match.state, other).pieces
    # a card only its holder sees is another piece (another id) on every other board, face down
    # (the game's title is public: it may be on sale; the card saying it is the other seat's wish is not)
    secrets = [p.tooltip.splitlines()[0] for p in theirs if p.face_up and p.tooltip and p.id not in mine]
    assert secrets and all(s.startswith("Wish card: ") for s in secrets)
    text = "\n".join(i.text(0) for i in items(board_list.tree))
    for secret in secrets:
        assert secret not in text
    shown = {key for kind, key in window.keys.sights() if kind == PIECE}
    face_down = [p.id for p in mine.values() if not p.face_up and p.id in shown]
    listed = {i.data(0, Qt.UserRole + 1)[1]: i.text(0) for i in items(board_list.tree)}
    assert face_down and all(window.keys.piece_words(pid).startswith(listed[pid]) for pid in face_down)


def test_the_list_closes_with_the_game(window, qtbot):
    board_list = opened(window, qtbot, "festival", ["human", "bot"])
    window.close_game()
    assert not board_list.isVisible()
    assert not window.menus.act_board_list.isEnabled()


def test_ctrl_l_in_the_list_goes_back_to_the_board_and_leaves_it_open(window, qtbot):
    from PySide6.QtGui import QShortcut

    board_list = opened(window, qtbot, "marche", ["human", "bot"])
    back = board_list.findChildren(QShortcut)
    assert [s.key().toString() for s in back] == ["Ctrl+L"]
    went: list[bool] = []
    board_list.isActiveWindow = lambda: True  # offscreen, no window is ever active
    window.activateWindow = lambda: went.append(True)
    back[0].activated.emit()
    assert went and board_list.isVisible()
