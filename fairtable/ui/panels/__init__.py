"""Docks beside the table: players, game log, available actions."""
