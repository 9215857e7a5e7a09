"""Activate Your Town: when a building of the acting seat may be activated (on the turn, with the leftover
die, as an extra activation), in which ways (the characters Trent and Josephine change them), and what it
does. Irving's Inn is here too.

Rulebook sections: "Turn Options in Detail", "Character Cards", "Building Reference".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from fairtable.engine.narration import telling
from fairtable.games.empresario import narration, words
from fairtable.games.empresario.data import (
    ACTIVATING,
    CARPENTER,
    CHURCH,
    COLOUR_NAMES,
    DISTILLERY,
    INN,
    IRVING,
    JAKE,
    JOSEPHINE,
    MERLE,
    MICHELLE,
    MINE,
    NATIVE,
    SALOON,
    TCOLOUR,
    TILE_COUNT,
    TNUM,
    TOWN_HALL,
    TRENT,
    TTYPE,
    UNDERTAKER,
)  # fmt: skip
from fairtable.games.empresario.numbers import (
    DISTILLERY_COST,
    DISTILLERY_TOKENS,
    EXTRA_ACTIVATION_COST,
    INN_COST,
    INN_TOKENS,
    IRVING_COST,
    IRVING_TOKENS,
    JAKE_GAIN,
    JOSEPHINE_COST,
    MINE_GAIN,
    SALOON_GAIN,
    TOWN_HALL_BUILD_COST,
    TOWN_HALL_COIN,
    TRENT_COST,
    TRENT_TOKENS,
    UNDERTAKER_TAKES,
    UNDERTAKER_TOKENS,
)  # fmt: skip
from fairtable.games.empresario.state import (
    ACTIVATE,
    F_BUILD,
    F_CLAIM,
    F_EXTRA,
    LEFTOVER,
    NEIGHBOURS,
    USE,
    EmpresarioState,
    gain,
    gain_pop,
    has_open_cell,
    leftover_value,
    pay,
    unbuilt,
)  # fmt: skip
from fairtable.games.empresario.words import dollars, tokens
from fairtable.i18n import N_, _, listing

NO_SPACE = N_("There is no empty space next to a constructed building of your town")

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
    reason = refusal(s, b, use, trent, josephine)
    return reason() if reason is not None else None


def refusal(s: EmpresarioState, b: int, use: str, trent: bool, josephine: bool) -> Callable[[], str] | None:
    """None when seat ``actor`` may activate building b this way now, else the words of the reason, made only
    when called (the legal actions ask this of every building many times a turn, and need no words)."""
    p = s.actor
    ctx = context(s)
    if not ctx:
        return lambda: _("You cannot activate a building now")
    if b < 0 or b >= TILE_COUNT + 4 or s.cell_of[b] < 0 or s.town[p].get(s.cell_of[b]) != b:
        return lambda: _("That building is not in your town")
    if not s.built[b]:
        return lambda: _("That building is under construction")
    code = TTYPE[b]
    if code not in ACTIVATING:
        if code == NATIVE:
            return lambda: _("A Native Settlement activates only once, when it is claimed")
        return lambda: _("Civic buildings have no effect; they only score at the end")
    if b in s.activated:
        return lambda: _("A building may never be activated more than once in a turn")
    char = s.character[p]
    extra = 0
    if josephine:
        if ctx != "turn":
            return lambda: _("Sister Josephine's power works only when activating your town as your turn action")
        if char != JOSEPHINE:
            return lambda: _("Only Sister Josephine may pay for an additional activation")
        if s.josephine_used:
            return lambda: _("Sister Josephine's additional activation is used once per turn")
        extra = 1
    elif ctx == "extra":
        extra = 1
    elif ctx == "turn":
        if code != TOWN_HALL:
            if s.colour_mode >= 0:
                if TCOLOUR[b] != s.colour_mode:
                    return partial(colour_refusal, COLOUR_NAMES[s.colour_mode])
            elif TNUM[b] != s.die_value:
                return partial(said, N_("That building activates on a {number}, your die shows {value}"),
                               number=TNUM[b], value=s.die_value)
    elif code != TOWN_HALL and char != MICHELLE and TNUM[b] != leftover_value(s):
        return partial(said, N_("That building activates on a {number}, the leftover die shows {value}"),
                       number=TNUM[b], value=leftover_value(s))
    money = s.money[p] - extra
    have = s.money[p]
    if money < 0:
        return partial(need, N_("You need {cost} to activate an additional building and have {money}"), 1, have)
    if use == "distillery":
        if char != MERLE:
            return lambda: _("Only Merle the Moonshiner may treat a building as a Distillery")
        if ctx != "turn" or josephine:
            return lambda: _("Merle's still works only when activating your town as your turn action")
        if s.merle_used:
            return lambda: _("Merle treats only one building per activation as a Distillery")
        if trent:
            return lambda: _("Trent's power needs the Town Hall's own effect")
        if money < 1:
            return partial(need, N_("You need {cost} to run the still and have {money}"), 1 + extra, have)
        return None
    if code == TOWN_HALL:
        if use not in ("build", "coin"):
            return lambda: _("Choose the Town Hall's effect: pay {one} to build, or take {one}").format(one=dollars(1))
        if trent and char != TRENT:
            return lambda: _("Only Trent the Politician collects VP with the Town Hall")
        income = (1 if char == JAKE else 0) + (1 if use == "coin" else 0)
        cost = (1 if use == "build" else 0) + (1 if trent else 0)
        if use == "build" and not unbuilt(s, p):
            return lambda: _("You have no building under construction to build")
        if money + income >= cost:
            return None
        return partial(town_hall_shortfall, s, use, trent, extra, income, cost)
    if use != "effect" or trent:
        return lambda: _("That building has only its own effect")
    if code == INN:
        if money < 1 or s.pop[p] < 1:
            return partial(need, N_("The Inn costs {cost} and 1 VP token; you have {money} and {tokens}"), 1 + extra,
                           have, s.pop[p])
        if not s.display[TNUM[b] - 1]:
            return partial(said, N_("Column {column} has no tile to claim"), column=TNUM[b])
        if not has_open_cell(s, p):
            return lambda: _(NO_SPACE)
    elif code == DISTILLERY:
        if money < 1:
            return partial(need, N_("You need {cost} to use the Distillery and have {money}"), 1 + extra, have)
    elif code == CARPENTER:
        if not unbuilt(s, p):
            return lambda: _("You have no building under construction to build")
    elif code == CHURCH and money < 1:
        return partial(need, N_("You need {cost} to use the Church and have {money}"), 1 + extra, have)
    return None


def said(message: str, **values: object) -> str:
    """A reason in the current language with its values filled in."""
    return _(message).format(**values)


def colour_refusal(colour: str) -> str:
    return _("You chose to activate {colour} buildings").format(colour=words.colour(colour))


def need(message: str, cost: int, have: int, pop: int = 0) -> str:
    """A reason naming what an activation costs and what the seat holds ({cost}, {money}, {tokens})."""
    return _(message).format(cost=dollars(cost), money=dollars(have), tokens=tokens(pop))


def town_hall_shortfall(s: EmpresarioState, use: str, trent: bool, extra: int, income: int, cost: int) -> str:
    """What a Town Hall activation costs the seat that cannot pay it: "You need $2 ($1 to build and $1 for
    Trent's VP token) and have $0 (+$1 from Jake)"."""
    p = s.actor
    one = dollars(1)
    paid = [_("{one} to build").format(one=one)] if use == "build" else []
    paid += [_("{one} for Trent's VP token").format(one=one)] if trent else []
    paid += [_("{one} for the additional activation").format(one=one)] if extra else []
    need = paid[0] if len(paid) == 1 else _("{money} ({costs})").format(money=dollars(cost + extra),
                                                                        costs=listing(paid))
    have = dollars(s.money[p])
    if not income:
        return _("You need {need} and have {money}").format(need=need, money=have)
    if s.character[p] == JAKE and use == "coin":
        got = _("You need {need} and have {money} (+{income} from Jake and the Town Hall)")
    elif s.character[p] == JAKE:
        got = _("You need {need} and have {money} (+{income} from Jake)")
    else:
        got = _("You need {need} and have {money} (+{income} from the Town Hall)")
    return got.format(need=need, money=have, income=dollars(income))


