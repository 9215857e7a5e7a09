"""Settings: every value read is checked; a bad one is dropped with one line in the log and the default
used, so the app always starts (a damaged settings.ini used to stop it at every start, or crash it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from fairtable.paths import user_data_dir
from fairtable.ui.bench import STARTUP_MARK
from fairtable.ui.main_window import MainWindow
from fairtable.ui.settings import read_qt_bytes, write_checked


def qt_escaped(data: bytes) -> str:
    return "".join(f"\\x{b:02x}" for b in data)


def crashing_state(state: bytes) -> bytes:
    """A panel layout Qt itself saved, with its count of dock areas and the first area's number damaged:
    restoreState indexes its four areas with that number unchecked, and the process dies (signal 11)."""
    bad = bytearray(state)
    bad[11:15] = b"\xff\xff\xff\x7f"
    return bytes(bad)


@pytest.fixture(scope="module")
def damaged(tmp_path_factory, qapp) -> dict[str, str]:
    """Damaged settings files, from one that the previous version (through QSettings) wrote for a real window."""
    w = MainWindow()
    geometry, state = w.saveGeometry(), w.saveState().data()
    w.deleteLater()
    path = tmp_path_factory.mktemp("qsettings") / "settings.ini"
    qs = QSettings(str(path), QSettings.IniFormat)
    qs.setValue("window/geometry", geometry)
    qs.setValue("window/state", QByteArray(state))
    qs.setValue("table/animation", "Fast")
    qs.sync()
    real = path.read_text(encoding="utf-8")
    bad = crashing_state(state)
    variant = b"\x00\x00\x00\x0c\x00" + len(bad).to_bytes(4, "big") + bad  # a QVariant holding those bytes
    return {
        "geometry-hello": "[window]\ngeometry=hello\n",
        "truncated": real[: len(real) // 2],
        "state-variant-of-damaged-bytes": f"[window]\nstate=@Variant({qt_escaped(variant)})\n",
        "state-variant-of-nonsense": "[window]\nstate=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10garbage)\n",
        "state-bytearray-damaged": f"[window]\nstate=@ByteArray({qt_escaped(bad)})\n",
        "state-base64-damaged": f"[window]\nstate_base64={write_checked(bad).split()[0]} 0123456789abcdef\n",
        "casual-maybe": "[table]\ncasual=maybe\nanimation=@Variant(\\0\\0\\0\\n\\0\\xff\\xff\\xff\\xf0)\n",
        "binary": "\x00\x7f[\u00e9=\n\\\n" * 40,
    }


def start_app(data_dir: Path, *command: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, FAIRTABLE_DATA_DIR=str(data_dir), FAIRTABLE_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "fairtable", *command], capture_output=True, text=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("name", ["geometry-hello", "truncated", "state-variant-of-damaged-bytes",
                                  "state-variant-of-nonsense", "state-bytearray-damaged", "state-base64-damaged",
                                  "casual-maybe", "binary"])
def test_the_app_starts_whatever_the_settings_file_holds(damaged, name, tmp_path):
    settings = tmp_path / "settings.ini"
    settings.write_text(damaged[name], encoding="utf-8")
    proc = start_app(tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert STARTUP_MARK in proc.stdout
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr
    dropped = [line.removeprefix("fairtable: ") for line in proc.stderr.splitlines()
               if line.startswith(f"fairtable: {settings}: ")]
    assert 1 <= len(dropped) <= 6, proc.stderr  # one line a problem: five at most, and one that counts the rest
    log = (tmp_path / "crash.log").read_text(encoding="utf-8")
    assert all(line in log for line in dropped)


def test_selftest_passes_with_a_damaged_settings_file(damaged, tmp_path):
    (tmp_path / "settings.ini").write_text(damaged["state-variant-of-damaged-bytes"], encoding="utf-8")
    proc = start_app(tmp_path, "selftest")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "selftest passed" in proc.stdout


def test_the_window_the_speeds_and_casual_undo_come_back_at_the_next_start(qtbot):
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    first.resize(720, 560)
    first.set_animation_speed("Slow")
    first.set_bot_speed("fast")
    first.menus.act_casual.trigger()
    first.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (720, 560)
    assert again.menus.speed_actions["Slow"].isChecked() and again.menus.bot_speed_actions["fast"].isChecked()
    assert again.menus.act_casual.isChecked()
    again.close()


def test_an_earlier_versions_settings_keep_the_window_size_and_drop_the_unchecked_layout(qtbot, capsys):
    old = MainWindow()
    qtbot.addWidget(old)
    old.show()
    old.resize(690, 550)
    path = user_data_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    qs = QSettings(str(path), QSettings.IniFormat)
    qs.setValue("window/geometry", old.saveGeometry())
    qs.setValue("window/state", old.saveState())
    qs.setValue("table/bot_speed", "slow")
    qs.sync()
    del qs
    capsys.readouterr()
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert (w.width(), w.height()) == (690, 550)
    assert w.menus.bot_speed_actions["slow"].isChecked()
    assert capsys.readouterr().err == (f"fairtable: {path}: window/state was saved by an earlier version and cannot be "
                                       "checked; dropped, the panels start where a new installation has them\n")
    w.close()
    assert "@ByteArray" not in path.read_text(encoding="utf-8")
    capsys.readouterr()
    MainWindow().deleteLater()
    assert capsys.readouterr().err == ""  # rewritten in the checked form: nothing more to drop


def test_a_geometry_that_is_not_one_is_dropped_with_one_line(qtbot, capsys):
    path = user_data_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"[window]\ngeometry_base64={write_checked(b'not a geometry')}\n", encoding="utf-8")
    w = MainWindow()
    qtbot.addWidget(w)
    assert capsys.readouterr().err == (f"fairtable: {path}: window/geometry is not a window geometry; dropped, the "
                                       "default is used\n")
    assert (w.width(), w.height()) == (1400, 900)
    assert "geometry" not in path.read_text(encoding="utf-8")


@hypothesis_settings(max_examples=60, derandomize=True, database=None, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300))
def test_a_geometry_the_previous_version_saved_reads_back_byte_for_byte(data, tmp_path, qapp):
    """QSettings' own escapes (\\0, \\x7f, quotes, a hex digit after an escape ...) decode as Qt decodes them."""
    path = tmp_path / "qsettings.ini"
    qs = QSettings(str(path), QSettings.IniFormat)
    qs.setValue("window/geometry", QByteArray(data))
    qs.sync()
    del qs
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("geometry="))
    assert read_qt_bytes(line.removeprefix("geometry=")) == data
