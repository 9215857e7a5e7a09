"""The moving parts of a round: setup, dice, claiming, income, activating buildings, the leftover die, the
end of a round and the game. Every function works on a state the caller may mutate (a clone).

Rulebook sections: "Components & Setup", "How to Play", "Turn Options in Detail", "End of Round",
"Game End and Scoring", "Character Cards", "Building Reference"; rulings.md settles the rest.
"""

from __future__ import annotations

from fairtable.engine import rng
from fairtable.games.empresario.data import (
    ACTIVATING,
    CARPENTER,
    CHURCH,
    COLOUR_NAMES,
    DISTILLERY,
    INN,
    IRVING,
    JAKE,
    JESSE,
    JOSEPHINE,
    MERLE,
    MICHELLE,
    MINE,
    NAKOMA,
    NATIVE,
    ROYCE,
    SALOON,
    TCOLOUR,
    TICONS,
    TILE_COUNT,
    TNUM,
    TOWN_HALL,
    TOWN_HALL_ID,
    TRENT,
    TTYPE,
    TVARIANT,
    UNDERTAKER,
    WEN,
    ZEBEDEE,
)  # fmt: skip
from fairtable.games.empresario.scoring import wanted_met
from fairtable.games.empresario.state import (
    ACTIVATE,
    CHARACTER,
    DIE,
    F_BUILD,
    F_BUILD_OPT,
    F_CLAIM,
    F_CLAIM_ANY,
    F_EXTRA,
    LEFTOVER,
    NEIGHBOURS,
    OVER,
    POOL,
    START,
    TRAY,
    USE,
    USED,
    EmpresarioState,
    cell,
)  # fmt: skip

STARTING_MONEY = 3
ZEBEDEE_BONUS = 3
START_TILES = 3
ZEBEDEE_START_TILES = 6
POPULATION_PER_PLAYER = 15
BUILDINGS_TO_END = 15  # constructed buildings (Town Hall included) that end the game
INCOME = 3
WANTED_IN_PLAY = 3
AFTER = "after"  # the turn's option is done; pending effects are still to resolve
HOME = cell(0, 0)  # the Town Hall's cell
HOME_NEIGHBOURS = tuple(HOME + d for d in NEIGHBOURS)
NO_COLOUR = COLOUR_NAMES.index("none")
NO_SPACE = "There is no empty space next to a constructed building of your town"
# A Native Settlement that starts the game face down (one of the dealt starting tiles, or Jesse's green
# tile) was never claimed: built later, it is an ordinary constructed building and its one-time effect does
# not happen (it activates "once immediately when claimed -- and never again"). True: it acts once when built.
STARTING_NATIVE_ACTS_WHEN_BUILT = False


# -- small helpers ----------------------------------------------------------------------------------------


def gain(s: EmpresarioState, p: int, dollars: int) -> None:
    s.money[p] += dollars
    s.minted += dollars


def pay(s: EmpresarioState, p: int, dollars: int) -> None:
    s.money[p] -= dollars
    s.minted -= dollars


def gain_pop(s: EmpresarioState, p: int, tokens: int) -> None:
    """Population tokens; beyond the supply they are still paid out (rulings.md)."""
    s.pop[p] += tokens
    s.pop_given += tokens


def supply(s: EmpresarioState) -> int:
    return POPULATION_PER_PLAYER * s.players - s.pop_given


def draw(s: EmpresarioState) -> int:
    """The top tile of the draw pile, or -1 when it is empty."""
    if not s.pile:
        return -1
    if s.pile_secret:
        s.pile_secret -= 1
    return s.pile.pop(0)


def open_cells(s: EmpresarioState, p: int) -> list[int]:
    """Empty cells orthogonally adjacent to a constructed building of seat p's town (the grid is unbounded)."""
    town = s.town[p]
    built = s.built
    out = set()
    for c, t in town.items():
        if built[t]:
            for d in NEIGHBOURS:
                n = c + d
                if n not in town:
                    out.add(n)
    return sorted(out)


def unbuilt(s: EmpresarioState, p: int) -> list[int]:
    built = s.built
    return sorted(t for t in s.town[p].values() if not built[t])


