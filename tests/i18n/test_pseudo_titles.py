"""Every text an engine gives a player goes through the catalog: a seeded game of every title is played
in the pseudo-locale, and every line of its story (for each seat and a spectator), every prompt, button,
refusal, layout label and tooltip, standing, score row and variant comes out wrapped in ⟦brackets⟧."""

from __future__ import annotations

import pytest

from fairtable import i18n
from fairtable.engine.actions import Press
from fairtable.engine.layout import name_seats, with_seat_names
from fairtable.engine.match import Match
from fairtable.engine.record import Record, SeatRecord
from fairtable.engine.registry import get_game, title_ids
from fairtable.engine.rng import Rng
from tests.i18n.pseudo import Collector

NAMES = ["Ann", "Ben", "Cleo", "Dov", "Eli"]


@pytest.fixture
def pseudo():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.SOURCE)


def _layout(seen: Collector, where: str, layout, names) -> None:
    for z in layout.zones:
        seen.see(f"{where} zone {z.id} label", z.label)
        seen.see(f"{where} zone {z.id} tooltip", z.tooltip)
    for p in layout.pieces:
        seen.see(f"{where} piece {p.id} tooltip", p.tooltip)
        seen.see(f"{where} piece {p.id} label", name_seats(p.label, names) if len(p.label) > 3 else "")
    for k, v in layout.info.items():
        seen.see(f"{where} info key", k)
        seen.see(f"{where} info value", v)


@pytest.mark.parametrize("game_id", title_ids())
def test_a_seeded_game_speaks_only_catalog_words(game_id, pseudo):
    game = get_game(game_id)
    players = min(3, game.info.max_players)
    names = NAMES[:players]
    seen = Collector(names)
    seen.see("title name", i18n._(game.info.name))
    seen.see("title summary", i18n._(game.info.summary))
    for name, field in game.info.options.model_fields.items():
        seen.see(f"variant {name} title", i18n._(field.title) if field.title else "")
        seen.see(f"variant {name} description", i18n._(field.description) if field.description else "")
    seats = [SeatRecord(name=n, kind="human") for n in names]
    match = Match.from_record(Record.create(game, None, seats, 5, []))
    rng = Rng(11)
    step = 0
    while not match.is_over() and step < 4000:
        state = match.state
        viewer = match.current_player()
        seen.see("prompt", name_seats(game.presentation.prompt(state, viewer), names))
        legal = game.legal_actions(state)
        if step % 7 == 0:
            for v in [*range(players), None]:
                _layout(seen, "layout", with_seat_names(game.presentation.layout(state, v), names), names)
            seen.see("standings", " ".join(game.presentation.standings(state)))
            for a in game.candidate_actions(state)[:40]:
                reason = game.check(state, a)
                seen.see("refusal", name_seats(reason or "", names))
        for a in legal[:30]:
            if isinstance(a.gesture(), Press):
                seen.see("button", name_seats(game.presentation.button_text(state, a), names))
            seen.see("confirm", name_seats(game.presentation.confirm(state, a) or "", names))
        action = rng.choice(legal)
        seen.see("describe", game.presentation.describe(state, action, names))
        match.play(action)
        step += 1
        if step % 25 == 0:
            seen.see("undo", match.undo_blocker() or "")
    assert match.is_over(), "the seeded game did not end"
    for v in [*range(players), None]:
        for entry in match.story(v):
            seen.see(f"story ({entry.level})", entry.text)
    result = match.result()
    for rows in result.breakdown:
        for label, _points in rows:
            seen.see("score row", label)
    seen.see("tie-break", result.tiebreak)
    seen.see("scores", " ".join(game.presentation.points_text(s) for s in result.scores))
    assert not seen.found, f"{len(seen.found)} texts escaped the catalog:\n{seen.report()}"

