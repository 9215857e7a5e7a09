"""Signing and notarization as build.py does them when the build is given the means (the CI workflow's secrets):
the commands it runs, checked here with stand-ins, since codesign, notarytool and signtool exist only on macOS
and Windows. Without the means nothing is run and the build says so."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def build(monkeypatch: pytest.MonkeyPatch):
    spec = importlib.util.spec_from_file_location("fairtable_build_signing", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in ("MACOS_SIGNING_IDENTITY", "MACOS_NOTARY_PROFILE", "WINDOWS_SIGNING_THUMBPRINT"):
        monkeypatch.delenv(name, raising=False)
    return module


class Commands(list):
    """Every command build.run was given; notarytool answers with ``status``."""

    status = "Accepted"


@pytest.fixture
def commands(build, monkeypatch: pytest.MonkeyPatch) -> Commands:
    ran = Commands()

    def run(cmd, **kwargs):
        ran.append([str(c) for c in cmd])
        answer = json.dumps({"id": "1234-abcd", "status": ran.status}) if "notarytool" in cmd else ""
        return subprocess.CompletedProcess(cmd, 0, stdout=answer, stderr="")

    monkeypatch.setattr(build, "run", run)
    return ran


def test_without_a_developer_id_the_image_is_left_alone(build, commands, tmp_path: Path, capsys) -> None:
    build.notarize(tmp_path / "fairtable.dmg")
    assert commands == []
    assert "no MACOS_SIGNING_IDENTITY" in capsys.readouterr().out


def test_signed_without_notary_credentials(build, commands, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("MACOS_SIGNING_IDENTITY", "Developer ID Application: Someone (TEAM123)")
    dmg = tmp_path / "fairtable.dmg"
    build.notarize(dmg)
    assert commands == [["codesign", "--sign", "Developer ID Application: Someone (TEAM123)", "--timestamp", str(dmg)]]
    assert "not notarized" in capsys.readouterr().out


def test_the_image_is_signed_notarized_and_stapled(build, commands, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("MACOS_SIGNING_IDENTITY", "Developer ID Application: Someone (TEAM123)")
    monkeypatch.setenv("MACOS_NOTARY_PROFILE", "fairtable-notary")
    dmg = tmp_path / "fairtable.dmg"
    build.notarize(dmg)
    assert [c[:2] for c in commands] == [["codesign", "--sign"], ["xcrun", "notarytool"], ["xcrun", "stapler"]]
    submit = commands[1]
    assert submit[2:4] == ["submit", str(dmg)] and "--wait" in submit
    assert submit[submit.index("--keychain-profile") + 1] == "fairtable-notary"  # no password on the command line
    assert commands[2] == ["xcrun", "stapler", "staple", str(dmg)]


def test_a_rejected_notarization_fails_the_build_and_says_where_to_look(build, commands, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MACOS_SIGNING_IDENTITY", "Developer ID Application: Someone (TEAM123)")
    monkeypatch.setenv("MACOS_NOTARY_PROFILE", "fairtable-notary")
    commands.status = "Invalid"
    with pytest.raises(build.BuildError, match=r"notarization: Invalid \(xcrun notarytool log 1234-abcd"):
        build.notarize(tmp_path / "fairtable.dmg")
    assert not any("stapler" in c for c in commands)


def test_windows_signing_needs_a_thumbprint_and_signtool(build, monkeypatch, tmp_path: Path) -> None:
    assert build.windows_signer() is None
    monkeypatch.setenv("WINDOWS_SIGNING_THUMBPRINT", "0123ABCD")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("ProgramFiles(x86)", str(tmp_path / "none"))
    with pytest.raises(build.BuildError, match="signtool was not found"):
        build.windows_signer()
    (tmp_path / "signtool").write_text("#!/bin/sh\n")
    (tmp_path / "signtool").chmod(0o755)
    signer = build.windows_signer()
    assert signer[:4] == [str(tmp_path / "signtool"), "sign", "/sha1", "0123ABCD"]
    assert signer[signer.index("/fd") + 1] == "sha256" and "/tr" in signer  # a timestamp keeps it valid past expiry


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt-get install nsis)")
def test_makensis_signs_the_installer_and_its_uninstaller(build, tmp_path: Path) -> None:
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / "fairtable.exe").write_bytes(b"MZ")
    signed = tmp_path / "signed.txt"
    signer = tmp_path / "sign.sh"
    signer.write_text(f'#!/bin/sh\necho "$1" >> "{signed}"\n')
    signer.chmod(0o755)
    out = tmp_path / "fairtable-0.1.0-windows-x64-setup.exe"
    defines = {"APP_VERSION": "0.1.0", "APP_VERSION_NUMBERS": "0.1.0.0", "PAYLOAD": payload, "OUTFILE": out,
               "SIGN_COMMAND": signer}
    result = subprocess.run(["makensis", "-V2", "-WX", *(f"-D{k}={v}" for k, v in defines.items()),
                             str(ROOT / "packaging" / "windows" / "fairtable.nsi")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = signed.read_text().splitlines()
    assert len(lines) == 2 and lines[-1] == str(out)  # the uninstaller first (a temporary file), then the installer
