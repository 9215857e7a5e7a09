"""The table for the festival game: the board, the money, the cards and the dice."""

from __future__ import annotations

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.games.festival.actions import item_name
from fairtable.games.festival.data import gloss, money, tables
from fairtable.games.festival.flow import lift_cost
from fairtable.games.festival.state import FestivalState


def _field_tooltip(f: int) -> str:
    t = tables()
    k = t.kind[f]
    text = f"{t.name[f]}: {t.english[f]}"
    if k == "festival":
        r = t.rents[f]
        text += (
            f". Price {money(t.price[f])}; rent {money(r[0])}, with 1-4 Buden {', '.join(money(x) for x in r[1:5])}, "
            f"Mainstage {money(r[5])}; each Bude {money(t.bude_price[f])}; Hypothek {money(t.mortgage[f])}"
        )
    elif k == "transport":
        text += f". Price {money(t.price[f])}; rent by number owned {', '.join(money(x) for x in t.rents[f])}"
    elif k == "utility":
        text += f". Price {money(t.price[f])}; rent {t.rents[f][0]} or {t.rents[f][1]} Tacken times the dice"
    elif k == "tax":
        text += f" ({money(t.tax[f])} into the {gloss('Glückskloake')})"
    return text


def layout(s: FestivalState, viewer: int | None) -> Layout:
    """Zones (ids the board's view places):

    - ``field:0`` .. ``field:39``: the fields round the board (START is 0, the Ausnüchterungszelle's
      "Nur zu Besuch" side 10, the Glückskloake 20, "Ab in die Zelle!" 30). They hold the owner marker
      ``owner:<n>`` (label "beliehen" when mortgaged), the Buden ``bude:<n>:<k>`` (k = 0..3, in the order
      Mobiles Klo, Crêpes-Stand, Bierbude, Champusbar), the Mainstage ``mainstage:<n>`` and the pawns
      ``pawn:<seat>`` of those standing there.
    - ``cell``: inside the Ausnüchterungszelle (pawns of prisoners).
    - ``pot``: the Glückskloake money in the middle (piece ``pot``).
    - ``deck:<deck>`` (eatthis, takethat, kulissen): the face-down cards ``deck:<deck>:<k>``;
      ``discard:<deck>``: the drawn cards ``card:<deck>:<id>``, face up, the last drawn on top.
    - ``supply``: the ``bude`` and ``mainstage`` tokens a player drags onto a festival to build.
    - ``bank``: the property cards (``deed:<n>``) nobody owns.
    - ``money:<seat>`` (piece ``money:<seat>``), ``deeds:<seat>`` (their property cards ``deed:<n>``;
      mortgaged ones carry the art ``festival/deed/mortgaged``), ``vouchers:<seat>`` (``voucher:<deck>``).
    - ``crowd``: a marker ``crowd:<seat>`` for each player who has landed on Crowd Control since the last
      rotation.
    - ``dice``: ``die:0`` and ``die:1`` with the last roll.
    - ``offer``: the Mauscheln offer waiting for an answer (piece ``offer``).
    """
    t = tables()
    zones: list[Zone] = []
    pieces: list[Piece] = []
    for f in range(40):
        zones.append(Zone(f"field:{f}", "area", t.name[f], None, None, _field_tooltip(f)))
    zones.append(Zone("cell", "area", "Ausnüchterungszelle", None, None, gloss("Ausnüchterungszelle")))
    zones.append(Zone("pot", "stack", "Glückskloake", None, None, gloss("Glückskloake")))
    zones.append(Zone("supply", "area", "Buden and Mainstages", None, None, "Drag onto a festival to build"))
    zones.append(Zone("bank", "fan", "Bank", None, None, "Property cards nobody owns"))
    zones.append(Zone("crowd", "track", "Crowd Control", None, None, gloss("Crowd Control")))
    zones.append(Zone("dice", "area", "Dice"))
    zones.append(Zone("offer", "slot", "Mauscheln", None, None, gloss("Mauscheln")))
    for d, deck_id in enumerate(t.deck_ids):
        name = t.deck_name[d]
        zones.append(Zone(f"deck:{deck_id}", "stack", name, None, None, gloss(name)))
        zones.append(Zone(f"discard:{deck_id}", "stack", f"{name} (drawn)"))
        for k in range(len(s.deck[d])):
            pieces.append(Piece(f"deck:{deck_id}:{k}", "card", f"deck:{deck_id}", k, False, f"festival/card/{deck_id}"))
        for k, cid in enumerate(s.discard[d]):
            card = t.deck_cards[d][cid]
            pieces.append(Piece(f"card:{deck_id}:{cid}", "card", f"discard:{deck_id}", k, True,
                                f"festival/card/{deck_id}", card.text, card.english))
    pieces.append(Piece("bude", "token", "supply", 0, True, "festival/bude", "Bude", gloss("Bude")))
    pieces.append(Piece("mainstage", "token", "supply", 1, True, "festival/mainstage", "Mainstage", gloss("Mainstage")))
    pieces.append(Piece("pot", "bill", "pot", 0, True, "festival/pot", money(s.pot), gloss("Glückskloake")))
    roll = ""
    if s.dice[0]:
        d1, d2 = s.dice
        roll = f"{d1} and {d2} ({d1 + d2}{', doubles' if d1 == d2 else ''})"
    for i, v in enumerate(s.dice):
        if v:
            pieces.append(Piece(f"die:{i}", "die", "dice", i, True, f"festival/die/{v}", str(v),
                                f"The last roll: {roll}"))
    for f in t.properties:
        o = s.owner[f]
        mort = s.mortgaged[f]
        deed_zone = "bank" if o < 0 else f"deeds:{o}"
        tip = _field_tooltip(f)
        if mort:
            tip += f". Beliehen (mortgaged): lifting costs {money(lift_cost(f))}"
        pieces.append(Piece(f"deed:{f}", "card", deed_zone, f, True,
                            "festival/deed/mortgaged" if mort else f"festival/deed/{t.group[f]}",
                            t.name[f] + (" (beliehen)" if mort else ""), tip, o if o >= 0 else None))
        if o >= 0:
            pieces.append(Piece(f"owner:{f}", "marker", f"field:{f}", 0, True, "festival/owner",
                                "beliehen" if mort else "", f"Seat {o + 1}" + (" (mortgaged)" if mort else ""), o))
        lv = s.level[f]
        if lv == 5:
            pieces.append(Piece(f"mainstage:{f}", "token", f"field:{f}", 1, True, "festival/mainstage",
                                "Mainstage", gloss("Mainstage"), o))
        else:
            for k in range(lv):
                name = t.bude_names[k]
                pieces.append(Piece(f"bude:{f}:{k}", "token", f"field:{f}", 1 + k, True, "festival/bude",
                                    name, gloss(name), o))
    info: dict[str, str] = {}
    for p in range(s.players):
        zones.append(Zone(f"money:{p}", "stack", f"Seat {p + 1} money", p))
        zones.append(Zone(f"deeds:{p}", "fan", f"Seat {p + 1} festivals", p))
        zones.append(Zone(f"vouchers:{p}", "fan", f"Seat {p + 1} vouchers", p, None, gloss("Gutschein")))
        pieces.append(Piece(f"money:{p}", "bill", f"money:{p}", 0, True, "festival/money", money(s.cash[p]), "", p))
        for k, d in enumerate(s.vouchers[p]):
            card = t.deck_cards[d][t.voucher_card[d]]
            pieces.append(Piece(f"voucher:{t.deck_ids[d]}", "card", f"vouchers:{p}", k, True,
                                f"festival/card/{t.deck_ids[d]}", card.text, card.english, p))
        if s.bankrupt[p]:
            info[f"Seat {p + 1}"] = "bankrott (bankrupt)"
            continue
        info[f"Seat {p + 1}"] = "cash " + money(s.cash[p])
        in_cell = s.in_cell[p]
        zone = "cell" if in_cell else f"field:{s.pos[p]}"
        tip = f"Seat {p + 1}" + (f": in the {gloss('Ausnüchterungszelle')}, {s.cell_tries[p]} failed rolls" if in_cell else "")
        pieces.append(Piece(f"pawn:{p}", "meeple", zone, 10 + p, True, f"festival/pawn/{p}", "", tip, p))
        if s.cc_landed[p]:
            pieces.append(Piece(f"crowd:{p}", "marker", "crowd", p, True, "festival/crowd", "", f"Seat {p + 1}", p))
    if s.offer is not None:
        frm, to, item, price, buying = s.offer
        what = item_name(item)
        text = (f"Seat {frm + 1} offers {money(price)} for {what} of seat {to + 1}" if buying
                else f"Seat {frm + 1} offers {what} to seat {to + 1} for {money(price)}")
        pieces.append(Piece("offer", "token", "offer", 0, True, "festival/offer", text, text, frm))
    info["Round"] = f"{s.round} / {s.round_limit}" if s.round_limit else str(s.round)
    if roll:
        info["Last roll"] = roll
    info["Glückskloake"] = money(s.pot)
    if s.crowd == "donation":
        info["Spendenziel (donation goal)"] = f"{s.donated} / {s.donation_goal} €" if s.donation_goal else "none open"
    seats = [q for q in range(s.players) if not s.bankrupt[q]]
    landed = sum(1 for q in seats if s.cc_landed[q])
    info["Crowd Control"] = (f"{landed} of {len(seats)} landed since the last rotation; "
                             f"{s.cc_rotations} rotation{'' if s.cc_rotations == 1 else 's'} so far")
    if s.debt is not None:
        debtor, creditor, amount = s.debt
        info["Debt"] = f"Seat {debtor + 1} owes {money(amount)}"
    if s.claims:
        claimant, what, amount, _ = s.claims[0]
        info["Claim"] = f"Seat {claimant + 1} may claim {money(amount)} ({'START money' if what == 'start' else 'rent'})"
    return Layout(zones, pieces, info)
