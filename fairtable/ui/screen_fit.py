"""Every window within the screen's available area, its frame (title bar and borders) included.

Qt sizes a window by its client area; the window manager then adds a title bar and borders around it, so a
window sized to the screen has its title bar on top of the screen and its status bar below the edge. And a
size remembered on a large monitor is too large for a laptop. :class:`ScreenFit` watches every top-level
window (the main window, dialogs, message boxes) as it is shown: it shrinks one whose frame would pass the
screen's available area (never below the window's minimum size) and moves it inside, just after the show
(with a guess of the frame until the window manager has put its own on) and again as the frame arrives (on
X11 a moment later).

The arithmetic is :func:`fitted`, free of Qt's windows so that it can be tested with any frame.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

# A title bar and thin borders, until the window manager tells the real ones (a frame guessed a little
# large costs a few pixels of window; one guessed too small would put the status bar below the screen).
GUESSED_FRAME = QMargins(6, 36, 6, 6)
SETTLE_MS = (0, 60, 250, 800)  # when to look again at a shown window's frame (window managers differ)


def fitted(client: QRect, frame: QMargins, available: QRect, minimum: QSize) -> QRect:
    """The client rectangle moved and shrunk so that it and its ``frame`` lie inside ``available``.

    It keeps its size where it fits, shrinks where it does not (never below ``minimum``: a window that
    cannot fit stays at its minimum, at the area's top left, with its title bar on the screen), and moves
    the least it must."""
    room_w = available.width() - frame.left() - frame.right()
    room_h = available.height() - frame.top() - frame.bottom()
    w = max(minimum.width(), min(client.width(), room_w))
    h = max(minimum.height(), min(client.height(), room_h))
    left_most = available.left() + frame.left()
    top_most = available.top() + frame.top()
    right_most = available.left() + available.width() - frame.right() - w  # the client's largest left edge
    bottom_most = available.top() + available.height() - frame.bottom() - h
    x = max(left_most, min(client.x(), right_most))
    y = max(top_most, min(client.y(), bottom_most))
    return QRect(x, y, w, h)


def frame_of(window: QWidget) -> QMargins | None:
    """The frame the window manager put around a shown window, or None while it is not known."""
    if not window.isVisible():
        return None
    outer, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    if min(margins.left(), margins.top(), margins.right(), margins.bottom()) < 0:
        return None
    return margins


def available_for(window: QWidget) -> QRect | None:
    screen = window.screen() or QApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def real_screens() -> bool:
    """Whether windows go on a real screen with a window manager (not offscreen: tests, probes)."""
    return QApplication.platformName() not in ("offscreen", "minimal")


def fit_window(window: QWidget, frame: QMargins | None = None) -> bool:
    """Move and shrink ``window`` into its screen's available area; True if it changed it."""
    if window.isMaximized() or window.isFullScreen() or window.isMinimized():
        return False
    area = available_for(window)
    if area is None or area.isEmpty():
        return False
    if frame is None:
        frame = frame_of(window)
        if frame is None or frame.isNull():
            frameless = bool(window.windowFlags() & Qt.FramelessWindowHint)
            frame = QMargins() if frameless else GUESSED_FRAME
    # QWidget.move() and pos() place the frame's corner; geometry() is the client area.
    client = window.geometry() if window.isVisible() else QRect(window.pos(), window.size())
    target = fitted(client, frame, area, window.minimumSize())
    if target == client:
        return False
    if target.size() != client.size():
        window.resize(target.size())
    if target.topLeft() != client.topLeft():
        window.move(target.x() - frame.left(), target.y() - frame.top())
    return True


class ScreenFit(QObject):
    """An application-wide watcher: every window shown is fitted to its screen, once as it shows and again
    as its frame arrives. Tooltips, menus and popups are left alone (Qt keeps those on the screen)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = real_screens()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self.enabled and event.type() == QEvent.Show and self._is_window(watched):
            # After the show, not during it: Qt centres a dialog over its parent as it shows it, and a move
            # made before that would keep it in the screen's corner.
            for ms in SETTLE_MS:
                QTimer.singleShot(ms, watched, lambda w=watched: fit_window(w))
        return False

    @staticmethod
    def _is_window(w: QObject) -> bool:
        """The main window and dialogs (message boxes too); not a widget shown on its own for a moment."""
        if not isinstance(w, (QMainWindow, QDialog)) or not w.isWindow():
            return False
        return w.windowType() in (Qt.Window, Qt.Dialog, Qt.Sheet)


def install(app: QApplication) -> ScreenFit:
    """Installs the one watcher on ``app`` (a second call returns the first)."""
    for child in app.children():
        if isinstance(child, ScreenFit):
            return child
    fit = ScreenFit(app)
    app.installEventFilter(fit)
    return fit
