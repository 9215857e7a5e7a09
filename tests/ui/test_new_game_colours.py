"""The new-game dialog's seat colours: a colour-blind-safe palette kept in the settings, and swatches and seat
boxes a screen reader names by their seat and in words."""

from __future__ import annotations

from fairtable.i18n import language, set_language
from fairtable.ui.dialogs.new_game import NewGameDialog
from fairtable.ui.dialogs.palettes import COLOUR_BLIND_SAFE, STANDARD, colour_word
from fairtable.ui.settings import Settings

OKABE_ITO = {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"}


def test_the_colour_blind_safe_palette_is_six_okabe_ito_colours():
    assert len(set(COLOUR_BLIND_SAFE)) == 6 and set(COLOUR_BLIND_SAFE) <= OKABE_ITO
    assert len(set(STANDARD)) == 6


def test_choosing_colour_blind_safe_sets_every_seats_swatch_and_standard_sets_them_back(qtbot):
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    assert [c.colour for _n, c, _k in dialog.seat_rows] == list(STANDARD)
    dialog.seat_rows[1][1].set_colour("#123456")
    dialog.palette.setCurrentIndex(dialog.palette.findData("safe"))
    assert [c.colour for _n, c, _k in dialog.seat_rows] == list(COLOUR_BLIND_SAFE)
    choice = dialog.choice()
    assert choice is not None and [s.colour for s in choice.seats] == list(COLOUR_BLIND_SAFE[: len(choice.seats)])
    dialog.palette.setCurrentIndex(dialog.palette.findData("standard"))
    assert [c.colour for _n, c, _k in dialog.seat_rows] == list(STANDARD)


def test_the_palette_is_kept_in_the_settings_and_restored_next_time(qtbot, tmp_path):
    first = NewGameDialog(None, "marche")
    qtbot.addWidget(first)
    first.palette.setCurrentIndex(first.palette.findData("safe"))
    Settings(tmp_path / "settings.ini").setValue("game/last_setup", first.setup())
    again = NewGameDialog(None, None)
    qtbot.addWidget(again)
    again.restore(Settings(tmp_path / "settings.ini").value("game/last_setup"))
    assert again.palette.currentData() == "safe"
    assert [c.colour for _n, c, _k in again.seat_rows] == list(COLOUR_BLIND_SAFE)
    again.restore({"palette": "neon"})  # not one: left as it was
    assert again.palette.currentData() == "safe"


def test_a_colour_swatch_is_read_as_its_seat_and_a_colour_word_never_its_code(qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    names = [c.accessibleName() for _n, c, _k in dialog.seat_rows]
    assert names[:6] == ["Seat 1 colour: red", "Seat 2 colour: blue", "Seat 3 colour: green",
                         "Seat 4 colour: yellow", "Seat 5 colour: purple", "Seat 6 colour: teal"]
    dialog.palette.setCurrentIndex(dialog.palette.findData("safe"))
    assert [c.accessibleName() for _n, c, _k in dialog.seat_rows][:6] == [
        "Seat 1 colour: blue", "Seat 2 colour: yellow", "Seat 3 colour: black", "Seat 4 colour: bluish green",
        "Seat 5 colour: sky blue", "Seat 6 colour: vermilion"]
    dialog.seat_rows[0][1].set_colour("#10ee20")  # picked by hand: the nearest word
    assert dialog.seat_rows[0][1].accessibleName() == "Seat 1 colour: green"
    assert all("#" not in c.accessibleName() and "#" not in c.toolTip() for _n, c, _k in dialog.seat_rows)


def test_the_seat_boxes_are_named_by_their_seat_not_their_value(qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    for i, (_name, _colour, kind) in enumerate(dialog.seat_rows):
        assert kind.accessibleName() == f"Seat {i + 1} player"
        assert kind.currentText() not in kind.accessibleName()
    assert dialog.palette.accessibleName() == "Seat colours"


def test_colour_words_are_translated():
    before = language()
    try:
        set_language("de")
        assert colour_word("#d0413a") == "Rot"
        assert colour_word("#e69f00") == "Orange"
    finally:
        set_language(before)


def test_the_safe_palettes_seats_stay_apart_with_deuteranopia_and_protanopia():
    """scripts/colour_sim.py's measure: every pair of the safe palette is at least 15 apart (CIEDE2000)
    with normal vision and both simulations; the standard palette's blue and purple are not."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from colour_sim import pair_distances

    safe = pair_distances(COLOUR_BLIND_SAFE)
    assert min(min(d.values()) for d in safe.values()) >= 15
    standard = pair_distances(STANDARD)
    assert standard["deuteranopia"][(1, 4)] < 5  # blue and purple: one colour to a deuteranope


def test_the_colour_distance_is_ciede2000():
    """Two of Sharma, Wu and Dalal's published test pairs (2005)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from colour_sim import ciede2000

    assert round(ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)), 4) == 2.0425
    assert round(ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)), 4) == 27.1492


def test_a_screen_reader_on_linux_finds_the_seat_boxes_label_by_its_seat(qtbot):
    """On Linux Qt gives a combo box its value as its name and names it through the labels that point at it
    (AT-SPI's labelled-by): each seat box's first label reads "Seat N player"."""
    from PySide6.QtGui import QAccessible

    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    dialog.show()
    for i, (_name, _colour, kind) in enumerate(dialog.seat_rows[: dialog.count.value()]):
        labels = [iface.text(QAccessible.Name) for iface, flag in QAccessible.queryAccessibleInterface(kind).relations()
                  if flag & QAccessible.Label]
        assert labels and labels[0] == f"Seat {i + 1} player", labels
