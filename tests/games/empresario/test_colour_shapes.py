"""A building tile tells its colour by a shape as well as by its colour: the Wanted cards count colours
("6 different colours"), and a colour-blind player counts the shapes."""

from __future__ import annotations

import re

from fairtable.games.empresario.art import COLOUR_SHAPES, building_svg
from fairtable.games.empresario.data import COLOUR_NAMES, TCOLOUR


def shapes_on(t: int, size: float) -> list[str]:
    return re.findall(r'class="shape-colour-([a-z]+)"', building_svg(t, size, size))


def test_every_building_tile_shows_the_shape_of_its_colour_at_every_size(qapp):  # the names are fitted by font
    for t in range(62):
        colour = COLOUR_NAMES[TCOLOUR[t]]
        for size in (48, 64, 90):
            assert shapes_on(t, size) == [colour], (t, colour, size)


def test_each_colour_has_a_shape_of_its_own_and_the_town_hall_none():
    colours = {COLOUR_NAMES[TCOLOUR[t]] for t in range(62)}
    assert colours <= set(COLOUR_SHAPES)
    assert len({COLOUR_SHAPES[c] for c in colours}) == len(colours)
    assert shapes_on(62, 64) == []  # "none": the Town Hall activates on any number, in no colour
