"""The art of Animal Marche's cards and tokens, as SVG: store cards, public facilities, ads, goals,
proprietors, customers, the coin, wood, round and start player tokens and the store icons, with the palette
the board is drawn in.

No Qt here: the board (``view.py``) finds a font with Japanese glyphs and hands its family to
:class:`CardArt`; without one, the Japanese names are left out rather than drawn as boxes.
"""

from __future__ import annotations

import re
import textwrap
from html import escape

from fairtable.games.marche import tables as T
from fairtable.games.marche.data import Ad, Goal, Proprietor, StoreSide

D = T.D

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
FACILITY_EFFECT = {"unchanged": "cells unchanged", "double": "2 customers a cell", "empty": "no customers"}
ICON_COLOUR = {"tools": "#6d4c41", "hammer": "#455a64", "bell": "#c28e0e"}
COIN_G = f'<tspan fill="{COIN}">\u25cf</tspan>'
WOOD_G = f'<tspan fill="{WOOD}">\u25ae</tspan>'
VP_G = f'<tspan fill="{VP}">\u2605</tspan>'

# Short forms of the proprietors' abilities for their cards (the full text is the piece's tooltip).
ABILITY_SHORT = {
    "alen": "+3 coins when you build, move or remove a facility",
    "meister": "Sell twice; +2 wood for each sale",
    "leon": "2 coins may pay for 1 wood when building",
    "orlando": "+1 coin when others enter your stores",
    "toby": "Rearrange your stores each round",
    "morgan": "First store: any store you like",
    "vanessa": "Hire the gray worker for 5 coins",
}


def svg(w: float, h: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.1f} {h:.1f}">{body}</svg>')


def txt(x: float, y: float, markup: str, size: float, colour: str = INK, weight: str = "normal",
        anchor: str = "middle", family: str = "DejaVu Sans") -> str:
    """One line of text; ``markup`` is escaped already (it may hold coloured tspans)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{family}" font-size="{size:.1f}" font-weight="{weight}" '
            f'fill="{colour}" text-anchor="{anchor}">{markup}</text>')


def fit_size(text: str, width: float, size: float, least: float = 6.5) -> float:
    """A font size at which ``text`` fits ``width`` (DejaVu Sans averages about 0.58 em a character)."""
    need = len(text) * 0.58 * size
    return size if need <= width else max(least, size * width / need)


def wrap_to(text: str, width: float, size: float, lines: int) -> list[str]:
    """Greedy word wrap to a width in scene units at a font size, at most ``lines`` lines (an ellipsis ends
    a text cut short)."""
    chars = max(4, int(width / (0.58 * size)))
    out = textwrap.wrap(" ".join(text.split()), chars, break_long_words=False, break_on_hyphens=False)
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: max(1, chars - 1)].rstrip() + "\u2026"
    return out


def gains(coins: int = 0, wood: int = 0, vp: int = 0) -> str:
    parts = []
    if coins:
        parts.append(f"{coins}{COIN_G}")
    if wood:
        parts.append(f"{wood}{WOOD_G}")
    if vp:
        parts.append(f"{vp}{VP_G}")
    return " ".join(parts)


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


def customer_glyph(x: float, y: float, s: float, fill: str = "#f7e9c9", stroke: str = "#6b4f2a") -> str:
    """A customer's head (a little animal) of size ``s`` with its top-left corner at (x, y)."""
    k = s / 24
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({k:.3f})">'
            f'<circle cx="5" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="19" cy="6" r="4.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="12" cy="13.5" r="9.5" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
            f'<circle cx="8.5" cy="12.5" r="1.6" fill="{stroke}"/><circle cx="15.5" cy="12.5" r="1.6" fill="{stroke}"/></g>')


def round_marker_svg(w: float, h: float) -> str:
    return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="#2f5d3a" stroke="#10281a" stroke-width="1.5"/>'
               + txt(w / 2, h / 2 + 4, "R", 11, "#fff", "bold"))


def start_marker_svg(w: float, h: float) -> str:
    return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="7" fill="#b3261e" stroke="#5e120e" stroke-width="1.5"/>'
               + txt(w / 2, h / 2 - 1, "Start", 10, "#fff", "bold") + txt(w / 2, h / 2 + 10, "player", 8, "#ffe9e6"))


def coins_svg(w: float, h: float, label: str) -> str:
    """A player's coins: a gold disc with the amount."""
    return svg(w, h, f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 1.5}" fill="{COIN}" stroke="#7a5a00" stroke-width="1.8"/>'
               f'<circle cx="{w / 2}" cy="{h / 2}" r="{w / 2 - 5}" fill="none" stroke="#f6d77a" stroke-width="1.2"/>'
               + txt(w / 2, h / 2 + 3, escape(label), 15, "#3b2a00", "bold")
               + txt(w / 2, h / 2 + 13, "coins", 7.5, "#3b2a00"))


