"""The table's sounds: short and soft, for what a person hears at a real table. Dice rolled, coins paid or taken,
a card drawn and turned, a piece put down, a refused drop (a gentle low tone, not an alarm), your turn (after
others played), a big moment's banner, the end of the game.

- **Made here.** Every sound is synthesised by :func:`synthesise` from a few lines of numbers (the "source"
  of each is its recipe in :data:`RECIPES`): no sound file ships, nothing is licensed from anyone, and the
  bundle grows by this module only. The WAV files are written once per volume into the cache folder.
- **Played by the platform.** Windows plays them with the standard library's ``winsound`` (asynchronously),
  macOS with ``afplay``, Linux with the first of ``pw-play``, ``paplay`` and ``aplay`` found (each started
  and left to finish on its own). No playback library is bundled: Qt Multimedia would add its FFmpeg
  libraries (about 20 MB) to a bundle already at its budget (docs/packaging.md). Where no player is found
  the sound menu says so and the table stays silent.
- **Never in the way.** Starting a player takes a fraction of a millisecond and nothing waits for it; the same
  sound is not started twice within :data:`GAP_S` (bots at Instant speed do not make a din). Off under
  ``--no-sound`` or ``FAIRTABLE_NO_SOUND=1`` (the tests set it) and when muted (View > Sound, remembered).
"""

from __future__ import annotations

import math
import os
import random
import shutil
import struct
import subprocess
import sys
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths

from fairtable.i18n import N_

RATE = 22050  # samples a second: plenty for soft sounds, small files
GAP_S = 0.12  # the same sound is not started again within this long
#: View > Sound > Volume: the choices (marked here, translated where shown) and their loudness
VOLUMES = {"quiet": (N_("Quiet"), 35), "medium": (N_("Medium"), 65), "loud": (N_("Loud"), 100)}

# Each sound's recipe: a list of notes (start s, length s, frequency Hz, loudness 0-1, kind). Kinds: "bell" (a
# sine with a soft second partial, decaying), "thud" (a low sine falling in pitch, fast decay), "tick" (a
# short noise burst, for dice and shuffles), "swish" (noise with a slow rise and fall, for cards).
RECIPES: dict[str, list[tuple[float, float, float, float, str]]] = {
    "dice": [(0.00, 0.05, 0, 0.55, "tick"), (0.07, 0.04, 0, 0.40, "tick"), (0.12, 0.05, 0, 0.50, "tick"),
             (0.20, 0.04, 0, 0.30, "tick"), (0.26, 0.03, 0, 0.20, "tick")],
    "coins": [(0.00, 0.25, 2093.0, 0.35, "bell"), (0.06, 0.30, 2637.0, 0.30, "bell")],
    "card": [(0.00, 0.16, 0, 0.35, "swish")],
    "put": [(0.00, 0.12, 180.0, 0.60, "thud")],
    "refused": [(0.00, 0.16, 392.0, 0.30, "bell"), (0.13, 0.22, 330.0, 0.28, "bell")],
    "turn": [(0.00, 0.22, 659.3, 0.30, "bell"), (0.12, 0.32, 880.0, 0.30, "bell")],
    "banner": [(0.00, 0.25, 523.3, 0.28, "bell"), (0.10, 0.25, 659.3, 0.28, "bell"), (0.20, 0.40, 784.0, 0.30, "bell")],
    "end": [(0.00, 0.30, 523.3, 0.28, "bell"), (0.16, 0.30, 659.3, 0.28, "bell"), (0.32, 0.30, 784.0, 0.28, "bell"),
            (0.48, 0.70, 1046.5, 0.30, "bell")],
}
SOUNDS = tuple(RECIPES)


def synthesise(name: str, loudness: float = 1.0) -> list[int]:
    """The 16-bit samples of sound ``name`` at ``loudness`` (0-1); the same numbers every time."""
    notes = RECIPES[name]
    length = max(start + dur for start, dur, *_rest in notes) + 0.05
    out = [0.0] * int(length * RATE)
    noise = random.Random(len(name))  # a fixed seed: the same sound each time
    for start, dur, freq, level, kind in notes:
        first, count = int(start * RATE), int(dur * RATE)
        phase = 0.0
        for i in range(count):
            t = i / RATE
            fade = min(1.0, i / (0.004 * RATE))  # a 4 ms rise: no click
            if kind == "bell":
                env = math.exp(-t * 9.0 / max(0.1, dur))
                v = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
            elif kind == "thud":
                env = math.exp(-t * 30.0)
                phase += 2 * math.pi * freq * (1.0 - 0.5 * i / count) / RATE
                v = math.sin(phase)
            elif kind == "tick":
                env = math.exp(-t * 120.0)
                v = noise.uniform(-1, 1) * 0.7 + math.sin(2 * math.pi * 1800 * t) * 0.3
            else:  # swish
                env = math.sin(math.pi * i / count) ** 2
                v = noise.uniform(-1, 1) * 0.6
            out[first + i] += v * env * fade * level
    peak = 0.8 * 32767 * max(0.0, min(1.0, loudness))
    return [max(-32767, min(32767, int(s * peak))) for s in out]


