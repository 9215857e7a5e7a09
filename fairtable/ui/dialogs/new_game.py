"""The new-game dialog: the title, 2 to N seats (name, colour, human or bot level), variants, a seed."""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QEvent, QRect, QRegularExpression, Qt
from PySide6.QtGui import QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fairtable.engine.game import Game
from fairtable.engine.record import SeatRecord
from fairtable.engine.registry import all_games, get_game
from fairtable.engine.seats import UNSHOWABLE_RANGES, clean_name
from fairtable.i18n import N_, _
from fairtable.ui.dialogs.palettes import PALETTE_NAMES, PALETTES, colour_word
from fairtable.ui.keys.focus import RingCheckBox, RingComboBox, draw_focus_ring

SEAT_COLOURS = list(PALETTES["standard"])
DEFAULT_NAMES = ["Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima"]
# What a name field takes: anything but the characters a name may not hold (engine/seats.py)
NAME_PATTERN = QRegularExpression("[^" + "".join(f"\\x{{{a:x}}}-\\x{{{b:x}}}" for a, b in UNSHOWABLE_RANGES) + "]*")
HUMAN = N_("Human")
DEFAULT_BOT = "greedy"  # shown as "Normal"
# The bot levels as the seat's menu shows them (the record keeps the level id; records also read the English
# names of engine/record.py's BOT_LEVEL_NAMES).
BOT_LABELS = {"random": N_("Bot: Random"), "greedy": N_("Bot: Normal"), "thinker": N_("Bot: Hard")}


def bot_choices() -> list[tuple[str, str]]:
    """(label shown, level) of every bot level installed."""
    from fairtable.bots.base import BOT_LEVELS, LEVEL_NAMES

    return [(_(BOT_LABELS[level]) if level in BOT_LABELS
             else _("Bot: {level}").format(level=LEVEL_NAMES.get(level, level.title())), level)
            for level in BOT_LEVELS]


LEVEL_HINTS = {
    None: N_("A person plays this seat"),
    "random": N_("Plays any legal move at random: a gentle start while you learn the rules"),
    "greedy": N_("Plans its whole turn by how good the position looks afterwards; answers at once"),
    "thinker": N_("Plays each choice out in many imagined futures for about a second before it moves"),
}


def level_hint(level: str | None, game_id: str) -> str:
    """A bot level's description; a title that plays a level its own way says so in its whole hint
    (``Strategy.level_notes``: where the arena says Hard is no stronger than Normal, docs/bots.md)."""
    hint = get_game(game_id).strategy.level_notes.get(level or "") or LEVEL_HINTS.get(level, "")
    return _(hint) if hint else ""


@dataclass
class NewGameChoice:
    game: Game
    seats: list[SeatRecord]
    options: BaseModel
    seed: int | None


