""""Phase 2: Income": what each store brings its owner, the stores of one icon counted ("Store Card
Description": a store with two icons counts as one of them).
"""

from __future__ import annotations

from fairtable.engine.seats import seat_token
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
from fairtable.games.marche.data import IconIncome
from fairtable.games.marche.state import MarcheState, side_index
from fairtable.i18n import _


def icon_count(s: MarcheState, seat: int, bit: int, dual_as: int = 0) -> int:
    """Stores showing the icon. A store with two icons (Grocery) counts as one of them ("Store Card
    Description"): as ``dual_as`` when given, else as whichever icon is asked."""
    n = 0
    for c in s.sections[seat]:
        if c >= 0:
            m = T.SIDE_ICONS[side_index(s, c)]
            if m & bit and (not dual_as or m == bit or dual_as == bit):
                n += 1
    return n


def income_of(s: MarcheState, seat: int) -> tuple[list[tuple[int, bool, int, int, int, int]], int, int, int]:
    """One seat's income before the caps: per store with a customer or an income of its own (card,
    advanced, customers, coins, wood, VP) and the totals. A store with two icons (Grocery) counts as one of them ("Store Card
    Description"): with both a crossed-tools and a hammer income store (Food Court and DIY Store) it
    counts for the one that pays the owner more (``T.DUAL_ICON_INCOME``)."""
    rows: list[tuple[int, bool, int, int, int, int]] = []
    icon_stores: list[tuple[int, int, IconIncome]] = []
    for card in s.sections[seat]:
        if card < 0:
            continue
        side = T.SIDES[side_index(s, card)]
        assert side is not None
        n = sum(1 for c in s.store_cust[card] if c >= 0)
        f, per = side.flat_income, side.per_customer
        row = (card, s.advanced[card], n, f.coins + n * per.coins, f.wood + n * per.wood, f.vp + n * per.vp)
        if side.per_customer_icon is not None and n:
            icon_stores.append((len(rows), n, side.per_customer_icon))
        if n or row[3] or row[4] or row[5]:
            rows.append(row)
    if icon_stores:
        coins = sum(r[3] for r in rows)
        wood = sum(r[4] for r in rows)
        best: tuple[int, list[tuple[int, int]]] = (-1, [])
        for dual_as in _dual_choices(s, seat):
            extra = []
            for _, n, ic in icon_stores:
                amount = n * (icon_count(s, seat, T.ICON_BIT[ic.icon], dual_as) // ic.every)
                extra.append((amount, 0) if ic.resource == "coins" else (0, amount))
            ec, ew = sum(x[0] for x in extra), sum(x[1] for x in extra)
            got = (min(NUM.COIN_CAP, s.coins[seat] + coins + ec) - s.coins[seat]
                   + min(NUM.WOOD_CAP, s.wood[seat] + wood + ew) - s.wood[seat])
            if got > best[0]:
                best = (got, extra)
        for (i, _, _), (ec, ew) in zip(icon_stores, best[1], strict=True):
            card, adv, n, c, w, v = rows[i]
            rows[i] = (card, adv, n, c + ec, w + ew, v)
    return rows, sum(r[3] for r in rows), sum(r[4] for r in rows), sum(r[5] for r in rows)


def why_icon_income_is_nothing(s: MarcheState, seat: int) -> dict[int, str]:
    """Per store that pays by the owner's stores of one icon (Food Court, DIY Store) and whose customers
    bring nothing: the rule and the count ("1 coin a customer for every 2 crossed-tools stores, and Seat 1
    has 1")."""
    out = {}
    for card in s.sections[seat]:
        if card < 0:
            continue
        side = T.SIDES[side_index(s, card)]
        assert side is not None
        ic = side.per_customer_icon
        if ic is None:
            continue
        bit = T.ICON_BIT[ic.icon]
        count = icon_count(s, seat, bit)
        if count // ic.every == 0:
            values = {"every": ic.every, "icon": _(W.ICON_WORDS[bit]), "seat": seat_token(seat), "count": count}
            if ic.resource == "coins":
                text = _("it pays 1 coin a customer for every {every} {icon} stores, and {seat} has {count}")
            else:
                text = _("it pays 1 wood a customer for every {every} {icon} stores, and {seat} has {count}")
            out[card] = text.format(**values)
    return out


def _dual_choices(s: MarcheState, seat: int) -> tuple[int, ...]:
    """The icons a store with two icons may count as for this seat (the seat's own two-icon store), in the
    order ``T.DUAL_ICON_INCOME`` prefers on a tie; ``(0,)`` when the seat has none."""
    for c in s.sections[seat]:
        if c >= 0:
            m = T.SIDE_ICONS[side_index(s, c)]
            if m & (m - 1):
                return tuple(b for b in T.DUAL_ICON_INCOME if m & b)
    return (0,)
