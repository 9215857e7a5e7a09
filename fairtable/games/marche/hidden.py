"""What a seat may know of a game of Animal Marche: the ad deck's order and the goal cards it has not seen
are resampled for ``observe``.

Every resample is the engine's (``fairtable.engine.hidden.deal_back``: pool, sort, shuffle, deal back) with
the title's ``quick_shuffle`` (128 bits of the generator for the 20-odd cards instead of a draw per card); a
goal card's place keeps which seats have seen the card that lies there.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.hidden import deal_back
from fairtable.games.marche.state import OVER, MarcheState


def quick_shuffle(s: MarcheState, seq: list[int]) -> None:
    """Fisher-Yates driven by 128 bits from the state's PRNG: for the 20-odd hidden cards this is as
    uniform as drawing every index (20! is far below 2**128) at a tenth of the draws."""
    n = len(seq)
    if n > 30:
        rng.shuffle(s, seq)
    else:  # 16! is below 2**45; beyond it a second draw keeps the bias negligible
        rng.quick_shuffle(s, seq, 1 if n <= 16 else 2)


def passed_pair_slots(s: MarcheState, player: int) -> list[tuple[list[int], int]]:
    """Where the two Major Goals lie that ``player`` passed to the left after its first draft pick: in the
    second draft round both are with the left neighbour (kept by it as its second pick, or still in its
    hand); after the draft one is the neighbour's second pick and the other, passed on, the last card of
    the seat beyond. With 2 players that last card comes back to ``player``, who then knows both places."""
    if not s.draft or s.draft_round == 0:
        return []
    n = s.players
    q = (player + 1) % n
    if s.draft_round == 1:
        return [(s.majors[q], i) for i in range(1, len(s.majors[q]))] + [(s.draft_hands[q], i) for i in range(len(s.draft_hands[q]))]
    return [] if n == 2 else [(s.majors[q], 1), (s.majors[(player + 2) % n], 2)]


def observe_state(s: MarcheState, player: int, seed: int) -> MarcheState:
    """Resample what ``player`` has not seen: the ad deck's order, and every goal card not revealed and
    never in that player's hands (other players' goals, cards in other draft hands, the box); and which of
    the two goals the player passed in the draft lies where (``passed_pair_slots``)."""
    o = s.clone()
    o.rng = rng.seed_state(seed)
    o.ad_deck = deal_back(o, [o.ad_deck], quick_shuffle)[0]
    bit = 1 << player
    seen = o.goal_seen
    revealed = {g for gs in o.goals_scored for g in gs}
    for holders in ([o.minor, o.minor_box], [*o.majors, *o.draft_hands, o.major_box]):
        slots = [(lst, i) for lst in holders for i, g in enumerate(lst) if not seen[g] & bit and g not in revealed]
        if len(slots) < 2:
            continue
        masks = [seen[lst[i]] for lst, i in slots]
        ids = deal_back(o, [[lst[i] for lst, i in slots]], quick_shuffle)[0]
        for k, (lst, i) in enumerate(slots):
            g = ids[k]
            lst[i] = g
            seen[g] = masks[k]
    # The two Major Goals this seat passed on after its first draft pick: it knows who holds them, not which
    # one the neighbour kept, so they change places (with what each holder has seen).
    slots = [(lst, i) for lst, i in passed_pair_slots(o, player) if lst[i] not in revealed]
    if len(slots) == 2:
        masks = [seen[lst[i]] for lst, i in slots]
        ids = deal_back(o, [[lst[i] for lst, i in slots]], quick_shuffle)[0]
        for k, (lst, i) in enumerate(slots):
            lst[i] = ids[k]
            seen[ids[k]] = masks[k]
    return o


def reveals(before: MarcheState, after: MarcheState) -> bool:
    """Whether a move showed hidden cards (undo stops there): any draw from the generator, and without it an
    ad drawn to the display, draft hands passed, a goal revealed, or the end (goals revealed at the end)."""
    return (
        before.rng != after.rng
        or before.ad_display != after.ad_display
        or before.goals_scored != after.goals_scored
        or before.draft_round != after.draft_round
        or after.phase == OVER
    )
