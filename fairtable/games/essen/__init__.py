"""ESSEN The Game: SPIEL'13 (``essen``): seven rounds of walking the fair hall, buying the new games and
carrying them to the car. ``rules.py`` is the Game, ``presentation.py`` the table's side, ``heuristic.py``
the bots'; docs/games/essen.md says where each rule lives."""
