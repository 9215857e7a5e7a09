"""A tiny title for testing the framework on its own (never registered in the product).

Players take turns. On a turn a player may take 1 or 2 tokens from the pile (drag a token to their hand,
any number of times while they have takes left), may draw a secret card (a reveal), and ends the turn.
The game ends when the pile is empty; most tokens + card values wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

from fairtable.engine import rng
from fairtable.engine.actions import Action, Drag, Press
from fairtable.engine.game import Game, GameInfo, Result
from fairtable.engine.hidden import deal_back
from fairtable.engine.layout import Layout, Piece, Zone
from fairtable.engine.narration import tell
from fairtable.engine.presentation import Presentation
from fairtable.engine.seats import seat_token
from fairtable.engine.state import BaseState
from fairtable.engine.strategy import Strategy
from fairtable.i18n import N_, _


class ToyOptions(BaseModel):
    pile: int = Field(9, ge=3, le=30, description=N_("Tokens in the pile"))


class ToyState(BaseState):
    __slots__ = ("players", "rng", "pile", "hands", "cards", "deck", "turn", "takes", "turns_taken")

    def clone(self) -> ToyState:
        s = ToyState.__new__(ToyState)
        s.players, s.rng, s.pile, s.turn, s.takes, s.turns_taken = (
            self.players, self.rng, self.pile, self.turn, self.takes, self.turns_taken)
        s.hands = list(self.hands)
        s.cards = [list(c) for c in self.cards]
        s.deck = list(self.deck)
        return s


class Take(Action):
    kind: Literal["take"] = "take"
    token: int

    def gesture(self):  # type: ignore[no-untyped-def]
        return Drag(piece=f"token:{self.token}", zone=f"hand:{self.player}")


class DrawCard(Action):
    kind: Literal["draw"] = "draw"

    def gesture(self):  # type: ignore[no-untyped-def]
        return Press(label=N_("Draw"))


class EndTurn(Action):
    kind: Literal["end"] = "end"

    def gesture(self):  # type: ignore[no-untyped-def]
        return Press(label=N_("End turn"))


class MinimalToy(Game[ToyState]):
    """The toy title with only what the contract requires (docs/architecture.md counts it)."""

    info = GameInfo(id="toy", name=N_("Toy"), min_players=2, max_players=3, options=ToyOptions,
                    summary=N_("A test game"))
    action_types = (Take, DrawCard, EndTurn)

    def setup(self, players: int, options: ToyOptions, seed: int) -> ToyState:
        s = ToyState()
        s.players, s.rng = players, rng.seed_state(seed)
        s.pile = options.pile
        s.hands = [0] * players
        s.cards = [[] for _ in range(players)]
        s.deck = list(range(1, 7))
        rng.shuffle(s, s.deck)
        s.turn, s.takes, s.turns_taken = 0, 2, 0
        return s

    def current_player(self, s: ToyState) -> int | None:
        return None if s.pile == 0 else s.turn

    def legal_actions(self, s: ToyState) -> list[Action]:
        p = self.current_player(s)
        if p is None:
            return []
        out: list[Action] = []
        if s.takes:
            out.append(Take(player=p, token=s.pile - 1))
        if s.deck and not s.cards[p]:
            out.append(DrawCard(player=p))
        if s.takes < 2:
            out.append(EndTurn(player=p))
        return out

    def check(self, s: ToyState, a: Action) -> str | None:
        p = self.current_player(s)
        if p is None:
            return _("The game is over")
        if a.player != p:
            return _("Not your turn")
        if isinstance(a, Take):
            if not s.takes:
                return _("You have taken two tokens this turn")
            if a.token != s.pile - 1:
                return _("Take the top token of the pile")
            return None
        if isinstance(a, DrawCard):
            return None if s.deck and not s.cards[p] else _("You already hold a card")
        if isinstance(a, EndTurn):
            return None if s.takes < 2 else _("Take a token first")
        return _("Unknown action")

    def perform(self, s: ToyState, a: Action) -> None:
        if isinstance(a, Take):
            s.pile -= 1
            s.hands[a.player] += 1
            s.takes -= 1
        elif isinstance(a, DrawCard):
            i = rng.randbelow(s, len(s.deck))
            card = s.deck.pop(i)
            s.cards[a.player].append(card)
            seat = seat_token(a.player)
            tell(_("{seat} draws a card").format(seat=seat), "draw",
                 views={a.player: _("{seat} draws the {card}").format(seat=seat, card=card)})
        elif isinstance(a, EndTurn):
            s.turn = (s.turn + 1) % s.players
            s.takes = 2
            s.turns_taken += 1
            if s.turn == 0 and s.pile:
                tell(_("Round {n} begins: {pile} tokens are left").format(n=s.turns_taken // s.players + 1, pile=s.pile), "round",
                     banner=True, pile=s.pile)

    def result(self, s: ToyState) -> Result:
        scores = [s.hands[i] + sum(s.cards[i]) for i in range(s.players)]
        best = max(scores)
        rows = [[(_("Tokens"), s.hands[i]), (_("Cards"), sum(s.cards[i]))] for i in range(s.players)]
        return Result(scores, rows, [i for i, v in enumerate(scores) if v == best])

    def observe(self, s: ToyState, player: int, seed: int) -> ToyState:
        o = s.clone()
        o.rng = rng.seed_state(seed)
        others = [i for i in range(o.players) if i != player]
        dealt = deal_back(o, [o.deck, *(o.cards[i] for i in others)])
        o.deck = dealt[0]
        for i, cards in zip(others, dealt[1:], strict=True):
            o.cards[i] = cards
        return o



class ToyPresentation(Presentation[ToyState]):
    def layout(self, s: ToyState, viewer: int | None) -> Layout:
        zones = [Zone("pile", "stack", _("Pile"))] + [
            Zone(f"hand:{i}", "fan", _("Hand {n}").format(n=i + 1), owner=i) for i in range(s.players)]
        pieces = [Piece(f"token:{t}", "token", "pile", order=t) for t in range(s.pile)]
        taken = s.pile
        for i in range(s.players):
            for k in range(s.hands[i]):
                pieces.append(Piece(f"token:{taken}", "token", f"hand:{i}", order=k))
                taken += 1
            for c in s.cards[i]:
                up = viewer == i
                pieces.append(Piece(f"card:{c}", "card", f"hand:{i}", order=100 + c, face_up=up, label=str(c) if up else ""))
        return Layout(zones, pieces, {_("Pile"): str(s.pile)})

    def describe(self, s: ToyState, a: Action, names: Sequence[str]) -> str:
        return _(DESCRIBE[a.kind]).format(name=names[a.player])

    def prompt(self, s: ToyState, viewer: int | None) -> str:
        p = self.game.current_player(s)
        if p is None:
            return _("The game is over")
        if viewer == p:
            return _("Take a token from the pile, draw a card, or end your turn")
        return _("{seat} takes tokens").format(seat=seat_token(p))


class ToyStrategy(Strategy[ToyState]):
    def heuristic(self, s: ToyState, player: int) -> float:
        return float(s.hands[player])


class MinimalToyGame(MinimalToy):
    presentation_class = ToyPresentation
    strategy_class = ToyStrategy


class FullPresentation(ToyPresentation):
    """The toy with the optional hooks the framework's tests exercise."""

    def confirm(self, s: ToyState, a: Action) -> str | None:
        if isinstance(a, EndTurn) and s.takes:
            return _("End your turn with 1 token still to take?")
        return None


class ToyGame(MinimalToy):
    presentation_class = FullPresentation
    strategy_class = ToyStrategy

    def candidate_actions(self, s: ToyState) -> list[Action]:
        p = s.turn
        return [*(Take(player=p, token=t) for t in range(s.pile)), DrawCard(player=p), EndTurn(player=p)]

    def turn_id(self, s: ToyState) -> object:
        return (s.turns_taken, s.turn)

    def round(self, s: ToyState) -> int:
        return s.turns_taken // s.players + 1


DESCRIBE = {"take": N_("{name} takes"), "draw": N_("{name} draws"), "end": N_("{name} ends")}

GAME = ToyGame()


def register_toy(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Make ``get_game("toy")`` find the toy title for the length of one test."""
    from fairtable.engine import registry

    monkeypatch.setitem(registry._cache, "toy", GAME)
