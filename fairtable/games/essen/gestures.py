"""The gestures of ESSEN at the table: what a drag or a press means, where the meeple may go, and why a
gesture does nothing, in words a player can act on.

``moves.check`` says why an action is illegal; this module adds the reasons for drags that are no action at
all (a crowd token, a ranking card, a game in the trunk), so the table never answers "That piece cannot go
there" when the game can say why.
"""

from __future__ import annotations

from fairtable.engine.actions import Action, Drag, Gesture, Press
from fairtable.engine.presentation import Presentation
from fairtable.games.essen import ids
from fairtable.games.essen.actions import EAT_LABEL, END_TURN_LABEL, PLAYTEST_LABEL, WITHDRAW_LABEL
from fairtable.games.essen.data import data
from fairtable.games.essen.legal import move_costs, not_on_sale, tables
from fairtable.games.essen.numbers import EAT_PRICE, LAST_ROUND, WITHDRAW_AMOUNT
from fairtable.games.essen.state import DRAFT, KEEP, OVER, PLAY, REMOVE, EssenState
from fairtable.games.essen.words import euros, event_name, seat, title
from fairtable.i18n import N_, _

# Zones of one seat's board: "<kind>:<seat>..." and what that seat's zone is called ("That is Seat 2's bag").
_SEAT_ZONES = {
    ids.TRACK: N_("That is {seat}\u2019s action track: drop it on your own"),
    ids.BAG: N_("That is {seat}\u2019s bag: drop it on your own"),
    ids.PREORDER: N_("That is {seat}\u2019s pre-order box: drop it on your own"),
    ids.TRUNK: N_("That is {seat}\u2019s car trunk: drop it on your own"),
    ids.MONEY: N_("That is {seat}\u2019s money: drop it on your own"),
    ids.HAND: N_("That is {seat}\u2019s wish cards: drop it on your own"),
    ids.DRAFT: N_("That is {seat}\u2019s draft: drop it on your own"),
    ids.PLAYTEST: N_("That is {seat}\u2019s play-test cards: drop it on your own"),
}  # fmt: skip


def button_words(label: str) -> str:
    """The words on the button of a Press label ("Eat here (€20)" in the player's language, its euros the
    language's way); the label stays the action's identity."""
    if label == EAT_LABEL:
        return _("Eat here ({price})").format(price=euros(EAT_PRICE))
    if label == WITHDRAW_LABEL:
        return _("Withdraw {amount}").format(amount=euros(WITHDRAW_AMOUNT))
    if label == PLAYTEST_LABEL:
        return _("Play-test")
    if label == END_TURN_LABEL:
        return _("End turn")
    return label


def button_text(action: Action) -> str:
    """The text on the button of a Press action ("" for a drag)."""
    gesture = action.gesture()
    return button_words(gesture.label) if isinstance(gesture, Press) else ""


def explain(pres: Presentation[EssenState], s: EssenState, g: Gesture) -> str:
    """Why a gesture does nothing: a press names what is missing ("You have 0 AP left: a play-test costs 1
    AP"); a drag names why that piece does not go there (:func:`explain_drag`)."""
    if s.phase == OVER:
        return _("The game is over")
    if isinstance(g, Drag):
        return explain_drag(pres, s, g)
    action = meant(s, g)
    if action is not None and (reason := pres.game.check(s, action)):
        return reason
    # TRANSLATORS: {label} is the text of a button
    return _("\u201c{label}\u201d is not possible now").format(label=button_words(g.label))


def meant(s: EssenState, g: Gesture) -> Action | None:
    """The action an illegal gesture most likely meant, so ``check`` can say why it fails."""
    if s.phase == OVER:
        return None
    p = s.current
    t = tables()
    d = data()
    if isinstance(g, Press):
        by_label = {EAT_LABEL: t.eat, PLAYTEST_LABEL: t.play_test, WITHDRAW_LABEL: t.withdraw, END_TURN_LABEL: t.end_turn}
        acts = by_label.get(g.label)
        return acts[p] if acts else None
    kind, ref = ids.parse(g.piece)
    zone = g.zone
    zone_kind = ids.kind(zone)
    if kind == ids.MEEPLE and zone_kind == ids.SPACE:
        space = d.space_index.get(ids.ref(zone))
        return t.move[p][space] if space is not None else None
    if kind == "tile" and ref in d.tile_index:
        tile = d.tile_index[ref]
        if zone_kind == ids.BAG:
            return t.buy[p][tile]
        if zone_kind == ids.TRUNK:
            return t.unload[p][tile]
        if zone == ids.OUT:
            return t.remove[p][tile]
    if kind == ids.WISH and ref in d.tile_index and zone_kind == ids.HAND:
        card = d.tile_index[ref]
        return t.pick[p][card] if s.phase == DRAFT else t.keep[p][card]
    return None


def as_placed(g: Gesture) -> Gesture:
    """A game dropped on one symbol's place of the trunk unloads as one dropped on the trunk."""
    if isinstance(g, Drag) and ids.is_trunk_place(g.zone):
        return Drag(piece=g.piece, zone=ids.trunk_of(g.zone))
    return g


