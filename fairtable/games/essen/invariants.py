"""Invariants of a sound state, checked after every step of self-play: every component in exactly one
place, money conserved with the bank, VP never negative, bag and track limits respected."""

from __future__ import annotations

from collections import Counter

from fairtable.games.essen.data import data
from fairtable.games.essen.numbers import BAG_SPACES, LAST_ROUND, MONEY_SUPPLY, POPULARITY_MAX, TRACK_SPACES
from fairtable.games.essen.state import OVER, EssenState


def _once(what: str, places: list[int], expected: range | list[int], out: list[str]) -> None:
    counts = Counter(places)
    for item in expected:
        if counts.get(item, 0) != 1:
            out.append(f"{what} {item} is in {counts.get(item, 0)} places")
    extra = set(counts) - set(expected)
    if extra:
        out.append(f"unknown {what}s {sorted(extra)}")


def broken_invariants(s: EssenState) -> list[str]:
    d = data()
    out: list[str] = []
    n = s.players
    tiles = list(s.storage) + [t for t in s.pallet if t >= 0] + [t for t in range(len(d.tiles)) if s.at_stand[t]] + list(s.removed)
    for p in range(n):
        tiles += s.bag[p] + s.trunk[p]
    _once("tile", tiles, range(len(d.tiles)), out)
    cards = list(s.deck) + s.discard + s.common + s.pending
    for p in range(n):
        cards += s.hand[p] + s.draft[p]
    _once("wish card", cards, range(len(d.wish_cards)), out)
    tokens = list(s.event_pool) + s.event_used + [p for p in s.preorder if p >= 0]
    for t, ev in enumerate(s.tile_event):
        if ev >= 0:
            tokens.append(ev)
            if not (s.at_stand[t] or t in s.pallet):
                out.append(f"event {ev} lies on tile {t}, which is neither on a stand nor on the pallet")
    _once("event token", tokens, [i for i, e in enumerate(d.events) if s.promo or not e.promo], out)
    if sum(s.money) + s.bank != MONEY_SUPPLY:
        out.append(f"money not conserved: players {sum(s.money)} + bank {s.bank} != {MONEY_SUPPLY}")
    for p in range(n):
        if s.money[p] < 0:
            out.append(f"player {p} has negative money")
        if s.vp[p] < 0:
            out.append(f"player {p} has negative VP")
        if s.vp[p] != sum(s.vp_parts[p]):
            out.append(f"player {p}: VP {s.vp[p]} differs from its breakdown")
        if len(s.bag[p]) > BAG_SPACES:
            out.append(f"player {p} carries {len(s.bag[p])} games")
        if not 0 <= s.action_pos[p] <= TRACK_SPACES - len(s.bag[p]):
            out.append(f"player {p}: action meeple {s.action_pos[p]} runs into the bag")
        if not set(s.hand_public[p]) <= set(s.hand[p]):
            out.append(f"player {p}: a public card is not in the hand")
    if not all(0 <= x <= POPULARITY_MAX for x in s.popularity):
        out.append(f"popularity out of range: {s.popularity}")
    if s.bank < 0:
        out.append("the bank is negative")
    if not 1 <= s.round <= LAST_ROUND:
        out.append(f"round {s.round} out of 1..{LAST_ROUND}")
    if s.phase == OVER and not s.fire and s.round != LAST_ROUND:
        out.append(f"the game ended after round {s.round}")
    if len(s.rankings) not in (0, 3) or (s.family and s.rankings):
        out.append(f"{len(s.rankings)} ranking cards in play")
    return out
