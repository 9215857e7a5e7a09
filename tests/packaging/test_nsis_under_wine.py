"""The Windows installer run for real under Wine (when Debian's wine64 is installed; skipped otherwise, and
in CI, where the windows runner builds the real one): it refuses a Windows older than 10, and neither it
nor the uninstaller touches an install whose fairtable.exe or fairtable-cli.exe is running.

The payload is a stand-in: both executables are a tiny NSIS program that waits two minutes, so that it can
be "running". The installer is compiled for a 64-bit stub (Debian's wine64 runs no 32-bit program). About
half a minute, most of it Wine making its prefix."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINE = shutil.which("wine64") or ("/usr/lib/wine/wine64" if os.access("/usr/lib/wine/wine64", os.X_OK) else None)
APP = r"C:\users\{user}\AppData\Local\Programs\fairtable"

pytestmark = pytest.mark.skipif(WINE is None or shutil.which("makensis") is None,
                                reason="needs wine64 and makensis (apt-get install wine64 nsis)")


def makensis(*args: str | Path) -> None:
    result = subprocess.run(["makensis", "-V1", "-WX", "-XTarget amd64-unicode", *map(str, args)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory):
    base = tmp_path_factory.mktemp("wine")
    env = dict(os.environ, WINEPREFIX=str(base / "prefix"), WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=")
    env.pop("DISPLAY", None)  # silent runs only: no window is needed

    def run(*args: str, timeout: int = 120) -> int:
        return subprocess.run([WINE, *args], env=env, capture_output=True, timeout=timeout).returncode

    def windows(version: str) -> None:
        run("reg", "add", r"HKCU\Software\Wine", "/v", "Version", "/d", version, "/f")

    (base / "sleeper.nsi").write_text('Unicode true\nSilentInstall silent\nOutFile "fairtable.exe"\n'
                                      "RequestExecutionLevel user\nSection\n  Sleep 120000\nSectionEnd\n")
    makensis(base / "sleeper.nsi")
    payload = base / "payload"
    (payload / "_internal").mkdir(parents=True)
    for exe in ("fairtable.exe", "fairtable-cli.exe"):
        shutil.copy(base / "fairtable.exe", payload / exe)
    (payload / "_internal" / "base_library.zip").write_bytes(b"PK")
    spec = importlib.util.spec_from_file_location("fairtable_build_wine", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    setup = base / "fairtable-0.2.0rc1-windows-x64-setup.exe"
    makensis("-DAPP_NAME=fairtable", "-DAPP_VERSION=0.2.0rc1", f"-DAPP_VERSION_NUMBERS={build.windows_version('0.2.0rc1')}",
             f"-DPAYLOAD={payload}", f"-DOUTFILE={setup}", ROOT / "packaging" / "windows" / "fairtable.nsi")
    run("wineboot", "-i", timeout=300)
    user = subprocess.run(["id", "-un"], capture_output=True, text=True).stdout.strip()
    folder = base / "prefix" / "drive_c" / "users" / user / "AppData" / "Local" / "Programs" / "fairtable"
    return run, windows, setup, folder, APP.format(user=user), env


def wait_until_running(command: str) -> None:
    """Until a process runs ``command`` (Wine names its processes by their Windows command line)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            try:
                if cmdline.read_bytes().split(b"\0")[0].decode(errors="replace") == command:
                    return
            except OSError:
                continue
        time.sleep(0.2)
    raise AssertionError(f"{command} did not start")


def test_windows_before_10_is_refused_and_nothing_installed(wine) -> None:
    run, windows, setup, folder, _, _ = wine
    windows("win7")
    assert run(str(setup), "/S") == 3
    assert not folder.exists()
    windows("win10")


def test_nothing_is_replaced_or_removed_while_fairtable_runs(wine) -> None:
    run, windows, setup, folder, app, env = wine
    windows("win10")
    assert run(str(setup), "/S") == 0
    assert (folder / "fairtable-cli.exe").is_file()
    old = folder / "_internal" / "from-the-old-version.txt"
    old.write_text("x")
    for exe in ("fairtable.exe", "fairtable-cli.exe"):
        running = subprocess.Popen([WINE, rf"{app}\{exe}"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until_running(rf"{app}\{exe}")
            assert run(str(setup), "/S") == 2, exe  # the update stops before touching anything
            assert old.is_file()
            assert run(rf"{app}\Uninstall fairtable.exe", "/S", f"_?={app}") == 2, exe  # _?=: run in place, wait
            assert (folder / exe).is_file()
        finally:
            running.kill()
            running.wait(timeout=30)
    assert run(str(setup), "/S") == 0  # closed: the update replaces _internal whole
    assert not old.exists()
    assert run(rf"{app}\Uninstall fairtable.exe", "/S", f"_?={app}") == 0
    assert sorted(p.name for p in folder.iterdir()) == ["Uninstall fairtable.exe"]  # in place, it cannot delete itself
