"""The frozen build as a player gets it: the onedir bundle and the .deb, each running `fairtable selftest`.

Slow (PyInstaller, then xz over ~100 MB: several minutes on two cores), so it runs only with
FAIRTABLE_PACKAGING=1, as `.ci/run` sets it. Linux only: the .deb is built with dpkg-deb.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.packaging.conftest import BUILT, NAME, ROOT, VERSION

# The budget catches a Qt module or a library slipping in (tens of MB), with room for the project's own growth:
# 107.7 MB on 2026-11-30, 110.2 MB on 2026-12-01 (the welcome pictures, ESSEN's new art, the narration); 113.6 MB
# on 2026-12-04 (sqlite3 in, unused codecs and modules out: docs/packaging.md, "Room won back").
ONEDIR_BUDGET_BYTES = 115_000_000
DEB_BUDGET_BYTES = 35_000_000

pytestmark = BUILT


# `dist` (the bundle and the .deb, built once per session) is in conftest.py.


def _selftest(executable: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FAIRTABLE_DATA_DIR=str(tmp_path / "userdata"))
    return subprocess.run([str(executable), "selftest"], env=env, capture_output=True, text=True, timeout=300)


def _tree_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir())


def test_onedir_bundle_passes_its_selftest(dist: Path, tmp_path: Path) -> None:
    result = _selftest(dist / NAME / NAME, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    assert f"{NAME} {VERSION}" in result.stdout  # the version comes from the bundled package metadata


def test_onedir_bundle_is_lean(dist: Path) -> None:
    bundle = dist / NAME
    size = _tree_bytes(bundle)
    assert size <= ONEDIR_BUDGET_BYTES, f"onedir bundle is {size / 1e6:.1f} MB"
    plugins = bundle / "_internal" / "PySide6" / "Qt" / "plugins"
    kept = {p.relative_to(plugins).as_posix() for p in plugins.rglob("*.so")}
    for needed in ("platforms/libqxcb.so", "platforms/libqoffscreen.so", "imageformats/libqsvg.so",
                   "iconengines/libqsvgicon.so"):
        assert needed in kept
    assert any(k.startswith("platforms/libqwayland") for k in kept)
    assert not {k.split("/")[0] for k in kept} & {"platformthemes", "sqldrivers", "qmltooling", "tls", "designer"}
    libraries = {p.name for p in (bundle / "_internal").rglob("lib*.so*")}
    for unused in ("libQt6Quick.so.6", "libQt6Qml.so.6", "libQt6Network.so.6", "libQt6Pdf.so.6", "libssl.so.3"):
        assert unused not in libraries
    assert (bundle / "_internal" / "resources" / "icons" / "fairtable.svg").is_file()
    assert not (bundle / "_internal" / "hypothesis").exists()  # a test tool, pulled in by pydantic's plugin


def test_onedir_bundle_speaks_every_language(dist: Path) -> None:
    """The compiled catalogs, Qt's own translations of its dialogs, Babel's data for the five languages and
    the CJK glyphs travel with the bundle; the catalogs' sources do not."""
    from fairtable.i18n import LANGUAGES, QT_SUFFIX, SOURCE

    internal = dist / NAME / "_internal"
    for lang in LANGUAGES:
        if lang != SOURCE:
            assert (internal / "resources" / "i18n" / lang / "LC_MESSAGES" / "fairtable.mo").is_file(), lang
            assert (internal / "PySide6" / "Qt" / "translations" / f"qtbase_{QT_SUFFIX[lang]}.qm").is_file(), lang
    assert not list((internal / "resources" / "i18n").rglob("*.po"))
    locales = {p.stem for p in (internal / "babel" / "locale-data").glob("*.dat")}
    assert {"de", "ja", "zh_Hant", "zh_Hans", "en"} <= locales and len(locales) < 20
    assert (internal / "resources" / "fonts" / "fairtable-cjk.ttf").stat().st_size > 50_000


def test_onedir_bundle_carries_the_package_metadata(dist: Path) -> None:
    """fairtable.version() (the About dialog, --version) reads it; without it the fallback would show."""
    metadata = [p for p in (dist / NAME / "_internal").glob(f"{NAME}*-info") if p.is_dir()]
    assert metadata, "no fairtable metadata in the bundle"
    text = "".join((m / f).read_text() for m in metadata for f in ("METADATA", "PKG-INFO") if (m / f).is_file())
    assert f"\nVersion: {VERSION}\n" in text


