"""Playing the board from the keyboard.

A focus ring goes over the pieces the player may move now: Tab and Shift+Tab take it through them in
reading order, then through the other seats' compact panels and the opened seats' fold tabs (past the
last one Tab goes on to the docks), the arrow keys to the nearest of them that way; Enter or Space on a
panel or a tab opens or folds that seat's board (``TableController.toggle_seat``).
Enter or Space picks the focused piece up: its legal targets light up with their hints, as in a drag
(``TableController.on_drag_started``), and the arrows or Tab go through them, nearest first. Enter drops
it there through the same path as a mouse drop (``TableController.on_dropped``), so a choice menu, a
question, a refusal and the animation are those of the mouse; Escape puts it back.
The Menu key or Shift+F10 opens the focused piece's menu (its own moves: a festival's mortgage, a
building's activation), as a right click does, at the piece; Enter on a piece that has no place to go but
a menu opens the menu too.

I and Shift+I look over every place and piece shown, at any time (``keys/explore.py``). While it is not the
viewer's turn (a bot's, another seat's) the keys neither move the ring nor open boards: they say whose turn
it is; when the turn comes back the ring is on the first piece that may move. A drop or menu move made here
sets ``TableController.by_keys``, so a move the title calls destructive asks first.

The ring shows while the keyboard is in use on the board (a click on the board hides it, as a browser's
focus ring does). The focused piece and target are said in the status bar ("Concordia, €35: to Bag, 5
VP") when the player moves the ring, and always in the view's accessible description, for screen
readers. The module knows no rules: the pieces come from the controller, the targets from the title's
``drag_targets``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, Signal

from fairtable.i18n import N_, _
from fairtable.ui.keys.drawing import RingDrawing
from fairtable.ui.keys.explore import Explore
from fairtable.ui.keys.ring import (
    Ring,
    distance,
    nearest,
    reading_order,
)
from fairtable.ui.keys.words import KeyWords

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsLineItem

    from fairtable.ui.table.board_view import BoardView
    from fairtable.ui.table.controller import TableController
    from fairtable.ui.table.items import PieceItem

# Shown as _(KEYS_HELP) (keys_help()): marked here, translated when shown.
KEYS_HELP = N_("""On the board:
  Tab, Shift+Tab: the next or previous piece you may move now, then the other players' boards
    (past the last one, on to the side panels)
  Arrow keys: the nearest such piece or board that way
  Enter or Space on another player's board: open it, or fold it again
  Enter or Space on a piece: pick it up; its places light up with their hints
  Tab, Shift+Tab or the arrow keys: the next place for it, nearest first
  Enter: put it there; Escape: put it back
  Menu key or Shift+F10 on a piece: its menu (mortgage, sell back, activate ...); 1 to 9 picks a move
  I, Shift+I: look over the whole board, each place and then what lies on it (also in others' turns);
    Escape or Tab: back to the pieces you may move
  In another player's turn the keys on the board say whose turn it is; yours starts on your first piece
  A move that gives something up (a facility off the plaza, a Bude sold back) asks first

Buttons and menus:
  1 to 9: the Actions button that shows the number
  In a menu of several moves: 1 to 9 picks one, Escape none
  In the price dialog: 1 to 9 for a quick price, or type an amount and press Enter
  Ctrl+Z undo, Ctrl+Shift+Z redo, Ctrl+I hint, Ctrl+N new game, F1 the rules

The status bar says what the focus ring is on; a screen reader reads it as the board's description.""")


# The window's own keys, said after the board's (a message of its own: the board's help stays as translated).
KEYS_HELP_WINDOW = N_("""Between the board and the panels:
  F6, Shift+F6: the board, the Actions panel, the Players panel, the game log, in turn
  Ctrl+L: the board as a list, every place with what lies on it (Enter on a line shows it on the board;
    Ctrl+L again goes back)
  View > Screen reader announcements: every move, only your turn and big moments, or nothing""")


def keys_help() -> str:
    """The keyboard's help in the language spoken."""
    return _(KEYS_HELP) + "\n\n" + _(KEYS_HELP_WINDOW)

FORWARD_KEYS = {Qt.Key_Tab}
BACK_KEYS = {Qt.Key_Backtab}
ARROWS = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}
TAKE_KEYS = {Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space}
MENU_KEYS = {Qt.Key_Menu}  # and Shift+F10


