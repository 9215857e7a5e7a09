"""What the seat to act must decide now, in the rulebook's words, and the questions asked before a move a
player may regret.

Said to the seat to act as an instruction ("Solicitation: drag a customer ..."); to anybody else as who
decides what ("Seat 2 calls a customer or passes"). Nothing secret is named: a draft hand is counted, not
shown.
"""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.engine.presentation import Lesson
from fairtable.engine.seats import seat_token
from fairtable.games.marche import actions as A
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.narration import _facility_spot, store_name
from fairtable.games.marche.scoring import public_scores, store_vp
from fairtable.games.marche.sections.plaza import can_call
from fairtable.games.marche.state import (
    ACTIONS,
    BACKYARD,
    DRAFT,
    FIRST_STORE,
    OVER,
    RETURN,
    SALE,
    SOLICIT,
    TOBY,
    MarcheState,
    can_hire_gray,
    is_prop,
)
from fairtable.i18n import N_, _, ngettext

D = T.D


def prompt(s: MarcheState, viewer: int | None) -> str:
    if s.phase == OVER:
        return _("The game is over")
    p = s.turn
    mine = viewer == p
    who = seat_token(p)
    ph = s.phase
    if ph == DRAFT:
        n = len(s.draft_hands[p])
        if mine:
            to = seat_token((p + 1) % s.players)
            if n == 1:
                text = _("Goal draft: keep 1 of these {n} Major Goals: drag it onto your Goals (it is the last)")
            elif n == 2:
                text = _("Goal draft: keep 1 of these {n} Major Goals: drag it onto your Goals (the other one goes "
                         "to {seat})")
            else:
                text = _("Goal draft: keep 1 of these {n} Major Goals: drag it onto your Goals (the other {rest} go "
                         "to {seat})")
            return text.format(n=n, rest=n - 1, seat=to)
        return ngettext("{seat} keeps 1 of {n} Major Goals", "{seat} keeps 1 of {n} Major Goals", n).format(seat=who, n=n)
    if ph == FIRST_STORE:
        if is_prop(s, p, "morgan"):
            if mine:
                return _("Open your first store: as Morgan, drag any Basic or Special Store onto a section of "
                         "your board")
            return _("{seat} (Morgan) opens a first store: any Basic or Special Store").format(seat=who)
        if mine:
            return _("Open your first store: drag the Grocery Store onto a section of your board")
        return _("{seat} opens a Grocery Store in a section").format(seat=who)
    if ph == TOBY:
        if mine:
            return ngettext("Toby's rearrangement: drag your stores to other sections (onto a store to swap the two; "
                            "{n} move left), then press Done arranging",
                            "Toby's rearrangement: drag your stores to other sections (onto a store to swap the two; "
                            "{n} moves left), then press Done arranging", s.toby_moves).format(n=s.toby_moves)
        return _("{seat} (Toby) rearranges the stores before the Solicitation Phase").format(seat=who)
    if ph == SOLICIT:
        if mine:
            free = sum(1 for c in s.sections[p] if c >= 0 for x in s.store_cust[c] if x < 0)
            return _("Solicitation: drag a customer from the cells in front of one of your stores onto a free "
                     "customer seat ({n} free), or press Pass (the first to pass takes the Start Player "
                     "marker)").format(n=free)
        return _("{seat} calls a customer to a store or passes").format(seat=who)
    if ph == SALE:
        if mine:
            if s.sales_left == 1 and is_prop(s, p, "meister"):
                return _("Sale (one more sale, as Meister): drag one of your stores onto the store cards to sell it "
                         "for its VP, or press Done selling to keep them")
            if s.sales_left > 1:
                return _("Sale: drag one of your stores onto the store cards to sell it for its VP (twice, as "
                         "Meister), or press Done selling to keep them")
            return _("Sale: drag one of your stores onto the store cards to sell it for its VP, or press Done "
                     "selling to keep them")
        return _("{seat} may sell a store").format(seat=who)
    if ph == RETURN:
        n = len(s.returning)
        if mine:
            return ngettext("Put the {n} customer of the store you sold back on the plaza: drag it onto any cell "
                            "with room",
                            "Put the {n} customers of the store you sold back on the plaza: drag each onto any cell "
                            "with room", n).format(n=n)
        return ngettext("{seat} puts the {n} customer of the sold store back on the plaza",
                        "{seat} puts the {n} customers of the sold store back on the plaza", n).format(seat=who, n=n)
    assert ph == ACTIONS
    n = s.wloc[p].count(BACKYARD)
    if mine:
        if n == 0:
            return _("Worker Actions: press Hire the gray worker ({cost} coins; it can be used from your "
                     "next turn), or press Pass").format(cost=NUM.GRAY_COST)
        if can_hire_gray(s, p):
            return ngettext("Worker Actions ({n} worker in your backyard): drag a worker onto your store to "
                            "renovate it, onto another player's store to enter it, onto an ad's field, or onto Take "
                            "1 coin or 1 wood; drag a store card or a public facility to build it, hire the gray "
                            "worker ({cost} coins); or press Pass",
                            "Worker Actions ({n} workers in your backyard): drag a worker onto your store to "
                            "renovate it, onto another player's store to enter it, onto an ad's field, or onto Take "
                            "1 coin or 1 wood; drag a store card or a public facility to build it, hire the gray "
                            "worker ({cost} coins); or press Pass", n).format(n=n, cost=NUM.GRAY_COST)
        return ngettext("Worker Actions ({n} worker in your backyard): drag a worker onto your store to "
                        "renovate it, onto another player's store to enter it, onto an ad's field, or onto Take 1 "
                        "coin or 1 wood; drag a store card or a public facility to build it; or press Pass",
                        "Worker Actions ({n} workers in your backyard): drag a worker onto your store to "
                        "renovate it, onto another player's store to enter it, onto an ad's field, or onto Take 1 "
                        "coin or 1 wood; drag a store card or a public facility to build it; or press Pass",
                        n).format(n=n)
    return _("{seat} uses a worker ({n} in the backyard) or passes").format(seat=who, n=n)


