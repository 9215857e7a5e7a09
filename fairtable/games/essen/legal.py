"""What a player may do now: the fast legal-action list (rulebook 4.C, the setup draft of 3 and the
2-player removal of 7.A), every action of the right shape for probing ``check``, the walks within reach,
and the reasons a purchase, a meal or a walk is refused that the list and ``moves.check`` share."""

from __future__ import annotations

from fairtable.engine.actions import Action, shared
from fairtable.games.essen.actions import (
    Buy,
    DraftPick,
    Eat,
    EndTurn,
    Keep,
    Move,
    PlayTest,
    RemoveTile,
    Unload,
    Withdraw,
)
from fairtable.games.essen.data import cheapest_path, data, distances, enter_costs
from fairtable.games.essen.flow import removal_order
from fairtable.games.essen.numbers import (
    BAG_SPACES,
    EAT_ON_START_POINT,
    EAT_PRICE,
    PLAYTEST_MIN_CARDS,
    STEP_COST,
    WITHDRAW_AMOUNT,
    WITHDRAW_VP,
)
from fairtable.games.essen.scoring import price
from fairtable.games.essen.state import DRAFT, KEEP, OVER, PLAY, REMOVE, EssenState
from fairtable.games.essen.words import euros, seat, title
from fairtable.i18n import _


class _Tables:
    """Every action instance of every seat, looked up by index: random play asks for hundreds a game."""

    def __init__(self) -> None:
        d = data()
        seats = range(5)
        tiles = [t.id for t in d.tiles]
        self.move = [[shared(Move, p, sid) for sid in d.space_ids] for p in seats]
        self.buy = [[shared(Buy, p, t) for t in tiles] for p in seats]
        self.unload = [[shared(Unload, p, t) for t in tiles] for p in seats]
        self.remove = [[shared(RemoveTile, p, t) for t in tiles] for p in seats]
        self.pick = [[shared(DraftPick, p, t) for t in tiles] for p in seats]
        self.keep = [[shared(Keep, p, t) for t in tiles] for p in seats]
        self.eat = [shared(Eat, p) for p in seats]
        self.play_test = [shared(PlayTest, p) for p in seats]
        self.withdraw = [shared(Withdraw, p) for p in seats]
        self.end_turn = [shared(EndTurn, p) for p in seats]


_tables: _Tables | None = None


def tables() -> _Tables:
    global _tables
    if _tables is None:
        _tables = _Tables()
    return _tables


def legal_actions(state: EssenState) -> list[Action]:
    phase = state.phase
    if phase == OVER:
        return []
    t = tables()
    p = state.current
    if phase == DRAFT:
        pick = t.pick[p]
        return [pick[c] for c in state.draft[p]]
    if phase == KEEP:
        keep = t.keep[p]
        return [keep[c] for c in state.pending]
    if phase == REMOVE:
        remove = t.remove[p]
        return [remove[x] for x in removal_order(state)]
    d = data()
    out: list[Action] = []
    ap = state.ap(p)
    pos = state.position[p]
    move = t.move[p]
    for cost, space in distances(tuple(state.crowd), pos)[1]:
        if cost > ap:
            break
        out.append(move[space])
    tile = d.space_tile[pos]
    if tile >= 0 and state.at_stand[tile] and buy_reason(state, p, tile) is None:
        out.append(t.buy[p][tile])
    if pos == d.courtyard and eat_reason(state, p) is None:
        out.append(t.eat[p])
    if ap > 0 and len(state.deck) + len(state.discard) >= PLAYTEST_MIN_CARDS:
        out.append(t.play_test[p])
    if pos == d.parking:
        unload = t.unload[p]
        out.extend(unload[x] for x in state.bag[p])
        if state.vp[p] >= WITHDRAW_VP and state.bank >= WITHDRAW_AMOUNT:
            out.append(t.withdraw[p])
    out.append(t.end_turn[p])
    return out


def candidate_actions(state: EssenState) -> list[Action]:
    """Every action of the seat to act that the tables hold, legal or not."""
    if state.phase == OVER:
        return []
    t = tables()
    p = state.current
    return [
        *t.move[p], *t.buy[p], *t.unload[p], *t.remove[p], *t.pick[p], *t.keep[p],
        t.eat[p], t.play_test[p], t.withdraw[p], t.end_turn[p],
    ]  # fmt: skip


