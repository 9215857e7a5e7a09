"""What the table tells while a game of Old West Empresario is played: every automatic step and every
effect with its values ("Seat 2 collects $2", "the dice show 1, 3, 3, 5 and 6"), as the flow modules
call it. Secrets are named to their owner only: the two character cards dealt to a seat, the building
tiles a seat chooses its starting building from and the ones it discards.

The move's own line, :func:`describe_action`, says what the seat did as everybody saw it; what the move set
off follows it. Nothing here changes the state. Each function returns at once when nobody keeps a journal (a bot's
``apply``), so the hot path pays one lookup per call. Seats are written by number, as in layouts.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.engine.narration import tell, telling
from fairtable.engine.seats import seat_token
from fairtable.games.empresario.actions import (
    Activate,
    ActivateColour,
    AdjustDie,
    BuildTile,
    ChooseCharacter,
    ChooseDie,
    ChooseStartColour,
    ClaimTile,
    Done,
    EndTurn,
    Gamble,
    IrvingInn,
    PlaceStartTile,
    Skip,
    TakeIncome,
)  # fmt: skip
from fairtable.games.empresario.data import (
    CARPENTER,
    CHAR_NAMES,
    CHURCH,
    DISTILLERY,
    INN,
    MINE,
    SALOON,
    TNUM,
    TOWN_HALL,
    TTYPE,
    TVARIANT,
    UNDERTAKER,
    WANTED,
)  # fmt: skip
from fairtable.games.empresario.numbers import INCOME
from fairtable.games.empresario.state import F_CLAIM_ANY, EmpresarioState, cell
from fairtable.games.empresario.words import (
    buildings,
    character,
    dollars,
    lower_first,
    tile_name,
    tile_text,
    tiles,
    tokens,
)  # fmt: skip
from fairtable.games.empresario.words import colour as colour_word
from fairtable.i18n import N_, _, groups, listing, ngettext

__all__ = ["buildings", "listing", "lower_first", "purse", "tile_text", "tiles", "tokens"]

# What a building's effect does, said after the seat's name ({one}, {two}: $1, $2; {n}: the Inn's column).
EFFECTS = {
    INN: N_("pays {one} and 1 VP token to claim a tile from column {n}"),
    MINE: N_("collects {two}"),
    DISTILLERY: N_("pays {one} for 2 VP tokens"),
    CARPENTER: N_("may build 1 building"),
    CHURCH: N_("may pay {one} to activate another building"),
    UNDERTAKER: N_("collects 1 VP token"),
}
NATIVE_OFFERS = {
    1: N_("collects 1 VP token and {two}"),
    2: N_("collects 1 VP token and may build 1 building"),
    3: N_("collects 1 VP token and may spend 2 VP tokens to claim any building tile from the display"),
    4: N_("collects 1 VP token and may pay {one} to activate 1 building"),
    5: N_("collects 2 VP tokens"),
}


def effect_words(message: str, n: int = 0) -> str:
    """One of the tables' effects in the current language, its amounts filled in."""
    return _(message).format(one=dollars(1), two=dollars(2), n=n)


# -- words ------------------------------------------------------------------------------------------------


def purse(money: int, pop: int) -> str:
    """What a seat holds after an effect: "(now $5 and 3 VP tokens)"."""
    return _("(now {money} and {tokens})").format(money=dollars(money), tokens=tokens(pop))


# -- setup ------------------------------------------------------------------------------------------------


