"""One command that builds fairtable's executable and the installer of the current platform into dist/.

    python3 packaging/build.py                     onedir bundle + the installers of this platform
    python3 packaging/build.py --onefile           ... and a one-file executable as well
    python3 packaging/build.py --installers none   only the onedir bundle (dist/fairtable/)
    python3 packaging/build.py --installers deb    only the .deb (Linux); likewise run, nsis, dmg
    python3 packaging/build.py --installers deb,run,nsis
                                                   on Linux, also compile the Windows NSIS script
                                                   against this (Linux) payload, to check the script;
                                                   that output goes to build/nsis-check/, not dist/
    python3 packaging/build.py --here              build with this interpreter, not packaging/.venv

Outputs (VERSION from pyproject.toml, ARCH from the machine):
    Linux    dist/fairtable/  dist/fairtable_VERSION_ARCH.deb  dist/fairtable-VERSION-linux-ARCH.run
    Windows  dist/fairtable/  dist/fairtable-VERSION-windows-ARCH-setup.exe
    macOS    dist/fairtable.app  dist/fairtable-VERSION-macos-ARCH.dmg
    --onefile: dist/fairtable-VERSION-PLATFORM-ARCH[.exe]

Unless --here is given, the build runs in packaging/.venv, made on first use with `pip install -e .[package]`,
so that the bundle holds PySide6-Essentials only, whatever else the machine's Python has.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUILD = ROOT / "build"
VENV = HERE / ".venv"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
NAME = PROJECT["name"]
VERSION = PROJECT["version"]
MIME_XML = "fairtable-record.xml"  # the file type of saved games (docs/packaging.md)

sys.path.insert(0, str(HERE))
import deb_files  # noqa: E402  (packaging/deb_files.py)


class BuildError(Exception):
    """A build step that cannot go on; the message says what to install or fix."""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def platform_tag() -> tuple[str, str]:
    """('linux' | 'windows' | 'macos', machine architecture as its packages name it)."""
    machine = platform.machine().lower()
    arch = {"x86_64": "x86_64", "amd64": "x64", "arm64": "arm64", "aarch64": "aarch64"}.get(machine, machine)
    if sys.platform == "win32":
        return "windows", arch
    if sys.platform == "darwin":
        return "macos", arch
    return "linux", arch


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir()) / 1e6


# --- the build environment ------------------------------------------------------------------------------


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def ensure_venv(venv: Path) -> Path:
    """packaging/.venv with fairtable[package] installed; reinstalled when pyproject.toml changes."""
    python = venv_python(venv)
    stamp = venv / ".fairtable-pyproject.sha256"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if python.exists() and stamp.exists() and stamp.read_text() == digest:
        return python
    if not python.exists():
        run([sys.executable, "-m", "venv", venv])
    run([python, "-m", "pip", "install", "-q", "--upgrade", "pip"])
    run([python, "-m", "pip", "install", "-q", "-e", f"{ROOT}[package]"])
    stamp.write_text(digest)
    return python


def check_environment() -> None:
    """The interpreter that builds must have PyInstaller and PySide6-Essentials, and not the full PySide6."""
    missing = [d for d in ("pyinstaller", "PySide6-Essentials", NAME) if not _installed(d)]
    if missing:
        raise BuildError(f"{sys.executable} lacks {', '.join(missing)}: run `pip install -e .[package]` or drop --here")
    if _installed("PySide6-Addons"):
        log("warning: PySide6-Addons is installed here; the spec keeps only what fairtable uses, but a clean "
            "venv (without --here) is the reference build")


def _installed(dist: str) -> bool:
    from importlib import metadata

    try:
        metadata.version(dist)
    except metadata.PackageNotFoundError:
        return False
    return True


# --- the executable -------------------------------------------------------------------------------------


def build_icons() -> Path:
    sys.path.insert(0, str(HERE))
    from icons import build_icons as draw

    out = draw(ROOT / "resources" / "icons" / "fairtable.svg", BUILD / "icons")
    log(f"icons in {out}")
    return out


# Japanese in Japanese glyph shapes and Chinese in Chinese ones: Noto Sans CJK JP, SC and TC (fairtable/ui/fonts.py).
CJK_FONTS = "fonts-noto-cjk | fonts-droid-fallback"


def compile_catalogs() -> None:
    """The languages' compiled catalogs (.mo) beside their .po, which the bundle carries in resources/."""
    run([sys.executable, ROOT / "scripts" / "i18n.py", "compile"], cwd=ROOT)


