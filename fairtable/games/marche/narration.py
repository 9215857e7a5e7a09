"""What Animal Marche tells while it is played: every automatic step with its figures, every secret named
to its owner only (``fairtable.engine.narration``).

The phase code (``logic.py``, ``rules.py``, ``scoring.py``) calls these when a step happens; each returns
at once when nobody keeps a journal (the bots' plain ``apply``), so the lines cost nothing in self-play.
Seats are written by number ("Seat 2"); the table puts the names in.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.narration import tell, telling
from fairtable.games.marche import tables as T
from fairtable.games.marche.state import MarcheState

D = T.D
PHASE_TITLES = {"solicitation": "Phase 1: Solicitation", "income": "Phase 2: Income", "sale": "Phase 3: Sale",
                "actions": "Phase 4: Worker Actions", "closing": "Phase 5: Closing"}


# -- words ----------------------------------------------------------------------------------------------


def seat(p: int) -> str:
    return f"Seat {p + 1}"


def plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def join(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def figures(coins: int = 0, wood: int = 0, vp: int = 0) -> str:
    """"3 coins, 1 wood and 2 VP"; "nothing" when all are 0."""
    parts = []
    if coins:
        parts.append(plural(coins, "coin"))
    if wood:
        parts.append(f"{wood} wood")
    if vp:
        parts.append(f"{vp} VP")
    return join(parts) or "nothing"


def over_the_track(coins: int, wood: int) -> str:
    """What a gain loses to the tracks' tops: "4 wood is lost: the track holds at most 15 wood"."""
    parts, tops = [], []
    if coins:
        parts.append(plural(coins, "coin"))
        tops.append(f"{T.COIN_CAP} coins")
    if wood:
        parts.append(f"{wood} wood")
        tops.append(f"{T.WOOD_CAP} wood")
    verb = "are" if coins > 1 or (coins and wood) else "is"
    tracks = "the tracks hold" if len(tops) > 1 else "the track holds"
    return f"{join(parts)} {verb} lost: {tracks} at most {join(tops)}"


def store(card: int, advanced: bool) -> str:
    return T.side_of(card, advanced).name_en


def goal_name(g: int) -> str:
    goal = D.goals[g]
    return f"{'Minor' if goal.size == 'minor' else 'Major'} Goal {goal.number}"


def goal_text(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins)"."""
    return f"{goal_name(g)} ({D.goals[g].text.rstrip('.')})"


def goal_full(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins, 3 VP)"."""
    goal = D.goals[g]
    return f"{goal_name(g)} ({goal.text.rstrip('.')}, {goal.vp} VP)"


def _customers(n: int, verb: str = "", verb_one: str = "") -> str:
    """"1 customer goes", "2 customers go"."""
    if not verb:
        return plural(n, "customer")
    return f"{plural(n, 'customer')} {verb_one if n == 1 else verb}"


# -- setup ----------------------------------------------------------------------------------------------


def setup(s: MarcheState) -> None:
    """"Game Setup" and "Individual Board Setup": what lies on the table, who runs which proprietor, the
    goals dealt (each seat told its own), the start player."""
    if not telling():
        return
    geo = T.GEOMETRY[s.players]
    on_plaza = sum(len(c) for c in s.cell_cust)
    where = {2: " (the plaza is folded in half for 2 players)",
             3: " (the 4 diagonal cells count as outside the plaza for 3 players)"}.get(s.players, "")
    tell(f"{on_plaza} customers fill the plaza{where}; {len(s.aside)} wait beside it", "plaza",
         on_plaza=on_plaza, aside=len(s.aside), cells=len(geo.cells))
    shown = join([D.ads[a].name_en for a in s.ad_display])
    tell(f"Ads on display: {shown}; {plural(len(s.ad_deck), 'card')} in the ad deck", "ads",
         ads=tuple(D.ads[a].name_en for a in s.ad_display), deck=len(s.ad_deck))
    for p in range(s.players):
        prop = D.proprietors[s.proprietor[p]]
        tell(f"{seat(p)} runs the stores as {prop.name_en} ({prop.name_ja}): {prop.ability} "
             f"Starts with {figures(s.coins[p], s.wood[p])}", "proprietor",
             seat=p, proprietor=prop.key, coins=s.coins[p], wood=s.wood[p])
    if s.draft:
        text = ("Each player is dealt 1 Minor Goal and 3 Major Goals face down, and drafts the Major Goals: "
                "keep 1, pass 2 to the left, keep 1 of the 2 from the right, take the last")
        views = {p: f"You are dealt {goal_full(s.minor[p])}, and Major Goals to draft: "
                    f"{join([goal_full(g) for g in s.draft_hands[p]])}" for p in range(s.players)}
    else:
        text = "Each player is dealt 1 Minor Goal and 3 Major Goals, face down (only 2 Major Goals can score)"
        views = {p: f"You are dealt {goal_full(s.minor[p])} and three Major Goals (only 2 can score): "
                    f"{join([goal_full(g) for g in s.majors[p]])}" for p in range(s.players)}
    tell(text, "goals_dealt", views=views, minor=1, major=3, draft=s.draft)
    tell(f"{seat(s.start)} is the start player, drawn at random, and takes the Start Player marker",
         "start_player", seat=s.start)