def drag_targets(s: EssenState, piece: str) -> dict[str, str] | None:
    """The current player's meeple goes to every space within reach, each with its cost ("3 AP"); None for
    any other piece (the legal actions say where it goes)."""
    if s.phase == PLAY and piece == ids.meeple(s.current):
        return {ids.space(sid): f"{cost} AP" for sid, cost in move_costs(s).items()}
    return None


def zone_owner(zone: str) -> int | None:
    """The seat whose board holds ``zone`` (None: a zone of the hall or the side board)."""
    return ids.seat_in(zone) if ids.kind(zone) in _SEAT_ZONES else None


def explain_drag(pres: Presentation[EssenState], s: EssenState, g: Drag) -> str:
    """Why dropping ``g.piece`` on ``g.zone`` does nothing, for every piece the board lets a player lift."""
    p = s.current
    kind, ref = ids.parse(g.piece)
    fixed = _fixed(s, p, kind, ref)
    if fixed:
        return fixed
    phase = _phase_piece(s, p, kind, ref)
    if phase:
        return phase
    owner = zone_owner(g.zone)
    if owner is not None and owner != p and pres.actions_for(s, Drag(piece=g.piece, zone=ids.for_seat(g.zone, p))):
        # Only a piece that would go on the player's own zone of that kind is told to go there.
        return _(_SEAT_ZONES[ids.kind(g.zone)]).format(seat=seat(owner))
    action = meant(s, g)
    if kind == ids.MEEPLE:
        if ref != str(p):
            if ref.isdigit():
                return _("That is {seat}’s meeple").format(seat=seat(int(ref)))
            return _("That piece stays where it is")
        if action is not None and (reason := pres.game.check(s, action)):
            return reason
        if ids.kind(g.zone) == ids.DEPARTURE:
            return _("Your meeple leaves early by itself when you end your last-round turn on the parking "
                     "(the first to leave scores 6 VP, the second 3 VP)")
        return _("Drag your meeple onto a space of the hall: a stand, the central courtyard, the Galeria, an entrance "
                 "or the parking")
    if kind == ids.TILE:
        return _tile(pres, s, p, data().tile_index[ref], g.zone)
    if kind == ids.WISH:
        return _wish(pres, s, p, data().tile_index[ref], g.zone)
    if action is not None and (reason := pres.game.check(s, action)):
        return reason
    return _("That piece stays where it is")


def _fixed(s: EssenState, p: int, kind: str, ref: str) -> str | None:
    """Pieces no player ever moves by hand: the reason names who or what moves them."""
    d = data()
    if kind == ids.ACTION:
        return _("Your action meeple moves by itself: one space for each AP you spend (eating in the central "
                "courtyard moves it back 2 spaces)")
    if kind == ids.CROWD:
        return _("The crowd moves by itself at each round\u2019s maintenance: to the zones of the two games on the "
                "E pallets")
    if kind == ids.FIRST_PLAYER_TOKEN:
        return _("The first player token moves by itself: from round 2 it goes to the player with the most free "
                "action spaces")
    if kind == ids.BILLS:
        if ref == ids.BANK:
            return _("The bank pays out only at the parking: press \u201c{button}\u201d there (each {amount} costs 2 "
                     "VP)").format(button=button_words(WITHDRAW_LABEL), amount=euros(WITHDRAW_AMOUNT))
        return _("Money is paid by itself when you buy a game or eat")
    if kind == ids.EVENT:
        ev = next((i for i, e in enumerate(d.events) if e.id == ref), -1)
        if ev in s.event_used:
            return _("Used event tokens are out of play")
        if ev in s.preorder:
            return _("A Sold out token stays on the pre-order box of the player who used the pre-order")
        if ev >= 0 and ev in s.tile_event:
            t = s.tile_event.index(ev)
            return _("Event tokens stay on their game: {event} applies when {title} is bought").format(
                event=event_name(d.events[ev].kind), title=title(t))
        return _("Event tokens are drawn by themselves at each round\u2019s maintenance")
    if kind == ids.LAST_TURN:
        lt = next((x for x in d.last_turn if x.id == ref), None)
        if lt is None:
            return _("The last-turn tile lies face down on storage box {box} until the last round: it is turned over "
                     "at the start of round {round}").format(box=LAST_ROUND, round=LAST_ROUND)
        return _("The last-turn tile stays face up for the last round: {text}").format(text=_(lt.text))
    if kind == ids.STORAGE:
        box = ids.parts(ref)[0]
        return _("The games in storage box {box} stay face down until the start of round {box}: then they go onto "
                 "the pallet truck, and on sale the round after").format(box=box)
    if kind == ids.EVENT_BACK:
        return _("Event tokens are drawn by themselves at each round\u2019s maintenance")
    if kind == ids.RANKING_BACK:
        return _("The afternoon ranking cards stay aside until the midday scoring (the end of round 3): then "
                "three of them replace the morning cards")
    if kind == ids.WISH_BACK:
        return _wish_back(s, p, ref)
    if kind == ids.RANKING:
        return _("Ranking cards stay on the ranking table: the morning cards score at midday (the end of round 3), "
                "the afternoon cards at the end of the game")
    if kind == ids.POP_MARKER:
        return _("Popularity markers move by themselves at each round\u2019s maintenance")
    if kind == ids.SCORE_MARKER:
        return _("Score markers move by themselves as players score")
    return None


