"""The pictures of a finished game: the score over the rounds is the public score at each round's end, ending
at the final scores; the bars of where the points came from are the final-scores table's lines, each as wide
as its points; both say their figures to a screen reader; the final-scores dialog shows them as tabs."""

from __future__ import annotations

import pytest

from fairtable.bots.base import make_bot
from fairtable.engine.match import Match
from fairtable.engine.record import SeatRecord
from fairtable.engine.registry import get_game
from fairtable.ui.dialogs.score_charts import BreakdownChart, CurveChart, bar_segments, score_curve
from fairtable.ui.dialogs.scores import ScoresDialog


def seeded_game(game_id: str, seed: int = 3) -> Match:
    game = get_game(game_id)
    seats = [SeatRecord(name=n, colour=c, kind="bot", level="greedy") for n, c in (("Anna", "#d0413a"), ("Ben", "#2f6fce"))]
    options = {"round_limit": 10} if game_id == "festival" else None
    match = Match(game, seats, options, seed=seed)
    bots = [make_bot("greedy", seed + i) for i in range(2)]
    while not match.is_over():
        p = match.current_player()
        match.play(bots[p].decide(game, match.state, p))
    return match


@pytest.mark.parametrize("game_id", ["essen", "marche", "empresario", "festival"])
def test_the_curve_is_the_public_score_round_by_round_and_ends_at_the_final_scores(game_id):
    match = seeded_game(game_id)
    game = match.game
    curve = score_curve(game, match.states[0], match.actions)
    rounds = [r for r, _ in curve]
    assert rounds == sorted(set(rounds)) and len(curve) >= 3
    assert curve[-1][1] == game.public_scores(match.state) == match.result().scores
    # each point is the public score of the last position of its round
    state, last_of_round = match.states[0], {}
    for action in match.actions:
        last_of_round[game.round(state)] = list(game.public_scores(state))
        state = game.apply(state, action)
    last_of_round[game.round(state)] = list(game.public_scores(state))
    assert dict(curve) == last_of_round


@pytest.mark.parametrize("game_id", ["essen", "marche", "empresario", "festival"])
def test_the_bars_are_the_breakdown_lines_each_as_wide_as_its_points(qtbot, game_id):
    match = seeded_game(game_id)
    result = match.result()
    chart = BreakdownChart(result, match.names)
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    bars = chart.bar_rects()
    assert [[(label, pts) for label, pts, _ in bar] for bar in bars] == bar_segments(result)
    for bar, rows in zip(bars, result.breakdown, strict=True):
        assert [(lbl, p) for lbl, p, _ in bar] == [(lbl, p) for lbl, p in rows if p]
    widths = [(pts, rect.width()) for bar in bars for _label, pts, rect in bar]
    per_point = {round(w / abs(p), 6) for p, w in widths}
    assert len(per_point) == 1, "one scale for every segment"
    assert "Anna: " in chart.accessibleDescription()


def test_the_dialog_shows_the_table_and_both_pictures(qtbot):
    match = seeded_game("marche")
    curve = score_curve(match.game, match.states[0], match.actions)
    dialog = ScoresDialog(match.result(), match.seats, "Animal Marche", None, str, curve=curve)
    qtbot.addWidget(dialog)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["Scores", "Over the rounds", "Where the points came from"]
    chart = dialog.curve_chart
    assert isinstance(chart, CurveChart)
    final = match.result().scores
    assert chart.accessibleDescription() == f"After round {curve[-1][0]}: Anna {final[0]}; Ben {final[1]}"
    chart.resize(500, 260)
    top = chart.point(final.index(max(final)), len(curve) - 1)
    low = chart.point(final.index(min(final)), len(curve) - 1)
    assert top.y() <= low.y(), "the higher score is drawn higher"
