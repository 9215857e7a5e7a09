"""The welcome page: the unfinished games to continue (newest first; continue, rename, delete) and the titles
to start a new game of, each with a picture of its board. It reads the autosaves with :mod:`fairtable.saves`
(plain JSON) and shows pictures made ahead (``resources/welcome/``), so it shows before the engine is
loaded. What the player asks of it (a new game, a game continued, a file opened) it says by its signals; the
window connects them."""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from fairtable import played, saves
from fairtable.engine.registry import LISTINGS
from fairtable.engine.seats import isolate
from fairtable.i18n import PSEUDO, SOURCE, _, babel_locale, language, listing, ngettext
from fairtable.resources import resource_path
from fairtable.ui.access import act_as_button
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.saves import Damaged, SavedGame

ROWS_AT_LEAST = 1  # unfinished games always in view; more show as the window has room, the rest scroll


def moves(n: int) -> str:
    return ngettext("{n} move", "{n} moves", n).format(n=n)


def title_name(game_id: str) -> str:
    listing = LISTINGS.get(game_id)
    return _(listing.name) if listing is not None else game_id


def people(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return listing(names)


def players(game: SavedGame) -> str:
    return people([_("{name} (bot)").format(name=isolate(name)) if bot else isolate(name)
                   for name, bot in zip(game.seats, game.bots, strict=False)])


def long_date(moment: datetime) -> str:
    """A day the language's way: '3 March 2024' in English, '3. März 2024' in German, '2024年3月3日' in Japanese."""
    local = moment.astimezone()
    if language() in (SOURCE, PSEUDO):
        return f"{local.day} {local:%B %Y}"
    from babel.dates import format_date

    return format_date(local.date(), format="long", locale=babel_locale())


def last_played(moment: datetime, now: datetime | None = None) -> str:
    """'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', or the local date."""
    now = now or datetime.now(UTC)
    seconds = (now - moment).total_seconds()
    if seconds < 60:
        # TRANSLATORS: when an unfinished game was last played ("last played just now")
        return _("just now")
    if seconds < 3600:
        n = int(seconds // 60)
        return ngettext("{n} minute ago", "{n} minutes ago", n).format(n=n)
    if seconds < 86400:
        n = int(seconds // 3600)
        return ngettext("{n} hour ago", "{n} hours ago", n).format(n=n)
    days = (now.astimezone().date() - moment.astimezone().date()).days
    if days <= 1:
        # TRANSLATORS: when an unfinished game was last played ("last played yesterday")
        return _("yesterday")
    if days < 7:
        return ngettext("{n} day ago", "{n} days ago", days).format(n=days)
    # TRANSLATORS: when an unfinished game was last played ("last played on 3 March 2024")
    return _("on {date}").format(date=long_date(moment))


def progress(game: SavedGame, capital: bool = False) -> str:
    """'round 3, 24 moves' (the round when the autosave says it); 'Round 3, 24 moves' at a line's start."""
    n = game.moves
    if not game.round:
        return ngettext("{n} move", "{n} moves", n).format(n=n)
    if capital:
        return ngettext("Round {round}, {n} move", "Round {round}, {n} moves", n).format(round=game.round, n=n)
    return ngettext("round {round}, {n} move", "round {round}, {n} moves", n).format(round=game.round, n=n)


def game_words(game: SavedGame, capital: bool = False) -> str:
    """'your game of ESSEN The Game: SPIEL'13 with Anna and Ben (round 3, 24 moves played)', or with its name:
    '"Friday night" (ESSEN ... with Anna and Ben, ...)'; 'Your game of ...' at a sentence's start."""
    words = {"title": title_name(game.game), "players": players(game), "progress": progress(game)}
    if game.name:
        return _("\u201c{name}\u201d ({title} with {players}, {progress} played)").format(name=game.name, **words)
    if capital:
        return _("Your game of {title} with {players} ({progress} played)").format(**words)
    return _("your game of {title} with {players} ({progress} played)").format(**words)


def menu_text(game: SavedGame) -> str:
    """One line of Game > Continue."""
    words = {"title": title_name(game.game), "players": people(game.seats), "progress": progress(game),
             "when": last_played(game.saved)}
    if game.name:
        line = _("{name} ({title}) with {players}: {progress}, {when}").format(name=game.name, **words)
    else:
        line = _("{title} with {players}: {progress}, {when}").format(**words)
    return line.replace("&", "&&")


def resume_question(game: SavedGame) -> str:
    """The offer at start: 'Resume your last game of <title> with A and B (round 1, 12 moves played)?'"""
    words = {"title": title_name(game.game), "players": players(game), "progress": progress(game)}
    if game.name:
        return _("Resume \u201c{name}\u201d ({title} with {players}, {progress} played)?").format(
            name=game.name, **words)
    return _("Resume your last game of {title} with {players} ({progress} played)?").format(**words)


PICTURE = (160, 100)  # the board's picture on a title's card (fairtable.ui.pictures makes the files)


def board_pixmap(game_id: str) -> QPixmap | None:
    """The title's board as drawn into ``resources/welcome/<id>.png`` by ``scripts/welcome_pictures.py``
    (twice the size shown, for sharp HiDPI screens); None when the file is missing or unreadable. The
    pictures are made ahead: drawing a board here would load the engine and the titles, and the first
    window must show at once."""
    path = resource_path("welcome", f"{game_id}.png")
    pixmap = QPixmap(str(path)) if path.is_file() else QPixmap()
    if pixmap.isNull():
        return None
    pixmap.setDevicePixelRatio(pixmap.width() / PICTURE[0])
    return pixmap


class GameCard(QFrame):
    """One title on the welcome page, a picture of its board beside its name, player count and summary:
    click to choose it, double-click to set up a game."""

    def __init__(self, page: WelcomePage, game_id: str) -> None:
        super().__init__()
        self.page = page
        self.game_id = game_id
        g = LISTINGS[game_id]
        self.picture = QLabel()
        self.picture.setFixedSize(*PICTURE)
        pixmap = board_pixmap(game_id)
        if pixmap is not None:
            self.picture.setPixmap(pixmap)
            self.picture.setStyleSheet("border: 1px solid #b7a98c; border-radius: 4px;")
        else:
            self.picture.hide()
        name, summary = _(g.name), _(g.summary)
        count = _("{min}-{max} players").format(min=g.min_players, max=g.max_players)
        self.picture.setToolTip(_("{title}: the board a few moves into a game").format(title=name))
        label = QLabel(f"<b style='font-size:15px'>{escape(name, quote=False)}</b><br><span style='color:#6b5d45'>"
                       f"{escape(count, quote=False)}</span><br>{escape(summary, quote=False)}")
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.label = label
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 8, 12, 8)
        box.setSpacing(12)
        box.addWidget(self.picture, 0, Qt.AlignTop)
        box.addWidget(label, 1)
        self.setCursor(Qt.PointingHandCursor)
        # From the keyboard: Tab reaches the card (and chooses it), Enter or Space sets up a game of it.
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAccessibleName(name)
        self.setAccessibleDescription(_("{players}. {summary}").format(players=count, summary=summary))
        act_as_button(self)  # a screen reader says "push button" and can press it (press below)
        self.set_selected(False)

    def press(self) -> None:
        """Set up a game of this title (Enter, Space, a double click, or a screen reader's press)."""
        self.page.select(self.game_id)
        self.page.new_requested.emit(self.game_id)

    def set_selected(self, on: bool) -> None:
        self.setStyleSheet(
            "GameCard { background: %s; border: 1px solid %s; border-radius: 8px; }"
            "GameCard:focus { border: 3px solid #1b1b1b; }"
            % (("#ffe9b8", "#c98a1b") if on else ("#fffdf7", "#d9cdb2"))
        )

    def focusInEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().focusInEvent(event)
        self.page.select(self.game_id)

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.press()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.page.select(self.game_id)

    def mouseDoubleClickEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        self.press()


class SavedGameRow(QFrame):
    """One unfinished game: what it is, how far it got, when it was last played; Continue, Rename, Delete."""

    def __init__(self, page: WelcomePage, game: SavedGame) -> None:
        super().__init__()
        self.game = game
        title = escape(title_name(game.game), quote=False)
        head = f"<b style='font-size:14px'>{escape(game.name, quote=False)}</b> &nbsp; {title}" if game.name \
            else f"<b style='font-size:14px'>{title}</b>"
        # TRANSLATORS: a line of the Continue list: "Round 3, 24 moves · last played 5 minutes ago"
        when = _("{progress} \u00b7 last played {when}").format(progress=progress(game, capital=True),
                                                                  when=last_played(game.saved))
        self.label = QLabel(f"{head}<br>{escape(players(game), quote=False)}<br><span style='color:#6b5d45'>"
                            f"{escape(when, quote=False)}</span>")
        self.label.setTextFormat(Qt.RichText)
        self.continue_button = QPushButton(_("Continue"))
        self.continue_button.setToolTip(_("Go on with this game where it was left"))
        self.continue_button.setStyleSheet("font-weight: bold; padding: 0 14px")
        self.continue_button.clicked.connect(lambda: page.continue_requested.emit(game.path))
        self.rename_button = QPushButton(_("Rename\u2026"))
        self.rename_button.setToolTip(_("Give this game a name of your own"))
        self.rename_button.clicked.connect(lambda: page.rename(game))
        self.delete_button = QPushButton(_("Delete\u2026"))
        self.delete_button.setToolTip(_("Throw this game away (you are asked first)"))
        self.delete_button.clicked.connect(lambda: page.delete(game))
        # Each row's buttons say whose game they act on: twelve buttons all called "Continue" tell a screen
        # reader's user nothing.
        which = game_words(game)
        # TRANSLATORS: a Continue button's name for a screen reader: "Continue your game of ... (round 3 ...)"
        self.continue_button.setAccessibleName(_("Continue {game}").format(game=which))
        # TRANSLATORS: a Rename button's name for a screen reader, with the game it renames
        self.rename_button.setAccessibleName(_("Rename {game}").format(game=which))
        # TRANSLATORS: a Delete button's name for a screen reader, with the game it throws away
        self.delete_button.setAccessibleName(_("Delete {game}").format(game=which))
        for button in (self.continue_button, self.rename_button, self.delete_button):
            button.setAccessibleDescription(_("last played {when}").format(when=last_played(game.saved)))
        box = QHBoxLayout(self)
        box.setContentsMargins(14, 6, 10, 6)
        box.addWidget(self.label, 1)
        for button in (self.continue_button, self.rename_button, self.delete_button):
            button.setMinimumHeight(30)
            box.addWidget(button, 0, Qt.AlignVCenter)
        self.setStyleSheet("SavedGameRow { background: #fffdf7; border: 1px solid #d9cdb2; border-radius: 8px; }")


def heading(text: str) -> str:
    return f"<h3 style='margin:0'>{escape(text, quote=False)}</h3>"


CARD_LEAST_WIDTH = PICTURE[0] + 240  # a card's picture and a column of its words that still reads well


class WelcomePage(QWidget):
    """The first page: games to continue and titles to start. It asks, the window does."""

    new_requested = Signal(object)  # set up a new game: the title chosen (a title id), or None
    continue_requested = Signal(object)  # continue the unfinished game in this autosave (a Path)
    open_requested = Signal()  # open a saved game from a file
    learn_requested = Signal(object)  # Learn to play: the guided first game of the title chosen (a title id)
    games_changed = Signal()  # a game of the Continue list was renamed or deleted: read the list again
    status = Signal(str)  # a line for the status bar

    def __init__(self) -> None:
        super().__init__()
        intro = escape(_("Pick a game, seat people and bots, and play by dragging the pieces."), quote=False)
        title = QLabel(f"<h1 style='margin:0'>fairtable</h1><p>{intro}</p>")
        title.setWordWrap(True)
        self.continue_heading = QLabel(heading(_("Continue a game")))
        self.rows: list[SavedGameRow] = []
        self.rows_box = QVBoxLayout()
        self.rows_box.setContentsMargins(0, 0, 0, 0)
        self.rows_box.setSpacing(6)
        holder = QWidget()
        outer = QVBoxLayout(holder)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.rows_box)
        outer.addStretch(1)
        self.continue_list = QScrollArea()
        self.continue_list.setWidget(holder)
        self.continue_list.setWidgetResizable(True)
        self.continue_list.setFrameShape(QFrame.NoFrame)
        self.continue_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.new_heading = QLabel(heading(_("Start a new game")))
        self.cards = {game_id: GameCard(self, game_id) for game_id in LISTINGS}
        self.selected: str | None = None
        self.new_button = new = QPushButton(_("New game\u2026"))
        new.clicked.connect(lambda: self.new_requested.emit(self.selected_id()))
        self.open_button = opened = QPushButton(_("Open a saved game\u2026"))
        opened.clicked.connect(lambda: self.open_requested.emit())
        # TRANSLATORS: the welcome page's button: a guided first game of the title chosen
        self.learn_button = learn = QPushButton(_("Learn to play"))
        learn.setToolTip(_("A guided first game of the game chosen: each rule as it comes up, on the real board"))
        learn.clicked.connect(lambda: self.learn_requested.emit(self.selected_id()))
        # The page scrolls when the window is smaller than it (an 800x600 screen at the largest text), so
        # every game and both buttons stay reachable; the cards go one to a row where two do not fit.
        content = QWidget()
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(scroll)
        self.scroll = scroll
        box = QVBoxLayout(content)
        box.setContentsMargins(60, 24, 60, 24)
        box.setSpacing(8)
        box.addWidget(title)
        box.addSpacing(4)
        box.addWidget(self.continue_heading)
        box.addWidget(self.continue_list, 1)  # as many games as there is room for; the rest scroll
        box.addSpacing(6)
        box.addWidget(self.new_heading)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        self.per_row = 0
        self._place_cards(2)  # two to a row: every title in view at 1280x720
        box.addLayout(self.grid)
        box.addStretch(0)
        buttons = QHBoxLayout()
        for b in (new, learn, opened):
            b.setMinimumHeight(34)
            buttons.addWidget(b)
        box.addLayout(buttons)
        self.select(next(iter(LISTINGS)))
        self.show_games([])

    def _place_cards(self, per_row: int) -> None:
        if per_row == self.per_row:
            return
        self.per_row = per_row
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, i // per_row, i % per_row)
        for col in range(2):
            self.grid.setColumnStretch(col, 1 if col < per_row else 0)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        """Two cards to a row where two fit beside each other, else one."""
        super().resizeEvent(event)
        room = self.width() - self.scroll.verticalScrollBar().sizeHint().width() - 120 - self.grid.spacing()
        self._place_cards(2 if room >= 2 * CARD_LEAST_WIDTH else 1)

    def select(self, game_id: str) -> None:
        self.selected = game_id
        for gid, card in self.cards.items():
            card.set_selected(gid == game_id)

    def selected_id(self) -> str | None:
        return self.selected

    def show_games(self, games: list[SavedGame]) -> None:
        """The unfinished games, newest first; the section is hidden when there are none."""
        for row in self.rows:
            self.rows_box.removeWidget(row)
            row.deleteLater()
        self.rows = [SavedGameRow(self, game) for game in games]
        for row in self.rows:
            self.rows_box.addWidget(row)
        self.continue_heading.setVisible(bool(games))
        self.continue_list.setVisible(bool(games))
        if games:
            row = max(r.sizeHint().height() for r in self.rows)
            spacing = self.rows_box.spacing()
            self.continue_list.setMaximumHeight(len(games) * (row + spacing) - spacing)
            self.continue_list.setMinimumHeight(min(len(games), ROWS_AT_LEAST) * (row + spacing) - spacing)

    def rename(self, game: SavedGame) -> None:
        name, ok = QInputDialog.getText(self, _("Rename this game"),
                                        _("A name for {game}:").format(game=saves_words(game)),
                                        QLineEdit.Normal, game.name or "")
        if not ok:
            return
        try:
            saves.rename(game, name)
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            QMessageBox.warning(self, _("Cannot rename this game"),
                                plain(_("Cannot write {path}: {reason}").format(path=game.path, reason=reason)))
            return
        self.games_changed.emit()
        self.status.emit(_("Renamed to \u201c{name}\u201d").format(name=game.name) if game.name
                         else _("The game has no name now"))

    def delete(self, game: SavedGame) -> None:
        answer = QMessageBox.question(self, _("Delete this game?"),
                                      plain(_("Delete {game}? It cannot be continued afterwards.").format(
                                          game=saves_words(game))),
                                      QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        if answer != QMessageBox.Yes:
            return
        told = "" if game.over else played.record_abandoned(game.path)  # kept in the statistics, marked so
        if told:
            self.status.emit(told)
        try:
            saves.delete(game)
        except OSError as exc:
            QMessageBox.warning(self, _("Cannot delete this game"), plain(_("Cannot delete {path}: {reason}").format(
                path=game.path, reason=exc.strerror or exc)))
            return
        self.games_changed.emit()
        self.status.emit(_("Deleted {game}").format(game=saves_words(game)))


def saves_words(game: SavedGame) -> str:
    """game_words without the moves: 'your game of ESSEN with Anna and Ben' / '"Friday night"'."""
    if game.name:
        return _("\u201c{name}\u201d").format(name=game.name)
    return _("your game of {title} with {players}").format(title=title_name(game.game), players=players(game))


DAMAGED_IN_FULL = 3  # more damaged autosaves than this are counted in one line and listed under Details


def damaged_summary(damaged: list[Damaged]) -> str:
    """One line for many damaged autosaves: how many, and where they went."""
    return ngettext("{n} autosave is damaged and was set aside; Show Details names it and says why.",
                    "{n} autosaves are damaged and were set aside; Show Details names each and says why.",
                    len(damaged)).format(n=len(damaged))


def damaged_text(damaged: list[Damaged], lines: bool = False) -> str:
    """'The autosave <file> is damaged (it is cut short ...) and was set aside as <file>.damaged'."""
    parts = []
    for d in damaged:
        if d.moved_to is not None:
            parts.append(_("The autosave {path} is damaged ({reason}) and was set aside as {file}.").format(
                path=d.path, reason=d.reason, file=d.moved_to.name))
        else:
            parts.append(_("The autosave {path} is damaged ({reason}).").format(path=d.path, reason=d.reason))
    return ("\n\n" if lines else " ").join(parts)
