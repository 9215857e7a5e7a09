"""Animal Marche's names and labels in the player's words: seats, figures, cards and goals, the phases
and the sources of VP, as the log, the prompts and the table say them (catalog strings).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.actions import (
    Advertise,
    Build,
    BuildFacility,
    Call,
    DoneArranging,
    DoneSelling,
    DraftGoal,
    Enter,
    HireGray,
    MoveFacility,
    MoveStore,
    Pass,
    PlaceFirstStore,
    RemoveFacility,
    Renovate,
    ReturnCustomer,
    Sell,
    Take,
)
from fairtable.games.marche.data import D
from fairtable.games.marche.state import ACTIONS, DRAFT, FIRST_STORE, OVER, RETURN, SALE, SOLICIT, TOBY
from fairtable.i18n import HAN_SCRIPT, N_, _, language, listing, ngettext

#: The store icons as a log line names them ("for every 2 crossed-tools stores").
ICON_WORDS = {T.TOOLS: N_("crossed-tools"), T.HAMMER: N_("hammer"), T.BELL: N_("bell")}
#: The store icons as the tooltips name them.
ICON_TIPS = {"tools": N_("tools"), "hammer": N_("hammer"), "bell": N_("bell")}
#: What a public facility does to its cells, as its tooltip says it.
FACILITY_TIPS = {"unchanged": N_("the customers on its cells stay as they are"),
                 "double": N_("each of its two cells holds 2 customers"),
                 "empty": N_("no customers on its cells (those there go beside the plaza)")}


def join(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the language's way."""
    return listing(parts)


def both_names(en: str, ja: str) -> str:
    """A component's name with the rulebook's Japanese name beside it: "Cenotaph (英霊碑)". Where the name
    shown is the rulebook's already (Japanese) or the language is written in Chinese characters, the name
    alone: no Japanese name in Chinese text, none said twice."""
    name = _(en)
    if name == ja or language() in HAN_SCRIPT:
        return name
    # TRANSLATORS: a card's name and, in brackets, the Japanese rulebook's name for it (not shown in
    # Chinese and Japanese, which write the name alone).
    return _("{name} ({name_ja})").format(name=name, name_ja=ja)


def coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def wood(n: int) -> str:
    return ngettext("{n} wood", "{n} wood", n).format(n=n)


def vp(n: int) -> str:
    return ngettext("{n} VP", "{n} VP", n).format(n=n)


def figures(coins_: int = 0, wood_: int = 0, vp_: int = 0) -> str:
    """"3 coins, 1 wood and 2 VP"; "nothing" when all are 0."""
    parts = []
    if coins_:
        parts.append(coins(coins_))
    if wood_:
        parts.append(wood(wood_))
    if vp_:
        parts.append(vp(vp_))
    return join(parts) or _("nothing")


def lost_words(coins_: int, wood_: int) -> str:
    """"4 wood is lost", "2 coins and 1 wood are lost"."""
    if coins_ and wood_:
        return ngettext("{coins} coin and {wood} wood are lost", "{coins} coins and {wood} wood are lost",
                        coins_).format(coins=coins_, wood=wood_)
    if coins_:
        return ngettext("{n} coin is lost", "{n} coins are lost", coins_).format(n=coins_)
    return ngettext("{n} wood is lost", "{n} wood is lost", wood_).format(n=wood_)


def track_tops(coins_: bool, wood_: bool) -> str:
    """"30 coins and 15 wood": the tops of the tracks a gain ran into."""
    return join(([coins(NUM.COIN_CAP)] if coins_ else []) + ([wood(NUM.WOOD_CAP)] if wood_ else []))


def over_the_track(coins_: int, wood_: int) -> str:
    """What a gain loses to the tracks' tops: "4 wood is lost: the track holds at most 15 wood"."""
    lost, tops = lost_words(coins_, wood_), track_tops(bool(coins_), bool(wood_))
    if coins_ and wood_:
        return _("{lost}: the tracks hold at most {tops}").format(lost=lost, tops=tops)
    return _("{lost}: the track holds at most {tops}").format(lost=lost, tops=tops)


