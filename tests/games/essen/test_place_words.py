"""What the board's keyboard and a screen reader hear of ESSEN's hall: a stand says the game on sale there,
at its price now, and whether it is on the seat's wish cards or the common wish list; during the 2-player
removal a game in the hall offers no "Buy now"."""

from __future__ import annotations

from fairtable.bots.base import make_bot
from fairtable.engine.registry import get_game
from fairtable.games.essen import ids
from fairtable.games.essen.data import data
from fairtable.games.essen.scoring import price
from fairtable.games.essen.state import PLAY, REMOVE
from fairtable.games.essen.words import title


def _play_state(seed: int = 3):  # type: ignore[no-untyped-def]
    game = get_game("essen")
    s = game.new_state(2, None, seed)
    random = make_bot("random", 1)
    while s.phase != PLAY:
        s = game.apply(s, random.decide(game, s, game.current_player(s)))
    return game, s


def _stand(t: int) -> str:
    d = data()
    return ids.space(d.space_ids[d.tile_space[t]])


def test_a_stand_says_the_game_on_sale_its_price_and_whether_it_is_on_your_wish_cards():
    game, s = _play_state()
    on_sale = [t for t in range(len(s.at_stand)) if s.at_stand[t]]
    wished = next(t for t in on_sale if t in s.hand[0] and t not in s.hand[1])
    other = next(t for t in on_sale if t not in s.hand[0])
    words = game.presentation.place_words(s, _stand(wished), 0)
    assert words.startswith(f"{title(wished)} on sale for €{price(s, wished)}") and "on your wish cards" in words
    assert "not on your wish cards" in game.presentation.place_words(s, _stand(other), 0)
    # Ben's wish cards are his secret: Anna hears only of her own.
    assert game.presentation.place_words(s, _stand(wished), 1).count("not on your wish cards") == 1
    assert game.presentation.place_words(s, ids.OUT, 0) is None  # not a stand: the pieces lying there
    later = next((t for t in s.hand[0] if not s.at_stand[t]), None)
    if later is not None:  # a wished game not in the hall: said so too
        assert "on your wish cards" in game.presentation.place_words(s, _stand(later), 0)


def test_during_the_removal_a_game_in_the_hall_offers_no_buy_now():
    game = get_game("essen")
    s = game.new_state(2, None, 3)
    random = make_bot("random", 1)
    while s.phase != REMOVE:
        s = game.apply(s, random.decide(game, s, game.current_player(s)))
    tiles = [p for p in game.presentation.layout(s, 0).pieces if p.id.startswith("tile:") and p.tooltip
             and p.zone.startswith(ids.space(""))]
    assert tiles
    for piece in tiles:
        assert "Buy now" not in piece.tooltip
        assert "removal" in piece.tooltip
