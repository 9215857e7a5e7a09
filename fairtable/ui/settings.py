"""The app's settings (window layout, animation and bot speed, casual undo, the end-turn question, the language) in ``<data>/settings.ini``.

fairtable reads and writes the file itself instead of through QSettings: Qt deserialises ``@Variant(...)``
values while it parses a file, and a damaged one can crash the process before any Python code could
check it. Here every setting read is checked against its kind; a bad one is dropped with one line in the
log (:func:`fairtable.crashlog.note`) and its default used, so the app always starts.

The file stays an INI file. The window's place and the panels' arrangement are fairtable's own plain values
(:mod:`fairtable.ui.window_layout`: which dock, which side, sizes), never Qt's ``saveState`` bytes: Qt's
``restoreState`` crashes on some damaged bytes (a count or index out of range), even ones that pass a
checksum. The window geometry earlier versions wrote (``geometry_base64``, and the ``geometry=@ByteArray(...)``
QSettings wrote before that) is read field by field into the window's place, so an upgrade keeps the window
where it was; their panel layout (``state_base64``, ``state=@ByteArray(...)``) is Qt's bytes and is dropped
once, with one line.
``value``/``setValue``/``sync`` are named as QSettings names them.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairtable.crashlog import note
from fairtable.i18n import LANGUAGES
from fairtable.paths import NotRegularFile, atomic_write, open_regular
from fairtable.ui.speeds import ANIMATION_SPEEDS, BOT_DELAYS_MS
from fairtable.ui.text_size import TEXT_SIZES
from fairtable.ui.window_layout import placement_from_qt_geometry, read_panels, read_placement

MAX_FILE_BYTES = 1024 * 1024  # the file fairtable writes is well under 4 KB
MAX_NOTES = 5  # log lines for one damaged file; the rest are counted in one more line


@dataclass(frozen=True)
class Setting:
    default: Any
    read: Callable[[str], Any]  # the text in the file -> the value; ValueError when it is not one
    write: Callable[[Any], str]
    kind: type  # what setValue takes
    what: str  # for the log line: "... is not <what>"


def one_of(choices: dict[str, Any]) -> Callable[[str], str]:
    def read(text: str) -> str:
        if text not in choices:
            raise ValueError(text)
        return text

    return read


def read_bool(text: str) -> bool:
    lowered = text.lower()
    if lowered in ("true", "1"):
        return True
    if lowered in ("false", "0"):
        return False
    raise ValueError(text)


def read_json_object(text: str) -> dict:
    """A JSON object (the new-game dialog's last setup); its parts are checked where they are used."""
    import json

    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError(text) from None
    if not isinstance(value, dict):
        raise ValueError(text)
    return value


def write_json_object(value: dict) -> str:
    import json

    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def read_checked(text: str) -> bytes:
    """``<base64> <checksum>`` -> the bytes, if the checksum is theirs."""
    encoded, _, check = text.partition(" ")
    try:
        data = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError(text) from None
    if check != checksum(data):
        raise ValueError(text)
    return data


def write_checked(data: bytes) -> str:
    return f"{base64.b64encode(data).decode('ascii')} {checksum(data)}"


SETTINGS: dict[str, Setting] = {
    "window/placement": Setting(None, lambda text: read_placement(read_json_object(text)), write_json_object, dict,
                                "a window's place (x, y, width, height, maximized, full_screen)"),
    "window/panels": Setting(None, lambda text: read_panels(read_json_object(text)), write_json_object, dict,
                             "an arrangement of fairtable's panels"),
    "table/animation": Setting("Normal", one_of(ANIMATION_SPEEDS), str, str,
                               "an animation speed (" + ", ".join(ANIMATION_SPEEDS) + ")"),
    "table/bot_speed": Setting("normal", one_of(BOT_DELAYS_MS), str, str,
                               "a bot speed (" + ", ".join(BOT_DELAYS_MS) + ")"),
    "table/casual": Setting(False, read_bool, lambda on: "true" if on else "false", bool, "true or false"),
    "table/confirm": Setting(True, read_bool, lambda on: "true" if on else "false", bool, "true or false"),
    "teach/on": Setting(True, read_bool, lambda on: "true" if on else "false", bool, "true or false"),
    "teach/seen": Setting({}, read_json_object, write_json_object, dict, "a JSON object"),
    # what a screen reader is told without asking (fairtable.ui.access.ANNOUNCE_LEVELS)
    "access/announce": Setting("all", one_of({"all": None, "turns": None, "off": None}), str, str,
                               "an announcement level (all, turns, off)"),
    "table/magnifier": Setting(True, read_bool, lambda on: "true" if on else "false", bool, "true or false"),
    # View > Sound (fairtable.ui.sound.VOLUMES)
    "sound/on": Setting(True, read_bool, lambda on: "true" if on else "false", bool, "true or false"),
    "sound/volume": Setting("medium", one_of({"quiet": None, "medium": None, "loud": None}), str, str,
                            "a volume (quiet, medium, loud)"),
    "view/text_size": Setting("Normal", one_of(TEXT_SIZES), str, str,
                              "a text size (" + ", ".join(TEXT_SIZES) + ")"),
    "game/last_setup": Setting(None, read_json_object, write_json_object, dict,
                               "a new game's setup (a JSON object)"),
    # "" follows the system's language; otherwise one of the languages offered (View > Language).
    "view/language": Setting("", one_of({"": None, **LANGUAGES}), str, str,
                             "a language (empty for the system's, or " + ", ".join(LANGUAGES) + ")"),
}
# Earlier versions' keys, read once: file key -> (the setting they give, how their text is read).
LEGACY: dict[str, tuple[str, Callable[[str], Any]]] = {
    "window/geometry_base64": ("window/placement", lambda text: placement_from_qt_geometry(read_checked(text))),
    "window/geometry": ("window/placement", lambda text: placement_from_qt_geometry(read_qt_bytes(text))),
}
LEGACY_WHAT = {"window/placement": "a window geometry"}
DROPPED = "{key} was saved by an earlier version and cannot be checked; dropped, the panels start where a new " \
          "installation has them"
UNCHECKED = {"window/state": DROPPED.format(key="window/state"),  # Qt's own bytes: never read again
             "window/state_base64": DROPPED.format(key="window/state")}


# -- QSettings' old form: @ByteArray(...) with Qt's INI escapes --------------------------------------

ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
HEX = frozenset("0123456789abcdefABCDEF")
OCTAL = frozenset("01234567")


def qt_unescape(text: str) -> str | None:
    """One INI value as QSettings wrote it (quotes, ``\\xHH``, ``\\0`` ...), or None for a list."""
    out: list[str] = []
    i, n, quoted = 0, len(text), False
    while i < n:
        ch = text[i]
        if ch == '"':
            quoted = not quoted
            i += 1
        elif ch == "," and not quoted:
            return None
        elif ch == "\\" and i + 1 < n:
            ch = text[i + 1]
            i += 2
            if ch == "x" or ch in OCTAL:
                digits, base = (HEX, 16) if ch == "x" else (OCTAL, 8)
                start = i if ch == "x" else i - 1
                while i < n and text[i] in digits:
                    i += 1
                # Qt keeps 16 bits of any run of digits: the last few digits decide them.
                run = text[start:i][-6:] or "0"
                out.append(chr(int(run, base) & 0xFFFF))
            else:
                out.append(ESCAPES.get(ch, ch))
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def read_qt_bytes(text: str) -> bytes:
    """``@ByteArray(...)`` as QSettings wrote it; ValueError for anything else (``@Variant(...)`` included:
    it is never deserialised)."""
    value = qt_unescape(text)
    if value is None or not (value.startswith("@ByteArray(") and value.endswith(")")):
        raise ValueError(text)
    try:
        return value[len("@ByteArray(") : -1].encode("latin-1")
    except UnicodeEncodeError:
        raise ValueError(text) from None


# -- the file -----------------------------------------------------------------------------------------


def parse(data: bytes) -> tuple[dict[str, Any], list[str]]:
    """The settings in a file's bytes, and one line per problem (each dropped setting, each line that
    is not a setting). Never raises: whatever the bytes, the answer is some settings and some problems."""
    values, problems, _upgraded = parse_file(data)
    return values, problems


def parse_file(data: bytes) -> tuple[dict[str, Any], list[str], bool]:
    """:func:`parse`, and whether the file holds an earlier version's setting (read or dropped): the file
    is then written again in this version's form."""
    values: dict[str, Any] = {}
    problems: list[str] = []
    raw: dict[str, tuple[int, str]] = {}  # file key -> (line number, text)
    section = ""
    for number, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), start=1):
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        name, sep, text = line.partition("=")
        name = name.strip()
        if not sep or not name:
            problems.append(f"line {number} is not NAME=VALUE; ignored")
            continue
        key = name if section in ("", "General") else f"{section}/{name}"
        raw[key] = (number, text.strip())
    for key, setting in SETTINGS.items():
        stored = raw.pop(key, None)
        if stored is None:
            continue
        try:
            values[key] = setting.read(stored[1])
        except ValueError:
            problems.append(f"{key} is not {setting.what}; dropped, the default is used")
    upgraded = False
    for file_key, (key, read) in LEGACY.items():
        stored = raw.pop(file_key, None)
        if stored is None:
            continue
        upgraded = True
        if key in values:
            continue  # this version's own value stands
        try:
            values[key] = read(stored[1])
        except ValueError:
            problems.append(f"{file_key.removesuffix('_base64')} is not {LEGACY_WHAT[key]}; dropped, the default "
                            "is used")
    for key in raw:
        upgraded = upgraded or key in UNCHECKED
        problems.append(UNCHECKED.get(key, f"{key} is not a setting of this version; dropped"))
    return values, problems, upgraded


