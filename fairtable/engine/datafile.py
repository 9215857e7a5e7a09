"""Reading a title's data files: JSON validated by pydantic, every fault one line naming the file by its
whole path, the entry and the field (".../essen/tiles.json: tiles[5] (concordia), field price: Input should
be a multiple of 5"): in an installed copy the whole path says which installation to repair."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from fairtable.i18n import _
from fairtable.resources import DataFileError

M = TypeVar("M", bound=BaseModel)

# Keys whose text names an entry in an error message, in order of preference.
LABEL_KEYS = ("key", "name", "name_en", "title", "german", "id", "text")


def label(node: Any) -> str | None:
    """A readable name for an entry: its first text field among LABEL_KEYS, else its number id."""
    if not isinstance(node, dict):
        return None
    for key in LABEL_KEYS:
        value = node.get(key)
        if isinstance(value, str) and value:
            return value if len(value) <= 30 else value[:29] + "\u2026"
    value = node.get("id")
    return None if value is None else str(value)


def fault(path: Path | str, what: str) -> DataFileError:
    """The one-line error for a data file: its whole path, then what is wrong."""
    # TRANSLATORS: a damaged data file: its path, then what is wrong with it
    return DataFileError(_("{path}: {problem}").format(path=path, problem=what))


def read_json(path: Path) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise fault(path, _("the file is missing")) from None
    except json.JSONDecodeError as exc:
        raise fault(path, _("not valid JSON (line {line})").format(line=exc.lineno)) from None
    except UnicodeDecodeError:
        raise fault(path, _("cannot be read (not UTF-8 text)")) from None
    except RecursionError:
        raise fault(path, _("nested too deeply")) from None
    except ValueError:  # Python refuses to read a whole number of more than 4300 digits
        raise fault(path, _("holds a number too long to read")) from None
    except OSError as exc:
        # TRANSLATORS: {reason} is the system's own words ("Permission denied")
        raise fault(path, _("cannot be read ({reason})").format(reason=exc.strerror or exc.__class__.__name__)) from None


def where(data: Any, loc: tuple[Any, ...]) -> str:
    """``decks[1] (TakeThat!).cards[2] (Letzte Bahn), field effect`` for a pydantic error location."""
    cut = max((i for i, k in enumerate(loc) if isinstance(k, int)), default=-1)
    entry, node = "", data
    for key in loc[: cut + 1]:
        if isinstance(key, int):
            node = node[key] if isinstance(node, list) and 0 <= key < len(node) else None
            name = label(node)
            entry += f"[{key}]" + (f" ({name})" if name is not None else "")
        else:
            entry += ("." if entry else "") + str(key)
            node = node.get(key) if isinstance(node, dict) else None
    field = ".".join(str(k) for k in loc[cut + 1 :]) or "value"
    # TRANSLATORS: where a data file is wrong: "tiles[5] (Concordia), field price"; {field} is the key's name
    return _("{entry}, field {field}").format(entry=entry, field=field) if entry else _("field {field}").format(field=field)


def validate(path: Path | str, data: Any, model: type[M]) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise fault(path, f"{where(data, tuple(err.get('loc', ())))}: {err.get('msg', 'invalid')}") from None
    except RecursionError:
        raise fault(path, _("nested too deeply")) from None


def load_data_file(path: Path, model: type[M]) -> M:
    """Read and validate a whole data file against the model of the file."""
    return validate(path, read_json(path), model)


def load_entries(path: Path, key: str, model: type[M]) -> list[M]:
    """Read the list ``key`` of a data file and validate every entry."""
    raw = read_json(path)
    entries = raw.get(key) if isinstance(raw, dict) else None
    if not isinstance(entries, list):
        raise fault(path, _("the list '{key}' is missing").format(key=key))
    out = []
    for i, entry in enumerate(entries):
        try:
            out.append(model.model_validate(entry))
        except ValidationError as exc:
            err = exc.errors()[0]
            loc = (key, i, *err.get("loc", ()))
            raise fault(path, f"{where(raw, loc)}: {err.get('msg', 'invalid')}") from None
        except RecursionError:
            raise fault(path, _("nested too deeply")) from None
    return out
