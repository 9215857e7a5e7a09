"""Agents Of Empire, the festival game: a Monopoly-style game of festivals, Buden and Tacken."""