def wood_svg(w: float, h: float, label: str) -> str:
    """A player's wood: a plank with the amount."""
    return svg(w, h, f'<rect x="1.5" y="4" width="{w - 3}" height="{h - 8}" rx="7" fill="{WOOD}" stroke="#4a2d10" stroke-width="1.8"/>'
               f'<path d="M6 12h{w - 12:.0f}M6 {h - 12:.0f}h{w - 12:.0f}" stroke="#a9743f" stroke-width="1.2"/>'
               + txt(w / 2, h / 2 + 4, escape(label), 15, "#fff", "bold")
               + txt(w / 2, h / 2 + 13.5, "wood", 7.5, "#f3dcc0"))


def effect_markup(x: float, y: float, line: str, size: float, colour: str, anchor: str, width: float) -> str:
    """One effect line; "customer:" becomes a customer's head (the gain is per customer)."""
    if not line.startswith("customer:"):
        return txt(x, y, line, fit_size(plain(line), width, size, 6.5), colour, "normal", anchor)
    rest = line[len("customer:"):].strip()
    g = size * 1.25
    size = fit_size(plain(rest), width - g - 3, size, 6.5)
    est = g + 3 + len(plain(rest)) * 0.58 * size
    start = x - est / 2 if anchor == "middle" else x
    return customer_glyph(start, y - g * 0.85, g) + txt(start + g + 3, y, rest, size, colour, "normal", "start")


def store_vp_text(side: StoreSide) -> str:
    r = side.vp
    if r.what == "none" or r.per == 0:
        return f"{r.base}{VP_G}"
    what = {"coins": COIN_G, "wood": WOOD_G, "ads": "ad", "coin_stores": f"{COIN_G}store"}[r.what]
    every = f"{r.every}" if r.every > 1 else ""
    if r.base > 0:
        return f"{r.base}+{r.per}{VP_G}/{every}{what}"
    if r.base < 0:
        return f"{r.per}{VP_G}/{every}{what}\u2212{-r.base}"
    return f"{r.per}{VP_G}/{every}{what}"


def store_effect(side: StoreSide) -> list[str]:
    """The card's effect as short lines of markup (the tooltip has the full text)."""
    out = []
    pc = gains(side.per_customer.coins, side.per_customer.wood, side.per_customer.vp)
    if pc:
        out.append(f"customer: {pc}")
    if side.per_customer_icon is not None:
        i = side.per_customer_icon
        g = COIN_G if i.resource == "coins" else WOOD_G
        out.append(f"customer: 1{g} per")
        out.append(f"{i.every} {i.icon} stores" if i.every > 1 else f"{i.icon} store")
    fi = gains(side.flat_income.coins, side.flat_income.wood, side.flat_income.vp)
    if fi:
        out.append(f"income: {fi}")
    ob = gains(side.on_build.coins, side.on_build.wood, side.on_build.vp)
    if ob:
        out.append(f"built: {ob}")
    if side.hire_all:
        out.append("built: hire all")
    sold = gains(side.on_sale.coins, side.on_sale.wood, side.on_sale.vp)
    if sold:
        out.append(f"sold: {sold}")
    if side.discount.coins or side.discount.wood:
        out.append(f"building \u2212{gains(side.discount.coins, side.discount.wood)}")
    return out


def goal_condition(goal: Goal) -> list[str]:
    c = goal.condition
    k, n = c.kind, c.n
    if k == "coins":
        return [f"hold {n}{COIN_G}"]
    if k == "wood":
        return [f"hold {n}{WOOD_G}"]
    if k == "sections":
        return [f"{n} sections", "built"]
    if k == "advanced":
        return ["an Advanced", "store"] if n == 1 else [f"{n} Advanced", "stores"]
    if k == "ads":
        return ["hold an Ad"] if n == 1 else [f"hold {n} Ads"]
    if k == "facilities_built":
        return ["build a", "facility"] if n == 1 else [f"build {n}", "facilities"]
    if k == "special":
        return ["a Special", "store"]
    if k == "visitors":
        return [f"{n} rivals'", "workers in"]
    if k == "sold":
        return [f"sell {n}", "stores"]
    if k == "two_advanced_only":
        return ["just 2 stores,", "both Adv."]
    if k == "icon":
        return [f"{n} {c.icon or ''}", "stores"]
    return ["tools, hammer", "and bell"]


