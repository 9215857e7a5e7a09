"""The Agents Of Empire board driven with the mouse, as a player would."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from fairtable.engine.actions import Drag
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.festival import actions as A
from fairtable.games.festival.view import FestivalView
from tests.games.festival.helpers import give, set_cash, table
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

GAME = get_game("festival")




def start(window, kinds, seed=4, state=None, options=None) -> Match:
    return start_match(window, GAME, kinds, seed, options, state)


def piece_rect(item) -> QRectF:  # type: ignore[no-untyped-def]
    return QRectF(item.pos().x(), item.pos().y(), item.w, item.h)


def builder_table(players: int = 2):
    """Seat 0 (to roll) owns the brown group with money to build; the rest of the board is the bank's."""
    s = table(players)
    give(s, 0, 1, 3)
    set_cash(s, 0, 20_000)
    return s


def test_every_zone_has_a_place_on_a_landscape_board_that_reads_at_the_fitted_zoom(window, qtbot):
    """With the others' panels compact (own board first) and with every one of them opened."""
    for players in (2, 6):
        start(window, ["human"] + ["bot"] * (players - 1))
        c = window.controller
        c.scheduler.paused = True
        c.cancel_bots()
        for opened in (False, True):
            if opened:
                for seat in range(1, players):
                    c.toggle_seat(seat)
            scene, view = c.scene, window.table.view
            layout = c.layout()
            shown = {z.owner for z in layout.zones} if opened else {None, 0}
            assert set(scene.zones) == {z.id for z in layout.zones if z.owner in shown}
            assert set(scene.pieces) == {p.id for p in layout.pieces if layout.zone(p.zone).owner in shown}
            assert {panel.seat for panel in scene.seat_panels.values() if not panel.tab} == (
                set() if opened else set(range(1, players)))
            board = scene.sceneRect()
            assert 1.25 <= board.width() / board.height() <= 1.6
            assert view.transform().m11() >= 0.85, "the ring must read at the fitted zoom"
            for f in range(40):  # every field is a drop target the size of a field
                rect = scene.zones[f"field:{f}"].rect
                assert rect.width() >= 70 and rect.height() >= 70
            # Zones and panels never overlap, except the cell inside its own corner.
            rects = [(zid, z.rect) for zid, z in scene.zones.items()]
            rects += [(key, panel.rect) for key, panel in scene.seat_panels.items() if not panel.tab]
            for i, (a, ra) in enumerate(rects):
                assert board.contains(ra), a
                for b, rb in rects[i + 1:]:
                    if {a, b} != {"field:10", "cell"}:
                        inter = ra.intersected(rb)
                        assert inter.isEmpty() or inter.width() * inter.height() < 1, (a, b)


def test_pieces_stay_inside_their_zones_in_a_busy_six_player_game(window, qtbot):
    match = start(window, ["human"] + ["bot"] * 5, seed=5)
    window.controller.scheduler.paused = True
    window.controller.cancel_bots()
    rng = Rng(5)
    for _ in range(260):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    s = match.state
    give(s, 0, 31, 32, 34)
    s.level[31], s.level[32], s.level[34] = 4, 5, 2
    s.in_cell[1] = True
    s.pos = [16] * 6
    s.offer = (0, 2, 37, 14_000, True)
    window.controller.refresh(animate=False)
    scene = window.controller.scene
    for pid, item in scene.pieces.items():
        zone = scene.zones[item.piece.zone].rect.adjusted(-0.5, -0.5, 0.5, 0.5)
        assert zone.contains(piece_rect(item)), (pid, item.piece.zone)
    assert {p for p in scene.pieces if p.startswith("bude:31:")} == {f"bude:31:{k}" for k in range(4)}
    assert "mainstage:32" in scene.pieces
    # The supply's Bude and Mainstage can always be picked up.
    for pid in ("bude", "mainstage"):
        grab_point(scene, scene.pieces[pid])


def test_face_down_cards_show_their_deck_and_never_a_card_text(window):
    view = FestivalView(seats(["human", "bot"]))
    match = start(window, ["human", "bot"])
    for p in window.controller.layout().pieces:
        if not p.face_up:
            art = view.piece_svg(p, 72, 104)
            assert p.label == "" and "Rücke" not in art and "Kassiere" not in art and "Zahle" not in art
    assert match.state is not None


def test_dragging_a_bude_onto_a_festival_builds_it(window, qtbot):
    match = start(window, ["human", "bot"], state=builder_table())
    scene = window.controller.scene
    build = A.shared(A.Build, 0, 1)
    assert build in GAME.legal_actions(match.state)
    perform(window, qtbot, build.gesture())
    assert match.steps[-1].action == build
    assert match.state.level[1] == 1 and match.state.cash[0] == 20_000 - 1_000
    assert piece_rect(scene.pieces["bude:1:0"]).intersects(scene.zones["field:1"].rect)
    assert scene.zones["supply"].rect.contains(piece_rect(scene.pieces["bude"])), "the supply never runs out"


