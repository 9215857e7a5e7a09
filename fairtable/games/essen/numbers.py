"""Every number of ESSEN's rules and every judgement switch, each with where it comes from: the English
rulebook's section ("rulebook 4.C.2"), the Chinese text (the wish list table, the last-turn tiles, the promo
and 5 players) or the project's rulings (rulings.md); the judgement calls are explained in
docs/games/essen.md. Nothing here imports the title's package, so every module may import it."""

from __future__ import annotations

# -- the components (rulebook 1 and 2; the Chinese text for the last-turn tiles) ------------------------------

GAME_TILES = 60  # "60 games tiles", one a publisher's stand, and "60 wish list cards", one a game
TILES_PER_SYMBOL = 15  # the four symbols share the 60 games evenly (rulings.md)
TILES_PER_ZONE = 12  # "60 stands (divided into 5 zones of different colors)"
RANKING_CARDS = 9  # "18 ranking cards: 9 morning and 9 afternoon"
LAST_TURN_TILES = 5  # the Chinese text: the sale and one +2 VP tile per symbol
EVENT_TOKENS = 14  # "14 event tokens"
HALL = {"stand": 60, "courtyard": 1, "galeria": 2, "entrance": 2, "parking": 1}  # rulebook 2.A, fig. 2

# -- setup (rulebook 3) --------------------------------------------------------------------------------

START_MONEY = 300  # "Give each player €300"
MONEY_SUPPLY = 25_000  # the bills in the box (rulings.md): far more than any game can withdraw
START_POPULARITY = 2  # "Place 4 popularity markers on the light "2" row"
POPULARITY_MAX = 6  # the popularity tracks run 0..6 (rulebook 2.A, E)
DRAFT_DEAL = 7  # "deal 7 to each player"
WISH_HAND = 4  # "Do this four times to keep only 4 wish list cards on hand"
RANKINGS_IN_PLAY = 3  # one card on each of the 3 ranking tables (BoardGameGeek, Tric Trac, Fairplay)
STORAGE_BOXES = (2, 3, 4, 5, 6)  # "6 tiles ... on each of the 5 spaces (numbered from 2 to 6)"
TILES_PER_BOX = 6
DRAFT_PICKS_TWO_PLAYERS = 2  # rulebook 7.A: "secretly choose two cards (instead of one)"

BILLS = (50, 20, 10, 5)  # rulebook 1: "Bills of €50, €20, €10 and €5"

# -- the round (rulebook 4) ---------------------------------------------------------------------------

LAST_ROUND = 7  # "A game is played in 7 rounds"
MORNING_SCORING_ROUND = 3  # rulebook 5: "At the end of the third round" (the clock lies between boxes 3 and 4)
PALLET_LABELS = ("-1", "+1", "+1", "+1", "E", "E")  # the pallet truck's six slots (rulebook 4.A.2 and 3)
PALLET_MINUS, PALLET_PLUS, PALLET_EVENT = (0,), (1, 2, 3), (4, 5)  # the slots of each kind, as above

# -- the actions (rulebook 4.C) -------------------------------------------------------------------------

TRACK_SPACES = 8  # rulebook 2.B, J: "8 action spaces"
BAG_SPACES = 6  # "The bag symbol on the last 6 boxes"
STEP_COST = 1  # 4.C.1: "Each move costs 1 action point"
CROWD_COST = 2  # 4.C.1: "Each move to a space in a crowded area costs 2 action points"
EAT_PRICE = 20  # 4.C.1: "you can pay €20 to eat"
EAT_RECOVERY = 2  # 4.C.1: "move your action meeple up to 2 spaces backwards"
PLAYTEST_DRAW = 2  # 4.C.3: "draw two cards from the wish list deck"
WITHDRAW_AMOUNT = 50  # 4.C.5: "Withdrawals are multiples of €50"
WITHDRAW_VP = 2  # 4.C.5: "Every €50 makes you lose 2 victory points"
EARLY_DEPARTURE_VP = (6, 3)  # 4.C, Early departure: "The first ... wins 6 ... the second player wins 3"
MIN_PRICE = 5  # 4.A.3, Discount: "with a minimum of €5"
LAST_TURN_DISCOUNT = 10  # the sale last-turn tile (Chinese text): every game €10 less
LAST_TURN_SYMBOL_VP = 2  # the other last-turn tiles (Chinese text): +2 VP for games of one symbol

# -- scoring (rulebooks 5 and 6) -----------------------------------------------------------------------

# The wish list counting table (Chinese text; rulebook 2.A, K): games bought of one's wish list -> VP.
WISH_TABLE: tuple[int, ...] = (0, 5, 5, 5, 10, 10, 15, 15, 20, 25, 30)
# The event tokens (rulebook 4.A.3) and the promo's (Chinese text), by kind.
EVENT_MIX: dict[str, int] = {"buzz": 1, "flop": 1, "goodies": 3, "discount": 3, "sold_out": 6}
PROMO_EVENT_MIX: dict[str, int] = {"not_released": 3}
# Ranking cards (rulebook 5 and 6.1; rulings.md): period -> (VP, fewest games asked, most games asked).
# Afternoon cards ask for "about 8" games.
RANKING_RULES: dict[str, tuple[int, int, int]] = {"morning": (4, 4, 5), "afternoon": (8, 7, 9)}

# -- judgement calls (docs/games/essen.md) ----------------------------------------------------------------

# A meal with the action meeple on the start point would only cost €20, so it is refused. Set True to let a
# player pay for it anyway.
EAT_ON_START_POINT = False
# The cards a play-test needs in the deck and the discards together. With 1, a single card left is drawn and
# simply kept; set it to PLAYTEST_DRAW to refuse a play-test that cannot offer a choice.
PLAYTEST_MIN_CARDS = 1
# The play-test discard pile lies face up, so everyone knows its cards. Set False to keep it face down (the
# board shows backs and observe() reshuffles it with the unknown cards).
DISCARDS_FACE_UP = True
# A promo "not released" tile stays on the pallet for the round its token was drawn (its popularity and crowd
# already counted) and leaves the game at the next release step instead of going to its stand. Set False to
# take it out of the game at once, after the crowd step.
NOT_RELEASED_STAYS_ON_PALLET = True
# 2-player removal (rulebook 7.A): the stands the removal list's start moves on by with each removal (prime
# to the 60 stands), so that a bot finding several tiles alike does not always take the first stand's game.
REMOVAL_STRIDE = 17