def cjk_font() -> None:
    """The bundle's CJK glyphs (packaging/fonts.py); without a source font on the host the bundle relies on
    the system's fonts, and the build says so."""
    sys.path.insert(0, str(HERE))
    from fonts import build_cjk_font

    out = build_cjk_font(ROOT, BUILD / "fonts")
    log(f"CJK font {out} ({out.stat().st_size // 1024} KiB)" if out else "warning: no CJK source font on this host")


def pyinstaller(dist: Path, onefile: bool, icons: Path) -> None:
    compile_catalogs()
    cjk_font()
    work = BUILD / ("pyinstaller-onefile" if onefile else "pyinstaller")
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", dist, "--workpath", work, HERE / "fairtable.spec", "--", "--icons", icons,
    ]
    if onefile:
        cmd.append("--onefile")
    t0 = time.perf_counter()
    run(cmd, cwd=ROOT)
    log(f"PyInstaller ({'onefile' if onefile else 'onedir'}) took {time.perf_counter() - t0:.0f} s")


def build_onefile(dist: Path, icons: Path, system: str, arch: str) -> Path:
    staging = BUILD / "onefile-dist"
    shutil.rmtree(staging, ignore_errors=True)
    pyinstaller(staging, onefile=True, icons=icons)
    suffix = ".exe" if system == "windows" else ""
    produced = staging / f"{NAME}.app" if system == "macos" else staging / f"{NAME}{suffix}"
    target = dist / f"{NAME}-{VERSION}-{system}-{arch}{'.app' if system == 'macos' else suffix}"
    _remove(target)
    shutil.move(str(produced), target)
    return target


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


# --- Linux: .deb and .run -------------------------------------------------------------------------------


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def tidy_linux_bundle(bundle: Path) -> None:
    """The build machine's library paths out of the bundle's binaries, and shared libraries not executable.

    Python built by pyenv (or any --enable-shared Python) bakes its own lib folder into libpython and every
    extension module as RUNPATH (/root/.pyenv/versions/3.11.7/lib here): on a player's machine that path is
    meaningless at best, and someone else's folder at worst (lintian: custom-library-search-path). Entries
    relative to $ORIGIN (Qt's, PySide6's) stay; absolute ones go, with patchelf. The libraries find each
    other by name: libpython is loaded by the bootloader before any extension module, and the others sit in
    _internal/, which the bootloader puts on the search path. Shared libraries get mode 644, as policy wants
    (lintian: shared-library-is-executable); the loader needs no execute bit for them.
    """
    patchelf = shutil.which("patchelf")
    if patchelf is None:
        raise BuildError("patchelf not found: apt-get install patchelf (packaging/linux/apt-build-deps.txt)")
    cleared = 0
    for path in _elf_files(bundle):
        old = subprocess.run([patchelf, "--print-rpath", path], capture_output=True, text=True).stdout.strip()
        if old:
            kept = [entry for entry in old.split(":") if entry.startswith("$ORIGIN")]
            if kept != old.split(":"):
                cmd = [patchelf, "--set-rpath", ":".join(kept), path] if kept else [patchelf, "--remove-rpath", path]
                subprocess.run(cmd, check=True)
                cleared += 1
        if re.search(r"\.so(\.\d+)*$", path.name):
            path.chmod(0o644)
    log(f"cleared the build machine's RUNPATH from {cleared} binaries")


