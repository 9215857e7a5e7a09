"""The state of a game of Old West Empresario: plain lists of ints, cloned by hand.

Towns are dicts from a cell key to a tile id; a cell key packs the grid coordinates (x, y) of the unbounded
town grid into one int (see :func:`cell`). Tiles are ints: 0..61 buildings, 62 + seat the Town Halls.
"""

from __future__ import annotations

from enum import StrEnum

from fairtable.engine.state import BaseState
from fairtable.games.empresario.data import NAKOMA
from fairtable.games.empresario.numbers import POPULATION_PER_PLAYER

OFFSET = 128
WIDTH = 256
NEIGHBOURS = (1, -1, WIDTH, -WIDTH)
RING = (1, -1, WIDTH, -WIDTH, WIDTH + 1, WIDTH - 1, -WIDTH + 1, -WIDTH - 1)


def cell(x: int, y: int) -> int:
    return (x + OFFSET) * WIDTH + (y + OFFSET)


def coords(c: int) -> tuple[int, int]:
    return c // WIDTH - OFFSET, c % WIDTH - OFFSET




class Phase(StrEnum):
    """What the game waits for (the values are the words records and tests have always used)."""

    CHARACTER = "character"  # each seat chooses its character ("Components & Setup")
    START = "start"  # each seat places its starting building(s)
    DIE = "die"  # the seat to act chooses a die ("How to Play")
    USE = "use"  # ... and uses it: a claim, income, or activating the town ("Turn Options in Detail")
    ACTIVATE = "activate"  # the seat activates its town
    AFTER = "after"  # the turn's option is done; pending effects are still to resolve
    LEFTOVER = "leftover"  # each seat in turn may use the leftover die ("End of Round")
    OVER = "over"


# The members bound to module names: the rules compare phases on every step, and a name is read several times
# faster than an enum's attribute.
CHARACTER, START, DIE, USE = Phase.CHARACTER, Phase.START, Phase.DIE, Phase.USE
ACTIVATE, AFTER, LEFTOVER, OVER = Phase.ACTIVATE, Phase.AFTER, Phase.LEFTOVER, Phase.OVER


HOME = cell(0, 0)  # the Town Hall's cell
HOME_NEIGHBOURS = tuple(HOME + d for d in NEIGHBOURS)
# Pending effects (a stack): (kind, column 1..6 or 0 for any).
F_BUILD, F_BUILD_OPT, F_CLAIM, F_CLAIM_ANY, F_EXTRA = range(5)
# Where a die is.
POOL, TRAY, USED = 0, 1, 2