def constructed(s: EmpresarioState, p: int) -> int:
    built = s.built
    return sum(1 for t in s.town[p].values() if built[t])


def claim_columns(s: EmpresarioState) -> tuple[int, ...]:
    """Columns (1..6) a claim may take from now, or () when no claim is possible."""
    if s.pending:
        kind, col = s.pending[-1]
        if kind == F_CLAIM:
            return (col,)
        if kind == F_CLAIM_ANY:
            return (1, 2, 3, 4, 5, 6) if s.pop[s.actor] >= 2 else ()
        return ()
    if s.phase != USE:
        return ()
    v = s.die_value
    if s.character[s.actor] == NAKOMA:  # a free +/-1 when claiming
        return (v, v % 6 + 1, (v - 2) % 6 + 1)
    return (v,)


def leftover_value(s: EmpresarioState) -> int:
    for i, where in enumerate(s.die_at):
        if where == POOL:
            return s.dice[i]
    return 0


# -- activation ---------------------------------------------------------------------------------------------


def context(s: EmpresarioState) -> str:
    """How an activation would happen now: 'extra' (Church, Josephine-like offers), 'turn', 'leftover', ''."""
    if s.pending:
        return "extra" if s.pending[-1][0] == F_EXTRA else ""
    if s.phase in (USE, ACTIVATE):
        return "turn"
    if s.phase == LEFTOVER and s.leftover_left > 0:
        return "leftover"
    return ""


def activation_reason(s: EmpresarioState, b: int, use: str, trent: bool, josephine: bool) -> str | None:
    """Why seat ``actor`` may not activate building b this way now (None: it may)."""
    p = s.actor
    ctx = context(s)
    if not ctx:
        return "You cannot activate a building now"
    if b < 0 or b >= TILE_COUNT + 4 or s.cell_of[b] < 0 or s.town[p].get(s.cell_of[b]) != b:
        return "That building is not in your town"
    if not s.built[b]:
        return "That building is under construction"
    code = TTYPE[b]
    if code not in ACTIVATING:
        if code == NATIVE:
            return "A Native Settlement activates only once, when it is claimed"
        return "Civic buildings have no effect; they only score at the end"
    if b in s.activated:
        return "A building may never be activated more than once in a turn"
    char = s.character[p]
    extra = 0
    if josephine:
        if ctx != "turn":
            return "Sister Josephine's power works only when activating your town as your turn action"
        if char != JOSEPHINE:
            return "Only Sister Josephine may pay for an additional activation"
        if s.josephine_used:
            return "Sister Josephine's additional activation is used once per turn"
        extra = 1
    elif ctx == "extra":
        extra = 1
    elif ctx == "turn":
        if code != TOWN_HALL:
            if s.colour_mode >= 0:
                if TCOLOUR[b] != s.colour_mode:
                    return f"You chose to activate {COLOUR_NAMES[s.colour_mode]} buildings"
            elif TNUM[b] != s.die_value:
                return f"That building activates on a {TNUM[b]}, your die shows {s.die_value}"
    elif code != TOWN_HALL and char != MICHELLE and TNUM[b] != leftover_value(s):
        return f"That building activates on a {TNUM[b]}, the leftover die shows {leftover_value(s)}"
    money = s.money[p] - extra
    if money < 0:
        return "You need $1 to activate an additional building"
    if use == "distillery":
        if char != MERLE:
            return "Only Merle the Moonshiner may treat a building as a Distillery"
        if ctx != "turn" or josephine:
            return "Merle's still works only when activating your town as your turn action"
        if s.merle_used:
            return "Merle treats only one building per activation as a Distillery"
        if trent:
            return "Trent's power needs the Town Hall's own effect"
        return "You need $1 to run the still" if money < 1 else None
    if code == TOWN_HALL:
        if use not in ("build", "coin"):
            return "Choose the Town Hall's effect: pay $1 to build, or take $1"
        if trent and char != TRENT:
            return "Only Trent the Politician collects VP with the Town Hall"
        if char == JAKE:
            money += 1
        cost = (1 if use == "build" else 0) + (1 if trent else 0)
        if use == "coin":
            money += 1
        if use == "build" and not unbuilt(s, p):
            return "You have no building under construction to build"
        return "You do not have enough money" if money < cost else None
    if use != "effect" or trent:
        return "That building has only its own effect"
    if code == INN:
        if money < 1 or s.pop[p] < 1:
            return "The Inn costs $1 and 1 VP token"
        if not s.display[TNUM[b] - 1]:
            return f"Column {TNUM[b]} has no tile to claim"
        if not open_cells(s, p):
            return NO_SPACE
    elif code == DISTILLERY:
        if money < 1:
            return "You need $1 to use the Distillery"
    elif code == CARPENTER:
        if not unbuilt(s, p):
            return "You have no building under construction to build"
    elif code == CHURCH and money < 1:
        return "You need $1 to use the Church"
    return None


