"""How Old West Empresario names its things to a player, in the current language (:mod:`fairtable.i18n`):
money, counts, buildings, colours, stock icons and characters.

Identity stays in English (``data.py``: type names, colour names, character names are ids and keys); these
helpers translate at the point of display. Every amount of money is written by :func:`dollars`, so that a
language writes "$3" its own way in every message.
"""

from __future__ import annotations

from fairtable.games.empresario.data import CHAR_NAMES, TNAME, TNUM, TYPE_NAMES
from fairtable.i18n import N_, _, language, ngettext

#: Colour names as a player reads them (the ids are ``data.COLOUR_NAMES``).
COLOUR_WORDS = {
    "green": N_("green"), "pink": N_("pink"), "yellow": N_("yellow"), "red": N_("red"), "blue": N_("blue"),
    "brown": N_("brown"), "purple": N_("purple"), "black": N_("black"), "white": N_("white"), "none": N_("none"),
}  # fmt: skip
#: The stock icons, in ``data.ICONS`` order.
ICON_WORDS = (N_("Oil"), N_("Rail"), N_("Cotton"))


def dollars(n: int) -> str:
    """An amount of money: "$3"."""
    # TRANSLATORS: an amount of the game's money (dollars), as in "$3"; {n} is the number.
    return _("${n}").format(n=n)


def tokens(n: int) -> str:
    return ngettext("{n} VP token", "{n} VP tokens", n).format(n=n)


def buildings(n: int) -> str:
    return ngettext("{n} building", "{n} buildings", n).format(n=n)


def tiles(n: int) -> str:
    return ngettext("{n} tile", "{n} tiles", n).format(n=n)


def type_name(code: int) -> str:
    """A building type's name ("Native Settlement")."""
    return _(TYPE_NAMES[code])


def tile_name(t: int) -> str:
    """A tile's name without its number ("Mine", "Town Hall A")."""
    return _(TNAME[t])


def tile_text(t: int) -> str:
    """A building as the log names it: "Mine (3)", "Well"."""
    num = TNUM[t]
    # TRANSLATORS: a building and the die number it activates on, as in "Mine (3)".
    return _("{building} ({number})").format(building=_(TNAME[t]), number=num) if num else _(TNAME[t])


def board_name(t: int) -> str:
    """A building as the board labels it: "Inn 3", "Well"."""
    num = TNUM[t]
    # TRANSLATORS: a building and the die number it activates on, as the board labels it: "Inn 3".
    return _("{building} {number}").format(building=_(TNAME[t]), number=num) if num else _(TNAME[t])


def colour(name: str) -> str:
    """A colour id ("green") as a player reads it."""
    return _(COLOUR_WORDS.get(name, name))


def icon(i: int) -> str:
    return _(ICON_WORDS[i])


def character(c: int) -> str:
    """A character card's name ("Zebedee the Land Owner", "Standard Empresario")."""
    return _(CHAR_NAMES[c]) if c in CHAR_NAMES else "?"


def lower_first(text: str) -> str:
    """A card's text inside an English sentence: "Have 3 Saloons" -> "have 3 Saloons". Other languages keep
    the text as their catalog writes it (a German noun keeps its capital)."""
    if language() != "en":
        return text
    return text[:1].lower() + text[1:]

