"""The art of Animal Marche's tokens and the pieces of drawing its cards are made of, as SVG: the palette,
text that is measured to fit, the little glyphs (coin, wood, VP star, customer, worker, owner, the store
icons) and the coin, wood, round and start player tokens. The cards themselves are drawn by
``cards.py``.

No Qt here: the board (``view.py``) hands in how wide a text is in the font the SVG renderer draws it in
(:data:`Measure`); without one, an estimate. No text is drawn smaller than ``geometry.TEXT_MIN``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape, unescape

from fairtable.games import text_fit
from fairtable.games.marche.geometry import TEXT_MIN
from fairtable.i18n import N_, _, pgettext

# -- palette ----------------------------------------------------------------------------------------------
INK = "#3a3326"
PAPER = "#fbf6ea"
BOARD_WOOD = "#ecd9b4"
PLAZA = "#d9c9a3"
COBBLE = "#f1e6cc"
COIN = "#d9a21b"
WOOD = "#8b5a2b"
VP = "#2e7d32"
BASIC = "#2f6db3"
ADVANCED = "#8a3f8f"
SPECIAL = "#e07b1f"
AD = "#1f7a8c"
GOAL_MINOR = "#4f8a3c"
GOAL_MAJOR = "#6b4c9a"
ACHIEVED = "#e0a800"  # the frame and check badge of a goal that has scored (gold: the minor goals are green)
FACILITY = {"cenotaph": "#7d786c", "temporary_stage": "#c94f66", "construction_site": "#d49a1c"}
FACILITY_EFFECT = {"unchanged": N_("cells unchanged"), "double": N_("2 customers a cell"), "empty": N_("no customers")}
FACILITY_SHORT = {"unchanged": N_("unchanged"), "double": N_("2 per cell"), "empty": N_("no customers")}
ICON_COLOUR = {"tools": "#6d4c41", "hammer": "#455a64", "bell": "#c28e0e"}
COIN_G = f'<tspan fill="{COIN}">\u25cf</tspan>'
WOOD_G = f'<tspan fill="{WOOD}">\u25ae</tspan>'
VP_G = f'<tspan fill="{VP}">\u2605</tspan>'
FONT = "DejaVu Sans"
LINE = 1.12  # line height, in font sizes

# (text, font size, bold) -> its width in scene units, in the font the board's SVG is drawn in.
Measure = Callable[[str, float, bool], float]


def estimate(text: str, size: float, bold: bool) -> float:
    """A text's width without a font at hand: DejaVu Sans averages about 0.6 em a character, bold 0.64."""
    return len(text) * size * (0.64 if bold else 0.6)


def plain(markup: str) -> str:
    """The characters a line of markup shows (for widths)."""
    return unescape(re.sub(r"<[^>]+>", "", markup))


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.1f} {h:.1f}">{body}</svg>')


def txt(x: float, y: float, markup: str, size: float, colour: str = INK, weight: str = "normal",
        anchor: str = "middle", family: str = FONT, minor: bool = False) -> str:
    """One line of text; ``markup`` is escaped already (it may hold coloured tspans); ``minor``: a text the
    card could only hold under the readability floor (the tooltip and the magnifier have it whole)."""
    mark = ' class="minor"' if minor else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:.1f}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="{anchor}"{mark}>{markup}</text>')


# Long words of the cards' names and where they may break (a soft hyphen: "Werbe-" at a line's end, nothing
# inside a line), for a card too narrow for the word whole at the smallest size.
HYPHENS = {
    "Advertising": "Adver|tising", "Convenience": "Conve|nience", "Restaurant": "Restau|rant",
    "Wholesaler": "Whole|saler", "Commercial": "Commer|cial", "Billboard": "Bill|board", "Magazine": "Maga|zine",
    "Newspaper": "News|paper", "Werbeballon": "Werbe|ballon", "Werbeagentur": "Werbe|agentur",
    "Plakatwand": "Plakat|wand", "Traditionslokal": "Tradi|tions|lokal", "Blumenladen": "Blumen|laden",
    "Krankenhaus": "Kranken|haus", "Gemischtwarenladen": "Gemischt|waren|laden",
    "Importwarenladen": "Import|waren|laden", "Holzgroßhandel": "Holz|groß|handel", "Luxusbuffet": "Luxus|buffet",
    "Zeitschriftenanzeige": "Zeit|schriften|anzeige", "Großbaufirma": "Groß|bau|firma",
    "Feinbäckerei": "Fein|bäckerei", "Radiowerbung": "Radio|werbung", "Immobilienbüro": "Immo|bilien|büro",
    "Fernsehwerbung": "Fernseh|werbung", "Holzhandlung": "Holz|handlung", "Provisorische": "Provi|sorische",
    "Schreinerwerkstatt": "Schreiner|werkstatt", "Zeitungsanzeige": "Zeitungs|anzeige",
    "Internetwerbung": "Internet|werbung", "Baumarkt": "Bau|markt", "Holzgroßhändler": "Holz|groß|händler",
}


