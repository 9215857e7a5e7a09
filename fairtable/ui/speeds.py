"""The speeds a player can choose for piece animation and for bots' moves (View menu)."""

ANIMATION_SPEEDS = {"Off": 0, "Fast": 140, "Normal": 260, "Slow": 520}  # base duration of a move, ms
# The pause before a bot's move shows: at Normal about a second, so a person can follow a round of bots.
BOT_DELAYS_MS = {"slow": 1800, "normal": 1000, "fast": 250, "instant": 0}
# How long a big moment's banner stays across the board (bots wait meanwhile); with instant bots it still
# shows, but nobody waits for it.
BANNER_MS = {"slow": 5000, "normal": 3500, "fast": 2000, "instant": 0}
