"""What the table tells while a game of Old West Empresario is played: every automatic step and every
effect with its values ("Seat 2 collects $2", "the dice show 1, 3, 3, 5 and 6"), as the flow modules
call it. Secrets are named to their owner only: the two character cards dealt to a seat, the building
tiles a seat chooses its starting building from and the ones it discards.

Nothing here changes the state. Each function returns at once when nobody keeps a journal (a bot's
``apply``), so the hot path pays one lookup per call. Seats are written by number, as in layouts.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.narration import tell, telling
from fairtable.games.empresario.data import (
    CARPENTER,
    CHAR_NAMES,
    CHURCH,
    DISTILLERY,
    INN,
    MINE,
    SALOON,
    TNAME,
    TNUM,
    TOWN_HALL,
    TTYPE,
    TVARIANT,
    UNDERTAKER,
    WANTED,
)  # fmt: skip

EFFECTS = {
    INN: "pays $1 and 1 VP token to claim a tile from column {n}",
    MINE: "collects $2",
    DISTILLERY: "pays $1 for 2 VP tokens",
    CARPENTER: "may build 1 building",
    CHURCH: "may pay $1 to activate another building",
    UNDERTAKER: "collects 1 VP token",
}
NATIVE_OFFERS = {
    1: "collects 1 VP token and $2",
    2: "collects 1 VP token and may build 1 building",
    3: "collects 1 VP token and may spend 2 VP tokens to claim any building tile from the display",
    4: "collects 1 VP token and may pay $1 to activate 1 building",
    5: "collects 2 VP tokens",
}


# -- words ------------------------------------------------------------------------------------------------


def seat(p: int) -> str:
    return f"Seat {p + 1}"


def tile_text(t: int) -> str:
    """A building as the log names it: "Mine (3)", "Well"."""
    num = TNUM[t]
    return f"{TNAME[t]} ({num})" if num else TNAME[t]


def listing(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def lower_first(text: str) -> str:
    """A card's text inside a sentence: "Have 3 Saloons" -> "have 3 Saloons"."""
    return text[:1].lower() + text[1:]


def tokens(n: int) -> str:
    return "1 VP token" if n == 1 else f"{n} VP tokens"


def buildings(n: int) -> str:
    return "1 building" if n == 1 else f"{n} buildings"


def tiles(n: int) -> str:
    return "1 tile" if n == 1 else f"{n} tiles"


def purse(money: int, pop: int) -> str:
    """What a seat holds after an effect: "(now $5 and 3 VP tokens)"."""
    return f"(now ${money} and {tokens(pop)})"


# -- setup ------------------------------------------------------------------------------------------------


def setup_dealt(start_player: int, display: list[list[int]], wanted: list[int], dealt: list[list[int]],
                money: int, supply: int) -> None:
    """The set-up as everybody sees it, and each seat's two character cards named to that seat only."""
    if not telling():
        return
    players = len(dealt)
    tell(f"{seat(start_player)} is drawn at random as the start player", "start_player", seat=start_player)
    columns = "; ".join(f"{v}: {listing([tile_text(t) for t in col])}" for v, col in enumerate(display, 1))
    tell(f"The supply of building tiles, column by column (a building's number in brackets is the die "
         f"number it activates on): {columns}", "display",
         display=tuple(tuple(col) for col in display))
    cards = [f"{WANTED[w].name} ({lower_first(WANTED[w].text)}: gold {WANTED[w].gold_vp} VP, silver "
             f"{WANTED[w].silver_vp} VP)" for w in wanted]
    tell(f"Wanted cards in play: {listing(cards)}", "wanted_deal", wanted=tuple(wanted))
    tell(f"Each player takes ${money}; the population supply holds {tokens(supply)} (15 per player)",
         "setup_supply", money=money, supply=supply)
    views = {}
    for p in range(players):
        a, b = (CHAR_NAMES[c] for c in dealt[p])
        views[p] = f"Each player is dealt two character cards; yours are {a} and {b}"
    tell("Each player is dealt two character cards", "characters_dealt", views=views)


