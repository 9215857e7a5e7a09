"""ESSEN The Game: SPIEL'13: the rules of the players' decisions (rulebook 4.C, the setup draft of 3 and
the 2-player removal of 7.A) on the engine contract. The automatic steps live in flow.py, the board in
layout.py, scoring in scoring.py."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from pydantic import BaseModel, Field

from fairtable.engine import rng
from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.layout import Layout
from fairtable.engine.narration import telling
from fairtable.games.essen import flow, hall, legal, prompts
from fairtable.games.essen import narration as told
from fairtable.games.essen.actions import (
    ACTION_TYPES,
    BOX_ZONE,
    EAT_LABEL,
    END_TURN_LABEL,
    PLAYTEST_LABEL,
    WITHDRAW_LABEL,
    Buy,
    make,
)
from fairtable.games.essen.data import data
from fairtable.games.essen.heuristic import estimate
from fairtable.games.essen.invariants import broken_invariants
from fairtable.games.essen.scoring import price, purchase_vp, result
from fairtable.games.essen.state import (
    BAG_SPACES,
    DISCARDS_FACE_UP,
    DRAFT,
    KEEP,
    OVER,
    PLAY,
    PURCHASES,
    REMOVE,
    WITHDRAWALS,
    EssenState,
)
from fairtable.games.essen.words import euros, publisher, title
from fairtable.i18n import N_, _

EAT_PRICE = 20
EAT_RECOVERY = 2  # the action meeple goes back up to 2 spaces
# Judgement call (docs/games/essen.md): a meal with the action meeple on the start point would only cost
# €20, so it is refused. Set True to let a player pay for it anyway.
EAT_ON_START_POINT = False
PLAYTEST_DRAW = 2  # a play-test draws two wish cards and keeps one
# Judgement call: the cards a play-test needs in the deck and the discards together. With 1, a single card
# left is drawn and simply kept; set it to PLAYTEST_DRAW to refuse a play-test that cannot offer a choice.
PLAYTEST_MIN_CARDS = 1
WITHDRAW_AMOUNT = 50
WITHDRAW_VP = 2


class EssenOptions(BaseModel):
    """Variants (rulebook 7 and the promo). The 2-player rules apply by themselves with two players."""

    family: bool = Field(default=False, title=N_("Family version"),
                         description=N_("Family version: no ranking cards"))
    no_crowd: bool = Field(default=False, title=N_("No crowd"), description=N_("Family version option: no crowd tokens"))
    promo: bool = Field(
        default=False, title=N_("Promo"),
        description=N_("Promo: the fire last-turn tile and 3 'not released' event tokens")
    )


def button_words(label: str) -> str:
    """The words on the button of a Press label ("Eat here (€20)" in the player's language)."""
    if label == EAT_LABEL:
        return _("Eat here ({price})").format(price=euros(EAT_PRICE))
    if label == WITHDRAW_LABEL:
        return _("Withdraw {amount}").format(amount=euros(WITHDRAW_AMOUNT))
    if label == PLAYTEST_LABEL:
        return _("Play-test")
    if label == END_TURN_LABEL:
        return _("End turn")
    return label


class _Tables:
    """Every action instance, built once: random play asks for hundreds a game."""

    def __init__(self) -> None:
        d = data()
        seats = range(5)
        self.move = [[make("move", p, sid) for sid in d.space_ids] for p in seats]
        self.buy = [[make("buy", p, t.id) for t in d.tiles] for p in seats]
        self.unload = [[make("unload", p, t.id) for t in d.tiles] for p in seats]
        self.remove = [[make("remove_tile", p, t.id) for t in d.tiles] for p in seats]
        self.pick = [[make("draft_pick", p, t.id) for t in d.tiles] for p in seats]
        self.keep = [[make("keep", p, t.id) for t in d.tiles] for p in seats]
        self.eat = [make("eat", p) for p in seats]
        self.play_test = [make("play_test", p) for p in seats]
        self.withdraw = [make("withdraw", p) for p in seats]
        self.end_turn = [make("end_turn", p) for p in seats]


_tables: _Tables | None = None


def tables() -> _Tables:
    global _tables
    if _tables is None:
        _tables = _Tables()
    return _tables


class EssenGame(Game[EssenState]):
    info = GameInfo.listed("essen", options=EssenOptions, version=1)
    action_types = ACTION_TYPES

    # -- setting up ---------------------------------------------------------------------------------

    def setup(self, players: int, options: Any, seed: int) -> EssenState:
        opts = options if isinstance(options, EssenOptions) else EssenOptions.model_validate(dict(options or {}))
        return flow.new_game(players, opts.family, opts.no_crowd, opts.promo, seed)

    # -- playing ------------------------------------------------------------------------------------

    def current_player(self, state: EssenState) -> int | None:
        return None if state.phase == OVER else state.current

    def move_costs(self, state: EssenState) -> dict[str, int]:
        """AP cost of the cheapest walk from the current player's meeple to every space it can reach now
        (crowd counted), for the board to show while the meeple is dragged."""
        if state.phase != PLAY:
            return {}
        p = state.current
        ap = state.ap(p)
        ids = data().space_ids
        out: dict[str, int] = {}
        for cost, space in hall.distances(tuple(state.crowd), state.position[p])[1]:
            if cost > ap:
                break
            out[ids[space]] = cost
        return out

    def legal_actions(self, state: EssenState) -> list[Action]:
        phase = state.phase
        if phase == OVER:
            return []
        t = tables()
        p = state.current
        if phase == DRAFT:
            pick = t.pick[p]
            return [pick[c] for c in state.draft[p]]
        if phase == KEEP:
            keep = t.keep[p]
            return [keep[c] for c in state.pending]
        if phase == REMOVE:
            remove = t.remove[p]
            return [remove[x] for x in flow.removal_order(state)]
        d = data()
        out: list[Action] = []
        ap = state.ap(p)
        pos = state.position[p]
        move = t.move[p]
        for cost, space in hall.distances(tuple(state.crowd), pos)[1]:
            if cost > ap:
                break
            out.append(move[space])
        tile = d.space_tile[pos]
        if tile >= 0 and state.at_stand[tile] and self._buy_reason(state, p, tile) is None:
            out.append(t.buy[p][tile])
        if pos == d.courtyard and self._eat_reason(state, p) is None:
            out.append(t.eat[p])
        if ap > 0 and len(state.deck) + len(state.discard) >= PLAYTEST_MIN_CARDS:
            out.append(t.play_test[p])
        if pos == d.parking:
            unload = t.unload[p]
            out.extend(unload[x] for x in state.bag[p])
            if state.vp[p] >= WITHDRAW_VP and state.bank >= WITHDRAW_AMOUNT:
                out.append(t.withdraw[p])
        out.append(t.end_turn[p])
        return out

    def candidate_actions(self, state: EssenState) -> list[Action]:
        if state.phase == OVER:
            return []
        t = tables()
        p = state.current
        return [
            *t.move[p], *t.buy[p], *t.unload[p], *t.remove[p], *t.pick[p], *t.keep[p],
            t.eat[p], t.play_test[p], t.withdraw[p], t.end_turn[p],
        ]  # fmt: skip

    def check(self, state: EssenState, action: Action) -> str | None:
        if state.phase == OVER:
            return _("The game is over")
        if action.player != state.current:
            return _("Not your turn")
        p = action.player
        kind = action.kind
        d = data()
        phase = state.phase
        if phase == DRAFT:
            if kind != "draft_pick":
                return _("First choose the wish cards to keep from the draft")
            card = d.tile_index.get(action.card)  # type: ignore[attr-defined]
            return None if card is not None and card in state.draft[p] else _("That card is not in your draft hand")
        if phase == KEEP:
            if kind != "keep":
                return _("Choose which of the two play-tested cards to keep")
            card = d.tile_index.get(action.card)  # type: ignore[attr-defined]
            return None if card is not None and card in state.pending else _("That card was not drawn in your play-test")
        if phase == REMOVE:
            if kind != "remove_tile":
                return _("First remove one game tile from the hall (2-player rule)")
            tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
            if tile is None or not state.at_stand[tile]:
                return _("That game is not on a stand in the hall")
            if d.tile_space[tile] in state.position:
                return _("You cannot remove a game a meeple stands on")
            return None
        if kind == "move":
            target = d.space_index.get(action.space)  # type: ignore[attr-defined]
            if target is None:
                return _("There is no such space in the hall")
            if target == state.position[p]:
                return _("Your meeple is already there")
            cost = hall.distances(tuple(state.crowd), state.position[p])[0][target]
            ap = state.ap(p)
            if cost > ap:
                return legal.walk_too_far(state, p, target, cost)
            return None
        if kind == "buy":
            tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
            if tile is None:
                return _("There is no such game")
            if not state.at_stand[tile]:
                return legal.not_on_sale(state, tile)
            if state.position[p] != d.tile_space[tile]:
                return _("You must stand on stand {stand} ({publisher}) to buy {title}").format(
                    stand=d.tiles[tile].stand, publisher=publisher(tile), title=title(tile))
            return self._buy_reason(state, p, tile)
        if kind == "eat":
            return self._eat_reason(state, p)
        if kind == "play_test":
            if state.ap(p) < 1:
                return _("You have 0 AP left: a play-test costs 1 AP")
            left = len(state.deck) + len(state.discard)
            if left < PLAYTEST_MIN_CARDS:
                return _("The wish list deck is empty") if not left else _("Only one wish card is left: a play-test needs two")
            return None
        if kind == "unload":
            if state.position[p] != d.parking:
                return _("You can unload your bag only on the parking")
            tile = d.tile_index.get(action.tile)  # type: ignore[attr-defined]
            return None if tile is not None and tile in state.bag[p] else _("That game is not in your bag")
        if kind == "withdraw":
            if state.position[p] != d.parking:
                return _("You can withdraw money only on the parking")
            if state.vp[p] < WITHDRAW_VP:
                return _("Withdrawing {amount} costs {cost} VP and you have {vp} VP: you cannot drop below 0 VP").format(
                    amount=euros(WITHDRAW_AMOUNT), cost=WITHDRAW_VP, vp=state.vp[p])
            if state.bank < WITHDRAW_AMOUNT:
                return _("The bank has no more money")
            return None
        if kind == "end_turn":
            return None
        if kind == "draft_pick":
            return _("The wish list draft is over")
        if kind == "keep":
            return _("You have no play-tested cards to choose from")
        if kind == "remove_tile":
            if state.players != 2:
                return _("Games are removed from the hall only in a 2-player game")
            return _("Games are removed only before the actions phase of each round (2-player rule)")
        return _("That is not an action of this game")

    def _buy_reason(self, state: EssenState, p: int, tile: int) -> str | None:
        d = data()
        if len(state.bag[p]) >= BAG_SPACES:
            return _("Your bag is full (6 games): unload it at the parking")
        if state.ap(p) < 1:
            return legal.no_bag_space()
        ev = state.tile_event[tile]
        if ev >= 0 and d.event_kind[ev] == "sold_out" and state.preorder[p] >= 0:
            return _("{title} is sold out and you have already used your pre-order").format(title=title(tile))
        cost = price(state, tile)
        if state.money[p] < cost:
            return _("Not enough money: {title} costs {price} and you have {money}").format(
                title=title(tile), price=euros(cost), money=euros(state.money[p]))
        return None

    def _eat_reason(self, state: EssenState, p: int) -> str | None:
        if state.position[p] != data().courtyard:
            return _("You can eat only in the central courtyard")
        if state.ate:
            return _("You have already eaten this turn")
        if state.money[p] < EAT_PRICE:
            return _("Eating costs {price} and you have {money}").format(price=euros(EAT_PRICE),
                                                                           money=euros(state.money[p]))
        if state.action_pos[p] == 0 and not EAT_ON_START_POINT:
            return _("Your action meeple is on the start point: eating would give nothing back")
        return None

    def perform(self, state: EssenState, action: Action) -> None:
        p = action.player
        kind = action.kind
        d = data()
        if kind == "move":
            target = d.space_index[action.space]  # type: ignore[attr-defined]
            start = state.position[p]
            cost = hall.distances(tuple(state.crowd), start)[0][target]
            state.action_pos[p] += cost
            state.position[p] = target
            if telling():
                told.walk(state, p, start, target, cost)
        elif kind == "buy":
            self._buy(state, p, d.tile_index[action.tile])  # type: ignore[attr-defined]
        elif kind == "eat":
            state.money[p] -= EAT_PRICE
            state.bank += EAT_PRICE
            back = min(EAT_RECOVERY, state.action_pos[p])
            state.action_pos[p] -= back
            state.ate = True
            if telling():
                told.eat(state, p, back)
        elif kind == "play_test":
            self._play_test(state, p)
        elif kind == "keep":
            card = d.tile_index[action.card]  # type: ignore[attr-defined]
            others = [c for c in state.pending if c != card]
            state.hand[p].append(card)
            state.discard.extend(others)
            state.pending = []
            state.phase = PLAY
            if telling():
                told.keep(state, p, card, others)
        elif kind == "unload":
            unloaded = state.bag[p]
            state.trunk[p].extend(unloaded)
            state.bag[p] = []
            if telling():
                told.unload(state, p, unloaded)
        elif kind == "withdraw":
            state.money[p] += WITHDRAW_AMOUNT
            state.bank -= WITHDRAW_AMOUNT
            flow.add_vp(state, p, WITHDRAWALS, -WITHDRAW_VP)
            if telling():
                told.withdraw(state, p)
        elif kind == "end_turn":
            flow.end_turn(state)
        elif kind == "draft_pick":
            card = d.tile_index[action.card]  # type: ignore[attr-defined]
            state.draft[p].remove(card)
            state.hand[p].append(card)
            state.draft_taken[p] += 1
            if telling():
                told.draft_pick(state, p, card)
            flow.after_draft_pick(state)
        elif kind == "remove_tile":
            tile = d.tile_index[action.tile]  # type: ignore[attr-defined]
            state.at_stand[tile] = False
            state.removed.append(tile)
            ev = state.tile_event[tile]
            if ev >= 0:
                state.event_used.append(ev)
                state.tile_event[tile] = -1
            if telling():
                told.removed(state, p, tile, ev)
            state.remove_queue.pop(0)
            flow.next_removal(state)

    def _buy(self, state: EssenState, p: int, tile: int) -> None:
        """Rulebook 4.C.2: pay, score, take the event (a sold-out token goes on the pre-order box), put the
        tile on the right-most free bag space, take its card from the common wish list."""
        cost = price(state, tile)
        vp = purchase_vp(state, tile)
        state.money[p] -= cost
        state.bank += cost
        flow.add_vp(state, p, PURCHASES, vp)
        ev = state.tile_event[tile]
        if ev >= 0:
            if data().event_kind[ev] == "sold_out":
                state.preorder[p] = ev
            else:
                state.event_used.append(ev)
            state.tile_event[tile] = -1
        state.at_stand[tile] = False
        state.bag[p].append(tile)
        from_list = tile in state.common
        if from_list:
            state.common.remove(tile)
            state.hand[p].append(tile)
            state.hand_public[p].append(tile)
        if telling():
            told.purchase(state, p, tile, cost, vp, ev, from_list)

    def _play_test(self, state: EssenState, p: int) -> None:
        """Rulebook 4.C.3: 1 AP, draw two wish cards (the discards are reshuffled when the deck runs out);
        with a single card left it is simply kept."""
        state.action_pos[p] += 1
        for _draw in range(PLAYTEST_DRAW):
            if not state.deck and state.discard:
                state.deck = sorted(state.discard)
                state.discard = []
                if telling():
                    told.reshuffle(len(state.deck))
            if state.deck:
                state.pending.append(state.deck.pop(rng.randbelow(state, len(state.deck))))
        if len(state.pending) == 1:
            card = state.pending.pop()
            state.hand[p].append(card)
            if telling():
                told.play_test(state, p, card)
        else:
            state.phase = KEEP
            if telling():
                told.play_test(state, p, -1)

    # -- information --------------------------------------------------------------------------------

    def result(self, state: EssenState) -> Result:
        return result(state)

    def round(self, state: EssenState) -> int:
        return state.round

    def turn_id(self, state: EssenState) -> Hashable:
        return (state.round, state.turn_counter)

    def reveals(self, before: EssenState, action: Action, after: EssenState) -> bool:
        return action.kind == "play_test" or before.rng != after.rng

    def invariants(self, state: EssenState) -> list[str]:
        return broken_invariants(state)

    def heuristic(self, state: EssenState, player: int) -> float:
        return estimate(state, player)

    def component_taken(self, state: EssenState, action: Action) -> str | None:
        """A game tile bought (a designed one or a rulebook one, as the data file says)."""
        if isinstance(action, Buy):
            return f"tile: {data().tiles[data().tile_index[action.tile]].title}"
        return None

    def observe(self, state: EssenState, player: int, seed: int) -> EssenState:
        """Other players' wish cards (except those taken openly from the common list), their draft hands,
        cards drawn in someone else's play-test, the wish deck (and the discards unless
        ``DISCARDS_FACE_UP``) are shuffled together and dealt back in
        the same sizes. Storage tiles, undrawn events, the last-turn tile and the afternoon cards are
        drawn at random when revealed, so reseeding the generator hides them."""
        s = state.clone()
        s.rng = rng.seed_state(seed)
        unknown: list[int] = list(s.deck)
        for q in range(s.players):
            if q == player:
                continue
            public = s.hand_public[q]
            unknown.extend(c for c in s.hand[q] if c not in public)
            unknown.extend(s.draft[q])
        hide_pending = s.current != player
        if hide_pending:
            unknown.extend(s.pending)
        if not DISCARDS_FACE_UP:
            unknown.extend(s.discard)
        # Sorted first, so the result depends on what the seat knows and the seed, not on where the
        # hidden cards really lie (a bot searching many resamples then cannot tell such states apart).
        unknown.sort()
        rng.shuffle(s, unknown)
        k = 0
        for q in range(s.players):
            if q == player:
                continue
            public = s.hand_public[q]
            secret = len(s.hand[q]) - len(public)
            s.hand[q] = public[:] + unknown[k : k + secret]
            k += secret
            size = len(s.draft[q])
            s.draft[q] = sorted(unknown[k : k + size])
            k += size
        if hide_pending:
            size = len(s.pending)
            s.pending = unknown[k : k + size]
            k += size
        if not DISCARDS_FACE_UP:
            size = len(s.discard)
            s.discard = unknown[k : k + size]
            k += size
        s.deck = sorted(unknown[k:])
        return s

    # -- the table ----------------------------------------------------------------------------------

    def layout(self, state: EssenState, viewer: int | None) -> Layout:
        from fairtable.games.essen.layout import build_layout

        return build_layout(state, viewer)

    def drag_targets(self, state: EssenState, piece: str) -> dict[str, str]:
        if state.phase == PLAY and piece == f"meeple:{state.current}":
            return {f"space:{sid}": f"{cost} AP" for sid, cost in self.move_costs(state).items()}
        return super().drag_targets(state, piece)

    def actions_for(self, state: EssenState, gesture: Gesture) -> list[Action]:
        """A game dropped on one symbol's place of the trunk unloads as one dropped on the trunk."""
        if isinstance(gesture, Drag) and gesture.zone.startswith("trunk:") and gesture.zone.count(":") == 2:
            gesture = Drag(piece=gesture.piece, zone=gesture.zone.rpartition(":")[0])
        return super().actions_for(state, gesture)

    def explain(self, state: EssenState, gesture: Gesture) -> str:
        """Why a gesture does nothing: a press names what is missing ("You have 0 AP left: a play-test costs
        1 AP"); a drag names why that piece does not go there (:mod:`legal`)."""
        if state.phase == OVER:
            return _("The game is over")
        if isinstance(gesture, Drag):
            return legal.explain_drag(self, state, gesture)
        return super().explain(state, gesture)

    def format_score(self, score: int) -> str:
        return _("{score} VP").format(score=score)

    def press_words(self, label: str) -> str:
        """A Press label in the player's language, its euros the language's way (the label stays its
        identity)."""
        return button_words(label)

    def prompt(self, state: EssenState, viewer: int | None) -> str:
        return prompts.prompt(state, viewer, self.legal_actions(state) if state.phase == PLAY else ())

    def confirm(self, state: EssenState, action: Action) -> str | None:
        """Ending a turn that could still act asks once ("End your turn with 3 AP left?")."""
        if action.kind != "end_turn" or state.phase != PLAY or action.player != state.current:
            return None
        return prompts.end_turn_question(state, self.legal_actions(state))

    def interpret(self, state: EssenState, gesture: Gesture) -> Action | None:
        """The action an illegal gesture most likely meant, so check() can say why it fails."""
        if state.phase == OVER:
            return None
        p = state.current
        t = tables()
        d = data()
        if isinstance(gesture, Press):
            by_label = {EAT_LABEL: t.eat, PLAYTEST_LABEL: t.play_test, WITHDRAW_LABEL: t.withdraw, END_TURN_LABEL: t.end_turn}
            acts = by_label.get(gesture.label)
            return acts[p] if acts else None
        assert isinstance(gesture, Drag)
        kind, _sep, ref = gesture.piece.partition(":")
        zone = gesture.zone
        if kind == "meeple" and zone.startswith("space:"):
            space = d.space_index.get(zone[6:])
            return t.move[p][space] if space is not None else None
        if kind == "tile" and ref in d.tile_index:
            tile = d.tile_index[ref]
            if zone.startswith("bag:"):
                return t.buy[p][tile]
            if zone.startswith("trunk:"):
                return t.unload[p][tile]
            if zone == BOX_ZONE:
                return t.remove[p][tile]
        if kind == "wish" and ref in d.tile_index and zone.startswith("hand:"):
            card = d.tile_index[ref]
            return t.pick[p][card] if state.phase == DRAFT else t.keep[p][card]
        return None

    def describe(self, state: EssenState, action: Action, names: Sequence[str]) -> str:
        from fairtable.games.essen.describe import describe

        return describe(state, action, names)


GAME = EssenGame()
