"""What the table offers the person to act besides the board's drags: the Actions buttons, each on its place
and number key for the whole turn, and the pieces' menus (the presses a title puts on a piece,
``Presentation.on_piece``: a festival card's mortgage, an Empresario building's activation). A mixin of
:class:`fairtable.ui.table.controller.TableController`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairtable.engine.actions import Action, Drag, OnPiece, Press
from fairtable.engine.layout import name_seats
from fairtable.ui.keys.keycaps import NUMBER_KEYS

if TYPE_CHECKING:
    from collections.abc import Callable

    from fairtable.engine.game import Game
    from fairtable.engine.match import Match
    from fairtable.ui.table.scene import BoardScene


class Controls:
    """The Actions buttons and the pieces' menus of the controller."""

    if TYPE_CHECKING:
        game: Game
        match: Match
        scene: BoardScene
        viewer: int | None
        choose_entry: Callable[[list[tuple[str, str, str]]], str | None]
        _legal: list[Action]
        _drag_pieces: set[str]
        _on_piece: dict[str, OnPiece]
        _piece_texts: dict[str, str]
        _turns: dict[object, dict[str, str]]

        def human_to_act(self) -> bool: ...
        def gesture(self, gesture: Press | Drag) -> bool: ...

    def _sort_gestures(self, state) -> None:  # type: ignore[no-untyped-def]
        """The legal actions by where the table offers them: the pieces with a drag, the presses on a piece
        (its menu) and, left for :meth:`press_buttons`, the buttons."""
        self._drag_pieces = set()
        self._on_piece = {}
        self._piece_texts = {}
        names = self.match.names
        for a in self._legal:
            g = a.gesture()
            if isinstance(g, Drag):
                self._drag_pieces.add(g.piece)
            elif g.label not in self._on_piece:
                on = self.game.presentation.on_piece(state, a)
                # A piece that is not drawn (a folded seat's) keeps its moves as buttons.
                if on is not None and on.piece in self.scene.pieces:
                    self._on_piece[g.label] = on
                    self._piece_texts[g.label] = name_seats(self.game.presentation.button_text(state, a), names)

    def press_labels(self) -> list[str]:
        """The buttons for actions that are not drags, in the engine's order, each once."""
        return [label for label, _ in self.press_buttons()]

    def press_buttons(self) -> list[tuple[str, str]]:
        """(label, text shown) of every button, in the engine's order, each label once; the text names the
        seats' players ("Offer Open Flair to Ben"), the label stays the action's identity."""
        out: dict[str, str] = {}
        names = self.match.names
        for a in self._legal:
            g = a.gesture()
            if isinstance(g, Press) and g.label not in out and g.label not in self._on_piece:
                out[g.label] = name_seats(self.game.presentation.button_text(self.match.state, a), names)
        return list(out.items())

    def turn_buttons(self) -> list[tuple[str, str, str]]:
        """(label, text, why not) of the Actions buttons: each keeps its place for the whole turn, so a
        button never slides under the mouse; one not possible now says why ("" when it is possible)."""
        if not self.human_to_act():
            return []
        state = self.match.state
        key = (self.game.turn_id(state), self.game.current_player(state), self.viewer)
        if key not in self._turns:
            while len(self._turns) >= 8:  # the latest turns are enough to come back to
                del self._turns[next(iter(self._turns))]
            self._turns[key] = {}
        shown = self._turns[key]
        now = dict(self.press_buttons())
        for label, text in now.items():
            if label not in shown and len(shown) >= NUMBER_KEYS:
                # Every key is taken: the new button takes the place of the first one that is no longer
                # possible (Empresario's setup: a character, then Jesse's nine colours), so it has a key too.
                gone = next((x for x in shown if x not in now), None)
                if gone is not None:
                    shown = {(label if x == gone else x): (text if x == gone else t) for x, t in shown.items()}
                    self._turns[key] = shown
                    continue
            shown[label] = text
        names = self.match.names
        out = []
        for label, text in shown.items():
            why = "" if label in now else name_seats(self.game.presentation.explain(state, Press(label=label)), names)
            out.append((label, text, why))
        return out

    def on_piece(self, label: str) -> OnPiece | None:
        """Where the press ``label`` is offered when it belongs to a piece (its menu), else None."""
        return self._on_piece.get(label) if self.human_to_act() else None

    def piece_entries(self, piece_id: str) -> list[tuple[str, str, str]]:
        """The menu of a piece: (label, text, what it does) of each move that belongs to it now."""
        if not self.human_to_act():
            return []
        return [(label, self._piece_texts[label], on.tip) for label, on in self._on_piece.items() if on.piece == piece_id]

    def piece_menu(self, piece_id: str) -> bool:
        """Open a piece's menu (a right click, the Menu key on the focus ring) and play the move chosen;
        False when the piece has no move now (nothing opens)."""
        entries = self.piece_entries(piece_id)
        if not entries:
            return False
        label = self.choose_entry(entries)
        if label is not None:
            self.gesture(Press(label=label))
        return True

    def _drop_labels(self, piece_id: str, zone_id: str) -> list[str]:
        """The presses a drop of the piece on the zone stands for (a festival card on the Bank: its mortgage)."""
        return [label for label, on in self._on_piece.items() if on.piece == piece_id and on.zone == zone_id]
