"""The games played: every finished game (and every unfinished one a person threw away, marked abandoned) kept
in a SQLite database in the data folder (``played.sqlite``), for the Statistics window, ``fairtable stats`` and
the replay of any past game.

- **Rows.** A game is one row of ``games`` (its title, when it ended, finished or abandoned, rounds, moves, its
  whole record as JSON, so it can be replayed) and one row of ``seats`` per seat (name, human or bot and its
  level, score, winner, the score's breakdown as JSON). A game is known by its *key*, a digest of its record
  (title, seed, options, seats, moves): the same game told twice (its end shown again when its file is
  opened) is one row.
- **Versions.** ``PRAGMA user_version`` says which of :data:`MIGRATIONS` the file has had; opening it runs the
  ones it lacks, in one transaction each. A file from a newer fairtable is left alone (read, never written).
- **Trouble.** A damaged file is set aside (``played.sqlite.damaged-<time>``) and a new one begun; a file
  another fairtable holds locked past :data:`BUSY_MS` is not written this time. Either way the caller gets
  :class:`PlayedError` with one line to show, and the game goes on.
- **Two at once.** Two fairtables ending games at the same moment each write in their own transaction; SQLite
  serialises them (``busy_timeout``), and no row is lost.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fairtable.i18n import N_, _
from fairtable.paths import user_data_dir

if TYPE_CHECKING:
    from fairtable.engine.match import Match
    from fairtable.engine.record import Record

FILE = "played.sqlite"
BUSY_MS = 3000  # how long a write waits for another fairtable's

MIGRATIONS: list[str] = [
    # 1: the games and their seats
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        ended TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
        players INTEGER NOT NULL,
        rounds INTEGER NOT NULL,
        moves INTEGER NOT NULL,
        record TEXT NOT NULL
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        level TEXT,
        score INTEGER,
        winner INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_name ON seats(name);
    """,
    # 2: each seat's score breakdown (the final-scores table's lines), for the charts
    """
    ALTER TABLE seats ADD COLUMN breakdown TEXT NOT NULL DEFAULT '[]';
    """,
]
VERSION = len(MIGRATIONS)


class PlayedError(Exception):
    """The record of games could not be read or written: the message is one line for the player."""


def path() -> Path:
    return user_data_dir() / FILE


def game_key(record: Record) -> str:
    """A digest of what makes a game that game: its title, options, seats, seed and moves."""
    data = record.model_dump(mode="json", include={"game", "options", "seats", "seed", "actions"})
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:32]


# -- the file --------------------------------------------------------------------------------------------


def _connect(where: Path) -> sqlite3.Connection:
    db = sqlite3.connect(where, timeout=BUSY_MS / 1000, isolation_level=None)
    db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    db.execute("PRAGMA foreign_keys = ON")
    return db