def setup_dealt(start_player: int, display: list[list[int]], wanted: list[int], dealt: list[list[int]],
                money: int, supply: int) -> None:
    """The set-up as everybody sees it, and each seat's two character cards named to that seat only."""
    if not telling():
        return
    players = len(dealt)
    tell(_("{seat} is drawn at random as the start player").format(seat=seat_token(start_player)), "start_player",
         seat=start_player)
    # TRANSLATORS: one column of the display: its number, then its tiles ("1: Mine (3) and Well").
    column = _("{number}: {tiles}")
    columns = groups(column.format(number=v, tiles=listing([tile_text(t) for t in col]))
                     for v, col in enumerate(display, 1))
    tell(_("The supply of building tiles, column by column (a building's number in brackets is the die "
           "number it activates on): {columns}").format(columns=columns), "display",
         display=tuple(tuple(col) for col in display))
    card = _("{name} ({condition}: gold {gold} VP, silver {silver} VP)")
    cards = [card.format(name=_(WANTED[w].name), condition=lower_first(_(WANTED[w].text)), gold=WANTED[w].gold_vp,
                         silver=WANTED[w].silver_vp) for w in wanted]
    tell(_("Wanted cards in play: {cards}").format(cards=listing(cards)), "wanted_deal", wanted=tuple(wanted))
    tell(_("Each player takes {money}; the population supply holds {tokens} (15 per player)").format(
        money=dollars(money), tokens=tokens(supply)), "setup_supply", money=money, supply=supply)
    views = {}
    for p in range(players):
        a, b = (character(c) for c in dealt[p])
        views[p] = _("Each player is dealt two character cards; yours are {a} and {b}").format(a=a, b=b)
    tell(_("Each player is dealt two character cards"), "characters_dealt", views=views)


def zebedee_bonus(p: int, extra: int, money: int) -> None:
    if telling():
        tell(_("{seat} takes {extra} more (Zebedee the Land Owner): {money} in all").format(
            seat=seat_token(p), extra=dollars(extra), money=dollars(money)), "zebedee", seat=p, money=extra)


def start_tiles_dealt(p: int, hand: list[int], keep: int) -> None:
    """A seat's starting tiles to choose from: how many for everybody, which ones for that seat."""
    if not telling():
        return
    names = listing([tile_text(t) for t in hand])
    everybody = ngettext("{seat} is dealt {tiles} and keeps {keep} of them to start unbuilt",
                         "{seat} is dealt {tiles} and keeps {keep} of them to start unbuilt", keep)
    own = ngettext("You are dealt {names}: keep {keep} of them to start unbuilt in your town",
                   "You are dealt {names}: keep {keep} of them to start unbuilt in your town", keep)
    tell(everybody.format(seat=seat_token(p), tiles=tiles(len(hand)), keep=keep), "start_tiles", seat=p,
         count=len(hand), views={p: own.format(names=names, keep=keep)})


def jesse_searches(p: int) -> None:
    if telling():
        tell(_("{seat} (Jesse the Specialist) names a colour instead of being dealt tiles").format(seat=seat_token(p)),
             "start_tiles", seat=p, count=0)


def jesse_reveals(p: int, colour: str, revealed: list[int], found: int) -> None:
    """Jesse's search is open to all: the tiles turned over and the one she keeps."""
    if not telling():
        return
    named = colour_word(colour)
    if found >= 0 and revealed:
        text = _("{seat} reveals {tiles}, then {tile}: the first {colour} building, kept to start unbuilt").format(
            seat=seat_token(p), tiles=listing([tile_text(t) for t in revealed]), tile=tile_text(found), colour=named)
    elif found >= 0:
        text = _("{seat} reveals {tile}: the first {colour} building, kept to start unbuilt").format(
            seat=seat_token(p), tile=tile_text(found), colour=named)
    else:
        text = _("{seat} reveals every tile of the draw pile and finds no {colour} building: no starting "
                 "building").format(seat=seat_token(p), colour=named)
    tell(text, "jesse_reveal", seat=p, colour=colour, revealed=tuple(revealed), found=found)


def start_discards(p: int, discarded: list[int]) -> None:
    if not telling() or not discarded:
        return
    tell(_("{seat} discards {tiles} face down").format(seat=seat_token(p), tiles=tiles(len(discarded))), "setup_discard",
         seat=p, count=len(discarded),
         views={p: _("You discard {tiles} face down").format(tiles=listing([tile_text(t) for t in discarded]))})


def discards_under_pile(count: int) -> None:
    if telling() and count:
        tell(ngettext("The {n} tile discarded at set-up goes under the draw pile",
                      "The {n} tiles discarded at set-up go under the draw pile", count).format(n=count),
             "setup_discard", count=count)


# -- rounds -----------------------------------------------------------------------------------------------


