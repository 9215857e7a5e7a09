"""The ESSEN board driven with the mouse, as a player would."""

from __future__ import annotations

import html
import re

import pytest

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.essen.actions import Buy, Move
from fairtable.games.essen.legal import move_costs
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




def start(window, kinds, seed=4, state=None) -> Match:
    return start_match(window, GAME, kinds, seed, state=state)


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
    move = next(a for a in GAME.legal_actions(match.state) if isinstance(a, Move) and move_costs(match.state)[a.space] == 2)
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
    reachable = move_costs(match.state)
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
    assert window.menus.act_undo.isEnabled()
    window.menus.act_undo.trigger()
    assert match.state.to_data() == before
    item = window.controller.scene.pieces[f"meeple:{p}"]
    assert item.sceneBoundingRect().intersects(window.controller.scene.zones["space:parking"].rect)


def test_save_and_open_give_back_the_same_game(window, qtbot, tmp_path):
    match = start(window, ["human", "human", "human"])
    rng = Rng(5)
    for _ in range(40):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    path = tmp_path / "essen.json"
    window.files._write(path)
    window.start(Match(GAME, seats(["human", "human"]), seed=9))
    assert window.files.open_record(path)
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
    assert not window.files.open_record(bad)
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
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    players = [make_bot("greedy", seed) for seed in range(4)]  # a game worth looking at: games get bought
    while GAME.round(match.state) < 5 or match.current_player() != 0:
        seat = match.current_player()
        match.play(players[seat].decide(GAME, match.state, seat))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "essen"))
    window.resize(1280, 720)  # a small laptop's screen
    qtbot.wait(50)
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "essen-1280x720"))


# -- readable on a laptop ------------------------------------------------------------------------------------

_SVG_SIZE = re.compile(r'<svg[^>]*\bwidth="([\d.]+)"[^>]*viewBox="[\d.\s-]+?\s([\d.]+)\s[\d.]+"')
_TEXT = re.compile(r"<text\b([^>]*)>([^<]*)</text>")
_FONT = re.compile(r'font-size="([\d.]+)"')


def drawn_texts(window) -> list[tuple[float, str, bool, str, str]]:  # type: ignore[no-untyped-def]
    """Every text on the ESSEN board as drawn now: (height in pixels: the font size in its SVG times the scale
    from the SVG to its drawn size times the view's scale, the text, primary or not, what it is on, that
    thing's tooltip). Pieces and board art alike; text marked ``class="minor"`` is not primary."""
    from fairtable.games.essen import view
    from fairtable.ui.table.items import PieceItem

    board_art = getattr(view, "BoardArt", ())

    scene = window.controller.scene
    view_scale = window.table.view.transform().m11()
    out = []
    for item in scene.items():
        if isinstance(item, PieceItem):
            svg = scene.title_view.svg_for(item.piece, item.w, item.h)
            width, what, tip = item.w, item.piece.id, item.piece.tooltip
        elif board_art and isinstance(item, board_art):
            svg, width, what, tip = item.svg, item.boundingRect().width(), "board", ""
        else:
            continue
        m = _SVG_SIZE.search(svg)
        if m is None or "<text" not in svg:
            continue
        scale = width / float(m.group(2)) * view_scale
        for attrs, text in _TEXT.findall(svg):
            size = float(_FONT.search(attrs).group(1))
            out.append((size * scale, html.unescape(text), 'class="minor"' not in attrs, what, tip))
    return out


def assert_readable(window) -> float:  # type: ignore[no-untyped-def]
    """No primary text under 8 px, and every label cut short whole in the tooltip of what it is on (a
    piece, or for the board's art, the zone it names: a stand's name plate)."""
    texts = drawn_texts(window)
    primary = [t for t in texts if t[2] and t[1].strip()]
    assert primary
    smallest = min(primary)
    assert smallest[0] >= 8.0, f"{smallest[1]!r} on {smallest[3]} is {smallest[0]:.2f} px"
    zone_tips = [z.zone.tooltip for z in window.controller.scene.zones.values()]
    for _, text, primary_text, what, tip in texts:
        if "…" not in text:
            continue
        shown = text.rstrip("…").strip()
        if what == "board":
            assert not primary_text and any(shown in z for z in zone_tips), text
        else:
            assert shown in tip, (text, what, tip)
    return smallest[0]


