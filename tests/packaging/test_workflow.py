"""The packaging workflow (.github/workflows/package.yml) read as GitHub reads it: a job per platform and
processor, signing steps that run only when their secrets exist and say so when they do not, secrets kept
out of command lines, and the checks of the built .deb. Nothing here can run the macOS or Windows jobs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"


@pytest.fixture(scope="module")
def job() -> dict:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert workflow["name"] == "package"
    return workflow["jobs"]["build"]


def step(job: dict, name: str) -> dict:
    [found] = [s for s in job["steps"] if s.get("name", "").startswith(name)]
    return found


def test_each_platform_and_mac_processor_gets_its_own_build(job: dict) -> None:
    runners = [entry["os"] for entry in job["strategy"]["matrix"]["include"]]
    assert runners == ["ubuntu-22.04", "windows-2022", "macos-14", "macos-15-intel"]  # macos-14: arm64; -intel: x86_64
    assert job["runs-on"] == "${{ matrix.os }}"
    for entry in job["strategy"]["matrix"]["include"]:
        if entry["os"].startswith("macos"):
            assert entry["artifacts"] == "dist/*.dmg"  # build.py names each by its processor


def test_signing_steps_run_only_with_their_secrets(job: dict) -> None:
    env = job["env"]
    for flag, secrets in {
        "HAVE_MACOS_CERTIFICATE": ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD"),
        "HAVE_APPLE_NOTARY": ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD"),
        "HAVE_WINDOWS_CERTIFICATE": ("WINDOWS_CERTIFICATE", "WINDOWS_CERTIFICATE_PASSWORD"),
    }.items():
        for secret in secrets:
            assert f"secrets.{secret} != ''" in env[flag]
    certificate = step(job, "Developer ID certificate")
    assert "runner.os == 'macOS'" in certificate["if"] and "env.HAVE_MACOS_CERTIFICATE == 'true'" in certificate["if"]
    assert 'echo "MACOS_SIGNING_IDENTITY=' in certificate["run"]  # what fairtable.spec and build.py read
    notary = step(job, "Notary credentials")
    assert "env.HAVE_APPLE_NOTARY == 'true'" in notary["if"] and "MACOS_NOTARY_PROFILE=" in notary["run"]
    windows = step(job, "Code signing certificate (Windows")
    assert "env.HAVE_WINDOWS_CERTIFICATE == 'true'" in windows["if"] and "WINDOWS_SIGNING_THUMBPRINT=" in windows["run"]
    skipped = step(job, "Signing skipped")
    assert "!= 'true'" in skipped["if"] and skipped["run"].count("::notice::") == 2
    # every signing step runs before the build that uses what it sets up
    names = [s.get("name", "") for s in job["steps"]]
    build = names.index("Build the executable and the installer")
    for name in ("Developer ID certificate", "Notary credentials", "Code signing certificate"):
        assert next(i for i, n in enumerate(names) if n.startswith(name)) < build


def test_secrets_reach_commands_only_through_the_environment(job: dict) -> None:
    for s in job["steps"]:
        assert "secrets." not in s.get("run", ""), s.get("name")
        assert "secrets." not in str(s.get("if", "")), s.get("name")  # GitHub refuses secrets in if:
    assert not re.search(r"\$\{\{ *secrets\.", str(job["env"]["FAIRTABLE_HOMEPAGE"]))


def test_the_linux_job_checks_the_debs_appstream_and_menu_entries(job: dict) -> None:
    check = step(job, "The .deb's AppStream")
    assert check["if"] == "runner.os == 'Linux'"
    assert "appstreamcli validate-tree" in check["run"] and "desktop-file-validate" in check["run"]
    tests = step(job, "Packaging tests (Linux)")["run"]
    for name in ("test_recipes.py", "test_appstream.py", "test_workflow.py"):
        assert (ROOT / "tests" / "packaging" / name).is_file() and name in tests
    assert job["env"]["FAIRTABLE_SCREENSHOTS_URL"].endswith("/docs/screenshots/")
    assert (ROOT / "docs" / "screenshots").is_dir()


def test_the_windows_console_program_is_run(job: dict) -> None:
    selftest = step(job, "Selftest of the frozen build (Linux, Windows)")["run"]
    assert "dist/fairtable/fairtable-cli.exe --help" in selftest and "fairtable-cli.exe selftest" in selftest
