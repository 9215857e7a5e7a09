"""The players' decisions (rulebook 4.C, the setup draft of 3 and the 2-player removal of 7.A): each
action's check and perform side by side, dispatched by one table. The automatic steps they set off live in
flow.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fairtable.engine import rng
from fairtable.engine.actions import Action
from fairtable.engine.narration import telling
from fairtable.games.essen import flow
from fairtable.games.essen import narration as told
from fairtable.games.essen.actions import (
    Buy,
    DraftPick,
    Eat,
    EndTurn,
    Keep,
    Move,
    PlayTest,
    RemoveTile,
    Unload,
    Withdraw,
)
from fairtable.games.essen.data import data, distances
from fairtable.games.essen.legal import buy_reason, eat_reason, not_on_sale, walk_too_far
from fairtable.games.essen.numbers import (
    EAT_PRICE,
    EAT_RECOVERY,
    PLAYTEST_DRAW,
    PLAYTEST_MIN_CARDS,
    WITHDRAW_AMOUNT,
    WITHDRAW_VP,
)
from fairtable.games.essen.scoring import price, purchase_vp
from fairtable.games.essen.state import (
    DRAFT,
    KEEP,
    OVER,
    PLAY,
    PURCHASES,
    REMOVE,
    WITHDRAWALS,
    EssenState,
    Phase,
)
from fairtable.games.essen.words import euros, publisher, title
from fairtable.i18n import N_, _

# -- setup: the wish list draft (rulebook 3) ------------------------------------------------------------


def check_draft_pick(s: EssenState, a: DraftPick) -> str | None:
    if s.phase != DRAFT:
        return _("The wish list draft is over")
    card = data().tile_index.get(a.card)
    return None if card is not None and card in s.draft[a.player] else _("That card is not in your draft hand")


def draft_pick(s: EssenState, a: DraftPick) -> None:
    p = a.player
    card = data().tile_index[a.card]
    s.draft[p].remove(card)
    s.hand[p].append(card)
    s.draft_taken[p] += 1
    if telling():
        told.draft_pick(s, p, card)
    flow.after_draft_pick(s)


# -- 2 players: removing a game (rulebook 7.A) --------------------------------------------------------------


def check_remove(s: EssenState, a: RemoveTile) -> str | None:
    if s.phase != REMOVE:
        if s.players != 2:
            return _("Games are removed from the hall only in a 2-player game")
        return _("Games are removed only before the actions phase of each round (2-player rule)")
    d = data()
    tile = d.tile_index.get(a.tile)
    if tile is None or not s.at_stand[tile]:
        return _("That game is not on a stand in the hall")
    if d.tile_space[tile] in s.position:
        return _("You cannot remove a game a meeple stands on")
    return None


def remove(s: EssenState, a: RemoveTile) -> None:
    tile = data().tile_index[a.tile]
    s.at_stand[tile] = False
    s.removed.append(tile)
    ev = s.tile_event[tile]
    if ev >= 0:
        s.event_used.append(ev)
        s.tile_event[tile] = -1
    if telling():
        told.removed(s, a.player, tile, ev)
    s.remove_queue.pop(0)
    flow.next_removal(s)


# -- 1. moves (rulebook 4.C.1) ----------------------------------------------------------------------------


def check_move(s: EssenState, a: Move) -> str | None:
    p = a.player
    target = data().space_index.get(a.space)
    if target is None:
        return _("There is no such space in the hall")
    if target == s.position[p]:
        return _("Your meeple is already there")
    cost = distances(tuple(s.crowd), s.position[p])[0][target]
    if cost > s.ap(p):
        return walk_too_far(s, p, target, cost)
    return None


def move(s: EssenState, a: Move) -> None:
    p = a.player
    target = data().space_index[a.space]
    start = s.position[p]
    cost = distances(tuple(s.crowd), start)[0][target]
    s.action_pos[p] += cost
    s.position[p] = target
    if telling():
        told.walk(s, p, start, target, cost)


def check_eat(s: EssenState, a: Eat) -> str | None:
    return eat_reason(s, a.player)


def eat(s: EssenState, a: Eat) -> None:
    """In the central courtyard: pay €20, the action meeple goes back up to 2 spaces, once a turn."""
    p = a.player
    s.money[p] -= EAT_PRICE
    s.bank += EAT_PRICE
    back = min(EAT_RECOVERY, s.action_pos[p])
    s.action_pos[p] -= back
    s.ate = True
    if telling():
        told.eat(s, p, back)


# -- 2. purchase (rulebook 4.C.2) ---------------------------------------------------------------------------


def check_buy(s: EssenState, a: Buy) -> str | None:
    p = a.player
    d = data()
    tile = d.tile_index.get(a.tile)
    if tile is None:
        return _("There is no such game")
    if not s.at_stand[tile]:
        return not_on_sale(s, tile)
    if s.position[p] != d.tile_space[tile]:
        return _("You must stand on stand {stand} ({publisher}) to buy {title}").format(
            stand=d.tiles[tile].stand, publisher=publisher(tile), title=title(tile))
    return buy_reason(s, p, tile)


def buy(s: EssenState, a: Buy) -> None:
    """Pay, score, take the event (a sold-out token goes on the pre-order box), put the tile on the
    right-most free bag space, take its card from the common wish list."""
    p = a.player
    tile = data().tile_index[a.tile]
    cost = price(s, tile)
    vp = purchase_vp(s, tile)
    s.money[p] -= cost
    s.bank += cost
    flow.add_vp(s, p, PURCHASES, vp)
    ev = s.tile_event[tile]
    if ev >= 0:
        if data().event_kind[ev] == "sold_out":
            s.preorder[p] = ev
        else:
            s.event_used.append(ev)
        s.tile_event[tile] = -1
    s.at_stand[tile] = False
    s.bag[p].append(tile)
    from_list = tile in s.common
    if from_list:
        s.common.remove(tile)
        s.hand[p].append(tile)
        s.hand_public[p].append(tile)
    if telling():
        told.purchase(s, p, tile, cost, vp, ev, from_list)


# -- 3. play-test (rulebook 4.C.3) ------------------------------------------------------------------------


def check_play_test(s: EssenState, a: PlayTest) -> str | None:
    if s.ap(a.player) < 1:
        return _("You have 0 AP left: a play-test costs 1 AP")
    left = len(s.deck) + len(s.discard)
    if left < PLAYTEST_MIN_CARDS:
        return _("The wish list deck is empty") if not left else _("Only one wish card is left: a play-test needs two")
    return None


def play_test(s: EssenState, a: PlayTest) -> None:
    """1 AP, draw two wish cards (the discards are reshuffled when the deck runs out); with a single card
    left it is simply kept."""
    p = a.player
    s.action_pos[p] += 1
    for _draw in range(PLAYTEST_DRAW):
        if not s.deck and s.discard:
            s.deck = sorted(s.discard)
            s.discard = []
            if telling():
                told.reshuffle(len(s.deck))
        if s.deck:
            s.pending.append(s.deck.pop(rng.randbelow(s, len(s.deck))))
    if len(s.pending) == 1:
        card = s.pending.pop()
        s.hand[p].append(card)
        if telling():
            told.play_test(s, p, card)
    else:
        s.phase = KEEP
        if telling():
            told.play_test(s, p, -1)


def check_keep(s: EssenState, a: Keep) -> str | None:
    if s.phase != KEEP:
        return _("You have no play-tested cards to choose from")
    card = data().tile_index.get(a.card)
    return None if card is not None and card in s.pending else _("That card was not drawn in your play-test")


def keep(s: EssenState, a: Keep) -> None:
    p = a.player
    card = data().tile_index[a.card]
    others = [c for c in s.pending if c != card]
    s.hand[p].append(card)
    s.discard.extend(others)
    s.pending = []
    s.phase = PLAY
    if telling():
        told.keep(s, p, card, others)


# -- 4. unloading, 5. cash withdrawal (rulebook 4.C.4 and 4.C.5) ------------------------------------------------


def check_unload(s: EssenState, a: Unload) -> str | None:
    p = a.player
    d = data()
    if s.position[p] != d.parking:
        return _("You can unload your bag only on the parking")
    tile = d.tile_index.get(a.tile)
    return None if tile is not None and tile in s.bag[p] else _("That game is not in your bag")


def unload(s: EssenState, a: Unload) -> None:
    """Every bag tile goes into the trunk (one action, performed by dragging any one of them)."""
    p = a.player
    unloaded = s.bag[p]
    s.trunk[p].extend(unloaded)
    s.bag[p] = []
    if telling():
        told.unload(s, p, unloaded)


def check_withdraw(s: EssenState, a: Withdraw) -> str | None:
    p = a.player
    if s.position[p] != data().parking:
        return _("You can withdraw money only on the parking")
    if s.vp[p] < WITHDRAW_VP:
        return _("Withdrawing {amount} costs {cost} VP and you have {vp} VP: you cannot drop below 0 VP").format(
            amount=euros(WITHDRAW_AMOUNT), cost=WITHDRAW_VP, vp=s.vp[p])
    if s.bank < WITHDRAW_AMOUNT:
        return _("The bank has no more money")
    return None


def withdraw(s: EssenState, a: Withdraw) -> None:
    p = a.player
    s.money[p] += WITHDRAW_AMOUNT
    s.bank -= WITHDRAW_AMOUNT
    flow.add_vp(s, p, WITHDRAWALS, -WITHDRAW_VP)
    if telling():
        told.withdraw(s, p)


def check_end_turn(s: EssenState, a: EndTurn) -> str | None:
    return None


def end_turn(s: EssenState, a: EndTurn) -> None:
    flow.end_turn(s)


# -- the table ------------------------------------------------------------------------------------------

Check = Callable[[EssenState, Any], "str | None"]
Perform = Callable[[EssenState, Any], None]

MOVES: dict[type[Action], tuple[Check, Perform]] = {
    DraftPick: (check_draft_pick, draft_pick),
    RemoveTile: (check_remove, remove),
    Move: (check_move, move),
    Buy: (check_buy, buy),
    Eat: (check_eat, eat),
    PlayTest: (check_play_test, play_test),
    Keep: (check_keep, keep),
    Unload: (check_unload, unload),
    Withdraw: (check_withdraw, withdraw),
    EndTurn: (check_end_turn, end_turn),
}

# A phase that waits for one decision: the only action it takes and what a player is told otherwise.
ONLY: dict[Phase, tuple[type[Action], str]] = {
    DRAFT: (DraftPick, N_("First choose the wish cards to keep from the draft")),
    KEEP: (Keep, N_("Choose which of the two play-tested cards to keep")),
    REMOVE: (RemoveTile, N_("First remove one game tile from the hall (2-player rule)")),
}


def check(s: EssenState, a: Action) -> str | None:
    """None when ``a`` is legal, else the reason in a player's words."""
    if s.phase == OVER:
        return _("The game is over")
    if a.player != s.current:
        return _("Not your turn")
    only = ONLY.get(s.phase)
    if only is not None and type(a) is not only[0]:
        return _(only[1])
    entry = MOVES.get(type(a))
    if entry is None:
        return _("That is not an action of this game")
    return entry[0](s, a)


def perform(s: EssenState, a: Action) -> None:
    MOVES[type(a)][1](s, a)