def test_the_mainstage_replaces_the_four_buden(window, qtbot):
    s = builder_table()
    s.level[1] = s.level[3] = 4
    match = start(window, ["human", "bot"], state=s)
    scene = window.controller.scene
    perform(window, qtbot, Drag(piece="mainstage", zone="field:3"))
    assert match.state.level[3] == 5
    assert "mainstage:3" in scene.pieces and not any(p.startswith("bude:3:") for p in scene.pieces)
    assert piece_rect(scene.pieces["mainstage:3"]).intersects(scene.zones["field:3"].rect)


def test_an_illegal_drag_glides_back_leaves_the_state_and_shows_the_reason(window, qtbot):
    match = start(window, ["human", "bot"], state=builder_table())
    scene = window.controller.scene
    before = match.state.to_data()
    item = scene.pieces["bude"]
    home = item.pos()
    drag(window.table.view, grab_point(scene, item), scene.zones["field:6"].rect.center())  # Highfield: the bank's
    assert match.steps == [] and match.state.to_data() == before
    assert item.pos() == home
    assert window.statusBar().currentMessage() == "Highfield is not yours: it belongs to the bank"
    drag(window.table.view, grab_point(scene, scene.pieces["mainstage"]), scene.zones["field:1"].rect.center())
    assert match.steps == [] and scene.pieces["mainstage"].pos() != scene.zones["field:1"].rect.topLeft()
    assert window.statusBar().currentMessage() == "A Mainstage needs four Buden on the festival first"


def test_pressing_roll_moves_the_pawn_round_the_ring(window, qtbot):
    match = start(window, ["human", "bot"], state=builder_table())
    perform(window, qtbot, A.shared(A.Roll, 0, False).gesture())
    assert match.steps[0].action.kind == "roll"
    s = match.state
    where = "cell" if s.in_cell[0] else f"field:{s.pos[0]}"
    scene = window.controller.scene
    assert s.pos[0] != 0 or s.in_cell[0]
    assert scene.zones[where].rect.contains(piece_rect(scene.pieces["pawn:0"]))
    assert scene.pieces["die:0"].piece.zone == "dice"


def test_a_whole_game_of_a_scripted_human_against_bots_through_the_board(window, qtbot):
    s = table(3, round_limit=10)
    give(s, 0, 1, 3)  # the brown group, so the scripted player has something to build on
    match = start(window, ["human", "bot", "bot"], seed=21, state=s, options={"round_limit": 10})
    rng = Rng(9)

    def pick(legal):  # a player who likes to build and rarely gives up
        keen = [a for a in legal if a.kind in ("build", "build_mainstage", "buy", "roll", "accept")]
        calm = [a for a in legal if a.kind != "give_up"] or legal
        return rng.choice(keen if keen and rng.random() < 0.7 else calm)

    moves, _ = play_to_the_end(window, qtbot, match, pick)
    assert sum(isinstance(a.gesture(), Drag) for a in moves) >= 3, "the scripted player built by dragging"
    totals = window.last_scores.table
    wealth = match.result().scores
    shown = [totals.item(totals.rowCount() - 1, c).text() for c in range(3)]
    assert shown == [f"{w:,}" for w in wealth]  # Tacken with thousands marks, the English way


def test_screenshot_of_a_game_in_progress(window, qtbot, tmp_path):
    match = start(window, ["human", "bot", "bot", "bot"], seed=8)
    rng = Rng(8)
    for _ in range(320):  # keen builders and buyers, so the board shows Buden, Mainstages and mortgages
        legal = GAME.legal_actions(match.state)
        keen = [a for a in legal if a.kind in ("build", "build_mainstage")] or [
            a for a in legal if a.kind in ("buy", "accept")]
        calm = [a for a in legal if a.kind not in ("give_up", "decline")] or legal
        match.play(keen[0] if keen else rng.choice(calm))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "festival"))


def test_screenshot_of_a_game_in_progress_at_1280x720(window, qtbot, tmp_path):
    """The board as a laptop shows it: own board first, the docks at their first widths, the board fit."""
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.height() == 720)
    match = start(window, ["human", "bot", "bot", "bot"], seed=8)
    rng = Rng(8)
    for _ in range(200):
        legal = GAME.legal_actions(match.state)
        keen = [a for a in legal if a.kind in ("build", "buy", "accept")]
        calm = [a for a in legal if a.kind not in ("give_up", "decline")] or legal
        match.play(keen[0] if keen else rng.choice(calm))
    save_screenshot(window, qtbot, match, screenshot_path(tmp_path, "festival-1280x720"))
    assert window.table.view.transform().m11() > 0.72


