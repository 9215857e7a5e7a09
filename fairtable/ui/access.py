"""What a screen reader needs beyond Qt's own: announcements, roles Qt cannot guess, and a visible focus.

- **Announcements.** A bot's move, a new round, a big moment and "your turn" are said once, politely, in the
  player's language (:class:`Announcer`). On Linux they go out as a notification shown for a moment (the
  AT-SPI ``notification`` role: Orca speaks it when it appears; it does not speak Qt's announcement event);
  elsewhere as Qt's ``QAccessibleAnnouncementEvent``, which the Windows and macOS bridges pass on. What is
  announced is a setting (``access/announce``): every move, only your turn and the big moments, or nothing.
  Lines that come together (a move and what it set off) are said as one announcement.
- **Roles.** A widget that acts as a button but is drawn as a card (the welcome page's games) says so:
  :func:`act_as_button` gives it the push-button role and a press action.
- **Focus.** :class:`FocusHalo` draws a high-contrast frame around whatever widget has the keyboard focus
  (the board draws its own ring), whatever the platform's style draws.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QColor, QPainter, QPen
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QLabel, QWidget

from fairtable.i18n import N_, _

#: access/announce: how much is said without being asked (marked here, translated where shown)
ANNOUNCE_LEVELS = {
    "all": N_("Every move"),
    "turns": N_("Your turn and big moments"),
    "off": N_("Nothing"),
}
GATHER_MS = 150  # lines told within this long are said as one announcement
NOTICE_MS = 400  # how long the notification stays up (it is never seen: it is one pixel)
HALO = QColor("#0b57d0")  # the focus frame: dark blue, 3:1 or better on every panel's background


# -- roles -----------------------------------------------------------------------------------------------


class Notice(QLabel):
    """A one-pixel label that is shown for a moment to be spoken: a notification to the accessibility tree."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(1, 1)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.NoFocus)
        self.hide()


class _NoticeAccessible(QAccessibleWidget):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Notification)

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.widget().text()
        return super().text(t)


class _ButtonAccessible(QAccessibleWidget):
    """A card that works as a button: the push-button role, its name, and a press action."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Button)

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt's name)
        return [QAccessibleWidget.pressAction(), *super().actionNames()]

    def doAction(self, name: str) -> None:  # noqa: N802
        if name == QAccessibleWidget.pressAction():
            press = getattr(self.widget(), "press", None)
            if callable(press):
                # After the reader's call returns, as Qt's own buttons do: a press that opens a dialog
                # would otherwise hold the screen reader until the dialog closed.
                QTimer.singleShot(0, self.widget(), press)
                return
        super().doAction(name)


# Qt keeps the interfaces it is given, but their Python halves (the overridden methods) live only while
# Python holds them: without this, a notification would be read by Qt's default methods, with no name.
_made: dict[int, QAccessibleWidget] = {}


def _factory(key: str, obj: QObject) -> Any:
    made: QAccessibleWidget | None = None
    if isinstance(obj, Notice):
        made = _NoticeAccessible(obj)
    elif isinstance(obj, QWidget) and obj.property("fairtable_button"):
        made = _ButtonAccessible(obj)
    if made is not None:
        key = id(obj)
        _made[key] = made
        obj.destroyed.connect(lambda _=None: _made.pop(key, None))
    return made


_installed = False


def install() -> None:
    """Teach Qt's accessibility the roles above (once per process, before the widgets are made)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def act_as_button(widget: QWidget) -> None:
    """``widget`` (with a ``press()`` method) is a button to assistive technology. Set before it is shown."""
    install()
    widget.setProperty("fairtable_button", True)


# -- announcements --------------------------------------------------------------------------------------


def use_notifications() -> bool:
    """Whether announcements go out as notifications (AT-SPI, where Orca speaks them) rather than as Qt's
    announcement event."""
    return sys.platform.startswith("linux") or QApplication.platformName() in ("xcb", "wayland", "offscreen")


