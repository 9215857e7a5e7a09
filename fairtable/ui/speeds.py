"""The speeds a player can choose for piece animation and for bots' moves (View menu).

The keys are the settings' values (language-free); the menu shows ``_(name)`` for an animation speed and
``_(BOT_SPEED_NAMES[name])`` for a bot speed."""

from fairtable.i18n import N_

# base duration of a move, ms; the names marked for the catalog (shown translated, stored as they are)
ANIMATION_SPEEDS = {N_("Off"): 0, N_("Fast"): 140, N_("Normal"): 260, N_("Slow"): 520}
# The pause before a bot's move shows: at Normal about a second, so a person can follow a round of bots.
BOT_DELAYS_MS = {"slow": 1800, "normal": 1000, "fast": 250, "instant": 0}
#: The bot speeds as the View menu names them.
BOT_SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
# How long a big moment's banner stays across the board (bots wait meanwhile); with instant bots it still
# shows, but nobody waits for it.
BANNER_MS = {"slow": 5000, "normal": 3500, "fast": 2000, "instant": 0}
