"""Checks of the catalogs (``scripts/i18n.py check`` and the tests): every message of the template is
translated in every language, none is fuzzy, each translation has the same placeholders as its source, and
GNU ``msgfmt --check`` accepts every catalog (where msgfmt is installed)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from fairtable.i18n import LANGUAGES, SOURCE

_FIELD = re.compile(r"(?<!\{)\{([a-zA-Z_][a-zA-Z0-9_]*)[^{}]*\}(?!\})")


def placeholders(text: str) -> set[str]:
    return set(_FIELD.findall(text))


def _read(path: Path):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, ignore_obsolete=True)


def problems(folder: Path) -> list[str]:
    """One line per problem: ``de: untranslated: "Roll the dice"``."""
    template = _read(folder / "fairtable.pot")
    wanted = [m for m in template if m.id]
    out: list[str] = []
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        po = folder / lang / "LC_MESSAGES" / "fairtable.po"
        if not po.is_file():
            out.append(f"{lang}: no catalog at {po}")
            continue
        catalog = _read(po)
        for m in wanted:
            got = catalog.get(m.id, m.context)
            ident = m.id[0] if isinstance(m.id, tuple) else m.id
            if got is None or not got.string or (isinstance(got.string, tuple) and not all(got.string)):
                out.append(f"{lang}: untranslated: {ident!r}")
                continue
            if got.fuzzy:
                out.append(f"{lang}: fuzzy: {ident!r}")
                continue
            sources = m.id if isinstance(m.id, tuple) else (m.id,)
            need = set().union(*(placeholders(s) for s in sources))
            strings = got.string if isinstance(got.string, tuple) else (got.string,)
            for s in strings:
                have = placeholders(s)
                # A plural form may leave the count out ("one card"), never bring in another name.
                if have - need or (need - have - {"n", "count"}):
                    out.append(f"{lang}: placeholders {sorted(have)} instead of {sorted(need)}: {ident!r}")
                    break
    return out


def stats(folder: Path) -> list[str]:
    template = _read(folder / "fairtable.pot")
    total = sum(1 for m in template if m.id)
    out = [f"template: {total} messages"]
    for lang in LANGUAGES:
        po = folder / lang / "LC_MESSAGES" / "fairtable.po"
        if lang == SOURCE or not po.is_file():
            continue
        catalog = _read(po)
        done = sum(1 for m in catalog if m.id and m.string and not m.fuzzy
                   and (not isinstance(m.string, tuple) or all(m.string)))
        out.append(f"{lang}: {done} of {total} translated")
    return out


def msgfmt() -> str | None:
    """GNU msgfmt's path, or None where gettext's tools are not installed."""
    return shutil.which("msgfmt")


def msgfmt_errors(po: Path) -> list[str]:
    """The errors GNU ``msgfmt --check`` finds in one catalog (its warnings left out), one line each; empty
    where it accepts the catalog. Needs :func:`msgfmt`."""
    tool = msgfmt()
    if tool is None:
        raise FileNotFoundError("msgfmt is not installed (Debian/Ubuntu: apt-get install gettext)")
    done = subprocess.run([tool, "--check", "-o", os.devnull, str(po)], capture_output=True, text=True,
                          env={**os.environ, "LC_ALL": "C", "LANGUAGE": ""})
    lines = [line for line in done.stderr.splitlines() if line.strip() and ": warning: " not in line]
    if done.returncode and not lines:
        lines = [f"{po}: msgfmt exit status {done.returncode}"]
    return lines


def msgfmt_problems(folder: Path) -> list[str]:
    """``msgfmt --check`` on every language's catalog: one line per error, ``ja: <msgfmt's line>``."""
    out: list[str] = []
    for lang in LANGUAGES:
        po = folder / lang / "LC_MESSAGES" / "fairtable.po"
        if lang != SOURCE and po.is_file():
            out.extend(f"{lang}: {line}" for line in msgfmt_errors(po))
    return out
