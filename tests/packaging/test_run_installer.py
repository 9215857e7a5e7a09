"""The .run archive's installer (packaging/linux/install.sh), built by build.py's own recipe with makeself
around a stand-in bundle (a few kilobytes, so it takes a second): where a --prefix puts it, what it refuses,
and that its uninstaller leaves nothing behind and nothing a Debian package owns is touched.

`dpkg-query -S` is the installer's test for "a Debian package owns this"; a stand-in on PATH answers it here
for the paths under owned/ (the check against the real .deb is in docs/packaging.md)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
METAINFO = "org.fairtable.fairtable.metainfo.xml"

pytestmark = pytest.mark.skipif(shutil.which("makeself") is None, reason="makeself not installed (apt-get install makeself)")


def _build_module():
    spec = importlib.util.spec_from_file_location("fairtable_build", ROOT / "packaging" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def run_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("run")
    bundle = base / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "fairtable").write_text('#!/bin/sh\necho "fairtable started with: $*"\n')
    (bundle / "fairtable").chmod(0o755)
    icons = base / "icons"
    (icons / "png").mkdir(parents=True)
    for size in (16, 256, 1024):
        (icons / "png" / f"{size}.png").write_bytes(b"\x89PNG")
    (icons / "fairtable.svg").write_text("<svg/>")
    (base / "dist").mkdir()
    built = _build_module().build_run(bundle, icons, base / "dist", "x86_64", work=base / "work")
    assert built is not None and built.is_file()
    return built


@pytest.fixture
def shims(tmp_path: Path) -> Path:
    """A folder for stand-ins of dpkg-query and id, put first on PATH by `install`."""
    folder = tmp_path / "shims"
    folder.mkdir()
    return folder


def shim(folder: Path, name: str, body: str) -> None:
    (folder / name).write_text("#!/bin/sh\n" + body)
    (folder / name).chmod(0o755)


def claim_owned(folder: Path) -> None:
    """dpkg-query -S says the Debian package fairtable owns every path with /owned/ in it."""
    shim(folder, "dpkg-query", 'rc=1\nfor p; do case "$p" in */owned/*) echo "fairtable: $p"; rc=0 ;; esac; done\nexit $rc\n')


def install(run_file: Path, cwd: Path, shims: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HOME=str(cwd / "home"), PATH=f"{shims}:{os.environ['PATH']}")
    (cwd / "home").mkdir(exist_ok=True)
    # --quiet: makeself's own lines (its checksums) stay out of stderr
    return subprocess.run(["sh", str(run_file), "--quiet", "--", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=120)


def files_under(folder: Path) -> list[str]:
    """Every file and folder under ``folder`` (an empty folder left behind counts too)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")) if folder.exists() else []


