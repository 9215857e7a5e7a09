"""The Old West Empresario board driven with the mouse, as a player would."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.empresario import ids
from fairtable.games.empresario.actions import AdjustDie, ChooseDie, ClaimTile, PlaceStartTile, TakeIncome
from fairtable.games.empresario.data import NATIVE, TTYPE, TVARIANT
from fairtable.games.empresario.layout import tile_piece
from fairtable.games.empresario.view import BOARD_H, BOARD_W, EmpresarioView
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

GAME = get_game("empresario")




def start(window, kinds, seed=4) -> Match:
    return start_match(window, GAME, kinds, seed)


def show(window) -> None:
    """Show the board after moves played directly on the match."""
    window.controller.after_action()
    if window.controller.covered:
        window.controller.uncover()


def play_until(match: Match, rng: Rng, wanted) -> list:  # type: ignore[no-untyped-def]
    """Play random moves directly until one of the wanted kind of action is legal; those actions."""
    for _ in range(400):
        found = [a for a in GAME.legal_actions(match.state) if wanted(a)]
        if found:
            return found
        match.play(rng.choice(GAME.legal_actions(match.state)))
    raise AssertionError("the wanted action never came up")


def settle(window, qtbot) -> None:
    """Let queued events (a drop is delivered on the next turn of the event loop) run."""
    qtbot.wait(0)


def inside(scene, piece_id: str, zone_id: str) -> bool:
    return scene.zones[zone_id].rect.contains(scene.pieces[piece_id].sceneBoundingRect().center())


def test_every_zone_has_a_place_on_the_board_and_none_overlap(qapp):
    """For 2, 3 and 4 players, through whole random games: every zone sits inside the board, no two zones
    overlap, and every town fits its panel with one cell size."""
    for players in (2, 3, 4):
        state = GAME.setup(players, GAME.info.options(), 7 + players)
        view = EmpresarioView(seats(["human"] * players))
        rng = Rng(players)
        for step in range(600):
            if GAME.current_player(state) is None:
                break
            if step % 9 == 0:
                layout = GAME.presentation.layout(state, 0)
                plan = view.plan(layout)
                assert set(plan) == {z.id for z in layout.zones}
                board = QRectF(0, 0, BOARD_W, BOARD_H)
                rects = sorted(plan.items(), key=lambda kv: kv[1].left())
                for i, (zid, r) in enumerate(rects):
                    assert board.contains(r), zid
                    assert r.width() >= 20 and r.height() >= 20, zid
                    for other, q in rects[i + 1:]:
                        if q.left() >= r.right():
                            break
                        assert not r.intersected(q).adjusted(0.5, 0.5, -0.5, -0.5).isValid(), (zid, other)
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert view.cell >= 30


def test_own_board_first_every_zone_shown_has_a_place_and_none_overlap(qapp):
    """For 2, 3 and 4 players and each viewer, with the others compact and with one of them opened: every
    zone and panel shown sits inside the board and none overlap; the viewer's town keeps cells of 40 or more."""
    from fairtable.ui.table.title_view import panel_seat

    for players in (2, 3, 4):
        state = GAME.setup(players, GAME.info.options(), 3 + players)
        rng = Rng(players)
        views = {}
        for viewer in range(players):
            views[viewer] = EmpresarioView(seats(["human"] * players))
            views[viewer].set_viewer(viewer)
        for step in range(600):
            if GAME.current_player(state) is None:
                break
            if step % 11 == 0:
                for viewer, view in views.items():
                    layout = GAME.presentation.layout(state, viewer)
                    for opened in (None, (viewer + 1) % players):
                        view.expanded = {opened} if opened is not None else set()
                        plan = view.plan(layout)
                        shown = {z.id for z in layout.zones if not view.is_compact(z.owner)}
                        assert shown <= set(plan), "a zone without a place"
                        assert all(zid in shown or panel_seat(zid) is not None for zid in plan)
                        board = view.board_rect(plan)
                        rects = sorted(plan.items(), key=lambda kv: kv[1].left())
                        for i, (zid, r) in enumerate(rects):
                            assert board.contains(r), zid
                            for other, q in rects[i + 1:]:
                                if q.left() >= r.right():
                                    break
                                assert not r.intersected(q).adjusted(0.5, 0.5, -0.5, -0.5).isValid(), (zid, other)
                    view.expanded = set()
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert all(view.cell >= 40 for view in views.values())