def zebedee_bonus(p: int, extra: int, money: int) -> None:
    if telling():
        tell(f"{seat(p)} takes ${extra} more (Zebedee the Land Owner): ${money} in all", "zebedee", seat=p,
             money=extra)


def start_tiles_dealt(p: int, hand: list[int], keep: int) -> None:
    """A seat's starting tiles to choose from: how many for everybody, which ones for that seat."""
    if not telling():
        return
    names = listing([tile_text(t) for t in hand])
    which = "1 of them" if keep == 1 else f"{keep} of them"
    tell(f"{seat(p)} is dealt {tiles(len(hand))} and keeps {which} to start unbuilt", "start_tiles", seat=p,
         count=len(hand), views={p: f"You are dealt {names}: keep {which} to start unbuilt in your town"})


def jesse_searches(p: int) -> None:
    if telling():
        tell(f"{seat(p)} (Jesse the Specialist) names a colour instead of being dealt tiles", "start_tiles",
             seat=p, count=0)


def jesse_reveals(p: int, colour: str, revealed: list[int], found: int) -> None:
    """Jesse's search is open to all: the tiles turned over and the one she keeps."""
    if not telling():
        return
    before = f"{listing([tile_text(t) for t in revealed])}, then " if revealed else ""
    if found >= 0:
        text = f"{seat(p)} reveals {before}{tile_text(found)}: the first {colour} building, kept to start unbuilt"
    else:
        text = f"{seat(p)} reveals every tile of the draw pile and finds no {colour} building: no starting building"
    tell(text, "jesse_reveal", seat=p, colour=colour, revealed=tuple(revealed), found=found)


def start_discards(p: int, discarded: list[int]) -> None:
    if not telling() or not discarded:
        return
    tell(f"{seat(p)} discards {tiles(len(discarded))} face down", "setup_discard", seat=p, count=len(discarded),
         views={p: f"You discard {listing([tile_text(t) for t in discarded])} face down"})


def discards_under_pile(count: int) -> None:
    if telling() and count:
        tell(f"The {tiles(count)} discarded at set-up go under the draw pile", "setup_discard", count=count)


# -- rounds -----------------------------------------------------------------------------------------------


def round_begins(number: int, start_player: int, dice: list[int]) -> None:
    if telling():
        shown = listing([str(v) for v in sorted(dice)])
        marker = " (the marker passes clockwise)" if number > 1 else ""
        tell(f"Round {number}: {seat(start_player)} is the start player{marker}; the {len(dice)} dice are rolled "
             f"and show {shown}",
             "round", banner=True, round=number, start_player=start_player, dice=tuple(sorted(dice)))


def leftover_begins(value: int, first: int, michelle: list[int], wen: list[int]) -> None:
    if not telling():
        return
    text = (f"Every player has taken two turns: the leftover die shows {value}. In turn order from {seat(first)}, "
            "each player may use it to activate ONE constructed building")
    notes = [f"{seat(p)} may treat it as any value (Michelle)" for p in michelle]
    notes += [f"{seat(p)} may activate 2 buildings (Sheriff Wen)" for p in wen]
    if notes:
        text += "; " + "; ".join(notes)
    tell(text, "leftover", die=value)


def last_round(causes: list[str], keys: list[str]) -> None:
    if telling():
        tell(f"Last round: {listing(causes)}; the game ends at the end of this round", "last_round", banner=True,
             causes=tuple(keys))


def end_called_off(supply: int) -> None:
    if telling():
        tell(f"The population supply holds {tokens(supply)} again: the game goes on unless an end condition "
             "is met by the end of the round", "last_round", causes=())


def game_ends(round_number: int, causes: list[str], keys: list[str]) -> None:
    if telling():
        tell(f"The game ends after round {round_number}: {listing(causes)}", "game_end", banner=True,
             causes=tuple(keys), round=round_number)


