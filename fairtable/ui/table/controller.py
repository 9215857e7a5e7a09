"""The controller: turns gestures on the table into actions of the match; the bots' moves come from its
:class:`~fairtable.ui.table.bot_scheduler.BotScheduler`, the cover between hotseat turns from its
:class:`~fairtable.ui.table.hotseat.HotseatGuard`.

A drag or a button press is a gesture. One legal action for it is played; several ask the player to
choose; an action with a free amount (a Mauscheln price) asks for the amount, the listed ones as quick
choices; none leave the board as it was (the piece glides back) and show the engine's reason.

A press that belongs to one piece (``Presentation.on_piece``: a festival's mortgage, a building's activation) is
no Actions button: it is an entry of that piece's menu (a right click, or the Menu key on the keyboard's
focus ring), and where the rules name a place for it, a drag of the piece there performs it too. The
Actions panel keeps the phase's few buttons, each on the same place (and number key) for the whole turn.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QTimer, Signal

from fairtable.engine.actions import Action, AmountRange, Drag, Gesture, OnPiece, Press
from fairtable.engine.game import IllegalAction
from fairtable.engine.layout import Layout, Piece, name_seats, with_seat_names
from fairtable.engine.match import Match
from fairtable.i18n import _
from fairtable.ui.speeds import BANNER_MS
from fairtable.ui.table.bot_scheduler import BotScheduler
from fairtable.ui.table.controls import Controls
from fairtable.ui.table.hotseat import HotseatGuard
from fairtable.ui.table.scene import BoardScene
from fairtable.ui.table.seat_marks import mark_seats
from fairtable.ui.table.title_view import TitleView

QUICK_BANNER_MS = 2500  # with instant bots a banner still shows this long; nobody waits for it


def moved_pieces(old: Layout | None, new: Layout) -> set[str]:
    """The pieces a move changed: those that are new, changed zone, or turned over (not those only
    re-sorted inside their zone)."""
    if old is None:
        return set()
    before: dict[str, Piece] = {p.id: p for p in old.pieces}
    out: set[str] = set()
    for p in new.pieces:
        q = before.get(p.id)
        if q is None or q.zone != p.zone or q.face_up != p.face_up or q.label != p.label:
            out.add(p.id)
    return out


def title_view_for(game_id: str, seats) -> TitleView:  # type: ignore[no-untyped-def]
    """The title's own view (games/<id>/view.py, class VIEW) or the generic one."""
    try:
        module = importlib.import_module(f"fairtable.games.{game_id}.view")
    except ModuleNotFoundError:
        return TitleView(seats)
    return module.VIEW(seats)


