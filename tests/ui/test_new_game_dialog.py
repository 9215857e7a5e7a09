"""The new-game dialog keeps its shape, says what each variant does, and opens on the last setup."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from fairtable.ui.dialogs.new_game import NewGameDialog
from fairtable.ui.settings import Settings


def start_button(dialog):  # type: ignore[no-untyped-def]
    return dialog.buttons.buttons()[0] if dialog.buttons.buttons()[0].text() == "&Start" else dialog.buttons.buttons()[1]


def test_start_keeps_its_place_whatever_the_count_and_the_title(qtbot):
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    start = start_button(dialog)
    place = start.mapTo(dialog, start.rect().topLeft())
    size = dialog.size()
    for row in range(dialog.titles.count()):
        dialog.titles.setCurrentRow(row)
        for n in range(dialog.count.minimum(), dialog.count.maximum() + 1):
            dialog.count.setValue(n)
            qtbot.wait(5)
            assert dialog.size() == size, (dialog.game.info.id, n)
            assert start.mapTo(dialog, start.rect().topLeft()) == place, (dialog.game.info.id, n)


def test_every_variant_says_what_it_does_on_its_name_and_its_field(qtbot):
    dialog = NewGameDialog(None, "essen")
    qtbot.addWidget(dialog)
    for row in range(dialog.titles.count()):
        dialog.titles.setCurrentRow(row)
        model = dialog.game.info.options
        assert set(dialog.option_widgets) == set(model.model_fields), dialog.game.info.id
        for name, widget in dialog.option_widgets.items():
            assert widget.toolTip() and widget.toolTip() == widget.accessibleDescription(), name
            label = dialog.variant_form.labelForField(widget)
            assert isinstance(label, QLabel) and label.toolTip() == widget.toolTip(), name


def test_the_dialog_opens_on_the_last_setup(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.ini")
    first = NewGameDialog(None, "festival")
    qtbot.addWidget(first)
    first.count.setValue(5)
    first.seat_rows[0][0].setText("Zoë")
    first.seat_rows[1][2].setCurrentIndex(first.seat_rows[1][2].findData("thinker"))
    first.seat_rows[2][1].set_colour("#123456")
    round_limit = first.option_widgets["round_limit"]
    assert isinstance(round_limit, QSpinBox)
    round_limit.setValue(12)
    strict = first.option_widgets["strict_claiming"]
    assert isinstance(strict, QCheckBox)
    strict.setChecked(True)
    settings.setValue("game/last_setup", first.setup())

    again = NewGameDialog(None, None)
    qtbot.addWidget(again)
    again.restore(Settings(tmp_path / "settings.ini").value("game/last_setup"))
    assert again.game.info.id == "festival" and again.count.value() == 5
    assert again.seat_rows[0][0].text() == "Zoë"
    assert again.seat_rows[1][2].currentData() == "thinker"
    assert again.seat_rows[2][1].colour == "#123456"
    assert again.option_widgets["round_limit"].value() == 12 and again.option_widgets["strict_claiming"].isChecked()
    choice = again.choice()
    assert choice is not None and choice.options.round_limit == 12 and len(choice.seats) == 5


def test_the_title_picked_on_the_welcome_page_wins_and_each_title_keeps_its_variants(qtbot):
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    dialog.option_widgets["round_limit"].setValue(9)
    dialog.count.setValue(6)
    setup = dialog.setup()
    other = NewGameDialog(None, None)
    qtbot.addWidget(other)
    other.restore(setup, "essen")
    assert other.game.info.id == "essen" and other.count.value() == 5, "six players clamped to ESSEN's five"
    other.titles.setCurrentRow(next(i for i, g in enumerate(other.games) if g.info.id == "festival"))
    assert other.option_widgets["round_limit"].value() == 9


def test_a_damaged_last_setup_is_left_out_part_by_part(qtbot):
    dialog = NewGameDialog(None, None)
    qtbot.addWidget(dialog)
    dialog.restore({"game": "chess", "players": "many", "seats": [7, {"name": 3, "colour": "red", "level": "god"},
                                                                    {"name": "Ida"}],
                    "options": {"festival": {"round_limit": "x", "crowd_control": "riot"}, "essen": 5}})
    assert dialog.game.info.id == dialog.games[0].info.id
    names = [row[0].text() for row in dialog.seat_rows]
    assert names[2] == "Ida" and names[1] == "Ben" and dialog.seat_rows[1][1].colour.startswith("#")
    dialog.titles.setCurrentRow(next(i for i, g in enumerate(dialog.games) if g.info.id == "festival"))
    crowd = dialog.option_widgets["crowd_control"]
    assert isinstance(crowd, QComboBox) and crowd.currentData() == "basic"
    assert dialog.choice() is not None


def test_the_festival_says_how_long_a_game_takes_at_the_round_limit_and_seats_chosen(qtbot):
    dialog = NewGameDialog(None, "festival")
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    kinds = [kind for _name, _colour, kind in dialog.seat_rows]
    kinds[0].setCurrentIndex(kinds[0].findData(None))  # a person
    for kind in kinds[1:3]:
        kind.setCurrentIndex(kind.findData("greedy"))
    limit = dialog.option_widgets["round_limit"]
    limit.setValue(40)
    # 40 rounds of one person's half minute and two bots' 8 seconds: 30.7 minutes, said to the 5 minutes.
    assert dialog.length.text().startswith("About 30 min for 40 rounds"), dialog.length.text()
    limit.setValue(80)
    assert dialog.length.text().startswith("About 1 h for 80 rounds"), dialog.length.text()
    kinds[1].setCurrentIndex(kinds[1].findData(None))  # two people now
    assert dialog.length.text().startswith("About 1 h 30 min for 80 rounds"), dialog.length.text()
    limit.setValue(0)
    assert dialog.length.text().startswith("No round limit"), dialog.length.text()
    dialog.titles.setCurrentRow(next(r for r in range(dialog.titles.count())
                                     if dialog.games[r].info.id == "essen"))
    assert dialog.length.text() == ""  # ESSEN's length is its 7 rounds: nothing to choose
