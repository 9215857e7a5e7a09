"""End-of-game scoring ("Game End and Scoring", "Stock Icons", "Building Reference") and the wanted cards.

Only constructed buildings score, count for wanted cards, carry stock icons or count as adjacent buildings;
an unbuilt tile is not an empty space (rulings.md). Adjacency is orthogonal unless the card says diagonal.
"""

from __future__ import annotations

from fairtable.engine.game import Result
from fairtable.games.empresario.data import (
    CARPENTER,
    CENSUS_BUREAU,
    CHURCH,
    COLOUR_NAMES,
    COURTHOUSE,
    DISTILLERY,
    INN,
    LIBRARY,
    MINE,
    MONUMENT,
    NATIVE,
    NATIVE_AFFAIRS,
    PLANNING_OFFICE,
    SALOON,
    TAX_OFFICE,
    TCOLOUR,
    TICONS,
    TNUM,
    TTYPE,
    TYPE_NAMES,
    UNDERTAKER,
    WANTED,
    WAREHOUSE,
    WELL,
    ZONING_OFFICE,
)  # fmt: skip
from fairtable.games.empresario.numbers import (
    CARPENTER_SURROUNDED_VP,
    CENSUS_MAX,
    CENSUS_TOKENS,
    DOLLARS_PER_VP,
    MINE_NEXT_TO_INN_VP,
    NATIVE_GROUP_VP,
    OIL_ICONS_PER_VP,
    PLANNING_OFFICE_VP,
    TAX_OFFICE_DOLLARS,
    TAX_OFFICE_MAX,
    WAREHOUSE_SET_VP,
    ZONING_PAIR,
)  # fmt: skip
from fairtable.games.empresario.state import NEIGHBOURS, RING, EmpresarioState
from fairtable.i18n import N_, _

WHITE = COLOUR_NAMES.index("white")
NO_COLOUR = COLOUR_NAMES.index("none")
OIL, RAIL, COTTON = 0, 1, 2
# The score pad's rows besides the building types (whose names come from the data files): English ids,
# shown through the catalog.
PAD_ROWS = (N_("Wanted cards"), N_("Oil"), N_("Rail"), N_("Cotton"), N_("Population tokens"), N_("Leftover money"))


def row_words(label: str) -> str:
    """A score pad row (its English id: a building type, "Wanted cards", "Oil" ...) as the player reads it."""
    return _(label)


def built_cells(s: EmpresarioState, p: int) -> dict[int, int]:
    """Cell -> tile of the constructed buildings of seat p's town."""
    built = s.built
    return {c: t for c, t in s.town[p].items() if built[t]}


def groups(cells: set[int]) -> list[set[int]]:
    """Orthogonally contiguous groups of the given cells."""
    out: list[set[int]] = []
    left = set(cells)
    while left:
        first = left.pop()
        group = {first}
        stack = [first]
        while stack:
            c = stack.pop()
            for d in NEIGHBOURS:
                n = c + d
                if n in left:
                    left.discard(n)
                    group.add(n)
                    stack.append(n)
        out.append(group)
    return out


def icon_counts(bc: dict[int, int]) -> list[int]:
    counts = [0, 0, 0]
    for t in bc.values():
        for i in TICONS[t]:
            counts[i] += 1
    return counts


def wanted_met(s: EmpresarioState, p: int, objective: int, bc: dict[int, int] | None = None) -> bool:
    """Whether seat p meets a wanted objective now (``bc``: its constructed buildings, if known)."""
    cond = WANTED[objective].condition
    kind = cond.kind
    if kind == "money":
        return s.money[p] >= cond.amount
    if kind == "population":
        return s.pop[p] >= cond.amount
    if bc is None:
        bc = built_cells(s, p)
    if kind == "buildings":
        return len(bc) >= cond.amount
    if kind == "type_count":
        code = TYPE_NAMES.index(cond.subject or "")
        return sum(1 for t in bc.values() if TTYPE[t] == code) >= cond.amount
    if kind == "colour_count":
        colour = COLOUR_NAMES.index(cond.subject or "")
        return sum(1 for t in bc.values() if TCOLOUR[t] == colour) >= cond.amount
    if kind == "colours":
        return len({TCOLOUR[t] for t in bc.values()} - {NO_COLOUR}) >= cond.amount
    if kind == "numbers":
        return len({TNUM[t] for t in bc.values()} - {0}) >= cond.amount
    counts = icon_counts(bc)  # stock_set
    return min(counts) >= cond.amount


def wanted_cards(s: EmpresarioState, p: int) -> int:
    return sum(1 for o in s.gold if o == p) + sum(1 for o in s.silver if o == p)


