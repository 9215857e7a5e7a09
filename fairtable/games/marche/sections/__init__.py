"""Rulebook sections of Animal Marche that need a module of their own, each named after its section."""
