"""Languages: every word a player reads goes through one GNU gettext catalog, ``fairtable``.

- Mark a message with ``_("...")`` where it is shown, with named placeholders filled by ``.format``:
  ``_("{seat} rolls {a} and {b}").format(seat=seat, a=3, b=4)``; never glue a sentence from pieces.
- A count that changes the words: ``ngettext("{n} card", "{n} cards", n).format(n=n)``.
- A message defined before the language is chosen (a module constant, a data table): mark it with
  ``N_("...")`` where it is written and translate it with ``_(value)`` where it is shown.
- Component names from the data files (cards, tiles, fields) are extracted by
  :func:`fairtable.i18n_extract.extract_data` and translated with ``_(name)`` where they are shown.
- Numbers and money the language's way: :func:`number`, :func:`money`; lists: :func:`listing` ("a, b and c"),
  :func:`alternatives` ("a, b or c"), :func:`series` (no conjunction), :func:`groups` ("a: 1; b: 2"). Never
  join a list a player reads with ", " or "; " by hand.

The engine stays Qt-free: this module needs only gettext and Babel. The language is chosen once per process
(``--lang``, ``FAIRTABLE_LANG``, the settings, the system's, in that order: :func:`choose`); switching it
later applies to text made after the switch, so the app asks for a restart.

Catalogs live in ``resources/i18n/<lang>/LC_MESSAGES/fairtable.po``; the compiled ``.mo`` beside it is built
by ``scripts/i18n.py compile`` (the install, the packaging and CI run it). When a ``.mo`` is missing or older
than its ``.po`` the ``.po`` is read directly, so a source tree always speaks its catalogs.

``pseudo`` is a test language: every message comes out wrapped in brackets, ``⟦like this⟧``, so that a text
on screen without them escaped the catalog.
"""

from __future__ import annotations

import gettext
import locale as _locale
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

DOMAIN = "fairtable"
SOURCE = "en"
PSEUDO = "pseudo"
#: The languages offered, each in its own words.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "zh_Hant": "繁體中文",
    "zh_Hans": "简体中文",
    "ja": "日本語",
}
#: The Babel locale and Qt's translation file suffix of each language.
BABEL_LOCALE = {"en": "en", "de": "de", "zh_Hant": "zh_Hant_TW", "zh_Hans": "zh_Hans_CN", "ja": "ja",
                PSEUDO: "en"}
QT_SUFFIX = {"de": "de", "zh_Hant": "zh_TW", "zh_Hans": "zh_CN", "ja": "ja"}
OPEN, CLOSE = "\u27e6", "\u27e7"
#: The languages written in Chinese characters (a Japanese name is not written beside their own words).
HAN_SCRIPT = frozenset({"zh_Hant", "zh_Hans", "ja"})


class _Pseudo(gettext.NullTranslations):
    """Every message wrapped in brackets; the messages asked for are kept in :data:`asked` (the tests
    check that each is in the template, so a message the extraction does not see is found)."""

    def gettext(self, message: str) -> str:
        if message:
            asked.add((message, None))
        return f"{OPEN}{message}{CLOSE}" if message else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        asked.add((msgid1, None))
        return f"{OPEN}{msgid1 if n == 1 else msgid2}{CLOSE}"

    def pgettext(self, context: str, message: str) -> str:
        asked.add((message, context))
        return f"{OPEN}{message}{CLOSE}" if message else message


#: The (message, context) pairs asked for while the pseudo language is spoken.
asked: set[tuple[str, str | None]] = set()


