"""How ESSEN shows itself at the table (the :class:`~fairtable.engine.presentation.Presentation` of the
contract): each hook a one-line delegation to the module that holds its concern."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action, Gesture
from fairtable.engine.layout import Layout
from fairtable.engine.presentation import Presentation
from fairtable.games.essen import gestures, ids, layout, narration, prompts
from fairtable.games.essen.state import EssenState
from fairtable.games.essen.words import points_text


class EssenPresentation(Presentation[EssenState]):
    lessons = prompts.LESSONS  # Teach as I play
    rule_sections = prompts.RULE_SECTIONS  # the Rule link of a refusal or a banner
    # The welcome page's picture: three seats, 24 moves in, centred on the hall.
    picture = (3, 24, ids.space(""), 20.0)

    def layout(self, state: EssenState, viewer: int | None) -> Layout:
        return layout.build_layout(state, viewer)

    def describe(self, state: EssenState, action: Action, names: Sequence[str]) -> str:
        return narration.describe(state, action, names)

    def prompt(self, state: EssenState, viewer: int | None) -> str:
        return prompts.prompt(state, viewer)

    def confirm(self, state: EssenState, action: Action) -> str | None:
        return prompts.confirm(state, action)

    def place_words(self, state: EssenState, zone: str, viewer: int | None) -> str | None:
        return layout.stand_words(state, zone, viewer)

    def button_text(self, state: EssenState, action: Action) -> str:
        return gestures.button_text(action)

    def points_text(self, points: int, unit: bool = True) -> str:
        return points_text(points, unit)

    def standings(self, state: EssenState) -> list[str]:
        return [points_text(score) for score in self.game.public_scores(state)]

    def actions_for(self, state: EssenState, gesture: Gesture) -> list[Action]:
        return super().actions_for(state, gestures.as_placed(gesture))

    def drag_targets(self, state: EssenState, piece: str) -> dict[str, str]:
        targets = gestures.drag_targets(state, piece)
        return super().drag_targets(state, piece) if targets is None else targets

    def explain(self, state: EssenState, gesture: Gesture) -> str:
        return gestures.explain(self, state, gesture)
