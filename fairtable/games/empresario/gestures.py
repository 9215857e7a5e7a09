"""The table's gestures in Old West Empresario: which actions a drag or a press means, the reason when it
means none, the spaces a piece may go, the piece a press belongs to, and the words on the buttons.

Rulebook sections: "How to Play", "Turn Options in Detail"; the legal actions are in :mod:`legal`, their
checks in :mod:`moves`.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, Drag, Gesture, OnPiece, Press, shared
from fairtable.engine.seats import seat_token
from fairtable.games.empresario import ids
from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    AdjustDie,
    BuildTile,
    ChooseCharacter,
    ChooseDie,
    ChooseStartColour,
    ClaimTile,
    Done,
    EndTurn,
    Gamble,
    IrvingInn,
    PlaceStartTile,
    Skip,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import COLOUR_NAMES, TNAME, TNUM, TOWN_HALL, TTYPE
from fairtable.games.empresario.flow import dice_in_pool
from fairtable.games.empresario.legal import legal_actions
from fairtable.games.empresario.moves import check, pending_hint, wrong_phase
from fairtable.games.empresario.narration import from_hall
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.sections.activate_your_town import context
from fairtable.games.empresario.state import (
    CHARACTER,
    DIE,
    OVER,
    POOL,
    START,
    USE,
    USED,
    EmpresarioState,
    cell,
    coords,
)  # fmt: skip
from fairtable.games.empresario.words import board_name, character, colour, dollars, tile_text
from fairtable.i18n import N_, _


def actions_for(state: EmpresarioState, gesture: Gesture) -> list[Action]:
    """Dice of one number are interchangeable (any remaining die showing a 3 takes "the" 3), and dropping
    a die on a building activates it."""
    legal = legal_actions(state)
    direct = [a for a in legal if a.gesture() == gesture]
    if direct or not isinstance(gesture, Drag) or ids.kind(gesture.piece) != ids.DIE:
        return direct
    if gesture.zone == ids.TRAY:
        first = first_alike(state, gesture.piece)
        return [a for a in legal if isinstance(a, ChooseDie) and a.die == first]
    b = building_at(state, gesture.zone)
    return [a for a in legal if isinstance(a, Activate) and a.building == b and not a.josephine]


def on_piece(state: EmpresarioState, action: Action) -> OnPiece | None:
    """A building's own moves are offered on its tile: its activations (each way: the Town Hall's two,
    Trent's, Merle's, Sister Josephine's paid one) and building it. The others are buttons."""
    if isinstance(action, Activate):
        return OnPiece(ids.tile(action.building), "", activation_tip(state, action))
    if isinstance(action, BuildTile):
        return OnPiece(ids.tile(action.tile))
    return None


def activation_tip(state: EmpresarioState, a: Activate) -> str:
    """What an activation does beyond the building's own effect, said in full for its menu's tooltip."""
    one = dollars(1)
    tips = []
    if a.josephine:
        tips.append(_("Sister Josephine: pay {one} to activate this building as well, whatever number it has; "
                      "once a turn, when you activate your town with your die").format(one=one))
    if a.trent:
        tips.append(_("Trent the Politician: pay {one} more for 1 VP token").format(one=one))
    if a.use == "distillery":
        tips.append(_("Merle the Moonshiner: this building works as a Distillery this once"))
    if a.use == "build":
        tips.append(_("The Town Hall: pay {one} to build one of your buildings under construction").format(one=one))
    elif a.use == "coin":
        tips.append(_("The Town Hall: take {one}").format(one=one))
    return " ".join(f"{t}." for t in tips)


def die_index(state: EmpresarioState, piece: str) -> int:
    """The die a ``die:<i>`` piece is, or -1."""
    i = ids.number_of(piece, ids.DIE)
    return i if i is not None and i < len(state.dice) else -1


def first_alike(state: EmpresarioState, piece: str) -> int:
    """The remaining die that stands for every remaining die of its number (the one the legal actions
    name), or the die itself when it is not among the remaining ones."""
    i = die_index(state, piece)
    if i < 0 or state.die_at[i] != POOL:
        return i
    return next(k for k in dice_in_pool(state) if state.dice[k] == state.dice[i])


