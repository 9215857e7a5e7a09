"""What Animal Marche tells while it is played: the log line of each action (``describe``: the move as
everybody saw it made), and every automatic step with its figures, every secret named to its owner only
(``fairtable.engine.narration``).

The rules (``flow.py``, ``moves.py``, ``sections/``) call the tell helpers when a step happens; each returns
at once when nobody keeps a journal (the bots' plain ``apply``), so the lines cost nothing in self-play.
Seats are written by number ("Seat 2"); the table puts the names in.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairtable.engine.actions import Action
from fairtable.engine.narration import tell, telling
from fairtable.engine.seats import seat_token
from fairtable.games.marche import actions as A
from fairtable.games.marche import data as T
from fairtable.games.marche import numbers as NUM
from fairtable.games.marche import words as W
from fairtable.games.marche.actions import Advertise, Build, BuildFacility
from fairtable.games.marche.scoring import store_vp
from fairtable.games.marche.sections.construction import build_cost, renovation_cost
from fairtable.games.marche.sections.plaza import customer_cell
from fairtable.games.marche.state import MarcheState
from fairtable.games.marche.words import (
    both_names,
    coins,
    figures,
    goal_full,
    goal_key,
    goal_text,
    join,
    lost_words,
    over_the_track,
    store,
    track_tops,
)
from fairtable.i18n import N_, _, groups, ngettext, series

D = T.D


PHASE_TITLES = {"solicitation": N_("Phase 1: Solicitation"), "income": N_("Phase 2: Income"),
                "sale": N_("Phase 3: Sale"), "actions": N_("Phase 4: Worker Actions"),
                "closing": N_("Phase 5: Closing")}


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
             seat=seat_token(p), proprietor=both_names(prop.name_en, prop.name_ja), ability=_(prop.ability),
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
         seat=seat_token(s.start)), "start_player", seat=s.start)


def draft_keep(s: MarcheState, p: int, g: int, left: int) -> None:
    """"After receiving the 3 Major Goal cards dealt to you, choose one of them"; ``left`` cards stay."""
    if not telling():
        return
    to = seat_token((p + 1) % s.players)
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
                    goal=goal_full(s.draft_hands[p][0]), seat=seat_token((p - 1) % n))
                 for p in range(n) if s.draft_hands[p]}
    else:
        text = _("The Major Goals left in hand are passed to the left")
        views = {p: _("You receive {goals} from {seat}").format(
                    goals=join([goal_full(g) for g in s.draft_hands[p]]), seat=seat_token((p - 1) % n))
                 for p in range(n)}
    tell(text, "draft_pass", views=views, last=last)


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
    start = seat_token(s.start)
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
                      NUM.TOBY_MOVES).format(seat=seat_token(p), n=NUM.TOBY_MOVES), "toby", seat=p, moves=NUM.TOBY_MOVES)


def toby_moves_used(p: int) -> None:
    if telling():
        tell(ngettext("{seat} has made the {n} move Toby may make: the rearrangement is done",
                      "{seat} has made the {n} moves Toby may make: the rearrangement is done",
                      NUM.TOBY_MOVES).format(seat=seat_token(p), n=NUM.TOBY_MOVES), "toby_done", seat=p, moves=NUM.TOBY_MOVES)


def start_marker(p: int, forced: bool) -> None:
    if telling():
        if forced:
            text = _("{seat} passes first, having no customer in reach of a free seat, and takes the Start Player "
                     "marker")
        else:
            text = _("{seat} is the first to pass and takes the Start Player marker")
        tell(text.format(seat=seat_token(p)), "start_marker", auto=forced, seat=p)


def forced_pass(s: MarcheState, p: int, why: str) -> None:
    """A seat that must pass: ``why`` is "customer" (none in reach of a free seat) or "worker" (none left)."""
    if telling():
        if why == "customer":
            text = _("{seat} has no customer in reach of a free seat and passes")
        else:
            text = _("{seat} has no worker left in the backyard and passes")
        tell(text.format(seat=seat_token(p)), "auto_pass", seat=p, phase=s.phase)


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
                            n).format(seat=seat_token(p), store=name, n=n, what=what)
        else:
            text = _("{seat}'s {store} pays {what}").format(seat=seat_token(p), store=name, what=what)
        if why_nothing and card in why_nothing and not (coins_ or wood_ or vp_):
            # TRANSLATORS: a line of the log and, in brackets, why it is so.
            text = _("{text} ({why})").format(text=text, why=why_nothing[card])
        tell(text, "income_store", seat=p, store=T.side_of(card, adv).name_en, customers=n, coins=coins_, wood=wood_,
             vp=vp_)
    if rows:
        text = _("{seat} earns {what}").format(seat=seat_token(p), what=figures(*got))
    else:
        text = _("{seat} earns {what}: no customer in a store").format(seat=seat_token(p), what=figures(*got))
    if lost[0] or lost[1]:
        text = _("{text} ({why})").format(text=text, why=over_the_track(lost[0], lost[1]))
    tell(text, "income", seat=p, coins=got[0], wood=got[1], vp=got[2], lost_coins=lost[0], lost_wood=lost[1])


def income_summary(s: MarcheState, totals: list[tuple[int, int, int]]) -> None:
    if telling():
        parts = [_("{seat}: {what}").format(seat=seat_token(p), what=figures(*t)) for p, t in enumerate(totals)]
        tell(_("Income. {totals}").format(totals=groups(parts)), "income_summary", banner=True,
             totals=tuple(totals), round=s.round)


def no_store_to_sell(p: int) -> None:
    if telling():
        tell(_("{seat} has no store to sell").format(seat=seat_token(p)), "auto_pass", seat=p)


def sale(s: MarcheState, p: int, card: int, vp: int, gains: tuple[int, int], meister: int,
         workers: list[int], customers: int, seller_left: int) -> None:
    """"Phase 3: Sale": the VP, the sale's own gains, workers back, customers to put back on the plaza."""
    if not telling():
        return
    tell(_("The {store} goes back to the play area, basic side up").format(store=store(card, s.advanced[card])),
         "sale", auto=False, seat=p, vp=vp, store=T.side_of(card, s.advanced[card]).name_en)
    if gains[0] or gains[1]:
        tell(_("{seat} gets {what} from the sale").format(seat=seat_token(p), what=figures(*gains)), "sale_gain",
             auto=False, seat=p, coins=gains[0], wood=gains[1])
    if meister:
        tell(_("{seat} gets {n} wood for selling (Meister)").format(seat=seat_token(p), n=meister), "meister", auto=False,
             seat=p, wood=meister)
    for w in workers:
        tell(_("{seat}'s worker in it goes back outside the board").format(seat=seat_token(w)), "worker_back", seat=w)
    if customers:
        tell(ngettext("{n} customer goes back to the plaza from the store: {seat} puts it on a cell with room",
                      "{n} customers go back to the plaza from the store: {seat} puts them on cells with room",
                      customers).format(n=customers, seat=seat_token(p)), "returning", auto=False, seat=p,
             customers=customers)
    if seller_left:
        tell(_("{seat} may sell one more store (Meister)").format(seat=seat_token(p)), "meister", seat=p)


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
        hired(s, p, n, _("{seat} builds the {store}").format(seat=seat_token(p), store=store(card, advanced)), at_setup)


