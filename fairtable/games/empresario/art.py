"""The art of Old West Empresario, as SVG: building tiles with their glyphs, the dice, coins, population
tokens, character and wanted cards, with the palette the table is drawn in (the printed board under them is
``board.py``'s). No Qt here: the table (``view.py``) places them, and text is
measured through ``games/text_fit.py`` (Qt's font metrics once the table installs them).
"""

from __future__ import annotations

import math
import re
from html import escape

from fairtable.games import text_fit
from fairtable.games.empresario.data import (
    COLOUR_NAMES,
    TCOLOUR,
    TICONS,
    TNAME,
    TNUM,
    TTYPE,
    TVARIANT,
    WANTED,
    data,
)
from fairtable.games.empresario.words import dollars
from fairtable.games.shapes import shape_svg
from fairtable.games.svg import svg
from fairtable.i18n import N_, _, pgettext

# -- palette ---------------------------------------------------------------------------------------------
INK = "#3b2c1a"
PARCHMENT = "#f4ead2"
GROUND = "#e2d2ac"
LOT = "#eee2c4"
LOT_EDGE = "#b9a074"
WOOD = "#d8b47a"
WOOD_EDGE = "#7a5630"
TILE_COLOURS: dict[str, tuple[str, str]] = {  # colour name -> (main, tint)
    "green": ("#5b8f3a", "#e2eed5"),
    "pink": ("#cf5f8c", "#f8dde8"),
    "yellow": ("#d6a41c", "#f7ebc2"),
    "red": ("#b5392d", "#f4d5d0"),
    "blue": ("#3a6cab", "#d7e3f3"),
    "brown": ("#8a5a2e", "#ecdcc7"),
    "purple": ("#7a4a9c", "#e7daf0"),
    "black": ("#2e2a26", "#dcd7d0"),
    "white": ("#8f877a", "#fcf9f1"),
    "none": ("#9c6a2a", "#f3e2bd"),
}
DARK_TEXT = {"yellow", "white"}
# A building's shorter names on a small tile, (short, tiny), tried in turn when the whole name does not fit:
# abbreviations of the building type's name.
SHORT_NAMES = {
    "Native Settlement": (N_("Native"), N_("Native")), "Planning Office": (N_("Planning"), N_("Plan.")),
    "Zoning Office": (N_("Zoning"), N_("Zon.")), "Census Bureau": (N_("Census"), N_("Cens.")),
    "Native Affairs": (N_("N. Affairs"), N_("N.Aff.")), "Tax Office": ("Tax Office", N_("Tax")),
    "Distillery": ("Distillery", N_("Distil.")), "Carpenter": ("Carpenter", N_("Carp.")),
    "Undertaker": ("Undertaker", N_("Undert.")), "Courthouse": ("Courthouse", N_("Court")),
    "Warehouse": ("Warehouse", N_("Wareh.")), "Monument": ("Monument", N_("Monum.")),
    "Town Hall": ("Town Hall", N_("Hall")), "Library": ("Library", N_("Libr.")),
}  # fmt: skip
# A Native Settlement's one-time effect, under its glyph ({one}, {two}: $1, $2).
NATIVE_EFFECT = {1: N_("+1 VP +{two}"), 2: N_("+1 VP, build"), 3: N_("+1 VP, claim"), 4: N_("+1 VP, act {one}"),
                 5: N_("+2 VP")}
STOCK = ("oil", "rail", "cotton")
FONT = "DejaVu Sans, Arial, sans-serif"
SERIF = "DejaVu Serif, Georgia, serif"
# The smallest primary text (a name, a price, VP, a number), in scene units: 8 px on the screen at the board's
# fit in a 1280x720 window (own board first: about 0.82 px a unit). A name that does not fit at this size is
# cut with an ellipsis (its tooltip, which the magnifier shows, has it whole), never shrunk below it.
PX_PER_UNIT = 0.73  # the board's fit at 1280x720 where it is smallest: German docks are wider
FLOOR = math.ceil(text_fit.FLOOR_PX / PX_PER_UNIT)  # 11 units: 8 px on the screen


