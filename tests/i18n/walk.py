"""Every text a window shows: widgets' text, tooltips, titles and accessible names, item views' rows, and
the board scene's text items and tooltips (the board's painted labels come from the layout: see
:func:`layout_texts`)."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTextEdit,
    QWidget,
)


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for ``root`` and every widget in it, visible or not."""
    for w in [root, *root.findChildren(QWidget)]:
        kind = type(w).__name__
        if isinstance(w, QLabel | QAbstractButton):
            yield f"{kind} text", w.text()
        if isinstance(w, QGroupBox):
            yield f"{kind} title", w.title()
        if isinstance(w, QLineEdit):
            yield f"{kind} placeholder", w.placeholderText()
        if isinstance(w, QTextEdit):
            yield f"{kind} text", w.toPlainText()
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{kind} item", w.itemText(i)
        if isinstance(w, QMenu):
            yield "menu title", w.title()
        for action in w.actions():
            yield "action text", action.text()
            yield "action tooltip", action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
            yield "action status tip", action.statusTip()
        yield f"{kind} tooltip", w.toolTip()
        yield f"{kind} accessible name", w.accessibleName()
        yield f"{kind} accessible description", w.accessibleDescription()
        if w.isWindow():
            yield f"{kind} window title", w.windowTitle()
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            from PySide6.QtCore import QModelIndex

            try:
                columns = max(1, model.columnCount(QModelIndex()))
            except TypeError:  # a list model keeps columnCount to itself: one column
                columns = 1
            for row in range(min(model.rowCount(QModelIndex()), 400)):
                for col in range(columns):
                    index = model.index(row, col)
                    yield f"{kind} row", str(model.data(index, Qt.ItemDataRole.DisplayRole) or "")
                    yield f"{kind} row tooltip", str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            yield from scene_texts(w.scene())


def scene_texts(scene) -> Iterator[tuple[str, str]]:  # type: ignore[no-untyped-def]
    for item in scene.items():
        kind = type(item).__name__
        if isinstance(item, QGraphicsSimpleTextItem):
            yield f"{kind} text", item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield f"{kind} text", item.toPlainText()
        yield f"{kind} tooltip", item.toolTip()


def layout_texts(layout) -> Iterator[tuple[str, str]]:  # type: ignore[no-untyped-def]
    for z in layout.zones:
        yield f"zone {z.id} label", z.label
        yield f"zone {z.id} tooltip", z.tooltip
    for p in layout.pieces:
        yield f"piece {p.id} label", p.label
        yield f"piece {p.id} tooltip", p.tooltip
    for k, v in layout.info.items():
        yield "info", f"{k}: {v}"


def screenshots_module():  # type: ignore[no-untyped-def]
    """scripts/screenshots.py, whose ``table_in`` builds a table in a language as the screenshots show it."""
    path = Path(__file__).resolve().parents[2] / "scripts" / "screenshots.py"
    spec = importlib.util.spec_from_file_location("screenshots", path)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module
