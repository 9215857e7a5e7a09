"""What the seat to act must decide now, in the rulebook's words, and the questions the table asks once
before a move a player may regret.

To the seat to act a prompt says what to do and how on the table ("Your die shows 4: claim a tile from
column 4 ..."); to anybody else it says who decides what ("Seat 2 uses a die showing 4 ..."). A prompt to
another seat or a spectator never names a secret (the characters dealt to the seat choosing one).
"""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.engine.presentation import Lesson
from fairtable.engine.seats import seat_token
from fairtable.games.empresario.actions import Done, EndTurn
from fairtable.games.empresario.data import (
    COLOUR_NAMES,
    IRVING,
    JESSE,
    MICHELLE,
    NAKOMA,
    SCARLETT,
    WEN,
    ZEBEDEE,
)  # fmt: skip
from fairtable.games.empresario.flow import turn_colours
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.sections.activate_your_town import activation_options, irving_reason
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    LEFTOVER,
    OVER,
    START,
    USE,
    EmpresarioState,
    claim_columns,
    has_open_cell,
    leftover_value,
)  # fmt: skip
from fairtable.games.empresario.words import buildings, character, colour, dollars, tile_text
from fairtable.i18n import N_, _, alternatives, listing, ngettext


def to_activate(s: EmpresarioState) -> list[int]:
    """The acting seat's buildings it may still activate now as its die (or the leftover die, or an offer)
    allows, Town Hall first. Those only Sister Josephine's one paid activation reaches are not among them:
    of those one at most can be made (:func:`josephine_may`)."""
    return _activatable(s, extra=False)


def josephine_may(s: EmpresarioState) -> list[int]:
    """The buildings only Sister Josephine's additional activation ($1, once a turn) may activate now."""
    return _activatable(s, extra=True)


def _activatable(s: EmpresarioState, extra: bool) -> list[int]:
    out = []
    for b in s.town[s.actor].values():
        ways = activation_options(s, b)
        if ways and any(not josephine for _use, _trent, josephine in ways) != extra:
            out.append(b)
    return sorted(out, key=lambda b: (b < 62, b))


def prompt(s: EmpresarioState, viewer: int | None) -> str:
    if s.phase == OVER:
        return _("The game is over")
    p = s.actor
    mine = viewer == p
    if s.pending:
        return _pending(s, mine)
    if s.phase == CHARACTER:
        if mine:
            a, b = (character(c) for c in s.dealt[p])
            return _("Choose your character: play {a} or {b}, or the Standard Empresario; the unchosen card "
                     "goes back to the box").format(a=a, b=b)
        return _("{seat} chooses a character: one of two dealt cards, or the Standard Empresario").format(seat=seat_token(p))
    if s.phase == START:
        return _start(s, mine)
    if s.phase == DIE:
        if mine:
            if s.turn // s.players:
                text = _("Choose one of the remaining dice for your second turn of round {round}: drag it to Chosen die")
            else:
                text = _("Choose one of the remaining dice for your first turn of round {round}: drag it to Chosen die")
            return text.format(round=s.round)
        return _("{seat} chooses one of the remaining dice").format(seat=seat_token(p))
    if s.phase == USE:
        return _use(s, mine)
    if s.phase == ACTIVATE:
        jesse = s.colour_mode >= 0
        if not mine:
            if jesse:
                return _("{seat} activates the town with {colour} buildings (Jesse)").format(
                    seat=seat_token(p), colour=colour(COLOUR_NAMES[s.colour_mode]))
            return _("{seat} activates the town with a {value}").format(seat=seat_token(p), value=s.die_value)
        left = [tile_text(b) for b in to_activate(s)]
        extra = [tile_text(b) for b in josephine_may(s)]
        if jesse and left:
            text = _("Activate your town with {colour} buildings (Jesse): {left} still to activate ({buildings}); "
                     "use a building's menu (right click) or drag the die onto it, or end your turn")
        elif left:
            text = _("Activate your town with a {value}: {left} still to activate ({buildings}); "
                     "use a building's menu (right click) or drag the die onto it, or end your turn")
        elif jesse:
            text = _("Activate your town with {colour} buildings (Jesse): none left to activate, end your turn")
        else:
            text = _("Activate your town with a {value}: none left to activate, end your turn")
        text = text.format(colour=colour(COLOUR_NAMES[s.colour_mode]) if jesse else "", value=s.die_value,
                           left=buildings(len(left)), buildings=listing(left))
        if extra:
            # TRANSLATORS: {buildings} are the buildings of other numbers; only one of them may be activated
            note = _("Sister Josephine may pay {one} to activate 1 more building: one of {buildings}").format(
                one=dollars(1), buildings=listing(extra))
            text = _("{text}. {note}").format(text=text, note=note)
        return text
    if s.phase == LEFTOVER:
        return _leftover(s, mine)
    return _("{seat} finishes the turn").format(seat=seat_token(p))


