"""Bots: they need only the Game contract and see only ``observe()``; no Qt."""

from fairtable.bots.base import Bot, make_bot

__all__ = ["Bot", "make_bot"]
