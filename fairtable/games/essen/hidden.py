"""What a seat may know (``observe``): the hidden cards resampled the one way every title does it
(:func:`fairtable.engine.hidden.deal_back`)."""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.hidden import deal_back
from fairtable.games.essen.numbers import DISCARDS_FACE_UP
from fairtable.games.essen.state import EssenState


def observe(state: EssenState, player: int, seed: int) -> EssenState:
    """Other players' wish cards (except those taken openly from the common list), their draft hands,
    cards drawn in someone else's play-test, the wish deck (and the discards unless ``DISCARDS_FACE_UP``)
    are shuffled together and dealt back in the same sizes. Storage tiles, undrawn events, the last-turn
    tile and the afternoon cards are drawn at random when revealed, so reseeding the generator hides
    them."""
    s = state.clone()
    s.rng = rng.seed_state(seed)
    others = [q for q in range(s.players) if q != player]
    places: list[list[int]] = []
    for q in others:
        public = s.hand_public[q]
        places.append([c for c in s.hand[q] if c not in public] if public else s.hand[q])
        places.append(s.draft[q])
    hide_pending = s.current != player
    if hide_pending:
        places.append(s.pending)
    if not DISCARDS_FACE_UP:
        places.append(s.discard)
    places.append(s.deck)
    dealt = iter(deal_back(s, places))
    for q in others:
        s.hand[q] = s.hand_public[q] + next(dealt)
        s.draft[q] = sorted(next(dealt))
    if hide_pending:
        s.pending = next(dealt)
    if not DISCARDS_FACE_UP:
        s.discard = next(dealt)
    s.deck = sorted(next(dealt))
    return s
