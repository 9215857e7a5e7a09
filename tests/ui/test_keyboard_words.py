"""What the board's keyboard says of each piece that may move and each place it may go, for a screen reader:
on a few positions of each title (seeded games, several phases), every movable piece and every target is
walked with the keys; each description is unique among its siblings, names what is there, and keeps the
other seats' secrets."""

from __future__ import annotations

import os
import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from fairtable.engine.actions import Drag
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.ui.helpers import start_match
from tests.ui.keys import activate, ring_to

GRID = re.compile(r"(cell|town) -?\d+,-?\d+")  # "cell 0,2", "Anna town 0,1": the log says "row 1, column 3"

# (title, seed, random moves before the position): several phases of each
POSITIONS = {
    "essen": [(3, 0), (3, 12), (5, 40), (7, 90)],
    "empresario": [(5, 0), (5, 6), (6, 40), (8, 90)],
    "marche": [(4, 0), (4, 10), (6, 45), (9, 110)],
    "festival": [(8, 0), (8, 8), (3, 40), (5, 90)],
}


def positions(window, game, seed: int, skip: int):  # type: ignore[no-untyped-def]
    """The match after ``skip`` random moves and on to the human's next turn with a piece to move."""
    match = start_match(window, game, ["human", "bot"], seed=seed)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    rng = Rng(seed)
    for _ in range(skip):
        if match.is_over():
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    for _ in range(600):
        if match.is_over():
            break
        legal = game.legal_actions(match.state)
        if match.current_player() == 0 and any(isinstance(a.gesture(), Drag) for a in legal):
            break
        match.play(rng.choice(legal))
    c.after_action()
    c.scene.finish_animations()
    return match


def secrets(window, match) -> set[str]:  # type: ignore[no-untyped-def]
    """The words of every card the viewer may not see: the face of each piece face down on the viewer's board,
    as its owner's board shows it."""
    game, c = match.game, window.controller
    mine = c.layout()
    hidden = {p.id for p in mine.pieces if not p.face_up}
    out: set[str] = set()
    for seat in range(len(match.seats)):
        if seat == c.board_viewer():
            continue
        for p in game.presentation.layout(match.state, seat).pieces:
            if p.id in hidden and p.face_up and p.label and not p.label.isdigit() and len(p.label) > 3:
                out.add(p.label)
    return out


def walk(window, qtbot, match) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Each movable piece's words with the ring on it, and with it picked up, each of its targets' words (the
    keys: Tab to the piece, Enter, Tab through the targets, Escape)."""
    keys, view = window.keys, window.table.view
    said: dict[str, list[str]] = {"": []}
    for piece in keys.movable():
        ring_to(window, qtbot, piece)
        said[""].append(keys.words())
        QTimer.singleShot(0, close_popup)  # a piece that is used, not moved, opens its menu: closed again
        qtbot.keyClick(view, Qt.Key_Return)
        if keys.held != piece:
            continue  # a piece that is used, not moved: its menu
        said[piece] = []
        for _ in keys.targets:
            said[piece].append(keys.words())
            labels = [label.split()[0] for label in there(window, keys.target)]
            if labels:  # what lies there is named (a stand: the game on sale)
                assert any(label in said[piece][-1] for label in labels), (said[piece][-1], labels)
            qtbot.keyClick(view, Qt.Key_Tab)
        qtbot.keyClick(view, Qt.Key_Escape)
    return said


def close_popup() -> None:
    menu = QApplication.activePopupWidget()
    if menu is not None:
        menu.close()


def there(window, zone_id: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels of the face-up pieces lying in a zone (not a number)."""
    from fairtable.engine.layout import name_seats

    c = window.controller
    return [name_seats(p.label, c.match.names) for p in c.layout().pieces
            if p.zone == zone_id and p.face_up and p.label and not p.label.isdigit()]


@pytest.mark.parametrize("game_id", list(POSITIONS))
def test_every_piece_and_target_walked_with_the_keys_is_said_uniquely_and_keeps_secrets(window, qtbot, game_id):
    game = get_game(game_id)
    dump = os.environ.get("FAIRTABLE_DUMP_WORDS")
    problems: list[str] = []
    for seed, skip in POSITIONS[game_id]:
        match = positions(window, game, seed, skip)
        if match.is_over() or match.current_player() != 0:
            continue
        activate(window, qtbot)
        said = walk(window, qtbot, match)
        hidden = secrets(window, match)
        for piece, words in said.items():
            if dump:
                print(f"--- {game_id} seed {seed} skip {skip} {piece or 'pieces'}")
                for w in words:
                    print("   ", w)
            twice = sorted({w for w in words if words.count(w) > 1})
            if twice:
                problems.append(f"{game_id} {seed}/{skip} {piece or 'pieces'}: said twice: {twice}")
            for w in words:
                if GRID.search(w):
                    problems.append(f"{game_id} {seed}/{skip}: {w!r} names a place by grid numbers, not as the log does")
                leaked = [s for s in hidden if s in w]
                if leaked:
                    problems.append(f"{game_id} {seed}/{skip}: {w!r} names a hidden card {leaked}")
    assert not problems, "\n".join(problems)