def text(x: float, y: float, value: str, size: float, colour: str = INK, weight: str = "bold",
         anchor: str = "middle", family: str = FONT, minor: bool = False) -> str:
    """One line of text; ``minor`` marks a caption or a rule text (not held to the readability floor)."""
    mark = ' class="minor"' if minor else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:.1f}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="{anchor}"{mark}>{escape(value)}</text>')


def _width(value: str, size: float, bold: bool) -> float:
    return text_fit.measure(value, size, bold)


def fit_font(value: str, width: float, size: float, bold: bool = True) -> float:
    """The font size (at most ``size``) at which ``value`` fits ``width`` (the boards' measure)."""
    need = _width(value, size, bold)
    return size if need <= width else size * width / need


def fit(value: str, width: float, size: float, least: float = FLOOR, bold: bool = True) -> tuple[str, float]:
    """``value`` and its font size to fit ``width`` on one line: at most ``size``, shrunk to no less than
    ``least``; what is still too long then is cut with an ellipsis (``games/text_fit.py``)."""
    got = text_fit.fit(value, width, size, least, _width, bold, 1)
    return got.lines[0], got.size


# -- glyphs: 20 x 20 drawings, placed with a transform -----------------------------------------------------
GLYPHS: dict[str, str] = {
    "Native Settlement": '<path d="M10 2 18 18H2z" fill="{c}"/><path d="M10 11 12.6 18H7.4z" fill="{t}"/>'
                         '<path d="M8 1 10 4 12 1" stroke="{c}" stroke-width="1.2" fill="none"/>',
    "Inn": '<path d="M2 9 10 3 18 9V18H2z" fill="{c}"/><rect x="5" y="10" width="4" height="4" fill="{t}"/>'
           '<rect x="11.5" y="12" width="3.5" height="6" fill="{t}"/>',
    "Mine": '<path d="M2 6H18L16 14H4z" fill="{c}"/><circle cx="6" cy="16.5" r="2.2" fill="{c}"/>'
            '<circle cx="14" cy="16.5" r="2.2" fill="{c}"/><path d="M5 6 8 2 11 5 14 3 15 6z" fill="{c}" opacity=".6"/>',
    "Distillery": '<path d="M5 2H15Q18.5 10 15 18H5Q1.5 10 5 2z" fill="{c}"/>'
                  '<path d="M4 6.5H16M3.3 13.5H16.7" stroke="{t}" stroke-width="1.4"/>',
    "Saloon": '<path d="M3 6H13V18H3z" fill="{c}"/><path d="M13 8.5H16.5V15.5H13" stroke="{c}" stroke-width="2" fill="none"/>'
              '<circle cx="5" cy="5" r="2.4" fill="{c}" opacity=".55"/><circle cx="9" cy="4.4" r="2.6" fill="{c}" opacity=".55"/>'
              '<path d="M6 9V15M10 9V15" stroke="{t}" stroke-width="1.2"/>',
    "Carpenter": '<path d="M2 3H14V8.5H2z" fill="{c}"/><path d="M14 4H18V7.5H14z" fill="{c}" opacity=".6"/>'
                 '<path d="M6.5 8.5H9.5V19H6.5z" fill="{c}"/>',
    "Church": '<path d="M10 1V6M8 3H12" stroke="{c}" stroke-width="1.6"/><path d="M4 19V10L10 6 16 10V19z" fill="{c}"/>'
              '<path d="M8.5 19V14.5Q10 12.5 11.5 14.5V19z" fill="{t}"/>',
    "Undertaker": '<path d="M7 1H13L16 6 13 19H7L4 6z" fill="{c}"/><path d="M10 6V13M7.5 8.5H12.5" stroke="{t}" stroke-width="1.5"/>',
    "civic": '<path d="M2 7 10 2 18 7z" fill="{c}"/><path d="M3 16H17V18.5H3z" fill="{c}"/>'
             '<path d="M4.5 8.5H6.5V15H4.5zM9 8.5H11V15H9zM13.5 8.5H15.5V15H13.5z" fill="{c}"/>',
    "Town Hall": '<path d="M2 10H18V19H2z" fill="{c}"/><path d="M6.5 10V5H13.5V10z" fill="{c}"/>'
                 '<circle cx="10" cy="7.3" r="1.8" fill="{t}"/><path d="M10 5V1" stroke="{c}" stroke-width="1.2"/>'
                 '<path d="M10 1H14.5L13.3 2.2 14.5 3.4H10z" fill="#b5392d"/><rect x="8.5" y="14" width="3" height="5" fill="{t}"/>',
}


