"""The Animal Marche board driven with the mouse, as a player would."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.marche.actions import Build, Call, Pass
from fairtable.games.marche.sections.facilities import place_facility
from fairtable.games.marche.state import ACTIONS, SOLICIT
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

GAME = get_game("marche")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")





def start(window, kinds, seed=4, **options) -> Match:
    return start_match(window, GAME, kinds, seed, options or None)


def show(window) -> None:
    """Bring the board up to date after direct play, as the window would after a move."""
    c = window.controller
    c.scheduler.paused = False
    c.after_action()
    if c.covered:
        c.uncover()
    c.scene.finish_animations()


def play_until(match: Match, rng: Rng, wanted) -> list:  # type: ignore[no-untyped-def]
    """Random direct play until the player to move is seat 0 and has an action ``wanted`` accepts."""
    for _ in range(2000):
        legal = GAME.legal_actions(match.state)
        if match.current_player() == 0:
            hits = [a for a in legal if wanted(a)]
            if hits:
                return hits
        match.play(rng.choice(legal))
    raise AssertionError("the wanted action never came up")


def test_every_zone_has_a_place_and_the_board_is_landscape(window, qtbot):
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        match = start(window, ["human"] + ["bot"] * (players - 1), seed=seed)
        window.controller.scheduler.paused = True
        window.controller.cancel_bots()
        rng = Rng(players)
        for _ in range(60):
            if match.is_over():
                break
            match.play(rng.choice(GAME.legal_actions(match.state)))
        window.start(match)
        window.controller.scheduler.paused = True
        window.controller.cancel_bots()
        for seat in range(1, players):  # the others' panels opened (own board first draws them compact)
            window.controller.toggle_seat(seat)
        scene = window.controller.scene
        layout = GAME.presentation.layout(match.state, 0)
        assert {z.id for z in layout.zones} <= set(scene.zones), "a zone without a place"
        assert {p.id for p in layout.pieces} <= set(scene.pieces)
        board = scene.sceneRect()
        assert 1.2 < board.width() / board.height() < 1.7
        assert window.table.view.transform().m11() > 0.72  # readable at the fitted zoom
        # Drop zones never overlap, except a facility's places (each covers two plaza cells) and the row of
        # goal places (the goals kept from the left, a draft hand from the right).
        rects = [(zid, item.rect) for zid, item in scene.zones.items()]
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1:]:
                kinds = {a.split(":")[0], b.split(":")[0]}
                if kinds <= {"cell", "spot"} and "spot" in kinds or kinds == {"goals", "drafthand"}:
                    continue
                inter = ra.intersected(rb)
                assert inter.isEmpty() or inter.width() * inter.height() < 1, (a, b)
        # Each board faces its side of the plaza: its sections line up with the plaza's lines.
        for seat in range(players):
            for n in range(4):
                section = scene.zones[f"section:{seat}:{n}"].rect
                cells = [scene.zones[f"cell:{c // 4},{c % 4}"].rect for c in _line(players, seat, n)]
                assert cells and all(_aligned(section, cell) for cell in cells), (players, seat, n)


def _line(players: int, seat: int, n: int) -> list[int]:
    from fairtable.games.marche import data as T

    geo = T.GEOMETRY[players]
    return list(geo.lines[seat][n])


def _aligned(section: QRectF, cell: QRectF) -> bool:
    """The section sits in the same column (north/south) or row (west/east) as the cell."""
    same_column = section.left() >= cell.left() - 4 and section.right() <= cell.right() + 4
    same_row = section.top() >= cell.top() - 4 and section.bottom() <= cell.bottom() + 4
    return same_column or same_row


def test_calling_a_customer_by_dragging_it_onto_a_seat(window, qtbot):
    match = start(window, ["human", "human"], seed=5)
    calls = play_until(match, Rng(3), lambda a: isinstance(a, Call))
    show(window)
    call = calls[0]
    perform(window, qtbot, call.gesture())
    assert match.steps[-1].action == call
    scene = window.controller.scene
    item = scene.pieces[f"customer:{call.customer}"]
    assert item.sceneBoundingRect().intersects(scene.zones[f"seat:0:{call.section}:{call.seat}"].rect)


def test_an_out_of_range_customer_glides_back_and_the_reason_is_shown(window, qtbot):
    from fairtable.games.marche import data as T

    match = start(window, ["human", "human"], seed=5)
    calls = play_until(match, Rng(3), lambda a: isinstance(a, Call))
    show(window)
    call = calls[0]
    lines = T.GEOMETRY[2].lines[0][call.section]
    far = next(c for cell in range(8) if cell not in lines for c in match.state.cell_cust[cell])
    before = match.state.to_data()
    steps = len(match.steps)
    scene = window.controller.scene
    item = scene.pieces[f"customer:{far}"]
    home = item.pos()
    drag(window.table.view, grab_point(scene, item), scene.zones[f"seat:0:{call.section}:{call.seat}"].rect.center())
    assert len(match.steps) == steps and match.state.to_data() == before
    assert item.pos() == home
    assert "out of range" in window.statusBar().currentMessage()


def test_building_a_store_from_the_market_pile(window, qtbot):
    match = start(window, ["human", "human"], seed=8)
    builds = play_until(match, Rng(4), lambda a: isinstance(a, Build) and not a.renovate and not a.swap)
    show(window)
    build = builds[0]
    coins = match.state.coins[0]
    window.controller.choose = lambda actions, lines: build if build in actions else actions[0]
    perform(window, qtbot, build.gesture())
    assert match.steps[-1].action == build
    assert match.state.sections[0][build.section] == build.card
    assert match.state.coins[0] < coins
    scene = window.controller.scene
    card = scene.pieces[f"store:{build.card}"]
    assert card.sceneBoundingRect().intersects(scene.zones[f"section:0:{build.section}"].rect)
    # The store's seats appear beside it, towards the plaza.
    assert any(z.startswith(f"seat:0:{build.section}:") or z.startswith(f"wseat:0:{build.section}:") for z in scene.zones)


def test_passing_with_the_button(window, qtbot):
    match = start(window, ["human", "human"], seed=5)
    play_until(match, Rng(3), lambda a: isinstance(a, Pass) and match.state.phase in (SOLICIT, ACTIONS))
    show(window)
    perform(window, qtbot, Pass(player=0).gesture())
    assert isinstance(match.steps[-1].action, Pass) and match.steps[-1].action.player == 0


def test_draft_goals_face_down_for_others_and_picked_by_dragging(window, qtbot):
    match = start(window, ["human", "bot", "bot"], seed=6, goal_draft=True)
    rng = Rng(2)
    while match.current_player() != 0:
        match.play(rng.choice(GAME.legal_actions(match.state)))
    show(window)
    scene = window.controller.scene
    for p in GAME.presentation.layout(match.state, 0).pieces:
        if not p.face_up:
            assert p.label == "" and not p.id.startswith("goal:")
        if p.zone.startswith("drafthand:0"):
            assert p.face_up
    pick = GAME.legal_actions(match.state)[-1]
    perform(window, qtbot, pick.gesture())
    assert match.steps[-1].action == pick
    assert scene.pieces[f"goal:{pick.goal}"].sceneBoundingRect().intersects(scene.zones["goals:0"].rect)


def test_japanese_names_only_with_a_font_that_has_them(window, qtbot):
    start(window, ["human", "bot"])
    view = window.controller.view
    store = next(p for p in GAME.presentation.layout(window.controller.match.state, 0).pieces if p.id.startswith("store:"))
    view.ja_family = None
    assert not JAPANESE.search(view.piece_svg(store, 108, 74))
    view.ja_family = "Droid Sans Fallback"
    assert JAPANESE.search(view.piece_svg(store, 108, 74))


def test_a_whole_game_of_a_scripted_human_against_bots_through_the_board(window, qtbot):
    match = start(window, ["human", "bot", "bot", "bot"], seed=21)
    rng = Rng(9)

    def pick(legal):  # a player who would rather do something than pass
        keen = [a for a in legal if a.kind not in ("pass", "done_selling", "done_arranging")] or legal
        return rng.choice(keen if rng.random() < 0.85 else legal)

    play_to_the_end(window, qtbot, match, pick)  # every piece the player may drag can be grabbed


def test_screenshot_of_a_game_in_progress(window, qtbot, tmp_path):
    match = start(window, ["human", "bot", "bot", "bot"], seed=20)
    rng = Rng(1)
    for _ in range(91):  # round 5: stores on most sections, customers seated, facilities and an ad taken
        match.play(rng.choice(GAME.legal_actions(match.state)))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "marche"))


def test_screenshot_of_a_game_in_progress_at_1280x720(window, qtbot, tmp_path):
    """The board as a laptop shows it: the docks at their first widths, the board fit to the rest."""
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.height() == 720)
    match = start(window, ["human", "bot", "bot", "bot"], seed=20)
    rng = Rng(1)
    for _ in range(91):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "marche-1280x720"))
    assert window.table.view.transform().m11() > 0.69
    panel = window.actions_panel  # the prompt and Pass whole beside it
    for widget in [panel.hint, *panel.buttons]:
        assert widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()
    assert panel.hint.height() >= panel.hint.heightForWidth(panel.hint.width()) - 36, "every line of the prompt"


def test_a_store_built_or_sold_draws_again_only_its_owners_board(qapp, monkeypatch):
    from fairtable.games.marche.view import MarcheView
    from fairtable.ui.table.scene import BoardScene

    drawn: list = []
    for name in ("_decorate_plaza", "_decorate_column"):
        original = getattr(MarcheView, name)
        monkeypatch.setattr(MarcheView, name, lambda self, *a, _n=name, _o=original: (drawn.append(_n), _o(self, *a)))
    original_seat = MarcheView._decorate_seat
    monkeypatch.setattr(MarcheView, "_decorate_seat",
                        lambda self, scene, layout, plan, seat: (drawn.append(seat), original_seat(self, scene, layout, plan, seat)))
    view = MarcheView(seats(["human"] * 4))
    scene = BoardScene(view)
    scene.animation_ms = 0
    state, rng = GAME.new_state(4, None, 7), Rng(7)
    scene.set_layout(GAME.presentation.layout(state, 0), animate=False)
    assert sorted(drawn, key=str) == [0, 1, 2, 3, "_decorate_column", "_decorate_plaza"]
    checked = 0
    while GAME.current_player(state) is not None and checked < 12:
        before = {z.id for z in GAME.presentation.layout(state, 0).zones if z.id.startswith(("seat:", "wseat:"))}
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        layout = GAME.presentation.layout(state, 0)
        after = {z.id for z in layout.zones if z.id.startswith(("seat:", "wseat:"))}
        drawn.clear()
        scene.set_layout(layout, animate=False)
        owners = {int(zid.split(":")[1]) for zid in before ^ after}
        if owners:
            checked += 1
            assert sorted(d for d in drawn if isinstance(d, int)) == sorted(owners), (drawn, owners)
        assert "_decorate_plaza" not in drawn
    scene.dispose()
    assert checked == 12, "stores were built and sold"


def test_a_long_name_is_cut_to_its_board_header_not_drawn_past_it(qapp):
    from fairtable.engine.record import SeatRecord
    from fairtable.games.boxes import Box
    from fairtable.games.marche.view import MarcheView
    from fairtable.ui.table.art import BoardArt
    from fairtable.ui.table.readability import svg_face
    from fairtable.ui.table.scene import BoardScene

    names = ["W" * 40, "Maximiliane-Alexandra Hohenzollern-Sigm"]
    view = MarcheView([SeatRecord(name=n, colour="#d0413a", kind="human") for n in names])
    scene = BoardScene(view)
    scene.set_layout(GAME.presentation.layout(GAME.new_state(2, None, 3), 0), animate=False)
    heads = {}
    for i in scene.items():
        if isinstance(i, BoardArt):
            face, rect = svg_face(i.svg), i.sceneBoundingRect()
            for t in face.texts:
                heads.setdefault(t.text[:6], []).append((t.text, rect.left() + t.box.right() * rect.width() / face.width))
    scene.dispose()
    for seat, name in enumerate(names):
        corner = Box(*view.geo.corner(view.geo.side_of(seat)))
        [(text, right)] = heads[name[:6]]
        assert text.endswith("\u2026") and text != name
        assert right <= corner.right - 8


def test_the_printed_board_is_svg_art_and_its_scoreboard_explains_the_lap(qapp):
    """The plaza, the boards and the column are drawn as SVG (``art.py``) placed as BoardArt items, never as
    Qt text or shapes; the scoreboard still says, on hover, how a marker counts past 40 VP."""
    from PySide6.QtWidgets import (
        QGraphicsEllipseItem,
        QGraphicsLineItem,
        QGraphicsPathItem,
        QGraphicsSimpleTextItem,
    )

    from fairtable.games.marche.view import MarcheView
    from fairtable.ui.table.art import BoardArt
    from fairtable.ui.table.readability import svg_face
    from fairtable.ui.table.scene import BoardScene

    view = MarcheView(seats(["human"] * 3))
    scene = BoardScene(view)
    scene.set_layout(GAME.presentation.layout(GAME.new_state(3, None, 5), 0), animate=False)
    items = scene.items()
    arts = [i for i in items if isinstance(i, BoardArt)]
    drawn = [t.text for a in arts for t in svg_face(a.svg).texts]
    qt_drawn = [i for i in items if isinstance(i, QGraphicsSimpleTextItem | QGraphicsLineItem | QGraphicsPathItem
                                               | QGraphicsEllipseItem)]
    tips = [a.toolTip() for a in arts if a.toolTip()]
    hovered = [i.toolTip() for i in scene.items(QPointF(*view.geo.vp_cell(17).center)) if i.toolTip()]  # topmost first
    scene.dispose()
    assert not qt_drawn
    for caption in ("Section 1", "Land for sale", "Backyard", "To hire", "outside", "Scoreboard (VP)", "Facilities",
                    "Ad d", "17", "Round"):
        assert any(t.startswith(caption) for t in drawn), caption
    assert len(tips) == 1 and "40 VP" in tips[0]
    assert hovered and "40 VP" in hovered[0]


def test_the_players_dock_shows_no_score_of_a_goal_still_secret(window):
    """Anna's goals revealed at the end are met already; the dock, which everyone at the table sees, counts
    only her stores (and the VP track) until the end, or it would tell what her cards ask."""
    from fairtable.games.marche.scoring import store_points
    from tests.games.marche.helpers import GOAL, actions_phase, build, table

    s = table(coins=22, wood=2)
    for n, key in enumerate(("grocery", "wood_store", "buffet", "bakery")):
        build(s, 0, key, n)
    s.majors[0] = [GOAL[("major", 4)], GOAL[("major", 6)], GOAL[("major", 10)]]  # 4 sections, 20 coins: met
    actions_phase(s, 0)
    start_match(window, GAME, ["human", "bot", "bot", "bot"], state=s)
    stores = store_points(s, 0)
    row = window.players.list.item(0).text()
    assert f"Anna  \u2014  at least {stores} VP if the game ended now" in row, row
    assert GAME.result(s).scores[0] == stores + 12, "the secret goals would add 12 VP"


def _facility_table(players: int = 4):  # type: ignore[no-untyped-def]
    """Seat 0 in the Worker Actions Phase with enough coins and wood for any facility."""
    from tests.games.marche.helpers import actions_phase, table

    return actions_phase(table(players=players, coins=20, wood=10), 0)


def _top_cenotaph(window) -> str:  # type: ignore[no-untyped-def]
    layout = GAME.presentation.layout(window.controller.match.state, 0)
    return next(p.id for p in layout.in_zone("facilities") if p.art.split("/")[2] == "cenotaph"
                and p.id in window.controller.view.geo.pile_top)


def test_a_facility_card_lies_on_its_two_cells_with_their_customers_on_it(window, qtbot):
    from fairtable.games.marche import data as T

    s = _facility_table()
    spots = T.GEOMETRY[4].spot_index
    stage = next(k for k in range(T.N_FAC) if T.D.facilities[T.FAC_TYPE[k]].key == "temporary_stage")
    cenotaph = next(k for k in range(T.N_FAC) if T.D.facilities[T.FAC_TYPE[k]].key == "cenotaph")
    place_facility(s, stage, spots[(5, 6)])  # row 2, columns 2 and 3
    place_facility(s, cenotaph, spots[(3, 7)])  # rows 1 and 2 of column 4
    start_match(window, GAME, ["human", "bot", "bot", "bot"], state=s)
    scene = window.controller.scene
    for k, cells in ((stage, ("cell:1,1", "cell:1,2")), (cenotaph, ("cell:0,3", "cell:1,3"))):
        card = scene.pieces[f"facility:{k}"]
        box = card.sceneBoundingRect().adjusted(2, 2, -2, -2)
        pair = scene.zones[cells[0]].rect.united(scene.zones[cells[1]].rect)
        assert pair.contains(box), "the card lies inside its two cells"
        for cell in cells:  # and covers most of each
            part = box.intersected(scene.zones[cell].rect)
            assert part.width() * part.height() > 0.75 * scene.zones[cell].rect.width() * scene.zones[cell].rect.height()
            for p in GAME.presentation.layout(s, 0).in_zone(cell):
                customer = scene.pieces[p.id]
                assert customer.zValue() > card.zValue() and box.contains(customer.sceneBoundingRect())
    assert window.controller.view.quiet_target(GAME.presentation.layout(s, 0).zone("spot:1,1:h"))


def test_a_facility_dropped_on_one_cell_offers_each_placement_that_covers_it(window, qtbot):
    from fairtable.games.marche.actions import BuildFacility

    match = start_match(window, GAME, ["human", "bot", "bot", "bot"], state=_facility_table())
    c = window.controller
    offered: list = []
    c.choose = lambda actions, lines: (offered.append((actions, lines)), actions[-1])[1]
    piece = _top_cenotaph(window)
    scene = c.scene
    drag(window.table.view, grab_point(scene, scene.pieces[piece]), scene.zones["cell:1,1"].rect.center())
    [(actions, lines)] = offered
    assert sorted((a.cell, a.vertical) for a in actions) == [(1, True), (4, False), (5, False), (5, True)]
    assert all(isinstance(a, BuildFacility) for a in actions) and len(set(lines)) == 4
    assert match.steps[-1].action == actions[-1]


def test_a_facility_held_on_the_line_between_two_cells_lights_that_pair_and_lands_on_it(window, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent

    from fairtable.games.marche.actions import BuildFacility
    from tests.ui.helpers import _send

    match = start_match(window, GAME, ["human", "bot", "bot", "bot"], state=_facility_table())
    c = window.controller
    c.choose = lambda actions, lines: pytest.fail("a drop on the pair is that placement: nothing to choose")
    scene, view = c.scene, window.table.view
    piece = _top_cenotaph(window)
    left, right = scene.zones["cell:2,0"].rect, scene.zones["cell:2,1"].rect
    line = QPointF((left.right() + right.left()) / 2, left.center().y())
    start = grab_point(scene, scene.pieces[piece])
    offset = scene.pieces[piece].sceneBoundingRect().center() - start
    a, b = view.mapFromScene(start), view.mapFromScene(line - offset)
    _send(view, QMouseEvent.MouseButtonPress, a, Qt.LeftButton, Qt.LeftButton)
    for i in range(1, 7):
        _send(view, QMouseEvent.MouseMove, QPoint(a.x() + (b.x() - a.x()) * i // 6, a.y() + (b.y() - a.y()) * i // 6),
              Qt.NoButton, Qt.LeftButton)
    assert scene.zones["spot:2,0:h"].hot, "the pair under the card lights up"
    assert not scene.zones["spot:1,0:v"].hot and scene.zones["spot:1,0:v"].hint is not None, "other pairs are quiet"
    assert scene.zones["cell:2,0"].hint is not None and scene.zones["cell:0,3"].hint is not None, "the cells light up"
    _send(view, QMouseEvent.MouseButtonRelease, b, Qt.LeftButton, Qt.NoButton)
    QApplication.processEvents()
    played = match.steps[-1].action
    assert isinstance(played, BuildFacility) and (played.cell, played.vertical) == (8, False)
