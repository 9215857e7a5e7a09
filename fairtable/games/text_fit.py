"""The one way the boards break and fit their text, in every language: Qt-free, so the titles' art modules
use it; the table hands it Unicode's line breaking (``fairtable/ui/table/text_fit.py`` installs Qt's
``QTextBoundaryFinder``, UAX #14) and each title its font's measure.

Lines break only where Unicode allows (between words; in Chinese and Japanese between characters), never
with a hyphen the text does not have, never before closing punctuation, a small kana or the long-vowel mark,
never inside a run of katakana (a name such as ジェイク stays whole) and never between a number and its unit.
Where a text has a zero-width space (U+200B), or changes between Han and kana (大工|ジェイク), a break there is
preferred: a name splits at its epithet.

:func:`fit` sets a text in its box: at its size if it fits, else shrunk down to the floor (8 px on a 1280x720
screen, in the board's units), else its short form from the catalog (``pgettext("short", ...)``), else at the
floor with the last line cut by an ellipsis (the piece's tooltip and the magnifier have it whole).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Measure = Callable[[str, float, bool], float]  # text, font size, bold -> width in the drawing's units
Breaks = Callable[[str], list[int]]  # a text -> the positions where Unicode lets a line break

# The readability floor: the smallest height, in pixels, of a text a player must read, with the board fitted in
# a 1280x720 window. Each title's art turns it into its board's units once (``art.FLOOR``).
FLOOR_PX = 8.0

ZWSP = "\u200b"
SHY = "\u00ad"  # a soft hyphen: where a long word may break, with a hyphen
ELLIPSIS = "\u2026"
# A line never starts with these: closing punctuation, small kana, the long-vowel and iteration marks.
NO_START = set("、。，．,.：:；;！!？?）)」』】〕〉》〗〙〛｝}]］’”%％‰°℃¢￠…‥・ー〜～ゝゞヽヾ々"
               "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｯｬｭｮｰ")
# A Japanese particle stays with the word before it (先住民の|集落, not 先住民|の集落) unless nothing else fits.
PARTICLES = set("のはがをにでともへや")
# A line never ends with these: opening punctuation.
NO_END = set("（(「『【〔〈《〖〘〚｛{[［‘“")


def is_cjk(ch: str) -> bool:
    return ("\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"
            or "\u3000" <= ch <= "\u303f" or "\u31f0" <= ch <= "\u31ff")


def is_kana(ch: str) -> bool:
    return "\u3040" <= ch <= "\u30ff" or "\u31f0" <= ch <= "\u31ff" or "\uff66" <= ch <= "\uff9f"


def is_katakana(ch: str) -> bool:
    return "\u30a0" <= ch <= "\u30ff" or "\u31f0" <= ch <= "\u31ff" or "\uff66" <= ch <= "\uff9f"


def is_han(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def plain_breaks(text: str) -> list[int]:
    """Where a line may break without Qt (tests of the art, the engine's tools): after a space or a
    hyphen between letters, and between two Chinese or Japanese characters."""
    out = []
    for i in range(1, len(text)):
        a, b = text[i - 1], text[i]
        if (a.isspace() and not b.isspace()) or a in (ZWSP, SHY) or (a == "-" and i > 1 and text[i - 2].isalpha()
                                                             and b.isalpha()):
            out.append(i)
        elif (is_cjk(a) or is_cjk(b)) and not a.isspace() and not b.isspace():
            out.append(i)
    return out


_breaks: Breaks = plain_breaks


def estimate(text: str, size: float, bold: bool = False, family: str = "DejaVu Sans") -> float:
    """A text's width without Qt: DejaVu's average advance, a CJK character a full em."""
    return sum(size if is_cjk(c) else size * (0.68 if bold else 0.6) for c in text)


_measure: Callable[..., float] = estimate


def use_measure(measure: Callable[..., float]) -> None:
    """Measure text with ``measure(text, size, bold, family)`` from now on (the table installs Qt's)."""
    global _measure
    _measure = measure


def measure(text: str, size: float, bold: bool = False, family: str = "DejaVu Sans") -> float:
    """``text``'s width at ``size`` in ``family``, as the boards draw it (Qt's font metrics in the app)."""
    return _measure(text, size, bold, family)


def use_breaks(breaks: Breaks) -> None:
    """Break lines with ``breaks`` from now on (the table installs Unicode's, through Qt)."""
    global _breaks
    _breaks = breaks
    _points_cache.clear()


_points_cache: dict[tuple[str, bool], tuple[tuple[int, bool], ...]] = {}


def break_points(text: str, loose: bool = False) -> tuple[tuple[int, bool], ...]:
    """The places a line of ``text`` may break, each with whether it is a preferred one (a space, a
    zero-width space, a change between Han and kana). ``loose``: inside a katakana word too (a long store
    name that fits no line whole: ホームセン|ター, never before a small kana or the long-vowel mark; and
    before a particle)."""
    got = _points_cache.get((text, loose))
    if got is not None:
        return got
    out = []
    for p in _breaks(text):
        if not 0 < p < len(text):
            continue
        a, b = text[p - 1], text[p]
        if b in NO_START or a in NO_END:
            continue
        if is_katakana(a) and is_katakana(b) and not loose:
            continue  # a katakana word (most often a name) stays whole
        if b in PARTICLES and (is_han(a) or is_katakana(a)) and not loose:
            continue  # a particle stays with its word
        if a.isdigit() and not b.isspace() and not a.isspace() and (b.isalpha() or b in "%％"):
            continue  # "2つ", "6種": a number keeps its counter
        strong = a.isspace() or a in (ZWSP, SHY) or b == ZWSP or (is_han(a) and is_katakana(b)) or (is_katakana(a) and is_han(b))
        out.append((p, strong))
    got = tuple(out)
    if len(_points_cache) > 20000:
        _points_cache.clear()
    _points_cache[(text, loose)] = got
    return got


def _clean(line: str) -> str:
    """A line as drawn: no zero-width space; a soft hyphen shows as "-" at the line's end, nowhere else."""
    line = line.replace(ZWSP, "").strip()
    if line.endswith(SHY):
        line = line[:-1] + "-"
    return line.replace(SHY, "")


def _greedy(text: str, points: list[int], width: float, size: float, measure: Measure, bold: bool,
            overflow: bool = False) -> list[str] | None:
    """Lines as long as fit ``width``, broken only at ``points``; None when a piece between two points is
    wider than ``width`` (with ``overflow``, that piece is a line of its own)."""
    lines: list[str] = []
    start = 0
    cuts = [*points, len(text)]
    last_fit = None
    k = 0
    while k < len(cuts):
        end = cuts[k]
        if measure(_clean(text[start:end]), size, bold) <= width + 0.01:
            last_fit = end
            k += 1
            continue
        if last_fit is None:
            if not overflow:
                return None  # one piece is wider than the line
            last_fit = end
            k += 1
        lines.append(_clean(text[start:last_fit]))
        start, last_fit = last_fit, None
    if start < len(text):
        if last_fit is None and not overflow:
            return None
        lines.append(_clean(text[start:]))
    return [line for line in lines if line]


def lines(text: str, width: float, size: float, measure: Measure, bold: bool = False, most: int | None = None,
          preferred: bool = False, loose: bool = False) -> list[str] | None:
    """``text`` broken into lines no wider than ``width`` at ``size`` (Unicode's line breaking; a newline
    in the text is a line's end): at the preferred places alone where that is no more lines (with
    ``preferred``, only there), else at every place allowed. None when a word (or a run that may not
    break) is wider than the line."""
    out: list[str] = []
    for paragraph in text.split("\n"):
        points = break_points(paragraph, loose)
        strong = _greedy(paragraph, [p for p, s in points if s], width, size, measure, bold)
        if preferred:
            if strong is None:
                return None
            out += strong
            continue
        every = _greedy(paragraph, [p for p, _s in points], width, size, measure, bold)
        if every is None:
            return None
        out += strong if strong is not None and len(strong) <= len(every) else every
    if most is not None and len(out) > most:
        return None
    return out


@dataclass(frozen=True, slots=True)
class Fitted:
    lines: list[str]
    size: float
    cut: bool = False  # the last line ends in an ellipsis: the text did not fit even at the floor
    short: bool = False  # the short form is shown


def fit(text: str, width: float, size: float, floor: float, measure: Measure, bold: bool = False, most: int = 1,
        short: str | None = None, height: float | None = None, step: float = 1.2) -> Fitted:
    """``text`` set in a box ``width`` wide, in at most ``most`` lines (and, given ``height``, lines ``step``
    sizes apart no taller than it): at ``size`` or smaller down to ``floor``; else ``short`` (its short form)
    likewise; else at the floor, the last line cut with an ellipsis."""
    floor = min(floor, size)
    for form, is_short in ((text, False), (short, True)):
        if not form or (is_short and form == text):
            continue
        # A name with a preferred break (an epithet, a zero-width space) shrinks before it breaks elsewhere;
        # a katakana word breaks inside only where nothing else fits.
        tries = ((True, False), (False, False), (False, True)) if _named(form) else ((False, False), (False, True))
        for preferred, loose in tries:
            if loose and not any(is_kana(c) for c in form):
                continue
            s = size
            while True:
                rows = most if height is None else max(1, min(most, int((height + 1e-6 - s) // (s * step)) + 1))
                got = lines(form, width, s, measure, bold, rows, preferred, loose)
                if got is not None:
                    return Fitted(got, s, False, is_short)
                if s <= floor + 1e-9:
                    break
                s = max(floor, s * 0.96)
    form = short or text
    s = floor
    rows = most if height is None else max(1, min(most, int((height + 1e-6 - s) // (s * step)) + 1))
    return Fitted(_cut(form, width, s, measure, bold, rows), s, True, form is short)


def _named(text: str) -> bool:
    return any(strong and not text[p - 1].isspace() for p, strong in break_points(text))


def _cut(text: str, width: float, size: float, measure: Measure, bold: bool, rows: int) -> list[str]:
    """As many lines as ``rows`` of ``text``, broken where lines may break; a line too wide (one long word)
    and the last line, when words are left over, end with an ellipsis."""
    got: list[str] = []
    for paragraph in text.split("\n"):
        got += _greedy(paragraph, [p for p, _s in break_points(paragraph)], width, size, measure, bold, True) or []
    kept = got[:rows] or [""]
    for i, line in enumerate(kept):
        more = i == len(kept) - 1 and len(got) > rows
        if more or measure(line, size, bold) > width:
            while line and measure(line.rstrip(" -:&,.") + ELLIPSIS, size, bold) > width:
                line = line[:-1]
            kept[i] = line.rstrip(" -:&,.") + ELLIPSIS
    return kept


def short_form(msgid: str) -> str | None:
    """The catalog's short form of a message (context "short"), or None where it has none (English, whose
    messages are the long forms, and the pseudo language, which would only bracket the long one)."""
    from fairtable.i18n import PSEUDO, SOURCE, language, pgettext

    if language() in (SOURCE, PSEUDO):
        return None
    got = pgettext("short", msgid)
    return got if got and got != msgid else None
