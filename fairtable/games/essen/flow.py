"""The automatic parts of a game: setup (rulebook 3), maintenance of the exhibit (4.A), the first player
(4.B), the order of turns (4.C), the morning scoring (5) and the end of the game (6). None of these needs a
decision, so they run inside ``setup`` and ``perform``."""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.narration import telling
from fairtable.games.essen import narration as told
from fairtable.games.essen.data import CROWD_OUT, CROWD_PARKING, CROWD_SPACE, data
from fairtable.games.essen.numbers import (
    DRAFT_DEAL,
    DRAFT_PICKS_TWO_PLAYERS,
    EARLY_DEPARTURE_VP,
    LAST_ROUND,
    MONEY_SUPPLY,
    MORNING_SCORING_ROUND,
    NOT_RELEASED_STAYS_ON_PALLET,
    PALLET_EVENT,
    PALLET_LABELS,
    PALLET_MINUS,
    PALLET_PLUS,
    POPULARITY_MAX,
    RANKINGS_IN_PLAY,
    REMOVAL_STRIDE,
    START_MONEY,
    START_POPULARITY,
    STORAGE_BOXES,
    TILES_PER_BOX,
    WISH_HAND,
)
from fairtable.games.essen.scoring import ranking_points, wish_games, wish_points
from fairtable.games.essen.state import (
    AFTERNOON,
    DEPARTURE,
    DRAFT,
    MORNING,
    OVER,
    PLAY,
    REMOVE,
    WISH,
    EssenState,
)


def new_game(players: int, family: bool, no_crowd: bool, promo: bool, seed: int) -> EssenState:
    """Rulebook 3, Set Up: everything but the wish-list draft, which is the first decision."""
    d = data()
    s = EssenState.__new__(EssenState)
    s.players = players
    s.rng = rng.seed_state(seed)
    s.family, s.no_crowd, s.promo = family, no_crowd, promo
    s.phase, s.round, s.order_index, s.current, s.turn_counter = DRAFT, 1, 0, 0, 0
    s.money = [START_MONEY] * players
    s.bank = MONEY_SUPPLY - START_MONEY * players
    s.vp = [0] * players
    s.vp_parts = [[0] * 6 for _ in range(players)]
    s.position = [d.parking] * players
    s.action_pos = [0] * players
    s.bag = [[] for _ in range(players)]
    s.trunk = [[] for _ in range(players)]
    s.preorder = [-1] * players
    s.ate = False
    deck = list(range(len(d.tiles)))
    rng.shuffle(s, deck)
    s.draft = [sorted(deck[p * DRAFT_DEAL : (p + 1) * DRAFT_DEAL]) for p in range(players)]
    s.deck = sorted(deck[players * DRAFT_DEAL :])
    s.hand = [[] for _ in range(players)]
    s.hand_public = [[] for _ in range(players)]
    s.draft_pass, s.draft_taken, s.pending, s.discard, s.common = 0, [0] * players, [], [], []
    s.rankings = [] if family else sorted(_draw(s, list(d.morning), RANKINGS_IN_PLAY))
    tiles = list(range(len(d.tiles)))
    rng.shuffle(s, tiles)
    stored = len(STORAGE_BOXES) * TILES_PER_BOX
    s.storage = sorted(tiles[:stored])
    s.pallet = tiles[stored : stored + len(PALLET_LABELS)]
    s.at_stand = [False] * len(d.tiles)
    for t in tiles[stored + len(PALLET_LABELS) :]:
        s.at_stand[t] = True
    s.removed, s.tile_event, s.event_used = [], [-1] * len(d.tiles), []
    s.event_pool = [i for i, e in enumerate(d.events) if promo or not e.promo]
    s.popularity = [START_POPULARITY] * 4
    s.crowd = [CROWD_OUT if no_crowd else CROWD_PARKING] * 2
    s.last_turn, s.departed, s.remove_queue, s.fire = -1, [], [], False
    if telling():
        told.setup(s)
    _exhibit(s)
    s.first = rng.randbelow(s, players)  # the Press card among the entrance admission cards
    if telling():
        told.press_card(s)
    return s


def _exhibit(s: EssenState) -> None:
    """Maintenance steps 2 to 4 (rulebook 4.A): popularity, events, crowd, told with their values."""
    before = s.popularity[:]
    _popularity(s)
    _events(s)
    _crowd(s)
    if telling():
        told.popularity(s, before)
        told.events(s)
        told.crowd(s)
    if not NOT_RELEASED_STAYS_ON_PALLET:
        gone = _unreleased_leave(s)
        if telling() and gone:
            told.release(s, [], gone)


