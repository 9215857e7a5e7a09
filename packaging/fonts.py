"""The bundle's own CJK font: the glyphs fairtable's Chinese and Japanese catalogs and data use, cut from a
system CJK font (Droid Sans Fallback, Apache-2.0, from Debian's fonts-droid-fallback) with fontTools, so that
the frozen bundle draws them on a system without a CJK font (the .deb declares one instead). The app loads
every font in resources/fonts at start (fairtable/ui/fonts.py); a system font with the glyph is used first."""

from __future__ import annotations

import json
from pathlib import Path

SOURCES = [
    Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    Path("/usr/share/fonts/truetype/droid/DroidSansFallback.ttf"),
]
NAME = "fairtable-cjk.ttf"


def wanted_text(root: Path) -> str:
    """Every character of the translated catalogs and of the data files, plus the language names."""
    chars: set[str] = set()
    for po in (root / "resources" / "i18n").glob("*/LC_MESSAGES/fairtable.po"):
        chars.update(po.read_text(encoding="utf-8"))
    for data in (root / "resources" / "games").glob("*/*"):
        if data.suffix in (".json", ".md"):
            chars.update(data.read_text(encoding="utf-8"))
    chars.update("".join(json.dumps(x, ensure_ascii=False) for x in ("繁體中文", "简体中文", "日本語")))
    return "".join(sorted(c for c in chars if ord(c) >= 0x2E80))


def source_font() -> Path | None:
    """The system font the glyphs are cut from, or None when the build host has none."""
    return next((p for p in SOURCES if p.is_file()), None)


def build_cjk_font(root: Path, out_dir: Path) -> Path | None:
    """The subset font in ``out_dir``, or None when the build host has no source font."""
    from fontTools import subset

    source = source_font()
    if source is None:
        return None
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / NAME
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    font = subset.load_font(str(source), options)
    sub = subset.Subsetter(options)
    sub.populate(text=wanted_text(root))
    sub.subset(font)
    make_installable(font)
    subset.save_font(font, str(out), options)
    return out


def make_installable(font) -> None:  # noqa: ANN001 (a fontTools TTFont)
    """OS/2 fsType 0, "installable embedding": Droid Sans Fallback says 8 ("editable embedding only"), which
    would keep a user from installing the bundled copy and makes lintian report
    truetype-font-prohibits-installable-embedding. The font is Apache-2.0, which permits modified copies
    (the cut is one already), so the flag is ours to set; the licences folder says the file was changed."""
    font["OS/2"].fsType = 0