def at_laptop_size(window, qtbot, kinds, rounds, seed=3) -> Match:  # type: ignore[no-untyped-def]
    """A game of bots up to ``rounds`` (the human seat 0 to act) in a 1280x720 window."""
    from PySide6.QtCore import Qt

    window.resize(1280, 720)
    match = start(window, kinds, seed)
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    qtbot.wait(30)
    widths = [d.width() for d in window.docks]  # the docks' default widths
    rng = Rng(seed)
    while GAME.round(match.state) < rounds or match.current_player() != 0:
        match.play(rng.choice(GAME.legal_actions(match.state)))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    qtbot.wait(50)
    # A long prompt may widen the docks (the docks' own matter); the board is measured at their defaults.
    window.resizeDocks(window.docks, widths, Qt.Horizontal)
    qtbot.wait(50)
    assert window.width() <= 1280 and window.height() <= 720
    assert window.table.view.viewport().width() >= 880, "the docks are wider than their default widths"
    return match


@pytest.mark.parametrize("players, rounds", [(2, 1), (2, 7), (4, 1), (4, 7), (5, 4)])
def test_at_1280x720_no_primary_text_is_under_8_px_and_a_cut_label_is_whole_in_its_tooltip(window, qtbot, players, rounds):
    at_laptop_size(window, qtbot, ["human"] + ["bot"] * (players - 1), rounds)
    assert window.table.view.fitted
    assert_readable(window)


def items_in(scene, zone_id):  # type: ignore[no-untyped-def]
    return [i for i in scene.pieces.values() if i.piece.zone == zone_id]


def assert_laid_apart(scene, zone_id, count):  # type: ignore[no-untyped-def]
    """The zone's ``count`` pieces all lie inside it and none covers another."""
    rect = scene.zones[zone_id].rect.adjusted(-1, -1, 1, 1)
    items = items_in(scene, zone_id)
    assert len(items) == count
    boxes = [i.sceneBoundingRect().adjusted(2, 2, -2, -2) for i in items]  # the bounding rect's hover margin
    for item, box in zip(items, boxes, strict=True):
        assert rect.contains(box), f"{item.piece.id} leaves {zone_id}"
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            inter = boxes[a].intersected(boxes[b])
            assert inter.width() < 0.5 or inter.height() < 0.5, f"{items[a].piece.id} covers {items[b].piece.id}"


def test_zones_hold_any_number_of_pieces_apart_the_games_out_of_the_game_the_common_wish_list_and_a_hand(window, qtbot):
    from tests.games.essen.helpers import after_draft

    s = after_draft(5, seed=2)  # five players leave 15 cards on the common wish list
    out = [t for t in range(60) if s.at_stand[t]][:14]  # more games out of the game than a 2-player game removes
    for t in out:
        s.at_stand[t] = False
    s.removed += out
    for c in list(s.deck[:3]):  # a hand of 7 wish cards
        s.deck.remove(c)
        s.hand[0].append(c)
    window.resize(1280, 720)
    start(window, ["human"] + ["bot"] * 4, state=s)
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    window.controller.refresh(animate=False)
    qtbot.wait(30)
    scene = window.controller.scene
    assert len(s.common) == 15 and len(s.hand[0]) == 7
    assert_laid_apart(scene, "wishlist", 15)
    assert_laid_apart(scene, "hand:0", 7)
    assert_laid_apart(scene, "box", len(s.removed))
    assert_readable(window)


def test_the_second_game_a_two_player_game_removes_stays_in_its_place_out_of_the_game(window, qtbot):
    match = start(window, ["human", "human"], seed=6)
    rng = Rng(3)
    while len(match.state.removed) < 2:
        match.play(rng.choice(GAME.legal_actions(match.state)))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    assert_laid_apart(window.controller.scene, "box", 2)


