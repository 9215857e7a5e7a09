"""Old West Empresario: draft dice, claim building tiles and grow a frontier town (2 to 4 players)."""