def draft_keep(s: MarcheState, p: int, g: int, left: int) -> None:
    """"After receiving the 3 Major Goal cards dealt to you, choose one of them"; ``left`` cards stay."""
    if not telling():
        return
    to = seat((p + 1) % s.players)
    rest = "the other 2 go to" if left == 2 else "the other one goes to"
    tell(f"{rest[0].upper()}{rest[1:]} {to} once everybody has kept one", "draft_keep", auto=False,
         views={p: f"You keep {goal_full(g)}; {rest} {to}"}, seat=p, kept_of=left + 1)


def draft_passed(s: MarcheState, last: bool) -> None:
    """The hands go to the left; after the second pick each takes the last card that came."""
    if not telling():
        return
    n = s.players
    if last:
        text = "Each player takes the last Major Goal passed from the right: the goal draft is over"
        views = {p: f"You take the last card, {goal_full(s.draft_hands[p][0])}, from {seat((p - 1) % n)}"
                 for p in range(n) if s.draft_hands[p]}
    else:
        text = "The Major Goals left in hand are passed to the left"
        views = {p: f"You receive {join([goal_full(g) for g in s.draft_hands[p]])} from {seat((p - 1) % n)}"
                 for p in range(n)}
    tell(text, "draft_pass", views=views, last=last)


# -- phases ---------------------------------------------------------------------------------------------


def phase(s: MarcheState, key: str, detail: str = "") -> None:
    if telling():
        tell(f"{PHASE_TITLES[key]}{': ' + detail if detail else ''}", "phase", phase=key, round=s.round)


def toby(s: MarcheState, p: int) -> None:
    if telling():
        tell(f"{seat(p)} (Toby) may rearrange the stores before the Solicitation Phase "
             f"({plural(T.TOBY_MOVES, 'move')} at most)", "toby", seat=p, moves=T.TOBY_MOVES)


def toby_moves_used(p: int) -> None:
    if telling():
        tell(f"{seat(p)} has made the {T.TOBY_MOVES} moves Toby may make: the rearrangement is done", "toby_done",
             seat=p, moves=T.TOBY_MOVES)


def start_marker(p: int, forced: bool) -> None:
    if telling():
        how = "passes first, having no customer in reach of a free seat, and" if forced else "is the first to pass and"
        tell(f"{seat(p)} {how} takes the Start Player marker", "start_marker", auto=forced, seat=p)


def forced_pass(s: MarcheState, p: int, why: str) -> None:
    if telling():
        tell(f"{seat(p)} {why} and passes", "auto_pass", seat=p, phase=s.phase)


def income_seat(p: int, rows: list[tuple[int, bool, int, int, int, int]], got: tuple[int, int, int],
                lost: tuple[int, int], why_nothing: dict[int, str] | None = None) -> None:
    """One seat's income: a line per store that paid (``rows``: card, advanced, customers, coins, wood, vp),
    then the total it gained after the caps. ``why_nothing``: per store whose customers brought nothing, why
    (a Food Court's count of crossed-tools stores)."""
    if not telling():
        return
    for card, adv, n, coins, wood, vp in rows:
        name = store(card, adv)
        what = figures(coins, wood, vp)
        text = f"{seat(p)}'s {name}: {_customers(n, 'bring', 'brings')} {what}" if n else f"{seat(p)}'s {name} pays {what}"
        if why_nothing and card in why_nothing and not (coins or wood or vp):
            text += f" ({why_nothing[card]})"
        tell(text, "income_store", seat=p, store=name, customers=n, coins=coins, wood=wood, vp=vp)
    text = f"{seat(p)} earns {figures(*got)}"
    if not rows:
        text += ": no customer in a store"
    if lost[0] or lost[1]:
        text += f" ({over_the_track(lost[0], lost[1])})"
    tell(text, "income", seat=p, coins=got[0], wood=got[1], vp=got[2], lost_coins=lost[0], lost_wood=lost[1])


