"""The .run installer's uninstaller (written by packaging/linux/install.sh) holds its install path as data: a
folder named with `$(...)`, backquotes or quotes is never run as a command, by the installer nor the
uninstaller. install.sh runs directly here on a stand-in of the unpacked archive (no makeself, no bundle)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"

pytestmark = pytest.mark.skipif(shutil.which("sh") is None or shutil.which("bash") is None, reason="needs a POSIX shell")


def unpacked_archive(folder: Path) -> Path:
    """What makeself unpacks: the installer, the bundle, the menu entry, the file type, the AppStream entry, the
    icons."""
    folder.mkdir()
    shutil.copy(LINUX / "install.sh", folder / "install.sh")
    shutil.copy(LINUX / "fairtable.desktop", folder / "fairtable.desktop")
    shutil.copy(LINUX / "fairtable-record.xml", folder / "fairtable-record.xml")
    (folder / "org.fairtable.fairtable.metainfo.xml").write_text("<component/>")
    (folder / "fairtable").mkdir()
    (folder / "fairtable" / "fairtable").write_text("#!/bin/sh\n")
    (folder / "icons" / "256x256").mkdir(parents=True)
    (folder / "icons" / "256x256" / "fairtable.png").write_bytes(b"\x89PNG")
    return folder


@pytest.mark.parametrize("name", ["$(touch MARK)", "`touch MARK`", "it's \"$(touch MARK)\"", "a\\$(touch MARK)"])
def test_an_install_path_with_shell_syntax_is_never_executed(name: str, tmp_path: Path) -> None:
    mark = tmp_path / "executed"
    archive = unpacked_archive(tmp_path / "archive")
    prefix = tmp_path / name.replace("MARK", str(mark))
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "USER_PWD": str(tmp_path)}
    done = subprocess.run(["sh", "install.sh", "--prefix", str(prefix)], cwd=archive, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    uninstaller = prefix / "opt" / "fairtable" / "fairtable-uninstall"
    assert not mark.exists(), "the installer ran a command from the path"
    checked = subprocess.run(["bash", "-n", str(uninstaller)], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr
    assert (prefix / "bin" / "fairtable").is_symlink()

    removed = subprocess.run(["sh", str(uninstaller)], env=env, capture_output=True, text=True, timeout=60)
    assert removed.returncode == 0, removed.stderr
    assert not mark.exists(), "the uninstaller ran a command from its install path"
    assert not (prefix / "opt" / "fairtable").exists() and not (prefix / "bin" / "fairtable").exists()
    assert f"fairtable removed from {prefix / 'opt' / 'fairtable'}" in removed.stdout