# How a score pad row reads in the final breakdown ("Oil" scores Oil icons).
_ROW_WORDS = {
    "Native Settlement": "biggest group of Native Settlements", "Wanted cards": "wanted cards",
    "Oil": "Oil icons", "Rail": "Rail icons", "Cotton": "Cotton icons",
}  # fmt: skip


def final_breakdown(rows: list[list[tuple[str, int]]], pop: list[int], money: list[int], per_vp: int) -> None:
    """Each seat's score pad before the final line: every row that scores, in the pad's order."""
    if not telling():
        return
    for p, pad in enumerate(rows):
        parts = []
        for label, vp in pad:
            if not vp:
                continue
            if label == "Population tokens":
                parts.append(f"VP tokens {vp}")
            elif label == "Leftover money":
                parts.append(f"leftover money {vp} (${money[p]}, 1 VP per ${per_vp})")
            else:
                parts.append(f"{_ROW_WORDS.get(label, label)} {vp}")
        total = sum(vp for _, vp in pad)
        shown = listing(parts) if parts else "nothing scores"
        tell(f"{seat(p)} scores {total} VP: {shown}", "score_pad", seat=p, score=total, rows=tuple(pad))


def final_scores(scores: list[int], winners: list[int], tiebreak: str) -> None:
    if not telling():
        return
    shown = listing([f"{seat(p)} {v} VP" for p, v in sorted(enumerate(scores), key=lambda pv: -pv[1])])
    won = listing([seat(p) for p in winners]) + (" wins" if len(winners) == 1 else " share the win")
    tell(f"Final scores: {shown}. {won}" + (f" ({tiebreak})" if tiebreak else ""), "scores", banner=True,
         scores=tuple(scores), winners=tuple(winners))


# -- the turn ---------------------------------------------------------------------------------------------


def gambled(p: int, value: int, money: int) -> None:
    if telling():
        tell(f"{seat(p)} rolls {value} (now ${money})", "gamble", auto=False, seat=p, die=value)


def adjusted(p: int, value: int) -> None:
    if telling():
        tell(f"{seat(p)}\u2019s die now shows {value}", "adjust", auto=False, seat=p, die=value)


def refilled(column: int, tile: int, left: int) -> None:
    if not telling():
        return
    if tile < 0:
        tell(f"The draw pile is empty: column {column} is not refilled", "refill", column=column, tile=-1, pile=0)
        return
    rest = "the draw pile is now empty" if left == 0 else f"{tiles(left)} left in the draw pile"
    tell(f"Column {column} is refilled with {tile_text(tile)} ({rest})", "refill", column=column, tile=tile,
         pile=left)


def native_acts(p: int, t: int, money: int, pop: int) -> None:
    if telling():
        tell(f"{tile_text(t)} is built at once and acts once: {seat(p)} {NATIVE_OFFERS[TVARIANT[t]]} "
             f"{purse(money, pop)}", "native", seat=p, tile=t, variant=TVARIANT[t])


def built(p: int, t: int, only: bool) -> None:
    """A build that needed no choice: the only building under construction."""
    if telling():
        why = " (the only building under construction)" if only else ""
        tell(f"{seat(p)} builds {tile_text(t)}{why}", "build", seat=p, tile=t)


def royce_collects(p: int, colours: list[str], icons: list[str], money: int) -> None:
    """Royce the Shopkeep's coins: one per colour and per stock icon new to the town."""
    if telling():
        what = [f"the colour {c}" for c in colours] + [f"the {i} icon" for i in icons]
        coins = len(what)
        tell(f"{seat(p)} collects ${coins} for {listing(what)}, new in town (Royce the Shopkeep; now ${money})",
             "royce", seat=p, money=coins)


