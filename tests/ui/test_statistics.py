"""A game that ends at the table is kept in the record of games played; Game > Statistics shows its figures and
the game, opens it in the replay and exports the figures to CSV; an unfinished game deleted from the Continue
list is kept as abandoned; a kept game opened again is not kept twice."""

from __future__ import annotations

import csv

from PySide6.QtWidgets import QMessageBox

from fairtable import played, saves
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.dialogs.statistics import StatisticsDialog
from tests.ui.helpers import start_match


def play_out(window, qtbot, game_id: str = "marche", seed: int = 4):  # type: ignore[no-untyped-def]
    match = start_match(window, get_game(game_id), ["human", "bot"], seed=seed)
    c = window.controller
    rng = Rng(seed)
    while not match.is_over():
        if match.current_player() == 0:
            c.play(rng.choice(match.game.legal_actions(match.state)))
        else:
            qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=20000)
    return match


def test_a_game_ended_at_the_table_is_kept_and_shown_in_the_statistics(window, qtbot, tmp_path):
    match = play_out(window, qtbot)
    qtbot.waitUntil(lambda: window.last_scores is not None)
    window.last_scores.close()
    rows, told = played.games()
    assert told == "" and len(rows) == 1
    result = match.result()
    assert [s.score for s in rows[0].seats] == result.scores and rows[0].status == "finished"
    opened: list[str] = []
    dialog = StatisticsDialog(window, opened.append)
    qtbot.addWidget(dialog)
    assert dialog.figures.rowCount() == 2 and dialog.games.rowCount() == 1
    anna = [dialog.figures.item(0, c).text() for c in range(dialog.figures.columnCount())]
    assert anna[1] == "Anna" and anna[2] == "1" and anna[3] == str(int(0 in result.winners))
    assert "random 1" in anna[6]
    line = [dialog.games.item(0, c).text() for c in range(4)]
    assert line[1] == "Animal Marche" and "Ben (bot)" in line[2] and f"Anna {result.scores[0]}" in line[3]
    target = tmp_path / "figures.csv"
    dialog.export(str(target))
    with open(target, newline="", encoding="utf-8") as fh:
        table = list(csv.reader(fh))
    assert table[0][:3] == ["Title", "Player", "Played"] and table[1] == anna
    dialog.games.setCurrentCell(0, 0)
    # the score trends need one title: all titles together say so; Animal Marche draws Anna's one game
    assert dialog.trends is None and dialog.trends_page.currentWidget() is dialog.trends_note
    dialog.title.setCurrentIndex(dialog.title.findData("marche"))
    assert dialog.trends is not None and dialog.trends.series == [("Anna", dialog.trends.series[0][1], [(1, result.scores[0])])]
    assert dialog.trends.accessibleDescription() == f"Anna: {result.scores[0]}."
    dialog.open_button.click()
    assert opened and opened[0].startswith("{")


def test_a_kept_game_opens_in_the_replay(window, qtbot):
    match = play_out(window, qtbot, "festival", seed=2)
    window.last_scores.close()
    rows, _ = played.games()
    window.menus.open_played(played.record_text(rows[0].id))
    c = window.controller
    assert c.match is not match and c.match.is_over() and len(c.match.steps) == len(match.steps)
    assert c.replay_index is not None and window.table.replay.isVisible()
    assert len(played.games()[0]) == 1, "opening a kept game does not keep it again"


def test_a_deleted_unfinished_game_is_kept_as_abandoned(window, qtbot, monkeypatch):
    match = start_match(window, get_game("essen"), ["human", "bot"])
    match.autosave = saves.autosave_file(saves.new_game_id())  # as a game begun from the new-game dialog
    match.autosave.parent.mkdir(parents=True, exist_ok=True)
    c = window.controller
    rng = Rng(1)
    for _ in range(3):
        qtbot.waitUntil(lambda: match.current_player() == 0, timeout=20000)
        c.play(rng.choice(match.game.legal_actions(match.state)))
    window.close_game()
    (saved,) = saves.scan().unfinished
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    window.welcome.delete(saved)
    rows, _ = played.games()
    assert [(r.game, r.status) for r in rows] == [("essen", "abandoned")]
    assert [s.score for s in rows[0].seats] == [None, None]