def test_face_down_pieces_carry_no_writing_and_settlements_show_their_own_effect(qapp):
    state = GAME.setup(3, GAME.info.options(), 2)
    view = EmpresarioView(seats(["human"] * 3))
    rng = Rng(2)
    looked = 0
    for _ in range(60):
        layout = GAME.presentation.layout(state, 0)
        view.plan(layout)
        for p in layout.pieces:
            if not p.face_up:
                assert "<text" not in view.svg_for(p, 60, 60), p.id
                looked += 1
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert looked > 50
    natives = [t for t in range(62) if TTYPE[t] == NATIVE]
    variants = {TVARIANT[t]: t for t in natives}
    drawn = {view.svg_for(tile_piece(t, "column:1", 0), 70, 70) for t in variants.values()}
    assert len(drawn) == len(variants) == 5


def test_placing_the_starting_tile_by_dragging_it_next_to_the_town_hall(window, qtbot):
    match = start(window, ["human", "human"])
    place = play_until(match, Rng(1), lambda a: isinstance(a, PlaceStartTile))
    show(window)
    action = place[0]
    perform(window, qtbot, action.gesture())
    settle(window, qtbot)
    assert match.steps[-1].action == action
    # The next player sees it face down, under a positional id.
    scene = window.controller.scene
    zone = f"town:{action.player}:{action.x},{action.y}"
    shown = f"tile:{action.tile}" if f"tile:{action.tile}" in scene.pieces else f"unbuilt:{action.player}:{action.x},{action.y}"
    assert inside(scene, shown, zone)
    assert scene.pieces[shown].piece.face_up == (window.controller.viewer == action.player)


def test_dragging_a_die_to_the_tray_chooses_it(window, qtbot):
    match = start(window, ["human", "human"])
    choose = play_until(match, Rng(2), lambda a: isinstance(a, ChooseDie))
    show(window)
    action = choose[0]
    perform(window, qtbot, action.gesture())
    assert isinstance(match.steps[-1].action, ChooseDie)
    scene = window.controller.scene
    assert scene.zones["tray"].rect.intersects(scene.pieces[f"die:{match.state.die}"].sceneBoundingRect())
    assert match.state.phase == "use"


def test_claiming_a_tile_by_dragging_it_into_the_town(window, qtbot):
    match = start(window, ["human", "human"], seed=6)
    claims = play_until(match, Rng(3), lambda a: isinstance(a, ClaimTile))
    show(window)
    action = claims[0]
    before = len(match.state.town[action.player])
    perform(window, qtbot, action.gesture())
    settle(window, qtbot)
    assert match.steps[-1].action == action
    assert len(match.state.town[action.player]) == before + 1
    assert inside(window.controller.scene, f"tile:{action.tile}", f"town:{action.player}:{action.x},{action.y}")


def test_discarding_a_column_tile_for_income(window, qtbot):
    match = start(window, ["human", "human"], seed=8)
    incomes = play_until(match, Rng(4), lambda a: isinstance(a, TakeIncome) and a.tile >= 0)
    show(window)
    action = incomes[0]
    money = match.state.money[action.player]
    perform(window, qtbot, action.gesture())
    assert match.steps[-1].action == action
    assert match.state.money[action.player] == money + 3
    assert f"tile:{action.tile}" not in window.controller.scene.pieces  # it went face down under the pile


