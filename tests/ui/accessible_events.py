"""The accessibility events Qt sends, counted: Qt's own update handler (QAccessible::installUpdateHandler,
which PySide does not bind) installed through ctypes, and accessibility made active, as Qt's own tests do."""

from __future__ import annotations

import ctypes
import os

import PySide6
from PySide6.QtGui import QAccessible

_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_TYPE_OFFSET = ctypes.sizeof(ctypes.c_void_p)  # QAccessibleEvent: its vtable, then its type


def _gui() -> ctypes.CDLL:
    return ctypes.CDLL(os.path.join(os.path.dirname(PySide6.__file__), "Qt", "lib", "libQt6Gui.so.6"))


class AccessibleEvents:
    """While entered, every accessibility event Qt would send to a screen reader, by its type."""

    def __init__(self) -> None:
        self.kinds: list[int] = []
        self._handler = _HANDLER(self._seen)
        self._install = _gui()._ZN11QAccessible20installUpdateHandlerEPFvP16QAccessibleEventE
        self._install.restype = ctypes.c_void_p
        self._install.argtypes = [ctypes.c_void_p]
        self._old: int | None = None
        self._was_active = False

    def _seen(self, event: int) -> None:
        self.kinds.append(ctypes.c_int.from_address(event + _TYPE_OFFSET).value)

    def count(self, kind: QAccessible.Event) -> int:
        return self.kinds.count(kind.value)

    def __enter__(self) -> AccessibleEvents:
        self._was_active = QAccessible.isActive()
        self._old = self._install(ctypes.cast(self._handler, ctypes.c_void_p))
        QAccessible.setActive(True)
        return self

    def __exit__(self, *exc: object) -> None:
        self._install(self._old)
        QAccessible.setActive(self._was_active)
