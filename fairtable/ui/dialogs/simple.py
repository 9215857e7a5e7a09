"""Small dialogs: the rules of a title, About, and the choice among several moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from fairtable import version

if TYPE_CHECKING:
    from fairtable.engine.actions import Action


class RulesDialog(QDialog):
    def __init__(self, title: str, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules: {title}")
        self.browser = QTextBrowser()
        self.browser.setMarkdown(markdown)
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(680, 720)


def about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        "About fairtable",
        f"<h3>fairtable {version()}</h3>"
        "<p>A table for four board games: ESSEN The Game: SPIEL'13, Old West Empresario, Animal Marche and the "
        "Agents Of Empire festival game. Drag the pieces; the rules engine accepts or explains.</p>",
    )


def choose_action(parent: QWidget, actions: list[Action], lines: list[str], at: QPoint) -> Action | None:
    """A small menu when one gesture could mean several moves."""
    menu, entries = choice_menu(parent, lines)
    picked = menu.exec(at)
    return next((a for entry, a in zip(entries, actions, strict=True) if entry is picked), None)


def choice_menu(parent: QWidget | None, lines: list[str]) -> tuple[QMenu, list[object]]:
    """The menu of :func:`choose_action` and its entries, one per line. An ampersand in a line ("Bus & Bahn")
    is shown as one, not taken for a shortcut marker."""
    menu = QMenu(parent)
    return menu, [menu.addAction(line.replace("&", "&&")) for line in lines]