def _normalise_modes(tree: Path) -> None:
    """Folders 755, files 644, executables 755: what a package should carry, whatever the umask was."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        if path.is_dir() or mode & stat.S_IXUSR:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def _install_icons(icons: Path, share: Path) -> None:
    for png in sorted((icons / "png").glob("*.png")):
        size = int(png.stem)
        if size > 512:
            continue  # the hicolor theme stops at 512
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(icons / "fairtable.svg", scalable)


def deb_depends(package_root: Path) -> str:
    """The Depends line, computed by dpkg-shlibdeps from the libraries every bundled binary names.

    Libraries inside the bundle are the package's own; every other one must be installed on the build host
    (packaging/linux/apt-build-deps.txt) so that its package and minimum version are known.
    """
    if shutil.which("dpkg-shlibdeps") is None:
        raise BuildError("dpkg-shlibdeps not found: apt-get install dpkg-dev")
    # dpkg-shlibdeps wants a source-package layout: debian/control, and the package tree in debian/<name>.
    # Libraries found under that tree (looked up by their installed paths, -l) are the package's own.
    source = package_root.parent
    (source / "debian").mkdir(exist_ok=True)
    (source / "debian" / "control").write_text(f"Source: {NAME}\n\nPackage: {NAME}\nArchitecture: any\n")
    tree = source / "debian" / NAME
    _remove(tree)
    tree.symlink_to(package_root, target_is_directory=True)
    elfs = []
    for path in (package_root / "opt" / NAME).rglob("*"):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    elfs.append(path.relative_to(package_root))
    library_dirs = sorted({"/" + p.parent.as_posix() for p in elfs})
    cmd = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", *(f"-l{d}" for d in library_dirs)]
    cmd += [f"-e{Path('debian', NAME, e).as_posix()}" for e in elfs]
    try:
        result = subprocess.run(cmd, cwd=source, capture_output=True, text=True)
    finally:
        tree.unlink()
    if result.returncode != 0:
        missing = [line for line in result.stderr.splitlines() if "cannot find library" in line]
        hint = " (apt-get install $(grep -v '^#' packaging/linux/apt-build-deps.txt))" if missing else ""
        raise BuildError("dpkg-shlibdeps failed" + hint + ":\n" + "\n".join((missing or result.stderr.splitlines())[:10]))
    line = next(x for x in result.stdout.splitlines() if x.startswith("shlibs:Depends="))
    return line.split("=", 1)[1]


# --- Linux: the AppStream entry (software centres) -----------------------------------------------------

APP_ID = "org.fairtable.fairtable"  # also the macOS bundle identifier (packaging/macos/Info.plist)
METAINFO = f"{APP_ID}.metainfo.xml"
SCREENSHOTS = ("essen-en.png", "empresario-en.png", "marche-en.png", "festival-en.png")  # docs/screenshots/


def release_date() -> str:
    """The release's date: SOURCE_DATE_EPOCH (reproducible builds), else the last commit's, else today."""
    import datetime

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if epoch.isdigit():
        return datetime.datetime.fromtimestamp(int(epoch), datetime.UTC).date().isoformat()
    try:
        day = subprocess.run(["git", "log", "-1", "--format=%cs"], cwd=ROOT, capture_output=True, text=True).stdout
    except OSError:
        day = ""
    return day.strip() or datetime.date.today().isoformat()


def metainfo(version: str, date: str, homepage: str = "", screenshots_url: str = "") -> str:
    """The AppStream entry filled in (packaging/linux/<id>.metainfo.xml.in).

    ``homepage`` and ``screenshots_url`` (the folder holding docs/screenshots' files) are addresses where the
    project publishes them; empty, the homepage line and the screenshots are left out rather than pointing
    software centres at an address that does not answer.
    """
    import re
    from xml.sax.saxutils import escape as xml_escape

    for label, url in (("homepage", homepage), ("screenshots address", screenshots_url)):
        if url and not url.startswith("https://"):
            raise BuildError(f"the {label} must be an https:// address, not {url!r}")
    if screenshots_url and not screenshots_url.endswith("/"):
        screenshots_url += "/"
    text = (HERE / "linux" / f"{METAINFO}.in").read_text(encoding="utf-8")
    if not homepage:
        text = re.sub(r"\n *<url type=\"homepage\">@HOMEPAGE@</url>", "", text)
    if not screenshots_url:
        text = re.sub(r"\n *<screenshots>.*?</screenshots>", "", text, flags=re.S)
    pre_release = re.search(r"[a-z]", version.lower()) is not None  # 0.2.0rc1, 1.0.dev3
    for key, value in {
        "@VERSION@": version, "@DATE@": date, "@RELEASE_TYPE@": "development" if pre_release else "stable",
        "@HOMEPAGE@": homepage, "@SCREENSHOTS_URL@": screenshots_url,
    }.items():
        text = text.replace(key, xml_escape(value, {'"': "&quot;"}))
    return text


def write_metainfo(target: Path) -> Path:
    """The filled-in AppStream entry at ``target``; the addresses come from FAIRTABLE_HOMEPAGE and
    FAIRTABLE_SCREENSHOTS_URL (the CI workflow sets them to the repository's)."""
    homepage = os.environ.get("FAIRTABLE_HOMEPAGE", "").strip()
    screenshots_url = os.environ.get("FAIRTABLE_SCREENSHOTS_URL", "").strip()
    if not screenshots_url:
        log("no FAIRTABLE_SCREENSHOTS_URL: the AppStream entry has no screenshots")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(metainfo(VERSION, release_date(), homepage, screenshots_url), encoding="utf-8")
    return target


def deb_synopsis() -> str:
    """The package's one-line description: the project's, cut at its colon, without a leading article
    (lintian: description-synopsis-starts-with-article, synopsis-too-long)."""
    first = PROJECT["description"].split(":")[0].strip().rstrip(".")
    return re.sub(r"^(a|an|the)\s+", "", first, flags=re.IGNORECASE)


def _deb_debian_files(root: Path) -> None:
    """The command in /usr/games, the menu entry, the manual page, changelog, copyright and lintian
    overrides, and the libraries left to the system (packaging/deb_files.py)."""
    deb_files.games_link(root, NAME)
    deb_files.desktop_entry(HERE / "linux" / f"{NAME}.desktop", root / "usr/share/applications" / f"{NAME}.desktop", NAME)
    removed = deb_files.leave_to_the_system(root, NAME)
    if removed:
        log(f".deb: left to the system: {', '.join(removed)}")
    try:
        deb_files.manual_page(root, NAME, PROJECT["description"])
        deb_files.changelog(root, NAME, VERSION)
        deb_files.copyright_file(root, NAME, "fairtable developers <packaging@fairtable.invalid>")
    except deb_files.DebError as exc:
        raise BuildError(str(exc)) from None
    deb_files.lintian_overrides(root, NAME)


def build_deb(bundle: Path, icons: Path, dist: Path, work: Path = BUILD) -> Path:
    deb_arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    staging = work / "deb"
    shutil.rmtree(staging, ignore_errors=True)
    root = staging / f"{NAME}_{VERSION}_{deb_arch}"
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True)
    share = root / "usr" / "share"
    _deb_debian_files(root)
    # the saved games' file type; dpkg's triggers (shared-mime-info, desktop-file-utils) rebuild the databases
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(HERE / "linux" / MIME_XML, share / "mime" / "packages" / MIME_XML)
    write_metainfo(share / "metainfo" / METAINFO)  # what software centres show
    _install_icons(icons, share)
    # Chinese and Japanese text (the languages and Animal Marche's names) needs a CJK font.
    depends = deb_depends(root) + ", " + CJK_FONTS
    installed_kb = int(size_mb(root) * 1e6 / 1024) + 1
    control = (HERE / "linux" / "control.in").read_text(encoding="utf-8")
    for key, value in {
        "@NAME@": NAME, "@VERSION@": VERSION, "@ARCH@": deb_arch, "@DEPENDS@": depends,
        "@INSTALLED_SIZE@": str(installed_kb), "@SUMMARY@": deb_synopsis(),
    }.items():
        control = control.replace(key, value)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control)
    preinst = root / "DEBIAN" / "preinst"
    shutil.copy2(HERE / "linux" / "preinst", preinst)
    preinst.chmod(0o755)
    _normalise_modes(root)
    deb_files.md5sums(root)
    out = dist / f"{NAME}_{VERSION}_{deb_arch}.deb"
    _remove(out)
    t0 = time.perf_counter()
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", root, out], stdout=subprocess.DEVNULL)
    log(f"dpkg-deb took {time.perf_counter() - t0:.0f} s; Depends: {depends}")
    return out


