"""Dialogs: new game, final scores, rules, settings, about."""