def _draw(s: EssenState, pool: list[int], k: int) -> list[int]:
    """Take ``k`` items at random out of ``pool`` (which loses them)."""
    out = []
    for _ in range(min(k, len(pool))):
        out.append(pool.pop(rng.randbelow(s, len(pool))))
    return out


def picks_per_pass(s: EssenState) -> int:
    """Rulebook 7.A: two players keep two cards a pass instead of one."""
    return DRAFT_PICKS_TWO_PLAYERS if s.players == 2 else 1


def after_draft_pick(s: EssenState) -> None:
    """Setup draft: the next seat picks; when all have picked, hands pass left; at 4 cards the draft ends
    and the cards left over form the common wish list."""
    p = s.current
    if s.draft_taken[p] < picks_per_pass(s):
        return
    if p + 1 < s.players:
        s.current = p + 1
        s.turn_counter += 1
        return
    if len(s.hand[0]) >= WISH_HAND:
        s.common = sorted(c for h in s.draft for c in h)
        s.draft = [[] for _ in range(s.players)]
        s.draft_taken = [0] * s.players
        if telling():
            told.common_list(s)
        start_actions(s)
        return
    n = s.players
    s.draft = [s.draft[(q - 1) % n] for q in range(n)]  # each hand goes to the player on the left
    s.draft_taken = [0] * n
    s.draft_pass += 1
    s.current = 0
    s.turn_counter += 1
    if telling():
        told.draft_pass(s)




def removable_tiles(s: EssenState) -> list[int]:
    """2-player removal: tiles on their stands with no meeple standing on them."""
    d = data()
    occupied = set(s.position)
    return [t for t in range(len(d.tiles)) if s.at_stand[t] and d.tile_space[t] not in occupied]


def removal_order(s: EssenState) -> list[int]:
    """The removable tiles in the order they are offered: stand order, starting at a stand that moves on with
    every removal of the game. Any order is the rules' (each player removes one tile of their choice); this one
    keeps a bot that finds several tiles alike from always taking the first stand's game (the purple back
    stands, removed in nearly every 2-player game when the list always began there)."""
    tiles = removable_tiles(s)
    if not tiles:
        return tiles
    k = (len(s.removed) * REMOVAL_STRIDE) % len(tiles)
    return tiles[k:] + tiles[:k]


def start_actions(s: EssenState) -> None:
    """First player phase done: action meeples back on the start point; 2 players remove tiles first."""
    s.action_pos = [0] * s.players
    if telling():
        told.action_track(s)
    if s.players == 2:
        s.remove_queue = [s.first, 1 - s.first]
        if telling():
            told.removal_order(s)
        next_removal(s)
    else:
        _start_turns(s)


def next_removal(s: EssenState) -> None:
    while s.remove_queue and not removable_tiles(s):
        skipped = s.remove_queue.pop(0)
        if telling():
            told.removal_skipped(skipped)
    if s.remove_queue:
        s.phase = REMOVE
        s.current = s.remove_queue[0]
        s.turn_counter += 1
    else:
        _start_turns(s)


def _start_turns(s: EssenState) -> None:
    s.order_index = 0
    _begin_turn(s, s.first)


def _begin_turn(s: EssenState, seat: int) -> None:
    s.phase = PLAY
    s.current = seat
    s.ate = False
    s.turn_counter += 1


def end_turn(s: EssenState) -> None:
    """End of a player's turn; in round 7 a player ending on the parking leaves early (6, then 3 VP)."""
    p = s.current
    if s.round == LAST_ROUND and s.position[p] == data().parking and p not in s.departed:
        k = len(s.departed)
        s.departed.append(p)
        vp = EARLY_DEPARTURE_VP[k] if k < len(EARLY_DEPARTURE_VP) else 0
        if vp:
            add_vp(s, p, DEPARTURE, vp)
        if telling():
            told.departure(s, p, k, vp)
    s.order_index += 1
    if s.order_index < s.players:
        _begin_turn(s, (s.first + s.order_index) % s.players)
    else:
        _end_round(s)


def add_vp(s: EssenState, p: int, row: int, vp: int) -> None:
    s.vp[p] += vp
    s.vp_parts[p][row] += vp


def _end_round(s: EssenState) -> None:
    if s.round == MORNING_SCORING_ROUND and not s.family:
        gained = [ranking_points(s, p) for p in range(s.players)]
        for p in range(s.players):
            add_vp(s, p, MORNING, gained[p])
        if telling():
            told.ranking_scoring(s, "morning", gained)
        s.rankings = sorted(_draw(s, list(data().afternoon), RANKINGS_IN_PLAY))
        if telling():
            told.afternoon_cards(s)
    if s.round == LAST_ROUND:
        final_scoring(s)
        return
    s.round += 1
    if telling():
        told.new_round(s)
    maintenance(s)
    if s.phase == OVER:
        return
    choose_first_player(s)
    start_actions(s)