def round_begins(number: int, start_player: int, dice: list[int]) -> None:
    if telling():
        shown = listing([str(v) for v in sorted(dice)])
        if number > 1:
            text = _("Round {round}: {seat} is the start player (the marker passes clockwise); the {n} dice are "
                     "rolled and show {dice}")
        else:
            text = _("Round {round}: {seat} is the start player; the {n} dice are rolled and show {dice}")
        tell(text.format(round=number, seat=seat_token(start_player), n=len(dice), dice=shown),
             "round", banner=True, round=number, start_player=start_player, dice=tuple(sorted(dice)))


def leftover_begins(value: int, first: int, michelle: list[int], wen: list[int]) -> None:
    if not telling():
        return
    text = _("Every player has taken two turns: the leftover die shows {value}. In turn order from {seat}, "
             "each player may use it to activate ONE constructed building").format(value=value, seat=seat_token(first))
    notes = [_("{seat} may treat it as any value (Michelle)").format(seat=seat_token(p)) for p in michelle]
    notes += [_("{seat} may activate 2 buildings (Sheriff Wen)").format(seat=seat_token(p)) for p in wen]
    if notes:
        text = _("{text}; {notes}").format(text=text, notes=groups(notes))
    tell(text, "leftover", die=value)


def last_round(causes: list[str], keys: list[str]) -> None:
    if telling():
        tell(_("Last round: {causes}; the game ends at the end of this round").format(causes=listing(causes)),
             "last_round", banner=True, causes=tuple(keys))


def end_called_off(supply: int) -> None:
    if telling():
        tell(_("The population supply holds {tokens} again: the game goes on unless an end condition "
               "is met by the end of the round").format(tokens=tokens(supply)), "last_round", causes=())


def game_ends(round_number: int, causes: list[str], keys: list[str]) -> None:
    if telling():
        tell(_("The game ends after round {round}: {causes}").format(round=round_number, causes=listing(causes)),
             "game_end", banner=True, causes=tuple(keys), round=round_number)


# How a score pad row reads in the final breakdown ("Oil" scores Oil icons), each followed by its VP.
_ROW_WORDS = {
    "Native Settlement": N_("biggest group of Native Settlements {vp}"), "Wanted cards": N_("wanted cards {vp}"),
    "Oil": N_("Oil icons {vp}"), "Rail": N_("Rail icons {vp}"), "Cotton": N_("Cotton icons {vp}"),
    "Population tokens": N_("VP tokens {vp}"),
}  # fmt: skip


def final_breakdown(rows: list[list[tuple[str, int]]], pop: list[int], money: list[int], per_vp: int) -> None:
    """Each seat's score pad before the final line: every row that scores, in the pad's order (the rows'
    labels are the score pad's English ids: building types, "Wanted cards", "Oil" ...)."""
    if not telling():
        return
    for p, pad in enumerate(rows):
        parts = []
        for label, vp in pad:
            if not vp:
                continue
            if label == "Leftover money":
                parts.append(_("leftover money {vp} ({money}, 1 VP per {per})").format(
                    vp=vp, money=dollars(money[p]), per=dollars(per_vp)))
            elif label in _ROW_WORDS:
                parts.append(_(_ROW_WORDS[label]).format(vp=vp))
            else:
                # TRANSLATORS: a score pad row in the final tally: a building type, then its VP ("Well 3").
                parts.append(_("{row} {vp}").format(row=_(label), vp=vp))
        total = sum(vp for _row, vp in pad)
        if parts:
            text = _("{seat} scores {total} VP: {rows}").format(seat=seat_token(p), total=total, rows=listing(parts))
        else:
            text = _("{seat} scores {total} VP: nothing scores").format(seat=seat_token(p), total=total)
        tell(text, "score_pad", seat=p, score=total, rows=tuple(pad))


def final_scores(scores: list[int], winners: list[int], tiebreak: str) -> None:
    if not telling():
        return
    each = _("{seat} {vp} VP")
    shown = listing([each.format(seat=seat_token(p), vp=v) for p, v in sorted(enumerate(scores), key=lambda pv: -pv[1])])
    if len(winners) == 1:
        won = _("{seat} wins").format(seat=seat_token(winners[0]))
    else:
        won = _("{seats} share the win").format(seats=listing([seat_token(p) for p in winners]))
    if tiebreak:
        text = _("Final scores: {scores}. {winners} ({tiebreak})").format(scores=shown, winners=won, tiebreak=tiebreak)
    else:
        text = _("Final scores: {scores}. {winners}").format(scores=shown, winners=won)
    tell(text, "scores", banner=True, scores=tuple(scores), winners=tuple(winners))


