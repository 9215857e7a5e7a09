"""How a title shows itself at the table: the second half of the contract (the first is
:class:`~fairtable.engine.game.Game`, the rules).

One object per title, one hook per concern:

- the board: :meth:`Presentation.layout`;
- what happened: :meth:`Presentation.describe` (the log line of an action);
- what to do: :meth:`Presentation.prompt`, and :meth:`Presentation.confirm` before a move one may regret;
- the buttons: :meth:`Presentation.button_text`, and :meth:`Presentation.on_piece` for a press that belongs
  to a piece;
- the scores: :meth:`Presentation.points_text` and :meth:`Presentation.standings`;
- the gestures: :meth:`Presentation.actions_for` (what a gesture does), :meth:`Presentation.drag_targets`
  (where a piece may go) and :meth:`Presentation.explain` (why a gesture does nothing).

A title must write the first three; the others have defaults a simple game keeps. Seats are named by their
token ("Seat 2", :func:`fairtable.engine.seats.seat_token`), which the table replaces by the person's name.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from fairtable.engine.actions import Action, Drag, Gesture, OnPiece, Press
from fairtable.engine.layout import Layout
from fairtable.engine.state import BaseState
from fairtable.i18n import _, ngettext

if TYPE_CHECKING:
    from fairtable.engine.game import Game

S = TypeVar("S", bound=BaseState)


@dataclass(frozen=True)
class Lesson:
    """A rule told the first time it comes up in a game (Teach as I play): when the game tells an event of
    ``kind``, the table shows ``title`` and ``text`` (catalog messages, marked with N_) once for that player and
    title, with a link to the rules' section whose heading holds ``rule``."""

    kind: str
    title: str
    text: str
    rule: str = ""


