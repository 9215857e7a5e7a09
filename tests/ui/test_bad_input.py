"""Bad input in the app: a damaged data file, an unexpected error, and player names that look like HTML.
Each is one plain line in a dialog, and nothing the player typed is ever drawn as markup."""

from __future__ import annotations

import shutil
import sys

import pytest
from PySide6.QtGui import Qt, QTextDocument  # QtGui.Qt carries mightBeRichText
from PySide6.QtWidgets import QLabel, QMessageBox

from fairtable import resources, saves
from fairtable.engine.game import Result
from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.games.essen import data as essen_data
from fairtable.paths import games_dir
from fairtable.ui.dialogs.new_game import NewGameDialog
from fairtable.ui.dialogs.scores import ScoresDialog
from fairtable.ui.main_window import MainWindow

NAME = "<b>bold</b><img src=x>"
GAME_ID = "20261201-090000-test"


def autosave_path():  # type: ignore[no-untyped-def]
    """The autosave of the one game these tests start."""
    return saves.autosave_file(GAME_ID)


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()


@pytest.fixture
def warnings(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


def as_shown(text: str, text_format: Qt.TextFormat = Qt.AutoText) -> str:
    """What a person reads: Qt draws a string it takes for HTML as HTML (AutoText guesses)."""
    rich = text_format == Qt.RichText or (text_format == Qt.AutoText and Qt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def label_shows(label: QLabel) -> str:
    return as_shown(label.text(), label.textFormat())


# -- a damaged data file --------------------------------------------------------------------------------


@pytest.fixture
def damaged_tiles(tmp_path, monkeypatch):
    root = tmp_path / "resources"
    shutil.copytree(resources.resource_root(), root)
    tiles = root / "games" / "essen" / "tiles.json"
    tiles.write_text("{ broken", encoding="utf-8")
    monkeypatch.setenv("FAIRTABLE_RESOURCES", str(root))
    resources.resource_root.cache_clear()
    essen_data.data.cache_clear()
    yield tiles
    monkeypatch.delenv("FAIRTABLE_RESOURCES")
    resources.resource_root.cache_clear()
    essen_data.data.cache_clear()


def test_new_game_with_a_damaged_data_file_says_so_in_one_line_and_starts_nothing(
        window, damaged_tiles, warnings, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.Accepted)
    window.new_game("essen")
    assert warnings == [("A data file is damaged",
                         f"{damaged_tiles}: not valid JSON (line 1)\n\nReinstalling fairtable repairs it.")]
    assert window.controller is None and not list(games_dir().glob("*.json"))
    assert window.pages.currentWidget() is window.welcome


# -- the error dialog's promise -------------------------------------------------------------------------


def raise_through_hook(exc: Exception) -> None:
    try:
        raise exc
    except Exception:
        sys.excepthook(*sys.exc_info())


@pytest.fixture
def hook(window, monkeypatch):
    from fairtable.ui.app import install_excepthook

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    install_excepthook(window.session.is_autosaved)


def start_essen(window: MainWindow, names: tuple[str, str] = ("Anna", "Ben")) -> Match:
    match = Match(get_game("essen"), [Seat(name=n) for n in names], seed=1, autosave=autosave_path())
    match.save_autosave()
    window.start(match)
    match.autosave = autosave_path()  # as the window's start_new gives a game its own file
    match.save_autosave()
    return match


def test_the_error_dialog_says_the_game_is_autosaved_only_when_it_is(window, hook, warnings):
    raise_through_hook(RuntimeError("boom"))  # no game
    match = start_essen(window)
    raise_through_hook(RuntimeError("boom"))  # a game in progress, its autosave holds every move
    autosave_path().write_text("{}", encoding="utf-8")
    raise_through_hook(RuntimeError("boom"))  # the autosave is not this game's
    match.save_autosave()
    match.autosave_error = "No space left on device"
    raise_through_hook(RuntimeError("boom"))  # the last autosave failed
    said = ["Your game is autosaved" in text for _, text in warnings]
    assert said == [False, True, False, False]
    assert all("RuntimeError: boom" in text and "Details are in" in text for _, text in warnings)


def test_the_app_wires_the_error_dialog_to_its_window(qtbot, monkeypatch, warnings):
    from fairtable.ui import app

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)  # the offer to resume, later
    seen = []

    def finish(qapp, window):  # instead of the event loop: an error with a game on the table, then quit
        start_essen(window)
        raise_through_hook(RuntimeError("boom"))
        seen.append(window)
        window.close()
        autosave_path().unlink()  # the offer to resume that run_app scheduled finds nothing, whenever it runs
        window.deleteLater()
        return 0

    monkeypatch.setattr(app, "finish", finish)
    assert app.run_app() == 0
    assert seen and "Your game is autosaved" in warnings[0][1]


@pytest.mark.parametrize("text", [NAME, f"{NAME}  and\nmore & <i>markup</i>", "Anna < Ben", "<p>"])
def test_text_for_a_tooltip_or_a_message_box_is_shown_as_written(text, qapp):
    from fairtable.ui.text import plain

    assert as_shown(plain(text)) == text


# -- names are plain text -------------------------------------------------------------------------------


def test_a_name_that_looks_like_html_is_shown_as_written_everywhere(window, qtbot):
    start_essen(window, (NAME, "Ben"))
    c = window.controller
    assert c is not None and c.match.current_player() == 0
    assert label_shows(window.actions_panel.hint).startswith(f"{NAME} picks ")  # the prompt, as typed
    window._thinking(0, True)
    assert label_shows(window.thinking_label) == f"{NAME} is thinking\u2026"
    window._thinking(0, False)
    window.table.set_cover(NAME)
    assert label_shows(window.table.cover.label) == f"Pass to {NAME}"
    tips = [item.toolTip() for item in [*c.scene.zones.values(), *c.scene.pieces.values()]]
    named = [tip for tip in tips if "bold" in tip]
    assert named, "the seat's name is in some tooltip"
    assert all(NAME in as_shown(tip) for tip in named)


def test_the_winner_is_named_as_written_in_the_final_scores(qtbot):
    result = Result(scores=[12, 9], breakdown=[[("Sales", 12)], [("Sales", 9)]], winners=[0],
                    tiebreak=f"{NAME} has more money")
    dialog = ScoresDialog(result, [Seat(name=NAME), Seat(name="Ben")], "ESSEN")
    qtbot.addWidget(dialog)
    assert label_shows(dialog.heading) == f"{NAME} wins!"
    assert dialog.heading.font().bold() or "<h2>" in dialog.heading.text()  # the heading is still a heading
    tiebreak = next(lb for lb in dialog.findChildren(QLabel) if "Tie-break" in lb.text())
    assert label_shows(tiebreak) == f"Tie-break: {NAME} has more money"


# -- seeds ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed, ok", [(str(2**64 - 1), True), (str(-(2**63)), True), (str(2**64), False),
                                      ("9" * 5000, False)])