def activation_options(s: EmpresarioState, b: int) -> list[tuple[str, bool, bool]]:
    """The (use, trent, josephine) variants that are legal for building b now."""
    p = s.actor
    char = s.character[p]
    uses = ("build", "coin") if TTYPE[b] == TOWN_HALL else ("effect",)
    if char == MERLE:
        uses = uses + ("distillery",)
    trents = (False, True) if char == TRENT and TTYPE[b] == TOWN_HALL else (False,)
    jos = (False, True) if char == JOSEPHINE else (False,)
    out = []
    for use in uses:
        for trent in trents:
            for j in jos:
                if activation_reason(s, b, use, trent, j) is None:
                    out.append((use, trent, j))
    return out


def activate(s: EmpresarioState, b: int, use: str, trent: bool, josephine: bool) -> None:
    """Carry out one activation ("Building Reference"); choices that follow go on the pending stack."""
    p = s.actor
    ctx = context(s)
    if ctx == "extra":
        s.pending.pop()
        pay(s, p, 1)
    elif ctx == "turn":
        s.phase = ACTIVATE
        if josephine:
            s.josephine_used = True
            pay(s, p, 1)
    elif ctx == "leftover":
        s.leftover_left -= 1
    s.activated.add(b)
    code = TTYPE[b]
    if use == "distillery":
        s.merle_used = True
        pay(s, p, 1)
        gain_pop(s, p, 2)
    elif code == TOWN_HALL:
        if s.character[p] == JAKE:
            gain(s, p, 1)
        if use == "build":
            pay(s, p, 1)
            s.pending.append((F_BUILD, 0))
        else:
            gain(s, p, 1)
        if trent:
            pay(s, p, 1)
            gain_pop(s, p, 1)
    elif code == INN:
        pay(s, p, 1)
        s.pop[p] -= 1
        s.pop_given -= 1
        s.pending.append((F_CLAIM, TNUM[b]))
    elif code == MINE:
        gain(s, p, 2)
    elif code == DISTILLERY:
        pay(s, p, 1)
        gain_pop(s, p, 2)
    elif code == SALOON:
        town = s.town[p]
        c = s.cell_of[b]
        gain(s, p, sum(1 for d in NEIGHBOURS if c + d in town and s.built[town[c + d]]))
    elif code == CARPENTER:
        s.pending.append((F_BUILD, 0))
    elif code == CHURCH:
        s.pending.append((F_EXTRA, 0))
    elif code == UNDERTAKER:
        gain_pop(s, p, 1)
        for q in range(s.players):
            if q != p and s.money[q] > 0:
                pay(s, q, 1)


def irving_reason(s: EmpresarioState) -> str | None:
    p = s.actor
    if s.character[p] != IRVING:
        return "Only Irving the Innkeeper uses the leftover die as an Inn"
    if context(s) != "leftover":
        return "Irving's Inn works only with the leftover die"
    if s.money[p] < 1 or s.pop[p] < 1:
        return "Irving's Inn costs $1 and 1 VP token"
    if not s.display[leftover_value(s) - 1]:
        return f"Column {leftover_value(s)} has no tile to claim"
    return NO_SPACE if not open_cells(s, p) else None


def irving_inn(s: EmpresarioState) -> None:
    p = s.actor
    s.leftover_left -= 1
    pay(s, p, 1)
    s.pop[p] -= 1
    s.pop_given -= 1
    s.pending.append((F_CLAIM, leftover_value(s)))


