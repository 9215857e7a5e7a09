"""Set-up and the steps that need no decision: the deal, the dice of a round, the end of a turn, the leftover
die, the end of a round and of the game (and what the table tells of it), the effects that resolve
themselves and the wanted cards; and what the moves ask of them (the dice left, the colours Jesse may name).
Every function works on a state the caller may mutate (a clone); the moves themselves are in ``moves.py``, a
seat's money and town in ``state.py``, its tiles in ``sections/turn_options.py``, activating buildings in
``sections/activate_your_town.py``.

Rulebook sections: "Components & Setup", "How to Play", "Turn Options in Detail", "End of Round",
"Game End and Scoring", "Character Cards"; rulings.md settles the rest.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.engine.narration import telling
from fairtable.engine.seats import seat_token
from fairtable.games.empresario import narration
from fairtable.games.empresario.data import (
    ACTIVATING,
    COLOUR_NAMES,
    JESSE,
    MICHELLE,
    TCOLOUR,
    TILE_COUNT,
    TOWN_HALL,
    TOWN_HALL_ID,
    TTYPE,
    WEN,
)  # fmt: skip
from fairtable.games.empresario.numbers import (
    BUILDINGS_TO_END,
    CLAIM_ANY_TOKENS,
    DICE_PER_PLAYER,
    DOLLARS_PER_VP,
    EXTRA_DICE,
    LEFTOVER_ACTIVATIONS,
    STARTING_MONEY,
    TURNS_PER_ROUND,
    WANTED_IN_PLAY,
    WEN_LEFTOVER_ACTIVATIONS,
)  # fmt: skip  # fmt: skip
from fairtable.games.empresario.scoring import breakdown, result, wanted_met
from fairtable.games.empresario.sections.activate_your_town import activation_options
from fairtable.games.empresario.sections.turn_options import build_unbuilt
from fairtable.games.empresario.state import (
    ACTIVATE,
    AFTER,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    HOME,
    LEFTOVER,
    OVER,
    POOL,
    START,
    USED,
    EmpresarioState,
    claim_columns,
    constructed,
    draw,
    has_open_cell,
    leftover_value,
    supply,
    unbuilt,
)  # fmt: skip
from fairtable.games.empresario.words import dollars, tokens
from fairtable.i18n import _, listing, ngettext

NO_COLOUR = COLOUR_NAMES.index("none")


def lapse_reason(s: EmpresarioState, kind: str, column: int) -> str:
    """Why an optional effect's offer lapses, when nothing can take it up: "has only 1 VP token: ..."
    (said after the seat's name)."""
    p = s.actor
    if kind in (F_BUILD, F_BUILD_OPT):
        return _("has no building under construction to build")
    if kind == F_EXTRA:
        if s.money[p] < 1:
            return _("has {money}: activating another building costs {one}").format(money=dollars(s.money[p]),
                                                                                     one=dollars(1))
        return _("has no other building they can activate for {one} (each building activates once a turn)").format(
            one=dollars(1))
    if kind == F_CLAIM_ANY and s.pop[p] < CLAIM_ANY_TOKENS:
        return _("has only {tokens}: claiming a tile from the display costs 2 VP tokens").format(
            tokens=tokens(s.pop[p]))
    if not has_open_cell(s, p):
        return _("has no empty space next to a constructed building for a tile")
    if kind == F_CLAIM:
        return _("finds column {column} empty: no tile to claim").format(column=column)
    return _("finds the display empty: no tile to claim")


# -- flow -------------------------------------------------------------------------------------------------


def roll_dice(s: EmpresarioState) -> None:
    """Start a round: roll 2 dice per player + 1; the start player takes the first turn, a fresh turn (with
    2 players the last seat to use the leftover die starts the next round: its activations are over)."""
    reset_turn(s)
    s.dice = [rng.roll(s) for _ in range(DICE_PER_PLAYER * s.players + EXTRA_DICE)]
    s.die_at = [POOL] * len(s.dice)
    s.turn = 0
    s.actor = s.start_player
    s.phase = DIE
    narration.round_begins(s.round, s.start_player, s.dice)


def reset_turn(s: EmpresarioState) -> None:
    s.die = -1
    s.die_value = 0
    s.adjusted = False
    s.gambled = False
    s.colour_mode = -1
    s.activated = set()
    s.merle_used = False
    s.josephine_used = False


def end_turn(s: EmpresarioState) -> None:
    if s.die >= 0:
        s.die_at[s.die] = USED
    reset_turn(s)
    s.turn += 1
    s.turn_counter += 1
    if s.turn == TURNS_PER_ROUND * s.players:
        s.phase = LEFTOVER
        s.leftover_seat = 0
        start_leftover_step(s)
        if telling():
            narration.leftover_begins(leftover_value(s), s.actor, seats_playing(s, MICHELLE), seats_playing(s, WEN))
    else:
        s.actor = (s.start_player + s.turn) % s.players
        s.phase = DIE


def start_leftover_step(s: EmpresarioState) -> None:
    s.actor = (s.start_player + s.leftover_seat) % s.players
    s.activated = set()
    s.leftover_left = WEN_LEFTOVER_ACTIVATIONS if s.character[s.actor] == WEN else LEFTOVER_ACTIVATIONS
    s.turn_counter += 1


def next_leftover(s: EmpresarioState) -> None:
    s.leftover_seat += 1
    if s.leftover_seat < s.players:
        start_leftover_step(s)
    else:
        end_round(s)


def game_end_reached(s: EmpresarioState) -> bool:
    """The three end conditions, checked at the end of a round; the tile supply has run out once the last
    tile of the draw pile went into the display this round (a later income discard does not undo it)."""
    if any(constructed(s, p) >= BUILDINGS_TO_END for p in range(s.players)):
        return True
    return supply(s) <= 0 or s.tiles_out or not s.pile


def game_end_causes(s: EmpresarioState) -> list[tuple[str, str]]:
    """The end conditions met now, each as (key, words): "buildings", "population", "tiles"."""
    out = []
    towns = [p for p in range(s.players) if constructed(s, p) >= BUILDINGS_TO_END]
    if towns:
        words = ngettext("{seats} has {n} constructed buildings", "{seats} have {n} constructed buildings",
                         len(towns))
        out.append(("buildings", words.format(seats=listing([seat_token(p) for p in towns]), n=BUILDINGS_TO_END)))
    if supply(s) <= 0:
        out.append(("population", _("the supply of population tokens is exhausted")))
    if s.tiles_out or not s.pile:
        out.append(("tiles", _("the tile supply has run out")))
    return out


def seats_playing(s: EmpresarioState, character: int) -> list[int]:
    return [p for p in range(s.players) if s.character[p] == character]


def end_round(s: EmpresarioState) -> None:
    if game_end_reached(s):
        if telling():
            causes = game_end_causes(s)
            narration.game_ends(s.round, [words for _, words in causes], [key for key, _ in causes])
        s.phase = OVER
        s.activated = set()
        s.leftover_left = 0
        return
    s.start_player = (s.start_player + 1) % s.players
    s.round += 1
    roll_dice(s)


def pending_options(s: EmpresarioState) -> int:
    """How many ways the top pending effect can be resolved (Skip not counted)."""
    kind, col = s.pending[-1]
    p = s.actor
    if kind in (F_BUILD, F_BUILD_OPT):
        return len(unbuilt(s, p))
    if kind in (F_CLAIM, F_CLAIM_ANY):
        if not has_open_cell(s, p):
            return 0
        return sum(len(s.display[c - 1]) for c in claim_columns(s))
    return sum(len(activation_options(s, b)) for b in s.town[p].values())


def any_turn_activation(s: EmpresarioState) -> bool:
    p = s.actor
    return any(activation_options(s, b) for b in s.town[p].values())


def wanted_inputs(s: EmpresarioState, p: int) -> tuple[int, int, int, int]:
    """What every wanted objective of seat ``p`` is met by, in short: its money, its tokens, the buildings
    constructed anywhere and the tiles in its town. Tiles never leave a town nor turn back, and another seat's
    move can only take money away, so while these stay the same ``p`` meets nothing it did not meet when it
    was last checked."""
    return s.money[p], s.pop[p], sum(s.built), len(s.town[p])


def settle(s: EmpresarioState, before: tuple[int, int, int, int] | None = None) -> None:
    """Resolve everything that needs no decision, and claim the acting seat's wanted cards before the turn
    passes on (nothing that passes it changes that seat's town, money or tokens). ``before``: the acting
    seat's :func:`wanted_inputs` before the move; if they are the same after it, nothing is new to claim."""
    acting = s.actor
    claimed = False
    while True:
        if s.pending:
            n = pending_options(s)
            if n == 0:
                if telling():
                    narration.offer_lapses(s.actor, lapse_reason(s, *s.pending[-1]))
                s.pending.pop()
                continue
            kind = s.pending[-1][0]
            if kind == F_BUILD and n == 1:
                s.pending.pop()
                t = unbuilt(s, s.actor)[0]
                narration.built(s.actor, t, True)
                build_unbuilt(s, s.actor, t)
                continue
            break
        if not claimed:
            if before is None or wanted_inputs(s, acting) != before:
                claim_wanted(s, acting)
            claimed = True
        if s.phase == AFTER:
            end_turn(s)
        elif s.phase == ACTIVATE and not any_turn_activation(s):
            narration.turn_ends_itself(s.actor)
            end_turn(s)
        elif s.phase == LEFTOVER and s.leftover_left <= 0:
            next_leftover(s)
            continue
        break
    if not claimed and (before is None or wanted_inputs(s, acting) != before):
        claim_wanted(s, acting)


def claim_wanted(s: EmpresarioState, p: int) -> None:
    """Wanted cards are claimed as soon as met, gold first; one card per objective per player. Only the
    seat that just acted can newly meet an objective (another seat's action can only take money away, with
    an Undertaker), so only that seat is checked."""
    bc: dict[int, int] | None = None
    for i, obj in enumerate(s.wanted):
        if s.silver[i] >= 0 or s.gold[i] == p or s.silver[i] == p:
            continue
        if bc is None:
            bc = {c: t for c, t in s.town[p].items() if s.built[t]}
        if wanted_met(s, p, obj, bc):
            if s.gold[i] < 0:
                s.gold[i] = p
                narration.wanted_claimed(p, obj, "gold")
            else:
                s.silver[i] = p
                narration.wanted_claimed(p, obj, "silver")


# -- setup ------------------------------------------------------------------------------------------------


def start_colours(s: EmpresarioState) -> list[int]:
    """Jesse may name any colour a building tile has (the Town Hall's "none" is not one)."""
    return [c for c in range(len(COLOUR_NAMES)) if c != NO_COLOUR]


def finish_start(s: EmpresarioState, p: int) -> None:
    """Seat p has its starting building(s): discard the rest; after the last seat the first round begins."""
    s.start_left[p] = 0
    if s.character[p] != JESSE:
        narration.start_discards(p, s.hands[p])
    s.setup_discards.extend(s.hands[p])
    s.hands[p] = []
    if any(s.start_left):
        s.actor = (s.actor + 1) % s.players
        return
    narration.discards_under_pile(len(s.setup_discards) + len(s.setup_public))
    if s.pile_secret == len(s.pile):
        s.pile_secret += len(s.setup_discards)
    s.pile.extend(s.setup_discards)
    s.pile.extend(s.setup_public)
    s.setup_discards = []
    s.setup_public = []
    s.round = 1
    roll_dice(s)


def new_game(players: int, seed: int) -> EmpresarioState:
    s = EmpresarioState()
    s.players = players
    s.rng = rng.seed_state(seed)
    tiles = list(range(TILE_COUNT))
    rng.shuffle(s, tiles)
    s.pile = tiles
    s.pile_secret = len(tiles)
    s.display = [[draw(s), draw(s)] for _ in range(6)]
    objectives = list(range(14))
    rng.shuffle(s, objectives)
    s.wanted = sorted(objectives[:WANTED_IN_PLAY])
    s.gold = [-1] * WANTED_IN_PLAY
    s.silver = [-1] * WANTED_IN_PLAY
    chars = list(range(1, 13))
    rng.shuffle(s, chars)
    s.dealt = [sorted(chars[2 * p : 2 * p + 2]) for p in range(players)]
    s.character = [-1] * players
    s.start_player = rng.randbelow(s, players)
    s.actor = s.start_player
    s.phase = CHARACTER
    s.round = 0
    s.turn = 0
    s.turn_counter = 0
    s.tiles_out = False
    s.dice = []
    s.die_at = []
    reset_turn(s)
    s.pending = []
    s.leftover_seat = 0
    s.leftover_left = 0
    s.town = [{HOME: TOWN_HALL_ID + p} for p in range(players)]
    s.cell_of = [-1] * (TILE_COUNT + 4)
    s.built = [False] * (TILE_COUNT + 4)
    s.secret = [False] * (TILE_COUNT + 4)
    for p in range(players):
        s.cell_of[TOWN_HALL_ID + p] = HOME
        s.built[TOWN_HALL_ID + p] = True
    s.money = [STARTING_MONEY] * players
    s.minted = STARTING_MONEY * players
    s.pop = [0] * players
    s.pop_given = 0
    s.hands = [[] for _ in range(players)]
    s.start_left = [0] * players
    s.setup_discards = []
    s.setup_public = []
    s.royce_seen = [1 << NO_COLOUR] * players
    narration.setup_dealt(s.start_player, s.display, s.wanted, s.dealt, STARTING_MONEY, supply(s))
    return s


def dice_in_pool(s: EmpresarioState) -> list[int]:
    """The first pool die of each value (dice of one value are interchangeable)."""
    seen: set[int] = set()
    out = []
    for i, where in enumerate(s.die_at):
        if where == POOL and s.dice[i] not in seen:
            seen.add(s.dice[i])
            out.append(i)
    return out


def turn_colours(s: EmpresarioState) -> list[int]:
    """Jesse: the colours she could activate instead of the die's number."""
    p = s.actor
    return sorted(
        {TCOLOUR[t] for t in s.town[p].values() if s.built[t] and TTYPE[t] in ACTIVATING and TTYPE[t] != TOWN_HALL}
    )


def tell_the_end(s: EmpresarioState, ending: bool, round_before: int) -> None:
    """The last round, once an end condition is met during it ("Game End and Scoring"), and the final
    scores once the game is over."""
    if s.phase == OVER:
        r = result(s)
        narration.final_breakdown(breakdown(s), s.pop, s.money, DOLLARS_PER_VP)
        narration.final_scores(r.scores, r.winners, r.tiebreak)
        return
    if s.round != round_before or s.phase in (CHARACTER, START):
        return
    if not ending and game_end_reached(s):
        causes = game_end_causes(s)
        narration.last_round([words for _, words in causes], [key for key, _ in causes])
    elif ending and not game_end_reached(s):
        narration.end_called_off(supply(s))
