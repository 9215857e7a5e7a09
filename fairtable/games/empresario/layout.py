"""The table of Old West Empresario as one seat sees it.

Zone ids (the board view places them):

- ``number:<v>`` (v = 1..6): die number tile v, holding the rolled dice showing v (pieces ``die:<i>``).
- ``column:<v>``: the (up to) 2 face-up building tiles under die number tile v (pieces ``tile:<id>``).
- ``pile``: the draw pile, face down (pieces ``pile:<k>``, k from the top).
- ``discard``: drop a column tile here to discard it for $3 (it goes to the bottom of the draw pile).
- ``tray``: the die the player to act has chosen this turn; ``used``: dice already used this round.
- ``wanted:<k>`` (k = 0..2): the k-th objective in play, with its gold card on top of its silver card
  (pieces ``wanted:<objective>:gold`` / ``wanted:<objective>:silver``).
- ``population``: the population (VP token) supply (piece ``population:supply``).
- Per seat p: ``town:<p>:<x>,<y>`` every occupied cell of the town grid and every empty cell orthogonally
  next to a constructed building (the claimable spaces); ``money:<p>`` (piece ``money:<p>``),
  ``population:<p>`` (piece ``pop:<p>``), ``character:<p>`` (the character card), ``wanted-won:<p>`` (wanted
  cards taken), ``hand:<p>`` (starting tiles to choose from during setup), ``marker:<p>`` (the start
  player marker, piece ``start-player``).
- ``setup-discards`` (face down) and ``setup-revealed`` (tiles Jesse revealed) during setup.

Hidden pieces (the pile, others' starting tiles and dealt characters) come face down with positional ids.

Gestures: choose a die = Drag(``die:<i>``, ``tray``); adjust = Press "+1 ($1)" / "-1 ($1)"; Scarlett's
gamble = Press "Gamble (re-roll, +$2)"; claim (turn, Inn, Native Settlement, Irving) = Drag(``tile:<id>``,
``town:<seat>:<x>,<y>``); income = Drag(``tile:<id>``, ``discard``) or Press "Take $3" (empty column);
activate = Press "Activate <Type> #<id>[: pay $1 to build | : take $1 | as a Distillery (Merle)][ + Trent
($1 for 1 VP)][ (Josephine, $1)]" or Drag(die piece, the building's ``town:`` zone); Jesse's colour = Press
"Activate <colour> buildings (Jesse)"; build = Press "Build <Type> #<id>"; Press "Irving's Inn ($1 + 1 VP)",
"Skip", "End turn", "Done" (leftover die); setup: Press "Play <character>", Press "Start with a <colour>
building" (Jesse), Drag(``tile:<id>``, ``town:<seat>:<x>,<y>``) for the starting tile.
"""

from __future__ import annotations

from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.seats import seat_token
from fairtable.games.empresario import ids
from fairtable.games.empresario.data import JESSE, TICONS, TNAME, TTYPE, WANTED, data
from fairtable.games.empresario.narration import from_hall
from fairtable.games.empresario.numbers import DOLLARS_PER_VP, INCOME
from fairtable.games.empresario.state import (
    ACTIVATE,
    AFTER,
    CHARACTER,
    DIE,
    HOME_NEIGHBOURS,
    LEFTOVER,
    OVER,
    POOL,
    START,
    TRAY,
    USE,
    EmpresarioState,
    constructed,
    coords,
    open_cells,
    supply,
)  # fmt: skip
from fairtable.games.empresario.words import (
    board_name,
    buildings,
    character,
    colour,
    dollars,
    icon,
    tokens,
)
from fairtable.i18n import N_, _, ngettext, series

PHASE_TEXT = {
    CHARACTER: N_("Choosing characters"),
    START: N_("Placing starting buildings"),
    DIE: N_("Choosing a die"),
    USE: N_("Using the die"),
    ACTIVATE: N_("Activating the town"),
    LEFTOVER: N_("The leftover die"),
    AFTER: N_("Finishing the turn"),
    OVER: N_("Game over"),
}


