"""What the .deb carries besides the bundle, as Debian's policy and lintian want it (docs/packaging.md):

- ``/usr/games/fairtable``, an absolute link to ``/opt/fairtable/fairtable`` (a game's command lives in
  /usr/games; a link from one top-level folder to another is absolute);
- ``/usr/share/man/man6/fairtable.6.gz``, written from the command line's parser (packaging/manpage.py);
- ``/usr/share/doc/fairtable/copyright``, machine-readable (DEP-5), made from the bundle's
  ``licenses/components.json`` (packaging/bundle_licenses.py), and ``changelog.gz`` from
  ``packaging/linux/changelog`` (the package is native: its version has no Debian revision);
- ``/usr/share/lintian/overrides/fairtable``, the findings kept and why (packaging/linux/lintian-overrides);
- ``DEBIAN/md5sums``, for ``dpkg --verify``;
- libraries every Debian and Ubuntu system has (libbz2) left to the system: dpkg-shlibdeps then names
  their packages in Depends.

packaging/build.py calls these on the staging tree; each function does one of them.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES_LINK = Path("usr/games")
# Bundled for the .run (some distributions name them differently), the system's in the .deb: every Debian
# and Ubuntu system has libbz2-1.0 (dpkg needs it).
LEFT_TO_THE_SYSTEM = ("libbz2.so.1.0",)
# SPDX -> the short names of Debian's copyright format, and the texts /usr/share/common-licenses has
DEBIAN_NAMES = {"MIT": "Expat", "BSD-3-Clause": "BSD-3-clause", "LGPL-3.0-only": "LGPL-3", "GPL-3.0-only": "GPL-3",
                "Apache-2.0": "Apache-2.0", "PSF-2.0": "PSF-2.0",
                "GPL-2.0-or-later WITH Bootloader-exception": "GPL-2+ with Bootloader exception"}
COMMON_LICENSES = {"LGPL-3": "LGPL-3", "GPL-3": "GPL-3", "Apache-2.0": "Apache-2.0",
                   "GPL-2+ with Bootloader exception": "GPL-2"}


class DebError(Exception):
    """A file the package needs cannot be made; the message says which and why."""


def games_link(root: Path, name: str) -> Path:
    link = root / GAMES_LINK / name
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(Path("/opt", name, name))
    return link


def desktop_entry(source: Path, target: Path, name: str) -> None:
    """The menu entry with the command's full path: /usr/games is not on every session's PATH."""
    text = source.read_text(encoding="utf-8")
    text = re.sub(rf"^Exec={re.escape(name)}\b", f"Exec=/{GAMES_LINK.as_posix()}/{name}", text, flags=re.MULTILINE)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def leave_to_the_system(root: Path, name: str) -> list[str]:
    removed = []
    for library in LEFT_TO_THE_SYSTEM:
        path = root / "opt" / name / "_internal" / library
        if path.exists() or path.is_symlink():
            path.unlink()
            removed.append(library)
    return removed


def _gzip(data: bytes, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))


def manual_page(root: Path, name: str, description: str) -> Path:
    sys.path.insert(0, str(HERE))
    import manpage

    page = root / "usr" / "share" / "man" / "man6" / f"{name}.6"
    manpage.write(page, description)
    _gzip(page.read_bytes(), page.with_suffix(".6.gz"))
    page.unlink()
    return page.with_suffix(".6.gz")


def changelog(root: Path, name: str, version: str) -> Path:
    source = HERE / "linux" / "changelog"
    text = source.read_text(encoding="utf-8")
    top = re.match(rf"{re.escape(name)} \(([^)]+)\)", text)
    if not top or top.group(1) != version:
        newest = top.group(1) if top else "none"
        raise DebError(f"{source}: its newest entry is {newest}, the package is {version}: add an entry for {version}")
    target = root / "usr" / "share" / "doc" / name / "changelog.gz"
    _gzip(text.encode("utf-8"), target)
    return target


def lintian_overrides(root: Path, name: str) -> Path:
    target = root / "usr" / "share" / "lintian" / "overrides" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / "lintian-overrides", target)
    return target


def _field_text(text: str) -> str:
    """A licence text as the body of a copyright-format field: indented, blank lines as ' .'."""
    lines = [line.rstrip().expandtabs() for line in text.strip("\n").splitlines()]
    return "\n".join(" " + line if line.strip() else " ." for line in lines)


def _pyinstaller_terms(text: str) -> str:
    """PyInstaller's terms up to the GPL's own text (which common-licenses has)."""
    cut = re.search(r"^\s*GNU GENERAL PUBLIC LICENSE\s*$", text, re.MULTILINE)
    return text[: cut.start()].rstrip() if cut else text


def _common_text_referenced(text: str) -> str:
    """A full Apache-2.0 or GPL text, which Debian keeps in /usr/share/common-licenses, as a reference to it
    (lintian: copyright-file-contains-full-apache-2-license, ...-gpl-license)."""
    if "Apache License" in text and "TERMS AND CONDITIONS FOR USE, REPRODUCTION" in text:
        return "The Apache License 2.0: on Debian systems in /usr/share/common-licenses/Apache-2.0."
    if "GNU GENERAL PUBLIC LICENSE" in text and "TERMS AND CONDITIONS FOR COPYING" in text:
        return "The GNU General Public License: on Debian systems in /usr/share/common-licenses/."
    return text


def copyright_file(root: Path, name: str, maintainer: str) -> Path:
    """/usr/share/doc/NAME/copyright in the machine-readable format, one paragraph per bundled component."""
    prefix = Path("opt") / name
    licenses = root / prefix / "licenses"
    components = json.loads((licenses / "components.json").read_text(encoding="utf-8"))
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {name}\nUpstream-Contact: {maintainer}\n"
        f"Comment: {name} is installed in /{prefix} with its own Python, Qt and libraries; the licence\n"
        f" texts of every component are also in /{prefix}/licenses/. Qt and PySide6 are used under the\n"
        f" LGPL-3.0 as separate, replaceable shared libraries (/{prefix}/_internal/PySide6/Qt/lib/); where\n"
        f" their source is and how to replace them: /{prefix}/licenses/PySide6_Essentials/QT-NOTE.txt."
    ]
    texts: dict[str, str] = {}
    executable = f"{prefix.as_posix()}/{name}"
    in_executable: list[tuple[dict, str]] = []  # pure-Python packages live in the executable's archive
    for c in components:
        covers = [f"{prefix.as_posix()}/{pattern}" for pattern in c["covers"]]
        if all(Path(p).name in LEFT_TO_THE_SYSTEM for p in covers):
            continue  # the system's copy is used in this package
        spdx = c["license"]
        short = DEBIAN_NAMES.get(spdx) or re.sub(r"[^A-Za-z0-9.+-]+", "-", f"{c['name']}-licence")
        files_text = {f: (licenses / c["name"] / f).read_text(encoding="utf-8") for f in c["files"]}
        if short not in texts:
            if short in COMMON_LICENSES:
                body = f"On Debian systems, the complete text is in /usr/share/common-licenses/{COMMON_LICENSES[short]}."
                if short.startswith("GPL-2+"):
                    body = _pyinstaller_terms(next(iter(files_text.values()))) + "\n\n" + body
                texts[short] = body
            else:
                texts[short] = "\n\n".join(_common_text_referenced(t) for t in files_text.values())
        copyright_ = c["copyright"] or [f"the authors of {c['name']}"]
        if covers == [executable] or (c["covers"] != ["*"] and not any(any(root.glob(p)) for p in covers)):
            in_executable.append((c, short))
            continue
        paragraphs.append(
            ("Files: " + " ".join(covers) if c["covers"] != ["*"] else "Files: *") + "\n"
            + "Copyright: " + "\n ".join(line.replace("\t", " ") for line in copyright_) + "\n"
            + f"License: {short}\n"
            + f"Comment: {c['name']} {c['version']}".rstrip()
            + f"; the licence files: /{prefix.as_posix()}/licenses/{c['name']}/"
        )
    if in_executable:
        copyright_ = [line for c, _ in in_executable for line in (c["copyright"] or [f"the authors of {c['name']}"])]
        shorts = list(dict.fromkeys(short for _, short in in_executable))
        paragraphs.append(
            f"Files: {executable}\n"
            + "Copyright: " + "\n ".join(line.replace("\t", " ") for line in dict.fromkeys(copyright_)) + "\n"
            + f"License: {' and '.join(shorts)}\n"
            + "Comment: the executable: PyInstaller's bootloader and the archive of the Python modules, among\n"
            + " them " + ", ".join(f"{c['name']} {c['version']} ({short})" for c, short in in_executable) + ".\n"
            + f" Their licence files: /{prefix.as_posix()}/licenses/NAME/."
        )
    for short, text in texts.items():
        paragraphs.append(f"License: {short}\n{_field_text(text)}")
    # the Files: * paragraph must come first after the header
    header, rest = paragraphs[0], paragraphs[1:]
    rest.sort(key=lambda p: not p.startswith("Files: *\n"))
    target = root / "usr" / "share" / "doc" / name / "copyright"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n\n".join([header, *rest]) + "\n", encoding="utf-8")
    return target


def md5sums(root: Path) -> Path:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}")
    target = root / "DEBIAN" / "md5sums"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target