def test_an_illegal_drag_glides_back_leaves_the_state_and_shows_the_reason(window, qtbot):
    match = start(window, ["human", "human"], seed=6)
    play_until(match, Rng(3), lambda a: isinstance(a, ClaimTile))
    show(window)
    s = match.state
    p = match.current_player()
    # A tile of a column the die does not show, dropped on an open space of the town.
    other = next(v for v in range(1, 7) if v != s.die_value and s.display[v - 1])
    tile = s.display[other - 1][0]
    claim = next(a for a in GAME.legal_actions(s) if isinstance(a, ClaimTile))
    target = f"town:{p}:{claim.x},{claim.y}"
    before, steps = s.to_data(), len(match.steps)
    scene = window.controller.scene
    item = scene.pieces[f"tile:{tile}"]
    home = item.pos()
    drag(window.table.view, grab_point(scene, item), scene.zones[target].rect.center())
    assert len(match.steps) == steps and match.state.to_data() == before
    assert item.pos() == home
    message = window.statusBar().currentMessage()
    assert message, "no reason shown"
    assert message == GAME.presentation.explain(match.state, ClaimTile(player=p, tile=tile, x=claim.x, y=claim.y).gesture())


def test_pressing_plus_one_adjusts_the_die_for_a_dollar(window, qtbot):
    match = start(window, ["human", "human"], seed=5)
    play_until(match, Rng(5), lambda a: isinstance(a, AdjustDie) and a.delta == 1)
    show(window)
    p = match.current_player()
    money, value = match.state.money[p], match.state.die_value
    perform(window, qtbot, AdjustDie(player=p, delta=1).gesture())
    assert match.state.money[p] == money - 1
    assert match.state.die_value == value % 6 + 1
    assert window.controller.layout().piece(f"money:{p}").label == f"${money - 1}"


def test_a_whole_game_of_a_scripted_human_against_bots_through_the_board(window, qtbot):
    match = start(window, ["human", "bot", "bot"], seed=21)
    rng = Rng(9)

    def pick(legal):  # a player who would rather claim, build and activate than end a turn at once
        keen = [a for a in legal if a.kind not in ("end_turn", "done", "skip")] or legal
        return rng.choice(keen if rng.random() < 0.85 else legal)

    play_to_the_end(window, qtbot, match, pick, after_move=lambda: settle(window, qtbot))


def test_screenshot_of_a_game_in_progress(window, qtbot, tmp_path):
    match = start(window, ["human", "bot", "bot", "bot"], seed=3)
    rng = Rng(3)
    for _ in range(131):
        legal = GAME.legal_actions(match.state)
        keen = [a for a in legal if a.kind not in ("end_turn", "done", "skip")] or legal
        match.play(rng.choice(keen))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "empresario"))


def test_screenshot_of_a_game_in_progress_at_1280x720(window, qtbot, tmp_path):
    """The board as a laptop shows it: own board first, the docks at their first widths, the board fit."""
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.height() == 720)
    match = start(window, ["human", "bot", "bot", "bot"], seed=3)
    rng = Rng(3)
    for _ in range(131):
        legal = GAME.legal_actions(match.state)
        keen = [a for a in legal if a.kind not in ("end_turn", "done", "skip")] or legal
        match.play(rng.choice(keen))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "empresario-1280x720"))
    assert window.table.view.transform().m11() > 0.75


def board_texts(scene) -> list[tuple[str, float]]:  # type: ignore[no-untyped-def]
    """Every text of the board's static art (its SVG drawings) with its right edge in scene units."""
    from fairtable.ui.table.art import BoardArt
    from fairtable.ui.table.readability import svg_face

    out = []
    for item in scene.items():
        if isinstance(item, BoardArt):
            face = svg_face(item.svg)
            rect = item.sceneBoundingRect()
            out += [(t.text, rect.left() + t.box.right() * rect.width() / face.width) for t in face.texts]
    return out


def test_a_long_name_is_cut_to_its_town_header_and_keeps_its_s_town(qapp):
    from fairtable.engine.record import SeatRecord
    from fairtable.ui.table.scene import BoardScene

    view = EmpresarioView([SeatRecord(name=n, colour="#d0413a", kind="human") for n in ("W" * 40, "Ann")])
    scene = BoardScene(view)
    scene.set_layout(GAME.presentation.layout(GAME.new_state(2, None, 3), 0), animate=False)
    heads = [(text, right) for text, right in board_texts(scene) if text.endswith("'s town")]
    panels = view.panels(2)
    scene.dispose()
    by_start = {text[:3]: (text, right) for text, right in heads}
    assert by_start["Ann"][0] == "Ann's town"
    cut, right = by_start["WWW"]
    assert cut.endswith("\u2026's town") and len(cut) < len("W" * 40 + "'s town")
    assert right <= panels[0].right() - 8, "inside seat 0's panel"


