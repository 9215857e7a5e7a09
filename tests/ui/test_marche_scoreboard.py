"""Animal Marche's scoreboard as drawn: "To indicate 40 VP or more, place your piece on its back on the track
to indicate that it is on its 2nd lap"; at the end the markers stand at the final totals."""

from __future__ import annotations

from fairtable.bots.selfplay import play_game
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.view import MarcheView
from fairtable.ui.table.scene import BoardScene
from tests.games.marche.helpers import actions_phase, table
from tests.ui.helpers import seats


def _scene(state) -> tuple[BoardScene, MarcheView]:  # type: ignore[no-untyped-def]
    view = MarcheView(seats(["human"] * state.players))
    scene = BoardScene(view)
    scene.animation_ms = 0
    scene.set_layout(GAME.presentation.layout(state, None), animate=False)
    return scene, view


def _cell_of(view: MarcheView, scene: BoardScene, seat: int) -> int:
    """The scoreboard cell (0-39) under the middle of a seat's marker as drawn."""
    item = scene.pieces[f"vp:{seat}"]
    centre = item.sceneBoundingRect().center()
    for v in range(40):
        box = view.geo.vp_cell(v)
        if box.left <= centre.x() <= box.right and box.top <= centre.y() <= box.bottom:
            return v
    raise AssertionError(f"seat {seat}'s marker is off the scoreboard at {centre}")


def test_a_marker_at_43_vp_lies_on_3_with_its_lap_on_it(qapp):
    s = actions_phase(table(), 0)
    s.vp = [43, 3, 85, 12]
    scene, view = _scene(s)
    lying, standing, third = (scene.pieces[f"vp:{p}"] for p in (0, 1, 2))
    assert _cell_of(view, scene, 0) == 3 and _cell_of(view, scene, 1) == 3 and _cell_of(view, scene, 2) == 5
    assert ">2</text>" in lying.svg and "rotate(90)" in lying.svg, "on its back, lap 2 written on it"
    assert ">3</text>" in third.svg, "from 80 VP on: lap 3"
    assert "<text" not in standing.svg and "rotate" not in standing.svg, "below 40 VP the marker stands, no number"
    assert lying.w > lying.h and standing.h > standing.w
    assert "lap 2" in lying.toolTip() or "lap 2" in lying.piece.tooltip


def test_at_the_end_the_markers_stand_at_the_final_totals(qapp):
    played = play_game(GAME, 3, seed=4)
    s = played.final
    scene, view = _scene(s)
    for p, total in enumerate(played.result.scores):
        assert _cell_of(view, scene, p) == total % 40, f"seat {p} at its final total {total}"
        assert (">2</text>" in scene.pieces[f"vp:{p}"].svg) == (40 <= total < 80)