def plain(markup: str) -> str:
    """The characters a line of markup shows (for width estimates)."""
    return re.sub(r"<[^>]+>", "", markup)


class CardArt:
    """The cards drawn for one board; ``ja_family`` is a font family with Japanese glyphs, or None."""

    def __init__(self, ja_family: str | None) -> None:
        self.ja_family = ja_family

    def ja(self, text: str, x: float, y: float, size: float, colour: str = INK, weight: str = "normal",
           anchor: str = "middle") -> str:
        """Japanese text in a font that has its glyphs, or nothing when the machine has none."""
        if not self.ja_family or not text:
            return ""
        return txt(x, y, escape(text), size, colour, weight, anchor, f"{self.ja_family}")

    def store(self, art: str, w: float, h: float) -> str:
        """A store card: on a board section (its seats drawn beside it), in the market (seats on it), or
        the edge of a card under the top of its pile."""
        key = art.split("/")[2]
        advanced = art.endswith("/advanced")
        st = next(s for s in D.stores if s.key == key)
        side = st.advanced if advanced and st.advanced is not None else st.basic
        frame = SPECIAL if st.kind == "special" else ADVANCED if advanced else BASIC
        if h < 10:  # the edge of a card under the top of its pile
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{frame}" stroke="#fff" stroke-width="0.6"/>')
        on_section = h >= 90  # on a board its seats are drawn beside it; in the market they are shown on it
        # The name beside the icons (stacked at the left), on two lines when long, then the Japanese name.
        isz = 13.0
        name_x = 4 + isz + 2
        name_w = w - name_x - 4
        size = fit_size(side.name_en, name_w, 10.5, 6)
        names = [side.name_en]
        if size < 8.5:
            names = wrap_to(side.name_en, name_w, 8.4, 2)
            size = min(9.4, *(fit_size(n, name_w, 9.4, 6) for n in names))
        top = 4 + len(names) * (size + 1.5)
        band = max(top + (13 if self.ja_family else 2), 4 + len(side.icons) * (isz + 1) + 2)
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#fffdf6" stroke="{frame}" stroke-width="2.2"/>',
                f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v{band - 6:.1f}h-{w - 2}z" fill="{frame}"/>']
        for i, line in enumerate(names):
            body.append(txt(name_x + name_w / 2, 4 + (i + 1) * (size + 1.5) - 2, escape(line), size, "#fff", "bold"))
        for i, icon in enumerate(side.icons):
            body.append(icon_svg(icon, 3, 3 + i * (isz + 1), isz))
        body.append(self.ja(side.name_ja, name_x + name_w / 2, top + 10, min(9.6, name_w / max(1, len(side.name_ja))), "#fff"))
        visit = gains(side.visitor.coins, side.visitor.wood, side.visitor.vp)
        own = gains(side.owner.coins, side.owner.wood, side.owner.vp)
        dash = "\u2013"
        effect = store_effect(side)
        if on_section:
            y = band + 13
            for line in effect[:3]:
                body.append(effect_markup(w / 2, y, line, 10, "#1d1d1d", "middle", w - 8))
                y += 12
            if side.worker_seats:
                line = f"visit {visit or dash} \u00b7 owner {own or dash}"
                body.append(txt(w / 2, y, line, fit_size(plain(line), w - 6, 8.8, 6.5), "#4a3f2c"))
        else:
            # Seats: customer seats (circles) and worker seats (squares), then the effect.
            y = band + 13
            x = 5.0
            for _ in range(side.customer_seats):
                body.append(f'<circle cx="{x + 4.2:.1f}" cy="{y - 3.8:.1f}" r="4.2" fill="#fff8e6" stroke="#6b4f2a" stroke-width="1.1"/>')
                x += 10
            for _ in range(side.worker_seats):
                body.append(f'<rect x="{x:.1f}" y="{y - 8:.1f}" width="8.4" height="8.4" rx="1.5" fill="#e3d3b3" stroke="#6d5a3a" stroke-width="1.1"/>')
                x += 10
            x += 3
            for i, line in enumerate(effect[:2]):
                lx = x if i == 0 else 5.0
                body.append(effect_markup(lx, y, line, 9.6, "#1d1d1d", "start", w - lx - 3))
                y += 12
        # Bottom: renovation cost (basic side) and VP.
        by = h - 5.5
        if st.renovation is not None and not advanced:
            r = st.renovation
            body.append(txt(4, by, f"\u21bb{gains(r.coins, r.wood)}", 9, "#4a3f2c", "bold", "start"))
        elif advanced:
            body.append(txt(5, by, "Adv.", 9, ADVANCED, "bold", "start"))
        vp = store_vp_text(side)
        bw = min(w - 46, 10 + len(plain(vp)) * 6)
        body.append(f'<rect x="{w - 4 - bw:.1f}" y="{h - 18:.1f}" width="{bw:.1f}" height="14" rx="6" fill="#e8f4e4" stroke="{VP}" stroke-width="1"/>')
        body.append(txt(w - 4 - bw / 2, h - 7, vp, fit_size(plain(vp), bw - 4, 9.4, 7), "#1b4d1e", "bold"))
        return svg(w, h, "".join(body))

    def facility(self, art: str, w: float, h: float) -> str:
        """A public facility: a card of the supply, the edge of one under its pile, or laid on the plaza."""
        key = art.split("/")[2]
        f = next(x for x in D.facilities if x.key == key)
        colour = FACILITY.get(key, "#888")
        if min(w, h) < 10:
            return svg(w, h, f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="1.5" fill="{colour}" stroke="#fff" stroke-width="0.6"/>')
        vertical = h > w
        L, S = (h, w) if vertical else (w, h)
        if L < 180:  # a card of the supply: name on top, cost, VP and effect below
            name = escape(f.name_en)
            ja_w = len(f.name_ja) * 9 + 6 if self.ja_family else 0
            en_size = fit_size(f.name_en, L - 12 - ja_w, 9.6, 6.5)
            effect = FACILITY_EFFECT[f.effect]
            line = f"{gains(f.cost.coins, f.cost.wood)} \u2192 {f.vp}{VP_G} \u00b7 {escape(effect)}"
            body = [f'<rect x="1" y="1" width="{L - 2}" height="{S - 2}" rx="5" fill="#fffaf2" stroke="{colour}" stroke-width="2.2"/>',
                    f'<path d="M1 6a5 5 0 0 1 5-5h{L - 12}a5 5 0 0 1 5 5v12h-{L - 2}z" fill="{colour}"/>',
                    txt(6, 13.5, name, en_size, "#fff", "bold", "start"),
                    self.ja(f.name_ja, L - 6, 13.5, 9, "#fff", "normal", "end"),
                    txt(L / 2, S - 6.5, line, fit_size(plain(line), L - 8, 8.6, 6.5), "#1d1d1d", "bold")]
            return svg(w, h, "".join(body))
        body = [f'<rect x="1" y="1" width="{L - 2}" height="{S - 2}" rx="6" fill="#fffaf2" stroke="{colour}" stroke-width="2.4"/>',
                f'<rect x="1" y="1" width="{min(L * 0.5, 130):.0f}" height="{S - 2}" rx="6" fill="{colour}"/>']
        head = min(L * 0.5, 130)
        body.append(txt(head / 2, S / 2 - (1 if self.ja_family else -3.5), escape(f.name_en), fit_size(f.name_en, head - 6, 10), "#fff", "bold"))
        body.append(self.ja(f.name_ja, head / 2, S / 2 + 11, 9, "#fff"))
        rest = L - head
        body.append(txt(head + rest / 2, S / 2 - 3, f"{gains(f.cost.coins, f.cost.wood)} \u2192 {f.vp}{VP_G}", 9.5, "#1d1d1d", "bold"))
        body.append(txt(head + rest / 2, S / 2 + 10, escape(FACILITY_EFFECT[f.effect]), fit_size(FACILITY_EFFECT[f.effect], rest - 6, 8), "#4a3f2c"))
        inner = "".join(body)
        if vertical:
            inner = f'<g transform="translate({w:.1f},0) rotate(90)">{inner}</g>'
        return svg(w, h, inner)

    def ad(self, ad: Ad, w: float, h: float) -> str:
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#f2fafb" stroke="{AD}" stroke-width="2.2"/>']
        if w >= 80:
            body.append(f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v18h-{w - 2}z" fill="{AD}"/>')
            body.append(txt(w / 2, 13, escape(ad.name_en), fit_size(ad.name_en, w - 8, 10), "#fff", "bold"))
            body.append(self.ja(ad.name_ja, w / 2, 38, 9.5, "#124e5a"))
            body.append(txt(w / 2, h - 6, f"runs at {ad.run_cost}{COIN_G}", 9.5, "#1d1d1d", "bold"))
        else:
            body.append(f'<rect x="1" y="1" width="{w - 2}" height="12" rx="5" fill="{AD}"/>')
            body.append(txt(w / 2, 10, "AD", 8, "#fff", "bold"))
            lines = wrap_to(ad.name_en, w - 4, 7.5, 3)
            y = 23 if not self.ja_family else 34
            body.append(self.ja(ad.name_ja, w / 2, 25, min(9.0, (w - 4) / max(1, len(ad.name_ja))), "#124e5a"))
            for i, line in enumerate(lines[: 2 if self.ja_family else 3]):
                body.append(txt(w / 2, y + i * 8.5, escape(line), 7.5, "#1d1d1d"))
        return svg(w, h, "".join(body))

    def ad_back(self, w: float, h: float) -> str:
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="{AD}" stroke="#0d4450" stroke-width="1.5"/>'
                   f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="4" fill="none" stroke="#ffffff66"/>'
                   + txt(w / 2, h / 2 + 5, "AD", 14, "#ffffffcc", "bold"))

    def goal_back(self, w: float, h: float) -> str:
        return svg(w, h, f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#4b3b63" stroke="#261b36" stroke-width="1.5"/>'
                   f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="3" fill="none" stroke="#ffffff55"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 4:.1f}" fill="none" stroke="#ffffff77" stroke-width="2"/>'
                   f'<circle cx="{w / 2}" cy="{h / 2}" r="{min(w, h) / 10:.1f}" fill="#ffffff77"/>')

    def goal(self, goal: Goal, w: float, h: float, achieved: bool = False) -> str:
        """A goal card; ``achieved``: it has scored (revealed when achieved, or counted at the end), marked
        by a green frame and a check badge so it does not look like one still to do."""
        size, number = goal.size, goal.number
        colour = GOAL_MINOR if size == "minor" else GOAL_MAJOR
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="5" fill="#fffdf6" stroke="{colour}" stroke-width="2"/>',
                f'<path d="M1 6a5 5 0 0 1 5-5h{w - 12}a5 5 0 0 1 5 5v9h-{w - 2}z" fill="{colour}"/>']
        ja = "小目標" if size == "minor" else "大目標"
        if self.ja_family:
            body.append(self.ja(f"{ja}{number}", w / 2, 12, 9, "#fff", "bold"))
        else:
            body.append(txt(w / 2, 11.5, f"{'Minor' if size == 'minor' else 'Major'} {number}", 8.5, "#fff", "bold"))
        for i, line in enumerate(goal_condition(goal)):
            size = fit_size(plain(line), w - 5, 8, 6)
            body.append(txt(w / 2, 23.5 + i * 9, line if "<tspan" in line else escape(line), size, "#1d1d1d"))
        body.append(txt(4, h - 5, f"{goal.vp}{VP_G}", 9.5, "#1b4d1e", "bold", "start"))
        if achieved:  # the check badge takes the corner of the "end" tag: when it is revealed no longer matters
            body.append(f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="4" fill="none" stroke="{ACHIEVED}" '
                        'stroke-width="2.5"/>'
                        f'<circle cx="{w - 10:.1f}" cy="{h - 10:.1f}" r="7" fill="{ACHIEVED}" stroke="#5a4300" '
                        'stroke-width="1"/>'
                        f'<path d="M{w - 13.5:.1f} {h - 9.8:.1f}l2.4 2.5 4.6-5" fill="none" stroke="#3d2e00" '
                        'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>')
        elif goal.reveal == "end":  # revealed at the end of the game (the others when achieved)
            body.append(f'<rect x="{w - 22:.1f}" y="{h - 13:.1f}" width="19" height="10" rx="3" fill="#5d4037"/>'
                        + txt(w - 12.5, h - 5.3, "end", 7, "#fff", "bold"))
        return svg(w, h, "".join(body))

    def proprietor(self, prop: Proprietor, w: float, h: float) -> str:
        key = prop.key
        colour = "#6d4c41"
        body = [f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="6" fill="#fff8ee" stroke="{colour}" stroke-width="2"/>',
                f'<path d="M1 7a6 6 0 0 1 6-6h{w - 14}a6 6 0 0 1 6 6v{(26 if self.ja_family else 14) - 6}h-{w - 2}z" fill="{colour}"/>',
                txt(w / 2, 12, escape(prop.name_en), 10, "#fff", "bold"),
                self.ja(prop.name_ja, w / 2, 23.5, 9, "#fff")]
        y = 36 if self.ja_family else 26
        for i, line in enumerate(wrap_to(ABILITY_SHORT.get(key, prop.ability), w - 6, 7.6, 4 if not self.ja_family else 3)):
            body.append(txt(w / 2, y + i * 9.2, escape(line), 7.6, "#2d2418"))
        return svg(w, h, "".join(body))