class BoardKeys(RingDrawing, Explore, KeyWords, QObject):
    """The board's keyboard: the focus ring, picking a piece up and putting it down."""

    described = Signal(str)  # what the ring is on, for the status bar (only when the player moved it)
    relaid = Signal()  # the board was laid out again, or another game (or none) is at the table

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.controller: TableController | None = None
        self.focus: str | None = None  # the piece under the ring, or a seat's panel or tab (its plan key)
        self.held: str | None = None  # the piece picked up
        self.target: str | None = None  # the zone the held piece would go to
        self.targets: list[str] = []  # the held piece's targets, nearest first
        self.showing = False  # the keyboard is in use on the board: the ring is shown
        self.dropping: QPointF | None = None  # while a drop is played: where, in scene coordinates
        self.inspected: tuple[str, str] | None = None  # the place or piece looked at with I, or None
        self._was_acting = False  # the player could move at the last layout (the turn coming back moves the ring)
        self.description = ""
        self._quiet = False  # while the keys lay the board out again themselves: no description in between
        self._ring: Ring | None = None
        self._target_ring: Ring | None = None
        self._line: QGraphicsLineItem | None = None
        self._followed: PieceItem | None = None
        self._raised: tuple[PieceItem, float] | None = None
        view.setFocusPolicy(Qt.StrongFocus)
        view.setAccessibleName(_("Board"))
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)

    # -- the match at the table ---------------------------------------------------------------------

    def attach(self, controller: TableController | None) -> None:
        """Follow the table's controller (None: no game). The rings of the scene before are that scene's:
        it is being freed with them."""
        if self.controller is not None:
            try:
                self.controller.changed.disconnect(self.board_changed)
            except (RuntimeError, TypeError):
                pass
        self.controller = controller
        self.focus = self.held = self.target = None
        self.inspected = None
        self.targets = []
        self.showing = False
        self._ring = self._target_ring = None
        self._line = None
        self._followed = None
        self._raised = None
        self._set_description("")
        self._was_acting = self.acting()
        if controller is not None:
            controller.changed.connect(self.board_changed)
        self.relaid.emit()

    def acting(self) -> bool:
        """The person at the keyboard may move now: their turn, at the live game, their board shown."""
        c = self.controller
        return c is not None and c.human_to_act() and c.match.current_player() == c.viewer

    def waiting(self) -> bool:
        """A bot's turn, or another seat's: the keys neither move the ring nor open boards (a replay and a
        game over may be looked through)."""
        c = self.controller
        if c is None or c.replay_index is not None or c.match.is_over():
            return False
        return not self.acting()

    def _wait_words(self) -> str:
        c = self.controller
        assert c is not None
        cur = c.match.current_player()
        if cur is None or c.covered:
            return c.prompt()
        # TRANSLATORS: a key pressed on the board while another player (a bot) is to move
        return _("{name}'s turn: wait for yours (I looks over the board)").format(name=c.match.names[cur])

    def movable(self) -> list[str]:
        """The pieces the player may move now, in reading order."""
        c = self.controller
        if c is None:
            return []
        scene = c.scene
        rects = {pid: scene.pieces[pid].sceneBoundingRect() for pid in c.movable_pieces() if pid in scene.pieces}
        return reading_order(rects)

    def panels(self) -> list[str]:
        """The other seats' compact panels and the opened seats' fold tabs (their plan keys), in reading
        order."""
        c = self.controller
        if c is None:
            return []
        return reading_order({key: QRectF(item.rect) for key, item in c.scene.seat_panels.items()})

    def stops(self) -> list[str]:
        """Where Tab takes the ring: the pieces that may move, then the seats' panels and tabs."""
        return self.movable() + self.panels()

    def _rects(self, keys: list[str]) -> dict[str, QRectF]:
        c = self.controller
        assert c is not None
        scene = c.scene
        return {k: QRectF(scene.seat_panels[k].rect) if k in scene.seat_panels else scene.pieces[k].sceneBoundingRect()
                for k in keys}

    def toggle(self, key: str) -> None:
        """Enter on a seat's panel or tab: open that seat's board or fold it; the ring stays on the seat's
        panel or tab (the opened board's tab, the folded board's panel) while it is there."""
        c = self.controller
        item = c.scene.seat_panels.get(key) if c is not None else None
        if c is None or item is None:
            return
        seat = item.seat
        self._quiet = True  # the board laid out again says nothing: the ring's place after it is said once
        try:
            c.toggle_seat(seat)
        finally:
            self._quiet = False
        if self.controller is not c:
            return
        mine = [k for k, other in c.scene.seat_panels.items() if other.seat == seat]
        if mine:
            self.focus = mine[0]
        self.showing = True
        self._draw(say=True)

    def board_changed(self) -> None:
        """The board was laid out again (a move, an undo, a bot's move): the held piece is put back, and
        the ring stays on its piece (or the seat's panel or tab it is on) while that is still there, else
        goes to the nearest piece that may move."""
        c = self.controller
        if c is None:
            return
        if self.held is not None and self.dropping is None:
            self.held = self.target = None
            self.targets = []
        if self.inspected is not None and self.sight_rect(self.inspected) is None:
            self.inspected = None
        acting = self.acting()
        if acting and not self._was_acting:
            # the turn comes back: the ring is on the first piece the player may move (not where it was)
            self.inspected = None
            pieces = self.movable()
            self.focus = pieces[0] if pieces else None
        self._was_acting = acting
        stops = self.stops()
        if self.focus not in stops:
            old = c.scene.pieces.get(self.focus) if self.focus else None
            self.focus = None
            pieces = self.movable()  # a seat's panel has the ring only when the player took it there
            if pieces:
                if old is not None and old.scene() is c.scene:
                    origin = old.sceneBoundingRect().center()
                    rects = self._rects(pieces)
                    self.focus = min(pieces, key=lambda k: distance(rects[k].center(), origin))
                else:
                    self.focus = pieces[0]
        self._draw(say=False)
        self.relaid.emit()

    # -- keys ---------------------------------------------------------------------------------------

    def eventFilter(self, obj, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        kind = event.type()
        if obj is self.view:
            if kind == QEvent.KeyPress:
                return self.key(event.key(), event.modifiers())
            if kind == QEvent.FocusIn:
                self._focus_in(event.reason())
            elif kind == QEvent.FocusOut:
                self._focus_out(event.reason())
        elif kind == QEvent.MouseButtonPress and self.controller is not None:
            # A mouse player needs no ring; a piece held by the keyboard goes back.
            if self.held is not None:
                self.put_back(say=False)
            self.showing = False
            self._draw(say=False)
        return False

    def key(self, key: int, modifiers: Qt.KeyboardModifier = Qt.NoModifier) -> bool:
        """Handle one key on the board; False lets it go on (Tab out of the board, Ctrl+Tab, zoom ...)."""
        c = self.controller
        if c is None or modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
            return False
        if key == Qt.Key_Tab and modifiers & Qt.ShiftModifier:
            key = Qt.Key_Backtab
        if self.held is not None:
            return self._key_held(key)
        if key == Qt.Key_I:
            return self.inspect(back=bool(modifiers & Qt.ShiftModifier))
        if self.inspected is not None:
            self.inspected = None  # the ring leaves the place looked at: back to the pieces that may move
            if key == Qt.Key_Escape:
                self._draw(say=True)
                return True
        if self.waiting():
            if key in FORWARD_KEYS | BACK_KEYS:
                self.showing = False  # on to the side panels (the log, the players)
                self._draw(say=False)
                return False
            if key in ARROWS or key in TAKE_KEYS or key in MENU_KEYS or key == Qt.Key_F10:
                self._say(self._wait_words())  # said once: the same words again are no new description
                return True
            return False
        pieces = self.stops()
        if key in FORWARD_KEYS | BACK_KEYS:
            if not pieces:
                self.showing = False
                self._draw(say=False)
                return False  # nothing to go over: Tab goes on to the docks
            if not self.showing:
                self.showing = True
                if self.focus not in pieces:
                    self.focus = pieces[0] if key in FORWARD_KEYS else pieces[-1]
                self._draw(say=True)
                return True
            i = pieces.index(self.focus) if self.focus in pieces else -1
            i = i + 1 if key in FORWARD_KEYS else (i - 1 if i >= 0 else len(pieces) - 1)
            if not 0 <= i < len(pieces):
                self.showing = False  # past the end of the ring: on to the next widget
                self.focus = None  # and back in, the ring starts again from that end
                self._draw(say=False)
                return False
            self.focus = pieces[i]
            self._draw(say=True)
            return True
        if key in ARROWS:
            if not pieces:
                return False  # the arrows scroll the board
            if not self.showing or self.focus not in pieces:
                self.showing = True
                self.focus = self.focus if self.focus in pieces else pieces[0]
                self._draw(say=True)
                return True
            rects = self._rects(pieces)
            found = nearest(rects, rects[self.focus].center(), ARROWS[key], self.focus)
            if found is not None:
                self.focus = found
            self._draw(say=True)
            return True
        if key in TAKE_KEYS:
            if not pieces or (not self.showing and not self.movable()):
                self.showing = True
                self.focus = self.focus if self.focus in pieces else (pieces[0] if pieces else None)
                self._draw(say=False)
                here = self.words()
                # TRANSLATORS: why Enter did nothing, then what the focus ring is on
                self._say(_("{nothing}. {here}").format(nothing=self._nothing_to_move(), here=here) if here
                          else self._nothing_to_move())
                return True
            if not self.showing or self.focus not in pieces:
                self.showing = True
                self.focus = self.focus if self.focus in pieces else pieces[0]
                self._draw(say=True)
                return True
            if self.focus in c.scene.seat_panels:
                self.toggle(self.focus)
            else:
                self.pick_up()
            return True
        if key in MENU_KEYS or (key == Qt.Key_F10 and modifiers & Qt.ShiftModifier):
            if self.focus in c.scene.pieces:
                self.showing = True
                self.open_menu()
                return True
            return False
        if key == Qt.Key_Escape and self.showing:
            return True
        return False

    def _key_held(self, key: int) -> bool:
        c = self.controller
        assert c is not None and self.held is not None
        if key == Qt.Key_Escape:
            self.put_back(say=True)
            return True
        if key in TAKE_KEYS:
            self.drop()
            return True
        if key in FORWARD_KEYS | BACK_KEYS:
            i = self.targets.index(self.target) if self.target in self.targets else 0
            i = (i + (1 if key in FORWARD_KEYS else -1)) % len(self.targets)
            self._aim(self.targets[i])
            return True
        if key in ARROWS:
            rects = {zid: c.scene.zones[zid].rect for zid in self.targets}
            start = rects[self.target].center() if self.target in rects else c.scene.pieces[self.held].sceneBoundingRect().center()
            found = nearest(rects, start, ARROWS[key], self.target)
            self._aim(found if found is not None else self.target)
            return True
        return True  # a piece in hand: other keys do nothing on the board

    def _nothing_to_move(self) -> str:
        c = self.controller
        assert c is not None
        if c.human_to_act() and c.turn_buttons():
            return _("No piece to move now: the buttons in the Actions panel have the number keys 1 to 9")
        return _("No piece to move now")

    # -- picking up and putting down ------------------------------------------------------------------

    def pick_up(self) -> bool:
        """Pick the focused piece up: its targets light up as in a drag, the nearest is aimed at."""
        c = self.controller
        if c is None or self.focus is None or self.focus not in c.scene.pieces:
            return False
        piece = self.focus
        c.on_drag_started(piece)
        scene = c.scene
        shown = [zid for zid in scene.targets if zid in scene.zones]
        if not shown and c.piece_entries(piece):
            scene.clear_targets()
            return self.open_menu()  # a piece that is used, not moved: its menu
        if not shown:
            scene.clear_targets()
            self._say(_("{piece}: no place for it now").format(piece=self.piece_words(piece)))
            return False
        home = scene.pieces[piece].sceneBoundingRect().center()
        rects = {zid: scene.zones[zid].rect for zid in shown}
        order = {zid: i for i, zid in enumerate(reading_order(rects))}
        self.targets = sorted(shown, key=lambda z: (round(distance(rects[z].center(), home)), order[z]))
        self.held = piece
        self.showing = True
        self._aim(self.targets[0])
        return True

    def _aim(self, zone: str | None) -> None:
        c = self.controller
        assert c is not None
        if self.target in c.scene.zones:
            c.scene.zones[self.target].set_hot(False)
        self.target = zone
        if zone in c.scene.zones:
            c.scene.zones[zone].set_hot(True)
        self._draw(say=True)

    def open_menu(self) -> bool:
        """The focused piece's menu, opened at the piece (as a right click opens it at the pointer); the move
        chosen is played as a press of its button would be. False, and said so, when it has none now."""
        c = self.controller
        if c is None or self.focus is None or self.focus not in c.scene.pieces:
            return False
        piece = self.focus
        self._draw(say=False)
        self.dropping = c.scene.pieces[piece].sceneBoundingRect().center()  # where the menu opens
        c.by_keys = True  # a move that gives something up asks first (Presentation.destructive)
        try:
            opened = c.piece_menu(piece)
        finally:
            self.dropping = None
            c.by_keys = False
        if not opened:
            # TRANSLATORS: the Menu key on a piece that has no moves of its own now
            self._say(_("{piece}: no moves in its menu now").format(piece=self.piece_words(piece)))
        elif self.controller is c:
            self.board_changed()
        return opened

    def put_back(self, say: bool = True) -> None:
        """Escape: the held piece goes back where it lies; nothing is played."""
        c = self.controller
        if c is None or self.held is None:
            return
        piece = self.held
        self.held = self.target = None
        self.targets = []
        c.scene.clear_targets()
        self._quiet = say  # the piece put back is said once, not first the piece and then its going back
        try:
            self._draw(say=False)
        finally:
            self._quiet = False
        if say:
            self._magnify(c.scene.pieces.get(piece))  # the ring is on it again
            self._say(_("{piece}: put back").format(piece=self.piece_words(piece)))

    def drop(self) -> None:
        """Enter on a target: the drop a mouse would make there."""
        c = self.controller
        if c is None or self.held is None or self.target is None:
            return
        piece, zone = self.held, self.target
        scene = c.scene
        point = scene.zones[zone].rect.center() if zone in scene.zones else QPointF()
        scene.last_drop = QPointF(point)  # a refusal is said there, as at a mouse's drop point
        self.held = self.target = None
        self.targets = []
        scene.clear_targets()
        self._draw(say=False)
        self.dropping = point
        c.by_keys = True  # a move that gives something up asks first (Presentation.destructive)
        try:
            c.on_dropped(piece, zone)
        finally:
            self.dropping = None
            c.by_keys = False
        if self.controller is c:
            self.board_changed()

    def drop_point(self) -> QPoint | None:
        """Where on the screen the drop being played is (a choice menu opens there), or None."""
        if self.dropping is None:
            return None
        return self.view.viewport().mapToGlobal(self.view.mapFromScene(self.dropping))

    def _say(self, text: str) -> None:
        self._set_description(text)
        if text:
            self.described.emit(text)

    def _set_description(self, text: str) -> None:
        """The view's accessible description is what the ring is on: screen readers read it. Qt sends the
        DescriptionChanged event itself (one more would make a screen reader say each description twice)."""
        if text == self.description or self._quiet:
            return
        self.description = text
        self.view.setAccessibleDescription(text)

    # -- focus ----------------------------------------------------------------------------------------

    def _focus_in(self, reason: Qt.FocusReason) -> None:
        if self.controller is None or reason not in (Qt.TabFocusReason, Qt.BacktabFocusReason):
            return
        stops = self.stops()
        if not stops:
            return
        self.showing = True
        self.focus = stops[0] if reason == Qt.TabFocusReason else stops[-1]
        self._draw(say=True)

    def _focus_out(self, reason: Qt.FocusReason) -> None:
        if self.controller is None or reason in (Qt.PopupFocusReason, Qt.ActiveWindowFocusReason):
            return  # a menu or a question of the move being played; the window left for a moment
        if self.dropping is not None:
            return
        if self.held is not None:
            self.put_back(say=False)
        self.showing = False
        self._draw(say=False)