def glyph(type_name: str, x: float, y: float, size: float, colour: str, tint: str) -> str:
    key = type_name if type_name in GLYPHS else "civic"
    body = GLYPHS[key].replace("{c}", colour).replace("{t}", tint)
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({size / 20:.3f})">{body}</g>'


def stock_icon(kind: str, x: float, y: float, size: float) -> str:
    """Oil (a droplet), Rail (rail ties) and Cotton (a boll) on a small white badge."""
    if kind == "oil":
        body = '<path d="M10 2.5C10 2.5 4.5 9.5 4.5 12.8A5.5 5.5 0 0 0 15.5 12.8C15.5 9.5 10 2.5 10 2.5z" fill="#1f1b17"/>'
    elif kind == "rail":
        body = ('<path d="M3 4.5H17M3 9.5H17M3 14.5H17" stroke="#7a4a22" stroke-width="2.6"/>'
                '<path d="M7 2V18M13 2V18" stroke="#55595e" stroke-width="1.8"/>')
    else:
        body = ('<path d="M5 16 10 12 15 16" stroke="#5b7f2a" stroke-width="2" fill="none"/>'
                '<circle cx="6.5" cy="8.5" r="3.6" fill="#fff" stroke="#8a8070" stroke-width=".9"/>'
                '<circle cx="13.5" cy="8.5" r="3.6" fill="#fff" stroke="#8a8070" stroke-width=".9"/>'
                '<circle cx="10" cy="12" r="3.6" fill="#fff" stroke="#8a8070" stroke-width=".9"/>')
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({size / 20:.3f})">'
            f'<rect x=".5" y=".5" width="19" height="19" rx="4" fill="#fffdf6" stroke="#6d5a3e" stroke-width="1"/>{body}</g>')


def pips(value: int, x: float, y: float, size: float, colour: str) -> str:
    """The pips of a die face ``value`` in the square (x, y, size)."""
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
             5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    step, r = size * 0.29, size * 0.095
    return "".join(f'<circle cx="{x + size * 0.21 + i * step:.1f}" cy="{y + size * 0.21 + j * step:.1f}" r="{r:.2f}" fill="{colour}"/>'
                   for i, j in spots.get(value, []))


def tile_back(w: float, h: float) -> str:
    """The back of a building tile: weathered planks and a brand, never what it is."""
    planks = "".join(f'<path d="M3 {h * k / 5:.1f}H{w - 3:.1f}" stroke="#5e4129" stroke-width="1"/>' for k in range(1, 5))
    r = min(w, h) * 0.16
    return (f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="{min(w, h) * 0.08:.1f}" fill="#7d5b39" stroke="#4a3320" stroke-width="1.6"/>'
            f'{planks}<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="none" stroke="#e9c98f" stroke-width="{max(1.0, r * 0.22):.1f}" opacity=".7"/>'
            f'{star_path(w / 2, h / 2, r * 0.7, "#e9c98f", 0.7)}')


def star_path(cx: float, cy: float, r: float, fill: str, opacity: float = 1.0, points: int = 5) -> str:
    pts = []
    for k in range(points * 2):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.pi * k / points - math.pi / 2
        pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}" opacity="{opacity}"/>'


