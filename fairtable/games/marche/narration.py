"""What Animal Marche tells while it is played: every automatic step with its figures, every secret named
to its owner only (``fairtable.engine.narration``).

The phase code (``logic.py``, ``rules.py``, ``scoring.py``) calls these when a step happens; each returns
at once when nobody keeps a journal (the bots' plain ``apply``), so the lines cost nothing in self-play.
Seats are written by number ("Seat 2"); the table puts the names in.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.narration import tell, telling
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche.state import MarcheState
from fairtable.i18n import HAN_SCRIPT, N_, _, groups, language, listing, ngettext, series

D = T.D
PHASE_TITLES = {"solicitation": N_("Phase 1: Solicitation"), "income": N_("Phase 2: Income"),
                "sale": N_("Phase 3: Sale"), "actions": N_("Phase 4: Worker Actions"),
                "closing": N_("Phase 5: Closing")}
#: The store icons as a log line names them ("for every 2 crossed-tools stores").
ICON_WORDS = {T.TOOLS: N_("crossed-tools"), T.HAMMER: N_("hammer"), T.BELL: N_("bell")}


# -- words ----------------------------------------------------------------------------------------------


def seat(p: int) -> str:
    """The seat's token, which the table replaces by the person's name (never translated)."""
    return f"Seat {p + 1}"


def join(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the language's way."""
    return listing(parts)


def both_names(en: str, ja: str) -> str:
    """A component's name with the rulebook's Japanese name beside it: "Cenotaph (英霊碑)". Where the name
    shown is the rulebook's already (Japanese) or the language is written in Chinese characters, the name
    alone: no Japanese name in Chinese text, none said twice."""
    name = _(en)
    if name == ja or language() in HAN_SCRIPT:
        return name
    # TRANSLATORS: a card's name and, in brackets, the Japanese rulebook's name for it (not shown in
    # Chinese and Japanese, which write the name alone).
    return _("{name} ({name_ja})").format(name=name, name_ja=ja)


def coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def wood(n: int) -> str:
    return ngettext("{n} wood", "{n} wood", n).format(n=n)


def vp(n: int) -> str:
    return ngettext("{n} VP", "{n} VP", n).format(n=n)


def figures(coins_: int = 0, wood_: int = 0, vp_: int = 0) -> str:
    """"3 coins, 1 wood and 2 VP"; "nothing" when all are 0."""
    parts = []
    if coins_:
        parts.append(coins(coins_))
    if wood_:
        parts.append(wood(wood_))
    if vp_:
        parts.append(vp(vp_))
    return join(parts) or _("nothing")


def lost_words(coins_: int, wood_: int) -> str:
    """"4 wood is lost", "2 coins and 1 wood are lost"."""
    if coins_ and wood_:
        return ngettext("{coins} coin and {wood} wood are lost", "{coins} coins and {wood} wood are lost",
                        coins_).format(coins=coins_, wood=wood_)
    if coins_:
        return ngettext("{n} coin is lost", "{n} coins are lost", coins_).format(n=coins_)
    return ngettext("{n} wood is lost", "{n} wood is lost", wood_).format(n=wood_)


def track_tops(coins_: bool, wood_: bool) -> str:
    """"30 coins and 15 wood": the tops of the tracks a gain ran into."""
    return join(([coins(NUM.COIN_CAP)] if coins_ else []) + ([wood(NUM.WOOD_CAP)] if wood_ else []))


def over_the_track(coins_: int, wood_: int) -> str:
    """What a gain loses to the tracks' tops: "4 wood is lost: the track holds at most 15 wood"."""
    lost, tops = lost_words(coins_, wood_), track_tops(bool(coins_), bool(wood_))
    if coins_ and wood_:
        return _("{lost}: the tracks hold at most {tops}").format(lost=lost, tops=tops)
    return _("{lost}: the track holds at most {tops}").format(lost=lost, tops=tops)


