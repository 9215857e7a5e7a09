"""What the board's keyboard says: a piece, a zone, a target and a seat's panel in words, for the status bar
and screen readers. A mixin of :class:`fairtable.ui.table.keyboard.BoardKeys` (it reads the keys'
controller, the piece held and the target aimed at)."""

from __future__ import annotations

from fairtable.engine.layout import Piece, Zone, name_seats
from fairtable.ui.table.items import SeatPanelItem


def art_noun(piece: Piece) -> str:
    """What a piece is when it carries no words: the last word of its art key ("marche/worker": Worker),
    else its kind."""
    parts = [p for p in piece.art.split("/")[1:] if p]
    word = parts[0] if parts else piece.kind
    return word.replace("_", " ").replace("-", " ").capitalize()


class KeyWords:
    """The words of the focus ring."""

    def piece_words(self, piece_id: str) -> str:
        """A piece as the status bar says it: its label and what its tooltip adds, whose it is when it is
        another seat's or has no words, and where it lies when it has no words at all."""
        c = self.controller
        layout = c.layout() if c is not None else None
        piece = layout.piece(piece_id) if layout is not None else None
        if c is None or layout is None or piece is None:
            return ""
        names = c.match.names
        label = name_seats(piece.label, names) if piece.face_up else ""
        owner = names[piece.owner] if piece.owner is not None and 0 <= piece.owner < len(names) else ""
        tip = piece.tooltip if piece.face_up else ""
        if not label or label == owner:
            words = art_noun(piece) if piece.face_up else f"Face-down {piece.kind}"
        elif label.isdigit():
            words = f"{art_noun(piece)} {label}"  # a die's number
        else:
            words = label
        if tip and words in tip:
            words = tip
        elif tip:
            words = f"{words}, {tip}"
        if owner and owner not in words:
            words = f"{words} ({owner})"
        if not piece.label and not piece.tooltip:
            zone = layout.zone(piece.zone)
            if zone is not None and zone.label:
                words = f"{words}, in {self.zone_words(zone)}"
        return words

    def zone_words(self, zone: Zone) -> str:
        """A zone by its label (its tooltip or id when it has none), with its owner's name when it is not
        the seat looking."""
        c = self.controller
        assert c is not None
        names = c.match.names
        words = zone.label or zone.tooltip or zone.id
        if zone.owner is not None and zone.owner != c.board_viewer() and 0 <= zone.owner < len(names):
            owner = names[zone.owner]
            if owner not in words:
                words = f"{words} ({owner})"
        return words

    def target_words(self, zone_id: str) -> str:
        c = self.controller
        assert c is not None
        layout = c.layout()
        zone = layout.zone(zone_id) if layout is not None else None
        words = f"to {self.zone_words(zone) if zone is not None else zone_id}"
        hint = c.scene.targets.get(zone_id, "")
        return f"{words}, {hint}" if hint else words

    def words(self) -> str:
        """What the ring is on now, or ""."""
        if self.controller is None:
            return ""
        if self.held is not None:
            text = self.piece_words(self.held)
            return f"{text}: {self.target_words(self.target)}" if self.target else text
        if self.focus is not None and self.focus in self.controller.scene.seat_panels:
            return self.panel_words(self.controller.scene.seat_panels[self.focus])
        if self.focus is not None:
            return self.piece_words(self.focus)
        return ""

    @staticmethod
    def panel_words(panel: SeatPanelItem) -> str:
        """A seat's compact panel or fold tab as the status bar says it: whose board, what Enter does, and
        the panel's figures."""
        if panel.tab:
            return f"{panel.name}'s board: press Enter to fold it"
        figures = f" ({', '.join(panel.figures)})" if panel.figures else ""
        return f"{panel.name}'s board: press Enter to open it{figures}"