def activation_gate(s: EmpresarioState) -> tuple[int, int]:
    """What a building other than the Town Hall must show to be activated now, whichever the way: (the
    number, the colour); 0 and -1 where either will do. For :func:`activation_options`, asked once for all
    of a town's buildings."""
    ctx = context(s)
    if ctx == "turn":
        return (0, s.colour_mode) if s.colour_mode >= 0 else (s.die_value, -1)
    if ctx == "leftover" and s.character[s.actor] != MICHELLE:
        return leftover_value(s), -1
    return 0, -1


def activation_options(s: EmpresarioState, b: int, gate: tuple[int, int] | None = None) -> list[tuple[str, bool, bool]]:
    """The (use, trent, josephine) variants that are legal for building b now (``gate``: the
    :func:`activation_gate` of ``s``, if known)."""
    if not s.built[b] or TTYPE[b] not in ACTIVATING or b in s.activated:
        return []  # refused whichever the way: :func:`refusal` asks these before anything the way changes
    p = s.actor
    char = s.character[p]
    code = TTYPE[b]
    if code != TOWN_HALL and char != JOSEPHINE:  # the number (or colour) refuses every way at once
        number, colour = gate if gate is not None else activation_gate(s)
        if (TCOLOUR[b] != colour) if colour >= 0 else (number and TNUM[b] != number):
            return []
    uses = ("build", "coin") if code == TOWN_HALL else ("effect",)
    if char == MERLE:
        uses = uses + ("distillery",)
    trents = (False, True) if char == TRENT and code == TOWN_HALL else (False,)
    jos = (False, True) if char == JOSEPHINE else (False,)
    out = []
    for use in uses:
        for trent in trents:
            for j in jos:
                if refusal(s, b, use, trent, j) is None:
                    out.append((use, trent, j))
    return out