def store(card: int, advanced: bool) -> str:
    return _(T.side_of(card, advanced).name_en)


def goal_name(g: int) -> str:
    goal = D.goals[g]
    if goal.size == "minor":
        return _("Minor Goal {number}").format(number=goal.number)
    return _("Major Goal {number}").format(number=goal.number)


def goal_words(g: int) -> str:
    """What a goal asks, without its full stop: "Hold 12 coins"."""
    return _(D.goals[g].text).rstrip(".\u3002")


def goal_text(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins)"."""
    return _("{goal} ({text})").format(goal=goal_name(g), text=goal_words(g))


def goal_full(g: int) -> str:
    """"Minor Goal 1 (Hold 12 coins, 3 VP)"."""
    return _("{goal} ({text}, {vp} VP)").format(goal=goal_name(g), text=goal_words(g), vp=D.goals[g].vp)


# -- setup ----------------------------------------------------------------------------------------------


def setup(s: MarcheState) -> None:
    """"Game Setup" and "Individual Board Setup": what lies on the table, who runs which proprietor, the
    goals dealt (each seat told its own), the start player."""
    if not telling():
        return
    geo = T.GEOMETRY[s.players]
    on_plaza = sum(len(c) for c in s.cell_cust)
    if s.players == 2:
        text = _("{on_plaza} customers fill the plaza (the plaza is folded in half for 2 players); "
                 "{aside} wait beside it")
    elif s.players == 3:
        text = _("{on_plaza} customers fill the plaza (the 4 diagonal cells count as outside the plaza for "
                 "3 players); {aside} wait beside it")
    else:
        text = _("{on_plaza} customers fill the plaza; {aside} wait beside it")
    tell(text.format(on_plaza=on_plaza, aside=len(s.aside)), "plaza",
         on_plaza=on_plaza, aside=len(s.aside), cells=len(geo.cells))
    shown = join([_(D.ads[a].name_en) for a in s.ad_display])
    tell(ngettext("Ads on display: {ads}; {n} card in the ad deck", "Ads on display: {ads}; {n} cards in the ad deck",
                  len(s.ad_deck)).format(ads=shown, n=len(s.ad_deck)), "ads",
         ads=tuple(D.ads[a].name_en for a in s.ad_display), deck=len(s.ad_deck))
    for p in range(s.players):
        prop = D.proprietors[s.proprietor[p]]
        tell(_("{seat} runs the stores as {proprietor}: {ability} Starts with {what}").format(
             seat=seat(p), proprietor=both_names(prop.name_en, prop.name_ja), ability=_(prop.ability),
             what=figures(s.coins[p], s.wood[p])), "proprietor",
             seat=p, proprietor=prop.key, coins=s.coins[p], wood=s.wood[p])
    if s.draft:
        text = _("Each player is dealt 1 Minor Goal and 3 Major Goals face down, and drafts the Major Goals: "
                 "keep 1, pass 2 to the left, keep 1 of the 2 from the right, take the last")
        views = {p: _("You are dealt {minor}, and Major Goals to draft: {majors}").format(
                    minor=goal_full(s.minor[p]), majors=join([goal_full(g) for g in s.draft_hands[p]]))
                 for p in range(s.players)}
    else:
        text = _("Each player is dealt 1 Minor Goal and 3 Major Goals, face down (only 2 Major Goals can score)")
        views = {p: _("You are dealt {minor} and three Major Goals (only 2 can score): {majors}").format(
                    minor=goal_full(s.minor[p]), majors=join([goal_full(g) for g in s.majors[p]]))
                 for p in range(s.players)}
    tell(text, "goals_dealt", views=views, minor=1, major=3, draft=s.draft)
    tell(_("{seat} is the start player, drawn at random, and takes the Start Player marker").format(
         seat=seat(s.start)), "start_player", seat=s.start)