class ColourButton(QPushButton):
    """A seat's colour swatch; a click opens the colour picker. The swatch's style names this class only:
    a bare style sheet would pass to every widget inside the picker, which opens as the swatch's child,
    and paint the whole picker in the seat's colour."""

    def __init__(self, colour: str, seat: int = 0) -> None:
        super().__init__()
        self.seat = seat  # counted from 0
        self.setFixedWidth(36)
        self.set_colour(colour)
        self.clicked.connect(self.pick)

    def set_colour(self, colour: str) -> None:
        """The swatch's colour, and its name as a screen reader says it ("Seat 1 colour: red", never the
        colour's code)."""
        self.colour = colour
        self.setStyleSheet(f"ColourButton {{ background: {colour}; border: 1px solid #333; border-radius: 4px; "
                           "min-height: 20px }")
        word = colour_word(colour)
        self.setToolTip(_("Seat colour: {colour}").format(colour=word))
        self.setAccessibleName(_("Seat {n} colour: {colour}").format(n=self.seat + 1, colour=word))

    def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """The swatch's own style hides the platform's focus frame: with the focus it gets a ring of its own."""
        super().paintEvent(event)
        draw_focus_ring(self)

    def colour_dialog(self) -> QColorDialog:
        dialog = QColorDialog(QColor(self.colour), self)
        dialog.setWindowTitle(_("Seat colour"))
        return dialog

    def pick(self) -> None:
        dialog = self.colour_dialog()
        if dialog.exec() == QDialog.Accepted and dialog.selectedColor().isValid():
            self.set_colour(dialog.selectedColor().name())
        dialog.deleteLater()


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New game"))
        self.games = all_games()
        self.titles = QListWidget()
        for g in self.games:
            item = QListWidgetItem(_("{title}  ({min}-{max} players)").format(
                title=_(g.info.name), min=g.info.min_players, max=g.info.max_players))
            item.setToolTip(_(g.info.summary))
            self.titles.addItem(item)
        self.titles.setMaximumHeight(110)
        self.titles.setAccessibleName(_("Game"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self._variants_of = ""
        self.summary.setStyleSheet("color:#444")

        self.count = QSpinBox()
        self.palette = RingComboBox()  # "Seat colours": sets every seat's swatch at once
        for key, label in PALETTE_NAMES.items():
            self.palette.addItem(_(label), key)
        self.palette.setAccessibleName(_("Seat colours"))
        self.palette.setToolTip(_("Colour-blind safe: colours told apart with every common colour blindness"))
        self.palette.setAccessibleDescription(self.palette.toolTip())
        self.seat_box = QGroupBox(_("Seats"))
        self.seat_grid = QGridLayout(self.seat_box)
        self.seat_rows: list[tuple[QLineEdit, ColourButton, QComboBox]] = []
        for i in range(max(g.info.max_players for g in self.games)):
            name = QLineEdit(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
            name.setMaxLength(40)
            name.setValidator(QRegularExpressionValidator(NAME_PATTERN, name))  # one line, no direction marks
            colour = ColourButton(SEAT_COLOURS[i % len(SEAT_COLOURS)], i)
            kind = RingComboBox()
            kind.addItem(_(HUMAN), None)
            for label, level in bot_choices():
                kind.addItem(label, level)
            if i > 0:  # the others are bots at the level most people enjoy playing against first
                kind.setCurrentIndex(max(1, kind.findData(DEFAULT_BOT)))
            kind.currentIndexChanged.connect(lambda _=0, k=kind: k.setToolTip(k.currentData(Qt.ToolTipRole)))
            kind.currentIndexChanged.connect(self._show_length)
            name.setAccessibleName(_("Seat {n} name").format(n=i + 1))
            # Named by the seat, not by the value shown (a screen reader says the value after the name).
            kind.setAccessibleName(_("Seat {n} player").format(n=i + 1))
            kind.setAccessibleDescription(_("Human or bot"))
            # On Linux Qt names a combo box by its value ("Human") and leaves its name to the labels that
            # point at it (AT-SPI's labelled-by): the row's number is that label, read "Seat 1 player".
            number = QLabel(f"{i + 1}.")
            number.setBuddy(kind)
            number.setAccessibleName(kind.accessibleName())
            self.seat_grid.addWidget(number, i, 0)
            self.seat_grid.addWidget(name, i, 1)
            self.seat_grid.addWidget(colour, i, 2)
            self.seat_grid.addWidget(kind, i, 3)
            self.seat_rows.append((name, colour, kind))

        self.variant_box = QGroupBox(_("Variants"))
        self.variant_form = QFormLayout()
        self.variant_form.setRowWrapPolicy(QFormLayout.WrapLongRows)  # a long label goes above its field
        # The variants scroll inside their box: a title with many never makes the dialog taller than the
        # screen, and the dialog keeps its size (and Start its place) from one title to the next.
        holder = QWidget()
        holder.setLayout(self.variant_form)
        self.variant_scroll = QScrollArea()
        self.variant_scroll.setWidget(holder)
        self.variant_scroll.setWidgetResizable(True)
        self.variant_scroll.setFrameShape(QFrame.NoFrame)
        self.variant_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        QVBoxLayout(self.variant_box).addWidget(self.variant_scroll)
        # How long a game takes, where the variants decide it (the festival's round limit): two lines kept,
        # so the dialog does not change size as the line comes and goes.
        self.length = QLabel()
        self.length.setWordWrap(True)
        self.length.setStyleSheet("color:#444")
        self.length.setMinimumHeight(2 * self.length.fontMetrics().lineSpacing())
        self.no_variants = QLabel(_("This game has no variants."))
        self.no_variants.setStyleSheet("color:#666")
        self.option_widgets: dict[str, QWidget] = {}

        self.seed = QLineEdit()
        # TRANSLATORS: the seed field's placeholder: left empty, the seed is a random one
        self.seed.setPlaceholderText(_("random"))
        self.seed.setToolTip(_("The same seed and the same moves always give the same game"))
        self.seed.setAccessibleName(_("Seed"))
        self.count.setAccessibleName(_("Players"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b00020")
        self.error.setMinimumHeight(2 * self.error.fontMetrics().lineSpacing())  # room kept: Start stays put

        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(_("&Start"))
        buttons.button(QDialogButtonBox.Ok).setAccessibleName(_("Start"))
        buttons.accepted.connect(self.accept)
        self.buttons = buttons
        buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(_("&Players"), self.count)  # the labels' keys (Alt+P) go to their fields
        top.addRow(_("S&eed"), self.seed)
        top.addRow(_("Seat &colours"), self.palette)
        left = QVBoxLayout()
        game_label = QLabel(_("&Game"))
        game_label.setBuddy(self.titles)
        left.addWidget(game_label)
        left.addWidget(self.titles)
        left.addLayout(top)
        left.addWidget(self.seat_box)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.variant_box, 1)
        right.addWidget(self.length)
        right.addWidget(self.no_variants)
        right.addStretch(0)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        # The fields scroll above Start and Cancel, which never leave the dialog: on a low screen at a large
        # text size (1024x600, Japanese, Largest) the dialog is shrunk to the screen and its fields scroll.
        body = QWidget()
        body.setLayout(columns)
        self.body = QScrollArea()
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        # Every seat row keeps its room while hidden: the dialog is as tall for 2 players as for 6, so
        # Start stays where it is when the count changes.
        for row in range(self.seat_grid.rowCount()):
            for col in range(self.seat_grid.columnCount()):
                item = self.seat_grid.itemAtPosition(row, col)
                if item is not None and item.widget() is not None:
                    policy = item.widget().sizePolicy()
                    policy.setRetainSizeWhenHidden(True)
                    item.widget().setSizePolicy(policy)
        self.summary.setAlignment(Qt.AlignLeft | Qt.AlignTop)

        self.titles.currentRowChanged.connect(self._title_changed)
        self.count.valueChanged.connect(self._count_changed)
        self.palette.currentIndexChanged.connect(self._palette_changed)
        self.last_options: dict[str, dict[str, Any]] = {}  # per title, the variants chosen last time
        index = next((i for i, g in enumerate(self.games) if g.info.id == game_id), 0)
        self.titles.setCurrentRow(index)
        self._settle_summary()
        self._fit_body()

    def _fit_body(self) -> None:
        """Open as large as the fields ask (the screen's fit shrinks it where the screen is smaller)."""
        inner = self.body.widget().sizeHint()
        bar = self.body.verticalScrollBar().sizeHint().width()
        margins = self.layout().contentsMargins()
        extra = self.error.sizeHint().height() + self.buttons.sizeHint().height() + 2 * self.layout().spacing()
        self.resize(max(self.sizeHint().width(), inner.width() + bar + margins.left() + margins.right()),
                    inner.height() + extra + margins.top() + margins.bottom())

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.FontChange and hasattr(self, "body"):
            self._fit_body()  # the window's text size reached the dialog

    def _settle_summary(self) -> None:
        """The summary takes the height of the longest title's at the dialog's width, so the variants
        below it do not move when another title is picked."""
        width = max(200, self.summary.width() if self.summary.isVisible() else 360)
        tallest = max(self.summary.fontMetrics().boundingRect(QRect(0, 0, width, 10000), Qt.TextWordWrap,
                                                              _(g.info.summary)).height() for g in self.games)
        self.summary.setMinimumHeight(tallest + 4)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._settle_summary()

    def setup(self) -> dict[str, Any]:
        """The setup as it stands, for the next time the dialog opens (View settings: game/last_setup)."""
        options = dict(self.last_options)
        options[self.game.info.id] = {name: option_value(w) for name, w in self.option_widgets.items()}
        return {
            "game": self.game.info.id,
            "players": self.count.value(),
            "palette": self.palette.currentData(),
            "seats": [{"name": name.text(), "colour": colour.colour, "level": kind.currentData()}
                      for name, colour, kind in self.seat_rows],
            "options": options,
        }

    def restore(self, setup: dict[str, Any], game_id: str | None = None) -> None:
        """Open on a setup saved by :meth:`setup` (the game ``game_id`` if given): every part that no
        longer fits (a title, a level, a colour or a value that is not one) is left as it was."""
        import re

        options = setup.get("options")
        if isinstance(options, dict):
            self.last_options = {k: v for k, v in options.items() if isinstance(k, str) and isinstance(v, dict)}
        wanted = game_id or setup.get("game")
        index = next((i for i, g in enumerate(self.games) if g.info.id == wanted), None)
        if index is not None:
            self.titles.setCurrentRow(index)
            self._title_changed(index)
        at = self.palette.findData(setup.get("palette"))
        if at >= 0:
            self.palette.setCurrentIndex(at)  # every swatch in its colours; the seats' own colours come next
        seats = setup.get("seats")
        if isinstance(seats, list):
            for (name, colour, kind), seat in zip(self.seat_rows, seats, strict=False):
                if not isinstance(seat, dict):
                    continue
                if isinstance(seat.get("name"), str):
                    name.setText(clean_name(seat["name"])[: name.maxLength()])
                if isinstance(seat.get("colour"), str) and re.fullmatch(r"#[0-9a-fA-F]{6}", seat["colour"]):
                    colour.set_colour(seat["colour"])
                at = kind.findData(seat.get("level"))
                if at >= 0:
                    kind.setCurrentIndex(at)
        players = setup.get("players")
        if isinstance(players, int) and not isinstance(players, bool):
            self.count.setValue(players)  # the spin box keeps it within the title's range

    def _palette_changed(self, _index: int = 0) -> None:
        """Every seat's swatch in the chosen palette's colours (one picked by hand is replaced too)."""
        colours = PALETTES.get(self.palette.currentData(), PALETTES["standard"])
        for i, (_name, colour, _kind) in enumerate(self.seat_rows):
            colour.set_colour(colours[i % len(colours)])

    @property
    def game(self) -> Game:
        return self.games[max(0, self.titles.currentRow())]

    def _title_changed(self, row: int) -> None:
        info = self.game.info
        self.summary.setText(_(info.summary))
        self.count.setRange(info.min_players, info.max_players)
        self.count.setValue(min(max(self.count.value(), info.min_players), info.max_players))
        self._count_changed(self.count.value())
        self._build_variants()
        for _name, _colour, kind in self.seat_rows:
            for index in range(kind.count()):
                kind.setItemData(index, level_hint(kind.itemData(index), info.id), Qt.ToolTipRole)
            kind.setToolTip(kind.currentData(Qt.ToolTipRole))

    def _count_changed(self, n: int) -> None:
        for i, row in enumerate(self.seat_rows):
            for w in row:
                w.setVisible(i < n)
            self.seat_grid.itemAtPosition(i, 0).widget().setVisible(i < n)
        self._show_length()

    def _show_length(self, *_args: object) -> None:
        """The title's word on how long a game with these variants and seats takes (none: the line is empty)."""
        if not hasattr(self, "length") or not hasattr(self, "titles"):
            return
        from fairtable.engine.game import SetupError

        kinds = [kind.currentData() for _name, _colour, kind in self.seat_rows[: self.count.value()]]
        try:
            options = self.game.make_options({name: option_value(w) for name, w in self.option_widgets.items()})
        except SetupError:
            options = None
        note = None if options is None else self.game.strategy.length_note(
            options, sum(1 for k in kinds if not k), sum(1 for k in kinds if k))
        self.length.setText(note or "")
        self.length.setAccessibleName(note or "")

    def _build_variants(self) -> None:
        """The title's variants, each with what it does in a tooltip (on its name and its field) and in
        small type under it, set as they were chosen last time for this title."""
        if self.option_widgets:
            self.last_options[self._variants_of] = {n: option_value(w) for n, w in self.option_widgets.items()}
        while self.variant_form.rowCount():
            self.variant_form.removeRow(0)
        self.option_widgets = {}
        self._variants_of = self.game.info.id
        chosen = self.last_options.get(self._variants_of, {})
        model = self.game.info.options
        for name, field in model.model_fields.items():
            label = _(field.title) if field.title else name.replace("_", " ").capitalize()
            widget = option_widget(field.annotation, field.default)
            if widget is None:
                continue
            if name in chosen:
                set_option_value(widget, chosen[name])
            what = _(field.description) if field.description else ""
            widget.setToolTip(what)
            widget.setAccessibleName(label)
            widget.setAccessibleDescription(what)
            title = QLabel(label)
            title.setToolTip(what)
            title.setBuddy(widget)
            self.option_widgets[name] = widget
            for signal in ("valueChanged", "currentIndexChanged", "toggled"):
                if hasattr(widget, signal):
                    getattr(widget, signal).connect(self._show_length)
            self.variant_form.addRow(title, widget)
            if what:
                note = QLabel(what)
                note.setWordWrap(True)
                note.setStyleSheet("color:#555; font-size: small")
                self.variant_form.addRow(note)
        self.variant_box.setVisible(bool(self.option_widgets))
        self.no_variants.setVisible(not self.option_widgets)
        self._show_length()
        self._tab_order()

    def _tab_order(self) -> None:
        """Tab goes through the dialog as it reads: the game, players, seed, seat colours, each seat's name,
        colour and player, the variants, Start and Cancel."""
        chain: list[QWidget] = [self.titles, self.count, self.seed, self.palette]
        for row in self.seat_rows:
            chain.extend(row)
        chain.extend(self.option_widgets.values())
        chain.extend(self.buttons.buttons())
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def choice(self) -> NewGameChoice | None:
        from fairtable.engine.game import SetupError

        n = self.count.value()
        seats = []
        for name, colour, kind in self.seat_rows[:n]:
            level = kind.currentData()
            text = name.text().strip() or _("Player")
            seats.append(SeatRecord(name=text, colour=colour.colour, kind="bot" if level else "human", level=level))
        values = {name: option_value(w) for name, w in self.option_widgets.items()}
        try:
            options = self.game.make_options(values)
        except SetupError as exc:
            self.error.setText(str(exc))
            return None
        seed_text = self.seed.text().strip()
        seed = None
        if seed_text:
            from fairtable.engine.rng import SEED_MAX, SEED_MIN, seed_fits

            try:
                seed = int(seed_text)
            except ValueError:  # not a number, or one of more than 4300 digits
                seed = None
            if seed is None or not seed_fits(seed):
                self.error.setText(_("The seed must be a whole number from {min} to {max} (or empty for a random one)")
                                   .format(min=SEED_MIN, max=SEED_MAX))
                return None
        return NewGameChoice(self.game, seats, options, seed)

    def accept(self) -> None:
        if self.choice() is not None:
            super().accept()


def option_widget(annotation: Any, default: Any) -> QWidget | None:
    if annotation is bool:
        box = RingCheckBox()
        box.setChecked(bool(default))
        return box
    if annotation is int:
        spin = QSpinBox()
        spin.setRange(0, 100000)
        spin.setValue(int(default or 0))
        return spin
    if typing.get_origin(annotation) is typing.Literal:
        combo = RingComboBox()
        for value in typing.get_args(annotation):
            # A choice's words are its title's to mark for the catalog (the value stays the option's identity).
            combo.addItem(_(str(value).replace("_", " ")), value)
        combo.setCurrentIndex(max(0, combo.findData(default)))
        return combo
    return None


def set_option_value(widget: QWidget, value: Any) -> None:
    """Puts a remembered value into a variant's field, if it is one the field can take."""
    if isinstance(widget, QCheckBox) and isinstance(value, bool):
        widget.setChecked(value)
    elif isinstance(widget, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
        widget.setValue(value)
    elif isinstance(widget, QComboBox):
        at = widget.findData(value)
        if at >= 0:
            widget.setCurrentIndex(at)


def option_value(widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    return None


__all__ = ["NewGameDialog", "NewGameChoice", "Qt"]
