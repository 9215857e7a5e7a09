"""Every action reachable, every key stable: a seeded game of each title played at a 1280x720 window, a
human in seat 1 against bots. At every decision of the human, every legal action has a control that shows
and has a key: an Actions button in full view with its number key (1 to 9), or a piece the keyboard's focus
ring reaches whose menu holds the move (the Menu key opens it) or whose drop on a lit place makes it. And a
button's key never changes within a turn."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from fairtable.engine.actions import Drag
from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.ui.helpers import seats

GAMES = [("essen", 2, 3, None), ("empresario", 2, 5, None), ("marche", 2, 4, None),
         ("festival", 3, 8, {"round_limit": 8})]


def wholly_shown(widget) -> bool:  # type: ignore[no-untyped-def]
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def missing_controls(window, in_view: bool = True) -> list[str]:  # type: ignore[no-untyped-def]
    """The legal actions of the person to act that have no control with a key, each with why (``in_view``:
    a button must be wholly in view too)."""
    c = window.controller
    game, state = c.game, c.match.state
    buttons = window.actions_panel.buttons
    by_label = {b.property("label"): (i, b) for i, b in enumerate(buttons)}
    stops = set(window.keys.stops())
    out = []
    targets: dict[str, dict[str, str]] = {}
    for action in c.legal():
        g = action.gesture()
        if isinstance(g, Drag):
            if g.piece not in stops:
                out.append(f"{action}: the ring does not reach {g.piece}")
            elif g.zone not in targets.setdefault(g.piece, game.presentation.drag_targets(state, g.piece)):
                out.append(f"{action}: {g.zone} is not lit for {g.piece}")
            elif g.zone not in c.scene.zones:
                out.append(f"{action}: {g.zone} is not drawn")
            continue
        on = c.on_piece(g.label)
        if on is not None:
            if on.piece not in stops:
                out.append(f"{action}: the ring does not reach {on.piece}, whose menu has it")
            elif g.label not in [entry[0] for entry in c.piece_entries(on.piece)]:
                out.append(f"{action}: not in the menu of {on.piece}")
            continue
        if g.label not in by_label:
            out.append(f"{action}: no button")
            continue
        i, b = by_label[g.label]
        if i >= 9 or b.key != str(i + 1):
            out.append(f"{action}: button {i + 1} has no number key")
        elif not b.isEnabled():
            out.append(f"{action}: button {i + 1} is off")
        elif in_view and not wholly_shown(b):
            out.append(f"{action}: button {i + 1} is not wholly in view")
    return out


@pytest.mark.parametrize("size", ["Normal", "Largest"])
@pytest.mark.parametrize("game_id, players, seed, options", GAMES)
def test_every_legal_action_of_the_human_has_a_control_with_a_key_and_keys_keep_their_buttons(
        window, qtbot, game_id, players, seed, options, size):
    window.resize(1280, 720)
    window.set_text_size(size)
    qtbot.waitUntil(lambda: window.height() == 720)
    game = get_game(game_id)
    match = Match(game, seats(["human"] + ["bot"] * (players - 1)), options, seed=seed)
    window.start(match)
    c = window.controller
    c.scene.animation_ms = 0
    c.scheduler.delay_ms = 0
    c.banner_ms = 0
    rng = Rng(seed)
    keys_of_turn: dict[object, dict[str, str]] = {}
    widths: set[tuple[int, int]] = set()  # what the panel asks for as its width, whatever it shows
    decisions = 0
    for _ in range(4000):
        if match.is_over():
            break
        if match.is_bot(match.current_player()):
            qtbot.waitUntil(lambda: match.is_over() or not match.is_bot(match.current_player()), timeout=20000)
            continue
        QApplication.processEvents()  # the docks laid out as the event loop would between two moves
        c.scene.finish_animations()
        assert c.human_to_act()
        # At the largest text size the docks' heights are the window's to share out (the Players dock's
        # among them): there every action must have its key, the buttons' room is checked at Normal.
        missing = missing_controls(window, in_view=size == "Normal")
        assert not missing, f"move {len(match.steps)}: " + "; ".join(missing[:5]) + f" {[b.text() for b in window.actions_panel.buttons]}"
        turn = (game.turn_id(match.state), match.current_player())
        known = keys_of_turn.setdefault(turn, {})
        for b in window.actions_panel.buttons:
            label = b.property("label")
            assert known.setdefault(label, b.key) == b.key, f"{label} had the key {known[label]}, now {b.key!r}"
        panel = window.actions_panel
        widths.add((panel.minimumSizeHint().width(), panel.sizeHint().width()))
        assert len(widths) == 1, f"the Actions panel asked for other widths: {widths}"
        decisions += 1
        c.play(rng.choice(c.legal()))
    assert match.is_over() and decisions > 20
    window.close()
