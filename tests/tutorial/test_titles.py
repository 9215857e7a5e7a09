"""Every title's guided first game plays, in every language: `fairtable tutorial GAME --walk --lang CODE`
walks every path of its script (each move legal where it comes, each piece pointed at on the board, each
text there), prints its steps and exits 0. A rules change that breaks a tutorial fails here."""

from __future__ import annotations

import itertools

import pytest

from fairtable import i18n
from fairtable.cli import main
from fairtable.engine.registry import get_game
from fairtable.tutorial.script import load_script

TITLES = ["essen", "empresario", "marche", "festival"]


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", TITLES)
def test_the_tutorial_plays_in_every_language(game_id, lang, capsys):
    assert main(["tutorial", game_id, "--walk", "--lang", lang]) == 0, capsys.readouterr().err
    out = capsys.readouterr().out.splitlines()
    script = load_script(get_game(game_id), lang, strict=True)
    assert out[0].startswith("[1] ") and script.steps[0].title in out[0]
    # Every step with words is told, in the language asked for.
    told = "\n".join(out)
    for step in script.steps:
        if step.text:
            assert step.text.split("\n")[0][:40] in told, (lang, step.id)
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", TITLES)
def test_the_tutorial_covers_a_first_game_and_ends_with_a_real_game_offered(game_id):
    script = load_script(get_game(game_id))
    kinds = [step.kind for step in script.steps]
    asked = kinds.count("play") + kinds.count("choose")
    assert asked >= 15 and "choose" in kinds, (game_id, asked)
    assert script.steps[-1].kind == "read" and "Normal bot" in script.steps[-1].text, script.steps[-1].text
    # The game is played to its end on every path: the final count is part of the lesson.
    game = script.game
    chooses = [step for step in script.steps if step.kind == "choose"]
    for path in itertools.product(*(range(len(step.choices)) for step in chooses)):
        picks = iter(path)
        state = game.new_state(script.seats, game.make_options(script.options), script.seed)
        for step in script.steps:
            moves = [step.choices[next(picks)]] if step.kind == "choose" else step.choices[:1] or step.auto
            for move in moves:
                state = game.apply(state, move)
        assert game.is_over(state), (game_id, path)


def test_a_title_without_a_tutorial_or_a_wrong_title_is_one_line(capsys):
    assert main(["tutorial", "nope", "--walk"]) == 2
    assert capsys.readouterr().err.strip() == "fairtable: no title 'nope' (titles: essen, empresario, marche, festival)"


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", TITLES)
def test_every_steps_rule_link_finds_its_words_in_the_rules_of_that_language(game_id, lang):
    from fairtable.resources import resource_path

    i18n.set_language(lang)
    try:
        script = load_script(get_game(game_id), lang, strict=True)
        rules = i18n.rules_file(resource_path("games", game_id)).read_text(encoding="utf-8")
        for step in script.steps:
            if step.rule:
                assert step.rule in rules, (lang, step.id, step.rule)
    finally:
        i18n.set_language("en")
