"""fairtable as a screen reader meets it: the app runs on a real AT-SPI bus (an X server, a private D-Bus
session, at-spi2-core's bus) and tests/ui/atspi_reader.py reads it with pyatspi, as Orca does. It must find
the prompt's words, the game figures, a named object for every place and piece of the board (the board as a
list), and announcements (notifications) when the turn passes to a bot and comes back.

Skipped, with the reason, where the bus cannot start (no Xvfb, dbus-run-session, at-spi2-core or the
system's pyatspi); .ci/run installs them, so CI runs it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fairtable.engine.layout import name_seats
from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from tests.ui.helpers import seats, start_match

ROOT = Path(__file__).resolve().parents[2]
READER = Path(__file__).with_name("atspi_reader.py")
BUS = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"


def missing() -> str | None:
    """What the bus needs and this machine lacks, or None."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's accessibility bus"
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not os.access(BUS, os.X_OK):
        return "at-spi2-core is not installed"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        return "the system's python3 has no pyatspi (python3-pyatspi)"
    return None


def start_x() -> tuple[subprocess.Popen, str]:
    """An X server on a free display (Xvfb picks it and writes its number)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    assert number, "Xvfb did not start"
    return xvfb, f":{number}"


SESSION = """
{bus} --launch-immediately >/dev/null 2>&1 & BUS=$!
"$APP_PYTHON" -m fairtable $APP_ARGS >"$APP_LOG" 2>&1 & APP=$!
{reader} {reader_script} 90 $MODE; RC=$?
kill $APP 2>/dev/null; wait $APP 2>/dev/null; kill $BUS 2>/dev/null
exit $RC
"""


def read_the_app(tmp_path: Path, record: Path | None, mode: str = "table") -> tuple[list[dict], str]:
    """What the reader printed (its JSON lines), and a story of the run for a failure's message."""
    xvfb, display = start_x()
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "QT_ACCESSIBILITY": "1",
           "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "FAIRTABLE_LANG": "en",
           "FAIRTABLE_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
           "APP_PYTHON": sys.executable, "APP_ARGS": f"open {record}" if record else "", "MODE": mode,
           "APP_LOG": str(tmp_path / "app.log")}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    script = SESSION.format(bus=BUS, reader=SYSTEM_PYTHON, reader_script=READER)
    try:
        done = subprocess.run(["dbus-run-session", "--", "bash", "-c", script], env=env, capture_output=True,
                              text=True, timeout=150)
    finally:
        xvfb.kill()
        xvfb.wait()
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace") if (tmp_path / "app.log").exists() else ""
    return lines, f"reader: {done.stdout[-3000:]}\n{done.stderr[-2000:]}\napp: {log[-3000:]}"


def test_a_screen_reader_reads_the_prompt_the_figures_the_board_and_hears_the_turns(tmp_path, window):
    reason = missing()
    if reason:
        pytest.skip(reason)
    game = get_game("festival")
    # The person (Ben) sits at the seat that begins with this seed; the bot (Anna) plays after them.
    match = Match(game, seats(["bot", "human"]), None, seed=4)
    assert match.current_player() == 1
    record = tmp_path / "festival.fairtable"
    match.save(record)
    expected_prompt = name_seats(game.presentation.prompt(match.state, 1), match.names)

    lines, story = read_the_app(tmp_path, record)
    found = {key: line for line in lines for key in line}
    assert "error" not in found, story

    # The prompt is read as its words (not a name standing in for them); the figures as their rows.
    assert found["prompt"]["prompt"] == expected_prompt, story
    assert found["prompt"]["role"] == "label"
    assert "Round" in found["prompt"]["figures"] and ": " in found["prompt"]["figures"], story

    # The board as a list: an object with a name for every place and piece shown, the places saying what
    # lies on them.
    board = found["board"]["board"]
    names = [name for role, name in board if role in ("tree item", "table cell", "list item")]
    assert len(names) >= 20 and all(names), story
    # the same list as the table offscreen makes for the same game: every item reached the bus, named
    start_match(window, game, ["bot", "human"], seed=4)
    window.menus.act_board_list.trigger()
    tree = window.access.board_list.tree
    expected = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        expected += [top.text(0)] + [top.child(j).text(0) for j in range(top.childCount())]
    assert sorted(names) == sorted(expected), story

    # The turn went to the bot and came back: the bot's moves were said (with their values), then the
    # person's turn with its prompt, each once.
    notes = found["notifications"]["notifications"]
    assert found["pressed"]["pressed"], story
    lines = [line for note in notes for line in note.split("\n")]
    bot = [i for i, line in enumerate(lines) if line.startswith("Anna ")]
    back = [i for i, line in enumerate(lines) if line.startswith("Your turn, Ben: ")]
    assert bot and back and back[-1] > bot[0], story
    # what the bot did is said with its values (a roll's numbers, a price)
    assert any(any(ch.isdigit() for ch in lines[i]) for i in bot), story
    assert len(notes) == len(set(notes)), f"said twice: {notes}"


def test_a_screen_reader_presses_a_titles_card_and_hears_whose_game_each_continue_button_goes_on_with(
        tmp_path, monkeypatch):
    reason = missing()
    if reason:
        pytest.skip(reason)
    from fairtable import saves

    monkeypatch.setenv("FAIRTABLE_DATA_DIR", str(tmp_path / "data"))
    for game_id, kinds in (("essen", ["human", "bot"]), ("marche", ["human", "human"])):
        match = Match(get_game(game_id), seats(kinds), None, seed=2)
        match.autosave = saves.autosave_file(saves.new_game_id())
        match.autosave.parent.mkdir(parents=True, exist_ok=True)
        assert match.save_autosave()

    lines, story = read_the_app(tmp_path, None, mode="welcome")
    found = {key: line for line in lines for key in line}
    assert "error" not in found, story
    buttons = {name: (description, actions) for name, description, actions in found["welcome"]["welcome"]}
    # every title's card is a button a screen reader can press
    for listing in ("ESSEN The Game: SPIEL'13", "Old West Empresario", "Animal Marche", "Agents Of Empire"):
        assert "Press" in buttons[listing][1], story
    # each Continue, Rename and Delete names the game it acts on
    continues = [name for name in buttons if name.startswith("Continue ")]
    assert len(continues) == 2 and len(set(continues)) == 2, story
    assert any("ESSEN" in name and "Anna" in name for name in continues), continues
    assert any("Animal Marche" in name for name in continues), continues
    assert not any(name == "Continue" for name in buttons)
    # pressing the card opened the new-game dialog of that title; each seat's player box is labelled by its seat
    assert found["dialog"]["dialog"], story
    boxes = found["dialog"]["boxes"]
    players = [(value, labels[0]) for value, labels in boxes if labels and labels[0].endswith(" player")]
    assert players[:2] == [("Human", "Seat 1 player"), ("Bot: Normal", "Seat 2 player")], boxes
