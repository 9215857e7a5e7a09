"""Teach as I play: the first time a rule comes up in a game its card shows, once per rule for this player
and title, never again unless reset; off, no card; a tutorial teaches by itself."""

from __future__ import annotations

from fairtable.engine.match import Match
from fairtable.engine.registry import get_game
from fairtable.engine.rng import Rng
from fairtable.ui.main_window import MainWindow
from fairtable.ui.teach import seen_lessons
from tests.ui.helpers import open_window, seats


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, 1280, 720)
    w.set_bot_speed("normal")  # the bots of these tests move only when the test plays for them
    return w


def _play_until(w: MainWindow, kind: str, seed: int = 1, limit: int = 3000) -> int:
    """Random moves at the table until the game tells an event of ``kind``; the moves played."""
    c = w.controller
    rng = Rng(seed)
    for n in range(limit):
        c.play(rng.choice(c.game.legal_actions(c.match.state)))
        if any(e.kind == kind for e in c.match.steps[-1].events):
            return n + 1
    raise AssertionError(f"no {kind} in {limit} moves")


def _festival(w: MainWindow, seed: int) -> None:
    w.start(Match(get_game("festival"), seats(["human", "human", "human"]), None, seed=seed))
    w.controller.hotseat.covered = False


def test_the_first_rent_shows_its_rule_once_for_this_player_and_title(qtbot):
    w = _window(qtbot)
    _festival(w, seed=3)
    card = w.teacher.card
    assert not card.isVisible()
    _play_until(w, "rent")
    shown = [card.title.text()]
    # Another rule may have come up first (a Pasch): each is shown in turn, Got it takes one down.
    while card.isVisible() and card.title.text() != "Rent":
        card.ok.click()
        shown.append(card.title.text())
    assert card.isVisible() and card.title.text() == "Rent", shown
    w.access.announcer.flush()
    told = [t for t in w.access.announcer.said if t.startswith("Rent. ") or "\nRent. " in t]
    assert len(told) == 1 and "rent doubles" in told[0], w.access.announcer.said  # said once, as it shows
    assert "rent doubles" in card.text.text()
    assert "rent" in seen_lessons(w.settings, "festival")
    # The card lies over the board: the board does not move.
    assert card.parentWidget() is w.table.view.viewport()
    assert w.table.view.viewport().rect().contains(card.geometry())
    card.ok.click()
    assert not card.isVisible()
    # Another game of the same title: the rent is known, its card never shows again.
    _festival(w, seed=5)
    _play_until(w, "rent", seed=2)
    titles = []
    while w.teacher.card.isVisible():
        titles.append(w.teacher.card.title.text())
        w.teacher.card.ok.click()
    assert "Rent" not in titles


def test_the_rule_cards_can_be_shown_again_or_turned_off(qtbot):
    w = _window(qtbot)
    w.settings.setValue("teach/seen", {"festival": ["rent"]})
    w.menus.act_teach.setChecked(False)
    w.menus.toggle_teach()
    _festival(w, seed=3)
    _play_until(w, "rent")
    assert not w.teacher.card.isVisible(), "off: no card"
    w.menus.reset_teach()
    assert w.menus.act_teach.isChecked() and w.settings.value("teach/seen") == {}
    _festival(w, seed=3)
    _play_until(w, "rent")
    titles = []
    while w.teacher.card.isVisible():
        titles.append(w.teacher.card.title.text())
        w.teacher.card.ok.click()
    assert "Rent" in titles


def test_the_rule_link_opens_its_section(qtbot, monkeypatch):
    from fairtable.ui.dialogs.simple import RulesDialog

    opened: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: opened.append(self.sections.currentItem().text()))
    w = _window(qtbot)
    _festival(w, seed=3)
    _play_until(w, "rent")
    while w.teacher.card.title.text() != "Rent":
        w.teacher.card.ok.click()
    w.teacher.card.rule.click()
    assert opened == ["The fields"]


def test_every_titles_rules_are_in_the_catalog_and_name_a_section_of_its_rules():
    from fairtable.ui.dialogs.simple import rules_markdown

    for game_id in ("essen", "empresario", "marche", "festival"):
        game = get_game(game_id)
        lessons = game.presentation.lessons
        assert len(lessons) >= 4, game_id
        text = rules_markdown(game_id, game_id)
        for lesson in lessons:
            assert lesson.rule and lesson.rule in text, (game_id, lesson.rule)
        # Every refusal's and banner's section too, and every action kind finds one.
        for kind, words in game.presentation.rule_sections.items():
            assert words in text, (game_id, kind, words)
        assert all(game.presentation.rule_for(kind) for kind in game.action_kinds()), game_id


def test_a_refused_move_has_a_rule_link_to_its_section(qtbot, monkeypatch):
    from fairtable.engine.actions import Press
    from fairtable.ui.dialogs.simple import RulesDialog

    opened: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: opened.append(self.sections.currentItem().text()))
    w = _window(qtbot)
    _festival(w, seed=3)
    c = w.controller
    # A Bude on a festival nobody owns: refused, with the Buden section behind it.
    build = next(a for a in c.game.candidate_actions(c.match.state) if a.kind == "build")
    assert not c.gesture(build.gesture())
    assert c.refused_rule == "Buden and Mainstages"
    bubble = w.table.bubble
    assert bubble.isVisible() and "Rule" in bubble.text() and bubble.textFormat() == bubble.textFormat().RichText
    bubble.linkActivated.emit("rule")
    assert opened == ["Buden and Mainstages"]
    # A refusal of no move at all (a button that is not there): no link.
    c.refuse("Nothing to do", Press(label="nothing-such"))
    assert c.refused_rule == ""


def test_a_banner_has_a_rule_link_and_a_click_beside_it_takes_it_down(qtbot, monkeypatch):
    from PySide6.QtCore import QPoint, Qt

    from fairtable.ui.dialogs.simple import RulesDialog

    opened: list[str] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: opened.append(self.sections.currentItem().text()))
    w = _window(qtbot)
    w.start(Match(get_game("essen"), seats(["human", "bot"]), None, seed=2))
    c = w.controller
    c.scheduler.paused = True  # every move is played here
    rng = Rng(4)
    for _ in range(600):
        c.play(rng.choice(c.game.legal_actions(c.match.state)))
        if w.table.banner.isVisible():
            break
    banner = w.table.banner
    assert banner.isVisible() and c.banner_rule == "A round", c.banner_rule  # "Round 2 of 7 begins"
    assert "Rule" in banner.text() and not banner.testAttribute(Qt.WA_TransparentForMouseEvents)
    banner.linkActivated.emit("rule")
    assert opened == ["A round"]
    qtbot.mouseClick(banner, Qt.LeftButton, pos=QPoint(4, 4))  # its corner, away from the link
    assert not banner.isVisible()
