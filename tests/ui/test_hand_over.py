"""At a shared screen, a game with nothing secret (the festival game) passes from one person to the next with
no cover: a short banner names whose turn it is. A game with secrets covers the table instead ("Pass to ..."),
and a turn passing to or from a bot is not named."""

from __future__ import annotations

from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from tests.ui.helpers import start_match


def banners(window) -> list[str]:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    window.controller.banner.connect(lambda text: shown.append(text) if text else None)
    return shown


def play_until_the_turn_passes(window, first: int, seed: int = 2) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    rng = Rng(seed)
    for _ in range(200):
        if c.match.current_player() != first:
            return
        c.play(rng.choice(c.match.game.legal_actions(c.match.state)))
    raise AssertionError("the turn never passed")


def test_the_festival_between_two_people_names_whose_turn_it_is(window, qtbot):
    match = start_match(window, get_game("festival"), ["human", "human"])
    c = window.controller
    assert not c.covered, "nothing secret: no cover"
    shown = banners(window)
    first = match.current_player()
    play_until_the_turn_passes(window, first)
    nxt = match.names[match.current_player()]
    assert shown and shown[-1].split("\n")[-1] == f"{nxt}\u2019s turn", shown
    assert not c.covered
    before = len(shown)
    play_until_the_turn_passes(window, match.current_player())
    assert len(shown) > before and shown[-1].endswith(f"{match.names[first]}\u2019s turn")


def test_a_game_with_secrets_covers_the_table_instead(window, qtbot):
    match = start_match(window, get_game("essen"), ["human", "human"])
    c = window.controller
    c.uncover()
    shown = banners(window)
    first = match.current_player()
    play_until_the_turn_passes(window, first)
    assert c.covered and not any("\u2019s turn" in text for text in shown)


def test_a_turn_passing_to_a_bot_is_not_named(window, qtbot):
    match = start_match(window, get_game("festival"), ["human", "bot"])
    shown = banners(window)
    qtbot.waitUntil(lambda: match.current_player() == 0, timeout=20000)
    play_until_the_turn_passes(window, 0)
    qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=20000)
    assert not any("\u2019s turn" in text for text in shown), shown
