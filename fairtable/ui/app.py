"""Starting the Qt application: one QApplication, the main window, and a net under every exception."""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from fairtable import i18n, version
from fairtable.crashlog import crash_dialog, write_crash_log
from fairtable.paths import user_data_dir
from fairtable.resources import resource_path
from fairtable.ui.settings import Settings
from fairtable.ui.text import plain

if TYPE_CHECKING:
    from fairtable.ui.main_window import MainWindow

APP_NAME = "fairtable"
ORG_NAME = "fairtable"


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORG_NAME)
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setApplicationVersion(version())
        app = QApplication(argv if argv is not None else [sys.argv[0]])
        icon = resource_path("icons", "fairtable.svg")
        if icon.is_file():
            app.setWindowIcon(QIcon(str(icon)))
        from fairtable.ui.fonts import load_own_fonts

        load_own_fonts()  # the bundle's CJK glyphs, where it carries them
    return app  # type: ignore[return-value]


def install_excepthook(game_autosaved: Callable[[], bool] = lambda: False) -> None:
    """An unexpected exception is logged to a file and shown as a polite dialog; the game goes on.

    The dialog says the game is autosaved only when ``game_autosaved()`` says so: a game is in progress
    and the autosave holds every move of it."""

    def hook(exc_type, exc, tb):  # type: ignore[no-untyped-def]
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        path = write_crash_log(exc.with_traceback(tb))
        if QApplication.instance() is not None:
            try:
                saved = game_autosaved()
            except Exception:  # the exception may have broken the game itself: promise nothing
                saved = False
            title, text = crash_dialog(exc, path, saved)
            QMessageBox.warning(None, title, plain(text))

    sys.excepthook = hook


class FileOpenHandler(QObject):
    """macOS hands a document double-clicked in the Finder (CFBundleDocumentTypes in Info.plist) to the
    running app as a FileOpen event, not on the command line; this passes it to ``open_record``."""

    def __init__(self, open_record: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_record = open_record

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self._open_record(Path(path))
            return True
        return False


def app_language(cli: str | None, settings: Settings, system: str | None = None) -> str:
    """The language the app speaks: ``--lang``, then ``FAIRTABLE_LANG``, then View > Language (the
    settings), then the system's (Qt's reading of it unless ``system`` is given)."""
    saved = settings.value("view/language") or None
    return i18n.choose(cli=cli, saved=saved, system=QLocale.system().name() if system is None else system)


def qt_translations_dir() -> Path:
    """Where Qt's own translations (qtbase_<lang>.qm) are: Qt's own path, else beside the PySide6 package
    (a frozen bundle keeps them there)."""
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if folder.is_dir():
        return folder
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt" / "translations"


def speak(app: QCoreApplication, lang: str) -> QTranslator | None:
    """Speak ``lang`` from now on: the catalog, Qt's locale (numbers in spin boxes, dates) and Qt's own
    words (the file dialogs, the message boxes' buttons). Before any widget is built: text made earlier
    stays in the language it was made in. The translator installed, or None (English, or no file)."""
    lang = i18n.set_language(lang)
    QLocale.setDefault(QLocale(i18n.babel_locale()))
    from fairtable.ui.fonts import use_language_fonts

    # Chinese and Japanese in their own glyph shapes, in the window and on the boards.
    use_language_fonts(lang, (QApplication.font().family(),) if isinstance(app, QApplication) else ())
    suffix = i18n.qt_translations_suffix()
    if suffix is None:
        return None
    translator = QTranslator(app)
    if not translator.load(f"qtbase_{suffix}", str(qt_translations_dir())):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


def run_app(file: str | None = None, lang: str | None = None, tutorial: str | None = None) -> int:
    t0 = time.perf_counter()
    app = make_app()
    window: MainWindow | None = None
    install_excepthook(lambda: window is not None and window.session.is_autosaved())
    settings = Settings(user_data_dir() / "settings.ini")
    speak(app, app_language(lang, settings))
    from fairtable.ui.main_window import MainWindow

    window = MainWindow(settings)
    file_open = FileOpenHandler(window.files.open_record, app)
    app.installEventFilter(file_open)
    window.show()
    window.startup_ms = (time.perf_counter() - t0) * 1000
    if os.environ.get("FAIRTABLE_STARTUP_PROBE"):
        # `fairtable bench --ui` and the packaging checks: say when the first window is up, then quit.
        from fairtable.ui.bench import STARTUP_MARK

        def shown() -> None:
            print(STARTUP_MARK, flush=True)
            app.quit()

        QTimer.singleShot(0, shown)
        return finish(app, window)
    def first() -> None:
        if file:
            window.files.open_record(Path(file))
        elif tutorial:
            window.learn(tutorial)  # fairtable tutorial GAME
        window.files.offer_resume()  # asks only when no game is at the table by then, and the window is open

    QTimer.singleShot(0, first)
    quit_after = os.environ.get("FAIRTABLE_QUIT_AFTER_MS", "")
    if quit_after.isdigit():
        # The tests and the packaging checks: play for a while, then close the window as a player would.
        QTimer.singleShot(int(quit_after), window.close)
    return finish(app, window)


def finish(app: QApplication, window: QWidget) -> int:
    """Run the event loop, then let every Qt object go while the QApplication still exists (objects in
    reference cycles collected during interpreter shutdown would crash the process on its way out)."""
    code = app.exec()
    window.close()
    window.deleteLater()  # the window and every widget in it, now: closures Qt keeps may hold the wrapper
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    del window
    gc.collect()
    return code


def selftest_window() -> str:
    app = make_app()
    from fairtable.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    app.processEvents()
    shown = window.isVisible()
    window.close()
    app.processEvents()
    if not shown:
        raise RuntimeError("the main window did not show")
    return f"platform {app.platformName()}"