def income_summary(s: MarcheState, totals: list[tuple[int, int, int]]) -> None:
    if telling():
        parts = [f"{seat(p)}: {figures(*t)}" for p, t in enumerate(totals)]
        tell("Income. " + "; ".join(parts), "income_summary", banner=True, totals=tuple(totals), round=s.round)


def no_store_to_sell(p: int) -> None:
    if telling():
        tell(f"{seat(p)} has no store to sell", "auto_pass", seat=p)


def sale(s: MarcheState, p: int, card: int, vp: int, gains: tuple[int, int], meister: int,
         workers: list[int], customers: int, seller_left: int) -> None:
    """"Phase 3: Sale": the VP, the sale's own gains, workers back, customers to put back on the plaza."""
    if not telling():
        return
    tell(f"The {store(card, s.advanced[card])} goes back to the play area, basic side up", "sale", auto=False,
         seat=p, vp=vp, store=store(card, s.advanced[card]))
    if gains[0] or gains[1]:
        tell(f"{seat(p)} gets {figures(*gains)} from the sale", "sale_gain", auto=False, seat=p,
             coins=gains[0], wood=gains[1])
    if meister:
        tell(f"{seat(p)} gets {meister} wood for selling (Meister)", "meister", auto=False, seat=p, wood=meister)
    for w in workers:
        tell(f"{seat(w)}'s worker in it goes back outside the board", "worker_back", seat=w)
    if customers:
        tell(f"{_customers(customers, 'go', 'goes')} back to the plaza from the store: {seat(p)} puts "
             f"{'it on a cell' if customers == 1 else 'them on cells'} with room", "returning", auto=False, seat=p,
             customers=customers)
    if seller_left:
        tell(f"{seat(p)} may sell one more store (Meister)", "meister", seat=p)


def no_room(s: MarcheState, n: int) -> None:
    if telling():
        tell(f"No cell of the plaza has room: {_customers(n, 'wait', 'waits')} beside it", "aside", customers=n)


def aside(n: int, why: str) -> None:
    if telling() and n:
        tell(f"{_customers(n)} {why} {'goes' if n == 1 else 'go'} beside the plaza", "aside", customers=n)


def hired(s: MarcheState, p: int, n: int, why: str, at_setup: bool) -> None:
    if telling() and n:
        if at_setup:
            when = "usable at once"
        else:
            when = f"{'who joins' if n == 1 else 'who join'} the backyard at Closing, usable next round"
        tell(f"{seat(p)} {why} and hires {plural(n, 'worker')}, {when}", "hire", seat=p, workers=n,
             at_setup=at_setup)


def gain(p: int, coins: int, wood: int, vp: int, why: str, kind: str, auto: bool = False) -> None:
    if telling() and (coins or wood or vp):
        tell(f"{seat(p)} gets {figures(coins, wood, vp)} {why}", kind, auto=auto, seat=p, coins=coins, wood=wood,
             vp=vp)


def entered(s: MarcheState, p: int, owner: int, card: int, mine: tuple[int, int, int],
            theirs: tuple[int, int, int], orlando: int,
            lost: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))) -> None:
    """Entering a store: what the visitor and the owner get, and what the tracks' tops took from it."""
    if not telling():
        return
    extra = " (1 coin of it for Orlando)" if orlando else ""

    def capped(who: int, got: tuple[int, int, int], gone: tuple[int, int]) -> str:
        if not (gone[0] or gone[1]):
            return figures(*got)
        tops = join(([f"{T.COIN_CAP} coins"] if gone[0] else []) + ([f"{T.WOOD_CAP} wood"] if gone[1] else []))
        lost_words = over_the_track(*gone).partition(":")[0]
        return f"{figures(*got)} ({seat(who)} holds {tops}, the most the track allows, so {lost_words})"

    tell(f"{seat(p)} gets {capped(p, mine, lost[0])}; {seat(owner)}, the owner of {store(card, s.advanced[card])}, "
         f"gets {capped(owner, theirs, lost[1])}{extra}", "enter", auto=False, seat=p, owner=owner, visitor=mine,
         owner_gain=theirs, lost=lost)


def ad_paid(s: MarcheState, ad: int) -> None:
    if telling():
        paid = sum(x[3] for x in s.ad_workers[ad])
        a = D.ads[ad]
        tell(f"{a.name_en} has {plural(paid, 'coin')} of the {a.run_cost} it needs to run", "ad_paid", auto=False,
             ad=a.name_en, paid=paid, run_cost=a.run_cost)


