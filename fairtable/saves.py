"""The autosaved games: one record file per game in ``<data>/games/``, what the Continue list shows of them,
renaming, deleting, damaged files set aside, and the move from the old single ``autosave.json``.

A game gets its id when it starts (:func:`new_game_id`) and keeps it when it is continued; a game opened
from a saved file gets a new one, so opening or starting a game never overwrites another. Each file is a
fairtable record (it opens with Game > Open and ``fairtable replay``) with an ``autosave`` field: the name the
players gave the game, its round, whether it is over and when it was last played.

No Qt and no pydantic: the welcome page lists the games before the engine is loaded, reading the few fields
it shows straight from each file's JSON. A finished game's autosave is kept, marked over, and not offered
again; only the newest :data:`KEEP_FINISHED` of them are kept.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from fairtable.engine.seats import clean_name
from fairtable.i18n import _
from fairtable.paths import atomic_write, games_dir, legacy_autosave_path, open_regular

RECORD_FORMAT = "fairtable-record"  # engine/record.py's FORMAT, without loading pydantic
MAX_RECORD_BYTES = 20 * 1024 * 1024  # engine/record.py's limit: a larger file is no game of ours
KEEP_FINISHED = 20
STALE_TMP_SECONDS = 3600  # a temporary file this old was left by a writer that died mid-write
NAME_LENGTH = 60


def new_game_id() -> str:
    """When the game started, to the second, and a random part: ids sort by age and two copies of the app
    starting a game in the same second still get two files."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)