def build_run(bundle: Path, icons: Path, dist: Path, arch: str, work: Path = BUILD) -> Path | None:
    makeself = shutil.which("makeself") or shutil.which("makeself.sh")
    if makeself is None:
        log("makeself not found: no .run archive (apt-get install makeself)")
        return None
    staging = work / "run" / f"{NAME}-{VERSION}"
    shutil.rmtree(staging.parent, ignore_errors=True)
    shutil.copytree(bundle, staging / NAME, symlinks=True)
    shutil.copy2(HERE / "linux" / f"{NAME}.desktop", staging / f"{NAME}.desktop")
    shutil.copy2(HERE / "linux" / MIME_XML, staging / MIME_XML)
    write_metainfo(staging / METAINFO)
    shutil.copy2(HERE / "linux" / "install.sh", staging / "install.sh")
    for png in sorted((icons / "png").glob("*.png")):
        if int(png.stem) <= 512:
            (staging / "icons" / f"{png.stem}x{png.stem}").mkdir(parents=True)
            shutil.copy2(png, staging / "icons" / f"{png.stem}x{png.stem}" / f"{NAME}.png")
    (staging / "icons" / "scalable").mkdir(parents=True)
    shutil.copy2(icons / "fairtable.svg", staging / "icons" / "scalable" / f"{NAME}.svg")
    _normalise_modes(staging)
    out = dist / f"{NAME}-{VERSION}-linux-{arch}.run"
    _remove(out)
    t0 = time.perf_counter()
    run([makeself, "--xz", "--complevel", "6", "--threads", "0", "--tar-quietly", "--nox11", "--sha256", staging, out,
         f"{NAME} {VERSION}", "./install.sh"], stdout=subprocess.DEVNULL)
    log(f"makeself took {time.perf_counter() - t0:.0f} s")
    return out