# Each colour's shape (``games/shapes.py``), so that a tile's colour is told by more than its colour (the
# Wanted cards count colours: "6 different colours"): drawn on every building tile.
COLOUR_SHAPES: dict[str, str] = {
    "green": "triangle", "pink": "heart", "yellow": "disc", "red": "diamond", "blue": "square",
    "brown": "hexagon", "purple": "star", "black": "cross", "white": "ring",
}  # fmt: skip


def colour_shape(colour: str, x: float, y: float, size: float) -> str:
    """The shape of a tile colour in that colour; none for the Town Hall's "none"."""
    if colour not in COLOUR_SHAPES:
        return ""
    return shape_svg(COLOUR_SHAPES[colour], x, y, size, TILE_COLOURS[colour][0], INK, f"colour-{colour}")


def building_svg(t: int, w: float, h: float, built: bool = True) -> str:
    """A building tile: colour band with its type, a glyph, the activation number and its stock icons."""
    s = min(w, h)
    type_name = TNAME[t] if t < 62 else "Town Hall"
    colour = COLOUR_NAMES[TCOLOUR[t]]
    main, tint = TILE_COLOURS[colour]
    number = TNUM[t]
    small = s < 56
    head_ink = INK if colour in DARK_TEXT else "#ffffff"
    if not built:  # under construction: the tile's back, with a ribbon saying what it will be
        label, fs = fit(name_to_fit(type_name, w - 8, max(FLOOR, s * 0.2), number), w - 8, max(FLOOR, s * 0.2))
        band = max(s * (0.34 if small else 0.28), fs * 1.35)
        return svg(w, h, tile_back(w, h)
                   + f'<rect x="2.5" y="{h - band - 2.5:.1f}" width="{w - 5:.1f}" height="{band:.1f}" rx="3" fill="{main}" stroke="#f4ead2" stroke-width="1.2"/>'
                   + text(w / 2, h - 2.5 - band / 2 + fs * 0.36, label, fs, head_ink))
    stroke = max(1.4, s * 0.035)
    head, fs = fit(name_to_fit(type_name, w - 6, FLOOR), w - 6, max(FLOOR, s * (0.22 if small else 0.17)))
    band = max(s * (0.3 if small else 0.27), fs * 1.4)
    body = [
        f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="{s * 0.09:.1f}" fill="{tint}" stroke="{main}" stroke-width="{stroke:.1f}"/>',
        f'<path d="M1 {band:.1f}V{s * 0.09 + 1:.1f}Q1 1 {s * 0.09 + 1:.1f} 1H{w - s * 0.09 - 1:.1f}Q{w - 1:.1f} 1 {w - 1:.1f} {s * 0.09 + 1:.1f}V{band:.1f}z" fill="{main}"/>',
        text(w / 2, band / 2 + fs * 0.36 + 0.5, head, fs, head_ink),
    ]
    g = s * (0.4 if small else 0.36)
    gy = band + (h - band) * 0.40 - g / 2
    gx = w / 2 - g / 2 + (s * 0.1 if small and (number or t >= 62) else 0)
    body.append(glyph(type_name, gx, gy, g, main if colour != "white" else "#6e665a", tint))
    mark = s * 0.2  # the colour's shape, at the top left under the band, clear of the number's ring
    body.append(colour_shape(colour, s * 0.06, band + s * (0.03 if small else 0.05), mark))
    if t < 62 and TTYPE[t] == 0 and not small:  # Native Settlement: its one-time effect
        effect = _(NATIVE_EFFECT[TVARIANT[t]]).format(one=dollars(1), two=dollars(2)) if TVARIANT[t] in NATIVE_EFFECT else ""
        ef = fit_font(effect, w - 8, s * 0.15)
        body.append(text(w / 2, h - s * 0.08, effect, ef, "#2f4d1e", minor=True))  # the tooltip says it whole
    if number or t >= 62:
        r = max(s * (0.19 if small else 0.15), FLOOR * 0.78)
        cx, cy = s * 0.08 + r, h - s * 0.07 - r
        # TRANSLATORS: the Town Hall's activation number on its tile: it activates on any number.
        value = str(number) if number else _("any")
        nf = r * 1.35 if number else max(FLOOR, r * 0.85)
        edge = max(1.2, s * 0.03)
        if number:
            body.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#fffdf6" stroke="{main}" stroke-width="{edge:.1f}"/>'
                        + text(cx, cy + nf * 0.36, value, nf, INK))
        else:  # the Town Hall's word ("any", "jede") on a badge as wide as the word
            value, nf = fit(value, w - s * 0.16 - 6, nf)
            pw = max(2 * r, _width(value, nf, True) + 6)
            x0 = s * 0.08
            body.append(f'<rect x="{x0:.1f}" y="{cy - r:.1f}" width="{pw:.1f}" height="{2 * r:.1f}" rx="{r:.1f}" fill="#fffdf6" '
                        f'stroke="{main}" stroke-width="{edge:.1f}"/>' + text(x0 + pw / 2, cy + nf * 0.36, value, nf, INK))
    icons = TICONS[t]
    size = s * (0.26 if small else 0.22)
    for k, icon in enumerate(icons):
        body.append(stock_icon(STOCK[icon], w - s * 0.07 - size * (k + 1) - k * 2, h - s * 0.07 - size, size))
    return svg(w, h, "".join(body))