def hired_for_sections(s: MarcheState, p: int, n: int, sections: int, at_setup: bool) -> None:
    """Workers hired as the stores first fill 2, 3 and 4 sections."""
    if telling() and n:
        hired(s, p, n, ngettext("{seat} has stores in {n} section", "{seat} has stores in {n} sections",
                                sections).format(seat=seat_token(p), n=sections), at_setup)


def gain(p: int, coins_: int, wood_: int, vp_: int, why: str, kind: str, auto: bool = False) -> None:
    """A gain with its reason: ``why`` is "alen" (Alen's ability) or the name of the store built."""
    if telling() and (coins_ or wood_ or vp_):
        what = figures(coins_, wood_, vp_)
        if kind == "alen":
            text = _("{seat} gets {what} (Alen)").format(seat=seat_token(p), what=what)
        else:
            text = _("{seat} gets {what} from the {store}, when built").format(seat=seat_token(p), what=what, store=why)
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
            what=figures(*got), seat=seat_token(who), tops=track_tops(bool(gone[0]), bool(gone[1])),
            lost=lost_words(*gone))

    values = {"seat": seat_token(p), "visitor": capped(p, mine, lost[0]), "owner": seat_token(owner),
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
    scored = join([_("{seat} scores {vp} VP").format(seat=seat_token(p), vp=vp) for p, vp in vps])
    payers = join([_("{seat} ({coins})").format(seat=seat_token(p), coins=coins(c)) for p, c in paid.items()])
    values = {"ad": _(a.name_en), "payers": payers, "scored": scored, "taker": seat_token(taker)}
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
        tell(_("{seat}'s gray worker can be used from the next turn").format(seat=seat_token(p)), "gray", auto=False,
             seat=p)


def gray_joins(p: int) -> None:
    if telling():
        tell(_("{seat}'s gray worker joins the backyard").format(seat=seat_token(p)), "gray_joins", seat=p)


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
            text=text, seats=join([seat_token(p) for p in hired_in]))
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
        tell(text.format(round=s.round, rounds=NUM.ROUNDS, seat=seat_token(s.start)), "round",
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
            text = _("{seat}'s stores in the sections score {vp} VP: {stores}").format(seat=seat_token(p), vp=total,
                                                                                        stores=listed)
        else:
            text = _("{seat}'s stores in the sections score {vp} VP").format(seat=seat_token(p), vp=total)
        tell(text, "final_stores", seat=p, vp=total,
             stores=tuple((T.side_of(c, s.advanced[c]).name_en, vp) for c, vp in stores[p]))
        for g in end_goals[p]:
            tell(_("{seat} reveals {goal}: {vp} VP").format(seat=seat_token(p), goal=goal_text(g), vp=D.goals[g].vp),
                 "goal_end", seat=p, goal=goal_key(g), vp=D.goals[g].vp)
        for g in (unscored or [[] for _p in range(s.players)])[p]:
            tell(_("{seat} also meets a third Major Goal, but only 2 Major Goals may score").format(seat=seat_token(p)),
                 "goal_unscored", seat=p,
                 views={p: _("You also meet {goal}, but only 2 Major Goals may score").format(goal=goal_text(g))})
    ranked = sorted(range(s.players), key=lambda p: -scores[p])
    tell(_("Final scores: {scores}").format(
        scores=series(_("{seat} {vp} VP").format(seat=seat_token(p), vp=scores[p]) for p in ranked)),
        "final_scores", scores=tuple(scores))
    if len(winners) == 1:
        text = _("The game is over: {seat} wins with {vp} VP").format(seat=seat_token(winners[0]), vp=scores[winners[0]])
    else:
        text = _("The game is over: {seats} share the victory with {vp} VP").format(
            seats=join([seat_token(p) for p in winners]), vp=scores[winners[0]])
    tell(text, "game_end", banner=True, winners=tuple(winners), scores=tuple(scores))


def store_name(s: MarcheState, card: int, advanced: bool | None = None) -> str:
    side = T.side_of(card, s.advanced[card] if advanced is None else advanced)
    return W.both_names(side.name_en, side.name_ja)


def _cell(cell: int) -> str:
    """A plaza cell as a player finds it on the board: rows from the top, columns from the left."""
    row, column = divmod(cell, 4)
    return _("row {row}, column {column} of the plaza").format(row=row + 1, column=column + 1)


def _spot(a: int, b: int, plaza: bool = True) -> str:
    """The two cells a public facility covers: "row 1, columns 2 and 3 of the plaza" (lying across) or
    "rows 2 and 3, column 1 of the plaza" (standing upright); without "of the plaza" unless ``plaza``."""
    (r1, c1), (r2, c2) = divmod(a, 4), divmod(b, 4)
    if r1 == r2:
        if plaza:
            text = _("row {row}, columns {first} and {second} of the plaza")
        else:
            text = _("row {row}, columns {first} and {second}")
        return text.format(row=r1 + 1, first=c1 + 1, second=c2 + 1)
    if plaza:
        text = _("rows {first} and {second}, column {column} of the plaza")
    else:
        text = _("rows {first} and {second}, column {column}")
    return text.format(first=r1 + 1, second=r2 + 1, column=c1 + 1)


def _new_spot(cell: int, vertical: bool) -> str:
    return _spot(cell, cell + (4 if vertical else 1))


def _facility_spot(s: MarcheState, k: int, plaza: bool = True) -> str:
    """Where facility card ``k`` lies now."""
    if not 0 <= k < len(s.fac_spot) or s.fac_spot[k] < 0:
        return _("the plaza")
    return _spot(*T.GEOMETRY[s.players].spots[s.fac_spot[k]], plaza=plaza)


def _pay(coins: int, wood: int, swap: int) -> str:
    """What is paid, Leon's wood paid as 2 coins each counted as coins ("0 coins" when it is free)."""
    c, w = coins + 2 * swap, wood - swap
    if w:
        return ngettext("{coins} coin and {wood} wood", "{coins} coins and {wood} wood", c).format(coins=c, wood=w)
    return W.coins(c)


def describe_action(s: MarcheState, a: Action, names: Sequence[str]) -> str:
    who = names[a.player] if a.player < len(names) else _("Player {n}").format(n=a.player + 1)
    if isinstance(a, A.Call):
        card = s.sections[a.player][a.section]
        target = store_name(s, card) if card >= 0 else _("section {n}").format(n=a.section + 1)
        cell = customer_cell(s, a.customer)
        if cell >= 0:
            return _("{who} calls a customer from {cell} to {store}").format(who=who, cell=_cell(cell), store=target)
        return _("{who} calls a customer to {store}").format(who=who, store=target)
    if isinstance(a, A.Pass):
        return _("{who} passes").format(who=who)
    if isinstance(a, A.Sell):
        return _("{who} sells {store} for {vp} VP").format(who=who, store=store_name(s, a.card),
                                                           vp=store_vp(s, a.player, a.card))
    if isinstance(a, A.DoneSelling):
        return _("{who} keeps their stores").format(who=who)
    if isinstance(a, A.ReturnCustomer):
        return _("{who} returns a customer to {cell}").format(who=who, cell=_cell(a.cell))
    if isinstance(a, A.Build):
        coins, wood = build_cost(s, a.player, a.card, a.renovate)
        values = {"who": who, "store": store_name(s, a.card, a.renovate), "n": a.section + 1,
                  "price": _pay(coins, wood, a.swap)}
        if a.renovate:
            return _("{who} builds {store} in section {n} and renovates it at once for {price}").format(**values)
        return _("{who} builds {store} in section {n} for {price}").format(**values)
    if isinstance(a, A.Renovate):
        card = s.sections[a.player][a.section]
        if card < 0:
            return _("{who} renovates").format(who=who)
        coins, wood = renovation_cost(s, a.player, card)
        return _("{who} renovates {store} into {advanced} for {price}").format(
            who=who, store=store_name(s, card), advanced=store_name(s, card, True), price=_pay(coins, wood, a.swap))
    if isinstance(a, A.Enter):
        card = s.sections[a.owner][a.section]
        owner = names[a.owner] if a.owner < len(names) else _("Player {n}").format(n=a.owner + 1)
        if card >= 0:
            return _("{who} enters {owner}'s {store}").format(who=who, owner=owner, store=store_name(s, card))
        return _("{who} enters a store").format(who=who)
    if isinstance(a, A.Advertise):
        ad = D.ads[a.ad]
        f = ad.fields[a.field]
        if a.field == 0:
            text = _("{who} advertises on {ad} (top) for {n} coins")
        else:
            text = _("{who} advertises on {ad} (bottom) for {n} coins")
        return text.format(who=who, ad=_(ad.name_en), n=f.coins)
    if isinstance(a, A.BuildFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        cost = f.cost_for(s.players)
        return _("{who} builds a {facility} on {spot} for {price}: {vp} VP").format(
            who=who, facility=_(f.name_en), spot=_new_spot(a.cell, a.vertical), price=_pay(cost.coins, cost.wood, 0),
            vp=f.vp)
    if isinstance(a, A.MoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return _("{who} moves the {facility} from {old} to {spot} for {n} wood").format(
            who=who, facility=_(f.name_en), old=_facility_spot(s, a.facility, plaza=False),
            spot=_new_spot(a.cell, a.vertical), n=NUM.MOVE_FACILITY_WOOD)
    if isinstance(a, A.RemoveFacility):
        f = D.facilities[T.FAC_TYPE[a.facility]]
        return _("{who} removes the {facility} from {spot} for {n} wood").format(
            who=who, facility=_(f.name_en), spot=_facility_spot(s, a.facility), n=NUM.MOVE_FACILITY_WOOD)
    if isinstance(a, A.Take):
        if a.resource == "coin":
            return _("{who} takes 1 coin").format(who=who)
        return _("{who} takes 1 wood").format(who=who)
    if isinstance(a, A.HireGray):
        return _("{who} hires the gray worker for {n} coins").format(who=who, n=NUM.GRAY_COST)
    if isinstance(a, A.MoveStore):
        other = s.sections[a.player][a.section]
        values = {"who": who, "store": store_name(s, a.card), "n": a.section + 1}
        if other >= 0:
            return _("{who} moves {store} to section {n}, swapping places with {other}").format(
                other=store_name(s, other), **values)
        return _("{who} moves {store} to section {n}").format(**values)
    if isinstance(a, A.DoneArranging):
        return _("{who} is done arranging the stores").format(who=who)
    if isinstance(a, A.PlaceFirstStore):
        return _("{who} opens {store} in section {n}").format(who=who, store=store_name(s, a.card), n=a.section + 1)
    if isinstance(a, A.DraftGoal):
        return _("{who} keeps a Major Goal").format(who=who)
    return f"{who}: {a.kind}"


def component_taken(a: Action) -> str | None:
    """The component an action takes, for the arena's record: a store built (by its basic side), an ad
    advertised on, a facility built."""
    if isinstance(a, Build):
        return f"store: {T.side_of(a.card, False).name_en}"
    if isinstance(a, Advertise):
        return f"ad: {D.ads[a.ad].name_en}"
    if isinstance(a, BuildFacility):
        return f"facility: {D.facilities[T.FAC_TYPE[a.facility]].name_en}"
    return None
