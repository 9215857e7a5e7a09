"""SVG pieces the titles' Qt-free art shares: the document around a drawing and shades of a colour."""

from __future__ import annotations


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.2f} {h:.2f}">{body}</svg>')


def shade(colour: str, factor: float) -> str:
    """A darker (factor < 1) or lighter (factor > 1) version of a #rrggbb colour."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    if factor < 1:
        r, g, b = (int(c * factor) for c in (r, g, b))
    else:
        r, g, b = (int(c + (255 - c) * (factor - 1)) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


# Chinese and Japanese break between any two characters, not at spaces; these marks stay with the character
# before them (a line never starts with one).
_CLOSING = set("、。，．,.：:；;！!？?）)」』】〕〉》ー…・")


def is_cjk(ch: str) -> bool:
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef" or "\u3000" <= ch <= "\u303f"


def break_units(text: str) -> list[str]:
    """The pieces a line may break between: the words of a text with spaces, and in Chinese and Japanese
    each character (its closing punctuation kept with it). Join them back with :func:`glue`."""
    units: list[str] = []
    for word in text.split():
        start = len(units)
        if not any(is_cjk(c) for c in word):
            units.append(word)
        else:
            _cjk_units(word, units)
        if start and (is_cjk(units[start - 1][-1]) or is_cjk(units[start][0])):
            units[start] = " " + units[start]  # a space the text has where Chinese meets another script
    return units


def _cjk_units(word: str, units: list[str]) -> None:
    """Each Chinese or Japanese character of ``word`` a unit (closing marks kept with the one before), the
    runs of other characters in it whole."""
    run = ""
    for c in word:
        if is_cjk(c) and c not in _CLOSING:
            if run:
                units.append(run)
            run = c
        elif c in _CLOSING or not run or not is_cjk(run[-1]):
            run += c
        else:
            units.append(run)
            run = c
    if run:
        units.append(run)


def glue(line: str, unit: str) -> str:
    """``unit`` after ``line``: with a space between words, none where Chinese or Japanese meets anything."""
    if not line:
        return unit.lstrip()
    if unit.startswith(" ") or is_cjk(line[-1]) or is_cjk(unit[0]):
        return line + unit
    return f"{line} {unit}"
