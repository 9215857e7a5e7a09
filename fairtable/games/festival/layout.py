"""The table for the festival game: the board, the money, the cards and the dice."""

from __future__ import annotations

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.games.festival.data import lift_cost, tables
from fairtable.games.festival.state import FestivalState
from fairtable.games.festival.words import (
    bude_name,
    card_english,
    card_text,
    deck_name,
    field_english,
    field_name,
    gloss,
    item_name,
    money,
)
from fairtable.i18n import _, ngettext, number, series


def _field_tooltip(f: int) -> str:
    t = tables()
    k = t.kind[f]
    # TRANSLATORS: a field's name as printed, then what it is ("Sziget: Sziget (festival)").
    text = _("{field}: {meaning}").format(field=field_name(f), meaning=field_english(f))
    if k == "festival":
        r = t.rents[f]
        text = _("{field}. Price {price}; rent {rent}, with 1-4 Buden {rents}, Mainstage {mainstage}; each Bude "
                 "{bude}; Hypothek {mortgage}").format(
            field=text, price=money(t.price[f]), rent=money(r[0]), rents=series(money(x) for x in r[1:5]),
            mainstage=money(r[5]), bude=money(t.bude_price[f]), mortgage=money(t.mortgage[f]))
    elif k == "transport":
        text = _("{field}. Price {price}; rent by number owned {rents}").format(
            field=text, price=money(t.price[f]), rents=series(money(x) for x in t.rents[f]))
    elif k == "utility":
        text = _("{field}. Price {price}; rent {one} or {both} Tacken times the dice").format(
            field=text, price=money(t.price[f]), one=number(t.rents[f][0]), both=number(t.rents[f][1]))
    elif k == "tax":
        text = _("{field} ({amount} into the {pot})").format(field=text, amount=money(t.tax[f]),
                                                            pot=gloss("Glückskloake"))
    return text


