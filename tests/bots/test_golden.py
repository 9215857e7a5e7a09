"""The golden playthroughs (fairtable/bots/golden.py) play again to the letter: every title, every player
count, Random and Normal bots, each move with its log line, what it set off, the next prompt and the public
scores. A change meant to keep play as it is (the code's shape) must keep them; one meant to change play
writes them again with scripts/golden.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from fairtable import i18n
from fairtable.bots.golden import file_name, play, playthrough_names, read

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NAMES = list(playthrough_names())


@pytest.fixture(autouse=True)
def english():
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


def test_every_title_and_player_count_has_its_playthroughs():
    assert sorted(p.name for p in GOLDEN.glob("*.jsonl.gz")) == sorted(file_name(*n) for n in NAMES)


@pytest.mark.parametrize(("game_id", "players", "level"), NAMES, ids=["-".join(map(str, n)) for n in NAMES])
def test_the_game_plays_as_it_was_recorded(game_id, players, level):
    recorded = read(GOLDEN / file_name(game_id, players, level))
    played = list(play(game_id, players, level))
    for n, (was, now) in enumerate(zip(recorded, played, strict=False)):
        assert now == was, f"{game_id} with {players} {level} bots: line {n} differs (0 is the setup)"
    assert len(played) == len(recorded), "the game ends where it ended"
