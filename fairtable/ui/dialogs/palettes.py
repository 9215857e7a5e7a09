"""The seats' colour palettes the new-game dialog offers, and the words a screen reader says for a colour.

"Standard" is fairtable's own six; "Colour-blind safe" is six of Okabe and Ito's eight colours (Color
Universal Design, 2008), picked with scripts/colour_sim.py so that every pair still differs under
deuteranopia and protanopia (docs/accessibility.md, "Colour", has the figures).
"""

from __future__ import annotations

from fairtable.i18n import N_, _

STANDARD = ("#d0413a", "#2f6fce", "#2c9a4b", "#e2a623", "#8a4fc4", "#1f9ea5")
# The six of the eight whose closest pair is farthest apart with normal vision, deuteranopia and protanopia
# alike (CIEDE2000 18.2 at the least; orange and reddish purple come closer to the others), in the order
# that keeps the first seats farthest apart (2 seats: 63, 3: 38, 4: 28).
COLOUR_BLIND_SAFE = ("#0072b2", "#f0e442", "#000000", "#009e73", "#56b4e9", "#d55e00")
PALETTES: dict[str, tuple[str, ...]] = {"standard": STANDARD, "safe": COLOUR_BLIND_SAFE}
PALETTE_NAMES = {"standard": N_("Standard"), "safe": N_("Colour-blind safe")}

# A small named table: a colour is read as the word of its nearest entry.
COLOUR_WORDS: tuple[tuple[str, str], ...] = (
    ("#d0413a", N_("red")), ("#2f6fce", N_("blue")), ("#2c9a4b", N_("green")), ("#e2a623", N_("yellow")),
    ("#8a4fc4", N_("purple")), ("#1f9ea5", N_("teal")),
    ("#0072b2", N_("blue")), ("#e69f00", N_("orange")), ("#009e73", N_("bluish green")),
    ("#cc79a7", N_("pink")), ("#000000", N_("black")), ("#56b4e9", N_("sky blue")),
    ("#d55e00", N_("vermilion")), ("#f0e442", N_("yellow")),
    ("#ffffff", N_("white")), ("#808080", N_("grey")), ("#8b5a2b", N_("brown")), ("#ff0000", N_("red")),
    ("#00ff00", N_("green")), ("#0000ff", N_("blue")), ("#ffff00", N_("yellow")), ("#ff00ff", N_("magenta")),
    ("#00ffff", N_("cyan")), ("#ff8000", N_("orange")), ("#800000", N_("dark red")), ("#000080", N_("navy")),
)


def _rgb(colour: str) -> tuple[int, int, int] | None:
    text = colour.strip().lstrip("#")
    if len(text) != 6:
        return None
    try:
        value = int(text, 16)
    except ValueError:
        return None
    return value >> 16, (value >> 8) & 0xFF, value & 0xFF


def colour_word(colour: str) -> str:
    """The word for ``colour`` ("#d0413a" -> "red"), in the player's language: its nearest entry in the table
    (by a redmean-weighted distance, close to how far apart people see two colours)."""
    rgb = _rgb(colour)
    if rgb is None:
        return colour
    r1, g1, b1 = rgb

    def distance(entry: tuple[str, str]) -> float:
        r2, g2, b2 = _rgb(entry[0]) or (0, 0, 0)
        mean = (r1 + r2) / 2
        return (2 + mean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - mean) / 256) * (b1 - b2) ** 2

    return _(min(COLOUR_WORDS, key=distance)[1])