class TableController(Controls, QObject):
    changed = Signal()  # the state or the viewer changed: panels refresh
    status = Signal(str)  # a message for the status bar (rejection reasons among them)
    logged = Signal(str)
    thinking = Signal(int, bool)  # seat, thinking or not
    game_over = Signal()
    cover = Signal(str)  # a human's name: hide the table until they are ready ("" = no cover)
    hinted = Signal(str, str)  # the label of the button a hint names ("" for a piece's move), and the hint's words
    banner = Signal(str)  # a big moment to show across the board ("" = take it down)
    refused = Signal(str, QPointF)  # a refused drop's reason and where it was dropped (scene coordinates)

    def __init__(self, match: Match, scene: BoardScene | None = None) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self.view = title_view_for(self.game.info.id, match.seats)
        self.scene = scene or BoardScene(self.view)
        self.scene.title_view = self.view
        self.scene.draggable = self.can_drag
        self.scene.drag_started.connect(self.on_drag_started)
        self.scene.dropped.connect(self.on_dropped)
        self.scene.seat_clicked.connect(self.toggle_seat)
        self.scene.piece_menu = self.piece_menu
        # The bots are held back while a replay or a banner is shown.
        self.scheduler = BotScheduler(match, self.play,
                                      lambda: self.replay_index is not None or self.banner_up or self.holding())
        # What else holds the bots back (a tutorial's step waiting to be read), and a last say on a move the
        # person chose (a tutorial's step that asks for another one): None, or the reason it is not played.
        self.holding: Callable[[], bool] = lambda: False
        self.vet: Callable[[Action], str | None] = lambda action: None
        # The move a hint names instead of the Normal bot's (a tutorial's step: its lesson), or None.
        self.lesson: Callable[[], Action | None] = lambda: None
        self.scheduler.thinking.connect(self.thinking)
        self.hotseat = HotseatGuard(match)
        self.hotseat.cover.connect(self.cover)
        self.choose: Callable[[list[Action], list[str]], Action | None] = lambda actions, lines: actions[0]
        # An action with a free amount: the quick choices (and their log lines) and the range; by default
        # one of the quick choices, as ``choose`` picks it.
        self.choose_amount: Callable[[list[Action], list[str], AmountRange], Action | None] = (
            lambda actions, lines, amounts: self.choose(actions, lines)
        )
        # A piece's menu: (label, text, what it does) of each of its moves; the label chosen, or None. By
        # default the first.
        self.choose_entry: Callable[[list[tuple[str, str, str]]], str | None] = (
            lambda entries: entries[0][0] if entries else None
        )
        self.viewer: int | None = self._first_viewer()
        self.replay_index: int | None = None  # not None while stepping through history
        self._legal: list[Action] = []
        self._drag_pieces: set[str] = set()
        self._on_piece: dict[str, OnPiece] = {}  # the presses offered on a piece (its menu), by label
        self._piece_texts: dict[str, str] = {}  # and their words
        self._layout: Layout | None = None
        self._layout_viewer: int | None = None  # whose board the last layout was
        self.closed = False
        self.hinting = False  # a hint's target is lit until the board changes
        self.banner_ms = BANNER_MS["normal"]  # 0: banners show, bots do not wait for them
        self.banner_up = False
        self.banner_rule = ""  # the rules' section behind the banner up (a catalog message), or ""
        self.refused_rule = ""  # and behind the last refusal  # the move whose banner is up
        self._banner_held = 0  # the move whose banner waits behind the cover
        self.ask: Callable[[str], bool] = lambda question: True  # a confirmation question; True = go on
        self.confirming = True  # ask the title's confirm() questions ("End your turn with 3 AP left?")
        self.by_keys = False  # the gesture being played comes from the keyboard: destructive moves ask too
        self.last_move: set[str] = set()  # pieces changed since the viewer's last action, outlined
        # The Actions buttons of the latest turns, each label -> text in the order they first showed in that
        # turn: a button keeps its place and number key for the whole turn, also when the turn comes back
        # after another seat answered (a Mauscheln offer).
        self._turns: dict[object, dict[str, str]] = {}

    # -- who sees the table -------------------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Whether the hotseat cover hides the table."""
        return self.hotseat.covered

    def _first_viewer(self) -> int | None:
        """Whose board a new table shows: the human to act; a lone human's while the bots play; with
        several humans and nobody of them to act, the public board until a human's turn."""
        h = self.hotseat.humans()
        cur = self.match.current_player()
        if cur is not None and cur in h:
            return cur
        return h[0] if len(h) == 1 else None

    def human_to_act(self) -> bool:
        cur = self.match.current_player()
        return cur is not None and not self.match.is_bot(cur) and self.replay_index is None and not self.covered

    def _update_viewer(self) -> None:
        cur = self.match.current_player()
        if cur is not None and not self.match.is_bot(cur):
            self.viewer = cur

    def uncover(self) -> None:
        """The person the cover names is at the screen: the table shows their board."""
        self.hotseat.ready(self.viewer)
        self.refresh(animate=False)
        if self._banner_held and self._banner_held == len(self.match.steps):
            self._show_banner()  # the big moment of the move that passed the table on

    def board_viewer(self) -> int | None:
        """Whose board the table draws: the viewer's, but the public board while the cover is up, and in a
        replay watched at a table of several humans (a past board holds secrets of its own)."""
        return self.hotseat.board_viewer(self.viewer, self.replay_index is not None)

    # -- showing ------------------------------------------------------------------------------------

    def shown_state(self):  # type: ignore[no-untyped-def]
        if self.replay_index is not None:
            return self.match.states[self.replay_index]
        return self.match.state

    def refresh(self, animate: bool = True) -> None:
        if self.hinting:
            self.hinting = False
            self.scene.clear_targets()
            self.scene.mark_piece(None)
        if self.replay_index is None:
            self.hotseat.guard(self.viewer)
        state = self.shown_state()
        shown = self.board_viewer()
        previous = self._layout if self._layout_viewer == shown else None
        self._layout_viewer = shown
        self._layout = with_seat_names(self.game.presentation.layout(state, shown), self.match.names)
        self.view.set_viewer(shown)  # own board first: the others' areas compact
        if self.replay_index is None and not self.covered:
            self.last_move |= moved_pieces(previous, self._layout)
            self.last_move &= {p.id for p in self._layout.pieces}
        else:
            self.last_move = set()
        self.scene.set_layout(self._layout, animate=animate)
        self.scene.mark_moved(self.last_move)
        mark_seats(self.scene, self.match.seats)  # each seat's pieces carry its initial, not only its colour
        self._legal = self.game.legal_actions(state) if self.human_to_act() else []
        self._sort_gestures(state)
        self.changed.emit()

    def layout(self) -> Layout | None:
        return self._layout

    def toggle_seat(self, seat: int) -> None:
        """Open another seat's compact area at full size, or fold it again (a click on its panel or tab)."""
        self.view.toggle_seat(seat)
        self.refresh()

    def legal(self) -> list[Action]:
        return list(self._legal)

    def prompt(self) -> str:
        """What the table asks now: the decision of the seat to act, said to the person looking."""
        state = self.shown_state()
        names = self.match.names
        if self.replay_index is not None:
            return _("Replay: step through the moves below the board.")
        cur = self.game.current_player(state)
        if cur is None:
            return _("The game is over.")
        viewer = self.board_viewer()
        text = name_seats(self.game.presentation.prompt(state, viewer if cur == viewer else None), names)
        if self.match.is_bot(cur):
            # TRANSLATORS: a bot's turn: its player's name, then what the bot is deciding
            return _("{name} (bot): {prompt}").format(name=names[cur], prompt=text)
        return text

    def undo_reason(self) -> str | None:
        """Why Edit > Undo cannot take anything back now (None when it can)."""
        if self.replay_index is not None:
            return _("Leave the replay to take back moves")
        return self.match.undo_blocker()

    # -- gestures -----------------------------------------------------------------------------------

    def can_drag(self, piece_id: str) -> bool:
        if not self.human_to_act():
            return False
        if piece_id in self._drag_pieces or any(on.piece == piece_id and on.zone for on in self._on_piece.values()):
            return True
        # Let a player try other pieces of their own or the common ones, so a refusal can say why.
        piece = self._layout.piece(piece_id) if self._layout else None
        return piece is not None and piece.face_up and piece.owner in (None, self.match.current_player()) and (
            piece.kind not in ("marker",)
        )

    def movable_pieces(self) -> set[str]:
        """The pieces the person to act may move or use now: each has a legal drag, or moves in its menu
        (the keyboard's focus ring goes over them)."""
        if not self.human_to_act():
            return set()
        return self._drag_pieces | {on.piece for on in self._on_piece.values()}

    def on_drag_started(self, piece_id: str) -> None:
        if self.human_to_act():
            targets = self.game.presentation.drag_targets(self.match.state, piece_id)
            for on in self._on_piece.values():
                if on.piece == piece_id and on.zone:
                    texts = [self._piece_texts[x] for x in self._drop_labels(piece_id, on.zone)]
                    # TRANSLATORS: the hint on a place where a drop offers several moves, then those moves
                    targets.setdefault(on.zone, texts[0] if len(texts) == 1 else _("Choose: {moves}").format(
                        moves=" / ".join(texts)))
            self.scene.show_targets(targets)

    def on_dropped(self, piece_id: str, zone_id: str) -> None:
        if not zone_id:
            self.refuse(_("Drop the piece on a space of the board"))
            self.refresh()
            return
        drag = Drag(piece=piece_id, zone=zone_id)
        labels = self._drop_labels(piece_id, zone_id) if self.human_to_act() else []
        if labels and not self.game.presentation.actions_for(self.match.state, drag):
            label = labels[0] if len(labels) == 1 else self.choose_entry(
                [(x, self._piece_texts[x], self._on_piece[x].tip) for x in labels])
            if label is None:
                self.refresh()  # the piece glides back
                return
            self.gesture(Press(label=label))
            return
        self.gesture(drag)

    def refuse(self, reason: str, gesture: Gesture | None = None) -> None:
        """Say why a gesture does nothing: in the status bar, and at the drop point for a drag (with a Rule link
        to the section of the rules behind the move it would have been)."""
        self.refused_rule = self._rule_of(gesture)
        self.status.emit(reason)
        if gesture is None or isinstance(gesture, Drag):
            self.refused.emit(reason, self.scene.last_drop)

    def _rule_of(self, gesture: Gesture | None) -> str:
        """The rules' section behind the move a gesture would be (its piece's, for a drag anywhere)."""
        if gesture is None or self.match.is_over():
            return ""
        state = self.match.state
        kinds = [a.kind for a in self.game.candidate_actions(state) if a.gesture() == gesture]
        if not kinds and isinstance(gesture, Drag):
            kinds = [a.kind for a in self.game.candidate_actions(state)
                     if isinstance(a.gesture(), Drag) and a.gesture().piece == gesture.piece]
        return self.game.presentation.rule_for(kinds[0]) if kinds else ""

    def press(self, label: str) -> None:
        self.gesture(Press(label=label))

    def gesture(self, gesture: Gesture) -> bool:
        """Play what a gesture means; False (with the reason shown) when it means nothing legal."""
        if self.replay_index is not None:
            self.status.emit(_("Leave the replay to play on"))
            self.refresh()
            return False
        if not self.human_to_act():
            reason = _("The game is over") if self.match.is_over() else _("Wait for your turn")
            self.refuse(reason, gesture)
            self.refresh()
            return False
        actions = self.game.presentation.actions_for(self.match.state, gesture)
        if not actions:
            self.refuse(name_seats(self.game.presentation.explain(self.match.state, gesture), self.match.names), gesture)
            self.refresh()  # the piece glides back
            return False
        action = actions[0]
        amounts = self.game.amount_range(self.match.state, action)
        if amounts is not None or len(actions) > 1:
            lines = [self.game.presentation.describe(self.match.state, a, self.match.names) for a in actions]
            if amounts is not None:
                chosen = self.choose_amount(actions, lines, amounts)
            else:
                chosen = self.choose(actions, lines)
            if chosen is None:
                self.refresh()
                return False
            action = chosen
        reason = self.vet(action)
        if reason:
            # A tutorial's nudge: in the status bar, and on the tutorial's card (a bubble over the board would
            # cover the very piece the step asks for).
            self.refused_rule = ""
            self.status.emit(reason)
            self.refresh()  # the piece glides back
            return False
        if self.confirming and action != self.lesson():  # a tutorial's step asked for this very move
            question = self.game.presentation.confirm(self.match.state, action)
            if not question and self.by_keys:
                question = self.game.presentation.destructive(self.match.state, action)
            if question and not self.ask(name_seats(question, self.match.names)):
                self.refresh()
                return False
        if action.player == self.viewer:
            self.last_move = set()  # the viewer acts: what others did before is seen
        return self.play(action)

    def play(self, action: Action) -> bool:
        try:
            line = self.match.play(action)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            self.refresh()
            return False
        self.status.emit(line)
        self.logged.emit(line)
        self.after_action()
        return True

    def after_action(self) -> None:
        self._update_viewer()
        self.refresh()
        self._show_banner()
        if self.match.is_over():
            self.game_over.emit()
            return
        self.schedule_bot()

    def _show_banner(self) -> None:
        """Show the big moments of the last move across the board, as the person looking is told them;
        bots wait until the banner is down."""
        if not self.match.steps:
            return
        if self.covered:
            self._banner_held = len(self.match.steps)  # shown once the next person is at the screen
            return
        self._banner_held = 0
        names = self.match.names
        events = [e for e in self.match.steps[-1].events if e.banner]
        moments = [name_seats(e.line(self.board_viewer()), names) for e in events]
        handed, self.hotseat.handed = self.hotseat.handed, None
        if handed is not None and not self.match.is_over():
            moments.append(_("{name}\u2019s turn").format(name=names[handed]))  # who plays now, at a shared screen
        if not moments:
            return
        self.banner_rule = self.game.presentation.rule_for(events[0].kind) if events else ""
        self.banner_up = self.banner_ms > 0
        self.banner.emit("\n".join(moments))
        self._banner_shown = len(self.match.steps)
        QTimer.singleShot(self.banner_ms or QUICK_BANNER_MS, lambda n=self._banner_shown: self._banner_timeout(n))

    def _banner_timeout(self, shown: int) -> None:
        if self.closed or self._banner_shown != shown:
            return  # a later banner took its place
        if self.banner_up:
            self.banner_done()
        else:
            self.banner.emit("")

    def banner_done(self) -> None:
        """The banner is down (its time is up, or a click took it down): bots go on."""
        if self.closed or not self.banner_up:
            return
        self.banner_up = False
        self.banner.emit("")
        self.schedule_bot()

    # -- bots ---------------------------------------------------------------------------------------

    def schedule_bot(self) -> None:
        self.scheduler.schedule()

    def cancel_bots(self) -> None:
        self.scheduler.cancel()

    def hint(self) -> bool:
        """Say what a Normal bot would play for the person to act, from what their seat may see; outline
        the piece and light its place, or outline the button to press. Normal plans in well under a tenth
        of a second, so it runs here, on the UI thread."""
        if not self.human_to_act():
            self.status.emit(_("A hint is for your own move") if not self.match.is_over() else _("The game is over"))
            return False
        cur = self.match.current_player()
        assert cur is not None
        from fairtable.bots.hint import hint_for

        lesson = self.lesson()
        if lesson is not None:
            from fairtable.bots.hint import Hint

            told = Hint(lesson)
        else:
            told = hint_for(self.game, self.match.state.clone(), cur, self.match.seed * 31 + len(self.match.steps),
                            self.match.names)
        action = told.action
        line = self.game.presentation.describe(self.match.state, action, self.match.names)
        gesture = action.gesture()
        if isinstance(gesture, Drag):
            piece = self._layout.piece(gesture.piece) if self._layout else None
            if piece is not None and piece.face_up and piece.label and piece.label not in line:
                # the log keeps a secret card's name to itself; its holder may see it
                # TRANSLATORS: a hinted move, then the card or piece it moves
                line = _("{move} ({piece})").format(move=line, piece=piece.label)
            # TRANSLATORS: written on the place a hint suggests (a noun: "the hint")
            self.scene.show_targets({gesture.zone: _("Hint")})
            zone = self.scene.zones.get(gesture.zone)
            if zone is not None and zone.quiet:
                zone.set_hot(True)  # a place lit only under a held piece (a facility's pair of cells) shows too
            self.scene.mark_piece(gesture.piece)
            self.hinting = True
        on = self._on_piece.get(gesture.label) if isinstance(gesture, Press) else None
        if on is not None:
            self.scene.mark_piece(on.piece)  # a move of the piece's menu: the piece is outlined
            self.hinting = True
        if lesson is not None:
            # TRANSLATORS: the Hint in a tutorial: the move the step asks for
            text = _("Hint: the step asks for: {move}").format(move=line)
        else:
            text = _("Hint: a Normal bot would play: {move}").format(move=line)
        if told.reasons:
            # TRANSLATORS: the Hint, then why, as the bot reckons it ("+5 VP now; Concordia is on your wish list")
            text = _("{hint}. Why: {reasons}").format(hint=text, reasons="; ".join(told.reasons))
        then = [step for step in told.then if step != line]
        if then:
            # TRANSLATORS: the Hint: the rest of the turn the bot planned after the move it suggests
            text = _("{hint}. Then: {moves}").format(hint=text, moves=" \u2192 ".join(then[:4]))
        if isinstance(gesture, Press) and on is None:
            self.hinted.emit(gesture.label, text)
        else:
            self.hinted.emit("", text)
        self.status.emit(text)
        return True

    # -- history ------------------------------------------------------------------------------------

    def undo(self) -> bool:
        if self.replay_index is not None:
            self.status.emit(_("Leave the replay to take back moves"))
            return False
        self.cancel_bots()
        reason = self.match.undo_blocker()
        undone = self.match.steps[-1].line if self.match.steps else ""
        ok = self.match.undo()
        if not ok:
            self.status.emit(reason or _("Nothing to take back"))
        else:
            # the status bar said the move; now it says that the move is taken back
            self.status.emit(_("Taken back: {move}").format(move=undone))
        if ok and self.banner_up:
            self.banner_up = False
            self.banner.emit("")
        self._update_viewer()
        self.refresh()
        self.schedule_bot()  # a refused undo cancelled a bot's move in the making; one taken back may leave a bot to act
        return ok

    def redo(self) -> bool:
        if self.replay_index is not None:
            self.status.emit(_("Leave the replay to play moves again"))
            return False
        self.cancel_bots()
        ok = self.match.redo()
        if not ok:
            self.status.emit(_("Nothing to redo"))
        if ok:
            self.after_action()
        else:
            self.refresh()
            self.schedule_bot()  # the bot whose move the refused redo cancelled moves after all
        return ok

    def set_replay(self, index: int | None) -> None:
        """Show the board after ``index`` moves (None: back to the live game)."""
        if index is not None:
            self.cancel_bots()
            index = max(0, min(index, len(self.match.steps)))
            self.hotseat.watch_replay()
        self.replay_index = index
        self.refresh(animate=True)
        if index is None:
            self.schedule_bot()

    def shutdown(self) -> None:
        """Stop the bots' thread and cut the links Qt holds to this controller, so that it and its
        scene are freed at once, while the QApplication still exists (Qt objects left for the
        interpreter's last clean-up crash the process on its way out)."""
        if self.closed:
            return
        self.closed = True
        self.scheduler.stop()
        for signal, slot in ((self.scene.drag_started, self.on_drag_started), (self.scene.dropped, self.on_dropped),
                             (self.scene.seat_clicked, self.toggle_seat)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.scene.dispose()