def test_the_new_game_dialog_takes_only_seeds_a_record_can_hold(qtbot, seed, ok):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    dialog.seed.setText(seed)
    choice = dialog.choice()
    assert (choice is not None) == ok
    if not ok:
        assert dialog.error.text() == ("The seed must be a whole number from -9223372036854775808 to "
                                       "18446744073709551615 (or empty for a random one)")


def test_the_offer_to_resume_names_the_players_as_written(window, monkeypatch):
    game = get_game("essen")
    m = Match(game, [Seat(name=NAME), Seat(name="Ben")], seed=2, autosave=autosave_path())
    m.play(game.legal_actions(m.state)[0])
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    window.files.offer_resume()
    assert as_shown(asked[0]).startswith(f"Resume your last game of ESSEN The Game: SPIEL'13 with {NAME} and Ben")


def test_a_file_that_cannot_be_opened_is_named_as_written(window, warnings, tmp_path):
    path = tmp_path / "<b>game</b>.json"
    window.files.open_record(path)
    assert [(title, as_shown(text)) for title, text in warnings] == [("Cannot open this game", f"No such file: {path}")]


# -- records --------------------------------------------------------------------------------------------

DEEP = '{"format": "fairtable-record", "version": 1, "actions": ' + "[" * 100_000 + "]" * 100_000 + "}"


def test_opening_a_record_nested_100000_deep_is_one_line_in_a_dialog(window, warnings, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(DEEP, encoding="utf-8")
    assert window.files.open_record(path) is False
    assert warnings == [("Cannot open this game", "Not a fairtable record: the file is nested too deeply")]
    assert window.controller is None


def test_an_autosave_nested_100000_deep_does_not_stop_the_start(window, monkeypatch):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(DEEP, encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Ok)  # "A saved game is damaged"
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    window.files.offer_resume()
    assert asked == [] and window.controller is None
