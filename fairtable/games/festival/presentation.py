"""How the festival game shows itself at the table: one-line delegations to the modules that hold each concern
(the board in :mod:`layout`, the log line in :mod:`narration`, the prompts in :mod:`prompts`, the buttons and
gestures in :mod:`gestures`)."""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action, Gesture, OnPiece
from fairtable.engine.layout import Layout
from fairtable.engine.presentation import Presentation
from fairtable.games.festival import gestures, layout, narration, prompts
from fairtable.games.festival.state import FestivalState
from fairtable.games.festival.words import money
from fairtable.i18n import _, number


class FestivalPresentation(Presentation[FestivalState]):
    lessons = prompts.LESSONS  # Teach as I play
    rule_sections = prompts.RULE_SECTIONS  # the Rule link of a refusal or a banner
    # The welcome page's picture: four seats after 30 random moves, the whole board.
    picture = (4, 30, "", 0.0)

    def layout(self, state: FestivalState, viewer: int | None) -> Layout:
        return layout.layout(state, viewer)

    def describe(self, state: FestivalState, action: Action, names: Sequence[str]) -> str:
        return narration.describe(state, action, names)

    def prompt(self, state: FestivalState, viewer: int | None) -> str:
        return prompts.prompt(state, viewer)

    def confirm(self, state: FestivalState, action: Action) -> str | None:
        return prompts.confirm(state, action)

    def destructive(self, state: FestivalState, action: Action) -> str | None:
        return prompts.destructive(state, action)

    def button_text(self, state: FestivalState, action: Action) -> str:
        return gestures.button_text(state, action)

    def on_piece(self, state: FestivalState, action: Action) -> OnPiece | None:
        return gestures.on_piece(state, action)

    def explain(self, state: FestivalState, gesture: Gesture) -> str:
        return gestures.explain(state, gesture)

    def points_text(self, points: int, unit: bool = True) -> str:
        """The players dock shows each player's wealth by the rulebook's count ("worth 38,200 Tacken"); the
        final score table a bare number under its column."""
        return _("worth {amount}").format(amount=money(points)) if unit else number(points)

    def standings(self, state: FestivalState) -> list[str]:
        """Cash, as the board shows it, and the wealth count the game ends on: "cash 5,800 · worth 38,200
        Tacken if the game ended now" (a projection until it is over). Everything in the festival game is
        public."""
        worth = self.game.public_scores(state)
        # TRANSLATORS: a seat's cash (a bare number of Tacken) and its wealth ("worth 38,200 Tacken").
        return [_("cash {cash} \u00b7 {worth}").format(cash=number(state.cash[p]),
                                                   worth=self.projected(state, self.points_text(worth[p])))
                for p in range(state.players)]