def autosave_file(game_id: str) -> Path:
    return games_dir() / f"{game_id}.json"


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is one of the autosave files (a game opened from there keeps its id)."""
    try:
        return path.suffix == ".json" and path.resolve().parent == games_dir().resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python 3.11 and 3.12 raise it so)
        return False


@dataclass
class SavedGame:
    """One autosaved game, as the Continue list shows it."""

    path: Path
    game: str  # the title's id
    seats: list[str]  # names
    bots: list[bool]
    moves: int
    round: int  # 0: not known (a game autosaved before fairtable kept it)
    over: bool
    name: str | None
    saved: datetime  # when it was last played (aware)
    tutorial: str | None = None  # the title whose guided first game this is (Learn to play)

    @property
    def id(self) -> str:
        return self.path.stem


@dataclass
class Damaged:
    path: Path  # where the file was
    moved_to: Path | None  # where it is now (None: it could not be moved)
    reason: str


@dataclass
class Scan:
    unfinished: list[SavedGame] = field(default_factory=list)  # newest first
    finished: list[SavedGame] = field(default_factory=list)  # newest first
    damaged: list[Damaged] = field(default_factory=list)


def read_saved_game(path: Path) -> SavedGame:
    """The list entry of one autosave file; ValueError with the reason when the file is cut short or is not
    a record (OSError when it cannot be read)."""
    with open_regular(path, "rb") as fh:  # a FIFO or a device is never read (NotRegularFile, an OSError)
        if os.fstat(fh.fileno()).st_size > MAX_RECORD_BYTES:
            raise ValueError(_("it is larger than any record"))
        text = fh.read().decode("utf-8-sig", errors="strict")  # a byte order mark is no damage
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if not text.rstrip().endswith("}"):  # a record ends with its closing brace
            raise ValueError(_("it is cut short")) from None
        raise ValueError(_("it is not valid JSON (line {line})").format(line=exc.lineno)) from None
    except RecursionError:
        raise ValueError(_("it is nested too deeply to be a record")) from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise ValueError(_("it is not a fairtable record"))
    seats, actions, game = data.get("seats"), data.get("actions"), data.get("game")
    if not isinstance(game, str) or not isinstance(seats, list) or not seats or not isinstance(actions, list):
        raise ValueError(_("its game, seats or moves are missing"))
    if not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        raise ValueError(_("a seat has no name"))
    info = data.get("autosave") if isinstance(data.get("autosave"), dict) else {}
    saved = _time(info.get("saved")) or datetime.fromtimestamp(path.stat().st_mtime, UTC)
    name = info.get("name") if isinstance(info.get("name"), str) and info.get("name") else None
    round_ = info.get("round") if isinstance(info.get("round"), int) else 0
    tutorial = info.get("tutorial") if isinstance(info.get("tutorial"), str) else None
    return SavedGame(path, game, [clean_name(s["name"]) for s in seats], [s.get("kind") == "bot" for s in seats],
                     len(actions), max(0, round_), info.get("over") is True, name, saved, tutorial)


def _time(text: object) -> datetime | None:
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def scan(set_aside_damaged: bool = True) -> Scan:
    """Every autosaved game, newest first; a file that cannot be read is set aside (``.damaged``) and
    reported once, and temporary files left by a writer that died are removed."""
    found = Scan()
    folder = games_dir()
    if not folder.is_dir():
        return found
    now = time.time()
    for path in folder.iterdir():
        if path.name.endswith(".tmp"):
            with contextlib.suppress(OSError):
                if now - path.stat().st_mtime > STALE_TMP_SECONDS:
                    path.unlink()
            continue
        if path.suffix != ".json" or not path.is_file():
            continue
        try:
            entry = read_saved_game(path)
        except (ValueError, UnicodeDecodeError) as exc:  # (a UnicodeDecodeError is a ValueError too)
            reason = _("it is not a text file") if isinstance(exc, UnicodeDecodeError) else str(exc)
            found.damaged.append(Damaged(path, set_aside(path) if set_aside_damaged else None, reason))
            continue
        except OSError as exc:
            # TRANSLATORS: {reason} is the system's own words ("Permission denied")
            found.damaged.append(Damaged(path, None, _("it cannot be read ({reason})").format(
                reason=exc.strerror or exc)))
            continue
        (found.finished if entry.over else found.unfinished).append(entry)
    for games in (found.unfinished, found.finished):
        games.sort(key=lambda g: (g.saved, g.id), reverse=True)
    return found


def _free_name(path: Path, suffix: str) -> Path:
    target = path.with_name(f"{path.name}.{suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{number}.{suffix}")
    return target


def keep_copy(path: Path) -> Path | None:
    """Copy an autosave out of the Continue list as ``<name>.kept``, the whole game of one opened short of a
    move that no longer plays, before the shorter game is written over it; None when it cannot be copied
    (then the autosave must stay as it is)."""
    target = _free_name(path, "kept")
    try:
        atomic_write(target, path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None
    return target


def set_aside(path: Path) -> Path | None:
    """Rename a damaged autosave to ``<name>.damaged`` (never deleted: it may still be mended by hand);
    None when it cannot be moved."""
    target = _free_name(path, "damaged")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def rename(game: SavedGame, name: str) -> None:
    """Give an autosaved game a name (an empty one takes it away); OSError or ValueError when the file cannot
    be written or read."""
    name = " ".join(name.split())[:NAME_LENGTH]
    data = json.loads(game.path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(_("it is not a fairtable record"))
    info = data.get("autosave") if isinstance(data.get("autosave"), dict) else {}
    info["name"] = name or None
    data["autosave"] = info
    atomic_write(game.path, json.dumps(data, indent=1, ensure_ascii=False))
    game.name = name or None


def delete(game: SavedGame) -> None:
    game.path.unlink(missing_ok=True)


def prune_finished(found: Scan, keep: int = KEEP_FINISHED) -> int:
    """Remove the autosaves of finished games past the newest ``keep``; how many were removed."""
    removed = 0
    for game in found.finished[keep:]:
        with contextlib.suppress(OSError):
            game.path.unlink()
            removed += 1
    del found.finished[keep:]
    return removed


def migrate_legacy() -> tuple[Path | None, Damaged | None]:
    """Move the old single ``<data>/autosave.json`` into the games folder, so nobody loses the game they
    had: (its new path, None), or (None, how it was damaged) when it does not load (then it is set aside),
    or (None, None) when there was none. One with a move that no longer plays is moved as it is (continuing
    it offers the moves that do). Loads the engine: call it after the first window is up."""
    old = legacy_autosave_path()
    with contextlib.suppress(OSError):
        old.with_name(old.name + ".tmp").unlink()  # the old fixed temporary name: only ever half a file
    if not old.is_file():
        return None, None
    from fairtable.engine.errors import RecordError, SetupError
    from fairtable.engine.match import Match
    from fairtable.engine.record import AutosaveInfo, UnplayableMove
    from fairtable.resources import DataFileError

    played = datetime.fromtimestamp(old.stat().st_mtime, UTC)
    try:
        match = Match.load(old)
    except UnplayableMove as exc:
        # A move that no longer plays here: moved as it is, so that continuing it offers the moves that do.
        record = exc.record
        record.autosave = AutosaveInfo(saved=played.isoformat(timespec="seconds"))
    except (RecordError, SetupError, DataFileError) as exc:
        return None, Damaged(old, set_aside(old), str(exc))
    else:
        record = match.to_record()
        record.autosave = match.autosave_info().model_copy(update={"saved": played.isoformat(timespec="seconds")})
    new = autosave_file(played.astimezone().strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3))
    try:
        atomic_write(new, record.to_json())
    except OSError:
        return None, None  # the data folder cannot be written: the old file stays where it is, for next time
    old.unlink()
    return new, None