def _roll_words(d1: int, d2: int) -> str:
    if d1 == d2:
        return _("{a} and {b} ({total}, doubles)").format(a=d1, b=d2, total=d1 + d2)
    return _("{a} and {b} ({total})").format(a=d1, b=d2, total=d1 + d2)


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
        zones.append(Zone(f"field:{f}", "area", field_name(f), None, None, _field_tooltip(f)))
    zones.append(Zone("cell", "area", _("Ausnüchterungszelle"), None, None, gloss("Ausnüchterungszelle")))
    zones.append(Zone("pot", "stack", _("Glückskloake"), None, None, gloss("Glückskloake")))
    zones.append(Zone("supply", "area", _("Buden and Mainstages"), None, None, _("Drag onto a festival to build")))
    zones.append(Zone("bank", "fan", _("Bank"), None, None, _("Property cards nobody owns")))
    zones.append(Zone("crowd", "track", _("Crowd Control"), None, None, gloss("Crowd Control")))
    zones.append(Zone("dice", "area", _("Dice")))
    zones.append(Zone("offer", "slot", _("Mauscheln"), None, None, gloss("Mauscheln")))
    for d, deck_id in enumerate(t.deck_ids):
        name = deck_name(d)
        zones.append(Zone(f"deck:{deck_id}", "stack", name, None, None, gloss(t.deck_name[d])))
        zones.append(Zone(f"discard:{deck_id}", "stack", _("{deck} (drawn)").format(deck=name)))
        for k in range(len(s.deck[d])):
            pieces.append(Piece(f"deck:{deck_id}:{k}", "card", f"deck:{deck_id}", k, False, f"festival/card/{deck_id}"))
        for k, cid in enumerate(s.discard[d]):
            card = t.deck_cards[d][cid]
            pieces.append(Piece(f"card:{deck_id}:{cid}", "card", f"discard:{deck_id}", k, True,
                                f"festival/card/{deck_id}", card_text(card), card_english(card)))
    pieces.append(Piece("bude", "token", "supply", 0, True, "festival/bude", _("Bude"), gloss("Bude")))
    pieces.append(Piece("mainstage", "token", "supply", 1, True, "festival/mainstage", _("Mainstage"),
                        gloss("Mainstage")))
    pieces.append(Piece("pot", "bill", "pot", 0, True, "festival/pot", money(s.pot), gloss("Glückskloake")))
    roll = _roll_words(*s.dice) if s.dice[0] else ""
    for i, v in enumerate(s.dice):
        if v:
            pieces.append(Piece(f"die:{i}", "die", "dice", i, True, f"festival/die/{v}", str(v),
                                _("The last roll: {roll}").format(roll=roll)))
    for f in t.properties:
        o = s.owner[f]
        mort = s.mortgaged[f]
        deed_zone = "bank" if o < 0 else f"deeds:{o}"
        tip = _field_tooltip(f)
        if mort:
            tip = _("{field}. Beliehen (mortgaged): lifting costs {amount}").format(field=tip,
                                                                                   amount=money(lift_cost(f)))
        deed = _("{field} (beliehen)").format(field=field_name(f)) if mort else field_name(f)
        pieces.append(Piece(f"deed:{f}", "card", deed_zone, f, True,
                            "festival/deed/mortgaged" if mort else f"festival/deed/{t.group[f]}",
                            deed, tip, o if o >= 0 else None))
        if o >= 0:
            owner = f"Seat {o + 1}"
            pieces.append(Piece(f"owner:{f}", "marker", f"field:{f}", 0, True, "festival/owner",
                                _("beliehen") if mort else "",
                                _("{seat} (mortgaged)").format(seat=owner) if mort else owner, o))
        lv = s.level[f]
        if lv == 5:
            pieces.append(Piece(f"mainstage:{f}", "token", f"field:{f}", 1, True, "festival/mainstage",
                                _("Mainstage"), gloss("Mainstage"), o))
        else:
            for k in range(lv):
                pieces.append(Piece(f"bude:{f}:{k}", "token", f"field:{f}", 1 + k, True, "festival/bude",
                                    bude_name(k), gloss(t.bude_names[k]), o))
    info: dict[str, str] = {}
    for p in range(s.players):
        who = f"Seat {p + 1}"
        zones.append(Zone(f"money:{p}", "stack", _("{seat} money").format(seat=who), p))
        zones.append(Zone(f"deeds:{p}", "fan", _("{seat} festivals").format(seat=who), p))
        zones.append(Zone(f"vouchers:{p}", "fan", _("{seat} vouchers").format(seat=who), p, None, gloss("Gutschein")))
        pieces.append(Piece(f"money:{p}", "bill", f"money:{p}", 0, True, "festival/money", money(s.cash[p]), "", p))
        for k, d in enumerate(s.vouchers[p]):
            card = t.deck_cards[d][t.voucher_card[d]]
            pieces.append(Piece(f"voucher:{t.deck_ids[d]}", "card", f"vouchers:{p}", k, True,
                                f"festival/card/{t.deck_ids[d]}", card_text(card), card_english(card), p))
        if s.bankrupt[p]:
            info[who] = _("bankrott (bankrupt)")
            continue
        info[who] = _("cash {amount}").format(amount=money(s.cash[p]))
        in_cell = s.in_cell[p]
        zone = "cell" if in_cell else f"field:{s.pos[p]}"
        tip = who
        if in_cell:
            tip = ngettext("{seat}: in the {cell}, {n} failed roll", "{seat}: in the {cell}, {n} failed rolls",
                           s.cell_tries[p]).format(seat=who, cell=gloss("Ausnüchterungszelle"), n=s.cell_tries[p])
        pieces.append(Piece(f"pawn:{p}", "meeple", zone, 10 + p, True, f"festival/pawn/{p}", "", tip, p))
        if s.cc_landed[p]:
            pieces.append(Piece(f"crowd:{p}", "marker", "crowd", p, True, "festival/crowd", "", f"Seat {p + 1}", p))
    if s.offer is not None:
        frm, to, item, price, buying = s.offer
        text = (_("{seat} offers {amount} for {item} of {other}") if buying
                else _("{seat} offers {item} to {other} for {amount}")).format(
            seat=f"Seat {frm + 1}", other=f"seat {to + 1}", amount=money(price), item=item_name(item))
        pieces.append(Piece("offer", "token", "offer", 0, True, "festival/offer", text, text, frm))
    info[_("Round")] = _("{round} of {last}").format(round=s.round, last=s.round_limit) if s.round_limit else str(s.round)
    if roll:
        info[_("Last roll")] = roll
    info[_("Glückskloake")] = money(s.pot)
    if s.crowd == "donation":
        info[_("Spendenziel (donation goal)")] = (f"{s.donated} / {s.donation_goal} €" if s.donation_goal
                                                  else _("none open"))
    seats = [q for q in range(s.players) if not s.bankrupt[q]]
    landed = sum(1 for q in seats if s.cc_landed[q])
    # TRANSLATORS: "2 of 3 landed since the last rotation; 1 rotation so far".
    info[_("Crowd Control")] = ngettext(
        "{landed} of {seats} landed since the last rotation; {n} rotation so far",
        "{landed} of {seats} landed since the last rotation; {n} rotations so far",
        s.cc_rotations).format(landed=landed, seats=len(seats), n=s.cc_rotations)
    if s.debt is not None:
        debtor, creditor, amount = s.debt
        info[_("Debt")] = _("{seat} owes {amount}").format(seat=f"Seat {debtor + 1}", amount=money(amount))
    if s.claims:
        claimant, what, amount, _payer = s.claims[0]
        text = (_("{seat} may claim {amount} (START money)") if what == "start"
                else _("{seat} may claim {amount} (rent)"))
        info[_("Claim")] = text.format(seat=f"Seat {claimant + 1}", amount=money(amount))
    return Layout(zones, pieces, info)
