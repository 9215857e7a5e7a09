"""Quick checks of the .deb's own files that need no build (the built package: test_deb_policy.py)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
sys.path.insert(0, str(PACKAGING))

import bundle_licenses  # noqa: E402
import deb_files  # noqa: E402
import manpage  # noqa: E402


def test_changelog_names_this_version_first() -> None:
    """A release without a changelog entry would stop the .deb's build: this says so at once."""
    text = (PACKAGING / "linux" / "changelog").read_text(encoding="utf-8")
    assert text.startswith(f"{PROJECT['name']} ({PROJECT['version']}) ")
    assert re.search(r"^ -- .+ <.+>  \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$", text, re.MULTILINE)


def test_changelog_for_another_version_stops_the_build(tmp_path: Path) -> None:
    with pytest.raises(deb_files.DebError, match="add an entry for 9.9.9"):
        deb_files.changelog(tmp_path, PROJECT["name"], "9.9.9")


def test_manual_page_has_every_command_and_renders_cleanly(tmp_path: Path) -> None:
    from fairtable.cli import build_parser

    parser = build_parser()
    roff = manpage.render(parser, "1.2.3", "2026-12-03", manpage.summary_line(PROJECT["description"]))
    commands = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction").choices
    for command in commands:
        assert f".SS {command}\n" in roff
    assert roff.startswith('.TH FAIRTABLE 6 "2026-12-03" "fairtable 1.2.3" "Games"')
    assert "%%" not in roff  # argparse's escaped percent signs are resolved
    groff = shutil.which("groff")
    if groff is None:
        pytest.skip("groff is not installed")
    (tmp_path / "fairtable.6").write_text(roff, encoding="utf-8")
    result = subprocess.run([groff, "-man", "-Tutf8", "-ww", "-z", str(tmp_path / "fairtable.6")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stderr, result.stderr


def test_a_bundled_module_without_a_distribution_stops_the_build() -> None:
    with pytest.raises(bundle_licenses.LicenseError, match="no_such_module_here"):
        bundle_licenses.collect([("no_such_module_here.sub", "", "PYMODULE")], [], [], ROOT)


def test_debian_licence_of_a_machine_readable_copyright_file() -> None:
    text = ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\n"
            "Files: *\nCopyright: 2013 Someone\nLicense: MIT/X\n\nFiles: debian/*\nLicense: GPL-2+\n")
    assert bundle_licenses._debian_license(text) == "MIT/X"
    assert bundle_licenses._debian_license("plain text, no format") == "see the copyright file"


def test_synopsis_has_no_article_and_fits() -> None:
    import build

    synopsis = build.deb_synopsis()
    assert not re.match(r"(a|an|the)\s", synopsis, re.IGNORECASE) and len(synopsis) <= 80, synopsis


def test_font_is_made_installable() -> None:
    pytest.importorskip("fontTools")
    import fonts
    from fontTools.fontBuilder import FontBuilder
    from fontTools.ttLib.tables._g_l_y_f import Glyph

    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder([".notdef"])
    builder.setupCharacterMap({})
    builder.setupGlyf({".notdef": Glyph()})
    builder.setupHorizontalMetrics({".notdef": (500, 0)})
    builder.setupHorizontalHeader()
    builder.setupOS2(fsType=8)
    font = builder.font
    fonts.make_installable(font)
    assert font["OS/2"].fsType == 0


def test_bundled_names_on_each_system_map_to_distributions() -> None:
    """Linux, Windows and macOS name the same bundle's files differently; none is left unexplained."""
    binaries = [
        ("python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so", "/x", "EXTENSION"),  # Linux
        ("_ctypes.pyd", "C:/Python/DLLs/_ctypes.pyd", "EXTENSION"), ("select.pyd", "C:/x", "EXTENSION"),  # Windows
        ("pydantic_core/_pydantic_core.cp311-win_amd64.pyd", "C:/x", "EXTENSION"),
        ("Python", "/Library/Frameworks/Python.framework/Python", "BINARY"),  # macOS
        ("libffi.so.8", "/usr/lib/x86_64-linux-gnu/libffi.so.8", "BINARY"), ("python311.dll", "C:/x", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    pure = [("pydantic.main", "", "PYMODULE"), ("json.decoder", "", "PYMODULE"), ("pyimod02_importers", "", "PYMODULE")]
    datas = [("babel/locale-data/de.dat", "", "DATA"), ("resources/x.json", "", "DATA"), ("base_library.zip", "", "DATA")]
    names, libraries = bundle_licenses.bundled_names(pure, binaries, datas)
    assert set(libraries) == {"libffi.so.8", "python311.dll"}
    owners = {"pydantic": ["pydantic"], "pydantic_core": ["pydantic_core"], "babel": ["babel"]}
    found, unknown = bundle_licenses.by_distribution(names, owners)
    assert unknown == [] and set(found) == {"pydantic", "pydantic_core", "babel"}