def building_at(state: EmpresarioState, zone: str) -> int:
    space = ids.town_space(zone)
    if space is None:
        return -1
    seat, x, y = space
    if not 0 <= seat < state.players:
        return -1
    return state.town[seat].get(cell(x, y), -1)


def interpret(state: EmpresarioState, gesture: Gesture) -> Action | None:
    p = state.actor
    if isinstance(gesture, Drag):
        piece, zone = gesture.piece, gesture.zone
        if die_index(state, piece) >= 0:
            if zone == ids.TRAY:
                return ChooseDie(player=p, die=first_alike(state, piece))
            b = building_at(state, zone)
            if b >= 0:
                use = "coin" if TTYPE[b] == TOWN_HALL else "effect"
                return Activate(player=p, building=b, use=use)
        t = ids.number_of(piece, ids.TILE)
        if t is not None:
            if zone == ids.DISCARD:
                return TakeIncome(player=p, tile=t)
            space = ids.town_space(zone) if ids.in_town(zone, p) else None
            if space is not None:
                _seat, x, y = space
                if state.phase == START:
                    return PlaceStartTile(player=p, tile=t, x=x, y=y)
                return ClaimTile(player=p, tile=t, x=x, y=y)
        return None
    for a in press_candidates(state, gesture.label):
        if a.gesture() == gesture:
            return a
    return None


GENERIC_DRAG = N_("That piece cannot go there")
PIECE_REASONS = {
    ids.PILE: N_("Tiles come from the draw pile into the display by themselves"),
    ids.SETUP_DISCARD: N_("Discarded starting tiles go under the draw pile"),
    ids.MONEY: N_("Money is paid and collected as the effects happen; it is not moved by hand"),
    ids.POP: N_("VP tokens are paid and collected as the effects happen; they are not moved by hand"),
    ids.POPULATION: N_("VP tokens are paid and collected as the effects happen; they are not moved by hand"),
    ids.WANTED: N_("Wanted cards are claimed by themselves as soon as a player meets their condition"),
    ids.START_PLAYER: N_("The start player marker passes clockwise by itself at the end of each round"),
    ids.HAND: N_("That is another player's starting tile"),
    ids.UNBUILT: N_("That is another player's building under construction"),
}


def explain(state: EmpresarioState, gesture: Gesture) -> str:
    """Why a gesture does nothing: the reason of the action it most likely meant, else what that piece is
    for."""
    s = state
    if s.phase == OVER:
        return _("The game is over")
    if isinstance(gesture, Drag):
        early = drag_reason_first(s, gesture.piece, gesture.zone)
        if early:
            return early
    action = interpret(s, gesture)
    if action is not None:
        reason = check(s, action)
        if reason:
            return reason
    if isinstance(gesture, Drag):
        return drag_reason(s, gesture.piece, gesture.zone)
    return press_reason(s, gesture.label)


def press_reason(s: EmpresarioState, label: str) -> str:
    """A button that names a building no longer the acting seat's to use ("Build Monument #56" kept from
    another seat's turn): where that building is now, in words, never its id."""
    t = ids.labelled_tile(label)
    if t is not None and t < len(s.cell_of):
        owner = next((q for q in range(s.players) if s.town[q].get(s.cell_of[t]) == t), -1)
        if owner >= 0 and owner != s.actor and s.built[t]:
            return _("{tile} is in {seat}\u2019s town, not yours").format(tile=tile_text(t), seat=seat_token(owner))
        if any(t in col for col in s.display):
            return _("{tile} is in the display: claim it into your town first").format(tile=tile_text(t))
        return _("That building is not in your town")
    shown = ids.unlabelled(label)
    return _("\u201c{button}\u201d is not possible now").format(button=shown)


def drag_reason_first(s: EmpresarioState, piece: str, zone: str) -> str | None:
    """Reasons that come before the action a drag seems to mean: a tile already in a town, a used die."""
    t = ids.number_of(piece, ids.TILE)
    if t is not None:
        if t < len(s.cell_of) and s.cell_of[t] >= 0:
            if t in s.town[s.actor].values() and not s.built[t]:
                return _("A building stays where it was placed; an effect that builds (the Town Hall or a "
                         "Carpenter) turns it face up")
            return _("A building stays where it was placed in its town")
        if t in s.setup_public:
            return _("The tiles Jesse revealed go under the draw pile")
    i = die_index(s, piece)
    if i >= 0 and s.die_at[i] == USED:
        return _("That die has been used this round")
    return None


