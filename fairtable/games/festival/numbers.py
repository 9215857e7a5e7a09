"""Every rule number and judgement switch of the festival game, each with where it comes from: the German
rulebook's section (SPIELABLAUF, STARTGELD, ...), docs/games/festival.md for the rulings where the rulebook
is silent, or /work/shared/design/rulings.md (the festival section). Nothing here imports from the title, so
every module may import it.
"""

from __future__ import annotations

# -- setup (rulebook: SPIELABLAUF, STARTGELD) ---------------------------------------------------------------
START_CASH = 30_000  # rulebook STARTGELD: 30.000 Tacken
DEALT_CARDS = 2  # rulebook SPIELBEGINN: each player is dealt 2 property cards and pays for them
BANK_START = 100_000_000  # the bank never runs out; a large float keeps money conservation checkable
DEFAULT_ROUND_LIMIT = 40  # rulebook SPIELDAUER: about 2.5 to 3 hours for four players (docs/games/festival.md)
BOARD_FIELDS = 40  # the fields round the board, START is 0

# -- the way round the board ----------------------------------------------------------------------------
START_MONEY = 4_000  # rulebook ZIEHE ÜBER START: 4.000 Tacken
START_FIELD = 0  # rulebook ZIEHE ÜBER START / V.I.P. SHUTTLE
CELL_FIELD = 10  # rulebook AUSNÜCHTERUNGSZELLE: the cell's corner ("Nur zu Besuch" outside)
BAIL = 1_000  # rulebook AUSNÜCHTERUNGSZELLE: freikaufen mit 1.000 Tacken
CELL_FINE = 500  # rulebook AUSNÜCHTERUNGSZELLE: after 3 failed rounds 500 Tacken into the Glückskloake
CELL_TRIES = 3  # rulebook AUSNÜCHTERUNGSZELLE: three rounds to roll doubles
DOUBLES_TO_CELL = 3  # rulebook SPIELABLAUF: the third doubles in a row go to the Ausnüchterungszelle

# -- Festivals beleihen oder verkaufen, Hypothek zurückzahlen ---------------------------------------------
LIFT_INTEREST_PERCENT = 10  # rulebook Hypothek zurückzahlen: Hypothekenbetrag + 10 % Zinsen
# Ruling: standing on an unowned property you cannot pay for is a financial squeeze ("In finanziellen
# Engpässen"), so you may mortgage and sell Buden back to buy it (docs/games/festival.md).
RAISE_MONEY_TO_BUY = True
# Ruling: beleihen and selling back only "in finanziellen Engpässen" (docs/games/festival.md).
MORTGAGE_ONLY_WHEN_SHORT = True
# Ruling: your turn goes on after the move (rulebook Buden und Mainstages aufstellen: building is done "wenn DU
# AN DER REIHE bist"), so whoever could build or lift a mortgage gets that chance before pressing End turn
# (docs/games/festival.md).
BUILD_AFTER_THE_MOVE = True
MAX_BUDEN = 4  # rulebook Buden und Mainstages aufstellen: at most 4 Buden on a festival
MAINSTAGE_LEVEL = 5  # the level of a Mainstage (built from the four Buden)

# -- MAUSCHEL-MANÖVER -------------------------------------------------------------------------------------
# Rulings: Mauscheln prices go in steps of 100 Tacken, from 100 up to what the buyer can pay (rulebook:
# "Preise und Konditionen bestimmen die mauschelnden Spieler selbst"; rulings.md).
PRICE_STEP = 100
# The quick choices of price offered for an item, in halves of its printed price (a voucher: of the bail):
# 1/2, 1, 3/2 and 2 times (rulings.md).
PRICE_HALVES = (1, 2, 3, 4)

# -- CROWD CONTROL (rulebook, and rulings.md for the donation variant) ------------------------------------
DONATION_STEP = 100  # rulings: the donation goal is 100 € times a die
# The simulated audience donates 10 to 100 euros (in steps of 10) after every move while a goal is open.
AUDIENCE_DONATION_STEP = 10
AUDIENCE_DONATION_STEPS = 10
DONATION_EUROS = (10, 20, 50, 100)  # the host's "record donation" buttons (rulings.md)