def ad_run(s: MarcheState, ad: int, vps: list[tuple[int, int]], paid: dict[int, int], taker: int) -> None:
    """"④ Advertising": who paid, who scored what, who takes the card."""
    if not telling():
        return
    a = D.ads[ad]
    scored = join([f"{seat(p)} scores {vp} VP" for p, vp in vps])
    payers = join([f"{seat(p)} ({plural(c, 'coin')})" for p, c in paid.items()])
    if len(paid) == 1:
        most = "takes the card"
    elif len(set(paid.values())) > 1:
        most = "paid the most and takes the card"
    else:
        most = "paid as much, but first, and takes the card"
    tell(f"{a.name_en} runs, paid for by {payers}: {scored}; {seat(taker)} {most}", "ad_run",
         ad=a.name_en, paid=tuple(paid.items()), vp=tuple(vps), taker=taker)


def ad_drawn(s: MarcheState, ad: int | None) -> None:
    if telling():
        if ad is None:
            tell("The ad deck is empty: no new ad is drawn", "ad_drawn", ad=None)
        else:
            a = D.ads[ad]
            tell(f"{a.name_en} is drawn to the display (runs at {a.run_cost} coins; "
                 f"{plural(len(s.ad_deck), 'card')} left in the deck)", "ad_drawn", ad=a.name_en, deck=len(s.ad_deck))


def gray_hired(p: int) -> None:
    if telling():
        tell(f"{seat(p)}'s gray worker can be used from the next turn", "gray", auto=False, seat=p)


def gray_joins(p: int) -> None:
    if telling():
        tell(f"{seat(p)}'s gray worker joins the backyard", "gray_joins", seat=p)


def goal_revealed(s: MarcheState, p: int, g: int) -> None:
    """"Revealed When Achieved": the card is shown to everybody the moment it scores."""
    if telling():
        tell(f"{seat(p)} achieves and reveals {goal_text(g)}: {D.goals[g].vp} VP", "goal_revealed", seat=p,
             goal=goal_name(g), vp=D.goals[g].vp)


def closing(s: MarcheState, back: int, waiting: int, hired_in: list[int], on_ads: int) -> None:
    if not telling():
        return
    text = f"{_customers(back, 'go', 'goes')} back to the plaza"
    if waiting:
        text += f", {waiting} {'waits' if waiting == 1 else 'wait'} beside it"
    text += "; used workers return to the backyards"
    if hired_in:
        text += f", and the workers hired this round join them ({join([seat(p) for p in hired_in])})"
    if on_ads:
        text += f"; {plural(on_ads, 'worker')} on ads not yet run {'stays' if on_ads == 1 else 'stay'}"
    phase(s, "closing", text)


def new_round(s: MarcheState) -> None:
    if telling():
        last = " (the last round)" if s.round == T.ROUNDS else ""
        tell(f"Round {s.round} of {T.ROUNDS}{last} begins; {seat(s.start)} is the start player", "round",
             banner=True, round=s.round, last=s.round == T.ROUNDS, start=s.start)


def game_end(s: MarcheState, stores: list[list[tuple[int, int]]], end_goals: list[list[int]], scores: list[int],
             winners: list[int], unscored: list[list[int]] | None = None) -> None:
    """"Game Ending and Scoring": each store's VP, goals revealed at the end, a Major Goal met beyond the two
    that may score (named to its owner only: it stays face down), the totals and who won. ``stores``: per
    seat, (card, VP) of each store in a section."""
    if not telling():
        return
    for p in range(s.players):
        total = sum(vp for _, vp in stores[p])
        listed = join([f"{store(c, s.advanced[c])} {vp}" for c, vp in stores[p]])
        tell(f"{seat(p)}'s stores in the sections score {total} VP" + (f": {listed}" if listed else ""),
             "final_stores", seat=p, vp=total, stores=tuple((store(c, s.advanced[c]), vp) for c, vp in stores[p]))
        for g in end_goals[p]:
            tell(f"{seat(p)} reveals {goal_text(g)}: {D.goals[g].vp} VP", "goal_end", seat=p, goal=goal_name(g),
                 vp=D.goals[g].vp)
        for g in (unscored or [[] for _ in range(s.players)])[p]:
            tell(f"{seat(p)} also meets a third Major Goal, but only 2 Major Goals may score", "goal_unscored",
                 seat=p, views={p: f"You also meet {goal_text(g)}, but only 2 Major Goals may score"})
    ranked = sorted(range(s.players), key=lambda p: -scores[p])
    tell("Final scores: " + "; ".join(f"{seat(p)} {scores[p]} VP" for p in ranked), "final_scores",
         scores=tuple(scores))
    if len(winners) == 1:
        text = f"The game is over: {seat(winners[0])} wins with {scores[winners[0]]} VP"
    else:
        text = f"The game is over: {join([seat(p) for p in winners])} share the victory with {scores[winners[0]]} VP"
    tell(text, "game_end", banner=True, winners=tuple(winners), scores=tuple(scores))
