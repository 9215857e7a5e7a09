"""The ESSEN board driven with the mouse, as a player would."""

from __future__ import annotations

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.essen.actions import Buy, Move
from tests.ui.helpers import (
    drag,
    grab_point,
    perform,
    play_to_the_end,
    save_screenshot,
    screenshot_path,
    seats,
    start_match,
)

GAME = get_game("essen")




def start(window, kinds, seed=4) -> Match:
    return start_match(window, GAME, kinds, seed)


def play_until_actions(match: Match, rng: Rng) -> None:
    """Finish the wish-list draft (and anything else before the first walk) by direct play."""
    while not any(isinstance(a, Move) for a in GAME.legal_actions(match.state)):
        match.play(rng.choice(GAME.legal_actions(match.state)))


def test_dragging_the_meeple_walks_it_and_spends_its_action_points(window, qtbot):
    match = start(window, ["human", "human"])
    play_until_actions(match, Rng(1))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    p = match.current_player()
    ap_before = match.state.ap(p)
    move = next(a for a in GAME.legal_actions(match.state) if isinstance(a, Move) and GAME.move_costs(match.state)[a.space] == 2)
    perform(window, qtbot, move.gesture())
    assert match.steps[-1].action == move
    assert match.state.ap(p) == ap_before - 2
    item = window.controller.scene.pieces[f"meeple:{p}"]
    assert item.sceneBoundingRect().intersects(window.controller.scene.zones[f"space:{move.space}"].rect)


def test_an_illegal_drag_glides_back_leaves_the_state_and_shows_the_reason(window, qtbot):
    match = start(window, ["human", "human"])
    play_until_actions(match, Rng(1))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    p = match.current_player()
    before = match.state.to_data()
    steps = len(match.steps)
    scene = window.controller.scene
    item = scene.pieces[f"meeple:{p}"]
    home = item.pos()
    # A stand beyond the action points this player has left.
    reachable = GAME.move_costs(match.state)
    far = next(z[6:] for z in scene.zones if z.startswith("space:s") and z[6:] not in reachable)
    drag(window.table.view, grab_point(scene, item), scene.zones[f"space:{far}"].rect.center())
    assert len(match.steps) == steps and match.state.to_data() == before
    assert item.pos() == home
    message = window.statusBar().currentMessage()
    assert message and "AP" in message or "reach" in message.lower(), message


def test_buying_by_dragging_the_tile_into_the_bag(window, qtbot):
    match = start(window, ["human", "human"], seed=11)
    rng = Rng(2)
    play_until_actions(match, rng)
    # Walk (directly) until the player to act stands on a stand whose game they can buy.
    for _ in range(400):
        buys = [a for a in GAME.legal_actions(match.state) if isinstance(a, Buy)]
        if buys:
            break
        moves = [a for a in GAME.legal_actions(match.state)]
        match.play(rng.choice(moves))
    assert buys, "no purchase came up"
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    buy = buys[0]
    p = match.current_player()
    money = match.state.money[p]
    perform(window, qtbot, buy.gesture())
    assert match.steps[-1].action == buy
    assert match.state.money[p] < money
    assert window.controller.scene.pieces[f"tile:{buy.tile}"].sceneBoundingRect().intersects(
        window.controller.scene.zones[f"bag:{p}"].rect)


def test_undo_takes_the_walk_back(window, qtbot):
    match = start(window, ["human", "human"])
    play_until_actions(match, Rng(1))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    p = match.current_player()
    before = match.state.to_data()
    move = next(a for a in GAME.legal_actions(match.state) if isinstance(a, Move))
    perform(window, qtbot, move.gesture())
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert match.state.to_data() == before
    item = window.controller.scene.pieces[f"meeple:{p}"]
    assert item.sceneBoundingRect().intersects(window.controller.scene.zones["space:parking"].rect)


def test_save_and_open_give_back_the_same_game(window, qtbot, tmp_path):
    match = start(window, ["human", "human", "human"])
    rng = Rng(5)
    for _ in range(40):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    path = tmp_path / "essen.json"
    window._write(path)
    window.start(Match(GAME, seats(["human", "human"]), seed=9))
    assert window.open_record(path)
    assert window.controller.match.state == match.state
    assert window.controller.match.log() == match.log()


def test_opening_a_corrupt_file_keeps_the_current_game(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    match = start(window, ["human", "human"])
    match.play(GAME.legal_actions(match.state)[0])
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "fairtable-record", "version": 1}')
    assert not window.open_record(bad)
    assert window.controller.match is match and len(match.steps) == 1
    assert shown and "\n" not in shown[0]


def test_a_whole_game_of_a_scripted_human_against_bots_through_the_board(window, qtbot):
    match = start(window, ["human", "bot", "bot"], seed=21)
    rng = Rng(9)

    def pick(legal):  # a player who prefers walking and buying to ending the turn early
        keen = [a for a in legal if a.kind not in ("end_turn",)] or legal
        return rng.choice(keen if rng.random() < 0.8 else legal)

    _, covered_drags = play_to_the_end(window, qtbot, match, pick, tolerate_covered=True)
    assert GAME.round(match.state) == 7
    totals = window.last_scores.table
    assert [totals.item(totals.rowCount() - 1, c).text() for c in range(totals.columnCount())] == [
        str(v) for v in match.result().scores
    ]
    rows = sum(totals.rowHeight(r) for r in range(totals.rowCount()))
    assert totals.viewport().height() >= rows, "every scoring row in view, none behind a scroll bar"
    assert covered_drags < 10


def test_screenshot_of_a_game_in_progress(window, qtbot, tmp_path):
    from fairtable.bots.base import make_bot

    match = start(window, ["human", "bot", "bot", "bot"], seed=3)
    window.controller.paused = True
    window.controller.cancel_bots()
    players = [make_bot("greedy", seed) for seed in range(4)]  # a game worth looking at: games get bought
    while GAME.round(match.state) < 5 or match.current_player() != 0:
        seat = match.current_player()
        match.play(players[seat].decide(GAME, match.state, seat))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "essen"))
