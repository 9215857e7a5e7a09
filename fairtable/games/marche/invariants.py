"""What must always hold: every component in exactly one place, resources within the tracks."""

from __future__ import annotations

from fairtable.games.marche import data as T
from fairtable.games.marche import ids
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.sections.plaza import capacity
from fairtable.games.marche.state import ON_AD, ON_STORE, OVER, MarcheState

D = T.D


def broken_invariants(s: MarcheState) -> list[str]:
    out: list[str] = []
    geo = T.GEOMETRY[s.players]
    # 20 customers, each in one place.
    places: list[int] = list(s.aside) + list(s.returning)
    for cell in range(16):
        cc = s.cell_cust[cell]
        places.extend(cc)
        if len(cc) > capacity(s, cell):
            out.append(f"cell {ids.cell_name(cell)} holds {len(cc)} customers, more than it may")
    for card in range(T.N_CARDS):
        places.extend(c for c in s.store_cust[card] if c >= 0)
        if s.store_cust[card] and s.owner[card] < 0:
            out.append(f"store card {card} in the play area has customer seats")
    if sorted(places) != list(range(NUM.N_CUSTOMERS)):
        out.append(f"customers not each in one place: {sorted(places)}")
    # Store cards.
    for card in range(T.N_CARDS):
        o = s.owner[card]
        if o >= 0:
            if s.sections[o][s.section_of[card]] != card:
                out.append(f"store card {card} is not in its owner's section")
        elif s.section_of[card] != -1 or s.advanced[card]:
            out.append(f"store card {card} in the play area keeps a section or its advanced side")
    for seat in range(s.players):
        types = [T.CARD_TYPE[c] for c in s.sections[seat] if c >= 0]
        if len(types) != len(set(types)):
            out.append(f"seat {seat} holds two copies of one store")
        for c in s.sections[seat]:
            if c >= 0 and s.owner[c] != seat:
                out.append(f"section of seat {seat} holds card {c} owned by {s.owner[c]}")
        if not 0 <= s.coins[seat] <= NUM.COIN_CAP:
            out.append(f"seat {seat} has {s.coins[seat]} coins")
        if not 0 <= s.wood[seat] <= NUM.WOOD_CAP:
            out.append(f"seat {seat} has {s.wood[seat]} wood")
        if s.vp[seat] != sum(s.vp_src[seat]) or s.vp[seat] < 0:
            out.append(f"seat {seat} VP {s.vp[seat]} does not match its sources")
        for i, loc in enumerate(s.wloc[seat]):
            where = s.wwhere[seat][i]
            if loc == ON_AD and not any(x[0] == seat and x[2] == i for x in s.ad_workers[where]):
                out.append(f"worker {i} of seat {seat} is not on its ad")
            if loc == ON_STORE and s.store_workers[where // 4][where % 4] != seat:
                out.append(f"worker {i} of seat {seat} is not on its store")
        majors = sum(1 for g in s.goals_scored[seat] if D.goals[g].size == "major")
        if majors > 2:
            out.append(f"seat {seat} scored {majors} Major Goals")
    # Facilities.
    for k in range(T.N_FAC):
        sp = s.fac_spot[k]
        cells = [c for c in range(16) if s.fac_at[c] == k]
        if sp < 0 and cells or sp >= 0 and sorted(geo.spots[sp]) != cells:
            out.append(f"facility {k} is not where it says")
    for cell in geo.blocked:
        if s.cell_cust[cell] or s.fac_at[cell] >= 0:
            out.append(f"blocked cell {ids.cell_name(cell)} is used")
    # Ads: each in one place.
    ads = list(s.ad_display) + list(s.ad_deck) + [a for h in s.ads_held for a in h]
    if sorted(ads) != list(range(len(D.ads))):
        out.append(f"ads not each in one place: {sorted(ads)}")
    if len(s.ad_display) > 3:
        out.append("more than 3 ads on display")
    # Goals: each in at most one place.
    goals = [g for g in s.minor if g >= 0] + list(s.minor_box) + list(s.major_box)
    goals += [g for h in s.majors for g in h] + [g for h in s.draft_hands for g in h]
    if len(goals) != len(set(goals)):
        out.append("a goal card is in two places")
    if not 1 <= s.round <= NUM.ROUNDS:
        out.append(f"round {s.round} is outside 1..{NUM.ROUNDS}")
    if s.phase != OVER and not 0 <= s.turn < s.players:
        out.append("no seat to act before the end")
    return out
