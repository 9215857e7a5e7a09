"""How Animal Marche shows itself at the table: one-line delegations to the modules that do the work
(``layout.py`` the board, ``narration.py`` the log line, ``prompts.py`` the prompt and the questions,
``gestures.py`` what a drag or press means and why one does nothing)."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action, Gesture
from fairtable.engine.layout import Layout
from fairtable.engine.presentation import Presentation
from fairtable.games.marche import gestures as GS
from fairtable.games.marche import ids
from fairtable.games.marche import prompts as P
from fairtable.games.marche.layout import build_layout
from fairtable.games.marche.narration import describe_action
from fairtable.games.marche.state import MarcheState


class MarchePresentation(Presentation[MarcheState]):
    lessons = P.LESSONS  # Teach as I play
    rule_sections = P.RULE_SECTIONS  # the Rule link of a refusal or a banner
    # The welcome page shows four seats 40 moves in, centred on the plaza's cells.
    picture = (4, 40, ids.CELLS, 150.0)

    def layout(self, state: MarcheState, viewer: int | None) -> Layout:
        return build_layout(state, viewer)

    def describe(self, state: MarcheState, action: Action, names: Sequence[str]) -> str:
        return describe_action(state, action, names)

    def prompt(self, state: MarcheState, viewer: int | None) -> str:
        return P.prompt(state, viewer)

    def confirm(self, state: MarcheState, action: Action) -> str | None:
        return P.confirm(state, action)

    def destructive(self, state: MarcheState, action: Action) -> str | None:
        return P.destructive(state, action)

    def standings(self, state: MarcheState) -> list[str]:
        return P.standings(state)

    def actions_for(self, state: MarcheState, gesture: Gesture) -> list[Action]:
        return GS.actions_for(state, gesture)

    def drag_targets(self, state: MarcheState, piece: str) -> dict[str, str]:
        return GS.drag_targets(state, piece)

    def explain(self, state: MarcheState, gesture: Gesture) -> str:
        return GS.explain(state, gesture)