class _Catalog(gettext.NullTranslations):
    """A catalog read from a ``.po`` file with Babel (fuzzy and empty translations left out)."""

    def __init__(self, po: Path) -> None:
        super().__init__()
        from babel.messages.pofile import read_po

        with po.open("rb") as f:
            catalog = read_po(f, ignore_obsolete=True)
        self._plural = gettext.c2py(catalog.plural_expr) if catalog.plural_expr else (lambda n: int(n != 1))
        self._one: dict[str, str] = {}
        self._many: dict[str, tuple[str, ...]] = {}
        for m in catalog:
            if not m.id or m.fuzzy:
                continue
            ident = m.id[0] if isinstance(m.id, tuple) else m.id
            if m.context is not None:
                ident = f"{m.context}\x04{ident}"
            if isinstance(m.id, tuple):
                strings = tuple(m.string) if isinstance(m.string, tuple | list) else (m.string,)
                if all(strings):
                    self._many[ident] = strings
            elif m.string:
                self._one[ident] = m.string

    def gettext(self, message: str) -> str:
        found = self._one.get(message)
        if found is None:  # a message the code also counts ("{n} VP"): its first form
            forms = self._many.get(message)
            return forms[0] if forms else message
        return found

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = self._many.get(msgid1)
        if not forms:
            return msgid1 if n == 1 else msgid2
        i = self._plural(n)
        return forms[i] if 0 <= i < len(forms) else forms[-1]

    def pgettext(self, context: str, message: str) -> str:
        return self._one.get(f"{context}\x04{message}", message)


_lang = SOURCE
_tr: gettext.NullTranslations = gettext.NullTranslations()


def catalog_dir() -> Path:
    from fairtable.resources import resource_path

    return resource_path("i18n")


class _Compiled(gettext.GNUTranslations):
    """A compiled catalog; a message that is also counted somewhere ("{n} VP") is found by its first form
    when it is asked for without a count, as GNU gettext does."""

    def gettext(self, message: str) -> str:
        found = self._catalog.get(message)
        if found is None:
            found = self._catalog.get((message, 0))
        return message if found is None else found


def _load(lang: str) -> gettext.NullTranslations:
    if lang == SOURCE:
        return gettext.NullTranslations()
    if lang == PSEUDO:
        return _Pseudo()
    folder = catalog_dir() / lang / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as f:
                return _Compiled(f)
        if po.is_file():
            return _Catalog(po)
    except Exception:  # a damaged catalog: the source language, never a failed start
        return gettext.NullTranslations()
    return gettext.NullTranslations()


def resolve(requested: str | None) -> str | None:
    """The language offered for a requested code ("de_DE.UTF-8", "zh-TW", "ja"), or None."""
    if not requested:
        return None
    code = requested.split(".")[0].split("@")[0].replace("-", "_")
    if code in LANGUAGES or code == PSEUDO:
        return code
    low = code.lower()
    if low.startswith("zh"):
        if any(t in low for t in ("hant", "_tw", "_hk", "_mo")):
            return "zh_Hant"
        return "zh_Hans"
    base = low.split("_")[0]
    for lang in LANGUAGES:
        if lang.lower() == base:
            return lang
    if base in ("c", "posix"):
        return SOURCE
    return None