def draft_keep(s: MarcheState, p: int, g: int, left: int) -> None:
    """"After receiving the 3 Major Goal cards dealt to you, choose one of them"; ``left`` cards stay."""
    if not telling():
        return
    to = seat((p + 1) % s.players)
    if left == 2:
        text = _("The other 2 go to {seat} once everybody has kept one")
        mine = _("You keep {goal}; the other 2 go to {seat}")
    else:
        text = _("The other one goes to {seat} once everybody has kept one")
        mine = _("You keep {goal}; the other one goes to {seat}")
    tell(text.format(seat=to), "draft_keep", auto=False,
         views={p: mine.format(goal=goal_full(g), seat=to)}, seat=p, kept_of=left + 1)


def draft_passed(s: MarcheState, last: bool) -> None:
    """The hands go to the left; after the second pick each takes the last card that came."""
    if not telling():
        return
    n = s.players
    if last:
        text = _("Each player takes the last Major Goal passed from the right: the goal draft is over")
        views = {p: _("You take the last card, {goal}, from {seat}").format(
                    goal=goal_full(s.draft_hands[p][0]), seat=seat((p - 1) % n))
                 for p in range(n) if s.draft_hands[p]}
    else:
        text = _("The Major Goals left in hand are passed to the left")
        views = {p: _("You receive {goals} from {seat}").format(
                    goals=join([goal_full(g) for g in s.draft_hands[p]]), seat=seat((p - 1) % n))
                 for p in range(n)}
    tell(text, "draft_pass", views=views, last=last)


# -- phases ---------------------------------------------------------------------------------------------


def phase(s: MarcheState, key: str, detail: str = "") -> None:
    if telling():
        title = _(PHASE_TITLES[key])
        # TRANSLATORS: a phase's title ("Phase 2: Income") and what happens in it.
        text = _("{phase}: {detail}").format(phase=title, detail=detail) if detail else title
        tell(text, "phase", phase=key, round=s.round)


def phase_order(s: MarcheState, key: str) -> None:
    """A phase played seat by seat from the start player: who begins, and what each does."""
    if not telling():
        return
    start = seat(s.start)
    if key == "solicitation":
        detail = _("from {seat}, each calls a customer to a store or passes").format(seat=start)
    elif key == "sale":
        detail = _("from {seat}, each may sell one store").format(seat=start)
    else:
        detail = _("from {seat}, each uses one worker from the backyard or passes").format(seat=start)
    phase(s, key, detail)


def toby(s: MarcheState, p: int) -> None:
    if telling():
        tell(ngettext("{seat} (Toby) may rearrange the stores before the Solicitation Phase ({n} move at most)",
                      "{seat} (Toby) may rearrange the stores before the Solicitation Phase ({n} moves at most)",
                      NUM.TOBY_MOVES).format(seat=seat(p), n=NUM.TOBY_MOVES), "toby", seat=p, moves=NUM.TOBY_MOVES)


def toby_moves_used(p: int) -> None:
    if telling():
        tell(ngettext("{seat} has made the {n} move Toby may make: the rearrangement is done",
                      "{seat} has made the {n} moves Toby may make: the rearrangement is done",
                      NUM.TOBY_MOVES).format(seat=seat(p), n=NUM.TOBY_MOVES), "toby_done", seat=p, moves=NUM.TOBY_MOVES)


def start_marker(p: int, forced: bool) -> None:
    if telling():
        if forced:
            text = _("{seat} passes first, having no customer in reach of a free seat, and takes the Start Player "
                     "marker")
        else:
            text = _("{seat} is the first to pass and takes the Start Player marker")
        tell(text.format(seat=seat(p)), "start_marker", auto=forced, seat=p)


def forced_pass(s: MarcheState, p: int, why: str) -> None:
    """A seat that must pass: ``why`` is "customer" (none in reach of a free seat) or "worker" (none left)."""
    if telling():
        if why == "customer":
            text = _("{seat} has no customer in reach of a free seat and passes")
        else:
            text = _("{seat} has no worker left in the backyard and passes")
        tell(text.format(seat=seat(p)), "auto_pass", seat=p, phase=s.phase)


