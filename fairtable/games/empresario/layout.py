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
from fairtable.games.empresario import town
from fairtable.games.empresario.data import CHAR_NAMES, TICONS, TNAME, TNUM, TTYPE, WANTED, data
from fairtable.games.empresario.scoring import DOLLARS_PER_VP
from fairtable.games.empresario.state import DIE, LEFTOVER, OVER, POOL, TRAY, EmpresarioState, coords

ICON_NAMES = ("Oil", "Rail", "Cotton")
PHASE_TEXT = {
    "character": "Choosing characters",
    "start": "Placing starting buildings",
    DIE: "Choosing a die",
    "use": "Using the die",
    "activate": "Activating the town",
    LEFTOVER: "The leftover die",
    town.AFTER: "Finishing the turn",
    OVER: "Game over",
}


def tile_piece(t: int, zone: str, order: int, built: bool = True) -> Piece:
    kind = data().types[TTYPE[t]]
    slug = TNAME[t].lower().replace(" ", "-") if t < 62 else "town-hall"
    label = TNAME[t] + (f" {TNUM[t]}" if TNUM[t] else "")
    icons = ", ".join(ICON_NAMES[i] for i in TICONS[t])
    tip = f"{kind.name} ({kind.colour}). Effect: {kind.effect} Scoring: {kind.scoring}"
    if icons:
        tip += f" Stock: {icons}."
    if not built:
        label += " (under construction)"
        slug += "/unbuilt"
    return Piece(id=f"tile:{t}", kind="tile", zone=zone, order=order, art=f"empresario/tile/{slug}", label=label, tooltip=tip)


def build_layout(s: EmpresarioState, viewer: int | None) -> Layout:
    zones: list[Zone] = []
    pieces: list[Piece] = []
    for v in range(1, 7):
        zones.append(Zone(f"number:{v}", "slot", f"Die number {v}"))
        zones.append(Zone(f"column:{v}", "slot", f"Column {v}", capacity=2))
        for k, t in enumerate(s.display[v - 1]):
            pieces.append(tile_piece(t, f"column:{v}", k))
    zones += [
        Zone("pile", "stack", "Draw pile", tooltip="Face down; income discards go to the bottom"),
        Zone("discard", "slot", "Discard for $3", tooltip="The tile goes to the bottom of the draw pile"),
        Zone("tray", "slot", "Chosen die"),
        Zone("used", "area", "Used dice"),
        Zone("population", "area", "Population supply"),
    ]
    for k in range(len(s.pile)):
        pieces.append(Piece(id=f"pile:{k}", kind="tile", zone="pile", order=k, face_up=False))
    for i, value in enumerate(s.dice):
        where = s.die_at[i]
        zone = f"number:{value}" if where == POOL else "tray" if where == TRAY else "used"
        pieces.append(Piece(id=f"die:{i}", kind="die", zone=zone, order=i, art=f"empresario/die/{value}", label=str(value)))
    # Tokens beyond the supply are still paid out (rulings): the supply shows 0, the figures say how many.
    pieces.append(Piece(id="population:supply", kind="token", zone="population", label=f"{max(0, town.supply(s))} VP"))
    for k, obj in enumerate(s.wanted):
        w = WANTED[obj]
        zones.append(Zone(f"wanted:{k}", "stack", f"Wanted: {w.name}", tooltip=w.text))
        for metal, owner, vp, order in (("silver", s.silver[k], w.silver_vp, 0), ("gold", s.gold[k], w.gold_vp, 1)):
            zone = f"wanted:{k}" if owner < 0 else f"wanted-won:{owner}"
            pieces.append(
                Piece(id=f"wanted:{obj}:{metal}", kind="card", zone=zone, order=order, art=f"empresario/wanted/{metal}",
                      label=f"{w.name} ({metal}, {vp} VP)", tooltip=w.text, owner=owner if owner >= 0 else None)
            )  # fmt: skip
    for q in range(s.players):
        seat_zones(s, q, viewer, zones, pieces)
    if s.setup_discards:
        zones.append(Zone("setup-discards", "stack", "Discarded starting tiles"))
        pieces += [Piece(id=f"setup-discard:{k}", kind="tile", zone="setup-discards", order=k, face_up=False)
                   for k in range(len(s.setup_discards))]  # fmt: skip
    if s.setup_public:
        zones.append(Zone("setup-revealed", "area", "Revealed by Jesse"))
        pieces += [tile_piece(t, "setup-revealed", k) for k, t in enumerate(s.setup_public)]
    info = {
        "Round": str(s.round),
        "Phase": PHASE_TEXT.get(s.phase, s.phase),
        "Start player": f"Seat {s.start_player + 1}",
        "Draw pile": str(len(s.pile)),
        "Population supply": supply_text(town.supply(s)),
        "Leftover money": f"1 VP per ${DOLLARS_PER_VP}",
    }
    if s.die >= 0:
        info["Die"] = str(s.die_value)
    for q in range(s.players):
        built = town.constructed(s, q)
        tokens = "1 VP token" if s.pop[q] == 1 else f"{s.pop[q]} VP tokens"
        info[f"Seat {q + 1}"] = f"${s.money[q]}, {tokens}, {built} {'building' if built == 1 else 'buildings'}"
    return Layout(zones=zones, pieces=pieces, info=info)


