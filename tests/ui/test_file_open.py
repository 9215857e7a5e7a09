"""A saved game double-clicked in the macOS Finder reaches the running app as a FileOpen event."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from fairtable.ui.app import FileOpenHandler


def test_a_file_open_event_opens_that_record(qapp: QApplication, tmp_path: Path) -> None:
    opened: list[Path] = []
    handler = FileOpenHandler(opened.append)
    qapp.installEventFilter(handler)
    try:
        QApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "essen-game.json")))
    finally:
        qapp.removeEventFilter(handler)
    assert opened == [tmp_path / "essen-game.json"]