def activate(s: EmpresarioState, b: int, use: str, trent: bool, josephine: bool) -> None:
    """Carry out one activation ("Building Reference"); choices that follow go on the pending stack."""
    p = s.actor
    ctx = context(s)
    told = telling()
    if told:
        before = s.money[p], s.pop[p], [s.money[q] for q in range(s.players)]
    if ctx == "extra":
        s.pending.pop()
        pay(s, p, EXTRA_ACTIVATION_COST)
    elif ctx == "turn":
        s.phase = ACTIVATE
        if josephine:
            s.josephine_used = True
            pay(s, p, JOSEPHINE_COST)
    elif ctx == "leftover":
        s.leftover_left -= 1
    s.activated.add(b)
    code = TTYPE[b]
    if use == "distillery":
        s.merle_used = True
        pay(s, p, DISTILLERY_COST)
        gain_pop(s, p, DISTILLERY_TOKENS)
    elif code == TOWN_HALL:
        if s.character[p] == JAKE:
            gain(s, p, JAKE_GAIN)
        if use == "build":
            pay(s, p, TOWN_HALL_BUILD_COST)
            s.pending.append((F_BUILD, 0))
        else:
            gain(s, p, TOWN_HALL_COIN)
        if trent:
            pay(s, p, TRENT_COST)
            gain_pop(s, p, TRENT_TOKENS)
    elif code == INN:
        pay(s, p, INN_COST)
        s.pop[p] -= INN_TOKENS
        s.pop_given -= INN_TOKENS
        s.pending.append((F_CLAIM, TNUM[b]))
    elif code == MINE:
        gain(s, p, MINE_GAIN)
    elif code == DISTILLERY:
        pay(s, p, DISTILLERY_COST)
        gain_pop(s, p, DISTILLERY_TOKENS)
    elif code == SALOON:
        town = s.town[p]
        c = s.cell_of[b]
        gain(s, p, SALOON_GAIN * sum(1 for d in NEIGHBOURS if c + d in town and s.built[town[c + d]]))
    elif code == CARPENTER:
        s.pending.append((F_BUILD, 0))
    elif code == CHURCH:
        s.pending.append((F_EXTRA, 0))
    elif code == UNDERTAKER:
        gain_pop(s, p, UNDERTAKER_TOKENS)
        for q in range(s.players):
            if q != p and s.money[q] > 0:
                pay(s, q, UNDERTAKER_TAKES)
    if told:
        how = "extra" if ctx == "extra" else ""
        saloon = 0
        if code == SALOON and use == "effect":
            c, town = s.cell_of[b], s.town[p]
            saloon = sum(1 for d in NEIGHBOURS if c + d in town and s.built[town[c + d]])
        michelle = 0
        if (ctx == "leftover" and s.character[p] == MICHELLE and code != TOWN_HALL
                and TNUM[b] != leftover_value(s)):
            michelle = TNUM[b]
        narration.activation_effect(p, b, how, use, trent, s.character[p] == JAKE and code == TOWN_HALL, saloon,
                                    (before[0], s.money[p]), (before[1], s.pop[p]), michelle)
        if code == UNDERTAKER and use == "effect":
            others = [q for q in range(s.players) if q != p]
            narration.undertaker(p, [q for q in others if s.money[q] < before[2][q]],
                                 [q for q in others if before[2][q] == 0])


def irving_reason(s: EmpresarioState) -> str | None:
    """Why the seat to act may not use the leftover die as Irving's Inn now (None: it may)."""
    reason = irving_refusal(s)
    return reason() if reason is not None else None


def irving_refusal(s: EmpresarioState) -> Callable[[], str] | None:
    """None when Irving's Inn may be used now, else the words of the reason, made only when called."""
    p = s.actor
    if s.character[p] != IRVING:
        return partial(said, N_("Only Irving the Innkeeper uses the leftover die as an Inn"))
    if context(s) != "leftover":
        return partial(said, N_("Irving's Inn works only with the leftover die"))
    if s.money[p] < 1 or s.pop[p] < 1:
        return partial(need, N_("Irving's Inn costs {cost} and 1 VP token; you have {money} and {tokens}"), 1,
                       s.money[p], s.pop[p])
    if not s.display[leftover_value(s) - 1]:
        return partial(said, N_("Column {column} has no tile to claim"), column=leftover_value(s))
    return partial(said, NO_SPACE) if not has_open_cell(s, p) else None


def irving_inn(s: EmpresarioState) -> None:
    p = s.actor
    s.leftover_left -= 1
    pay(s, p, IRVING_COST)
    s.pop[p] -= IRVING_TOKENS
    s.pop_given -= IRVING_TOKENS
    s.pending.append((F_CLAIM, leftover_value(s)))
    if telling():
        narration.effect(p, _("pays {one} and 1 VP token to claim a tile from column {column} (Irving's Inn) "
                              "{purse}").format(one=dollars(1), column=leftover_value(s),
                                                purse=narration.purse(s.money[p], s.pop[p])), -1, -1)