def render(values: dict[str, Any]) -> str:
    sections: dict[str, list[str]] = {}
    for key, setting in SETTINGS.items():
        if key in values:
            section, name = key.split("/")
            sections.setdefault(section, []).append(f"{name}={setting.write(values[key])}")
    return "\n".join(f"[{section}]\n" + "\n".join(lines) + "\n" for section, lines in sections.items())


class Settings:
    """The settings of one file, checked as they are read; written back by :meth:`sync`."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.values: dict[str, Any] = {}
        self.dirty = False
        try:
            with open_regular(self.path, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return
        except NotRegularFile:  # a FIFO or a device: never read (it could wait for ever), written over later
            note(f"{self.path}: not a regular file; using the defaults")
            self.dirty = True
            return
        except OSError as exc:
            note(f"{self.path}: cannot be read ({exc.strerror or exc.__class__.__name__}); using the defaults")
            return
        if len(data) > MAX_FILE_BYTES:
            note(f"{self.path}: larger than any settings file fairtable writes; using the defaults")
            self.dirty = True
            return
        self.values, problems, upgraded = parse_file(data)
        for problem in problems[:MAX_NOTES]:
            note(f"{self.path}: {problem}")
        if len(problems) > MAX_NOTES:
            note(f"{self.path}: {len(problems) - MAX_NOTES} more problems like these; all dropped")
        self.dirty = bool(problems) or upgraded

    def value(self, key: str, default: Any = None) -> Any:
        if key in self.values:
            return self.values[key]
        return SETTINGS[key].default if default is None else default

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802 (QSettings' name)
        setting = SETTINGS[key]
        if not isinstance(value, setting.kind):
            raise TypeError(f"{key} takes {setting.kind.__name__}, not {type(value).__name__}")
        setting.read(setting.write(value))  # a value this setting cannot read back is never written
        if self.values.get(key) != value:
            self.values[key] = value
            self.dirty = True
            self.sync()

    def remove(self, key: str) -> None:
        if self.values.pop(key, None) is not None:
            self.dirty = True
            self.sync()

    def sync(self) -> None:
        """Write the settings if they changed (a temporary file, then rename); a folder that cannot be
        written costs one line in the log, not the settings in memory."""
        if not self.dirty:
            return
        try:
            atomic_write(self.path, render(self.values))
        except OSError as exc:
            note(f"{self.path}: cannot be written ({exc.strerror or exc.__class__.__name__})")
            return
        self.dirty = False