def name_to_fit(type_name: str, width: float, least: float, number: int = 0) -> str:
    """The building's name (with its activation number, if given), or a shorter one, whichever fits ``width``
    at a font of at least ``least``."""
    short, tiny = SHORT_NAMES.get(type_name, (type_name, type_name))
    names = [_(type_name), _(short), _(tiny)]
    if number:
        # TRANSLATORS: a building and the die number it activates on, as the board labels it: "Inn 3".
        names = [_("{building} {number}").format(building=name, number=number) for name in names]
    for name in names:
        if fit_font(name, width, 99) >= least:
            return name
    return names[0]  # to be cut with an ellipsis: the tooltip names it whole


def die_svg(value: int, w: float, h: float) -> str:
    s = min(w, h)
    return svg(w, h, f'<rect x="1.5" y="2.5" width="{w - 3:.1f}" height="{h - 3.5:.1f}" rx="{s * 0.18:.1f}" fill="#6b5a44" opacity=".35"/>'
               f'<rect x="1" y="1" width="{w - 3:.1f}" height="{h - 3:.1f}" rx="{s * 0.18:.1f}" fill="#fbf6e8" stroke="#5a4a32" stroke-width="1.3"/>'
               + pips(value, 1, 1, s - 3, "#2b2118"))


def coin_svg(label: str, w: float, h: float) -> str:
    r = min(w, h) / 2 - 1.5
    fs = fit_font(label, r * 1.7, r * 0.62)
    return svg(w, h, f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="#e2b13c" stroke="#8a6414" stroke-width="1.6"/>'
               f'<circle cx="{w / 2:.1f}" cy="{h / 2:.1f}" r="{r * 0.82:.1f}" fill="none" stroke="#b8891f" stroke-width="1.2"/>'
               + text(w / 2, h / 2 + fs * 0.36, label, fs, "#4a3208"))