class EmpresarioState(BaseState):
    __slots__ = (
        "players", "rng", "phase", "actor", "start_player", "round", "turn", "display", "pile", "pile_secret",
        "dice", "die_at", "die", "die_value", "adjusted", "gambled", "colour_mode", "activated", "merle_used",
        "josephine_used", "pending", "leftover_seat", "leftover_left", "town", "cell_of", "built", "secret",
        "money", "pop", "minted", "pop_given", "character", "dealt", "hands", "start_left", "setup_discards",
        "setup_public", "wanted", "gold", "silver", "royce_seen", "turn_counter", "tiles_out",
    )  # fmt: skip

    players: int
    rng: int
    phase: Phase
    actor: int  # the seat to act
    start_player: int
    round: int
    turn: int  # turns taken this round (0 .. 2n)
    display: list[list[int]]  # 6 columns (die values 1..6), up to 2 face-up tiles each
    pile: list[int]  # draw pile, top first; income discards go to the end (bottom)
    pile_secret: int  # the first pile_secret tiles are unknown to everyone
    dice: list[int]  # values of the 2n+1 dice
    die_at: list[int]  # POOL / TRAY / USED per die
    die: int  # index of the die in the tray (-1 none)
    die_value: int  # its value now (after gamble and adjustment)
    adjusted: bool
    gambled: bool
    colour_mode: int  # Jesse: the colour chosen instead of the die (-1 none)
    activated: set[int]  # tiles activated this turn
    merle_used: bool
    josephine_used: bool
    pending: list[tuple[int, int]]
    leftover_seat: int  # seats done with the leftover die
    leftover_left: int  # activations left with the leftover die (Sheriff Wen: 2)
    town: list[dict[int, int]]
    cell_of: list[int]  # per tile: its cell key, -1 if in no town
    built: list[bool]  # per tile: constructed (face up in a town)
    secret: list[bool]  # per tile: an unbuilt starting tile only its owner has seen
    money: list[int]
    pop: list[int]
    minted: int  # money in players' hands, by bookkeeping
    pop_given: int  # population tokens in players' hands, by bookkeeping
    character: list[int]  # -1 not chosen yet, 0 Standard Empresario, 1..12
    dealt: list[list[int]]  # the two character cards dealt to each seat
    hands: list[list[int]]  # setup: starting tiles to choose from
    start_left: list[int]  # setup: starting tiles still to place
    setup_discards: list[int]
    setup_public: list[int]  # tiles Jesse revealed while searching (seen by all)
    wanted: list[int]  # the 3 objectives in play
    gold: list[int]  # per objective in play: owner of the gold card or -1
    silver: list[int]
    royce_seen: list[int]  # per seat: bitmask of colours (bits 0..9) and icons (bits 10..12) in town
    turn_counter: int
    tiles_out: bool  # the last tile of the draw pile went into the display: the game ends with this round

    def sharing_copy(self) -> EmpresarioState:
        """A new state holding the same lists and dicts as this one: only for a copy that replaces, rather
        than changes, every part it alters (an observation: ``hidden.observe_state``)."""
        n = EmpresarioState.__new__(EmpresarioState)
        n.players = self.players
        n.rng = self.rng
        n.phase = self.phase
        n.actor = self.actor
        n.start_player = self.start_player
        n.round = self.round
        n.turn = self.turn
        n.display = self.display
        n.pile = self.pile
        n.pile_secret = self.pile_secret
        n.dice = self.dice
        n.die_at = self.die_at
        n.die = self.die
        n.die_value = self.die_value
        n.adjusted = self.adjusted
        n.gambled = self.gambled
        n.colour_mode = self.colour_mode
        n.activated = self.activated
        n.merle_used = self.merle_used
        n.josephine_used = self.josephine_used
        n.pending = self.pending
        n.leftover_seat = self.leftover_seat
        n.leftover_left = self.leftover_left
        n.town = self.town
        n.cell_of = self.cell_of
        n.built = self.built
        n.secret = self.secret
        n.money = self.money
        n.pop = self.pop
        n.minted = self.minted
        n.pop_given = self.pop_given
        n.character = self.character
        n.dealt = self.dealt
        n.hands = self.hands
        n.start_left = self.start_left
        n.setup_discards = self.setup_discards
        n.setup_public = self.setup_public
        n.wanted = self.wanted
        n.gold = self.gold
        n.silver = self.silver
        n.royce_seen = self.royce_seen
        n.turn_counter = self.turn_counter
        n.tiles_out = self.tiles_out
        return n

    def clone(self) -> EmpresarioState:
        n = EmpresarioState.__new__(EmpresarioState)
        n.players = self.players
        n.rng = self.rng
        n.phase = self.phase
        n.actor = self.actor
        n.start_player = self.start_player
        n.round = self.round
        n.turn = self.turn
        n.display = list(map(list.copy, self.display))  # map: copies without a Python loop
        n.pile = self.pile[:]
        n.pile_secret = self.pile_secret
        n.dice = self.dice[:]
        n.die_at = self.die_at[:]
        n.die = self.die
        n.die_value = self.die_value
        n.adjusted = self.adjusted
        n.gambled = self.gambled
        n.colour_mode = self.colour_mode
        n.activated = set(self.activated)
        n.merle_used = self.merle_used
        n.josephine_used = self.josephine_used
        n.pending = self.pending[:]
        n.leftover_seat = self.leftover_seat
        n.leftover_left = self.leftover_left
        n.town = list(map(dict.copy, self.town))
        n.cell_of = self.cell_of[:]
        n.built = self.built[:]
        n.secret = self.secret[:]
        n.money = self.money[:]
        n.pop = self.pop[:]
        n.minted = self.minted
        n.pop_given = self.pop_given
        n.character = self.character[:]
        n.dealt = list(map(list.copy, self.dealt))
        n.hands = list(map(list.copy, self.hands))
        n.start_left = self.start_left[:]
        n.setup_discards = self.setup_discards[:]
        n.setup_public = self.setup_public[:]
        n.wanted = self.wanted[:]
        n.gold = self.gold[:]
        n.silver = self.silver[:]
        n.royce_seen = self.royce_seen[:]
        n.turn_counter = self.turn_counter
        n.tiles_out = self.tiles_out
        return n


# -- bookkeeping and what the state says ----------------------------------------------------------------------------------------


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


def is_open_cell(s: EmpresarioState, p: int, c: int) -> bool:
    """Whether cell c is one of :func:`open_cells` (asked of one cell without listing them all)."""
    town = s.town[p]
    if c in town:
        return False
    built = s.built
    for d in NEIGHBOURS:
        t = town.get(c + d)
        if t is not None and built[t]:
            return True
    return False


def has_open_cell(s: EmpresarioState, p: int) -> bool:
    """Whether seat p has any open cell (the town is not locked in)."""
    town = s.town[p]
    built = s.built
    for c, t in town.items():
        if built[t]:
            for d in NEIGHBOURS:
                if c + d not in town:
                    return True
    return False


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
