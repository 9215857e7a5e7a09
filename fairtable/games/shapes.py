"""Shapes that tell apart what the boards otherwise tell by colour alone (a building's colour, a festival's
colour group): each a closed SVG path in a 20 x 20 box, drawn in the colour it stands for with a light edge,
so that it reads on any ground. No Qt."""

from __future__ import annotations

SHAPES: dict[str, str] = {
    "triangle": "M10 2 18.5 17H1.5z",
    "heart": "M10 18C4 13.5 1.5 10.5 1.5 6.8A4.3 4.3 0 0 1 10 5.2 4.3 4.3 0 0 1 18.5 6.8C18.5 10.5 16 13.5 10 18z",
    "disc": "M10 1.5A8.5 8.5 0 1 1 9.99 1.5z",
    "diamond": "M10 1 19 10 10 19 1 10z",
    "square": "M2.5 2.5H17.5V17.5H2.5z",
    "hexagon": "M5.5 2H14.5L19 10 14.5 18H5.5L1 10z",
    "star": "M10 1 12.6 7.2 19 7.6 14 11.8 15.6 18.6 10 14.9 4.4 18.6 6 11.8 1 7.6 7.4 7.2z",
    "cross": "M7 1.5H13V7H18.5V13H13V18.5H7V13H1.5V7H7z",
    "ring": "M10 1.5A8.5 8.5 0 1 1 9.99 1.5zM10 6A4 4 0 1 0 10.01 6z",
}


def shape_svg(shape: str, x: float, y: float, size: float, fill: str, ink: str, name: str = "") -> str:
    """``shape`` in a ``size`` square at (x, y), filled with ``fill``: a light edge under a thin ``ink`` one.
    ``name`` goes into the group's class (``class="shape-<name>"``), for tests and tools to find it."""
    path = SHAPES[shape]
    mark = f' class="shape-{name}"' if name else ""
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({size / 20:.3f})"{mark}>'
            f'<path d="{path}" fill="{fill}" fill-rule="evenodd" stroke="#fffdf6" stroke-width="3" stroke-linejoin="round"/>'
            f'<path d="{path}" fill="{fill}" fill-rule="evenodd" stroke="{ink}" stroke-width="1" stroke-linejoin="round"/></g>')
