"""What a seat may know: everything in the festival game is public. The decks are drawn at random when a card
is drawn (a random card of those not yet drawn), so there is no order to hide and nothing to deal back
(``fairtable.engine.hidden.deal_back``): reseeding the generator is all a seat's view needs."""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.games.festival.state import FestivalState


def observe(s: FestivalState, player: int, seed: int) -> FestivalState:
    """Seat ``player``'s view: the state as it is, its generator reseeded from ``seed``."""
    seen = s.clone()
    seen.rng = rng.seed_state(seed)
    return seen
