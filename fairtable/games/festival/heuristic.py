"""A quick estimate of a person's final standing for bots: the wealth of the seat they will hold when the
game ends against the other seats', weighed over the seats Crowd Control may still hand them.

A seat's worth is its wealth (the rulebook's count: cash, festivals at printed price, mortgaged ones at
half, Buden and Mainstages at cost) plus the rent its festivals should still collect in the rounds left.
Crowd Control moves the seats' assets between people: once every player still in the game has landed on
a Crowd Control field, everyone takes over the seat of a neighbour (the first time clockwise, later by a
die). With three or more players, what a person will own at the end is a mix of the seats around them,
weighted by how likely 0, 1 or 2 more rotations are before the round limit. That weight comes from the
players who still have to land on a Crowd Control field and the rounds left; about one move in twenty
lands on one of the two. For each way, the estimate takes the seat the person would then hold, less the
seat it must beat (:func:`rival`: the best of the others once the dice can no longer change the order,
nearer their mean while many rounds are left). Comparing each way on its own matters: compared after
mixing, a festival bought for one's own seat counted in full for the neighbour likely to take the seat
over, and a rich bot passed on cheap festivals (docs/bots.md). With two players a rotation swaps the
seats outright; weighing it would turn a bot against its own seat whenever a swap is a little more likely
than not, and such a bot loses more games (docs/bots.md), so two players count their own seat only.

A Mauscheln offer waiting for its answer is worth the standing if it is declined, plus a share of what
acceptance would change (how often the receiver's player has accepted offers so far; their mind is not
read), less, for the one who made it, the trouble of asking (``OFFER_BOTHER``): a bot makes the offers it
would gain well by, not every small one, asks less of those who keep refusing, and answers offers by the
standings they lead to. An offer is unwelcome (``UNWELCOME``, as bad for its maker as a Mauscheln withdrawn)
when the receiver's standing would fall by accepting it, so the bot would refuse it in the receiver's place,
or when the receiver refused the same trade on terms as good for them in the same position: both seats'
cash within ``REFUSED_MONEY`` of what it was, the same holders of the item's group and of every whole
festival group (``state.refused``). So a bot does not nag; a person may still ask again.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from fairtable.engine.strategy import Strategy
from fairtable.games.festival.data import tables
from fairtable.games.festival.moves import answer_offer
from fairtable.games.festival.sections.mauscheln import holders, offer_cost_to_buyer
from fairtable.games.festival.state import OFFER, OVER, PROPOSE, FestivalState
from fairtable.games.festival.words import field_name
from fairtable.i18n import N_, _, ngettext

LANDINGS_PER_ROUND = 1.17  # moves per player and round, doubles included
CC_CHANCE_PER_ROUND = 0.055  # a player lands on a Crowd Control field in a round
UTILITY_DICE = 7  # the average roll, for Handy and Bierquelle rent
NO_LIMIT_ROUNDS = 40  # the rounds a game without a round limit is counted with
BANKRUPT = -1e9
FESTIVAL, TRANSPORT = "festival", "transport"
OFFER_ACCEPT_CHANCE = 0.4  # a pending Mauscheln offer counts as accepted this often (nobody's mind is read)
ANSWERS_WEIGHT = 1.0  # before the receiver's own answers (this many answers' worth) say how often they accept
OFFER_BOTHER = 1000.0  # Tacken an offer must be expected to gain before a bot troubles another player with it
# Mauscheln opened and closed without an offer wastes the turn's chance and fills the log with nothing: a bot
# counts it worse than anything a plan could gain, so it opens Mauscheln only to make an offer.
WITHDRAWN = 1e6
# An offer the receiver's standing says no to, or one refused before in the same position: as bad for its
# maker as a withdrawn Mauscheln, so a bot makes one only where every other way is worse (a debt it would
# otherwise go bankrupt by).
UNWELCOME = WITHDRAWN
REFUSED_MONEY = 2000  # Tacken either side's cash must have moved by before a refused offer is asked again
# Hard (the Thinker) counts the rent still to come at this multiple of the landings' rate that Normal counts,
# so property weighs more against cash (docs/bots.md).
HARD_RENT_WEIGHT = 2.0
# How far the dice still move a seat's wealth against the estimate: the spread of (final wealth - estimate)
# between two seats of Normal games, per seat, is about 10.000 Tacken times the root of the rounds left, and
# no more than about 32.000 however many rounds are left (docs/bots.md).
SPREAD_PER_ROUND = 10_000.0
SPREAD_CAP = 32_000.0


def rounds_left(s: FestivalState) -> int:
    if s.phase == OVER:
        return 0
    limit = s.round_limit or (s.round + NO_LIMIT_ROUNDS)
    return max(0, limit - s.round + 1)


def seat_values(s: FestivalState, rounds: int, others: int, rent_weight: float = 1.0) -> list[float]:
    """Per seat: wealth now (the rulebook's count, as :func:`scoring.wealth`) plus the rent still to come:
    each field is landed on by each other player about ``LANDINGS_PER_ROUND / 40`` times a round (times
    ``rent_weight``)."""
    worth, earning = _holdings(s)
    rate = rounds * others * LANDINGS_PER_ROUND / 40 * rent_weight
    return [c + v + e * rate for c, v, e in zip(s.cash, worth, earning, strict=True)]


_holdings_cache: dict[tuple, tuple[list[int], list[int]]] = {}


def _holdings(s: FestivalState) -> tuple[list[int], list[int]]:
    """Per seat: what its property counts in the wealth count, and the rent it collects per landing
    (:func:`flow.rent_for` worked out a group at a time, Handy and Bierquelle at an average roll). Cached
    by who owns what at which level: property changes hands far less often than money."""
    key = (s.players, *s.owner, *s.mortgaged, *s.level)
    hit = _holdings_cache.get(key)
    if hit is not None:
        return hit
    t = tables()
    worth = [0] * s.players
    earning = [0] * s.players
    owner, mortgaged, level = s.owner, s.mortgaged, s.level
    price, bude_price, rents = t.price, t.bude_price, t.rents
    for members, kind in _groups():
        held = [owner[g] for g in members]
        first = held[0]
        whole = first >= 0 and held.count(first) == len(held)
        for f, q in zip(members, held, strict=True):
            if q < 0:
                continue
            lv = level[f]
            worth[q] += bude_price[f] * lv
            if mortgaged[f]:
                worth[q] += price[f] // 2
                continue
            worth[q] += price[f]
            if kind == FESTIVAL:
                earning[q] += rents[f][lv] if lv else (rents[f][0] * 2 if whole else rents[f][0])
            elif kind == TRANSPORT:
                earning[q] += rents[f][held.count(q) - 1]
            else:
                earning[q] += rents[f][0] * UTILITY_DICE
    if len(_holdings_cache) > 100_000:
        _holdings_cache.clear()
    _holdings_cache[key] = (worth, earning)
    return worth, earning


_group_list: list[tuple[tuple[int, ...], str]] = []


def _groups() -> list[tuple[tuple[int, ...], str]]:
    """Every group of property fields with its kind (festival, transport, utility), built once."""
    if not _group_list:
        t = tables()
        seen: set[tuple[int, ...]] = set()
        for f in t.properties:
            members = t.members_of[f] or (f,)
            if members not in seen:
                seen.add(members)
                _group_list.append((members, t.kind[members[0]]))
    return _group_list


_rotation_cache: dict[tuple[int, int, int], tuple[float, float, float]] = {}


def rotation_odds(waiting: int, seats: int, rounds: int) -> tuple[float, float, float]:
    """Chances of 0, 1 and 2 or more further rotations: ``waiting`` players must still land on a Crowd
    Control field for the next one, all ``seats`` for each one after it."""
    key = (waiting, seats, rounds)
    hit = _rotation_cache.get(key)
    if hit is not None:
        return hit
    miss = 1 - CC_CHANCE_PER_ROUND

    def all_landed(m: int, r: int) -> float:
        return (1 - miss**r) ** m if r > 0 else (1.0 if m == 0 else 0.0)

    first = all_landed(waiting, rounds)
    two = 0.0
    for r in range(1, rounds + 1):
        at_r = all_landed(waiting, r) - all_landed(waiting, r - 1)
        two += at_r * all_landed(seats, rounds - r)
    hit = (1 - first, first - two, two)
    _rotation_cache[key] = hit
    return hit


def offsets(s: FestivalState, seats: int, rounds: int) -> list[tuple[int, float]]:
    """(seat offset, chance) of where the assets a person holds at the end come from."""
    if s.crowd == "donation":
        waiting = 0 if s.donation_goal else sum(1 for q in range(s.players) if not s.bankrupt[q] and not s.cc_landed[q])
    else:
        waiting = sum(1 for q in range(s.players) if not s.bankrupt[q] and not s.cc_landed[q])
    p0, p1, p2 = rotation_odds(waiting, seats, rounds)
    if s.crowd == "donation" or s.cc_rotations == 0:  # donations and the first rotation go clockwise
        one = [(1, p1)]
        two = [(2, p2 / 2), (0, p2 / 2)]
    else:
        one = [(1, p1 / 2), (-1, p1 / 2)]
        two = [(2, p2 / 4), (0, p2 / 2), (-2, p2 / 4)]
    return [(0, p0), *one, *two]


def heuristic(s: FestivalState, player: int, rent_weight: float = 1.0) -> float:
    """Normal's estimate; Hard's is the same with the rent to come weighed by ``HARD_RENT_WEIGHT``."""
    if s.phase == OFFER and s.offer is not None:
        value = pending_offer(s, player, rent_weight)
    else:
        value = standing(s, player, rent_weight)
        if s.phase == PROPOSE and s.actor == player:
            value -= OFFER_BOTHER  # Mauscheln opened: worth what an offer that gains nothing is worth
    return value - WITHDRAWN if s.withdrawn == player else value


def hard_heuristic(s: FestivalState, player: int) -> float:
    return heuristic(s, player, HARD_RENT_WEIGHT)


def pending_offer(s: FestivalState, player: int, rent_weight: float = 1.0) -> float:
    """A Mauscheln offer waiting for its answer: the standing if it is declined, mixed with the standing if
    it is accepted by the chance that it is (when the buyer can pay), less the trouble of asking for the
    one who made it. So a bot makes an offer when it would gain well by it, never one that only the other
    side would like."""
    frm, to, item, price, buying = s.offer
    chance = accept_chance(s, to)
    bother = 0.0
    if player == frm:  # asking again someone who keeps refusing is more trouble, up to twice as much
        bother = OFFER_BOTHER * (1 + max(0.0, OFFER_ACCEPT_CHANCE - chance) / OFFER_ACCEPT_CHANCE)
    declined = s.clone()
    answer_offer(declined, False)
    no = standing(declined, player, rent_weight)
    buyer = frm if buying else to
    if s.cash[buyer] < offer_cost_to_buyer(s, item, price):
        return no - bother
    accepted = s.clone()
    answer_offer(accepted, True)
    yes = standing(accepted, player, rent_weight)
    # the maker would refuse it in the receiver's place (by its own estimate), or it was refused before
    refuse = standing(accepted, to, rent_weight) < standing(declined, to, rent_weight)
    if player == frm and (refuse or refused_before(s)):
        return no - bother - UNWELCOME
    return no + chance * (yes - no) - bother


def refused_before(s: FestivalState) -> bool:
    """Whether the receiver of the pending offer refused the same trade, on terms at least as good for
    them (a price no higher for what they buy, no lower for what they sell), in the same position: both
    seats' cash within ``REFUSED_MONEY`` of what it was then and the same holders of the item's group and
    of every whole festival group."""
    frm, to, item, price, buying = s.offer
    for r_frm, r_to, r_item, r_price, r_buying, r_cash_frm, r_cash_to, r_holders in s.refused:
        if (r_frm, r_to, r_item, r_buying) != (frm, to, item, buying):
            continue
        if (price > r_price) if buying else (price < r_price):
            return False  # better terms for the receiver than those refused
        return (
            abs(s.cash[frm] - r_cash_frm) < REFUSED_MONEY
            and abs(s.cash[to] - r_cash_to) < REFUSED_MONEY
            and holders(s, item) == r_holders
        )
    return False


def accept_chance(s: FestivalState, to: int) -> float:
    """How often the receiver's player accepts an offer: their answers so far, starting from
    ``OFFER_ACCEPT_CHANCE`` as if they had given ``ANSWERS_WEIGHT`` answers at that rate. Someone who
    refuses everything is soon asked only for what would gain a great deal."""
    yes, no = s.answers[to]
    return (yes + OFFER_ACCEPT_CHANCE * ANSWERS_WEIGHT) / (yes + no + ANSWERS_WEIGHT)


def standing(s: FestivalState, player: int, rent_weight: float = 1.0) -> float:
    if s.bankrupt[player]:
        return BANKRUPT
    active = [q for q in range(s.players) if not s.bankrupt[q]]
    m = len(active)
    if m == 1:
        return -BANKRUPT
    rounds = rounds_left(s)
    every = seat_values(s, rounds, m - 1, rent_weight)
    values = [every[q] for q in active]
    spread = offsets(s, m, rounds) if rounds and m > 2 else [(0, 1.0)]
    me = active.index(player)
    tau = dice_spread(rounds)
    return sum(w * (values[(me + o) % m] - rival(values, (me + o) % m, tau)) for o, w in spread)


def dice_spread(rounds: int) -> float:
    """How far apart the dice may still move two seats' wealth in ``rounds`` rounds, in Tacken (one seat's
    share of the spread measured in Normal games, docs/bots.md)."""
    return min(SPREAD_PER_ROUND * math.sqrt(rounds), SPREAD_CAP)


def rival(values: list[float], seat: int, tau: float) -> float:
    """The wealth ``seat`` must beat: the best of the other seats when the rounds left cannot change the
    order (``tau`` 0), nearer their mean the more the dice may still move them (a soft maximum, the log of
    the mean of ``exp(value / tau)``), so a seat far behind the leader still counts as a rival while the
    game is young."""
    others = [v for i, v in enumerate(values) if i != seat]
    top = max(others)
    if tau <= 0 or len(others) == 1:
        return top
    return top + tau * math.log(sum(math.exp((v - top) / tau) for v in others) / len(others))


HUMAN_TURN_SECONDS = 30  # a person's roll, move, buying and building, at the table
BOT_TURN_SECONDS = 8  # a bot's turn at the usual speed, its moves shown one by one


def length_note(rounds: int, humans: int, bots: int) -> str:
    """How long a game to the round limit takes: every seat has a turn a round, a person about half a minute,
    a bot a few seconds (a 3-player game with one person took 32 minutes to 40 rounds; the model says 31)."""
    if rounds <= 0:
        return _("No round limit: the game ends only when all but one player are bankrupt, which can take "
                 "many hours.")
    minutes = rounds * (humans * HUMAN_TURN_SECONDS + bots * BOT_TURN_SECONDS) / 60
    return ngettext("About {time} for {rounds} round with these seats (a person's turn takes about half a "
                    "minute, a bot's a few seconds).",
                    "About {time} for {rounds} rounds with these seats (a person's turn takes about half a "
                    "minute, a bot's a few seconds).", rounds).format(time=duration(minutes), rounds=rounds)


def duration(minutes: float) -> str:
    """Minutes rounded to 5 (at least 5), as hours and minutes."""
    total = max(5, 5 * round(minutes / 5))
    hours, rest = divmod(total, 60)
    if not hours:
        return _("{minutes} min").format(minutes=rest)
    if not rest:
        return _("{hours} h").format(hours=hours)
    return _("{hours} h {minutes} min").format(hours=hours, minutes=rest)


class FestivalStrategy(Strategy[FestivalState]):
    """The festival game's bots: Normal plays by :func:`heuristic`, Hard (the Thinker) by
    :func:`hard_heuristic`, and stops a race its rollouts have decided early (docs/bots.md)."""

    planner_width = 3
    planner_nodes = 120
    actions_per_seat = 165  # the longest normal game's actions per seat (bots/selfplay.py's limit)
    # No round limit, and nobody buys, builds or trades: nobody goes bankrupt, so the game never ends
    def length_note(self, options: object, humans: int, bots: int) -> str | None:
        return length_note(getattr(options, "round_limit", 0), humans, bots)

    def longest_rounds(self, options: object) -> int | None:
        """A game ends by the round limit at the latest; with none (0) it may go on for ever."""
        return getattr(options, "round_limit", 0) or None

    endless = ({"round_limit": 0}, frozenset({"buy", "build", "build_mainstage", "give_up", "mortgage", "offer",
                                              "mauscheln"}))
    thinker_margin = 2.0
    level_notes = {"thinker": N_(
        "Plays each choice out in many imagined futures for about a second before it moves (in this "
        "game the dice and Crowd Control decide so much that it plays about as well as Normal)")}

    def heuristic(self, state: FestivalState, player: int) -> float:
        return heuristic(state, player)

    def reasons(self, before: FestivalState, after: FestivalState, player: int) -> list[str]:
        """The festivals the turn takes (their rent to come is what the estimate weighs most) and the Buden it
        puts up; the wealth count changes little when money turns into property."""
        out = super().reasons(before, after, player)
        taken = [f for f, owner in enumerate(after.owner) if owner == player and before.owner[f] != player]
        for f in taken:
            # TRANSLATORS: the Hint's reason: a festival (or station ...) the turn makes the player's
            out.append(_("{field} is yours: its rent comes to you").format(field=field_name(f)))
        mine = [f for f, owner in enumerate(after.owner) if owner == player]
        buden = sum(after.level[f] - before.level[f] for f in mine if after.level[f] <= 4)
        stages = sum(1 for f in mine if after.level[f] == 5 and before.level[f] < 5)
        if stages:
            # TRANSLATORS: the Hint's reason: Mainstages put up this turn
            out.append(ngettext("{n} Mainstage: the highest rent", "{n} Mainstages: the highest rent", stages).format(n=stages))
        if buden > 0:
            # TRANSLATORS: the Hint's reason: Buden put up this turn raise the rent
            out.append(ngettext("{n} Bude more: a higher rent", "{n} Buden more: a higher rent", buden).format(n=buden))
        return out

    def level_heuristic(self, level: str) -> Callable[[FestivalState, int], float]:
        return hard_heuristic if level == "thinker" else self.heuristic
