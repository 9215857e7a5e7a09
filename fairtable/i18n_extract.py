"""Babel extraction of the component texts in the data files (``resources/games/<id>/*.json``).

``babel.cfg`` names, for each title's files, the keys whose string values a player reads
(``keys = name, text``); every such value anywhere in the file becomes a message, with the file's key path
as its comment for translators. The titles translate them with ``_(value)`` where they show them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any


def _walk(node: Any, keys: set[str], path: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for k, v in node.items():
            here = f"{path}.{k}" if path else k
            if k in ("provenance", "provenance_note", "note"):
                continue  # where a figure comes from: for maintainers, not players
            if k in keys and isinstance(v, str) and v.strip():
                yield here, v
            elif k in keys and isinstance(v, list) and all(isinstance(x, str) for x in v):
                for x in v:
                    if x.strip():
                        yield here, x
            else:
                yield from _walk(v, keys, here)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, keys, f"{path}[{i}]")


def extract_data(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, str]
                 ) -> Iterator[tuple[int, str | None, str, list[str]]]:
    raw = fileobj.read().decode("utf-8")
    keys = {k.strip() for k in options.get("keys", "name,text").split(",") if k.strip()}
    lines = raw.splitlines()
    for path, value in _walk(json.loads(raw), keys, ""):
        encoded = json.dumps(value, ensure_ascii=False)
        lineno = next((i + 1 for i, line in enumerate(lines) if encoded in line), 1)
        yield lineno, None, value, [f"data: {path}"]
