"""How the seats' colours look to a player with deuteranopia or protanopia: each title's board drawn offscreen
as at the fit of a 1280x720 window, seen through Machado, Oliveira and Fernandes' simulation (2009, severity
1.0, in linear RGB), and the colour distance (CIEDE2000) of every pair of seat colours of both palettes of
the new-game dialog, with normal vision and simulated.

    PYTHONPATH=. QT_QPA_PLATFORM=offscreen python scripts/colour_sim.py [--out docs/screenshots/colour-blind]
        [--games essen marche] [--no-pictures]

Prints the figures as Markdown tables (docs/accessibility.md, "Colour", has them) and writes the simulated
boards as small PNGs: <game>-<palette>-<vision>.png. Needs only Qt (no numpy): pixels are read and written
through QImage, each distinct colour simulated once.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
from array import array
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# Machado et al. 2009, severity 1.0: linear RGB in, linear RGB out.
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
VISIONS = ("normal", "deuteranopia", "protanopia")
NAMES = ("Anna", "Ben", "Chloe", "Deniz", "Emil", "Fatima")
PICTURE_WIDTH = 560  # the PNGs' width: a board's seats and marks still seen, the files small
FAR_APART = 20.0  # a CIEDE2000 distance from which two seats' colours are told apart at a glance on a board


# -- colour science ----------------------------------------------------------------------------------------

def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb: tuple[int, int, int], vision: str) -> tuple[int, int, int]:
    """``rgb`` (0-255 sRGB) as seen with ``vision`` ("normal" returns it unchanged)."""
    if vision == "normal":
        return rgb
    m = MATRICES[vision]
    lin = [_linear(v / 255) for v in rgb]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return tuple(round(_gamma(v) * 255) for v in out)  # type: ignore[return-value]


def hex_rgb(colour: str) -> tuple[int, int, int]:
    v = int(colour.lstrip("#"), 16)
    return v >> 16, (v >> 8) & 0xFF, v & 0xFF


def lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(v / 255) for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    cm = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lm, cmp_ = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hm = (h1p + h2p) / 2
    else:
        hm = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    d_theta = 30 * math.exp(-(((hm - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cmp_ ** 7 / (cmp_ ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc = 1 + 0.045 * cmp_
    sh = 1 + 0.015 * cmp_ * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def distance(c1: str, c2: str, vision: str) -> float:
    """CIEDE2000 between two seat colours as seen with ``vision``."""
    return ciede2000(lab(simulate(hex_rgb(c1), vision)), lab(simulate(hex_rgb(c2), vision)))


def pair_distances(colours: tuple[str, ...] | list[str]) -> dict[str, dict[tuple[int, int], float]]:
    """For each vision, the distance of every pair of seats (0-based seat numbers)."""
    return {vision: {(i, j): distance(colours[i], colours[j], vision) for i, j in combinations(range(len(colours)), 2)}
            for vision in VISIONS}


# -- the boards ------------------------------------------------------------------------------------------

def simulate_image(image, vision: str):  # type: ignore[no-untyped-def]
    """A copy of ``image`` (a QImage) as seen with ``vision``: each distinct colour simulated once."""
    from PySide6.QtGui import QImage

    img = image.convertToFormat(QImage.Format_RGB32)
    size = img.sizeInBytes()
    pixels = array("I", bytes(img.constBits())[:size])
    seen: dict[int, int] = {}
    for k, p in enumerate(pixels):
        got = seen.get(p)
        if got is None:
            r, g, b = simulate(((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF), vision)
            got = seen[p] = 0xFF000000 | (r << 16) | (g << 8) | b
        pixels[k] = got
    out = QImage(pixels.tobytes(), img.width(), img.height(), img.bytesPerLine(), QImage.Format_RGB32)
    return out.copy()  # its own pixels, not the array's


def board_image(app, game_id: str, colours: tuple[str, ...] | list[str], moves: int = 40, seed: int = 3):  # type: ignore[no-untyped-def]
    """The board of ``game_id`` as the main window shows it at 1280x720 (the board fit, every seat's area
    opened), up to four seats in ``colours``, after ``moves`` seeded random moves."""
    from fairtable.engine.record import SeatRecord
    from fairtable.engine.registry import get_game
    from fairtable.engine.rng import Rng
    from fairtable.ui.bench import still_table

    game = get_game(game_id)
    n = min(4, game.info.max_players)
    seats = [SeatRecord(name=NAMES[i], colour=colours[i], kind="human" if i == 0 else "bot",
                        level=None if i == 0 else "random") for i in range(n)]
    window, match = still_table(game, seats, seed, (1280, 720))
    c = window.controller
    rng = Rng(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.choice(game.legal_actions(match.state)))
    for seat in range(1, n):
        if c.view.is_compact(seat):
            c.toggle_seat(seat)
    c.refresh(animate=False)
    c.uncover()
    for _ in range(5):
        app.processEvents()
    view = window.table.view
    view.fit()
    app.processEvents()
    image = view.viewport().grab().toImage()
    window.close()
    window.deleteLater()
    app.processEvents()
    return image


def small_png(image, path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    scaled = image.scaledToWidth(PICTURE_WIDTH, Qt.SmoothTransformation)
    indexed = scaled.convertToFormat(QImage.Format_Indexed8, Qt.ThresholdDither)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not indexed.save(str(path), "PNG", 9):
        raise OSError(f"cannot write {path}")


# -- the report ------------------------------------------------------------------------------------------

def report(palettes: dict[str, tuple[str, ...]]) -> str:
    """Markdown: per palette, every pair's CIEDE2000 with normal vision and simulated, and the closest pair."""
    out = []
    for key, colours in palettes.items():
        d = pair_distances(colours)
        out.append(f"{key} ({' '.join(colours)})\n")
        out.append("| seats | " + " | ".join(VISIONS) + " |")
        out.append("|---|" + "---:|" * len(VISIONS))
        for pair in d["normal"]:
            i, j = pair
            out.append(f"| {i + 1}-{j + 1} | " + " | ".join(f"{d[v][pair]:.1f}" for v in VISIONS) + " |")
        closest = []
        for v in VISIONS:
            pair, value = min(d[v].items(), key=lambda kv: kv[1])
            below = sum(1 for x in d[v].values() if x < FAR_APART)
            closest.append(f"{value:.1f} (seats {pair[0] + 1}-{pair[1] + 1}; {below} pairs under {FAR_APART:.0f})")
        out.append("| closest | " + " | ".join(closest) + " |")
        out.append("")
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="docs/screenshots/colour-blind")
    parser.add_argument("--games", nargs="*", default=["essen", "empresario", "marche", "festival"])
    parser.add_argument("--no-pictures", action="store_true")
    args = parser.parse_args()

    from fairtable.ui.dialogs.palettes import PALETTES

    print(report(dict(PALETTES)))
    if args.no_pictures:
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["FAIRTABLE_DATA_DIR"] = folder  # a fresh window: docks at their first widths, nothing to resume
        from fairtable.ui.settings import Settings

        Settings(Path(folder) / "settings.ini").setValue("teach/on", False)  # no rule card over the board
        from fairtable.ui.app import make_app

        app = make_app()
        out = Path(args.out)
        for game_id in args.games:
            for key, colours in PALETTES.items():
                image = board_image(app, game_id, colours)
                for vision in ("deuteranopia", "protanopia"):
                    path = out / f"{game_id}-{key}-{vision}.png"
                    small_png(simulate_image(image, vision), path)
                    print(path, path.stat().st_size // 1024, "KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