def drag_reason(s: EmpresarioState, piece: str, zone: str) -> str:
    """What a piece is for, when dropped where it does nothing."""
    p = s.actor
    kind = ids.kind(piece)
    if kind in PIECE_REASONS:
        return _(PIECE_REASONS[kind])
    if kind == ids.CHARACTER:
        if s.phase == CHARACTER:
            return _("Choose your character with its Play button")
        return _("Each player keeps the character played at the start of the game")
    own_town = ids.in_town(zone, p)
    a_town = ids.kind(zone) == ids.TOWN
    if kind == ids.DIE:
        if a_town and not own_town:
            return _("You may activate only the buildings of your own town")
        if own_town:
            return _("That space holds no building to activate")
        if s.phase == DIE and not s.pending:
            return _("Drag a die to Chosen die to choose it")
        if context(s):
            return _("Drag the die onto one of your buildings to activate it")
        return wrong_phase(s) if not s.pending else pending_hint(s)
    if kind == ids.TILE:
        if a_town and not own_town:
            return _("Claim tiles into your own town")
        if s.phase == START:
            return _("Drag your starting building onto a space next to your Town Hall")
        if s.pending:
            return pending_hint(s)
        if s.phase != USE:
            return wrong_phase(s)
        return _("Drag a tile into your town to claim it, or onto Discard for {income}").format(
            income=dollars(INCOME))
    return _(GENERIC_DRAG)


def drag_targets(state: EmpresarioState, piece: str) -> dict[str, str]:
    """Where a piece may go now: any remaining die of a number lights Chosen die, and the die lights the
    buildings it may activate."""
    s = state
    out: dict[str, str] = {}
    legal = legal_actions(s)
    first = first_alike(s, piece) if die_index(s, piece) >= 0 else -1
    for a in legal:
        g = a.gesture()
        if isinstance(g, Drag) and g.piece == piece:
            out.setdefault(g.zone, "")
        elif isinstance(a, ChooseDie) and a.die == first:
            out.setdefault(ids.TRAY, "")
        elif isinstance(a, Activate) and first >= 0 and not a.josephine:
            x, y = coords(s.cell_of[a.building])
            out.setdefault(ids.town(s.actor, x, y), "activate")
    return out


def press_candidates(state: EmpresarioState, label: str = "") -> list[Action]:
    """The actions of the seat to act that are buttons, legal or not (the table asks why one is not
    possible for each button it keeps in place); a label naming a tile ("Build Mine #12") narrows them to
    that tile's."""
    s = state
    if s.phase == OVER:
        return []
    p = s.actor
    named = ids.labelled_tile(label)
    if named is not None:
        tiles = [named] if named in s.town[p].values() else []
        out: list[Action] = []
    else:
        tiles = list(s.town[p].values())
        out = [shared(c, p) for c in (Gamble, IrvingInn, Skip, EndTurn, Done)]
        out += [shared(AdjustDie, p, 1), shared(AdjustDie, p, -1), shared(TakeIncome, p, -1)]
        out += [shared(ChooseCharacter, p, c) for c in range(13)]
        out += [shared(ChooseStartColour, p, c) for c in COLOUR_NAMES]
        out += [shared(ActivateColour, p, c) for c in COLOUR_NAMES]
    for b in tiles:
        out.append(shared(BuildTile, p, b))
        for use in ("effect", "build", "coin", "distillery"):
            for trent in (False, True):
                for jos in (False, True):
                    out.append(shared(Activate, p, b, use, trent, jos))
    return out


# -- the buttons' words --------------------------------------------------------------------------------------

