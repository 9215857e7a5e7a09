"""The table for the festival game: the board, the money, the cards and the dice."""

from __future__ import annotations

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.seats import seat_token
from fairtable.games.festival import ids
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
        zones.append(Zone(ids.field(f), "area", field_name(f), None, None, _field_tooltip(f)))
    zones.append(Zone(ids.CELL, "area", _("Ausnüchterungszelle"), None, None, gloss("Ausnüchterungszelle")))
    zones.append(Zone(ids.POT, "stack", _("Glückskloake"), None, None, gloss("Glückskloake")))
    zones.append(Zone(ids.SUPPLY, "area", _("Buden and Mainstages"), None, None, _("Drag onto a festival to build")))
    zones.append(Zone(ids.BANK, "fan", _("Bank"), None, None, _("Property cards nobody owns")))
    zones.append(Zone(ids.CROWD, "track", _("Crowd Control"), None, None, gloss("Crowd Control")))
    zones.append(Zone(ids.DICE, "area", _("Dice")))
    zones.append(Zone(ids.OFFER, "slot", _("Mauscheln"), None, None, gloss("Mauscheln")))
    for d, deck_id in enumerate(t.deck_ids):
        name = deck_name(d)
        zones.append(Zone(ids.deck(deck_id), "stack", name, None, None, gloss(t.deck_name[d])))
        zones.append(Zone(ids.discard(deck_id), "stack", _("{deck} (drawn)").format(deck=name)))
        for k in range(len(s.deck[d])):
            pieces.append(Piece(ids.deck_card(deck_id, k), "card", ids.deck(deck_id), k, False, f"festival/card/{deck_id}"))
        for k, cid in enumerate(s.discard[d]):
            card = t.deck_cards[d][cid]
            pieces.append(Piece(ids.card(deck_id, cid), "card", ids.discard(deck_id), k, True,
                                f"festival/card/{deck_id}", card_text(card), card_english(card)))
    pieces.append(Piece(ids.BUDE, "token", ids.SUPPLY, 0, True, "festival/bude", _("Bude"), gloss("Bude")))
    pieces.append(Piece(ids.MAINSTAGE, "token", ids.SUPPLY, 1, True, "festival/mainstage", _("Mainstage"),
                        gloss("Mainstage")))
    pieces.append(Piece(ids.POT, "bill", ids.POT, 0, True, "festival/pot", money(s.pot), gloss("Glückskloake")))
    roll = _roll_words(*s.dice) if s.dice[0] else ""
    for i, v in enumerate(s.dice):
        if v:
            pieces.append(Piece(ids.die(i), "die", ids.DICE, i, True, f"festival/die/{v}", str(v),
                                _("The last roll: {roll}").format(roll=roll)))
    for f in t.properties:
        o = s.owner[f]
        mort = s.mortgaged[f]
        deed_zone = ids.BANK if o < 0 else ids.deeds(o)
        tip = _field_tooltip(f)
        if mort:
            tip = _("{field}. Beliehen (mortgaged): lifting costs {amount}").format(field=tip,
                                                                                   amount=money(lift_cost(f)))
        deed = _("{field} (beliehen)").format(field=field_name(f)) if mort else field_name(f)
        pieces.append(Piece(ids.deed(f), "card", deed_zone, f, True,
                            "festival/deed/mortgaged" if mort else f"festival/deed/{t.group[f]}",
                            deed, tip, o if o >= 0 else None))
        if o >= 0:
            owner = seat_token(o)
            pieces.append(Piece(ids.owner(f), "marker", ids.field(f), 0, True, "festival/owner",
                                _("beliehen") if mort else "",
                                _("{seat} (mortgaged)").format(seat=owner) if mort else owner, o))
        lv = s.level[f]
        if lv == 5:
            pieces.append(Piece(ids.mainstage(f), "token", ids.field(f), 1, True, "festival/mainstage",
                                _("Mainstage"), gloss("Mainstage"), o))
        else:
            for k in range(lv):
                pieces.append(Piece(ids.bude(f, k), "token", ids.field(f), 1 + k, True, "festival/bude",
                                    bude_name(k), gloss(t.bude_names[k]), o))
    info: dict[str, str] = {}
    for p in range(s.players):
        who = seat_token(p)
        zones.append(Zone(ids.money(p), "stack", _("{seat} money").format(seat=who), p))
        zones.append(Zone(ids.deeds(p), "fan", _("{seat} festivals").format(seat=who), p))
        zones.append(Zone(ids.vouchers(p), "fan", _("{seat} vouchers").format(seat=who), p, None, gloss("Gutschein")))
        pieces.append(Piece(ids.money(p), "bill", ids.money(p), 0, True, "festival/money", money(s.cash[p]), "", p))
        for k, d in enumerate(s.vouchers[p]):
            card = t.deck_cards[d][t.voucher_card[d]]
            pieces.append(Piece(ids.voucher(t.deck_ids[d]), "card", ids.vouchers(p), k, True,
                                f"festival/card/{t.deck_ids[d]}", card_text(card), card_english(card), p))
        if s.bankrupt[p]:
            info[who] = _("bankrott (bankrupt)")
            continue
        info[who] = _("cash {amount}").format(amount=money(s.cash[p]))
        in_cell = s.in_cell[p]
        zone = ids.CELL if in_cell else ids.field(s.pos[p])
        tip = who
        if in_cell:
            tip = ngettext("{seat}: in the {cell}, {n} failed roll", "{seat}: in the {cell}, {n} failed rolls",
                           s.cell_tries[p]).format(seat=who, cell=gloss("Ausnüchterungszelle"), n=s.cell_tries[p])
        pieces.append(Piece(ids.pawn(p), "meeple", zone, 10 + p, True, f"festival/pawn/{p}", "", tip, p))
        if s.cc_landed[p]:
            pieces.append(Piece(ids.crowd(p), "marker", ids.CROWD, p, True, "festival/crowd", "", seat_token(p), p))
    if s.offer is not None:
        frm, to, item, price, buying = s.offer
        text = (_("{seat} offers {amount} for {item} of {other}") if buying
                else _("{seat} offers {item} to {other} for {amount}")).format(
            seat=seat_token(frm), other=f"seat {to + 1}", amount=money(price), item=item_name(item))
        pieces.append(Piece(ids.OFFER, "token", ids.OFFER, 0, True, "festival/offer", text, text, frm))
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
        info[_("Debt")] = _("{seat} owes {amount}").format(seat=seat_token(debtor), amount=money(amount))
    if s.claims:
        claimant, what, amount, _payer = s.claims[0]
        text = (_("{seat} may claim {amount} (START money)") if what == "start"
                else _("{seat} may claim {amount} (rent)"))
        info[_("Claim")] = text.format(seat=seat_token(claimant), amount=money(amount))
    return Layout(zones, pieces, info)
