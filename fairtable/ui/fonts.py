"""Fonts: the CJK family for the language spoken, and the fonts the app carries (resources/fonts: the frozen
bundle's CJK glyphs, packaging/fonts.py), added to
Qt's font database at start so that Chinese and Japanese text draws on a system without a CJK font."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from fairtable.resources import resource_path


def load_own_fonts() -> list[str]:
    """Adds every .ttf/.otf in resources/fonts; returns the families added (none where there is none)."""
    folder = resource_path("fonts")
    families: list[str] = []
    if not folder.is_dir():
        return families
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() in (".ttf", ".otf"):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families


# The CJK family for each language, first found first: Japanese drawn with Japanese glyph shapes, Chinese with
# the simplified or the traditional ones (a Han character differs between them: 直, 骨, 次). Noto Sans CJK on
# Linux (fonts-noto-cjk), the platform's own on Windows and macOS, the bundle's fallback last.
CJK_FAMILIES: dict[str, tuple[str, ...]] = {
    "ja": ("Noto Sans CJK JP", "Source Han Sans JP", "Yu Gothic UI", "Yu Gothic", "Meiryo", "Hiragino Sans",
           "Hiragino Kaku Gothic ProN", "IPAexGothic", "IPAGothic", "TakaoGothic"),
    "zh_Hans": ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei UI", "Microsoft YaHei", "PingFang SC",
                "Hiragino Sans GB", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei"),
    "zh_Hant": ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei UI", "Microsoft JhengHei",
                "PingFang TC", "Noto Sans CJK HK", "AR PL UMing TW"),
}
# Every family the boards and the window name: a character they lack is drawn in the language's CJK family.
TEXT_FAMILIES = ("DejaVu Sans", "DejaVu Sans Condensed", "DejaVu Serif", "Arial", "Georgia", "sans-serif", "serif")
_FALLBACK = ("Droid Sans Fallback",)  # also the family of the bundle's own glyphs (packaging/fonts.py keeps its names)
_applied: list[str | None] = []


def cjk_family(lang: str) -> str | None:
    """The family with ``lang``'s CJK glyph shapes installed here (None where there is none, or for a
    language written without them: Chinese and Japanese names then fall to the system's choice)."""
    wanted = CJK_FAMILIES.get(lang)
    if not wanted:
        return None
    have = set(QFontDatabase.families())
    for family in (*wanted, *_FALLBACK):
        if family in have:
            return family
    return None


def use_language_fonts(lang: str, extra: tuple[str, ...] = ()) -> str | None:
    """Draw every Chinese or Japanese character in ``lang``'s CJK family from now on (a substitute of each
    text family, which Qt tries first for a glyph the family lacks); the family chosen. Cheap to call again."""
    family = cjk_family(lang)
    key = f"{family}|{','.join(extra)}"
    if _applied and _applied[0] == key:
        return family
    changed = bool(_applied)
    for name in (*TEXT_FAMILIES, *extra):
        QFont.removeSubstitutions(name)
        if family:
            QFont.insertSubstitutions(name, [family])
    _applied[:] = [key]
    if changed:
        _flush_font_cache()
    return family


def _flush_font_cache() -> None:
    """Make Qt pick the fonts again (its cache keeps the substitutes each font had when first used): adding
    and removing a font is the public way to empty it. Only when the language changes in a running process
    (the tests, the screenshots); the app speaks one language from its start."""
    import shutil
    import subprocess

    path = next((str(p) for p in sorted(resource_path("fonts").glob("*.tt[fc]"))), "") if resource_path("fonts").is_dir() else ""
    if not path and shutil.which("fc-match"):
        try:
            path = subprocess.run(["fc-match", "-f", "%{file}", "DejaVu Sans"], capture_output=True, text=True,
                                  timeout=5, check=False).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            path = ""
    if path:
        handle = QFontDatabase.addApplicationFont(path)
        if handle >= 0:
            QFontDatabase.removeApplicationFont(handle)
