"""Animal Marche readable on a laptop: in a 1280x720 window, the docks at their first widths and the board
fit to the rest, no text on the board is under 8 px; every card sets its text inside itself (the Buffet's VP
badge used to run out of its badge), at the board's smallest size or larger."""

from __future__ import annotations

import re

import pytest

from fairtable.engine.match import Match, Seat
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.games.marche import data as T
from fairtable.games.marche.art import FLOOR, CardArt, plain, store_vp
from fairtable.games.marche.geometry import AD_CARD, CARD, FAC_CARD, GOAL, MARKET_CARD, PROPRIETOR, C
from fairtable.ui.table.art import BoardArt
from fairtable.ui.table.readability import svg_face
from fairtable.ui.table.text_fit import measure as text_width

GAME = get_game("marche")
D = T.D
TEXT = re.compile(r'<text x="([-\d.]+)" y="[-\d.]+" font-family="([^"]+)" font-size="([\d.]+)" '
                  r'font-weight="(\w+)" fill="[^"]+" text-anchor="(\w+)">(.*?)</text>')
SMALLEST_PX = 8.0


def texts(svg: str) -> list[tuple[float, float, float, str]]:
    """(left, right, font size, text) of every line of text in an SVG drawn by the board."""
    out = []
    for x, family, size, weight, anchor, body in TEXT.findall(svg):
        text, px = plain(body), float(size)
        width = len(text) * px if family != "DejaVu Sans" else text_width(text, px, weight == "bold")
        left = float(x) - {"start": 0.0, "middle": width / 2, "end": width}[anchor]
        out.append((left, left + width, px, text))
    return out


def svg_size(svg: str) -> tuple[float, float]:
    m = re.search(r'width="([\d.]+)" height="([\d.]+)"', svg)
    assert m
    return float(m.group(1)), float(m.group(2))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_text_on_the_board_is_under_8_px_in_a_1280x720_window(qtbot, players):
    from fairtable.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.set_bot_speed("instant")
    match = Match(GAME, [Seat(name="Anna")] + [Seat(name=f"Bot {i}", kind="bot", level="random") for i in range(1, players)],
                  seed=11)
    rng = Rng(players)
    for _ in range(40 + 12 * (players - 2)):  # stores built, customers seated, facilities and ads taken
        match.play(rng.choice(GAME.legal_actions(match.state)))
    while match.current_player() != 0:
        match.play(rng.choice(GAME.legal_actions(match.state)))
    window.start(match)
    c = window.controller
    c.scheduler.paused = True
    c.cancel_bots()
    qtbot.wait(50)
    assert window.actions_panel.hint.text() and window.actions_panel.buttons, "the prompt and the buttons are shown"
    view = window.table.view
    assert view.fitted
    fit = view.transform().m11()
    smallest: list[tuple[float, str]] = []
    for item in c.scene.pieces.values():
        art = c.view.svg_for(item.piece, item.w, item.h)
        drawn = item.w / svg_size(art)[0]
        smallest += [(px * drawn * fit, f"{item.piece.id}: {text!r}") for _, _, px, text in texts(art)]
    for item in c.scene.items():  # the board's printed captions
        if isinstance(item, BoardArt):
            face = svg_face(item.svg)
            drawn = item.boundingRect().width() / face.width
            smallest += [(t.size * drawn * fit, f"caption {t.text!r}") for t in face.texts]
    assert len(smallest) > 200
    px, what = min(smallest)
    assert px >= SMALLEST_PX, f"{what} is {px:.1f} px"
    window.close()


def all_cards(art: CardArt):  # type: ignore[no-untyped-def]
    """(what, svg) of every card the board draws, at every size it draws it."""
    for st in D.stores:
        for advanced in (False, True) if st.advanced is not None else (False,):
            key = f"marche/store/{st.key}" + ("/advanced" if advanced else "")
            for size in (CARD, MARKET_CARD):
                yield f"{key} {size}", art.store(key, *size)
    for f in D.facilities:
        key = f"marche/facility/{f.key}"
        for size in (FAC_CARD, (2 * C - 14, C - 14), (C - 14, 2 * C - 14)):
            yield f"{key} {size}", art.facility(key, *size)
    for ad in D.ads:
        for size in (AD_CARD, (36, 30)):
            yield f"{ad.name_en} {size}", art.ad(ad, *size)
    for goal in D.goals:
        for achieved in (False, True):
            yield f"{goal.size} goal {goal.number}", art.goal(goal, *GOAL, achieved=achieved)
    for prop in D.proprietors:
        yield prop.key, art.proprietor(prop, *PROPRIETOR)


@pytest.mark.parametrize("ja", [None, "Droid Sans Fallback"])
def test_every_card_sets_its_text_inside_itself_at_the_smallest_size_or_larger(qapp, ja):
    art = CardArt(ja, text_width)
    for what, svg in all_cards(art):
        w, h = svg_size(svg)
        lines = texts(svg)
        assert lines, what
        for y, (_, _, px, text) in _baselines(svg):  # the letters' tops and the descenders inside the card
            assert y - 0.78 * px >= -0.5 and y + 0.22 * px <= h + 0.5, f"{what}: {text!r} runs off the top or bottom"
        for left, right, px, text in lines:
            assert px >= FLOOR - 1e-6, f"{what}: {text!r} at {px}"
            assert left >= -0.5 and right <= w + 0.5, f"{what}: {text!r} runs out of the card ({left:.1f}..{right:.1f} of {w})"
        for (y1, a), (y2, b) in _pairs(_baselines(svg)):
            if abs(y1 - y2) < 6 and a[0] < b[1] - 0.5 and b[0] < a[1] - 0.5:
                raise AssertionError(f"{what}: {a[3]!r} and {b[3]!r} are drawn over each other")


def _baselines(svg: str) -> list[tuple[float, tuple[float, float, float, str]]]:
    ys = [float(m.group(1)) for m in re.finditer(r'<text x="[-\d.]+" y="([-\d.]+)"', svg)]
    return list(zip(ys, texts(svg), strict=True))


def _pairs(items: list) -> list:  # type: ignore[type-arg]
    return [(a, b) for i, a in enumerate(items) for b in items[i + 1:]]


def test_every_vp_badge_holds_its_text(qapp):
    """The Buffet's "2 VP per store that earns coins, minus 1" ran out of its badge."""
    art = CardArt(None, text_width)
    buffet = next(st for st in D.stores if st.key == "buffet")
    for st in D.stores:
        for side in (st.basic, st.advanced):
            if side is None:
                continue
            badge, width = art.badge(store_vp(side), 100, 100)
            rect = re.search(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', badge)
            assert rect and abs(float(rect.group(2)) - width) < 0.06
            left, right = float(rect.group(1)), float(rect.group(1)) + width
            for a, b, _, text in texts(badge):
                assert left <= a and b <= right, (side.name_en, text)
    assert "\u2212" in "".join(t for *_, t in texts(art.badge(store_vp(buffet.basic), 100, 100)[0]))