def move_costs(state: EssenState) -> dict[str, int]:
    """AP cost of the cheapest walk from the current player's meeple to every space it can reach now
    (crowd counted), for the board to show while the meeple is dragged."""
    if state.phase != PLAY:
        return {}
    p = state.current
    ap = state.ap(p)
    space_ids = data().space_ids
    out: dict[str, int] = {}
    for cost, space in distances(tuple(state.crowd), state.position[p])[1]:
        if cost > ap:
            break
        out[space_ids[space]] = cost
    return out


# -- why not --------------------------------------------------------------------------------------------


def buy_reason(state: EssenState, p: int, tile: int) -> str | None:
    """Rulebook 4.C.2: a free bag space ahead of the action meeple, the pre-order for a sold-out game, the
    money. None when the game on the player's stand may be bought."""
    d = data()
    if len(state.bag[p]) >= BAG_SPACES:
        return _("Your bag is full (6 games): unload it at the parking")
    if state.ap(p) < 1:
        return no_bag_space()
    ev = state.tile_event[tile]
    if ev >= 0 and d.event_kind[ev] == "sold_out" and state.preorder[p] >= 0:
        return _("{title} is sold out and you have already used your pre-order").format(title=title(tile))
    cost = price(state, tile)
    if state.money[p] < cost:
        return _("Not enough money: {title} costs {price} and you have {money}").format(
            title=title(tile), price=euros(cost), money=euros(state.money[p]))
    return None


def eat_reason(state: EssenState, p: int) -> str | None:
    """Rulebook 4.C.1: in the central courtyard, once a turn, for €20 (and not for nothing: see
    ``EAT_ON_START_POINT``)."""
    if state.position[p] != data().courtyard:
        return _("You can eat only in the central courtyard")
    if state.ate:
        return _("You have already eaten this turn")
    if state.money[p] < EAT_PRICE:
        return _("Eating costs {price} and you have {money}").format(price=euros(EAT_PRICE),
                                                                       money=euros(state.money[p]))
    if state.action_pos[p] == 0 and not EAT_ON_START_POINT:
        return _("Your action meeple is on the start point: eating would give nothing back")
    return None


def not_on_sale(s: EssenState, t: int) -> str:
    """Why a game tile that is not on its stand cannot be bought: where it is."""
    d = data()
    name = title(t)
    if t in s.pallet:
        ev = s.tile_event[t]
        if ev >= 0 and d.event_kind[ev] == "not_released":
            return _("{title} is not released: it leaves the game instead of going on sale").format(title=name)
        return _("{title} is on the pallet truck, not on sale yet: it goes on sale next round").format(title=name)
    if t in s.removed:
        return _("{title} is out of the game").format(title=name)
    for q in range(s.players):
        if t in s.bag[q] or t in s.trunk[q]:
            if q == s.current:
                return _("You have already bought {title}").format(title=name)
            return _("{seat} has already bought {title}").format(seat=seat(q), title=name)
    return _("{title} is not on sale in the hall").format(title=name)


def walk_too_far(s: EssenState, p: int, target: int, cost: int) -> str:
    """Not enough AP for a walk; when crowded spaces made it dearer, say so."""
    crowd = tuple(s.crowd)
    enter = enter_costs(crowd)
    crowded = sum(1 for v in cheapest_path(crowd, s.position[p], target) if enter[v] > STEP_COST)
    if crowded == 1:
        line = _("Not enough AP: that walk costs {cost} AP (the crowd doubles the cost of the crowded space on the "
                 "way) and you have {ap} AP left")
    elif crowded:
        line = _("Not enough AP: that walk costs {cost} AP (the crowd doubles the cost of the {n} crowded spaces on "
                 "the way) and you have {ap} AP left")
    else:
        line = _("Not enough AP: that walk costs {cost} AP and you have {ap} AP left")
    return line.format(cost=cost, n=crowded, ap=s.ap(p))


def no_bag_space() -> str:
    return _("You have 0 AP left, so no free bag space lies ahead of your action meeple: eat in the central "
             "courtyard or unload your bag at the parking to free one")