# --- Windows: NSIS --------------------------------------------------------------------------------------


def windows_version(version: str) -> str:
    """Four numbers for Windows' version resources (NSIS's VIProductVersion, the executables' FILEVERSION).

    The release numbers of a PEP 440 version, padded or cut to four; a pre-, post- or dev-release part is
    dropped, so 0.2.0rc1 is 0.2.0.0 (Windows has no place for it; the text version keeps it). Each number
    must fit in 16 bits.
    """
    import re

    match = re.match(r"\s*v?(?:\d+!)?(\d+(?:\.\d+)*)", version, re.IGNORECASE)
    if not match:
        raise BuildError(f"version {version!r} does not start with numbers (like 0.2.0)")
    numbers = [int(n) for n in match.group(1).split(".")]
    if any(n > 0xFFFF for n in numbers):
        raise BuildError(f"version {version!r}: Windows takes numbers up to 65535")
    return ".".join(str(n) for n in (numbers + [0, 0, 0])[:4])


def find_makensis() -> str | None:
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base and (Path(base) / "NSIS" / "makensis.exe").is_file():
            return str(Path(base) / "NSIS" / "makensis.exe")
    return None


# A Windows signature (Authenticode) when the build is given a certificate: the CI workflow imports it into the
# user's certificate store and names it by its thumbprint; signtool comes with the Windows SDK.
TIMESTAMP_URL = "http://timestamp.digicert.com"


