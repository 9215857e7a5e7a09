"""Records: a whole game as JSON (format, version, app version, game, the title's version, options, seats,
seed, actions).

Loading validates the file with pydantic and replays the actions; the first action that does not apply is
reported by its move number and the engine's reason (:class:`UnplayableMove`). Errors are
:class:`RecordError` with one line.

A title's figures and rules change between versions of fairtable (``GameInfo.version``): a game saved
before may then have a move that no longer plays. Such a game is not lost: ``replay_record(...,
salvage=True)`` replays it up to the last move that still plays, and the reason says when the game was
saved by a fairtable whose title plays differently. Format 1 records do not say the title's version.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from fairtable.engine.actions import Action
from fairtable.engine.errors import BadAction, RecordError, SetupError
from fairtable.engine.game import Game, first_error
from fairtable.engine.narration import Event
from fairtable.engine.rng import SEED_MAX, SEED_MIN, seed_fits
from fairtable.engine.seats import clean_name, seat_token
from fairtable.engine.state import BaseState
from fairtable.i18n import N_, _, listing, ngettext, series
from fairtable.i18n import number as local_number
from fairtable.paths import NotRegularFile, open_regular

FORMAT = "fairtable-record"
FORMAT_VERSION = 2  # 2: the title's version (game_version); format 1 is read too

# The bot levels a record may name: the level id and the name the app shows. fairtable.bots.base makes a bot
# of each (a test keeps the two lists equal); the engine knows only the names, so it never imports a bot.
# The names are English here (a record may name a level by its English name); shown, they go through _().
BOT_LEVEL_NAMES: dict[str, str] = {
    "random": N_("Random"),
    # TRANSLATORS: a bot level: Random, Normal, Hard
    "greedy": N_("Normal"),
    # TRANSLATORS: a bot level: Random, Normal, Hard
    "thinker": N_("Hard"),
}

COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def known_level(level: str) -> str | None:
    """The level id for a level id or its shown name ("Normal" -> "greedy"), or None when there is none."""
    key = level.strip().lower()
    if key in BOT_LEVEL_NAMES:
        return key
    return next((level_id for level_id, name in BOT_LEVEL_NAMES.items() if name.lower() == key), None)


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    colour: str = "#888888"  # #rrggbb
    kind: Literal["human", "bot"] = "human"
    level: str | None = None  # the bot level when kind is "bot" (None: Random); a human's is ignored

    @field_validator("name", mode="before")
    @classmethod
    def _name(cls, value: Any) -> Any:
        return clean_name(value) if isinstance(value, str) else value

    @field_validator("colour")
    @classmethod
    def _colour(cls, value: str) -> str:
        if not COLOUR.fullmatch(value):
            raise PydanticCustomError("colour", _("a colour is written #rrggbb, not {value}"), {"value": repr(value[:20])})
        return value

    @field_validator("level")
    @classmethod
    def _level(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None or info.data.get("kind") != "bot":
            return value
        if known_level(value) is None:
            known = series(BOT_LEVEL_NAMES)
            raise PydanticCustomError(
                "bot_level", _("no bot level {value} (known: {known})"), {"value": repr(value[:20]), "known": known})
        return value


class AutosaveInfo(BaseModel):
    """What the welcome page's Continue list shows of an autosaved game without replaying it; written with
    every autosave, never into a saved game."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(None, max_length=60)  # the name the players gave the game
    round: int = Field(0, ge=0)
    over: bool = False
    saved: str = ""  # when it was last played: ISO 8601, UTC
    tutorial: str | None = Field(None, max_length=40)  # the title whose guided first game this is (Learn to play)


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: str
    version: int
    app_version: str
    game: str
    game_version: int | None = Field(None, ge=1)  # the title's GameInfo.version; None: a format 1 record
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatRecord]
    seed: int
    actions: list[dict[str, Any]] = Field(default_factory=list)
    autosave: AutosaveInfo | None = None  # only in the files of <data>/games/
    # The seats (from 1) whose names held characters a name may not (engine/seats.py), taken out on reading
    _cleaned_names: list[int] = PrivateAttr(default_factory=list)

    @model_validator(mode="wrap")
    @classmethod
    def _clean_names(cls, data: Any, handler: Any) -> Record:
        """A name with a line break, a control or a direction character is read without them, never refused:
        a game is not lost over a name. A name of nothing else is the seat's token ("Seat 2")."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            return handler(data)  # type: ignore[no-any-return]
        seats, cleaned = [], []
        for number, seat in enumerate(data["seats"], start=1):
            name = seat.get("name") if isinstance(seat, dict) else None
            if isinstance(name, str) and clean_name(name) != name:
                seat = {**seat, "name": clean_name(name)[:40] or seat_token(number - 1)}
                cleaned.append(number)
            seats.append(seat)
        record: Record = handler({**data, "seats": seats} if cleaned else data)
        record._cleaned_names = cleaned
        return record

    @property
    def cleaned_names(self) -> list[int]:
        """The seats (from 1) whose names held characters a name may not hold, taken out on reading."""
        return list(self._cleaned_names)

    def names_note(self) -> str:
        """One line that says which seats' names were cleaned on reading; empty when none was."""
        cleaned = self._cleaned_names
        if not cleaned:
            return ""
        # TRANSLATORS: {seats} is a seat number or a list of them ("1 and 3"); control characters are line breaks,
        # tabs and the like; direction characters turn text right to left
        return ngettext("The name of seat {seats} held control or direction characters; they were taken out",
                        "The names of seats {seats} held control or direction characters; they were taken out",
                        len(cleaned)).format(seats=listing(str(n) for n in cleaned))

    @classmethod
    def create(
        cls,
        game: Game,
        options: BaseModel | dict[str, Any] | None,
        seats: Sequence[SeatRecord | str],
        seed: int,
        actions: Sequence[Action],
        autosave: AutosaveInfo | None = None,
    ) -> Record:
        from fairtable import __version__

        opts = game.make_options(options)
        return cls(
            format=FORMAT,
            version=FORMAT_VERSION,
            app_version=__version__,
            game=game.info.id,
            game_version=game.info.version,
            options=opts.model_dump(mode="json"),
            seats=[s if isinstance(s, SeatRecord) else SeatRecord(name=s) for s in seats],
            seed=seed,
            actions=[a.to_data() for a in actions],
            autosave=autosave,
        )

    def to_json(self) -> str:
        # A saved game keeps the nine fields every fairtable since format 2 reads; only an autosave says more.
        return self.model_dump_json(indent=1, exclude={"autosave"} if self.autosave is None else None)

    @classmethod
    def from_json(cls, text: str) -> Record:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(_("Not a fairtable record: a record is at most {size}").format(
                size=megabytes(MAX_RECORD_BYTES)))
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(_("Not a fairtable record: the file is not valid JSON (line {line})").format(
                line=exc.lineno)) from None
        except RecursionError:
            raise RecordError(_("Not a fairtable record: the file is nested too deeply")) from None
        except ValueError:  # Python refuses to read a whole number of more than 4300 digits
            raise RecordError(_("Not a fairtable record: the file holds a number too long to read")) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(_("Not a fairtable record: the file does not say it is one"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError(_("Damaged record: version: must be a whole number from 1 up"))
        if version > FORMAT_VERSION:
            raise RecordError(_("This record was made by a newer fairtable (record format {version}; this one reads "
                                "up to {known})").format(version=version, known=FORMAT_VERSION))
        if nested_deeper_than(data, MAX_NESTING):
            raise RecordError(_("Damaged record: it is nested more than {n} levels deep").format(n=MAX_NESTING))
        if "autosave" in data and not _good_autosave(data["autosave"]):
            # Only the Continue list reads it, and the game is whole without it: a damaged one is dropped.
            data = {key: value for key, value in data.items() if key != "autosave"}
        try:
            record = cls.model_validate(data)
        except ValidationError as exc:
            raise RecordError(_("Damaged record: {problem}").format(problem=first_error(exc))) from None
        except RecursionError:
            raise RecordError(_("Damaged record: it is nested too deeply")) from None
        if not seed_fits(record.seed):
            raise RecordError(_("Damaged record: seed: must be a whole number from {lo} to {hi}").format(
                lo=SEED_MIN, hi=SEED_MAX))
        return record

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            with open_regular(path, "rb") as fh:
                size = os.fstat(fh.fileno()).st_size
                if size > MAX_RECORD_BYTES:
                    raise RecordError(too_big(path, size))
                # Read one byte past the limit: a file whose size the system does not know stops there too.
                raw = fh.read(MAX_RECORD_BYTES + 1)
        except FileNotFoundError:
            raise RecordError(_("No such file: {path}").format(path=path)) from None
        except IsADirectoryError:
            raise RecordError(_("{path} is a folder, not a record file").format(path=path)) from None
        except NotRegularFile:  # a FIFO or a device: it might never end, or never even open
            raise RecordError(_("{path} is not a regular file").format(path=path)) from None
        except PermissionError:
            raise RecordError(_("Cannot read {path}: permission denied").format(path=path)) from None
        except OSError as exc:
            # TRANSLATORS: {reason} is the system's own words ("No space left on device")
            raise RecordError(_("Cannot read {path}: {reason}").format(
                path=path, reason=exc.strerror or exc.__class__.__name__)) from None
        if len(raw) > MAX_RECORD_BYTES:
            raise RecordError(too_big(path, len(raw)))
        try:
            text = raw.decode("utf-8-sig")  # an editor may have put a byte order mark before the JSON
        except UnicodeDecodeError:
            raise RecordError(_("Not a fairtable record: {path} is not a text file").format(path=path)) from None
        return cls.from_json(text)


def _good_autosave(block: Any) -> bool:
    if block is None:
        return True
    try:
        AutosaveInfo.model_validate(block)
    except (ValidationError, RecursionError):
        return False
    return True


# A real game's record is well under 100 KB (the longest self-played game, six seats of the festival game,
# about 50 KB) and nests five levels deep: these limits are far above any game and far below trouble.
MAX_RECORD_BYTES = 20 * 1024 * 1024
MAX_NESTING = 32


def megabytes(size: int) -> str:
    """``20 MB``, ``200 MB``, ``20.1 MB`` (rounded up, so a file past the limit never reads as the limit)."""
    tenths = math.ceil(size / (1024 * 1024) * 10)
    # TRANSLATORS: a file size in megabytes
    return _("{size} MB").format(size=local_number(tenths // 10 if tenths % 10 == 0 else tenths / 10))


def too_big(path: str | Path, size: int) -> str:
    return _("Not a fairtable record: {path} is {size}; a record is at most {limit}").format(
        path=path, size=megabytes(size), limit=megabytes(MAX_RECORD_BYTES))


def nested_deeper_than(data: Any, limit: int) -> bool:
    """Whether lists and objects in ``data`` nest more than ``limit`` levels deep (without recursion)."""
    if not isinstance(data, (dict, list)):
        return False
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        children = node.values() if isinstance(node, dict) else node
        for child in children:
            if isinstance(child, (dict, list)):
                if depth + 1 > limit:
                    return True
                stack.append((child, depth + 1))
    return False


class UnplayableMove(RecordError):
    """A move of the record that is no action of the title or does not play here. ``number``: that move
    (from 1); ``playable``: the moves before it, which do; ``total``: the record's moves; ``record``: the
    record, to replay with ``salvage=True``; ``other_version``: whether the game was saved by a fairtable
    whose title plays differently (or one that did not say)."""

    def __init__(self, message: str, number: int, total: int, record: Record, other_version: bool) -> None:
        super().__init__(message)
        self.number = number
        self.playable = number - 1
        self.total = total
        self.record = record
        self.other_version = other_version


@dataclass
class Replayed:
    game: Game
    options: BaseModel
    states: list[BaseState]  # states[i] is the state before action i; states[-1] the final one (on_move: those two)
    actions: list[Action]
    setup_events: list[Event] = field(default_factory=list)  # what setting the game up told
    events: list[list[Event]] = field(default_factory=list)  # events[i]: what action i told
    stopped: UnplayableMove | None = None  # salvage: the move the replay stopped before (None: all played)

    @property
    def state(self) -> BaseState:
        return self.states[-1]


def other_version(record: Record, game: Game) -> bool:
    """Whether the record was saved by a fairtable whose title plays differently (or did not say how)."""
    return record.game_version != game.info.version


def version_note(record: Record, game: Game) -> str:
    """Why a move of the record may not play here: said after the reason when the title's version differs."""
    name = _(game.info.name)
    if record.game_version is None:
        return _("the game was saved by an earlier fairtable, whose {game} may play differently").format(game=name)
    return _("the game was saved by a fairtable whose {game} plays differently").format(game=name)


Told = Callable[[Game, BaseState, list[Event]], None]
Moved = Callable[[int, BaseState, Action, BaseState, list[Event] | None], None]


def replay_record(record: Record, game: Game | None = None, salvage: bool = False, on_setup: Told | None = None,
                  on_move: Moved | None = None) -> Replayed:
    """Set the game up from the record and apply every action, keeping every state. A move that does not
    play raises :class:`UnplayableMove`; with ``salvage`` the replay stops before it instead and says so in
    ``Replayed.stopped``.

    A long game's states and stories take too much room to keep every one: with ``on_move`` each move is
    handed over as it is replayed (``on_move(number, before, action, after, None)``, after
    ``on_setup(game, state, events)``), untold (``Game.apply_told`` tells it again where its events are
    wanted), and ``Replayed`` keeps only the first and the last state and no events."""
    from fairtable.engine.registry import get_game

    try:
        game = game or get_game(record.game)
        if record.game != game.info.id:
            raise RecordError(_("This is a record of '{game_id}', not of {game}").format(
                game_id=record.game, game=_(game.info.name)))
        options = game.make_options(record.options)
        state, setup_events = game.new_state_told(len(record.seats), options, record.seed)
    except SetupError as exc:
        raise RecordError(str(exc)) from None
    states = [state]
    actions: list[Action] = []
    told: list[list[Event]] = []
    total = len(record.actions)
    if on_setup is not None:
        on_setup(game, state, setup_events)
    parsed: dict[Any, Action] = {}  # a long game repeats the same few moves: each is read once, and kept once
    for number, data in enumerate(record.actions, start=1):
        try:
            key = _action_key(data)
            action = parsed.get(key) if key is not None else None
            if action is None:
                action = game.parse_action(data)
                if key is not None:
                    parsed[key] = action
        except BadAction as exc:
            problem = _("Move {number} is not an action of {game}: {problem}").format(
                number=number, game=exc.game or _(game.info.name), problem=exc.problem)
            action, reason = None, problem
        else:
            reason = game.check(state, action)
            if reason is not None:
                reason = _("Move {number} cannot be played: {reason}").format(number=number, reason=reason)
        if reason is not None:
            differs = other_version(record, game)
            if differs:
                # TRANSLATORS: {reason} says why a move does not play; {note} that the game was saved by another version
                reason = _("{reason} ({note})").format(reason=reason, note=version_note(record, game))
            stop = UnplayableMove(reason, number, total, record, differs)
            if not salvage:
                raise stop
            if on_move is not None and actions:
                states.append(state)
            return Replayed(game, options, states, actions, setup_events, told, stop)
        assert action is not None
        actions.append(action)
        if on_move is None:
            state, events = game.apply_told(state, action, checked=True)
            states.append(state)
            told.append(events)
        else:
            before, state = state, state.clone()
            game.perform(state, action)  # untold: telling costs more than the move itself (on_move asks if it must)
            on_move(number, before, action, state, None)
    if on_move is not None and actions:
        states.append(state)
    return Replayed(game, options, states, actions, setup_events, told)


def _action_key(data: Any) -> tuple[Any, ...] | None:
    """A key under which equal actions of a record are read once (None for one that holds lists or objects)."""
    if type(data) is not dict:
        return None
    key = (tuple(data.items()), tuple(map(type, data.values())))  # with the types: true is not read as 1
    try:
        hash(key)
    except TypeError:
        return None
    return key
