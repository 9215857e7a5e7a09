"""What a seat may know ("observe"): the character cards dealt to the others and not played."""

from __future__ import annotations

from fairtable.games.empresario.actions import ChooseCharacter
from fairtable.games.empresario.rules import GAME


def one_character_played(players: int = 3, seed: int = 5):  # type: ignore[no-untyped-def]
    """The first seat has played the lower of its two dealt characters; the next seat looks on."""
    s = GAME.new_state(players, None, seed)
    q = s.actor
    s = GAME.apply(s, ChooseCharacter(player=q, character=s.dealt[q][0]))
    return s, q, (q + 1) % players


def test_the_character_kept_hidden_does_not_show_through_where_the_played_one_lies():
    """Two tables alike but for the card a seat did not play, one lower and one higher than the card it
    played: the other seats' views of them are one and the same for each seed."""
    s, q, p = one_character_played()
    played, hidden = s.dealt[q]
    undealt = [c for c in range(1, 13) if not any(c in d for d in s.dealt)]
    lower = next(c for c in undealt if c < played)
    other = s.clone()
    other.dealt[q] = sorted([played, lower])
    assert other.dealt[q].index(played) != s.dealt[q].index(played)
    for seed in range(8):
        assert GAME.observe(s, p, seed) == GAME.observe(other, p, seed)


def test_in_the_views_of_others_the_played_character_comes_first_only_as_often_as_the_odds_say():
    """The played card is first in the pair when the hidden one is higher: in the others' views that happens
    as often as a character they have not seen is higher than the played one, not every time."""
    s, q, p = one_character_played()
    played = s.character[q]
    first = sum(GAME.observe(s, p, seed).dealt[q][0] == played for seed in range(200))
    unseen = [c for c in range(1, 13) if c not in s.dealt[p] and c != played]
    higher = sum(1 for c in unseen if c > played) / len(unseen)
    assert 0 < higher < 1 and abs(first / 200 - higher) < 0.1, (first, higher)