# -- the turn ---------------------------------------------------------------------------------------------


def gambled(p: int, value: int, money: int) -> None:
    if telling():
        tell(_("{seat} rolls {value} (now {money})").format(seat=seat_token(p), value=value, money=dollars(money)),
             "gamble", auto=False, seat=p, die=value)


def adjusted(p: int, value: int) -> None:
    if telling():
        tell(_("{seat}\u2019s die now shows {value}").format(seat=seat_token(p), value=value), "adjust", auto=False, seat=p,
             die=value)


def refilled(column: int, tile: int, left: int) -> None:
    if not telling():
        return
    if tile < 0:
        tell(_("The draw pile is empty: column {column} is not refilled").format(column=column), "refill",
             column=column, tile=-1, pile=0)
        return
    if left == 0:
        text = _("Column {column} is refilled with {tile} (the draw pile is now empty)").format(
            column=column, tile=tile_text(tile))
    else:
        text = ngettext("Column {column} is refilled with {tile} ({n} tile left in the draw pile)",
                        "Column {column} is refilled with {tile} ({n} tiles left in the draw pile)", left).format(
            column=column, tile=tile_text(tile), n=left)
    tell(text, "refill", column=column, tile=tile, pile=left)


def native_acts(p: int, t: int, money: int, pop: int) -> None:
    if telling():
        tell(_("{tile} is built at once and acts once: {seat} {effect} {purse}").format(
            tile=tile_text(t), seat=seat_token(p), effect=effect_words(NATIVE_OFFERS[TVARIANT[t]]), purse=purse(money, pop)),
             "native", seat=p, tile=t, variant=TVARIANT[t])


def built(p: int, t: int, only: bool) -> None:
    """A build that needed no choice: the only building under construction."""
    if telling():
        if only:
            text = _("{seat} builds {tile} (the only building under construction)")
        else:
            text = _("{seat} builds {tile}")
        tell(text.format(seat=seat_token(p), tile=tile_text(t)), "build", seat=p, tile=t)