def tile_piece(t: int, zone: str, order: int, built: bool = True) -> Piece:
    kind = data().types[TTYPE[t]]
    slug = TNAME[t].lower().replace(" ", "-") if t < 62 else "town-hall"
    label = board_name(t)
    icons = series(icon(i) for i in TICONS[t])
    facts = {"building": _(kind.name), "colour": colour(kind.colour), "effect": _(kind.effect),
             "scoring": _(kind.scoring), "icons": icons}
    if icons:
        tip = _("{building} ({colour}). Effect: {effect} Scoring: {scoring} Stock: {icons}.").format(**facts)
    else:
        tip = _("{building} ({colour}). Effect: {effect} Scoring: {scoring}").format(**facts)
    if not built:
        label = _("{building} (under construction)").format(building=label)
        slug += "/unbuilt"
    return Piece(id=ids.tile(t), kind="tile", zone=zone, order=order, art=f"empresario/tile/{slug}", label=label, tooltip=tip)


def build_layout(s: EmpresarioState, viewer: int | None) -> Layout:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    for v in range(1, 7):
        zones.append(Zone(ids.number(v), "slot", _("Die number {number}").format(number=v)))
        zones.append(Zone(ids.column(v), "slot", _("Column {number}").format(number=v), capacity=2))
        for k, t in enumerate(s.display[v - 1]):
            pieces.append(tile_piece(t, ids.column(v), k))
    zones += [
        Zone(ids.DRAW_PILE, "stack", _("Draw pile"), tooltip=_("Face down; income discards go to the bottom")),
        Zone(ids.DISCARD, "slot", _("Discard for {income}").format(income=dollars(INCOME)),
             tooltip=_("The tile goes to the bottom of the draw pile")),
        Zone(ids.TRAY, "slot", _("Chosen die")),
        Zone(ids.USED, "area", _("Used dice")),
        Zone(ids.SUPPLY, "area", _("Population supply")),
    ]
    for k in range(len(s.pile)):
        pieces.append(Piece(id=ids.pile_tile(k), kind="tile", zone=ids.DRAW_PILE, order=k, face_up=False))
    for i, value in enumerate(s.dice):
        where = s.die_at[i]
        zone = ids.number(value) if where == POOL else ids.TRAY if where == TRAY else ids.USED
        pieces.append(Piece(id=ids.die(i), kind="die", zone=zone, order=i, art=f"empresario/die/{value}", label=str(value)))
    # Tokens beyond the supply are still paid out (rulings): the supply shows 0, the figures say how many.
    pieces.append(Piece(id=ids.SUPPLY_TOKENS, kind="token", zone=ids.SUPPLY, label=ngettext("{n} VP", "{n} VP", max(0, supply(s))).format(n=max(0, supply(s)))))
    for k, obj in enumerate(s.wanted):
        w = WANTED[obj]
        name, condition = _(w.name), _(w.text)
        zones.append(Zone(ids.wanted(k), "stack", _("Wanted: {name}").format(name=name), tooltip=condition))
        cards = (("silver", s.silver[k], w.silver_vp, 0, _("{name} (silver, {vp} VP)")),
                 ("gold", s.gold[k], w.gold_vp, 1, _("{name} (gold, {vp} VP)")))
        for metal, owner, vp, order, words in cards:
            zone = ids.wanted(k) if owner < 0 else ids.wanted_won(owner)
            pieces.append(
                Piece(id=ids.wanted_card(obj, metal), kind="card", zone=zone, order=order, art=f"empresario/wanted/{metal}",
                      label=words.format(name=name, vp=vp), tooltip=condition, owner=owner if owner >= 0 else None)
            )  # fmt: skip
    for q in range(s.players):
        seat_zones(s, q, viewer, zones, pieces)
    if s.setup_discards:
        zones.append(Zone(ids.SETUP_DISCARDS, "stack", _("Discarded starting tiles")))
        pieces += [Piece(id=ids.setup_discard(k), kind="tile", zone=ids.SETUP_DISCARDS, order=k, face_up=False)
                   for k in range(len(s.setup_discards))]  # fmt: skip
    if s.setup_public:
        zones.append(Zone(ids.SETUP_REVEALED, "area", _("Revealed by Jesse")))
        pieces += [tile_piece(t, ids.SETUP_REVEALED, k) for k, t in enumerate(s.setup_public)]
    info = {
        _("Round"): str(s.round),
        _("Phase"): _(PHASE_TEXT[s.phase]) if s.phase in PHASE_TEXT else s.phase,
        _("Start player"): seat_token(s.start_player),
        _("Draw pile"): str(len(s.pile)),
        _("Population supply"): supply_text(supply(s)),
        _("Leftover money"): _("1 VP per {money}").format(money=dollars(DOLLARS_PER_VP)),
    }
    if s.die >= 0:
        info[_("Die")] = str(s.die_value)
    for q in range(s.players):
        # TRANSLATORS: a player's figures: money, VP tokens, constructed buildings ("$5, 3 VP tokens, 4 buildings").
        info[seat_token(q)] = _("{money}, {tokens}, {buildings}").format(
            money=dollars(s.money[q]), tokens=tokens(s.pop[q]), buildings=buildings(constructed(s, q)))
    return Layout(zones=zones, pieces=pieces, info=info)


