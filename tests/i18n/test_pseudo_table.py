"""The table's and the docks' own words go through the catalog: a game of every title is opened in the
pseudo-locale at a table of two hotseat humans and a bot, a few moves are played (the bot's among them), a
drop is refused, a move taken back, a hint asked for, the keyboard's ring taken over the board, the replay
bar opened, the cover shown between the humans; after each, every visible widget of the table and of the
docks (text, tooltip, accessible name and description, list rows), every item of the board's scene (its
tooltip, its text, a seat panel's words, a lit target's hint), the status messages, banners and refusals
the table gives must carry no word outside ⟦⟧ but the players' names.

Left out, as they are not the table's: the main window's dock titles and the accessible names it gives the
docks' widgets, its menus, status bar widgets and dialogs (``fairtable/ui/main_window.py``, ``dialogs/``).
The engine's texts the table shows (prompts, buttons, refusals, the story, zone and piece texts, figures)
are the titles' to translate (tests/i18n/test_pseudo_titles.py): while a title's texts are not wrapped yet,
each such text, taken from the engine as the table shows it, is set aside like a name, so that only the
table's own words around it are judged here. So are the texts a title's own view draws (its board art, its
pieces' faces, its seat panels' figures: ``games/<id>/view.py``, the title's to wrap) where it draws them with
methods of its own; where it leaves them to the table's generic :class:`TitleView`, they are judged.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QWidget,
)

from fairtable import i18n
from fairtable.engine.actions import Drag, Press
from fairtable.engine.layout import name_seats
from fairtable.engine.registry import title_ids
from fairtable.engine.rng import Rng
from fairtable.ui.table.items import PieceItem, SeatPanelItem, ZoneItem
from fairtable.ui.table.readability import svg_face
from fairtable.ui.table.title_view import TitleView
from tests.i18n.pseudo import Collector, escaped
from tests.ui.helpers import seats, start_match

KINDS = ["human", "human", "bot"]
NAMES = [s.name for s in seats(KINDS)]
HUMAN_MOVES = 14  # moves of the humans per title (the bot plays its own in between)


@pytest.fixture
def window(qtbot):
    """The main window, built in the pseudo-locale (its widgets take their words when made)."""
    i18n.set_language(i18n.PSEUDO)
    from fairtable.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()
    i18n.set_language(i18n.SOURCE)


class Table:
    """What the table shows, gathered: the texts and where they were seen, with the engine's own texts set
    aside (see the module's docstring)."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        self.window = window
        self.seen = Collector(NAMES)
        self.engine: set[str] = set()
        self.said: list[tuple[str, str]] = []  # (signal, text) the controller and the keys gave
        self.banners = 0
        self.covers = 0
        self.refusals = 0
        self.title_view_texts = 0  # texts the title's own view drew, left to the title (see the docstring)

    @property
    def c(self):  # type: ignore[no-untyped-def]
        return self.window.controller

    def listen(self) -> None:
        c = self.c
        c.status.connect(lambda t: self.said.append(("status", t)))
        c.refused.connect(lambda t, _p: self.said.append(("refusal bubble", t)))
        c.banner.connect(lambda t: self.said.append(("banner", t)))
        self.window.keys.described.connect(lambda t: self.said.append(("keyboard", t)))

    # -- the engine's texts, as the table shows them ---------------------------------------------------

    def engine_text(self, text: str | None) -> None:
        """Set aside a text the engine made (only while it escapes the catalog itself)."""
        for part in (text or "").split("\n"):
            if part and escaped(part, NAMES):
                self.engine.add(part)

    def set_aside(self, text: str) -> None:
        """A text the title's own view made (its seat panels' figures)."""
        if text and escaped(text, NAMES):
            self.engine.add(text)
            self.title_view_texts += 1

    def generic(self, method: str) -> bool:
        """Whether the title's view draws this with the table's own :class:`TitleView` (whose words are
        judged here) rather than a method of its own (games/<id>/view.py, the title's to wrap)."""
        return getattr(type(self.c.view), method) is getattr(TitleView, method)

    def gather_engine(self) -> None:
        c = self.c
        game, match = c.game, c.match
        state = c.shown_state()
        names = match.names
        layout = c.layout()
        if layout is not None:
            for z in layout.zones:
                self.engine_text(z.label)
                self.engine_text(z.tooltip)
            for p in layout.pieces:
                self.engine_text(p.label)
                self.engine_text(p.tooltip)
            for k, v in layout.info.items():
                self.engine_text(k)
                self.engine_text(v)
                if escaped(v, NAMES):  # cut as TitleView cuts a seat's figures; a wrapped value stays whole
                    for part in v.split(","):
                        self.engine_text(part.strip())
        for v in {c.board_viewer(), None, c.viewer}:
            self.engine_text(name_seats(game.presentation.prompt(state, v), names))
        for figure in game.presentation.standings(state):
            self.engine_text(figure)
        for label, text in c.press_buttons():
            self.engine_text(label)
            self.engine_text(text)
        for _label, text, why in c.turn_buttons():
            self.engine_text(text)
            self.engine_text(why)
        for viewer in {c.board_viewer(), None, *range(len(match.seats))}:
            for entry in match.story(viewer, c.replay_index):
                self.engine_text(entry.text)
        for step in match.steps[-3:]:
            self.engine_text(step.line)
            for e in step.events:
                for viewer in {c.board_viewer(), None}:
                    self.engine_text(name_seats(e.line(viewer), names))
        self.engine_text(match.undo_blocker())
        for hint in c.scene.targets.values():
            self.engine_text(hint)

    # -- the walk ------------------------------------------------------------------------------------

    def see(self, where: str, text: str | None) -> None:
        if not text:
            return
        rest = text
        for part in sorted(self.engine, key=len, reverse=True):
            if part in rest:
                rest = rest.replace(part, " ")
        if escaped(rest, NAMES):
            self.seen.found.setdefault(text, where)

    def widget(self, where: str, w: QWidget, skip_name: bool = False) -> None:
        name = w.objectName() or type(w).__name__
        here = f"{where} {name}"
        if isinstance(w, QLabel):
            shown = w.text()
            if w.textFormat() == Qt.RichText:  # the words on screen, not the markup (a Rule link)
                from PySide6.QtGui import QTextDocument

                document = QTextDocument()
                document.setHtml(shown)
                shown = document.toPlainText()
            self.see(f"{here} text", shown)
        if isinstance(w, QAbstractButton):
            self.see(f"{here} text", w.text())
        self.see(f"{here} tooltip", w.toolTip())
        if not skip_name:
            self.see(f"{here} accessible name", w.accessibleName())
        self.see(f"{here} accessible description", w.accessibleDescription())
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                self.see(f"{here} row {i}", item.text())
                self.see(f"{here} row {i} tooltip", item.toolTip())

    def walk(self, moment: str) -> None:
        QApplication.processEvents()
        self.gather_engine()
        table = self.window.table
        for w in [table, *table.findChildren(QWidget)]:
            if w.isVisible():
                self.widget(f"{moment}: table", w)
        for dock in self.window.findChildren(QDockWidget):
            inner = dock.widget()
            if inner is None or not dock.isVisible():
                continue
            # The dock's title and the accessible name of its widget are the main window's (left out).
            self.widget(f"{moment}: dock", inner, skip_name=True)
            for w in inner.findChildren(QWidget):
                if w.isVisible():
                    self.widget(f"{moment}: dock", w)
        if self.c.covered:
            return  # the board behind the cover is not seen
        scene = self.c.scene
        art = {id(i) for part in scene._board_parts.values() for top in part for i in (top, *top.childItems())}
        generic_art = self.generic("decorate") and self.generic("decoration_parts")
        generic_faces = self.generic("piece_svg")
        if not self.generic("seat_figures"):
            layout = self.c.layout()
            for panel in scene.seat_panels.values():
                for figure in self.c.view.seat_figures(layout, panel.seat):
                    self.set_aside(figure)
        for item in scene.items():
            if not item.isVisible():
                continue
            if id(item) in art and not generic_art:
                self.title_view_texts += 1  # the title's board art (games/<id>/view.py)
                continue
            if isinstance(item, PieceItem) and not generic_faces:
                self.title_view_texts += 1  # the title's piece faces; the tooltip is the engine's
                self.see(f"{moment}: piece {item.piece.id} tooltip", item.toolTip())
                continue
            where = f"{moment}: scene {type(item).__name__}"
            self.see(f"{where} tooltip", item.toolTip())
            if isinstance(item, QGraphicsSimpleTextItem):
                self.see(f"{where} text", item.text())
            elif isinstance(item, QGraphicsTextItem):
                self.see(f"{where} text", item.toPlainText())
            elif isinstance(item, SeatPanelItem):
                for drawn in item.texts(1.0):
                    self.see(f"{where} {drawn.where}", drawn.text)
            elif isinstance(item, ZoneItem):
                self.see(f"{where} {item.zone.id} hint", item.hint)
                self.see(f"{where} {item.zone.id} label", item.zone.label)
            svg = getattr(item, "svg", "")  # a piece's face, the board's art: their texts, read together
            if svg:
                what = item.piece.id if isinstance(item, PieceItem) else "board art"
                self.see(f"{where} {what} drawn text", " ".join(t.text for t in svg_face(svg).texts))
        self.heard(moment)

    def heard(self, moment: str) -> None:
        for signal, text in self.said:
            self.see(f"{moment}: {signal}", text)
        self.said.clear()


def _human_turn(qtbot, table: Table) -> bool:  # type: ignore[no-untyped-def]
    """Wait out the bot; lift the cover for the next human (walked first). False once the game is over."""
    c = table.c
    match = c.match
    qtbot.waitUntil(lambda: match.is_over() or not match.is_bot(match.current_player()), timeout=20000)
    if match.is_over():
        return False
    QApplication.processEvents()
    if c.covered:
        table.covers += 1
        table.walk("cover")
        qtbot.mouseClick(table.window.table.cover.button, Qt.LeftButton)
    return True


def _refuse(table: Table) -> None:
    """A drop on no space, and a drop of a piece on a place its move does not go to."""
    c = table.c
    c.on_dropped(next(iter(c.scene.pieces)), "")
    legal = [a for a in c.legal() if isinstance(a.gesture(), Drag)]
    if legal:
        g = legal[0].gesture()
        good = {a.gesture().zone for a in c.legal() if a.gesture().piece == g.piece}
        wrong = next((z for z in c.scene.zones if z not in good), None)
        if wrong is not None:
            table.engine_text(name_seats(c.game.presentation.explain(c.match.state, Drag(piece=g.piece, zone=wrong)), c.match.names))
            c.gesture(Drag(piece=g.piece, zone=wrong))
    table.engine_text(name_seats(c.game.presentation.explain(c.match.state, Press(label="?")), c.match.names))
    c.gesture(Press(label="?"))
    table.refusals += 1


def _keyboard(table: Table) -> None:
    """The ring over the board: Tab to a piece (or a seat's panel), Enter to pick it up, Tab to a place,
    Escape to put it back; Enter where nothing may move."""
    keys = table.window.keys
    keys.key(Qt.Key_Tab)
    table.walk("keyboard ring")
    keys.key(Qt.Key_Return)
    table.walk("keyboard pick up")
    keys.key(Qt.Key_Tab)
    keys.key(Qt.Key_Escape)
    table.walk("keyboard put back")


@pytest.mark.parametrize("game_id", title_ids())
def test_the_table_speaks_only_catalog_words(game_id, window, qtbot):
    from fairtable.engine.registry import get_game

    game = get_game(game_id)
    match = start_match(window, game, KINDS, seed=5)
    table = Table(window)
    table.listen()
    c = window.controller
    rng = Rng(3)
    table.walk("start")
    moves = 0
    while moves < HUMAN_MOVES and _human_turn(qtbot, table):
        if moves == 1:
            _refuse(table)
            table.walk("refusal")
        if moves == 2:
            _keyboard(table)
            c.hint()
            table.walk("hint")
        action = rng.choice(c.legal())
        c.choose = lambda actions, lines, a=action: a if a in actions else actions[0]
        c.gesture(action.gesture())
        moves += 1
        if c.banner_up or window.table.banner.isVisible():
            table.banners += 1
        table.walk(f"move {moves}")
        if moves == 4 and not match.is_over():
            c.undo()
            table.walk("undo")
            c.undo()  # nothing more to take back, or a reason
            table.walk("undo again")
            c.redo()
    c.cancel_bots()
    c.scheduler.paused = True
    window.enter_replay()
    window.table.replay.step("prev")
    c.redo()  # refused in a replay
    c.undo()
    table.walk("replay")
    window.leave_replay()
    c.hint()
    c.scheduler.paused = False
    table.walk("end")
    if not table.covers:  # a title without secrets (the festival game) passes the table on uncovered
        window.table.set_cover(NAMES[1])
        table.covers += 1
        table.walk("cover")
        window.table.set_cover("")
    assert table.covers
    print(f"{game_id}: {table.covers} covers, {table.banners} banners, {table.refusals} refusals walked;"
          f" {len(table.engine)} engine texts and {table.title_view_texts} of the title's view set aside")
    assert table.refusals
    seen = table.seen
    assert not seen.found, f"{len(seen.found)} texts of the table escaped the catalog:\n{seen.report()}"
