"""The panels' arrangement and the window's place are kept between starts as fairtable's own checked values.

Qt's restoreState crashed the process at every start on some doctored panel states (a changed byte, its
checksum recomputed): 19 of 1,069 single-byte changes of a real state killed it with signal 11. Now
nothing read from settings.ini reaches restoreState or restoreGeometry: a bad arrangement is dropped with
one line and the panels start where a new installation has them.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.paths import user_data_dir
from fairtable.ui.main_window import MainWindow
from fairtable.ui.settings import Settings, write_checked
from fairtable.ui.window_layout import (
    AREAS,
    DOCK_NAMES,
    SIZE_MAX,
    SIZE_MIN,
    placement_from_qt_geometry,
    read_panels,
    read_placement,
)

# A panel state Qt saved for fairtable's window at the table (three docks on the right), as the previous
# version wrote it, and single bytes of it changed: each of these crashed that version at every start (the
# dock area's number, out of range, indexes Qt's four areas unchecked), or kept it from showing a window.
SAVED_STATE = bytes.fromhex(
    "000000ff00000000fd0000000100000001000001180000035bfc0200000003fb000000180064006f0063006b002d0050006c0061"
    "00790065007200730100000013000000ed0000004c00fffffffb000000180064006f0063006b002d0041006300740069006f006e"
    "00730100000106000001750000008e00fffffffb0000001a0064006f0063006b002d00470061006d00650020006c006f00670100"
    "000281000000ed0000004c00ffffff0000045a0000035b00000004000000040000000800000008fc00000000"
)
CRASHED_BEFORE = {"dock area 0x01000001 (bytes 13-16)": (13, 0x01), "dock area 0x00ff0001": (14, 0xFF),
                  "dock area 0x00000080": (16, 0x80),
                  # Not a crash: 2 billion lines of toolbars, read one by one: 83 s before the window showed.
                  "toolbar lines 0x7f000000 (bytes 196-199)": (196, 0x7F)}


def changed(data: bytes, at: int, value: int) -> bytes:
    out = bytearray(data)
    out[at] = value
    return bytes(out)


def record(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=3).save(path)
    return path


def open_and_quit(data_dir: Path, game: Path) -> subprocess.CompletedProcess:
    """fairtable started on a game (the docks shown and laid out), closed by the player a moment later."""
    env = dict(os.environ, FAIRTABLE_DATA_DIR=str(data_dir), FAIRTABLE_QUIT_AFTER_MS="1200",
               QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "fairtable", "open", str(game)], capture_output=True, text=True,
                          env=env, timeout=120)


def old_state(data: bytes) -> str:
    return f"[window]\nstate_base64={write_checked(data)}\n"  # the checksum is right: only the bytes are wrong


GARBAGE_RNG = random.Random(36)
DOCTORED = {
    **{name: old_state(changed(SAVED_STATE, *change)) for name, change in CRASHED_BEFORE.items()},
    "random bytes, checksum right": old_state(GARBAGE_RNG.randbytes(200)),
    "panels: random text": "[window]\npanels=" + "".join(chr(GARBAGE_RNG.randrange(32, 0x3000)) for _ in range(80)),
    "panels: an unknown dock 10 km wide": "[window]\npanels=" + json.dumps({"docks": [
        {"name": "dock-Nothing", "area": "right", "floating": False, "visible": True, "width": 10_000_000,
         "height": 300, "tab_of": None, "front": True}]}),
    "panels: a dock tabbed with itself": "[window]\npanels=" + json.dumps({"docks": [
        {"name": n, "area": "left", "floating": False, "visible": True, "width": 300, "height": 300,
         "tab_of": n, "front": True} for n in DOCK_NAMES]}),
    "placement: a window of -5 pixels": "[window]\nplacement=" + json.dumps(
        {"x": 0, "y": 0, "width": -5, "height": 1e300, "maximized": "yes", "full_screen": False}),
}


@pytest.mark.parametrize("name", list(DOCTORED))
def test_a_doctored_panel_state_is_dropped_in_one_line_and_the_game_opens(name, tmp_path):
    (tmp_path / "settings.ini").write_text(DOCTORED[name], encoding="utf-8")
    done = open_and_quit(tmp_path, record(tmp_path))
    assert done.returncode == 0, f"{name}: exit {done.returncode}\n{done.stderr[-2000:]}"
    dropped = [line for line in done.stderr.splitlines() if line.startswith(f"fairtable: {tmp_path}/settings.ini: ")]
    assert len(dropped) == 1, done.stderr
    assert "Traceback" not in done.stderr
    # The player's arrangement at the close is written back in the checked form, and reads back.
    values = Settings(tmp_path / "settings.ini").values
    assert "window/state" not in values
    assert sorted(d["name"] for d in values["window/panels"]["docks"]) == sorted(DOCK_NAMES)


# -- the reader: whatever JSON it is given ----------------------------------------------------------------

VALID = {"docks": [
    {"name": "dock-Players", "area": "left", "floating": False, "visible": True, "width": 320, "height": 400,
     "tab_of": None, "front": True},
    {"name": "dock-Game log", "area": "left", "floating": False, "visible": True, "width": 320, "height": 400,
     "tab_of": "dock-Players", "front": False},
    {"name": "dock-Actions", "area": "bottom", "floating": True, "visible": True, "width": 500, "height": 200,
     "tab_of": None, "front": True, "x": 30, "y": 40},
]}
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
FUZZ = hypothesis_settings(max_examples=300, derandomize=True, database=None, deadline=None)


@FUZZ
@given(value=JSON)
def test_any_json_is_an_arrangement_of_the_three_docks_or_refused(value):
    try:
        panels = read_panels(value)
    except ValueError:
        return
    assert sorted(d["name"] for d in panels["docks"]) == sorted(DOCK_NAMES)


@FUZZ
@given(dock=st.integers(0, 2), key=st.sampled_from(sorted(VALID["docks"][2])), value=JSON | st.integers(-2**40, 2**40))
def test_one_field_changed_to_anything_is_still_checked(dock, key, value):
    doctored = json.loads(json.dumps(VALID))
    doctored["docks"][dock][key] = value
    try:
        panels = read_panels(doctored)
    except ValueError:
        return
    for entry in panels["docks"]:
        assert entry["area"] in AREAS and entry["name"] in DOCK_NAMES
        assert SIZE_MIN <= entry["width"] <= SIZE_MAX and SIZE_MIN <= entry["height"] <= SIZE_MAX
        assert type(entry["visible"]) is bool and type(entry["floating"]) is bool


@FUZZ
@given(value=JSON, key=st.sampled_from(["x", "y", "width", "height", "maximized", "full_screen"]))
def test_a_window_place_with_any_field_changed_is_checked(value, key):
    place = {"x": 10, "y": 10, "width": 900, "height": 600, "maximized": False, "full_screen": False, key: value}
    try:
        read_placement(place)
    except ValueError:
        return
    assert place["width"] >= 100 and place["height"] >= 100


@FUZZ
@given(data=st.binary(max_size=80))
def test_an_earlier_versions_geometry_bytes_are_read_field_by_field_or_refused(data):
    try:
        placement_from_qt_geometry(data)
    except ValueError:
        pass


def test_an_earlier_versions_geometry_keeps_the_windows_place(qapp):
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    window.setGeometry(120, 80, 900, 640)
    assert placement_from_qt_geometry(window.saveGeometry().data()) == {
        "x": 120, "y": 80, "width": 900, "height": 640, "maximized": False, "full_screen": False}


# -- at the table: any arrangement the reader lets through is laid out, and kept -------------------------


@st.composite
def arrangements(draw) -> dict:
    docks: list[dict] = []
    for name in draw(st.permutations(DOCK_NAMES)):
        floating = draw(st.booleans())
        heads = [d for d in docks if d["tab_of"] is None and not d["floating"]]
        head = draw(st.sampled_from(heads)) if heads and not floating and draw(st.booleans()) else None
        entry = {"name": name, "area": head["area"] if head else draw(st.sampled_from(AREAS)),
                 "floating": floating, "visible": draw(st.booleans()),
                 "width": draw(st.integers(SIZE_MIN, SIZE_MAX)), "height": draw(st.integers(SIZE_MIN, SIZE_MAX)),
                 "tab_of": head["name"] if head else None, "front": draw(st.booleans())}
        if floating:
            entry["x"], entry["y"] = draw(st.integers(-5000, 5000)), draw(st.integers(-5000, 5000))
        docks.append(entry)
    return read_panels({"docks": docks})


@pytest.fixture(scope="module")
def table(qapp, tmp_path_factory):
    w = MainWindow(Settings(tmp_path_factory.mktemp("table") / "settings.ini"))
    w.show()
    w.set_bot_speed("instant")
    w.start(Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1))
    yield w
    w.session.close()
    w.deleteLater()


@hypothesis_settings(max_examples=40, derandomize=True, database=None, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(panels=arrangements())
def test_any_checked_arrangement_is_laid_out_as_it_says(panels, table, qtbot):
    table.panels = panels
    table.docks_arranged = False
    table.show_docks()  # as the first game after a start lays them out
    qtbot.wait(1)
    by_name = {d.objectName(): d for d in table.docks}
    for entry in panels["docks"]:
        dock = by_name[entry["name"]]
        assert dock.isFloating() == entry["floating"], entry
        assert dock.isHidden() != entry["visible"], entry
        assert table.dockWidgetArea(dock) == {"left": Qt.LeftDockWidgetArea, "right": Qt.RightDockWidgetArea,
                                              "top": Qt.TopDockWidgetArea, "bottom": Qt.BottomDockWidgetArea}[
                                                  entry["area"]], entry
        if entry["floating"]:
            screen = dock.screen().availableGeometry()
            assert dock.width() <= screen.width() and dock.height() <= screen.height(), "it fits the screen"
    read_panels(table.capture_panels())  # what the window would write reads back


# -- the player's own arrangement, from one start to the next ----------------------------------------------


def test_a_dock_moved_resized_and_closed_is_where_the_player_left_it_at_the_next_start(qtbot):
    def at_table() -> MainWindow:
        w = MainWindow()
        qtbot.addWidget(w)
        w.show()
        w.set_bot_speed("instant")
        w.start(Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1))
        qtbot.waitUntil(lambda: w.docks[0].isVisible())
        return w

    first = at_table()
    players, actions, log = first.docks
    first.addDockWidget(Qt.LeftDockWidgetArea, players)  # dragged to the other side
    first.resizeDocks([players], [333], Qt.Horizontal)
    actions.close()  # its close button
    qtbot.waitUntil(lambda: players.width() == 333)
    log_size = log.size()
    first.close()

    again = at_table()
    players, actions, log = again.docks
    assert again.dockWidgetArea(players) == Qt.LeftDockWidgetArea
    assert again.dockWidgetArea(log) == Qt.RightDockWidgetArea
    assert players.width() == 333 and log.size() == log_size
    assert actions.isHidden() and not actions.toggleViewAction().isChecked(), "closed, View > Actions shows it"
    assert not players.isFloating() and not log.isFloating()
    # Between games too: back to the welcome page and into another game, the arrangement holds.
    again.close_game()
    again.start(Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=2))
    assert again.dockWidgetArea(players) == Qt.LeftDockWidgetArea and players.width() == 333
    assert actions.isHidden() and log.isVisible()
    again.close()
    saved = json.loads(next(line for line in (user_data_dir() / "settings.ini").read_text().splitlines()
                            if line.startswith("panels=")).removeprefix("panels="))
    assert [(d["name"], d["area"], d["visible"]) for d in saved["docks"]] == [  # a closed dock last on its side
        ("dock-Players", "left", True), ("dock-Game log", "right", True), ("dock-Actions", "right", False)]
    # A start that never reaches the table keeps the arrangement for the next one.
    welcome_only = MainWindow()
    qtbot.addWidget(welcome_only)
    welcome_only.close()
    last = MainWindow()
    qtbot.addWidget(last)
    assert last.panels == saved


def test_after_reset_panels_the_next_start_has_them_where_a_new_installation_does(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.start(Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1))
    w.addDockWidget(Qt.TopDockWidgetArea, w.docks[1])
    w.reset_panels()
    assert all(w.dockWidgetArea(d) == Qt.RightDockWidgetArea and d.isVisible() for d in w.docks)
    w.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert [d["area"] for d in again.panels["docks"]] == ["right"] * 3