def income_seat(p: int, rows: list[tuple[int, bool, int, int, int, int]], got: tuple[int, int, int],
                lost: tuple[int, int], why_nothing: dict[int, str] | None = None) -> None:
    """One seat's income: a line per store that paid (``rows``: card, advanced, customers, coins, wood, vp),
    then the total it gained after the caps. ``why_nothing``: per store whose customers brought nothing, why
    (a Food Court's count of crossed-tools stores)."""
    if not telling():
        return
    for card, adv, n, coins_, wood_, vp_ in rows:
        name = store(card, adv)
        what = figures(coins_, wood_, vp_)
        if n:
            text = ngettext("{seat}'s {store}: {n} customer brings {what}", "{seat}'s {store}: {n} customers bring {what}",
                            n).format(seat=seat(p), store=name, n=n, what=what)
        else:
            text = _("{seat}'s {store} pays {what}").format(seat=seat(p), store=name, what=what)
        if why_nothing and card in why_nothing and not (coins_ or wood_ or vp_):
            # TRANSLATORS: a line of the log and, in brackets, why it is so.
            text = _("{text} ({why})").format(text=text, why=why_nothing[card])
        tell(text, "income_store", seat=p, store=T.side_of(card, adv).name_en, customers=n, coins=coins_, wood=wood_,
             vp=vp_)
    if rows:
        text = _("{seat} earns {what}").format(seat=seat(p), what=figures(*got))
    else:
        text = _("{seat} earns {what}: no customer in a store").format(seat=seat(p), what=figures(*got))
    if lost[0] or lost[1]:
        text = _("{text} ({why})").format(text=text, why=over_the_track(lost[0], lost[1]))
    tell(text, "income", seat=p, coins=got[0], wood=got[1], vp=got[2], lost_coins=lost[0], lost_wood=lost[1])


def income_summary(s: MarcheState, totals: list[tuple[int, int, int]]) -> None:
    if telling():
        parts = [_("{seat}: {what}").format(seat=seat(p), what=figures(*t)) for p, t in enumerate(totals)]
        tell(_("Income. {totals}").format(totals=groups(parts)), "income_summary", banner=True,
             totals=tuple(totals), round=s.round)


def no_store_to_sell(p: int) -> None:
    if telling():
        tell(_("{seat} has no store to sell").format(seat=seat(p)), "auto_pass", seat=p)


def sale(s: MarcheState, p: int, card: int, vp: int, gains: tuple[int, int], meister: int,
         workers: list[int], customers: int, seller_left: int) -> None:
    """"Phase 3: Sale": the VP, the sale's own gains, workers back, customers to put back on the plaza."""
    if not telling():
        return
    tell(_("The {store} goes back to the play area, basic side up").format(store=store(card, s.advanced[card])),
         "sale", auto=False, seat=p, vp=vp, store=T.side_of(card, s.advanced[card]).name_en)
    if gains[0] or gains[1]:
        tell(_("{seat} gets {what} from the sale").format(seat=seat(p), what=figures(*gains)), "sale_gain",
             auto=False, seat=p, coins=gains[0], wood=gains[1])
    if meister:
        tell(_("{seat} gets {n} wood for selling (Meister)").format(seat=seat(p), n=meister), "meister", auto=False,
             seat=p, wood=meister)
    for w in workers:
        tell(_("{seat}'s worker in it goes back outside the board").format(seat=seat(w)), "worker_back", seat=w)
    if customers:
        tell(ngettext("{n} customer goes back to the plaza from the store: {seat} puts it on a cell with room",
                      "{n} customers go back to the plaza from the store: {seat} puts them on cells with room",
                      customers).format(n=customers, seat=seat(p)), "returning", auto=False, seat=p,
             customers=customers)
    if seller_left:
        tell(_("{seat} may sell one more store (Meister)").format(seat=seat(p)), "meister", seat=p)


