"""VP of stores and goals, and the final count ("Game Ending and Scoring", "Goal Cards")."""

from __future__ import annotations

from collections.abc import Callable

from fairtable.engine.game import Result
from fairtable.engine.narration import tell, telling
from fairtable.engine.seats import seat_token
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
from fairtable.games.marche.data import Condition
from fairtable.games.marche.state import DRAFT, OVER, VP_GOALS, MarcheState, side_index
from fairtable.games.marche.words import VP_SOURCE_NAMES
from fairtable.i18n import _

D = T.D


GOALS = D.goals


def store_vp(s: MarcheState, seat: int, card: int) -> int:
    """The VP printed on a store, with its condition (Premium Bakery: 1 VP per 3 coins); used when it is
    sold and for stores still in a section at the end."""
    side = T.SIDES[side_index(s, card)]
    assert side is not None
    rule = side.vp
    if rule.what == "none":
        x = 0
    elif rule.what == "coins":
        x = s.coins[seat]
    elif rule.what == "wood":
        x = s.wood[seat]
    elif rule.what == "ads":
        x = len(s.ads_held[seat])
    else:
        x = sum(1 for c in s.sections[seat] if c >= 0 and T.SIDE_GIVES_COINS[side_index(s, c)])
    return max(0, rule.base + rule.per * (x // rule.every))


def _icons(s: MarcheState, seat: int, grocery_as: int) -> list[int]:
    """Each store's one icon for a count that needs distinct icons; a store with two icons (Grocery) counts
    as the one the player picks (``grocery_as``)."""
    out = []
    for c in s.sections[seat]:
        if c >= 0:
            m = T.SIDE_ICONS[side_index(s, c)]
            out.append(grocery_as if m & grocery_as and m != grocery_as else m)
    return out


def met(s: MarcheState, seat: int, cond: Condition, grocery_as: int = T.TOOLS) -> bool:
    k, n = cond.kind, cond.n
    if k == "coins":
        return s.coins[seat] >= n
    if k == "wood":
        return s.wood[seat] >= n
    if k == "facilities_built":
        return s.facilities_built[seat] >= n
    if k == "sold":
        return s.sold[seat] >= n
    if k == "ads":
        return len(s.ads_held[seat]) >= n
    stores = [c for c in s.sections[seat] if c >= 0]
    if k == "sections":
        return len(stores) >= n
    if k == "advanced":
        return sum(1 for c in stores if s.advanced[c]) >= n
    if k == "special":
        return sum(1 for c in stores if T.SPECIAL[T.CARD_TYPE[c]]) >= n
    if k == "visitors":
        others = {p for c in stores for p in s.store_workers[c] if p >= 0 and p != seat}
        return len(others) >= n
    if k == "two_advanced_only":
        return len(stores) == n and all(s.advanced[c] for c in stores)
    icons = _icons(s, seat, grocery_as)
    if k == "icon":
        assert cond.icon is not None
        bit = T.ICON_BIT[cond.icon]
        return sum(1 for m in icons if m & bit) >= n
    # all_icons
    got = 0
    for m in icons:
        got |= m
    return got == T.TOOLS | T.HAMMER | T.BELL


def held_goals(s: MarcheState, seat: int) -> list[int]:
    return ([s.minor[seat]] if s.minor[seat] >= 0 else []) + s.majors[seat]


def majors_scored(s: MarcheState, seat: int) -> int:
    return sum(1 for g in s.goals_scored[seat] if GOALS[g].size == "major")


_IS_MAJOR = [g.size == "major" for g in GOALS]


def _checker(cond: Condition) -> Callable[[MarcheState, int], bool]:
    """``met`` for one goal as a closure over its figures (the hot path asks after every action)."""
    k, n = cond.kind, cond.n
    if k == "coins":
        return lambda s, seat: s.coins[seat] >= n
    if k == "wood":
        return lambda s, seat: s.wood[seat] >= n
    if k == "facilities_built":
        return lambda s, seat: s.facilities_built[seat] >= n
    if k == "sold":
        return lambda s, seat: s.sold[seat] >= n
    if k == "ads":
        return lambda s, seat: len(s.ads_held[seat]) >= n
    if k == "sections":
        return lambda s, seat: 4 - s.sections[seat].count(-1) >= n
    if k == "advanced":
        return lambda s, seat: sum(1 for c in s.sections[seat] if c >= 0 and s.advanced[c]) >= n
    return lambda s, seat: met(s, seat, cond)


# Per goal: its check if it is revealed when achieved, else None.
_WHEN_ACHIEVED: list[Callable[[MarcheState, int], bool] | None] = [
    _checker(g.condition) if g.reveal == "achieved" else None for g in GOALS
]


def check_goals(s: MarcheState) -> None:
    """"Revealed When Achieved": the moment a goal's condition holds it is revealed and scores, while the
    player has fewer than 2 Major Goals scored."""
    if s.phase == DRAFT:
        return
    for seat in range(s.players):
        g = s.minor[seat]
        if g >= 0:
            fn = _WHEN_ACHIEVED[g]
            if fn is not None and fn(s, seat) and g not in s.goals_scored[seat]:
                _reveal(s, seat, g)
        majors_done = -1
        for g in s.majors[seat]:
            fn = _WHEN_ACHIEVED[g]
            if fn is None:
                continue
            scored = s.goals_scored[seat]
            if g in scored:
                continue
            if majors_done < 0:
                majors_done = sum(1 for x in scored if _IS_MAJOR[x])
            if majors_done < NUM.MAJOR_LIMIT and fn(s, seat):
                _reveal(s, seat, g)
                majors_done += 1


def _reveal(s: MarcheState, seat: int, g: int) -> None:
    s.goals_scored[seat] = s.goals_scored[seat] + (g,)
    vp = GOALS[g].vp
    s.vp[seat] += vp
    s.vp_src[seat][VP_GOALS] += vp
    goal_revealed(s, seat, g)


def end_goals(s: MarcheState, seat: int) -> list[int]:
    """"Revealed at the End of the Game" goals that score: the Grocery's icon is chosen for the player's
    best total, and Major Goals fill only the slots the revealed ones left (best first)."""
    best: list[int] = []
    best_vp = -1
    for grocery_as in (T.TOOLS, T.HAMMER):
        minors = [g for g in held_goals(s, seat) if GOALS[g].size == "minor" and GOALS[g].reveal == "end"
                  and met(s, seat, GOALS[g].condition, grocery_as)]
        majors = sorted((g for g in s.majors[seat] if GOALS[g].reveal == "end" and met(s, seat, GOALS[g].condition, grocery_as)),
                        key=lambda g: -GOALS[g].vp)
        chosen = minors + majors[: max(0, NUM.MAJOR_LIMIT - majors_scored(s, seat))]
        total = sum(GOALS[g].vp for g in chosen)
        if total > best_vp:
            best, best_vp = chosen, total
    return best


def unscored_majors(s: MarcheState, seat: int) -> list[int]:
    """Major Goals the player meets at the end that do not score because two Major Goals already do."""
    ending = end_goals(s, seat)
    counted = majors_scored(s, seat) + sum(1 for g in ending if _IS_MAJOR[g])
    if counted < NUM.MAJOR_LIMIT:
        return []
    out = []
    for g in s.majors[seat]:
        if g in s.goals_scored[seat] or g in ending:
            continue
        cond = GOALS[g].condition
        if any(met(s, seat, cond, grocery_as) for grocery_as in (T.TOOLS, T.HAMMER)):
            out.append(g)
    return out


def store_points(s: MarcheState, seat: int) -> int:
    return sum(store_vp(s, seat, c) for c in s.sections[seat] if c >= 0)


def breakdown(s: MarcheState, seat: int) -> list[tuple[str, int]]:
    rows = [(_(VP_SOURCE_NAMES[i]), s.vp_src[seat][i]) for i in range(len(VP_SOURCE_NAMES))]
    rows.append((_("Stores in sections"), store_points(s, seat)))
    rows.append((_("Goals revealed at the end"), sum(GOALS[g].vp for g in end_goals(s, seat))))
    return rows


def result(s: MarcheState) -> Result:
    """Most VP wins; tied players share the victory."""
    rows = [breakdown(s, p) for p in range(s.players)]
    scores = [sum(v for _label, v in r) for r in rows]
    top = max(scores)
    winners = [p for p in range(s.players) if scores[p] == top]
    tiebreak = _("Tied players share the victory") if len(winners) > 1 else ""
    return Result(scores=scores, breakdown=rows, winners=winners, tiebreak=tiebreak,
                  extra={"over": s.phase == OVER})


def public_scores(s: MarcheState) -> list[int]:
    """What everyone may count before the end: the VP track and the stores in the sections. Goals revealed
    at the end are secret until then (a met one would tell what its card asks), so they count only once the
    game is over."""
    if s.phase == OVER:
        return result(s).scores
    return [s.vp[p] + store_points(s, p) for p in range(s.players)]


def goal_revealed(s: MarcheState, p: int, g: int) -> None:
    """"Revealed When Achieved": the card is shown to everybody the moment it scores."""
    if telling():
        tell(_("{seat} achieves and reveals {goal}: {vp} VP").format(seat=seat_token(p), goal=W.goal_text(g),
                                                                     vp=D.goals[g].vp),
             "goal_revealed", seat=p, goal=W.goal_key(g), vp=D.goals[g].vp)
