"""fairtable(6), the manual page, written from the command line's own argparse parser (fairtable/cli.py).

    python3 packaging/manpage.py OUT.6      (packaging/build.py installs it gzipped in the .deb)

Every option and subcommand, with its help text, comes from ``fairtable.cli.build_parser()``: a command or
option added there is in the next build's manual page without anyone editing it.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from pathlib import Path

SEE_ALSO = "The licences of the bundled components: /opt/fairtable/licenses/."
FILES = [
    ("$XDG_DATA_HOME/fairtable/ (~/.local/share/fairtable/)",
     "settings, the autosaved game and crash.log; FAIRTABLE_DATA_DIR replaces the folder"),
]
ENVIRONMENT = [
    ("FAIRTABLE_LANG", "the language when --lang is not given: en, de, zh_Hant, zh_Hans or ja"),
    ("FAIRTABLE_DATA_DIR", "the folder for settings, autosaves and the log, instead of the default"),
]


def roff(text: str) -> str:
    """Text safe in a roff line: backslashes and hyphens escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line if line[:1] in (".", "'") else line) for line in text.splitlines())


def _option_line(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"\\fI{roff(action.metavar or action.dest)}\\fR"
    names = ", ".join(f"\\fB{roff(o)}\\fR" for o in action.option_strings)
    if action.nargs == 0:
        return names
    metavar = action.metavar or action.dest.upper()
    return f"{names} \\fI{roff(str(metavar))}\\fR"


def _help(action: argparse.Action, parser: argparse.ArgumentParser) -> str:
    text = action.help or ""
    if "%" in text:
        text = text % {"default": action.default, "prog": parser.prog}
    return roff(text)


def _options(parser: argparse.ArgumentParser) -> list[str]:
    lines = []
    for action in parser._actions:  # argparse keeps them in order; there is no public list
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        lines += [".TP", _option_line(action), _help(action, parser)]
    return lines


def _usage(parser: argparse.ArgumentParser) -> str:
    usage = parser.format_usage().strip()
    return usage.removeprefix("usage: ")


def render(parser: argparse.ArgumentParser, version: str, date: str, summary: str) -> str:
    """The manual page as roff (man(7) macros); ``summary`` is the NAME line's (the package's summary)."""
    name = parser.prog
    sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)
    helps = {c.dest: _help(c, parser) for c in sub._choices_actions} if sub else {}
    description = parser.description or ""
    lines = [
        f'.TH {name.upper()} 6 "{date}" "{name} {version}" "Games"',
        ".SH NAME",
        f"{name} \\- {roff(summary)}",
        ".SH SYNOPSIS",
        f".B {name}",
        "[\\fIOPTIONS\\fR] [\\fIFILE\\fR]",
        ".br",
        f".B {name}",
        "[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR]",
        ".SH DESCRIPTION",
        roff(description),
        ".SH OPTIONS",
        *_options(parser),
    ]
    if sub:
        lines.append(".SH COMMANDS")
        for command, subparser in sub.choices.items():
            lines += [".SS " + roff(command), helps.get(command) or "", ".PP", ".nf",
                      roff(_usage(subparser)), ".fi"]
            options = [line for line in _options(subparser) if line]
            lines += options[3:] if options[:3] and "help" in options[2] else options  # -h on every command
    lines.append(".SH ENVIRONMENT")
    for variable, text in ENVIRONMENT:
        lines += [".TP", f".B {variable}", roff(text)]
    lines.append(".SH FILES")
    for path, text in FILES:
        lines += [".TP", f".I {roff(path)}", roff(text)]
    lines += [".SH EXIT STATUS",
              "0 when all went well; 2 for a bad command line or a record that cannot be used, with one line "
              "saying why; 1 for an unexpected failure, whose details go to the log file.",
              ".SH SEE ALSO", roff(SEE_ALSO)]
    return "\n".join(lines) + "\n"


def build_date() -> str:
    """The date of the page: SOURCE_DATE_EPOCH when set (reproducible builds), else today."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    stamp = int(epoch) if epoch and epoch.isdigit() else int(time.time())
    return datetime.datetime.fromtimestamp(stamp, datetime.UTC).strftime("%Y-%m-%d")


def summary_line(description: str) -> str:
    """'A desktop table for four board games: drag ...' -> 'a desktop table for four board games'."""
    first = description.split(":")[0].split(";")[0].strip().rstrip(".")
    return first[:1].lower() + first[1:]


def write(out: Path, description: str) -> Path:
    from fairtable import version
    from fairtable.cli import build_parser

    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(build_parser(), version(), build_date(), summary_line(description)), encoding="utf-8")
    return out


if __name__ == "__main__":
    import tomllib

    if len(sys.argv) != 2:
        sys.exit("usage: manpage.py OUT.6")
    project = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    print(write(Path(sys.argv[1]), project["project"]["description"]))