def seat_zones(s: EmpresarioState, q: int, viewer: int | None, zones: list[Zone], pieces: list[Piece]) -> None:
    seat = f"Seat {q + 1}"
    zones += [
        Zone(f"money:{q}", "area", f"{seat}: money", owner=q),
        Zone(f"population:{q}", "area", f"{seat}: population tokens", owner=q),
        Zone(f"character:{q}", "fan", f"{seat}: character", owner=q),
        Zone(f"wanted-won:{q}", "fan", f"{seat}: wanted cards", owner=q),
        Zone(f"marker:{q}", "slot", f"{seat}: start player", owner=q),
    ]
    pieces.append(Piece(id=f"money:{q}", kind="coin", zone=f"money:{q}", label=f"${s.money[q]}", owner=q))
    pieces.append(Piece(id=f"pop:{q}", kind="token", zone=f"population:{q}", label=f"{s.pop[q]} VP", owner=q))
    if q == s.start_player:
        pieces.append(Piece(id="start-player", kind="marker", zone=f"marker:{q}", label="Start player"))
    chosen = s.character[q]
    zone = f"character:{q}"
    if chosen > 0:
        pieces.append(Piece(id=f"character:{chosen}", kind="card", zone=zone, art=f"empresario/character/{chosen}",
                            label=CHAR_NAMES[chosen], tooltip=data().characters[chosen - 1].text, owner=q))  # fmt: skip
    elif chosen == 0:
        pieces.append(Piece(id=f"character:{q}:standard", kind="card", zone=zone, art="empresario/character/standard",
                            label=CHAR_NAMES[0], owner=q))  # fmt: skip
    else:
        for k, c in enumerate(s.dealt[q]):
            if viewer == q:
                pieces.append(Piece(id=f"character:{c}", kind="card", zone=zone, order=k, art=f"empresario/character/{c}",
                                    label=CHAR_NAMES[c], tooltip=data().characters[c - 1].text, owner=q))  # fmt: skip
            else:
                pieces.append(Piece(id=f"character:{q}:{k}", kind="card", zone=zone, order=k, face_up=False, owner=q))
    if s.hands[q]:
        zones.append(Zone(f"hand:{q}", "fan", f"{seat}: starting tiles to choose from", owner=q))
        public = s.character[q] == 10  # Jesse's tile was revealed to all
        for k, t in enumerate(s.hands[q]):
            if viewer == q or public:
                pieces.append(tile_piece(t, f"hand:{q}", k))
            else:
                pieces.append(Piece(id=f"hand:{q}:{k}", kind="tile", zone=f"hand:{q}", order=k, face_up=False, owner=q))
    cells = set(s.town[q]) | set(town.open_cells(s, q))
    if s.phase == "start":
        cells |= set(town.HOME_NEIGHBOURS)
    for c in sorted(cells):
        x, y = coords(c)
        zid = f"town:{q}:{x},{y}"
        zones.append(Zone(zid, "slot", f"{seat} town {x},{y}", owner=q, capacity=1))
        t = s.town[q].get(c)
        if t is None:
            continue
        if s.secret[t] and viewer != q:
            pieces.append(Piece(id=f"unbuilt:{q}:{x},{y}", kind="tile", zone=zid, face_up=False, owner=q))
        else:
            pieces.append(tile_piece(t, zid, 0, s.built[t]))


def supply_text(left: int) -> str:
    return str(left) if left >= 0 else f"0 ({-left} more paid out beyond it)"
