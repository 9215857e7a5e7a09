"""Quick checks of the packaging recipes that need no build: the icons, the .desktop entry, the deb control
template, the .run installer script, the macOS Info.plist template and the NSIS script (compiled against
a dummy payload when makensis is installed)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import plistlib
import re
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
    # fairtable's own record type, exported with its icon: a JSON file, with the Linux desktops' MIME type
    [record] = info["UTExportedTypeDeclarations"]
    uti = record["UTTypeIdentifier"]
    assert uti == info["CFBundleIdentifier"] + ".record" and record["UTTypeConformsTo"] == ["public.json"]
    assert record["UTTypeTagSpecification"]["public.mime-type"] == [RECORD_TYPE]
    # the ending is fairtable's alone: claiming "json" would lose to the system's public.json (or take every JSON)
    assert record["UTTypeTagSpecification"]["public.filename-extension"] == ["fairtable"]
    assert record["UTTypeIconFile"] == "fairtable.icns"  # BUNDLE copies build/icons/fairtable.icns by its name
    assert 'ICONS / "fairtable.icns"' in (PACKAGING / "fairtable.spec").read_text(encoding="utf-8")
    owned, json = info["CFBundleDocumentTypes"]
    assert (owned["LSItemContentTypes"], owned["LSHandlerRank"], owned["CFBundleTypeIconFile"]) == ([uti], "Owner",
                                                                                                    "fairtable.icns")
    # a .json record is JSON to the Finder: "Open With" offers fairtable without making it every JSON's default
    assert json["LSItemContentTypes"] == ["public.json"] and json["LSHandlerRank"] == "Alternate"


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


def _build_module():
    spec = importlib.util.spec_from_file_location("fairtable_build_recipes", PACKAGING / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("version", "numbers"), [
    ("0.1.0", "0.1.0.0"), ("0.2.0rc1", "0.2.0.0"), ("1.2", "1.2.0.0"), ("1.0.post2", "1.0.0.0"),
    ("2.0.0.dev3", "2.0.0.0"), ("1!3.1", "3.1.0.0"), ("1.2.3.4.5", "1.2.3.4"), ("10.0a1+local", "10.0.0.0"),
])
def test_windows_gets_four_numbers_for_any_version(version: str, numbers: str) -> None:
    assert _build_module().windows_version(version) == numbers


@pytest.mark.parametrize("version", ["rc1", "", "1.70000"])
def test_a_version_windows_cannot_hold_is_refused_in_one_line(version: str) -> None:
    build = _build_module()
    with pytest.raises(build.BuildError) as error:
        build.windows_version(version)
    assert "\n" not in str(error.value)


NSIS_LANGUAGES = ["English", "German", "Japanese", "SimpChinese", "TradChinese"]


def _nsis_sections(text: str) -> dict[str, str]:
    """The body of each Function and Section of the NSIS script, by its header line."""
    bodies: dict[str, str] = {}
    for header, body in re.findall(r"^\s*((?:Function|Section) [^\n]*)\n(.*?)^\s*(?:FunctionEnd|SectionEnd)", text,
                                   re.M | re.S):
        bodies[header.strip()] = body
    return bodies


def test_the_windows_installer_speaks_fairtables_languages() -> None:
    text = (PACKAGING / "windows" / "fairtable.nsi").read_text(encoding="utf-8")
    assert re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', text, re.M) == NSIS_LANGUAGES
    strings = (PACKAGING / "windows" / "strings.nsh").read_text(encoding="utf-8")
    table: dict[str, dict[str, str]] = {}
    for name, language, value in re.findall(r'^LangString (\w+) \$\{LANG_(\w+)\} "(.*)"$', strings, re.M):
        table.setdefault(name, {})[language] = value
    used = set(re.findall(r"\$\((\w+)\)", text))
    assert used and used <= set(table), used - set(table)
    for name, values in table.items():
        assert sorted(values) == sorted(x.upper() for x in NSIS_LANGUAGES), name
        assert len(set(values.values())) == len(values), f"{name} is not translated"
    # no English words left in the visible strings: every section name and description comes from the table
    assert re.findall(r'^Section "[A-Za-z][^"]*"', text, re.M) == ['Section "Uninstall"']  # a keyword, never shown
    assert not re.findall(r"MUI_DESCRIPTION_TEXT \$\{\w+\} \"[A-Za-z]", text)


def test_the_windows_installer_checks_the_system_and_that_fairtable_is_closed() -> None:
    text = (PACKAGING / "windows" / "fairtable.nsi").read_text(encoding="utf-8")
    bodies = _nsis_sections(text)
    assert "REQUIRE_WINDOWS" in bodies["Function .onInit"] and "${IfNot} ${AtLeastWin10}" in text
    # an update checks before the old files are removed; the uninstaller before its page shows
    app = bodies['Section "$(SEC_APP)" SecApp']
    assert app.index("Call WaitUntilClosed") < app.index('RMDir /r "$INSTDIR\\_internal"')
    assert "Call un.WaitUntilClosed" in bodies["Function un.onInit"]
    check = text[text.index("!macro DEFINE_CLOSED_CHECK"):]
    for exe in ("${APP_EXE}", "${CLI_EXE}"):
        assert f'!insertmacro _FAIL_IF_IN_USE "$INSTDIR\\{exe}"' in check
    assert "MB_RETRYCANCEL" in check and "/SD IDCANCEL IDRETRY retry" in check


def test_the_windows_uninstaller_removes_both_executables() -> None:
    uninstall = _nsis_sections((PACKAGING / "windows" / "fairtable.nsi").read_text(encoding="utf-8"))['Section "Uninstall"']
    for exe in ("${APP_EXE}", "${CLI_EXE}", "${UNINSTALLER}"):
        assert f'Delete "$INSTDIR\\{exe}"' in uninstall


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt-get install nsis)")
@pytest.mark.parametrize("version", [PROJECT["version"], "0.2.0rc1"])
def test_nsis_script_compiles_against_a_dummy_payload(icons: Path, tmp_path: Path, version: str) -> None:
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / "fairtable.exe").write_bytes(b"MZ")
    (payload / "fairtable-cli.exe").write_bytes(b"MZ")
    (payload / "_internal" / "base_library.zip").write_bytes(b"PK")
    out = tmp_path / f"{PROJECT['name']}-{version}-windows-x64-setup.exe"
    defines = {
        "APP_NAME": PROJECT["name"], "APP_VERSION": version, "APP_VERSION_NUMBERS": _build_module().windows_version(version),
        "APP_ARCH": "x64", "PAYLOAD": payload, "ICON": icons / "fairtable.ico", "OUTFILE": out,
    }
    # -WX: a warning fails, such as a LangString missing in one of the languages
    cmd = ["makensis", "-V2", "-WX", *(f"-D{k}={v}" for k, v in defines.items()), PACKAGING / "windows" / "fairtable.nsi"]
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"


def test_the_windows_bundle_has_a_console_executable_beside_the_windowed_one() -> None:
    """fairtable.spec: on Windows a second EXE, fairtable-cli, a console program sharing the COLLECT (_internal)."""
    import ast

    spec = ast.parse((PACKAGING / "fairtable.spec").read_text(encoding="utf-8"))
    windows_only = [node for node in ast.walk(spec)
                    if isinstance(node, ast.If) and ast.unparse(node.test) == "sys.platform == 'win32'"]
    calls = [call for block in windows_only for call in ast.walk(block)
             if isinstance(call, ast.Call) and ast.unparse(call.func) == "EXE"]
    [cli] = calls
    keywords = {k.arg: ast.unparse(k.value) for k in cli.keywords}
    assert keywords["name"] == "CLI_NAME" and keywords["console"] == "True" and keywords["exclude_binaries"] == "True"
    assert "CLI_NAME = f'{NAME}-cli'" in ast.unparse(spec)
    [collect] = [c for c in ast.walk(spec) if isinstance(c, ast.Call) and ast.unparse(c.func) == "COLLECT"]
    assert ast.unparse(collect.args[0]) == "*executables"  # both executables share one _internal
