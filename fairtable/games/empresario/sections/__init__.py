"""Rulebook sections of Old West Empresario that need a module of their own, each named after its section."""
