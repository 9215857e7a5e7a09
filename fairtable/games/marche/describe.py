"""One line per action for the log, and what a player meant by a gesture that does nothing."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from fairtable.engine.actions import Action, Drag, Gesture
from fairtable.games.marche import actions as A
from fairtable.games.marche import logic as L
from fairtable.games.marche import tables as T
from fairtable.games.marche.scoring import store_vp
from fairtable.games.marche.state import FIRST_STORE, TOBY, MarcheState

D = T.D


def store_name(s: MarcheState, card: int, advanced: bool | None = None) -> str:
    side = T.side_of(card, s.advanced[card] if advanced is None else advanced)
    return f"{side.name_en} ({side.name_ja})"


def _cell(cell: int) -> str:
    """A plaza cell as a player finds it on the board: rows from the top, columns from the left."""
    row, column = divmod(cell, 4)
    return f"row {row + 1}, column {column + 1} of the plaza"


def describe_action(s: MarcheState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player] if a.player < len(names) else f"Player {a.player + 1}"
    if isinstance(a, A.Call):
        card = s.sections[a.player][a.section]
        target = store_name(s, card) if card >= 0 else f"section {a.section + 1}"
        return f"{who} calls a customer to {target}"
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
        pay = f"{coins + 2 * a.swap} coins" + (f" and {wood - a.swap} wood" if wood - a.swap else "")
        return f"{who} builds {store_name(s, a.card, a.renovate)} in section {a.section + 1}{how} for {pay}"
    if isinstance(a, A.Renovate):
        card = s.sections[a.player][a.section]
        return f"{who} renovates {store_name(s, card)} into {store_name(s, card, True)}" if card >= 0 else f"{who} renovates"
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
        return f"{who} builds a {f.name_en} at {_cell(a.cell)} for {f.vp} VP"
    if isinstance(a, A.MoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return f"{who} moves a {f.name_en} to {_cell(a.cell)} for {T.MOVE_FACILITY_WOOD} wood"
    if isinstance(a, A.RemoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return f"{who} removes a {f.name_en} for {T.MOVE_FACILITY_WOOD} wood"
    if isinstance(a, A.Take):
        return f"{who} takes 1 {a.resource}"
    if isinstance(a, A.HireGray):
        return f"{who} hires the gray worker for {T.GRAY_COST} coins"
    if isinstance(a, A.MoveStore):
        return f"{who} moves {store_name(s, a.card)} to section {a.section + 1}"
    if isinstance(a, A.DoneArranging):
        return f"{who} is done arranging the stores"
    if isinstance(a, A.PlaceFirstStore):
        return f"{who} opens {store_name(s, a.card)} in section {a.section + 1}"
    if isinstance(a, A.DraftGoal):
        return f"{who} keeps a Major Goal"
    return f"{who}: {a.kind}"


def interpret_gesture(s: MarcheState, g: Gesture) -> Action | None:
    """The action a gesture most likely meant, so the table can show why it is not allowed."""
    p = s.turn if s.turn >= 0 else 0
    try:
        if not isinstance(g, Drag):
            labels = {"Pass": A.Pass, "Done selling": A.DoneSelling, "Done arranging": A.DoneArranging,
                      "Hire the gray worker": A.HireGray}
            cls = labels.get(g.label)
            return cls(player=p) if cls else None
        kind, _, rest = g.piece.partition(":")
        zkind, _, zrest = g.zone.partition(":")
        zparts = zrest.split(":")
        w = max(0, L.first_backyard_worker(s, p))
        if kind == "customer":
            c = int(rest)
            if zkind == "seat":
                return A.Call(player=p, customer=c, section=int(zparts[1]), seat=int(zparts[2]))
            if zkind == "store":
                section = int(zparts[1])
                card = s.sections[p][section] if int(zparts[0]) == p else -1
                seats = s.store_cust[card] if card >= 0 else []
                free = [i for i, x in enumerate(seats) if x < 0]
                return A.Call(player=p, customer=c, section=section, seat=free[0] if free else 0)
            if zkind == "cell":
                return A.ReturnCustomer(player=p, customer=c, cell=T.parse_cell(zrest))
        if kind == "store":
            card = int(rest)
            if zkind == "market":
                return A.Sell(player=p, card=card)
            if zkind == "section":
                section = int(zparts[1])
                if s.phase == FIRST_STORE:
                    return A.PlaceFirstStore(player=p, card=card, section=section)
                if s.phase == TOBY:
                    return A.MoveStore(player=p, card=card, section=section)
                return A.Build(player=p, card=card, section=section)
        if kind == "worker":
            if zkind == "section":
                return A.Renovate(player=p, worker=w, section=int(zparts[1]))
            if zkind == "wseat":
                return A.Enter(player=p, worker=w, owner=int(zparts[0]), section=int(zparts[1]), seat=int(zparts[2]))
            if zkind == "adfield":
                return A.Advertise(player=p, worker=w, ad=int(zparts[0]), field=0 if zparts[1] == "top" else 1)
            if zkind == "take":
                return A.Take(player=p, worker=w, resource="coin" if zrest == "coin" else "wood")
        if kind == "facility":
            k = int(rest)
            if zkind == "facilities":
                return A.RemoveFacility(player=p, facility=k)
            if zkind == "spot":
                cell = T.parse_cell(zparts[0])
                vertical = zparts[1] == "v"
                on_board = k < T.N_FAC and s.fac_spot[k] >= 0
                cls2 = A.MoveFacility if on_board else A.BuildFacility
                return cls2(player=p, facility=k, cell=cell, vertical=vertical)
        if kind == "goal" and zkind == "goals":
            return A.DraftGoal(player=p, goal=int(rest))
    except (ValueError, IndexError, ValidationError):
        return None
    return None