def royce_collects(p: int, colours: list[str], icons: list[str], money: int) -> None:
    """Royce the Shopkeep's coins: one per colour and per stock icon new to the town (``colours`` and
    ``icons``: their names in the current language)."""
    if telling():
        what = [_("the colour {colour}").format(colour=c) for c in colours]
        what += [_("the {icon} icon").format(icon=i) for i in icons]
        coins = len(what)
        tell(_("{seat} collects {coins} for {what}, new in town (Royce the Shopkeep; now {money})").format(
            seat=seat_token(p), coins=dollars(coins), what=listing(what), money=dollars(money)),
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
    one = dollars(1)
    parts = []
    if michelle:
        parts.append(_("treats the leftover die as {n} (Michelle the Blacksmith)").format(n=michelle))
    if how == "extra":
        parts.append(_("pays {one} for the additional activation").format(one=one))
    if jake:
        if use == "build":
            parts.append(_("collects {one} first (Jake the Carpenter), then pays {one} to build").format(one=one))
        else:
            parts.append(_("collects {one} first (Jake the Carpenter), then {one} from the Town Hall").format(one=one))
    if use == "distillery":
        parts.append(_("pays {one} for 2 VP tokens with Merle\u2019s still").format(one=one))
    elif code == TOWN_HALL:
        pass
    elif code == SALOON:
        if saloon == 1:
            parts.append(_("collects {one} for the adjacent constructed building").format(one=one))
        elif saloon:
            parts.append(_("collects {money}, {one} for each adjacent constructed building").format(
                money=dollars(saloon), one=one))
        else:
            parts.append(_("collects nothing: no constructed building is adjacent"))
    else:
        parts.append(effect_words(EFFECTS[code], TNUM[b]))
    changed = money[0] != money[1] or pop[0] != pop[1] or jake
    if parts and changed:
        text = _("{seat} {effects} {purse}").format(seat=seat_token(p), effects=listing(parts), purse=purse(money[1], pop[1]))
    elif parts:
        text = _("{seat} {effects}").format(seat=seat_token(p), effects=listing(parts))
    else:
        text = _("{seat} now has {money} and {tokens}").format(seat=seat_token(p), money=dollars(money[1]),
                                                               tokens=tokens(pop[1]))
    tell(text, "effect", auto=False, seat=p, building=b, use=use, money=money[1] - money[0], vp=pop[1] - pop[0])


def effect(p: int, text: str, money: int, pop: int) -> None:
    """An effect worded by the caller (said after the seat's name), with the seat's changes of money and VP
    tokens."""
    if telling():
        tell(_("{seat} {effects}").format(seat=seat_token(p), effects=text), "effect", auto=False, seat=p, money=money,
             vp=pop)


def undertaker(p: int, paid: list[int], broke: list[int]) -> None:
    """The Undertaker's opponents discard $1, if they can; the ones with no money are named too."""
    if not telling():
        return
    one = dollars(1)
    if paid:
        text = ngettext("{seats} discards {one}", "{seats} each discard {one}", len(paid)).format(
            seats=listing([seat_token(q) for q in paid]), one=one)
        if broke:
            also = ngettext("{seats} has no money to discard", "{seats} have no money to discard", len(broke))
            text = _("{text}; {more}").format(text=text, more=also.format(seats=listing([seat_token(q) for q in broke])))
    else:
        text = _("The other players have no money to discard")
    tell(_("{text} (Undertaker of {seat})").format(text=text, seat=seat_token(p)), "undertaker", seat=p, paid=tuple(paid),
         broke=tuple(broke))


def income(p: int, t: int, money: int, pop: int) -> None:
    """Income as the turn's action: $3, with a display tile discarded under the draw pile."""
    if telling():
        if t >= 0:
            text = _("{tile} goes under the draw pile; {seat} now has {money} and {tokens}").format(
                tile=tile_text(t), seat=seat_token(p), money=dollars(money), tokens=tokens(pop))
        else:
            text = _("{seat} now has {money} and {tokens}").format(seat=seat_token(p), money=dollars(money),
                                                                   tokens=tokens(pop))
        tell(text, "income", auto=False, seat=p, tile=t, money=money)


def offer_lapses(p: int, what: str) -> None:
    """An optional effect with no way to use it: the table moves on and says so (``what``: a sentence
    said after the seat's name, worded by the caller)."""
    if telling():
        tell(_("{seat} {effects}").format(seat=seat_token(p), effects=what), "offer_lapses", seat=p)


def turn_ends_itself(p: int) -> None:
    if telling():
        tell(_("{seat} has nothing more to activate: the turn ends").format(seat=seat_token(p)), "turn_end", seat=p)


def wanted_claimed(p: int, objective: int, metal: str) -> None:
    if not telling():
        return
    w = WANTED[objective]
    if metal == "gold":
        text = _("{seat} claims the gold wanted card {name} ({vp} VP): {condition}")
    else:
        text = _("{seat} claims the silver wanted card {name} ({vp} VP): {condition}; both cards are now taken")
    vp = w.gold_vp if metal == "gold" else w.silver_vp
    tell(text.format(seat=seat_token(p), name=_(w.name), vp=vp, condition=lower_first(_(w.text))), "wanted",
         banner=True, seat=p, objective=objective, metal=metal, vp=vp)


# -- the move's own line ------------------------------------------------------------------------------------

_USE = {
    "build": N_("{who} activates {building} and pays {one} to build"),
    "coin": N_("{who} activates {building} and takes {one}"),
    "distillery": N_("{who} activates {building} and runs it as a Distillery"),
}
# The activation's line, by (trent, josephine), after what it activates ({text}).
_EXTRAS = {
    (True, False): N_("{text}, paying {one} for 1 VP (Trent)"),
    (False, True): N_("{text} for {one} (Sister Josephine)"),
    (True, True): N_("{text}, paying {one} for 1 VP (Trent) for {one} (Sister Josephine)"),
}


def beside(s: EmpresarioState, p: int, x: int, y: int) -> str:
    """Where a tile goes, as a player would say it: "next to Mine (3) and Town Hall A" (the buildings on
    the four sides; constructed ones first), or the grid position when nothing is there yet."""
    placed = s.town[p] if 0 <= p < len(s.town) else {}
    near = [placed[cell(x + dx, y + dy)] for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1))
            if cell(x + dx, y + dy) in placed]
    near.sort(key=lambda t: not s.built[t])
    shown = [tile_text(t) if s.built[t] else _("a building under construction") for t in near[:2]]
    if len(shown) == 2:
        return _("next to {a} and {b}").format(a=shown[0], b=shown[1])
    if shown:
        return _("next to {a}").format(a=shown[0])
    return from_hall(x, y)