def population_svg(label: str, w: float, h: float, supply: bool = False) -> str:
    """A population (VP) token: a settler on a round token, and how many."""
    found = re.search(r"\d+", label)
    number = found.group(0) if found else ""
    r = min(w, h) / 2 - 1.5
    cx, cy = w / 2, h / 2
    fill = "#4f7c8a" if not supply else "#3f6571"
    fs = fit_font(number, r * 1.5, r * 0.78)
    person = (f'<circle cx="{cx:.1f}" cy="{cy - r * 0.68:.1f}" r="{r * 0.11:.1f}" fill="#f3ead6"/>'
              f'<path d="M{cx - r * 0.2:.1f} {cy - r * 0.42:.1f}Q{cx:.1f} {cy - r * 0.66:.1f} {cx + r * 0.2:.1f} {cy - r * 0.42:.1f}z" fill="#f3ead6"/>')
    ring = "" if not supply else f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.86:.1f}" fill="none" stroke="#f3ead6" stroke-width="1" stroke-dasharray="3 2"/>'
    return svg(w, h, f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="#223a42" stroke-width="1.6"/>{ring}'
               + person + text(cx, cy + fs * 0.3, number, fs, "#ffffff") + text(cx, cy + r * 0.72, _("VP"), r * 0.24, "#dfe9ea", minor=True))


def marker_svg(w: float, h: float) -> str:
    s = min(w, h)
    cx, cy = w / 2, h / 2
    word, size = fit(_("1st"), s - 4, max(FLOOR, s * 0.33))
    r = max(s * 0.3, _width(word, size, True) / 2 + 2)  # the disc holds the word ("先手" is wider than "1st")
    return svg(w, h, star_path(cx, cy + 1, s / 2 - 1, "#6d4f10", 0.4, 6) + star_path(cx, cy, s / 2 - 1.5, "#e6b93b", 1, 6)
               + f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#f7df8c" stroke="#8a6414"/>'
               + text(cx, cy + size * 0.36, word, size, "#4a3208"))


def card_back(w: float, h: float) -> str:
    s = min(w, h)
    return svg(w, h, f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#7a2e22" stroke="#3e160f" stroke-width="1.5"/>'
               f'<rect x="5" y="5" width="{w - 10:.1f}" height="{h - 10:.1f}" rx="3" fill="none" stroke="#e9c98f" stroke-width="1" opacity=".7"/>'
               + star_path(w / 2, h / 2, s * 0.22, "#e9c98f", 0.8))


def given_names() -> dict[str, str]:
    """Each character's given name (the English one) in the current language ("Scarlett": 史嘉蕾): where a
    name is written without spaces, the card breaks it between the given name and the epithet."""
    # TRANSLATORS: a character's given name alone, as it stands in the character's whole name ("史嘉蕾" in
    # "酒館老闆娘史嘉蕾"): the card breaks the whole name there.
    return {
        "Zebedee": pgettext("given name", "Zebedee"),
        "Trent": pgettext("given name", "Trent"),
        "Scarlett": pgettext("given name", "Scarlett"),
        "Michelle": pgettext("given name", "Michelle"),
        "Merle": pgettext("given name", "Merle"),
        "Nakoma": pgettext("given name", "Nakoma"),
        "Royce": pgettext("given name", "Royce"),
        "Jake": pgettext("given name", "Jake"),
        "Irving": pgettext("given name", "Irving"),
        "Jesse": pgettext("given name", "Jesse"),
        "Josephine": pgettext("given name", "Josephine"),
        "Wen": pgettext("given name", "Wen"),
    }


def name_parts(name: str, english: str) -> tuple[str, str] | None:
    """A name written without spaces (Chinese, Japanese) as (given name, epithet), split where the given name
    of ``english`` ("Scarlett the Saloon Owner") stands in it; None where it does not."""
    given = next((g for en, g in given_names().items() if en in english.split()), None)
    if not given or given == name or " " in name or "," in name:
        return None
    if name.endswith(given):
        return given, name[: -len(given)].strip(" \u30fb\u00b7")
    if name.startswith(given):
        return given, name[len(given):].strip(" \u30fb\u00b7")
    return None


