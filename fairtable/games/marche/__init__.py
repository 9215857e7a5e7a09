"""Animal Marche (アニマルマルシェ): the headless rules engine and its component data."""
