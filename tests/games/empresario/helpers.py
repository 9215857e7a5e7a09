"""Small builders of Old West Empresario states for rule tests (no random games)."""

from __future__ import annotations

from fairtable.engine.actions import Action
from fairtable.engine.narration import Event
from fairtable.games.empresario.actions import ChooseDie, EndTurn
from fairtable.games.empresario.data import TILE_COUNT, TNUM, TTYPE, TVARIANT
from fairtable.games.empresario.flow import dice_in_pool, new_game, roll_dice
from fairtable.games.empresario.moves import perform_choose_die
from fairtable.games.empresario.rules import GAME
from fairtable.games.empresario.state import (
    DIE,
    LEFTOVER,
    EmpresarioState,
    cell,
)  # fmt: skip


def fresh(players: int = 2, chars: list[int] | None = None, seed: int = 0) -> EmpresarioState:
    """A game past setup: characters set, no starting tiles, round 1 rolled, seat 0 to act."""
    s = new_game(players, seed)
    s.character = list(chars) if chars else [0] * players
    s.start_player = 0
    s.round = 1
    roll_dice(s)
    return s


def tile(code: int, number: int | None = None, variant: int | None = None, skip: tuple[int, ...] = ()) -> int:
    for t in range(TILE_COUNT):
        if TTYPE[t] == code and (number is None or TNUM[t] == number) and (variant is None or TVARIANT[t] == variant):
            if t not in skip:
                return t
    raise LookupError(code)


def lift(s: EmpresarioState, t: int) -> None:
    """Take a tile out of wherever it is (pile or display; the display is not refilled)."""
    if t in s.pile:
        index = s.pile.index(t)
        s.pile.remove(t)
        if index < s.pile_secret:
            s.pile_secret -= 1
    for col in s.display:
        if t in col:
            col.remove(t)


def place(s: EmpresarioState, p: int, t: int, x: int, y: int, built: bool = True) -> int:
    lift(s, t)
    c = cell(x, y)
    s.town[p][c] = t
    s.cell_of[t] = c
    s.built[t] = built
    return t


def show(s: EmpresarioState, column: int, *tiles: int) -> None:
    """Put these tiles in a display column (the old ones go to the bottom of the pile)."""
    for t in s.display[column - 1]:
        s.pile.append(t)
    s.display[column - 1] = []
    for t in tiles:
        lift(s, t)
    s.display[column - 1] = list(tiles)


def with_die(s: EmpresarioState, value: int) -> EmpresarioState:
    """Seat ``actor`` has chosen a die showing ``value``."""
    assert s.phase == DIE
    s.dice[0] = value
    perform_choose_die(s, ChooseDie(player=s.actor, die=0))
    return s


def give(s: EmpresarioState, p: int, money: int = 0, pop: int = 0) -> None:
    s.money[p] += money
    s.minted += money
    s.pop[p] += pop
    s.pop_given += pop


def do(s: EmpresarioState, *actions: Action) -> EmpresarioState:
    for a in actions:
        s = GAME.apply(s, a)
    return s


def told(s: EmpresarioState, *actions: Action) -> tuple[EmpresarioState, list[Event]]:
    """Play the actions; the state after them and every event they told."""
    events: list[Event] = []
    for a in actions:
        s, more = GAME.apply_told(s, a)
        events += more
    return s, events


def to_leftover(s: EmpresarioState, value: int) -> EmpresarioState:
    """Every seat uses a die and ends its turn; the leftover die shows ``value``."""
    s.dice = [1] * (len(s.dice) - 1) + [value]
    while s.phase != LEFTOVER:
        s = do(s, ChooseDie(player=s.actor, die=dice_in_pool(s)[0]), EndTurn(player=s.actor))
    return s
