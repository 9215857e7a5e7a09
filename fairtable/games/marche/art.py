"""Animal Marche's art as SVG: the cards (store cards on a section, in the market and the edge of one under
its pile; public facilities in the supply and lying on their two plaza cells; ads, goals and proprietors),
the tokens (coin, wood, round and start player), and the pieces they are drawn of: the palette, text
measured to fit, the little glyphs (coin, wood, VP star, customer, worker, owner, the store icons). The
printed board is drawn in ``board.py``.

Every text is set to fit its card (:class:`Type`) at ``FLOOR`` or larger, so a card is
readable where a laptop shows the board; where a card has less room than it has to say, it leaves out what
the piece's tooltip tells anyway (the Japanese name first, then an extra effect line), never a letter.

No Qt here: the board (``view.py``) finds a font with Japanese glyphs and hands in how wide a text is in
the font the SVG renderer draws it in (:data:`Measure`; without one, an estimate); without a Japanese font,
the Japanese names are left out rather than drawn as boxes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape, unescape

from fairtable.games import text_fit
from fairtable.games.marche import data as T
from fairtable.games.marche.data import Ad, Facility, Goal, Proprietor, StoreSide
from fairtable.games.marche.geometry import (
    FAC_FOOT,
    FAC_HEAD,
    LAPTOP_FIT,
)
from fairtable.games.svg import svg
from fairtable.i18n import N_, _, pgettext

# The readability floor in the board's units: no text a player must read is smaller (8 px on a laptop).
FLOOR = round(text_fit.FLOOR_PX / LAPTOP_FIT, 1)

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
    """Text set to fit: the largest size from ``size`` down to ``FLOOR`` at which it fits a width, and
    lines broken between words where one line is too narrow. Never an ellipsis: what does not fit at the
    smallest size is left for the card to drop (a Japanese name, an extra line) or to wrap."""

    def __init__(self, measure: Measure | None = None) -> None:
        self.measure = measure or estimate

    def width(self, markup: str, size: float, bold: bool = False) -> float:
        return self.measure(plain(markup), size, bold)

    def fit(self, markup: str, width: float, size: float, bold: bool = False) -> float | None:
        """The size ``markup`` fits ``width`` at (at most ``size``), or None below ``FLOOR``."""
        need = self.width(markup, size, bold)
        if need <= width:
            return size
        smaller = size * width / need
        return smaller if smaller >= FLOOR else None

    def lines(self, text: str, width: float, size: float, bold: bool = False, most: int = 3) -> tuple[list[str], float] | None:
        """``text`` broken into the fewest lines (at most ``most``) that fit ``width``, and the size they are
        set at (the largest from ``size`` down to ``FLOOR``); None when it cannot fit. Lines break the
        boards' one way (``games/text_fit.py``: Unicode's line breaking)."""
        for count in range(1, most + 1):
            for s in (size, (size + FLOOR) / 2, FLOOR):
                lines = text_fit.lines(text, width, s, self._plain_measure, bold, count)
                if lines is not None:
                    return lines, s
        return None

    def set(self, text: str, width: float, size: float, bold: bool = False, most: int = 3,
            short: str | None = None) -> tuple[list[str], float]:
        """Like :meth:`lines`, never failing: else with its long words broken where ``HYPHENS`` says (a
        hyphen at the line's end), else ``short``, its short form from the catalog (:func:`short_names`),
        else cut with an ellipsis at ``FLOOR`` (the piece's tooltip, and the magnifier, have it whole)."""
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
        fitted = text_fit.fit(short or text, width, size, FLOOR, self._plain_measure, bold, most)
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
    return svg(w, h, f'<g transform="scale({w / 40:.4f},{h / 44:.4f})">{body}</g>')  # drawn on a 40x44 grid


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


# -- the cards ------------------------------------------------------------------------------------------

D = T.D
NAME = 12.5  # card names
BODY = 12.0  # what a card does

# Short forms of the proprietors' abilities for their cards (the full text is the piece's tooltip).
ABILITY_SHORT = {
    "alen": N_("+3\u25cf when you build, move or remove a facility"),
    "meister": N_("Sell twice; +2\u25ae for each sale"),
    "leon": N_("Pay 2\u25cf instead of 1\u25ae to build"),
    "orlando": N_("+1\u25cf when a rival enters your store"),
    "toby": N_("Rearrange your stores each round"),
    "morgan": N_("First store: any store you like"),
    "vanessa": N_("Hire the gray worker for 5\u25cf"),
}


def markup(message: str, **values: object) -> str:
    """A translated message as card markup: its words escaped, then the values (glyph markup) put in."""
    return escape(_(message), quote=False).format(**values)


def lines_of(text: str, glyphs: dict[str, Glyph] | None = None) -> list[list[Part]]:
    """Markup broken into a card's lines at each newline, ``{name}`` placeholders left in it drawn as the
    named glyphs: "{n} rivals\u2019\n{worker}{worker}\nin yours"."""
    out: list[list[Part]] = []
    for line in text.split("\n"):
        parts: list[Part] = []
        for i, piece in enumerate(re.split(r"\{(\w+)\}", line)):
            if i % 2:
                parts.append((glyphs or {})[piece])
            elif piece:
                parts.append(piece)
        out.append(parts)
    return out


# -- lines of text and glyphs ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Glyph:
    """A little picture inside a line of text: a customer, a rival's worker, an owner, a store that earns
    coins, a store icon, a customer seat or a worker seat."""

    kind: str

    def width(self, size: float) -> float:
        return size * (0.95 if self.kind in ("seat", "wseat") else 1.15)

    def draw(self, x: float, y: float, size: float) -> str:
        s = size * 1.1
        top = y - size * 0.92
        if self.kind == "customer":
            return customer_glyph(x, top, s)
        if self.kind == "worker":
            return worker_glyph(x + 1, top - 0.5, s + 1)
        if self.kind == "owner":
            return owner_glyph(x, top, s)
        if self.kind == "coin_store":
            return store_glyph(x, top, s)
        if self.kind == "seat":
            r = size * 0.38
            return (f'<circle cx="{x + r + 0.5:.1f}" cy="{y - size * 0.36:.1f}" r="{r:.1f}" fill="#fff8e6" '
                    'stroke="#6b4f2a" stroke-width="1.1"/>')
        if self.kind == "wseat":
            a = size * 0.72
            return (f'<rect x="{x + 0.5:.1f}" y="{y - size * 0.72:.1f}" width="{a:.1f}" height="{a:.1f}" rx="1.5" '
                    'fill="#e3d3b3" stroke="#6d5a3a" stroke-width="1.1"/>')
        return icon_svg(self.kind, x, top, s)


Part = str | Glyph
CUSTOMER, WORKER, OWNER = Glyph("customer"), Glyph("worker"), Glyph("owner")


class Lines:
    """Lines made of text (markup) and glyphs, measured and drawn."""

    def __init__(self, type_: Type) -> None:
        self.type = type_

    def width(self, parts: Sequence[Part], size: float, bold: bool = False) -> float:
        return sum(p.width(size) if isinstance(p, Glyph) else self.type.width(p, size, bold) for p in parts)

    def fit(self, parts: Sequence[Part], width: float, size: float, bold: bool = False) -> float | None:
        need = self.width(parts, size, bold)
        if need <= width:
            return size
        smaller = size * width / need
        return smaller if smaller >= FLOOR else None

    def draw(self, parts: Sequence[Part], x: float, y: float, size: float, colour: str, bold: bool = False,
             anchor: str = "middle", minor: bool = False) -> str:
        """The line with its baseline at ``y``, centred on ``x`` (or starting there, or ending there)."""
        total = self.width(parts, size, bold)
        left = x - total / 2 if anchor == "middle" else x - total if anchor == "end" else x
        out = []
        for p in parts:
            if isinstance(p, Glyph):
                out.append(p.draw(left, y, size))
                left += p.width(size)
            else:
                out.append(txt(left, y, p, size, colour, "bold" if bold else "normal", "start", minor=minor))
                left += self.type.width(p, size, bold)
        return "".join(out)


def store_vp(side: StoreSide) -> list[Part]:
    """The VP a store scores (lower right of the card)."""
    r = side.vp
    if r.what == "none" or r.per == 0:
        return [f"{r.base}{VP_G}"]
    every = f"{r.every}" if r.every > 1 else ""
    # TRANSLATORS: a store card's VP badge: VP per {n} ads held ({n} is empty for every ad).
    what: list[Part] = {"coins": [f"{every}{COIN_G}"], "wood": [f"{every}{WOOD_G}"], "ads": [markup("{n}ad", n=every)],
                        "coin_stores": [Glyph("coin_store")]}[r.what]
    if r.base > 0:
        return [f"{r.base}+{r.per}{VP_G}/", *what]
    if r.base < 0:
        return [f"{r.per}{VP_G}/", *what, f"\u2212{-r.base}"]
    return [f"{r.per}{VP_G}/", *what]


def store_effect(side: StoreSide) -> list[list[Part]]:
    """What the store does, as short lines (the tooltip has the full text)."""
    out: list[list[Part]] = []
    pc = gains(side.per_customer.coins, side.per_customer.wood, side.per_customer.vp)
    if pc:
        out.append([CUSTOMER, f"\u2009{pc}"])
    if side.per_customer_icon is not None:
        i = side.per_customer_icon
        g = COIN_G if i.resource == "coins" else WOOD_G
        # TRANSLATORS: on a store card: 1 coin (or wood) per {n} stores of the icon drawn after it.
        out.append([CUSTOMER, markup("\u20091{resource} per {n}", resource=g, n=i.every if i.every > 1 else ""),
                    Glyph(i.icon)])
    fi = gains(side.flat_income.coins, side.flat_income.wood, side.flat_income.vp)
    if fi:
        out.append([markup("income: {gains}", gains=fi)])
    ob = gains(side.on_build.coins, side.on_build.wood, side.on_build.vp)
    if ob:
        out.append([markup("built: {gains}", gains=ob)])
    if side.hire_all:
        out.append([markup("built: hire all")])
    sold = gains(side.on_sale.coins, side.on_sale.wood, side.on_sale.vp)
    if sold:
        out.append([markup("sold: {gains}", gains=sold)])
    if side.discount.coins or side.discount.wood:
        less = [f"\u2212{n}{g}" for n, g in ((side.discount.coins, COIN_G), (side.discount.wood, WOOD_G)) if n]
        out.append([markup("build {discount}", discount=" ".join(less))])
    return out


def goal_condition(goal: Goal) -> list[list[Part]]:
    """A goal's condition in a few short lines (the tooltip has the rulebook's words)."""
    # The lines of a goal card, each message broken into lines at its newlines; {worker}, {icon}, {tools},
    # {hammer} and {bell} are drawn as pictures.
    c = goal.condition
    k, n = c.kind, c.n
    keep = {name: "{" + name + "}" for name in ("worker", "icon", "tools", "hammer", "bell")}
    if k == "coins":
        text = markup("hold\n{n}{coin}", n=n, coin=COIN_G)
    elif k == "wood":
        text = markup("hold\n{n}{wood}", n=n, wood=WOOD_G)
    elif k == "sections":
        text = markup("{n}\nsections\nbuilt", n=n)
    elif k == "advanced":
        text = markup("an Adv.\nstore") if n == 1 else markup("{n} Adv.\nstores", n=n)
    elif k == "ads":
        text = markup("hold\nan Ad") if n == 1 else markup("hold\n{n} Ads", n=n)
    elif k == "facilities_built":
        text = markup("build a\nfacility") if n == 1 else markup("build {n}\nfacilities", n=n)
    elif k == "special":
        text = markup("a\nSpecial\nstore")
    elif k == "visitors":
        text = markup("{n} rivals\u2019\n{worker}{worker}\nin yours", n=n, **keep)
    elif k == "sold":
        text = markup("sell {n}\nstores", n=n)
    elif k == "two_advanced_only":
        text = markup("only 2\nstores,\nall Adv.")
    elif k == "icon":
        text = markup("{n}\u2009{icon}\nstores", n=n, **keep)
    else:
        text = markup("{tools}{hammer}{bell}\nstores", **keep)
    return lines_of(text, {"worker": WORKER, "icon": Glyph(c.icon or "bell"), "tools": Glyph("tools"),
                           "hammer": Glyph("hammer"), "bell": Glyph("bell")})


def band(w: float, h: float, colour: str, radius: float = 6) -> str:
    """A card's coloured head, ``h`` tall."""
    return (f'<path d="M1 {radius + 1}a{radius} {radius} 0 0 1 {radius} -{radius}h{w - 2 - 2 * radius}'
            f'a{radius} {radius} 0 0 1 {radius} {radius}v{h - radius - 1:.1f}h-{w - 2}z" fill="{colour}"/>')


def frame(w: float, h: float, colour: str, fill: str = "#fffdf6", width: float = 2.2, radius: float = 6) -> str:
    return (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="{radius}" fill="{fill}" stroke="{colour}" '
            f'stroke-width="{width}"/>')


class CardArt:
    """The cards drawn for one board; ``ja_family`` is a font family with Japanese glyphs, or None;
    ``measure`` gives text widths in the board's font (an estimate without one)."""

    def __init__(self, ja_family: str | None, measure: Measure | None = None) -> None:
        self.ja_family = ja_family
        self.type = Type(measure)
        self.lines = Lines(self.type)

    # -- pieces of cards -----------------------------------------------------------------------------------

    def ja(self, text: str, x: float, y: float, size: float, colour: str = INK, weight: str = "normal",
           anchor: str = "middle") -> str:
        """Japanese text in a font that has its glyphs, or nothing when the machine has none."""
        if not self.ja_family or not text:
            return ""
        return txt(x, y, escape(text), size, colour, weight, anchor, f"{self.ja_family}")

    def ja_size(self, text: str, width: float, size: float = BODY) -> float | None:
        """The size a Japanese name fits ``width`` at (its glyphs are square), or None: leave it out."""
        if not self.ja_family or not text:
            return None
        fits = min(size, width / max(1, len(text)))
        return fits if fits >= FLOOR else None

    def second_name(self, en: str, ja: str) -> str:
        """The rulebook's Japanese name drawn under a card's name, or "" when the name shown is that already
        (the Japanese catalog gives the rulebook's names)."""
        return "" if _(en) == ja else ja

    def name(self, msgid: str, width: float, size: float = NAME, most: int = 3) -> tuple[list[str], float]:
        """A card's name (``msgid`` in the catalog) in the fewest lines that fit, else its short form, else
        cut with an ellipsis (the tooltip has it whole)."""
        return self.type.set(_(msgid), width, size, True, most, short_names().get(msgid))

    def badge(self, parts: Sequence[Part], right: float, bottom: float, colour: str = VP) -> tuple[str, float]:
        """A VP badge ending at ``right`` with its bottom at ``bottom``; and its width."""
        size = self.lines.fit(parts, 200, BODY, True) or BODY
        w = self.lines.width(parts, size, True) + 8
        out = (f'<rect x="{right - w:.1f}" y="{bottom - 15:.1f}" width="{w:.1f}" height="15" rx="6" fill="#e8f4e4" '
               f'stroke="{colour}" stroke-width="1"/>' + self.lines.draw(parts, right - w / 2, bottom - 3.8, size, "#1b4d1e", True))
        return out, w

    # -- store cards ---------------------------------------------------------------------------------------

    def store(self, art: str, w: float, h: float) -> str:
        """A store card: on a board section (its seats drawn beside it), in the market (its seats shown on
        it), or the edge of a card under the top of its pile."""
        key = art.split("/")[2]
        advanced = art.endswith("/advanced")
        st = next(s for s in D.stores if s.key == key)
        side = st.advanced if advanced and st.advanced is not None else st.basic
        colour = SPECIAL if st.kind == "special" else ADVANCED if advanced else BASIC
        if h < 10:  # the edge of a card under the top of its pile
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{colour}" stroke="#fff" stroke-width="0.6"/>')
        on_section = h >= 90  # on a board its seats are drawn beside it; in the market they are shown on it
        # The icons stand at the left of the name band on a section where the bottom left holds the
        # renovation cost (or the Advanced mark); else at the bottom left.
        low_left = on_section and (st.renovation is not None or advanced)
        icon = 13.0
        name_left = 4 + (icon + 2 if low_left else 0)
        name_w = w - name_left - 4
        names, size = self.name(side.name_en, name_w)
        ja = self.ja_size(self.second_name(side.name_en, side.name_ja), name_w)
        effects = store_effect(side)
        if on_section:
            rows = effects
            if side.worker_seats:
                visit = gains(side.visitor.coins, side.visitor.wood, side.visitor.vp) or "\u2013"
                own = gains(side.owner.coins, side.owner.wood, side.owner.vp) or "\u2013"
                rows = rows + [[WORKER, f"\u2009{visit}\u2003", OWNER, f"\u2009{own}"]]
        else:
            seats: list[Part] = [Glyph("seat")] * side.customer_seats + [Glyph("wseat")] * side.worker_seats
            first = effects[0] if effects else []
            merged = seats + ([" "] if seats and first else []) + first
            if self.lines.fit(merged, w - 8, BODY) is not None:
                rows = [merged] + effects[1:]
            else:
                rows = [seats] + effects
        line = BODY * LINE + 0.5
        # The bottom: the renovation cost (basic side) or the Advanced mark, or the icons, at the left; the VP
        # badge at the right, or on a line of its own above when the two do not fit side by side.
        vp = store_vp(side)
        low: list[Part] = []
        if low_left and advanced:
            low = [markup("Adv.")]
        elif low_left and st.renovation is not None:
            low = [f"\u21bb{gains(st.renovation.coins, st.renovation.wood, sep=chr(0x2009))}"]
        low_w = self.lines.width(low, BODY, True) if low else (0 if low_left else len(side.icons) * (icon + 1))
        badge_up = low_w + self.lines.width(vp, BODY, True) + 8 + 12 > w
        raised = line + 3 if badge_up else 0

        def height(ja_shown: bool, count: int) -> float:
            head = 3 + len(names) * size * LINE + (line if ja_shown else 0) + 2
            if low_left:
                head = max(head, 3 + len(side.icons) * (icon + 1) + 2)
            return head + 2 + count * line + raised + 18

        shown_ja, count = ja is not None, len(rows)
        while height(shown_ja, count) > h and (shown_ja or count > 1):
            if shown_ja:
                shown_ja = False
            elif on_section and side.worker_seats and count == len(rows) and count > 2:
                rows = rows[:-2] + rows[-1:]  # an extra effect line goes before the worker seat's line
                count -= 1
            else:
                count -= 1
        head = height(shown_ja, count) - (2 + count * line + raised + 18)
        out = [frame(w, h, colour), band(w, head, colour)]
        cx = name_left + name_w / 2
        y = 3 + size * 0.95
        for text in names:
            out.append(txt(cx, y, escape(text), size, "#fff", "bold"))
            y += size * LINE
        if shown_ja and ja is not None:
            out.append(self.ja(side.name_ja, cx, y - size * LINE + line, ja, "#fff"))
        y = head + 2 + BODY
        for parts in rows[:count]:
            fit = self.lines.fit(parts, w - 8, BODY) or FLOOR
            out.append(self.lines.draw(parts, w / 2, y, fit, "#1d1d1d"))
            y += line
        out.append(self.badge(vp, w - 4, h - 19 if badge_up else h - 3)[0])
        if low_left:
            for i, name in enumerate(side.icons):
                out.append(icon_svg(name, 3, 3 + i * (icon + 1), icon))
            if low:
                out.append(self.lines.draw(low, 4, h - 5.5, BODY, ADVANCED if advanced else "#4a3f2c", True, "start"))
        else:
            for i, name in enumerate(side.icons):
                out.append(icon_svg(name, 4 + i * (icon + 1), h - 4 - icon, icon))
        return svg(w, h, "".join(out))

    # -- public facilities ---------------------------------------------------------------------------------

    def facility(self, art: str, w: float, h: float) -> str:
        """A public facility: a card of the supply, the edge of one under its pile, or a card lying on its
        two plaza cells (``w`` or ``h`` two cells long)."""
        parts = art.split("/")  # marche/facility/<key>/<players>; without the count, the card's own cost
        f = next(x for x in D.facilities if x.key == parts[2])
        cost = f.cost_for(int(parts[3])) if len(parts) > 3 else f.cost
        colour = FACILITY.get(f.key, "#888")
        if min(w, h) < 10:
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{colour}" stroke="#fff" stroke-width="0.6"/>')
        price = f"{gains(cost.coins, cost.wood)} \u2192 {f.vp}{VP_G}"
        if max(w, h) < 180:  # a card of the supply: name, cost and VP, effect
            names, size = self.name(f.name_en, w - 8, BODY, 2)
            head = 3 + len(names) * size * LINE + 2
            out = [frame(w, h, colour, "#fffaf2", 2.2, 5), band(w, head, colour, 5)]
            y = 3 + size * 0.95
            for text in names:
                out.append(txt(w / 2, y, escape(text), size, "#fff", "bold"))
                y += size * LINE
            y = head + BODY + 0.5
            out.append(txt(w / 2, y, price, self.lines.fit([price], w - 6, BODY, True) or FLOOR, "#1d1d1d", "bold"))
            effect = escape(_(FACILITY_SHORT[f.effect]))
            out.append(txt(w / 2, y + BODY * LINE, effect, self.lines.fit([effect], w - 6, BODY) or FLOOR, "#4a3f2c"))
            return svg(w, h, "".join(out))
        return self._facility_on_plaza(f, w, h, colour, price)

    def _facility_on_plaza(self, f: Facility, w: float, h: float, colour: str, price: str) -> str:
        """The card lying on its two cells: a name band along the top, the cost, VP and effect along the
        bottom, the customers standing between; a dashed line parts the two cells."""
        across = w > h
        d = "h" if across else "v"
        head, foot = FAC_HEAD[d], FAC_FOOT[d]
        out = [f'<rect x="1.5" y="1.5" width="{w - 3}" height="{h - 3}" rx="8" fill="#fffaf2" fill-opacity="0.93" '
               f'stroke="{colour}" stroke-width="3"/>', band(w, head, colour, 8),
               f'<path d="M2 {h - foot:.1f}h{w - 4}v{foot - 9:.1f}a7 7 0 0 1 -7 7h-{w - 18}a7 7 0 0 1 -7 -7z" '
               f'fill="{colour}" fill-opacity="0.18"/>']
        if across:
            out.append(f'<path d="M{w / 2:.1f} {head + 3:.1f}V{h - foot - 3:.1f}" stroke="{colour}" stroke-width="1.5" '
                       'stroke-dasharray="5 4"/>')
            name_w = self.type.width(escape(_(f.name_en)), 13, True)
            ja = self.ja_size(self.second_name(f.name_en, f.name_ja), w - name_w - 30)
            out.append(txt(10, head - 7, escape(_(f.name_en)), 13, "#fff", "bold", "start"))
            if ja is not None:
                out.append(self.ja(f.name_ja, 10 + name_w + 10, head - 7, ja, "#fff", "normal", "start"))
            # The effect in full, else its short form (as on the supply's card), else the price alone.
            for effect in (f"{price} \u00b7 {escape(_(FACILITY_EFFECT[f.effect]))}",
                           f"{price} \u00b7 {escape(_(FACILITY_SHORT[f.effect]))}", price):
                size = self.lines.fit([effect], w - 12, BODY, True)
                if size is not None:
                    break
            out.append(txt(w / 2, h - 6, effect, size or FLOOR, "#1d1d1d", "bold"))
        else:
            out.append(f'<path d="M{head - 20:.1f} {h / 2:.1f}H{w - head + 20:.1f}" stroke="{colour}" stroke-width="1.5" '
                       'stroke-dasharray="5 4"/>')
            names, size = self.name(f.name_en, w - 10, 13, 2)
            ja = self.ja_size(self.second_name(f.name_en, f.name_ja), w - 10)
            y = 4 + size * 0.95 + (0 if ja is not None or len(names) > 1 else 6)
            for text in names:
                out.append(txt(w / 2, y, escape(text), size, "#fff", "bold"))
                y += size * LINE
            if ja is not None and len(names) < 3:
                out.append(self.ja(f.name_ja, w / 2, min(y + 1, head - 5), ja, "#fff"))
            out.append(txt(w / 2, h - foot + 14, price, self.lines.fit([price], w - 8, BODY, True) or FLOOR, "#1d1d1d", "bold"))
            effect = escape(_(FACILITY_SHORT[f.effect]))
            out.append(txt(w / 2, h - 7, effect, self.lines.fit([effect], w - 8, BODY) or FLOOR, "#4a3f2c"))
        return svg(w, h, "".join(out))

    # -- ads -------------------------------------------------------------------------------------------

    def ad(self, ad: Ad, w: float, h: float) -> str:
        """An ad on display (name, Japanese name, the cost it runs at), or one a player holds (a chip)."""
        if w < 60:
            return svg(w, h, frame(w, h, "#0d4450", AD, 1.5, 5) + txt(w / 2, h / 2 + 4.5, escape(_("AD")), 13, "#fff", "bold"))
        names, size = self.name(ad.name_en, w - 8, NAME, 2)
        ja = self.ja_size(self.second_name(ad.name_en, ad.name_ja), w - 8)
        line = BODY * LINE + 0.5
        head = 3 + len(names) * size * LINE + (line if ja is not None else 0) + 2
        if head + 17 > h:
            ja, head = None, 3 + len(names) * size * LINE + 2
        out = [frame(w, h, AD, "#f2fafb"), band(w, head, AD)]
        y = 3 + size * 0.95
        for text in names:
            out.append(txt(w / 2, y, escape(text), size, "#fff", "bold"))
            y += size * LINE
        if ja is not None:
            out.append(self.ja(ad.name_ja, w / 2, y - size * LINE + line, ja, "#e6f6f8"))
        runs = markup("runs at {n}{coin}", n=ad.run_cost, coin=COIN_G)
        out.append(txt(w / 2, h - 5, runs, self.lines.fit([runs], w - 6, BODY, True) or FLOOR, "#1d1d1d", "bold"))
        return svg(w, h, "".join(out))

    def ad_back(self, w: float, h: float) -> str:
        return svg(w, h, frame(w, h, "#0d4450", AD, 1.5, 5)
                   + f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="3" fill="none" stroke="#ffffff66"/>'
                   + txt(w / 2, h / 2 + 4.5, escape(_("AD")), 13, "#ffffffdd", "bold"))

    # -- goals -----------------------------------------------------------------------------------------

    def goal_back(self, w: float, h: float) -> str:
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#4b3b63" stroke="#261b36" stroke-width="1.5"/>'
                   f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="3" fill="none" stroke="#ffffff55"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 4:.1f}" fill="none" stroke="#ffffff77" stroke-width="2"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 10:.1f}" fill="#ffffff77"/>')

    def goal(self, goal: Goal, w: float, h: float, achieved: bool = False) -> str:
        """A goal card: its number, what it asks, its VP; ``achieved``: it has scored (revealed when
        achieved, or counted at the end), marked by a gold frame and a check badge so it does not look
        like one still to do; else a goal revealed at the end of the game says "end"."""
        minor = goal.size == "minor"
        colour = GOAL_MINOR if minor else GOAL_MAJOR
        head = 15.0
        out = [frame(w, h, colour, "#fffdf6", 2, 5), band(w, head, colour, 5)]
        if self.ja_family:  # 小目標 / 大目標 and the number, as wide as the card allows
            kanji, number = "小目標" if minor else "大目標", str(goal.number)
            px = min(BODY, (w - 2) / (3 + self.type.width(number, 1)))
            left = (w - px * 3 - self.type.width(number, px)) / 2
            out.append(self.ja(kanji, left, head - 3, px, "#fff", "bold", "start"))
            out.append(txt(left + 3 * px, head - 3, number, px, "#fff", "normal", "start"))
        else:
            label = markup("Min {n}", n=goal.number) if minor else markup("Maj {n}", n=goal.number)
            out.append(txt(w / 2, head - 3.3, label, self.lines.fit([label], w - 4, BODY, True) or FLOOR, "#fff", "bold"))
        lines = goal_condition(goal)
        # The "end" tag beside the VP at the bottom: the word, or an hourglass where the word does not fit
        # beside the VP (the tooltip says it is revealed at the end).
        vp = f"{goal.vp}{VP_G}"
        end = markup("end")
        tag_w = self.type.width(end, FLOOR, True) + 6
        if 4 + self.type.width(vp, 13, True) + 4 + tag_w > w - 3:
            end, tag_w = "", 16.0
        step = (h - head - 17 - 2) / max(3, len(lines))
        y = head + 1 + step * 0.5 + BODY * 0.4 + (step * (3 - len(lines)) / 2 if len(lines) < 3 else 0)
        for parts in lines:
            # A word too long for this small card at the floor (German, a few CJK lines) is set smaller, never
            # past the card's edge; it is then minor text (the tooltip and the magnifier say it whole).
            size = self.lines.fit(parts, w - 4, BODY)
            small = size is None
            if small:
                size = BODY * (w - 4) / max(1.0, self.lines.width(parts, BODY))
            out.append(self.lines.draw(parts, w / 2, y, size, "#1d1d1d", minor=small))
            y += step
        out.append(txt(4, h - 4.5, vp, 13, "#1b4d1e", "bold", "start"))
        if achieved:  # the check badge takes the corner of the "end" tag: when it is revealed no longer matters
            out.append(f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="4" fill="none" stroke="{ACHIEVED}" '
                       'stroke-width="2.5"/>'
                       f'<circle cx="{w - 10:.1f}" cy="{h - 10:.1f}" r="7" fill="{ACHIEVED}" stroke="#5a4300" '
                       'stroke-width="1"/>'
                       f'<path d="M{w - 13.5:.1f} {h - 9.8:.1f}l2.4 2.5 4.6-5" fill="none" stroke="#3d2e00" '
                       'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>')
        elif goal.reveal == "end":  # revealed at the end of the game (the others when achieved)
            x, y = w - 3 - tag_w, h - 16
            out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{tag_w:.1f}" height="13" rx="3" fill="#5d4037"/>'
                       + (txt(x + tag_w / 2, y + 10.3, end, FLOOR, "#fff", "bold") if end else
                          f'<path d="M{x + 4:.1f} {y + 2:.1f}h8l-4 4.5 4 4.5h-8l4-4.5z" fill="#fff"/>'))
        return svg(w, h, "".join(out))

    # -- proprietors -----------------------------------------------------------------------------------

    def proprietor(self, prop: Proprietor, w: float, h: float) -> str:
        colour = "#6d4c41"
        ja = self.ja_size(self.second_name(prop.name_en, prop.name_ja), w - 8)
        line = BODY * LINE + 0.5
        head = 3 + NAME * LINE + (line if ja is not None else 0) + 1
        text = _(ABILITY_SHORT.get(prop.key, prop.ability))
        room = int((h - head - 3) // line)
        set_ = self.type.lines(text, w - 6, BODY, False, max(1, room))
        if set_ is None and ja is not None:  # the ability first: the Japanese name goes
            ja, head = None, 3 + NAME * LINE + 1
            set_ = self.type.lines(text, w - 6, BODY, False, max(1, int((h - head - 3) // line)))
        lines, size = set_ if set_ is not None else self.type.set(text, w - 6, BODY, False, max(1, room))
        out = [frame(w, h, colour, "#fff8ee", 2), band(w, head, colour),
               txt(w / 2, 3 + NAME * 0.95, escape(_(prop.name_en)), NAME, "#fff", "bold")]
        if ja is not None:
            out.append(self.ja(prop.name_ja, w / 2, 3 + NAME * LINE + line - 2, ja, "#fff"))
        y = head + 2 + size * 0.95 + max(0.0, (h - head - 4 - len(lines) * size * LINE) / 2)
        for ln in lines:
            out.append(txt(w / 2, y, escape(ln).replace("\u25cf", COIN_G).replace("\u25ae", WOOD_G), size, "#2d2418"))
            y += size * LINE
        return svg(w, h, "".join(out))