def store(card: int, advanced: bool) -> str:
    return _(T.side_of(card, advanced).name_en)


def goal_name(g: int) -> str:
    goal = D.goals[g]
    if goal.size == "minor":
        return _("Minor Goal {number}").format(number=goal.number)
    return _("Major Goal {number}").format(number=goal.number)


def goal_words(g: int) -> str:
    """What a goal asks, without its full stop: "Hold 12 coins"."""
    return _(D.goals[g].text).rstrip(".\u3002")


def goal_text(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins)"."""
    return _("{goal} ({text})").format(goal=goal_name(g), text=goal_words(g))


def goal_full(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins, 3 VP)"."""
    return _("{goal} ({text}, {vp} VP)").format(goal=goal_name(g), text=goal_words(g), vp=D.goals[g].vp)


def goal_key(g: int) -> str:
    """A goal as the events' values name it, in English: "Minor Goal 1"."""
    goal = D.goals[g]
    return f"{'Minor' if goal.size == 'minor' else 'Major'} Goal {goal.number}"


# As the layout's figures show them; putting a sold store's customers back is part of the Sale (the
# rulebook has no phase of its own for it).
PHASE_NAMES = {DRAFT: N_("Goal draft"), FIRST_STORE: N_("First store"), TOBY: N_("Toby's rearrangement"),
               SOLICIT: N_("Solicitation"), SALE: N_("Sale"), RETURN: N_("Sale"), ACTIONS: N_("Worker Actions"),
               OVER: N_("Game over")}


VP_SOURCE_NAMES = [N_("Store income"), N_("Stores sold"), N_("Ads run"), N_("Public facilities"), N_("Entering stores"),
                   N_("Goals revealed when achieved")]


# When each action belongs, for the refusal of one made at another time ("Not now: stores are sold in the
# Sale Phase; this is the Worker Actions Phase").
WHEN: dict[type[Action], str] = {
    DraftGoal: N_("Major Goals are kept in the goal draft, before the first round"),
    PlaceFirstStore: N_("first stores are opened at setup"),
    MoveStore: N_("Toby rearranges stores at the start of the Solicitation Phase"),
    DoneArranging: N_("Toby rearranges stores at the start of the Solicitation Phase"),
    Call: N_("customers are called in the Solicitation Phase"),
    Pass: N_("passing is for the Solicitation and Worker Actions Phases"),
    Sell: N_("stores are sold in the Sale Phase"),
    DoneSelling: N_("Done selling ends your turn of the Sale Phase"),
    ReturnCustomer: N_("customers of a sold store go back to the plaza in the Sale Phase"),
    Build: N_("stores are built in the Worker Actions Phase"),
    Renovate: N_("stores are renovated in the Worker Actions Phase"),
    Enter: N_("workers enter other players' stores in the Worker Actions Phase"),
    Advertise: N_("workers advertise in the Worker Actions Phase"),
    BuildFacility: N_("public facilities are built in the Worker Actions Phase"),
    MoveFacility: N_("public facilities are moved in the Worker Actions Phase"),
    RemoveFacility: N_("public facilities are removed in the Worker Actions Phase"),
    Take: N_("1 coin or 1 wood is taken in the Worker Actions Phase"),
    HireGray: N_("Vanessa hires the gray worker in the Worker Actions Phase"),
}


# The phase as a sentence names it.
NOW = {DRAFT: N_("the goal draft"), FIRST_STORE: N_("the setup, where each player opens a first store"),
       TOBY: N_("Toby's rearrangement, before the Solicitation Phase"), SOLICIT: N_("the Solicitation Phase"),
       SALE: N_("the Sale Phase"), RETURN: N_("the Sale Phase"), ACTIONS: N_("the Worker Actions Phase")}


def not_now(when: str, now: str) -> str:
    """An action out of its time: when it belongs and what is happening now (both marked with N_)."""
    # TRANSLATORS: {when} says when an action belongs ("stores are sold in the Sale Phase"), {now} the
    # part of the game going on ("the Worker Actions Phase").
    return _("Not now: {when}; this is {now}").format(when=_(when), now=_(now))