def confirm(s: MarcheState, a: Action) -> str | None:
    """Passing ends a player's part of the phase: asked once when there was more to do."""
    if not isinstance(a, A.Pass):
        return None
    p = a.player
    if s.phase == ACTIONS:
        n = s.wloc[p].count(BACKYARD)
        if n:
            return ngettext("Pass with {n} worker still in your backyard? It does nothing more this round",
                            "Pass with {n} workers still in your backyard? They do nothing more this round",
                            n).format(n=n)
    elif s.phase == SOLICIT and can_call(s, p):
        return _("Pass for the rest of the Solicitation Phase, with a customer still in reach of a free seat?")
    return None


def destructive(s: MarcheState, a: Action) -> str | None:
    """Asked before a move made from the keyboard that gives something up: a public facility (a Temporary
    Stage too) taken off the plaza for wood, a store sold."""
    if isinstance(a, A.Sell):
        # TRANSLATORS: asked before a store is sold with the keyboard
        return _("Sell {store} for {vp} VP? It leaves your board.").format(
            store=store_name(s, a.card), vp=store_vp(s, a.player, a.card))
    if isinstance(a, A.RemoveFacility):
        f = T.D.facilities[T.FAC_TYPE[a.facility]]
        # TRANSLATORS: asked before a facility is taken off the plaza with the keyboard
        return _("Remove the {facility} from {spot} for {n} wood?").format(
            facility=_(f.name_en), spot=_facility_spot(s, a.facility), n=NUM.MOVE_FACILITY_WOOD)
    return None


def standings(s: MarcheState) -> list[str]:
    """Before the end: the scoreboard and the stores' VP as they stand, which only goals revealed at the
    end (secret until then) can add to ("at least 3 VP if the game ended now", the marker maybe at 0);
    once the game is over, the final total, where the marker stands."""
    scores = public_scores(s)
    if s.phase == OVER:
        return [ngettext("{n} VP", "{n} VP", score).format(n=score) for score in scores]
    # TRANSLATORS: Animal Marche's players dock before the end: the scoreboard's and the stores' VP, to which
    # goals revealed at the end (secret until then) may add: "at least 3 VP if the game ended now"
    return [_("at least {score} if the game ended now").format(score=ngettext("{n} VP", "{n} VP", score).format(n=score))
            for score in scores]


# Teach as I play: each rule the first time the game tells it (ui/teach.py), in the rulebook's words.
LESSONS = (
    Lesson("income_summary", N_("Income"),
           N_("In the income phase every store applies its effect once for each customer seated on it. More "
              "customers on a store, more income."), N_("A round")),
    Lesson("sale", N_("Selling a store"),
           N_("Selling a store scores its VP at once; its customers go back onto plaza cells of your choice "
              "and the card returns to the play area."), N_("A round")),
    Lesson("hire", N_("A new worker"),
           N_("Occupying 2, 3 and 4 sections for the first time hires a worker each time. The new worker is "
              "usable from the next round."), N_("A round")),
    Lesson("ad_run", N_("An ad runs"),
           N_("When the payments on an ad reach its cost it runs: every worker on it scores its field's VP, "
              "whoever paid most takes the card, and a new ad is drawn."), N_("A round")),
    Lesson("goal_revealed", N_("Goals"),
           N_("A goal marked revealed when achieved scores the moment its condition holds; the others score at "
              "the end. Only 2 of your 3 Major Goals can score."), N_("Goals")),
)


# The section behind a refused move or a banner (Presentation.rule_sections); "" for any other kind.
RULE_SECTIONS = {
    "": N_("A round"),
    "first_store": N_("Setup"),
    "draft_goal": N_("Variant"),
    "game_end": N_("End of the game"),
}
