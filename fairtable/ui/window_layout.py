"""The window's place and the panels' arrangement as fairtable's own plain values, checked when read.

Qt's ``saveState``/``restoreState`` bytes are not safe to read back from a file: ``restoreState`` trusts
the counts and indexes in them, and some damaged bytes crash the process. So what is kept in
``settings.ini`` is values fairtable writes itself and checks field by field as it reads them:

- the window (``window/placement``): ``x``, ``y``, ``width``, ``height`` of its normal (not maximised)
  place, and whether it is ``maximized`` or ``full_screen``; fitted to the screen when it is shown;
- the panels (``window/panels``): for each dock, by its object name, the side it is on, whether it floats,
  whether it is shown, its width and height, whether it shares a tabbed place with a dock before it
  (``tab_of``) and is the tab in front, and for a floating one where it floats. The list is in the
  order the docks have on their side.

Whatever is not exactly that (an unknown dock, a size out of range, a wrong type, a dock twice) is refused
as a whole: the reader raises ValueError and the setting is dropped with one line, the default used.

Window geometry saved by earlier versions (``QWidget.saveGeometry``'s bytes) is read here field by field,
never handed to Qt, so an upgrade keeps the window where it was. Free of Qt: tested without a display.
"""

from __future__ import annotations

import struct
from typing import Any

AREAS = ("left", "right", "top", "bottom")
DOCK_NAMES = ("dock-Players", "dock-Actions", "dock-Game log")  # the docks' object names (main_window.py)

SIZE_MIN, SIZE_MAX = 40, 16384  # a dock's or window's width or height, in pixels
WINDOW_MIN = 100
POS_LIMIT = 100_000  # a window's or floating dock's corner lies within +-this

DOCK_KEYS = {"name", "area", "floating", "visible", "width", "height", "tab_of", "front"}
FLOAT_KEYS = {"x", "y"}  # a floating dock's corner, only for a floating dock
PLACEMENT_KEYS = {"x", "y", "width", "height", "maximized", "full_screen"}


def _int(value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:  # bool is not an int here
        raise ValueError(value)
    return value


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError(value)
    return value


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, int(value)))


def read_placement(value: Any) -> dict[str, Any]:
    """The window's place, checked: every field of the right type and in range, nothing else."""
    if not isinstance(value, dict) or set(value) != PLACEMENT_KEYS:
        raise ValueError(value)
    return {
        "x": _int(value["x"], -POS_LIMIT, POS_LIMIT),
        "y": _int(value["y"], -POS_LIMIT, POS_LIMIT),
        "width": _int(value["width"], WINDOW_MIN, SIZE_MAX),
        "height": _int(value["height"], WINDOW_MIN, SIZE_MAX),
        "maximized": _bool(value["maximized"]),
        "full_screen": _bool(value["full_screen"]),
    }


def read_panels(value: Any) -> dict[str, Any]:
    """The panels' arrangement, checked: each of fairtable's docks once, on a known side, sizes in range; a
    tabbed dock shares the place of a dock before it on the same side that is itself first in its tabs."""
    if not isinstance(value, dict) or set(value) != {"docks"} or not isinstance(value["docks"], list):
        raise ValueError(value)
    docks: list[dict[str, Any]] = []
    seen: dict[str, dict[str, Any]] = {}
    for entry in value["docks"]:
        if not isinstance(entry, dict):
            raise ValueError(entry)
        floating = _bool(entry.get("floating"))
        if set(entry) != DOCK_KEYS | (FLOAT_KEYS if floating else set()):
            raise ValueError(entry)
        name = entry["name"]
        if name not in DOCK_NAMES or name in seen or entry["area"] not in AREAS:
            raise ValueError(entry)
        dock = {
            "name": name,
            "area": entry["area"],
            "floating": floating,
            "visible": _bool(entry["visible"]),
            "width": _int(entry["width"], SIZE_MIN, SIZE_MAX),
            "height": _int(entry["height"], SIZE_MIN, SIZE_MAX),
            "tab_of": entry["tab_of"],
            "front": _bool(entry["front"]),
        }
        if floating:
            dock["x"] = _int(entry["x"], -POS_LIMIT, POS_LIMIT)
            dock["y"] = _int(entry["y"], -POS_LIMIT, POS_LIMIT)
        head = dock["tab_of"]
        if head is not None:
            first = seen.get(head) if isinstance(head, str) else None
            if (first is None or first["tab_of"] is not None or first["floating"] or floating
                    or first["area"] != dock["area"]):
                raise ValueError(entry)
        seen[name] = dock
        docks.append(dock)
    if set(seen) != set(DOCK_NAMES):
        raise ValueError(value)
    return {"docks": docks}


# -- the geometry earlier versions saved: QWidget.saveGeometry's bytes, read field by field ---------------

QT_GEOMETRY_MAGIC = 0x1D9D0CB


def placement_from_qt_geometry(data: bytes) -> dict[str, Any]:
    """``QWidget.saveGeometry()``'s bytes (versions 1 to 3) -> the window's place; ValueError for anything
    else. Big-endian: magic (u32), major and minor version (u16), the frame and the normal geometry (each
    four i32: left, top, right, bottom), the screen (i32), maximised and full screen (u8), then more fields
    this reader does not need."""
    if len(data) < 46:
        raise ValueError(data)
    magic, major, _minor = struct.unpack_from(">IHH", data, 0)
    if magic != QT_GEOMETRY_MAGIC or not 1 <= major <= 3:
        raise ValueError(data)
    left, top, right, bottom = struct.unpack_from(">4i", data, 24)  # the normal geometry: the client area
    maximized, full_screen = struct.unpack_from(">BB", data, 44)
    return read_placement({"x": left, "y": top, "width": right - left + 1, "height": bottom - top + 1,
                           "maximized": bool(maximized), "full_screen": bool(full_screen)})