def building_rows(s: EmpresarioState, p: int) -> dict[str, int]:
    """VP per building type for seat p (the score pad's building lines)."""
    bc = built_cells(s, p)
    rows: dict[str, int] = {}

    def add(name: str, vp: int) -> None:
        rows[name] = rows.get(name, 0) + vp

    type_at = {c: TTYPE[t] for c, t in bc.items()}
    type_counts = [0] * len(TYPE_NAMES)
    for code in type_at.values():
        type_counts[code] += 1
    occupied = s.town[p]
    for c, code in type_at.items():
        adj = [type_at.get(c + d) for d in NEIGHBOURS]
        if code == INN:
            add("Inn", adj.count(NATIVE))
        elif code == MINE:
            add("Mine", (MINE_NEXT_TO_INN_VP if INN in adj else 0) + adj.count(DISTILLERY))
        elif code == DISTILLERY:
            add("Distillery", adj.count(SALOON))
        elif code == SALOON:
            add("Saloon", adj.count(DISTILLERY))
        elif code == CARPENTER:
            ring = sum(1 for d in RING if c + d in type_at)
            add("Carpenter", adj.count(CHURCH) + (CARPENTER_SURROUNDED_VP if ring == 8 else 0))
        elif code == CHURCH:
            empty = sum(1 for d in NEIGHBOURS if c + d not in occupied)
            add("Church", empty + adj.count(CARPENTER))
        elif code == UNDERTAKER:
            add("Undertaker", -sum(1 for a in adj if a is not None))
        elif code == WELL:
            add("Well", sum(1 for d in RING if c + d in type_at))
        elif code == TAX_OFFICE:
            add("Tax Office", min(TAX_OFFICE_MAX, s.money[p] // TAX_OFFICE_DOLLARS))
        elif code == ZONING_OFFICE:
            add("Zoning Office", sum(k // ZONING_PAIR for k in type_counts))
        elif code == PLANNING_OFFICE:
            add("Planning Office", PLANNING_OFFICE_VP * wanted_cards(s, p))
        elif code == MONUMENT:
            add("Monument", sum(1 for t in bc.values() if TCOLOUR[t] == WHITE))
        elif code == LIBRARY:
            add("Library", len({TNUM[t] for t in bc.values()} - {0}))
        elif code == WAREHOUSE:
            add("Warehouse", WAREHOUSE_SET_VP * min(icon_counts(bc)))
        elif code == CENSUS_BUREAU:
            add("Census Bureau", min(CENSUS_MAX, s.pop[p] // CENSUS_TOKENS))
        elif code == COURTHOUSE:
            # The owner chooses the number at the end; the best choice is always the most common one.
            nums = [TNUM[t] for t in bc.values() if TNUM[t]]
            add("Courthouse", max((nums.count(n) for n in set(nums)), default=0))
        elif code == NATIVE_AFFAIRS:
            add("Native Affairs", type_counts[NATIVE])
    return rows


def native_group_sizes(s: EmpresarioState) -> list[int]:
    out = []
    for p in range(s.players):
        cells = {c for c, t in built_cells(s, p).items() if TTYPE[t] == NATIVE}
        out.append(max((len(g) for g in groups(cells)), default=0))
    return out


def stock_rows(s: EmpresarioState, p: int, oil_counts: list[int]) -> tuple[int, int, int]:
    """(Oil, Rail, Cotton) VP: Oil 1 per icon for the most (ties count as most), else 1 per 2 icons; Rail the
    icons of the largest contiguous Rail group; Cotton 1 per contiguous Cotton group."""
    bc = built_cells(s, p)
    oil = oil_counts[p]
    oil_vp = oil if oil and oil == max(oil_counts) else oil // OIL_ICONS_PER_VP
    rail_cells = {c for c, t in bc.items() if RAIL in TICONS[t]}
    rail_vp = max((sum(TICONS[bc[c]].count(RAIL) for c in g) for g in groups(rail_cells)), default=0)
    cotton_cells = {c for c, t in bc.items() if COTTON in TICONS[t]}
    return oil_vp, rail_vp, len(groups(cotton_cells))


def breakdown(s: EmpresarioState) -> list[list[tuple[str, int]]]:
    """The score pad for every seat; each row list sums to the seat's score."""
    natives = native_group_sizes(s)
    best_native = max(natives)
    oil_counts = [icon_counts(built_cells(s, p))[OIL] for p in range(s.players)]
    out = []
    for p in range(s.players):
        rows: list[tuple[str, int]] = []
        if best_native and natives[p] == best_native:
            rows.append(("Native Settlement", NATIVE_GROUP_VP))
        rows.extend(sorted(building_rows(s, p).items()))
        wanted_vp = 0
        for i, obj in enumerate(s.wanted):
            if s.gold[i] == p:
                wanted_vp += WANTED[obj].gold_vp
            if s.silver[i] == p:
                wanted_vp += WANTED[obj].silver_vp
        rows.append(("Wanted cards", wanted_vp))
        oil, rail, cotton = stock_rows(s, p, oil_counts)
        rows += [("Oil", oil), ("Rail", rail), ("Cotton", cotton)]
        rows.append(("Population tokens", s.pop[p]))
        rows.append(("Leftover money", s.money[p] // DOLLARS_PER_VP))
        out.append(rows)
    return out


def result(state: EmpresarioState) -> Result:
    """The final (or, before the end, provisional) scores and the winners: the rulebook names no tie-break;
    the most money left decides, then the win is shared (rulings.md)."""
    rows = breakdown(state)
    scores = [sum(v for _, v in r) for r in rows]
    best = max(scores)
    tied = [p for p in range(state.players) if scores[p] == best]
    tiebreak = ""
    if len(tied) > 1:
        # The rulebook names no tie-break; the most money left decides, then the win is shared.
        most = max(state.money[p] for p in tied)
        winners = [p for p in tied if state.money[p] == most]
        if len(winners) > 1:
            tiebreak = _("Tied on VP: most money left wins; still tied, the win is shared")
        else:
            tiebreak = _("Tied on VP: most money left wins")
    else:
        winners = tied
    shown = [[(row_words(label), vp) for label, vp in pad] for pad in rows]
    return Result(scores=scores, breakdown=shown, winners=winners, tiebreak=tiebreak)