def test_players_dock_shows_wealth_in_tacken_and_bot_levels_by_their_shown_names(window):
    start(window, ["human", "bot"])
    rows = [window.players.list.item(i).text() for i in range(window.players.list.count())]
    assert "Tacken" in rows[0] and "VP" not in rows[0]
    assert "[Bot (Random)]" in rows[1], rows
    labels = [label for label, _value in window.players.rows]
    assert labels[:2] == ["Anna", "Ben"] and "Seat" not in window.players.info.toPlainText(), labels
    tips = {z.id: z.label for z in window.controller.layout().zones}
    assert tips["money:1"] == "Ben money"  # the table names the seats everywhere, not only in the offer box


def test_a_normal_bot_offers_a_trade_and_the_human_answers_it_with_a_button(window, qtbot):
    s = table(3)  # with two players whatever one gains the other loses, so a bot offers nothing they would take
    set_cash(s, 0, 50_000)
    give(s, 0, 37)  # the bot, the richest, has Tomorrowland; the human Glastonbury, the rest of the group
    give(s, 1, 39)
    s.round = 20  # mid-game: with 40 rounds to go the estimate leaves the group to come by itself
    people = [Seat(name="Ben", colour="#2f6fce", kind="bot", level="greedy"),
              Seat(name="Anna", colour="#d0413a", kind="human"),
              Seat(name="Cleo", colour="#3a9d4f", kind="human")]
    match = Match(GAME, people, None, seed=4)
    match.states[0] = s
    window.start(match)
    window.controller.scene.animation_ms = 0
    window.controller.scheduler.delay_ms = 0

    def labels():
        return [b.property("label") for b in window.actions_panel.buttons]

    qtbot.waitUntil(lambda: "Accept offer" in labels(), timeout=10_000)
    assert match.state.offer[:2] == (0, 1) and "Decline offer" in labels()
    offer = next(p for p in window.controller.layout().pieces if p.id == "offer")
    art = FestivalView(people).piece_svg(offer, 600, 44)
    assert "Ben offers" in art and "of Anna" in art and "Seat" not in art  # names, not seat numbers
    perform(window, qtbot, A.shared(A.Decline, 1).gesture())
    qtbot.waitUntil(lambda: match.state.offer is None and match.state.offer_used)


def test_mauscheln_offers_are_in_the_menu_of_each_card_with_the_price_to_name_and_name_the_players(window, qtbot):
    """Dozens of offers are no buttons: each is in the menu of the card it trades (a right click, or the Menu
    key on the focus ring): one's own festival offered to the others, another's bought on its owner's marker
    on the board. The Actions panel keeps only Cancel offer, with its key."""
    from fairtable.ui.table.piece_menu import entries_menu

    s = table(2)
    give(s, 0, 1, 5, 6, 11, 16, 21, 25)  # Anna holds seven properties, Ben as many: dozens of offers
    give(s, 1, 3, 8, 13, 18, 23, 26, 35)
    start(window, ["human", "human"], state=s)
    perform(window, qtbot, A.shared(A.Mauscheln, 0).gesture())
    c = window.controller
    buttons = [b for b in window.actions_panel.buttons if b.isEnabled()]  # the turn's others wait, disabled
    offers = [a for a in GAME.legal_actions(c.match.state) if a.kind == "offer"]
    assert len(offers) > 40 and [b.property("label") for b in buttons] == ["Cancel offer"]
    assert len(window.actions_panel.buttons) <= 9, "every button has its number key"
    menus = {piece: c.piece_entries(piece) for piece in c.movable_pieces()}
    offered = {label for entries in menus.values() for label, _text, _tip in entries}
    assert offered == {a.gesture().label for a in offers}, "every offer is in a card's menu"
    assert [text for _label, text, _tip in menus["deed:1"]] == ["Offer Open Flair to Ben"]
    assert [text for _label, text, _tip in menus["owner:35"]] == ["Offer to buy Flughafen Ost from Ben"]
    menu, entries = entries_menu(None, menus["deed:25"])
    assert [e.text() for e in entries] == ["&1  Offer Bus && Bahn Nord to Ben"]  # "&" shown, not a shortcut marker
    menu.deleteLater()
    asked = []

    def choose_amount(actions, lines, amounts):  # type: ignore[no-untyped-def]
        asked.append((lines, amounts))
        return amounts.with_amount(actions[0], 2300)  # a price of one's own, not a quick choice

    window.controller.choose_amount = choose_amount
    perform(window, qtbot, A.shared(A.Offer, 0, 1, 35, 2000, True).gesture())
    lines, amounts = asked[0]
    assert lines == [f"Anna mauschelt: offers Ben {price} Tacken for Flughafen Ost"
                     for price in ("2,000", "4,000", "6,000", "8,000")]
    assert (amounts.lo, amounts.hi, amounts.step) == (100, 30_000, 100)  # up to all Anna has
    assert window.controller.match.state.offer == (0, 1, 35, 2300, True)


