"""The board framework on a small test title: drags become actions, refusals glide back with a reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.match import Match, Seat
from fairtable.engine.record import SeatRecord
from fairtable.ui.dialogs.simple import choice_menu
from fairtable.ui.panels.actions import ActionsPanel
from fairtable.ui.table.controller import TableController
from fairtable.ui.table.scene import BoardScene
from fairtable.ui.table.table_widget import TableWidget
from fairtable.ui.table.title_view import TitleView
from tests.toygame import GAME, register_toy
from tests.ui.helpers import drag, drag_piece


@pytest.fixture
def table(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=2)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    widget = TableWidget(c.scene)
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.show()
    c.refresh(animate=False)
    widget.view.fit()
    messages: list[str] = []
    c.status.connect(messages.append)
    yield c, widget, messages
    c.shutdown()


def test_the_scene_has_an_item_for_every_zone_and_piece(table):
    c, widget, _ = table
    layout = c.layout()
    assert set(c.scene.zones) == {z.id for z in layout.zones}
    assert set(c.scene.pieces) == {p.id for p in layout.pieces}


def test_a_legal_drag_plays_the_action(table):
    c, widget, _ = table
    drag_piece(widget.view, c.scene, "token:8", "hand:0")
    assert c.match.state.hands == [1, 0]
    assert c.scene.pieces["token:8"].sceneBoundingRect().intersects(c.scene.zones["hand:0"].rect)


def test_an_illegal_drag_glides_back_and_shows_the_reason(table):
    c, widget, messages = table
    item = c.scene.pieces["token:8"]
    before = QPointF(item.pos())
    drag_piece(widget.view, c.scene, "token:8", "hand:1")
    assert c.match.steps == []
    assert messages[-1] == "That piece cannot go there"
    assert item.pos() == before


def test_dropping_off_the_board_changes_nothing(table):
    c, widget, messages = table
    item = c.scene.pieces["token:8"]
    before = QPointF(item.pos())
    drag(widget.view, item.sceneBoundingRect().center(), c.scene.sceneRect().bottomRight() - QPointF(5, 5))
    assert c.match.steps == [] and item.pos() == before


def test_legal_targets_light_up_while_a_piece_is_held(table):
    c, widget, _ = table
    c.on_drag_started("token:8")
    assert c.scene.zones["hand:0"].hint is not None
    assert c.scene.zones["pile"].hint is None
    c.scene.clear_targets()
    assert c.scene.zones["hand:0"].hint is None


def test_buttons_press_actions_and_undo_restores_the_board(table):
    c, widget, _ = table
    drag_piece(widget.view, c.scene, "token:8", "hand:0")
    assert "End turn" in c.press_labels()
    assert c.undo()
    assert c.match.state.hands == [0, 0]
    assert c.scene.pieces["token:8"].sceneBoundingRect().intersects(c.scene.zones["pile"].rect)


def anna_ends_her_turn_before_a_bot(monkeypatch, bot_delay_ms: int) -> tuple[TableController, Match]:
    """A toy match: Anna takes a token and ends her turn; the Random bot Robo is next."""
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    c = TableController(match)
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = bot_delay_ms
    c.refresh(animate=False)
    c.gesture(match.game.legal_actions(match.state)[0].gesture())
    c.press("End turn")
    return c, match


def test_a_bot_moves_from_a_worker_thread(qtbot, monkeypatch):
    c, match = anna_ends_her_turn_before_a_bot(monkeypatch, 0)
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=5000)
    assert any(s.action.player == 1 for s in match.steps)
    c.shutdown()


def bot_waiting_out_its_delay(qtbot, monkeypatch) -> tuple[TableController, Match]:
    """The bot has decided its move and waits out a 300 ms bot delay."""
    c, match = anna_ends_her_turn_before_a_bot(monkeypatch, 300)
    qtbot.waitUntil(lambda: c.scheduler.due is not None, timeout=5000)
    return c, match


def test_a_bot_move_decided_before_a_replay_is_not_played_during_it(qtbot, monkeypatch):
    c, match = bot_waiting_out_its_delay(qtbot, monkeypatch)
    steps = len(match.steps)
    c.set_replay(0)
    qtbot.wait(500)
    assert len(match.steps) == steps, "nothing moves while the person looks back"
    c.set_replay(None)  # back to the live game: the bot thinks again and plays once
    qtbot.waitUntil(lambda: len(match.steps) > steps, timeout=5000)
    qtbot.wait(500)
    assert sum(1 for st in match.steps[steps:] if st.action.player == 1) >= 1
    c.shutdown()


def test_a_bot_move_waiting_when_the_game_is_closed_is_dropped(qtbot, monkeypatch):
    c, match = bot_waiting_out_its_delay(qtbot, monkeypatch)
    steps = len(match.steps)
    c.shutdown()  # a new game, or the window closed: the scene is gone
    with qtbot.captureExceptions() as raised:
        qtbot.wait(500)
    assert not raised and len(match.steps) == steps


def test_hotseat_covers_the_table_between_two_humans_with_secrets(qtbot, monkeypatch):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=5)
    c = TableController(match)
    covers: list[str] = []
    c.cover.connect(covers.append)
    c.refresh(animate=False)
    c.press("Draw")  # Anna holds a secret card now
    c.gesture(match.game.legal_actions(match.state)[0].gesture())
    c.press("End turn")
    assert covers == ["Ben"] and c.covered
    assert not c.human_to_act()
    c.uncover()
    assert c.viewer == 1 and c.human_to_act()
    c.shutdown()


def face_up_cards(c: TableController) -> dict[int, bool]:
    """Per toy card on the table: shown face up or not."""
    layout = c.layout()
    assert layout is not None
    return {int(p.id.split(":")[1]): p.face_up for p in layout.pieces if p.kind == "card"}


def anna_and_ben_both_holding_a_card(monkeypatch) -> Match:
    """Anna drew a card and ended her turn; Ben drew one and is still to act."""
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=5)
    for action in ("draw", "take", "end", "draw"):
        match.play(next(a for a in GAME.legal_actions(match.state) if a.kind == action))
    return match


@pytest.fixture
def shown():  # type: ignore[no-untyped-def]
    """Show a match on a table (as the window does), noting every cover; each table is shut down after."""
    made: list[TableController] = []

    def show(match: Match) -> tuple[TableController, list[str]]:
        c = TableController(match)
        made.append(c)
        c.scene.animation_ms = 0
        covers: list[str] = []
        c.cover.connect(covers.append)
        c.refresh(animate=False)
        return c, covers

    yield show
    for c in made:
        c.shutdown()


def test_a_resumed_hotseat_game_covers_the_table_before_the_next_humans_card_shows(qtbot, monkeypatch, shown):
    played = anna_and_ben_both_holding_a_card(monkeypatch)
    resumed = Match.from_record(played.to_record())  # quit and resumed: Ben is to act with his card
    c, covers = shown(resumed)
    assert covers == ["Ben"] and c.covered and not c.human_to_act()
    assert not any(face_up_cards(c).values()), "behind the cover the table shows no secret card"
    c.uncover()
    ben, anna = resumed.state.cards[1][0], resumed.state.cards[0][0]
    assert face_up_cards(c) == {ben: True, anna: False} and c.human_to_act()


def test_a_game_where_the_first_human_holds_a_secret_at_the_start_is_covered_first(qtbot, monkeypatch, shown):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Ben")], seed=5)
    match.states[0].cards[0] = [match.states[0].deck.pop()]  # as if dealt at setup
    c, covers = shown(match)
    assert covers == ["Anna"] and not any(face_up_cards(c).values())


def test_one_human_against_bots_is_never_covered(qtbot, monkeypatch, shown):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    match.states[0].cards[0] = [match.states[0].deck.pop()]
    c, covers = shown(match)
    assert covers == [] and face_up_cards(c) == {match.state.cards[0][0]: True}


def test_with_two_humans_a_replay_shows_the_public_board_and_the_cover_comes_again_after_it(qtbot, monkeypatch, shown):
    match = anna_and_ben_both_holding_a_card(monkeypatch)
    c, covers = shown(match)
    c.uncover()
    ben = match.state.cards[1][0]
    assert face_up_cards(c)[ben]
    c.set_replay(len(match.steps))  # everyone at the table may watch
    assert not any(face_up_cards(c).values()), "the replay shows no one's secret card"
    assert not c.covered
    c.set_replay(None)
    assert covers == ["Ben", "", "Ben"] and c.covered, "back in the game, the table waits for Ben"
    assert not any(face_up_cards(c).values())
    c.uncover()
    assert face_up_cards(c)[ben]


def test_a_lone_human_replays_the_game_with_their_own_cards_shown(qtbot, monkeypatch, shown):
    register_toy(monkeypatch)
    match = Match(GAME, [Seat(name="Anna"), Seat(name="Robo", kind="bot", level="random")], seed=5)
    match.play(next(a for a in GAME.legal_actions(match.state) if a.kind == "draw"))
    c, covers = shown(match)
    c.set_replay(1)
    assert face_up_cards(c) == {match.state.cards[0][0]: True} and covers == []


def test_while_a_bot_opens_the_game_two_humans_see_the_public_board_until_one_is_to_act(qtbot, monkeypatch, shown):
    register_toy(monkeypatch)
    seats = [Seat(name="Robo", kind="bot", level="random"), Seat(name="Anna"), Seat(name="Ben")]
    match = Match(GAME, seats, seed=5)
    match.states[0].cards[1] = [match.states[0].deck.pop()]  # Anna holds a card from the start
    c, covers = shown(match)
    c.scheduler.delay_ms = 0
    assert covers == [] and c.viewer is None and face_up_cards(c) == {match.state.cards[1][0]: False}
    c.schedule_bot()
    qtbot.waitUntil(lambda: match.current_player() == 1, timeout=5000)
    assert covers == ["Anna"] and c.covered and not any(face_up_cards(c).values())
    c.uncover()
    assert face_up_cards(c)[match.state.cards[1][0]]


def test_the_game_log_shows_long_entries_whole_and_rewraps_them_when_narrowed(qtbot):
    from fairtable.ui.panels.log import LogPanel, wrapped_height

    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 200)
    panel.show()
    long = "Anna builds Major Building Firm (大型工務店) in section 3 and renovates it for 5 coins and 2 wood"
    panel.show_lines([f"Ben ends his turn {i}" for i in range(5)] + [long] * 6)

    def whole(row: int) -> bool:
        item = panel.item(row)
        text_width = panel.viewport().width() - 8
        margins = 4  # the style's text margins above and below: without room for them the last line is elided
        return panel.visualItemRect(item).height() >= wrapped_height(item.text(), panel.font(), text_width) + margins

    qtbot.waitUntil(lambda: all(whole(r) for r in range(panel.count())))
    wide = panel.visualItemRect(panel.item(10)).height()
    panel.resize(170, 200)
    qtbot.waitUntil(lambda: panel.visualItemRect(panel.item(10)).height() > wide and whole(10))


def test_drawn_text_wraps_by_words_and_a_long_word_is_cut_rather_than_broken():
    from fairtable.games import text_fit
    from fairtable.games.marche.art import FLOOR, Type

    chars = lambda text, size, bold: len(text) * size * 0.5  # noqa: E731 (a character a unit at size 2)
    assert text_fit.lines("Bus & Bahn  Nord", 8, 2, chars) == ["Bus &", "Bahn", "Nord"]
    assert text_fit.lines("Ausnüchterungszelle Nur zu Besuch", 10, 2, chars) is None  # a word wider than a line
    cut = text_fit.fit("Ausnüchterungszelle Nur zu Besuch", 10, 2, 2, chars, most=3)
    assert cut.cut and cut.lines == ["Ausnüchte\u2026", "Nur zu", "Besuch"]
    assert text_fit.lines("", 5, 2, chars) == []
    # Animal Marche sets a text in the fewest lines that fit, at the largest size from the one asked down to
    # the board's smallest; never cut: what cannot fit is None (the card leaves it out).
    mono = Type(lambda text, size, bold: len(text) * size * 0.5)
    assert mono.lines("Hire the gray worker", 60, 12) == (["Hire the", "gray", "worker"], 12)
    assert mono.lines("Hire the gray worker", 60, 12, most=2) is None
    assert mono.lines("Grocery", 41, 12) == (["Grocery"], FLOOR)
    assert mono.fit("Grocery Store", 80, 12.5) == 12.5 * 80 / (13 * 6.25)


def test_the_actions_dock_shows_a_short_list_whole_and_drops_replaced_buttons_at_once(qtbot):
    pressed: list[str] = []
    panel = ActionsPanel(pressed.append)
    qtbot.addWidget(panel)
    panel.show()
    panel.show_buttons([("End turn", "End turn"), ("Roll", "Roll the dice")], "Your move")
    old = list(panel.buttons)
    assert panel.scroll.minimumHeight() >= 2 * 30  # both buttons in view, no scrolling for two
    assert [b.text() for b in old] == ["End turn", "Roll the dice"]
    old[1].click()
    assert pressed == ["Roll"]  # a press sends the label, whatever the text says
    panel.show_buttons([("Pass", "Pass")], "Your move")
    assert not any(b.isVisible() for b in old)  # not left on screen until the event loop deletes them
    assert [b.text() for b in panel.buttons] == ["Pass"]


def test_the_menu_of_several_moves_shows_an_ampersand_as_written(qtbot):
    menu, entries = choice_menu(None, ["Offer 2.000 Tacken for Bus & Bahn Nord", "Offer 4.000 Tacken for it"])
    # Each entry has its number key in front (a mnemonic: the key alone picks it in the open menu).
    assert [e.text() for e in entries] == ["&1  Offer 2.000 Tacken for Bus && Bahn Nord", "&2  Offer 4.000 Tacken for it"]
    assert [a.text() for a in menu.actions()] == [e.text() for e in entries]


class PartedView(TitleView):
    """Static art in two parts: one keyed by the zones of seat 0, one that never changes."""

    drawn: list[str]

    def decoration_parts(self, layout, plan):  # type: ignore[no-untyped-def]
        def part(name):  # type: ignore[no-untyped-def]
            def draw(scene):  # type: ignore[no-untyped-def]
                self.drawn.append(name)
                scene.addSimpleText(name)
            return draw

        mine = tuple(z.id for z in layout.zones if z.owner == 0)
        return [(("seat0", mine), part("seat0")), (("table",), part("table"))]


def test_a_new_plan_draws_again_only_the_art_whose_key_changed_and_keeps_unchanged_zones(qapp):
    view = PartedView([SeatRecord(name="Anna", colour="#d0413a", kind="human")])
    view.drawn = []
    scene = BoardScene(view)
    scene.animation_ms = 0
    one = Layout(zones=[Zone("hand:0", "area", owner=0), Zone("pool", "area")])
    two = Layout(zones=[Zone("hand:0", "area", owner=0), Zone("extra:0", "slot", owner=0), Zone("pool", "area")])
    scene.set_layout(one, animate=False)
    assert view.drawn == ["seat0", "table"]
    pool = scene.zones["pool"]
    scene.set_layout(two, animate=False)
    assert view.drawn == ["seat0", "table", "seat0"], "the table's part stays as it was drawn"
    assert set(scene.zones) == {"hand:0", "extra:0", "pool"}
    assert scene.zones["pool"] is pool, "a zone in the same place is kept"
    texts = sorted(i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem))
    assert texts == ["seat0", "table"], "the replaced part's items are gone"
    scene.set_layout(one, animate=False)
    assert view.drawn == ["seat0", "table", "seat0", "seat0"]
    assert "extra:0" not in scene.zones
    scene.dispose()


def test_a_relayout_only_moves_unchanged_pieces_and_draws_again_changed_ones(qapp):
    view = TitleView([SeatRecord(name="Anna", colour="#d0413a", kind="human")])
    asked: list[str] = []
    plain = view.svg_for
    view.svg_for = lambda piece, w, h: (asked.append(piece.id), plain(piece, w, h))[1]  # type: ignore[method-assign]
    scene = BoardScene(view)
    scene.animation_ms = 0
    zones = [Zone("pool", "area"), Zone("hand:0", "area", owner=0)]
    coin, card = Piece("coin", "token", "pool", label="3"), Piece("card", "card", "pool", 1, label="Ace")
    scene.set_layout(Layout(zones=zones, pieces=[coin, card]), animate=False)
    assert sorted(asked) == ["card", "coin"]
    asked.clear()
    scene.set_layout(Layout(zones=zones, pieces=[coin, Piece("card", "card", "hand:0", label="Ace")]), animate=False)
    assert asked == [] and scene.pieces["card"].sceneBoundingRect().intersects(scene.zones["hand:0"].rect)
    scene.set_layout(Layout(zones=zones, pieces=[Piece("coin", "token", "pool", label="4"), card]), animate=False)
    assert asked == ["coin"], "a new label is drawn again, the card is only moved back"
    asked.clear()
    scene.dpr = 2.0  # another screen: every pixmap is made again at its pixel ratio
    scene.set_layout(Layout(zones=zones, pieces=[Piece("coin", "token", "pool", label="4"), card]), animate=False)
    assert sorted(asked) == ["card", "coin"]
    assert scene.pieces["coin"]._pixmap.devicePixelRatio() == 2.0
    scene.dispose()


@pytest.mark.parametrize("kind", ["slot", "stack", "fan", "track", "grid", "area"])
def test_a_zone_holds_any_number_of_pieces_inside_it_each_one_in_sight(qapp, kind):
    """The generic view: a pile closes up, a row overlaps then wraps and shrinks, a grid wraps and shrinks;
    no piece leaves its zone, and every piece of a row or grid keeps a part of itself to grab. A few pieces
    keep their full size."""
    from tests.ui.helpers import grab_point

    view = TitleView([SeatRecord(name="Anna", colour="#d0413a", kind="human")])
    for count in (1, 4, 30, 90):
        scene = BoardScene(view)
        scene.animation_ms = 0
        pieces = [Piece(f"c{i}", "card", "z", i, label=f"Card {i}") for i in range(count)]
        scene.set_layout(Layout(zones=[Zone("z", kind, "Cards")], pieces=pieces), animate=False)
        zone = scene.zones["z"].rect
        for p in pieces:
            item = scene.pieces[p.id]
            box = QRectF(item.pos(), QSizeF(item.w, item.h))
            assert zone.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (kind, count, p.id, box, zone)
            if kind not in ("slot", "stack"):
                grab_point(scene, item)  # raises when the piece is wholly covered
        if count <= 4:
            size = view.piece_size(pieces[0], zone)
            assert all((scene.pieces[p.id].w, scene.pieces[p.id].h) == (size.width(), size.height()) for p in pieces)
        scene.dispose()


def test_the_actions_panel_asks_for_the_same_width_whatever_its_buttons_say_and_long_ones_wrap(qtbot):
    """The panel's width is the dock's, not the widest button's: a long text wraps onto more lines (its
    tooltip says it whole), and the panel asks for the same width as with short ones."""
    panel = ActionsPanel(lambda label: None)
    qtbot.addWidget(panel)
    panel.resize(300, 500)
    panel.show()
    panel.show_buttons([("Roll", "Roll")], "Your turn")
    qtbot.wait(10)
    asked = (panel.minimumSizeHint().width(), panel.sizeHint().width())
    long_text = "Buy Wacken Open Air for 6,400 Tacken and tell everybody at the table about it"
    panel.show_buttons([("Roll", "Roll"), ("Buy", long_text)], "Your turn: " + "a very long prompt " * 12)
    qtbot.wait(10)
    assert (panel.minimumSizeHint().width(), panel.sizeHint().width()) == asked
    short, wide = panel.buttons
    assert wide.toolTip() == long_text and wide.text() == long_text
    assert wide.height() > short.height(), "the long text wraps onto more lines"
    assert wide.width() <= panel.width()


def test_the_prompt_shows_its_first_line_and_a_long_one_scrolls_in_its_box(qtbot):
    panel = ActionsPanel(lambda label: None)
    qtbot.addWidget(panel)
    panel.resize(300, 260)
    panel.show()
    panel.show_buttons([(f"b{i}", f"Button {i}") for i in range(4)], "Round 1 of 7, your turn: 3 AP left. "
                       + "Then a long explanation of everything one may do now. " * 10)
    qtbot.wait(10)
    box, prompt = panel.prompt_box, panel.hint
    assert box.verticalScrollBar().value() == 0 and prompt.y() == 0, "from its first line"
    assert box.height() >= prompt.first_line(), "the first line is never cut"
    assert box.verticalScrollBar().maximum() > 0, "the rest scrolls inside the prompt's box"
    assert all(b.visibleRegion().boundingRect() == b.rect() for b in panel.buttons), "the buttons stay in view"