def gold_pixels(scene, rect) -> int:  # type: ignore[no-untyped-def]
    """How many pixels of ``rect`` of the scene show a VP coin's gold."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(int(rect.width() * 3), int(rect.height() * 3), QImage.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), QRectF(rect))
    painter.end()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = QColor(image.pixel(x, y))
            if abs(c.red() - 255) + abs(c.green() - 202) + abs(c.blue() - 40) < 40:
                count += 1
    return count


def test_during_a_walk_the_ap_labels_leave_the_games_bonus_coins_in_view(window, qtbot):
    from PySide6.QtCore import QPoint, QRectF, Qt
    from PySide6.QtGui import QFontMetrics, QMouseEvent

    from fairtable.ui.table.items import font
    from tests.ui.helpers import _send

    match = start(window, ["human", "human"])
    play_until_actions(match, Rng(1))
    window.controller.after_action()
    window.controller.uncover() if window.controller.covered else None
    scene, view = window.controller.scene, window.table.view
    p = match.current_player()
    a = view.mapFromScene(grab_point(scene, scene.pieces[f"meeple:{p}"]))
    _send(view, QMouseEvent.MouseButtonPress, a, Qt.LeftButton, Qt.LeftButton)
    for step in range(1, 5):
        _send(view, QMouseEvent.MouseMove, a + QPoint(0, -8 * step), Qt.NoButton, Qt.LeftButton)
    hints = dict(scene.targets)
    _send(view, QMouseEvent.MouseButtonRelease, a, Qt.LeftButton, Qt.NoButton)  # let go where it was
    qtbot.wait(20)
    scene.finish_animations()
    lit = {z: h for z, h in hints.items() if h and any(i.piece.kind == "tile" and bonus(i.piece) for i in items_in(scene, z))}
    assert len(lit) >= 5, hints
    metrics = QFontMetrics(font(9, True))
    for zid, hint in lit.items():
        zone = scene.zones[zid].rect
        box = QRectF(metrics.boundingRect(hint).adjusted(-3, -1, 3, 1))
        box.moveBottomRight(zone.adjusted(2, 2, -3, -2).bottomRight())
        assert gold_pixels(scene, box) == 0, f"the {hint!r} label on {zid} covers a bonus coin"


def bonus(piece) -> int:  # type: ignore[no-untyped-def]
    from fairtable.games.essen.data import data

    d = data()
    return d.tiles[d.tile_index[piece.id.split(":", 1)[1]]].bonus


def _play_test_position(players: int):
    """A position of a random game where the seat to act holds wish cards and has two play-tested to choose
    from."""
    for seed in range(1, 60):
        s = GAME.new_state(players, None, seed)
        rng = Rng(seed)
        for _step in range(3000):
            if GAME.is_over(s):
                break
            p = GAME.current_player(s)
            layout = GAME.presentation.layout(s, p)
            if layout.in_zone(f"playtest:{p}") and layout.in_zone(f"hand:{p}"):
                return s, p
            GAME.perform(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("no play-test found")


@pytest.mark.parametrize("players", [4, 5])
def test_on_a_narrow_board_the_wish_cards_and_the_play_tested_cards_share_it(window, qtbot, tmp_path, players):
    # With 4 or 5 players and every board opened, the viewer's board is narrow: the two play-tested cards
    # once took all of it and left the wish cards a room of negative width.
    state, p = _play_test_position(players)
    start(window, ["human"] * players, state=state)
    window.resize(1280, 720)
    c = window.controller
    c.uncover() if c.covered else None
    for q in range(players):
        if q != p:
            c.toggle_seat(q)
    scene = c.scene
    layout = c.layout()
    hand = [scene.pieces[pc.id] for pc in layout.in_zone(f"hand:{p}")]
    tested = [scene.pieces[pc.id] for pc in layout.in_zone(f"playtest:{p}")]
    area = scene.zones[f"hand:{p}"].rect
    for item in hand + tested:
        r = item.sceneBoundingRect()
        assert r.width() > 40 and r.height() > 10, r
        assert area.adjusted(-3, -3, 3, 3).contains(r), (r, area)  # a card's shadow reaches 2 units out
    right = max(i.sceneBoundingRect().right() for i in hand)
    assert right <= min(i.sceneBoundingRect().left() for i in tested) + 4
    qtbot.wait(50)
    path = screenshot_path(tmp_path, f"essen-playtest-{players}p")
    assert window.grab().save(str(path))
