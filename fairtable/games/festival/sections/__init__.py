"""Rulebook sections of the festival game that need a module of their own."""
