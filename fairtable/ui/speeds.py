"""The speeds a player can choose for piece animation and for bots' moves (View menu)."""

ANIMATION_SPEEDS = {"Off": 0, "Fast": 140, "Normal": 260, "Slow": 520}  # base duration of a move, ms
BOT_DELAYS_MS = {"slow": 1200, "normal": 550, "fast": 150, "instant": 0}  # pause before a bot's move shows