def migrate(db: sqlite3.Connection) -> int:
    """Run the migrations the file lacks; its version after (a newer file's own, untouched)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    while version < VERSION:
        db.execute("BEGIN IMMEDIATE")
        try:
            # another fairtable may have migrated it meanwhile: read the version again inside the lock
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version < VERSION:
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        db.execute(statement)
                version += 1
                db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return version


def set_aside(where: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = where.with_name(f"{where.name}.damaged-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = where.with_name(f"{where.name}.damaged-{stamp}-{n}")
    where.replace(aside)
    return aside


def open_db(where: Path | None = None) -> sqlite3.Connection:
    """The database, migrated. A damaged file is set aside and a new one begun (:class:`PlayedError` says so
    after the new one is made, so the caller can tell the player and go on); a locked one raises it."""
    where = where or path()
    where.parent.mkdir(parents=True, exist_ok=True)
    try:
        db = _connect(where)
        migrate(db)
        db.execute("SELECT count(*) FROM games").fetchone()
        return db
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise PlayedError(_("The record of games is in use by another fairtable: try again in a moment")) from None
        raise PlayedError(_("The record of games cannot be opened: {reason}").format(reason=exc)) from None
    except sqlite3.DatabaseError:
        aside = set_aside(where)
        db = _connect(where)
        migrate(db)
        raise DamagedSetAside(db, aside) from None


class DamagedSetAside(PlayedError):
    """The file was damaged: it was set aside and a new one begun (``db``)."""

    def __init__(self, db: sqlite3.Connection, aside: Path) -> None:
        super().__init__(_("The record of games was damaged and is kept as {name}; a new one is begun").format(
            name=aside.name))
        self.db = db
        self.aside = aside


def _db(where: Path | None) -> tuple[sqlite3.Connection, str]:
    """The database and a line to tell the player ("" when all was well)."""
    try:
        return open_db(where), ""
    except DamagedSetAside as exc:
        return exc.db, str(exc)


# -- writing ---------------------------------------------------------------------------------------------


def record_match(match: Match, status: str = "finished", where: Path | None = None) -> str:
    """Keep ``match`` (finished, or abandoned: thrown away unfinished). Returns a line for the player when
    something went wrong but was handled ("" otherwise); raises :class:`PlayedError` when nothing was kept."""
    record = match.to_record()
    game = match.game
    scores: list[int | None] = [None] * len(match.seats)
    winners: set[int] = set()
    breakdown: list[list[list[Any]]] = [[] for _ in match.seats]
    if match.is_over():
        result = match.result()
        scores = list(result.scores)
        winners = set(result.winners)
        breakdown = [[[label, pts] for label, pts in rows] for rows in result.breakdown]
    row = {
        "key": game_key(record), "game": game.info.id, "ended": datetime.now(UTC).isoformat(timespec="seconds"),
        "status": status, "players": len(match.seats), "rounds": max(0, game.round(match.state)),
        "moves": len(match.steps), "record": record.to_json(),
    }
    seats = [(i, s.name, s.kind, s.level if s.kind == "bot" else None, scores[i] if i < len(scores) else None,
              int(i in winners), json.dumps(breakdown[i] if i < len(breakdown) else []))
             for i, s in enumerate(match.seats)]
    return write_game(row, seats, where)


def record_abandoned(autosave: Path, where: Path | None = None) -> str:
    """An unfinished game thrown away (its autosave about to be deleted): kept, marked abandoned; the line to
    tell when the record could not be written. A file that cannot be read (gone, damaged) is passed over in
    silence: the player asked for it to go, and the line saying it went follows."""
    from fairtable.engine.errors import RecordError, SetupError
    from fairtable.engine.match import Match
    from fairtable.engine.record import Record

    try:
        match = Match.from_record(Record.load(autosave))
    except (RecordError, SetupError):
        return ""
    if match.is_over() or match.tutorial:
        return ""
    try:
        return record_match(match, status="abandoned", where=where)
    except PlayedError as exc:
        return str(exc)


def write_game(row: dict[str, Any], seats: list[tuple], where: Path | None = None) -> str:  # type: ignore[type-arg]
    db, told = _db(where)
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] > VERSION:
            raise PlayedError(_("The record of games was written by a newer fairtable: this game is not added"))
        db.execute("BEGIN IMMEDIATE")
        try:
            old = db.execute("SELECT id, status FROM games WHERE key = ?", (row["key"],)).fetchone()
            if old is not None and (old[1] == "finished" or row["status"] == "abandoned"):
                db.execute("ROLLBACK")
                return told  # kept already
            if old is not None:
                db.execute("DELETE FROM games WHERE id = ?", (old[0],))
            cur = db.execute(
                "INSERT INTO games (key, game, ended, status, players, rounds, moves, record) "
                "VALUES (:key, :game, :ended, :status, :players, :rounds, :moves, :record)", row)
            game_id = cur.lastrowid
            db.executemany("INSERT INTO seats (game_id, seat, name, kind, level, score, winner, breakdown) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [(game_id, *s) for s in seats])
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise PlayedError(_("The record of games is in use by another fairtable: this game was not added")) from None
        raise PlayedError(_("The record of games cannot be written: {reason}").format(reason=exc)) from None
    except sqlite3.DatabaseError as exc:
        raise PlayedError(_("The record of games cannot be written: {reason}").format(reason=exc)) from None
    finally:
        db.close()
    return told


# -- reading ---------------------------------------------------------------------------------------------


@dataclass
class SeatRow:
    seat: int
    name: str
    kind: str
    level: str | None
    score: int | None
    winner: bool
    breakdown: list[tuple[str, int]]


@dataclass
class GameRow:
    id: int
    game: str
    ended: str
    status: str
    players: int
    rounds: int
    moves: int
    seats: list[SeatRow] = field(default_factory=list)


def games(where: Path | None = None, game: str | None = None) -> tuple[list[GameRow], str]:
    """Every game kept (newest first; of one title when ``game`` is given), and a line for the player ("" when
    all was well). :class:`PlayedError` when the file cannot be read at all."""
    db, told = _db(where)
    try:
        query = "SELECT id, game, ended, status, players, rounds, moves FROM games"
        args: tuple = ()  # type: ignore[type-arg]
        if game is not None:
            query += " WHERE game = ?"
            args = (game,)
        rows = {r[0]: GameRow(*r) for r in db.execute(query + " ORDER BY ended DESC, id DESC", args)}
        for game_id, seat, name, kind, level, score, winner, breakdown in db.execute(
                "SELECT game_id, seat, name, kind, level, score, winner, breakdown FROM seats ORDER BY game_id, seat"):
            if game_id in rows:
                try:
                    lines = [(str(label), int(pts)) for label, pts in json.loads(breakdown)]
                except (ValueError, TypeError):
                    lines = []
                rows[game_id].seats.append(SeatRow(seat, name, kind, level, score, bool(winner), lines))
        return list(rows.values()), told
    except sqlite3.DatabaseError as exc:
        raise PlayedError(_("The record of games cannot be read: {reason}").format(reason=exc)) from None
    finally:
        db.close()


def record_text(game_id: int, where: Path | None = None) -> str:
    """A kept game's record (JSON), to open in the replay."""
    db, _told = _db(where)
    try:
        row = db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
    finally:
        db.close()
    if row is None:
        raise PlayedError(_("That game is no longer in the record of games"))
    return str(row[0])


