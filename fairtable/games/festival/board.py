"""The festival game's printed board: the ground, the middle of the board and a seat's open panel, as SVG the
view places under the pieces (``view.py``). The ring's fields and the pieces are drawn in ``art.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fairtable.games.boxes import Box
from fairtable.games.festival import ids
from fairtable.games.festival.art import DECK_INK, FLOOR, GROUP_FILL, INK, FestivalArt, icon, txt
from fairtable.games.festival.data import tables
from fairtable.games.festival.geometry import RING, D
from fairtable.games.festival.words import deck_name
from fairtable.games.svg import shade, svg
from fairtable.i18n import _

INNER = Box(D, D, RING - 2 * D, RING - 2 * D)  # the festival ground inside the ring
GROUND = "#e3e6c8"  # the festival ground in the middle of the ring


def ground_svg() -> str:
    """The ring's dark ground and the festival ground inside it."""
    return svg(RING, RING, (
        f'<rect x="0" y="0" width="{RING}" height="{RING}" fill="#3a3326"/>'
        f'<rect x="{D}" y="{D}" width="{INNER.width}" height="{INNER.height}" fill="{GROUND}"/>'
    ))

def centre_svg(plan: Mapping[str, Box], crowd: Sequence[tuple[float, float, str, str]],
               bank: Sequence[tuple[float, float, int]]) -> str:
    """The middle of the board: the title, the decks, the Glückskloake, the dice, the supply, Crowd Control
    with a dashed place for each seat (``crowd``: its top-left corner, the seat's colour and its mark, the
    initial written in the place so that colour is not all that tells whose it is), the Bank with a
    place for each festival card (``bank``: its top-left corner and the festival) and the Mauscheln table."""
    t = tables()
    ox, oy = INNER.left, INNER.top
    w, h = INNER.width, INNER.height

    def local(zid: str) -> tuple[float, float, float, float]:
        r = plan[zid]
        return r.left - ox, r.top - oy, r.width, r.height

    def box(zid: str, fill: str = "#fffaf0", stroke: str = "#b7a98c", dash: bool = False) -> str:
        x, y, bw, bh = local(zid)
        d = ' stroke-dasharray="5 3"' if dash else ""
        return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw:.1f}" height="{bh:.1f}" rx="7" fill="{fill}" '
                f'stroke="{stroke}" stroke-width="1.4"{d}/>')

    def caption(zid: str, text: str, colour: str = INK, dx: float = 0.0, size: float = 11) -> str:
        x, y, bw, _h = local(zid)
        return txt(x + bw / 2 + dx, y - 6, text, size, colour, True)

    body = [
        # Stage lights over the ground, then the title.
        f'<path d="M40 0L{w / 2 - 60:.0f} 150H{w / 2 - 140:.0f}z" fill="#fff8d0" opacity=".35"/>',
        f'<path d="M{w - 40:.0f} 0L{w / 2 + 60:.0f} 150H{w / 2 + 140:.0f}z" fill="#fff8d0" opacity=".35"/>',
        f'<rect x="{w / 2 - 210:.0f}" y="12" width="420" height="44" rx="8" fill="#2b2233" stroke="#f4cf2a" stroke-width="2.5"/>',
        txt(w / 2, 44, _("Agents Of Empire").upper(), 27, "#f4cf2a", True),
    ]
    for d, deck in enumerate(t.deck_ids):
        name = deck_name(d)
        ink = DECK_INK[deck]
        x, y, _w, bh = local(ids.deck(deck))
        dx, dy, dw, dh = local(ids.discard(deck))
        body.append(f'<rect x="{x - 5:.1f}" y="{dy - 22:.1f}" width="{dx + dw - x + 10:.1f}" height="{dh + 27:.1f}" '
                    f'rx="9" fill="{shade(ink, 1.82)}" stroke="{ink}" stroke-width="1.6"/>')
        body.append(txt((x + dx + dw) / 2, dy - 7, name, 11, shade(ink, 0.75), True))
        body.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="80" height="{bh:.1f}" rx="7" fill="none" '
                    f'stroke="{ink}" stroke-width="1.2" stroke-dasharray="4 3"/>')
        body.append(f'<rect x="{dx:.1f}" y="{dy:.1f}" width="{dw:.1f}" height="{dh:.1f}" rx="7" fill="none" '
                    f'stroke="{ink}" stroke-width="1.2" stroke-dasharray="4 3"/>')
    # The Glückskloake: the pot in the middle of the board.
    x, y, bw, bh = local(ids.POT)
    body.append(box(ids.POT, "#f7e7a6", "#a8861a"))
    body.append(f'<ellipse cx="{x + bw / 2:.1f}" cy="{y + bh / 2 + 8:.1f}" rx="{bw / 2 - 10:.1f}" ry="{bh / 2 - 18:.1f}" '
                f'fill="#e9cf6a" stroke="#a8861a" stroke-width="1.2"/>')
    body.append(icon("toilet", (x + 4, y + 4, 26, 26)))
    body.append(caption(ids.POT, _("Glückskloake"), "#7a5c00"))
    body.append(box(ids.DICE, "#fffaf0", "#b7a98c", True))
    body.append(box(ids.SUPPLY, "#f1f6e8", "#6f8f57"))
    body.append(caption(ids.SUPPLY, _("Buden \u00b7 Mainstage"), "#3f6a2a"))
    x, y, bw, bh = local(ids.CROWD)
    body.append(box(ids.CROWD, "#fff4ec", "#c2185b"))
    body.append(caption(ids.CROWD, _("Crowd Control"), "#a0144c"))
    for cx, cy, colour, mark in crowd:
        body.append(f'<circle cx="{cx - ox + 13:.1f}" cy="{cy - oy + 13:.1f}" r="12" fill="#fff" stroke="{colour}" '
                    f'stroke-width="1.6" stroke-dasharray="3 2"/>')
        body.append(txt(cx - ox + 13, cy - oy + 18, mark, 14 if len(mark) < 2 else 11, shade(colour, 0.6), True))
    body.append(icon("crowd", (x + bw - 30, y + 3, 26, 26), "#c2185b"))
    body.append(box(ids.BANK, "#f8f2e4", "#8c7f66"))
    body.append(caption(ids.BANK, _("Bank"), INK))
    for sx, sy, f in bank:
        body.append(f'<rect x="{sx - ox:.1f}" y="{sy - oy:.1f}" width="86" height="46" rx="4" fill="none" '
                    f'stroke="{shade(GROUP_FILL[t.group[f] or "brown"], 1.4)}" stroke-width="1" stroke-dasharray="3 2"/>')
    x, y, bw, bh = local(ids.OFFER)
    body.append(box(ids.OFFER, "#fffaf0", "#8c7f66", True))
    body.append(txt(x + 12, y + bh / 2 + 5, _("Mauscheln"), 13, "#8c7f66", True, "start"))
    return svg(w, h, "".join(body))