def find_signtool() -> str | None:
    found = shutil.which("signtool")
    if found:
        return found
    kits = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Windows Kits" / "10" / "bin"
    tools = sorted(kits.glob("10.*/x64/signtool.exe"), key=lambda p: [int(n) for n in p.parent.parent.name.split(".")])
    return str(tools[-1]) if tools else None


def windows_signer() -> list[str] | None:
    """signtool's command line without the file, or None when no certificate was given (WINDOWS_SIGNING_THUMBPRINT)."""
    thumbprint = os.environ.get("WINDOWS_SIGNING_THUMBPRINT", "").strip()
    if not thumbprint:
        log("not signed for Windows (no WINDOWS_SIGNING_THUMBPRINT): SmartScreen will warn about the installer")
        return None
    tool = find_signtool()
    if tool is None:
        raise BuildError("WINDOWS_SIGNING_THUMBPRINT is set but signtool was not found (it comes with the Windows SDK)")
    return [tool, "sign", "/sha1", thumbprint, "/fd", "sha256", "/tr", TIMESTAMP_URL, "/td", "sha256"]


def build_nsis(bundle: Path, icons: Path, out: Path, arch: str) -> Path:
    makensis = find_makensis()
    if makensis is None:
        raise BuildError("makensis not found: install NSIS (Windows: choco install nsis; Debian: apt-get install nsis)")
    out.parent.mkdir(parents=True, exist_ok=True)
    _remove(out)
    option = "/" if sys.platform == "win32" else "-"  # makensis on Linux takes -D as well as /D
    defines = {
        "APP_NAME": NAME, "APP_VERSION": VERSION, "APP_VERSION_NUMBERS": windows_version(VERSION),
        "APP_ARCH": arch, "PAYLOAD": bundle, "ICON": icons / "fairtable.ico", "OUTFILE": out,
    }
    signer = windows_signer() if sys.platform == "win32" else None
    if signer:
        run([*signer, *(bundle / exe for exe in (f"{NAME}.exe", f"{NAME}-cli.exe") if (bundle / exe).is_file())])
        # the installer and its uninstaller are signed by makensis as it writes them (!finalize, !uninstfinalize)
        defines["SIGN_COMMAND"] = subprocess.list2cmdline(signer)
    cmd = [makensis, f"{option}V2", f"{option}WX", *(f"{option}D{key}={value}" for key, value in defines.items()),
           HERE / "windows" / "fairtable.nsi"]
    run(cmd)
    return out


# --- macOS: .app and .dmg -------------------------------------------------------------------------------


def build_dmg(app: Path, dist: Path, arch: str) -> Path:
    out = dist / f"{NAME}-{VERSION}-macos-{arch}.dmg"
    _remove(out)
    run(["bash", HERE / "macos" / "make_dmg.sh", app, out, f"{NAME} {VERSION}"])
    notarize(out)
    return out


