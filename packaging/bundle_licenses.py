"""The bundle's licences folder: the licence text of every component PyInstaller put into it.

The spec (packaging/fairtable.spec) calls :func:`collect` with what its Analysis bundled (the pure modules,
the binaries and the data files), and :func:`write_folder` writes ``licenses/`` beside the executable:
one folder per component with its licence files, ``README.txt`` (what each covers, under which licence)
and ``components.json`` (the same for packaging/build.py, which makes the .deb's copyright file from it).

The texts come from where the component itself keeps them: a Python distribution's licence files from its
installed metadata (``importlib.metadata``), Python's own from the interpreter's installation, a system
library's from its Debian package (``/usr/share/doc/PACKAGE/copyright``), the CJK font's notice from the
font's own name table. The wheels of PySide6 and shiboken6 carry no licence file: for them (and only for
them) the canonical LGPL-3.0 and GPL-3.0 texts of ``packaging/licenses/`` are used. A bundled component
whose licence cannot be found stops the build with its name (:class:`LicenseError`).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
TEXTS = HERE / "licenses"  # canonical texts for the components whose packages carry none

# Distributions whose installed metadata holds no licence file, and what stands in for it. The metadata's
# License field says "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"; fairtable takes the LGPL-3.0, which
# builds on the GPL-3.0 (its section 4 asks for both texts).
NO_LICENSE_FILE = {
    "PySide6_Essentials": ("LGPL-3.0-only", ["LGPL-3.0.txt", "GPL-3.0.txt"]),
    "shiboken6": ("LGPL-3.0-only", ["LGPL-3.0.txt", "GPL-3.0.txt"]),
}
# A top-level extension module: _ctypes.pyd, _x.cp311-win_amd64.pyd, _x.cpython-311-x86_64-linux-gnu.so, _x.abi3.so
EXTENSION_MODULE = re.compile(r"^([A-Za-z_]\w*)\.(?:(?:cpython-|cp)\d+[-\w]*\.(?:so|pyd)|abi3\.so|pyd)$")
# Python (python3.11/lib-dynload, the macOS framework's Python, base_library.zip), PyInstaller's loader and
# run-time hooks, fairtable's own code and data
OWN_FILES = re.compile(r"(?i)(python|base_library|lib-dynload|_?pyimod|_?pyi_|_sysconfigdata_|resources$|fairtable"
                       r"|__main__$|launcher$)")
LICENSE_NAMES = re.compile(r"(^|/)(licen[cs]e|copying|notice|authors)[^/]*$", re.IGNORECASE)

QT_NOTE = """\
Qt {qt} and Qt for Python (PySide6 {pyside}, shiboken6 {pyside}) in this bundle
===========================================================================

fairtable uses Qt through PySide6 under the GNU Lesser General Public License,
version 3 (LGPL-3.0, in this folder together with the GNU GPL-3.0 it builds on).

- Qt's libraries are separate shared libraries in _internal/PySide6/Qt/lib/
  (libQt6Core.so.6, libQt6Gui.so.6, ...), PySide6's and shiboken6's in
  _internal/PySide6/ and _internal/shiboken6/; the program loads them at start.
  Nothing of Qt is linked statically: the files are those of the
  PySide6-Essentials {pyside} and shiboken6 {pyside} wheels from PyPI, with their
  symbol tables stripped (strip) and nothing else changed.
- You may replace them with your own build of the same Qt and PySide6 version
  (or a compatible one): put your libraries in the same place under the same
  names and start fairtable as before.