def short_names() -> dict[str, str]:
    """The cards' names that have a short form in the catalog (context "short"), for a language whose name
    fits no card whole even broken at its hyphens: the short form in the current language (in English, and
    where a language needs none, the name itself)."""
    return {
        # TRANSLATORS: a short form of the facility's name, for its card where the whole name does not fit.
        "Temporary Stage": pgettext("short", "Temporary Stage"),
        # TRANSLATORS: a short form of the ad's name, for its card where the whole name does not fit.
        "Magazine Ad": pgettext("short", "Magazine Ad"),
    }


def hyphenated(text: str) -> str:
    """``text`` with a soft hyphen wherever ``HYPHENS`` lets one of its words break."""
    return " ".join(HYPHENS[w].replace("|", "\u00ad") if w in HYPHENS else w for w in text.split(" "))


class Type:
    """Text set to fit: the largest size from ``size`` down to ``TEXT_MIN`` at which it fits a width, and
    lines broken between words where one line is too narrow. Never an ellipsis: what does not fit at the
    smallest size is left for the card to drop (a Japanese name, an extra line) or to wrap."""

    def __init__(self, measure: Measure | None = None) -> None:
        self.measure = measure or estimate

    def width(self, markup: str, size: float, bold: bool = False) -> float:
        return self.measure(plain(markup), size, bold)

    def fit(self, markup: str, width: float, size: float, bold: bool = False) -> float | None:
        """The size ``markup`` fits ``width`` at (at most ``size``), or None below ``TEXT_MIN``."""
        need = self.width(markup, size, bold)
        if need <= width:
            return size
        smaller = size * width / need
        return smaller if smaller >= TEXT_MIN else None

    def lines(self, text: str, width: float, size: float, bold: bool = False, most: int = 3) -> tuple[list[str], float] | None:
        """``text`` broken into the fewest lines (at most ``most``) that fit ``width``, and the size they are
        set at (the largest from ``size`` down to ``TEXT_MIN``); None when it cannot fit. Lines break the
        boards' one way (``games/text_fit.py``: Unicode's line breaking)."""
        for count in range(1, most + 1):
            for s in (size, (size + TEXT_MIN) / 2, TEXT_MIN):
                lines = text_fit.lines(text, width, s, self._plain_measure, bold, count)
                if lines is not None:
                    return lines, s
        return None

    def set(self, text: str, width: float, size: float, bold: bool = False, most: int = 3,
            short: str | None = None) -> tuple[list[str], float]:
        """Like :meth:`lines`, never failing: else with its long words broken where ``HYPHENS`` says (a
        hyphen at the line's end), else ``short``, its short form from the catalog (:func:`short_names`),
        else cut with an ellipsis at ``TEXT_MIN`` (the piece's tooltip, and the magnifier, have it whole)."""
        got = self.lines(text, width, size, bold, most)
        if got is not None:
            return got
        if hyphenated(text) != text:
            got = self.lines(hyphenated(text), width, size, bold, most)
            if got is not None:
                return got
        short = short if short and short != text else None
        if short:
            got = self.lines(short, width, size, bold, most)
            if got is not None:
                return got
        fitted = text_fit.fit(short or text, width, size, TEXT_MIN, self._plain_measure, bold, most)
        return fitted.lines, fitted.size

    def _plain_measure(self, text: str, size: float, bold: bool) -> float:
        return self.measure(plain(text), size, bold)


def gains(coins: int = 0, wood: int = 0, vp: int = 0, sep: str = " ") -> str:
    """Coins, wood and VP as markup: "2● 1▮"."""
    parts = []
    if coins:
        parts.append(f"{coins}{COIN_G}")
    if wood:
        parts.append(f"{wood}{WOOD_G}")
    if vp:
        parts.append(f"{vp}{VP_G}")
    return sep.join(parts)


# -- glyphs -------------------------------------------------------------------------------------------------


def icon_svg(icon: str, x: float, y: float, s: float) -> str:
    """A store icon (crossed tools, hammer, bell) in a disc of diameter ``s`` at (x, y)."""
    k = s / 20
    colour = ICON_COLOUR.get(icon, "#555")
    head = f'<circle cx="10" cy="10" r="9.5" fill="{colour}" stroke="#fff" stroke-width="1.2"/>'
    if icon == "tools":
        glyph = ('<path d="M5 5l10 10M15 5L5 15" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>'
                 '<path d="M3.5 6.5l3-3M13.5 3.5l3 3" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>')
    elif icon == "hammer":
        glyph = ('<path d="M7 8l7 7" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>'
                 '<path d="M4 7l5-5 3 3-5 5z" fill="#fff"/>')
    else:
        glyph = ('<path d="M10 3.5c-3 0-4.5 2.4-4.5 5v3L4 13.5h12L14.5 11.5v-3c0-2.6-1.5-5-4.5-5z" fill="#fff"/>'
                 '<circle cx="10" cy="15.3" r="1.6" fill="#fff"/>')
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">{head}{glyph}</g>'