def no_room(s: MarcheState, n: int) -> None:
    if telling():
        tell(ngettext("No cell of the plaza has room: {n} customer waits beside it",
                      "No cell of the plaza has room: {n} customers wait beside it", n).format(n=n),
             "aside", customers=n)


def aside(n: int, why: str) -> None:
    """Customers beyond a cell's capacity go beside the plaza; ``why`` says where they stood:
    "construction_site" (a Construction Site placed on them) or "temporary_stage" (a stage moved away)."""
    if telling() and n:
        if why == "construction_site":
            text = ngettext("{n} customer on the Construction Site's cells goes beside the plaza",
                            "{n} customers on the Construction Site's cells go beside the plaza", n)
        elif why == "temporary_stage":
            text = ngettext("{n} customer who stood second on the Temporary Stage's cells goes beside the plaza",
                            "{n} customers who stood second on the Temporary Stage's cells go beside the plaza", n)
        else:
            text = ngettext("{n} customer goes beside the plaza", "{n} customers go beside the plaza", n)
        tell(text.format(n=n), "aside", customers=n)


def hired(s: MarcheState, p: int, n: int, why: str, at_setup: bool) -> None:
    """Workers hired: ``why`` is the line's opening, already in words ("Seat 1 builds the Convenience
    Store")."""
    if telling() and n:
        if at_setup:
            text = ngettext("{why} and hires {n} worker, usable at once", "{why} and hires {n} workers, usable at once",
                            n)
        else:
            text = ngettext("{why} and hires {n} worker, who joins the backyard at Closing, usable next round",
                            "{why} and hires {n} workers, who join the backyard at Closing, usable next round", n)
        tell(text.format(why=why, n=n), "hire", seat=p, workers=n, at_setup=at_setup)


def hired_for_store(s: MarcheState, p: int, n: int, card: int, advanced: bool, at_setup: bool) -> None:
    """Workers hired by building a store that hires them all (the Convenience Store)."""
    if telling() and n:
        hired(s, p, n, _("{seat} builds the {store}").format(seat=seat(p), store=store(card, advanced)), at_setup)


def hired_for_sections(s: MarcheState, p: int, n: int, sections: int, at_setup: bool) -> None:
    """Workers hired as the stores first fill 2, 3 and 4 sections."""
    if telling() and n:
        hired(s, p, n, ngettext("{seat} has stores in {n} section", "{seat} has stores in {n} sections",
                                sections).format(seat=seat(p), n=sections), at_setup)


def gain(p: int, coins_: int, wood_: int, vp_: int, why: str, kind: str, auto: bool = False) -> None:
    """A gain with its reason: ``why`` is "alen" (Alen's ability) or the name of the store built."""
    if telling() and (coins_ or wood_ or vp_):
        what = figures(coins_, wood_, vp_)
        if kind == "alen":
            text = _("{seat} gets {what} (Alen)").format(seat=seat(p), what=what)
        else:
            text = _("{seat} gets {what} from the {store}, when built").format(seat=seat(p), what=what, store=why)
        tell(text, kind, auto=auto, seat=p, coins=coins_, wood=wood_, vp=vp_)