# -- tiles ------------------------------------------------------------------------------------------------


def build(s: EmpresarioState, p: int, t: int) -> None:
    """Turn a tile face up; Royce the Shopkeep collects $1 per new colour and per new stock icon."""
    s.built[t] = True
    s.secret[t] = False
    bits = 1 << TCOLOUR[t]
    for i in TICONS[t]:
        bits |= 1 << (10 + i)
    new = bits & ~s.royce_seen[p]
    s.royce_seen[p] |= bits
    if new and s.character[p] == ROYCE:
        gain(s, p, bin(new).count("1"))


def take_from_display(s: EmpresarioState, t: int) -> None:
    """Remove a tile from its column and refill the column from the draw pile at once. Once the last tile
    of the pile has gone into the display, the game ends with this round ("Running out of tiles"), even if
    an income discard later goes under the empty pile."""
    for col in s.display:
        if t in col:
            col.remove(t)
            nxt = draw(s)
            if nxt >= 0:
                col.append(nxt)
            if not s.pile:
                s.tiles_out = True
            return


def claim(s: EmpresarioState, t: int, c: int) -> None:
    """Place a claimed tile face down in the town; a Native Settlement is built and acts at once."""
    p = s.actor
    if s.pending and s.pending[-1][0] in (F_CLAIM, F_CLAIM_ANY):
        kind, _ = s.pending.pop()
        if kind == F_CLAIM_ANY:
            s.pop[p] -= 2
            s.pop_given -= 2
    elif s.phase == USE:
        s.phase = AFTER
    take_from_display(s, t)
    s.town[p][c] = t
    s.cell_of[t] = c
    if TTYPE[t] == NATIVE:
        build(s, p, t)
        native_effect(s, p, t)


def native_effect(s: EmpresarioState, p: int, t: int) -> None:
    """A Native Settlement's one-time effect (its variant), done at once; choices go on the pending stack."""
    s.activated.add(t)
    variant = TVARIANT[t]
    if variant == 1:
        gain_pop(s, p, 1)
        gain(s, p, 2)
    elif variant == 5:
        gain_pop(s, p, 2)
    else:
        gain_pop(s, p, 1)
        s.pending.append({2: (F_BUILD_OPT, 0), 3: (F_CLAIM_ANY, 0), 4: (F_EXTRA, 0)}[variant])


def build_unbuilt(s: EmpresarioState, p: int, t: int) -> None:
    """"Build a building": turn one of the town's face-down tiles face up (Town Hall, Carpenter, Native)."""
    build(s, p, t)
    if STARTING_NATIVE_ACTS_WHEN_BUILT and TTYPE[t] == NATIVE:
        native_effect(s, p, t)


def take_income(s: EmpresarioState, t: int) -> None:
    """Discard a tile of the column to the bottom of the draw pile and take $3."""
    if t >= 0:
        take_from_display(s, t)
        s.pile.append(t)
    gain(s, s.actor, INCOME)
    s.phase = AFTER


# -- flow -------------------------------------------------------------------------------------------------


def roll_dice(s: EmpresarioState) -> None:
    """Start a round: roll 2 dice per player + 1; the start player takes the first turn."""
    s.dice = [rng.roll(s) for _ in range(2 * s.players + 1)]
    s.die_at = [POOL] * len(s.dice)
    s.turn = 0
    s.actor = s.start_player
    s.phase = DIE


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
    if s.turn == 2 * s.players:
        s.phase = LEFTOVER
        s.leftover_seat = 0
        start_leftover_step(s)
    else:
        s.actor = (s.start_player + s.turn) % s.players
        s.phase = DIE


def start_leftover_step(s: EmpresarioState) -> None:
    s.actor = (s.start_player + s.leftover_seat) % s.players
    s.activated = set()
    s.leftover_left = 2 if s.character[s.actor] == WEN else 1
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


def end_round(s: EmpresarioState) -> None:
    if game_end_reached(s):
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
        if not open_cells(s, p):
            return 0
        return sum(len(s.display[c - 1]) for c in claim_columns(s))
    return sum(len(activation_options(s, b)) for b in s.town[p].values())


def any_turn_activation(s: EmpresarioState) -> bool:
    p = s.actor
    return any(activation_options(s, b) for b in s.town[p].values())


