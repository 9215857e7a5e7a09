"""Every rule number of Animal Marche and every judgement switch, each with where the rulebook says it
(its sections by their headings, quoted), or "rulings" where the rulebook is silent and the project's
rulings (shared/design/rulings.md, docs/games/marche.md) decide. Imports nothing from the title, so every
module may import it.

The figures printed on the cards (store effects, costs of facilities and ads, goals) are data
(``resources/games/marche/``, ``data.py``), not here.
"""

from __future__ import annotations

# -- components ("Components", "Game Setup") -----------------------------------------------------------------
N_CUSTOMERS = 20  # "20 Customer pieces"; 16 fill the plaza's cells, the rest wait beside it
WORKERS = 5  # "place their 5 Worker pieces on their individual board" (the sixth marks VP on the scoreboard)
START_WORKERS = 2  # "Individual Board Setup" figure: 2 in the backyard, 3 waiting to be hired
SECTIONS = 4  # "The 4 売地/Lands for Sale cells on each individual board are called sections"
AD_DISPLAY = 3  # "Draw 3 cards from the top of the deck and place them face up in line"
MAJORS_DEALT = 3  # "randomly receive 1 小目標/Minor Goal and 3 大目標/Major Goal cards"
MAJOR_LIMIT = 2  # "You can only gain VP from 2 of the 3 大目標/Major Goal cards dealt to you" ("Goal Cards")

# -- resources ("Individual Board Setup", "Resource Track") -------------------------------------------------
START_COINS = 2  # "Receive 2 Coin markers and 1 Wood marker" (plus the proprietor's)
START_WOOD = 1  # (the same sentence)
COIN_CAP = 30  # "The player can each own up to 30 Coins and 15 Wood"
WOOD_CAP = 15  # (the same sentence)

# -- the game's length and the scoreboard ("How to Play", "If You Score 40 VP or More") --------------------
ROUNDS = 5  # "The game is played over 5 rounds"
TRACK = 40  # the scoreboard's cells, 0 to 39: from 40 VP on a marker lies on its back (its 2nd lap)

# -- worker actions ("Phase 4: Worker Actions") ---------------------------------------------------------------
BASIC_COST = 4  # "① Construction": "Construction of a Basic Store (blue-framed) requires 4 Coins"
SPECIAL_COST = (3, 1)  # "... and construction of a Special Store (orange-framed) requires 3 Coins and 1 Wood"
HIRE_AT = (2, 3, 4)  # "① Construction": "When the number of sections occupied ... increases by 2, 3, and 4"
AD_WORKERS = 2  # "④ Advertising": "Up to 2 Worker pieces can be placed on each Ad card"
MOVE_FACILITY_WOOD = 3  # "⑥ Moving or Removing a Public Facility": "Pay 3 Wood"
TAKE = 1  # "⑦ Getting 1 Coin or 1 Wood"

# -- proprietors ("Proprietor Abilities") ----------------------------------------------------------------------
ALEN_COINS = 3  # Alen: "Get 3 Coins every time you build, move, or remove a Public Facility"
MEISTER_SALES = 2  # Meister: "You can sell twice in the Sale Phase"
MEISTER_WOOD = 2  # Meister: "Every time you sell, you get 2 Wood"
LEON_COINS_PER_WOOD = 2  # Leon: "You can use 2 Coins instead of 1 Wood for construction or renovation"
ORLANDO_COINS = 1  # Orlando: "You get 1 extra Coin every time another player places their Worker piece in your store"
GRAY_COST = 5  # Vanessa: "You can pay 5 Coins to hire Vanessa's special Worker piece (Gray)"
# Toby: "At the start of the Solicitation Phase, you can rearrange the positions of your stores as you like":
# store moves he may make per Solicitation Phase (rulings: enough for any rearrangement of 4 sections).
TOBY_MOVES = 4  # Toby's moves (rulings)

# -- judgement switches (rulings.md) ---------------------------------------------------------------------------
# Income with a two-icon store (Grocery) and income stores counting different icons (Food Court: crossed-
# tools, DIY Store: hammer): the store counts as one icon ("Store Card Description": "You can choose to apply
# the effect of 1 icon"), the one giving the owner more coins + wood after the caps; on a tie, the first of
# this order.
DUAL_ICON_INCOME = ("tools", "hammer", "bell")  # the tie order (rulings)