def entered(s: MarcheState, p: int, owner: int, card: int, mine: tuple[int, int, int],
            theirs: tuple[int, int, int], orlando: int,
            lost: tuple[tuple[int, int], tuple[int, int]] = ((0, 0), (0, 0))) -> None:
    """Entering a store: what the visitor and the owner get, and what the tracks' tops took from it."""
    if not telling():
        return

    def capped(who: int, got: tuple[int, int, int], gone: tuple[int, int]) -> str:
        if not (gone[0] or gone[1]):
            return figures(*got)
        return _("{what} ({seat} holds {tops}, the most the track allows, so {lost})").format(
            what=figures(*got), seat=seat(who), tops=track_tops(bool(gone[0]), bool(gone[1])),
            lost=lost_words(*gone))

    values = {"seat": seat(p), "visitor": capped(p, mine, lost[0]), "owner": seat(owner),
              "store": store(card, s.advanced[card]), "theirs": capped(owner, theirs, lost[1])}
    if orlando:
        text = _("{seat} gets {visitor}; {owner}, the owner of {store}, gets {theirs} (1 coin of it for Orlando)")
    else:
        text = _("{seat} gets {visitor}; {owner}, the owner of {store}, gets {theirs}")
    tell(text.format(**values), "enter", auto=False, seat=p, owner=owner, visitor=mine, owner_gain=theirs, lost=lost)


def ad_paid(s: MarcheState, ad: int) -> None:
    if telling():
        paid = sum(x[3] for x in s.ad_workers[ad])
        a = D.ads[ad]
        tell(ngettext("{ad} has {n} coin of the {run_cost} it needs to run",
                      "{ad} has {n} coins of the {run_cost} it needs to run", paid).format(
                 ad=_(a.name_en), n=paid, run_cost=a.run_cost), "ad_paid", auto=False,
             ad=a.name_en, paid=paid, run_cost=a.run_cost)


def ad_run(s: MarcheState, ad: int, vps: list[tuple[int, int]], paid: dict[int, int], taker: int) -> None:
    """"④ Advertising": who paid, who scored what, who takes the card."""
    if not telling():
        return
    a = D.ads[ad]
    scored = join([_("{seat} scores {vp} VP").format(seat=seat(p), vp=vp) for p, vp in vps])
    payers = join([_("{seat} ({coins})").format(seat=seat(p), coins=coins(c)) for p, c in paid.items()])
    values = {"ad": _(a.name_en), "payers": payers, "scored": scored, "taker": seat(taker)}
    if len(paid) == 1:
        text = _("{ad} runs, paid for by {payers}: {scored}; {taker} takes the card")
    elif len(set(paid.values())) > 1:
        text = _("{ad} runs, paid for by {payers}: {scored}; {taker} paid the most and takes the card")
    else:
        text = _("{ad} runs, paid for by {payers}: {scored}; {taker} paid as much, but first, and takes the card")
    tell(text.format(**values), "ad_run", ad=a.name_en, paid=tuple(paid.items()), vp=tuple(vps), taker=taker)


def ad_drawn(s: MarcheState, ad: int | None) -> None:
    if telling():
        if ad is None:
            tell(_("The ad deck is empty: no new ad is drawn"), "ad_drawn", ad=None)
        else:
            a = D.ads[ad]
            n = len(s.ad_deck)
            tell(ngettext("{ad} is drawn to the display (runs at {run_cost} coins; {n} card left in the deck)",
                          "{ad} is drawn to the display (runs at {run_cost} coins; {n} cards left in the deck)",
                          n).format(ad=_(a.name_en), run_cost=a.run_cost, n=n), "ad_drawn", ad=a.name_en, deck=n)


def gray_hired(p: int) -> None:
    if telling():
        tell(_("{seat}'s gray worker can be used from the next turn").format(seat=seat(p)), "gray", auto=False,
             seat=p)


def gray_joins(p: int) -> None:
    if telling():
        tell(_("{seat}'s gray worker joins the backyard").format(seat=seat(p)), "gray_joins", seat=p)


def goal_revealed(s: MarcheState, p: int, g: int) -> None:
    """"Revealed When Achieved": the card is shown to everybody the moment it scores."""
    if telling():
        tell(_("{seat} achieves and reveals {goal}: {vp} VP").format(seat=seat(p), goal=goal_text(g),
                                                                     vp=D.goals[g].vp),
             "goal_revealed", seat=p, goal=_goal_key(g), vp=D.goals[g].vp)


