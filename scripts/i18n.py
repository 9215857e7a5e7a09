"""The catalogs: ``python scripts/i18n.py extract|update|compile|check|stats``.

- ``extract`` writes ``resources/i18n/fairtable.pot`` from the code and the data files (``babel.cfg``);
- ``update`` merges it into every language's ``.po`` (new messages come in untranslated);
- ``compile`` builds each ``.mo`` beside its ``.po`` (the install, the packaging and CI run it);
- ``check`` fails, naming each, on an untranslated or fuzzy message, a placeholder that differs, or an error
  GNU ``msgfmt --check`` finds (where msgfmt is installed);
- ``stats`` counts what each language has translated.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.frontend import CommandLineInterface  # noqa: E402

from fairtable.i18n import LANGUAGES, SOURCE  # noqa: E402

I18N = ROOT / "resources" / "i18n"
POT = I18N / "fairtable.pot"
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "ngettext:1,2", "-k", "pgettext:1c,2", "-k", "markup"]


def babel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def extract() -> None:
    import os

    os.chdir(ROOT)
    I18N.mkdir(parents=True, exist_ok=True)
    babel("extract", "-F", str(ROOT / "babel.cfg"), *KEYWORDS, "--no-wrap", "--sort-by-file",
          "--project", "fairtable", "--copyright-holder", "fairtable", "-c", "TRANSLATORS:",
          "-o", str(POT), ".")


def update() -> None:
    """Every language's .po brought up to the template: new messages untranslated, gone ones dropped; a
    language without a .po gets a new one."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    with POT.open("rb") as f:
        template = read_po(f)
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        po = I18N / lang / "LC_MESSAGES" / "fairtable.po"
        if po.is_file():
            with po.open("rb") as f:
                catalog = read_po(f, locale=lang, domain="fairtable")
        else:
            po.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, domain="fairtable", project="fairtable", copyright_holder="fairtable")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        with po.open("wb") as f:
            write_po(f, catalog, width=0, ignore_obsolete=True)
        print(f"updated {po.relative_to(ROOT)}")


def compile_all(force: bool = False) -> None:
    """Each language's .mo beside its .po, where it is missing or older than the .po."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in sorted(I18N.glob("*/LC_MESSAGES/fairtable.po")):
        mo = po.with_suffix(".mo")
        if not force and mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with po.open("rb") as f:
            catalog = read_po(f)
        tmp = mo.with_suffix(".mo.tmp")
        with tmp.open("wb") as f:
            write_mo(f, catalog)
        tmp.replace(mo)
        print(f"compiled {mo.relative_to(ROOT)}")


def main(argv: list[str]) -> int:
    from fairtable.i18n_check import msgfmt, msgfmt_problems, problems, stats

    command = argv[0] if argv else ""
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all(force="--force" in argv)
    elif command == "check":
        found = problems(I18N)
        if msgfmt():
            found += msgfmt_problems(I18N)
        else:
            print("msgfmt not installed: GNU msgfmt --check skipped (apt-get install gettext)", file=sys.stderr)
        for line in found:
            print(line)
        return 1 if found else 0
    elif command == "stats":
        for line in stats(I18N):
            print(line)
    else:
        print("usage: python scripts/i18n.py extract|update|compile|check|stats", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