def name_lines(name: str) -> tuple[str, str]:
    """A character's name on two lines: "Zebedee" over "the Land Owner"; else at the first ", " ("Zebedee,"
    over "der Landbesitzer"), space or hyphen; a name written without spaces (Chinese, Japanese) in two
    halves, the first the longer."""
    first, _the, rest = name.partition(" the ")
    if rest:
        return first, "the " + rest
    for mark, keep in ((", ", ","), (" ", ""), ("-", "-")):
        if mark in name:
            head, tail = name.split(mark, 1)
            return head + keep, tail
    if len(name) > 4 and all(ord(c) >= 0x2E80 for c in name):
        cut = (len(name) + 1) // 2
        return name[:cut], name[cut:]
    return name, ""


def character_english(art: str) -> str:
    """A character card's English name ("Scarlett the Saloon Owner"), from its art key ("empresario/character/3")."""
    number = art.rsplit("/", 1)[-1]
    characters = data().characters
    return characters[int(number) - 1].name if number.isdigit() and 0 < int(number) <= len(characters) else ""


def character_svg(name: str, w: float, h: float, english: str = "") -> str:
    """A character card: a silhouette in a hat, the first name, and the title (``name``: the card's name as
    the layout labels it, in the current language; "Zebedee the Land Owner" is drawn "Zebedee" over "the Land
    Owner"; a name written without spaces splits at its given name, 史嘉蕾 over 酒館老闆娘, with ``english``,
    the card's English name; other names as :func:`name_lines` splits them)."""
    first, title = name_parts(name, english) or name_lines(name)
    landscape = w > h * 1.6
    body = [f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="6" fill="#f1e2bd" stroke="#6e4f2a" stroke-width="1.6"/>',
            f'<rect x="4" y="4" width="{w - 8:.1f}" height="{h - 8:.1f}" rx="4" fill="none" stroke="#b8955c" stroke-width=".8"/>']
    if landscape:  # a portrait on the left: a portrait on the left, the name on the right
        r = h * 0.27
        cx, cy = 7 + r, h / 2
        body.append(hat_figure(cx, cy, r))
        tx = cx + r + 5
        width = w - tx - 6
        first, f1 = fit(first, width, max(FLOOR, h * 0.25))
        f2 = h * 0.17
        one = fit_font(title, width, f2, bold=False)
        lines = [title] if one >= f2 * 0.8 else wrap_to(title, width, f2)[:2]
        f2 = min(f2, one) if len(lines) == 1 else f2
        top = h / 2 - (f1 + len(lines) * f2 * 1.1) / 2 + f1 * 0.8
        body.append(text(tx, top, first, f1, INK, anchor="start", family=SERIF))
        for k, line in enumerate(lines):
            body.append(text(tx, top + f1 * 0.35 + (k + 1) * f2 * 1.1, line, f2, "#5a4128", "normal", "start", minor=True))
    elif h < 70:  # half a panel slot while choosing: the name and the title only
        first, f1 = fit(first, w - 8, 13)
        lines = wrap_to(title, w - 8, 9.5)[:2]
        body.append(text(w / 2, h * 0.36 + f1 * 0.3, first, f1, INK, family=SERIF))
        for k, line in enumerate(lines):
            body.append(text(w / 2, h * 0.36 + f1 * 0.3 + (k + 1) * 11, line, 9.5, "#5a4128", "normal", minor=True))
    else:
        r = w * 0.2
        body.append(hat_figure(w / 2, h * 0.3, r))
        first, f1 = fit(first, w - 8, max(FLOOR, h * 0.2))
        body.append(text(w / 2, h * 0.66, first, f1, INK, family=SERIF))
        for k, line in enumerate(wrap_to(title, w - 8, h * 0.14)[:2]):
            body.append(text(w / 2, h * 0.66 + f1 * 0.9 + k * h * 0.15, line, h * 0.14, "#5a4128", "normal", minor=True))
    return svg(w, h, "".join(body))