def _goal_key(g: int) -> str:
    """A goal as the events' values name it, in English: "Minor Goal 1"."""
    goal = D.goals[g]
    return f"{'Minor' if goal.size == 'minor' else 'Major'} Goal {goal.number}"


def closing(s: MarcheState, back: int, waiting: int, hired_in: list[int], on_ads: int) -> None:
    if not telling():
        return
    text = ngettext("{n} customer goes back to the plaza", "{n} customers go back to the plaza", back).format(n=back)
    if waiting:
        text = ngettext("{text}, {n} waits beside it", "{text}, {n} wait beside it", waiting).format(text=text,
                                                                                                  n=waiting)
    text = _("{text}; used workers return to the backyards").format(text=text)
    if hired_in:
        text = _("{text}, and the workers hired this round join them ({seats})").format(
            text=text, seats=join([seat(p) for p in hired_in]))
    if on_ads:
        text = ngettext("{text}; {n} worker on ads not yet run stays", "{text}; {n} workers on ads not yet run stay",
                        on_ads).format(text=text, n=on_ads)
    phase(s, "closing", text)


def new_round(s: MarcheState) -> None:
    if telling():
        if s.round == NUM.ROUNDS:
            text = _("Round {round} of {rounds} (the last round) begins; {seat} is the start player")
        else:
            text = _("Round {round} of {rounds} begins; {seat} is the start player")
        tell(text.format(round=s.round, rounds=NUM.ROUNDS, seat=seat(s.start)), "round",
             banner=True, round=s.round, last=s.round == NUM.ROUNDS, start=s.start)


def game_end(s: MarcheState, stores: list[list[tuple[int, int]]], end_goals: list[list[int]], scores: list[int],
             winners: list[int], unscored: list[list[int]] | None = None) -> None:
    """"Game Ending and Scoring": each store's VP, goals revealed at the end, a Major Goal met beyond the two
    that may score (named to its owner only: it stays face down), the totals and who won. ``stores``: per
    seat, (card, VP) of each store in a section."""
    if not telling():
        return
    for p in range(s.players):
        total = sum(vp for _c, vp in stores[p])
        listed = join([_("{store} {vp}").format(store=store(c, s.advanced[c]), vp=vp) for c, vp in stores[p]])
        if listed:
            text = _("{seat}'s stores in the sections score {vp} VP: {stores}").format(seat=seat(p), vp=total,
                                                                                        stores=listed)
        else:
            text = _("{seat}'s stores in the sections score {vp} VP").format(seat=seat(p), vp=total)
        tell(text, "final_stores", seat=p, vp=total,
             stores=tuple((T.side_of(c, s.advanced[c]).name_en, vp) for c, vp in stores[p]))
        for g in end_goals[p]:
            tell(_("{seat} reveals {goal}: {vp} VP").format(seat=seat(p), goal=goal_text(g), vp=D.goals[g].vp),
                 "goal_end", seat=p, goal=_goal_key(g), vp=D.goals[g].vp)
        for g in (unscored or [[] for _p in range(s.players)])[p]:
            tell(_("{seat} also meets a third Major Goal, but only 2 Major Goals may score").format(seat=seat(p)),
                 "goal_unscored", seat=p,
                 views={p: _("You also meet {goal}, but only 2 Major Goals may score").format(goal=goal_text(g))})
    ranked = sorted(range(s.players), key=lambda p: -scores[p])
    tell(_("Final scores: {scores}").format(
        scores=series(_("{seat} {vp} VP").format(seat=seat(p), vp=scores[p]) for p in ranked)),
        "final_scores", scores=tuple(scores))
    if len(winners) == 1:
        text = _("The game is over: {seat} wins with {vp} VP").format(seat=seat(winners[0]), vp=scores[winners[0]])
    else:
        text = _("The game is over: {seats} share the victory with {vp} VP").format(
            seats=join([seat(p) for p in winners]), vp=scores[winners[0]])
    tell(text, "game_end", banner=True, winners=tuple(winners), scores=tuple(scores))