# Activate's button by (use, trent, josephine); {building} is named as the board names it, {one} is $1.
ACTIVATE_WORDS = {
    ("effect", False, False): N_("Activate {building}"),
    ("effect", False, True): N_("Activate {building} (Josephine, {one})"),
    ("build", False, False): N_("Activate {building}: pay {one} to build"),
    ("build", False, True): N_("Activate {building}: pay {one} to build (Josephine, {one})"),
    ("build", True, False): N_("Activate {building}: pay {one} to build + Trent ({one} for 1 VP)"),
    ("build", True, True): N_("Activate {building}: pay {one} to build + Trent ({one} for 1 VP) (Josephine, {one})"),
    ("coin", False, False): N_("Activate {building}: take {one}"),
    ("coin", False, True): N_("Activate {building}: take {one} (Josephine, {one})"),
    ("coin", True, False): N_("Activate {building}: take {one} + Trent ({one} for 1 VP)"),
    ("coin", True, True): N_("Activate {building}: take {one} + Trent ({one} for 1 VP) (Josephine, {one})"),
    ("distillery", False, False): N_("Activate {building} as a Distillery (Merle)"),
    ("distillery", False, True): N_("Activate {building} as a Distillery (Merle) (Josephine, {one})"),
    ("distillery", True, False): N_("Activate {building} as a Distillery (Merle) + Trent ({one} for 1 VP)"),
    ("distillery", True, True): N_(
        "Activate {building} as a Distillery (Merle) + Trent ({one} for 1 VP) (Josephine, {one})"),
    ("effect", True, False): N_("Activate {building} + Trent ({one} for 1 VP)"),
    ("effect", True, True): N_("Activate {building} + Trent ({one} for 1 VP) (Josephine, {one})"),
}  # fmt: skip


def building_words(s: EmpresarioState, p: int, t: int) -> str:
    """A building on a button: "Inn 3", or "Inn 3 (1 left from the Town Hall)" when seat p has two alike."""
    name = board_name(t)
    if 0 <= p < len(s.town):
        alike = [b for b in s.town[p].values() if TNAME[b] == TNAME[t] and TNUM[b] == TNUM[t]]
        if len(alike) > 1 and s.cell_of[t] >= 0:
            x, y = coords(s.cell_of[t])
            # TRANSLATORS: a building on a button and where it stands, as in "Inn 3 (1 left from the Town Hall)".
            return _("{building} ({place})").format(building=name, place=from_hall(x, y))
    return name


def button_text(s: EmpresarioState, a: Action) -> str:
    """The words on the button of a Press action: a building named as the board names it ("Build Mine 3"),
    with its place in the town only when the player has two alike; the label (``actions.py``) keeps the
    tile's number as its identity ("Build Mine #12")."""
    gesture = a.gesture()
    if not isinstance(gesture, Press):
        return ""
    words = button_words(s, a)
    return words if words is not None else _(gesture.label)


def button_words(s: EmpresarioState, a: Action) -> str | None:
    """The words on the button of a Press action (None: not a button of this title)."""
    one = dollars(1)
    if isinstance(a, Activate):
        message = ACTIVATE_WORDS.get((a.use, a.trent, a.josephine), ACTIVATE_WORDS["effect", False, False])
        return _(message).format(building=building_words(s, a.player, a.building), one=one)
    if isinstance(a, BuildTile):
        return _("Build {building}").format(building=building_words(s, a.player, a.tile))
    if isinstance(a, ChooseCharacter):
        return _("Play {character}").format(character=character(a.character))
    if isinstance(a, ChooseStartColour):
        return _("Start with a {colour} building").format(colour=colour(a.colour))
    if isinstance(a, ActivateColour):
        return _("Activate {colour} buildings (Jesse)").format(colour=colour(a.colour))
    if isinstance(a, Gamble):
        return _("Gamble (re-roll, +{two})").format(two=dollars(2))
    if isinstance(a, AdjustDie):
        return (_("+1 ({one})") if a.delta == 1 else _("-1 ({one})")).format(one=one)
    if isinstance(a, TakeIncome):
        return _("Take {income}").format(income=dollars(INCOME))
    if isinstance(a, IrvingInn):
        return _("Irving's Inn ({one} + 1 VP)").format(one=one)
    if isinstance(a, Skip):
        return _("Skip")
    if isinstance(a, EndTurn):
        return _("End turn")
    if isinstance(a, Done):
        return _("Done")
    return None