def hat_figure(cx: float, cy: float, r: float) -> str:
    return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#d9bf8a" stroke="#6e4f2a" stroke-width="1"/>'
            f'<circle cx="{cx:.1f}" cy="{cy + r * 0.05:.1f}" r="{r * 0.28:.1f}" fill="#5a4128"/>'
            f'<path d="M{cx - r * 0.55:.1f} {cy + r * 0.85:.1f}Q{cx:.1f} {cy + r * 0.2:.1f} {cx + r * 0.55:.1f} {cy + r * 0.85:.1f}z" fill="#5a4128"/>'
            f'<path d="M{cx - r * 0.62:.1f} {cy - r * 0.2:.1f}H{cx + r * 0.62:.1f}" stroke="#3b2c1a" stroke-width="{r * 0.12:.1f}" stroke-linecap="round"/>'
            f'<path d="M{cx - r * 0.3:.1f} {cy - r * 0.2:.1f}L{cx - r * 0.25:.1f} {cy - r * 0.62:.1f}H{cx + r * 0.25:.1f}L{cx + r * 0.3:.1f} {cy - r * 0.2:.1f}z" fill="#3b2c1a"/>')


def wrap_to(value: str, width: float, size: float, most: int = 99) -> list[str]:
    """``value`` in lines no wider than ``width`` at ``size`` (Unicode's line breaking, games/text_fit.py); a
    word wider than a line, or lines past ``most``, cut with an ellipsis."""
    return text_fit.fit(value, width, size, size, _width, False, most).lines


def wanted_svg(obj: int, metal: str, w: float, h: float) -> str:
    """A wanted poster: gold or silver, its name, its condition and its VP."""
    card = WANTED[obj]
    vp = card.gold_vp if metal == "gold" else card.silver_vp
    edge, badge = ("#b48a1c", "#e7c04a") if metal == "gold" else ("#8b9197", "#c9ced3")
    if h < 50:  # a small card in a player's panel: VP badge and name
        r = h / 2 - 2
        name, f = fit(_(card.name), w - 2 * r - 14, 12)
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="4" fill="#f4e6c3" stroke="{edge}" stroke-width="2"/>'
                   f'<circle cx="{4 + r:.1f}" cy="{h / 2:.1f}" r="{r:.1f}" fill="{badge}" stroke="{edge}"/>'
                   + text(4 + r, h / 2 + r * 0.45, str(vp), r * 1.25, INK)
                   + text(2 * r + 10, h / 2 + f * 0.36, name, f, INK, anchor="start", family=SERIF))
    body = [f'<rect x="1" y="1" width="{w - 2:.1f}" height="{h - 2:.1f}" rx="5" fill="#f4e6c3" stroke="{edge}" stroke-width="3"/>',
            f'<rect x="5" y="5" width="{w - 10:.1f}" height="{h - 10:.1f}" rx="3" fill="none" stroke="#9c7a45" stroke-width=".8"/>',
            text(w / 2 - 14, 21, _("WANTED"), 15, "#5a2d12", family=SERIF)]
    r = 13.0
    body.append(f'<circle cx="{w - r - 6:.1f}" cy="{r + 5:.1f}" r="{r:.1f}" fill="{badge}" stroke="{edge}" stroke-width="1.5"/>'
                + text(w - r - 6, r + 5 + 2, str(vp), 13, INK) + text(w - r - 6, r + 5 + 10, _("VP"), 6.5, INK, minor=True))
    name, f = fit(_(card.name), w - 16, 13)
    body.append(text(w / 2, 40, name, f, INK, family=SERIF))
    lines = wrap_to(_(card.text), w - 14, 10, 3)
    for k, line in enumerate(lines):  # the condition: its tooltip, and the magnifier, have it whole
        body.append(text(w / 2, 54 + k * 11.5, line, 10, "#4a3826", "normal", minor=True))
    if metal == "silver":  # the strip that shows below the gold card (clear of the text above)
        strip, size = fit(_("Silver: {vp} VP").format(vp=vp), w - 14, 11, FLOOR, False)
        body.append(text(w / 2, h - 6.5, strip, size, "#4a4f55", "normal"))
    return svg(w, h, "".join(body))