def test_onedir_bundle_quits_cleanly_in_the_middle_of_a_game(dist: Path, tmp_path: Path) -> None:
    """The installed app, opened on a game a person plays against a Hard bot and closed mid-game, ends with
    status 0 (it used to crash on its way out)."""
    from fairtable.engine.match import Match, Seat
    from fairtable.engine.registry import get_game

    seats = [Seat(name="Anna", kind="human"), Seat(name="Ben", kind="bot", level="thinker")]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FAIRTABLE_DATA_DIR=str(tmp_path / "userdata"),
               FAIRTABLE_QUIT_AFTER_MS="2000")
    for game_id in ("essen", "empresario", "marche", "festival"):
        record = tmp_path / f"{game_id}.json"
        Match(get_game(game_id), seats, seed=3).save(record)
        result = subprocess.run([str(dist / NAME / NAME), "open", str(record)], env=env, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, f"{game_id}: {result.returncode}\n{result.stderr[-2000:]}"


def test_deb_installs_and_runs_its_selftest(dist: Path, tmp_path: Path) -> None:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    deb = dist / f"{NAME}_{VERSION}_{arch}.deb"
    assert deb.stat().st_size <= DEB_BUDGET_BYTES, f".deb is {deb.stat().st_size / 1e6:.1f} MB"

    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"Package: {NAME}" in fields and f"Version: {VERSION}" in fields
    depends = next(line for line in fields.splitlines() if line.startswith("Depends:"))
    for package in ("libc6", "libgl1", "libxcb1", "libfontconfig1", "libxkbcommon-x11-0"):
        assert package in depends
    assert "libxcb-cursor0" not in depends  # bundled: the host lacks it more often than not
    assert "fonts-noto-cjk | fonts-droid-fallback" in depends  # Chinese and Japanese glyphs, each in its shapes
    assert "Recommends: fonts-dejavu-core" in fields

    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    # a game's command is in /usr/games; a link across top-level folders is absolute (Debian policy 10.5)
    link = root / "usr" / "games" / NAME
    assert link.is_symlink() and os.readlink(link) == f"/opt/{NAME}/{NAME}"
    assert not (root / "usr" / "bin").exists()
    launcher = tmp_path / "usr-games" / NAME  # the same link, pointing into the unpacked tree
    launcher.parent.mkdir()
    launcher.symlink_to(root / "opt" / NAME / NAME)
    assert (root / "usr" / "share" / "applications" / f"{NAME}.desktop").is_file()
    # the saved games' file type, which dpkg's shared-mime-info trigger adds to the system's database
    assert (root / "usr" / "share" / "mime" / "packages" / "fairtable-record.xml").is_file()
    preinst = subprocess.run(["dpkg-deb", "-I", str(deb), "preinst"], capture_output=True, text=True, check=True).stdout
    assert "installed by the .run archive" in preinst
    assert (root / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg").is_file()
    assert (root / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png").is_file()
    # the AppStream entry (software centres) with the menu entry and icon it names, as appstreamcli reads them
    assert (root / "usr" / "share" / "metainfo" / "org.fairtable.fairtable.metainfo.xml").is_file()
    if shutil.which("appstreamcli"):
        checked = subprocess.run(["appstreamcli", "validate-tree", "--pedantic", "--no-net", str(root)],
                                 capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr

    result = _selftest(launcher, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    assert str(root / "opt" / NAME) in result.stdout  # it found its resources inside the installed tree


def test_windows_uninstaller_removes_every_folder_of_the_bundle(dist: Path) -> None:
    """The Windows bundle has the same top-level folders (_internal, licenses): the installer replaces and the
    uninstaller removes each, or an update keeps stale files and the uninstall leaves the folder behind."""
    text = (ROOT / "packaging" / "windows" / "fairtable.nsi").read_text(encoding="utf-8")
    install, uninstall = text.split('Section "Uninstall"')
    folders = sorted(p.name for p in (dist / NAME).iterdir() if p.is_dir())
    assert "licenses" in folders
    for folder in folders:
        assert f'RMDir /r "$INSTDIR\\{folder}"' in uninstall.split("SectionEnd")[0], folder
        assert f'RMDir /r "$INSTDIR\\{folder}"' in install, folder
