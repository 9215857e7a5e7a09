"""The words ESSEN names its things with, in the player's language: seats, game titles and publishers
(from tiles.json), zone colours, the four symbols, event tokens, ranking sites and crowd places.

Every function returns text for a player; the ids, kinds and colours they are given stay the data's own
(language-free). Seats are the machine token "Seat 2" (never translated: the table puts the names in).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairtable.engine.seats import seat_token
from fairtable.games.essen.data import CROWD_PARKING, CROWD_SPACE, SYMBOLS, ZONES, data
from fairtable.games.essen.state import EssenState
from fairtable.i18n import N_, _, alternatives, groups, language, listing, money, ngettext, pgettext

#: The rulebook's event tokens by kind, as their tokens name them.
EVENT_NAMES: dict[str, str] = {
    "buzz": N_("Buzz"), "flop": N_("Flop"), "goodies": N_("Goodies"), "discount": N_("Discount"),
    "sold_out": N_("Sold out"), "not_released": N_("Not released"),
}  # fmt: skip
#: The rows of the score breakdown (``state.PURCHASES`` ...), as the result names them.
SCORE_ROWS = (N_("Purchases"), N_("Cash withdrawals"), N_("Morning rankings"), N_("Afternoon rankings"), N_("Wish list"),
              N_("Early departure"))
#: The ranking table, one card each (proper nouns, marked for the catalog: :func:`site` translates them).
RANKING_SITES = (N_("BoardGameGeek"), N_("Tric Trac"), N_("Fairplay"))
#: A colour zone's name on its own (labels, the signs on the board).
ZONE_TITLES: dict[str, str] = {
    "purple": N_("Purple zone"), "yellow": N_("Yellow zone"), "blue": N_("Blue zone"), "pink": N_("Pink zone"),
    "green": N_("Green zone"),
}  # fmt: skip
#: A colour zone's sign along the hall's wall.
ZONE_SIGNS: dict[str, str] = {
    "purple": N_("Purple"), "yellow": N_("Yellow"), "blue": N_("Blue"), "pink": N_("Pink"), "green": N_("Green"),
}  # fmt: skip


def seat(p: int) -> str:
    """The machine token of a seat (the table replaces it by the person's name)."""
    return seat_token(p)


def points_text(points: int, unit: bool = True) -> str:
    """A score: "23 VP" in the players dock, the bare number under the final table's column."""
    return _("{score} VP").format(score=points) if unit else str(points)


def title(t: int) -> str:
    """A game tile's title (the Chinese edition gives each of the 60 games a title of its own)."""
    return _(data().tiles[t].title)


def publisher(t: int) -> str:
    return _(data().tiles[t].publisher)


def symbol(sym: str) -> str:
    """One of the four popularity symbols."""
    if sym == "meeple":
        # TRANSLATORS: ESSEN's popularity symbols (meeple, hourglass, dice, cards), as a game's kind.
        return pgettext("essen symbol", "meeple")
    if sym == "hourglass":
        return pgettext("essen symbol", "hourglass")
    if sym == "dice":
        return pgettext("essen symbol", "dice")
    return pgettext("essen symbol", "cards")


def colour(zone: str) -> str:
    """A colour zone's colour, as in "the purple zone"."""
    if zone == "purple":
        # TRANSLATORS: the colour of one of ESSEN's five hall zones, used in "{colour} zone".
        return pgettext("essen zone", "purple")
    if zone == "yellow":
        return pgettext("essen zone", "yellow")
    if zone == "blue":
        return pgettext("essen zone", "blue")
    if zone == "pink":
        return pgettext("essen zone", "pink")
    return pgettext("essen zone", "green")


def zone_name(z: int) -> str:
    """"the purple zone"."""
    return _("the {colour} zone").format(colour=colour(ZONES[z]))


def symbol_count(n: int, sym: str) -> str:
    """"3 × meeple", "1 × cards": games of one symbol counted as the rulebook counts them (the symbol's name
    is no noun that takes a plural, so "1 cards" and "2 hourglass" never appear)."""
    return _("{n} × {symbol}").format(n=n, symbol=symbol(sym))


def event_name(kind: str) -> str:
    """"Buzz", "Sold out"."""
    return _(EVENT_NAMES[kind])


def site(name: str) -> str:
    """A ranking site's name (BoardGameGeek, Tric Trac, Fairplay)."""
    return _(name)


def at_stand(t: int) -> str:
    """"Concordia (stand 12)"."""
    return _("{title} (stand {stand})").format(title=title(t), stand=data().tiles[t].stand)


def either(items: Sequence[str]) -> str:
    """"a", "a or b", "a, b or c"."""
    return alternatives(items)


def and_list(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" (the language's way)."""
    return listing(items)


def crowd_place(c: int) -> str:
    """Where a crowd token lies, in words."""
    d = data()
    if c == CROWD_PARKING:
        return _("the parking")
    if c >= CROWD_SPACE:
        space = d.spaces[c - CROWD_SPACE]
        if space.kind == "courtyard":
            return _("the central courtyard")
        number = space.id[-1]
        if space.kind == "entrance":
            return _("entrance {number}").format(number=number) if number.isdigit() else _("the entrance")
        if space.kind == "galeria":
            return _("galeria {number}").format(number=number) if number.isdigit() else _("the galeria")
        return _("the parking")
    return zone_name(c)


def crowd_spot(c: int) -> str:
    """A crowd token's place in a word, for the board's summary ("purple", "courtyard", "entrance 1")."""
    d = data()
    if c == CROWD_PARKING:
        return pgettext("essen crowd spot", "parking")
    if c >= CROWD_SPACE:
        space = d.spaces[c - CROWD_SPACE]
        if space.kind == "courtyard":
            return pgettext("essen crowd spot", "courtyard")
        if space.kind == "entrance":
            return _("entrance {number}").format(number=space.id[-1])
        if space.kind == "galeria":
            return _("galeria {number}").format(number=space.id[-1])
        return pgettext("essen crowd spot", "parking")
    return colour(ZONES[c])


def euros(n: int) -> str:
    """An amount in euros the language's way: "€35" in English, "35 €" in German."""
    return _euros(language(), n)


@cache
def _euros(lang: str, n: int) -> str:
    return money(n, "EUR")


def lines_of(message: str) -> list[str]:
    """A translated text drawn on several short lines: "|" marks where a line ends."""
    return _(message).split("|")


def hyphenated(text: str) -> str:
    """``text`` with a soft hyphen where ``HYPHENS`` lets a long word break ("Funken-" at a line's end)."""
    return " ".join(HYPHENS[w].replace("-|", "\u00ad") if w in HYPHENS else w for w in text.split(" "))


# Where a word too long for a game box breaks (the rest break at a hyphen of their own, or anywhere).
HYPHENS = {
    "Funkenschlag:": "Funken-|schlag:", "Funkenschlag": "Funken-|schlag", "L'Aéropostale": "L'Aéro-|postale",
    "Westerplatte": "Wester-|platte", "Subkontinent": "Sub-|kontinent", "Machination": "Machi-|nation",
    "Wildcatters": "Wild-|catters", "Patchistory": "Patch-|istory", "Kakerlakak": "Kaker-|lakak",
    "Expedition:": "Expe-|dition:", "Resistance:": "Resis-|tance:", "Australien": "Austra-|lien",
    "Indischer": "Indi-|scher", "Crokinole": "Croki-|nole", "Polterfass": "Polter-|fass",
    "Blueprints": "Blue-|prints", "Nosferatu": "Nosfe-|ratu", "Conjurers": "Conju-|rers",
    "Concordia": "Concor-|dia", "Helvetia": "Helve-|tia", "Suburbia": "Subur-|bia", "Suburban": "Subur-|ban",
    "Testament": "Testa-|ment", "Centauri": "Centau-|ri", "Halloween": "Hallo-|ween", "Assassins": "Assas-|sins",
    "Bruxelles": "Bruxel-|les", "Smuggler": "Smug-|gler", "Colonial": "Colo-|nial", "Horizons": "Hori-|zons",
    "Emerald": "Eme-|rald", "Quantum": "Quan-|tum", "Nauticus": "Nauti-|cus", "Everest": "Eve-|rest",
    "Hourglass": "Hour-|glass",
}  # fmt: skip


def _effect(ev: int) -> str:
    d = data()
    kind = d.event_kind[ev]
    if kind == "discount":
        return euros(-d.event_discount[ev])
    if kind == "sold_out":
        return _("pre-order only")
    if kind == "not_released":
        return _("it will not go on sale")
    return _("{vp} VP").format(vp=f"{d.event_vp[ev]:+d}")


def event_label(ev: int) -> str:
    """"Buzz (+3 VP)"."""
    return f"{event_name(data().event_kind[ev])} ({_effect(ev)})"


def ranking_needs(card: int) -> str:
    r = data().rankings[card]
    return " + ".join(symbol_count(n, sym) for sym, n in r.needs.items())


def rankings_in_play(s: EssenState) -> str:
    """"BoardGameGeek: 3 meeple + 1 hourglass, Tric Trac: ..., Fairplay: ..."."""
    return groups(_("{label}: {value}").format(label=site(RANKING_SITES[k]), value=ranking_needs(c))
                  for k, c in enumerate(s.rankings))


def symbol_summary(counts: Sequence[int]) -> str:
    parts = [symbol_count(n, SYMBOLS[k]) for k, n in enumerate(counts) if n]
    return and_list(parts) if parts else _("no games")


def games(n: int) -> str:
    """"1 game", "3 games"."""
    return ngettext("{n} game", "{n} games", n).format(n=n)


def space_name(space: int) -> str:
    s = data().spaces[space]
    if s.kind == "stand":
        return _("stand {number} ({publisher})").format(number=s.number, publisher=publisher(data().space_tile[space]))
    if s.kind == "courtyard":
        return _("the central courtyard")
    if s.kind == "parking":
        return _("the parking")
    if s.kind == "galeria":
        return _("Galeria {number}").format(number=s.id[-1])
    return _("Entrance {number}").format(number=s.id[-1])
