"""ESSEN speaks only catalog words: seeded games of two and five players, with the promo and the family
version, are played in the pseudo-locale, and every line told, prompt, button, confirmation, refusal,
explanation of a drag, layout text, score row and tie-break comes out inside ⟦brackets⟧ (seats, numbers
and punctuation may stand outside). The board's drawn words and the game's title go through it too."""

from __future__ import annotations

import pytest

from fairtable import i18n
from fairtable.engine.actions import Drag, Press
from fairtable.engine.layout import name_seats, with_seat_names
from fairtable.engine.rng import Rng
from fairtable.games.boxes import Box
from fairtable.games.essen import board as drawings
from fairtable.games.essen.art import EssenArt
from fairtable.games.essen.rules import GAME, EssenOptions
from tests.i18n.pseudo import Collector, escaped

NAMES = ["Ann", "Ben", "Cleo", "Dov", "Eli"]
# Drop places to explain a lifted piece against: a hall space, a seat's own and another seat's zones.
DROPS = ("space:s12", "space:parking", "bag:0", "bag:1", "trunk:0", "hand:0", "hand:1", "box", "departure:1", "bank")


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.SOURCE)


def _layout(seen: Collector, layout) -> None:
    for z in layout.zones:
        seen.see(f"zone {z.id} label", z.label)
        seen.see(f"zone {z.id} tooltip", z.tooltip)
    for p in layout.pieces:
        seen.see(f"piece {p.id} tooltip", p.tooltip)
        if not p.id.startswith("meeple:"):  # a meeple's label is its seat's token, named by the table
            seen.see(f"piece {p.id} label", p.label if len(p.label) > 3 else "")
    for k, v in layout.info.items():
        seen.see("info key", k)
        seen.see("info value", v)


def _events(seen: Collector, events, names) -> None:
    for e in events:
        seen.see(f"told {e.kind}", name_seats(e.text, names))
        for _seat, view in e.views:
            seen.see(f"told {e.kind} (view)", name_seats(view, names))


@pytest.mark.parametrize(("players", "options", "seed"), [
    (2, {"promo": True}, 3),
    (5, {"family": True, "no_crowd": True, "promo": True}, 8),
    (4, {}, 21),
])
def test_a_seeded_game_of_essen_speaks_only_catalog_words(pseudo, players, options, seed):
    names = NAMES[:players]
    seen = Collector(names)
    state, events = GAME.new_state_told(players, EssenOptions(**options), seed)
    _events(seen, events, names)
    rng = Rng(seed)
    step = 0
    while not GAME.is_over(state) and step < 3000:
        seen.see("prompt", name_seats(GAME.presentation.prompt(state, state.current), names))
        seen.see("prompt (others)", name_seats(GAME.presentation.prompt(state, None), names))
        legal = GAME.legal_actions(state)
        if step % 9 == 0:
            for v in [*range(players), None]:
                _layout(seen, with_seat_names(GAME.presentation.layout(state, v), names))
            for a in GAME.candidate_actions(state):
                seen.see("refusal", name_seats(GAME.check(state, a) or "", names))
            for piece in GAME.presentation.layout(state, state.current).pieces[::3]:
                for drop in DROPS:
                    seen.see(f"explain {piece.id}", name_seats(GAME.presentation.explain(state, Drag(piece=piece.id, zone=drop)), names))
        for a in legal:
            if isinstance(a.gesture(), Press):
                seen.see("button", GAME.presentation.button_text(state, a))
            seen.see("confirm", name_seats(GAME.presentation.confirm(state, a) or "", names))
        action = rng.choice(legal)
        seen.see("describe", GAME.presentation.describe(state, action, names))
        state, events = GAME.apply_told(state, action)
        _events(seen, events, names)
        step += 1
    assert GAME.is_over(state)
    seen.see("prompt", GAME.presentation.prompt(state, None))
    result = GAME.result(state)
    for rows in result.breakdown:
        for label, _points in rows:
            seen.see("score row", label)
    seen.see("tie-break", result.tiebreak)
    seen.see("scores", " ".join(GAME.presentation.points_text(s) for s in result.scores))
    assert not seen.found, f"{len(seen.found)} texts escaped the catalog:\n{seen.report()}"


def _extracted() -> set[str]:
    """The messages the template takes from ESSEN's code and data files and from the registry's listing (the
    title's name and summary), as scripts/i18n.py extracts them."""
    from pathlib import Path

    from babel.messages.extract import extract_from_dir

    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}  # scripts/i18n.py's
    root = Path(__file__).resolve().parents[3]
    out: set[str] = set()
    for folder, method, options in (
        ("fairtable/games/essen", [("**.py", "python")], {}),
        ("fairtable/engine", [("registry.py", "python")], {}),
        ("resources/games/essen", [("**.json", "fairtable.i18n_extract:extract_data")], _data_keys(root)),
    ):
        for _file, _line, message, _comments, _context in extract_from_dir(
            root / folder, method, options_map={"**.json": options}, keywords=keywords
        ):
            out.update(message if isinstance(message, tuple) else (message,))
    return out


def _data_keys(root) -> dict[str, str]:
    import configparser

    cfg = configparser.ConfigParser()
    cfg.read(root / "babel.cfg")
    return {"keys": cfg["data: resources/games/essen/**.json"]["keys"]}


def test_every_text_essen_shows_is_in_the_template():
    """The game's name, summary and variants, every game's title and publisher (the Chinese edition gives
    the 60 games titles of their own), the last-turn tiles, the event tokens and the board's words."""
    from fairtable.games.essen.data import data

    found = _extracted()
    d = data()
    wanted = {GAME.info.name, GAME.info.summary, *(f.description for f in EssenOptions.model_fields.values())}
    wanted |= {t.title for t in d.tiles} | {t.publisher for t in d.tiles}
    wanted |= {t.name for t in d.last_turn} | {t.text for t in d.last_turn} | {e.text for e in d.events}
    # The board's words drawn on several lines ("|" ends a line) pass through a helper of their own.
    wanted |= {"Court-|yard", "Pre-|order", "popularity|of the|game's|symbol", "E: an|event|and the|crowd"}
    assert sorted(wanted - found) == []


def _drawn_words(svg: str) -> list[str]:
    """The words of a drawing outside brackets (its texts in order: a message drawn on several lines opens
    its bracket on the first and closes it on the last)."""
    import re

    return escaped(" ".join(re.findall(r">([^<]+)</text>", svg)).replace("&amp;", "&"))


def test_the_printed_board_draws_only_catalog_words(pseudo):
    art = EssenArt(lambda text, size, bold=False, narrow=False: len(text) * size * 0.55)
    boxes = {zid: Box(0, 0, 60, 40) for zid in [z.id for z in GAME.presentation.layout(GAME.new_state(2, {}, 1), None).zones]}
    drawn = [drawings.panel_svg(name, Box(0, 0, 270, 200), boxes) for name in drawings.PANELS]
    drawn.append(drawings.player_svg(art, 0, Box(0, 0, 500, 180), boxes, "Ann", "#c0392b"))
    words = [w for svg in drawn for w in _drawn_words(svg) if w != "Ann"]
    assert words == []
