"""One line per action for the game log."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
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
from fairtable.games.empresario.data import CHAR_NAMES, TOWN_HALL, TTYPE
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.state import F_CLAIM_ANY, EmpresarioState, cell
from fairtable.games.empresario.words import character, colour, dollars, tile_name, tile_text
from fairtable.i18n import N_, _

_USE = {
    "build": N_("{who} activates {building} and pays {one} to build"),
    "coin": N_("{who} activates {building} and takes {one}"),
    "distillery": N_("{who} activates {building} and runs it as a Distillery"),
}
# The activation's line, by (trent, josephine), after what it activates ({text}).
_EXTRAS = {
    (True, False): N_("{text}, paying {one} for 1 VP (Trent)"),
    (False, True): N_("{text} for {one} (Sister Josephine)"),
    (True, True): N_("{text}, paying {one} for 1 VP (Trent) for {one} (Sister Josephine)"),
}


def beside(s: EmpresarioState, p: int, x: int, y: int) -> str:
    """Where a tile goes, as a player would say it: "next to Mine (3) and Town Hall A" (the buildings on
    the four sides; constructed ones first), or the grid position when nothing is there yet."""
    placed = s.town[p] if 0 <= p < len(s.town) else {}
    near = [placed[cell(x + dx, y + dy)] for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1))
            if cell(x + dx, y + dy) in placed]
    near.sort(key=lambda t: not s.built[t])
    shown = [tile_text(t) if s.built[t] else _("a building under construction") for t in near[:2]]
    if len(shown) == 2:
        return _("next to {a} and {b}").format(a=shown[0], b=shown[1])
    if shown:
        return _("next to {a}").format(a=shown[0])
    return from_hall(x, y)


def from_hall(x: int, y: int) -> str:
    """A town space by its steps from the Town Hall: "2 left and 1 down from the Town Hall"."""
    across = (_("{n} right") if x > 0 else _("{n} left")).format(n=abs(x)) if x else ""
    down = (_("{n} down") if y > 0 else _("{n} up")).format(n=abs(y)) if y else ""
    if across and down:
        return _("{across} and {down} from the Town Hall").format(across=across, down=down)
    if across or down:
        return _("{steps} from the Town Hall").format(steps=across or down)
    return _("on the Town Hall's space")


def describe_action(s: EmpresarioState, a: Action, names: Sequence[str]) -> str:
    """``s`` is the state before the action."""
    who = names[a.player] if 0 <= a.player < len(names) else f"Seat {a.player}"
    one = dollars(1)
    if isinstance(a, ChooseCharacter):
        if a.character in CHAR_NAMES:
            return _("{who} plays {character}").format(who=who, character=character(a.character))
        return _("{who} plays an unknown character").format(who=who)
    if isinstance(a, ChooseStartColour):
        return _("{who} reveals tiles until a {colour} building").format(who=who, colour=colour(a.colour))
    if isinstance(a, PlaceStartTile):
        return _("{who} places a starting building face down {where}").format(who=who,
                                                                             where=beside(s, a.player, a.x, a.y))
    if isinstance(a, ChooseDie):
        value = s.dice[a.die] if 0 <= a.die < len(s.dice) else "?"
        return _("{who} takes a die showing {value}").format(who=who, value=value)
    if isinstance(a, Gamble):
        return _("{who} gambles: re-rolls the die and takes {two}").format(who=who, two=dollars(2))
    if isinstance(a, AdjustDie):
        text = _("{who} pays {one} to turn the die up by 1") if a.delta > 0 else _("{who} pays {one} to turn the die "
                                                                                   "down by 1")
        return text.format(who=who, one=one)
    if isinstance(a, ClaimTile):
        where = beside(s, a.player, a.x, a.y)
        if s.pending and s.pending[-1][0] == F_CLAIM_ANY:
            text = _("{who} claims {tile} and places it {where} for 2 VP tokens")
        else:
            text = _("{who} claims {tile} and places it {where}")
        return text.format(who=who, tile=tile_text(a.tile), where=where)
    if isinstance(a, TakeIncome):
        if a.tile < 0:
            return _("{who} takes {income} income").format(who=who, income=dollars(INCOME))
        return _("{who} discards {tile} for {income}").format(who=who, tile=tile_text(a.tile),
                                                             income=dollars(INCOME))
    if isinstance(a, Activate):
        if TTYPE[a.building] == TOWN_HALL or a.use == "distillery":
            message = _USE.get(a.use, N_("{who} activates {building} and uses it"))
        else:
            message = N_("{who} activates {building}")
        text = _(message).format(who=who, building=tile_name(a.building), one=one)
        extra = _EXTRAS.get((a.trent, a.josephine))
        return _(extra).format(text=text, one=one) if extra else text
    if isinstance(a, ActivateColour):
        return _("{who} activates the Town Hall and {colour} buildings (Jesse)").format(who=who, colour=colour(a.colour))
    if isinstance(a, BuildTile):
        return _("{who} builds {tile}").format(who=who, tile=tile_text(a.tile))
    if isinstance(a, IrvingInn):
        return _("{who} uses the leftover die as an Inn: {one} and 1 VP token").format(who=who, one=one)
    if isinstance(a, Skip):
        return _("{who} skips the offer").format(who=who)
    if isinstance(a, EndTurn):
        return _("{who} ends the turn").format(who=who)
    if isinstance(a, Done):
        return _("{who} is done with the leftover die").format(who=who)
    return f"{who}: {a.kind}"