def test_the_static_board_is_drawn_as_svg_art_with_every_caption_and_no_qt_shapes(qapp):
    """The market, the reference card and the panels are one way of board art (SVG, as every title draws
    it): no Qt text, path, ellipse or pixmap items besides the pieces; the captions are in the drawings, the
    hand's caption above the hand's fill; on the board of nobody in particular and own board first."""
    from PySide6.QtWidgets import (
        QGraphicsEllipseItem,
        QGraphicsPathItem,
        QGraphicsPixmapItem,
        QGraphicsRectItem,
        QGraphicsSimpleTextItem,
    )

    from fairtable.ui.table.art import BoardArt
    from fairtable.ui.table.scene import BoardScene

    state, rng = GAME.new_state(3, None, 3), Rng(3)
    for _ in range(40):  # to the starting tiles in hand
        if any(ids.kind(z.id) == ids.HAND for z in GAME.presentation.layout(state, 0).zones):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    for viewer in (None, 0):
        view = EmpresarioView(seats(["human", "human", "human"]))
        view.set_viewer(viewer)
        scene = BoardScene(view)
        scene.set_layout(GAME.presentation.layout(state, viewer), animate=False)
        shapes = [type(i).__name__ for i in scene.items() if type(i) in (QGraphicsSimpleTextItem, QGraphicsPathItem,
                                                          QGraphicsEllipseItem, QGraphicsPixmapItem)
                  or (type(i) is QGraphicsRectItem and i.zValue() > -10)]
        texts = {text for text, _right in board_texts(scene)}
        hands = [i for i in scene.items() if isinstance(i, BoardArt) and i.zValue() == -0.5]
        in_hand = [zid for zid in scene.zones if ids.kind(zid) == ids.HAND]
        scene.dispose()
        assert shapes == [], viewer
        for caption in ("OLD WEST EMPRESARIO", "Draw pile", "Discard: $3", "Chosen die", "Used dice", "Population",
                        "Wanted cards won", "Anna's town", "1", "6"):
            assert caption in texts, (viewer, caption)
        assert in_hand and len(hands) == len(in_hand), viewer


def test_a_buildings_activations_are_in_its_menu_and_sister_josephines_say_what_they_do(window, qtbot):
    """Sister Josephine with a town of buildings: the Actions panel keeps End turn (key 1); each building's
    activations are in its menu (a right click on the tile), Josephine's paid one with a tooltip saying what
    it does; the prompt counts only what the die can still activate."""
    from fairtable.engine.match import Seat
    from fairtable.games.empresario.actions import Activate
    from fairtable.games.empresario.data import JOSEPHINE, MINE
    from tests.games.empresario.helpers import fresh, place, tile, with_die
    from tests.ui.helpers import right_click

    s = fresh(2, [JOSEPHINE, 0])
    mine = place(s, 0, tile(MINE, 3), 1, 0)
    other = place(s, 0, tile(MINE, 5), -1, 0)
    s = with_die(s, 3)
    game = get_game("empresario")
    s = game.apply(s, Activate(player=0, building=mine))
    match = Match(game, [Seat(name="Anna"), Seat(name="Ben", kind="bot", level="random")], seed=4)
    match.states[0] = s
    window.start(match)
    c = window.controller
    c.scheduler.paused = True
    settle(window, qtbot)
    assert [(b.property("label"), b.key) for b in window.actions_panel.buttons] == [("End turn", "1")]
    entries = c.piece_entries(f"tile:{other}")
    assert [text for _label, text, _tip in entries] == ["Activate Mine 5 (Josephine, $1)"]
    assert entries[0][2].startswith("Sister Josephine: pay $1 to activate this building as well")
    picked = []
    c.choose_entry = lambda entries: picked.append(entries) or entries[0][0]
    right_click(window.table.view, grab_point(c.scene, c.scene.pieces[f"tile:{other}"]))
    assert picked and match.steps[-1].action == Activate(player=0, building=other, josephine=True)
