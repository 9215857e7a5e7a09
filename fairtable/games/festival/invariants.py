"""The festival game's invariants: what must hold in every state (the tests and self-play check them)."""

from __future__ import annotations

from fairtable.games.festival.actions import VOUCHER_ITEM
from fairtable.games.festival.data import tables
from fairtable.games.festival.numbers import BANK_START, CELL_FIELD, MAINSTAGE_LEVEL, START_CASH
from fairtable.games.festival.state import (
    AFTER,
    BUY,
    CLAIM,
    DEBT,
    OFFER,
    OVER,
    PROPOSE,
    TURN,
    FestivalState,
)


def invariants(s: FestivalState) -> list[str]:
    """Money conserved across players, pot and bank; each property owned at most once; Buden counts
    consistent and even; every card in exactly one place; nothing negative."""
    t = tables()
    bad: list[str] = []
    n = s.players
    total = sum(s.cash) + s.pot + s.bank
    if total != n * START_CASH + BANK_START:
        bad.append(f"money not conserved: {total - n * START_CASH - BANK_START:+}")
    if min(s.cash) < 0 or s.pot < 0 or s.bank < 0:
        bad.append("negative money")
    for f in range(40):
        o, lv = s.owner[f], s.level[f]
        if not t.is_property[f]:
            if o != -1 or lv or s.mortgaged[f]:
                bad.append(f"field {f} is not a property but has an owner or buildings")
            continue
        if not -1 <= o < n or (o >= 0 and s.bankrupt[o]):
            bad.append(f"field {f} has a bad owner {o}")
        if s.mortgaged[f] and (o < 0 or lv):
            bad.append(f"field {f} mortgaged without owner or with buildings")
        if lv:
            members = t.members_of[f]
            if t.kind[f] != "festival" or not 0 < lv <= MAINSTAGE_LEVEL:
                bad.append(f"field {f} has level {lv}")
            if any(s.owner[g] != o or s.mortgaged[g] for g in members):
                bad.append(f"field {f} built without the whole unmortgaged group")
            if max(s.level[g] for g in members) - min(s.level[g] for g in members) > 1:
                bad.append(f"group of field {f} built unevenly")
    for d, cards in enumerate(t.deck_cards):
        held = [t.voucher_card[d] for v in s.vouchers for x in v if x == d]
        if sorted(s.deck[d] + s.discard[d] + tuple(held)) != list(range(len(cards))):
            bad.append(f"deck {t.deck_ids[d]} lost or doubled a card")
    for p in range(n):
        if not 0 <= s.pos[p] < 40 or (s.in_cell[p] and s.pos[p] != CELL_FIELD):
            bad.append(f"seat {p} stands on a bad field")
        if s.bankrupt[p] and (s.cash[p] or s.vouchers[p] or p in s.owner):
            bad.append(f"bankrupt seat {p} still holds something")
    if s.phase != OVER and s.bankrupt[s.actor]:
        bad.append("a bankrupt seat is to act")
    if s.debt is None and s.debt_offers:
        bad.append("sale offers left for a debt that is not open")
    if s.landing is not None and s.phase != CLAIM:
        bad.append("a field waits to be settled outside a claim")
    seen: set[tuple[int, int, int, bool]] = set()
    for frm, to, item, _price, buying, *_rest in s.refused:
        item_known = item in t.properties or 0 <= item - VOUCHER_ITEM < len(t.deck_cards)
        if not (0 <= frm < n and 0 <= to < n and frm != to and item_known):
            bad.append(f"a refused offer names bad seats or item: {frm}, {to}, {item}")
        if (frm, to, item, buying) in seen:
            bad.append(f"a refused offer is recorded twice: {frm}, {to}, {item}")
        seen.add((frm, to, item, buying))
    if s.phase not in (TURN, AFTER, BUY, DEBT, PROPOSE, OFFER, CLAIM, OVER):
        bad.append(f"stuck in phase {s.phase}")
    return bad
