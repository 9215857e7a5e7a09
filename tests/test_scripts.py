"""scripts/_venv.sh, behind play.sh and test.sh: which Debian packages it finds missing, and that a second run
installs nothing. (A fresh Debian 12 with neither Python nor Qt's libraries: docs/packaging.md.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV_SH = ROOT / "scripts" / "_venv.sh"

needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")


def bash(script: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-euo", "pipefail", "-c", f". {VENV_SH}\n{script}"], cwd=cwd,
                          capture_output=True, text=True, timeout=60)


@needs_dpkg
def test_only_packages_neither_installed_nor_provided_are_missing(tmp_path: Path) -> None:
    # bash is installed; awk is no package but mawk (or gawk) provides it
    result = bash("missing_debs bash awk fairtable-no-such-package", tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["fairtable-no-such-package"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A repository with a .venv whose python logs every pip call instead of running it."""
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / "packaging" / "linux").mkdir(parents=True)
    (tmp_path / "packaging" / "linux" / "apt-test-deps.txt").write_text("# installed everywhere\nbash\n")
    bin_dir = tmp_path / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = -m ] && [ "$2" = pip ]; then echo "$*" >> "{tmp_path}/pip.log"; exit 0; fi\n'
        f'exec "{sys.executable}" "$@"\n'
    )
    (bin_dir / "pip").write_text("#!/bin/sh\n")
    for script in bin_dir.iterdir():
        script.chmod(0o755)
    return tmp_path


def pip_calls(project: Path) -> list[str]:
    log = project / "pip.log"
    return log.read_text().splitlines() if log.exists() else []


@needs_dpkg
def test_a_second_run_installs_nothing(project: Path) -> None:
    first = bash('ensure_venv test', project)
    assert first.returncode == 0, first.stderr
    assert pip_calls(project) == ["-m pip install -q -e .[test]"]
    again = bash('ensure_venv test; ensure_venv ""', project)  # play.sh after test.sh: [test] holds it all
    assert again.returncode == 0, again.stderr
    assert pip_calls(project) == ["-m pip install -q -e .[test]"]
    assert first.stderr == again.stderr == ""  # nothing missing, nothing said


@needs_dpkg
def test_pip_runs_again_when_pyproject_changes(project: Path) -> None:
    assert bash('ensure_venv ""', project).returncode == 0
    with (project / "pyproject.toml").open("a") as fh:
        fh.write("\n# a new dependency\n")
    assert bash('ensure_venv ""; ensure_venv test; ensure_venv test', project).returncode == 0
    assert pip_calls(project) == ["-m pip install -q -e .", "-m pip install -q -e .", "-m pip install -q -e .[test]"]