class Announcer(QObject):
    """Says lines to a screen reader without moving the focus. ``level`` is the setting's value; ``said``
    keeps every announcement made (for the tests, and for a player who asks what was said)."""

    def __init__(self, window: QWidget, level: str = "all") -> None:
        super().__init__(window)
        install()
        self.window = window
        self.level = level if level in ANNOUNCE_LEVELS else "all"
        self.notice: Notice | None = None  # the announcement shown now
        self.said: list[str] = []
        self._waiting: list[str] = []
        self._gather = QTimer(self)
        self._gather.setSingleShot(True)
        self._gather.setInterval(GATHER_MS)
        self._gather.timeout.connect(self.flush)

    def wants(self, big: bool) -> bool:
        """Whether a line is said at this level: every line at "all", the big ones at "turns"."""
        return self.level == "all" or (big and self.level == "turns")

    def say(self, text: str, big: bool = True) -> None:
        """Queue ``text`` to be said (with the lines that come with it); ``big``: your turn, a new round, a
        banner, a rule card (said unless announcements are off), rather than any move."""
        text = " ".join(text.split())
        if not text or not self.wants(big) or (self._waiting and self._waiting[-1] == text):
            return
        self._waiting.append(text)
        self._gather.start()

    def flush(self) -> None:
        self._gather.stop()
        if not self._waiting:
            return
        text = "\n".join(self._waiting)
        self._waiting = []
        self.said.append(text)
        if use_notifications():
            # A new notification each time: a reader keeps an object's name once read, and would say the
            # first announcement's words again for a label only given new text.
            try:
                if self.notice is not None:
                    self.notice.hide()
            except RuntimeError:  # already gone
                pass
            notice = self.notice = Notice(self.window)
            notice.setText(text)
            notice.setAccessibleName(text)  # the name a reader reads, by any route
            notice.show()
            gone = QTimer(notice)  # goes with the notice (and with the window, if that goes first)
            gone.setSingleShot(True)
            gone.timeout.connect(notice.deleteLater)
            gone.start(NOTICE_MS)
        elif QAccessible.isActive():
            from PySide6.QtGui import QAccessibleAnnouncementEvent

            event = QAccessibleAnnouncementEvent(self.window, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)


# -- focus -----------------------------------------------------------------------------------------------


class FocusHalo(QWidget):
    """A frame drawn around the widget with the keyboard focus, over the window's other widgets; it never
    takes the mouse. The board (``skip``) draws its own ring. Shown only while the keyboard is in use: a
    click hides it until the next key."""

    WIDTH = 3

    def __init__(self, window: QWidget, skip: Callable[[QWidget], bool]) -> None:
        super().__init__(window)
        self.window_ = window
        self.skip = skip
        self.target: QWidget | None = None
        self.keyboard = False
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.NoFocus)
        self.hide()
        # Focus changes are seen as FocusIn events through the application's event filter (a connection to
        # QApplication.focusChanged outlives the window and crashes the exit).
        QApplication.instance().installEventFilter(self)

    def _focus_changed(self, new: QWidget | None) -> None:
        if self.target is not None:
            self.target.removeEventFilter(self)
        self.target = new if new is not None and new.window() is self.window_ and not self.skip(new) else None
        if self.target is not None:
            self.target.installEventFilter(self)
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.FocusIn and isinstance(watched, QWidget) and watched is QApplication.focusWidget():
            if watched is not self.target:
                self._focus_changed(watched)
        elif kind == QEvent.KeyPress:
            if not self.keyboard:
                self.keyboard = True
                self.place()
        elif kind == QEvent.MouseButtonPress and self.keyboard:
            self.keyboard = False
            self.place()
        elif watched is self.target and kind in (QEvent.Move, QEvent.Resize, QEvent.Show, QEvent.Hide):
            QTimer.singleShot(0, self.place)
        return False

    def place(self) -> None:
        w = self.target
        try:
            visible = w is not None and self.keyboard and w.isVisible()
        except RuntimeError:  # the widget is gone
            self.target, visible = None, False
        if not visible:
            self.hide()
            return
        assert w is not None
        # Around the part of the widget that is seen: one in a scrolled or squeezed panel is larger than
        # what shows of it, and a frame round all of it would lie over the next panel.
        seen = w.visibleRegion().boundingRect()
        if seen.isEmpty():
            self.hide()
            return
        top_left = w.mapTo(self.window_, seen.topLeft())
        rect = QRect(top_left, seen.size()).adjusted(-self.WIDTH, -self.WIDTH, self.WIDTH, self.WIDTH)
        self.setGeometry(rect.intersected(self.window_.rect()))
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        inner = self.rect().adjusted(1, 1, -2, -2)
        painter.setPen(QPen(QColor("white"), self.WIDTH + 2))
        painter.drawRoundedRect(inner, 4, 4)
        painter.setPen(QPen(HALO, self.WIDTH))
        painter.drawRoundedRect(inner, 4, 4)


def announce_level_text(level: str) -> str:
    return _(ANNOUNCE_LEVELS[level])


# -- the main window's part -----------------------------------------------------------------------------


