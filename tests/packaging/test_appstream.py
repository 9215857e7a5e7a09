"""fairtable's AppStream entry (packaging/linux/<id>.metainfo.xml.in, filled in by build.py): what software
centres show. appstreamcli checks it as built, with and without the published addresses, and in the tree the
.deb installs (build.py's own .deb recipe around a stand-in bundle of a few kilobytes, no PyInstaller)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
HOMEPAGE = "https://example.org/fairtable"
SHOTS = "https://example.org/fairtable/raw/v1/docs/screenshots/"

needs_appstreamcli = pytest.mark.skipif(shutil.which("appstreamcli") is None,
                                        reason="appstreamcli not installed (apt-get install appstream)")


@pytest.fixture(scope="module")
def build():
    spec = importlib.util.spec_from_file_location("fairtable_build_appstream", ROOT / "packaging" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def validate(*args: str | Path) -> None:
    """appstreamcli's verdict, pedantic, without the network (the addresses are not fetched)."""
    result = subprocess.run(["appstreamcli", *map(str, args[:1]), "--pedantic", "--no-net", *map(str, args[1:])],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_appstreamcli
@pytest.mark.parametrize(("version", "homepage", "shots"), [
    (VERSION, HOMEPAGE, SHOTS), (VERSION, "", ""), ("0.2.0rc1", HOMEPAGE, SHOTS.rstrip("/")),
])
def test_the_entry_as_built_passes_appstreamcli(build, tmp_path: Path, version: str, homepage: str, shots: str) -> None:
    path = tmp_path / build.METAINFO
    path.write_text(build.metainfo(version, "2026-12-03", homepage, shots), encoding="utf-8")
    validate("validate", path)


def test_the_entry_names_the_menu_entry_the_saved_games_and_this_version(build) -> None:
    component = ElementTree.fromstring(build.metainfo(VERSION, "2026-12-03", HOMEPAGE, SHOTS))
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == build.APP_ID
    launchable = component.find("launchable")
    assert launchable.get("type") == "desktop-id" and (LINUX / launchable.text).is_file()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    record_type = ElementTree.parse(LINUX / "fairtable-record.xml").getroot().find("m:mime-type", ns).get("type")
    assert [m.text for m in component.findall("provides/mediatype")] == [record_type]
    assert [b.text for b in component.findall("provides/binary")] == ["fairtable"]
    [release] = component.findall("releases/release")
    assert (release.get("version"), release.get("date"), release.get("type")) == (VERSION, "2026-12-03", "stable")
    assert component.find("content_rating").get("type") == "oars-1.1"
    assert component.findtext("url[@type='homepage']") == HOMEPAGE


def test_every_screenshot_is_a_file_of_the_repository_with_its_stated_size(build) -> None:
    component = ElementTree.fromstring(build.metainfo(VERSION, "2026-12-03", HOMEPAGE, SHOTS))
    images = component.findall("screenshots/screenshot/image")
    assert len(images) == len(build.SCREENSHOTS) == 4
    for image in images:
        assert image.text.startswith(SHOTS)
        data = (ROOT / "docs" / "screenshots" / image.text.removeprefix(SHOTS)).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (int(image.get("width")), int(image.get("height")))
    assert [c.findtext("caption") for c in component.findall("screenshots/screenshot")][0].startswith("ESSEN")


def test_without_published_addresses_no_address_is_made_up(build) -> None:
    text = build.metainfo(VERSION, "2026-12-03")
    assert "@" not in text  # every placeholder filled or left out
    component = ElementTree.fromstring(text)
    assert component.find("screenshots") is None and component.find("url") is None


def test_a_pre_release_is_a_development_release(build) -> None:
    [release] = ElementTree.fromstring(build.metainfo("0.2.0rc1", "2026-12-03")).findall("releases/release")
    assert (release.get("version"), release.get("type")) == ("0.2.0rc1", "development")


def test_an_address_that_is_not_https_is_refused(build) -> None:
    with pytest.raises(build.BuildError, match="https://"):
        build.metainfo(VERSION, "2026-12-03", "http://example.org/", "")


def test_the_release_date_follows_source_date_epoch(build, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764720000")  # 2025-12-03 00:00 UTC
    assert build.release_date() == "2025-12-03"


@needs_appstreamcli
@pytest.mark.skipif(shutil.which("dpkg-deb") is None or shutil.which("dpkg-shlibdeps") is None,
                    reason="needs dpkg-dev")
def test_the_deb_installs_the_entry_beside_its_menu_entry(build, tmp_path: Path, monkeypatch) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "fairtable").write_text("#!/bin/sh\necho fairtable\n")
    (bundle / "fairtable").chmod(0o755)
    shutil.copy("/bin/true", bundle / "_internal" / "standin")  # dpkg-shlibdeps wants one ELF file
    licenses = bundle / "licenses"  # what packaging/bundle_licenses.py writes, for one component
    (licenses / "fairtable").mkdir(parents=True)
    (licenses / "fairtable" / "LICENSE").write_text("MIT License\n\nCopyright (c) the fairtable developers\n")
    (licenses / "components.json").write_text(json.dumps([{
        "name": "fairtable", "version": "0", "license": "MIT", "files": ["LICENSE"], "covers": ["*"],
        "copyright": ["the fairtable developers"]}]))
    icons = tmp_path / "icons"
    (icons / "png").mkdir(parents=True)
    for size in (16, 256):
        (icons / "png" / f"{size}.png").write_bytes(b"\x89PNG")
    (icons / "fairtable.svg").write_text("<svg/>")
    (tmp_path / "dist").mkdir()
    monkeypatch.setenv("FAIRTABLE_HOMEPAGE", HOMEPAGE)
    monkeypatch.setenv("FAIRTABLE_SCREENSHOTS_URL", SHOTS)
    deb = build.build_deb(bundle, icons, tmp_path / "dist", work=tmp_path / "work")
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"./usr/share/metainfo/{build.METAINFO}\n" in listing
    tree = tmp_path / "unpacked"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tree)], check=True)
    installed = (tree / "usr" / "share" / "metainfo" / build.METAINFO).read_text(encoding="utf-8")
    assert f'<release version="{VERSION}"' in installed and SHOTS + "essen-en.png" in installed
    # the tree as installed: the entry, and the menu entry it launches (a missing one is a warning here)
    validate("validate-tree", tree)