- The source code: Qt {qt} at https://download.qt.io/official_releases/qt/
  and Qt for Python {pyside} at https://download.qt.io/official_releases/QtForPython/
  (also https://code.qt.io/cgit/pyside/pyside-setup.git, tag v{pyside}).
  Qt's own third-party parts (ICU, HarfBuzz, PCRE2, libpng, ...) and their
  licences are listed at https://doc.qt.io/qt-6/licenses-used-in-qt.html.
"""

FONT_NOTE = """\
fairtable-cjk.ttf (_internal/resources/fonts/)
==============================================

A subset of Droid Sans Fallback, cut by fairtable's build (packaging/fonts.py)
from {source}: only the Chinese and Japanese characters fairtable shows are
kept, and the OS/2 embedding flag (fsType) was changed from {fstype} to 0
(installable), which the Apache License 2.0 permits for modified copies.

From the font's own name table:
{names}
The licence text is in Apache-2.0.txt beside this file.
"""


class LicenseError(Exception):
    """A bundled component whose licence text cannot be found."""


@dataclass
class Component:
    name: str  # its folder in licenses/
    version: str
    license: str  # SPDX expression
    covers: list[str]  # bundle paths (relative to the bundle's folder, shell patterns)
    copyright: list[str] = field(default_factory=list)
    files: dict[str, str] = field(default_factory=dict)  # file name -> text


def top_level(dest: str) -> str:
    return dest.replace("\\", "/").split("/")[0]


def bundled_names(pure, binaries, datas) -> tuple[set[str], dict[str, str]]:  # noqa: ANN001 (PyInstaller TOCs)
    """Top-level module and package names of the bundle, and its top-level libraries (name -> source)."""
    names = {entry[0].split(".")[0] for entry in pure}
    libraries: dict[str, str] = {}
    for dest, src, kind in list(binaries) + list(datas):
        dest = dest.replace("\\", "/")
        if kind == "SYMLINK":
            continue  # a link to a library of a package (libQt6Core.so.6 -> PySide6/Qt/lib/...)
        extension = EXTENSION_MODULE.match(dest)
        if extension:
            names.add(extension.group(1))  # a top-level extension module (Windows: _ctypes.pyd, select.pyd)
        elif "/" not in dest and re.search(r"\.(so(\.\d+)*|dll|dylib)$", dest):
            libraries[dest] = src
        else:
            names.add(top_level(dest))
    return names, libraries


def by_distribution(names: set[str], owners: dict[str, list[str]]) -> tuple[dict[str, set[str]], list[str]]:
    """The bundled names grouped by the distribution that installed them, and those no distribution has.

    The standard library, Python's own files, PyInstaller's loader and fairtable's own data are no
    distribution's: :func:`python_itself`, :func:`pyinstaller_bootloader` and :func:`fairtable_itself`."""
    found: dict[str, set[str]] = {}
    unknown = []
    for name in sorted(names):
        if name in sys.stdlib_module_names or name.startswith("_") and name[1:] in sys.stdlib_module_names:
            continue
        if OWN_FILES.match(name) or name.endswith((".dist-info", ".egg-info")) or name in sys.builtin_module_names:
            continue
        if name in owners:
            found.setdefault(owners[name][0], set()).add(name)
        else:
            unknown.append(name)
    return found, unknown


def _distribution_files(dist: metadata.Distribution) -> dict[str, str]:
    found: dict[str, str] = {}
    for entry in dist.files or []:
        path = entry.as_posix()
        in_metadata = ".dist-info/" in path or ".egg-info/" in path
        if in_metadata and LICENSE_NAMES.search(path) and "/RECORD" not in path:
            name = path.split(".dist-info/")[-1].split(".egg-info/")[-1].replace("licenses/", "")
            found[name.replace("/", "_")] = Path(entry.locate()).read_text(encoding="utf-8", errors="replace")
    return found


def _copyright_lines(texts: dict[str, str]) -> list[str]:
    lines = []
    for text in texts.values():
        for line in text.splitlines():
            line = line.strip()
            if re.match(r"(copyright\b|\(c\)|©)", line, re.IGNORECASE) and re.search(r"\d{4}", line):
                if line not in lines:
                    lines.append(line)
    return lines[:12]


def python_distribution(dist_name: str, names: set[str]) -> Component:
    dist = metadata.distribution(dist_name)
    meta = dist.metadata
    files = _distribution_files(dist)
    expression = meta.get("License-Expression") or meta.get("License") or ""
    if not files:
        if dist_name not in NO_LICENSE_FILE:
            raise LicenseError(f"{dist_name} {dist.version} is bundled ({', '.join(sorted(names))}) but its "
                               "metadata holds no licence file")
        expression, texts = NO_LICENSE_FILE[dist_name]
        files = {t: (TEXTS / t).read_text(encoding="utf-8") for t in texts}
    copyright_ = _copyright_lines(files) or [f"the authors of {meta['Name']} ({meta.get('Author') or meta.get('Author-email') or meta.get('Maintainer-email') or 'see its project page'})"]
    covers = sorted(f"_internal/{n}/*" for n in names)
    return Component(meta["Name"], dist.version, expression.strip() or "see its licence files", covers, copyright_, files)


def python_itself() -> Component:
    """Python's licence (PSF-2.0 and the licences of its history), from the interpreter's installation."""
    candidates = [
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(sys.base_prefix) / "share" / "doc" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "copyright",
    ]
    found = next((p for p in candidates if p.is_file()), None)
    if found is None:
        raise LicenseError("Python is bundled but its LICENSE.txt is in none of " + ", ".join(map(str, candidates)))
    text = found.read_text(encoding="utf-8", errors="replace")
    version = ".".join(map(str, sys.version_info[:3]))
    return Component("Python", version, "PSF-2.0", ["_internal/base_library.zip", "_internal/python3*/*", "_internal/libpython3*"],
                     ["2001-2024 Python Software Foundation"], {"LICENSE.txt": text})


def pyinstaller_bootloader() -> Component:
    """The executable's bootloader and loader modules: GPL-2.0+ with PyInstaller's exception for them."""
    dist = metadata.distribution("pyinstaller")
    files = _distribution_files(dist)
    if not files:
        raise LicenseError("the PyInstaller bootloader is bundled but pyinstaller's metadata holds no COPYING.txt")
    return Component("PyInstaller", dist.version, "GPL-2.0-or-later WITH Bootloader-exception", ["fairtable"],
                     _copyright_lines(files) or ["PyInstaller Development Team"], files)


def debian_package_of(library: str) -> str | None:
    """The Debian package that installed ``library`` (a path), or None."""
    if shutil.which("dpkg-query") is None:
        return None
    path = Path(library)
    candidates = {str(path), str(path.resolve())}
    for c in list(candidates):
        candidates.add(c[4:] if c.startswith("/usr/") else "/usr" + c)  # usr-merged systems name either
    for c in sorted(candidates):
        result = subprocess.run(["dpkg-query", "-S", c], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":")[0].strip()
    return None


def system_libraries(libraries: dict[str, str]) -> list[Component]:
    """The libraries copied from the build host, each under its Debian package's copyright file."""
    by_package: dict[str, list[str]] = {}
    roots = [Path(sys.base_prefix).resolve(), *(Path(p).resolve() for p in sys.path if p.endswith("site-packages"))]
    for name, src in sorted(libraries.items()):
        source = Path(src).resolve()
        if any(source.is_relative_to(r) for r in roots):
            continue  # Python's own (libpython) or a wheel's: covered by that component
        package = debian_package_of(src)
        if package is None:
            message = f"the bundled library {name} ({src}) belongs to no known package: its licence is unknown"
            if sys.platform.startswith("linux"):
                raise LicenseError(message)
            print(f"warning: {message}", file=sys.stderr)
            continue
        by_package.setdefault(package, []).append(name)
    components = []
    for package, names in sorted(by_package.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            raise LicenseError(f"{', '.join(names)} comes from {package}, which has no {copyright_file}")
        text = copyright_file.read_text(encoding="utf-8", errors="replace")
        version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True,
                                 text=True).stdout.strip()
        components.append(Component(package, version, _debian_license(text), [f"_internal/{n}" for n in names], _copyright_lines({"": text})
                                    or [f"see {package}.copyright"], {f"{package}.copyright": text}))
    return components


def _debian_license(text: str) -> str:
    """The licence a Debian copyright file gives its ``Files: *`` (machine-readable files), else 'see file'."""
    for paragraph in re.split(r"\n\s*\n", text):
        if re.match(r"Files:\s*\*\s*$", paragraph, re.MULTILINE):
            match = re.search(r"^License:[ \t]*(\S.*)$", paragraph, re.MULTILINE)
            if match:
                return match.group(1).strip()
    return "see the copyright file"


def font(path: Path, source: Path | None) -> Component:
    """The cut CJK font: the notice from its name table and the Apache-2.0 text."""
    from fontTools.ttLib import TTFont

    original_fstype = TTFont(str(source))["OS/2"].fsType if source else "?"

    names = TTFont(str(path))["name"]
    wanted = {0: "Copyright", 7: "Trademark", 13: "Licence", 14: "Licence URL"}
    lines = []
    for name_id, label in wanted.items():
        record = names.getDebugName(name_id)
        if record:
            lines.append(f"  {label}: {record}")
    if not any("Apache" in line for line in lines):
        raise LicenseError(f"{path.name}: its name table does not say it is Apache-2.0 licensed")
    note = FONT_NOTE.format(source=source, fstype=original_fstype, names="\n".join(lines) + "\n")
    copyright_ = [names.getDebugName(0) or "Google Corporation"]
    return Component("DroidSansFallback", "", "Apache-2.0", ["_internal/resources/fonts/fairtable-cjk.ttf"], copyright_,
                     {"NOTICE.txt": note, "Apache-2.0.txt": (TEXTS / "Apache-2.0.txt").read_text(encoding="utf-8")})


def fairtable_itself(root: Path) -> Component:
    from_metadata: dict[str, str] = {}
    try:
        from_metadata = _distribution_files(metadata.distribution("fairtable"))
    except metadata.PackageNotFoundError:
        pass
    licence = root / "LICENSE"
    files = {k: v for k, v in from_metadata.items() if k.upper().startswith("LICENSE")}
    if not files:
        if not licence.is_file():
            raise LicenseError(f"fairtable's own LICENSE is missing ({licence})")
        files = {"LICENSE": licence.read_text(encoding="utf-8")}
    project = metadata.metadata("fairtable") if from_metadata else {}
    return Component("fairtable", metadata.version("fairtable"), (project or {}).get("License-Expression", "MIT"),
                     ["*"], _copyright_lines(files), files)


def collect(pure, binaries, datas, root: Path, cjk_font: Path | None = None,  # noqa: ANN001
            font_source: Path | None = None) -> list[Component]:
    """Every component of the bundle with its licence; :class:`LicenseError` names one without."""
    names, libraries = bundled_names(pure, binaries, datas)
    by_dist, unknown = by_distribution(names, metadata.packages_distributions())
    if unknown:
        raise LicenseError("bundled, but no installed distribution provides them (licence unknown): "
                           + ", ".join(unknown))
    components = [fairtable_itself(root), python_itself(), pyinstaller_bootloader()]
    components += [python_distribution(d, n) for d, n in sorted(by_dist.items(), key=lambda x: x[0].lower())
                   if d.lower() != "fairtable"]
    components += system_libraries(libraries)
    if cjk_font is not None and cjk_font.is_file():
        components.append(font(cjk_font, font_source))
    return components


def write_folder(components: list[Component], out: Path) -> Path:
    """licenses/: a folder per component, README.txt and components.json."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    index = ["Licences of the components of this fairtable bundle", "=" * 51, ""]
    for c in components:
        (out / c.name).mkdir()
        for file_name, text in c.files.items():
            (out / c.name / file_name).write_text(text, encoding="utf-8")
        if c.name in ("PySide6-Essentials", "PySide6_Essentials"):
            qt = c.version
            (out / c.name / "QT-NOTE.txt").write_text(QT_NOTE.format(qt=qt, pyside=qt), encoding="utf-8")
            c.files["QT-NOTE.txt"] = "(see file)"
        index += [f"{c.name} {c.version}".rstrip(), f"  licence: {c.license}", f"  files:   {', '.join(c.covers)}",
                  f"  texts:   {', '.join(f'{c.name}/{f}' for f in c.files)}", ""]
    (out / "README.txt").write_text("\n".join(index), encoding="utf-8")
    summary = [{**asdict(c), "files": sorted(c.files)} for c in components]
    (out / "components.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return out
