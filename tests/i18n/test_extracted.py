"""Every message the app asks for is in the template: a message that reaches ``_()`` through a helper the
extraction does not know (a wrapper taking the message as its argument) would never be translated. Each
title's table is drawn in the pseudo language (the board's own art included), a seeded game of it is told
and its prompts and buttons asked for; every message asked for must be in resources/i18n/fairtable.pot."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from fairtable import i18n
from fairtable.engine.registry import title_ids
from tests.i18n.walk import screenshots_module

ROOT = Path(__file__).resolve().parents[2]



def test_every_message_asked_for_on_the_tables_is_in_the_template(qapp):
    shots = screenshots_module()
    i18n.asked.clear()
    for game_id in title_ids():
        for moves in (4, 40):
            win = shots.table_in(game_id, i18n.PSEUDO, (1280, 720), moves=moves)
            try:
                match = win.controller.match
                game = match.game
                for viewer in [0, 1, None]:
                    game.presentation.layout(match.state, viewer)
                    match.story(viewer)
                    game.presentation.prompt(match.state, viewer)
                for a in game.legal_actions(match.state)[:30]:
                    game.presentation.button_text(match.state, a)
                    game.presentation.confirm(match.state, a)
                win.grab()
            finally:
                win.controller.shutdown()
                win.close()
    i18n.set_language(i18n.SOURCE)
    with (ROOT / "resources" / "i18n" / "fairtable.pot").open("rb") as f:
        template = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in read_po(f) if m.id}
    missing = sorted(f"{m!r} (context {c!r})" if c else repr(m) for m, c in i18n.asked - template)
    assert i18n.asked, "nothing was asked for: the pseudo language did not record"
    assert not missing, f"{len(missing)} messages asked for but not extracted:\n" + "\n".join(missing[:40])
