"""The window and its dialogs fit the screen with the window manager's frame, at every size people have.

Under Xvfb with openbox (a real window manager puts a title bar and borders around each window), a game of
six at the table, the dialogs and the largest text size are measured on screens from 800x600 to
1920x1080 at scale 2. Where the machine has no Xvfb or openbox those tests are skipped; the arithmetic is
tested with simulated frames everywhere.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from fairtable.ui.screen_fit import fitted
from tests.ui.xserver import desktop, have_window_manager, probe

needs_wm = pytest.mark.skipif(not have_window_manager(), reason="needs Xvfb and openbox (apt-window-test-deps.txt)")

OPENBOX_LIKE = QMargins(1, 20, 1, 1)


def inside(outer: list[int], inner: list[int]) -> bool:
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


# -- the arithmetic, with simulated frames -----------------------------------------------------------

def test_a_window_the_size_of_the_screen_shrinks_by_its_frame():
    got = fitted(QRect(0, 0, 1280, 720), OPENBOX_LIKE, QRect(0, 0, 1280, 720), QSize(400, 300))
    assert got == QRect(1, 20, 1278, 699)


def test_a_remembered_size_larger_than_the_screen_is_shrunk_and_moved_on_screen():
    got = fitted(QRect(300, 200, 1900, 1150), QMargins(4, 30, 4, 4), QRect(0, 0, 1366, 740), QSize(500, 300))
    assert got == QRect(4, 30, 1358, 706)


def test_a_window_that_fits_keeps_its_place_and_size():
    client = QRect(100, 80, 800, 500)
    assert fitted(client, OPENBOX_LIKE, QRect(0, 0, 1280, 720), QSize(400, 300)) == client


def test_a_window_over_the_edge_moves_the_least_it_must():
    got = fitted(QRect(900, 500, 600, 400), OPENBOX_LIKE, QRect(0, 0, 1280, 720), QSize(100, 100))
    assert got == QRect(679, 319, 600, 400)


def test_the_available_area_leaves_out_a_panel_at_the_top():
    got = fitted(QRect(0, 0, 1280, 800), OPENBOX_LIKE, QRect(0, 32, 1280, 768), QSize(100, 100))
    assert got.top() == 52 and got.bottom() == 32 + 768 - 1 - 1


def test_a_window_whose_minimum_cannot_fit_keeps_its_title_bar_on_the_screen():
    got = fitted(QRect(0, 0, 900, 700), OPENBOX_LIKE, QRect(0, 0, 800, 600), QSize(850, 650))
    assert got.size() == QSize(850, 650) and got.topLeft().x() == 1 and got.top() == 20


# -- the real thing: Xvfb, openbox, the app -----------------------------------------------------------

SCREENS = [((1280, 720), None), ((1366, 768), None), ((1024, 600), None), ((800, 600), None),
           ((1920, 1080), 2.0)]


@needs_wm
@pytest.mark.parametrize(("size", "scale"), SCREENS, ids=[f"{w}x{h}" + (f"@{s:g}" if s else "")
                                                           for (w, h), s in SCREENS])
def test_a_game_of_six_fits_the_screen_with_its_frame(size, scale, tmp_path):
    """The frame, the status bar, the docks and the Actions buttons are on the screen."""
    with desktop(*size) as display:
        got = probe(display, tmp_path, "--game", "festival", "--players", "6", "--moves", "120", "--until-human",
                    scale=scale)
    area = got["available"]
    assert inside(area, got["frame"]), got
    assert got["status_bar"] and inside(area, got["status_bar"]), "the status bar is on the screen"
    assert inside(got["frame"], got["status_bar"])
    for name, dock in got["docks"].items():
        if dock[0] >= 0:  # a dock tabbed behind another is not drawn
            assert inside(area, dock), f"{name} on the screen: {got}"
    assert got["buttons_total"] >= 1 and len(got["buttons"]) == got["buttons_total"]
    for button in got["buttons"]:
        assert inside(area, button), f"an Actions button off the screen: {got}"


@needs_wm
def test_the_largest_text_keeps_the_window_within_a_small_screen(tmp_path):
    with desktop(1280, 720) as display:
        got = probe(display, tmp_path, "--game", "essen", "--players", "5", "--moves", "30", "--until-human",
                    "--text-size", "Largest")
    assert inside(got["available"], got["frame"]), got
    assert got["status_bar"] and inside(got["available"], got["status_bar"])
    for button in got["buttons"]:
        assert inside(got["available"], button), got


@needs_wm
def test_a_remembered_window_larger_than_the_screen_is_shrunk_to_it(tmp_path):
    with desktop(1280, 720) as display:
        got = probe(display, tmp_path, "--geometry", "1900x1200")
    assert inside(got["available"], got["frame"]), got
    assert got["status_bar"] and inside(got["available"], got["status_bar"])


@needs_wm
@pytest.mark.parametrize("dialog", ["rules", "new-game", "keys", "statistics"])
def test_dialogs_fit_a_small_screen(dialog, tmp_path):
    with desktop(1280, 720) as display:
        got = probe(display, tmp_path, "--game", "festival", "--players", "6", "--dialog", dialog,
                    "--text-size", "Larger")
    shown = got["dialog"]
    assert shown is not None and inside(got["available"], shown["frame"]), got
    assert shown["buttons"], "the dialog has its buttons"
    for button in shown["buttons"]:
        assert inside(got["available"], button), f"a button of the {dialog} dialog off the screen: {got}"


@needs_wm
@pytest.mark.parametrize("lang", ["ja", "de"])
def test_the_new_game_dialog_fits_1024x600_at_the_largest_text_with_start_on_the_screen(lang, tmp_path):
    """Its fields scroll above Start and Cancel (at 1024x600, Japanese, Largest it was 702 px tall and both
    were below the screen)."""
    with desktop(1024, 600) as display:
        got = probe(display, tmp_path, "--dialog", "new-game", "--text-size", "Largest", "--lang", lang)
    shown = got["dialog"]
    assert shown is not None and inside(got["available"], shown["frame"]), got
    assert shown["buttons"] and all(inside(got["available"], button) for button in shown["buttons"]), got


@needs_wm
def test_three_hundred_damaged_autosaves_are_told_in_a_dialog_that_fits(tmp_path):
    with desktop(1280, 720) as display:
        got = probe(display, tmp_path, "--damaged", "300", "--dialog", "damaged")
    shown = got["dialog"]
    assert shown is not None and inside(got["available"], shown["frame"]), got
    for button in shown["buttons"]:
        assert inside(got["available"], button), got


@needs_wm
def test_at_scale_two_the_hotseat_cover_and_the_log_tab_are_on_the_screen(tmp_path):
    """At QT_SCALE_FACTOR=2 on 1920x1080 (960x540 to lay out) a hotseat game opens under its cover: the
    cover's button is on the screen, and Players and Game log share a place whose tabs are shown."""
    with desktop(1920, 1080) as display:
        got = probe(display, tmp_path, "--game", "marche", "--players", "3", "--humans", "2", scale=2.0)
    area = got["available"]
    assert inside(area, got["frame"]), got
    assert got["cover_button"] and inside(area, got["cover_button"]), got
    assert got["tabbed"] == ["dock-Game log", "dock-Players"], got
    assert got["dock_tabs"] and all(inside(area, bar) for bar in got["dock_tabs"]), "the tab to the log is shown"


