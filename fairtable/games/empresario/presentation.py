"""How Old West Empresario shows itself at the table: the board, the log line, the prompt, the buttons and
the gestures, each delegated to the module that holds it."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action, Gesture, OnPiece
from fairtable.engine.layout import Layout
from fairtable.engine.presentation import Presentation
from fairtable.games.empresario import gestures, narration, prompts
from fairtable.games.empresario.layout import build_layout
from fairtable.games.empresario.state import EmpresarioState


class EmpresarioPresentation(Presentation[EmpresarioState]):
    lessons = prompts.LESSONS  # Teach as I play
    rule_sections = prompts.RULE_SECTIONS  # the Rule link of a refusal or a banner
    # The welcome page's picture: two seats, 14 seeded moves, the middle of the board.
    picture = (2, 14, "", 0.0)

    def layout(self, state: EmpresarioState, viewer: int | None) -> Layout:
        return build_layout(state, viewer)

    def describe(self, state: EmpresarioState, action: Action, names: Sequence[str]) -> str:
        return narration.describe_action(state, action, names)

    def prompt(self, state: EmpresarioState, viewer: int | None) -> str:
        return prompts.prompt(state, viewer)

    def confirm(self, state: EmpresarioState, action: Action) -> str | None:
        return prompts.confirm(state, action)

    def button_text(self, state: EmpresarioState, action: Action) -> str:
        return gestures.button_text(state, action)

    def on_piece(self, state: EmpresarioState, action: Action) -> OnPiece | None:
        return gestures.on_piece(state, action)

    def actions_for(self, state: EmpresarioState, gesture: Gesture) -> list[Action]:
        return gestures.actions_for(state, gesture)

    def drag_targets(self, state: EmpresarioState, piece: str) -> dict[str, str]:
        return gestures.drag_targets(state, piece)

    def explain(self, state: EmpresarioState, gesture: Gesture) -> str:
        return gestures.explain(state, gesture)