def _start(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    hand, left = s.hands[p], s.start_left[p]
    if s.character[p] == JESSE:
        if not hand:
            if mine:
                return _("Jesse the Specialist: choose the colour of your starting building; tiles are revealed "
                         "from the draw pile until one of that colour")
            return _("{seat} (Jesse the Specialist) chooses the colour of a starting building").format(seat=seat_token(p))
        if mine:
            return _("Place {tile} face down next to your Town Hall: drag it onto a space beside it").format(
                tile=tile_text(hand[0]))
        return _("{seat} places {tile} face down next to the Town Hall").format(seat=seat_token(p), tile=tile_text(hand[0]))
    more = s.character[p] == ZEBEDEE and left < 2  # Zebedee has placed one of his two
    n = len(hand)
    if not mine:
        if more:
            text = _("{seat} chooses 1 more starting building from {n} tiles")
        elif left == 1:
            text = _("{seat} chooses a starting building from {n} tiles")
        else:
            text = _("{seat} chooses {left} starting buildings from {n} tiles")
        return text.format(seat=seat_token(p), n=n, left=left)
    if more:
        text = _("Choose 1 more of these {n} tiles: drag it face down next to your Town Hall; the others are discarded")
    elif left == 1:
        text = _("Choose your starting building: drag 1 of these {n} tiles face down next to your Town Hall; the "
                 "others are discarded")
    else:
        text = _("Choose {left} of these {n} tiles to start unbuilt: drag each face down next to your Town Hall; the "
                 "others are discarded")
    return text.format(n=n, left=left)


def _use(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    v = s.die_value
    income = dollars(INCOME)
    if not mine:
        return _("{seat} uses a die showing {value}: claim a tile, discard one for {income}, or activate the "
                 "town").format(seat=seat_token(p), value=v, income=income)
    options = []
    columns = sorted(c for c in claim_columns(s) if s.display[c - 1])
    if columns and has_open_cell(s, p):
        shown = [str(c) for c in columns]
        named = alternatives(shown)
        if s.character[p] == NAKOMA and len(columns) > 1:
            options.append(_("claim a tile from column {columns} (drag it into your town; Nakoma's +/-1 is free "
                             "when claiming)").format(columns=named))
        else:
            options.append(_("claim a tile from column {columns} (drag it into your town)").format(columns=named))
    if s.display[v - 1]:
        options.append(_("discard one of its tiles for {income} (drag it onto Discard)").format(income=income))
    else:
        options.append(_("take {income} (column {column} is empty)").format(income=income, column=v))
    options.append(_("activate your town (drag the die onto your buildings, or use their menus)"))
    text = _("Your die shows {value}: {options}").format(
        value=v, options=alternatives(options, clauses=True))
    notes = []
    if s.character[p] == JESSE and turn_colours(s):
        notes.append(_("As Jesse you may activate a colour instead of the number"))
    if s.character[p] == SCARLETT and not s.gambled and not s.adjusted:
        notes.append(_("You may gamble first: re-roll it and gain {two}, but then you may not pay to change "
                       "it").format(two=dollars(2)))
    if not s.adjusted and not s.gambled and s.money[p] >= 1:
        notes.append(_("You may pay {one} once to change it by 1 (a 6 may become a 1, a 1 a 6)").format(one=dollars(1)))
    for note in notes:
        # TRANSLATORS: a prompt followed by one more sentence of it.
        text = _("{text}. {note}").format(text=text, note=note)
    return text


def _leftover(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    v = leftover_value(s)
    if not mine:
        return _("{seat} uses the leftover die ({value})").format(seat=seat_token(p), value=v)
    char = s.character[p]
    if char == WEN and s.leftover_left == 2:
        what = _("activate up to 2 of your constructed buildings (Sheriff Wen)")
    elif char == WEN:
        what = _("activate 1 more of your constructed buildings (Sheriff Wen)")
    else:
        what = _("activate ONE of your constructed buildings")
    if char == MICHELLE:
        text = _("The leftover die shows {value}, and you may treat it as any value (Michelle): {what} with it, or "
                 "press Done").format(value=v, what=what)
    else:
        text = _("The leftover die shows {value}: {what} with it (the Town Hall on any number), or press "
                 "Done").format(value=v, what=what)
    if char == IRVING and irving_reason(s) is None:
        irving = _("As Irving you may use it as an Inn instead: {one} and 1 VP token for a tile of column "
                   "{column}").format(one=dollars(1), column=v)
        text = _("{text}. {note}").format(text=text, note=irving)
    return text


def _pending(s: EmpresarioState, mine: bool) -> str:
    p = s.actor
    kind, col = s.pending[-1]
    if kind == F_BUILD:
        if mine:
            return _("Build 1 building: choose Build in the menu (right click) of one of your buildings under construction "
                     "to turn it face up")
        return _("{seat} chooses a building to build").format(seat=seat_token(p))
    if kind == F_BUILD_OPT:
        if mine:
            return _("Native Settlement: you may build 1 building: choose Build in its menu (right click), or Skip")
        return _("{seat} may build 1 building (Native Settlement)").format(seat=seat_token(p))
    if kind == F_CLAIM:
        if mine:
            return _("Claim a tile from column {column}: drag it next to a constructed building of your town").format(
                column=col)
        return _("{seat} claims a tile from column {column}").format(seat=seat_token(p), column=col)
    if kind == F_CLAIM_ANY:
        if mine:
            return _("Native Settlement: you may spend 2 VP tokens to claim any building tile from the display: "
                     "drag it next to a constructed building of your town, or Skip")
        return _("{seat} may spend 2 VP tokens to claim a tile from the display (Native Settlement)").format(
            seat=seat_token(p))
    if mine:
        return _("You may pay {one} to activate 1 more building of your town (use its menu or drag the die onto "
                 "it), or Skip").format(one=dollars(1))
    return _("{seat} may pay {one} to activate 1 more building").format(seat=seat_token(p), one=dollars(1))


def confirm(s: EmpresarioState, action: Action) -> str | None:
    """Ending a turn with the die unused or buildings still to activate, and finishing the leftover die
    with an activation unused, are asked once."""
    if s.pending:
        return None
    if isinstance(action, EndTurn):
        if s.phase == USE:
            return _("End your turn without using your die?")
        if s.phase == ACTIVATE:
            left = len(to_activate(s))
            if not left:
                if josephine_may(s):
                    return _("End your turn without Sister Josephine's additional activation?")
                return None
            return ngettext("End your turn with {n} building still to activate?",
                            "End your turn with {n} buildings still to activate?", left).format(n=left)
        return None
    if isinstance(action, Done) and s.phase == LEFTOVER and s.leftover_left > 0:
        if not to_activate(s) and irving_reason(s) is not None:
            return None
        if s.character[s.actor] == WEN and s.leftover_left == 1:
            return _("Finish without Sheriff Wen's second activation?")
        return _("Finish without using the leftover die?")
    return None


# Teach as I play: each rule the first time the game tells it (ui/teach.py), in the rulebook's words.
LESSONS = (
    Lesson("income", N_("Income"),
           N_("Instead of claiming, a die can pay income: discard one of its column's tiles to the bottom of the "
              "pile and take $3. An empty column still pays $3."), N_("Income")),
    Lesson("leftover", N_("The leftover die"),
           N_("When everyone has had two turns, one die is left: in turn order each player may activate one "
              "building with it, without adjusting it."), N_("leftover")),
    Lesson("native", N_("Native Settlements"),
           N_("A Native Settlement is built the moment it is claimed and acts once. At the end, whoever has the "
              "biggest group of Native Settlements scores 4 VP."), N_("Native")),
    Lesson("wanted", N_("Wanted cards"),
           N_("The moment you meet a wanted objective you take its gold card, or the silver one if the gold "
              "is gone. Each player takes one card per objective."), N_("Wanted")),
    Lesson("last_round", N_("The last round"),
           N_("The game ends at the end of a round in which a town has 15 constructed buildings, the population "
              "supply is empty, or the draw pile's last tile went into the display. Then every building "
              "scores by its neighbours."), N_("End")),
)


# The section behind a refused move or a banner (Presentation.rule_sections); "" for any other kind.
RULE_SECTIONS = {
    "": N_("A round"),
    "choose_character": N_("Characters"),
    "place_start_tile": N_("Setup"),
    "choose_start_colour": N_("Characters"),
    "gamble": N_("Characters"),
    "irving_inn": N_("Characters"),
    "activate_colour": N_("Characters"),
    "game_end": N_("End"),
    "scores": N_("Scoring"),
}
