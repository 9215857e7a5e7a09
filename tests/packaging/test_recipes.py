"""Quick checks of the packaging recipes that need no build: the icons, the .desktop entry, the deb control
template, the .run installer script, the macOS Info.plist template and the NSIS script (compiled against
a dummy payload when makensis is installed)."""

from __future__ import annotations

import configparser
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
RECORD_TYPE = "application/x-fairtable-record"


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
    assert section["Type"] == "Application" and section["Icon"] == "fairtable"
    # %f: the saved game double-clicked in the file manager (`fairtable FILE` opens it); nothing from the menu
    assert section["Exec"] == "fairtable %f"
    assert section["MimeType"].split(";") == [RECORD_TYPE, ""]
    assert "Game" in section["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "fairtable.desktop")], check=True)


def test_the_saved_game_type_matches_what_fairtable_writes_and_no_other_json(tmp_path: Path) -> None:
    """The MIME type claims a .json file only when its start says it is a record (docs/packaging.md)."""
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ElementTree.parse(PACKAGING / "linux" / "fairtable-record.xml").getroot().find("m:mime-type", ns)
    assert mime is not None and mime.get("type") == RECORD_TYPE
    assert mime.find("m:sub-class-of", ns).get("type") == "application/json"
    globs = mime.findall("m:glob", ns)
    assert [(g.get("pattern"), int(g.get("weight", "50"))) for g in globs] == [("*.json", 10)]  # below json's 50
    matches = mime.findall("m:magic/m:match", ns)

    def magic(data: bytes) -> bool:
        for match in matches:
            start, _, end = match.get("offset").partition(":")
            value = match.get("value").encode()
            if value in data[int(start): int(end or start) + len(value)]:
                return True
        return False

    for game_id in ("essen", "empresario", "marche", "festival"):
        record = tmp_path / f"{game_id}.json"
        Match(get_game(game_id), [Seat(name="Anna"), Seat(name="Ben")], seed=1).save(record)
        assert magic(record.read_bytes()), game_id
    assert not magic(b'{"name": "fairtable-record", "format": "zip"}')
    assert not magic(b'{"a": 1, ' + b" " * 80 + b'"format": "fairtable-record"}')  # only the start counts


@pytest.mark.skipif(shutil.which("update-mime-database") is None or shutil.which("gio") is None,
                    reason="needs shared-mime-info and gio (libglib2.0-bin)")
def test_the_desktop_tells_a_record_from_other_json_files(tmp_path: Path) -> None:
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / "fairtable-record.xml", share / "mime" / "packages")
    subprocess.run(["update-mime-database", str(share / "mime")], check=True, capture_output=True)
    record, other = tmp_path / "essen-game.json", tmp_path / "settings.json"
    Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1).save(record)
    other.write_text('{"format": "something else"}')

    def content_type(path: Path) -> str:
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], capture_output=True, text=True,
                             check=True, env={**os.environ, "XDG_DATA_HOME": str(share)}).stdout
        return out.split("standard::content-type:")[1].strip()

    assert content_type(record) == RECORD_TYPE
    assert content_type(other) == "application/json"


@pytest.mark.parametrize("run_left_a_copy", [True, False])
def test_the_deb_is_not_installed_over_a_copy_from_the_run_archive(tmp_path: Path, run_left_a_copy: bool) -> None:
    if run_left_a_copy:
        (tmp_path / "opt" / "fairtable").mkdir(parents=True)
        (tmp_path / "opt" / "fairtable" / "fairtable-uninstall").write_text("#!/bin/sh\n")
    result = subprocess.run(["sh", str(PACKAGING / "linux" / "preinst"), "install"], capture_output=True, text=True,
                            env={**os.environ, "DPKG_ROOT": str(tmp_path)})
    assert result.returncode == (1 if run_left_a_copy else 0)
    if run_left_a_copy:
        assert "installed by the .run archive: remove it first" in result.stderr


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
    # the Finder's "Open With" offers fairtable for saved games (.json) without making it every JSON's default
    [document] = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == ["public.json"] and document["LSHandlerRank"] == "Alternate"


def test_the_windows_uninstaller_removes_every_file_type_key_the_installer_writes() -> None:
    text = (PACKAGING / "windows" / "fairtable.nsi").read_text(encoding="utf-8")
    install, uninstall = text.split('Section "Uninstall"')
    written = {line.split('"')[1] for line in install.splitlines() if line.strip().startswith("WriteRegStr HKCU \"${CLASSES}")}
    assert written, "no file association"
    removed = uninstall.split("SectionEnd")[0]
    for key in written:
        # the key itself or a key above it, or (under .json, which is not fairtable's) its own value
        parts = key.split("\\")
        above = ["\\".join(parts[:n]) for n in range(2, len(parts) + 1)]  # never ${CLASSES} alone
        deleted = any(f'DeleteRegKey HKCU "{k}"' in removed for k in above)
        own_value = key.endswith("OpenWithProgids") and f'DeleteRegValue HKCU "{key}" "${{PROGID}}"' in removed
        assert deleted or own_value, key
    assert 'DeleteRegKey HKCU "${CLASSES}\\.json"' not in removed  # .json itself stays


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
