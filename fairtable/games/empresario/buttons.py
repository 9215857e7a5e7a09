"""The words on Old West Empresario's buttons, in the current language.

A Press label (``actions.py``) is the action's identity and stays English ("Build Mine #12"); the button
shows these words instead: the building named as the board names it ("Build Mine 3"), with its place in the
town only when the player has two alike.
"""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    AdjustDie,
    BuildTile,
    ChooseCharacter,
    ChooseStartColour,
    Done,
    EndTurn,
    Gamble,
    IrvingInn,
    Skip,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import TNAME, TNUM
from fairtable.games.empresario.describe import from_hall
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.state import EmpresarioState, coords
from fairtable.games.empresario.words import board_name, character, colour, dollars
from fairtable.i18n import N_, _

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