def seat_zones(s: EmpresarioState, q: int, viewer: int | None, zones: list[Zone], pieces: list[Piece]) -> None:
    who = seat_token(q)
    zones += [
        Zone(ids.money(q), "area", _("{seat}: money").format(seat=who), owner=q),
        Zone(ids.population(q), "area", _("{seat}: population tokens").format(seat=who), owner=q),
        Zone(ids.character(q), "fan", _("{seat}: character").format(seat=who), owner=q),
        Zone(ids.wanted_won(q), "fan", _("{seat}: wanted cards").format(seat=who), owner=q),
        Zone(ids.marker(q), "slot", _("{seat}: start player").format(seat=who), owner=q),
    ]
    pieces.append(Piece(id=ids.money(q), kind="coin", zone=ids.money(q), label=dollars(s.money[q]), owner=q))
    pieces.append(Piece(id=ids.tokens(q), kind="token", zone=ids.population(q), label=ngettext("{n} VP", "{n} VP", s.pop[q]).format(n=s.pop[q]),
                        owner=q))
    if q == s.start_player:
        pieces.append(Piece(id=ids.START_MARKER, kind="marker", zone=ids.marker(q), label=_("Start player")))
    chosen = s.character[q]
    zone = ids.character(q)
    if chosen > 0:
        pieces.append(Piece(id=ids.character_card(chosen), kind="card", zone=zone, art=f"empresario/character/{chosen}",
                            label=character(chosen), tooltip=_(data().characters[chosen - 1].text), owner=q))  # fmt: skip
    elif chosen == 0:
        pieces.append(Piece(id=ids.standard_card(q), kind="card", zone=zone, art="empresario/character/standard",
                            label=character(0), owner=q))  # fmt: skip
    else:
        for k, c in enumerate(s.dealt[q]):
            if viewer == q:
                pieces.append(Piece(id=ids.character_card(c), kind="card", zone=zone, order=k, art=f"empresario/character/{c}",
                                    label=character(c), tooltip=_(data().characters[c - 1].text), owner=q))  # fmt: skip
            else:
                pieces.append(Piece(id=ids.dealt_card(q, k), kind="card", zone=zone, order=k, face_up=False, owner=q))
    if s.hands[q]:
        zones.append(Zone(ids.hand(q), "fan", _("{seat}: starting tiles to choose from").format(seat=who), owner=q))
        public = s.character[q] == JESSE  # Jesse's tile was revealed to all
        for k, t in enumerate(s.hands[q]):
            if viewer == q or public:
                pieces.append(tile_piece(t, ids.hand(q), k))
            else:
                pieces.append(Piece(id=ids.hand_tile(q, k), kind="tile", zone=ids.hand(q), order=k, face_up=False, owner=q))
    cells = set(s.town[q]) | set(open_cells(s, q))
    if s.phase == START:
        cells |= set(HOME_NEIGHBOURS)
    for c in sorted(cells):
        x, y = coords(c)
        zid = ids.town(q, x, y)
        # TRANSLATORS: a space of a player's town as the log says it ("Seat 2's town, 1 left from the Town Hall").
        zones.append(Zone(zid, "slot", _("{seat}'s town, {where}").format(seat=who, where=from_hall(x, y)), owner=q,
                          capacity=1))
        t = s.town[q].get(c)
        if t is None:
            continue
        if s.secret[t] and viewer != q:
            pieces.append(Piece(id=ids.unbuilt(q, x, y), kind="tile", zone=zid, face_up=False, owner=q))
        else:
            pieces.append(tile_piece(t, zid, 0, s.built[t]))


def supply_text(left: int) -> str:
    return str(left) if left >= 0 else _("0 ({n} more paid out beyond it)").format(n=-left)
