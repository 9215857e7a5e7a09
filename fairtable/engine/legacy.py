"""The contract as it was before the presentation and the strategy became objects of their own: what a title
not yet moved over still implements on its Game. Removed once every title has moved."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairtable.engine.actions import Action, Drag, Gesture, OnPiece, Press
from fairtable.engine.layout import Layout
from fairtable.engine.presentation import Presentation
from fairtable.engine.strategy import Strategy
from fairtable.i18n import N_, _, ngettext

GENERIC_PROMPT = N_("{seat}, your move")


class LegacyGameMethods:
    """The old presentation and bot hooks with their old defaults."""

    def layout(self, state: Any, viewer: int | None) -> Layout:
        raise NotImplementedError

    def describe(self, state: Any, action: Action, names: Sequence[str]) -> str:
        raise NotImplementedError

    def heuristic(self, state: Any, player: int) -> float:
        raise NotImplementedError

    def level_heuristic(self, level: str) -> Callable[[Any, int], float]:
        return self.heuristic

    def prompt(self, state: Any, viewer: int | None) -> str:
        cur = self.current_player(state)  # type: ignore[attr-defined]
        if cur is None:
            return _("The game is over")
        return _(GENERIC_PROMPT).format(seat=f"Seat {cur + 1}")

    def confirm(self, state: Any, action: Action) -> str | None:
        return None

    def standings(self, state: Any) -> list[str]:
        return [self.format_score(score) for score in self.public_scores(state)]  # type: ignore[attr-defined]

    def projected(self, state: Any, figure: str) -> str:
        if self.is_over(state):  # type: ignore[attr-defined]
            return figure
        return _("{score} if the game ended now").format(score=figure)

    def format_score(self, score: int) -> str:
        return ngettext("{n} VP", "{n} VP", score).format(n=score)

    def format_points(self, points: int) -> str:
        return str(points)

    def actions_for(self, state: Any, gesture: Gesture) -> list[Action]:
        return [a for a in self.legal_actions(state) if a.gesture() == gesture]  # type: ignore[attr-defined]

    def interpret(self, state: Any, gesture: Gesture) -> Action | None:
        return None

    def explain(self, state: Any, gesture: Gesture) -> str:
        if self.is_over(state):  # type: ignore[attr-defined]
            return _("The game is over")
        action = self.interpret(state, gesture)
        if action is None:
            action = next((a for a in self.candidate_actions(state) if a.gesture() == gesture), None)  # type: ignore[attr-defined]
        if action is not None:
            reason = self.check(state, action)  # type: ignore[attr-defined]
            if reason:
                return reason
        if isinstance(gesture, Drag):
            return _("That piece cannot go there")
        return _("\u201c{label}\u201d is not possible now").format(label=self.press_words(gesture.label))

    def press_words(self, label: str) -> str:
        return _(label)

    def button_text(self, state: Any, action: Action) -> str:
        gesture = action.gesture()
        return self.press_words(gesture.label) if isinstance(gesture, Press) else ""

    def on_piece(self, state: Any, action: Action) -> OnPiece | None:
        return None

    def drag_targets(self, state: Any, piece: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for a in self.legal_actions(state):  # type: ignore[attr-defined]
            g = a.gesture()
            if isinstance(g, Drag) and g.piece == piece:
                out.setdefault(g.zone, "")
        return out


class LegacyPresentation(Presentation[Any]):
    """The presentation of a title that still implements it on its Game."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.picture = {"essen": (3, 24, "space:", 20.0), "empresario": (2, 14, "", 0.0),
                        "marche": (4, 40, "cell:", 150.0), "festival": (4, 30, "", 0.0)}.get(game.info.id)

    def layout(self, state: Any, viewer: int | None) -> Layout:
        return self.game.layout(state, viewer)  # type: ignore[attr-defined]

    def describe(self, state: Any, action: Action, names: Sequence[str]) -> str:
        return self.game.describe(state, action, names)  # type: ignore[attr-defined]

    def prompt(self, state: Any, viewer: int | None) -> str:
        return self.game.prompt(state, viewer)  # type: ignore[attr-defined]

    def confirm(self, state: Any, action: Action) -> str | None:
        return self.game.confirm(state, action)  # type: ignore[attr-defined]

    def button_text(self, state: Any, action: Action) -> str:
        return self.game.button_text(state, action)  # type: ignore[attr-defined]

    def on_piece(self, state: Any, action: Action) -> OnPiece | None:
        return self.game.on_piece(state, action)  # type: ignore[attr-defined]

    def points_text(self, points: int, unit: bool = True) -> str:
        g: Any = self.game
        return g.format_score(points) if unit else g.format_points(points)

    def standings(self, state: Any) -> list[str]:
        return self.game.standings(state)  # type: ignore[attr-defined]

    def actions_for(self, state: Any, gesture: Gesture) -> list[Action]:
        return self.game.actions_for(state, gesture)  # type: ignore[attr-defined]

    def drag_targets(self, state: Any, piece: str) -> dict[str, str]:
        return self.game.drag_targets(state, piece)  # type: ignore[attr-defined]

    def explain(self, state: Any, gesture: Gesture) -> str:
        return self.game.explain(state, gesture)  # type: ignore[attr-defined]


class LegacyStrategy(Strategy[Any]):
    """The bot knowledge of a title that still implements it on its Game, tuned as the bots tuned it."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.planner_width, self.planner_nodes = {
            "essen": (4, 160), "empresario": (4, 120), "marche": (3, 90), "festival": (3, 120),
        }.get(game.info.id, (3, 120))
        self.thinker_margin = {"festival": 2.0}.get(game.info.id)
        if game.info.id == "festival":
            self.level_notes = {"thinker": N_(
                "Plays each choice out in many imagined futures for about a second before it moves (in this "
                "game the dice and Crowd Control decide so much that it plays about as well as Normal)")}

    def heuristic(self, state: Any, player: int) -> float:
        return self.game.heuristic(state, player)  # type: ignore[attr-defined]

    def level_heuristic(self, level: str) -> Callable[[Any, int], float]:
        return self.game.level_heuristic(level)  # type: ignore[attr-defined]
