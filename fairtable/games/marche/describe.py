"""One line per action for the log: the move as everybody saw it made."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.marche import actions as A
from fairtable.games.marche import legal as G
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.scoring import store_vp
from fairtable.games.marche.state import MarcheState

D = T.D


def store_name(s: MarcheState, card: int, advanced: bool | None = None) -> str:
    side = T.side_of(card, s.advanced[card] if advanced is None else advanced)
    return f"{side.name_en} ({side.name_ja})"


def _cell(cell: int) -> str:
    """A plaza cell as a player finds it on the board: rows from the top, columns from the left."""
    row, column = divmod(cell, 4)
    return f"row {row + 1}, column {column + 1} of the plaza"


def _spot(a: int, b: int) -> str:
    """The two cells a public facility covers: "row 1, columns 2 and 3 of the plaza" (lying across) or
    "rows 2 and 3, column 1 of the plaza" (standing upright)."""
    (r1, c1), (r2, c2) = divmod(a, 4), divmod(b, 4)
    if r1 == r2:
        return f"row {r1 + 1}, columns {c1 + 1} and {c2 + 1} of the plaza"
    return f"rows {r1 + 1} and {r2 + 1}, column {c1 + 1} of the plaza"


def _new_spot(cell: int, vertical: bool) -> str:
    return _spot(cell, cell + (4 if vertical else 1))


def _facility_spot(s: MarcheState, k: int) -> str:
    """Where facility card ``k`` lies now."""
    if not 0 <= k < len(s.fac_spot) or s.fac_spot[k] < 0:
        return "the plaza"
    return _spot(*T.GEOMETRY[s.players].spots[s.fac_spot[k]])


def _pay(coins: int, wood: int, swap: int) -> str:
    """What is paid, Leon's wood paid as 2 coins each counted as coins ("0 coins" when it is free)."""
    c, w = coins + 2 * swap, wood - swap
    return ("1 coin" if c == 1 else f"{c} coins") + (f" and {w} wood" if w else "")


def describe_action(s: MarcheState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player] if a.player < len(names) else f"Player {a.player + 1}"
    if isinstance(a, A.Call):
        card = s.sections[a.player][a.section]
        target = store_name(s, card) if card >= 0 else f"section {a.section + 1}"
        cell = G.customer_cell(s, a.customer)
        where = f" from {_cell(cell)}" if cell >= 0 else ""
        return f"{who} calls a customer{where} to {target}"
    if isinstance(a, A.Pass):
        return f"{who} passes"
    if isinstance(a, A.Sell):
        return f"{who} sells {store_name(s, a.card)} for {store_vp(s, a.player, a.card)} VP"
    if isinstance(a, A.DoneSelling):
        return f"{who} keeps their stores"
    if isinstance(a, A.ReturnCustomer):
        return f"{who} returns a customer to {_cell(a.cell)}"
    if isinstance(a, A.Build):
        coins, wood = L.build_cost(s, a.player, a.card, a.renovate)
        how = " and renovates it at once" if a.renovate else ""
        return f"{who} builds {store_name(s, a.card, a.renovate)} in section {a.section + 1}{how} for {_pay(coins, wood, a.swap)}"
    if isinstance(a, A.Renovate):
        card = s.sections[a.player][a.section]
        if card < 0:
            return f"{who} renovates"
        coins, wood = L.renovation_cost(s, a.player, card)
        return f"{who} renovates {store_name(s, card)} into {store_name(s, card, True)} for {_pay(coins, wood, a.swap)}"
    if isinstance(a, A.Enter):
        card = s.sections[a.owner][a.section]
        owner = names[a.owner] if a.owner < len(names) else f"Player {a.owner + 1}"
        return f"{who} enters {owner}'s {store_name(s, card)}" if card >= 0 else f"{who} enters a store"
    if isinstance(a, A.Advertise):
        ad = D.ads[a.ad]
        f = ad.fields[a.field]
        return f"{who} advertises on {ad.name_en} ({'top' if a.field == 0 else 'bottom'}) for {f.coins} coins"
    if isinstance(a, A.BuildFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return (f"{who} builds a {f.name_en} on {_new_spot(a.cell, a.vertical)} for "
                f"{_pay(f.cost.coins, f.cost.wood, 0)}: {f.vp} VP")
    if isinstance(a, A.MoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        old = _facility_spot(s, a.facility).removesuffix(" of the plaza")
        return (f"{who} moves the {f.name_en} from {old} to {_new_spot(a.cell, a.vertical)} for "
                f"{T.MOVE_FACILITY_WOOD} wood")
    if isinstance(a, A.RemoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return f"{who} removes the {f.name_en} from {_facility_spot(s, a.facility)} for {T.MOVE_FACILITY_WOOD} wood"
    if isinstance(a, A.Take):
        return f"{who} takes 1 {a.resource}"
    if isinstance(a, A.HireGray):
        return f"{who} hires the gray worker for {T.GRAY_COST} coins"
    if isinstance(a, A.MoveStore):
        other = s.sections[a.player][a.section]
        swap = f", swapping places with {store_name(s, other)}" if other >= 0 else ""
        return f"{who} moves {store_name(s, a.card)} to section {a.section + 1}{swap}"
    if isinstance(a, A.DoneArranging):
        return f"{who} is done arranging the stores"
    if isinstance(a, A.PlaceFirstStore):
        return f"{who} opens {store_name(s, a.card)} in section {a.section + 1}"
    if isinstance(a, A.DraftGoal):
        return f"{who} keeps a Major Goal"
    return f"{who}: {a.kind}"
