"""Every rule number of Old West Empresario and every judgement switch, each with where the rulebook says it
(its section in the heading, its words quoted) or that rulings.md settles it. Imports nothing from the title,
so every module of it may import this one."""

from __future__ import annotations

# -- "Components & Setup" ---------------------------------------------------------------------------------
STARTING_MONEY = 3  # "give three coins to each player"
POPULATION_PER_PLAYER = 15  # "a supply pile of 15 VP per player"
WANTED_IN_PLAY = 3  # "deal 3 face up above the line of die number tiles"
START_TILES = 3  # "deal each player 3 building tiles from the box lid"
START_KEEPS = 1  # "Choose 1 of those to place face down, adjacent to your Town Hall tile"

# -- "How to Play" ---------------------------------------------------------------------------------------
DICE_PER_PLAYER, EXTRA_DICE = 2, 1  # "roll two dice per player, plus 1"
TURNS_PER_ROUND = 2  # "Each round, you will get 2 turns"
ADJUST_COST = 1  # "Optionally pay 1 coin ONCE to adjust the die value +/-1"
DIE_FACES = 6  # "You may also change a 6 to a 1 this way, or a 1 to a 6"

# -- "Turn Options in Detail" -----------------------------------------------------------------------------
INCOME = 3  # "Discard for Income": "discard the tile, and collect 3 coins"

# -- "End of Round" --------------------------------------------------------------------------------------
LEFTOVER_ACTIVATIONS = 1  # "each player may use that leftover die to activate ONE of their ... building tiles"

# -- "Game End and Scoring" -------------------------------------------------------------------------------
BUILDINGS_TO_END = 15  # "Any player has 15 constructed buildings in their town" (the Town Hall included)

# Leftover money scores 1 VP per this many dollars: the score pad has a line for "leftover coins" and the
# rulebook gives no rate (designed; rulings.md).
DOLLARS_PER_VP = 3

# -- "Character Cards" ------------------------------------------------------------------------------------
ZEBEDEE_BONUS = 3  # Zebedee: "Start with 3 additional coins (6 total)"
ZEBEDEE_START_TILES = 6  # Zebedee: "take 6 building tiles to choose from instead of 3"
GAMBLE_GAIN = 2  # Scarlett: "re-roll the die and gain 2 coins"
ZEBEDEE_KEEPS = 2  # Zebedee: "Choose two of those to start the game unbuilt"
WEN_LEFTOVER_ACTIVATIONS = 2  # Sheriff Wen: "you may activate 2 buildings with the leftover die"
TRENT_COST, TRENT_TOKENS = 1, 1  # Trent: "you may pay 1 coin to collect 1 VP token"
JAKE_GAIN = 1  # Jake: "When activating your Town Hall, collect 1 coin first"
JOSEPHINE_COST = 1  # Sister Josephine: "you may pay 1 coin to activate 1 additional building"
IRVING_COST, IRVING_TOKENS = 1, 1  # Irving: "pay a coin and a VP token to take a building tile"

# -- "Building Reference" ---------------------------------------------------------------------------------
# A Native Settlement that starts the game face down (one of the dealt starting tiles, or Jesse's green
# tile) was never claimed: built later, it is an ordinary constructed building and its one-time effect does
# not happen (it activates "once immediately when claimed -- and never again"). True: it acts once when built.
STARTING_NATIVE_ACTS_WHEN_BUILT = False
NATIVE_GROUP_VP = 4  # Native Settlement: "4vp for biggest orthogonally contiguous group" (to each seat tied for it)
CARPENTER_SURROUNDED_VP = 4  # Carpenter: "+4vp if completely surrounded with 8 constructed buildings"
MINE_NEXT_TO_INN_VP = 2  # Mine: "2vp if adjacent to at least 1 Inn"
TAX_OFFICE_DOLLARS, TAX_OFFICE_MAX = 2, 10  # Tax Office: "1vp per $2 leftover (max 10vp)"
ZONING_PAIR = 2  # Zoning Office: "1vp for every pair of 2 matching building types in your town"
PLANNING_OFFICE_VP = 2  # Planning Office: "2vp for each Wanted card you have achieved"
WAREHOUSE_SET_VP = 3  # Warehouse: "3vp for each set of Oil / Rail / Cotton icons in your town"
CENSUS_TOKENS, CENSUS_MAX = 2, 8  # Census Bureau: "1vp for every 2 VP tokens you have (max 8vp)"
OIL_ICONS_PER_VP = 2  # "Stock Icons": Oil "1vp per 2 Oil icons otherwise"
INN_COST, INN_TOKENS = 1, 1  # Inn: "Pay $1 and 1 VP token to claim a tile from the column = this activation number"
MINE_GAIN = 2  # Mine: "Collect $2"
DISTILLERY_COST, DISTILLERY_TOKENS = 1, 2  # Distillery: "Pay $1 for 2 VP tokens" (Merle's still likewise)
SALOON_GAIN = 1  # Saloon: "Collect $1 for each adjacent constructed building"
EXTRA_ACTIVATION_COST = 1  # Church: "Pay $1 to activate a building in your town" (and the Native Settlement's)
TOWN_HALL_BUILD_COST, TOWN_HALL_COIN = 1, 1  # Town Hall: "Pay $1 to build 1 building OR Collect $1"
UNDERTAKER_TOKENS, UNDERTAKER_TAKES = 1, 1  # Undertaker: "Collect 1 VP token. Opponents discard $1, if they can."
CLAIM_ANY_TOKENS = 2  # Native Settlement: "You may spend 2 VP tokens to claim any building tile from the display"
NATIVE_TOKENS = 1  # Native Settlement, variants 1 to 4: "Collect 1 VP token"
NATIVE_MORE_TOKENS = 2  # variant 5: "Collect 2 VP tokens"
NATIVE_DOLLARS = 2  # variant 1: "Collect 1 VP token and $2"
