import pytest

from tests.ui.helpers import open_window


@pytest.fixture
def window(qtbot):
    """The main window at a laptop's size, with animations off and bots instant."""
    w = open_window(qtbot)
    yield w
    w.close()