class Presentation(ABC, Generic[S]):
    """One title's table side. Stateless like the rules: every method takes the state it shows."""

    # The welcome page's picture of the title (ui/pictures.py): how many seats and seeded random moves it
    # shows (a board with something on it), and the zones it centres on with the room around them (a prefix
    # of zone ids), or "" for the middle of the whole board. None: the fewest seats, 10 moves, the middle.
    picture: tuple[int, int, str, float] | None = None
    #: The rules told the first time they come up in a game (Teach as I play), in the order a game meets them.
    lessons: tuple[Lesson, ...] = ()
    #: The section of the rules summary behind an action kind (a refused move's Rule link) or an event kind (a
    #: banner's): words of its heading (catalog messages, marked with N_); the key "" for any other kind.
    rule_sections: dict[str, str] = {}

    def rule_for(self, kind: str) -> str:
        """The heading words (a catalog message) of the rules' section behind an action or event kind, else
        the title's default section ("" where it has none)."""
        found = self.rule_sections.get(kind)
        if found is None:
            found = next((lesson.rule for lesson in self.lessons if lesson.kind == kind), None)
        return found if found is not None else self.rule_sections.get("", "")

    def __init__(self, game: Game[S]) -> None:
        self.game = game

    # -- required -----------------------------------------------------------------------------------

    @abstractmethod
    def layout(self, state: S, viewer: int | None) -> Layout:
        """The board for ``viewer`` (None: a spectator who sees only what is public)."""

    @abstractmethod
    def describe(self, state: S, action: Action, names: Sequence[str]) -> str:
        """One line for the log, e.g. "Anna buys Concordia for €35: 5 VP". ``state`` is before the action."""

    @abstractmethod
    def prompt(self, state: S, viewer: int | None) -> str:
        """What the seat to act must decide now, in the words of the rulebook. Said to that seat when
        ``viewer`` is it ("Pick 2 of these 7 wish cards: drag them onto your wish cards"); to anybody else
        it says who decides what ("Seat 2 picks 2 of 7 wish cards"). Once the game is over: "The game is
        over"."""

    # -- optional -----------------------------------------------------------------------------------

    def confirm(self, state: S, action: Action) -> str | None:
        """A question the table asks once before a legal action the player may regret ("End your turn
        with 3 AP left?"); None to play it at once."""
        return None

    def destructive(self, state: S, action: Action) -> str | None:
        """A question asked once before a legal action made from the keyboard that gives something up for
        good (a facility taken off the plaza, a festival sold back), where a slip of the key is easily made;
        None (the default) to play it at once."""
        return None

    def place_words(self, state: S, zone: str, viewer: int | None) -> str | None:
        """What lies in a place, said to ``viewer`` by the keyboard's focus ring and screen readers (the game on
        sale at a stand and whether it is on the viewer's wish list); None (the default) to name the pieces
        lying there. Never a secret ``viewer`` may not know."""
        return None

    def button_text(self, state: S, action: Action) -> str:
        """The text on the button of a Press action (the label stays its identity): by default the label
        through the catalog (a title marks its labels with ``N_``); a title may say more, knowing the
        state."""
        gesture = action.gesture()
        return _(gesture.label) if isinstance(gesture, Press) else ""

    def on_piece(self, state: S, action: Action) -> OnPiece | None:
        """The piece a Press action belongs to, where the table offers it (its menu, and a drag to a place
        the rules name), or None for an Actions button (the default: every press is a button)."""
        return None

    def points_text(self, points: int, unit: bool = True) -> str:
        """A score in words: with its unit as the players dock shows it ("23 VP"), or without, as the final
        score table shows it under a column that says whose it is."""
        if not unit:
            return str(points)
        # TRANSLATORS: a score in victory points, as the players dock shows it
        return ngettext("{n} VP", "{n} VP", points).format(n=points)

    def standings(self, state: S) -> list[str]:
        """Each seat's figure in the players dock, labelled ("23 VP"), from public information only
        (``Game.public_scores``), said as a projection while the game goes on."""
        return [self.projected(state, self.points_text(score)) for score in self.game.public_scores(state)]

    def actions_for(self, state: S, gesture: Gesture) -> list[Action]:
        """The legal actions a gesture performs (several: the player chooses)."""
        return [a for a in self.game.legal_actions(state) if a.gesture() == gesture]

    def drag_targets(self, state: S, piece: str) -> dict[str, str]:
        """Zones where ``piece`` may be dropped now, each with a short hint for the table ("2 AP")."""
        out: dict[str, str] = {}
        for a in self.game.legal_actions(state):
            g = a.gesture()
            if isinstance(g, Drag) and g.piece == piece:
                out.setdefault(g.zone, "")
        return out

    def explain(self, state: S, gesture: Gesture) -> str:
        """Why a gesture does nothing, in plain words: by default the reason ``Game.check`` gives for the
        first action of that shape (``Game.candidate_actions``). A title that knows better what a gesture
        meant passes that action to :meth:`refusal`."""
        return self.refusal(state, gesture, None)

    # -- shared by the hooks ------------------------------------------------------------------------

    def refusal(self, state: S, gesture: Gesture, meant: Action | None) -> str:
        """The reason ``gesture`` does nothing, ``meant`` being the action the player most likely meant
        (None: the first candidate action the gesture stands for)."""
        game = self.game
        if game.is_over(state):
            return _("The game is over")
        action = meant
        if action is None:
            action = next((a for a in game.candidate_actions(state) if a.gesture() == gesture), None)
        if action is not None:
            reason = game.check(state, action)
            if reason:
                return reason
        if isinstance(gesture, Drag):
            return _("That piece cannot go there")
        # TRANSLATORS: {label} is the text of a button
        return _("\u201c{label}\u201d is not possible now").format(label=_(gesture.label))

    def projected(self, state: S, figure: str) -> str:
        """A standing that the end of the game would settle, said as one while the game goes on ("12 VP if
        the game ended now"); once it is over, the figure as it is."""
        if self.game.is_over(state):
            return figure
        # TRANSLATORS: a score the players dock shows before the end: "12 VP if the game ended now"
        return _("{score} if the game ended now").format(score=figure)

    def rules_text(self) -> str:
        """The rules summary shown in Help, in the player's language where there is one
        (resources/games/<id>/rules.<lang>.md), else the English one (rules.md)."""
        from fairtable.i18n import rules_file
        from fairtable.resources import resource_path

        path = rules_file(resource_path("games", self.game.info.id))
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            return f"# {_(self.game.info.name)}\n\n" + _("No rules summary is installed.")


def over_prompt() -> str:
    """The prompt once the game is over."""
    return _("The game is over")


__all__ = ["Presentation", "over_prompt"]