def from_hall(x: int, y: int) -> str:
    """A town space by its steps from the Town Hall: "2 left and 1 down from the Town Hall"."""
    across = (_("{n} right") if x > 0 else _("{n} left")).format(n=abs(x)) if x else ""
    down = (_("{n} down") if y > 0 else _("{n} up")).format(n=abs(y)) if y else ""
    if across and down:
        return _("{across} and {down} from the Town Hall").format(across=across, down=down)
    if across or down:
        return _("{steps} from the Town Hall").format(steps=across or down)
    return _("on the Town Hall's space")


def describe_action(s: EmpresarioState, a: Action, names: Sequence[str]) -> str:
    """``s`` is the state before the action."""
    who = names[a.player] if 0 <= a.player < len(names) else f"Seat {a.player}"
    one = dollars(1)
    if isinstance(a, ChooseCharacter):
        if a.character in CHAR_NAMES:
            return _("{who} plays {character}").format(who=who, character=character(a.character))
        return _("{who} plays an unknown character").format(who=who)
    if isinstance(a, ChooseStartColour):
        return _("{who} reveals tiles until a {colour} building").format(who=who, colour=colour_word(a.colour))
    if isinstance(a, PlaceStartTile):
        return _("{who} places a starting building face down {where}").format(who=who,
                                                                             where=beside(s, a.player, a.x, a.y))
    if isinstance(a, ChooseDie):
        value = s.dice[a.die] if 0 <= a.die < len(s.dice) else "?"
        return _("{who} takes a die showing {value}").format(who=who, value=value)
    if isinstance(a, Gamble):
        return _("{who} gambles: re-rolls the die and takes {two}").format(who=who, two=dollars(2))
    if isinstance(a, AdjustDie):
        text = _("{who} pays {one} to turn the die up by 1") if a.delta > 0 else _("{who} pays {one} to turn the die "
                                                                                   "down by 1")
        return text.format(who=who, one=one)
    if isinstance(a, ClaimTile):
        where = beside(s, a.player, a.x, a.y)
        if s.pending and s.pending[-1][0] == F_CLAIM_ANY:
            text = _("{who} claims {tile} and places it {where} for 2 VP tokens")
        else:
            text = _("{who} claims {tile} and places it {where}")
        return text.format(who=who, tile=tile_text(a.tile), where=where)
    if isinstance(a, TakeIncome):
        if a.tile < 0:
            return _("{who} takes {income} income").format(who=who, income=dollars(INCOME))
        return _("{who} discards {tile} for {income}").format(who=who, tile=tile_text(a.tile),
                                                             income=dollars(INCOME))
    if isinstance(a, Activate):
        if TTYPE[a.building] == TOWN_HALL or a.use == "distillery":
            message = _USE.get(a.use, N_("{who} activates {building} and uses it"))
        else:
            message = N_("{who} activates {building}")
        text = _(message).format(who=who, building=tile_name(a.building), one=one)
        extra = _EXTRAS.get((a.trent, a.josephine))
        return _(extra).format(text=text, one=one) if extra else text
    if isinstance(a, ActivateColour):
        return _("{who} activates the Town Hall and {colour} buildings (Jesse)").format(who=who, colour=colour_word(a.colour))
    if isinstance(a, BuildTile):
        return _("{who} builds {tile}").format(who=who, tile=tile_text(a.tile))
    if isinstance(a, IrvingInn):
        return _("{who} uses the leftover die as an Inn: {one} and 1 VP token").format(who=who, one=one)
    if isinstance(a, Skip):
        return _("{who} skips the offer").format(who=who)
    if isinstance(a, EndTurn):
        return _("{who} ends the turn").format(who=who)
    if isinstance(a, Done):
        return _("{who} is done with the leftover die").format(who=who)
    return f"{who}: {a.kind}"