def test_the_price_dialog_offers_the_common_prices_and_any_other_in_steps_of_100(qtbot):
    from fairtable.ui.dialogs.simple import AmountDialog

    s = table(2)
    give(s, 1, 35)
    s = GAME.apply(s, A.shared(A.Mauscheln, 0))
    actions = GAME.presentation.actions_for(s, A.shared(A.Offer, 0, 1, 35, 2000, True).gesture())
    amounts = GAME.amount_range(s, actions[0])
    lines = [GAME.presentation.describe(s, a, ["Anna", "Ben"]) for a in actions]
    dialog = AmountDialog(None, actions, lines, amounts)
    qtbot.addWidget(dialog)
    assert [b.text() for b in dialog.quick] == [line.replace("&", "&&") for line in lines] and len(lines) == 4
    assert dialog.spin.minimum() == 100 and dialog.spin.maximum() == 30_000 and dialog.spin.singleStep() == 100
    assert dialog.spin.suffix() == " Tacken"
    dialog.quick[2].click()
    assert dialog.chosen == actions[2] and dialog.chosen.price == 6000
    again = AmountDialog(None, actions, lines, amounts)
    qtbot.addWidget(again)
    again.spin.setValue(2350)  # typed off the steps: down to 2.300
    again.ok.click()
    assert again.chosen.price == 2300 and GAME.check(s, again.chosen) is None


def test_pressing_an_offer_in_the_window_asks_for_the_price(window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from fairtable.ui.dialogs.simple import AmountDialog

    s = table(2)
    give(s, 1, 35)
    match = Match(GAME, seats(["human", "human"]), None, seed=4)
    match.states[0] = s
    window.start(match)  # the window's own dialogs, as a person meets them
    perform(window, qtbot, A.shared(A.Mauscheln, 0).gesture())
    seen = []

    def answer():  # type: ignore[no-untyped-def]
        dialog = QApplication.activeModalWidget()
        seen.append(type(dialog))
        if isinstance(dialog, AmountDialog):
            dialog.spin.setValue(7700)
            dialog.ok.click()
        elif dialog is not None:
            dialog.reject()

    QTimer.singleShot(100, answer)
    perform(window, qtbot, A.shared(A.Offer, 0, 1, 35, 2000, True).gesture())
    assert seen == [AmountDialog] and match.state.offer == (0, 1, 35, 7700, True)



def _debtor():
    """Anna owes Ben rent she cannot pay, holding Open Flair with a Bude and Highfield."""
    from tests.games.festival.helpers import roll

    s = table(2)
    give(s, 1, 37, 39)  # Tomorrowland and Glastonbury, Ben's, with two Buden: a rent of thousands
    s.level[39] = 2
    give(s, 0, 1, 3, 6)  # Open Flair and Taubertal (the brown group), Highfield
    s.level[1] = 1  # a Bude on Open Flair
    set_cash(s, 0, 100)
    s.pos[0] = 34
    s = roll(s, 1, 4)  # onto Glastonbury
    assert s.phase == "debt"
    return s


def test_a_card_dragged_onto_the_bank_mortgages_it_or_sells_its_bude_back(window, qtbot):
    """Mortgaging and selling back are done with the Bank: the card dropped on the Bank (lit with what it
    gives) does it, as the card's menu says it, with the amount received."""
    start(window, ["human", "human"], state=_debtor())
    c = window.controller
    if c.covered:
        window.table.cover.button.click()
    asked = []
    c.choose_entry = lambda entries: asked.append(entries) or entries[0][0]
    c.on_drag_started("deed:6")
    assert c.scene.targets["bank"] == "Mortgage Highfield for 1,000 Tacken"
    c.scene.clear_targets()
    drag(window.table.view, grab_point(c.scene, c.scene.pieces["deed:6"]), c.scene.zones["bank"].rect.center())
    assert c.match.state.mortgaged[6] and not asked, "one move: no question"
    assert c.scene.pieces["deed:6"].zValue() and c.match.state.phase == "debt"
    menu = c.piece_entries("deed:1")  # a festival with a Bude is not mortgaged before its Buden are sold
    assert [(text, tip.split(" (")[0]) for _label, text, tip in menu] == [
        ("Sell back a Bude on Open Flair for 500 Tacken", "Sells one Bude of Open Flair back to the bank at half "
                                                          "its price")]
    drag(window.table.view, grab_point(c.scene, c.scene.pieces["deed:1"]), c.scene.zones["bank"].rect.center())
    assert c.match.state.level[1] == 0 and not asked
