import pytest

from fairtable.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    """The main window at a laptop's size, with animations off and bots instant."""
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    w.set_animation_speed("Off")
    w.set_bot_speed("instant")
    yield w
    w.close()
