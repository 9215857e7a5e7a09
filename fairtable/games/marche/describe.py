"""One line per action for the log: the move as everybody saw it made."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.marche import actions as A
from fairtable.games.marche import data as T
from fairtable.games.marche import legal as G
from fairtable.games.marche import logic as L
from fairtable.games.marche import narration as N
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.scoring import store_vp
from fairtable.games.marche.state import MarcheState
from fairtable.i18n import _, ngettext

D = T.D


def store_name(s: MarcheState, card: int, advanced: bool | None = None) -> str:
    side = T.side_of(card, s.advanced[card] if advanced is None else advanced)
    return N.both_names(side.name_en, side.name_ja)


def _cell(cell: int) -> str:
    """A plaza cell as a player finds it on the board: rows from the top, columns from the left."""
    row, column = divmod(cell, 4)
    return _("row {row}, column {column} of the plaza").format(row=row + 1, column=column + 1)


def _spot(a: int, b: int, plaza: bool = True) -> str:
    """The two cells a public facility covers: "row 1, columns 2 and 3 of the plaza" (lying across) or
    "rows 2 and 3, column 1 of the plaza" (standing upright); without "of the plaza" unless ``plaza``."""
    (r1, c1), (r2, c2) = divmod(a, 4), divmod(b, 4)
    if r1 == r2:
        if plaza:
            text = _("row {row}, columns {first} and {second} of the plaza")
        else:
            text = _("row {row}, columns {first} and {second}")
        return text.format(row=r1 + 1, first=c1 + 1, second=c2 + 1)
    if plaza:
        text = _("rows {first} and {second}, column {column} of the plaza")
    else:
        text = _("rows {first} and {second}, column {column}")
    return text.format(first=r1 + 1, second=r2 + 1, column=c1 + 1)


def _new_spot(cell: int, vertical: bool) -> str:
    return _spot(cell, cell + (4 if vertical else 1))


def _facility_spot(s: MarcheState, k: int, plaza: bool = True) -> str:
    """Where facility card ``k`` lies now."""
    if not 0 <= k < len(s.fac_spot) or s.fac_spot[k] < 0:
        return _("the plaza")
    return _spot(*T.GEOMETRY[s.players].spots[s.fac_spot[k]], plaza=plaza)


def _pay(coins: int, wood: int, swap: int) -> str:
    """What is paid, Leon's wood paid as 2 coins each counted as coins ("0 coins" when it is free)."""
    c, w = coins + 2 * swap, wood - swap
    if w:
        return ngettext("{coins} coin and {wood} wood", "{coins} coins and {wood} wood", c).format(coins=c, wood=w)
    return N.coins(c)


def describe_action(s: MarcheState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player] if a.player < len(names) else _("Player {n}").format(n=a.player + 1)
    if isinstance(a, A.Call):
        card = s.sections[a.player][a.section]
        target = store_name(s, card) if card >= 0 else _("section {n}").format(n=a.section + 1)
        cell = G.customer_cell(s, a.customer)
        if cell >= 0:
            return _("{who} calls a customer from {cell} to {store}").format(who=who, cell=_cell(cell), store=target)
        return _("{who} calls a customer to {store}").format(who=who, store=target)
    if isinstance(a, A.Pass):
        return _("{who} passes").format(who=who)
    if isinstance(a, A.Sell):
        return _("{who} sells {store} for {vp} VP").format(who=who, store=store_name(s, a.card),
                                                           vp=store_vp(s, a.player, a.card))
    if isinstance(a, A.DoneSelling):
        return _("{who} keeps their stores").format(who=who)
    if isinstance(a, A.ReturnCustomer):
        return _("{who} returns a customer to {cell}").format(who=who, cell=_cell(a.cell))
    if isinstance(a, A.Build):
        coins, wood = L.build_cost(s, a.player, a.card, a.renovate)
        values = {"who": who, "store": store_name(s, a.card, a.renovate), "n": a.section + 1,
                  "price": _pay(coins, wood, a.swap)}
        if a.renovate:
            return _("{who} builds {store} in section {n} and renovates it at once for {price}").format(**values)
        return _("{who} builds {store} in section {n} for {price}").format(**values)
    if isinstance(a, A.Renovate):
        card = s.sections[a.player][a.section]
        if card < 0:
            return _("{who} renovates").format(who=who)
        coins, wood = L.renovation_cost(s, a.player, card)
        return _("{who} renovates {store} into {advanced} for {price}").format(
            who=who, store=store_name(s, card), advanced=store_name(s, card, True), price=_pay(coins, wood, a.swap))
    if isinstance(a, A.Enter):
        card = s.sections[a.owner][a.section]
        owner = names[a.owner] if a.owner < len(names) else _("Player {n}").format(n=a.owner + 1)
        if card >= 0:
            return _("{who} enters {owner}'s {store}").format(who=who, owner=owner, store=store_name(s, card))
        return _("{who} enters a store").format(who=who)
    if isinstance(a, A.Advertise):
        ad = D.ads[a.ad]
        f = ad.fields[a.field]
        if a.field == 0:
            text = _("{who} advertises on {ad} (top) for {n} coins")
        else:
            text = _("{who} advertises on {ad} (bottom) for {n} coins")
        return text.format(who=who, ad=_(ad.name_en), n=f.coins)
    if isinstance(a, A.BuildFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        cost = f.cost_for(s.players)
        return _("{who} builds a {facility} on {spot} for {price}: {vp} VP").format(
            who=who, facility=_(f.name_en), spot=_new_spot(a.cell, a.vertical), price=_pay(cost.coins, cost.wood, 0),
            vp=f.vp)
    if isinstance(a, A.MoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return _("{who} moves the {facility} from {old} to {spot} for {n} wood").format(
            who=who, facility=_(f.name_en), old=_facility_spot(s, a.facility, plaza=False),
            spot=_new_spot(a.cell, a.vertical), n=NUM.MOVE_FACILITY_WOOD)
    if isinstance(a, A.RemoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return _("{who} removes the {facility} from {spot} for {n} wood").format(
            who=who, facility=_(f.name_en), spot=_facility_spot(s, a.facility), n=NUM.MOVE_FACILITY_WOOD)
    if isinstance(a, A.Take):
        if a.resource == "coin":
            return _("{who} takes 1 coin").format(who=who)
        return _("{who} takes 1 wood").format(who=who)
    if isinstance(a, A.HireGray):
        return _("{who} hires the gray worker for {n} coins").format(who=who, n=NUM.GRAY_COST)
    if isinstance(a, A.MoveStore):
        other = s.sections[a.player][a.section]
        values = {"who": who, "store": store_name(s, a.card), "n": a.section + 1}
        if other >= 0:
            return _("{who} moves {store} to section {n}, swapping places with {other}").format(
                other=store_name(s, other), **values)
        return _("{who} moves {store} to section {n}").format(**values)
    if isinstance(a, A.DoneArranging):
        return _("{who} is done arranging the stores").format(who=who)
    if isinstance(a, A.PlaceFirstStore):
        return _("{who} opens {store} in section {n}").format(who=who, store=store_name(s, a.card), n=a.section + 1)
    if isinstance(a, A.DraftGoal):
        return _("{who} keeps a Major Goal").format(who=who)
    return f"{who}: {a.kind}"
