"""Every rule number of Old West Empresario and every judgement switch, each with where the rulebook
(/work/shared/seeds/002, sections in quotes) or rulings.md says it. Imports nothing from the title."""

from __future__ import annotations

# -- "Components & Setup" ---------------------------------------------------------------------------------
STARTING_MONEY = 3  # "give three coins to each player"
POPULATION_PER_PLAYER = 15  # "a supply pile of 15 VP per player"
WANTED_IN_PLAY = 3  # "deal 3 face up above the line of die number tiles"
START_TILES = 3  # "deal each player 3 building tiles ... Choose 1 of those"

# -- "Turn Options in Detail" -----------------------------------------------------------------------------
INCOME = 3  # "Discard for Income": "discard the tile, and collect 3 coins"

# -- "Game End and Scoring" -------------------------------------------------------------------------------
BUILDINGS_TO_END = 15  # "Any player has 15 constructed buildings in their town" (the Town Hall included)

# Leftover money scores 1 VP per this many dollars: the score pad has a line for "leftover coins" and the
# rulebook gives no rate (designed; rulings.md).
DOLLARS_PER_VP = 3

# -- "Character Cards" ------------------------------------------------------------------------------------
ZEBEDEE_BONUS = 3  # Zebedee: "Start with 3 additional coins (6 total)"
ZEBEDEE_START_TILES = 6  # Zebedee: "take 6 building tiles to choose from instead of 3"

# -- "Building Reference" ---------------------------------------------------------------------------------
# A Native Settlement that starts the game face down (one of the dealt starting tiles, or Jesse's green
# tile) was never claimed: built later, it is an ordinary constructed building and its one-time effect does
# not happen (it activates "once immediately when claimed -- and never again"). True: it acts once when built.
STARTING_NATIVE_ACTS_WHEN_BUILT = False
NATIVE_GROUP_VP = 4  # Native Settlement: "4vp for biggest orthogonally contiguous group" (to each seat tied for it)
CARPENTER_SURROUNDED_VP = 4  # Carpenter: "+4vp if completely surrounded with 8 constructed buildings"
TAX_OFFICE_MAX = 10  # Tax Office: "1vp per $2 leftover (max 10vp)"
CENSUS_MAX = 8  # Census Bureau: "1vp for every 2 VP tokens you have (max 8vp)"
