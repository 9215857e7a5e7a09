"""Chinese and Japanese text is drawn without missing-glyph boxes: each board, in each language, a game in
progress; every character of every text on the window (and of the board's layout and the game's story)
must be in some font Qt can use here (the fonts the .deb depends on are installed by the test setup)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

from fairtable.engine.layout import name_seats
from fairtable.engine.registry import title_ids
from fairtable.i18n import LANGUAGES, SOURCE
from tests.i18n.walk import layout_texts, screenshots_module, widget_texts

ROOT = Path(__file__).resolve().parents[2]
SEAT_TOKEN = re.compile(r"(?:Seat|Player) [1-5](?![0-9])")



@cache
def _families() -> tuple[str, ...]:
    return tuple(QFontDatabase.families())


@cache
def drawable(ch: str) -> bool:
    code = ord(ch)
    return any(QFontMetrics(QFont(f)).inFontUcs4(code) for f in _families())


def missing(text: str) -> str:
    return "".join(sorted({c for c in text if not c.isspace() and ord(c) > 0x7E and not drawable(c)}))


@pytest.mark.parametrize("game_id", title_ids())
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != SOURCE])
def test_every_character_on_the_table_has_a_glyph(qapp, lang, game_id):
    shots = screenshots_module()
    win = shots.table_in(game_id, lang, (1280, 720))
    try:
        match = win.controller.match
        texts = list(widget_texts(win))
        for viewer in [0, None]:
            texts += list(layout_texts(match.game.presentation.layout(match.state, viewer)))
        texts += [("story", e.text) for e in match.story(0)]
        bad = {}
        tokens = {}
        for where, text in texts:
            named = name_seats(text, match.names)
            gaps = missing(named)
            if gaps:
                bad.setdefault(gaps, f"{where}: {text!r}")
            if SEAT_TOKEN.search(named):  # a seat the table could not name in this language
                tokens.setdefault(named, where)
        assert not tokens, f"seat tokens left in {lang}: {list(tokens.items())[:10]}"
        assert not bad, "characters without a glyph:\n" + "\n".join(f"{g!r} in {w}" for g, w in bad.items())
        # The language is the one asked for: some text on the table is not the English one.
        assert any(t for _, t in texts if t and any(ord(c) > 0x2E80 or c in "äöüß" for c in t)), \
            f"nothing on the {game_id} table is in {lang}"
    finally:
        win.controller.shutdown()
        win.close()