class WindowAccess(QObject):
    """The main window's screen-reader side: what is announced as the game goes on, F6 and Shift+F6 between
    the board and the panels, and the focus frame. The window calls :meth:`told` with the log's new lines
    and :meth:`prompted` with each prompt it shows."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        from PySide6.QtGui import QKeySequence, QShortcut

        self.window = window
        self.announcer = Announcer(window, window.settings.value("access/announce"))
        self.halo = FocusHalo(window, lambda w: w is window.table.view or w is window.table.view.viewport())
        self._prompt = ""
        self._to_act: int | None = None
        from fairtable.ui.board_list import BoardList

        self.board_list = BoardList(window, window.keys)  # View > Board as a list
        window.keys.relaid.connect(self._relaid)
        for key, step in (("F6", 1), ("Shift+F6", -1)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.WindowShortcut)
            shortcut.activated.connect(lambda step=step: self.cycle(step))

    def set_level(self, level: str) -> None:
        self.announcer.level = level

    # -- what is said ----------------------------------------------------------------------------------

    def told(self, entries: list[Any], match: Any, viewer: int | None) -> None:
        """New lines of the story (as the viewer is told them): each said at "all", except the line of a move
        the viewer made by their own hand; a round's header and a banner line at "turns" too."""
        for e in entries:
            own = False
            if e.level == "move" and 0 < e.step <= len(match.steps):
                player = getattr(match.steps[e.step - 1].action, "player", None)
                own = player == viewer and player is not None and not match.is_bot(player)
            if own:
                continue
            self.announcer.say(e.text, big=e.banner or e.level == "round")

    def prompted(self, controller: Any) -> None:
        """The prompt shown: said when it changes while a person is to act (with their name when the turn
        has just come to them), so a player hears what to decide without looking for it."""
        text = controller.prompt()
        cur = controller.match.current_player()
        if not controller.human_to_act():
            self._prompt, self._to_act = "", cur
            return
        if text == self._prompt and cur == self._to_act:
            return
        if cur != self._to_act:
            if self._to_act is not None:  # the turn came back (not a game just opened)
                self.window.table_sounds.your_turn()
            # TRANSLATORS: said by a screen reader when the turn comes to a person: their name, then the prompt
            self.announcer.say(_("Your turn, {name}: {prompt}").format(name=controller.match.names[cur], prompt=text))
        else:
            self.announcer.say(text)
        self._prompt, self._to_act = text, cur

    def _relaid(self) -> None:
        if self.window.keys.controller is None:
            self.board_list.hide()  # no game at the table: nothing to list
        else:
            self.board_list.refresh()

    def forget(self) -> None:
        """A game closed or opened: the next prompt is new."""
        self._prompt, self._to_act = "", None

    # -- F6 ----------------------------------------------------------------------------------------------

    def regions(self) -> list[QWidget]:
        """Where F6 goes, in order: the board, then each panel that is shown (its first widget that takes the
        keyboard)."""
        w = self.window
        if w.pages.currentWidget() is not w.table:
            return []
        out: list[QWidget] = [w.table.view]
        # The Actions panel first (what to do), then the others in the window's order.
        for dock in sorted(w.docks, key=lambda d: not d.isAncestorOf(w.actions_panel)):
            if not dock.isVisible():
                continue
            target = region_focus(dock.widget())
            if target is not None:
                out.append(target)
        return out

    def cycle(self, step: int) -> None:
        regions = self.regions()
        if not regions:
            return
        focus = QApplication.focusWidget()
        at = next((i for i, r in enumerate(regions) if focus is not None and (focus is r or r.isAncestorOf(focus)
                                                                              or _same_dock(focus, r))), -1)
        target = regions[(at + step) % len(regions)] if at >= 0 else regions[0 if step > 0 else -1]
        self.halo.keyboard = True
        target.setFocus(Qt.ShortcutFocusReason)


def region_focus(root: QWidget) -> QWidget | None:
    """The first widget under ``root`` that takes Tab focus and is shown (a panel's own first stop)."""
    for child in [root, *root.findChildren(QWidget)]:
        if child.isVisible() and child.isEnabled() and child.focusPolicy() & Qt.TabFocus:
            return child
    return None


def _same_dock(focus: QWidget, region: QWidget) -> bool:
    from PySide6.QtWidgets import QDockWidget

    def dock_of(w: QWidget | None) -> QWidget | None:
        while w is not None and not isinstance(w, QDockWidget):
            w = w.parentWidget()
        return w

    d = dock_of(region)
    return d is not None and d is dock_of(focus)