def system_language() -> str:
    """The language of the system's locale settings (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        for part in value.split(":"):
            lang = resolve(part)
            if lang:
                return lang
    try:
        found = _locale.getlocale()[0]
    except ValueError:
        found = None
    return resolve(found) or SOURCE


def choose(cli: str | None = None, saved: str | None = None, system: str | None = None) -> str:
    """The language to speak: ``--lang``, then ``FAIRTABLE_LANG``, then the saved choice, then the
    system's. An unknown code is passed over (the caller tells the player about a bad ``--lang``)."""
    for candidate in (cli, os.environ.get("FAIRTABLE_LANG"), saved):
        lang = resolve(candidate)
        if lang:
            return lang
    return resolve(system) or system_language()


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (an unknown code: English); returns the language set."""
    global _lang, _tr
    lang = resolve(lang) or SOURCE
    _tr = _load(lang)
    _lang = lang
    return lang


def language() -> str:
    return _lang


def _(message: str) -> str:
    """The message in the current language."""
    return _tr.gettext(message)


def N_(message: str) -> str:
    """Marks a message for the catalog without translating it yet (translate it with ``_`` when shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _tr.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose words depend on where it is shown ("verb" against "noun")."""
    return _tr.pgettext(context, message)


def babel_locale() -> str:
    return BABEL_LOCALE.get(_lang, "en")


def number(n: float) -> str:
    """A number the language's way: 30,000 in English, 30.000 in German."""
    if _lang in (SOURCE, PSEUDO):
        return f"{n:,}"
    from babel.numbers import format_decimal

    return format_decimal(n, locale=babel_locale())


def money(amount: float, currency: str) -> str:
    """A whole amount in a currency ("EUR", "USD") the language's way: €12 in English, 12 € in German."""
    from babel import Locale
    from babel.numbers import format_currency

    pattern = Locale.parse(babel_locale()).currency_formats["standard"].pattern.split(";")[0]
    pattern = pattern.replace(".00", "").replace("\u00a0", " ")
    return format_currency(amount, currency, format=pattern, locale=babel_locale(), currency_digits=False)


def listing(items: Sequence[str] | Iterable[str]) -> str:
    """"a", "a and b", "a, b and c" in the language's way."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if _lang in (SOURCE, PSEUDO):
        return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])
    from babel.lists import format_list

    return format_list(items, locale=babel_locale())


def alternatives(items: Sequence[str] | Iterable[str], clauses: bool = False) -> str:
    """"a", "a or b", "a, b or c" in the language's way ("a、b或c", "a、b、またはc"). ``clauses``: the choices
    are phrases with commas of their own ("take $3, or activate your town"), joined as clauses are."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if clauses:
        # TRANSLATORS: the last of several longer choices, each a phrase: "take $3, or activate your town".
        return _("{items}, or {last}").format(items=_CLAUSES.get(_lang, ", ").join(items[:-1]), last=items[-1])
    if _lang in (SOURCE, PSEUDO):
        # TRANSLATORS: the last of several choices: "roll for doubles, pay bail or use your voucher".
        return _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])
    from babel.lists import format_list

    return format_list(items, style="or", locale=babel_locale())


#: Between phrases that are choices of their own ("take $3, or activate your town"), by language; else ", ".
_CLAUSES = {"ja": "、", "zh_Hant": "，", "zh_Hans": "，"}
#: Between the items of a list without "and" ("Anna 3 VP, Ben 5 VP"), by language; else ", ".
_SERIES = {"ja": "、", "zh_Hant": "、", "zh_Hans": "、"}
#: Between groups that are lists or "name: value" pairs themselves ("Anna: 3 coins; Ben: 4 coins"), by
#: language; else "; ". Japanese has no semicolon: 、, or ／ where a group holds a 、 of its own.
_GROUPS = {"ja": "、", "zh_Hant": "；", "zh_Hans": "；"}


def series(items: Sequence[str] | Iterable[str]) -> str:
    """Items in a row without a conjunction, the language's way: "Anna 3 VP, Ben 5 VP" in English,
    "Anna 3 VP、Ben 5 VP" in Chinese and Japanese."""
    return _SERIES.get(_lang, ", ").join(items)


def groups(items: Sequence[str] | Iterable[str]) -> str:
    """Groups that hold commas or "name: value" themselves, the language's way: "Anna: 1 coin; Ben: 4
    coins" in English and German, "Anna：1 枚金币；Ben：4 枚金币" in Chinese, "Anna：1 コイン、Ben：4 コイン" in
    Japanese (／ between groups that hold a 、 themselves)."""
    items = list(items)
    sep = _GROUPS.get(_lang, "; ")
    if sep == "、" and any("、" in x for x in items):
        sep = "／"
    return sep.join(items)


def rules_file(folder: Path) -> Path:
    """A title's rules summary in the current language (``rules.<lang>.md``), else the English one."""
    own = folder / f"rules.{_lang}.md"
    return own if own.is_file() else folder / "rules.md"


def qt_translations_suffix() -> str | None:
    """The suffix of Qt's own translation files (qtbase_<suffix>.qm) for the current language."""
    return QT_SUFFIX.get(_lang)


__all__ = [
    "HAN_SCRIPT", "LANGUAGES", "N_", "PSEUDO", "SOURCE", "_", "alternatives", "choose", "groups", "language", "listing",
    "money", "ngettext", "number", "series",
    "pgettext", "resolve", "rules_file", "set_language", "system_language",
]