def maintenance(s: EssenState) -> None:
    """Rulebook 4.A for rounds 2..7: release, popularity, events, crowd; round 7 is special."""
    d = data()
    if s.round == LAST_ROUND:
        candidates = [i for i, t in enumerate(d.last_turn) if s.promo or not t.promo]
        s.last_turn = candidates[rng.randbelow(s, len(candidates))]
        if telling():
            told.last_round(s)
        if d.last_turn[s.last_turn].effect == "fire":
            s.fire = True
            final_scoring(s)
            return
        _release(s)
        if not s.no_crowd:
            s.crowd = [CROWD_SPACE + e for e in d.entrances]
        if telling():
            told.last_round_quiet(s)
        return
    _release(s)
    s.pallet = _draw(s, s.storage, TILES_PER_BOX)
    if telling():
        told.pallet(s)
    _exhibit(s)


def _release(s: EssenState) -> None:
    """Pallet tiles go to their stands with their events; a "not released" tile leaves the game."""
    gone = _unreleased_leave(s)
    released = [t for t in s.pallet if t >= 0]
    for t in released:
        s.at_stand[t] = True
    s.pallet = [-1] * len(PALLET_LABELS)
    if telling():
        told.release(s, released, gone)


def _unreleased_leave(s: EssenState) -> list[int]:
    """Promo: a pallet tile under a "not released" token leaves the game; the token goes to the used pile.
    Returns the tiles that left."""
    kind = data().event_kind
    gone = []
    for slot, t in enumerate(s.pallet):
        if t < 0:
            continue
        ev = s.tile_event[t]
        if ev >= 0 and kind[ev] == "not_released":
            s.removed.append(t)
            s.event_used.append(ev)
            s.tile_event[t] = -1
            s.pallet[slot] = -1
            gone.append(t)
    return gone


def _popularity(s: EssenState) -> None:
    sym = data().tile_symbol
    for slot in PALLET_MINUS:
        k = sym[s.pallet[slot]]
        s.popularity[k] = max(0, s.popularity[k] - 1)
    for slot in PALLET_PLUS:
        k = sym[s.pallet[slot]]
        s.popularity[k] = min(POPULARITY_MAX, s.popularity[k] + 1)


def _events(s: EssenState) -> None:
    for slot in PALLET_EVENT:
        if s.event_pool:
            s.tile_event[s.pallet[slot]] = s.event_pool.pop(rng.randbelow(s, len(s.event_pool)))


def _crowd(s: EssenState) -> None:
    """Crowd tokens go to the zones of the two E tiles; the same zone twice sends the second to the
    central courtyard."""
    if s.no_crowd:
        return
    d = data()
    z1, z2 = (d.tile_zone[s.pallet[slot]] for slot in PALLET_EVENT)
    s.crowd = [z1, z2] if z1 != z2 else [z1, CROWD_SPACE + d.courtyard]


def choose_first_player(s: EssenState) -> None:
    """Rulebook 4.B: the most free action spaces, then the fewest VP, then the first such player clockwise
    from the left of the current first player (who comes last)."""
    n = s.players
    best = None
    for k in range(1, n + 1):
        seat = (s.first + k) % n
        key = (len(s.bag[seat]), s.vp[seat], k)
        if best is None or key < best[0]:
            best = (key, seat)
    assert best is not None
    old = s.first
    s.first = best[1]
    if telling():
        told.first_player(s, old)


def final_scoring(s: EssenState) -> None:
    """Rulebook 6: everyone to the parking, unload, afternoon rankings (8 VP each), the wish list table."""
    d = data()
    unloaded = [len(b) for b in s.bag]
    for p in range(s.players):
        s.position[p] = d.parking
        s.trunk[p].extend(s.bag[p])
        s.bag[p] = []
    if telling():
        told.final_walk(unloaded)
    if not s.family:
        gained = [ranking_points(s, p) for p in range(s.players)]
        for p in range(s.players):
            add_vp(s, p, AFTERNOON, gained[p])
        if telling():
            told.ranking_scoring(s, "afternoon", gained)
    for p in range(s.players):
        add_vp(s, p, WISH, wish_points(wish_games(s, p)))
    s.phase = OVER
    s.current = -1
    s.pending = []
    if telling():
        told.wish_scoring(s)
        told.final_scoring(s)
