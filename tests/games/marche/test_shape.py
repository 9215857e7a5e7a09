"""Animal Marche has the shape every title has (docs/architecture.md): the rules on the Game, the table's
side on its Presentation, the bots' on its Strategy."""

from __future__ import annotations

from fairtable.engine.game import Game
from fairtable.games.marche.heuristic import MarcheStrategy
from fairtable.games.marche.presentation import MarchePresentation
from fairtable.games.marche.rules import GAME, MarcheGame

OLD_HOOKS = ("layout", "describe", "prompt", "confirm", "button_text", "press_words", "on_piece", "format_score",
             "format_points", "standings", "actions_for", "drag_targets", "interpret", "explain", "heuristic",
             "level_heuristic")


def test_the_game_holds_the_rules_only():
    assert [name for name in OLD_HOOKS if name in vars(MarcheGame)] == []
    assert MarcheGame.presentation_class is MarchePresentation
    assert MarcheGame.strategy_class is MarcheStrategy
    assert isinstance(GAME, Game)


def test_the_bots_plan_as_they_did():
    strategy = GAME.strategy
    assert (strategy.planner_width, strategy.planner_nodes, strategy.thinker_margin) == (3, 90, None)
    assert dict(strategy.level_notes) == {}


def test_the_welcome_picture_is_the_plaza_forty_moves_in():
    assert GAME.presentation.picture == (4, 40, "cell:", 150.0)