def test_a_relative_prefix_is_taken_from_where_the_archive_was_run(run_file: Path, tmp_path: Path, shims: Path) -> None:
    result = install(run_file, tmp_path, shims, "--prefix", "games")
    assert result.returncode == 0, result.stderr
    prefix = tmp_path / "games"
    started = subprocess.run([str(prefix / "bin" / "fairtable"), "x.json"], capture_output=True, text=True)
    assert started.stdout.strip() == "fairtable started with: x.json"
    desktop = (prefix / "share" / "applications" / "fairtable.desktop").read_text()
    assert f'Exec="{prefix}/opt/fairtable/fairtable" %f\n' in desktop
    assert "MimeType=application/x-fairtable-record;" in desktop
    assert (prefix / "share" / "mime" / "packages" / "fairtable-record.xml").is_file()
    assert (prefix / "share" / "metainfo" / METAINFO).is_file()  # the AppStream entry, for software centres

    removed = subprocess.run([str(prefix / "opt" / "fairtable" / "fairtable-uninstall")], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert not prefix.exists()  # the installer made games/, so its uninstaller removes it


@pytest.mark.parametrize("args", [["--prefix"], ["--prefix="], ["--prefix", ""]])
def test_a_prefix_without_a_folder_is_refused_in_one_line(run_file: Path, tmp_path: Path, shims: Path, args) -> None:
    result = install(run_file, tmp_path, shims, *args)
    assert result.returncode == 2
    assert result.stderr.strip() == "fairtable installer: --prefix needs a folder (--prefix DIR)"
    assert files_under(tmp_path / "home") == []


def test_nothing_is_installed_over_files_a_debian_package_owns(run_file: Path, tmp_path: Path, shims: Path) -> None:
    claim_owned(shims)
    result = install(run_file, tmp_path, shims, "--prefix", str(tmp_path / "owned"))
    assert result.returncode == 1
    assert "belong to the Debian package fairtable, so nothing was installed" in result.stderr
    assert f"fairtable: {tmp_path}/owned/opt/fairtable\n" in result.stderr
    assert not (tmp_path / "owned").exists()


def test_the_uninstaller_removes_nothing_a_debian_package_owns(run_file: Path, tmp_path: Path, shims: Path) -> None:
    prefix = tmp_path / "owned"
    assert install(run_file, tmp_path, shims, "--prefix", str(prefix)).returncode == 0
    installed = files_under(prefix)
    claim_owned(shims)  # as if the .deb had been unpacked over it since
    env = dict(os.environ, PATH=f"{shims}:{os.environ['PATH']}")
    result = subprocess.run([str(prefix / "opt" / "fairtable" / "fairtable-uninstall")], env=env, capture_output=True,
                            text=True)
    assert result.returncode == 1
    assert "so nothing was removed" in result.stderr and "apt-get remove fairtable" in result.stderr
    assert files_under(prefix) == installed


def test_a_folder_the_installer_did_not_make_is_left_alone(run_file: Path, tmp_path: Path, shims: Path) -> None:
    other = tmp_path / "p" / "opt" / "fairtable"
    other.mkdir(parents=True)
    (other / "notes.txt").write_text("mine")
    result = install(run_file, tmp_path, shims, "--prefix", str(tmp_path / "p"))
    assert result.returncode == 2
    assert "was not made by this installer: nothing was installed" in result.stderr
    assert files_under(tmp_path / "p") == ["opt", "opt/fairtable", "opt/fairtable/notes.txt"]


def test_a_second_install_replaces_the_first(run_file: Path, tmp_path: Path, shims: Path) -> None:
    assert install(run_file, tmp_path, shims, "--prefix", "p").returncode == 0
    first = files_under(tmp_path / "p")
    assert install(run_file, tmp_path, shims, "--prefix", "p").returncode == 0
    assert files_under(tmp_path / "p") == first


def test_a_per_user_install_registers_saved_games_and_leaves_nothing_behind(
    run_file: Path, tmp_path: Path, shims: Path
) -> None:
    shim(shims, "id", '[ "${1:-}" = -u ] && echo 1000 && exit 0\nexec /usr/bin/id "$@"\n')  # not root
    result = install(run_file, tmp_path, shims)
    assert result.returncode == 0, result.stderr
    local = tmp_path / "home" / ".local"
    assert (local / "opt" / "fairtable" / "fairtable").is_file()
    assert (local / "share" / "mime" / "packages" / "fairtable-record.xml").is_file()
    metainfo = local / "share" / "metainfo" / METAINFO
    assert metainfo.is_file()
    if shutil.which("appstreamcli"):  # the entry and the menu entry it launches, as installed
        checked = subprocess.run(["appstreamcli", "validate-tree", "--pedantic", "--no-net", str(local)],
                                 capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr
    if shutil.which("update-mime-database"):
        assert (local / "share" / "mime" / "mime.cache").is_file()  # the user's database knows the type
    if shutil.which("gio") and shutil.which("update-mime-database"):
        from fairtable.engine.match import Match, Seat
        from fairtable.engine.registry import get_game

        record = tmp_path / "essen-game.json"
        Match(get_game("essen"), [Seat(name="Anna"), Seat(name="Ben")], seed=1).save(record)
        env = dict(os.environ, XDG_DATA_HOME=str(local / "share"))
        info = subprocess.run(["gio", "info", "-a", "standard::content-type", str(record)], env=env,
                              capture_output=True, text=True, check=True).stdout
        assert "application/x-fairtable-record" in info
        if shutil.which("update-desktop-database"):
            default = subprocess.run(["gio", "mime", "application/x-fairtable-record"], env=env, capture_output=True,
                                     text=True, check=True).stdout
            assert default.startswith("Default application for “application/x-fairtable-record”: fairtable.desktop")

    removed = subprocess.run([str(local / "opt" / "fairtable" / "fairtable-uninstall")], capture_output=True,
                             text=True, env=dict(os.environ, PATH=f"{shims}:{os.environ['PATH']}"))
    assert removed.returncode == 0, removed.stderr
    assert files_under(tmp_path / "home") == []


def test_folders_that_were_there_before_stay(run_file: Path, tmp_path: Path, shims: Path) -> None:
    prefix = tmp_path / "local"
    (prefix / "bin").mkdir(parents=True)
    (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    apps = prefix / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "editor.desktop").write_text("[Desktop Entry]\nType=Application\nName=Editor\nExec=editor %f\n"
                                         "MimeType=text/plain;\n")
    if shutil.which("update-desktop-database"):
        subprocess.run(["update-desktop-database", str(apps)], check=True)
    before = files_under(prefix)
    assert install(run_file, tmp_path, shims, "--prefix", str(prefix)).returncode == 0
    removed = subprocess.run([str(prefix / "opt" / "fairtable" / "fairtable-uninstall")], capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    assert files_under(prefix) == before
    if (apps / "mimeinfo.cache").exists():
        assert "fairtable" not in (apps / "mimeinfo.cache").read_text()