def settle(s: EmpresarioState) -> None:
    """Resolve everything that needs no decision, then claim the acting seat's wanted cards."""
    acting = s.actor
    while True:
        if s.pending:
            n = pending_options(s)
            if n == 0:
                s.pending.pop()
                continue
            kind = s.pending[-1][0]
            if kind == F_BUILD and n == 1:
                s.pending.pop()
                build_unbuilt(s, s.actor, unbuilt(s, s.actor)[0])
                continue
            break
        if s.phase == AFTER:
            end_turn(s)
        elif s.phase == ACTIVATE and not any_turn_activation(s):
            end_turn(s)
        elif s.phase == LEFTOVER and s.leftover_left <= 0:
            next_leftover(s)
            continue
        break
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
            else:
                s.silver[i] = p


# -- setup ------------------------------------------------------------------------------------------------


def choose_character(s: EmpresarioState, character: int) -> None:
    p = s.actor
    s.character[p] = character
    if character == ZEBEDEE:
        gain(s, p, ZEBEDEE_BONUS)
    done = sum(1 for c in s.character if c >= 0)
    if done < s.players:
        s.actor = (s.actor + 1) % s.players
        return
    for k in range(s.players):
        q = (s.start_player + k) % s.players
        if s.character[q] == JESSE:
            s.start_left[q] = 1
            continue
        count = ZEBEDEE_START_TILES if s.character[q] == ZEBEDEE else START_TILES
        s.hands[q] = [draw(s) for _ in range(count)]
        s.start_left[q] = 2 if s.character[q] == ZEBEDEE else 1
    s.phase = START
    s.actor = s.start_player


def start_colours(s: EmpresarioState) -> list[int]:
    """Jesse may name any colour a building tile has (the Town Hall's "none" is not one)."""
    return [c for c in range(len(COLOUR_NAMES)) if c != NO_COLOUR]


def choose_start_colour(s: EmpresarioState, colour: int) -> None:
    """Jesse: reveal tiles until one of the chosen colour; the others are discarded (seen by all). Should
    the pile hold none of that colour, every tile is revealed and Jesse starts with no building (a ruling)."""
    p = s.actor
    while s.pile:
        t = draw(s)
        if TCOLOUR[t] == colour:
            s.hands[p] = [t]
            return
        s.setup_public.append(t)
    s.start_left[p] = 1
    s.hands[p] = []
    finish_start(s, p)


def place_start_tile(s: EmpresarioState, t: int, c: int) -> None:
    p = s.actor
    s.hands[p].remove(t)
    s.town[p][c] = t
    s.cell_of[t] = c
    s.secret[t] = s.character[p] != JESSE
    s.start_left[p] -= 1
    if s.start_left[p] == 0:
        finish_start(s, p)


def finish_start(s: EmpresarioState, p: int) -> None:
    """Seat p has its starting building(s): discard the rest; after the last seat the first round begins."""
    s.start_left[p] = 0
    s.setup_discards.extend(s.hands[p])
    s.hands[p] = []
    if any(s.start_left):
        s.actor = (s.actor + 1) % s.players
        return
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


def choose_die(s: EmpresarioState, i: int) -> None:
    s.die = i
    s.die_at[i] = TRAY
    s.die_value = s.dice[i]
    s.phase = USE


def gamble(s: EmpresarioState) -> None:
    """Scarlett: re-roll the chosen die and gain $2; no paid adjustment this turn."""
    s.gambled = True
    s.dice[s.die] = s.die_value = rng.roll(s)
    gain(s, s.actor, 2)


def adjust(s: EmpresarioState, delta: int) -> None:
    s.adjusted = True
    pay(s, s.actor, 1)
    s.die_value = (s.die_value - 1 + delta) % 6 + 1
    s.dice[s.die] = s.die_value


def turn_colours(s: EmpresarioState) -> list[int]:
    """Jesse: the colours she could activate instead of the die's number."""
    p = s.actor
    return sorted(
        {TCOLOUR[t] for t in s.town[p].values() if s.built[t] and TTYPE[t] in ACTIVATING and TTYPE[t] != TOWN_HALL}
    )

