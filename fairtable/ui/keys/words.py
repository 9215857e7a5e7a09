"""What the board's keyboard says: a piece, a zone, a target and a seat's panel in words, for the status bar
and screen readers. A mixin of :class:`fairtable.ui.keys.board.BoardKeys` (it reads the keys'
controller, the piece held and the target aimed at)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairtable.engine.layout import Piece, Zone, name_seats
from fairtable.i18n import _, alternatives, ngettext, pgettext, series
from fairtable.ui.table.items import SeatPanelItem

if TYPE_CHECKING:
    from fairtable.ui.table.controller import TableController

SHOWN = 5  # the most pieces named in a place's list of what lies there
MOVES = 3  # the most moves a drop offers said with a place


def nouns() -> dict[str, str]:
    """The words for pieces that carry none, by the word of their art key or their kind, in the language
    spoken."""
    return {
        # art keys' words (marche/worker, festival/pawn/0, essen/popmarker ...)
        "worker": pgettext("piece", "Worker"), "customer": pgettext("piece", "Customer"),
        "blocker": pgettext("piece", "Blocker"), "die": pgettext("piece", "Die"),
        "popmarker": pgettext("piece", "Popmarker"), "owner": pgettext("piece", "Owner"),
        "pawn": pgettext("piece", "Pawn"), "crowd": pgettext("piece", "Crowd"), "offer": pgettext("piece", "Offer"),
        # the kinds
        "meeple": pgettext("piece", "Meeple"), "card": pgettext("piece", "Card"), "tile": pgettext("piece", "Tile"),
        "token": pgettext("piece", "Token"), "marker": pgettext("piece", "Marker"), "bill": pgettext("piece", "Bill"),
        "coin": pgettext("piece", "Coin"), "disc": pgettext("piece", "Disc"), "cube": pgettext("piece", "Cube"),
    }


def face_down(kind: str) -> str:
    """A face-down piece of ``kind`` in words."""
    words = {
        "card": _("Face-down card"), "tile": _("Face-down tile"), "token": _("Face-down token"),
        "marker": _("Face-down marker"), "bill": _("Face-down bill"), "coin": _("Face-down coin"),
    }
    return words.get(kind) or _("Face-down piece")


def art_noun(piece: Piece) -> str:
    """What a piece is when it carries no words: the last word of its art key ("marche/worker": Worker),
    else its kind."""
    parts = [p for p in piece.art.split("/")[1:] if p]
    word = parts[0] if parts else piece.kind
    known = nouns()
    if word in known:
        return known[word]
    return word.replace("_", " ").replace("-", " ").capitalize()


class KeyWords:
    """The words of the focus ring."""

    # What the keys (BoardKeys) hold, read here:
    controller: TableController | None
    focus: str | None  # the piece under the ring, or a seat's panel or tab (its plan key)
    held: str | None  # the piece picked up
    target: str | None  # the zone the held piece would go to

    def piece_words(self, piece_id: str, details: bool = True) -> str:
        """A piece as the status bar says it: its label and what its tooltip adds (not with ``details``
        False: a piece held, said again with each of its places), whose it is when it is another seat's or
        has no words, and where it lies when it has no words at all."""
        c = self.controller
        layout = c.layout() if c is not None else None
        piece = layout.piece(piece_id) if layout is not None else None
        if c is None or layout is None or piece is None:
            return ""
        names = c.match.names
        label = name_seats(piece.label, names) if piece.face_up else ""
        owner = names[piece.owner] if piece.owner is not None and 0 <= piece.owner < len(names) else ""
        tip = piece.tooltip if piece.face_up and (details or not label or label.isdigit()) else ""
        if not label or label == owner:
            words = art_noun(piece) if piece.face_up else face_down(piece.kind)
        elif label.isdigit():
            # TRANSLATORS: a piece that shows a number: a die and the number rolled
            words = _("{piece} {number}").format(piece=art_noun(piece), number=label)
        else:
            words = label
        if tip and words in tip:
            words = tip
        elif tip:
            # TRANSLATORS: a piece's name, then what its tooltip says of it
            words = _("{piece}, {details}").format(piece=words, details=tip)
        if owner and owner not in words:
            words = _("{piece} ({owner})").format(piece=words, owner=owner)
        if not piece.label and not piece.tooltip:
            alike = [p.id for p in sorted(layout.pieces, key=lambda p: p.order) if p.zone == piece.zone
                     and not p.label and not p.tooltip and (p.art, p.kind, p.owner, p.face_up) ==
                     (piece.art, piece.kind, piece.owner, piece.face_up)]
            if len(alike) > 1:
                # TRANSLATORS: one of several alike pieces lying in one place: "Customer 1 of 2"
                words = _("{piece} {n} of {count}").format(piece=words, n=alike.index(piece.id) + 1, count=len(alike))
            zone = layout.zone(piece.zone)
            if zone is not None and zone.label:
                words = _("{piece}, in {place}").format(piece=words, place=self.zone_words(zone))
        return words

    def zone_words(self, zone: Zone) -> str:
        """A zone by its label (its tooltip or id when it has none), with its owner's name when it is not
        the seat looking."""
        words = zone.label or zone.tooltip or zone.id
        if zone.label and zone.tooltip.startswith(zone.label) and len(zone.tooltip) < 3 * len(zone.label):
            words = zone.tooltip  # the tooltip tells it from its like ("Entrance 2", "Galeria 1")
        owner = self._other_owner(zone.owner)
        if owner and owner not in words:
            # TRANSLATORS: a place on the board, then the player it belongs to
            words = _("{place} ({owner})").format(place=words, owner=owner)
        return words

    def _other_owner(self, seat: int | None) -> str:
        """The name of the seat a place or piece belongs to, when that is not the seat looking; else ""."""
        c = self.controller
        assert c is not None
        names = c.match.names
        if seat is None or seat == c.board_viewer() or not 0 <= seat < len(names):
            return ""
        return names[seat]

    def short_words(self, piece: Piece) -> str:
        """A piece in a place's list of what lies there: its label (a face-down piece only its kind), else
        what it is, with its owner's name when it is not the seat looking."""
        c = self.controller
        assert c is not None
        names = c.match.names
        label = name_seats(piece.label, names) if piece.face_up else ""
        if not piece.face_up:
            words = face_down(piece.kind)
        elif label.isdigit():
            words = _("{piece} {number}").format(piece=art_noun(piece), number=label)
        else:
            words = label or art_noun(piece)
        owner = self._other_owner(piece.owner)
        if owner and owner not in words:
            words = _("{piece} ({owner})").format(piece=words, owner=owner)
        return words

    def contents(self, zone_id: str) -> str:
        """What lies in a place, in words: the title's own words for it where it has them
        (``Presentation.place_words``), else its pieces ("2 × Customer, Hotel"), or "empty"."""
        c = self.controller
        assert c is not None
        layout = c.layout()
        if layout is None:
            return ""
        own = c.game.presentation.place_words(c.shown_state(), zone_id, c.board_viewer())
        if own is not None:
            return name_seats(own, c.match.names)
        counts: dict[str, int] = {}
        for piece in sorted((p for p in layout.pieces if p.zone == zone_id), key=lambda p: p.order):
            words = self.short_words(piece)
            counts[words] = counts.get(words, 0) + 1
        if not counts:
            # TRANSLATORS: a place on the board with nothing on it
            return _("empty")
        # TRANSLATORS: how many of one piece lie in a place: "2 × Customer"
        items = [words if n == 1 else _("{count} × {piece}").format(count=n, piece=words) for words, n in counts.items()]
        if len(items) > SHOWN:
            # TRANSLATORS: the end of a list of what lies in a place, when it is long
            items = [*items[:SHOWN], ngettext("{n} more", "{n} more", len(items) - SHOWN).format(n=len(items) - SHOWN)]
        return series(items)

    def place_words(self, zone: Zone) -> str:
        """A place and what lies in it ("Section 2 (Ben): Hotel, 2 × Customer")."""
        # TRANSLATORS: a place on the board, then what lies in it
        return _("{place}: {contents}").format(place=self.zone_words(zone), contents=self.contents(zone.id))

    def target_words(self, zone_id: str) -> str:
        c = self.controller
        assert c is not None
        layout = c.layout()
        zone = layout.zone(zone_id) if layout is not None else None
        # TRANSLATORS: where a piece picked up with the keyboard would go
        words = _("to {place}").format(place=self.place_words(zone) if zone is not None else zone_id)
        hint = c.scene.targets.get(zone_id, "") or self.move_words(zone_id)
        # TRANSLATORS: a place a held piece may go to, then what going there does ("5 VP", "2 AP")
        return _("{target}, {hint}").format(target=words, hint=hint) if hint else words

    def move_words(self, zone_id: str) -> str:
        """What dropping the held piece on a place does, where the title gives it no hint: the move's log
        line ("Anna removes the Temporary Stage from row 1, columns 2 and 3 of the plaza for 3 wood"; several
        moves: one or another)."""
        from fairtable.engine.actions import Drag  # the first window is shown before the engine is loaded

        c = self.controller
        if c is None or self.held is None or not c.human_to_act():
            return ""
        state = c.match.state
        actions = c.game.presentation.actions_for(state, Drag(piece=self.held, zone=zone_id))
        lines = list(dict.fromkeys(name_seats(c.game.presentation.describe(state, a, c.match.names), c.match.names)
                                   for a in actions[:MOVES]))
        if len(actions) > MOVES:
            lines.append(ngettext("{n} more", "{n} more", len(actions) - MOVES).format(n=len(actions) - MOVES))
        return alternatives(lines, clauses=True)

    def words(self) -> str:
        """What the ring is on now, or ""."""
        if self.controller is None:
            return ""
        if self.held is not None:
            text = self.piece_words(self.held, details=False)  # its card was said when the ring came to it
            # TRANSLATORS: the piece held with the keyboard, then the place it would go to
            return _("{piece}: {target}").format(piece=text, target=self.target_words(self.target)) if self.target else text
        if self.focus is not None and self.focus in self.controller.scene.seat_panels:
            return self.panel_words(self.controller.scene.seat_panels[self.focus])
        if self.focus is not None:
            text = self.piece_words(self.focus)
            entries = self.controller.piece_entries(self.focus)
            if entries:
                # TRANSLATORS: the piece under the focus ring, then the moves of its menu
                text = _("{piece}. Menu key or Shift+F10: {moves}").format(
                    piece=text, moves="; ".join(entry[1] for entry in entries))
            return text
        return ""

    @staticmethod
    def panel_words(panel: SeatPanelItem) -> str:
        """A seat's compact panel or fold tab as the status bar says it: whose board, what Enter does, and
        the panel's figures."""
        if panel.tab:
            return _("{name}'s board: press Enter to fold it").format(name=panel.name)
        if panel.figures:
            return _("{name}'s board: press Enter to open it ({figures})").format(
                name=panel.name, figures=series(panel.figures))
        return _("{name}'s board: press Enter to open it").format(name=panel.name)