@needs_wm
def test_the_welcome_page_at_the_largest_text_fits_an_800x600_screen(tmp_path):
    """The welcome page scrolls (and its cards go one to a row) instead of making the window wider than
    the screen (944 px at 800x600)."""
    with desktop(800, 600) as display:
        got = probe(display, tmp_path, "--text-size", "Largest")
    assert inside(got["available"], got["frame"]), got
    assert got["status_bar"] and inside(got["available"], got["status_bar"])


@needs_wm
@pytest.mark.parametrize(("lang", "size", "text"), [("de", (1024, 600), "Normal"), ("ja", (1280, 720), "Largest")])
def test_german_and_japanese_fit_too(lang, size, text, tmp_path):
    with desktop(*size) as display:
        got = probe(display, tmp_path, "--game", "essen", "--players", "5", "--moves", "30", "--until-human",
                    "--lang", lang, "--text-size", text)
    area = got["available"]
    assert inside(area, got["frame"]), got
    assert got["status_bar"] and inside(area, got["status_bar"])
    assert got["buttons"] and all(inside(area, b) for b in got["buttons"]), got


def test_the_welcome_cards_go_two_to_a_row_where_they_fit_and_one_where_not(window, qtbot):
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.welcome.per_row == 2)
    window.resize(640, 560)
    qtbot.waitUntil(lambda: window.welcome.per_row == 1)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.welcome.per_row == 2)
