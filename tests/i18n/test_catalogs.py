"""The catalogs are complete: the committed template holds every message the code and the data files have,
and every language translates each of them, none fuzzy, with the source's placeholders."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from fairtable.i18n import LANGUAGES, SOURCE, _Catalog
from fairtable.i18n_check import msgfmt, msgfmt_errors, placeholders, problems

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"


def _ids(path: Path) -> set:
    with path.open("rb") as f:
        return {(m.id, m.context) for m in read_po(f) if m.id}


def test_the_template_holds_every_message_of_the_code(tmp_path):
    fresh = tmp_path / "fresh.pot"
    code = (
        "import sys, runpy; sys.argv = ['i18n.py', 'extract'];"
        f"import scripts.i18n as s; s.POT = __import__('pathlib').Path({str(fresh)!r}); s.extract()"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
    committed, extracted = _ids(I18N / "fairtable.pot"), _ids(fresh)
    assert extracted - committed == set(), "run `python scripts/i18n.py extract` and `update`: new messages"
    assert committed - extracted == set(), "run `python scripts/i18n.py extract` and `update`: gone messages"


def test_every_language_translates_every_message():
    assert not problems(I18N), "\n".join(problems(I18N)[:40])


def test_every_language_has_a_catalog_and_a_glossary():
    for lang in LANGUAGES:
        if lang != SOURCE:
            assert (I18N / lang / "LC_MESSAGES" / "fairtable.po").is_file(), lang
            assert (I18N / lang / "glossary.md").is_file(), lang


def test_the_check_names_a_missing_placeholder(tmp_path):
    (tmp_path / "de" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fairtable.pot").write_text('msgid "{seat} rolls {a}"\nmsgstr ""\n', encoding="utf-8")
    (tmp_path / "de" / "LC_MESSAGES" / "fairtable.po").write_text(
        'msgid "{seat} rolls {a}"\nmsgstr "{seat} würfelt"\n', encoding="utf-8")
    found = [line for line in problems(tmp_path) if line.startswith("de:")]
    assert found and "placeholders" in found[0]
    assert placeholders("{seat} pays {amount:>5}") == {"seat", "amount"}


def test_a_po_file_is_read_without_its_mo(tmp_path):
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
                  'msgid "Roll"\nmsgstr "Würfeln"\n\n#, fuzzy\nmsgid "Pass"\nmsgstr "Passen"\n\n'
                  'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\nmsgstr[1] "{n} Karten"\n',
                  encoding="utf-8")
    catalog = _Catalog(po)
    assert catalog.gettext("Roll") == "Würfeln"
    assert catalog.gettext("Pass") == "Pass"  # fuzzy: not used
    assert catalog.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
    assert catalog.ngettext("{n} card", "{n} cards", 3) == "{n} Karten"


needs_msgfmt = pytest.mark.skipif(msgfmt() is None, reason="GNU msgfmt is not installed (apt-get install "
                                  "gettext; CI and packaging/linux/apt-test-deps.txt install it)")


@needs_msgfmt
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != SOURCE])
def test_gnu_msgfmt_check_accepts_every_catalog(lang):
    """GNU gettext's tools (and every translator's editor built on them) refuse a catalog that msgfmt
    --check refuses: a python-brace-format translation must name every argument of its source."""
    po = I18N / lang / "LC_MESSAGES" / "fairtable.po"
    assert msgfmt_errors(po) == []


@needs_msgfmt
def test_the_msgfmt_check_names_an_argument_left_out(tmp_path):
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  '#, python-brace-format\nmsgid "{name} ({name_ja})"\nmsgstr "{name}{name_ja:.0}"\n',
                  encoding="utf-8")
    found = msgfmt_errors(po)
    assert found and "name_ja" in found[0]
