"""The table's sounds: each is synthesised here (short, soft, the same every time), played by a player that
returns at once, for the moment it belongs to, once; muted and at a volume as the player chose, remembered;
silent under --no-sound and in the tests."""

from __future__ import annotations

import wave

from fairtable.engine.actions import Drag
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui import sound
from fairtable.ui.sound import RECIPES, VOLUMES, Sounds, synthesise
from tests.ui.helpers import open_window, start_match


def test_every_sound_is_short_soft_and_the_same_each_time(tmp_path):
    heard = []
    sounds = Sounds(player=heard.append, folder=tmp_path)
    for name in RECIPES:
        samples = synthesise(name, 1.0)
        assert samples == synthesise(name, 1.0)
        assert 0.1 < len(samples) / sound.RATE < 1.5, name
        assert max(abs(s) for s in samples) <= 0.8 * 32767 + 1, name
        quiet = synthesise(name, VOLUMES["quiet"][1] / 100)
        assert max(abs(s) for s in quiet) < max(abs(s) for s in samples)
        sounds._last.clear()
        sounds.play(name)
        with wave.open(str(heard[-1]), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, sound.RATE)
        assert heard[-1].stat().st_size < 70_000
    assert sounds.played == list(RECIPES)


def test_silent_when_muted_when_asked_and_in_the_tests(tmp_path, monkeypatch):
    heard = []
    sounds = Sounds(player=heard.append, folder=tmp_path)
    sounds.on = False
    sounds.play("dice")
    assert heard == []
    assert not Sounds(folder=tmp_path).available  # FAIRTABLE_NO_SOUND, as --no-sound sets it
    from fairtable.cli import main

    monkeypatch.delenv("FAIRTABLE_NO_SOUND")
    assert main(["--no-sound", "--version"]) == 0
    import os

    assert os.environ["FAIRTABLE_NO_SOUND"] == "1"


def test_the_same_sound_is_not_started_twice_at_once(tmp_path):
    heard = []
    sounds = Sounds(player=heard.append, folder=tmp_path)
    for _ in range(5):
        sounds.play("coins")
    assert len(heard) == 1


def listen(window, tmp_path):  # type: ignore[no-untyped-def]
    s = window.table_sounds.sounds
    s.player, s.folder, s.on = (lambda path: None), tmp_path, True
    s._last.clear()
    s.played.clear()
    return s.played


def play_and_listen(window, qtbot, match, seed: int, until, after_move=None) -> None:  # type: ignore[no-untyped-def]
    """The human seat's moves picked at random, the bot's played by the table, until ``until()`` or the end;
    ``after_move(action, sounds)`` hears what each of the human's moves set off."""
    c = window.controller
    played = window.table_sounds.sounds.played
    rng = Rng(seed)
    while not match.is_over() and not until():
        if match.current_player() == 0:
            action = rng.choice(match.game.legal_actions(match.state))
            window.table_sounds.sounds._last.clear()
            count = len(played)
            c.play(action)
            if after_move is not None:
                after_move(action, played[count:])
        else:
            qtbot.waitUntil(lambda: match.current_player() == 0 or match.is_over(), timeout=20000)


def test_each_moment_makes_its_sound(window, qtbot, tmp_path):
    match = start_match(window, get_game("festival"), ["human", "bot"], seed=3)
    played = listen(window, tmp_path)
    wanted = {"dice", "coins", "card", "turn", "banner"}
    play_and_listen(window, qtbot, match, 3, lambda: wanted <= set(played) or len(match.steps) >= 400)
    assert wanted <= set(played), played
    # a refused drop: one gentle tone
    played.clear()
    window.table_sounds.sounds._last.clear()
    qtbot.waitUntil(lambda: match.current_player() == 0, timeout=20000)
    assert not window.controller.gesture(Drag(piece="pawn:1", zone="field:1"))
    assert played == ["refused"]


def test_a_piece_put_down_and_the_end_of_the_game(window, qtbot, tmp_path):
    match = start_match(window, get_game("marche"), ["human", "bot"], seed=4)
    played = listen(window, tmp_path)
    drags: list[list[str]] = []

    def heard(action, sounds) -> None:  # type: ignore[no-untyped-def]
        if isinstance(action.gesture(), Drag):
            drags.append(sounds)

    play_and_listen(window, qtbot, match, 4, lambda: False, heard)
    assert drags and all("put" in sounds for sounds in drags)
    assert "end" in played[-3:], played[-5:]  # the scores' banner and coins may come with it


def test_mute_and_volume_are_remembered(qtbot, tmp_path):
    w = open_window(qtbot)
    if not w.table_sounds.sounds.available:
        w.table_sounds.sounds.player = lambda path: None  # the menu acts the same; here there is no player
    w.menus.act_sound.setChecked(False)
    w.menus.toggle_sound()
    w.menus.set_volume("loud")
    assert w.settings.value("sound/on") is False and w.settings.value("sound/volume") == "loud"
    w.close()
    again = open_window(qtbot)
    assert again.table_sounds.sounds.on is False and again.table_sounds.sounds.volume == "loud"
    assert not again.menus.act_sound.isChecked() and again.menus.volume_actions["loud"].isChecked()


def test_the_sounds_are_written_ahead_in_the_background(qtbot, tmp_path):
    sounds = Sounds(player=lambda path: None, folder=tmp_path)
    sounds.volume = "quiet"
    sounds.prepare()
    loud = VOLUMES["quiet"][1]
    qtbot.waitUntil(lambda: all((tmp_path / f"{name}-{loud}.wav").exists() for name in RECIPES), timeout=10000)
    assert not list(tmp_path.glob("*.tmp"))
