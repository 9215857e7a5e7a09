"""Small dialogs: the rules of a title, About, the choice among several moves and of an amount."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from fairtable import version
from fairtable.i18n import _, ngettext, rules_file
from fairtable.ui.keys.keycaps import NUMBER_KEYS, KeyCapButton, number_shortcuts

if TYPE_CHECKING:
    from fairtable.engine.actions import Action, AmountRange


class RulesDialog(QDialog):
    """A title's rules: its sections in a list beside the text (a click goes to one) and a search box above
    it that marks every place the words are found and goes from one to the next with Enter (Ctrl+F finds
    the box)."""

    SECTIONS_PX = 190  # the section list's width

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None,
                 pictures: list | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Rules: {title}").format(title=title))
        self.browser = QTextBrowser()
        self.browser.setMarkdown(markdown)
        if pictures:
            self._add_components(pictures)
        self.browser.setOpenExternalLinks(False)
        # TRANSLATORS: the rules' text, as a screen reader names it ("Rules of Animal Marche")
        self.browser.setAccessibleName(_("Rules of {title}").format(title=title))
        self.search = QLineEdit()
        self.search.setPlaceholderText(_("Search the rules"))
        self.search.setAccessibleName(_("Search the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self.find_next)
        self.found = QLabel()
        self.matches: list[QTextCursor] = []
        self.sections = QListWidget()
        self.sections.setAccessibleName(_("Sections"))
        self.sections.setFixedWidth(self.SECTIONS_PX)
        self.sections.setWordWrap(True)
        self.section_blocks: list[int] = []
        block = self.browser.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level and block.text().strip():
                self.sections.addItem(("    " * max(0, level - 2)) + block.text().strip())
                self.section_blocks.append(block.blockNumber())
            block = block.next()
        self.sections.currentRowChanged.connect(self.show_section)
        QShortcut(QKeySequence.Find, self, activated=self.search.setFocus)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.found)
        middle = QHBoxLayout()
        middle.addWidget(self.sections)
        middle.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(buttons)
        self.resize(680 + self.SECTIONS_PX, 720)

    def _add_components(self, pictures: list) -> None:
        """A last section, "Components": each kind of piece as the board draws it, with its name."""
        from html import escape

        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QTextDocument

        document = self.browser.document()
        cells = []
        for n, (name, image) in enumerate(pictures):
            url = f"component:{n}"
            document.addResource(QTextDocument.ImageResource, QUrl(url), image)
            cells.append(f'<td align="center" style="padding:6px"><img src="{url}"><br>{escape(name)}</td>')
        rows = "".join("<tr>" + "".join(cells[i:i + 4]) + "</tr>" for i in range(0, len(cells), 4))
        from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat

        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.End)
        heading = QTextBlockFormat()
        heading.setHeadingLevel(2)  # a section of its own in the list beside the text
        heading.setTopMargin(12)
        words = QTextCharFormat()
        words.setFontWeight(QFont.Bold)
        words.setFontPointSize(self.browser.font().pointSizeF() * 1.4 if self.browser.font().pointSizeF() > 0 else 16)
        cursor.insertBlock(heading, words)
        # TRANSLATORS: the rules' last section: pictures of the pieces as the board draws them
        cursor.insertText(_("Components"), words)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        cursor.insertHtml(f"<table>{rows}</table>")

    def show_section(self, row: int) -> None:
        """The section's heading at the top of the text."""
        if not 0 <= row < len(self.section_blocks):
            return
        document = self.browser.document()
        block = document.findBlockByNumber(self.section_blocks[row])
        self.browser.setTextCursor(QTextCursor(block))
        top = document.documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))

    def show_heading(self, words: str) -> None:
        """The section whose heading holds ``words`` (a tutorial step's or a refusal's Rule link), selected in
        the list; where no heading does, the words are searched for in the text."""
        wanted = words.strip().casefold()
        headings = [self.sections.item(row).text().strip().casefold() for row in range(self.sections.count())]
        # The heading that is the words themselves first ("Actions", not "Action points" before it).
        for row in [r for r, h in enumerate(headings) if h == wanted] + [r for r, h in enumerate(headings) if wanted in h]:
            if wanted:
                self.sections.setCurrentRow(row)
                return
        self.search.setText(words.strip())

    def _search(self, text: str) -> None:
        """Every place ``text`` is found, marked; the first one after the top selected."""
        self.matches = []
        document = self.browser.document()
        words = text.strip()
        if words:
            cursor = document.find(words, 0)
            while not cursor.isNull():
                self.matches.append(cursor)
                cursor = document.find(words, cursor)
        marks = []
        for cursor in self.matches:
            mark = QTextEdit.ExtraSelection()
            mark.cursor = cursor
            mark.format.setBackground(QColor("#ffe27a"))
            marks.append(mark)
        self.browser.setExtraSelections(marks)
        if not words:
            self.found.setText("")
        elif not self.matches:
            self.found.setText(_("Not found"))
        else:
            self.found.setText(ngettext("{n} place", "{n} places", len(self.matches)).format(n=len(self.matches)))
            self._select(self.matches[0])

    def find_next(self) -> None:
        """The next place found after the one selected (from the first again after the last)."""
        if not self.matches:
            return
        at = self.browser.textCursor().selectionEnd()
        after = [c for c in self.matches if c.selectionStart() >= at]
        self._select(after[0] if after else self.matches[0])

    def _select(self, cursor: QTextCursor) -> None:
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()


