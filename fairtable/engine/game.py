"""The contract every title implements.

A title is one :class:`Game` subclass, registered by id in :mod:`fairtable.engine.registry`. The table,
the bots, the command line and the tests know a title only through this contract. See
``docs/architecture.md`` for the whole picture.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from fairtable.engine.actions import Action, AmountRange, Drag, Gesture, OnPiece, Press
from fairtable.engine.errors import BadAction, IllegalAction, SetupError
from fairtable.engine.layout import Layout
from fairtable.engine.narration import Event, recording
from fairtable.engine.state import BaseState
from fairtable.i18n import N_, _, ngettext

S = TypeVar("S", bound=BaseState)

__all__ = ["BadAction", "GENERIC_PROMPT", "Game", "GameInfo", "IllegalAction", "Result", "SetupError", "first_error"]

# What the table says when a title does not name the decision: every title overrides ``prompt`` so that
# this is never shown (a test plays every title and looks for it). ``seat`` is the seat's token ("Seat 2"),
# which the table replaces by the person's name.
GENERIC_PROMPT = N_("{seat}, your move")


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    options: type[BaseModel]  # every field has a default; the new-game dialog shows them
    # The revision of how the title plays: its figures (resources/games/<id>/) and its rules. Raised whenever
    # a saved game's moves may play differently, so that a game saved before is told apart (engine/record.py);
    # tests/engine/test_game_versions.py notices a changed data file.
    version: int = 1
    summary: str = ""  # one or two sentences for the new-game dialog


@dataclass
class Result:
    """Final scores with a breakdown per player and the winners after tie-breaks."""

    scores: list[int]
    breakdown: list[list[tuple[str, int]]]  # per player: rows like ("Purchases", 23)
    winners: list[int]
    tiebreak: str = ""  # the tie-break that decided, in plain words; "" when none was needed
    extra: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "breakdown": [[[label, pts] for label, pts in rows] for rows in self.breakdown],
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
        }


class Game(ABC, Generic[S]):
    """One title's rules. Stateless: every method takes the state it works on.

    Subclasses set :attr:`info` and :attr:`action_types` (the tuple of the title's action classes) and
    implement the abstract methods. ``apply`` is final: it always runs ``check`` and never mutates its
    input; titles implement ``perform`` on a clone.
    """

    info: GameInfo
    action_types: tuple[type[Action], ...] = ()

    def __init__(self) -> None:
        self._action_adapter: TypeAdapter[Any] | None = None

    # -- setting up ---------------------------------------------------------------------------------

    def make_options(self, options: BaseModel | Mapping[str, Any] | None = None) -> BaseModel:
        """Validate options for this title; raises :class:`SetupError` with one line on bad input."""
        model = self.info.options
        if options is None:
            return model()
        if isinstance(options, model):
            return options
        data = options.model_dump() if isinstance(options, BaseModel) else dict(options)
        unknown = sorted(set(data) - set(model.model_fields))
        if unknown:
            # TRANSLATORS: the list of a title's options when it has none: "(options: none)"
            known = ", ".join(model.model_fields) or _("none")
            raise SetupError(_("Bad option for {game}: no option '{option}' (options: {known})").format(
                game=_(self.info.name), option=unknown[0], known=known))
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            raise SetupError(_("Bad option for {game}: {problem}").format(
                game=_(self.info.name), problem=first_error(exc))) from None

    def check_players(self, players: int) -> None:
        lo, hi = self.info.min_players, self.info.max_players
        if not lo <= players <= hi:
            raise SetupError(_("{game} is for {lo} to {hi} players, not {n}").format(
                game=_(self.info.name), lo=lo, hi=hi, n=players))

    def new_state(self, players: int, options: BaseModel | Mapping[str, Any] | None, seed: int) -> S:
        """Checked entry point: validates players and options, then calls :meth:`setup`."""
        self.check_players(players)
        return self.setup(players, self.make_options(options), seed)

    def new_state_told(self, players: int, options: BaseModel | Mapping[str, Any] | None,
                       seed: int) -> tuple[S, list[Event]]:
        """:meth:`new_state` and the events its automatic steps told (the deal, the first player ...)."""
        with recording() as events:
            state = self.new_state(players, options, seed)
        return state, events

    @abstractmethod
    def setup(self, players: int, options: Any, seed: int) -> S:
        """The state after setup (including any automatic setup steps), ready for the first decision."""

    # -- playing ------------------------------------------------------------------------------------

    @abstractmethod
    def current_player(self, state: S) -> int | None:
        """The seat to act, or None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action of the player to act (empty once the game is over)."""

    @abstractmethod
    def check(self, state: S, action: Action) -> str | None:
        """None when ``action`` is legal, else the reason in plain words."""

    @abstractmethod
    def perform(self, state: S, action: Action) -> None:
        """Carry out a checked action on ``state`` (a clone the title may mutate)."""

    def apply(self, state: S, action: Action) -> S:
        reason = self.check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        new = state.clone()
        self.perform(new, action)  # type: ignore[arg-type]
        return new  # type: ignore[return-value]

    def apply_told(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """:meth:`apply` and the events the action and every automatic step it set off told, with their
        values (:mod:`fairtable.engine.narration`). The action's own line is :meth:`describe`'s."""
        with recording() as events:
            new = self.apply(state, action)
        return new, events

    def is_over(self, state: S) -> bool:
        return self.current_player(state) is None

    @abstractmethod
    def result(self, state: S) -> Result:
        """Final (or, before the end, provisional) scores, breakdowns and winners."""

    @abstractmethod
    def observe(self, state: S, player: int, seed: int) -> S:
        """What ``player`` may know: hidden parts resampled consistently with what is public and with what
        that player knows, and the PRNG reseeded from ``seed``, so nobody can peek at future draws."""

    @abstractmethod
    def layout(self, state: S, viewer: int | None) -> Layout:
        """The board for ``viewer`` (None: a spectator who sees only what is public)."""

    @abstractmethod
    def heuristic(self, state: S, player: int) -> float:
        """An estimate of ``player``'s final standing (higher is better), for bots."""

    def level_heuristic(self, level: str) -> Callable[[S, int], float]:
        """The estimate a bot level plays by: :meth:`heuristic` unless the title gives the level its own
        (the festival game's Hard counts the rent still to come at a higher rate; docs/bots.md)."""
        return self.heuristic

    def component_taken(self, state: S, action: Action) -> str | None:
        """The component ``action`` takes, for the arena's record of what was played: a store, an ad, a
        game tile, a character, a festival group, named as "store: Ramen Shop"; None for any other action.
        ``state`` is before the action. The arena asks at every decision, so it must be cheap."""
        return None

    @abstractmethod
    def describe(self, state: S, action: Action, names: Sequence[str]) -> str:
        """One line for the log, e.g. "Anna buys Concordia for €35: 5 VP". ``state`` is before the action."""

    def prompt(self, state: S, viewer: int | None) -> str:
        """What the seat to act must decide now, in the words of the rulebook. Said to that seat when
        ``viewer`` is it ("Pick 2 of these 7 wish cards: drag them onto your wish cards"); to anybody else
        it says who decides what ("Seat 2 picks 2 of 7 wish cards"). Seats by number, as in layouts."""
        cur = self.current_player(state)
        if cur is None:
            return _("The game is over")
        return _(GENERIC_PROMPT).format(seat=f"Seat {cur + 1}")

    def confirm(self, state: S, action: Action) -> str | None:
        """A question the table asks once before a legal action the player may regret ("End your turn
        with 3 AP left?"); None to play it at once."""
        return None

    # -- records and tests --------------------------------------------------------------------------

    def parse_action(self, data: Any) -> Action:
        """Build an action of this title from JSON data; raises :class:`BadAction` with one line."""
        if self._action_adapter is None:
            union: Any = self.action_types[0]
            for t in self.action_types[1:]:
                union = union | t
            self._action_adapter = TypeAdapter(union)
        try:
            return self._action_adapter.validate_python(data)
        except ValidationError as exc:
            problem = first_error(exc)
            raise BadAction(_("not an action of {game}: {problem}").format(game=_(self.info.name), problem=problem),
                            game=_(self.info.name), problem=problem) from None

    def amount_range(self, state: S, action: Action) -> AmountRange | None:
        """For an action whose amount the player names freely: the amounts :meth:`check` accepts with its
        other fields as they are (None: the action has no free amount, or no amount is legal now). Of
        those, :meth:`legal_actions` lists only the quick choices, at least one; every listed action with
        a range has its own amount in it."""
        return None

    def candidate_actions(self, state: S) -> list[Action]:
        """A superset of the legal actions, legal or not, used by tests to probe :meth:`check`.
        Titles override it with every action of the right shape they can enumerate cheaply."""
        return self.legal_actions(state)

    def invariants(self, state: S) -> list[str]:
        """Broken invariants of ``state`` (components conserved, nothing negative ...); [] when sound."""
        return []

    def public_scores(self, state: S) -> list[int]:
        """Each seat's score as everyone at the table may know it now (the players dock, which every viewer
        of a hotseat game shares): the result's scores unless a title's provisional count includes something
        secret, which it then leaves out until the game is over. Equal in every seat's observation."""
        return self.result(state).scores

    def standings(self, state: S) -> list[str]:
        """Each seat's figure in the players dock, labelled ("23 VP"; the festival game: "cash 5.800 \u00b7
        worth 38.200"), from public information only (:meth:`public_scores`)."""
        return [self.format_score(score) for score in self.public_scores(state)]

    def projected(self, state: S, figure: str) -> str:
        """A standing that the end of the game would settle, said as one while the game goes on ("12 VP if the
        game ended now"); once it is over, the figure as it is."""
        if self.is_over(state):
            return figure
        # TRANSLATORS: a score the players dock shows before the end: "12 VP if the game ended now"
        return _("{score} if the game ended now").format(score=figure)

    def format_score(self, score: int) -> str:
        """A score as the players dock shows it ("23 VP"; the festival game counts wealth in Tacken)."""
        # TRANSLATORS: a score in victory points, as the players dock shows it
        return ngettext("{n} VP", "{n} VP", score).format(n=score)

    def format_points(self, points: int) -> str:
        """A number in the final score table, where the column says whose it is and the row what for
        (points as they are; the festival game's Tacken with thousands marks)."""
        return str(points)

    def round(self, state: S) -> int:
        """The round (or turn number) the game is in, for summaries."""
        return 0

    def turn_id(self, state: S) -> Hashable:
        """Identifies the current turn: undo never crosses a change of it."""
        return self.current_player(state)

    def reveals(self, before: S, action: Action, after: S) -> bool:
        """Whether ``action`` revealed hidden or random information (undo stops there). Any action that
        drew from the PRNG did; titles add their own cases."""
        return before.rng != after.rng

    # -- the table ----------------------------------------------------------------------------------

    def actions_for(self, state: S, gesture: Gesture) -> list[Action]:
        """The legal actions a gesture performs (several: the player chooses)."""
        return [a for a in self.legal_actions(state) if a.gesture() == gesture]

    def interpret(self, state: S, gesture: Gesture) -> Action | None:
        """The action a player most likely meant by an illegal gesture, so :meth:`check` can say why not."""
        return None

    def explain(self, state: S, gesture: Gesture) -> str:
        """Why a gesture does nothing, in plain words."""
        if self.is_over(state):
            return _("The game is over")
        action = self.interpret(state, gesture)
        if action is None:
            # The actions of the right shape that this gesture stands for, legal or not: the first one's
            # reason is the gesture's (a title's interpret knows better where it has one).
            action = next((a for a in self.candidate_actions(state) if a.gesture() == gesture), None)
        if action is not None:
            reason = self.check(state, action)
            if reason:
                return reason
        if isinstance(gesture, Drag):
            return _("That piece cannot go there")
        # TRANSLATORS: {label} is the text of a button
        return _("\u201c{label}\u201d is not possible now").format(label=self.press_words(gesture.label))

    def press_words(self, label: str) -> str:
        """A Press label in the player's words: by default the label through the catalog (a title marks its
        labels with ``N_``); a title whose labels carry figures words them itself."""
        return _(label)

    def button_text(self, state: S, action: Action) -> str:
        """The text on the button of a Press action (the label stays its identity); titles may say
        more than the label can, knowing the state. By default :meth:`press_words`."""
        gesture = action.gesture()
        return self.press_words(gesture.label) if isinstance(gesture, Press) else ""

    def on_piece(self, state: S, action: Action) -> OnPiece | None:
        """The piece a Press action belongs to, where the table offers it (its menu, and a drag to a place
        the rules name), or None for an Actions button (the default: every press is a button)."""
        return None

    def drag_targets(self, state: S, piece: str) -> dict[str, str]:
        """Zones where ``piece`` may be dropped now, each with a short hint for the table ("2 AP")."""
        out: dict[str, str] = {}
        for a in self.legal_actions(state):
            g = a.gesture()
            if isinstance(g, Drag) and g.piece == piece:
                out.setdefault(g.zone, "")
        return out

    def rules_text(self) -> str:
        """The rules summary shown in Help, in the player's language where there is one
        (resources/games/<id>/rules.<lang>.md), else the English one (rules.md)."""
        from fairtable.i18n import rules_file
        from fairtable.resources import resource_path

        path = rules_file(resource_path("games", self.info.id))
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            return f"# {_(self.info.name)}\n\n" + _("No rules summary is installed.")


def first_error(exc: ValidationError) -> str:
    """One line out of a pydantic error: where and what."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "value"
    return f"{where}: {err.get('msg', 'invalid')}"
