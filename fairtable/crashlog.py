"""Unexpected failures are written to a log file in the user data folder, never shown as a traceback;
:func:`note` adds one line there (and on stderr) for a problem the app put right by itself. A log that cannot be
written, or is no regular file (a FIFO, a device), is left alone: nothing waits on it or writes into it."""

from __future__ import annotations

import datetime
import sys
import traceback
from pathlib import Path

from fairtable.i18n import _
from fairtable.paths import open_regular, user_data_dir


def crash_log_path() -> Path:
    return user_data_dir() / "crash.log"


def write_crash_log(exc: BaseException) -> Path:
    path = crash_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open_regular(path, "a", encoding="utf-8") as fh:
            fh.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')}\n")
            fh.write("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    except OSError:
        pass
    return path


def crash_dialog(exc: BaseException, path: Path, autosaved: bool) -> tuple[str, str]:
    """The title and the text of the dialog a player sees after an unexpected exception (the app carried
    on): what went wrong in one line, whether the game is safe, and where the details are."""
    problem = f"{exc.__class__.__name__}: {exc}"
    if autosaved:
        text = _("fairtable met an unexpected problem and carried on.\n{problem}\n\nYour game is autosaved. "
                 "Details are in {path}.")
    else:
        text = _("fairtable met an unexpected problem and carried on.\n{problem}\n\nDetails are in {path}.")
    return _("Something went wrong"), text.format(problem=problem, path=path)


def note(line: str) -> None:
    """One line in the log file and on stderr: something was wrong and the app carried on (a damaged
    setting dropped, say). Never raises."""
    if sys.stderr is not None:  # a windowed build has no stderr
        try:
            print(f"fairtable: {line}", file=sys.stderr, flush=True)
        except (OSError, ValueError):
            pass
    path = crash_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open_regular(path, "a", encoding="utf-8") as fh:
            fh.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')} {line}\n")
    except OSError:
        pass