def activation_effect(p: int, b: int, how: str, use: str, trent: bool, jake: bool, saloon: int,
                      money: tuple[int, int], pop: tuple[int, int], michelle: int = 0) -> None:
    """One activation's effect as the building reference words it, with the seat's money and VP tokens
    before and after (``how``: "extra" for a Church's or Native Settlement's paid activation, else "").
    What the move's own line says already (the Town Hall's choice, Trent's VP, Merle's still, Sister
    Josephine's $1) is not said again: the line then gives what the seat holds now. ``michelle``: the
    number Michelle the Blacksmith treats the leftover die as, when it is not the number it shows."""
    if not telling():
        return
    code = TTYPE[b]
    parts = []
    if michelle:
        parts.append(f"treats the leftover die as {michelle} (Michelle the Blacksmith)")
    if how == "extra":
        parts.append("pays $1 for the additional activation")
    if jake:
        then = "then pays $1 to build" if use == "build" else "then $1 from the Town Hall"
        parts.append(f"collects $1 first (Jake the Carpenter), {then}")
    if use == "distillery":
        parts.append("pays $1 for 2 VP tokens with Merle\u2019s still")
    elif code == TOWN_HALL:
        pass
    elif code == SALOON:
        if saloon:
            each = "for the adjacent constructed building" if saloon == 1 else "$1 for each adjacent constructed building"
            parts.append(f"collects ${saloon}, {each}" if saloon > 1 else f"collects $1 {each}")
        else:
            parts.append("collects nothing: no constructed building is adjacent")
    else:
        parts.append(EFFECTS[code].format(n=TNUM[b]))
    changed = money[0] != money[1] or pop[0] != pop[1] or jake
    if parts:
        text = f"{seat(p)} {listing(parts)}" + (f" {purse(money[1], pop[1])}" if changed else "")
    else:
        text = f"{seat(p)} now has ${money[1]} and {tokens(pop[1])}"
    tell(text, "effect", auto=False, seat=p, building=b, use=use, money=money[1] - money[0], vp=pop[1] - pop[0])


def effect(p: int, text: str, money: int, pop: int) -> None:
    """An effect worded by the caller, with the seat's changes of money and VP tokens."""
    if telling():
        tell(f"{seat(p)} {text}", "effect", auto=False, seat=p, money=money, vp=pop)


def undertaker(p: int, paid: list[int], broke: list[int]) -> None:
    """The Undertaker's opponents discard $1, if they can; the ones with no money are named too."""
    if not telling():
        return
    if paid:
        text = f"{listing([seat(q) for q in paid])} {'discards' if len(paid) == 1 else 'each discard'} $1"
        if broke:
            text += f"; {listing([seat(q) for q in broke])} {'has' if len(broke) == 1 else 'have'} no money to discard"
    else:
        text = "The other players have no money to discard"
    tell(f"{text} (Undertaker of {seat(p)})", "undertaker", seat=p, paid=tuple(paid), broke=tuple(broke))


def income(p: int, t: int, money: int, pop: int) -> None:
    """Income as the turn's action: $3, with a display tile discarded under the draw pile."""
    if telling():
        gone = f"{tile_text(t)} goes under the draw pile; " if t >= 0 else ""
        tell(f"{gone}{seat(p)} now has ${money} and {tokens(pop)}", "income", auto=False, seat=p, tile=t,
             money=money)


def offer_lapses(p: int, what: str) -> None:
    """An optional effect with no way to use it: the table moves on and says so."""
    if telling():
        tell(f"{seat(p)} {what}", "offer_lapses", seat=p)


def turn_ends_itself(p: int) -> None:
    if telling():
        tell(f"{seat(p)} has nothing more to activate: the turn ends", "turn_end", seat=p)


def wanted_claimed(p: int, objective: int, metal: str) -> None:
    if not telling():
        return
    w = WANTED[objective]
    vp = w.gold_vp if metal == "gold" else w.silver_vp
    gone = "; both cards are now taken" if metal == "silver" else ""
    tell(f"{seat(p)} claims the {metal} wanted card {w.name} ({vp} VP): {lower_first(w.text)}{gone}", "wanted",
         banner=True, seat=p, objective=objective, metal=metal, vp=vp)
