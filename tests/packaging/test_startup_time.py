"""packaging/startup_time.py times any command given after `--`, as docs/packaging.md shows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "startup_time.py"


def test_a_command_after_double_dash_is_the_one_timed() -> None:
    # a stand-in that says at once what the app says when its window is up
    command = [sys.executable, "-c", "print('fairtable-window-shown')"]
    result = subprocess.run([sys.executable, str(SCRIPT), "--probe", "--runs", "2", "--json", "--", *command],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["command"] == " ".join(command) and figures["runs"] == 2 and figures["method"] == "probe"


def test_a_missing_program_is_one_line() -> None:
    result = subprocess.run([sys.executable, str(SCRIPT), "--probe", "--", "/no/such/fairtable"], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr.strip() == "startup_time: no such program: /no/such/fairtable"