def rules_markdown(game_id: str, title: str) -> str:
    """A title's rules summary (resources/games/<id>/rules.md) in the language spoken, if it has one."""
    from fairtable.resources import resource_path

    try:
        return rules_file(resource_path("games", game_id)).read_text(encoding="utf-8")
    except OSError:
        return f"# {title}\n\n" + _("No rules summary is installed.")


def about_text() -> tuple[str, str]:
    """The About box's title and text (rich text)."""
    from html import escape

    text = _("A table for four board games: ESSEN The Game: SPIEL'13, Old West Empresario, Animal Marche and "
             "the Agents Of Empire festival game. Drag the pieces; the rules engine accepts or explains.")
    return _("About fairtable"), f"<h3>fairtable {version()}</h3><p>{escape(text, quote=False)}</p>"


def about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, *about_text())


def choose_action(parent: QWidget, actions: list[Action], lines: list[str], at: QPoint) -> Action | None:
    """A small menu when one gesture could mean several moves."""
    menu, entries = choice_menu(parent, lines)
    if entries:
        menu.setActiveAction(entries[0])  # Enter takes the first; the arrows move on from it
    picked = menu.exec(at)
    return next((a for entry, a in zip(entries, actions, strict=True) if entry is picked), None)


def choice_menu(parent: QWidget | None, lines: list[str]) -> tuple[QMenu, list[object]]:
    """The menu of :func:`choose_action` and its entries, one per line, the first nine with their number
    key in front ("1  Buy Concordia"): in an open menu the key alone picks the entry. An ampersand in a line
    ("Bus & Bahn") is shown as one, not taken for a shortcut marker."""
    menu = QMenu(parent)
    menu.setAccessibleName(_("Choose the move"))
    entries = []
    for i, line in enumerate(lines):
        text = line.replace("&", "&&")
        entries.append(menu.addAction(f"&{i + 1}  {text}" if i < NUMBER_KEYS else text))
    return menu, entries


class AmountDialog(QDialog):
    """The amount for an action with a free amount (a Mauscheln price): a button per quick choice, each
    showing its log line, and any other amount of the range in a spin box."""

    def __init__(self, parent: QWidget | None, actions: list[Action], lines: list[str], amounts: AmountRange) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Choose the amount"))
        self.setAccessibleName(_("Choose the amount"))
        self.actions = actions
        self.amounts = amounts
        self.chosen: Action | None = None
        layout = QVBoxLayout(self)
        self.quick: list[KeyCapButton] = []
        for i, (action, line) in enumerate(zip(actions, lines, strict=True)):
            button = KeyCapButton(line.replace("&", "&&"))
            button.set_key(str(i + 1) if i < NUMBER_KEYS else "")
            button.setAccessibleName(line)
            button.clicked.connect(lambda _=False, a=action: self._pick(a))
            layout.addWidget(button)
            self.quick.append(button)
        # The number keys pick a quick choice; typed into the spin box they stay an amount.
        self._keys = number_shortcuts(self, self._press_number)
        row = QHBoxLayout()
        other = QLabel(_("&Another amount:"))
        row.addWidget(other)
        self.spin = QSpinBox()
        other.setBuddy(self.spin)
        self.spin.setAccessibleName(_("Another amount"))
        self.spin.setRange(amounts.lo, amounts.hi)
        self.spin.setSingleStep(amounts.step)
        self.spin.setSuffix(amounts.unit)
        start = getattr(actions[len(actions) // 2], amounts.field)
        self.spin.setValue(start if start in amounts else amounts.lo)
        self.spin.editingFinished.connect(self._snap)
        row.addWidget(self.spin, 1)
        self.ok = QPushButton(_("&OK"))
        self.ok.setAccessibleName(_("OK: this amount"))
        self.ok.setAutoDefault(False)
        self.ok.clicked.connect(self._take_spin)
        row.addWidget(self.ok)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if self.quick:
            self.quick[0].setDefault(True)
            self.quick[0].setFocus()

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """Enter in the spin box takes the amount typed there, not the default quick choice."""
        focus = self.focusWidget()
        in_spin = focus is not None and (focus is self.spin or self.spin.isAncestorOf(focus))
        if event.key() in (Qt.Key_Return, Qt.Key_Enter) and in_spin:
            self._take_spin()
            return
        super().keyPressEvent(event)

    def _press_number(self, n: int) -> None:
        if 1 <= n <= min(len(self.quick), NUMBER_KEYS):
            self.quick[n - 1].click()

    def _snap(self) -> None:
        """A typed amount off the steps goes down to the step below it."""
        a = self.amounts
        value = a.lo + (self.spin.value() - a.lo) // a.step * a.step
        if value != self.spin.value():
            self.spin.setValue(value)

    def _take_spin(self) -> None:
        self._snap()
        self._pick(self.amounts.with_amount(self.actions[0], self.spin.value()))

    def _pick(self, action: Action) -> None:
        self.chosen = action
        self.accept()


def choose_amount(parent: QWidget, actions: list[Action], lines: list[str], amounts: AmountRange) -> Action | None:
    """Ask for the amount of an action with a free amount; None when cancelled."""
    dialog = AmountDialog(parent, actions, lines, amounts)
    dialog.exec()
    chosen = dialog.chosen
    dialog.deleteLater()
    return chosen
