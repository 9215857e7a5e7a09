"""SVG pieces the titles' Qt-free art shares: the document around a drawing and shades of a colour (text is
broken and fitted by ``fairtable/games/text_fit.py``)."""

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