def _wish_back(s: EssenState, p: int, ref: str) -> str:
    """A face-down wish card: the deck, the face-down discards, or a seat's hidden hand, draft or play-test."""
    where, *place = ids.parts(ref)
    if where == "deck":
        return _("The wish list deck is drawn only by play-testing: press \u201c{button}\u201d (1 AP) to draw two "
                 "cards").format(button=button_words(PLAYTEST_LABEL))
    if where == "discard":
        return _("The discards go back into the deck only when it runs out: play-test to draw wish cards")
    number = place[0] if place else ""
    who = seat(int(number)) if number.isdigit() else seat(-1)
    if where == "hand":
        return _("That is one of {seat}\u2019s wish cards: they stay secret in their hand until the final "
                 "scoring").format(seat=who)
    if where == "draft":
        return _("That is one of the cards {seat} drafts from: only {seat} picks from them").format(seat=who)
    return _("That is one of the cards {seat} play-tested: only {seat} keeps one of them").format(seat=who)


def _phase_piece(s: EssenState, p: int, kind: str, ref: str) -> str | None:
    """In the draft, a play-test choice or a 2-player removal, only that decision's pieces move."""
    d = data()
    if s.phase == DRAFT:
        if kind == ids.WISH and d.tile_index.get(ref) in s.draft[p]:
            return None
        return _("First choose the wish cards to keep from the draft: drag them onto your Wish cards")
    if s.phase == KEEP:
        if kind == ids.WISH and d.tile_index.get(ref) in s.pending:
            return None
        return _("First keep one of the two play-tested cards: drag it onto your Wish cards")
    if s.phase == REMOVE:
        t = d.tile_index.get(ref) if kind == ids.TILE else None
        if t is not None and s.at_stand[t]:
            return None
        return _("First remove one game from the hall (2-player rule): drag a game tile from its stand onto Out of "
                 "the game")
    return None


def _tile(pres: Presentation[EssenState], s: EssenState, p: int, t: int, zone: str) -> str:
    d = data()
    name = title(t)
    if s.at_stand[t]:
        if zone == ids.bag(p) or zone == ids.OUT:
            action = meant(s, Drag(piece=ids.tile(d.tiles[t].id), zone=zone))
            reason = pres.game.check(s, action) if action is not None else None
            if reason:
                return reason
        if s.phase == REMOVE:
            return _("To remove {title} from the game, drag it onto Out of the game").format(title=name)
        if zone.startswith(ids.trunk(p)):
            return _("Only games in your bag go into your car trunk: buy {title} first by dragging it onto your "
                     "bag").format(title=name)
        return _("To buy {title}, stand on stand {stand} and drag the game onto your bag").format(
            title=name, stand=d.tiles[t].stand)
    if t in s.bag[p]:
        if zone.startswith(ids.trunk(p)):
            return pres.game.check(s, meant(s, Drag(piece=ids.tile(d.tiles[t].id), zone=ids.trunk(p)))) or (
                _("Drop the game on your car trunk to unload"))
        if zone == ids.bag(p):
            return _("{title} is already in your bag").format(title=name)
        return _("Games in your bag go into your car trunk at the parking: there, drag one onto your trunk")
    if t in s.trunk[p]:
        return _("Games in your trunk stay there until the end of the game")
    return not_on_sale(s, t)


def _wish(pres: Presentation[EssenState], s: EssenState, p: int, c: int, zone: str) -> str:
    d = data()
    name = title(c)
    if c in s.common:
        return _("Cards of the common wish list go to the player who buys the game: buy {title} at stand {stand} "
                 "to take it").format(title=name, stand=d.tiles[c].stand)
    if c in s.discard:
        return _("The discards go back into the deck only when it runs out: play-test to draw wish cards")
    if c in s.hand[p]:
        if zone == ids.hand(p):
            return _("{title} is already in your hand").format(title=name)
        return _("Your wish cards stay in your hand until the final scoring")
    if (s.phase == DRAFT and c in s.draft[p]) or (s.phase == KEEP and c in s.pending):
        if zone == ids.hand(p):
            action = meant(s, Drag(piece=ids.wish(d.tiles[c].id), zone=zone))
            reason = pres.game.check(s, action) if action is not None else None
            if reason:
                return reason
        return _("To keep {title}, drag it onto your Wish cards").format(title=name)
    for q in range(s.players):
        if c in s.hand_public[q]:
            return _("That is one of {seat}\u2019s wish cards: it stays in their hand until the final scoring").format(
                seat=seat(q))
    # A card hidden from the player (another seat's secret hand, a draft, the deck) gets one answer wherever
    # it lies, so a piece id the table never offers tells nothing either.
    return _("That card is not yours to move")


__all__ = ["as_placed", "button_text", "button_words", "drag_targets", "explain", "explain_drag", "meant", "zone_owner"]