# -- figures ---------------------------------------------------------------------------------------------


@dataclass
class PersonFigures:
    """One person's figures at one title: a person is a seat's name (a bot seat's name with its kind, so
    that a bot called Ben is not the person Ben)."""

    game: str
    name: str
    bot: bool = False
    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    against: dict[str, int] = field(default_factory=dict)  # bot level -> finished games with such a bot
    best: dict[int, int] = field(default_factory=dict)  # player count -> best score
    average: dict[int, float] = field(default_factory=dict)  # player count -> average score
    streak: int = 0  # the longest run of games won in a row

    def to_data(self) -> dict[str, Any]:
        return {"game": self.game, "name": self.name, "bot": self.bot, "played": self.played, "won": self.won, "lost": self.lost,
                "abandoned": self.abandoned, "against": dict(sorted(self.against.items())),
                "best": {str(k): v for k, v in sorted(self.best.items())},
                "average": {str(k): round(v, 2) for k, v in sorted(self.average.items())},
                "longest_streak": self.streak}


def figures(rows: Iterable[GameRow]) -> list[PersonFigures]:
    """Per title and person: games finished (played), won, lost, abandoned, the bot levels faced, best and
    average score by player count, and the longest winning streak (over finished games, oldest first)."""
    out: dict[tuple[str, str], PersonFigures] = {}
    scores: dict[tuple[str, str, int], list[int]] = {}
    runs: dict[tuple[str, str], int] = {}
    for row in sorted(rows, key=lambda r: (r.ended, r.id)):
        for seat in row.seats:
            bot = seat.kind == "bot"
            key = (row.game, seat.name + ("\0bot" if bot else ""))
            person = out.setdefault(key, PersonFigures(row.game, seat.name, bot))
            if row.status == "abandoned":
                person.abandoned += 1
                continue
            person.played += 1
            if seat.winner:
                person.won += 1
                runs[key] = runs.get(key, 0) + 1
                person.streak = max(person.streak, runs[key])
            else:
                person.lost += 1
                runs[key] = 0
            for other in row.seats:
                if other.kind == "bot" and other is not seat:
                    level = other.level or "random"
                    person.against[level] = person.against.get(level, 0) + 1
            if seat.score is not None:
                scores.setdefault((*key, row.players), []).append(seat.score)
    for (game, name, players), got in scores.items():
        person = out[(game, name)]
        person.best[players] = max(got)
        person.average[players] = sum(got) / len(got)
    return sorted(out.values(), key=lambda p: (p.game, p.bot, -p.played, p.name))


def score_trends(rows: Iterable[GameRow], game: str) -> dict[str, list[tuple[int, int]]]:
    """Each person's scores at ``game``, game by game, oldest first: (their n-th finished game, its score)."""
    out: dict[str, list[tuple[int, int]]] = {}
    for row in sorted(rows, key=lambda r: (r.ended, r.id)):
        if row.game != game or row.status != "finished":
            continue
        for seat in row.seats:
            if seat.kind == "human" and seat.score is not None:
                mine = out.setdefault(seat.name, [])
                mine.append((len(mine) + 1, seat.score))
    return out


# The figures' columns (marked here, translated where shown), as the CSV export and ``fairtable stats`` name them
COLUMN_WORDS = (N_("Title"), N_("Player"), N_("Played"), N_("Won"), N_("Lost"), N_("Abandoned"), N_("Against bots"),
                N_("Best score"), N_("Average score"), N_("Longest winning streak"))


def figures_table(people: Iterable[PersonFigures]) -> list[list[str]]:
    """The figures as rows of words (the CSV export and ``fairtable stats``); scores by player count
    ("2p: 31; 3p: 27")."""
    from fairtable.engine.registry import LISTINGS

    def by_count(values: dict[int, Any], fmt: str) -> str:
        return "; ".join(f"{n}p: {format(v, fmt)}" for n, v in sorted(values.items()))

    rows = []
    for p in people:
        listing = LISTINGS.get(p.game)
        title = _(listing.name) if listing is not None else p.game
        name = _("{name} (bot)").format(name=p.name) if p.bot else p.name
        against = ", ".join(f"{level} {n}" for level, n in sorted(p.against.items()))
        rows.append([title, name, str(p.played), str(p.won), str(p.lost), str(p.abandoned), against,
                     by_count(p.best, "d"), by_count(p.average, ".1f"), str(p.streak)])
    return rows


