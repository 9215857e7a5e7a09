"""A screen reader's view of fairtable, read through AT-SPI with pyatspi (the system's python3, as Orca uses).

Run by tests/ui/test_atspi.py inside a private D-Bus session with the AT-SPI bus and the app open at a game
where a person is to act. It prints one JSON object per line:

- ``{"prompt": ..., "figures": ...}``: the prompt label's text (found by its description "What to do now")
  and the game figures' description;
- ``{"board": [[role, name], ...]}``: every object of the "Board as a list" tree, opened from the View menu;
- ``{"pressed": name}``: an Actions button pressed (the first keyed one, while the person is to act);
- ``{"notifications": [...]}``: every notification shown from the first press on, in order, once the turn
  has gone to the bot (a line of its move) and come back (a line "Your turn, Ben: ..."); an
  announcement's lines (those that came together) are one notification.

Exit 0 when all of it was read, 1 with ``{"error": ...}`` otherwise.
"""

import json
import sys
import time

import pyatspi
from gi.repository import GLib

APP = "fairtable"
BOT = "Anna"  # the bot's name in the test's game, and the person's turn coming back
PERSON_TURN = "Your turn, Ben: "
TIMEOUT_S = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
MODE = sys.argv[2] if len(sys.argv) > 2 else "table"  # "welcome": the welcome page and the new-game dialog


def say(**fields):
    print(json.dumps(fields), flush=True)


def walk(node, depth=0):
    yield node
    if depth > 40:
        return
    try:
        count = node.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            yield from walk(child, depth + 1)


def find_app():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == APP:
            return app
    return None


def find(root, test):
    for node in walk(root):
        try:
            if test(node):
                return node
        except Exception:
            continue
    return None


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


class Reader:
    def __init__(self):
        self.app = None
        self.stage = "app"
        self.notes = []
        self.deadline = time.time() + TIMEOUT_S
        self.presses = 0
        self.first = None  # the notifications before the first press are not counted
        self.pressed_at = 0.0

    # the notifications, as Orca hears them: a notification-role object becoming shown
    def event(self, ev):
        try:
            if ev.detail1 == 1 and ev.source.getRole() == pyatspi.ROLE_NOTIFICATION:
                self.notes.append(ev.source.name)
        except Exception:
            pass

    def step(self):
        if time.time() > self.deadline:
            say(error=f"timed out at stage {self.stage}", notifications=self.notes)
            self.finish(1)
            return False
        try:
            getattr(self, "stage_" + self.stage)()
        except Exception as exc:  # an object went away while read: try again on the next tick
            self.last_error = repr(exc)
        return True

    def stage_app(self):
        self.app = find_app()
        if self.app is not None:
            self.stage = "prompt" if MODE == "table" else "welcome"

    # -- the welcome page: the titles' cards are buttons, each Continue button says whose game it goes on with
    def stage_welcome(self):
        new = find(self.app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "New game\u2026"
                   and showing(n))
        if new is None:
            return
        buttons = []
        for n in walk(self.app):
            if n.getRole() == pyatspi.ROLE_PUSH_BUTTON and showing(n):
                action = n.queryAction()
                buttons.append([n.name, n.description, [action.getName(i) for i in range(action.nActions)]])
        say(welcome=buttons)
        card = find(self.app, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "Animal Marche")
        self.stage = "new_game"
        card.queryAction().doAction(0)

    # -- the new-game dialog: each seat's player box is labelled by its seat
    def stage_new_game(self):
        boxes = [n for n in walk(self.app) if n.getRole() == pyatspi.ROLE_COMBO_BOX and showing(n)]
        if not boxes:
            return
        seats = []
        for box in boxes:
            labels = [t.name for r in box.getRelationSet() if r.getRelationType() == pyatspi.RELATION_LABELLED_BY
                      for t in (r.getTarget(i) for i in range(r.getNTargets()))]
            seats.append([box.name, labels])
        title = find(self.app, lambda n: n.getRole() == pyatspi.ROLE_DIALOG and showing(n))
        say(dialog=title.name if title is not None else None, boxes=seats)
        self.finish(0)

    def stage_prompt(self):
        prompt = find(self.app, lambda n: n.description == "What to do now" and n.name and showing(n))
        figures = find(self.app, lambda n: n.name == "Game figures" and n.description)
        if prompt is None or figures is None:
            return
        say(prompt=prompt.name, role=prompt.getRoleName(), figures=figures.description)
        self.stage = "menu"

    def stage_menu(self):
        item = find(self.app, lambda n: n.getRole() == pyatspi.ROLE_MENU_ITEM and n.name == "Board as a list")
        if item is None:
            return
        action = item.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        action.doAction(0)
        say(menu=names)
        self.stage = "board"

    def stage_board(self):
        tree = find(self.app, lambda n: n.name == "Board as a list" and n.getRole() in (
            pyatspi.ROLE_TREE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_TABLE))
        if tree is None:
            return
        objects = [[n.getRoleName(), n.name] for n in walk(tree) if n is not tree]
        if not objects:
            return
        say(board=objects, role=tree.getRoleName())
        self.stage = "play"
        self.notes.clear()

    def stage_play(self):
        if self.first is not None:
            later = self.notes[self.first:]
            lines = [line for note in later for line in note.split("\n")]
            bot = next((i for i, line in enumerate(lines) if line.startswith(BOT)), None)
            if bot is not None and any(line.startswith(PERSON_TURN) for line in lines[bot:]):
                say(notifications=later, presses=self.presses)
                self.finish(0)
                return
        if time.time() < self.pressed_at + 1.5:
            return  # the last press still at work, or the bot's turn being told
        panel = find(self.app, lambda n: n.name == "Action buttons" and showing(n))
        prompt = find(self.app, lambda n: n.description == "What to do now" and showing(n))
        if panel is None or prompt is None or "(bot)" in prompt.name:
            return
        button = find(panel, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and showing(n)
                      and n.getState().contains(pyatspi.STATE_ENABLED) and n.description.startswith("Key "))
        if button is None:
            return
        if self.first is None:
            self.first = len(self.notes)
        say(pressed=button.name)
        self.presses += 1
        self.pressed_at = time.time()
        button.queryAction().doAction(0)

    def finish(self, code):
        self.code = code
        pyatspi.Registry.stop()


def main():
    reader = Reader()
    reader.code = 1
    pyatspi.Registry.registerEventListener(reader.event, "object:state-changed:showing")
    GLib.timeout_add(300, reader.step)
    pyatspi.Registry.start()
    sys.exit(reader.code)


if __name__ == "__main__":
    main()
