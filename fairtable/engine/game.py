"""The contract every title implements.

A title is one :class:`Game` subclass (its rules), with one
:class:`~fairtable.engine.presentation.Presentation` (how the table shows it) and one
:class:`~fairtable.engine.strategy.Strategy` (what bots know of it), registered by id in
:mod:`fairtable.engine.registry`. The table, the bots, the command line and the tests know a title only
through these three. See ``docs/architecture.md`` for the whole picture.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from fairtable.engine.actions import Action, AmountRange
from fairtable.engine.errors import BadAction, IllegalAction, SetupError
from fairtable.engine.narration import Event, recording
from fairtable.engine.state import BaseState
from fairtable.i18n import _

if TYPE_CHECKING:
    from fairtable.engine.presentation import Presentation
    from fairtable.engine.strategy import Strategy

S = TypeVar("S", bound=BaseState)

__all__ = ["BadAction", "Game", "GameInfo", "IllegalAction", "Result", "SetupError", "first_error"]



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

    @classmethod
    def listed(cls, game_id: str, options: type[BaseModel], version: int = 1) -> GameInfo:
        """The info of a title whose name, seats and summary the registry's listing gives (the welcome page
        shows them before any title is loaded), so they are written once."""
        from fairtable.engine.registry import LISTINGS

        listing = LISTINGS[game_id]
        return cls(id=listing.id, name=listing.name, min_players=listing.min_players,
                   max_players=listing.max_players, options=options, version=version, summary=listing.summary)


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

    The contract is small. A title sets :attr:`info`, :attr:`action_types`, :attr:`presentation_class` (how
    it shows itself at the table: :class:`~fairtable.engine.presentation.Presentation`) and
    :attr:`strategy_class` (what bots know of it: :class:`~fairtable.engine.strategy.Strategy`), and
    implements the seven abstract methods: :meth:`setup`, :meth:`current_player`, :meth:`legal_actions`,
    :meth:`check`, :meth:`perform`, :meth:`observe` and :meth:`result`. The other methods have defaults
    that a simple game keeps. ``apply`` is final: it always runs ``check`` and never mutates its input;
    titles implement ``perform`` on a clone.
    """

    info: GameInfo
    action_types: tuple[type[Action], ...] = ()
    presentation_class: type[Presentation[Any]]
    strategy_class: type[Strategy[Any]]

    def __init__(self) -> None:
        self._action_adapter: TypeAdapter[Any] | None = None
        self._kinds: tuple[set[str] | None] | None = None  # action_kinds(), worked out once
        self.presentation: Presentation[S] = self.presentation_class(self)
        self.strategy: Strategy[S] = self.strategy_class(self)

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

    def apply_told(self, state: S, action: Action, checked: bool = False) -> tuple[S, list[Event]]:
        """:meth:`apply` and the events the action and every automatic step it set off told, with their
        values (:mod:`fairtable.engine.narration`). The action's own line is the presentation's
        ``describe``. ``checked``: :meth:`check` has just passed the action on this state (a replay asks it
        first, for the reason), so it is not asked again."""
        with recording() as events:
            if checked:
                new = state.clone()
                self.perform(new, action)  # type: ignore[arg-type]
            else:
                new = self.apply(state, action)
        return new, events  # type: ignore[return-value]

    def is_over(self, state: S) -> bool:
        return self.current_player(state) is None

    @abstractmethod
    def result(self, state: S) -> Result:
        """Final (or, before the end, provisional) scores, breakdowns and winners."""

    @abstractmethod
    def observe(self, state: S, player: int, seed: int) -> S:
        """What ``player`` may know: hidden parts resampled consistently with what is public and with what
        that player knows (:func:`fairtable.engine.hidden.deal_back`), and the PRNG reseeded from ``seed``,
        so nobody can peek at future draws."""

    # -- optional, with defaults a simple game keeps --------------------------------------------------

    def public_scores(self, state: S) -> list[int]:
        """Each seat's score as everyone at the table may know it now: the result's scores unless a title's
        provisional count includes something secret, which it then leaves out until the game is over.
        Equal in every seat's observation."""
        return self.result(state).scores

    def round(self, state: S) -> int:
        """The round (or turn number) the game is in, for summaries."""
        return 0

    def still_in(self, state: S) -> list[int]:
        """The seats still in the game: every seat, unless the title puts players out before the end (the
        festival game's bankrupt players only watch). A table with no human seat still in offers to finish
        the game at once."""
        return list(range(state.players))

    def turn_id(self, state: S) -> Hashable:
        """Identifies the current turn: undo never crosses a change of it."""
        return self.current_player(state)

    def reveals(self, before: S, action: Action, after: S) -> bool:
        """Whether ``action`` revealed hidden or random information (undo stops there). Any action that
        drew from the PRNG did; titles add their own cases."""
        return before.rng != after.rng

    def amount_range(self, state: S, action: Action) -> AmountRange | None:
        """For an action whose amount the player names freely: the amounts :meth:`check` accepts with its
        other fields as they are (None: the action has no free amount, or no amount is legal now). Of
        those, :meth:`legal_actions` lists only the quick choices, at least one; every listed action with
        a range has its own amount in it."""
        return None

    def candidate_actions(self, state: S) -> list[Action]:
        """A superset of the legal actions, legal or not, used to probe :meth:`check` (the tests, and the
        reason a refused gesture is given). Titles override it with every action of the right shape they
        can enumerate cheaply."""
        return self.legal_actions(state)

    def component_taken(self, state: S, action: Action) -> str | None:
        """The component ``action`` takes, for the arena's record of what was played: a store, an ad, a
        game tile, a character, a festival group, named as "store: Ramen Shop"; None for any other action.
        ``state`` is before the action. The arena asks at every decision, so it must be cheap."""
        return None

    def invariants(self, state: S) -> list[str]:
        """Broken invariants of ``state`` (components conserved, nothing negative ...); [] when sound."""
        return []

    # -- records ------------------------------------------------------------------------------------

    def action_kinds(self) -> set[str] | None:
        """The ``kind`` of every action of this title, as its action classes spell it (None: a class does not
        spell its kinds out as a Literal)."""
        kinds: set[str] = set()
        for t in self.action_types:
            annotation = t.model_fields["kind"].annotation
            if get_origin(annotation) is not Literal:
                return None
            kinds.update(get_args(annotation))
        return kinds

    def parse_action(self, data: Any) -> Action:
        """Build an action of this title from JSON data; raises :class:`BadAction` with one line."""
        if self._action_adapter is None:
            union: Any = self.action_types[0]
            for t in self.action_types[1:]:
                union = union | t
            self._action_adapter = TypeAdapter(union)
        kind = data.get("kind") if isinstance(data, dict) else None
        if self._kinds is None:
            self._kinds = (self.action_kinds(),)
        kinds = self._kinds[0]
        if kind is not None and kinds is not None and (not isinstance(kind, str) or kind not in kinds):
            # Said here: the union's error would name the first action class's kind ("Input should be ...").
            problem = _("unknown action kind {kind}").format(kind=repr(kind)[:40])
            raise BadAction(_("not an action of {game}: {problem}").format(game=_(self.info.name), problem=problem),
                            game=_(self.info.name), problem=problem)
        try:
            return self._action_adapter.validate_python(data)
        except ValidationError as exc:
            problem = first_error(exc)
            raise BadAction(_("not an action of {game}: {problem}").format(game=_(self.info.name), problem=problem),
                            game=_(self.info.name), problem=problem) from None


def first_error(exc: ValidationError) -> str:
    """One line out of a pydantic error: where and what."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "value"
    return f"{where}: {err.get('msg', 'invalid')}"
