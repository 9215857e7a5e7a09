"""Quick checks of the packaging recipes that need no build: the icons, the .desktop entry, the deb control
template, the .run installer script, the macOS Info.plist template and the NSIS script (compiled against
a dummy payload when makensis is installed)."""

from __future__ import annotations

import configparser
import plistlib
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    # its own process: the icons need a QGuiApplication, the UI tests a QApplication
    subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(out)], check=True, capture_output=True)
    return out


def test_icon_pngs_have_their_sizes(icons: Path) -> None:
    for size in (16, 32, 48, 64, 128, 256, 512):
        data = (icons / "png" / f"{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert (width, height) == (size, size)


def test_windows_ico_holds_every_size_up_to_256(icons: Path) -> None:
    data = (icons / "fairtable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    edges = []
    for i in range(count):
        width, _, _, _, _, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        assert bits == 32 and data[offset: offset + 4] == b"\x89PNG" and offset + length <= len(data)
        edges.append(width or 256)
    assert edges == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icns_is_well_formed(icons: Path) -> None:
    data = (icons / "fairtable.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, at = [], 8
    while at < len(data):
        kind, length = data[at: at + 4], struct.unpack(">I", data[at + 4: at + 8])[0]
        assert data[at + 8: at + 12] == b"\x89PNG"
        kinds.append(kind)
        at += length
    assert at == len(data) and {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


def test_desktop_entry_starts_fairtable_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(PACKAGING / "linux" / "fairtable.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Exec"] == "fairtable" and section["Icon"] == "fairtable"
    assert "Game" in section["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "fairtable.desktop")], check=True)


def test_deb_control_template_names_every_field() -> None:
    text = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8")
    for field in ("Package", "Version", "Architecture", "Maintainer", "Installed-Size", "Depends", "Description"):
        assert f"\n{field}: " in "\n" + text
    assert not [line for line in text.splitlines()[1:] if line.startswith(" ") and not line.strip()]


def test_run_installer_script_is_valid_sh() -> None:
    subprocess.run(["sh", "-n", str(PACKAGING / "linux" / "install.sh")], check=True)


def test_info_plist_template_fills_in() -> None:
    text = (PACKAGING / "macos" / "Info.plist").read_text(encoding="utf-8")
    for key, value in {"@NAME@": PROJECT["name"], "@VERSION@": PROJECT["version"], "@DESCRIPTION@": "d"}.items():
        text = text.replace(key, value)
    info = plistlib.loads(text.encode("utf-8"))
    assert info["CFBundleShortVersionString"] == PROJECT["version"] and info["CFBundleIdentifier"]


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt-get install nsis)")
def test_nsis_script_compiles_against_a_dummy_payload(icons: Path, tmp_path: Path) -> None:
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / "fairtable.exe").write_bytes(b"MZ")
    (payload / "_internal" / "base_library.zip").write_bytes(b"PK")
    out = tmp_path / f"{PROJECT['name']}-{PROJECT['version']}-windows-x64-setup.exe"
    defines = {
        "APP_NAME": PROJECT["name"], "APP_VERSION": PROJECT["version"], "APP_ARCH": "x64",
        "PAYLOAD": payload, "ICON": icons / "fairtable.ico", "OUTFILE": out,
    }
    cmd = ["makensis", "-V2", "-WX", *(f"-D{k}={v}" for k, v in defines.items()), PACKAGING / "windows" / "fairtable.nsi"]
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"
