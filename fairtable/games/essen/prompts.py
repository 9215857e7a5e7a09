"""The decisions of ESSEN in words: the prompt of the seat to act, said to that seat or, to anybody else,
who decides what; and the question asked before a turn ends that could still do something.

Seats are written by number ("Seat 2"); the table puts the names in. Every text is one catalog message
with named placeholders (fairtable.i18n).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.engine.presentation import Lesson
from fairtable.games.essen import flow
from fairtable.games.essen.actions import EndTurn, Move
from fairtable.games.essen.data import data, distances
from fairtable.games.essen.legal import legal_actions
from fairtable.games.essen.numbers import (
    EARLY_DEPARTURE_VP,
    EAT_PRICE,
    EAT_RECOVERY,
    LAST_ROUND,
    WISH_HAND,
    WITHDRAW_AMOUNT,
    WITHDRAW_VP,
)
from fairtable.games.essen.scoring import price
from fairtable.games.essen.state import DRAFT, KEEP, OVER, PLAY, REMOVE, EssenState
from fairtable.games.essen.words import either, euros, seat, title
from fairtable.i18n import N_, _, ngettext


def prompt(s: EssenState, viewer: int | None) -> str:
    """The decision of the seat to act, said to that seat or, to anybody else, who decides what."""
    if s.phase == OVER:
        return _("The game is over")
    legal = legal_actions(s) if s.phase == PLAY else ()
    p = s.current
    me = viewer == p
    who = seat(p)
    if s.phase == DRAFT:
        return _draft_prompt(s, p, me)
    if s.phase == REMOVE:
        if me:
            return _("2-player rule: remove one game from the hall before the actions: drag a game tile from its "
                     "stand onto Out of the game (not one a meeple stands on)")
        return _("{seat} removes one game from the hall (2-player rule)").format(seat=who)
    if s.phase == KEEP:
        if me:
            return _("Keep one of the two cards you play-tested: drag it onto your Wish cards; the other is discarded")
        return _("{seat} keeps one of the two play-tested cards").format(seat=who)
    ap = s.ap(p)
    if not me:
        return _("{seat} takes actions, round {round} of {last}: {ap} AP left").format(
            seat=who, round=s.round, last=LAST_ROUND, ap=ap)
    return _turn_prompt(s, p, legal)


def _draft_prompt(s: EssenState, p: int, me: bool) -> str:
    k = flow.picks_per_pass(s) - s.draft_taken[p]
    n = len(s.draft[p])
    if not me:
        return _("{seat} picks {k} of {n} wish cards").format(seat=seat(p), k=k, n=n)
    last = len(s.hand[p]) + k >= WISH_HAND
    more = bool(s.draft_taken[p])
    if last and more:
        line = ngettext("Pick {k} more of these {n} wish cards: drag it onto your Wish cards; the rest form the common "
                        "wish list",
                        "Pick {k} more of these {n} wish cards: drag them onto your Wish cards; the rest form the "
                        "common wish list", k)
    elif last:
        line = ngettext("Pick {k} of these {n} wish cards: drag it onto your Wish cards; the rest form the common wish "
                        "list",
                        "Pick {k} of these {n} wish cards: drag them onto your Wish cards; the rest form the common "
                        "wish list", k)
    elif s.players == 2 and more:
        line = ngettext("Pick {k} more of these {n} wish cards: drag it onto your Wish cards; the rest go to {seat}",
                        "Pick {k} more of these {n} wish cards: drag them onto your Wish cards; the rest go to {seat}",
                        k)
    elif s.players == 2:
        line = ngettext("Pick {k} of these {n} wish cards: drag it onto your Wish cards; the rest go to {seat}",
                        "Pick {k} of these {n} wish cards: drag them onto your Wish cards; the rest go to {seat}", k)
    elif more:
        line = ngettext("Pick {k} more of these {n} wish cards: drag it onto your Wish cards; the rest pass to your "
                        "left ({seat})",
                        "Pick {k} more of these {n} wish cards: drag them onto your Wish cards; the rest pass to your "
                        "left ({seat})", k)
    else:
        line = ngettext("Pick {k} of these {n} wish cards: drag it onto your Wish cards; the rest pass to your left "
                        "({seat})",
                        "Pick {k} of these {n} wish cards: drag them onto your Wish cards; the rest pass to your left "
                        "({seat})", k)
    other = 1 - p if s.players == 2 else (p + 1) % s.players
    return line.format(k=k, n=n, seat=seat(other))


def _turn_prompt(s: EssenState, p: int, legal: Sequence[Action]) -> str:
    d = data()
    kinds = {a.kind for a in legal}
    ap = s.ap(p)
    can = []
    if "move" in kinds:
        can.append(_("walk (drag your meeple onto a space)"))
    tile = d.space_tile[s.position[p]]
    if "buy" in kinds and tile >= 0:
        can.append(_("buy {title} for {price} (drag it onto your bag)").format(title=title(tile),
                                                                               price=euros(price(s, tile))))
    if "eat" in kinds:
        can.append(_("eat here for {price} ({ap} AP back)").format(price=euros(EAT_PRICE), ap=EAT_RECOVERY))
    if "play_test" in kinds:
        can.append(_("play-test for 1 AP"))
    if "unload" in kinds:
        can.append(_("unload your bag (drag a game onto your Car trunk)"))
    if "withdraw" in kinds:
        can.append(_("withdraw {amount} at the bank (each {amount} loses {vp} VP)").format(
            amount=euros(WITHDRAW_AMOUNT), vp=WITHDRAW_VP))
    round_, last = s.round, LAST_ROUND
    if not can:
        text = _("Round {round} of {last}, your turn: {ap} AP left: end your turn").format(round=round_, last=last, ap=ap)
    else:
        can.append(_("end your turn"))
        text = _("Round {round} of {last}, your turn: {ap} AP left. You can {options}").format(
            round=round_, last=last, ap=ap, options=either(can))
    if s.round == LAST_ROUND and p not in s.departed and len(s.departed) < len(EARLY_DEPARTURE_VP):
        vp = EARLY_DEPARTURE_VP[len(s.departed)]
        if s.position[p] == d.parking:
            text = _("{prompt}. Ending your turn here on the parking leaves early for {vp} VP").format(prompt=text, vp=vp)
        elif any(isinstance(a, Move) and a.space == "parking" for a in legal):
            cost = distances(tuple(s.crowd), s.position[p])[0][d.parking]
            text = _("{prompt}. The parking is {cost} AP away: end your turn there to leave early for {vp} VP").format(
                prompt=text, cost=cost, vp=vp)
    return text


def confirm(s: EssenState, action: Action) -> str | None:
    """Ending a turn that could still act asks once ("End your turn with 3 AP left?")."""
    if not isinstance(action, EndTurn) or s.phase != PLAY or action.player != s.current:
        return None
    return end_turn_question(s, legal_actions(s))


def end_turn_question(s: EssenState, legal: Sequence[Action]) -> str | None:
    """Before ending a turn that could still do something: "End your turn with 3 AP left?"."""
    p = s.current
    ap = s.ap(p)
    if ap > 0:
        return _("End your turn with {ap} AP left?").format(ap=ap)
    kinds = {a.kind for a in legal}
    if "unload" in kinds:
        return _("End your turn without unloading? Unloading your bag here frees its spaces for more actions")
    if "eat" in kinds:
        return _("End your turn without eating? Eating here ({price}) gives {ap} AP back").format(
            price=euros(EAT_PRICE), ap=EAT_RECOVERY)
    return None


# Teach as I play: each rule the first time the game tells it (ui/teach.py), in the rulebook's words.
LESSONS = (
    Lesson("purchase", N_("Buying a game"),
           N_("A bought game goes into your bag: it fills the right-most free bag space of your action track, so "
              "every game you carry leaves you one action point less. Unload your bag at the parking to free "
              "the spaces again, so do not wander far from the parking with a full bag."), N_("Actions")),
    Lesson("crowd", N_("Crowds"),
           N_("A crowd token makes its space crowded: moving into a crowded space costs 2 AP instead of 1. The "
              "crowds move in every maintenance, to the colour zones of the games with event tokens."),
           N_("A round")),
    Lesson("popularity", N_("Popularity"),
           N_("In maintenance the game on the \"-1\" slot lowers its symbol's popularity by 1 and the three "
              "\"+1\" games raise theirs. A game scores its symbol's popularity when you buy it, so a rising "
              "symbol is worth buying."), N_("A round")),
    Lesson("scoring", N_("Midday scoring"),
           N_("At the end of round 3 each morning ranking card your bought games meet scores 4 VP; three "
              "afternoon cards replace them, and each of those met at the end scores 8 VP."), N_("Scoring")),
    Lesson("last_turn", N_("The last round"),
           N_("In round 7 the first player to end the turn on the parking scores 6 VP for an early departure, "
              "the second 3 VP. After round 7 everyone unloads, and the wish list scores."), N_("Scoring")),
)


# The section behind a refused move or a banner (Presentation.rule_sections); "" for any other kind.
RULE_SECTIONS = {
    "": N_("Actions"),
    "draft_pick": N_("Setup"),
    "remove_tile": N_("Variants"),
    "end_turn": N_("A round"),
    "round": N_("A round"),
    "final_scoring": N_("Scoring"),
    "game_over": N_("Scoring"),
}