def customer_glyph(x: float, y: float, s: float, fill: str = "#f7e9c9", stroke: str = "#6b4f2a") -> str:
    """A customer's head (a little animal) of size ``s`` with its top-left corner at (x, y)."""
    k = s / 24
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">'
            f'<circle cx="5" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="19" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="12" cy="13.5" r="9.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="8.5" cy="12.5" r="1.6" fill="{stroke}"/><circle cx="15.5" cy="12.5" r="1.6" fill="{stroke}"/></g>')


def worker_glyph(x: float, y: float, s: float, fill: str = "#8d8d8d") -> str:
    """A worker (a meeple) of height ``s``: a rival's worker that enters the store."""
    k = s / 44
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})"><path d="M20 2c5 0 8 3.5 8 8 0 3-1.5 5-3 '
            '6.5 5 1 13 3.5 13 8 0 3-4 3-8 2.5l5 13.5c.5 1.5-.5 2.5-2 2.5h-8l-5-9-5 9H7c-1.5 0-2.5-1-2-2.5L10 27c-4 '
            f'.5-8 .5-8-2.5 0-4.5 8-7 13-8-1.5-1.5-3-3.5-3-6.5 0-4.5 3-8 8-8z" fill="{fill}" stroke="#333" '
            'stroke-width="2.5" stroke-linejoin="round"/></g>')


def owner_glyph(x: float, y: float, s: float) -> str:
    """A little store front of height ``s``: what the store's owner gets."""
    k = s / 20
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">'
            '<path d="M2 8l9-6 9 6v11H2z" fill="#c9a66b" stroke="#5a4322" stroke-width="1.6" stroke-linejoin="round"/>'
            '<rect x="8" y="11" width="6" height="8" fill="#5a4322"/></g>')


def store_glyph(x: float, y: float, s: float, fill: str = COIN) -> str:
    """A store that earns coins (the Buffet counts them): a store front with a coin on it."""
    k = s / 20
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">'
            '<path d="M1 8l9.5-6 9.5 6v11H1z" fill="#fff8e6" stroke="#5a4322" stroke-width="1.6" stroke-linejoin="round"/>'
            f'<circle cx="10.5" cy="13" r="4.5" fill="{fill}" stroke="#7a5a00" stroke-width="1"/></g>')


# -- tokens -------------------------------------------------------------------------------------------------


def customer_svg(w: float, h: float, fill: str = "#f7e9c9", stroke: str = "#6b4f2a") -> str:
    """An animal customer: a round-eared head on a little body."""
    body = (f'<path d="M9 42c0-10 4-16 11-16s11 6 11 16z" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="10.5" cy="7.5" r="5" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="29.5" cy="7.5" r="5" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="20" cy="16" r="11" fill="{fill}" stroke="{stroke}" stroke-width="1.8"/>'
            f'<circle cx="10.5" cy="7.5" r="2.2" fill="#e7b9a4"/><circle cx="29.5" cy="7.5" r="2.2" fill="#e7b9a4"/>'
            f'<circle cx="16" cy="15" r="1.5" fill="{stroke}"/><circle cx="24" cy="15" r="1.5" fill="{stroke}"/>'
            f'<ellipse cx="20" cy="19.5" rx="2.2" ry="1.5" fill="{stroke}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" viewBox="0 0 40 44">'
            f"{body}</svg>")


def round_marker_svg(w: float, h: float) -> str:
    return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="#2f5d3a" stroke="#10281a" stroke-width="1.5"/>'
               + txt(w / 2, h / 2 + 4.5, escape(_("R")), 13, "#fff", "bold"))


def start_marker_svg(w: float, h: float) -> str:
    return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="7" fill="#b3261e" stroke="#5e120e" stroke-width="1.5"/>'
               + txt(w / 2, h / 2 + 4.5, escape(_("1st")), 14, "#fff", "bold"))


def coins_svg(w: float, h: float, label: str) -> str:
    """A player's coins: a gold disc with the amount."""
    return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="{COIN}" stroke="#7a5a00" stroke-width="1.8"/>'
               f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 4.5}" fill="none" stroke="#f6d77a" stroke-width="1.2"/>'
               + txt(w / 2, h / 2 + 6, escape(label), 17, "#3b2a00", "bold"))


def wood_svg(w: float, h: float, label: str) -> str:
    """A player's wood: a plank with the amount."""
    return svg(w, h, f'<rect x="1.5" y="3" width="{w - 3}" height="{h - 6}" rx="7" fill="{WOOD}" stroke="#4a2d10" stroke-width="1.8"/>'
               f'<path d="M6 9h{w - 12:.0f}M6 {h - 9:.0f}h{w - 12:.0f}" stroke="#a9743f" stroke-width="1.2"/>'
               + txt(w / 2, h / 2 + 6, escape(label), 17, "#fff", "bold"))