def write_wav(path: Path, samples: list[int]) -> None:
    tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")  # one writer's own: two may race
    with wave.open(str(tmp), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    tmp.replace(path)


def sound_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.CacheLocation)
    return (Path(base) if base else Path.home() / ".cache" / "fairtable") / "sounds"


# -- players ---------------------------------------------------------------------------------------------


def platform_player() -> Callable[[Path], None] | None:
    """A function that starts playing a WAV file and returns at once, or None where there is none."""
    if sys.platform == "win32":
        import winsound

        return lambda path: winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
    candidates = (["afplay"],) if sys.platform == "darwin" else (["pw-play"], ["paplay"], ["aplay", "-q"])
    for command in candidates:
        found = shutil.which(command[0])
        if found:
            return lambda path, command=[found, *command[1:]]: _start(command + [str(path)])
    return None


_children: list[subprocess.Popen] = []  # type: ignore[type-arg]


def _start(command: list[str]) -> None:
    _children[:] = [p for p in _children if p.poll() is None]  # the finished ones reaped
    try:
        _children.append(subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL))
    except OSError:
        pass  # a player that cannot start: silence, never an error in the player's face


def sound_wanted() -> bool:
    """False under --no-sound (which sets FAIRTABLE_NO_SOUND) and in the tests."""
    return os.environ.get("FAIRTABLE_NO_SOUND", "") in ("", "0")


class Sounds(QObject):
    """Plays the table's sounds at the volume chosen, unless muted or unavailable. ``player`` starts a WAV
    file (the platform's by default; the tests give their own); ``played`` keeps every sound started."""

    def __init__(self, parent: QObject | None = None, player: Callable[[Path], None] | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.player = player if player is not None else (platform_player() if sound_wanted() else None)
        self.folder = folder or sound_folder()
        self.on = True
        self.volume = "medium"
        self.played: list[str] = []
        self._last: dict[str, float] = {}

    @property
    def available(self) -> bool:
        return self.player is not None

    def file(self, name: str) -> Path:
        """The WAV file of ``name`` at the volume chosen, written the first time it is asked for."""
        loud = VOLUMES.get(self.volume, VOLUMES["medium"])[1]
        path = self.folder / f"{name}-{loud}.wav"
        if not path.exists():
            self.folder.mkdir(parents=True, exist_ok=True)
            write_wav(path, synthesise(name, loud / 100))
        return path

    def prepare(self) -> None:
        """Write the sounds' files at the volume chosen, in the background (the first of each would otherwise
        take up to a few tens of milliseconds when it is first played)."""
        if self.player is None:
            return
        names = list(RECIPES)

        def write_all() -> None:
            for name in names:
                try:
                    self.file(name)
                except OSError:
                    return

        threading.Thread(target=write_all, name="fairtable-sounds", daemon=True).start()

    def play(self, name: str) -> None:
        if not self.on or self.player is None or name not in RECIPES:
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < GAP_S:
            return
        self._last[name] = now
        try:
            path = self.file(name)
        except OSError:
            return  # no cache folder to write in: silence
        self.played.append(name)
        self.player(path)


# The events whose story is money changing hands, per title (their stable kinds): they clink.
COIN_EVENTS = {
    "purchase", "withdraw",  # ESSEN
    "income", "leftover",  # Old West Empresario (income too)
    "income_store", "ad_paid", "sale", "sale_gain",  # Animal Marche
    "rent", "fee", "collect", "card_payment", "pot", "debt_paid", "start",  # the festival game
}


class TableSounds(QObject):
    """The window's side: which moments make which sound. ``attach`` follows a game's controller."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.sounds = Sounds(self)
        self.sounds.on = bool(window.settings.value("sound/on"))
        self.sounds.volume = window.settings.value("sound/volume")
        self.sounds.prepare()
        self._seen = 0  # the moves already sounded

    def attach(self, controller) -> None:  # type: ignore[no-untyped-def]
        self._seen = len(controller.match.steps)
        controller.changed.connect(lambda c=controller: self._moved(c))
        controller.refused.connect(lambda *_args: self.sounds.play("refused"))
        controller.banner.connect(lambda text: self.sounds.play("banner") if text else None)
        controller.scene.noticed.connect(self.sounds.play)

    def _moved(self, controller) -> None:  # type: ignore[no-untyped-def]
        steps = controller.match.steps
        if controller.replay_index is not None or len(steps) < self._seen:
            self._seen = min(self._seen, len(steps))  # a replay or an undo: nothing to hear
            return
        new, self._seen = steps[self._seen:], len(steps)
        from fairtable.engine.actions import Drag

        if any(isinstance(s.action.gesture(), Drag) for s in new):
            self.sounds.play("put")
        if any(e.kind in COIN_EVENTS for s in new for e in s.events):
            self.sounds.play("coins")

    def your_turn(self) -> None:
        self.sounds.play("turn")

    def game_over(self) -> None:
        self.sounds.play("end")