def panel_svg(art: FestivalArt, p: int, r: Box, plan: Mapping[str, Box], tab: Box | None, name: str, colour: str,
              meeple: str) -> str:
    """Seat ``p``'s open panel in box ``r``: its name (and its token where no tab names it), the places of its
    festival cards and vouchers; ``meeple``: the seat's meeple drawing (the inside of an SVG document)."""
    w, h = r.width, r.height
    deeds, vouchers = plan[ids.deeds(p)], plan[ids.vouchers(p)]
    dx, dy = deeds.left - r.left, deeds.top - r.top
    vx = vouchers.left - r.left
    room = 120 if tab is None else tab.left - r.left - 40
    head, _size = art.fit_lines(name, room, 14, True, 1)
    # TRANSLATORS: the small "Seat 2" beside a player's name on the festival's seat panel
    seat = "" if tab is not None else _("Seat {n}").format(n=p + 1)
    return svg(w, h, (
        f'<rect x="1.5" y="1.5" width="{w - 3:.1f}" height="{h - 3:.1f}" rx="8" fill="#fbf8f1" stroke="{colour}" stroke-width="3"/>'
        f'<rect x="1.5" y="1.5" width="{w - 3:.1f}" height="36" rx="8" fill="{shade(colour, 1.8)}"/>'
        f'<g transform="translate(9,7) scale(0.52)">{meeple}</g>'
        + txt(34, 25, head[0] if head else "", 14, shade(colour, 0.8), True, "start")
        + txt(34 + art.text_width(head[0] if head else "", 14, True) + 6, 25, seat, FLOOR, "#6e604a", False, "start")
        + txt(dx + 2, dy - 2, art.fit(_("Festivals"), vx - dx - 6, FLOOR).lines[0], FLOOR, "#6e604a", True, "start")
        + txt(vx + 2, dy - 2, art.fit(_("Gutscheine"), w - vx - 4, FLOOR, True).lines[0], FLOOR, "#6e604a", True, "start")
    ))