def notarize(dmg: Path) -> None:
    """Sign the disk image with the Developer ID that signed the app (MACOS_SIGNING_IDENTITY, see fairtable.spec),
    have Apple's notary service check it (MACOS_NOTARY_PROFILE: a profile `xcrun notarytool store-credentials`
    made in the keychain) and staple the ticket to it, so that Gatekeeper opens it without a network check.
    Without them the image stays as it is (the app signed ad hoc), and the build says so."""
    import json

    identity = os.environ.get("MACOS_SIGNING_IDENTITY", "").strip()
    if not identity:
        log("not signed with a Developer ID (no MACOS_SIGNING_IDENTITY): Gatekeeper will refuse to open the app")
        return
    run(["codesign", "--sign", identity, "--timestamp", dmg])
    profile = os.environ.get("MACOS_NOTARY_PROFILE", "").strip()
    if not profile:
        log("signed but not notarized (no MACOS_NOTARY_PROFILE)")
        return
    result = run(["xcrun", "notarytool", "submit", dmg, "--keychain-profile", profile, "--wait", "--output-format",
                  "json"], capture_output=True, text=True)
    answer = json.loads(result.stdout or "{}")
    if answer.get("status") != "Accepted":
        raise BuildError(f"notarization: {answer.get('status', 'no answer')} (xcrun notarytool log {answer.get('id', '?')} "
                         f"--keychain-profile {profile} says why)")
    run(["xcrun", "stapler", "staple", dmg])


DEFAULT_INSTALLERS = {"linux": ("deb", "run"), "windows": ("nsis",), "macos": ("dmg",)}
PLATFORM_INSTALLERS = {"linux": {"deb", "run", "nsis"}, "windows": {"nsis"}, "macos": {"dmg", "nsis"}}


def _installers(value: str | None, system: str) -> tuple[str, ...]:
    if value is None:
        return DEFAULT_INSTALLERS[system]
    chosen = tuple(x.strip() for x in value.split(",") if x.strip() and x.strip() != "none")
    unknown = [x for x in chosen if x not in PLATFORM_INSTALLERS[system]]
    if unknown:
        raise BuildError(f"--installers: {', '.join(unknown)} cannot be built on {system}")
    return chosen


# --- the command ----------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="also build a one-file executable")
    parser.add_argument(
        "--installers", default=None, metavar="LIST",
        help="comma-separated: deb, run, nsis, dmg or none (default: deb,run on Linux, nsis on Windows, "
        "dmg on macOS)",
    )
    parser.add_argument("--here", action="store_true", help="build with this Python, not packaging/.venv")
    parser.add_argument("--venv", type=Path, default=VENV, help="build venv (default packaging/.venv)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    args = parser.parse_args(argv)

    if not args.here:
        python = ensure_venv(args.venv.resolve())
        forwarded = [a for a in (argv if argv is not None else sys.argv[1:]) if a != "--here"]
        return subprocess.run([str(python), __file__, "--here", *forwarded]).returncode

    try:
        check_environment()
        system, arch = platform_tag()
        installers = _installers(args.installers, system)
        dist = args.dist.resolve()
        dist.mkdir(parents=True, exist_ok=True)
        t0 = time.perf_counter()
        icons = build_icons()
        pyinstaller(dist, onefile=False, icons=icons)
        bundle = dist / NAME
        if system == "linux":
            tidy_linux_bundle(bundle)
        outputs: list[Path] = [dist / f"{NAME}.app" if system == "macos" else bundle]
        if args.onefile:
            outputs.append(build_onefile(dist, icons, system, arch))
        if "deb" in installers:
            outputs.append(build_deb(bundle, icons, dist))
        if "run" in installers:
            run_file = build_run(bundle, icons, dist, arch)
            if run_file:
                outputs.append(run_file)
        if "nsis" in installers:
            if system == "windows":
                setup = dist / f"{NAME}-{VERSION}-windows-{arch}-setup.exe"
            else:
                setup = BUILD / "nsis-check" / f"{NAME}-{VERSION}-setup-check.exe"
            outputs.append(build_nsis(bundle, icons, setup, arch))
        if "dmg" in installers:
            outputs.append(build_dmg(dist / f"{NAME}.app", dist, arch))
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    log(f"done in {time.perf_counter() - t0:.0f} s")
    for path in outputs:
        print(f"  {size_mb(path):7.1f} MB  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
